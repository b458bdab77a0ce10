"""From the ``--implementation`` text to drivers, and to the identity written in the results.

These kinds of implementation are understood:

``reference``
    the pokercert reference engine, in-process;
``pokerkit``
    PokerKit behind its adapter (the ``pokerkit`` extra), in-process;
``MODULE:FACTORY``
    a Python callable (class or function) that returns a
    :class:`~pokercert.driver.Driver`, imported from an installed module or
    from the current directory; it runs inside the harness, so its runs are
    development runs, never certificates (:attr:`Target.development`);
``cmd:COMMAND LINE``
    a program that speaks the protocol as JSON lines over stdin/stdout.

In-process drivers get a per-request timeout through a worker thread,
programs through their pipe; either way no implementation can hang a run.
A program is kept running from one scenario to the next (each scenario
opens a new table with its setup) and restarted after any failure.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import re
import shlex
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from types import ModuleType

from pokercert import protocol as p
from pokercert.adapters.process import DEFAULT_TIMEOUT, ProcessPool
from pokercert.adapters.threaded import TimeoutDriver, as_crash
from pokercert.budget import clip, printable
from pokercert.driver import Driver, ImplementationFailure
from pokercert.results import Implementation, ManifestSource

REFERENCE = "reference"
POKERKIT = "pokerkit"
COMMAND_PREFIX = "cmd:"
_MODULE_SPEC = re.compile(
    r"^([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*):([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*)$"
)


class ImplementationSpecError(ValueError):
    """An ``--implementation`` text that names nothing runnable."""


@dataclass(frozen=True)
class Target:
    """A resolved implementation: how to make its drivers and how to name it in results."""

    spec: str
    adapter: str  # "reference", "pokerkit", "module" or "command"
    factory: Callable[[], Driver]
    timeout: float
    module: ModuleType | None = None
    command: tuple[str, ...] | None = None
    pool: ProcessPool | None = None
    artifacts: tuple[Path, ...] = ()
    # the build's files as hashed before its first start (see parse_implementation)
    measured: tuple[ManifestSource, dict[str, str]] | None = None

    @property
    def in_process(self) -> bool:
        return self.command is None

    @property
    def development(self) -> bool:
        """Only the embedded reference and out-of-process programs can be certified."""
        return self.adapter == "module"

    def make_driver(self) -> Driver:
        """A fresh driver (one per scenario), with the per-request timeout applied."""
        if not self.in_process:
            return self.factory()
        try:
            driver = self.factory()
        except (ImplementationFailure, ImplementationSpecError):
            raise
        except BaseException as exc:  # SystemExit and friends from the factory are crashes
            raise as_crash(self.spec, exc, "when asked for a driver") from None
        if self.adapter == REFERENCE:
            # The embedded engine ships inside the hashed release and answers in
            # microseconds; a worker thread per request would double its cost.
            return driver
        return TimeoutDriver(driver, self.timeout)

    def shutdown(self) -> None:
        """Stop the program kept running between scenarios, if any."""
        if self.pool is not None:
            self.pool.shutdown()

    def identity(self, hello: p.HelloReply | None) -> Implementation:
        """Who was certified: what the implementation declares, and what the harness measured.

        Name, version and capabilities come from its hello and are not verified;
        the manifest (SHA-256 of the build's files) and the fingerprint are
        measured by the harness, and the report ID depends on them.
        """
        source, manifest = self.measured or self.manifest()
        return Implementation(
            name=printable(clip(hello.name, 200) or "unnamed") if hello else self.spec,
            version=printable(clip(hello.version, 200) or "unknown") if hello else "unknown",
            adapter=self.spec if self.adapter != REFERENCE else REFERENCE,
            fingerprint=fingerprint(manifest, self.command),
            manifest=manifest,
            manifest_source=source,
            command=list(self.command) if self.command else None,
            capabilities=hello.capabilities.model_dump(mode="json") if hello else None,
            protocol_version=hello.protocol_version if hello else None,
        )

    def changes(self) -> list[str]:
        """The build's files that differ now from their hashes before it first started.

        A build that rewrites itself while it runs (or is rewritten by someone
        else) would otherwise be certified under the hashes of files that never
        played a hand; the run names each change and is not certified.
        """
        if self.measured is None:
            return []
        before, after = self.measured[1], self.manifest()[1]
        return [
            f"{name} {what}"
            for name in sorted(set(before) | set(after))
            if (what := _change(before.get(name), after.get(name)))
        ]

    def manifest(self) -> tuple[ManifestSource, dict[str, str]]:
        """The files that make up the build under test, with their SHA-256."""
        if self.artifacts:
            return ManifestSource.ARTIFACTS, paths_manifest(self.artifacts)
        if self.module is not None:
            return ManifestSource.MODULE, module_manifest(self.module)
        if self.command:
            manifest = paths_manifest(command_files(self.command))
            executable = shutil.which(self.command[0])
            if executable and Path(executable).is_file():  # named as on the command line
                manifest[self.command[0]] = file_sha256(Path(executable))
            return ManifestSource.COMMAND, manifest
        return ManifestSource.NONE, {}


def resolve_implementation(spec: str, timeout: float = DEFAULT_TIMEOUT) -> Callable[[], Driver]:
    """A factory of fresh drivers for ``spec`` (see the module docstring for the forms)."""
    return parse_implementation(spec, timeout).make_driver


def parse_implementation(
    spec: str, timeout: float = DEFAULT_TIMEOUT, artifacts: tuple[Path, ...] = ()
) -> Target:
    """The implementation named by ``spec``; ``artifacts`` are the files of its build to hash."""
    missing = [str(a) for a in artifacts if not a.exists()]
    if missing:
        raise ImplementationSpecError(f"--artifact names nothing: {', '.join(missing)}")
    target = _parse(spec, timeout)
    if artifacts:
        target = replace(target, artifacts=tuple(artifacts))
    # hashed now, before any program starts: what ran is what the results name
    return replace(target, measured=target.manifest())


def _change(before: str | None, after: str | None) -> str | None:
    """How one file of the build changed during the run, if it did."""
    if before == after:
        return None
    if before is None:
        return "appeared"
    if after is None:
        return "disappeared"
    return f"changed (sha256 {before[:12]}... before, {after[:12]}... after)"


def _parse(spec: str, timeout: float) -> Target:
    text = spec.strip()
    if timeout <= 0:
        raise ImplementationSpecError(f"the timeout must be positive, got {timeout}")
    if text == REFERENCE:
        from pokercert.adapters.reference import ReferenceDriver
        from pokercert.engine import session

        return Target(text, REFERENCE, ReferenceDriver, timeout, module=session)
    if text == POKERKIT:
        return pokerkit_target(text, timeout)
    if text.startswith(COMMAND_PREFIX):
        try:
            command = tuple(shlex.split(text[len(COMMAND_PREFIX) :]))
        except ValueError as exc:
            raise ImplementationSpecError(f"cannot split the command {text!r}: {exc}") from exc
        if not command:
            raise ImplementationSpecError(
                "cmd: needs a command line, e.g. 'cmd:./my-engine --stdio'"
            )

        pool = ProcessPool(command, timeout=timeout)
        return Target(text, "command", pool.driver, timeout, command=command, pool=pool)
    match = _MODULE_SPEC.match(text)
    if not match:
        raise ImplementationSpecError(
            f"unknown implementation {spec!r}: use 'reference', 'pokerkit', 'MODULE:FACTORY' "
            "or 'cmd:COMMAND LINE'"
        )
    module_name, attribute = match.groups()
    module = _import(module_name)
    factory: object = module
    for part in attribute.split("."):
        if not hasattr(factory, part):
            raise ImplementationSpecError(f"module {module_name!r} has no attribute {attribute!r}")
        factory = getattr(factory, part)
    if not callable(factory):
        raise ImplementationSpecError(f"{text} is not callable")
    return Target(text, "module", _checked(factory, text), timeout, module=module)


def pokerkit_target(text: str, timeout: float) -> Target:
    """PokerKit behind its adapter (the ``pokerkit`` extra), run as a program of its own.

    A third-party library is certified out of process like any build, so it
    can never touch the harness; PokerKit's files and the adapter are hashed.
    """
    try:
        import pokerkit

        from pokercert.adapters import pokerkit_driver
    except ImportError:
        raise ImplementationSpecError(
            "--implementation pokerkit needs PokerKit: pip install 'pokercert[pokerkit]'"
        ) from None
    command = (sys.executable, "-m", pokerkit_driver.__name__)
    pool = ProcessPool(command, timeout=timeout)
    build = (Path(pokerkit.__file__).parent, Path(pokerkit_driver.__file__))
    return Target(text, POKERKIT, pool.driver, timeout, command=command, pool=pool, artifacts=build)


def _import(module_name: str) -> ModuleType:
    # Like `python -m`, look in the current directory too: a lab's adapter module
    # usually sits next to the implementation, not in site-packages.
    cwd = os.getcwd()
    added = cwd not in sys.path
    if added:
        sys.path.insert(0, cwd)
    try:
        return importlib.import_module(module_name)
    except ImportError as exc:
        raise ImplementationSpecError(f"cannot import module {module_name!r}: {exc}") from exc
    except BaseException as exc:  # its import-time code raised, or called sys.exit()
        raise ImplementationSpecError(
            f"importing module {module_name!r} failed: {exc.__class__.__name__}: {str(exc)[:500]}"
        ) from None
    finally:
        if added and cwd in sys.path:
            sys.path.remove(cwd)


def _checked(factory: Callable[[], object], text: str) -> Callable[[], Driver]:
    def make() -> Driver:
        driver = factory()
        if not isinstance(driver, Driver):
            raise ImplementationSpecError(
                f"{text} returned {type(driver).__name__}, which is not a Driver "
                "(it needs a name, exchange(request) and close())"
            )
        return driver

    return make


# --------------------------------------------------------------------------- identity


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def tree_files(root: Path) -> list[Path]:
    """The files of a directory tree, without byte-code caches, in a stable order."""
    return sorted(
        f
        for f in root.rglob("*")
        if f.is_file() and "__pycache__" not in f.parts and f.suffix not in {".pyc", ".pyo"}
    )


def paths_manifest(paths: tuple[Path, ...] | list[Path]) -> dict[str, str]:
    """SHA-256 of every file given, and of every file under every directory given.

    Files are named as given when the path is relative, and from the last part
    of the path when it is absolute, so the same build gives the same manifest
    wherever it is installed.
    """
    manifest: dict[str, str] = {}
    for path in paths:
        name = Path(path.name) if path.is_absolute() else path
        if path.is_dir():
            for f in tree_files(path):
                manifest[(name / f.relative_to(path)).as_posix()] = file_sha256(f)
        elif path.is_file():
            manifest[name.as_posix()] = file_sha256(path)
    return manifest


def command_files(command: tuple[str, ...]) -> list[Path]:
    """Every file a command line names after the program: scripts, ``--opt=FILE`` values.

    ``python -m MODULE`` names the module's package when this interpreter can
    find it.  Hashing only the interpreter would give two different scripts
    run by the same interpreter the same identity.
    """
    found: list[Path] = []
    words = list(command[1:])
    for index, word in enumerate(words):
        candidates = [word, word.partition("=")[2]] if "=" in word else [word]
        for candidate in candidates:
            if candidate and Path(candidate).exists():
                found.append(Path(candidate))
        if word == "-m" and index + 1 < len(words):
            package = _module_location(words[index + 1])
            if package is not None:
                found.append(package)
    return found


def _module_location(name: str) -> Path | None:
    import importlib.util

    try:
        spec = importlib.util.find_spec(name.split(".")[0])
    except (ImportError, ValueError):
        return None
    if spec is None or spec.origin is None:
        return None
    origin = Path(spec.origin)
    return origin.parent if origin.name == "__init__.py" else origin


def module_manifest(module: ModuleType) -> dict[str, str]:
    """SHA-256 of every file of the package that holds ``module`` (or of the module file).

    The package, not the whole distribution: for the reference engine this is
    ``pokercert/engine``, so a change to the harness does not change the
    fingerprint of the engine it certifies.
    """
    file = getattr(module, "__file__", None)
    if not file:
        return {}
    path = Path(file)
    if path.name == "__init__.py" or module.__package__:
        root = path.parent
        return {f.relative_to(root.parent).as_posix(): file_sha256(f) for f in tree_files(root)}
    return {path.name: file_sha256(path)}


def fingerprint(manifest: dict[str, str], command: tuple[str, ...] | None = None) -> str:
    digest = hashlib.sha256()
    for name in sorted(manifest):
        digest.update(f"{manifest[name]}  {name}\n".encode())
    if command:
        digest.update(("command: " + shlex.join(command) + "\n").encode())
    return digest.hexdigest()
