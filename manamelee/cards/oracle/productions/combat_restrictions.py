"""Restrictions and requirements of attacking and blocking (508.1c-d, 509.1b-c): "can block only creatures with
flying", "attacks each combat if able", "can't attack unless defending player controls an Island" (802.2a: the
player it would attack), "can't be blocked by creatures with power 2 or less", "can't be blocked by more than one
creature", "can block an additional creature each combat", "can't attack or block alone", "All creatures able to
block this creature do so.", "You may have this creature assign its combat damage as though it weren't blocked."...

Each compiles to a pseudo-keyword that ``engine/combat_rules.py`` reads (see there for the forms); a static ability
of the creature adds it to the card's keywords, one of an Aura or Equipment grants it (layer 6), a "this turn"
effect grants it until end of turn.
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers

_NUM = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


class Rules:
    # ------------------------------------------------------------------ the rules
    def cr_block_only_flyers(self, c: list[Any]) -> Node:
        return {"r": "block_only_flyers"}

    def cr_attacks_each_combat(self, c: list[Any]) -> Node:
        return {"r": "attacks_each_combat"}

    def cr_blocks_each_combat(self, c: list[Any]) -> Node:
        return {"r": "blocks_each_combat"}

    def cr_attack_unless(self, c: list[Any]) -> Node:
        return {"r": "attack_unless", "article": str(c[0]), "land": str(c[1])}

    def cr_not_blocked_by(self, c: list[Any]) -> Node:
        return {"r": "not_blocked_by", "by": c[0]}

    def cr_only_blocked_by(self, c: list[Any]) -> Node:
        return {"r": "only_blocked_by", "by": c[0]}

    def cr_min_blockers(self, c: list[Any]) -> Node:
        return {"r": "min_blockers", "n": str(c[0])}

    def cr_max_one_blocker(self, c: list[Any]) -> Node:
        return {"r": "max_one_blocker"}

    def cr_block_additional(self, c: list[Any]) -> Node:
        return {"r": "block_additional"}

    def cr_block_additional_eot(self, c: list[Any]) -> Node:
        return {"r": "block_additional_eot"}

    def cr_block_any(self, c: list[Any]) -> Node:
        return {"r": "block_any"}

    def cr_alone(self, c: list[Any]) -> Node:
        return {"r": "alone"}

    def cr_attack_alone(self, c: list[Any]) -> Node:
        return {"r": "attack_alone"}

    def cr_block_alone(self, c: list[Any]) -> Node:
        return {"r": "block_alone"}

    def cr_cant_block_power(self, c: list[Any]) -> Node:
        return {"r": "cant_block_power", "n": str(c[0]), "side": str(c[1])}

    # ------------------------------------------------------------------ which blockers
    def bc_power(self, c: list[Any]) -> Node:
        return {"c": "power", "n": str(c[0]), "side": str(c[1])}

    def bc_greater_power(self, c: list[Any]) -> Node:
        return {"c": "greater_power"}

    def bc_has(self, c: list[Any]) -> Node:
        return {"c": "has", "kws": [str(x) for x in c]}

    def bc_color(self, c: list[Any]) -> Node:
        return {"c": "color", "color": str(c[0])}

    def bc_artifact(self, c: list[Any]) -> Node:
        return {"c": "artifact"}

    def bc_artifact_or_color(self, c: list[Any]) -> Node:
        return {"c": "artifact_or_color", "color": str(c[0])}

    def bc_walls(self, c: list[Any]) -> Node:
        return {"c": "walls"}

    # ------------------------------------------------------------------ abilities and effects
    def self_combat_rule(self, c: list[Any]) -> Node:
        return {"k": "combat_rule", "who": c[0], "rule": c[1]}

    def attached_combat_rule(self, c: list[Any]) -> Node:
        return {"k": "combat_rule", "who": {"t": "attached", "which": str(c[0]).lower()}, "rule": c[1]}

    def attached_gets_combat_rule(self, c: list[Any]) -> Node:
        return {"k": "combat_rule", "who": {"t": "attached", "which": str(c[0]).lower()}, "pt": str(c[1]),
                "rule": c[2]}

    def lure_static(self, c: list[Any]) -> Node:
        return {"k": "combat_rule", "who": c[0], "rule": {"r": "lure"}}

    def lure_attached(self, c: list[Any]) -> Node:
        return {"t": "attached", "which": str(c[0]).lower()}

    def as_unblocked(self, c: list[Any]) -> Node:
        return {"k": "combat_rule", "who": c[0], "rule": {"r": "as_unblocked"}}

    def weaker_cant_block(self, c: list[Any]) -> Node:
        return {"k": "combat_rule", "who": c[0], "rule": {"r": "weaker_cant_block"}}

    def all_creatures_must(self, c: list[Any]) -> Node:
        verb = str(c[0]).lower()
        return {"k": "group_combat_rule", "group": "all", "verb": verb,
                "rule": {"r": "attacks_each_combat" if verb == "attack" else "blocks_each_combat"}}

    def opponents_must_attack(self, c: list[Any]) -> Node:
        return {"k": "group_combat_rule", "group": "opponents", "rule": {"r": "attacks_each_combat"}}

    def yours_block_additional(self, c: list[Any]) -> Node:
        return {"k": "group_combat_rule", "group": "each_yours", "rule": {"r": "block_additional"}}

    def cant_block_nor_be_blocked(self, c: list[Any]) -> Node:
        return {"k": "combat_rule", "who": c[0], "rule": {"r": "cant_block_nor_be_blocked"}}

    def combat_rule_eot(self, c: list[Any]) -> Node:
        return {"e": "combat_rule_eot", "what": c[0], "rule": c[1]}

    def lure_eot(self, c: list[Any]) -> Node:
        return {"e": "combat_rule_eot", "what": c[0], "rule": {"r": "lure_eot"}}


# ---------------------------------------------------------------------- wording
def _class_text(b: Node) -> str:
    k = b["c"]
    if k == "power":
        return f"creatures with power {b['n']} or {b['side']}"
    if k == "greater_power":
        return "creatures with greater power"
    if k == "has":
        return "creatures with " + " or ".join(b["kws"])
    if k == "color":
        return f"{b['color']} creatures"
    if k == "artifact":
        return "artifact creatures"
    if k == "artifact_or_color":
        return f"artifact creatures and/or {b['color']} creatures"
    return "Walls"


def rule_text(r: Node) -> str:
    """The wording of a rule node after its subject ("can block only creatures with flying")."""
    k = r["r"]
    fixed = {"block_only_flyers": "can block only creatures with flying",
             "attacks_each_combat": "attacks each combat if able", "blocks_each_combat": "blocks each combat if able",
             "max_one_blocker": "can't be blocked by more than one creature",
             "block_additional": "can block an additional creature each combat",
             "block_additional_eot": "can block an additional creature",
             "block_any": "can block any number of creatures", "alone": "can't attack or block alone",
             "attack_alone": "can't attack alone", "block_alone": "can't block alone"}
    if k in fixed:
        return fixed[k]
    if k == "attack_unless":
        return f"can't attack unless defending player controls {r['article']} {r['land']}"
    if k == "not_blocked_by":
        return f"can't be blocked by {_class_text(r['by'])}"
    if k == "only_blocked_by":
        return f"can't be blocked except by {_class_text(r['by'])}"
    if k == "min_blockers":
        return f"can't be blocked except by {r['n']} or more creatures"
    if k == "cant_block_power":
        return f"can't block creatures with power {r['n']} or {r['side']}"
    raise ValueError(f"no wording of the combat rule {k!r}")


def _subject(w: Node) -> str:
    from ..printer import who
    return f"{w['which']} creature" if w["t"] == "attached" else who(w)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _print_ability(a: Node) -> str:
    k = a["rule"]["r"]
    subject = _subject(a["who"])
    if k == "lure":
        return f"All creatures able to block {subject} do so."
    if k == "as_unblocked":
        return f"You may have {subject} assign its combat damage as though it weren't blocked."
    if k == "weaker_cant_block":
        return f"Creatures with power less than {subject}'s power can't block it."
    if k == "cant_block_nor_be_blocked":
        return _cap(f"{subject} can't block and can't be blocked.")
    if "pt" in a:
        return _cap(f"{subject} gets {a['pt']} and {rule_text(a['rule'])}.")
    return _cap(f"{subject} {rule_text(a['rule'])}.")


def _print_effect(e: Node) -> str:
    from ..printer import who
    if e["rule"]["r"] == "lure_eot":
        return f"all creatures able to block {who(e['what'])} this turn do so"
    return f"{who(e['what'])} {rule_text(e['rule'])} this turn"


# ---------------------------------------------------------------------- keywords
def _cond(b: Node) -> str:
    from ..build import BuildError
    k = b["c"]
    if k == "power":
        return f"power{'<=' if b['side'] == 'less' else '>='}{int(b['n'])}"
    if k == "greater_power":
        return "power>self"
    if k == "has":
        if len(set(b["kws"])) != len(b["kws"]):
            raise BuildError("a keyword named twice")
        return "|".join(f"has={w.capitalize()}" for w in b["kws"])
    if k == "color":
        return f"color={_COLOR[b['color']]}"
    if k == "artifact":
        return "type=Artifact"
    if k == "artifact_or_color":
        return f"type=Artifact|color={_COLOR[b['color']]}"
    if k == "walls":
        return "subtype=Wall"
    raise BuildError(f"unknown blocker class {k!r}")


def keywords_of(r: Node) -> tuple[str, ...]:
    """A rule node -> the pseudo-keywords engine/combat_rules.py reads."""
    from ..build import BuildError
    k = r["r"]
    fixed = {"block_only_flyers": ("CanBlockOnly(has=Flying)",), "attacks_each_combat": ("AttacksEachCombat",),
             "blocks_each_combat": ("BlocksEachCombat",), "max_one_blocker": ("MaxBlockers(1)",),
             "block_additional": ("BlocksAdditional(1)",), "block_additional_eot": ("BlocksAdditional(1)",),
             "block_any": ("CanBlockAny",), "alone": ("CantAttackAlone", "CantBlockAlone"),
             "attack_alone": ("CantAttackAlone",), "block_alone": ("CantBlockAlone",), "lure": ("Lure",),
             "lure_eot": ("Lure",), "as_unblocked": ("AssignsAsUnblocked",),
             "weaker_cant_block": ("CantBeBlockedBy(power<self)",),
             "cant_block_nor_be_blocked": ("CantBlock", "CantBeBlocked")}
    if k in fixed:
        return fixed[k]
    if k == "attack_unless":
        if r["article"] != "an" if r["land"] == "Island" else r["article"] != "a":
            raise BuildError("a/an doesn't agree with the land type")
        return (f"CantAttackUnlessDefender(controls={r['land']})",)
    if k == "not_blocked_by":
        return (f"CantBeBlockedBy({_cond(r['by'])})",)
    if k == "only_blocked_by":
        return (f"CantBeBlockedExceptBy({_cond(r['by'])})",)
    if k == "min_blockers":
        return (f"MinBlockers({_NUM[r['n']]})",)
    if k == "cant_block_power":
        return (f"CantBlockCreatures(power{'<=' if r['side'] == 'less' else '>='}{int(r['n'])})",)
    raise BuildError(f"unknown combat rule {k!r}")


_EOT_ONLY = {"block_additional_eot", "lure_eot"}


def _build_ability(a: Node, text: str, parts: Any) -> None:
    from ...dsl.statics import enchanted_gets, enchanted_has
    from ..build import BuildError
    if a["rule"]["r"] in _EOT_ONLY:
        raise BuildError("a 'this turn' rule as a static ability")
    kws = keywords_of(a["rule"])
    w = a["who"]
    if w["t"] == "attached":
        if w["which"] == "enchanted" and parts.enchant is None or \
                w["which"] == "equipped" and "Equipment" not in parts.subtypes:
            raise BuildError(f"{w['which']} creature on a card that isn't attached that way")
        parts.static.append(enchanted_has(*kws, text=text))
        if "pt" in a:
            p, t = (int(x) for x in a["pt"].split("/"))
            parts.static.append(enchanted_gets(p, t, text=text))
        return
    if "pt" in a or "Creature" not in parts.types:
        raise BuildError("a combat rule of a card that isn't a creature")
    parts.keywords.update(kws)


def _build_effect(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_continuous import Grant
    from ..build import sel
    who = sel(e["what"])
    return tuple(Grant(kw, who) for kw in keywords_of(e["rule"]))


def _print_group(a: Node) -> str:
    if a["group"] == "all":
        return f"All creatures {a['verb']} each combat if able."
    if a["group"] == "opponents":
        return "Creatures your opponents control attack each combat if able."
    return "Each creature you control can block an additional creature each combat."


def _build_group(a: Node, text: str, parts: Any) -> None:
    """A rule for every creature in range (801.10), for the opponents' creatures or for yours (layer 6)."""
    from ...dsl.statics import opponents_creatures, your_creatures
    kws = keywords_of(a["rule"])
    if a["group"] == "opponents":
        parts.static.extend(opponents_creatures(keywords=kws, text=text))
    else:
        parts.static.extend(your_creatures(keywords=kws, everyone=a["group"] == "all", text=text))


PRINT = Printers(ability={"combat_rule": _print_ability, "group_combat_rule": _print_group},
                 effect={"combat_rule_eot": _print_effect})
BUILD = Builders(ability={"combat_rule": _build_ability, "group_combat_rule": _build_group},
                 effect={"combat_rule_eot": _build_effect})
