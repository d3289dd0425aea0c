"""productions/ward and engine/ward.py: Ward (702.21a) — "Whenever this permanent becomes the target of a spell or
ability an opponent controls, counter that spell or ability unless that player pays [cost]." """
from __future__ import annotations

from manamelee.cards.oracle.printer import ability
from manamelee.engine.constants import Step
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario

from ...pool_helpers import grave_names, pay_lands
from ..helpers import made_up, scenario

WARDED = made_up("Test Warded Drake", "Creature — Drake", "{1}{U}", "Flying, ward {2}", "2/2", ("Flying", "Ward"))
LIFE_WARD = made_up("Test Life Ward", "Creature — Spirit", "{1}{B}", "Ward—Pay 3 life.", "2/2", ("Ward",))
DISCARD_WARD = made_up("Test Discard Ward", "Creature — Spirit", "{1}{B}", "Ward—Discard a card.", "2/2", ("Ward",))
DOUBLE_WARD = made_up("Test Double Ward", "Creature — Spirit", "{1}{U}", "Ward {1}\nWard—Pay 2 life.", "2/2", ("Ward",))
SHOCK = made_up("Test Shock", "Instant", "{R}", "Test Shock deals 2 damage to any target.")
PINGER = made_up("Test Pinger", "Creature — Human Wizard", "{1}{R}", "{T}: This creature deals 1 damage to any target.",
                 "1/1")
CARDS = (WARDED, LIFE_WARD, DISCARD_WARD, DOUBLE_WARD, SHOCK, PINGER)


def _shock_at(name: str, extra_lands: int, players: int = 2, caster: int = 1, owner: int = 0, s=None):
    s = s or scenario(*CARDS, players=players)
    w = s.battlefield(owner, name)
    s.hand(caster, "Test Shock")
    pay_lands(s, caster, "{R}")
    for _ in range(extra_lands):
        s.battlefield(caster, "Island")
    g = s.start(caster, Step.MAIN1)
    s.cast("Test Shock", w)
    return s, g, w


def _pass_to_question(s, kind="pay_or_not"):
    for _ in range(20):
        d = s.decision
        if d.kind == kind:
            return d
        assert d.kind == "priority", d
        s.pass_priority()
    raise AssertionError(f"no {kind}")


def _settle(s):
    for _ in range(30):
        d = s.decision
        assert d.kind == "priority", d
        if not any(t.stack for t in s.g.turns):
            return
        s.pass_priority()


def test_702_21a_ward_counters_the_spell_unless_its_controller_pays():
    s, g, w = _shock_at("Test Warded Drake", 2)
    d = _pass_to_question(s)
    assert d.player == 1                                   # that player — the spell's controller — is asked
    s.choose("decline")
    _settle(s)
    assert s.on_battlefield("Test Warded Drake") == [w] and g.objects[w].damage == 0
    assert grave_names(g, 1) == ["Test Shock"]
    assert any(e.kind == "countered" and e.rule == "702.21a" for e in g.events)


def test_702_21a_paying_the_ward_cost_lets_the_spell_resolve():
    s, g, w = _shock_at("Test Warded Drake", 2)
    _pass_to_question(s)
    s.choose("pay")
    _settle(s)
    assert s.on_battlefield("Test Warded Drake") == []
    assert sum(1 for o in g.battlefield if g.objects[o].tapped and g.controller(o) == 1) == 3


def test_702_21a_a_player_who_cant_pay_is_not_asked_and_the_spell_is_countered():
    s, g, w = _shock_at("Test Warded Drake", 1)            # only {1} left for a {2} ward
    _settle(s)
    assert s.on_battlefield("Test Warded Drake") == [w]
    assert not any(d.kind == "pay_or_not" for d in g.pending())


def test_702_21a_the_controllers_own_spell_does_not_trigger_ward():
    s, g, w = _shock_at("Test Warded Drake", 2, caster=0, owner=0)
    _settle(s)
    assert s.on_battlefield("Test Warded Drake") == []
    assert not any(e.kind == "trigger" for e in g.events)


def test_702_21a_ward_counters_an_activated_ability_too():
    s = scenario(*CARDS)
    w = s.battlefield(0, "Test Warded Drake")
    s.battlefield(1, "Test Pinger")
    g = s.start(1, Step.MAIN1)
    s.activate("Test Pinger", w)
    _settle(s)                                               # no mana to pay: countered without a question
    assert g.objects[w].damage == 0
    assert any(e.kind == "countered" and e.rule == "702.21a" for e in g.events)


def test_702_21a_ward_pay_life_is_paid_with_life():
    s, g, w = _shock_at("Test Life Ward", 0)
    _pass_to_question(s)
    s.choose("pay")
    _settle(s)
    assert g.players[1].life == 17 and s.on_battlefield("Test Life Ward") == []


def test_119_4_ward_pay_life_cant_be_paid_with_less_life():
    s = scenario(*CARDS)
    s.life(1, 2)
    s2, g, w = _shock_at("Test Life Ward", 0, s=s)
    _settle(s2)
    assert g.players[1].life == 2 and s2.on_battlefield("Test Life Ward") == [w]


