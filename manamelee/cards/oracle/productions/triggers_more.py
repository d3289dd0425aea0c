"""Trigger events (603.2) beyond the core grammar's (triggers_more.lark): what a permanent of a kind does ("whenever
another creature you control dies", 603.6a, 603.10a), more events of this permanent or of the one it is attached
to ("becomes blocked" 509.3c, "is dealt damage" 120, "becomes tapped" 701.26, "attacks or blocks"), spells cast
(601.2i; Heroic's "a spell that targets this creature"), players' draws, discards, cycling and attacks (121,
702.29, 506.2), and the beginning of more steps (503.1a, 507.1, 513.1).

Every event composes with any effect the grammar reads. "it" in the effects names the event's object (the
creature that died, the spell's target...), "that player" the event's player.
"""
from __future__ import annotations

from typing import Any

from lark import Token

from . import Builders, Node, Printers
from .objects import kind_filter, kind_text, qualified

# verb key -> (its words, the engine verbs it triggers on (model.trigger_events.VERBS))
VERBS: dict[str, tuple[str, tuple[str, ...]]] = {
    "enters": ("enters", ("enters",)),
    "dies": ("dies", ("dies",)),
    "attacks": ("attacks", ("attacks",)),
    "blocks": ("blocks", ("blocks",)),
    "leaves": ("leaves the battlefield", ("leaves",)),
    "combat_damage_player": ("deals combat damage to a player", ("combat_damage_player",)),
    "becomes_blocked": ("becomes blocked", ("becomes_blocked",)),
    "blocked_by_creature": ("becomes blocked by a creature", ("blocked_by_creature",)),
    "blocks_creature": ("blocks a creature", ("blocks",)),
    "blocks_or_blocked": ("blocks or becomes blocked", ("blocks", "becomes_blocked")),
    "blocks_or_blocked_by_creature": ("blocks or becomes blocked by a creature", ("blocks", "blocked_by_creature")),
    "attacks_or_blocks": ("attacks or blocks", ("attacks", "blocks")),
    "unblocked": ("attacks and isn't blocked", ("unblocked",)),
    "attacks_alone": ("attacks alone", ("attacks_alone",)),
    "tapped": ("becomes tapped", ("tapped",)),
    "untapped": ("becomes untapped", ("untapped",)),
    "dealt_damage": ("is dealt damage", ("dealt_damage",)),
    "deals_damage": ("deals damage", ("deals_damage",)),
    "deals_damage_player": ("deals damage to a player", ("deals_damage_player",)),
    "deals_damage_opponent": ("deals damage to an opponent", ("deals_damage_opponent",)),
    "deals_combat_damage": ("deals combat damage", ("deals_combat_damage",)),
    "combat_damage_creature": ("deals combat damage to a creature", ("combat_damage_creature",)),
    "combat_damage_opponent": ("deals combat damage to an opponent", ("combat_damage_opponent",)),
    "enters_or_attacks": ("enters or attacks", ("enters", "attacks")),
    "enters_or_dies": ("enters or dies", ("enters", "dies")),
    "turned_face_up": ("is turned face up", ("turned_face_up",)),              # 702.37e, 702.168d, 708.8
    "enters_or_turned_up": ("enters or is turned face up", ("enters", "turned_face_up")),
    "to_graveyard": ("is put into a graveyard from the battlefield", ("to_graveyard",)),
    "targeted_spell": ("becomes the target of a spell", ()),
    "targeted": ("becomes the target of a spell or ability", ()),
    "targeted_opponent": ("becomes the target of a spell or ability an opponent controls", ()),
    "targeted_spell_opponent": ("becomes the target of a spell an opponent controls", ()),
}
_TARGETED = {"targeted_spell": (True, "anyone"), "targeted": (False, "anyone"), "targeted_opponent": (False, "opponent"),
             "targeted_spell_opponent": (True, "opponent")}
_PLAYER = {"you": "you", "player": "a player", "opponent": "an opponent"}
_STEP_NAMES = ("upkeep", "draw step", "end step", "precombat main phase", "postcombat main phase",
               "first main phase", "second main phase")


