"""Trio: three players, West the exposed dummy played by East (``bridge-variants.md`` §8).

North and South are partners against East, who plays the dummy West, face up from the
deal. South calls first whoever deals, then North, East, South again; two passes after
a call end the auction. Each deal is scored as rubber bridge between N–S and East;
at the end of a rubber East wins or loses twice the margin, North and South once
each, and the people change seats.

>>> from trickcards.trio import Settlement, TrioSheet
>>> Settlement(1200).amounts                                                   # TR-9
(1200, -2400, 1200)
>>> TrioSheet().record("4HS", 10).rubber.totals                               # TR-12
(120, 0)
"""

from trickcards.trio.deal import DEALINGS as DEALINGS
from trickcards.trio.deal import DUMMY as DUMMY
from trickcards.trio.deal import FIRST_CALLER as FIRST_CALLER
from trickcards.trio.deal import PLAYERS as PLAYERS
from trickcards.trio.deal import REDEALS as REDEALS
from trickcards.trio.deal import TrioSeatError as TrioSeatError
from trickcards.trio.deal import auction_rules as auction_rules
from trickcards.trio.deal import calling_order as calling_order
from trickcards.trio.deal import next_dealer as next_dealer
from trickcards.trio.deal import opening_leader as opening_leader
from trickcards.trio.deal import seating as seating
from trickcards.trio.deal import to_player as to_player
from trickcards.trio.scoring import EAST_SHARE as EAST_SHARE
from trickcards.trio.scoring import Settlement as Settlement
from trickcards.trio.scoring import parse_contract as parse_contract
from trickcards.trio.scoring import score as score
from trickcards.trio.sheet import DEFAULT_PEOPLE as DEFAULT_PEOPLE
from trickcards.trio.sheet import TrioSheet as TrioSheet
from trickcards.trio.sheet import rotate_seats as rotate_seats

__all__ = [
    "DEALINGS",
    "DEFAULT_PEOPLE",
    "DUMMY",
    "EAST_SHARE",
    "FIRST_CALLER",
    "PLAYERS",
    "REDEALS",
    "Settlement",
    "TrioSeatError",
    "TrioSheet",
    "auction_rules",
    "calling_order",
    "next_dealer",
    "opening_leader",
    "parse_contract",
    "rotate_seats",
    "score",
    "seating",
    "to_player",
]
