"""Observations after a goulash: the exact sampler of Towie and the cut-throat game.

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
those its plays show it cannot hold (:func:`~trickcards.observation.forbidden_by_play`).
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

After two goulashes or more the earlier deals are goulashes themselves, whose hands are
runs of the deal before; this sampler does not count those histories, and
:meth:`~trickcards.observation.Observation.sample` raises
:class:`~trickcards.observation.ObservationError` there (bound a search with
``goulash_limit=1``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Final

from trickcards.bridge.deal import GOULASH_PACKETS
from trickcards.cards import CARDS
from trickcards.deck import Deck
from trickcards.hand import Hand
from trickcards.observation import Model, ObservationError, forbidden_by_play
from trickcards.table_observing import TableModel, TableViewer

__all__ = ["GoulashViewer"]

_SHIFT: Final = 4
"""Bits per block of a count state (0-13 cards)."""
_KEPT_CUTS: Final = 8
"""The most cuts whose counts by state are kept for drawing (each takes up to tens of thousands of entries)."""
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
    """Deals a full state consistent with an observation made after one goulash (see the module).

    ``stack`` is the entry (seat) of each block of the stacked pack, from the top;
    ``old[c]`` and ``new[c]`` are bit sets of the entries that may have held card ``c``
    (a card index) before and after the goulash; ``start_of(hands, cut, rng)`` makes the
    start of the deal whose first hands are ``hands`` (masks by entry) and whose goulash
    is cut at ``cut``. ``table`` replays the history.
    """

    __slots__ = ("_counts", "_cuts", "_dealt", "_layers", "new", "old", "stack", "start_of", "table")

    def __init__(
        self,
        table: TableModel,
        stack: tuple[int, int, int, int],
        old: tuple[int, ...],
        new: tuple[int, ...],
        start_of: Callable[[tuple[int, ...], int, random.Random], tuple[tuple[Hand | Deck, ...], tuple[int, ...]]],
    ) -> None:
        self.table = table
        self.stack = stack
        self.old = old
        self.new = new
        self.start_of = start_of
        self._cuts: list[int] = []
        self._counts: list[int] = []
        self._layers: list[list[dict[int, int]]] = []
        self._dealt: list[list[list[int]]] = []
        fixed = [e for e in range(4) if sum(1 for allowed in old if allowed == 1 << e) == 13]
        for cut in range(1, 52):
            if not all(self._fits(e, cut) for e in fixed):
                continue
            layers = self._count(cut)
            total = layers[-1].get(self._full(), 0) if layers else 0
            if total:
                self._cuts.append(cut)
                self._counts.append(total)
                self._layers.append(layers)
                self._dealt.append(self._dealt_bits(cut))
        if len(self._cuts) > _KEPT_CUTS:  # a player sitting out: keep the totals, count a cut again when drawn
            self._layers = [[] for _ in self._cuts]
        if not self._cuts:
            raise ObservationError(
                "no earlier deal and cut are consistent with this observation (bridge variants §6-§7)"
            )

    @staticmethod
    def _full() -> int:
        return sum(13 << (_SHIFT * e) for e in range(4))

    def _hand_at(self, entry: int, index: int, cut: int) -> int:
        """The entry dealt the card at ``index`` of ``entry``'s block when the pack is cut at ``cut``."""
        place = self.stack.index(entry) * 13 + index
        return self.stack[_DEALT_TO[(place - cut) % 52]]

    def _fits(self, entry: int, cut: int) -> bool:
        """True when the cards of ``entry``'s block, all known, are each dealt where they may be under ``cut``."""
        block = [index for index in _ORDER if self.old[index] == 1 << entry]
        return all(self.new[index] >> self._hand_at(entry, i, cut) & 1 for i, index in enumerate(block))

    def _dealt_bits(self, cut: int) -> list[list[int]]:
        """For each entry and index in its block, the new entry (as a bit) dealt that card under ``cut``."""
        return [[1 << self._hand_at(e, i, cut) for i in range(13)] for e in range(4)]

    def _count(self, cut: int) -> list[dict[int, int]]:
        """The ways to fill the blocks with the first cards in stacking order, by state, one layer per card."""
        # Which new entry each block place is dealt to under this cut, for every entry and index.
        dealt = self._dealt_bits(cut)
        layer: dict[int, int] = {0: 1}
        layers = [layer]
        for index in _ORDER:
            allowed_old, allowed_new = self.old[index], self.new[index]
            choices = [e for e in range(4) if allowed_old >> e & 1]
            following: dict[int, int] = {}
            for state, ways in layer.items():
                for entry in choices:
                    held = state >> (_SHIFT * entry) & 15
                    if held < 13 and dealt[entry][held] & allowed_new:
                        after = state + (1 << (_SHIFT * entry))
                        following[after] = following.get(after, 0) + ways
            if not following:
                return []
            layer = following
            layers.append(layer)
        return layers

    @property
    def ways(self) -> int:
        """How many (earlier deal, cut) histories are consistent with the observation."""
        return sum(self._counts)

    def counts(self) -> dict[int, int]:
        """The consistent earlier deals for each cut that has any."""
        return dict(zip(self._cuts, self._counts, strict=True))

    def draw(self, rng: random.Random) -> tuple[tuple[int, ...], int]:
        """One consistent history, uniformly: the earlier hands (masks by entry) and the cut."""
        pick = rng.randrange(self.ways)
        number = 0
        while pick >= self._counts[number]:
            pick -= self._counts[number]
            number += 1
        cut, layers, dealt = self._cuts[number], self._layers[number], self._dealt[number]
        if not layers:
            layers = self._count(cut)
        old, new = self.old, self.new
        hands = [0, 0, 0, 0]
        state = self._full()
        for step in range(52, 0, -1):
            index = _ORDER[step - 1]
            allowed = old[index]
            if not allowed & (allowed - 1):  # one block only: the player's own card, or one seen face up
                entry = allowed.bit_length() - 1
                state -= 1 << (_SHIFT * entry)
                hands[entry] |= 1 << index
                continue
            before = layers[step - 1]
            options: list[tuple[int, int]] = []
            total = 0
            for entry in range(4):
                if allowed >> entry & 1:
                    held = state >> (_SHIFT * entry) & 15
                    if held and dealt[entry][held - 1] & new[index]:
                        ways = before.get(state - (1 << (_SHIFT * entry)), 0)
                        if ways:
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
        return tuple(hands), cut

    def sample(self, rng: random.Random) -> Any:
        """A full state: a consistent earlier deal and cut, the history replayed."""
        hands, cut = self.draw(rng)
        cards, chance = self.start_of(hands, cut, rng)
        return self.table.replay(cards, chance)


