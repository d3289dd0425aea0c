"""Libraries and graveyards.

* Target cards in a graveyard (115.1, 400.7): "target creature card from your graveyard", "up to two target
  creature cards from your graveyard" (two targets of one word "target", 115.3), "target card from a graveyard",
  "... from an opponent's graveyard". ("another target ... card", other than this card, isn't read yet.)
* What happens to them: returned to your hand or to the battlefield (tapped), put onto the battlefield under your
  control (110.2a), put on top of / on the bottom of a library (401); the core's "exile <target>", "return <target>
  to its owner's hand" and "put <target> on top of its owner's library" read them too.
* Looking at the top cards of your library (401.2): put them back in any order (401.4); put K of them into your
  hand and the rest on the bottom in any order or into your graveyard (608.2d).
* Searching your library (701.19) for a card, a card of some types or subtypes, "a basic land card", "up to N ...
  cards", putting what is found into your hand, onto the battlefield (tapped) or into your graveyard, then shuffling
  (701.20); or shuffling and putting it on top.

The engine side is ``manamelee/cards/model/effects_graveyard_library.py`` and the DSL's ``SearchLibrary``.
"""
from __future__ import annotations

from typing import Any

from lark import Token

from . import Builders, Node, Printers

_NUMBERS = {"one": 1, "two": 2}
_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment", "land": "Land",
          "instant": "Instant", "sorcery": "Sorcery", "planeswalker": "Planeswalker"}


def _tok(c: list[Any], kind: str) -> str | None:
    return next((str(x) for x in c if isinstance(x, Token) and x.type == kind), None)


