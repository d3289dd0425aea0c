"""Helpers for the keyword tests of this folder: a combat driven from the beginning of combat to its end."""
from __future__ import annotations

from manamelee.engine.constants import Step
from manamelee.scenario import Scenario


def _answer_misc(s: Scenario) -> bool:
    """Answer a decision that is neither priority nor combat: trigger order (any), "you may" (yes)."""
    d = s.decision
    if d.kind == "order_triggers":
        s.g.submit(d.id, 0)
        return True
    return False


def to_attackers(s: Scenario) -> None:
    """Pass priority until the active player declares attackers."""
    for _ in range(60):
        d = s.decision
        if d.kind == "declare_attackers":
            return
        if not _answer_misc(s):
            assert d.kind == "priority", d
            s.pass_priority()
    raise AssertionError("no declare_attackers decision")


def to_blockers(s: Scenario) -> None:
    """Pass priority (resolving attack triggers) until blockers are declared."""
    for _ in range(60):
        d = s.decision
        if d.kind == "declare_blockers":
            return
        if not _answer_misc(s):
            assert d.kind == "priority", d
            s.pass_priority()
    raise AssertionError("no declare_blockers decision")


def to_step(s: Scenario, step: Step) -> None:
    """Pass priority until the top Turn reaches ``step``, declaring no more blockers or attackers."""
    g = s.g
    for _ in range(200):
        if g.over or (g.turns and g.turns[0].step == step and s.decision.kind == "priority"):
            return
        d = s.decision
        if d.kind in ("declare_attackers", "declare_blockers"):
            s.choose("done")
        elif not _answer_misc(s):
            assert d.kind == "priority", d
            s.pass_priority()
    raise AssertionError(f"never reached {step}")


def combat(s: Scenario, attacks: list[tuple[int, int]], blocks: list[tuple[int, int]] = (),
           until: Step = Step.END_COMBAT) -> None:
    """From the beginning of combat: declare ``attacks`` (attacker, player seat), then ``blocks`` (blocker,
    attacker) for the first defending player, then pass to ``until``."""
    to_attackers(s)
    s.attack(*attacks)
    if s.g.over:
        return
    if blocks:
        to_blockers(s)
        s.block(*blocks)
    to_step(s, until)




from .real_cards import real_card  # noqa: E402,F401  (one way to compile a real card, kept for the keyword tests)
