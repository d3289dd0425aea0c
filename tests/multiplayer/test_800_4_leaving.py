"""CR 800.4: leaving a multiplayer game — every example of 800.4a/800.4d and the sub-rules."""
import pytest

from manamelee.cards import default_pool
from manamelee.engine import Step
from manamelee.engine.constants import EXILE, GRAVEYARD
from manamelee.engine.zones import create_token, put_onto_battlefield
from manamelee.scenario import Scenario

ALEX, BIANCA, CARMEN = 0, 1, 2


def table(n=3):
    s = Scenario(["Alex", "Bianca", "Carmen", "Dario"][:n])
    for p in range(n):
        s.library(p, *["Plains"] * 5)          # nobody decks out during these scenarios
    return s


def where(s, name):
    return sorted(z for z, _ in s.zone_of(name))


# --------------------------------------------------------------------------- 800.4a examples
def test_800_4a_control_magic_leaves_with_its_owner_and_wall_reverts():
    s = table()
    s.lands(ALEX, "Island", 4)
    wall = s.battlefield(BIANCA, "Wall of Wood")
    s.hand(ALEX, "Control Magic")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Control Magic", wall)
    s.pass_until_resolved()
    assert g.controller(wall) == ALEX
    g.concede(ALEX)
    assert g.controller(wall) == BIANCA
    assert s.zone_of("Control Magic") == []            # it left the game with Alex
    assert not g.over


def test_800_4a_control_magic_goes_to_graveyard_when_the_wall_owner_leaves():
    s = table()
    s.lands(ALEX, "Island", 4)
    wall = s.battlefield(BIANCA, "Wall of Wood")
    s.hand(ALEX, "Control Magic")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Control Magic", wall)
    s.pass_until_resolved()
    g.concede(BIANCA)
    assert s.zone_of("Wall of Wood") == []             # the Wall left the game with Bianca
    assert where(s, "Control Magic") == [GRAVEYARD]    # 704.5m: put into Alex's graveyard
    cm = s.zone_of("Control Magic")[0][1]
    assert cm in g.players[ALEX].graveyard


def test_800_4a_threaten_control_effect_ends_when_its_caster_leaves():
    s = table()
    s.lands(ALEX, "Mountain", 3)
    bear = s.battlefield(BIANCA, "Runeclaw Bear")
    s.hand(ALEX, "Threaten")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Threaten", bear)
    s.pass_until_resolved()
    assert g.controller(bear) == ALEX
    g.concede(ALEX)
    assert g.controller(bear) == BIANCA
    assert bear in g.battlefield


def _bribery(s):
    s.lands(ALEX, "Island", 5)
    s.library(BIANCA, "Serra Angel", "Forest")
    s.hand(ALEX, "Bribery")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Bribery", ("player", BIANCA))
    s.pass_until_resolved()
    if s.decision.kind != "priority":
        s.choose(label="Serra Angel")
    s.pass_until_resolved()
    angel = s.on_battlefield("Serra Angel")
    assert len(angel) == 1 and g.controller(angel[0]) == ALEX
    return g, angel[0]


def test_800_4a_bribery_angel_leaves_the_game_with_its_owner():
    s = table()
    g, angel = _bribery(s)
    g.concede(BIANCA)
    assert s.zone_of("Serra Angel") == []


def test_800_4a_bribery_angel_is_exiled_when_its_controller_leaves():
    s = table()
    g, angel = _bribery(s)
    g.concede(ALEX)
    assert where(s, "Serra Angel") == [EXILE]
    assert g.objects[s.zone_of("Serra Angel")[0][1]].owner == BIANCA


def test_800_4a_genesis_chamber_tokens_leave_only_if_they_entered_under_the_leaver():
    s = table()
    s.battlefield(ALEX, "Genesis Chamber")
    alex_bear = s.hand(ALEX, "Runeclaw Bear")
    bianca_bear = s.hand(BIANCA, "Runeclaw Bear")
    g = s.start(ALEX, Step.MAIN1)
    put_onto_battlefield(g, alex_bear, controller=ALEX)
    put_onto_battlefield(g, bianca_bear, controller=BIANCA)
    s.refresh()
    while s.decision.kind == "order_triggers":
        s.choose("trigger")
    s.pass_until_resolved()
    myrs = s.on_battlefield("Myr") or [o for o in g.battlefield if g.objects[o].token]
    assert sorted(g.controller(m) for m in myrs) == [ALEX, BIANCA]
    g.concede(ALEX)
    left = [o for o in g.battlefield if g.objects[o].token]
    assert [g.controller(m) for m in left] == [BIANCA]


def _cycler(pool):
    for name in pool:
        for ab in pool[name].activated:
            if ab.keyword == "Cycling":
                return name
    pytest.skip("no card with cycling in the pool")


