"""The published JSON Schemas match the models, and validate what the harness writes."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from pokercert import protocol as p
from pokercert import schemas
from pokercert.paths import spec_dir

SCHEMA_DIR = spec_dir() / "schema"


def test_checked_in_schemas_match_the_models() -> None:
    assert schemas.drift(SCHEMA_DIR) == [], "run `pokercert schemas` and commit spec/schema/"


def test_every_schema_is_published() -> None:
    assert sorted(schemas.generate()) == [
        "conflict.schema.json",
        "driver-request.schema.json",
        "driver-response.schema.json",
        "profile.schema.json",
        "results.schema.json",
        "source.schema.json",
    ]


def test_drift_is_detected(tmp_path: Path) -> None:
    schemas.write(tmp_path)
    path = tmp_path / "profile.schema.json"
    data = json.loads(path.read_text())
    data["title"] = "Something else"
    path.write_text(json.dumps(data))
    (tmp_path / "results.schema.json").unlink()
    assert schemas.drift(tmp_path) == [
        f"{path}: differs from the models",
        f"{tmp_path / 'results.schema.json'}: missing",
    ]


def validator(name: str) -> jsonschema.Draft202012Validator:
    schema = json.loads((SCHEMA_DIR / name).read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


@pytest.mark.parametrize(
    "message",
    [
        p.Hello(),
        p.PlayerAction(seat=3, kind=p.ActionKind.RAISE, amount=40, cards=None),
        p.Irregularity(kind=p.IrregularityKind.BURN_TWO),
    ],
)
def test_driver_requests_validate(message: p.Message) -> None:
    assert not list(
        validator("driver-request.schema.json").iter_errors(json.loads(message.model_dump_json()))
    )


def test_an_invalid_driver_message_is_rejected() -> None:
    errors = list(validator("driver-response.schema.json").iter_errors({"type": "view"}))
    assert errors


def test_a_response_validates() -> None:
    reply = p.HelloReply(
        protocol_version="1.0",
        name="x",
        version="1",
        capabilities=p.Capabilities(games=[p.Game.SEVEN_CARD_STUD]),
    )
    assert not list(
        validator("driver-response.schema.json").iter_errors(json.loads(reply.model_dump_json()))
    )
