"""Commander (903): the command zone (408), commander tax, the zone-change choices, 21 commander damage,
40 life, the free mulligan (103.5c), and how it combines with the 800-section options."""
import pytest

from manamelee.engine import events as ev
from manamelee.configs import config_from_dict, config_to_dict, make_config
from manamelee.engine.constants import BATTLEFIELD, COMMAND, EXILE, GRAVEYARD, HAND, Step
from manamelee.engine.errors import ConfigError
from manamelee.engine.game import Game
from manamelee.engine.zones import destroy, exile
from manamelee.multiplayer import MultiplayerRules, hooks_for, plan_variant
from manamelee.multiplayer.commander import CommanderHooks, commander_key
from manamelee.scenario import Scenario


def _hooks(**kw) -> CommanderHooks:
    h = hooks_for(MultiplayerRules("commander", commander=True, **kw))
    assert isinstance(h, CommanderHooks)
    return h


def _scenario(players: int = 2, **kw) -> Scenario:
    return Scenario(players, hooks=_hooks(), **kw)


def _hooks_of(s: Scenario) -> CommanderHooks:
    return s.g.hooks


# --------------------------------------------------------------------------- 903.6, 903.7, 103.5c: the start
def test_903_6_each_commander_starts_in_the_command_zone_and_the_rest_of_the_deck_is_the_library():
    g = Game.new(make_config(4, ["kokusho", "thalia", "bruse-ishai", "mirri"], variant="commander", seed=3), seed=3)
    assert len(g.command) == 5                                      # 702.124b: both partners start there
    for pl in g.players:
        mine = [o for o in g.command if g.objects[o].owner == pl.index]
        assert len(mine) == (2 if g.config.players[pl.index].deck_name == "bruse-ishai" else 1)
        for k, oid in enumerate(mine):
            o = g.objects[oid]
            assert o.note["commander"] == (pl.index, k) and not o.face_down       # 903.6: face up
            assert "Legendary" in o.card.supertypes and "Creature" in o.card.types
            assert all(g.objects[c].card.name != o.card.name for c in pl.library + pl.hand)
        assert len(pl.library) + len(pl.hand) + len(mine) == 100                   # 903.5a


def test_903_7_each_player_starts_at_40_life():
    g = Game.new(make_config(4, variant="commander"), seed=1)
    assert [p.life for p in g.players] == [40, 40, 40, 40]
    g2 = Game.new(make_config(2, variant="commander"), seed=1)     # 903.2: a two-player game too
    assert [p.life for p in g2.players] == [40, 40]


def test_two_headed_giant_commander_keeps_the_810_4_team_total_and_commander_rules():
    """903 gives Two-Headed Giant no starting life of its own: the team total of 810.4 (30) applies."""
    g = Game.new(make_config(4, variant="two-headed-giant-commander"), seed=2)
    assert [p.life for p in g.players] == [30, 30, 30, 30]
    assert g.players[0].total is g.players[1].total and g.players[0].total is not g.players[2].total
    assert isinstance(g.hooks, CommanderHooks)
    assert len(g.command) == sum(len(p.commanders) for p in g.config.players) >= 4
    assert g.hooks.rules.variant == "two-headed-giant" and g.hooks.rules.shared_turns


def _answer_mulligans(g: Game, mulligan_for: int) -> None:
    """Everyone keeps except ``mulligan_for``, who mulligans once and then keeps."""
    took = False
    while g.pending() and g.pending()[0].kind == "mulligan":
        d = g.pending()[0]
        if d.player == mulligan_for and not took:
            g.submit(d.id, d.option("mulligan"))
            took = True
        else:
            g.submit(d.id, d.option("keep"))


def test_103_5c_the_first_mulligan_is_free_in_a_multiplayer_commander_game():
    g = Game.new(make_config(4, variant="commander", auto_pass=False), seed=5)
    _answer_mulligans(g, 1)
    assert g.players[1].mulligans == 1 and len(g.players[1].hand) == 7      # nothing put on the bottom
    assert not any(d.kind == "bottom" for d in g.pending())


