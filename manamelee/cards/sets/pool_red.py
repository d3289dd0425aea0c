"""Red cards of the pool: burn to any target, to each opponent and to everyone, X spells, threaten effects
and Insurrection, wheels, "whenever you cast" creatures (prowess and its cousins), haste and menace granters,
and the tempting offer Tempt with Vengeance."""
from __future__ import annotations

from ...engine import events as ev
from ...engine import zones
from ...engine.constants import FLYING, Step
from ...engine.resolution import Ctx
from ..model import (CONTROLLED_BY, Code, Enters, HAS, IS_ARTIFACT, IS_CREATURE, IS_LAND, OPPONENT, SUBTYPE, YOU,
                     card_code)
from ..model.effects import DamageWhatItAttacks, MayDiscardToDraw, RevealTopPutInHand
from ..dsl import (ANY, CREATURE, CopySpell, Counters, CreateToken, Damage, Destroy, DiscardHand, Draw, EACH_CREATURE,
                   EACH_OPPONENT, EACH_PLAYER, EachCreature, GainControl, Grant, INSTANT_OR_SORCERY_SPELL,
                   ITS_CONTROLLER, IfKicked, LAND, Pump, SELF, SacrificeThis, TapIt, UntapIt, X, activated, at_step,
                   attacks, card, cycling, dies, etb, mode, on_cast, permanent, prowess, token, when_event,
                   your_creatures)

ARTIFACT = permanent("target artifact", IS_ARTIFACT)
ELEMENTAL = token("Elemental", 1, 1, subtypes=("Elemental",), colors="R")
HASTY_ELEMENTAL = token("Elemental", 1, 1, subtypes=("Elemental",), colors="R", keywords=("Haste",))
OPPONENTS_FLIERS = CONTROLLED_BY(OPPONENT) & HAS(FLYING)
_FIREBREATHING = "{R}: This creature gets +1/+0 until end of turn."


# ----------------------------------------------------------------------------- effects written for one card
@card_code("Tempt with Vengeance")
def _tempt_with_vengeance(ctx: Ctx) -> None:
    """Tempting offer: you create X hasty 1/1 Elementals; each opponent (in range, APNAP order) may create X too;
    for each opponent who does, you create X more. Every opponent answers before any token is created."""
    g, me, x = ctx.g, ctx.controller, ctx.x
    takers = [p for p in EACH_OPPONENT.players(ctx)
              if ctx.yes_no(p, "pool.prompt.tempting_offer", "608.2d", args={"card": g.name(ctx.source), "n": x})]
    for p in takers:
        g.note("pool.log.accepts_offer", "608.2d", args={"player": g.players[p].name})
    for p in [me] + takers + [me] * len(takers):
        for _ in range(x):
            zones.create_token(g, p, HASTY_ELEMENTAL)


