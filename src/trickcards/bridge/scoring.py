"""Scoring one deal of contract bridge: duplicate, rubber and Chicago entries, IMPs, matchpoints.

:func:`score` breaks a result into its named components under any
:class:`~trickcards.bridge.tables.ScoringTable`; :func:`duplicate_score` is the fast
path for Law 77, a look-up in a table of all 2,940 cases built on first use;
:func:`rubber_score` gives the entry a rubber-bridge scorer writes down, below and
above the line for each side.

>>> duplicate_score(Contract.parse("4SX"), tricks=10, vulnerable=False)
590
>>> entry = rubber_score(Contract.parse("4SN"), tricks=11)
>>> entry.below, entry.above, entry.defenders_above
(120, 30, 0)
>>> imps(420 - 170)
6
"""

from __future__ import annotations

import bisect
import enum
import functools
from collections.abc import Iterable, Sequence
from typing import Any, Final, Protocol, TypeAlias

from attrs import evolve, field, frozen

from trickcards.bridge.contract import NULL, Contract, Doubling, Null, Strain
from trickcards.bridge.tables import (
    DUPLICATE,
    IMP_SCALE,
    RUBBER_MODERN,
    ScoringFormat,
    ScoringTable,
)
from trickcards.core import inputs
from trickcards.core.cards import Rank, Suit
from trickcards.core.errors import ParseError, ScoringError
from trickcards.core.hand import Hand
from trickcards.core.inputs import is_a, quote
from trickcards.core.reprs import parsed_repr, summary_repr
from trickcards.core.seats import Seat, Side
from trickcards.protocol.results import DealResult, ScoredDeal, sided_result

__all__ = [
    "HandsLike",
    "HasHands",
    "Honours",
    "HonoursHolder",
    "Score",
    "duplicate_score",
    "duplicate_scores",
    "honours_held",
    "imps",
    "matchpoint_percentages",
    "matchpoints",
    "rubber_score",
    "score",
    "settle",
]

TRICKS_PER_DEAL: Final = 13


class HonoursHolder(enum.Enum):
    """Who holds honours in a deal of the player games (three-handed, Towie): declarer or the booby (declarer scores), or a defender (both score)."""

    DECLARER = "declarer"
    DEFENDERS = "defenders"

    def __str__(self) -> str:
        return self.value


class HasHands(Protocol):
    """Anything with a ``hands`` attribute holding the four hands in N, E, S, W order (a deal)."""

    @property
    def hands(self) -> Sequence[Hand]: ...


HandsLike: TypeAlias = Sequence[Hand] | HasHands
"""Four hands in N, E, S, W order, or a deal that has them as ``.hands``."""


def _honours_score(points: object) -> int:
    return inputs.integer(points, "an honours score (such as 100 or 150)", low=1, error=ScoringError)


def _honours_side(side: object) -> Side:
    return inputs.member(Side, side, "a side (NS or EW)", error=ScoringError)


@frozen
class Honours:
    """Honours held in one hand: the points and the side that scores them.

    Text is ``side:points``, as in ``NS:100`` or ``EW:150``.

    >>> Honours.parse("ns:100")
    Honours.parse('NS:100')
    >>> str(Honours(Side.EAST_WEST, 150))
    'EW:150'
    """

    __repr__ = parsed_repr

    side: Side = field(converter=_honours_side)
    points: int = field(converter=_honours_score)

    @classmethod
    def parse(cls, text: str) -> Honours:
        """Read ``NS:100``, ``EW:150`` (any case, spaces allowed)."""
        side_text, colon, points_text = text.partition(":") if isinstance(text, str) else ("", "", "")
        sides = {"NS": Side.NORTH_SOUTH, "EW": Side.EAST_WEST}
        side = sides.get(inputs.keyword(side_text, "an honours score").replace("-", "")) if colon else None
        if side is None:
            raise ParseError(f"{quote(text)} is not an honours score: expected side and points, e.g. 'NS:100'")
        try:
            return cls(side, inputs.parse_integer(points_text, "a number of points", low=1, signed=False))
        except (ParseError, ScoringError) as error:
            raise ParseError(f"{quote(text)} is not an honours score: {error}") from None

    def __str__(self) -> str:
        return f"{self.side}:{self.points}"