class GoulashViewer(TableViewer):
    """The viewer of a table game dealt again by goulashes (Towie, cut-throat): its sampler after one goulash.

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
        self, state: Any, hands: tuple[int, ...], cut: int, rng: random.Random
    ) -> tuple[tuple[Hand | Deck, ...], tuple[int, ...]]:
        """The start's cards and chance of a deal first dealt ``hands`` (masks by entry), its goulash cut at ``cut``."""
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
        forbidden = dict.fromkeys(holders, 0)
        engine = self.engine(state)
        if engine is not None:
            entry_of_position = self.position_entries(state)
            hidden = {p for p, e in entry_of_position.items() if e in holders}
            found = forbidden_by_play(engine.rules, self.tricks(state), hidden.__contains__, pool)
            for position, mask in found.items():
                forbidden[entry_of_position[position]] |= mask
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
        if goulashes > 1:
            raise ObservationError(
                f"{goulashes} goulashes: a deal is sampled after one goulash at most (bridge variants §6-§7): "
                "the hands of a second are runs of the first's, whose histories are not counted; "
                "bound the deal with goulash_limit=1"
            )
        dealer = self.dealer_entry(state)
        stack = (dealer + 1 & 3, dealer + 2 & 3, dealer + 3 & 3, dealer)
        table = TableModel(type(state), state.start, state.history, (), (), (), (), 0)

        def start_of(
            hands: tuple[int, ...], cut: int, rng: random.Random
        ) -> tuple[tuple[Hand | Deck, ...], tuple[int, ...]]:
            return self.goulash_start(state, hands, cut, rng)

        return GoulashModel(table, stack, self.first_allowed(states[0], who), self.now_allowed(state, who), start_of)
