"""PBN (Portable Bridge Notation) records of played boards: :func:`read_pbn` and :func:`write_pbn`.

:func:`read_pbn` turns PBN text into :class:`Game` records: the tags, the deal, the
auction replayed through :class:`~trickcards.bridge.Auction`, the recorded play
replayed through :class:`~trickcards.bridge.Play`, the contract and the result. It
handles comments (``{...}`` and ``;``), ``%`` directive lines, tag inheritance (``#``
and, in export files, omitted board tags), ``AP`` (all pass), notes (``=1=``) inside
auctions, ``-`` for cards not played after a claim and passed-out boards.

Lenient mode (``strict=False``) reads every board it can and lists each board's faults
in :attr:`Game.errors` (a :class:`~trickcards.record_problems.RecordProblem` each: line,
tag, the card or call at fault, the rule), repairing what it can (an auction written
without its leading passes gets them back, noted in :attr:`Game.repairs`). Strict mode
(the default) raises the first fault of the file as a
:class:`~trickcards.errors.ParseError` with the same message.

:func:`write_pbn` writes games back: the tags as written and in their order, the
sections with their line breaks, notes and commentary, so that reading the text again
gives equal games.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Final

from attrs import field, frozen

from trickcards import inputs
from trickcards.bridge.auction import Auction
from trickcards.bridge.calls import PASS, Call
from trickcards.bridge.contract import Contract
from trickcards.bridge.deal import Deal, Vulnerability
from trickcards.bridge.play import Play
from trickcards.bridge.scoring import duplicate_score
from trickcards.cards import Card, ascii_upper
from trickcards.errors import ParseError, TrickcardsError
from trickcards.frozen import FrozenMapping
from trickcards.inputs import MAX_DIGITS, is_a, quote
from trickcards.pbn_syntax import RawGame, Tag, raw_games
from trickcards.record_problems import RecordProblem, deal_faults
from trickcards.seats import Seat, Side

__all__ = ["INHERITED_TAGS", "Game", "Tag", "pbn_tags", "read_pbn", "write_pbn"]

_SEATS: Final = tuple(Seat)

INHERITED_TAGS: Final = frozenset(
    {"Event", "Site", "Date", "Stage", "Round", "Section", "HomeTeam", "VisitTeam", "Board", "Dealer"}
    | {"Vulnerable", "Deal", "Scoring", "Competition"}
)
"""Tags a game inherits from the previous game when it leaves them out (PBN export files).