_TRUMP_HONOURS: Final = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


def _hands_of(hands: HandsLike) -> tuple[Hand, ...]:
    held: Any = getattr(hands, "hands", hands)
    try:
        result = tuple(held)
    except TypeError:
        raise ScoringError(f"{quote(hands)} is not four hands: expected a deal or hands in N, E, S, W order") from None
    if len(result) != 4 or not all(isinstance(h, Hand) for h in result):
        raise ScoringError(f"{quote(hands)} is not four hands: expected a deal or hands in N, E, S, W order")
    seen = 0
    for hand in result:
        if seen & hand.mask:
            raise ScoringError(f"{quote(hands)} is not a deal: a card is held by two players")
        seen |= hand.mask
    return result


def honours_held(hands: HandsLike, contract: Contract | Strain, table: ScoringTable = RUBBER_MODERN) -> Honours | None:
    """The honours one hand holds for ``contract``, or ``None`` (Law 81; rules section 7.1).

    Four of the five trump honours (A K Q J 10) in one hand score 100, all five 150; at
    no trump, all four aces in one hand score 150. Honours split between partners
    score nothing. ``hands`` are in N, E, S, W order, or a deal with ``.hands``.

    >>> north = Hand.parse("-.AKQJ.AKQ2.5432")
    >>> rest = [Hand.parse("AKQJ.T98.J.AKQJ"), Hand.parse("-.-.-.-"), Hand.parse("-.-.-.-")]
    >>> honours_held([north, *rest], Contract.parse("4HN"))
    Honours.parse('NS:100')
    >>> print(honours_held([north, *rest], Contract.parse("3NTS")))
    None
    """
    strain = contract.strain if isinstance(contract, Contract) else contract
    if not isinstance(strain, Strain):
        raise ScoringError(f"{quote(contract)} is not a contract or strain")
    four = _hands_of(hands)
    trump = strain.suit
    for seat, hand in zip(Seat, four, strict=True):
        if trump is None:
            if all(hand.count(suit) and Rank.ACE in hand.ranks(suit) for suit in Suit):
                return Honours(seat.side, table.four_aces)
            continue
        count = sum(1 for rank in _TRUMP_HONOURS if rank in hand.ranks(trump))
        if count == 5:
            return Honours(seat.side, table.five_trump_honours)
        if count == 4:
            return Honours(seat.side, table.four_trump_honours)
    return None


