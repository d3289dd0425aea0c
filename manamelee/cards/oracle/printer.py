"""Card data -> oracle wording: the inverse of the compiler. Every compiled card prints back to its normalised
oracle text (issue 17 §2), which is how the compiler proves it dropped no clause.
"""
from __future__ import annotations

from typing import Any

Node = dict[str, Any]


def _registered(table: str, kind: Any, n: Node) -> str:
    """The wording of a node kind a production module adds (productions/); ValueError for an unknown kind."""
    from .productions import registry
    fn = getattr(registry().printers, table).get(kind)
    if fn is None:
        raise ValueError(f"unknown {table} node {n!r}")
    return fn(n)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _stop(s: str) -> str:
    """A sentence with its final period; one that ends with a quoted ability already has it inside the quotes
    ('It has "Sacrifice this token: Add {C}."')."""
    return s if s.endswith('."') else s + "."


def _join_or(xs: list[str]) -> str:
    if len(xs) <= 2:
        return " or ".join(xs)
    return ", ".join(xs[:-1]) + ", or " + xs[-1]


def _join_and(xs: list[str]) -> str:
    if len(xs) <= 2:
        return " and ".join(xs)
    return ", ".join(xs[:-1]) + ", and " + xs[-1]


def _kw_low(k: str) -> str:
    return k[:1].lower() + k[1:]


def who(n: Node) -> str:
    """A target, player, object or pronoun phrase."""
    t = n["t"]
    if t == "target":
        if n.get("tk"):
            return _registered("target", n["tk"], n)
        if n.get("graveyard"):          # a record compiled before productions/library.py read these phrases
            return "target " + (f"{n['kind']} " if n.get("kind") else "") + "card from your graveyard"
        if n.get("any"):
            return "any target"
        if n.get("graveyard"):
            whose = "a" if n["graveyard"] == "any" else "your"           # any player's graveyard, or yours
            return "target " + (f"{n['kind']} " if n.get("kind") else "") + f"card from {whose} graveyard"
        words = ["up to one target" if n.get("up_to") == 1 else "target", *n["adj"], _join_or(n["nouns"])]
        ctl = {"you": "you control", "not_you": "you don't control", "opponent": "an opponent controls",
               None: None}[n.get("ctl")]
        return " ".join(words + ([ctl] if ctl else []))
    if t == "self":
        return n["self"]
    if t == "you":
        return "you"
    if t == "each":
        return f"each {n['who']}"
    if t == "each_creature":
        return "each creature"
    if t == "your_creatures":
        return "creatures you control"
    if t == "it":
        return "it"
    if t == "its_controller":
        return "its controller"
    if t == "that_player":
        return "that player"
    return _registered("who", t, n)


def _cards(word: str) -> str:
    return f"{word} card" if word in ("a", "an") else f"{word} cards"


def _third(n: Node, you_form: str, other_form: str) -> str:
    return you_form if n["t"] == "you" else other_form


_RESTRICTIONS = {("CantBlock",): "can't block", ("CantAttack",): "can't attack",
                 ("CantAttack", "CantBlock"): "can't attack or block", ("CantBeBlocked",): "can't be blocked"}


def restriction(kws: list[str]) -> str:
    return _RESTRICTIONS[tuple(kws)]


def _player_does(w: dict, you: str, they: str, rest: str) -> str:
    """"draw two cards" / "target player draws two cards": the wording for you, or for another player."""
    return f"{you} {rest}" if w["t"] == "you" else f"{who(w)} {they} {rest}"


