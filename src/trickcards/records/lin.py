r"""A reader for LIN, the online play format: one board as ``key|value|`` pairs.

:func:`read_lin` turns LIN text into the same :class:`~trickcards.records.pbn.Game` records
as :func:`~trickcards.records.pbn.read_pbn`: the deal, the auction replayed through
:class:`~trickcards.bridge.Auction` (alert explanations become the notes), the play
replayed card by card through :class:`~trickcards.bridge.Play`, the contract the
auction reached and the result (from a complete play, or from a claim). PBN-style tags
are filled in from the LIN fields, so a LIN board reads like a PBN game.

The keys read are ``pn`` (players South, West, North, East), ``md`` (dealer digit 1-4
for S, W, N, E, then the hands of South, West, North and East; a missing last hand is
the rest of the pack), ``sv`` (vulnerability ``o``/``n``/``e``/``b``), ``ah`` (the
board's name), ``mb`` (a call: ``p``, ``d``, ``r``, ``1N``, ``2H!`` for an alerted
call), ``an`` (the alert's explanation), ``pc`` (a card played) and ``mc`` (tricks
claimed by declarer's side). Other keys (``st``, ``rh``, ``pg``, ``qx`` ...) are
skipped. A new board starts at ``qx``, or at ``pn`` or ``md`` once the board being read
has its deal.

Lenient mode reads every board and lists its faults in
:attr:`~trickcards.records.pbn.Game.errors`, naming the board, the field and the call or card at
fault; the replay stops before an illegal call or card. Strict mode (the default)
raises the first fault as a :class:`~trickcards.core.errors.ParseError`.

>>> text = "pn|Sam,Wes,Nat,Eve|md|3SAKQJH AKQD AKQC AKQ,S2345H2345D2345C2,S6789H6789D6789C3,|"
>>> text += "sv|o|ah|Board 1|mb|7N|mb|p|mb|p|mb|p|pc|ST|mc|13|"
>>> game = read_lin(text)[0]
>>> str(game.contract), game.result, game.tags["North"], game.board
('7NTN', 13, 'Nat', 1)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

from trickcards.bridge.auction import Auction
from trickcards.bridge.calls import Call
from trickcards.bridge.deal import Deal, Vulnerability
from trickcards.bridge.play import Play
from trickcards.core import inputs
from trickcards.core.cards import CARDS, Card, Rank, Suit, ascii_upper
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat
from trickcards.records.pbn import Game, pbn_tags
from trickcards.records.problems import RecordProblem, deal_faults
from trickcards.records.source import Source, file_label, text_lines

__all__ = ["iter_lin", "read_lin", "write_lin"]

# LIN lists seats South, West, North, East; the dealer digit counts from South too.
_LIN_SEATS: Final = (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST)
_VULNERABILITY: Final = {
    "o": Vulnerability.NONE,
    "0": Vulnerability.NONE,
    "-": Vulnerability.NONE,
    "n": Vulnerability.NS,
    "e": Vulnerability.EW,
    "b": Vulnerability.BOTH,
}
_PBN_VULNERABLE: Final = {
    Vulnerability.NONE: "None",
    Vulnerability.NS: "NS",
    Vulnerability.EW: "EW",
    Vulnerability.BOTH: "All",
}
_CALL_WORDS: Final = {"p": "Pass", "d": "X", "r": "XX"}
_STANDARD: Final = sum(c.mask for c in CARDS[:52])


def _pairs(lines: Iterable[str]) -> Iterator[tuple[str, str, int]]:
    """The ``key|value|`` pairs of text given line by line, with the line each key is on.

    A field may run over several lines; only the unfinished field is held.
    """
    unfinished: list[str] = []  # the pieces of the field being read, up to the next '|'
    key: str | None = None
    key_line = line = 1
    for text in lines:
        if "|" not in text:
            unfinished.append(text)
            continue
        unfinished.append(text)
        fields = "".join(unfinished).split("|")
        unfinished = [fields.pop()]
        for field in fields:
            if key is None:
                line += field.count("\n")
                key, key_line = field, line
            else:
                yield key.strip().lower(), field, key_line
                line += field.count("\n")
                key = None
    if key is not None and unfinished:
        # A last value without its closing '|' still counts, as it always has.
        yield key.strip().lower(), "".join(unfinished), key_line
    elif "".join(unfinished).strip():
        # Text after the last field that opens no field: not LIN (``SA``, a PBN line). The
        # key "" marks it, for the board being read to report.
        rest = "".join(unfinished)
        yield "", rest.strip(), line + rest[: len(rest) - len(rest.lstrip())].count("\n")


def _hand(text: str) -> Hand:
    """A LIN hand: ``S`` then spade ranks, ``H`` ..., in any order, ``T`` or ``10`` for ten."""
    mask = 0
    suit: Suit | None = None
    for char in ascii_upper(text).replace("10", "T"):
        if char in "SHDC":
            suit = Suit.parse(char)
            continue
        if char.isspace():
            continue
        if suit is None:
            raise ParseError(f"{quote(text)} is not a LIN hand: a rank comes before any suit letter")
        try:
            card = Card(suit, Rank.parse(char))
        except ParseError:
            raise ParseError(f"{quote(text)} is not a LIN hand: {quote(char)} is not a rank") from None
        if mask & card.mask:
            raise ParseError(f"{quote(text)} names {card} twice")
        mask |= card.mask
    return Hand.from_mask(mask)


def _deal(value: str) -> tuple[Seat, Deal]:
    """The ``md`` field: the dealer digit, then the hands of South, West, North, East."""
    if not value or value[0] not in "1234":
        raise ParseError(f"md|{value}| does not start with a dealer digit 1-4 (S, W, N, E)")
    dealer = _LIN_SEATS[int(value[0]) - 1]
    texts = value[1:].split(",")
    if len(texts) > 4:
        raise ParseError(f"md|{value}| has {len(texts)} hands; a deal has four")
    hands = [_hand(t) for t in texts] + [Hand()] * (4 - len(texts))
    if not hands[3]:  # the last hand is often left out: it is the rest of the pack
        taken = hands[0].mask | hands[1].mask | hands[2].mask
        hands[3] = Hand.from_mask(_STANDARD & ~taken)
    by_seat = dict(zip(_LIN_SEATS, hands, strict=True))
    try:
        return dealer, Deal(tuple(by_seat[seat] for seat in Seat))
    except TrickcardsError as error:
        text = "N:" + " ".join(str(by_seat[seat]) for seat in Seat)
        raise ParseError("; ".join(deal_faults(text)) or f"md|{value}| is not a complete deal: {error}") from None


class _Board:
    """The fields of one board as they are read."""

    def __init__(self, line: int) -> None:
        self.line = line
        self.names: list[str] = []
        self.md: tuple[str, int] | None = None
        self.sv = ""
        self.name = ""
        self.calls: list[tuple[str, int]] = []
        self.alerts: list[tuple[int, str]] = []  # the number of the call alerted, the explanation
        self.cards: list[tuple[str, int]] = []
        self.claim: tuple[str, int] | None = None
        self.stray: tuple[str, int] | None = None  # text outside any field, and its line

    def has_play(self) -> bool:
        """Whether the board records anything of a table besides its players: a name, calls, cards, a claim."""
        return bool(self.name or self.sv or self.calls or self.alerts or self.cards or self.claim)


def _boards(pairs: Iterable[tuple[str, str, int]]) -> Iterator[_Board]:
    board: _Board | None = None
    for key, value, line in pairs:
        played = board is not None and bool(board.calls or board.cards or board.claim)
        if board is None or key == "qx" or (key in ("pn", "md") and (board.md is not None or played)):
            # A board without md is read (and named as a fault) when it records a table;
            # players alone are a vugraph file's header, or the players of the board a
            # 'qx' then opens.
            players: list[str] = []
            if board is not None and (board.md is not None or board.has_play()):
                yield board
            elif board is not None and key == "qx":
                players = board.names
            board = _Board(line)
            board.names = players
        if key == "pn":
            board.names = [n.strip() for n in value.split(",")]
        elif key == "md":
            board.md = (value.strip(), line)
        elif key == "sv":
            board.sv = value.strip().lower()
        elif key == "ah":
            board.name = value.strip()
        elif key == "mb":
            board.calls.append((value.strip(), line))
        elif key == "an":
            # The explanation as written, spaces and all: a note's text is kept as it is.
            board.alerts.append((len(board.calls), value))
        elif key == "pc":
            board.cards.append((value.strip(), line))
        elif key == "mc":
            board.claim = (value.strip(), line)
        elif key == "":
            board.stray = (value, line)
    if board is not None and (board.md is not None or board.stray is not None or board.has_play()):
        yield board


def iter_lin(
    source: Source, strict: bool = True, *, file: str | None = None, encoding: str | None = None
) -> Iterator[Game]:
    r"""The boards of a LIN ``source`` one at a time: text, bytes, or a file open in text or binary mode.

    Only the board being read is held. Bytes are UTF-8 unless they are not (then ISO
    8859-1) or ``encoding`` says otherwise.

    >>> import io
    >>> data = b"md|1SAKQJT98765432H,HAKQJT98765432,DAKQJT98765432,|mb|p|mb|p|mb|p|mb|p|"
    >>> [game.passed_out for game in iter_lin(io.BytesIO(data + b"\n" + data))]
    [True, True]
    """
    lines = text_lines(source, encoding, "LIN text")
    if file is not None and not isinstance(file, str):
        raise ParseError(f"{quote(file)} is not a file name")
    file = file_label(source, file)  # a path names itself in the problems
    if not isinstance(strict, bool):
        raise ParseError(f"{quote(strict)} is not a flag: strict is True or False")
    return _games(lines, strict, file)


def _games(lines: Iterator[str], strict: bool, file: str | None) -> Iterator[Game]:
    for board in _boards(_pairs(lines)):
        game = _game(board, file)
        if strict and game.errors:
            raise game.errors[0].to_error()
        yield game


def read_lin(
    source: Source, strict: bool = True, *, file: str | None = None, encoding: str | None = None
) -> list[Game]:
    """Read every board of a LIN ``source`` as a :class:`~trickcards.records.pbn.Game`; ``file`` names it in the problems.

    ``source`` is text, bytes or an open file. With ``strict=False`` every board with
    an ``md`` field is read, whatever is wrong with it, and each fault goes to
    :attr:`~trickcards.records.pbn.Game.errors`: the auction stops before an illegal
    call, the play before an illegal card. With ``strict=True`` the first fault
    raises :class:`~trickcards.core.errors.ParseError` with the same message. An alert's
    explanation (``an``) becomes a note linked to its call as PBN links them: ``=1=``
    after the call in ``[Auction]`` and ``[Note "1:..."]``.

    >>> games = read_lin("md|1SAKQJT98765432H,HAKQJT98765432,DAKQJT98765432,|mb|p|mb|p|mb|p|mb|p|")
    >>> games[0].passed_out, games[0].dealer
    (True, <Seat.SOUTH: 2>)
    >>> game = read_lin("md|1SAKQJT98765432H,HAKQJT98765432,DAKQJT98765432,|mb|7S|mb|7H|", strict=False)[0]
    >>> print(game.errors[0])
    line 1: [mb]: call 2 '7H': '7H' is insufficient over '7S': a bid must name more tricks, or as many in a higher strain (rule A4 sufficiency, Law 27); the auction stops before it (rules A1-A8)
    """
    return list(iter_lin(source, strict, file=file, encoding=encoding))


class _Faults:
    def __init__(self, label: str, file: str | None) -> None:
        self.label = label
        self.file = file
        self.errors: list[RecordProblem] = []

    def add(self, line: int, field: str, message: str, rule: str, section: str, text: str) -> None:
        problem = RecordProblem(line, field, f"{self.label}{message}", rule, self.file, 0, text, section)
        self.errors.append(problem)


def _stray(board: _Board, faults: _Faults) -> None:
    """The text outside any field, as a fault of the board it ends."""
    if board.stray is not None:
        text, line = board.stray
        message = f"{quote(text)} stands outside any field: LIN is key|value| pairs"
        faults.add(line, "", message, "lin-syntax", "LIN fields", text)


def _dealless(board: _Board, faults: _Faults) -> Game:
    """A board without ``md``: its players and its faults (what it records without a deal; text outside any field)."""
    if board.has_play():
        recorded = ", ".join(
            what
            for what, there in (
                ("a board name (ah)", board.name),
                ("calls (mb)", board.calls),
                ("cards (pc)", board.cards),
                ("a claim (mc)", board.claim),
            )
            if there
        )
        message = (
            f"a board with {recorded or 'a vulnerability (sv)'} but no md field: LIN gives each board's deal in md"
        )
        faults.add(board.line, "md", message, "lin-no-deal", "LIN md", "")
    _stray(board, faults)
    players = {seat.name.title(): name for seat, name in zip(_LIN_SEATS, board.names, strict=False) if name}
    return Game(tags=players, line=board.line, errors=tuple(faults.errors))


def _game(board: _Board, file: str | None) -> Game:
    faults = _Faults(f"{board.name}: " if board.name else "", file)
    if board.md is None:  # no deal: a game of its faults alone, as PBN reads a game it cannot use
        return _dealless(board, faults)
    md, md_line = board.md
    dealer: Seat | None = None
    deal: Deal | None = None
    try:
        dealer, deal = _deal(md)
    except TrickcardsError as error:
        faults.add(md_line, "md", str(error), "lin-deal", "rules section 3.2", md)
        if md[:1] in ("1", "2", "3", "4"):
            dealer = _LIN_SEATS[int(md[0]) - 1]
    vulnerability = _VULNERABILITY.get(board.sv) if board.sv else None
    if board.sv and vulnerability is None:
        faults.add(
            md_line,
            "sv",
            f"{quote(board.sv)} is not a vulnerability (o, n, e or b)",
            "lin-vulnerable",
            "LIN sv",
            board.sv,
        )
    # No mb field: the auction is not recorded (None, as PBN reads a game without [Auction]).
    auction = _replay_calls(Auction(dealer), board.calls, faults) if dealer is not None and board.calls else None
    contract = auction.contract if auction is not None else None
    play = Play(deal=deal, contract=contract) if contract is not None and deal is not None else None
    if play is not None:
        play = _replay_cards(play, board.cards, faults)
    elif board.cards:
        word, line = board.cards[0]
        message = f"{len(board.cards)} cards played from {quote(word)} on, but the auction gives no contract to play"
        faults.add(line, "pc", message, "lin-play-without-contract", "rules section 5", word)
    result = _result(board, play, faults)
    if play is not None and not board.cards:
        play = None  # no pc field: the play is not recorded (a claim was checked against none)
    _stray(board, faults)
    tags = {"Dealer": dealer.letter} if dealer is not None else {}
    if deal is not None:
        tags["Deal"] = str(deal)
    number = "".join(ch for ch in board.name if ch.isascii() and ch.isdigit())
    if number:
        tags["Board"] = number
    for seat, name in zip(_LIN_SEATS, board.names, strict=False):
        if name:
            tags[seat.name.title()] = name
    if vulnerability is not None:
        tags["Vulnerable"] = _PBN_VULNERABLE[vulnerability]
    passed_out = auction is not None and auction.is_passed_out
    if passed_out:
        tags["Contract"] = "Pass"
    elif contract is not None and contract.declarer is not None:
        tags["Contract"] = str(contract)[:-1]
        tags["Declarer"] = contract.declarer.letter
    if result is not None:
        tags["Result"] = str(result)
    notes = tuple(f"{number}:{text}" for number, (_, text) in enumerate(board.alerts, start=1))
    written = pbn_tags(tags, auction, notes, play, note_calls=tuple(call for call, _ in board.alerts))
    return Game(
        tags={tag.name: tag.value for tag in written},
        line=board.line,
        deal=deal,
        dealer=dealer,
        vulnerability=vulnerability,
        auction=auction,
        notes=notes,
        hands=tuple(deal[seat] for seat in Seat) if deal is not None else None,
        play=play,
        contract=contract,
        passed_out=passed_out,
        result=result,
        errors=tuple(faults.errors),
        written=written,
    )


def _replay_calls(auction: Auction, calls: list[tuple[str, int]], faults: _Faults) -> Auction:
    for number, (word, line) in enumerate(calls, start=1):
        text = word.rstrip("!").strip()
        try:
            auction = auction.add(Call.parse(_CALL_WORDS.get(text.lower(), text)))
        except TrickcardsError as error:
            message = f"call {number} {quote(word)}: {error}; the auction stops before it"
            faults.add(line, "mb", message, "auction-illegal-call", "rules A1-A8", word)
            break
    return auction


def _replay_cards(play: Play, cards: list[tuple[str, int]], faults: _Faults) -> Play:
    for number, (word, line) in enumerate(cards, start=1):
        seat = play.next_player
        try:
            play = play.play(Card.parse(word))
        except TrickcardsError as error:
            by = f" by {seat.name.title()}" if seat is not None else ""
            message = f"card {number} {quote(word)}{by}: {error}; the play stops before it"
            faults.add(line, "pc", message, "play-illegal-card", "rules section 5", word)
            break
    return play


def _result(board: _Board, play: Play | None, faults: _Faults) -> int | None:
    """Tricks won by declarer's side: from a complete play, else from a claim (``mc``)."""
    if play is not None and play.is_complete:
        return play.declarer_tricks
    if board.claim is None:
        return None
    claim, line = board.claim
    if claim.isascii() and claim.isdigit() and len(claim) < 3 and int(claim) <= 13 and play is not None:
        tricks = int(claim)
        if tricks >= play.declarer_tricks and 13 - tricks >= play.defender_tricks:
            return tricks
    message = f"a claim of {quote(claim)} tricks is not one the play so far allows"
    faults.add(line, "mc", message, "lin-claim", "rules section 5.9", claim)
    return None


