"""Legendary creatures to lead Commander decks (903.3): plain declarative definitions — printed facts from the
Oracle file, keywords implemented by the engine (702) — one for each colour and for some colour pairs."""
from __future__ import annotations

from ..dsl import CREATURE_YOU_CONTROL, SELF, Counters, Grant, attacks, card, etb, on_cast

_BRUSE = ("Whenever Bruse Tarl enters or attacks, target creature you control gains double strike and lifelink "
          "until end of turn.")

CARDS = [
    card("Isamaru, Hound of Konda"),        # {W} 2/2
    card("Yargle, Glutton of Urborg"),      # {4}{B} 9/3
    card("Mirri, Cat Warrior"),             # {1}{G}{G} 2/3 first strike, forestwalk, vigilance
    card("Tobias Andrion"),                 # {3}{W}{U} 4/4
    card("Lady Orca"),                      # {5}{B}{R} 7/4
    card("Jasmine Boreal"),                 # {3}{G}{W} 4/5
    card("Sivitri Scarzam"),                # {5}{U}{B} 6/4
    # Two partners (702.124h): together they lead a white-blue-red deck.
    card("Bruse Tarl, Boorish Herder", triggered=[
        etb([Grant("Double strike"), Grant("Lifelink")], targets=[CREATURE_YOU_CONTROL], text=_BRUSE),
        attacks([Grant("Double strike"), Grant("Lifelink")], targets=[CREATURE_YOU_CONTROL], text=_BRUSE)]),
    card("Ishai, Ojutai Dragonspeaker", triggered=[
        on_cast([Counters("+1/+1", 1, SELF)], whose="opponent",
                text="Whenever an opponent casts a spell, put a +1/+1 counter on Ishai.")]),
]
