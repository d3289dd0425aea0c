"""Casting spells (601), activating abilities (602), mana abilities (605), playing lands (305).

Each is a procedure that asks, in the 601.2 order, for X, targets and payment, then acts. Every
question offers "cancel": an abandoned cast changes nothing (730 — rewinding is free here because
nothing moves until all choices are made).
"""
from __future__ import annotations

from typing import Any, Final, Iterator, Sequence, TYPE_CHECKING, cast

from ..i18n import Msg, has_key
from . import events as ev
from .targeting import becomes_target
from .constants import BATTLEFIELD, EXILE, GRAVEYARD, HAND, MAIN_STEPS, STACK, HASTE
from .faces import ADVENTURE, AS_CARD, EXILE_AFTER, FACE_DOWN_FACES, TRANSFORMS, WHOLE, cast_faces, cast_mana_value, \
    face_card, show_face, transform_count
from .activation_limits import activation_allowed, record_activation
from .alt_casting import BUYBACK, HELPERS, additional_parts, helper_sources, methods_for
from .cost_parts import TAP as TAP_PART, choose_parts, parts_payable, pay_parts
from .costs import add_costs, cost_changes, kicker_of, max_x as changed_max_x, total_cost
from .decisions import Option, Proc, opt
from .definitions import ActivatedAbility, CardDef, TargetSpec, payer_mana
from .mana import ManaCost, Source, SourcesKnown, pay_from_pool, plain_supply, surely_payable_from, \
    surely_unpayable
from .entering import ask_entering
from .mana_abilities import activate as activate_mana_ability, plan_mana, sources_of, usable_for
from .objects import StackItem
from .card_names import activation_forbidden_by_name, cast_forbidden_by_name
from .rule_effects import cant_cast, land_mana_bonus
from .scope import Scope
from .spell_modes import MODE_CHOOSER, OPPONENT_CHOOSES, choose_spell_modes
from .zones import move, tap

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Frame, Turn

CANCEL: Final = opt("cancel", "opt.cancel")
NO_MANA_COST: Final = "no_mana_cost"
"""``CardDef.extra`` flag of a card printed with no mana cost (a compiled card with suspend, 702.62a): 118.6 — that
cost is unpayable, so it is never cast by paying it; it may be cast without paying it (suspend, cascade...)."""
NO_TARGET: Final = opt("no_target", "opt.no_target")   # 601.2c / 115.6: "up to one target" chosen as zero targets
_PAY_AUTO: Final = opt("auto", "opt.pay_auto")


def _spec_msg(label: str) -> "Msg | str":
    """A target description ("target creature") as a message when the catalogue knows it, else as printed."""
    key = "target." + label
    return Msg(key) if has_key(key) else label


def _targeting(g: "Game", targets: list[Any]) -> "Msg | str":
    from .triggers import _ref_label
    chosen = [r for r in targets if r is not None]     # 115.6: an "up to one" target left unchosen
    return Msg("log.targeting", (("targets", [_ref_label(g, r) for r in chosen]),)) if chosen else ""


def mana_sources(g: "Game", p: int, exclude: int | None = None) -> list[Source]:
    """Untapped permanents of ``p`` with a {T} mana ability they can activate now (605, 302.6); a permanent with
    several mana abilities, or one with other costs, gives a source per ability (mana_abilities.py). The list is
    remembered until the game changes (a read-only answer: a priority pass and the cast after it ask again).

    Plain "{T}: Add ..." abilities read only the layer results of the permanents ``p`` controls (their types, haste,
    abilities), their tapped status and when their latest turn began (302.6): with no other kind of mana ability among them, no
    rules-modifying static (101.2 names) and no shield (605.1b), the list stands while those do, across steps,
    damage, attacks, spells cast and permanents entering or leaving under other players' control (SourcesKnown:
    Game.held_stamp)."""
    pl = g.players[p]
    if exclude is None:
        known = g._sources.get(p)
        if known is not None:
            if known.exact:
                if known.version == g.version and known.timestamp == g.timestamp:
                    return known.sources
            elif known.taps == pl.taps and known.turn == pl.last_turn_start and known.version == g.held_stamp(p) \
                    and not g._rules and not g.shields:
                return known.sources
    layer_key = g.version if g._chars_volatile else g.version - g._neutral
    exact = bool(g.shields)
    out: list[Source] = []
    cm = g.all_chars()
    mine = g.controlled_by(p)
    for oid in mine:
        o = g.objects[g._keys[oid]]
        card = o.card
        ab = card.tap_mana
        if (ab is None and not card.mana_list) or oid == exclude:
            continue
        if cm[g._keys[oid]].abilities_removed:
            continue                             # it lost its abilities (613.1f)
        if g._rules and activation_forbidden_by_name(g, p, oid, ab if ab is not None else
                                                     card.activated[card.mana_list[0]]):
            continue                             # 101.2: Phyrexian Revoker names it (mana abilities too)
        # 302.6: {T} needs an untapped permanent, a creature controlled since the turn began ("Sacrifice this: Add"
        # needs neither, 111.10a)
        can_tap = not o.tapped and not ("Creature" in cm[g._keys[oid]].types and summoning_sick(g, oid))
        if card.mana_list:
            exact = True                         # conditions, life, counters, chosen colours: any state
            out.extend(s for s in sources_of(g, p, oid, card) if can_tap or not card.activated[s.ability].cost.tap)
        elif ab is not None and (can_tap or not ab.cost.tap):
            amount = ab.mana_amount
            if g.shields and "Land" in cm[g._keys[oid]].types:
                amount += land_mana_bonus(g, p)      # 605.1b: A Display of My Dark Power
            out.append(Source(oid, ab.mana, amount))
    if exclude is None:
        # the layer results, read above, are current: the fine key is the one computed before them unless they
        # were stale (then it named an older state and the exact key is kept)
        stale = layer_key != (g.version if g._chars_volatile else g.version - g._neutral)
        if exact or stale or g._rules:
            g._sources[p] = SourcesKnown(True, g.version, g.timestamp, 0, 0, out)
        else:
            g._sources[p] = SourcesKnown(False, g.held_stamp(p), g.timestamp, pl.taps, pl.last_turn_start, out)
    return out



