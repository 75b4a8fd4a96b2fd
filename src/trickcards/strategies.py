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

from collections.abc import Sequence
from typing import Final

from hypothesis import strategies as st

from trickcards.core.cards import CARDS, Card
from trickcards.core.deck import PACKS, Deck
from trickcards.core.hand import Hand

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
from trickcards.core.seats import Seat  # noqa: E402

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

from trickcards.protocol.game import DealState, Game, find_game, games, random_actions  # noqa: E402

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


__all__ += ["ODD_CHARACTERS", "junk", "mutated"]

#: Characters that trip parsers: controls, Unicode spaces and line breaks, letters that
#: ``str.upper`` turns into ASCII ones, non-ASCII digits, separators and suit symbols.
ODD_CHARACTERS: Final = "\x00\t\n\r\x0b\x85\u00a0\u2028\u200b\ufeffſıﬆK١９²½-+.,:;|/[]\"'\\ 0123456789NnSsXx♠♥♦♣"
# Numbers and texts too large for any input: each must be refused quickly, not worked on.
# (Not in __all__: documentation tools cannot show an int of 5,000 digits.)
HUGE: Final = (10**5000, -(10**5000), 2**64, "9" * 5000, "-" + "9" * 5000, " " * 2000 + "1", "S" * 20_000)


def mutated(words: Sequence[str]) -> st.SearchStrategy[str]:
    """One of ``words`` with up to three characters of :data:`ODD_CHARACTERS` put in or over its own.

    >>> from hypothesis import find
    >>> len(find(mutated(["1NT"]), lambda text: len(text) > 3))
    4
    """

    @st.composite
    def mutate(draw: st.DrawFn) -> str:
        chars = list(draw(st.sampled_from(words)))
        edits = st.tuples(st.integers(0, 40), st.sampled_from(ODD_CHARACTERS), st.booleans())
        for position, char, insert in draw(st.lists(edits, max_size=3)):
            at = position % (len(chars) + 1)
            if insert or at == len(chars):
                chars.insert(at, char)
            else:
                chars[at] = char
        return "".join(chars)

    return mutate()


def junk(words: Sequence[str] = (), *extra: st.SearchStrategy[object]) -> st.SearchStrategy[object]:
    """Any value at all, for checking that bad input is refused with a ``TrickcardsError``.

    Wrong types, bools, small, negative and huge numbers, floats with NaN and infinity,
    text with odd characters (:data:`ODD_CHARACTERS`), bytes, lists, tuples and dicts,
    bare objects and library values of the wrong kind; with ``words`` (texts an input
    almost accepts, such as ``"1NT"`` or ``"N"``) also those words as they are and with
    odd characters put in; with ``extra`` also the values those strategies draw.

    >>> from hypothesis import given
    >>> from trickcards import Card
    >>> from trickcards.core.errors import TrickcardsError
    >>> @given(junk(["SA", "10h", "♠K"]))
    ... def test_card_parse(value: object) -> None:
    ...     try:
    ...         Card.parse(value)  # type: ignore[arg-type]
    ...     except TrickcardsError:
    ...         pass
    >>> test_card_parse()
    """
    options: list[st.SearchStrategy[object]] = [
        st.none(),
        st.booleans(),
        st.integers(-3, 60),
        st.integers(),
        st.floats(allow_nan=True, allow_infinity=True),
        st.sampled_from(HUGE),
        st.text(max_size=12),
        st.text(alphabet=ODD_CHARACTERS, max_size=12),
        st.binary(max_size=6),
        st.lists(st.one_of(st.integers(-2, 20), st.text(max_size=2), st.none()), max_size=5),
        st.tuples(st.integers(-1, 13), st.integers(-1, 13)),
        st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
        st.builds(object),
        st.sampled_from(CARDS),
        st.just(Hand.parse("A...")),
        st.just(Deck.standard()),
    ]
    if words:
        options += [st.sampled_from(tuple(words)), mutated(tuple(words))]
    return st.one_of(*options, *extra)
