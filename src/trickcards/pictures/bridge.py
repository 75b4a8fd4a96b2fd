"""Bridge values as pictures: an auction as a bidding table, a play as its table and its tricks.

A four-seat contract-bridge auction is drawn as bridge columns print it, West North
East South, with the dealer's first call under the dealer; other auctions of the
bridge family start their columns with the first seat of their rules.
"""

from __future__ import annotations

from collections.abc import Sequence

from trickcards.bridge.auction import Auction
from trickcards.bridge.play import TablePlay
from trickcards.errors import TrickcardsError
from trickcards.inputs import quote
from trickcards.pictures.grid import grid_html, grid_svg
from trickcards.pictures.style import Style, check_style
from trickcards.pictures.svg import _card_label, table_svg
from trickcards.pictures.view import Holder, TableView
from trickcards.seats import Seat

__all__ = [
    "auction_html",
    "auction_rows",
    "auction_svg",
    "play_html",
    "play_svg",
    "play_view",
    "trick_rows",
]


def _check_auction(auction: object) -> Auction:
    if not isinstance(auction, Auction):
        raise TrickcardsError(f"{quote(auction)} is not a bridge Auction")
    return auction


def auction_rows(auction: Auction, names: Sequence[str] = ()) -> tuple[list[str], list[list[str]], str]:
    """The bidding table: the column heads, the rows of calls (``""`` before the dealer) and the last word.

    ``names`` names the players by index where a game does not call them North, East, South, West.

    >>> from trickcards.bridge import Auction
    >>> head, rows, last = auction_rows(Auction.parse("E: 1S P 4S P P P"))
    >>> head, rows, last
    (['West', 'North', 'East', 'South'], [['', '', '1♠', 'Pass'], ['4♠', 'Pass', 'Pass', 'Pass']], 'Contract 4♠ by E')
    """
    auction = _check_auction(auction)
    if not isinstance(names, Sequence) or not all(isinstance(name, str) for name in names):
        raise TrickcardsError(f"names={quote(names)} is not a sequence of player names")
    setup = auction._setup  # the seats and the first caller of the auction's own rules
    seats = list(setup.seats)
    first = setup.first
    if len(seats) == 4 and all(isinstance(seat, Seat) for seat in seats):
        shift = seats.index(Seat.WEST)
        seats = seats[shift:] + seats[:shift]
        first = (first - shift) % 4
    heads = [
        names[int(seat)] if int(seat) < len(names) else seat.name.title() if isinstance(seat, Seat) else str(seat)
        for seat in seats
    ]
    cells = [""] * first + [call.pretty() for call in auction.calls]
    rows = [cells[i : i + len(seats)] for i in range(0, max(len(cells), 1), len(seats))]
    rows = [row + [""] * (len(seats) - len(row)) for row in rows]
    if not auction.is_complete:
        last = "The auction goes on"
    elif auction.contract is None:
        last = "Passed out"
    else:
        last = f"Contract {auction.contract.pretty()}"
    return heads, rows, last


def auction_svg(
    auction: Auction, *, style: Style | None = None, title: str = "Auction", names: Sequence[str] = ()
) -> str:
    """An auction as an SVG bidding table, the contract under it.

    >>> from trickcards.bridge import Auction
    >>> svg = auction_svg(Auction.parse("N: 1NT P 3NT P P P"))
    >>> ">North<" in svg, "Contract 3NT by N" in svg
    (True, True)
    """
    head, rows, last = auction_rows(auction, names)
    return grid_svg(title, head, rows, check_style(style), footer=[last])


def auction_html(
    auction: Auction, *, style: Style | None = None, title: str = "Auction", names: Sequence[str] = ()
) -> str:
    """An auction as an HTML bidding table, the contract under it (``names``: as :func:`auction_rows`)."""
    head, rows, last = auction_rows(auction, names)
    return grid_html(title, head, rows, check_style(style), footer=[last], css_class="trickcards-auction")


