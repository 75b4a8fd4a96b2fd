"""Adapters to other frameworks: OpenSpiel and PettingZoo (optional extras).

``trickcards.openspiel`` and ``trickcards.pettingzoo`` stay importable by those
names; nothing else of the package imports this layer.
"""
