"""PBN (Portable Bridge Notation) records of played boards: :func:`read_pbn` and :func:`write_pbn`.

:func:`read_pbn` turns PBN text into :class:`Game` records: the tags, the deal, the
auction replayed through :class:`~trickcards.bridge.Auction`, the recorded play
replayed through :class:`~trickcards.bridge.Play`, the contract and the result. It
handles comments (``{...}`` and ``;``), ``%`` directive lines, tag inheritance (``#``
and, in export files, omitted board tags), ``AP`` (all pass), notes (``=1=``) inside
auctions, ``-`` for cards not played after a claim and passed-out boards.

Lenient mode (``strict=False``) reads every board it can and lists each board's faults
in :attr:`Game.errors` (a :class:`~trickcards.records.problems.RecordProblem` each: line,
tag, the card or call at fault, the rule), repairing what it can (an auction written
without its leading passes gets them back, noted in :attr:`Game.repairs`). Strict mode
(the default) raises the first fault of the file as a
:class:`~trickcards.core.errors.ParseError` with the same message.

:func:`write_pbn` writes games back: the tags as written and in their order, the
sections with their line breaks, notes and commentary, so that reading the text again
gives equal games.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Final

from attrs import evolve, field, frozen

from trickcards.bridge.auction import Auction
from trickcards.bridge.calls import PASS, Call
from trickcards.bridge.contract import Contract
from trickcards.bridge.deal import Deal, Vulnerability
from trickcards.bridge.play import Play
from trickcards.bridge.scoring import duplicate_score
from trickcards.core import inputs
from trickcards.core.cards import Card, ascii_upper
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.frozen import FrozenMapping
from trickcards.core.hand import Hand
from trickcards.core.inputs import MAX_DIGITS, is_a, quote
from trickcards.core.seats import Seat, Side
from trickcards.records.problems import RecordProblem, deal_faults
from trickcards.records.source import Source, file_label, text_lines
from trickcards.records.syntax import RawGame, Tag, iter_raw_games

__all__ = [
    "INHERITED_TAGS",
    "MANDATORY_TAGS",
    "Game",
    "Tag",
    "Visitor",
    "export_pbn",
    "iter_pbn",
    "pbn_tags",
    "read_pbn",
    "repaired",
    "taken_tags",
    "write_pbn",
]

_SEATS: Final = tuple(Seat)

INHERITED_TAGS: Final = frozenset(
    {"Event", "Site", "Date", "Stage", "Round", "Section", "HomeTeam", "VisitTeam", "Board", "Dealer"}
    | {"Vulnerable", "Deal", "Scoring", "Competition"}
)
"""Tags that lenient mode takes from the previous game when a game leaves them out without ``#``.

