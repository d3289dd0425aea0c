"""Compiled card data -> engine card definitions (``CardDef``), through the card DSL's effects, triggers and
statics. Runs at start-up for each compiled card (no parser needed); an unknown node raises BuildError, which
makes ``compile`` mark the card unplayable (nothing half-built is ever playable).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ...engine.constants import BATTLEFIELD, HAND, Step
from ...engine.definitions import ActivatedAbility, CardDef, Cost, Mode, SpellAbility, StaticAbility, TargetSpec
from ...engine.mana import ManaCost
from ..dsl.activated_abilities import BASIC_TYPES, basic_land_ability, cycling, equip, mana_ability
from ..dsl.effects_cards import Discard, Draw, Mill, SearchLibrary
from ..model.effects_keyword_actions import ScryN
from ..dsl.effects_continuous import Grant, Pump
from ..dsl.effects_damage_life import Damage, GainLife, LoseLife, PreventNext
from ..dsl.effects_flow import UnlessPays
from ..dsl.effects_permanents import (Bounce, Counters, Destroy, DestroyAll, Exile, PutOnLibrary, Sacrifice,
                                      SacrificeThis, TapIt, Transform, UntapIt)
from ..dsl.selectors import EachPermanent
from ..model.amounts import X
from ..model.filters import IS_BASIC_LAND, OwnedBy
from ..dsl.emblems import GetEmblem, emblem
from ..dsl.effects_stack import CounterTargetSpell
from ..dsl.selectors import (CREATURES_YOU_CONTROL, EACH_CREATURE, EACH_OPPONENT, EACH_PLAYER, SELF, YOU, Sel, Target,
                             TargetController)
from ..dsl.statics import control_enchanted, enchanted_gets, enchanted_has, enters_tapped, your_creatures
from ..model.filters import (NOT_YOU, OPPONENT as OPPONENT_REL, YOU as YOU_REL, AllOf, Anything, ControlledBy,
                             Filter, HasColor, HasType, InCombat, IsTapped, Not)
from ..dsl.builders import token
from ..dsl.effects_permanents import CreateToken
from ..dsl.selectors import EventObject, EventPlayer
from ..dsl.triggers import at_step, attacks, dies, etb, leaves, on_cast, prowess, when_event, when_you_gain_life
from ..model.events import Enters, EventTest
from ..model.node import node
from ...engine import events as ev_kinds
from ..dsl.layouts import chapter, chapters_of
from . import printer

Node = dict[str, Any]
ENGINE_KEYWORDS = {"Flying", "Reach", "First strike", "Double strike", "Trample", "Deathtouch", "Lifelink",
                   "Vigilance", "Haste", "Menace", "Defender", "Hexproof", "Shroud", "Indestructible", "Flash"}
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment", "land": "Land",
          "planeswalker": "Planeswalker", "instant": "Instant", "sorcery": "Sorcery"}
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


class BuildError(ValueError):
    """A compiled node the engine has no definition for."""


def _builder(table: str, kind: Any, what: str) -> Any:
    """The builder a production module registers for a node kind (productions/); BuildError when none does."""
    from .productions import registry
    fn = getattr(registry().builders, table).get(kind)
    if fn is None:
        raise BuildError(f"unknown {what} {kind!r}")
    return fn


@dataclass
class CardParts:
    """What :func:`build_card` gathers from a card's abilities, in printed order, before it makes the CardDef;
    a production module's ability and keyword builders add to it."""

    rec: Node
    types: frozenset[str]
    subtypes: frozenset[str]
    keywords: set[str] = field(default_factory=set)
    activated: list[ActivatedAbility] = field(default_factory=list)
    triggered: list[Any] = field(default_factory=list)
    static: list[StaticAbility] = field(default_factory=list)
    replacements: list[Any] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    enchant: TargetSpec | None = None
    spell: SpellAbility | None = None
    spell_effects: list[Node] = field(default_factory=list)   # the spell's paragraphs in order (608.2c)
    prototype: tuple[str, tuple[int, int]] | None = None
    fields: dict[str, Any] = field(default_factory=dict)       # further CardDef arguments