def _verb(key: str):
    def m(self: Any, c: list[Any]) -> str:
        return key
    return m


def _verb_node(v: Any) -> Node:
    """A verb key, or a verb with what the other creature has ("blocks a creature with flying")."""
    return {"verb": v} if isinstance(v, str) else {"verb": v["verb"], "other_with": v["with"]}


_DAMAGED_PLAYER = frozenset({"deals_damage_player", "deals_damage_opponent", "combat_damage_player",
                             "combat_damage_opponent"})


def _mark_player(node: Node) -> Node:
    """The player "that player" names in the trigger's effects: the damaged player of a damage-to-a-player event
    (the event's ``target_player``), the controller of a creature an opponent controls that died (the event's
    ``player``, its last known controller, 603.10a)."""
    kind = node.get("kind")
    if node["verb"] in _DAMAGED_PLAYER:
        node["that_player"] = True
    elif node["verb"] == "dies" and isinstance(kind, dict) and kind.get("ctl") == "opponent":
        node["that_player"] = "player"
    return node


def _it(verb: str) -> str | None:
    """The event's object that "it" names for this verb ("new_obj" for what entered, and for what left the
    battlefield: the card in its new zone, 400.7); None when the verb triggers on two events whose objects are
    named differently."""
    from ...model.trigger_events import VERBS as ENGINE
    attrs = {"new_obj" if ENGINE[v][2] else ENGINE[v][1] for v in VERBS[verb][1]}
    return attrs.pop() if len(attrs) == 1 else None         # (none for "becomes the target": only this one)


def _verb_with(key: str):
    def m(self: Any, c: list[Any]) -> Node:
        return {"verb": key, "with": c[0]["with"]}
    return m


