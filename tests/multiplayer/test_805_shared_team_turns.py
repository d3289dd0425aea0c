"""CR 805: the shared team turns option — one test per sub-rule and per example.

The tables use Team vs. Team with shared team turns (separate life totals, so each player's life is
visible on its own); Two-Headed Giant, which adds shared life, is tested in test_810_two_headed_giant.py.
Seats are in turn order: Alex, Bianca (team 0) then Carissa, Dan (team 1) unless a test says otherwise.
"""
import pytest

from manamelee.cards import default_pool
from manamelee.cards.dsl import EACH_PLAYER, Draw, EventPlayer, GainLife, at_step, test_creature, test_spell
from manamelee.configs import make_config
from manamelee.engine import Step
from manamelee.engine import events as ev
from manamelee.engine.errors import ConfigError
from manamelee.engine.game import Game
from manamelee.engine.sides import primary, side_of
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario

NAMES = ["Alex", "Bianca", "Carissa", "Dan"]
ALEX, BIANCA, CARISSA, DAN = range(4)


def rules(**kw):
    return MultiplayerRules("team-vs-team", shared_turns=True, team_hands="team", **kw)


def table(pool=None, teams=(0, 0, 1, 1), names=NAMES, library=6):
    s = Scenario(list(names), teams=list(teams), hooks=MultiplayerHooks(rules()), pool=pool)
    for p in range(len(names)):
        s.library(p, *["Plains"] * library)        # nobody decks out during these scenarios
    return s


def keep_all(g):
    """Answer every mulligan decision with "keep"; return the seats asked, in order."""
    asked = []
    while g.pending() and g.pending()[0].kind == "mulligan":
        d = g.pending()[0]
        asked.append(d.player)
        g.submit(d.id, d.option("keep"))
    return asked


def pass_to_next_turn(s):
    """Pass (and declare no attackers/blockers) until a new turn begins; return the new Turn."""
    g = s.g
    start = g.turn_count
    for _ in range(300):
        if g.turn_count != start:
            return g.turns[0]
        d = s.decision
        if d.kind == "priority":
            s.choose("pass")
        elif d.kind in ("declare_attackers", "declare_blockers"):
            s.choose("done")
        else:
            raise AssertionError(f"unexpected decision {d}")
    raise AssertionError("no new turn")


# --------------------------------------------------------------------------- 805.1
def test_805_1_shared_turns_refused_when_teammates_are_not_adjacent():
    with pytest.raises(ConfigError, match="805.1"):
        make_config(4, variant="alternating-teams", shared_turns=True)


def test_805_1_shared_turns_allowed_for_adjacent_teams():
    cfg = make_config(4, variant="team-vs-team", shared_turns=True)
    teams = [p.team for p in cfg.players]
    assert teams == [0, 0, 1, 1]                          # each team sits in adjacent seats (808.2)
    g = Game.new(cfg, seed=1)
    keep_all(g)
    assert len(g.turns[0].side) == 2                      # the team takes the turn


# --------------------------------------------------------------------------- 805.2
def test_805_2_primary_player_is_the_rightmost_seat_first_in_turn_order():
    # Team 1 sits in seats 3 and 0 (wrapping round the table): Dan, in seat 3, comes first in turn order.
    s = table(teams=(1, 0, 0, 1), names=["Alex", "Bianca", "Carissa", "Dan"])
    g = s.g
    assert side_of(g, ALEX) == (DAN, ALEX)
    assert primary(g, ALEX) == DAN and primary(g, DAN) == DAN
    assert side_of(g, CARISSA) == (BIANCA, CARISSA)
    assert primary(g, CARISSA) == BIANCA


def test_805_2_primary_player_makes_the_team_choices():
    s = table()
    bear = s.battlefield(BIANCA, "Grizzly Bears")          # only the non-primary player has a creature
    g = s.start(BIANCA, Step.MAIN1)
    assert g.turns[0].active == ALEX                       # the team's turn; Alex is its primary player
    assert s.decision.kind == "priority" and s.decision.player == ALEX
    s.pass_until(Step.BEGIN_COMBAT)
    d = s.pass_until_decision("declare_attackers")
    assert d.player == ALEX                                # which creatures attack is a team choice
    assert d.option("attacker").value == bear


