"""What a Chinese bridge player sees: his hand, every face-up pile top (by pile), every call and card.

The :class:`~trickcards.analysis.observation.Viewer` of Chinese bridge (``bridge-variants.md``
section 5). The face-up tops of both players' eleven piles are public, each named by
its pile (``3:SA``; ``3:SA*`` when a face-down card lies under it; ``3:-`` once the pile
is played out); a face-down card is seen by nobody until it is turned up. Calls and
cards are public.

The sampler deals the unseen cards to the other's hand and to the face-down cards
still down (spread over their piles uniformly), then replays the history, drawing
again any deal whose replay breaks a rule of the play (the other held the suit he did
not follow): uniform over the consistent deals.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from trickcards.analysis.hidden_deal import HiddenDeal
from trickcards.analysis.observation import Model, ObservationError, Viewer, cards_mask
from trickcards.analysis.viewers.bridge import BRIDGE_WORDS, longest_auction
from trickcards.chinese_bridge.game import OVERCALL_AUCTION
from trickcards.core.cards import Card, cards_of
from trickcards.core.deck import Deck
from trickcards.core.errors import TrickcardsError
from trickcards.core.hand import Hand
from trickcards.protocol.game import Start

__all__ = ["VIEWER", "ChineseBridgeViewer"]

_TRIES: Final = 100_000
_PILES: Final = 11
_PILE_BITS: Final = 4
"""Bits of a pile's number (1-11) in the compact observation."""


class ChineseBridgeViewer(Viewer):
    """Chinese bridge: players A and B; the zones hand, A's tops, B's tops, trick."""

    players = 2
    seats = 2
    zones = ("hand", "tops A", "tops B", "trick")
    words = BRIDGE_WORDS
    max_words = longest_auction(OVERCALL_AUCTION)  # 107; the dealer-only auction (CH-b) is shorter

    def name(self, player: Any) -> str:
        return "AB"[player]

    def hand(self, state: Any, who: int) -> Hand:
        """The cards in ``who``'s hand now."""
        if state._play is not None:
            hand: Hand = state._play.holdings.hands[who]
            return hand
        dealt: Hand = state._deal.hands[who]
        return dealt

    def piles(self, state: Any, who: int) -> tuple[tuple[Card | None, bool], ...]:
        """Each of ``who``'s piles: its face-up top (``None`` when played out) and whether a card lies under it."""
        if state._play is not None:
            return tuple((p.up, p.down is not None) for p in state._play.holdings.piles[who])
        return tuple((up, True) for up in state._deal.face_up[who])

    def seen(self, state: Any, who: Any) -> list[tuple[str, object]]:
        shown: list[tuple[str, object]] = [("hand", self.hand(state, who))]
        for player in (0, 1):
            tops = " ".join(
                f"{n}:{'-' if up is None else up}{'*' if down else ''}"
                for n, (up, down) in enumerate(self.piles(state, player), 1)
            )
            shown.append((f"piles {self.name(player)}", tops))
        other = 1 - who
        downs = [sum(down for _, down in self.piles(state, p)) for p in (0, 1)]
        shown.append(
            ("hidden", f"{self.name(other)} hand {len(self.hand(state, other))}, face down {downs[0]}+{downs[1]}")
        )
        return shown

    def masks(self, state: Any, who: Any) -> tuple[int, ...]:
        tops = tuple(cards_mask(up for up, _ in self.piles(state, p) if up is not None) for p in (0, 1))
        trick = 0 if state._play is None else cards_mask(state._play.current_trick.cards)
        return (self.hand(state, who).mask, *tops, trick)

    def facts_layout(self) -> tuple[tuple[str, int], ...]:
        """Who is vulnerable, which pile each face-up top lies on (its number, 1-11, in binary, by card), and which piles have a card face down."""
        return (
            *super().facts_layout(),
            ("pile of each face-up top", self.pack * _PILE_BITS),
            ("face-down cards", 2 * _PILES),
        )

    def facts(self, state: Any) -> list[int]:
        found = super().facts(state)
        tops = self.players
        downs = tops + self.pack * _PILE_BITS
        for player in (0, 1):
            for number, (up, down) in enumerate(self.piles(state, player)):
                if up is not None:
                    found += [
                        tops + up.index * _PILE_BITS + bit for bit in range(_PILE_BITS) if (number + 1) >> bit & 1
                    ]
                if down:
                    found.append(downs + player * _PILES + number)
        return found

    def slot(self, state: Any, action: Card) -> int:
        return int(state.to_move)

    def model(self, states: Sequence[Any], who: Any) -> Model:
        return ChineseBridgeModel(states[-1], who, self)


