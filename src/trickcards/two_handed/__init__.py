"""Two-handed bridge with an open and a closed dummy (``bridge-variants.md`` section 2).

Each of the two players plays his own hand and one of two dummies, chosen with his
bid; the deal is scored as rubber bridge between the two players.

>>> from trickcards.two_handed import TwoPlayerSheet
>>> TwoPlayerSheet().record("3NTA", 9).totals                                # 2D-7 (not vulnerable here)
(100, 0)
"""

from trickcards.bridge.two_player_sheet import TwoPlayerSheet as TwoPlayerSheet
from trickcards.bridge.two_player_sheet import contract_text as contract_text
from trickcards.bridge.two_player_sheet import parse_contract as parse_contract
from trickcards.bridge.two_player_sheet import to_player as to_player

__all__ = ["TwoPlayerSheet", "contract_text", "parse_contract", "to_player"]
