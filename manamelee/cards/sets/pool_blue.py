"""Blue cards of the pool: counterspells, card draw for one or every player, control-changing Auras and
creatures, bounce, mill and wheels. Chosen for multiplayer play ("each player", "each other player",
"each opponent", taxing opponents' spells) and to cover the DSL's counter/copy/kicker/X/modal constructs."""
from __future__ import annotations

from ...engine import events as ev
from ...engine import zones
from ...engine.constants import LIBRARY, Step
from ...engine.decisions import Option
from ...engine.definitions import TargetSpec
from ...engine.resolution import Ctx
from ..dsl import (CREATURE, EACH_CREATURE, EACH_OPPONENT, EACH_OTHER_PLAYER, EACH_PLAYER, INSTANT_OR_SORCERY_SPELL,
                   ITS_CONTROLLER, PERMANENT, PLAYER, SPELL, TARGET, X, YOU, Bounce, CopySpell, CounterTargetSpell,
                   CreateToken, Custom, Damage, Destroy, Discard, DiscardHand, Draw, EachCreature, EachPermanent,
                   EventPlayer, GainControl, IfKicked, May, Mill, Scry, TapIt, UnlessPays, activated, at_step, card,
                   control_enchanted, discarded_most, etb, mode, on_cast, permanent, token, undaunted, when_event)


def _creature_spell(g, oid, me) -> bool:
    return "Creature" in g.objects[oid].card.types


def _noncreature_spell(g, oid, me) -> bool:
    return "Creature" not in g.objects[oid].card.types


CREATURE_SPELL = TargetSpec("spell", "target creature spell", _creature_spell)
NONCREATURE_SPELL = TargetSpec("spell", "target noncreature spell", _noncreature_spell)
NONLAND_PERMANENT = permanent("target nonland permanent", lambda g, oid, me: "Land" not in g.chars(oid).types)
APE = token("Ape", 3, 3, subtypes=("Ape",), colors="G")


def _opponents_creature(ctx: Ctx, oid: int) -> bool:
    return ctx.g.is_opponent(ctx.controller, ctx.g.controller(oid))


def _nonland(ctx: Ctx, oid: int) -> bool:
    return "Land" not in ctx.g.chars(oid).types


# ----------------------------------------------------------------------------- Timetwister
def _timetwister(ctx: Ctx) -> None:
    """Each player (in range, 801.10) shuffles their hand and graveyard into their library (701.20)."""
    g = ctx.g
    for p in EACH_PLAYER.players(ctx):
        pl = g.players[p]
        for c in list(pl.hand) + list(pl.graveyard):
            zones.move(g, c, LIBRARY, rule="701.20", quiet=True)
        zones.shuffle(g, p)


# ----------------------------------------------------------------------------- Pestermite
def _tap_or_untap(ctx: Ctx) -> None:
    """"tap or untap target permanent": the controller chooses on resolution (608.2d)."""
    oid = ctx.target_obj(0)
    if oid is None:
        return
    g = ctx.g
    a = ctx.ask(ctx.controller, "choose_mode", "pool.prompt.tap_or_untap",
                [Option("tap", "pool.opt.tap_it", "tap"), Option("untap", "pool.opt.untap_it", "untap")], "608.2d",
                args={"card": g.name(ctx.source), "target": g.name(oid)})
    (zones.tap if a.value == "tap" else zones.untap)(g, oid)


