"""Choosing the dealer, dealing, and the exchange of cards with the stock (sections 3-4).

:func:`draw_for_dealer` is the Mayfair draw of R1. :class:`Exchange` is the immutable
state of one deal from the deal to the end of the exchange: every step (a draw or a
discard) returns a new state or raises :class:`~trickcards.core.errors.IllegalStepError`
naming the rule, and every state accounts for all 55 cards.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Final

from attrs import field, frozen

from trickcards.bridgette.player import Player, to_player
from trickcards.core.cards import CARDS, Card, Group
from trickcards.core.deck import Deck
from trickcards.core.errors import DealStatus, IllegalStepError, InvalidDealError, TrickcardsError
from trickcards.core.frozen import FrozenMapping, assembled
from trickcards.core.hand import Hand
from trickcards.core.inputs import cards as to_cards
from trickcards.core.inputs import is_a, member, quote, typed_fields

__all__ = ["DEALER_DRAWS", "HAND_SIZE", "DealerDraw", "Exchange", "ExchangeOptions", "dealer_draw", "draw_for_dealer"]

HAND_SIZE: Final = 13
"""Cards each player is dealt and keeps after the exchange."""

NON_DEALER_DRAW: Final = 2
"""Cards the non-dealer takes from the stock (4.1)."""

DEALER_DRAWS: Final[Mapping[Group, int]] = FrozenMapping({Group.SPOTS: 4, Group.FACES: 8, Group.ACES: 12})
"""Cards the dealer takes, by the up-card's group (4.2): a colon counts as its group (read-only)."""

_FULL: Final = (1 << len(CARDS)) - 1


def dealer_draw(upcard: Card) -> int:
    """How many cards the dealer takes when ``upcard`` is turned up: 4, 8 or 12 (4.2).

    >>> dealer_draw(Card.parse("7C")), dealer_draw(Card.parse("QD")), dealer_draw(Card.parse("GC"))
    (4, 8, 12)
    """
    if not isinstance(upcard, Card):
        raise IllegalStepError(f"{quote(upcard)} is not a card: the up-card is a card of the Bridgette pack (4.2)")
    return DEALER_DRAWS[upcard.group]


# --- choosing the first dealer ------------------------------------------------------


@frozen(field_transformer=typed_fields)
class DealerDraw:
    """The draw for the first deal (R1): the cards each player drew and the dealer.

    ``cards[p]`` lists the cards player ``p`` drew in order: any colons (each redrawn)
    and last the card that counts.
    """

    cards: tuple[tuple[Card, ...], tuple[Card, ...]]
    """Each player's drawn cards, A's first."""
    dealer: Player
    """The player who drew the higher card."""


def _strength(card: Card) -> tuple[int, int]:
    assert card.rank is not None
    assert card.suit is not None
    return (card.rank, card.suit)


def draw_for_dealer(source: Deck | random.Random | int | None = None) -> DealerDraw:
    """Choose the first dealer by the Mayfair draw (R1).

    A draws from the top of the (shuffled) deck, then B. A player who draws a colon
    draws again. The higher card deals; equal ranks go by suit (S > H > D > C). Pass a
    shuffled :class:`~trickcards.Deck`, or a seed or :class:`random.Random` to shuffle
    the Bridgette pack. (The rules also allow simply naming the dealer: every other
    function takes the dealer as an argument.)

    >>> deck = Deck.parse("RC 9H KD 2S")
    >>> draw = draw_for_dealer(deck)
    >>> [str(c) for c in draw.cards[0]], [str(c) for c in draw.cards[1]], draw.dealer
    (['RC', 'H9'], ['DK'], <Player.B: 1>)
    """
    deck = source if isinstance(source, Deck) else Deck.bridgette().shuffled(source)
    cards = iter(deck.cards)
    drawn: list[tuple[Card, ...]] = []
    for player in Player:
        own: list[Card] = []
        for card in cards:
            own.append(card)
            if not card.is_colon:
                break
        if not own or own[-1].is_colon:
            raise IllegalStepError(f"the deck ran out before {player} drew a card that is not a colon (R1)")
        drawn.append(tuple(own))
    a, b = drawn[0][-1], drawn[1][-1]
    dealer = Player.A if _strength(a) > _strength(b) else Player.B
    return DealerDraw((drawn[0], drawn[1]), dealer)


