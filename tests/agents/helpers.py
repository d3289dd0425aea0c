"""Shared helpers for the agent tests: drive games with agents, answer every pending decision, spy on views."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from manamelee.configs import make_config
from manamelee.engine.game import Game
from manamelee.sim.runner import bind_samplers


def new_game(variant: str, players: int, seed: int, decks: list[str] | None = None, **kw: Any) -> Game:
    return Game.new(make_config(players, decks, variant=variant, seed=seed, **kw), seed)


def drive(g: Game, agents: Sequence[Any], max_decisions: int, check: Callable[[dict, Any, int], None] | None = None,
          seed: int = 0, rotate: bool = False) -> int:
    """Answer pending decisions with the agents (the last pending one first when ``rotate`` and several are
    pending, as a server would in Grand Melee) until the game ends or ``max_decisions`` answers; returns the
    number answered. ``check(view, decision, answer)`` sees every answer before it is submitted."""
    bind_samplers(g, agents, seed)
    n = 0
    while not g.over and n < max_decisions:
        ds = g.pending()
        assert ds, "the game is not over but nothing is pending"
        d = ds[-1] if rotate and len(ds) > 1 and n % 2 else ds[0]
        view = g.view(d.player)
        i = agents[d.player].choose(view, d)
        assert isinstance(i, int) and 0 <= i < len(d.options), (d, i)
        if check is not None:
            check(view, d, i)
        g.submit(d.id, i)
        n += 1
    return n


def hidden_ids(g: Game, viewer: int) -> set[int]:
    """Object ids ``viewer`` may not see: other players' hands (unless visible to them) and every library."""
    from manamelee.engine.view import can_see_hand
    out: set[int] = set()
    for pl in g.players:
        out.update(pl.library)
        if not can_see_hand(g, viewer, pl.index):
            out.update(pl.hand)
    return out


def ids_in(view: dict) -> set[int]:
    """Every game object id a view mentions: cards in hands and graveyards, permanents and what they are
    attached to, block or attack, exiled and command-zone cards, spells on the stacks and their targets."""
    out: set[int] = set()

    def ref(r: Any) -> None:
        if isinstance(r, (list, tuple)) and len(r) == 2 and r[0] == "obj":
            out.add(r[1])

    for p in view["players"]:
        for c in p.get("hand") or ():
            out.add(c["id"])
        for c in p["graveyard"]:
            out.add(c["id"])
    for perm in view["battlefield"]:
        out.add(perm["id"])
        if perm.get("attached_to") is not None:
            out.add(perm["attached_to"])
        out.update(perm.get("blocking") or ())
        ref(perm.get("attacking"))
    for c in view["exile"] + view["command"]:
        out.add(c["id"])
    for t in view["turns"]:
        for it in t["stack"]:
            out.add(it["source"])
            for r in it["targets"]:
                ref(r)
    return out