@frozen
class Score(ScoredDeal[Contract, Seat]):
    """The score of one deal, component by component, from declarer's side's view.

    The premiums (``overtricks``, ``insult``, ``slam``, ``game_bonus``,
    ``part_score_bonus``) and ``trick_points`` go to declarer's side when the contract
    is made; ``undertricks`` go to the defenders when it fails. ``honours`` is signed:
    positive when declarer's side holds them, negative when the defenders do.
    :attr:`total` is signed for declarer's side.

    As every game's score (:class:`~trickcards.protocol.results.ScoredDeal`), ``tricks``,
    ``parts`` and ``points`` are declarer's side's, then the defenders'; ``declarer``
    is the contract's, or ``None``.

    >>> s = score(Contract.parse("2HX"), 8, vulnerable=False)
    >>> s.trick_points, s.overtricks, s.insult, s.part_score_bonus, s.game_bonus, s.total
    (120, 0, 50, 0, 300, 470)
    >>> score(Contract.parse("3NTX"), 6, vulnerable=True).total
    -800
    """

    contract: Contract = field(validator=is_a(Contract, "contract"))
    declarer_tricks: int = field(validator=is_a(int, "declarer_tricks"))
    """The tricks declarer's side won."""
    vulnerable: bool = field(validator=is_a(bool, "vulnerable"))
    trick_points: int = field(default=0, validator=is_a(int, "trick_points"))
    overtricks: int = field(default=0, validator=is_a(int, "overtricks"))
    insult: int = field(default=0, validator=is_a(int, "insult"))
    slam: int = field(default=0, validator=is_a(int, "slam"))
    game_bonus: int = field(default=0, validator=is_a(int, "game_bonus"))
    part_score_bonus: int = field(default=0, validator=is_a(int, "part_score_bonus"))
    honours: int = field(default=0, validator=is_a(int, "honours"))
    undertricks: int = field(default=0, validator=is_a(int, "undertricks"))

    @property
    def made(self) -> bool:
        """Whether declarer's side won the tricks it contracted for (at most 7 - level in Null)."""
        if self.contract.strain is NULL:
            return self.declarer_tricks <= 7 - self.contract.level
        return self.declarer_tricks >= self.contract.level + 6

    @property
    def tricks_over(self) -> int:
        """Overtricks won (0 when the contract failed or made exactly); in Null, tricks fewer than allowed."""
        if self.contract.strain is NULL:
            return max(0, 7 - self.contract.level - self.declarer_tricks)
        return max(0, self.declarer_tricks - self.contract.level - 6)

    @property
    def tricks_down(self) -> int:
        """Undertricks (0 when the contract was made); in Null, tricks won beyond those allowed."""
        if self.contract.strain is NULL:
            return max(0, self.declarer_tricks - 7 + self.contract.level)
        return max(0, self.contract.level + 6 - self.declarer_tricks)

    @property
    def below(self) -> int:
        """Declarer's side's points below the line: the trick points."""
        return self.trick_points

    @property
    def above(self) -> int:
        """Declarer's side's points above the line: premiums and their honours."""
        premiums = self.overtricks + self.insult + self.slam + self.game_bonus + self.part_score_bonus
        return premiums + max(self.honours, 0)

    @property
    def defenders_below(self) -> int:
        """Always 0: nothing but trick points bid and made goes below the line."""
        return 0

    @property
    def defenders_above(self) -> int:
        """The defenders' points above the line: undertricks and their honours."""
        return self.undertricks + max(-self.honours, 0)

    @property
    def total(self) -> int:
        """Net score signed for declarer's side."""
        return self.below + self.above - self.defenders_above

    def __repr__(self) -> str:
        # One short line: the contract and tricks as the sheets write them, and the total.
        vulnerable = "vulnerable" if self.vulnerable else "not vulnerable"
        return summary_repr(self, f"{self.contract} {self.declarer_tricks} tricks, {vulnerable}: {self.total:+d}")

    def components(self) -> tuple[tuple[str, int], ...]:
        """The non-zero components as ``(name, points)``, signed for declarer's side.

        >>> score(Contract.parse("1NTX"), 7).components()
        (('trick points', 80), ('insult', 50), ('part-score bonus', 50))
        """
        named = (
            ("trick points", self.trick_points),
            ("overtricks", self.overtricks),
            ("insult", self.insult),
            ("slam", self.slam),
            ("game bonus", self.game_bonus),
            ("part-score bonus", self.part_score_bonus),
            ("honours", self.honours),
            ("undertricks", -self.undertricks),
        )
        return tuple((name, points) for name, points in named if points)

    def as_result(self) -> DealResult[Contract, Seat]:
        """The score as a :class:`~trickcards.protocol.results.DealResult`: declarer's side, then the defenders.

        >>> str(score("3NTXS", 6, vulnerable=True).as_result())
        '3NTX by South, 6 tricks: NS -800'
        """
        c = self.contract
        names = None if c.declarer is None else (c.declarer.name.title(), c.declarer.side.value)
        bid = f"{c.level}{c.strain}{c.doubling}"
        return sided_result(c, c.declarer, bid, self.declarer_tricks, TRICKS_PER_DEAL, self.components(), names)


