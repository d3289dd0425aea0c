"""Double-faced cards (712), transform (701.28) and meld (701.37): the sub-rules the other tests didn't reach —
transforming isn't turning face up (701.28b), "transforms into" (701.28e), an ability transforming its own
permanent only once (701.28f), the meld pairs and the meld ability (712.4a, 712.5a-c), a modal double-faced
spell or permanent has only its up face (712.8f), only the face cast is evaluated (712.11c), "As this transforms"
(712.20), and a melded permanent leaving the battlefield as two cards (712.21a-e). Real cards where the pool has
them (Thraben Gargoyle, Village Ironsmith, Griptide, Murder, Despark, Astral Slide, Scorching Dragonfire, Case of
the Gorgon's Kiss, Blood Artist, Aven Farseer, Soul Summons); made-up cards for what no pool card does."""
from __future__ import annotations

from dataclasses import replace

import pytest

from manamelee.cards.dsl import GainLife, when_event
from manamelee.cards.dsl.effects_permanents import Transform
from manamelee.cards.dsl.effects_turns import at_next_end_step
from manamelee.cards.model.counter_keywords import EntersWith
from manamelee.cards.model.events import TransformsInto
from manamelee.cards.model.filters import IS_CREATURE, SUBTYPE
from manamelee.engine import events as ev
from manamelee.engine.classes_cases import is_solved
from manamelee.engine.constants import EXILE, GRAVEYARD, STACK, Step
from manamelee.engine.decisions import Option
from manamelee.engine.errors import IllegalOption
from manamelee.engine.faces import mana_value, transform, transformed
from manamelee.engine.meld import MELD_PARTS, meld
from manamelee.engine.zones import destroy, move
from manamelee.scenario import Scenario

from ..cards.oracle.helpers import made_up, scenario
from ..cards.pool_helpers import lands_for, pay_lands, resolve_stack
from .test_decision_api import state

GANG = "Instigator Gang"            # {3}{R} Human Werewolf 2/3 // Wildblood Pack, a 5/5 trample Werewolf
RATS, SCAV, HOST = "Graf Rats", "Midnight Scavengers", "Chittering Host"


def _main(s: Scenario, active: int = 0):
    return s.start(active=active, step=Step.MAIN1)


def _host(s: Scenario, owner: int = 1) -> int:
    """Graf Rats and Midnight Scavengers of ``owner`` melded into Chittering Host (a game already started)."""
    rats, scav = s.exile(owner, RATS), s.exile(owner, SCAV)
    host = meld(s.g, rats, scav, owner)
    assert host is not None
    s.refresh()
    return host


def _names(g, ids) -> list[str]:
    return [g.objects[o].card.name for o in ids]


# ----------------------------------------------------------------------------- 701.28b
def test_701_28b_transforming_is_not_turning_face_up():
    # Aven Farseer: "Whenever a permanent is turned face up, put a +1/+1 counter on this creature."
    s = Scenario(2)
    farseer = s.battlefield(0, "Aven Farseer")
    gargoyle = s.battlefield(0, "Thraben Gargoyle")                       # "{6}: Transform this creature."
    s.hand(0, "Soul Summons")                                             # manifest the top card of your library
    s.library(0, "Grizzly Bears")
    pay_lands(s, 0, "{6}")
    pay_lands(s, 0, "{1}{W}")
    pay_lands(s, 0, "{1}{G}")
    g = _main(s)
    s.activate("Thraben Gargoyle")
    resolve_stack(s)
    assert g.chars(gargoyle).name == "Stonewing Antagonizer"             # it transformed ...
    assert g.objects[farseer].counters == {}                               # ... which isn't turning face up
    assert not any(e.kind in (ev.TURNED_FACE_UP, ev.TURNED_FACE_DOWN) for e in g.events)
    s.cast("Soul Summons")
    resolve_stack(s)
    [down] = [o for o in g.battlefield if g.objects[o].face_down]
    s.choose("turn_face_up", value=(down, "manifest"))                     # 701.34b: for {1}{G}
    resolve_stack(s)
    assert g.chars(down).name == "Grizzly Bears" and g.objects[farseer].counters == {"+1/+1": 1}


