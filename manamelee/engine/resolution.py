"""Resolving spells and abilities (608): target re-check (608.2b), instructions in order, then the card's destination."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from . import events as ev
from .constants import BATTLEFIELD, EXILE, GRAVEYARD, HAND, STACK
from .decisions import Option, Proc, opt
from .entering import ask_entering, needs_choice
from .faces import ADVENTURE
from .objects import StackItem
from .scope import Scope
from .zones import move, put_onto_battlefield

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Frame, Turn


_YES, _NO = opt("yes", "opt.yes", True), opt("no", "opt.no", False)


class Ctx:
    """What an effect sees while its spell or ability resolves: game, controller, targets, X, a Scope."""

    __slots__ = ("g", "turn", "item", "proc", "scope", "legal", "vars")

    def __init__(self, g: "Game", turn: "Turn", item: StackItem, proc: Proc, legal: list[bool]):
        self.g, self.turn, self.item, self.proc = g, turn, item, proc
        self.scope = Scope(g, item.controller)
        self.legal = legal
        self.vars: dict[Any, Any] = item.data

    @property
    def controller(self) -> int:
        return self.item.controller

    @property
    def source(self) -> int:
        return self.item.source

    @property
    def x(self) -> int:
        return self.item.x

    @property
    def event(self) -> Any:
        return self.item.event

    def target(self, i: int = 0) -> tuple[Any, ...] | None:
        """The i-th chosen target if still legal (608.2b), else None."""
        if i >= len(self.item.targets) or not self.legal[i]:
            return None
        ref: tuple[Any, ...] = self.item.targets[i]
        return ref

    def target_obj(self, i: int = 0) -> int | None:
        r = self.target(i)
        return r[1] if r is not None and r[0] == "obj" else None

    def target_player(self, i: int = 0) -> int | None:
        r = self.target(i)
        return r[1] if r is not None and r[0] == "player" else None

    def ask(self, player: int, kind: str, prompt: str, options: Sequence[Option], rule: str = "",
            args: dict[Any, Any] | None = None) -> Option:
        """Ask a player (800.4g-h: another player chooses if they left the game); ``prompt`` is a message key."""
        return self.proc.ask(self.g.decider(player), kind, prompt, options, rule, args)

    def yes_no(self, player: int, prompt: str, rule: str = "", args: dict[Any, Any] | None = None) -> bool:
        """Ask a yes/no question (``prompt``: a message key with ``args``)."""
        yes: bool = self.ask(player, "yes_no", prompt, [_YES, _NO], rule, args).value
        return yes


def resolve_top(g: "Game", t: "Turn", proc: Proc, f: "Frame") -> None:
    """608.2: resolve the top object of the Turn's stack."""
    st = f.state
    if not t.stack:
        return None
    item = t.stack[-1]
    if "item" in st and item.id != st["item"]:
        # 608.2g: a spell cast while this resolves went on top of it; this is still the one resolving
        found = [x for x in t.stack if x.id == st["item"]]
        if not found:
            return None
        item = found[0]
    st["item"] = item.id
    if "legal" not in st:
        scope = Scope(g, item.controller)
        legal = [r is not None and scope.is_legal_target(r, s, item.source) for r, s in zip(item.targets, item.specs)]
        st["legal"] = legal
        if any(r is not None for r in item.targets) and not any(legal):
            _finish(g, t, item, countered=True)    # 608.2b: all targets illegal
            return None
        if item.intervening is not None and not item.intervening(g, item.event, item.source, item.controller):
            g.note("log.intervening_false", "603.4", args={"card": item.name})
            _finish(g, t, item)
            return None
        st["pc"] = 0
    ctx = Ctx(g, t, item, proc, st["legal"])
    if item.optional and not st.get("said_yes"):
        if not ctx.yes_no(item.controller, "prompt.optional", "603.5", args={"card": item.name, "text": item.text}):
            _finish(g, t, item)
            return None
        st["said_yes"] = True
        f.answers.clear()
        proc.cursor = 0
    effects = item.effects
    while st["pc"] < len(effects):
        effects[st["pc"]].run(ctx)
        st["pc"] += 1
        f.answers.clear()
        proc.cursor = 0
    prot = None
    if item.kind == "spell" and item.source_card is not None and "Battle" in item.source_card.types:
        from .battles import ask_protector
        prot = ask_protector(g, proc, item)          # 310.11a: chosen as the battle enters
    if item.kind == "spell" and item.source_card is not None and item.source_card.extra.get("enters_yes_no"):
        from .enters_choices import ask_enters_choices
        ask_enters_choices(g, proc, item)           # 614.12: "you may have it enter with ..." (riot, unleash)
    if item.kind == "spell" and item.source_card is not None and needs_choice(item.source_card):
        ask_entering(g, proc, item.controller, item.source, item.source_card)    # 614.12
    _finish(g, t, item, protector=prot)
    return None


