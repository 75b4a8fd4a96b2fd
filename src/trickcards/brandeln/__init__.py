"""Brandeln: four players, 28 cards, one declarer against three (rules: :doc:`/rules/brandeln`).

The modules follow a deal from start to finish:

* :mod:`~trickcards.brandeln.contracts` -- the positions F, M, R, D and the seven contracts;
* :mod:`~trickcards.brandeln.deal` -- the deal of 7 cards each in packets of 2, 3 and 2;
* :mod:`~trickcards.brandeln.calls` and :mod:`~trickcards.brandeln.auction` -- the duel
  auction with Pass, Bid and Hold, the lottery when all pass, and the declaration of trumps;
* :mod:`~trickcards.brandeln.play` -- the play, rules L1-L5;
* :mod:`~trickcards.brandeln.scoring` -- the seed and classic tables, contracts and the lottery;
* :mod:`~trickcards.brandeln.sheet` -- the game to a target score.

>>> from trickcards.brandeln import score, BRANDELN_CLASSIC
>>> score("Six", 7).declarer_points, score("Bettel", 0, BRANDELN_CLASSIC).spread(declarer=0)
(5, (21, -7, -7, -7))
"""

from trickcards.brandeln.auction import Auction, AuctionOptions, Declaration
from trickcards.brandeln.calls import BIDS, HOLD, PASS, Bid, Call, Hold, Pass
from trickcards.brandeln.contracts import CONTRACT_TABLE, PLAYERS, TRICKS, BrandelnContract, ContractRow, Player
from trickcards.brandeln.deal import PACKETS, BrandelnDeal, deal_status
from trickcards.brandeln.play import BrandelnPlay, PlayOptions, brandeln_rules, random_playout
from trickcards.brandeln.scoring import (
    BRANDELN,
    BRANDELN_CLASSIC,
    BrandelnTable,
    ContractScore,
    LotteryScore,
    lottery_score,
    score,
)
from trickcards.brandeln.sheet import BrandelnScoreSheet, SheetEntry

__all__ = [
    "BIDS",
    "BRANDELN",
    "BRANDELN_CLASSIC",
    "CONTRACT_TABLE",
    "HOLD",
    "PACKETS",
    "PASS",
    "PLAYERS",
    "TRICKS",
    "Auction",
    "AuctionOptions",
    "Bid",
    "BrandelnContract",
    "BrandelnDeal",
    "BrandelnPlay",
    "BrandelnScoreSheet",
    "BrandelnTable",
    "Call",
    "ContractRow",
    "ContractScore",
    "Declaration",
    "Hold",
    "LotteryScore",
    "Pass",
    "PlayOptions",
    "Player",
    "SheetEntry",
    "brandeln_rules",
    "deal_status",
    "lottery_score",
    "random_playout",
    "score",
]
