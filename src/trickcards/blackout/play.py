"""The play of one Blackout deal (section 9, Play; ambiguity BO-e, vector BO-17), on the shared trick engine.

The player on the dealer's left leads to the first trick; the others follow suit when
able, and otherwise may play any card, a trump or a discard (:class:`~trickcards.FollowSuit`).
The highest trump wins, else the highest card of the suit led; the winner leads next.
Tricks are counted per player, since each player is scored on his own bid.

A play started with the deal's bidding carries it: until the first card is led the
dealer may still change his bid (:meth:`BlackoutPlay.change`), and the first card
closes the bidding, so ``play.bidding.is_complete`` is true from then on.

The seed's sentence on a void player reads both ways (BO-e): the recommended reading,
the default, is Hoyle's "any card"; :attr:`PlayOptions.must_trump_when_void` selects
the other one, where a player void in the suit led must play a trump when holding one
(:class:`~trickcards.FollowSuitOrTrump`).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Final

from attrs import field, frozen

from trickcards.blackout.bidding import BlackoutBidding
from trickcards.blackout.calls import Bid
from trickcards.blackout.schedule import BlackoutDeal
from trickcards.core.cards import Card, Suit
from trickcards.core.errors import IllegalCallError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.engine.game_play import GamePlay
from trickcards.engine.trick_play import FollowSuit, FollowSuitOrTrump, TrickPlay, TrickRules
from trickcards.engine.trick_play import random_playout as _engine_playout

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
    :class:`~trickcards.core.errors.IllegalPlayError` naming the rule (``"revoke"`` for not
    following suit, ``"must-trump"`` under the BO-e option).

    Vector BO-17: hearts trumps, clubs led, and player 1, void in clubs, holds the ♥4 and
    the ♦K. The ♦K is legal by default and illegal with ``must_trump_when_void``.

    >>> hands = [Hand.parse(h) for h in ("..9.A", ".4.K.", "...KQ", "..Q.J")]
    >>> play = BlackoutPlay.start(hands, dealer=3, trump=Suit.HEARTS).play("CA")
    >>> play.next_player, play.can_play(Card.parse("DK"))
    (1, True)
    >>> strict = BlackoutPlay.start(hands, PlayOptions(must_trump_when_void=True), dealer=3, trump=Suit.HEARTS)
    >>> strict.play("CA").play("DK")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.IllegalPlayError: player 1 may not play DK: a player void in the suit led must play a trump when holding one (BO-e, must_trump_when_void)
    """

    __slots__ = ("bidding", "dealer", "options", "state")

    dealer: int
    """Who dealt; the player on the dealer's left leads to the first trick."""
    options: PlayOptions
    """The BO-e option."""
    state: TrickPlay
    """The underlying engine state (players numbered 0 .. n-1)."""
    bidding: BlackoutBidding | None
    """The deal's bidding, if the play was started with it; closed once the first card is led."""

    @classmethod
    def start(
        cls,
        deal: BlackoutDeal | Sequence[Hand | str],
        options: PlayOptions = PlayOptions(),
        bidding: BlackoutBidding | None = None,
        *,
        dealer: int | None = None,
        trump: Suit | str | None = None,
    ) -> BlackoutPlay:
        """The state before the opening lead of ``deal``, with its trump (or no trumps).

        ``deal`` is a :class:`~trickcards.blackout.BlackoutDeal`, or bare hands (by player
        number, cards or their text) with the ``dealer`` and the ``trump`` (``None``: no
        trumps) given, for set positions such as BO-17: such hands need not come from a
        full 52-card deal. ``bidding``, if given, is the deal's bidding with every bid
        made: the dealer may still change his bid until the first card, which closes the
        bidding.

        >>> from trickcards.blackout import Schedule
        >>> deal = Schedule(4, first_dealer=2).deal(3, 7)         # dealt by player 0
        >>> play = BlackoutPlay.start(deal)
        >>> play.next_player, play.total_tricks, play.tricks_won
        (1, 3, (0, 0, 0, 0))
        >>> play = BlackoutPlay.start(deal, bidding=BlackoutBidding(4, 0, 3, (1, 0, 1, 2)))
        >>> play = play.change(0, 0)                       # the dealer changes his mind before the lead
        >>> play = play.play(min(play.legal_cards()))
        >>> play.bidding.is_complete, str(play.bidding), play.can_change(0, 2)
        (True, '4 players, k=3, dealer 0: 1 0 1 0 (closed)', False)
        """
        if isinstance(deal, BlackoutDeal):
            if dealer is not None or trump is not None:
                raise TrickcardsError(
                    "a BlackoutDeal names its own dealer and trump: give dealer= and trump= with hands"
                )
            return cls._from_hands(deal.hands, deal.dealer, deal.trump, options, bidding)
        if dealer is None:
            raise TrickcardsError(f"{quote(deal)}: bare hands need the dealer (dealer=) and the trump (trump=)")
        suit = Suit.parse(trump) if isinstance(trump, str) else trump
        return cls._from_hands(deal, dealer, suit, options, bidding)

    @classmethod
    def _from_hands(
        cls,
        hands: object,
        dealer: int,
        trump: Suit | None,
        options: PlayOptions,
        bidding: BlackoutBidding | None,
    ) -> BlackoutPlay:
        given: object = hands
        if isinstance(given, str) or not isinstance(given, Iterable):
            raise TrickcardsError(f"{quote(hands)} is not 3 to 7 hands, one per player")
        hands = tuple(Hand.parse(h) if isinstance(h, str) else h for h in given)
        if not 3 <= len(hands) <= 7 or not all(isinstance(h, Hand) for h in hands):
            raise TrickcardsError(f"{quote(hands)} is not 3 to 7 hands, one per player")
        if not all(hands):
            raise TrickcardsError(f"{quote(hands)}: every player holds k >= 1 cards (section 9, Deals)")
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < len(hands):
            raise TrickcardsError(f"{quote(dealer)} is not a dealer: players are numbered 0-{len(hands) - 1}")
        if bidding is not None:
            table = (len(hands), dealer, len(hands[0]))
            if not isinstance(bidding, BlackoutBidding) or (bidding.players, bidding.dealer, bidding.tricks) != table:
                raise TrickcardsError(
                    f"{quote(bidding)} is not the bidding of this deal ({table[0]} players, dealer {dealer}, k={table[2]})"
                )
            if not bidding.all_bid:
                raise IllegalCallError(
                    f"play cannot begin: {len(bidding.bids)} of {bidding.players} players have bid "
                    "(section 9, Bidding)",
                    "bidding-open",
                )
        state = TrickPlay.start(play_rules(trump, options), hands, leader=(dealer + 1) % len(hands))
        return cls._make(dealer, options, state, bidding)

    @classmethod
    def _make(
        cls, dealer: int, options: PlayOptions, state: TrickPlay, bidding: BlackoutBidding | None = None
    ) -> BlackoutPlay:
        new = object.__new__(cls)
        setter = object.__setattr__
        setter(new, "dealer", dealer)
        setter(new, "options", options)
        setter(new, "state", state)
        setter(new, "bidding", bidding)
        return new

    # --- queries ------------------------------------------------------------------------

    @property
    def trump(self) -> Suit | None:
        """The trump suit, or ``None`` for no trumps."""
        return self.state.rules.trump

    @property
    def players(self) -> int:
        """The number of players."""
        return len(self.state.tricks_won)

    @property
    def total_tricks(self) -> int:
        """k: the number of tricks of the deal."""
        return self.state.total_tricks

    @property
    def next_player(self) -> int | None:
        """Who plays next, or ``None`` when play is over."""
        return self.state.next_player

    # --- actions ----------------------------------------------------------------------

    def play(self, card: Card | str) -> BlackoutPlay:
        """A new state with ``card`` (a card or its text, such as ``"H5"``) played by the next player.

        The first card closes the bidding the play was started with.
        """
        state = self._advance(card)
        bidding = self.bidding
        if bidding is not None and not bidding.closed:
            bidding = bidding.close()
        return BlackoutPlay._make(self.dealer, self.options, state, bidding)

    def _played_out(self, rng: random.Random) -> BlackoutPlay:
        return random_playout(self, rng)

    def _change_problem(self, player: int, bid: Bid | int | str) -> IllegalCallError | None:
        if self.bidding is None:
            return IllegalCallError(
                "no bid can change: this play was started without its bidding (BlackoutPlay.start(deal, bidding=...))",
                "change-closed",
            )
        try:
            self.bidding.verify_change(player, bid)
        except IllegalCallError as error:
            return error
        return None

    def can_change(self, player: int, bid: Bid | int | str) -> bool:
        """True when ``player`` may still change his bid to ``bid``: the dealer, before the first card."""
        return self._change_problem(player, bid) is None

    def verify_change(self, player: int, bid: Bid | int | str) -> None:
        """Raise :class:`~trickcards.core.errors.IllegalCallError` unless ``player`` may change his bid to ``bid`` now."""
        problem = self._change_problem(player, bid)
        if problem is not None:
            raise problem

    def change(self, player: int, bid: Bid | int | str) -> BlackoutPlay:
        """A new state with ``player``'s bid changed to ``bid``; only the dealer's, before the first card is led."""
        self.verify_change(player, bid)
        assert self.bidding is not None
        return BlackoutPlay._make(self.dealer, self.options, self.state, self.bidding.change(player, bid))

    def _rule_of(self, reason: str) -> str | None:
        """Section 9's follow-suit rule for a revoke; BO-e for a refused discard."""
        return {"revoke": "section 9, Play", "must-trump": "BO-e, must_trump_when_void"}.get(reason)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BlackoutPlay):
            return NotImplemented
        mine = (self.dealer, self.options, self.state, self.bidding)
        return mine == (other.dealer, other.options, other.state, other.bidding)

    def __hash__(self) -> int:
        return hash((self.dealer, self.state, self.bidding))

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (BlackoutPlay._make, (self.dealer, self.options, self.state, self.bidding))

    def __repr__(self) -> str:
        trump = "no trumps" if self.trump is None else f"{self.trump.name.lower()} trumps"
        return (
            f"<BlackoutPlay {trump}, dealer {self.dealer}, trick {len(self.tricks) + 1}/{self.total_tricks}, "
            f"next {self.next_player}, won {self.tricks_won}>"
        )


def random_playout(play: BlackoutPlay, rng: random.Random | int | None = None) -> BlackoutPlay:
    """Play ``play`` to the end with uniformly random legal cards; for simulations.

    Only the final state is built (see :func:`trickcards.engine.trick_play.random_playout`), and
    each card is drawn exactly as ``rng.choice(list(play.legal_cards()))`` would draw it.

    >>> from trickcards.blackout import Schedule
    >>> done = random_playout(BlackoutPlay.start(Schedule(5).deal(10, 4)), rng=1)
    >>> done.is_complete, sum(done.tricks_won)
    (True, 10)
    """
    if not isinstance(play, BlackoutPlay):
        raise TrickcardsError(f"{quote(play)} is not a BlackoutPlay")
    done = _engine_playout(play.state, rng)
    bidding = play.bidding
    if bidding is not None and not bidding.closed and done.history:
        bidding = bidding.close()
    return BlackoutPlay._make(play.dealer, play.options, done, bidding)