def _check_contract(contract: object) -> Contract:
    """A Contract, or its text read with :meth:`Contract.parse` (``"4SXN"``)."""
    if isinstance(contract, str):
        return Contract.parse(contract)
    if not isinstance(contract, Contract):
        raise ScoringError(f"{quote(contract)} is not a contract: give a Contract or its text, such as '4SX'")
    return contract


def _check_tricks(tricks: object) -> int:
    if not isinstance(tricks, int) or isinstance(tricks, bool) or not 0 <= tricks <= TRICKS_PER_DEAL:
        raise ScoringError(f"{quote(tricks)} is not a number of tricks: declarer's side wins 0 to 13 tricks")
    return tricks


def _check_vulnerable(vulnerable: object) -> bool:
    if vulnerable is True or vulnerable is False:
        return vulnerable
    if isinstance(vulnerable, int) and vulnerable in (0, 1):
        return bool(vulnerable)
    raise ScoringError(f"{quote(vulnerable)} is not a vulnerability: expected True or False")


def _components(
    level: int, strain: Strain, doubling: Doubling, tricks: int, vulnerable: bool, table: ScoringTable
) -> tuple[int, int, int, int, int, int, int]:
    """Trick points, overtricks, insult, slam, game bonus, part-score bonus, undertricks."""
    needed = level + 6
    if tricks < needed:
        return (0, 0, 0, 0, 0, 0, table.undertricks(needed - tricks, doubling, vulnerable))
    return _made_components(level, strain, doubling, tricks - needed, vulnerable, table)


def _null_components(
    level: int, doubling: Doubling, tricks: int, vulnerable: bool, table: ScoringTable
) -> tuple[int, int, int, int, int, int, int]:
    """:func:`_components` of a Null contract: made with at most 7 - level tricks (bridge variants §0)."""
    allowed = 7 - level
    if tricks > allowed:
        return (0, 0, 0, 0, 0, 0, table.undertricks(tricks - allowed, doubling, vulnerable))
    return _made_components(level, NULL, doubling, allowed - tricks, vulnerable, table)


def _made_components(
    level: int, strain: Strain | Null, doubling: Doubling, over: int, vulnerable: bool, table: ScoringTable
) -> tuple[int, int, int, int, int, int, int]:
    """The components of a made contract with ``over`` overtricks (a Null contract's: tricks under its allowance)."""
    trick_points = table.trick_points(level, strain, doubling)
    overtricks = over * table.overtrick_value(strain, doubling, vulnerable)
    game = table.game_bonus.of(vulnerable) if trick_points >= table.game else 0
    part = table.part_score_bonus if trick_points < table.game else 0
    return (
        trick_points,
        overtricks,
        table.insult(doubling, vulnerable),
        table.slam_bonus(level, vulnerable),
        game,
        part,
        0,
    )


def _check_honours_strain(shown: object, points: int, contract: Contract, table: ScoringTable = RUBBER_MODERN) -> None:
    """Refuse honours of ``points`` that one hand cannot hold at ``contract``'s strain (Law 81).

    In a suit four or five of the trump honours score (100, 150 in contract bridge); at
    no trump only the four aces (150). Every sheet that records honours by hand checks
    them here; ``shown`` is how the caller gave them, for the message.
    """
    allowed = (
        (table.four_aces,)
        if contract.strain is Strain.NOTRUMP
        else (table.four_trump_honours, table.five_trump_honours)
    )
    if points not in allowed:
        raise ScoringError(
            # The contract without its declarer: the games name their players in their own letters.
            f"{quote(shown)} cannot be held at {quote(str(evolve(contract, declarer=None)))}: honours score "
            f"{' or '.join(str(p) for p in allowed)} in this strain (Law 81)"
        )


