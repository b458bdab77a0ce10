"""The JSON Schemas published in ``spec/schema/``, generated from the pydantic models.

They let people who never read Python check their files: a catalogue author
validates a new source file, an implementer validates the messages of a
driver, a lab validates a ``results.json``.  The checked-in files must equal
what the models generate (``pokercert schemas --check``, run by the tests).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pokercert import protocol
from pokercert.catalogue import Conflict, Profile, Source
from pokercert.results import Results

DIALECT = "https://json-schema.org/draft/2020-12/schema"


def generate() -> dict[str, dict[str, Any]]:
    """File name -> schema, for every published schema."""
    schemas: dict[str, dict[str, Any]] = {
        "source.schema.json": Source.model_json_schema(),
        "profile.schema.json": Profile.model_json_schema(),
        "conflict.schema.json": Conflict.model_json_schema(),
        **protocol.schemas(),
        "results.schema.json": Results.model_json_schema(),
    }
    return {name: {"$schema": DIALECT, **schema} for name, schema in schemas.items()}


def render(schema: dict[str, Any]) -> str:
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


PROTOCOL_DOC = "protocol.md"
"""The conformance document, written beside the schema directory."""


def protocol_doc_path(directory: Path) -> Path:
    return directory.parent / PROTOCOL_DOC


def write_protocol_doc(directory: Path) -> Path:
    """Write the conformance document beside the schema directory."""
    from pokercert.protocol_doc import conformance_document

    doc = protocol_doc_path(directory)
    doc.write_text(conformance_document(), encoding="utf-8")
    return doc


def protocol_doc_drift(directory: Path) -> list[str]:
    from pokercert.protocol_doc import conformance_document

    doc = protocol_doc_path(directory)
    if not doc.is_file() or doc.read_text(encoding="utf-8") != conformance_document():
        return [f"{doc}: differs from the models"]
    return []


def write(directory: Path) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, schema in generate().items():
        path = directory / name
        path.write_text(render(schema), encoding="utf-8")
        written.append(path)
    return written


def drift(directory: Path) -> list[str]:
    """Which checked-in schema files differ from the models (empty when all match)."""
    problems = []
    for name, schema in generate().items():
        path = directory / name
        if not path.is_file():
            problems.append(f"{path}: missing")
        elif path.read_text(encoding="utf-8") != render(schema):
            problems.append(f"{path}: differs from the models")
    return problems


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data
