"""Lands (issue 17: "at least 400 lands").

* Mana abilities (605) beyond "{T}: Add ...": other costs ("{T}, Pay 1 life:", "{1}, {T}:", "{T}, Sacrifice this
  land:"), fixed combinations ("Add {W}{U}", "Add {W}{W}, {W}{U}, or {U}{U}"), "one mana of the chosen color",
  and the sentences after "Add ...": "This land deals 1 damage to you.", "This land doesn't untap during your next
  untap step.", "Spend this mana only to cast a creature spell." (106.6), "Activate only if you control a Plains
  or a Swamp." (602.5b). The engine side is engine/mana_abilities.py.
* "As this land enters" (614.1c-d, 614.12): "enters tapped unless <condition>", "If you control two or more other
  lands, this land enters tapped.", "you may pay 2 life. If you don't, it enters tapped.", "you may reveal a Plains
  or Island card from your hand. If you don't, ...", "choose a color [other than black]" (the answers are asked
  before it enters: engine/entering.py).
* Effects: "return a land you control to its owner's hand" (bounce lands), "sacrifice it unless you return ... /
  unless you pay {1}", "surveil 1" (701.42), and fetching "a Mountain or Plains card" / "a basic Forest, Plains,
  or Island card" onto the battlefield (701.19).
"""
from __future__ import annotations

from typing import Any

from lark import Token

from ...dsl.effects_cards import SearchLibrary
from ...dsl.effects_flow import UnlessPays
from ...dsl.effects_permanents import SacrificeThis
from ...dsl.selectors import SELF, YOU
from ...model.conditions import Condition
from ...model.filters import IS_BASIC_LAND, IS_CREATURE, IS_LAND, IS_LEGENDARY, HasSubtype, HasSupertype, HasType
from ...model.lands import (ChooseColor, EitherHolds, EnteredThisTurn, LandBecomesCreature, LandEnters, Multicolored, OpponentsAtLeast,
                            OpponentsControl, PayLifeOrTapped, ReturnOwnPermanent, RevealOrTapped,
                            SacrificeUnlessReturn, SomePlayerLifeAtMost, Tapped, TappedUnless, WithCounters,
                            YouControl)
from ...model.replacements import EntersTapped
from ....engine.constants import BATTLEFIELD
from ....engine.definitions import ActivatedAbility
from ....engine.mana_abilities import ManaRider
from . import Builders, Node, Printers

_COUNT = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _s(x: Any) -> str:
    return str(x)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _or(xs: list[str]) -> str:
    return " or ".join(xs) if len(xs) <= 2 else ", ".join(xs[:-1]) + ", or " + xs[-1]


