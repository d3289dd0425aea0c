"""Red cards of the pool: burn to any target, to each opponent and to everyone, X spells, threaten effects
and Insurrection, wheels, "whenever you cast" creatures (prowess and its cousins), haste and menace granters,
and the tempting offer Tempt with Vengeance."""
from __future__ import annotations

from ...engine import events as ev
from ...engine import zones
from ...engine.constants import BATTLEFIELD, FLYING, HAND, Step
from ...engine.damage import deal_damage
from ...engine.decisions import opt
from ...engine.resolution import Ctx
from ..dsl import (ANY, CREATURE, EACH_CREATURE, EACH_OPPONENT, EACH_PLAYER, INSTANT_OR_SORCERY_SPELL, ITS_CONTROLLER,
                   LAND, SELF, X, CopySpell, Counters, CreateToken, Custom, Damage, Destroy, DiscardHand, Draw,
                   EachCreature, GainControl, Grant, IfKicked, Pump, SacrificeThis, TapIt, UntapIt, activated, at_step,
                   attacks, card, cycling, dies, etb, mode, on_cast, permanent, prowess, token, when_event,
                   your_creatures)

ARTIFACT = permanent("target artifact", lambda g, oid, me: "Artifact" in g.chars(oid).types)
ELEMENTAL = token("Elemental", 1, 1, subtypes=("Elemental",), colors="R")
HASTY_ELEMENTAL = token("Elemental", 1, 1, subtypes=("Elemental",), colors="R", keywords=("Haste",))
_FIREBREATHING = "{R}: This creature gets +1/+0 until end of turn."


def _without_flying(ctx: Ctx, oid: int) -> bool:
    return FLYING not in ctx.g.chars(oid).keywords


def _opponents(ctx: Ctx, oid: int) -> bool:
    return ctx.g.is_opponent(ctx.controller, ctx.g.controller(oid))


def _opponents_fliers(ctx: Ctx, oid: int) -> bool:
    return _opponents(ctx, oid) and FLYING in ctx.g.chars(oid).keywords


def _goblin(ch) -> bool:
    return "Goblin" in ch.subtypes


def _your_creature_enters(g, e, src) -> bool:
    n = e.new_obj
    return e.to_zone == BATTLEFIELD and n is not None and n in g.objects and \
        g.controller(n) == g.controller(src) and "Creature" in g.chars(n).types


# ----------------------------------------------------------------------------- effects written for one card
def _goblin_guide(ctx: Ctx) -> None:
    """The defending player reveals the top card of their library; a land card goes to their hand (701.16a)."""
    g = ctx.g
    p = ctx.event.target_player
    if p is None or g.players[p].left or not g.players[p].library:
        return
    top = g.players[p].library[0]
    g.note("log.reveals", "701.16a", args={"player": g.players[p].name, "cards": g.name(top)})
    if "Land" in g.objects[top].card.types:
        zones.move(g, top, HAND, rule="701.16a", key="log.puts_into_hand",
                   args={"player": g.players[p].name, "card": g.name(top)})


def _hellrider(ctx: Ctx) -> None:
    """1 damage to the player or planeswalker the attacking creature (the event's object) is attacking (508.1)."""
    for t in ctx.g.turns:
        if t.combat is not None and ctx.event.obj in t.combat.attackers:
            ref = t.combat.attackers[ctx.event.obj]
            if (ref[0] == "player" and ctx.scope.in_range(ref[1])) or \
                    (ref[0] == "obj" and ref[1] in ctx.g.battlefield and ctx.scope.obj_in_range(ref[1])):
                deal_damage(ctx.g, ctx.source, ref, 1)
            return