def test_702_21a_ward_discard_a_card():
    s = scenario(*CARDS)
    s.hand(1, "Island")
    s2, g, w = _shock_at("Test Discard Ward", 0, s=s)
    _pass_to_question(s2)
    s2.choose("discard")
    _settle(s2)
    assert grave_names(g, 1) == ["Island", "Test Shock"] and s2.on_battlefield("Test Discard Ward") == []


def test_702_21a_each_ward_instance_triggers_separately():
    s, g, w = _shock_at("Test Double Ward", 1)
    d = s.decision
    assert d.kind == "order_triggers" and len(d.options) == 2       # both instances triggered (702.21a)
    s.choose("trigger", label="Ward {1}")                            # put on the stack first: resolves last
    _pass_to_question(s)
    s.choose("pay")                                                  # Ward—Pay 2 life is paid ...
    assert g.players[1].life == 18
    _pass_to_question(s)
    s.choose("decline")                                              # ... Ward {1} isn't: countered
    _settle(s)
    assert s.on_battlefield("Test Double Ward") == [w] and g.objects[w].damage == 0


def test_102_3_a_teammates_spell_does_not_trigger_ward():
    s = Scenario(4, teams=[0, 1, 0, 1], hooks=MultiplayerHooks(MultiplayerRules("team-vs-team")),
                 pool=scenario(*CARDS).pool)
    s2, g, w = _shock_at("Test Warded Drake", 2, caster=2, owner=0, s=s)
    _settle(s2)
    assert s2.on_battlefield("Test Warded Drake") == [] and not any(e.kind == "trigger" for e in g.events)


def test_801_7_ward_does_not_trigger_for_a_targeter_outside_its_controllers_range():
    # Five seats; P0 has range 1 (sees P1 and P4), P2 has range 2 (sees P0): P2's spell targets P0's creature,
    # but the event is outside P0's range of influence, so the ward ability doesn't trigger.
    s = Scenario(5, ranges=[1, 2, 2, 2, 2], hooks=MultiplayerHooks(MultiplayerRules("ffa")), pool=scenario(*CARDS).pool)
    s2, g, w = _shock_at("Test Warded Drake", 2, players=5, caster=2, owner=0, s=s)
    _settle(s2)
    assert s2.on_battlefield("Test Warded Drake") == []


def test_ward_lines_print_back():
    assert ability({"k": "keywords", "list": ["Flying", {"kw": "Ward", "cost": "{2}"}]}) == "Flying, ward {2}"
    assert ability({"k": "ward_alt", "life": 3}) == "Ward—Pay 3 life."
    assert ability({"k": "ward_alt", "discard": True}) == "Ward—Discard a card."


def test_ward_on_an_instant_does_not_compile():
    from manamelee.cards.oracle.compile_pool import compile_face
    facts = {"name": "Test Warded Spell", "manaCost": "{1}", "type": "Instant", "layout": "normal", "text": "Ward {1}",
             "types": ["Instant"], "supertypes": [], "subtypes": [], "keywords": ["Ward"], "power": None,
             "toughness": None, "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "ward" in blocked[0]


def test_real_waterfall_aerialist_wards_off_a_shock():
    from .kw_helpers import real_card
    wa = real_card("Waterfall Aerialist")
    assert "Ward {2}" in wa.keywords and "Flying" in wa.keywords
    s = scenario(*CARDS, wa)
    s2, g, w = _shock_at("Waterfall Aerialist", 0, s=s)
    _settle(s2)
    assert s2.on_battlefield("Waterfall Aerialist") == [w]


def test_702_21a_granted_ward_works_like_printed_ward():
    boots = made_up("Test Ward Boots", "Artifact — Equipment", "{1}", "Equipped creature has ward {2}.\nEquip {1}", None,
                    ("Equip",))
    bear = made_up("Test Bare Bear", "Creature — Bear", "{1}{G}", "", "2/2")
    s = scenario(*CARDS, boots, bear)
    b = s.battlefield(0, "Test Bare Bear")
    s.battlefield(0, "Test Ward Boots", attached_to=b)
    s.hand(1, "Test Shock")
    pay_lands(s, 1, "{R}")
    g = s.start(1, Step.MAIN1)
    assert "Ward {2}" in s.chars(b).keywords
    s.cast("Test Shock", b)
    _settle(s)
    assert s.on_battlefield("Test Bare Bear") == [b] and g.objects[b].damage == 0


def test_real_winged_boots_grant_flying_and_ward():
    from .kw_helpers import real_card
    wb = real_card("Winged Boots")
    bear = made_up("Test Bare Bear", "Creature — Bear", "{1}{G}", "", "2/2")
    s = scenario(wb, bear)
    b = s.battlefield(0, "Test Bare Bear")
    s.battlefield(0, "Winged Boots", attached_to=b)
    s.start(0, Step.MAIN1)
    assert {"Flying", "Ward {4}"} <= s.chars(b).keywords
