"""Issue 18: what a priority pass reads is remembered across steps and other players' actions — mana sources
(casting.mana_sources) and activated abilities to try (casting.abilities_in_zone) — and still follows tapping
(106.4, 605), summoning sickness ending (302.6), permanents entering and cards moving in and out of a hand (602.2)."""
from manamelee.engine.casting import mana_sources
from manamelee.engine.constants import Step
from manamelee.engine.zones import tap, untap
from manamelee.scenario import Scenario


def _ids(g, p):
    return sorted(s.obj_id for s in mana_sources(g, p))


def test_605_a_remembered_list_follows_tapping_and_untapping_a_land():
    s = Scenario(2)
    forests = s.lands(0, "Forest", 2)
    g = s.start(active=0, step=Step.MAIN1)
    assert _ids(g, 0) == sorted(forests)
    tap(g, forests[0])                         # a TAP event: the layer results stand
    assert _ids(g, 0) == [forests[1]]
    untap(g, forests[0])
    assert _ids(g, 0) == sorted(forests)


def test_302_6_a_mana_creature_taps_for_mana_once_its_controllers_turn_began():
    s = Scenario(2)
    elves = s.battlefield(0, "Llanowar Elves")
    s.library(0, "Forest", "Forest", "Forest")
    s.library(1, "Forest", "Forest", "Forest")
    g = s.start(active=1, step=Step.MAIN1)
    g.objects[elves].since = g.new_timestamp()   # as if it entered during player 1's turn
    g.version += 1
    assert _ids(g, 0) == []                    # 302.6: not controlled since player 0's turn began
    s.pass_to_later_turn(0, Step.UPKEEP)
    assert _ids(g, 0) == [elves]


def test_305_1_a_land_played_is_a_new_mana_source():
    s = Scenario(2)
    forest = s.hand(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    assert _ids(g, 0) == []
    s.choose("land")
    new = s.on_battlefield("Forest", 0)
    assert new and _ids(g, 0) == new and forest not in g.players[0].hand


def test_602_2_a_cycling_ability_is_offered_once_the_card_is_drawn_and_not_after_it_is_cycled():
    from manamelee.engine.priority import legal_actions
    s = Scenario(2)
    s.lands(0, "Mountain", 4)
    s.library(0, "Sweltering Suns", "Forest")       # the first name on top: drawn in the draw step
    g = s.start(active=0, step=Step.UPKEEP)

    def activations():
        return [o.args[0][1] for o in legal_actions(g, g.turns[0], 0) if o.kind == "activate"]

    assert activations() == []
    s.pass_until(Step.MAIN1)
    assert activations() == ["Sweltering Suns"]       # 702.29a: cycling, activated from the hand
    s.activate("Sweltering Suns")
    s.pass_until_resolved()
    assert activations() == []                        # it left the hand
