"""The Dask path: a local cluster (two worker processes on 127.0.0.1) gives the same figures
as the local pool, for a soak and for a shuffle test.  Needs the ``cluster`` extra."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from pokercert.soak.run import soak
from pokercert.soak.scale import ClusterError, run_jobs
from pokercert.stats.run import shuffle_test

distributed = pytest.importorskip("distributed", reason="the cluster extra is not installed")


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    cluster = distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address=None,
    )
    try:
        yield cluster.scheduler_address
    finally:
        cluster.close()


def test_soak_on_the_cluster_equals_the_local_pool(scheduler: str) -> None:
    local = soak("reference", "cardroom-stud", 240, seed=9, rate=0.05, workers=2)
    remote = soak("reference", "cardroom-stud", 240, seed=9, rate=0.05, cluster=scheduler)
    assert remote.model_dump() == local.model_dump()
    assert remote.hands == 240 and remote.divergences == 0


def test_shuffle_test_on_the_cluster_equals_the_local_pool(scheduler: str) -> None:
    for source, decks, profile in (
        ("generator:fair", 6000, None),
        ("reference", 200, "triple-draw-27"),
    ):
        local = shuffle_test(source, decks, seed=3, profile=profile, workers=2)
        remote = shuffle_test(source, decks, seed=3, profile=profile, cluster=scheduler)
        assert remote.model_dump() == local.model_dump()


def test_jobs_come_back_in_order(scheduler: str) -> None:
    assert run_jobs(abs, [-3, 1, -2, 5], cluster=scheduler) == [3, 1, 2, 5]


def test_an_unreachable_scheduler_is_a_clear_error() -> None:
    with pytest.raises(ClusterError, match="cannot reach"):
        run_jobs(abs, [1], cluster="tcp://127.0.0.1:9")
