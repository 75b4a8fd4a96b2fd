"""Who is who in a state's pictures: one reading of the contract, its declarer and the callers, for every game.

The SVG table of a state (its notes) and the HTML around it (the bidding table's last
line) both name the contract and its declarer from here, so they cannot disagree. A
contract is read once, in this order: the play's (the doubling of a cut-throat deal
included), the state's own (Helm's, cut-throat's once doubled), then the finished
auction's. Its declarer is a *player*, named as his game names him: an auction seat
is turned into the player who sat there by the state's own seating (Towie's three
active players among up to seven, the three-handed and two-player games' numbered
players), never read as a compass point.

>>> from trickcards import find_game
>>> state = find_game("rubber").new(seed=1)
>>> for call in ("1S", "Pass", "4S", "Pass", "Pass", "Pass"):
...     state = state.apply(call)
>>> contract_line(state), caller_names(state)
('4♠ by N', ['North', 'East', 'South', 'West'])
"""

from __future__ import annotations

import enum
from string import ascii_uppercase
from typing import Any

from trickcards.bridge.auction import Auction
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat
from trickcards.cutthroat.doubling import DoublingRound
from trickcards.pictures.style import Style, check_style
from trickcards.protocol.game import DealState

__all__ = ["bidding_tables", "caller_names", "contract_line", "contract_of", "declarer_of", "name_of"]


def name_of(player: object) -> str:
    """How every picture names a player: ``North``; ``A`` (a named position, or player 0 of a numbered game).

    >>> name_of(Seat.NORTH), name_of(2)
    ('North', 'C')
    """
    if isinstance(player, Seat):
        return player.name.title()
    if isinstance(player, enum.Enum):
        return str(player.name)
    if type(player) is int and 0 <= player < len(ascii_uppercase):
        return ascii_uppercase[player]  # numbered players are lettered A, B, C ... (inputs.player reads them)
    if isinstance(player, int) and not isinstance(player, bool):
        return f"Player {quote(player)}"  # a huge int is named by its size: str() refuses it
    return f"Player {player}"


def _short_name(player: object) -> str:
    """The declarer in a contract line: a seat by its letter (``4♠ by N``), any other player by his name."""
    return player.letter if isinstance(player, Seat) else name_of(player)


def _check_state(state: object) -> DealState[Any, Any]:
    if not isinstance(state, DealState):
        raise TrickcardsError(f"{quote(state)} is not a game state")
    return state


def _player_at(state: Any, seat: Seat) -> object:
    """The player who calls from ``seat`` of a bridge auction (the state's own seating, when it has one)."""
    player_of = getattr(state, "_player_of", None)
    return player_of(seat) if callable(player_of) else seat


def contract_of(state: DealState[Any, Any]) -> object | None:
    """The contract ``state`` is played in, or will be once its doubling is over; ``None`` before one is reached.

    The play's contract first (it holds the doubling of every game), then the state's
    own (Helm's), then the finished auction's.
    """
    state = _check_state(state)
    play = getattr(state, "play", None)
    for holder in (play, state):
        if holder is None:
            continue
        declaration: object = getattr(holder, "declaration", None)  # Brandeln's: declarer, contract and trumps
        if declaration is not None:
            return declaration
        contract: object = getattr(holder, "contract", None)
        if contract is not None and not callable(contract):
            return contract
    auction = getattr(state, "auction", None)
    if getattr(auction, "is_complete", False):
        reached: object = getattr(auction, "contract", None)
        return reached
    return None


def declarer_of(state: DealState[Any, Any]) -> object | None:
    """The player who declares ``state``'s contract (one of ``state.players``), or ``None``.

    Towie's auction seats hold its active players (here D, E and A of five):

    >>> from trickcards import find_game
    >>> state = find_game("towie").new(seed=4, players=5, dealer=3)
    >>> for call in ("Pass", "6NT", "Pass", "Pass"):
    ...     state = state.apply(call)
    >>> declarer_of(state), contract_line(state)
    (4, '6NT by E')
    """
    contract = contract_of(state)
    seat = getattr(contract, "declarer", None)
    if seat is None and contract is not None:  # Brandeln's contract reached, its trumps not yet named
        seat = getattr(getattr(state, "auction", None), "declarer", None)
    if not isinstance(seat, Seat):
        return seat  # the game's own players: Bridgette's and Brandeln's letters
    if isinstance(getattr(state, "auction", None), Auction):
        return _player_at(state, seat)  # the player who called from that seat
    players = tuple(state.players)
    return players[int(seat)] if int(seat) < len(players) else seat  # Helm: seats N and E hold players A and B


