"""Schemes of the 2010 Archenemy product (314, 904). Each is its Oracle facts plus a few lines.

Also My Laughter Echoes (a later ongoing scheme). The scheme's controller is its owner (314.5); its
abilities work from the command zone while it is face up (314.4, 904.8). Effects that make choices
ask every question before they change anything (the engine re-runs an effect after each answer).
"""
from ...engine import events as ev
from ...engine import zones
from ...engine.constants import HAND, Step
from ...engine.decisions import Option, opt
from ...i18n import Msg
from ...engine.definitions import StaticAbility
from ...engine.schemes import SET_IN_MOTION, abandon
from ..model import (AddKeywords, AddPT, CONTROLLED_BY, CardsToGraveyardThisTurn, Code, Compare, DamageTakenThisTurn,
                     Dies, HandSize, IS_BASIC_LAND, IS_CREATURE, IS_LAND, Matching, OpponentSpellsSinceYourLastTurn,
                     SetsNonOngoingScheme, YOU, card_code)
from ..model.effects import AbandonToSetAgain, LifeBecomesLowest
from ..model.effects_library import RevealTopSort, RevealUntilYouChoose, SearchUpTo
from ..model.effects_library import library_options as _library_options
from ..model.effects_players import ForEachPlayer
from ..dsl import (AbandonThis, CreateToken, Damage, Destroy, Drain, EACH_OPPONENT, EACH_PLAYER, EachPermanent,
                   OPPONENT, THAT_PLAYER, rule_static, scheme, scheme_at_step, scheme_trigger, token)

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


# ----------------------------------------------------------------------------- one-shot schemes
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
CARDS = [
    scheme("Look Skyward and Despair", on_set=[CreateToken(DRAGON)]),
    scheme("Roots of All Evil", on_set=[CreateToken(SAPROLING, 5)]),
    scheme("The Iron Guardian Stirs", on_set=[CreateToken(GOLEM)]),
    scheme("Know Naught but Fire",
           on_set=[ForEachPlayer(EACH_OPPONENT, (Damage(HandSize(that_player=True), THAT_PLAYER),))]),
    scheme("I Delight in Your Convulsions", on_set=[Drain(3, EACH_OPPONENT)]),
    scheme("Behold the Power of Destruction", targets=[OPPONENT],
           on_set=[Destroy(EachPermanent(~IS_LAND, of_target=0), rule="701.7a")]),
    scheme("Mortal Flesh Is Weak", on_set=[LifeBecomesLowest(EACH_OPPONENT)]),
    scheme("Your Fate Is Thrice Sealed", on_set=[RevealTopSort(3, IS_LAND)]),
    scheme("Only Blood Ends Your Nightmares", on_set=[Code("Only Blood Ends Your Nightmares")]),
    scheme("Realms Befitting My Majesty", on_set=[SearchUpTo(2, IS_BASIC_LAND)]),
    scheme("Surrender Your Thoughts", targets=[OPPONENT], on_set=[Code("Surrender Your Thoughts")]),
    scheme("I Call on the Ancient Magics", on_set=[Code("I Call on the Ancient Magics")]),
    scheme("Dance, Pathetic Marionette", on_set=[RevealUntilYouChoose(IS_CREATURE, EACH_OPPONENT)]),
    scheme("Nothing Can Stop Me Now",
           static=[rule_static("prevent_1_from_opponents",
                               "If a source an opponent controls would deal damage to you, prevent 1 of that damage.")],
           triggered=[scheme_at_step(Step.END, [AbandonThis()], whose="each",
                                     intervening=Compare(DamageTakenThisTurn(), ">=", 5),
                                     text="At the beginning of each end step, if you've been dealt 5 or more damage "
                                          "this turn, abandon this scheme.")]),
    scheme("I Bask in Your Silent Awe",
           static=[rule_static("opponents_one_spell_per_turn", "Each opponent can't cast more than one spell each "
                                                               "turn.")],
           triggered=[scheme_at_step(Step.UPKEEP, [AbandonThis()], whose="you",
                                     intervening=Compare(OpponentSpellsSinceYourLastTurn(), "==", 0),
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
           static=[StaticAbility("7c", YOUR_CREATURES, AddPT(2, 2), text="Creatures you control get +2/+2",
                                 stable=True),
                   StaticAbility("6", YOUR_CREATURES, AddKeywords(frozenset({"Trample"})), text="and have trample.",
                                 stable=True)],
           triggered=[scheme_trigger(ev.ZONE_CHANGE, Dies("yours"), [AbandonThis()],
                                     text="When a creature you control dies, abandon this scheme.")]),
    scheme("My Laughter Echoes",
           triggered=[scheme_trigger(SET_IN_MOTION, SetsNonOngoingScheme(), [AbandonToSetAgain()], optional=True,
                                     text="Whenever you set a non-ongoing scheme in motion, you may abandon this "
                                          "scheme. If you do, set that scheme in motion again.")]),
]
