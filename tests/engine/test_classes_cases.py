"""Class cards (716) and Case cards (719): the class level bar (716.2a: sorcery speed, only from level N-1), the level
of a Class without one (716.2d), abilities from a level on; "To solve —" at your end step (719.3a), the solved
designation (719.3b) and "Solved —" abilities (719.3c). Five Classes and five Cases, each tested from its text; an
illegal level-up is never offered and an answer naming it is rejected without a change."""
from __future__ import annotations

import pytest

from manamelee.engine.classes_cases import class_level, is_solved, set_class_level, solve
from manamelee.engine.constants import BATTLEFIELD, GRAVEYARD, HAND, Step
from manamelee.engine.decisions import Option
from manamelee.engine.errors import IllegalOption
from manamelee.engine.zones import destroy, draw, move
from manamelee.scenario import Scenario

from ..cards.pool_helpers import pay_lands, resolve_stack
from .test_decision_api import state


def _activations(s: Scenario, name: str) -> list[int]:
    return [o.value[1] for o in s.decision.options if o.kind == "activate" and name in o.label]


def _answer_all(s: Scenario, limit: int = 60) -> None:
    """Pass priority until the stacks are empty, answering any other question with its first option."""
    g = s.g
    for _ in range(limit):
        d = s.decision
        if d.kind == "priority":
            if not any(t.stack for t in g.turns):
                return
            s.choose("pass")
        else:
            o = next(o for o in d.options if o.kind != "cancel")
            g.submit(d.id, o)
    raise AssertionError("the stack didn't empty")


def _to_end_step(s: Scenario):
    s.pass_until(Step.END)
    resolve_stack(s)


# ----------------------------------------------------------------------------- 716 Class cards
def test_716_2d_a_class_is_level_1_and_716_2a_only_the_level_2_bar_is_offered():
    s = Scenario(2)
    wc = s.battlefield(0, "Wizard Class")
    pay_lands(s, 0, "{4}{U}")
    g = s.start(active=0, step=Step.MAIN1)
    assert class_level(g, wc) == 1
    assert _activations(s, "Wizard Class") == [0]                 # "{2}{U}: Level 2" only (not level 3 from 1)
    before = state(g)
    with pytest.raises(IllegalOption):
        g.submit(s.decision.id, Option("activate", "opt.activate", (wc, 1), (("card", "Wizard Class"),)))
    assert state(g) == before


def test_716_2a_a_level_bar_is_activated_only_as_a_sorcery():
    s = Scenario(2)
    s.battlefield(0, "Wizard Class")
    pay_lands(s, 0, "{2}{U}")
    s.start(active=1, step=Step.MAIN1)
    s.pass_priority()
    assert s.decision.player == 0 and _activations(s, "Wizard Class") == []


def test_716_2a_levelling_up_then_when_this_class_becomes_level_2_draws_two():
    s = Scenario(2)
    wc = s.battlefield(0, "Wizard Class")
    s.library(0, "Island", "Island", "Island")
    pay_lands(s, 0, "{2}{U}")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Wizard Class", index=0)
    resolve_stack(s)
    assert class_level(g, wc) == 2 and len(g.players[0].hand) == 2
    assert any(e.kind == "class_level" and e.rule == "716.2a" for e in g.events)


def test_716_2a_a_level_3_ability_works_only_from_level_3():
    s = Scenario(2)
    wc = s.battlefield(0, "Wizard Class")
    bear = s.battlefield(0, "Grizzly Bears")
    s.library(0, *["Island"] * 5)
    g = s.start(active=0, step=Step.MAIN1)
    set_class_level(g, wc, 2)
    draw(g, 0, 1)
    s.refresh()
    resolve_stack(s)
    assert g.objects[bear].counters == {}                         # level 2: no such ability yet
    set_class_level(g, wc, 3)
    draw(g, 0, 1)
    s.refresh()
    _answer_all(s)                                                # its only target: the Bears
    assert g.objects[bear].counters == {"+1/+1": 1}


def test_716_3_wizard_class_level_1_no_maximum_hand_size():
    s = Scenario(2)
    s.battlefield(0, "Wizard Class")
    s.hand(0, *["Island"] * 9)
    g = s.start(active=0, step=Step.END)
    s.pass_until(Step.CLEANUP)
    assert len(g.players[0].hand) == 9


def test_716_2b_400_7_a_class_that_leaves_the_battlefield_comes_back_at_level_1():
    s = Scenario(2)
    wc = s.battlefield(0, "Wizard Class")
    g = s.start(active=0, step=Step.MAIN1)
    set_class_level(g, wc, 3)
    nid = move(g, wc, HAND)
    nid = move(g, nid, BATTLEFIELD)
    assert class_level(g, nid) == 1


