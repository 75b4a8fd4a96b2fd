"""The text of a Blackout game sheet, one deal a line.

Each deal line holds each player's bid, a ``/``, then each player's tricks, players in
order::

    players Ann Bob Cy Di      # or 'players 4' (names A, B, C, D); else counted from the first deal
    first dealer Bob           # a name or a number from 0; default the first player
    preset seed5               # hoyle (default), seed5 or seed10
    method 2                   # missed bids: 1 (default) or 2
    settle winner-takes        # pairwise (default) or winner-takes
    deals 10                   # fewer (or, for 3 players, more) deals than usual
    1 0 0 1 / 0 0 1 0          # deal 1: bids, then tricks
    0 1 0 0 / 1 1 0 0          # deal 2

The settings lines come before the first deal, each at most once; arguments override
them. Blank lines and text after ``#`` are ignored. :meth:`BlackoutScoreSheet.parse
<trickcards.blackout.BlackoutScoreSheet.parse>` reads the sheet; :func:`read_sheet` also
gives the way of settling the file names.
"""

from __future__ import annotations

from attrs import frozen

from trickcards.blackout.schedule import MAX_PLAYERS, MIN_PLAYERS, Schedule
from trickcards.blackout.scoring import PRESETS, scoring_table
from trickcards.blackout.settlement import Settlement
from trickcards.blackout.sheet import BlackoutScoreSheet
from trickcards.core import inputs
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.inputs import parse_integer, quote
from trickcards.core.reprs import brief_repr

__all__ = ["SheetFile", "parse_count", "parse_deal", "parse_settlement", "read_sheet"]


def parse_count(text: str, what: str = "a number of tricks") -> int:
    """Read a whole number 0 or more written in ASCII digits.

    >>> parse_count("12")
    12
    """
    what = inputs.label(what)
    return parse_integer(inputs.word(text, what), what, low=0, digits=4, signed=False)


