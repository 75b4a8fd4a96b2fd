"""A mutable, opt-in play state for simulations: :class:`Playout`.

Every public play state of the package is immutable: :meth:`TrickPlay.play
<trickcards.TrickPlay.play>` returns a new state, which costs a new Python object (and
its slots) for every card. A simulation that steps through a deal card by card (a
search, a bot's rollouts) and never looks back needs none of those states.
:class:`Playout` plays the same rules in place: one object per playout, changed by
every card, with the rules' state kept as a few ints in the engine kernel (compiled in
the compiled build). Its legal cards, its errors and the state it reaches are those of
the immutable :class:`~trickcards.TrickPlay` it started from (a property test plays
both side by side); :attr:`Playout.state` gives that immutable state at any moment.

>>> import random
>>> from trickcards import Deck, Seat, TrickPlay, TrickRules
>>> hands = Deck.standard().shuffled(7).deal(4, hand_size=13).hands
>>> start = TrickPlay.start(TrickRules(), hands, leader=Seat.EAST)
>>> playout, rng = Playout(start), random.Random(11)
>>> while not playout.is_complete:
...     playout.play(rng.choice(playout.legal_cards()))
>>> sum(playout.tricks_won), playout.state.is_complete
(13, True)
"""

from __future__ import annotations

from collections.abc import Callable

from trickcards.core import _kernel
from trickcards.core.cards import _HOLDINGS, CARDS, Card, _holding
from trickcards.core.errors import IllegalPlayError, TrickcardsError
from trickcards.core.inputs import quote
from trickcards.engine.trick import _trick
from trickcards.engine.trick_play import Trick, TrickPlay, TrickRules, _state

__all__ = ["Playout"]


