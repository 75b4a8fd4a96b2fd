"""Bridgette: two players, 55 cards with three colons (rules: :doc:`/rules/bridgette`).

The modules follow a deal from start to finish:

* :mod:`~trickcards.bridgette.deal` -- the draw for the first dealer, the deal and the exchange;
* :mod:`~trickcards.bridgette.calls` and :mod:`~trickcards.bridgette.auction` -- the bid
  ladder 0NT ... 7NT and the auction rules B1-B8, E1-E2;
* :mod:`~trickcards.bridgette.play` -- the play with the colon rules P1-P6;
* :mod:`~trickcards.bridgette.scoring` -- the scoring table and the score of a deal;
* :mod:`~trickcards.bridgette.sheet` -- the six-deal score sheet.

>>> from trickcards.bridgette import score
>>> score("3NTXX", 9).declarer_points
8000
"""

from trickcards.bridgette.auction import Auction, AuctionOptions, Overcall
from trickcards.bridgette.calls import BIDS, DOUBLE, PASS, REDOUBLE, Bid, Call, Double, Pass, Redouble
from trickcards.bridgette.contract import BridgetteContract
from trickcards.bridgette.deal import (
    DEALER_DRAWS,
    DealerDraw,
    Exchange,
    ExchangeOptions,
    dealer_draw,
    draw_for_dealer,
)
from trickcards.bridgette.play import BridgettePlay, PlayOptions, bridgette_rules, random_playout
from trickcards.bridgette.player import Player
from trickcards.bridgette.scoring import (
    BRIDGETTE,
    CONTRACT_VALUES,
    EXACT_BONUSES,
    UNDERTRICK_LADDER,
    BridgetteScore,
    BridgetteTable,
    score,
)
from trickcards.bridgette.sheet import DEALS_IN_GAME, BridgetteScoreSheet, SheetEntry

__all__ = [
    "BIDS",
    "BRIDGETTE",
    "CONTRACT_VALUES",
    "DEALER_DRAWS",
    "DEALS_IN_GAME",
    "DOUBLE",
    "EXACT_BONUSES",
    "PASS",
    "REDOUBLE",
    "UNDERTRICK_LADDER",
    "Auction",
    "AuctionOptions",
    "Bid",
    "BridgetteContract",
    "BridgettePlay",
    "BridgetteScore",
    "BridgetteScoreSheet",
    "BridgetteTable",
    "Call",
    "DealerDraw",
    "Double",
    "Exchange",
    "ExchangeOptions",
    "Overcall",
    "Pass",
    "PlayOptions",
    "Player",
    "Redouble",
    "SheetEntry",
    "bridgette_rules",
    "dealer_draw",
    "draw_for_dealer",
    "random_playout",
    "score",
]
