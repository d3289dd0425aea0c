"""The Brothers' War meld pairs (712.5d-f), each card tested from its oracle text: Phyrexian Dragon Engine and Mishra,
Claimed by Gix meld into Mishra, Lost to Phyrexia; The Mightstone and Weakstone and Urza, Lord Protector into Urza,
Planeswalker; Argoth, Sanctum of Nature and Titania, Voice of Gaea into Titania, Gaea Incarnate (701.37a, 712.14c:
one permanent, back face up, represented by both cards; 712.8g: its mana value is the sum of its front faces')."""
from __future__ import annotations

from manamelee.engine.card_names import names_of_card
from manamelee.engine.constants import BATTLEFIELD, EXILE, GRAVEYARD, HAND, Step
from manamelee.engine.meld import MELD_PARTS, meld
from manamelee.engine.zones import discard, exile
from manamelee.scenario import Scenario

from .pool_helpers import pay_lands

MISHRA, ENGINE, MISHRA_LOST = "Mishra, Claimed by Gix", "Phyrexian Dragon Engine", "Mishra, Lost to Phyrexia"
STONE, URZA, URZA_PW = "The Mightstone and Weakstone", "Urza, Lord Protector", "Urza, Planeswalker"
ARGOTH, TITANIA, TITANIA_GI = "Argoth, Sanctum of Nature", "Titania, Voice of Gaea", "Titania, Gaea Incarnate"


def _answer(s: Scenario, modes=(), targets=(), discards=(), yes: bool | None = None, limit: int = 80) -> None:
    """Pass priority until the stack is empty, choosing modes and discarded cards by label and targets by value in
    the order given, and answering a yes/no with ``yes``."""
    g = s.g
    modes, targets, discards = list(modes), list(targets), list(discards)
    for _ in range(limit):
        d = s.decision
        if d.kind == "priority":
            if not any(t.stack for t in g.turns):
                assert not modes and not targets and not discards, (modes, targets, discards)
                return
            s.pass_priority()
        elif d.kind == "mode":
            s.choose("mode", label=modes.pop(0))
        elif d.kind == "target":
            s.choose("target", value=targets.pop(0))
        elif d.kind == "discard":
            s.choose("card", label=discards.pop(0))
        elif d.kind == "yes_no":
            assert yes is not None, d
            s.choose("yes" if yes else "no")
        elif d.kind == "order_triggers":
            g.submit(d.id, 0)
        else:
            raise AssertionError(f"unexpected decision {d}")
    raise AssertionError("the stack never emptied")


def _melded(s: Scenario, name: str, first: str, second: str, mv: int, colors: str) -> int:
    """712.14c / 712.4a: the one permanent named ``name``, represented by both cards; 712.8g: its mana value."""
    g = s.g
    [oid] = s.on_battlefield(name, 0)
    assert not s.on_battlefield(first) and not s.on_battlefield(second)
    o = g.objects[oid]
    assert sorted(c.name for c in o.note[MELD_PARTS]) == sorted([first, second])
    assert o.card.mana_cost.mana_value == mv
    assert g.chars(oid).colors == frozenset(colors)                                  # 204: its color indicator
    assert not any(g.objects[x].card.name in (first, second) for x in g.exile)      # both cards are the permanent
    return oid


# ============================================================================ 712.5d: Mishra, Lost to Phyrexia
def test_712_5d_701_37a_attacking_mishra_and_dragon_engine_drain_then_meld_tapped_and_attacking():
    s = Scenario(2)
    mishra = s.battlefield(0, MISHRA)
    engine = s.battlefield(0, ENGINE)
    bear = s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Forest", "Island", "Swamp")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((mishra, 1), (engine, 1))
    # Mishra, Lost to Phyrexia enters: choose three (603.3c) — the Bears is the target of the 3 damage
    _answer(s, modes=["discards two", "3 damage", "-1/-1"], targets=[("player", 1), ("obj", bear)],
            discards=["Forest", "Island"])
    # "each opponent loses X life and you gain X life, where X is the number of attacking creatures": two attackers
    assert (g.players[0].life, g.players[1].life) == (22, 18)
    lost = _melded(s, MISHRA_LOST, MISHRA, ENGINE, 4 + 3, "BR")
    ch = g.chars(lost)
    assert (ch.power, ch.toughness) == (9, 9)
    assert g.objects[lost].tapped and g.turns[0].combat.attackers[lost] == ("player", 1)      # 508.4
    assert [g.objects[c].card.name for c in g.players[1].hand] == ["Swamp"]                # discarded two
    assert s.zone_of("Grizzly Bears", 1)[0][0] == GRAVEYARD                                  # 3 damage
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 18 - 9                                                        # it was attacking


