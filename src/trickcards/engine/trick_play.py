"""The shared trick-play engine: an immutable play state and random playouts.

Every game plugs into the same machinery. A game describes one deal's play with a
:class:`~trickcards.engine.trick_rules.TrickRules` value (trumps, rank orders, follow and lead
rules: :mod:`trickcards.engine.trick_rules`); :class:`TrickPlay` is an immutable play state
built on them, whose completed tricks are :class:`~trickcards.engine.trick.Trick` values; game
modules wrap it. :func:`random_playout` plays on to the end for simulations.

The rules and the trick value are published here too, so ``from trickcards.engine.trick_play
import TrickRules, Trick, FollowSuit`` keeps working. Sets of cards are int bit masks
here, as in :class:`~trickcards.Hand`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from trickcards.core import _kernel
from trickcards.core.cards import CARDS, Card, cards_of
from trickcards.core.deck import random_source
from trickcards.core.errors import IllegalPlayError, TrickcardsError
from trickcards.core.frozen import Frozen
from trickcards.core.hand import Hand, hand_of_mask
from trickcards.core.inputs import _is_int, quote
from trickcards.engine.trick import Trick, _new, _set_leader, _set_players, _set_trick_cards, _trick
from trickcards.engine.trick_rules import (
    _FOLLOW_MASKS,
    AnyLead,
    ColonFollow,
    ColonLeadBar,
    FollowRule,
    FollowSuit,
    FollowSuitOrTrump,
    HeadTheTrick,
    LeadRule,
    NoTrumpLead,
    TrickRules,
)

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

    >>> from trickcards.core.seats import Seat
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
        """Raise :class:`~trickcards.core.errors.IllegalPlayError` unless ``card`` (a card or its text) may be played now."""
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

    >>> from trickcards import Deck, Seat, Suit
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
        [c.index for c in state._cards] if state._cards else [],
        state._legal,
        [c.index for c in history[-1].cards] if history else [],
        cards,
        winners,
    )
    # The final state keeps the kernel's cards; its Trick values are built when first read.
    state = _new(_PlayoutEnd)
    _set_setup(state, setup)
    _set_left(state, 0)
    _set_cards(state, ())
    _set_legal(state, 0)
    won = tuple([won + winners.count(player) for player, won in enumerate(won_at_lead)])
    _set_end(state, (leader, history, cards, winners, won))
    return state


class _PlayoutEnd(TrickPlay):
    """The final state of a kernel playout, equal in every way to the state played card by card.

    Its completed tricks (``_round``) are built on first access, from the kernel's card
    indexes and trick winners, so a playout that is only scored never builds 13
    ``Trick`` values: the slot stays empty until :meth:`__getattr__` fills it.
    """

    __slots__ = ("_end",)

    _end: tuple[int, tuple[Trick, ...], list[int], list[int], tuple[int, ...]]

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks won so far by each player."""
        return self._end[4]

    def __getattr__(self, name: str) -> _Round:
        # Called only when a slot is empty or a name unknown: the round is then built once.
        if name != "_round":
            raise AttributeError(f"'TrickPlay' object has no attribute {name!r}", name=name, obj=self)
        leader, history, cards, winners, won = self._end
        setup = self._setup
        players, seats = setup.players, setup.seats
        tricks = list(history)
        add = tricks.append
        # The tricks' card tuples from the kernel; each Trick built inline (as _trick builds it).
        for trick_cards, winner in zip(_groups(cards, players, CARDS), winners, strict=True):
            trick = _new(Trick)
            _set_leader(trick, leader)
            _set_trick_cards(trick, trick_cards)
            _set_players(trick, players)
            add(trick)
            leader = seats[winner]
        round_: _Round = (leader, tuple(tricks), won, 0)
        _set_round(self, round_)
        return round_


_set_end = _PlayoutEnd.__dict__["_end"].__set__
_groups = _kernel.groups


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
