"""The calls of every other game's auction or bidding round, each under its caller, for a bidding table.

Bridge's :class:`~trickcards.bridge.Auction` has its own columns
(:func:`~trickcards.pictures.bridge.auction_rows`); Bridgette's and Brandeln's
auctions, Helm's, Blackout's bids, Partnership Blackout's call round and the cut-throat
doubling round are read here:
the players in calling order from the first caller, then each call in its caller's
column, a new row each time the turn comes round again.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from string import ascii_uppercase
from typing import Any

from trickcards.blackout.bidding import BlackoutBidding
from trickcards.brandeln.auction import Auction as BrandelnAuction
from trickcards.brandeln.contracts import Player as BrandelnPlayer
from trickcards.bridgette.auction import Auction as BridgetteAuction
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat
from trickcards.cutthroat.doubling import DoublingRound
from trickcards.helm.auction import HelmAuction
from trickcards.partnership_blackout.bidding import PartnershipCallRound

__all__ = ["OtherAuction", "call_rows"]

OtherAuction = BrandelnAuction | BridgetteAuction | HelmAuction | BlackoutBidding | PartnershipCallRound | DoublingRound
"""The auctions and bidding rounds of the games other than bridge."""


def _name(player: object) -> str:
    if isinstance(player, str):  # already the game's name for the player (Helm's A and B)
        return player
    if isinstance(player, Seat):
        return player.name.title()
    if isinstance(player, enum.Enum):
        return player.name
    return ascii_uppercase[player] if type(player) is int else f"Player {player}"  # numbered players are lettered


def _text(call: object) -> str:
    pretty = getattr(call, "pretty", None)
    return str(pretty()) if callable(pretty) else str(call)


def _contract(contract: object) -> str:
    return f"Contract {_text(contract)}" if contract is not None else "Passed out"


# Per kind: the players in seat order, each call with its caller, and the line under the table once complete.
_Reading = tuple[Sequence[object], list[tuple[object, object]], str]
_READERS: dict[type, Callable[[Any], _Reading]] = {
    BrandelnAuction: lambda a: (
        list(BrandelnPlayer),
        list(zip(a.callers, a.calls, strict=True)),
        "A lottery" if a.is_lottery else _contract(a.contract),
    ),
    BridgetteAuction: lambda a: (
        [a.dealer, a.dealer.other],
        [(a.dealer if i % 2 == 0 else a.dealer.other, call) for i, call in enumerate(a.calls)],
        _contract(a.contract),
    ),
    HelmAuction: lambda a: (  # players A and B, who declare its two-player contracts
        ["A", "B"],
        [("AB"[(a.dealer + 1 + i) % 2], call) for i, call in enumerate(a.calls)],
        _contract(a.contract),
    ),
    BlackoutBidding: lambda b: (
        list(range(b.players)),
        [(b.bidder(i), bid) for i, bid in enumerate(b.bids)],
        f"Bid {b.total} for {b.tricks} tricks",
    ),
    DoublingRound: lambda d: (
        list(Seat),
        list(zip(d.callers, d.calls, strict=True)),
        f"{d.doubling.name.title()}, the dummy {'accepted' if d.accepted else 'refused'}",
    ),
    PartnershipCallRound: lambda r: (
        list(Seat),
        list(r.entries),
        "Contracts " + ", ".join(str(contract) for contract in r.contracts or ()),  # none while the round goes on
    ),
}


def call_rows(auction: OtherAuction) -> tuple[list[str], list[list[str]], str]:
    """The bidding table of ``auction``: the players from the first caller, one row per round, the last word.

    >>> from trickcards.helm import HelmAuction
    >>> call_rows(HelmAuction.parse("2C 4C 4S", dealer=0))
    (['B', 'A'], [['2♣', '4♣'], ['4♠', '']], 'The auction goes on')
    >>> call_rows(HelmAuction.parse("2C Pass 4S Pass 5S Pass", dealer=0))[2]
    'Contract 5♠ by B'
    """
    reader = _READERS.get(type(auction))
    if reader is None:
        kinds = ", ".join(kind.__name__ for kind in _READERS)
        raise TrickcardsError(f"{quote(auction)} is not another game's auction: expected one of {kinds}")
    players, entries, last = reader(auction)
    if entries:  # the columns start with the first caller
        first = list(players).index(entries[0][0])
        players = [*players[first:], *players[:first]]
    column = {player: index for index, player in enumerate(players)}
    rows: list[list[str]] = []
    at = len(players)
    for caller, call in entries:
        if column[caller] <= at:  # the turn has come round: a new row
            rows.append([""] * len(players))
        at = column[caller]
        rows[-1][at] = _text(call)
    return [_name(p) for p in players], rows, last if auction.is_complete else "The auction goes on"
