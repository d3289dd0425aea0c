"""Issue 18: the layer system's starting point (613.1, layers.LayerBase) is patched with the permanents that entered
or left since it last ran instead of read again from every permanent; the characteristics, the battlefield by
controller and the state-based actions read from them are the same as when everything is read afresh."""
from manamelee.engine.constants import Step
from manamelee.engine.zones import add_counters, move, put_onto_battlefield
from manamelee.scenario import Scenario


def _base(g):
    g.all_chars()
    return g._layer_base


def _pt(g, oid):
    ch = g.chars(oid)
    return ch.power, ch.toughness


def test_613_1_a_permanent_entering_is_patched_in_with_its_printed_characteristics_and_controller():
    s = Scenario(3)
    s.battlefield(0, "Forest")
    bears = s.exile(2, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    base = _base(g)
    nid = put_onto_battlefield(g, bears, 2)
    assert (g.chars(nid).power, g.chars(nid).toughness, g.chars(nid).controller) == (2, 2, 2)
    assert _base(g) is base                        # patched, not read again
    assert g.controlled_by(2) == [nid] and nid not in g.controlled_by(0)
    assert set(g.all_chars()) >= set(g.battlefield)


def test_613_1_a_permanent_leaving_is_dropped_from_the_results_and_its_controllers_permanents():
    s = Scenario(2)
    forest = s.battlefield(0, "Forest")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    held = g.controlled_by(0)
    assert held == [forest, bears]
    move(g, bears, "graveyard", rule="701.7a")
    assert g.controlled_by(0) == [forest]
    assert held == [forest, bears]                 # a list handed out before is not changed under its reader
    assert bears not in g.all_chars()


def test_613_7_a_static_ability_applies_to_a_creature_patched_in_after_it():
    # Glorious Anthem ("Creatures you control get +1/+1") was in play before the Bears entered.
    s = Scenario(2)
    s.battlefield(0, "Glorious Anthem")
    bears = s.exile(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    _base(g)
    nid = put_onto_battlefield(g, bears, 0)
    assert _pt(g, nid) == (3, 3)


def test_613_4c_counters_put_on_a_permanent_after_the_base_was_made_count():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    _base(g)
    add_counters(g, bears, "+1/+1", 2)
    assert _pt(g, bears) == (4, 4)


def test_613_4c_counters_set_by_a_direct_edit_count_once_the_version_moves():
    # Scenario code edits the game and bumps the version (Scenario.refresh): the base is read again.
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    _base(g)
    g.objects[bears].counters["-1/-1"] = 1
    g.version += 1
    assert _pt(g, bears) == (1, 1)


def test_704_5f_a_creature_patched_in_with_toughness_zero_under_an_effect_dies():
    # Grizzly Bears enters while a -2/-2 effect covers every creature: 704.5f puts it into the graveyard.
    from manamelee.engine.objects import ContinuousEffect

    def minus(g, ch, oid):
        ch.power -= 2
        ch.toughness -= 2

    s = Scenario(2)
    s.battlefield(0, "Forest")
    bears = s.exile(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    _base(g)
    nid = put_onto_battlefield(g, bears, 1)
    g.effects.append(ContinuousEffect("7c", g.new_timestamp(), nid, 0, (nid,), minus, "eot"))
    g.version += 1
    s.refresh()
    assert [z for z, _ in s.zone_of("Grizzly Bears")] == ["graveyard"]


def test_704_5q_counters_annihilate_on_a_land_too():
    # 704.5q applies to any permanent with both kinds of counters, not only creatures (the walk skips a plain land
    # only while it has no counters).
    s = Scenario(2)
    forest = s.battlefield(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    add_counters(g, forest, "+1/+1", 2)
    add_counters(g, forest, "-1/-1", 1)
    s.refresh()
    counters = g.objects[forest].counters
    assert (counters.get("+1/+1"), counters.get("-1/-1", 0)) == (1, 0)


def test_704_5f_a_land_animated_with_toughness_zero_dies():
    # A land made a 0/0 creature: its new characteristics are looked at by the state-based actions.
    from manamelee.engine.objects import ContinuousEffect

    def animate(g, ch, oid):
        ch.types = ch.types | {"Creature"}
        ch.power, ch.toughness = 0, 0

    s = Scenario(2)
    forest = s.battlefield(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    g.effects.append(ContinuousEffect("4", g.new_timestamp(), forest, 0, (forest,), animate, "eot"))
    s.refresh()
    assert [z for z, _ in s.zone_of("Forest")] == ["graveyard"]


def test_603_2_a_permanent_patched_in_with_a_triggered_ability_triggers_and_one_that_left_does_not():
    # Soul Warden ("Whenever another creature enters, you gain 1 life.") enters; a Bears entering then triggers it
    # (its controller gains 1). Once the Warden has left, another Bears entering triggers nothing.
    s = Scenario(2)
    warden = s.library(0, "Soul Warden")[0]
    bears = s.library(1, "Grizzly Bears", "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    _base(g)
    nid = put_onto_battlefield(g, warden, 0)
    put_onto_battlefield(g, bears[0], 1)
    s.refresh()
    s.pass_until_resolved()
    assert g.players[0].life == 21
    move(g, nid, "graveyard", rule="701.7a")
    put_onto_battlefield(g, bears[1], 1)
    s.refresh()
    s.pass_until_resolved()
    assert g.players[0].life == 21


def test_115_1_a_land_made_a_creature_is_a_legal_creature_target_and_a_plain_land_is_not():
    # Targets of "target creature" (and "any target") are looked for among the permanents state-based actions look
    # at: a land an effect made a creature is among them (613.1d), an ordinary land is not a creature target.
    from manamelee.engine.definitions import TargetSpec
    from manamelee.engine.objects import ContinuousEffect
    from manamelee.engine.scope import Scope

    def animate(g, ch, oid):
        ch.types = ch.types | {"Creature"}
        ch.power, ch.toughness = 2, 2

    s = Scenario(2)
    forest, plain = s.battlefield(1, "Forest"), s.battlefield(1, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    creature, anything = TargetSpec("creature", "target creature"), TargetSpec("any", "any target")
    assert Scope(g, 0).target_candidates(creature, None) == []
    g.effects.append(ContinuousEffect("4", g.new_timestamp(), forest, 1, (forest,), animate, "eot"))
    g.version += 1
    assert Scope(g, 0).target_candidates(creature, None) == [("obj", forest)]
    assert ("obj", forest) in Scope(g, 0).target_candidates(anything, None)
    assert ("obj", plain) not in Scope(g, 0).target_candidates(anything, None)
    assert Scope(g, 0).has_target(creature, None)


def test_613_same_chars_compares_every_field_the_dataclass_equality_compares():
    # layers.same_chars stands in for Chars.__eq__ when the layer computation decides whose held stamp changes
    # (Game.held_stamp): a field it forgot would leave a player's remembered mana sources and abilities stale. Every
    # field that takes part in equality, changed alone, must make the two differ.
    import dataclasses
    from manamelee.engine.layers import same_chars
    from manamelee.engine.objects import Chars

    def make(**kw):
        args = dict(name="Bears", types=frozenset({"Creature"}), subtypes=frozenset({"Bear"}),
                    supertypes=frozenset(), colors=frozenset({"G"}), power=2, toughness=2,
                    keywords=frozenset(), controller=0, abilities_removed=False, extra_triggered=(),
                    extra_activated=())
        args.update(kw)
        return Chars(**args)

    other = {str: "Wolf", frozenset: frozenset({"X"}), int: 7, bool: True, tuple: ("x",)}
    a = make()
    assert same_chars(a, make()) and same_chars(a, a) and not same_chars(None, a)
    compared = [f for f in dataclasses.fields(Chars) if f.compare]
    assert len(compared) == 12
    for f in compared:
        value = getattr(a, f.name)
        changed = other[type(value)] if value is not None else 1
        assert a != make(**{f.name: changed}) and not same_chars(a, make(**{f.name: changed})), f.name
