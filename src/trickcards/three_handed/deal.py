"""The deal of three-handed bridge and its auction rules (``bridge-variants.md`` section 1).

The dealer deals one card at a time clockwise, from his left, until each of the three
players has 17 cards; the 52nd card goes face down to the booby. Before the auction
every player adds four cards of his choice face down to the booby, which then holds
13 like each player.

>>> deal = ThreeHandedDeal.from_deck(Deck.standard().shuffled(1), dealer=0)
>>> [len(h) for h in deal.hands], len(deal.booby)                            # 3H-1
([17, 17, 17], 1)
"""

from __future__ import annotations

import random
from functools import cache
from typing import Final

from attrs import field, frozen

from trickcards.bridge.auction import AuctionRules
from trickcards.bridge.contract import NULL, Strain
from trickcards.core.cards import Card
from trickcards.core.deck import Deck, random_source
from trickcards.core.errors import TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote, sequence_of
from trickcards.core.reprs import brief_repr
from trickcards.three_handed.scoring import PLAYERS, to_player

__all__ = [
    "CONTRIBUTION",
    "FIRST_CALLERS",
    "FIRST_LEADS",
    "HAND_SIZE",
    "STRAINS",
    "BoobyError",
    "ThreeHandedDeal",
    "auction_rules",
]

HAND_SIZE: Final = 17
"""Cards dealt to each player."""
CONTRIBUTION: Final = 4
"""Cards each player adds to the booby."""
STRAINS: Final = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, NULL, Strain.SPADES, Strain.NOTRUMP)
"""The strains from lowest to highest: Null between hearts and spades (section 0)."""
FIRST_CALLERS: Final = ("dealer_lho", "dealer")
"""Option ``first_caller`` (3H-a): dealer's left [SEED-DE], the default; or the dealer (CB)."""
FIRST_LEADS: Final = ("declarer_lho", "dealer_lho")
"""Option ``first_lead`` (3H-b): declarer's left [REC], the default; or dealer's left (the seed's words)."""


class BoobyError(TrickcardsError):
    """A three-handed deal or contribution to the booby that breaks the deal rules of section 1."""


def _to_dealer(value: object) -> int:
    return to_player(value, "a dealer")


def auction_rules(first_caller: str = "dealer_lho", ending_passes: int = 2) -> AuctionRules:
    """The auction among three: no partners, Null between hearts and spades, the given first caller and end.

    ``first_caller`` is ``dealer_lho`` (3H-a, default) or ``dealer``; ``ending_passes``
    is 2 (3H-c, [HOYLE-3], default) or 3. All three passing throws the deal in.

    >>> rules = auction_rules()
    >>> rules.players, rules.first_caller, rules.ending_passes, rules.passout_passes
    (3, 1, 2, 3)
    """
    if not isinstance(first_caller, str) or first_caller not in FIRST_CALLERS:
        raise TrickcardsError(
            f"{quote(first_caller)} is not a first caller: expected one of {', '.join(FIRST_CALLERS)}"
        )
    if type(ending_passes) is not int or ending_passes not in (2, 3):
        raise TrickcardsError(f"{quote(ending_passes)} passes cannot end the auction among three: expected 2 or 3")
    return _auction_rules(first_caller, ending_passes)


@cache  # called with checked arguments only
def _auction_rules(first_caller: str, ending_passes: int) -> AuctionRules:
    return AuctionRules(
        name="three-handed bridge (bridge variants §1)",
        players=PLAYERS,
        first_caller=1 if first_caller == "dealer_lho" else 0,
        sides=(0, 1, 2),
        strains=STRAINS,
        ending_passes=ending_passes,
        passout_passes=PLAYERS,
    )


def _to_hands(value: object) -> tuple[Hand, ...]:
    if not isinstance(value, tuple | list) or not all(isinstance(h, Hand) for h in value):
        raise BoobyError(f"{quote(value)} is not three hands")
    return tuple(value)