# --- writing --------------------------------------------------------------------

_LIN_VULNERABILITY: Final = {
    Vulnerability.NONE: "o",
    Vulnerability.NS: "n",
    Vulnerability.EW: "e",
    Vulnerability.BOTH: "b",
}
_LIN_CALLS: Final = {"Pass": "p", "X": "d", "XX": "r"}


def _lin_hand(hand: Hand) -> str:
    return "".join(
        suit.letter + "".join(rank.letter for rank in hand.ranks(suit))
        for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    )


def write_lin(games: Iterable[Game]) -> str:
    """LIN text of ``games``, one board per line, that :func:`read_lin` reads back to equal games.

    Each board gives ``pn`` (the players, if named), ``md`` (dealer and hands), ``sv``,
    ``ah`` (the board number), one ``mb`` per call with its alert (``an``) from notes
    written ``call N: ...``, one ``pc`` per card played and ``mc`` for the tricks of a
    play that stops short or is not recorded (a claim). A game without a deal or dealer
    has no LIN form.

    LIN records a board as it was played online, so it holds less than PBN: the contract
    only as the auction reaches it, and no other tags. The cards and the result are
    written when the game's contract is the one its auction gives, and left out
    otherwise (a hand record's ``[Contract]`` without an auction); notes that explain no
    call and tags other than the players and the board number are not written. What
    :func:`read_lin` gives back is the deal, dealer, vulnerability, players, board
    number, auction with its call notes, the play and the result.

    >>> text = "pn|Sam,Wes,Nat,Eve|md|3SAKQJHAKQDAKQCAKQ,S5432H5432D5432C2,S9876H9876D9876C3,|"
    >>> text += "sv|o|ah|Board 1|mb|7N|an|a joke|mb|p|mb|p|mb|p|pc|ST|mc|13|"
    >>> games = read_lin(text)
    >>> print(write_lin(games), end="")
    pn|Sam,Wes,Nat,Eve|md|3SAKQJHAKQDAKQCAKQ,S5432H5432D5432C2,S9876H9876D9876C3,STHJTDJTCJT987654|sv|o|ah|Board 1|mb|7N|an|a joke|mb|p|mb|p|mb|p|pc|ST|mc|13|
    >>> read_lin(write_lin(games)) == games
    True
    """
    lines = []
    for game in inputs.sequence(games, lambda game: inputs.instance(game, Game, "a game"), "a list of games"):
        if not isinstance(game, Game):
            raise TrickcardsError(f"{quote(game)} is not a Game")
        if game.deal is None or game.dealer is None:
            raise TrickcardsError(f"board {game.board} (line {game.line}) has no deal or dealer, which LIN needs")
        fields: list[tuple[str, str]] = []
        names = [game.tags.get(seat.name.title(), "") for seat in _LIN_SEATS]
        if any(names):
            fields.append(("pn", ",".join(names)))
        hands = ",".join(_lin_hand(game.deal[seat]) for seat in _LIN_SEATS)
        fields.append(("md", f"{_LIN_SEATS.index(game.dealer) + 1}{hands}"))
        if game.vulnerability is not None:
            fields.append(("sv", _LIN_VULNERABILITY[game.vulnerability]))
        if game.board is not None:
            fields.append(("ah", f"Board {game.board}"))
        alerts = game.call_notes
        calls = game.auction.calls if game.auction is not None else ()
        for number, call in enumerate(calls, start=1):
            text = str(call)
            fields.append(("mb", _LIN_CALLS.get(text, text.replace("NT", "N"))))
            fields.extend(("an", alert) for alert in alerts.get(number, ()))
        # LIN names the contract only through the auction: the cards and a claim are
        # written for the contract the auction gives, and left out for any other.
        reached = game.auction.contract if game.auction is not None else None
        played = game.play.played if game.play is not None and game.play.contract == reached else ()
        fields.extend(("pc", str(card)) for card in played)
        complete = game.play is not None and game.play.is_complete and bool(played)
        if game.result is not None and reached is not None and reached == game.contract and not complete:
            fields.append(("mc", str(game.result)))
        lines.append("".join(f"{key}|{value}|" for key, value in fields) + "\n")
    return "".join(lines)