class Rules:
    # ------------------------------------------------------------------ mana abilities (605)
    def land_mana(self, c: list[Any]) -> Node:
        return {"k": "mana_ext", "cost": c[0], "add": c[1], "riders": list(c[2:])}

    land_mana_rider = land_mana

    def produce_chosen(self, c: list[Any]) -> Node:
        return {"chosen": True, "also": ""}

    def produce_sym_or_chosen(self, c: list[Any]) -> Node:
        return {"chosen": True, "also": _s(c[0])}

    def produce_identity(self, c: list[Any]) -> Node:
        return {"identity": True}

    def produce_options(self, c: list[Any]) -> Node:
        return {"options": [_s(x) for x in c]}

    def rider_damage(self, c: list[Any]) -> Node:
        return {"r": "damage", "self": c[0]["self"], "n": _s(c[1])}

    def rider_sacrifice_empty(self, c: list[Any]) -> Node:
        return {"r": "sacrifice_empty", "kind": _s(c[0]), "self": c[1]["self"]}

    def enters_with_land_counters(self, c: list[Any]) -> Node:
        tapped = any(isinstance(x, Token) and x.type == "FETCH_TAPPED" for x in c)
        n, kind, word = (_s(x) for x in c if isinstance(x, Token) and x.type != "FETCH_TAPPED")
        kind = kind.lower()
        return {"k": "enters_with_land_counters", "self": c[0]["self"], "tapped": tapped, "n": n, "kind": kind,
                "word": word}

    def rider_skip_untap(self, c: list[Any]) -> Node:
        return {"r": "skip_untap", "self": c[0]["self"]}

    def rider_spend(self, c: list[Any]) -> Node:
        return {"r": "spend", **c[0]}

    def spend_a(self, c: list[Any]) -> Node:
        return {"article": _s(c[0]), "kind": _s(c[1])}

    def spend_all(self, c: list[Any]) -> Node:
        return {"article": None, "kind": _s(c[0])}

    def rider_condition(self, c: list[Any]) -> Node:
        return {"r": "if", "cond": c[0]}

    def if_you_control(self, c: list[Any]) -> Node:
        return {"if": "you_control", "what": c[0]}

    def if_entered_or_control(self, c: list[Any]) -> Node:
        return {"if": "entered_or_control", "self": c[0]["self"], "what": c[1]}

    # ------------------------------------------------------------------ "you control ..."
    def ctl_land_types(self, c: list[Any]) -> Node:
        return {"ctl": "types", "words": [_s(x) for x in c]}

    def _ctl(kind: str):  # noqa: N805 - a factory of methods
        def m(self, c: list[Any]) -> Node:
            return {"ctl": kind, "n": _s(c[0])}
        return m

    ctl_other_lands_more = _ctl("other_lands_more")
    ctl_other_lands_fewer = _ctl("other_lands_fewer")
    ctl_basic_lands_more = _ctl("basic_lands_more")
    ctl_lands_more = _ctl("lands_more")

    def ctl_a_basic_land(self, c: list[Any]) -> Node:
        return {"ctl": "a_basic_land", "article": _s(c[0])}

    def ctl_a_legendary_creature(self, c: list[Any]) -> Node:
        return {"ctl": "a_legendary_creature", "article": _s(c[0])}

    # ------------------------------------------------------------------ as this land enters (614)
    def enters_tapped_unless(self, c: list[Any]) -> Node:
        return {"k": "enters_tapped_unless", "self": c[0]["self"], "unless": c[1]}

    def enters_tapped_if(self, c: list[Any]) -> Node:
        return {"k": "enters_tapped_if", "what": c[0], "self": c[1]["self"]}

    def unless_you_control(self, c: list[Any]) -> Node:
        return {"u": "you_control", "what": c[0]}

    def unless_opponents(self, c: list[Any]) -> Node:
        return {"u": "opponents", "n": _s(c[0])}

    def unless_player_life(self, c: list[Any]) -> Node:
        return {"u": "player_life", "n": _s(c[0])}

    def unless_opponents_lands(self, c: list[Any]) -> Node:
        return {"u": "opponents_lands", "n": _s(c[0])}

    def pay_life_or_tapped(self, c: list[Any]) -> Node:
        return {"k": "pay_life_or_tapped", "self": c[0]["self"], "n": _s(c[1])}

    def reveal_or_tapped(self, c: list[Any]) -> Node:
        return {"k": "reveal_or_tapped", "self": c[0]["self"], "article": _s(c[1]),
                "types": [_s(x) for x in c[2:-1]], "self2": c[-1]["self"]}

    def choose_color(self, c: list[Any]) -> Node:
        return {"k": "choose_color", "self": c[0]["self"], "but": c[1] if len(c) > 1 else None}

    def tapped_choose_color(self, c: list[Any]) -> Node:
        return {"k": "tapped_choose_color", "self": c[0]["self"], "but": c[1] if len(c) > 1 else None}

    def color_but(self, c: list[Any]) -> str:
        return _s(c[0])

    # ------------------------------------------------------------------ effects
    def return_own_land(self, c: list[Any]) -> Node:
        return {"e": "return_own_land", "article": _s(c[0])}

    def sacrifice_unless_return(self, c: list[Any]) -> Node:
        return {"e": "sacrifice_unless_return", "what": c[0], "article": _s(c[1]), "return": c[2]}

    def return_untapped_type(self, c: list[Any]) -> Node:
        return {"untapped": _s(c[0])}

    def return_non_lair(self, c: list[Any]) -> Node:
        return {"non_lair": True}

    def sacrifice_unless_pay(self, c: list[Any]) -> Node:
        return {"e": "sacrifice_unless_pay", "what": c[0], "cost": _s(c[1])}


    def fetch_land(self, c: list[Any]) -> Node:
        tapped = any(isinstance(x, Token) and x.type == "FETCH_TAPPED" for x in c)
        return {"e": "fetch_land", "article": _s(c[0]), **c[1], "tapped": tapped}

    # ------------------------------------------------------------------ man-lands
    def _becomes(self, c: list[Any], eot_first: bool) -> Node:
        self_ref, article, pt, *rest = c
        colors = next((x for x in rest if isinstance(x, dict) and "colors" in x), {"colors": []})["colors"]
        lists = [x for x in rest if isinstance(x, list)]      # the subtypes, then the keywords of "with ..."
        subtypes, kws = lists[0], (lists[1] if len(lists) > 1 else [])
        artifact = any(isinstance(x, Token) and x.type == "ARTIFACT_WORD" for x in rest)
        return {"e": "land_becomes", "self": self_ref["self"], "article": _s(article), "pt": _s(pt), "colors": colors,
                "subtypes": subtypes, "artifact": artifact, "kws": kws, "eot_first": eot_first}

    def land_becomes(self, c: list[Any]) -> Node:
        return self._becomes(c, False)

    def land_becomes_eot_first(self, c: list[Any]) -> Node:
        return self._becomes(c, True)

    def becomes_colors(self, c: list[Any]) -> Node:
        return {"colors": [_s(x) for x in c]}

    def sentence_land_becomes(self, c: list[Any]) -> Node:
        return c[0]

    def fetch_basic_types(self, c: list[Any]) -> Node:
        return {"basic": True, "types": [_s(x) for x in c]}


