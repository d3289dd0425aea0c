"""productions/lands: mana abilities beyond "{T}: Add ..." (605, 106.6, 602.5b), the "as this land enters"
replacements (614.1c-d, 614.12), bounce lands, fetch lands and surveil (701.42). Each production is tested on a
made-up card built for it, then real lands compiled from their oracle text are tested from that text."""
from __future__ import annotations


import pytest

from manamelee.cards.oracle.compile_pool import compile_face
from manamelee.engine.constants import LIBRARY, Step
from manamelee.engine.definitions import CardDef

from ...pool_helpers import grave_names, hand_names, resolve_stack
from ..helpers import made_up, scenario


def land(name: str, text: str, type_line: str = "Land") -> CardDef:
    return made_up(name, type_line, None, text)


def real(name: str) -> CardDef:
    """A real card compiled from its oracle facts (the corpus), as the compiler would ship it."""
    from .real_cards import real as compiled
    return compiled(name)


SORCERY = {c: made_up(f"Test Sorcery {c}", "Sorcery", c, "You gain 1 life.")
           for c in ("{R}", "{U}", "{G}", "{1}", "{2}", "{W}{U}", "{U}{U}", "{1}{W}", "{B}", "{W}")}
BEAR = made_up("Test Bear", "Creature — Bear", "{G}", "", "2/2")


def cast_it(s, name):
    s.cast(name)
    resolve_stack(s)


def can_cast(s, name) -> bool:
    return any(o.kind == "cast" and name in o.label for o in s.decision.options)


def game_with(*cards, mine=(), hand=(), players=2, life=20):
    """A scenario whose player 0 controls ``mine`` (names) and holds ``hand`` at its main phase."""
    s = scenario(*cards, *SORCERY.values(), BEAR, players=players)
    ids = [s.battlefield(0, n) for n in mine]
    for n in hand:
        s.hand(0, n)
    s.life(0, life)
    g = s.start(active=0, step=Step.MAIN1)
    return s, g, ids


def play(s, name):
    """Play the land ``name`` from hand (305.1)."""
    s.choose("land", label=f"play {name}")


# ----------------------------------------------------------------------------- mana abilities (605)
PAIN = "{T}: Add {C}.\n{T}: Add {R} or {G}. This land deals 1 damage to you."


@pytest.mark.parametrize("spell,life", [("{R}", 19), ("{1}", 20)])
def test_605_3b_pain_land_deals_damage_only_for_coloured_mana(spell, life):
    s, g, (p,) = game_with(land("Test Pain", PAIN), mine=("Test Pain",), hand=(SORCERY[spell].name,))
    cast_it(s, SORCERY[spell].name)
    assert g.objects[p].tapped and g.players[0].life == life + 1      # the sorcery gains 1


def test_119_4_pay_life_mana_ability_pays_life_and_needs_enough_life():
    mine = land("Test Confluence", "{T}, Pay 1 life: Add one mana of any color.")
    s, g, _ = game_with(mine, mine=("Test Confluence",), hand=("Test Sorcery {U}",))
    cast_it(s, "Test Sorcery {U}")
    assert g.players[0].life == 20                                      # paid 1, gained 1
    dear = land("Test Dear", "{T}, Pay 2 life: Add {B}.")
    s, g, _ = game_with(dear, mine=("Test Dear",), hand=("Test Sorcery {B}",), life=1)
    assert not can_cast(s, "Test Sorcery {B}")                          # 119.4: 1 life can't pay 2


def test_605_mana_ability_with_a_mana_cost_filters_mana():
    filt = land("Test Filter", "{1}, {T}: Add {W}{U}.")
    s, g, (f, forest) = game_with(filt, mine=("Test Filter", "Forest"), hand=("Test Sorcery {W}{U}",))
    cast_it(s, "Test Sorcery {W}{U}")
    assert g.objects[f].tapped and g.objects[forest].tapped and g.players[0].life == 21
    assert g.players[0].pool.total() == 0


def test_605_filter_with_a_choice_of_combinations_and_a_hybrid_cost():
    filt = land("Test Hybrid Filter", "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.")
    s, g, (f, plains) = game_with(filt, mine=("Test Hybrid Filter", "Plains"), hand=("Test Sorcery {U}{U}",))
    cast_it(s, "Test Sorcery {U}{U}")                    # Plains pays {W/U}, the filter adds {U}{U}
    assert g.objects[f].tapped and g.objects[plains].tapped and g.players[0].life == 21


def test_605_a_filter_cant_pay_its_own_cost():
    filt = land("Test Filter", "{1}, {T}: Add {W}{U}.")
    s, g, _ = game_with(filt, mine=("Test Filter",), hand=("Test Sorcery {W}{U}",))
    assert not can_cast(s, "Test Sorcery {W}{U}")


