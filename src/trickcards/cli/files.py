"""The one way every command reads the file named on its command line.

Every command (the sheets' deal files, transcripts, PBN and LIN records, the pictures
of a board) reads its input here, so each kind of file that is not what it should be
gets one message, naming the whole path, and exit status 2 from every command:

- a directory: ``PATH is a directory, not a PBN or LIN file``;
- a file that cannot be opened (missing, no permission): ``PATH cannot be read: ...``;
- an empty file: ``PATH is empty: expected a PBN or LIN file``;
- a binary file (it holds a NUL byte): ``PATH is not a PBN or LIN file: it holds a NUL byte (a binary file?)``.

Text is read as the records are: with the character set ``--encoding`` names, else
as UTF-8 where the bytes are UTF-8 and as ISO 8859-1 from the first line that is not
(PBN 2.2), a byte order mark skipped.

Every command that reads PBN or LIN records (``pbn``, ``lin``, ``validate``, ``html``,
``diagram``, ``analyse``, ``event``) reads them here too, and ``--lenient`` means the
same in each (:data:`LENIENT_HELP`, :data:`EXIT_STATUSES`): without it the first
problem of a record stops the command (exit status 2, nothing written); with it every
board is read, each problem is reported on a line of its own
(``FILE:LINE: board N: [Tag]: what is wrong (rule)``, a repair as ``... repaired: ...``),
the command goes on with the rest, and it exits with status 1 when a problem was left
unrepaired.
"""

from __future__ import annotations

import argparse
import codecs
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Final, TextIO

from trickcards.core import inputs
from trickcards.core.errors import ParseError
from trickcards.core.frozen import FrozenMapping

if TYPE_CHECKING:
    import trickcards.records.pbn
    import trickcards.records.problems

__all__ = [
    "ENCODING_HELP",
    "EXIT_STATUSES",
    "LENIENT_HELP",
    "add_encoding",
    "add_lenient",
    "encoding_name",
    "exit_statuses_epilog",
    "lenient_status",
    "problem_line",
    "read_input_bytes",
    "read_input_text",
    "read_records",
    "report_problems",
]

ENCODING_HELP: Final = "the file's character set (default: UTF-8 where the bytes are UTF-8, else ISO 8859-1)"
"""The help of every command's ``--encoding`` option."""

LENIENT_HELP: Final = (
    "report each problem of a record on a line of its own and go on with the rest (exit status 1 if any is "
    "left unrepaired); without it the first problem stops the command (exit status 2)"
)
"""The help of every record command's ``--lenient`` option."""

EXIT_STATUSES: Final[Mapping[int, str]] = FrozenMapping(
    {
        0: "done, and every record read is sound",
        1: "done, but problems were found and reported: a problem left unrepaired under --lenient, "
        "a recorded score that disagrees (pbn, lin, validate), a bad board (validate)",
        2: "stopped: bad input the command could not go past (a usage error, a file that cannot be read, "
        "and without --lenient the first problem of a record)",
    }
)
"""What each exit status of a command that reads records means; every such command's help shows it."""


def exit_statuses_epilog() -> str:
    """The exit statuses as the end of a command's ``--help``."""
    return "exit status: " + "; ".join(f"{status} {meaning}" for status, meaning in EXIT_STATUSES.items())


def read_input_bytes(path: str | Path, what: str) -> bytes:
    """The bytes of the file at ``path``: a :class:`~trickcards.core.errors.ParseError` naming the whole path when it is no such file.

    >>> read_input_bytes(".", "a PBN file")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: . is a directory, not a PBN file
    """
    name = os.fsdecode(inputs.file_name(os.fspath(path)))
    if os.path.isdir(name):
        raise ParseError(f"{name} is a directory, not {what}")
    try:
        data = Path(name).read_bytes()
    except OSError as error:
        raise ParseError(f"{name} cannot be read: {error.strerror or error}") from None
    if not data.strip():
        raise ParseError(f"{name} is empty: expected {what}")
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise ParseError(
            f"{name} is not {what}: it starts with a UTF-16 byte order mark, so is not ISO 8859-1 or UTF-8 text"
        )
    if b"\x00" in data:
        raise ParseError(f"{name} is not {what}: it holds a NUL byte (a binary file?)")
    return data


