"""Constraints on deals, for :func:`~trickcards.bridge.dealer.deals`: typed values, and a text form.

A *measure* of one seat's hand (:func:`hcp`, :func:`length`, :func:`controls`,
:func:`losing_trick_count`, :func:`quick_tricks`) compares with a number to give a
:class:`Constraint`; measures add up (``hcp(N) + hcp(S) >= 25``); :func:`shape` and
:func:`balanced` constrain a hand's pattern; ``&``, ``|`` and ``~`` combine constraints.
A constraint is called on a :class:`~trickcards.bridge.Deal` to test it.

:func:`parse_constraint` reads the same language as text, for the command line:
``and``/``or``/``not`` (or ``&``/``|``/``~``), comparisons, ``in LOW..HIGH``::

    hcp(N) in 15..17 and balanced(N) and length(S, spades) >= 5

>>> from trickcards.bridge import Deal
>>> strong = hcp("N").between(15, 17) & balanced("N") & (length("S", "S") >= 5)
>>> strong == parse_constraint("hcp(N) in 15..17 and balanced(N) and length(S, spades) >= 5")
True
>>> deal = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")
>>> hcp("N")(deal), (hcp("N") >= 20)(deal), shape("N", "any 4333")(deal)
(17, False, True)

Besides testing a deal, a constraint answers for partial knowledge (:meth:`Constraint.verdict`):
given some measures' values, it is surely true, surely false or undecided. The dealer
uses this to deal shapes and points directly instead of rejecting deal after deal.
"""

from __future__ import annotations

import functools
import itertools
import math
import operator
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Final, Literal

from attrs import field, frozen

from trickcards.bridge.deal import Deal
from trickcards.core import inputs
from trickcards.core.cards import Suit
from trickcards.core.errors import ParseError
from trickcards.core.evaluation import _losers_table, _points_table, _quick_tricks_table
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat

__all__ = [
    "Constraint",
    "InvalidConstraintError",
    "Measure",
    "balanced",
    "controls",
    "hcp",
    "length",
    "losing_trick_count",
    "parse_constraint",
    "quick_tricks",
    "shape",
]


class InvalidConstraintError(ParseError):
    """A constraint on deals that cannot be built or read (a bad seat, suit, shape or operator)."""


Kind = Literal["hcp", "length", "controls", "ltc", "qt"]
Feature = tuple[str, int, int]
"""A measure of one hand: (kind, seat, suit); the suit is -1 for whole-hand measures."""
Known = Mapping[Feature, float]
Masks = tuple[int, int, int, int]
Verdict = bool | None
"""True or False when decided, None when the known measures do not decide."""

_RANGES: Final[dict[str, tuple[float, float]]] = {
    "hcp": (0, 37),
    "length": (0, 13),
    "controls": (0, 12),
    "ltc": (0, 12),
    "qt": (0, 8),
}
_NAMES: Final = {
    "hcp": "hcp",
    "length": "length",
    "controls": "controls",
    "ltc": "losing_trick_count",
    "qt": "quick_tricks",
}
_SUITS: Final = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
_BITS: Final = 0x1FFF


@functools.cache
def _controls_table() -> tuple[int, ...]:
    """Controls of each 13-bit holding: ace 2, king 1."""
    return tuple(2 * (bits >> 12 & 1) + (bits >> 11 & 1) for bits in range(1 << 13))


def _suit_sum(table: tuple[float, ...] | tuple[int, ...], mask: int) -> float:
    return table[mask & _BITS] + table[mask >> 13 & _BITS] + table[mask >> 26 & _BITS] + table[mask >> 39 & _BITS]


def feature_of(feature: Feature, masks: Masks) -> float:
    """The value of one measure on a deal's four hand masks."""
    kind, seat, suit = feature
    mask = masks[seat]
    if kind == "length":
        return (mask >> (13 * suit) & _BITS).bit_count()
    table = {"hcp": _points_table, "controls": _controls_table, "ltc": _losers_table, "qt": _quick_tricks_table}[kind]()
    return _suit_sum(table, mask)


