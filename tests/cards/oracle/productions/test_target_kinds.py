"""productions/target_kinds: target phrases qualified beyond the core's adjectives (115.1): a characteristic
compared (208, 202.3), a keyword had or not (702), an attacking or blocking creature (506.4), a controller clause
after the qualifier; made-up cards built for each rule, then real cards compiled from their oracle text."""
from __future__ import annotations

import pytest

from manamelee.engine.constants import Step
from manamelee.engine.errors import IllegalOption

from ...pool_helpers import grave_names, lands_for, resolve_stack
from ..helpers import made_up, scenario
from .real_cards import real_card, real_scenario


def _spell(text, *, mine=(), theirs=(), card=None, type_line="Instant"):
    """``text`` on a made-up instant (or the real ``card``) in P0's hand with its mana; creatures for each side."""
    c = card or made_up("Test Spell", type_line, "{B}", text)
    s = real_scenario(c) if card is not None else scenario(c)
    s.hand(0, c.name)
    lands_for(s, 0, c.name)
    ours = [s.battlefield(0, n) for n in mine]
    them = [s.battlefield(1, n) for n in theirs]
    return s, c.name, ours, them


def _targets(s):
    return {o.value[1] for o in s.decision.options if o.kind == "target"}


def _refused(s, g, oid):
    """Choosing an object the phrase excludes is refused and changes nothing (decisions' contract)."""
    d = s.decision
    opt = next(o for o in d.options if o.kind == "target")
    with pytest.raises(IllegalOption):
        g.submit(d.id, opt.__class__("target", "text", ("obj", oid)))
    assert s.decision.id == d.id


# ----------------------------------------------------------------------------- characteristics (208, 202.3)
@pytest.mark.parametrize("text,legal", [
    ("Destroy target creature with power 4 or greater.", {"Serra Angel", "Craw Wurm"}),
    ("Destroy target creature with power 2 or less.", {"Grizzly Bears", "Llanowar Elves"}),
    ("Destroy target creature with toughness 4 or greater.", {"Serra Angel", "Craw Wurm"}),
    ("Destroy target creature with mana value 2 or less.", {"Grizzly Bears", "Llanowar Elves"})])
def test_208_target_creature_with_a_characteristic_compared(text, legal):
    s, name, _, them = _spell(text, theirs=("Grizzly Bears", "Llanowar Elves", "Serra Angel", "Craw Wurm"))
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label=f"cast {name}")
    assert {g.name(o) for o in _targets(s)} == legal
    wrong = next(o for o in them if g.name(o) not in legal)
    _refused(s, g, wrong)
    pick = next(o for o in them if g.name(o) in legal)
    s.choose("target", value=("obj", pick))
    resolve_stack(s)
    assert grave_names(g, 1) == [g.name(pick)]


def test_608_2b_a_target_that_no_longer_has_the_characteristic_is_illegal_on_resolution():
    pump = made_up("Test Pump", "Instant", "{G}", "Target creature gets +3/+3 until end of turn.")
    s = scenario(made_up("Test Spell", "Instant", "{B}", "Destroy target creature with power 2 or less."), pump)
    s.hand(0, "Test Spell")
    lands_for(s, 0, "Test Spell")
    s.hand(1, "Test Pump")
    lands_for(s, 1, "Test Pump")
    b = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell", b)
    s.pass_priority()                                   # P1 answers with the pump: the bears become 5/5
    s.cast("Test Pump", b)
    resolve_stack(s)
    assert s.on_battlefield("Grizzly Bears", 1) == [b]   # the destroy spell found its target illegal (608.2b)
    assert grave_names(g, 0) == ["Test Spell"] and grave_names(g, 1) == ["Test Pump"]


# ----------------------------------------------------------------------------- keywords (702)
@pytest.mark.parametrize("text,legal", [
    ("Destroy target creature with flying.", {"Serra Angel", "Wind Drake"}),
    ("Destroy target creature without flying.", {"Grizzly Bears", "Craw Wurm"})])
def test_702_target_creature_with_or_without_a_keyword(text, legal):
    s, name, _, them = _spell(text, theirs=("Grizzly Bears", "Serra Angel", "Wind Drake", "Craw Wurm"))
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label=f"cast {name}")
    assert {g.name(o) for o in _targets(s)} == legal
    _refused(s, g, next(o for o in them if g.name(o) not in legal))


def test_115_1_controller_clause_after_the_qualifier():
    s, name, ours, them = _spell("Destroy target creature with flying an opponent controls.",
                                 mine=("Wind Drake",), theirs=("Wind Drake", "Grizzly Bears"))
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label=f"cast {name}")
    assert _targets(s) == {them[0]}


# ----------------------------------------------------------------------------- attacking / blocking (506.4)
def test_506_4_target_attacking_creature_only_an_attacking_one():
    s, name, (att, home), _ = _spell("Destroy target attacking creature.", mine=("Grizzly Bears", "Hill Giant"))
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((att, 1))
    s.choose("cast", label=f"cast {name}")
    assert _targets(s) == {att}
    _refused(s, g, home)


def test_506_4_no_attacking_creature_no_target_the_spell_cant_be_cast():
    s, name, _, _ = _spell("Destroy target attacking creature.", mine=("Grizzly Bears",))
    s.start(active=0, step=Step.MAIN1)
    assert not any(o.kind == "cast" and name in o.label for o in s.decision.options)


# ----------------------------------------------------------------------------- printing (the compiler's round trip)
@pytest.mark.parametrize("text", [
    "Destroy target creature with power 4 or greater.",
    "Destroy target creature with flying an opponent controls.",
    "Destroy target attacking creature with flying.",
    "Tap up to one target creature without flying.",
    "Exile target creature an opponent controls with mana value 3 or less."])
