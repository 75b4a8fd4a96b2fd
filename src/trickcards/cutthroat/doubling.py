"""The cut-throat game's doubling, after the partner is fixed (bridge variants §7, CT-h).

Declarer's left-hand opponent may double; if he passes, declarer's right-hand
opponent may. After a double, declarer's side may redouble: the declarer, or the
dummy if he accepted. A refusing dummy may neither double nor redouble. The two
possible redoublers make one decision for their side (CT-h): by default they are
asked in turn clockwise from the doubler, and the first to redouble settles it
(``redouble="clockwise"``); with ``redouble="declarer_first"`` the declarer is
asked first whoever doubled.

Seats here are those after the change of seats, so the dummy sits opposite
declarer; players are named by those seats.

>>> from trickcards.core.seats import Seat
>>> r = DoublingRound(Seat.NORTH, accepted=True).call("Pass").call("X")       # CT-11: RHO doubles
>>> r.next_player, [str(c) for c in r.legal_calls()]
(<Seat.NORTH: 0>, ['Pass', 'XX'])
>>> r = r.call("Pass").call("XX", Seat.SOUTH)                                  # the accepting dummy redoubles
>>> r.is_complete, r.doubling
(True, <Doubling.REDOUBLED: 2>)
"""

from __future__ import annotations

from typing import Final

from attrs import field, frozen

from trickcards.bridge.calls import DOUBLE, PASS, REDOUBLE, Call
from trickcards.bridge.contract import Doubling
from trickcards.core import inputs
from trickcards.core.errors import IllegalCallError, ParseError
from trickcards.core.frozen import assembled
from trickcards.core.inputs import quote
from trickcards.core.reprs import brief_repr
from trickcards.core.seats import Seat

__all__ = ["REDOUBLE_ORDERS", "DoublingRound"]

REDOUBLE_ORDERS: Final = ("clockwise", "declarer_first")
"""Who of declarer's side is asked first to redouble (CT-h): clockwise from the doubler (default), or declarer."""
_RULE: Final = "bridge variants §7"


def _to_calls(value: object) -> tuple[Call, ...]:
    return inputs.sequence_of(
        value, Call, "a tuple of calls", error=lambda message: IllegalCallError(message, "not-a-call")
    )


def _to_declarer(value: object) -> Seat:
    return inputs.seat(value, "a declarer")


def _check_order(instance: object, attribute: object, value: object) -> None:
    if value not in REDOUBLE_ORDERS:
        raise IllegalCallError(
            f"{quote(value)} is not an order of redoubling (CT-h): expected clockwise or declarer_first", "bad-option"
        )


