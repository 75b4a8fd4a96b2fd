"""What a cut-throat player sees: his hand, every call, the choice of partner, dummy after the lead.

The :class:`~trickcards.analysis.observation.Viewer` of the cut-throat game. Every action is
public (bids, the partner named, his answer, the doublings, the cards); the dummy is
turned up after the opening lead. After a goulash each player sees his new hand; the
goulash's cut is drawn by lot, so :meth:`~trickcards.analysis.observation.Observation.sample`
draws the earlier deal and the cut together, uniformly
(:class:`~trickcards.analysis.goulash_observing.GoulashViewer`), after any number of goulashes.
"""

from __future__ import annotations

import random
from typing import Any, Final

from trickcards.analysis.goulash_observing import GoulashViewer
from trickcards.analysis.viewers.bridge import BRIDGE_WORDS
from trickcards.bridge.deal import GOULASH_DRAWS
from trickcards.core.deck import Deck
from trickcards.core.hand import Hand

__all__ = ["VIEWER", "CutthroatViewer"]


class CutthroatViewer(GoulashViewer):
    """The cut-throat game: players named by their seat at the deal, North first."""

    words = (*BRIDGE_WORDS, "N", "E", "S", "W", "accept", "refuse")

    def dealt_hands(self, state: Any) -> tuple[Hand, ...]:
        return tuple(state._deal.hands)

    def dealer_entry(self, state: Any) -> int:
        return int(state.start.dealer)

    def goulash_start(
        self, state: Any, hands: tuple[int, ...], cuts: tuple[int, ...], rng: random.Random
    ) -> tuple[tuple[Hand | Deck, ...], tuple[int, ...]]:
        # Each cut is its draw's remainder by 51; the rest of the last draw seeds any later goulash.
        draws = tuple(cut - 1 + 51 * rng.randrange(GOULASH_DRAWS // 51) for cut in cuts)
        return tuple(Hand.from_mask(mask) for mask in hands), draws


VIEWER: Final = CutthroatViewer()
"""The viewer of the cut-throat game."""
