"""Game objects (109): cards and tokens in zones, items on a stack, and computed characteristics."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from .definitions import CardDef


@dataclass(slots=True)
class Chars:
    """Characteristics after the layer system (613) and the controller after layer 2."""

    name: str
    types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    colors: frozenset[str]
    power: int | None
    toughness: int | None
    keywords: frozenset[str]
    controller: int
    abilities_removed: bool = False
    extra_triggered: tuple[Any, ...] = ()
    extra_activated: tuple[Any, ...] = ()
    watched: int = field(default=-1, init=False, compare=False, repr=False)   # sba_kinds, once asked (-1: not yet)

    def __init__(self, name: str, types: frozenset[str], subtypes: frozenset[str], supertypes: frozenset[str],
                 colors: frozenset[str], power: int | None, toughness: int | None, keywords: frozenset[str],
                 controller: int, abilities_removed: bool = False, extra_triggered: tuple[Any, ...] = (),
                 extra_activated: tuple[Any, ...] = ()) -> None:     # native under mypyc (issue 18)
        self.name, self.types, self.subtypes, self.supertypes, self.colors = name, types, subtypes, supertypes, colors
        self.power, self.toughness, self.keywords, self.controller = power, toughness, keywords, controller
        self.abilities_removed, self.extra_triggered, self.extra_activated = \
            abilities_removed, extra_triggered, extra_activated
        self.watched = -1

    def is_creature(self) -> bool:
        return "Creature" in self.types

    def sba_kinds(self) -> int:
        """What a state-based action may look at a permanent with these characteristics for (704.5f-m, 704.5v-w), as
        bits: SBA_CREATURE, SBA_PLANESWALKER, SBA_BATTLE, SBA_LEGENDARY, SBA_WORLD, SBA_AURA; 0 for none (a plain
        land). Worked out once: the layer system makes new Chars for a permanent whose characteristics change, and
        never changes these after they are read (layers.compute)."""
        k = self.watched
        if k < 0:
            types, supertypes = self.types, self.supertypes
            k = ((SBA_CREATURE if "Creature" in types else 0) | (SBA_PLANESWALKER if "Planeswalker" in types else 0)
                 | (SBA_BATTLE if "Battle" in types else 0) | (SBA_LEGENDARY if "Legendary" in supertypes else 0)
                 | (SBA_WORLD if "World" in supertypes else 0) | (SBA_AURA if "Aura" in self.subtypes else 0))
            self.watched = k
        return k

    def sba_watched(self) -> bool:
        """Can a state-based action look at a permanent with these characteristics for what they are (sba_kinds)?"""
        return self.sba_kinds() != 0


SBA_CREATURE: Final = 1
SBA_PLANESWALKER: Final = 2
SBA_BATTLE: Final = 4
SBA_LEGENDARY: Final = 8
SBA_WORLD: Final = 16
SBA_AURA: Final = 32


@dataclass(slots=True)
class GameObject:
    """A card or token in a zone. A zone change makes a new object with a new id (400.7)."""

    id: int
    card: CardDef
    owner: int
    controller: int           # controller before control-changing effects (layer 2 may override)
    zone: str
    timestamp: int
    token: bool = False
    tapped: bool = False
    damage: int = 0
    deathtouched: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: int | None = None
    since: int = 0            # when its current controller got control (302.6 summoning sickness)
    entered_turn: int = -1
    face_down: bool = False
    note: dict[str, Any] = field(default_factory=dict)
    base: "Chars | None" = field(default=None, compare=False, repr=False)
    """Its printed characteristics as the layer system last started from them (613.1, layers.compute), shared
    from one computation to the next while no effect applies to it; dropped when they change (faces, face down)."""

    def __init__(self, id: int, card: CardDef, owner: int, controller: int, zone: str, timestamp: int,
                 token: bool = False, tapped: bool = False, damage: int = 0, deathtouched: bool = False,
                 counters: dict[str, int] | None = None, attached_to: int | None = None, since: int = 0,
                 entered_turn: int = -1, face_down: bool = False, note: dict[str, Any] | None = None) -> None:
        # explicit (the dataclass keeps it): mypyc compiles a native constructor (issue 18)
        self.id = id
        self.card = card
        self.owner = owner
        self.controller = controller
        self.zone = zone
        self.timestamp = timestamp
        self.token = token
        self.tapped = tapped
        self.damage = damage
        self.deathtouched = deathtouched
        self.counters = {} if counters is None else counters
        self.attached_to = attached_to
        self.since = since
        self.entered_turn = entered_turn
        self.face_down = face_down
        self.note = {} if note is None else note
        self.base = None

    def copy(self) -> "GameObject":
        return GameObject(self.id, self.card, self.owner, self.controller, self.zone, self.timestamp,
                          self.token, self.tapped, self.damage, self.deathtouched, dict(self.counters),
                          self.attached_to, self.since, self.entered_turn, self.face_down, dict(self.note))


@dataclass(slots=True)
class StackItem:
    """A spell or ability on a Turn's stack (405, 113.1). Spells point to their card object."""

    id: int
    kind: str                     # "spell" | "activated" | "triggered"
    controller: int
    source: int                   # the card (spell) or the source object id (ability)
    name: str
    effects: tuple[Any, ...] = ()
    targets: list[Any] = field(default_factory=list)   # refs: ("player", i) or ("obj", id); None = unchosen
    specs: tuple[Any, ...] = ()
    x: int = 0
    event: Any = None             # the event a triggered ability triggered on
    intervening: Any = None
    optional: bool = False
    source_card: CardDef | None = None
    source_lki: Any = None        # last known information of the source (608.2h)
    text: str = ""
    data: dict[Any, Any] = field(default_factory=dict)

    def __init__(self, id: int, kind: str, controller: int, source: int, name: str, effects: tuple[Any, ...] = (),
                 targets: list[Any] | None = None, specs: tuple[Any, ...] = (), x: int = 0, event: Any = None,
                 intervening: Any = None, optional: bool = False, source_card: CardDef | None = None,
                 source_lki: Any = None, text: str = "", data: dict[Any, Any] | None = None) -> None:
        # explicit (the dataclass keeps it): mypyc compiles a native constructor (issue 18)
        self.id = id
        self.kind = kind
        self.controller = controller
        self.source = source
        self.name = name
        self.effects = effects
        self.targets = [] if targets is None else targets
        self.specs = specs
        self.x = x
        self.event = event
        self.intervening = intervening
        self.optional = optional
        self.source_card = source_card
        self.source_lki = source_lki
        self.text = text
        self.data = {} if data is None else data

    def copy(self) -> "StackItem":
        return StackItem(self.id, self.kind, self.controller, self.source, self.name, self.effects,
                         list(self.targets), self.specs, self.x, self.event, self.intervening,
                         self.optional, self.source_card, self.source_lki, self.text, dict(self.data))


