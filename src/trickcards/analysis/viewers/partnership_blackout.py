"""What a Partnership Blackout player sees: his hand, every call and every card.

The :class:`~trickcards.analysis.observation.Viewer` of Partnership Blackout: no card is exposed,
every action is public; the sampler respects the voids shown by failing to follow and
a trump led while holding another suit being impossible (P2).
"""

from __future__ import annotations

from typing import Final

from trickcards.analysis.table_observing import TableViewer

__all__ = ["VIEWER", "PartnershipBlackoutViewer"]


class PartnershipBlackoutViewer(TableViewer):
    """Partnership Blackout: four seats, North first; the calls 1-12, Board and Nil."""

    words = (*(str(n) for n in range(1, 13)), "Board", "Nil")
    max_words = 4  # one bidding round: each seat calls at most once (K1)
    # A deal is calls (or bids) and cards played, all seen by everyone.
    card_actions = False
    private_actions = False


VIEWER: Final = PartnershipBlackoutViewer()
"""The viewer of Partnership Blackout."""
