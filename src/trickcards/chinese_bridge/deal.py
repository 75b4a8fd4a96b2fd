"""The deal of Chinese bridge (bridge variants §5): four hand cards and eleven piles a player.

The cards are dealt one at a time alternately, the dealer's opponent first: four to
each player's hand, then 22 more to each, which he lays out as eleven face-down cards
with a face-up card on each. Of each player's 22 cards the first eleven go face down,
in order, and the next eleven face up on them, in the same order (the seed does not
say which of the 22 go down; any fixed reading deals the same game).

>>> d = ChineseDeal.from_pack(Deck.standard(), dealer=0)
>>> [len(h) for h in d.hands], [len(p) for p in d.face_down], [len(p) for p in d.face_up]   # CH-1
([4, 4], [11, 11], [11, 11])
>>> str(d.hands[1])                     # the opponent of dealer A gets the first card
'...8642'
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Final

from attrs import field, frozen

from trickcards.chinese_bridge.holdings import ChineseHoldings, _dealt_holdings
from trickcards.core import inputs
from trickcards.core.cards import Card
from trickcards.core.deck import Deck, _deck
from trickcards.core.errors import DealStatus, InvalidDealError
from trickcards.core.frozen import assembled
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote

__all__ = ["HAND_CARDS", "PILES", "ChineseDeal"]

HAND_CARDS: Final = 4
"""The cards of each player's hand (CH-1)."""
PILES: Final = 11
"""The piles of each player, a face-down card under a face-up one (CH-1)."""
_CITE: Final = "bridge variants §5, CH-1"
_PACK_MASK: Final = Deck.standard().to_hand().mask  # the 52 cards as one mask: a deal is checked against it


def _invalid(message: str) -> InvalidDealError:
    return InvalidDealError(message, DealStatus.WRONG_HAND_COUNT)


def _two_hands(value: object) -> tuple[Hand, Hand]:
    a, b = inputs.hands(value, 2, "the two hands", error=_invalid)
    return (a, b)


def _two_rows(value: object) -> tuple[Deck, Deck]:
    rows = inputs.sequence(value, _row, "two rows of pile cards", error=_invalid)
    if len(rows) != 2:
        raise _invalid(f"{quote(value)}: give one row of pile cards per player ({_CITE})")
    return (rows[0], rows[1])


def _row(value: object) -> Deck:
    if isinstance(value, str):
        return Deck.parse(value)
    if isinstance(value, Deck):
        return value
    return Deck(inputs.cards(value, "a row of pile cards", error=_invalid))


def _dealt(
    cards: Sequence[Card], dealer: int, row: Callable[[tuple[Card, ...]], Deck]
) -> tuple[tuple[Hand, Hand], tuple[Deck, Deck], tuple[Deck, Deck]]:
    """The hands and rows of ``cards`` dealt alternately, the dealer's opponent first; ``row`` makes each row."""
    received: list[tuple[Card, ...]] = [(), ()]
    received[1 - dealer], received[dealer] = tuple(cards[0::2]), tuple(cards[1::2])
    hands = (Hand(received[0][:HAND_CARDS]), Hand(received[1][:HAND_CARDS]))
    down = (row(received[0][HAND_CARDS : HAND_CARDS + PILES]), row(received[1][HAND_CARDS : HAND_CARDS + PILES]))
    up = (row(received[0][HAND_CARDS + PILES :]), row(received[1][HAND_CARDS + PILES :]))
    return hands, down, up


def _dealer(value: object) -> int:
    return inputs.player_number(value, 2, "a dealer")


