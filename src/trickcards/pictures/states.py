"""Any game's state as a picture: the table as that game lays it out, read into a :class:`TableView`.

One reader serves every game: the hands of the play once it has begun (with the
trick in progress), else the hands of the deal, plus what the game keeps beside them
(Bridgette's stock, Helm's reserves, Chinese bridge's piles face up and face down,
Towie's exposed cards, Blackout's turn-up, the two-player stock). The notes under
the table say the phase, who is to move, the contract or bids, the tricks won and,
once over, the result.

``observer=`` draws what one player sees: the others' hands face down, except the
cards the rules show everyone (a dummy once exposed, Towie's exposed cards, the face-up
piles and the turn-up). It reads only what the state itself holds.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

from trickcards.bridge.auction import Auction
from trickcards.cards import Card
from trickcards.errors import TrickcardsError
from trickcards.game import DealState
from trickcards.hand import Hand
from trickcards.inputs import quote
from trickcards.pictures.bridge import auction_html
from trickcards.pictures.grid import grid_html
from trickcards.pictures.style import Style, check_style
from trickcards.pictures.svg import table_svg
from trickcards.pictures.view import Holder, Pile, TableView
from trickcards.seats import Seat

if TYPE_CHECKING:
    from trickcards.match import MatchState

__all__ = ["player_name", "state_html", "state_svg", "state_view"]


def player_name(player: object) -> str:
    """How a picture names a player: ``North``, ``A``, ``Player 2``."""
    if isinstance(player, Seat):
        return player.name.title()
    if isinstance(player, enum.Enum):
        return str(player.name)
    return f"Player {player}"


def _hands_before_play(state: Any) -> tuple[list[Hand], list[list[Pile]], list[Pile]]:
    """The hands of a deal not yet in play, each holder's piles, and the piles in the middle."""
    name = state.game_name
    if name == "bridgette":
        exchange = state.exchange
        stock = list(exchange.stock)
        if stock and stock[0] == exchange.upcard:  # the up-card lies face up on the stock until drawn
            return list(exchange.hands), [[], []], [Pile("Stock", (stock[0],), len(stock) - 1)]
        return list(exchange.hands), [[], []], [Pile("Stock", hidden=len(stock))]
    if name == "helm":
        return list(state.hands), [[Pile("Reserve", tuple(r))] for r in state.reserves], []
    if name == "chinese-bridge":
        deal = state.deal
        piles = [[Pile("Piles", tuple(up), len(down))] for up, down in zip(deal.face_up, deal.face_down, strict=True)]
        return list(deal.hands), piles, []
    if name == "towie":
        cards = state.cards
        hands = list(cards.table.hands)
        return hands, [[] for _ in hands], [Pile("Exposed", tuple(cards.exposed))]
    if name == "three-handed":
        cards = state.cards
        return [*cards.hands, cards.booby], [[], [], [], []], []
    if name == "blackout":
        deal = state.deal
        return list(deal.hands), [[] for _ in deal.hands], [Pile("Turn-up", (deal.turn_up,))]
    if name == "two-player-null":
        return list(state.hands), [[], []], [Pile("Stock", hidden=len(state.stock))]
    if name == "partnership-blackout":
        hands = list(state._deal.hands)  # the deal, before the play holds it
        return hands, [[] for _ in hands], []
    if name in {"brandeln", "two-handed"}:
        hands = list(state._hands)  # the dealt hands, before the play holds them
        return hands, [[] for _ in hands], []
    deal = state.deal
    hands = list(deal.hands)
    return hands, [[] for _ in hands], []