@frozen
class ThreeHandedDeal:
    """The cards of one deal: each player's hand and the booby's, before or after contributions.

    ``hands`` are players A, B, C (0-2). :meth:`contribute` moves cards from a hand to
    the booby; the deal is ready for the auction when :attr:`is_contributed`.
    """

    __repr__ = brief_repr

    hands: tuple[Hand, ...] = field(converter=_to_hands)
    booby: Hand
    dealer: int = field(converter=_to_dealer)

    def _repr_svg_(self) -> str:
        """Every hand and what lies beside them as SVG (Jupyter shows it): :func:`trickcards.pictures.deals.game_deal_svg`."""
        from trickcards.pictures.deals import game_deal_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return game_deal_svg(self)

    def __attrs_post_init__(self) -> None:
        if len(self.hands) != PLAYERS or not isinstance(self.booby, Hand):
            raise BoobyError(f"{quote(self)}: a deal has three hands and the booby's")
        seen = 0
        for hand in (*self.hands, self.booby):
            if seen & hand.mask:
                raise BoobyError(f"{quote(self)}: a card is held twice")
            seen |= hand.mask
        given = [HAND_SIZE - len(h) for h in self.hands]
        if (
            len(self.booby) != 1 + sum(given)
            or seen.bit_count() != 52
            or not all(0 <= g <= CONTRIBUTION for g in given)
        ):
            raise BoobyError(
                f"{quote(self)}: the 52 cards are 17 per player and 1 for the booby, each player then giving 0-4"
            )

    @classmethod
    def from_deck(cls, deck: Deck, dealer: int = 0) -> ThreeHandedDeal:
        """Deal ``deck`` one card at a time from dealer's left, 17 each, the last card to the booby."""
        dealer = to_player(dealer, "a dealer")
        cards = sequence_of(deck, Card, "a pack (a Deck or a list of cards)", error=BoobyError)
        if len(cards) != 52:
            raise BoobyError(f"{quote(str(deck))} is not a full pack: three-handed bridge deals 52 cards")
        packets: list[list[object]] = [[], [], []]
        for i, card in enumerate(cards[:51]):
            packets[(dealer + 1 + i) % PLAYERS].append(card)
        hands = tuple(Hand(p) for p in packets)  # type: ignore[arg-type]  # cards of the deck
        return cls(hands, Hand([cards[51]]), dealer)

    @classmethod
    def random(cls, rng: random.Random | int | str | bytes | None = None, dealer: int = 0) -> ThreeHandedDeal:
        """A random deal; give a seed to repeat it."""
        return cls.from_deck(Deck.standard().shuffled(random_source(rng)), dealer)

    def given(self, player: int) -> int:
        """How many cards ``player`` has added to the booby so far."""
        return HAND_SIZE - len(self.hands[to_player(player)])

    @property
    def is_contributed(self) -> bool:
        """True once each player has added his four cards: 13 cards in each of the four hands."""
        return len(self.booby) == 1 + PLAYERS * CONTRIBUTION

    def contribute(self, player: int, cards: Hand | str) -> ThreeHandedDeal:
        """A new deal with ``cards`` moved from ``player``'s hand to the booby (at most four in all).

        >>> deal = ThreeHandedDeal.random(5)
        >>> for p in range(3):
        ...     deal = deal.contribute(p, Hand(list(deal.hands[p])[:4]))
        >>> deal.is_contributed, [len(h) for h in (*deal.hands, deal.booby)]
        (True, [13, 13, 13, 13])
        """
        player = to_player(player)
        given = Hand.parse(cards) if isinstance(cards, str) else cards
        if not isinstance(given, Hand):
            raise BoobyError(f"{quote(cards)} is not a set of cards")
        hand = self.hands[player]
        if given.mask & ~hand.mask:
            raise BoobyError(f"{quote(str(given))}: player {'ABC'[player]} does not hold all of these cards")
        if self.given(player) + len(given) > CONTRIBUTION:
            raise BoobyError(
                f"{quote(str(given))}: player {'ABC'[player]} adds exactly four cards to the booby (bridge variants §1)"
            )
        hands = list(self.hands)
        hands[player] = Hand.from_mask(hand.mask & ~given.mask)
        return ThreeHandedDeal(tuple(hands), Hand.from_mask(self.booby.mask | given.mask), self.dealer)