class ChineseBridgeModel:
    """Deals a full Chinese bridge state consistent with one player's observation."""

    def __init__(self, state: Any, who: int, view: ChineseBridgeViewer) -> None:
        self.kind = type(state)
        self.start: Start = state.start
        self.history: tuple[Any, ...] = state.history
        cards = state.start.cards
        self.me, self.other = who, 1 - who
        # The face-down cards still down, by (player, pile); the others are public now.
        self.down_slots = [
            (player, pile) for player in (0, 1) for pile, (_, down) in enumerate(view.piles(state, player)) if down
        ]
        hidden_down = cards_mask(cards[2 + 2 * p][i] for p, i in self.down_slots)
        other_hand = view.hand(state, self.other).mask
        everything = 0
        for entry in cards:
            everything |= cards_mask(entry)
        self.pool = hidden_down | other_hand
        self.known = everything & ~self.pool
        played = 0
        for action in self.history:
            if isinstance(action, Card):
                played |= action.mask
        # The other's dealt hand: what he holds now, and what he played that no pile showed.
        rows = cards_mask(cards[2 + 2 * self.other]) | cards_mask(cards[3 + 2 * self.other])
        self.other_played_from_hand = cards_mask(cards[self.other]) & played & ~rows
        self.counts = (other_hand.bit_count(), hidden_down.bit_count())
        self._deal: HiddenDeal | None = None

    def sample(self, rng: random.Random) -> Any:
        if self._deal is None:
            self._deal = HiddenDeal(self.pool, self.counts, (0, 0))
        for _ in range(_TRIES):
            state = self._attempt(rng, self._deal.draw(rng))
            if state is not None:
                return state
        raise ObservationError("no consistent Chinese bridge deal found: the play's rules refuse them all")

    def dealt_of(self, world: Any) -> tuple[int, ...]:
        """What each hidden holder holds in ``world``: the other's hand now, the face-down cards still down."""
        cards = world.start.cards
        down = cards_mask(cards[2 + 2 * p][i] for p, i in self.down_slots)
        return (ChineseBridgeViewer().hand(world, self.other).mask, down)

    def world(self, dealt: tuple[int, ...], rng: random.Random) -> Any:
        """The state in which the hidden holders hold ``dealt`` (piles drawn with ``rng``), or ``None`` if no rule allows it."""
        return self._attempt(rng, dealt)

    def _attempt(self, rng: random.Random, dealt: tuple[int, ...]) -> Any:
        hand, down = dealt
        cards = list(self.start.cards)
        cards[self.other] = Hand.from_mask(hand | self.other_played_from_hand)
        rows = [list(cards[2]), list(cards[4])]
        spread = list(cards_of(down))
        rng.shuffle(spread)
        for (player, pile), card in zip(self.down_slots, spread, strict=True):
            rows[player][pile] = card
        cards[2], cards[4] = Deck(rows[0]), Deck(rows[1])
        state = self.kind.first(Start(tuple(cards), self.start.dealer, self.start.options))
        try:
            for action in self.history:
                state = state.apply(action)
        except TrickcardsError:
            return None
        return state


VIEWER: Final = ChineseBridgeViewer()
"""The viewer of Chinese bridge."""
