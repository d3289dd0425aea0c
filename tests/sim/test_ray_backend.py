"""The Ray backend against a local Ray instance: the same records as the local backend for the same
seeds, and `manamelee simulate --backend ray --ray-address` joining a running cluster."""
import json
import subprocess
import sys

import pytest

ray = pytest.importorskip("ray")

from manamelee.sim.backends import InlineBackend, RayBackend  # noqa: E402
from manamelee.sim.simulate import SimSpec, comparable, simulate  # noqa: E402


@pytest.fixture(scope="module")
def ray_cluster():
    """One local Ray instance for the module (starting Ray takes seconds)."""
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    try:
        yield ray.get_runtime_context().gcs_address
    finally:
        ray.shutdown()


def test_ray_backend_plays_the_same_games_as_the_local_backend(ray_cluster):
    spec = SimSpec(games=6, seed=99, variant="ffa", players=3, agents=("random",))
    local = simulate(spec, InlineBackend())
    # max_batch 2: three generator tasks for two CPUs, so records interleave across tasks.
    remote = simulate(spec, RayBackend(max_batch=2))
    assert not remote.interrupted
    assert sorted(r["game"] for r in remote.records) == list(range(6))
    assert {r["game"]: comparable(r) for r in remote.records} == {r["game"]: comparable(r) for r in local.records}
    assert ray.is_initialized()          # a Ray it did not start is left running


def test_cli_joins_a_running_ray_cluster(ray_cluster, tmp_path):
    out = tmp_path / "r.jsonl"
    r = subprocess.run([sys.executable, "-m", "manamelee", "simulate", "--backend", "ray", "--ray-address",
                        ray_cluster, "--variant", "duel", "--games", "3", "--seed", "4", "--no-progress",
                        "--out", str(out)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    assert f"Ray at {ray_cluster}" in r.stdout
    recs = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted(x["game"] for x in recs) == [0, 1, 2]
    local = simulate(SimSpec(games=3, seed=4, variant="duel"), InlineBackend()).records
    assert {x["game"]: comparable(x) for x in recs} == {x["game"]: comparable(x) for x in local}