def number(word: str) -> int:
    """"3", "three", "a" -> the number."""
    if word.isdigit():
        return int(word)
    if word in _NUMBERS:
        return _NUMBERS[word]
    raise BuildError(f"not a number: {word!r}")


def _pt(text: str) -> tuple[int, int]:
    p, t = text.split("/")
    return int(p), int(t)


# ------------------------------------------------------------------------------ targets (115)
_STATES = ("tapped", "untapped", "attacking or blocking")


def _shift(node: Any, n: int) -> Any:
    """A copy of ``node`` whose target numbers are moved up by ``n`` (a later paragraph of one spell)."""
    if isinstance(node, list):
        return [_shift(x, n) for x in node]
    if isinstance(node, dict):
        out = {k: _shift(v, n) for k, v in node.items()}
        if "i" in out and out.get("t") in ("target", "it", "its_controller"):
            out["i"] += n
        return out
    return node


def _adjective(a: str) -> Filter:
    """"nonblack", "tapped", "attacking or blocking", "creature" (of a spell) -> a filter node."""
    neg = a.startswith("non")
    w = a[3:] if neg else a
    if w in _COLORS:
        f: Filter = HasColor(_COLORS[w])
    elif w in _TYPES:
        f = HasType((_TYPES[w],))
    elif w == "tapped" and not neg:
        f = IsTapped()
    elif w == "untapped" and not neg:
        return Not(IsTapped())
    elif w == "attacking or blocking" and not neg:
        f = InCombat()
    else:
        raise BuildError(f"unknown adjective {a!r}")
    return Not(f) if neg else f


def _where(types: tuple[str, ...], adj: tuple[str, ...], ctl: str | None) -> Filter | None:
    parts: list[Filter] = [HasType(types)] if types else []
    parts += [_adjective(a) for a in adj]
    if ctl is not None:
        parts.append(ControlledBy({"you": YOU_REL, "not_you": NOT_YOU, "opponent": OPPONENT_REL}[ctl]))
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else AllOf(tuple(parts))


def target_spec(n: Node) -> TargetSpec:
    """A target phrase node -> the engine's target requirement (115.1), its ``where`` a filter node; "up to one
    target" may be left unchosen (601.2c, 115.6)."""
    spec = _target_spec(n)
    return replace(spec, optional=True) if n.get("up_to") == 1 else spec


def _target_spec(n: Node) -> TargetSpec:
    label = printer.who(n)
    if n.get("tk"):                                # a target phrase of a production module (productions/)
        spec: TargetSpec = _builder("target", n["tk"], "target phrase")(n)
        return spec
    if n.get("any"):
        return TargetSpec("any", label)
    if n.get("graveyard"):                         # a card in your graveyard, or any ("any"; 115.1, 400.7), in records compiled before productions/library
        yours: Filter = Anything() if n["graveyard"] == "any" else OwnedBy(YOU_REL)
        where = AllOf((yours, HasType((_TYPES[n["kind"]],)))) if n.get("kind") else yours
        return TargetSpec("graveyard_card", label, where)
    nouns, adj, ctl = tuple(n["nouns"]), tuple(n["adj"]), n.get("ctl")
    if set(nouns) & {"player", "opponent"}:
        if adj or ctl:
            raise BuildError(f"a player target with adjectives: {label!r}")
        kinds = {("player",): "player", ("opponent",): "opponent", ("player", "planeswalker"): "player_or_planeswalker",
                 ("opponent", "planeswalker"): "opponent_or_planeswalker",
                 ("creature", "player"): "creature_or_player"}
        kind = kinds.get(nouns)
        if kind is None:
            raise BuildError(f"unsupported player target {label!r}")
        return TargetSpec(kind, label)
    if nouns == ("spell",):
        if ctl or any(a in _STATES for a in adj):
            raise BuildError(f"unsupported spell target {label!r}")
        return TargetSpec("spell", label, _where((), adj, None))
    if "spell" in nouns or ("permanent" in nouns and len(nouns) > 1):
        raise BuildError(f"unsupported target {label!r}")
    if nouns == ("creature",):
        return TargetSpec("creature", label, _where((), adj, ctl))
    types = () if nouns == ("permanent",) else tuple(_TYPES[x] for x in nouns)
    return TargetSpec("permanent", label, _where(types, adj, ctl) or Anything())


