"""Rules effects with a duration (611.2, 614.1) and the rules statics of face-up schemes (314.4) that change what
players may do rather than characteristics: who can't cast which spells or attack (Know Evil, Choose Your
Champion), whom creatures can't attack (Bow to My Command), hexproof players (702.11c; I Am Untouchable),
permanents that don't untap (502.3; Imprison This Insolent Wretch), turns in which schemes can't be set in motion
(All in Good Time), skipped steps (500.11), extra turns that come with changes (500.7), lands that make more mana
(A Display of My Dark Power) and additional combat and main phases (500.8, 505.1a).

A resolved effect is kept as a :class:`Shield` whose kind starts with ``rule:`` (so it is copied with the game and
ends like the others: "eot" at cleanup 514.2, "next_turn:<seat>" as that player's next turn begins 611.2a). Every
reader returns at once when there is no such effect and no face-up scheme: games without them pay nothing.
"""
from __future__ import annotations

from typing import Any, Final, TYPE_CHECKING

from .constants import Step
from .objects import Shield

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Turn

PREFIX: Final = "rule:"
CANT_CAST: Final = "rule:cant_cast"            # protects: the player; to: "creature" | "noncreature" | "any"
CANT_ATTACK: Final = "rule:cant_attack"        # protects: the player who can't attack with creatures
ONLY_THESE_ACT: Final = "rule:only_these_act"  # to: the players who alone may cast spells and attack (Choose Your Champion)
NO_SCHEMES: Final = "rule:no_schemes"          # schemes can't be set in motion (this turn)
SKIP_STEP: Final = "rule:skip_step"            # protects: a Turn id; amount: the step skipped (500.11)
EXTRA_TURN_CHANGE: Final = "rule:extra_turn"   # protects: the player; amount: its place in Game.extra_turns; to: changes
LAND_MANA: Final = "rule:land_extra_mana"      # whenever a player in range taps a land for mana, one more of that type
SET_MORE_SCHEMES: Final = "rule:set_more_schemes"   # the next time the player would set a scheme in motion, ``amount``
AFTER_MAIN: Final = "rule:after_main"          # protects: a Turn id; amount: the main phase it was made in (500.8)
IN_EXTRA_COMBAT: Final = "rule:in_extra_combat"     # protects: a Turn id; amount: the step that follows the extra phases
IN_EXTRA_MAIN: Final = "rule:in_extra_main"

# rules statics of face-up schemes (StaticAbility.rule), about the player chosen as the scheme was set in motion
CHOSEN_DOESNT_UNTAP: Final = "chosen_doesnt_untap"       # Imprison This Insolent Wretch
CHOSEN_CANT_ATTACK_YOU: Final = "chosen_cant_attack_you"  # Bow to My Command
YOU_HAVE_HEXPROOF: Final = "you_have_hexproof"            # I Am Untouchable
CHOSEN: Final = "chosen_player"                           # the scheme object's note naming that player


def add_rule(g: "Game", kind: str, controller: int, source: int, duration: str = "eot", who: Any = None,
             amount: int = 0, to: Any = None) -> None:
    """Start a rules effect (611.2a): ``who`` is the player or Turn it is about."""
    g.shields.append(Shield(kind, g.new_timestamp(), controller, source, amount, who, to, duration))
    g.version += 1


def rules_of(g: "Game", kind: str) -> list[Shield]:
    return [s for s in g.shields if s.kind == kind]


def _in_range(g: "Game", controller: int, p: int) -> bool:
    """801.10: an effect affects only players within its controller's range of influence."""
    me = g.players[controller]
    return p == controller or me.range is None or p in me.in_range


def scheme_rule_holders(g: "Game", rule: str) -> list[tuple[int, Any]]:
    """(owner, chosen player) of each face-up scheme with the rules static ``rule`` (314.4, 314.5)."""
    out: list[tuple[int, Any]] = []
    for oid in g.command:
        o = g.objects[g._keys[oid]]
        if o.face_down or "Scheme" not in o.card.types:
            continue
        for sa in o.card.static:
            if sa.rule == rule:
                out.append((o.owner, o.note.get(CHOSEN)))
    return out


