"""The layer system (613) and durations of continuous effects (514.2, 611.2)."""
from manamelee.cards.dsl import ANY, CREATURE, TARGET, Becomes, Counters, Custom, Damage, GainControl, Grant, etb, \
    permanent, of_type, test_creature, test_spell
from manamelee.cards.pool import default_pool
from manamelee.engine.constants import Step
from manamelee.engine.definitions import CardDef, StaticAbility
from manamelee.engine.objects import ContinuousEffect
from manamelee.scenario import Scenario


def _plus_two(g, ch, oid):
    ch.power += 2
    ch.toughness += 2


def _banner(ctx):
    """"target creature gets +2/+2 for as long as this creature remains on the battlefield" (611.2b)."""
    t = ctx.target_obj(0)
    if t is not None:
        g = ctx.g
        g.effects.append(ContinuousEffect("7c", g.new_timestamp(), ctx.source, ctx.controller, (t,), _plus_two,
                                          f"while:{ctx.source}"))
        g.version += 1


def _anthem():
    """"Creatures you control get +1/+1." (a static ability in layer 7c)"""
    def affects(g, src, oid, cm):
        return "Creature" in cm[oid].types and cm[oid].controller == cm[src].controller

    def apply(g, src, oid, ch, cm):
        ch.power += 1
        ch.toughness += 1
    return StaticAbility("7c", affects, apply, text="Creatures you control get +1/+1.")


LAND = permanent("target land", of_type("Land"))

TEST_CARDS = [
    test_creature("Test Bear", 2, 2),
    test_creature("Test Banner Bearer", 1, 1, triggered=[etb([Custom(_banner)], targets=[CREATURE],
                                                             text="When this enters, target creature gets +2/+2 for "
                                                                  "as long as this remains on the battlefield.")]),
    CardDef(name="Test Anthem", types=frozenset({"Enchantment"}), static=(_anthem(),)),
    test_spell("Test Threaten", [GainControl()], [CREATURE]),
    test_spell("Test Shrink", [Becomes(0, 1, types=(), who=TARGET, duration="eot")], [CREATURE]),
    test_spell("Test Enlarge", [Becomes(5, 5, types=(), who=TARGET, duration="eot")], [CREATURE]),
    test_spell("Test Animate", [Becomes(3, 3, types=("Creature",), who=TARGET, duration="eot")], [LAND]),
    test_spell("Test Wings", [Grant("Flying")], [CREATURE]),
    test_spell("Test Blessing", [Counters("+1/+1", 1)], [CREATURE]),
    test_spell("Test Zap", [Damage(2)], [ANY]),
]
POOL = default_pool().extended(*TEST_CARDS)


def scenario(n=2, **kw):
    s = Scenario(n, pool=POOL, **kw)
    for p in range(n):
        s.library(p, "Forest", "Forest")       # so nobody decks when a turn passes
    return s


def pt(g, oid):
    c = g.chars(oid)
    return c.power, c.toughness


def cast_resolve(s, name, *targets):
    s.cast(name, *targets)
    s.pass_until_resolved()


# ----------------------------------------------------------------------------- layer 2: control
def test_613_1b_gain_control_changes_controller_until_end_of_turn():
    s = scenario()
    bear = s.battlefield(1, "Test Bear")
    s.hand(0, "Test Threaten")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Threaten", bear)
    assert g.controller(bear) == 0
    assert bear in g.battlefield_of(0)
    assert g.objects[bear].owner == 1
    s.pass_until(Step.UPKEEP)                   # cleanup ended the effect (514.2); P1's turn now
    assert g.turns[0].active == 1
    assert g.controller(bear) == 1


def test_302_6_creature_whose_control_changed_is_summoning_sick():
    s = scenario()
    mine = s.battlefield(0, "Runeclaw Bear")
    bear = s.battlefield(1, "Test Bear")
    s.hand(0, "Test Threaten")
    s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Threaten", bear)
    d = s.pass_until_decision("declare_attackers")
    opts = {o.value for o in d.options if o.kind == "attacker"}
    assert mine in opts and bear not in opts


