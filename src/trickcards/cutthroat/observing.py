"""What a cut-throat player sees: his hand, every call, the choice of partner, dummy after the lead.

The :class:`~trickcards.observation.Viewer` of the cut-throat game. Every action is
public (bids, the partner named, his answer, the doublings, the cards); the dummy is
turned up after the opening lead. After a goulash each player sees his new hand; the
goulash's cut is computed from the cards it replaces, so a deal that went through a
goulash cannot be sampled (its consistent histories are not enumerable short of every
earlier deal): :meth:`~trickcards.observation.Observation.sample` raises
:class:`~trickcards.observation.ObservationError` there.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from trickcards.bridge.observing import BRIDGE_WORDS
from trickcards.hand import Hand
from trickcards.observation import Model, ObservationError
from trickcards.table_observing import TableViewer

__all__ = ["VIEWER", "CutthroatViewer"]


class CutthroatViewer(TableViewer):
    """The cut-throat game: players named by their seat at the deal, North first."""

    words = (*BRIDGE_WORDS, "N", "E", "S", "W", "accept", "refuse")

    def dealt_hands(self, state: Any) -> tuple[Hand, ...]:
        return tuple(state._deal.hands)

    def model(self, states: Sequence[Any], who: Any) -> Model:
        if states[-1].goulashes:
            raise ObservationError(
                "a cut-throat deal that went through a goulash cannot be sampled: its cut comes from the cards replaced"
            )
        return super().model(states, who)


VIEWER: Final = CutthroatViewer()
"""The viewer of the cut-throat game."""
