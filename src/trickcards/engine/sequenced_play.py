"""Tricks of several cards a player: the shared engine of Helm and Chinese bridge.

In these games a player plays more than one card to a trick, and not always from one
hand. :class:`SequencedPlay` owns what both share: the order of play of each trick
(a *pattern* of positions relative to the leader, which may change from trick to
trick), whose turn it is, follow suit over the cards the player may play now, the
trick winner (the :class:`~trickcards.engine.trick_play.TrickRules` of the contract: highest
trump, else highest card of the suit led; every card after the first follows the
suit led), the tricks won and the history. Where a player's cards lie is the game's
business, told through its :class:`Holdings` value:

* **Helm** (bridge variants §4) plays tricks 1-6 leader, leader, follower, follower
  (pattern ``(0, 0, 1, 1)``) and tricks 7-10 leader, follower (``(0, 1)``); its
  holdings offer the hand in tricks 1-7 and the three-card reserve in tricks 8-10.
* **Chinese bridge** (§5) plays 13 tricks leader, follower, leader, follower
  (``(0, 1, 0, 1)``); its holdings are each player's hand and piles: the hand and the
  face-up pile tops are available, and a card uncovered during a trick from the next
  trick on (at once with ``uncover_immediately``, or when the player has nothing
  else for this play, CH-11).

:class:`OpenHands` is the simplest holdings: every card held may be played.

>>> from trickcards import Hand
>>> from trickcards.engine.trick_play import TrickRules
>>> hands = OpenHands.of([Hand.parse("AK.-.-.-"), Hand.parse("32.-.-.-")])
>>> p = SequencedPlay.start(TrickRules(), hands, leader=1, order=[(0, 1, 0, 1)])
>>> p.next_player, str(p.legal_cards())
(1, '32...')
>>> p = p.play("S2").play("SK").play("S3")
>>> p.next_player, p.pattern
(0, (0, 1, 0, 1))
>>> p = p.play("SA")
>>> p.is_complete, p.tricks_won, str(p.history[0])
(True, (1, 0), '1,0,1,0: S2 SK S3 SA')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import groupby
from typing import Any, Final, Protocol, cast

from attrs import field, frozen

from trickcards.core import _kernel, inputs
from trickcards.core.cards import CARDS, Card
from trickcards.core.errors import DealStatus, IllegalPlayError, InvalidDealError, ParseError, TrickcardsError
from trickcards.core.frozen import Frozen
from trickcards.core.hand import Hand, hand_of_mask
from trickcards.core.inputs import quote
from trickcards.core.reprs import parsed_repr
from trickcards.engine.game_play import _play_html, _play_svg
from trickcards.engine.trick_play import Trick, TrickRules

__all__ = ["Holdings", "OpenHands", "SequencedPlay", "SequencedTrick", "random_playout"]


class Holdings(Protocol):
    """Where each player's cards lie: an immutable, hashable value a game supplies.

    Players are numbered 0 .. n-1 and tricks from 1. The engine asks for the cards a
    player may choose from now (before following suit), and removes each card played.
    A holdings value may also have ``follow_basis(player, trick_number)``, the mask of
    the cards on which the duty to follow suit is judged: when none of the cards the
    follow rule asks for lies among them, any available card may be played.
    """

    def held(self, player: int) -> int:
        """The bit mask of every card ``player`` still holds, hidden or not."""
        ...

    def available(self, player: int, trick_number: int) -> int:
        """The bit mask of the held cards ``player`` may choose from in trick ``trick_number``."""
        ...

    def remove(self, player: int, card: Card, trick_number: int) -> Holdings:
        """The holdings after ``player`` played the available ``card`` to trick ``trick_number``."""
        ...

    def unavailable_reason(self, player: int, card: Card, trick_number: int) -> str:
        """Why the held ``card`` is not available now, in words naming the rule."""
        ...


# A holdings value may also have ``follow_basis(player, trick_number) -> int``: the cards
# on which the duty to follow suit is judged. When none of the cards the follow rule
# asks for lies among them, the duty lapses and any available card may be played
# (Chinese bridge's CH-d alternative: only the hand counts). Without it, every
# available card counts.
#
# For random_playout by the kernel, a holdings value may also have
# ``_kernel_form(trick_number, total_tricks) -> _kernel.SequencedHoldings | None``, its
# state as the kernel's numbers from the start of that trick on (None when it has none),
# and ``_after_plays(plays) -> Holdings``, the holdings after the ``(player, card,
# trick_number)`` plays, in order: what ``remove`` gives card by card, in one step.
#
# SequencedPlay.start asks ``_unserved(patterns, players) -> (DealStatus, reason) | None``
# where a holdings value has it: why its cards cannot give every player a card for each
# of his turns under those patterns (a Helm reserve asked for more tricks than it holds
# cards), or None. A deal it refuses would otherwise stop at a player with nothing to play.


def _masks(value: object) -> tuple[int, ...]:
    hands = inputs.hands(value, what="one hand per player")
    return tuple(h.mask for h in hands)


NOTHING_BENEATH: Final[list[int]] = [-1] * len(CARDS)
"""For holdings without piles: no card lies beneath any other (the kernel never changes it)."""


def _mask_tuple(value: Iterable[int]) -> tuple[int, ...]:
    if type(value) is tuple or type(value) is list:  # the engine's own masks: checked without a call per item
        masks = tuple(value)
        if all(type(mask) is int and mask >= 0 for mask in masks):
            return masks
    return inputs.sequence(value, lambda mask: inputs.integer(mask, "a holding's bit mask", low=0), "bit masks")


@frozen
class OpenHands:
    """Holdings in which every card a player holds may be played at any trick.

    >>> h = OpenHands.of(["AK...", "Q2..."])
    >>> str(hand_of_mask(h.available(0, 1))), str(hand_of_mask(h.remove(0, Card.parse("SA"), 1).held(0)))
    ('AK...', 'K...')
    """

    masks: tuple[int, ...] = field(converter=_mask_tuple)
    """Each player's cards as a bit mask."""

    def __attrs_post_init__(self) -> None:
        seen = 0
        for mask in self.masks:
            if not isinstance(mask, int) or isinstance(mask, bool) or mask < 0 or seen & mask:
                raise TrickcardsError(f"{quote(self.masks)} is not one card mask per player with no card held twice")
            seen |= mask

    @classmethod
    def of(cls, hands: Iterable[Hand | str]) -> OpenHands:
        """The holdings of ``hands`` (values or text), one per player."""
        return cls(_masks(hands))

    def held(self, player: int) -> int:
        """Every card ``player`` holds."""
        return self.masks[player]

    def available(self, player: int, trick_number: int) -> int:
        """Every card ``player`` holds."""
        return self.masks[player]

    def remove(self, player: int, card: Card, trick_number: int) -> OpenHands:
        """The holdings without ``card``."""
        masks = list(self.masks)
        masks[player] &= ~card.mask
        return OpenHands(masks)

    def _kernel_form(self, trick_number: int, total_tricks: int) -> _kernel.SequencedHoldings:
        players = len(self.masks)
        return _kernel.SequencedHoldings(
            (self.masks,), (0,) * (total_tricks + 1), [0] * players, [0] * players, NOTHING_BENEATH, False, False
        )

    def _after_plays(self, plays: Sequence[tuple[int, Card, int]]) -> OpenHands:
        gone = 0
        for _, card, _ in plays:
            gone |= card.mask
        return OpenHands(tuple(mask & ~gone for mask in self.masks))

    def _unserved(self, patterns: tuple[tuple[int, ...], ...], players: int) -> tuple[DealStatus, str] | None:
        if players != len(self.masks):
            return (DealStatus.WRONG_HAND_COUNT, f"they hold {len(self.masks)} players' cards, not {players}")
        return None  # every card is available at every trick: holding his share is enough

    def unavailable_reason(self, player: int, card: Card, trick_number: int) -> str:
        """Never asked: every held card is available."""
        return "every card held may be played"