@frozen
class DoublingRound:
    """The doubling after the choice of partner: an immutable sequence of Pass, X and XX.

    ``declarer`` is declarer's seat after the change of seats (the dummy sits
    opposite); ``accepted`` whether the dummy accepted. :meth:`call` returns a new
    round; :meth:`can_call` and :meth:`verify_call` ask first.

    >>> r = DoublingRound(Seat.EAST, accepted=False)
    >>> r.next_player, r.call("Pass").call("Pass").is_complete
    (<Seat.SOUTH: 2>, True)
    >>> r.call("X").verify_call("XX", Seat.WEST)                                    # CT-12
    Traceback (most recent call last):
    ...
    trickcards.core.errors.IllegalCallError: 'XX' by West: a refusing dummy may neither double nor redouble (CT-h, bridge variants §7)
    """

    __repr__ = brief_repr

    declarer: Seat = field(converter=_to_declarer)
    accepted: bool = field(validator=inputs.is_a(bool, "accepted"))
    redouble: str = field(default="clockwise", validator=_check_order)
    calls: tuple[Call, ...] = field(default=(), converter=_to_calls)

    def __attrs_post_init__(self) -> None:
        # Calls given to the constructor are checked one by one.
        if not self.calls:
            return
        round_ = DoublingRound(self.declarer, self.accepted, self.redouble)
        for call in self.calls:
            round_.verify_call(call)
            round_ = round_._with(call)

    def _with(self, call: Call) -> DoublingRound:
        return assembled(
            DoublingRound,
            declarer=self.declarer,
            accepted=self.accepted,
            redouble=self.redouble,
            calls=(*self.calls, call),
        )

    # --- who is who ------------------------------------------------------------------

    @property
    def dummy(self) -> Seat:
        """The dummy's seat, opposite declarer."""
        return self.declarer.partner

    @property
    def callers(self) -> tuple[Seat, ...]:
        """Who made each of the calls so far, in order."""
        return self._order()[: len(self.calls)]

    def _repr_svg_(self) -> str:
        """The calls under their callers as SVG (Jupyter shows it): :func:`trickcards.pictures.bridge.auction_svg`."""
        from trickcards.pictures.bridge import auction_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return auction_svg(self)

    def _repr_html_(self) -> str:
        """The calls under their callers as HTML: :func:`trickcards.pictures.bridge.auction_html`."""
        from trickcards.pictures.bridge import auction_html  # noqa: PLC0415  (pictures are loaded when drawn)

        return auction_html(self)

    def _order(self) -> tuple[Seat, ...]:
        """Who is asked, in order, for the calls made so far and the next one."""
        lho, rho = self.declarer.lho, self.declarer.rho
        doublers = (lho, rho)
        if DOUBLE not in self.calls:
            return doublers
        doubler = doublers[self.calls.index(DOUBLE)]
        side = [self.declarer, self.dummy] if self.accepted else [self.declarer]
        if self.redouble == "clockwise" and doubler is lho and self.accepted:
            side.reverse()  # after the left-hand opponent doubles, the dummy is next clockwise
        return (*doublers[: self.calls.index(DOUBLE) + 1], *side)

    @property
    def is_complete(self) -> bool:
        """True once both opponents have passed, a redouble is made, or declarer's side has passed the double."""
        if REDOUBLE in self.calls:
            return True
        return len(self.calls) >= len(self._order())

    @property
    def next_player(self) -> Seat | None:
        """Who calls next, or ``None`` once the doubling is over."""
        return None if self.is_complete else self._order()[len(self.calls)]

    @property
    def doubling(self) -> Doubling:
        """The contract's doubling so far."""
        if REDOUBLE in self.calls:
            return Doubling.REDOUBLED
        return Doubling.DOUBLED if DOUBLE in self.calls else Doubling.UNDOUBLED

    @property
    def doubler(self) -> Seat | None:
        """The opponent who doubled, or ``None``."""
        if DOUBLE not in self.calls:
            return None
        return (self.declarer.lho, self.declarer.rho)[self.calls.index(DOUBLE)]

    def legal_calls(self) -> tuple[Call, ...]:
        """Pass and X for an opponent, Pass and XX for declarer's side after a double; empty once over."""
        if self.is_complete:
            return ()
        return (PASS, REDOUBLE) if DOUBLE in self.calls else (PASS, DOUBLE)

    # --- calls -------------------------------------------------------------------------

    def _refusal(self, call: Call, seat: Seat | None) -> IllegalCallError | None:
        mover = self.next_player
        if mover is None:
            return IllegalCallError(f"{quote(str(call))}: the doubling is over ({_RULE})", "doubling-over")
        if seat is None:
            seat = mover
        if seat is self.dummy and not self.accepted and call in (DOUBLE, REDOUBLE):
            return IllegalCallError(
                f"{quote(str(call))} by {seat.name.title()}: a refusing dummy may neither double nor redouble "
                f"(CT-h, {_RULE})",
                "refusing-dummy",
            )
        if seat is not mover:
            return IllegalCallError(
                f"{quote(str(call))} by {seat.name.title()} is out of turn: {mover.name.title()} calls now ({_RULE})",
                "out-of-turn",
            )
        if call not in self.legal_calls():
            allowed = " or ".join(str(c) for c in self.legal_calls())
            return IllegalCallError(
                f"{quote(str(call))} by {seat.name.title()}: only {allowed} now (declarer's left doubles, "
                f"or else his right; declarer's side may then redouble; {_RULE})",
                "not-in-doubling",
            )
        return None

    def can_call(self, call: Call | str, seat: Seat | str | None = None) -> bool:
        """True when ``call`` (by ``seat``, if given) is allowed now."""
        try:
            self.verify_call(call, seat)
        except (IllegalCallError, ParseError):
            return False
        return True

    def verify_call(self, call: Call | str, seat: Seat | str | None = None) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalCallError` unless ``call`` (by ``seat``) is allowed now.

        ``call`` is a :class:`~trickcards.bridge.Call` or its text (``"Pass"``, ``"X"``,
        ``"XX"``); ``seat`` a :class:`~trickcards.Seat`, its letter or name, or, on
        purpose as everywhere (:func:`trickcards.core.inputs.seat`), its index 0-3.
        """
        error = self._refusal(_to_call(call), None if seat is None else inputs.seat(seat, "a seat"))
        if error is not None:
            raise error

    def call(self, call: Call | str, seat: Seat | str | None = None) -> DoublingRound:
        """A new round with ``call`` made by the player to call (``seat``, if given, must be him).

        ``call`` and ``seat`` are given as :meth:`verify_call` takes them.
        """
        checked = _to_call(call)
        self.verify_call(checked, seat)
        return self._with(checked)


def _to_call(call: object) -> Call:
    if isinstance(call, Call):
        return call
    if isinstance(call, str):
        return Call.parse(call)
    raise ParseError(f"{quote(call)} is not a call: expected Pass, X or XX")