def parse_deal(words: list[str]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Read a deal line's words: the bids, ``/``, the tricks, one of each per player.

    >>> parse_deal("2 1 0 4 / 2 0 1 2".split())
    ((2, 1, 0, 4), (2, 0, 1, 2))
    """
    words = list(
        inputs.sequence(words, lambda w: inputs.word(w, "a word of a line"), "a line's words", error=ParseError)
    )
    if words.count("/") != 1:
        raise ParseError(f"{quote(' '.join(words))} is not a deal: expected the bids, '/', then the tricks")
    cut = words.index("/")
    bids = tuple(parse_count(w, "a bid") for w in words[:cut])
    won = tuple(parse_count(w) for w in words[cut + 1 :])
    if len(bids) != len(won):
        raise ParseError(f"{quote(' '.join(words))} is not a deal: {len(bids)} bids but {len(won)} trick counts")
    return bids, won


@frozen(field_transformer=inputs.typed_fields)
class SheetFile:
    """What a sheet file holds: the sheet and how to settle it."""

    __repr__ = brief_repr

    sheet: BlackoutScoreSheet
    """The game sheet with every deal of the file."""
    settlement: Settlement
    """The way of settling named by the file (or the command's option)."""


def _player(word: str, names: tuple[str, ...] | None) -> int:
    if names is not None and word in names:
        return names.index(word)
    return parse_count(word, "a player (a name or a number from 0)")


def read_sheet(
    text: str, preset: str | None = None, method: int | None = None, settlement: Settlement | None = None
) -> SheetFile:
    r"""The sheet and the way of settling written in ``text`` (see the module docstring).

    ``preset``, ``method`` and ``settlement`` override the file's lines. Errors name
    the line: ``line 3: '...' ...``.

    >>> f = read_sheet("players 3\ndeals 2\n1 0 1 / 0 0 1\n0 0 1 / 1 0 1\n")
    >>> f.sheet.totals, f.sheet.is_over, f.settlement
    ((0, 20, 22), True, <Settlement.PAIRWISE: 'pairwise'>)
    """
    if not isinstance(text, str):
        raise ParseError(f"{quote(text)} is not the text of a sheet file")
    if settlement is not None and not isinstance(settlement, Settlement):
        raise ParseError(f"{quote(settlement)} is not a way of settling: expected a Settlement member")
    preset = inputs.optional(preset, lambda value: inputs.word(value, "a preset (a table's name, such as hoyle)"))
    settings: dict[str, str] = {}
    names: tuple[str, ...] | None = None
    sheet: BlackoutScoreSheet | None = None
    chosen = settlement
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        key = words[0].lower()
        try:
            repeated = key in settings or (key == "players" and names is not None)
            if sheet is None and repeated and (key != "first" or (len(words) == 3 and words[1].lower() == "dealer")):
                shown = "first dealer" if key == "first" else key
                raise ParseError(f"a second {quote(shown)} line: each setting is given once, before the first deal")
            if sheet is None and key == "players":
                if len(words) == 2 and words[1].isascii() and words[1].isdigit():
                    count = parse_count(words[1], "a number of players")
                    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
                        raise ParseError(f"{count} players: Blackout is played by 3 to 7 players")
                    names = tuple("ABCDEFG"[:count])
                else:
                    names = tuple(words[1:])
                continue
            if sheet is None and key == "first" and len(words) == 3 and words[1].lower() == "dealer":
                settings["first"] = words[2]
                continue
            if sheet is None and key in ("preset", "method", "settle", "deals") and len(words) == 2:
                settings[key] = words[1]
                continue
            if sheet is None:
                sheet = _start(words, names, settings, preset, method)
                if chosen is None:
                    chosen = parse_settlement(settings.get("settle", "pairwise"))
            bids, won = parse_deal(words)
            sheet = sheet.record(bids, won)
        except TrickcardsError as error:
            raise ParseError(f"line {number}: {quote(raw.strip())}: {error}") from None
    if sheet is None:
        try:
            sheet = _start(None, names, settings, preset, method)
            chosen = chosen or parse_settlement(settings.get("settle", "pairwise"))
        except TrickcardsError as error:
            raise ParseError(f"the sheet file has no deals: {error}") from None
    assert chosen is not None
    return SheetFile(sheet, chosen)


def _start(
    words: list[str] | None,
    names: tuple[str, ...] | None,
    settings: dict[str, str],
    preset: str | None,
    method: int | None,
) -> BlackoutScoreSheet:
    """The empty sheet the settings describe; the first deal's line gives the players if no line did."""
    if names is None:
        if words is None:
            raise ParseError("give a 'players' line or at least one deal")
        names = tuple("ABCDEFG"[: len(parse_deal(words)[0])])
        if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
            raise ParseError(f"{len(names)} players: Blackout is played by 3 to 7 players, one bid each")
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ParseError(f"{len(names)} players {quote(names)}: Blackout is played by 3 to 7 players")
    first = _player(settings["first"], names) if "first" in settings else 0
    deals = parse_count(settings["deals"], "a number of deals") if "deals" in settings else None
    schedule = Schedule(len(names), first_dealer=first) if deals is None else Schedule(len(names), deals, first)
    if method is None:
        method = parse_count(settings.get("method", "1"), "a scoring method (1 or 2)")
    table = scoring_table(preset if preset is not None else settings.get("preset", "hoyle"), method)
    return BlackoutScoreSheet(schedule, table, names)


def sheet_text(sheet: BlackoutScoreSheet) -> str:
    """The text :func:`read_sheet` reads back as ``sheet``: the settings, then one deal a line."""
    default = tuple("ABCDEFG"[: sheet.player_count])
    players = str(sheet.player_count) if sheet.names == default else " ".join(sheet.names)
    schedule = sheet.schedule
    lines = [f"players {players}", f"deals {schedule.deals}", f"first dealer {schedule.first_dealer}"]
    method = sheet.table.missed.method
    preset = next((name for name in PRESETS if scoring_table(name, method) == sheet.table), None)
    if preset is not None and (preset, method) != ("hoyle", 1):
        lines += [f"preset {preset}", f"method {method}"]
    for entry in sheet.entries:
        bids = " ".join(str(b) for b in entry.bids)
        won = " ".join(str(w) for w in entry.tricks_won)
        lines.append(f"{bids} / {won}")
    return "\n".join(lines) + "\n"


def parse_settlement(word: str) -> Settlement:
    """Read a way of settling: ``pairwise`` or ``winner-takes`` (``winner``)."""
    word = inputs.word(word, "a way of settling")
    for member in Settlement:
        if word.lower() in (member.value, member.name.lower(), member.value.split("-")[0]):
            return member
    raise ParseError(f"{quote(word)} is not a way of settling: expected pairwise or winner-takes")
