"""`make soak`: long random-game runs (marked slow; not part of `make test`)."""
import pytest

from manamelee.agents import RandomAgent
from manamelee.configs import make_config
from manamelee.sim.runner import run_game


@pytest.mark.slow
def test_soak_1000_random_4_player_games():
    ended = 0
    for seed in range(1000):
        g = run_game(make_config(4), seed, [RandomAgent(seed * 4 + i) for i in range(4)])
        assert g.over, seed
        ended += 1
    assert ended == 1000


# --------------------------------------------------------------------------- one soak per variant
import os  # noqa: E402

SOAK_GAMES = int(os.environ.get("MANAMELEE_SOAK_GAMES", "500"))     # fewer for a quick local check

SOAK_TABLES = {          # variant: (players, teams)
    "duel": (2, None),
    "ffa": (4, None),
    "team-vs-team": (4, None),
    "emperor": (6, None),
    "two-headed-giant": (4, None),
    "alternating-teams": (4, None),
}


def _check_result(g, variant, seed):
    """Invariants of a finished game: a draw has no winners; winners are one player or one team."""
    r = g.result
    assert g.over and r is not None, (variant, seed)
    assert r.draw == (not r.winners), (variant, seed, r)
    if not r.winners:
        return
    teams = {g.players[w].team for w in r.winners}
    if variant in ("duel", "ffa"):
        assert len(r.winners) == 1, (variant, seed, r)
        return
    assert len(teams) == 1 and None not in teams, (variant, seed, r)
    team = teams.pop()
    assert set(r.winners) == {p.index for p in g.players if p.team == team}, (variant, seed, r)
    assert not any(g.players[p].won for p in range(len(g.players)) if g.players[p].team != team)
    if variant == "emperor":                       # 809.5a: the winning team's emperor is still in the game
        emperors = g.config.options["multiplayer"]["emperors"]
        assert any(not g.players[e].left for e in emperors if g.players[e].team == team), (seed, r)
    if variant == "two-headed-giant":              # 810.4: one life total per team
        for p in g.players:
            for q in g.players:
                assert (p.total is q.total) == (p.team == q.team)


@pytest.mark.slow
@pytest.mark.parametrize("variant", list(SOAK_TABLES))
def test_soak_500_random_games_per_variant(variant):
    players, teams = SOAK_TABLES[variant]
    for seed in range(SOAK_GAMES):
        cfg = make_config(players, variant=variant, teams=teams, seed=seed)
        g = run_game(cfg, seed, [RandomAgent(seed * 16 + i) for i in range(players)])
        _check_result(g, variant, seed)


# --------------------------------------------------------------------------- Archenemy (904) and Supervillain Rumble
@pytest.mark.slow
@pytest.mark.parametrize("variant", ["archenemy", "supervillain-rumble"])
def test_soak_500_random_archenemy_games(variant):
    """904: whole random games with the built-in scheme decks end without an exception; the winners are the
    archenemy or the whole opposing team (904.2), or one player in a Supervillain Rumble (904.12a)."""
    for seed in range(SOAK_GAMES):
        agents = [RandomAgent(seed * 16 + i) for i in range(4)]
        g = run_game(make_config(4, variant=variant, seed=seed), seed, agents)
        r = g.result
        assert g.over and r is not None and r.draw == (not r.winners), (variant, seed, r)
        if r.winners and variant == "archenemy":
            assert set(r.winners) in ({0}, {1, 2, 3}), (seed, r)
        elif r.winners:
            assert len(r.winners) == 1, (seed, r)


def every_scheme_decks(tmp_path) -> list[str]:
    """Scheme deck files that hold every scheme of the pool (904.3: twenty each, at most two of a name):
    ten names per deck, two copies each (the last deck is topped up from the first names)."""
    from manamelee.cards.pool import default_pool
    names = sorted(n for n, c in default_pool().cards.items() if "Scheme" in c.types)
    out = []
    for k in range(0, len(names), 10):
        chunk = (names[k:k + 10] + names)[:10]
        f = tmp_path / f"every-schemes-{k // 10}.txt"
        f.write_text("".join(f"2 {n}\n" for n in chunk))
        out.append(str(f))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["archenemy", "supervillain-rumble"])