def cant_cast(g: "Game", p: int, card: Any) -> bool:
    """Is ``p`` forbidden to cast the spell ``card`` now (Know Evil, Choose Your Champion; 101.2: "can't" wins)?"""
    if not g.shields:
        return False
    for s in g.shields:
        if s.kind == CANT_CAST and s.protects == p:
            creature = "Creature" in card.types
            if s.to == "any" or (s.to == "creature") == creature:
                return True
        elif s.kind == ONLY_THESE_ACT and p not in s.to and _in_range(g, s.controller, p):
            return True
    return False


def cant_attack_with_creatures(g: "Game", p: int) -> bool:
    """Is ``p`` forbidden to attack with creatures (508.1a)?"""
    if not g.shields:
        return False
    for s in g.shields:
        if s.kind == CANT_ATTACK and s.protects == p:
            return True
        if s.kind == ONLY_THESE_ACT and p not in s.to and _in_range(g, s.controller, p):
            return True
    return False


def attack_forbidden(g: "Game", attacker_controller: int, defender: int) -> bool:
    """"Creatures the chosen player controls can't attack you or planeswalkers you control" (508.1c): may a
    creature of ``attacker_controller`` attack ``defender`` (a player, or a planeswalker's controller)?"""
    if not g.command:
        return False
    return any(owner == defender and chosen == attacker_controller
               for owner, chosen in scheme_rule_holders(g, CHOSEN_CANT_ATTACK_YOU))


def player_hexproof(g: "Game", p: int, by: int) -> bool:
    """702.11c: a player with hexproof can't be the target of spells or abilities their opponents control."""
    if not g.command or not g.is_opponent(by, p):
        return False
    return any(owner == p for owner, _ in scheme_rule_holders(g, YOU_HAVE_HEXPROOF))


def doesnt_untap(g: "Game", controller: int) -> bool:
    """502.3: "permanents the chosen player controls don't untap during their untap step"."""
    if not g.command:
        return False
    return any(chosen == controller for _, chosen in scheme_rule_holders(g, CHOSEN_DOESNT_UNTAP))


def schemes_blocked(g: "Game") -> bool:
    """"Schemes can't be set in motion that turn" (All in Good Time)."""
    return bool(g.shields) and any(s.kind == NO_SCHEMES for s in g.shields)


def skips_step(g: "Game", t: "Turn", step: Step) -> bool:
    """500.11: a step this Turn skips (Time Bends to My Will: "skip the untap step of that turn")."""
    return bool(g.shields) and any(s.kind == SKIP_STEP and s.protects == t.id and s.amount == int(step)
                                   for s in g.shields)


def land_mana_bonus(g: "Game", p: int) -> int:
    """How much more mana a land ``p`` taps for mana adds (a triggered mana ability adding one mana of a type the
    land produced, 605.1b, 106.6a), one for each such effect whose controller has ``p`` in range."""
    if not g.shields:
        return 0
    return sum(1 for s in g.shields if s.kind == LAND_MANA and _in_range(g, s.controller, p))


COST_CHANGE_RULE: Final = "rule:cost_change"    # protects: the caster; to: the card type, or a tuple of card types (any of
#                                          them); amount: the change (+ more, - less)
ADDITIONAL_LAND_EACH_TURN: Final = "additional_land_each_turn"   # a scheme's "You may play an additional land on each of
#                                                           your turns" (305.2)


def _of_types(to: Any, types: frozenset[str]) -> bool:
    """Is a spell of ``types`` one a cost change for ``to`` (None: every spell; a card type; a tuple of them) is for?"""
    if to is None:
        return True
    if isinstance(to, tuple):
        return any(x in types for x in to)
    return to in types


def rule_cost_changes(g: "Game", p: int, card: Any) -> tuple[int, int]:
    """(increase, reduction) of generic mana from resolved effects ("Artifact spells you cast this turn cost {2}
    less to cast", 601.2f; "Artifact, instant, and sorcery spells ...": a spell of any of those types)."""
    inc = red = 0
    for s in g.shields:
        if s.kind == COST_CHANGE_RULE and s.protects == p and _of_types(s.to, card.types):
            if s.amount > 0:
                inc += s.amount
            else:
                red -= s.amount
    return inc, red


