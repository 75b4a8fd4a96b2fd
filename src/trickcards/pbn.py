"""A reader for PBN (Portable Bridge Notation) records of played boards.

:func:`read_pbn` turns PBN text into :class:`Game` records: the tags, the deal, the
auction replayed through :class:`~trickcards.bridge.Auction`, the recorded play
replayed through :class:`~trickcards.bridge.Play`, the contract and the result. It
handles comments (``{...}`` and ``;``), ``%`` directive lines, tag inheritance (``#``
and, in export files, omitted board tags), ``AP`` (all pass), notes (``=1=``) inside
auctions, ``-`` for cards not played after a claim and passed-out boards.

Strict mode (the default) raises :class:`~trickcards.errors.ParseError` with a line
number when a record contradicts itself, for example a ``[Declarer]`` that the
auction does not produce. Lenient mode repairs what it can (an auction written without
its leading passes gets them back) and notes each repair in :attr:`Game.repairs`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final

from attrs import field, frozen

from trickcards.bridge.auction import Auction
from trickcards.bridge.calls import PASS, Call
from trickcards.bridge.contract import Contract
from trickcards.bridge.deal import Deal, Vulnerability
from trickcards.bridge.play import Play
from trickcards.cards import Card, ascii_upper
from trickcards.errors import ParseError, TrickcardsError
from trickcards.frozen import FrozenMapping
from trickcards.seats import Seat

__all__ = ["INHERITED_TAGS", "Game", "read_pbn"]

_SEATS: Final = tuple(Seat)
_Where = Callable[[str], int]  # the line of a tag, by name

INHERITED_TAGS: Final = frozenset(
    {"Event", "Site", "Date", "Stage", "Round", "Section", "HomeTeam", "VisitTeam", "Board", "Dealer"}
    | {"Vulnerable", "Deal", "Scoring", "Competition"}
)
"""Tags a game inherits from the previous game when it leaves them out (PBN export files).

Only the tags that describe the event and the board; never a table's players or result.
"""


def _to_mapping(tags: Mapping[str, str]) -> Mapping[str, str]:
    return FrozenMapping(dict(tags))


@frozen
class Game:
    r"""One game of a PBN file: a board as played at one table.

    Absent parts are ``None``. :attr:`auction` is the replayed auction (complete when
    the record is), :attr:`play` the replayed play up to the last recorded card (a
    claim leaves it short of 13 tricks), :attr:`contract` comes from the ``[Contract]``
    and ``[Declarer]`` tags (``None`` when passed out), :attr:`result` from
    ``[Result]``.

    >>> text = '[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n'
    >>> text += '[Contract "7NT"]\n[Declarer "N"]\n[Auction "N"]\n7NT AP\n'
    >>> game = read_pbn(text)[0]
    >>> str(game.contract), game.auction.contract == game.contract, game.board
    ('7NTN', True, 1)
    """

    tags: Mapping[str, str] = field(converter=_to_mapping, hash=False)
    """Every tag's value after inheritance, by tag name."""
    line: int
    """The line of the file where the game starts."""
    deal: Deal | None = None
    """The deal, from ``[Deal]``."""
    dealer: Seat | None = None
    """The dealer, from ``[Dealer]`` (or the first caller of ``[Auction]``)."""
    vulnerability: Vulnerability | None = None
    """From ``[Vulnerable]``."""
    auction: Auction | None = None
    """The ``[Auction]`` section replayed from the dealer."""
    notes: tuple[str, ...] = ()
    """The ``[Note]`` tags, in order."""
    play: Play | None = None
    """The ``[Play]`` section replayed as far as it goes."""
    contract: Contract | None = None
    """From ``[Contract]`` and ``[Declarer]``; ``None`` when the board was passed out or the tag is absent."""
    passed_out: bool = False
    """True when ``[Contract]`` is ``Pass`` or the auction passed out."""
    result: int | None = None
    """Tricks won by declarer's side, from ``[Result]``."""
    score: str | None = None
    """The ``[Score]`` tag as written."""
    repairs: tuple[str, ...] = ()
    """What lenient mode changed to make the record consistent."""

    @property
    def board(self) -> int | None:
        """The board number, from ``[Board]``."""
        text = self.tags.get("Board", "").strip()
        return int(text) if text.isascii() and text.isdigit() else None


# --- tokens ---------------------------------------------------------------------