def summoning_sick(g: "Game", oid: int) -> bool:
    """302.6: a creature can't attack or {T} unless controlled since its controller's most recent turn began."""
    o = g.objects[g._keys[oid]]
    if HASTE in g.chars(oid).keywords:
        return False
    ctl = g.controller(oid)
    return not (o.since < g.players[ctl].last_turn_start)


def can_afford(g: "Game", p: int, cost: ManaCost, sources: list[Source] | None = None,
               spell: CardDef | None = None) -> bool:
    """Can ``p`` pay ``cost`` now, from the pool and the mana abilities ``sources`` (those whose mana may be spent
    on ``spell``, 106.6; None: a cost that isn't a spell's)?"""
    if sources is None:
        sources = mana_sources(g, p)
    if not (cost.generic or cost.colored or cost.hybrid):
        return True
    pool = g.players[p].pool.amounts
    usable = usable_for(sources, spell)
    supply = g._plain_supply                         # the sources' part, read once per (read-only) list
    if supply is None or supply[0] is not usable:
        total, by_kind = plain_supply(usable)
        supply = g._plain_supply = (usable, total, by_kind)
    if surely_payable_from(cost, pool, supply[1], supply[2]):
        return True                                  # the usual case, without the search of plan_mana
    if surely_unpayable(cost, pool, usable):
        return False                                 # e.g. {R} with no source of red mana: no search either
    return plan_mana(cost, pool, usable, g.players[p].life) is not None


def max_x(g: "Game", p: int, cost: ManaCost, sources: list[Source]) -> int:
    """The largest X the player could pay for right now (601.2b asks for a value they can pay)."""
    if cost.x == 0:
        return 0
    hi = (len(sources) * 2 + g.players[p].pool.total())
    best = -1
    for x in range(0, hi + 1):
        if can_afford(g, p, cost.with_x(x), sources):
            best = x
        else:
            break
    return best


def sorcery_timing(g: "Game", t: "Turn", p: int) -> bool:
    """307.1 / 117.1a: main phase of your turn, with that Turn's stack empty. Asked for every player at every priority
    pass: a one-player side is compared as a native int (``in`` compares Python objects)."""
    side = t.side
    if not (side[0] == p if len(side) == 1 else p in side):
        return False
    return not t.stack and t.step in MAIN_STEPS


def targets_available(g: "Game", p: int, specs: tuple[TargetSpec, ...], source: int | None) -> bool:
    sc = Scope(g, p)
    chooser_ok = True
    for spec in specs:
        if spec.chooser == "opponent":
            # 801.5a/801.5c: the choosing opponent picks among targets in both players' ranges.
            cands = sc.target_candidates(spec, source)
            chooser_ok = any(Scope(g, q).each(cands) for q in sc.choosing_opponents())
            if not chooser_ok:
                return False
            continue
        if not spec.optional and not sc.has_target(spec, source):   # 115.6: "up to one" needs none
            return False
    return True


def spell_targets(card: CardDef) -> tuple[TargetSpec, ...]:
    if card.enchant is not None:
        return (card.enchant,)          # 303.4a: an Aura spell targets what it will enchant
    return card.spell.targets if card.spell is not None else ()


def _shift_targets(effects: tuple[Any, ...], modes: list[Any], mode: Any) -> tuple[Any, ...]:
    """Each mode numbers its targets from 0; with several modes chosen, later modes' target indices
    move past the earlier modes' targets."""
    offset = 0
    for m in modes:
        if m is mode:
            break
        offset += len(m.targets)
    if not offset:
        return effects
    import dataclasses
    out = []
    e: Any
    for e in effects:
        if dataclasses.is_dataclass(e):
            changes = {f.name: getattr(e, f.name).shifted(offset) for f in dataclasses.fields(e)
                       if hasattr(getattr(e, f.name), "shifted")}
            e = dataclasses.replace(cast(Any, e), **changes) if changes else e
        out.append(e)
    return tuple(out)


def spells_cast_this_turn(g: "Game", p: int) -> int:
    """How many spells ``p`` has cast since the most recent turn began (events back to its TURN event)."""
    n = 0
    for e in reversed(g.events):
        if e.kind == ev.TURN:
            break
        if e.kind == ev.CAST and e.player == p:
            n += 1
    return n


def one_spell_limit(g: "Game", p: int) -> bool:
    """"Each opponent can't cast more than one spell each turn" (I Bask in Your Silent Awe): a face-up
    scheme's static ability (314.4) with the rule ``opponents_one_spell_per_turn``, and ``p`` has already
    cast a spell this turn. Only the command zone is looked at, so games without schemes pay nothing."""
    if not g.command:
        return False
    if not any(not g.objects[o].face_down and g.is_opponent(g.objects[o].owner, p)
               and any(sa.rule == "opponents_one_spell_per_turn" for sa in g.objects[o].card.static)
               for o in g.command):
        return False
    return spells_cast_this_turn(g, p) >= 1


CANT_CAST_MV3: Final = "opponents_cant_cast_mv_3_or_less"
"""The rule static "Your opponents can't cast spells with mana value 3 or less." (Brisela, Voice of Nightmares)."""


