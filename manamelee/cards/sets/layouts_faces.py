"""Cards of more than one face or half (issue 14): modal double-faced cards (712.11b, 712.12), Adventurer cards
(715), split and aftermath cards (709, 702.127), transforming double-faced cards (712, 701.28) and Sagas (714).

The shared corpus lists only the first face of a modal double-faced, Adventurer or split card, so the other
face's printed facts are written here with ``face()``; a transforming card's back face comes from its own corpus
entry. The Sagas' chapters are triggered abilities built by ``chapter()`` (714.2b)."""
from __future__ import annotations

from ...engine.constants import BATTLEFIELD, Step
from ...engine import events as ev
from ...engine.definitions import TargetSpec, TriggeredAbility
from ..model.events import StepBegins
from ..model import CONTROLLED_BY, HAS, IS_BASIC_LAND, IS_CREATURE, IS_LAND, OPPONENT, SUBTYPE, HasColor
from ..model import YOU as YOU_
from ..model.effects import MayDiscardToDraw
from ..model.filters import PowerAtLeast
from ..dsl import (ANY, CREATURE, CREATURE_YOU_CONTROL, Bounce, Counters, CounterTargetSpell, CreateToken, Damage,
                   Destroy, Discard, Draw, EACH_OPPONENT, PERMANENT, PreventNext, UntapIt, Fight, target_power, EachCreature, Exile, GainLife, Grant, ITS_CONTROLLER, LoseLife, Mill,
                   PLAYER, Pump, SPELL, SearchLibrary, TARGET, Transform, UnlessPays, activated, at_step, card,
                   X, chapter, etb, face, level, level_up, mana_ability, of_type, permanent, token)
from ..dsl import OPPONENT as OPPONENT_TARGET
from ..dsl.statics import enters_tapped

YOUR_CREATURES = EachCreature(CONTROLLED_BY(YOU_))
ARTIFACT = permanent("target artifact", of_type("Artifact"))
NONLAND_OPPONENT = permanent("target nonland permanent an opponent controls", ~IS_LAND & CONTROLLED_BY(OPPONENT))
KNIGHT = token("Knight", 2, 2, subtypes=("Knight",), colors="W", keywords=("Vigilance",))
ALLY = token("Ally", 1, 1, subtypes=("Ally",), colors="W")
WALL = token("Wall", 0, 4, types=("Artifact", "Creature"), subtypes=("Wall",), keywords=("Defender",))
WARRIOR = token("Warrior", 1, 1, subtypes=("Warrior",), colors="W", keywords=("Vigilance",))


def _pathway_back(name: str, color: str) -> object:
    """The back face of a Pathway: "Land", "{T}: Add {<color>}." (712.12: played with either face up)."""
    return face(name, type_line="Land", text=f"{{T}}: Add {{{color}}}.", activated=[mana_ability(color)])


def _tapped_land_back(name: str, color: str) -> object:
    """The back face of a spell//land modal double-faced card: "<This land> enters tapped. {T}: Add {C}."."""
    return face(name, type_line="Land", text=f"{name} enters tapped.\n{{T}}: Add {{{color}}}.",
                activated=[mana_ability(color)], extra={"as_enters": enters_tapped})