def _compiled_feature(feature: Feature) -> Callable[[Masks], float]:
    kind, seat, suit = feature
    if kind == "length":
        shift = 13 * suit
        return lambda masks: (masks[seat] >> shift & _BITS).bit_count()
    if kind == "hcp":
        points = _points_table()
        return lambda masks: (
            points[masks[seat] & _BITS]
            + points[masks[seat] >> 13 & _BITS]
            + points[masks[seat] >> 26 & _BITS]
            + points[masks[seat] >> 39 & _BITS]
        )
    return lambda masks: feature_of(feature, masks)


# --- measures ---------------------------------------------------------------------


class Measure:
    """A number measured on a deal: a sum of measures of hands and a constant.

    Compare it with a number (``<``, ``<=``, ``>``, ``>=``, :meth:`equals`,
    :meth:`between`) to get a :class:`Constraint`; add measures and numbers with ``+``
    and ``-``; call it on a :class:`~trickcards.bridge.Deal` for its value.

    >>> (hcp("N") + hcp("S") >= 25) == parse_constraint("hcp(N) + hcp(S) >= 25")
    True
    """

    __slots__ = ("constant", "terms")

    terms: tuple[tuple[Feature, int], ...]
    """Each measure of a hand with its sign (+1 or -1)."""
    constant: float

    def __init__(self, terms: tuple[tuple[Feature, int], ...] = (), constant: float = 0) -> None:
        self.terms = _terms(terms)
        self.constant = _number(constant)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Measure) and (self.terms, self.constant) == (other.terms, other.constant)

    def __hash__(self) -> int:
        return hash((Measure, self.terms, self.constant))

    def __repr__(self) -> str:
        return f"<Measure {self}>"

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (Measure, (self.terms, self.constant))

    def __add__(self, other: Measure | float) -> Measure:
        if isinstance(other, Measure):
            return Measure(self.terms + other.terms, self.constant + other.constant)
        return Measure(self.terms, self.constant + _number(other))

    def __radd__(self, other: float) -> Measure:
        return self + other

    def __sub__(self, other: Measure | float) -> Measure:
        if isinstance(other, Measure):
            negated = tuple((f, -sign) for f, sign in other.terms)
            return Measure(self.terms + negated, self.constant - other.constant)
        return Measure(self.terms, self.constant - _number(other))

    def __ge__(self, bound: float) -> Constraint:
        return Compare(self, ">=", _number(bound))

    def __gt__(self, bound: float) -> Constraint:
        return Compare(self, ">", _number(bound))

    def __le__(self, bound: float) -> Constraint:
        return Compare(self, "<=", _number(bound))

    def __lt__(self, bound: float) -> Constraint:
        return Compare(self, "<", _number(bound))

    def equals(self, value: float) -> Constraint:
        """The constraint that the measure equals ``value`` (``==`` compares measures themselves)."""
        return Compare(self, "==", _number(value))

    def between(self, low: float, high: float) -> Constraint:
        """The constraint ``low <= measure <= high``, both ends included (the text form's ``in LOW..HIGH``)."""
        return Compare(self, ">=", _number(low)) & Compare(self, "<=", _number(high))

    def __call__(self, deal: Deal) -> float:
        masks = _masks_of(deal)
        return self.constant + sum(sign * feature_of(f, masks) for f, sign in self.terms)

    def interval(self, known: Known) -> tuple[float, float]:
        """The least and greatest values the measure can take given the ``known`` measures."""
        low = high = self.constant
        for feature, sign in self.terms:
            if feature in known:
                value = known[feature]
                low, high = low + sign * value, high + sign * value
            else:
                least, most = _RANGES[feature[0]]
                low, high = (low + least, high + most) if sign > 0 else (low - most, high - least)
        return low, high

    def compiled(self) -> Callable[[Masks], float]:
        """A fast function of the four hand masks (North first) giving the measure."""
        parts = [(_compiled_feature(f), sign) for f, sign in self.terms]
        constant = self.constant
        if len(parts) == 1 and parts[0][1] == 1 and constant == 0:
            return parts[0][0]
        return lambda masks: constant + sum(sign * part(masks) for part, sign in parts)

    def __str__(self) -> str:
        text = ""
        for (kind, seat, suit), sign in self.terms:
            name = _NAMES[kind]
            args = Seat(seat).letter + (f", {Suit(suit).name.lower()}" if suit >= 0 else "")
            text += (" - " if sign < 0 else " + " if text else "") + f"{name}({args})"
        if self.constant:
            text += f" {'+' if self.constant > 0 else '-'} {_show(abs(self.constant))}"
        return text.strip()


