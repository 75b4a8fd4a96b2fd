"""What the per-player column sheets share: the pad, the leader and winner, the settlement.

Three-handed bridge, Towie, the cut-throat game and Helm keep one column per player:
premiums above the line, trick points below, a line drawn across every column when a
game is won. :class:`ColumnSheet` gives such a sheet, from its players,
:attr:`~ColumnSheet.totals` and ``is_over``, its :attr:`~ColumnSheet.leader`,
:attr:`~ColumnSheet.winner`, pairwise :meth:`~ColumnSheet.payments` and the
:attr:`~ColumnSheet.settlement` per player; :func:`render_pad` draws the columns.
A new game's column sheet is its table (what a deal writes) and its rotation (who
deals, who is vulnerable), nothing more.

>>> pair_payments(("A", "B", "C"), (120, 0, 0))
(('B', 'A', 120), ('C', 'A', 120))
>>> net_settlement((120, 0, 0))
(240, -120, -120)
>>> entries = [ColumnEntry(0, 50, False, "overtricks", 1), ColumnEntry(1, 70, True, "trick points", 1)]
>>> print(render_pad(("A", "B"), entries, (50, 70)))
              A       B
       ----------------
             50
       ================
                     70
       ----------------
total        50      70
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar, Generic, Self, TypeVar

from attrs import frozen

from trickcards.core import inputs
from trickcards.core.errors import ScoringError
from trickcards.core.inputs import _checked_players, _is_int, quote, typed_fields
from trickcards.protocol.pad_lines import closed_lines
from trickcards.protocol.results import DealResult, _nothing_scored

__all__ = [
    "ColumnEntry",
    "ColumnSheet",
    "column_result",
    "first_dealer",
    "net_settlement",
    "pair_payments",
    "render_pad",
    "sole_best",
    "thrown_in_result",
]

PlayerT = TypeVar("PlayerT")

_WIDTH = 8
_MARGIN = "       "


@frozen(field_transformer=typed_fields)
class ColumnEntry:
    """One number in one player's column: ``player`` is the column's index (0 first)."""

    player: int
    """The column: the player's index in player order."""
    points: int
    """The points written."""
    below: bool
    """True for trick points below the line."""
    item: str
    """What the number is (``trick points``, ``overtricks``, ``rubber bonus`` ...)."""
    deal: int
    """The 1-based deal it came from (a rubber bonus: the deal that won the rubber)."""
    segment: int = 0
    """The stretch below the line it belongs to (a line is drawn after each game)."""


def _names(names: object) -> tuple[str, ...]:
    """The players' names of a pad or a summary: 2 to 7 names, each one line of text (a str: one letter each)."""
    named = _checked_players(names, "the players' names", error=ScoringError)
    return tuple(inputs.text(name, "a player's name", error=ScoringError) for name in named)


def _totals(
    totals: object, count: int | None = None, what: str = "the totals", item: str = "a player's total"
) -> tuple[int, ...]:
    """Numbers per player (``item`` each), one for each of ``count`` players if given."""
    numbers = inputs.sequence(totals, lambda n: inputs.integer(n, item, error=ScoringError), what, error=ScoringError)
    if count is not None and len(numbers) != count:
        raise ScoringError(f"{quote(totals)} is not {what}: expected one for each of {count} players")
    return numbers


def _column(column: object) -> dict[str, int]:
    """One player's named entries for a deal: ``(name, points)`` pairs."""

    def entry(item: object) -> tuple[str, int]:
        return inputs.pair(
            item,
            lambda name: inputs.text(name, "the name of a score's part", error=ScoringError),
            lambda points: inputs.integer(points, "a number of points", error=ScoringError),
            "a column's entry",
            error=ScoringError,
        )

    return dict(inputs.sequence(column, entry, "a player's column", error=ScoringError))


def _pad_entry(entry: object) -> Any:
    """An entry of a column pad: its ``player`` (a column index), ``points`` and ``below`` of the right kinds."""
    for name, kind in (("player", int), ("points", int), ("below", bool)):
        value = getattr(entry, name, None)
        if not (_is_int(value) if kind is int else isinstance(value, kind)):
            raise ScoringError(f"{quote(entry)} is not an entry of a column pad: its {name} is {quote(value)}")
    return entry


