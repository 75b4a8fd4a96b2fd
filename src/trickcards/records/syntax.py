"""The syntax of PBN files: tags, sections, comments and blank lines, as the text is written.

:func:`raw_games` splits PBN text into games (groups of tags separated by blank
lines), keeping every tag with the words and comments of its section line by line, so
that a game can be written back as it was read. Syntax faults (a tag not closed, a
comment never closed, a word outside any section) are kept as problems of the game
they are in, and reading goes on.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Final

from attrs import define, frozen

from trickcards.core.errors import ParseError
from trickcards.core.inputs import instance, quote, typed_fields
from trickcards.core.reprs import brief_repr

__all__ = ["RawGame", "SyntaxProblem", "Tag", "iter_raw_games", "raw_games"]

_SPACE: Final = " \t\r\f\v"


@frozen(field_transformer=typed_fields)
class Tag:
    """One tag pair of a PBN game as written, with its section.

    :attr:`section` holds the words and comments after the tag, line by line: the first
    line is the rest of the tag's own line (often empty), the others follow it.

    >>> Tag("Auction", "N", ((), ("1NT", "Pass", "3NT", "Pass"), ("Pass", "Pass")))
    <Tag name='Auction' value='N' section=(3 items)>
    """

    __repr__ = brief_repr

    name: str
    """The tag name, such as ``Deal``."""
    value: str
    """The tag's value (a ``#`` already replaced by the previous game's value)."""
    section: tuple[tuple[str, ...], ...] = ()
    """The section's words and comments (``{...}``, ``;...``, ``%...``), line by line."""


@frozen
class _Item:
    kind: str  # "tag", "word", "comment", "bad", "blank" or "problem"
    line: int
    text: str = ""
    name: str = ""
    rule: str = ""
    column: int = 0
    offending: str = ""


@define
class _TagBuilder:
    name: str
    value: str
    line: int
    items: list[_Item]
    words: list[tuple[str, int]]

    def tag(self) -> Tag:
        groups: list[list[str]] = [[]]
        last = self.line
        for item in self.items:
            if item.line != last:
                groups.append([])
                last = item.line
            groups[-1].append(item.text)
        return Tag(self.name, self.value, tuple(tuple(g) for g in groups) if self.items else ())


@frozen(field_transformer=typed_fields)
class SyntaxProblem:
    """A fault of the file's syntax: where, the message, the rule id, the offending text."""

    __repr__ = brief_repr

    line: int
    column: int
    message: str
    rule: str
    text: str


@define(field_transformer=typed_fields)
class RawGame:
    """One game as written: its tags with their lines, its preamble, its syntax problems."""

    __repr__ = brief_repr

    line: int
    tags: list[Tag]
    lines: list[int]
    preamble: tuple[tuple[str, ...], ...]
    problems: list[SyntaxProblem]
    words: dict[str, list[tuple[str, int]]]  # the first section of each tag name: words with their lines

    def section_words(self, name: str) -> list[tuple[str, int]]:
        """The words of the section of tag ``name`` (comments left out), with their lines."""
        return self.words.get(name, [])


def _lines_of(items: list[_Item]) -> tuple[tuple[str, ...], ...]:
    groups: list[list[str]] = []
    last = -1
    for item in items:
        if item.line != last:
            groups.append([])
            last = item.line
        groups[-1].append(item.text)
    return tuple(tuple(g) for g in groups)


# A tag pair: '[', the name, the quoted value, ']', with white space (and, in import
# format, line ends: PBN 3.3) between the tokens. Possessive runs never backtrack, so an
# escaped quote stays escaped and a match costs one pass.
_WS: Final = r"[ \t\r\n\f\v]*+"
_TAG: Final = re.compile(r"\[" + _WS + r"([A-Za-z0-9_]++)" + _WS + r'"((?:\\["\\]|\\|[^"\\\n])*+)"' + _WS + r"\]")
_UNESCAPE: Final = re.compile(r'\\(["\\])')