# --------------------------------------------------------------------------- 805.3 / 805.3a
def _starting_team(seed):
    g = Game.new(make_config(4, variant="team-vs-team", shared_turns=True), seed=seed)
    return g


def test_805_3_the_starting_team_is_chosen_and_takes_the_first_turn():
    starters = set()
    for seed in range(12):
        g = _starting_team(seed)
        start = g.starting_player
        keep_all(g)
        t = g.turns[0]
        assert t.number == 1 and t.side == side_of(g, start) and len(t.side) == 2   # the team takes it
        assert t.active == primary(g, start)               # led by its primary player (805.2)
        starters.add(g.players[start].team)
    assert starters == {0, 1}                              # 103.1: chosen at random


def test_805_3a_103_5d_starting_team_declares_mulligans_first_then_teams_in_turn_order():
    seeds = {}
    for seed in range(20):
        g = _starting_team(seed)
        seeds.setdefault(g.players[g.starting_player].team, seed)
    for team, seed in seeds.items():
        g = _starting_team(seed)
        first = side_of(g, g.starting_player)
        other = tuple(p for p in range(4) if p not in first)
        asked = keep_all(g)
        assert asked == list(first) + list(other)


def test_805_3a_a_player_may_mulligan_after_a_teammate_keeps_and_mulligans_happen_together():
    g = _starting_team(0)
    order = list(side_of(g, g.starting_player))
    order += [p for p in range(4) if p not in order]
    first, second = order[0], order[1]
    d = g.pending()[0]
    assert d.player == first
    g.submit(d.id, d.option("keep"))
    d = g.pending()[0]
    assert d.player == second and d.option("mulligan")    # still offered after the teammate kept
    g.submit(d.id, d.option("mulligan"))
    mark = len(g.events)
    for p in order[2:]:
        d = g.pending()[0]
        assert d.player == p and d.kind == "mulligan"
        assert not any(e.kind == ev.MULLIGAN for e in g.events[mark:])   # nothing taken before all declared
        g.submit(d.id, d.option("keep"))
    taken = [e.player for e in g.events[mark:] if e.kind == ev.MULLIGAN]
    assert taken == [second]
    assert g.players[second].mulligans == 1 and g.players[first].kept


# --------------------------------------------------------------------------- 805.4
def test_805_4a_the_team_whose_turn_it_is_is_the_active_team():
    s = table()
    s.lands(BIANCA, "Island", 3)
    s.lands(CARISSA, "Island", 3)
    s.hand(BIANCA, "Divination")
    s.hand(CARISSA, "Divination")
    g = s.start(ALEX, Step.MAIN1)
    t = g.turns[0]
    assert t.side == (ALEX, BIANCA)
    assert g.view(CARISSA)["turns"][0]["side"] == [ALEX, BIANCA]
    assert s.find("cast", label="Bianca: cast Divination")   # a sorcery in the active team's main phase
    s.pass_priority()                                        # team Alex+Bianca passes
    d = s.decision
    assert d.player == CARISSA                               # the nonactive team may not cast sorceries
    assert not any(o.kind == "cast" for o in d.options)


def test_805_4b_each_player_on_the_team_draws_in_the_team_draw_step():
    s = table()
    g = s.start(ALEX, Step.DRAW, run_step_actions=True)
    assert [len(g.players[p].hand) for p in range(4)] == [1, 1, 0, 0]