def _keldon_raider(ctx: Ctx) -> None:
    """"You may discard a card. If you do, draw a card." (118.12: the discard is the optional action)."""
    g, me = ctx.g, ctx.controller
    hand = g.players[me].hand
    if not hand:
        return
    a = ctx.ask(me, "discard", "pool.prompt.keldon_raider",
                [opt("no", "pool.opt.dont_discard", None)] + [opt("card", "text", c, text=g.name(c)) for c in hand],
                "118.12")
    if a.value is not None:
        zones.discard(g, me, a.value)
        zones.draw(g, me, 1)


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
        IfKicked(Damage(4, EachCreature(_without_flying)), Damage(4, EACH_PLAYER),
                 otherwise=(Damage(1, EachCreature(_without_flying)), Damage(1, EACH_PLAYER)))]),
    card("Reverberate", targets=[INSTANT_OR_SORCERY_SPELL], effects=[CopySpell()]),
    card("Chandra's Outrage", targets=[CREATURE], effects=[Damage(4), Damage(2, ITS_CONTROLLER)]),
    card("Sizzle", effects=[Damage(3, EACH_OPPONENT)]),
    card("Tectonic Hazard", effects=[Damage(1, EACH_OPPONENT), Damage(1, EachCreature(_opponents))]),
    card("Earthquake", x=True, effects=[Damage(X, EachCreature(_without_flying)), Damage(X, EACH_PLAYER)]),
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
    card("Tempt with Vengeance", x=True, effects=[Custom(_tempt_with_vengeance)]),
    # ------------------------------------------------------------------ enchantments
    card("Goblin War Drums", static=your_creatures(keywords=("Menace",), text="Creatures you control have menace.")),
    card("Impact Tremors", triggered=[when_event(ev.ZONE_CHANGE, _your_creature_enters, [Damage(1, EACH_OPPONENT)],
                                                 text="Whenever a creature you control enters, this enchantment "
                                                      "deals 1 damage to each opponent.")]),
    # ------------------------------------------------------------------ creatures
    card("Shivan Dragon", activated=[activated("{R}", [Pump(1, 0, SELF)], text=_FIREBREATHING)]),
    card("Goblin Guide", triggered=[attacks([Custom(_goblin_guide)], text=(
        "Whenever this creature attacks, defending player reveals the top card of their library. If it's a land "
        "card, that player puts it into their hand."))]),
    card("Prodigal Pyromancer", activated=[activated("", [Damage(1)], [ANY], tap=True,
                                                     text="{T}: This creature deals 1 damage to any target.")]),
    card("Hellrider", triggered=[attacks([Custom(_hellrider)], whose="yours", text=(
        "Whenever a creature you control attacks, this creature deals 1 damage to the player or planeswalker "
        "it's attacking."))]),
    card("Ball Lightning", triggered=[at_step(Step.END, [SacrificeThis()], whose="each",
                                              text="At the beginning of the end step, sacrifice this creature.")]),
    card("Goblin Arsonist", triggered=[dies([Damage(1)], [ANY], optional=True, text=(
        "When this creature dies, you may have it deal 1 damage to any target."))]),
    card("Mogg Fanatic", activated=[activated("", [Damage(1)], [ANY], sacrifice=True,
                                              text="Sacrifice this creature: It deals 1 damage to any target.")]),
    card("Thundermaw Hellkite", triggered=[etb(
        [Damage(1, EachCreature(_opponents_fliers)), TapIt(EachCreature(_opponents_fliers))],
        text="When this creature enters, it deals 1 damage to each creature with flying your opponents control. "
             "Tap those creatures.")]),
    card("Guttersnipe", triggered=[on_cast([Damage(2, EACH_OPPONENT)], "instant_or_sorcery", text=(
        "Whenever you cast an instant or sorcery spell, this creature deals 2 damage to each opponent."))]),
    card("Young Pyromancer", triggered=[on_cast([CreateToken(ELEMENTAL)], "instant_or_sorcery", text=(
        "Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental creature token."))]),
    card("Kiln Fiend", triggered=[on_cast([Pump(3, 0, SELF)], "instant_or_sorcery", text=(
        "Whenever you cast an instant or sorcery spell, this creature gets +3/+0 until end of turn."))]),
    card("Monastery Swiftspear", triggered=[prowess()]),          # haste, prowess (702.108a)
    card("Goblin Chieftain", static=your_creatures(1, 1, ("Haste",), other=True, where=_goblin, text=(
        "Other Goblin creatures you control get +1/+1 and have haste."))),
    card("Keldon Raider", triggered=[etb([Custom(_keldon_raider)], text=(
        "When this creature enters, you may discard a card. If you do, draw a card."))]),
    card("Goblin Mountaineer"),                                  # mountainwalk
    card("Two-Headed Cerberus"),                                 # double strike
    card("Blood Knight"),                                        # first strike, protection from white
    card("Goblin Striker"),                                      # first strike, haste
    card("Windseeker Centaur"),                                  # vigilance
]
