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

# --- scoring and score sheets (scoring modules, sheets) ---------------------------------

__all__ = [
    # contract
    "Contract",
    "Doubling",
    "InvalidContractError",
    "Strain",
    # auction, deal and play
    # scoring and score sheets
]
