"""Hands and deals written with suit symbols, as people paste them, read into PBN's dotted form.

:meth:`Hand.parse <trickcards.Hand.parse>` and :meth:`Deal.parse
<trickcards.bridge.Deal.parse>` read PBN (``AKQ2.K52.J43.A76``); text holding a suit
symbol (``♠ ♥ ♦ ♣``, or the white ``♤ ♡ ♢ ♧``) is first rewritten here. The common
layouts are read:

- a hand: ``♠AKQ2 ♥K52 ♦J43 ♣A76``, ``♠ A K Q 2  ♥ K 5 2 ...``, ``♠AKQ2♥K52♦J43♣A76``;
  the suits in any order, a void written ``-``, ``—`` or left out;
- a deal: the first seat and a colon, then the four hands clockwise, each written as
  above with its suits spades first (``N:♠AKQ2 ♥K52 ♦J43 ♣A76 ♠JT98 ♥QJT9 ...``): a
  suit that does not come after the one before starts the next hand.

>>> to_pbn_hand("♠AKQ2 ♥K52 ♦J43 ♣A76")
'AKQ2.K52.J43.A76'
>>> to_pbn_hand("♥ 10 9 ♠ A K ♣ -")
'AK.109..'
>>> to_pbn_deal("N:♠AKQ2 ♥K52 ♦J43 ♣A76 ♠JT98 ♥QJT9 ♦Q2 ♣J82 ♠765 ♥8743 ♦AK5 ♣KQ4 ♠43 ♥A6 ♦T9876 ♣T953")
'N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, TypeVar

from trickcards.core.errors import ParseError
from trickcards.core.inputs import quote

__all__ = ["has_symbols", "read_written", "to_pbn_deal", "to_pbn_hand"]

T = TypeVar("T")

_SUIT_OF: Final = {"♠": 0, "♥": 1, "♦": 2, "♣": 3, "♤": 0, "♡": 1, "♢": 2, "♧": 3}
"""Each symbol's place in PBN order: spades, hearts, diamonds, clubs."""
_NAMES: Final = ("spades", "hearts", "diamonds", "clubs")
_VOIDS: Final = frozenset({"-", "—", "–"})


def has_symbols(text: str) -> bool:
    """Whether ``text`` holds a suit symbol."""
    return any(char in _SUIT_OF for char in text)


def _groups(text: str, what: str) -> list[tuple[int, str]]:
    """Each suit of ``text`` with its ranks (spaces dropped, ``10`` kept for the PBN reader): ``[(0, "AKQ2"), ...]``."""
    groups: list[tuple[int, str]] = []
    lead = text.lstrip(" \t")
    if lead and lead[0] not in _SUIT_OF:
        word = lead.split()[0]
        raise ParseError(f"{quote(text)} is not {what}: {quote(word)} stands before the first suit symbol")
    for char in text:
        if char in _SUIT_OF:
            groups.append((_SUIT_OF[char], ""))
        elif char in " \t":
            continue
        else:
            suit, ranks = groups[-1]
            groups[-1] = (suit, ranks + char)
    return groups


def _holding(text: str, what: str, suit: int, ranks: str) -> str:
    if ranks in _VOIDS:
        return ""
    if any(char in _VOIDS or char in ".:" for char in ranks):
        raise ParseError(f"{quote(text)} is not {what}: {quote(ranks)} in the {_NAMES[suit]} is not a holding")
    return ranks


def _pbn_hand(text: str, groups: list[tuple[int, str]], what: str) -> str:
    suits = ["", "", "", ""]
    seen: set[int] = set()
    for suit, ranks in groups:
        if suit in seen:
            raise ParseError(f"{quote(text)} is not {what}: the {_NAMES[suit]} are written twice")
        seen.add(suit)
        suits[suit] = _holding(text, what, suit, ranks)
    return ".".join(suits)


def to_pbn_hand(text: str) -> str:
    """A hand written with suit symbols, in PBN's ``S.H.D.C`` form (its ranks checked by the PBN reader)."""
    return _pbn_hand(text, _groups(text, "a hand"), "a hand")


def to_pbn_deal(text: str) -> str:
    """A deal written with suit symbols after its first seat (``N:``), in PBN's form."""
    seat, colon, body = text.strip(" \t").partition(":")
    if not colon:
        raise ParseError(f"{quote(text)} is not a deal: it starts with the first seat and a colon, such as 'N:'")
    hands: list[list[tuple[int, str]]] = []
    for suit, ranks in _groups(body, "a deal"):
        if not hands or suit <= hands[-1][-1][0]:  # spades again (or a suit not after the last): the next hand
            hands.append([])
        hands[-1].append((suit, ranks))
    if len(hands) != 4:
        raise ParseError(f"{quote(text)} is not a deal: it has four hands, each written spades first, not {len(hands)}")
    return f"{seat}:" + " ".join(_pbn_hand(text, hand, "a deal") for hand in hands)


def read_written(text: str, convert: Callable[[str], str], parse: Callable[[str], T], what: str) -> T:
    """``parse(convert(text))``, a refusal of the PBN form restated as one of ``text`` as people wrote it."""
    pbn = convert(text)
    try:
        return parse(pbn)
    except ParseError as refused:
        head, sep, rule = str(refused).partition(": ")
        reason = rule if sep and head.startswith(quote(pbn)) else str(refused)
        raise ParseError(f"{quote(text)} is not {what}: {reason}") from None