def _honours_points(contract: Contract, honours: Honours | HandsLike | None, table: ScoringTable) -> int:
    """Honours signed for declarer's side, checked against the table and the strain."""
    if honours is None:
        return 0
    if contract.strain is NULL:
        # No honours in Null (bridge variants §0): there are no trumps, and four
        # aces reward a no-trump hand, not a losing one. Hands are searched for nothing.
        if isinstance(honours, Honours):
            raise ScoringError(f"{quote(str(honours))}: a Null contract scores no honours (bridge variants §0)")
        _hands_of(honours)
        return 0
    if not table.honours:
        given = str(honours) if isinstance(honours, Honours) else honours
        raise ScoringError(f"{quote(given)}: the {quote(table.name)} table scores no honours (rules section 7.6)")
    held = honours if isinstance(honours, Honours) else honours_held(honours, contract, table)
    if held is None:
        return 0
    _check_honours_strain(str(held), held.points, contract, table)
    if contract.declarer is None:
        raise ScoringError(
            f"{quote(held)}: the contract {quote(str(contract))} names no declarer, so the side is unknown"
        )
    return held.points if held.side is contract.declarer.side else -held.points


def score(
    contract: Contract | str,
    tricks: int,
    vulnerable: bool = False,
    table: ScoringTable = DUPLICATE,
    honours: Honours | HandsLike | None = None,
) -> Score:
    """The score of one deal under ``table``, with every component named.

    ``contract`` is a :class:`Contract` or its text (``"4SN"``); ``vulnerable`` is
    declarer's side's vulnerability. Under a duplicate table the
    game or part-score bonus is part of the deal's score; under a rubber or Chicago
    table it is left to the score sheet (it depends on earlier deals). ``honours`` is
    an :class:`Honours` value, or the hands (a deal) to find them in; tables without
    honours refuse it.

    >>> score(Contract.parse("7CX"), 13, vulnerable=True).components()
    (('trick points', 280), ('insult', 50), ('slam', 1500), ('game bonus', 500))
    >>> score("4SN", 10).total
    420
    >>> score(Contract.parse("4HN"), 8, True, RUBBER_MODERN, Honours.parse("EW:100")).components()
    (('honours', -100), ('undertricks', -200))
    """
    c = _check_contract(contract)
    t = _check_tricks(tricks)
    v = _check_vulnerable(vulnerable)
    if not isinstance(table, ScoringTable):
        raise ScoringError(f"{quote(table)} is not a ScoringTable")
    honour_points = _honours_points(c, honours, table)
    if c.strain is NULL:
        parts = _null_components(c.level, c.doubling, t, v, table)
    else:
        parts = _components(c.level, c.strain, c.doubling, t, v, table)
    return Score(c, t, v, *parts[:6], honour_points, parts[6])


def rubber_score(
    contract: Contract | str,
    tricks: int,
    vulnerable: bool = False,
    honours: Honours | HandsLike | None = None,
    table: ScoringTable = RUBBER_MODERN,
) -> Score:
    """The rubber-bridge entry for one deal: read ``below``, ``above`` and ``defenders_above``.

    ``honours`` is an :class:`Honours` value (the contract must then name its
    declarer, so that the side is known), or the four hands or a deal to find them
    in. The table must be a rubber or Chicago table.

    >>> e = rubber_score(Contract.parse("1NTXX"), tricks=9, vulnerable=True)
    >>> e.below, e.above
    (160, 900)
    >>> rubber_score(Contract.parse("5CXX"), tricks=6).defenders_above
    2200
    >>> rubber_score(Contract.parse("4HN"), 10, honours=Honours.parse("EW:100")).defenders_above
    100
    """
    if not isinstance(table, ScoringTable) or table.format is ScoringFormat.DUPLICATE:
        raise ScoringError(f"{quote(table)} is not a rubber or Chicago table: rubber_score needs one")
    return score(contract, tricks, vulnerable, table, honours)


# --- duplicate: every case computed once ------------------------------------------------------

_Row = tuple[int, ...]


