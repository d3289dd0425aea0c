"""The oracle-text compiler (issue 17 §2): normalise a card's oracle text, parse each ability with a grammar,
compile the parse into plain card data, print that data back as oracle wording, and build engine definitions
from it. ``manamelee cards compile`` writes the compiled pool to ``manamelee/cards/data/compiled.json``.
"""
