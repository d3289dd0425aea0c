"""What an agent knows about cards: public card definitions by name, read as roles for its choices.

Card definitions are public (anyone may read a card's Oracle text), so an agent may look up any
card it can see by name. This module turns a definition's effects into per-target *roles* — how
much each instruction hurts or helps what it targets — that the heuristic scores against the board.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable

from ..cards.pool import CardPool, default_pool
from ..engine.definitions import CardDef

# Effects that hurt what they point at, and effects that help it (by effect class name, so any card set
# built from the DSL is understood without importing it).
HARMFUL = frozenset({"Damage", "Destroy", "DestroyAll", "Exile", "Bounce", "TapIt", "Mill", "DiscardAtRandom",
                     "Discard", "LoseLife", "CounterTargetSpell", "GainControl", "Sacrifice"})
HELPFUL = frozenset({"GainLife", "Draw", "UntapIt", "Pump", "Grant", "PreventNext", "DoubleLife", "Scry"})
_HARM_WORDS = ("destroy", "damage", "exile", "return target", "tap target", "can't attack", "can't block",
               "discard", "loses", "lose ", "sacrifice", "counter target", "-1/-1", "gains control")
_HELP_WORDS = ("+1/+1", "gets +", "gain ", "gains ", "draw", "untap", "prevent", "hexproof", "indestructible")


@dataclass(frozen=True, slots=True)
class Effect:
    """One instruction of a card, reduced to what a player cares about.

    ``name`` is the DSL class name (Damage, Destroy, ...), ``amount`` a fixed number or None when it
    varies (X, counts), ``target`` the target index it acts on (None when it picks its own objects),
    ``scope`` for untargeted ones: "you", "each_opponent", "each_player", "each_creature", "self", "other".
    """

    name: str
    amount: int | None = None
    target: int | None = None
    scope: str = "other"
    power: int = 0
    toughness: int = 0
    keyword: str = ""
    counter_kind: str = ""


@dataclass(frozen=True, slots=True)
class Ability:
    """The effects and targets of one spell, activated or triggered ability, with its text."""

    effects: tuple[Effect, ...] = ()
    target_labels: tuple[str, ...] = ()
    target_kinds: tuple[str, ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True)
class CardInfo:
    """A card definition as the agents read it."""

    name: str
    types: frozenset[str]
    mana_value: int
    power: int | None
    toughness: int | None
    keywords: frozenset[str]
    colors: frozenset[str]
    spell: Ability | None = None
    activated: tuple[Ability, ...] = ()
    triggered: tuple[Ability, ...] = ()
    harmful_aura: bool | None = None           # None: not an Aura
    text: str = ""
    x: bool = False
    modes: tuple[Ability, ...] = ()
    extra: dict = field(default_factory=dict, hash=False, compare=False)

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def instant_speed(self) -> bool:
        return "Instant" in self.types or "Flash" in self.keywords


def _sel_info(sel: Any) -> tuple[int | None, str]:
    """The target index a selector names, or its untargeted scope."""
    cls = type(sel).__name__
    if cls == "Target":
        return getattr(sel, "i", 0), ""
    if cls == "_You":
        return None, "you"
    if cls == "_Self":
        return None, "self"
    if cls == "EachPlayer":
        return None, "each_opponent" if getattr(sel, "opponents", False) else "each_player"
    if cls == "EachCreature":
        return None, "each_creature"
    if cls == "_OtherOpponents":
        return None, "each_opponent"
    return None, "other"


def _effect(e: Any) -> Effect:
    name = type(e).__name__
    sel = None
    for f in ("who", "to", "frm", "whose"):
        if hasattr(e, f):
            sel = getattr(e, f)
            break
    target, scope = _sel_info(sel) if sel is not None else (None, "other")
    amount = getattr(e, "amount", None)
    if not isinstance(amount, int) or isinstance(amount, bool):
        amount = None
    p, t = getattr(e, "power", 0), getattr(e, "toughness", 0)
    p = p if isinstance(p, int) else 0
    t = t if isinstance(t, int) else 0
    return Effect(name, amount, target, scope or "other", p, t, str(getattr(e, "keyword", "") or ""),
                  str(getattr(e, "kind", "") or ""))


def _ability(effects: Iterable[Any], targets: Iterable[Any], text: str) -> Ability:
    tl = tuple(targets)
    return Ability(tuple(_effect(e) for e in effects), tuple(getattr(s, "label", "") for s in tl),
                   tuple(getattr(s, "kind", "") for s in tl), text)


def read_card(c: CardDef) -> CardInfo:
    """Read a card definition into a :class:`CardInfo`."""
    spell = None
    modes: tuple[Ability, ...] = ()
    x = False
    if c.spell is not None:
        spell = _ability(c.spell.effects, c.spell.targets, c.text)
        modes = tuple(_ability(m.effects, m.targets, m.label) for m in c.spell.modes)
        x = bool(c.spell.x) or bool(c.mana_cost.x)
    elif c.mana_cost.x:
        x = True
    harmful_aura = None
    if c.enchant is not None:
        text = " ".join(s.text for s in c.static).lower() or c.text.lower()
        harmful_aura = any(w in text for w in ("can't", "doesn't untap", "-1/-1", "-2/-", "-3/-", "loses all"))
    acts = tuple(_ability(a.effects, a.targets, a.text) for a in c.activated if not a.mana)
    trigs = tuple(_ability(t.effects, t.targets, t.text) for t in c.triggered)
    return CardInfo(c.name, c.types, c.mana_cost.mana_value, c.power, c.toughness, c.keywords, c.colors, spell,
                    acts, trigs, harmful_aura, c.text, x, modes)


class Knowledge:
    """Card facts by name from a public card pool, cached; unknown names read as plain text."""

    __slots__ = ("pool", "_cache")

    def __init__(self, pool: CardPool | None = None):
        self.pool = pool or default_pool()
        self._cache: dict[str, CardInfo | None] = {}

    def card(self, name: str) -> CardInfo | None:
        """The card named ``name``, or None when the pool does not define it (a token, a test card)."""
        try:
            return self._cache[name]
        except KeyError:
            d = self.pool.get(name)
            info = read_card(d) if d is not None else None
            self._cache[name] = info
            return info

    def ability_for_prompt(self, prompt: str) -> tuple[CardInfo | None, Ability | None]:
        """The card and ability a target/mode prompt is about: "cast X: ...", "activate X: ...",
        "Choose a target for X: <ability text>"."""
        return _prompt_lookup(self, prompt)


_PROMPT = re.compile(r"^(cast|activate) (?P<name>.+?): choose")
_TRIGGER = re.compile(r"^Choose a target for (?P<name>.+?): (?P<text>.*)$", re.S)


def _prompt_lookup(k: Knowledge, prompt: str) -> tuple[CardInfo | None, Ability | None]:
    m = _PROMPT.match(prompt)
    if m:
        info = k.card(m.group("name"))
        if info is None:
            return None, None
        if m.group(1) == "cast":
            return info, info.spell
        # An activated ability: the first one with targets (prompts do not name which).
        for a in info.activated:
            if a.target_kinds:
                return info, a
        return info, info.activated[0] if info.activated else None
    m = _TRIGGER.match(prompt)
    if m:
        info = k.card(m.group("name"))
        text = m.group("text").strip()
        if info is not None:
            for a in info.triggered + info.activated:
                if a.text and (a.text == text or a.text in text or text in a.text):
                    return info, a
            for a in info.triggered:
                if a.target_kinds:
                    return info, a
        return info, Ability(text_effects(text), (), (), text)
    return None, None


def text_effects(text: str) -> tuple[Effect, ...]:
    """A rough reading of rules text whose definition is unknown: one harmful or helpful effect on target 0."""
    t = text.lower()
    harm = sum(w in t for w in _HARM_WORDS)
    helpf = sum(w in t for w in _HELP_WORDS)
    m = re.search(r"deals (\d+) damage", t)
    if m:
        return (Effect("Damage", int(m.group(1)), 0),)
    if harm > helpf:
        return (Effect("Destroy" if "destroy" in t else "TapIt", None, 0),)
    if helpf > harm:
        return (Effect("Pump", None, 0, power=1, toughness=1),)
    return ()


def target_polarity(ability: Ability | None, index: int) -> int:
    """+1 when the ability's effects on target ``index`` help it, -1 when they hurt it, 0 when unknown."""
    if ability is None:
        return 0
    score = 0
    for e in ability.effects:
        if e.target != index:
            continue
        if e.name in HARMFUL:
            score -= 2 if e.name not in ("LoseLife", "Mill") else 1
        elif e.name == "Counters":
            score += -2 if e.counter_kind.startswith("-") else 2
        elif e.name == "Pump":
            score += 1 if e.power + e.toughness >= 0 else -2
        elif e.name in HELPFUL:
            score += 2 if e.name == "Draw" else 1
    return (score > 0) - (score < 0)