@frozen
class _Token:
    kind: str  # "tag", "word" or "blank"
    line: int
    name: str = ""
    value: str = ""


def _tokens(text: str) -> list[_Token]:
    tokens: list[_Token] = []
    i, n, line = 0, len(text), 1
    line_has_content = False
    at_line_start = True
    while i < n:
        ch = text[i]
        if at_line_start and ch == "%":
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        at_line_start = False
        if ch == "\n":
            if not line_has_content:
                tokens.append(_Token("blank", line))
            line += 1
            i += 1
            line_has_content = False
            at_line_start = True
            continue
        if ch in " \t\r\f\v":
            i += 1
            continue
        line_has_content = True
        if ch == "{":
            end = text.find("}", i)
            if end < 0:
                raise ParseError(f"line {line}: a comment opened with '{{' is never closed (PBN 3.1)")
            line += text.count("\n", i, end)
            i = end + 1
        elif ch == ";":
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif ch == "[":
            i = _tag(text, i, line, tokens)
        else:
            start = i
            while i < n and text[i] not in " \t\r\n\f\v[{;":
                i += 1
            tokens.append(_Token("word", line, value=text[start:i]))
    return tokens


def _tag(text: str, i: int, line: int, tokens: list[_Token]) -> int:
    """Read ``[Name "value"]`` at ``i``; return the index after it."""
    close = text.find("]", i)
    quote = text.find('"', i)
    if quote < 0 or (0 <= close < quote):
        raise ParseError(f'line {line}: {text[i : i + 40]!r} is not a tag: expected [Name "value"] (PBN 3.2)')
    name = text[i + 1 : quote].strip()
    if not name or not all(c.isalnum() or c == "_" for c in name):
        raise ParseError(f"line {line}: {name!r} is not a tag name (PBN 3.2: letters, digits and '_')")
    j = quote + 1
    value: list[str] = []
    while j < len(text) and text[j] != '"':
        if text[j] == "\n":
            raise ParseError(f"line {line}: the value of tag {name!r} runs past the end of the line (PBN 3.2)")
        if text[j] == "\\" and j + 1 < len(text):
            j += 1
        value.append(text[j])
        j += 1
    end = text.find("]", j)
    if j >= len(text) or end < 0 or text[j + 1 : end].strip():
        raise ParseError(f"line {line}: tag {name!r} is not closed with '\"]' (PBN 3.2)")
    tokens.append(_Token("tag", line, name=name, value="".join(value)))
    return end + 1


# --- games ----------------------------------------------------------------------


@frozen
class _RawGame:
    line: int
    tags: list[tuple[str, str, int]]  # name, value, line
    sections: dict[str, list[tuple[str, int]]]  # tag name -> words with their lines


def _raw_games(tokens: list[_Token]) -> list[_RawGame]:
    games: list[_RawGame] = []
    current: _RawGame | None = None
    section: list[tuple[str, int]] | None = None
    for token in tokens:
        if token.kind == "blank":
            current, section = None, None
        elif token.kind == "tag":
            if current is None:
                current = _RawGame(token.line, [], {})
                games.append(current)
            current.tags.append((token.name, token.value, token.line))
            section = current.sections.setdefault(token.name, [])
        else:
            if section is None:
                raise ParseError(f"line {token.line}: {token.value!r} stands outside any tag section (PBN 3.3)")
            section.append((token.value, token.line))
    return games


def read_pbn(text: str, strict: bool = True) -> list[Game]:
    r"""Read every game of PBN ``text``.

    With ``strict=True`` a record that contradicts itself (an illegal auction, a
    ``[Declarer]`` or ``[Contract]`` the auction does not produce, a card not held)
    raises :class:`~trickcards.errors.ParseError` naming the line. With
    ``strict=False`` an auction written without its leading passes is repaired and
    other contradictions are noted in :attr:`Game.repairs` instead.

    >>> games = read_pbn('[Dealer "E"]\n[Declarer "W"]\n[Contract "1NT"]\n[Auction "E"]\n1NT AP\n', strict=False)
    >>> str(games[0].auction), games[0].repairs
    ('E: Pass Pass 1NT Pass Pass Pass', ('inserted 2 leading passes so that the auction gives declarer W in 1NTW',))
    """
    if not isinstance(text, str):
        raise ParseError(f"{text!r} is not PBN text")
    games: list[Game] = []
    previous: dict[str, str] = {}
    for raw in _raw_games(_tokens(text)):
        tags: dict[str, str] = {}
        lines: dict[str, int] = {}
        notes: list[str] = []
        for name, written, line in raw.tags:
            value = previous.get(name, "") if written == "#" else written
            if name == "Note":
                notes.append(value)
            tags[name] = value
            lines[name] = line
        for name in INHERITED_TAGS - tags.keys():
            if name in previous:
                tags[name] = previous[name]
        previous = tags
        games.append(_game(raw, tags, lines, tuple(notes), strict))
    return games