class Rules:
    # ---------------------------------------------------------------- target cards in graveyards
    def gy_up_to(self, c: list[Any]) -> Node:
        return {"up_to": str(c[0]).lower()}

    def gy_types(self, c: list[Any]) -> list[str]:
        return [str(x) for x in c]

    def gy_yours(self, c: list[Any]) -> str:
        return "your graveyard"

    def gy_any(self, c: list[Any]) -> str:
        return "a graveyard"

    def gy_opponents(self, c: list[Any]) -> str:
        return "an opponent's graveyard"

    def gy_target(self, c: list[Any]) -> Node:
        quant = next((x for x in c if isinstance(x, dict)), {})
        kinds = next((x for x in c if isinstance(x, list)), [])
        n = {"t": "target", "tk": "gy_card", "types": kinds, "cards": _tok(c, "GY_CARDS"), "zone": c[-1], **quant}
        if quant.get("up_to") == "two":
            n["count"] = 2                       # 115.3: two targets named by one word "target"
        return n

    # ---------------------------------------------------------------- where they go
    def gy_to_hand(self, c: list[Any]) -> Node:
        return {"e": "gy_to_hand", "what": c[0]}

    def gy_to_battlefield(self, c: list[Any]) -> Node:
        return {"e": "gy_to_battlefield", "what": c[0], "tapped": _tok(c, "LIB_TAPPED") is not None}

    def gy_put_battlefield(self, c: list[Any]) -> Node:
        return {"e": "gy_put_battlefield", "what": c[0]}

    def gy_to_library(self, c: list[Any]) -> Node:
        return {"e": "gy_to_library", "what": c[0], "where": c[1]}

    def lib_top_yours(self, c: list[Any]) -> str:
        return "top of your library"

    def lib_bottom_yours(self, c: list[Any]) -> str:
        return "the bottom of your library"

    def lib_bottom_owners(self, c: list[Any]) -> str:
        return "the bottom of its owner's library"

    # ---------------------------------------------------------------- looking at the top of your library
    def look_put_back(self, c: list[Any]) -> Node:
        return {"e": "look_put_back", "n": str(c[0])}

    def look_one(self, c: list[Any]) -> str:
        return "one"

    def rest_bottom(self, c: list[Any]) -> str:
        return "bottom"

    def rest_graveyard(self, c: list[Any]) -> str:
        return "graveyard"

    def look_take(self, c: list[Any]) -> Node:
        return {"e": "look_take", "n": str(c[0]), "take": str(c[1]), "rest": c[2]}

    def look_other(self, c: list[Any]) -> Node:
        return {"e": "look_other", "rest": c[0]}

    def may_shuffle(self, c: list[Any]) -> Node:
        return {"e": "may_shuffle"}

    # ---------------------------------------------------------------- searching your library
    def search_type(self, c: list[Any]) -> str:
        return " ".join(str(x) for x in c)

    def search_kind(self, c: list[Any]) -> Node:
        return {"basic": _tok(c, "SEARCH_BASIC") is not None,
                "types": [x for x in c if not (isinstance(x, Token) and x.type == "SEARCH_BASIC")]}

    def search_mv(self, c: list[Any]) -> Node:
        return {"mv": str(c[0])}

    def search_one(self, c: list[Any]) -> Node:
        kind = next((x for x in c[1:] if isinstance(x, dict) and "types" in x), None)
        mv = next((x["mv"] for x in c[1:] if isinstance(x, dict) and "mv" in x), None)
        return {"article": str(c[0]), "kind": kind, "up_to": None, "mv": mv}

    def search_up_to(self, c: list[Any]) -> Node:
        mv = next((x["mv"] for x in c[2:] if isinstance(x, dict) and "mv" in x), None)
        return {"article": None, "kind": c[1], "up_to": str(c[0]), "mv": mv}

    def named_one(self, c: list[Any]) -> str:
        return "a card"

    def named_up_to(self, c: list[Any]) -> str:
        return f"up to {c[0]} cards"

    def named_any(self, c: list[Any]) -> str:
        return "any number of cards"

    def search_named(self, c: list[Any]) -> Node:
        return {"e": "search_named", "what": c[0], "reveal": str(c[1]), "put": str(c[2])}

    def search_reveal(self, c: list[Any]) -> str:
        return str(c[0])

    def sd_hand(self, c: list[Any]) -> Node:
        return {"to": "hand"}

    def sd_battlefield(self, c: list[Any]) -> Node:
        return {"to": "battlefield", "tapped": bool(c)}

    def sd_graveyard(self, c: list[Any]) -> Node:
        return {"to": "graveyard"}

    def search_library(self, c: list[Any]) -> Node:
        what, *rest = c
        reveal = rest[0] if len(rest) == 3 else None
        return {"e": "search", "what": what, "reveal": reveal, "put": str(rest[-2]), "dest": rest[-1]}

    def search_split(self, c: list[Any]) -> Node:
        return {"e": "search_split"}

    def shuffle_graveyard(self, c: list[Any]) -> Node:
        return {"e": "shuffle_graveyard", "who": c[0]}

    def search_top(self, c: list[Any]) -> Node:
        return {"e": "search_top", "what": c[0], "reveal": c[1] if len(c) > 1 else None}


# ------------------------------------------------------------------------------------------------ printing
def _who(n: Node) -> str:
    from ..printer import who
    return who(n)


def _types_text(types: list[str]) -> str:
    if len(types) <= 2:
        return " or ".join(types)
    return ", ".join(types[:-1]) + ", or " + types[-1]


def _p_gy_target(n: Node) -> str:
    quant = f"up to {n['up_to']} " if n.get("up_to") else ""
    kinds = _types_text(n["types"]) + " " if n["types"] else ""
    return f"{quant}target {kinds}{n['cards']} from {n['zone']}"


def _search_what(w: Node) -> str:
    k = w["kind"]
    kind = ("basic " if k and k["basic"] else "") + (" or ".join(k["types"]) + " " if k and k["types"] else "")
    mv = f" with mana value {w['mv']} or less" if w.get("mv") else ""
    if w["up_to"]:
        return f"up to {w['up_to']} {kind}cards{mv}"
    return f"{w['article']} {kind}card{mv}"