@functools.cache
def _duplicate_rows() -> tuple[tuple[tuple[tuple[_Row, _Row], ...], ...], ...]:
    """Scores indexed ``[level][strain][doubling][vulnerable][tricks]``; level 0 is empty.

    Built on the first duplicate score, not at import (``import trickcards.bridge`` stays fast).
    """
    rows: list[tuple[tuple[tuple[_Row, _Row], ...], ...]] = [()]
    for level in range(1, 8):
        by_strain = []
        for strain in Strain:
            by_doubling = []
            for doubling in Doubling:
                pair = []
                for vulnerable in (False, True):
                    row = []
                    for tricks in range(TRICKS_PER_DEAL + 1):
                        parts = _components(level, strain, doubling, tricks, vulnerable, DUPLICATE)
                        row.append(sum(parts[:6]) - parts[6])
                    pair.append(tuple(row))
                by_doubling.append((pair[0], pair[1]))
            by_strain.append(tuple(by_doubling))
        rows.append(tuple(by_strain))
    return tuple(rows)


# The same table flattened by Contract._row: the hot path indexes three times, not five.
# Empty until the first duplicate score: the hot path's IndexError sends that call down
# the checked path, which fills it.
_DUPLICATE_BY_ROW: Final[list[tuple[_Row, _Row]]] = []


def _checked_duplicate_score(contract: object, tricks: object, vulnerable: object) -> int:
    """The slow path: validate every input (raising on bad ones), then look up."""
    c = _check_contract(contract)
    t = _check_tricks(tricks)
    v = _check_vulnerable(vulnerable)
    if c.strain is NULL:
        raise ScoringError(
            f"{quote(str(c))} is a Null contract: duplicate bridge has no Null bids; score it with score() and a table"
        )
    rows = _duplicate_rows()
    if not _DUPLICATE_BY_ROW:
        _DUPLICATE_BY_ROW.extend(
            rows[level][strain][doubling] for level in range(1, 8) for strain in Strain for doubling in Doubling
        )
    return rows[c.level][c.strain][c.doubling][v][int(t)]


def duplicate_score(contract: Contract | str, tricks: int, vulnerable: bool = False) -> int:
    """The duplicate score (Law 77) signed for declarer's side.

    A look-up in a table of all 2,940 cases built from :data:`DUPLICATE` on first use.
    ``contract`` may be its text; ``vulnerable`` also accepts 0 and 1.

    >>> c = Contract.parse("4SXN")
    >>> duplicate_score(c, tricks=10, vulnerable=False), duplicate_score(c, tricks=8, vulnerable=True)
    (590, -500)
    >>> duplicate_score("4SXN", 10)
    590
    >>> duplicate_score(c, tricks=14)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ScoringError: 14 is not a number of tricks: declarer's side wins 0 to 13 tricks
    """
    # The common case costs a few identity checks and five tuple indexes (a Contract's
    # fields are validated when it is built); anything unusual takes the checked path.
    if contract.__class__ is Contract and tricks.__class__ is int and vulnerable.__class__ is bool and tricks >= 0:
        try:
            return _DUPLICATE_BY_ROW[contract._row][vulnerable][tricks]
        except IndexError:
            pass
    return _checked_duplicate_score(contract, tricks, vulnerable)


def duplicate_scores(results: Iterable[tuple[Contract | str, int, bool]]) -> tuple[int, ...]:
    """The duplicate scores of many ``(contract, tricks, vulnerable)`` results at once.

    Each is :func:`duplicate_score` of its three values, and a bad one raises its
    error; a batch of checked contracts costs about one table look-up each.

    >>> duplicate_scores([(Contract.parse("4SXN"), 10, False), ("3NTS", 8, True), ("1CE", 7, False)])
    (590, -100, 70)
    """
    given: object = results  # any object may come in at run time
    if isinstance(given, str | bytes):
        raise ScoringError(f"{quote(results)} is not a sequence of (contract, tricks, vulnerable) results")
    try:
        rows: list[object] = list(results)
    except TypeError:
        raise ScoringError(f"{quote(results)} is not a sequence of (contract, tricks, vulnerable) results") from None
    table = _DUPLICATE_BY_ROW
    if not table:
        duplicate_score(Contract.parse("1C"), 7)  # fills the table
    scores: list[int] = []
    append = scores.append
    for result in rows:
        # The common case inline, as in duplicate_score; anything else goes through it.
        if isinstance(result, tuple) and len(result) == 3:
            contract, tricks, vulnerable = result
            if (
                contract.__class__ is Contract
                and tricks.__class__ is int
                and vulnerable.__class__ is bool
                and 0 <= tricks <= 13
                and contract._row < len(table)
            ):
                append(table[contract._row][vulnerable][tricks])
                continue
            append(_checked_duplicate_score(contract, tricks, vulnerable))
            continue
        raise ScoringError(f"{quote(result)} is not a result: expected (contract, tricks, vulnerable)")
    return tuple(scores)


