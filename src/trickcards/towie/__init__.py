"""Towie (``bridge-variants.md`` section 6): three active players of three to seven, and a dummy.

Each player scores for himself. The dummy lies opposite the dealer with six cards
face up before the auction; the three active players bid; an auction that ends
below game is replaced by a goulash; the declarer plays the dummy against the other
two. Undertricks go to every other player, active or waiting; a first game earns
500, a second 1000 and ends the rubber. After each deal the declarer steps out for a
waiting player (:class:`Rotation`).

>>> from trickcards.towie import TowieSheet, score
>>> score("4HA", 12).components(0)                                       # TO-5
(('trick points', 120), ('overtricks', 100), ('game bonus', 500))
>>> TowieSheet(players=5).record("4SA", 10).active
(1, 2, 3)
"""

from trickcards.towie.deal import EXPOSED as EXPOSED
from trickcards.towie.deal import FIRST_CALLERS as FIRST_CALLERS
from trickcards.towie.deal import TowieDeal as TowieDeal
from trickcards.towie.deal import TowieDealError as TowieDealError
from trickcards.towie.deal import auction_rules as auction_rules
from trickcards.towie.deal import exposed_rank as exposed_rank
from trickcards.towie.rotation import ROTATIONS as ROTATIONS
from trickcards.towie.rotation import Rotation as Rotation
from trickcards.towie.scoring import MAX_PLAYERS as MAX_PLAYERS
from trickcards.towie.scoring import MIN_PLAYERS as MIN_PLAYERS
from trickcards.towie.scoring import PLAYABLE as PLAYABLE
from trickcards.towie.scoring import TOWIE as TOWIE
from trickcards.towie.scoring import HonoursHolder as HonoursHolder
from trickcards.towie.scoring import TowieScore as TowieScore
from trickcards.towie.scoring import contract_text as contract_text
from trickcards.towie.scoring import is_playable as is_playable
from trickcards.towie.scoring import parse_contract as parse_contract
from trickcards.towie.scoring import player_name as player_name
from trickcards.towie.scoring import score as score
from trickcards.towie.scoring import to_player as to_player
from trickcards.towie.scoring import towie_table as towie_table
from trickcards.towie.sheet import RUBBER_ENDS as RUBBER_ENDS
from trickcards.towie.sheet import Recorded as Recorded
from trickcards.towie.sheet import SheetEntry as SheetEntry
from trickcards.towie.sheet import TowieSheet as TowieSheet

__all__ = [
    "EXPOSED",
    "FIRST_CALLERS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "PLAYABLE",
    "ROTATIONS",
    "RUBBER_ENDS",
    "TOWIE",
    "HonoursHolder",
    "Recorded",
    "Rotation",
    "SheetEntry",
    "TowieDeal",
    "TowieDealError",
    "TowieScore",
    "TowieSheet",
    "auction_rules",
    "contract_text",
    "exposed_rank",
    "is_playable",
    "parse_contract",
    "player_name",
    "score",
    "to_player",
    "towie_table",
]