@dataclass(slots=True)
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (611.2) in a layer, with a duration.

    ``objects`` is the set of affected objects locked in on resolution (611.2c); ``apply`` modifies
    characteristics. ``duration``: "eot" (until end of turn, 514.2), "forever", or "while:<id>"
    (for as long as object <id> stays on the battlefield, 611.2b).
    """

    layer: str
    timestamp: int
    source: int
    controller: int
    objects: tuple[int, ...]
    apply: Any
    duration: str = "eot"
    control_to: int | None = None   # layer 2: the player who gains control
    data: Any = None

    def __init__(self, layer: str, timestamp: int, source: int, controller: int, objects: tuple[int, ...],
                 apply: Any, duration: str = "eot", control_to: int | None = None, data: Any = None) -> None:
        # explicit (the dataclass keeps it): mypyc compiles a native constructor (issue 18)
        self.layer = layer
        self.timestamp = timestamp
        self.source = source
        self.controller = controller
        self.objects = objects
        self.apply = apply
        self.duration = duration
        self.control_to = control_to
        self.data = data


@dataclass(slots=True)
class Shield:
    """A prevention or replacement effect on damage (614, 615) created by a resolved spell.

    kind: "prevent_next" (prevent the next ``amount`` damage to ``protects``),
    "prevent_combat" (prevent all combat damage this turn, Holy Day),
    "prevent_to_your_creatures" (prevent all damage to creatures ``controller`` controls this turn),
    "prevent_by" (prevent all damage dealt this turn by sources passing the filter ``protects``; only combat damage
    when ``amount`` is 1),
    "double_damage" (damage is doubled; ``duration`` "next_turn:<seat>" lasts until that player's next turn),
    "plus_one_from_yours" (damage from sources ``controller`` controls is increased by 1 this turn),
    "redirect_next" (the next ``amount`` damage to ``protects`` is dealt to ``to`` instead).
    Refs are ("player", i) or ("obj", id).
    """

    kind: str
    timestamp: int
    controller: int
    source: int
    amount: int = 0
    protects: Any = None
    to: Any = None
    duration: str = "eot"

    def __init__(self, kind: str, timestamp: int, controller: int, source: int, amount: int = 0,
                 protects: Any = None, to: Any = None, duration: str = "eot") -> None:
        # explicit (the dataclass keeps it): mypyc compiles a native constructor (issue 18)
        self.kind = kind
        self.timestamp = timestamp
        self.controller = controller
        self.source = source
        self.amount = amount
        self.protects = protects
        self.to = to
        self.duration = duration


@dataclass(slots=True)
class DelayedTrigger:
    """A delayed triggered ability (603.7), e.g. "at the beginning of the next end step, return it"."""

    controller: int
    source: int
    event: str
    when: Any
    effects: tuple[Any, ...]
    text: str
    data: dict[Any, Any] = field(default_factory=dict)
    once: bool = True

    def __init__(self, controller: int, source: int, event: str, when: Any, effects: tuple[Any, ...], text: str,
                 data: dict[Any, Any] | None = None, once: bool = True) -> None:
        # explicit (the dataclass keeps it): mypyc compiles a native constructor (issue 18)
        self.controller = controller
        self.source = source
        self.event = event
        self.when = when
        self.effects = effects
        self.text = text
        self.data = {} if data is None else data
        self.once = once


@dataclass(slots=True)
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (603.3)."""

    controller: int
    source: int
    ability: Any
    event: Any
    name: str
    source_lki: Any = None
    turn: int | None = None

    def __init__(self, controller: int, source: int, ability: Any, event: Any, name: str, source_lki: Any = None,
                 turn: int | None = None) -> None:
        # explicit (the dataclass keeps it): mypyc compiles a native constructor (issue 18)
        self.controller = controller
        self.source = source
        self.ability = ability
        self.event = event
        self.name = name
        self.source_lki = source_lki
        self.turn = turn
