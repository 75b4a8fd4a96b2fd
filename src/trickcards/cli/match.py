"""``trickcards play GAME --match`` and ``trickcards replay GAME FILE --match``: a whole match as a transcript.

A match transcript is a deal transcript (:mod:`trickcards.cli.play`) of every deal of
one sheet: the header lines (``game``, ``seed``, ``dealer`` for the first dealer,
``option`` for the deal options and ``sheet: NAME=N`` for the sheet's own, such as
``target``, ``rubbers``, ``boards`` or ``deals``), then the actions of every deal, a
comment opening each deal and giving each result, then ``points:`` (the settlement) once
the sheet is over. The sheet's text follows as comment lines. Uniformly random play
rarely finishes a rubber, so ``play`` stops after ``--max-deals`` deals and says so.

>>> from trickcards import find_game
>>> text = match_transcript(find_game("duplicate"), 7, {}, {"boards": 1})
>>> text.splitlines()[:4]
['game: duplicate', 'seed: 7', 'sheet: boards=1', '# deal 1: dealer N']
>>> print(replay_match_lines(find_game("duplicate"), text)[-1])
points: N=2200 E=-2200 S=2200 W=-2200
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Final

from trickcards.cli.play import (
    HeaderReader,
    Transcript,
    apply_lines,
    points_text,
    random_step,
    read_headers,
    read_transcript,
    refuse,
)
from trickcards.core.errors import ParseError
from trickcards.core.inputs import parse_integer, quote
from trickcards.protocol.game import DealState, Game
from trickcards.protocol.match import MatchState

__all__ = ["match_transcript", "replay_match_lines"]


def match_transcript(
    game: Game[DealState[Any, Any]],
    seed: int | str,
    options: dict[str, Any],
    sheet_options: dict[str, int],
    dealer: object = None,
    max_deals: int = 100,
) -> str:
    """The transcript of a match of ``game`` from ``seed``, played with random legal actions, to ``max_deals`` deals.

    The same arguments give the same text: the random choices come from the seed too.
    """
    arguments: dict[str, Any] = {**options, **sheet_options}
    if dealer is not None:
        arguments["dealer"] = dealer
    match = game.match(seed, **arguments)
    lines = [f"game: {game.name}", f"seed: {seed}"]
    lines += [f"dealer: {dealer}"] if dealer is not None else []
    lines += [f"option: {name}={str(value).lower()}" for name, value in options.items()]
    lines += [f"sheet: {name}={value}" for name, value in sheet_options.items()]
    rng = random.Random(f"{seed}/actions")
    while not match.is_over and match.deals_played < max_deals:
        lines.append(f"# deal {match.deals_played + 1}: dealer {match.deal.start.dealer}")
        played = match.deals_played
        while match.deals_played == played and not match.is_over:
            action, match = random_step(match, rng)
            lines.append(action)
        lines.append(f"# {match.results[-1]}")
    if match.is_over:
        lines.append(f"points: {points_text(match)}")
    else:
        lines.append(f"# stopped early: the sheet is not over after {match.deals_played} deals (--max-deals)")
    lines += [f"# {line}".rstrip() for line in str(match.sheet).splitlines()]
    return "\n".join(lines) + "\n"


def _sheet_option(value: str) -> tuple[str, int]:
    """A ``sheet: NAME=N`` header's option: its name and a whole number of at least 1."""
    name, _, number = value.partition("=")
    return name.strip(), parse_integer(number, f"the sheet option {quote(name.strip())}", low=1)


_MATCH_HEADERS: Final[Mapping[str, HeaderReader]] = {
    "sheet": _sheet_option,
    "hand": refuse("a match is dealt from its seed: give a 'seed:' line, not hands"),
}
"""A match transcript's own headers: ``sheet`` lines (the sheet's options); no ``hand`` lines."""


def _start(game: Game[DealState[Any, Any]], script: Transcript) -> MatchState:
    """The match the headers describe; a bad header raises with its line number."""
    headers = read_headers(game, script, _MATCH_HEADERS)
    if headers.seed is None:
        raise ParseError(f"{headers.first_line}: a match transcript gives its seed ('seed: N')")
    seed = headers.seed
    arguments: dict[str, Any] = {**headers.options, **dict(headers.values("sheet"))}
    if headers.dealer is not None:
        arguments["dealer"] = headers.dealer
    return headers.start(lambda: game.match(seed, **arguments))


def replay_match_lines(game: Game[DealState[Any, Any]], text: str) -> list[str]:
    """Check a match transcript of ``game``: its results and points, or :class:`ParseError` starting ``LINE:``."""
    script = read_transcript(text)
    match = apply_lines(_start(game, script), script.actions)
    lines = [f"deal {n}: {result}" for n, result in enumerate(match.results, 1)]
    if not match.is_over:
        if script.points is not None:
            raise ParseError(f"{script.points[0]}: the transcript gives points, but the match is not over")
        return [*lines, f"the match is not over after {match.deals_played} deals"]
    ours = points_text(match)
    if script.points is not None:
        line, theirs = script.points
        if theirs.split() != ours.split():
            raise ParseError(
                f"{line}: the transcript gives points {quote(theirs)}, but the match settles {quote(ours)}"
            )
    return [*lines, f"points: {ours}"]
