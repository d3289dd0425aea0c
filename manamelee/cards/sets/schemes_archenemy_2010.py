"""Schemes of the 2010 Archenemy product (314, 904). Each is its Oracle facts plus a few lines.

Also My Laughter Echoes (a later ongoing scheme). The scheme's controller is its owner (314.5); its
abilities work from the command zone while it is face up (314.4, 904.8). Effects that make choices
ask every question before they change anything (the engine re-runs an effect after each answer).
"""
from ...engine import events as ev
from ...engine import zones
from ...engine.constants import BATTLEFIELD, GRAVEYARD, HAND, Step
from ...engine.damage import deal_damage, gain_life, lose_life, set_life
from ...engine.decisions import Option, opt
from ...i18n import Msg
from ...engine.definitions import StaticAbility
from ...engine.schemes import SET_IN_MOTION, abandon, is_ongoing, is_scheme, set_again
from ..model import (CONTROLLED_BY, IS_CREATURE, IS_LAND, YOU, AddKeywords, AddPT, CardsToGraveyardThisTurn, Code,
                     Compare, DamageTakenThisTurn, Dies, Matching, SetsNonOngoingScheme, card_code)
from ..model.effects import AbandonToSetAgain, LifeBecomesLowest
from ..dsl import (EACH_OPPONENT, EACH_PLAYER, OPPONENT, AbandonThis, CreateToken, Destroy, Drain, EachPermanent,
                   rule_static, scheme, scheme_at_step, scheme_trigger, token)

YOUR_CREATURES = Matching(IS_CREATURE & CONTROLLED_BY(YOU))
DRAGON = token("Dragon", 5, 5, subtypes=("Dragon",), colors="R", keywords=("Flying",))
SAPROLING = token("Saproling", 1, 1, subtypes=("Saproling",), colors="G")
GOLEM = token("Golem", 4, 6, types=("Artifact", "Creature"), subtypes=("Golem",))


# ----------------------------------------------------------------------------- shared helpers
def _owner(g, src) -> int:
    """314.5: the controller of a face-up scheme is its owner."""
    return g.objects[src].owner


def _pick(ctx, player: int, kind: str, prompt: str, opts: list, rule: str = "", args: dict | None = None):
    """Ask ``player`` to pick one of ``opts`` (``prompt``: a message key with ``args``); a single option is
    taken without asking."""
    if len(opts) == 1:
        return Option("forced", opts[0].key, opts[0].value, opts[0].args)
    return ctx.ask(player, kind, prompt, opts, rule, args)


def _choose_discards(ctx, p: int, n: int) -> list[int]:
    """701.8a: the player chooses ``n`` cards of their hand to discard (all of them if they have no more)."""
    g = ctx.g
    hand = list(g.players[p].hand)
    if n >= len(hand):
        return hand
    chosen: list[int] = []
    for k in range(n):
        left = [c for c in hand if c not in chosen]
        chosen.append(ctx.ask(p, "discard", "prompt.discard_n", [opt("card", "text", c, text=g.name(c)) for c in left],
                              "701.8a", args={"player": g.players[p].name, "more": n - k}).value)
    return chosen


def _discard_all(g, plan) -> None:
    for p, cards in plan:
        for c in cards:
            if c in g.players[p].hand:
                zones.discard(g, p, c, rule="701.8a")


def _library_options(g, cards) -> list[Option]:
    """One option per distinct card name (identical cards are the same choice)."""
    seen: dict[str, int] = {}
    for c in cards:
        seen.setdefault(g.objects[c].card.name, c)
    return [opt("card", "text", c, text=n) for n, c in sorted(seen.items())]


# ----------------------------------------------------------------------------- one-shot schemes
@card_code("Know Naught but Fire")
def _know_naught_but_fire(ctx) -> None:
    """"it deals damage to each opponent equal to the number of cards in that player's hand" — the scheme
    is the source of the damage (314.7)."""
    g = ctx.g
    for p in EACH_OPPONENT.players(ctx):
        deal_damage(g, ctx.source, ("player", p), len(g.players[p].hand), rule="120.3")


