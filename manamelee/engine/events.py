"""Typed game events (DESIGN "rules pipeline"): each carries the rule that caused it and drives triggers and the log."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from ..i18n import render

# Event kinds.
ZONE_CHANGE: Final = "zone_change"
DAMAGE: Final = "damage"
LIFE_GAIN: Final = "life_gain"
LIFE_LOSS: Final = "life_loss"
CAST: Final = "cast"
ACTIVATE: Final = "activate"
RESOLVE: Final = "resolve"
COUNTERED: Final = "countered"
FIZZLE: Final = "fizzle"
TAP: Final = "tap"
UNTAP: Final = "untap"
DRAW: Final = "draw"
DISCARD: Final = "discard"
CYCLE: Final = "cycle"
STEP: Final = "step"
TURN: Final = "turn"
ATTACKS: Final = "attacks"
BLOCKS: Final = "blocks"
BECOMES_BLOCKED: Final = "becomes_blocked"   # 509.3c: once per attacking creature that becomes blocked
UNBLOCKED: Final = "unblocked"               # 509.3g: an attacking creature for which no blockers were declared
PLAYER_LEFT: Final = "player_left"
LOSES: Final = "loses"
WINS: Final = "wins"
DRAW_GAME: Final = "draw_game"
TRIGGER: Final = "trigger"
CONTROL: Final = "control"
MULLIGAN: Final = "mulligan"
PREVENT: Final = "prevent"
COUNTERS: Final = "counters"
SHUFFLE: Final = "shuffle"
MILL: Final = "mill"
INFO: Final = "info"
PRIORITY: Final = "priority"
PASS: Final = "pass"
LAND: Final = "land"
TOKEN: Final = "token"
TRANSFORM: Final = "transform"             # 701.28: a double-faced permanent turns over
FLIP: Final = "flip"                       # 710.2: a flip card's permanent flips (one way, 710.4)
MELD: Final = "meld"                       # 701.37a: two meld cards become one melded permanent
CLASS_LEVEL: Final = "class_level"         # 716.2a: a Class's level becomes N
SOLVED: Final = "solved"                   # 719.3a: a Case becomes solved
MONARCH: Final = "monarch"                   # 722.3: a player becomes the monarch
TURNED_FACE_UP: Final = "turned_face_up"     # 702.37e, 701.34b: a face-down permanent is turned face up (708.8)
TURNED_FACE_DOWN: Final = "turned_face_down"  # 708.2a: a face-up permanent is turned face down (not a transform, 701.28b)
DAY_NIGHT: Final = "day_night"               # 728.1: it becomes day or night (``data``: the designation before, "" = neither)
BECOMES_TARGET: Final = "becomes_target"     # 601.2c: an object or player becomes the target of a spell or ability
EFFECT: Final = "effect"                     # 611.2: continuous effects of resolved spells or abilities began or ended

LAYER_NEUTRAL: Final = frozenset({STEP, TAP, UNTAP, DRAW, DAMAGE, LIFE_GAIN, LIFE_LOSS, ATTACKS, BLOCKS, BECOMES_BLOCKED,
                           UNBLOCKED, CAST, ACTIVATE, PRIORITY, PASS, SHUFFLE, MULLIGAN, BECOMES_TARGET, PREVENT})
"""Events that never change what the layer system (613) reads — which permanents exist, their counters,
attachments and controllers, the continuous effects — so characteristics computed before them stay valid
(unless a static ability in play depends on other state; see ``Game.chars``)."""

LAYER_BASE_NEUTRAL: Final = frozenset({RESOLVE, FIZZLE, COUNTERED, TRIGGER, LAND, DISCARD, EFFECT, LOSES, PLAYER_LEFT})
"""Events that aren't layer-neutral (a resolved spell's continuous effects are marked by its RESOLVE event or an
EFFECT change, a player leaving ends effects and changes whose permanents an effect may give) but change nothing
the layer base reads — which permanents are on the battlefield, their printed characteristics,
counters and controllers before layer 2 (layers.LayerBase): a change of those comes with its own event."""

LAYER_ZONES: Final = frozenset({"battlefield", "command"})
"""A zone change that neither leaves nor enters these zones (a draw, a spell put into a graveyard) is neutral
for the layer system and for state-based actions, like the events above (tokens and spell copies that leave
the battlefield or the stack are tracked apart, Game.stray_tokens)."""

SBA_NEUTRAL: Final = LAYER_NEUTRAL - {DRAW, DAMAGE, LIFE_GAIN, LIFE_LOSS}
"""Events that can't make a state-based action (704.5) apply: after a check that found nothing, only these
happened means nothing needs checking (unless a state trigger, 603.8, is in play; see priority_loop)."""

ZONE_NEUTRAL: Final = frozenset({STEP, TAP, UNTAP, DAMAGE, LIFE_GAIN, LIFE_LOSS, ATTACKS, BLOCKS, BECOMES_BLOCKED,
                          UNBLOCKED, PRIORITY, PASS, SHUFFLE, BECOMES_TARGET, PREVENT})
"""Layer-neutral events that move no card between zones and change no control: after only these, what a
player could even try at instant speed (instants and flash cards in hand, activated abilities; 117.1a) is
unchanged (priority.legal_actions remembers a player with nothing to try)."""

OWN_ZONES: Final = frozenset({"hand", "graveyard"})
"""Zones of which each player has their own (400.3, 404.1: a card goes to its owner's), which is all 117.1a's
remembered pass reads of them besides exile: a card moving in or out of one without touching exile changes only
what its owner could do, so ``Game.emit`` counts the change against its owner alone (``Player.own_zone_changes``)."""

OWN_ACTIONS: Final = frozenset({DRAW, CAST, ACTIVATE})
"""Events that change only their player's own cards (a card drawn into their hand, a spell they cast, an
ability they activate, whose costs bring their own events): counted against ``player`` alone."""

HAND_NEUTRAL: Final = ZONE_NEUTRAL | {TURN, RESOLVE, FIZZLE, COUNTERED, TRIGGER, LAND, CONTROL, COUNTERS, TRANSFORM, FLIP,
                               TURNED_FACE_UP, EFFECT, LOSES, PLAYER_LEFT}
"""Events that by themselves change no card in a hand, a graveyard or exile (a card that moves brings its own
ZONE_CHANGE event): after only these and zone changes touching none of those zones, the part of 117.1a's
remembered pass that reads hands, graveyards and exile stays valid (priority.legal_actions reads the
battlefield part afresh from the layer results)."""

SBA_PLAYER: Final = frozenset({DRAW, DAMAGE, LIFE_GAIN, LIFE_LOSS})
"""Layer-neutral events that can make only a player's state-based action apply (704.5a-c) — damage only
when dealt to a player — so a clean state after them needs no more than a look at the players (Game.sba_clean)."""


@dataclass(slots=True)
class Event:
    """Something that happened. ``obj``/``source`` are object ids; ``player``/``target_player`` seat indices.

    ``key``/``args`` are the log message (a catalogue key of :mod:`manamelee.i18n` and its arguments,
    rendered only when the line is read; an empty key means no log line).
    """

    kind: str
    rule: str = ""
    key: str = ""
    player: int | None = None
    obj: int | None = None
    source: int | None = None
    target_player: int | None = None
    amount: int = 0
    from_zone: str | None = None
    to_zone: str | None = None
    combat: bool = False
    turn: int | None = None
    new_obj: int | None = None
    data: Any = None
    args: Any = None

    # An explicit __init__ (dataclass keeps it): mypyc compiles it to a native constructor, where the
    # generated one would run as interpreted code on every event (issue 18).
    def __init__(self, kind: str, rule: str = "", key: str = "", player: int | None = None, obj: int | None = None,
                 source: int | None = None, target_player: int | None = None, amount: int = 0,
                 from_zone: str | None = None, to_zone: str | None = None, combat: bool = False,
                 turn: int | None = None, new_obj: int | None = None, data: Any = None, args: Any = None) -> None:
        self.kind, self.rule, self.key, self.player, self.obj = kind, rule, key, player, obj
        self.source, self.target_player, self.amount, self.from_zone = source, target_player, amount, from_zone
        self.to_zone, self.combat, self.turn, self.new_obj, self.data, self.args = \
            to_zone, combat, turn, new_obj, data, args

    @property
    def text(self) -> str:
        """The log message in English ("" when the event has no log line)."""
        return render(self.key, self.args, "en") if self.key else ""

    def message(self, lang: str = "en") -> str:
        """The log message in ``lang`` ("" when the event has no log line)."""
        return render(self.key, self.args, lang) if self.key else ""

    def line(self) -> str:
        """One log line: the text, with the rule number in brackets when one applies."""
        return f"[{self.rule}] {self.text}" if self.rule else self.text
