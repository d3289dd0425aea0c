"""The initiative (CR 723) and Undercity (309, 701.46, 704.5t): taking the initiative, its three inherent triggered
abilities (723.2), only one initiative (723.3, 723.5), who takes it when its holder leaves (723.4 with 800.4), the
dungeon's venture marker and room abilities, completing a dungeon; and the cards that take the initiative."""
import os
from pathlib import Path

import pytest

from manamelee.engine.constants import COMMAND, Step
from manamelee.engine.decisions import Option
from manamelee.engine.dungeons import DUNGEON_COMPLETED, ROOM, completed_dungeons, dungeon_of, room_of
from manamelee.engine.errors import IllegalOption
from manamelee.engine.initiative import INITIATIVE, take_initiative
from manamelee.scenario import Scenario

from .helpers import resolve_all


def initiative_events(g) -> list[tuple[int | None, str]]:
    return [(e.player, e.rule) for e in g.events if e.kind == INITIATIVE]


def rooms(g, p: int) -> list[str]:
    """The rooms ``p`` ventured into so far, in order (309.4c)."""
    return [e.data for e in g.events if e.kind == "venture_room" and e.player == p]


def answer_search(s: Scenario, name: str | None = None) -> None:
    """Answer Secret Entrance's library search (the first basic land, or the one named)."""
    d = s.decision
    assert d.kind in ("search", "choose_card"), d
    for o in d.options:
        if o.value is not None and (name is None or name in o.label):
            s.g.submit(d.id, o)
            return
    s.g.submit(d.id, d.options[0])


def undercity_at(g, p: int, room: str) -> int:
    """Put an Undercity ``p`` owns into the command zone with the venture marker on ``room`` (a position)."""
    from manamelee.engine.dungeons import dungeon_card
    from manamelee.engine.objects import GameObject
    oid = g.new_id()
    g.objects[oid] = GameObject(oid, dungeon_card("Undercity"), p, p, COMMAND, g.new_timestamp(), note={ROOM: room})
    g.command.append(oid)
    return oid


def initiative_table(n: int = 3) -> Scenario:
    s = Scenario(n)
    for p in range(n):
        s.library(p, "Forest", "Island", "Plains", "Mountain", "Swamp", "Forest", "Island", "Plains")
    return s


def test_723_1_there_is_no_initiative_until_an_effect_gives_it():
    s = initiative_table()
    g = s.start(active=0, step=Step.MAIN1)
    assert g.initiative is None
    s.pass_until(Step.END)
    resolve_all(s)
    assert g.initiative is None and dungeon_of(g, 0) is None
    assert g.view(0)["players"][0]["initiative"] is False


def test_723_2_taking_the_initiative_ventures_into_undercity_309_4a():
    s = initiative_table()
    s.hand(0, "Goliath Paladin")
    s.lands(0, "Plains", 5)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Goliath Paladin")
    resolve_all(s)                                  # the creature, then its ETB: you take the initiative
    assert g.initiative == 0 and initiative_events(g) == [(0, "723.3")]
    resolve_all(s)                                  # "Whenever a player takes the initiative, that player ventures"
    oid = dungeon_of(g, 0)
    assert oid is not None and g.objects[oid].zone == COMMAND and g.objects[oid].card.name == "Undercity"
    assert g.objects[oid].note[ROOM] == "Secret Entrance" and rooms(g, 0) == ["Secret Entrance"]
    resolve_all(s)                                  # 309.4c: the room ability, controlled by the dungeon's owner
    answer_search(s, "Forest")
    resolve_all(s)
    assert [g.name(c) for c in g.players[0].hand] == ["Forest"]
    assert g.view(1)["players"][0]["initiative"] is True and g.view(1)["players"][0]["dungeon_room"] == \
        "Secret Entrance"


