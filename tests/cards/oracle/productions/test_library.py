"""productions/library: target cards in graveyards, what is done with them, looking at the top of a library and
searching it; made-up cards built for each rule, then real cards compiled from their oracle text."""
from __future__ import annotations

import pytest

from manamelee.engine.constants import Step
from manamelee.engine.errors import IllegalOption

from ...pool_helpers import answer_until_priority, grave_names, hand_names, lands_for, resolve_stack
from ..helpers import made_up, scenario
from .real_cards import real_card, real_scenario


def _lib(g, p=0):
    return [g.name(o) for o in g.players[p].library]


def _spell(text, *, cost="{B}", type_line="Sorcery", lib=(), grave=(), grave1=()):
    c = made_up("Test Spell", type_line, cost, text)
    s = scenario(c)
    s.hand(0, "Test Spell")
    lands_for(s, 0, "Test Spell")
    s.library(0, *lib)
    gy = [s.graveyard(0, n) for n in grave]
    gy1 = [s.graveyard(1, n) for n in grave1]
    return s, gy, gy1


def _options(s):
    return [o.value for o in s.decision.options if o.kind == "target"]


# ----------------------------------------------------------------------------- target cards in graveyards (115.1)
@pytest.mark.parametrize("text,legal", [
    ("Return target creature card from your graveyard to your hand.", {"Grizzly Bears"}),
    ("Return target card from your graveyard to your hand.", {"Grizzly Bears", "Shock", "Forest"}),
    ("Return target instant or sorcery card from your graveyard to your hand.", {"Shock"}),
    ("Return target permanent card from your graveyard to your hand.", {"Grizzly Bears", "Forest"}),
    ("Return target artifact, creature, or land card from your graveyard to your hand.", {"Grizzly Bears", "Forest"})])
def test_400_7_gy_target_kinds_return_to_your_hand(text, legal):
    s, (bears, shock, forest), (theirs,) = _spell(text, grave=("Grizzly Bears", "Shock", "Forest"),
                                                  grave1=("Grizzly Bears",))
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Test Spell")
    opts = _options(s)
    assert {g.name(v[1]) for v in opts} == legal and ("obj", theirs) not in opts          # "your graveyard"
    pick = next(v for v in opts if g.name(v[1]) == sorted(legal)[0])
    s.choose("target", value=pick)
    resolve_stack(s)
    assert hand_names(g, 0) == [sorted(legal)[0]]


def test_115_3_up_to_two_target_cards_are_two_different_targets():
    s, (a, b, c), _ = _spell("Return up to two target creature cards from your graveyard to your hand.",
                             grave=("Grizzly Bears", "Hill Giant", "Llanowar Elves"))
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Test Spell")
    assert any(o.kind == "no_target" for o in s.decision.options)          # "up to": zero may be chosen
    s.choose("target", value=("obj", a))
    assert ("obj", a) not in _options(s)                                   # not the same card twice
    with pytest.raises(IllegalOption):
        g.submit(s.decision.id, s.decision.options[0].__class__("target", "text", ("obj", a)))
    s.choose("target", value=("obj", b))
    resolve_stack(s)
    assert sorted(hand_names(g, 0)) == ["Grizzly Bears", "Hill Giant"] and grave_names(g, 0)[0] == "Llanowar Elves"


def test_115_3_up_to_two_with_one_chosen_returns_one():
    s, (a,), _ = _spell("Return up to two target creature cards from your graveyard to your hand.",
                        grave=("Grizzly Bears",))
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Test Spell")
    s.choose("target", value=("obj", a))
    s.choose("no_target")
    resolve_stack(s)
    assert hand_names(g, 0) == ["Grizzly Bears"]


@pytest.mark.parametrize("text,tapped", [
    ("Return target creature card from your graveyard to the battlefield.", False),
    ("Return target creature card from your graveyard to the battlefield tapped.", True)])