Only the tags that describe the event and the board; never a table's players or result.
"""


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
    repairs: tuple[str, ...] = field(default=(), validator=is_a(tuple, "the repairs", of=str))
    """What lenient mode changed to make the record consistent."""
    errors: tuple[RecordProblem, ...] = field(default=(), validator=is_a(tuple, "the problems", of=RecordProblem))
    """Every fault found in the board (lenient mode; strict mode raises the first)."""
    written: tuple[Tag, ...] = field(default=(), validator=is_a(tuple, "the written tags", of=Tag))
    """The tags as written, in order, each with its section and comments (what :meth:`to_pbn` writes)."""
    preamble: tuple[tuple[str, ...], ...] = field(default=(), validator=is_a(tuple, "the preamble", of=tuple))
    """Comments and ``%`` lines before the first tag, line by line."""

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
        """The ``[Score]`` tag signed for North-South (``"EW 100"`` is -100); ``None`` when absent or unreadable."""
        return north_south_points(self.score) if self.score else None

    @property
    def score_agrees(self) -> bool | None:
        """Whether :attr:`recorded_score` equals :attr:`computed_score`; ``None`` when either is unknown."""
        ours, theirs = self.computed_score, self.recorded_score
        return None if ours is None or theirs is None else ours == theirs

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


def north_south_points(tag: str) -> int | None:
    """A ``[Score]`` value from North-South's view: ``"NS 420"`` -> 420, ``"EW 100"`` -> -100, ``"-50"`` -> -50.

    >>> north_south_points("EW -620"), north_south_points("NS 420"), north_south_points("lots")
    (620, 420, None)
    """
    parts = tag.split()
    if len(parts) == 1:
        parts = ["NS", parts[0]]
    if len(parts) != 2 or parts[0] not in ("NS", "EW"):
        return None
    digits = parts[1].removeprefix("-")
    if not (digits.isascii() and digits.isdigit() and len(digits) < 7):
        return None
    points = int(parts[1])
    return points if parts[0] == "NS" else -points


# --- reading --------------------------------------------------------------------


def read_pbn(text: str, strict: bool = True, *, file: str | None = None) -> list[Game]:
    r"""Read every game of PBN ``text``; ``file`` names it in the problems.

    With ``strict=False`` every board is read, one :class:`Game` each, whatever is
    wrong with it: each fault goes to :attr:`Game.errors` and an auction written
    without its leading passes is repaired. With ``strict=True`` the first fault of the
    file raises :class:`~trickcards.errors.ParseError` with the same message.

    >>> games = read_pbn('[Dealer "E"]\n[Declarer "W"]\n[Contract "1NT"]\n[Auction "E"]\n1NT AP\n', strict=False)
    >>> str(games[0].auction), games[0].repairs
    ('E: Pass Pass 1NT Pass Pass Pass', ('inserted 2 leading passes so that the auction gives declarer W in 1NTW',))
    >>> print(games[0].errors[0])
    line 4: [Auction]: the auction 'E: 1NT Pass Pass Pass' gives declarer E in 1NTE, but the tags say declarer W in 1NTW (rule A10: declarer is the first of the side to name the strain)
    >>> bad = '[Deal "N:AKQJ.AKQ.AKQ.AKQ AT98.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n'
    >>> [problem.message for problem in read_pbn(bad, strict=False, file="x.pbn")[0].errors]
    ['SA is held by North and East', 'S7 is held by no one']
    >>> read_pbn(bad, file="x.pbn")
    Traceback (most recent call last):
    ...
    trickcards.errors.ParseError: x.pbn:1: [Deal]: SA is held by North and East (section 3.2: 52 cards, 13 to each player)
    """
    if not isinstance(text, str):
        raise ParseError(f"{quote(text)} is not PBN text")
    if file is not None and not isinstance(file, str):
        raise ParseError(f"{quote(file)} is not a file name")
    games: list[Game] = []
    previous: dict[str, str] = {}
    for raw in raw_games(text):
        tags: dict[str, str] = {}
        lines: dict[str, int] = {}
        notes: list[str] = []
        written: list[Tag] = []
        for tag, line in zip(raw.tags, raw.lines, strict=True):
            value = previous.get(tag.name, "") if tag.value == "#" else tag.value
            if tag.name == "Note":
                notes.append(value)
            tags[tag.name] = value
            lines.setdefault(tag.name, line)
            written.append(Tag(tag.name, value, tag.section))
        for name in INHERITED_TAGS - tags.keys():
            if name in previous:
                tags[name] = previous[name]
        previous = tags
        game = _game(raw, tags, lines, tuple(notes), tuple(written), file)
        if strict and game.errors:
            raise game.errors[0].to_error()
        games.append(game)
    return games


class _Board:
    """The faults and repairs of the board being read."""

    def __init__(self, raw: RawGame, lines: dict[str, int], file: str | None) -> None:
        self.raw = raw
        self.lines = lines
        self.file = file
        self.errors: list[RecordProblem] = [
            RecordProblem(line, tag, message, rule, file) for line, tag, message, rule in raw.problems
        ]
        self.repairs: list[str] = []

    def where(self, name: str) -> int:
        return self.lines.get(name, self.raw.line)

    def fault(self, tag: str, message: str, rule: str, line: int | None = None) -> None:
        self.errors.append(RecordProblem(self.where(tag) if line is None else line, tag, message, rule, self.file))


def _game(
    raw: RawGame,
    tags: dict[str, str],
    lines: dict[str, int],
    notes: tuple[str, ...],
    written: tuple[Tag, ...],
    file: str | None,
) -> Game:
    board = _Board(raw, lines, file)
    deal = _deal(tags, board)
    dealer = _seat(tags, "Dealer", board)
    vulnerability = None
    if tags.get("Vulnerable"):
        try:
            vulnerability = Vulnerability.parse(tags["Vulnerable"])
        except TrickcardsError:
            board.fault(
                "Vulnerable", f"{quote(tags['Vulnerable'])} is not a vulnerability (None, NS, EW or All)", "PBN 3.4.5"
            )
    contract, passed_out = _contract(tags, board)
    result = _result(tags, board)
    auction = None
    if "Auction" in tags:
        first = _seat(tags, "Auction", board)
        if dealer is None:
            dealer = first
        if first is not None and dealer is not None:
            calls = _calls(raw.section_words("Auction"), board)
            auction = _replay_auction(dealer, first, calls, contract, passed_out, board)
            if auction.is_passed_out:
                passed_out = True
    play = None
    if "Play" in tags and deal is not None and contract is not None and contract.declarer is not None:
        leader = _seat(tags, "Play", board)
        if leader is not None:
            play = _replay_play(Play(deal=deal, contract=contract), leader, raw.section_words("Play"), board)
    if play is not None and play.is_complete and result is not None and play.declarer_tricks != result:
        board.fault("Result", f"{result} tricks, but the [Play] gives declarer {play.declarer_tricks}", "section 5.9")
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
    )


def _deal(tags: dict[str, str], board: _Board) -> Deal | None:
    text = tags.get("Deal", "")
    if not text:
        return None
    try:
        return Deal.parse(text)
    except TrickcardsError as error:
        faults = deal_faults(text) or [str(error)]
        for fault in faults:
            board.fault("Deal", fault, "section 3.2: 52 cards, 13 to each player")
        return None


def _result(tags: dict[str, str], board: _Board) -> int | None:
    """Tricks won by declarer's side from ``[Result]``; ``None`` when absent or not a number."""
    text = tags.get("Result", "").strip()
    if not text:
        return None
    if not (text.isascii() and text.isdigit() and len(text) < 4 and int(text) <= 13):
        board.fault("Result", f"{quote(text)} is not a number of tricks (0 to 13)", "section 5.9")
        return None
    return int(text)


