"""Contract bridge: calls, auctions, contracts, deals, play, scoring and score sheets.

>>> from trickcards.bridge import Contract
>>> str(Contract.parse("4sxn"))
'4SXN'
"""

# Re-exports use the explicit "import X as X" form, so each section below stands alone.

# --- contract (contract.py) ------------------------------------------------------------
from trickcards.bridge.contract import NULL as NULL
from trickcards.bridge.contract import Contract as Contract
from trickcards.bridge.contract import Denomination as Denomination
from trickcards.bridge.contract import Doubling as Doubling
from trickcards.bridge.contract import InvalidContractError as InvalidContractError
from trickcards.bridge.contract import Null as Null
from trickcards.bridge.contract import Strain as Strain
from trickcards.bridge.contract import TwoPlayerContract as TwoPlayerContract

# --- auction, deal and play (calls.py, auction.py, deal.py, play.py) --------------------
# isort: split
from trickcards.bridge.auction import CONTRACT_BRIDGE as CONTRACT_BRIDGE
from trickcards.bridge.auction import Auction as Auction
from trickcards.bridge.auction import AuctionRules as AuctionRules
from trickcards.bridge.calls import CALLS as CALLS
from trickcards.bridge.calls import DOUBLE as DOUBLE
from trickcards.bridge.calls import NULL_BIDS as NULL_BIDS
from trickcards.bridge.calls import PASS as PASS
from trickcards.bridge.calls import REDOUBLE as REDOUBLE
from trickcards.bridge.calls import Bid as Bid
from trickcards.bridge.calls import Call as Call
from trickcards.bridge.calls import CallKind as CallKind
from trickcards.bridge.calls import InvalidCallError as InvalidCallError
from trickcards.bridge.calls import NullBid as NullBid
from trickcards.bridge.deal import Deal as Deal
from trickcards.bridge.deal import Vulnerability as Vulnerability
from trickcards.bridge.deal import board_dealer as board_dealer
from trickcards.bridge.deal import board_vulnerability as board_vulnerability
from trickcards.bridge.deal import deal_status as deal_status
from trickcards.bridge.deal import goulash as goulash
from trickcards.bridge.play import BRIDGE_RULES as BRIDGE_RULES
from trickcards.bridge.play import Play as Play
from trickcards.bridge.play import Seating as Seating
from trickcards.bridge.play import TablePlay as TablePlay
from trickcards.bridge.play import random_playout as random_playout
from trickcards.bridge.play import trick_rules as trick_rules

# isort: split

# --- scoring and score sheets (scoring modules, sheets) ---------------------------------
from trickcards.bridge.pad import Item as Item
from trickcards.bridge.pad import PadEntry as PadEntry
from trickcards.bridge.pad import RecordedDeal as RecordedDeal
from trickcards.bridge.scoring import Honours as Honours
from trickcards.bridge.scoring import Score as Score
from trickcards.bridge.scoring import duplicate_score as duplicate_score
from trickcards.bridge.scoring import duplicate_scores as duplicate_scores
from trickcards.bridge.scoring import honours_held as honours_held
from trickcards.bridge.scoring import imps as imps
from trickcards.bridge.scoring import matchpoint_percentages as matchpoint_percentages
from trickcards.bridge.scoring import matchpoints as matchpoints
from trickcards.bridge.scoring import rubber_score as rubber_score
from trickcards.bridge.scoring import score as score
from trickcards.bridge.scoring import settle as settle
from trickcards.bridge.sheets import ChicagoScoreSheet as ChicagoScoreSheet
from trickcards.bridge.sheets import RubberScoreSheet as RubberScoreSheet
from trickcards.bridge.sheets import SheetClosedError as SheetClosedError
from trickcards.bridge.tables import CHICAGO as CHICAGO
from trickcards.bridge.tables import CHICAGO_DUPLICATE as CHICAGO_DUPLICATE
from trickcards.bridge.tables import DUPLICATE as DUPLICATE
from trickcards.bridge.tables import IMP_SCALE as IMP_SCALE
from trickcards.bridge.tables import RUBBER_CLASSIC as RUBBER_CLASSIC
from trickcards.bridge.tables import RUBBER_CLASSIC_SEED_LITERAL as RUBBER_CLASSIC_SEED_LITERAL
from trickcards.bridge.tables import RUBBER_MODERN as RUBBER_MODERN
from trickcards.bridge.tables import RUBBER_TABLE_OPTIONS as RUBBER_TABLE_OPTIONS
from trickcards.bridge.tables import TABLES as TABLES
from trickcards.bridge.tables import ByVulnerability as ByVulnerability
from trickcards.bridge.tables import Ladder as Ladder
from trickcards.bridge.tables import Ladders as Ladders
from trickcards.bridge.tables import ScoringFormat as ScoringFormat
from trickcards.bridge.tables import ScoringTable as ScoringTable
from trickcards.bridge.tables import find_table as find_table
from trickcards.bridge.tables import format_table as format_table

__all__ = [
    # auction, deal and play
    "BRIDGE_RULES",
    "CALLS",
    # scoring and score sheets
    "CHICAGO",
    "CHICAGO_DUPLICATE",
    "CONTRACT_BRIDGE",
    "DOUBLE",
    "DUPLICATE",
    "IMP_SCALE",
    "NULL",
    "NULL_BIDS",
    "PASS",
    "REDOUBLE",
    "RUBBER_CLASSIC",
    "RUBBER_CLASSIC_SEED_LITERAL",
    "RUBBER_MODERN",
    "RUBBER_TABLE_OPTIONS",
    "TABLES",
    "Auction",
    "AuctionRules",
    "Bid",
    "ByVulnerability",
    "Call",
    "CallKind",
    "ChicagoScoreSheet",
    # contract
    "Contract",
    "Deal",
    "Denomination",
    "Doubling",
    "Honours",
    "InvalidCallError",
    "InvalidContractError",
    "Item",
    "Ladder",
    "Ladders",
    "Null",
    "NullBid",
    "PadEntry",
    "Play",
    "RecordedDeal",
    "RubberScoreSheet",
    "Score",
    "ScoringFormat",
    "ScoringTable",
    "Seating",
    "SheetClosedError",
    "Strain",
    "TablePlay",
    "TwoPlayerContract",
    "Vulnerability",
    "board_dealer",
    "board_vulnerability",
    "deal_status",
    "duplicate_score",
    "duplicate_scores",
    "find_table",
    "format_table",
    "goulash",
    "honours_held",
    "imps",
    "matchpoint_percentages",
    "matchpoints",
    "random_playout",
    "rubber_score",
    "score",
    "settle",
    "trick_rules",
]
