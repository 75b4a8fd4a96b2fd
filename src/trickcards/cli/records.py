"""The record commands: ``trickcards pbn FILE``, ``trickcards lin FILE`` and ``trickcards validate FILE...``.

Each game's deal is validated, its auction replayed under rules A1-A11, its play
replayed card by card, and, where the record has a ``[Score]``, the duplicate score
recomputed from the contract, the result and the vulnerability and compared.

``pbn`` and ``lin`` check one file: in strict mode a record that contradicts itself is
bad input (exit status 2); with ``--lenient`` every board is read, each problem is
printed on a line of its own, and a problem left unrepaired gives exit status 1. A score
that disagrees with ours is reported and gives exit status 1.

``validate`` checks many files (PBN, or LIN for names ending ``.lin``), in parallel with
``--jobs``, reading every board of each (it is always lenient): one line per bad board,
then a summary; exit status 0 when every board of every file is sound, 1 when a board
is bad, 2 when a file cannot be read at all (reported, and the other files checked).
``--format json`` prints the same as one JSON object; ``--repair`` also writes each
file's games as read and repaired beside it.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, TextIO

from attrs import asdict, evolve, frozen

from trickcards.cli import plain_text, plural
from trickcards.cli.files import (
    ENCODING_HELP,
    add_lenient,
    encoding_name,
    exit_statuses_epilog,
    read_input_bytes,
    read_records,
    report_problems,
)
from trickcards.core import inputs
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote
from trickcards.core.reprs import brief_repr
from trickcards.records.lin import read_lin, write_lin
from trickcards.records.pbn import Game, read_pbn, repaired, write_pbn
from trickcards.records.problems import RecordProblem

__all__ = ["BoardReport", "FileReport", "add_lin", "add_pbn", "add_validate", "north_south_score", "validate_file"]


def north_south_score(game: Game) -> int | None:
    r"""Our duplicate score of ``game`` from North-South's view, or ``None`` if it cannot be known.

    The same as :attr:`Game.computed_score <trickcards.records.pbn.Game.computed_score>`.

    >>> game = read_pbn('[Vulnerable "None"]\n[Contract "4S"]\n[Declarer "E"]\n[Result "10"]\n')[0]
    >>> north_south_score(game)
    -420
    """
    if not isinstance(game, Game):
        raise TrickcardsError(f"{quote(game)} is not a record's game: expected a pbn.Game")
    return game.computed_score


def _label(game: Game) -> str:
    return f"line {game.line}" + (f", board {game.board}" if game.board is not None else "")


def _check(args: argparse.Namespace) -> int:
    path = Path(args.file)
    lin = args.format_name == "LIN"
    what = "a LIN file" if lin else "a PBN file"
    games = read_records(path, lenient=args.lenient, encoding=args.encoding, what=what, lin=lin)
    problems = report_problems(games, sys.stdout)
    disagreements = 0
    compared = 0
    for game in games:
        label = _label(game)
        ours = game.computed_score
        if args.verbose:
            made = "passed out" if game.passed_out else f"{game.contract} taking {game.result}"
            print(f"{label}: {made}: NS {'?' if ours is None else ours}")
        if game.score_agrees is None:
            continue
        compared += 1
        if not game.score_agrees:
            disagreements += 1
            print(f"{label}: [Score {quote(game.score)}] but {game.contract} taking {game.result} scores NS {ours}")
    verdict = "all agree" if not disagreements else f"{disagreements} disagree"
    scores = "no score to compare" if not compared else f"{plural(compared, 'score')} compared, {verdict}"
    found = f"; {plural(problems, 'problem')}" if problems else ""
    print(f"{path}: {plural(len(games), 'game')} read and replayed{found}; {scores}")
    return 1 if disagreements or problems else 0


# --- validate -------------------------------------------------------------------


@frozen
class BoardReport:
    """A bad board of a file: where it starts, its number and its problems, one line each and as data."""

    __repr__ = brief_repr

    line: int
    board: int | None
    problems: tuple[str, ...]
    details: tuple[RecordProblem, ...] = ()
    """The same problems with every field (file, line, column, tag, text, rule, section, severity)."""


@frozen
class FileReport:
    """What :func:`validate_file` found in one file."""

    __repr__ = brief_repr

    file: str
    boards: int
    bad: tuple[BoardReport, ...]
    unreadable: str | None = None
    """Why the file could not be read at all, or ``None``."""

    @property
    def ok(self) -> bool:
        """True when the file was read and every board is sound."""
        return self.unreadable is None and not self.bad


def _read_bytes(path: str | Path) -> bytes:
    return read_input_bytes(path, "a PBN or LIN file")


def validate_file(path: str, encoding: str | None = None, write_to: str | None = None) -> FileReport:
    """Check every board of one PBN or LIN file (LIN when the name ends ``.lin``), reading on past faults.

    A board is bad when the reader finds a fault in it or when its ``[Score]`` disagrees
    with the duplicate score of its contract, result and vulnerability. Bytes are read
    as ``encoding`` says, else as UTF-8 or ISO 8859-1 (PBN 2.2). ``write_to`` names a
    file to write the games to as lenient mode read and repaired them, in the format
    read and with the file's line ends.

    >>> from pathlib import Path
    >>> report = validate_file(str(Path("tests/data/records/comments.pbn")))
    >>> report.boards, len(report.bad), report.bad[0].line, report.bad[0].problems[0][:40]
    (1, 1, 20, "[Auction]: the auction 'N: 1NT X XX 4H X")
    """
    try:
        data = _read_bytes(path)
        is_lin = path.lower().endswith(".lin")
        games = (read_lin if is_lin else read_pbn)(data, strict=False, file=path, encoding=encoding)
    except (OSError, TrickcardsError) as error:
        return FileReport(path, 0, (), unreadable=str(error))
    if write_to is not None:
        newline = "\r\n" if b"\r\n" in data[:4096] else "\n"
        text = (
            write_lin([g for g in games if g.deal is not None and g.dealer is not None])
            if is_lin
            else write_pbn([repaired(game) for game in games], newline)
        )
        Path(inputs.file_name(write_to)).write_text(text, encoding=encoding or "utf-8", newline="")
    bad = []
    for game in games:
        problems = list(game.errors)
        if game.score_agrees is False:
            message = f"{quote(game.score)}, but {game.contract} taking {game.result} scores NS {game.computed_score}"
            problems.append(
                RecordProblem(game.line, "Score", message, "score-disagrees", path, 0, game.score or "", "Law 77")
            )
        if problems:
            texts = [str(evolve(problem, file=None)) for problem in problems]
            texts[0] = texts[0].removeprefix(f"line {problems[0].line}: ")
            bad.append(BoardReport(problems[0].line, game.board, tuple(texts), tuple(problems)))
    return FileReport(path, len(games), tuple(bad))


def _repaired_name(path: str) -> str:
    """Where ``validate --repair`` writes a file's repaired games: beside it, ``.repaired`` before the suffix."""
    base, dot, suffix = path.rpartition(".")
    return f"{base}.repaired.{suffix}" if dot and "/" not in suffix else f"{path}.repaired"