def opponents_forbid_small_spells(g: "Game", p: int) -> bool:
    """Does an opponent of ``p`` (who has ``p`` in their range of influence, 801.10) control a permanent saying
    "Your opponents can't cast spells with mana value 3 or less."? (101.2: a "can't" wins.)"""
    if not any(r == CANT_CAST_MV3 for r, _ in g._rules):
        return False
    return any(r == CANT_CAST_MV3 and q != p and g.is_opponent(q, p) and Scope(g, q).in_range(p) for r, q in g._rules)


def castable(g: "Game", t: "Turn", p: int, oid: int, sources: list[Source], face: int = AS_CARD,
             method: int = -1, any_time: bool = False) -> bool:
    """Can ``p`` cast the card ``oid`` (as face ``face``: 712.11c, 709.3a, 715.3a evaluate only that face; or by its
    alternative way ``method``, an index into its ``extra["cast_methods"]``) now? ``any_time``: an instruction of a
    resolving spell or ability allows the cast now, whatever the card's type (608.2g: madness 702.35a). A method that
    casts the card transformed (712.11a, disturb 702.146a) has its back face evaluated, the method included (712.11d)."""
    m = None
    if method >= 0:
        ms = methods_for(g, g.objects[g._keys[oid]])                 # 601.2b: the card's ways, and a foretold card's (702.143a)
        if method >= len(ms) or face != AS_CARD:
            return False
        m = ms[method]
        face = m.face
        if face >= len(g.objects[g._keys[oid]].card.faces):
            return False
    card = face_card(g.objects[g._keys[oid]].card, face)
    if "Land" in card.types or not card.implemented:
        return False
    if one_spell_limit(g, p) or split_second_on_stack(g):
        return False
    if g._rules and cast_mana_value(g.objects[g._keys[oid]].card, face) <= 3 and opponents_forbid_small_spells(g, p):
        return False                     # 712.8c: a transforming card cast transformed: its front face's value
    if g.shields and cant_cast(g, p, card):
        return False                     # 101.2: "can't" (Know Evil, Choose Your Champion)
    if g._rules and cast_forbidden_by_name(g, p, card):
        return False                     # 101.2: "Spells with the chosen name can't be cast." (card_names.py)
    if not (any_time or "Instant" in card.types or "Flash" in card.keywords or sorcery_timing(g, t, p)):
        return False
    if card.spell is not None and card.spell.modes:
        if sum(targets_available(g, p, m.targets, oid) for m in card.spell.modes) < card.spell.choose:
            return False
        if card.spell.chooser == OPPONENT_CHOOSES and not Scope(g, p).choosing_opponents():
            return False                 # 700.2e: nobody could choose its modes
    elif not targets_available(g, p, spell_targets(card), oid):
        return False
    cost = card.mana_cost if m is None or m.cost is None else m.cost
    if card.extra.get("cost_hook"):
        cost = card.extra["cost_hook"](g, p, cost)
    elif card.extra and card.extra.get(NO_MANA_COST) and (m is None or m.cost is None):
        return False                                     # 118.6: no mana cost is an unpayable cost
    if g._elsewhere:
        cost = _with_generic(cost, g.hooks.additional_cost(g, p, oid))     # 903.8 commander tax
    parts = additional_parts(card, m) if card.extra else ()
    if parts and not parts_payable(g, p, oid, parts):
        return False                                     # 601.2b / 118.8: an additional cost that can't be paid
    if card.extra and card.extra.get(HELPERS):           # convoke, improvise, delve (702.51a, 702.126a, 702.66a)
        sources = sources + helper_sources(g, p, card, oid, {s.obj_id for s in sources})
    return can_afford(g, p, total_cost(g, p, card, cost.with_x(0)), sources, card)     # 601.2f: cost changes apply


def split_second_on_stack(g: "Game") -> bool:
    """702.61a: while a spell with split second is on a stack, players can't cast other spells or activate
    abilities that aren't mana abilities."""
    for t in g.turns:
        for item in t.stack:
            if item.data and item.data.get("split_second"):
                return True
    return False


def _with_generic(cost: ManaCost, extra: int) -> ManaCost:
    """``cost`` plus ``extra`` generic mana (an additional cost, 601.2f)."""
    return cost if not extra else ManaCost(cost.generic + extra, cost.colored, cost.hybrid, cost.x)


def ability_usable(g: "Game", t: "Turn", p: int, oid: int, ab: ActivatedAbility, sources: list[Source]) -> bool:
    if payer_mana(ab):
        return False                    # {T} mana abilities the payer plans are activated while paying (605.3a)
    if ab.sorcery and not sorcery_timing(g, t, p):
        return False
    if not ab.mana and split_second_on_stack(g):
        return False                    # 702.61a
    if g._rules and activation_forbidden_by_name(g, p, oid, ab):
        return False                    # 101.2: Pithing Needle, Phyrexian Revoker (card_names.py)
    if (ab.timing or ab.per_turn or ab.once) and not activation_allowed(g, t, p, oid, ab):
        return False                    # 602.5b
    if ab.condition is not None and not ab.condition(g, None, oid, p):
        return False                    # 602.5b / 716.2a / 719.3c: only while its condition holds
    if ab.loyalty:
        from .loyalty import loyalty_usable
        if not loyalty_usable(g, t, p, oid, ab):
            return False                # 606.3 / 606.6
    o = g.objects[g._keys[oid]]
    c = ab.cost
    if c.tap:
        if o.tapped or ("Creature" in g.chars(oid).types and summoning_sick(g, oid)):
            return False
    life = c.life_amount(g, p)
    if life and g.players[p].life < life:
        return False                    # 119.4: you can pay life only if your total is at least that much
    if life > 0:
        from .damage import team_has_rule
        if team_has_rule(g, p, "cant_lose_life"):
            return False                # 119.8 / 810.9h: can't pay life other than 0
    if c.crew:
        from .crew import can_crew
        if not can_crew(g, p, oid, c.crew):
            return False                # 702.122a: not enough power among the other untapped creatures
    if c.parts and not parts_payable(g, p, oid, c.parts, c.tap):
        return False                    # 118.3: "Sacrifice a creature", "{Q}", "Discard a card"...
    if not targets_available(g, p, ab.targets, oid):
        return False
    srcs = [s for s in sources if s.obj_id != oid] if c.tap or c.sacrifice_self else sources
    return can_afford(g, p, c.mana.with_x(0), srcs)