# ----------------------------------------------------------------------------- 701.28e
def _moon_watcher():
    """A made-up creature: "Whenever a permanent you control transforms into a non-Human creature, you gain 1
    life." (the trigger of 701.28e, built from engine nodes: no pool card has one)."""
    c = made_up("Test Moon Watcher", "Creature — Human", "{1}{G}", "Vigilance", "2/2", ("Vigilance",))
    ta = when_event(ev.TRANSFORM, TransformsInto(IS_CREATURE & ~SUBTYPE("Human")), [GainLife(1)],
                    text="Whenever a permanent you control transforms into a non-Human creature, you gain 1 life.")
    return replace(c, triggered=(ta,))


def test_701_28e_transforms_into_reads_the_permanent_right_after_it_transforms():
    s = scenario(_moon_watcher())
    s.battlefield(0, "Test Moon Watcher")
    gang = s.battlefield(0, GANG)
    g = _main(s)
    assert transform(g, gang)                                  # into Wildblood Pack: a non-Human Werewolf
    s.refresh()
    resolve_stack(s)
    assert g.players[0].life == 21
    assert transform(g, gang)                                  # back into Instigator Gang: a Human Werewolf
    s.refresh()
    resolve_stack(s)
    assert g.players[0].life == 21 and g.chars(gang).name == GANG


# ----------------------------------------------------------------------------- 701.28f
def test_701_28f_an_activated_ability_doesnt_transform_its_permanent_back_after_it_transformed():
    # Thraben Gargoyle's "{6}: Transform this creature." activated twice: the first transforms it; the second,
    # put onto the stack before that, finds it transformed since and does nothing (it doesn't turn back)
    s = Scenario(2)
    gar = s.battlefield(0, "Thraben Gargoyle")
    pay_lands(s, 0, "{12}")
    g = _main(s)
    s.activate("Thraben Gargoyle")
    s.activate("Thraben Gargoyle")
    assert len(g.turns[0].stack) == 2
    resolve_stack(s)
    assert g.chars(gar).name == "Stonewing Antagonizer" and transformed(g.objects[gar])
    assert sum(1 for e in g.events if e.kind == ev.TRANSFORM) == 1
    assert [e.rule for e in g.events if e.key == "log.transform_ignored"] == ["701.28f"]


def test_701_28f_transforms_before_the_ability_was_put_onto_the_stack_dont_count():
    s = Scenario(2)
    gar = s.battlefield(0, "Thraben Gargoyle")
    pay_lands(s, 0, "{6}")
    g = _main(s)
    assert transform(g, gar) and transform(g, gar)            # other effects: there and back, front face up
    s.refresh()
    s.activate("Thraben Gargoyle")
    resolve_stack(s)
    assert g.chars(gar).name == "Stonewing Antagonizer"
    assert not any(e.key == "log.transform_ignored" for e in g.events)


def test_701_28f_a_triggered_ability_doesnt_transform_its_permanent_that_transformed_in_response():
    # Village Ironsmith: "At the beginning of each upkeep, if no spells were cast last turn, transform this
    # creature." Another effect transforms it while the trigger waits: the trigger then does nothing.
    s = Scenario(2)
    smith = s.battlefield(0, "Village Ironsmith")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    [item] = g.turns[0].stack
    assert item.source == smith
    assert transform(g, smith) and g.chars(smith).name == "Ironfang"
    s.refresh()
    resolve_stack(s)
    assert g.chars(smith).name == "Ironfang" and transformed(g.objects[smith])
    assert [e.rule for e in g.events if e.key == "log.transform_ignored"] == ["701.28f"]


def test_701_28f_village_ironsmith_transforms_when_nothing_transformed_it_first():
    s = Scenario(2)
    smith = s.battlefield(0, "Village Ironsmith")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    resolve_stack(s)
    assert g.chars(smith).name == "Ironfang"


