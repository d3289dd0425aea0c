"""Modal triggered abilities choosing several modes (700.2, 603.3c): "choose three. You may choose the same mode
more than once" (700.2d) and "choose one. If <condition>, choose both instead". The modes are chosen as the
ability is put on the stack; the chosen modes' targets and instructions follow in the order chosen."""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from .decisions import Option, Proc

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .objects import PendingTrigger


def choose_modes(g: "Game", proc: Proc, tr: "PendingTrigger", ok_modes: list[int]) -> tuple[tuple[Any, ...],
                                                                                             tuple[Any, ...]]:
    """The targets and instructions of the modes ``tr``'s controller chooses among ``ok_modes`` (those with legal
    targets, 700.2a)."""
    ab = tr.ability
    modes = ab.modes
    cond = ab.choose_all_if
    if cond is not None and cond(g, tr.event, tr.source, tr.controller):
        chosen = list(ok_modes)                       # "choose both instead"
    else:
        n = ab.choose if ab.repeat_modes else min(ab.choose, len(ok_modes))
        chosen = []
        while len(chosen) < n:
            left = ok_modes if ab.repeat_modes else [i for i in ok_modes if i not in chosen]
            if len(left) == 1 and not ab.repeat_modes:
                chosen.append(left[0])
                continue
            chosen.append(proc.ask(
                g.decider(tr.controller), "mode", "prompt.trigger_mode_n",
                [Option("mode", "text", i, (("text", modes[i].label),)) for i in left], "700.2d" if ab.repeat_modes
                else "603.3c", args={"card": tr.name, "text": ab.text, "n": len(chosen) + 1, "of": n}).value)
        if not ab.repeat_modes:
            chosen.sort()                             # 700.2c: in the order printed
    specs: list[Any] = []
    effects: list[Any] = []
    for i in chosen:
        m = modes[i]
        effects += [shifted(e, len(specs)) for e in m.effects]
        specs += list(m.targets)
    return tuple(specs), tuple(effects)


def shifted(e: Any, offset: int) -> Any:
    """The instruction ``e`` with its target numbers moved past ``offset`` earlier targets (each mode numbers its
    targets from 0)."""
    if not offset or not dataclasses.is_dataclass(e) or isinstance(e, type):
        return e
    changes = {f.name: getattr(e, f.name).shifted(offset) for f in dataclasses.fields(e)
               if hasattr(getattr(e, f.name), "shifted")}
    return dataclasses.replace(e, **changes) if changes else e


__all__ = ["choose_modes", "shifted"]