def _check_play(play: object) -> TablePlay:
    if not isinstance(play, TablePlay):
        raise TrickcardsError(f"{quote(play)} is not a bridge Play")
    return play


def _names(play: TablePlay) -> list[str]:
    names = list(play.seating.names)
    count = len(play.hands)
    return names if len(names) == count else [str(i) for i in range(count)]


def trick_rows(play: TablePlay, style: Style | None = None) -> tuple[list[str], list[list[str]]]:
    """The tricks played: the heads (``#``, ``Lead``, each player, ``Won by``) and one row per trick.

    >>> from trickcards.bridge import Deal, Contract, Play
    >>> deal = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")
    >>> play = Play(deal=deal, contract=Contract.parse("3NTN")).play("SJ").play("S5").play("S3").play("SA")
    >>> trick_rows(play)[1]
    [['1', 'East', '♠3', '♠A', '♠J', '♠5', 'North']]
    """
    play = _check_play(play)
    look = check_style(style)
    names = _names(play)
    count = len(names)
    order = list(range(count))
    if count == 4 and names[3] == "West":
        order = [3, 0, 1, 2]
    head = ["#", "Lead", *(names[i] for i in order), "Won by"]
    tricks = [*play.tricks, play.current_trick] if play.current_trick.cards else list(play.tricks)
    rows = []
    for number, trick in enumerate(tricks, 1):
        cells = [""] * count
        for position, card in enumerate(trick.cards):
            cells[int(trick.player(position))] = _card_label(card, look)
        won = names[int(trick.winner(play.rules))] if trick.is_complete else ""
        rows.append([str(number), names[int(trick.leader)], *(cells[i] for i in order), won])
    return head, rows


def play_view(play: TablePlay, *, title: str = "", hidden: Sequence[int] = ()) -> TableView:
    """A play now: the hands left (``hidden`` positions face down), the trick on the table, the score in tricks."""
    play = _check_play(play)
    if not isinstance(hidden, Sequence) or not all(isinstance(i, int) for i in hidden):
        raise TrickcardsError(f"hidden={quote(hidden)} is not a sequence of positions")
    if not isinstance(title, str):
        raise TrickcardsError(f"title={quote(title)} is not a title: expected text")
    names = _names(play)
    trick = play.current_trick
    holders = []
    for index, hand in enumerate(play.hands):
        marks = []
        if not play.is_complete and play.next_player is not None and index == int(play.next_player):
            marks.append("to play")
        if index in play.seating.dummies:
            marks.append("dummy")
        face = None if index in hidden else hand
        holders.append(Holder(names[index], face, len(hand), tuple(marks)))
    played = tuple((int(trick.player(i)), card) for i, card in enumerate(trick.cards))
    contract = play.contract
    notes = (
        f"Contract {contract.pretty()}" if contract is not None else "No contract",
        f"Tricks: declarer {play.declarer_tricks}, defenders {play.defender_tricks}",
    )
    return TableView(title or "Play", tuple(holders), trick=played, notes=notes)


def play_svg(play: TablePlay, *, style: Style | None = None, hidden: Sequence[int] = ()) -> str:
    """A play as SVG: the hands left around the table, the trick in progress on it, the tricks won below.

    >>> from trickcards.bridge import Deal, Contract, Play
    >>> deal = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")
    >>> play_svg(Play(deal=deal, contract=Contract.parse("3NTN")).play("SJ")).count('class="card"')
    52
    """
    return table_svg(play_view(play, hidden=hidden), check_style(style))


def play_html(play: TablePlay, *, style: Style | None = None, hidden: Sequence[int] = ()) -> str:
    """A play as HTML: its SVG table, then every trick played so far, trick by trick."""
    look = check_style(style)
    head, rows = trick_rows(play, look)
    tricks = grid_html("Tricks", head, rows, look, right=[0], css_class="trickcards-tricks") if rows else ""
    return f'<div class="trickcards-play">{play_svg(play, style=look, hidden=hidden)}\n{tricks}</div>'
