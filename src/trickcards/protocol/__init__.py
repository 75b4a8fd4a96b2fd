"""One way to play and score every game: states, results, sheets, matches, the registry.

Imports :mod:`trickcards.core` and :mod:`trickcards.engine`; the games build on it.
:meth:`~trickcards.protocol.game.DealState.observation` is the one entry point that loads
:mod:`trickcards.analysis` (on first use), as a value's picture loads
:mod:`trickcards.pictures`. Programs import :func:`trickcards.find_game`.
"""