CARDS = [
    # ------------------------------------------------------------------ burn
    card("Searing Spear", targets=[ANY], effects=[Damage(3)]),
    card("Blaze", x=True, targets=[ANY], effects=[Damage(X)]),
    card("Burst Lightning", kicker="{4}", targets=[ANY], effects=[IfKicked(Damage(4), otherwise=(Damage(2),))]),
    card("Breath of Darigaaz", kicker="{2}", effects=[
        IfKicked(Damage(4, EachCreature(~HAS(FLYING))), Damage(4, EACH_PLAYER),
                 otherwise=(Damage(1, EachCreature(~HAS(FLYING))), Damage(1, EACH_PLAYER)))]),
    card("Reverberate", targets=[INSTANT_OR_SORCERY_SPELL], effects=[CopySpell()]),
    card("Chandra's Outrage", targets=[CREATURE], effects=[Damage(4), Damage(2, ITS_CONTROLLER)]),
    card("Sizzle", effects=[Damage(3, EACH_OPPONENT)]),
    card("Tectonic Hazard", effects=[Damage(1, EACH_OPPONENT), Damage(1, EachCreature(CONTROLLED_BY(OPPONENT)))]),
    card("Earthquake", x=True, effects=[Damage(X, EachCreature(~HAS(FLYING))), Damage(X, EACH_PLAYER)]),
    card("Inferno", effects=[Damage(6, EACH_CREATURE), Damage(6, EACH_PLAYER)]),
    card("Slagstorm", modes=[mode("Slagstorm deals 3 damage to each creature.", [Damage(3, EACH_CREATURE)]),
                             mode("Slagstorm deals 3 damage to each player.", [Damage(3, EACH_PLAYER)])]),
    card("Sweltering Suns", effects=[Damage(3, EACH_CREATURE)], activated=[cycling("{3}")]),
    # ------------------------------------------------------------------ artifacts and lands
    card("Smash to Smithereens", targets=[ARTIFACT], effects=[Destroy(), Damage(3, ITS_CONTROLLER)]),
    card("Stone Rain", targets=[LAND], effects=[Destroy()]),
    # ------------------------------------------------------------------ gain control
    card("Act of Treason", targets=[CREATURE], effects=[GainControl(), UntapIt(), Grant("Haste")]),
    card("Mark of Mutiny", targets=[CREATURE],
         effects=[GainControl(), Counters("+1/+1", 1), UntapIt(), Grant("Haste")]),
    card("Insurrection", effects=[UntapIt(EACH_CREATURE), GainControl(EACH_CREATURE), Grant("Haste", EACH_CREATURE)]),
    # ------------------------------------------------------------------ each player
    card("Wheel of Fortune", effects=[DiscardHand(EACH_PLAYER), Draw(7, EACH_PLAYER)]),
    card("Magus of the Wheel", activated=[activated("{1}{R}", [DiscardHand(EACH_PLAYER), Draw(7, EACH_PLAYER)],
                                                    tap=True, sacrifice=True,
                                                    text="{1}{R}, {T}, Sacrifice this creature: Each player "
                                                         "discards their hand, then draws seven cards.")]),
    card("Tempt with Vengeance", x=True, effects=[Code("Tempt with Vengeance")]),
    # ------------------------------------------------------------------ enchantments
    card("Goblin War Drums", static=your_creatures(keywords=("Menace",), text="Creatures you control have menace.")),
    card("Impact Tremors", triggered=[when_event(ev.ZONE_CHANGE, Enters(IS_CREATURE & CONTROLLED_BY(YOU), other=False),
                                                 [Damage(1, EACH_OPPONENT)],
                                                 text="Whenever a creature you control enters, this enchantment "
                                                      "deals 1 damage to each opponent.")]),
    # ------------------------------------------------------------------ creatures
    card("Shivan Dragon", activated=[activated("{R}", [Pump(1, 0, SELF)], text=_FIREBREATHING)]),
    card("Goblin Guide", triggered=[attacks([RevealTopPutInHand(IS_LAND)], text=(
        "Whenever this creature attacks, defending player reveals the top card of their library. If it's a land "
        "card, that player puts it into their hand."))]),
    card("Prodigal Pyromancer", activated=[activated("", [Damage(1)], [ANY], tap=True,
                                                     text="{T}: This creature deals 1 damage to any target.")]),
    card("Hellrider", triggered=[attacks([DamageWhatItAttacks(1)], whose="yours", text=(
        "Whenever a creature you control attacks, this creature deals 1 damage to the player or planeswalker "
        "it's attacking."))]),
    card("Ball Lightning", triggered=[at_step(Step.END, [SacrificeThis()], whose="each",
                                              text="At the beginning of the end step, sacrifice this creature.")]),
    card("Goblin Arsonist", triggered=[dies([Damage(1)], [ANY], optional=True, text=(
        "When this creature dies, you may have it deal 1 damage to any target."))]),
    card("Mogg Fanatic", activated=[activated("", [Damage(1)], [ANY], sacrifice=True,
                                              text="Sacrifice this creature: It deals 1 damage to any target.")]),
    card("Thundermaw Hellkite", triggered=[etb(
        [Damage(1, EachCreature(OPPONENTS_FLIERS)), TapIt(EachCreature(OPPONENTS_FLIERS))],
        text="When this creature enters, it deals 1 damage to each creature with flying your opponents control. "
             "Tap those creatures.")]),
    card("Guttersnipe", triggered=[on_cast([Damage(2, EACH_OPPONENT)], "instant_or_sorcery", text=(
        "Whenever you cast an instant or sorcery spell, this creature deals 2 damage to each opponent."))]),
    card("Young Pyromancer", triggered=[on_cast([CreateToken(ELEMENTAL)], "instant_or_sorcery", text=(
        "Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental creature token."))]),
    card("Kiln Fiend", triggered=[on_cast([Pump(3, 0, SELF)], "instant_or_sorcery", text=(
        "Whenever you cast an instant or sorcery spell, this creature gets +3/+0 until end of turn."))]),
    card("Monastery Swiftspear", triggered=[prowess()]),          # haste, prowess (702.108a)
    card("Goblin Chieftain", static=your_creatures(1, 1, ("Haste",), other=True, where=SUBTYPE("Goblin"), text=(
        "Other Goblin creatures you control get +1/+1 and have haste."))),
    card("Keldon Raider", triggered=[etb([MayDiscardToDraw()], text=(
        "When this creature enters, you may discard a card. If you do, draw a card."))]),
    card("Goblin Mountaineer"),                                  # mountainwalk
    card("Two-Headed Cerberus"),                                 # double strike
    card("Blood Knight"),                                        # first strike, protection from white
    card("Goblin Striker"),                                      # first strike, haste
    card("Windseeker Centaur"),                                  # vigilance
]