@frozen
class ChineseDeal:
    """One deal: the dealer (0 or 1), each player's four hand cards and his piles' face-down and face-up cards.

    ``face_down[p][i]`` lies under ``face_up[p][i]``.
    """

    dealer: int = field(converter=_dealer)
    hands: tuple[Hand, Hand] = field(converter=_two_hands)
    face_down: tuple[Deck, Deck] = field(converter=_two_rows)
    face_up: tuple[Deck, Deck] = field(converter=_two_rows)

    def __repr__(self) -> str:
        # One line, as a notebook shows it (the picture shows the piles).
        hands = " / ".join(str(hand) for hand in self.hands)
        up, down = sum(len(row) for row in self.face_up), sum(len(row) for row in self.face_down)
        return f"<ChineseDeal dealer {self.dealer}: {hands}, {up} cards face up, {down} face down>"

    def _repr_svg_(self) -> str:
        """Every hand and what lies beside them as SVG (Jupyter shows it): :func:`trickcards.pictures.deals.game_deal_svg`."""
        from trickcards.pictures.deals import game_deal_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return game_deal_svg(self)

    def __attrs_post_init__(self) -> None:
        for player in (0, 1):
            if len(self.hands[player]) != HAND_CARDS:
                raise InvalidDealError(
                    f"{quote(str(self.hands[player]))}: each hand holds {HAND_CARDS} cards ({_CITE})",
                    DealStatus.WRONG_HAND_SIZE,
                )
            if len(self.face_down[player]) != PILES or len(self.face_up[player]) != PILES:
                raise InvalidDealError(
                    f"{quote(str(self.face_up[player]))} on {quote(str(self.face_down[player]))}: "
                    f"each player lays out {PILES} face-down cards, each under a face-up card ({_CITE})",
                    DealStatus.WRONG_HAND_SIZE,
                )
        # 4 + 4 + 44 cards (a row holds each card once) that make up the 52-card pack: so each once.
        mask = self.hands[0].mask | self.hands[1].mask
        for row in (*self.face_down, *self.face_up):
            for card in row:
                mask |= card.mask
        if mask != _PACK_MASK:
            cards = [c for entry in self.cards for c in entry]
            raise InvalidDealError(
                f"{quote(' '.join(str(c) for c in cards))} is not the 52-card pack dealt once ({_CITE})",
                DealStatus.DUPLICATE_CARD | DealStatus.MISSING_CARD,
            )

    @classmethod
    def from_pack(cls, pack: Deck | Iterable[Card], dealer: int) -> ChineseDeal:
        """Deal ``pack`` (top card first) one card at a time alternately, the dealer's opponent first."""
        cards = list(inputs.sequence_of(pack, Card, "a pack (a Deck or a list of cards)", error=_invalid))
        if len(cards) != 52:
            raise InvalidDealError(
                f"{len(cards)} cards: Chinese bridge deals the 52-card pack ({_CITE})", DealStatus.MISSING_CARD
            )
        dealer = inputs.player_number(dealer, 2, "a dealer")
        hands, down, up = _dealt(cards, dealer, Deck)
        return cls(dealer, hands, down, up)

    @classmethod
    def random(cls, rng: random.Random | int | str | bytes | None = None, dealer: int = 0) -> ChineseDeal:
        """A shuffled pack dealt by ``dealer``."""
        pack = Deck.standard().shuffled(rng)
        dealer = inputs.player_number(dealer, 2, "a dealer")
        # The whole pack dealt: a deal by construction, so not checked again.
        hands, down, up = _dealt(pack.cards, dealer, _deck)
        return assembled(cls, dealer=dealer, hands=hands, face_down=down, face_up=up)

    @classmethod
    def from_cards(cls, entries: object, dealer: int) -> ChineseDeal:
        """The deal from :attr:`cards`: A's and B's hands, then A's face-down and face-up rows, then B's."""
        packets = inputs.sequence(entries, lambda v: v, "the hands and the rows of pile cards", error=_invalid)
        if len(packets) != 6:
            raise _invalid(
                f"{len(packets)} entries: give A's and B's hands, then A's face-down and face-up rows, then B's ({_CITE})"
            )
        a, b, a_down, a_up, b_down, b_up = packets
        return cls(dealer, (a, b), (a_down, b_down), (a_up, b_up))

    @property
    def cards(self) -> tuple[Hand, Hand, Deck, Deck, Deck, Deck]:
        """A's and B's hands, A's face-down and face-up rows, B's face-down and face-up rows."""
        return (self.hands[0], self.hands[1], self.face_down[0], self.face_up[0], self.face_down[1], self.face_up[1])

    def holdings(self, uncover_immediately: bool = False, follow_hand_only: bool = False) -> ChineseHoldings:
        """The hands and piles as the play starts (options: CH-c, CH-d)."""
        # The deal is checked: only the flags are (as ChineseHoldings checks them, in order).
        inputs.flag(uncover_immediately, "uncover_immediately")
        inputs.flag(follow_hand_only, "follow_hand_only")
        return _dealt_holdings(self.hands, self.face_down, self.face_up, uncover_immediately, follow_hand_only)

    def cards_of(self, player: int) -> Hand:
        """All 26 cards of ``player``: his hand and both layers of his piles."""
        player = inputs.player_number(player, 2)
        return self.hands[player] | self.face_down[player].to_hand() | self.face_up[player].to_hand()