def _game(raw: _RawGame, tags: dict[str, str], lines: dict[str, int], notes: tuple[str, ...], strict: bool) -> Game:
    def where(name: str) -> int:
        return lines.get(name, raw.line)

    repairs: list[str] = []
    deal = None
    if tags.get("Deal"):
        try:
            deal = Deal.parse(tags["Deal"])
        except TrickcardsError as error:
            raise ParseError(f"line {where('Deal')}: [Deal]: {error}") from None
    dealer = _seat(tags, "Dealer", where)
    vulnerability = None
    if tags.get("Vulnerable"):
        try:
            vulnerability = Vulnerability.parse(tags["Vulnerable"])
        except ParseError as error:
            raise ParseError(f"line {where('Vulnerable')}: [Vulnerable]: {error}") from None
    contract, passed_out = _contract(tags, where)
    result = _result(tags, strict, repairs, where)
    auction = None
    if "Auction" in tags:
        first = _seat(tags, "Auction", where)
        if dealer is None:
            dealer = first
        if first is not None and dealer is not None:
            calls = _calls(raw.sections.get("Auction", []))
            auction = _replay_auction(dealer, first, calls, contract, passed_out, strict, repairs, where("Auction"))
            if auction.is_passed_out:
                passed_out = True
    play = None
    if "Play" in tags and deal is not None and contract is not None and contract.declarer is not None:
        leader = _seat(tags, "Play", where)
        if leader is not None:
            play = _replay_play(
                Play(deal=deal, contract=contract), leader, raw.sections.get("Play", []), strict, repairs, where("Play")
            )
    if play is not None and play.is_complete and result is not None and play.declarer_tricks != result:
        message = (
            f"line {where('Result')}: [Result {result}] but the [Play] gives declarer {play.declarer_tricks} tricks"
        )
        if strict:
            raise ParseError(message)
        repairs.append(f"kept {message}")
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
        repairs=tuple(repairs),
    )


def _result(tags: dict[str, str], strict: bool, repairs: list[str], where: _Where) -> int | None:
    """Tricks won by declarer's side from ``[Result]``; ``None`` when absent or not a number."""
    text = tags.get("Result", "").strip()
    if not (text.isascii() and text.isdigit()):
        return None
    tricks = int(text)
    if tricks > 13:
        message = f"line {where('Result')}: [Result {text!r}] is not a number of tricks (0 to 13)"
        if strict:
            raise ParseError(message)
        repairs.append(f"ignored {message}")
        return None
    return tricks


def _seat(tags: dict[str, str], name: str, where: _Where) -> Seat | None:
    text = tags.get(name, "").strip()
    if not text:
        return None
    try:
        return Seat.parse(text)
    except ParseError:
        raise ParseError(f"line {where(name)}: [{name} {text!r}] is not a seat (N, E, S or W)") from None


def _contract(tags: dict[str, str], where: _Where) -> tuple[Contract | None, bool]:
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
        raise ParseError(f"line {where('Contract')}: [Contract {text!r}] [Declarer {declarer!r}]: {error}") from None
    return contract, False


def _calls(words: list[tuple[str, int]]) -> list[tuple[Call | None, int]]:
    """The calls of an auction section with their lines; ``None`` stands for ``AP``."""
    calls: list[tuple[Call | None, int]] = []
    for word, word_line in words:
        if word in {"*", "+"} or (word.startswith("=") and word.endswith("=") and len(word) > 1):
            continue  # end of section, continuation mark, note reference
        if word.startswith("$") and word[1:].isdigit():
            continue  # a NAG annotation
        if ascii_upper(word) == "AP":
            calls.append((None, word_line))
            continue
        try:
            calls.append((Call.parse(word.rstrip("!?")), word_line))
        except ParseError:
            raise ParseError(f"line {word_line}: {word!r} in the [Auction] section is not a call") from None
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