@card_code("Your Fate Is Thrice Sealed")
def _thrice_sealed(ctx) -> None:
    """Reveal the top three cards of your library (701.16a); lands onto the battlefield, the rest into your hand."""
    g = ctx.g
    me = ctx.controller
    top = list(g.players[me].library[:3])
    if not top:
        return
    g.note("log.reveals", "701.16a", args={"player": g.players[me].name, "cards": [g.name(c) for c in top]})
    lands = [c for c in top if "Land" in g.objects[c].card.types]
    for c in lands:
        zones.put_onto_battlefield(g, c, controller=me, rule="305.4")
    for c in top:
        if c not in lands and c in g.players[me].library:
            zones.move(g, c, HAND, rule="400.7", key="log.puts_into_hand", args={"player": g.players[me].name, "card": g.name(c)})


@card_code("Only Blood Ends Your Nightmares")
def _only_blood(ctx) -> None:
    """Each opponent sacrifices a creature of their choice (701.17a); then each opponent who didn't sacrifice
    a creature discards two cards (701.8a). Sacrifices and discards are all chosen first."""
    g = ctx.g
    opps = EACH_OPPONENT.players(ctx)
    sac: dict[int, int] = {}
    for p in opps:
        mine = [o for o in ctx.scope.creatures() if g.controller(o) == p]
        if mine:
            sac[p] = _pick(ctx, p, "sacrifice", "prompt.sacrifice_creature",
                           [opt("creature", "text", o, text=g.name(o)) for o in mine], "701.17a",
                           {"player": g.players[p].name}).value
    plan = [(p, _choose_discards(ctx, p, 2)) for p in opps if p not in sac]
    for p, oid in sac.items():
        zones.sacrifice(g, oid, rule="701.17a")
    _discard_all(g, plan)


@card_code("Realms Befitting My Majesty")
def _realms(ctx) -> None:
    """Search your library for up to two basic land cards (701.19b: may find fewer), put them onto the
    battlefield tapped, then shuffle (701.20)."""
    g = ctx.g
    me = ctx.controller
    lib = g.players[me].library
    found: list[int] = []
    for _ in range(2):
        basics = [c for c in lib if c not in found and "Land" in g.objects[c].card.types
                  and "Basic" in g.objects[c].card.supertypes]
        opts = _library_options(g, basics) + [opt("none", "opt.find_no_more", None)]
        a = ctx.ask(me, "search", "prompt.search_basic_land", opts, "701.19b",
                    args={"player": g.players[me].name, "more": 2 - len(found)})
        if a.value is None:
            break
        found.append(a.value)
    for c in found:
        zones.put_onto_battlefield(g, c, controller=me, rule="701.19", tapped=True)
    if not found:
        g.note("log.finds_nothing_own", "701.19b", args={"player": g.players[me].name})
    zones.shuffle(g, me, rule="701.20a")


@card_code("Surrender Your Thoughts")
def _surrender(ctx) -> None:
    """Target opponent chooses self (they discard four cards) or others (each of your other opponents
    discards two cards)."""
    g = ctx.g
    t = ctx.target_player(0)
    if t is None:
        return
    me = g.players[ctx.controller].name
    a = ctx.ask(t, "choose", "prompt.surrender", [opt("self", "opt.self"), opt("others", "opt.others")], "701.8a",
                args={"player": g.players[t].name, "archenemy": me})
    if a.kind == "self":
        who = [(t, 4)]
    else:
        who = [(p, 2) for p in EACH_OPPONENT.players(ctx) if p != t]
    g.log_line("log.chooses", args={"player": g.players[t].name, "choice": Msg("choice." + a.kind)})
    _discard_all(g, [(p, _choose_discards(ctx, p, n)) for p, n in who])


