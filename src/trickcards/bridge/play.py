"""The play of a bridge deal: thirteen tricks on the shared trick engine (section 5).

:class:`Play` wraps a :class:`~trickcards.TrickPlay` with bridge's rules (follow suit,
no duty to trump, the contract's trumps), the opening lead by declarer's left-hand
opponent and the roles of declarer and dummy.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Final

from trickcards.bridge.contract import Contract, Strain
from trickcards.bridge.deal import Deal
from trickcards.cards import Card
from trickcards.errors import IllegalPlayError, ParseError, TrickcardsError
from trickcards.frozen import Frozen, FrozenMapping
from trickcards.hand import Hand
from trickcards.inputs import quote
from trickcards.seats import Seat
from trickcards.tricks import Trick, TrickPlay, TrickRules
from trickcards.tricks import random_playout as _engine_playout

__all__ = ["BRIDGE_RULES", "Play", "random_playout"]

_SEATS: Final = tuple(Seat)
_NAMES: Final = ("North", "East", "South", "West")

BRIDGE_RULES: Final[Mapping[Strain, TrickRules]] = FrozenMapping(
    {strain: TrickRules(trump=strain.suit) for strain in Strain}
)
"""The trick rules of each strain: follow suit (Law 44C-D), the strain's suit as trumps (read-only)."""


class Play(Frozen):
    """The immutable play of one deal under a contract: 13 tricks, the opening lead by declarer's LHO.

    Declarer chooses dummy's cards, but the seat to play is still dummy's seat
    (:attr:`next_player`); :attr:`chooser` says who decides. :meth:`play` returns a new
    state, or raises :class:`~trickcards.errors.IllegalPlayError` with the reason
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

    __slots__ = ("_state", "contract", "deal")

    deal: Deal
    """The deal being played (the hands as dealt)."""
    contract: Contract
    """The contract, with its declarer."""
    _state: TrickPlay

    def __init__(self, deal: Deal, contract: Contract | str) -> None:
        """Start the play of ``deal`` under ``contract``; its declarer's LHO is on lead (section 5.1)."""
        if not isinstance(deal, Deal):
            raise TrickcardsError(f"{quote(deal)} is not a Deal")
        contract = _to_contract(contract)
        if contract.declarer is None:
            raise TrickcardsError(
                f"{quote(str(contract))} has no declarer: the play needs one to find the opening leader (rule A11, Law 41)"
            )
        state = TrickPlay.start(BRIDGE_RULES[contract.strain], deal.hands, leader=contract.declarer.lho)
        _set_deal(self, deal)
        _set_contract(self, contract)
        _set_state(self, state)

    @classmethod
    def start(cls, deal: Deal | str, contract: Contract | str) -> Play:
        """The state before the opening lead, as every game's play starts: ``Play.start(deal, contract)``.

        ``deal`` is a :class:`~trickcards.bridge.Deal` or its PBN text, ``contract`` a
        :class:`~trickcards.bridge.Contract` or its text; ``Play(deal, contract)`` is the same.

        >>> Play.start(Deal.random(7), "3NTS").next_player
        <Seat.WEST: 3>
        """
        return cls(Deal.parse(deal) if isinstance(deal, str) else deal, contract)

    def _with(self, state: TrickPlay) -> Play:
        # Built for every card played: slot descriptors, as Play refuses __setattr__.
        new = _new(Play)
        _set_deal(new, self.deal)
        _set_contract(new, self.contract)
        _set_state(new, state)
        return new

    # --- actions ------------------------------------------------------------------

    def legal_cards(self) -> Hand:
        """The cards the seat to play may play now (empty when play is over; section 5.4-5.5)."""
        return self._state.legal_cards()

    def can_play(self, card: Card | str, seat: Seat | str | None = None) -> bool:
        """True when ``card`` (by ``seat``, if given) may be played now."""
        try:
            self.verify_play(card, seat)
        except IllegalPlayError:
            return False
        except ParseError:
            return False
        return True

    def verify_play(self, card: Card | str, seat: Seat | str | None = None) -> None:
        """Raise :class:`~trickcards.errors.IllegalPlayError` unless ``card`` (by ``seat``) may be played now.

        >>> from trickcards.bridge import Deal, Contract
        >>> p = Play(deal=Deal.random(1), contract=Contract.parse("1NTN"))
        >>> p.verify_play(next(iter(p.legal_cards())), seat=Seat.SOUTH)
        Traceback (most recent call last):
        ...
        trickcards.errors.IllegalPlayError: ... by South is out of turn: East is to play (section 5.3)
        """
        card = _to_card(card)
        state = self._state
        if state.is_complete:
            raise IllegalPlayError(
                f"{quote(str(card))} comes after all 13 tricks have been played (section 5.9)", "play-over"
            )
        turn = state.trick.player(len(state.trick.cards))
        if seat is not None:
            seat = _to_seat(seat)
            if seat != turn:
                raise IllegalPlayError(
                    f"{quote(str(card))} by {_name(seat)} is out of turn: {_NAMES[turn]} is to play (section 5.3)",
                    "out-of-turn",
                )
        if not state.hands[turn].mask & card.mask:
            raise IllegalPlayError(f"{_NAMES[turn]} does not hold {quote(str(card))}", "not-held")
        if not state.can_play(card):
            led = state.trick.cards[0]
            raise IllegalPlayError(
                f"{quote(str(card))} by {_NAMES[turn]} is a revoke: {quote(str(led))} was led and {_NAMES[turn]} holds "
                "that suit, so must follow suit (section 5.4, Law 44C)",
                "revoke",
            )

    def play(self, card: Card | str, seat: Seat | str | None = None) -> Play:
        """A new state with ``card`` played by the seat to play (``seat``, if given, must be that seat)."""
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
    def chooser(self) -> Seat | None:
        """Who chooses the next card: the seat to play, except declarer for dummy (section 5.2)."""
        seat = self.next_player
        if seat is None:
            return None
        return self.declarer if seat == self.dummy else seat

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
    def hands(self) -> tuple[Hand, Hand, Hand, Hand]:
        """The cards each seat still holds, North first."""
        n, e, s, w = self._state.hands
        return (n, e, s, w)

    @property
    def tricks_won(self) -> tuple[int, int, int, int]:
        """Tricks won so far by each seat, North first."""
        n, e, s, w = self._state.tricks_won
        return (n, e, s, w)

    @property
    def declarer_tricks(self) -> int:
        """Tricks won so far by declarer's side (section 5.8)."""
        won = self._state.tricks_won
        declarer = self.declarer
        return won[declarer] + won[declarer.partner]

    @property
    def defender_tricks(self) -> int:
        """Tricks won so far by the defenders."""
        return len(self._state.history) - self.declarer_tricks

    @property
    def is_complete(self) -> bool:
        """True once all 13 tricks have been played (section 5.9)."""
        return self._state.is_complete

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
_set_contract = Play.__dict__["contract"].__set__
_set_state = Play.__dict__["_state"].__set__


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