def abilities_of(g: "Game", oid: int) -> tuple[Any, ...]:
    """The object's activated abilities: its card's, plus any the variant grants (804.2)."""
    o = g.objects[g._keys[oid]]
    if g.hooks is not None and o.zone == BATTLEFIELD:
        extra = g.hooks.granted_abilities(g, oid)
        if extra:
            return o.card.activated + tuple(extra)
    return o.card.activated


def abilities_in_zone(g: "Game", p: int) -> list[tuple[int, int, ActivatedAbility]]:
    """(object id, ability index, ability) for the non-mana activated abilities ``p`` may activate with priority,
    by zone (602.2; mana abilities are activated while paying, 605.3a). A list, read-only: asked at every priority
    pass, it is remembered while the layer results of what ``p`` controls stand (Game.held_stamp: abilities lost,
    permanents entering or leaving under p's control) and nothing moved in or out of ``p``'s hand or graveyard (the
    key of 117.1a's remembered pass, priority.legal_actions), unless the variant grants abilities."""
    objects = g.objects
    out: list[tuple[int, int, ActivatedAbility]] = []
    granted = g._grants
    key = (0, 0)
    if not granted:
        key = (g.held_stamp(p), g.version - g._zone_neutral + g.players[p].own_zone_changes)
        known = g._abilities.get(p)
        if known is not None and known[0] == key:
            return known[1]
    if granted:
        for oid in g.controlled_by(p):
            for i, ab in enumerate(abilities_of(g, oid)):
                if ab.zone == BATTLEFIELD and (not ab.mana or not ab.cost.plain_tap or ab.effects):
                    out.append((oid, i, ab))
    else:
        for oid in g.controlled_by(p):
            prio = objects[g._keys[oid]].card.priority_abilities
            if prio and not g.chars(oid).abilities_removed:     # 613.1f: lost all abilities
                for i, ab in prio:
                    if ab.zone == BATTLEFIELD:
                        out.append((oid, i, ab))
    pl = g.players[p]
    for oid in pl.hand:
        card = objects[g._keys[oid]].card
        if HAND in card.ability_zones:
            for i, ab in enumerate(card.activated):
                if ab.zone == HAND:
                    out.append((oid, i, ab))
    for oid in pl.graveyard:
        card = objects[g._keys[oid]].card
        if GRAVEYARD in card.ability_zones:
            for i, ab in enumerate(card.activated):
                if ab.zone == GRAVEYARD:
                    out.append((oid, i, ab))
    if not granted:
        g._abilities[p] = (key, out)
    return out


# --------------------------------------------------------------------------- procedures
def _choose_targets(g: "Game", proc: Proc, p: int, specs: Sequence[TargetSpec], source: int, what: "Msg | str") -> list[Any] | None:
    targets: list[Any] = []
    for i, spec in enumerate(specs):
        chooser = p
        if spec.chooser == "opponent":
            # 801.5c: with no opponent in range, the closest one to the controller's left chooses.
            mine = Scope(g, p).target_candidates(spec, source)
            opps = [q for q in Scope(g, p).choosing_opponents() if Scope(g, q).each(mine)]
            if len(opps) > 1:
                a = proc.ask(p, "choose_player", "prompt.choose_target_chooser",
                             [Option("player", "text", q, (("text", g.players[q].name),)) for q in opps] + [CANCEL],
                             "800.4g", args={"what": what})
                if a.kind == "cancel":
                    return None
                chooser = a.value
            else:
                chooser = opps[0]
        opts = _target_options(g, p, chooser, spec, source,
                               targets[spec.other_than] if spec.other_than is not None
                               and spec.other_than < len(targets) else None)
        if opts is None:
            return None
        a = proc.ask(chooser, "target", "prompt.choose_target", opts, "601.2c",
                     args={"what": what, "spec": _spec_msg(spec.label)})
        if a.kind == "cancel":
            return None
        targets.append(None if a.kind == "no_target" else a.value)
    return targets


def _target_options(g: "Game", p: int, chooser: int, spec: TargetSpec, source: int, other: Any) -> list[Option] | None:
    """601.2c: the options for one target of ``p``'s spell or ability (``chooser`` choosing; not ``other``, a target
    chosen for an earlier requirement it must differ from); None when there is none to choose and one is required.
    The procedure asking re-runs after each answer (decisions.py): the options are made once per state version
    (Game._target_opts), as who can be targeted reads only the state (and the running Turn's stack, 807.5b)."""
    cur = g.current_turn
    key = (p, chooser, id(spec), source, other, -1 if cur is None else cur.id)
    memo = g._target_opts
    if memo[0] != g.version:
        memo = g._target_opts = (g.version, {})
    known = memo[1].get(key)
    if known is not None and known[0] is spec:      # the spec itself is kept, so its id can't be reused meanwhile
        return known[1]
    cands = Scope(g, p).target_candidates(spec, source)    # legal for the controller (115, 801.4)
    if chooser != p:
        cands = Scope(g, chooser).each(cands)     # 801.5a: and within the chooser's range too
    if other is not None:
        cands = [c for c in cands if c != other]
    opts: list[Option] | None = None
    if cands or spec.optional:
        from .triggers import _ref_label
        opts = [Option("target", "text", c, (("text", _ref_label(g, c)),)) for c in cands]
        if spec.optional:
            opts.append(NO_TARGET)       # 601.2c: the number of targets (zero or one) is announced
        if chooser == p:
            opts.append(CANCEL)
    memo[1][key] = (spec, opts)
    return opts


