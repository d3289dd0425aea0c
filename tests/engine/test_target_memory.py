"""Issue 18: Scope.has_target remembers whether a permanent target exists while the layer results stand (613),
for filters that read only those; a target's existence still follows every change (601.2c, 115.1)."""
from manamelee.cards.model.filters import CONTROLLED_BY, IS_CREATURE, OPPONENT, TAPPED, PowerAtLeast
from manamelee.engine.constants import Step
from manamelee.engine.definitions import TargetSpec
from manamelee.engine.scope import Scope
from manamelee.engine.zones import tap
from manamelee.scenario import Scenario


def test_601_2c_a_tapped_creature_target_follows_tapping_a_layer_neutral_change():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    assert not TAPPED.reads_layers_only()            # tapped status changes without touching the layer results
    spec = TargetSpec("creature", "target tapped creature", where=TAPPED)
    assert not Scope(g, 0).has_target(spec, None)
    tap(g, bears)                                    # a TAP event: the layer results stand
    assert Scope(g, 0).has_target(spec, None)


def test_601_2c_a_remembered_creature_target_follows_a_creature_entering_and_the_asking_player():
    s = Scenario(2)
    s.battlefield(0, "Grizzly Bears")
    s.hand(1, "Grizzly Bears")
    s.lands(1, "Forest", 2)
    g = s.start(active=1, step=Step.MAIN1)
    where = IS_CREATURE & CONTROLLED_BY(OPPONENT)
    assert where.reads_layers_only()
    spec = TargetSpec("creature", "target creature an opponent controls", where=where)
    assert Scope(g, 1).has_target(spec, None)         # player 0's Grizzly Bears
    assert not Scope(g, 0).has_target(spec, None)     # player 1 controls no creature yet
    assert not Scope(g, 0).has_target(spec, None)     # asked again, remembered: the same answer
    s.cast("Grizzly Bears")
    s.pass_until_resolved()
    assert s.on_battlefield("Grizzly Bears", 1)
    assert Scope(g, 0).has_target(spec, None)         # 400.7: a new permanent; the layer results changed


def test_117_1a_a_sorcery_needing_a_tapped_creature_becomes_castable_when_one_is_tapped():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Assassinate")
    s.lands(0, "Swamp", 3)
    g = s.start(active=0, step=Step.MAIN1)
    assert not [o for o in s.decision.options if o.kind == "cast"]
    tap(g, bears)
    from manamelee.engine.priority import legal_actions
    assert [o.args for o in legal_actions(g, g.turns[0], 0) if o.kind == "cast"] == [(("card", "Assassinate"),)]


def test_702_11b_permanents_a_filter_fits_are_shared_but_hexproof_is_checked_for_each_asking_player():
    s = Scenario(3)
    s.battlefield(1, "Gladecover Scout")             # hexproof (702.11b): only player 1 may target it
    g = s.start(active=0, step=Step.MAIN1)
    assert IS_CREATURE.ignores_viewer() and not CONTROLLED_BY(OPPONENT).ignores_viewer()
    spec = TargetSpec("creature", "target creature", where=IS_CREATURE)
    assert Scope(g, 1).has_target(spec, None)         # its controller: the permanents the filter fits, found once
    assert not Scope(g, 0).has_target(spec, None)     # an opponent: the same permanents, none targetable
    assert not Scope(g, 2).has_target(spec, None)
    bears = s.battlefield(2, "Grizzly Bears")
    g.version += 1                                    # a permanent put in directly: the layer results change
    assert g.objects[bears].zone == "battlefield"
    assert Scope(g, 0).has_target(spec, None)         # 400.7: the new creature, without hexproof


def test_613_4c_a_remembered_fit_is_read_again_when_a_permanents_layer_results_change():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")        # 2/2
    s.battlefield(1, "Llanowar Elves")               # 1/1: its answer is kept while its printed characteristics stand
    s.hand(1, "Glorious Anthem")                     # "Creatures you control get +1/+1."
    s.lands(1, "Plains", 3)
    g = s.start(active=1, step=Step.MAIN1)
    where = IS_CREATURE & PowerAtLeast(3)
    assert where.ignores_viewer()
    spec = TargetSpec("creature", "target creature with power 3 or greater", where=where)
    assert not Scope(g, 0).has_target(spec, None)
    s.cast("Glorious Anthem")
    s.pass_until_resolved()
    assert g.chars(bears).power == 3                 # 613.4c: the anthem's +1/+1
    assert Scope(g, 0).has_target(spec, None)
    assert [r for r in Scope(g, 0).target_candidates(spec, None)] == [("obj", bears)]


def test_601_2c_target_options_made_once_per_state_still_follow_the_asker_the_source_and_an_earlier_target():
    # casting._target_options keeps the options for a target for the state version (the casting procedure re-runs
    # after each answer); at one version they still differ by who asks (702.11b: hexproof), by the source (702.16:
    # protection from its colour) and by the target chosen for an earlier requirement the spec must differ from.
    from manamelee.engine.casting import _target_options
    s = Scenario(2)
    scout = s.battlefield(1, "Gladecover Scout")      # hexproof: only player 1 may target it
    knight = s.battlefield(1, "White Knight")         # protection from black
    bears = s.battlefield(0, "Grizzly Bears")
    black = s.battlefield(0, "Dusk Imp")              # a black source
    g = s.start(active=0, step=Step.MAIN1)
    spec = TargetSpec("creature", "target creature", where=IS_CREATURE)
    version = g.version

    def offered(p, source, other=None):
        opts = _target_options(g, p, p, spec, source, other)
        return sorted(o.value[1] for o in opts if o.kind == "target")

    assert offered(0, bears) == sorted([knight, bears, black])
    assert offered(1, bears) == sorted([scout, knight, bears, black])
    assert offered(0, black) == sorted([bears, black])                    # the knight is protected from black
    assert offered(0, bears, ("obj", knight)) == sorted([bears, black])   # not the target chosen before
    assert offered(0, bears) == sorted([knight, bears, black])            # asked again: the same
    assert g.version == version