@pytest.mark.parametrize("transform_first", [False, True])
def test_701_28f_a_delayed_trigger_transforms_only_if_not_transformed_since_it_was_created(transform_first):
    # "At the beginning of the next end step, transform this": created while Instigator Gang is front face up.
    # If the Gang transformed after that (to Wildblood Pack), the delayed trigger does nothing; a transform before
    # it was created doesn't count.
    s = Scenario(2)
    gang = s.battlefield(0, GANG)
    g = _main(s)
    if transform_first:
        assert transform(g, gang)                          # before the delayed trigger exists
    at_next_end_step(g, 0, gang, [Transform()], "transform this")
    before = g.chars(gang).name
    if not transform_first:
        assert transform(g, gang)                          # after it was created
    s.refresh()
    s.pass_until(Step.END)
    resolve_stack(s)
    if transform_first:
        assert before == "Wildblood Pack" and g.chars(gang).name == GANG       # it transformed back
    else:
        assert g.chars(gang).name == "Wildblood Pack"                           # ignored (701.28f)
        assert [e.rule for e in g.events if e.key == "log.transform_ignored"] == ["701.28f"]


# ----------------------------------------------------------------------------- 712.4a, 712.5a-c
def test_712_4a_one_card_of_the_pair_exiles_both_and_melds_them_into_one_object_of_two_cards():
    # Hanweir Battlements has the meld ability; Hanweir Garrison has none. The result is a single permanent.
    s = Scenario(2)
    bat = s.battlefield(0, "Hanweir Battlements")
    gar = s.battlefield(0, "Hanweir Garrison")
    pay_lands(s, 0, "{3}{R}{R}")
    g = _main(s)
    assert not [o for o in s.decision.options if o.kind == "activate" and o.value[0] == gar]
    s.activate("Hanweir Battlements", index=2)
    resolve_stack(s)
    exiled = [e for e in g.events if e.kind == ev.ZONE_CHANGE and e.to_zone == EXILE and e.rule == "701.37a"]
    assert sorted(e.obj for e in exiled) == sorted([bat, gar])                       # both exiled ...
    [town] = s.on_battlefield("Hanweir, the Writhing Township", 0)
    assert [o for o in g.battlefield if g.controller(o) == 0 and "Land" not in g.chars(o).types] == [town]
    assert sorted(c.name for c in g.objects[town].note[MELD_PARTS]) == ["Hanweir Battlements", "Hanweir Garrison"]
    assert not g.exile and bat not in g.objects and gar not in g.objects           # ... one object of two cards


@pytest.mark.parametrize("rule,a,b,into", [
    ("712.5a", SCAV, RATS, HOST),
    ("712.5b", "Hanweir Garrison", "Hanweir Battlements", "Hanweir, the Writhing Township"),
    ("712.5c", "Bruna, the Fading Light", "Gisela, the Broken Blade", "Brisela, Voice of Nightmares"),
])
def test_712_5a_712_5c_each_meld_pair_melds_into_its_combined_face(rule, a, b, into):
    s = Scenario(2)
    x, y = s.exile(0, a), s.exile(0, b)
    g = _main(s)
    nid = meld(g, x, y, 0)
    assert nid is not None and g.chars(nid).name == into, rule
    assert sorted(c.name for c in g.objects[nid].note[MELD_PARTS]) == sorted([a, b])


def test_712_5_cards_of_different_pairs_dont_meld():
    s = Scenario(2)
    pairs = [(RATS, "Hanweir Battlements"), ("Bruna, the Fading Light", SCAV), ("Hanweir Garrison",
                                                                                "Gisela, the Broken Blade")]
    ids = [(s.exile(0, a), s.exile(0, b)) for a, b in pairs]
    g = _main(s)
    assert [meld(g, a, b, 0) for a, b in ids] == [None, None, None]
    assert len(g.exile) == 6 and not g.battlefield


# ----------------------------------------------------------------------------- 712.8f, 712.11c: modal faces
def _mdfc(front, back):
    return replace(front, layout="modal_dfc", faces=(back,))


