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
"""

from __future__ import annotations

import argparse
import codecs
import os
from pathlib import Path
from typing import Final

from trickcards.core import inputs
from trickcards.core.errors import ParseError

__all__ = ["ENCODING_HELP", "add_encoding", "encoding_name", "read_input_bytes", "read_input_text"]

ENCODING_HELP: Final = "the file's character set (default: UTF-8 where the bytes are UTF-8, else ISO 8859-1)"
"""The help of every command's ``--encoding`` option."""


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