def test_712_5d_no_meld_unless_both_are_attacking_and_you_own_and_control_them():
    s = Scenario(2)
    mishra = s.battlefield(0, MISHRA)
    s.battlefield(0, ENGINE)                                   # stays home
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((mishra, 1))
    _answer(s)
    assert (g.players[0].life, g.players[1].life) == (21, 19)  # X = 1 attacking creature
    assert not s.on_battlefield(MISHRA_LOST) and s.on_battlefield(ENGINE, 0) and s.on_battlefield(MISHRA, 0)

    s = Scenario(2)
    mishra = s.battlefield(0, MISHRA)
    engine = s.battlefield(0, ENGINE, owner=1)                 # controlled, not owned
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((mishra, 1), (engine, 1))
    _answer(s)
    assert (g.players[0].life, g.players[1].life) == (22, 18)
    assert not s.on_battlefield(MISHRA_LOST) and not g.exile
    assert g.turns[0].combat.attackers.keys() >= {mishra, engine}


def _mishra_lost_in_main(s: Scenario) -> int:
    """Mishra, Lost to Phyrexia melded at the start of a main phase (701.37a through the engine's meld)."""
    g = s.start(active=0, step=Step.MAIN1)
    a = exile(g, s.on_battlefield(MISHRA, 0)[0])
    b = exile(g, s.on_battlefield(ENGINE, 0)[0])
    assert a is not None and b is not None
    nid = meld(g, a, b, 0)
    assert nid is not None
    g.objects[nid].since = 0              # as if it had been under your control since the turn began (302.6)
    s.refresh()
    return nid


def test_712_5d_mishra_lost_to_phyrexia_enters_or_attacks_choose_three_modes():
    s = Scenario(2)
    s.battlefield(0, MISHRA)
    s.battlefield(0, ENGINE)
    mine = s.battlefield(0, "Grizzly Bears")
    ring = s.battlefield(1, "Sol Ring")
    theirs = s.battlefield(1, "Serra Angel")
    lost = _mishra_lost_in_main(s)
    g = s.g
    # enters: destroy target artifact, menace and trample for your creatures, two tapped Powerstones
    _answer(s, modes=["Destroy target artifact", "menace and trample", "Powerstone"], targets=[("obj", ring)])
    assert s.zone_of("Sol Ring", 1)[0][0] == GRAVEYARD
    assert {"Menace", "Trample"} <= g.chars(mine).keywords and {"Menace", "Trample"} <= g.chars(lost).keywords
    stones = s.on_battlefield("Powerstone", 0)
    assert len(stones) == 2 and all(g.objects[p].tapped and g.objects[p].token for p in stones)
    assert g.chars(stones[0]).types == frozenset({"Artifact"}) and "Powerstone" in g.chars(stones[0]).subtypes
    # attacks: the choice is made again; creatures you don't control get -1/-1
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((lost, 1))
    _answer(s, modes=["3 damage", "-1/-1", "Powerstone"], targets=[("player", 1)])
    ang = g.chars(theirs)
    assert (ang.power, ang.toughness) == (3, 3) and g.chars(mine).power == 2       # only theirs (a 4/4)
    assert g.players[1].life == 17 and len(s.on_battlefield("Powerstone", 0)) == 4