def _contract_text(contract: object) -> str:
    """The contract without its declarer, suit symbols shown: ``7NTX``, ``3NT doubled``, ``Six``."""
    if isinstance(contract, enum.Enum):
        return str(contract)
    level, strain, doubling = (getattr(contract, name, None) for name in ("level", "strain", "doubling"))
    if level is not None and strain is not None and doubling is not None:
        return f"{level}{getattr(strain, 'symbol', strain)}{doubling}"
    return str(contract)


def contract_line(state: DealState[Any, Any]) -> str | None:
    """The contract and its declarer as every picture of ``state`` writes them: ``7NTX by C``; ``None`` before a contract.

    >>> from trickcards import find_game
    >>> state = find_game("helm").new(seed=2)
    >>> contract_line(state) is None
    True
    """
    contract = contract_of(state)
    if contract is None:
        return None
    declaration_contract = getattr(contract, "contract", None)
    if isinstance(declaration_contract, enum.Enum):  # Brandeln's declaration: ``Six by M, hearts trumps``
        trump = getattr(contract, "trump", None)
        trumps = f", {trump.name.lower()} trumps" if trump is not None else ""
        return f"{declaration_contract} by {name_of(getattr(contract, 'declarer', None))}{trumps}"
    text = _contract_text(contract)
    declarer = declarer_of(state)
    return text if declarer is None else f"{text} by {_short_name(declarer)}"


def caller_names(state: DealState[Any, Any]) -> list[str]:
    """The names of the players calling from each seat of a bridge auction, by seat (North first).

    The player at each seat of the state's own seating (Towie's active players, the
    numbered players of the three-handed and two-player games); seats that take no part
    in the auction keep their compass names.
    """
    state = _check_state(state)
    auction = getattr(state, "auction", None)
    if not isinstance(auction, Auction):
        return [name_of(player) for player in state.players]
    calling = set(auction._setup.seats)
    return [name_of(_player_at(state, seat)) if seat in calling else name_of(seat) for seat in Seat]


def bidding_tables(state: DealState[Any, Any], style: Style | None = None) -> list[str]:
    """The HTML bidding tables of ``state``: its auction or bidding round, then cut-throat's doubling round.

    Each column is headed by the player who calls there (:func:`caller_names`); once a
    contract is reached, the line under the auction is :func:`contract_line`, the line
    the SVG's notes print.
    """
    from trickcards.pictures.bridge import auction_rows  # noqa: PLC0415  (the pictures load bridge's with this module)
    from trickcards.pictures.calls import call_rows  # noqa: PLC0415
    from trickcards.pictures.grid import grid_html  # noqa: PLC0415

    state = _check_state(state)
    look = check_style(style)
    tables = []
    auction = getattr(state, "auction", None) or getattr(state, "bidding", None)
    if auction is not None and (getattr(auction, "calls", None) or getattr(auction, "bids", None)):
        names = caller_names(state) if isinstance(auction, Auction) else ()
        head, rows, last = auction_rows(auction, names)
        line = contract_line(state)
        if line is not None and getattr(auction, "is_complete", False):
            last = f"Contract {line}"
        tables.append(grid_html("Auction", head, rows, look, footer=[last], css_class="trickcards-auction"))
    doubling = getattr(state, "doubling", None)
    if isinstance(doubling, DoublingRound) and doubling.calls:
        head, rows, last = call_rows(doubling)
        table = getattr(state, "table", None)  # the doubling is called from the seats after the change of seats
        if table is not None:
            sitting = {name_of(seat): name_of(table[int(seat)]) for seat in Seat}
            head = [sitting.get(name, name) for name in head]
        tables.append(grid_html("Doubling", head, rows, look, footer=[last], css_class="trickcards-auction"))
    return tables
