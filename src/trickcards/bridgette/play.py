"""The play of a Bridgette deal (section 6), on the shared trick engine.

:class:`BridgettePlay` wraps :class:`~trickcards.TrickPlay` with Bridgette's rules:
the defender leads first (P1), the colon follow rules P3-P4 (:class:`~trickcards.ColonFollow`),
the trick winner P5 (:class:`~trickcards.TrickRules`) and the lead bar P6
(:class:`~trickcards.ColonLeadBar`). :func:`random_playout` plays a deal out at random.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from attrs import frozen

from trickcards.bridge.contract import Strain
from trickcards.bridgette.contract import BridgetteContract
from trickcards.bridgette.player import Player
from trickcards.core import inputs
from trickcards.core.cards import Card, Suit
from trickcards.core.errors import DealStatus, IllegalPlayError, InvalidDealError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote, typed_fields
from trickcards.engine.game_play import GamePlay
from trickcards.engine.trick_play import ColonFollow, ColonLeadBar, FollowSuit, TrickPlay, TrickRules
from trickcards.engine.trick_play import random_playout as _engine_playout

__all__ = ["BridgettePlay", "PlayOptions", "bridgette_rules", "random_playout"]

TRICKS: Final = 13
"""Tricks in a Bridgette deal."""


@frozen(field_transformer=typed_fields)
class PlayOptions:
    """Options of the play; the default is the recommended reading.

    ``bar_colons`` -- R9. ``False``: after a colon follow only the suit led is barred from
    the next lead. ``True`` (Wikipedia's wording): colon leads are barred too.
    """

    bar_colons: bool = False
    """R9: whether the lead bar of P6 also bars colon leads."""


_RULES: Final[dict[tuple[Suit | None, bool], TrickRules]] = {
    (trump, bar): TrickRules(trump=trump, follow=ColonFollow(FollowSuit()), lead=ColonLeadBar(bar_colons=bar))
    for trump in (None, *Suit)
    for bar in (False, True)
}

_RULE_NAMES: Final = {"revoke": "P3", "colon": "P3", "lead-restriction": "P6"}


def bridgette_rules(strain: Strain, options: PlayOptions = PlayOptions()) -> TrickRules:
    """The trick rules of a Bridgette contract in ``strain`` (shared, prebuilt values).

    >>> bridgette_rules(Strain.HEARTS).trump
    <Suit.HEARTS: 2>
    """
    strain = inputs.member(Strain, strain, "a strain")
    options = inputs.instance(options, PlayOptions, "Bridgette play options")
    return _RULES[strain.suit, options.bar_colons]


class BridgettePlay(GamePlay):
    """An immutable play state of one Bridgette deal: the contract and the tricks so far.

    Start with :meth:`start` (the defender leads, P1); :meth:`play` returns a new state.
    Illegal cards raise :class:`~trickcards.core.errors.IllegalPlayError` naming the rule
    (P3 follow, P6 lead bar) with the engine's reason code.

    >>> from trickcards import ROYAL_COLON
    >>> a = Hand.parse("KQ4.2.9AKQ.5432+G")
    >>> b = Hand.parse("92.A3.32.AKQJT+RL")
    >>> play = BridgettePlay.start((a, b), BridgetteContract.parse("3HB"))
    >>> play.next_player               # B declares, so A (the defender) leads
    <Player.A: 0>
    >>> play = play.play(Card.parse("SK"))
    >>> play.legal_cards()             # follow in spades, or the Royal Colon
    Hand.parse('92...+R')
    >>> play = play.play(ROYAL_COLON)
    >>> play.defender_tricks, play.barred_suit
    (1, <Suit.SPADES: 3>)
    >>> play.can_play(Card.parse("S4")), play.can_play(Card.parse("D9"))
    (False, True)
    """

    __slots__ = ("contract", "declarer", "options", "state")

    contract: BridgetteContract
    """The contract being played."""
    declarer: Player
    """The declarer; the other player is the defender."""
    options: PlayOptions
    """The R9 option."""
    state: TrickPlay
    """The underlying engine state (players numbered by :class:`Player`)."""

    @classmethod
    def start(
        cls, hands: Sequence[Hand], contract: BridgetteContract, options: PlayOptions = PlayOptions()
    ) -> BridgettePlay:
        """The state before the opening lead; ``hands`` are indexed by :class:`Player` (13 cards each)."""
        if not isinstance(contract, BridgetteContract) or contract.declarer is None:
            raise IllegalPlayError(
                f"{quote(contract)} cannot be played: a contract with a declarer is needed", "no-contract"
            )
        pair = inputs.hands(hands, what="the hands of A and B")
        if len(pair) != 2 or any(len(h) != TRICKS for h in pair):
            raise InvalidDealError(
                f"{quote(pair)} cannot be played: Bridgette play needs two hands of 13 cards",
                DealStatus.WRONG_HAND_SIZE,
            )
        if pair[0].mask & pair[1].mask:
            raise InvalidDealError(
                f"{quote(str(pair[0] & pair[1]))} is held by both players", DealStatus.DUPLICATE_CARD
            )
        rules = bridgette_rules(contract.strain, options)
        state = TrickPlay.start(rules, pair, leader=contract.declarer.other)
        return cls._make(contract, contract.declarer, options, state)

    @classmethod
    def _make(
        cls, contract: BridgetteContract, declarer: Player, options: PlayOptions, state: TrickPlay
    ) -> BridgettePlay:
        new = object.__new__(cls)
        setter = object.__setattr__
        setter(new, "contract", contract)
        setter(new, "declarer", declarer)
        setter(new, "options", options)
        setter(new, "state", state)
        return new

    # --- queries ------------------------------------------------------------------------

    @property
    def defender(self) -> Player:
        """The declarer's opponent."""
        return self.declarer.other

    @property
    def next_player(self) -> Player | None:
        """Who plays next, or ``None`` when play is over."""
        player = self.state.next_player
        return None if player is None else Player(player)

    @property
    def declarer_tricks(self) -> int:
        """Tricks won by the declarer so far."""
        return self.state.tricks_won[self.declarer]

    @property
    def defender_tricks(self) -> int:
        """Tricks won by the defender so far."""
        return self.state.tricks_won[self.declarer.other]

    @property
    def barred_suit(self) -> Suit | None:
        """The suit that may not be led to the next trick (P6), if any, before that lead."""
        state = self.state
        if state.trick.cards or state.is_complete:
            return None
        lead = state.rules.lead
        assert isinstance(lead, ColonLeadBar)
        return lead.barred(state.history)

    # --- actions ----------------------------------------------------------------------

    def play(self, card: Card | str) -> BridgettePlay:
        """A new state with ``card`` (a card or its text) played by the next player."""
        return BridgettePlay._make(self.contract, self.declarer, self.options, self._advance(card))

    def _played_out(self, rng: random.Random) -> BridgettePlay:
        return random_playout(self, rng)

    def _rule_of(self, reason: str) -> str | None:
        return _RULE_NAMES.get(reason)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BridgettePlay):
            return NotImplemented
        return (self.contract, self.options, self.state) == (other.contract, other.options, other.state)

    def __hash__(self) -> int:
        return hash((self.contract, self.state))

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (BridgettePlay._make, (self.contract, self.declarer, self.options, self.state))

    def __repr__(self) -> str:
        return (
            f"<BridgettePlay {self.contract} trick {len(self.tricks) + 1}/{TRICKS}, "
            f"declarer {self.declarer_tricks} defender {self.defender_tricks}>"
        )


def random_playout(play: BridgettePlay, rng: random.Random | int | None = None) -> BridgettePlay:
    """Play ``play`` to the end with uniformly random legal cards; for simulations.

    Only the final state is built (see :func:`trickcards.engine.trick_play.random_playout`), and
    each card is drawn exactly as ``rng.choice(list(play.legal_cards()))`` would draw it.

    >>> from trickcards import Deck
    >>> deal = Deck.bridgette().shuffled(3).deal(2, hand_size=13)
    >>> done = random_playout(BridgettePlay.start(deal.hands, BridgetteContract.parse("2SA")), rng=1)
    >>> done.is_complete, done.declarer_tricks + done.defender_tricks
    (True, 13)
    """
    state = _engine_playout(inputs.instance(play, BridgettePlay, "a Bridgette play state").state, rng)
    return BridgettePlay._make(play.contract, play.declarer, play.options, state)
