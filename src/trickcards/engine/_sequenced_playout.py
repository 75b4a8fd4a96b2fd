"""Random playouts of :class:`~trickcards.engine.sequenced_play.SequencedPlay`: by the kernel where it can, else card by card.

Published as :func:`trickcards.engine.sequenced_play.random_playout`. The holdings and rules with
the kernel's numbers (Helm's, Chinese bridge's, :class:`~trickcards.engine.sequenced_play.OpenHands`,
the kernel's follow and lead rules) are played in one call of
``trickcards.core._kernel.sequenced_playout``, which draws each card exactly as
``rng.choice(list(state.legal_cards()))`` would; only the final state is built.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from trickcards.core import _kernel
from trickcards.core.cards import CARDS, Card
from trickcards.core.deck import random_source
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote

__all__ = ["random_playout"]


def random_playout(state: SequencedPlay, rng: random.Random | int | None = None) -> SequencedPlay:
    """Play on from ``state`` to the end with uniformly random legal cards.

    For simulations, as :func:`trickcards.engine.trick_play.random_playout` is for tricks of one
    card a player: each choice draws exactly as ``rng.choice(list(state.legal_cards()))``
    would, so with equal seeds both ways give the same play. Where the holdings and the
    rules have the kernel's numbers (Helm's, Chinese bridge's, :class:`OpenHands`) the
    kernel plays the cards and only the final state is built.

    >>> import random
    >>> from trickcards.engine.sequenced_play import OpenHands, SequencedPlay
    >>> from trickcards.engine.trick_play import TrickRules
    >>> start = SequencedPlay.start(TrickRules(), OpenHands.of(["AK2.A32..", "QJ3.KQ4.."]), 0, [(0, 1, 0, 1)] * 3)
    >>> done = random_playout(start, rng=5)
    >>> done.is_complete, sum(done.tricks_won)
    (True, 3)
    >>> stepwise, rng = start, random.Random(5)
    >>> while not stepwise.is_complete:
    ...     stepwise = stepwise.play(rng.choice(list(stepwise.legal_cards())))
    >>> stepwise == done
    True
    """
    if not isinstance(state, SequencedPlay):
        raise TrickcardsError(f"{quote(state)} is not a SequencedPlay state")
    source = random_source(rng)
    done = _played_out(state, source)
    if done is not None:
        return done
    while not state.is_complete:
        state = state.play(source.choice(list(state.legal_cards())))
    return state


# Random.choice(seq) and Random.randrange(n) are seq[_randbelow(len(seq))] and _randbelow(n),
# which the kernel's draw repeats: it plays for generators whose three are Random's own.
_STANDARD_DRAWS: Final[tuple[Callable[..., object], ...]] = (
    random.Random.choice,
    random.Random.randrange,
    random.Random._randbelow,  # type: ignore[attr-defined]  # Random's private draw
)


def _played_out(state: SequencedPlay, rng: random.Random) -> SequencedPlay | None:
    """``state`` played to the end by the kernel, or ``None`` where it cannot (play on card by card).

    The same cards as choosing each with ``rng.choice(list(state.legal_cards()))`` or
    ``legal[rng.randrange(len(legal))]``; ``None`` for a finished play, rules or holdings
    without the kernel's numbers, or a generator whose draws are not :class:`random.Random`'s.
    """
    kind = type(rng)
    if state.is_complete or (kind.choice, kind.randrange, kind._randbelow) != _STANDARD_DRAWS:  # type: ignore[attr-defined]
        return None
    rules = state._rules
    tables = rules._tables
    holdings = state._holdings
    form = getattr(holdings, "_kernel_form", None)
    after = getattr(holdings, "_after_plays", None)
    if _kernel.OTHER in (tables.follow, tables.lead) or form is None or after is None:
        return None
    number = len(state._history) + 1
    numbers = form(number, len(state._order))
    if numbers is None:
        return None
    players = len(state._won)
    left = played = 0
    for player in range(players):
        left |= holdings.held(player)
    if len(numbers.pools) > 1 and not _stages_serve(numbers, state, number, left):
        return None
    history = state._history
    for trick in history:
        for card in trick.cards:
            played |= card.mask
    cards: list[int] = []
    winners: list[int] = []
    _kernel.sequenced_playout(
        tables,
        rng.getrandbits,
        numbers,
        state._order,
        players,
        number,
        state._leader,
        left,
        played,
        [c.index for c in state._cards],
        state._legal,
        [c.index for c in history[-1].cards] if history else [],
        cards,
        winners,
    )
    # The final state from the cards and winners: each trick's players from its pattern and leader.
    leader, done, won, patterns = state._leader, list(history), list(state._won), state._order
    plays: list[tuple[int, Card, int]] = []
    start, first = 0, len(state._cards)
    for winner in winners:
        pattern = patterns[number - 1]
        end = start + len(pattern)
        order = tuple([(leader + p) % players for p in pattern])
        trick_cards = tuple([CARDS[i] for i in cards[start:end]])  # whole, the first one too
        plays += zip(order[first:], trick_cards[first:], (number,) * (len(pattern) - first), strict=True)
        done.append(_trick(order, trick_cards))
        won[winner] += 1
        leader, number, start, first = winner, number + 1, end, 0
    final: Holdings = after(plays)
    return _state(rules, state._order, final, leader, (), tuple(done), tuple(won), state._names, state._citation)


def _stages_serve(numbers: _kernel.SequencedHoldings, state: SequencedPlay, number: int, left: int) -> bool:
    """Whether each player's pool of each stage holds just the cards his tricks from trick ``number`` on ask of it.

    Every pattern has each player play an equal share of its cards, so what each stage
    asks of a player is known before the play. A play whose stages do not match (Helm's
    holdings under an order of other tricks) would leave a player with nothing to play
    at some point: the kernel is not asked to play it (card by card, it stops there).
    """
    if any(numbers.tops) or any(numbers.fresh):
        return False  # piles within stages: no holdings have them
    players, patterns = len(state._won), state._order
    asked = [[0] * players for _ in numbers.pools]
    for trick in range(number, len(patterns) + 1):
        for player in range(players):
            asked[numbers.stage[trick]][player] += len(patterns[trick - 1]) // players
    pattern = patterns[number - 1]
    for position in range(len(state._cards)):
        asked[numbers.stage[number]][(state._leader + pattern[position]) % players] -= 1
    return all(
        (pool[player] & left).bit_count() == asked[stage][player]
        for stage, pool in enumerate(numbers.pools)
        for player in range(players)
    )


# trickcards.engine.sequenced_play imports this module after its classes: imported last here too, so
# that either module may be imported first.
from trickcards.engine.sequenced_play import Holdings, SequencedPlay, _state, _trick  # noqa: E402