def _terms(value: object) -> tuple[tuple[Feature, int], ...]:
    """Measure terms, checked: ((kind, seat, suit), sign) with a known kind, a seat 0-3, a suit 0-3 or -1, a sign ±1."""
    if isinstance(value, tuple) and all(
        isinstance(term, tuple)
        and len(term) == 2
        and term[1] in (1, -1)
        and isinstance(term[0], tuple)
        and len(term[0]) == 3
        and term[0][0] in _RANGES
        and term[0][1] in (0, 1, 2, 3)
        and term[0][2] in ((0, 1, 2, 3) if term[0][0] == "length" else (-1,))
        for term in value
    ):
        return tuple(((str(t[0][0]), int(t[0][1]), int(t[0][2])), int(t[1])) for t in value)
    raise InvalidConstraintError(
        f"{quote(value)} is not the terms of a measure: build measures with hcp(), length() and the like"
    )


def _show(number: float) -> str:
    return str(int(number)) if float(number).is_integer() else str(number)


def _number(value: object) -> float:
    # An int is tested by size only: math.isnan of an int too large for a float overflows.
    nan = isinstance(value, float) and math.isnan(value)
    if isinstance(value, bool) or not isinstance(value, int | float) or nan or abs(value) > 1000:
        raise InvalidConstraintError(f"{quote(value)} is not a bound of a measure: expected a number")
    return value


def _seat(seat: object) -> int:
    return int(inputs.seat(seat, "a seat of a constraint", error=InvalidConstraintError))


def _measure(kind: str, seat: object, suit: int = -1) -> Measure:
    return Measure((((kind, _seat(seat), suit), 1),))


def hcp(seat: Seat | str) -> Measure:
    """High-card points of ``seat``'s hand (ace 4, king 3, queen 2, jack 1)."""
    return _measure("hcp", seat)


def length(seat: Seat | str, suit: Suit | str) -> Measure:
    """The number of cards of ``suit`` in ``seat``'s hand.

    >>> str(length("S", "spades") >= 5)
    'length(S, spades) >= 5'
    """
    return _measure(
        "length", seat, int(inputs.member(Suit, suit, "a suit of a constraint", error=InvalidConstraintError))
    )


def controls(seat: Seat | str) -> Measure:
    """Controls in ``seat``'s hand: ace 2, king 1 (12 in the pack)."""
    return _measure("controls", seat)


def losing_trick_count(seat: Seat | str) -> Measure:
    """Losers of ``seat``'s hand by the losing-trick count (:attr:`trickcards.Hand.losing_trick_count`)."""
    return _measure("ltc", seat)


def quick_tricks(seat: Seat | str) -> Measure:
    """Quick tricks of ``seat``'s hand: AK 2, AQ 1½, A or KQ 1, Kx ½."""
    return _measure("qt", seat)


# --- constraints -----------------------------------------------------------------