def static_land_plays(g: "Game", p: int) -> int:
    """Additional land plays ``p`` has on each of their turns from face-up schemes they own (305.2, 314.4)."""
    return sum(1 for owner, _ in scheme_rule_holders(g, ADDITIONAL_LAND_EACH_TURN) if owner == p)


def extra_turn(g: "Game", p: int, changes: tuple[str, ...] = (), source: int = 0) -> None:
    """500.7: ``p`` takes an extra turn after this one; ``changes`` ("skip_untap", "no_schemes") apply to that turn."""
    g.extra_turns.append(p)
    if changes:
        add_rule(g, EXTRA_TURN_CHANGE, p, source, "extra_turn", p, len(g.extra_turns) - 1, changes)


def extra_turn_begins(g: "Game", t: "Turn") -> None:
    """The extra turn ``t`` just began: the changes that came with it start (they last this turn)."""
    place = len(g.extra_turns)            # Game.extra_turns is taken from the end: the place it had
    mine = [s for s in g.shields if s.kind == EXTRA_TURN_CHANGE and s.amount >= place]
    if not mine:
        return
    g.shields = [s for s in g.shields if s not in mine]
    for s in mine:
        if s.amount != place or s.protects != t.active:
            continue
        for change in s.to:
            if change == "skip_untap":
                add_rule(g, SKIP_STEP, t.active, s.source, "eot", t.id, int(Step.UNTAP))
            elif change == "no_schemes":
                add_rule(g, NO_SCHEMES, t.active, s.source, "eot", t.id)


def schemes_to_set(g: "Game", p: int) -> int:
    """How many schemes ``p`` sets in motion where one would be (Plots That Span Centuries, a replacement effect
    614.1a used up the first time it applies)."""
    mine = [s for s in g.shields if s.kind == SET_MORE_SCHEMES and s.protects == p] if g.shields else []
    if not mine:
        return 1
    s = mine[0]
    g.shields.remove(s)
    g.version += 1
    return s.amount


def additional_phases_after_main(g: "Game", t: "Turn", controller: int, source: int) -> None:
    """500.8: "after this main phase, there is an additional combat phase followed by an additional main phase"."""
    add_rule(g, AFTER_MAIN, controller, source, "eot", t.id, int(t.step))


def next_phase_step(g: "Game", t: "Turn", s: Step, normal: Step) -> Step:
    """The step after ``s`` with the additional phases added (500.8): after the main phase an additional combat
    phase begins; after its end of combat step the additional main phase (a postcombat main phase, 505.1a); after
    that one, what would have followed the first main phase."""
    if not g.shields:
        return normal
    if s in (Step.MAIN1, Step.MAIN2):
        for x in g.shields:
            if x.kind == AFTER_MAIN and x.protects == t.id and x.amount == int(s):
                g.shields.remove(x)
                g.shields.append(Shield(IN_EXTRA_COMBAT, g.new_timestamp(), x.controller, x.source, int(normal),
                                        t.id, None, "eot"))
                return Step.BEGIN_COMBAT
        if s == Step.MAIN2:
            for x in g.shields:
                if x.kind == IN_EXTRA_MAIN and x.protects == t.id:
                    g.shields.remove(x)
                    return Step(x.amount)
    if s == Step.END_COMBAT:
        for x in g.shields:
            if x.kind == IN_EXTRA_COMBAT and x.protects == t.id:
                g.shields.remove(x)
                g.shields.append(Shield(IN_EXTRA_MAIN, g.new_timestamp(), x.controller, x.source, x.amount,
                                        t.id, None, "eot"))
                return Step.MAIN2
    return normal


__all__ = ["add_rule", "rules_of", "cant_cast", "cant_attack_with_creatures", "attack_forbidden", "player_hexproof",
           "doesnt_untap", "schemes_blocked", "skips_step", "land_mana_bonus", "extra_turn", "extra_turn_begins",
           "schemes_to_set", "additional_phases_after_main", "next_phase_step", "rule_cost_changes",
           "static_land_plays"]
