"""Helm's deal in stages: 10 cards each, then 2, 2 and 2 more between the auction rounds (section 4).

The 32-card pack (A K Q J 10 9 8 7) is dealt one card at a time alternately, the
non-dealer first: 10 cards each, leaving a stock of 12. After round 1 of the auction
each player gets 2 more, after round 2 another 2, and after the trump is announced
the last 2 (HE-1: 10, 12, 14 and 16 cards each). Each later packet is dealt one card
at a time too, non-dealer first, from the top of the stock.

>>> deal = HelmDeal.shuffled(7, dealer=0)
>>> [tuple(len(h) for h in deal.hands(stage)) for stage in range(4)]            # HE-1
[(10, 10), (12, 12), (14, 14), (16, 16)]
>>> len(deal.stock)
12
"""

from __future__ import annotations

import random
from typing import Final

from attrs import field, frozen

from trickcards.core.cards import Card
from trickcards.core.deck import Deck
from trickcards.core.errors import DealStatus, InvalidDealError, TrickcardsError
from trickcards.core.frozen import assembled
from trickcards.core.hand import Hand
from trickcards.core.inputs import is_a, is_pair, quote
from trickcards.core.inputs import seed as random_source
from trickcards.core.reprs import brief_repr

__all__ = ["FIRST_PACKET", "HAND_CARDS", "LATER_PACKET", "PACK", "RESERVE_CARDS", "STAGES", "HelmDeal"]

PACK: Final = Deck.piquet()
"""The 32-card pack: A K Q J 10 9 8 7 in each suit."""
FIRST_PACKET: Final = 10
"""Cards each player is dealt before round 1."""
LATER_PACKET: Final = 2
"""Cards each player is dealt after round 1, after round 2 and after the trump announcement."""
STAGES: Final = 4
"""The packets of the deal: before round 1, before round 2, before round 3, after the announcement."""
RESERVE_CARDS: Final = 3
"""Cards each player sets aside face down as his reserve."""
HAND_CARDS: Final = 13
"""Cards each player keeps in hand after setting his reserve aside."""
_PACK_MASK: Final = PACK.to_hand().mask  # the pack's cards as one mask: a deal is checked against it


def _hand(instance: object, attribute: object, value: object) -> None:
    if not isinstance(value, Hand) or len(value) != FIRST_PACKET or value.mask & ~_PACK_MASK:
        raise InvalidDealError(
            f"{quote(str(value))} is not a first packet of Helm: 10 cards of the 32-card pack (HE-1)",
            DealStatus.WRONG_HAND_SIZE,
        )


def _player(instance: object, attribute: object, value: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value not in (0, 1):
        raise TrickcardsError(f"{quote(value)} is not a dealer: the players are A and B (0 and 1)")


@frozen
class HelmDeal:
    """One deal of Helm: each player's first 10 cards and the stock of 12, top card first.

    ``first`` holds the first packets of A and B (players 0 and 1); ``dealer`` deals;
    the stock's cards go to the non-dealer and the dealer in turn, two each at a time.
    """

    __repr__ = brief_repr

    first: tuple[Hand, Hand] = field(validator=is_pair(Hand, Hand, "the first packets of A and B"))
    stock: Deck = field(validator=is_a(Deck, "a stock"))
    dealer: int = field(validator=_player)

    def _repr_svg_(self) -> str:
        """Every hand and what lies beside them as SVG (Jupyter shows it): :func:`trickcards.pictures.deals.game_deal_svg`."""
        from trickcards.pictures.deals import game_deal_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return game_deal_svg(self)

    def __attrs_post_init__(self) -> None:
        for hand in self.first:
            _hand(self, None, hand)
        # 10 + 10 + 12 cards (a stock holds each card once) that make up the pack: so each once.
        cards = self.first[0].mask | self.first[1].mask
        for card in self.stock:
            cards |= card.mask
        if len(self.stock) != 2 * (STAGES - 1) * LATER_PACKET or cards != _PACK_MASK:
            raise InvalidDealError(
                f"{quote([str(h) for h in self.first])} and stock {quote(str(self.stock))}: the 32 cards of the pack, "
                "10 each and a stock of 12 (HE-1)",
                DealStatus.WRONG_HAND_SIZE | DealStatus.DUPLICATE_CARD,
            )

    @classmethod
    def shuffled(cls, rng: random.Random | int | str | bytes | None, dealer: int = 0) -> HelmDeal:
        """Shuffle the pack with ``rng`` and deal it: 10 each one at a time, non-dealer first."""
        deck = PACK.shuffled(random_source(rng))
        _player(None, None, dealer)
        dealt = deck.deal(2, hand_size=FIRST_PACKET)
        first, second = dealt.hands  # the non-dealer's, then the dealer's
        # The whole pack dealt: a deal by construction, so not checked again.
        return assembled(
            cls, first=(second, first) if dealer == 0 else (first, second), stock=dealt.stock, dealer=dealer
        )

    def packet(self, stage: int, player: int) -> tuple[Card, ...]:
        """The cards ``player`` receives at ``stage`` 1, 2 or 3 (after round 1, round 2, the announcement)."""
        if not isinstance(stage, int) or not 1 <= stage < STAGES:
            raise TrickcardsError(f"{quote(stage)} is not a later stage of the deal: 1, 2 or 3")
        start = (stage - 1) * 2 * LATER_PACKET
        cards = self.stock.cards[start : start + 2 * LATER_PACKET]
        offset = 0 if player != self.dealer else 1  # the non-dealer gets the first card of each pair
        return cards[offset::2]

    def hands(self, stage: int) -> tuple[Hand, Hand]:
        """A's and B's cards once ``stage`` (0: the first 10; 1-3: the later packets) is dealt.

        >>> deal = HelmDeal.shuffled(1, dealer=1)
        >>> deal.hands(3)[0] | deal.hands(3)[1] == PACK.to_hand()
        True
        """
        if not isinstance(stage, int) or not 0 <= stage < STAGES:
            raise TrickcardsError(f"{quote(stage)} is not a stage of the deal: 0, 1, 2 or 3")
        held = []
        for player in (0, 1):
            mask = self.first[player].mask  # a hand is its mask: built once, not card by card
            for later in range(1, stage + 1):
                for card in self.packet(later, player):
                    mask |= card.mask
            held.append(Hand.from_mask(mask))
        return (held[0], held[1])
