"""The schedule of a Blackout game: how many deals, how many cards, who deals (section 9, Deals and Trump).

Deal *k* (k = 1, 2, ...) gives each player *k* cards, one at a time clockwise from the
dealer's left; the deal passes one player clockwise after each deal. The number of
deals depends on the number of players (vector BO-1):

=======  =====  ======================
players  deals  cards left after the last
=======  =====  ======================
3        15     7 (17 deals are possible)
4        13     0
5        10     2
6        8      4
7        7      3
=======  =====  ======================

After the deal the dealer turns up the next card, whose suit is trump; when no card is
left the deal is played without trumps (BO-2, BO-3). Players are numbered 0 .. n-1
clockwise, as in :class:`~trickcards.Players`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Final

from attrs import Factory, field, frozen

from trickcards.core.cards import Card, Suit
from trickcards.core.deck import Deck, random_source
from trickcards.core.errors import DealStatus, InvalidDealError, TrickcardsError
from trickcards.core.frozen import FrozenMapping
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.seats import Players

__all__ = ["DEALS", "MAX_PLAYERS", "MIN_PLAYERS", "BlackoutDeal", "Schedule", "max_deals"]

MIN_PLAYERS: Final = 3
"""The fewest players (section 9, Players)."""

MAX_PLAYERS: Final = 7
"""The most players (section 9, Players)."""

PACK: Final = 52
"""Cards in the pack."""

DEALS: Final[Mapping[int, int]] = FrozenMapping({3: 15, 4: 13, 5: 10, 6: 8, 7: 7})
"""The usual number of deals by number of players (vector BO-1)."""


def _check_players(players: object) -> int:
    if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise TrickcardsError(f"{quote(players)} players: Blackout is played by 3 to 7 players (section 9, Players)")
    return players


def max_deals(players: int) -> int:
    """The most deals the pack allows: each player gets at most ``52 // players`` cards.

    >>> max_deals(3), max_deals(4), max_deals(7)
    (17, 13, 7)
    """
    return PACK // _check_players(players)


def _player_count(instance: object, attribute: object, players: int) -> None:
    _check_players(players)


def _usual_deals(instance: Schedule) -> int:
    players = instance.players
    # An impossible player count (even an unhashable one) is refused by its own validator.
    return DEALS[players] if isinstance(players, int) and players in DEALS else 1


def _check_player(players: int, player: object) -> int:
    if isinstance(player, bool):
        raise TrickcardsError(f"{quote(player)} is not a player: players are numbered 0-{players - 1}")
    return Players(players).check(player)  # type: ignore[arg-type]


def _deal_count(instance: Schedule, attribute: object, deals: int) -> None:
    most = max_deals(instance.players)
    if not isinstance(deals, int) or isinstance(deals, bool) or not 1 <= deals <= most:
        raise TrickcardsError(
            f"{quote(deals)} deals: with {instance.players} players a game has 1 to {most} deals, "
            f"since deal k needs k cards each (section 9, Deals)"
        )


def _first_dealer(instance: Schedule, attribute: object, dealer: int) -> None:
    _check_player(instance.players, dealer)


@frozen
class Schedule:
    """The deals of one game: the number of players, the number of deals and the first dealer.

    ``deals`` defaults to the usual number for the players (:data:`DEALS`, vector BO-1);
    any number up to :func:`max_deals` may be agreed (three players may play all 17).

    >>> s = Schedule(4, first_dealer=3)
    >>> s.deals, s.hand_size(5), s.dealer(1), s.dealer(2), s.leader(2)
    (13, 5, 3, 0, 1)
    >>> s.has_turn_up(12), s.has_turn_up(13)          # BO-2: deal 13 uses all 52 cards
    (True, False)
    >>> Schedule(3).deals, Schedule(3, deals=17).deals
    (15, 17)
    """

    players: int = field(validator=_player_count)
    """The number of players, 3 to 7."""
    deals: int = field(default=Factory(_usual_deals, takes_self=True), validator=_deal_count)
    """How many deals the game has (by default :data:`DEALS`)."""
    first_dealer: int = field(default=0, validator=_first_dealer)
    """The dealer of deal 1 (player number)."""

    @property
    def deal_numbers(self) -> range:
        """The deals, 1 to :attr:`deals`; deal ``k`` gives each player ``k`` cards."""
        return range(1, self.deals + 1)

    def check(self, deal: int) -> int:
        """Return ``deal`` if it is a deal of this game, else raise."""
        if not isinstance(deal, int) or isinstance(deal, bool) or not 1 <= deal <= self.deals:
            raise TrickcardsError(
                f"{quote(deal)} is not a deal of this game: {self.players} players play deals 1 to {self.deals}"
            )
        return deal

    def hand_size(self, deal: int) -> int:
        """The cards each player gets in ``deal``: deal k gives k cards (section 9, Deals)."""
        return self.check(deal)

    def dealer(self, deal: int) -> int:
        """Who deals ``deal``: the deal passes one player clockwise each time."""
        return (self.first_dealer + self.check(deal) - 1) % self.players

    def leader(self, deal: int) -> int:
        """Who bids first and leads to the first trick of ``deal``: the dealer's left."""
        return (self.dealer(deal) + 1) % self.players

    def has_turn_up(self, deal: int) -> bool:
        """Whether a card is left after ``deal`` to turn up for trump (BO-2, BO-3)."""
        return self.players * self.hand_size(deal) < PACK

    def deal(self, deal: int, deck: Deck | random.Random | int | None = None) -> BlackoutDeal:
        """Deal ``deal`` from ``deck`` (a pack in order, or a seed or :class:`random.Random` to shuffle one).

        >>> d = Schedule(5).deal(10, Deck.standard().shuffled(1))   # BO-3: 50 dealt, the 51st turned
        >>> sum(len(h) for h in d.hands), d.turn_up is not None, len(d.rest)
        (50, True, 1)
        """
        return BlackoutDeal.deal(self.players, self.hand_size(deal), self.dealer(deal), deck)


