"""What a Blackout player sees: his hand, the turn-up, every bid, change and card.

The :class:`~trickcards.analysis.observation.Viewer` of Blackout (Oh Hell): the turn-up card
is public, the rest of the pack stays hidden; a bid change is made by the latest
bidder (BO-16).
"""

from __future__ import annotations

from typing import Any, Final

from trickcards.analysis.table_observing import TableViewer
from trickcards.core.cards import Card

__all__ = ["VIEWER", "BlackoutViewer"]


class BlackoutViewer(TableViewer):
    """Blackout: players 0 to 6; bids 0-17 and their changes; the zones add the turn-up."""

    players = 7
    seats = 7
    words = (*(str(n) for n in range(18)), *(f"Change {n}" for n in range(18)))
    zones = ("hand", "dummy", "trick", "turn-up")
    # A deal is calls (or bids) and cards played, all seen by everyone.
    card_actions = False
    private_actions = False

    def name(self, player: Any) -> str:
        return "ABCDEFG"[player]

    def actor(self, state: Any, action: Any) -> Any:
        if type(action).__name__ == "Change":
            return state._changer()
        return state.to_move

    def turn_up(self, state: Any) -> Card | None:
        """The card turned up for trumps, if any."""
        turn_up: Card | None = state.deal.turn_up
        return turn_up

    def deck_prefixes(self, state: Any) -> dict[int, tuple[Card, ...]]:
        turn_up = self.turn_up(state)
        return dict.fromkeys(super().deck_prefixes(state), () if turn_up is None else (turn_up,))

    def extra_seen(self, state: Any, who: Any) -> list[tuple[str, object]]:
        turn_up = self.turn_up(state)
        return [("turn-up", "none" if turn_up is None else str(turn_up))]

    def masks(self, state: Any, who: Any) -> tuple[int, ...]:
        turn_up = self.turn_up(state)
        return (*super().masks(state, who), 0 if turn_up is None else turn_up.mask)


VIEWER: Final = BlackoutViewer()
"""The viewer of Blackout."""