def _pay(g: "Game", proc: Proc, p: int, cost: ManaCost, what: "Msg | str", exclude: int | None,
         also: frozenset[int] = frozenset(), helpers: list[Source] | None = None,
         spell: CardDef | None = None) -> list[Any] | None:
    """601.2g-h: choose mana abilities to activate (automatically, or one by one), then pay. ``also``: permanents
    a cost taps anyway, which can't tap for mana too; ``helpers``: convoke, improvise, delve sources; ``spell``:
    the spell being cast, whose restricted mana (106.6) may pay for it."""
    sources = usable_for(mana_sources(g, p, exclude), spell)
    if also:
        sources = [s for s in sources if s.obj_id not in also]
    if helpers:
        sources = sources + helpers
    if not (cost.generic or cost.colored or cost.hybrid):
        return []
    life = g.players[p].life
    if g.config.auto_pay:
        return plan_mana(cost, g.players[p].pool.amounts, sources, life)
    chosen: list[Any] = []
    amount = {(s.obj_id, s.ability): s.amount for s in sources}
    while True:
        pool = dict(g.players[p].pool.amounts)
        for oid, k, index, _ in chosen:
            pool[k] += amount[(oid, index)]
        used = {c[0] for c in chosen}
        remaining = [s for s in sources if s.obj_id not in used]
        from .mana import ManaPool
        if pay_from_pool(cost, ManaPool(dict(pool))):
            return chosen
        spent = sum(s.life for s in sources if (s.obj_id, s.ability) in {(c[0], c[2]) for c in chosen})
        plan = plan_mana(cost, pool, remaining, life - spent)
        if plan is None:
            return None
        opts = [_PAY_AUTO]
        for s in remaining:
            if s.inp is not None or s.options:
                continue                # abilities with a mana cost or fixed combinations: through "auto"
            others = [r for r in remaining if r.obj_id != s.obj_id]
            for k in s.kinds:
                # Offer only activations after which the cost can still be paid (no dead ends).
                after = dict(pool)
                after[k] += s.amount
                if plan_mana(cost, after, others, life - spent - s.life) is not None:
                    value = (s.obj_id, k) if s.ability < 0 else (s.obj_id, k, s.ability)
                    opts.append(Option("mana", "opt.tap_for_mana", value, (("card", g.name(s.obj_id)), ("mana", k))))
        opts.append(CANCEL)
        a = proc.ask(p, "pay_mana", "prompt.pay", opts, "601.2g", args={"what": what, "cost": str(cost)})
        if a.kind == "cancel":
            return None
        if a.kind == "auto":
            return chosen + plan
        v = a.value
        chosen.append((v[0], v[1], v[2] if len(v) > 2 else -1, ""))


def _helpers(g: "Game", p: int, card: CardDef, spell: int, sources: list[Source],
             tapped: frozenset[int] = frozenset()) -> list[Source]:
    """The convoke, improvise and delve pseudo sources for casting ``card`` (702.51a, 702.126a, 702.66a)."""
    if not (card.extra and card.extra.get(HELPERS)):
        return []
    return helper_sources(g, p, card, spell, {s.obj_id for s in sources} | set(tapped))


def _activate_mana(g: "Game", p: int, plan: list[Any], helpers: set[int] | None = None) -> None:
    """605.3b: mana abilities resolve immediately; the mana goes to the pool. A plan lists (permanent, mana,
    ability index, pool mana paying its cost) in the order to activate them (mana_abilities.plan_mana). A helper pays as the spell's keyword
    says: a card in a graveyard is exiled (delve, 702.66a), a permanent is tapped (convoke 702.51a, improvise
    702.126a); what it pays is counted as that mana here."""
    pool = g.players[p].pool
    for oid, kind, index, paid in plan:
        if index >= 0:
            activate_mana_ability(g, p, oid, kind, index, paid)
            continue
        o = g.objects[g._keys[oid]]
        if helpers and oid in helpers:
            if o.zone == GRAVEYARD:
                from .zones import exile
                exile(g, oid, rule="702.66a")
            else:
                tap(g, oid, rule="702.51a" if "Creature" in g.chars(oid).types else "702.126a")
            pool.add(kind, 1)
            continue
        tm = o.card.tap_mana
        amount = tm.mana_amount if tm is not None else 1
        if g.shields and "Land" in g.chars(oid).types:
            amount += land_mana_bonus(g, p)      # 605.1b: one more mana of the type it produced
        tap(g, oid, rule="605.3b")
        pool.add(kind, amount)


def pay_special_action(g: "Game", proc: Proc, p: int, cost: ManaCost, what: "Msg | str", x_rule: str,
                       least_x: int = 0) -> int | None:
    """116.2: pay the mana cost of a special action (suspending, turning face up): choose X first when the cost has
    one (from ``least_x`` to what can be paid; ``x_rule`` names the rule), then pay. The X paid, or None when the
    player backs out (nothing has changed then)."""
    from .mana import pay_from_pool
    x = 0
    if cost.x:
        hi = max_x(g, p, cost, mana_sources(g, p))
        opts = [Option("x", "opt.x", v, (("x", v),)) for v in range(least_x, hi + 1)] + [CANCEL]
        a = proc.ask(p, "choose_x", "prompt.choose_x", opts, x_rule, args={"what": what})
        if a.kind == "cancel":
            return None
        x = a.value
    paid = cost.with_x(x)
    plan = _pay(g, proc, p, paid, what, None)
    if plan is None:
        return None
    _activate_mana(g, p, plan)
    if not pay_from_pool(paid, g.players[p].pool):
        raise RuntimeError(f"the payment plan for {what} did not cover {paid}")
    return x