class Constraint:
    """A yes-or-no question about a deal; ``&``, ``|`` and ``~`` combine constraints.

    Call it on a :class:`~trickcards.bridge.Deal`. Its :meth:`verdict` answers for
    partial knowledge: given some measures, surely true, surely false, or ``None``.
    """

    __slots__ = ()

    def __and__(self, other: Constraint) -> Constraint:
        return AllOf((*_parts(self, AllOf), *_parts(_constraint(other), AllOf)))

    def __or__(self, other: Constraint) -> Constraint:
        return AnyOf((*_parts(self, AnyOf), *_parts(_constraint(other), AnyOf)))

    def __invert__(self) -> Constraint:
        return self.part if isinstance(self, Not) else Not(self)

    def __call__(self, deal: Deal) -> bool:
        return self.compiled()(_masks_of(deal))

    def verdict(self, known: Known) -> Verdict:
        """True or False when the ``known`` measures decide the constraint, else ``None``."""
        raise NotImplementedError

    def compiled(self) -> Callable[[Masks], bool]:
        """A fast test on the four hand masks, North first."""
        raise NotImplementedError

    def features(self) -> frozenset[Feature]:
        """Every measure the constraint looks at."""
        raise NotImplementedError


def _constraint(value: object) -> Constraint:
    if not isinstance(value, Constraint):
        raise InvalidConstraintError(
            f"{quote(value)} is not a constraint on deals: combine constraints with &, | and ~"
        )
    return value


def _parts(constraint: Constraint, kind: type[AllOf] | type[AnyOf]) -> tuple[Constraint, ...]:
    return constraint.parts if isinstance(constraint, kind) else (constraint,)


def _masks_of(deal: object) -> Masks:
    if not isinstance(deal, Deal):
        raise InvalidConstraintError(f"{quote(deal)} is not a deal: a constraint tests a bridge Deal")
    return deal._masks


_OPERATORS: Final[dict[str, Callable[[float, float], bool]]] = {
    ">=": operator.ge,
    ">": operator.gt,
    "<=": operator.le,
    "<": operator.lt,
    "==": operator.eq,
    "!=": operator.ne,
}


@frozen
class Compare(Constraint):
    """A measure compared with a number."""

    measure: Measure
    op: str
    bound: float

    def verdict(self, known: Known) -> Verdict:
        low, high = self.measure.interval(known)
        test = _OPERATORS[self.op]
        at_low, at_high = test(low, self.bound), test(high, self.bound)
        if low == high:
            return at_low
        if self.op in (">=", ">", "<=", "<"):
            return at_low if at_low == at_high else None
        inside = low <= self.bound <= high
        if self.op == "==":
            return None if inside else False
        return None if inside else True

    def compiled(self) -> Callable[[Masks], bool]:
        value, test, bound = self.measure.compiled(), _OPERATORS[self.op], self.bound
        return lambda masks: test(value(masks), bound)

    def features(self) -> frozenset[Feature]:
        return frozenset(f for f, _ in self.measure.terms)

    def __str__(self) -> str:
        return f"{self.measure} {self.op} {_show(self.bound)}"


@frozen
class Shape(Constraint):
    """``seat``'s suit lengths (spades, hearts, diamonds, clubs) are one of ``patterns``."""

    seat: int
    patterns: frozenset[tuple[int, int, int, int]]
    text: str = field(eq=False)

    def verdict(self, known: Known) -> Verdict:
        lengths = tuple(known.get(("length", self.seat, int(suit))) for suit in reversed(_SUITS))
        if any(n is None for n in lengths):
            return None
        return lengths in self.patterns

    def compiled(self) -> Callable[[Masks], bool]:
        seat, patterns = self.seat, self.patterns
        return lambda masks: (
            (
                (masks[seat] >> 39 & _BITS).bit_count(),
                (masks[seat] >> 26 & _BITS).bit_count(),
                (masks[seat] >> 13 & _BITS).bit_count(),
                (masks[seat] & _BITS).bit_count(),
            )
            in patterns
        )

    def features(self) -> frozenset[Feature]:
        return frozenset(("length", self.seat, int(suit)) for suit in _SUITS)

    def __str__(self) -> str:
        return f"shape({Seat(self.seat).letter}, {self.text})"


@frozen
class AllOf(Constraint):
    """Every part holds."""

    parts: tuple[Constraint, ...]

    def verdict(self, known: Known) -> Verdict:
        result: Verdict = True
        for part in self.parts:
            answer = part.verdict(known)
            if answer is False:
                return False
            if answer is None:
                result = None
        return result

    def compiled(self) -> Callable[[Masks], bool]:
        tests = [part.compiled() for part in self.parts]
        return lambda masks: all(test(masks) for test in tests)

    def features(self) -> frozenset[Feature]:
        return frozenset().union(*(part.features() for part in self.parts))

    def __str__(self) -> str:
        return " and ".join(f"({p})" if isinstance(p, AnyOf) else str(p) for p in self.parts)