def _to_seat(seat: object) -> Seat:
    if isinstance(seat, Seat):
        return seat
    if isinstance(seat, str):
        return Seat.parse(seat)
    raise IllegalPlayError(f"{quote(seat)} is not a seat: expected a Seat or N, E, S, W", "out-of-turn")


def _name(seat: object) -> str:
    return _NAMES[seat] if isinstance(seat, int) and 0 <= seat < 4 else repr(seat)


def _restore(deal: Deal, contract: Contract, state: TrickPlay) -> Play:
    """Rebuild a pickled :class:`Play` from its parts."""
    play = object.__new__(Play)
    for name, value in (("deal", deal), ("contract", contract), ("_state", state)):
        object.__setattr__(play, name, value)
    return play


def random_playout(play: Play, rng: random.Random | int | None = None) -> Play:
    """Play ``play`` to the end with uniformly random legal cards, for simulations.

    Only the final state is built (see :func:`trickcards.tricks.random_playout`), and
    each card is drawn exactly as ``rng.choice(list(play.legal_cards()))`` would draw
    it, so a seeded playout matches the card-by-card one.

    >>> from trickcards.bridge import Contract, Deal
    >>> done = random_playout(Play(deal=Deal.random(3), contract=Contract.parse("1NTN")), rng=5)
    >>> done.is_complete, done.declarer_tricks + done.defender_tricks
    (True, 13)
    """
    return play._with(_engine_playout(play._state, rng))