def _collect_targets(node: Any, out: dict[int, TargetSpec]) -> None:
    if isinstance(node, list):
        for x in node:
            _collect_targets(x, out)
    elif isinstance(node, dict):
        if node.get("t") == "target" and "i" in node:
            for k in range(node.get("count", 1)):      # 115.3: one word "target" may name several targets
                out[node["i"] + k] = target_spec(node) if not k else replace(target_spec(node), other_than=node["i"])
        for v in node.values():
            if isinstance(v, (dict, list)):
                _collect_targets(v, out)


def targets_of(effects: list[Node]) -> tuple[TargetSpec, ...]:
    found: dict[int, TargetSpec] = {}
    _collect_targets(effects, found)
    if sorted(found) != list(range(len(found))):
        raise BuildError("the targets are not numbered in order")
    return tuple(found[i] for i in range(len(found)))


# ------------------------------------------------------------------------------ selectors and effects
def sel(n: Node) -> Sel:
    t = n["t"]
    if t == "it" and n.get("ref") == "self":
        return SELF
    if t == "it" and n.get("ref") in ("obj", "new_obj", "source"):
        return EventObject(n["ref"])           # the object the trigger event names (603.2)
    if t in ("target", "it"):
        return Target(n["i"])
    if t == "your_creatures":
        return CREATURES_YOU_CONTROL
    if t == "its_controller":
        return TargetController(n["i"])
    if t == "that_player":
        if not n.get("event"):
            raise BuildError("'that player' names no player of the trigger")
        return EventPlayer("target_player" if n["event"] is True else n["event"])
    if t == "self":
        return SELF
    if t == "you":
        return YOU
    if t == "each":
        return EACH_OPPONENT if n["who"] == "opponent" else EACH_PLAYER
    if t == "each_creature":
        return EACH_CREATURE
    return _builder("who", t, "selector")(n)


def _kws(kws: list[str]) -> list[str]:
    from .productions import registry
    for k in kws:
        if not isinstance(k, str) or (k not in ENGINE_KEYWORDS and k not in registry().builders.grantable
                                      and not k.startswith("Protection from ") and not k.endswith("walk")):
            raise BuildError(f"keyword {k!r} can't be granted")
    return kws


