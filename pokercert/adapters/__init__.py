"""Adapters: how the harness reaches an implementation under test.

``reference`` (the embedded engine, in-process), ``MODULE:FACTORY`` (a Python
callable returning a :class:`~pokercert.driver.Driver`) and ``cmd:COMMAND``
(a program speaking JSON lines over stdin/stdout); see :mod:`.registry`.
"""

from pokercert.adapters.registry import parse_implementation, resolve_implementation

__all__ = ["parse_implementation", "resolve_implementation"]