OMEN = _mdfc(made_up("Test Sea Omen", "Instant", "{U}", "Draw a card."),
             made_up("Test Sea Serpent", "Creature — Serpent", "{3}{U}{U}", "Flying", "4/5", ("Flying",)))
TITAN = _mdfc(made_up("Test Deepwater Titan", "Creature — Giant", "{4}{U}{U}", "Vigilance", "6/6", ("Vigilance",)),
              made_up("Test Undertow", "Instant", "{U}", "Draw a card."))


def test_712_8f_a_modal_double_faced_spell_and_permanent_have_only_the_face_that_is_up():
    s = scenario(OMEN)
    s.hand(0, "Test Sea Omen")
    pay_lands(s, 0, "{3}{U}{U}")
    g = _main(s)
    s.choose("cast_face", label="Test Sea Serpent")
    [item] = g.turns[0].stack
    ch = g.chars(item.source)
    assert (ch.name, ch.types, ch.power, ch.toughness) == ("Test Sea Serpent", frozenset({"Creature"}), 4, 5)
    assert "Flying" in ch.keywords and mana_value(g.objects[item.source]) == 5     # its own mana cost, not {U}'s
    assert g.objects[item.source].zone == STACK and not item.effects                # no "Draw a card."
    hand = len(g.players[0].hand)
    resolve_stack(s)
    [serp] = s.on_battlefield("Test Sea Serpent", 0)
    ch = g.chars(serp)
    assert (ch.name, ch.types, ch.power, ch.toughness) == ("Test Sea Serpent", frozenset({"Creature"}), 4, 5)
    assert mana_value(g.objects[serp]) == 5 and "Instant" not in ch.types and len(g.players[0].hand) == hand
    assert transform(g, serp) is False                                              # 712.9: a modal card


def test_712_8f_the_front_face_cast_has_only_the_front_face():
    s = scenario(OMEN)
    s.hand(0, "Test Sea Omen")
    s.library(0, "Island")
    pay_lands(s, 0, "{U}")
    g = _main(s)
    s.cast("Test Sea Omen")
    [item] = g.turns[0].stack
    ch = g.chars(item.source)
    assert (ch.name, ch.types, ch.power) == ("Test Sea Omen", frozenset({"Instant"}), None)
    assert mana_value(g.objects[item.source]) == 1
    resolve_stack(s)
    assert len(g.players[0].hand) == 1 and not s.on_battlefield("Test Sea Serpent")
    assert _names(g, g.players[0].graveyard) == ["Test Sea Omen"]


def test_712_11c_only_the_face_to_be_cast_is_evaluated_mana():
    # with one Island: the {U} instant back face can be cast, the {4}{U}{U} creature front face can't
    s = scenario(TITAN)
    titan = s.hand(0, "Test Deepwater Titan")
    s.battlefield(0, "Island")
    s.library(0, "Island")
    g = _main(s)
    assert [o for o in s.decision.options if o.kind == "cast_face" and "Test Undertow" in o.label]
    assert not [o for o in s.decision.options if o.kind == "cast" and o.value == titan]
    before = state(g)
    with pytest.raises(IllegalOption):
        g.submit(s.decision.id, Option("cast", "opt.cast", titan, (("card", "Test Deepwater Titan"),)))
    assert state(g) == before
    s.choose("cast_face", label="Test Undertow")
    resolve_stack(s)
    assert len(g.players[0].hand) == 1 and _names(g, g.players[0].graveyard) == ["Test Deepwater Titan"]


def test_712_11c_only_the_face_to_be_cast_is_evaluated_timing():
    # in an opponent's turn: the instant back face can be cast, the creature front face can't (307.1/301.1)
    s = scenario(TITAN)
    titan = s.hand(0, "Test Deepwater Titan")
    pay_lands(s, 0, "{4}{U}{U}")
    s.library(0, "Island")
    g = s.start(active=1, step=Step.MAIN1)
    s.pass_priority()
    d = s.decision
    assert d.player == 0
    assert [o for o in d.options if o.kind == "cast_face" and "Test Undertow" in o.label]
    assert not [o for o in d.options if o.kind == "cast" and o.value == titan]
    s.choose("cast_face", label="Test Undertow")
    [item] = g.turns[0].stack
    assert g.chars(item.source).name == "Test Undertow"