def test_805_4c_each_player_on_the_team_may_play_a_land_each_team_turn():
    s = table()
    s.hand(ALEX, "Plains", "Plains")
    s.hand(BIANCA, "Island")
    g = s.start(ALEX, Step.MAIN1)
    s.choose("land", label="Alex: play Plains")
    labels = [o.label for o in s.decision.options]
    assert "Bianca: play Island" in labels
    assert not any(l.startswith("Alex: play") for l in labels)    # one land per player
    s.choose("land", label="Bianca: play Island")
    assert not any(o.kind == "land" for o in s.decision.options)
    assert len(s.on_battlefield("Plains", ALEX)) == 1 and len(s.on_battlefield("Island", BIANCA)) == 1


TITHE = test_creature("Tithe Keeper", 1, 1, triggered=[
    at_step(Step.UPKEEP, [GainLife(1, EventPlayer("player"))], whose="each_player",
            text="At the beginning of each player's upkeep, that player gains 1 life.")])


def test_805_4d_each_players_upkeep_trigger_triggers_once_per_player_of_the_active_team():
    s = table(pool=default_pool().extended(TITHE))
    s.battlefield(CARISSA, "Tithe Keeper")
    g = s.start(ALEX, Step.UPKEEP, run_step_actions=True)
    t = g.turns[0]
    d = s.decision
    assert d.kind == "order_triggers" and d.player == CARISSA and len(d.options) == 2
    s.choose("trigger")
    assert len(t.stack) == 2 and {it.event.player for it in t.stack} == {ALEX, BIANCA}
    s.pass_until_resolved()
    assert [g.players[p].life for p in range(4)] == [21, 21, 20, 20]   # each "that player" gains 1


def test_805_4d_each_players_upkeep_trigger_triggers_once_without_team_turns():
    s = Scenario(["Alex", "Bianca"], pool=default_pool().extended(TITHE))
    s.battlefield(BIANCA, "Tithe Keeper")
    g = s.start(ALEX, Step.UPKEEP, run_step_actions=True)
    assert len(g.turns[0].stack) == 1
    s.pass_until_resolved()
    assert [g.players[p].life for p in range(2)] == [21, 20]


# --------------------------------------------------------------------------- 805.5
def test_805_5_teams_have_priority_not_players():
    s = table()
    s.lands(ALEX, "Mountain", 1)
    s.lands(BIANCA, "Mountain", 1)
    s.lands(DAN, "Mountain", 1)
    s.hand(ALEX, "Shock")
    s.hand(BIANCA, "Lightning Bolt")
    s.hand(DAN, "Shock")
    g = s.start(ALEX, Step.MAIN1)
    d = s.decision
    labels = [o.label for o in d.options]
    assert d.player == ALEX and "Alex: cast Shock" in labels and "Bianca: cast Lightning Bolt" in labels
    s.pass_priority()
    d = s.decision
    assert d.player == CARISSA and "Dan: cast Shock" in [o.label for o in d.options]   # the other team
    assert any("805.5b" in e.rule and "team Alex+Bianca" in e.text for e in g.events)


def test_805_5a_a_player_acts_when_the_team_has_priority():
    s = table()
    s.lands(BIANCA, "Mountain", 1)
    s.hand(BIANCA, "Shock")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Shock", ("player", CARISSA))
    t = g.turns[0]
    assert t.stack[-1].controller == BIANCA                 # the non-primary player cast it
    assert s.decision.player == ALEX                         # 117.3c: the team receives priority again
    assert all(g.objects[o].tapped for o in s.on_battlefield("Mountain", BIANCA))


def test_805_5b_all_teams_pass_in_succession_then_top_resolves_and_active_team_gets_priority():
    s = table()
    s.lands(BIANCA, "Mountain", 1)
    s.hand(BIANCA, "Shock")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Shock", ("player", CARISSA))
    s.pass_priority()                                        # team Alex+Bianca passes
    assert g.turns[0].stack and s.decision.player == CARISSA
    s.pass_priority()                                        # team Carissa+Dan passes: two teams, two passes
    assert not g.turns[0].stack and g.players[CARISSA].life == 18
    assert s.decision.player == ALEX                         # the active team receives priority
    s.pass_priority(2)                                       # empty stack: both teams pass, the step ends
    assert g.turns[0].step == Step.BEGIN_COMBAT


