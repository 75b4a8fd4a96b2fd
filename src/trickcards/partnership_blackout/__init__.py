"""Partnership Blackout: four players in two teams, spades trumps (rules: :doc:`/rules/partnership-blackout`).

The modules follow a deal from start to finish:

* :mod:`~trickcards.partnership_blackout.deal` -- the first dealer, the deal and its rotation;
* :mod:`~trickcards.partnership_blackout.calls`, :mod:`~trickcards.partnership_blackout.bidding`
  and :mod:`~trickcards.partnership_blackout.contract` -- the calls, the bidding round
  (K1-K3) and the team contracts;
* :mod:`~trickcards.partnership_blackout.play` -- the play (P1-P5) on the shared engine;
* :mod:`~trickcards.partnership_blackout.scoring` -- the scoring table and the score of a deal;
* :mod:`~trickcards.partnership_blackout.sheet` -- the game to a target.

>>> from trickcards.partnership_blackout import PartnershipCallRound, score
>>> r = PartnershipCallRound.parse("W: 3 5 2 Nil")      # vector Q6: E's 5 is cancelled
>>> ns, ew = r.contracts
>>> str(ns), str(ew), score(ns, ew, (4, 7, 2, 0)).points
('NS 5', 'EW Nil W', (11, 40))
"""

from trickcards.partnership_blackout.bidding import MAX_TEAM_NUMBER, PartnershipCallRound
from trickcards.partnership_blackout.calls import BOARD, CALLS, NIL, Board, Call, Nil, Number
from trickcards.partnership_blackout.contract import TeamContract, parse_side
from trickcards.partnership_blackout.deal import Deal, deal, dealer_by_lot, dealer_of
from trickcards.partnership_blackout.play import (
    TRICKS,
    PartnershipBlackoutPlay,
    PlayOptions,
    play_rules,
    random_playout,
)
from trickcards.partnership_blackout.scoring import (
    PARTNERSHIP_BLACKOUT,
    DealScore,
    Extras,
    ScoringTable,
    TeamScore,
    score,
    score_team,
)
from trickcards.partnership_blackout.sheet import DEFAULT_TARGET, PartnershipBlackoutScoreSheet, SheetEntry

__all__ = [
    "BOARD",
    "CALLS",
    "DEFAULT_TARGET",
    "MAX_TEAM_NUMBER",
    "NIL",
    "PARTNERSHIP_BLACKOUT",
    "TRICKS",
    "Board",
    "Call",
    "Deal",
    "DealScore",
    "Extras",
    "Nil",
    "Number",
    "PartnershipBlackoutPlay",
    "PartnershipBlackoutScoreSheet",
    "PartnershipCallRound",
    "PlayOptions",
    "ScoringTable",
    "SheetEntry",
    "TeamContract",
    "TeamScore",
    "deal",
    "dealer_by_lot",
    "dealer_of",
    "parse_side",
    "play_rules",
    "random_playout",
    "score",
    "score_team",
]
