"""Library and graveyard instructions as card data: several targets of one word "target" (115.3), cards returned
from a graveyard to the battlefield (110.2a) or put into a library (401), looking at the top cards of your library
and putting them back in any order or taking some (401.2, 608.2d), and "search ..., then shuffle and put that card
on top" (701.19, 701.20). Every choice is asked before any card moves (the engine re-runs an effect per answer).
"""
from __future__ import annotations

from typing import Any, Callable

from ...engine import zones
from ...engine.constants import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY
from ...engine.decisions import opt
from ...engine.resolution import Ctx
from ..dsl.selectors import Sel
from .effects_keyword_actions import _card_options, _restack, order_cards
from .filters import Filter, HasName
from .node import Node, node


@node
class Targets(Sel):
    """Targets ``i`` .. ``i + n - 1``, those still legal (608.2b): "up to two target creature cards ..." (115.3)."""

    i: int = 0
    n: int = 1

    def refs(self, ctx: Ctx) -> list[tuple]:
        out = []
        for k in range(self.i, self.i + self.n):
            r = ctx.target(k)
            if r is not None:
                out.append(r)
        return out


def _follow(ctx: Ctx, old: int, new: int | None) -> None:
    """A target card that moved is a new object (400.7); a later instruction of the same spell or ability that
    names it ("Put a +1/+1 counter on it.") finds the new object (608.2c, 400.7)."""
    if new is None:
        return
    ts = ctx.item.targets
    for k, r in enumerate(ts):
        if r is not None and r[0] == "obj" and r[1] == old:
            ts[k] = ("obj", new)


def _in_graveyard(ctx: Ctx, who: Sel, zones_: tuple[str, ...] = (GRAVEYARD,)) -> list[int]:
    g = ctx.g
    return [o for o in who.objects(ctx) if o in g.objects and g.objects[o].zone in zones_]


@node
class ReturnCardsToBattlefield(Node):
    """"Return target creature card from your graveyard to the battlefield [tapped]" / "put ... onto the
    battlefield under your control": each card still in a graveyard enters under the effect's controller's control
    (110.2a), all at once; ``tapped``: it enters tapped."""

    who: Sel
    tapped: bool = False

    def run(self, ctx: Ctx) -> None:
        for oid in _in_graveyard(ctx, self.who):
            _follow(ctx, oid, zones.put_onto_battlefield(ctx.g, oid, controller=ctx.controller, rule="110.2a",
                                                         tapped=self.tapped))


@node
class ReturnCardsToHand(Node):
    """"Return target card from your graveyard to your hand" (400.7): each card still in a graveyard goes to its
    owner's hand."""

    who: Sel

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        for oid in _in_graveyard(ctx, self.who):
            zones.move(g, oid, HAND, rule="400.7", key="log.returns_to_hand", args={"card": g.name(oid)})


@node
class PutCardsInLibrary(Node):
    """"Put target card from a graveyard on top of / on the bottom of its owner's library", "put target creature on
    the bottom of its owner's library" (401.1: a library is its owner's; with several cards on top, the owner orders
    them, 401.4). A card that left the graveyard (or the permanent that left the battlefield) stays where it is."""

    who: Sel
    bottom: bool = False

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        cards = _in_graveyard(ctx, self.who, (GRAVEYARD, BATTLEFIELD))
        if not self.bottom:
            by_owner: dict[int, list[int]] = {}
            for c in cards:
                by_owner.setdefault(g.objects[c].owner, []).append(c)
            ordered: list[int] = []
            for p, cs in by_owner.items():             # 401.4: the owner chooses the order; the first ends on top
                ordered += list(reversed(order_cards(ctx, p, cs, "kwa.prompt.order_top", "401.4")))
            cards = ordered
        for c in cards:
            zones.move(g, c, LIBRARY, bottom=self.bottom, rule="401.1")


@node
class LookTopPutBack(Node):
    """"Look at the top N cards of your library, then put them back in any order" (401.2, 401.4): one decision per
    card but the last, the topmost first."""

    amount: int

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        me = ctx.controller
        looked = list(g.players[me].library[:self.amount])
        order = order_cards(ctx, me, looked, "kwa.prompt.order_top", "401.4")
        _restack(g, me, looked, order, [])
        g.note("lib.log.looks", "401.2", args={"player": g.players[me].name, "n": len(looked)})


@node
class LookTopTake(Node):
    """"Look at the top N cards of your library. Put K of them into your hand and the rest on the bottom of your
    library in any order" (or "into your graveyard"): K decisions of a card to take (fewer cards: all of them,
    608.2d has no choice), then the order of the rest on the bottom."""

    amount: int
    take: int = 1
    rest: str = LIBRARY            # LIBRARY (the bottom, in any order) or GRAVEYARD

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        me = ctx.controller
        looked = list(g.players[me].library[:self.amount])
        taken: list[int] = looked if len(looked) <= self.take else []
        while len(taken) < min(self.take, len(looked)):
            left = [c for c in looked if c not in taken]
            taken.append(ctx.ask(me, "choose_card", "lib.prompt.take", _card_options(g, left), "608.2d",
                                 args={"n": self.take - len(taken)}).value)
        rest = [c for c in looked if c not in taken]
        bottom = order_cards(ctx, me, rest, "kwa.prompt.order_bottom", "401.4") if self.rest == LIBRARY else []
        for c in taken:
            zones.move(g, c, HAND, rule="608.2d", key="log.put_into_hand_of",
                       args={"card": g.name(c), "player": g.players[me].name})
        if self.rest == LIBRARY:
            _restack(g, me, rest, [], bottom)
        else:
            for c in rest:
                zones.move(g, c, GRAVEYARD, rule="608.2d", key="log.put_into_the_graveyard", args={"card": g.name(c)})


