"""The ``trickcards play GAME`` and ``trickcards replay GAME FILE`` commands: any game's deal as a transcript.

``play`` deals one deal of any game (:func:`trickcards.find_game`) and plays it with
random legal actions, printing a transcript: header lines naming the game, the seed,
the dealer and any options, then one action a line (a comment opens each phase), then
the points. ``replay`` checks such a transcript: it prints the points, or
``FILE:LINE: <the rule broken>`` for the first illegal action and exits with status 1.
Bad usage (an unknown game or option, a missing file) exits with status 2.

The transcript format, line by line: ``game: NAME``, ``seed: SEED``, ``dealer: PLAYER``,
``option: NAME=VALUE`` (any number), ``hand: CARDS`` (any number, in player order and
then any stock, instead of a seed: a set deal), then the actions, then
``points: PLAYER=POINTS ...``. Blank lines and lines starting with ``#`` are ignored.

With ``--match`` both commands take a whole match instead (:mod:`trickcards.cli.match`).
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Iterable, Iterator, Mapping
from types import MappingProxyType
from typing import Any, Final, Protocol, Self, TypeVar

from attrs import frozen

from trickcards.cli import read_text_file
from trickcards.core import inputs
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.inputs import parse_integer, quote
from trickcards.core.reprs import brief_repr
from trickcards.protocol.game import DealState, Game, find_game

__all__ = ["Transcript", "add_play", "add_replay", "read_transcript", "transcript"]

_HEADERS: Final = ("game", "seed", "dealer", "option", "hand", "sheet")


def seed_value(text: str) -> int | str:
    """A seed as the command line gives it: digits are an int (at most 30 of them), anything else is text."""
    word = inputs.text(text, "a seed")
    return inputs.parse_integer(word, "a seed", signed=False) if word.isascii() and word.isdigit() else word


class _Applies(Protocol):
    """A deal or a match: anything whose ``apply`` takes an action's text."""

    def apply(self, action: Any) -> Self: ...


class _Steps(_Applies, Protocol):
    """A deal or a match: its legal actions, and ``apply``."""

    def legal_actions(self) -> tuple[Any, ...]: ...


StateT = TypeVar("StateT", bound=_Applies)
StepsT = TypeVar("StepsT", bound=_Steps)
StartT = TypeVar("StartT")


class _Scored(Protocol):
    """A deal or a match once over: its players and their points."""

    @property
    def players(self) -> tuple[Any, ...]: ...

    @property
    def points(self) -> tuple[int, ...] | None: ...


def points_text(over: _Scored) -> str:
    """The ``points:`` line's text of a deal or match that is over: ``N=420 E=-420 ...``."""
    points = over.points
    assert points is not None
    return " ".join(f"{p}={n}" for p, n in zip(over.players, points, strict=True))


def random_step(state: StepsT, rng: random.Random) -> tuple[str, StepsT]:
    """A uniformly random legal action of ``state`` (a deal or a match), as its text, and the state after it."""
    actions = state.legal_actions()
    action = actions[rng.randrange(len(actions))]
    return str(action), state.apply(action)


def transcript(game: Game[DealState[Any, Any]], seed: int | str, options: dict[str, Any], dealer: object = None) -> str:
    """The transcript of one deal of ``game`` dealt from ``seed`` and played with random legal actions.

    The random choices come from the seed too, so the same arguments give the same text.

    >>> print(transcript(find_game("duplicate"), 1, {}).splitlines()[:4])
    ['game: duplicate', 'seed: 1', 'dealer: N', '# auction']
    """
    game = inputs.instance(game, Game, "a game")
    options = dict(inputs.mapping(options, lambda name: inputs.word(name, "an option's name"), lambda v: v, "options"))
    state = game.new(seed, dealer=dealer, **options)
    lines = [f"game: {game.name}", f"seed: {seed}", f"dealer: {state.start.dealer}"]
    lines += [f"option: {name}={str(value).lower()}" for name, value in options.items()]
    rng = random.Random(f"{seed}/actions")
    phase = ""
    while not state.is_over:
        if state.phase != phase:
            phase = state.phase
            lines.append(f"# {phase}")
        action, state = random_step(state, rng)
        lines.append(action)
    lines.append(f"points: {points_text(state)}")
    return "\n".join(lines) + "\n"


