"""Shuffle statistics: the tail probabilities, the fair shuffle passing at the expected rate,
the naive shuffle caught at 500 decks, and decks read from an implementation's seeded deals.
All seeds are fixed, so none of these tests can flake."""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

import numpy as np
import pytest

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver
from pokercert.cli import main
from pokercert.stats.battery import Tally, run_battery
from pokercert.stats.deals import DealError
from pokercert.stats.distributions import chi2_sf, kolmogorov_sf, ks_uniform
from pokercert.stats.run import shuffle_test
from pokercert.stats.shuffles import fair, generator, naive

HERE = Path(__file__).parent


@pytest.fixture(autouse=True)
def _here_importable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(HERE))


@pytest.mark.parametrize(
    ("statistic", "dof", "p_value"),
    [(3.841459, 1, 0.05), (18.307038, 10, 0.05), (6.634897, 1, 0.01), (2.0, 2, math.exp(-1))],
)
def test_chi_square_tail(statistic: float, dof: int, p_value: float) -> None:
    assert chi2_sf(statistic, dof) == pytest.approx(p_value, rel=1e-5)


def test_chi_square_tail_at_many_degrees_of_freedom() -> None:
    # the normal approximation is close at 2652 dof: the mean sits near the middle
    assert 0.45 < chi2_sf(2652, 2652) < 0.5
    assert chi2_sf(2652 + 3.5 * math.sqrt(2 * 2652), 2652) < 0.001


def test_kolmogorov_tail() -> None:
    assert kolmogorov_sf(1.358) == pytest.approx(0.05, abs=1e-3)
    assert kolmogorov_sf(1.628) == pytest.approx(0.01, abs=1e-3)
    uniform = [(i + 0.5) / 200 for i in range(200)]
    assert ks_uniform(uniform)[1] > 0.99
    assert ks_uniform([v / 4 for v in uniform])[1] < 1e-6


def test_naive_shuffle_is_caught_at_500_decks() -> None:
    for seed in range(10):
        evidence = shuffle_test("generator:naive", 500, seed=seed)
        assert not evidence.passed, f"seed {seed}"
        by_name = {t.name: t for t in evidence.tests}
        position = by_name["card-by-position"]
        assert position.p_value is not None and position.p_value < 0.01
        assert by_name["card-by-position"].sample_size == 500 * 52


def test_fair_shuffle_passes_at_the_expected_rate() -> None:
    runs = 200
    failed = 0
    position_p_values: list[float] = []
    for seed in range(runs):
        evidence = shuffle_test("generator:fair", 500, seed=1000 + seed)
        failed += not evidence.passed
        p_value = evidence.tests[0].p_value
        assert p_value is not None
        position_p_values.append(p_value)
    # two tests at 1% each: about 2% of runs fail; 99.9% of binomial(200, 0.02) is under 12
    assert failed <= 12
    # and the p-values themselves are uniform, as they are for a fair shuffle
    assert ks_uniform(position_p_values)[1] > 0.01


def test_fair_shuffle_passes_with_batches() -> None:
    evidence = shuffle_test("generator:fair", 5200, seed=7)
    assert evidence.passed
    batch = {t.name: t for t in evidence.tests}["batch-uniformity"]
    assert batch.applicable and batch.sample_size == 10


def test_cards_kept_in_pairs_pass_card_by_position_but_fail_serial_pairs() -> None:
    """Shuffle 26 pairs of neighbours as blocks, each pair either way round: every card is
    equally likely at every position, but neighbours stay together."""
    rng = np.random.default_rng(3)
    count = 2000
    blocks = np.argsort(rng.random((count, 26)), axis=1)
    flips = rng.integers(0, 2, size=(count, 26))
    decks = np.empty((count, 52), dtype=np.int64)
    decks[:, 0::2] = 2 * blocks + flips
    decks[:, 1::2] = 2 * blocks + 1 - flips
    tally = Tally(52)
    tally.add(decks)
    tests = {t.name: t for t in run_battery(tally)}
    assert tests["card-by-position"].passed
    assert not tests["serial-pairs"].passed


