"""Reading an event: PBN with ``[ScoreTable]``/``[TotalScoreTable]``, or PBN/LIN records one per table and board.

:func:`read_event` takes text, bytes, an open file, a path or a folder. A PBN file with
score tables (Ruter, Magic Contest, the PBN standard) gives each board's results from its
``[ScoreTable]`` and the participants from its ``[TotalScoreTable]``; files of records (one
game per table and board, as BBO, BridgeComposer or a club's export write them) are
grouped by board, the pairs named by the players' tags (``HomeTeam``/``VisitTeam`` and
``Room`` make a teams event).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Final

from attrs import frozen

from trickcards.bridge.contract import Contract
from trickcards.bridge.events.model import Board, Event, EventError, Match, Participant, Result, checked_result
from trickcards.bridge.events.score_table import Table, read_table
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote
from trickcards.core.reprs import brief_repr
from trickcards.records.lin import iter_lin
from trickcards.records.pbn import Game, iter_pbn
from trickcards.records.source import Source, text_lines
from trickcards.records.syntax import RawGame, iter_raw_games

__all__ = ["GameTables", "read_event", "read_tables"]

_ARTIFICIAL_CELLS: Final = frozenset({"A+", "A", "A-", "Bye", "Avg+", "Avg", "Avg-"})
_AVG: Final = {"Avg+": "A+", "Avg": "A", "Avg-": "A-"}
_MOST_TABLES: Final = 10_000
"""The most equal results one row of a frequency table (its ``Multiplicity``) may stand for."""


@frozen
class GameTables:
    """One game of a PBN file with its tables: the game, its ``[ScoreTable]`` and ``[TotalScoreTable]`` (``None`` when absent)."""

    __repr__ = brief_repr

    game: Game
    score_table: Table | None
    total_table: Table | None
    file: str | None = None
    """The file the game was read from (its problems name it)."""


def _where(file: str | None, line: int | None = None) -> str:
    if file and line:
        return f"{file}:{line}: "
    if file:
        return f"{file}: "
    return f"line {line}: " if line else ""


def _table(raw: RawGame, name: str, value: str, file: str | None) -> Table | None:
    for tag, line in zip(raw.tags, raw.lines, strict=True):
        if tag.name == name:
            rows = [(line + i, words) for i, words in enumerate(tag.section)]
            return read_table(value, rows, _where(file), name)
    return None


def read_tables(source: Source, *, file: str | None = None, encoding: str | None = None) -> list[GameTables]:
    """Every game of PBN ``source`` with its score tables (a table written ``#`` takes the previous header)."""
    lines = list(text_lines(source, encoding, "PBN text"))
    games = iter_pbn("".join(lines), strict=False, file=file)
    out = []
    for raw in iter_raw_games(lines):
        if not raw.tags and not raw.problems:
            continue
        game = next(games)
        out.append(
            GameTables(
                game,
                _table(raw, "ScoreTable", game.tags.get("ScoreTable", ""), file) if "ScoreTable" in game.tags else None,
                _table(raw, "TotalScoreTable", game.tags.get("TotalScoreTable", ""), file)
                if "TotalScoreTable" in game.tags
                else None,
                file,
            )
        )
    return out


def _int(text: str | None, what: str, where: str) -> int | None:
    if text is None or text in {"", "?"}:
        return None
    if not text.lstrip("-").isdigit() or len(text) > 9:
        raise EventError(f"{where}{quote(text)} is not {what}: expected a whole number")
    return int(text)


def _board_of(game: Game) -> Board | None:
    number = game.board
    if number is None or number < 1:
        return None
    cycle = Board.numbered(number, game.deal)
    return Board(number, game.dealer or cycle.dealer, game.vulnerability or cycle.vulnerability, game.deal)


def _score(ns: str | None, ew: str | None, where: str) -> tuple[int | None, str | None]:
    """The North-South score or the artificial score of a row's Score_NS and Score_EW cells."""
    ns, ew = _AVG.get(ns or "", ns), _AVG.get(ew or "", ew)
    if (ns or "") in _ARTIFICIAL_CELLS or (ew or "") in _ARTIFICIAL_CELLS:
        a, b = ns or ew or "", ew or ns or ""
        return None, a if a == b else f"{a}/{b}"
    if ns is not None:
        return _int(ns, "a score", where), None
    if ew is not None:
        points = _int(ew, "a score", where)
        return (None if points is None else -points), None
    return None, None


def _contract(cells: dict[str, str | None], where: str) -> tuple[Contract | None, int | None, bool]:
    text, declarer, tricks = cells.get("Contract"), cells.get("Declarer"), cells.get("Result")
    if text is None:
        return None, None, False
    if text.upper() in {"PASS", "P", "AP"}:
        return None, None, True
    try:
        contract = Contract.parse(f"{text}{declarer or ''}")
    except TrickcardsError as error:
        raise EventError(
            f"{where}{quote(text)} by {quote(declarer)} is not a contract that can score: {error}"
        ) from None
    return contract, _int(tricks, "a number of tricks", where), False


def _results_of_table(board: Board, table: Table, section: str, where_file: str | None) -> Iterator[Result]:
    for line, cells in table.records():
        where = _where(where_file, line)
        if "PlayerId_North" in cells:
            ns: tuple[str, ...] = tuple(c for c in (cells.get("PlayerId_North"), cells.get("PlayerId_South")) if c)
            ew: tuple[str, ...] = tuple(c for c in (cells.get("PlayerId_East"), cells.get("PlayerId_West")) if c)
        else:
            ns = tuple(c for c in (cells.get("PairId_NS"),) if c)
            ew = tuple(c for c in (cells.get("PairId_EW"),) if c)
        score, artificial = _score(cells.get("Score_NS"), cells.get("Score_EW"), where)
        contract, tricks, passed = _contract(cells, where) if artificial is None else (None, None, False)
        if passed and score is None:
            score = 0
        if contract is None and score is None and artificial is None:
            continue  # a row without a result: the board was not played at that table
        try:
            result = Result(
                board.number,
                ns,
                ew,
                cells.get("Section") or section,
                contract,
                tricks,
                score,
                artificial,
                cells.get("Lead"),
                _int(cells.get("Table"), "a table number", where),
                _int(cells.get("Round"), "a round number", where),
            )
            checked = checked_result(result, board, where)
            count = _int(cells.get("Multiplicity"), "a multiplicity", where)
            if count is not None and (count < 1 or count > _MOST_TABLES):
                raise EventError(
                    f"{where}{count} is not a multiplicity: a row stands for 1 to {_MOST_TABLES} equal results (PBN 5.7)"
                )
            if count is not None and count > 1 and (ns or ew):
                raise EventError(
                    f"{where}a row of one pair's result has Multiplicity {count}: only a row without pairs stands for several"
                )
            for _ in range(count or 1):
                yield checked
        except EventError as error:
            message = str(error)
            raise EventError(
                message if message.startswith(where) else f"{where}board {board.number}: {message}"
            ) from None


def _matches(table: Table, where_file: str | None) -> Iterator[Match]:
    for line, cells in table.records():
        where = _where(where_file, line)
        details = cells.get("MatchDetails")
        if details is None:
            continue  # a match not played yet
        segments = []
        total = None
        for part in details.split("|"):
            numbers = [_int(p, "an IMP total", where) for p in part.split(",")]
            if len(numbers) != 3 or any(n is None for n in numbers):
                raise EventError(f"{where}{quote(details)} is not a match's details: expected segment,home,away|...")
            seg, home, away = (int(n or 0) for n in numbers)
            if seg == 200:
                total = (home, away)
            else:
                segments.append((seg, home, away))
        if total is None:
            total = (sum(s[1] for s in segments), sum(s[2] for s in segments))
        yield Match(
            _int(cells.get("Round"), "a round", where) or 1,
            cells.get("TeamId_Home") or "",
            cells.get("TeamId_Away") or "",
            total[0],
            total[1],
            _int(cells.get("Table"), "a table", where),
            tuple(segments),
        )


def _participants(table: Table) -> Iterator[Participant]:
    for _line, cells in table.records():
        pid = cells.get("PairId") or cells.get("PlayerId") or cells.get("TeamId")
        if pid:
            names = cells.get("Names") or cells.get("Name") or cells.get("TeamName") or ""
            if ";" in names:  # the PBN standard's "name;name", each padded to a width
                names = ";".join(part.strip() for part in names.split(";"))
            yield Participant(pid, names, cells.get("Club") or "")


def _from_tables(tables: list[GameTables], event_file: str | None, strict: bool) -> Event:
    boards: dict[int, Board] = {}
    results: list[Result] = []
    matches: list[Match] = []
    participants: dict[str, Participant] = {}
    problems: list[str] = []
    done: dict[int, set[tuple[str, tuple[str, ...], tuple[str, ...]]]] = {}
    name = scoring = ""
    for item in tables:
        game = item.game
        file = item.file or event_file
        name = name or game.tags.get("Event", "")
        scoring = scoring or game.tags.get("Scoring", "")
        if item.total_table is not None:
            for p in _participants(item.total_table):
                participants.setdefault(p.id, p)
        table = item.score_table
        if table is None:
            continue
        if table.index("TeamId_Home") is not None:
            matches.extend(_matches(table, file))
            continue
        if (
            table.index("PairId_NS") is None
            and table.index("PlayerId_North") is None
            and table.index("Score_NS") is None
            and table.index("Score_EW") is None
            and table.index("Contract") is None
        ):
            problems.append(
                f"{_where(file, game.line)}a [ScoreTable] without pairs, players, contracts or scores "
                "gives no results; left out"
            )
            continue
        board = _board_of(game)
        if board is None:
            raise EventError(f"{_where(file, game.line)}a [ScoreTable] on a game without a board number")
        try:
            rows = list(_results_of_table(board, table, game.tags.get("Section", ""), file))
            if (
                board.number in boards
                and boards[board.number] == board
                and {(r.section, r.ns, r.ew) for r in rows} <= done.get(board.number, set())
            ):
                problems.append(
                    f"{_where(file, game.line)}board {board.number} is given again with the same tables; the copy is left out"
                )
                continue
            boards[board.number] = board
            done.setdefault(board.number, set()).update((r.section, r.ns, r.ew) for r in rows)
            results.extend(rows)
        except EventError as error:
            if strict:
                raise
            problems.append(str(error))
    if participants and (missing := {pid for r in results for pid in (*r.ns, *r.ew)} - participants.keys()):
        for pid in sorted(missing):
            participants[pid] = Participant(pid)
    return Event(tuple(boards.values()), results, participants, name, matches, scoring, event_file or "", problems)


def _side_id(game: Game, first: str, second: str) -> tuple[str, ...]:
    a, b = game.tags.get(first, "").strip(), game.tags.get(second, "").strip()
    if a in {"", "?"} and b in {"", "?"}:
        return ()
    if a == b or not b or b == "?":
        return (a,)
    if not a or a == "?":
        return (b,)
    return (f"{a} - {b}",)


def _record_result(game: Game, board: Board, ns: tuple[str, ...], ew: tuple[str, ...], where: str) -> Result | None:
    """The result a record gives: its contract and tricks (scored on the board), a pass-out, or only its score."""
    section = game.tags.get("Section", "")
    if game.passed_out:
        return Result(board.number, ns, ew, section, score_ns=0)
    if game.contract is not None and game.contract.declarer is not None and game.result is not None:
        result = Result(
            board.number, ns, ew, section, contract=game.contract, tricks=game.result, score_ns=game.recorded_score
        )
        return checked_result(result, board, where)
    if game.recorded_score is not None:
        return Result(board.number, ns, ew, section, score_ns=game.recorded_score)
    return None


def _from_records(games: Iterable[tuple[Game, str | None]], file: str | None, strict: bool) -> Event:
    """An event of records, one per table and board: each game with the file it came from."""
    boards: dict[int, Board] = {}
    results: list[Result] = []
    problems: list[str] = []
    seen: dict[tuple[int, str, str, str], str] = {}
    name = ""
    for game, source in games:
        name = name or game.tags.get("Event", "")
        where = _where(source or file, game.line)
        board = _board_of(game)
        if board is None:
            problems.append(f"{where}a record without a board number; left out")
            continue
        board = boards.setdefault(board.number, board)
        home, visit = game.tags.get("HomeTeam", "").strip(), game.tags.get("VisitTeam", "").strip()
        room = game.tags.get("Room", "").strip().lower()
        ns: tuple[str, ...]
        ew: tuple[str, ...]
        if home and visit and room in {"open", "closed"}:
            ns, ew = ((home,), (visit,)) if room == "open" else ((visit,), (home,))
        else:
            ns, ew = _side_id(game, "North", "South"), _side_id(game, "East", "West")
        try:
            result = _record_result(game, board, ns, ew, where)
        except EventError as error:
            message = str(error)
            if strict:
                raise EventError(message if message.startswith(where) else f"{where}{message}") from None
            problems.append(message if message.startswith(where) else f"{where}{message}")
            continue
        if result is None:
            problems.append(f"{where}board {board.number}: no contract and result and no score; left out")
            continue
        keys = [(result.board, result.section, pid, d) for d, side in (("NS", ns), ("EW", ew)) for pid in side]
        again = next((seen[k] for k in keys if k in seen), None)
        if again is not None:
            message = (
                f"{where}board {board.number}: {result.side_text()} is recorded again "
                f"(first at {again.removesuffix(': ')}): one result per pair and board; left out"
            )
            if strict:
                raise EventError(message)
            problems.append(message)
            continue
        seen.update(dict.fromkeys(keys, where))
        results.append(result)
    return Event(tuple(boards.values()), results, (), name, (), "", file or "", problems)


def _is_lin(text_start: str) -> bool:
    head = text_start.lstrip()
    return not head.startswith(("[", "%", "{", ";")) and "|" in head[:200]


def _read_file(path: Path, encoding: str | None, strict: bool) -> tuple[list[GameTables] | None, list[Game]]:
    data = path.read_bytes()
    if path.suffix.lower() == ".lin" or _is_lin(data[:400].decode("latin-1")):
        return None, list(iter_lin(data, strict=False, file=str(path), encoding=encoding))
    tables = read_tables(data, file=str(path), encoding=encoding)
    if any(t.score_table is not None or t.total_table is not None for t in tables):
        return tables, []
    return None, [t.game for t in tables]


def read_event(
    source: Source | os.PathLike[str], *, strict: bool = True, encoding: str | None = None, file: str | None = None
) -> Event:
    r"""The event of ``source``: text, bytes, an open file, a path, or a folder of record files.

    A PBN file with ``[ScoreTable]`` gives the results of its tables; otherwise each game
    (PBN or LIN) is one table's result. With ``strict=False`` what cannot be read is listed
    in :attr:`Event.problems <trickcards.bridge.events.Event.problems>` and the rest kept.

    >>> text = '[Board "1"]\n[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R"]\n'
    >>> text += ' 1  2 4S   N 10\n 3  4 4S   N  9\n'
    >>> ev = read_event(text)
    >>> [(r.ns, r.score_ns) for r in ev.results]
    [(('1',), 420), (('3',), -50)]
    """
    if not isinstance(strict, bool):
        raise EventError(f"{quote(strict)} is not a flag: strict is True or False")
    path: Path | None = None
    if isinstance(source, os.PathLike) or (
        isinstance(source, str)
        and "\n" not in source
        and len(source) < 4096
        and source.lower().endswith((".pbn", ".lin"))
        and os.path.isfile(source)
    ):
        path = Path(os.fsdecode(source))  # a file's name; a folder is given as a Path, so text is never taken for one
    if path is not None:
        if path.is_dir():
            return _read_folder(path, encoding, strict)
        tables, games = _read_file(path, encoding, strict)
        name = file or str(path)
        return (
            _from_tables(tables, name, strict)
            if tables is not None
            else _from_records(((g, name) for g in games), name, strict)
        )
    if isinstance(source, os.PathLike):
        raise EventError(f"{quote(str(source))} is not a file or folder")
    if isinstance(source, str | bytes | bytearray):
        start = source[:400] if isinstance(source, str) else bytes(source[:400]).decode("latin-1")
        if _is_lin(start):
            return _from_records(
                ((g, file) for g in iter_lin(source, strict=False, file=file, encoding=encoding)), file, strict
            )
    lines = list(text_lines(source, encoding, "PBN or LIN text"))
    text = "".join(lines)
    if _is_lin(text[:400]):
        return _from_records(((g, file) for g in iter_lin(text, strict=False, file=file)), file, strict)
    tables = read_tables(text, file=file)
    if any(t.score_table is not None or t.total_table is not None for t in tables):
        return _from_tables(tables, file, strict)
    return _from_records(((t.game, file) for t in tables), file, strict)


def _read_folder(folder: Path, encoding: str | None, strict: bool) -> Event:
    files = sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in {".pbn", ".lin"})
    if not files:
        raise EventError(f"{quote(str(folder))} holds no .pbn or .lin file")
    games: list[tuple[Game, str | None]] = []
    table_files = []
    for path in files:
        tables, found = _read_file(path, encoding, strict)
        if tables is not None:
            table_files.append((path, tables))
        games.extend((game, str(path)) for game in found)
    if table_files and not games:
        return _from_tables([t for _p, ts in table_files for t in ts], str(folder), strict)
    return _from_records(games, str(folder), strict)
