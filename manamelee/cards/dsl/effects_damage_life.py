"""Damage (120), fights (701.12), prevention and redirection (615, 614.9), life (119, 810.9) and
winning or losing the game (104.2-104.3).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.constants import BATTLEFIELD
from ...engine.damage import add_shield, deal_damage, gain_life, lose_life, set_life
from ...engine.decisions import opt
from ...engine.objects import Shield
from ...engine.resolution import Ctx
from ...i18n import Msg
from .amounts import amount_of
from .selectors import EACH_OPPONENT, TARGET, TARGET2, YOU, Sel


@dataclass(frozen=True, slots=True)
class Damage:
    """"deals N damage to ..." (120)."""

    amount: Any
    to: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        n = amount_of(self.amount, ctx)
        for ref in self.to.refs(ctx):
            deal_damage(ctx.g, ctx.source, ref, n, rule="120.3")


@dataclass(frozen=True, slots=True)
class Fight:
    """701.12a: two creatures fight — each deals damage equal to its power to the other. ``one_sided``: only the
    first deals damage to the second ("<creature> deals damage equal to its power to <creature>"). 701.12b:
    no damage if either is gone, no longer a creature, or an illegal target."""

    a: Sel = TARGET
    b: Sel = TARGET2
    one_sided: bool = False

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        xs, ys = self.a.objects(ctx), self.b.objects(ctx)
        if not xs or not ys:
            return
        x, y = xs[0], ys[0]
        if any(o not in g.objects or g.objects[o].zone != BATTLEFIELD or "Creature" not in g.chars(o).types
               for o in (x, y)):
            return
        px, py = g.chars(x).power or 0, g.chars(y).power or 0
        deal_damage(g, x, ("obj", y), px, rule="701.12a")
        if not self.one_sided:
            deal_damage(g, y, ("obj", x), py, rule="701.12a")


@dataclass(frozen=True, slots=True)
class PreventAllCombatDamage:
    """Holy Day: "Prevent all combat damage that would be dealt this turn." (615)"""

    def run(self, ctx: Ctx) -> None:
        add_shield(ctx.g, Shield("prevent_combat", ctx.g.new_timestamp(), ctx.controller, ctx.source))
        ctx.g.note("log.fog", "615.1")


@dataclass(frozen=True, slots=True)
class PreventDamageBy:
    """"Prevent all [combat] damage that would be dealt by <creatures> this turn." (615.1; Ethereal Haze): a shield
    for the rest of the turn against damage from sources passing ``what`` (a filter node; ``me`` is this spell's
    controller). 801.13b: it names the source, so it affects only sources within its controller's range."""

    what: Any
    combat: bool = False
    text: str = "creatures"

    def run(self, ctx: Ctx) -> None:
        add_shield(ctx.g, Shield("prevent_by", ctx.g.new_timestamp(), ctx.controller, ctx.source,
                                 1 if self.combat else 0, self.what))
        ctx.g.note("prevention.log.prevent_by_combat" if self.combat else "prevention.log.prevent_by", "615.1",
                   args={"what": self.text})


@dataclass(frozen=True, slots=True)
class PreventNext:
    """"Prevent the next N damage that would be dealt to <target> this turn." (615.7)"""

    amount: Any
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for ref in self.who.refs(ctx):
            add_shield(ctx.g, Shield("prevent_next", ctx.g.new_timestamp(), ctx.controller, ctx.source,
                                     amount_of(self.amount, ctx), ref))


@dataclass(frozen=True, slots=True)
class RedirectNext:
    """Captain's Maneuver: the next N damage to target 1 is dealt to target 2 instead (614.9)."""

    amount: Any
    frm: Sel = TARGET
    to: Sel = TARGET2

    def run(self, ctx: Ctx) -> None:
        a, b = self.frm.refs(ctx), self.to.refs(ctx)
        n = amount_of(self.amount, ctx)
        if a and b and n > 0:
            add_shield(ctx.g, Shield("redirect_next", ctx.g.new_timestamp(), ctx.controller, ctx.source, n,
                                     a[0], b[0]))


@dataclass(frozen=True, slots=True)
class GainLife:
    """"<player> gains N life" (119.3)."""

    amount: Any
    who: Sel = YOU

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            gain_life(ctx.g, p, amount_of(self.amount, ctx))


@dataclass(frozen=True, slots=True)
class LoseLife:
    """"<player> loses N life" (119.3)."""

    amount: Any
    who: Sel = YOU

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            lose_life(ctx.g, p, amount_of(self.amount, ctx))


@dataclass(frozen=True, slots=True)
class Drain:
    """"<each opponent> loses N life. You gain life equal to the life lost this way." (119.3): the gain is the
    life actually lost (0 for a player who can't lose life, 119.8), gained once after all the losses."""

    amount: Any
    who: Sel = EACH_OPPONENT

    def run(self, ctx: Ctx) -> None:
        n = amount_of(self.amount, ctx)
        lost = sum(lose_life(ctx.g, p, n) for p in self.who.players(ctx))
        gain_life(ctx.g, ctx.controller, lost)


@dataclass(frozen=True, slots=True)
class SetLife:
    """"<player>'s life total becomes N" (119.5): the player gains or loses the difference; with a shared team
    total that player's life total is the team's, and the team's total moves by that amount (810.9c)."""

    amount: Any
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            set_life(ctx.g, p, amount_of(self.amount, ctx), rule="119.5")


def life_setting_players(ctx: Ctx, players: list[int]) -> list[int]:
    """810.9d: when an effect would set the life total of each player on a team (players sharing one life
    total), that team chooses one of its members and only that player is affected. Each such team chooses
    (its primary player decides, 805.2) in APNAP order (805.6). Returns the players to affect in APNAP
    order. It only asks: call it before the effect changes anything."""
    from ...engine.sides import apnap_players, primary
    g = ctx.g
    order = [p for p in apnap_players(g, ctx.turn) if p in players]
    out: list[int] = []
    done: set[int] = set()
    for p in order:
        if p in done:
            continue
        members = [q for q in order if g.players[q].total is g.players[p].total]
        done.update(members)
        if len(members) == 1:
            out.append(p)
            continue
        who = primary(g, members[0])
        who = who if who in members else members[0]
        team = "+".join(g.players[q].name for q in members)
        out.append(ctx.ask(who, "choose_player", "prompt.team_set_life",
                           [opt("player", "text", q, text=g.players[q].name) for q in members], "810.9d",
                           args={"team": Msg("word.team", (("players", team),))}).value)
    return out


@dataclass(frozen=True, slots=True)
class DoubleLife:
    """701.9d: "Double <player>'s life total": they gain or lose life so the total becomes twice its
    current value (119.5; with a shared team total, 810.9a, the team's total is doubled)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            set_life(ctx.g, p, 2 * ctx.g.players[p].life, rule="701.9d")


@dataclass(frozen=True, slots=True)
class WinGame:
    """"You win the game" (104.2b)."""

    def run(self, ctx: Ctx) -> None:
        from ...engine.leaving import win_game
        win_game(ctx.g, ctx.controller)


@dataclass(frozen=True, slots=True)
class LoseGame:
    """104.3e: "you lose the game" (for each player ``who`` picks)."""

    who: Sel = YOU

    def run(self, ctx: Ctx) -> None:
        from ...engine.leaving import lose_game
        for p in self.who.players(ctx):
            lose_game(ctx.g, p, "104.3e", Msg("why.effect_lose"))
