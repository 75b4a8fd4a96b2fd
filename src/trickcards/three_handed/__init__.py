"""Three-handed bridge with the booby and Null bids (``bridge-variants.md`` section 1).

Three players (A, B, C) each score for themselves. Each is dealt 17 cards and the
booby one; each adds four cards to the booby; the three call, with Null bids between
hearts and spades; the declarer plays the booby as his dummy against the other two;
the deal is written into three columns, and the rubber ends at a player's second game.

>>> from trickcards.three_handed import ThreeHandedSheet, score
>>> score("2NullA", 3).entries                                          # 3H-7
((60, 60), (0, 0), (0, 0))
"""

from trickcards.three_handed.deal import CONTRIBUTION as CONTRIBUTION
from trickcards.three_handed.deal import FIRST_CALLERS as FIRST_CALLERS
from trickcards.three_handed.deal import FIRST_LEADS as FIRST_LEADS
from trickcards.three_handed.deal import HAND_SIZE as HAND_SIZE
from trickcards.three_handed.deal import STRAINS as STRAINS
from trickcards.three_handed.deal import BoobyError as BoobyError
from trickcards.three_handed.deal import ThreeHandedDeal as ThreeHandedDeal
from trickcards.three_handed.deal import auction_rules as auction_rules
from trickcards.three_handed.scoring import PLAYERS as PLAYERS
from trickcards.three_handed.scoring import HonoursHolder as HonoursHolder
from trickcards.three_handed.scoring import ThreeHandedScore as ThreeHandedScore
from trickcards.three_handed.scoring import contract_text as contract_text
from trickcards.three_handed.scoring import parse_contract as parse_contract
from trickcards.three_handed.scoring import player_name as player_name
from trickcards.three_handed.scoring import score as score
from trickcards.three_handed.scoring import to_player as to_player
from trickcards.three_handed.sheet import Recorded as Recorded
from trickcards.three_handed.sheet import SheetEntry as SheetEntry
from trickcards.three_handed.sheet import ThreeHandedSheet as ThreeHandedSheet

__all__ = [
    "CONTRIBUTION",
    "FIRST_CALLERS",
    "FIRST_LEADS",
    "HAND_SIZE",
    "PLAYERS",
    "STRAINS",
    "BoobyError",
    "HonoursHolder",
    "Recorded",
    "SheetEntry",
    "ThreeHandedDeal",
    "ThreeHandedScore",
    "ThreeHandedSheet",
    "auction_rules",
    "contract_text",
    "parse_contract",
    "player_name",
    "score",
    "to_player",
]
