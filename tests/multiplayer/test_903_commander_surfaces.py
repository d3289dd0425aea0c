"""Commander (903) through every way in: `play`, `simulate` (records that replay exactly), the server's tables and
the PettingZoo environment all take the variant by name and the ready Commander decks by default."""
import json
import warnings

import pytest

from manamelee.cards.decks import builtin_decks
from manamelee.cli import main
from manamelee.configs import make_config
from manamelee.engine.constants import COMMAND
from manamelee.multiplayer.commander import CommanderHooks
from manamelee.sim.replay import replay
from manamelee.sim.simulate import SimSpec, play_game


def test_cli_play_variant_commander_with_4_players_plays_a_full_game_with_the_ready_decks(capsys):
    assert main(["play", "--variant", "commander", "--players", "4", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "4-player Commander" in out and "result:" in out
    assert "casts" in out


def test_cli_play_two_headed_giant_commander(capsys):
    assert main(["play", "--variant", "two-headed-giant-commander", "--seed", "2", "--quiet"]) == 0
    assert "result:" in capsys.readouterr().out


@pytest.mark.parametrize("variant", ["commander", "two-headed-giant-commander"])
def test_simulate_records_of_commander_games_replay_exactly(variant):
    spec = SimSpec(games=1, seed=7, variant=variant, players=4)
    rec = json.loads(json.dumps(play_game(spec, 0)))
    assert rec.get("error") is None, rec.get("error")
    g = replay(rec)
    assert g.over and [list(a) for a in g.record] == rec["answers"]
    assert list(g.result.winners) == rec["winners"] and g.result.turns == rec["turns"]
    assert isinstance(g.hooks, CommanderHooks)


def test_cli_simulate_takes_the_commander_variant(tmp_path, capsys):
    out = tmp_path / "r.jsonl"
    assert main(["simulate", "--variant", "commander", "--players", "3", "--games", "2", "--seed", "1",
                 "--out", str(out)]) == 0
    assert len(out.read_text().splitlines()) == 2


def test_server_creates_a_commander_table_with_the_ready_decks(tmp_path):
    pytest.importorskip("fastapi")
    pytest.importorskip("sqlalchemy")
    from fastapi.testclient import TestClient

    from manamelee.server.app import create_app
    from manamelee.server.db import sqlite_url
    with TestClient(create_app(sqlite_url(str(tmp_path / "t.sqlite3")))) as client:
        r = client.post("/api/tables", json={"variant": "commander", "players": 4, "seed": 3,
                                             "seats": [{"name": "Ann"}, {"name": "Bob", "deck": "mirri"},
                                                       {"name": "Cid", "agent": "random"},
                                                       {"name": "Dee", "agent": "random"}]})
        assert r.status_code == 201, r.text
        data = r.json()
        tok = next(s["token"] for s in data["seats"] if s["name"] == "Ann")
        st = client.get(f"/api/tables/{data['table']}/state", params={"token": tok}).json()
        assert st["variant"] == "commander"
        bob = next(s["seat"] for s in data["seats"] if s["name"] == "Bob")
        # Bob is human and hasn't acted: his commander still waits, face up, in the command zone (903.6, 408)
        assert {"name": "Mirri, Cat Warrior", "owner": bob} in \
            [{"name": c["name"], "owner": c["owner"]} for c in st["view"]["command"]]
        t = client.app.state.tables.get(data["table"])
        assert t.game.config.players[bob].deck_name == "mirri"
        assert [c.name for c in t.game.config.players[bob].commanders] == ["Mirri, Cat Warrior"]
        bad = client.post("/api/tables", json={"variant": "commander", "players": 2,
                                               "seats": [{"name": "A", "deck": "red"}, {"name": "B"}]})
        assert bad.status_code == 422


def test_pettingzoo_env_plays_commander():
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    from manamelee.rl import env
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(env(variant="commander", players=4), num_cycles=100)


def test_pettingzoo_env_commander_game_starts_with_commanders_in_the_command_zone():
    pytest.importorskip("pettingzoo")
    from manamelee.rl import raw_env
    e = raw_env(variant="commander", players=3)
    e.reset(seed=1)
    g = e.game
    assert isinstance(g.hooks, CommanderHooks)
    owners = sorted(g.objects[o].owner for o in g.command if g.objects[o].zone == COMMAND)
    assert owners == sorted(p for p, pc in enumerate(g.config.players) for _ in pc.commanders)
    assert set(owners) == {0, 1, 2}
    assert all(p.life == 40 for p in g.players)


def test_make_config_commander_uses_the_ready_commander_decks_by_default():
    cfg = make_config(4, variant="commander")
    assert all(len(p.commanders) in (1, 2) and len(p.deck) + len(p.commanders) == 100 for p in cfg.players)
    assert {p.deck_name for p in cfg.players} <= set(builtin_decks("commander"))


def test_a_commander_deck_in_another_variant_keeps_its_commander_as_a_card_of_the_deck():
    cfg = make_config(4, ["thalia"], variant="ffa")
    assert all(len(p.deck) == 100 and not p.commanders for p in cfg.players)
    assert all(any(c.name == "Thalia, Guardian of Thraben" for c in p.deck) for p in cfg.players)


def test_the_heuristic_agent_casts_its_commander_and_sends_it_back_to_the_command_zone():
    from manamelee.agents import HeuristicAgent
    from manamelee.sim.runner import run_game
    casts = back = 0
    for seed in range(3):
        g = run_game(make_config(4, variant="commander", seed=seed), seed, [HeuristicAgent(seed=i) for i in range(4)])
        assert g.over
        casts += sum(g.hooks.casts.values())
        back += sum(1 for e in g.events if e.rule == "903.9a")
    assert casts > 0 and back > 0
