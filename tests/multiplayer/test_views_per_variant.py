"""Hidden information per variant (DESIGN "views"): game.view(p) shows p's own hand, teammates' hands
exactly where the variant allows (808.5, 809.7, 810.5, 811.5), and no other hidden card — no other
hand, no library — at many decision points of random games."""
import pytest

from manamelee.agents import RandomAgent
from manamelee.configs import make_config
from manamelee.engine.game import Game

# (variant, players, teams, rule that lets teammates see hands or None)
TABLES = [
    ("duel", 2, None, None),
    ("ffa", 4, None, None),
    ("ffa", 5, None, None),
    ("team-vs-team", 4, None, "808.5"),
    ("team-vs-team", 6, 3, "808.5"),
    ("emperor", 6, None, "809.7"),
    ("two-headed-giant", 4, None, "810.5"),
    ("alternating-teams", 4, None, "811.5"),
    ("alternating-teams", 6, 2, "811.5"),
]


def neighbours_in_game(g, p):
    """Seats next to p among players still in the game (computed here, independently of the engine)."""
    alive = [q.index for q in g.players if not q.left]
    if p not in alive or len(alive) < 2:
        return set()
    i = alive.index(p)
    return {alive[(i + 1) % len(alive)], alive[(i - 1) % len(alive)]} - {p}


def may_see_hand(g, variant, viewer, owner):
    if viewer == owner:
        return True
    a, b = g.players[viewer], g.players[owner]
    if variant in ("duel", "ffa") or a.team is None or a.team != b.team:
        return False
    if variant == "alternating-teams":                 # 811.5: only when seated next to each other
        return owner in neighbours_in_game(g, viewer)
    return True                                        # 808.5, 809.7, 810.5: at any time


def ids_in(view):
    """Every card id the view shows (dicts with an id and a name), anywhere in it."""
    out = set()
    if isinstance(view, dict):
        if "id" in view and "name" in view:
            out.add(view["id"])
        for v in view.values():
            out |= ids_in(v)
    elif isinstance(view, list):
        for v in view:
            out |= ids_in(v)
    return out


def check_views(g, variant):
    libraries = {c for pl in g.players for c in pl.library}
    face_down = {o for o in g.exile if g.objects[o].face_down}
    for viewer in range(len(g.players)):
        v = g.view(viewer)
        allowed_hands = {q for q in range(len(g.players)) if may_see_hand(g, variant, viewer, q)}
        hidden = set(libraries) | face_down
        for q, pl in enumerate(g.players):
            if q not in allowed_hands:
                hidden |= set(pl.hand)
        leaked = ids_in(v) & hidden
        assert not leaked, f"{variant}: {g.players[viewer].name} sees hidden cards {sorted(leaked)}"
        for other in v["players"]:
            q = other["seat"]
            pl = g.players[q]
            assert "library" not in other
            assert other["hand_size"] == len(pl.hand) and other["library_size"] == len(pl.library)
            if q in allowed_hands:
                assert [c["id"] for c in other["hand"]] == pl.hand, (variant, viewer, q)
            else:
                assert "hand" not in other, f"{variant}: {g.players[viewer].name} sees {pl.name}'s hand"
        assert all(d["id"] in {x.id for x in g.pending() if x.player == viewer} for d in v["pending"])


def walk(variant, players, teams, seed, every=5, max_decisions=300):
    cfg = make_config(players, variant=variant, teams=teams, seed=seed)
    g = Game.new(cfg, seed)
    agents = [RandomAgent(seed * 17 + i) for i in range(players)]
    checks = 0
    for n in range(max_decisions):
        if g.over:
            break
        if n % every == 0:
            check_views(g, variant)
            checks += 1
        d = g.pending()[0]
        g.submit(d.id, agents[d.player].choose(g.view(d.player), d))
    check_views(g, variant)
    return g, checks + 1


@pytest.mark.parametrize("variant,players,teams,rule", TABLES, ids=[f"{t[0]}-{t[1]}p" for t in TABLES])
def test_views_show_own_hand_allowed_teammate_hands_and_nothing_else_hidden(variant, players, teams, rule):
    for seed in (1, 2):
        _, checks = walk(variant, players, teams, seed)
        assert checks > 10


def test_811_5_views_stay_right_to_the_end_of_a_game_as_players_leave():
    """A whole Alternating Teams game: as players lose and leave, teammates who become neighbours see
    each other's hands, and a player who has left sees no teammate's hand any more."""
    g, checks = walk("alternating-teams", 6, 2, seed=1, every=10, max_decisions=5000)
    assert g.over and checks > 30
    assert sum(p.left for p in g.players) >= 3


def test_811_5_views_follow_adjacency_after_a_player_between_teammates_leaves():
    """Alternating Teams A1 B1 A2 B2 A3 B3: once B1 concedes, A1 and A2 see each other's hands."""
    g, _ = walk("alternating-teams", 6, 2, seed=4, max_decisions=20)
    assert not g.over and not any(p.left for p in g.players)
    assert "hand" not in g.view(0)["players"][2]
    g.concede(1)
    assert not g.over
    assert [c["id"] for c in g.view(0)["players"][2]["hand"]] == g.players[2].hand
    assert [c["id"] for c in g.view(2)["players"][0]["hand"]] == g.players[0].hand
    assert "hand" not in g.view(0)["players"][4] and "hand" not in g.view(4)["players"][2]
    assert "hand" not in g.view(1)["players"][3]          # B1 has left: no seat, no neighbours
    check_views(g, "alternating-teams")


@pytest.mark.parametrize("variant,players", [("team-vs-team", 4), ("emperor", 6), ("two-headed-giant", 4)])
def test_teammates_see_hands_at_the_start_of_team_variants(variant, players):
    g = Game.new(make_config(players, variant=variant, seed=0), 0)
    for p in range(players):
        for q in range(players):
            shown = "hand" in g.view(p)["players"][q]
            assert shown == (g.players[p].team == g.players[q].team), (p, q)


@pytest.mark.parametrize("variant,players", [("duel", 2), ("ffa", 4), ("alternating-teams", 4)])
def test_no_other_hand_is_seen_at_the_start_without_adjacent_teammates(variant, players):
    g = Game.new(make_config(players, variant=variant, seed=0), 0)
    for p in range(players):
        for q in range(players):
            assert ("hand" in g.view(p)["players"][q]) == (p == q)


def test_a_spectator_sees_no_hand_and_no_library():
    g, _ = walk("emperor", 6, None, seed=3, max_decisions=60)
    from manamelee.engine.view import player_view
    v = player_view(g, None)
    assert all("hand" not in other for other in v["players"])
    hidden = {c for pl in g.players for c in pl.library + pl.hand}
    assert not (ids_in(v) & hidden)