class Rules:
    # ------------------------------------------------------------------ subjects (603.6a, 603.10a)
    def tsubj_a(self, c: list[Any]) -> Node:
        return {"who": "a", "article": str(c[0]).lower(), "kind": qualified(c[1], c[2:])}

    def tsubj_another(self, c: list[Any]) -> Node:
        return {"who": "another", "kind": qualified(c[0], c[1:])}

    def tsubj_self_or_another(self, c: list[Any]) -> Node:
        return {"who": "self_or_another", "self": c[0]["self"], "kind": qualified(c[1], c[2:])}

    def trg_obj(self, c: list[Any]) -> Node:
        node: Node = {"on": "obj", **c[0], **_verb_node(c[1])}
        it = _it(node["verb"])
        if it:
            node["it"] = it
        return _mark_player(node)

    def trg_self(self, c: list[Any]) -> Node:
        return _mark_player({"on": "obj", "who": "self", "t": "self", "self": c[0]["self"], **_verb_node(c[1])})

    def trg_attached(self, c: list[Any]) -> Node:
        node: Node = {"on": "obj", "who": "attached", "attached": str(c[0]).lower(), **_verb_node(c[1])}
        it = _it(node["verb"])
        if it:
            node["it"] = it
        return _mark_player(node)

    tv_enters = _verb("enters")
    tv_dies = _verb("dies")
    tv_attacks = _verb("attacks")
    tv_blocks = _verb("blocks")
    tv_leaves = _verb("leaves")
    tv_combat_damage_player = _verb("combat_damage_player")
    tv_becomes_blocked = _verb("becomes_blocked")
    tv_blocked_by_creature = _verb("blocked_by_creature")
    tv_blocks_creature = _verb("blocks_creature")
    tv_blocks_creature_with = _verb_with("blocks_creature")
    tv_blocked_by_creature_with = _verb_with("blocked_by_creature")
    tv_blocks_or_blocked = _verb("blocks_or_blocked")
    tv_blocks_or_blocked_by_creature = _verb("blocks_or_blocked_by_creature")
    tv_attacks_or_blocks = _verb("attacks_or_blocks")
    tv_unblocked = _verb("unblocked")
    tv_attacks_alone = _verb("attacks_alone")
    tv_becomes_tapped = _verb("tapped")
    tv_becomes_untapped = _verb("untapped")
    tv_dealt_damage = _verb("dealt_damage")
    tv_deals_damage = _verb("deals_damage")
    tv_deals_damage_player = _verb("deals_damage_player")
    tv_deals_damage_opponent = _verb("deals_damage_opponent")
    tv_deals_combat_damage = _verb("deals_combat_damage")
    tv_combat_damage_creature = _verb("combat_damage_creature")
    tv_combat_damage_opponent = _verb("combat_damage_opponent")
    tv_enters_or_attacks = _verb("enters_or_attacks")
    tv_enters_or_dies = _verb("enters_or_dies")
    tv_turned_face_up = _verb("turned_face_up")
    tv_enters_or_turned_up = _verb("enters_or_turned_up")
    tv_to_graveyard = _verb("to_graveyard")
    tv_targeted_spell = _verb("targeted_spell")
    tv_targeted = _verb("targeted")
    tv_targeted_opponent = _verb("targeted_opponent")
    tv_targeted_spell_opponent = _verb("targeted_spell_opponent")

    def e_sacrifice_it(self, c: list[Any]) -> Node:
        return {"e": "sacrifice_it", "what": {"t": "it"}}

    # ------------------------------------------------------------------ spells cast (601.2i)
    def tp_you(self, c: list[Any]) -> str:
        return "you"

    def tp_player(self, c: list[Any]) -> str:
        return "player"

    def tp_opponent(self, c: list[Any]) -> str:
        return "opponent"

    def tspell_kind(self, c: list[Any]) -> Node:
        return {"words": [_word(w) for w in c]}

    def tspell_kind_or(self, c: list[Any]) -> Node:
        return {"words": [_word(w) for w in c[:-1]], "or": _word(c[-1])}

    def tsw_mana_value(self, c: list[Any]) -> Node:
        return {"sw": "mana_value", "n": int(str(c[0])), "cmp": str(c[1]).lower()}

    def tsw_targets_this(self, c: list[Any]) -> Node:
        return {"sw": "targets_this", "self": c[0]["self"]}

    def trg_cast(self, c: list[Any]) -> Node:
        who, verb, article = c[0], str(c[1]).lower(), str(c[2]).lower()
        node: Node = {"on": "cast", "who": who, "verb": verb, "article": article}
        for x in c[3:]:
            if "words" in x:
                node["kind"] = x
            else:
                node["with"] = x
        if who != "you":
            node["that_player"] = "player"
        return node

    def trg_cast_nth(self, c: list[Any]) -> Node:
        node: Node = {"on": "cast_nth", "nth": str(c[0]).lower()}
        if len(c) > 1:
            node["kind"] = c[1]
        return node

    # ------------------------------------------------------------------ players' events (121, 701.9, 702.29, 506.2)
    def tpe_draw(self, c: list[Any]) -> Node:
        return _player_event("draw", c)

    def tpe_discard(self, c: list[Any]) -> Node:
        return _player_event("discard", c)

    def tpe_cycle(self, c: list[Any]) -> Node:
        return _player_event("cycle", c)

    def tpe_draw_second(self, c: list[Any]) -> Node:
        return {"on": "player_event", "ev": "draw_second", "who": "you"}

    def tpe_cycle_or_discard(self, c: list[Any]) -> Node:
        return {"on": "player_event", "ev": "cycle_or_discard", "who": "you"}

    def tpe_attack(self, c: list[Any]) -> Node:
        return {"on": "player_event", "ev": "attack", "who": "you"}

    def tpe_attack_with(self, c: list[Any]) -> Node:
        return {"on": "player_event", "ev": "attack_with", "who": "you", "n": str(c[0]).lower()}

    # ------------------------------------------------------------------ steps (503.1a, 507.1, 513.1)
    def ts_combat_yours(self, c: list[Any]) -> Node:
        return {"on": "step_at", "whose": "your", "step": "combat"}

    def ts_each_combat(self, c: list[Any]) -> Node:
        return {"on": "step_at", "whose": "each", "step": "combat"}

    def ts_each(self, c: list[Any]) -> Node:
        return {"on": "step_at", "whose": "each", "step": str(c[0]).lower()}

    def ts_each_player(self, c: list[Any]) -> Node:
        return {"on": "step_at", "whose": "each player's", "step": str(c[0]).lower(), "that_player": "player"}

    def ts_each_opponent(self, c: list[Any]) -> Node:
        return {"on": "step_at", "whose": "each opponent's", "step": str(c[0]).lower(), "that_player": "player"}

    def ts_yours(self, c: list[Any]) -> Node:
        return {"on": "step_at", "whose": "your", "step": str(c[0]).lower()}


