"""Differential random play: the implementation and the reference engine in lockstep."""