@frozen(field_transformer=inputs.typed_fields)
class Transcript:
    """A transcript read line by line: its headers with their line numbers, its actions and its points line."""

    __repr__ = brief_repr

    headers: tuple[tuple[int, str, str], ...]
    """``(line, key, value)`` for each header line."""
    actions: tuple[tuple[int, str], ...]
    """``(line, text)`` for each action line."""
    points: tuple[int, str] | None
    """``(line, text)`` of the points line, if any."""
    last_line: int
    """The number of the last line."""


def read_transcript(text: str) -> Transcript:
    r"""Split a transcript into headers, actions and the points line; a misplaced line raises :class:`ParseError`.

    The error message starts with the line number.

    >>> t = read_transcript("game: duplicate\nseed: 1\n# auction\n1NT\nPass\n")
    >>> t.headers[1], t.actions
    ((2, 'seed', '1'), ((4, '1NT'), (5, 'Pass')))
    """
    if not isinstance(text, str):
        raise ParseError(f"{quote(text)} is not a transcript: expected text")
    headers: list[tuple[int, str, str]] = []
    actions: list[tuple[int, str]] = []
    points: tuple[int, str] | None = None
    number = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, colon, value = line.partition(":")
        key = key.strip().lower()
        if points is not None:
            raise ParseError(f"{number}: {quote(line)} comes after the points line, which ends the transcript")
        if colon and key == "points":
            points = (number, value.strip())
        elif colon and key in _HEADERS:
            if actions:
                raise ParseError(f"{number}: the header {quote(line)} comes after the first action")
            headers.append((number, key, value.strip()))
        elif colon:
            raise ParseError(f"{number}: {quote(line)} is not a header: expected {', '.join(_HEADERS)} or points")
        else:
            actions.append((number, line))
    return Transcript(tuple(headers), tuple(actions), points, number)


HeaderReader = Callable[[str], Any]
"""How a transcript reads the value of one of its own header keys (``hand``, ``sheet``)."""


@frozen
class Headers:
    """A transcript's headers read: the seed, the dealer, the game's options and the values of its own keys."""

    seed: int | str | None
    dealer: int | str | None
    options: Mapping[str, Any]
    own: tuple[tuple[str, Any], ...]
    """``(key, value read)`` for each header line of the transcript's own keys, in order."""
    first_line: int
    """The line of the first header (1 when there is none): where errors of the whole header are reported."""

    def values(self, key: str) -> tuple[Any, ...]:
        """The values read from the header lines of one of the transcript's own keys, in order."""
        return tuple(value for own, value in self.own if own == key)

    def start(self, begin: Callable[[], StartT]) -> StartT:
        """``begin()``, its refusal (a :class:`TrickcardsError`) reported as a :class:`ParseError` at the first header."""
        try:
            return begin()
        except TrickcardsError as error:
            raise ParseError(f"{self.first_line}: {error}") from None


def refuse(message: str) -> HeaderReader:
    """A reader for a header key a kind of transcript does not take: it refuses every value with ``message``."""

    def read(value: str) -> Any:
        raise ParseError(message)

    return read


def read_headers(game: Game[DealState[Any, Any]], script: Transcript, own: Mapping[str, HeaderReader]) -> Headers:
    """Read the headers every transcript shares (``game``, ``seed``, ``dealer``, ``option``) and those in ``own``.

    ``own`` maps each further key to its reader. A bad header raises :class:`ParseError`
    starting with its line number and naming the rule it breaks.
    """
    seed: int | str | None = None
    dealer: int | str | None = None
    options: dict[str, Any] = {}
    read: list[tuple[str, Any]] = []
    for line, key, value in script.headers:
        try:
            if key == "game":
                if find_game(value) is not game:
                    raise ParseError(f"the transcript is of {quote(value)}, not of {game.name}")
            elif key == "seed":
                seed = seed_value(value)
            elif key == "dealer":
                dealer = seed_value(value)
            elif key == "option":
                options.update(game.parse_options([value]))
            elif key in own:
                read.append((key, own[key](value)))
            else:
                raise ParseError(f"{quote(key)} is not a header of this transcript")
        except TrickcardsError as error:
            raise ParseError(f"{line}: {error}") from None
    first = script.headers[0][0] if script.headers else 1
    return Headers(seed, dealer, MappingProxyType(options), tuple(read), first)


_DEAL_HEADERS: Final[Mapping[str, HeaderReader]] = {
    "hand": lambda value: value,
    "sheet": refuse("a sheet option is a match's: replay the transcript with --match"),
}
"""A deal transcript's own headers: ``hand`` lines (a set deal); no ``sheet`` lines."""