def _p_search(e: Node) -> str:
    d = e["dest"]
    dest = {"hand": "into your hand", "graveyard": "into your graveyard",
            "battlefield": "onto the battlefield" + (" tapped" if d.get("tapped") else "")}[d["to"]]
    reveal = f"reveal {e['reveal']}, " if e["reveal"] else ""
    return f"search your library for {_search_what(e['what'])}, {reveal}put {e['put']} {dest}, then shuffle"


def _p_search_top(e: Node) -> str:
    reveal = f"reveal {e['reveal']}, " if e["reveal"] else ""
    return f"search your library for {_search_what(e['what'])}, {reveal}then shuffle and put that card on top"


def _p_look_take(e: Node) -> str:
    rest = "on the bottom of your library in any order" if e["rest"] == "bottom" else "into your graveyard"
    return (f"look at the top {e['n']} cards of your library. Put {e['take']} of them into your hand and the rest "
            f"{rest}")


def _p_look_other(e: Node) -> str:
    rest = "on the bottom of your library" if e["rest"] == "bottom" else "into your graveyard"
    return f"look at the top two cards of your library. Put one of them into your hand and the other {rest}"


def _p_search_named(e: Node) -> str:
    return (f"search your library for {e['what']} named CARDNAME, reveal {e['reveal']}, put {e['put']} into your "
            "hand, then shuffle")


PRINT = Printers(
    effect={"gy_to_hand": lambda e: f"return {_who(e['what'])} to your hand",
            "gy_to_battlefield": lambda e: f"return {_who(e['what'])} to the battlefield"
                                           + (" tapped" if e["tapped"] else ""),
            "gy_put_battlefield": lambda e: f"put {_who(e['what'])} onto the battlefield under your control",
            "gy_to_library": lambda e: f"put {_who(e['what'])} on {e['where']}",
            "look_put_back": lambda e: f"look at the top {e['n']} cards of your library, then put them back in any order",
            "look_take": _p_look_take, "search": _p_search, "search_top": _p_search_top,
            "look_other": _p_look_other, "may_shuffle": lambda e: "you may shuffle", "search_named": _p_search_named,
            "search_split": lambda e: "search your library for up to two basic land cards, reveal those cards, put one "
                                      "onto the battlefield tapped and the other into your hand, then shuffle",
            "shuffle_graveyard": lambda e: f"{_who(e['who'])} shuffles their graveyard into their library"},
    target={"gy_card": _p_gy_target})


# ------------------------------------------------------------------------------------------------ building
def _error(msg: str) -> Exception:
    from ..build import BuildError
    return BuildError(msg)


def _type_filter(types: list[str]) -> Any:
    """"creature", "instant or sorcery", "nonland permanent", "legendary creature" -> a card filter (205)."""
    from ...model.filters import AllOf, HasSupertype, HasType, Not
    parts = []
    for t in types:
        if t == "permanent":
            parts.append(HasType(("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle")))
        elif t == "nonland permanent":
            parts.append(AllOf((HasType(("Artifact", "Creature", "Enchantment", "Planeswalker", "Battle")),
                                Not(HasType(("Land",))))))
        elif t == "legendary creature":
            parts.append(AllOf((HasSupertype("Legendary"), HasType(("Creature",)))))
        else:
            parts.append(HasType((_TYPES[t],)))
    if len(parts) == 1:
        return parts[0]
    from ...model.filters import AnyOf
    return AnyOf(tuple(parts))


def _t_gy_card(n: Node) -> Any:
    """A card in a graveyard of a player in range (115.1; 801.2): yours, an opponent's, or any."""
    from ..build import BuildError
    from ....engine.definitions import TargetSpec
    from ...model.filters import AllOf, OPPONENT, OwnedBy, YOU
    count = n.get("count", 1)
    if (n["cards"] == "card") != (count == 1):
        raise BuildError("card/cards does not agree with the number of targets")
    parts = []
    if n["zone"] == "your graveyard":
        parts.append(OwnedBy(YOU))
    elif n["zone"] == "an opponent's graveyard":
        parts.append(OwnedBy(OPPONENT))
    if n["types"]:
        parts.append(_type_filter(n["types"]))
    where = AllOf(tuple(parts)) if len(parts) > 1 else parts[0] if parts else None
    return TargetSpec("graveyard_card", _p_gy_target(n), where, optional=bool(n.get("up_to")))