def test_613_1b_control_change_applies_before_anthem_in_layer_7c():
    s = scenario()
    s.battlefield(0, "Test Anthem")
    bear = s.battlefield(1, "Test Bear")
    s.hand(0, "Test Threaten")
    g = s.start(active=0, step=Step.MAIN1)
    assert pt(g, bear) == (2, 2)
    cast_resolve(s, "Test Threaten", bear)
    assert pt(g, bear) == (3, 3)                   # now "a creature you control"


def test_613_7_later_control_effect_wins():
    s = scenario(3)
    bear = s.battlefield(1, "Test Bear")
    s.hand(0, "Test Threaten")
    s.hand(2, "Test Threaten")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Threaten", bear)
    assert g.controller(bear) == 0
    s.pass_priority(2)                           # P0 and P1 pass; P2 acts
    assert s.decision.player == 2
    cast_resolve(s, "Test Threaten", bear)
    assert g.controller(bear) == 2


# ----------------------------------------------------------------------------- layer 4: type
def test_613_1d_type_changing_effect_makes_a_land_a_creature():
    s = scenario()
    forest = s.battlefield(0, "Forest")
    s.hand(0, "Test Animate")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Animate", forest)
    c = g.chars(forest)
    assert {"Land", "Creature"} <= c.types
    assert "Forest" in c.subtypes
    assert pt(g, forest) == (3, 3)


def test_613_1_type_change_in_layer_4_applies_before_an_earlier_anthem_in_layer_7c():
    s = scenario()
    s.battlefield(0, "Test Anthem")             # earlier timestamp, but layer 7c
    forest = s.battlefield(0, "Forest")
    bear = s.battlefield(0, "Test Bear")
    s.hand(0, "Test Animate")
    g = s.start(active=0, step=Step.MAIN1)
    assert pt(g, bear) == (3, 3)
    cast_resolve(s, "Test Animate", forest)
    assert pt(g, forest) == (4, 4)               # 7b sets 3/3, then the anthem (7c) adds +1/+1


# ----------------------------------------------------------------------------- layer 6: abilities
def test_613_1f_ability_adding_effect_grants_flying():
    s = scenario()
    bear = s.battlefield(0, "Test Bear")
    blocker = s.battlefield(1, "Runeclaw Bear")
    s.hand(0, "Test Wings")
    g = s.start(active=0, step=Step.MAIN1)
    assert "Flying" not in g.chars(bear).keywords
    cast_resolve(s, "Test Wings", bear)
    assert "Flying" in g.chars(bear).keywords
    s.pass_until_decision("declare_attackers")
    s.attack((bear, 1))
    d = s.pass_until_decision("priority")
    assert g.turns[0].step == Step.DECLARE_ATTACKERS
    s.pass_priority(2)
    # The only possible blocker has neither flying nor reach: P1 is not even asked to block.
    assert s.decision.kind == "priority" and g.turns[0].step == Step.DECLARE_BLOCKERS
    assert blocker not in g.turns[0].combat.blockers


# ----------------------------------------------------------------------------- layer 7: P/T sublayers
def test_613_4_setting_effect_applies_before_modifying_effect_regardless_of_timestamp():
    # Giant Growth (+3/+3, layer 7c) first, then "becomes 0/1" (layer 7b) later: 0/1 then +3/+3 = 3/4.
    s = scenario()
    bear = s.battlefield(0, "Test Bear")
    s.battlefield(0, "Forest")
    s.hand(0, "Giant Growth", "Test Shrink")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Giant Growth", bear)
    assert pt(g, bear) == (5, 5)
    cast_resolve(s, "Test Shrink", bear)
    assert pt(g, bear) == (3, 4)


