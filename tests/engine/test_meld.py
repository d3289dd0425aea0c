"""Meld (701.37, 712.4): two cards of a meld pair become one permanent with their combined back face up (712.14c,
712.8g), which leaves the battlefield as two cards (712.21); cards that aren't a pair don't meld (701.37b-c). The
six meld cards of three pairs (712.5a-c), each tested from its text; bad input is rejected without a change."""
from __future__ import annotations

import pytest

from manamelee.engine.constants import BATTLEFIELD, EXILE, GRAVEYARD, HAND, Step
from manamelee.engine.decisions import Option
from manamelee.engine.errors import IllegalOption
from manamelee.engine.meld import MELD_PARTS, meld
from manamelee.engine.zones import destroy, exile, move
from manamelee.scenario import Scenario

from ..cards.pool_helpers import pay_lands, resolve_stack
from .test_decision_api import state


def _rats_and_scavengers(s: Scenario, owner: int = 0):
    return s.battlefield(0, "Graf Rats", owner=owner), s.battlefield(0, "Midnight Scavengers")


def _combat(s: Scenario):
    g = s.start(active=0, step=Step.BEGIN_COMBAT, run_step_actions=True)
    resolve_stack(s)
    return g


def test_701_37a_712_14c_graf_rats_and_midnight_scavengers_meld_into_chittering_host():
    s = Scenario(2)
    _rats_and_scavengers(s)
    bear = s.battlefield(0, "Grizzly Bears")
    g = _combat(s)
    [host] = s.on_battlefield("Chittering Host", 0)
    assert not s.on_battlefield("Graf Rats") and not s.on_battlefield("Midnight Scavengers")
    ch = g.chars(host)
    assert (ch.power, ch.toughness) == (5, 6) and {"Haste", "Menace"} <= ch.keywords and ch.colors == frozenset("B")
    assert g.objects[host].card.mana_cost.mana_value == 7                         # 712.8g: 2 + 5
    assert [c.name for c in g.objects[host].note[MELD_PARTS]] == ["Graf Rats", "Midnight Scavengers"]
    assert g.exile == []                                                          # both cards are the permanent
    bch = g.chars(bear)                                                           # its enters trigger
    assert (bch.power, bch.toughness) == (3, 2) and "Menace" in bch.keywords
    assert any(e.kind == "zone_change" and e.rule == "701.37a" and e.to_zone == BATTLEFIELD for e in g.events)


def test_603_4_no_meld_without_owning_and_controlling_both():
    s = Scenario(2)
    s.battlefield(0, "Graf Rats")
    s.battlefield(0, "Midnight Scavengers", owner=1)            # controlled, not owned
    g = _combat(s)
    assert not s.on_battlefield("Chittering Host") and len(s.on_battlefield("Graf Rats", 0)) == 1
    assert not any(t.stack for t in g.turns)


def test_712_21_a_melded_permanent_that_dies_is_one_creature_dying_and_two_cards_in_the_graveyard():
    s = Scenario(2)
    _rats_and_scavengers(s)
    g = _combat(s)
    [host] = s.on_battlefield("Chittering Host", 0)
    destroy(g, host)
    names = sorted(g.objects[o].card.name for o in g.players[0].graveyard)
    assert names == ["Graf Rats", "Midnight Scavengers"]
    dies = [e for e in g.events if e.kind == "zone_change" and e.from_zone == BATTLEFIELD and e.to_zone == GRAVEYARD]
    assert len(dies) == 1                                                         # one permanent left (712.21)


def test_712_21_a_melded_permanent_returned_to_hand_is_both_cards():
    s = Scenario(2)
    _rats_and_scavengers(s)
    g = _combat(s)
    [host] = s.on_battlefield("Chittering Host", 0)
    move(g, host, HAND)
    assert sorted(g.objects[o].card.name for o in g.players[0].hand) == ["Graf Rats", "Midnight Scavengers"]


def test_701_37b_701_37c_cards_that_arent_a_meld_pair_stay_in_exile():
    s = Scenario(2)
    rats = s.battlefield(0, "Graf Rats")
    garrison = s.battlefield(0, "Hanweir Garrison")
    g = s.start(active=0, step=Step.MAIN1)
    a, b = exile(g, rats), exile(g, garrison)
    assert meld(g, a, b, 0) is None
    assert sorted(g.objects[o].card.name for o in g.exile) == ["Graf Rats", "Hanweir Garrison"]


