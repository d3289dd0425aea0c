"""productions/disturb: "Disturb {cost}" (702.146a) on a transforming double-faced card's front face and its back
face's "If CARDNAME would be put into a graveyard from anywhere, exile it instead." (614.1a), on made-up cards built
for each production. The rules on real cards are in tests/engine/test_702_146_disturb.py."""
from __future__ import annotations

from manamelee.cards.oracle.build import build_card
from manamelee.cards.oracle.compile_pool import compile_face
from manamelee.engine.constants import EXILE, GRAVEYARD, Step
from manamelee.engine.definitions import CardDef

from ...pool_helpers import pay_lands, resolve_stack
from ..helpers import SUPERTYPES, scenario


def _facts(name: str, type_line: str, cost: str | None, text: str, pt: str | None, keywords: tuple[str, ...]) -> dict:
    left, _, right = type_line.partition(" — ")
    words = left.split()
    power, toughness = pt.split("/") if pt else (None, None)
    return {"name": name, "manaCost": cost, "type": type_line, "layout": "transform", "text": text,
            "types": [w for w in words if w not in SUPERTYPES], "supertypes": [w for w in words if w in SUPERTYPES],
            "subtypes": right.split(), "keywords": list(keywords), "power": power, "toughness": toughness,
            "loyalty": None}


def compile_dfc(front: tuple, back: tuple, keywords: tuple[str, ...] = ()) -> tuple[dict | None, list[str]]:
    """Compile a made-up transforming double-faced card: ``front`` and ``back`` are (name, type line, text, P/T);
    the front has the mana cost, the back none (712.8e); ``keywords``: the facts' keywords of both faces."""
    fname, ftype, ftext, fpt, fcost = front
    bname, btype, btext, bpt = back
    f = _facts(f"{fname} // {bname}", ftype, fcost, ftext, fpt, keywords)
    f["_back"] = dict(_facts(bname, btype, None, btext, bpt, keywords), face="back", front=fname)
    return compile_face(f, {})


def made_up_dfc(front: tuple, back: tuple, keywords: tuple[str, ...] = ()) -> CardDef:
    rec, blocked = compile_dfc(front, back, keywords)
    assert rec is not None, blocked
    return build_card(rec)


SHADE_TEXT = "Flying\nIf CARDNAME would be put into a graveyard from anywhere, exile it instead."
SAILOR = made_up_dfc(("Test Drowned Sailor", "Creature — Human Sailor", "Disturb {1}{U}", "1/1", "{2}{U}"),
                     ("Test Sailor's Shade", "Creature — Spirit", SHADE_TEXT, "2/2"),
                     ("Disturb", "Flying"))
BLESSING_TEXT = ("Enchant creature\nEnchanted creature gets +1/+1.\n"
                 "If this Aura would be put into a graveyard from anywhere, exile it instead.")
WARDER = made_up_dfc(("Test Kindly Warder", "Creature — Spirit", "Disturb {W}", "1/1", "{1}{W}"),
                     ("Test Warder's Blessing", "Enchantment — Aura", BLESSING_TEXT, None), ("Disturb", "Enchant"))


def _disturb_options(s):
    return [o for o in s.decision.options if o.kind == "cast_alt" and "Disturb" in o.label]


def test_702_146a_disturb_casts_the_back_face_from_the_graveyard_for_the_disturb_cost():
    s = scenario(SAILOR)
    s.graveyard(0, "Test Drowned Sailor")
    lands = pay_lands(s, 0, "{1}{U}")                        # the disturb cost, not the mana cost {2}{U}
    g = s.start(active=0, step=Step.MAIN1)
    [o] = _disturb_options(s)
    assert o.label == "cast Test Drowned Sailor (Disturb {1}{U})"
    g.submit(s.decision.id, o)
    assert all(g.objects[x].tapped for x in lands)
    spell = g.turns[0].stack[-1]
    assert spell.name == "Test Sailor's Shade" and g.objects[spell.source].card.name == "Test Sailor's Shade"
    resolve_stack(s)
    [shade] = s.on_battlefield("Test Sailor's Shade", 0)        # 702.146b: it enters with its back face up
    ch = g.chars(shade)
    assert (ch.power, ch.toughness) == (2, 2) and "Flying" in ch.keywords


