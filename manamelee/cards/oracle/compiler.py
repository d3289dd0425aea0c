"""Parse tree -> card data: each ability becomes a plain JSON-able node (dicts, lists, strings), the compiled
pool's format. The nodes keep the wording choices the printer needs ("When"/"Whenever", "this creature" or
CARDNAME) so that printing a node gives back its oracle text.

Targets are numbered in the order their "target" phrases appear in the ability (601.2c); a pronoun ("it",
"its controller") names the one target an earlier clause of the same ability introduced, never the nearest
noun: with no earlier target, or more than one, the ability does not compile.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from lark import Token, Transformer, Tree

from .grammar import ParseFailure, parse

Node = dict[str, Any]


_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}    # 714.2a: chapter numerals
_EMBLEM_KINDS = ("anthem", "triggered", "group_static")   # the emblem abilities build.py makes (114.4: from the command zone)


class CompileError(ParseFailure):
    """A parse that maps to no card data (e.g. a pronoun with no single earlier target)."""


def _s(tok: Any) -> str:
    return str(tok)


def _canon_keyword(text: str) -> str:
    """"first strike" -> "First strike" (the oracle facts' spelling of keywords)."""
    return text[:1].upper() + text[1:].lower()


class _ToData(Transformer):
    """Bottom-up: every grammar rule to its node (see oracle.lark for the productions)."""

    # ------------------------------------------------------------------ keywords (702)
    def keyword(self, c):
        if isinstance(c[0], dict):     # {"kw": name} alone is the name; a keyword with parameters stays a node
            return c[0]["kw"] if len(c[0]) == 1 else c[0]
        return _canon_keyword(_s(c[0]))

    keyword_low = keyword

    def protection(self, c):
        return {"kw": f"Protection from {_s(c[0])}"}

    def keyword_list(self, c):
        return {"k": "keywords", "list": list(c)}

    def kw_phrase(self, c):
        return list(c)

    def enchant(self, c):
        return {"k": "enchant", "what": _s(c[0])}

    def equip(self, c):
        return {"k": "equip", "cost": _s(c[0])}

    def cycling(self, c):
        return {"k": "cycling", "cost": _s(c[0])}

    # ------------------------------------------------------------------ costs and mana abilities
    def cost(self, c):
        return list(c)

    def cost_mana(self, c):
        return {"mana": _s(c[0])}

    def cost_tap(self, c):
        return {"tap": True}

    def cost_sacrifice(self, c):
        return {"sacrifice": c[0]["self"]}

    def cost_life(self, c):
        return {"life": _s(c[0])}

    def cost_discard(self, c):
        return {"discard_self": True}

    def produce_seq(self, c):
        return {"seq": _s(c[0])}

    def produce_or(self, c):
        return {"or": [_s(x) for x in c]}

    def produce_any(self, c):
        return {"any": True}

    def mana_ability(self, c):
        return {"k": "mana", "cost": c[0], "add": c[1]}

    def activated(self, c):
        return {"k": "activated", "cost": c[0], "effects": c[1], "sorcery": len(c) > 2}

    def loyalty(self, c):
        return {"k": "loyalty", "cost": _s(c[0]), "effects": c[1]}

    def loyalty_emblem(self, c):
        return {"k": "loyalty_emblem", "cost": _s(c[0]), "emblem": _s(c[1])[1:-1]}   # compiled by compile_ability

    def sorcery_only(self, c):
        return True

    # ------------------------------------------------------------------ triggers (603)
    def trig_enters(self, c):
        return {"on": "enters", **c[0]}

    def trig_dies(self, c):
        return {"on": "dies", **c[0]}

    def trig_attacks(self, c):
        return {"on": "attacks", **c[0]}

    def trig_leaves(self, c):
        return {"on": "leaves", **c[0]}

    def trig_gain_life(self, c):
        return {"on": "gain_life"}

    def trig_step(self, c):
        return {"on": "step", "step": _s(c[0])}

    def to_library_top(self, c):
        return {"e": "to_library_top", "what": c[0]}

    def trig_blocks(self, c):
        return {"on": "blocks", **c[0]}

    def trig_each_end_step(self, c):
        return {"on": "each_end_step"}

    def sacrifice_self(self, c):
        return {"e": "sacrifice_self", "what": c[0]}

    def sacrifice_choice(self, c):
        return {"e": "sacrifice", "who": c[0], "n": c[1], "type": _s(c[2])}

    def destroy_all(self, c):
        return {"e": "destroy_all", "what": _s(c[0])}

    def control_enchanted(self, c):
        return {"k": "control_enchanted"}

    def trig_combat_damage_player(self, c):
        return {"on": "combat_damage_player", **c[0]}

    def ability_word(self, c):
        return {"ability_word": "Landfall"}

    def may(self, c):
        return "may"

    def triggered(self, c):
        aw = None
        if isinstance(c[0], dict) and "ability_word" in c[0]:
            aw, c = c[0]["ability_word"], c[1:]
        node = self._triggered(c)
        if aw:
            node["ability_word"] = aw
        return node

    def _triggered(self, c):
        if isinstance(c[0], Token):
            word, ev, rest = _s(c[0]), c[1], c[2:]
        elif isinstance(c[0], dict) and c[0].get("on") == "each_end_step":
            word, ev, rest = "At", c[0], c[1:]
        else:
            word, ev, rest = "At", c[0], c[1:]
        may = bool(rest) and rest[0] == "may"
        return {"k": "triggered", "word": word, "ev": ev, "may": may, "effects": rest[-1]}

    # ------------------------------------------------------------------ statics (604, 614.1c)
    def enters_tapped(self, c):
        return {"k": "enters_tapped", **c[0]}

    def attached_gets(self, c):
        return {"k": "attached", "who": _s(c[0]).lower(), "pt": _s(c[1]), "kws": []}

    def attached_has(self, c):
        return {"k": "attached", "who": _s(c[0]).lower(), "pt": None, "kws": c[1]}

    def attached_gets_has(self, c):
        return {"k": "attached", "who": _s(c[0]).lower(), "pt": _s(c[1]), "kws": c[2]}

    def cant_block(self, c):
        return ["CantBlock"]

    def cant_attack(self, c):
        return ["CantAttack"]

    def cant_attack_or_block(self, c):
        return ["CantAttack", "CantBlock"]

    def cant_be_blocked(self, c):
        return ["CantBeBlocked"]

    def self_restriction(self, c):
        return {"k": "restriction", "who": c[0], "what": c[1]}

    def attached_restriction(self, c):
        return {"k": "restriction", "who": {"t": "attached", "which": _s(c[0]).lower()}, "what": c[1]}

    def restrict_eot(self, c):
        return {"e": "restrict", "what": c[0], "kws": c[1]}

    def prevent_next(self, c):
        return {"e": "prevent", "n": _s(c[0]), "what": c[1]}

    def counter_unless(self, c):
        return {"e": "counter_unless", "what": c[0], "cost": _s(c[1])}

    def source_it(self, c):
        return {"t": "it"}

    def discard_you(self, c):
        return {"e": "discard", "who": {"t": "you"}, "cards": c[0]}

    def sentence_then(self, c):
        return {"e": "then", "first": c[0], "second": c[1]}

    def enchant_yours(self, c):
        return {"k": "enchant", "what": "creature you control"}

    # ------------------------------------------------------------------ spells and modes (700.2)
    def spell(self, c):
        return {"k": "spell", "effects": c[0]}

    def choose_one(self, c):
        return "one"

    def choose_two(self, c):
        return "two"

    def prototype(self, c):
        return {"k": "prototype", "cost": _s(c[0]), "pt": _s(c[1])}

    def chapter(self, c):
        return {"k": "chapter", "n": [_ROMAN[_s(t)] for t in c[:-1]], "effects": c[-1]}

    def modal(self, c):
        return {"k": "modal", "choose": c[0], "modes": list(c[1:])}

    def sentences(self, c):
        return list(c)

    def sentence(self, c):
        return c[0]

    def start(self, c):
        return c[0]

    # ------------------------------------------------------------------ effects
    def damage(self, c):
        src = c[0] if c[0].get("t") == "it" else c[0]["self"]
        return {"e": "damage", "src": src, "n": _s(c[1]), "to": c[2]}

    def recipient(self, c):
        return c[0]

    def you(self, c):
        return {"t": "you"}

    def each_creature(self, c):
        return {"t": "each_creature"}

    def cards(self, c):
        return _s(c[0])

    def draw_you(self, c):
        return {"e": "draw", "who": {"t": "you"}, "cards": c[0]}

    def draw_target(self, c):
        return {"e": "draw", "who": c[0], "cards": c[1]}

    draw_each = draw_target

    def gain_you(self, c):
        return {"e": "gain", "who": {"t": "you"}, "n": _s(c[0])}

    def gain_target(self, c):
        return {"e": "gain", "who": c[0], "n": _s(c[1])}

    gain_pronoun = gain_target

    def lose_target(self, c):
        return {"e": "lose", "who": c[0], "n": _s(c[1])}

    lose_each = lose_target

    def lose_you(self, c):
        return {"e": "lose", "who": {"t": "you"}, "n": _s(c[0])}

    def _what(name):  # noqa: N805 - a factory of methods
        def m(self, c):
            return {"e": name, "what": c[0]}
        return m

    destroy = _what("destroy")
    exile = _what("exile")
    bounce = _what("bounce")
    counter_spell = _what("counter")
    tap = _what("tap")
    untap = _what("untap")
    transform_self = _what("transform")  # 701.28a (a Transformer method may not be named "transform")

    def pump(self, c):
        return {"e": "pump", "what": c[0], "pt": _s(c[1])}

    def grant(self, c):
        return {"e": "grant", "what": c[0], "kws": c[1]}

    def pump_grant(self, c):
        return {"e": "pump_grant", "what": c[0], "pt": _s(c[1]), "kws": c[2]}

    def scry(self, c):
        return {"e": "scry", "n": _s(c[0])}

    def mill_you(self, c):
        return {"e": "mill", "who": {"t": "you"}, "cards": c[0]}

    def mill_target(self, c):
        return {"e": "mill", "who": c[0], "cards": c[1]}

    mill_each = mill_target

    def counter_amount(self, c):
        return _s(c[0])

    def put_counters(self, c):
        return {"e": "counters", "n": c[0], "kind": _s(c[1]), "what": c[2]}

    def discard_target(self, c):
        return {"e": "discard", "who": c[0], "cards": c[1]}

    discard_each = discard_target

    # ------------------------------------------------------------------ who and what
    def target_any(self, c):
        return {"t": "target", "any": True}

    def target(self, c):
        return {"t": "target", **c[0]}

    def target_up_to_one(self, c):
        return {"t": "target", "up_to": 1, **c[0]}          # 601.2c / 115.6: zero or one

    def target_noun(self, c):
        adjs = [x for x in c if isinstance(x, str)]
        nouns = next(x for x in c if isinstance(x, list))
        ctl = next((x for x in c if isinstance(x, dict)), {}).get("ctl")
        return {"adj": adjs, "nouns": nouns, "ctl": ctl}

    def adjective(self, c):
        return _s(c[0])

    def noun_list(self, c):
        return [_s(x) for x in c]

    def ctl_you(self, c):
        return {"ctl": "you"}

    def ctl_not_you(self, c):
        return {"ctl": "not_you"}

    def ctl_opponent(self, c):
        return {"ctl": "opponent"}

    def each_player(self, c):
        return {"t": "each", "who": _s(c[0])}

    def pronoun_it(self, c):
        return {"t": "it"}

    def pronoun_player(self, c):
        return {"t": "its_controller"}

    def that_player(self, c):
        return {"t": "that_player"}

    def token_amount(self, c):
        return _s(c[0])

    def token_colors(self, c):
        return [_s(x) for x in c]

    def token_subtypes(self, c):
        return [_s(x) for x in c]

    def token_with(self, c):
        return c[0]

    def create_token(self, c):
        n, pt, colors, subtypes, *rest = c
        artifact = any(isinstance(x, Token) and x.type == "ARTIFACT_WORD" for x in rest)
        word = next(_s(x) for x in rest if isinstance(x, Token) and x.type == "TOKEN_WORD")
        kws = next((x for x in rest if isinstance(x, list)), [])
        return {"e": "token", "n": n, "pt": _s(pt), "colors": colors, "subtypes": subtypes, "artifact": artifact,
                "word": word, "kws": kws}

    def self_ref(self, c):
        return {"t": "self", "self": f"this {c[0]}" if c else "CARDNAME"}


def _number_targets(node: Any, seen: list[Node], subject: Node | None = None) -> None:
    """Number the target phrases of one ability in text order; point a pronoun at the one earlier target, or,
    in a trigger with no target before it, at the trigger's subject ("Whenever this creature attacks, it ...";
    a subject that isn't this object names the event's object it is, ``subject["it"]``)."""
    if isinstance(node, list):
        for x in node:
            _number_targets(x, seen, subject)
    elif isinstance(node, dict):
        t = node.get("t")
        if t == "target":
            node["i"] = len(seen)
            seen.extend([node] * node.get("count", 1))     # "up to two target cards": two targets, one word
        elif t == "it" and not seen and subject is not None:
            node["ref"] = subject.get("it", "self")
        elif t in ("it", "its_controller"):
            if len(seen) != 1:
                raise CompileError(f"{t!r} names no single earlier target ({len(seen)} before it)")
            node["i"] = seen[0]["i"]
        for k, v in node.items():
            if isinstance(v, (dict, list)):
                _number_targets(v, seen, subject)


def _self_it_outside_source(node: Any, key: str = "") -> bool:
    """Is an "it" resolved to this object anywhere but as the source of damage ("It deals ...")?"""
    if isinstance(node, list):
        return any(_self_it_outside_source(x, key) for x in node)
    if isinstance(node, dict):
        if node.get("t") == "it" and node.get("ref") == "self" and key != "src":
            return True
        return any(_self_it_outside_source(v, k) for k, v in node.items() if isinstance(v, (dict, list)))
    return False


def _mark_that_player(node: Any, attr: Any = True) -> None:
    """"that player" in a trigger names the player the trigger's clause names: the damaged one of a combat-damage
    trigger (``True``), or the event's player attribute ``attr`` ("whenever an opponent draws a card, that
    player ...")."""
    if isinstance(node, list):
        for x in node:
            _mark_that_player(x, attr)
    elif isinstance(node, dict):
        if node.get("t") == "that_player":
            node["event"] = attr
        for v in node.values():
            if isinstance(v, (dict, list)):
                _mark_that_player(v, attr)


@lru_cache(maxsize=1)
def _transformer() -> Transformer:
    """The core rules with the production modules' rules mixed in (productions/)."""
    from .productions import registry
    return type("ToData", (*registry().rules, _ToData), {})()


def compile_ability(ability: str) -> Node:
    """One normalised ability -> its node; ParseFailure/CompileError when unsupported."""
    tree = parse(ability)
    node = _transformer().transform(tree)
    if isinstance(node, Tree):
        raise CompileError(f"rule {node.data} has no node")
    if node.get("k") == "loyalty_emblem":
        inner = compile_ability(node["emblem"])           # 114.2: the emblem's one ability, read on its own
        if inner.get("k") not in _EMBLEM_KINDS:
            raise CompileError(f"an emblem ability of kind {inner.get('k')!r}")
        node["emblem"] = inner
        return node
    if node.get("k") == "modal":
        for mode in node["modes"]:       # 700.2: each mode's targets are its own
            _number_targets(mode, [])
    elif node.get("k") == "triggered":
        ev = node["ev"]
        _number_targets(node["effects"], [], ev if ev.get("t") == "self" or ev.get("it") else None)
        that = True if ev["on"] == "combat_damage_player" else ev.get("that_player")
        if that:
            _mark_that_player(node["effects"], that)
    elif node.get("k") == "activated" and any(isinstance(p, dict) and "sacrifice" in p for p in node["cost"]):
        # "{T}, Sacrifice this artifact: It deals 2 damage to target creature.": with no target before it, "it"
        # names the sacrificed source of the ability (112.7a, its last known information)
        _number_targets(node["effects"], [], {"t": "self"})
        if _self_it_outside_source(node["effects"]):
            raise CompileError("'it' names no single earlier target (only a damage source may be the sacrificed one)")
    else:
        _number_targets(node, [])
    return node


__all__ = ["CompileError", "compile_ability"]