def _hands_in_play(state: Any, play: Any) -> tuple[list[Hand], list[list[Pile]], list[Pile]]:
    name = state.game_name
    if name == "helm":
        return list(state.hands), [[Pile("Reserve", tuple(r))] for r in state.reserves], []
    if name == "chinese-bridge":
        holdings = play.holdings
        piles = []
        for row in holdings.piles:
            up = tuple(pile.up for pile in row if pile.up is not None)
            down = sum(pile.down is not None for pile in row)
            piles.append([Pile("Piles", up, down)])
        return list(holdings.hands), piles, []
    hands = list(play.hands)
    if state.is_over and all(hasattr(trick, "player") for trick in getattr(play, "tricks", ())):
        for trick in play.tricks:  # a finished deal is drawn as it was dealt for play
            for position, card in enumerate(trick.cards):
                player = int(trick.player(position))
                hands[player] = hands[player].add(card)
    centre = [Pile("Turn-up", (state.deal.turn_up,))] if name == "blackout" else []
    return hands, [[] for _ in hands], centre


# Hands dealt beyond the players' own, before the play seats them: their names, and
# which are face up to everyone (two-handed bridge's open dummy, section 2).
_EXTRA_HANDS: dict[str, tuple[tuple[str, ...], frozenset[int]]] = {
    "two-handed": (("Open dummy", "Closed dummy"), frozenset({2})),
    "three-handed": (("Booby",), frozenset()),
}


def _names(state: Any, play: Any, count: int) -> list[str]:
    seating = getattr(play, "seating", None)
    if seating is not None and len(seating.names) == count:
        return [str(n) for n in seating.names]
    names = [player_name(p) for p in state.players]
    extra = _EXTRA_HANDS.get(state.game_name, ((), frozenset()))[0]
    names += list(extra)
    return names + [f"Hand {i}" for i in range(len(names), count)]


def _trick(play: Any) -> tuple[tuple[int, Card], ...]:
    trick = getattr(play, "current_trick", None) or getattr(play, "trick", None)
    if trick is None:
        return ()
    order = getattr(trick, "order", None)
    if order is not None:
        return tuple((int(order[i]), card) for i, card in enumerate(trick.cards))
    return tuple((int(trick.player(i)), card) for i, card in enumerate(trick.cards))


def _observer_index(state: Any, observer: object) -> int | None:
    if observer is None:
        return None
    players = list(state.players)
    for index, player in enumerate(players):
        if observer is player or observer == player:
            return index
        if isinstance(observer, str) and observer.strip().lower() in {
            str(player).lower(),
            player_name(player).lower(),
            getattr(player, "name", "").lower(),
            getattr(player, "letter", "").lower(),
        }:
            return index
    raise TrickcardsError(
        f"observer={quote(observer)} is not a player of {state.game_name}: expected one of "
        + ", ".join(player_name(p) for p in players)
    )


def _seen(state: Any, play: Any, index: int, observer: int | None) -> bool:
    """Whether the observer sees the hand at ``index``: their own, or one the rules lay face up."""
    if observer is None or index == observer:
        return True
    if play is None:
        return index in _EXTRA_HANDS.get(state.game_name, ((), frozenset()))[1]
    return index in [int(e) for e in getattr(play, "exposed", ())]


def _call_text(call: object) -> str:
    pretty = getattr(call, "pretty", None)
    return str(pretty()) if callable(pretty) else str(call)


def _notes(state: Any, play: Any, names: list[str]) -> list[str]:
    notes = []
    auction = getattr(state, "auction", None)
    calls = getattr(auction, "calls", None)
    if calls:  # bridge's and every other game's auction: the calls in order, suit symbols shown
        notes.append("Auction: " + " ".join(_call_text(call) for call in calls))
    bidding = getattr(state, "bidding", None)
    bids = getattr(bidding, "bids", None)
    if bids and bidding is not None:
        first = int(bidding.dealer) + 1
        notes.append("Bids: " + ", ".join(f"{names[(first + i) % len(names)]} {b}" for i, b in enumerate(bids)))
    contract = getattr(play, "contract", None) if play is not None else None
    if contract is not None:
        pretty = getattr(contract, "pretty", None)
        notes.append(f"Contract: {pretty() if callable(pretty) else contract}")
    won = getattr(play, "tricks_won", None) if play is not None else None
    if won:
        notes.append("Tricks won: " + ", ".join(f"{names[i] if i < len(names) else i} {w}" for i, w in enumerate(won)))
    if state.is_over:
        result = getattr(state, "result", None)
        result = None if callable(result) else result
        notes.append(f"Result: {result}" if result is not None else f"Points: {state.points}")
    elif state.to_move is not None:
        notes.append(f"To move: {player_name(state.to_move)} ({state.phase})")
    return notes