def _reports(paths: Sequence[str], jobs: int, encoding: str | None, repair: bool) -> Iterator[FileReport]:
    encodings = [encoding] * len(paths)
    repaired = [_repaired_name(path) if repair else None for path in paths]
    if jobs <= 1 or len(paths) <= 1:
        yield from map(validate_file, paths, encodings, repaired)
        return
    # Fresh interpreters, not forks: a fork of a process that runs threads can deadlock.
    with ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        yield from pool.map(validate_file, paths, encodings, repaired, chunksize=max(1, len(paths) // (4 * jobs)))


def _progress(stream: TextIO) -> Callable[[int, int], None]:
    """A progress bar on ``stream`` when it is a terminal; otherwise nothing."""
    if not stream.isatty():
        return lambda done, total: None

    def show(done: int, total: int) -> None:
        width = 30
        filled = width * done // max(total, 1)
        end = "\n" if done == total else ""
        stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} files{end}")
        stream.flush()

    return show


def _expand(names: Sequence[str]) -> list[str]:
    """The files named, with the ``.pbn`` and ``.lin`` files under each directory named."""
    paths: list[str] = []
    for name in names:
        if os.path.isdir(name):
            found = (p for p in Path(name).rglob("*") if p.suffix.lower() in (".pbn", ".lin") and p.is_file())
            paths.extend(str(p) for p in sorted(found))
        else:
            paths.append(name)
    return paths


def _validate(args: argparse.Namespace) -> int:
    paths = _expand(args.files)
    show = _progress(sys.stderr)
    reports: list[FileReport] = []
    paths = [path for path in paths if not path.rpartition(".")[0].endswith(".repaired")]
    for report in _reports(paths, args.jobs, args.encoding, args.repair):
        reports.append(report)
        show(len(reports), len(paths))
        if args.format == "text":
            if report.unreadable is not None:
                print(f"{report.file}: cannot be read: {report.unreadable}")
            for board in report.bad:
                number = "?" if board.board is None else board.board
                print(f"{report.file}:{board.line}: board {number}: " + "; ".join(board.problems))
    boards = sum(r.boards for r in reports)
    bad = sum(len(r.bad) for r in reports)
    unreadable = sum(r.unreadable is not None for r in reports)
    if args.format == "json":
        summary = {"files": len(reports), "boards": boards, "bad_boards": bad, "unreadable_files": unreadable}
        print(json.dumps({"summary": summary, "files": [_report_json(r) for r in reports]}, indent=1))
    else:
        unread = f", {unreadable} unreadable" if unreadable else ""
        print(f"{plural(len(reports), 'file')}{unread}, {plural(boards, 'board')}, {bad} bad")
    return 2 if unreadable else 1 if bad else 0


def _report_json(report: FileReport) -> dict[str, Any]:
    data = asdict(report, recurse=False)
    data["bad"] = [{"line": b.line, "board": b.board, "problems": [p.to_json() for p in b.details]} for b in report.bad]
    return data


def _jobs(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 256:
        raise argparse.ArgumentTypeError(f"{quote(text)} is not a number of processes (1 to 256)")
    return int(text)


def add_pbn(parser: argparse.ArgumentParser) -> None:
    """Add the options of ``trickcards pbn``."""
    _add_check(parser, "PBN")


def add_lin(parser: argparse.ArgumentParser) -> None:
    """Add the options of ``trickcards lin``."""
    _add_check(parser, "LIN")


def _add_check(parser: argparse.ArgumentParser, format_name: str) -> None:
    parser.description = plain_text(__doc__.split("\n\n")[1]) if __doc__ else None
    what = "LIN (online play format)" if format_name == "LIN" else format_name
    parser.add_argument("file", help=f"the {what} file")
    add_lenient(parser)
    parser.add_argument("--verbose", "-v", action="store_true", help="print every compared score")
    parser.add_argument("--encoding", type=encoding_name, default=None, help=ENCODING_HELP)
    parser.set_defaults(handler=_check, format_name=format_name)


def add_validate(parser: argparse.ArgumentParser) -> None:
    """Add the options of ``trickcards validate``."""
    parser.description = plain_text(__doc__.split("\n\n")[3]) if __doc__ else None
    parser.add_argument("files", nargs="+", help="PBN or LIN files, or directories to search for them")
    parser.add_argument("--format", choices=("text", "json"), default="text", help="text lines or one JSON object")
    parser.add_argument("--jobs", "-j", type=_jobs, default=1, metavar="N", help="check files in N parallel processes")
    parser.add_argument("--encoding", type=encoding_name, default=None, help=ENCODING_HELP)
    parser.add_argument(
        "--lenient",
        action="store_true",
        help="accepted as by every record command: validate always reads every board and reports each problem",
    )
    parser.add_argument(
        "--repair",
        action="store_true",
        help="also write each file's games as read and repaired, to NAME.repaired.pbn (or .lin) beside it",
    )
    parser.epilog = exit_statuses_epilog()
    parser.set_defaults(handler=_validate)