# ---------------------------------------------------------------------------------- printing
def _product(add: Node) -> str:
    if "seq" in add:
        return add["seq"]
    if "or" in add:
        return _or(add["or"])
    if "any" in add:
        return "one mana of any color"
    if "options" in add:
        return _or(add["options"])
    if add.get("chosen"):
        return (f"{add['also']} or " if add["also"] else "") + "one mana of the chosen color"
    if add.get("identity"):
        return "one mana of any color in your commander's color identity"
    raise ValueError(f"unknown mana product {add!r}")


def _ctl_text(w: Node) -> str:
    k = w["ctl"]
    if k == "types":
        words = w["words"]
        return " or ".join(f"{words[i]} {words[i + 1]}" for i in range(0, len(words), 2))
    if k in ("other_lands_more", "other_lands_fewer", "basic_lands_more", "lands_more"):
        more = "fewer" if k == "other_lands_fewer" else "more"
        what = {"basic_lands_more": "basic lands", "lands_more": "lands"}.get(k, "other lands")
        return f"{w['n']} or {more} {what}"
    if k == "a_basic_land":
        return f"{w['article']} basic land"
    if k == "a_legendary_creature":
        return f"{w['article']} legendary creature"
    raise ValueError(f"unknown 'you control' phrase {w!r}")


def _rider_text(r: Node) -> str:
    k = r["r"]
    if k == "damage":
        return f"{_cap(r['self'])} deals {r['n']} damage to you."
    if k == "skip_untap":
        return f"{_cap(r['self'])} doesn't untap during your next untap step."
    if k == "sacrifice_empty":
        return f"If there are no {r['kind']} counters on {r['self']}, sacrifice it."
    if k == "spend":
        what = f"{r['article']} {r['kind']} spell" if r["article"] else f"{r['kind']} spells"
        return f"Spend this mana only to cast {what}."
    if k == "if":
        cond = r["cond"]
        if cond["if"] == "you_control":
            return f"Activate only if you control {_ctl_text(cond['what'])}."
        return f"Activate only if {cond['self']} entered this turn or if you control {_ctl_text(cond['what'])}."
    raise ValueError(f"unknown mana ability rider {r!r}")


def _print_mana(a: Node) -> str:
    from ..printer import cost
    head = f"{_cap(cost(a['cost']))}: Add {_product(a['add'])}."
    return " ".join([head, *(_rider_text(r) for r in a.get("riders", []))])


def _unless_text(u: Node) -> str:
    k = u["u"]
    if k == "you_control":
        return f"you control {_ctl_text(u['what'])}"
    if k == "opponents":
        return f"you have {u['n']} or more opponents"
    if k == "player_life":
        return f"a player has {u['n']} or less life"
    if k == "opponents_lands":
        return f"your opponents control {u['n']} or more lands"
    raise ValueError(f"unknown condition {u!r}")


def _but(a: Node) -> str:
    return f" other than {a['but']}" if a.get("but") else ""