def cast_spell(g: "Game", t: "Turn", proc: Proc, f: "Frame", p: int, oid: int, face: int = AS_CARD,
               method: int = -1) -> None:
    """601.2: announce, choose X and targets, determine and pay the total cost; it becomes cast.

    ``face``: the face or half being cast (712.11b, 709.3, 715.3), from a zone where that is allowed; ``method``:
    an alternative way to cast it (its ``extra["cast_methods"]``: flashback, jump-start, retrace...)."""
    cast_card(g, t, proc, p, oid, face, method)
    return None


def cast_card(g: "Game", t: "Turn", proc: Proc, p: int, oid: int, face: int = AS_CARD,
              method: int = -1) -> int | None:
    """:func:`cast_spell` as a procedure step of its own (601.2a-i): also while a spell or ability resolves, when an
    instruction allows the cast then (608.2g: madness 702.35a). The new spell's id, or None if nothing was cast (the
    player backed out, or it can't be cast that way): then nothing changed."""
    o = g.objects.get(oid)
    from_elsewhere = o is not None and g._elsewhere \
        and oid in g.hooks.cast_from_other_zones(g, p)             # 903.8: a commander from the command zone
    m = None
    if o is not None and method >= 0:
        ms = methods_for(g, o)
        if method >= len(ms) or ms[method].zone != o.zone or o.owner != p or face != AS_CARD \
                or ms[method].face >= len(o.card.faces):
            return None
        m = ms[method]
        face = m.face                           # 712.11a: cast transformed (disturb 702.146a), its back face up
    elif o is None or not ((face in cast_faces(o, o.zone) and may_cast_from(o, p))
                           or (from_elsewhere and face in cast_faces(o, HAND))):
        return None
    assert o is not None
    card = face_card(o.card, face)
    from_zone = o.zone
    shown_name = card.name if face not in FACE_DOWN_FACES else "face-down spell"   # 708.4: it stays hidden
    what = Msg("opt.cast", (("card", shown_name),))
    x = 0
    sources = mana_sources(g, p)
    base = card.mana_cost if m is None or m.cost is None else m.cost      # 118.9: an alternative cost
    if card.extra.get("cost_hook"):
        base = card.extra["cost_hook"](g, p, base)
    if g._elsewhere:
        base = _with_generic(base, g.hooks.additional_cost(g, p, oid))    # 903.8 commander tax
    changes = cost_changes(g, p, card)                   # 601.2f: cost increases and reductions
    if base.x:
        hi = changed_max_x(g, p, base, changes, sources)
        opts = [Option("x", "opt.x", v, (("x", v),)) for v in range(0, hi + 1)] + [CANCEL]
        a = proc.ask(p, "choose_x", "prompt.choose_x", opts, "601.2b", args={"what": what})
        if a.kind == "cancel":
            return None
        x = a.value
    specs = spell_targets(card)
    effects = card.spell.effects if card.spell else ()
    mode_chooser = p
    if card.spell is not None and card.spell.modes:          # 601.2b / 700.2: choose modes first
        spell = card.spell
        modes_picked = choose_spell_modes(g, proc, p, spell, what,
                                          lambda i: targets_available(g, p, spell.modes[i].targets, oid))
        if modes_picked is None:
            return None
        chosen, mode_chooser = modes_picked                   # 700.2e: perhaps by an opponent
        modes = [card.spell.modes[i] for i in chosen]
        specs = tuple(t for m in modes for t in m.targets)
        effects = tuple(e for m in modes for e in _shift_targets(m.effects, modes, m))
    kicker = kicker_of(card)
    kicked = False
    if kicker is not None and can_afford(g, p, total_cost(g, p, card, base.with_x(x), kicker, changes), sources, card):
        # 601.2b / 702.33a: announce whether the kicker cost will be paid (asked only when it can be paid)
        opts = [opt("kick", "dsl.opt.kick", True, cost=str(kicker)), opt("no_kick", "dsl.opt.no_kick", False), CANCEL]
        a = proc.ask(p, "kicker", "dsl.prompt.kicker", opts, "702.33a", args={"what": what, "cost": str(kicker)})
        if a.kind == "cancel":
            return None
        kicked = a.value
    optional = kicker if kicked else None
    buyback = card.extra.get(BUYBACK) if card.extra else None
    bought = False
    if buyback is not None:
        bb = ManaCost.parse(buyback) if isinstance(buyback, str) else buyback
        with_bb = bb if optional is None else add_costs(optional, bb)
        if can_afford(g, p, total_cost(g, p, card, base.with_x(x), with_bb, changes),
                      sources + _helpers(g, p, card, oid, sources)):
            # 601.2b / 702.27a: announce whether the buyback cost will be paid (asked only when it can be)
            opts = [opt("buyback", "casting.opt.buyback", True, cost=str(bb)),
                    opt("no_buyback", "casting.opt.no_buyback", False), CANCEL]
            a = proc.ask(p, "buyback", "casting.prompt.buyback", opts, "702.27a", args={"what": what, "cost": str(bb)})
            if a.kind == "cancel":
                return None
            bought = a.value
            if bought:
                optional = with_bb
    targets = _choose_targets(g, proc, p, specs, oid, what)
    if targets is None:
        return None
    parts = additional_parts(card, m) if card.extra else ()
    paid_with: list[tuple[int, ...]] = []
    if parts:                                 # 601.2b / 601.2h: which objects pay the additional costs
        picked = choose_parts(g, proc, p, oid, parts, what)
        if picked is None:
            return None
        paid_with = picked
    cost = total_cost(g, p, card, base.with_x(x), optional, changes)     # 601.2f
    helper: int | None = None
    helped: int = 0
    help_plan: list[Any] = []
    if card.extra.get("assist"):
        from .assist import assist
        helper, helped, help_plan = assist(g, proc, p, cost, what)     # 702.132a
    mine = cost.plus_generic(-helped)
    tapped_too = frozenset(x for part, objs in zip(parts, paid_with) if part.kind == TAP_PART for x in objs)
    helpers = _helpers(g, p, card, oid, mana_sources(g, p), tapped_too)
    plan = _pay(g, proc, p, mine, what, None, tapped_too, helpers, card)
    if plan is None:
        return None
    # All choices made: the spell moves to the stack and the costs are paid (601.2a, 601.2h).
    if helper is not None and helped:
        _activate_mana(g, helper, help_plan)
        if not pay_from_pool(ManaCost(generic=helped), g.players[helper].pool):
            raise RuntimeError(f"assist payment for {card.name} did not cover {{{helped}}}")
        g.note("log.assists", "702.132a", args={"player": g.players[helper].name, "n": helped, "card": card.name})
    _activate_mana(g, p, plan, {s.obj_id for s in helpers})
    if not pay_from_pool(mine, g.players[p].pool):
        raise RuntimeError(f"payment plan for {card.name} did not cover {cost}")
    nid = move(g, oid, STACK, controller=p, rule="601.2a", quiet=True)
    assert nid is not None                      # a card being cast is in its owner's hand or graveyard: it moves
    if parts:
        pay_parts(g, p, nid, parts, paid_with, "601.2h")
    show_face(g.objects[g._keys[nid]], face)             # 712.11b, 709.3b, 715.3b: only that face's characteristics
    item = StackItem(g.new_id(), "spell", p, nid, card.name, effects, targets, specs, x=x, source_card=card,
                     text=card.text)
    whole = face_card(card, AS_CARD) if face == AS_CARD else g.objects[g._keys[nid]].note[WHOLE]
    if face != AS_CARD and whole.layout == "adventure":
        item.data["adventure"] = True           # 715.3d: exiled as it resolves
    if from_zone == GRAVEYARD and whole.layout == "aftermath":
        g.objects[g._keys[nid]].note[EXILE_AFTER] = True  # 702.127a
    if base.x:
        g.objects[g._keys[nid]].note["x"] = x            # 107.3m: the permanent's "enters with X" uses the spell's X
    if kicked:                                  # 702.33d: it was kicked (the permanent remembers it, 607)
        item.data["kicked"] = True
        g.objects[g._keys[nid]].note["kicked"] = True
    if bought:
        item.data["buyback"] = True             # 702.27a: to its owner's hand as it resolves
    if m is not None:
        item.data["method"] = m.keyword
        g.objects[g._keys[nid]].note["cast_method"] = m.keyword     # the permanent remembers it (702.74a evoke)
        if m.exile_after:                       # 702.34a, 702.133a: exiled instead of going anywhere else
            g.objects[g._keys[nid]].note[EXILE_AFTER] = True
            g.objects[g._keys[nid]].note["exile_rule"] = m.rule
    if mode_chooser != p:
        item.data[MODE_CHOOSER] = mode_chooser  # 700.2e: "that player" of the modes' instructions
    if "Split second" in card.keywords:
        item.data["split_second"] = True        # 702.61a
    if from_zone == HAND and "Rebound" in card.keywords:
        item.data["rebound"] = True             # 702.88a: cast from a hand
    t.stack.append(item)
    g.emit(ev.Event(ev.CAST, "601.2i", "log.casts", player=p, obj=nid, turn=t.id, data=item,
                    args={"player": g.players[p].name, "card": shown_name, "targeting": _targeting(g, targets),
                          "with_x": Msg("log.with_x", (("x", x),)) if base.x else ""}))
    if targets:
        becomes_target(g, item, t.id)            # 601.2c: its targets' "becomes the target" abilities trigger
    return nid


