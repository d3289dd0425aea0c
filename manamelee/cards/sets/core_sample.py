"""A first handful of cards used by the engine's own tests and the sample decks."""
from ..dsl import ANY, CREATURE, Damage, Pump, card

CARDS = [
    card("Shock", targets=[ANY], effects=[Damage(2)]),
    card("Giant Growth", targets=[CREATURE], effects=[Pump(3, 3)]),
    card("Serra Angel"),
    card("Runeclaw Bear"),
    card("Giant Spider"),
    card("Mesa Unicorn"),
    card("Wall of Wood"),
]