def test_111_10h_106_6_powerstone_mana_cant_be_spent_on_a_nonartifact_spell():
    s = Scenario(2)
    s.battlefield(0, MISHRA)
    s.battlefield(0, ENGINE)
    _mishra_lost_in_main(s)
    _answer(s, modes=["discards two", "3 damage", "Powerstone"], targets=[("player", 1), ("player", 1)])
    g = s.g
    for p in s.on_battlefield("Powerstone", 0):
        g.objects[p].tapped = False
    s.hand(0, "Divination", "Mind Stone")
    s.battlefield(0, "Island")
    s.refresh()
    labels = [o.label for o in s.decision.options if o.kind == "cast"]
    assert any("Mind Stone" in x for x in labels)                   # {2}: two Powerstones pay an artifact spell
    assert not any("Divination" in x for x in labels)               # {2}{U}: not with Powerstone mana


def test_712_5d_phyrexian_dragon_engine_unearthed_enters_from_your_graveyard_may_discard_hand_to_draw_three():
    s = Scenario(2)
    s.graveyard(0, ENGINE)
    s.hand(0, "Forest", "Island")
    s.library(0, "Plains", "Swamp", "Mountain", "Grizzly Bears")
    pay_lands(s, 0, "{3}{R}{R}")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate(ENGINE)                                             # unearth {3}{R}{R} (702.84a)
    _answer(s, yes=True)
    [eng] = s.on_battlefield(ENGINE, 0)
    assert "Double strike" in g.chars(eng).keywords
    assert sorted(g.objects[c].card.name for c in g.players[0].hand) == ["Mountain", "Plains", "Swamp"]
    assert sorted(g.objects[c].card.name for c in g.players[0].graveyard) == ["Forest", "Island"]


def test_712_5d_phyrexian_dragon_engine_cast_from_hand_doesnt_trigger():
    s = Scenario(2)
    s.hand(0, ENGINE)
    s.hand(0, "Forest")
    s.library(0, "Plains", "Swamp", "Mountain")
    pay_lands(s, 0, "{3}")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast(ENGINE)
    _answer(s)                                                     # no "you may" is asked
    assert s.on_battlefield(ENGINE, 0) and [g.objects[c].card.name for c in g.players[0].hand] == ["Forest"]


# ============================================================================ 712.5e: Urza, Planeswalker
def _urza_pw(s: Scenario) -> int:
    """Urza, Lord Protector's {7} meld ability, paid with five Plains and The Mightstone and Weakstone's {C}{C} (its
    mana can't be spent to cast nonartifact spells, 106.6: an ability's cost may use it)."""
    s.battlefield(0, URZA)
    s.battlefield(0, STONE)
    s.lands(0, "Plains", 5)
    s.start(active=0, step=Step.MAIN1)
    s.activate(URZA)
    _answer(s)
    return _melded(s, URZA_PW, URZA, STONE, 3 + 5, "WU")


def test_712_5e_701_37a_urza_lord_protector_melds_with_the_mightstone_and_weakstone():
    s = Scenario(2)
    urza = _urza_pw(s)
    g = s.g
    assert g.objects[urza].counters["loyalty"] == 7 and "Planeswalker" in g.chars(urza).types      # 306.5b
    assert all(g.objects[o].tapped for o in s.on_battlefield("Plains", 0))


def test_712_5e_no_meld_without_owning_the_mightstone_and_as_a_sorcery_only():
    s = Scenario(2)
    urza = s.battlefield(0, URZA)
    stone = s.battlefield(0, STONE, owner=1)                         # controlled, not owned
    s.lands(0, "Plains", 7)
    g = s.start(active=0, step=Step.MAIN1)
    s.activate(URZA)
    _answer(s)
    assert g.objects[urza].zone == BATTLEFIELD and g.objects[stone].zone == BATTLEFIELD and not g.exile
    s2 = Scenario(2)
    s2.battlefield(0, URZA)
    s2.battlefield(0, STONE)
    s2.lands(0, "Plains", 7)
    s2.start(active=1, step=Step.MAIN1)
    s2.pass_priority()                                               # player 0's priority in an opponent's turn
    assert s2.decision.player == 0 and not any(o.kind == "activate" and URZA in o.label
                                               for o in s2.decision.options)