@node
class SearchShuffleTop(Node):
    """"Search your library for <a card>, [reveal it,] then shuffle and put that card on top" (701.19, 701.20):
    the card found is put on top after the shuffle. ``where`` None: any card, which must be found if the library
    has one (701.19d); a stated quality may find nothing (701.19b)."""

    where: Callable[..., bool] | None = None
    what: str = "pool.what.a_card"

    def run(self, ctx: Ctx) -> None:
        from ..dsl.labels import _text_msg
        g = ctx.g
        me = ctx.controller
        lib = g.players[me].library
        opts = _card_options(g, [c for c in lib if self.where is None or self.where(g.objects[c].card)])
        if self.where is not None or not opts:
            opts.append(opt("none", "opt.find_nothing", None))             # 701.19b
        pick: Any = ctx.ask(me, "search", "prompt.search", opts, "701.19a",
                            args={"player": g.players[me].name, "what": _text_msg(self.what)}).value
        zones.shuffle(g, me, rule="701.20a")
        if pick is not None and pick in lib:
            lib.remove(pick)
            lib.insert(0, pick)
            g.version += 1
            g.note("lib.log.on_top", "701.19", args={"player": g.players[me].name})
        else:
            g.note("log.finds_nothing_own", "701.19b", args={"player": g.players[me].name})


@node
class MayShuffle(Node):
    """"You may shuffle." (701.20a): a yes/no decision, then the library is shuffled or not (Ponder)."""

    def run(self, ctx: Ctx) -> None:
        if ctx.yes_no(ctx.controller, "lib.prompt.may_shuffle", "701.20a"):
            zones.shuffle(ctx.g, ctx.controller, rule="701.20a")


@node
class SearchNamedAsThis(Node):
    """"Search your library for a card named CARDNAME / up to three cards named CARDNAME / any number of cards named
    CARDNAME, reveal it, put it into your hand, then shuffle" (701.19, 201.5: CARDNAME is this object's name).
    ``count`` 0 is "any number". Cards of one name are interchangeable: a search for them with a stated quality
    may stop early (701.19b)."""

    count: int = 1

    def run(self, ctx: Ctx) -> None:
        from ..dsl.effects_cards import SearchLibrary
        g = ctx.g
        name = ctx.item.source_card.name if ctx.item.source_card is not None else g.name(ctx.source)
        count = self.count or len(g.players[ctx.controller].library)
        SearchLibrary(HasName(name), to=HAND, what=name, count=max(count, 1)).run(ctx)


@node
class ShuffleGraveyardIntoLibrary(Node):
    """"<player> shuffles their graveyard into their library" (701.20a): every card of each selected player's
    graveyard goes into their library, which is then shuffled (each player in APNAP order)."""

    who: Sel

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        for p in self.who.players(ctx):
            for c in list(g.players[p].graveyard):
                zones.move(g, c, LIBRARY, rule="701.20a", quiet=True)
            zones.shuffle(g, p, rule="701.20a")


@node
class SearchSplitLands(Node):
    """"Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped
    and the other into your hand, then shuffle" (Cultivate; 701.19b, 701.20a): up to two cards found, then with two
    found, one decision of the card to put onto the battlefield."""

    where: Filter
    what: str = "up to two basic land cards"

    def run(self, ctx: Ctx) -> None:
        from ..dsl.labels import _text_msg
        g = ctx.g
        me = ctx.controller
        lib = g.players[me].library
        found: list[int] = []
        while len(found) < 2:
            opts = _card_options(g, [c for c in lib if c not in found and self.where(g.objects[c].card)])
            opts.append(opt("none", "opt.find_nothing" if not found else "dsl.opt.stop_search", None))    # 701.19b
            pick = ctx.ask(me, "search", "prompt.search", opts, "701.19a",
                           args={"player": g.players[me].name, "what": _text_msg(self.what)}).value
            if pick is None:
                break
            found.append(pick)
        to_field = found[0] if len(found) == 1 else None
        if len(found) == 2:
            to_field = ctx.ask(me, "choose_card", "lib.prompt.onto_battlefield", _card_options(g, found), "701.19",
                               args={}).value
        if found:
            g.note("log.reveals", "701.16a", args={"player": g.players[me].name, "cards": [g.name(c) for c in found]})
        for c in found:
            if c in lib:
                if c == to_field:
                    zones.put_onto_battlefield(g, c, controller=me, rule="701.19", tapped=True)
                else:
                    zones.move(g, c, HAND, rule="701.19", key="log.put_into_hand_of",
                               args={"card": g.name(c), "player": g.players[me].name})
        zones.shuffle(g, me, rule="701.20a")
