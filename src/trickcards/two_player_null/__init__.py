"""Two-player Null, "nichtig" (``bridge-variants.md`` section 3).

Two players, a stock to exchange from, contract bridge's auction with Null bids between
diamonds and hearts, two-card tricks with no dummy; the deal is scored as rubber bridge
between the two players, Null contracts by section 0, on the sheet of the two-player
games.

>>> from trickcards.two_player_null import TwoPlayerNullSheet
>>> TwoPlayerNullSheet().record("3NullA", 4).totals                              # NI-6
(90, 0)
"""

from trickcards.two_player_null.sheet import TwoPlayerNullSheet as TwoPlayerNullSheet

__all__ = ["TwoPlayerNullSheet"]