def test_712_5e_the_mightstone_and_weakstone_enters_choose_one():
    s = Scenario(2)
    s.hand(0, STONE)
    s.library(0, "Plains", "Island")
    angel = s.battlefield(1, "Serra Angel")
    pay_lands(s, 0, "{5}")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast(STONE)
    _answer(s, modes=["Draw two"])
    assert len(g.players[0].hand) == 2 and angel in g.battlefield
    s = Scenario(2)
    s.hand(0, STONE)
    angel = s.battlefield(1, "Serra Angel")
    pay_lands(s, 0, "{5}")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast(STONE)
    _answer(s, modes=["-5/-5"], targets=[("obj", angel)])
    assert s.zone_of("Serra Angel", 1)[0][0] == GRAVEYARD


def test_106_6_mightstone_mana_pays_artifact_spells_not_nonartifact_spells():
    s = Scenario(2)
    s.battlefield(0, STONE)
    s.battlefield(0, "Island")
    s.hand(0, "Divination", "Mind Stone")
    s.start(active=0, step=Step.MAIN1)
    labels = [o.label for o in s.decision.options if o.kind == "cast"]
    assert any("Mind Stone" in x for x in labels)
    assert not any("Divination" in x for x in labels)


def test_601_2f_urza_lord_protector_artifact_instant_and_sorcery_spells_cost_1_less():
    s = Scenario(2)
    s.battlefield(0, URZA)
    s.battlefield(0, "Island")
    s.battlefield(0, "Forest")
    s.hand(0, "Divination", "Mind Stone", "Craw Wurm", "Think Twice")
    s.start(active=0, step=Step.MAIN1)
    labels = [o.label for o in s.decision.options if o.kind == "cast"]
    assert any("Divination" in x for x in labels)                 # {2}{U} -> {1}{U}
    assert any("Mind Stone" in x for x in labels)                 # {2} -> {1}
    assert any("Think Twice" in x for x in labels)                # instant {1}{U} -> {U}
    s2 = Scenario(2)
    s2.battlefield(0, URZA)
    s2.battlefield(0, "Forest")
    s2.hand(0, "Grizzly Bears")                                    # a creature spell: {1}{G} stays
    s2.start(active=0, step=Step.MAIN1)
    assert not any(o.kind == "cast" for o in s2.decision.options)


def _activate_loyalty(s: Scenario, urza: int, label: str, *targets) -> None:
    d = s.decision
    opt = next(o for o in d.options if o.kind == "activate" and o.value[0] == urza and label in o.label)
    s.g.submit(d.id, opt)
    for t in targets:
        s.choose("target", value=t)


def _loyalty_options(s: Scenario, urza: int) -> list:
    return [o for o in s.decision.options if o.kind == "activate" and o.value[0] == urza]


def test_606_3_urza_planeswalker_loyalty_abilities_twice_each_turn():
    s = Scenario(2)
    urza = _urza_pw(s)
    g = s.g
    s.library(0, "Plains", "Island", "Swamp")
    _activate_loyalty(s, urza, "[+1]")
    _answer(s, discards=["Island"])
    assert [g.objects[c].card.name for c in g.players[0].hand] == ["Plains"]           # drew two, discarded one
    assert [g.objects[c].card.name for c in g.players[0].graveyard] == ["Island"]
    assert g.objects[urza].counters["loyalty"] == 8
    assert _loyalty_options(s, urza)                                                     # a second activation
    _activate_loyalty(s, urza, "[0]")
    _answer(s)
    soldiers = s.on_battlefield("Soldier", 0)
    assert len(soldiers) == 2 and all(g.chars(x).types == frozenset({"Artifact", "Creature"})
                                      and not g.chars(x).colors and g.chars(x).power == 1 for x in soldiers)
    assert not _loyalty_options(s, urza)                                                 # not a third time


def test_606_3_other_planeswalkers_still_once_each_turn():
    s = Scenario(2)
    jace = s.battlefield(0, "Jace Beleren")
    s.library(0, "Plains", "Island")
    s.library(1, "Plains", "Island")
    s.start(active=0, step=Step.MAIN1)
    _activate_loyalty(s, jace, "[+2]")
    _answer(s)
    assert not _loyalty_options(s, jace)