def effects_of(effects: list[Node]) -> tuple:
    """Effect nodes -> DSL effects, in printed order (608.2c)."""
    out: list = []
    for e in effects:
        k = e["e"]
        if k == "damage":
            out.append(Damage(X if e["n"] == "X" else number(e["n"]), sel(e["to"])))
        elif k == "draw":
            out.append(Draw(number(e["cards"]), sel(e["who"])))
        elif k == "gain":
            out.append(GainLife(number(e["n"]), sel(e["who"])))
        elif k == "lose":
            out.append(LoseLife(number(e["n"]), sel(e["who"])))
        elif k == "destroy":
            out.append(Destroy(sel(e["what"])))
        elif k == "exile":
            out.append(Exile(sel(e["what"])))
        elif k == "bounce":
            out.append(Bounce(sel(e["what"])))
        elif k == "tap":
            out.append(TapIt(sel(e["what"])))
        elif k == "untap":
            out.append(UntapIt(sel(e["what"])))
        elif k == "transform":                  # 701.28a
            out.append(Transform(sel(e["what"])))
        elif k == "counter":
            out.append(CounterTargetSpell(sel(e["what"])))
        elif k in ("pump", "grant", "pump_grant"):
            who = sel(e["what"])
            if "pt" in e:
                out.append(Pump(*_pt(e["pt"]), who))
            for kw in _kws(e.get("kws", [])):
                out.append(Grant(kw, who))
        elif k == "scry":                       # 701.18a: any number on the bottom, the rest on top, any order
            out.append(ScryN(number(e["n"])))
        elif k == "mill":
            out.append(Mill(number(e["cards"]), sel(e["who"])))
        elif k == "counters":
            out.append(Counters(e["kind"], number(e["n"]), sel(e["what"])))
        elif k == "discard":
            out.append(Discard(number(e["cards"]), sel(e["who"])))
        elif k == "to_library_top":
            out.append(PutOnLibrary(sel(e["what"])))
        elif k == "return_from_graveyard":   # records compiled before productions/library.py (its gy_to_hand)
            out.append(Bounce(sel(e["what"])))
        elif k == "search_basic_land":       # records compiled before productions/library.py (its search)
            out.append(SearchLibrary(IS_BASIC_LAND, to=BATTLEFIELD, what="a basic land card", tapped=True))
        elif k == "sacrifice_self":
            out.append(SacrificeThis(sel(e["what"])))
        elif k == "sacrifice":
            n = number(e["n"])
            kind = e["type"].rstrip("s").capitalize()
            if (n == 1) == e["type"].endswith("s"):
                raise BuildError("sacrifice: the number and the noun disagree")
            if kind == "Permanent":
                raise BuildError("sacrifice a permanent is not supported (the DSL's Sacrifice takes a card type)")
            out.append(Sacrifice(n, kind, sel(e["who"])))
        elif k == "destroy_all":
            kind = _TYPES[e["what"].rstrip("s")]
            out.append(DestroyAll(EachPermanent(HasType((kind,)))))
        elif k == "token":
            out.append(CreateToken(_token(e), X if e["n"] == "X" else number(e["n"])))    # 107.3: "create X ..."
        elif k == "then":
            out.extend(effects_of([e["first"], e["second"]]))
        elif k == "restrict":
            for kw in e["kws"]:
                out.append(Grant(kw, sel(e["what"])))
        elif k == "prevent":
            out.append(PreventNext(number(e["n"]), sel(e["what"])))
        elif k == "counter_unless":
            out.append(UnlessPays(e["cost"], (CounterTargetSpell(sel(e["what"])),), TargetController(e["what"]["i"])))
        else:
            out.extend(_builder("effect", k, "effect")(e))
    return tuple(out)


def _token(e: Node) -> CardDef:
    """The token an effect creates (111.4: its characteristics are those the effect names)."""
    p, t = (int(x) for x in e["pt"].split("/"))
    colors = "" if e["colors"] == ["colorless"] else "".join(_COLORS[c] for c in e["colors"])
    if "colorless" in e["colors"] and len(e["colors"]) > 1:
        raise BuildError("a colorless token with colours")
    if (e["word"] == "token") != (e["n"] in ("a", "an", "one")):
        raise BuildError("token/tokens does not agree with the number")
    types = ("Artifact", "Creature") if e["artifact"] else ("Creature",)
    return token(" ".join(e["subtypes"]), p, t, types, tuple(e["subtypes"]), colors, tuple(_kws(e["kws"])))


def _cost(parts: list[Node]) -> Cost:
    mana, tap, sac, life = ManaCost(), False, False, 0
    extra_fields: dict[str, Any] = {}
    for p in parts:
        if "mana" in p:
            mana = ManaCost.parse(p["mana"])
        elif "tap" in p:
            tap = True
        elif "sacrifice" in p:
            sac = True
        elif "life" in p:
            life = number(p["life"])
        else:
            more: dict[str, Any] = {}
            _builder("cost", p.get("c"), "cost")(p, more)
            for k, v in more.items():
                if k == "parts":                    # several parts naming objects (engine/cost_parts.py)
                    extra_fields["parts"] = tuple(extra_fields.get("parts", ())) + tuple(v)
                    continue
                if k in extra_fields:
                    raise BuildError(f"two costs of one kind: {k}")
                extra_fields[k] = v
    return Cost(mana, tap, sac, life, **extra_fields)


def ability_zone(cost: Cost) -> str:
    """Where an activated ability with this cost works from (602.2, 113.6): the hand for "Discard this card", the
    graveyard for "Exile this card from your graveyard", else the battlefield."""
    from ...engine.cost_parts import part_zone
    return HAND if cost.discard_self else part_zone(cost.parts)