@pytest.mark.parametrize("spell,sacrificed", [("{2}", True), ("{1}", False)])
def test_605_sacrifice_mana_ability_only_when_needed(spell, sacrificed):
    vein = land("Test Vein", "{T}: Add {C}.\n{T}, Sacrifice this land: Add {C}{C}.")
    s, g, (v,) = game_with(vein, mine=("Test Vein",), hand=(SORCERY[spell].name,))
    cast_it(s, SORCERY[spell].name)
    assert (v not in g.objects) == sacrificed and grave_names(g, 0)[:1] == (["Test Vein"] if sacrificed else
                                                                          [SORCERY[spell].name])


def test_106_6_spend_only_on_creature_spells():
    ziggurat = land("Test Ziggurat", "{T}: Add one mana of any color. Spend this mana only to cast a creature spell.")
    s, g, (z,) = game_with(ziggurat, mine=("Test Ziggurat",), hand=("Test Bear", "Test Sorcery {G}"))
    assert not can_cast(s, "Test Sorcery {G}") and can_cast(s, "Test Bear")
    cast_it(s, "Test Bear")
    assert s.on_battlefield("Test Bear") and g.objects[z].tapped


def test_106_6_restricted_mana_never_pays_an_ability():
    ziggurat = land("Test Ziggurat", "{T}: Add one mana of any color. Spend this mana only to cast a creature spell.")
    pinger = made_up("Test Pinger", "Artifact", "{1}", "{1}: You gain 1 life.")
    s, g, _ = game_with(ziggurat, pinger, mine=("Test Ziggurat", "Test Pinger"))
    assert not [o for o in s.decision.options if o.kind == "activate"]


@pytest.mark.parametrize("other,castable", [("Swamp", True), ("Plains", False)])
def test_602_5b_activate_only_if_you_control(other, castable):
    verge = land("Test Verge", "{T}: Add {R}. Activate only if you control a Swamp or a Mountain.")
    s, g, _ = game_with(verge, mine=("Test Verge", other), hand=("Test Sorcery {R}",))
    assert can_cast(s, "Test Sorcery {R}") == castable


def test_602_5b_entered_this_turn_or_a_basic_land():
    gate = land("Test Gate", "{T}: Add {R} or {G}. Activate only if this land entered this turn or if you control a "
                "basic land.")
    s, g, (gt,) = game_with(gate, mine=("Test Gate",), hand=("Test Sorcery {R}",))
    assert not can_cast(s, "Test Sorcery {R}")
    g.objects[gt].entered_turn = g.turn_count
    s.refresh()
    assert can_cast(s, "Test Sorcery {R}")


def _next_main_of(s, player):
    """Pass priority until ``player``'s next precombat main phase (through the untap steps between)."""
    g = s.g
    start = g.turn_count
    for _ in range(400):
        t = g.turns[0]
        if g.turn_count > start and t.active == player and t.step == Step.MAIN1:
            return
        d = s.decision
        s.choose("pass" if d.kind == "priority" else "done")
    raise AssertionError("never got there")


def test_502_3_doesnt_untap_during_your_next_untap_step():
    slow = land("Test Slow", "{T}: Add {W} or {U}. This land doesn't untap during your next untap step.")
    s, g, (k,) = game_with(slow, mine=("Test Slow",), hand=("Test Sorcery {U}",))
    for p in (0, 1):
        s.library(p, *["Plains"] * 5)
    cast_it(s, "Test Sorcery {U}")
    assert g.objects[k].tapped
    _next_main_of(s, 0)
    assert g.objects[k].tapped                          # P0's next untap step left it tapped
    _next_main_of(s, 0)
    assert not g.objects[k].tapped                      # the one after untaps it


# ----------------------------------------------------------------------------- as this land enters (614)
COLOR_LAND = "This land enters tapped. As it enters, choose a color.\n{T}: Add one mana of the chosen color."


def test_614_12_choose_a_color_as_it_enters_and_add_that_color():
    c = land("Test Prism", COLOR_LAND)
    s, g, _ = game_with(c, hand=("Test Prism", "Test Sorcery {U}", "Test Sorcery {R}"))
    play(s, "Test Prism")
    assert s.decision.rule == "614.12a"
    s.choose("color", value="U")
    [p] = s.on_battlefield("Test Prism")
    assert g.objects[p].tapped                                   # 614.1c
    g.objects[p].tapped = False
    s.refresh()
    assert can_cast(s, "Test Sorcery {U}") and not can_cast(s, "Test Sorcery {R}")


def test_614_12_choose_a_color_other_than_one_and_the_or_product():
    c = land("Test Gate", "As this land enters, choose a color other than black.\n"
             "{T}: Add {B} or one mana of the chosen color.")
    s, g, _ = game_with(c, hand=("Test Gate", "Test Sorcery {B}", "Test Sorcery {G}"))
    play(s, "Test Gate")
    assert [o.value for o in s.decision.options] == ["W", "U", "R", "G"]
    s.choose("color", value="G")
    assert can_cast(s, "Test Sorcery {B}") and can_cast(s, "Test Sorcery {G}")


