"""Game.copy(): a structural copy for search — objects and lists copied, immutable definitions shared."""
from __future__ import annotations

import random
from typing import Any, TYPE_CHECKING

from .objects import Shield

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def copy_game(g: "Game") -> "Game":
    from .game import Game
    n = Game.__new__(Game)
    n.config, n.seed = g.config, g.seed
    n.rng = random.Random()
    n.rng.setstate(g.rng.getstate())
    totals: dict[Any, Any] = {}
    n.players = [p.copy(totals) for p in g.players]
    n.objects = {k: o.copy() for k, o in g.objects.items()}
    n.battlefield, n.exile, n.command = list(g.battlefield), list(g.exile), list(g.command)
    n.turns = [t.copy() for t in g.turns]
    n.setup_frames = [f.copy() for f in g.setup_frames]
    n.effects = list(g.effects)
    n.shields = [Shield(s.kind, s.timestamp, s.controller, s.source, s.amount, s.protects, s.to, s.duration)
                 for s in g.shields]
    n.delayed = list(g.delayed)
    n.triggered = list(g.triggered)
    n.recent_left = list(g.recent_left)
    n.current_turn = None
    n.log_turn = None
    n.current_proc = None
    n.events = list(g.events)
    n.lki = dict(g.lki)
    n.version, n.next_id, n.timestamp = g.version, g.next_id, g.timestamp
    n._keys = g._keys                        # index i holds i: shared (Game.key)
    n.next_decision, n.next_turn_id, n.turn_count = g.next_decision, g.next_turn_id, g.turn_count
    n.starting_player, n.next_player, n.extra_turns = g.starting_player, g.next_player, list(g.extra_turns)
    n.record = list(g.record)
    n.result = g.result
    n.use_hooks(g.hooks.copy() if g.hooks is not None else None)
    n._chars, n._chars_version, n._layer_base, n._bf_moves, n._base_followed = {}, -1, None, [], 0
    n._sba_watch = []
    n._neutral, n._chars_volatile = g._neutral, g._chars_volatile
    n._zone_neutral, n._idle = g._zone_neutral, list(g._idle)
    n._sources, n._bf_actions, n._abilities, n._plain_supply, n._held = {}, [], {}, None, []
    n._held_stamps, n._owned, n._held_sum = g._held_stamps, {}, 0      # n._held starts empty
    n._own_sum, n._taps_sum = g._own_sum, g._taps_sum
    n._steps, n._passes, n._quiet = g._steps, [], None
    n._sba_neutral, n._sba_clean, n._state_triggers = g._sba_neutral, g._sba_clean, g._state_triggers
    n._sagas = g._sagas
    n._by_ctl, n._sides, n.departures, n._with_triggers = {}, None, g.departures, None
    n._ctl_noted, n._rules, n._eligible, n._eligible_version = g._ctl_noted, set(), {}, -1
    n.ranges_fixed = g.ranges_fixed
    n._has_target, n._has_target_key, n._target_fits, n._fit_memo = {}, (-1, -1, -1), {}, {}
    n._target_opts = (-1, {})
    n._target_fits_key = -1
    n._sba_player, n._sba_clean_players = g._sba_player, g._sba_clean_players
    n.stray_tokens = list(g.stray_tokens)
    n.monarch = g.monarch
    n.initiative = g.initiative
    n.day_night = g.day_night
    n.goaded = g.goaded
    n.prev_turn_spells = dict(g.prev_turn_spells)
    n.log_sinks = []
    n._view_battlefield, n._view_table = None, None
    return n
