"""Effects on cards in hand and library: draw (121), mill (701.13), discard (701.8), scry (701.18),
search (701.19) and shuffle (701.20), and exiling a graveyard.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ...engine import zones
from ...engine.constants import BATTLEFIELD, HAND, LIBRARY
from ...engine.decisions import opt
from ...engine.definitions import CardDef
from ...engine.entering import ask_entering
from ...engine.resolution import Ctx
from ...i18n import Msg
from .amounts import amount_of
from .labels import _text_msg
from ..model.amounts import Discarded
from .selectors import EACH_PLAYER, TARGET, YOU, Sel


_SCRY_TOP, _SCRY_BOTTOM = opt("top", "opt.top"), opt("bottom", "opt.bottom")
_EMPTY = Msg("word.empty")


@dataclass(frozen=True, slots=True)
class Draw:
    """"<player> draws N cards" (121.1-121.2: one at a time)."""

    amount: Any = 1
    who: Sel = YOU

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            zones.draw(ctx.g, p, amount_of(self.amount, ctx))


@dataclass(frozen=True, slots=True)
class Mill:
    """"<player> mills N cards" (701.13a): the top N cards of their library go to their graveyard."""

    amount: Any = 1
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            zones.mill(ctx.g, p, amount_of(self.amount, ctx))


@dataclass(frozen=True, slots=True)
class DiscardAtRandom:
    """701.8b: discard a card at random."""

    who: Sel = TARGET
    amount: Any = 1

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        for p in self.who.players(ctx):
            for _ in range(amount_of(self.amount, ctx)):
                hand = g.players[p].hand
                if hand:
                    zones.discard(g, p, hand[g.rng.randrange(len(hand))], rule="701.8b")


@dataclass(frozen=True, slots=True)
class Discard:
    """The player discards N cards of their choice (701.8)."""

    amount: Any = 1
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        n = amount_of(self.amount, ctx)
        plan = []
        for p in self.who.players(ctx):
            hand = g.players[p].hand
            chosen: list[int] = list(hand) if len(hand) <= n else []    # N or fewer cards: no choice
            while len(chosen) < min(n, len(hand)):
                left = [c for c in hand if c not in chosen]
                chosen.append(ctx.ask(p, "discard", "prompt.discard",
                                      [opt("card", "text", c, text=g.name(c)) for c in left], "701.8").value)
            plan.append((p, chosen))
        for p, chosen in plan:
            for c in chosen:
                zones.discard(g, p, c)
        _record_discards(ctx, {p: len(chosen) for p, chosen in plan})


def _record_discards(ctx: Ctx, counts: dict[int, int]) -> None:
    """Remember how many cards each player discarded, for a later "for each card discarded this way"
    (``ctx.vars["discarded"]``: seat -> number)."""
    ctx.vars["discarded"] = counts


discarded_total = Discarded()
"""The number of cards discarded "this way" by the spell's last discard instruction."""
discarded_most = Discarded(most=True)
""""the greatest number of cards a player discarded this way" (Windfall)."""


@dataclass(frozen=True, slots=True)
class DiscardHand:
    """"<each player> discards their hand" (701.8): no choice to make; records the counts (see Discard)."""

    who: Sel = EACH_PLAYER

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        counts = {}
        for p in self.who.players(ctx):
            hand = list(g.players[p].hand)
            counts[p] = len(hand)
            for c in hand:
                zones.discard(g, p, c)
        _record_discards(ctx, counts)


@dataclass(frozen=True, slots=True)
class RevealChooseDiscard:
    """"Target player reveals their hand. You choose a <kind> card from it. That player discards that card."
    (Duress, Thoughtseize; 701.8, 701.16a): the controller sees the hand as the options and picks one card
    matching the filter ``where``; with none matching, the hand is revealed and nothing is discarded.
    ``reveal_first``: every hand is revealed before any card is discarded ("Each opponent reveals their hand.
    For each opponent, you choose ...", Every Hope Shall Vanish), an empty hand read as ``empty``."""

    where: Callable[[CardDef], bool] | None = None
    what: str = "pool.what.a_card"          # a catalogue key (or literal text)
    who: Sel = TARGET
    reveal_first: bool = False
    empty: str = "word.empty"

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        plan = []
        for p in self.who.players(ctx):
            fits = [c for c in g.players[p].hand if self.where is None or self.where(g.objects[c].card)]
            pick = None
            if fits:
                shown = ", ".join(g.name(c) for c in g.players[p].hand)
                pick = ctx.ask(ctx.controller, "discard", "prompt.discard_from_revealed",
                               [opt("card", "text", c, text=g.name(c)) for c in fits], "701.8",
                               args={"player": g.players[p].name, "cards": shown, "what": _text_msg(self.what)}).value
            plan.append((p, pick))
        empty = Msg(self.empty)
        for p, c in plan:
            hand = g.players[p].hand
            g.note("log.reveals_hand", "701.16a",
                   args={"player": g.players[p].name, "cards": [g.name(c) for c in hand] or empty})
            if c is not None and not self.reveal_first:
                zones.discard(g, p, c)
        for p, c in plan if self.reveal_first else ():
            if c is not None and c in g.players[p].hand:
                zones.discard(g, p, c)
        _record_discards(ctx, {p: int(c is not None) for p, c in plan})


