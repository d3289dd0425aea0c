"""productions/card_names: "As this artifact enters, choose a [nonland] card name." (614.12, 201.4) and the rule
statics reading the chosen name (101.2): Pithing Needle, Phyrexian Revoker, Meddling Mage, Nevermore, Voidstone
Gargoyle, each tested from its oracle text; made-up cards for "Your opponents can't cast spells with the chosen
name." and "a noncreature, nonland card name"."""
from __future__ import annotations

import pytest

from manamelee.engine.card_names import CHOSEN_NAME, NAME_OPTION
from manamelee.engine.constants import Step
from manamelee.engine.faces import transform
from manamelee.engine.zones import destroy

from ...pool_helpers import lands_for, resolve_stack
from ..helpers import made_up
from .real_cards import real, scenario_of


def _name_it(s, chooser: str, name: str) -> None:
    """Player 0 casts ``chooser`` (in hand, with lands) and names ``name`` as it enters; the stack ends empty."""
    s.cast(chooser)
    s.pass_priority(2)
    d = s.decision
    assert d.kind == "choose" and d.player == 0
    s.g.submit(d.id, d.option(NAME_OPTION, name))
    resolve_stack(s)
    [perm] = s.on_battlefield(chooser, 0)
    assert s.g.objects[perm].note[CHOSEN_NAME] == name


def _setup(*cards, chooser: str):
    s = scenario_of(*cards)
    s.hand(0, chooser)
    lands_for(s, 0, chooser)
    return s


def _p1_priority(s):
    """Player 0 passes with an empty stack: player 1 gets priority in the same step (117.3d)."""
    s.pass_priority()
    d = s.decision
    assert d.kind == "priority" and d.player == 1
    return d


def _activations(d, oid: int) -> list[int]:
    return [o.value[1] for o in d.options if o.kind == "activate" and o.value[0] == oid]


def _casts(d) -> set[str]:
    return {o.label for o in d.options if o.kind in ("cast", "cast_face")}


# ------------------------------------------------------------------------------ Pithing Needle
@pytest.mark.parametrize("named,stopped", [("Prodigal Pyromancer", True), ("Pithing Needle", False)])
def test_pithing_needle_stops_activated_abilities_of_sources_with_the_chosen_name(named, stopped):
    s = _setup(real("Pithing Needle"), chooser="Pithing Needle")
    pyro = s.battlefield(1, "Prodigal Pyromancer")
    s.start(active=0, step=Step.MAIN1)
    _name_it(s, "Pithing Needle", named)
    assert (_activations(_p1_priority(s), pyro) == []) == stopped


def test_pithing_needle_doesnt_stop_mana_abilities_but_phyrexian_revoker_does():
    """Pithing Needle: "... can't be activated unless they're mana abilities."; Phyrexian Revoker: "Activated
    abilities of sources with the chosen name can't be activated." (605.1a: a mana ability is one)."""
    for chooser, castable in (("Pithing Needle", True), ("Phyrexian Revoker", False)):
        s = _setup(real(chooser), chooser=chooser)
        s.battlefield(1, "Llanowar Elves")                    # player 1's only mana
        s.hand(1, "Giant Growth")
        s.start(active=0, step=Step.MAIN1)
        _name_it(s, chooser, "Llanowar Elves")
        assert ("cast Giant Growth" in _casts(_p1_priority(s))) == castable, chooser


def test_606_pithing_needle_naming_a_planeswalker_stops_its_loyalty_abilities():
    for named, stopped in (("Jace Beleren", True), ("Plains", False)):
        s = _setup(real("Pithing Needle"), chooser="Pithing Needle")
        jace = s.battlefield(0, "Jace Beleren")
        s.start(active=0, step=Step.MAIN1)
        _name_it(s, "Pithing Needle", named)
        d = s.decision
        assert d.kind == "priority" and d.player == 0
        assert (_activations(d, jace) == []) == stopped, named


