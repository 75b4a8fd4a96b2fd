"""What a Towie player sees: his hand, the six exposed dummy cards, every call and card.

The :class:`~trickcards.analysis.observation.Viewer` of Towie. The six dummy cards turned up
before the auction are public; the whole dummy is turned up after the opening lead;
calls and cards are public. A player sitting out sees public information only. After a
goulash each active player sees his new hand and the new exposed cards; the goulash's
cut and six cards are drawn by lot, so :meth:`~trickcards.analysis.observation.Observation.sample`
draws the first deal and every cut together, uniformly
(:class:`~trickcards.analysis.goulash_observing.GoulashViewer`). A player sitting out, who holds
no cards, is sampled after one goulash at most (its counts take about a second until
the dummy is shown); after two it raises :class:`~trickcards.analysis.observation.ObservationError`.
Start entries: the four hands
from the dealer's seat clockwise (as North, East, South, West), then the exposed cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from trickcards.analysis.goulash_observing import GoulashViewer
from trickcards.analysis.viewers.bridge import BRIDGE_WORDS
from trickcards.bridge.deal import GOULASH_DRAWS, goulash
from trickcards.core.cards import Card
from trickcards.core.deck import Deck
from trickcards.core.hand import Hand
from trickcards.core.seats import Seat
from trickcards.towie.deal import exposed_rank

__all__ = ["VIEWER", "TowieViewer"]


class TowieViewer(GoulashViewer):
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

    def dealer_entry(self, state: Any) -> int:
        return 0  # the deal is kept with the dealer's seat as North

    def first_seen(self, state: Any) -> dict[int, int]:
        return {int(state._deal.dummy_seat): state._deal.exposed.mask}

    def goulash_start(
        self, state: Any, hands: tuple[int, ...], cuts: tuple[int, ...], rng: random.Random
    ) -> tuple[tuple[Hand | Deck, ...], tuple[int, ...]]:
        first = tuple(Hand.from_mask(mask) for mask in hands)
        # Each draw names its cut (its remainder by 51) and the six cards it turned up; the
        # rest of the last one seeds any later goulash.
        exposures = [deal.exposed for deal, _ in state.earlier[1:]] + [state.cards.exposed]
        table: Sequence[Hand] = first
        draws = []
        for cut, exposed in zip(cuts, exposures, strict=True):
            table = goulash(table, Seat.NORTH, cut=cut).hands
            shown = exposed_rank(table[state._deal.dummy_seat], exposed)
            draws.append(cut - 1 + 51 * shown + _DRAW_TURNS * rng.randrange(GOULASH_DRAWS // _DRAW_TURNS))
        return (*first, state.start.cards[4]), tuple(draws)


_DRAW_TURNS: Final = 51 * 1716
"""The draws that differ in their cut or their six cards turned up."""


VIEWER: Final = TowieViewer()
"""The viewer of Towie."""
