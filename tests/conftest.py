"""Shared fixtures: the card pool and a scenario factory."""
import pytest

from manamelee.cards import default_pool
from manamelee.scenario import Scenario


@pytest.fixture(scope="session")
def pool():
    return default_pool()


@pytest.fixture
def scenario():
    return Scenario


# `make test` runs the whole suite on the mypyc-compiled engine, then again on the pure-Python fallback
# (MANAMELEE_PURE=1) for the tests whose subject is the rules engine at play: the engine, the multiplayer rules and
# mechanics, the hand-written cards and schemes in play, the agents and the RL env, replays and the properties.
# The card compiler's tests, the command line, the server, the browser table and the message catalogues check code
# that runs the same whatever the engine build (and tests/test_engine_builds.py already plays seeded games of every
# variant on both builds and compares every event line), so the second run leaves them out to keep `make test`
# within its 15 minutes. MANAMELEE_PURE_ALL=1 runs everything on the fallback too.
PURE_RUN = ("tests/engine/", "tests/multiplayer/", "tests/mechanics/", "tests/agents/", "tests/rl/",
            "tests/cards/test_pool_", "tests/cards/test_cards_", "tests/cards/test_schemes_",
            "tests/cards/test_cr_examples_", "tests/cards/test_commanders.py", "tests/cards/test_sample_",
            "tests/cards/test_dsl_", "tests/test_replay_determinism.py", "tests/test_properties.py",
            "tests/test_soak")


def pytest_collection_modifyitems(config, items):
    import os
    if os.environ.get("MANAMELEE_PURE") != "1" or os.environ.get("MANAMELEE_PURE_ALL") == "1":
        return
    root = str(config.rootpath)
    keep, skipped = [], []
    for item in items:
        rel = str(item.path)[len(root) + 1:]
        (keep if rel.startswith(PURE_RUN) else skipped).append(item)
    if skipped:
        config.hook.pytest_deselected(items=skipped)
        items[:] = keep
