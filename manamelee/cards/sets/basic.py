"""Basic lands (305.6: their mana abilities come from their land types)."""
from ..dsl import card

CARDS = [
    card("Plains"),
    card("Island"),
    card("Swamp"),
    card("Mountain"),
    card("Forest"),
]