def test_614_12_a_permanent_spell_asks_its_colour_as_it_resolves():
    c = made_up("Test Prism Beast", "Creature — Beast", "{G}",
                "As this creature enters, choose a color.\n{T}: Add one mana of the chosen color.", "1/1")
    s, g, _ = game_with(c, mine=("Forest",), hand=("Test Prism Beast",))
    s.cast("Test Prism Beast")
    s.pass_priority(2)
    s.choose("color", value="R")
    [b] = s.on_battlefield("Test Prism Beast")
    assert g.objects[b].note["chosen_color"] == "R"


@pytest.mark.parametrize("others,tapped", [(2, False), (3, True)])
def test_614_1d_enters_tapped_unless_two_or_fewer_other_lands(others, tapped):
    c = land("Test Fast", "This land enters tapped unless you control two or fewer other lands.\n{T}: Add {B} or {G}.")
    s, g, _ = game_with(c, mine=("Plains",) * others, hand=("Test Fast",))
    play(s, "Test Fast")
    assert g.objects[s.on_battlefield("Test Fast")[0]].tapped == tapped


@pytest.mark.parametrize("text,mine,tapped", [
    ("This land enters tapped unless you control two or more other lands.", ("Plains",), True),
    ("This land enters tapped unless you control two or more other lands.", ("Plains", "Swamp"), False),
    ("This land enters tapped unless you control two or more basic lands.", ("Plains", "Test Fast"), True),
    ("This land enters tapped unless you control two or more basic lands.", ("Plains", "Swamp"), False),
    ("This land enters tapped unless you control a Plains or an Island.", ("Swamp",), True),
    ("This land enters tapped unless you control a Plains or an Island.", ("Island",), False),
    ("This land enters tapped unless you control a basic land.", ("Test Fast",), True),
    ("This land enters tapped unless you control a basic land.", ("Forest",), False),
    ("This land enters tapped unless you control a legendary creature.", ("Grizzly Bears",), True),
    ("This land enters tapped unless you control a legendary creature.", ("Test Legend",), False)])
def test_614_1d_enters_tapped_unless_you_control(text, mine, tapped):
    c = land("Test Check", text)
    fast = land("Test Fast", "This land enters tapped unless you control two or fewer other lands.")
    legend = made_up("Test Legend", "Legendary Creature — Human", "{W}", "", "1/1")
    s, g, _ = game_with(c, fast, legend, mine=mine, hand=("Test Check",))
    play(s, "Test Check")
    assert g.objects[s.on_battlefield("Test Check")[0]].tapped == tapped


@pytest.mark.parametrize("lands,castable", [(4, False), (5, True)])
def test_602_5b_activate_only_if_you_control_five_or_more_lands_counts_itself(lands, castable):
    c = land("Test Temple", "{T}: Add {C}{C}. Activate only if you control five or more lands.")
    s, g, _ = game_with(c, mine=("Test Temple",) + ("Swamp",) * (lands - 1), hand=("Test Sorcery {2}",))
    s.g.players[0].library.clear()
    assert can_cast(s, "Test Sorcery {2}")                      # two Swamps or more pay {2} anyway
    for o in s.on_battlefield("Swamp"):
        g.objects[o].tapped = True
    s.refresh()
    assert can_cast(s, "Test Sorcery {2}") == castable


def test_106_6_spend_only_on_instant_and_sorcery_spells():
    c = land("Test Spire", "{T}: Add {R}. Spend this mana only to cast instant and sorcery spells.")
    red_bear = made_up("Test Red Bear", "Creature — Bear", "{R}", "", "2/2")
    s, g, _ = game_with(c, red_bear, mine=("Test Spire",), hand=("Test Sorcery {R}", "Test Red Bear"))
    assert can_cast(s, "Test Sorcery {R}") and not can_cast(s, "Test Red Bear")


@pytest.mark.parametrize("players,left,tapped", [(2, False, True), (3, False, False), (3, True, True)])
def test_800_4_enters_tapped_unless_you_have_two_or_more_opponents(players, left, tapped):
    c = land("Test Bond", "This land enters tapped unless you have two or more opponents.")
    s, g, _ = game_with(c, hand=("Test Bond",), players=players)
    if left:
        from manamelee.engine.leaving import leave_game
        leave_game(g, 2)
        s.refresh()
    play(s, "Test Bond")
    assert g.objects[s.on_battlefield("Test Bond")[0]].tapped == tapped


@pytest.mark.parametrize("their_life,tapped", [(13, False), (14, True)])
def test_614_1d_enters_tapped_unless_a_player_has_13_or_less_life(their_life, tapped):
    c = land("Test Camp", "This land enters tapped unless a player has 13 or less life.")
    s, g, _ = game_with(c, hand=("Test Camp",))
    s.life(1, their_life)
    s.refresh()
    play(s, "Test Camp")
    assert g.objects[s.on_battlefield("Test Camp")[0]].tapped == tapped


