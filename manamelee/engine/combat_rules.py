"""Evasion abilities (702) and the restrictions and requirements of attacking and blocking (508.1c-d, 509.1b-c).

Each rule is a keyword string in a creature's layered characteristics (so Auras, anthems and "until end of turn"
effects grant them through layer 6 like any keyword, and "loses all abilities" removes them):

* evasion keywords: Fear (702.36), Intimidate (702.13), Shadow (702.28), Horsemanship (702.31), Skulk (702.118);
* pseudo-keywords with a condition in parentheses, read by :func:`profile` — ``CantBeBlockedBy(cond)``,
  ``CantBeBlockedExceptBy(cond)``, ``CanBlockOnly(cond)``, ``CantBlockCreatures(cond)``,
  ``CantAttackUnlessDefender(cond)`` — and with a number: ``MaxBlockers(n)``, ``MinBlockers(n)``,
  ``BlocksAdditional(n)``;
* flags: ``CanBlockAny``, ``AttacksEachCombat``, ``BlocksEachCombat``, ``CantAttackAlone``, ``CantBlockAlone``,
  ``Lure`` ("All creatures able to block this creature do so."), ``AssignsAsUnblocked``.

A condition is a disjunction (``|``) of conjunctions (``&``) of atoms: ``power<=N``, ``power>=N``,
``power<self`` / ``power>self`` (less / greater than the power of the creature whose rule it is), ``color=W``, ``type=Artifact``, ``subtype=Wall``,
``has=Flying``, ``controls=Island`` (a player who controls a permanent with that subtype). A keyword set is read
once and cached, so a check is a dictionary lookup, then a look at the few rules the creature has.
"""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

from .objects import Chars

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

FEAR: Final = "Fear"
INTIMIDATE: Final = "Intimidate"
SHADOW: Final = "Shadow"
HORSEMANSHIP: Final = "Horsemanship"
SKULK: Final = "Skulk"
FLANKING: Final = "Flanking"
EVASION: Final = frozenset({FEAR, INTIMIDATE, SHADOW, HORSEMANSHIP, SKULK})

CAN_BLOCK_ANY: Final = "CanBlockAny"
ATTACKS_EACH_COMBAT: Final = "AttacksEachCombat"
BLOCKS_EACH_COMBAT: Final = "BlocksEachCombat"
CANT_ATTACK_ALONE: Final = "CantAttackAlone"
CANT_BLOCK_ALONE: Final = "CantBlockAlone"
LURE: Final = "Lure"
ASSIGNS_AS_UNBLOCKED: Final = "AssignsAsUnblocked"
FLAGS: Final = frozenset({CAN_BLOCK_ANY, ATTACKS_EACH_COMBAT, BLOCKS_EACH_COMBAT, CANT_ATTACK_ALONE, CANT_BLOCK_ALONE, LURE,
                   ASSIGNS_AS_UNBLOCKED})
WITH_CONDITION: Final = ("CantBeBlockedBy", "CantBeBlockedExceptBy", "CanBlockOnly", "CantBlockCreatures",
                  "CantAttackUnlessDefender")
WITH_NUMBER: Final = ("MaxBlockers", "MinBlockers", "BlocksAdditional")

Atom = tuple[str, str, str]          # (key, operator, value)
Cond = tuple[tuple[Atom, ...], ...]  # or of ands


class BadRuleKeyword(ValueError):
    """A pseudo-keyword of this module that doesn't read (a card-data error, found when the card is built)."""


class Profile:
    """The combat rules one keyword set carries."""

    __slots__ = ("evasion", "not_by", "only_by", "block_only", "cant_block", "attack_unless", "max_blockers",
                 "min_blockers", "extra_blocks", "flags", "empty")

    def __init__(self) -> None:
        self.evasion: frozenset[str] = frozenset()
        self.not_by: list[Cond] = []          # attacker: can't be blocked by a creature meeting one of these
        self.only_by: list[Cond] = []         # attacker: can be blocked only by creatures meeting each of these
        self.block_only: list[Cond] = []      # blocker: can block only attackers meeting each of these
        self.cant_block: list[Cond] = []      # blocker: can't block attackers meeting one of these
        self.attack_unless: list[Cond] = []   # attacker: can't attack unless the defending player meets each
        self.max_blockers = 0                 # 0: no limit
        self.min_blockers = 0
        self.extra_blocks = 0                 # -1: any number
        self.flags: frozenset[str] = frozenset()
        self.empty = True


_ATOM_KEYS: Final = ("power", "color", "type", "subtype", "has", "controls")


def parse_cond(text: str) -> Cond:
    """"power<=2|has=Flying&color=B" -> the condition (BadRuleKeyword when it doesn't read)."""
    out: list[tuple[Atom, ...]] = []
    for conj in text.split("|"):
        atoms: list[Atom] = []
        for a in conj.split("&"):
            for op in ("<=", ">=", "<", ">", "="):
                if op in a:
                    key, _, value = a.partition(op)
                    break
            else:
                raise BadRuleKeyword(f"no operator in condition atom {a!r}")
            if key not in _ATOM_KEYS or not value or (key == "power" and value != "self" and not value.isdigit()) \
                    or (key != "power" and op != "="):
                raise BadRuleKeyword(f"unknown condition atom {a!r}")
            atoms.append((key, op, value))
        out.append(tuple(atoms))
    return tuple(out)