def _deal_of(state: object) -> Any:
    """``state``, or a match's current deal: a match is drawn as the deal being played."""
    from trickcards.match import MatchState  # noqa: PLC0415  # the match module is loaded only when drawn

    return state.deal if isinstance(state, MatchState) else state


def state_view(state: DealState[Any, Any] | MatchState, observer: object = None) -> TableView:
    """What a picture of ``state`` (a deal, or a match's current deal) shows (``observer``: whose view; ``None``: everything).

    >>> from trickcards import find_game
    >>> view = state_view(find_game("bridgette").new(seed=7))
    >>> [len(h.hand) for h in view.holders], view.centre[0].name
    ([13, 13], 'Stock')
    """
    state = _deal_of(state)
    if not isinstance(state, DealState):
        raise TrickcardsError(f"{quote(state)} is not a game state")
    play = getattr(state, "play", None)
    hands, piles, centre = _hands_before_play(state) if play is None else _hands_in_play(state, play)
    names = _names(state, play, len(hands))
    seen = _observer_index(state, observer)
    holders = []
    mover = state.to_move
    for index, hand in enumerate(hands):
        marks = (
            ("to move",) if mover is not None and index < len(state.players) and state.players[index] == mover else ()
        )
        visible = _seen(state, play, index, seen)
        holder_piles = piles[index] if visible else [Pile(p.name, p.cards, p.hidden) for p in piles[index]]
        holders.append(Holder(names[index], hand if visible else None, len(hand), marks, tuple(holder_piles)))
    title = f"{state.game_name} · {state.phase}" + (f" · seen by {names[seen]}" if seen is not None else "")
    return TableView(
        title,
        tuple(holders[:4]),
        trick=tuple(t for t in _trick(play) if t[0] < 4) if play is not None else (),
        centre=tuple(centre),
        notes=tuple(_notes(state, play, names)),
    )


def state_svg(state: DealState[Any, Any] | MatchState, *, observer: object = None, style: Style | None = None) -> str:
    """Any game's state as SVG: the table as the game lays it out, notes below.

    >>> from trickcards import find_game
    >>> state_svg(find_game("bridgette").new(seed=7)).count('class="card"')  # two hands of 13 and the up-card
    27
    """
    return table_svg(state_view(state, observer), check_style(style))


def state_html(state: DealState[Any, Any] | MatchState, *, observer: object = None, style: Style | None = None) -> str:
    """Any game's state as HTML: its SVG, and the bidding table of a bridge auction."""
    look = check_style(style)
    state = _deal_of(state)
    parts = [state_svg(state, observer=observer, style=look)]
    auction = getattr(state, "auction", None)
    if isinstance(auction, Auction) and auction.calls:
        named = [] if all(isinstance(p, Seat) for p in state.players) else [player_name(p) for p in state.players]
        parts.append(auction_html(auction, style=look, names=named))
    play = getattr(state, "play", None)
    if play is not None and hasattr(play, "seating") and play.tricks:
        from trickcards.pictures.bridge import trick_rows  # noqa: PLC0415  (a bridge-family play only)

        head, rows = trick_rows(play, look)
        parts.append(grid_html("Tricks", head, rows, look, right=[0], css_class="trickcards-tricks"))
    return '<div class="trickcards-state">' + "\n".join(parts) + "</div>"