def effect(e: Node) -> str:
    """One effect as a sentence without its final period, first word lowercase (unless a name)."""
    k = e["e"]
    if k == "damage":
        src = e["src"] if isinstance(e["src"], str) else who(e["src"])
        return f"{src} deals {e['n']} damage to {who(e['to'])}"
    if k == "to_library_top":
        return f"put {who(e['what'])} on top of its owner's library"
    if k == "return_from_graveyard":    # records compiled before productions/library.py (its gy_to_hand)
        return f"return {who(e['what'])} to your hand"
    if k == "search_basic_land":        # records compiled before productions/library.py (its search)
        return (f"search your library for a basic land card, put {e['put']} onto the battlefield tapped, "
                "then shuffle")
    if k == "sacrifice_self":
        return f"sacrifice {who(e['what'])}"
    if k == "sacrifice":
        return f"{who(e['who'])} sacrifices {e['n']} {e['type']} of their choice"
    if k == "destroy_all":
        return f"destroy all {e['what']}"
    if k == "token":
        colors = " and ".join(e["colors"])
        kind = ("artifact " if e["artifact"] else "") + "creature"
        with_ = f" with {kw_phrase(e['kws'])}" if e["kws"] else ""
        return f"create {e['n']} {e['pt']} {colors} {' '.join(e['subtypes'])} {kind} {e['word']}{with_}"
    if k == "then":
        return f"{effect(e['first'])}, then {effect(e['second'])}"
    if k == "restrict":
        return f"{who(e['what'])} {restriction(e['kws'])} this turn"
    if k == "prevent":
        return f"prevent the next {e['n']} damage that would be dealt to {who(e['what'])} this turn"
    if k == "counter_unless":
        return f"counter {who(e['what'])} unless its controller pays {e['cost']}"
    if k == "draw":
        return _player_does(e["who"], "draw", "draws", _cards(e["cards"]))
    if k == "gain":
        return _player_does(e["who"], "you gain", "gains", f"{e['n']} life")
    if k == "lose":
        return _player_does(e["who"], "you lose", "loses", f"{e['n']} life")
    if k in ("destroy", "exile", "tap", "untap", "transform"):
        return f"{k} {who(e['what'])}"
    if k == "counter":
        return f"counter {who(e['what'])}"
    if k == "bounce":
        return f"return {who(e['what'])} to its owner's hand"
    if k == "pump":
        verb = "get" if e["what"]["t"] == "your_creatures" else "gets"
        return f"{who(e['what'])} {verb} {e['pt']} until end of turn"
    if k == "grant":
        return f"{who(e['what'])} gains {kw_phrase(e['kws'])} until end of turn"
    if k == "pump_grant":
        return f"{who(e['what'])} gets {e['pt']} and gains {kw_phrase(e['kws'])} until end of turn"
    if k == "scry":
        return f"scry {e['n']}"
    if k == "mill":
        return _player_does(e["who"], "mill", "mills", _cards(e["cards"]))
    if k == "counters":
        plural = "counter" if e["n"] in ("a", "an", "one", "1") else "counters"
        return f"put {e['n']} {e['kind']} {plural} on {who(e['what'])}"
    if k == "discard":
        if e["who"]["t"] == "you":
            return f"discard {_cards(e['cards'])}"
        return f"{who(e['who'])} discards {_cards(e['cards'])}"
    return _registered("effect", k, e)


def condition(c: Node) -> str:
    """A condition ("you control an artifact"), as it follows "if" or "as long as" (productions/)."""
    return _registered("condition", c.get("c"), c)


def amount(n: Node) -> str:
    """An amount phrase ("creature you control" of "for each ...") (productions/)."""
    return _registered("amount", n.get("a"), n)


def sentences(effects: list[Node]) -> str:
    return " ".join(_stop(_cap(effect(e))) for e in effects)


def kw_phrase(kws: list[str]) -> str:
    return _join_and([_kw_low(k) for k in kws])


def cost(parts: list[Node]) -> str:
    out = []
    for p in parts:
        if "mana" in p:
            out.append(p["mana"])
        elif "tap" in p:
            out.append("{T}")
        elif "sacrifice" in p:
            out.append(f"Sacrifice {p['sacrifice']}")
        elif "life" in p:
            out.append(f"Pay {p['life']} life")
        elif "discard_self" in p:
            out.append("Discard this card")
        else:
            out.append(_registered("cost", p.get("c"), p))
    return ", ".join(out)