def test_110_2a_return_target_creature_card_to_the_battlefield(text, tapped):
    s, (bears,), _ = _spell(text, grave=("Grizzly Bears",))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell", bears)
    resolve_stack(s)
    [b] = s.on_battlefield("Grizzly Bears", 0)
    assert g.objects[b].tapped == tapped


def test_110_2a_put_a_card_from_an_opponents_graveyard_onto_the_battlefield_under_your_control():
    s, _, (theirs,) = _spell("Put target creature card from a graveyard onto the battlefield under your control.",
                             grave1=("Grizzly Bears",))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell", theirs)
    resolve_stack(s)
    [b] = s.on_battlefield("Grizzly Bears")
    assert g.controller(b) == 0 and g.objects[b].owner == 1


def test_406_exile_target_card_from_a_graveyard_any_player():
    s, _, (theirs,) = _spell("Exile target card from a graveyard.", grave1=("Grizzly Bears",))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell", theirs)
    resolve_stack(s)
    assert grave_names(g, 1) == [] and [g.name(o) for o in g.exile] == ["Grizzly Bears"]


def test_406_exile_target_card_from_an_opponents_graveyard_not_yours():
    s, (mine,), (theirs,) = _spell("Exile target card from an opponent's graveyard.", grave=("Forest",),
                                   grave1=("Grizzly Bears",))
    s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Test Spell")
    assert _options(s) == [("obj", theirs)]