def test_614_1a_the_back_face_would_go_to_a_graveyard_and_is_exiled_instead():
    s = scenario(SAILOR)
    s.graveyard(0, "Test Drowned Sailor")
    pay_lands(s, 0, "{1}{U}")
    s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    g.submit(s.decision.id, _disturb_options(s)[0])
    resolve_stack(s)
    [shade] = s.on_battlefield("Test Sailor's Shade", 0)
    s.pass_priority()                                        # P1 gets priority and Shocks the 2/2
    s.cast("Shock", shade)
    resolve_stack(s)
    assert [z for z, _ in s.zone_of("Test Drowned Sailor", 0)] == [EXILE]        # the card, front face (712.8a)
    assert s.zone_of("Test Sailor's Shade", 0) == [] and g.players[0].graveyard == []
    assert any(e.rule == "614.1a" and e.to_zone == EXILE for e in g.events if e.kind == "zone_change")


def test_614_1a_the_front_face_has_no_such_ability_and_goes_to_the_graveyard():
    s = scenario(SAILOR)
    sailor = s.battlefield(0, "Test Drowned Sailor")
    s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    g = s.start(active=1, step=Step.MAIN1)
    s.cast("Shock", sailor)
    resolve_stack(s)
    assert [g.objects[x].card.name for x in g.players[0].graveyard] == ["Test Drowned Sailor"]
    assert GRAVEYARD not in [z for z, _ in s.zone_of("Test Sailor's Shade")]


def test_614_1a_this_aura_an_aura_back_face_cast_with_disturb_is_exiled_when_it_would_go_to_the_graveyard():
    s = scenario(WARDER)
    s.graveyard(0, "Test Kindly Warder")
    bear = s.battlefield(0, "Grizzly Bears")
    pay_lands(s, 0, "{W}")
    s.hand(1, "Murder")
    pay_lands(s, 1, "{1}{B}{B}")
    g = s.start(active=0, step=Step.MAIN1)
    g.submit(s.decision.id, _disturb_options(s)[0])
    s.choose("target", value=("obj", bear))
    resolve_stack(s)
    [aura] = s.on_battlefield("Test Warder's Blessing", 0)
    assert g.objects[aura].attached_to == bear and g.chars(bear).power == 3
    s.pass_priority()
    s.cast("Murder", bear)
    resolve_stack(s)                                         # 704.5m: the Aura would go to the graveyard
    assert [g.objects[x].card.name for x in g.players[0].graveyard] == ["Grizzly Bears"]
    assert [g.objects[x].card.name for x in g.exile] == ["Test Kindly Warder"]


def test_702_146a_disturb_is_refused_on_a_card_without_a_back_face():
    facts = {"name": "Test Lonely Ghost", "manaCost": "{1}{W}", "type": "Creature — Spirit", "layout": "normal",
             "text": "Disturb {2}{W}", "types": ["Creature"], "supertypes": [], "subtypes": ["Spirit"],
             "keywords": ["Disturb"], "power": "1", "toughness": "1", "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "702.146a" in blocked[0]


def test_614_1a_this_aura_is_refused_on_a_face_that_isnt_an_aura():
    rec, blocked = compile_dfc(("Test Odd Ghost", "Creature — Spirit", "Disturb {W}", "1/1", "{1}{W}"),
                               ("Test Odd Shade", "Creature — Spirit",
                                "If this Aura would be put into a graveyard from anywhere, exile it instead.", "1/1"),
                               ("Disturb",))
    assert rec is None and "this Aura" in blocked[0]
