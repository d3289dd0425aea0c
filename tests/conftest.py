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