@card_code("Dance, Pathetic Marionette")
def _dance(ctx) -> None:
    """Each opponent reveals cards from the top of their library until they reveal a creature card (701.16a).
    You choose one of the revealed creature cards and put it onto the battlefield under your control; all
    other revealed cards go to their owners' graveyards."""
    g = ctx.g
    me = ctx.controller
    revealed: list[tuple[int, list[int]]] = []
    for p in EACH_OPPONENT.players(ctx):
        cards: list[int] = []
        for c in g.players[p].library:
            cards.append(c)
            if "Creature" in g.objects[c].card.types:
                break
        revealed.append((p, cards))
    creatures = [c for _, cs in revealed for c in cs if "Creature" in g.objects[c].card.types]
    pick = None
    if creatures:
        opts = [opt("card", "text", c, text=f"{g.name(c)} ({g.players[g.objects[c].owner].name})") for c in creatures]
        pick = _pick(ctx, me, "choose_card", "prompt.choose_revealed_creature", opts).value
    for p, cs in revealed:
        g.note("log.reveals", "701.16a", args={"player": g.players[p].name,
                                               "cards": [g.name(c) for c in cs] or Msg("word.no_cards")})
    if pick is not None:
        zones.put_onto_battlefield(g, pick, controller=me, rule="701.16a")
    for _, cs in revealed:
        for c in cs:
            if c != pick and c in g.objects:
                zones.move(g, c, GRAVEYARD, rule="701.16a", key="log.put_into_graveyard", args={"card": g.name(c)})


@card_code("I Call on the Ancient Magics")
def _ancient_magics(ctx) -> None:
    """Each other player searches their library for a card, reveals it, puts it into their hand; then you
    search yours for two cards (701.19d: a quantity of cards must be found) into your hand; each player
    shuffles. Everyone chooses first (701.19i: in APNAP order), then the cards move."""
    g = ctx.g
    me = ctx.controller
    everyone = EACH_PLAYER.players(ctx)
    picks: list[tuple[int, int]] = []
    for p in everyone:
        if p != me and g.players[p].library:
            picks.append((p, _pick(ctx, p, "search", "prompt.search_card", _library_options(g, g.players[p].library),
                                   "701.19d", {"player": g.players[p].name}).value))
    mine: list[int] = []
    lib = g.players[me].library
    for k in range(min(2, len(lib))):
        left = [c for c in lib if c not in mine]
        mine.append(_pick(ctx, me, "search", "prompt.search_card_n", _library_options(g, left), "701.19d",
                          {"player": g.players[me].name, "more": 2 - k}).value)
    for p, c in picks:
        g.note("log.reveals", "701.16a", args={"player": g.players[p].name, "cards": g.name(c)})
        zones.move(g, c, HAND, rule="701.19", key="log.puts_into_hand", args={"player": g.players[p].name, "card": g.name(c)})
    for c in mine:
        zones.move(g, c, HAND, rule="701.19", key="log.puts_a_card_into_hand", args={"player": g.players[me].name})
    for p in everyone:
        zones.shuffle(g, p, rule="701.20a")


# ----------------------------------------------------------------------------- ongoing schemes
def _owner_turn(g, turn_event, owner: int) -> bool:
    from ...engine.sides import side_of
    return turn_event.player == owner or owner in side_of(g, turn_event.player)


@card_code("I Bask in Your Silent Awe")
def _no_opponent_spell_since_your_last_turn(g, e, src, controller) -> bool:
    """I Bask in Your Silent Awe's "if no opponent cast a spell since your last turn ended" (603.4): look back
    through the log to the end of the owner's previous turn (the spells cast during it don't count)."""
    owner = _owner(g, src)
    seen_own = False
    this_turn = 0
    total = 0
    for x in reversed(g.events):
        if x.kind == ev.CAST and x.player is not None and g.is_opponent(owner, x.player):
            this_turn += 1
        elif x.kind == ev.TURN:
            own = _owner_turn(g, x, owner)
            if own and seen_own:
                return total == 0          # the casts counted in this_turn were during your last turn
            total += this_turn
            this_turn = 0
            seen_own = seen_own or own
    return total + this_turn == 0


