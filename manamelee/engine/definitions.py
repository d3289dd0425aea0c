"""What a card *is*: its printed characteristics and abilities (the engine's side of the card DSL).

Card behaviour is data: target specs, costs and effect objects with a ``run(ctx)`` method.
The card DSL in ``manamelee.cards`` builds these from a few declarative lines per card.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Protocol

from .cost_parts import CostPart
from .mana import ManaCost

if TYPE_CHECKING:  # pragma: no cover
    from .resolution import Ctx


class Effect(Protocol):
    """One instruction of a spell or ability. It may ask questions, then changes the game (608.2c)."""

    def run(self, ctx: "Ctx") -> None: ...


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """A target requirement (115): what may be chosen and who chooses (default: the controller).

    kind: ``any`` (creature, player, planeswalker, battle; 115.4), ``creature``, ``player``, ``opponent``,
    ``player_or_planeswalker``, ``permanent``, ``spell``, ``creature_or_player``, ``opponent_or_planeswalker``,
    ``graveyard_card`` (a card in the graveyard of a player in range; ``where`` filters it).
    ``where`` further filters objects: ``where(game, obj_id, controller) -> bool``.
    ``chooser`` is ``"you"`` or ``"opponent"`` (Cuombajj Witches: "a target of an opponent's choice").
    ``other_than`` makes the target differ from earlier target number i (Captain's Maneuver: "another target").
    ``optional`` is "up to one target" (601.2c, 115.6): zero may be chosen; the ability is then not targeted.
    ``not_source``: "another target ..." of an ability of a permanent can't be that permanent (109.5, 115.1).
    ``per_player`` makes one target of this kind for each opponent, or any number of target players (601.2c).
    """

    kind: str = "any"
    label: str = "any target"
    where: Callable[..., bool] | None = None
    chooser: str = "you"
    other_than: int | None = None
    optional: bool = False  # "up to one target ..." (601.2c, 115.6): zero may be chosen (its target is None)
    per_player: str = ""    # "opponent": "for each opponent, ... target <thing> that player controls" (one target
    #                         per opponent); "any_number": "any number of target players" (see per_player_targets.py)
    not_source: bool = False  # "another target creature you control" on a permanent's ability: not that permanent


@dataclass(frozen=True, slots=True)
class Cost:
    """Costs other than mana (118): tap, sacrifice this, pay life (fixed or computed), discard this; ``parts``: costs that name other objects or counters ("Sacrifice a creature", "{Q}", "Discard a
    card": engine/cost_parts.py)."""

    mana: ManaCost = ManaCost()
    tap: bool = False
    sacrifice_self: bool = False
    life: Callable[[Any, int], int] | int = 0   # int, or f(game, player) -> amount
    discard_self: bool = False
    loyalty: int = 0            # 606.4: loyalty counters put on (+N) or removed (-N) as the cost
    loyalty_x: bool = False     # 606.4: "[-X]": remove X loyalty counters, X chosen on activation (107.3)
    crew: int = 0               # 702.122a: tap other untapped creatures you control with total power N or greater
    parts: tuple[CostPart, ...] = ()

    @property
    def plain_tap(self) -> bool:
        """Is this cost {T} and nothing else (a mana ability the automatic payer may activate, 605.3a)?"""
        return self.tap and not (self.mana.min_payment or self.mana.x or self.sacrifice_self or self.life
                                 or self.discard_self or self.parts or self.crew)

    def life_amount(self, game: Any, player: int) -> int:
        return self.life(game, player) if callable(self.life) else self.life


@dataclass(frozen=True, slots=True)
class Mode:
    """One mode of a modal spell ("Choose one —", 700.2): its label, targets and instructions."""

    label: str
    effects: tuple[Any, ...] = ()
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """The instructions of an instant or sorcery (or the permanent spell's targets, for Auras).

    A modal spell lists ``modes`` and how many to choose (700.2a); the chosen modes' targets and
    instructions are used in the order printed (700.2b-c).
    """

    effects: tuple[Any, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    x: bool = False
    modes: tuple[Mode, ...] = ()
    choose: int = 1
    chooser: str = ""           # 700.2e: "opponent" — an opponent chooses the modes ("An opponent chooses one —")


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """``[cost]: [effect]`` (602). ``sorcery`` = activate only as a sorcery; ``zone`` where it works from."""

    cost: Cost
    effects: tuple[Any, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""
    sorcery: bool = False
    zone: str = "battlefield"
    mana: str = ""        # a mana ability (605) when non-empty: the kinds it can add
    mana_amount: int = 1
    keyword: str = ""     # e.g. "Cycling", "Unearth": names the action for triggers (702.29)
    loyalty: bool = False  # 606.2: a loyalty ability (a loyalty symbol in its cost; see loyalty.py)
    per_turn: int = 0      # 602.5b: "Activate only once each turn" (1), "no more than twice each turn" (2); 0: no limit
    timing: str = ""       # 602.5b: "your_turn", "your_upkeep", "combat", "before_attackers" (of your turn)
    once: bool = False     # 602.5b: "Activate only once." (per object, 400.7)
    condition: Callable[..., bool] | None = None
    """602.5b "Activate only if ..." and abilities a permanent has only while something holds (716.2a a Class's
    level, 719.3c a solved Case): ``condition(game, None, source_id, player)``; None: always."""
    mana_rider: Any = None
    """A mana ability's further parts (mana_abilities.ManaRider): fixed combinations, the chosen color, a spending
    restriction (106.6), damage to you, "doesn't untap during your next untap step"."""


def declares(fn: Any, promise: str) -> bool:
    """Does a card-layer callable (a filter, a static's ``affects``) declare ``promise`` by a method of that name
    answering True (e.g. Filter.ignores_viewer, AttachedTo.attached_only)? Plain functions declare nothing."""
    f = getattr(fn, promise, None)
    return f is not None and f() is True


def payer_mana(ab: ActivatedAbility) -> bool:
    """Can the mana payer activate this mana ability while paying (605.3a; mana_abilities.py)? One whose cost is
    {T} and/or sacrificing it (with mana or life); not one whose cost names other objects, whose effect is more than
    adding mana, or that has an activation limit: those are activated with priority."""
    return bool(ab.mana and (ab.cost.tap or ab.cost.sacrifice_self)
                and not (ab.cost.parts or ab.cost.crew or ab.effects or ab.per_turn or ab.timing or ab.once))


def _plain_mana(ab: ActivatedAbility) -> bool:
    """Is this mana ability the plain "{T}: Add ..." the payer's fast path handles (only {T} to pay, nothing more)?"""
    c = ab.cost
    return c.plain_tap and not (ab.effects or ab.condition is not None or ab.mana_rider is not None)


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """``When/Whenever/At ... , ...`` (603). ``when(game, event, source_id) -> bool`` decides if it triggers.

    ``intervening`` is the "if" clause checked on trigger and on resolution (603.4).
    ``look_back`` marks leaves-the-battlefield abilities that trigger from the object's last
    known state (603.10a). ``optional`` is "you may" checked on resolution.
    """

    event: str
    when: Callable[..., bool]
    effects: tuple[Any, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""
    intervening: Callable[..., bool] | None = None
    optional: bool = False
    look_back: bool = False
    zone: str = "battlefield"
    each_player: bool = False   # 805.4d: "each player's <step>" ... "that player": once per player taking the turn
    modes: tuple["Mode", ...] = ()   # "choose one —" (700.2): chosen as it is put on the stack (603.3c)
    choose: int = 1             # "choose three" (700.2): how many modes
    repeat_modes: bool = False  # 700.2d: "You may choose the same mode more than once."
    choose_all_if: Callable[..., bool] | None = None   # "If <condition>, choose both instead": every mode


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (604) that makes a continuous effect in a layer (613), or a rules effect.

    For layer effects, ``affects(game, source_id, obj_id, chars) -> bool`` picks the objects and
    ``apply(game, source_id, obj_id, chars)`` modifies the characteristics in place.
    ``rule`` names rules-modifying statics instead: "cant_lose", "opponents_cant_win",
    "no_lose_at_zero_life".

    ``stable=True`` promises that what the ability does depends only on what the layer system itself
    tracks (the permanents, their counters, attachments, controllers and effects), not on life totals,
    hands, tapped status or other game state; the engine then recomputes characteristics only when
    those inputs change. Leave it False (the safe default) for any other condition.
    """

    layer: str = ""
    affects: Callable[..., bool] | None = None
    apply: Callable[..., Any] | None = None     # a cost change's (costs.COST_CHANGE) returns the change
    rule: str = ""
    text: str = ""
    stable: bool = False


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card's printed characteristics (from Oracle) and its abilities."""

    name: str
    mana_cost: ManaCost = ManaCost()
    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    defense: int | None = None                 # 310.4: a battle's printed defense
    text: str = ""
    type_line: str = ""
    mana_cost_text: str | None = None
    keywords: frozenset[str] = frozenset()
    spell: SpellAbility | None = None
    activated: tuple[ActivatedAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    static: tuple[StaticAbility, ...] = ()
    enchant: TargetSpec | None = None          # Auras (303.4)
    replacements: tuple[Any, ...] = ()          # static replacement effects (614)
    colors: frozenset[str] = frozenset()
    implemented: bool = True
    extra: dict[Any, Any] = field(default_factory=dict, hash=False, compare=False)
    layout: str = "normal"
    """How the card's faces are printed (the corpus ``layout``): "normal", "transform", "modal_dfc", "adventure",
    "split", "aftermath", "saga"... (709-719)."""
    faces: tuple["CardDef", ...] = ()
    """Its other faces or halves: the back face of a double-faced card (712), the Adventure (715), the two halves
    of a split card (709; then this definition is the whole card's combined characteristics, 709.4)."""
    chapters: int = 0
    """A Saga's final chapter number (714.2d): the greatest chapter of its chapter abilities; 0 for other cards."""
    # Derived once from the abilities above (hot paths ask these on every priority decision):
    tap_mana: ActivatedAbility | None = field(init=False, default=None, hash=False, compare=False, repr=False)
    """The first mana ability without a mana cost whose cost is {T} and/or sacrificing it (605; "{T}: Add ...",
    a Treasure's "{T}, Sacrifice this artifact: Add ...", an Eldrazi Spawn's "Sacrifice this token: Add {C}."), if any."""
    ability_zones: frozenset[str] = field(init=False, default=frozenset(), hash=False, compare=False, repr=False)
    """The zones its activated abilities work from (602.2)."""
    priority_abilities: tuple[tuple[int, ActivatedAbility], ...] = field(init=False, default=(), hash=False,
                                                                          compare=False, repr=False)
    """(index, ability) of its activated abilities a player activates with priority (602.2): those that aren't
    mana abilities, and mana abilities the payer doesn't activate (605.3a: other costs, effects, limits)."""
    mana_list: tuple[int, ...] = field(init=False, default=(), hash=False, compare=False, repr=False)
    """The indices of its {T} mana abilities when they need more than the plain "{T}: Add ..." of ``tap_mana``
    (other costs, several mana abilities, riders: see mana_abilities.py); empty for the plain case."""
    state_trigger: bool = field(init=False, default=False, hash=False, compare=False, repr=False)
    """Has it a state trigger (603.8: a triggered ability with the event "state")? Read by every layer pass."""

    def __post_init__(self) -> None:
        tm = next((ab for ab in self.activated if payer_mana(ab) and not ab.cost.mana.mana_value), None)
        taps = tuple(i for i, ab in enumerate(self.activated) if payer_mana(ab))
        if len(taps) > 1 or not all(_plain_mana(self.activated[i]) for i in taps):
            object.__setattr__(self, "mana_list", taps)
        object.__setattr__(self, "tap_mana", tm)
        object.__setattr__(self, "ability_zones", frozenset(ab.zone for ab in self.activated))
        object.__setattr__(self, "state_trigger", any(ta.event == "state" for ta in self.triggered))
        # 605.3a: a mana ability the payer doesn't activate is activated by the player with priority
        object.__setattr__(self, "priority_abilities", tuple((i, ab) for i, ab in enumerate(self.activated)
                                                             if not ab.mana or not payer_mana(ab)))

    @property
    def is_permanent_card(self) -> bool:
        return bool(self.types & {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"})

    def has_type(self, t: str) -> bool:
        return t in self.types