def test_stormchasers_talent_otter_then_regrowth_then_otters_on_spells():
    s = Scenario(2)
    s.hand(0, "Stormchaser's Talent")
    pay_lands(s, 0, "{U}")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Stormchaser's Talent")
    resolve_stack(s)
    [otter] = s.on_battlefield("Otter", 0)
    assert g.chars(otter).colors == frozenset("UR") and len(g.objects[otter].card.triggered) == 1   # prowess
    [tal] = s.on_battlefield("Stormchaser's Talent", 0)
    bolt = s.graveyard(0, "Lightning Bolt")
    s.graveyard(0, "Grizzly Bears")                               # not an instant or sorcery card
    pay_lands(s, 0, "{3}{U}")
    s.refresh()
    s.activate("Stormchaser's Talent", index=0)
    d = s.pass_until_decision("target")
    assert {o.value for o in d.options if o.kind == "target"} == {("obj", bolt)}
    s.choose("target", value=("obj", bolt))
    resolve_stack(s)
    assert s.zone_of("Lightning Bolt", 0)[0][0] == HAND
    set_class_level(g, tal, 3)
    s.battlefield(0, "Mountain")
    s.refresh()
    s.cast("Lightning Bolt", ("player", 1))
    resolve_stack(s)
    assert len(s.on_battlefield("Otter", 0)) == 2