@pytest.mark.parametrize("theirs,tapped", [(7, True), (8, False)])
def test_614_1d_enters_tapped_unless_your_opponents_control_eight_or_more_lands(theirs, tapped):
    c = land("Test Catch", "This land enters tapped unless your opponents control eight or more lands.")
    s = scenario(c)
    for _ in range(theirs):
        s.battlefield(1, "Plains")
    s.hand(0, "Test Catch")
    g = s.start(active=0, step=Step.MAIN1)
    play(s, "Test Catch")
    assert g.objects[s.on_battlefield("Test Catch")[0]].tapped == tapped


@pytest.mark.parametrize("others,tapped", [(1, False), (2, True)])
def test_614_1d_if_you_control_two_or_more_other_lands_it_enters_tapped(others, tapped):
    c = land("Test Lorwyn", "If you control two or more other lands, this land enters tapped.")
    s, g, _ = game_with(c, mine=("Plains",) * others, hand=("Test Lorwyn",))
    play(s, "Test Lorwyn")
    assert g.objects[s.on_battlefield("Test Lorwyn")[0]].tapped == tapped


SHOCK = "As this land enters, you may pay 2 life. If you don't, it enters tapped."


@pytest.mark.parametrize("pay", [True, False])
def test_614_12_pay_2_life_or_it_enters_tapped(pay):
    c = land("Test Shock", SHOCK, "Land — Mountain Plains")
    s, g, _ = game_with(c, hand=("Test Shock",))
    play(s, "Test Shock")
    s.choose("yes" if pay else "no")
    [p] = s.on_battlefield("Test Shock")
    assert g.objects[p].tapped != pay and g.players[0].life == (18 if pay else 20)


def test_119_4_with_too_little_life_only_the_tapped_choice_is_offered():
    c = land("Test Shock", SHOCK, "Land — Mountain Plains")
    s, g, _ = game_with(c, hand=("Test Shock",), life=1)
    play(s, "Test Shock")
    assert [o.kind for o in s.decision.options] == ["no"]


REVEAL = ("As this land enters, you may reveal a Plains or Island card from your hand. If you don't, this land "
          "enters tapped.")


@pytest.mark.parametrize("in_hand,reveal,tapped", [("Island", True, False), ("Island", False, True),
                                                   ("Swamp", False, True)])
def test_614_12_reveal_a_card_or_it_enters_tapped(in_hand, reveal, tapped):
    c = land("Test Port", REVEAL)
    s, g, _ = game_with(c, hand=("Test Port", in_hand))
    play(s, "Test Port")
    if in_hand == "Swamp":
        assert [o.kind for o in s.decision.options] == ["no"]
    s.choose("card" if reveal else "no")
    assert g.objects[s.on_battlefield("Test Port")[0]].tapped == tapped
    assert sorted(hand_names(g, 0)) == [in_hand]                 # 701.16b: revealing doesn't move it


# ----------------------------------------------------------------------------- effects of entering lands
def test_603_bounce_land_returns_a_land_you_control():
    c = land("Test Chancery", "This land enters tapped.\nWhen this land enters, return a land you control to its "
             "owner's hand.\n{T}: Add {W}{U}.")
    s, g, (plains,) = game_with(c, mine=("Plains",), hand=("Test Chancery",))
    play(s, "Test Chancery")
    s.pass_until_decision("choose")
    s.choose("card", value=plains)
    assert hand_names(g, 0) == ["Plains"] and s.on_battlefield("Test Chancery")


def test_603_bounce_land_alone_returns_itself():
    c = land("Test Chancery", "When this land enters, return a land you control to its owner's hand.")
    s, g, _ = game_with(c, hand=("Test Chancery",))
    play(s, "Test Chancery")
    s.pass_until_decision("choose")
    s.choose("card")
    assert hand_names(g, 0) == ["Test Chancery"]


def test_608_2d_sacrifice_it_unless_you_return_a_non_lair_land():
    c = land("Test Lair", "When this land enters, sacrifice it unless you return a non-Lair land you control to its "
             "owner's hand.", "Land — Lair")
    s, g, (other, plains) = game_with(c, mine=("Test Lair", "Plains"), hand=("Test Lair",))
    play(s, "Test Lair")
    s.pass_until_decision("choose")
    assert {o.value for o in s.decision.options} == {plains, None}      # not a Lair
    s.choose("card", value=plains)
    assert len(s.on_battlefield("Test Lair")) == 2 and hand_names(g, 0) == ["Plains"]


@pytest.mark.parametrize("give_back", [True, False])
def test_608_2d_sacrifice_it_unless_you_return_an_untapped_plains(give_back):
    c = land("Test Karoo", "When this land enters, sacrifice it unless you return an untapped Plains you control to "
             "its owner's hand.")
    s, g, (plains, tapped_plains) = game_with(c, mine=("Plains", "Plains"), hand=("Test Karoo",))
    g.objects[tapped_plains].tapped = True
    s.refresh()
    play(s, "Test Karoo")
    s.pass_until_decision("choose")
    assert {o.value for o in s.decision.options} == {plains, None}      # only the untapped Plains
    s.choose("card" if give_back else "no")
    assert bool(s.on_battlefield("Test Karoo")) == give_back
    assert hand_names(g, 0) == (["Plains"] if give_back else [])


