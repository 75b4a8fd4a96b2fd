"""What a Helm player sees: his cards as each packet arrives, his reserve, every call and card.

The :class:`~trickcards.analysis.observation.Viewer` of Helm (``bridge-variants.md`` section 4).
Each player sees the cards dealt to him, packet by packet; calls, the trump announced
and the cards played are public; a card set aside into the other's reserve is "a hidden
action by B" (HE-2).

The sampler deals the cards the player has not seen to three hidden holders: the
other's hand now, his reserve now (each refusing the cards his plays from it showed it
could not hold: tricks 1-7 are played from the hand, 8-10 from the reserve) and the
stock still undealt. Every other order the player cannot see is then drawn uniformly,
which is uniform over the complete histories: which of the other's cards were in his
first packet and which in each later one, the order of the two cards of each of the
player's own later packets, the stock still down, and the order in which the other set
his reserve aside.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from trickcards.analysis.hidden_deal import HiddenDeal, _DrawsHidden
from trickcards.analysis.observation import Model, Viewer, cards_mask, forbidden_by_play
from trickcards.core.cards import Card, cards_of
from trickcards.core.deck import Deck
from trickcards.core.hand import Hand
from trickcards.helm.deal import FIRST_PACKET, LATER_PACKET
from trickcards.helm.play import HAND_TRICKS
from trickcards.protocol.game import Start

__all__ = ["VIEWER", "HelmViewer"]

_LEVELS: Final = tuple(f"{level}{s}" for level in range(1, 6) for s in ("C", "D", "H", "S", "NT", "Null"))


class HelmViewer(Viewer):
    """Helm: players A and B; the zones hand, reserve, trick."""

    players = 2
    seats = 2
    zones = ("hand", "reserve", "trick")
    words = ("Pass", "X", "XX", *_LEVELS, "trump C", "trump D", "trump H", "trump S", "trump NT", "trump Null")
    # HE auction: rounds 1 and 2 one call each (4 calls); round 3 alternates until a
    # pass: each of the 30 bids at most once, each followed by at most X and XX, then
    # the pass; the trump announced; the other's reserve, 3 hidden actions (HE-2):
    # 4 + 30 x 3 + 1 + 1 + 3 = 99.
    max_words = 4 + len(_LEVELS) * 3 + 1 + 1 + 3

    def name(self, player: Any) -> str:
        return "AB"[player]

    def is_private(self, state: Any, action: Any, actor: Any) -> bool:
        return type(action).__name__ == "SetAside"

    def seen(self, state: Any, who: Any) -> list[tuple[str, object]]:
        other = 1 - who
        hands, reserves = state.hands, state.reserves
        hidden = f"{self.name(other)} {len(hands[other])}, reserve {len(reserves[other])}"
        return [("hand", hands[who]), ("reserve", reserves[who]), ("hidden", hidden)]

    def masks(self, state: Any, who: Any) -> tuple[int, ...]:
        trick = 0 if state._play is None else cards_mask(state._play.current_trick.cards)
        return (state.hands[who].mask, state.reserves[who].mask, trick)

    def slot(self, state: Any, action: Card) -> int:
        return int(state.to_move)

    def model(self, states: Sequence[Any], who: Any) -> Model:
        return HelmModel(states, who)


def _slots(stage: int, player: int, dealer: int) -> tuple[int, ...]:
    """The stock positions of ``player``'s packets up to ``stage`` (the non-dealer takes the first of each pair)."""
    offset = 0 if player != dealer else 1
    return tuple(
        (later - 1) * 2 * LATER_PACKET + offset + 2 * card
        for later in range(1, stage + 1)
        for card in range(LATER_PACKET)
    )


