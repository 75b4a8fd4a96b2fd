r"""A reader for LIN, the online play format: one board as ``key|value|`` pairs.

:func:`read_lin` turns LIN text into the same :class:`~trickcards.pbn.Game` records
as :func:`~trickcards.pbn.read_pbn`: the deal, the auction replayed through
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

Strict mode (the default) raises :class:`~trickcards.errors.ParseError` naming the
board and the field; lenient mode stops replaying at an illegal call or card and notes
it in :attr:`~trickcards.pbn.Game.repairs`.

>>> text = "pn|Sam,Wes,Nat,Eve|md|3SAKQJH AKQD AKQC AKQ,S2345H2345D2345C2,S6789H6789D6789C3,|"
>>> text += "sv|o|ah|Board 1|mb|7N|mb|p|mb|p|mb|p|pc|ST|mc|13|"
>>> game = read_lin(text)[0]
>>> str(game.contract), game.result, game.tags["North"], game.board
('7NTN', 13, 'Nat', 1)
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from trickcards.bridge.auction import Auction
from trickcards.bridge.calls import Call
from trickcards.bridge.deal import Deal, Vulnerability
from trickcards.bridge.play import Play
from trickcards.cards import CARDS, Card, Rank, Suit, ascii_upper
from trickcards.errors import ParseError, TrickcardsError
from trickcards.hand import Hand
from trickcards.inputs import QUOTE_LIMIT, quote
from trickcards.pbn import Game
from trickcards.seats import Seat

__all__ = ["read_lin"]

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


def _pairs(text: str) -> Iterator[tuple[str, str, int]]:
    """The ``key|value|`` pairs of ``text`` with the line each key is on."""
    fields = text.split("|")
    line = 1
    for i in range(0, len(fields) - 1, 2):
        key, value = fields[i], fields[i + 1]
        line += key.count("\n")
        yield key.strip().lower(), value, line
        line += value.count("\n")


def _hand(text: str, where: str) -> Hand:
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
            raise ParseError(f"{where}: {text!r} is not a LIN hand: a rank comes before any suit letter")
        try:
            card = Card(suit, Rank.parse(char))
        except ParseError:
            raise ParseError(f"{where}: {text!r} is not a LIN hand: {char!r} is not a rank") from None
        if mask & card.mask:
            raise ParseError(f"{where}: {text!r} names {card} twice")
        mask |= card.mask
    return Hand.from_mask(mask)


def _deal(value: str, where: str) -> tuple[Seat, Deal]:
    """The ``md`` field: the dealer digit, then the hands of South, West, North, East."""
    if not value or value[0] not in "1234":
        raise ParseError(f"{where}: md|{value}| does not start with a dealer digit 1-4 (S, W, N, E)")
    dealer = _LIN_SEATS[int(value[0]) - 1]
    texts = value[1:].split(",")
    if len(texts) > 4:
        raise ParseError(f"{where}: md|{value}| has {len(texts)} hands; a deal has four")
    hands = [_hand(t, where) for t in texts] + [Hand()] * (4 - len(texts))
    if not hands[3]:  # the last hand is often left out: it is the rest of the pack
        taken = hands[0].mask | hands[1].mask | hands[2].mask
        hands[3] = Hand.from_mask(_STANDARD & ~taken)
    by_seat = dict(zip(_LIN_SEATS, hands, strict=True))
    try:
        return dealer, Deal(tuple(by_seat[seat] for seat in Seat))
    except TrickcardsError as error:
        raise ParseError(f"{where}: md|{value}| is not a complete deal: {error}") from None


class _Board:
    """The fields of one board as they are read."""

    def __init__(self, line: int) -> None:
        self.line = line
        self.names: list[str] = []
        self.md: tuple[str, int] | None = None
        self.sv = ""
        self.name = ""
        self.calls: list[tuple[str, int]] = []
        self.alerts: list[str] = []
        self.cards: list[tuple[str, int]] = []
        self.claim: tuple[str, int] | None = None


def _boards(text: str) -> list[_Board]:
    boards: list[_Board] = []
    board: _Board | None = None
    for key, value, line in _pairs(text):
        if board is None or key == "qx" or (key in ("pn", "md") and board.md is not None):
            board = _Board(line)
            boards.append(board)
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
            board.alerts.append(f"call {len(board.calls)}: {value.strip()}")
        elif key == "pc":
            board.cards.append((value.strip(), line))
        elif key == "mc":
            board.claim = (value.strip(), line)
    return [b for b in boards if b.md is not None]


def read_lin(text: str, strict: bool = True) -> list[Game]:
    """Read every board of LIN ``text`` as a :class:`~trickcards.pbn.Game`.

    >>> games = read_lin("md|1SAKQJT98765432H,HAKQJT98765432,DAKQJT98765432,|mb|p|mb|p|mb|p|mb|p|")
    >>> games[0].passed_out, games[0].dealer
    (True, <Seat.SOUTH: 2>)
    """
    if not isinstance(text, str):
        raise ParseError(f"{text!r} is not LIN text")
    return [_game(board, strict) for board in _boards(text)]


def _game(board: _Board, strict: bool) -> Game:
    assert board.md is not None  # _boards keeps only boards with a deal
    md, md_line = board.md
    label = f"line {md_line}" + (f" ({board.name})" if board.name else "")
    dealer, deal = _deal(md, label)
    repairs: list[str] = []
    vulnerability = _VULNERABILITY.get(board.sv) if board.sv else None
    if board.sv and vulnerability is None:
        message = f"{label}: sv|{board.sv}| is not a vulnerability (o, n, e or b)"
        if strict:
            raise ParseError(message)
        repairs.append(f"ignored {message}")
    auction = _replay_calls(Auction(dealer), board.calls, strict, repairs, label)
    contract = auction.contract
    play = Play(deal=deal, contract=contract) if contract is not None else None
    if play is not None:
        play = _replay_cards(play, board.cards, strict, repairs, label)
    result = _result(board, play, strict, repairs, label)
    tags = {"Dealer": dealer.letter, "Deal": str(deal)}
    number = "".join(ch for ch in board.name if ch.isascii() and ch.isdigit())
    if number:
        tags["Board"] = number
    for seat, name in zip(_LIN_SEATS, board.names, strict=False):
        if name:
            tags[{"S": "South", "W": "West", "N": "North", "E": "East"}[seat.letter]] = name
    if vulnerability is not None:
        tags["Vulnerable"] = _PBN_VULNERABLE[vulnerability]
    if auction.is_passed_out:
        tags["Contract"] = "Pass"
    elif contract is not None and contract.declarer is not None:
        tags["Contract"] = str(contract)[:-1]
        tags["Declarer"] = contract.declarer.letter
    if result is not None:
        tags["Result"] = str(result)
    return Game(
        tags=tags,
        line=board.line,
        deal=deal,
        dealer=dealer,
        vulnerability=vulnerability,
        auction=auction,
        notes=tuple(board.alerts),
        play=play,
        contract=contract,
        passed_out=auction.is_passed_out,
        result=result,
        repairs=tuple(repairs),
    )


def _replay_calls(
    auction: Auction, calls: list[tuple[str, int]], strict: bool, repairs: list[str], label: str
) -> Auction:
    for number, (word, line) in enumerate(calls, start=1):
        text = word.rstrip("!").strip()
        try:
            auction = auction.add(Call.parse(_CALL_WORDS.get(text.lower(), text)))
        except TrickcardsError as error:
            message = f"{label}: call {number} mb|{word}| (line {line}): {error}"
            if strict:
                raise ParseError(message) from None
            repairs.append(f"stopped the auction at {message}")
            break
    return auction


def _replay_cards(play: Play, cards: list[tuple[str, int]], strict: bool, repairs: list[str], label: str) -> Play:
    for number, (word, line) in enumerate(cards, start=1):
        try:
            play = play.play(Card.parse(word))
        except TrickcardsError as error:
            message = f"{label}: card {number} pc|{word}| (line {line}): {error}"
            if strict:
                raise ParseError(message) from None
            repairs.append(f"stopped the play at {message}")
            break
    return play


def _result(board: _Board, play: Play | None, strict: bool, repairs: list[str], label: str) -> int | None:
    """Tricks won by declarer's side: from a complete play, else from a claim (``mc``)."""
    if play is not None and play.is_complete:
        return play.declarer_tricks
    if board.claim is None:
        return None
    claim, line = board.claim
    # The digit count is bounded before int(), which refuses more than 4,300 digits.
    if claim.isascii() and claim.isdigit() and len(claim) <= 2 and int(claim) <= 13 and play is not None:
        tricks = int(claim)
        if tricks >= play.declarer_tricks and 13 - tricks >= play.defender_tricks:
            return tricks
    shown = f"mc|{claim}|" if len(claim) <= QUOTE_LIMIT else f"mc {quote(claim)}"
    message = f"{label}: {shown} (line {line}) is not a claim the play so far allows"
    if strict:
        raise ParseError(message)
    repairs.append(f"ignored {message}")
    return None
