"""Adapters to other frameworks: OpenSpiel and PettingZoo (optional extras).

:mod:`trickcards.openspiel` and :mod:`trickcards.pettingzoo` stay importable by those
names; nothing else of the package imports this layer.
"""
