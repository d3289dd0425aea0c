"""Value estimates from a player's view: what a creature is worth, who wins a fight, how a table stands.

Everything here reads the plain data of ``game.view(seat)`` (DESIGN "views"), so the heuristic and
the search agents judge positions from what a player may know.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from ..engine.constants import (DEATHTOUCH, DEFENDER, DOUBLE_STRIKE, FIRST_STRIKE, FLYING, HASTE, HEXPROOF,
                                INDESTRUCTIBLE, LANDWALK, LIFELINK, MENACE, PROTECTION_PREFIX, REACH, TRAMPLE,
                                VIGILANCE)

_KEYWORD_BONUS = {FLYING: 1.0, FIRST_STRIKE: 0.6, DOUBLE_STRIKE: 1.2, DEATHTOUCH: 1.2, LIFELINK: 0.6,
                  TRAMPLE: 0.4, VIGILANCE: 0.3, HASTE: 0.2, MENACE: 0.5, REACH: 0.3, HEXPROOF: 0.5,
                  INDESTRUCTIBLE: 1.5}
_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def creature_value(power: int | None, toughness: int | None, keywords: Iterable[str] = ()) -> float:
    """A creature's worth in "cards": about 1 for a 2/2, more for size and for evasion or combat keywords."""
    p = max(0, power or 0)
    t = max(0, toughness or 0)
    kws = set(keywords)
    v = 0.35 + 0.32 * p + 0.2 * t
    if DOUBLE_STRIKE in kws:
        v += 0.25 * p
    for k in kws:
        bonus = _KEYWORD_BONUS.get(k, 0.0)
        if p == 0 and k in (FLYING, MENACE, TRAMPLE, LIFELINK, DOUBLE_STRIKE):
            bonus *= 0.3                       # evasion on a creature that deals no damage is worth little
        v += 0.5 * bonus
        if k in LANDWALK:
            v += 0.3
        elif k.startswith(PROTECTION_PREFIX):
            v += 0.25
    if DEFENDER in kws:
        v -= 0.25 * p
    return v


def perm_value(perm: Mapping[str, Any]) -> float:
    """Worth of a permanent in a view: creatures by size and keywords, lands and other permanents flat."""
    types = perm.get("types") or ()
    if "Creature" in types:
        return creature_value(perm.get("power"), perm.get("toughness"), perm.get("keywords") or ())
    if "Land" in types:
        return 0.4
    if "Planeswalker" in types:
        return 2.5
    return 1.0


def colors_of_cost(mana_cost: str | None) -> frozenset[str]:
    """Colours named by a mana cost text like ``{1}{B}{B}`` (105.2)."""
    if not mana_cost:
        return frozenset()
    return frozenset(c for c in "WUBRG" if "{" + c + "}" in mana_cost or "/" + c in mana_cost or c + "/" in mana_cost)


@dataclass(slots=True)
class Fighter:
    """A creature in one fight: its power, the damage it can still take, and its combat keywords."""

    power: int
    toughness: int            # toughness left (printed/modified toughness minus damage marked)
    keywords: frozenset[str]
    colors: frozenset[str] = frozenset()

    @staticmethod
    def of(perm: Mapping[str, Any], pump: tuple[int, int] = (0, 0)) -> "Fighter":
        return Fighter(max(0, (perm.get("power") or 0) + pump[0]),
                       (perm.get("toughness") or 0) + pump[1] - (perm.get("damage") or 0),
                       frozenset(perm.get("keywords") or ()), colors_of_cost(perm.get("mana_cost")))

    @property
    def first(self) -> bool:
        return FIRST_STRIKE in self.keywords or DOUBLE_STRIKE in self.keywords

    @property
    def double(self) -> bool:
        return DOUBLE_STRIKE in self.keywords

    def protected_from(self, other: "Fighter") -> bool:
        """702.16: protection from a colour of ``other``."""
        for k in self.keywords:
            if k.startswith(PROTECTION_PREFIX):
                what = k[len(PROTECTION_PREFIX):]
                if what == "everything" or any(_COLOR_WORDS[c] == what for c in other.colors):
                    return True
        return False


def _hit(src: Fighter, dst: Fighter, taken: int) -> tuple[int, bool]:
    """Damage ``src`` deals ``dst`` (after protection) and whether ``dst`` is then destroyed (704.5g-h)."""
    if src.power <= 0 or dst.protected_from(src):
        return taken, False
    taken += src.power
    if INDESTRUCTIBLE in dst.keywords:
        return taken, False
    return taken, taken >= dst.toughness or DEATHTOUCH in src.keywords