CARDS = [
    # ------------------------------------------------------------------ modal double-faced cards (712.11b, 712.12)
    card("Brightclimb Pathway // Grimclimb Pathway", activated=[mana_ability("W")],
         faces=(_pathway_back("Grimclimb Pathway", "B"),)),
    card("Clearwater Pathway // Murkwater Pathway", activated=[mana_ability("U")],
         faces=(_pathway_back("Murkwater Pathway", "B"),)),
    card("Cragcrown Pathway // Timbercrown Pathway", activated=[mana_ability("R")],
         faces=(_pathway_back("Timbercrown Pathway", "G"),)),
    card("Needleverge Pathway // Pillarverge Pathway", activated=[mana_ability("R")],
         faces=(_pathway_back("Pillarverge Pathway", "W"),)),
    card("Riverglide Pathway // Lavaglide Pathway", activated=[mana_ability("U")],
         faces=(_pathway_back("Lavaglide Pathway", "R"),)),
    card("Jwari Disruption // Jwari Ruins", targets=[SPELL],
         effects=[UnlessPays("{1}", (CounterTargetSpell(),), ITS_CONTROLLER)],
         faces=(_tapped_land_back("Jwari Ruins", "U"),)),
    card("Skyclave Cleric // Skyclave Basilica",
         triggered=[etb([GainLife(2)], text="When this creature enters, you gain 2 life.")],
         faces=(_tapped_land_back("Skyclave Basilica", "W"),)),
    # ------------------------------------------------------------------ Adventurer cards (715)
    card("Foulmire Knight // Profane Insight", faces=(
        face("Profane Insight", cost="{2}{B}", type_line="Instant — Adventure",
             text="You draw a card and you lose 1 life.", effects=[Draw(1), LoseLife(1)]),)),
    card("Garenbrig Carver // Shield's Might", faces=(
        face("Shield's Might", cost="{1}{G}", type_line="Instant — Adventure",
             text="Target creature gets +2/+2 until end of turn.", targets=[CREATURE], effects=[Pump(2, 2)]),)),
    card("Embereth Shieldbreaker // Battle Display", faces=(
        face("Battle Display", cost="{R}", type_line="Sorcery — Adventure", text="Destroy target artifact.",
             targets=[ARTIFACT], effects=[Destroy()]),)),
    card("Merfolk Secretkeeper // Venture Deeper", faces=(
        face("Venture Deeper", cost="{U}", type_line="Sorcery — Adventure", text="Target player mills four cards.",
             targets=[PLAYER], effects=[Mill(4, TARGET)]),)),
    card("Tuinvale Treefolk // Oaken Boon", faces=(
        face("Oaken Boon", cost="{3}{G}", type_line="Sorcery — Adventure",
             text="Put two +1/+1 counters on target creature.", targets=[CREATURE],
             effects=[Counters("+1/+1", 2)]),)),
    card("Lonesome Unicorn // Rider in Need", faces=(
        face("Rider in Need", cost="{2}{W}", type_line="Sorcery — Adventure",
             text="Create a 2/2 white Knight creature token with vigilance.", effects=[CreateToken(KNIGHT)]),)),
    card("Realm-Cloaked Giant // Cast Off", faces=(
        face("Cast Off", cost="{3}{W}{W}", type_line="Sorcery — Adventure", text="Destroy all non-Giant creatures.",
             effects=[Destroy(EachCreature(~SUBTYPE("Giant")))]),)),
    # ------------------------------------------------------------------ split cards (709) and aftermath (702.127)
    card("Dead // Gone", faces=(
        face("Dead", cost="{R}", type_line="Instant", text="Dead deals 2 damage to target creature.",
             targets=[CREATURE], effects=[Damage(2)]),
        face("Gone", cost="{2}{R}", type_line="Instant",
             text="Return target creature you don't control to its owner's hand.",
             targets=[permanent("target creature you don't control", IS_CREATURE & ~CONTROLLED_BY(YOU_))],
             effects=[Bounce()]))),
    card("Wax // Wane", faces=(
        face("Wax", cost="{G}", type_line="Instant", text="Target creature gets +2/+2 until end of turn.",
             targets=[CREATURE], effects=[Pump(2, 2)]),
        face("Wane", cost="{W}", type_line="Instant", text="Destroy target enchantment.",
             targets=[permanent("target enchantment", of_type("Enchantment"))], effects=[Destroy()]))),
    card("Spite // Malice", faces=(
        face("Spite", cost="{3}{U}", type_line="Instant", text="Counter target noncreature spell.",
             targets=[TargetSpec("spell", "target noncreature spell", ~IS_CREATURE)], effects=[CounterTargetSpell()]),
        face("Malice", cost="{3}{B}", type_line="Instant",
             text="Destroy target nonblack creature. It can't be regenerated.",
             targets=[permanent("target nonblack creature", IS_CREATURE & ~HasColor("B"))], effects=[Destroy()]))),
    card("Stand // Deliver", faces=(
        face("Stand", cost="{W}", type_line="Instant",
             text="Prevent the next 2 damage that would be dealt to target creature this turn.", targets=[CREATURE],
             effects=[PreventNext(2)]),
        face("Deliver", cost="{2}{U}", type_line="Instant", text="Return target permanent to its owner's hand.",
             targets=[PERMANENT], effects=[Bounce()]))),
    card("Collision // Colossus", faces=(
        face("Collision", cost="{1}{R/G}", type_line="Instant",
             text="Collision deals 6 damage to target creature with flying.",
             targets=[permanent("target creature with flying", IS_CREATURE & HAS("Flying"))], effects=[Damage(6)]),
        face("Colossus", cost="{R}{G}", type_line="Instant",
             text="Target creature gets +4/+2 and gains trample until end of turn.", targets=[CREATURE],
             effects=[Pump(4, 2), Grant("Trample")]))),
    card("Prepare // Fight", faces=(
        face("Prepare", cost="{1}{W}", type_line="Instant",
             text="Untap target creature. It gets +2/+2 and gains lifelink until end of turn.", targets=[CREATURE],
             effects=[UntapIt(), Pump(2, 2), Grant("Lifelink")]),
        face("Fight", cost="{3}{G}", type_line="Sorcery",
             text="Aftermath (Cast this spell only from your graveyard. Then exile it.)\nTarget creature you control "
                  "fights target creature an opponent controls.",
             targets=[CREATURE_YOU_CONTROL,
                      permanent("target creature an opponent controls", IS_CREATURE & CONTROLLED_BY(OPPONENT))],
             effects=[Fight()]))),
    card("Onward // Victory", faces=(
        face("Onward", cost="{2}{R}", type_line="Instant",
             text="Target creature gets +X/+0 until end of turn, where X is its power.", targets=[CREATURE],
             effects=[Pump(target_power(0), 0)]),
        face("Victory", cost="{2}{W}", type_line="Sorcery",
             text="Aftermath (Cast this spell only from your graveyard. Then exile it.)\nTarget creature gains "
                  "double strike until end of turn.", targets=[CREATURE], effects=[Grant("Double strike")]))),
    card("Heaven // Earth", faces=(
        face("Heaven", cost="{X}{G}", type_line="Instant", text="Heaven deals X damage to each creature with flying.",
             x=True, effects=[Damage(X, EachCreature(HAS("Flying")))]),
        face("Earth", cost="{X}{R}{R}", type_line="Sorcery",
             text="Aftermath (Cast this spell only from your graveyard. Then exile it.)\nEarth deals X damage to "
                  "each creature without flying.", x=True, effects=[Damage(X, EachCreature(~HAS("Flying")))]))),
    card("Cut // Ribbons", faces=(
        face("Cut", cost="{1}{R}", type_line="Sorcery", text="Cut deals 4 damage to target creature.",
             targets=[CREATURE], effects=[Damage(4)]),
        face("Ribbons", cost="{X}{B}{B}", type_line="Sorcery",
             text="Aftermath (Cast this spell only from your graveyard. Then exile it.)\nEach opponent loses X life.",
             x=True, effects=[LoseLife(X, EACH_OPPONENT)]))),
    card("Spring // Mind", faces=(
        face("Spring", cost="{2}{G}", type_line="Sorcery", text="Search your library for a basic land card, put it "
             "onto the battlefield tapped, then shuffle.",
             effects=[SearchLibrary(IS_BASIC_LAND, to=BATTLEFIELD, what="pool.what.basic_land", tapped=True)]),
        face("Mind", cost="{4}{U}{U}", type_line="Instant",
             text="Aftermath (Cast this spell only from your graveyard. Then exile it.)\nDraw two cards.",
             effects=[Draw(2)]))),
    card("Consign // Oblivion", faces=(
        face("Consign", cost="{1}{U}", type_line="Instant", text="Return target nonland permanent to its owner's hand.",
             targets=[permanent("target nonland permanent", ~IS_LAND)], effects=[Bounce()]),
        face("Oblivion", cost="{4}{B}", type_line="Sorcery",
             text="Aftermath (Cast this spell only from your graveyard. Then exile it.)\nTarget opponent discards two "
                  "cards.", targets=[OPPONENT_TARGET], effects=[Discard(2, TARGET)]))),
    # ------------------------------------------------------------------ transforming double-faced cards (712, 701.28)
    card("Cloistered Youth // Unholy Fiend",
         triggered=[TriggeredAbility(ev.STEP, StepBegins(Step.UPKEEP), (Transform(),), (),
                                     "At the beginning of your upkeep, you may transform this creature.",
                                     optional=True)],
         faces=(face("Unholy Fiend", colors="B", triggered=[at_step(Step.END, [LoseLife(1)], text="At the beginning of your end "
                                                                                     "step, you lose 1 life.")]),)),
    # ------------------------------------------------------------------ level up (702.87) and leveler cards (711)
    card("Caravan Escort", activated=[level_up("{2}")],
         static=[*level(1, 4, (2, 2)), *level(5, 0, (5, 5), "First strike")]),
    card("Hada Spy Patrol", activated=[level_up("{2}{U}")],
         static=[*level(1, 2, (2, 2), "CantBeBlocked"), *level(3, 0, (3, 3), "Shroud", "CantBeBlocked")]),
    card("Knight of Cliffhaven", activated=[level_up("{3}")],
         static=[*level(1, 3, (2, 3), "Flying"), *level(4, 0, (4, 4), "Flying", "Vigilance")]),
    card("Beastbreaker of Bala Ged", activated=[level_up("{2}{G}")],
         static=[*level(1, 3, (4, 4)), *level(4, 0, (6, 6), "Trample")]),
    card("Student of Warfare", activated=[level_up("{W}")],
         static=[*level(2, 6, (3, 3), "First strike"), *level(7, 0, (4, 4), "Double strike")]),
    card("Skywatcher Adept", activated=[level_up("{3}")],
         static=[*level(1, 2, (2, 2), "Flying"), *level(3, 0, (4, 2), "Flying")]),
    card("Ikiral Outrider", activated=[level_up("{4}")],
         static=[*level(1, 3, (2, 6), "Vigilance"), *level(4, 0, (3, 10), "Vigilance")]),
    # ------------------------------------------------------------------ Sagas (714)
    card("History of Benalia", triggered=[
        *chapter((1, 2), [CreateToken(KNIGHT)], text="I, II — Create a 2/2 white Knight creature token with "
                                                      "vigilance."),
        *chapter(3, [Pump(2, 1, EachCreature(CONTROLLED_BY(YOU_) & SUBTYPE("Knight")))],
                 text="III — Knights you control get +2/+1 until end of turn.")]),
    card("Founding of Omashu", triggered=[
        *chapter(1, [CreateToken(ALLY, 2)], text="I — Create two 1/1 white Ally creature tokens."),
        *chapter(2, [MayDiscardToDraw()], text="II — You may discard a card. If you do, draw a card."),
        *chapter(3, [Pump(1, 0, YOUR_CREATURES)], text="III — Creatures you control get +1/+0 until end of turn.")]),
    card("Vault 75: Middle School", triggered=[
        *chapter(1, [Exile(EachCreature(PowerAtLeast(4)))], text="I — Exile all creatures with power 4 or greater."),
        *chapter((2, 3), [Counters("+1/+1", 1, YOUR_CREATURES)],
                 text="II, III — Put a +1/+1 counter on each creature you control.")]),
    card("The Birth of Meletis", triggered=[
        *chapter(1, [SearchLibrary(IS_BASIC_LAND & SUBTYPE("Plains"), what="pool.what.basic_plains")],
                 text="I — Search your library for a basic Plains card, reveal it, put it into your hand, then "
                      "shuffle."),
        *chapter(2, [CreateToken(WALL)], text="II — Create a 0/4 colorless Wall artifact creature token with "
                                              "defender."),
        *chapter(3, [GainLife(2)], text="III — You gain 2 life.")]),
    card("Binding the Old Gods", triggered=[
        *chapter(1, [Destroy()], [NONLAND_OPPONENT], text="I — Destroy target nonland permanent an opponent "
                                                          "controls."),
        *chapter(2, [SearchLibrary(SUBTYPE("Forest"), to=BATTLEFIELD, what="pool.what.forest_card", tapped=True)],
                 text="II — Search your library for a Forest card, put it onto the battlefield tapped, then "
                      "shuffle."),
        *chapter(3, [Grant("Deathtouch", YOUR_CREATURES)],
                 text="III — Creatures you control gain deathtouch until end of turn.")]),
]
