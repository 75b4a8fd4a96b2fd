"""Hypothesis strategies for trickcards values, for our tests and for yours.

Hypothesis is imported when this module is, so it stays out of the runtime
dependencies: install ``trickcards[test]`` (or hypothesis itself) to use it.

>>> from hypothesis import given
>>> @given(hands())
... def test_round_trip(hand: Hand) -> None:
...     assert Hand.parse(str(hand)) == hand
>>> test_round_trip()
"""

from __future__ import annotations

from hypothesis import strategies as st

from trickcards.cards import CARDS, Card
from trickcards.deck import PACKS, Deck
from trickcards.hand import Hand

__all__ = ["cards", "deals", "decks", "hands", "pack_names", "packet_patterns"]


def cards(colons: bool = True) -> st.SearchStrategy[Card]:
    """Any card; ``colons=False`` leaves out Bridgette's three colons."""
    return st.sampled_from(CARDS if colons else CARDS[:52])


def hands(colons: bool = True, min_size: int = 0, max_size: int | None = None) -> st.SearchStrategy[Hand]:
    """Any set of cards."""
    return st.frozensets(cards(colons), min_size=min_size, max_size=max_size).map(Hand)


def pack_names() -> st.SearchStrategy[str]:
    """The name of one of the named packs."""
    return st.sampled_from(sorted(PACKS))


def decks(pack: str | None = None, shuffled: bool = True) -> st.SearchStrategy[Deck]:
    """A named pack (any, or ``pack``), shuffled by a drawn seed unless ``shuffled=False``."""
    names = st.just(pack) if pack else pack_names()
    base = names.map(Deck.named)
    if not shuffled:
        return base
    return st.builds(lambda d, seed: d.shuffled(seed), base, st.integers(0, 2**32 - 1))


def packet_patterns(max_cards: int) -> st.SearchStrategy[tuple[int, ...]]:
    """A packet pattern such as ``(2, 3, 2)`` dealing at most ``max_cards`` to each player."""
    return (
        st.lists(st.integers(1, max(1, max_cards)), min_size=1, max_size=max(1, max_cards))
        .filter(lambda p: sum(p) <= max_cards)
        .map(tuple)
    )


def deals(players: int = 4, pack: str = "standard") -> st.SearchStrategy[tuple[Hand, ...]]:
    """Complete random deals: the whole of ``pack`` dealt one card at a time to ``players``."""

    def deal(deck: Deck) -> tuple[Hand, ...]:
        return deck.deal(players, hand_size=len(deck) // players).hands

    return decks(pack).map(deal)


# --- contract bridge: auctions and deals ------------------------------------------

from trickcards.bridge.auction import Auction  # noqa: E402  # appended section, kept apart from the core imports
from trickcards.bridge.calls import PASS  # noqa: E402
from trickcards.bridge.deal import Deal  # noqa: E402
from trickcards.seats import Seat  # noqa: E402

__all__ += ["auctions", "bridge_deals"]


def auctions(dealer: Seat | None = None, pass_percent: int = 55) -> st.SearchStrategy[Auction]:
    """Complete legal bridge auctions (any dealer, or ``dealer``); each call is Pass with a chance of ``pass_percent`` per cent.

    >>> from hypothesis import given
    >>> @given(auctions())
    ... def test_complete(auction: Auction) -> None:
    ...     assert auction.is_complete
    >>> test_complete()
    """

    @st.composite
    def build(draw: st.DrawFn) -> Auction:
        auction = Auction(draw(st.sampled_from(Seat)) if dealer is None else dealer)
        while not auction.is_complete:
            legal = auction.legal_calls()
            if len(legal) == 1 or draw(st.integers(0, 99)) < pass_percent:
                auction = auction.add(PASS)
            else:
                auction = auction.add(legal[draw(st.integers(1, len(legal) - 1))])
        return auction

    return build()


def bridge_deals() -> st.SearchStrategy[Deal]:
    """Random complete bridge deals, from a drawn seed."""
    return st.integers(0, 2**32 - 1).map(Deal.random)


# --- any game through the protocol ------------------------------------------------------

import random as _random  # noqa: E402  # appended section, kept apart from the core imports
from typing import Any  # noqa: E402

from trickcards.game import DealState, Game, find_game, games, random_actions  # noqa: E402

__all__ += ["game_names", "game_states", "random_actions"]


def game_names() -> st.SearchStrategy[str]:
    """The name of a game that can be played through the protocol (see :func:`trickcards.find_game`)."""
    return st.sampled_from([g.name for g in games()])


def game_states(
    game: str | Game[DealState[Any, Any]] | None = None, *, over: bool | None = None
) -> st.SearchStrategy[DealState[Any, Any]]:
    """Reachable states of any playable game (or of ``game``): a seeded deal and random legal actions.

    ``over=True`` gives only finished deals, ``over=False`` only unfinished ones; by
    default the number of actions taken is drawn, so both come.

    >>> from hypothesis import given
    >>> @given(game_states("duplicate", over=True))
    ... def test_points(state) -> None:
    ...     assert state.is_over and len(state.points) == 4
    >>> test_points()
    """
    chosen = st.just(game) if game is not None else game_names()

    @st.composite
    def build(draw: st.DrawFn) -> DealState[Any, Any]:
        named = draw(chosen)
        played = named if isinstance(named, Game) else find_game(named)
        first = played.new(seed=draw(st.integers(0, 2**32 - 1)))
        final = random_actions(first, _random.Random(draw(st.integers(0, 2**32 - 1))))
        if over:
            return final
        limit = draw(st.integers(0, len(final.history) - (1 if over is False else 0)))
        state = first
        for action in final.history[:limit]:
            state = state.apply(action)
        return state

    return build()