# --- the exchange -------------------------------------------------------------------


@frozen(field_transformer=typed_fields)
class ExchangeOptions:
    """Options of the exchange (R2); the default is the recommended reading.

    ``upcard_to_non_dealer=True``: the up-card is the first of the non-dealer's two cards.
    ``False``: the up-card stays on the stock; the non-dealer takes the two cards below
    it and the dealer the N cards after those.
    """

    upcard_to_non_dealer: bool = True
    """R2: whether the non-dealer's two cards start with the up-card."""


def _step_cards(values: object) -> tuple[Card, ...]:
    """The cards a draw or discard names: cards or their text, in a list or one text (``"SA HK"``)."""
    if isinstance(values, Card):
        raise IllegalStepError(f"{quote(values)} is not a sequence of cards")
    return to_cards(values, "a sequence of cards", error=IllegalStepError)


def _step_player(value: object) -> Player:
    """The player of a draw or discard: a player, its letter or its index."""
    try:
        return to_player(value)
    except TrickcardsError:
        raise IllegalStepError(f"{quote(value)} is not a player (A or B, or 0 or 1)") from None


def _hand_pair(hands: Iterable[Hand]) -> tuple[Hand, Hand]:
    pair = tuple(hands) if isinstance(hands, Iterable) else (hands,)
    if len(pair) != 2 or not all(isinstance(h, Hand) for h in pair):
        raise InvalidDealError(f"{quote(pair)} is not a pair of hands", DealStatus.WRONG_HAND_COUNT)
    return (pair[0], pair[1])


def _count_pair(counts: Iterable[int]) -> tuple[int, int]:
    pair = tuple(counts) if isinstance(counts, Iterable) else (counts,)
    if len(pair) != 2 or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in pair):
        raise InvalidDealError(f"{quote(pair)} is not a pair of draw counts", DealStatus.WRONG_HAND_COUNT)
    return (pair[0], pair[1])


def _check_stock(instance: object, attribute: object, stock: Deck) -> None:
    if not isinstance(stock, Deck):
        raise InvalidDealError(
            f"{quote(stock)} is not a Deck: the stock is the cards left after the deal", DealStatus.MISSING_CARD
        )


def _check_options(instance: object, attribute: object, options: ExchangeOptions) -> None:
    if not isinstance(options, ExchangeOptions):
        raise IllegalStepError(f"{quote(options)} is not an ExchangeOptions value")


