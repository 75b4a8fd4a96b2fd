"""The values of a duplicate event: boards, results, participants, team matches, the event.

An :class:`Event` is what a scoring program holds before it scores: the boards (number,
dealer, vulnerability, the deal when given), every table's :class:`Result` (the pairs,
players or teams at the table, the contract, declarer and tricks, or only a score, or an
artificial score) and the :class:`Participant` names. Building an event checks it: a
result for a board that does not exist, a contract whose score is not the one written, a
score that no bridge result gives, two results for one pair on one board are each refused
with :class:`EventError` naming the board, the pair and the rule.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Final, TypeVar

from attrs import field, frozen

from trickcards.bridge.contract import Contract, Strain
from trickcards.bridge.deal import Deal, Vulnerability, board_dealer, board_vulnerability
from trickcards.bridge.scoring import duplicate_score
from trickcards.core.errors import TrickcardsError
from trickcards.core.frozen import FrozenMapping
from trickcards.core.inputs import quote, typed_fields
from trickcards.core.reprs import brief_repr
from trickcards.core.seats import Seat

if TYPE_CHECKING:
    from trickcards.bridge.events.scored import ScoredEvent

__all__ = [
    "ARTIFICIAL_SCORES",
    "Board",
    "Event",
    "EventError",
    "Match",
    "Participant",
    "Result",
    "is_possible_score",
]


class EventError(TrickcardsError):
    """An event's input that cannot be scored.

    A result for a board or a pair that does not exist, a contract that cannot score, a
    score no bridge result gives, two results for one pair on one board, a table whose
    columns do not match its header.
    """


ARTIFICIAL_SCORES: Final = ("A+", "A", "A-", "Bye")
"""The artificial scores a result may carry besides a percentage such as ``"60%"``:
average-plus, average, average-minus (Law 12C2) and ``Bye`` (a pair that sits out scores its
own average). ``"A+/A-"`` gives North-South and East-West different ones."""

T = TypeVar("T")

PERCENT_SCORE: Final = re.compile(r"(?:100(?:\.0++)?|[1-9]?[0-9](?:\.[0-9]++)?)%")
"""An artificial score written as a percentage, ``60%`` or ``57.5%``."""


def _artificial_part(text: str) -> bool:
    return text in ARTIFICIAL_SCORES or PERCENT_SCORE.fullmatch(text) is not None


def split_artificial(text: str) -> tuple[str, str]:
    """The North-South and East-West parts of an artificial score: ``"A+"`` is both sides' A+.

    >>> split_artificial("A+"), split_artificial("A+/A-")
    (('A+', 'A+'), ('A+', 'A-'))
    """
    ns, _, ew = text.partition("/")
    return ns, ew or ns


@functools.cache
def _possible_scores() -> frozenset[int]:
    found = {0}
    for level in range(1, 8):
        for strain in (Strain.CLUBS, Strain.HEARTS, Strain.NOTRUMP):
            for doubling in ("", "X", "XX"):
                contract = Contract.parse(f"{level}{strain}{doubling}N")
                for tricks in range(14):
                    for vulnerable in (False, True):
                        points = duplicate_score(contract, tricks, vulnerable)
                        found.update((points, -points))
    return frozenset(found)


def is_possible_score(points: int) -> bool:
    """Whether some duplicate result (a contract, its tricks and vulnerability, or a pass-out) scores ``points``.

    >>> is_possible_score(620), is_possible_score(-1430), is_possible_score(625), is_possible_score(0)
    (True, True, False, True)
    """
    return isinstance(points, int) and points in _possible_scores()


def _ids(value: object) -> tuple[str, ...]:
    """A side's ids: one id (a pair, a team), two (an individual event's players), or none (a sit-out)."""
    if isinstance(value, str):
        return (value,) if value else ()
    if isinstance(value, int) and not isinstance(value, bool):
        return (str(value),)
    if isinstance(value, tuple | list) and all(isinstance(v, str) and v for v in value) and len(value) <= 2:
        return tuple(value)
    raise EventError(f"{quote(value)} is not a side: expected a pair's or team's id, or two players' ids")


@frozen(field_transformer=typed_fields)
class Board:
    """One board of an event: its number, dealer and vulnerability, and the deal when given.

    >>> Board.numbered(7)
    <Board number=7 dealer=S vulnerability=Both deal=None>
    """

    __repr__ = brief_repr

    number: int
    dealer: Seat
    vulnerability: Vulnerability
    deal: Deal | None = None

    def __attrs_post_init__(self) -> None:
        if self.number < 1:
            raise EventError(f"board {self.number} is not a board number: boards are numbered from 1")

    @classmethod
    def numbered(cls, number: int, deal: Deal | None = None) -> Board:
        """Board ``number`` with the dealer and vulnerability of the 16-board cycle."""
        if not isinstance(number, int) or isinstance(number, bool) or number < 1:
            raise EventError(f"{quote(number)} is not a board number: boards are numbered from 1")
        return cls(number, board_dealer(number), board_vulnerability(number), deal)


@frozen(field_transformer=typed_fields)
class Result:
    """One table's result on one board.

    ``ns`` and ``ew`` are the ids at the table (a pair's or team's id; two players' ids in an
    individual event; none for a phantom). The result is a ``contract`` (with its declarer)
    and ``tricks``, or only ``score_ns``, or an ``artificial`` score; a pass-out is
    ``contract=None`` with ``score_ns=0``. An :class:`Event` fills ``score_ns`` from the
    contract and checks one against the other.

    >>> r = Result(1, "3", "7", contract=Contract.parse("4SN"), tricks=10)
    >>> r.ns, r.ew, str(r.contract)
    (('3',), ('7',), '4SN')
    """

    __repr__ = brief_repr

    board: int
    ns: tuple[str, ...] = field(converter=_ids)
    ew: tuple[str, ...] = field(converter=_ids)
    section: str = ""
    contract: Contract | None = None
    tricks: int | None = None
    score_ns: int | None = None
    artificial: str | None = None
    lead: str | None = None
    table: int | None = None
    round: int | None = None

    def __attrs_post_init__(self) -> None:
        where = f"board {self.board}, {self.side_text()}"
        if self.artificial is not None:
            if not all(_artificial_part(p) for p in split_artificial(self.artificial)):
                raise EventError(
                    f"{where}: {quote(self.artificial)} is not an artificial score: "
                    "expected A+, A, A-, Bye or a percentage such as 60%, or two of them as NS/EW"
                )
            if self.contract is not None or self.score_ns is not None:
                raise EventError(f"{where}: an artificial score {self.artificial!r} has no contract and no score")
            return
        if self.contract is not None:
            if self.contract.declarer is None:
                raise EventError(f"{where}: the contract {self.contract} has no declarer: it cannot score")
            if self.tricks is None or not 0 <= self.tricks <= 13:
                raise EventError(
                    f"{where}: the contract {self.contract} cannot score with tricks={self.tricks!r}: "
                    "declarer takes 0 to 13 tricks"
                )
        elif self.tricks is not None:
            raise EventError(f"{where}: tricks={self.tricks} without a contract")
        if self.score_ns is not None and not is_possible_score(self.score_ns):
            raise EventError(f"{where}: {self.score_ns} is not a possible bridge score (Law 77)")
        if self.contract is None and self.score_ns is None:
            raise EventError(f"{where}: a result needs a contract and tricks, a score or an artificial score")

    def side_text(self) -> str:
        """``NS 3 v EW 7`` (with ``-`` for a side with no one)."""
        return f"NS {'-'.join(self.ns) or '-'} v EW {'-'.join(self.ew) or '-'}"

    @property
    def played(self) -> bool:
        """True for a result played at the table (not an artificial score)."""
        return self.artificial is None


@frozen(field_transformer=typed_fields)
class Participant:
    """A pair, player or team of the event: its id, the names and the club where known."""

    __repr__ = brief_repr

    id: str
    names: str = ""
    club: str = ""


@frozen(field_transformer=typed_fields)
class Match:
    """One team match given by its IMP totals (a teams event written without its boards).

    ``segments`` lists each segment's ``(number, home IMPs, away IMPs)``; the totals are their sums.
    """

    __repr__ = brief_repr

    round: int
    home: str
    away: str
    imps_home: int
    imps_away: int
    table: int | None = None
    segments: tuple[tuple[int, int, int], ...] = ()


def _board_map(boards: object) -> tuple[Board, ...]:
    if not isinstance(boards, Iterable) or isinstance(boards, str | bytes):
        raise EventError(f"{quote(boards)} is not a list of boards")
    found: dict[int, Board] = {}
    for board in boards:
        if not isinstance(board, Board):
            raise EventError(f"{quote(board)} is not a Board")
        if board.number in found and found[board.number] != board:
            raise EventError(f"board {board.number} is given twice with different deals or vulnerability")
        found[board.number] = board
    return tuple(sorted(found.values(), key=lambda b: b.number))


def _tuple_of(values: object, kind: type[T], what: str) -> tuple[T, ...]:
    if not isinstance(values, Iterable) or isinstance(values, str | bytes):
        raise EventError(f"{quote(values)} is not a list of {what}")
    items = tuple(values)
    for item in items:
        if not isinstance(item, kind):
            raise EventError(f"{quote(item)} is not one of the {what}: expected {kind.__name__}")
    return items


def _results(values: object) -> tuple[Result, ...]:
    return _tuple_of(values, Result, "results")


def _matches(values: object) -> tuple[Match, ...]:
    return _tuple_of(values, Match, "matches")


def _problems(values: object) -> tuple[str, ...]:
    return _tuple_of(values, str, "problems")


def _participants(value: object) -> Mapping[str, Participant]:
    if isinstance(value, Mapping):
        items = list(value.values())
    elif isinstance(value, Iterable) and not isinstance(value, str | bytes):
        items = list(value)
    else:
        raise EventError(f"{quote(value)} is not a list of participants")
    if not all(isinstance(p, Participant) for p in items):
        raise EventError(f"{quote(value)} is not a list of participants: expected Participant values")
    return FrozenMapping({p.id: p for p in items})


_KINDS: Final = ("pairs", "individual", "teams")


@frozen
class Event:
    """A duplicate event before scoring: boards, results, participants (and team matches).

    Results on boards not in ``boards`` refer to boards of the 16-board cycle when
    ``boards`` is empty; otherwise such a result is refused. Each result's score is
    computed from its contract and checked against a written score.

    >>> ev = Event(results=[Result(1, "1", "2", contract=Contract.parse("3NTS"), tricks=10),
    ...                     Result(1, "3", "4", score_ns=-50)])
    >>> [r.score_ns for r in ev.results], ev.kind, sorted(ev.participants)
    ([430, -50], 'pairs', ['1', '2', '3', '4'])
    """

    __repr__ = brief_repr

    boards: tuple[Board, ...] = field(default=(), converter=_board_map)
    results: tuple[Result, ...] = field(default=(), converter=_results)
    participants: Mapping[str, Participant] = field(default=(), converter=_participants, hash=False)
    name: str = field(default="", validator=lambda _i, _a, v: _text(v, "an event name"))
    matches: tuple[Match, ...] = field(default=(), converter=_matches)
    scoring: str = field(default="", validator=lambda _i, _a, v: _text(v, "a scoring method name"))
    """The scoring the file names (``MatchPoints``, ``IMP;Cross``, ``Teams`` ...), which :meth:`score` uses by default."""
    source: str = field(default="", validator=lambda _i, _a, v: _text(v, "a file name"))
    problems: tuple[str, ...] = field(default=(), converter=_problems)
    """What lenient reading found wrong and left out, one message each (file, line, board, rule)."""

    def __attrs_post_init__(self) -> None:
        boards = {b.number: b for b in self.boards}
        cycle = not boards
        filled: list[Result] = []
        seen: dict[tuple[int, str, str, str], Result] = {}
        where = f"{self.source}: " if self.source else ""
        for given in self.results:
            board = boards.get(given.board)
            if board is None:
                if not cycle:
                    raise EventError(
                        f"{where}board {given.board}, {given.side_text()}: there is no board {given.board} in the event"
                    )
                board = boards[given.board] = Board.numbered(given.board)
            result = checked_result(given, board, where)
            for direction, side in (("NS", result.ns), ("EW", result.ew)):
                for pid in side:
                    key = (result.board, result.section, pid, direction)
                    other = seen.get((result.board, result.section, pid, "EW" if direction == "NS" else "NS"))
                    twice = seen.get(key) or (other if other is not None and other.ns != result.ew else None)
                    if twice is not None:  # a team plays a board once each way, against the same team
                        raise EventError(
                            f"{where}board {result.board}: {pid!r} has two results "
                            f"({twice.side_text()} and {result.side_text()}): one result per pair and board"
                        )
                    seen[key] = result
            if self.participants and any(pid not in self.participants for pid in (*result.ns, *result.ew)):
                missing = next(pid for pid in (*result.ns, *result.ew) if pid not in self.participants)
                raise EventError(f"{where}board {result.board}: there is no participant {missing!r} in the event")
            filled.append(result)
        object.__setattr__(self, "results", tuple(filled))
        object.__setattr__(self, "boards", tuple(sorted(boards.values(), key=lambda b: b.number)))
        if not self.participants:
            ids = (
                {pid for r in filled for pid in (*r.ns, *r.ew)}
                | {m.home for m in self.matches}
                | {m.away for m in self.matches}
            )
            object.__setattr__(
                self, "participants", FrozenMapping({i: Participant(i) for i in sorted(ids, key=_id_order)})
            )

    @property
    def kind(self) -> str:
        """``pairs``, ``individual`` (two ids a side) or ``teams`` (matches, or a scoring named Teams)."""
        if self.matches or self.scoring.lower().startswith("teams"):
            return "teams"
        if any(len(r.ns) == 2 or len(r.ew) == 2 for r in self.results):
            return "individual"
        return "pairs"

    def board(self, number: int) -> Board:
        """Board ``number``; :class:`EventError` when the event has none."""
        for board in self.boards:
            if board.number == number:
                return board
        raise EventError(f"{quote(number)}: there is no such board in the event")

    def score(self, method: object = None) -> ScoredEvent:
        """The event scored by ``method`` (by default the method the file names, else matchpoints)."""
        from trickcards.bridge.events.methods import default_method, score_event  # noqa: PLC0415  # methods import this module

        return score_event(self, default_method(self) if method is None else method)


def checked_result(result: Result, board: Board, where: str = "") -> Result:
    """``result`` with its North-South score computed from its contract on ``board``, checked against a written score."""
    if result.contract is None or result.tricks is None or result.contract.declarer is None:
        return result
    vulnerable = board.vulnerability.is_vulnerable(result.contract.declarer)
    points = duplicate_score(result.contract, result.tricks, vulnerable)
    if result.contract.declarer in (Seat.EAST, Seat.WEST):
        points = -points
    if result.score_ns is not None and result.score_ns != points:
        raise EventError(
            f"{where}board {result.board}, {result.side_text()}: {result.contract} taking "
            f"{result.tricks} tricks scores {points:+d} for NS ({board.vulnerability} vulnerable), "
            f"not the written {result.score_ns:+d} (Law 77)"
        )
    return result if result.score_ns is not None else _with_score(result, points)


def _text(value: object, what: str) -> None:
    if not isinstance(value, str):
        raise EventError(f"{quote(value)} is not {what}: expected text")


def _with_score(result: Result, points: int) -> Result:
    from attrs import evolve  # noqa: PLC0415

    return evolve(result, score_ns=points)


def _id_order(pid: str) -> tuple[int, int, str]:
    return (0, int(pid), "") if pid.isdigit() else (1, 0, pid)
