"""The play of a bridge deal on the shared trick engine (section 5), for any seating.

:class:`TablePlay` is the engine: it wraps a :class:`~trickcards.TrickPlay` with
bridge's rules (follow suit, no duty to trump, the contract's trumps; Null is played
at no trump) and a :class:`Seating` that says which hands hold cards, who chooses each
hand's cards (declarer plays his dummies), which hands are declarer's side and who
leads first. :class:`Play` is contract bridge's play on it: four hands, declarer's
partner as dummy, the opening lead by declarer's left-hand opponent.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Final, Self

from attrs import field, frozen

from trickcards.bridge.contract import NULL, Contract, Null, Strain
from trickcards.bridge.deal import Deal
from trickcards.core.cards import Card
from trickcards.core.errors import IllegalPlayError, ParseError, TrickcardsError
from trickcards.core.frozen import Frozen, FrozenMapping
from trickcards.core.hand import Hand
from trickcards.core.inputs import instance, quote
from trickcards.core.reprs import brief_repr
from trickcards.core.seats import Seat
from trickcards.engine.game_play import _play_html, _play_svg
from trickcards.engine.trick_play import Trick, TrickPlay, TrickRules, _start
from trickcards.engine.trick_play import random_playout as _engine_playout

__all__ = ["BRIDGE_RULES", "Play", "Seating", "TablePlay", "random_playout", "trick_rules"]

_SEATS: Final = tuple(Seat)
_NAMES: Final = ("North", "East", "South", "West")

BRIDGE_RULES: Final[Mapping[Strain, TrickRules]] = FrozenMapping(
    {strain: TrickRules(trump=strain.suit) for strain in Strain}
)
"""The trick rules of each strain: follow suit (Law 44C-D), the strain's suit as trumps (read-only)."""


# Plain tables for the start of every play: the rules by strain (a Null contract is played
# at no trump), the opening leader by declarer.
_RULES_OF: Final[dict[Strain | Null, TrickRules]] = {
    strain: BRIDGE_RULES[Strain.NOTRUMP if strain is NULL else strain] for strain in (*Strain, NULL)
}
_LHO: Final = tuple(seat.lho for seat in Seat)


def trick_rules(strain: Strain | Null) -> TrickRules:
    """The trick rules of ``strain``; a Null contract is played at no trump (bridge variants, section 0).

    >>> trick_rules(NULL) == trick_rules(Strain.NOTRUMP), trick_rules(Strain.SPADES).trump
    (True, <Suit.SPADES: 3>)
    """
    if not isinstance(strain, Strain | Null):
        raise TrickcardsError(f"{quote(strain)} is not a strain: expected a Strain or NULL")
    return _RULES_OF[strain]


