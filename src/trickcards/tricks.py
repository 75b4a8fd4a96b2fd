"""The shared trick-play engine: tricks, trick winners, and follow and lead rules.

Every game plugs into the same machinery. A game describes one deal's play with a
:class:`TrickRules` value: the trump suit (or none), the rank order of trumps and of
plain suits, a *follow rule* (which cards may follow to a trick) and a *lead rule*
(which cards may be led). Rules are small frozen objects that compose:

* :class:`FollowSuit` (bridge, Blackout), :class:`FollowSuitOrTrump` (Brandeln),
  :class:`HeadTheTrick` (wraps another rule: play a winning card when able),
  :class:`ColonFollow` (wraps another rule with Bridgette's colon rules P3-P4);
* :class:`AnyLead`, :class:`NoTrumpLead` (Partnership Blackout), :class:`ColonLeadBar`
  (Bridgette's bar on the suit after a colon follow).

:class:`TrickPlay` is an immutable play state built on them; game modules wrap it.
Sets of cards are int bit masks here, as in :class:`~trickcards.Hand`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Final, Protocol

from attrs import Attribute, field, frozen

from trickcards import _kernel, inputs
from trickcards.cards import CARDS, COLON_MASK, STANDARD_ORDER, SUIT_MASKS, Card, Group, RankOrder, Suit, cards_of
from trickcards.deck import random_source
from trickcards.errors import IllegalPlayError, ParseError, TrickcardsError
from trickcards.frozen import Frozen
from trickcards.hand import Hand, hand_of_mask
from trickcards.inputs import quote, typed_fields
from trickcards.seats import Seat

__all__ = [
    "AnyLead",
    "ColonFollow",
    "ColonLeadBar",
    "FollowRule",
    "FollowSuit",
    "FollowSuitOrTrump",
    "HeadTheTrick",
    "LeadRule",
    "NoTrumpLead",
    "Trick",
    "TrickPlay",
    "TrickRules",
    "random_playout",
]

_ALL_SUITS: Final = SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2] | SUIT_MASKS[3]
_ALL_CARDS: Final = _ALL_SUITS | COLON_MASK
# By the index of the card led: the cards that follow suit to it (every card after a
# colon lead, which has no suit), so following suit is one AND with no branch on the suit.
_FOLLOW_MASKS: Final[tuple[int, ...]] = tuple(_ALL_CARDS if c.suit is None else SUIT_MASKS[c.suit] for c in CARDS)
# By card index: the mask of the colon of the card's rank group (Bridgette P3).
_GROUP_COLON_MASKS: Final[tuple[int, ...]] = tuple(Card.colon(c.group).mask for c in CARDS)


# --- rules ----------------------------------------------------------------------


def _is_rule(value: object) -> bool:
    """True for an object with the ``legal`` and ``explain`` methods of a follow or lead rule."""
    return callable(getattr(value, "legal", None)) and callable(getattr(value, "explain", None))


def _follow_rule(instance: object, attribute: Attribute[FollowRule], value: FollowRule) -> None:
    if not _is_rule(value):
        raise TrickcardsError(
            f"{attribute.name}={quote(value)} is not a FollowRule: it needs legal() and explain() methods"
        )


class FollowRule(Protocol):
    """Which cards of a hand may be played to a trick already led."""

    def legal(self, hand: int, trick: Sequence[Card], rules: TrickRules) -> int:
        """The bit mask of the cards of ``hand`` that may follow to ``trick``."""
        ...

    def explain(self, card: Card, hand: int, trick: Sequence[Card], rules: TrickRules) -> tuple[str, str]:
        """Why an illegal ``card`` may not follow: a reason code and the rule in words."""
        ...


class LeadRule(Protocol):
    """Which cards of a hand may be led to a new trick."""

    def legal(self, hand: int, history: Sequence[Trick], rules: TrickRules) -> int:
        """The bit mask of the cards of ``hand`` that may be led, given the earlier tricks."""
        ...

    def explain(self, card: Card, hand: int, history: Sequence[Trick], rules: TrickRules) -> tuple[str, str]:
        """Why an illegal ``card`` may not be led: a reason code and the rule in words."""
        ...


@frozen
class FollowSuit:
    """Follow the suit led when able; otherwise play anything (bridge Law 44C-D).

    A colon lead (Bridgette) has no suit, so any card may follow it.
    """

    def legal(self, hand: int, trick: Sequence[Card], rules: TrickRules) -> int:
        return hand & _FOLLOW_MASKS[trick[0].index] or hand

    def explain(self, card: Card, hand: int, trick: Sequence[Card], rules: TrickRules) -> tuple[str, str]:
        led = trick[0].suit
        name = "the suit led" if led is None else led.name.lower()
        return "revoke", f"a player who holds {name} must follow suit"


@frozen
class FollowSuitOrTrump:
    """Follow suit; when void, play a trump if holding one (Brandeln L3)."""

    def legal(self, hand: int, trick: Sequence[Card], rules: TrickRules) -> int:
        led = trick[0].suit
        if led is None:
            return hand
        following = hand & SUIT_MASKS[led]
        if following:
            return following
        if rules.trump is not None:
            return hand & SUIT_MASKS[rules.trump] or hand
        return hand

    def explain(self, card: Card, hand: int, trick: Sequence[Card], rules: TrickRules) -> tuple[str, str]:
        led = trick[0].suit
        if led is not None and hand & SUIT_MASKS[led]:
            return "revoke", f"a player who holds {led.name.lower()} must follow suit"
        return "must-trump", "a player void in the suit led must play a trump when holding one"


@frozen
class HeadTheTrick:
    """Of the cards ``base`` allows, play one that wins the trick so far, when able.

    Brandeln's Null (L4): follow suit and beat the highest card of the suit led so far
    if possible. Wrapping :class:`FollowSuitOrTrump` in a trump game gives Meyers's
    "follow and beat if possible", which includes overtrumping.
    """

    base: FollowRule = field(factory=FollowSuit, validator=_follow_rule)

    def legal(self, hand: int, trick: Sequence[Card], rules: TrickRules) -> int:
        allowed = self.base.legal(hand, trick, rules)
        position = len(trick)
        winning = 0
        for card in cards_of(allowed):
            if rules._winner_position((*trick, card)) == position:
                winning |= card.mask
        return winning or allowed

    def explain(self, card: Card, hand: int, trick: Sequence[Card], rules: TrickRules) -> tuple[str, str]:
        if not self.base.legal(hand, trick, rules) & card.mask:
            return self.base.explain(card, hand, trick, rules)
        return "must-head", "a player able to beat the cards played so far must do so (head the trick)"


@frozen
class ColonFollow:
    """Bridgette's colon rules on top of ``base`` (Bridgette rules P3 and P4).

    To a suited lead the colon of the led card's group may always be played instead of
    following suit; other suited cards follow ``base``; a colon of another group only
    when nothing else is legal (R8). Any card may follow a colon lead (P4).
    """

    base: FollowRule = field(factory=FollowSuit, validator=_follow_rule)

    def legal(self, hand: int, trick: Sequence[Card], rules: TrickRules) -> int:
        lead = trick[0]
        if lead.suit is None:
            return hand
        suited = hand & _ALL_SUITS
        allowed = self.base.legal(suited, trick, rules) if suited else 0
        allowed |= hand & _GROUP_COLON_MASKS[lead.index]
        return allowed or hand & COLON_MASK

    def explain(self, card: Card, hand: int, trick: Sequence[Card], rules: TrickRules) -> tuple[str, str]:
        lead = trick[0]
        if card.is_colon:
            return "colon", (
                f"only the colon of the led card's group ({Card.colon(lead.group).pretty()}) may replace "
                "following suit; another colon only when nothing else is legal (P3)"
            )
        return self.base.explain(card, hand & _ALL_SUITS, trick, rules)


@frozen
class AnyLead:
    """Any card may be led."""

    def legal(self, hand: int, history: Sequence[Trick], rules: TrickRules) -> int:
        return hand

    def explain(self, card: Card, hand: int, history: Sequence[Trick], rules: TrickRules) -> tuple[str, str]:
        return "not-held", "the card is not in the leader's hand"


@frozen(field_transformer=typed_fields)
class NoTrumpLead:
    """No trump may be led while the leader holds another suit (Partnership Blackout P2).

    With ``until_broken=True`` trumps may be led once a trump has been played to an
    earlier trick (the Spades "broken" rule, Partnership Blackout R7 alternative).
    """

    until_broken: bool = False

    def legal(self, hand: int, history: Sequence[Trick], rules: TrickRules) -> int:
        if rules.trump is None:
            return hand
        trumps = SUIT_MASKS[rules.trump]
        if self.until_broken and any(c.suit is rules.trump for t in history for c in t.cards):
            return hand
        return hand & ~trumps or hand

    def explain(self, card: Card, hand: int, history: Sequence[Trick], rules: TrickRules) -> tuple[str, str]:
        when = "before trumps are broken" if self.until_broken else "while holding another suit"
        return "lead-restriction", f"a trump may not be led {when}"


@frozen(field_transformer=typed_fields)
class ColonLeadBar:
    """Bridgette P6: after a suited lead was answered by a colon, that suit may not be led next.

    The bar lasts one trick and yields when the leader holds only the barred suit. With
    ``bar_colons=True`` colon leads are barred too (Wikipedia's reading, R9 alternative).
    """

    bar_colons: bool = False

    def barred(self, history: Sequence[Trick]) -> Suit | None:
        """The suit barred for the next lead, if the last trick was a colon follow."""
        if not history:
            return None
        last = history[-1].cards
        if last and last[0].suit is not None:
            for card in last[1:]:
                if card.suit is None:
                    return last[0].suit
        return None

    def legal(self, hand: int, history: Sequence[Trick], rules: TrickRules) -> int:
        suit = self.barred(history)
        if suit is None:
            return hand
        bar = SUIT_MASKS[suit] | (COLON_MASK if self.bar_colons else 0)
        return hand & ~bar or hand

    def explain(self, card: Card, hand: int, history: Sequence[Trick], rules: TrickRules) -> tuple[str, str]:
        suit = self.barred(history)
        name = "that suit" if suit is None else suit.name.lower()
        return "lead-restriction", f"{name} may not be led to the trick after a colon follow (P6)"


@frozen
class TrickRules:
    """How one deal's tricks are played: trumps, rank orders, follow and lead rules.

    >>> rules = TrickRules(trump=Suit.HEARTS)
    >>> rules.winner_position([Card.parse(c) for c in ("S5", "SK", "H2", "SA")])
    2
    """

    trump: Suit | None = None
    trump_order: RankOrder = STANDARD_ORDER
    plain_order: RankOrder = STANDARD_ORDER
    follow: FollowRule = field(factory=FollowSuit)
    lead: LeadRule = field(factory=AnyLead)
    _trump_key: tuple[int, ...] = field(init=False, eq=False, repr=False)
    _plain_key: tuple[int, ...] = field(init=False, eq=False, repr=False)
    # Fast paths of TrickPlay.play, decided once per rules value (see there).
    _follows_suit: bool = field(init=False, eq=False, repr=False)
    _any_lead: bool = field(init=False, eq=False, repr=False)
    _standard_orders: bool = field(init=False, eq=False, repr=False)
    _trump_mask: int = field(init=False, eq=False, repr=False)
    # The rules as the kernel's numbers (its follow and lead rules, or OTHER).
    _tables: _kernel.TrickTables = field(init=False, eq=False, repr=False)

    def __reduce__(self) -> tuple[type[TrickRules], tuple[object, ...]]:
        # The settings alone: the derived tables are rebuilt, so a pickle holds no kernel
        # object and loads in either build.
        return (TrickRules, (self.trump, self.trump_order, self.plain_order, self.follow, self.lead))

    def __attrs_post_init__(self) -> None:
        if self.trump is not None and not isinstance(self.trump, Suit):
            raise TrickcardsError(f"{quote(self.trump)} is not a trump suit: expected a Suit or None")
        for name, order in (("trump_order", self.trump_order), ("plain_order", self.plain_order)):
            if not isinstance(order, RankOrder):
                raise TrickcardsError(f"{name}={quote(order)} is not a RankOrder")
        for name, rule, kind in (("follow", self.follow, "FollowRule"), ("lead", self.lead, "LeadRule")):
            if not _is_rule(rule):
                raise TrickcardsError(f"{name}={quote(rule)} is not a {kind}: it needs legal() and explain() methods")
        plain = tuple(self.plain_order.strength(c.rank) if c.rank else 0 for c in CARDS)
        trump = tuple(100 + self.trump_order.strength(c.rank) if c.rank and c.suit is self.trump else 0 for c in CARDS)
        object.__setattr__(self, "_plain_key", plain)
        object.__setattr__(self, "_trump_key", trump)
        object.__setattr__(self, "_follows_suit", type(self.follow) is FollowSuit)
        object.__setattr__(self, "_any_lead", type(self.lead) is AnyLead)
        standard = self.trump_order == STANDARD_ORDER and self.plain_order == STANDARD_ORDER
        object.__setattr__(self, "_standard_orders", standard)
        object.__setattr__(self, "_trump_mask", 0 if self.trump is None else SUIT_MASKS[self.trump])
        tables = _kernel.TrickTables(
            _kernel_follow(self.follow),
            _kernel_lead(self.lead),
            self._trump_mask,
            standard,
            trump,
            plain,
            _GROUPS,
            _GROUP_COLON_MASKS,
        )
        object.__setattr__(self, "_tables", tables)

    def winner_position(self, cards: Sequence[Card]) -> int:
        """Position (0 = the lead) of the card winning ``cards`` so far.

        The highest trump wins, else the highest card of the suit led; colons never win
        a suited trick. A led colon is beaten by the highest trump, else by the first
        card of the colon's own group (Bridgette P5); otherwise the leader wins.
        """
        try:
            if not cards:
                raise TrickcardsError("an empty trick has no winner")
            return self._winner_position(cards)
        except (AttributeError, TypeError, IndexError):
            raise TrickcardsError(
                f"{quote(cards)} is not a trick's cards: expected a sequence of Card values"
            ) from None

    def _winner_position(self, cards: Sequence[Card]) -> int:
        lead = cards[0]
        trump_key = self._trump_key
        if lead.suit is None:
            best, best_key = 0, 0
            for position, card in enumerate(cards):
                if trump_key[card.index] > best_key:
                    best, best_key = position, trump_key[card.index]
            if best_key:
                return best
            for position, card in enumerate(cards):
                if position and card.suit is not None and card.group is lead.group:
                    return position
            return 0
        led = lead.suit
        plain_key = self._plain_key
        best, best_key = 0, trump_key[lead.index] or plain_key[lead.index]
        for position in range(1, len(cards)):
            card = cards[position]
            key = trump_key[card.index] or (plain_key[card.index] if card.suit is led else 0)
            if key > best_key:
                best, best_key = position, key
        return best

    def legal_leads(self, hand: int, history: Sequence[Trick] = ()) -> int:
        """The bit mask of the cards of ``hand`` that may be led."""
        return self.lead.legal(hand, history, self)

    def legal_follows(self, hand: int, trick: Sequence[Card]) -> int:
        """The bit mask of the cards of ``hand`` that may follow to ``trick``."""
        if type(hand) is not int or hand < 0 or hand >> len(CARDS):
            hand = inputs.integer(hand, "a hand's bit mask", low=0, high=(1 << len(CARDS)) - 1)
        if not isinstance(trick, tuple | list) or not all(type(card) is Card for card in trick):
            trick = inputs.cards(trick, "the cards of a trick")
        return self.follow.legal(hand, trick, self)


_GROUPS: Final[tuple[int, ...]] = tuple(list(Group).index(c.group) for c in CARDS)


def _kernel_follow(rule: FollowRule) -> int:
    """The kernel's number for a follow rule it implements, else ``OTHER`` (the rule object is asked)."""
    if type(rule) is FollowSuit:
        return _kernel.FOLLOW_SUIT
    if type(rule) is FollowSuitOrTrump:
        return _kernel.FOLLOW_SUIT_OR_TRUMP
    if type(rule) is ColonFollow and type(rule.base) is FollowSuit:
        return _kernel.COLON_FOLLOW_SUIT
    if type(rule) is HeadTheTrick and type(rule.base) is FollowSuit:
        return _kernel.HEAD_FOLLOW_SUIT
    if type(rule) is HeadTheTrick and type(rule.base) is FollowSuitOrTrump:
        return _kernel.HEAD_FOLLOW_SUIT_OR_TRUMP
    return _kernel.OTHER


def _kernel_lead(rule: LeadRule) -> int:
    """The kernel's number for a lead rule it implements, else ``OTHER``."""
    if type(rule) is AnyLead:
        return _kernel.ANY_LEAD
    # Only a bool option is taken over (any other value keeps the rule object's own reading of it).
    if type(rule) is NoTrumpLead and type(rule.until_broken) is bool:
        return _kernel.NO_TRUMP_LEAD_UNTIL_BROKEN if rule.until_broken else _kernel.NO_TRUMP_LEAD
    if type(rule) is ColonLeadBar and type(rule.bar_colons) is bool:
        return _kernel.COLON_LEAD_BAR_WITH_COLONS if rule.bar_colons else _kernel.COLON_LEAD_BAR
    return _kernel.OTHER


def _to_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    given: object = cards  # any object may come in at run time
    if isinstance(given, str | bytes):
        raise TrickcardsError(f"{quote(cards)} is not a trick's cards: give Card values, or use Trick.parse for text")
    try:
        return tuple(cards)
    except TypeError:
        raise TrickcardsError(f"{quote(cards)} is not a trick's cards: expected a sequence of Card values") from None


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# --- tricks ---------------------------------------------------------------------


@frozen
class Trick:
    """One trick: who led and the cards in the order played.

    Players are numbered (a :class:`~trickcards.Seat` is an int too); card ``i`` was
    played by player ``(leader + i) % players``.

    >>> t = Trick.parse("N: S5 SK H2 SA")
    >>> t.winner(TrickRules(trump=Suit.HEARTS)), str(t)
    (<Seat.SOUTH: 2>, 'N: S5 SK H2 SA')
    """

    leader: int
    cards: tuple[Card, ...] = field(default=(), converter=_to_cards)
    players: int = 4

    def __attrs_post_init__(self) -> None:
        if not _is_int(self.players) or self.players < 2:
            raise TrickcardsError(f"a trick needs at least 2 players, not {quote(self.players)}")
        if not _is_int(self.leader) or not 0 <= self.leader < self.players:
            raise TrickcardsError(f"{quote(self.leader)} is not a leader among {quote(self.players)} players")
        if len(self.cards) > self.players:
            raise TrickcardsError(
                f"a trick of {quote(self.players)} players holds at most that many cards, not {len(self.cards)}"
            )
        if not all(isinstance(c, Card) for c in self.cards) or len(set(self.cards)) != len(self.cards):
            raise TrickcardsError(f"{quote(self.cards)} is not a trick: each card appears once")

    @classmethod
    def parse(cls, text: str, players: int = 4) -> Trick:
        """Read ``"N: S5 SK H2 SA"`` (a seat letter, or a player number, then the cards)."""
        body = inputs.text(text, "a trick")
        if ":" not in body:
            raise ParseError(f"{quote(text)} is not a trick: expected 'leader: card card ...'")
        who, _, rest = body.partition(":")
        try:
            who = inputs.word(who, "a leader")
            leader: int = (
                inputs.parse_integer(who, "a leader", low=0) if who.isascii() and who.isdigit() else Seat.parse(who)
            )
            return cls(leader, tuple(Card.parse(t) for t in rest.split()), players)
        except TrickcardsError as error:
            raise ParseError(f"{quote(text)} is not a trick: {error}") from None

    @property
    def is_complete(self) -> bool:
        """True once every player has played."""
        return len(self.cards) == self.players

    @property
    def lead(self) -> Card | None:
        """The card led, or ``None`` before the lead."""
        return self.cards[0] if self.cards else None

    def player(self, position: int) -> int:
        """Who played (or plays) the card at ``position``."""
        if not _is_int(position) or not 0 <= position < self.players:
            raise TrickcardsError(f"{quote(position)} is not a position in a trick of {self.players} players")
        player = (self.leader + position) % self.players
        return type(self.leader)(player) if type(self.leader) is not int else player

    @property
    def next_player(self) -> int | None:
        """Who plays next, or ``None`` when the trick is complete."""
        return None if self.is_complete else self.player(len(self.cards))

    def add(self, card: Card) -> Trick:
        """A new trick with ``card`` played to it (no legality check: see :class:`TrickPlay`)."""
        return Trick(self.leader, (*self.cards, card), self.players)

    def winner(self, rules: TrickRules) -> int:
        """The player whose card wins the trick so far under ``rules``."""
        if not isinstance(rules, TrickRules):
            raise TrickcardsError(f"{quote(rules)} is not a TrickRules value")
        return self.player(rules.winner_position(self.cards))

    def _repr_svg_(self) -> str:
        """The trick as SVG (Jupyter shows it): :func:`trickcards.pictures.svg.trick_svg`."""
        from trickcards.pictures.svg import trick_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return trick_svg(self)

    def __str__(self) -> str:
        return f"{self.leader}: " + " ".join(str(c) for c in self.cards)


def _trick(leader: int, cards: tuple[Card, ...], players: int) -> Trick:
    """A trick built without the checks of ``Trick()``, for states the engine has already checked."""
    trick = _new(Trick)
    _set_leader(trick, leader)
    _set_trick_cards(trick, cards)
    _set_players(trick, players)
    return trick


# Immutable values refuse __setattr__, so the engine's private constructors set slots
# through the slot descriptors, fetched once here: about half the cost of
# object.__setattr__ per slot, on a path taken for every card of every playout.
_new = object.__new__
_set_leader = Trick.__dict__["leader"].__set__
_set_trick_cards = Trick.__dict__["cards"].__set__
_set_players = Trick.__dict__["players"].__set__


# --- play -----------------------------------------------------------------------


_SEATS: Final[dict[tuple[type[int], int], tuple[int, ...]]] = {}


def _seats(kind: type[int], players: int) -> tuple[int, ...]:
    """Player numbers 0 .. players-1 as values of ``kind`` (int, Seat, Player ...), built once per kind."""
    seats = _SEATS.get((kind, players))
    if seats is None:
        seats = _SEATS[kind, players] = tuple(kind(p) for p in range(players))
    return seats


class _Setup:
    """What every state of one deal's play shares: built once by :meth:`TrickPlay.start`."""

    __slots__ = ("dealt", "players", "rules", "seats", "total_tricks")

    def __init__(self, rules: TrickRules, dealt: tuple[int, ...], total_tricks: int, seats: tuple[int, ...]) -> None:
        self.rules = rules
        self.dealt = dealt  # each player's hand as dealt; the hand now is dealt & (cards not played)
        self.total_tricks = total_tricks
        self.players = len(dealt)
        self.seats = seats  # player number -> the value reported (a Seat when the leader was a Seat)

    def __reduce__(self) -> tuple[type[_Setup], tuple[TrickRules, tuple[int, ...], int, tuple[int, ...]]]:
        # Pickle protocols 0 and 1 cannot save a class with __slots__ on their own.
        return (_Setup, (self.rules, self.dealt, self.total_tricks, self.seats))


_Round = tuple[int, tuple[Trick, ...], tuple[int, ...], int]
"""Per trick: the leader, the completed tricks, the tricks won per player, the cards left at the lead."""


class TrickPlay(Frozen):
    """An immutable trick-by-trick play state for any game built on :class:`TrickRules`.

    ``play(card)`` returns a new state; nothing is mutated. The winner of each trick
    leads to the next. Players are numbered 0 .. n-1 (seats for four-handed games).

    >>> from trickcards.seats import Seat
    >>> hands = [Hand.parse(h) for h in ("A...", "K...", "2...", "3...")]
    >>> p = TrickPlay.start(TrickRules(), hands, leader=Seat.NORTH)
    >>> p = p.play(Card.parse("SA")).play(Card.parse("SK")).play(Card.parse("S2"))
    >>> p = p.play(Card.parse("S3"))
    >>> p.is_complete, p.tricks_won
    (True, (1, 0, 0, 0))
    """

    def __init__(self, *args: object, **kwargs: object) -> None:
        # States come from start() and play(); a bare TrickPlay() would have no state at all.
        raise TrickcardsError("TrickPlay states are made by TrickPlay.start(rules, hands, leader)")

    # A new state is built for every card played, so a state holds only what a card
    # changes: the cards not yet played (one mask for all hands), the cards of the trick
    # in progress and the next player's legal cards, computed once here rather than in
    # both legal_cards() and play(). What changes once a trick is shared by the states
    # of that trick (_round), and what never changes by every state of the deal (_setup).
    __slots__ = ("_cards", "_left", "_legal", "_round", "_setup")

    _setup: _Setup
    _round: _Round
    _left: int
    _cards: tuple[Card, ...]
    _legal: int

    @classmethod
    def start(cls, rules: TrickRules, hands: Sequence[Hand], leader: int) -> TrickPlay:
        """The state before the opening lead: all hands the same size, no card shared."""
        if not isinstance(rules, TrickRules):
            raise TrickcardsError(f"{quote(rules)} is not a TrickRules value")
        given: object = hands  # any object may come in at run time
        if isinstance(given, str | bytes | Hand):
            raise TrickcardsError(f"{quote(hands)} is not a sequence of hands: give one Hand per player")
        try:
            hands = tuple(hands)
        except TypeError:
            raise TrickcardsError(f"{quote(hands)} is not a sequence of hands: give one Hand per player") from None
        for hand in hands:
            if not isinstance(hand, Hand):
                raise TrickcardsError(f"{quote(hand)} is not a Hand: give one Hand per player")
        players = len(hands)
        if players < 2:
            raise TrickcardsError(f"trick play needs at least 2 hands, not {players}")
        sizes = {len(h) for h in hands}
        if len(sizes) != 1:
            raise TrickcardsError(
                f"every hand must hold the same number of cards to play tricks, not {sorted(len(h) for h in hands)}"
            )
        seen = 0
        for hand in hands:
            if seen & hand.mask:
                raise TrickcardsError(f"{quote(str(Hand.from_mask(seen & hand.mask)))} is held by two players")
            seen |= hand.mask
        if not _is_int(leader) or not 0 <= leader < players:
            raise TrickcardsError(f"{quote(leader)} is not a leader among {players} players")
        return _start(rules, tuple(h.mask for h in hands), sizes.pop(), leader)

    # --- the state ------------------------------------------------------------------

    @property
    def rules(self) -> TrickRules:
        """The rules of this deal's play."""
        return self._setup.rules

    @property
    def total_tricks(self) -> int:
        """How many tricks the deal has."""
        return self._setup.total_tricks

    @property
    def trick(self) -> Trick:
        """The trick in progress (empty before its lead)."""
        return _trick(self._round[0], self._cards, self._setup.players)

    @property
    def history(self) -> tuple[Trick, ...]:
        """The completed tricks, in order."""
        return self._round[1]

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks won so far by each player."""
        return self._round[2]

    @property
    def hands(self) -> tuple[Hand, ...]:
        """The cards each player still holds."""
        left = self._left
        return tuple(hand_of_mask(m & left) for m in self._setup.dealt)

    @property
    def is_complete(self) -> bool:
        """True once every trick has been played."""
        return not self._left

    @property
    def next_player(self) -> int | None:
        """Who plays the next card, or ``None`` when play is over."""
        if not self._left:
            return None
        setup = self._setup
        return setup.seats[(self._round[0] + len(self._cards)) % setup.players]

    def legal_cards(self) -> Hand:
        """The cards the next player may play (empty when play is over)."""
        return hand_of_mask(self._legal)

    def can_play(self, card: Card | str) -> bool:
        """True when the next player may play ``card`` (a card or its text) now."""
        if isinstance(card, str):
            try:
                card = Card.parse(card)
            except TrickcardsError:
                return False
        return isinstance(card, Card) and bool(self._legal & card.mask)

    def verify_play(self, card: Card | str) -> None:
        """Raise :class:`~trickcards.errors.IllegalPlayError` unless ``card`` (a card or its text) may be played now."""
        if isinstance(card, str):
            card = Card.parse(card)
        if not isinstance(card, Card):
            raise IllegalPlayError(f"{quote(card)} is not a Card", "not-a-card")
        if self.is_complete:
            raise IllegalPlayError(f"cannot play {card}: all {self.total_tricks} tricks have been played", "play-over")
        trick = self.trick
        player = trick.player(len(trick.cards))
        hand = self._setup.dealt[player] & self._left
        if not hand & card.mask:
            raise IllegalPlayError(
                f"player {player} does not hold {card}: a card is played from the hand of the player to play (not held)",
                "not-held",
            )
        if self._legal & card.mask:
            return
        rules = self.rules
        if trick.cards:
            code, rule = rules.follow.explain(card, hand, trick.cards, rules)
        else:
            code, rule = rules.lead.explain(card, hand, self.history, rules)
        raise IllegalPlayError(f"player {player} may not play {card}: {rule}", code)

    def play(self, card: Card | str) -> TrickPlay:
        """A new state with ``card`` (a card or its text, ``"SA"``) played by the next player."""
        if not (isinstance(card, Card) and self._legal & card.mask):
            if isinstance(card, str):
                return self.play(Card.parse(card))
            self.verify_play(card)  # raises with the reason
            raise IllegalPlayError(f"{quote(card)} may not be played now", "illegal")
        # The hot path of every playout: the card is legal, so build the next state
        # directly, with the next player's legal cards. Bridge's rules (FollowSuit,
        # AnyLead, A-K-Q order) are inlined; other rules are asked through their objects.
        setup = self._setup
        rules = setup.rules
        left = self._left ^ card.mask
        cards = (*self._cards, card)
        round_ = self._round
        leader = round_[0]
        players = setup.players
        if len(cards) < players:
            hand = setup.dealt[(leader + len(cards)) % players] & left
            if rules._follows_suit:
                legal = hand & _FOLLOW_MASKS[cards[0].index] or hand
            else:
                legal = rules.follow.legal(hand, cards, rules)
            state = _new(TrickPlay)  # _state(...) inlined: three cards in four take this path
            _set_setup(state, setup)
            _set_round(state, round_)
            _set_left(state, left)
            _set_cards(state, cards)
            _set_legal(state, legal)
            return state
        winner = (leader + _winner_position(rules, cards, round_[3] ^ left)) % players
        won = list(round_[2])
        won[winner] += 1
        history = (*round_[1], _trick(leader, cards, players))
        if not left:
            legal = 0
        elif rules._any_lead:
            legal = setup.dealt[winner] & left
        else:
            legal = rules.lead.legal(setup.dealt[winner] & left, history, rules)
        return _state(setup, (setup.seats[winner], history, tuple(won), left), left, (), legal)

    # --- values ---------------------------------------------------------------------

    def _hand_masks(self) -> tuple[int, ...]:
        left = self._left
        return tuple(m & left for m in self._setup.dealt)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TrickPlay):
            return NotImplemented
        return (self.rules, self._hand_masks(), self.trick, self.history) == (
            other.rules,
            other._hand_masks(),
            other.trick,
            other.history,
        )

    def __hash__(self) -> int:
        return hash((self._hand_masks(), self.trick, self.history))

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (_state, (self._setup, self._round, self._left, self._cards, self._legal))

    def __repr__(self) -> str:
        return f"<TrickPlay trick {len(self.history) + 1}/{self.total_tricks}, next {self.next_player}, won {self.tricks_won}>"


_set_setup = TrickPlay.__dict__["_setup"].__set__
_set_round = TrickPlay.__dict__["_round"].__set__
_set_left = TrickPlay.__dict__["_left"].__set__
_set_cards = TrickPlay.__dict__["_cards"].__set__
_set_legal = TrickPlay.__dict__["_legal"].__set__


def _winner_position(rules: TrickRules, cards: tuple[Card, ...], played: int) -> int:
    """The winning position of a complete trick; ``played`` is the mask of its cards."""
    lead = cards[0]
    if rules._standard_orders and lead.suit is not None:
        # Ranks run up the bits within a suit, so the highest trump played, else the
        # highest card of the suit led, is the top bit of the trick's cards in it.
        top = played & rules._trump_mask or played & _FOLLOW_MASKS[lead.index]
        return cards.index(CARDS[top.bit_length() - 1])
    return rules._winner_position(cards)


def random_playout(state: TrickPlay, rng: random.Random | int | None = None) -> TrickPlay:
    """Play on from ``state`` to the end with uniformly random legal cards.

    For simulations: the same legal cards and trick winners as :meth:`TrickPlay.play`,
    but only the final state is built, so a playout costs a fraction of playing card by
    card. Each choice draws exactly as ``rng.choice(list(state.legal_cards()))`` would,
    so with equal seeds both ways give the same play.

    >>> from trickcards import Deck, Seat
    >>> hands = Deck.standard().shuffled(7).deal(4, hand_size=13).hands
    >>> start = TrickPlay.start(TrickRules(trump=Suit.SPADES), hands, leader=Seat.EAST)
    >>> done = random_playout(start, rng=11)
    >>> done.is_complete, sum(done.tricks_won)
    (True, 13)
    >>> stepwise, rng = start, random.Random(11)
    >>> while not stepwise.is_complete:
    ...     stepwise = stepwise.play(rng.choice(list(stepwise.legal_cards())))
    >>> stepwise == done
    True
    """
    if not isinstance(state, TrickPlay):
        raise TrickcardsError(f"{quote(state)} is not a TrickPlay state")
    source = random_source(rng)
    tables = state._setup.rules._tables
    if (
        _kernel.OTHER not in (tables.follow, tables.lead)
        and type(source).choice is _RANDOM_CHOICE
        and type(source)._randbelow is _RANDBELOW  # type: ignore[attr-defined]  # Random's private draw
        and state._left
    ):
        return _kernel_playout(state, tables, source)
    choice = source.choice
    setup = state._setup
    rules, dealt, players, seats = setup.rules, setup.dealt, setup.players, setup.seats
    leader, history, won_at_lead, left_at_lead = state._round
    won = list(won_at_lead)
    tricks = list(history)
    left, cards, legal = state._left, state._cards, state._legal
    while left:
        card = choice(cards_of(legal))
        left ^= card.mask
        cards = (*cards, card)
        if len(cards) < players:
            hand = dealt[(leader + len(cards)) % players] & left
            legal = (
                (hand & _FOLLOW_MASKS[cards[0].index] or hand)
                if rules._follows_suit
                else rules.follow.legal(hand, cards, rules)
            )
            continue
        winner = (leader + _winner_position(rules, cards, left_at_lead ^ left)) % players
        won[winner] += 1
        tricks.append(_trick(leader, cards, players))
        leader, left_at_lead, cards = seats[winner], left, ()
        hand = dealt[winner] & left
        legal = hand if rules._any_lead else rules.lead.legal(hand, tricks, rules)
    if len(tricks) == len(history):
        return state
    return _state(setup, (leader, tuple(tricks), tuple(won), left_at_lead), left, (), 0)


# Random.choice(seq) is seq[rng._randbelow(len(seq))], and _randbelow(n) draws
# getrandbits(n.bit_length()) until below n: the kernel draws the same way when the
# generator's choice and _randbelow are those, so both paths play the same cards from one seed.
_RANDOM_CHOICE: Final = random.Random.choice
_RANDBELOW: Final = random.Random._randbelow  # type: ignore[attr-defined]


def _kernel_playout(state: TrickPlay, tables: _kernel.TrickTables, source: random.Random) -> TrickPlay:
    """:func:`random_playout` by the kernel, for rules it implements: the cards, then the final state."""
    setup = state._setup
    players, seats = setup.players, setup.seats
    leader, history, won_at_lead, left_at_lead = state._round
    cards: list[int] = []
    winners: list[int] = []
    _kernel.playout(
        tables,
        source.getrandbits,
        setup.dealt,
        leader,
        state._left,
        left_at_lead,
        [c.index for c in state._cards],
        state._legal,
        [c.index for c in history[-1].cards] if history else [],
        cards,
        winners,
    )
    won = list(won_at_lead)
    tricks = list(history)
    played = [CARDS[i] for i in cards]
    start = 0
    for winner in winners:
        tricks.append(_trick(leader, tuple(played[start : start + players]), players))
        start += players
        won[winner] += 1
        leader = seats[winner]
    return _state(setup, (leader, tuple(tricks), tuple(won), 0), 0, (), 0)


def _start(rules: TrickRules, dealt: tuple[int, ...], total_tricks: int, leader: int) -> TrickPlay:
    """:meth:`TrickPlay.start` of hands already checked (as masks: disjoint, ``total_tricks`` cards each)."""
    players = len(dealt)
    seen = 0
    for mask in dealt:
        seen |= mask
    setup = _Setup(rules, dealt, total_tricks, _seats(type(leader), players))
    legal = rules.legal_leads(dealt[leader], ()) if seen else 0
    return _state(setup, (leader, (), (0,) * players, seen), seen, (), legal)


def _state(setup: _Setup, round_: _Round, left: int, cards: tuple[Card, ...], legal: int) -> TrickPlay:
    """A play state from checked parts (see :meth:`TrickPlay.play`)."""
    state = _new(TrickPlay)
    _set_setup(state, setup)
    _set_round(state, round_)
    _set_left(state, left)
    _set_cards(state, cards)
    _set_legal(state, legal)
    return state
