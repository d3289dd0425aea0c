"""Tokens created "tapped and attacking" (508.4): Hanweir Garrison's Humans, a scheme's Demon."""
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
        from ...engine.battles import protector
        g, t, me = ctx.g, ctx.turn, ctx.controller
        refs: list[tuple[Any, ...]] = []
        if t is not None and t.combat is not None:
            for q in sorted(t.combat.defenders):
                if g.players[q].left:
                    continue
                refs.append(("player", q))
                refs += [("obj", o) for o in g.controlled_by(q) if "Planeswalker" in g.chars(o).types]
            refs += [("obj", o) for o in g.battlefield
                     if "Battle" in g.chars(o).types and protector(g, o) in t.combat.defenders]
        for i in range(self.n):
            where = None
            if len(refs) > 1:
                where = ctx.ask(me, "token_attacks", "prompt.token_attacks",
                                [opt("attack", "text", r, text=self._name(g, r)) for r in refs], "508.4",
                                args={"card": self.token.name, "n": i + 1}).value
            elif refs:
                where = refs[0]
            nid = zones.create_token(g, me, self.token, rule="508.4")
            if nid is None:
                continue
            g.objects[nid].tapped = True
            if where is None or t is None or t.combat is None:
                continue
            t.combat.attackers[nid] = where
            g.note("log.token_attacking", "508.4", args={"card": self.token.name, "player": self._name(g, where)})

    @staticmethod
    def _name(g: Any, ref: tuple[Any, ...]) -> str:
        name: str = g.players[ref[1]].name if ref[0] == "player" else g.name(ref[1])
        return name


__all__ = ["CreateTokensAttacking"]
