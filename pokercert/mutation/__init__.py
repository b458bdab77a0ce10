"""Mutation testing of the suite: realistic rule bugs injected into the reference engine.

Each mutant is ONE rule bug a studio could ship, applied to the reference engine in the
mutant's own process only (``python -m pokercert.mutation.serve MUTANT_ID``), so no patch can
reach the harness.  The kill-table runner certifies each mutant under every profile it belongs
to and records which scenario of the mutant's own clauses caught it.
"""