def _word(tok: Any) -> str:
    s = str(tok)
    return s if s[:1].isupper() and s.lower() not in _SPELL_WORDS else s.lower()


_SPELL_WORDS = frozenset({"creature", "artifact", "enchantment", "instant", "sorcery", "planeswalker", "noncreature",
                          "nonartifact", "nonenchantment", "white", "blue", "black", "red", "green", "nonwhite",
                          "nonblue", "nonblack", "nonred", "nongreen", "colorless", "multicolored", "monocolored",
                          "historic", "legendary"})


def _player_event(kind: str, c: list[Any]) -> Node:
    node: Node = {"on": "player_event", "ev": kind, "who": c[0], "verb": str(c[1]).lower()}
    if c[0] != "you":
        node["that_player"] = "player"
    return node


# ------------------------------------------------------------------------------ wording
def _subject(ev: Node) -> str:
    who = ev["who"]
    if who == "self":
        return ev["self"]
    if who == "attached":
        return f"{ev['attached']} creature"
    if who == "a":
        return f"{ev['article']} {kind_text(ev['kind'])}"
    if who == "another":
        return f"another {kind_text(ev['kind'])}"
    return f"{ev['self']} or another {kind_text(ev['kind'])}"


def _print_obj(ev: Node) -> str:
    from .objects import with_text
    more = f" {with_text(ev['other_with'])}" if ev.get("other_with") else ""
    return f"{_subject(ev)} {VERBS[ev['verb']][0]}{more}"


def spell_kind_text(k: Node) -> str:
    words = " ".join(k["words"])
    return f"{words} or {k['or']}" if k.get("or") else words


def _print_cast(ev: Node) -> str:
    out = f"{_PLAYER[ev['who']]} {ev['verb']} {ev['article']} "
    if ev.get("kind"):
        out += spell_kind_text(ev["kind"]) + " "
    out += "spell"
    w = ev.get("with")
    if w:
        out += (f" with mana value {w['n']} or {w['cmp']}" if w["sw"] == "mana_value" else f" that targets {w['self']}")
    return out


def _print_cast_nth(ev: Node) -> str:
    kind = spell_kind_text(ev["kind"]) + " " if ev.get("kind") else ""
    return f"you cast your {ev['nth']} {kind}spell each turn"


def _print_player_event(ev: Node) -> str:
    k = ev["ev"]
    if k == "draw_second":
        return "you draw your second card each turn"
    if k == "cycle_or_discard":
        return "you cycle or discard a card"
    if k == "attack":
        return "you attack"
    if k == "attack_with":
        return f"you attack with {ev['n']} or more creatures"
    return f"{_PLAYER[ev['who']]} {ev['verb']} a card"


def _print_step(ev: Node) -> str:
    if ev["step"] == "combat":
        return "the beginning of combat on your turn" if ev["whose"] == "your" else "the beginning of each combat"
    return f"the beginning of {ev['whose']} {ev['step']}"


PRINT = Printers(effect={"sacrifice_it": lambda e: "sacrifice it"}, event={"obj": _print_obj, "cast": _print_cast, "cast_nth": _print_cast_nth,
                        "player_event": _print_player_event,
                        "step_at": _print_step})


# ------------------------------------------------------------------------------ engine objects
def _ta(kind: str, when: Any, eff: Any, tg: Any, text: str, opt: bool, look_back: bool = False,
        each_player: bool = False) -> Any:
    from ....engine.definitions import TriggeredAbility
    return TriggeredAbility(kind, when, tuple(eff), tuple(tg), text, None, opt, look_back, each_player=each_player)


