"""Observations of the games whose deal is a set of hands played out at a table.

:class:`TableViewer` is the :class:`~trickcards.analysis.observation.Viewer` of a game whose
start is one hand per entry (and perhaps a stock), all of whose actions are public, and
whose play runs on :class:`~trickcards.bridge.TablePlay` or the trick engine: contract
bridge and the variants built like it. A game says which entries a player sees
(:meth:`TableViewer.visible`) and where each play position's cards were dealt;
its model then deals the unseen cards to the hidden entries, each refusing
the cards its plays showed it could not hold, and replays the history.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from trickcards.analysis.hidden_deal import HiddenDeal, _DrawsHidden
from trickcards.analysis.observation import Model, Viewer, forbidden_by_play
from trickcards.bridge.auction import Auction
from trickcards.bridge.game import AuctionPlayState
from trickcards.bridge.play import TablePlay
from trickcards.core.cards import Card
from trickcards.core.deck import Deck
from trickcards.core.hand import Hand
from trickcards.engine.trick_play import Trick, TrickPlay
from trickcards.protocol.game import Start

__all__ = ["TableViewer"]

_STRAINS: Final = ("C", "D", "H", "S", "NT", "Null")
"""The strains of the compact observation's contract, in order."""

# The entries of a play's positions, by its engine's setup (shared by every state of one play).
_POSITIONS: dict[int, tuple[object, dict[int, int]]] = {}


class TableModel(_DrawsHidden):
    """Deals a full state consistent with an observation of a table game.

    ``known[i]`` is the mask of cards known to have been dealt to entry ``i`` of the
    start; each hidden entry ``holders[h]`` receives ``counts[h]`` more unseen cards
    (``pool``), none of ``forbidden[h]``. Entries listed in ``decks`` are stocks: their
    known cards come first in the given order, then the dealt ones shuffled.
    """

    __slots__ = ("auction", "counts", "decks", "forbidden", "history", "holders", "kind", "known", "pool", "start")

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
        auction: Auction | None = None,
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
        # The observed auction, when the replay may take its calls at once (see calls_at_once).
        self.auction = auction
        self._deal: HiddenDeal | None = None

    def cards(self, rng: random.Random) -> tuple[Hand | Deck, ...]:
        """The start's cards of one consistent deal."""
        return self.cards_of(self._draw_hidden(rng), rng)

    def cards_of(self, dealt: tuple[int, ...], rng: random.Random) -> tuple[Hand | Deck, ...]:
        """The start's cards when each holder receives the cards of ``dealt`` (stocks shuffled with ``rng``)."""
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
        return self.replay(self.cards(rng))

    def replay(self, cards: tuple[Hand | Deck, ...], chance: tuple[int, ...] = ()) -> Any:
        """The state of the observed history from a start holding ``cards`` (and drawing ``chance`` later).

        Once the play of a table game has begun, its cards go through the trick engine
        and the state is built once, as :func:`~trickcards.protocol.game.random_playout` does.
        """
        start = Start(cards, self.start.dealer, self.start.options, chance)
        state = self.kind.first(start)
        history = self.history
        auction, made = self.auction, 0
        if auction is not None:  # the auction depends on the calls alone: taken at once
            made = len(auction.calls)
            state = state._after_calls(history[:made], auction)
        for index in range(made, len(history)):
            action = history[index]
            play = getattr(state, "_play", None)
            if isinstance(play, TablePlay) and state.phase == "play":
                rest = history[index:]
                if all(isinstance(card, Card) for card in rest):
                    engine = play.trick_play
                    for card in rest:
                        engine = engine.play(card)
                    return state._next_many(rest, _play=play._with(engine))
            state = state._after(action)
        return state


def calls_at_once(state: Any) -> bool:
    """True when ``state``'s calls can be replayed at once from its auction: a game that takes its calls as the bridge family does.

    (See :meth:`AuctionPlayState._after_calls <trickcards.bridge.game.AuctionPlayState._after_calls>`.)
    """
    kind = type(state)
    return (
        isinstance(state, AuctionPlayState)
        and kind._after is AuctionPlayState._after
        and kind._after_auction is AuctionPlayState._after_auction
    )


