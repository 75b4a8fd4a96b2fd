"""Hand diagrams as text: the four hands of a deal around a compass, as bridge columns print them."""

from __future__ import annotations

from typing import Final

from trickcards.bridge.deal import Deal, Vulnerability
from trickcards.core.cards import Rank, Suit
from trickcards.core.errors import TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import integer, member, quote
from trickcards.core.seats import Seat

__all__ = ["SUITS_DOWN", "deal_diagram", "hand_lines", "heading", "holding_text"]

SUITS_DOWN: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
"""The suits in the order a diagram lists them, spades at the top."""
_LETTERS: Final = {Suit.SPADES: "S", Suit.HEARTS: "H", Suit.DIAMONDS: "D", Suit.CLUBS: "C"}


def rank_labels(hand: Hand, suit: Suit) -> list[str]:
    """The ranks of ``suit`` in ``hand``, highest first, ``10`` spelled out."""
    return ["10" if rank is Rank.TEN else rank.letter for rank in hand.ranks(suit)]


def colon_labels(hand: Hand) -> list[str]:
    """The colons of ``hand`` by name, highest first: ``['Royal', 'Little']`` (Bridgette)."""
    return [card.pretty().split()[0] for card in sorted(hand.colons, reverse=True)]


def void_mark(symbols: bool = True) -> str:
    """What a diagram prints for a void: ``—``, or ``-`` where only ASCII will do."""
    return "—" if symbols else "-"


def holding_text(hand: Hand, suit: Suit, symbols: bool = True) -> str:
    """The ranks of ``suit`` in ``hand``, highest first, ``10`` spelled out, ``—`` (``-``) for a void."""
    return _holding(_hand(hand), member(Suit, suit, "a suit", error=TrickcardsError), _symbols(symbols))


def _holding(hand: Hand, suit: Suit, symbols: bool) -> str:
    return " ".join(rank_labels(hand, suit)) or void_mark(symbols)


def _hand(hand: object) -> Hand:
    if not isinstance(hand, Hand):
        raise TrickcardsError(f"{quote(hand)} is not a Hand")
    return hand


def _symbols(symbols: object) -> bool:
    if symbols is not True and symbols is not False:
        raise TrickcardsError(f"symbols={quote(symbols)} is not a yes/no setting: expected True or False")
    return symbols


def hand_lines(hand: Hand, symbols: bool = True) -> list[str]:
    """One line per suit, spades first: ``♠ A K Q 2`` (``S A K Q 2`` with ``symbols=False``).

    A hand with Bridgette's colons gets a fifth line, ``+ Royal Little``, so every card shows.

    >>> hand_lines(Hand.parse("AKQ2.K52..AT76"), symbols=False)
    ['S A K Q 2', 'H K 5 2', 'D -', 'C A 10 7 6']
    >>> hand_lines(Hand.parse("AK75.Q9.J84.63+RL"))[-1]
    '+ Royal Little'
    """
    hand, symbols = _hand(hand), _symbols(symbols)
    lines = [f"{suit.symbol if symbols else _LETTERS[suit]} {_holding(hand, suit, symbols)}" for suit in SUITS_DOWN]
    colons = colon_labels(hand)
    return [*lines, "+ " + " ".join(colons)] if colons else lines


def check_heading(board: object, dealer: object, vulnerability: object) -> None:
    """Refuse a heading's parts that are not a board number (1-9999), a seat or a vulnerability."""
    if board is not None:
        integer(board, "a board number", low=1, high=9999)
    if dealer is not None and not isinstance(dealer, Seat):
        raise TrickcardsError(f"dealer={quote(dealer)} is not a seat: expected Seat.NORTH, EAST, SOUTH or WEST")
    if vulnerability is not None and not isinstance(vulnerability, Vulnerability):
        raise TrickcardsError(f"vulnerability={quote(vulnerability)} is not a Vulnerability")


def heading(
    board: int | None = None,
    dealer: Seat | None = None,
    vulnerability: Vulnerability | None = None,
    symbols: bool = True,
) -> str:
    """``Board 1 · Dealer North · Vulnerable None``, with the parts that are known (``,`` between them in ASCII).

    >>> heading(board=3, dealer=Seat.SOUTH), heading(board=3, dealer=Seat.SOUTH, symbols=False)
    ('Board 3 · Dealer South', 'Board 3, Dealer South')
    """
    check_heading(board, dealer, vulnerability)
    parts = []
    if board is not None:
        parts.append(f"Board {board}")
    if dealer is not None:
        parts.append(f"Dealer {dealer.name.title()}")
    if vulnerability is not None:
        parts.append(f"Vulnerable {vulnerability}")
    return (" · " if symbols else ", ").join(parts)


def deal_diagram(
    deal: Deal,
    *,
    board: int | None = None,
    dealer: Seat | None = None,
    vulnerability: Vulnerability | None = None,
    symbols: bool = True,
) -> str:
    """The deal as a diagram: North at the top, West and East beside a compass, South below.

    >>> deal = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")
    >>> print(deal_diagram(deal, board=1, dealer=Seat.NORTH, symbols=False))
    Board 1, Dealer North
                  S A K Q 2
                  H K 5 2
                  D J 4 3
                  C A 7 6
    S 4 3             N      S J 10 9 8
    H A 6           W   E    H Q J 10 9
    D 10 9 8 7 6             D Q 2
    C 10 9 5 3        S      C J 8 2
                  S 7 6 5
                  H 8 7 4 3
                  D A K 5
                  C K Q 4
    """
    if not isinstance(deal, Deal):
        raise TrickcardsError(f"{quote(deal)} is not a Deal")
    symbols = _symbols(symbols)
    check_heading(board, dealer, vulnerability)
    north, east, south, west = (hand_lines(deal[seat], symbols) for seat in Seat)
    west_width = max(len(line) for line in west)
    middle = max(9, *(len(line) for line in north + south))
    compass = ["N".center(middle), "W   E".center(middle), "", "S".center(middle)]
    indent = " " * (west_width + 2)
    title = heading(board, dealer, vulnerability, symbols)
    lines = [title] if title else []
    lines += [indent + line for line in north]
    lines += [f"{w:<{west_width}}  {c:<{middle}}  {e}".rstrip() for w, c, e in zip(west, compass, east, strict=True)]
    lines += [indent + line for line in south]
    return "\n".join(lines)