def loyalty_cost(text: str) -> Cost:
    """"[+1]", "[−2]", "[0]", "[−X]" -> the loyalty cost (606.4): counters put on (+) or removed (−, X chosen)."""
    body = text.strip("[]").replace("\u2212", "-")
    if body == "-X":
        return Cost(loyalty_x=True)
    if not body.lstrip("+-").isdigit():
        raise BuildError(f"not a loyalty cost: {text!r}")
    return Cost(loyalty=int(body))


_STEPS = {"upkeep": Step.UPKEEP, "end step": Step.END}


@node
class DealsCombatDamageToPlayer(EventTest):
    """This creature deals combat damage to a player (510.2; the damage event names the player, who is "that
    player" of the ability)."""

    def __call__(self, g, e, src) -> bool:
        return e.source == src and e.combat and e.target_player is not None


@node
class ThisBlocks(EventTest):
    """This creature blocks (509.1i: the blocks event names the blocker as ``obj``)."""

    def __call__(self, g, e, src) -> bool:
        return e.obj == src


# ------------------------------------------------------------------------------ the card
def build_card(rec: Node) -> CardDef:
    """A compiled card record (facts + ability nodes) -> its engine definition."""
    c = CardParts(rec, frozenset(rec["types"]), frozenset(rec["subtypes"]))
    for a, text in zip(rec["abilities"], rec["lines"]):
        _ability(a, text, c)
    types, subtypes = c.types, c.subtypes
    spell = c.spell
    if c.spell_effects:
        if spell is not None:
            raise BuildError("a modal spell with further instructions")
        x = _uses_x(c.spell_effects)
        if x != ("{X}" in (rec["mana_cost"] or "")):
            raise BuildError("X in the instructions without {X} in the mana cost, or the reverse")
        spell = SpellAbility(effects_of(c.spell_effects), targets_of(c.spell_effects), x)
    if spell is not None and (types & {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}):
        raise BuildError("spell instructions on a permanent card")
    if spell is None and not (types & {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}):
        spell = SpellAbility()
    if "Planeswalker" in types and _int(rec["loyalty"]) is None:
        raise BuildError("a planeswalker without a printed loyalty (306.5a)")
    if "Battle" in types and _int(rec.get("defense")) is None:
        raise BuildError("a battle without a printed defense (310.4a)")
    if "Land" in types:
        for t, col in BASIC_TYPES.items():
            if t in subtypes:
                c.activated.insert(0, basic_land_ability(col))
    cost = ManaCost.parse(rec["mana_cost"])
    card = CardDef(
        name=rec["name"], mana_cost=cost, types=types, subtypes=subtypes, supertypes=frozenset(rec["supertypes"]),
        power=c.fields.pop("power") if "power" in c.fields else _stat(rec, "power", c),     # a CDA's "*" (604.3)
        toughness=c.fields.pop("toughness") if "toughness" in c.fields else _stat(rec, "toughness", c),
        loyalty=_int(rec["loyalty"]),
        defense=_int(rec.get("defense")), text=rec["text"], type_line=rec["type_line"],
        mana_cost_text=rec["mana_cost"], keywords=frozenset(c.keywords), spell=spell, activated=tuple(c.activated),
        triggered=tuple(c.triggered), static=tuple(c.static), enchant=c.enchant, replacements=tuple(c.replacements),
        colors=c.fields.pop("colors", frozenset(rec["colors"]) if "colors" in rec else cost.colors()), extra=c.extra,
        layout=rec.get("layout", "normal"), faces=tuple(build_card(f) for f in rec.get("faces", ())),
        chapters=chapters_of(tuple(c.triggered)) if "Saga" in subtypes else 0, **c.fields)
    if c.prototype is None:
        return card
    # 718.3b, 718.5: the prototyped spell and permanent have only the alternative mana cost, power and toughness,
    # and the colors of that mana cost; everything else is the card's.
    pcost = ManaCost.parse(c.prototype[0])
    proto = replace(card, mana_cost=pcost, mana_cost_text=c.prototype[0], power=c.prototype[1][0],
                    toughness=c.prototype[1][1], colors=pcost.colors(), layout="normal", faces=())
    return replace(card, layout="prototype", faces=(proto,))


