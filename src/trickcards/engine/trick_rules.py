"""The rules of one deal's tricks: trumps, rank orders, and follow and lead rules.

A game describes one deal's play with a :class:`TrickRules` value: the trump suit (or
none), the rank order of trumps and of plain suits, a *follow rule* (which cards may
follow to a trick) and a *lead rule* (which cards may be led). Rules are small frozen
objects that compose:

* :class:`FollowSuit` (bridge, Blackout), :class:`FollowSuitOrTrump` (Brandeln),
  :class:`HeadTheTrick` (wraps another rule: play a winning card when able),
  :class:`ColonFollow` (wraps another rule with Bridgette's colon rules P3-P4);
* :class:`AnyLead`, :class:`NoTrumpLead` (Partnership Blackout), :class:`ColonLeadBar`
  (Bridgette's bar on the suit after a colon follow).

Each rules value also holds its tables for the play engine (:mod:`trickcards.engine.trick_play`)
and the kernel. Sets of cards are int bit masks here, as in :class:`~trickcards.Hand`.
Every name here is published by :mod:`trickcards.engine.trick_play` too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, Protocol

from attrs import Attribute, field, frozen

from trickcards.core import _kernel, inputs
from trickcards.core.cards import CARDS, COLON_MASK, STANDARD_ORDER, SUIT_MASKS, Card, Group, RankOrder, Suit, cards_of
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote, typed_fields
from trickcards.core.reprs import brief_repr

if TYPE_CHECKING:
    from trickcards.engine.trick import Trick

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
    "TrickRules",
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

    __repr__ = brief_repr

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
        given: object = cards  # any object may come in at run time
        if not isinstance(given, Sequence) or isinstance(given, str | bytes):
            # A mapping (even one keyed 0, 1, ...) or a set has no order of play.
            raise TrickcardsError(f"{quote(cards)} is not a trick's cards: expected a sequence of Card values")
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
