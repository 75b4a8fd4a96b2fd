r"""PBN tables (PBN 2.1 §5.2): ``[ScoreTable]``, ``[TotalScoreTable]`` and their column formats.

A table's tag value lists its columns separated by ``;``, each a name with an optional
leading ``+`` (sorted descending) or ``-`` (ascending) and an optional ``\width`` with
``L`` or ``R`` alignment: ``Score_NS\6R``. Its section holds one row a line, each cell a
word or a quoted string; ``-`` is an irrelevant cell.

>>> t = read_table("Rank\\2R;PairId\\2R;Names\\12L", [(10, ('1', '23', '"Ann - Bo"')), (11, ('2', '7', '"Cy - Di"'))])
>>> t.columns[0], t.column("PairId"), t.rows[1]
(Column(name='Rank', width=2, align='R', order=''), ('23', '7'), ('2', '7', 'Cy - Di'))
>>> print(write_table(t.columns, t.rows))
 1 23 "Ann - Bo"
 2  7 "Cy - Di"
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final

from attrs import frozen

from trickcards.bridge.events.model import EventError
from trickcards.core import inputs
from trickcards.core.inputs import quote, typed_fields
from trickcards.core.reprs import brief_repr

__all__ = ["Column", "Table", "format_columns", "read_table", "write_table"]

_COLUMN: Final = re.compile(r"([+-]?)([A-Za-z0-9_]++)(?:\\([0-9]++)([LR]?))?")
_NAME: Final = re.compile(r"[A-Za-z0-9_]++")
_WIDEST: Final = 999


@frozen(field_transformer=typed_fields)
class Column:
    r"""One column of a table: ``name``, minimum ``width`` (0 for none), ``align`` ``L``/``R``/``""``, sort ``order`` ``+``/``-``/``""``."""

    name: str
    width: int = 0
    align: str = ""
    order: str = ""

    def __attrs_post_init__(self) -> None:
        if (
            _NAME.fullmatch(self.name) is None
            or not 0 <= self.width <= _WIDEST
            or self.align not in ("", "L", "R")
            or self.order not in ("", "+", "-")
        ):
            raise EventError(
                f"Column({self.name!r}, {self.width!r}, {self.align!r}, {self.order!r}) is not a table column: "
                f"a name of letters, digits and _, a width of 0 to {_WIDEST}, align L, R or '', order +, - or '' (PBN 5.2)"
            )

    @classmethod
    def parse(cls, text: str, where: str = "") -> Column:
        r"""A column from its format, such as ``Score_NS\6R`` or ``+Percentage_NS\4``."""
        where = _place(where)
        body = inputs.word(text, "a table column", error=EventError)
        match = _COLUMN.fullmatch(body)
        if match is None or len(match.group(3) or "") > len(str(_WIDEST)):
            raise EventError(
                f"{where}{quote(text)} is not a table column: expected a name with an optional "
                f"leading + or - and \\width (up to {_WIDEST}) with L or R (PBN 5.2)"
            )
        order, name, width, align = match.groups()
        return cls(name, int(width) if width else 0, align or "", order)

    def __str__(self) -> str:
        width = f"\\{self.width}{self.align}" if self.width or self.align else ""
        return f"{self.order}{self.name}{width}"


def format_columns(columns: Iterable[Column]) -> str:
    r"""The tag value of a table with ``columns``: ``Rank\2R;PairId\2R``."""
    return ";".join(str(c) for c in inputs.sequence_of(columns, Column, "a list of table columns", error=EventError))


@frozen(field_transformer=typed_fields)
class Table:
    """A table as read: its columns, its rows (cells unquoted, ``-`` kept) and the line of each row."""

    __repr__ = brief_repr

    columns: tuple[Column, ...]
    rows: tuple[tuple[str, ...], ...]
    lines: tuple[int, ...] = ()

    def __attrs_post_init__(self) -> None:
        for row in self.rows:
            if len(row) != len(self.columns):
                raise EventError(
                    f"the row {quote(row)} has {len(row)} cells, not one for each of the {len(self.columns)} columns (PBN 5.2)"
                )
        if self.lines and len(self.lines) != len(self.rows):
            raise EventError(f"{len(self.lines)} line numbers for {len(self.rows)} rows: one line a row, or none")

    def index(self, name: str) -> int | None:
        """The position of column ``name``, ``None`` when the table has none."""
        for i, column in enumerate(self.columns):
            if column.name == name:
                return i
        return None

    def column(self, name: str) -> tuple[str, ...]:
        """The cells of column ``name`` (empty when the table has no such column)."""
        i = self.index(name)
        return () if i is None else tuple(row[i] for row in self.rows)

    def cell(self, row: int, name: str) -> str | None:
        """The cell of column ``name`` in row ``row``; ``None`` when there is no such column or the cell is ``-``."""
        i = self.index(name)
        if i is None:
            return None
        value = self.rows[row][i]
        return None if value == "-" else value

    def records(self) -> Iterable[tuple[int, dict[str, str | None]]]:
        """Each row as ``(line, {column name: cell or None for '-'})``."""
        names = [c.name for c in self.columns]
        for row, line in zip(self.rows, self.lines or (0,) * len(self.rows), strict=True):
            yield line, {n: (None if v == "-" else v) for n, v in zip(names, row, strict=True)}


def _unquote(word: str) -> str:
    return word[1:-1] if len(word) >= 2 and word[0] == word[-1] == '"' else word


def read_table(
    header: str, lines: Sequence[tuple[int, Sequence[str]]], where: str = "", tag: str = "ScoreTable"
) -> Table:
    """A table from its tag value ``header`` and its section's ``(line number, words)`` lines.

    A row whose number of cells differs from the header's columns is refused, naming the
    file (``where``), the line and the rule.
    """
    header = inputs.text(header, f"a [{tag}] header", error=EventError)
    where = _place(where)
    tag = inputs.word(tag, "a table's tag name", error=EventError)
    lines = inputs.sequence(lines, _numbered_line, "a table's numbered lines", error=EventError)
    columns = tuple(Column.parse(text, where) for text in header.split(";") if text.strip(" \t"))
    if not columns:
        raise EventError(f"{where}[{tag}] {quote(header)} names no columns (PBN 5.2)")
    rows = []
    numbers = []
    for line, words in lines:
        cells = [w for w in words if not w.startswith(("{", ";", "%"))]
        if not cells:
            continue
        if len(cells) != len(columns):
            raise EventError(
                f"{f'{where.removesuffix(chr(58) + chr(32))}:{line}: ' if where else f'line {line}: '}[{tag}] row {quote(' '.join(cells))} has {len(cells)} cells but its header "
                f"names {len(columns)} columns (PBN 5.2: one cell per column)"
            )
        rows.append(tuple(_unquote(c) for c in cells))
        numbers.append(line)
    return Table(columns, tuple(rows), tuple(numbers))


_PLAIN: Final = re.compile(r"-?[0-9]++(?:\.[0-9]++)?|-")
_QUOTED: Final = frozenset({"Score_NS", "Score_EW", "Direction", "MatchDetails"})


def _cell(column: Column, value: str) -> str:
    text = value if (_PLAIN.fullmatch(value) and column.name not in _QUOTED) or value == "-" else f'"{value}"'
    width = column.width
    if column.align == "L" or (not column.align and not _PLAIN.fullmatch(text)):
        return text.ljust(width)
    return text.rjust(width)


def _place(where: object) -> str:
    if not isinstance(where, str):
        raise EventError(f"{quote(where)} is not a place in a file: expected text such as 'event.pbn: '")
    return where


def _numbered_line(item: object) -> tuple[int, tuple[str, ...]]:
    if (
        isinstance(item, tuple)
        and len(item) == 2
        and isinstance(item[0], int)
        and not isinstance(item[0], bool)
        and isinstance(item[1], Sequence)
        and not isinstance(item[1], str)
        and all(isinstance(w, str) for w in item[1])
    ):
        return item[0], tuple(item[1])
    raise EventError(f"{quote(item)} is not a table's line: expected (line number, its words)")


def _row(item: object) -> tuple[str, ...]:
    if isinstance(item, Sequence) and not isinstance(item, str) and all(isinstance(c, str) for c in item):
        return tuple(item)
    raise EventError(f"{quote(item)} is not a table row: expected a list of cells (text)")


def write_table(columns: Sequence[Column], rows: Iterable[Sequence[str]]) -> str:
    """The section of a table: one line a row, each cell padded to its column's width and alignment.

    Numbers and ``-`` are written bare, other text (and scores, as Ruter writes them) quoted.
    """
    columns = inputs.sequence_of(columns, Column, "a list of table columns", error=EventError)
    out = []
    for row in inputs.sequence(rows, _row, "a table's rows", error=EventError):
        if len(row) != len(columns):
            raise EventError(f"{quote(row)} has {len(row)} cells, not one for each of the {len(columns)} columns")
        out.append(" ".join(_cell(c, v) for c, v in zip(columns, row, strict=True)).rstrip())
    return "\n".join(out)