class Playout:
    """A play state changed in place by :meth:`play`, for simulations; made from any :class:`~trickcards.TrickPlay`.

    The rules, legal cards and errors are those of the immutable state it starts from:
    ``play(card)`` raises what ``state.play(card)`` would raise, and leaves the playout
    unchanged when it does. :meth:`legal_cards` returns a tuple in canonical order (the
    order of ``list(state.legal_cards())``), so ``rng.choice(playout.legal_cards())``
    draws the card that ``rng.choice(list(state.legal_cards()))`` draws. :meth:`copy`
    gives an independent playout (a search's branch); :attr:`state` the immutable state
    reached. A playout is not a value: it compares by identity and is not hashable.

    >>> from trickcards import Card, Hand, Seat, TrickPlay, TrickRules
    >>> hands = [Hand.parse(h) for h in ("A...", "K...", "2...", "3...")]
    >>> playout = Playout(TrickPlay.start(TrickRules(), hands, leader=Seat.NORTH))
    >>> playout.play("SA"); playout.play(Card.parse("SK"))
    >>> playout.next_player, [str(c) for c in playout.legal_cards()]
    (<Seat.SOUTH: 2>, ['S2'])
    >>> playout.play("S3")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.IllegalPlayError: player S does not hold S3: a card is played from the hand of the player to play (not held)
    >>> playout.play("S2"); playout.play("S3")
    >>> playout.is_complete, playout.tricks_won
    (True, (1, 0, 0, 0))
    """

    __slots__ = ("_core", "_start")

    _core: _kernel.PlayCore
    _start: TrickPlay

    __hash__ = None  # type: ignore[assignment]  # mutable: compared by identity, never a dict key

    def __init__(self, state: TrickPlay) -> None:
        """A playout from ``state`` (any game's :class:`~trickcards.TrickPlay`; a bridge ``Play``'s ``trick_play``)."""
        if not isinstance(state, TrickPlay):
            raise TrickcardsError(
                f"{quote(state)} is not a TrickPlay state: a playout starts from one (a bridge Play's trick_play)"
            )
        setup = state._setup
        rules = setup.rules
        leader, _, won, left_at_lead = state._round
        self._start = state
        self._core = _kernel.PlayCore(
            rules._tables,
            setup.dealt,
            int(leader),
            state._left,
            left_at_lead,
            [c.index for c in state._cards],
            state._legal,
            list(won),
            _follow_other(rules),
            _lead_other(state),
        )

    # --- actions ------------------------------------------------------------------

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the next player may play, in canonical order (empty when play is over)."""
        return _cards_in(_HOLDINGS, _holding, self._core.legal)  # type: ignore[arg-type, return-value]  # Card tables

    def can_play(self, card: Card | str) -> bool:
        """True when the next player may play ``card`` (a card or its text) now."""
        if isinstance(card, str):
            try:
                card = Card.parse(card)
            except TrickcardsError:
                return False
        return isinstance(card, Card) and bool(self._core.legal & card.mask)

    def verify_play(self, card: Card | str) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalPlayError` unless ``card`` may be played now (as :attr:`state` would)."""
        if not self.can_play(card):
            self.state.verify_play(card)

    def play(self, card: Card | str) -> None:
        """Play ``card`` (a card or its text) by the next player, in place; raises as ``state.play(card)`` would."""
        if type(card) is Card and self._core.play(card.index):
            return
        if isinstance(card, str):
            card = Card.parse(card)
            if self._core.play(card.index):
                return
        self.state.verify_play(card)  # raises with the reason, as TrickPlay.play does
        raise IllegalPlayError(f"{quote(card)} may not be played now", "illegal")

    def copy(self) -> Playout:
        """An independent playout in the same state: playing on either leaves the other as it is."""
        new = _new(Playout)
        _set_start(new, self._start)
        _set_core(new, self._core.copy())
        return new

    # --- the state ------------------------------------------------------------------

    @property
    def is_complete(self) -> bool:
        """True once every trick has been played."""
        return not self._core.left

    @property
    def next_player(self) -> int | None:
        """Who plays the next card (as the state reports players: a Seat in four-handed games), or ``None``."""
        core = self._core
        if not core.left:
            return None
        return self._start._setup.seats[(core.leader + len(core.trick)) % core.players]

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks won so far by each player."""
        return tuple(self._core.won)

    @property
    def state(self) -> TrickPlay:
        """The immutable :class:`~trickcards.TrickPlay` this playout has reached (built when asked for)."""
        start, core = self._start, self._core
        setup = start._setup
        if not core.winners:
            cards = (*start._cards, *map(_CARD_OF, core.played))
            return _state(setup, start._round, core.left, cards, core.legal)
        history, leader, cards = _history(start, core.played, core.winners)
        return _state(setup, (leader, history, tuple(core.won), core.left_at_lead), core.left, cards, core.legal)

    def __reduce__(self) -> tuple[type[Playout], tuple[TrickPlay]]:
        # The state reached: a pickle holds no kernel object and loads in either build.
        return (Playout, (self.state,))

    def __repr__(self) -> str:
        core = self._core
        total = self._start._setup.total_tricks
        trick = min(len(self._start.history) + len(core.winners) + 1, total)
        return f"<Playout trick {trick}/{total}, next {self.next_player}, won {self.tricks_won}>"


_new = object.__new__
_CARD_OF = CARDS.__getitem__  # a card by its index, mapped over a play's indexes
_cards_in = _kernel.cards_in
_set_start = Playout.__dict__["_start"].__set__
_set_core = Playout.__dict__["_core"].__set__


def _history(
    start: TrickPlay, played: list[int], winners: list[int]
) -> tuple[tuple[Trick, ...], int, tuple[Card, ...]]:
    """The completed tricks after ``played`` from ``start``, the leader now and the cards of the trick in progress."""
    setup = start._setup
    players, seats = setup.players, setup.seats
    cards = (*start._cards, *map(_CARD_OF, played))
    history = list(start._round[1])
    leader = start._round[0]
    position = 0
    for winner in winners:
        history.append(_trick(leader, cards[position : position + players], players))
        position += players
        leader = seats[winner]
    return tuple(history), leader, cards[position:]


def _follow_other(rules: TrickRules) -> Callable[[int, list[int]], int]:
    """The follow rule object asked for a hand and the cards of a trick as indexes (rules the kernel lacks)."""

    def legal(hand: int, trick: list[int]) -> int:
        return rules.follow.legal(hand, tuple(CARDS[i] for i in trick), rules)

    return legal


def _lead_other(start: TrickPlay) -> Callable[[int, list[int], list[int]], int]:
    """The lead rule object asked for a hand, given the cards played and tricks won since ``start``."""
    rules = start._setup.rules

    def legal(hand: int, played: list[int], winners: list[int]) -> int:
        return rules.lead.legal(hand, _history(start, played, winners)[0], rules)

    return legal