def _items(text: str, first_line: int = 1) -> list[_Item]:  # noqa: PLR0915  # one loop over the text, a branch per token
    items: list[_Item] = []
    i, n, line = 0, len(text), first_line
    line_start = 0
    line_has_content = False
    at_line_start = True
    while i < n:
        ch = text[i]
        if at_line_start and ch == "%":
            end = text.find("\n", i)
            end = n if end < 0 else end
            items.append(_Item("comment", line, text[i:end].rstrip(_SPACE)))
            line_has_content = True
            i = end
            at_line_start = False
            continue
        at_line_start = False
        if ch == "\n":
            if not line_has_content:
                items.append(_Item("blank", line))
            line += 1
            i += 1
            line_start = i
            line_has_content = False
            at_line_start = True
            continue
        if ch in _SPACE:
            i += 1
            continue
        line_has_content = True
        start_line = line
        if ch == "{":
            end = text.find("}", i)
            if end < 0:
                items.append(
                    _Item(
                        "problem",
                        line,
                        "a comment opened with '{' is never closed",
                        rule="pbn-comment-unclosed",
                        column=i - line_start + 1,
                        offending=text[i : text.find("\n", i) if "\n" in text[i:] else n].rstrip(_SPACE)[:80],
                    )
                )
                end = n - 1
            newlines = text.count("\n", i, end)
            if newlines:
                line += newlines
                line_start = text.rfind("\n", i, end) + 1
            items.append(_Item("comment", start_line, text[i : end + 1].rstrip("\n")))
            i = end + 1
        elif ch == ";":
            end = text.find("\n", i)
            end = n if end < 0 else end
            items.append(_Item("comment", line, text[i:end].rstrip(_SPACE)))
            i = end
        elif ch == "[":
            match = _TAG.match(text, i)
            if match is not None:
                value = _UNESCAPE.sub(r"\1", match[2]) if "\\" in match[2] else match[2]
                items.append(_Item("tag", line, value, name=match[1]))
                newlines = text.count("\n", i, match.end())
                if newlines:
                    line += newlines
                    line_start = text.rfind("\n", i, match.end()) + 1
                i = match.end()
            else:
                i = _bad_tag(text, i, line, i - line_start + 1, items)
        elif ch == '"' and 0 <= (close := text.find('"', i + 1)) < (text.find("\n", i) % (n + 1)):
            # A quoted string in a section (a table's names, PBN 5.2) is one word, spaces,
            # ';' and '{' included.
            items.append(_Item("word", line, text[i : close + 1], column=i - line_start + 1))
            i = close + 1
        else:
            start = i
            while i < n and text[i] not in " \t\r\n\f\v[{;":
                i += 1
            items.append(_Item("word", line, text[start:i], column=start - line_start + 1))
    return items


def _bad_tag(text: str, i: int, line: int, column: int, items: list[_Item]) -> int:
    """Name what is wrong with the tag pair that does not parse at ``i``; return the end of its line."""
    close = text.find("]", i)
    opening = text.find('"', i)
    eol = text.find("\n", i)
    eol = len(text) if eol < 0 else eol
    name = text[i + 1 : opening].strip() if opening >= 0 else ""
    bad = text[i:eol].rstrip(_SPACE)
    if opening < 0 or opening > eol or (0 <= close < opening):
        problem, rule = f'{quote(bad)} is not a tag: expected [Name "value"]', "pbn-tag-syntax"
    elif not name or not all(c.isalnum() or c == "_" for c in name) or not name.isascii():
        problem, rule = f"{quote(name)} is not a tag name (letters, digits and '_')", "pbn-tag-name"
    else:
        j = opening + 1
        while j < eol and text[j] != '"':
            j += 2 if text[j] == "\\" and j + 1 < eol and text[j + 1] in '"\\' else 1
        if j >= eol:
            problem, rule = f"the value of tag {quote(name)} runs past the end of the line", "pbn-tag-value-unclosed"
        else:
            problem, rule = f"tag {quote(name)} is not closed with '\"]'", "pbn-tag-unclosed"
    items.append(_Item("problem", line, problem, rule=rule, column=column, offending=bad[:80]))
    items.append(_Item("bad", line, bad))
    return eol


