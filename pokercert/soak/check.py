"""Run a written scenario with the suite's own steps, outside the suite's folder.

behave looks for ``steps/`` and ``environment.py`` beside the features, so the
check builds a small temporary suite: the scenario in ``features/``, the
package's step definitions and hooks linked beside it.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from pokercert import paths
from pokercert.results import ScenarioResult


def run_scenario(feature: Path, implementation: str) -> list[ScenarioResult]:
    """The scenario results of ``feature`` against ``implementation``."""
    from pokercert.runner import RunOptions, run_suite

    with tempfile.TemporaryDirectory(prefix="pokercert-scenario-") as tmp:
        root = Path(tmp)
        (root / "features").mkdir()
        shutil.copyfile(feature, root / "features" / feature.name)
        (root / "steps").symlink_to(paths.steps_dir(), target_is_directory=True)
        (root / "environment.py").write_text(
            "from pokercert.environment import *  # noqa: F403\n", encoding="utf-8"
        )
        outcome = run_suite(
            RunOptions(
                implementation=implementation,
                features=[root / "features" / feature.name],
                progress=None,
            )
        )
        if outcome.run_errors:
            raise RuntimeError("; ".join(outcome.run_errors))
        return outcome.scenarios