def test_613_4_modifying_effect_after_setting_effect():
    s = scenario()
    bear = s.battlefield(0, "Test Bear")
    s.battlefield(0, "Forest")
    s.hand(0, "Giant Growth", "Test Shrink")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Shrink", bear)
    assert pt(g, bear) == (0, 1)
    cast_resolve(s, "Giant Growth", bear)
    assert pt(g, bear) == (3, 4)


def test_613_7_within_a_sublayer_the_later_timestamp_wins():
    s = scenario()
    bear = s.battlefield(0, "Test Bear")
    s.hand(0, "Test Shrink", "Test Enlarge")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Shrink", bear)
    cast_resolve(s, "Test Enlarge", bear)
    assert pt(g, bear) == (5, 5)

    s2 = scenario()
    bear2 = s2.battlefield(0, "Test Bear")
    s2.hand(0, "Test Shrink", "Test Enlarge")
    g2 = s2.start(active=0, step=Step.MAIN1)
    cast_resolve(s2, "Test Enlarge", bear2)
    cast_resolve(s2, "Test Shrink", bear2)
    assert pt(g2, bear2) == (0, 1)


def test_613_4c_counters_apply_in_layer_7c_after_setting_effects():
    s = scenario()
    bear = s.battlefield(0, "Test Bear")
    s.hand(0, "Test Blessing", "Test Shrink")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Blessing", bear)       # counter first (earlier timestamp)
    assert pt(g, bear) == (3, 3)
    cast_resolve(s, "Test Shrink", bear)
    assert pt(g, bear) == (1, 2)                  # set 0/1, then the +1/+1 counter


