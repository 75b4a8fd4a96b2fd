"""What agents need of every game: observations, information sets, samplers of hidden cards.

Above the games: each game's viewer (:mod:`trickcards.analysis.viewers`) says what its
players see. Bridge's own analysis (the dealer, double-dummy, simulations) stays in
:mod:`trickcards.bridge`.
"""
