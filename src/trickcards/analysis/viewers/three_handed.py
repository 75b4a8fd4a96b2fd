"""What a three-handed bridge player sees: his hand, his gifts to the booby, calls, cards, the booby.

The :class:`~trickcards.analysis.observation.Viewer` of three-handed bridge (``bridge-variants.md``
section 1). Each card given to the booby is seen by its giver only ("a hidden action by
B" for the others, 3H-1); calls and cards are public; the booby, opposite declarer, is
turned up after the opening lead.

The sampler deals the cards the player has not seen to the hidden holders: each other
player's hand now (refusing the suits he failed to follow), each one's gifts to the
booby and the booby's dealt card. Once the booby is face up, its cards are known and go
only to the gifts and the dealt card, the others' hands taking the rest; the order of
the gifts is drawn uniformly, which is uniform over the complete histories.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from trickcards.analysis.hidden_deal import HiddenDeal, _DrawsHidden
from trickcards.analysis.observation import Model, Viewer, cards_mask, forbidden_by_play
from trickcards.analysis.viewers.bridge import longest_auction
from trickcards.core.cards import Card, cards_of
from trickcards.core.hand import Hand
from trickcards.protocol.game import Start
from trickcards.three_handed.deal import CONTRIBUTION, auction_rules
from trickcards.three_handed.game import position_players
from trickcards.three_handed.scoring import PLAYERS

__all__ = ["VIEWER", "ThreeHandedViewer"]

_BOOBY: Final = 2  # the booby's position in the play
_BIDS: Final = tuple(f"{level}{s}" for level in range(1, 8) for s in ("C", "D", "H", "Null", "S", "NT"))


class ThreeHandedViewer(Viewer):
    """Three-handed bridge: players A, B, C; hands A, B, C and the booby (3)."""

    players = 3
    seats = 4
    zones = ("hand", "booby", "trick")
    words = ("Pass", "X", "XX", *_BIDS)
    # The other two players' hidden contributions, then the longest auction (381, with
    # ending_passes=3, 3H-c): 389 words.
    max_words = (PLAYERS - 1) * CONTRIBUTION + longest_auction(auction_rules("dealer_lho", 3))

    def name(self, player: Any) -> str:
        return "ABC"[player]

    def hand(self, state: Any, who: int) -> Hand:
        """The cards ``who`` holds now."""
        play = state._play
        if play is not None:
            return Hand.from_mask(play.hands[self.position(state, who)].mask)
        hand: Hand = state._deal.hands[who]
        return hand

    @staticmethod
    def position(state: Any, who: int) -> int:
        """The play position of ``who`` (declarer 0, his left 1, his right 3)."""
        return position_players(int(state._declarer())).index(who)

    def booby(self, state: Any) -> Hand | None:
        """The booby's cards now, when face up."""
        play = state._play
        if play is None or _BOOBY not in play.exposed:
            return None
        return Hand.from_mask(play.hands[_BOOBY].mask)

    def is_private(self, state: Any, action: Any, actor: Any) -> bool:
        return bool(state.phase == "exchange")

    def seen(self, state: Any, who: Any) -> list[tuple[str, object]]:
        shown: list[tuple[str, object]] = [("hand", self.hand(state, who))]
        booby = self.booby(state)
        if booby is not None:
            shown.append(("booby", booby))
        counts = [f"{self.name(p)} {len(self.hand(state, p))}" for p in range(3) if p != who]
        if booby is None:
            size = len(state._deal.booby) if state._play is None else len(state._play.hands[_BOOBY])
            counts.append(f"booby {size}")
        shown.append(("hidden", ", ".join(counts)))
        return shown

    def masks(self, state: Any, who: Any) -> tuple[int, ...]:
        booby = self.booby(state)
        trick = 0 if state._play is None else cards_mask(state._play.current_trick.cards)
        return (self.hand(state, who).mask, 0 if booby is None else booby.mask, trick)

    def slot(self, state: Any, action: Card) -> int:
        position = state._play.trick_play.next_player
        return 3 if position == _BOOBY else position_players(int(state._declarer()))[position]

    def model(self, states: Sequence[Any], who: Any) -> Model:
        return ThreeHandedModel(states, who)