def test_115_1_qualified_target_phrases_compile_and_print_back(text):
    made_up("Test Spell", "Instant", "{B}", text)               # compile_face checks the printed text


def test_115_1_old_target_phrases_still_compile_once():
    for text in ("Destroy target creature.", "Destroy target attacking or blocking creature.",
                 "Tap target creature you control.", "Destroy target nonblack creature.",
                 "Return up to one target creature to its owner's hand."):
        made_up("Test Spell", "Instant", "{B}", text)


# ----------------------------------------------------------------------------- real cards
def test_real_smite_the_monstrous_destroys_a_creature_with_power_4_or_greater():
    s, name, _, (angel, bears) = _spell("", card=real_card("Smite the Monstrous"),
                                        theirs=("Serra Angel", "Grizzly Bears"))
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label=f"cast {name}")
    assert _targets(s) == {angel}
    s.choose("target", value=("obj", angel))
    resolve_stack(s)
    assert grave_names(g, 1) == ["Serra Angel"]


def test_real_plummet_destroys_a_creature_with_flying():
    s, name, _, (drake, bears) = _spell("", card=real_card("Plummet"), theirs=("Wind Drake", "Grizzly Bears"))
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label=f"cast {name}")
    assert _targets(s) == {drake}


# ----------------------------------------------------------------------------- "another target" (115.1, 115.3)
def _creature_with(text, *, mine=(), theirs=()):
    c = made_up("Test Creature", "Creature — Human", "{W}", text, "2/2")
    s = scenario(c)
    s.hand(0, "Test Creature")
    lands_for(s, 0, "Test Creature")
    ours = [s.battlefield(0, n) for n in mine]
    them = [s.battlefield(1, n) for n in theirs]
    return s, ours, them


def test_115_1_another_target_creature_you_control_is_not_this_creature():
    s, (bears,), _ = _creature_with(
        "When this creature enters, put a +1/+1 counter on another target creature you control.",
        mine=("Grizzly Bears",), theirs=("Grizzly Bears",))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Creature")
    s.pass_until_decision("target")
    me = s.on_battlefield("Test Creature", 0)[0]
    assert _targets(s) == {bears}                        # not itself, not the opponent's creature
    _refused(s, g, me)
    s.choose("target", value=("obj", bears))
    resolve_stack(s)
    assert g.chars(bears).power == 3 and g.chars(me).power == 2


def test_115_1_another_target_alone_with_no_other_creature_the_trigger_has_no_target():
    s, _, _ = _creature_with("When this creature enters, put a +1/+1 counter on another target creature you control.")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Creature")
    resolve_stack(s)
    me = s.on_battlefield("Test Creature", 0)[0]
    assert g.chars(me).power == 2                        # 603.3d: removed from the stack, no legal target


def test_115_3_another_target_after_an_earlier_target_is_a_different_object():
    s, name, _, (bears, giant) = _spell("Target creature gets +2/+2 until end of turn. Another target creature "
                                        "gets -2/-2 until end of turn.", theirs=("Grizzly Bears", "Hill Giant"))
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label=f"cast {name}")
    s.choose("target", value=("obj", giant))
    assert _targets(s) == {bears}                        # the second target can't be the first
    s.choose("target", value=("obj", bears))
    resolve_stack(s)
    assert grave_names(g, 1) == ["Grizzly Bears"] and g.chars(giant).power == 5


def test_701_12_fights_another_target_creature_the_foe_is_not_the_fighter():
    c = made_up("Test Spell", "Sorcery", "{G}", "Target creature you control fights another target creature.",
                keywords=("Fight",))
    s, name, (giant,), (bears,) = _spell("", card=c, mine=("Hill Giant",), theirs=("Grizzly Bears",))
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label=f"cast {name}")
    s.choose("target", value=("obj", giant))
    assert _targets(s) == {bears}
    s.choose("target", value=("obj", bears))
    resolve_stack(s)
    assert grave_names(g, 1) == ["Grizzly Bears"]


# ----------------------------------------------------------------------------- subtypes and supertypes (205.3, 205.4)
@pytest.mark.parametrize("text,legal", [
    ("Destroy target Wall.", {"Wall of Stone"}),
    ("Destroy target nonbasic land.", {"Test Land"}),
    ("Destroy target legendary creature.", {"Test Legend"})])
def test_205_target_of_a_subtype_or_supertype(text, legal):
    land = made_up("Test Land", "Land", None, "{T}: Add {C}.")
    legend = made_up("Test Legend", "Legendary Creature — Human", "{W}", "", "2/2")
    s = scenario(made_up("Test Spell", "Instant", "{B}", text), land, legend)
    s.hand(0, "Test Spell")
    lands_for(s, 0, "Test Spell")
    them = [s.battlefield(1, n) for n in ("Wall of Stone", "Grizzly Bears", "Forest", "Test Land", "Test Legend")]
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Test Spell")
    assert {g.name(o) for o in _targets(s) if o in them} == legal
    _refused(s, g, them[1] if "Grizzly Bears" not in legal else them[0])


def test_205_3_another_target_subtype_you_control_is_not_this_one():
    s, (mine_bears,), (their_bears,) = _creature_with(
        "When this creature enters, put a +1/+1 counter on another target Bear you control.",
        mine=("Grizzly Bears",), theirs=("Grizzly Bears",))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Creature")
    s.pass_until_decision("target")
    assert _targets(s) == {mine_bears}
    _refused(s, g, their_bears)
