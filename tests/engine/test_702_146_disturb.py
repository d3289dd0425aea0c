"""Disturb (702.146) and casting a transforming double-faced card transformed (712.11a, 712.11d, 712.8c), on real
cards compiled from their oracle text: Beloved Beggar // Generous Soul, Lunarch Veteran // Luminous Phantom,
Baithook Angler // Hook-Haunt Drifter, Mourning Patrol // Morning Apparition, Galedrifter // Waildrifter and Drogskol
Infantry // Drogskol Armaments; made-up cards where no real card differs in timing between its faces (712.11c)."""
from __future__ import annotations

import pytest

from manamelee.engine import events as ev
from manamelee.engine.constants import BATTLEFIELD, EXILE, GRAVEYARD, STACK, Step
from manamelee.engine.decisions import Option
from manamelee.engine.errors import IllegalOption
from manamelee.engine.faces import mana_value, transformed
from manamelee.engine.meld import meld

from ..cards.oracle.productions.real_cards import real, scenario_of
from ..cards.oracle.productions.test_disturb import made_up_dfc
from ..cards.pool_helpers import pay_lands, resolve_stack
from .test_decision_api import state

BEGGAR = "Beloved Beggar // Generous Soul"        # {1}{W} 0/4; Disturb {4}{W}{W} // 4/4 flying, vigilance
VETERAN = "Lunarch Veteran // Luminous Phantom"   # {W} 1/1; Disturb {1}{W} // 1/1 flying, "another creature ... leaves"
ANGLER = "Baithook Angler // Hook-Haunt Drifter"  # {1}{U} 2/1; Disturb {1}{U} // 1/2 flying
PATROL = "Mourning Patrol // Morning Apparition"  # {2}{W} 2/3 vigilance; Disturb {3}{W} // 2/1 flying, vigilance
GALE = "Galedrifter // Waildrifter"               # {3}{U} 3/2 flying; Disturb {4}{U} // 2/2 flying
INFANTRY = "Drogskol Infantry // Drogskol Armaments"  # {1}{W} 2/2; Disturb {3}{W} // Aura, enchanted creature +2/+2


def _scenario(*names: str):
    return scenario_of(*(real(n) for n in names))


def _disturb(s, front: str | None = None) -> list[Option]:
    return [o for o in s.decision.options if o.kind == "cast_alt" and "(Disturb" in o.label
            and (front is None or o.label.startswith(f"cast {front} "))]


def _cast_disturbed(s, front: str) -> None:
    [o] = _disturb(s, front)
    s.g.submit(s.decision.id, o)


def _rejected(g, d, answer: Option) -> None:
    """Bad input: the answer isn't one of the decision's options; it is refused and nothing changes."""
    before = state(g)
    with pytest.raises(IllegalOption):
        g.submit(d.id, answer)
    assert state(g) == before


# ----------------------------------------------------------------------------- 702.146a
def test_702_146a_beloved_beggar_is_cast_transformed_from_the_graveyard_for_its_disturb_cost():
    s = _scenario(BEGGAR)
    beggar = s.graveyard(0, "Beloved Beggar")
    lands = pay_lands(s, 0, "{4}{W}{W}")
    g = s.start(active=0, step=Step.MAIN1)
    [o] = _disturb(s)
    assert o.value[0] == beggar and o.label == "cast Beloved Beggar (Disturb {4}{W}{W})"
    g.submit(s.decision.id, o)
    assert all(g.objects[x].tapped for x in lands)                  # six mana, not its mana cost {1}{W}
    item = g.turns[0].stack[-1]
    assert item.name == "Generous Soul" and g.objects[item.source].zone == STACK
    assert g.players[0].graveyard == []
    assert any(e.kind == ev.CAST and e.args.get("card") == "Generous Soul" for e in g.events)


