"""Observations of the games whose deal is a set of hands played out at a table.

:class:`TableViewer` is the :class:`~trickcards.observation.Viewer` of a game whose
start is one hand per entry (and perhaps a stock), all of whose actions are public, and
whose play runs on :class:`~trickcards.bridge.TablePlay` or the trick engine: contract
bridge and the variants built like it. A game says which entries a player sees
(:meth:`TableViewer.visible`) and where each play position's cards were dealt;
:class:`TableModel` then deals the unseen cards to the hidden entries, each refusing
the cards its plays showed it could not hold, and replays the history.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from trickcards.cards import Card
from trickcards.deck import Deck
from trickcards.game import Start
from trickcards.hand import Hand
from trickcards.hidden_deal import HiddenDeal
from trickcards.observation import Viewer, forbidden_by_play
from trickcards.tricks import Trick, TrickPlay

__all__ = ["TableModel", "TableViewer"]


class TableModel:
    """Deals a full state consistent with an observation of a table game.

    ``known[i]`` is the mask of cards known to have been dealt to entry ``i`` of the
    start; each hidden entry ``holders[h]`` receives ``counts[h]`` more unseen cards
    (``pool``), none of ``forbidden[h]``. Entries listed in ``decks`` are stocks: their
    known cards come first in the given order, then the dealt ones shuffled.
    """

    __slots__ = ("_deal", "counts", "decks", "forbidden", "history", "holders", "kind", "known", "pool", "start")

    def __init__(
        self,
        kind: type[Any],
        start: Start,
        history: tuple[Any, ...],
        known: tuple[int, ...],
        holders: tuple[int, ...],
        counts: tuple[int, ...],
        forbidden: tuple[int, ...],
        pool: int,
        decks: dict[int, tuple[Card, ...]] | None = None,
    ) -> None:
        self.kind = kind
        self.start = start
        self.history = history
        self.known = known
        self.holders = holders
        self.counts = counts
        self.forbidden = forbidden
        self.pool = pool
        self.decks = decks or {}
        self._deal: HiddenDeal | None = None

    def cards(self, rng: random.Random) -> tuple[Hand | Deck, ...]:
        """The start's cards of one consistent deal."""
        if self._deal is None:
            self._deal = HiddenDeal(self.pool, self.counts, self.forbidden)
        dealt = self._deal.draw(rng)
        masks = list(self.known)
        extra = [0] * len(masks)
        for holder, mask in zip(self.holders, dealt, strict=True):
            masks[holder] |= mask
            extra[holder] = mask
        cards: list[Hand | Deck] = []
        for entry, mask in enumerate(masks):
            prefix = self.decks.get(entry)
            if prefix is None:
                cards.append(Hand.from_mask(mask))
            else:
                rest = list(Hand.from_mask(extra[entry]))
                rng.shuffle(rest)
                cards.append(Deck((*prefix, *rest)))
        return tuple(cards)

    def sample(self, rng: random.Random) -> Any:
        """A full state: a consistent deal with the same history replayed."""
        start = Start(self.cards(rng), self.start.dealer, self.start.options)
        state = self.kind.first(start)
        for action in self.history:
            state = state._after(action)
        return state


class TableViewer(Viewer):
    """The viewer of a table game: hands, exposed dummies, public calls and cards (see the module)."""

    def entries(self, state: Any) -> tuple[Hand, ...]:
        """The cards each hand entry of the start holds now, in start order."""
        play = state._play
        if play is not None:
            return tuple(play.hands)
        return tuple(h for h in state.start.cards if isinstance(h, Hand))

    def entry_of(self, player: Any) -> int:
        """The start entry of ``player``'s own hand."""
        return int(player)

    def visible(self, state: Any, who: Any) -> tuple[int, ...]:
        """The entries whose cards ``who`` sees now: his own and any exposed dummy."""
        play = state._play
        exposed = () if play is None else tuple(play.exposed)
        mine = self.entry_of(who)
        return (mine, *(e for e in exposed if e != mine))

    def entry_name(self, state: Any, entry: int) -> str:
        """The name of a hand entry in the text."""
        return self.name(state.players[entry]) if entry < len(state.players) else str(entry)

    def seen(self, state: Any, who: Any) -> list[tuple[str, str]]:
        hands = self.entries(state)
        visible = self.visible(state, who)
        shown = [("hand", str(hands[visible[0]]))]
        shown.extend((f"dummy {self.entry_name(state, e)}", str(hands[e])) for e in visible[1:])
        hidden = [f"{self.entry_name(state, e)} {len(h)}" for e, h in enumerate(hands) if e not in visible]
        shown.append(("hidden", ", ".join(hidden)))
        return shown

    def masks(self, state: Any, who: Any) -> tuple[int, ...]:
        hands = self.entries(state)
        visible = self.visible(state, who)
        dummies = 0
        for entry in visible[1:]:
            dummies |= hands[entry].mask
        play = state._play
        trick = 0
        if play is not None:
            for card in play.current_trick.cards:
                trick |= card.mask
        return (hands[visible[0]].mask, dummies, trick)

    zones = ("hand", "dummy", "trick")

    def slot(self, state: Any, action: Card) -> int:
        position = state._play.trick_play.next_player
        return int(position)

    def trick_play(self, state: Any) -> TrickPlay | None:
        """The trick engine's state of the play, if any."""
        play = state._play
        return None if play is None else play.trick_play

    def model(self, states: Sequence[Any], who: Any) -> TableModel:
        state = states[-1]
        hands = self.entries(state)
        visible = self.visible(state, who)
        known = [0] * len(hands)
        seen = 0
        for entry in visible:
            known[entry] = hands[entry].mask
            seen |= hands[entry].mask
        tricks: tuple[Trick, ...] = ()
        engine = self.trick_play(state)
        if engine is not None:
            tricks = (*engine.history, engine.trick) if engine.trick.cards else engine.history
            for trick in tricks:
                for place, card in enumerate(trick.cards):
                    known[int(trick.player(place))] |= card.mask
                    seen |= card.mask
        pool = 0
        for hand in hands:
            pool |= hand.mask
        pool &= ~seen
        holders = tuple(e for e in range(len(hands)) if e not in visible)
        forbidden: dict[int, int] = {}
        if engine is not None:
            forbidden = forbidden_by_play(engine.rules, tricks, lambda p: p in holders, pool)
        return TableModel(
            type(state),
            state.start,
            state.history,
            tuple(known),
            holders,
            tuple(len(hands[e]) for e in holders),
            tuple(forbidden.get(e, 0) for e in holders),
            pool,
        )
