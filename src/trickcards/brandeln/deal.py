"""The deal (rules sections 2-3): 28 cards, 7 to each player in packets of 2, 3 and 2.

The cards go out clockwise starting with F, two to each player, then three, then two
(R2, not the seed's 2 + 3 + 3 of eight cards, which would need 32). There is no stock
and no turned-up card.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Final

from attrs import field, frozen

from trickcards.brandeln.contracts import PLAYERS, TRICKS, Player
from trickcards.core import inputs
from trickcards.core.cards import ascii_upper
from trickcards.core.deck import Deck
from trickcards.core.errors import DealStatus, InvalidDealError, ParseError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.reprs import parsed_repr

__all__ = ["PACKETS", "BrandelnDeal", "deal_status"]

PACKETS: Final = (2, 3, 2)
"""Cards per player in each round of the deal (section 3, R2)."""

_DECK_MASK: Final = Deck.brandeln().to_hand().mask


def _check_dealer(instance: BrandelnDeal, attribute: object, dealer: int) -> None:
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < PLAYERS:
        raise TrickcardsError(f"{quote(dealer)} is not a dealer: Brandeln players are numbered 0-3 (section 1)")


def _to_hands(hands: Iterable[Hand | str]) -> tuple[Hand, ...]:
    if isinstance(hands, str) or not isinstance(hands, Iterable):
        raise InvalidDealError(f"{quote(hands)} is not four hands", DealStatus.WRONG_HAND_COUNT)
    return tuple(Hand.parse(h) if isinstance(h, str) else h for h in hands)


def _position(value: object) -> Player:
    if isinstance(value, Player):
        return value
    if isinstance(value, str):
        return Player.parse(value)
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < PLAYERS:
        return Player(value)
    raise TrickcardsError(f"{quote(value)} is not a player: expected F, M, R, D or 0-3 in that order (section 1)")


def deal_status(hands: Iterable[object]) -> DealStatus:
    """Every problem of ``hands`` as a Brandeln deal: four hands of 7 from the 28 cards, no card twice.

    >>> deal_status((Hand.parse("AK..."),))
    <DealStatus.WRONG_HAND_SIZE|MISSING_CARD|WRONG_HAND_COUNT: 22>
    """
    if isinstance(hands, str) or not isinstance(hands, Iterable):
        return DealStatus.WRONG_HAND_COUNT | DealStatus.MISSING_CARD
    hands = tuple(hands)
    status = DealStatus.VALID
    if len(hands) != PLAYERS:
        status |= DealStatus.WRONG_HAND_COUNT
    seen = 0
    for hand in hands:
        if not isinstance(hand, Hand):
            return status | DealStatus.WRONG_HAND_SIZE
        if len(hand) != TRICKS:
            status |= DealStatus.WRONG_HAND_SIZE
        if seen & hand.mask:
            status |= DealStatus.DUPLICATE_CARD
        if hand.mask & ~_DECK_MASK:
            status |= DealStatus.FOREIGN_CARD
        seen |= hand.mask
    if _DECK_MASK & ~seen:
        status |= DealStatus.MISSING_CARD
    return status


def _check_hands(instance: BrandelnDeal, attribute: object, hands: tuple[Hand, ...]) -> None:
    status = deal_status(hands)
    if status:
        problems = ", ".join(f.name.lower().replace("_", " ") for f in DealStatus if f and f in status and f.name)
        raise InvalidDealError(
            f"{quote(hands)} is not a Brandeln deal ({problems}): four hands of 7 from the 28-card pack (sections 2-3)",
            status,
        )


@frozen
class BrandelnDeal:
    """One deal: who dealt, and the four hands in the order F, M, R, D (indexed by :class:`Player`).

    Build it with :meth:`deal` from a deck (or a seed, to shuffle :meth:`Deck.brandeln`),
    or give the hands directly; every card of the 28 must be dealt once, 7 to each.

    >>> d = BrandelnDeal.deal(rng=7, dealer=2)
    >>> [len(h) for h in d.hands], d.at_table(Player.F), d.player_at(2)
    ([7, 7, 7, 7], 3, <Player.D: 3>)
    >>> BrandelnDeal(2, d.hands) == d
    True
    """

    __repr__ = parsed_repr

    dealer: int = field(validator=_check_dealer)
    """The table number (0-3) of the dealer."""
    hands: tuple[Hand, ...] = field(converter=_to_hands, validator=_check_hands)
    """The hands of F, M, R and D (hands or their text, such as ``'7.A.JT9.97'``)."""

    @classmethod
    def parse(cls, text: str) -> BrandelnDeal:
        """Read the text :func:`str` gives: ``dealer 2: F:7.A.JT9.97 M:... R:... D:...``.

        >>> d = BrandelnDeal.deal(rng=7, dealer=2)
        >>> BrandelnDeal.parse(str(d)) == d
        True
        """
        inputs.text(text, "a Brandeln deal")  # ASCII spaces and tabs only, as in every text parser
        if isinstance(text, str):
            head, colon, rest = text.partition(":")
            words = head.split()
            fields = rest.split()
            if colon and len(words) == 2 and words[0].lower() == "dealer" and len(fields) == PLAYERS:
                dealer = words[1]
                hands: list[str] = []
                for position, word in zip(Player, fields, strict=True):
                    name, _, hand = word.partition(":")
                    if ascii_upper(name.strip()) != position.name:
                        break
                    hands.append(hand)
                else:
                    if dealer.isascii() and dealer.isdigit() and len(dealer) == 1:
                        try:
                            return cls(int(dealer), hands)
                        except InvalidDealError:
                            raise
                        except TrickcardsError as error:
                            raise ParseError(f"{quote(text)} is not a Brandeln deal: {error}") from None
        raise ParseError(
            f"{quote(text)} is not a Brandeln deal: expected 'dealer N: F:hand M:hand R:hand D:hand' (sections 1-3)"
        )

    @classmethod
    def deal(cls, deck: Deck | None = None, dealer: int = 0, rng: random.Random | int | None = None) -> BrandelnDeal:
        """Deal ``deck`` (by default :meth:`Deck.brandeln` shuffled with ``rng``) in packets of 2, 3, 2 from F.

        The first two cards go to F, the next two to M, and so on round the table, then
        three each, then two each (section 3).

        >>> deck = Deck.brandeln()                      # unshuffled: clubs 7 9 first
        >>> str(BrandelnDeal.deal(deck).hands[Player.F])
        '7.A.JT9.97'
        """
        if deck is None:
            if rng is not None and (isinstance(rng, bool) or not isinstance(rng, int | random.Random)):
                raise TrickcardsError(f"{quote(rng)} is not a seed: expected an int, a random.Random or None")
            deck = Deck.brandeln().shuffled(rng)
        if not isinstance(deck, Deck):
            raise TrickcardsError(f"{quote(deck)} is not a Deck: deal the 28-card Deck.brandeln()")
        if len(deck) != len(Deck.brandeln()) or deck.to_hand().mask != _DECK_MASK:
            raise InvalidDealError(
                f"{quote(str(deck))} is not the Brandeln pack: 28 cards, A K Q J 10 9 7 of each suit (section 2)",
                DealStatus.FOREIGN_CARD if deck.to_hand().mask & ~_DECK_MASK else DealStatus.MISSING_CARD,
            )
        return cls(dealer, deck.deal(PLAYERS, packets=PACKETS).hands)

    def at_table(self, player: Player | str) -> int:
        """The table number of ``player`` (a player, its letter, or 0-3 for F-D) in this deal."""
        return _position(player).at_table(self.dealer)

    def player_at(self, number: int) -> Player:
        """The player (F, M, R or D) that table number ``number`` is in this deal."""
        return Player.of(number, self.dealer)

    def hand(self, position: Player | str) -> Hand:
        """The hand dealt to ``position`` (a player, its letter, or 0-3 for F-D)."""
        return self.hands[_position(position)]

    def __str__(self) -> str:
        return f"dealer {self.dealer}: " + " ".join(f"{p}:{self.hands[p]}" for p in Player)
