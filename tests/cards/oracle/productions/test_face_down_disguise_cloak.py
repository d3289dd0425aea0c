"""productions/face_down and engine/face_down.py: Disguise (702.168) and cloak (701.56), the face-down 2/2 with ward
{2} (708.2), "enters or is turned face up" and "a permanent you control is turned face up" triggers, and "As this
creature is turned face up" counters (708.11). Made-up cards for each rule, then real cards compiled from their
oracle text."""
from __future__ import annotations

import pytest

from manamelee.engine.constants import BATTLEFIELD, Step
from manamelee.engine.errors import ManameleeError
from manamelee.engine.faces import DISGUISE_FACE

from ...pool_helpers import grave_names, hand_names, resolve_stack
from ..helpers import made_up, scenario
from .real_cards import real

SNEAK = ("Test Sneak", "Creature — Human Rogue", "{4}{W}{W}",
         "When this creature enters, you gain 5 life.\nWhen this creature is turned face up, draw a card.\n"
         "Disguise {1}{W} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up "
         "any time for its disguise cost.)", "4/4", ("Disguise",))
BLASTER = ("Test Blaster", "Creature — Goblin", "{2}{R}",
           "Disguise {X}{R}\nWhen this creature is turned face up, it deals X damage to any target.", "1/1",
           ("Disguise",))
AINOK = ("Test Morpher", "Creature — Dog Scout", "{5}{R}", "First strike\nMorph {4}{R}", "3/3", ("First strike", "Morph"))
CLOAKER = ("Test Cloaker", "Sorcery", "{1}{U}",
           "Cloak the top card of your library. (To cloak a card, put it onto the battlefield face down as a 2/2 "
           "creature with ward {2}. Turn it face up any time for its mana cost if it's a creature card.)", None,
           ("Cloak",))
HAND_CLOAKER = ("Test Hand Cloaker", "Creature — Elf Wizard", "{2}{U}",
                "When this creature enters, cloak a card from your hand.", "1/1", ("Cloak",))
THIEF = ("Test Thief", "Creature — Vampire Assassin", "{1}{B}",
         "Whenever this creature deals combat damage to a player, cloak the top card of that player's library.", "1/1",
         ("Cloak",))
COAT = ("Test Coat", "Artifact — Equipment", "{2}{U}",
        "When this Equipment enters, cloak the top card of your library, then attach this Equipment to it.\n"
        "Equipped creature gets +1/+0.", None, ("Cloak",))
BRANCH = ("Test Branch", "Land", None, "{T}: Add {C}.\nDisguise {3}", None, ("Disguise",))
HIDER = ("Test Hider", "Sorcery", "{G}",
         "Look at the top three cards of your library, cloak two of them, and put the rest on the bottom of your "
         "library in a random order.", None, ("Cloak",))
WATCHER = ("Test Watcher", "Enchantment", "{1}{W}", "Whenever a permanent you control is turned face up, you gain 2 life.",
           None)
GREETER = ("Test Greeter", "Creature — Elf", "{3}{G}",
           "When this creature enters or is turned face up, you gain 3 life.\nDisguise {G}", "2/2", ("Disguise",))
PAL = ("Test Pal", "Creature — Elf", "{2}{G}",
       "Whenever this creature or another creature you control is turned face up, you gain 1 life.", "2/2")
SWELLER = ("Test Sweller", "Creature — Fish", "{U}",
           "Disguise {2}{U}\nAs this creature is turned face up, put a +1/+1 counter on it.", "1/1", ("Disguise",))


def _cast_disguised(s) -> int:
    """Cast the card in hand face down with disguise and let it resolve; the face-down permanent's id."""
    s.choose("cast_face", label="disguise")
    resolve_stack(s)
    [oid] = [o for o in s.g.battlefield if s.g.objects[o].face_down]
    return oid


def _sneak_game(lands: int = 3, land: str = "Plains"):
    s = scenario(made_up(*SNEAK))
    s.hand(0, "Test Sneak")
    s.library(0, "Forest", "Forest")
    for _ in range(lands):
        s.battlefield(0, land)
    g = s.start(active=0, step=Step.MAIN1)
    return s, g


