"""Legendary creatures to lead Commander decks (903.3): plain declarative definitions — printed facts from the
Oracle file, keywords implemented by the engine (702) — one for each colour and for some colour pairs."""
from __future__ import annotations

from ..dsl import card

CARDS = [
    card("Isamaru, Hound of Konda"),        # {W} 2/2
    card("Yargle, Glutton of Urborg"),      # {4}{B} 9/3
    card("Mirri, Cat Warrior"),             # {1}{G}{G} 2/3 first strike, forestwalk, vigilance
    card("Tobias Andrion"),                 # {3}{W}{U} 4/4
    card("Lady Orca"),                      # {5}{B}{R} 7/4
    card("Jasmine Boreal"),                 # {3}{G}{W} 4/5
    card("Sivitri Scarzam"),                # {5}{U}{B} 6/4
]