# ----------------------------------------------------------------------------- 712.20
def test_712_20_an_as_this_transforms_ability_applies_while_it_transforms():
    # a made-up werewolf whose back face reads "As this creature transforms into Test Grown Howler, put two +1/+1
    # counters on it." (the ability is the back face's: it applies as the permanent transforms into it)
    front = made_up("Test Young Howler", "Creature — Human Werewolf", "{1}{G}", "{2}: Transform this creature.",
                    "1/1")
    back = made_up("Test Grown Howler", "Creature — Werewolf", "{1}", "Trample", "3/3", ("Trample",))
    back = replace(back, extra={**back.extra, "as_transforms": EntersWith("+1/+1", 2)})
    s = scenario(replace(front, layout="transform", faces=(back,)))
    wolf = s.battlefield(0, "Test Young Howler")
    pay_lands(s, 0, "{2}")
    g = _main(s)
    seen: list[tuple] = []

    def sink(e):
        if e.kind == ev.TRANSFORM:
            ch = g.chars(e.obj)
            seen.append((ch.name, ch.power, ch.toughness, dict(g.objects[e.obj].counters)))
    g.log_sinks.append(sink)
    s.activate("Test Young Howler")
    resolve_stack(s)
    assert seen == [("Test Grown Howler", 5, 5, {"+1/+1": 2})]     # already there as it became the back face
    assert not any(e.kind == ev.COUNTERS and e.obj == wolf for e in g.events)    # not put on afterward
    assert transform(g, wolf) and g.objects[wolf].counters == {"+1/+1": 2}      # the front face has none


# ----------------------------------------------------------------------------- 712.21a
@pytest.mark.parametrize("top", [RATS, SCAV])
def test_712_21a_a_melded_permanent_put_into_its_owners_library_is_arranged_by_its_owner(top):
    s = Scenario(2)
    s.hand(0, "Griptide")                                        # "Put target creature on top of its owner's library."
    lands_for(s, 0, "Griptide")
    s.library(1, "Forest")
    g = _main(s)
    host = _host(s)
    s.cast("Griptide", host)
    s.pass_priority(2)
    d = s.decision
    assert (d.kind, d.player, d.rule) == ("meld_order", 1, "712.21a")                # the owner, not the caster
    assert sorted(o.args[0][1] for o in d.options) == sorted([RATS, SCAV])
    s.choose("card", label=top)
    resolve_stack(s)
    lib = g.players[1].library
    assert _names(g, lib[:2]) == [top, SCAV if top == RATS else RATS] and _names(g, lib[2:]) == ["Forest"]
    assert not s.on_battlefield(HOST)


@pytest.mark.parametrize("top", [RATS, SCAV])
def test_712_21a_a_melded_permanent_put_into_its_owners_graveyard_is_arranged_by_its_owner(top):
    s = Scenario(2)
    s.hand(0, "Murder")
    lands_for(s, 0, "Murder")
    s.graveyard(1, "Grizzly Bears")
    g = _main(s)
    host = _host(s)
    s.cast("Murder", host)
    s.pass_priority(2)
    assert (s.decision.kind, s.decision.player) == ("meld_order", 1)
    s.choose("card", label=top)
    resolve_stack(s)
    gy = g.players[1].graveyard
    assert _names(g, gy) == ["Grizzly Bears", SCAV if top == RATS else RATS, top]     # the last one is on top


def test_712_21a_bad_input_an_answer_naming_no_card_of_the_pair_is_rejected():
    s = Scenario(2)
    s.hand(0, "Murder")
    lands_for(s, 0, "Murder")
    g = _main(s)
    host = _host(s)
    s.cast("Murder", host)
    s.pass_priority(2)
    d = s.decision
    before = state(g)
    with pytest.raises(IllegalOption):
        g.submit(d.id, Option("card", "opt.meld_card", 2, (("card", "Grizzly Bears"),)))
    assert state(g) == before and s.decision.id == d.id


