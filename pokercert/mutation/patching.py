"""Swapping engine functions and methods in a mutant's process.

Engine modules import helpers by name (``from pokercert.engine.stud_rules import
show_order``), so replacing a function means replacing every module-level name bound to
it.  These helpers are only ever called by ``pokercert.mutation.serve`` before it serves the
first request; the harness never imports them.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

ENGINE = "pokercert.engine"


def load_engine() -> list[ModuleType]:
    """Import every engine module, so a swap reaches every name bound to a function."""
    package = importlib.import_module(ENGINE)
    names = sorted(info.name for info in pkgutil.iter_modules(package.__path__))
    return [importlib.import_module(f"{ENGINE}.{name}") for name in names]


def engine_module(name: str) -> ModuleType:
    return importlib.import_module(f"{ENGINE}.{name}")


def replace_function(module: str, name: str, new: Callable[..., Any]) -> Callable[..., Any]:
    """Bind ``new`` wherever the engine binds ``module.name``; returns the original."""
    load_engine()
    old = getattr(engine_module(module), name)
    swapped = 0
    for mod in list(sys.modules.values()):
        if mod is None or not mod.__name__.startswith(ENGINE):
            continue
        if getattr(mod, name, None) is old:
            setattr(mod, name, new)
            swapped += 1
    if not swapped:  # pragma: no cover - a catalogue entry naming nothing is a bug in the patch
        raise LookupError(f"{ENGINE}.{module}.{name} is bound nowhere")
    return old


def wrap_function(
    module: str, name: str, wrapper: Callable[[Callable[..., Any]], Callable[..., Any]]
) -> None:
    """Replace ``module.name`` by ``wrapper(original)`` everywhere it is bound."""
    load_engine()
    old = getattr(engine_module(module), name)
    replace_function(module, name, wrapper(old))


def engine_class(module: str, name: str) -> type[Any]:
    cls = getattr(engine_module(module), name)
    assert isinstance(cls, type)
    return cls


def replace_method(module: str, cls_name: str, name: str, new: Callable[..., Any]) -> None:
    """Set ``cls.name`` to ``new``; subclasses that do not override it inherit the mutant.

    The method must exist: a patch naming a method the engine no longer has would set an
    attribute nobody calls, and its mutant would survive without ever running."""
    load_engine()
    cls = engine_class(module, cls_name)
    if not hasattr(cls, name):
        raise LookupError(f"{ENGINE}.{module}.{cls_name} has no method {name}")
    setattr(cls, name, new)


def wrap_method(
    module: str,
    cls_name: str,
    name: str,
    wrapper: Callable[[Callable[..., Any]], Callable[..., Any]],
) -> None:
    """Set ``cls.name`` to ``wrapper(original)``."""
    load_engine()
    cls = engine_class(module, cls_name)
    setattr(cls, name, wrapper(getattr(cls, name)))


class ModuleProxy:
    """A stand-in for a module with some attributes overridden (e.g. a mutated evaluator)."""

    def __init__(self, module: ModuleType, **overrides: Any) -> None:
        self._module = module
        self.__dict__.update(overrides)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._module, name)


def override_module_attribute(user: str, attribute: str, **overrides: Any) -> None:
    """In engine module ``user``, replace the imported module ``attribute`` by a proxy."""
    load_engine()
    mod = engine_module(user)
    original = getattr(mod, attribute)
    if isinstance(original, ModuleProxy):
        original.__dict__.update(overrides)
        return
    setattr(mod, attribute, ModuleProxy(original, **overrides))