@frozen
class AnyOf(Constraint):
    """At least one part holds."""

    parts: tuple[Constraint, ...]

    def verdict(self, known: Known) -> Verdict:
        result: Verdict = False
        for part in self.parts:
            answer = part.verdict(known)
            if answer is True:
                return True
            if answer is None:
                result = None
        return result

    def compiled(self) -> Callable[[Masks], bool]:
        tests = [part.compiled() for part in self.parts]
        return lambda masks: any(test(masks) for test in tests)

    def features(self) -> frozenset[Feature]:
        return frozenset().union(*(part.features() for part in self.parts))

    def __str__(self) -> str:
        return " or ".join(f"({p})" if isinstance(p, AllOf) else str(p) for p in self.parts)


@frozen
class Not(Constraint):
    """The part does not hold."""

    part: Constraint

    def verdict(self, known: Known) -> Verdict:
        answer = self.part.verdict(known)
        return None if answer is None else not answer

    def compiled(self) -> Callable[[Masks], bool]:
        test = self.part.compiled()
        return lambda masks: not test(masks)

    def features(self) -> frozenset[Feature]:
        return self.part.features()

    def __str__(self) -> str:
        return f"not ({self.part})" if isinstance(self.part, AllOf | AnyOf) else f"not {self.part}"


@frozen
class Always(Constraint):
    """Every deal: the constraint of an unconstrained dealer."""

    def verdict(self, known: Known) -> Verdict:
        return True

    def compiled(self) -> Callable[[Masks], bool]:
        return lambda masks: True

    def features(self) -> frozenset[Feature]:
        return frozenset()

    def __str__(self) -> str:
        return "true"


ALWAYS: Final = Always()


# --- shapes -----------------------------------------------------------------------

_PATTERN: Final = re.compile(r"(?:[0-9x]{4}|(?:[0-9]{1,2}|x)(?:-(?:[0-9]{1,2}|x)){3})")


def _patterns(text: str) -> frozenset[tuple[int, int, int, int]]:
    """Suit-length tuples (spades first) of a shape text: patterns joined by ``+``, each maybe ``any``."""
    result: set[tuple[int, int, int, int]] = set()
    for term in text.split("+"):
        words = term.split()
        anyway = bool(words) and words[0].lower() == "any"
        words = words[1:] if anyway else words
        if len(words) != 1 or not _PATTERN.fullmatch(words[0].lower()):
            raise InvalidConstraintError(
                f"{quote(text)} is not a shape: expected patterns such as 5-3-3-2, 'any 4333' or 5xxx, joined by +"
            )
        word = words[0].lower()
        items = word.split("-") if "-" in word else list(word)
        wanted = [None if item == "x" else int(item) for item in items]
        for lengths in itertools.product(range(14), repeat=4):
            if sum(lengths) != 13:
                continue
            orders = set(itertools.permutations(lengths)) if anyway else {lengths}
            if any(all(w is None or w == n for w, n in zip(wanted, order, strict=True)) for order in orders):
                result.add((lengths[0], lengths[1], lengths[2], lengths[3]))
    if not result:
        raise InvalidConstraintError(f"{quote(text)} is not a shape: no hand of 13 cards has it")
    return frozenset(result)


def shape(seat: Seat | str, pattern: str) -> Constraint:
    """``seat``'s suit lengths, spades first: ``"5-3-3-2"``, ``"any 4333"`` (any suits), ``"5xxx"`` (x any length).

    Patterns join with ``+``: ``shape("N", "any 4333 + any 4432 + any 5332")`` is :func:`balanced`.

    >>> len(shape("N", "any 4432").patterns), len(shape("N", "5xxx").patterns)
    (12, 45)
    """
    text = inputs.text(pattern, "a shape", error=InvalidConstraintError)
    return Shape(_seat(seat), _patterns(text), " ".join(text.split()))