def test_712_21a_without_a_procedure_to_ask_the_cards_go_in_melded_order():
    s = Scenario(2)
    g = _main(s)
    host = _host(s)
    destroy(g, host)                                              # a direct engine call: nobody can be asked
    assert _names(g, g.players[1].graveyard) == [RATS, SCAV]
    assert any(e.key == "log.meld_order_default" and e.rule == "712.21a" for e in g.events)


# ----------------------------------------------------------------------------- 712.21b
@pytest.mark.parametrize("last", [RATS, SCAV])
def test_712_21b_the_player_exiling_a_melded_permanent_chooses_the_timestamp_order(last):
    s = Scenario(2)
    s.hand(0, "Despark")                           # "Exile target permanent with mana value 4 or greater." (7)
    lands_for(s, 0, "Despark")
    g = _main(s)
    host = _host(s)
    s.cast("Despark", host)
    s.pass_priority(2)
    d = s.decision
    assert (d.kind, d.player, d.rule) == ("meld_order", 0, "712.21b")               # the exiling player
    s.choose("card", label=last)
    resolve_stack(s)
    by_name = {g.objects[o].card.name: g.objects[o] for o in g.exile}
    first = SCAV if last == RATS else RATS
    assert set(by_name) == {RATS, SCAV} and by_name[last].timestamp > by_name[first].timestamp
    assert _names(g, g.exile) == [first, last]


# ----------------------------------------------------------------------------- 712.21c
def test_712_21c_astral_slide_returns_both_cards_of_an_exiled_melded_permanent():
    # the Otherworldly Journey example with Astral Slide: "exile target creature. If you do, return that card to
    # the battlefield under its owner's control at the beginning of the next end step."
    s = Scenario(2)
    s.battlefield(0, "Astral Slide")
    s.hand(0, "Barkhide Mauler")                                   # Cycling {2}
    pay_lands(s, 0, "{2}")
    s.library(0, "Island", "Island")
    g = _main(s)
    host = _host(s)
    s.activate("Barkhide Mauler")
    s.pass_until_decision("target")
    s.choose("target", value=("obj", host))
    s.pass_until_decision("yes_no")
    s.choose("yes")
    d = s.decision
    assert d.kind == "meld_order" and d.player == 0                # 712.21b: Astral Slide's controller exiles it
    s.choose("card", label=SCAV)
    resolve_stack(s)
    assert sorted(_names(g, g.exile)) == [RATS, SCAV] and not s.on_battlefield(HOST)
    s.pass_until(Step.END)
    resolve_stack(s)
    assert s.on_battlefield(RATS, 1) and s.on_battlefield(SCAV, 1) and not g.exile   # both cards return
    assert not s.on_battlefield(HOST)                                                   # as two permanents


def test_712_21c_the_event_selector_that_finds_that_card_finds_both_cards():
    # the False Demise example ("When enchanted creature dies, return that card ..."): no pool card returns a
    # melded permanent that died, so this asks the selector such abilities use ("that card": the dies event's
    # new object, EventObject) what it finds after Chittering Host dies — both cards
    from manamelee.cards.dsl.selectors import EventObject
    from manamelee.engine.objects import StackItem
    from manamelee.engine.resolution import Ctx
    from manamelee.engine.decisions import Proc
    s = Scenario(2)
    g = _main(s)
    host = _host(s)
    destroy(g, host)
    [dies] = [e for e in g.events if e.kind == ev.ZONE_CHANGE and e.obj == host]
    item = StackItem(g.new_id(), "triggered", 1, host, HOST, event=dies)
    ctx = Ctx(g, g.turns[0], item, Proc(), [])
    found = EventObject().objects(ctx)
    assert sorted(_names(g, found)) == [RATS, SCAV] and all(g.objects[o].zone == GRAVEYARD for o in found)