def test_702_146a_the_disturb_cost_must_be_paid_in_full():
    s = _scenario(BEGGAR)
    beggar = s.graveyard(0, "Beloved Beggar")
    pay_lands(s, 0, "{3}{W}{W}")                                     # five lands: the mana cost {1}{W} twice over
    g = s.start(active=0, step=Step.MAIN1)
    assert _disturb(s) == []
    _rejected(g, s.decision, Option("cast_alt", "casting.opt.cast_with", (beggar, 0),
                                    (("card", "Beloved Beggar"), ("how", "Disturb {4}{W}{W}"))))


def test_702_146a_disturb_casts_from_the_graveyard_only_not_from_a_hand():
    s = _scenario(BEGGAR)
    beggar = s.hand(0, "Beloved Beggar")
    pay_lands(s, 0, "{4}{W}{W}")
    g = s.start(active=0, step=Step.MAIN1)
    assert _disturb(s) == []
    assert [o.value for o in s.decision.options if o.kind == "cast"] == [beggar]    # the front face, as usual
    _rejected(g, s.decision, Option("cast_alt", "casting.opt.cast_with", (beggar, 0),
                                    (("card", "Beloved Beggar"), ("how", "Disturb {4}{W}{W}"))))
    s.cast("Beloved Beggar")
    assert g.turns[0].stack[-1].name == "Beloved Beggar"


def test_702_146a_only_the_owner_casts_it_from_their_graveyard():
    s = _scenario(ANGLER)
    s.graveyard(1, "Baithook Angler")
    pay_lands(s, 0, "{1}{U}")
    s.start(active=0, step=Step.MAIN1)
    assert _disturb(s) == []


def test_702_146a_712_11c_the_back_face_creature_keeps_sorcery_timing():
    s = _scenario(ANGLER)
    angler = s.graveyard(0, "Baithook Angler")
    pay_lands(s, 0, "{1}{U}")
    g = s.start(active=1, step=Step.MAIN1)
    s.pass_priority()                                                # P0 has priority in P1's turn
    assert s.decision.player == 0 and _disturb(s) == []
    _rejected(g, s.decision, Option("cast_alt", "casting.opt.cast_with", (angler, 0),
                                    (("card", "Baithook Angler"), ("how", "Disturb {1}{U}"))))


# ----------------------------------------------------------------------------- 702.146b, 712.8c, 712.8e
def test_702_146b_the_spell_and_the_permanent_have_the_back_face_up_and_the_front_faces_mana_value():
    s = _scenario(VETERAN)
    s.graveyard(0, "Lunarch Veteran")
    pay_lands(s, 0, "{1}{W}")
    g = s.start(active=0, step=Step.MAIN1)
    _cast_disturbed(s, "Lunarch Veteran")
    spell = g.objects[g.turns[0].stack[-1].source]
    assert spell.card.name == "Luminous Phantom" and spell.card.mana_cost.mana_value == 0
    assert mana_value(spell) == 1                                    # 712.8c: {W}, not the {1}{W} paid
    resolve_stack(s)
    [phantom] = s.on_battlefield("Luminous Phantom", 0)
    o = g.objects[phantom]
    ch = g.chars(phantom)
    assert transformed(o) and mana_value(o) == 1                     # 701.28g; 712.8e
    assert (ch.name, ch.power, ch.toughness) == ("Luminous Phantom", 1, 1) and "Flying" in ch.keywords


def test_702_146b_the_back_faces_abilities_work_on_the_battlefield():
    # Luminous Phantom: "Whenever another creature you control leaves the battlefield, you gain 1 life."
    s = _scenario(VETERAN)
    s.graveyard(0, "Lunarch Veteran")
    pay_lands(s, 0, "{1}{W}")
    bear = s.battlefield(0, "Grizzly Bears")
    s.hand(1, "Murder")
    pay_lands(s, 1, "{1}{B}{B}")
    g = s.start(active=0, step=Step.MAIN1)
    _cast_disturbed(s, "Lunarch Veteran")
    resolve_stack(s)
    assert g.players[0].life == 20            # Lunarch Veteran's "another creature you control enters" isn't there
    s.pass_priority()
    s.cast("Murder", bear)
    resolve_stack(s)
    assert g.players[0].life == 21