def test_urza_planeswalker_plus_2_spells_cost_2_less_this_turn_and_gain_2_life():
    s = Scenario(2)
    urza = _urza_pw(s)
    g = s.g
    s.hand(0, "Mind Stone", "Grizzly Bears")
    _activate_loyalty(s, urza, "[+2]")
    _answer(s)
    assert g.players[0].life == 22 and g.objects[urza].counters["loyalty"] == 9
    labels = [o.label for o in s.decision.options if o.kind == "cast"]
    assert any("Mind Stone" in x for x in labels)                 # {2} -> {0}: no untapped land needed
    assert not any("Grizzly Bears" in x for x in labels)


def test_urza_planeswalker_minus_3_exiles_target_nonland_permanent():
    s = Scenario(2)
    angel = s.battlefield(1, "Serra Angel")
    forest = s.battlefield(1, "Forest")
    urza = _urza_pw(s)
    _activate_loyalty(s, urza, "[\u22123]")
    d = s.decision
    assert d.kind == "target" and ("obj", forest) not in [o.value for o in d.options]
    s.choose("target", value=("obj", angel))
    _answer(s)
    assert s.zone_of("Serra Angel", 1)[0][0] == EXILE and s.g.objects[urza].counters["loyalty"] == 4


def test_urza_planeswalker_minus_10_artifacts_and_planeswalkers_you_control_survive_destroy_all_nonland():
    s = Scenario(2)
    angel = s.battlefield(1, "Serra Angel")
    their_ring = s.battlefield(1, "Sol Ring")
    bear = s.battlefield(0, "Grizzly Bears")
    ring = s.battlefield(0, "Sol Ring")
    urza = _urza_pw(s)
    g = s.g
    g.objects[urza].counters["loyalty"] = 11
    s.refresh()
    _activate_loyalty(s, urza, "[\u221210]")
    _answer(s)
    assert g.objects[urza].zone == BATTLEFIELD and g.objects[urza].counters["loyalty"] == 1    # indestructible
    assert g.objects[ring].zone == BATTLEFIELD                                        # your artifact: indestructible
    assert all(s.zone_of(n, p)[0][0] == GRAVEYARD for n, p in (("Serra Angel", 1), ("Grizzly Bears", 0)))
    assert s.zone_of("Sol Ring", 1)[0][0] == GRAVEYARD                              # theirs isn't
    assert len(s.on_battlefield("Plains", 0)) == 5                                  # lands stay
    assert not {angel, their_ring, bear} & set(g.battlefield)


# ============================================================================ 712.5f: Titania, Gaea Incarnate
def test_712_5f_701_37a_titania_and_argoth_meld_in_your_upkeep_with_four_land_cards_in_your_graveyard():
    s = Scenario(2)
    s.battlefield(0, TITANIA)
    s.battlefield(0, ARGOTH)
    s.battlefield(0, "Forest")
    s.graveyard(0, "Plains", "Island", "Swamp", "Mountain", "Grizzly Bears")
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    _answer(s)
    tit = _melded(s, TITANIA_GI, TITANIA, ARGOTH, 3 + 0, "G")
    # When Titania enters, return all land cards from your graveyard to the battlefield tapped
    back = [s.on_battlefield(n, 0)[0] for n in ("Plains", "Island", "Swamp", "Mountain")]
    assert all(g.objects[x].tapped for x in back)
    assert [g.objects[c].card.name for c in g.players[0].graveyard] == ["Grizzly Bears"]
    ch = g.chars(tit)
    assert (ch.power, ch.toughness) == (5, 5)                                      # Forest + the four returned
    assert {"Vigilance", "Reach", "Trample", "Haste"} <= ch.keywords


def test_712_5f_no_meld_with_three_land_cards_or_when_argoth_isnt_yours():
    s = Scenario(2)
    s.battlefield(0, TITANIA)
    s.battlefield(0, ARGOTH)
    s.graveyard(0, "Plains", "Island", "Swamp")
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    _answer(s)
    assert not s.on_battlefield(TITANIA_GI) and not any(t.stack for t in g.turns)   # 603.4: it didn't trigger
    s = Scenario(2)
    s.battlefield(0, TITANIA)
    s.battlefield(0, ARGOTH, owner=1)
    s.graveyard(0, "Plains", "Island", "Swamp", "Mountain")
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    _answer(s)
    assert not s.on_battlefield(TITANIA_GI) and s.on_battlefield(ARGOTH, 0) and not g.exile