def test_613_4c_static_modifier_and_counters_add_up():
    s = scenario()
    s.battlefield(0, "Test Anthem")
    bear = s.battlefield(0, "Test Bear", counters={"+1/+1": 2})
    other = s.battlefield(1, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    assert pt(g, bear) == (5, 5)
    assert pt(g, other) == (2, 2)                 # the anthem only affects its controller's creatures


# ----------------------------------------------------------------------------- durations
def test_514_2_until_end_of_turn_effects_end_in_cleanup():
    s = scenario()
    bear = s.battlefield(0, "Test Bear")
    s.battlefield(0, "Forest")
    s.hand(0, "Giant Growth")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Giant Growth", bear)
    s.pass_until(Step.END)
    assert pt(g, bear) == (5, 5)                  # still this turn
    s.pass_until(Step.UPKEEP)
    assert g.turns[0].active == 1
    assert pt(g, bear) == (2, 2)


def test_514_2_damage_wears_off_in_cleanup():
    s = scenario()
    bear = s.battlefield(1, "Test Bear")
    s.battlefield(0, "Forest")
    s.hand(0, "Giant Growth", "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Giant Growth", bear)
    cast_resolve(s, "Test Zap", bear)
    assert g.objects[bear].damage == 2
    s.pass_until(Step.UPKEEP)
    assert bear in g.objects                      # 2 damage and 2/2 again, but damage was removed first
    assert g.objects[bear].damage == 0


def test_611_2b_for_as_long_as_effect_ends_when_its_source_leaves():
    s = scenario()
    bear = s.battlefield(0, "Test Bear")
    s.hand(0, "Test Banner Bearer")
    s.hand(1, "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Banner Bearer")
    s.pass_priority(2)
    bearer = s.on_battlefield("Test Banner Bearer")[0]
    s.choose("target", value=("obj", bear))
    s.pass_until_resolved()
    assert pt(g, bear) == (4, 4)
    s.pass_until(Step.UPKEEP)                     # not an "until end of turn" effect: it lasts
    assert pt(g, bear) == (4, 4)
    assert g.turns[0].active == 1
    s.pass_until(Step.MAIN1)                      # P1's main phase: P1 kills the Banner Bearer
    s.cast("Test Zap", bearer)
    s.pass_until_resolved()
    assert bearer not in g.objects
    assert pt(g, bear) == (2, 2)


def test_611_2b_for_as_long_as_effect_does_nothing_if_source_left_before_it_began():
    s = scenario()
    bear = s.battlefield(0, "Test Bear")
    s.hand(0, "Test Banner Bearer", "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Banner Bearer")
    s.pass_priority(2)
    bearer = s.on_battlefield("Test Banner Bearer")[0]
    s.choose("target", value=("obj", bear))
    s.cast("Test Zap", bearer)                    # in response to the trigger
    s.pass_priority(2)                            # the Zap resolves
    assert bearer not in g.objects
    s.pass_until_resolved()                       # now the trigger
    assert pt(g, bear) == (2, 2)


def test_613_1_an_effect_never_changes_the_printed_characteristics_it_starts_from():
    """613.1: each computation starts again from the printed characteristics: +1/+1 counters and an anthem
    change one creature's results, never the printed values another computation (or another creature of the
    same card) starts from."""
    s = scenario()
    anthem = s.battlefield(0, "Test Anthem")
    bear = s.battlefield(0, "Test Bear", counters={"+1/+1": 1})
    twin = s.battlefield(1, "Test Bear")
    g = s.start(active=0, step=Step.MAIN1)
    assert pt(g, bear) == (4, 4) and pt(g, twin) == (2, 2)
    assert g.chars(twin) is g.objects[twin].base               # no effect applies: the printed values, shared
    assert (g.objects[bear].base.power, g.objects[bear].base.toughness) == (2, 2)
    for _ in range(3):                                          # recomputed from the start each time
        g.version += 1
        assert pt(g, bear) == (4, 4) and pt(g, twin) == (2, 2)
    g.objects[bear].counters.clear()
    from manamelee.engine.zones import destroy
    destroy(g, anthem)
    assert pt(g, bear) == (2, 2)


def test_801_10_a_static_ability_changes_only_permanents_of_players_in_its_controllers_range():
    s = scenario(4, ranges=[1, 1, 1, 1])
    s.battlefield(0, "Test Anthem")
    everyone = _everyone_anthem_card()
    s.pool = s.pool.extended(everyone)
    s.battlefield(0, everyone.name)
    near = s.battlefield(1, "Test Bear")
    far = s.battlefield(2, "Test Bear")
    g = s.start(active=0, step=Step.MAIN1)
    assert pt(g, near) == (3, 3)                 # seat 1 is within seat 0's range 1
    assert pt(g, far) == (2, 2)                  # seat 2 is not (801.10)


def _everyone_anthem_card():
    def affects(g, src, oid, cm):
        return "Creature" in cm[oid].types

    def apply(g, src, oid, ch, cm):
        ch.power += 1
        ch.toughness += 1
    return CardDef(name="Test Crusade", types=frozenset({"Enchantment"}),
                   static=(StaticAbility("7c", affects, apply, text="All creatures get +1/+1."),))


def test_303_4_an_auras_static_ability_affects_only_the_enchanted_creature_and_follows_a_reattachment():
    from manamelee.engine.attachments import unattach
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")        # 2/2
    elves = s.battlefield(1, "Llanowar Elves")       # 1/1
    aura = s.battlefield(0, "Holy Strength", attached_to=bears)   # "Enchanted creature gets +1/+2."
    g = s.start(active=0, step=Step.MAIN1)
    assert (g.chars(bears).power, g.chars(bears).toughness) == (3, 4)
    assert (g.chars(elves).power, g.chars(elves).toughness) == (1, 1)
    unattach(g, aura, "704.5m")
    g.objects[aura].attached_to = elves               # the Aura now enchants the Elves (303.4b)
    g.version += 1
    assert (g.chars(bears).power, g.chars(bears).toughness) == (2, 2)
    assert (g.chars(elves).power, g.chars(elves).toughness) == (2, 3)