# --- tricks ------------------------------------------------------------------------------


def _order(value: object) -> tuple[int, ...]:
    return inputs.sequence(value, lambda v: inputs.integer(v, "a player", low=0), "the players of a trick in order")


def _cards(value: object) -> tuple[Card, ...]:
    if isinstance(value, str):
        raise TrickcardsError(f"{quote(value)} is not a trick's cards: give Card values, or use SequencedTrick.parse")
    return inputs.cards(value, "a trick's cards", error=TrickcardsError)


@frozen
class SequencedTrick:
    """One trick in which a player may play several cards: who plays each card, and the cards.

    ``order`` names the player of each card of the complete trick (its first is the
    leader); ``cards`` are the cards played so far.

    >>> from trickcards import Suit
    >>> t = SequencedTrick.parse("0,1,0,1: CK CA C3 H2")
    >>> t.leader, t.winner(TrickRules(trump=Suit.HEARTS)), str(t)
    (0, 1, '0,1,0,1: CK CA C3 H2')
    """

    __repr__ = parsed_repr

    order: tuple[int, ...] = field(converter=_order)
    """The player of each card of the trick, in the order of play."""
    cards: tuple[Card, ...] = field(default=(), converter=_cards)
    """The cards played so far, in order."""

    def __attrs_post_init__(self) -> None:
        if not self.order:
            raise TrickcardsError("a trick needs at least one card to play: its order is empty")
        if len(self.cards) > len(self.order):
            raise TrickcardsError(
                f"{quote(str(self))}: a trick of {len(self.order)} cards holds no more, not {len(self.cards)}"
            )
        if len(set(self.cards)) != len(self.cards):
            raise TrickcardsError(f"{quote(str(self))} is not a trick: each card appears once")

    @classmethod
    def parse(cls, text: str) -> SequencedTrick:
        """Read ``"0,1,0,1: CK CA C3 H2"``: the players in order, a colon, the cards played."""
        body = inputs.text(text, "a trick")
        who, colon, rest = body.partition(":")
        if not colon:
            raise ParseError(f"{quote(text)} is not a trick: expected 'player,player,...: card card ...'")
        try:
            order = tuple(inputs.parse_integer(w.strip(), "a player", low=0) for w in who.split(","))
            return cls(order, tuple(Card.parse(t) for t in rest.split()))
        except TrickcardsError as error:
            raise ParseError(f"{quote(text)} is not a trick: {error}") from None

    @property
    def leader(self) -> int:
        """Who leads the trick."""
        return self.order[0]

    @property
    def lead(self) -> Card | None:
        """The card led, or ``None`` before the lead."""
        return self.cards[0] if self.cards else None

    @property
    def is_complete(self) -> bool:
        """True once every card of the trick is played."""
        return len(self.cards) == len(self.order)

    @property
    def next_player(self) -> int | None:
        """Who plays the next card, or ``None`` when the trick is complete."""
        return None if self.is_complete else self.order[len(self.cards)]

    def winner(self, rules: TrickRules) -> int:
        """The player whose card wins the trick so far under ``rules``."""
        if not isinstance(rules, TrickRules):
            raise TrickcardsError(f"{quote(rules)} is not a TrickRules value")
        return self.order[rules.winner_position(self.cards)]

    def cards_of(self, player: int) -> tuple[Card, ...]:
        """The cards ``player`` has played to the trick, in order."""
        return tuple(c for p, c in zip(self.order, self.cards, strict=False) if p == player)

    def __str__(self) -> str:
        return ",".join(str(p) for p in self.order) + ": " + " ".join(str(c) for c in self.cards)