@pytest.mark.parametrize("lands,kept", [(1, True), (0, False)])
def test_118_12_sacrifice_it_unless_you_pay(lands, kept):
    c = land("Test Commons", "When this land enters, sacrifice it unless you pay {1}.")
    s, g, _ = game_with(c, mine=("Plains",) * lands, hand=("Test Commons",))
    play(s, "Test Commons")
    if lands:
        s.pass_until_decision("pay_or_not")
        s.choose("pay")
    resolve_stack(s)
    assert bool(s.on_battlefield("Test Commons")) == kept


@pytest.mark.parametrize("to_grave", [True, False])
def test_701_42a_surveil_1(to_grave):
    c = made_up("Test Sewers", "Land — Island Swamp", None, "When this land enters, surveil 1.", keywords=("Surveil",))
    s = scenario(c)
    s.hand(0, "Test Sewers")
    top, _ = s.library(0, "Grizzly Bears", "Plains")
    g = s.start(active=0, step=Step.MAIN1)
    play(s, "Test Sewers")
    s.pass_until_decision("surveil")
    s.choose("graveyard" if to_grave else "top")
    assert (grave_names(g, 0) == ["Grizzly Bears"]) == to_grave
    assert (g.players[0].library[0] == top) != to_grave


def _fetch(s, name, found):
    """Activate the fetch land ``name`` and find ``found`` (answering the search)."""
    s.activate(name)
    s.pass_until_decision("search")
    s.choose("card", label=found)


def test_701_19_fetch_land_finds_a_nonbasic_land_with_the_type_and_its_entering_choice_is_asked():
    fetch = land("Test Mesa", "{T}, Pay 1 life, Sacrifice this land: Search your library for a Mountain or Plains card, "
                 "put it onto the battlefield, then shuffle.")
    shock = land("Test Shock", SHOCK, "Land — Mountain Plains")
    s = scenario(fetch, shock)
    s.battlefield(0, "Test Mesa")
    s.library(0, "Island", "Test Shock")
    g = s.start(active=0, step=Step.MAIN1)
    _fetch(s, "Test Mesa", "Test Shock")
    assert s.decision.rule == "614.12a"                  # asked before it enters, during the search
    s.choose("yes")
    [p] = s.on_battlefield("Test Shock")
    assert not g.objects[p].tapped and g.players[0].life == 17 and grave_names(g, 0) == ["Test Mesa"]


def test_701_19_basic_fetch_finds_only_basic_cards_tapped():
    fetch = land("Test Panorama", "{T}, Sacrifice this land: Search your library for a basic Forest, Plains, or Island "
                 "card, put it onto the battlefield tapped, then shuffle.")
    dual = land("Test Dual", "", "Land — Forest Plains")
    s = scenario(fetch, dual)
    s.battlefield(0, "Test Panorama")
    s.library(0, "Test Dual", "Swamp", "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Panorama")
    s.pass_until_decision("search")
    assert sorted(o.label for o in s.decision.options if o.kind == "card") == ["Island"]
    s.choose("card", label="Island")
    [i] = s.on_battlefield("Island")
    assert g.objects[i].tapped and sorted(g.name(o) for o in g.players[0].library) == ["Swamp", "Test Dual"]
    assert all(g.objects[o].zone == LIBRARY for o in g.players[0].library)