def column_result(
    contract: Any,
    declarer: Any,
    tricks: Sequence[int],
    columns: Sequence[Iterable[tuple[str, int]]],
    names: Sequence[str],
) -> DealResult[Any, Any]:
    """The :class:`~trickcards.protocol.results.DealResult` of a deal written into per-player ``columns``.

    ``columns`` holds each player's named entries for the deal (``("trick points", 120)``
    ...); ``tricks`` the tricks each player's side won. ``names`` name the players in the
    one-line summary, the declarer first among them by his place.

    >>> r = column_result("4S", 0, (10, 3, 3), [[("trick points", 120)], [], []], "ABC")
    >>> str(r), r.points, dict(r.parts)
    ('4S by A, 10 tricks: A +120', (120, 0, 0), {'trick points': (120, 0, 0)})
    """
    names = _names(names)
    count = len(names)
    written = [_column(column) for column in _checked_players(columns, "the players' columns", error=ScoringError)]
    tricks = _totals(tricks, count, "the tricks won", "a number of tricks")
    if len(written) != count:
        raise ScoringError(f"{quote(columns)} is not the players' columns: expected one for each of {count} players")
    where = _declarer_place(declarer, names)
    order = list(dict.fromkeys(name for column in written for name in column))
    parts = {name: tuple(column.get(name, 0) for column in written) for name in order}
    points = tuple(sum(column.values()) for column in written)
    gains = ", ".join(f"{names[p]} {points[p]:+d}" for p in range(count) if points[p]) or "nothing scored"
    level, strain, doubling = (getattr(contract, name, None) for name in ("level", "strain", "doubling"))
    bid = f"{level}{strain}{doubling}" if level is not None else str(contract)
    summary = f"{bid} by {names[where]}, {tricks[where]} tricks: {gains}"
    return DealResult(contract, declarer, tricks, parts, points, summary)


def _declarer_place(declarer: object, names: tuple[str, ...]) -> int:
    """The declarer's column: his index, or his place among ``names``."""
    if _is_int(declarer) and 0 <= declarer < len(names):
        return int(declarer)
    if (isinstance(declarer, str) or _is_int(declarer)) and str(declarer) in names:
        return names.index(str(declarer))
    raise ScoringError(f"{quote(declarer)} is not a declarer: expected one of {', '.join(names)} or their number")


def thrown_in_result(players: int, why: str = "thrown in") -> DealResult[Any, Any]:
    """The result of a deal thrown in (or passed out): no contract, no tricks, no points.

    >>> str(thrown_in_result(3)), thrown_in_result(3).points
    ('thrown in', (0, 0, 0))
    """
    return _nothing_scored(players, inputs.text(why, "why a deal scored nothing", error=ScoringError))


def first_dealer(
    given: object, draw: random.Random | None, players: Sequence[PlayerT], read: Callable[[object], PlayerT]
) -> PlayerT:
    """A sheet's first dealer: ``given`` read by ``read``; else drawn by lot with ``draw`` (a match's); else the first player.

    >>> first_dealer(None, None, "ABC", str), first_dealer("B", None, "ABC", str)
    ('A', 'B')
    """
    players = _checked_players(players, error=ScoringError)
    read = inputs.function(read, "a reader of a player", error=ScoringError)
    if draw is not None:
        inputs.instance(draw, random.Random, "a draw by lot", error=ScoringError)
    if given is not None:
        return read(given)
    return players[draw.randrange(len(players))] if draw is not None else players[0]


def sole_best(players: Sequence[PlayerT], totals: Sequence[int]) -> PlayerT | None:
    """The player with the highest total, ``None`` when two or more share it.

    >>> sole_best("ABC", (5, 9, 2)), sole_best("ABC", (9, 9, 2))
    ('B', None)
    """
    players = _checked_players(players, error=ScoringError)
    return _sole_best(players, _totals(totals, len(players)))


def _sole_best(players: Sequence[PlayerT], totals: Sequence[int]) -> PlayerT | None:
    best = max(totals)
    return players[totals.index(best)] if list(totals).count(best) == 1 else None


def pair_payments(players: Sequence[PlayerT], totals: Sequence[int]) -> tuple[tuple[PlayerT, PlayerT, int], ...]:
    """Each pair settles the difference of its totals: ``(payer, payee, points)`` for every unequal pair."""
    players = _checked_players(players, error=ScoringError)
    return _pair_payments(players, _totals(totals, len(players)))


def _pair_payments(players: Sequence[PlayerT], totals: Sequence[int]) -> tuple[tuple[PlayerT, PlayerT, int], ...]:
    payments = []
    for a in range(len(players)):
        for b in range(a + 1, len(players)):
            difference = totals[a] - totals[b]
            if difference > 0:
                payments.append((players[b], players[a], difference))
            elif difference < 0:
                payments.append((players[a], players[b], -difference))
    return tuple(payments)