def fight(attacker: Fighter, blocker: Fighter) -> tuple[bool, bool]:
    """One attacker blocked by one blocker: (attacker dies, blocker dies), with first and double strike (510.4)."""
    a_taken = b_taken = 0
    a_dead, b_dead = attacker.toughness <= 0, blocker.toughness <= 0
    # First-strike step: both strike at once if they both have it.
    if attacker.first or blocker.first:
        na, nb = a_dead, b_dead
        if attacker.first and not a_dead:
            b_taken, hit = _hit(attacker, blocker, b_taken)
            nb = nb or hit
        if blocker.first and not b_dead:
            a_taken, hit = _hit(blocker, attacker, a_taken)
            na = na or hit
        a_dead, b_dead = na, nb
    # Regular step: creatures without first strike, and double strikers again.
    na, nb = a_dead, b_dead
    if not a_dead and (not attacker.first or attacker.double):
        b_taken, hit = _hit(attacker, blocker, b_taken)
        nb = nb or hit
    if not b_dead and (not blocker.first or blocker.double):
        a_taken, hit = _hit(blocker, attacker, a_taken)
        na = na or hit
    return na, nb


def can_block(attacker: Mapping[str, Any], blocker: Mapping[str, Any], defender_lands: Iterable[str] = ()) -> bool:
    """509.1b as far as a view shows it: flying and reach, landwalk, protection, defender's "can't block"."""
    akw = set(attacker.get("keywords") or ())
    bkw = set(blocker.get("keywords") or ())
    if "CantBlock" in bkw:
        return False
    if FLYING in akw and not (FLYING in bkw or REACH in bkw):
        return False
    lands = " ".join(defender_lands)
    for kw, land in LANDWALK.items():
        if kw in akw and land in lands:
            return False
    return not Fighter.of(attacker).protected_from(Fighter.of(blocker))


def life_value(life: int) -> float:
    """How much a life total is worth: every point counts, the last ones most (concave)."""
    if life <= 0:
        return -10.0
    return 6.0 * math.log1p(life / 5.0)


def player_strength(view: Mapping[str, Any], seat: int) -> float:
    """A seat's standing from public information: creatures, other permanents, cards in hand, library."""
    pl = view["players"][seat]
    if pl["left"] or pl["lost"]:
        return 0.0
    board = 0.0
    lands = 0
    for perm in view["battlefield"]:
        if perm["controller"] != seat:
            continue
        if "Land" in perm["types"]:
            lands += 1
        else:
            board += perm_value(perm)
    # A land in play is worth a little more than a card in hand up to six of them (so playing one is good).
    v = board + 0.8 * min(lands, 6) + 0.15 * max(0, lands - 6) + 0.7 * min(pl["hand_size"], 7)
    if pl["library_size"] < 3:
        v -= 3.0 - pl["library_size"]
    return v


def team_of(view: Mapping[str, Any], seat: int) -> tuple[int, ...]:
    """The seats on ``seat``'s team (itself alone when it has no team)."""
    t = view["players"][seat]["team"]
    if t is None:
        return (seat,)
    return tuple(p["seat"] for p in view["players"] if p["team"] == t)


def win_chances(view: Mapping[str, Any], scale: float = 4.0) -> list[float]:
    """An estimate of each seat's chance to win, from the view (a softmax over teams' strength).

    Seats of a finished game get 1 (winners) or 0; a team shares its chance.
    """
    n = len(view["players"])
    res = view.get("result")
    if res is not None:
        w = set(res["winners"])
        if res["draw"] or not w:
            return [0.5 / max(1, n)] * n
        return [1.0 if s in w else 0.0 for s in range(n)]
    teams: dict[tuple[int, ...], float] = {}
    for s in range(n):
        team = team_of(view, s)
        if team in teams:
            continue
        alive = [q for q in team if not view["players"][q]["left"]]
        if not alive:
            teams[team] = -math.inf
            continue
        life = view["players"][alive[0]]["life"]
        shared = all(view["players"][q]["life"] == life for q in alive) and len(alive) > 1
        lives = [life] if shared else [view["players"][q]["life"] for q in alive]
        poison = max(view["players"][q]["poison"] for q in alive)
        s_val = sum(player_strength(view, q) for q in alive) + sum(life_value(x) for x in lives) - 0.8 * poison
        teams[team] = s_val
    finite = [v for v in teams.values() if v != -math.inf]
    top = max(finite) if finite else 0.0
    exp = {t: (math.exp((v - top) / scale) if v != -math.inf else 0.0) for t, v in teams.items()}
    total = sum(exp.values()) or 1.0
    out = [0.0] * n
    for t, e in exp.items():
        for q in t:
            out[q] = e / total
    return out
