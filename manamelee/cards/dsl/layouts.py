"""Builders for cards with several faces or halves (709 split, 712 double-faced, 714 Saga, 715 Adventure):
``face()`` builds one face from its Oracle facts (or, for a face the shared corpus doesn't list, from the printed
facts given here), ``chapter()`` a Saga's chapter ability, ``combined()`` a split card's whole characteristics."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.definitions import ActivatedAbility, CardDef, Cost, SpellAbility, StaticAbility, TriggeredAbility
from ...engine.mana import ManaCost
from ..model.events import ChapterReached
from ..model.statics import AddKeywords, LevelBand, SetBasePT
from .activated_abilities import BASIC_TYPES, basic_land_ability
from .oracle_facts import keywords_of, oracle

_SUPERTYPES = {"Legendary", "Basic", "Snow", "World"}
_PERMANENT = {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}
_ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI"}


def parse_type_line(line: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """"Legendary Creature — Elf Warrior" -> (supertypes, card types, subtypes) (205)."""
    left, _, right = line.partition("—")
    words = left.split()
    sup = frozenset(w for w in words if w in _SUPERTYPES)
    return sup, frozenset(w for w in words if w not in _SUPERTYPES), frozenset(right.split())


def _int(v: Any) -> int | None:
    if v is None:
        return None
    try:
        return int(v)
    except ValueError:
        return 0


def face(name: str, *, cost: str | None = None, type_line: str = "", text: str = "", power: Any = None,
         toughness: Any = None, colors: str | None = None, effects=(), targets=(), x: bool = False, modes=(),
         choose: int = 1, static=(), triggered=(), activated=(), keywords=(), enchant=None,
         extra: dict | None = None) -> CardDef:
    """One face of a card: its facts from the shipped Oracle facts when they list it (the back faces of
    transforming cards and a meld pair's combined face, with its loyalty, 306.5b), else the printed facts given
    (``cost``, ``type_line``, ``text``, ``power``/``toughness``;
    ``colors`` for a face with a color indicator, 204), plus its behaviour as for ``card()``."""
    f = oracle().get(name)
    loyalty: Any = None
    if f is not None:
        cost, type_line, text = f.get("manaCost"), f.get("type") or "", f.get("text") or ""
        power, toughness, loyalty = f.get("power"), f.get("toughness"), f.get("loyalty")
        kws = keywords_of(f)
    else:
        kws = keywords_of({"keywords": list(keywords), "text": text})
    sup, types, subs = parse_type_line(type_line)
    mc = ManaCost.parse(cost)
    acts = tuple(activated)
    if "Land" in types:
        for t, col in BASIC_TYPES.items():
            if t in subs:
                acts = (basic_land_ability(col),) + acts
    spell = None
    if effects or targets or x or modes or not (types & _PERMANENT):
        spell = SpellAbility(tuple(effects), tuple(targets), x, tuple(modes), choose)
    trig = tuple(triggered)
    return CardDef(name=name, mana_cost=mc, types=types, subtypes=subs, supertypes=sup, power=_int(power),
                   toughness=_int(toughness), loyalty=_int(loyalty), text=text, type_line=type_line, mana_cost_text=cost,
                   keywords=kws | frozenset(keywords), spell=spell, activated=acts, triggered=trig,
                   static=tuple(static), enchant=enchant,
                   colors=frozenset(colors) if colors is not None else mc.colors(), extra=dict(extra or {}),
                   chapters=chapters_of(trig) if "Saga" in subs else 0)


def chapter(n: int | tuple[int, ...], effects, targets=(), text: str = "") -> list[TriggeredAbility]:
    """A chapter ability "{rN} — effect" (714.2b); "{rN1}, {rN2} — effect" is one ability per chapter (714.2c).
    Returns a list: spread it into ``triggered=[*chapter(1, ...), ...]``."""
    ns = (n,) if isinstance(n, int) else n
    out = []
    for k in ns:
        label = text or f"{_ROMAN.get(k, str(k))} —"
        out.append(TriggeredAbility(ev.COUNTERS, ChapterReached(k), tuple(effects), tuple(targets), label))
    return out


def chapters_of(triggered: tuple[TriggeredAbility, ...]) -> int:
    """714.2d: the final chapter number, the greatest chapter among the chapter abilities (0 with none)."""
    return max((t.when.n for t in triggered if isinstance(t.when, ChapterReached)), default=0)


def combined(name: str, halves: tuple[CardDef, ...], layout: str) -> CardDef:
    """709.4: a split card's characteristics outside the stack: both names, the combined mana cost (and so
    colors and mana value), each card type of either half; it is cast only as one of its halves (709.3)."""
    cost = ManaCost(sum(h.mana_cost.generic for h in halves), tuple(c for h in halves for c in h.mana_cost.colored),
                    tuple(c for h in halves for c in h.mana_cost.hybrid), sum(h.mana_cost.x for h in halves))
    types = frozenset(t for h in halves for t in h.types)
    return CardDef(name=name, mana_cost=cost, types=types, subtypes=frozenset(s for h in halves for s in h.subtypes),
                   text="\n//\n".join(h.text for h in halves),
                   type_line=" // ".join(h.type_line for h in halves),
                   mana_cost_text=" // ".join(h.mana_cost_text or "" for h in halves),
                   colors=frozenset(c for h in halves for c in h.colors), layout=layout, faces=halves)


__all__ = ["chapter", "chapters_of", "combined", "face", "level", "level_up", "parse_type_line"]


def level_up(cost: str) -> ActivatedAbility:
    """702.87a: "Level up [cost]" means "[cost]: Put a level counter on this permanent. Activate only as a
    sorcery.\""""
    from .effects_permanents import Counters
    from .selectors import SELF
    return ActivatedAbility(Cost(ManaCost.parse(cost)), (Counters("level", 1, SELF),), (),
                            f"Level up {cost}", sorcery=True, keyword="Level up")


def level(low: int, high: int, pt: tuple[int, int], *keywords: str, text: str = "") -> list[StaticAbility]:
    """711.2a-b: "{LEVEL low-high} [keywords] [P/T]" (``high`` 0 for "LEVEL low+"): while its level counters are in
    the band it has base power and toughness ``pt`` (layer 7b) and the keywords (layer 6). Spread it into
    ``static=[*level(...), ...]``."""
    band = LevelBand(low, high)
    label = text or f"LEVEL {low}" + (f"-{high}" if high else "+")
    out = [StaticAbility("7b", band, SetBasePT(*pt), text=label, stable=True)]
    if keywords:
        out.append(StaticAbility("6", band, AddKeywords(frozenset(keywords)), text=label, stable=True))
    return out