def test_103_5c_does_not_apply_to_a_two_player_commander_game():
    g = Game.new(make_config(2, variant="commander", auto_pass=False), seed=5)
    _answer_mulligans(g, 1)
    d = g.pending()[0]
    assert d.kind == "bottom" and d.player == 1                        # the first mulligan counts (103.5b)


# --------------------------------------------------------------------------- 903.8: casting and commander tax
def test_903_8_a_commander_is_cast_from_the_command_zone():
    s = _scenario()
    cmd = s.commander(0, "Isamaru, Hound of Konda")
    s.lands(0, "Plains", 1)
    s.start(0, Step.MAIN1)
    s.cast("Isamaru, Hound of Konda")
    s.pass_until_resolved()
    assert cmd not in s.g.command
    [perm] = s.on_battlefield("Isamaru, Hound of Konda", 0)
    assert commander_key(s.g, perm) == (0, 0)                          # 903.3: still the commander
    assert _hooks_of(s).casts == {(0, 0): 1}


def test_903_8_only_the_owner_may_cast_their_commander_and_only_with_sorcery_timing():
    s = _scenario()
    s.commander(1, "Isamaru, Hound of Konda")
    s.lands(0, "Plains", 1)
    s.lands(1, "Plains", 1)
    s.start(0, Step.MAIN1)
    assert not any(o.kind == "cast" for o in s.decision.options)       # P0 doesn't own it
    s.pass_priority()
    assert s.decision.player == 1
    assert not any(o.kind == "cast" for o in s.decision.options)       # not P1's main phase (307.1)


def test_903_8_commander_tax_is_two_more_for_each_previous_cast_from_the_command_zone():
    s = _scenario()
    cmd = s.commander(0, "Isamaru, Hound of Konda")
    lands = s.lands(0, "Plains", 3)
    s.start(0, Step.MAIN1)
    s.cast("Isamaru, Hound of Konda")                                  # first cast: {W}
    s.pass_until_resolved()
    assert sum(s.g.objects[x].tapped for x in lands) == 1
    [perm] = s.on_battlefield("Isamaru, Hound of Konda", 0)
    destroy(s.g, perm)
    s.refresh()
    s.choose("command")                                                 # 903.9a: back to the command zone
    [(zone, again)] = s.zone_of("Isamaru, Hound of Konda", 0)
    assert zone == COMMAND and _hooks_of(s).tax(s.g, again) == 2
    assert not any(o.kind == "cast" for o in s.decision.options)       # {2}{W} with two untapped Plains
    for x in lands:
        s.g.objects[x].tapped = False
    s.refresh()
    s.cast("Isamaru, Hound of Konda")                                  # second cast: {2}{W}
    s.pass_until_resolved()
    assert all(s.g.objects[x].tapped for x in lands)
    assert s.on_battlefield("Isamaru, Hound of Konda", 0)
    assert _hooks_of(s).casts == {(0, 0): 2}


def test_702_124d_each_partner_has_its_own_commander_tax():
    s = _scenario()
    a = s.commander(0, "Isamaru, Hound of Konda", k=0)
    b = s.commander(0, "Yargle, Glutton of Urborg", k=1)
    h = _hooks_of(s)
    h.casts[(0, 0)] = 2
    assert h.additional_cost(s.g, 0, a) == 4 and h.additional_cost(s.g, 0, b) == 0


# --------------------------------------------------------------------------- 903.9a: the state-based choice
@pytest.mark.parametrize("where", ["graveyard", "exile"])
def test_903_9a_the_owner_may_put_a_commander_put_into_a_graveyard_or_exile_into_the_command_zone(where):
    s = _scenario()
    perm = s.commander(0, "Yargle, Glutton of Urborg", BATTLEFIELD)
    s.start(0, Step.MAIN1)
    (destroy if where == "graveyard" else exile)(s.g, perm)
    s.refresh()
    d = s.decision
    assert d.kind == "commander_zone" and d.rule == "903.9a" and d.player == 0
    assert [o.kind for o in d.options] == ["command", "stay"]
    s.choose("command")
    [(zone, oid)] = s.zone_of("Yargle, Glutton of Urborg", 0)
    assert zone == COMMAND and oid in s.g.command
    assert any(e.rule == "903.9a" for e in s.g.events)


