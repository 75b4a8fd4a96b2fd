"""Adapters to other frameworks: OpenSpiel and PettingZoo (optional extras).

``trickcards.agents.openspiel`` and ``trickcards.agents.pettingzoo`` stay importable by those
names; nothing else of the package imports this layer.
"""