def test_soak_random_archenemy_games_with_every_scheme_and_every_builtin_deck_replay_exactly(variant, tmp_path):
    """904 with each built-in scheme deck (the printed ones too) and decks holding every scheme of the pool:
    whole random games end without an exception and replay to the identical state (DESIGN "determinism")."""
    import json

    from manamelee.cards.decks import builtin_decks
    from manamelee.sim.replay import replay, replay_record
    from tests.test_replay_determinism import _state
    decks = list(builtin_decks("schemedecks")) + every_scheme_decks(tmp_path)
    for seed in range(max(SOAK_GAMES // 5, len(decks) * 2)):
        deck = decks[seed % len(decks)]
        players = 3 + seed % 3
        schemes = [deck] if variant == "archenemy" else [deck, decks[(seed + 1) % len(decks)]]
        cfg = make_config(players, variant=variant, seed=seed, schemes=schemes)
        g = run_game(cfg, seed, [RandomAgent(seed * 16 + i) for i in range(players)])
        assert g.over and g.result is not None, (variant, seed, deck)
        r = replay(json.loads(json.dumps(replay_record(g))))
        assert _state(r) == _state(g), (variant, seed, deck)


# --------------------------------------------------------------------------- Grand Melee (807)
@pytest.mark.slow
@pytest.mark.parametrize("players", [10, 13, 16])
def test_soak_200_random_grand_melee_games(players):
    """807: 200 whole random Grand Melee games per table size end without an exception, the pending decisions
    answered in a random order; after every answer the turn markers and the Turns in progress agree with
    807.4a and 807.4e-g (see check_markers)."""
    import random

    from manamelee.engine.game import Game
    from tests.multiplayer.test_807_grand_melee import check_markers
    for seed in range(200):
        g = Game.new(make_config(players, variant="grand-melee", seed=seed), seed)
        agents = [RandomAgent(seed * 16 + i) for i in range(players)]
        order = random.Random(seed)
        while not g.over:
            ds = g.pending()
            assert ds, (players, seed)
            d = order.choice(ds)
            g.submit(d.id, agents[d.player].choose(g.view(d.player), d))
            check_markers(g)
        r = g.result
        assert r.draw == (not r.winners) and len(r.winners) <= 1, (players, seed, r)


# --------------------------------------------------------------------------- the ten 60-card constructed decks
DECK_SOAK_GAMES = int(os.environ.get("MANAMELEE_SOAK_GAMES", "1000"))


@pytest.mark.slow
def test_soak_1000_random_4_player_games_with_the_constructed_decks():
    """800: 1,000 whole random 4-player Free-for-All games with the ten preconstructed 60-card decks (100.2a),
    four of them per game at random seats (each deck sits at every seat over the run), end without an exception
    with one winner or a draw."""
    import random

    from manamelee.cards.decks import builtin_decks
    decks = builtin_decks("constructed")
    assert len(decks) == 10
    seats = {d: set() for d in decks}
    for seed in range(DECK_SOAK_GAMES):
        chosen = random.Random(seed).sample(decks, 4)
        g = run_game(make_config(4, chosen, seed=seed), seed, [RandomAgent(seed * 16 + i) for i in range(4)])
        _check_result(g, "ffa", seed)
        for i, d in enumerate(chosen):
            seats[d].add(i)
    if DECK_SOAK_GAMES >= 100:
        assert all(s == {0, 1, 2, 3} for s in seats.values()), seats


# --------------------------------------------------------------------------- issue 14: cards of several faces
LAYOUT_DECKS = {
    "layouts-wb.txt": """# Modal double-faced, Adventurer, transforming cards and Sagas (white-black)
4 Brightclimb Pathway
4 Skyclave Cleric
4 Foulmire Knight
2 Lonesome Unicorn
2 Realm-Cloaked Giant
3 Cloistered Youth
2 History of Benalia
2 Founding of Omashu
2 Vault 75: Middle School
2 The Birth of Meletis
2 Spite // Malice
2 Mysterious Tome
2 Thraben Gargoyle
2 Combat Thresher
2 Stand // Deliver
2 Prepare // Fight
2 Caravan Escort
2 Student of Warfare
2 Knight of Cliffhaven
7 Plains
6 Swamp
""",
    "layouts-rgu.txt": """# Split, aftermath, Adventurer and modal double-faced cards (red-green-blue)
3 Cragcrown Pathway
3 Riverglide Pathway
3 Garenbrig Carver
3 Embereth Shieldbreaker
3 Merfolk Secretkeeper
2 Tuinvale Treefolk
3 Dead // Gone
3 Wax // Wane
3 Cut // Ribbons
2 Spring // Mind
2 Consign // Oblivion
2 Jwari Disruption
2 Binding the Old Gods
2 Ulvenwald Captive
2 Harried Artisan
2 Collision // Colossus
2 Heaven // Earth
2 Onward // Victory
2 Beastbreaker of Bala Ged
2 Skywatcher Adept
2 Hada Spy Patrol
4 Mountain
4 Forest
4 Island
""",
}
LAYOUT_DECKS.update({
    "layouts-wub.txt": """# Battles, Classes, Cases, flip and meld cards (white-blue-black)
2 Invasion of Dominaria
2 Invasion of Belenon
2 Invasion of Xerex
2 Invasion of Eldraine
2 Invasion of Innistrad
2 Wizard Class
2 Stormchaser's Talent
2 Warlock Class
2 Case of the Ransacked Lab
2 Case of the Gateway Express
2 Case of the Gorgon's Kiss
1 Case of the Shattered Pact
2 Jushi Apprentice
2 Nezumi Shortfang
1 Student of Elements
1 Nezumi Graverobber
1 Urza, Lord Protector
1 The Mightstone and Weakstone
1 Rune-Tail, Kitsune Ascendant
2 Graf Rats
2 Midnight Scavengers
1 Bruna, the Fading Light
2 Gisela, the Broken Blade
7 Plains
7 Island
7 Swamp
""",
    "layouts-rg.txt": """# Classes, Cases, meld pairs and daybound werewolves (red-green) beside Adventurer cards
3 Hunter's Talent
3 Cool but Rude
3 Case of the Crimson Pulse
2 Case of the Shattered Pact
4 Hanweir Garrison
3 Hanweir Battlements
1 Titania, Voice of Gaea
1 Argoth, Sanctum of Nature
2 Tavern Ruffian
2 Village Watch
2 Hound Tamer
2 Fearful Villager
2 Brimstone Vandal
3 Cragcrown Pathway
2 Garenbrig Carver
2 Embereth Shieldbreaker
11 Mountain
12 Forest
""",
})
LAYOUT_SOAK_GAMES = int(os.environ.get("MANAMELEE_SOAK_GAMES", "1000"))


def layout_decks(tmp_path):
    """The two soak decks of issue 14 written to ``tmp_path``; returns their paths (as deck specs)."""
    out = []
    for name, text in LAYOUT_DECKS.items():
        p = tmp_path / name
        p.write_text(text, encoding="utf-8")
        out.append(str(p))
    return out


def test_a_few_4_player_games_with_every_layout_run_and_replay_exactly(tmp_path):
    """Issue 14: a short run of the layout soak (make test): each of the four decks at the table, games end and
    replay exactly, and the new layouts' cards do get played."""
    import json

    from manamelee.sim.replay import replay, replay_record
    decks = layout_decks(tmp_path)
    assert len(decks) == 4
    cast = set()
    for seed in range(4):
        g = run_game(make_config(4, decks=decks, seed=seed), seed, [RandomAgent(seed * 4 + i) for i in range(4)])
        assert g.over and g.result is not None, seed
        r = replay(json.loads(json.dumps(replay_record(g))))
        assert (r.log, r.result) == (g.log, g.result), seed
        cast |= {e.args.get("card") for e in g.events if e.kind == "cast" and isinstance(e.args, dict)}
    assert cast & {"Wizard Class", "Hunter's Talent", "Cool but Rude", "Warlock Class", "Stormchaser's Talent",
                   "Jushi Apprentice", "Nezumi Shortfang", "Hanweir Garrison", "Graf Rats", "Invasion of Belenon",
                   "Case of the Crimson Pulse", "Invasion of Dominaria"}


@pytest.mark.slow
def test_soak_random_4_player_games_with_every_layout(tmp_path):
    """Issue 14: 4-player Free-for-All games whose decks hold modal double-faced, transforming (daybound too: day
    and night, 728), Adventurer, split, aftermath, prototype, leveler, flip, meld, Class and Case cards, Sagas and
    Siege battles end without an exception and replay exactly."""
    import json

    from manamelee.sim.replay import replay, replay_record
    decks = layout_decks(tmp_path)
    for seed in range(LAYOUT_SOAK_GAMES):
        cfg = make_config(4, decks=decks, seed=seed)
        g = run_game(cfg, seed, [RandomAgent(seed * 4 + i) for i in range(4)])
        assert g.over and g.result is not None, seed
        r = replay(json.loads(json.dumps(replay_record(g))))
        assert (r.log, r.result) == (g.log, g.result), seed