CARDS = [
    scheme("Look Skyward and Despair", on_set=[CreateToken(DRAGON)]),
    scheme("Roots of All Evil", on_set=[CreateToken(SAPROLING, 5)]),
    scheme("The Iron Guardian Stirs", on_set=[CreateToken(GOLEM)]),
    scheme("Know Naught but Fire", on_set=[Code("Know Naught but Fire")]),
    scheme("I Delight in Your Convulsions", on_set=[Drain(3, EACH_OPPONENT)]),
    scheme("Behold the Power of Destruction", targets=[OPPONENT], on_set=[Destroy(EachPermanent(~IS_LAND, of_target=0), rule="701.7a")]),
    scheme("Mortal Flesh Is Weak", on_set=[LifeBecomesLowest(EACH_OPPONENT)]),
    scheme("Your Fate Is Thrice Sealed", on_set=[Code("Your Fate Is Thrice Sealed")]),
    scheme("Only Blood Ends Your Nightmares", on_set=[Code("Only Blood Ends Your Nightmares")]),
    scheme("Realms Befitting My Majesty", on_set=[Code("Realms Befitting My Majesty")]),
    scheme("Surrender Your Thoughts", targets=[OPPONENT], on_set=[Code("Surrender Your Thoughts")]),
    scheme("I Call on the Ancient Magics", on_set=[Code("I Call on the Ancient Magics")]),
    scheme("Dance, Pathetic Marionette", on_set=[Code("Dance, Pathetic Marionette")]),
    scheme("Nothing Can Stop Me Now",
           static=[rule_static("prevent_1_from_opponents",
                               "If a source an opponent controls would deal damage to you, prevent 1 of that damage.")],
           triggered=[scheme_at_step(Step.END, [AbandonThis()], whose="each", intervening=Compare(DamageTakenThisTurn(), ">=", 5),
                                     text="At the beginning of each end step, if you've been dealt 5 or more damage "
                                          "this turn, abandon this scheme.")]),
    scheme("I Bask in Your Silent Awe",
           static=[rule_static("opponents_one_spell_per_turn", "Each opponent can't cast more than one spell each "
                                                               "turn.")],
           triggered=[scheme_at_step(Step.UPKEEP, [AbandonThis()], whose="you",
                                     intervening=Code("I Bask in Your Silent Awe"),
                                     text="At the beginning of your upkeep, if no opponent cast a spell since your "
                                          "last turn ended, abandon this scheme.")]),
    scheme("I Know All, I See All",
           static=[rule_static("untap_during_opponents_untap", "Untap all permanents you control during each "
                                                               "opponent's untap step.")],
           triggered=[scheme_at_step(Step.END, [AbandonThis()], whose="each",
                                     intervening=Compare(CardsToGraveyardThisTurn(), ">=", 3),
                                     text="At the beginning of each end step, if three or more cards were put into "
                                          "your graveyard this turn from anywhere, abandon this scheme.")]),
    scheme("The Very Soil Shall Shake",
           static=[StaticAbility("7c", YOUR_CREATURES, AddPT(2, 2), text="Creatures you control get +2/+2", stable=True),
                   StaticAbility("6", YOUR_CREATURES, AddKeywords(frozenset({"Trample"})), text="and have trample.", stable=True)],
           triggered=[scheme_trigger(ev.ZONE_CHANGE, Dies("yours"), [AbandonThis()],
                                     text="When a creature you control dies, abandon this scheme.")]),
    scheme("My Laughter Echoes",
           triggered=[scheme_trigger(SET_IN_MOTION, SetsNonOngoingScheme(), [AbandonToSetAgain()], optional=True,
                                     text="Whenever you set a non-ongoing scheme in motion, you may abandon this "
                                          "scheme. If you do, set that scheme in motion again.")]),
]