def activate_ability(g: "Game", t: "Turn", proc: Proc, f: "Frame", p: int, oid: int, index: int) -> None:
    """602.2: announce, choose targets, pay costs (mana, {T}, life, sacrifice, discard); it goes on the stack."""
    o = g.objects.get(oid)
    if o is None:
        return None
    abilities = abilities_of(g, oid)
    if index >= len(abilities):
        return None
    ab = abilities[index]
    if ab.condition is not None and not ab.condition(g, None, oid, p):
        return None                     # 602.5b: no longer allowed (nothing was paid)
    what = Msg("what.activate", (("card", o.card.name),))
    c = ab.cost
    x = 0
    if ab.loyalty:
        from .loyalty import loyalty_usable, max_loyalty_x
        if not loyalty_usable(g, t, p, oid, ab):
            return None                 # 606.3 / 606.6: no longer allowed (nothing was paid)
        if c.loyalty_x:                 # 601.2b / 602.2b: announce X for a "[-X]" cost (at most the loyalty, 606.6)
            opts = [Option("x", "opt.x", v, (("x", v),)) for v in range(0, max_loyalty_x(g, oid, ab) + 1)] + [CANCEL]
            a = proc.ask(p, "choose_x", "prompt.choose_x", opts, "606.6", args={"what": what})
            if a.kind == "cancel":
                return None
            x = a.value
    if (ab.timing or ab.per_turn or ab.once) and not activation_allowed(g, t, p, oid, ab):
        return None                     # 602.5b: no longer allowed (nothing was paid)
    kind = ""
    if ab.mana and not ab.effects:      # 605.3a: a mana ability with a cost other than {T}: which mana it adds
        kind = ab.mana
        if len(ab.mana) > 1:
            opts = [Option("mana_kind", "casting.opt.mana_kind", k, (("mana", "{%s}" % k),)) for k in ab.mana]
            a = proc.ask(p, "choose_mana", "casting.prompt.mana_kind", opts + [CANCEL], "605.3b", args={"what": what})
            if a.kind == "cancel":
                return None
            kind = a.value
    targets = _choose_targets(g, proc, p, ab.targets, oid, what)
    if targets is None:
        return None
    crew: list[int] = []
    if c.crew:
        from .crew import choose_crew
        crew_pick = choose_crew(g, proc, p, oid, c.crew)      # 702.122a
        if crew_pick is None:
            return None
        crew = crew_pick
    chosen: list[tuple[int, ...]] = []
    if c.parts:                         # 602.2b / 601.2h: which objects pay "Sacrifice a creature" and the like
        picked = choose_parts(g, proc, p, oid, c.parts, what, c.tap)
        if picked is None:
            return None
        chosen = picked
    tapped_too = frozenset(x for part, objs in zip(c.parts, chosen) if part.kind == TAP_PART for x in objs)
    plan = _pay(g, proc, p, c.mana.with_x(0), what, oid if c.tap else None, tapped_too)
    if plan is None:
        return None
    _activate_mana(g, p, plan)
    if not pay_from_pool(c.mana.with_x(0), g.players[p].pool):
        raise RuntimeError(f"payment plan for {o.card.name} did not cover {c.mana}")
    lki = None
    from .zones import discard, sacrifice, snapshot
    lki = snapshot(g, o)
    record_activation(g, t, oid, ab)
    if c.tap:
        tap(g, oid, rule="602.2b")
    for cid in crew:
        tap(g, cid, rule="702.122a")
    if crew:
        g.note("crew.log", "702.122a", args={"player": g.players[p].name, "card": o.card.name,
                                              "crew": [g.name(cid) for cid in crew]})
    life = c.life_amount(g, p)
    if life:
        from .damage import lose_life
        lose_life(g, p, life, rule="119.4")
    source = oid
    if c.sacrifice_self:
        sacrifice(g, oid, rule="602.2b")
    if c.discard_self:
        discard(g, p, oid, rule="702.29a" if ab.keyword == "Cycling" else "602.2b")
    if c.parts:
        pay_parts(g, p, oid, c.parts, chosen, "605.3b" if ab.mana else "602.2b")
    if ab.loyalty:
        from .loyalty import pay_loyalty
        pay_loyalty(g, t, oid, ab, x)   # 606.4
    if ab.mana:                         # 605.3b: a mana ability doesn't use the stack; the mana is added now
        _add_mana_now(g, t, proc, p, oid, ab, kind, lki)
        return None
    item = StackItem(g.new_id(), "activated", p, source, o.card.name, tuple(ab.effects), targets,
                     tuple(ab.targets), x=x, source_card=o.card, source_lki=lki, text=ab.text)
    if source in g.objects:
        item.data[TRANSFORMS] = transform_count(g.objects[g._keys[source]])     # 701.28f: as it is put onto the stack
    t.stack.append(item)
    g.emit(ev.Event(ev.ACTIVATE, "602.2", "log.activates", player=p, obj=source, turn=t.id, data=item,
                    args={"player": g.players[p].name, "card": o.card.name, "text": ab.text,
                          "targeting": _targeting(g, targets)}))
    if targets:
        becomes_target(g, item, t.id)            # 602.2b / 601.2c
    if ab.keyword == "Cycling":
        g.emit(ev.Event(ev.CYCLE, "702.29c", "log.cycles", player=p, obj=source,
                        args={"player": g.players[p].name, "card": o.card.name}))
    return None