def test_903_9a_a_commander_left_in_the_graveyard_is_not_asked_about_again():
    s = _scenario()
    perm = s.commander(0, "Yargle, Glutton of Urborg", BATTLEFIELD)
    s.start(0, Step.MAIN1)
    destroy(s.g, perm)
    s.refresh()
    s.choose("stay")
    [(zone, oid)] = s.zone_of("Yargle, Glutton of Urborg", 0)
    assert zone == GRAVEYARD and commander_key(s.g, oid) == (0, 0)     # 903.3: still a commander there
    s.refresh()
    assert s.decision.kind == "priority"                                # "since the last time SBAs were checked"


def test_903_9a_the_choice_belongs_to_the_owner_not_the_controller():
    s = _scenario()
    perm = s.commander(0, "Yargle, Glutton of Urborg", BATTLEFIELD)
    s.g.objects[perm].controller = 1
    s.start(1, Step.MAIN1)
    destroy(s.g, perm)
    s.refresh()
    assert s.decision.kind == "commander_zone" and s.decision.player == 0


# --------------------------------------------------------------------------- 903.9b: the replacement effect
@pytest.mark.parametrize("choice,zone", [("command", COMMAND), ("stay", HAND)])
def test_903_9b_a_commander_that_would_go_to_its_owners_hand_may_go_to_the_command_zone_instead(choice, zone):
    s = _scenario()
    perm = s.commander(1, "Yargle, Glutton of Urborg", BATTLEFIELD)
    s.hand(0, "Unsummon")
    s.lands(0, "Island", 1)
    s.start(0, Step.MAIN1)
    s.cast("Unsummon", perm)
    s.pass_priority(2)
    d = s.decision
    assert d.kind == "commander_zone" and d.rule == "903.9b" and d.player == 1
    s.choose(choice)
    [(where, oid)] = s.zone_of("Yargle, Glutton of Urborg", 1)
    assert where == zone and commander_key(s.g, oid) == (1, 0)
    assert (oid in s.g.players[1].hand) == (zone == HAND)
    moves = [e for e in s.g.events if e.kind == ev.ZONE_CHANGE and e.obj == perm]
    assert [e.to_zone for e in moves] == [zone]                        # straight there: never in the hand first


def test_903_9b_without_a_safe_moment_to_ask_the_usual_choice_applies_and_is_logged():
    """A move outside any procedure (or after the procedure already changed the game) can't stop to ask:
    the owner's usual choice, the command zone, applies (and the log says so)."""
    s = _scenario()
    perm = s.commander(0, "Isamaru, Hound of Konda", BATTLEFIELD)
    s.start(0, Step.MAIN1)
    from manamelee.engine.zones import move
    s.g.current_proc = None
    move(s.g, perm, HAND)
    [(zone, _)] = s.zone_of("Isamaru, Hound of Konda", 0)
    assert zone == COMMAND
    assert any(e.rule == "903.9b" for e in s.g.events)


def test_903_3_a_token_copy_of_a_commander_is_not_a_commander():
    s = _scenario()
    perm = s.commander(0, "Isamaru, Hound of Konda", BATTLEFIELD)
    plain = s.battlefield(0, "Isamaru, Hound of Konda")
    assert commander_key(s.g, perm) == (0, 0) and commander_key(s.g, plain) is None


# --------------------------------------------------------------------------- 903.10a / 704.6c: 21 damage
def _attack_with(s: Scenario, attacker: int, defender: int) -> None:
    s.pass_until_decision("declare_attackers")
    s.attack((attacker, defender))
    s.pass_until(Step.END)


def test_704_6c_21_combat_damage_from_one_commander_makes_a_player_lose():
    s = _scenario(3)
    yargle = s.commander(0, "Yargle, Glutton of Urborg", BATTLEFIELD)
    s.start(0, Step.MAIN1)
    h = _hooks_of(s)
    h.damage[((0, 0), 1)] = 12                                         # two earlier hits
    _attack_with(s, yargle, 1)
    assert s.g.players[1].life == 31                                   # far from 0 life...
    assert s.g.players[1].lost and s.g.players[1].left                 # ...but 21 from one commander
    assert any(e.rule == "704.6c" for e in s.g.events)
    assert not s.g.players[2].lost