def test_601_2c_up_to_one_target_card_from_a_graveyard_may_be_none():
    c = made_up("Test Warden", "Creature — Spirit", "{W}",
                "When this creature enters, exile up to one target card from a graveyard.", "1/1")
    s = scenario(c)
    s.hand(0, "Test Warden")
    lands_for(s, 0, "Test Warden")
    theirs = s.graveyard(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Warden")
    answer_until_priority(s, "target", kind="no_target")
    assert grave_names(g, 1) == ["Grizzly Bears"] and theirs


@pytest.mark.parametrize("text,where", [
    ("Put target card from your graveyard on top of your library.", 0),
    ("Put target card from your graveyard on the bottom of your library.", -1)])
def test_401_put_target_card_from_your_graveyard_into_your_library(text, where):
    s, (bears,), _ = _spell(text, cost="{G}", lib=("Island", "Island"), grave=("Grizzly Bears",))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell", bears)
    resolve_stack(s)
    assert _lib(g)[where] == "Grizzly Bears" and len(_lib(g)) == 3


def test_401_put_target_card_from_a_graveyard_on_the_bottom_of_its_owners_library():
    s, _, (theirs,) = _spell("Put target card from a graveyard on the bottom of its owner's library.",
                             grave1=("Grizzly Bears",))
    s.library(1, "Swamp")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell", theirs)
    resolve_stack(s)
    assert _lib(g, 1) == ["Swamp", "Grizzly Bears"] and _lib(g, 0) == []


def test_real_cards_raise_dead_breath_of_life_cremate_dutiful_return_reclaim_archaeomancer():
    cards = [real_card(n) for n in ("Raise Dead", "Breath of Life", "Cremate", "Dutiful Return", "Reclaim",
                                    "Archaeomancer")]
    s = real_scenario(*cards)
    s.hand(0, "Breath of Life", "Cremate", "Dutiful Return", "Reclaim")
    s.lands(0, "Swamp", 10)
    s.lands(0, "Plains", 1)
    s.lands(0, "Forest", 1)
    bears, giant, elves = s.graveyard(0, "Grizzly Bears", "Hill Giant", "Llanowar Elves")
    theirs = s.graveyard(1, "Shock")
    s.library(0, "Island", "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Breath of Life", giant)          # "Return target creature card from your graveyard to the battlefield."
    resolve_stack(s)
    assert s.on_battlefield("Hill Giant", 0)
    s.cast("Cremate", theirs)                # "Exile target card from a graveyard. Draw a card."
    resolve_stack(s)
    assert grave_names(g, 1) == [] and hand_names(g, 0).count("Island") == 1
    s.cast("Dutiful Return", bears, elves)   # "Return up to two target creature cards from your graveyard to your hand."
    resolve_stack(s)
    assert {"Grizzly Bears", "Llanowar Elves"} <= set(hand_names(g, 0))
    dutiful = next(o for o in g.players[0].graveyard if g.name(o) == "Dutiful Return")
    s.cast("Reclaim", dutiful)               # "Put target card from your graveyard on top of your library."
    resolve_stack(s)
    assert _lib(g)[0] == "Dutiful Return"


# ----------------------------------------------------------------------------- looking at the top (401.2, 608.2d)
def test_401_4_look_at_the_top_n_then_put_them_back_in_any_order():
    s, _, _ = _spell("Look at the top three cards of your library, then put them back in any order.", cost="{U}",
                     lib=("Island", "Forest", "Mountain", "Plains"))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    d = s.pass_until_decision("order_cards")
    assert sorted(o.label for o in d.options) == ["Forest", "Island", "Mountain"]
    s.choose(label="Mountain")
    s.choose(label="Island")
    resolve_stack(s)
    assert _lib(g) == ["Mountain", "Island", "Forest", "Plains"]


def test_608_2d_look_at_the_top_n_put_one_into_your_hand_and_the_rest_on_the_bottom_in_any_order():
    s, _, _ = _spell("Look at the top three cards of your library. Put one of them into your hand and the rest on the "
                     "bottom of your library in any order.", cost="{U}", lib=("Island", "Forest", "Mountain", "Plains"))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    d = s.pass_until_decision("choose_card")
    assert sorted(o.label for o in d.options) == ["Forest", "Island", "Mountain"]     # only the three looked at
    with pytest.raises(IllegalOption):
        g.submit(d.id, len(d.options) + 3)
    s.choose(label="Forest")
    s.choose(label="Mountain")                 # the higher of the two put on the bottom
    resolve_stack(s)
    assert hand_names(g, 0) == ["Forest"] and _lib(g) == ["Plains", "Mountain", "Island"]


def test_608_2d_look_put_two_into_your_hand_and_the_rest_into_your_graveyard():
    s, _, _ = _spell("Look at the top four cards of your library. Put two of them into your hand and the rest into "
                     "your graveyard.", cost="{U}", lib=("Island", "Forest", "Mountain", "Plains", "Swamp"))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    s.pass_until_decision("choose_card")
    s.choose(label="Island")
    assert "Island" not in [o.label for o in s.decision.options]
    s.choose(label="Plains")
    resolve_stack(s)
    assert sorted(hand_names(g, 0)) == ["Island", "Plains"] and _lib(g) == ["Swamp"]
    assert sorted(grave_names(g, 0)) == ["Forest", "Mountain", "Test Spell"]


def test_608_2d_real_cards_anticipate_and_aven_fateshaper():
    s = real_scenario(real_card("Anticipate"), real_card("Aven Fateshaper"))
    s.hand(0, "Anticipate")
    lands_for(s, 0, "Anticipate")
    s.library(0, "Island", "Forest", "Mountain", "Plains")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Anticipate")
    s.pass_until_decision("choose_card")
    s.choose(label="Mountain")
    s.choose(label="Island")
    resolve_stack(s)
    assert hand_names(g, 0) == ["Mountain"] and _lib(g) == ["Plains", "Island", "Forest"]
    fs = real_card("Aven Fateshaper")
    assert fs.triggered and fs.activated


# ----------------------------------------------------------------------------- searching (701.19, 701.20)
def _search_game(text, lib, *, cost="{G}"):
    s, _, _ = _spell(text, cost=cost, lib=lib)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    return s, g


def test_701_19b_search_for_a_basic_land_card_reveal_it_put_it_into_your_hand():
    s, g = _search_game("Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
                        ("Grizzly Bears", "Forest", "Island"))
    d = s.pass_until_decision("search")
    assert sorted(o.label for o in d.options if o.kind == "card") == ["Forest", "Island"]
    assert any(o.kind == "none" for o in d.options)          # a stated quality: may find nothing (701.19b)
    s.choose(label="Island")
    resolve_stack(s)
    assert hand_names(g, 0) == ["Island"] and sorted(_lib(g)) == ["Forest", "Grizzly Bears"]
    assert any(e.key == "log.shuffles" and e.rule == "701.20a" for e in g.events)


def test_701_19d_search_for_a_card_must_find_one():
    s, g = _search_game("Search your library for a card, put that card into your hand, then shuffle.",
                        ("Grizzly Bears", "Forest"), cost="{B}")
    d = s.pass_until_decision("search")
    assert not any(o.kind == "none" for o in d.options)      # 701.19d
    s.choose(label="Grizzly Bears")
    resolve_stack(s)
    assert hand_names(g, 0) == ["Grizzly Bears"]


def test_701_19_search_up_to_two_basic_lands_onto_the_battlefield_tapped():
    s, g = _search_game("Search your library for up to two basic land cards, put them onto the battlefield tapped, "
                        "then shuffle.", ("Forest", "Island", "Grizzly Bears"))
    s.pass_until_decision("search")
    s.choose(label="Forest")
    s.choose(label="Island")
    resolve_stack(s)
    found = [o for o in g.battlefield if g.name(o) in ("Island",) or (g.name(o) == "Forest" and g.objects[o].tapped)]
    assert all(g.objects[o].tapped for o in found) and s.on_battlefield("Island") and _lib(g) == ["Grizzly Bears"]


@pytest.mark.parametrize("text,options", [
    ("Search your library for a creature card, reveal it, put it into your hand, then shuffle.",
     ["Grizzly Bears", "Ornithopter"]),
    ("Search your library for a Forest card, put it onto the battlefield, then shuffle.", ["Forest"]),
    ("Search your library for an enchantment or land card, reveal it, put it into your hand, then shuffle.",
     ["Forest", "Island"])])
def test_701_19_search_for_types_and_subtypes(text, options):
    s, g = _search_game(text, ("Grizzly Bears", "Forest", "Ornithopter", "Island"))
    d = s.pass_until_decision("search")
    assert sorted(o.label for o in d.options if o.kind == "card") == options


def test_701_19_search_for_a_card_put_it_into_your_graveyard():
    s, g = _search_game("Search your library for a creature card, put it into your graveyard, then shuffle.",
                        ("Forest", "Grizzly Bears"), cost="{B}")
    s.pass_until_decision("search")
    s.choose(label="Grizzly Bears")
    resolve_stack(s)
    assert grave_names(g, 0) == ["Grizzly Bears", "Test Spell"]      # found during resolution, then the spell
    assert _lib(g) == ["Forest"]


def test_701_19_search_then_shuffle_and_put_that_card_on_top():
    s, g = _search_game("Search your library for a card, then shuffle and put that card on top.",
                        ("Island", "Forest", "Mountain", "Grizzly Bears"), cost="{B}")
    s.pass_until_decision("search")
    s.choose(label="Grizzly Bears")
    resolve_stack(s)
    assert _lib(g)[0] == "Grizzly Bears" and len(_lib(g)) == 4


def test_701_19_real_cards_demonic_tutor_rampant_growth_civic_wayfinder_vampiric_tutor():
    s = real_scenario(*(real_card(n) for n in ("Demonic Tutor", "Rampant Growth", "Civic Wayfinder",
                                                "Vampiric Tutor")))
    s.hand(0, "Demonic Tutor", "Rampant Growth", "Vampiric Tutor")
    s.lands(0, "Swamp", 4)
    s.lands(0, "Forest", 2)
    s.library(0, "Civic Wayfinder", "Forest", "Plains", "Hill Giant")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Rampant Growth")     # "Search your library for a basic land card, put that card onto the battlefield tapped"
    s.pass_until_decision("search")
    s.choose(label="Plains")
    resolve_stack(s)
    [pl] = s.on_battlefield("Plains")
    assert g.objects[pl].tapped
    s.cast("Demonic Tutor")      # "Search your library for a card, put that card into your hand, then shuffle."
    s.pass_until_decision("search")
    s.choose(label="Civic Wayfinder")
    resolve_stack(s)
    assert "Civic Wayfinder" in hand_names(g, 0)
    s.cast("Vampiric Tutor")     # "... then shuffle and put that card on top. You lose 2 life."
    s.pass_until_decision("search")
    s.choose(label="Hill Giant")
    resolve_stack(s)
    assert _lib(g)[0] == "Hill Giant" and g.players[0].life == 18


def test_202_3_search_for_a_subtype_permanent_card_with_mana_value_n_or_less():
    s, g = _search_game("Search your library for a Bear permanent card with mana value 2 or less, put it onto the "
                        "battlefield, then shuffle.", ("Grizzly Bears", "Forest", "Hill Giant", "Llanowar Elves"))
    d = s.pass_until_decision("search")
    assert [o.label for o in d.options if o.kind == "card"] == ["Grizzly Bears"]   # a Bear, mana value 2
    s.choose(label="Grizzly Bears")
    resolve_stack(s)
    assert s.on_battlefield("Grizzly Bears", 0)


@pytest.mark.parametrize("text,found", [
    ("When this creature enters, you may search your library for a card named CARDNAME, reveal it, put it into your "
     "hand, then shuffle.", 1),
    ("When this creature enters, you may search your library for up to three cards named CARDNAME, reveal them, put "
     "them into your hand, then shuffle.", 3),
    ("When this creature enters, you may search your library for any number of cards named CARDNAME, reveal them, "
     "put them into your hand, then shuffle.", 4)])
def test_201_5_search_for_cards_named_like_this_one(text, found):
    c = made_up("Test Hawk", "Creature — Bird", "{W}", text, "1/1")
    s = scenario(c)
    s.hand(0, "Test Hawk")
    lands_for(s, 0, "Test Hawk")
    s.library(0, "Test Hawk", "Forest", "Test Hawk", "Test Hawk", "Test Hawk")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Hawk")
    for _ in range(30):
        d = s.decision
        if d.kind == "yes_no":
            s.choose(value=True)
        elif d.kind == "search":
            assert {o.label for o in d.options if o.kind == "card"} <= {"Test Hawk"}      # only cards of that name
            s.choose("card") if any(o.kind == "card" for o in d.options) else s.choose("none")
        elif d.kind == "priority" and not any(t.stack for t in g.turns):
            break
        else:
            s.pass_priority()
    assert hand_names(g, 0) == ["Test Hawk"] * found and _lib(g).count("Test Hawk") == 4 - found


def test_701_20a_ponder_put_them_back_then_you_may_shuffle():
    s, _, _ = _spell("Look at the top three cards of your library, then put them back in any order. You may shuffle.",
                     cost="{U}", lib=("Island", "Forest", "Mountain", "Plains"))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    s.pass_until_decision("order_cards")
    s.choose(label="Mountain")
    s.choose(label="Forest")
    answer_until_priority(s, "yes_no", value=False)
    assert _lib(g) == ["Mountain", "Forest", "Island", "Plains"]
    assert not any(e.key == "log.shuffles" for e in g.events)


@pytest.mark.parametrize("text,hand,lib,grave", [
    ("When this creature enters, look at the top two cards of your library. Put one of them into your hand and the "
     "other into your graveyard.", ["Forest"], ["Mountain"], ["Island"]),
    ("When this creature enters, look at the top two cards of your library. Put one of them into your hand and the "
     "other on the bottom of your library.", ["Forest"], ["Mountain", "Island"], [])])
def test_608_2d_look_at_the_top_two_one_into_your_hand_and_the_other(text, hand, lib, grave):
    c = made_up("Test Geist", "Creature — Spirit", "{U}", text, "1/1")
    s = scenario(c)
    s.hand(0, "Test Geist")
    lands_for(s, 0, "Test Geist")
    s.library(0, "Island", "Forest", "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Geist")
    answer_until_priority(s, "choose_card", label="Forest")
    assert hand_names(g, 0) == hand and _lib(g) == lib and grave_names(g, 0) == grave


def test_401_put_target_creature_on_the_bottom_of_its_owners_library():
    s, _, _ = _spell("Put target creature on the bottom of its owner's library.", cost="{U}")
    s.library(1, "Swamp")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell", bears)
    resolve_stack(s)
    assert _lib(g, 1) == ["Swamp", "Grizzly Bears"] and not s.on_battlefield("Grizzly Bears")


def test_400_7_a_card_returned_to_the_battlefield_is_found_by_it_real_card_miraculous_recovery():
    # "Return target creature card from your graveyard to the battlefield. Put a +1/+1 counter on it."
    s = real_scenario(real_card("Miraculous Recovery"))
    s.hand(0, "Miraculous Recovery")
    lands_for(s, 0, "Miraculous Recovery")
    bears = s.graveyard(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Miraculous Recovery", bears)
    resolve_stack(s)
    [b] = s.on_battlefield("Grizzly Bears", 0)
    assert b != bears and g.objects[b].counters == {"+1/+1": 1}


@pytest.mark.parametrize("picks,field,hand,lib", [(("Forest", "Island"), "Island", ["Forest"], ["Grizzly Bears"]),
                                                  (("Forest",), "Forest", [], ["Grizzly Bears", "Island"])])
def test_701_19_search_two_basic_lands_one_onto_the_battlefield_tapped_the_other_into_your_hand(picks, field, hand,
                                                                                                lib):
    s, g = _search_game("Search your library for up to two basic land cards, reveal those cards, put one onto the "
                        "battlefield tapped and the other into your hand, then shuffle.",
                        ("Forest", "Grizzly Bears", "Island"))
    before = {o for o in g.battlefield}
    s.pass_until_decision("search")
    for p in picks:
        s.choose(label=p)
    if len(picks) == 1:
        s.choose("none")                                  # stop searching after one (701.19b)
    else:
        d = s.decision
        assert d.kind == "choose_card" and sorted(o.label for o in d.options) == ["Forest", "Island"]
        s.choose(label=field)
    resolve_stack(s)
    [new] = [o for o in g.battlefield if o not in before]
    assert g.name(new) == field and g.objects[new].tapped
    assert hand_names(g, 0) == hand and sorted(_lib(g)) == lib


def test_701_20a_target_player_shuffles_their_graveyard_into_their_library():
    s, _, _ = _spell("Target player shuffles their graveyard into their library.", cost="{G}")
    s.graveyard(1, "Grizzly Bears", "Forest")
    s.library(1, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell", ("player", 1))
    resolve_stack(s)
    assert grave_names(g, 1) == [] and sorted(_lib(g, 1)) == ["Forest", "Grizzly Bears", "Island"]


def test_701_19_real_cards_cultivate_and_reminisce():
    s = real_scenario(real_card("Cultivate"), real_card("Reminisce"))
    s.hand(0, "Cultivate", "Reminisce")
    s.lands(0, "Forest", 3)
    s.lands(0, "Island", 3)
    s.library(0, "Plains", "Swamp", "Hill Giant")
    s.graveyard(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Cultivate")          # "... put one onto the battlefield tapped and the other into your hand, then shuffle."
    s.pass_until_decision("search")
    s.choose(label="Plains")
    s.choose(label="Swamp")
    s.choose(label="Swamp")
    resolve_stack(s)
    assert hand_names(g, 0) == ["Reminisce", "Plains"] and s.on_battlefield("Swamp", 0)
    s.cast("Reminisce", ("player", 0))     # "Target player shuffles their graveyard into their library."
    resolve_stack(s)
    assert sorted(_lib(g)) == ["Cultivate", "Grizzly Bears", "Hill Giant"] and grave_names(g, 0) == ["Reminisce"]
