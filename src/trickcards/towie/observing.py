"""What a Towie player sees: his hand, the six exposed dummy cards, every call and card.

The :class:`~trickcards.observation.Viewer` of Towie. The six dummy cards turned up
before the auction are public; the whole dummy is turned up after the opening lead;
calls and cards are public. A player sitting out sees public information only. After a
goulash each active player sees his new hand and the new exposed cards; the goulash's
cut is computed from the cards it replaces, so such a deal cannot be sampled:
:meth:`~trickcards.observation.Observation.sample` raises
:class:`~trickcards.observation.ObservationError` there. Start entries: the four hands
from the dealer's seat clockwise (as North, East, South, West), then the exposed cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from trickcards.bridge.observing import BRIDGE_WORDS
from trickcards.cards import Card
from trickcards.hand import Hand
from trickcards.observation import Model, ObservationError
from trickcards.table_observing import TableViewer

__all__ = ["VIEWER", "TowieViewer"]


class TowieViewer(TableViewer):
    """Towie: players 0 to 6 (A, B, ...); the four hands of the table are the vector's hands."""

    players = 7
    seats = 4
    words = BRIDGE_WORDS
    zones = ("hand", "dummy", "trick", "exposed")

    def name(self, player: Any) -> str:
        return "ABCDEFG"[player]

    def hand_entries(self, state: Any) -> int:
        return 4

    def dealt_hands(self, state: Any) -> tuple[Hand, ...]:
        return tuple(state._deal.table.hands)

    def entry_of(self, state: Any, player: Any) -> int | None:
        callers = state._callers
        if player not in callers:
            return None
        return int(state._deal.caller_seats[callers.index(player)])

    def entry_name(self, state: Any, entry: int) -> str:
        if entry == int(state._deal.dummy_seat):
            return "NESW"[entry]
        seats = [int(s) for s in state._deal.caller_seats]
        return self.name(state._callers[seats.index(entry)])

    def exposed_cards(self, state: Any) -> Hand:
        """The six exposed dummy cards still in the dummy."""
        dummy = self.hands(state)[int(state._deal.dummy_seat)]
        exposed: Hand = state._deal.exposed & dummy
        return exposed

    def extra_seen(self, state: Any, who: Any) -> list[tuple[str, object]]:
        return [("exposed", self.exposed_cards(state))]

    def masks(self, state: Any, who: Any) -> tuple[int, ...]:
        return (*super().masks(state, who), self.exposed_cards(state).mask)

    def deck_prefixes(self, state: Any) -> dict[int, tuple[Card, ...]]:
        return {4: tuple(state.start.cards[4])}

    def partly_seen(self, state: Any) -> dict[int, int]:
        return {int(state._deal.dummy_seat): state._deal.exposed.mask}

    def model(self, states: Sequence[Any], who: Any) -> Model:
        if states[-1].goulashes:
            raise ObservationError(
                "a Towie deal that went through a goulash cannot be sampled: its cut comes from the cards replaced"
            )
        return super().model(states, who)


VIEWER: Final = TowieViewer()
"""The viewer of Towie."""