def test_903_10a_combat_damage_from_a_creature_that_is_not_a_commander_does_not_count():
    s = _scenario(3)
    yargle = s.battlefield(0, "Yargle, Glutton of Urborg")             # the same card, not a commander
    s.start(0, Step.MAIN1)
    _attack_with(s, yargle, 1)
    assert _hooks_of(s).damage == {} and not s.g.players[1].lost


def test_903_10a_damage_is_counted_per_commander_per_player_and_across_zone_changes():
    s = _scenario(3)
    yargle = s.commander(0, "Yargle, Glutton of Urborg", BATTLEFIELD)
    s.start(0, Step.MAIN1)
    h = _hooks_of(s)
    h.damage[((0, 1), 1)] = 20                                         # the other partner's damage (702.124d)
    h.damage[((0, 0), 2)] = 11                                         # to another player
    _attack_with(s, yargle, 1)
    assert h.commander_damage(s.g, (0, 0), 1) == 9 and not s.g.players[1].lost


def test_903_10a_noncombat_damage_from_a_commander_does_not_count():
    s = _scenario(3)
    yargle = s.commander(0, "Yargle, Glutton of Urborg", BATTLEFIELD)
    s.start(0, Step.MAIN1)
    from manamelee.engine.damage import deal_damage
    deal_damage(s.g, yargle, ("player", 1), 25)
    s.refresh()
    assert _hooks_of(s).commander_damage(s.g, (0, 0), 1) == 0
    assert s.g.players[1].life == 15 and not s.g.players[1].lost


def test_commander_state_survives_game_copy_independently():
    s = _scenario(3)
    s.commander(0, "Yargle, Glutton of Urborg", BATTLEFIELD)
    s.start(0, Step.MAIN1)
    h = _hooks_of(s)
    h.casts[(0, 0)] = 1
    c = s.g.copy()
    c.hooks.casts[(0, 0)] = 5
    assert h.casts[(0, 0)] == 1 and c.hooks is not h


# --------------------------------------------------------------------------- the table: 903.2 and 800.2
def test_903_2_commander_seats_free_for_all_by_default_and_combines_with_range_and_attack_options():
    plan = plan_variant("commander", 4, range_=1, attack="left", seed=1)
    assert plan.rules.commander and plan.rules.attack == "left"
    assert all(s.range == 1 and s.team is None for s in plan.seats)
    g = Game.new(make_config(4, variant="commander", range_=1, attack="left"), seed=4)
    assert isinstance(g.hooks, CommanderHooks) and all(p.range == 1 for p in g.players)


@pytest.mark.parametrize("kw,match", [
    ({"teams": 2}, "two-headed-giant-commander"),
    ({"deploy": True}, "806.2c"),
    ({"shared_turns": True}, "805.1"),
])
def test_commander_refuses_options_it_cannot_combine_with(kw, match):
    with pytest.raises(ConfigError, match=match):
        plan_variant("commander", 4, **kw)


def test_two_headed_giant_commander_needs_two_teams_of_two():
    with pytest.raises(ConfigError, match="810"):
        plan_variant("two-headed-giant-commander", 3)


def test_a_commander_config_round_trips_through_a_replay_with_its_commanders():
    cfg = make_config(4, variant="commander", seed=2)
    back = config_from_dict(config_to_dict(cfg))
    assert [tuple(c.name for c in p.commanders) for p in back.players] == \
        [tuple(c.name for c in p.commanders) for p in cfg.players]
    assert isinstance(back.options["hooks"], CommanderHooks)
    a, b = Game.new(cfg, seed=9), Game.new(back, seed=9)
    assert [a.name(o) for o in a.command] == [b.name(o) for o in b.command]


# --------------------------------------------------------------------------- 408: the command zone
def test_408_1_a_commander_waiting_in_the_command_zone_is_public_and_its_abilities_dont_work_there():
    """408.1/408.3: the command zone is public; the commander there is not a permanent, so Thalia's static
    ability (noncreature spells cost {1} more) doesn't apply while she waits in the command zone."""
    s = _scenario()
    s.commander(0, "Thalia, Guardian of Thraben")
    s.hand(1, "Shock")
    s.lands(1, "Mountain", 1)
    s.start(1, Step.MAIN1)
    assert [c["name"] for c in s.g.view(1)["command"]] == ["Thalia, Guardian of Thraben"]
    s.cast("Shock", ("player", 0))                             # {R} is enough: no tax from the command zone
    s.pass_until_resolved()
    assert s.g.players[0].life == 38