@dataclass(frozen=True, slots=True)
class Scry:
    """701.18: look at the top N and put any on the bottom (N=1 here for each affected player)."""

    who: Sel = YOU
    optional: bool = True

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        plan = []
        for p in self.who.players(ctx):
            lib = g.players[p].library
            if not lib:
                continue
            if self.optional and not ctx.yes_no(p, "prompt.scry_optional", "701.18"):
                continue
            top = lib[0]
            a = ctx.ask(p, "scry", "prompt.scry", [_SCRY_TOP, _SCRY_BOTTOM], "701.18a", args={"card": g.name(top)})
            plan.append((p, top, a.kind))
        for p, top, where in plan:
            g.note("log.scries", "701.18", args={"player": g.players[p].name})
            if where == "bottom" and top in g.players[p].library:
                lib = g.players[p].library
                lib.remove(top)
                lib.append(top)


@dataclass(frozen=True, slots=True)
class SearchLibrary:
    """701.19: the controller searches ``whose`` library for a card (``where(card_def)``, e.g. a creature
    card), puts it into ``to`` (onto the battlefield under the searcher's control, or into their hand),
    then that library's owner shuffles (701.20). A search for a card with a stated quality may find
    nothing (701.19b); "search for a card" must find one if it can (701.19d). The searcher sees the
    library's cards as options (701.19a). All choices are made before anything moves."""

    where: Callable[[CardDef], bool] | None = None
    whose: Sel = YOU
    to: str = HAND
    what: str = "pool.what.a_card"          # a catalogue key (or literal text)
    count: int = 1          # "up to N <cards>": the searcher may stop early (701.19b)
    tapped: bool = False    # "put onto the battlefield tapped"
    own: bool = False       # "each player searches their library" (Veteran Explorer): each owner searches

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        plan: list[tuple[int, int, list[int]]] = []
        for p in self.whose.players(ctx):
            me = p if self.own else ctx.controller
            picks: list[int] = []
            for k in range(self.count):
                seen: dict[str, int] = {}
                for c in g.players[p].library:        # identical cards are one option
                    cd = g.objects[c].card
                    if c not in picks and (self.where is None or self.where(cd)) and cd.name not in seen:
                        seen[cd.name] = c
                opts = [opt("card", "text", c, text=n) for n, c in sorted(seen.items())]
                if self.where is not None or not opts or k:
                    opts.append(opt("none", "opt.find_nothing", None) if not k else      # 701.19b
                                opt("none", "dsl.opt.stop_search", None))
                a = ctx.ask(me, "search", "prompt.search", opts, "701.19a",
                            args={"player": g.players[p].name, "what": _text_msg(self.what)})
                if a.value is None:
                    break
                picks.append(a.value)
            if self.to == BATTLEFIELD:
                for c in picks:         # 614.12: what it asks as it enters, before anything moves
                    ask_entering(g, ctx.proc, me, c)
            plan.append((p, me, picks))
        for p, me, picks in plan:
            found = False
            for c in picks:
                if c in g.objects and g.objects[c].zone == LIBRARY:
                    found = True
                    if self.to == BATTLEFIELD:
                        zones.put_onto_battlefield(g, c, controller=me, rule="701.19", tapped=self.tapped)
                    else:
                        zones.move(g, c, self.to, rule="701.19", key="log.finds",
                                   args={"player": g.players[me].name, "card": g.name(c),
                                         "zone": zones.ZONE_MSG.get(self.to, self.to)})
            if not found:
                g.note("log.finds_nothing", "701.19b", args={"player": g.players[me].name, "owner": g.players[p].name})
            zones.shuffle(g, p, rule="701.20a")


@dataclass(frozen=True, slots=True)
class ShuffleSelfIntoLibrary:
    """"Shuffle <this card> into its owner's library" (Beacon of Immortality): the card moves from where it
    is (the stack, for a resolving spell) to its owner's library, which is then shuffled. 701.20c: the
    library is shuffled even if the card is no longer where it was expected."""

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        o = g.objects.get(ctx.source)
        if o is not None:
            owner = o.owner
            zones.move(g, ctx.source, LIBRARY, rule="701.20c", key="log.shuffled_into",
                       args={"card": o.card.name, "player": g.players[owner].name})
        else:
            lki = g.lki.get(ctx.source)
            if lki is None:
                return
            owner = lki.owner
        if not g.players[owner].left:
            zones.shuffle(g, owner, rule="701.20c")


@dataclass(frozen=True, slots=True)
class ExileGraveyard:
    """"Exile <player>'s graveyard" (Tormod's Crypt; 406)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        for p in self.who.players(ctx):
            for c in list(g.players[p].graveyard):
                zones.exile(g, c)
