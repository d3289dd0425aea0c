"""508.1: the attackers chosen so far while a declaration is being made, known to the declaring player only."""
from manamelee.engine.combat import declaration_in_progress
from manamelee.engine.constants import Step
from manamelee.scenario import Scenario


def _board():
    s = Scenario(3)
    a = s.battlefield(0, "Runeclaw Bear")
    b = s.battlefield(0, "Knight of Meadowgrain")
    s.battlefield(0, "Sakura-Tribe Elder")            # a third creature keeps the declaration open
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert s.decision.kind == "declare_attackers"
    return s, a, b


def test_508_1_declaration_in_progress_is_the_declaring_players_own():
    s, a, b = _board()
    g = s.g
    assert declaration_in_progress(g, 0) == []
    s.choose("attacker", value=a)
    assert s.decision.kind == "choose_defender"              # 508.1b: what it attacks is being chosen
    assert declaration_in_progress(g, 0) == [(a, None)]
    s.choose("defender", value=("player", 2))
    assert s.decision.kind == "declare_attackers"
    assert declaration_in_progress(g, 0) == [(a, ("player", 2))]
    assert declaration_in_progress(g, 1) == [] and declaration_in_progress(g, 2) == []   # hidden from the others
    s.choose("attacker", value=b)
    s.choose("defender", value=("player", 1))
    assert declaration_in_progress(g, 0) == [(a, ("player", 2)), (b, ("player", 1))]
    s.choose("done")
    assert declaration_in_progress(g, 0) == []
    assert dict(g.turns[0].combat.attackers) == {a: ("player", 2), b: ("player", 1)}


def test_508_1_once_declared_the_attacks_are_in_everyones_view_and_nothing_is_in_progress():
    s, a, b = _board()
    g = s.g
    s.attack((a, 2), (b, 1))
    assert declaration_in_progress(g, 0) == []
    from manamelee.engine.view import player_view
    for viewer in (None, 0, 1, 2):                       # 508.1: declared attacks are public
        attacking = {c["id"]: c.get("attacking") for c in player_view(g, viewer)["battlefield"]}
        assert attacking[a] == ["player", 2] and attacking[b] == ["player", 1]