def read_input_text(path: str | Path, what: str, encoding: str | None = None) -> str:
    r"""The text of the file at ``path``, decoded as the records are; line ends become ``"\n"``."""
    from trickcards.records.source import check_encoding, text_lines  # noqa: PLC0415  (loaded only for a file)

    encoding = check_encoding(encoding)
    data = read_input_bytes(path, what)
    text = "".join(text_lines(data, encoding, os.fsdecode(os.fspath(path))))
    return text.replace("\r\n", "\n").replace("\r", "\n")


def encoding_name(text: str) -> str:
    """``--encoding``'s value checked: a character set Python knows."""
    from trickcards.records.source import check_encoding  # noqa: PLC0415  (loaded only when given)

    try:
        return str(check_encoding(text))
    except ParseError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def add_encoding(parser: argparse.ArgumentParser) -> None:
    """Add ``--encoding`` to a command that reads a file."""
    parser.add_argument("--encoding", type=encoding_name, default=None, help=ENCODING_HELP)


def add_lenient(parser: argparse.ArgumentParser, help: str = LENIENT_HELP) -> None:
    """Add ``--lenient`` to a command that reads records, and the exit statuses to the end of its help."""
    parser.add_argument("--lenient", action="store_true", help=help)
    parser.epilog = exit_statuses_epilog()


def read_records(
    path: str | os.PathLike[str],
    *,
    lenient: bool,
    encoding: str | None = None,
    what: str = "a PBN or LIN file",
    lin: bool | None = None,
) -> list[trickcards.records.pbn.Game]:
    """Every game of the PBN file at ``path`` (LIN when its name ends ``.lin``, or as ``lin`` says), read as ``--lenient`` says.

    Without ``lenient`` the first problem of a record is a
    :class:`~trickcards.core.errors.ParseError` naming the file, line and rule, and
    saying that ``--lenient`` reads on; with it every board is read and its problems
    kept in :attr:`Game.errors <trickcards.records.pbn.Game.errors>`.
    """
    from trickcards.records.lin import read_lin  # noqa: PLC0415  (the readers load only for a file)
    from trickcards.records.pbn import read_pbn  # noqa: PLC0415

    name = os.fsdecode(os.fspath(path))
    data = read_input_bytes(name, what)
    reader = read_lin if (name.lower().endswith(".lin") if lin is None else lin) else read_pbn
    try:
        return reader(data, strict=not lenient, file=name, encoding=encoding)
    except ParseError as error:
        if lenient:
            raise
        raise ParseError(f"{error}; --lenient reads every board and reports each problem") from None


def problem_line(problem: trickcards.records.problems.RecordProblem, board: int | None) -> str:
    """One problem (or repair) of a board as every command reports it: ``FILE:LINE: board N: [Tag]: ... (rule)``.

    >>> from trickcards.records.problems import RecordProblem
    >>> print(problem_line(RecordProblem(14, "Deal", "SA is held twice", "deal-card-twice", "a.pbn"), 3))
    a.pbn:14: board 3: [Deal]: SA is held twice (deal-card-twice)
    >>> print(problem_line(RecordProblem(2, "Auction", "inserted 1 pass", "x", severity="repair"), None))
    line 2: board ?: repaired: [Auction]: inserted 1 pass (x)
    """
    text = str(problem)
    place = f"{problem.file}:{problem.line}" if problem.file is not None else f"line {problem.line}"
    rest = text.removeprefix(place + ": ") if text.startswith(place + ": ") else text.partition(": ")[2]
    kind = "repaired: " if problem.severity == "repair" else ""
    return f"{place}: board {'?' if board is None else board}: {kind}{rest}"


def report_problems(games: Sequence[trickcards.records.pbn.Game], stream: TextIO) -> int:
    """Write each repair and problem of ``games`` to ``stream``, one :func:`problem_line` each; the number of problems.

    Repairs are reported but not counted: the record reads as its writer meant.
    """
    problems = 0
    for game in games:
        for repair in game.repairs:
            print(problem_line(repair, game.board), file=stream)
        for problem in game.errors:
            problems += 1
            print(problem_line(problem, game.board), file=stream)
    return problems


def lenient_status(problems: int) -> int:
    """The exit status of a command that read records leniently and found ``problems`` left unrepaired: 1 if any."""
    return 1 if problems else 0