def test_shuffles_permute_the_deck() -> None:
    for shuffle in (fair, naive):
        decks = shuffle(generator(1), 100)
        assert (np.sort(decks, axis=1) == np.arange(52)).all()


def test_the_reference_engine_deals_pass() -> None:
    evidence = shuffle_test("reference", 300, seed=2, profile="cardroom-stud")
    assert evidence.passed
    assert evidence.positions == 24 and evidence.decks == 300
    assert sum(map(sum, evidence.counts)) == 300 * 24
    assert evidence.source.startswith("seeded deals")


def test_same_seed_same_counts_whatever_the_workers() -> None:
    one = shuffle_test("generator:fair", 6000, seed=4, workers=1)
    two = shuffle_test("generator:fair", 6000, seed=4, workers=2)
    assert one.model_dump() == two.model_dump()


class HiddenDowncards(ReferenceDriver):
    def exchange(self, request):  # type: ignore[no-untyped-def]
        answer = super().exchange(request)
        if isinstance(answer, p.TableView):
            seats = [s.model_copy(update={"downcards": None}) for s in answer.seats]
            return answer.model_copy(update={"seats": seats})
        return answer


class NoSeededDeck(ReferenceDriver):
    def exchange(self, request):  # type: ignore[no-untyped-def]
        answer = super().exchange(request)
        if isinstance(answer, p.HelloReply):
            capabilities = answer.capabilities.model_copy(update={"seeded_deck": False})
            return answer.model_copy(update={"capabilities": capabilities})
        return answer


class IgnoresTheSeed(ReferenceDriver):
    """Declares seeded deals but shuffles from its own entropy whatever the seed."""

    def exchange(self, request):  # type: ignore[no-untyped-def]
        if isinstance(request, p.HandSetup) and request.seed is not None:
            request = request.model_copy(update={"seed": int.from_bytes(os.urandom(4), "big")})
        return super().exchange(request)


@pytest.mark.parametrize(
    ("driver", "message"),
    [
        ("HiddenDowncards", "does not reveal downcards"),
        ("NoSeededDeck", "seeded_deck"),
        ("IgnoresTheSeed", "dealt two different decks"),
    ],
)
def test_an_implementation_that_cannot_supply_decks_is_told_so(driver: str, message: str) -> None:
    with pytest.raises(DealError, match=message):
        shuffle_test(f"test_shuffle_stats:{driver}", 10, profile="cardroom-stud")


def test_command_exit_codes_and_evidence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        main(
            [
                "shuffle-test",
                "--implementation",
                "generator:naive",
                "--decks",
                "500",
                "--workers",
                "1",
                "--quiet",
                "--out",
                str(tmp_path),
            ]
        )
        == 1
    )
    assert "FAIL" in capsys.readouterr().out
    written = json.loads((tmp_path / "shuffle.json").read_text())
    assert written["decks"] == 500 and len(written["counts"]) == 52
    results = tmp_path / "results.json"
    results.write_text((HERE / "fixtures" / "report_results.json").read_text())
    assert (
        main(
            [
                "shuffle-test",
                "--implementation",
                "generator:fair",
                "--decks",
                "500",
                "--workers",
                "1",
                "--quiet",
                "--results",
                str(results),
            ]
        )
        == 2
    )
    # a generator is not the build the results certify: its figures stay out of them
    assert "another build" in capsys.readouterr().err
    assert "statistics" not in json.loads(results.read_text())
    assert (
        main(
            [
                "shuffle-test",
                "--implementation",
                "test_shuffle_stats:NoSeededDeck",
                "--decks",
                "5",
                "--workers",
                "1",
                "--quiet",
            ]
        )
        == 2
    )
    err = capsys.readouterr().err.strip()
    assert "seeded_deck" in err and len(err.splitlines()) == 1
