"""Deal files of a bridge score sheet: one deal per line, read into a rubber or Chicago sheet.

A deal file has one deal per line::

    # comments run to the end of the line
    2HS 9                 contract (with declarer) and tricks won by declarer's side
    4SN = honours=NS:100  '=', '+1', '-2' count tricks from the contract
    pass                  a passed-out deal
    finish                stop an unfinished rubber here (Law 80 bonuses)

Before the first deal, settings lines may name the sheet's settings (``text()`` of a
sheet writes them): ``first dealer E``, ``table rubber-classic``, ``rubbers 2`` (a rubber
sheet), ``chukkers 1`` and ``other side vulnerable on deals 2 and 3`` (a Chicago sheet).
``trickcards rubber FILE`` prints the pad of such a file.

>>> sheet = read_deals(["2SN 8", "pass", "3NTS +1  # a game"], "example")
>>> sheet.games, sheet.totals
((<Side.NORTH_SOUTH: 'NS'>,), (190, 0))
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final, Protocol

from trickcards.bridge.contract import Contract, Doubling
from trickcards.bridge.scoring import Honours
from trickcards.bridge.sheets import ChicagoScoreSheet, RubberScoreSheet
from trickcards.bridge.tables import RUBBER_MODERN, ScoringFormat, ScoringTable, find_table
from trickcards.core import inputs
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat

__all__ = ["TRICKS", "parse_tricks", "read_deals"]

TRICKS = 13
"""The tricks of a deal, in bridge and in Bridgette."""


class _Contract(Protocol):
    """A contract of bridge or of a game built on it (Bridgette): what :func:`parse_tricks` reads of it."""

    @property
    def tricks_needed(self) -> int: ...

    @property
    def doubling(self) -> Doubling: ...


def parse_tricks(text: str, contract: _Contract) -> int:
    """Tricks won, as a number (``10``) or relative to the contract (``=``, ``+1``, ``-2``).

    >>> parse_tricks("-2", Contract.parse("4S")), parse_tricks("=", Contract.parse("3NT"))
    (8, 9)

    Refusals repeat what was written:

    >>> parse_tricks("+4", Contract.parse("4SN"))
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: '+4' gives 14 tricks in '4SN': declarer's side wins 0 to 13 tricks
    """
    # A Contract, or a contract of a game built on bridge (a BridgetteContract): bridge
    # imports no other game, so the others are known by their doubling and tricks needed.
    if not isinstance(contract, Contract) and (
        isinstance(contract, type)
        or type(getattr(contract, "doubling", None)) is not Doubling
        or type(getattr(contract, "tricks_needed", None)) is not int
    ):
        raise TrickcardsError(f"{quote(contract)} is not a contract: expected a Contract or a BridgetteContract")
    tricks = inputs.tricks_won(
        inputs.instance(text, str, "a number of tricks", error=ParseError), contract, high=TRICKS
    )
    assert isinstance(tricks, int)  # text is always read
    return tricks


def _read_line(tokens: list[str]) -> tuple[Contract, int, Honours | None]:
    honours: Honours | None = None
    rest = []
    for token in tokens:
        key, equals, value = token.partition("=")
        if equals and key.lower() == "honours":
            honours = Honours.parse(value)
        elif equals and key:
            raise ParseError(f"{quote(token)} is not an option: the only option is honours=NS:100")
        else:
            rest.append(token)
    if len(rest) < 2:
        raise ParseError("expected a contract with declarer and the tricks won, e.g. '4SN 10'")
    if len(rest) > 2 and _is_deal(rest[0], rest[1]):  # '4SN 10 foo': the word left over is the one that is wrong
        raise ParseError(
            f"{quote(rest[2])} is not understood after {quote(' '.join(rest[:2]))}: "
            "a deal line is a contract, the tricks won and optionally honours=NS:100"
        )
    contract = Contract.parse(" ".join(rest[:-1]))
    return contract, parse_tricks(rest[-1], contract), honours


def _is_deal(contract: str, tricks: str) -> bool:
    """Whether ``contract tricks`` alone is a deal line."""
    try:
        parse_tricks(tricks, Contract.parse(contract))
    except TrickcardsError:
        return False
    return True


_SETTINGS: Final = ("first dealer ", "table ", "rubbers ", "chukkers ", "other side vulnerable on deals 2 and 3")


def _settings(lines: list[str], source: str) -> tuple[dict[str, str], int]:
    """The settings lines before the first deal, by name, and the number of lines they take."""
    settings: dict[str, str] = {}
    for number, line in enumerate(lines):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        key = next((k for k in _SETTINGS if text.lower().startswith(k)), None)
        if key is None:
            return settings, number
        if key in settings:
            raise ParseError(f"{source}, line {number + 1}: {quote(text)}: each setting is given once")
        settings[key] = text[len(key) :].strip()
    return settings, len(lines)


def read_deals(
    lines: Iterable[str],
    source: str = "<deals>",
    table: ScoringTable | None = None,
    first_dealer: Seat = Seat.NORTH,
    dealer_vulnerable_on_2_3: bool = True,
) -> RubberScoreSheet | ChicagoScoreSheet:
    """A score sheet with the deals of ``lines`` recorded (the file format above).

    A Chicago table gives a :class:`ChicagoScoreSheet`, any other table a
    :class:`RubberScoreSheet` (default :data:`~trickcards.bridge.tables.RUBBER_MODERN`).
    Errors name ``source`` and the line.

    >>> read_deals(["4SN =", "4SN 14"], "deals.txt")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: deals.txt, line 2: '4SN 14': '14' is not a number of tricks: write 0-13, '=', '+1' or '-2'
    """
    lines = inputs.sequence(lines, lambda line: inputs.instance(line, str, "a line of text"), "lines of deals")
    if table is not None:
        table = inputs.instance(table, ScoringTable, "a scoring table")
    settings, skipped = _settings(list(lines), source)
    try:
        if "first dealer " in settings:
            first_dealer = Seat.parse(settings["first dealer "])
        if "table " in settings:
            table = find_table(settings["table "])
        counts = {
            key: inputs.parse_integer(settings[key], "a number", low=1)
            for key in ("rubbers ", "chukkers ")
            if key in settings
        }
    except TrickcardsError as error:
        raise ParseError(f"{source}: a settings line: {error}") from None
    if _SETTINGS[-1] in settings:
        dealer_vulnerable_on_2_3 = False
    sheet: RubberScoreSheet | ChicagoScoreSheet
    if table is not None and table.format is not ScoringFormat.RUBBER:
        sheet = ChicagoScoreSheet(
            table,
            first_dealer=first_dealer,
            dealer_vulnerable_on_2_3=dealer_vulnerable_on_2_3,
            planned=counts.get("chukkers "),
        )
    else:
        sheet = RubberScoreSheet(table or RUBBER_MODERN, first_dealer, rubbers=counts.get("rubbers ", 1))
    for number, line in enumerate(lines, 1):
        if number <= skipped:
            continue
        try:
            text = inputs.text(line.split("#", 1)[0], "a deal line", error=ParseError) if line.strip() else ""
        except ParseError as error:
            raise ParseError(f"{source}, line {number}: {error}") from None
        if not text:
            continue
        try:
            word = text.lower()
            if word == "pass":
                sheet = sheet.record(None)
            elif word == "finish":
                if not isinstance(sheet, RubberScoreSheet):
                    raise ParseError("'finish' ends a rubber; a Chicago sheet has no unfinished-rubber bonus")
                sheet = sheet.finish()
            else:
                sheet = sheet.record(*_read_line(text.split()))
        except TrickcardsError as error:
            raise ParseError(f"{source}, line {number}: {quote(text)}: {error}") from None
    return sheet
