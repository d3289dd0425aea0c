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


# `make test` runs the suite twice: on the mypyc-compiled engine and on the pure-Python fallback
# (MANAMELEE_PURE=1). The second run covers what can differ between the builds — every test that plays the
# engine — and leaves out the tests whose subject doesn't depend on the build: the type check and the builds'
# comparison (each compares or checks both already), the card compiler's proofs over the whole corpus, the
# message catalogues, the server and the browser table. MANAMELEE_PURE_ALL=1 runs everything on the fallback too.
BUILD_INDEPENDENT = ("tests/test_engine_types.py", "tests/test_engine_builds.py", "tests/cards/oracle/test_proof.py",
                     "tests/cards/test_card_data.py", "tests/cards/test_oracle_facts.py", "tests/i18n/",
                     "tests/server/", "tests/web/")


def pytest_collection_modifyitems(config, items):
    import os
    if os.environ.get("MANAMELEE_PURE") != "1" or os.environ.get("MANAMELEE_PURE_ALL") == "1":
        return
    root = str(config.rootpath)
    keep, skipped = [], []
    for item in items:
        rel = str(item.path)[len(root) + 1:]
        (skipped if rel.startswith(BUILD_INDEPENDENT) else keep).append(item)
    if skipped:
        config.hook.pytest_deselected(items=skipped)
        items[:] = keep