def _print_enters(a: Node) -> str:
    k, s = a["k"], a["self"]
    if k == "enters_tapped_unless":
        return f"{_cap(s)} enters tapped unless {_unless_text(a['unless'])}."
    if k == "enters_tapped_if":
        return f"If you control {_ctl_text(a['what'])}, {s} enters tapped."
    if k == "pay_life_or_tapped":
        return f"As {s} enters, you may pay {a['n']} life. If you don't, it enters tapped."
    if k == "reveal_or_tapped":
        return (f"As {s} enters, you may reveal {a['article']} {' or '.join(a['types'])} card from your hand. "
                f"If you don't, {a['self2']} enters tapped.")
    if k == "choose_color":
        return f"As {s} enters, choose a color{_but(a)}."
    if k == "tapped_choose_color":
        return f"{_cap(s)} enters tapped. As it enters, choose a color{_but(a)}."
    if k == "enters_with_land_counters":
        return f"{_cap(s)} enters{' tapped' if a['tapped'] else ''} with {a['n']} {a['kind']} {a['word']} on it."
    raise ValueError(f"unknown ability {a!r}")


def _print_effect(e: Node) -> str:
    from ..printer import who
    k = e["e"]
    if k == "return_own_land":
        return f"return {e['article']} land you control to its owner's hand"
    if k == "sacrifice_unless_return":
        r = e["return"]
        what = f"untapped {r['untapped']}" if "untapped" in r else "non-Lair land"
        return f"sacrifice {who(e['what'])} unless you return {e['article']} {what} you control to its owner's hand"
    if k == "sacrifice_unless_pay":
        return f"sacrifice {who(e['what'])} unless you pay {e['cost']}"
    if k == "fetch_land":
        t = e["types"]
        what = ("basic " if e["basic"] else "") + _or(t)
        return (f"search your library for {e['article']} {what} card, put it onto the battlefield"
                + (" tapped" if e["tapped"] else "") + ", then shuffle")
    if k == "land_becomes":
        from ..printer import kw_phrase
        what = " ".join([e["pt"], *([" and ".join(e["colors"])] if e["colors"] else []), *e["subtypes"],
                         *(["artifact"] if e["artifact"] else []), "creature"])
        what += f" with {kw_phrase(e['kws'])}" if e["kws"] else ""
        if e["eot_first"]:
            body = f"until end of turn, {e['self']} becomes {e['article']} {what}"
        else:
            body = f"{e['self']} becomes {e['article']} {what} until end of turn"
        return body + ". It's still a land"
    raise ValueError(f"unknown effect {e!r}")


_ENTERS = ("enters_tapped_unless", "enters_tapped_if", "pay_life_or_tapped", "reveal_or_tapped", "choose_color",
           "tapped_choose_color", "enters_with_land_counters")
_EFFECTS = ("return_own_land", "sacrifice_unless_return", "sacrifice_unless_pay", "fetch_land",
            "land_becomes")
PRINT = Printers(ability={"mana_ext": _print_mana, **{k: _print_enters for k in _ENTERS}},
                 effect={k: _print_effect for k in _EFFECTS},
)


# ---------------------------------------------------------------------------------- building
def _count(word: str) -> int:
    from ..build import BuildError, number
    if word in _COUNT:
        return _COUNT[word]
    try:
        return number(word)
    except BuildError:
        raise BuildError(f"not a number: {word!r}") from None


def _you_control(w: Node) -> Condition:
    from ..build import BuildError
    k = w["ctl"]
    if k == "types":
        words = w["words"]
        for i in range(0, len(words), 2):
            if words[i] != ("an" if words[i + 1][0] in "AEIOU" else "a"):
                raise BuildError(f"'{words[i]} {words[i + 1]}': the article doesn't fit")
        return YouControl(HasSubtype(tuple(words[1::2])), 1)
    if k == "other_lands_more":
        return YouControl(IS_LAND, _count(w["n"]), other=True)
    if k == "other_lands_fewer":
        return YouControl(IS_LAND, _count(w["n"]), at_most=True, other=True)
    if k == "basic_lands_more":
        return YouControl(IS_BASIC_LAND, _count(w["n"]))
    if k == "lands_more":
        return YouControl(IS_LAND, _count(w["n"]))
    if k == "a_basic_land":
        return YouControl(IS_BASIC_LAND, 1)
    if k == "a_legendary_creature":
        return YouControl(IS_LEGENDARY & IS_CREATURE, 1)
    raise BuildError(f"unknown 'you control' phrase {w!r}")


