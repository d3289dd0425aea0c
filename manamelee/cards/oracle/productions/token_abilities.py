"""Tokens with an ability in quotes (111.4): 'create a 0/1 colorless Eldrazi Spawn creature token with "Sacrifice
this token: Add {C}."', 'create a 1/1 ... token. It has "This token can't block."'.

The quoted ability is compiled on its own ("this token" read as the token's self-reference) and must print back
to the quoted text; it is kept in the node as JSON text, so that its targets are the token's own and not the
spell's (the outer numbering of targets, 601.2c, never sees them). A mana ability whose only cost is sacrificing
the token (an Eldrazi Spawn's or Scion's) is a mana ability the engine activates while paying (605.3a).
"""
from __future__ import annotations

import json
from typing import Any

from . import Builders, Node, Printers


def _quoted(tok: Node, has: str, quote: Any) -> Node:
    """The node, with the quoted ability compiled; one that doesn't compile is kept as the reason the card doesn't
    build (an exception raised here would stop the whole transformation, not this card)."""
    from ..grammar import ParseFailure
    from ..compiler import compile_ability
    from ..printer import ability
    text = str(quote)[1:-1]
    inner_text = text.replace("this token", "this creature").replace("This token", "This creature")
    node: Node = {"e": "token_quoted", "token": tok, "has": has, "quote": text}
    try:
        inner = compile_ability(inner_text)
    except ParseFailure as e:
        return {**node, "error": f"the token's ability {text!r}: {e}"}
    if ability(inner) != inner_text:
        return {**node, "error": f"the token's ability {text!r} does not print back"}
    return {**node, "inner": json.dumps(inner)}


class Rules:
    def token_with_quote(self, c: list[Any]) -> Node:
        return _quoted(c[0], "with", c[1])

    def token_it_has(self, c: list[Any]) -> Node:
        return _quoted(c[0], str(c[1]).lower(), c[2])


def _print(e: Node) -> str:
    from ..printer import effect
    head = effect(e["token"])
    if e["has"] == "with":
        return f'{head} with "{e["quote"]}"'
    return f'{head}. {e["has"][:1].upper()}{e["has"][1:]} "{e["quote"]}"'


def _build(e: Node) -> tuple:
    from dataclasses import replace

    from ....engine.definitions import ActivatedAbility, Cost
    from ...dsl.effects_permanents import CreateToken
    from ..build import BuildError, CardParts, _ability, _token, number
    from ..printer import ability
    tok_node = e["token"]
    if "error" in e:
        raise BuildError(e["error"])
    n = number(tok_node["n"])
    if e["has"] != "with" and (e["has"] == "it has") != (n == 1):
        raise BuildError("it has / they have does not agree with the number of tokens")
    if tok_node["kws"] and e["has"] == "with":
        raise BuildError("a token with keywords and a quoted ability")
    tok = _token(tok_node)
    inner = json.loads(e["inner"])
    parts = CardParts({"name": tok.name, "types": sorted(tok.types), "subtypes": sorted(tok.subtypes)}, tok.types,
                      tok.subtypes)
    if inner["k"] == "mana" and len(inner["cost"]) == 1 and "sacrifice" in inner["cost"][0] \
            and "seq" in inner["add"] and len(inner["add"]["seq"]) == 3:
        # "Sacrifice this token: Add {C}." (605.1a: a mana ability; the engine sacrifices it as it adds the mana)
        parts.activated.append(ActivatedAbility(Cost(sacrifice_self=True), (), (), e["quote"],
                                                mana=inner["add"]["seq"].strip("{}")))
    elif inner["k"] in ("spell", "modal", "enchant", "equip", "cycling", "prototype", "chapter"):
        raise BuildError(f"a token's quoted ability of kind {inner['k']!r}")
    else:                               # keywords, triggered, activated and static abilities, a {T} mana ability
        _ability(inner, ability(inner), parts)
    if parts.spell_effects or parts.spell is not None or parts.enchant is not None or parts.replacements \
            or parts.fields or parts.extra:
        raise BuildError("a token's quoted ability that changes more than its abilities")
    card = replace(tok, activated=tuple(parts.activated), triggered=tuple(parts.triggered),
                   static=tuple(parts.static), keywords=tok.keywords | frozenset(parts.keywords),
                   text=f"{tok_node['pt']} token with \"{e['quote']}\"")
    return (CreateToken(card, n),)


PRINT = Printers(effect={"token_quoted": _print})
BUILD = Builders(effect={"token_quoted": _build})
