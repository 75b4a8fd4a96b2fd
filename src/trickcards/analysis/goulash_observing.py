"""Observations after goulashes: the exact sampler of Towie and the cut-throat game.

A goulash (:func:`~trickcards.bridge.deal.goulash`) sorts each hand by suits, stacks
the four hands from the dealer's left, cuts the pack once and deals it 5-5-3. Its cut,
and the six dummy cards Towie turns up after it, are drawn by lot independently of the
cards (:func:`~trickcards.bridge.deal.goulash_draw`), so every history that agrees with
what a player has seen, an earlier deal and a cut, is equally likely: the six cards
turned up before and after add the same factor, 1/1,716 each, to every one.
:class:`GoulashViewer` samples them uniformly.

The stacked pack is the four earlier hands, each in suit order, one block after the
other. Going through the 52 cards in that order (spades first, each suit from the ace
down) and giving each to a block, a card's index in its block fixes its place in the
pack, hence, for a given cut, the new hand it is dealt to. What the player knows is a
set of blocks and a set of new hands allowed to each card: his own cards before and
after, the exposed dummy cards before and after, the cards each hand has played and
those its plays show it cannot hold (:func:`~trickcards.analysis.observation.forbidden_by_play`).
For each cut, a count of the ways to fill the blocks so far, by how many cards each
block holds, counts the earlier deals consistent with the observation; a sample draws
the cut in proportion to its count, then each card's block backwards through the
counts. The counts are made once per observation (cuts that put the player's own
earlier cards where he did not see them are dropped first); a draw is then 52 weighted
choices and the replay of the history. For a player who holds cards only a few cuts
survive and the counts take milliseconds; for a Towie player sitting out, who holds
none, every block is unknown and they take about a second until the dummy is shown
(only the total of each cut is then kept, and a draw counts its cut again: some tens
of samples a second).

After two goulashes or more the same count covers them all, one per tuple of cuts: every
hand is sorted in the same order at each goulash, so the first ``n`` cards of a hand
after one goulash (its block in the next stacked pack) are the first ``n`` the cards so
far gave it. How full the first deal's blocks are thus fixes how full every later hand
is, and a card's block in the first deal fixes its hand at every stage; each stage's
knowledge (his own hand, the cards turned up) applies to the cards there. A hand all
known at one stage pins the next cut, so a player holding cards counts a handful of
tuples (milliseconds). A Towie player sitting out would count every pair of cuts: after
two goulashes :meth:`~trickcards.analysis.observation.Observation.sample` raises
:class:`~trickcards.analysis.observation.ObservationError` for him (bound a search with
``goulash_limit=1``).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence
from typing import Any, Final

from trickcards.analysis.observation import Model, ObservationError
from trickcards.analysis.table_observing import TableModel, TableViewer
from trickcards.bridge.deal import GOULASH_PACKETS
from trickcards.core.cards import CARDS
from trickcards.core.deck import Deck
from trickcards.core.hand import Hand

__all__ = ["GoulashViewer"]

_SHIFT: Final = 4
"""Bits per block of a count state (0-13 cards)."""
_KEPT_CUTS: Final = 8
"""The most cuts whose counts by state are kept for drawing (each takes up to tens of thousands of entries)."""
_FULL: Final = sum(13 << (_SHIFT * e) for e in range(4))
"""The count state of four full blocks."""
_ORDER: Final = tuple(range(51, -1, -1))
"""The card indexes in the order of a stacked goulash pack: spades first, each suit from the ace down."""


def _dealt_to() -> tuple[int, ...]:
    """The hand (0-3, from the dealer's left) dealt each place of the cut pack, in packets of 5, 5 and 3."""
    places = Deck(list(CARDS[:52])).deal(4, packets=GOULASH_PACKETS).hands
    found = [0] * 52
    for hand, cards in enumerate(places):
        for card in cards:
            found[card.index] = hand
    return tuple(found)


_DEALT_TO: Final = _dealt_to()


class GoulashModel:
    """Deals a full state consistent with an observation made after one goulash or more (see the module).

    ``stack`` is the entry (seat) of each block of a stacked pack, from the top (the
    same dealer deals every goulash); ``allowed[j][c]`` is the bit set of the entries
    that may have held card ``c`` (a card index) in the deal after ``j`` goulashes (the
    first deal for 0, the deal now for the last); ``start_of(hands, cuts, rng)`` makes
    the start of the deal whose first hands are ``hands`` (masks by entry) and whose
    goulashes are cut at ``cuts``. ``table`` replays the history.
    """

    __slots__ = ("_counts", "_cuts", "_dealt", "_layers", "allowed", "stack", "start_of", "table")

    def __init__(
        self,
        table: TableModel,
        stack: tuple[int, int, int, int],
        allowed: tuple[tuple[int, ...], ...],
        start_of: Callable[
            [tuple[int, ...], tuple[int, ...], random.Random], tuple[tuple[Hand | Deck, ...], tuple[int, ...]]
        ],
    ) -> None:
        self.table = table
        self.stack = stack
        self.allowed = allowed
        self.start_of = start_of
        self._cuts: list[tuple[int, ...]] = []
        self._counts: list[int] = []
        self._layers: list[list[dict[int, int]]] = []
        self._dealt: list[_Dealt] = []
        # A block all known at one stage pins the next goulash's cut: only the cuts it fits are counted.
        stages = [
            [cut for cut in range(1, 52) if all(self._fits(stage, e, cut) for e in self._known(stage))]
            for stage in range(len(allowed) - 1)
        ]
        for cuts in itertools.product(*stages):
            dealt = self._dealt_tables(cuts)
            layers = self._count(dealt)
            total = layers[-1].get(_FULL, 0) if layers else 0
            if total:
                self._cuts.append(cuts)
                self._counts.append(total)
                self._layers.append(layers)
                self._dealt.append(dealt)
        if len(self._cuts) > _KEPT_CUTS:  # a player sitting out: keep the totals, count a cut again when drawn
            self._layers = [[] for _ in self._cuts]
        if not self._cuts:
            raise ObservationError(
                "no earlier deal and cuts are consistent with this observation (bridge variants §6-§7)"
            )

    def _known(self, stage: int) -> list[int]:
        """The entries whose 13 cards after ``stage`` goulashes are all known."""
        found = self.allowed[stage]
        return [e for e in range(4) if sum(1 for owners in found if owners == 1 << e) == 13]

    def _hand_at(self, entry: int, index: int, cut: int) -> int:
        """The entry dealt the card at ``index`` of ``entry``'s block when the pack is cut at ``cut``."""
        place = self.stack.index(entry) * 13 + index
        return self.stack[_DEALT_TO[(place - cut) % 52]]

    def _fits(self, stage: int, entry: int, cut: int) -> bool:
        """True when ``entry``'s block after ``stage`` goulashes, all known, is dealt where it may be under ``cut``."""
        before, after = self.allowed[stage], self.allowed[stage + 1]
        block = [index for index in _ORDER if before[index] == 1 << entry]
        return all(after[index] >> self._hand_at(entry, i, cut) & 1 for i, index in enumerate(block))

    def _dealt_tables(self, cuts: tuple[int, ...]) -> _Dealt:
        """For each goulash, entry and index in its block, the entry dealt that card; and a cache of fills."""
        return _Dealt([[[self._hand_at(e, i, cut) for i in range(13)] for e in range(4)] for cut in cuts])

    def _goes(self, state: int, entry: int, index: int, dealt: _Dealt) -> bool:
        """True when card ``index`` may join ``entry``'s first block after the cards filling ``state``."""
        fills = dealt.fills(state)
        place = fills[0][entry]
        if place >= 13:
            return False
        for stage, table in enumerate(dealt.tables, start=1):
            entry = table[entry][place]
            if not self.allowed[stage][index] >> entry & 1:
                return False
            place = fills[stage][entry]
        return True

    def _count(self, dealt: _Dealt) -> list[dict[int, int]]:
        """The ways to fill the first blocks with the first cards in stacking order, by state, one layer per card."""
        layer: dict[int, int] = {0: 1}
        layers = [layer]
        first = self.allowed[0]
        for index in _ORDER:
            choices = [e for e in range(4) if first[index] >> e & 1]
            following: dict[int, int] = {}
            for state, ways in layer.items():
                for entry in choices:
                    if self._goes(state, entry, index, dealt):
                        after = state + (1 << (_SHIFT * entry))
                        following[after] = following.get(after, 0) + ways
            if not following:
                return []
            layer = following
            layers.append(layer)
        return layers

    @property
    def ways(self) -> int:
        """How many (earlier deal, cuts) histories are consistent with the observation."""
        return sum(self._counts)

    def counts(self) -> dict[tuple[int, ...], int]:
        """The consistent first deals for each tuple of cuts (one a goulash) that has any."""
        return dict(zip(self._cuts, self._counts, strict=True))

    def draw(self, rng: random.Random) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """One consistent history, uniformly: the first hands (masks by entry) and the cuts."""
        pick = rng.randrange(self.ways)
        number = 0
        while pick >= self._counts[number]:
            pick -= self._counts[number]
            number += 1
        cuts, layers, dealt = self._cuts[number], self._layers[number], self._dealt[number]
        if not layers:
            layers = self._count(dealt)
        first = self.allowed[0]
        hands = [0, 0, 0, 0]
        state = _FULL
        for step in range(52, 0, -1):
            index = _ORDER[step - 1]
            allowed = first[index]
            if not allowed & (allowed - 1):  # one block only: the player's own card, or one seen face up
                entry = allowed.bit_length() - 1
                state -= 1 << (_SHIFT * entry)
                hands[entry] |= 1 << index
                continue
            before = layers[step - 1]
            options: list[tuple[int, int]] = []
            total = 0
            for entry in range(4):
                if allowed >> entry & 1 and state >> (_SHIFT * entry) & 15:
                    earlier = state - (1 << (_SHIFT * entry))
                    ways = before.get(earlier, 0)
                    if ways and self._goes(earlier, entry, index, dealt):
                        options.append((ways, entry))
                        total += ways
            entry = options[0][1]
            if len(options) > 1:
                pick = rng.randrange(total)
                for ways, entry in options:  # noqa: B007  # the loop variables are the choice
                    if pick < ways:
                        break
                    pick -= ways
            state -= 1 << (_SHIFT * entry)
            hands[entry] |= 1 << index
        return tuple(hands), cuts

    def sample(self, rng: random.Random) -> Any:
        """A full state: a consistent first deal and cuts, the history replayed."""
        hands, cuts = self.draw(rng)
        cards, chance = self.start_of(hands, cuts, rng)
        return self.table.replay(cards, chance)


class _Dealt:
    """Where each goulash of one tuple of cuts deals each block's cards, with the fills met so far."""

    __slots__ = ("_fills", "tables")

    def __init__(self, tables: list[list[list[int]]]) -> None:
        self.tables = tables
        self._fills: dict[int, list[list[int]]] = {}

    def fills(self, state: int) -> list[list[int]]:
        """How many of the cards so far each entry holds at each stage, from the first deal's fill ``state``.

        The cards go in the order every hand is sorted in, so the first ``n`` cards of a
        block are the first ``n`` of its hand, and a stage's fill is what the blocks of
        the stage before dealt to each entry.
        """
        found = self._fills.get(state)
        if found is None:
            fill = [state >> (_SHIFT * e) & 15 for e in range(4)]
            found = [fill]
            for table in self.tables:
                following = [0, 0, 0, 0]
                for block in range(4):
                    for index in range(fill[block]):
                        following[table[block][index]] += 1
                fill = following
                found.append(fill)
            self._fills[state] = found
        return found


class GoulashViewer(TableViewer):
    """The viewer of a table game dealt again by goulashes (Towie, cut-throat): its sampler after goulashes.

    A game says where its dealer sits (:meth:`dealer_entry`), which cards of the first
    deal everyone saw (:meth:`first_seen`) and how a start holds a deal and its
    goulash's draw (:meth:`goulash_start`).
    """

    def goulashes(self, state: Any) -> int:
        """How many goulashes the deal has been through."""
        return int(state.goulashes)

    def dealer_entry(self, state: Any) -> int:
        """The entry of the dealer's seat (the goulash's stack starts on his left)."""
        raise NotImplementedError

    def first_seen(self, state: Any) -> dict[int, int]:
        """Cards of the first deal's entries that everyone saw (Towie's six exposed dummy cards), by entry."""
        return {}

    def goulash_start(
        self, state: Any, hands: tuple[int, ...], cuts: tuple[int, ...], rng: random.Random
    ) -> tuple[tuple[Hand | Deck, ...], tuple[int, ...]]:
        """The start's cards and chance of a deal first dealt ``hands`` (masks by entry), its goulashes cut at ``cuts``."""
        raise NotImplementedError

    def now_allowed(self, state: Any, who: Any) -> tuple[int, ...]:
        """For each card, the entries of the deal now being bid or played that may hold it, as a bit set."""
        hands = self.hands(state)
        visible = self.visible(state, who)
        dealt = tuple(h.mask for h in self.dealt_hands(state))
        played = self.played(state)
        known = [0, 0, 0, 0]
        for entry in visible:
            known[entry] |= hands[entry].mask
        for entry, mask in enumerate(dealt):
            known[entry] |= mask & played
        for entry, mask in self.partly_seen(state).items():
            known[entry] |= mask
        seen = known[0] | known[1] | known[2] | known[3]
        pool = ((1 << 52) - 1) & ~seen
        holders = [e for e in range(4) if e not in visible]
        forbidden = self.forbidden_by_entry(state, holders, pool)
        allowed = []
        for index in range(52):
            bit = 1 << index
            owner = next((e for e in range(4) if known[e] & bit), None)
            if owner is not None:
                allowed.append(1 << owner)
            else:
                allowed.append(sum(1 << h for h in holders if not forbidden[h] & bit))
        return tuple(allowed)

    def first_allowed(self, first: Any, who: Any) -> tuple[int, ...]:
        """For each card, the entries of the first deal that may have held it, as a bit set."""
        mine = self.entry_of(first, who)
        seen = dict(self.first_seen(first))
        if mine is not None:
            seen[mine] = self.dealt_hands(first)[mine].mask
        others = sum(1 << e for e in range(4) if e != mine)
        return tuple(next((1 << e for e, mask in seen.items() if mask >> index & 1), others) for index in range(52))

    def model(self, states: Sequence[Any], who: Any) -> Model:
        state = states[-1]
        goulashes = self.goulashes(state)
        if not goulashes:
            return super().model(states, who)
        if goulashes > 1 and self.entry_of(state, who) is None:
            raise ObservationError(
                f"{goulashes} goulashes: a player holding no cards is sampled after one goulash at most "
                "(bridge variants §6-§7): every pair of cuts would be counted; bound the deal with goulash_limit=1"
            )
        dealer = self.dealer_entry(state)
        stack = (dealer + 1 & 3, dealer + 2 & 3, dealer + 3 & 3, dealer)
        table = TableModel(type(state), state.start, state.history, (), (), (), (), 0)
        # The first state of each deal: the first deal, then the one after each goulash.
        firsts = [next(s for s in states if self.goulashes(s) == number) for number in range(goulashes)]
        allowed = (*(self.first_allowed(first, who) for first in firsts), self.now_allowed(state, who))

        def start_of(
            hands: tuple[int, ...], cuts: tuple[int, ...], rng: random.Random
        ) -> tuple[tuple[Hand | Deck, ...], tuple[int, ...]]:
            return self.goulash_start(state, hands, cuts, rng)

        return GoulashModel(table, stack, allowed, start_of)