@frozen
class Exchange:
    """One deal from the deal to the end of the exchange: hands, stock, up-card and discards.

    The non-dealer draws 2 (the up-card first, R2), then the dealer draws 4, 8 or 12 by
    the up-card's group, then each discards back to 13 (either may discard first).
    :meth:`draw` and :meth:`discard` return a new state; a wrong count, a card not
    held, a card named twice or already taken, or a step out of order raises
    :class:`~trickcards.core.errors.IllegalStepError`. Every state holds all 55 cards exactly
    once among the hands, the discards and the stock.

    >>> ex = Exchange.deal(Deck.bridgette().shuffled(5), dealer=Player.A)
    >>> len(ex.stock), ex.next_step
    (29, 'B draws 2')
    >>> ex = ex.draw(Player.B).draw(Player.A)
    >>> ex.next_step == f"A discards {ex.dealer_draw}, B discards 2"
    True
    >>> ex = ex.discard(Player.B, list(ex.hands[Player.B])[:2])
    >>> ex = ex.discard(Player.A, list(ex.hands[Player.A])[: ex.dealer_draw])
    >>> ex.is_complete, [len(h) for h in ex.hands], len(ex.stock) == 27 - ex.dealer_draw
    (True, [13, 13], True)
    """

    dealer: Player = field(converter=to_player)
    """Who dealt; the other player is the non-dealer."""
    hands: tuple[Hand, Hand] = field(converter=_hand_pair)
    """The hands, indexed by :class:`Player`."""
    stock: Deck = field(validator=_check_stock)
    """The cards left in the stock, top first."""
    upcard: Card = field(validator=is_a(Card, "an up-card", error=IllegalStepError))
    """The card turned up after the deal (it decides the dealer's draw)."""
    discards: tuple[Hand, Hand] = field(default=(Hand(), Hand()), converter=_hand_pair)
    """The cards each player has discarded."""
    drawn: tuple[int, int] = field(default=(0, 0), converter=_count_pair)
    """How many cards each player has drawn so far."""
    options: ExchangeOptions = field(default=ExchangeOptions(), validator=_check_options)
    """The R2 option."""

    def __repr__(self) -> str:
        # One line, as a notebook shows it (the picture shows the rest).
        hands = " / ".join(str(hand) for hand in self.hands)
        return (
            f"<Exchange dealer {self.dealer}: {hands}, up-card {self.upcard}, "
            f"stock {len(self.stock)}, drawn {self.drawn[0]}/{self.drawn[1]}>"
        )

    def _repr_svg_(self) -> str:
        """Every hand and what lies beside them as SVG (Jupyter shows it): :func:`trickcards.pictures.deals.game_deal_svg`."""
        from trickcards.pictures.deals import game_deal_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return game_deal_svg(self)

    def __attrs_post_init__(self) -> None:
        places = [*self.hands, *self.discards, self.stock.to_hand()]
        seen = 0
        status = DealStatus.VALID
        for place in places:
            if seen & place.mask:
                status |= DealStatus.DUPLICATE_CARD
            seen |= place.mask
        if seen != _FULL:
            status |= DealStatus.MISSING_CARD
        for player in Player:
            held = len(self.hands[player]) + len(self.discards[player])
            if held != HAND_SIZE + self.drawn[player]:
                status |= DealStatus.WRONG_HAND_SIZE
        if status:
            raise InvalidDealError(
                f"not a Bridgette exchange state: {quote(status)}; the 55 cards must each be in exactly one place, "
                f"each hand holding 13 plus its draws less its discards (section 4)",
                status,
            )

    @classmethod
    def deal(cls, deck: Deck, dealer: Player, options: ExchangeOptions = ExchangeOptions()) -> Exchange:
        """Deal ``deck``, the 55-card pack in any order (3.3-3.4).

        13 cards go to each player, one at a time, non-dealer first; the other 29 form
        the stock, and its top card is turned up.
        """
        if not isinstance(deck, Deck) or deck.to_hand().mask != _FULL or len(deck) != len(CARDS):
            raise InvalidDealError(
                f"{quote(deck)} is not the Bridgette pack: deal the 52 cards and the three colons",
                DealStatus.MISSING_CARD,
            )
        dealer = to_player(dealer)
        dealt = deck.deal(2, hand_size=HAND_SIZE)
        hands = [Hand(), Hand()]
        hands[dealer.other], hands[dealer] = dealt.hands
        return cls(dealer, hands, dealt.stock, dealt.stock[0], options=options)

    # --- where the exchange stands ---------------------------------------------------

    @property
    def non_dealer(self) -> Player:
        """The dealer's opponent, who draws first."""
        return self.dealer.other

    @property
    def dealer_draw(self) -> int:
        """N: the cards the dealer takes, 4, 8 or 12 by the up-card (4.2)."""
        return DEALER_DRAWS[self.upcard.group]

    def draw_count(self, player: Player) -> int:
        """How many cards ``player`` must draw: 2 for the non-dealer, N for the dealer."""
        player = member(Player, player, "a Bridgette player")
        return self.dealer_draw if player is self.dealer else NON_DEALER_DRAW

    def has_discarded(self, player: Player) -> bool:
        """True once ``player`` is back to 13 cards after drawing."""
        player = member(Player, player, "a Bridgette player")
        return bool(self.drawn[player]) and len(self.hands[player]) == HAND_SIZE

    @property
    def is_complete(self) -> bool:
        """True when both players have drawn and discarded back to 13 cards."""
        return all(self.has_discarded(p) for p in Player)

    @property
    def next_step(self) -> str:
        """What happens next, in words: ``'B draws 2'``, ``'A discards 8, B discards 2'`` or ``'done'``."""
        if not self.drawn[self.non_dealer]:
            return f"{self.non_dealer} draws {NON_DEALER_DRAW}"
        if not self.drawn[self.dealer]:
            return f"{self.dealer} draws {self.dealer_draw}"
        steps = [
            f"{p} discards {self.draw_count(p)}" for p in (self.dealer, self.non_dealer) if not self.has_discarded(p)
        ]
        return ", ".join(steps) or "done"

    def _available(self) -> tuple[Card, ...]:
        """The stock cards that may be drawn, top first (under R2's alternative the up-card stays)."""
        cards = self.stock.cards
        if not self.options.upcard_to_non_dealer and cards and cards[0] is self.upcard:
            return cards[1:]
        return cards

    # --- drawing ----------------------------------------------------------------------

    def _draw_problem(self, player: object, cards: tuple[object, ...] | None) -> str | None:
        if not isinstance(player, Player):
            return f"{quote(player)} is not a player (A or B)"
        if self.drawn[player]:
            return f"{player} has already drawn; each player draws once (section 4)"
        if player is self.dealer and not self.drawn[self.non_dealer]:
            return f"the non-dealer {self.non_dealer} draws first, then the dealer {player} (section 4)"
        count = self.draw_count(player)
        if cards is None:
            return None
        rule = "4.2" if player is self.dealer else "4.1"
        role = "dealer" if player is self.dealer else "non-dealer"
        if len(cards) != count:
            return f"the {role} {player} draws exactly {count} cards, not {len(cards)} ({rule})"
        seen = 0
        for card in cards:
            if not isinstance(card, Card):
                return f"{quote(card)} is not a card"
            if seen & card.mask:
                return f"{card} is named twice; each card is taken once ({rule})"
            seen |= card.mask
        expected = self._available()[:count]
        for card, due in zip(cards, expected, strict=False):
            if card is not due:
                where = self._where(card)
                if where != "stock":
                    return f"{card} was already taken: it is {where}, not in the stock ({rule})"
                return f"the {role} takes the top cards of the stock in order: {due} is next, not {card} ({rule})"
        return None

    def _where(self, card: object) -> str:
        for player in Player:
            if card in self.hands[player]:
                return f"in {player}'s hand"
            if card in self.discards[player]:
                return f"among {player}'s discards"
        return "stock"

    def can_draw(self, player: Player | str | int, cards: Iterable[Card | str] | str | None = None) -> bool:
        """True when ``player`` may draw now (and, if given, take exactly ``cards``)."""
        try:
            self.verify_draw(player, cards)
        except TrickcardsError:
            return False
        return True

    def verify_draw(self, player: Player | str | int, cards: Iterable[Card | str] | str | None = None) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalStepError` unless ``player`` may draw now.

        >>> ex = Exchange.deal(Deck.bridgette(), dealer=Player.A)
        >>> ex.verify_draw(Player.A)
        Traceback (most recent call last):
        ...
        trickcards.core.errors.IllegalStepError: the non-dealer B draws first, then the dealer A (section 4)
        """
        problem = self._draw_problem(_step_player(player), None if cards is None else _step_cards(cards))
        if problem is not None:
            raise IllegalStepError(problem)

    def draw(self, player: Player | str | int, cards: Iterable[Card | str] | str | None = None) -> Exchange:
        """A new state with ``player``'s draw (a player, its letter or index) taken from the top of the stock.

        ``cards``, when given, names the cards taken (cards or their text); they must be
        exactly the next 2 (non-dealer) or N (dealer) cards of the stock, in order.
        """
        player = _step_player(player)
        named = None if cards is None else _step_cards(cards)
        problem = self._draw_problem(player, named)
        if problem is not None:
            raise IllegalStepError(problem)
        count = self.draw_count(player)
        taken = self._available()[:count]
        if len(taken) < count:
            raise IllegalStepError(f"the stock holds {len(taken)} cards; {player} must draw {count} (section 4)")
        taken_mask = Hand(taken).mask
        stock = Deck(c for c in self.stock.cards if not c.mask & taken_mask)
        hands = list(self.hands)
        hands[player] = Hand.from_mask(hands[player].mask | taken_mask)
        drawn = list(self.drawn)
        drawn[player] = count
        return self._moved((hands[0], hands[1]), stock, self.discards, (drawn[0], drawn[1]))

    # --- discarding ---------------------------------------------------------------------

    def _discard_problem(self, player: object, cards: tuple[object, ...]) -> str | None:
        if not isinstance(player, Player):
            return f"{quote(player)} is not a player (A or B)"
        if not all(self.drawn):
            return f"both players draw before anyone discards: next is '{self.next_step}' (section 4)"
        if self.has_discarded(player):
            return f"{player} has already discarded back to 13 cards (4.3)"
        hand = self.hands[player]
        count = len(hand) - HAND_SIZE
        seen = 0
        for card in cards:
            if not isinstance(card, Card):
                return f"{quote(card)} is not a card"
            if seen & card.mask:
                return f"{card} is named twice in {player}'s discard (4.3)"
            seen |= card.mask
            if card not in hand:
                return (
                    f"{player} does not hold {card} ({self._where(card)}); a player discards from their own hand (4.3)"
                )
        if len(cards) != count:
            return f"{player} must discard exactly {count} cards to keep 13, not {len(cards)} (4.3)"
        return None

    def can_discard(self, player: Player | str | int, cards: Iterable[Card | str] | str) -> bool:
        """True when ``player`` may discard exactly ``cards`` now."""
        try:
            self.verify_discard(player, cards)
        except TrickcardsError:
            return False
        return True

    def verify_discard(self, player: Player | str | int, cards: Iterable[Card | str] | str) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalStepError` unless ``player`` may discard ``cards`` now."""
        problem = self._discard_problem(_step_player(player), _step_cards(cards))
        if problem is not None:
            raise IllegalStepError(problem)

    def discard(self, player: Player | str | int, cards: Iterable[Card | str] | str) -> Exchange:
        """A new state with ``cards`` (cards or their text) moved from ``player``'s hand to their discards (4.3)."""
        player = _step_player(player)
        named = _step_cards(cards)
        problem = self._discard_problem(player, named)
        if problem is not None:
            raise IllegalStepError(problem)
        mask = Hand(c for c in named if isinstance(c, Card)).mask  # all are: checked above
        hands = list(self.hands)
        discards = list(self.discards)
        hands[player] = Hand.from_mask(hands[player].mask & ~mask)
        discards[player] = Hand.from_mask(discards[player].mask | mask)
        return self._moved((hands[0], hands[1]), self.stock, (discards[0], discards[1]), self.drawn)

    def _moved(
        self, hands: tuple[Hand, Hand], stock: Deck, discards: tuple[Hand, Hand], drawn: tuple[int, int]
    ) -> Exchange:
        """The exchange after a checked draw or discard moved cards: each still in one place, so not checked again."""
        return assembled(
            Exchange,
            dealer=self.dealer,
            hands=hands,
            stock=stock,
            upcard=self.upcard,
            discards=discards,
            drawn=drawn,
            options=self.options,
        )