def test_the_cli_replays_a_commander_game_to_the_same_result(tmp_path, capsys):
    from manamelee.cli import main
    rep = tmp_path / "game.json"
    assert main(["play", "--variant", "commander", "--players", "3", "--seed", "6", "--quiet",
                 "--replay-out", str(rep)]) == 0
    first = capsys.readouterr().out.strip().splitlines()[-1]
    assert main(["replay", str(rep)]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == first


def test_the_variants_module_does_not_import_configs_back():
    """configs.py imports multiplayer/variants.py, never the other way round (no import circle)."""
    import ast
    import inspect

    from manamelee.multiplayer import commander, rules, variants
    for mod in (variants, rules, commander):
        tree = ast.parse(inspect.getsource(mod))
        imported = {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert not any(m.endswith("configs") for m in imported), mod.__name__
    from manamelee import configs
    assert configs.DEFAULT_NAMES is variants.DEFAULT_NAMES


def test_every_view_shows_commander_tax_and_commander_damage_but_no_hidden_commander():
    s = _scenario(3)
    s.commander(0, "Yargle, Glutton of Urborg", BATTLEFIELD)
    s.commander(1, "Isamaru, Hound of Konda", HAND)
    s.commander(2, "Mirri, Cat Warrior")
    h = _hooks_of(s)
    h.casts[(0, 0)] = 2
    h.damage[((0, 0), 2)] = 9
    s.start(0, Step.MAIN1)
    st = s.g.view(2)["variant_state"]
    by_owner = {c["owner"]: c for c in st["commanders"]}
    assert by_owner[0] == {"owner": 0, "index": 0, "name": "Yargle, Glutton of Urborg", "zone": BATTLEFIELD,
                           "tax": 4}
    assert by_owner[1]["zone"] == "hidden" and by_owner[1]["name"] is None      # in P1's hand
    assert by_owner[2]["zone"] == COMMAND and by_owner[2]["tax"] == 0
    assert st["commander_damage"] == [{"owner": 0, "index": 0, "player": 2, "damage": 9}]
    assert "variant_state" not in Scenario(2).g.view(0)                            # other variants: no key


def test_the_terminal_shows_commander_tax_and_commander_damage():
    from rich.console import Console

    from manamelee.play.render import render_view
    s = _scenario(3)
    s.commander(0, "Yargle, Glutton of Urborg", BATTLEFIELD)
    h = _hooks_of(s)
    h.casts[(0, 0)] = 1
    h.damage[((0, 0), 2)] = 9
    s.start(0, Step.MAIN1)
    con = Console(record=True, width=200)
    render_view(con, s.g.view(2), 2)
    out = con.export_text()
    assert "Commander tax: Yargle, Glutton of Urborg (P0) +{2}" in out
    assert "Commander damage: P0 -> P2 9" in out


def test_903_9a_a_countered_commander_spell_may_return_to_the_command_zone_and_the_tax_still_counts():
    """903.8: the tax counts casts, not resolutions; 903.9a: the countered card in the graveyard is asked about."""
    s = _scenario()
    s.commander(0, "Isamaru, Hound of Konda")
    s.lands(0, "Plains", 1)
    s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    s.start(0, Step.MAIN1)
    s.cast("Isamaru, Hound of Konda")
    s.pass_priority()                                  # P0 passes; P1 responds
    spell = s.g.turns[0].stack[-1].source              # the commander spell's card on the stack
    s.cast("Counterspell", spell)
    s.pass_priority(2)
    d = s.decision
    assert d.kind == "commander_zone" and d.rule == "903.9a" and d.player == 0
    s.choose("command")
    [(zone, again)] = s.zone_of("Isamaru, Hound of Konda", 0)
    assert zone == COMMAND and _hooks_of(s).tax(s.g, again) == 2
