"""productions/combat_keywords: exalted (702.83), bushido (702.45), afflict (702.130), dethrone (702.105), training
(702.149), soulshift (702.46)."""
from __future__ import annotations

from manamelee.cards.oracle.printer import ability
from manamelee.engine.constants import Step
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario

from ...pool_helpers import grave_names, hand_names, lands_for, resolve_stack
from ..helpers import made_up, scenario
from .kw_helpers import combat, real_card, to_attackers, to_blockers, to_step

BEAR = made_up("Test Bear", "Creature — Bear", "{1}{G}", "", "2/2")
OGRE = made_up("Test Ogre", "Creature — Ogre", "{2}{R}", "", "4/4")
EXALTER = made_up("Test Exalted Knight", "Creature — Human Knight", "{W}", "Exalted", "1/1", ("Exalted",))
EXALT_ENCH = made_up("Test Exalted Banner", "Enchantment", "{W}", "Exalted", None, ("Exalted",))
SAMURAI = made_up("Test Samurai", "Creature — Human Samurai", "{1}{W}", "Bushido 2", "2/2", ("Bushido",))
AFFLICTER = made_up("Test Afflicter", "Creature — Zombie", "{2}{B}", "Afflict 3", "3/3", ("Afflict",))
DETHRONER = made_up("Test Dethroner", "Creature — Human Rogue", "{1}{B}", "Dethrone", "2/2", ("Dethrone",))
TRAINEE = made_up("Test Trainee", "Creature — Human Warrior", "{W}", "Training", "1/1", ("Training",))
SHIFTER = made_up("Test Soulshifter", "Creature — Spirit", "{4}{B}", "Soulshift 4", "3/3", ("Soulshift",))
SPIRIT3 = made_up("Test Small Spirit", "Creature — Spirit", "{2}{B}", "", "2/2")
SPIRIT5 = made_up("Test Big Spirit", "Creature — Spirit", "{4}{B}", "", "4/4")
MURDER = made_up("Test Slay", "Instant", "{1}{B}", "Destroy target creature.")
CARDS = (BEAR, OGRE, EXALTER, EXALT_ENCH, SAMURAI, AFFLICTER, DETHRONER, TRAINEE, SHIFTER, SPIRIT3, SPIRIT5, MURDER)


def _s(n=2, **kw):
    s = scenario(*CARDS, players=n) if not kw else Scenario(n, pool=scenario(*CARDS).pool, **kw)
    for p in range(n):
        s.library(p, *["Plains"] * 5)
    return s


def _pt(s, oid):
    ch = s.chars(oid)
    return ch.power, ch.toughness


# ------------------------------------------------------------------ exalted (702.83)
def test_702_83a_exalted_pumps_a_creature_attacking_alone_once_per_instance():
    s = _s()
    b = s.battlefield(0, "Test Bear")
    s.battlefield(0, "Test Exalted Knight")
    s.battlefield(0, "Test Exalted Banner")
    g = s.start(0, Step.BEGIN_COMBAT)
    combat(s, [(b, 1)], until=Step.END_COMBAT)
    assert g.players[1].life == 16                                   # 2 + 1 + 1
    assert sum(1 for e in g.events if e.kind == "trigger") == 2       # 702.83c: each instance triggers


def test_702_83b_no_exalted_when_two_creatures_attack():
    s = _s()
    b = s.battlefield(0, "Test Bear")
    k = s.battlefield(0, "Test Exalted Knight")
    g = s.start(0, Step.BEGIN_COMBAT)
    combat(s, [(b, 1), (k, 1)], until=Step.END_COMBAT)
    assert g.players[1].life == 17 and not any(e.kind == "trigger" for e in g.events)


def test_702_83a_exalted_sees_only_creatures_you_control_under_shared_team_turns():
    rules = MultiplayerRules("two-headed-giant", shared_turns=True, shared_life=True, team_hands="team",
                             starting="team")
    s = _s(4, teams=[0, 0, 1, 1], hooks=MultiplayerHooks(rules))
    b = s.battlefield(1, "Test Bear")                 # the teammate's creature attacks alone ...
    s.battlefield(0, "Test Exalted Knight")           # ... P0's exalted: "a creature you control" — no trigger
    g = s.start(0, Step.BEGIN_COMBAT)
    to_attackers(s)
    s.attack((b, 2))
    to_step(s, Step.END_COMBAT)
    assert not any(e.kind == "trigger" for e in g.events) and g.players[2].life == 28


# ------------------------------------------------------------------ bushido (702.45)
def test_702_45a_bushido_when_it_blocks():
    s = _s()
    o = s.battlefield(0, "Test Ogre")
    sam = s.battlefield(1, "Test Samurai")
    g = s.start(0, Step.BEGIN_COMBAT)
    to_attackers(s)
    s.attack((o, 1))
    to_blockers(s)
    s.block((sam, o))
    resolve_stack(s)                                                  # the bushido trigger, before damage
    assert _pt(s, sam) == (4, 4)
    to_step(s, Step.END_COMBAT)
    assert s.on_battlefield("Test Ogre") == [] and s.on_battlefield("Test Samurai") == []      # 4 and 4: both die


def test_702_45a_bushido_when_it_becomes_blocked():
    s = _s()
    sam = s.battlefield(0, "Test Samurai")
    b = s.battlefield(1, "Test Bear")
    g = s.start(0, Step.BEGIN_COMBAT)
    combat(s, [(sam, 1)], [(b, sam)], until=Step.END_COMBAT)
    assert s.on_battlefield("Test Samurai") == [sam] and s.on_battlefield("Test Bear") == []