def test_warlock_class_drains_after_a_death_and_levels():
    s = Scenario(2)
    wl = s.battlefield(0, "Warlock Class")
    bear = s.battlefield(1, "Grizzly Bears")
    s.library(0, "Island", "Swamp", "Plains", "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    _to_end_step(s)
    assert g.players[1].life == 20                                # no creature died: 603.4
    s2 = Scenario(2)
    s2.battlefield(0, "Warlock Class")
    b2 = s2.battlefield(1, "Grizzly Bears")
    g2 = s2.start(active=0, step=Step.MAIN1)
    destroy(g2, b2)
    _to_end_step(s2)
    assert g2.players[1].life == 19
    assert class_level(g, wl) == 1
    s3 = Scenario(2)
    w3 = s3.battlefield(0, "Warlock Class")
    s3.library(0, "Island", "Swamp", "Plains", "Forest")
    pay_lands(s3, 0, "{1}{B}")
    g3 = s3.start(active=0, step=Step.MAIN1)
    s3.activate("Warlock Class", index=0)
    d = s3.pass_until_decision("choose_card")
    assert len([o for o in d.options if o.kind == "card"]) == 3   # the top three
    swamp = next(o.value for o in d.options if "Swamp" in o.label)
    s3.choose("card", value=swamp)
    resolve_stack(s3)
    assert [g3.objects[o].card.name for o in g3.players[0].hand] == ["Swamp"]
    assert sorted(g3.objects[o].card.name for o in g3.players[0].graveyard) == ["Island", "Plains"]
    set_class_level(g3, w3, 3)
    from manamelee.engine.damage import lose_life
    lose_life(g3, 1, 4)
    _to_end_step(s3)
    assert g3.players[1].life == 12                               # 4 lost this turn, then 4 more


def test_hunters_talent_bites_then_pumps_one_attacker_once_per_combat():
    s = Scenario(2)
    s.hand(0, "Hunter's Talent")
    wurm = s.battlefield(0, "Craw Wurm")
    bear = s.battlefield(1, "Grizzly Bears")
    pay_lands(s, 0, "{1}{G}")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Hunter's Talent")
    s.pass_until_decision("target")
    s.choose("target", value=("obj", wurm))
    s.choose("target", value=("obj", bear))
    resolve_stack(s)
    assert bear not in g.objects and g.objects[wurm].damage == 0            # one-sided (701.12)
    [tal] = s.on_battlefield("Hunter's Talent", 0)
    set_class_level(g, tal, 2)
    b2 = s.battlefield(0, "Grizzly Bears")
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((wurm, ("player", 1)), (b2, ("player", 1)))
    d = s.decision
    assert d.kind == "target" and {o.value for o in d.options} >= {("obj", wurm), ("obj", b2)}
    s.choose("target", value=("obj", wurm))
    resolve_stack(s)
    assert len([e for e in g.events if e.kind == "trigger" and "Whenever you attack" in e.args["text"]]) == 1
    ch = g.chars(wurm)
    assert ch.power == 7 and "Trample" in ch.keywords


def test_hunters_talent_level_3_draws_with_a_creature_of_power_4():
    s = Scenario(2)
    tal = s.battlefield(0, "Hunter's Talent")
    s.library(0, "Forest", "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    set_class_level(g, tal, 3)
    _to_end_step(s)
    assert len(g.players[0].hand) == 0
    s2 = Scenario(2)
    t2 = s2.battlefield(0, "Hunter's Talent")
    s2.battlefield(0, "Craw Wurm")
    s2.library(0, "Forest", "Forest")
    g2 = s2.start(active=0, step=Step.MAIN1)
    set_class_level(g2, t2, 3)
    _to_end_step(s2)
    assert len(g2.players[0].hand) == 1


def test_cool_but_rude_loots_on_attack_and_pings_on_discard():
    s = Scenario(3)
    cbr = s.battlefield(0, "Cool but Rude")
    bear = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Island")
    s.library(0, "Plains")
    g = s.start(active=0, step=Step.MAIN1)
    set_class_level(g, cbr, 2)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((bear, ("player", 1)))
    d = s.pass_until_decision("discard")
    s.choose("card", value=next(o.value for o in d.options if o.kind == "card"))
    resolve_stack(s)
    assert [g.objects[o].card.name for o in g.players[0].hand] == ["Plains"]
    assert g.players[1].life == 18 and g.players[2].life == 18    # 2 damage to each opponent


def test_cool_but_rude_level_3_tutors_then_discards_at_random():
    s = Scenario(2)
    cbr = s.battlefield(0, "Cool but Rude")
    s.library(0, "Island", "Craw Wurm")
    g = s.start(active=0, step=Step.MAIN1)
    set_class_level(g, cbr, 2)
    pay_lands(s, 0, "{1}{R}")
    s.refresh()
    s.activate("Cool but Rude", index=1)
    d = s.pass_until_decision(s.decision.kind if s.decision.kind != "priority" else "search")
    s.choose(d.options[0].kind, value=d.options[0].value)
    resolve_stack(s)
    assert class_level(g, cbr) == 3
    assert len(g.players[0].hand) == 0 and len(g.players[0].graveyard) == 1   # the only card, discarded


# ----------------------------------------------------------------------------- 719 Case cards
def test_719_3a_a_case_is_solved_at_your_end_step_only_if_its_condition_holds():
    s = Scenario(2)
    s.hand(0, "Case of the Crimson Pulse")
    s.hand(0, "Island", "Swamp")
    s.library(0, *["Plains"] * 8)
    pay_lands(s, 0, "{2}{R}")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Case of the Crimson Pulse")
    _answer_all(s)
    [case] = s.on_battlefield("Case of the Crimson Pulse", 0)
    assert len(g.players[0].hand) == 3                            # discarded one of two, drew two
    _to_end_step(s)
    assert not is_solved(g, case)                                 # two cards in hand
    s2 = Scenario(2)
    c2 = s2.battlefield(0, "Case of the Crimson Pulse")
    g2 = s2.start(active=0, step=Step.MAIN1)
    _to_end_step(s2)
    assert is_solved(g2, c2) and any(e.kind == "solved" and e.rule == "719.3a" for e in g2.events)


def test_719_3b_solved_stays_and_719_3c_its_solved_ability_works_only_then():
    s = Scenario(2)
    case = s.battlefield(0, "Case of the Crimson Pulse")
    s.hand(0, "Island")
    s.library(0, *["Plains"] * 6)
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    assert not any(t.stack for t in g.turns)                      # not solved: no upkeep ability
    solve(g, case)
    assert solve(g, case) is False and is_solved(g, case)         # once; it stays solved
    s2 = Scenario(2)
    c2 = s2.battlefield(0, "Case of the Crimson Pulse")
    s2.hand(0, "Island")
    s2.library(0, *["Plains"] * 6)
    solve(s2.g, c2)
    g2 = s2.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    resolve_stack(s2)
    assert [g2.objects[o].card.name for o in g2.players[0].hand] == ["Plains", "Plains"]
    nid = move(g2, c2, HAND)
    assert not is_solved(g2, nid)                                 # 719.3b: until it leaves the battlefield


def test_case_of_the_ransacked_lab_discounts_and_solves_after_four_spells_then_draws():
    s = Scenario(2)
    case = s.battlefield(0, "Case of the Ransacked Lab")
    s.hand(0, "Divination")
    s.library(0, *["Island"] * 6)
    pay_lands(s, 0, "{1}{U}")                                      # Divination {2}{U} costs {1}{U}
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Divination")
    resolve_stack(s)
    assert len(g.players[0].hand) == 2
    solve(g, case)
    s.hand(0, "Divination")
    pay_lands(s, 0, "{1}{U}")
    s.refresh()
    s.cast("Divination")
    resolve_stack(s)
    assert len(g.players[0].hand) == 2 + 1 + 2                    # its solved trigger drew one more


def test_case_of_the_shattered_pact_fetches_a_basic_and_grants_when_solved():
    s = Scenario(2)
    case = s.battlefield(0, "Case of the Shattered Pact")
    bear = s.battlefield(0, "Grizzly Bears")
    solve(s.g, case)
    g = s.start(active=0, step=Step.BEGIN_COMBAT, run_step_actions=True)
    s.pass_until_decision("target") if s.decision.kind != "target" else None
    s.choose("target", value=("obj", bear))
    resolve_stack(s)
    assert {"Flying", "Double strike", "Vigilance"} <= g.chars(bear).keywords


def test_case_of_the_gateway_express_pings_and_anthem_when_solved():
    s = Scenario(2)
    s.hand(0, "Case of the Gateway Express")
    mine = [s.battlefield(0, "Grizzly Bears") for _ in range(3)]
    wurm = s.battlefield(1, "Craw Wurm")
    pay_lands(s, 0, "{1}{W}")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Case of the Gateway Express")
    s.pass_until_decision("target")
    s.choose("target", value=("obj", wurm))
    resolve_stack(s)
    assert g.objects[wurm].damage == 3
    [case] = s.on_battlefield("Case of the Gateway Express", 0)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack(*[(b, ("player", 1)) for b in mine])
    _to_end_step(s)
    assert is_solved(g, case)
    assert g.chars(mine[0]).power == 3                            # 2 + 1


def test_case_of_the_gorgons_kiss_destroys_a_damaged_creature_and_becomes_a_gorgon():
    from manamelee.engine.damage import deal_damage
    s = Scenario(2)
    s.hand(0, "Case of the Gorgon's Kiss")
    hurt = s.battlefield(1, "Craw Wurm")
    fine = s.battlefield(1, "Grizzly Bears")
    pay_lands(s, 0, "{B}")
    g = s.start(active=0, step=Step.MAIN1)
    deal_damage(g, fine, ("obj", hurt), 1)
    s.refresh()
    s.cast("Case of the Gorgon's Kiss")
    d = s.pass_until_decision("target")
    assert {o.value for o in d.options if o.kind == "target"} == {("obj", hurt)}
    s.choose("target", value=("obj", hurt))
    resolve_stack(s)
    assert hurt not in g.objects
    [case] = s.on_battlefield("Case of the Gorgon's Kiss", 0)
    for n in ("Grizzly Bears", "Craw Wurm"):
        c = s.hand(1, n)
        move(g, c, GRAVEYARD)
    _to_end_step(s)                                               # three creature cards this turn
    assert is_solved(g, case)
    ch = g.chars(case)
    assert "Creature" in ch.types and "Gorgon" in ch.subtypes and (ch.power, ch.toughness) == (4, 4)
    assert {"Deathtouch", "Lifelink"} <= ch.keywords and "Enchantment" in ch.types


# ----------------------------------------------------------------------------- what players see (views, terminal)
def _render(g, p=0):
    import io

    from rich.console import Console

    from manamelee.play.render import render_view
    out = io.StringIO()
    render_view(Console(file=out, width=250), g.view(p), p)
    return out.getvalue()


def test_the_view_and_the_terminal_show_class_levels_solved_cases_flipped_and_melded_faces():
    from manamelee.engine.faces import flip
    s = Scenario(2)
    wc = s.battlefield(0, "Wizard Class")
    case = s.battlefield(0, "Case of the Crimson Pulse")
    app = s.battlefield(1, "Jushi Apprentice")
    s.battlefield(0, "Graf Rats")
    s.battlefield(0, "Midnight Scavengers")
    g = s.start(active=0, step=Step.BEGIN_COMBAT, run_step_actions=True)
    resolve_stack(s)
    set_class_level(g, wc, 2)
    solve(g, case)
    flip(g, app)
    view = {p["name"]: p for p in g.view(1)["battlefield"]}
    assert view["Wizard Class"]["class_level"] == 2 and view["Case of the Crimson Pulse"]["solved"] is True
    jushi = view["Tomoya the Revealer"]
    assert jushi["face_up"] == "Tomoya the Revealer" and [f["name"] for f in jushi["faces"]] == \
        ["Jushi Apprentice", "Tomoya the Revealer"]
    host = view["Chittering Host"]
    assert [f["name"] for f in host["faces"]] == ["Graf Rats", "Midnight Scavengers", "Chittering Host"]
    text = _render(g)
    assert "level 2" in text and "solved" in text
    assert "[Jushi Apprentice // *Tomoya the Revealer]" in text
    assert "[Graf Rats // Midnight Scavengers // *Chittering Host]" in text