def _event(ev: Node) -> str:
    on = ev["on"]
    if on in ("enters", "dies", "attacks"):
        return f"{ev['self']} {on}"
    if on == "leaves":
        return f"{ev['self']} leaves the battlefield"
    if on == "cast_noncreature":
        return "you cast a noncreature spell"
    if on == "gain_life":
        return "you gain life"
    if on == "blocks":
        return f"{ev['self']} blocks"
    if on == "combat_damage_player":
        return f"{ev['self']} deals combat damage to a player"
    if on == "other_enters":
        return f"{ev['article']} {ev['type']}" + (" you control" if ev["yours"] else "") + " enters"
    return _registered("event", on, ev)


_ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI"}     # 714.2a


def ability(a: Node) -> str:
    """One ability node as its normalised oracle text."""
    k = a["k"]
    if k == "keywords":
        return _cap(", ".join(_kw_low(x) if isinstance(x, str) else _registered("keyword", x["kw"], x)
                              for x in a["list"]))
    if k == "enchant":
        return f"Enchant {a['what']}"
    if k == "equip":
        return f"Equip {a['cost']}"
    if k == "cycling":
        return f"Cycling {a['cost']}"
    if k == "mana":
        add = a["add"]
        prod = add["seq"] if "seq" in add else _join_or(add["or"]) if "or" in add else "one mana of any color"
        return f"{_cap(cost(a['cost']))}: Add {prod}."
    if k == "activated":
        return (f"{_cap(cost(a['cost']))}: {sentences(a['effects'])}"
                + (" Activate only as a sorcery." if a["sorcery"] else ""))
    if k == "loyalty":
        return f"{a['cost']}: {sentences(a['effects'])}"
    if k == "loyalty_emblem":
        return f"{a['cost']}: You get an emblem with \"{ability(a['emblem'])}\""
    if k == "triggered":
        ev = a["ev"]
        head = (f"At the beginning of your {ev['step']}" if ev["on"] == "step" else
                "At the beginning of the end step" if ev["on"] == "each_end_step" else f"{a['word']} {_event(ev)}")
        if a.get("ability_word"):
            head = f"{a['ability_word']} — {head}"
        first, *rest = a["effects"]
        body = _stop(("you may " if a["may"] else "") + effect(first))
        if a.get("if"):                                   # 603.4: an intervening "if" clause
            body = f"if {condition(a['if'])}, {body}"
        return " ".join([f"{head}, {body}", *(_stop(_cap(effect(e))) for e in rest)])
    if k == "enters_tapped":
        return _cap(f"{a['self']} enters tapped.")
    if k == "attached":
        parts = []
        if a["pt"]:
            parts.append(f"gets {a['pt']}")
        if a["kws"]:
            parts.append(f"has {kw_phrase(a['kws'])}")
        return f"{_cap(a['who'])} creature {' and '.join(parts)}."
    if k == "anthem":
        return ("Other creatures" if a["other"] else "Creatures") + f" you control get {a['pt']}."
    if k == "restriction":
        w = a["who"]
        subject = f"{w['which']} creature" if w["t"] == "attached" else who(w)
        return _cap(f"{subject} {restriction(a['what'])}.")
    if k == "control_enchanted":
        return "You control enchanted creature."
    if k == "spell":
        return sentences(a["effects"])
    if k == "prototype":
        return f"Prototype {a['cost']} — {a['pt']}"
    if k == "chapter":
        return ", ".join(_ROMAN[n] for n in a["n"]) + " — " + sentences(a["effects"])
    if k == "modal":
        return f"Choose {a['choose']} —" + "".join(f"\n• {sentences(m)}" for m in a["modes"])
    return _registered("ability", k, a)


def print_card(abilities: list[Node]) -> list[str]:
    """A card's abilities as normalised oracle text, one ability per entry."""
    return [ability(a) for a in abilities]


__all__ = ["ability", "effect", "print_card", "who"]
