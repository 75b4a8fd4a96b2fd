"""Blackout (Oh Hell!): 3 to 7 players, each for himself (rules: :doc:`/rules/blackout`).

The modules follow a game from start to finish:

* :mod:`~trickcards.blackout.schedule` -- the number of deals, k cards in deal k, the
  dealer's rotation, the deal and the turn-up card for trump (BO-1 to BO-3);
* :mod:`~trickcards.blackout.calls` -- the :class:`Bid`, Blackout's one kind of call;
* :mod:`~trickcards.blackout.bidding` -- the bids, the dealer's barred bid and bid
  changes (BO-4, BO-5, BO-16);
* :mod:`~trickcards.blackout.play` -- the play on the shared trick engine (BO-e, BO-17);
* :mod:`~trickcards.blackout.scoring` -- the scoring presets and methods (BO-a to BO-c,
  BO-6 to BO-13);
* :mod:`~trickcards.blackout.settlement` -- settling the totals (BO-14, BO-15);
* :mod:`~trickcards.blackout.sheet` -- the game sheet over the whole schedule.

>>> from trickcards.blackout import BlackoutBidding, Schedule, score_bid
>>> from trickcards.blackout import Bid, Call
>>> Schedule(5).deals, BlackoutBidding(4, 3, 5, (2, 1, 0)).can_add(Bid(2)), score_bid(Bid(3), 3).points
(10, False, 13)
>>> Call.parse(str(Bid(4))) == Bid(4)
True
"""

from trickcards.blackout.bidding import BlackoutBidding
from trickcards.blackout.calls import BIDS, MAX_BID, Bid, Call
from trickcards.blackout.play import BlackoutPlay, PlayOptions, play_rules, random_playout
from trickcards.blackout.schedule import DEALS, MAX_PLAYERS, MIN_PLAYERS, BlackoutDeal, Schedule, max_deals
from trickcards.blackout.scoring import (
    HOYLE,
    PRESETS,
    SEED5,
    SEED10,
    BidScore,
    DealScore,
    MadeZero,
    MissedBid,
    ScoringTable,
    score,
    score_bid,
    scoring_table,
)
from trickcards.blackout.settlement import Payment, Settlement, net, settle, winners
from trickcards.blackout.sheet import BlackoutScoreSheet, SheetEntry

__all__ = [
    "BIDS",
    "DEALS",
    "HOYLE",
    "MAX_BID",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "PRESETS",
    "SEED5",
    "SEED10",
    "Bid",
    "BidScore",
    "BlackoutBidding",
    "BlackoutDeal",
    "BlackoutPlay",
    "BlackoutScoreSheet",
    "Call",
    "DealScore",
    "MadeZero",
    "MissedBid",
    "Payment",
    "PlayOptions",
    "Schedule",
    "ScoringTable",
    "Settlement",
    "SheetEntry",
    "max_deals",
    "net",
    "play_rules",
    "random_playout",
    "score",
    "score_bid",
    "scoring_table",
    "settle",
    "winners",
]
