"""The cut-throat game: contract for four, each for himself, partners chosen by the bidding (bridge variants §7).

Four players call bids and passes only (the 4NT rule after a low opening); the
declarer names a partner, who accepts or refuses and becomes the dummy either way,
sitting opposite declarer; then the opponents may double and declarer's side
redouble; the play is contract bridge's. Each player keeps his own column; the
first to win two games as declarer ends the rubber, and every pair settles.

>>> from trickcards.cutthroat import CutthroatSheet, score
>>> score("4SN", 10, dummy="S", accepted=True).entries                         # CT-6
((120, 0), (0, 0), (0, 300), (0, 0))
>>> CutthroatSheet().record("4SN", 10, "S", True).totals
(120, 0, 300, 0)
"""

from trickcards.cutthroat.deal import FOUR_NT_RULES as FOUR_NT_RULES
from trickcards.cutthroat.deal import OPENING_POINTS as OPENING_POINTS
from trickcards.cutthroat.deal import OPENING_QUICK_TRICKS as OPENING_QUICK_TRICKS
from trickcards.cutthroat.deal import Answer as Answer
from trickcards.cutthroat.deal import PartnerError as PartnerError
from trickcards.cutthroat.deal import auction_rules as auction_rules
from trickcards.cutthroat.deal import meets_opening as meets_opening
from trickcards.cutthroat.deal import opener as opener
from trickcards.cutthroat.deal import table_after as table_after
from trickcards.cutthroat.doubling import REDOUBLE_ORDERS as REDOUBLE_ORDERS
from trickcards.cutthroat.doubling import DoublingRound as DoublingRound
from trickcards.cutthroat.scoring import DUMMY_GAME_BONUS as DUMMY_GAME_BONUS
from trickcards.cutthroat.scoring import GAME as GAME
from trickcards.cutthroat.scoring import OPENER_PENALTY as OPENER_PENALTY
from trickcards.cutthroat.scoring import OPENER_PENALTY_PAYEES as OPENER_PENALTY_PAYEES
from trickcards.cutthroat.scoring import CutthroatScore as CutthroatScore
from trickcards.cutthroat.scoring import score as score
from trickcards.cutthroat.sheet import DUMMY_GAMES as DUMMY_GAMES
from trickcards.cutthroat.sheet import CutthroatEntry as CutthroatEntry
from trickcards.cutthroat.sheet import CutthroatRecorded as CutthroatRecorded
from trickcards.cutthroat.sheet import CutthroatSheet as CutthroatSheet

__all__ = [
    "DUMMY_GAMES",
    "DUMMY_GAME_BONUS",
    "FOUR_NT_RULES",
    "GAME",
    "OPENER_PENALTY",
    "OPENER_PENALTY_PAYEES",
    "OPENING_POINTS",
    "OPENING_QUICK_TRICKS",
    "REDOUBLE_ORDERS",
    "Answer",
    "CutthroatEntry",
    "CutthroatRecorded",
    "CutthroatScore",
    "CutthroatSheet",
    "DoublingRound",
    "PartnerError",
    "auction_rules",
    "meets_opening",
    "opener",
    "score",
    "table_after",
]
