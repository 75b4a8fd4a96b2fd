"""The bidding round: one call per player clockwise from the dealer's left, K1-K3 (section 4).

The round is not an ascending auction: no call has to be higher than an earlier one,
and there is no pass (R1). A player whose partner has already called Board or Nil is
skipped and makes no call (K1). When every player has called or been skipped, each
team has exactly one contract (:class:`~trickcards.partnership_blackout.TeamContract`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from attrs import field, frozen

from trickcards.core import inputs
from trickcards.core.errors import IllegalCallError, ParseError, TrickcardsError
from trickcards.core.inputs import quote
from trickcards.core.reprs import parsed_repr
from trickcards.core.seats import Seat, Side
from trickcards.partnership_blackout.calls import CALLS, Board, Call, Nil, Number
from trickcards.partnership_blackout.contract import TeamContract

__all__ = ["MAX_TEAM_NUMBER", "PartnershipCallRound"]

MAX_TEAM_NUMBER: Final = 12
"""The cap on a team's summed number calls (R6)."""


def _to_seat(value: Seat | str, what: str = "dealer") -> Seat:
    if isinstance(value, Seat):
        return value
    if isinstance(value, str):
        return Seat.parse(value)
    raise TrickcardsError(f"{quote(value)} is not a {what}: expected a Seat or N, E, S, W")


def _to_caller(seat: Seat | str | None) -> Seat | None:
    """The ``seat`` argument of :meth:`PartnershipCallRound.add`: a Seat, its letter, or ``None``."""
    if seat is None or isinstance(seat, Seat):
        return seat
    if isinstance(seat, str):
        try:
            return Seat.parse(seat)
        except TrickcardsError:
            pass
    raise IllegalCallError(f"{quote(seat)} is not a seat: name the caller as a Seat or N, E, S, W", "out-of-turn")


def _to_calls(calls: Iterable[Call | str]) -> tuple[Call, ...]:
    if isinstance(calls, str) or not isinstance(calls, Iterable):
        raise IllegalCallError(f"{quote(calls)} is not a sequence of calls such as ('3', 'Board', 'Nil')", "K2")
    return tuple(_coerce(c) for c in calls)


def _coerce(call: Call | str) -> Call:
    if isinstance(call, str):
        return Call.parse(call)
    if not isinstance(call, Number | Board | Nil):
        raise IllegalCallError(
            f"{quote(call)} is not a Partnership Blackout call: expected 1-12, Board or Nil (K2)", "K2"
        )
    return call


def _closes(call: Call) -> bool:
    """Whether ``call`` makes the caller's partner skip (K1)."""
    return isinstance(call, Board | Nil)


