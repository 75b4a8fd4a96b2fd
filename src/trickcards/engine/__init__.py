"""Trick play shared by every game: tricks, trick rules, play states, playouts.

Imports only :mod:`trickcards.core`. A game supplies its deck, seats, rank order,
follow rule and lead restrictions; the engine plays the tricks. Programs import these
names from ``trickcards``.
"""