def _gy_sel(n: Node) -> Any:
    """The selector of a graveyard target phrase (several targets for "up to two target ... cards")."""
    from ..build import sel
    from ...model.effects_graveyard_library import Targets
    if n.get("t") != "target" or n.get("tk") != "gy_card":
        raise _error("this instruction takes a target card in a graveyard")
    return Targets(n["i"], n.get("count", 1)) if n.get("count", 1) > 1 else sel(n)


def _b_to_hand(e: Node) -> tuple:
    from ...model.effects_graveyard_library import ReturnCardsToHand
    if e["what"].get("zone") != "your graveyard":
        raise _error("'to your hand' of a card from another player's graveyard")
    return (ReturnCardsToHand(_gy_sel(e["what"])),)


def _b_to_battlefield(e: Node) -> tuple:
    from ...model.effects_graveyard_library import ReturnCardsToBattlefield
    if e["what"].get("zone") != "your graveyard":
        raise _error("'return ... to the battlefield' of a card from another player's graveyard")
    return (ReturnCardsToBattlefield(_gy_sel(e["what"]), e["tapped"]),)


def _b_put_battlefield(e: Node) -> tuple:
    from ...model.effects_graveyard_library import ReturnCardsToBattlefield
    return (ReturnCardsToBattlefield(_gy_sel(e["what"])),)          # 110.2a: under your control


def _b_to_library(e: Node) -> tuple:
    from ..build import sel
    from ...model.effects_graveyard_library import PutCardsInLibrary
    w = e["what"]
    owners = e["where"] == "the bottom of its owner's library"
    if w.get("tk") != "gy_card":                # "put target creature on the bottom of its owner's library"
        if not owners or w.get("t") != "target" or "spell" in w.get("nouns", ()):
            raise _error("this instruction takes a target card in a graveyard or a target permanent")
        return (PutCardsInLibrary(sel(w), bottom=True),)
    if not owners and w.get("zone") != "your graveyard":
        raise _error("'your library' of a card from another player's graveyard")
    return (PutCardsInLibrary(_gy_sel(w), bottom=e["where"] != "top of your library"),)


def _b_look_put_back(e: Node) -> tuple:
    from ..build import number
    from ...model.effects_graveyard_library import LookTopPutBack
    return (LookTopPutBack(number(e["n"])),)


def _b_look_take(e: Node) -> tuple:
    from ..build import number
    from ....engine.constants import GRAVEYARD, LIBRARY
    from ...model.effects_graveyard_library import LookTopTake
    n, k = number(e["n"]), number(e["take"])
    if k >= n:
        raise _error("put more of them into your hand than were looked at")
    return (LookTopTake(n, k, LIBRARY if e["rest"] == "bottom" else GRAVEYARD),)


def _b_look_other(e: Node) -> tuple:
    from ....engine.constants import GRAVEYARD, LIBRARY
    from ...model.effects_graveyard_library import LookTopTake
    return (LookTopTake(2, 1, LIBRARY if e["rest"] == "bottom" else GRAVEYARD),)


def _b_may_shuffle(e: Node) -> tuple:
    from ...model.effects_graveyard_library import MayShuffle
    return (MayShuffle(),)


def _b_search_named(e: Node) -> tuple:
    from ..build import number
    from ...model.effects_graveyard_library import SearchNamedAsThis
    what = e["what"]
    one = what == "a card"
    for word in (e["reveal"], e["put"]):
        _pronoun_agrees(word, 1, not one)
    count = 1 if one else 0 if what.startswith("any") else number(what.split()[2])
    return (SearchNamedAsThis(count),)