def test_titania_voice_of_gaea_gains_2_life_once_for_lands_put_into_your_graveyard_together():
    s = Scenario(2)
    s.battlefield(0, TITANIA)
    s.battlefield(0, ARGOTH)
    s.library(0, "Plains", "Island", "Swamp", "Grizzly Bears")
    pay_lands(s, 0, "{2}{G}{G}")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate(ARGOTH, index=1)                    # create a 2/2 green Bear, then mill three (three lands)
    _answer(s)
    assert g.players[0].life == 22                 # one event, one trigger (603.2c)
    [bear] = s.on_battlefield("Bear", 0)
    assert g.chars(bear).colors == frozenset("G") and (g.chars(bear).power, g.chars(bear).toughness) == (2, 2)
    assert len(g.players[0].graveyard) == 3


def test_titania_voice_of_gaea_a_nonland_card_gains_nothing_a_discarded_land_does():
    s = Scenario(2)
    s.battlefield(0, TITANIA)
    s.hand(0, "Grizzly Bears")
    s.library(0, "Plains", "Swamp", "Forest", "Island")
    g = s.start(active=0, step=Step.MAIN1)
    discard(g, 0, g.players[0].hand[0])
    s.refresh()
    _answer(s)
    assert g.players[0].life == 20
    land = s.library(0, "Mountain")[0]
    g.players[0].library.remove(land)
    g.players[0].hand.append(land)
    g.objects[land].zone = HAND
    discard(g, 0, land)
    s.refresh()
    _answer(s)
    assert g.players[0].life == 22                 # "from anywhere": a land card discarded from the hand


def test_614_1d_argoth_enters_tapped_unless_you_control_a_legendary_green_creature():
    s = Scenario(2)
    s.battlefield(0, "Grizzly Bears")              # green, not legendary
    s.hand(0, ARGOTH)
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("land")
    [argoth] = s.on_battlefield(ARGOTH, 0)
    assert g.objects[argoth].tapped
    s = Scenario(2)
    s.battlefield(0, TITANIA)                      # a legendary green creature
    s.hand(0, ARGOTH)
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("land")
    [argoth] = s.on_battlefield(ARGOTH, 0)
    assert not g.objects[argoth].tapped


def test_titania_gaea_incarnate_power_toughness_and_four_counters_on_a_land_that_becomes_a_creature():
    s = Scenario(2)
    s.battlefield(0, TITANIA)
    s.battlefield(0, ARGOTH)
    s.graveyard(0, "Plains", "Island", "Swamp", "Mountain")
    s.lands(0, "Forest", 4)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    _answer(s)
    [tit] = s.on_battlefield(TITANIA_GI, 0)
    assert (g.chars(tit).power, g.chars(tit).toughness) == (8, 8)                  # 4 Forests + 4 returned lands
    s.pass_until(Step.MAIN1)
    plains = s.on_battlefield("Plains", 0)[0]
    s.activate(TITANIA_GI, ("obj", plains))                                         # {3}{G}, four Forests
    _answer(s)
    ch = g.chars(plains)
    assert {"Land", "Creature"} <= ch.types and "Elemental" in ch.subtypes and "Haste" in ch.keywords
    assert (ch.power, ch.toughness) == (4, 4) and g.objects[plains].counters["+1/+1"] == 4
    s.pass_to_later_turn(0, Step.MAIN1)                                             # no duration: it stays
    assert {"Land", "Creature"} <= g.chars(plains).types


# ============================================================================ 712.19: card names
def test_712_19_the_new_meld_cards_offer_their_front_face_and_the_combined_back_face():
    s = Scenario(2)
    for front, back in ((MISHRA, MISHRA_LOST), (ENGINE, MISHRA_LOST), (STONE, URZA_PW), (URZA, URZA_PW),
                        (ARGOTH, TITANIA_GI), (TITANIA, TITANIA_GI)):
        assert [n for n, _ in names_of_card(s.pool[front])] == [front, back]
