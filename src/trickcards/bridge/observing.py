"""What a contract bridge player sees: his hand, dummy after the opening lead, every call and card.

The :class:`~trickcards.observation.Viewer` of rubber, duplicate and Chicago bridge.
All calls and cards are public; the hidden cards are the other hands, less dummy once
the opening lead is made (Law 41D). The sampler deals the unseen cards to the hidden
hands, none holding a suit it failed to follow.
"""

from __future__ import annotations

from typing import Final

from trickcards.bridge.auction import Auction
from trickcards.seats import Seat
from trickcards.table_observing import TableViewer

__all__ = ["BRIDGE_WORDS", "VIEWER", "BridgeViewer"]

BRIDGE_WORDS: Final = (*(str(c) for c in Auction(Seat.NORTH).legal_calls()), "X", "XX")
"""Every call of contract bridge: Pass, the 35 bids, double and redouble."""


class BridgeViewer(TableViewer):
    """Contract bridge: four seats, North first; 64 calls recorded in order in the vector."""

    words = BRIDGE_WORDS


VIEWER: Final = BridgeViewer()
"""The viewer of rubber, duplicate and Chicago bridge."""