def _positions(value: object) -> tuple[int, ...]:
    if not isinstance(value, tuple | list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise TrickcardsError(f"{quote(value)} is not a tuple of hand positions")
    return tuple(value)


def _names(value: object) -> tuple[str, ...]:
    if not isinstance(value, tuple | list) or not all(isinstance(v, str) for v in value):
        raise TrickcardsError(f"{quote(value)} is not a tuple of names")
    return tuple(value)


@frozen
class Seating:
    """Who plays which hand: the parameters of :class:`TablePlay`.

    Hands sit at positions 0 .. n-1 clockwise (four in contract bridge and three-handed
    and two-handed bridge, two in two-player Null) and play in that order.

    * ``choosers``: for each position, the position of the player who chooses its
      cards (a dummy's is its declarer's; everyone else's is his own).
    * ``declarer_side``: the positions whose tricks count for declarer.
    * ``leader``: the position that leads to the first trick.
    * ``dummies``: the positions that are dummies, turned face up after the opening lead.
    * ``open_dummies``: dummies face up from the start (two-handed bridge's open dummy).
    * ``names``: each position's name, for messages.

    >>> s = Seating.bridge(Seat.SOUTH)
    >>> s.choosers, s.declarer_side, s.leader, s.dummies
    ((2, 1, 2, 3), (0, 2), 3, (0,))
    """

    __repr__ = brief_repr

    choosers: tuple[int, ...] = field(converter=_positions)
    declarer_side: tuple[int, ...] = field(converter=_positions)
    leader: int
    dummies: tuple[int, ...] = field(default=(), converter=_positions)
    open_dummies: tuple[int, ...] = field(default=(), converter=_positions)
    names: tuple[str, ...] = field(default=(), converter=_names)

    def __attrs_post_init__(self) -> None:
        count = len(self.choosers)
        if count < 2 or not all(0 <= p < count for p in (*self.choosers, *self.declarer_side, *self.dummies)):
            raise TrickcardsError(f"{quote(self)}: positions run 0-{count - 1}, and at least two hands play")
        if not isinstance(self.leader, int) or isinstance(self.leader, bool) or not 0 <= self.leader < count:
            raise TrickcardsError(f"{quote(self.leader)} is not a position of the {count} hands")
        if not set(self.open_dummies) <= set(self.dummies):
            raise TrickcardsError(
                f"{quote(self.open_dummies)}: an open dummy must be one of the dummies {quote(self.dummies)}"
            )
        if self.names and len(self.names) != count:
            raise TrickcardsError(f"{quote(self.names)}: give one name per hand, or none")

    @property
    def hands(self) -> int:
        """How many hands hold cards."""
        return len(self.choosers)

    def name(self, position: int) -> str:
        """The name of ``position`` for messages."""
        if self.names:
            return self.names[position]
        return _NAMES[position] if len(self.choosers) == 4 else f"hand {position}"

    @classmethod
    def bridge(cls, declarer: Seat) -> Seating:
        """Contract bridge's seating: dummy is declarer's partner, declarer's LHO leads (rule A11, section 5)."""
        return _BRIDGE_SEATINGS[declarer]


def _bridge_seating(declarer: Seat) -> Seating:
    dummy = declarer.partner
    choosers = tuple(declarer if seat == dummy else seat for seat in _SEATS)
    return Seating(
        tuple(int(c) for c in choosers),
        tuple(sorted((int(declarer), int(dummy)))),
        int(declarer.lho),
        (int(dummy),),
        names=_NAMES,
    )


_BRIDGE_SEATINGS: Final = {seat: _bridge_seating(seat) for seat in _SEATS}


class TablePlay(Frozen):
    """The immutable play of one deal under a contract, for any :class:`Seating`.

    :meth:`play` returns a new state, or raises
    :class:`~trickcards.core.errors.IllegalPlayError` with the reason ``revoke``,
    ``not-held``, ``play-over`` or ``out-of-turn``. Cards may be given as
    :class:`~trickcards.Card` values or text. Positions are reported as :class:`Seat`
    values for four hands and as ints otherwise.

    >>> from trickcards.bridge import Contract
    >>> from trickcards import Hand
    >>> hands = [Hand.parse("AK.-.-.-"), Hand.parse("QJ.-.-.-")]
    >>> t = TablePlay.start(hands, Contract.parse("1NullN"), Seating((0, 1), (0,), leader=1))
    >>> t = t.play("SQ").play("SA").play("SK").play("SJ")
    >>> t.is_complete, t.declarer_tricks, t.defender_tricks
    (True, 2, 0)
    """

    __slots__ = ("_state", "contract", "seating")

    contract: Contract
    """The contract."""
    seating: Seating
    """Who plays which hand."""
    _state: TrickPlay

    def __init__(self, *args: object, **kwargs: object) -> None:
        """Refused: a table's play starts with :meth:`start` (contract bridge's with :class:`Play`)."""
        raise TrickcardsError(
            f"TablePlay{quote(args)} cannot be built directly: use TablePlay.start(hands, contract, seating)"
        )

    @classmethod
    def start(cls, hands: tuple[Hand, ...] | list[Hand], contract: Contract | str, seating: Seating) -> TablePlay:
        """The state before the opening lead of ``hands`` (one per position) under ``contract``."""
        contract = _to_contract(contract)
        if not isinstance(seating, Seating):
            raise TrickcardsError(f"{quote(seating)} is not a Seating")
        if not isinstance(hands, tuple | list):
            raise TrickcardsError(f"{quote(hands)} is not a sequence of hands: give one Hand per position")
        if len(hands) != seating.hands:
            raise TrickcardsError(f"{len(hands)} hands for a seating of {seating.hands}: give one hand per position")
        kind = Seat if seating.hands == 4 else int
        state = TrickPlay.start(trick_rules(contract.strain), hands, leader=kind(seating.leader))
        new = _new(cls)
        _set_table(new, state, contract, seating)
        return new

    def _with(self, state: TrickPlay) -> Self:
        new = _new(TablePlay)
        _set_table(new, state, self.contract, self.seating)
        return new  # type: ignore[return-value]  # subclasses build their own class

    # --- actions ------------------------------------------------------------------

    def legal_cards(self) -> Hand:
        """The cards the hand to play may play now (empty when play is over; section 5.4-5.5)."""
        return self._state.legal_cards()

    def can_play(self, card: Card | str, seat: Seat | int | str | None = None) -> bool:
        """True when ``card`` (from the hand at ``seat``, if given) may be played now."""
        try:
            self.verify_play(card, seat)
        except IllegalPlayError:
            return False
        except ParseError:
            return False
        return True

    def verify_play(self, card: Card | str, seat: Seat | int | str | None = None) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalPlayError` unless ``card`` (by ``seat``) may be played now.

        >>> from trickcards.bridge import Deal, Contract
        >>> p = Play(deal=Deal.random(1), contract=Contract.parse("1NTN"))
        >>> p.verify_play(next(iter(p.legal_cards())), seat=Seat.SOUTH)
        Traceback (most recent call last):
        ...
        trickcards.core.errors.IllegalPlayError: ... by South is out of turn: East is to play (section 5.3)
        """
        card = _to_card(card)
        state = self._state
        seating = self.seating
        if state.is_complete:
            raise IllegalPlayError(
                f"{quote(str(card))} comes after all {state.total_tricks} tricks have been played (section 5.9)",
                "play-over",
            )
        turn = state.trick.player(len(state.trick.cards))
        if seat is not None:
            seat = _to_position(seat, seating.hands)
            if seat != turn:
                raise IllegalPlayError(
                    f"{quote(str(card))} by {_name(seat, seating)} is out of turn: {seating.name(turn)} is to play "
                    "(section 5.3)",
                    "out-of-turn",
                )
        if not state.hands[turn].mask & card.mask:
            raise IllegalPlayError(
                f"{seating.name(turn)} does not hold {quote(str(card))}: a card is played from the hand of the seat to play "
                "(not held, section 5.3)",
                "not-held",
            )
        if not state.can_play(card):
            led = state.trick.cards[0]
            who = seating.name(turn)
            raise IllegalPlayError(
                f"{quote(str(card))} by {who} is a revoke: {quote(str(led))} was led and {who} holds "
                "that suit, so must follow suit (section 5.4, Law 44C)",
                "revoke",
            )

    def play(self, card: Card | str, seat: Seat | int | str | None = None) -> Self:
        """A new state with ``card`` played by the hand to play (``seat``, if given, must be that hand)."""
        if not isinstance(card, Card):
            card = _to_card(card)
        if seat is None:
            try:
                state = self._state.play(card)
            except IllegalPlayError:
                pass  # raised again below with the bridge rule named
            else:
                return self._with(state)
        self.verify_play(card, seat)
        return self._with(self._state.play(card))

    # --- state --------------------------------------------------------------------

    @property
    def rules(self) -> TrickRules:
        """The trick rules of the contract's strain."""
        return self._state.rules

    @property
    def trick_play(self) -> TrickPlay:
        """The underlying :class:`~trickcards.TrickPlay` state."""
        return self._state

    @property
    def next_player(self) -> Seat | None:
        """The hand whose card is played next (a dummy's in its turn), or ``None`` when play is over."""
        player = self._state.next_player
        return None if player is None else player  # type: ignore[return-value]  # a Seat for four hands

    @property
    def chooser(self) -> Seat | None:
        """Who chooses the next card: the hand to play, except declarer for his dummies (section 5.2)."""
        seat = self._state.next_player
        if seat is None:
            return None
        chooser = self.seating.choosers[seat]
        return _SEATS[chooser] if self.seating.hands == 4 else chooser  # type: ignore[return-value]

    @property
    def exposed(self) -> tuple[int, ...]:
        """The dummies face up now: the open ones from the start, all once the opening lead is made."""
        seating = self.seating
        if self._state.history or self._state.trick.cards:
            return seating.dummies
        return seating.open_dummies

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks, in order."""
        return self._state.history

    @property
    def current_trick(self) -> Trick:
        """The trick in progress (empty before its lead)."""
        return self._state.trick

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played so far, in order."""
        return tuple(c for t in self._state.history for c in t.cards) + self._state.trick.cards

    @property
    def hands(self) -> tuple[Hand, ...]:
        """The cards each hand still holds, position 0 first."""
        return self._state.hands

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks won so far by each hand, position 0 first."""
        return self._state.tricks_won

    @property
    def declarer_tricks(self) -> int:
        """Tricks won so far by declarer's side (section 5.8)."""
        won = self._state.tricks_won
        return sum(won[p] for p in self.seating.declarer_side)

    @property
    def defender_tricks(self) -> int:
        """Tricks won so far by the defenders."""
        return len(self._state.history) - self.declarer_tricks

    @property
    def is_complete(self) -> bool:
        """True once every trick has been played (section 5.9)."""
        return self._state.is_complete

    # --- values -------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TablePlay) or type(other) is not type(self):
            return NotImplemented
        return (self.contract, self.seating, self._state) == (other.contract, other.seating, other._state)

    def __hash__(self) -> int:
        return hash((TablePlay, self.contract, self._state))

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (_restore_table, (self._state, self.contract, self.seating))

    _repr_svg_ = _play_svg
    _repr_html_ = _play_html

    def __repr__(self) -> str:
        total = self._state.total_tricks
        return (
            f"<TablePlay {self.contract} trick {min(len(self.tricks) + 1, total)}/{total}, next {self.next_player}, "
            f"declarer {self.declarer_tricks} defenders {self.defender_tricks}>"
        )


def _set_table(new: TablePlay, state: TrickPlay, contract: Contract, seating: Seating) -> None:
    _set_state(new, state)
    _set_contract(new, contract)
    _set_seating(new, seating)


def _restore_table(state: TrickPlay, contract: Contract, seating: Seating) -> TablePlay:
    new = _new(TablePlay)
    _set_table(new, state, contract, seating)
    return new


class Play(TablePlay):
    """The immutable play of one contract-bridge deal: 13 tricks, the opening lead by declarer's LHO.

    Contract bridge's :class:`TablePlay`, seated by :meth:`Seating.bridge`. Declarer
    chooses dummy's cards, but the seat to play is still dummy's seat
    (:attr:`next_player`); :attr:`chooser` says who decides. ``play`` returns a new
    state, or raises :class:`~trickcards.core.errors.IllegalPlayError` with the reason
    ``revoke``, ``not-held``, ``play-over`` or ``out-of-turn``. Cards may be given as
    :class:`~trickcards.Card` values or text.

    >>> from trickcards.bridge import Deal, Contract
    >>> deal = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")
    >>> p = Play(deal=deal, contract=Contract.parse("3NTS"))
    >>> p.next_player, p.chooser
    (<Seat.WEST: 3>, <Seat.WEST: 3>)
    >>> p = p.play("D7").play("DJ")                  # North is dummy: South chooses its card
    >>> p.chooser, p.can_play("SA"), str(p.legal_cards())
    (<Seat.EAST: 1>, False, '..Q2.')
    >>> p = p.play("DQ").play("DA")
    >>> p.tricks[0].winner(p.rules), p.declarer_tricks
    (<Seat.SOUTH: 2>, 1)
    """

    __slots__ = ("deal",)

    deal: Deal
    """The deal being played (the hands as dealt)."""

    def __init__(self, deal: Deal, contract: Contract | str) -> None:
        """Start the play of ``deal`` under ``contract``; its declarer's LHO is on lead (section 5.1)."""
        if not isinstance(deal, Deal):
            raise TrickcardsError(f"{quote(deal)} is not a Deal")
        contract = _to_contract(contract)
        declarer = contract.declarer
        if declarer is None:
            raise TrickcardsError(
                f"{quote(str(contract))} has no declarer: the play needs one to find the opening leader (rule A11, Law 41)"
            )
        # A Deal is four disjoint 13-card hands: the play starts from its masks unchecked,
        # under the strain's rules (a Contract's strain is a Strain or NULL) and led by
        # declarer's left-hand opponent.
        state = _start(_RULES_OF[contract.strain], deal._masks, 13, _LHO[declarer])
        _set_deal(self, deal)
        _set_table(self, state, contract, _BRIDGE_SEATINGS[declarer])

    @classmethod
    def start(cls, deal: Deal | str, contract: Contract | str) -> Play:  # type: ignore[override]  # a deal, not seated hands
        """The state before the opening lead, as every game's play starts: ``Play.start(deal, contract)``.

        ``deal`` is a :class:`~trickcards.bridge.Deal` or its PBN text, ``contract`` a
        :class:`~trickcards.bridge.Contract` or its text; ``Play(deal, contract)`` is the same.

        >>> Play.start(Deal.random(7), "3NTS").next_player
        <Seat.WEST: 3>
        """
        return cls(Deal.parse(deal) if isinstance(deal, str) else deal, contract)

    def play(self, card: Card | str, seat: Seat | int | str | None = None) -> Self:
        """A new state with ``card`` played by the seat to play (``seat``, if given, must be that seat)."""
        state = self._state
        if seat is None and card.__class__ is Card and state._legal & card.mask:
            # The hot path of card-by-card play: a legal card, so the engine's play cannot fail.
            new = _new(Play)
            _set_deal(new, self.deal)
            _set_contract(new, self.contract)
            _set_seating(new, self.seating)
            _set_state(new, state.play(card))
            return new  # type: ignore[return-value]  # Play has no subclasses
        return super().play(card, seat)

    def _with(self, state: TrickPlay) -> Self:
        # Built for every card played: slot descriptors, as Play refuses __setattr__.
        new = _new(Play)
        _set_deal(new, self.deal)
        _set_contract(new, self.contract)
        _set_seating(new, self.seating)
        _set_state(new, state)
        return new  # type: ignore[return-value]  # Play has no subclasses

    # --- state --------------------------------------------------------------------

    @property
    def declarer(self) -> Seat:
        """The declarer."""
        return self.contract.declarer  # type: ignore[return-value]  # checked in __init__

    @property
    def dummy(self) -> Seat:
        """Declarer's partner, whose cards declarer plays (section 5.2)."""
        return self.declarer.partner

    @property
    def next_player(self) -> Seat | None:
        """The seat whose card is played next (dummy's seat in dummy's turn), or ``None`` when play is over."""
        player = self._state.next_player
        return None if player is None else _SEATS[player]

    @property
    def next_seat(self) -> Seat | None:
        """The published name of :attr:`next_player` for contract bridge: the seat to play next."""
        return self.next_player

    @property
    def tricks_won(self) -> tuple[int, int, int, int]:
        """Tricks won so far by each seat, North first."""
        n, e, s, w = self._state.tricks_won
        return (n, e, s, w)

    @property
    def chooser(self) -> Seat | None:
        """Who chooses the next card: the seat to play, except declarer for dummy (section 5.2)."""
        seat = self.next_player
        if seat is None:
            return None
        return self.declarer if seat == self.dummy else seat

    @property
    def hands(self) -> tuple[Hand, Hand, Hand, Hand]:
        """The cards each seat still holds, North first."""
        n, e, s, w = self._state.hands
        return (n, e, s, w)

    @property
    def declarer_tricks(self) -> int:
        """Tricks won so far by declarer's side (section 5.8)."""
        won = self._state.tricks_won
        declarer = self.declarer
        return won[declarer] + won[declarer.partner]

    # --- values -------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        return (self.deal, self.contract, self._state) == (other.deal, other.contract, other._state)

    def __hash__(self) -> int:
        return hash((Play, self.deal, self.contract, self._state))

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (_restore, (self.deal, self.contract, self._state))

    def __repr__(self) -> str:
        return (
            f"<Play {self.contract} trick {min(len(self.tricks) + 1, 13)}/13, next {self.next_player}, "
            f"declarer {self.declarer_tricks} defenders {self.defender_tricks}>"
        )


_new = object.__new__
_set_deal = Play.__dict__["deal"].__set__
_set_contract = TablePlay.__dict__["contract"].__set__
_set_seating = TablePlay.__dict__["seating"].__set__
_set_state = TablePlay.__dict__["_state"].__set__


def _to_card(card: Card | str) -> Card:
    if isinstance(card, Card):
        if card.is_colon:
            raise IllegalPlayError(f"{quote(card.pretty())} is not a card of the bridge pack", "not-held")
        return card
    if isinstance(card, str):
        return Card.parse(card)
    raise ParseError(f"{quote(card)} is not a card: expected a Card or text such as 'SA'")


def _to_contract(contract: object) -> Contract:
    if isinstance(contract, Contract):
        return contract
    if isinstance(contract, str):
        return Contract.parse(contract)
    raise TrickcardsError(f"{quote(contract)} is not a Contract")


def _to_position(seat: object, hands: int) -> int:
    if isinstance(seat, Seat):
        return seat
    if hands == 4 and isinstance(seat, str):
        return Seat.parse(seat)
    if hands != 4 and isinstance(seat, int) and not isinstance(seat, bool):
        return seat
    if hands == 4:
        raise IllegalPlayError(f"{quote(seat)} is not a seat: expected a Seat or N, E, S, W", "out-of-turn")
    raise IllegalPlayError(f"{quote(seat)} is not a hand position: expected 0-{hands - 1}", "out-of-turn")


def _name(seat: object, seating: Seating) -> str:
    return seating.name(seat) if isinstance(seat, int) and 0 <= seat < seating.hands else repr(seat)


def _restore(deal: Deal, contract: Contract, state: TrickPlay) -> Play:
    """Rebuild a pickled :class:`Play` from its parts."""
    play = _new(Play)
    _set_deal(play, deal)
    _set_table(play, state, contract, _BRIDGE_SEATINGS[contract.declarer])  # type: ignore[index]  # a declarer
    return play


def random_playout(play: Play, rng: random.Random | int | None = None) -> Play:
    """Play ``play`` to the end with uniformly random legal cards, for simulations.

    Only the final state is built (see :func:`trickcards.engine.trick_play.random_playout`), and
    each card is drawn exactly as ``rng.choice(list(play.legal_cards()))`` would draw
    it, so a seeded playout matches the card-by-card one.

    >>> from trickcards.bridge import Contract, Deal
    >>> done = random_playout(Play(deal=Deal.random(3), contract=Contract.parse("1NTN")), rng=5)
    >>> done.is_complete, done.declarer_tricks + done.defender_tricks
    (True, 13)
    """
    return instance(play, Play, "a bridge play state")._with(_engine_playout(play._state, rng))
