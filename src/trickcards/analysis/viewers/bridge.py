"""What a contract bridge player sees: his hand, dummy after the opening lead, every call and card.

The :class:`~trickcards.analysis.observation.Viewer` of rubber, duplicate and Chicago bridge.
All calls and cards are public; the hidden cards are the other hands, less dummy once
the opening lead is made (Law 41D). The sampler deals the unseen cards to the hidden
hands, none holding a suit it failed to follow.
"""

from __future__ import annotations

from typing import Final

from trickcards.analysis.observation import ObservationError
from trickcards.analysis.table_observing import TableViewer
from trickcards.bridge.auction import CONTRACT_BRIDGE, Auction, AuctionRules
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat

__all__ = ["BRIDGE_WORDS", "VIEWER", "BridgeViewer", "longest_auction"]

BRIDGE_WORDS: Final = (*(str(c) for c in Auction(Seat.NORTH).legal_calls()), "X", "XX")
"""Every call of contract bridge: Pass, the 35 bids, double and redouble."""


def longest_auction(rules: AuctionRules) -> int:
    """The most calls an auction under ``rules`` can have: no longer auction is legal.

    At most ``passout_passes - 1`` passes open it (one more ends it); each bid can be
    followed by ``ending_passes - 1`` passes, a double, as many passes, a redouble and as
    many passes before the next bid (``3 x ending_passes`` calls, the bid included; one
    without doubles); the last bid's calls end with one more pass. Contract bridge: 3 +
    35 x 9 + 1 = 319 (1C P P X P P XX P P 1D ... 7NT P P X P P XX P P P).

    >>> longest_auction(CONTRACT_BRIDGE)
    319
    """
    if not isinstance(rules, AuctionRules):
        raise ObservationError(f"{quote(rules)} is not the rules of an auction: expected an AuctionRules")
    bids = 7 * len(rules.strains)
    per_bid = (3 if rules.doubles else 1) * rules.ending_passes
    return (rules.passout_passes - 1) + bids * per_bid + 1


class BridgeViewer(TableViewer):
    """Contract bridge: four seats, North first; every call of the longest auction (319) recorded in order."""

    words = BRIDGE_WORDS
    max_words = longest_auction(CONTRACT_BRIDGE)
    # A deal is calls (or bids) and cards played, all seen by everyone.
    card_actions = False
    private_actions = False


VIEWER: Final = BridgeViewer()
"""The viewer of rubber, duplicate and Chicago bridge."""