def _trick(order: tuple[int, ...], cards: tuple[Card, ...]) -> SequencedTrick:
    """A complete trick the engine has checked card by card, built without the checks of ``SequencedTrick()``."""
    trick = _new(SequencedTrick)
    _set_order(trick, order)
    _set_cards(trick, cards)
    return trick


# Slot descriptors, fetched once: cheaper than object.__setattr__ on the playouts' path.
_new = object.__new__
_set_order = SequencedTrick.__dict__["order"].__set__
_set_cards = SequencedTrick.__dict__["cards"].__set__


# --- play -------------------------------------------------------------------------------


def _pattern(value: object) -> tuple[int, ...]:
    pattern = inputs.sequence(value, lambda v: inputs.integer(v, "a position in a trick", low=0), "a trick's pattern")
    if not pattern or pattern[0] != 0:
        raise TrickcardsError(f"{quote(value)} is not a trick's pattern: it starts with the leader, position 0")
    return pattern


def _checked_order(order: object, players: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...] | None]:
    """The patterns of ``order`` for ``players``, checked, and the first where some player plays less often, if any.

    A game's constant order is checked once: a tuple of tuples of ints cannot change, so the patterns found for it are kept by its
    identity (a few at most: a game passes the same order on every deal).
    """
    known = _CHECKED_ORDERS.get((id(order), players))
    if known is not None and known[0] is order:
        return known[1]
    patterns = inputs.sequence(order, _pattern, "the pattern of each trick")
    if not patterns:
        raise TrickcardsError(f"{quote(order)}: a deal has at least one trick")
    for pattern in patterns:
        if max(pattern) >= players:
            raise TrickcardsError(f"{quote(pattern)} is not a trick's pattern for {players} players")
    # Every player plays equally often to each trick, so each plays the same share of
    # the cards wherever the tricks are led from: his holdings must hold just that.
    unequal = next(
        (
            pattern
            for pattern in patterns
            if len(pattern) % players or any(pattern.count(p) != len(pattern) // players for p in range(players))
        ),
        None,
    )
    if type(order) is tuple and all(type(p) is tuple and all(type(i) is int for i in p) for p in order):
        if len(_CHECKED_ORDERS) >= _CHECKED_ORDERS_KEPT:
            _CHECKED_ORDERS.clear()
        _CHECKED_ORDERS[id(order), players] = (order, (patterns, unequal))
    return patterns, unequal


_CHECKED_ORDERS: Final[
    dict[tuple[int, int], tuple[object, tuple[tuple[tuple[int, ...], ...], tuple[int, ...] | None]]]
] = {}
"""Orders whose patterns are checked, by identity and number of players (the order kept, so its identity is not reused)."""
_CHECKED_ORDERS_KEPT: Final = 16


_SLOTS: Final = (
    "_cards",
    "_citation",
    "_history",
    "_holdings",
    "_leader",
    "_legal",
    "_names",
    "_order",
    "_rules",
    "_won",
)


class SequencedPlay(Frozen):
    """The immutable play of a deal whose tricks have several cards a player (see the module).

    ``order`` gives each trick's pattern: the positions, relative to the leader, of the
    players of its cards in order (``(0, 1, 0, 1)``: leader, follower, leader,
    follower). Its length is the number of tricks. The winner of each trick leads the
    next. :meth:`play` returns a new state or raises
    :class:`~trickcards.core.errors.IllegalPlayError` with the reason ``play-over``,
    ``out-of-turn``, ``not-held``, ``not-available`` (held but not playable now: the
    holdings say why) or the follow rule's (``revoke``).
    """

    __slots__ = _SLOTS

    _rules: TrickRules
    _order: tuple[tuple[int, ...], ...]
    _holdings: Holdings
    _leader: int
    _cards: tuple[Card, ...]
    _history: tuple[SequencedTrick, ...]
    _won: tuple[int, ...]
    _names: tuple[str, ...]
    _citation: str
    _legal: int

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise TrickcardsError("SequencedPlay states are made by SequencedPlay.start(rules, holdings, leader, order)")

    @classmethod
    def start(
        cls,
        rules: TrickRules,
        holdings: Holdings,
        leader: int,
        order: Iterable[Sequence[int]],
        *,
        players: int = 2,
        names: Sequence[str] = (),
        citation: str = "",
    ) -> SequencedPlay:
        """The state before the opening lead by ``leader``.

        ``holdings`` must hold, for each player, exactly as many cards as ``order``
        has him play, where his turns can reach them (Helm's reserve serves tricks 8 on
        only, a face-down Chinese-bridge card only once a card on it is played): else
        :class:`~trickcards.core.errors.InvalidDealError` says why, before any card is
        played. ``names`` (one per player) and ``citation`` (the rule, as
        ``"bridge variants §5"``) word the messages of illegal plays.
        """
        inputs.instance(rules, TrickRules, "a TrickRules value")
        players = inputs.integer(players, "a number of players", low=2)
        leader = inputs.player_number(leader, players, "a leader")
        patterns, unequal = _checked_order(order, players)
        given_names = inputs.sequence(names, lambda v: inputs.text(v, "a player's name"), "the players' names")
        if given_names and len(given_names) != players:
            raise TrickcardsError(f"{quote(names)}: give one name per player, or none")
        citation = inputs.text(citation, "a rule citation", error=TrickcardsError) if citation else ""
        for method in ("held", "available", "remove", "unavailable_reason"):
            if not callable(getattr(holdings, method, None)):
                raise TrickcardsError(f"{quote(holdings)} is not a Holdings value: it has no {method}() method")
        if unequal is not None:
            raise TrickcardsError(f"{quote(unequal)} is not a trick's pattern: every player plays equally often")
        _check_served(holdings, patterns, players)
        return _state(rules, patterns, holdings, leader, (), (), (0,) * players, tuple(given_names), citation)

    # --- the state ------------------------------------------------------------------

    @property
    def rules(self) -> TrickRules:
        """The trick rules: trumps and the follow rule."""
        return self._rules

    @property
    def order(self) -> tuple[tuple[int, ...], ...]:
        """The pattern of each trick, positions relative to its leader."""
        return self._order

    @property
    def holdings(self) -> Holdings:
        """Where each player's cards lie now."""
        return self._holdings

    @property
    def players(self) -> int:
        """How many players play."""
        return len(self._won)

    @property
    def total_tricks(self) -> int:
        """How many tricks the deal has."""
        return len(self._order)

    @property
    def is_complete(self) -> bool:
        """True once every trick has been played."""
        return len(self._history) == len(self._order)

    @property
    def trick_number(self) -> int | None:
        """The number of the trick in progress, from 1; ``None`` when play is over."""
        return None if self.is_complete else len(self._history) + 1

    @property
    def pattern(self) -> tuple[int, ...] | None:
        """The pattern of the trick in progress, or ``None`` when play is over."""
        return None if self.is_complete else self._order[len(self._history)]

    @property
    def current_trick(self) -> SequencedTrick:
        """The trick in progress (empty before its lead; the last trick when play is over)."""
        if self.is_complete:
            return self._history[-1]
        return SequencedTrick(self._absolute(self._order[len(self._history)]), self._cards)

    @property
    def leader(self) -> int | None:
        """Who leads (or led) the trick in progress; ``None`` when play is over."""
        return None if self.is_complete else self._leader

    @property
    def history(self) -> tuple[SequencedTrick, ...]:
        """The completed tricks, in order."""
        return self._history

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks won so far by each player."""
        return self._won

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played so far, in order."""
        return tuple(c for t in self._history for c in t.cards) + self._cards

    @property
    def next_player(self) -> int | None:
        """Who plays the next card, or ``None`` when play is over."""
        if self.is_complete:
            return None
        pattern = self._order[len(self._history)]
        return (self._leader + pattern[len(self._cards)]) % self.players

    def name(self, player: int) -> str:
        """The name of ``player`` in messages."""
        return self._names[player] if self._names else f"player {player}"

    def legal_cards(self) -> Hand:
        """The cards the next player may play (empty when play is over)."""
        return hand_of_mask(self._legal)

    # --- actions --------------------------------------------------------------------

    def can_play(self, card: Card | str, player: int | None = None) -> bool:
        """True when ``card`` (by ``player``, if given) may be played now."""
        try:
            self.verify_play(card, player)
        except TrickcardsError:
            return False
        return True

    def verify_play(self, card: Card | str, player: int | None = None) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalPlayError` unless ``card`` (by ``player``) may be played now.

        >>> p = SequencedPlay.start(TrickRules(), OpenHands.of(["A2...", "K.3.."]), 0, [(0, 1)] * 2)
        >>> p.play("SA").verify_play("H3")
        Traceback (most recent call last):
        ...
        trickcards.core.errors.IllegalPlayError: 'H3' by player 1 is a revoke: 'SA' was led and player 1 can play that suit now, so must follow suit
        """
        card = inputs.card(card)
        cite = f" ({self._citation})" if self._citation else ""
        if self.is_complete:
            raise IllegalPlayError(
                f"{quote(str(card))} comes after all {self.total_tricks} tricks have been played{cite}", "play-over"
            )
        turn = self.next_player
        assert turn is not None
        if player is not None:
            given = inputs.player_number(player, self.players, "a player")
            if given != turn:
                raise IllegalPlayError(
                    f"{quote(str(card))} by {self.name(given)} is out of turn: {self.name(turn)} is to play{cite}",
                    "out-of-turn",
                )
        if self._legal & card.mask:
            return
        who = self.name(turn)
        number = len(self._history) + 1
        holdings = self._holdings
        if not holdings.held(turn) & card.mask:
            raise IllegalPlayError(f"{who} does not hold {quote(str(card))}{cite}", "not-held")
        if not holdings.available(turn, number) & card.mask:
            reason = holdings.unavailable_reason(turn, card, number)
            raise IllegalPlayError(f"{who} may not play {quote(str(card))} now: {reason}", "not-available")
        rules = self._rules
        available = holdings.available(turn, number) & holdings.held(turn)
        if not self._cards:
            history = cast(Sequence[Trick], self._history)  # lead rules read only each trick's cards
            code, rule = rules.lead.explain(card, available, history, rules)
            raise IllegalPlayError(f"{who} may not lead {quote(str(card))}: {rule}{cite}", code)
        code, rule = rules.follow.explain(card, available, self._cards, rules)
        if code == "revoke":
            raise IllegalPlayError(
                f"{quote(str(card))} by {who} is a revoke: {quote(str(self._cards[0]))} was led and {who} can play "
                f"that suit now, so must follow suit{cite}",
                code,
            )
        raise IllegalPlayError(f"{who} may not play {quote(str(card))}: {rule}{cite}", code)

    def play(self, card: Card | str, player: int | None = None) -> SequencedPlay:
        """A new state with ``card`` (a card or its text) played by the player to play (``player``, if given)."""
        if not (isinstance(card, Card) and self._legal & card.mask and player is None):
            self.verify_play(card, player)
            card = inputs.card(card)
        turn = self.next_player
        assert turn is not None
        number = len(self._history) + 1
        holdings = self._holdings.remove(turn, card, number)
        cards = (*self._cards, card)
        pattern = self._order[number - 1]
        if len(cards) < len(pattern):
            return _state(
                self._rules,
                self._order,
                holdings,
                self._leader,
                cards,
                self._history,
                self._won,
                self._names,
                self._citation,
            )
        trick = _trick(self._absolute(pattern), cards)
        winner = trick.order[self._rules.winner_position(cards)]
        won = list(self._won)
        won[winner] += 1
        return _state(
            self._rules,
            self._order,
            holdings,
            winner,
            (),
            (*self._history, trick),
            tuple(won),
            self._names,
            self._citation,
        )

    # --- values ---------------------------------------------------------------------

    def _absolute(self, pattern: tuple[int, ...]) -> tuple[int, ...]:
        players = self.players
        return tuple((self._leader + p) % players for p in pattern)

    def _key(self) -> tuple[Any, ...]:
        return (self._rules, self._order, self._holdings, self._leader, self._cards, self._history, self._names)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SequencedPlay):
            return NotImplemented
        return self._key() == other._key() and self._citation == other._citation

    def __hash__(self) -> int:
        return hash(self._key())

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (
            _state,
            (
                self._rules,
                self._order,
                self._holdings,
                self._leader,
                self._cards,
                self._history,
                self._won,
                self._names,
                self._citation,
            ),
        )

    _repr_svg_ = _play_svg
    _repr_html_ = _play_html

    def __repr__(self) -> str:
        return (
            f"<SequencedPlay trick {min(len(self._history) + 1, self.total_tricks)}/{self.total_tricks}, "
            f"next {self.next_player}, won {self._won}>"
        )


def _check_served(holdings: Holdings, patterns: tuple[tuple[int, ...], ...], players: int) -> None:
    """Refuse holdings that cannot give each player a card for each of his turns under ``patterns``.

    Played on, such a deal would reach a player with nothing to play. The holdings the
    library makes say what their cards can serve (``_unserved``); of any holdings each
    player must hold just his share of the cards.
    """
    unserved = getattr(holdings, "_unserved", None)
    refusal: tuple[DealStatus, str] | None = unserved(patterns, players) if callable(unserved) else None
    share = sum(len(p) for p in patterns) // players
    for player in range(players):
        if refusal is not None:
            break
        try:
            held = holdings.held(player).bit_count()
        except LookupError:
            refusal = (DealStatus.WRONG_HAND_COUNT, f"they hold no cards for player {player} of {players}")
        else:
            if held != share:
                refusal = (
                    DealStatus.WRONG_HAND_SIZE,
                    f"player {player} holds {held} cards, but the tricks need {share} from each player",
                )
    if refusal is not None:
        status, reason = refusal
        runs = ", ".join(f"{pattern} x {len(list(run))}" for pattern, run in groupby(patterns))
        raise InvalidDealError(
            f"{quote(holdings, 160)} cannot serve the tricks {runs}: {reason}",
            status,
        )


def _legal(
    rules: TrickRules,
    order: tuple[tuple[int, ...], ...],
    holdings: Holdings,
    leader: int,
    cards: tuple[Card, ...],
    history: tuple[SequencedTrick, ...],
    players: int,
) -> int:
    """The cards the next player may play: his available cards, narrowed by the lead or follow rule."""
    number = len(history) + 1
    if number > len(order):
        return 0
    player = (leader + order[number - 1][len(cards)]) % players
    available = holdings.available(player, number) & holdings.held(player)
    if cards:
        legal = rules.legal_follows(available, cards)
        basis = getattr(holdings, "follow_basis", None)
        if basis is not None and legal != available and not legal & basis(player, number):
            return available  # the duty to follow is judged on the basis cards, and none of them follows
        return legal
    return rules.legal_leads(available, cast(Sequence[Trick], history))  # lead rules read only each trick's cards


def _state(
    rules: TrickRules,
    order: tuple[tuple[int, ...], ...],
    holdings: Holdings,
    leader: int,
    cards: tuple[Card, ...],
    history: tuple[SequencedTrick, ...],
    won: tuple[int, ...],
    names: tuple[str, ...],
    citation: str,
) -> SequencedPlay:
    """A play state from checked parts."""
    state = object.__new__(SequencedPlay)
    setter = object.__setattr__
    for name, value in (
        ("_rules", rules),
        ("_order", order),
        ("_holdings", holdings),
        ("_leader", leader),
        ("_cards", cards),
        ("_history", history),
        ("_won", won),
        ("_names", names),
        ("_citation", citation),
        ("_legal", _legal(rules, order, holdings, leader, cards, history, len(won))),
    ):
        setter(state, name, value)
    if not state._legal and len(history) < len(order):
        # Holdings start() could not check (no _unserved) that strand a player: refused here.
        turn = state.next_player
        raise InvalidDealError(
            f"{quote(holdings, 160)}: {state.name(cast(int, turn))} has no card to play in trick {len(history) + 1} "
            "(each player needs a card for each of his turns)",
            DealStatus.WRONG_HAND_SIZE,
        )
    return state


# The random playouts (trickcards.engine._sequenced_playout) build on the classes above: imported
# last, so that either module may be imported first.
from trickcards.engine._sequenced_playout import random_playout  # noqa: E402
