"""Voting (701.32) as card data: will of the council (the choice with the most votes wins, ties go to a named
choice), council's dilemma (something happens for each vote), votes for a permanent and "secret council" votes
for a player. Starting with you, each player in range votes in turn order (701.32a, 801.10); a voter may only
name a player or permanent in their own range of influence and the spell's (801.5a), and never one who left."""
from __future__ import annotations

from typing import Any

from ...engine.decisions import Option
from ...engine.resolution import Ctx
from ...engine.scope import Scope
from .amounts import Amount
from .filters import Filter
from .node import Node, node

VOTES = "votes"
"""``ctx.vars`` key: the ballots cast, ((voter, choice), ...) in voting order."""


def voters(ctx: Ctx) -> list[int]:
    """701.32a: starting with you and proceeding in turn order, each player (in your range, 801.10)."""
    ps = set(ctx.scope.players())
    return [p for p in ctx.g.turn_order_from(ctx.controller) if p in ps]


def _label(ctx: Ctx, choice: Any) -> str:
    g = ctx.g
    if isinstance(choice, tuple) and choice[0] == "player":
        name: str = g.players[choice[1]].name
        return name
    if isinstance(choice, tuple) and choice[0] == "obj":
        return f"{g.name(choice[1])} ({g.players[g.controller(choice[1])].name})"
    return str(choice)


def cast_votes(ctx: Ctx, key: str, choices_of: Any, secret: bool = False) -> tuple[tuple[int, Any], ...]:
    """Ask each voter in turn for one of ``choices_of(voter)`` (a list of choices; no choice, no vote). Each ballot
    is kept in ``ctx.vars[key]`` as it is cast, so later questions never re-ask it; an open vote is logged as it
    is cast (701.32a), a secret one when every ballot is in."""
    from ..dsl.effects_flow import _settle
    g = ctx.g
    card = g.name(ctx.source) if ctx.source in g.objects else ctx.item.name
    while True:
        done: tuple[tuple[int, Any], ...] = ctx.vars.get(key, ())
        rest = [p for p in voters(ctx) if p not in {v for v, _ in done}]
        if key + ".order" not in ctx.vars:
            _settle(ctx, key + ".order", tuple(rest))
        order: tuple[int, ...] = ctx.vars[key + ".order"]
        waiting = [p for p in order if p not in {v for v, _ in done} and not g.players[p].left]
        if not waiting:
            break
        voter = waiting[0]
        opts = [Option("vote", "text", c, (("text", _label(ctx, c)),)) for c in choices_of(voter)]
        if not opts:
            _settle(ctx, key, done + ((voter, None),))
            continue
        a = ctx.ask(voter, "vote", "pool.prompt.vote", opts, "701.32a", args={"card": card})
        _settle(ctx, key, done + ((voter, a.value),))
        if not secret:
            g.note("pool.log.votes", "701.32a", args={"player": g.players[voter].name, "choice": _label(ctx, a.value)})
    ballots = tuple((v, c) for v, c in ctx.vars[key] if c is not None)
    if secret and not ctx.vars.get(key + ".revealed"):
        for v, c in ballots:
            g.note("pool.log.votes", "701.32a", args={"player": g.players[v].name, "choice": _label(ctx, c)})
        _settle(ctx, key + ".revealed", True)
    ctx.vars[VOTES] = ballots
    return ballots


def tally(ballots: tuple[tuple[int, Any], ...]) -> dict[Any, int]:
    out: dict[Any, int] = {}
    for _, c in ballots:
        out[c] = out.get(c, 0) + 1
    return out


@node
class WillOfTheCouncil(Node):
    """"Will of the council — ... each player votes for A or B. If A gets more votes, <outcomes[0]>. If B gets more
    votes or the vote is tied, <outcomes[1]>." The choice with strictly the most votes wins; else ``tie``."""

    choices: tuple[str, ...]
    outcomes: tuple[tuple[Any, ...], ...]
    tie: int = -1

    def run(self, ctx: Ctx) -> None:
        from ..dsl.effects_flow import _run_steps
        key = f"vote:{'/'.join(self.choices)}"
        counts = tally(cast_votes(ctx, key, lambda _p: list(self.choices)))
        top = max(counts.values(), default=0)
        best = [c for c in self.choices if counts.get(c, 0) == top]
        won = self.choices.index(best[0]) if len(best) == 1 else self.tie % len(self.choices)
        _run_steps(ctx, key + ".pc", tuple(self.outcomes[won]))