def _finish(g: "Game", t: "Turn", item: StackItem, countered: bool = False, protector: int | None = None) -> None:
    """608.2n / 608.3: the spell goes to its owner's graveyard, or its permanent to the battlefield."""
    if item in t.stack:
        t.stack.remove(item)
    if item.kind != "spell":
        g.emit(ev.Event(ev.RESOLVE if not countered else ev.FIZZLE, "608.2b" if countered else "608.2",
                        "log.ability_fizzles" if countered else "log.ability_resolves", player=item.controller,
                        turn=t.id, args={"card": item.name}))
        return
    card = g.objects.get(item.source)
    if card is None or card.zone != STACK:
        g.emit(ev.Event(ev.RESOLVE, "608.2", "log.resolves", player=item.controller, turn=t.id, args={"card": item.name}))
        return       # the spell itself moved during resolution (e.g. Beacon of Immortality)
    card.zone = STACK
    if countered:
        g.emit(ev.Event(ev.FIZZLE, "608.2b", "log.spell_fizzles", player=item.controller, turn=t.id,
                        args={"card": item.name}))
        _to_zone(g, item, GRAVEYARD)
        return
    if card.card.is_permanent_card:
        g.emit(ev.Event(ev.RESOLVE, "608.3", "log.resolves", player=item.controller, turn=t.id, args={"card": item.name}))
        attach = None
        if card.card.enchant is not None and item.targets:
            attach = item.targets[0][1] if item.targets[0][0] == "obj" else None
        nid = put_onto_battlefield(g, item.source, controller=item.controller, rule="608.3", attach_to=attach)
        if nid is None:   # 800.4b: controller left; it stays on the stack until removed
            _to_zone(g, item, GRAVEYARD)
            return
        if protector is not None:
            from .battles import set_protector
            set_protector(g, nid, protector, "310.11a")
        if item.data:
            from .suspend import grant_suspend_haste, spell_keeps_haste
            if spell_keeps_haste(g, item):
                grant_suspend_haste(g, nid, item.controller)     # 702.62a: cast by its suspend ability
        return
    g.emit(ev.Event(ev.RESOLVE, "608.2n", "log.resolves", player=item.controller, turn=t.id, args={"card": item.name}))
    if item.data.get("adventure"):
        # 715.3d: an Adventure is exiled as it resolves; its controller may cast the creature from exile.
        nid = _to_zone(g, item, EXILE, "715.3d")
        if nid is not None and g.objects[g._keys[nid]].zone == EXILE:
            g.objects[g._keys[nid]].note[ADVENTURE] = item.controller
            g.note("log.on_adventure", "715.3d", args={"card": g.objects[g._keys[nid]].card.name})
        return
    if item.data.get("rebound") and not card.note.get("copy"):
        from .alt_casting import rebound_exile
        if rebound_exile(g, item):              # 702.88a: exiled, to be cast again at the next upkeep
            return
    if item.data.get("buyback"):
        _to_zone(g, item, HAND, "702.27a")      # 702.27a: the buyback cost was paid
        return
    _to_zone(g, item, GRAVEYARD)


def _to_zone(g: "Game", item: StackItem, zone: str, rule: str = "608.2n") -> int | None:
    if item.source in g.objects and g.objects[item.source].zone == STACK:
        return move(g, item.source, zone, rule=rule, quiet=True)
    return None


def counter(g: "Game", item: StackItem, rule: str = "701.5") -> None:
    """701.5: counter a spell or ability: remove it from its stack; a card goes to the graveyard."""
    for t in g.turns:
        if item in t.stack:
            t.stack.remove(item)
    g.emit(ev.Event(ev.COUNTERED, rule, "log.countered", player=item.controller, args={"card": item.name}))
    if item.kind == "spell" and item.source in g.objects:
        move(g, item.source, GRAVEYARD, rule=rule, quiet=True)


__all__ = ["Ctx", "resolve_top", "counter", "BATTLEFIELD"]
