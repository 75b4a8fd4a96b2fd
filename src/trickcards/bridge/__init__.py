"""Contract bridge: calls, auctions, contracts, deals, play, scoring and score sheets.

>>> from trickcards.bridge import Contract
>>> str(Contract.parse("4sxn"))
'4SXN'
"""

# Re-exports use the explicit "import X as X" form, so each section below stands alone.

# --- contract (contract.py) ------------------------------------------------------------
from trickcards.bridge.contract import Contract as Contract
from trickcards.bridge.contract import Doubling as Doubling
from trickcards.bridge.contract import InvalidContractError as InvalidContractError
from trickcards.bridge.contract import Strain as Strain

# --- auction, deal and play (calls.py, auction.py, deal.py, play.py) --------------------
# isort: split
from trickcards.bridge.auction import Auction as Auction
from trickcards.bridge.calls import CALLS as CALLS
from trickcards.bridge.calls import DOUBLE as DOUBLE
from trickcards.bridge.calls import PASS as PASS
from trickcards.bridge.calls import REDOUBLE as REDOUBLE
from trickcards.bridge.calls import Bid as Bid
from trickcards.bridge.calls import Call as Call
from trickcards.bridge.calls import CallKind as CallKind
from trickcards.bridge.calls import InvalidCallError as InvalidCallError
from trickcards.bridge.deal import Deal as Deal
from trickcards.bridge.deal import Vulnerability as Vulnerability
from trickcards.bridge.deal import board_dealer as board_dealer
from trickcards.bridge.deal import board_vulnerability as board_vulnerability
from trickcards.bridge.deal import deal_status as deal_status
from trickcards.bridge.play import BRIDGE_RULES as BRIDGE_RULES
from trickcards.bridge.play import Play as Play

# isort: split

# --- scoring and score sheets (scoring modules, sheets) ---------------------------------

__all__ = [
    # contract
    "Contract",
    "Doubling",
    "InvalidContractError",
    "Strain",
    # auction, deal and play
    "BRIDGE_RULES",
    "CALLS",
    "DOUBLE",
    "PASS",
    "REDOUBLE",
    "Auction",
    "Bid",
    "Call",
    "CallKind",
    "Deal",
    "InvalidCallError",
    "Play",
    "Vulnerability",
    "board_dealer",
    "board_vulnerability",
    "deal_status",
    # scoring and score sheets
]
