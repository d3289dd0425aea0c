"""A scenario builder: set up a board directly (players, cards in zones, life, the turn and step),
then drive it with scripted answers — the shape of XMage's card tests, in plain Python.

    s = Scenario(2)
    bolt = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    bear = s.battlefield(1, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", target=bear)
    s.pass_until_resolved()
"""
from __future__ import annotations

import random
from typing import Any, Iterable

from .cards.pool import CardPool, default_pool
from .engine import events as ev
from .engine.config import GameConfig, PlayerConfig
from .engine.constants import BATTLEFIELD, COMMAND, EXILE, GRAVEYARD, HAND, LIBRARY, Step
from .engine.decisions import Decision, Option
from .engine.game import Game
from .engine.objects import GameObject
from .engine.starting import setup_game
from .engine.turn import Frame
from .engine.turn_structure import run_turn


class Scenario:
    """Builds a game in a chosen position, bypassing the start of the game (103)."""

    def __init__(self, players: int | list[str] = 2, *, life: int = 20, teams: list[int | None] | None = None,
                 ranges: list[int | None] | None = None, hooks: Any = None, pool: CardPool | None = None,
                 auto_pass: bool = False, auto_pay: bool = True, seed: int = 0,
                 variant: str = "ffa"):
        names = players if isinstance(players, list) else [f"P{i}" for i in range(players)]
        n = len(names)
        pcs = [PlayerConfig(nm, (), team=(teams[i] if teams else None), range=(ranges[i] if ranges else None))
               for i, nm in enumerate(names)]
        cfg = GameConfig(pcs, variant=variant, starting_life=life, hand_size=0, auto_pass=auto_pass,
                         auto_pay=auto_pay, options={"hooks": hooks, "starting_player": 0})
        cfg.validate()
        self.pool = pool or default_pool()
        g = Game()
        g.config, g.seed, g.rng = cfg, seed, random.Random(seed)
        setup_game(g)
        g.setup_frames.clear()
        for pl in g.players:
            pl.kept = True
        self.g = g
        self.n = n

    # ------------------------------------------------------------------ building
    def _new(self, player: int, name: str, zone: str) -> GameObject:
        g = self.g
        oid = g.new_id()
        o = GameObject(oid, self.pool[name], player, player, zone, g.new_timestamp())
        g.objects[g.key(oid)] = o
        g.version += 1          # placed without an event: the engine's remembered answers (layers, 117.1a) look again
        return o

    def battlefield(self, player: int, name: str, *, tapped: bool = False, sick: bool = False,
                    counters: dict[str, int] | None = None, attached_to: int | None = None,
                    owner: int | None = None, protector: int | None = None) -> int:
        """Put a permanent onto the battlefield under ``player``'s control (not summoning sick by default); a
        planeswalker with its printed loyalty, a battle with its printed defense and ``protector`` (310.8)."""
        o = self._new(owner if owner is not None else player, name, BATTLEFIELD)
        o.controller = player
        o.tapped = tapped
        o.since = 10**9 if sick else 0
        o.counters = dict(counters or {})
        if "Planeswalker" in o.card.types and "loyalty" not in o.counters:
            o.counters["loyalty"] = o.card.loyalty or 0
        if "Battle" in o.card.types and "defense" not in o.counters:
            o.counters["defense"] = o.card.defense or 0
        if protector is not None:
            o.note["protector"] = protector
        o.attached_to = attached_to
        self.g.battlefield.append(o.id)
        return o.id

    def hand(self, player: int, *names: str) -> int | list[int]:
        ids = [self._add(player, n, HAND) for n in names]
        return ids[0] if len(ids) == 1 else ids

    def graveyard(self, player: int, *names: str) -> int | list[int]:
        ids = [self._add(player, n, GRAVEYARD) for n in names]
        return ids[0] if len(ids) == 1 else ids

    def exile(self, player: int, *names: str) -> int | list[int]:
        ids = []
        for n in names:
            o = self._new(player, n, EXILE)
            self.g.exile.append(o.id)
            ids.append(o.id)
        return ids[0] if len(ids) == 1 else ids

    def library(self, player: int, *names: str) -> list[int]:
        """Cards on top of the library, the first name on top."""
        ids = []
        for n in names:
            o = self._new(player, n, LIBRARY)
            self.g.players[player].library.append(o.id)
            ids.append(o.id)
        return ids

    def _add(self, player: int, name: str, zone: str) -> int:
        o = self._new(player, name, zone)
        self.g.zone_list(zone, player).append(o.id)
        return o.id

    def lands(self, player: int, name: str, n: int) -> list[int]:
        """Put ``n`` copies of ``name`` onto the battlefield under ``player``'s control (untapped)."""
        return [self.battlefield(player, name) for _ in range(n)]

    def scheme_deck(self, player: int, *names: str) -> list[int]:
        """Scheme cards face down in the command zone, the first name on top (904.3-904.4)."""
        ids = []
        for n in names:
            o = self._new(player, n, COMMAND)
            o.face_down = True
            self.g.players[player].scheme_deck.append(o.id)
            ids.append(o.id)
        return ids

    def commander(self, player: int, name: str, zone: str = COMMAND, k: int = 0, **kw: Any) -> int:
        """A commander of ``player`` (903.3: the designation rides on the card) in ``zone`` — the command zone by
        default (903.6), or the battlefield, a graveyard, exile; ``k`` numbers a second partner (702.124)."""
        if zone == BATTLEFIELD:
            oid = self.battlefield(player, name, **kw)
        elif zone == EXILE:
            oid = self.exile(player, name)          # type: ignore[assignment]
        elif zone == COMMAND:
            o = self._new(player, name, COMMAND)
            self.g.command.append(o.id)
            oid = o.id
        else:
            oid = self._add(player, name, zone)
        self.g.objects[oid].note["commander"] = (player, k)
        return oid

    def life(self, player: int, value: int) -> None:
        self.g.players[player].total.life = value

    # ------------------------------------------------------------------ starting
    def start(self, active: int = 0, step: Step = Step.MAIN1, *, run_step_actions: bool = False,
              turn_number: int = 2) -> Game:
        """Begin a turn of ``active`` at ``step``. By default the step's turn-based actions are skipped
        and the active player receives priority; ``run_step_actions`` runs them (e.g. the draw)."""
        g = self.g
        g.turn_count = turn_number - 1
        from .engine.turn_structure import start_turn
        for pl in g.players:     # 302.6: permanents put in place (since=0) are not summoning sick for any controller
            pl.last_turn_start = max(pl.last_turn_start, 1)
        from .engine.sides import side_of
        side = side_of(g, active)            # 805.4: with shared team turns the whole team takes the turn
        t = start_turn(g, side[0], side=side)
        t.frames.clear()
        t.step = step
        f = Frame(run_turn)
        f.state["stage"] = "begin" if run_step_actions else "tba"
        t.frames.append(f)
        g.next_player = (max(side, key=lambda q: (q - side[0]) % self.n) + 1) % self.n
        g._advance()
        return g

    # ------------------------------------------------------------------ driving
    @property
    def decision(self) -> Decision:
        ds = self.g.pending()
        if not ds:
            raise AssertionError("no decision is pending" + (" (the game is over)" if self.g.over else ""))
        return ds[0]

    def find(self, kind: str | None = None, label: str | None = None, value: Any = None) -> Option:
        d = self.decision
        for o in d.options:
            if kind is not None and o.kind != kind:
                continue
            if label is not None and label.lower() not in o.label.lower():
                continue
            if value is not None and o.value != value:
                continue
            return o
        raise AssertionError(f"no option kind={kind} label={label} value={value} in {d}")

    def choose(self, kind: str | None = None, label: str | None = None, value: Any = None) -> None:
        d = self.decision
        self.g.submit(d.id, self.find(kind, label, value))

    def pass_priority(self, times: int = 1) -> None:
        for _ in range(times):
            self.choose("pass")

    def pass_until_resolved(self, limit: int = 50) -> None:
        """Pass priority (every player) until the top Turn's stack is empty or something else is asked."""
        g = self.g
        for _ in range(limit):
            if g.over or not g.turns or not g.turns[0].stack:
                return
            d = self.decision
            if d.kind != "priority":
                return
            self.choose("pass")

    def pass_until_decision(self, kind: str, limit: int = 100) -> Decision:
        """Pass priority until a decision of ``kind`` is pending and return it; any other decision on the
        way is an error."""
        for _ in range(limit):
            d = self.decision
            if d.kind == kind:
                return d
            assert d.kind == "priority", f"unexpected decision {d}"
            self.pass_priority()
        raise AssertionError(f"no {kind} decision")

    def _pass_once(self) -> None:
        """Pass priority, or declare no attackers or blockers; any other decision is an error of the test."""
        d = self.decision
        if d.kind == "priority":
            self.choose("pass")
        elif d.kind in ("declare_attackers", "declare_blockers"):
            self.choose("done")
        else:
            raise AssertionError(f"unexpected decision while passing: {d}")

    def pass_until(self, step: Step, limit: int = 200) -> None:
        """Pass priority until the top Turn reaches ``step`` (answering nothing else)."""
        g = self.g
        for _ in range(limit):
            if g.over or (g.turns and g.turns[0].step == step):
                return
            self._pass_once()
        raise AssertionError(f"never reached {step}")

    def pass_to_later_turn(self, player: int, step: Step, with_priority: bool = False, limit: int = 400) -> None:
        """Pass until a later turn of ``player`` reaches ``step`` (and, ``with_priority``, ``player`` has priority
        in it), answering nothing else."""
        g = self.g
        start = g.turns[0].number
        for _ in range(limit):
            t = g.turns[0]
            if t.active == player and t.step == step and t.number != start:
                d = self.decision
                if not with_priority or (d.kind == "priority" and d.player == player):
                    return
            self._pass_once()
        raise AssertionError(f"never reached {step} of a later turn of player {player}")

    def cast(self, name: str, *targets: Any, x: int | None = None) -> None:
        """Cast a card from hand by name, choosing X and the targets (object ids or ("player", i))."""
        self.choose("cast", label=f"cast {name}")
        if x is not None:
            self.choose("x", value=x)
        for t in targets:
            ref = t if isinstance(t, tuple) else ("obj", t)
            self.choose("target", value=ref)

    def activate(self, name: str, *targets: Any, index: int | None = None) -> None:
        d = self.decision
        for o in d.options:
            if o.kind == "activate" and name.lower() in o.label.lower() and (index is None or o.value[1] == index):
                self.g.submit(d.id, o)
                break
        else:
            raise AssertionError(f"no ability of {name} to activate in {d}")
        for t in targets:
            ref = t if isinstance(t, tuple) else ("obj", t)
            self.choose("target", value=ref)

    def attack(self, *pairs: tuple[int, Any]) -> None:
        """Declare attackers: (attacker id, player seat or planeswalker id) pairs, then done."""
        for a, who in pairs:
            self.choose("attacker", value=a)
            d = self.decision
            if d.kind == "choose_defender":
                vals = [o.value for o in d.options]
                ref = who if isinstance(who, tuple) else (("player", who) if ("player", who) in vals else ("obj", who))
                self.choose("defender", value=ref)
        if self.decision.kind == "declare_attackers":   # no "done" is asked once every creature attacks
            self.choose("done")

    def block(self, *pairs: tuple[int, int]) -> None:
        """Declare blockers for the deciding player: (blocker, attacker) pairs, then done."""
        for b, a in pairs:
            self.choose("blocker", value=b)
            d = self.decision
            if d.kind == "choose_attacker":
                self.choose("attacker", value=a)
        self.choose("done")

    def refresh(self) -> None:
        """After editing the game directly (engine calls in a test), drop the pending decisions and let
        the engine look again: state-based actions, triggers, then a fresh decision."""
        g = self.g
        g.version += 1          # direct edits (life, counters) don't bump the version: SBAs must look again (117.5)
        for frames in g._frame_stacks():
            if frames and frames[-1].pending is not None:
                frames[-1].pending = None
        g._advance()

    # ------------------------------------------------------------------ looking
    def chars(self, oid: int):
        return self.g.chars(oid)

    def zone_of(self, name: str, player: int | None = None) -> list[tuple[str, int]]:
        out = []
        for o in self.g.objects.values():
            if o.card.name == name and (player is None or o.owner == player):
                out.append((o.zone, o.id))
        return out

    def on_battlefield(self, name: str, controller: int | None = None) -> list[int]:
        g = self.g
        return [o for o in g.battlefield if g.objects[o].card.name == name and
                (controller is None or g.controller(o) == controller)]

    def names(self, ids: Iterable[int]) -> list[str]:
        return [self.g.name(i) for i in ids]


def damage_events(g: Game, **match: Any) -> list:
    """The damage events of the game so far whose fields equal ``match`` (e.g. ``source=oid, combat=True``)."""
    return [e for e in g.events if e.kind == ev.DAMAGE and all(getattr(e, k) == v for k, v in match.items())]