def _to_hands(hands: object) -> tuple[Hand, ...]:
    if isinstance(hands, str) or not isinstance(hands, Iterable):
        raise InvalidDealError(f"{quote(hands)} is not a tuple of hands, one per player", DealStatus.WRONG_HAND_COUNT)
    return tuple(hands)


@frozen
class BlackoutDeal:
    """One deal: each player's hand, the turn-up card (or none) and the rest of the pack.

    ``hands`` is indexed by player number. The turn-up card's suit is trump; with no
    card left there is no turn-up and no trump (BO-2). Every one of the 52 cards is in
    exactly one of the hands, the turn-up and the rest.

    >>> d = BlackoutDeal.deal(4, 13, dealer=0, deck=Deck.standard())   # BO-2
    >>> d.turn_up, d.trump, len(d.rest)
    (None, None, 0)
    >>> d = BlackoutDeal.deal(4, 2, dealer=3, deck=Deck.standard())    # C2 to player 0, C3 to 1 ...
    >>> str(d.hands[0]), str(d.turn_up), d.trump, d.leader
    ('...62', 'CT', <Suit.CLUBS: 0>, 0)
    """

    dealer: int
    """Who dealt (player number)."""
    hands: tuple[Hand, ...] = field(converter=_to_hands)
    """Each player's hand, by player number."""
    turn_up: Card | None
    """The card turned up for trump, or ``None`` when no card was left."""
    rest: Deck
    """The cards neither dealt nor turned up, top card first."""

    def __repr__(self) -> str:
        # One line, as a notebook shows it (the picture shows the hands).
        size = len(self.hands[0]) if self.hands else 0
        return (
            f"<BlackoutDeal dealer {self.dealer}: {len(self.hands)} hands of {size}, "
            f"turn-up {self.turn_up}, {len(self.rest)} cards left>"
        )

    def _repr_svg_(self) -> str:
        """Every hand and what lies beside them as SVG (Jupyter shows it): :func:`trickcards.pictures.deals.game_deal_svg`."""
        from trickcards.pictures.deals import game_deal_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return game_deal_svg(self)

    def __attrs_post_init__(self) -> None:
        players = _check_players(len(self.hands))
        _check_player(players, self.dealer)
        if not all(isinstance(h, Hand) for h in self.hands):
            raise InvalidDealError(f"{quote(self.hands)} is not a tuple of hands", DealStatus.WRONG_HAND_COUNT)
        sizes = {len(h) for h in self.hands}
        if len(sizes) != 1 or 0 in sizes:
            raise InvalidDealError(
                f"every hand of a deal holds the same number k >= 1 of cards, not {[len(h) for h in self.hands]}",
                DealStatus.WRONG_HAND_SIZE,
            )
        if self.turn_up is not None and not isinstance(self.turn_up, Card):
            raise InvalidDealError(f"{quote(self.turn_up)} is not a card to turn up", DealStatus.FOREIGN_CARD)
        if not isinstance(self.rest, Deck):
            raise InvalidDealError(f"{quote(self.rest)} is not the rest of the pack (a Deck)", DealStatus.MISSING_CARD)
        seen = 0
        parts = [h.mask for h in self.hands] + [c.mask for c in self.rest]
        if self.turn_up is not None:
            parts.append(self.turn_up.mask)
        for mask in parts:
            if seen & mask:
                raise InvalidDealError(
                    f"{Hand.from_mask(seen & mask)!s} appears twice in the deal", DealStatus.DUPLICATE_CARD
                )
            seen |= mask
        if seen != Deck.standard().to_hand().mask:
            raise InvalidDealError(
                "the hands, the turn-up and the rest must hold the 52 cards of the pack, each once",
                DealStatus.MISSING_CARD if seen.bit_count() < PACK else DealStatus.FOREIGN_CARD,
            )
        if self.turn_up is None and len(self.rest):
            raise InvalidDealError(
                "a card is left, so one must be turned up (section 9, Trump)", DealStatus.MISSING_CARD
            )

    @classmethod
    def deal(
        cls, players: int, hand_size: int, dealer: int, deck: Deck | random.Random | int | None = None
    ) -> BlackoutDeal:
        """Deal ``hand_size`` cards each one at a time from the dealer's left, then turn up the next card.

        ``deck`` is the 52-card pack in order (its top card goes to the dealer's left),
        or a seed or :class:`random.Random` to shuffle the standard pack with.
        """
        players = _check_players(players)
        _check_player(players, dealer)
        if not isinstance(deck, Deck):
            deck = Deck.standard().shuffled(random_source(deck))
        if len(deck) != PACK or deck.to_hand() != Deck.standard().to_hand():
            raise InvalidDealError(
                f"Blackout is dealt from the 52-card pack, not a {len(deck)}-card deck", DealStatus.FOREIGN_CARD
            )
        most = PACK // players
        if not isinstance(hand_size, int) or isinstance(hand_size, bool) or not 1 <= hand_size <= most:
            raise TrickcardsError(
                f"{quote(hand_size)} cards each: {players} players get 1 to {most} cards (section 9, Deals)"
            )
        dealt = deck.deal(players, hand_size=hand_size)
        hands = [Hand()] * players
        for position, hand in enumerate(dealt.hands):
            hands[(dealer + 1 + position) % players] = hand
        stock = dealt.stock
        turn_up = stock[0] if len(stock) else None
        return cls(dealer, tuple(hands), turn_up, stock[1:])

    @property
    def players(self) -> int:
        """The number of players."""
        return len(self.hands)

    @property
    def hand_size(self) -> int:
        """The cards each player holds: ``k``, also the number of tricks."""
        return len(self.hands[0])

    @property
    def trump(self) -> Suit | None:
        """The trump suit: the turn-up card's suit, or ``None`` (no trumps) when none was turned (BO-2)."""
        return None if self.turn_up is None else self.turn_up.suit

    @property
    def leader(self) -> int:
        """The player on the dealer's left, who bids first and leads to the first trick."""
        return (self.dealer + 1) % self.players