def test_712_8c_a_spell_cast_transformed_is_checked_with_its_front_faces_mana_value():
    # Brisela, Voice of Nightmares: "Your opponents can't cast spells with mana value 3 or less."
    s = _scenario(BEGGAR, GALE)
    s.graveyard(0, "Beloved Beggar")                                 # {1}{W}: mana value 2
    s.graveyard(0, "Galedrifter")                                    # {3}{U}: mana value 4
    pay_lands(s, 0, "{4}{W}{W}")
    pay_lands(s, 0, "{4}{U}")
    bruna, gisela = s.exile(1, "Bruna, the Fading Light"), s.exile(1, "Gisela, the Broken Blade")
    g = s.start(active=0, step=Step.MAIN1)
    assert meld(g, bruna, gisela, 1) is not None
    s.refresh()
    assert [o.label for o in _disturb(s)] == ["cast Galedrifter (Disturb {4}{U})"]
    _cast_disturbed(s, "Galedrifter")
    resolve_stack(s)
    [w] = s.on_battlefield("Waildrifter", 0)
    assert mana_value(g.objects[w]) == 4


# ----------------------------------------------------------------------------- 712.11d
def test_712_11d_the_aura_back_face_is_cast_from_the_graveyard_by_the_front_faces_disturb_ability():
    s = _scenario(INFANTRY)
    s.graveyard(0, "Drogskol Infantry")
    pay_lands(s, 0, "{3}{W}")
    bear = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    _cast_disturbed(s, "Drogskol Infantry")
    d = s.decision                                                   # 303.4a: an Aura spell targets
    assert d.kind == "target" and {o.value for o in d.options if o.kind == "target"} == {("obj", bear)}
    s.choose("target", value=("obj", bear))
    spell = g.objects[g.turns[0].stack[-1].source]
    assert spell.card.name == "Drogskol Armaments" and "Aura" in spell.card.subtypes
    assert not spell.card.extra.get("cast_methods")                 # the back face has no disturb ability itself
    resolve_stack(s)
    [armaments] = s.on_battlefield("Drogskol Armaments", 0)
    assert g.objects[armaments].attached_to == bear and (g.chars(bear).power, g.chars(bear).toughness) == (4, 4)


def test_712_11c_712_11d_without_a_creature_to_enchant_the_aura_back_face_cant_be_cast():
    s = _scenario(INFANTRY)
    infantry = s.graveyard(0, "Drogskol Infantry")                  # its front face, a creature, needs no target
    pay_lands(s, 0, "{3}{W}")
    g = s.start(active=0, step=Step.MAIN1)
    assert _disturb(s) == []
    _rejected(g, s.decision, Option("cast_alt", "casting.opt.cast_with", (infantry, 0),
                                    (("card", "Drogskol Infantry"), ("how", "Disturb {3}{W}"))))


SWIFT = made_up_dfc(("Test Swift Squire", "Creature — Human", "Flash\nDisturb {1}{W}", "1/1", "{W}"),
                    ("Test Slow Shade", "Creature — Spirit", "Flying", "1/1"), ("Disturb", "Flash", "Flying"))
SLOW = made_up_dfc(("Test Slow Squire", "Creature — Human", "Disturb {1}{W}", "1/1", "{W}"),
                   ("Test Swift Shade", "Creature — Spirit", "Flash\nFlying", "1/1"), ("Disturb", "Flash", "Flying"))


