"""The play of a Partnership Blackout deal (section 5), on the shared trick engine.

:class:`PartnershipBlackoutPlay` wraps :class:`~trickcards.TrickPlay` with the game's
rules: the player on the dealer's left leads first (P1); no spade may be led while the
leader holds another suit (P2, :class:`~trickcards.NoTrumpLead`); follow suit when able,
with no duty to trump (P3, :class:`~trickcards.FollowSuit`); the highest spade wins,
else the highest card of the suit led (P4). Tricks are counted per player (P5), because
a Nil contract is judged on the Nil bidder's own tricks.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from attrs import field, frozen

from trickcards.bridge.deal import Deal
from trickcards.core import inputs
from trickcards.core.cards import Card, Suit
from trickcards.core.errors import TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat, Side
from trickcards.engine.game_play import GamePlay
from trickcards.engine.trick_play import FollowSuit, NoTrumpLead, TrickPlay, TrickRules
from trickcards.engine.trick_play import random_playout as _engine_playout

__all__ = ["TRICKS", "PartnershipBlackoutPlay", "PlayOptions", "play_rules", "random_playout"]

TRICKS: Final = 13
"""Tricks in a deal."""


def _check_flag(instance: PlayOptions, attribute: object, value: bool) -> None:
    if value is not True and value is not False:
        raise TrickcardsError(f"{quote(value)} is not a yes/no setting for spades_broken: expected True or False (R7)")


@frozen
class PlayOptions:
    """Options of the play; the default is the recommended reading.

    ``spades_broken`` -- R7. ``False`` (recommended, the seed's rule): a spade may never
    be led while the leader holds another suit (P2). ``True`` (the common Spades rule):
    spades may be led once a spade has been played to an earlier trick; before that, only
    by a leader holding nothing but spades.

    >>> PlayOptions().spades_broken
    False
    """

    spades_broken: bool = field(default=False, validator=_check_flag)
    """R7: allow spade leads once spades are broken (the Spades rule) instead of never (P2)."""


_RULES: Final[dict[bool, TrickRules]] = {
    broken: TrickRules(trump=Suit.SPADES, follow=FollowSuit(), lead=NoTrumpLead(until_broken=broken))
    for broken in (False, True)
}


def play_rules(options: PlayOptions = PlayOptions()) -> TrickRules:
    """The trick rules of a deal: spades trumps, P2 (or its R7 alternative), P3 and P4.

    >>> play_rules().trump, play_rules(PlayOptions(spades_broken=True)).lead
    (<Suit.SPADES: 3>, NoTrumpLead(until_broken=True))
    """
    if not isinstance(options, PlayOptions):
        raise TrickcardsError(f"{quote(options)} is not a PlayOptions value")
    return _RULES[options.spades_broken]


def _to_deal(hands: Deal | Sequence[Hand]) -> Deal:
    if isinstance(hands, Deal):
        return hands
    return Deal(hands)  # raises InvalidDealError naming every problem


class PartnershipBlackoutPlay(GamePlay):
    """An immutable play state of one deal: the dealer, the options and the tricks so far.

    Start with :meth:`start`; :meth:`play` returns a new state. Illegal cards raise
    :class:`~trickcards.core.errors.IllegalPlayError` naming the rule: P2 (or R7) for a spade
    lead, P3 for a revoke.

    Vector L1: North holds spades and hearts and may not lead a spade (P2).

    >>> deal = Deal.parse("N:5432.AKQJT9876.. AKQJT9876.5432.. ..AKQJT98765432. ...AKQJT98765432")
    >>> play = PartnershipBlackoutPlay.start(deal, dealer=Seat.WEST)
    >>> play.next_player                     # dealer's left leads (P1)
    <Seat.NORTH: 0>
    >>> play.legal_cards()
    Hand.parse('.AKQJT9876..')
    >>> play.play(Card.parse("S4"))
    Traceback (most recent call last):
    ...
    trickcards.core.errors.IllegalPlayError: player N may not play S4: a trump may not be led while holding another suit (P2)
    """

    __slots__ = ("dealer", "options", "state")

    dealer: Seat
    """The dealer; the player on the dealer's left leads to the first trick (P1)."""
    options: PlayOptions
    """The R7 option."""
    state: TrickPlay
    """The underlying engine state (players numbered by :class:`~trickcards.Seat`)."""

    @classmethod
    def start(
        cls, deal: Deal | Sequence[Hand], dealer: Seat, options: PlayOptions = PlayOptions()
    ) -> PartnershipBlackoutPlay:
        """The state before the opening lead: ``deal`` (a Deal or four hands N, E, S, W) and the dealer."""
        if not isinstance(dealer, Seat):
            raise TrickcardsError(f"{quote(dealer)} is not a dealer: expected a Seat")
        full = _to_deal(deal)
        state = TrickPlay.start(play_rules(options), full.hands, leader=dealer.lho)
        return cls._make(dealer, options, state)

    @classmethod
    def _make(cls, dealer: Seat, options: PlayOptions, state: TrickPlay) -> PartnershipBlackoutPlay:
        new = object.__new__(cls)
        setter = object.__setattr__
        setter(new, "dealer", dealer)
        setter(new, "options", options)
        setter(new, "state", state)
        return new

    # --- queries ------------------------------------------------------------------------

    @property
    def next_player(self) -> Seat | None:
        """Who plays next, or ``None`` when play is over."""
        player = self.state.next_player
        return None if player is None else Seat(player)

    @property
    def tricks_won(self) -> tuple[int, int, int, int]:
        """Tricks won so far by each player, North first (P5)."""
        n, e, s, w = self.state.tricks_won
        return (n, e, s, w)

    def side_tricks(self, side: Side | str) -> int:
        """Tricks won so far by a team, both partners together (``side`` as a value or ``"NS"``/``"EW"``).

        One seat's tricks are ``tricks_won[seat]``. Both teams contract in this game, so
        there is no declarer and no ``declarer_tricks``: a team is named by its side.

        >>> play = PartnershipBlackoutPlay.start(Deal.random(1), Seat.NORTH)
        >>> play.tricks_won[Seat.EAST], play.side_tricks(Side.EAST_WEST), play.side_tricks("NS")
        (0, 0, 0)
        """
        a, b = inputs.member(Side, side, "a side", error=TrickcardsError).seats
        won = self.state.tricks_won
        return won[a] + won[b]

    # --- actions ----------------------------------------------------------------------

    def play(self, card: Card | str) -> PartnershipBlackoutPlay:
        """A new state with ``card`` (a card or its text, such as ``"H5"``) played by the next player."""
        return PartnershipBlackoutPlay._make(self.dealer, self.options, self._advance(card))

    def _played_out(self, rng: random.Random) -> PartnershipBlackoutPlay:
        return random_playout(self, rng)

    def _rule_of(self, reason: str) -> str | None:
        """P3 for a revoke; P2 for a spade lead (R7 when spades may be broken)."""
        return {"revoke": "P3", "lead-restriction": "R7" if self.options.spades_broken else "P2"}.get(reason)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PartnershipBlackoutPlay):
            return NotImplemented
        return (self.dealer, self.options, self.state) == (other.dealer, other.options, other.state)

    def __hash__(self) -> int:
        return hash((self.dealer, self.state))

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (PartnershipBlackoutPlay._make, (self.dealer, self.options, self.state))

    def __repr__(self) -> str:
        return (
            f"<PartnershipBlackoutPlay dealer {self.dealer} trick {len(self.tricks) + 1}/{TRICKS}, "
            f"next {self.next_player}, won {self.tricks_won}>"
        )


def random_playout(play: PartnershipBlackoutPlay, rng: random.Random | int | None = None) -> PartnershipBlackoutPlay:
    """Play ``play`` to the end with uniformly random legal cards; for simulations.

    Only the final state is built (see :func:`trickcards.engine.trick_play.random_playout`), and
    each card is drawn exactly as ``rng.choice(list(play.legal_cards()))`` would draw it.

    >>> done = random_playout(PartnershipBlackoutPlay.start(Deal.random(4), Seat.SOUTH), rng=1)
    >>> done.is_complete, sum(done.tricks_won)
    (True, 13)
    """
    if not isinstance(play, PartnershipBlackoutPlay):
        raise TrickcardsError(f"{quote(play)} is not a PartnershipBlackoutPlay")
    return PartnershipBlackoutPlay._make(play.dealer, play.options, _engine_playout(play.state, rng))
