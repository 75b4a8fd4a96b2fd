"""The play of one Blackout deal (section 9, Play; ambiguity BO-e, vector BO-17), on the shared trick engine.

The player on the dealer's left leads to the first trick; the others follow suit when
able, and otherwise may play any card, a trump or a discard (:class:`~trickcards.FollowSuit`).
The highest trump wins, else the highest card of the suit led; the winner leads next.
Tricks are counted per player, since each player is scored on his own bid.

The seed's sentence on a void player reads both ways (BO-e): the recommended reading,
the default, is Hoyle's "any card"; :attr:`PlayOptions.must_trump_when_void` selects
the other one, where a player void in the suit led must play a trump when holding one
(:class:`~trickcards.FollowSuitOrTrump`).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Final

from attrs import field, frozen

from trickcards.blackout.schedule import BlackoutDeal
from trickcards.cards import Card, Suit
from trickcards.errors import TrickcardsError
from trickcards.gameplay import GamePlay
from trickcards.hand import Hand
from trickcards.inputs import quote
from trickcards.tricks import FollowSuit, FollowSuitOrTrump, TrickPlay, TrickRules
from trickcards.tricks import random_playout as _engine_playout

__all__ = ["BlackoutPlay", "PlayOptions", "play_rules", "random_playout"]


def _check_flag(instance: PlayOptions, attribute: object, value: bool) -> None:
    if value is not True and value is not False:
        raise TrickcardsError(
            f"{quote(value)} is not a yes/no setting for must_trump_when_void: expected True or False"
        )


@frozen
class PlayOptions:
    """Options of the play; the default is the recommended reading.

    ``must_trump_when_void`` -- BO-e. ``False`` (recommended, Hoyle): a player who cannot
    follow suit may play any card. ``True``: he must play a trump if he holds one.

    >>> PlayOptions().must_trump_when_void
    False
    """

    must_trump_when_void: bool = field(default=False, validator=_check_flag)
    """BO-e: a player void in the suit led must trump when able (default: any card)."""


_RULES: Final[dict[tuple[Suit | None, bool], TrickRules]] = {
    (trump, must): TrickRules(trump=trump, follow=FollowSuitOrTrump() if must else FollowSuit())
    for trump in (None, *Suit)
    for must in (False, True)
}


def play_rules(trump: Suit | None, options: PlayOptions = PlayOptions()) -> TrickRules:
    """The trick rules of a deal with ``trump`` (``None`` for no trumps) under ``options``.

    >>> play_rules(Suit.HEARTS).follow, play_rules(None, PlayOptions(must_trump_when_void=True)).follow
    (FollowSuit(), FollowSuitOrTrump())
    """
    if not isinstance(options, PlayOptions):
        raise TrickcardsError(f"{quote(options)} is not a PlayOptions value")
    if trump is not None and not isinstance(trump, Suit):
        raise TrickcardsError(f"{quote(trump)} is not a trump suit: expected a Suit or None (no trumps)")
    return _RULES[trump, options.must_trump_when_void]


class BlackoutPlay(GamePlay):
    """An immutable play state of one deal: the deal, the options and the tricks so far.

    Start with :meth:`start`; :meth:`play` returns a new state. Illegal cards raise
    :class:`~trickcards.errors.IllegalPlayError` naming the rule (``"revoke"`` for not
    following suit, ``"must-trump"`` under the BO-e option).

    Vector BO-17: hearts trumps, clubs led, and player 1, void in clubs, holds the ♥4 and
    the ♦K. The ♦K is legal by default and illegal with ``must_trump_when_void``.

    >>> hands = [Hand.parse(h) for h in ("..9.A", ".4.K.", "...KQ", "..Q.J")]
    >>> play = BlackoutPlay.from_hands(hands, dealer=3, trump=Suit.HEARTS).play("CA")
    >>> play.next_player, play.can_play(Card.parse("DK"))
    (1, True)
    >>> strict = BlackoutPlay.from_hands(hands, 3, Suit.HEARTS, PlayOptions(must_trump_when_void=True))
    >>> strict.play("CA").play("DK")
    Traceback (most recent call last):
    ...
    trickcards.errors.IllegalPlayError: player 1 may not play DK: a player void in the suit led must play a trump when holding one (BO-e, must_trump_when_void)
    """

    __slots__ = ("dealer", "options", "state")

    dealer: int
    """Who dealt; the player on the dealer's left leads to the first trick."""
    options: PlayOptions
    """The BO-e option."""
    state: TrickPlay
    """The underlying engine state (players numbered 0 .. n-1)."""

    @classmethod
    def start(cls, deal: BlackoutDeal, options: PlayOptions = PlayOptions()) -> BlackoutPlay:
        """The state before the opening lead of ``deal``, with its trump (or no trumps).

        >>> from trickcards.blackout import Schedule
        >>> play = BlackoutPlay.start(Schedule(4, first_dealer=2).deal(3, 7))
        >>> play.next_player, play.total_tricks, play.won
        (1, 3, (0, 0, 0, 0))
        """
        if not isinstance(deal, BlackoutDeal):
            raise TrickcardsError(f"{quote(deal)} is not a BlackoutDeal")
        return cls.from_hands(deal.hands, deal.dealer, deal.trump, options)

    @classmethod
    def from_hands(
        cls, hands: tuple[Hand, ...] | list[Hand], dealer: int, trump: Suit | None, options: PlayOptions = PlayOptions()
    ) -> BlackoutPlay:
        """The state before the opening lead from bare hands (by player number), the dealer and the trump.

        For set positions such as BO-17; the hands need not come from a full 52-card deal.
        """
        given: object = hands
        if isinstance(given, str) or not isinstance(given, Iterable):
            raise TrickcardsError(f"{quote(hands)} is not 3 to 7 hands, one per player")
        hands = tuple(given)
        if not 3 <= len(hands) <= 7 or not all(isinstance(h, Hand) for h in hands):
            raise TrickcardsError(f"{quote(hands)} is not 3 to 7 hands, one per player")
        if not all(hands):
            raise TrickcardsError(f"{quote(hands)}: every player holds k >= 1 cards (section 9, Deals)")
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < len(hands):
            raise TrickcardsError(f"{quote(dealer)} is not a dealer: players are numbered 0-{len(hands) - 1}")
        state = TrickPlay.start(play_rules(trump, options), hands, leader=(dealer + 1) % len(hands))
        return cls._make(dealer, options, state)

    @classmethod
    def _make(cls, dealer: int, options: PlayOptions, state: TrickPlay) -> BlackoutPlay:
        new = object.__new__(cls)
        setter = object.__setattr__
        setter(new, "dealer", dealer)
        setter(new, "options", options)
        setter(new, "state", state)
        return new

    # --- queries ------------------------------------------------------------------------

    @property
    def trump(self) -> Suit | None:
        """The trump suit, or ``None`` for no trumps."""
        return self.state.rules.trump

    @property
    def players(self) -> int:
        """The number of players."""
        return len(self.state.won)

    @property
    def total_tricks(self) -> int:
        """k: the number of tricks of the deal."""
        return self.state.total_tricks

    @property
    def next_player(self) -> int | None:
        """Who plays next, or ``None`` when play is over."""
        return self.state.next_player

    @property
    def won(self) -> tuple[int, ...]:
        """Tricks won so far by each player, by player number."""
        return self.state.won

    # --- actions ----------------------------------------------------------------------

    def play(self, card: Card | str) -> BlackoutPlay:
        """A new state with ``card`` (a card or its text, such as ``"H5"``) played by the next player."""
        return BlackoutPlay._make(self.dealer, self.options, self._advance(card))

    def _rule_of(self, reason: str) -> str | None:
        """Section 9's follow-suit rule for a revoke; BO-e for a refused discard."""
        return {"revoke": "section 9, Play", "must-trump": "BO-e, must_trump_when_void"}.get(reason)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BlackoutPlay):
            return NotImplemented
        return (self.dealer, self.options, self.state) == (other.dealer, other.options, other.state)

    def __hash__(self) -> int:
        return hash((self.dealer, self.state))

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (BlackoutPlay._make, (self.dealer, self.options, self.state))

    def __repr__(self) -> str:
        trump = "no trumps" if self.trump is None else f"{self.trump.name.lower()} trumps"
        return (
            f"<BlackoutPlay {trump}, dealer {self.dealer}, trick {len(self.tricks) + 1}/{self.total_tricks}, "
            f"next {self.next_player}, won {self.won}>"
        )


def random_playout(play: BlackoutPlay, rng: random.Random | int | None = None) -> BlackoutPlay:
    """Play ``play`` to the end with uniformly random legal cards; for simulations.

    Only the final state is built (see :func:`trickcards.tricks.random_playout`), and
    each card is drawn exactly as ``rng.choice(list(play.legal_cards()))`` would draw it.

    >>> from trickcards.blackout import Schedule
    >>> done = random_playout(BlackoutPlay.start(Schedule(5).deal(10, 4)), rng=1)
    >>> done.is_complete, sum(done.won)
    (True, 10)
    """
    if not isinstance(play, BlackoutPlay):
        raise TrickcardsError(f"{quote(play)} is not a BlackoutPlay")
    return BlackoutPlay._make(play.dealer, play.options, _engine_playout(play.state, rng))
