"""Effects on spells on a stack: counter (701.5) and copy (707.10).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.decisions import opt
from ...engine.resolution import Ctx
from .selectors import TARGET, Sel


@dataclass(frozen=True, slots=True)
class CounterTargetSpell:
    """"Counter target spell." (701.5a): it leaves its stack and goes to its owner's graveyard, unless it "can't
    be countered" (then the effect does nothing to it)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        from ...engine.resolution import counter
        for oid in self.who.objects(ctx):
            if oid in ctx.g.objects and ctx.g.objects[oid].card.extra.get("cant_be_countered"):
                continue
            for t in ctx.g.turns:
                for item in list(t.stack):
                    if item.kind == "spell" and item.source == oid:
                        counter(ctx.g, item, rule="701.5a")


@dataclass(frozen=True, slots=True)
class CopySpell:
    """707.10: "Copy <spell>. You may choose new targets for the copy." The copy goes on the stack of the Turn
    where this resolves, under the controller's control, with the original's modes, X and kicker; for each
    target the controller keeps it or picks another legal one (707.10c). All choices come first."""

    who: Sel = TARGET
    new_targets: bool = True

    def run(self, ctx: Ctx) -> None:
        from ...engine.spell_copy import copy_spell, spell_item
        from ...engine.triggers import _ref_label
        g, me = ctx.g, ctx.controller
        plan = []
        for oid in self.who.objects(ctx):
            item = spell_item(g, oid)
            if item is None:
                continue
            targets = list(item.targets)
            if self.new_targets:
                for i, spec in enumerate(item.specs):
                    cands = [c for c in ctx.scope.target_candidates(spec, item.source) if c != targets[i]]
                    if spec.other_than is not None and spec.other_than < i:
                        cands = [c for c in cands if c != targets[spec.other_than]]
                    if not cands:
                        continue
                    keep = opt("keep", "dsl.opt.keep_target", None, target=_ref_label(g, targets[i]))
                    a = ctx.ask(me, "target", "dsl.prompt.copy_target",
                                [keep] + [opt("target", "text", c, text=_ref_label(g, c)) for c in cands],
                                "707.10c", args={"card": item.name})
                    if a.kind == "target":
                        targets[i] = a.value
            plan.append((item, targets))
        for item, targets in plan:
            copy_spell(g, ctx.turn, item, me, targets)