def _b_search_split(e: Node) -> tuple:
    from ...model.effects_graveyard_library import SearchSplitLands
    from ...model.filters import IS_BASIC_LAND
    return (SearchSplitLands(IS_BASIC_LAND),)


def _b_shuffle_graveyard(e: Node) -> tuple:
    from ..build import sel
    from ...model.effects_graveyard_library import ShuffleGraveyardIntoLibrary
    if e["who"]["t"] == "target" and e["who"].get("nouns") not in (["player"], ["opponent"]):
        raise _error("a graveyard of something that isn't a player")
    return (ShuffleGraveyardIntoLibrary(sel(e["who"])),)


def _search_filter(w: Node) -> tuple[Any, int, str]:
    """(card filter or None, how many, description) of a search (701.19b: a stated quality may find nothing)."""
    from ..build import number
    from ...model.filters import AllOf, AnyOf, HasSubtype, HasSupertype
    k = w["kind"]
    count = number(w["up_to"]) if w["up_to"] else 1
    first = "basic" if k and k["basic"] else k["types"][0] if k else "card"
    if w["up_to"] is None and w["article"].lower() != ("an" if first[:1].lower() in "aeiou" else "a"):
        raise _error("a/an does not agree with the next word")
    if k is None:
        return None, count, "pool.what.a_card"
    kinds = []
    for alt in k["types"]:                     # "Rebel permanent": a subtype and a card type, both
        sub, _, t = alt.partition(" ") if alt[:1].isupper() and " " in alt else ("", "", alt)
        if t in _TYPES or t in ("permanent", "nonland permanent", "legendary creature"):
            f = _type_filter([t])
        elif t[:1].isupper():
            f = HasSubtype((t,))
        else:
            raise _error(f"search for {t!r}")
        kinds.append(AllOf((HasSubtype((sub,)), f)) if sub else f)
    where = kinds[0] if len(kinds) == 1 else AnyOf(tuple(kinds))
    if k["basic"]:
        where = AllOf((HasSupertype("Basic"), where))
    if w.get("mv"):
        from ...model.filters import ManaValueAtMost
        where = AllOf((where, ManaValueAtMost(number(w["mv"]))))
    return where, count, _search_what(w)


def _pronoun_agrees(word: str, count: int, up_to: bool) -> None:
    plural = word in ("them", "those cards")
    if plural != up_to:
        raise _error(f"'{word}' does not agree with the number of cards searched for")


def _b_search(e: Node) -> tuple:
    from ....engine.constants import BATTLEFIELD, GRAVEYARD, HAND
    from ...dsl.effects_cards import SearchLibrary
    where, count, what = _search_filter(e["what"])
    up_to = e["what"]["up_to"] is not None
    for word in (e["put"], e["reveal"]):
        if word is not None:
            _pronoun_agrees(word, count, up_to)
    to = {"hand": HAND, "battlefield": BATTLEFIELD, "graveyard": GRAVEYARD}[e["dest"]["to"]]
    return (SearchLibrary(where, to=to, what=what, count=count, tapped=bool(e["dest"].get("tapped"))),)


def _b_search_top(e: Node) -> tuple:
    from ...model.effects_graveyard_library import SearchShuffleTop
    where, count, what = _search_filter(e["what"])
    if count != 1 or (e["reveal"] is not None and e["reveal"] not in ("it", "that card")):
        raise _error("'put that card on top' after a search for several cards")
    return (SearchShuffleTop(where, what),)


BUILD = Builders(
    effect={"gy_to_hand": _b_to_hand, "gy_to_battlefield": _b_to_battlefield, "gy_put_battlefield": _b_put_battlefield,
            "gy_to_library": _b_to_library, "look_put_back": _b_look_put_back, "look_take": _b_look_take,
            "search": _b_search, "search_top": _b_search_top, "look_other": _b_look_other,
            "may_shuffle": _b_may_shuffle, "search_named": _b_search_named, "search_split": _b_search_split,
            "shuffle_graveyard": _b_shuffle_graveyard},
    target={"gy_card": _t_gy_card})