def test_723_2_at_the_beginning_of_the_holders_upkeep_they_venture_701_46b():
    s = initiative_table()
    bear = s.battlefield(0, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    take_initiative(g, 0)
    resolve_all(s)
    answer_search(s)
    resolve_all(s)
    assert rooms(g, 0) == ["Secret Entrance"]
    s.pass_until(Step.END)
    for _ in range(3):                              # the other players' turns: no venture for them
        s.pass_until(Step.UPKEEP)
        if g.turns[0].active == 0:
            break
        s.pass_until(Step.END)
    assert g.turns[0].active == 0 and g.turns[0].step == Step.UPKEEP
    (item,) = g.turns[0].stack
    assert item.name == "initiative" and item.controller == 0 and item.source == 0     # no source (723.2)
    s.pass_priority(3)
    d = s.decision
    assert d.kind == "choose_room" and [o.value for o in d.options] == ["Forge", "Lost Well"]   # 309.5a: choose
    before = (len(g.events), dict(g.objects[dungeon_of(g, 0)].note))
    with pytest.raises(IllegalOption):             # not an adjacent room: refused, nothing changes
        g.submit(d.id, Option("room", "text", "Throne of the Dead Three", (("text", "Throne"),)))
    assert (len(g.events), dict(g.objects[dungeon_of(g, 0)].note)) == before
    s.choose(value="Forge")
    d = s.decision
    assert d.kind == "target"                       # Forge: put two +1/+1 counters on target creature
    s.choose("target", value=("obj", bear))
    resolve_all(s)
    assert room_of(g, 0) == "Forge" and g.objects[bear].counters["+1/+1"] == 2


def test_723_2_combat_damage_to_the_holder_gives_the_initiative_to_the_creatures_controller():
    s = initiative_table(4)
    bears = [s.battlefield(1, "Runeclaw Bear"), s.battlefield(1, "Grizzly Bears")]
    g = s.start(active=1, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    take_initiative(g, 2)
    s.g.triggered.clear()                           # (set up without its venture)
    s.attack((bears[0], 2), (bears[1], 2))
    s.pass_until(Step.COMBAT_DAMAGE)
    takes = [it for it in g.turns[0].stack if it.name == "initiative"]
    assert len(takes) == 1 and takes[0].controller == 2   # "one or more creatures": once; the holder controls it
    resolve_all(s)
    assert g.initiative == 1 and initiative_events(g)[-1] == (1, "723.2")
    resolve_all(s)                                  # and the new holder ventures into Undercity
    assert rooms(g, 1) == ["Secret Entrance"] and dungeon_of(g, 2) is None


def test_723_2_damage_to_another_player_doesnt_move_the_initiative():
    s = initiative_table(4)
    bear = s.battlefield(1, "Runeclaw Bear")
    g = s.start(active=1, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    take_initiative(g, 2)
    g.triggered.clear()
    s.attack((bear, 3))
    s.pass_until(Step.COMBAT_DAMAGE)
    assert not [it for it in g.turns[0].stack if it.name == "initiative"]
    assert g.initiative == 2


def test_723_3_only_one_player_has_the_initiative():
    s = initiative_table()
    g = s.start(active=0, step=Step.MAIN1)
    assert take_initiative(g, 1)
    assert take_initiative(g, 2, rule="723.3")
    assert g.initiative == 2
    assert [pl["initiative"] for pl in g.view(0)["players"]] == [False, False, True]


def test_723_5_taking_it_again_ventures_again_without_a_second_initiative():
    s = initiative_table()
    g = s.start(active=0, step=Step.MAIN1)
    take_initiative(g, 0)
    resolve_all(s)
    answer_search(s)
    resolve_all(s)
    take_initiative(g, 0)
    resolve_all(s)
    s.choose(value="Lost Well")
    assert g.initiative == 0 and room_of(g, 0) == "Lost Well"
    assert len([o for o in g.command if g.objects[o].card.name == "Undercity"]) == 1      # 309.3


def test_723_4_when_the_holder_leaves_the_active_player_takes_the_initiative():
    s = initiative_table(4)
    g = s.start(active=1, step=Step.MAIN1)
    take_initiative(g, 3)
    g.triggered.clear()
    g.concede(3)
    assert g.initiative == 1 and initiative_events(g)[-1] == (1, "723.4")
    assert dungeon_of(g, 3) is None


def test_723_4_when_the_active_player_is_the_holder_and_leaves_the_next_player_takes_it():
    s = initiative_table(4)
    g = s.start(active=1, step=Step.MAIN1)
    take_initiative(g, 1)
    g.triggered.clear()
    g.concede(1)
    assert g.initiative == 2 and initiative_events(g)[-1] == (2, "723.4")


def test_704_5t_a_dungeon_on_its_bottommost_room_is_completed_and_the_next_venture_starts_another_701_46c():
    s = initiative_table()
    s.library(0, *["Runeclaw Bear"] * 3)            # Throne of the Dead Three finds a creature
    g = s.start(active=0, step=Step.MAIN1)
    take_initiative(g, 0)
    g.triggered.clear()
    oid = undercity_at(g, 0, "Archives")            # the venture marker already down to Archives
    s.refresh()
    assert take_initiative(g, 0, rule="723.5")      # ventures: Archives -> Throne of the Dead Three
    resolve_all(s)
    assert room_of(g, 0) == "Throne of the Dead Three" and dungeon_of(g, 0) == oid     # its ability is waiting
    resolve_all(s)
    d = s.decision
    if d.kind == "choose_card":
        s.choose(d.options[0].kind, value=d.options[0].value)
    resolve_all(s)
    bears = [o for o in g.battlefield if g.name(o) == "Runeclaw Bear"]
    assert len(bears) == 1 and g.objects[bears[0]].counters["+1/+1"] == 3 and "Hexproof" in g.chars(bears[0]).keywords
    assert dungeon_of(g, 0) is None and completed_dungeons(g, 0) == 1      # 704.5t: removed, completed (309.7)
    assert [e.rule for e in g.events if e.kind == DUNGEON_COMPLETED] == ["704.5t"]
    take_initiative(g, 0)
    resolve_all(s)
    assert room_of(g, 0) == "Secret Entrance"      # a new Undercity


def test_309_4c_trap_room_target_player_a_player_who_left_cant_be_chosen():
    s = initiative_table(4)
    g = s.start(active=0, step=Step.MAIN1)
    undercity_at(g, 0, "Forge")
    g.concede(3)
    take_initiative(g, 0)
    resolve_all(s)
    s.choose(value="Trap!")
    d = s.decision
    assert d.kind == "target" and ("player", 3) not in [o.value for o in d.options]
    n = len(g.events)
    with pytest.raises(IllegalOption):
        g.submit(d.id, Option("target", "text", ("player", 3), (("text", "P3"),)))
    assert len(g.events) == n
    s.choose("target", value=("player", 2))
    resolve_all(s)
    assert g.players[2].life == 15


# ----------------------------------------------------------------------------- cards
@pytest.mark.parametrize("name,cost", [("Goliath Paladin", ("Plains", 5)), ("Aarakocra Sneak", ("Island", 4)),
                                       ("Avenging Hunter", ("Forest", 5)), ("Underdark Explorer", ("Swamp", 5)),
                                       ("Passageway Seer", ("Swamp", 4)), ("Feywild Caretaker", ("Island", 5))])
def test_card_when_this_creature_enters_you_take_the_initiative(name, cost):
    s = initiative_table()
    s.hand(1, name)
    s.lands(1, *cost)
    g = s.start(active=1, step=Step.MAIN1)
    s.cast(name)
    resolve_all(s)
    assert g.initiative == 1
    assert any(g.name(o) == name for o in g.battlefield)


def test_card_passageway_seer_counter_at_end_step_only_with_the_initiative():
    s = initiative_table()
    seer = s.battlefield(0, "Passageway Seer")
    g = s.start(active=0, step=Step.MAIN2)
    s.pass_until(Step.END)
    resolve_all(s)
    assert not g.objects[seer].counters              # no initiative: the intervening "if" is false (603.4)
    s2 = initiative_table()
    seer2 = s2.battlefield(0, "Passageway Seer")
    g2 = s2.start(active=0, step=Step.MAIN2)
    take_initiative(g2, 0)
    g2.triggered.clear()
    s2.pass_until(Step.END)
    resolve_all(s2)
    assert g2.objects[seer2].counters.get("+1/+1") == 1


def test_card_feywild_caretaker_faerie_dragon_at_end_step_with_the_initiative():
    s = initiative_table()
    s.battlefield(0, "Feywild Caretaker")
    g = s.start(active=0, step=Step.MAIN2)
    take_initiative(g, 0)
    g.triggered.clear()
    s.pass_until(Step.END)
    resolve_all(s)
    dragons = [o for o in g.battlefield if g.name(o) == "Faerie Dragon"]
    assert len(dragons) == 1 and "Flying" in g.chars(dragons[0]).keywords
    s2 = initiative_table()
    s2.battlefield(0, "Feywild Caretaker")
    g2 = s2.start(active=0, step=Step.MAIN2)
    take_initiative(g2, 1)                           # another player has it
    g2.triggered.clear()
    s2.pass_until(Step.END)
    resolve_all(s2)
    assert not [o for o in g2.battlefield if g2.name(o) == "Faerie Dragon"]


# ----------------------------------------------------------------------------- random games
DECKS = [str(p) for p in sorted((Path(__file__).parent / "initiative_decks").glob("*.txt"))] + \
    [str(Path(__file__).parent / "decks" / "court.txt")]
SOAK_GAMES = int(os.environ.get("MANAMELEE_SOAK_GAMES", "500"))


def initiative_game(seed: int):
    """A 3-5 player Free-for-All (every fourth with range of influence 1) between the initiative decks and a monarch
    deck, played by random agents."""
    from manamelee.agents import RandomAgent
    from manamelee.configs import make_config
    from manamelee.sim.runner import run_game
    players = 3 + seed % 3
    kw = {"range_": 1} if seed % 4 == 3 else {}
    cfg = make_config(players, decks=DECKS, seed=seed, **kw)
    return run_game(cfg, seed, [RandomAgent(seed * 16 + i) for i in range(players)])


def _replays(g) -> bool:
    import json

    from manamelee.sim.replay import replay, replay_record
    r = replay(json.loads(json.dumps(replay_record(g))))
    views = [json.dumps([x.view(p) for p in range(len(x.players))], sort_keys=True, default=str) for x in (r, g)]
    return views[0] == views[1] and r.log == g.log and r.result == g.result


def test_random_games_take_the_initiative_venture_and_replay_exactly():
    took = ventured = 0
    for seed in range(6):
        g = initiative_game(seed)
        assert g.over, seed
        took += any(e.kind == INITIATIVE for e in g.events)
        ventured += any(e.kind == "venture_room" for e in g.events)
        assert _replays(g), seed
    assert took and ventured


@pytest.mark.slow
def test_soak_random_games_with_the_initiative_cards_replay_exactly():
    for seed in range(SOAK_GAMES):
        g = initiative_game(seed)
        assert g.over and g.result is not None, seed
        assert _replays(g), seed