def _build_obj(ev: Node, eff: Any, tg: Any, text: str, opt: bool) -> Any:
    from ...model.trigger_events import VERBS as ENGINE, BecomesTarget, SubjectDoes
    from ..build import BuildError
    if ev["verb"] in _TARGETED:          # 601.2c, 602.2b, 603.3d: as the spell or ability is put on the stack
        if ev["who"] not in ("self", "attached"):
            raise BuildError("'becomes the target' of a permanent that isn't this one or the one it's attached to")
        spells, whose = _TARGETED[ev["verb"]]
        test = BecomesTarget(ev["who"], spells, whose)
        kinds = ("cast",) if spells else ("cast", "activate", "trigger")
        built = tuple(_ta(k, test, eff, tg, text, opt) for k in kinds)
        return built[0] if len(built) == 1 else built
    from .other_creature import TWO_CREATURE_VERBS, uses_other_creature
    if uses_other_creature(eff) and (ev["who"] not in ("self", "attached") or ev["verb"] not in TWO_CREATURE_VERBS):
        raise BuildError("'the other creature' in a trigger that doesn't name this creature and one other")
    what = kind_filter(ev["kind"]) if ev.get("kind") else None
    other = None
    if ev.get("other_with"):
        from ...model.filters import AllOf, HasType
        from .objects import _with_filter
        other = AllOf((HasType(("Creature",)), _with_filter(ev["other_with"])))
    out = []
    for verb in VERBS[ev["verb"]][1]:
        kind, _attr, look_back = ENGINE[verb]
        out.append(_ta(kind, SubjectDoes(verb, ev["who"], what, other), eff, tg, text, opt, look_back))
    return out[0] if len(out) == 1 else tuple(out)


def _spell_word_filter(w: str) -> Any:
    from ...model.filters import AnyOf, HasColor, HasSubtype, HasSupertype, HasType, Not
    from ...model.filters_kinds import ColorCount
    colors = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
    types = {"creature", "artifact", "enchantment", "instant", "sorcery", "planeswalker"}
    if w in colors:
        return HasColor(colors[w])
    if w in types:
        return HasType((w.capitalize(),))
    if w in ("colorless", "multicolored", "monocolored"):
        return ColorCount(w)
    if w == "historic":                       # 700.6: artifacts, legendaries and Sagas
        return AnyOf((HasType(("Artifact",)), HasSupertype("Legendary"), HasSubtype(("Saga",))))
    if w == "legendary":
        return HasSupertype("Legendary")
    if w.startswith("non"):
        return Not(_spell_word_filter(w[3:]))
    return HasSubtype((w,))


def spell_kind_filter(k: Node) -> Any:
    """The filter of a spell kind ("instant or sorcery", "red", "Spirit or Arcane") read on the spell's card."""
    from ...model.filters import AllOf, AnyOf
    words = k["words"]
    if k.get("or"):
        head: list[Any] = [AnyOf((_spell_word_filter(words[-1]), _spell_word_filter(k["or"])))]
        rest = words[:-1]
    else:
        head, rest = [], words
    parts = [_spell_word_filter(w) for w in rest] + head
    return parts[0] if len(parts) == 1 else AllOf(tuple(parts))


def _build_cast(ev: Node, eff: Any, tg: Any, text: str, opt: bool) -> Any:
    from ...model.filters import AllOf
    from ...model.filters_kinds import StatCompare
    from ...model.trigger_events import CastsSpell
    from ..build import BuildError
    if (ev["who"] == "you") != (ev["verb"] == "cast"):
        raise BuildError(f"'{_PLAYER[ev['who']]} {ev['verb']}': the verb doesn't agree")
    what = spell_kind_filter(ev["kind"]) if ev.get("kind") else None
    w = ev.get("with") or {}
    if w.get("sw") == "mana_value":
        mv = StatCompare("mana value", w["n"], w["cmp"] == "greater")
        what = mv if what is None else AllOf((what, mv))
    if w.get("sw") == "targets_this" and w["self"] not in ("this creature", "CARDNAME"):
        raise BuildError("'a spell that targets' something that isn't this creature")
    whose = {"you": "you", "player": "anyone", "opponent": "opponent"}[ev["who"]]
    return _ta("cast", CastsSpell(whose, what, w.get("sw") == "targets_this"), eff, tg, text, opt)