def _ability(a: Node, text: str, c: CardParts) -> None:
    """One ability node of a card -> what it adds to the card's parts."""
    k = a["k"]
    types, subtypes, rec = c.types, c.subtypes, c.rec
    if k == "keywords":
        for kw in a["list"]:
            if kw == "Prowess":
                c.triggered.append(prowess())
            elif isinstance(kw, str) and (kw in ENGINE_KEYWORDS or kw.startswith("Protection from ")
                                          or kw.endswith("walk")):
                c.keywords.add(kw)
            else:
                _builder("keyword", kw if isinstance(kw, str) else kw["kw"], "keyword")(kw, c)
    elif k == "enchant":
        if "Aura" not in subtypes:
            raise BuildError("Enchant on a non-Aura")
        what = a["what"]
        c.enchant = (TargetSpec("creature", "target creature") if what == "creature"
                     else TargetSpec("creature", "target creature you control", ControlledBy(YOU_REL))
                     if what == "creature you control"
                     else TargetSpec("permanent", f"target {what}",
                                     Anything() if what == "permanent" else HasType((_TYPES[what],))))
    elif k == "equip":
        if "Equipment" not in subtypes:
            raise BuildError("Equip on a non-Equipment")
        c.activated.append(equip(a["cost"], text=text))
    elif k == "cycling":
        c.activated.append(cycling(a["cost"]))
    elif k == "mana" and a["cost"] == [{"tap": True}] and ("seq" not in a["add"] or
                                                            len(set(a["add"]["seq"].strip("{}").split("}{"))) == 1):
        add = a["add"]
        if "any" in add:
            c.activated.append(mana_ability("WUBRG"))
        elif "or" in add:
            c.activated.append(mana_ability("".join(s.strip("{}") for s in add["or"])))
        else:
            syms = add["seq"].strip("{}").split("}{")
            c.activated.append(mana_ability(syms[0], len(syms)))
    elif k == "mana" and {"tap": True} in a["cost"] and all("c" not in p or p["c"] == "remove_counters"
                                                          for p in a["cost"]):
        _builder("ability", "mana", "ability")(a, text, c)     # a {T} ability the payer plans (productions/lands)
    elif k == "mana":
        c.activated.append(mana_ability_of(a, text))         # activated with priority (605.3a)
    elif k in ("activated", "triggered") and _uses_x(a["effects"]) and not (k == "triggered" and _face_up_x(rec)):
        # 702.37f, 702.168e: a triggered ability of a permanent whose morph or disguise cost has X uses that X
        raise BuildError("X in an ability (only a spell's X is supported)")
    elif k == "activated":
        cost = _cost(a["cost"])
        c.activated.append(ActivatedAbility(cost, effects_of(a["effects"]), targets_of(a["effects"]),
                                            text, a["sorcery"], ability_zone(cost)))
    elif k == "loyalty":
        if "Planeswalker" not in types:
            raise BuildError("a loyalty ability on a card that isn't a planeswalker")
        c.activated.append(ActivatedAbility(loyalty_cost(a["cost"]), effects_of(a["effects"]),
                                            targets_of(a["effects"]), text, False, BATTLEFIELD, loyalty=True))
    elif k == "loyalty_emblem":
        if "Planeswalker" not in types:
            raise BuildError("a loyalty ability on a card that isn't a planeswalker")
        c.activated.append(ActivatedAbility(loyalty_cost(a["cost"]), (GetEmblem(_emblem(a["emblem"], rec["name"])),),
                                            (), text, False, BATTLEFIELD, loyalty=True))
    elif k == "triggered":
        built = _trigger(a, text)           # a production's trigger may be two abilities ("attacks or blocks")
        for ta in (built if isinstance(built, tuple) else (built,)):
            c.triggered.append(replace(ta, intervening=condition_of(a["if"])) if a.get("if") else ta)
    elif k == "enters_tapped":
        from ..model.counter_keywords import add_as_enters
        add_as_enters(c.extra, enters_tapped)            # beside any "enters with counters" (productions/)
    elif k == "attached":
        if a["who"] == "enchanted" and c.enchant is None or a["who"] == "equipped" and "Equipment" not in subtypes:
            raise BuildError(f"{a['who']} creature on a card that isn't attached that way")
        if a["kws"]:
            c.static.append(enchanted_has(*_kws(a["kws"]), text=text))
        if a["pt"]:
            c.static.append(enchanted_gets(*_pt(a["pt"]), text=text))
    elif k == "control_enchanted":
        if c.enchant is None or c.enchant.kind != "creature":
            raise BuildError("'You control enchanted creature.' on a card that doesn't enchant a creature")
        c.static.append(control_enchanted())
    elif k == "anthem":
        c.static.extend(your_creatures(*_pt(a["pt"]), other=a["other"], text=text))
    elif k == "restriction":            # 508.1a, 509.1a-b: the pseudo-keywords combat reads
        if a["who"]["t"] == "attached":
            if a["who"]["which"] == "enchanted" and c.enchant is None or \
                    a["who"]["which"] == "equipped" and "Equipment" not in subtypes:
                raise BuildError("an attached restriction on a card that isn't attached that way")
            c.static.append(enchanted_has(*a["what"], text=text))
        else:
            c.keywords.update(a["what"])
    elif k == "spell":
        c.spell_effects.extend(_shift(a["effects"], len(targets_of(c.spell_effects))))
    elif k == "prototype":          # 702.160a / 718.2: the alternative characteristics, a face of the card
        if "Creature" not in types or c.prototype is not None:
            raise BuildError("Prototype on a card that isn't a creature card")
        c.prototype = (a["cost"], _pt(a["pt"]))
    elif k == "chapter":            # 714.2b-c: one triggered ability per chapter number
        if "Saga" not in subtypes:
            raise BuildError("a chapter ability on a card that isn't a Saga")
        c.triggered.extend(chapter(tuple(a["n"]), effects_of(a["effects"]), targets_of(a["effects"]), text))
    elif k == "modal":
        choose = {"one": 1, "two": 2}.get(a["choose"])
        if choose is None or c.spell is not None or c.spell_effects:
            raise BuildError(f"choose {a['choose']}")
        modes = tuple(Mode(printer.sentences(m), effects_of(m), targets_of(m)) for m in a["modes"])
        c.spell = SpellAbility((), (), False, modes, choose)
    else:
        _builder("ability", k, "ability")(a, text, c)