_BALANCED: Final = "any 4333 + any 4432 + any 5332"


def balanced(seat: Seat | str) -> Constraint:
    """``seat``'s hand is balanced: 4-3-3-3, 4-4-3-2 or 5-3-3-2 in any suits."""
    constraint = shape(seat, _BALANCED)
    assert isinstance(constraint, Shape)
    return Shape(constraint.seat, constraint.patterns, "any 4333 + any 4432 + any 5332")


# --- the text form ------------------------------------------------------------------

_TOKEN: Final = re.compile(
    r"\s*+(?:(?P<number>[0-9]++(?:\.[0-9]++)?+)|(?P<range>\.\.)|(?P<op>>=|<=|==|!=|=|<|>)"
    r"|(?P<punct>[(),+\-&|~!])|(?P<name>[A-Za-z_♠♥♦♣][A-Za-z_0-9]*+)|(?P<quoted>\"[^\"]*+\"|'[^']*+'))"
)
_MEASURES: Final[dict[str, Callable[[Seat | str], Measure]]] = {
    "hcp": hcp,
    "points": hcp,
    "controls": controls,
    "losing_trick_count": losing_trick_count,
    "ltc": losing_trick_count,
    "losers": losing_trick_count,
    "quick_tricks": quick_tricks,
    "qt": quick_tricks,
}