class HelmModel(_DrawsHidden):
    """Deals a full Helm state, the other's reserve included, consistent with one player's view (see the module)."""

    def __init__(self, states: Sequence[Any], who: int) -> None:
        state = states[-1]
        self.kind = type(state)
        self.start: Start = state.start
        self.history: tuple[Any, ...] = state.history
        self.me, self.other = who, 1 - who
        dealer = int(state.start.dealer)
        self.stage = state.stage
        stock = state.start.cards[2]
        assert isinstance(stock, Deck)
        self.stock = stock.cards
        self.my_slots = _slots(self.stage, who, dealer)
        self.other_slots = _slots(self.stage, self.other, dealer)
        self.undealt = tuple(range(2 * LATER_PACKET * self.stage, len(self.stock)))
        self.reserve_steps = tuple(
            step
            for step, before in enumerate(states[:-1])
            if before.phase == "reserve" and before.to_move == self.other
        )
        # The other's cards played so far, by holding: his hand (tricks 1-7) and his reserve (8-10).
        play = state.play
        tricks: tuple[Any, ...] = ()
        if play is not None:
            tricks = (*play.history, play.current_trick) if play.current_trick.cards else play.history
        played = [0, 0]
        for number, trick in enumerate(tricks):
            for position, card in zip(trick.order, trick.cards, strict=False):
                if position == self.other:
                    played[number >= HAND_TRICKS] |= card.mask
        self.played = played[0] | played[1]
        self.played_reserve = played[1]
        everything = 0
        for entry in state.start.cards:
            for card in entry:
                everything |= card.mask
        mine = state.holdings[who].mask
        self.pool = everything & ~mine & ~self.played
        reserve_now = len(state.reserves[self.other])
        self.counts = (len(state.hands[self.other]), reserve_now, len(self.undealt))
        forbidden = [0, 0, 0]
        if play is not None:

            def holding(number: int, position: int) -> int:
                return 2 * position + (number >= HAND_TRICKS)

            found = forbidden_by_play(play.rules, tricks, lambda h: h // 2 == self.other, self.pool, holding)
            for key, mask in found.items():
                forbidden[key % 2] |= mask
        self.forbidden = tuple(forbidden)
        self._deal: HiddenDeal | None = None

    def sample(self, rng: random.Random) -> Any:
        return self.world(self._draw_hidden(rng), rng)

    def dealt_of(self, world: Any) -> tuple[int, ...]:
        """What each hidden holder holds in ``world``: the other's hand and reserve now, the stock still down."""
        down = 0
        for slot in self.undealt:
            down |= world.start.cards[2][slot].mask
        return (world.hands[self.other].mask, world.reserves[self.other].mask, down)

    def world(self, dealt: tuple[int, ...], rng: random.Random) -> Any:
        """The state in which the hidden holders hold ``dealt``, every order the player cannot see drawn with ``rng``."""
        hand, reserve, undealt = dealt
        start = self.start.cards
        first: list[Hand] = [Hand(), Hand()]
        first[self.me] = Hand(list(start[self.me]))
        stock: list[Card] = list(self.stock)
        # The player knows his later packets as sets: each one's two cards in either order.
        for at in range(0, len(self.my_slots), LATER_PACKET):
            slots = self.my_slots[at : at + LATER_PACKET]
            cards = [stock[s] for s in slots]
            rng.shuffle(cards)
            for slot, card in zip(slots, cards, strict=True):
                stock[slot] = card
        held = list(cards_of(hand | reserve | self.played))
        rng.shuffle(held)
        first[self.other] = Hand(held[:FIRST_PACKET])
        for slot, card in zip(self.other_slots, held[FIRST_PACKET:], strict=True):
            stock[slot] = card
        down = list(cards_of(undealt))
        rng.shuffle(down)
        for slot, card in zip(self.undealt, down, strict=True):
            stock[slot] = card
        set_aside = list(cards_of(reserve | self.played_reserve))
        rng.shuffle(set_aside)
        history = list(self.history)
        for step, card in zip(self.reserve_steps, set_aside, strict=True):
            history[step] = type(history[step])(card)
        state = self.kind.first(Start((first[0], first[1], Deck(stock)), self.start.dealer, self.start.options))
        for action in history:
            state = state._after(action)
        return state


VIEWER: Final = HelmViewer()
"""The viewer of Helm."""
