"""The deals of the games other than bridge as pictures: each game's hands and what it lays beside them.

Bridge's :class:`~trickcards.bridge.Deal` is drawn by
:func:`~trickcards.pictures.svg.deal_svg`. The other games' deal values are read here,
by one table of readers, into the hands, each holder's piles and the piles in the
middle: Bridgette's :class:`~trickcards.bridgette.Exchange` (the stock, its up-card face
up), Blackout's deal (the turn-up), Chinese bridge's (the piles face up and face down),
Helm's first packets (the stock), the three-handed deal (the booby) and Towie's (the
exposed cards). The state pictures read a deal not yet in play through the same table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from trickcards.blackout.schedule import BlackoutDeal
from trickcards.bridgette.deal import Exchange
from trickcards.chinese_bridge.deal import ChineseDeal
from trickcards.core.errors import TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat
from trickcards.helm.deal import HelmDeal
from trickcards.pictures.style import Style, check_style
from trickcards.pictures.svg import table_svg
from trickcards.pictures.view import Holder, Pile, TableView
from trickcards.three_handed.deal import ThreeHandedDeal
from trickcards.towie.deal import TowieDeal

__all__ = ["GameDeal", "deal_parts", "game_deal_svg", "game_deal_view"]

GameDeal = Exchange | BlackoutDeal | ChineseDeal | HelmDeal | ThreeHandedDeal | TowieDeal
"""The deal values of the games other than bridge."""

Parts = tuple[list[Hand], list[list[Pile]], list[Pile]]
"""The hands, each holder's piles, and the piles in the middle of the table."""


def _exchange(exchange: Exchange) -> Parts:
    stock = list(exchange.stock)
    if stock and stock[0] == exchange.upcard:  # the up-card lies face up on the stock until drawn
        return list(exchange.hands), [[], []], [Pile("Stock", (stock[0],), len(stock) - 1)]
    return list(exchange.hands), [[], []], [Pile("Stock", hidden=len(stock))]


def _chinese(deal: ChineseDeal) -> Parts:
    piles = [[Pile("Piles", tuple(up), len(down))] for up, down in zip(deal.face_up, deal.face_down, strict=True)]
    return list(deal.hands), piles, []


def _blackout(deal: BlackoutDeal) -> Parts:
    turn_up = [Pile("Turn-up", (deal.turn_up,))] if deal.turn_up is not None else []
    return list(deal.hands), [[] for _ in deal.hands], turn_up


_PARTS: dict[type, Callable[[Any], Parts]] = {
    Exchange: _exchange,
    ChineseDeal: _chinese,
    BlackoutDeal: _blackout,
    HelmDeal: lambda deal: (list(deal.first), [[], []], [Pile("Stock", hidden=len(deal.stock))]),
    ThreeHandedDeal: lambda cards: ([*cards.hands, cards.booby], [[], [], [], []], []),
    TowieDeal: lambda cards: (
        list(cards.table.hands),
        [[] for _ in cards.table.hands],
        [Pile("Exposed", tuple(cards.exposed))],
    ),
}


def _numbered(count: int) -> list[str]:
    return [f"Player {i}" for i in range(count)]


# The holders' names, by kind of deal, for ``count`` hands (else numbered).
_NAMES: dict[type, Callable[[int], list[str]]] = {
    Exchange: lambda count: ["A", "B"],
    ThreeHandedDeal: lambda count: [*_numbered(count - 1), "Booby"],
    TowieDeal: lambda count: [seat.name.title() for seat in Seat],
}


def deal_parts(deal: GameDeal) -> Parts:
    """The hands of ``deal``, each holder's piles and the piles in the middle.

    >>> from trickcards import find_game
    >>> hands, piles, centre = deal_parts(find_game("bridgette").new(seed=7).exchange)
    >>> [len(hand) for hand in hands], centre[0].name
    ([13, 13], 'Stock')
    """
    reader = _PARTS.get(type(deal))
    if reader is None:
        raise TrickcardsError(f"{quote(deal)} is not a game's deal: expected one of {', '.join(_KINDS)}")
    return reader(deal)


_KINDS = tuple(kind.__name__ for kind in _PARTS)


def game_deal_view(deal: GameDeal) -> TableView:
    """What a picture of another game's deal shows: every hand face up, the piles, the dealer marked."""
    hands, piles, centre = deal_parts(deal)
    names = _NAMES.get(type(deal), _numbered)(len(hands))
    holders = tuple(
        Holder(name, hand, len(hand), (), tuple(pile)) for name, hand, pile in zip(names, hands, piles, strict=True)
    )
    dealer = getattr(deal, "dealer", None)
    at = int(dealer) if dealer is not None and int(dealer) < min(len(holders), 4) else None
    return TableView(f"{type(deal).__name__}", holders[:4], centre=tuple(centre), dealer=at)


def game_deal_svg(deal: GameDeal, *, style: Style | None = None) -> str:
    """Another game's deal as SVG: every hand face up around the table, the stock or piles beside them.

    >>> from trickcards import find_game
    >>> game_deal_svg(find_game("bridgette").new(seed=7).exchange).count('class="card"')  # and the up-card
    27
    """
    return table_svg(game_deal_view(deal), check_style(style))