def _build_cast_nth(ev: Node, eff: Any, tg: Any, text: str, opt: bool) -> Any:
    """"Whenever you cast your second spell each turn" (601.2i): the nth spell you cast this turn (copies aren't
    cast, 707.10); with a kind, the nth spell of that kind."""
    from ...model.trigger_events import CastsSpell
    what = spell_kind_filter(ev["kind"]) if ev.get("kind") else None
    nth = {"first": 1, "second": 2, "third": 3}[ev["nth"]]
    return _ta("cast", CastsSpell("you", what, False, nth), eff, tg, text, opt)


def _build_player_event(ev: Node, eff: Any, tg: Any, text: str, opt: bool) -> Any:
    from ...model.trigger_events import PlayerDoes, YouAttack
    from ..build import BuildError, number
    k = ev["ev"]
    if "verb" in ev and (ev["who"] == "you") != (not ev["verb"].endswith("s")):
        raise BuildError(f"'{_PLAYER[ev['who']]} {ev['verb']}': the verb doesn't agree")
    whose = {"you": "you", "player": "anyone", "opponent": "opponent"}[ev["who"]]
    if k == "draw":
        return _ta("draw", PlayerDoes(whose), eff, tg, text, opt)
    if k == "draw_second":
        return _ta("draw", PlayerDoes("you", 2), eff, tg, text, opt)
    if k in ("discard", "cycle_or_discard"):       # 702.29a: cycling discards the card
        return _ta("discard", PlayerDoes(whose), eff, tg, text, opt)
    if k == "cycle":
        return _ta("cycle", PlayerDoes(whose), eff, tg, text, opt)
    if k == "attack":
        return _ta("attacks", YouAttack(1), eff, tg, text, opt)
    return _ta("attacks", YouAttack(number(ev["n"])), eff, tg, text, opt)


_STEPS = {"upkeep": "UPKEEP", "draw step": "DRAW", "end step": "END", "combat": "BEGIN_COMBAT",
          "precombat main phase": "MAIN1", "first main phase": "MAIN1", "postcombat main phase": "MAIN2",
          "second main phase": "MAIN2"}


def _build_step(ev: Node, eff: Any, tg: Any, text: str, opt: bool) -> Any:
    from ....engine.constants import Step
    from ...model.events import StepBegins
    from ...model.trigger_events import StepOfPlayers
    step = Step[_STEPS[ev["step"]]]
    whose = ev["whose"]
    if whose == "your":
        return _ta("step", StepBegins(step, "you"), eff, tg, text, opt)
    if whose == "each":
        return _ta("step", StepBegins(step, "each"), eff, tg, text, opt)
    if whose == "each player's":      # 805.4d: once for each player taking the turn; the event names that player
        return _ta("step", StepBegins(step, "each_player"), eff, tg, text, opt, each_player=True)
    return _ta("step", StepOfPlayers(step, "opponent"), eff, tg, text, opt)


def _build_core_step_may(ev: Node, eff: Any, tg: Any, text: str, opt: bool) -> Any:
    """The core's "At the beginning of your upkeep / end step / the end step" with "you may" (603.5)."""
    return _build_step({"whose": "each" if ev["on"] == "each_end_step" else "your",
                        "step": "end step" if ev["on"] == "each_end_step" else ev["step"]}, eff, tg, text, opt)


def _build_sacrifice_it(e: Node) -> tuple[Any, ...]:
    """701.17a: only a permanent its controller controls can be sacrificed: "it" must be this permanent."""
    from ...dsl.effects_permanents import SacrificeThis
    from ...dsl.selectors import SELF
    from ..build import BuildError
    if e["what"].get("ref") != "self":
        raise BuildError("'sacrifice it' of something that isn't this permanent")
    return (SacrificeThis(SELF),)


BUILD = Builders(effect={"sacrifice_it": _build_sacrifice_it}, trigger={"obj": _build_obj, "cast": _build_cast, "cast_nth": _build_cast_nth,
                          "player_event": _build_player_event,
                          "step_at": _build_step, "step": _build_core_step_may, "each_end_step": _build_core_step_may})

__all__ = ["BUILD", "PRINT", "Rules", "VERBS", "spell_kind_filter", "spell_kind_text"]