# ------------------------------------------------------------------------------------------------ Disguise (702.168)
def test_702_168a_b_708_4_cast_face_down_for_3_as_a_nameless_2_2_spell_with_ward_2():
    s, g = _sneak_game()
    assert not [o for o in s.decision.options if o.kind == "cast"]       # {4}{W}{W} can't be paid: only {3}
    s.choose("cast_face", label="disguise")
    [item] = g.turns[0].stack
    spell = g.objects[item.source]
    assert spell.face_down and g.chars(item.source).name == ""         # 708.4: turned face down before the stack
    assert g.chars(item.source).keywords == frozenset({"Ward {2}"})
    assert all(g.objects[o].tapped for o in g.battlefield)               # paid {3} (118.9: an alternative cost)
    assert "Test Sneak" not in str(g.view(1)) and not any("Test Sneak" in line for line in g.log)


def test_702_168b_708_2_the_permanent_is_a_colorless_nameless_2_2_with_ward_2_and_nothing_else():
    s, g = _sneak_game()
    oid = _cast_disguised(s)
    ch = g.chars(oid)
    assert (ch.power, ch.toughness) == (2, 2) and ch.types == frozenset({"Creature"})
    assert ch.name == "" and ch.subtypes == frozenset() and ch.colors == frozenset()
    assert ch.keywords == frozenset({"Ward {2}"})
    assert g.objects[oid].card.mana_cost.mana_value == 0                   # no mana cost
    assert g.players[0].life == 20             # 708.3/708.2: the real card's enters ability isn't the permanent's


def test_702_168a_ward_2_counters_an_opponents_targeting_spell_unless_they_pay():
    s, g = _sneak_game()
    s.hand(1, "Lightning Bolt")
    for _ in range(2):
        s.battlefield(1, "Mountain")                 # {R} for the bolt and {1}: not enough for ward {2}
    oid = _cast_disguised(s)
    s.pass_priority()
    s.cast("Lightning Bolt", oid)
    resolve_stack(s)
    assert g.objects[oid].face_down and oid in g.battlefield and g.objects[oid].damage == 0
    assert grave_names(g, 1) == ["Lightning Bolt"]
    assert any(e.kind == "countered" and e.rule == "702.21a" for e in g.events)


def test_702_168a_ward_2_paid_lets_the_spell_resolve_and_the_card_is_revealed():
    s, g = _sneak_game()
    s.hand(1, "Lightning Bolt")
    for _ in range(3):
        s.battlefield(1, "Mountain")
    oid = _cast_disguised(s)
    s.pass_priority()
    s.cast("Lightning Bolt", oid)
    for _ in range(10):
        if s.decision.kind == "pay_or_not":
            break
        s.pass_priority()
    assert s.decision.player == 1
    s.choose("pay")
    resolve_stack(s)
    assert oid not in g.battlefield and grave_names(g, 0) == ["Test Sneak"]          # 708.9: revealed