class _Reader:
    """A recursive-descent reader of the constraint language."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens: list[tuple[str, str]] = []
        position = 0
        while position < len(text):
            if not text[position:].strip():
                break
            match = _TOKEN.match(text, position)
            if match is None or match.lastgroup is None:
                raise self.fault(f"{quote(text[position : position + 10])} is not part of the constraint language")
            kind = match.lastgroup
            position = match.end()
            if kind == "name" and match.group(kind).lower() == "shape":
                position = self._shape_arguments(position)
            else:
                self.tokens.append((kind, match.group(kind)))
        self.at = 0

    def _shape_arguments(self, position: int) -> int:
        """``shape(SEAT, PATTERN)`` keeps its pattern text whole (it holds digits, x and -)."""
        opening = self.text.find("(", position)
        closing = self.text.find(")", position)
        if opening < 0 or closing < opening or self.text[position:opening].strip():
            raise self.fault("shape is written shape(SEAT, PATTERN)")
        seat, _, pattern = self.text[opening + 1 : closing].partition(",")
        self.tokens.append(("shape", f"{seat.strip()}\n{pattern.strip().strip(chr(34) + chr(39))}"))
        return closing + 1

    def fault(self, message: str) -> InvalidConstraintError:
        return InvalidConstraintError(f"{quote(self.text)} is not a constraint: {message}")

    def peek(self) -> tuple[str, str]:
        return self.tokens[self.at] if self.at < len(self.tokens) else ("end", "")

    def take(self) -> tuple[str, str]:
        token = self.peek()
        self.at += 1
        return token

    def expect(self, value: str) -> None:
        kind, text = self.take()
        if text != value:
            raise self.fault(
                f"expected {value!r}, found {quote(text)}" if kind != "end" else f"expected {value!r} at the end"
            )

    def word(self) -> str:
        kind, text = self.peek()
        return text.lower() if kind == "name" else text

    def read(self) -> Constraint:
        result = self.disjunction()
        if self.peek()[0] != "end":
            raise self.fault(f"{quote(self.peek()[1])} is not expected there")
        return result

    def disjunction(self) -> Constraint:
        result = self.conjunction()
        while self.word() in ("or", "|"):
            self.take()
            result = result | self.conjunction()
        return result

    def conjunction(self) -> Constraint:
        result = self.negation()
        while self.word() in ("and", "&"):
            self.take()
            result = result & self.negation()
        return result

    def negation(self) -> Constraint:
        if self.word() in ("not", "~", "!"):
            self.take()
            return ~self.negation()
        return self.atom()

    def atom(self) -> Constraint:
        kind, text = self.peek()
        if text == "(":
            saved = self.at
            self.take()
            try:
                inner = self.disjunction()
                self.expect(")")
            except InvalidConstraintError:
                self.at = saved  # a parenthesised measure: (hcp(N) + hcp(S)) >= 25
                return self.comparison()
            return inner
        if kind == "shape":
            self.take()
            seat, pattern = text.split("\n")
            return shape(seat, pattern)
        if kind == "name" and text.lower() == "balanced":
            self.take()
            self.expect("(")
            seat = self.take()[1]
            self.expect(")")
            return balanced(seat)
        if kind == "name" and text.lower() == "true":
            self.take()
            return ALWAYS
        return self.comparison()

    def comparison(self) -> Constraint:
        measure = self.sum()
        kind, text = self.take()
        if kind == "name" and text.lower() == "in":
            low = self.number()
            self.expect("..")
            return measure.between(low, self.number())
        if kind != "op":
            raise self.fault(
                f"a measure is compared with a number (>=, <=, =, ...), found {quote(text)}"
                if text
                else "it ends too soon"
            )
        bound = self.number()
        if text in ("==", "="):
            return measure.equals(bound)
        return Compare(measure, text, bound)

    def number(self) -> float:
        kind, text = self.take()
        if kind != "number":
            raise self.fault(f"expected a number, found {quote(text)}")
        value = float(text)
        return int(value) if value.is_integer() else value

    def sum(self) -> Measure:
        result = self.term()
        while self.peek()[1] in ("+", "-"):
            sign = self.take()[1]
            result = result + self.term() if sign == "+" else result - self.term()
        return result

    def term(self) -> Measure:
        kind, text = self.take()
        if kind == "number":
            value = float(text)
            return Measure((), int(value) if value.is_integer() else value)
        if text == "(":
            inner = self.sum()
            self.expect(")")
            return inner
        name = text.lower()
        if kind == "name" and name in (*_MEASURES, "length"):
            self.expect("(")
            seat = self.take()[1]
            if name == "length":
                self.expect(",")
                suit = self.take()[1]
                self.expect(")")
                return length(seat, suit)
            self.expect(")")
            return _MEASURES[name](seat)
        known = ", ".join(sorted((*_MEASURES, "length", "shape", "balanced")))
        raise self.fault(
            f"{quote(text)} is not a measure or constraint (known: {known})" if text else "it ends too soon"
        )


def parse_constraint(text: str) -> Constraint:
    """Read the text form of a constraint (the command line's language).

    ``and``, ``or``, ``not`` (or ``&``, ``|``, ``~``) and parentheses combine
    comparisons of measures (``hcp``, ``length``, ``controls``, ``losing_trick_count``
    or ``ltc``, ``quick_tricks`` or ``qt``) with numbers (``>=``, ``>``, ``<=``,
    ``<``, ``=``, ``!=``, ``in LOW..HIGH``), ``shape(SEAT, PATTERN)`` and
    ``balanced(SEAT)``. An empty text is ``true``: every deal.

    >>> str(parse_constraint("hcp(N)>=20 & shape(S, 5xxx)"))
    'hcp(N) >= 20 and shape(S, 5xxx)'
    >>> parse_constraint("hcp(N) >=")
    Traceback (most recent call last):
    ...
    trickcards.bridge.dealer_constraints.InvalidConstraintError: 'hcp(N) >=' is not a constraint: expected a number, found ''
    """
    text = inputs.text(text, "a constraint", error=InvalidConstraintError)
    if not text.strip():
        return ALWAYS
    try:
        return _Reader(text).read()
    except InvalidConstraintError as error:
        if str(error).startswith(quote(text)):
            raise
        raise InvalidConstraintError(f"{quote(text)} is not a constraint: {error}") from None


def all_of(constraints: Iterable[Constraint]) -> Constraint:
    """Every constraint at once (:data:`ALWAYS` for none)."""
    result: Constraint = ALWAYS
    for constraint in constraints:
        result = _constraint(constraint) if result is ALWAYS else result & constraint
    return result