def _replay_auction(
    dealer: Seat,
    first: Seat,
    written: list[tuple[Call | None, int]],
    contract: Contract | None,
    passed_out: bool,
    strict: bool,
    repairs: list[str],
    line: int,
) -> Auction:
    missing = (first - dealer) % 4
    calls = [call for call, _ in written]
    if strict:
        if missing:
            raise ParseError(f"line {line}: [Auction {first.letter!r}] does not start with dealer {dealer.letter}")
        try:
            auction = _run(dealer, calls)
        except TrickcardsError:
            for end, (_, call_line) in enumerate(written):  # find the line of the illegal call
                try:
                    _run(dealer, calls[: end + 1])
                except TrickcardsError as error:
                    raise ParseError(f"line {call_line}: the [Auction] is illegal: {error}") from None
            raise
        if auction.is_complete and not _agrees(auction, contract, passed_out):
            raise ParseError(
                f"line {line}: the auction {str(auction)!r} gives {_describe(auction)}, but the tags say "
                f"{_describe_tags(contract, passed_out)} (rule A10: declarer is the first of the side to name "
                "the strain)"
            )
        return auction
    # Lenient: try the auction as written (after the passes the [Auction] seat implies),
    # then with up to three more leading passes, for files that leave the passes out.
    for extra in range(4):
        padded: list[Call | None] = [PASS] * (missing + extra)
        try:
            auction = _run(dealer, padded + calls)
        except TrickcardsError:
            continue
        if not auction.is_complete or _agrees(auction, contract, passed_out, doubling=False):
            if missing + extra:
                passes = "1 leading pass" if missing + extra == 1 else f"{missing + extra} leading passes"
                repairs.append(f"inserted {passes} so that the auction gives {_describe_tags(contract, passed_out)}")
            if auction.is_complete and not _agrees(auction, contract, passed_out):
                repairs.append(f"the auction gives {auction.contract}, doubled otherwise than [Contract] says")
            return auction
    try:
        padded = [PASS] * missing
        auction = _run(dealer, [*padded, *calls])
    except TrickcardsError as error:
        repairs.append(f"dropped the illegal auction: {error}")
        return Auction(dealer)
    repairs.append(
        f"kept the auction, which gives {_describe(auction)}, against {_describe_tags(contract, passed_out)}"
    )
    return auction


def _describe(auction: Auction) -> str:
    if auction.is_passed_out:
        return "a passed-out board"
    contract = auction.contract
    return f"declarer {contract.declarer} in {contract}" if contract is not None else "no contract"


def _describe_tags(contract: Contract | None, passed_out: bool) -> str:
    if contract is None:
        return "a passed-out board" if passed_out else "no contract"
    return f"declarer {contract.declarer} in {contract}" if contract.declarer is not None else f"contract {contract}"


def _replay_play(
    play: Play, first: Seat, words: list[tuple[str, int]], strict: bool, repairs: list[str], line: int
) -> Play:
    """Replay the ``[Play]`` section: rows of four cards in seat order from ``first``, ``-`` for none."""
    cards = [(w, ln) for w, ln in words if w != "*" and not (w.startswith("=") and w.endswith("=") and len(w) > 1)]
    opening = play.next_seat
    if first != opening:
        message = f"line {line}: [Play {first.letter!r}] but {opening} has the opening lead (rule A11)"
        if strict:
            raise ParseError(message)
        repairs.append(f"ignored the play: {message}")
        return play
    for start in range(0, len(cards), 4):
        row = cards[start : start + 4]
        if len(row) < 4:
            row = row + [("-", line)] * (4 - len(row))
        trick_leader = play.next_seat
        if trick_leader is None:
            if any(w != "-" for w, _ in row):
                message = f"line {row[0][1]}: cards after the 13th trick"
                if strict:
                    raise ParseError(message)
                repairs.append(f"ignored {message}")
            break
        for offset in range(4):
            seat = _SEATS[(trick_leader + offset) & 3]
            word, word_line = row[(seat - first) % 4]
            if word == "-":
                return play  # a claim: the rest was not played
            try:
                play = play.play(Card.parse(word), seat)
            except TrickcardsError as error:
                message = f"line {word_line}: {word!r} in the [Play] section: {error}"
                if strict:
                    raise ParseError(message) from None
                repairs.append(f"stopped the play at {message}")
                return play
    return play
