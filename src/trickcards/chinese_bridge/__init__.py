"""Chinese bridge, "chinesische Brücke" (``bridge-variants.md`` section 5).

Two players; each holds four cards in hand and eleven piles of a face-down card under
a face-up card (:class:`ChineseDeal`). The dealer names a contract; his opponent may
only pass or double; after a double the dealer may pass, redouble or bid higher
(:data:`~trickcards.chinese_bridge.game.AUCTION`). Thirteen tricks of four cards,
leader, follower, leader, follower, from the hand or any face-up pile top
(:class:`ChinesePlay`, on :mod:`trickcards.engine.sequenced_play`); rubber scoring between the
two players on the sheet of the two-player games.

>>> from trickcards.chinese_bridge import TwoPlayerSheet
>>> TwoPlayerSheet().record("4SA", 10).totals                                 # CH-10
(120, 0)
"""

from trickcards.bridge.two_player_sheet import TwoPlayerSheet as TwoPlayerSheet
from trickcards.chinese_bridge.deal import ChineseDeal
from trickcards.chinese_bridge.holdings import ChineseHoldings, Pile
from trickcards.chinese_bridge.play import ChinesePlay

__all__ = ["ChineseDeal", "ChineseHoldings", "ChinesePlay", "Pile", "TwoPlayerSheet"]