def test_702_45a_no_bushido_when_unblocked():
    s = _s()
    sam = s.battlefield(0, "Test Samurai")
    g = s.start(0, Step.BEGIN_COMBAT)
    combat(s, [(sam, 1)], until=Step.END_COMBAT)
    assert g.players[1].life == 18


# ------------------------------------------------------------------ afflict (702.130)
def test_702_130a_afflict_makes_the_defending_player_lose_life_when_blocked():
    s = _s(3)
    a = s.battlefield(0, "Test Afflicter")
    b = s.battlefield(2, "Test Bear")
    g = s.start(0, Step.BEGIN_COMBAT)
    to_attackers(s)
    s.attack((a, 2))
    to_blockers(s)
    s.block((b, a))
    to_step(s, Step.END_COMBAT)
    assert g.players[2].life == 17 and g.players[1].life == 20       # the defending player only


def test_702_130a_no_afflict_when_unblocked():
    s = _s()
    a = s.battlefield(0, "Test Afflicter")
    g = s.start(0, Step.BEGIN_COMBAT)
    combat(s, [(a, 1)])
    assert g.players[1].life == 17                                    # only the combat damage


# ------------------------------------------------------------------ dethrone (702.105)
def _dethrone(lives, attacked):
    s = _s(3)
    for p, life in enumerate(lives):
        s.life(p, life)
    d = s.battlefield(0, "Test Dethroner")
    g = s.start(0, Step.BEGIN_COMBAT)
    to_attackers(s)
    s.attack((d, attacked))
    to_step(s, Step.COMBAT_DAMAGE)
    return g.objects[d].counters.get("+1/+1", 0)


def test_702_105a_dethrone_attacking_the_player_with_the_most_life():
    assert _dethrone([10, 25, 15], 1) == 1


def test_702_105a_dethrone_counts_the_attackers_own_life_and_ties():
    assert _dethrone([25, 25, 15], 1) == 1               # tied for most with the attacking player
    assert _dethrone([30, 25, 15], 1) == 0               # the attacking player has the most: no counter


def test_702_105a_no_dethrone_attacking_someone_else():
    assert _dethrone([10, 25, 15], 2) == 0


# ------------------------------------------------------------------ training (702.149)
def test_702_149a_training_with_a_bigger_attacker():
    s = _s()
    t = s.battlefield(0, "Test Trainee")
    o = s.battlefield(0, "Test Ogre")
    g = s.start(0, Step.BEGIN_COMBAT)
    combat(s, [(t, 1), (o, 1)])
    assert g.objects[t].counters == {"+1/+1": 1} and g.players[1].life == 14


def test_702_149a_no_training_alone_or_with_an_equal_one():
    s = _s()
    t = s.battlefield(0, "Test Trainee")
    g = s.start(0, Step.BEGIN_COMBAT)
    combat(s, [(t, 1)])
    assert g.objects[t].counters == {}
    s2 = _s()
    t1, t2 = s2.battlefield(0, "Test Trainee"), s2.battlefield(0, "Test Trainee")
    g2 = s2.start(0, Step.BEGIN_COMBAT)
    combat(s2, [(t1, 1), (t2, 1)])                   # power 1 and 1: not greater
    assert g2.objects[t1].counters == {} and g2.objects[t2].counters == {}


# ------------------------------------------------------------------ soulshift (702.46)
def test_702_46a_soulshift_returns_a_spirit_with_low_enough_mana_value():
    s = _s()
    sh = s.battlefield(0, "Test Soulshifter")
    small, big = s.graveyard(0, "Test Small Spirit", "Test Big Spirit")
    s.graveyard(1, "Test Small Spirit")              # another player's graveyard: not "your graveyard"
    s.hand(0, "Test Slay")
    lands_for(s, 0, "Test Slay")
    g = s.start(0, Step.MAIN1)
    s.cast("Test Slay", sh)
    s.pass_priority(2)
    d = s.decision
    assert d.kind == "target" and {o.value for o in d.options if o.kind == "target"} == {("obj", small)}
    s.choose("target", value=("obj", small))
    for _ in range(10):
        d = s.decision
        if d.kind == "yes_no":
            s.choose(value=True)
        elif d.kind == "priority" and any(t.stack for t in g.turns):
            s.pass_priority()
        else:
            break
    assert hand_names(g, 0) == ["Test Small Spirit"] and "Test Big Spirit" in grave_names(g, 0)


def test_combat_keywords_print_back():
    assert ability({"k": "keywords", "list": [{"kw": "Bushido", "n": 2}, "Exalted"]}) == "Bushido 2, exalted"
    assert ability({"k": "keywords", "list": [{"kw": "Soulshift", "n": 5}]}) == "Soulshift 5"


# ------------------------------------------------------------------ real cards
def test_real_akrasan_squire_and_mantis_rider_style_exalted():
    squire = real_card("Akrasan Squire")
    s = _s()
    s2 = scenario(*CARDS, squire)
    for p in (0, 1):
        s2.library(p, *["Plains"] * 5)
    a = s2.battlefield(0, "Akrasan Squire")
    s2.battlefield(0, "Test Exalted Knight")
    g = s2.start(0, Step.BEGIN_COMBAT)
    combat(s2, [(a, 1)])
    assert g.players[1].life == 17                   # 1/1 with its own exalted and the knight's: 3 damage


def test_real_bushido_and_afflict_cards_compile_with_their_n():
    for name, kw in (("Devoted Retainer", "Bushido 1"), ("Khenra Eternal", "Afflict 1"),
                     ("Marchesa's Emissary", "Dethrone")):
        assert kw in real_card(name).keywords