def _unless(u: Node) -> Condition:
    from ..build import BuildError
    k = u["u"]
    if k == "you_control":
        return _you_control(u["what"])
    if k == "opponents":
        return OpponentsAtLeast(_count(u["n"]))
    if k == "player_life":
        return SomePlayerLifeAtMost(_count(u["n"]))
    if k == "opponents_lands":
        return OpponentsControl(IS_LAND, _count(u["n"]))
    raise BuildError(f"unknown condition {u!r}")


_SPEND = {"creature": HasType(("Creature",)), "instant or sorcery": HasType(("Instant", "Sorcery")),
          "instant and sorcery": HasType(("Instant", "Sorcery")), "artifact": HasType(("Artifact",)),
          "multicolored": Multicolored()}


def _syms(text: str) -> list[str]:
    return text.strip("{}").split("}{")


def _build_mana(a: Node, text: str, parts: Any) -> None:
    """A mana ability (605) with other costs, fixed combinations, the chosen color or riders."""
    from ..build import BuildError, _cost
    counters = [p for p in a["cost"] if p.get("c") == "remove_counters"]     # productions/cost_parts' node
    if len(counters) > 1 or any(p["from"] is None or p["n"] not in ("a", "an", "one") for p in counters):
        raise BuildError("a counter cost other than one counter of this permanent")
    counter = counters[0]["kind"] if counters else ""
    cost = _cost([p for p in a["cost"] if p.get("c") != "remove_counters"])
    if not cost.tap or cost.discard_self:
        raise BuildError("a mana ability without {T} (only {T} mana abilities are planned by the payer)")
    add = a["add"]
    kinds, amount = "", 1
    options: tuple[str, ...] = ()
    chosen, also, identity = False, "", False
    if "seq" in add:
        syms = _syms(add["seq"])
        if len(set(syms)) == 1:
            kinds, amount = syms[0], len(syms)
        else:
            options, kinds = ("".join(syms),), "".join(dict.fromkeys(syms))
    elif "or" in add:
        kinds = "".join(s.strip("{}") for s in add["or"])
    elif "any" in add:
        kinds = "WUBRG"
    elif "options" in add:
        options = tuple("".join(_syms(o)) for o in add["options"])
        kinds = "".join(dict.fromkeys("".join(options)))
    elif add.get("chosen"):
        chosen, also, kinds = True, add["also"].strip("{}"), "WUBRG"
    elif add.get("identity"):
        identity, kinds = True, "WUBRG"
    else:
        raise BuildError(f"unknown mana product {add!r}")
    damage, skip, spend, cond, empty = 0, False, None, None, False
    for r in a.get("riders", []):
        k = r["r"]
        if k == "sacrifice_empty":
            if r["kind"] != counter:
                raise BuildError("'if there are no <kind> counters' of a kind the ability doesn't remove")
            empty = True
        elif k == "damage":
            damage += int(r["n"])
        elif k == "skip_untap":
            skip = True
        elif k == "spend":
            if r["article"] not in (None, "an" if r["kind"][0] in "aeiou" else "a"):
                raise BuildError("the article doesn't fit")
            spend = _SPEND[r["kind"]]
        elif k == "if":
            c = r["cond"]
            cond = _you_control(c["what"])
            if c["if"] == "entered_or_control":
                cond = EitherHolds(EnteredThisTurn(), cond)
        else:
            raise BuildError(f"unknown rider {r!r}")
    if spend is not None and (options or amount > 1):
        raise BuildError("restricted mana of more than one unit (what isn't spent would float unrestricted)")
    rider = None
    if options or chosen or damage or skip or spend is not None or counter or identity:
        rider = ManaRider(options, chosen, also, spend, damage, skip, counter, empty, identity)
    parts.activated.append(ActivatedAbility(cost, (), (), text, mana=kinds, mana_amount=amount, condition=cond,
                                            mana_rider=rider))