class ThreeHandedModel(_DrawsHidden):
    """Deals a full three-handed state, the gifts to the booby included, consistent with one player's view."""

    def __init__(self, states: Sequence[Any], who: int) -> None:
        state = states[-1]
        view = ThreeHandedViewer()
        self.kind = type(state)
        self.start: Start = state.start
        self.history: tuple[Any, ...] = state.history
        self.me = who
        self.others = tuple(p for p in range(3) if p != who)
        self.gift_steps: dict[int, list[int]] = {p: [] for p in self.others}
        my_gifts = 0
        for step, (before, action) in enumerate(zip(states, self.history, strict=False)):
            if before.phase == "exchange":
                giver = int(before.to_move)
                if giver == who:
                    my_gifts |= action.mask
                else:
                    self.gift_steps[giver].append(step)
        self.my_dealt = cards_mask(self.start.cards[who])
        engine = None if state._play is None else state._play.trick_play
        tricks: tuple[Any, ...] = ()
        if engine is not None:
            tricks = (*engine.history, engine.trick) if engine.trick.cards else engine.history
        self.played_by: dict[int, int] = dict.fromkeys(range(4), 0)
        positions = position_players(int(state._declarer())) if engine is not None else (0, 1, 2, 3)
        for trick in tricks:
            for place, card in enumerate(trick.cards):
                position = int(trick.player(place))
                owner = 3 if position == _BOOBY else positions[position]
                self.played_by[owner] |= card.mask
        booby = view.booby(state)
        booby_all = None if booby is None else booby.mask | self.played_by[3]
        seen = self.my_dealt | self.played_by[self.others[0]] | self.played_by[self.others[1]]
        pool = ((1 << 52) - 1) & ~seen & ~my_gifts
        self.pool = pool
        # Holders: each other's hand now, each other's gifts, the booby's dealt card.
        holders_forbidden: list[int] = []
        counts: list[int] = []
        found: dict[int, int] = {}
        if engine is not None:
            hidden_positions = {pos: p for pos, p in enumerate(positions) if pos != _BOOBY and p in self.others}
            found = forbidden_by_play(engine.rules, tricks, hidden_positions.__contains__, pool)
            found = {hidden_positions[pos]: mask for pos, mask in found.items()}
        outside = 0 if booby_all is None else booby_all
        inside = 0 if booby_all is None else ~booby_all & ((1 << 52) - 1)
        for player in self.others:
            counts.append(len(view.hand(state, player)))
            holders_forbidden.append(found.get(player, 0) | outside)
        for player in self.others:
            counts.append(len(self.gift_steps[player]))
            holders_forbidden.append(inside)
        counts.append(1)
        holders_forbidden.append(inside)
        self.counts = tuple(counts)
        self.forbidden = tuple(holders_forbidden)
        self._deal: HiddenDeal | None = None

    def sample(self, rng: random.Random) -> Any:
        return self.world(self._draw_hidden(rng), rng)

    def dealt_of(self, world: Any) -> tuple[int, ...]:
        """What each hidden holder holds in ``world``: the others' hands now, their gifts, the booby's dealt card."""
        view = ThreeHandedViewer()
        gifts = tuple(cards_mask(world.history[step] for step in self.gift_steps[p]) for p in self.others)
        hands = tuple(view.hand(world, p).mask for p in self.others)
        return (*hands, *gifts, cards_mask(world.start.cards[3]) & self.pool)

    def world(self, dealt: tuple[int, ...], rng: random.Random) -> Any:
        """The state in which the hidden holders hold ``dealt``, the order of the gifts drawn with ``rng``."""
        first, second = self.others
        hands = [0, 0, 0, dealt[4]]
        hands[self.me] = self.my_dealt
        gifts: dict[int, list[Card]] = {}
        for index, player in enumerate(self.others):
            hands[player] = dealt[index] | self.played_by[player] | dealt[2 + index]
            cards = list(cards_of(dealt[2 + index]))
            rng.shuffle(cards)
            gifts[player] = cards
        replaced = {}
        for player in (first, second):
            for step, card in zip(self.gift_steps[player], gifts[player], strict=True):
                replaced[step] = card
        history = [replaced.get(step, action) for step, action in enumerate(self.history)]
        start_cards = tuple(Hand.from_mask(m) for m in hands)
        state = self.kind.first(Start(start_cards, self.start.dealer, self.start.options))
        for action in history:
            state = state._after(action)
        return state


VIEWER: Final = ThreeHandedViewer()
"""The viewer of three-handed bridge."""