# ----------------------------------------------------------------------------- the wording is checked
@pytest.mark.parametrize("text", [
    "{T}: Add {R}. Spend this mana only to cast an creature spell.",        # the article doesn't fit
    "This land enters tapped unless you control an Plains.",
])
def test_wordings_the_engine_doesnt_play_are_refused(text):
    facts = {"name": "Test Odd", "manaCost": None, "type": "Land", "layout": "normal", "text": text, "types": ["Land"],
             "supertypes": [], "subtypes": [], "keywords": ["Surveil"] if "surveil" in text else [], "power": None,
             "toughness": None, "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and blocked


# ----------------------------------------------------------------------------- real lands, from their oracle text
def test_real_sacred_foundry_shock_land():
    """"({T}: Add {R} or {W}.) As this land enters, you may pay 2 life. If you don't, it enters tapped." """
    c = real("Sacred Foundry")
    s, g, _ = game_with(c, hand=("Sacred Foundry", "Test Sorcery {W}"))
    play(s, "Sacred Foundry")
    s.choose("yes")
    assert g.players[0].life == 18
    cast_it(s, "Test Sorcery {W}")
    assert g.players[0].life == 19


def test_real_blooming_marsh_fast_land():
    """"This land enters tapped unless you control two or fewer other lands. {T}: Add {B} or {G}." """
    c = real("Blooming Marsh")
    s, g, _ = game_with(c, mine=("Plains", "Plains", "Plains"), hand=("Blooming Marsh",))
    play(s, "Blooming Marsh")
    assert g.objects[s.on_battlefield("Blooming Marsh")[0]].tapped


def test_real_arid_mesa_fetches_a_mountain():
    """"{T}, Pay 1 life, Sacrifice this land: Search your library for a Mountain or Plains card, put it onto the
    battlefield, then shuffle." """
    s = scenario(real("Arid Mesa"))
    s.battlefield(0, "Arid Mesa")
    s.library(0, "Forest", "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    _fetch(s, "Arid Mesa", "Mountain")
    [m] = s.on_battlefield("Mountain")
    assert not g.objects[m].tapped and g.players[0].life == 19 and grave_names(g, 0) == ["Arid Mesa"]


def test_real_azorius_chancery_bounce_land():
    """"This land enters tapped. When this land enters, return a land you control to its owner's hand.
    {T}: Add {W}{U}." """
    c = real("Azorius Chancery")
    s, g, (plains,) = game_with(c, mine=("Plains",), hand=("Azorius Chancery", "Test Sorcery {W}{U}"))
    play(s, "Azorius Chancery")
    s.pass_until_decision("choose")
    s.choose("card", value=plains)
    [ch] = s.on_battlefield("Azorius Chancery")
    assert g.objects[ch].tapped and hand_names(g, 0) == ["Test Sorcery {W}{U}", "Plains"]
    g.objects[ch].tapped = False
    s.refresh()
    cast_it(s, "Test Sorcery {W}{U}")                     # one land pays {W}{U}
    assert g.players[0].life == 21


def test_real_adarkar_wastes_pain_land():
    """"{T}: Add {C}. {T}: Add {W} or {U}. This land deals 1 damage to you." """
    s, g, _ = game_with(real("Adarkar Wastes"), mine=("Adarkar Wastes",), hand=("Test Sorcery {U}",))
    cast_it(s, "Test Sorcery {U}")
    assert g.players[0].life == 20                        # 1 damage, 1 life gained


def test_real_darkwater_catacombs_filter():
    """"{1}, {T}: Add {U}{B}." """
    s, g, _ = game_with(real("Darkwater Catacombs"), mine=("Darkwater Catacombs", "Plains"),
                        hand=("Test Sorcery {B}",))
    cast_it(s, "Test Sorcery {B}")
    assert g.players[0].pool.amounts["U"] == 1            # left over until the step ends (500.4)
    assert g.players[0].life == 21


def test_real_horizon_canopy_pays_life_for_mana_and_draws():
    """"{T}, Pay 1 life: Add {G} or {W}. {1}, {T}, Sacrifice this land: Draw a card." """
    s, g, _ = game_with(real("Horizon Canopy"), mine=("Horizon Canopy", "Plains"), hand=("Test Sorcery {G}",))
    s.g.players[0].library.clear()
    cast_it(s, "Test Sorcery {G}")
    assert g.players[0].life == 20


def test_real_crystal_vein_sacrifices_for_two():
    """"{T}: Add {C}. {T}, Sacrifice this land: Add {C}{C}." """
    s, g, _ = game_with(real("Crystal Vein"), mine=("Crystal Vein",), hand=("Test Sorcery {2}",))
    cast_it(s, "Test Sorcery {2}")
    assert grave_names(g, 0) == ["Crystal Vein", "Test Sorcery {2}"]


def test_real_coral_atoll_karoo():
    """"This land enters tapped. When this land enters, sacrifice it unless you return an untapped Island you
    control to its owner's hand. {T}: Add {C}{U}." """
    c = real("Coral Atoll")
    s, g, (isl,) = game_with(c, mine=("Island",), hand=("Coral Atoll",))
    play(s, "Coral Atoll")
    s.pass_until_decision("choose")
    s.choose("card", value=isl)
    [a] = s.on_battlefield("Coral Atoll")
    assert g.objects[a].tapped and hand_names(g, 0) == ["Island"]
    assert c.activated[0].mana_rider.options == ("CU",)


def test_real_glacial_fortress_check_land():
    """"This land enters tapped unless you control a Plains or an Island. {T}: Add {W} or {U}." """
    c = real("Glacial Fortress")
    s, g, _ = game_with(c, mine=("Island",), hand=("Glacial Fortress",))
    play(s, "Glacial Fortress")
    assert not g.objects[s.on_battlefield("Glacial Fortress")[0]].tapped


def test_real_port_town_reveal_land():
    """"As this land enters, you may reveal a Plains or Island card from your hand. If you don't, this land enters
    tapped. {T}: Add {W} or {U}." """
    c = real("Port Town")
    s, g, _ = game_with(c, hand=("Port Town", "Plains"))
    play(s, "Port Town")
    s.choose("card")
    assert not g.objects[s.on_battlefield("Port Town")[0]].tapped


def test_real_archway_commons_pay_or_sacrifice():
    """"This land enters tapped. When this land enters, sacrifice it unless you pay {1}. {T}: Add one mana of any
    color." """
    s, g, _ = game_with(real("Archway Commons"), hand=("Archway Commons",))
    play(s, "Archway Commons")
    resolve_stack(s)
    assert s.on_battlefield("Archway Commons") == [] and grave_names(g, 0) == ["Archway Commons"]


def test_real_thriving_bluff_chooses_a_colour_other_than_red():
    """"This land enters tapped. As it enters, choose a color other than red. {T}: Add {R} or one mana of the chosen
    color." """
    c = real("Thriving Bluff")
    s, g, _ = game_with(c, hand=("Thriving Bluff",))
    play(s, "Thriving Bluff")
    assert "R" not in [o.value for o in s.decision.options]
    s.choose("color", value="U")
    [b] = s.on_battlefield("Thriving Bluff")
    assert g.objects[b].tapped and g.objects[b].note["chosen_color"] == "U"


def test_real_undercity_sewers_surveils():
    """"({T}: Add {U} or {B}.) This land enters tapped. When this land enters, surveil 1." """
    c = real("Undercity Sewers")
    s = scenario(c)
    s.hand(0, "Undercity Sewers")
    s.library(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    play(s, "Undercity Sewers")
    s.pass_until_decision("surveil")
    s.choose("graveyard")
    assert grave_names(g, 0) == ["Grizzly Bears"] and g.objects[s.on_battlefield("Undercity Sewers")[0]].tapped


def test_real_blazemire_verge():
    """"{T}: Add {B}. {T}: Add {R}. Activate only if you control a Swamp or a Mountain." """
    c = real("Blazemire Verge")
    s, g, _ = game_with(c, mine=("Blazemire Verge",), hand=("Test Sorcery {R}", "Test Sorcery {B}"))
    assert can_cast(s, "Test Sorcery {B}") and not can_cast(s, "Test Sorcery {R}")


def test_real_bountiful_promenade_in_a_four_player_game():
    """"This land enters tapped unless you have two or more opponents. {T}: Add {G} or {W}." """
    c = real("Bountiful Promenade")
    s, g, _ = game_with(c, hand=("Bountiful Promenade",), players=4)
    play(s, "Bountiful Promenade")
    assert not g.objects[s.on_battlefield("Bountiful Promenade")[0]].tapped


def test_real_ancient_tomb():
    """"{T}: Add {C}{C}. This land deals 2 damage to you." """
    s, g, _ = game_with(real("Ancient Tomb"), mine=("Ancient Tomb",), hand=("Test Sorcery {2}",))
    cast_it(s, "Test Sorcery {2}")
    assert g.players[0].life == 19


def test_real_mana_confluence():
    """"{T}, Pay 1 life: Add one mana of any color." """
    s, g, _ = game_with(real("Mana Confluence"), mine=("Mana Confluence",), hand=("Test Sorcery {B}",))
    cast_it(s, "Test Sorcery {B}")
    assert g.players[0].life == 20


# ----------------------------------------------------------------------------- man-lands (613.1d, 205.1b)
@pytest.mark.parametrize("text,pt,colors,types,kws", [
    ("{1}{U}: This land becomes a 2/1 blue Faerie creature with flying until end of turn. It's still a land.",
     (2, 1), {"U"}, {"Land", "Creature"}, {"Flying"}),
    ("{2}: Until end of turn, this land becomes a 4/4 white and blue Elemental creature with flying and vigilance. "
     "It's still a land.", (4, 4), {"W", "U"}, {"Land", "Creature"}, {"Flying", "Vigilance"}),
    ("{2}: This land becomes a 4/2 Golem artifact creature until end of turn. It's still a land.",
     (4, 2), set(), {"Land", "Creature", "Artifact"}, set())])
def test_613_1d_man_land_becomes_a_creature_until_end_of_turn(text, pt, colors, types, kws):
    c = land("Test Conclave", text)
    s, g, (m, *_) = game_with(c, mine=("Test Conclave", "Island", "Island"))
    s.activate("Test Conclave")
    resolve_stack(s)
    ch = g.chars(m)
    assert (ch.power, ch.toughness) == pt and ch.colors == frozenset(colors) and kws <= ch.keywords
    assert types <= ch.types and "Land" in ch.types                  # 205.1b: it's still a land
    g.players[0].library.extend(s.library(0, "Plains", "Plains"))
    s.pass_until(Step.END)
    s.pass_until(Step.UPKEEP)                                          # 514.2: the effect ended
    ch = g.chars(m)
    assert "Creature" not in ch.types and ch.power is None


def test_508_1_an_animated_man_land_attacks():
    c = land("Test Village", "{1}{G}: This land becomes a 3/3 green Ape creature with trample until end of turn. "
             "It's still a land.")
    s, g, (v, *_) = game_with(c, mine=("Test Village", "Forest", "Forest"))
    s.activate("Test Village")
    resolve_stack(s)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((v, 1))
    s.pass_until(Step.MAIN2)
    assert g.players[1].life == 17


# ----------------------------------------------------------------------------- counters on lands (122)
VIVID = ("This land enters tapped with two charge counters on it.\n{T}: Add {U}.\n"
         "{T}, Remove a charge counter from this land: Add one mana of any color.")


def test_122_6_vivid_land_enters_with_charge_counters_and_spends_them_for_any_colour():
    c = land("Test Vivid", VIVID)
    s, g, _ = game_with(c, hand=("Test Vivid", "Test Sorcery {R}"))
    play(s, "Test Vivid")
    [v] = s.on_battlefield("Test Vivid")
    assert g.objects[v].tapped and g.objects[v].counters == {"charge": 2}
    g.objects[v].tapped = False
    s.refresh()
    cast_it(s, "Test Sorcery {R}")
    assert g.objects[v].counters["charge"] == 1


def test_118_3_no_counter_left_no_coloured_mana():
    c = land("Test Vivid", VIVID)
    s = scenario(c, *SORCERY.values())
    s.battlefield(0, "Test Vivid", counters={"charge": 0})
    s.hand(0, "Test Sorcery {R}", "Test Sorcery {U}")
    g = s.start(active=0, step=Step.MAIN1)
    assert not can_cast(s, "Test Sorcery {R}") and can_cast(s, "Test Sorcery {U}")


@pytest.mark.parametrize("left,gone", [(2, False), (1, True)])
def test_605_3b_depletion_land_is_sacrificed_with_its_last_counter(left, gone):
    c = land("Test Woodlot", "This land enters tapped with two depletion counters on it.\n"
             "{T}, Remove a depletion counter from this land: Add {G}{G}. If there are no depletion counters on this "
             "land, sacrifice it.")
    s = scenario(c, *SORCERY.values())
    w = s.battlefield(0, "Test Woodlot", counters={"depletion": left})
    s.hand(0, "Test Sorcery {G}")
    g = s.start(active=0, step=Step.MAIN1)
    cast_it(s, "Test Sorcery {G}")
    assert (w not in g.objects) == gone and g.players[0].pool.amounts["G"] == 1


def test_real_celestial_colonnade():
    """"This land enters tapped. {T}: Add {W} or {U}. {3}{W}{U}: Until end of turn, this land becomes a 4/4 white
    and blue Elemental creature with flying and vigilance. It's still a land." """
    s, g, (c, *_) = game_with(real("Celestial Colonnade"), mine=("Celestial Colonnade", "Plains", "Island",
                                                                 "Island", "Island", "Island"))
    s.activate("Celestial Colonnade")
    resolve_stack(s)
    ch = g.chars(c)
    assert (ch.power, ch.toughness) == (4, 4) and {"Flying", "Vigilance"} <= ch.keywords and ch.colors == {"W", "U"}


def test_real_vivid_creek():
    """"This land enters tapped with two charge counters on it. {T}: Add {U}. {T}, Remove a charge counter from this
    land: Add one mana of any color." """
    s, g, _ = game_with(real("Vivid Creek"), hand=("Vivid Creek",))
    play(s, "Vivid Creek")
    [v] = s.on_battlefield("Vivid Creek")
    assert g.objects[v].tapped and g.objects[v].counters == {"charge": 2}


def test_real_hickory_woodlot():
    """"This land enters tapped with two depletion counters on it. {T}, Remove a depletion counter from this land:
    Add {G}{G}. If there are no depletion counters on this land, sacrifice it." """
    s = scenario(real("Hickory Woodlot"), *SORCERY.values())
    s.battlefield(0, "Hickory Woodlot", counters={"depletion": 1})
    s.hand(0, "Test Sorcery {2}")
    g = s.start(active=0, step=Step.MAIN1)
    cast_it(s, "Test Sorcery {2}")
    assert grave_names(g, 0) == ["Hickory Woodlot", "Test Sorcery {2}"]


# ----------------------------------------------------------------------------- commander's color identity (903.4)
TOWER = "{T}: Add one mana of any color in your commander's color identity."


@pytest.mark.parametrize("with_commander", [True, False])
def test_903_4_mana_of_your_commanders_colour_identity(with_commander):
    tower = land("Test Tower", TOWER)
    general = made_up("Test General", "Legendary Creature — Human", "{1}{G}",
                      "{W}: This creature gets +1/+1 until end of turn.", "2/2")
    s = scenario(tower, general, *SORCERY.values())
    s.battlefield(0, "Test Tower")
    if with_commander:
        s.commander(0, "Test General")
    s.hand(0, "Test Sorcery {W}", "Test Sorcery {G}", "Test Sorcery {B}")
    g = s.start(active=0, step=Step.MAIN1)
    assert can_cast(s, "Test Sorcery {W}") == with_commander                 # a {W} in its rules text (903.4)
    assert can_cast(s, "Test Sorcery {G}") == with_commander
    assert not can_cast(s, "Test Sorcery {B}")                               # 903.4f: without one, no mana


def test_real_command_tower():
    """"{T}: Add one mana of any color in your commander's color identity." """
    s = scenario(real("Command Tower"), *SORCERY.values())
    s.battlefield(0, "Command Tower")
    s.commander(0, "Grizzly Bears")
    s.hand(0, "Test Sorcery {G}")
    g = s.start(active=0, step=Step.MAIN1)
    cast_it(s, "Test Sorcery {G}")
    assert g.players[0].life == 21