# --- comparing scores ---------------------------------------------------------------------------


def imps(difference: int) -> int:
    """International Match Points for a score difference (WBF scale, Law 78B).

    The sign follows the difference. Bridge scores are multiples of 10; for any other
    difference each row of the scale starts at its printed lower bound (15 is 0 IMPs).

    >>> imps(0), imps(20), imps(590), imps(600), imps(-230), imps(7600)
    (0, 1, 11, 12, -6, 24)
    """
    if not isinstance(difference, int) or isinstance(difference, bool):
        raise ScoringError(f"{quote(difference)} is not a score difference: expected a whole number of points")
    result = bisect.bisect_right(IMP_SCALE, abs(difference))
    return result if difference >= 0 else -result


def _check_scores(scores: object) -> list[int]:
    return list(
        inputs.sequence(
            scores,
            lambda score: inputs.integer(score, "a score (a whole number, one per table)", error=ScoringError),
            "a list of scores",
            error=ScoringError,
        )
    )


def matchpoints(scores: Sequence[int]) -> tuple[int, ...]:
    """Matchpoints for each score on one board: 2 for each score beaten, 1 for each tie.

    Scores are all from the same direction's view (say N-S). The top is
    ``2 * (len(scores) - 1)``; a board played once scores 0, and a board with no
    scores is refused.

    >>> matchpoints([420, 450, 420, -50])
    (3, 6, 3, 0)
    >>> matchpoints([])
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ScoringError: []: matchpoints need at least one score on the board
    """
    values = _check_scores(scores)
    if not values:
        raise ScoringError(f"{quote(scores)}: matchpoints need at least one score on the board")
    ordered = sorted(values)
    result = []
    for s in values:
        below = bisect.bisect_left(ordered, s)
        ties = bisect.bisect_right(ordered, s) - below - 1
        result.append(2 * below + ties)
    return tuple(result)


def matchpoint_percentages(scores: Sequence[int]) -> tuple[float, ...]:
    """Matchpoints as percentages of the top; at least two scores are needed.

    >>> matchpoint_percentages([420, 450, 420, -50])
    (50.0, 100.0, 50.0, 0.0)
    """
    values = _check_scores(scores)
    if len(values) < 2:
        raise ScoringError(f"{quote(scores)}: matchpoints compare at least two scores on a board")
    top = 2 * (len(values) - 1)
    return tuple(100.0 * mp / top for mp in matchpoints(values))


def settle(difference: int, unit: int = 100, half_up: bool = True) -> int:
    """A point difference in whole units, rounded to the nearest unit (rules section 7.1).

    An exact half rounds away from zero when ``half_up`` (the common club habit of
    rounding 50 upward), toward zero otherwise.

    >>> settle(580), settle(-550), settle(550, half_up=False), settle(549)
    (6, -6, 5, 5)
    """
    if not isinstance(difference, int) or isinstance(difference, bool):
        raise ScoringError(f"{quote(difference)} is not a score difference: expected a whole number of points")
    if not isinstance(unit, int) or isinstance(unit, bool) or unit <= 0:
        raise ScoringError(f"{quote(unit)} is not a settlement unit: expected a positive number of points")
    units, rest = divmod(abs(difference), unit)
    if 2 * rest > unit or (2 * rest == unit and half_up):
        units += 1
    return units if difference >= 0 else -units
