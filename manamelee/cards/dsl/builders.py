"""The card builders: ``card()`` from Oracle facts plus behaviour, ``mode()`` (700.2), ``token()`` (111.4),
and made-up creatures and spells for scenarios and tests.
"""
from __future__ import annotations

from typing import Any, Callable

from ...engine.definitions import ActivatedAbility, CardDef, Mode, SpellAbility, TargetSpec
from ...engine.mana import ManaCost
from .activated_abilities import BASIC_TYPES, basic_land_ability
from .layouts import chapters_of
from .oracle_facts import facts, keywords_of


def mode(label: str, effects=(), targets=()) -> Mode:
    """One mode of a modal spell; its targets are numbered from 0 within the mode."""
    return Mode(label, tuple(effects), tuple(targets))


def _int(v: Any) -> int | None:
    if v is None:
        return None
    try:
        return int(v)
    except ValueError:
        return 0   # "*" power/toughness: defined by a characteristic-defining ability (604.3)


def card(name: str, *, effects=(), targets=(), x: bool = False, enchant: TargetSpec | None = None,
         static=(), triggered=(), activated=(), keywords=(), extra: dict | None = None, modes=(),
         choose: int = 1, kicker: str | None = None, as_enters: Callable | None = None,
         faces: tuple[CardDef, ...] = (), mode_chooser: str = "") -> CardDef:
    """Build a card definition from its Oracle facts plus behaviour. ``kicker`` is the kicker cost (702.33a);
    ``as_enters(game, obj)`` an "enters with ..." / "enters tapped" replacement effect (614.1c, 614.12).
    ``mode_chooser`` "opponent": an opponent chooses the ``modes`` ("An opponent chooses one —", 700.2e).

    A card of several faces (its facts' ``layout``) is named by its full name ("Delver of Secrets // Insectile
    Aberration"); ``faces`` are its other faces built by ``layouts.face``: the back face (712), the Adventure
    (715), or both halves of a split card (709, whose whole card is then their combination, 709.4)."""
    f = facts(name)
    layout = f.get("layout") or "normal"
    if layout in ("split", "aftermath"):
        from .layouts import combined
        if len(faces) != 2:
            raise ValueError(f"{name}: a {layout} card needs its two halves as faces")
        return combined(name, tuple(faces), layout)
    if faces and layout not in ("transform", "modal_dfc", "adventure", "flip", "meld"):
        raise ValueError(f"{name}: layout {layout!r} has no other faces")
    if " // " in name:
        name = name.split(" // ")[0]          # 712.8a / 715.4: the card's name is its front face's
    if kicker is not None or as_enters is not None:
        extra = dict(extra or {})
        if kicker is not None:
            extra["kicker"] = ManaCost.parse(kicker)
        if as_enters is not None:
            extra["as_enters"] = as_enters
    types = frozenset(f.get("types") or [])
    subtypes = frozenset(f.get("subtypes") or [])
    acts = tuple(activated)
    if "Land" in types:
        for t, col in BASIC_TYPES.items():
            if t in subtypes:
                acts = (basic_land_ability(col),) + acts
    cost = ManaCost.parse(f.get("manaCost"))
    spell = None
    if effects or targets or x or modes or \
            not (types & {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}):
        spell = SpellAbility(tuple(effects), tuple(targets), x, tuple(modes), choose, mode_chooser)
    return CardDef(
        name=name, mana_cost=cost, types=types, subtypes=subtypes, supertypes=frozenset(f.get("supertypes") or []),
        power=_int(f.get("power")), toughness=_int(f.get("toughness")), loyalty=_int(f.get("loyalty")),
        text=f.get("text") or "", type_line=f.get("type") or "", mana_cost_text=f.get("manaCost"),
        # 711.2: a leveler's keywords belong to its level bands (static abilities), not to the card
        keywords=(keywords_of(f) if layout != "leveler" else frozenset()) | frozenset(keywords),
        spell=spell, activated=acts, triggered=tuple(triggered),
        static=tuple(static), enchant=enchant, colors=cost.colors(), extra=dict(extra or {}), layout=layout,
        faces=tuple(faces), chapters=chapters_of(tuple(triggered)) if "Saga" in subtypes else 0)


def token(name: str, power: int, toughness: int, types=("Creature",), subtypes=(), colors="",
          keywords=()) -> CardDef:
    """A token definition (111.4): its characteristics are defined by the effect that creates it."""
    return CardDef(name=name, types=frozenset(types), subtypes=frozenset(subtypes), power=power,
                   toughness=toughness, colors=frozenset(colors), keywords=frozenset(keywords),
                   type_line=_type_line(types, subtypes=subtypes),
                   text=f"{power}/{toughness} token")


def _type_line(types, supertypes=(), subtypes=()) -> str:
    return " ".join((*supertypes, *types)) + (" — " + " ".join(subtypes) if subtypes else "")


def test_creature(name: str, power: int, toughness: int, *keywords: str, colors: str = "", supertypes=(),
                  subtypes=(), triggered=(), static=(), activated=(), cost: str = "") -> CardDef:
    """A creature card that is not a real card; its colors are ``colors`` plus those of ``cost`` (202.2)."""
    mc = ManaCost.parse(cost)
    return CardDef(name=name, mana_cost=mc, mana_cost_text=cost or None, types=frozenset({"Creature"}),
                   subtypes=frozenset(subtypes), supertypes=frozenset(supertypes), power=power, toughness=toughness,
                   keywords=frozenset(keywords), triggered=tuple(triggered), static=tuple(static),
                   activated=tuple(activated), colors=frozenset(colors) | mc.colors(),
                   type_line=_type_line(("Creature",), supertypes, subtypes))


def test_planeswalker(name: str, loyalty: int, *abilities: ActivatedAbility, cost: str = "", subtypes=(),
                      triggered=(), static=()) -> CardDef:
    """A planeswalker card that is not a real card (306), with ``loyalty`` and its loyalty abilities."""
    mc = ManaCost.parse(cost)
    return CardDef(name=name, mana_cost=mc, mana_cost_text=cost or None, types=frozenset({"Planeswalker"}),
                   subtypes=frozenset(subtypes), supertypes=frozenset({"Legendary"}), loyalty=loyalty,
                   activated=tuple(abilities), triggered=tuple(triggered), static=tuple(static), colors=mc.colors(),
                   type_line=_type_line(("Planeswalker",), ("Legendary",), subtypes))


def test_battle(name: str, defense: int, *, cost: str = "", subtypes=("Siege",), triggered=()) -> CardDef:
    """A battle card that is not a real card (310), with ``defense``; a Siege by default (310.11)."""
    mc = ManaCost.parse(cost)
    return CardDef(name=name, mana_cost=mc, mana_cost_text=cost or None, types=frozenset({"Battle"}),
                   subtypes=frozenset(subtypes), defense=defense, triggered=tuple(triggered), colors=mc.colors(),
                   type_line=_type_line(("Battle",), subtypes=subtypes))


def test_spell(name: str, effects=(), targets=(), *, colors: str = "", cost: str = "", types=("Instant",),
               x: bool = False) -> CardDef:
    """An instant (or sorcery, with ``types``) that is not a real card; colors as for ``test_creature``."""
    mc = ManaCost.parse(cost)
    return CardDef(name=name, mana_cost=mc, mana_cost_text=cost or None, types=frozenset(types),
                   spell=SpellAbility(tuple(effects), tuple(targets), x), colors=frozenset(colors) | mc.colors(),
                   type_line=_type_line(types))


test_creature.__test__ = test_spell.__test__ = test_planeswalker.__test__ = test_battle.__test__ = False     # pytest: builders, not tests