def test_800_4d_astral_slide_delayed_return_is_not_put_on_the_stack_after_its_controller_left():
    pool = default_pool()
    cycler = _cycler(pool)
    s = table()
    s.lands(BIANCA, "Plains", 3)
    s.lands(BIANCA, "Island", 2)
    s.lands(BIANCA, "Swamp", 2)
    s.battlefield(BIANCA, "Astral Slide")
    specter = s.battlefield(ALEX, "Hypnotic Specter")
    s.hand(BIANCA, cycler)
    g = s.start(ALEX, Step.MAIN1)
    s.pass_priority()                                  # Alex passes; Bianca has priority
    assert s.decision.player == BIANCA
    s.activate(cycler, index=next(i for i, a in enumerate(pool[cycler].activated) if a.keyword == "Cycling"))
    # Astral Slide triggers; Bianca targets the Specter.
    while s.decision.kind != "priority" or s.decision.player != ALEX:
        d = s.decision
        if d.kind == "target":
            s.choose("target", value=("obj", specter))
        elif d.kind == "yes_no":
            s.choose("yes")
        elif d.kind == "order_triggers":
            s.choose(label="Astral Slide")
        else:
            s.choose("pass")
    s.pass_until_resolved()
    while s.decision.kind == "yes_no":
        s.choose("yes")
    s.pass_until_resolved()
    assert where(s, "Hypnotic Specter") == [EXILE]
    g.concede(BIANCA)
    s.pass_until(Step.UPKEEP)                          # past the end step
    assert g.turns[0].active != ALEX
    assert where(s, "Hypnotic Specter") == [EXILE]     # it never returns


# --------------------------------------------------------------------------- sub-rules
def test_800_4a_abilities_of_the_leaver_on_the_stack_cease_to_exist():
    s = table()
    s.battlefield(ALEX, "Mountain")
    bear = s.battlefield(CARMEN, "Runeclaw Bear")
    s.hand(ALEX, "Shock")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Shock", bear)
    assert len(g.turns[0].stack) == 1
    g.concede(ALEX)
    assert g.turns[0].stack == []
    assert bear in g.battlefield


def test_800_4a_the_leavers_permanents_leave_together_and_their_last_known_information_is_from_before():
    # All of Alex's objects leave at once: the Bear's last known information still has the Anthem's +1/+1,
    # even though the Anthem (entered first) is removed first (603.10a looks back at the game before the event).
    s = table()
    s.battlefield(ALEX, "Glorious Anthem")
    bear = s.battlefield(ALEX, "Grizzly Bears")
    g = s.start(BIANCA, Step.MAIN1)
    assert (g.chars(bear).power, g.chars(bear).toughness) == (3, 3)
    g.concede(ALEX)
    assert s.zone_of("Grizzly Bears") == [] and s.zone_of("Glorious Anthem") == []
    assert (g.lki[bear].chars.power, g.lki[bear].chars.toughness) == (3, 3)


def test_800_4a_priority_passes_to_the_next_player_when_the_holder_leaves():
    s = table()
    g = s.start(ALEX, Step.MAIN1)
    s.pass_priority()
    assert s.decision.player == BIANCA
    g.concede(BIANCA)
    assert s.decision.player == CARMEN


def test_800_4b_no_token_and_no_battlefield_entry_for_a_player_who_left():
    s = table()
    bear = s.hand(CARMEN, "Runeclaw Bear")
    g = s.start(ALEX, Step.MAIN1)
    g.concede(BIANCA)
    pool = default_pool()
    assert create_token(g, BIANCA, pool["Runeclaw Bear"]) is None
    assert put_onto_battlefield(g, bear, controller=BIANCA) is None
    assert bear in g.players[CARMEN].hand


def test_800_4c_object_is_exiled_when_control_effect_ends_and_default_controller_left():
    s = table()
    angel = s.battlefield(ALEX, "Serra Angel", owner=BIANCA)   # e.g. put there by Alex's Bribery
    s.lands(CARMEN, "Mountain", 3)
    s.hand(CARMEN, "Threaten")
    g = s.start(CARMEN, Step.MAIN1)
    s.cast("Threaten", angel)
    s.pass_until_resolved()
    assert g.controller(angel) == CARMEN
    g.concede(ALEX)
    assert angel in g.battlefield                   # Carmen controls it: it stays for now
    s.pass_until(Step.END)
    assert angel in g.battlefield
    s.pass_until(Step.UPKEEP)                       # through the cleanup step: Threaten ends (514.2)
    assert where(s, "Serra Angel") == [EXILE]


def test_800_4h_a_rule_choice_of_a_player_who_left_is_made_by_the_next_player():
    s = table()
    g = s.start(ALEX, Step.MAIN1)
    g.concede(BIANCA)
    assert g.decider(BIANCA) == CARMEN
    assert g.decider(ALEX) == ALEX


def test_800_4j_the_turn_of_a_player_who_left_continues_without_an_active_player():
    s = table()
    g = s.start(ALEX, Step.MAIN1)
    turn = g.turns[0]
    g.concede(ALEX)
    assert g.turns[0] is turn and turn.active == ALEX
    assert s.decision.player == BIANCA              # the active player would get priority: the next one does
    s.pass_until(Step.END)
    assert g.turns[0] is turn
    s.pass_until(Step.UPKEEP)
    assert g.turns[0].active == BIANCA


def test_800_4k_a_player_who_left_does_not_begin_a_turn():
    s = table()
    g = s.start(CARMEN, Step.MAIN1)
    g.concede(ALEX)
    s.pass_until(Step.UPKEEP)
    assert g.turns[0].active == BIANCA