class TableViewer(Viewer):
    """The viewer of a table game: hands, exposed dummies, public calls and cards (see the module).

    A game's viewer says which hand entries of the start a player sees now
    (:meth:`visible`, his own first) and where the play's engine state is
    (:meth:`engine`); the hands now are the hands dealt less the cards played.
    """

    zones: tuple[str, ...] = ("hand", "dummy", "trick")
    second_dummy: bool = False
    """True when a player may see two hands besides his own (zones ``hand``, ``dummy``, ``trick``, ``second dummy``)."""

    def hand_entries(self, state: Any) -> int:
        """How many entries of the start are hands (the rest are stocks)."""
        return sum(isinstance(entry, Hand) for entry in state.start.cards)

    def dealt_hands(self, state: Any) -> tuple[Hand, ...]:
        """The hands of the deal being bid or played, by entry (those of the start, unless replaced)."""
        return tuple(h for h in state.start.cards[: self.hand_entries(state)] if isinstance(h, Hand))

    def engine(self, state: Any) -> TrickPlay | None:
        """The trick engine's state of the play, if the play has begun."""
        play = getattr(state, "_play", None)
        if play is None:
            return None
        engine = getattr(play, "state", None)
        if isinstance(engine, TrickPlay):
            return engine
        engine = getattr(play, "_state", None)
        return engine if isinstance(engine, TrickPlay) else None

    def tricks(self, state: Any) -> tuple[Trick, ...]:
        """The tricks played so far, the one in progress last."""
        engine = self.engine(state)
        if engine is None:
            return ()
        return (*engine.history, engine.trick) if engine.trick.cards else engine.history

    def played(self, state: Any) -> int:
        """The mask of the cards played so far."""
        engine = self.engine(state)
        if engine is None:
            return 0
        dealt = 0
        for mask in engine._setup.dealt:
            dealt |= mask
        return dealt & ~engine._left

    def hands(self, state: Any) -> tuple[Hand, ...]:
        """The cards each hand entry of the start holds now."""
        engine = self.engine(state)
        entries = self.dealt_hands(state)
        if engine is None:
            return entries
        left = engine._left | ~self.played(state)
        return tuple(Hand.from_mask(h.mask & left) for h in entries)

    def hand_masks(self, state: Any) -> tuple[int, ...]:
        """The card mask of each hand entry of the start now (:meth:`hands` as masks, without the hands)."""
        engine = self.engine(state)
        entries = self.dealt_hands(state)
        if engine is None:
            return tuple(h.mask for h in entries)
        dealt = 0
        for mask in engine._setup.dealt:
            dealt |= mask
        left = engine._left | ~dealt  # what the play still holds, and what it never dealt
        return tuple(h.mask & left for h in entries)

    def entry_of(self, state: Any, player: Any) -> int | None:
        """The start entry of ``player``'s own hand (``None`` for a player sitting out)."""
        return int(player)

    def partly_seen(self, state: Any) -> dict[int, int]:
        """Cards of hidden entries that everyone sees (Towie's six exposed dummy cards), by entry."""
        return {}

    def position_entries(self, state: Any) -> dict[int, int]:
        """For each position of the play, the start entry its cards were dealt to."""
        engine = self.engine(state)
        if engine is None:
            return {}
        setup = engine._setup
        known = _POSITIONS.get(id(setup))
        if known is not None and known[0] is setup:
            return known[1]
        dealt = [h.mask for h in self.dealt_hands(state)]
        found = {
            position: next(e for e, m in enumerate(dealt) if m & mask)
            for position, mask in enumerate(setup.dealt)
            if mask
        }
        if len(_POSITIONS) > 64:
            _POSITIONS.clear()
        _POSITIONS[id(setup)] = (setup, found)
        return found

    def exposed(self, state: Any) -> tuple[int, ...]:
        """The entries face up for everyone now (a bridge dummy after the opening lead)."""
        play = getattr(state, "_play", None)
        positions = () if play is None else tuple(getattr(play, "exposed", ()))
        if not positions:
            return ()
        entries = self.position_entries(state)
        return tuple(entries[int(p)] for p in positions)

    def visible(self, state: Any, who: Any) -> tuple[int, ...]:
        """The entries whose cards ``who`` sees now: his own first, then the exposed ones."""
        mine = self.entry_of(state, who)
        others = tuple(e for e in self.exposed(state) if e != mine)
        return others if mine is None else (mine, *others)

    def entry_name(self, state: Any, entry: int) -> str:
        """The name of a hand entry in the text."""
        return self.name(state.players[entry]) if entry < len(state.players) else str(entry)

    def text(self, state: Any, label: str, value: object) -> str:
        if label == "hidden" and isinstance(value, tuple):
            return ", ".join(f"{self.entry_name(state, e)} {count}" for e, count in value)
        return str(value)

    def deck_prefixes(self, state: Any) -> dict[int, tuple[Card, ...]]:
        """For each stock entry of the start, its top cards everyone has seen (a turn-up)."""
        return {e: () for e, entry in enumerate(state.start.cards) if isinstance(entry, Deck)}

    def extra_seen(self, state: Any, who: Any) -> list[tuple[str, object]]:
        """Other public facts shown as cards (a turn-up)."""
        return []

    def seen(self, state: Any, who: Any) -> list[tuple[str, object]]:
        hands = self.hands(state)
        visible = self.visible(state, who)
        mine = self.entry_of(state, who)
        shown: list[tuple[str, object]] = [("hand", "none" if mine is None else hands[mine])]
        shown.extend((f"dummy {self.entry_name(state, e)}", hands[e]) for e in visible if e != mine)
        shown.extend(self.extra_seen(state, who))
        shown.append(("hidden", tuple((e, len(h)) for e, h in enumerate(hands) if e not in visible)))
        return shown

    def masks(self, state: Any, who: Any) -> tuple[int, ...]:
        return self._masks_of(state, who, self.hand_masks(state), self._trick_mask(state))

    def all_masks(self, state: Any, players: Sequence[Any]) -> list[tuple[int, ...]]:
        if type(self).masks is not TableViewer.masks:  # a viewer that sees its states in its own way
            return super().all_masks(state, players)
        hands, trick = self.hand_masks(state), self._trick_mask(state)
        return [self._masks_of(state, who, hands, trick) for who in players]

    def _masks_of(self, state: Any, who: Any, hands: Sequence[int], trick: int) -> tuple[int, ...]:
        mine = self.entry_of(state, who)
        others = tuple(entry for entry in self.visible(state, who) if entry != mine)
        return self.zone_masks(hands, mine, others, trick)

    def _trick_mask(self, state: Any) -> int:
        """The cards of the trick in progress."""
        trick = 0
        engine = self.engine(state)
        if engine is not None:
            for card in engine.trick.cards:
                trick |= card.mask
        return trick

    def zone_masks(
        self, hands: Sequence[int], mine: int | None, others: tuple[int, ...], trick: int
    ) -> tuple[int, ...]:
        """The :attr:`~trickcards.analysis.observation.Viewer.zones` of a player whose entry is ``mine``, who sees the entries ``others`` too.

        ``hands`` are the entries' card masks now
        (:meth:`~trickcards.analysis.table_observing.TableViewer.hand_masks`) and ``trick`` the
        mask of the trick in progress: the zones are his hand, the others he sees (the
        dummies: the first in the ``dummy`` zone, any later one in the fourth zone where
        the game has one (:attr:`second_dummy`), as Trio's and two-handed bridge's second dummy), and the trick.
        :meth:`~trickcards.analysis.observation.Viewer.masks` reads them from a state; the
        agents' environments keep them card by card.
        """
        first = later = 0
        for number, entry in enumerate(others):
            if number == 0 or not self.second_dummy:
                first |= hands[entry]
            else:
                later |= hands[entry]
        own = 0 if mine is None else hands[mine]
        return (own, first, trick, later) if self.second_dummy else (own, first, trick)

    def other_zone(self, number: int) -> int:
        """The zone (its number in :attr:`~trickcards.analysis.observation.Viewer.zones`) of the ``number``-th other entry a player sees."""
        return 3 if number and self.second_dummy else 1

    def slot(self, state: Any, action: Card) -> int:
        engine = self.engine(state)
        if engine is None or engine.next_player is None:
            return self.index(state, self.actor(state, action))
        return self.position_entries(state)[int(engine.next_player)]

    def facts_layout(self) -> tuple[tuple[str, int], ...]:
        """Who is vulnerable, then the contract so far: the highest bid's level and strain, its doubling, who bid it."""
        return (
            *super().facts_layout(),
            ("contract level", 7),
            ("contract strain", len(_STRAINS)),
            ("contract doubling", 3),
            ("contract bidder", self.players),
        )

    def facts(self, state: Any) -> list[int]:
        auction = getattr(state, "_auction", None)
        bidder = getattr(auction, "current_bidder", None)
        player = None if bidder is None else getattr(state, "_player_of", lambda seat: seat)(bidder)
        return self.contract_facts(
            super().facts(state),
            getattr(auction, "current_bid", None),
            int(getattr(auction, "doubled_state", 0) or 0),
            self.index(state, player) if player in state.players else None,
        )

    def contract_facts(self, found: Sequence[int], bid: object, doubling: int, bidder: int | None) -> list[int]:
        """``found`` (the facts every game shows) with the contract so far added: a new list, ``found`` unchanged.

        ``bid`` is the highest bid (a call, or None before any), ``doubling`` its doubling
        (0-2), ``bidder`` the number of the player who bid it. The agents' auction steps
        write the facts from the kernel's auction state through it.

        The vulnerable players' bits (0-3) come first, then level 1-7 (4-10), the strains
        (11-16), the doubling (17-19) and the bidder (20-23): 3NT doubled, bid by player 2,
        with player 1 vulnerable:

        >>> from trickcards.analysis.observation import viewer
        >>> from trickcards.bridge import Bid
        >>> viewer("duplicate").contract_facts([1], Bid.parse("3NT"), 1, 2)
        [1, 6, 15, 18, 22]
        >>> viewer("duplicate").contract_facts([1], None, 0, None)  # before any bid
        [1]
        >>> vulnerable = [1]
        >>> viewer("duplicate").contract_facts(vulnerable, Bid.parse("1C"), 0, 0), vulnerable
        ([1, 4, 11, 17, 20], [1])
        """
        facts = list(found)
        level, strain = getattr(bid, "level", None), getattr(bid, "strain", None)
        if not isinstance(level, int) or str(strain) not in _STRAINS:
            return facts
        at = self.players
        facts += [at + level - 1, at + 7 + _STRAINS.index(str(strain))]
        at += 7 + len(_STRAINS)
        facts.append(at + doubling)
        if bidder is not None:
            facts.append(at + 3 + bidder)
        return facts

    def forbidden_by_entry(self, state: Any, holders: Sequence[int], pool: int) -> dict[int, int]:
        """For each hidden entry in ``holders``, the cards of ``pool`` the play shows it cannot hold."""
        forbidden = dict.fromkeys(holders, 0)
        engine = self.engine(state)
        if engine is not None:
            entry_of_position = self.position_entries(state)
            hidden = {p for p, e in entry_of_position.items() if e in forbidden}
            found = forbidden_by_play(engine.rules, self.tricks(state), hidden.__contains__, pool)
            for position, mask in found.items():
                forbidden[entry_of_position[position]] |= mask
        return forbidden

    def model(self, states: Sequence[Any], who: Any) -> Model:
        state = states[-1]
        dealt = tuple(h.mask for h in self.dealt_hands(state))
        hands = self.hands(state)
        visible = self.visible(state, who)
        prefixes = self.deck_prefixes(state)
        known = [0] * len(state.start.cards)
        seen = 0
        for entry in visible:
            known[entry] = hands[entry].mask
            seen |= hands[entry].mask
        played = self.played(state)
        for entry, mask in enumerate(dealt):
            known[entry] |= mask & played
        seen |= played
        for entry, prefix in prefixes.items():
            for card in prefix:
                known[entry] |= card.mask
                seen |= card.mask
        for entry, mask in self.partly_seen(state).items():
            known[entry] |= mask
            seen |= mask
        pool = 0
        for entry in state.start.cards:
            for card in entry:
                pool |= card.mask
        pool &= ~seen
        holders = tuple(e for e in range(len(known)) if e not in visible and (e < len(dealt) or e in prefixes))
        counts = tuple(len(state.start.cards[e]) - known[e].bit_count() for e in holders)
        by_entry = self.forbidden_by_entry(state, holders, pool)
        forbidden = [by_entry[e] for e in holders]
        return TableModel(
            type(state),
            state.start,
            state.history,
            tuple(known),
            holders,
            counts,
            tuple(forbidden),
            pool,
            prefixes,
            state._auction if calls_at_once(state) else None,
        )
