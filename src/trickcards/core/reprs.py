"""Short reprs: one line for every public value, the text a parser reads back where there is one.

As python-chess does for its users (``Move.from_uci('e2e4')``, ``<Game at ...>``), a
value that a parser reads back from its text shows itself as that call,
``Contract.parse('4SXN')``, which ``eval`` turns back into the value; any other value
shows a one-line summary in angle brackets, ``<Score 4SXN 10 tricks, vulnerable: +790>``,
never its whole contents (a sheet after fifty deals stays one short line). Each value
class sets ``__repr__`` from one of the functions here.

>>> from trickcards.bridge import Contract, score
>>> Contract.parse("4SXN")
Contract.parse('4SXN')
>>> score("4SXN", 10, vulnerable=True)
<Score 4SXN 10 tricks, vulnerable: +790>
"""

from __future__ import annotations

import enum
from typing import Any, Final

import attrs

__all__ = ["REPR_LIMIT", "brief", "brief_repr", "parsed_repr", "sheet_repr", "summary_repr"]

REPR_LIMIT: Final = 100
"""The most characters a summary repr takes: its end is cut with ``…`` beyond it."""

_PART_LIMIT: Final = 32


def parsed_repr(value: object) -> str:
    """``Name.parse('text')``: the call that reads ``value`` back from its ``str``.

    >>> from trickcards import Hand
    >>> parsed_repr(Hand.parse("AKQ2.K52.J43.A76"))
    "Hand.parse('AKQ2.K52.J43.A76')"
    """
    return f"{type(value).__name__}.parse({str(value)!r})"


def summary_repr(value: object, summary: str) -> str:
    r"""``<Name summary>`` on one line, cut to :data:`REPR_LIMIT` characters.

    >>> summary_repr(3, "three\nlines of\ntext")
    '<int three lines of text>'
    """
    text = " ".join(f"<{type(value).__name__} {summary}".split())
    return (text if len(text) < REPR_LIMIT else text[: REPR_LIMIT - 2] + "…") + ">"


def brief(value: object) -> str:
    """A part of a summary: ``value`` in a few characters (its text where it has one, else its kind).

    >>> from trickcards import Card, Seat
    >>> brief(Seat.NORTH), brief(Card.parse("SA")), brief((1, 2)), brief(tuple(range(40))), brief("x" * 50)
    ('N', 'SA', '(1, 2)', '(40 items)', "'xxxxxxxxxxxxxxxxxxxxxxxxxxxx…'")
    """
    if isinstance(value, enum.Enum):
        letter = getattr(value, "letter", None)  # a seat or a player: N, A
        text = letter if isinstance(letter, str) else str(value)
        return value.name if text.startswith("<") or text == f"{type(value).__name__}.{value.name}" else text
    if isinstance(value, bool | int | float) or value is None:
        return repr(value)
    if isinstance(value, str):
        return repr(value) if len(value) <= _PART_LIMIT - 2 else repr(value[: _PART_LIMIT - 4] + "…")
    if isinstance(value, tuple | list | frozenset):
        parts = [brief(item) for item in value]
        text = "(" + ", ".join(parts) + ("," if len(parts) == 1 else "") + ")"
        return text if len(text) <= _PART_LIMIT else f"({len(parts)} items)"
    if type(value).__str__ is not object.__str__:
        text = " ".join(str(value).split())
        if len(text) <= _PART_LIMIT:
            return text
    return f"<{type(value).__name__}>"


def brief_repr(value: object) -> str:
    """``<Name field=brief field=brief …>``: an attrs value's fields, each :func:`brief`, cut to one short line.

    Fields whose name starts with ``_`` are left out. For a value class that has no
    parser and no summary of its own (``__repr__ = brief_repr``).

    >>> from attrs import frozen
    >>> @frozen
    ... class Entry:
    ...     number: int
    ...     notes: tuple[str, ...]
    >>> brief_repr(Entry(3, ("made", "doubled")))
    "<Entry number=3 notes=('made', 'doubled')>"
    """
    kind = type(value)
    names = [f.name for f in attrs.fields(kind) if not f.name.startswith("_")] if attrs.has(kind) else []
    return summary_repr(value, " ".join(f"{name}={brief(getattr(value, name))}" for name in names))


def _deal_count(sheet: Any) -> int | None:
    deals = getattr(sheet, "deals", None)
    if isinstance(deals, tuple):
        return len(deals)
    entries = getattr(sheet, "entries", None)
    if isinstance(entries, tuple):
        return len({getattr(entry, "number", index) for index, entry in enumerate(entries)})
    inner = getattr(sheet, "rubber", None)
    return None if inner is None else _deal_count(inner)


def sheet_repr(sheet: Any) -> str:
    """A score sheet in one line: how many deals, each player's total, whether it is over.

    >>> from trickcards.bridge import RubberScoreSheet
    >>> RubberScoreSheet().record("4SN", 10).record("3NTE", 9)
    <RubberScoreSheet 2 deals: NS 120, EW 100>
    """
    count = _deal_count(sheet)
    head = "" if count is None else f"{count} deal{'' if count == 1 else 's'}: "
    players, totals = tuple(sheet.players), tuple(sheet.totals)
    # A side's total is labelled by its players: N and S are NS (every len(totals)-th player).
    labels = ["".join(brief(p) for p in players[i :: len(totals)]) for i in range(len(totals))]
    totals_text = ", ".join(f"{label} {total}" for label, total in zip(labels, totals, strict=True))
    return summary_repr(sheet, f"{head}{totals_text}{'; over' if sheet.is_over else ''}")
