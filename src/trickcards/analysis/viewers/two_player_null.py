"""What a two-player Null player sees: his hand through the exchange, every call and card.

The :class:`~trickcards.analysis.observation.Viewer` of two-player Null (``bridge-variants.md``
section 3). A discard is seen by its maker only ("a hidden action by B" for the other,
one per card, so the number of cards exchanged is public); ``draw`` is public and the
cards drawn are seen by the drawer only (NI-2); calls and cards are public.

The sampler deals the cards the player has not seen to three hidden holders: the
other's hand now (refusing the suits he failed to follow), his discards and the
undrawn stock; then which of his cards he drew, the stock's order and the order of
his discards are drawn uniformly, which is uniform over the complete histories.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from trickcards.analysis.hidden_deal import HiddenDeal, _DrawsHidden
from trickcards.analysis.observation import Model, Viewer, cards_mask, forbidden_by_play
from trickcards.analysis.viewers.bridge import longest_auction
from trickcards.core.cards import Card, cards_of
from trickcards.core.deck import Deck
from trickcards.core.hand import Hand
from trickcards.protocol.game import Start
from trickcards.two_player_null.game import AUCTION, Exchange

__all__ = ["VIEWER", "TwoPlayerNullViewer"]

_STRAINS: Final = ("C", "D", "Null", "H", "S", "NT")


class TwoPlayerNullViewer(Viewer):
    """Two-player Null: players A and B; the zones hand and trick."""

    players = 2
    seats = 2
    zones = ("hand", "trick")
    words = ("draw", "Pass", "X", "XX", *(f"{level}{strain}" for level in range(1, 8) for strain in _STRAINS))
    # Two draws, the other's discards (at most his 13 cards, NI-2, each a hidden action),
    # then the longest auction (128): 143 words.
    max_words = 2 + 13 + longest_auction(AUCTION)

    def name(self, player: Any) -> str:
        return "AB"[player]

    def hand(self, state: Any, who: int) -> Hand:
        """The cards ``who`` holds now (his discards so far left out)."""
        play = state._play
        if play is not None:
            return Hand.from_mask(play.hands[self.position(state, who)].mask)
        hand: Hand = state._hands[who]
        if state.phase == "exchange" and state.to_move == who:
            hand = Hand.from_mask(hand.mask & ~cards_mask(state._discards))
        return hand

    @staticmethod
    def position(state: Any, who: int) -> int:
        """The play position of ``who``: 0 for declarer, 1 for the other."""
        return 0 if int(state._declarer()) == who else 1

    def is_private(self, state: Any, action: Any, actor: Any) -> bool:
        return isinstance(action, Exchange) and action.card is not None

    def seen(self, state: Any, who: Any) -> list[tuple[str, object]]:
        other = 1 - who
        hidden = f"{self.name(other)} {len(self.hand(state, other))}, stock {len(state._stock)}"
        return [("hand", self.hand(state, who)), ("hidden", hidden)]

    def masks(self, state: Any, who: Any) -> tuple[int, ...]:
        trick = 0 if state._play is None else cards_mask(state._play.current_trick.cards)
        return (self.hand(state, who).mask, trick)

    def slot(self, state: Any, action: Card) -> int:
        return int(state.to_move)

    def model(self, states: Sequence[Any], who: Any) -> Model:
        return TwoPlayerNullModel(states, who)


class TwoPlayerNullModel(_DrawsHidden):
    """Deals a full two-player Null state, exchanges included, consistent with one player's observation."""

    def __init__(self, states: Sequence[Any], who: int) -> None:
        state = states[-1]
        self.kind = type(state)
        self.start: Start = state.start
        self.history: tuple[Any, ...] = state.history
        self.me, self.other = who, 1 - who
        dealer = int(self.start.dealer)
        self.order = (1 - dealer, dealer)  # who exchanges first, second
        # How many cards each player exchanged, and whether he has drawn yet.
        self.exchanged = {0: 0, 1: 0}
        self.has_drawn = {0: False, 1: False}
        self.hidden_steps: list[int] = []
        for step, (before, action) in enumerate(zip(states, self.history, strict=False)):
            if isinstance(action, Exchange):
                player = int(before.to_move)
                if action.card is None:
                    self.has_drawn[player] = True
                else:
                    self.exchanged[player] += 1
                    if player == self.other:
                        self.hidden_steps.append(step)
        stock = self.start.cards[2]
        self.stock = tuple(stock)
        first = self.exchanged[self.order[0]] if self.has_drawn[self.order[0]] else 0
        self.positions = {
            self.order[0]: tuple(range(first)),
            self.order[1]: tuple(range(first, first + self.exchanged[self.order[1]])),
        }
        mine_drawn = cards_mask(self.stock[p] for p in self.positions[who]) if self.has_drawn[who] else 0
        self.my_dealt = cards_mask(self.start.cards[who])
        self.my_drawn = mine_drawn
        tricks: tuple[Any, ...] = ()
        engine = None if state._play is None else state._play.trick_play
        if engine is not None:
            tricks = (*engine.history, engine.trick) if engine.trick.cards else engine.history
        played = cards_mask(c for t in tricks for c in t.cards)
        self.other_played = played & ~(self.my_dealt | self.my_drawn)
        self.pool = ((1 << 52) - 1) & ~(self.my_dealt | self.my_drawn | self.other_played)
        kept = len(TwoPlayerNullViewer().hand(state, self.other))
        discards = self.exchanged[self.other]
        self.counts = (kept, discards, self.pool.bit_count() - kept - discards)
        forbidden = 0
        if engine is not None:
            position = TwoPlayerNullViewer.position(state, self.other)
            forbidden = forbidden_by_play(engine.rules, tricks, lambda p: p == position, self.pool).get(position, 0)
        self.forbidden = (forbidden, 0, 0)
        self._deal: HiddenDeal | None = None

    def sample(self, rng: random.Random) -> Any:
        return self.world(self._draw_hidden(rng), rng)

    def dealt_of(self, world: Any) -> tuple[int, ...]:
        """What each hidden holder holds in ``world``: the other's hand now, his discards, the rest unseen."""
        kept = TwoPlayerNullViewer().hand(world, self.other).mask
        discards = cards_mask(world.history[step].card for step in self.hidden_steps)
        return (kept, discards, self.pool & ~kept & ~discards)

    def world(self, dealt: tuple[int, ...], rng: random.Random) -> Any:
        """The state in which the hidden holders hold ``dealt``, every order the player cannot see drawn with ``rng``."""
        kept, discards, rest = dealt
        me, other = self.me, self.other
        stock: list[Card | None] = [None] * len(self.stock)
        if self.has_drawn[me]:
            mine = list(cards_of(self.my_drawn))
            rng.shuffle(mine)
            for position, card in zip(self.positions[me], mine, strict=True):
                stock[position] = card
        hands = [0, 0]
        hands[me] = self.my_dealt
        holding = list(cards_of(kept | self.other_played))
        if self.has_drawn[other]:
            rng.shuffle(holding)
            count = self.exchanged[other]
            for position, card in zip(self.positions[other], holding[:count], strict=True):
                stock[position] = card
            holding = holding[count:]
        hands[other] = cards_mask(holding) | discards
        remaining = list(cards_of(rest))
        rng.shuffle(remaining)
        for position, slot in enumerate(stock):
            if slot is None:
                stock[position] = remaining.pop()
        thrown = list(cards_of(discards))
        rng.shuffle(thrown)
        hidden = set(self.hidden_steps)
        history = [Exchange(thrown.pop()) if step in hidden else a for step, a in enumerate(self.history)]
        cards = (Hand.from_mask(hands[0]), Hand.from_mask(hands[1]), Deck(c for c in stock if c is not None))
        state = self.kind.first(Start(cards, self.start.dealer, self.start.options))
        for action in history:
            state = state._after(action)
        return state


VIEWER: Final = TwoPlayerNullViewer()
"""The viewer of two-player Null."""
