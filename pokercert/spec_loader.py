"""Loading the clause catalogue from ``spec/``: sources, profiles and the conflict register.

Three passes, and bad data never loads half-way:

1. every raw file is validated against its JSON Schema in ``spec/schema/``;
2. pydantic loads it into the models of :mod:`pokercert.catalogue`;
3. the files are checked against each other (unique clause IDs, every
   profile, clause and reading that is named exists, each profile's game
   matches its parameters, each source matches its verbatim text).

Every problem of every file is collected and raised as one :class:`SpecError`
whose lines read ``FILE:LINE: field.path: what is wrong``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
from jsonschema.exceptions import ValidationError as SchemaError
from pydantic import BaseModel, ValidationError

from pokercert.catalogue import PROFILE_IDS, Clause, Conflict, Profile, Source
from pokercert.json_positions import PathKey, format_path, line_of, value_lines
from pokercert.paths import spec_dir

KINDS: dict[str, tuple[str, type[BaseModel]]] = {
    "sources": ("source.schema.json", Source),
    "profiles": ("profile.schema.json", Profile),
    "conflicts": ("conflict.schema.json", Conflict),
}


class SpecError(ValueError):
    """The spec is missing or malformed; the message lists every problem with its file and line."""

    def __init__(self, problems: str | Sequence[str]) -> None:
        self.problems = [problems] if isinstance(problems, str) else list(problems)
        count = len(self.problems)
        head = f"the specification has {count} problem{'s' if count != 1 else ''}:"
        super().__init__("\n".join([head, *(f"  {p}" for p in self.problems)]))


@dataclass(frozen=True)
class Catalogue:
    """Everything under ``spec/``, validated and cross-checked."""

    root: Path
    sources: tuple[Source, ...]
    clauses: dict[str, Clause]  # by ID, in source order
    clause_source: dict[str, Source]
    profiles: dict[str, Profile]
    profile_clauses: dict[str, tuple[str, ...]]  # derived: clause IDs naming each profile
    conflicts: dict[str, Conflict]
    files: tuple[Path, ...] = field(default=())

    def profile(self, profile_id: str) -> Profile:
        try:
            return self.profiles[profile_id]
        except KeyError:
            known = ", ".join(self.profiles) or "none"
            raise SpecError(f"unknown profile {profile_id!r} (known: {known})") from None

    def clauses_of(self, profile_id: str) -> list[Clause]:
        return [self.clauses[c] for c in self.profile_clauses.get(profile_id, ())]

    def source_file(self, clause_id: str) -> str:
        """The seed file name a clause comes from, e.g. ``000_fc5c62885ab4845d.txt``."""
        return self.clause_source[clause_id].file

    def sha256(self) -> str:
        """One digest over every spec file (names and bytes), for the results' provenance."""
        digest = hashlib.sha256()
        for path in self.files:
            digest.update(path.relative_to(self.root).as_posix().encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
        return digest.hexdigest()


# --------------------------------------------------------------------------- one file


@dataclass
class _Loaded:
    path: Path
    label: str
    lines: dict[PathKey, int]
    model: Any = None


def _label(path: Path, root: Path) -> str:
    try:
        return f"spec/{path.relative_to(root).as_posix()}"
    except ValueError:
        return str(path)


def _schema_errors(raw: Any, schema: dict[str, Any]) -> Iterator[tuple[PathKey, str]]:
    validator = jsonschema.Draft202012Validator(schema)
    errors = sorted(validator.iter_errors(raw), key=lambda e: [str(x) for x in e.absolute_path])
    for error in errors:
        error = _deepest(error, schema)
        yield tuple(error.absolute_path), error.message


def _deepest(error: SchemaError, schema: dict[str, Any]) -> SchemaError:
    """For a failed ``oneOf`` with a discriminator, the error of the branch the data chose."""
    while error.context:
        branch = _chosen_branch(error, schema)
        candidates = [
            e
            for e in error.context
            if branch is None or (e.relative_schema_path and e.relative_schema_path[0] == branch)
        ]
        if not candidates:
            break
        error = jsonschema.exceptions.best_match(candidates) or candidates[0]
    return error


def _chosen_branch(error: SchemaError, schema: dict[str, Any]) -> int | None:
    discriminator = error.schema.get("discriminator") if isinstance(error.schema, dict) else None
    if not discriminator or not isinstance(error.instance, dict):
        return None
    target = discriminator.get("mapping", {}).get(error.instance.get(discriminator["propertyName"]))
    for index, option in enumerate(error.schema.get(error.validator, [])):
        if option.get("$ref") == target:
            return index
    return None


def _pydantic_errors(exc: ValidationError) -> Iterator[tuple[PathKey, str]]:
    for err in exc.errors():
        loc = tuple(x for x in err["loc"] if not (isinstance(x, str) and x in _UNION_TAGS))
        yield loc, err["msg"]


_UNION_TAGS = {"seven-card-stud", "2-7-triple-draw", "five-card-draw"}


def _load_file(
    path: Path, kind: str, schema: dict[str, Any], root: Path, problems: list[str]
) -> _Loaded | None:
    label = _label(path, root)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        problems.append(f"{label}: cannot read: {exc}")
        return None
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        problems.append(f"{label}:{exc.lineno}: not valid JSON: {exc.msg} (column {exc.colno})")
        return None
    loaded = _Loaded(path, label, value_lines(text))
    found = [
        f"{label}:{line_of(loaded.lines, where)}: {format_path(where)}: {message}"
        for where, message in _schema_errors(raw, schema)
    ]
    if found:
        problems.extend(found)
        return None
    model = KINDS[kind][1]
    try:
        loaded.model = model.model_validate(raw)
    except ValidationError as exc:
        problems.extend(
            f"{label}:{line_of(loaded.lines, where)}: {format_path(where)}: {message}"
            for where, message in _pydantic_errors(exc)
        )
        return None
    return loaded


# --------------------------------------------------------------------------- the catalogue


def load_catalogue(root: Path | None = None) -> Catalogue:
    """Load and check every file under ``root`` (default: the installed ``spec/``); cached."""
    return _load_cached((root or spec_dir()).resolve())


@cache
def _load_cached(root: Path) -> Catalogue:
    problems: list[str] = []
    loaded: dict[str, list[_Loaded]] = {}
    files: list[Path] = []
    for kind, (schema_name, _) in KINDS.items():
        schema_path = root / "schema" / schema_name
        if not schema_path.is_file():
            problems.append(f"{_label(schema_path, root)}: missing (run `pokercert schemas`)")
            continue
        schema = json.loads(schema_path.read_text(encoding="utf-8"))
        paths = sorted((root / kind).glob("*.json"))
        files.extend(paths)
        loaded[kind] = [
            item
            for path in paths
            if (item := _load_file(path, kind, schema, root, problems)) is not None
        ]
    if problems:
        raise SpecError(problems)
    catalogue = _assemble(root, loaded, tuple(files), problems)
    if problems:
        raise SpecError(problems)
    return catalogue


def _assemble(
    root: Path, loaded: dict[str, list[_Loaded]], files: tuple[Path, ...], problems: list[str]
) -> Catalogue:
    def at(item: _Loaded, *where: str | int) -> str:
        return f"{item.label}:{line_of(item.lines, where)}: {format_path(where)}"

    for kind in KINDS:
        for item in loaded.get(kind, []):
            if item.path.stem != item.model.id:
                problems.append(
                    f"{at(item, 'id')}: {item.model.id!r} must match the file name "
                    f"{item.path.name!r}"
                )

    profiles = {item.model.id: item for item in loaded.get("profiles", [])}
    for item in profiles.values():
        profile: Profile = item.model
        if profile.parameters.game != profile.game:
            problems.append(
                f"{at(item, 'parameters', 'game')}: parameters are for "
                f"{profile.parameters.game}, the profile plays {profile.game}"
            )

    sources = sorted(loaded.get("sources", []), key=lambda item: item.model.id)
    source_files = {item.model.file for item in sources}
    for item in profiles.values():
        for index, name in enumerate(item.model.sources):
            if name not in source_files:
                problems.append(f"{at(item, 'sources', index)}: unknown source file {name!r}")

    clauses: dict[str, Clause] = {}
    clause_source: dict[str, Source] = {}
    clause_at: dict[str, str] = {}
    for item in sources:
        source: Source = item.model
        _check_text(item, root, problems)
        for index, clause in enumerate(source.clauses):
            where = at(item, "clauses", index, "id")
            if clause.id in clauses:
                problems.append(
                    f"{where}: duplicate clause ID {clause.id} (first at {clause_at[clause.id]})"
                )
                continue
            if not clause.id.startswith(source.id_prefix + "-"):
                problems.append(f"{where}: {clause.id} does not start with {source.id_prefix}-")
            clauses[clause.id], clause_source[clause.id] = clause, source
            clause_at[clause.id] = where.rsplit(":", 1)[0]
            for p_index, profile_id in enumerate(clause.profiles):
                if profile_id not in profiles:
                    problems.append(
                        f"{at(item, 'clauses', index, 'profiles', p_index)}: "
                        f"unknown profile {profile_id!r}"
                    )
                elif profiles[profile_id].model.game not in clause.games:
                    problems.append(
                        f"{at(item, 'clauses', index, 'profiles', p_index)}: profile "
                        f"{profile_id!r} plays {profiles[profile_id].model.game}, which is not "
                        f"among the clause's games {clause.games}"
                    )
            if clause.verification.method.value != "test":
                for needed in ("reason", "reviewer_check"):
                    if not getattr(clause.verification, needed):
                        problems.append(
                            f"{at(item, 'clauses', index, 'verification')}: "
                            f"{needed} is required when the method is "
                            f"{clause.verification.method.value}"
                        )

    conflicts = sorted(loaded.get("conflicts", []), key=lambda item: item.model.id)
    for item in conflicts:
        conflict: Conflict = item.model
        for index, clause_id in enumerate(conflict.clauses):
            if clause_id not in clauses:
                problems.append(f"{at(item, 'clauses', index)}: unknown clause {clause_id}")
        readings = {r.id for r in conflict.readings}
        for index, resolution in enumerate(conflict.resolutions):
            if resolution.profile not in profiles:
                problems.append(
                    f"{at(item, 'resolutions', index, 'profile')}: "
                    f"unknown profile {resolution.profile!r}"
                )
            if resolution.reading not in readings:
                problems.append(
                    f"{at(item, 'resolutions', index, 'reading')}: "
                    f"unknown reading {resolution.reading!r} "
                    f"(readings: {', '.join(sorted(readings))})"
                )

    order = {pid: i for i, pid in enumerate(PROFILE_IDS)}
    profile_ids = sorted(profiles, key=lambda pid: (order.get(pid, len(order)), pid))
    return Catalogue(
        root=root,
        sources=tuple(item.model for item in sources),
        clauses=clauses,
        clause_source=clause_source,
        profiles={pid: profiles[pid].model for pid in profile_ids},
        profile_clauses={
            pid: tuple(c.id for c in clauses.values() if pid in c.profiles) for pid in profile_ids
        },
        conflicts={item.model.id: item.model for item in conflicts},
        files=files,
    )


def _check_text(item: _Loaded, root: Path, problems: list[str]) -> None:
    """The source's SHA-256 must be that of its verbatim copy in spec/texts/."""
    source: Source = item.model
    text = root / "texts" / source.file
    where = f"{item.label}:{line_of(item.lines, ('sha256',))}: sha256"
    if not text.is_file():
        problems.append(f"{where}: no verbatim copy {_label(text, root)}")
    elif hashlib.sha256(text.read_bytes()).hexdigest() != source.sha256:
        problems.append(f"{where}: does not match {_label(text, root)}")


def load_profile(profile_id: str) -> Profile:
    """One rule profile of the installed catalogue (the whole catalogue is checked on first use)."""
    return load_catalogue().profile(profile_id)


def clear_cache() -> None:
    """Forget loaded catalogues (tests that edit spec files call this)."""
    _load_cached.cache_clear()
