r"""Record files as lines of text, whatever they were given as: text, bytes or an open file.

PBN's character set is ISO 8859-1 (PBN 2.1 section 2.2); files from the wild are also
UTF-8, with or without a byte order mark, and with CRLF line ends. :func:`text_lines`
reads a ``str``, ``bytes``, an open file (text or binary) or a file's path
(:class:`pathlib.Path` or any :class:`os.PathLike`) line by line, never holding
more than one line of a file: each line keeps its end (``"\r\n"`` stays), a UTF-8 BOM
is skipped, and bytes are decoded with the ``encoding`` given, or else as UTF-8 while
they are UTF-8 and as ISO 8859-1 from the first line that is not.
"""

from __future__ import annotations

import codecs
import io
import os
from collections.abc import Iterator
from typing import IO, Final

from trickcards.core.errors import ParseError
from trickcards.core.inputs import instance, label, quote

__all__ = ["Source", "check_encoding", "file_label", "newline_of", "text_lines"]

Source = str | bytes | bytearray | IO[str] | IO[bytes] | os.PathLike[str] | os.PathLike[bytes]
"""What the readers take: text, bytes, a file opened in text or binary mode, or a file's path.

A ``str`` is always text, never a file name: a path is a :class:`pathlib.Path` (or
any :class:`os.PathLike`)."""

_BOM: Final = codecs.BOM_UTF8
_CHUNK: Final = 1 << 16


def check_encoding(encoding: str | None) -> str | None:
    """``encoding`` if Python knows it (``None`` for automatic detection); else a :class:`ParseError`.

    >>> check_encoding("latin-1"), check_encoding(None)
    ('latin-1', None)
    """
    if encoding is None:
        return None
    if not isinstance(encoding, str):
        raise ParseError(f"{quote(encoding)} is not the name of a character set")
    try:
        codecs.lookup(encoding)
    except (LookupError, ValueError):  # ValueError: a NUL character in the name
        raise ParseError(
            f"{quote(encoding)} is not a character set Python knows, such as 'latin-1' or 'utf-8'"
        ) from None
    return encoding


class _Decoder:
    """Bytes to text one line at a time: the given encoding, or UTF-8 until a line is not, then ISO 8859-1."""

    def __init__(self, encoding: str | None, what: str) -> None:
        self.encoding = encoding
        self.what = what
        self.first = True

    def __call__(self, line: bytes) -> str:
        if self.first:
            self.first = False
            if line.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
                raise ParseError(
                    f"{self.what} is not ISO 8859-1 or UTF-8 text: it starts with a UTF-16 byte order mark"
                )
            if line.startswith(_BOM):
                line = line[len(_BOM) :]
                self.encoding = self.encoding or "utf-8"
        if b"\x00" in line:
            raise ParseError(f"{self.what} is not ISO 8859-1 or UTF-8 text: it holds a NUL byte (a binary file?)")
        if self.encoding is not None:
            return line.decode(self.encoding, errors="replace")
        try:
            return line.decode("utf-8")
        except UnicodeDecodeError:
            self.encoding = "latin-1"
            return line.decode("latin-1")


def _byte_lines(data: bytes | bytearray) -> Iterator[bytes]:
    start = 0
    while start < len(data):
        end = data.find(b"\n", start)
        end = len(data) if end < 0 else end + 1
        yield bytes(data[start:end])
        start = end


def _str_lines(text: str) -> Iterator[str]:
    start = 0
    while start < len(text):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end + 1
        yield text[start:end]
        start = end


def _file_lines(handle: IO[str] | IO[bytes]) -> Iterator[str | bytes]:
    # readline keeps "\r\n" of a binary file; a text file opened with newline="" keeps it too.
    while True:
        line = handle.readline()
        if not line:
            return
        yield line


def text_lines(source: Source, encoding: str | None = None, what: str = "a record") -> Iterator[str]:
    r"""The lines of ``source``, each with its line end, decoded as the module says.

    >>> list(text_lines(b'\xef\xbb\xbf[Event "Caf\xc3\xa9"]\r\n'))
    ['[Event "Café"]\r\n']
    >>> list(text_lines(b'[Event "Caf\xc3\xa9"]\n[Site "S\xe8te"]\n'))
    ['[Event "Café"]\n', '[Site "Sète"]\n']
    """
    encoding = check_encoding(encoding)
    what = label(what)
    if isinstance(source, os.PathLike):
        name = _readable(source)
        return _path_lines(source, _Decoder(encoding, name), name)
    if isinstance(source, str):
        return _str_lines(source.removeprefix("\ufeff"))
    decode = _Decoder(encoding, what)
    if isinstance(source, bytes | bytearray):
        return map(decode, _byte_lines(source))
    if isinstance(source, io.IOBase) or (hasattr(source, "readline") and callable(source.readline)):
        return _decoded(_file_lines(source), decode, what)
    raise ParseError(f"{quote(source)} is not {what}: expected text, bytes or an open file")


def file_label(source: object, file: str | None) -> str | None:
    """The name problems give a source: ``file`` if given, else the whole path of a path, else none.

    >>> from pathlib import Path
    >>> file_label(Path("club/monday.pbn"), None), file_label("[Board ...]", None)
    ('club/monday.pbn', None)
    """
    if file is None and isinstance(source, os.PathLike):
        return os.fsdecode(source)
    return file


def _readable(path: os.PathLike[str] | os.PathLike[bytes]) -> str:
    """The whole name of ``path``, once it is known to name a file that can be opened; else a :class:`ParseError`."""
    name = os.fsdecode(path)
    if os.path.isdir(path):
        raise ParseError(f"{name} is a directory, not a record file")
    try:
        with open(path, "rb"):
            pass
    except OSError as error:
        raise ParseError(f"{name} cannot be read: {error.strerror or error}") from None
    return name


def _path_lines(path: os.PathLike[str] | os.PathLike[bytes], decode: _Decoder, what: str) -> Iterator[str]:
    """The lines of the file at ``path``, opened when the first is asked for and closed after the last."""
    with open(path, "rb") as handle:
        yield from _decoded(_file_lines(handle), decode, what)


def _decoded(lines: Iterator[str | bytes], decode: _Decoder, what: str) -> Iterator[str]:
    first = True
    for line in lines:
        if isinstance(line, str):
            yield line.removeprefix("\ufeff") if first else line
        elif isinstance(line, bytes | bytearray):
            yield decode(bytes(line))
        else:
            raise ParseError(f"{quote(line)} is not a line of {what}: the file gave neither text nor bytes")
        first = False


def newline_of(line: str) -> str:
    r"""The line end of ``line``: ``"\r\n"`` or ``"\n"`` (also for a last line without one).

    >>> newline_of("[Board \"1\"]\r\n"), newline_of("x")
    ('\r\n', '\n')
    """
    return "\r\n" if instance(line, str, "a line of a file", error=ParseError).endswith("\r\n") else "\n"