# ----------------------------------------------------------------------------- 712.21d
def test_712_21d_a_replacement_applied_to_the_melded_permanent_moves_both_cards():
    # Scorching Dragonfire: "... If that creature or planeswalker would die this turn, exile it instead." —
    # Hanweir, the Writhing Township (7/4) dies to it and a Lightning Bolt: both its cards are exiled, a land too
    s = Scenario(2)
    s.hand(0, "Scorching Dragonfire", "Lightning Bolt")
    lands_for(s, 0, "Scorching Dragonfire")
    lands_for(s, 0, "Lightning Bolt")
    gar, bat = s.exile(1, "Hanweir Garrison"), s.exile(1, "Hanweir Battlements")
    g = _main(s)
    town = meld(g, gar, bat, 1)
    assert town is not None
    s.refresh()
    s.cast("Scorching Dragonfire", town)
    resolve_stack(s)
    s.cast("Lightning Bolt", town)
    s.pass_priority(2)
    d = s.decision                                 # a state-based action, exile instead: the cards' order (712.21b)
    assert (d.kind, d.rule) == ("meld_order", "712.21b")
    s.choose("card", label="Hanweir Garrison")
    resolve_stack(s)
    assert sorted(_names(g, g.exile)) == ["Hanweir Battlements", "Hanweir Garrison"]
    assert not g.players[1].graveyard and not s.on_battlefield("Hanweir, the Writhing Township")


# ----------------------------------------------------------------------------- 712.21e
def test_712_21e_a_melded_permanent_dying_is_one_creature_dying_and_two_creature_cards():
    # Case of the Gorgon's Kiss: "To solve — Three or more creature cards were put into graveyards from anywhere
    # this turn." Chittering Host (Graf Rats + Midnight Scavengers, two creature cards) and a Grizzly Bears die:
    # three creature cards. Blood Artist ("Whenever this creature or another creature dies, ...") triggers once
    # for the Host: one creature died.
    s = Scenario(2)
    case = s.battlefield(0, "Case of the Gorgon's Kiss")
    s.battlefield(0, "Blood Artist")
    bears = s.battlefield(1, "Grizzly Bears")
    g = _main(s)
    host = _host(s)
    destroy(g, host)
    s.refresh()
    d = s.decision
    assert d.kind == "target"                                          # Blood Artist: target player
    s.choose("target", value=("player", 1))
    resolve_stack(s)
    assert g.players[1].life == 19 and g.players[0].life == 21        # one trigger for the one creature
    destroy(g, bears)
    s.refresh()
    s.choose("target", value=("player", 1))
    resolve_stack(s)
    assert g.players[1].life == 18
    s.pass_until(Step.END)
    resolve_stack(s)
    assert is_solved(g, case)


def test_712_21e_a_melded_land_and_creature_is_one_creature_card_not_two():
    # Hanweir, the Writhing Township is Hanweir Garrison (a creature card) and Hanweir Battlements (a land card):
    # with a Grizzly Bears, two creature cards went to a graveyard — the Case stays unsolved
    s = Scenario(2)
    case = s.battlefield(0, "Case of the Gorgon's Kiss")
    bears = s.battlefield(1, "Grizzly Bears")
    gar, bat = s.exile(1, "Hanweir Garrison"), s.exile(1, "Hanweir Battlements")
    g = _main(s)
    town = meld(g, gar, bat, 1)
    assert town is not None
    destroy(g, town)
    destroy(g, bears)
    s.refresh()
    s.pass_until(Step.END)
    resolve_stack(s)
    assert not is_solved(g, case)
    assert sorted(_names(g, g.players[1].graveyard)) == ["Grizzly Bears", "Hanweir Battlements", "Hanweir Garrison"]


def test_712_21e_a_melded_permanent_returned_to_hand_is_one_object_and_two_cards():
    s = Scenario(2)
    g = _main(s)
    host = _host(s)
    nid = move(g, host, "hand")
    moves = [e for e in g.events if e.kind == ev.ZONE_CHANGE and e.obj == host]
    assert len(moves) == 1 and moves[0].new_obj == nid                  # one object moved
    lki = moves[0].data
    assert sorted(c.name for c in lki.cards) == [RATS, SCAV] and len(g.players[1].hand) == 2   # two cards