@node
class CouncilsDilemma(Node):
    """"Council's dilemma — ... each player votes for A or B. <per_vote[0]> for each A vote and <per_vote[1]> for
    each B vote." Each choice's effects run once per vote it got, the first choice's first."""

    choices: tuple[str, ...]
    per_vote: tuple[tuple[Any, ...], ...]

    def run(self, ctx: Ctx) -> None:
        from ..dsl.effects_flow import _run_steps
        key = f"dilemma:{'/'.join(self.choices)}"
        counts = tally(cast_votes(ctx, key, lambda _p: list(self.choices)))
        steps: tuple[Any, ...] = ()
        for c, effects in zip(self.choices, self.per_vote):
            steps += tuple(effects) * counts.get(c, 0)
        _run_steps(ctx, key + ".pc", steps)


@node
class VoteForPermanent(Node):
    """"Each player votes for a <where> permanent ... <effects> each permanent with the most votes or tied for most
    votes" (Council's Judgment): the winners are ``VOTED`` for ``effects``. Not targeting (115.10)."""

    where: Filter
    effects: tuple[Any, ...] = ()

    def run(self, ctx: Ctx) -> None:
        from ..dsl.effects_flow import _run_steps
        g = ctx.g
        key = "vote:permanent"

        def choices(voter: int) -> list[tuple[str, int]]:
            mine = set(Scope(g, voter).permanents())            # 801.5a: in the voter's range as well as yours
            return [("obj", o) for o in ctx.scope.permanents() if o in mine and self.where(g, o, ctx.controller)]

        counts = tally(cast_votes(ctx, key, choices))
        top = max(counts.values(), default=0)
        ctx.vars["voted"] = tuple(c for c, n in counts.items() if n == top and top > 0)
        _run_steps(ctx, key + ".pc", tuple(self.effects))


@node
class VoteForPlayer(Node):
    """"Each player [secretly] votes for [another] player[, then those votes are revealed]" (701.32a; secret
    council): the ballots are kept for ``VotesFor``. 801.5a: a voter names a player in their range and yours."""

    other: bool = True
    secret: bool = False

    def run(self, ctx: Ctx) -> None:
        g = ctx.g

        def choices(voter: int) -> list[tuple[str, int]]:
            mine = set(Scope(g, voter).players())
            return [("player", q) for q in voters(ctx) if q in mine and not (self.other and q == voter)]

        cast_votes(ctx, "vote:player", choices, secret=self.secret)


@node
class VotesFor(Amount):
    """The number of votes ``who`` (a player selector: YOU, THAT_PLAYER) received in this spell's vote."""

    who: Any

    def of(self, g: Any, me: int, ctx: Any) -> int:
        if ctx is None:
            return 0
        ps = self.who.players(ctx)
        ballots: tuple[tuple[int, Any], ...] = ctx.vars.get(VOTES, ())
        return sum(1 for _, c in ballots if isinstance(c, tuple) and c[0] == "player" and c[1] in ps)


@node
class DamagePlayerAndTheirCreatures(Node):
    """``amount`` damage to each of ``who`` and each creature that player controls, in range (120.3; Mob
    Verdict)."""

    amount: Any
    who: Any

    def run(self, ctx: Ctx) -> None:
        from ...engine.damage import deal_damage
        from ..dsl.amounts import amount_of
        g = ctx.g
        n = amount_of(self.amount, ctx)
        if n <= 0:
            return
        for p in self.who.players(ctx):
            creatures = [o for o in ctx.scope.creatures() if g.controller(o) == p]
            deal_damage(g, ctx.source, ("player", p), n, rule="120.3")
            for o in creatures:
                deal_damage(g, ctx.source, ("obj", o), n, rule="120.3")


@node
class Voted(Node):
    """The permanents that got the most votes (or tied for most) in this spell's ``VoteForPermanent``, still on
    the battlefield: a selector for its ``effects``."""

    def refs(self, ctx: Ctx) -> list[tuple[str, int]]:
        g = ctx.g
        return [c for c in ctx.vars.get("voted", ()) if c[1] in g.objects and g.objects[c[1]].zone == "battlefield"]

    def objects(self, ctx: Ctx) -> list[int]:
        return [r[1] for r in self.refs(ctx)]

    def players(self, ctx: Ctx) -> list[int]:
        return []


VOTED = Voted()