def mana_ability_of(a: Node, text: str, limited: bool = False) -> ActivatedAbility:
    """605.1a: "<cost>: Add <mana>." A {T} ability adding one kind of mana is one the automatic payer activates
    (605.3a); one with another cost, or adding mana of several kinds at once ("Add {W}{U}", 106.4), is activated by
    the player with priority and adds its mana at once (605.3b); so is a ``limited`` one (602.5b, its caller adds
    the limit)."""
    add = a["add"]
    cost = _cost(a["cost"])
    if cost.mana.x:
        raise BuildError("X in the cost of a mana ability")
    if "any" in add:
        kinds, amount, effects = "WUBRG", 1, ()
    elif "or" in add:
        kinds, amount, effects = "".join(s.strip("{}") for s in add["or"]), 1, ()
    else:
        syms = add["seq"].strip("{}").split("}{")
        if len(set(syms)) == 1:
            kinds, amount, effects = syms[0], len(syms), ()
        else:
            from ..model.effects_schemes import AddMana
            kinds, amount, effects = "".join(dict.fromkeys(syms)), 1, (AddMana("".join(syms)),)
    if cost.plain_tap and not effects and not limited:
        return mana_ability(kinds, amount)
    if not limited and not (cost.tap or cost.sacrifice_self or cost.parts or cost.life or cost.discard_self) \
            and cost.mana.mana_value <= amount * (len(effects[0].symbols) if effects else 1):
        raise BuildError("a mana ability paid only with as much mana as it adds (a loop)")
    return ActivatedAbility(cost, effects, (), text, False, ability_zone(cost), mana=kinds, mana_amount=amount)


