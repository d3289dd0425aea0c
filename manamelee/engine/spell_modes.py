"""Choosing the modes of a modal spell as it is cast (601.2b, 700.2a), also when a player other than its controller
chooses them (700.2e: "An opponent chooses one —", Misfortune).

700.2e: the other player chooses when the controller normally would (while the spell is being cast); when more than
one player could make the choice, the controller decides which. With the limited range of influence option the
choosing opponent is one within the controller's range (801.5a) or, if none is, the closest opponent to the
controller's left (801.5c); a mode is an option, not an object or player, so that opponent may choose a mode that
refers to objects or players outside their own range (801.5b).
"""
from __future__ import annotations

from typing import Callable, Final, TYPE_CHECKING

from ..i18n import Msg
from .decisions import Option, Proc, opt
from .definitions import SpellAbility
from .scope import Scope

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

OPPONENT_CHOOSES: Final = "opponent"
"""``SpellAbility.chooser``: an opponent of the controller chooses the modes (700.2e)."""
MODE_CHOOSER: Final = "mode_chooser"
"""The spell's ``data`` key holding the player who chose its modes ("that player" of its modes' text)."""

_CANCEL: Final = opt("cancel", "opt.cancel")


def mode_chooser(g: "Game", proc: Proc, p: int, spell: SpellAbility, what: "Msg | str") -> int | None:
    """The player who chooses the modes of ``p``'s spell: ``p`` itself, or the opponent ``p`` picks among those who
    may make the choice (700.2e, 801.5a, 801.5c). None: ``p`` backed out of casting, or no opponent can choose."""
    if spell.chooser != OPPONENT_CHOOSES:
        return p
    opps = Scope(g, p).choosing_opponents()
    if not opps:
        return None
    if len(opps) == 1:
        return opps[0]
    a = proc.ask(p, "choose_player", "modes.prompt.who_chooses",
                 [Option("player", "text", q, (("text", g.players[q].name),)) for q in opps] + [_CANCEL],
                 "700.2e", args={"what": what})
    return None if a.kind == "cancel" else int(a.value)


def choose_spell_modes(g: "Game", proc: Proc, p: int, spell: SpellAbility, what: "Msg | str",
                       allowed: Callable[[int], bool]) -> tuple[list[int], int] | None:
    """601.2b / 700.2a: the modes of ``p``'s modal spell (indices, in printed order, 700.2c) and the player who chose
    them. Only modes for which ``allowed`` holds (legal targets, 700.2a) are offered. The controller may back out
    (None) while choosing; another player choosing for them can't cancel the controller's spell."""
    chooser = mode_chooser(g, proc, p, spell, what)
    if chooser is None:
        return None
    chosen: list[int] = []
    while len(chosen) < spell.choose:
        opts = [Option("mode", "text", i, (("text", m.label),)) for i, m in enumerate(spell.modes)
                if i not in chosen and allowed(i)]
        if chooser == p:
            a = proc.ask(p, "choose_mode", "prompt.choose_mode", opts + [_CANCEL], "601.2b", args={"what": what})
            if a.kind == "cancel":
                return None
        else:
            if not opts:
                return None
            a = proc.ask(g.decider(chooser), "choose_mode", "modes.prompt.choose_for", opts, "700.2e",
                         args={"what": what, "player": g.players[p].name})
        chosen.append(int(a.value))
    chosen.sort()                                         # 700.2c: in the order printed
    if chooser != p:
        g.note("modes.log.chosen_by", "700.2e",
               args={"player": g.players[chooser].name, "modes": [spell.modes[i].label for i in chosen]})
    return chosen, chooser


__all__ = ["MODE_CHOOSER", "OPPONENT_CHOOSES", "choose_spell_modes", "mode_chooser"]
