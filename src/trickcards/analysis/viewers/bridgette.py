"""What a Bridgette player sees: his hand through the draw and the exchange, the up-card, calls, cards.

The :class:`~trickcards.analysis.observation.Viewer` of Bridgette. The up-card is public (4.1);
each player sees the cards he draws, the other's draw only as ``Draw``; a discard is
seen by its maker only ("a hidden action by B" for the other, 4.3); calls and cards
played are public.

The sampler deals the cards the player has not seen to three hidden holders: the
other's hand now, the other's discards and the undrawn stock (the up-card, once the
non-dealer has drawn it, in the other's hand or discards). The other's hand refuses
what his plays showed he cannot hold (a suit he failed to follow; a colon played in
place of following shows no other colon allowed instead, P3). Which of the other's
cards were dealt and which drawn, the order of the stock and of the discards are then
drawn uniformly; a deal whose replay breaks a rule of the auction (the suit lengths a
bid needs, B2/B4) is drawn again, so the result is uniform over the consistent
complete histories.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from trickcards.analysis.hidden_deal import HiddenDeal, _DrawsHidden
from trickcards.analysis.observation import ObservationError, Viewer, cards_mask, forbidden_by_play
from trickcards.analysis.table_observing import TableModel
from trickcards.bridgette.deal import NON_DEALER_DRAW
from trickcards.core.cards import Card, cards_of
from trickcards.core.deck import Deck
from trickcards.core.errors import TrickcardsError
from trickcards.core.hand import Hand
from trickcards.protocol.game import Start

__all__ = ["BRIDGETTE_WORDS", "VIEWER", "BridgetteViewer"]

BRIDGETTE_WORDS: Final = (
    "Draw",
    "Pass",
    "X",
    "XX",
    "0NT",
    *(f"{level}{strain}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")),
)
"""Every action of Bridgette that is not a card: the draw and the calls."""

_TRIES: Final = 100_000


class BridgetteViewer(Viewer):
    """Bridgette: players A and B, 55 cards (the colons last); the zones hand, up-card, trick."""

    pack = 55
    players = 2
    seats = 2
    zones = ("hand", "up-card", "trick")
    words = BRIDGETTE_WORDS
    # Two draws (4.1-4.2); the other's discards, at most 12 hidden actions (4.3); the
    # auction: one opening pass (two cancel the deal, E2), each of the 36 bids at most
    # once with at most X and XX after it (B6-B7), and the pass that ends it (E1):
    # 2 + 12 + 1 + 36 x 3 + 1 = 124.
    max_words = 2 + 12 + 1 + 36 * 3 + 1

    def name(self, player: Any) -> str:
        return str(player)

    def hand(self, state: Any, who: Any) -> Hand:
        """The cards ``who`` holds now (his discards so far left out)."""
        if state._play is not None:
            return Hand.from_mask(state._play.state.hands[who].mask)
        if state._auction is not None:
            return Hand.from_mask(state._auction.hands[who].mask)
        exchange = state._exchange
        hand: Hand = exchange.hands[who]
        if state.phase == "exchange" and state._discarder(exchange) == who:
            hand = hand - state._pending
        return hand

    def is_private(self, state: Any, action: Any, actor: Any) -> bool:
        return isinstance(action, Card) and state._auction is None

    def seen(self, state: Any, who: Any) -> list[tuple[str, object]]:
        other = state.players[1 - int(who)]
        shown: list[tuple[str, object]] = [("hand", self.hand(state, who))]
        exchange = state._exchange
        if exchange is not None:
            shown.append(("up-card", exchange.upcard))
        shown.append(("hidden", f"{self.name(other)} {len(self.hand(state, other))}"))
        return shown

    def masks(self, state: Any, who: Any) -> tuple[int, ...]:
        exchange = state._exchange
        trick = 0
        if state._play is not None:
            trick = cards_mask(state._play.state.trick.cards)
        return (self.hand(state, who).mask, 0 if exchange is None else exchange.upcard.mask, trick)

    def model(self, states: Sequence[Any], who: Any) -> Any:
        state = states[-1]
        if state._exchange is None:
            return self._table_model(state, who)
        return BridgetteModel(state, who)

    @staticmethod
    def _table_model(state: Any, who: Any) -> TableModel:
        """A deal started at the auction: only the other hand is hidden."""
        other = 1 - int(who)
        played = 0
        tricks: tuple[Any, ...] = ()
        if state._play is not None:
            engine = state._play.state
            tricks = (*engine.history, engine.trick) if engine.trick.cards else engine.history
            played = cards_mask(c for t in tricks for c in t.cards)
        dealt = [cards_mask(state.start.cards[0]), cards_mask(state.start.cards[1])]
        known = [0, 0]
        known[int(who)] = dealt[int(who)]
        known[other] = dealt[other] & played
        pool = dealt[other] & ~played
        forbidden = 0
        if tricks:
            found = forbidden_by_play(state._play.state.rules, tricks, lambda p: p == other, pool)
            forbidden = found.get(other, 0)
        return TableModel(
            type(state), state.start, state.history, tuple(known), (other,), (pool.bit_count(),), (forbidden,), pool
        )


class BridgetteModel(_DrawsHidden):
    """Deals a full Bridgette state, exchange included, consistent with one player's observation."""

    def __init__(self, state: Any, who: Any) -> None:
        self.kind = type(state)
        self.start: Start = state.start
        self.history: tuple[Any, ...] = state.history
        me, other = int(who), 1 - int(who)
        self.me, self.other = me, other
        exchange = state._exchange
        self.dealer = int(exchange.dealer)
        self.upcard: Card = exchange.upcard
        self.to_non_dealer = bool(exchange.options.upcard_to_non_dealer)
        self.counts_drawn = (
            NON_DEALER_DRAW if self.dealer != 0 else exchange.dealer_draw,
            NON_DEALER_DRAW if self.dealer != 1 else exchange.dealer_draw,
        )
        self.drawn = tuple(bool(n) for n in exchange.drawn)
        # What the player knows of his own cards: dealt, drawn (the start's stock says which).
        stock = self.start.cards[2]
        assert isinstance(stock, Deck)
        self.stock_length = len(stock)
        self.my_dealt = cards_mask(self.start.cards[me])
        order = self._positions()
        self.my_drawn = cards_mask(stock[p] for p in order[me]) if self.drawn[me] else 0
        # The other's cards seen: those he played.
        engine = state._play.state if state._play is not None else None
        tricks: tuple[Any, ...] = ()
        if engine is not None:
            tricks = (*engine.history, engine.trick) if engine.trick.cards else engine.history
        played = cards_mask(c for t in tricks for c in t.cards)
        self.other_played = played & ~(self.my_dealt | self.my_drawn)
        replay = self.kind.first(self.start)
        steps = set()
        for step, action in enumerate(self.history):
            if isinstance(action, Card) and replay._auction is None and replay.to_move == other:
                steps.add(step)
            replay = replay._after(action)
        self.hidden_steps = frozenset(steps)
        hidden_discards = len(steps)
        other_hand = len(BridgetteViewer().hand(state, other))
        everything = cards_mask(self.start.cards[0]) | cards_mask(self.start.cards[1]) | cards_mask(stock)
        seen = self.my_dealt | self.my_drawn | self.other_played
        # The up-card: seen by all; in the stock, or among the other's cards once he drew it.
        upcard_with_other = self.to_non_dealer and self.dealer == me and self.drawn[other]
        if not upcard_with_other:
            seen |= self.upcard.mask
        self.pool = everything & ~seen
        kept = other_hand  # his hand now, all unseen
        rest = self.pool.bit_count() - kept - hidden_discards
        self.counts = (kept, hidden_discards, rest)
        forbidden_kept = 0
        if tricks:
            found = forbidden_by_play(engine.rules, tricks, lambda p: p == other, self.pool)  # type: ignore[union-attr]
            forbidden_kept = found.get(other, 0)
        stock_forbidden = self.upcard.mask if upcard_with_other else 0
        self.forbidden = (forbidden_kept, 0, stock_forbidden)
        self._deal: HiddenDeal | None = None

    def dealt_of(self, world: Any) -> tuple[int, ...]:
        """What each hidden holder holds in ``world``: the other's hand now, his discards, the rest unseen."""
        kept = BridgetteViewer().hand(world, self.other).mask
        discards = cards_mask(world.history[step] for step in self.hidden_steps)
        return (kept, discards, self.pool & ~kept & ~discards)

    def world(self, dealt: tuple[int, ...], rng: random.Random) -> Any:
        """The state in which the hidden holders hold ``dealt`` (orders drawn with ``rng``), or ``None`` if no rule allows it."""
        return self._attempt(rng, dealt)

    def _positions(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The stock positions each player draws from, by player."""
        non_dealer = 1 - self.dealer
        first = 0 if self.to_non_dealer else 1
        takes = {non_dealer: tuple(range(first, first + NON_DEALER_DRAW))}
        after = first + NON_DEALER_DRAW
        takes[self.dealer] = tuple(range(after, after + self.counts_drawn[self.dealer]))
        return (takes[0], takes[1])

    def sample(self, rng: random.Random) -> Any:
        for _ in range(_TRIES):
            state = self._attempt(rng, self._draw_hidden(rng))
            if state is not None:
                return state
        raise ObservationError("no consistent Bridgette deal found: the auction's suit-length rules refuse them all")

    def _attempt(self, rng: random.Random, dealt: tuple[int, ...]) -> Any:
        kept, discards, rest = dealt
        me, other = self.me, self.other
        positions = self._positions()
        stock: list[Card | None] = [None] * self.stock_length
        hands = [0, 0]
        hands[me] = self.my_dealt
        if self.drawn[me]:
            mine = list(cards_of(self.my_drawn))
            self._place(rng, mine, positions[me], stock)
        others = self.other_played | kept | discards
        if not self.to_non_dealer or not self.drawn[1 - self.dealer]:
            stock[0] = self.upcard
        if self.drawn[other]:
            cards = list(cards_of(others))
            rng.shuffle(cards)
            count = self.counts_drawn[other]
            if self.to_non_dealer and other != self.dealer:
                cards.remove(self.upcard)
                taken = [self.upcard, *cards[: count - 1]]
                left = cards[count - 1 :]
            else:
                taken, left = cards[:count], cards[count:]
            for position, card in zip(positions[other], taken, strict=True):
                stock[position] = card
            hands[other] = cards_mask(left)
        else:
            hands[other] = others
        remaining = list(cards_of(rest))
        rng.shuffle(remaining)
        for position in range(self.stock_length):
            if stock[position] is None:
                stock[position] = remaining.pop()
        their_discards = list(cards_of(discards))
        rng.shuffle(their_discards)
        history = []
        for step, action in enumerate(self.history):
            if isinstance(action, Card) and step in self.hidden_steps:
                history.append(their_discards.pop())
            else:
                history.append(action)
        start_cards = (Hand.from_mask(hands[0]), Hand.from_mask(hands[1]), Deck(c for c in stock if c is not None))
        state = self.kind.first(Start(start_cards, self.start.dealer, self.start.options))
        try:
            for action in history:
                state = state.apply(action)
        except TrickcardsError:
            return None
        return state

    def _place(
        self, rng: random.Random, cards: list[Card], positions: tuple[int, ...], stock: list[Card | None]
    ) -> None:
        """The player's own drawn cards in his positions (the up-card first if he drew it), in a random order."""
        rng.shuffle(cards)
        if self.upcard in cards and self.to_non_dealer:
            cards.remove(self.upcard)
            cards.insert(0, self.upcard)
        for position, card in zip(positions, cards, strict=True):
            stock[position] = card


VIEWER: Final = BridgetteViewer()
"""The viewer of Bridgette."""