def test_702_168c_a_card_without_disguise_cant_be_cast_face_down_and_a_forged_answer_changes_nothing():
    s = scenario(made_up(*SNEAK))
    bears = s.hand(0, "Grizzly Bears")
    for _ in range(3):
        s.battlefield(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    d = s.decision
    assert not [o for o in d.options if o.kind == "cast_face"]
    with pytest.raises(ManameleeError):
        g.submit(d.id, ("cast_face", (bears, DISGUISE_FACE)))
    assert g.players[0].hand == [bears] and not any(g.objects[o].tapped for o in g.battlefield)
    assert s.decision.id == d.id


def test_702_168d_708_8_turning_face_up_for_the_disguise_cost_is_a_special_action_without_enters_triggers():
    s, g = _sneak_game(lands=5)
    oid = _cast_disguised(s)
    opt = s.find("turn_face_up")
    assert opt.value == (oid, "disguise") and "{1}{W}" in opt.label       # shows the disguise cost
    s.choose("turn_face_up")
    assert [it.kind for it in g.turns[0].stack] == ["triggered"]            # only "draw a card" uses the stack
    resolve_stack(s)
    ch = g.chars(oid)
    assert not g.objects[oid].face_down and ch.name == "Test Sneak" and (ch.power, ch.toughness) == (4, 4)
    assert "Ward {2}" not in ch.keywords                                     # the disguise effect ended
    assert g.players[0].life == 20                                           # 708.8: no enters trigger
    assert hand_names(g, 0) == ["Forest"]                                    # the turned-face-up trigger drew


def test_702_168d_116_2b_turning_face_up_is_possible_whenever_you_have_priority_even_with_a_spell_on_the_stack():
    s, g = _sneak_game(lands=6)
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    oid = _cast_disguised(s)
    s.cast("Lightning Bolt", ("player", 1))
    assert s.decision.player == 0 and len(g.turns[0].stack) == 1
    s.choose("turn_face_up", value=(oid, "disguise"))
    assert not g.objects[oid].face_down
    assert [it.name for it in g.turns[0].stack] == ["Lightning Bolt", "Test Sneak"]   # the bolt is still there


def test_702_168d_turning_face_up_without_enough_mana_is_rejected_without_change():
    s, g = _sneak_game(lands=4)                        # {3} for the cast leaves one land: {1}{W} can't be paid
    oid = _cast_disguised(s)
    d = s.decision
    assert not [o for o in d.options if o.kind == "turn_face_up"]
    untapped = [o for o in g.battlefield if not g.objects[o].tapped and g.objects[o].card.name == "Plains"]
    with pytest.raises(ManameleeError):
        g.submit(d.id, ("turn_face_up", (oid, "disguise")))
    assert g.objects[oid].face_down and g.chars(oid).keywords == frozenset({"Ward {2}"})
    assert [o for o in g.battlefield if not g.objects[o].tapped and g.objects[o].card.name == "Plains"] == untapped
    assert s.decision.id == d.id


def test_702_168d_a_face_down_permanent_turns_face_up_only_the_ways_it_has():
    s, g = _sneak_game(lands=9)
    oid = _cast_disguised(s)
    with pytest.raises(ManameleeError):                                       # not manifested, not cloaked
        g.submit(s.decision.id, ("turn_face_up", (oid, "cloak")))
    assert [o.value for o in s.decision.options if o.kind == "turn_face_up"] == [(oid, "disguise")]


def test_702_168e_x_in_the_disguise_cost_is_chosen_as_it_turns_face_up_and_its_abilities_use_it():
    s = scenario(made_up(*BLASTER))
    s.hand(0, "Test Blaster")
    for _ in range(6):
        s.battlefield(0, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    oid = _cast_disguised(s)
    s.choose("turn_face_up", value=(oid, "disguise"))
    d = s.decision
    assert d.kind == "choose_x" and max(o.value for o in d.options if o.kind == "x") == 2   # {X}{R} from 3 lands
    s.choose("x", value=2)
    s.choose("target", value=("player", 1))
    resolve_stack(s)
    assert not g.objects[oid].face_down and g.players[1].life == 18
    assert all(g.objects[o].tapped for o in g.battlefield if g.objects[o].card.name == "Mountain")


def test_702_168a_a_land_with_disguise_is_played_as_a_land_or_cast_face_down_as_a_creature_spell():
    s = scenario(made_up(*BRANCH))
    land = s.hand(0, "Test Branch")
    s.hand(0, "Forest")
    for _ in range(3):
        s.battlefield(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    mine = [o for o in s.decision.options if o.value == land or (isinstance(o.value, tuple) and o.value[0] == land)]
    assert {o.kind for o in mine} == {"land", "cast_face"}                 # 305.1 or 702.168a; never cast face up
    oid = _cast_disguised(s)
    assert g.chars(oid).types == frozenset({"Creature"}) and g.chars(oid).keywords == frozenset({"Ward {2}"})
    s.choose("land", label="Forest")                   # casting it face down didn't use the land play (305.2)
    assert len(g.battlefield) == 5


def test_702_168_cast_face_down_with_morph_has_no_ward_but_with_disguise_it_has():
    s = scenario(made_up(*AINOK), made_up(*SNEAK))
    s.hand(0, "Test Morpher", "Test Sneak")
    for _ in range(6):
        s.battlefield(0, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    labels = [o.label for o in s.decision.options if o.kind == "cast_face"]
    assert any("Test Morpher face down for" in lb for lb in labels)
    assert any("Test Sneak face down with disguise" in lb for lb in labels)
    s.choose("cast_face", label="Test Morpher")
    resolve_stack(s)
    s.choose("cast_face", label="disguise")
    resolve_stack(s)
    wards = sorted(bool(g.chars(o).keywords) for o in g.battlefield if g.objects[o].face_down)
    assert wards == [False, True]


# ------------------------------------------------------------------------------------------------ Cloak (701.56)
def _cloak_game(top: str, lands: int = 2, *extra_cards, more: str = "Island"):
    """Cloak ``top`` with Test Cloaker ({1}{U}, two Islands); ``lands`` - 2 more lands called ``more`` stay."""
    s = scenario(made_up(*CLOAKER), *extra_cards)
    s.hand(0, "Test Cloaker")
    s.library(0, top, "Forest")
    for i in range(lands):
        s.battlefield(0, "Island" if i < 2 else more)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Cloaker")
    resolve_stack(s)
    [oid] = [o for o in g.battlefield if g.objects[o].face_down]
    return s, g, oid


def test_701_56a_cloak_puts_the_top_card_onto_the_battlefield_as_a_face_down_2_2_with_ward_2():
    s, g, oid = _cloak_game("Grizzly Bears")
    ch = g.chars(oid)
    assert (ch.power, ch.toughness) == (2, 2) and ch.name == "" and ch.types == frozenset({"Creature"})
    assert ch.keywords == frozenset({"Ward {2}"}) and ch.subtypes == frozenset()
    assert [g.name(c) for c in g.players[0].library] == ["Forest"] and g.controller(oid) == 0
    assert "Grizzly Bears" not in str(g.view(1))


def test_701_56b_a_cloaked_creature_card_is_turned_face_up_for_its_mana_cost():
    s, g, oid = _cloak_game("Savannah Lions", 2)
    assert not [o for o in s.decision.options if o.kind == "turn_face_up"]      # no mana left
    s.battlefield(0, "Plains")
    s.refresh()
    opt = s.find("turn_face_up")
    assert opt.value == (oid, "cloak") and "{W}" in opt.label
    s.choose("turn_face_up")
    ch = g.chars(oid)
    assert not g.objects[oid].face_down and ch.name == "Savannah Lions" and (ch.power, ch.toughness) == (2, 1)
    assert "Ward {2}" not in ch.keywords


def test_701_56b_a_cloaked_noncreature_card_cant_be_turned_face_up():
    s, g, oid = _cloak_game("Lightning Bolt", 5)
    d = s.decision
    assert not [o for o in d.options if o.kind == "turn_face_up"]
    with pytest.raises(ManameleeError):
        g.submit(d.id, ("turn_face_up", (oid, "cloak")))
    assert g.objects[oid].face_down and s.decision.id == d.id


def test_701_56c_a_cloaked_card_with_morph_turns_face_up_for_either_cost():
    s, g, oid = _cloak_game("Test Morpher", 8, made_up(*AINOK), more="Mountain")
    ways = {o.value[1] for o in s.decision.options if o.kind == "turn_face_up"}
    assert ways == {"morph", "cloak"}
    s.choose("turn_face_up", value=(oid, "morph"))
    assert g.chars(oid).name == "Test Morpher"


def test_701_56d_a_cloaked_card_with_disguise_turns_face_up_for_either_cost():
    s, g, oid = _cloak_game("Test Sneak", 8, made_up(*SNEAK), more="Plains")
    ways = {o.value[1] for o in s.decision.options if o.kind == "turn_face_up"}
    assert ways == {"disguise", "cloak"}
    s.choose("turn_face_up", value=(oid, "disguise"))
    assert g.chars(oid).name == "Test Sneak"


def test_701_56g_a_cloaked_instant_turned_face_up_by_an_effect_is_revealed_and_stays_face_down():
    from manamelee.engine.face_down import turn_face_up
    s, g, oid = _cloak_game("Lightning Bolt", 2, made_up(*WATCHER))
    s.battlefield(0, "Test Watcher")
    s.refresh()
    assert turn_face_up(g, oid, "701.56g") is False
    s.refresh()
    assert g.objects[oid].face_down and g.chars(oid).keywords == frozenset({"Ward {2}"})
    assert any("Lightning Bolt" in line for line in g.log)                  # revealed
    assert not g.turns[0].stack and g.players[0].life == 20                  # nothing triggered


def test_701_56a_cloak_a_card_from_your_hand_and_a_card_not_offered_is_rejected():
    s = scenario(made_up(*HAND_CLOAKER))
    s.hand(0, "Test Hand Cloaker", "Grizzly Bears", "Lightning Bolt")
    [lib] = s.library(0, "Savannah Lions")
    for _ in range(3):
        s.battlefield(0, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Hand Cloaker")
    for _ in range(10):
        if s.decision.kind == "choose_card":
            break
        s.pass_priority()
    d = s.decision
    assert sorted(o.label for o in d.options) == ["Grizzly Bears", "Lightning Bolt"]
    with pytest.raises(ManameleeError):
        g.submit(d.id, ("card", lib))                                       # a library card isn't in the hand
    assert s.decision.id == d.id
    s.choose("card", label="Grizzly Bears")
    resolve_stack(s)
    [oid] = [o for o in g.battlefield if g.objects[o].face_down]
    assert hand_names(g, 0) == ["Lightning Bolt"] and g.chars(oid).keywords == frozenset({"Ward {2}"})


def test_701_56a_cloak_the_top_card_of_that_players_library_under_your_control():
    s = scenario(made_up(*THIEF))
    thief = s.battlefield(0, "Test Thief")
    s.library(1, "Grizzly Bears", "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((thief, 1))
    s.pass_until(Step.COMBAT_DAMAGE)
    resolve_stack(s)
    [oid] = [o for o in g.battlefield if g.objects[o].face_down]
    assert g.controller(oid) == 0 and g.objects[oid].owner == 1
    assert [g.name(c) for c in g.players[1].library] == ["Forest"]


def test_701_56a_701_3a_cloak_then_attach_this_equipment_to_it():
    s = scenario(made_up(*COAT))
    s.hand(0, "Test Coat")
    s.library(0, "Grizzly Bears")
    for _ in range(3):
        s.battlefield(0, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Coat")
    resolve_stack(s)
    [oid] = [o for o in g.battlefield if g.objects[o].face_down]
    [coat] = s.on_battlefield("Test Coat")
    assert g.objects[coat].attached_to == oid and g.chars(oid).power == 3


def test_701_56a_e_608_2d_look_and_cloak_with_fewer_cards_than_asked_cloaks_them_all_without_a_choice():
    s = scenario(made_up(*HIDER))
    s.hand(0, "Test Hider")
    s.library(0, "Grizzly Bears", "Savannah Lions")
    s.battlefield(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Hider")
    resolve_stack(s)                                  # no choose_card decision: both are cloaked
    assert len([o for o in g.battlefield if g.objects[o].face_down]) == 2 and g.players[0].library == []


# ------------------------------------------------------------------------------------------------ triggers (708.8, 708.11)
def test_708_8_enters_or_is_turned_face_up_triggers_on_either_but_not_while_face_down():
    s = scenario(made_up(*GREETER))
    s.hand(0, "Test Greeter")
    for _ in range(4):
        s.battlefield(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    oid = _cast_disguised(s)
    assert g.players[0].life == 20                          # face down: no such ability as it enters (708.3)
    s.choose("turn_face_up", value=(oid, "disguise"))
    resolve_stack(s)
    assert g.players[0].life == 23


def test_708_8_whenever_this_or_another_creature_you_control_is_turned_face_up():
    s = scenario(made_up(*GREETER), made_up(*PAL), made_up(*WATCHER))
    s.hand(0, "Test Greeter")
    s.battlefield(0, "Test Pal")
    s.battlefield(0, "Test Watcher")
    for _ in range(4):
        s.battlefield(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    oid = _cast_disguised(s)
    s.choose("turn_face_up", value=(oid, "disguise"))
    resolve_stack(s)
    assert g.players[0].life == 20 + 3 + 1 + 2            # its own trigger, Test Pal's and Test Watcher's


def test_708_11_as_it_is_turned_face_up_a_counter_is_put_on_it():
    s = scenario(made_up(*SWELLER))
    s.hand(0, "Test Sweller")
    for _ in range(6):
        s.battlefield(0, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    oid = _cast_disguised(s)
    assert g.objects[oid].counters == {}
    s.choose("turn_face_up", value=(oid, "disguise"))
    assert g.objects[oid].counters == {"+1/+1": 1} and (g.chars(oid).power, g.chars(oid).toughness) == (2, 2)


# ------------------------------------------------------------------------------------------------ real cards
def test_real_forum_familiar_turned_face_up_bounces_another_permanent_and_grows():
    # "Disguise {1}{W}" / "When this creature is turned face up, return another target permanent you control to its
    # owner's hand and put a +1/+1 counter on this creature."
    s = scenario(real("Forum Familiar"))
    s.hand(0, "Forum Familiar")
    bears = s.battlefield(0, "Grizzly Bears")
    for _ in range(5):
        s.battlefield(0, "Plains")
    g = s.start(active=0, step=Step.MAIN1)
    oid = _cast_disguised(s)
    s.choose("turn_face_up", value=(oid, "disguise"))
    d = s.decision
    assert d.kind == "target" and ("obj", oid) not in [o.value for o in d.options]     # "another"
    s.choose("target", value=("obj", bears))
    resolve_stack(s)
    assert hand_names(g, 0) == ["Grizzly Bears"]
    assert g.chars(oid).name == "Forum Familiar" and (g.chars(oid).power, g.chars(oid).toughness) == (2, 2)


def test_real_sanguine_savior_hybrid_disguise_cost_and_lifelink_for_another_creature():
    # "Flying, lifelink" / "Disguise {W/B}{W/B}" / "When this creature is turned face up, another target creature you
    # control gains lifelink until end of turn."
    s = scenario(real("Sanguine Savior"))
    s.hand(0, "Sanguine Savior")
    bears = s.battlefield(0, "Grizzly Bears")
    for _ in range(3):
        s.battlefield(0, "Plains")
    for _ in range(2):
        s.battlefield(0, "Swamp")
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast_face", label="disguise")
    s.pass_until_resolved()
    [oid] = [o for o in g.battlefield if g.objects[o].face_down]
    assert "Flying" not in g.chars(oid).keywords and g.chars(oid).keywords == frozenset({"Ward {2}"})
    assert s.find("turn_face_up").value == (oid, "disguise")
    s.choose("turn_face_up")
    s.choose("target", value=("obj", bears))
    resolve_stack(s)
    assert {"Flying", "Lifelink"} <= g.chars(oid).keywords and "Lifelink" in g.chars(bears).keywords


def test_real_museum_nightwatch_face_down_has_no_dies_ability():
    # "When this creature dies, create a 2/2 white and blue Detective creature token." / "Disguise {1}{W}": a
    # face-down Nightwatch has none of its abilities (708.2), so it dying creates nothing; face up it does.
    s = scenario(real("Museum Nightwatch"))
    s.hand(0, "Museum Nightwatch")
    s.hand(1, "Lightning Bolt", "Lightning Bolt")
    for _ in range(3):
        s.battlefield(0, "Plains")
    for _ in range(6):
        s.battlefield(1, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    oid = _cast_disguised(s)
    s.pass_priority()
    s.cast("Lightning Bolt", oid)
    for _ in range(10):
        if s.decision.kind == "pay_or_not":
            break
        s.pass_priority()
    s.choose("pay")                                                   # ward {2} paid
    resolve_stack(s)
    assert grave_names(g, 0) == ["Museum Nightwatch"] and not [o for o in g.battlefield if g.controller(o) == 0
                                                                 and "Creature" in g.chars(o).types]


def test_real_hunted_bonebrute_enters_ability_triggers_neither_face_down_nor_as_it_turns_face_up():
    # "When this creature enters, target opponent creates two 1/1 white Dog creature tokens." / "Disguise {1}{B}"
    s = scenario(real("Hunted Bonebrute"))
    s.hand(0, "Hunted Bonebrute")
    for _ in range(5):
        s.battlefield(0, "Swamp")
    g = s.start(active=0, step=Step.MAIN1)
    oid = _cast_disguised(s)
    s.choose("turn_face_up", value=(oid, "disguise"))
    resolve_stack(s)
    assert g.chars(oid).name == "Hunted Bonebrute" and (g.chars(oid).power, g.chars(oid).toughness) == (6, 2)
    assert not [o for o in g.battlefield if g.controller(o) == 1]            # no Dogs (708.3, 708.8)


def test_real_bubble_smuggler_gets_four_counters_as_it_is_turned_face_up():
    # "Disguise {5}{U}" / "As this creature is turned face up, put four +1/+1 counters on it." (708.11)
    s = scenario(real("Bubble Smuggler"))
    s.hand(0, "Bubble Smuggler")
    for _ in range(9):
        s.battlefield(0, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    oid = _cast_disguised(s)
    s.choose("turn_face_up", value=(oid, "disguise"))
    assert g.objects[oid].counters == {"+1/+1": 4} and (g.chars(oid).power, g.chars(oid).toughness) == (6, 5)


def test_real_concealed_weapon_an_equipment_cast_face_down_is_a_creature_until_turned_face_up():
    # "Equipped creature gets +3/+0." / "Disguise {2}{R}" / "When this Equipment is turned face up, attach it to target
    # creature you control." / "Equip {1}{R}"
    s = scenario(real("Concealed Weapon"))
    s.hand(0, "Concealed Weapon")
    bears = s.battlefield(0, "Grizzly Bears")
    for _ in range(6):
        s.battlefield(0, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    oid = _cast_disguised(s)
    assert g.chars(oid).types == frozenset({"Creature"})
    s.choose("turn_face_up", value=(oid, "disguise"))
    s.choose("target", value=("obj", bears))
    resolve_stack(s)
    assert "Equipment" in g.chars(oid).subtypes and "Creature" not in g.chars(oid).types
    assert g.objects[oid].attached_to == bears and g.chars(bears).power == 5


def test_real_gadget_technician_makes_a_thopter_when_turned_face_up_not_when_cast_face_down():
    # "When this creature enters or is turned face up, create a 1/1 colorless Thopter artifact creature token with
    # flying." / "Disguise {U/R}{U/R}"
    s = scenario(real("Gadget Technician"))
    s.hand(0, "Gadget Technician")
    for _ in range(5):
        s.battlefield(0, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    oid = _cast_disguised(s)
    assert s.on_battlefield("Thopter") == []
    s.choose("turn_face_up", value=(oid, "disguise"))
    resolve_stack(s)
    [thopter] = s.on_battlefield("Thopter")
    assert "Flying" in g.chars(thopter).keywords


def test_real_hide_in_plain_sight_cloaks_two_of_the_top_five_one_at_a_time_and_bottoms_the_rest():
    # "Look at the top five cards of your library, cloak two of them, and put the rest on the bottom of your library
    # in a random order."
    s = scenario(real("Hide in Plain Sight"))
    s.hand(0, "Hide in Plain Sight")
    lib = s.library(0, "Grizzly Bears", "Lightning Bolt", "Savannah Lions", "Forest", "Island", "Plains")
    for _ in range(4):
        s.battlefield(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Hide in Plain Sight")
    for _ in range(10):
        if s.decision.kind == "choose_card":
            break
        s.pass_priority()
    assert sorted(o.label for o in s.decision.options) == ["Forest", "Grizzly Bears", "Island", "Lightning Bolt",
                                                           "Savannah Lions"]
    s.choose("card", label="Grizzly Bears")
    assert "Grizzly Bears" not in [o.label for o in s.decision.options]
    s.choose("card", label="Lightning Bolt")
    resolve_stack(s)
    down = [o for o in g.battlefield if g.objects[o].face_down]
    assert len(down) == 2 and all(g.chars(o).keywords == frozenset({"Ward {2}"}) for o in down)
    moves = [e for e in g.events if e.kind == "zone_change" and e.to_zone == BATTLEFIELD and e.rule == "701.56a"]
    assert len(moves) == 2                                            # 701.56e: one at a time
    library = g.players[0].library
    assert library[0] == lib[5] and {g.name(c) for c in library[1:]} == {"Savannah Lions", "Forest", "Island"}


def test_real_mastery_of_the_unseen_triggers_when_a_permanent_you_control_is_turned_face_up():
    # "Whenever a permanent you control is turned face up, you gain 1 life for each creature you control." /
    # "{3}{W}: Manifest the top card of your library."
    s = scenario(real("Mastery of the Unseen"))
    s.battlefield(0, "Mastery of the Unseen")
    s.battlefield(0, "Grizzly Bears")
    s.library(0, "Savannah Lions")
    for _ in range(5):
        s.battlefield(0, "Plains")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Mastery of the Unseen")
    resolve_stack(s)
    [oid] = [o for o in g.battlefield if g.objects[o].face_down]
    assert g.players[0].life == 20
    s.choose("turn_face_up", value=(oid, "manifest"))
    resolve_stack(s)
    assert g.chars(oid).name == "Savannah Lions" and g.players[0].life == 22          # two creatures