def condition_of(n: Node) -> Any:
    """A condition node (an intervening "if", 603.4) -> its condition (productions/)."""
    return _builder("condition", n.get("c"), "condition")(n)


def _face_up_x(rec: Node) -> bool:
    """Does the card have a morph or disguise cost with X (702.37f, 702.168e: chosen as it is turned face up)?"""
    return any(a.get("k") == "keywords" and any(isinstance(kw, dict) and kw.get("kw") in ("Morph", "Megamorph",
                                                                                         "Disguise")
                                                and "{X}" in kw.get("cost", "") for kw in a["list"])
               for a in rec["abilities"])


def _uses_x(node: Any) -> bool:
    """Does an amount of these effects read X (107.3: the spell's X is chosen as it is cast)?"""
    if isinstance(node, list):
        return any(_uses_x(x) for x in node)
    if isinstance(node, dict):
        return node.get("n") == "X" or any(_uses_x(v) for v in node.values() if isinstance(v, (dict, list)))
    return False


def _stat(rec: Node, stat: str, c: CardParts) -> int | None:
    """A printed power or toughness; '*' defined by a characteristic-defining ability (604.3) is 0 until the layer
    system sets it (layer 7a) on the battlefield."""
    if rec[stat] == "*" and stat in c.extra.get("cda", ()):
        return 0
    return _int(rec[stat])


def _int(v: Any) -> int | None:
    if v is None:
        return None
    if not str(v).lstrip("-").isdigit():
        raise BuildError(f"characteristic {v!r} is not a number (a characteristic-defining ability)")
    return int(v)


def _emblem(a: Node, source: str) -> CardDef:
    """The emblem's definition (114.3: only the ability); its ability works from the command zone (114.4)."""
    text = printer.ability(a)
    name = f"Emblem ({source})"
    if a["k"] == "anthem":
        return emblem(name, static=your_creatures(*_pt(a["pt"]), other=a["other"], text=text), text=text)
    parts = CardParts({}, frozenset(), frozenset())      # a triggered or static ability, built as a card's
    _ability(a, text, parts)
    if parts.activated or parts.keywords or parts.replacements or parts.extra or parts.spell_effects:
        raise BuildError(f"an emblem ability of kind {a['k']!r}")
    return emblem(name, static=parts.static, triggered=parts.triggered, text=text)


def _trigger(a: Node, text: str):
    ev, eff, tg, opt = a["ev"], effects_of(a["effects"]), targets_of(a["effects"]), a["may"]
    on = ev["on"]
    if on == "enters":
        return etb(eff, tg, text=text, optional=opt)
    if on == "dies":
        return dies(eff, tg, text=text, optional=opt)
    if on == "leaves":
        return leaves(eff, tg, text=text, optional=opt)
    if on == "attacks":
        return attacks(eff, tg, text=text, optional=opt)
    if on == "cast_noncreature":
        return on_cast(eff, "noncreature", targets=tg, text=text, optional=opt)
    if on == "blocks":
        return when_event(ev_kinds.BLOCKS, ThisBlocks(), eff, tg, text, opt)
    if on == "each_end_step" and not opt:
        return at_step(Step.END, eff, "each", text=text, targets=tg)
    if on == "combat_damage_player":
        return when_event(ev_kinds.DAMAGE, DealsCombatDamageToPlayer(), eff, tg, text, opt)
    if on == "other_enters":
        what = HasType((_TYPES[ev["type"]],)) if ev["type"] != "permanent" else Anything()
        if ev["yours"]:
            what = AllOf((what, ControlledBy(YOU_REL)))
        return when_event(ev_kinds.ZONE_CHANGE, Enters(what, ev["article"] == "another"), eff, tg, text, opt)
    if on == "gain_life" and not tg and not opt:
        return when_you_gain_life(eff, text=text)
    if on == "step" and ev["step"] in _STEPS and not opt:
        return at_step(_STEPS[ev["step"]], eff, "you", text=text, targets=tg)
    return _builder("trigger", on, "trigger")(ev, eff, tg, text, opt)


__all__ = ["BuildError", "CardParts", "build_card", "effects_of", "number", "sel", "target_spec", "targets_of"]
