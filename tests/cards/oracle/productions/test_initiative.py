"""productions/initiative: "you take the initiative" (723.1, 723.3)."""
from __future__ import annotations

from manamelee.engine.constants import Step
from manamelee.engine.dungeons import room_of

from ...pool_helpers import lands_for, resolve_stack
from ..helpers import made_up, scenario


def test_723_3_a_compiled_you_take_the_initiative_gives_the_controller_the_initiative_and_a_venture():
    scout = made_up("Test Dungeon Scout", "Creature — Human Scout", "{1}{W}",
                    "When this creature enters, you take the initiative.", "2/2")
    s = scenario(scout, players=3)
    s.library(1, "Plains", "Plains", "Plains")
    s.hand(1, "Test Dungeon Scout")
    lands_for(s, 1, "Test Dungeon Scout")
    g = s.start(active=1, step=Step.MAIN1)
    g.initiative = 2                                   # someone else has it: taking it moves it (723.3)
    s.cast("Test Dungeon Scout")
    for _ in range(20):                                # the creature, its ETB, the venture, Secret Entrance
        d = s.decision
        if d.kind == "search":
            break
        s.choose("pass")
    assert g.initiative == 1 and room_of(g, 1) == "Secret Entrance" and room_of(g, 2) is None
    s.choose(label="Plains")
    resolve_stack(s)
    assert [g.name(c) for c in g.players[1].hand] == ["Plains"]


def test_take_the_initiative_prints_back():
    from manamelee.cards.oracle.compile_pool import compile_face
    facts = {"name": "Test Torch", "manaCost": "{4}", "type": "Artifact", "layout": "normal",
             "text": "When this artifact enters, you take the initiative.", "types": ["Artifact"], "supertypes": [],
             "subtypes": [], "keywords": [], "power": None, "toughness": None, "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is not None and not blocked