def _seat(tags: dict[str, str], name: str, board: _Board) -> Seat | None:
    text = tags.get(name, "").strip()
    if not text:
        return None
    try:
        return Seat.parse(text)
    except TrickcardsError:
        board.fault(name, f"{quote(text)} is not a seat (N, E, S or W)", "PBN 3.4")
        return None


def _contract(tags: dict[str, str], board: _Board) -> tuple[Contract | None, bool]:
    text = tags.get("Contract", "").strip()
    if not text:
        return None, False
    if ascii_upper(text) in {"PASS", "P", "AP"}:
        return None, True
    declarer = tags.get("Declarer", "").strip()
    try:
        contract = Contract.parse(text)
        if declarer:
            contract = Contract(contract.level, contract.strain, contract.doubling, Seat.parse(declarer))
    except TrickcardsError as error:
        with_declarer = f" (with [Declarer {quote(declarer)}])" if declarer else ""
        board.fault("Contract", f"{error}{with_declarer}", "PBN 3.4.8")
        return None, False
    return contract, False


def _calls(words: list[tuple[str, int]], board: _Board) -> list[tuple[Call | None, int, str]]:
    """The calls of an auction section with their lines and text; ``None`` stands for ``AP``.

    The calls stop at the first word that is not a call.
    """
    calls: list[tuple[Call | None, int, str]] = []
    for word, word_line in words:
        if word in {"*", "+"} or (word.startswith("=") and word.endswith("=") and len(word) > 1):
            continue  # end of section, continuation mark, note reference
        if word.startswith("$") and word[1:].isdigit():
            continue  # a NAG annotation
        if ascii_upper(word) == "AP":
            calls.append((None, word_line, word))
            continue
        try:
            calls.append((Call.parse(word.rstrip("!?")), word_line, word))
        except TrickcardsError:
            board.fault("Auction", f"{quote(word)} is not a call; the auction stops before it", "PBN 3.5", word_line)
            break
    return calls


def _run(dealer: Seat, calls: Sequence[Call | None]) -> Auction:
    auction = Auction(dealer)
    for call in calls:
        if call is None:
            while not auction.is_complete:
                auction = auction.add(PASS)
        else:
            auction = auction.add(call)
    return auction