def _start(game: Game[DealState[Any, Any]], script: Transcript) -> DealState[Any, Any]:
    """The first state the headers describe; a bad header raises with its line number."""
    headers = read_headers(game, script, _DEAL_HEADERS)
    hands = list(headers.values("hand"))
    return headers.start(lambda: game.new(headers.seed, hands=hands or None, dealer=headers.dealer, **headers.options))


def apply_lines(state: StateT, actions: Iterable[tuple[int, str]]) -> StateT:
    """``state`` after a transcript's numbered action lines, or :class:`ParseError` starting ``LINE:`` at the first refused."""
    for line, action in actions:
        try:
            state = state.apply(action)
        except TrickcardsError as error:
            raise ParseError(f"{line}: {error}") from None
    return state


def replay_lines(game: Game[DealState[Any, Any]], text: str) -> Iterator[str]:
    """Check a transcript of ``game``: yield the points, or raise :class:`ParseError` starting ``LINE:``."""
    script = read_transcript(text)
    state = apply_lines(_start(game, script), script.actions)
    if not state.is_over:
        raise ParseError(f"{script.last_line}: the deal is not over: {state.to_move} is to move in the {state.phase}")
    ours = points_text(state)
    if script.points is not None:
        line, theirs = script.points
        if theirs.split() != ours.split():
            raise ParseError(f"{line}: the transcript gives points {quote(theirs)}, but the deal scores {quote(ours)}")
    yield f"points: {ours}"


def _sheet_options(pairs: list[str]) -> dict[str, int]:
    """``--sheet NAME=N`` options read: each a whole number of at least 1."""
    values: dict[str, int] = {}
    for pair in pairs:
        name, equals, number = pair.partition("=")
        if not equals or not name.strip():
            raise ParseError(f"{quote(pair)} is not a sheet option: expected NAME=N, e.g. target=10")
        values[name.strip()] = parse_integer(number, f"the sheet option {quote(name.strip())}", low=1)
    return values


def _play(args: argparse.Namespace) -> int:
    game = find_game(args.game)
    options = dict(game.parse_options(args.option))
    seed = seed_value(args.seed) if args.seed is not None else random.randrange(2**32)
    dealer = None if args.dealer is None else seed_value(args.dealer)
    if args.match:
        from trickcards.cli.match import match_transcript  # noqa: PLC0415  # loaded for matches only

        max_deals = parse_integer(args.max_deals, "--max-deals", low=1)
        print(match_transcript(game, seed, options, _sheet_options(args.sheet), dealer, max_deals), end="")
        return 0
    if args.sheet:
        raise ParseError("--sheet options are for a match: add --match")
    print(transcript(game, seed, options, dealer), end="")
    return 0


def _replay(args: argparse.Namespace) -> int:
    game = find_game(args.game)
    text = read_text_file(args.file, "a transcript")
    try:
        if args.match:
            from trickcards.cli.match import replay_match_lines  # noqa: PLC0415  # loaded for matches only

            lines: Iterable[str] = replay_match_lines(game, text)
        else:
            lines = replay_lines(game, text)
        for line in lines:
            print(line)
    except ParseError as error:
        print(f"{args.file}:{error}")
        return 1
    return 0


def add_play(play: argparse.ArgumentParser) -> None:
    """Add the options of ``trickcards play``."""
    play.add_argument("game", help="the game, e.g. bridgette, duplicate, oh-hell (see 'trickcards games')")
    play.add_argument("--seed", help="the seed of the deal and of the random play (default: a random one)")
    play.add_argument("--dealer", help="the dealer (the game's player letter or number)")
    play.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a rule option of the game (repeatable)"
    )
    play.add_argument("--match", action="store_true", help="play a whole match: every deal of one score sheet")
    play.add_argument(
        "--max-deals", default="100", metavar="N", help="with --match: stop after N deals (default 100) and say so"
    )
    play.add_argument(
        "--sheet",
        action="append",
        default=[],
        metavar="NAME=N",
        help="with --match: a sheet option such as target=10, rubbers=2, boards=8 (repeatable)",
    )
    play.set_defaults(handler=_play)


def add_replay(replay: argparse.ArgumentParser) -> None:
    """Add the options of ``trickcards replay``."""
    replay.add_argument("game", help="the game the transcript is of")
    replay.add_argument("file", help="the transcript, as 'trickcards play' prints it")
    replay.add_argument("--match", action="store_true", help="the transcript is of a whole match (play --match)")
    replay.set_defaults(handler=_replay)
