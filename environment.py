"""behave looks for environment.py beside features/ and steps/; the hooks live in the package."""

from pokercert.environment import *  # noqa: F403