The standard inherits only values written ``#`` or ``##`` (PBN 4.8); files such as
those of rpbridge.net leave a second table's board tags out instead. Strict mode reads
such a game without them; lenient mode fills them in and notes each as a repair, as
:func:`taken_tags` says.
"""

_TABLE_TAGS: Final = ("North", "East", "South", "West", "Contract", "Declarer", "Result", "Auction", "Play", "Score")
_BOARD_TAGS: Final = frozenset({"Board", "Dealer", "Vulnerable", "Deal"})


def taken_tags(tags: Mapping[str, str], previous: Mapping[str, str]) -> dict[str, str]:
    r"""The :data:`INHERITED_TAGS` lenient mode takes from ``previous`` for a game with ``tags`` (as written, ``#`` resolved).

    Only a game that records a table (players, a contract, a result, an auction or a
    play with a known value) takes anything: the event's tags it leaves out, and the
    board's (``Board``, ``Dealer``, ``Vulnerable``, ``Deal``) when it is another table
    of the board before: it gives no deal of its own and names no other board. A
    game of a new board takes no deal, a game of only event tags (a score table) or of
    empty values nothing; an empty or ``?`` value is not taken.

    >>> first = {"Event": "Cup", "Board": "1", "Deal": "N:AKQJ.AKQ.AKQ.AKQ - - -"}
    >>> taken_tags({"Contract": "3NT"}, first)
    {'Board': '1', 'Deal': 'N:AKQJ.AKQ.AKQ.AKQ - - -', 'Event': 'Cup'}
    >>> taken_tags({"Board": "2", "Contract": "3NT"}, first), taken_tags({"ScoreTable": "Rank"}, first)
    ({'Event': 'Cup'}, {})
    """
    return _taken(_to_mapping(tags), _to_mapping(previous))


def _taken(tags: Mapping[str, str], previous: Mapping[str, str]) -> dict[str, str]:
    if not any(_value(tags, name) for name in _TABLE_TAGS):
        return {}
    same_board = (
        "Deal" not in tags and tags.get("Board", previous.get("Board", "")).strip() == previous.get("Board", "").strip()
    )
    return {
        name: previous[name]
        for name in sorted(INHERITED_TAGS - tags.keys())
        if _value(previous, name) and (same_board or name not in _BOARD_TAGS)
    }


def _to_mapping(tags: Mapping[str, str]) -> Mapping[str, str]:
    if not isinstance(tags, Mapping) or not all(isinstance(k, str) and isinstance(v, str) for k, v in tags.items()):
        raise TrickcardsError(f"{quote(tags)} is not a game's tags: expected a mapping of tag names to text")
    return FrozenMapping(dict(tags))


@frozen
class Game:
    r"""One game of a PBN file: a board as played at one table.

    Absent parts are ``None``. :attr:`auction` is the replayed auction (complete when
    the record is), :attr:`play` the replayed play up to the last recorded card (a
    claim leaves it short of 13 tricks), :attr:`contract` comes from the ``[Contract]``
    and ``[Declarer]`` tags (``None`` when passed out), :attr:`result` from
    ``[Result]``.

    >>> text = '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n'
    >>> text += '[Contract "7NT"]\n[Declarer "N"]\n[Result "13"]\n[Score "NS 1520"]\n[Auction "N"]\n7NT AP\n'
    >>> game = read_pbn(text)[0]
    >>> str(game.contract), game.auction.contract == game.contract, game.board
    ('7NTN', True, 1)
    >>> game.computed_score, game.recorded_score, game.score_agrees
    (1520, 1520, True)
    """

    tags: Mapping[str, str] = field(converter=_to_mapping, hash=False)
    """Every tag's value after inheritance, by tag name."""
    line: int = field(validator=is_a(int, "a line number"))
    """The line of the file where the game starts."""
    deal: Deal | None = field(default=None, validator=is_a(Deal | None, "a deal"))
    """The deal, from ``[Deal]``."""
    dealer: Seat | None = field(default=None, validator=is_a(Seat | None, "a dealer seat"))
    """The dealer, from ``[Dealer]`` (or the first caller of ``[Auction]``)."""
    vulnerability: Vulnerability | None = field(default=None, validator=is_a(Vulnerability | None, "a vulnerability"))
    """From ``[Vulnerable]``."""
    auction: Auction | None = field(default=None, validator=is_a(Auction | None, "an auction"))
    """The ``[Auction]`` section replayed from the dealer."""
    notes: tuple[str, ...] = field(default=(), validator=is_a(tuple, "the notes", of=str))
    """The ``[Note]`` tags, in order."""
    play: Play | None = field(default=None, validator=is_a(Play | None, "a play"))
    """The ``[Play]`` section replayed as far as it goes."""
    contract: Contract | None = field(default=None, validator=is_a(Contract | None, "a contract"))
    """From ``[Contract]`` and ``[Declarer]``; ``None`` when the board was passed out or the tag is absent."""
    passed_out: bool = field(default=False, validator=is_a(bool, "a flag"))
    """True when ``[Contract]`` is ``Pass`` or the auction passed out."""
    result: int | None = field(default=None, validator=is_a(int | None, "a number of tricks"))
    """Tricks won by declarer's side, from ``[Result]``."""
    score: str | None = field(default=None, validator=is_a(str | None, "a score tag"))
    """The ``[Score]`` tag as written."""
    repairs: tuple[RecordProblem, ...] = field(default=(), validator=is_a(tuple, "the repairs", of=RecordProblem))
    """What lenient mode changed to make the record consistent, each a problem of severity ``"repair"``."""
    errors: tuple[RecordProblem, ...] = field(default=(), validator=is_a(tuple, "the problems", of=RecordProblem))
    """Every fault found in the board (lenient mode; strict mode raises the first)."""
    written: tuple[Tag, ...] = field(default=(), validator=is_a(tuple, "the written tags", of=Tag))
    """The tags as written, in order, each with its section and comments (what :meth:`to_pbn` writes)."""
    preamble: tuple[tuple[str, ...], ...] = field(default=(), validator=is_a(tuple, "the preamble", of=tuple))
    """Comments and ``%`` lines before the first tag, line by line."""
    hands: tuple[Hand | None, ...] | None = field(default=None, validator=is_a(tuple | None, "the hands"))
    """The hands of ``[Deal]`` by seat (North, East, South, West), ``None`` for a hand not given (``-``).

    Set when the deal gives at least one hand: a whole deal, some hands (PBN 3.4.11) or an
    end position with fewer cards (PBN 3.10), where :attr:`deal` is ``None``.
    """

    @property
    def board(self) -> int | None:
        """The board number, from ``[Board]``."""
        text = self.tags.get("Board", "").strip()
        # The digit count is bounded before int(), which refuses more than 4,300 digits.
        return int(text) if text.isascii() and text.isdigit() and len(text) <= MAX_DIGITS else None

    @property
    def computed_score(self) -> int | None:
        """The duplicate score of the contract, result and vulnerability, signed for North-South.

        ``0`` for a passed-out board, ``None`` when the record lacks what the score needs.
        """
        if self.passed_out:
            return 0
        contract, result, vulnerability = self.contract, self.result, self.vulnerability
        if contract is None or contract.declarer is None or result is None or vulnerability is None:
            return None
        side = contract.declarer.side
        points = duplicate_score(contract, tricks=result, vulnerable=vulnerability.is_vulnerable(side))
        return points if side is Side.NORTH_SOUTH else -points

    @property
    def recorded_score(self) -> int | None:
        """The ``[Score]`` tag signed for North-South (``"EW 100"`` is -100); ``None`` when absent or unreadable.

        A bare number is the declarer's side's score (PBN 4.2.1).
        """
        declarer = self.contract.declarer if self.contract is not None else None
        return north_south_points(self.score, declarer) if self.score else None

    @property
    def score_agrees(self) -> bool | None:
        """Whether :attr:`recorded_score` equals :attr:`computed_score`; ``None`` when either is unknown."""
        ours, theirs = self.computed_score, self.recorded_score
        return None if ours is None or theirs is None else ours == theirs

    @property
    def call_notes(self) -> Mapping[int, tuple[str, ...]]:
        r"""The notes on the calls, by the number of the call (from 1): ``=2=`` after a call links ``[Note "2:..."]``.

        >>> game = read_pbn('[Dealer "N"]\n[Auction "N"]\n1C =1= 1S\n[Note "1:16+ points"]\n')[0]
        >>> dict(game.call_notes)
        {1: ('16+ points',)}
        """
        texts: dict[str, str] = {}
        for note in self.notes:
            number, colon, text = note.partition(":")
            if colon:
                texts.setdefault(number.strip(), text)
        found: dict[int, list[str]] = {}
        section = next((tag.section for tag in self.written if tag.name == "Auction"), ())
        count = 0
        for word in (word for line in section for word in line):
            if word[:1] in ("{", ";", "%") or (word == "-" and count == 0):
                continue
            if word == "+":
                break
            if word.startswith("=") and word.endswith("=") and len(word) > 2:
                if word[1:-1] in texts:
                    found.setdefault(count, []).append(texts[word[1:-1]])
            elif not _skipped(word):
                count += 1
        return FrozenMapping({call: tuple(notes) for call, notes in found.items()})

    @property
    def commentary(self) -> tuple[str, ...]:
        """Every comment of the game, in order, with its ``{}`` or ``;``."""
        items = [item for line in self.preamble for item in line]
        items += [item for tag in self.written for line in tag.section for item in line]
        return tuple(item for item in items if item[:1] in ("{", ";"))

    def __repr__(self) -> str:
        # One line (the full field list runs to thousands of characters); the fields are read one by one.
        contract = "passed out" if self.passed_out else str(self.contract) if self.contract else "no contract"
        problems = f", {len(self.errors)} problems" if self.errors else ""
        return f"<pbn.Game board {self.board} at line {self.line}: {contract}{problems}>"

    def _repr_html_(self) -> str:
        """The board as a hand viewer shows it (Jupyter): :func:`trickcards.pictures.records.board_html`."""
        from trickcards.pictures.records import board_html  # noqa: PLC0415  (pictures are loaded when drawn)

        return board_html(self)

    def to_pbn(self) -> str:
        r"""The game as PBN text, on its own: inherited tags are written out.

        >>> game = read_pbn('[Board "3"]\n[Contract "2H"] {a comment}\n')[0]
        >>> print(game.to_pbn(), end="")
        [Board "3"]
        [Contract "2H"] {a comment}
        >>> read_pbn(game.to_pbn())[0] == game
        True
        """
        return write_pbn([self])


def north_south_points(tag: str, declarer: Seat | None = None) -> int | None:
    """A ``[Score]`` value from North-South's view; ``None`` when unreadable.

    ``"NS 420"`` is 420, ``"EW 100"`` -100, ``"NS +140"`` 140; a bare number is the
    declarer's side's score (PBN 4.2.1), so it needs ``declarer``.

    >>> north_south_points("EW -620"), north_south_points("NS +420"), north_south_points("lots")
    (620, 420, None)
    >>> north_south_points("420", Seat.EAST), north_south_points("420")
    (-420, None)
    """
    parts = tag.split()
    if len(parts) == 1:
        if declarer is None:
            return None
        parts = ["NS" if declarer.side is Side.NORTH_SOUTH else "EW", parts[0]]
    if len(parts) != 2 or parts[0] not in ("NS", "EW"):
        return None
    digits = parts[1].removeprefix("-").removeprefix("+")
    if not (digits.isascii() and digits.isdigit() and len(digits) < 7):
        return None
    points = -int(digits) if parts[1].startswith("-") else int(digits)
    return points if parts[0] == "NS" else -points


# --- reading --------------------------------------------------------------------

Visitor = Callable[[Mapping[str, str]], bool]
"""Sees each game's tags before the game is replayed; ``False`` skips the game."""


def iter_pbn(
    source: Source,
    strict: bool = True,
    *,
    file: str | None = None,
    encoding: str | None = None,
    visitor: Visitor | None = None,
) -> Iterator[Game]:
    r"""The games of a PBN ``source`` one at a time: text, bytes, or a file open in text or binary mode.

    Only the game being read is held, so a file of any size reads in constant
    memory. Bytes are ISO 8859-1 (PBN 2.2) unless they are UTF-8 or ``encoding`` says
    otherwise; a byte order mark is skipped. ``visitor``, given each game's tags
    first, says whether to read the rest of the game: a caller who wants only some
    tags collects them there and returns ``False``, and nothing is replayed.

    >>> import io
    >>> data = '[Board "1"]\n[Site "S\xe8te"]\n\n[Board "2"]\n'.encode("latin-1")
    >>> [game.tags["Board"] for game in iter_pbn(io.BytesIO(data))]
    ['1', '2']
    >>> sites = []
    >>> list(iter_pbn(data, visitor=lambda tags: sites.append(tags.get("Site")) or False)), sites
    ([], ['Sète', None])
    """
    lines = text_lines(source, encoding, "PBN text")
    if file is not None and not isinstance(file, str):
        raise ParseError(f"{quote(file)} is not a file name")
    file = file_label(source, file)  # a path names itself in the problems
    if not isinstance(strict, bool):
        raise ParseError(f"{quote(strict)} is not a flag: strict is True or False")
    if visitor is not None and not callable(visitor):
        raise ParseError(f"{quote(visitor)} is not a visitor: expected a function of a game's tags")
    return _games(lines, strict, file, visitor)


def read_pbn(
    source: Source, strict: bool = True, *, file: str | None = None, encoding: str | None = None
) -> list[Game]:
    r"""Read every game of a PBN ``source`` (text, bytes or an open file); ``file`` names it in the problems.

    With ``strict=False`` every board is read, one :class:`Game` each, whatever is
    wrong with it: each fault goes to :attr:`Game.errors` and what is repaired (an
    auction written without its leading passes) to :attr:`Game.repairs`. With
    ``strict=True`` the first fault of the file raises
    :class:`~trickcards.core.errors.ParseError` with the same message. The whole PBN 2.1
    import format reads (see :func:`iter_pbn` for one game at a time).

    >>> games = read_pbn('[Dealer "E"]\n[Declarer "W"]\n[Contract "1NT"]\n[Auction "E"]\n1NT AP\n', strict=False)
    >>> str(games[0].auction), [repair.message for repair in games[0].repairs]
    ('E: Pass Pass 1NT Pass Pass Pass', ['inserted 2 leading passes so that the auction gives declarer W in 1NTW'])
    >>> print(games[0].errors[0])
    line 4: [Auction]: the auction 'E: 1NT Pass Pass Pass' gives declarer E in 1NTE, but the tags say declarer W in 1NTW (rule A10: declarer is the first of the side to name the strain)
    >>> bad = '[Deal "N:AKQJ.AKQ.AKQ.AKQ AT98.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n'
    >>> [problem.message for problem in read_pbn(bad, strict=False, file="x.pbn")[0].errors]
    ['SA is held by North and East', 'S7 is held by no one']
    >>> read_pbn(bad, file="x.pbn")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: x.pbn:1: [Deal]: SA is held by North and East (PBN 3.4.11)
    """
    return list(iter_pbn(source, strict, file=file, encoding=encoding))


def _games(lines: Iterator[str], strict: bool, file: str | None, visitor: Visitor | None) -> Iterator[Game]:
    previous: dict[str, str] = {}
    sticky: dict[str, str] = {}  # values set with '##', inherited by the games after (PBN 4.8)
    for raw in iter_raw_games(lines):
        tags: dict[str, str] = {}
        lines_of: dict[str, int] = {}
        notes: list[str] = []
        written: list[Tag] = []
        for tag, line in zip(raw.tags, raw.lines, strict=True):
            value = tag.value
            if value == "#":
                value = previous.get(tag.name, "")
            elif value.startswith("##"):
                value = sticky[tag.name] = value[2:]
            written.append(
                tag if value == tag.value or tag.value.startswith("##") else Tag(tag.name, value, tag.section)
            )
            if tag.name == "Note":
                notes.append(value)
            elif tag.name in tags:
                continue  # a tag pair that already occurred is ignored (PBN 3.4)
            tags[tag.name] = value
            lines_of[tag.name] = line
        for name, value in sticky.items():
            tags.setdefault(name, value)
        inherited = _taken(tags, previous)
        previous = tags
        if not raw.tags and not raw.problems:
            continue
        if visitor is not None and not visitor(FrozenMapping(tags)):
            continue
        game = _game(raw, tags, lines_of, tuple(notes), tuple(written), file, inherited, strict)
        if strict and game.errors:
            raise game.errors[0].to_error()
        yield game


class _Board:
    """The faults and repairs of the board being read."""

    def __init__(self, raw: RawGame, lines: dict[str, int], file: str | None) -> None:
        self.raw = raw
        self.lines = lines
        self.file = file
        self.errors: list[RecordProblem] = [
            RecordProblem(p.line, "", p.message, p.rule, file, p.column, p.text, _SYNTAX_SECTIONS.get(p.rule, "PBN 3"))
            for p in raw.problems
        ]
        self.repairs: list[RecordProblem] = []

    def where(self, name: str) -> int:
        return self.lines.get(name, self.raw.line)

    def fault(
        self, tag: str, message: str, rule: str, section: str, line: int | None = None, text: str | None = None
    ) -> None:
        where = self.where(tag) if line is None else line
        offending = self.raw_value(tag) if text is None else text
        self.errors.append(RecordProblem(where, tag, message, rule, self.file, 0, offending, section))

    def repair(self, tag: str, message: str, rule: str, section: str) -> None:
        problem = RecordProblem(self.where(tag), tag, message, rule, self.file, 0, "", section, "repair")
        self.repairs.append(problem)

    def raw_value(self, tag: str) -> str:
        return next((t.value for t in self.raw.tags if t.name == tag), "")


_SYNTAX_SECTIONS: Final = {
    "pbn-comment-unclosed": "PBN 3.8",
    "pbn-outside-section": "PBN 3.1",
    "pbn-tag-syntax": "PBN 3.3",
    "pbn-tag-name": "PBN 3.3",
    "pbn-tag-value-unclosed": "PBN 3.3",
    "pbn-tag-unclosed": "PBN 3.3",
}

_UNKNOWN: Final = "?"
"""The value of a tag whose value is not known (PBN 3.4)."""


def _value(tags: Mapping[str, str], name: str) -> str:
    """A tag's value stripped, with an irregularity mark '^' (PBN 3.9) left off; '' when unknown."""
    text = tags.get(name, "").strip().removeprefix("^")
    return "" if text == _UNKNOWN else text


def _game(
    raw: RawGame,
    tags: dict[str, str],
    lines: dict[str, int],
    notes: tuple[str, ...],
    written: tuple[Tag, ...],
    file: str | None,
    inherited: dict[str, str],
    strict: bool,
) -> Game:
    board = _Board(raw, lines, file)
    if not strict:
        for name in sorted(inherited):
            tags[name] = inherited[name]
            board.repair(
                name,
                f"took [{name} {quote(inherited[name])}] from the previous game, which this game leaves out without '#'",
                "pbn-inherited-without-hash",
                "PBN 4.8",
            )
    hands = _hands(tags, board)
    deal = Deal(hands) if all(hand is not None and len(hand) == 13 for hand in hands) else None  # type: ignore[arg-type]
    dealer = _seat(tags, "Dealer", board, "PBN 3.4.9")
    vulnerability = None
    if _value(tags, "Vulnerable"):
        try:
            vulnerability = Vulnerability.parse(_value(tags, "Vulnerable"))
        except TrickcardsError:
            board.fault(
                "Vulnerable",
                f"{quote(_value(tags, 'Vulnerable'))} is not a vulnerability (None, NS, EW or All)",
                "pbn-vulnerable",
                "PBN 3.4.10",
            )
    contract, passed_out = _contract(tags, board)
    result = _result(tags, contract, board)
    auction = None
    if "Auction" in tags:
        first = _seat(tags, "Auction", board, "PBN 3.5")
        if dealer is None:
            dealer = first
        if first is not None and dealer is not None:
            skipped, calls = _calls(raw.section_words("Auction"), board)
            first = Seat((first + skipped) % 4)
            irregular = any(word.startswith("^") for word, _ in raw.section_words("Auction"))
            # A declarer marked '^' is irregular (PBN 3.4.13): the auction need not give it.
            agreed = None if tags.get("Declarer", "").strip().startswith("^") else contract
            auction = _replay_auction(dealer, first, calls, agreed, passed_out and not irregular, board, irregular)
            if auction.is_passed_out:
                passed_out = True
    play = None
    if "Play" in tags and deal is not None and contract is not None and contract.declarer is not None:
        leader = _seat(tags, "Play", board, "PBN 3.6")
        if leader is not None:
            play = _replay_play(Play(deal=deal, contract=contract), leader, raw.section_words("Play"), board)
    if play is not None and play.is_complete and result is not None and play.declarer_tricks != result:
        board.fault(
            "Result",
            f"{result} tricks, but the [Play] gives declarer {play.declarer_tricks}",
            "result-against-play",
            "rules section 5.9",
        )
    elif play is not None and result is not None and not play.declarer_tricks <= result <= 13 - play.defender_tricks:
        # A claim cannot give back tricks already won (a play that stops short).
        board.fault(
            "Result",
            f"{result} tricks, but in the [Play] declarer has won {play.declarer_tricks} "
            f"and the defenders {play.defender_tricks} already",
            "result-against-play",
            "rules section 5.9",
        )
    return Game(
        tags=tags,
        line=raw.line,
        deal=deal,
        dealer=dealer,
        vulnerability=vulnerability,
        auction=auction,
        notes=notes,
        play=play,
        contract=contract,
        passed_out=passed_out,
        result=result,
        score=tags.get("Score"),
        repairs=tuple(board.repairs),
        errors=tuple(board.errors),
        written=written,
        preamble=raw.preamble,
        hands=hands if any(hand is not None for hand in hands) else None,
    )


def _hands(tags: dict[str, str], board: _Board) -> tuple[Hand | None, Hand | None, Hand | None, Hand | None]:
    """The hands of ``[Deal]`` by seat, ``None`` for a hand not given (``-``, PBN 3.4.11) or not read."""
    text = _value(tags, "Deal")
    none = (None, None, None, None)
    if not text:
        return none
    try:
        deal = Deal.parse(text)
    except TrickcardsError:
        pass  # a hand not given, an end position, or a fault: named below
    else:
        return (deal[Seat.NORTH], deal[Seat.EAST], deal[Seat.SOUTH], deal[Seat.WEST])
    faults = deal_faults(text)
    if faults:
        for fault in faults:
            board.fault("Deal", fault, "pbn-deal", "PBN 3.4.11", text=text)
        return none
    stripped = text.strip()
    first = Seat.parse(stripped[0])
    hands: list[Hand | None] = [None] * 4
    for offset, group in enumerate(stripped[2:].split()):
        hand = None if group == "-" else Hand.parse(group)
        hands[(first + offset) % 4] = hand if hand else None
    return (hands[0], hands[1], hands[2], hands[3])


_SIDES: Final = {"NS": Side.NORTH_SOUTH, "EW": Side.EAST_WEST}
_STRAINS: Final = frozenset({"C", "D", "H", "S", "N", "NT"})


def _result(tags: dict[str, str], contract: Contract | None, board: _Board) -> int | None:
    """Tricks won by declarer's side from ``[Result]`` (PBN 3.4.15): ``9``, ``NS 9 EW 4``, ``EW 4``; ``None`` when unknown."""
    text = _value(tags, "Result")
    if not text:
        return None
    words = text.split()
    if len(words) == 1 and _tricks(text) is not None:
        return _tricks(text)
    by_side: dict[Side, int] = {}
    if len(words) in (2, 4):
        for name, count in zip(words[::2], words[1::2], strict=True):
            side, tricks = _SIDES.get(name), _tricks(count)
            if side is None or tricks is None or side in by_side:
                break
            by_side[side] = tricks
        else:
            if len(by_side) < 2 or sum(by_side.values()) == 13:
                declarer = contract.declarer if contract is not None else None
                if declarer is None:
                    return None
                ours = by_side.get(declarer.side)
                return ours if ours is not None else 13 - by_side[declarer.side.opponents]
            board.fault(
                "Result", f"{quote(text)}: the two sides' tricks do not add up to 13", "pbn-result", "PBN 3.4.15"
            )
            return None
    board.fault(
        "Result",
        f"{quote(text)} is not a number of tricks (0 to 13) nor a result such as 'NS 9 EW 4'",
        "pbn-result",
        "PBN 3.4.15",
    )
    return None


def _tricks(text: str) -> int | None:
    return int(text) if text.isascii() and text.isdigit() and len(text) < 3 and int(text) <= 13 else None


def _seat(tags: dict[str, str], name: str, board: _Board, section: str) -> Seat | None:
    text = _value(tags, name)
    if not text:
        return None
    try:
        return Seat.parse(text)
    except TrickcardsError:
        board.fault(name, f"{quote(text)} is not a seat (N, E, S or W)", f"pbn-{name.lower()}-seat", section)
        return None


def _contract(tags: dict[str, str], board: _Board) -> tuple[Contract | None, bool]:
    text = _value(tags, "Contract")
    if not text:
        return None, False
    if ascii_upper(text) in {"PASS", "P", "AP"}:
        return None, True
    if ascii_upper(text) in _STRAINS:
        return None, False  # only the trump suit, as an end position gives it (PBN 3.10)
    declarer = _value(tags, "Declarer")
    try:
        contract = Contract.parse(text)
    except TrickcardsError as error:
        board.fault("Contract", str(error), "pbn-contract", "PBN 3.4.14")
        return None, False
    if declarer:
        try:
            contract = Contract(contract.level, contract.strain, contract.doubling, Seat.parse(declarer))
        except TrickcardsError:
            board.fault("Declarer", f"{quote(declarer)} is not a seat (N, E, S or W)", "pbn-declarer", "PBN 3.4.13")
    return contract, False


def _skipped(word: str) -> bool:
    """Tokens of a section that are no call or card: notes, NAGs, annotations, irregularity marks."""
    return (
        (word.startswith("=") and word.endswith("=") and len(word) > 1)  # a note reference (PBN 3.5.3)
        or (word.startswith("$") and word[1:].isascii() and word[1:].isdigit())  # a NAG (PBN 3.7)
        or (word.startswith("^") and len(word) == 2)  # an irregularity (PBN 3.9)
        or (bool(word) and not word.strip("!?"))  # a suffix annotation written apart (PBN 3.5.2)
        or word == "*"
    )


def _calls(words: list[tuple[str, int]], board: _Board) -> tuple[int, list[tuple[Call | None, int, str]]]:
    """The number of leading ``-`` (players before the dealer, PBN 3.5.1) and the calls of an auction section.

    ``None`` stands for ``AP``. The calls stop at ``+`` (the auction goes on in a later
    game, PBN 3.5.4) and at the first word that is not a call, which is a fault.
    """
    calls: list[tuple[Call | None, int, str]] = []
    skipped = 0
    for word, word_line in words:
        if _skipped(word):
            continue
        if word == "-" and not calls:
            skipped += 1
            continue
        if word == "+":
            break
        if ascii_upper(word) == "AP":
            calls.append((None, word_line, word))
            continue
        try:
            calls.append((Call.parse(word.rstrip("!?")), word_line, word))
        except TrickcardsError:
            board.fault(
                "Auction",
                f"{quote(word)} is not a call; the auction stops before it",
                "pbn-call",
                "PBN 3.5",
                word_line,
                word,
            )
            break
    return skipped, calls


def _run(dealer: Seat, calls: Sequence[Call | None]) -> Auction:
    auction = Auction(dealer)
    for call in calls:
        if call is None:
            while not auction.is_complete:
                auction = auction.add(PASS)
        else:
            auction = auction.add(call)
    return auction


def _legal_prefix(dealer: Seat, written: list[tuple[Call | None, int, str]], board: _Board | None) -> Auction:
    """The auction up to its first illegal call, which is reported with its line and rule (unless ``board`` is ``None``)."""
    auction = Auction(dealer)
    for number, (_, line, word) in enumerate(written, start=1):
        try:
            auction = _run(dealer, [call for call, _, _ in written[:number]])
        except TrickcardsError as error:
            if board is None:
                break
            board.fault(
                "Auction",
                f"call {number} {quote(word)}: {error}; the auction stops before it",
                "auction-illegal-call",
                "rules A1-A8",
                line,
                word,
            )
            break
    return auction


def _agrees(auction: Auction, contract: Contract | None, passed_out: bool, doubling: bool = True) -> bool:
    """Whether the complete ``auction`` gives the tags' contract (``doubling=False``: apart from X/XX)."""
    if contract is None:
        return not passed_out or auction.is_passed_out
    final = auction.contract
    if final is None:
        return False
    if contract.declarer is not None and final.declarer != contract.declarer:
        return False
    return (final.level, final.strain) == (contract.level, contract.strain) and (
        not doubling or final.doubling == contract.doubling
    )


_A10: Final = "rule A10: declarer is the first of the side to name the strain"


def _replay_auction(
    dealer: Seat,
    first: Seat,
    written: list[tuple[Call | None, int, str]],
    contract: Contract | None,
    passed_out: bool,
    board: _Board,
    irregular: bool = False,
) -> Auction:
    missing = (first - dealer) % 4
    calls = [call for call, _, _ in written]
    if irregular:
        # An auction with irregularities (PBN 3.9) is replayed as far as the rules allow.
        return _legal_prefix(dealer, [(PASS, board.where("Auction"), "Pass")] * missing + written, None)
    if missing:
        board.fault(
            "Auction",
            f"[Auction {quote(first.letter)}] does not start with dealer {dealer.letter}",
            "auction-not-from-dealer",
            "rule A1",
        )
    try:
        as_written = _run(dealer, [PASS] * missing + calls)
    except TrickcardsError:
        as_written = None
    if as_written is None or not as_written.is_complete or _agrees(as_written, contract, passed_out):
        if as_written is not None:
            return as_written
    elif _agrees(as_written, contract, passed_out, doubling=False):
        board.fault(
            "Contract",
            f"the auction gives {as_written.contract}, doubled otherwise than [Contract] says",
            "contract-against-auction",
            "rule A9",
        )
        return as_written
    else:
        board.fault(
            "Auction",
            f"the auction {quote(str(as_written))} gives {_describe(as_written)}, "
            f"but the tags say {_describe_tags(contract, passed_out)}",
            "declarer-against-auction",
            _A10,
            text="",
        )
    # Try up to three more leading passes, for files that leave the passes out.
    for extra in range(4):
        padded: list[Call | None] = [PASS] * (missing + extra)
        try:
            auction = _run(dealer, padded + calls)
        except TrickcardsError:
            continue
        if not auction.is_complete or _agrees(auction, contract, passed_out, doubling=False):
            if missing + extra:
                passes = "1 leading pass" if missing + extra == 1 else f"{missing + extra} leading passes"
                board.repair(
                    "Auction",
                    f"inserted {passes} so that the auction gives {_describe_tags(contract, passed_out)}",
                    "auction-leading-passes",
                    "rule A1",
                )
            if auction.is_complete and not _agrees(auction, contract, passed_out):
                board.fault(
                    "Contract",
                    f"the auction gives {auction.contract}, doubled otherwise than [Contract] says",
                    "contract-against-auction",
                    "rule A9",
                )
            return auction
    if as_written is None:
        return _legal_prefix(dealer, [(PASS, board.where("Auction"), "Pass")] * missing + written, board)
    board.repair(
        "Auction",
        f"kept the auction, which gives {_describe(as_written)}, against {_describe_tags(contract, passed_out)}",
        "declarer-against-auction",
        _A10,
    )
    return as_written


def _describe(auction: Auction) -> str:
    if auction.is_passed_out:
        return "a passed-out board"
    contract = auction.contract
    return f"declarer {contract.declarer} in {contract}" if contract is not None else "no contract"


def _describe_tags(contract: Contract | None, passed_out: bool) -> str:
    if contract is None:
        return "a passed-out board" if passed_out else "no contract"
    return f"declarer {contract.declarer} in {contract}" if contract.declarer is not None else f"contract {contract}"


def _replay_play(play: Play, first: Seat, words: list[tuple[str, int]], board: _Board) -> Play:
    """Replay the ``[Play]`` section: rows of four cards in seat order from ``first``, ``-`` for none."""
    cards: list[tuple[str, int]] = []
    irregular = any(word.startswith("^") for word, _ in words)  # a revoke or lead out of turn (PBN 3.9)
    for word, word_line in words:
        if word == "+":
            break  # the play goes on in a later game (PBN 3.6.4)
        if not _skipped(word):
            cards.append((word.rstrip("!?"), word_line))
    opening = play.next_player
    if first != opening:
        board.fault(
            "Play",
            f"[Play {quote(first.letter)}] but {opening} has the opening lead; the play is ignored",
            "play-opening-lead",
            "rule A11",
        )
        return play
    line = board.where("Play")
    for start in range(0, len(cards), 4):
        row = cards[start : start + 4]
        if len(row) < 4:
            row = row + [("-", line)] * (4 - len(row))
        trick_leader = play.next_player
        if trick_leader is None:
            if any(w != "-" for w, _ in row):
                board.fault(
                    "Play",
                    f"{quote(row[0][0])} and the cards after it follow the 13th trick",
                    "play-after-last-trick",
                    "rules section 5.9",
                    row[0][1],
                    row[0][0],
                )
            break
        for offset in range(4):
            seat = _SEATS[(trick_leader + offset) & 3]
            word, word_line = row[(seat - first) % 4]
            if word == "-":
                return play  # a claim: the rest was not played
            try:
                play = play.play(Card.parse(word), seat)
            except TrickcardsError as error:
                if irregular:
                    return play  # replayed as far as the rules allow
                board.fault(
                    "Play",
                    f"{quote(word)} by {seat.name.title()}: {error}; the play stops before it",
                    "play-illegal-card",
                    "rules section 5",
                    word_line,
                    word,
                )
                return play
    return play


# --- writing --------------------------------------------------------------------


def repaired(game: Game) -> Game:
    r"""``game`` as lenient mode repaired it, written so: the passes it inserted, the tags it took.

    What :func:`write_pbn` then writes reads in strict mode to the same board (its
    faults other than these aside), as ``trickcards validate --lenient`` writes it.

    >>> game = read_pbn('[Dealer "E"]\n[Declarer "W"]\n[Contract "1NT"]\n[Auction "E"]\n1NT AP\n', strict=False)[0]
    >>> print(write_pbn([repaired(game)]), end="")
    [Dealer "E"]
    [Declarer "W"]
    [Contract "1NT"]
    [Auction "E"]
    Pass Pass
    1NT AP
    >>> str(read_pbn(write_pbn([repaired(game)]))[0].auction)
    'E: Pass Pass 1NT Pass Pass Pass'
    """
    game = inputs.instance(game, Game, "a PBN game")
    rules = {repair.rule for repair in game.repairs}
    written = list(game.written)
    if "auction-leading-passes" in rules and game.auction is not None:
        index = next(i for i, tag in enumerate(written) if tag.name == "Auction")
        tag = written[index]
        words = [word for line in tag.section for word in line if word[:1] not in ("{", ";", "%")]
        calls = [word for word in words if not _skipped(word) and word != "-"]
        written_passes = next((i for i, word in enumerate(calls) if ascii_upper(word) not in ("PASS", "P")), len(calls))
        passes = next((i for i, call in enumerate(game.auction.calls) if call != PASS), len(game.auction.calls))
        head, *rest = tag.section or ((),)
        rest = [tuple(word for word in line if word != "-") for line in rest]
        section = (head, ("Pass",) * (passes - written_passes), *(line for line in rest if line))
        written[index] = Tag("Auction", game.auction.dealer.letter, section)
    names = {tag.name for tag in written}
    taken = [r.tag for r in game.repairs if r.rule == "pbn-inherited-without-hash" and r.tag not in names]
    written += [Tag(name, game.tags[name]) for name in taken]
    return evolve(game, written=tuple(written))


def write_pbn(games: Iterable[Game], newline: str = "\n") -> str:
    r"""PBN text of ``games``, separated by blank lines, that reads back to equal games.

    Each game's tags are written as they were read, in their order, with their sections
    line by line, notes and comments. A tag the game has without writing it (a ``##``
    value, or a board tag lenient mode took from the game before) is written out unless
    the reader would fill it in again from the previous game written. ``newline`` is
    ``"\r\n"`` for the export format (PBN 2.3) or for a file that had it.

    >>> text = '[Board "1"]\n[Dealer "N"]\n[Contract "1S"]\n\n[Contract "2S"]\n'
    >>> games = read_pbn(text)
    >>> write_pbn(games) == text
    True
    >>> print(write_pbn(read_pbn(text, strict=False)[1:]), end="")
    [Contract "2S"]
    [Board "1"]
    [Dealer "N"]
    >>> write_pbn(games, newline="\r\n").count("\r\n")
    5
    """
    if newline not in ("\n", "\r\n"):
        raise TrickcardsError(f"{quote(newline)} is not a line end: expected '\\n' or '\\r\\n'")
    blocks: list[str] = []
    previous: Mapping[str, str] = {}
    sticky: dict[str, str] = {}
    for game in inputs.sequence(games, lambda game: inputs.instance(game, Game, "a PBN game"), "a list of games"):
        if not isinstance(game, Game):
            raise TrickcardsError(f"{quote(game)} is not a Game")
        lines = [" ".join(items) for items in game.preamble]
        names = {tag.name for tag in game.written}
        as_written = {tag.name: game.tags.get(tag.name, tag.value) for tag in game.written if tag.name != "Note"}
        for tag in game.written:
            lines.append(_tag_text(tag))
            if tag.value.startswith("##"):
                sticky[tag.name] = tag.value[2:]
        for name in sorted(game.tags.keys() - names):
            value = game.tags[name]
            # What the reader fills in again is left out: a '##' value, or a board tag
            # of the game before (lenient mode); anything else is written out.
            taken = _taken(as_written, previous).get(name) == value
            if sticky.get(name) != value and not taken:
                lines.append(_tag_text(Tag(name, value)))
        blocks.append("".join(line + "\n" for line in lines))
        previous = game.tags
    text = "\n".join(blocks)
    return text.replace("\r\n", "\n").replace("\n", "\r\n") if newline == "\r\n" else text


MANDATORY_TAGS: Final = (
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
)
"""The Mandatory Tag Set in the order the export format writes it (PBN 3.4)."""


def export_pbn(games: Iterable[Game]) -> str:
    r"""``games`` in the PBN export format (PBN 2.1, 3.4): a game as one program must give it to another.

    The fifteen mandatory tags come first, in their order, ``"?"`` for one the game does
    not give; then the auction with its notes and the play with theirs; then the other
    tags sorted by name. Tokens are separated by one space, comments are left out, each
    tag is given in full (no ``#``), and lines end with CRLF (PBN 2.3). The text reads
    back to games with the same tags, deal, auction and play.

    >>> game = read_pbn('[Contract "3NT"]\n[Board "1"]\n[Auction "N"]\n1NT   Pass {a comment} 3NT AP\n')[0]
    >>> print(export_pbn([game]).replace("\r\n", "\n"), end="")
    [Event "?"]
    [Site "?"]
    [Date "?"]
    [Board "1"]
    [West "?"]
    [North "?"]
    [East "?"]
    [South "?"]
    [Dealer "?"]
    [Vulnerable "?"]
    [Deal "?"]
    [Scoring "?"]
    [Declarer "?"]
    [Contract "3NT"]
    [Result "?"]
    [Auction "N"]
    1NT Pass 3NT AP
    """
    blocks: list[str] = []
    for game in inputs.sequence(games, lambda game: inputs.instance(game, Game, "a PBN game"), "a list of games"):
        written = {tag.name: tag for tag in game.written if tag.name != "Note"}
        notes = [tag for tag in game.written if tag.name == "Note"]
        lines = [_tag_text(Tag(name, game.tags.get(name, "?"))) for name in MANDATORY_TAGS]
        for name in ("Auction", "Play"):
            if name in game.tags:
                lines.append(_tag_text(_bare(written.get(name, Tag(name, game.tags[name])), game.tags[name])))
                if name == "Auction":
                    lines += [_tag_text(_bare(note, note.value)) for note in notes]
        others = sorted(game.tags.keys() - {*MANDATORY_TAGS, "Auction", "Play", "Note"})
        lines += [_tag_text(_bare(written.get(name, Tag(name, game.tags[name])), game.tags[name])) for name in others]
        blocks.append("".join(line.replace("\n", "\r\n") + "\r\n" for line in lines))
    return "\r\n".join(blocks)


def _bare(tag: Tag, value: str) -> Tag:
    """``tag`` with ``value`` and its section's words only, one space between them, no comments."""
    rows = tuple(tuple(w for w in row if w[:1] not in ("{", ";", "%")) for row in tag.section)
    head, *rest = rows or ((),)
    return Tag(tag.name, value, (head, *(row for row in rest if row)) if rows else ())


def pbn_tags(
    tags: Mapping[str, str],
    auction: Auction | None = None,
    notes: Sequence[str] = (),
    play: Play | None = None,
    *,
    note_calls: Sequence[int] = (),
) -> tuple[Tag, ...]:
    r"""The PBN tags of a game known by its values: ``tags`` in order, then ``[Auction]``, the notes and ``[Play]``.

    Readers of other formats (LIN) give their games these tags, so that any game can be
    written as PBN. The auction goes four calls a line from the dealer; the play one
    trick a line, in seat order from the opening leader, ``-`` for a card not played.
    ``note_calls`` gives, for each note in turn, the number of the call (from 1) it
    explains: ``=1=`` follows that call, as PBN links a call to ``[Note "1:..."]``.

    >>> from trickcards.bridge import Auction, Call
    >>> auction = Auction(Seat.NORTH)
    >>> for call in ("1NT", "Pass", "3NT", "Pass", "Pass", "Pass"):
    ...     auction = auction.add(Call.parse(call))
    >>> print(write_pbn([Game(tags={}, line=1, written=pbn_tags({"Dealer": "N"}, auction))]), end="")
    [Dealer "N"]
    [Auction "N"]
    1NT Pass 3NT Pass
    Pass Pass
    """
    tags = _to_mapping(tags)
    auction = None if auction is None else inputs.instance(auction, Auction, "an auction")
    notes = inputs.sequence(notes, lambda note: inputs.instance(note, str, "a note"), "notes")
    play = None if play is None else inputs.instance(play, Play, "a play")
    note_calls = inputs.sequence(note_calls, lambda n: inputs.integer(n, "a call number", low=0), "call numbers")
    written = [Tag(name, value) for name, value in tags.items()]
    if auction is not None:
        words = [[str(call)] for call in auction.calls]
        for note, call in enumerate(note_calls, start=1):
            if 1 <= call <= len(words):
                words[call - 1].append(f"={note}=")
        rows = tuple(tuple(word for group in words[i : i + 4] for word in group) for i in range(0, len(words), 4))
        written.append(Tag("Auction", auction.dealer.letter, ((), *rows) if rows else ()))
    written.extend(Tag("Note", note) for note in notes)
    if play is not None and play.played:
        leader = play.declarer.rotate(1)
        cards: list[tuple[str, ...]] = []
        tricks = (*play.tricks, play.current_trick) if play.current_trick.cards else play.tricks
        for trick in tricks:
            row = ["-"] * 4
            for offset, card in enumerate(trick.cards):
                row[(trick.leader + offset - leader) % 4] = str(card)
            cards.append(tuple(row))
        written.append(Tag("Play", leader.letter, ((), *cards)))
    return tuple(written)


def _escape(value: str) -> str:
    """A tag value as PBN writes it: a quote, and a backslash the reader would take for an escape, get one."""
    out = []
    for i, ch in enumerate(value):
        if ch == '"' or (ch == "\\" and value[i + 1 : i + 2] in ("", '"', "\\")):
            out.append("\\")
        out.append(ch)
    return "".join(out)


def _tag_text(tag: Tag) -> str:
    value = _escape(tag.value)
    head, *rest = tag.section or ((),)
    text = f'[{tag.name} "{value}"]' + "".join(" " + item for item in head)
    return "\n".join([text, *(" ".join(items) for items in rest)])
