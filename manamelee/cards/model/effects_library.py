"""Effects on libraries and revealed cards as data: pile splitting (Fact or Fiction), revealing and sorting the
top cards, searching for up to N cards, revealing until a kind of card. Each asks every question before it
moves any card (the engine re-runs an effect after each answer, 608.2c)."""
from __future__ import annotations

from typing import Any

from ...engine import zones
from ...engine.constants import GRAVEYARD, HAND, LIBRARY
from ...engine.decisions import Option, opt
from ...engine.resolution import Ctx
from ...i18n import Msg
from .node import Node, node


@node
class PileSplit(Node):
    """Reveal the top ``count`` cards; an opponent separates them into two piles (one decision per card); you
    put one pile into your hand and the other into your graveyard (Fact or Fiction; 801.5a picks the opponent)."""

    count: int = 5

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        me = ctx.controller
        cards = list(g.players[me].library[:self.count])
        if not cards:
            return
        opps = ctx.scope.choosing_opponents()     # 801.5a; 801.5c: none in range -> closest to the left
        if not opps:
            splitter = me
        elif len(opps) == 1:
            splitter = opps[0]
        else:   # the controller chooses which opponent (800.4g-style choice of a player)
            splitter = ctx.ask(me, "choose_player", "prompt.fof_splitter",
                               [opt("player", "text", q, text=g.players[q].name) for q in opps], "701.1").value
        piles: dict[int, list[int]] = {1: [], 2: []}
        for c in cards:
            a = ctx.ask(splitter, "pile", "prompt.fof_pile",
                        [opt("pile", "opt.to_pile", 1, card=g.name(c), n=1),
                         opt("pile", "opt.to_pile", 2, card=g.name(c), n=2)],
                        args={"card": g.name(c)})
            piles[a.value].append(c)

        def label(n: int) -> Option:
            return opt("pile", "opt.pile", n, n=n, cards=tuple(g.name(c) for c in piles[n]) or Msg("word.empty"))
        keep = ctx.ask(me, "choose_pile", "prompt.fof_choose_pile", [label(1), label(2)]).value
        g.note("log.reveals", "701.20", args={"player": g.players[me].name, "cards": [g.name(c) for c in cards]})
        for c in piles[keep]:
            if c in g.objects and g.objects[c].zone == LIBRARY:
                zones.move(g, c, HAND, rule="400.7", key="log.put_into_hand_of",
                           args={"card": g.name(c), "player": g.players[me].name})
        for c in piles[3 - keep]:
            if c in g.objects and g.objects[c].zone == LIBRARY:
                zones.move(g, c, GRAVEYARD, rule="400.7", key="log.put_into_the_graveyard", args={"card": g.name(c)})



def _pick(ctx: Ctx, player: int, kind: str, prompt: str, opts: list, rule: str = "", args: dict | None = None):
    """Ask ``player`` to pick one of ``opts``; a single option is taken without asking."""
    if len(opts) == 1:
        return Option("forced", opts[0].key, opts[0].value, opts[0].args)
    return ctx.ask(player, kind, prompt, opts, rule, args)


def library_options(g: Any, cards: list[int]) -> list[Option]:
    """One option per distinct card name (identical cards are the same choice)."""
    seen: dict[str, int] = {}
    for c in cards:
        seen.setdefault(g.objects[c].card.name, c)
    return [opt("card", "text", c, text=n) for n, c in sorted(seen.items())]


@node
class RevealTopSort(Node):
    """Reveal the top ``n`` cards of your library (701.16a); those passing ``what`` go onto the battlefield, the
    rest into your hand (Your Fate Is Thrice Sealed)."""

    n: int
    what: Any

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        me = ctx.controller
        top = list(g.players[me].library[:self.n])
        if not top:
            return
        g.note("log.reveals", "701.16a", args={"player": g.players[me].name, "cards": [g.name(c) for c in top]})
        hits = [c for c in top if self.what(g.objects[c].card)]
        for c in hits:
            zones.put_onto_battlefield(g, c, controller=me, rule="305.4")
        for c in top:
            if c not in hits and c in g.players[me].library:
                zones.move(g, c, HAND, rule="400.7", key="log.puts_into_hand",
                           args={"player": g.players[me].name, "card": g.name(c)})


@node
class SearchUpTo(Node):
    """Search your library for up to ``n`` cards passing ``what`` (701.19b: you may find fewer), put them onto
    the battlefield (``tapped``), then shuffle (701.20; Realms Befitting My Majesty)."""

    n: int
    what: Any
    tapped: bool = True
    prompt: str = "prompt.search_basic_land"

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        me = ctx.controller
        lib = g.players[me].library
        found: list[int] = []
        for _ in range(self.n):
            fits = [c for c in lib if c not in found and self.what(g.objects[c].card)]
            opts = library_options(g, fits) + [opt("none", "opt.find_no_more", None)]
            a = ctx.ask(me, "search", self.prompt, opts, "701.19b",
                        args={"player": g.players[me].name, "more": self.n - len(found)})
            if a.value is None:
                break
            found.append(a.value)
        for c in found:
            zones.put_onto_battlefield(g, c, controller=me, rule="701.19", tapped=self.tapped)
        if not found:
            g.note("log.finds_nothing_own", "701.19b", args={"player": g.players[me].name})
        zones.shuffle(g, me, rule="701.20a")


@node
class RevealUntilYouChoose(Node):
    """Each of ``who`` reveals cards from the top of their library until a card passing ``what`` (701.16a); you
    choose one of those cards and put it onto the battlefield under your control; the other revealed cards go to
    their owners' graveyards (Dance, Pathetic Marionette)."""

    what: Any
    who: Any

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        me = ctx.controller
        revealed: list[tuple[int, list[int]]] = []
        for p in self.who.players(ctx):
            cards: list[int] = []
            for c in g.players[p].library:
                cards.append(c)
                if self.what(g.objects[c].card):
                    break
            revealed.append((p, cards))
        hits = [c for _, cs in revealed for c in cs if self.what(g.objects[c].card)]
        pick = None
        if hits:
            opts = [opt("card", "text", c, text=f"{g.name(c)} ({g.players[g.objects[c].owner].name})") for c in hits]
            pick = _pick(ctx, me, "choose_card", "prompt.choose_revealed_creature", opts).value
        for p, cs in revealed:
            g.note("log.reveals", "701.16a", args={"player": g.players[p].name,
                                                   "cards": [g.name(c) for c in cs] or Msg("word.no_cards")})
        if pick is not None:
            zones.put_onto_battlefield(g, pick, controller=me, rule="701.16a")
        for _, cs in revealed:
            for c in cs:
                if c != pick and c in g.objects:
                    zones.move(g, c, GRAVEYARD, rule="701.16a", key="log.put_into_graveyard",
                               args={"card": g.name(c)})
