r"""JSON export and import of record games and deals.

A deal is an object with one PBN hand per seat and the PBN deal string::

    {"N": "AKQ2.K52.J43.A76", "E": "...", "S": "...", "W": "...", "pbn": "N:AKQ2.K52.J43.A76 ..."}

A game (:class:`~trickcards.records.pbn.Game`) is an object with ``"format": "trickcards.protocol.game"``
and ``"version": 1``. Its record, from which an import rebuilds it, is:

``tags``
    The tags as written, in order: ``{"name", "value", "section"}``, ``section`` the
    words and comments after the tag, line by line (lists of strings).
``inherited``
    The tags the game inherited without writing them (PBN export files), by name.
``preamble``
    Comments and ``%`` lines before the first tag, line by line.
``line``, ``errors``
    Where the game started in its file, and each problem found there:
    ``{"line", "tag", "message", "rule", "file"}``.

The other members are what the library read from the record, for programs that only
read the JSON; an import ignores them: ``board``, ``deal``, ``dealer``,
``vulnerable``, ``auction`` (the calls from the dealer), ``contract``, ``passed_out``,
``result``, ``play`` (the cards in the order played), ``notes``, ``repairs``,
``score`` (``recorded`` and ``computed``, signed for North-South, and ``agrees``).

>>> from trickcards.records.pbn import read_pbn
>>> game = read_pbn('[Board "7"]\n[Contract "3NT"]\n[Declarer "S"]\n[Result "9"]\n[Vulnerable "None"]\n')[0]
>>> data = game_to_json(game)
>>> data["score"], data["contract"]
({'recorded': None, 'computed': 400, 'agrees': None}, '3NTS')
>>> game_from_json(data) == game
True
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any, Final

from attrs import evolve

from trickcards.bridge.deal import Deal
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.inputs import integer, optional, quote, sequence_of
from trickcards.core.seats import Seat
from trickcards.records.pbn import Game, Tag, read_pbn, write_pbn
from trickcards.records.problems import RecordProblem

__all__ = ["deal_from_json", "deal_to_json", "game_from_json", "game_to_json", "games_from_json", "games_to_json"]

FORMAT: Final = "trickcards.protocol.game"
VERSION: Final = 1


def deal_to_json(deal: Deal) -> dict[str, str]:
    """A deal as a JSON object: one PBN hand per seat letter and the PBN deal string.

    >>> deal = Deal.parse("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
    >>> deal_to_json(deal)["E"], deal_from_json(deal_to_json(deal)) == deal
    ('T987.JT9.JT9.JT9', True)
    """
    if not isinstance(deal, Deal):
        raise TrickcardsError(f"{quote(deal)} is not a Deal")
    data = {seat.letter: str(deal[seat]) for seat in Seat}
    data["pbn"] = str(deal)
    return data


def deal_from_json(data: Mapping[str, Any]) -> Deal:
    """The deal of a JSON object made by :func:`deal_to_json` (``pbn``, or the four hands)."""
    if not isinstance(data, Mapping):
        raise ParseError(f"{quote(data)} is not a JSON deal: expected an object")
    text = data.get("pbn")
    if text is None:
        hands = [data.get(seat.letter) for seat in Seat]
        if not all(isinstance(hand, str) for hand in hands):
            raise ParseError(f"{quote(data)} is not a JSON deal: it needs 'pbn' or the hands 'N', 'E', 'S', 'W'")
        text = "N:" + " ".join(str(hand) for hand in hands)
    if not isinstance(text, str):
        raise ParseError(f"{quote(data)} is not a JSON deal: 'pbn' is not text")
    return Deal.parse(text)


def game_to_json(game: Game) -> dict[str, Any]:
    """A game as a JSON-ready object (the schema is in the module's documentation)."""
    if not isinstance(game, Game):
        raise TrickcardsError(f"{quote(game)} is not a Game")
    written = {tag.name for tag in game.written}
    return {
        "format": FORMAT,
        "version": VERSION,
        "tags": [
            {"name": t.name, "value": t.value, "section": [list(line) for line in t.section]} for t in game.written
        ],
        "inherited": {name: value for name, value in game.tags.items() if name not in written},
        "preamble": [list(line) for line in game.preamble],
        "line": game.line,
        "errors": [e.to_json() for e in game.errors],
        "board": game.board,
        "deal": deal_to_json(game.deal) if game.deal is not None else None,
        "dealer": game.dealer.letter if game.dealer is not None else None,
        "vulnerable": str(game.vulnerability) if game.vulnerability is not None else None,
        "auction": [str(call) for call in game.auction.calls] if game.auction is not None else None,
        "contract": str(game.contract) if game.contract is not None else None,
        "passed_out": game.passed_out,
        "result": game.result,
        "play": [str(card) for card in game.play.played] if game.play is not None else None,
        "notes": list(game.notes),
        "repairs": [r.to_json() for r in game.repairs],
        "score": {"recorded": game.recorded_score, "computed": game.computed_score, "agrees": game.score_agrees},
    }


def _strings(value: object, what: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ParseError(f"{quote(value)} is not {what}: expected a list of strings")
    return tuple(value)


def _lines(value: object, what: str) -> tuple[tuple[str, ...], ...]:
    if not isinstance(value, list):
        raise ParseError(f"{quote(value)} is not {what}: expected a list of lines")
    return tuple(_strings(line, what) for line in value)


def _tag(value: object) -> Tag:
    if (
        not isinstance(value, Mapping)
        or not isinstance(value.get("name"), str)
        or not isinstance(value.get("value"), str)
    ):
        raise ParseError(f"{quote(value)} is not a JSON tag: expected an object with 'name' and 'value' text")
    return Tag(value["name"], value["value"], _lines(value.get("section", []), "a tag's section"))


def _problem(value: object) -> RecordProblem:
    if not isinstance(value, Mapping):
        raise ParseError(f"{quote(value)} is not a JSON problem: expected an object")
    line, tag, message, rule, file = (value.get(k) for k in ("line", "tag", "message", "rule", "file"))
    if not (isinstance(line, int) and not isinstance(line, bool)) or not all(
        isinstance(text, str) for text in (tag, message, rule)
    ):
        raise ParseError(f"{quote(value)} is not a JSON problem: expected a line number and tag, message and rule text")
    if file is not None and not isinstance(file, str):
        raise ParseError(f"{quote(value)} is not a JSON problem: 'file' is not text")
    column, text, section, severity = (
        value.get(k, d) for k, d in (("column", 0), ("text", ""), ("section", ""), ("severity", "error"))
    )
    if not (isinstance(column, int) and not isinstance(column, bool)) or not all(
        isinstance(item, str) for item in (text, section, severity)
    ):
        raise ParseError(
            f"{quote(value)} is not a JSON problem: expected a column number and text, section and severity"
        )
    return RecordProblem(line, str(tag), str(message), str(rule), file, column, str(text), str(section), str(severity))


def game_from_json(data: Mapping[str, Any]) -> Game:
    """The game of a JSON object made by :func:`game_to_json`, read again from its record."""
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise ParseError(f"{quote(data)} is not a JSON game: expected an object with 'format': {quote(FORMAT)}")
    if data.get("version") != VERSION:
        raise ParseError(f"{quote(data.get('version'))} is not a JSON game version this library reads ({VERSION})")
    tags = data.get("tags")
    if not isinstance(tags, list):
        raise ParseError(f"{quote(tags)} is not a JSON game's tags: expected a list")
    inherited = data.get("inherited", {})
    if not isinstance(inherited, Mapping) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in inherited.items()
    ):
        raise ParseError(f"{quote(inherited)} is not a JSON game's inherited tags: expected an object of text")
    line = data.get("line")
    if not isinstance(line, int) or isinstance(line, bool):
        raise ParseError(f"{quote(line)} is not a JSON game's line: expected a whole number")
    errors = data.get("errors", [])
    if not isinstance(errors, list):
        raise ParseError(f"{quote(errors)} is not a JSON game's errors: expected a list")
    repairs = data.get("repairs", [])
    if not isinstance(repairs, list):
        raise ParseError(f"{quote(repairs)} is not a JSON game's repairs: expected a list")
    game = Game(
        tags={},
        line=line,
        written=tuple(_tag(t) for t in tags),
        preamble=_lines(data.get("preamble", []), "a preamble"),
    )
    # '##' gives the next game each value as if it were inherited (PBN 4.8).
    context = Game(tags={}, line=1, written=tuple(Tag(name, "##" + value) for name, value in inherited.items()))
    text = write_pbn([context, game] if inherited else [game])
    problems = tuple(_problem(e) for e in errors)
    repaired = tuple(_problem(r) for r in repairs if isinstance(r, Mapping))
    read = read_pbn(text, strict=False)
    return evolve(read[-1] if game.written or game.preamble else game, line=line, errors=problems, repairs=repaired)


def games_to_json(games: Iterable[Game], indent: int | None = 1) -> str:
    """JSON text of a list of games (each as :func:`game_to_json` makes it); ``indent`` spaces a level, 0-16, or one line."""
    indent = optional(indent, lambda n: integer(n, "an indent (spaces a level)", low=0, high=16))
    return json.dumps(
        [game_to_json(g) for g in sequence_of(games, Game, "a list of games")], indent=indent, ensure_ascii=False
    )


def games_from_json(text: str) -> list[Game]:
    """The games of JSON text made by :func:`games_to_json`."""
    if not isinstance(text, str):
        raise ParseError(f"{quote(text)} is not JSON text")
    try:
        data = json.loads(text)
    except ValueError as error:
        raise ParseError(f"{quote(text)} is not JSON: {error}") from None
    if not isinstance(data, list):
        raise ParseError(f"{quote(data)} is not a JSON list of games")
    return [game_from_json(item) for item in data]