@pytest.mark.parametrize("named", ["Chilling Chronicle", "Mysterious Tome"])
def test_712_19_naming_a_back_face_stops_its_abilities_only_while_that_face_is_up(named):
    """Mysterious Tome // Chilling Chronicle: each face has a non-mana activated ability; the named face's ability
    is stopped while that face is up (712.8d-e: the permanent has only the up face's name), the other face's not."""
    s = _setup(real("Pithing Needle"), chooser="Pithing Needle")
    tome = s.battlefield(1, "Mysterious Tome")
    for _ in range(3):
        s.battlefield(1, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    _name_it(s, "Pithing Needle", named)
    front_usable = _activations(_p1_priority(s), tome) != []
    assert front_usable == (named != "Mysterious Tome")
    assert transform(g, tome) and g.chars(tome).name == "Chilling Chronicle"
    s.refresh()
    d = s.decision
    assert d.kind == "priority" and d.player == 1
    back_usable = _activations(d, tome) != []
    assert back_usable == (named != "Chilling Chronicle")


def test_pithing_needle_leaving_the_battlefield_ends_its_effect():
    s = _setup(real("Pithing Needle"), chooser="Pithing Needle")
    pyro = s.battlefield(1, "Prodigal Pyromancer")
    g = s.start(active=0, step=Step.MAIN1)
    _name_it(s, "Pithing Needle", "Prodigal Pyromancer")
    assert _activations(_p1_priority(s), pyro) == []
    [needle] = s.on_battlefield("Pithing Needle")
    destroy(g, needle)
    s.refresh()
    assert s.decision.player == 1 and _activations(s.decision, pyro) == [0]


# ------------------------------------------------------------------------------ Meddling Mage, Nevermore, Gargoyle
@pytest.mark.parametrize("chooser", ["Meddling Mage", "Nevermore", "Voidstone Gargoyle"])
def test_spells_with_the_chosen_name_cant_be_cast_by_any_player(chooser):
    s = _setup(real(chooser), chooser=chooser)
    for p in (0, 1):
        s.hand(p, "Lightning Bolt")
        s.hand(p, "Shock")
        s.battlefield(p, "Mountain")
    s.start(active=0, step=Step.MAIN1)
    _name_it(s, chooser, "Lightning Bolt")
    mine = _casts(s.decision)
    assert "cast Shock" in mine and "cast Lightning Bolt" not in mine          # its controller too
    theirs = _casts(_p1_priority(s))
    assert "cast Shock" in theirs and "cast Lightning Bolt" not in theirs


def test_voidstone_gargoyle_also_stops_activated_abilities_mana_abilities_too():
    s = _setup(real("Voidstone Gargoyle"), chooser="Voidstone Gargoyle")
    s.battlefield(1, "Llanowar Elves")
    s.hand(1, "Giant Growth")
    s.start(active=0, step=Step.MAIN1)
    _name_it(s, "Voidstone Gargoyle", "Llanowar Elves")
    assert "cast Giant Growth" not in _casts(_p1_priority(s))


def test_709_4a_naming_one_half_of_a_split_card_stops_only_that_half():
    s = _setup(real("Meddling Mage"), chooser="Meddling Mage")
    s.hand(1, "Dead // Gone")
    for _ in range(3):
        s.battlefield(1, "Mountain")
    s.start(active=0, step=Step.MAIN1)
    _name_it(s, "Meddling Mage", "Dead")
    casts = _casts(_p1_priority(s))
    assert "cast Gone" in casts and "cast Dead" not in casts


def test_715_naming_the_adventure_stops_the_adventure_not_the_creature():
    s = _setup(real("Meddling Mage"), chooser="Meddling Mage")
    s.hand(0, "Foulmire Knight")
    for _ in range(3):
        s.battlefield(0, "Swamp")
    s.start(active=0, step=Step.MAIN1)
    _name_it(s, "Meddling Mage", "Profane Insight")
    casts = _casts(s.decision)
    assert "cast Foulmire Knight" in casts and "cast Profane Insight" not in casts


def test_712_19_naming_a_modal_dfcs_front_face_stops_casting_it_not_playing_its_land_face():
    s = _setup(real("Meddling Mage"), chooser="Meddling Mage")
    s.hand(0, "Skyclave Cleric")
    s.battlefield(0, "Plains")
    s.battlefield(0, "Plains")
    s.start(active=0, step=Step.MAIN1)
    _name_it(s, "Meddling Mage", "Skyclave Cleric")
    d = s.decision
    assert "cast Skyclave Cleric" not in _casts(d)
    assert any(o.kind == "land_face" for o in d.options)                       # playing a land isn't casting


# ------------------------------------------------------------------------------ made-up cards
def test_your_opponents_cant_cast_spells_with_the_chosen_name():
    warden = made_up("Test Name Warden", "Enchantment", "{W}",
                     "As this enchantment enters, choose a card name.\n"
                     "Your opponents can't cast spells with the chosen name.")
    s = _setup(warden, chooser="Test Name Warden")
    for p in (0, 1):
        s.hand(p, "Lightning Bolt")
        s.battlefield(p, "Mountain")
    s.start(active=0, step=Step.MAIN1)
    _name_it(s, "Test Name Warden", "Lightning Bolt")
    assert "cast Lightning Bolt" in _casts(s.decision)                          # not an opponent of its controller
    assert "cast Lightning Bolt" not in _casts(_p1_priority(s))


def test_201_4a_a_noncreature_nonland_card_name():
    censor = made_up("Test Censor", "Creature — Human Advisor", "{W}",
                     "As this creature enters, choose a noncreature, nonland card name.\n"
                     "Spells with the chosen name can't be cast.", "1/1")
    s = _setup(censor, chooser="Test Censor")
    s.hand(1, "Lightning Bolt")
    s.hand(1, "Grizzly Bears")
    s.start(active=0, step=Step.MAIN1)
    s.cast("Test Censor")
    s.pass_priority(2)
    names = [o.value for o in s.decision.options]
    assert "Lightning Bolt" in names
    assert "Grizzly Bears" not in names and "Test Censor" not in names and "Plains" not in names


def test_the_chosen_name_needs_a_name_chosen_as_it_enters():
    from manamelee.cards.oracle.compile_pool import compile_face
    facts = {"name": "Test Nameless", "manaCost": "{1}", "type": "Artifact", "layout": "normal",
             "text": "Spells with the chosen name can't be cast.", "types": ["Artifact"], "supertypes": [],
             "subtypes": [], "keywords": [], "power": None, "toughness": None, "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "without a name chosen" in blocked[0]
    facts["text"] = "As this spell enters, choose a card name."
    rec, blocked = compile_face(facts, {})
    assert rec is None


@pytest.mark.parametrize("text,rule", [
    ("As this artifact enters, choose a card name.\nActivated abilities of sources with the chosen name can't be "
     "activated unless they're mana abilities.", "chosen_name_cant_activate_nonmana"),
    ("As this artifact enters, choose a nonland card name.\nActivated abilities of sources with the chosen name "
     "can't be activated.", "chosen_name_cant_activate"),
    ("As this artifact enters, choose a nonland card name.\nSpells with the chosen name can't be cast.",
     "chosen_name_cant_cast"),
    ("As this artifact enters, choose a card name.\nPrevent all damage that would be dealt to you and permanents you "
     "control by sources with the chosen name.", "prevent_damage_by_chosen_name")])
def test_the_wordings_compile_print_back_and_ask_as_it_enters(text, rule):
    c = made_up("Test Namer", "Artifact", "{1}", text)
    assert [sa.rule for sa in c.static] == [rule]
    assert c.extra["enters_choices"] and c.extra["enters_choices"][0].without == (("Land",) if "nonland" in text
                                                                                   else ())


# ------------------------------------------------------------------------------ Gideon's Intervention
def test_615_1_gideons_intervention_opponents_cant_cast_and_damage_to_you_and_yours_is_prevented():
    """"Your opponents can't cast spells with the chosen name. / Prevent all damage that would be dealt to you and
    permanents you control by sources with the chosen name.\""""
    s = _setup(real("Gideon's Intervention"), chooser="Gideon's Intervention")
    bears = s.battlefield(0, "Grizzly Bears")
    pyros = [s.battlefield(1, "Prodigal Pyromancer") for _ in range(3)]
    s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    _name_it(s, "Gideon's Intervention", "Prodigal Pyromancer")
    d = _p1_priority(s)
    assert _activations(d, pyros[0]) == [0]                       # its abilities aren't stopped
    for target in (("player", 0), ("obj", bears), ("player", 1)):
        s.activate("Prodigal Pyromancer", target)
        resolve_stack(s)
        if s.decision.player == 0:
            s.pass_priority()
    assert g.players[0].life == 20 and g.objects[bears].damage == 0     # prevented
    assert g.players[1].life == 19                                        # not to its controller's opponent
    s.cast("Shock", ("player", 0))                                        # another name: dealt
    resolve_stack(s)
    assert g.players[0].life == 18


# ------------------------------------------------------------------------------ cost changes (601.2f)
@pytest.mark.parametrize("mountains,castable", [(1, False), (4, True)])
def test_601_2f_disruptor_flute_spells_with_the_chosen_name_cost_3_more(mountains, castable):
    """Disruptor Flute: "Spells with the chosen name cost {3} more to cast." — for every player."""
    s = _setup(real("Disruptor Flute"), chooser="Disruptor Flute")
    s.hand(1, "Lightning Bolt")
    s.hand(1, "Shock")
    for _ in range(mountains):
        s.battlefield(1, "Mountain")
    s.start(active=0, step=Step.MAIN1)
    _name_it(s, "Disruptor Flute", "Lightning Bolt")
    casts = _casts(_p1_priority(s))
    assert "cast Shock" in casts and ("cast Lightning Bolt" in casts) == castable


def test_601_2f_council_of_the_absolute_your_spells_cost_2_less_opponents_cant_cast():
    """Council of the Absolute: "choose a noncreature, nonland card name. / Your opponents can't cast spells with the
    chosen name. / Spells with the chosen name you cast cost {2} less to cast.\""""
    s = _setup(real("Council of the Absolute"), chooser="Council of the Absolute")
    s.hand(0, "Mysterious Tome")                   # {2}{U}
    s.battlefield(0, "Island")                     # only {U} left after the Council
    s.hand(1, "Mysterious Tome")
    for _ in range(3):
        s.battlefield(1, "Island")
    s.hand(1, "Grizzly Bears")
    s.start(active=0, step=Step.MAIN1)
    s.cast("Council of the Absolute")
    s.pass_priority(2)
    names = [o.value for o in s.decision.options]
    assert "Grizzly Bears" not in names and "Council of the Absolute" not in names and "Island" not in names
    s.g.submit(s.decision.id, s.decision.option(NAME_OPTION, "Mysterious Tome"))
    resolve_stack(s)
    assert "cast Mysterious Tome" in _casts(s.decision)               # {2} less: {U}
    s.cast("Mysterious Tome")
    resolve_stack(s)
    assert s.on_battlefield("Mysterious Tome", 0)


def test_601_2f_you_cast_applies_only_to_its_controller():
    text = ("As this artifact enters, choose a card name.\n"
            "Spells with the chosen name you cast cost {1} less to cast.")
    c = made_up("Test Discount", "Artifact", "{1}", text)
    s = _setup(c, chooser="Test Discount")
    s.hand(1, "Hill Giant")                        # {3}{R}, but not on player 1's turn: only the cost is read
    s.start(active=0, step=Step.MAIN1)
    _name_it(s, "Test Discount", "Hill Giant")
    from manamelee.engine.costs import cost_changes
    g = s.g
    assert cost_changes(g, 0, s.pool["Hill Giant"]) == (0, 1)
    assert cost_changes(g, 1, s.pool["Hill Giant"]) == (0, 0)
    assert cost_changes(g, 0, s.pool["Shivan Dragon"]) == (0, 0)