# --------------------------------------------------------------------------- 805.6 / 805.6a
def test_805_6_apnap_by_team_active_team_chooses_first_then_nonactive_teams():
    s = table()
    s.lands(CARISSA, "Plains", 2)
    s.hand(CARISSA, "Eager Construct")
    g = s.start(CARISSA, Step.MAIN1)                          # team Carissa+Dan (seats 2 and 3) is active
    s.cast("Eager Construct")
    s.pass_until_resolved()                                  # the creature resolves; its ETB triggers
    s.pass_until_resolved()                                  # ... and resolves: each player may scry 1
    asked = []
    while s.decision.kind in ("yes_no", "scry"):
        d = s.decision
        asked.append(d.player)
        s.choose("yes" if d.kind == "yes_no" else "top")
    order = list(dict.fromkeys(asked))
    assert order == [CARISSA, DAN, ALEX, BIANCA]


DRAW_ALL = test_spell("Everyone Draws", [Draw(1, EACH_PLAYER)], cost="{1}")


def test_805_6a_draws_active_team_first_then_nonactive_teams_in_turn_order():
    s = table(pool=default_pool().extended(DRAW_ALL))
    s.lands(DAN, "Plains", 1)
    s.hand(DAN, "Everyone Draws")
    g = s.start(CARISSA, Step.MAIN1)
    s.cast("Everyone Draws")
    mark = len(g.events)
    s.pass_until_resolved()
    draws = [e.player for e in g.events[mark:] if e.kind == ev.DRAW]
    assert draws == [CARISSA, DAN, ALEX, BIANCA]


# --------------------------------------------------------------------------- 805.7
UPKEEP_GAIN = test_creature("Upkeep Chanter", 1, 1, triggered=[
    at_step(Step.UPKEEP, [GainLife(1)], whose="each", text="At the beginning of each upkeep, you gain 1 life.")])


def test_805_7_active_team_puts_all_its_triggers_on_the_stack_then_the_other_team():
    s = table(pool=default_pool().extended(UPKEEP_GAIN))
    for p in range(4):
        s.battlefield(p, "Upkeep Chanter")
    g = s.start(CARISSA, Step.UPKEEP, run_step_actions=True)
    t = g.turns[0]
    d = s.decision
    assert d.kind == "order_triggers" and d.player == CARISSA and len(d.options) == 2   # Carissa's and Dan's
    s.choose("trigger")
    d = s.decision
    assert d.kind == "order_triggers" and d.player == ALEX and len(d.options) == 2      # then Alex's and Bianca's
    s.choose("trigger")
    ctl = [it.controller for it in t.stack]
    assert set(ctl[:2]) == {CARISSA, DAN} and set(ctl[2:]) == {ALEX, BIANCA}          # active team's go first
    s.pass_until_resolved()
    assert [g.players[p].life for p in range(4)] == [21] * 4


# --------------------------------------------------------------------------- 805.8
def test_805_8_extra_turn_from_a_non_primary_player_goes_to_the_team():
    s = table()
    s.lands(BIANCA, "Island", 2)
    s.hand(BIANCA, "Time Walk")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Time Walk")
    s.pass_until_resolved()
    t = pass_to_next_turn(s)
    assert t.extra and t.side == (ALEX, BIANCA) and t.active == ALEX
    t = pass_to_next_turn(s)
    assert not t.extra and t.side == (CARISSA, DAN)


# --------------------------------------------------------------------------- 805.10
def test_805_10a_10b_active_team_makes_one_combined_attack_choosing_a_defending_player_each():
    s = table()
    bears = s.battlefield(ALEX, "Grizzly Bears")
    rune = s.battlefield(BIANCA, "Runeclaw Bear")
    g = s.start(ALEX, Step.BEGIN_COMBAT)
    d = s.pass_until_decision("declare_attackers")
    assert d.player == ALEX and {o.value for o in d.options if o.kind == "attacker"} == {bears, rune}
    s.choose("attacker", value=bears)
    d = s.decision
    assert d.kind == "choose_defender" and {o.value for o in d.options} == {("player", CARISSA), ("player", DAN)}
    s.choose("defender", value=("player", CARISSA))
    s.choose("attacker", value=rune)
    s.choose("defender", value=("player", DAN))
    c = g.turns[0].combat
    assert c.attackers == {bears: ("player", CARISSA), rune: ("player", DAN)}
    assert c.defenders == {CARISSA, DAN}                      # each player on the nonactive team defends


