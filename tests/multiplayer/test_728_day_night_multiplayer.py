"""Day and night with the shared team turns option (502.2a, 728.2a-b: the previous turn's active team) — Team vs.
Team with shared turns, seats Alex, Bianca (team 0) then Carissa, Dan (team 1)."""
from manamelee.engine import Step
from manamelee.engine import events as ev
from manamelee.engine.day_night import DAY, NIGHT
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario

NAMES = ["Alex", "Bianca", "Carissa", "Dan"]
ALEX, BIANCA, CARISSA, DAN = range(4)


def table(designation: str) -> Scenario:
    s = Scenario(list(NAMES), teams=[0, 0, 1, 1],
                 hooks=MultiplayerHooks(MultiplayerRules("team-vs-team", shared_turns=True, team_hands="team")))
    for p in range(4):
        s.library(p, *["Plains"] * 6)
    s.g.day_night = designation
    return s


def shock(s: Scenario, caster: int, n: int = 1) -> None:
    for _ in range(n):
        s.lands(caster, "Mountain", 1)
        s.hand(caster, "Shock")


def cast_shocks(s: Scenario, times: int) -> None:
    """The team with priority casts ``times`` Shocks at Carissa, each resolving before the next."""
    for _ in range(times):
        s.cast("Shock", ("player", CARISSA))
        s.pass_priority(2)                                 # both teams pass: it resolves (805.5b)


def day_night_rules(g) -> list[tuple[str, str]]:
    return [(e.key, e.rule) for e in g.events if e.kind == ev.DAY_NIGHT]


def test_502_2a_night_stays_when_each_teammate_cast_only_one_spell():
    s = table(NIGHT)
    shock(s, ALEX)
    shock(s, BIANCA)
    g = s.start(ALEX, Step.MAIN1)
    cast_shocks(s, 2)
    assert sorted(g.players[p].spells_this_turn for p in (ALEX, BIANCA)) == [1, 1]
    s.pass_to_later_turn(CARISSA, Step.UPKEEP)
    assert g.day_night == NIGHT and day_night_rules(g) == []


def test_502_2a_night_becomes_day_when_one_teammate_cast_two_spells():
    s = table(NIGHT)
    shock(s, BIANCA, 2)
    g = s.start(ALEX, Step.MAIN1)
    cast_shocks(s, 2)
    assert g.players[BIANCA].spells_this_turn == 2 and g.players[ALEX].spells_this_turn == 0
    s.pass_to_later_turn(CARISSA, Step.UPKEEP)
    assert g.day_night == DAY and day_night_rules(g) == [("log.becomes_day", "502.2a")]


def test_502_2a_day_stays_when_any_player_of_the_team_cast_a_spell():
    s = table(DAY)
    shock(s, BIANCA)
    g = s.start(ALEX, Step.MAIN1)
    cast_shocks(s, 1)
    s.pass_to_later_turn(CARISSA, Step.UPKEEP)
    assert g.day_night == DAY
    s.pass_to_later_turn(ALEX, Step.UPKEEP)                 # team Carissa+Dan cast nothing in their turn
    assert g.day_night == NIGHT and day_night_rules(g) == [("log.becomes_night", "502.2a")]