def _mill_half_rounded_up(ctx: Ctx) -> None:
    """Kicked Maddening Cacophony: each opponent (in range) mills half their library, rounded up (701.13)."""
    for p in EACH_OPPONENT.players(ctx):
        zones.mill(ctx.g, p, (len(ctx.g.players[p].library) + 1) // 2)


def _you_draw(g, e, src) -> bool:
    return e.player == g.controller(src)


CARDS = [
    # ------------------------------------------------------------------ counterspells
    card("Counterspell", targets=[SPELL], effects=[CounterTargetSpell()]),
    card("Negate", targets=[NONCREATURE_SPELL], effects=[CounterTargetSpell()]),
    card("Mana Leak", targets=[SPELL], effects=[UnlessPays("{3}", (CounterTargetSpell(),), ITS_CONTROLLER)]),
    card("Dissolve", targets=[SPELL], effects=[CounterTargetSpell(), Scry(YOU, optional=False)]),
    card("Exclude", targets=[CREATURE_SPELL], effects=[CounterTargetSpell(), Draw(1)]),
    # ------------------------------------------------------------------ copy a spell
    card("Twincast", targets=[INSTANT_OR_SORCERY_SPELL], effects=[CopySpell()]),
    card("Cryptic Command", choose=2, modes=[
        mode("Counter target spell.", [CounterTargetSpell()], [SPELL]),
        mode("Return target permanent to its owner's hand.", [Bounce()], [PERMANENT]),
        mode("Tap all creatures your opponents control.", [TapIt(EachCreature(_opponents_creature))]),
        mode("Draw a card.", [Draw(1)]),
    ]),
    # ------------------------------------------------------------------ control changing
    card("Mind Control", enchant=CREATURE, static=[control_enchanted()]),
    card("Confiscate", enchant=PERMANENT, static=[control_enchanted()]),
    card("Sower of Temptation", triggered=[etb([GainControl(TARGET, "while_source")], [CREATURE],
                                               text="When this creature enters, gain control of target creature for "
                                                    "as long as this creature remains on the battlefield.")]),
    # ------------------------------------------------------------------ each player / each other player
    card("Prosperity", x=True, effects=[Draw(X, EACH_PLAYER)]),
    card("Words of Wisdom", effects=[Draw(2), Draw(1, EACH_OTHER_PLAYER)]),
    card("Vision Skeins", effects=[Draw(2, EACH_PLAYER)]),
    card("Windfall", effects=[DiscardHand(EACH_PLAYER), Draw(discarded_most, EACH_PLAYER)]),
    card("Timetwister", effects=[Custom(_timetwister), Draw(7, EACH_PLAYER)]),
    card("Rhystic Study", triggered=[on_cast(
        [UnlessPays("{1}", (May((Draw(1),), "pool.may.draw_a_card"),), EventPlayer("player"))], whose="opponent",
        text="Whenever an opponent casts a spell, you may draw a card unless that player pays {1}.")]),
    card("Psychic Corrosion", triggered=[when_event(ev.DRAW, _you_draw, [Mill(2, EACH_OPPONENT)],
                                                    text="Whenever you draw a card, each opponent mills two cards.")]),
    card("Coastal Breach", effects=[Bounce(EachPermanent(_nonland))], extra={"cost_hook": undaunted}),
    # ------------------------------------------------------------------ draw, mill, bounce
    card("Stroke of Genius", x=True, targets=[PLAYER], effects=[Draw(X, TARGET)]),
    card("Thought Scour", targets=[PLAYER], effects=[Mill(2, TARGET), Draw(1)]),
    card("Boomerang", targets=[PERMANENT], effects=[Bounce()]),
    card("Into the Roil", kicker="{1}{U}", targets=[NONLAND_PERMANENT], effects=[Bounce(), IfKicked(Draw(1))]),
    card("Maddening Cacophony", kicker="{3}{U}",
         effects=[IfKicked(Custom(_mill_half_rounded_up), otherwise=(Mill(8, EACH_OPPONENT),))]),
    card("Evacuation", effects=[Bounce(EACH_CREATURE)]),
    # "It can't be regenerated": the engine has no regeneration, so no shield can save it (701.15).
    card("Pongify", targets=[CREATURE], effects=[Destroy(), CreateToken(APE, 1, ITS_CONTROLLER)]),
    # ------------------------------------------------------------------ creatures
    card("Cloudkin Seer", triggered=[etb([Draw(1)], text="When this creature enters, draw a card.")]),
    card("Merfolk Looter", activated=[activated("", [Draw(1), Discard(1, YOU)], tap=True,
                                                text="{T}: Draw a card, then discard a card.")]),
    card("Serendib Efreet", triggered=[at_step(Step.UPKEEP, [Damage(1, YOU)],
                                               text="At the beginning of your upkeep, this creature deals 1 damage "
                                                    "to you.")]),
    card("Pestermite", triggered=[etb([Custom(_tap_or_untap)], [PERMANENT], optional=True,
                                      text="When this creature enters, you may tap or untap target permanent.")]),
    card("Spectral Sailor", activated=[activated("{3}{U}", [Draw(1)], text="{3}{U}: Draw a card.")]),
    card("Wall of Air"),                                       # defender, flying
    card("Serra Sphinx"),                                      # flying, vigilance
    card("Zephid"),                                            # flying, shroud
    card("Sea Sprite"),                                        # flying, protection from red
    card("Narwhal"),                                           # first strike, protection from red
    card("Invisible Stalker", keywords=("CantBeBlocked",)),    # hexproof; "can't be blocked" (509.1b)
]
