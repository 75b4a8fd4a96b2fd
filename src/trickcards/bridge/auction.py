"""The auction: an immutable sequence of calls checked against rules A1-A11.

An :class:`Auction` keeps, besides its calls, the little state the rules need (the
last bid and its seat, the doubling, the run of passes at the end and, per side and
strain, the first player to name the strain), so adding a call costs a few integer
operations and never rescans the calls.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

from trickcards.bridge.calls import CALLS, DOUBLE, PASS, REDOUBLE, Call, CallKind
from trickcards.bridge.contract import Contract, Doubling, Strain
from trickcards.cards import ascii_upper
from trickcards.errors import IllegalCallError, ParseError, TrickcardsError
from trickcards.frozen import Frozen
from trickcards.inputs import quote
from trickcards.seats import Seat

__all__ = ["Auction"]

_SEATS: Final = tuple(Seat)
_NAMES: Final = ("North", "East", "South", "West")
_DOUBLINGS: Final = tuple(Doubling)
# Legal calls after the bid of index i (3-37; 2 before any bid): Pass and every higher bid.
_HIGHER: Final = tuple((PASS, *CALLS[i + 1 :]) for i in range(len(CALLS)))
_PASS_KIND: Final = CallKind.PASS
_BID_KIND: Final = CallKind.BID
_DOUBLE_KIND: Final = CallKind.DOUBLE


class Auction(Frozen):
    """An immutable auction: the calls so far, from the dealer round the table clockwise.

    :meth:`add` returns a new auction with one more call, or raises
    :class:`~trickcards.errors.IllegalCallError` naming the rule broken; :meth:`can_add`
    and :meth:`verify_add` ask first. Calls may be given as :class:`Call` values or text.

    >>> a = Auction(dealer=Seat.NORTH).add("1H").add("X").add("2H").add("X")
    >>> a = a.add("Pass").add("Pass").add("Pass")
    >>> a.is_complete, str(a.contract), a.opening_leader
    (True, '2HXN', <Seat.EAST: 1>)
    >>> Auction.parse("N: 1S P P P") == Auction(Seat.NORTH, ["1S", "P", "P", "P"])
    True
    >>> Auction(dealer=Seat.NORTH).add("1H").can_add("1D")
    False
    """

    # A new auction is built for every call, so the rules' state beside the calls is one
    # tuple (one slot to set instead of five): (bid, bidder, doubling, passes, firsts).
    __slots__ = ("_state", "calls", "dealer")

    dealer: Seat
    """The dealer, who makes the first call (rule A1)."""
    calls: tuple[Call, ...]
    """The calls made so far, the dealer's first."""
    _state: tuple[Call | None, int, int, int, int]
    # The last bid (rule A4) and its seat, or -1; the doubling since that bid, 0-2
    # (rules A5-A7); consecutive passes at the end (rule A8); and, 3 bits per (side,
    # strain), 1 + the seat of the first to name it (rule A10).

    @property
    def _bid(self) -> Call | None:
        return self._state[0]

    @property
    def _bidder(self) -> int:
        return self._state[1]

    @property
    def _doubling(self) -> int:
        return self._state[2]

    @property
    def _passes(self) -> int:
        return self._state[3]

    @property
    def _firsts(self) -> int:
        return self._state[4]

    def __init__(self, dealer: Seat | str = Seat.NORTH, calls: Iterable[Call | str] = ()) -> None:
        """Start an auction with ``dealer`` to call, then make ``calls`` in turn (each checked)."""
        dealer = _to_dealer(dealer)
        if isinstance(calls, str | bytes):
            raise ParseError(
                f"{quote(calls)} is not a sequence of calls: give Call values or texts, or use Auction.parse"
            )
        try:
            iterator = iter(calls)
        except TypeError:
            raise ParseError(f"{quote(calls)} is not a sequence of calls: expected Call values or texts") from None
        _set_dealer(self, dealer)
        _set_calls(self, ())
        _set_state(self, (None, -1, 0, 0, 0))
        if calls:
            state = self
            for call in iterator:
                state = state.add(call)
            _set_calls(self, state.calls)
            _set_state(self, state._state)

    @classmethod
    def parse(cls, text: str, dealer: Seat | None = None) -> Auction:
        """Read calls separated by spaces, optionally after the dealer and a colon: ``"E: 1NT P 3NT AP"``.

        ``AP`` (all pass) ends the auction with passes. Without a prefix the dealer is
        ``dealer`` (North by default). An illegal call raises
        :class:`~trickcards.errors.IllegalCallError`; text that is no call, a
        :class:`~trickcards.errors.ParseError`.

        >>> str(Auction.parse("1NT AP", dealer=Seat.EAST))
        'E: 1NT Pass Pass Pass'
        """
        if not isinstance(text, str):
            raise ParseError(f"{quote(text)} is not an auction: expected calls separated by spaces")
        if dealer is not None:
            dealer = _to_dealer(dealer)
        head, colon, body = text.partition(":")
        if colon:
            try:
                seat = Seat.parse(head)
            except ParseError:
                raise ParseError(
                    f"{quote(text)} is not an auction: {quote(head.strip())} before ':' is not a seat"
                ) from None
            if dealer is not None and seat is not dealer:
                raise ParseError(f"{quote(text)} names dealer {seat.letter}, but dealer={dealer.letter} was given")
            dealer = seat
        else:
            body = text
        auction = cls(Seat.NORTH if dealer is None else dealer)
        for token in body.split():
            if ascii_upper(token) == "AP":
                while not auction.is_complete:
                    auction = auction.add(PASS)
                continue
            auction = auction.add(Call.parse(token))
        return auction

    # --- rules A1-A8 --------------------------------------------------------------

    def _refusal(self, call: Call, seat: Seat | str | None) -> IllegalCallError | None:
        """The error ``call`` (by ``seat``, if given) would raise, or ``None`` when it is legal."""
        bid = self._bid
        if self._passes >= (3 if bid is not None else 4):
            return IllegalCallError(
                f"{quote(str(call))} comes after the end of the auction (rule A8, Law 22: it ends after three "
                "passes following a call, or four passes)",
                "auction-over",
            )
        turn = (self.dealer + len(self.calls)) & 3
        if seat is not None and _to_seat(seat) != turn:
            return IllegalCallError(
                f"{quote(str(call))} by {_seat_name(_to_seat(seat))} is out of rotation: it is {_NAMES[turn]}'s turn to call "
                "(rules A1-A2, Laws 28-32)",
                "out-of-turn",
            )
        kind = call.kind
        if kind is CallKind.PASS:
            return None
        if kind is CallKind.BID:
            if bid is None or call.index > bid.index:
                return None
            if bid.index == len(CALLS) - 1:
                return IllegalCallError(
                    f"{quote(str(call))} is insufficient: no bid ranks above 7NT, only Pass, X or XX may follow "
                    "(rules A3-A4 sufficiency, Law 27)",
                    "insufficient",
                )
            return IllegalCallError(
                f"{quote(str(call))} is insufficient over {quote(str(bid))}: a bid must name more tricks, or as many in a "
                "higher strain (rule A4 sufficiency, Law 27)",
                "insufficient",
            )
        opponents = (self._bidder ^ turn) & 1
        if kind is CallKind.DOUBLE:
            if bid is None:
                return IllegalCallError(
                    f"{quote(str(call))} with no bid made: there is nothing to double (rule A5, Law 19)",
                    "nothing-to-double",
                )
            if self._doubling:
                return IllegalCallError(
                    f"{quote(str(call))} of {quote(str(bid))}, which is already {'doubled' if self._doubling == 1 else 'redoubled'}: "
                    "only an undoubled bid may be doubled (rule A5, Law 19)",
                    "already-doubled",
                )
            if not opponents:
                return IllegalCallError(
                    f"{quote(str(call))} of {quote(str(bid))} by {_NAMES[turn]}, whose side made that bid: only an opponent's "
                    "bid may be doubled (rule A5, Law 19)",
                    "double-own-side",
                )
            return None
        if self._doubling != 1:
            if self._doubling == 2:
                return IllegalCallError(
                    f"{quote(str(call))} of {quote(str(bid))}, which is already redoubled: a redoubled bid cannot be "
                    "redoubled again (rule A6, Law 19)",
                    "already-redoubled",
                )
            return IllegalCallError(
                f"{quote(str(call))} with no double pending: only a doubled bid may be redoubled (rule A6, Law 19)",
                "redouble-without-double",
            )
        if opponents:
            return IllegalCallError(
                f"{quote(str(call))} by {_NAMES[turn]}, whose side made the double: only the side whose bid was "
                "doubled may redouble (rule A6, Law 19)",
                "redouble-own-double",
            )
        return None

    def can_add(self, call: Call | str, seat: Seat | str | None = None) -> bool:
        """True when ``call`` (by ``seat``, if given) is legal now.

        Text that is no call gives ``False``.
        """
        try:
            return self._refusal(_to_call(call), seat) is None
        except ParseError:
            return False

    def verify_add(self, call: Call | str, seat: Seat | str | None = None) -> None:
        """Raise :class:`~trickcards.errors.IllegalCallError` unless ``call`` (by ``seat``) is legal now.

        >>> Auction().add("1H").add("Pass").verify_add("X")
        Traceback (most recent call last):
        ...
        trickcards.errors.IllegalCallError: 'X' of '1H' by South, whose side made that bid: ...
        """
        error = self._refusal(_to_call(call), seat)
        if error is not None:
            raise error

    def add(self, call: Call | str, seat: Seat | str | None = None) -> Auction:
        """A new auction with ``call`` made by the next seat (``seat``, if given, must be that seat)."""
        if not isinstance(call, Call):
            call = _to_call(call)
        bid, bidder, doubling, passes, firsts = self._state
        dealer = self.dealer
        calls = self.calls
        # The common legal cases inline, each ending in a new state (built here rather
        # than in a helper: this runs once per call of every auction replayed); anything
        # else goes through _refusal for its message.
        if seat is None and passes < (3 if bid is not None else 4):
            kind = call.kind
            if kind is _PASS_KIND:
                state = (bid, bidder, doubling, passes + 1, firsts)
            elif kind is _BID_KIND:
                if bid is not None and call.index <= bid.index:
                    return self._refused(call, seat)
                turn = (dealer + len(calls)) & 3
                shift = ((turn & 1) * 5 + call.strain) * 3  # type: ignore[operator]  # a bid has a strain
                if not (firsts >> shift) & 7:
                    firsts |= (turn + 1) << shift
                state = (call, turn, 0, 0, firsts)
            elif kind is _DOUBLE_KIND:
                if bid is None or doubling or not (bidder ^ dealer ^ len(calls)) & 1:
                    return self._refused(call, seat)
                state = (bid, bidder, 1, 0, firsts)
            else:
                if doubling != 1 or (bidder ^ dealer ^ len(calls)) & 1:
                    return self._refused(call, seat)
                state = (bid, bidder, 2, 0, firsts)
            new = _new(Auction)
            _set_dealer(new, dealer)
            _set_calls(new, (*calls, call))
            _set_state(new, state)
            return new
        return self._refused(call, seat)

    def _refused(self, call: Call, seat: Seat | str | None) -> Auction:
        """Raise the error of an illegal ``call``; a legal one (given a seat) is added."""
        error = self._refusal(call, seat)
        if error is not None:
            raise error
        return self.add(call)

    def legal_calls(self) -> tuple[Call, ...]:
        """Every call legal now, in :class:`Call` order (empty once the auction is over).

        >>> [str(c) for c in Auction().add("7NT").legal_calls()]
        ['Pass', 'X']
        """
        bid = self._bid
        if bid is None:
            return () if self._passes >= 4 else _HIGHER[2]
        if self._passes >= 3:
            return ()
        higher = _HIGHER[bid.index]
        turn = (self.dealer + len(self.calls)) & 3
        opponents = (self._bidder ^ turn) & 1
        if self._doubling == 0:
            return (PASS, DOUBLE, *higher[1:]) if opponents else higher
        if self._doubling == 1 and not opponents:
            return (PASS, REDOUBLE, *higher[1:])
        return higher

    # --- derived state (section 4.3) ----------------------------------------------

    @property
    def is_complete(self) -> bool:
        """True once the auction is over: three passes after a call, or four passes (rule A8)."""
        return self._passes >= (3 if self._bid is not None else 4)

    @property
    def is_passed_out(self) -> bool:
        """True when the first four calls were all passes (rule A8a)."""
        return self._bid is None and self._passes >= 4

    @property
    def next_player(self) -> Seat | None:
        """The seat to call next (rule A2), or ``None`` once the auction is over."""
        if self.is_complete:
            return None
        return _SEATS[(self.dealer + len(self.calls)) & 3]

    @property
    def current_bid(self) -> Call | None:
        """The last bid so far, or ``None``."""
        return self._bid

    @property
    def current_bidder(self) -> Seat | None:
        """The seat that made the last bid, or ``None``."""
        return None if self._bidder < 0 else _SEATS[self._bidder]

    @property
    def doubling(self) -> Doubling:
        """Whether the last bid stands doubled or redoubled (rule A9)."""
        return _DOUBLINGS[self._doubling]

    @property
    def doubled_state(self) -> Doubling:
        """Another name for :attr:`doubling`, as the rules file calls it."""
        return _DOUBLINGS[self._doubling]

    @property
    def declarer(self) -> Seat | None:
        """Of the side that made the last bid, the first to name its strain (rule A10); ``None`` before a bid.

        While the auction is open this is the declarer the auction would have if it
        ended now.

        >>> Auction.parse("1C P 1H P 2H P 4H P P P").declarer
        <Seat.SOUTH: 2>
        """
        bid = self._bid
        if bid is None:
            return None
        shift = ((self._bidder & 1) * 5 + bid.strain) * 3  # type: ignore[operator]  # a bid has a strain
        return _SEATS[((self._firsts >> shift) & 7) - 1]

    @property
    def contract(self) -> Contract | None:
        """The final contract with its declarer (rules A9-A10); ``None`` while open or when passed out."""
        bid = self._bid
        if bid is None or self._passes < 3:
            return None
        strain: Strain = bid.strain  # type: ignore[assignment]  # a bid has a strain
        level: int = bid.level  # type: ignore[assignment]
        return Contract(level, strain, _DOUBLINGS[self._doubling], self.declarer)

    @property
    def dummy(self) -> Seat | None:
        """Declarer's partner once the auction has a contract (rule A11)."""
        contract = self.contract
        return None if contract is None or contract.declarer is None else contract.declarer.partner

    @property
    def opening_leader(self) -> Seat | None:
        """Declarer's left-hand opponent once the auction has a contract (rule A11)."""
        contract = self.contract
        return None if contract is None or contract.declarer is None else contract.declarer.lho

    def seat_of(self, position: int) -> Seat:
        """The seat that makes (or made) call number ``position`` (0-based; rule A2)."""
        if not isinstance(position, int) or isinstance(position, bool) or position < 0:
            raise TrickcardsError(f"{quote(position)} is not a call number: calls are numbered from 0 (rule A2)")
        return _SEATS[(self.dealer + position) & 3]

    # --- values -------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.calls)

    def __iter__(self) -> Iterator[Call]:
        return iter(self.calls)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Auction):
            return NotImplemented
        return self.dealer is other.dealer and self.calls == other.calls

    def __hash__(self) -> int:
        return hash((Auction, self.dealer, self.calls))

    def __str__(self) -> str:
        return " ".join((f"{self.dealer.letter}:", *(str(c) for c in self.calls)))

    def pretty(self) -> str:
        """The calls with suit symbols, four to a line under the seat letters, dealer's column first."""
        rows = [" ".join(f"{s.letter:<4}" for s in _SEATS).rstrip()]
        cells = ["-"] * self.dealer + [c.pretty() for c in self.calls]
        for start in range(0, len(cells), 4):
            rows.append(" ".join(f"{c:<4}" for c in cells[start : start + 4]).rstrip())
        return "\n".join(rows)

    def __repr__(self) -> str:
        return f"Auction.parse({str(self)!r})"

    def __reduce__(self) -> tuple[object, tuple[Seat, tuple[Call, ...]]]:
        return (Auction, (self.dealer, self.calls))


# Slot setters for the constructors (Auction refuses __setattr__).
_new = object.__new__
_set_dealer = Auction.__dict__["dealer"].__set__
_set_calls = Auction.__dict__["calls"].__set__
_set_state = Auction.__dict__["_state"].__set__


def _to_call(call: Call | str) -> Call:
    if isinstance(call, Call):
        return call
    if isinstance(call, str):
        return Call.parse(call)
    raise ParseError(f"{quote(call)} is not a call: expected a Call or text such as '1NT' or 'Pass'")


def _to_dealer(dealer: object) -> Seat:
    if isinstance(dealer, Seat):
        return dealer
    if isinstance(dealer, str):
        return Seat.parse(dealer)
    raise IllegalCallError(f"{quote(dealer)} is not a dealer: expected a Seat (rule A1)", "not-a-seat")


def _to_seat(seat: object) -> Seat:
    if isinstance(seat, Seat):
        return seat
    if isinstance(seat, str):
        return Seat.parse(seat)
    raise ParseError(f"{quote(seat)} is not a seat: expected a Seat or N, E, S, W")


def _seat_name(seat: object) -> str:
    return _NAMES[seat] if isinstance(seat, int) and 0 <= seat < 4 else repr(seat)