def test_712_11c_the_timing_of_a_spell_cast_transformed_is_its_back_faces():
    s = scenario_of(SWIFT, SLOW)
    s.graveyard(0, "Test Swift Squire")                             # flash on the front face only
    s.graveyard(0, "Test Slow Squire")                              # flash on the back face only
    pay_lands(s, 0, "{1}{W}")
    g = s.start(active=1, step=Step.MAIN1)
    s.pass_priority()
    assert s.decision.player == 0
    assert [o.label for o in _disturb(s)] == ["cast Test Slow Squire (Disturb {1}{W})"]
    _cast_disturbed(s, "Test Slow Squire")
    resolve_stack(s)
    assert s.on_battlefield("Test Swift Shade", 0)


# ----------------------------------------------------------------------------- the back faces' exile replacement
def test_614_1a_generous_soul_would_die_and_is_exiled_instead_the_front_face_just_dies():
    s = _scenario(BEGGAR)
    s.graveyard(0, "Beloved Beggar")
    pay_lands(s, 0, "{4}{W}{W}")
    beggar2 = s.battlefield(0, "Beloved Beggar")
    s.hand(1, "Murder", "Murder")
    pay_lands(s, 1, "{1}{B}{B}")
    pay_lands(s, 1, "{1}{B}{B}")
    g = s.start(active=0, step=Step.MAIN1)
    _cast_disturbed(s, "Beloved Beggar")
    resolve_stack(s)
    [soul] = s.on_battlefield("Generous Soul", 0)
    s.pass_priority()
    s.cast("Murder", soul)
    resolve_stack(s)
    assert not s.on_battlefield("Generous Soul") and g.players[0].graveyard == []
    assert [g.objects[x].card.name for x in g.exile] == ["Beloved Beggar"]
    assert not any(e.kind == ev.ZONE_CHANGE and e.from_zone == BATTLEFIELD and e.to_zone == GRAVEYARD
                   for e in g.events)                                # it never died
    s.pass_priority()
    s.cast("Murder", beggar2)
    resolve_stack(s)
    assert [g.objects[x].card.name for x in g.players[0].graveyard] == ["Beloved Beggar"]


def test_614_1a_morning_apparition_countered_on_the_stack_is_exiled_instead():
    s = _scenario(PATROL)
    s.graveyard(0, "Mourning Patrol")
    pay_lands(s, 0, "{3}{W}")
    s.hand(1, "Cancel")
    pay_lands(s, 1, "{1}{U}{U}")
    g = s.start(active=0, step=Step.MAIN1)
    _cast_disturbed(s, "Mourning Patrol")
    spell = g.turns[0].stack[-1].source
    s.pass_priority()
    s.cast("Cancel", spell)
    resolve_stack(s)
    assert [z for z, _ in s.zone_of("Mourning Patrol", 0)] == [EXILE] and g.players[0].graveyard == []


def test_614_1a_an_aura_back_face_put_into_the_graveyard_by_704_5m_is_exiled_instead():
    s = _scenario(INFANTRY)
    s.graveyard(0, "Drogskol Infantry")
    pay_lands(s, 0, "{3}{W}")
    bear = s.battlefield(0, "Grizzly Bears")
    s.hand(1, "Murder")
    pay_lands(s, 1, "{1}{B}{B}")
    g = s.start(active=0, step=Step.MAIN1)
    _cast_disturbed(s, "Drogskol Infantry")
    s.choose("target", value=("obj", bear))
    resolve_stack(s)
    s.pass_priority()
    s.cast("Murder", bear)
    resolve_stack(s)
    assert [g.objects[x].card.name for x in g.players[0].graveyard] == ["Grizzly Bears"]
    assert [z for z, _ in s.zone_of("Drogskol Infantry", 0)] == [EXILE]


def test_614_1a_a_disturb_card_discarded_from_a_hand_goes_to_the_graveyard():
    # 712.8a: in a hand it has only its front face's characteristics, without the back face's replacement
    s = _scenario(ANGLER)
    angler = s.hand(0, "Baithook Angler")
    g = s.start(active=0, step=Step.MAIN1)
    from manamelee.engine.zones import discard
    discard(g, 0, angler)
    assert [z for z, _ in s.zone_of("Baithook Angler", 0)] == [GRAVEYARD]