def _legal_prefix(dealer: Seat, written: list[tuple[Call | None, int, str]], board: _Board) -> Auction:
    """The auction up to its first illegal call, which is reported with its line and rule."""
    auction = Auction(dealer)
    for number, (_, line, word) in enumerate(written, start=1):
        try:
            auction = _run(dealer, [call for call, _, _ in written[:number]])
        except TrickcardsError as error:
            board.fault(
                "Auction", f"call {number} {quote(word)}: {error}; the auction stops before it", "rules A1-A8", line
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
) -> Auction:
    missing = (first - dealer) % 4
    calls = [call for call, _, _ in written]
    if missing:
        board.fault("Auction", f"[Auction {quote(first.letter)}] does not start with dealer {dealer.letter}", "rule A1")
    try:
        as_written = _run(dealer, [PASS] * missing + calls)
    except TrickcardsError:
        as_written = None
    if as_written is None or not as_written.is_complete or _agrees(as_written, contract, passed_out):
        if as_written is not None:
            return as_written
    elif _agrees(as_written, contract, passed_out, doubling=False):
        board.fault(
            "Contract", f"the auction gives {as_written.contract}, doubled otherwise than [Contract] says", "rule A9"
        )
        return as_written
    else:
        board.fault(
            "Auction",
            f"the auction {quote(str(as_written))} gives {_describe(as_written)}, "
            f"but the tags say {_describe_tags(contract, passed_out)}",
            _A10,
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
                board.repairs.append(
                    f"inserted {passes} so that the auction gives {_describe_tags(contract, passed_out)}"
                )
            if auction.is_complete and not _agrees(auction, contract, passed_out):
                board.fault(
                    "Contract",
                    f"the auction gives {auction.contract}, doubled otherwise than [Contract] says",
                    "rule A9",
                )
            return auction
    if as_written is None:
        return _legal_prefix(dealer, [(PASS, board.where("Auction"), "Pass")] * missing + written, board)
    board.repairs.append(
        f"kept the auction, which gives {_describe(as_written)}, against {_describe_tags(contract, passed_out)}"
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
    cards = [(w, ln) for w, ln in words if w != "*" and not (w.startswith("=") and w.endswith("=") and len(w) > 1)]
    opening = play.next_player
    if first != opening:
        board.fault(
            "Play", f"[Play {quote(first.letter)}] but {opening} has the opening lead; the play is ignored", "rule A11"
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
                    "Play", f"{quote(row[0][0])} and the cards after it follow the 13th trick", "section 5.9", row[0][1]
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
                board.fault(
                    "Play",
                    f"{quote(word)} by {seat.name.title()}: {error}; the play stops before it",
                    "section 5",
                    word_line,
                )
                return play
    return play


# --- writing --------------------------------------------------------------------


def write_pbn(games: Iterable[Game]) -> str:
    r"""PBN text of ``games``, separated by blank lines, that reads back to equal games.

    Each game's tags are written as they were read, in their order, with their sections
    line by line, notes and comments. A tag the game inherited without writing it
    (PBN export files) is written out unless the previous game written gives it.

    >>> text = '[Board "1"]\n[Dealer "N"]\n[Contract "1S"]\n\n[Contract "2S"]\n'
    >>> games = read_pbn(text)
    >>> write_pbn(games) == text
    True
    >>> print(write_pbn(games[1:]), end="")
    [Contract "2S"]
    [Board "1"]
    [Dealer "N"]
    """
    blocks: list[str] = []
    previous: Mapping[str, str] = {}
    for game in inputs.sequence(games, lambda game: inputs.instance(game, Game, "a PBN game"), "a list of games"):
        if not isinstance(game, Game):
            raise TrickcardsError(f"{quote(game)} is not a Game")
        lines = [" ".join(items) for items in game.preamble]
        names = {tag.name for tag in game.written}
        for tag in game.written:
            lines.append(_tag_text(tag))
        for name in sorted(INHERITED_TAGS - names):
            if name in game.tags and previous.get(name) != game.tags[name]:
                lines.append(_tag_text(Tag(name, game.tags[name])))
        blocks.append("".join(line + "\n" for line in lines))
        previous = game.tags
    return "\n".join(blocks)


def pbn_tags(
    tags: Mapping[str, str], auction: Auction | None = None, notes: Sequence[str] = (), play: Play | None = None
) -> tuple[Tag, ...]:
    r"""The PBN tags of a game known by its values: ``tags`` in order, then ``[Auction]``, the notes and ``[Play]``.

    Readers of other formats (LIN) give their games these tags, so that any game can be
    written as PBN. The auction goes four calls a line from the dealer; the play one
    trick a line, in seat order from the opening leader, ``-`` for a card not played.

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
    written = [Tag(name, value) for name, value in tags.items()]
    if auction is not None:
        calls = [str(call) for call in auction.calls]
        rows = tuple(tuple(calls[i : i + 4]) for i in range(0, len(calls), 4))
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
