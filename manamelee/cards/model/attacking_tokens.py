"""Tokens created "tapped and attacking" (508.4): Hanweir Garrison's Humans, a scheme's Demon; and the helpers a
melded permanent that "enters tapped and attacking" uses too (Mishra, Lost to Phyrexia)."""
from __future__ import annotations

from typing import Any

from ...engine import zones
from ...engine.decisions import opt
from .node import Node, node


@node
class CreateTokensAttacking(Node):
    """"Create N <token>s that are tapped and attacking" (508.4): for each, its controller chooses which defending
    player, planeswalker a defending player controls or battle a defending player protects it attacks; it was
    never declared as an attacker (no "whenever ... attacks" triggers; 508.4c: declaration restrictions don't
    apply). Outside combat the tokens are only created, tapped (506.3d: never attacking)."""

    token: Any
    n: int = 1

    def run(self, ctx: Any) -> None:
        g, t, me = ctx.g, ctx.turn, ctx.controller
        refs = attack_choices(g, t)
        for i in range(self.n):
            where = choose_attacked(ctx, refs, self.token.name, i + 1)
            nid = zones.create_token(g, me, self.token, rule="508.4")
            if nid is None:
                continue
            put_attacking(g, t, nid, where)


def attack_choices(g: Any, t: Any) -> list[tuple[Any, ...]]:
    """508.4: what a creature put onto the battlefield attacking may attack — a defending player, a planeswalker a
    defending player controls or a battle a defending player protects (none outside combat)."""
    from ...engine.battles import protector
    refs: list[tuple[Any, ...]] = []
    if t is not None and t.combat is not None:
        for q in sorted(t.combat.defenders):
            if g.players[q].left:
                continue
            refs.append(("player", q))
            refs += [("obj", o) for o in g.controlled_by(q) if "Planeswalker" in g.chars(o).types]
        refs += [("obj", o) for o in g.battlefield
                 if "Battle" in g.chars(o).types and protector(g, o) in t.combat.defenders]
    return refs


def choose_attacked(ctx: Any, refs: list[tuple[Any, ...]], card: str, n: int = 1) -> tuple[Any, ...] | None:
    """508.4: the controller chooses which of ``refs`` the creature ``card`` attacks (asked only with a choice)."""
    if len(refs) > 1:
        got: tuple[Any, ...] = ctx.ask(ctx.controller, "token_attacks", "prompt.token_attacks",
                                       [opt("attack", "text", r, text=_name(ctx.g, r)) for r in refs], "508.4",
                                       args={"card": card, "n": n}).value
        return got
    return refs[0] if refs else None


def put_attacking(g: Any, t: Any, oid: int, where: tuple[Any, ...] | None) -> None:
    """The permanent ``oid`` that just entered is tapped and, in combat, attacking ``where`` (508.4: never declared
    as an attacker; 506.3d: outside combat it is only tapped)."""
    g.objects[oid].tapped = True
    if where is None or t is None or t.combat is None:
        return
    t.combat.attackers[oid] = where
    g.note("log.token_attacking", "508.4", args={"card": g.name(oid), "player": _name(g, where)})


def _name(g: Any, ref: tuple[Any, ...]) -> str:
    name: str = g.players[ref[1]].name if ref[0] == "player" else g.name(ref[1])
    return name


__all__ = ["CreateTokensAttacking", "attack_choices", "choose_attacked", "put_attacking"]