def _add_mana_now(g: "Game", t: "Turn", proc: Proc, p: int, oid: int, ab: ActivatedAbility, kind: str,
                  lki: Any) -> None:
    """605.3b: a mana ability activated with priority resolves at once: ``kind`` mana times its amount, or its
    instructions (mana of several kinds at once, "Add {W}{U}")."""
    pool = g.players[p].pool
    if ab.effects:
        from .resolution import Ctx
        item = StackItem(g.new_id(), "activated", p, oid, g.name(oid), tuple(ab.effects), [], (),
                         source_card=lki.card if lki is not None else None, source_lki=lki, text=ab.text)
        ctx = Ctx(g, t, item, proc, [])
        for e in ab.effects:
            e.run(ctx)
        return
    pool.add(kind, ab.mana_amount)
    g.note("log.adds_mana", "605.3b", player=p,
           args={"player": g.players[p].name, "mana": "{%s}" % kind * ab.mana_amount})


def may_cast_from(o: Any, p: int) -> bool:
    """Is ``p`` the player who may cast the card ``o`` from its zone: its owner from a hand or graveyard, the
    player who exiled it on an Adventure from exile (715.3d)?"""
    if o.zone == EXILE:
        return ADVENTURE in o.note and bool(o.note[ADVENTURE] == p)
    return bool(o.owner == p)


def play_land_asking(g: "Game", t: "Turn", proc: Proc, f: "Frame", p: int, oid: int, face: int = AS_CARD) -> None:
    """305.1 with 614.12: a land that asks something as it enters (a life payment, a reveal, a color) asks it
    first, then is played."""
    o = g.objects.get(oid)
    if o is None or o.zone != HAND:
        return None
    ask_entering(g, proc, p, oid, face_card(o.card, face))
    play_land(g, t, p, oid, face)
    return None


def play_land(g: "Game", t: "Turn", p: int, oid: int, face: int = AS_CARD) -> None:
    """305.1-305.2: a special action; one land per turn. 712.12: a modal double-faced card enters with the
    face the player chose up."""
    t.lands_played[p] = t.lands_played.get(p, 0) + 1
    card = face_card(g.objects[g._keys[oid]].card, face)
    move(g, oid, BATTLEFIELD, controller=p, rule="712.12" if face != AS_CARD else "305.1", key="log.plays_land",
         args={"player": g.players[p].name, "card": card.name}, face=face)
    g.emit(ev.Event(ev.LAND, "305.1", "", player=p))