def net_settlement(totals: Sequence[int]) -> tuple[int, ...]:
    """Each player's net when every pair settles the difference of its totals (zero-sum)."""
    return _net_settlement(_totals(totals))


def _net_settlement(totals: Sequence[int]) -> tuple[int, ...]:
    whole = sum(totals)
    return tuple(len(totals) * t - whole for t in totals)


def render_pad(names: Sequence[str], entries: Iterable[Any], totals: Sequence[int], lines: int | None = None) -> str:
    """The columns of ``names``: ``entries`` above the line (latest on top), those ``below`` under it.

    Each entry has ``player`` (a column index), ``points`` and ``below``; with ``lines``
    (the lines drawn across the columns), below-the-line entries are grouped by their
    ``segment`` with a rule after each line; the last row gives the ``totals``.
    """
    names = _names(names)
    count = len(names)
    totals = _totals(totals, count)
    rule = _MARGIN + "-" * (_WIDTH * count)
    written = list(inputs.sequence(entries, _pad_entry, "the entries of a column pad", error=ScoringError))
    above = [[e.points for e in written if not e.below and e.player == p] for p in range(count)]
    height = max((len(c) for c in above), default=0)
    columns = [[None] * (height - len(c)) + list(reversed(c)) for c in above]
    rows = [_MARGIN + "".join(f"{name:>{_WIDTH}}" for name in names), rule]
    rows += [_MARGIN + "".join(_cell(columns[p][i]) for p in range(count)) for i in range(height)]
    rows.append(_MARGIN + "=" * (_WIDTH * count))
    below = [e for e in written if e.below]
    if lines is not None:
        placed: list[Any] = [getattr(e, "segment", None) for e in written]  # closed_lines checks them
        lines = closed_lines(lines, placed)
    segments = 1 if lines is None else max([e.segment for e in below] + [lines - 1, -1]) + 1
    for segment in range(segments):
        cells = [
            [e.points for e in below if e.player == p and (lines is None or e.segment == segment)] for p in range(count)
        ]
        for i in range(max((len(c) for c in cells), default=0)):
            rows.append(_MARGIN + "".join(_cell(c[i] if i < len(c) else None) for c in cells))
        if lines is not None and segment < lines:
            rows.append(rule)
    if lines is None:
        rows.append(rule)
    rows.append("total  " + "".join(f"{t:>{_WIDTH}}" for t in totals))
    return "\n".join(row.rstrip() for row in rows)


def _cell(points: int | None) -> str:
    return " " * _WIDTH if points is None else f"{points:>{_WIDTH}}"


class ColumnSheet(Generic[PlayerT]):
    """A base for the per-player column sheets: leader, winner, payments, settlement and ``str``.

    A sheet supplies ``_column_players`` (its player values, in column order) or :attr:`players`,
    :attr:`totals` (one per column), ``is_over`` and :meth:`render`.
    """

    __slots__ = ()

    def __new__(cls, *args: object, **kwargs: object) -> Self:
        if cls is ColumnSheet:
            raise ScoringError(
                "ColumnSheet is the base of the per-player column sheets: use a game's own, such as ThreeHandedSheet"
            )
        return super().__new__(cls)

    _column_players: ClassVar[tuple[Any, ...]] = ()
    """The player values of the columns, in order (a sheet with a varying number of players overrides :attr:`players`)."""

    @property
    def players(self) -> tuple[PlayerT, ...]:
        """The players, in column order (the order of :attr:`totals` and :attr:`settlement`)."""
        return self._column_players

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's total, above and below the line."""
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        """True once the sheet's rubber (or session) is over."""
        raise NotImplementedError

    def render(self) -> str:
        """The sheet as a pad."""
        raise NotImplementedError

    @property
    def leader(self) -> PlayerT | None:
        """The player with the highest total now (``None`` when two or more share it)."""
        return _sole_best(self.players, self.totals)

    @property
    def winner(self) -> PlayerT | None:
        """Once the sheet is over, the player with the highest total (``None`` before, or on a tie)."""
        return self.leader if self.is_over else None

    def payments(self) -> tuple[tuple[PlayerT, PlayerT, int], ...]:
        """Each pair settles the difference of its totals: ``(payer, payee, points)`` for every unequal pair."""
        return _pair_payments(self.players, self.totals)

    @property
    def settlement(self) -> tuple[int, ...] | None:
        """``None`` until over; then each player's net when every pair settles its difference (zero-sum)."""
        return _net_settlement(self.totals) if self.is_over else None

    def __str__(self) -> str:
        return self.render()