class _Reader:
    """The games of a stream of tokens, each yielded when a blank line (or the end) closes it."""

    def __init__(self) -> None:
        self.current: RawGame | None = None
        self.builders: list[_TagBuilder] = []
        self.pending: list[_Item] = []
        self.problems: list[SyntaxProblem] = []
        self.last: RawGame | None = None

    def _close(self) -> RawGame | None:
        current = self.current
        if current is None:
            return None
        current.tags = [b.tag() for b in self.builders]
        current.lines = [b.line for b in self.builders]
        for builder in self.builders:
            current.words.setdefault(builder.name, builder.words)
        self.current, self.builders = None, []
        return current

    def feed(self, items: list[_Item]) -> Iterator[RawGame]:
        for item in items:
            if item.kind == "blank":
                closed = self._close()
                if closed is not None:
                    if self.last is not None:
                        yield self.last
                    self.last = closed
            elif item.kind == "problem":
                problem = SyntaxProblem(item.line, item.column, item.text, item.rule, item.offending)
                if self.current is not None:
                    self.current.problems.append(problem)
                else:
                    self.problems.append(problem)
            elif item.kind == "tag":
                if self.current is None:
                    self.current = RawGame(item.line, [], [], _lines_of(self.pending), self.problems, {})
                    self.pending, self.problems = [], []
                self.builders.append(_TagBuilder(item.name, item.text, item.line, [], []))
            elif self.current is None:
                self.pending.append(item)
                if item.kind == "word":
                    message = f"{quote(item.text)} stands outside any tag section"
                    self.problems.append(
                        SyntaxProblem(item.line, item.column, message, "pbn-outside-section", item.text)
                    )
            else:
                self.builders[-1].items.append(item)
                if item.kind == "word":
                    self.builders[-1].words.append((item.text, item.line))

    def finish(self) -> Iterator[RawGame]:
        closed = self._close()
        last = self.last
        if closed is not None:
            if last is not None:
                yield last
            last = closed
        # Words or problems after the last game belong to it; a preamble of only comments
        # and '%' lines (a trailing '%' line) makes no game.
        if self.problems and last is not None and not any(item.kind == "word" for item in self.pending):
            last.problems.extend(self.problems)
            self.problems = []
        if last is not None:
            yield last
        if self.problems:
            first = self.pending[0].line if self.pending else self.problems[0].line
            yield RawGame(first, [], [], _lines_of(self.pending), self.problems, {})


def _depth(line: str, depth: int) -> int:
    """The ``{`` comment depth after ``line`` (0 or 1: PBN comments do not nest)."""
    if depth == 0 and (line.startswith("%") or "{" not in line):
        return 0
    if depth and "}" not in line:
        return depth
    in_value = False
    for ch in line:
        if depth:
            if ch == "}":
                depth = 0
        elif ch == '"':
            in_value = not in_value
        elif in_value:
            continue
        elif ch == "{":
            depth = 1
        elif ch == ";":
            break
    return depth


def iter_raw_games(lines: Iterable[str]) -> Iterator[RawGame]:
    r"""The games of PBN text given line by line (each line with its end), one at a time.

    Only the lines of the game being read are held: the text is cut at blank lines
    outside comments and each piece is read as it comes. ``lines`` is checked when
    given, each line when it is read.

    >>> [game.tags[0].value for game in iter_raw_games(['[Board "1"]\n', '\n', '[Board "2"]\n'])]
    ['1', '2']
    >>> iter_raw_games('[Board "1"]')
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: '[Board "1"]' is not PBN text line by line: expected an iterable of lines (text_lines() makes one)
    """
    if isinstance(lines, str | bytes) or not isinstance(lines, Iterable):
        raise ParseError(
            f"{quote(lines)} is not PBN text line by line: expected an iterable of lines (text_lines() makes one)"
        )
    return _raw_games(lines)


def _raw_games(lines: Iterable[str]) -> Iterator[RawGame]:
    reader = _Reader()
    chunk: list[str] = []
    first = 1
    number = 0
    depth = 0
    blank_in_comment = False
    for number, line in enumerate(lines, start=1):
        if not isinstance(line, str):
            raise ParseError(f"line {number}: {quote(line)} is not a line of PBN text")
        if blank_in_comment and _TAG.match(line.lstrip(_SPACE)):
            # A '{' comment still open at a blank line and a tag after it: the comment
            # was never closed (the game ends here, with the problem) rather than
            # swallowing the next game.
            yield from reader.feed([*_items("".join(chunk), first), _Item("blank", number - 1)])
            chunk, first, depth = [], number, 0
        chunk.append(line)
        blank = not line.strip(_SPACE + "\n")
        blank_in_comment = blank and depth == 1
        if depth == 0 and blank:
            yield from reader.feed(_items("".join(chunk), first))
            chunk, first = [], number + 1
        else:
            depth = _depth(line, depth)
    if chunk:
        text = "".join(chunk)
        yield from reader.feed(_items(text if text.endswith("\n") else text + "\n", first))
    yield from reader.finish()


def raw_games(text: str) -> list[RawGame]:
    """The games of PBN ``text`` as written; a blank line ends a game."""
    return list(iter_raw_games(instance(text, str, "PBN text", error=ParseError).splitlines(keepends=True)))