def test_midnight_scavengers_returns_a_creature_card_with_mana_value_3_or_less():
    s = Scenario(2)
    s.hand(0, "Midnight Scavengers")
    bear = s.graveyard(0, "Grizzly Bears")
    wurm = s.graveyard(0, "Craw Wurm")                                            # mana value 6: not a target
    pay_lands(s, 0, "{4}{B}")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Midnight Scavengers")
    d = s.pass_until_decision("target")
    assert {o.value for o in d.options if o.kind == "target"} == {("obj", bear)}
    before = state(g)
    with pytest.raises(IllegalOption):
        g.submit(d.id, Option("target", "text", ("obj", wurm), (("text", "Craw Wurm"),)))
    assert state(g) == before
    s.choose("target", value=("obj", bear))
    s.pass_until_decision("yes_no")
    s.choose("yes")
    resolve_stack(s)
    assert s.zone_of("Grizzly Bears", 0)[0][0] == HAND


def test_hanweir_garrison_makes_two_tapped_attacking_humans_508_4():
    s = Scenario(2)
    gar = s.battlefield(0, "Hanweir Garrison")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((gar, ("player", 1)))
    resolve_stack(s)
    humans = s.on_battlefield("Human", 0)
    assert len(humans) == 2 and all(g.objects[h].tapped for h in humans)
    assert all(g.turns[0].combat.attackers[h] == ("player", 1) for h in humans)
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 20 - 2 - 1 - 1


def test_hanweir_battlements_melds_with_the_garrison_and_the_township_attacks_with_two_horrors():
    s = Scenario(2)
    s.battlefield(0, "Hanweir Battlements")
    s.battlefield(0, "Hanweir Garrison")
    pay_lands(s, 0, "{3}{R}{R}")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Hanweir Battlements", index=2)
    resolve_stack(s)
    [town] = s.on_battlefield("Hanweir, the Writhing Township", 0)
    ch = g.chars(town)
    assert (ch.power, ch.toughness) == (7, 4) and {"Trample", "Haste"} <= ch.keywords
    assert g.objects[town].card.mana_cost.mana_value == 3                         # 3 + 0 (a land)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((town, ("player", 1)))
    resolve_stack(s)
    horrors = s.on_battlefield("Eldrazi Horror", 0)
    assert len(horrors) == 2 and all(g.objects[h].tapped and h in g.turns[0].combat.attackers for h in horrors)


def test_hanweir_battlements_without_the_garrison_does_nothing():
    s = Scenario(2)
    bat = s.battlefield(0, "Hanweir Battlements")
    pay_lands(s, 0, "{3}{R}{R}")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Hanweir Battlements", index=2)
    resolve_stack(s)
    assert g.objects[bat].zone == BATTLEFIELD and not g.exile


def test_bruna_when_you_cast_it_returns_an_angel_or_human_from_your_graveyard():
    s = Scenario(2)
    s.hand(0, "Bruna, the Fading Light")
    gisela = s.graveyard(0, "Gisela, the Broken Blade")
    s.graveyard(0, "Grizzly Bears")                                               # a Bear: not an Angel or Human
    pay_lands(s, 0, "{5}{W}{W}")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Bruna, the Fading Light")
    d = s.pass_until_decision("target")
    assert {o.value for o in d.options if o.kind == "target"} == {("obj", gisela)}
    s.choose("target", value=("obj", gisela))
    s.pass_until_decision("yes_no")
    s.choose("yes")
    resolve_stack(s)                                                               # the trigger, then Bruna
    assert s.on_battlefield("Gisela, the Broken Blade", 0) and s.on_battlefield("Bruna, the Fading Light", 0)
    s.pass_until(Step.END)
    resolve_stack(s)
    [bri] = s.on_battlefield("Brisela, Voice of Nightmares", 0)                   # Gisela's end step meld
    assert {"Flying", "First strike", "Vigilance", "Lifelink"} <= g.chars(bri).keywords


def test_brisela_opponents_cant_cast_spells_with_mana_value_3_or_less():
    s = Scenario(2)
    s.battlefield(0, "Bruna, the Fading Light")
    s.battlefield(0, "Gisela, the Broken Blade")
    bolt = s.hand(1, "Lightning Bolt")
    s.hand(1, "Craw Wurm")
    pay_lands(s, 1, "{4}{G}{G}")
    s.battlefield(1, "Mountain")
    s.battlefield(0, "Mountain")
    s.hand(0, "Lightning Bolt")
    g = s.start(active=0, step=Step.END, run_step_actions=True)
    resolve_stack(s)
    assert s.on_battlefield("Brisela, Voice of Nightmares", 0)
    assert any(o.kind == "cast" for o in s.decision.options)                     # its controller still may
    s.pass_priority()
    d = s.decision
    assert d.player == 1 and not any(o.kind == "cast" for o in d.options)         # Bolt (1) can't be cast
    before = state(g)
    with pytest.raises(IllegalOption):
        g.submit(d.id, Option("cast", "opt.cast", bolt, (("card", "Lightning Bolt"),)))
    assert state(g) == before