def _enters_part(a: Node) -> tuple[Any, ...]:
    from ..build import BuildError
    k = a["k"]
    if k == "enters_tapped_unless":
        return (TappedUnless(_unless(a["unless"])),)
    if k == "enters_tapped_if":
        return (TappedUnless(_you_control(a["what"]), invert=True),)
    if k == "pay_life_or_tapped":
        return (PayLifeOrTapped(int(a["n"])),)
    if k == "reveal_or_tapped":
        if a["article"] != ("an" if a["types"][0][0] in "AEIOU" else "a"):
            raise BuildError("the article doesn't fit")
        return (RevealOrTapped(HasSubtype(tuple(a["types"])), f"{a['article']} {' or '.join(a['types'])} card"),)
    if k == "enters_with_land_counters":
        n = 1 if a["n"] in ("a", "an") else _count(a["n"])
        if (a["n"] in ("a", "an")) != (a["word"] == "counter") or (a["n"] == "an") != (a["kind"][0] in "aeiou"):
            raise BuildError("the number and the noun disagree")
        return ((Tapped(),) if a["tapped"] else ()) + (WithCounters(a["kind"], n),)
    if k in ("choose_color", "tapped_choose_color"):
        but = _COLORS[a["but"]] if a.get("but") else ""
        choose = ChooseColor(but)
        return (Tapped(), choose) if k == "tapped_choose_color" else (choose,)
    raise BuildError(f"unknown ability {a!r}")


def _build_enters(a: Node, text: str, parts: Any) -> None:
    """614.1c-d / 614.12: the card's "as it enters" replacement gains these parts (one replacement of all of its
    parts, in printed order; a plain "enters tapped" before them becomes one)."""
    from ..build import BuildError
    old = parts.extra.get("as_enters")
    if old is None:
        prev: tuple[Any, ...] = ()
    elif isinstance(old, LandEnters):
        prev = old.parts
    elif isinstance(old, EntersTapped):
        prev = (Tapped(),)
    else:
        raise BuildError("two kinds of 'as it enters' replacement on one card")
    land = LandEnters(prev + _enters_part(a))
    parts.extra["as_enters"] = land
    if land.asking():
        parts.extra["enters_choices"] = land.asking()


def _it_is_self(w: Node) -> None:
    from ..build import BuildError
    if w.get("t") != "it" or w.get("ref") != "self":
        raise BuildError("'it' doesn't name this permanent")


def _effect(e: Node) -> tuple[Any, ...]:
    from ..build import BuildError
    k = e["e"]
    if k == "return_own_land":
        if e["article"] != "a":
            raise BuildError("article")
        return (ReturnOwnPermanent(IS_LAND),)
    if k == "sacrifice_unless_return":
        _it_is_self(e["what"])
        r = e["return"]
        if "untapped" in r:
            if e["article"] != "an":
                raise BuildError("article")
            from ...model.filters import IsTapped, Not
            return (SacrificeUnlessReturn(HasSubtype((r["untapped"],)) & Not(IsTapped())),)
        if e["article"] != "a":
            raise BuildError("article")
        from ...model.filters import Not
        return (SacrificeUnlessReturn(IS_LAND & Not(HasSubtype(("Lair",)))),)
    if k == "sacrifice_unless_pay":
        _it_is_self(e["what"])
        return (UnlessPays(e["cost"], (SacrificeThis(SELF),), YOU),)
    if k == "fetch_land":
        t = e["types"]
        if e["article"] != ("an" if (("basic " if e["basic"] else "") + t[0])[0] in "AEIOUaeiou" else "a"):
            raise BuildError("article")
        where = HasSubtype(tuple(t))
        if e["basic"]:
            where = where & HasSupertype("Basic")
        what = f"{e['article']} " + ("basic " if e["basic"] else "") + _or(t) + " card"
        return (SearchLibrary(where, to=BATTLEFIELD, what=what, tapped=e["tapped"]),)
    if k == "land_becomes":
        from ..build import _kws
        if e["self"] not in ("this land", "CARDNAME") or e["article"] != "a":
            raise BuildError("a man-land's 'becomes' names something other than this land")
        p, t = (int(x) for x in e["pt"].split("/"))
        colors = frozenset(_COLORS[x] for x in e["colors"])
        return (LandBecomesCreature(p, t, colors, tuple(e["subtypes"]), e["artifact"], tuple(_kws(e["kws"]))),)
    raise BuildError(f"unknown effect {e!r}")


BUILD = Builders(ability={"mana": _build_mana, "mana_ext": _build_mana, **{k: _build_enters for k in _ENTERS}},
                 effect={k: _effect for k in _EFFECTS})