def test_805_10d_defending_team_blocks_together_a_creature_may_block_for_its_teammate():
    s = table()
    rune = s.battlefield(BIANCA, "Runeclaw Bear")
    wall = s.battlefield(DAN, "Wall of Wood")
    g = s.start(ALEX, Step.BEGIN_COMBAT)
    s.pass_until_decision("declare_attackers")
    s.attack((rune, CARISSA))
    d = s.pass_until_decision("declare_blockers")
    assert d.player == CARISSA                               # the defending team's primary player
    s.block((wall, rune))                                    # Dan's Wall blocks the Bear attacking Carissa
    c = g.turns[0].combat
    assert c.blocked[rune] == [wall]
    s.pass_until(Step.END_COMBAT)
    assert g.players[CARISSA].life == 20 and g.objects[wall].damage == 2


def test_805_10e_defending_player_of_an_attacker_is_the_player_it_attacks():
    # Bog Wraith's swampwalk looks at the defending player: the player it attacks, not the blocker's controller.
    s = table()
    wraith = s.battlefield(ALEX, "Bog Wraith")
    wall = s.battlefield(DAN, "Wall of Wood")
    s.battlefield(DAN, "Swamp")                               # Dan has a Swamp, Carissa doesn't
    s.start(ALEX, Step.BEGIN_COMBAT)
    s.pass_until_decision("declare_attackers")
    s.attack((wraith, CARISSA))
    d = s.pass_until_decision("declare_blockers")
    assert d.option("blocker", wall)                         # not unblockable: Carissa controls no Swamp

    s = table()
    wraith = s.battlefield(ALEX, "Bog Wraith")
    wall = s.battlefield(DAN, "Wall of Wood")
    s.battlefield(CARISSA, "Swamp")                           # now the attacked player has a Swamp
    g = s.start(ALEX, Step.BEGIN_COMBAT)
    s.pass_until_decision("declare_attackers")
    s.attack((wraith, CARISSA))
    while g.turns[0].step != Step.COMBAT_DAMAGE:
        d = s.decision
        if d.kind == "declare_blockers":                     # swampwalk: Dan's Wall can't block it
            assert wall not in [o.value for o in d.options]
            s.choose("done")
        else:
            s.pass_priority()
    assert not g.turns[0].combat.blocked
    s.pass_until(Step.END_COMBAT)
    assert g.players[CARISSA].life == 17


BIG = test_creature("Team Colossus", 5, 5)


def test_805_10f_active_team_assigns_attackers_damage_then_blockers_deal_theirs():
    s = table(pool=default_pool().extended(BIG))
    big = s.battlefield(BIANCA, "Team Colossus")
    b1 = s.battlefield(CARISSA, "Grizzly Bears")
    b2 = s.battlefield(DAN, "Runeclaw Bear")
    g = s.start(ALEX, Step.BEGIN_COMBAT)
    s.pass_until_decision("declare_attackers")
    s.attack((big, CARISSA))
    d = s.pass_until_decision("declare_blockers")
    assert d.player == CARISSA
    s.block((b1, big), (b2, big))                            # one combined block by both defending players
    d = s.pass_until_decision("assign_damage")
    assert d.player == ALEX                                   # the active team announces (805.2: its primary)
    s.choose("amount", value=2)
    s.pass_until(Step.END_COMBAT)
    assert s.on_battlefield("Grizzly Bears") == [] and s.on_battlefield("Runeclaw Bear") == []
    assert g.objects[big].damage == 4                        # both blockers dealt their damage
