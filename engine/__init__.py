"""The pokercert reference engine.

A deterministic implementation of seven-card stud, 2-7 triple draw and
five-card draw with openers, switched by the parameters of a rule profile.
It is installed as ``pokercert.engine`` and reached by the harness only
through the driver protocol (``pokercert.protocol``), like any other
implementation under test.
"""