@frozen
class PartnershipCallRound:
    """An immutable bidding round: the dealer and the calls made so far, in order.

    Seats skipped under K1 make no call, so ``calls`` holds only real calls;
    :attr:`entries` pairs each with its caller. :meth:`add` returns a new round or
    raises :class:`~trickcards.core.errors.IllegalCallError` whose ``reason`` names the rule
    (``"K1"``, ``"K2"``, ``"R1"``, ``"out-of-turn"``, ``"round-over"``).
    The text form lists the four seats from the dealer's left, ``-`` for a skipped seat.

    Vector Q4 (dealer W): N 4, E 5, S Board, W 2 -- N's 4 is cancelled.

    >>> r = PartnershipCallRound(Seat.WEST).add("4").add("5").add("Board").add("2")
    >>> r.is_complete, [str(c) for c in r.contracts]
    (True, ['NS Board', 'EW 7'])
    >>> r.cancelled
    ((<Seat.NORTH: 0>, Number(tricks=4)),)
    >>> r2 = PartnershipCallRound(Seat.WEST).add("Nil").add("4")
    >>> r2.next_player, r2.skipped                # S is skipped (K1)
    (<Seat.WEST: 3>, (<Seat.SOUTH: 2>,))
    >>> str(r2.add("2")), PartnershipCallRound.parse("W: Nil 4 - 2") == r2.add("2")
    ('W: Nil 4 - 2', True)
    """

    __repr__ = parsed_repr

    dealer: Seat = field(converter=_to_seat)
    """The dealer; the player on the dealer's left calls first."""
    calls: tuple[Call, ...] = field(default=(), converter=_to_calls)
    """The calls made, in order (skipped seats make none)."""

    def _repr_svg_(self) -> str:
        """The bidding table as SVG (Jupyter shows it): :func:`trickcards.pictures.bridge.auction_svg`."""
        from trickcards.pictures.bridge import auction_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return auction_svg(self)

    def _repr_html_(self) -> str:
        """The bidding table as HTML: :func:`trickcards.pictures.bridge.auction_html`."""
        from trickcards.pictures.bridge import auction_html  # noqa: PLC0415  (pictures are loaded when drawn)

        return auction_html(self)

    def __attrs_post_init__(self) -> None:
        replay = PartnershipCallRound._make(self.dealer, ())
        for call in self.calls:
            replay = replay.add(call)

    @classmethod
    def _make(cls, dealer: Seat, calls: tuple[Call, ...]) -> PartnershipCallRound:
        new = object.__new__(cls)
        object.__setattr__(new, "dealer", dealer)
        object.__setattr__(new, "calls", calls)
        return new

    @classmethod
    def parse(cls, text: str) -> PartnershipCallRound:
        """Read ``dealer: call call ...`` with ``-`` for a skipped seat, e.g. ``W: Board 3 - 4``.

        The calls run from the dealer's left. A ``-`` must stand exactly where a seat is
        skipped, and a call never stands there (K1).

        >>> PartnershipCallRound.parse("W: Nil 4 2")
        Traceback (most recent call last):
        ...
        trickcards.core.errors.IllegalCallError: S may not call '2': S's partner N called Nil, so S is skipped and makes no call (K1)
        """
        inputs.text(text, "a calling round")  # ASCII spaces and tabs only, as in every text parser
        if not isinstance(text, str) or ":" not in text:
            raise ParseError(
                f"{quote(text)} is not a bidding round: expected 'dealer: call call ...' such as 'W: 3 4 2 5'"
            )
        head, _, rest = text.partition(":")
        round_ = cls._make(Seat.parse(head), ())
        words = rest.replace(",", " ").split()
        if len(words) > 4:
            raise ParseError(
                f"{quote(text)} is not a bidding round: four seats call at most once each, not {len(words)} times"
            )
        for turn, word in enumerate(words):
            seat = round_.dealer.rotate(turn + 1)
            if word == "-":
                if seat not in round_.skipped:
                    raise IllegalCallError(
                        f"{quote(text)}: '-' stands for a skipped seat, but {seat} is not skipped and must call (K2)",
                        "K2",
                    )
                continue
            round_ = round_.add(word, seat=seat)
        return round_

    # --- who calls ---------------------------------------------------------------------

    def _seat_at(self, turn: int) -> Seat | None:
        """The seat of the ``turn``-th place of the round (0 = dealer's left), or ``None`` past the fourth."""
        return self.dealer.rotate(turn + 1) if turn < 4 else None

    @property
    def entries(self) -> tuple[tuple[Seat, Call], ...]:
        """Each call with its caller, in order."""
        entries: list[tuple[Seat, Call]] = []
        turn = 0
        for call in self.calls:
            while turn < 4 and self._is_skipped(self.dealer.rotate(turn + 1), entries):
                turn += 1
            entries.append((self.dealer.rotate(turn + 1), call))
            turn += 1
        return tuple(entries)

    @staticmethod
    def _is_skipped(seat: Seat, entries: Iterable[tuple[Seat, Call]]) -> bool:
        return any(who is seat.partner and _closes(call) for who, call in entries)

    def _turns(self) -> int:
        """How many places of the round are done: calls made and seats skipped."""
        entries = self.entries
        turn = 0
        for seat, _ in entries:
            turn = (seat - self.dealer - 1) % 4 + 1
        while turn < 4 and self._is_skipped(self.dealer.rotate(turn + 1), entries):
            turn += 1
        return turn

    @property
    def next_player(self) -> Seat | None:
        """Who calls next, skipping any seat K1 skips; ``None`` once the round is over."""
        return self._seat_at(self._turns())

    @property
    def skipped(self) -> tuple[Seat, ...]:
        """The seats skipped so far, or certain to be skipped, because a partner called Board or Nil (K1)."""
        entries = self.entries
        called = {seat for seat, _ in entries}
        return tuple(seat.partner for seat, call in entries if _closes(call) and seat.partner not in called)

    @property
    def is_complete(self) -> bool:
        """True once every player has called or been skipped."""
        return self._turns() >= 4

    def call_of(self, seat: Seat | str) -> Call | None:
        """The call ``seat`` (a Seat or its letter) made, or ``None`` if it has not called (or was skipped)."""
        seat = _to_seat(seat, "seat")
        for who, call in self.entries:
            if who is seat:
                return call
        return None

    # --- legality ----------------------------------------------------------------------

    def _problem(self, call: Call, seat: Seat | str | None) -> tuple[str, str, Seat | None] | None:
        seat = _to_caller(seat)
        turn = self._turns()
        caller = self._seat_at(turn)
        if seat is not None and seat is not caller:
            partner_call = self.call_of(seat.partner)
            if seat in self.skipped and partner_call is not None:
                return (
                    "K1",
                    f"{seat}'s partner {seat.partner} called {partner_call}, so {seat} is skipped and makes no call",
                    seat,
                )
            if self.call_of(seat) is not None:
                return "out-of-turn", f"{seat} has already called {self.call_of(seat)}; each player calls once", seat
            if caller is None:
                return "round-over", "every player has called or been skipped", seat
            return "out-of-turn", f"it is {caller}'s turn to call (calls go clockwise from the dealer's left)", seat
        if caller is None:
            return "round-over", "every player has called or been skipped", seat
        return None

    def can_add(self, call: Call | str, seat: Seat | str | None = None) -> bool:
        """True when the next caller (or ``seat``, if given, as the next caller) may make ``call`` now."""
        try:
            return self._problem(_coerce(call), seat) is None
        except TrickcardsError:
            return False

    def verify_add(self, call: Call | str, seat: Seat | str | None = None) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalCallError` naming the rule unless ``call`` is legal now.

        ``seat``, when given, is who is calling: it must be :attr:`next_player`.

        >>> PartnershipCallRound(Seat.WEST).verify_add("13")
        Traceback (most recent call last):
        ...
        trickcards.core.errors.IllegalCallError: 13 is not a call: a team that means to win every trick calls Board (K2)
        """
        parsed = _coerce(call)
        problem = self._problem(parsed, _to_caller(seat))
        if problem is not None:
            rule, why, who = problem
            caller = who or self.next_player
            subject = "no one may call" if caller is None else f"{caller} may not call"
            raise IllegalCallError(f"{subject} {quote(str(parsed))}: {why} ({rule})", rule)

    def add(self, call: Call | str, seat: Seat | str | None = None) -> PartnershipCallRound:
        """A new round with ``call`` (a call or its text) made by the next caller; raises if illegal.

        Give ``seat`` to check who is calling: a skipped seat raises with reason ``"K1"``.
        """
        parsed = _coerce(call)
        self.verify_add(parsed, seat)
        return PartnershipCallRound._make(self.dealer, (*self.calls, parsed))

    def legal_calls(self) -> tuple[Call, ...]:
        """Every call the next caller may make: 1 to 12, Board and Nil; none once the round is over.

        >>> len(PartnershipCallRound(Seat.NORTH).legal_calls())
        14
        """
        return () if self.is_complete else CALLS

    # --- the result --------------------------------------------------------------------

    def contract_of(self, side: Side) -> TeamContract | None:
        """The contract of ``side`` once the round is over (the table of section 4), else ``None``.

        Two numbers add up, capped at 12 (R6); Board or Nil cancels the partner's earlier
        number; Nil names its bidder, whose partner has no contract.
        """
        if not isinstance(side, Side):
            raise TrickcardsError(f"{quote(side)} is not a partnership: expected Side.NORTH_SOUTH or Side.EAST_WEST")
        if not self.is_complete:
            return None
        own = [(seat, call) for seat, call in self.entries if seat.side is side]
        for seat, call in own:
            if isinstance(call, Board):
                return TeamContract.board(side)
            if isinstance(call, Nil):
                return TeamContract.nil(seat)
        total = sum(call.tricks for _, call in own if isinstance(call, Number))
        return TeamContract.number(side, min(MAX_TEAM_NUMBER, total))

    @property
    def contracts(self) -> tuple[TeamContract, TeamContract] | None:
        """Both teams' contracts, North-South first, once the round is over; else ``None``."""
        ns, ew = self.contract_of(Side.NORTH_SOUTH), self.contract_of(Side.EAST_WEST)
        if ns is None or ew is None:
            return None
        return (ns, ew)

    @property
    def cancelled(self) -> tuple[tuple[Seat, Number], ...]:
        """Number calls cancelled by the partner's later Board or Nil, with their callers."""
        entries = self.entries
        return tuple(
            (seat, call)
            for seat, call in entries
            if isinstance(call, Number) and any(who is seat.partner and _closes(c) for who, c in entries)
        )

    def __str__(self) -> str:
        words = []
        entries = dict(self.entries)
        for turn in range(self._turns()):
            call = entries.get(self.dealer.rotate(turn + 1))
            words.append("-" if call is None else str(call))
        return f"{self.dealer}: " + " ".join(words)
