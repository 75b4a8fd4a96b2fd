"""The syntax of PBN files: tags, sections, comments and blank lines, as the text is written.

:func:`raw_games` splits PBN text into games (groups of tags separated by blank
lines), keeping every tag with the words and comments of its section line by line, so
that a game can be written back as it was read. Syntax faults (a tag not closed, a
comment never closed, a word outside any section) are kept as problems of the game
they are in, and reading goes on.
"""

from __future__ import annotations

from typing import Final

from attrs import define, frozen

from trickcards.inputs import quote, typed_fields

__all__ = ["RawGame", "Tag", "raw_games"]

_SPACE: Final = " \t\r\f\v"


@frozen(field_transformer=typed_fields)
class Tag:
    """One tag pair of a PBN game as written, with its section.

    :attr:`section` holds the words and comments after the tag, line by line: the first
    line is the rest of the tag's own line (often empty), the others follow it.

    >>> Tag("Auction", "N", ((), ("1NT", "Pass", "3NT", "Pass"), ("Pass", "Pass")))
    Tag(name='Auction', value='N', section=((), ('1NT', 'Pass', '3NT', 'Pass'), ('Pass', 'Pass')))
    """

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


@define
class RawGame:
    """One game as written: its tags with their lines, its preamble, its syntax problems."""

    line: int
    tags: list[Tag]
    lines: list[int]
    preamble: tuple[tuple[str, ...], ...]
    problems: list[tuple[int, str, str, str]]  # line, tag, message, rule
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


def _items(text: str) -> list[_Item]:
    items: list[_Item] = []
    i, n, line = 0, len(text), 1
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
                items.append(_Item("problem", line, "a comment opened with '{' is never closed", rule="PBN 3.1"))
                end = n - 1
            line += text.count("\n", i, end)
            items.append(_Item("comment", start_line, text[i : end + 1].rstrip("\n")))
            i = end + 1
        elif ch == ";":
            end = text.find("\n", i)
            end = n if end < 0 else end
            items.append(_Item("comment", line, text[i:end].rstrip(_SPACE)))
            i = end
        elif ch == "[":
            i = _tag(text, i, line, items)
        else:
            start = i
            while i < n and text[i] not in " \t\r\n\f\v[{;":
                i += 1
            items.append(_Item("word", line, text[start:i]))
    return items


def _tag(text: str, i: int, line: int, items: list[_Item]) -> int:
    """Read ``[Name "value"]`` at ``i``; return the index after it (after the line if it is no tag)."""
    close = text.find("]", i)
    opening = text.find('"', i)
    eol = text.find("\n", i)
    eol = len(text) if eol < 0 else eol
    problem = ""
    name = text[i + 1 : opening].strip() if opening >= 0 else ""
    if opening < 0 or opening > eol or (0 <= close < opening):
        problem = f'{quote(text[i:eol].rstrip())} is not a tag: expected [Name "value"]'
    elif not name or not all(c.isalnum() or c == "_" for c in name) or not name.isascii():
        problem = f"{quote(name)} is not a tag name (letters, digits and '_')"
    else:
        j = opening + 1
        value: list[str] = []
        while j < eol and text[j] != '"':
            if text[j] == "\\" and j + 1 < eol and text[j + 1] in '"\\':
                j += 1  # PBN escapes only a quote and a backslash; any other backslash is itself
            value.append(text[j])
            j += 1
        end = text.find("]", j, eol)
        if j >= eol:
            problem = f"the value of tag {quote(name)} runs past the end of the line"
        elif end < 0 or text[j + 1 : end].strip():
            problem = f"tag {quote(name)} is not closed with '\"]'"
        else:
            items.append(_Item("tag", line, "".join(value), name=name))
            return end + 1
    items.append(_Item("problem", line, problem, rule='PBN 3.2: a tag is [Name "value"] on one line'))
    items.append(_Item("bad", line, text[i:eol].rstrip(_SPACE)))
    return eol


def raw_games(text: str) -> list[RawGame]:
    """The games of PBN ``text`` as written; a blank line ends a game."""
    games: list[RawGame] = []
    current: RawGame | None = None
    builders: list[_TagBuilder] = []
    pending: list[_Item] = []
    problems: list[tuple[int, str, str, str]] = []

    def close() -> None:
        if current is not None:
            current.tags = [b.tag() for b in builders]
            current.lines = [b.line for b in builders]
            for builder in builders:
                current.words.setdefault(builder.name, builder.words)

    for item in _items(text):
        if item.kind == "blank":
            close()
            current, builders = None, []
        elif item.kind == "problem":
            problems.append((item.line, "", item.text, item.rule))
            if current is not None:
                current.problems.extend(problems)
                problems = []
        elif item.kind == "tag":
            if current is None:
                current = RawGame(item.line, [], [], _lines_of(pending), problems, {})
                games.append(current)
                pending, problems = [], []
            builders.append(_TagBuilder(item.name, item.text, item.line, [], []))
        elif current is None:
            pending.append(item)
            if item.kind == "word":
                problems.append((item.line, "", f"{quote(item.text)} stands outside any tag section", "PBN 3.3"))
        else:
            builders[-1].items.append(item)
            if item.kind == "word":
                builders[-1].words.append((item.text, item.line))
    close()
    if pending or problems:
        if games and current is None and not pending:
            games[-1].problems.extend(problems)
        else:
            first = pending[0].line if pending else problems[0][0]
            games.append(RawGame(first, [], [], _lines_of(pending), problems, {}))
    return games
