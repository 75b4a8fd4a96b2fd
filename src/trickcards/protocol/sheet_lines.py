r"""The reading of a sheet file shared by the per-player column sheets.

One deal a line, ``#`` starting a comment, blank lines skipped, and an optional
``first dealer X`` line before the first deal; an error names its line. The
three-handed, cut-throat and Helm sheets read their files with
:func:`parse_sheet_lines`, each giving its own dealer reader and deal parser.

>>> def dealer(word, what):
...     return int(word)
>>> def deal(numbers, words):
...     return [*numbers, int(words[0])]
>>> parse_sheet_lines("first dealer 2\n5  # five\n7\n", dealer, 0, lambda first: [first], deal)
[2, 5, 7]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from trickcards.core import inputs
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.inputs import quote

__all__ = ["parse_sheet_lines"]

DealerT = TypeVar("DealerT")
SheetT = TypeVar("SheetT")


def parse_sheet_lines(
    text: object,
    read_dealer: Callable[[str, str], DealerT],
    first_dealer: DealerT,
    new_sheet: Callable[[DealerT], SheetT],
    add_deal: Callable[[SheetT, Sequence[str]], SheetT],
    dealer_form: str = "X",
) -> SheetT:
    r"""The sheet of ``text``: ``new_sheet(first dealer)`` with each deal line added by ``add_deal``.

    ``read_dealer(word, "a first dealer")`` reads a ``first dealer`` line's dealer
    (``first_dealer`` when there is none); ``dealer_form`` shows it in the error for a
    misplaced one. An error on a line is raised as a :class:`~trickcards.core.errors.ParseError`
    that starts with ``line N:``.

    >>> parse_sheet_lines("3\nfirst dealer 1", lambda word, what: int(word), 0, lambda first: [first], lambda s, w: s + [*w])
    Traceback (most recent call last):
    trickcards.core.errors.ParseError: line 2: 'first dealer 1': 'first dealer X' comes once, before the first deal
    """
    if not isinstance(text, str):
        raise ParseError(f"{quote(text)} is not a sheet: expected text")
    for given, what in ((read_dealer, "a dealer reader"), (new_sheet, "a sheet maker"), (add_deal, "a deal reader")):
        inputs.function(given, what)
    dealer_form = inputs.word(dealer_form, "the form of a dealer", error=TrickcardsError)
    sheet: SheetT | None = None
    for number, raw in enumerate(text.split("\n"), start=1):
        words = inputs.line_words(raw, number)
        if not words:
            continue
        try:
            if [w.lower() for w in words[:2]] == ["first", "dealer"]:
                if sheet is not None or len(words) != 3:
                    raise ParseError(f"{quote(raw)}: 'first dealer {dealer_form}' comes once, before the first deal")
                first_dealer = read_dealer(words[2], "a first dealer")
                continue
            if sheet is None:
                sheet = new_sheet(first_dealer)
            sheet = add_deal(sheet, words)
        except TrickcardsError as error:
            raise ParseError(f"line {number}: {error}") from None
    return sheet if sheet is not None else new_sheet(first_dealer)
