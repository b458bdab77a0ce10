"""Loading the clause catalogue from spec/ (first slice: profiles)."""

from __future__ import annotations

from functools import cache

from pokercert.catalogue import Profile
from pokercert.paths import spec_dir


class SpecError(ValueError):
    """A spec file is missing or malformed; the message names the file."""


@cache
def load_profile(profile_id: str) -> Profile:
    path = spec_dir() / "profiles" / f"{profile_id}.json"
    if not path.is_file():
        raise SpecError(f"unknown profile {profile_id!r}: no file {path}")
    try:
        return Profile.model_validate_json(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise SpecError(f"{path}: {exc}") from exc
