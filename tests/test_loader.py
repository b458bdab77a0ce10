"""The catalogue loader: a good spec loads; every bad one is refused with file, line and field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from spec_fixture import clause, make_spec, write_json

from pokercert.json_positions import format_path, line_of, value_lines
from pokercert.spec_loader import SpecError, load_catalogue


def load_fresh(root: Path):  # type: ignore[no-untyped-def]
    from pokercert.spec_loader import clear_cache

    clear_cache()
    return load_catalogue(root)


def problems(root: Path) -> list[str]:
    with pytest.raises(SpecError) as info:
        load_fresh(root)
    return info.value.problems


def edit(path: Path, change) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(path.read_text())
    change(data)
    write_json(path, data)


def test_a_valid_spec_loads(tmp_path: Path) -> None:
    catalogue = load_fresh(make_spec(tmp_path))
    assert list(catalogue.clauses) == ["CR-001", "CR-002"]
    assert list(catalogue.profiles) == ["cardroom-stud"]
    assert catalogue.profile_clauses["cardroom-stud"] == ("CR-001", "CR-002")
    assert catalogue.source_file("CR-001") == "000_fc5c62885ab4845d.txt"
    assert list(catalogue.conflicts) == ["CF-001"]
    assert len(catalogue.sha256()) == 64
    assert load_catalogue(tmp_path) is catalogue  # cached


def test_a_schema_error_names_file_line_and_field(tmp_path: Path) -> None:
    root = make_spec(tmp_path)
    path = root / "sources" / "000.json"
    edit(path, lambda d: d["clauses"][1]["verification"].update(method="guesswork"))
    text = path.read_text().splitlines()
    line = next(i for i, t in enumerate(text, 1) if '"guesswork"' in t)
    [problem] = problems(root)
    assert problem.startswith(f"spec/sources/000.json:{line}: clauses[1].verification.method:")
    assert "guesswork" in problem


def test_a_missing_field_points_at_its_object(tmp_path: Path) -> None:
    root = make_spec(tmp_path)
    path = root / "profiles" / "cardroom-stud.json"
    edit(path, lambda d: d["parameters"].pop("raise_cap"))
    text = path.read_text().splitlines()
    line = next(i for i, t in enumerate(text, 1) if '"parameters"' in t)
    [problem] = problems(root)
    assert problem.startswith(f"spec/profiles/cardroom-stud.json:{line}: parameters:")
    assert "'raise_cap' is a required property" in problem


def test_broken_json_names_the_line(tmp_path: Path) -> None:
    root = make_spec(tmp_path)
    path = root / "conflicts" / "CF-001.json"
    lines = path.read_text().splitlines()
    lines[3] = lines[3].rstrip(",")  # drop a comma
    path.write_text("\n".join(lines))
    [problem] = problems(root)
    assert problem.startswith("spec/conflicts/CF-001.json:5: not valid JSON")


def test_every_problem_is_listed_at_once(tmp_path: Path) -> None:
    root = make_spec(tmp_path)
    edit(root / "sources" / "000.json", lambda d: d["clauses"][0].update(kind="wish"))
    edit(root / "conflicts" / "CF-001.json", lambda d: d.update(kind="quarrel"))
    found = problems(root)
    assert len(found) == 2
    assert {p.split(":")[0] for p in found} == {
        "spec/sources/000.json",
        "spec/conflicts/CF-001.json",
    }


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            lambda root: edit(
                root / "sources" / "000.json", lambda d: d["clauses"].append(clause("CR-001"))
            ),
            "clauses[2].id: duplicate clause ID CR-001 (first at spec/sources/000.json:",
        ),
        (
            lambda root: edit(
                root / "sources" / "000.json",
                lambda d: d["clauses"][0].update(profiles=["online-stud"]),
            ),
            "clauses[0].profiles[0]: unknown profile 'online-stud'",
        ),
        (
            lambda root: edit(
                root / "conflicts" / "CF-001.json", lambda d: d["clauses"].append("CR-999")
            ),
            "clauses[1]: unknown clause CR-999",
        ),
        (
            lambda root: edit(
                root / "conflicts" / "CF-001.json",
                lambda d: d["resolutions"][0].update(reading="C"),
            ),
            "resolutions[0].reading: unknown reading 'C' (readings: A, B)",
        ),
        (
            lambda root: edit(
                root / "conflicts" / "CF-001.json",
                lambda d: d["resolutions"][0].update(profile="german-stud"),
            ),
            "resolutions[0].profile: unknown profile 'german-stud'",
        ),
        (
            lambda root: edit(
                root / "profiles" / "cardroom-stud.json", lambda d: d.update(game="five-card-draw")
            ),
            "parameters.game: parameters are for seven-card-stud, the profile plays five-card-draw",
        ),
        (
            lambda root: edit(
                root / "sources" / "000.json", lambda d: d["clauses"][0].update(id="TD-001")
            ),
            "clauses[0].id: TD-001 does not start with CR-",
        ),
        (
            lambda root: edit(root / "sources" / "000.json", lambda d: d.update(sha256="0" * 64)),
            "sha256: does not match spec/texts/000_fc5c62885ab4845d.txt",
        ),
        (
            lambda root: (root / "profiles" / "cardroom-stud.json").rename(
                root / "profiles" / "other.json"
            ),
            "id: 'cardroom-stud' must match the file name 'other.json'",
        ),
    ],
)
def test_cross_checks(tmp_path: Path, change, expected: str) -> None:  # type: ignore[no-untyped-def]
    root = make_spec(tmp_path)
    change(root)
    found = problems(root)
    assert any(expected in p for p in found), found
    assert all(p.startswith("spec/") and p.split(":")[1].isdigit() for p in found), found


def test_the_message_lists_the_problems() -> None:
    error = SpecError(["a.json:1: x: bad", "b.json:2: y: worse"])
    assert str(error) == (
        "the specification has 2 problems:\n  a.json:1: x: bad\n  b.json:2: y: worse"
    )
    assert SpecError("one").problems == ["one"]


def test_unknown_profile_is_a_spec_error(tmp_path: Path) -> None:
    catalogue = load_fresh(make_spec(tmp_path))
    with pytest.raises(SpecError, match="unknown profile 'nope' \\(known: cardroom-stud\\)"):
        catalogue.profile("nope")


def test_value_lines_track_nested_paths() -> None:
    text = json.dumps({"a": [{"b": 1}, {"c": "x\ny"}], "d": {}}, indent=2)
    lines = value_lines(text)
    assert lines[("a", 1, "c")] == 7
    assert line_of(lines, ("a", 1, "missing")) == 6
    assert line_of(lines, ("zz",)) == 1
    assert format_path(("a", 1, "c")) == "a[1].c"
    assert format_path(()) == "$"