_CACHE: Final[dict[frozenset[str], Profile]] = {}
_EMPTY: Final = Profile()


def profile(kws: frozenset[str]) -> Profile:
    """The combat rules of a keyword set (cached: keyword sets are few and immutable)."""
    p = _CACHE.get(kws)
    if p is None:
        p = _CACHE[kws] = _read(kws)
    return p


def _read(kws: frozenset[str]) -> Profile:
    p = Profile()
    p.evasion = kws & EVASION
    p.flags = kws & FLAGS
    for kw in kws:
        if not kw.endswith(")"):
            continue
        head, _, rest = kw.partition("(")
        arg = rest[:-1]
        if head in WITH_CONDITION:
            cond = parse_cond(arg)
            {"CantBeBlockedBy": p.not_by, "CantBeBlockedExceptBy": p.only_by, "CanBlockOnly": p.block_only,
             "CantBlockCreatures": p.cant_block, "CantAttackUnlessDefender": p.attack_unless}[head].append(cond)
        elif head in WITH_NUMBER:
            if not arg.isdigit():
                raise BadRuleKeyword(f"{kw!r} needs a number")
            n = int(arg)
            if head == "MaxBlockers":
                p.max_blockers = n if p.max_blockers == 0 else min(p.max_blockers, n)
            elif head == "MinBlockers":
                p.min_blockers = max(p.min_blockers, n)
            else:
                p.extra_blocks += n
    if CAN_BLOCK_ANY in p.flags:
        p.extra_blocks = -1
    p.empty = not (p.evasion or p.flags or p.not_by or p.only_by or p.block_only or p.cant_block or p.attack_unless
                   or p.max_blockers or p.min_blockers or p.extra_blocks)
    return p


def check_keyword(kw: str) -> None:
    """Raise BadRuleKeyword when ``kw`` is a pseudo-keyword of this module that doesn't read."""
    if kw.endswith(")"):
        _read(frozenset({kw}))


def _atom(g: "Game", ch: Chars, other: Chars, a: Atom) -> bool:
    key, op, value = a
    if key == "power":
        pw = ch.power or 0
        n = (other.power or 0) if value == "self" else int(value)
        return pw <= n if op == "<=" else pw >= n if op == ">=" else pw < n if op == "<" else pw > n
    if key == "color":
        return value in ch.colors
    if key == "type":
        return value in ch.types
    if key == "subtype":
        return value in ch.subtypes
    if key == "has":
        return value in ch.keywords
    return False


def meets(g: "Game", ch: Chars, other: Chars, cond: Cond) -> bool:
    """Does the creature ``ch`` meet ``cond`` (``other``: the creature whose rule it is, for ``power<self``)?"""
    return any(all(_atom(g, ch, other, a) for a in conj) for conj in cond)


def player_meets(g: "Game", player: int, cond: Cond) -> bool:
    """Does ``player`` meet a defending-player condition ("controls an Island")?"""
    for conj in cond:
        ok = True
        for key, _op, value in conj:
            if key != "controls" or not any(value in g.chars(o).subtypes for o in g.controlled_by(player)):
                ok = False
                break
        if ok:
            return True
    return False


def evasion_allows(g: "Game", bc: Chars, ac: Chars) -> bool:
    """509.1b: may the creature ``bc`` block the attacker ``ac`` as far as evasion abilities and the restrictions
    on either creature go? (Different evasion abilities are cumulative.)"""
    ap = profile(ac.keywords)
    bp = profile(bc.keywords)
    if ap.empty and bp.empty:
        return True
    ev = ap.evasion
    if ev:
        if FEAR in ev and not ("Artifact" in bc.types or "B" in bc.colors):
            return False                                                      # 702.36b
        if INTIMIDATE in ev and not ("Artifact" in bc.types or bc.colors & ac.colors):
            return False                                                      # 702.13b
        if HORSEMANSHIP in ev and HORSEMANSHIP not in bc.keywords:
            return False                                                      # 702.31b
        if SKULK in ev and (bc.power or 0) > (ac.power or 0):
            return False                                                      # 702.118b
    if (SHADOW in ac.keywords) != (SHADOW in bc.keywords):
        return False                                                          # 702.28b, both ways
    for cond in ap.not_by:
        if meets(g, bc, ac, cond):
            return False
    for cond in ap.only_by:
        if not meets(g, bc, ac, cond):
            return False
    for cond in bp.block_only:
        if not meets(g, ac, bc, cond):
            return False
    for cond in bp.cant_block:
        if meets(g, ac, bc, cond):
            return False
    return True


__all__ = ["ASSIGNS_AS_UNBLOCKED", "ATTACKS_EACH_COMBAT", "BLOCKS_EACH_COMBAT", "BadRuleKeyword", "CANT_ATTACK_ALONE",
           "CANT_BLOCK_ALONE", "CAN_BLOCK_ANY", "EVASION", "FEAR", "FLANKING", "HORSEMANSHIP", "INTIMIDATE", "LURE",
           "Profile", "SHADOW", "SKULK", "check_keyword", "evasion_allows", "meets", "parse_cond", "player_meets",
           "profile"]
