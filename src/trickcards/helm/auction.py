"""Helm's auction in three rounds, bids ranked by point value (``bridge-variants.md`` section 4).

The non-dealer calls first and the players alternate throughout. Round 1 is one call
each, round 2 (after two more cards each) one call each, round 3 (after two more)
goes on until a player passes: that pass ends the auction. A call is Pass, a bid
(:data:`~trickcards.helm.rules.HELM_BIDS`), Double or Redouble, contract bridge's
call values. A bid must outrank the current bid (point value, then NT > Null > S > H >
D > C); in rounds 1 and 2 it may exceed the current bid by at most 5 points, unless it
declares a helm (level 4 or 5). Double and redouble are as in contract bridge, at the
caller's turn in any round. With no bid at all the deal is dealt again (HE-m).

Players are 0 (A) and 1 (B).

>>> a = HelmAuction(dealer=0).add("1C").add("1H")               # round 1: B, then A
>>> a.round, a.can_add("2H"), a.can_add("1NT")                  # round 2: 2H is 8 more than 1H
(2, False, True)
>>> a = a.add("Pass").add("1NT").add("X").add("Pass")           # round 3 ends with a pass
>>> a.is_complete, str(a.contract), a.declarer
(True, '1NTXA', 0)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache
from typing import Final

from trickcards.bridge.calls import DOUBLE, PASS, REDOUBLE, Call, CallKind
from trickcards.bridge.contract import Doubling, TwoPlayerContract
from trickcards.core import inputs
from trickcards.core.errors import IllegalCallError, ParseError, TrickcardsError
from trickcards.core.frozen import Frozen, assembled
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat
from trickcards.helm.rules import HELM, HELM_BIDS, HelmRules, denomination, is_helm_bid, point_value

__all__ = ["LIMIT", "HelmAuction", "parse_call"]

LIMIT: Final = 5
"""In rounds 1 and 2 a bid may exceed the current bid by at most this many points [SEED-DE]."""

_SEATS: Final = (Seat.NORTH, Seat.EAST)
_LETTERS: Final = "AB"
_CALLS: Final[tuple[Call, ...]] = (PASS, *HELM_BIDS, DOUBLE, REDOUBLE)

# The legal calls as a bit mask over _CALLS (bit 0 Pass, bits 1-30 the bids in HELM_BIDS'
# order, then Double and Redouble), computed from the auction's state by the tables below
# instead of asking each call's refusal: the tables hold each rule of _refusal per bid.
_CALL_BIT: Final[dict[Call, int]] = {call: 1 << index for index, call in enumerate(_CALLS)}
_BID_INDEX: Final[dict[Call, int]] = {bid: index for index, bid in enumerate(HELM_BIDS)}
_ALL_BIDS: Final = (1 << len(HELM_BIDS)) - 1
_HELMS: Final = sum(1 << index for index, bid in enumerate(HELM_BIDS) if is_helm_bid(bid))
_DOUBLE_BIT: Final = _CALL_BIT[DOUBLE]
_REDOUBLE_BIT: Final = _CALL_BIT[REDOUBLE]
_WITHIN_LIMIT: Final[tuple[int, ...]] = tuple(
    sum(1 << index for index, bid in enumerate(HELM_BIDS) if point_value(bid) - point_value(base) <= LIMIT)
    for base in HELM_BIDS
)
"""By the index of the base bid: the bids exceeding it by at most 5 points (rounds 1 and 2)."""


def _outranking(rules: HelmRules) -> tuple[int, ...]:
    """By the index of the current bid: the bids that outrank it under ``rules`` (HE-6, HE-b)."""
    return tuple(
        sum(1 << index for index, bid in enumerate(HELM_BIDS) if rules.outranks(bid, current)) for current in HELM_BIDS
    )


# Only HE-b changes the order of the bids: one table for each reading.
_OUTRANKING: Final[dict[bool, tuple[int, ...]]] = {
    flag: _outranking(HelmRules(null_above_notrump=flag)) for flag in (False, True)
}


@cache
def _calls_of(mask: int) -> tuple[Call, ...]:
    """The calls of a legal-call mask, in the order of _CALLS (a few hundred masks occur)."""
    return tuple(call for call in _CALLS if mask & _CALL_BIT[call])


_CALL_TEXTS: Final[dict[str, Call]] = {str(call): call for call in _CALLS}
"""Every call of Helm by its text (``str(call)``), read by lookup before the full parser."""


def parse_call(text: str) -> Call:
    """A call of Helm from its text: ``Pass``, ``2S``, ``3NT``, ``1Null``, ``X``, ``XX`` (any case).

    >>> str(parse_call("4 null")), str(parse_call("p"))
    ('4Null', 'Pass')
    """
    if text.__class__ is str:  # the canonical texts are one lookup
        exact = _CALL_TEXTS.get(text)
        if exact is not None:
            return exact
    call = Call.parse(text, null=True)
    if call.is_bid and call not in HELM_BIDS:
        raise ParseError(f"{quote(text)} is not a call of Helm: bids have a level 1-5 (§4)")
    return call


def _player(value: object, what: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and value in (0, 1):
        return value
    if isinstance(value, str) and inputs.keyword(value, what, error=TrickcardsError) in ("A", "B"):
        return _LETTERS.index(inputs.keyword(value, what, error=TrickcardsError))
    raise TrickcardsError(f"{quote(value)} is not {what}: the players are A and B (0 and 1)")


class HelmAuction(Frozen):
    """An immutable Helm auction: :meth:`add` returns a new auction with one more call.

    :meth:`can_add` and :meth:`verify_add` ask first; an illegal call raises
    :class:`~trickcards.core.errors.IllegalCallError` naming the rule. ``rules`` holds the
    options of the auction (HE-b, HE-k, HE-l).
    """

    __slots__ = ("_bid", "_bidder", "_doubling", "_last_bids", "calls", "dealer", "rules")

    dealer: int
    """The dealer, 0 (A) or 1 (B); the other player calls first in every round."""
    rules: HelmRules
    """The options of the deal."""
    calls: tuple[Call, ...]
    """The calls so far, the non-dealer's first."""
    _bid: Call | None
    _bidder: int
    _doubling: Doubling
    _last_bids: tuple[Call | None, Call | None]

    def _repr_svg_(self) -> str:
        """The bidding table as SVG (Jupyter shows it): :func:`trickcards.pictures.bridge.auction_svg`."""
        from trickcards.pictures.bridge import auction_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return auction_svg(self)

    def _repr_html_(self) -> str:
        """The bidding table as HTML: :func:`trickcards.pictures.bridge.auction_html`."""
        from trickcards.pictures.bridge import auction_html  # noqa: PLC0415  (pictures are loaded when drawn)

        return auction_html(self)

    def __init__(self, dealer: int | str = 0, calls: Iterable[Call | str] = (), rules: HelmRules = HELM) -> None:
        """Start an auction with ``dealer`` dealing, then make ``calls`` in turn, each checked."""
        if not isinstance(rules, HelmRules):
            raise TrickcardsError(f"{quote(rules)} is not a HelmRules value")
        if isinstance(calls, str | bytes):
            raise ParseError(f"{quote(calls)} is not a sequence of calls: give Call values or texts")
        calls = inputs.sequence(calls, _call_or_text, "a sequence of calls", error=ParseError)
        setter = object.__setattr__
        setter(self, "dealer", _player(dealer, "a dealer"))
        setter(self, "rules", rules)
        setter(self, "calls", ())
        setter(self, "_bid", None)
        setter(self, "_bidder", -1)
        setter(self, "_doubling", Doubling.UNDOUBLED)
        setter(self, "_last_bids", (None, None))
        state = self
        for call in calls:
            state = state.add(call)
        for name in self.__slots__:
            setter(self, name, getattr(state, name))

    @classmethod
    def parse(cls, text: str, dealer: int | str = 0, rules: HelmRules = HELM) -> HelmAuction:
        """Read calls separated by spaces, the non-dealer's first.

        >>> str(HelmAuction.parse("1C 1H Pass 2C 2NT Pass", dealer="B").contract)
        '2NTA'
        """
        if not isinstance(text, str):
            raise ParseError(f"{quote(text)} is not an auction: expected calls separated by spaces")
        return cls(dealer, [parse_call(word) for word in inputs.words(text, "an auction")], rules)

    # --- where the auction stands -----------------------------------------------------

    @property
    def round(self) -> int:
        """The round of the next call: 1 and 2 (one call each), then 3 (until a pass)."""
        return min(len(self.calls) // 2 + 1, 3)

    @property
    def is_complete(self) -> bool:
        """True once a player has passed in round 3."""
        return len(self.calls) > 4 and self.calls[-1] is PASS

    @property
    def next_player(self) -> int | None:
        """Who calls next (the non-dealer first, then alternately), ``None`` once complete."""
        if self.is_complete:
            return None
        return (self.dealer + 1 + len(self.calls)) % 2

    @property
    def current_bid(self) -> Call | None:
        """The highest bid so far."""
        return self._bid

    @property
    def current_bidder(self) -> int | None:
        """Who made the current bid."""
        return None if self._bidder < 0 else self._bidder

    @property
    def doubling(self) -> Doubling:
        """Whether the current bid is doubled or redoubled."""
        return self._doubling

    @property
    def is_passed_out(self) -> bool:
        """True when the auction is complete with no bid made: the deal is dealt again (HE-m)."""
        return self.is_complete and self._bid is None

    @property
    def declarer(self) -> int | None:
        """The player who made the final bid, once the auction is complete."""
        return self._bidder if self.is_complete and self._bidder >= 0 else None

    @property
    def contract(self) -> TwoPlayerContract | None:
        """The contract once complete, declared by player A or B (``5NTXXA``), else ``None``."""
        if not self.is_complete or self._bid is None:
            return None
        level = self._bid.level
        assert level is not None  # the current bid is a bid
        return TwoPlayerContract(level, denomination(self._bid), self._doubling, _SEATS[self._bidder])

    # --- the rules ------------------------------------------------------------------------

    def _refusal(self, call: Call) -> IllegalCallError | None:
        if self.is_complete:
            return IllegalCallError(
                f"{quote(str(call))} comes after the end of the auction: a pass in round 3 ends it (§4)",
                "auction-over",
            )
        turn = (self.dealer + 1 + len(self.calls)) % 2
        bid, kind = self._bid, call.kind
        if kind is CallKind.PASS:
            return None
        if kind is CallKind.DOUBLE:
            if bid is None:
                return IllegalCallError(
                    f"{quote(str(call))} with no bid made: there is nothing to double", "nothing-to-double"
                )
            if self._doubling:
                return IllegalCallError(
                    f"{quote(str(call))} of {quote(str(bid))}, which is already doubled: only an undoubled bid may be "
                    "doubled (§4, as in contract bridge)",
                    "already-doubled",
                )
            if self._bidder == turn:
                return IllegalCallError(
                    f"{quote(str(call))} of {quote(str(bid))} by player {_LETTERS[turn]}, who bid it: only the "
                    "opponent's bid may be doubled (§4, as in contract bridge)",
                    "double-own-side",
                )
            return None
        if kind is CallKind.REDOUBLE:
            if self._doubling is not Doubling.DOUBLED:
                return IllegalCallError(
                    f"{quote(str(call))} with no double pending: only a doubled bid may be redoubled (§4, as in contract bridge)",
                    "redouble-without-double",
                )
            if self._bidder != turn:
                return IllegalCallError(
                    f"{quote(str(call))} by player {_LETTERS[turn]}, who doubled: only the bidder may redouble "
                    "(§4, as in contract bridge)",
                    "redouble-own-double",
                )
            return None
        if call not in HELM_BIDS:
            return IllegalCallError(
                f"{quote(str(call))} is not a bid of Helm: a level 1-5 and C, D, H, S, NT or Null (§4)",
                "not-a-bid-here",
            )
        rules = self.rules
        helm = is_helm_bid(call)
        if bid is not None:
            if helm and rules.helm_ignores_rank:
                if call is bid:
                    return IllegalCallError(
                        f"{quote(str(call))} is the current bid already: a helm declaration names another bid (HE-k)",
                        "insufficient",
                    )
            elif not rules.outranks(call, bid):
                return IllegalCallError(
                    f"{quote(str(call))} ({point_value(call)} points) does not outrank {quote(str(bid))} "
                    f"({point_value(bid)} points): a bid must be worth more, or as much in a higher denomination, "
                    "NT > Null > S > H > D > C (HE-6)",
                    "insufficient",
                )
        base = bid if rules.limit_against == "current" else self._last_bids[1 - turn]
        if self.round < 3 and not helm and base is not None and point_value(call) - point_value(base) > LIMIT:
            return IllegalCallError(
                f"{quote(str(call))} ({point_value(call)} points) exceeds {quote(str(base))} ({point_value(base)} "
                f"points) by {point_value(call) - point_value(base)}: in round {self.round} a bid may exceed it by at "
                "most 5 points unless it declares a helm, level 4 or 5 (HE-3, HE-4)",
                "over-limit",
            )
        return None

    def _legal_mask(self) -> int:
        """The legal calls as a mask over ``_CALLS``: the rules of :meth:`_refusal`, read from the tables."""
        calls = self.calls
        if len(calls) > 4 and calls[-1] is PASS:
            return 0
        turn = (self.dealer + 1 + len(calls)) % 2
        bid, rules = self._bid, self.rules
        if bid is None:
            bids = _ALL_BIDS
        else:
            index = _BID_INDEX[bid]
            bids = _OUTRANKING[rules.null_above_notrump][index]
            if rules.helm_ignores_rank:
                bids |= _HELMS & ~(1 << index)  # any helm but the current bid (HE-k)
        if len(calls) < 4:  # rounds 1 and 2: the 5-point limit, waived for a helm
            base = bid if rules.limit_against == "current" else self._last_bids[1 - turn]
            if base is not None:
                bids &= _WITHIN_LIMIT[_BID_INDEX[base]] | _HELMS
        mask = 1 | bids << 1  # Pass is always legal
        if bid is not None:
            doubling = self._doubling
            if doubling is Doubling.UNDOUBLED and self._bidder != turn:
                mask |= _DOUBLE_BIT
            elif doubling is Doubling.DOUBLED and self._bidder == turn:
                mask |= _REDOUBLE_BIT
        return mask

    def _check(self, call: Call) -> None:
        """Raise the refusal of ``call`` unless it is legal: the legal ones by the mask, the others' reasons in words."""
        if not self._legal_mask() & _CALL_BIT.get(call, 0):
            refusal = self._refusal(call)
            if refusal is not None:
                raise refusal

    def can_add(self, call: Call | str) -> bool:
        """True when ``call`` (a value or its text) is legal now; text that is no call gives ``False``."""
        try:
            self._check(_to_call(call))
        except TrickcardsError:
            return False
        return True

    def verify_add(self, call: Call | str) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalCallError` naming the rule unless ``call`` is legal now."""
        self._check(_to_call(call))

    def add(self, call: Call | str) -> HelmAuction:
        """A new auction with ``call`` made by the player whose turn it is; raises naming the rule if illegal."""
        call = _to_call(call)
        self._check(call)
        turn = (self.dealer + 1 + len(self.calls)) % 2
        bid, bidder, doubling, last = self._bid, self._bidder, self._doubling, self._last_bids
        if call.is_bid:
            bid, bidder, doubling = call, turn, Doubling.UNDOUBLED
            last = (call, last[1]) if turn == 0 else (last[0], call)
        elif call is DOUBLE:
            doubling = Doubling.DOUBLED
        elif call is REDOUBLE:
            doubling = Doubling.REDOUBLED
        return assembled(
            HelmAuction,
            dealer=self.dealer,
            rules=self.rules,
            calls=(*self.calls, call),
            _bid=bid,
            _bidder=bidder,
            _doubling=doubling,
            _last_bids=last,
        )

    def legal_calls(self) -> tuple[Call, ...]:
        """Every call legal now: Pass, the allowed bids (lowest first), Double, Redouble."""
        return _calls_of(self._legal_mask())

    # --- values ------------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.calls)

    def __iter__(self) -> Iterator[Call]:
        return iter(self.calls)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HelmAuction):
            return NotImplemented
        return (self.dealer, self.rules, self.calls) == (other.dealer, other.rules, other.calls)

    def __hash__(self) -> int:
        return hash((self.dealer, self.rules, self.calls))

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.calls)

    def __repr__(self) -> str:
        rules = "" if self.rules == HELM else f", rules={self.rules!r}"
        return f"HelmAuction.parse({str(self)!r}, dealer={self.dealer}{rules})"

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (HelmAuction, (self.dealer, self.calls, self.rules))


def _to_call(call: object) -> Call:
    if isinstance(call, str):
        return parse_call(call)
    if not isinstance(call, Call):
        raise ParseError(f"{quote(call)} is not a call: expected a Call or its text ('2S', 'Pass')")
    return call


def _call_or_text(call: object) -> Call | str:
    if isinstance(call, Call | str):
        return call
    raise ParseError(f"{quote(call)} is not a call: give Call values or texts")
