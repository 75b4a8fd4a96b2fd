"""The play of a Brandeln deal (section 6) on the shared trick engine.

:class:`BrandelnPlay` wraps :class:`~trickcards.TrickPlay`: the declarer leads to the
first trick, or F in the lottery (L1); players follow suit (L2), must trump when void
(L3, R4), must head the trick in Null (L4, R5); the highest trump wins, else the
highest card of the suit led (L5), trumps ranking J 7 A K Q 10 9 (R3). The readings
of R4 and R5 are :class:`PlayOptions`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from attrs import Attribute, field, frozen

from trickcards.brandeln.auction import Declaration
from trickcards.brandeln.contracts import TRICKS, BrandelnContract, Player
from trickcards.brandeln.deal import BrandelnDeal, deal_status
from trickcards.core.cards import BRANDELN_TRUMP_ORDER, STANDARD_ORDER, SUIT_MASKS, Card
from trickcards.core.errors import IllegalPlayError, InvalidDealError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.engine.game_play import GamePlay
from trickcards.engine.trick_play import FollowRule, FollowSuit, FollowSuitOrTrump, HeadTheTrick, TrickPlay, TrickRules
from trickcards.engine.trick_play import random_playout as _engine_playout

__all__ = ["BrandelnPlay", "HeadWhenFollowing", "PlayOptions", "brandeln_rules", "random_playout"]


def _flag(instance: object, attribute: Attribute[bool], value: bool) -> None:
    if value is not True and value is not False:
        raise TrickcardsError(f"{quote(value)} is not a yes/no setting for {attribute.name}: expected True or False")


@frozen
class PlayOptions:
    """The readings of the play rules (R4, R5); the defaults are the recommended reading.

    * ``must_trump`` -- R4. ``True`` (seed, Pierer): a player void in the suit led must
      play a trump if holding one (L3). ``False`` (Meyers): such a player may discard.
    * ``null_must_head`` -- R5. ``True`` (Pierer, de.wiki): in Null every player must
      beat the highest card of the suit led so far when able (L4). ``False``: no such duty.
    * ``always_must_head`` -- L4a, R5 alternative (Meyers): in every contract a player
      must, if able, play a card that wins the trick so far. Following suit: a higher
      card of the suit led (a higher trump on a trump lead); any card of the suit led
      once a plain-suit lead has been trumped. Void and trumping under L3: a trump above
      every trump in the trick if held, else any trump. With ``must_trump=False`` a void
      player may still discard. The lottery keeps L2 and L5 only (section 9).

    >>> PlayOptions(), PlayOptions(must_trump=False).must_trump
    (PlayOptions(must_trump=True, null_must_head=True, always_must_head=False), False)
    """

    must_trump: bool = field(default=True, validator=_flag)
    """R4: whether a void player must trump (L3)."""
    null_must_head: bool = field(default=True, validator=_flag)
    """R5: whether Null carries the duty to head the trick (L4)."""
    always_must_head: bool = field(default=False, validator=_flag)
    """L4a (R5, Meyers): whether every contract carries the duty to head the trick."""


def brandeln_rules(declaration: Declaration | None, options: PlayOptions = PlayOptions()) -> TrickRules:
    """The trick rules of a contract (``None``: the lottery), under ``options``.

    >>> from trickcards import Suit
    >>> rules = brandeln_rules(Declaration(Player.F, BrandelnContract.FOUR, Suit.CLUBS))
    >>> rules.trump, str(rules.trump_order), rules.follow
    (<Suit.CLUBS: 0>, 'J7AKQT9', FollowSuitOrTrump())
    >>> brandeln_rules(Declaration(Player.F, BrandelnContract.NULL)).follow
    HeadTheTrick(base=FollowSuit())
    """
    if not isinstance(options, PlayOptions):
        raise TrickcardsError(f"{quote(options)} is not a PlayOptions value")
    if declaration is None:
        return _LOTTERY
    if not isinstance(declaration, Declaration):
        raise IllegalPlayError(
            f"{quote(declaration)} cannot be played: a Declaration (or None for the lottery) is needed", "no-contract"
        )
    trump = declaration.trump
    follow: FollowRule = FollowSuitOrTrump() if trump is not None and options.must_trump else FollowSuit()
    head = options.always_must_head or (declaration.contract is BrandelnContract.NULL and options.null_must_head)
    if head:
        # Under must_trump=False a void player may discard (Meyers), so the duty to head
        # the trick binds only a player who follows suit.
        follow = HeadTheTrick(follow) if trump is None or options.must_trump else HeadWhenFollowing()
    return TrickRules(trump=trump, trump_order=BRANDELN_TRUMP_ORDER, plain_order=STANDARD_ORDER, follow=follow)


@frozen
class HeadWhenFollowing:
    """Follow suit, and head the trick when following suit; a void player may play any card.

    The follow rule of ``PlayOptions(must_trump=False, always_must_head=True)`` in a trump
    contract: Meyers's "follow and beat if possible, may throw off when void" (R4, R5).
    """

    def legal(self, hand: int, trick: Sequence[Card], rules: TrickRules) -> int:
        led = trick[0].suit
        if led is None or not hand & SUIT_MASKS[led]:
            return hand
        return _HEAD_FOLLOWING.legal(hand, trick, rules)

    def explain(self, card: Card, hand: int, trick: Sequence[Card], rules: TrickRules) -> tuple[str, str]:
        return _HEAD_FOLLOWING.explain(card, hand, trick, rules)


_HEAD_FOLLOWING: Final = HeadTheTrick(FollowSuit())
_LOTTERY: Final = TrickRules(trump=None, trump_order=BRANDELN_TRUMP_ORDER, follow=FollowSuit())
_RULE_NAMES: Final = {"revoke": "L2", "must-trump": "L3", "must-head": "L4"}


class BrandelnPlay(GamePlay):
    """An immutable play state of one Brandeln deal: the contract (or the lottery) and the tricks so far.

    Start with :meth:`start`; :meth:`play` returns a new state. Illegal cards raise
    :class:`~trickcards.core.errors.IllegalPlayError` naming the rule (L2 follow suit, L3 must
    trump, L4 head the trick) with the engine's reason code.

    Test vector K1, with hearts trumps: F leads a spade, and M, void in spades, must trump.

    >>> from trickcards import Suit
    >>> hands = [Hand.parse(h) for h in ("AKQJT97...", ".9.K.AKQJT", ".AKQJ.AQJ.", ".T7.T97.97")]
    >>> play = BrandelnPlay.start(hands, Declaration(Player.F, BrandelnContract.FOUR, Suit.HEARTS))
    >>> play = play.play("SA")
    >>> play.next_player, play.legal_cards()
    (<Player.M: 1>, Hand.parse('.9..'))
    >>> play.play("DK")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.IllegalPlayError: player M may not play DK: a player void in the suit led must play a trump when holding one (L3)
    """

    __slots__ = ("declaration", "options", "state")

    declaration: Declaration | None
    """The contract played, or ``None`` in the lottery."""
    options: PlayOptions
    """The R4 and R5 readings."""
    state: TrickPlay
    """The engine state; its players are :class:`Player` values."""

    @classmethod
    def start(
        cls,
        hands: Sequence[Hand | str] | BrandelnDeal,
        declaration: Declaration | None = None,
        options: PlayOptions = PlayOptions(),
    ) -> BrandelnPlay:
        """The state before the first lead: ``hands`` of F, M, R, D; ``declaration`` ``None`` for the lottery.

        ``hands`` may be a :class:`~trickcards.brandeln.BrandelnDeal`, or four hands or
        their text. The declarer leads to the first trick, F in the lottery (L1).
        """
        rules = brandeln_rules(declaration, options)
        if isinstance(hands, BrandelnDeal):
            hands = hands.hands
        pack = (
            tuple(Hand.parse(h) if isinstance(h, str) else h for h in hands)
            if isinstance(hands, Sequence) and not isinstance(hands, str)
            else ()
        )
        status = deal_status(pack)
        if status:
            raise InvalidDealError(
                f"{quote(pack)} cannot be played: Brandeln needs four hands of 7 from the 28-card pack (sections 2-3)",
                status,
            )
        leader = Player.F if declaration is None else declaration.declarer
        return cls._make(declaration, options, TrickPlay.start(rules, pack, leader=leader))

    @classmethod
    def _make(cls, declaration: Declaration | None, options: PlayOptions, state: TrickPlay) -> BrandelnPlay:
        new = object.__new__(cls)
        setter = object.__setattr__
        setter(new, "declaration", declaration)
        setter(new, "options", options)
        setter(new, "state", state)
        return new

    # --- queries -------------------------------------------------------------------------

    @property
    def is_lottery(self) -> bool:
        """True when all four passed and the deal is played as a lottery (section 9)."""
        return self.declaration is None

    @property
    def declarer(self) -> Player | None:
        """The declarer, or ``None`` in the lottery."""
        return None if self.declaration is None else self.declaration.declarer

    @property
    def contract(self) -> BrandelnContract | None:
        """The contract played, or ``None`` in the lottery."""
        return None if self.declaration is None else self.declaration.contract

    @property
    def tricks_won(self) -> tuple[int, int, int, int]:
        """Tricks won so far by F, M, R and D."""
        won = self.state.tricks_won
        return (won[0], won[1], won[2], won[3])

    @property
    def declarer_tricks(self) -> int | None:
        """Tricks won so far by the declarer, or ``None`` in the lottery."""
        declarer = self.declarer
        return None if declarer is None else self.state.tricks_won[declarer]

    @property
    def next_player(self) -> Player | None:
        """Who plays next, or ``None`` when play is over."""
        player = self.state.next_player
        return None if player is None else Player(player)

    # --- actions -------------------------------------------------------------------------

    def can_play(self, card: Card | str) -> bool:
        """True when the next player may play ``card`` (a card or its text) now."""
        try:
            self.verify_play(card)
        except TrickcardsError:
            return False
        return True

    def play(self, card: Card | str) -> BrandelnPlay:
        """A new state with ``card`` (a card or its text) played by the next player."""
        return BrandelnPlay._make(self.declaration, self.options, self._advance(card))

    def _played_out(self, rng: random.Random) -> BrandelnPlay:
        return random_playout(self, rng)

    def _rule_of(self, reason: str) -> str | None:
        """L2, L3 or L4; outside Null the duty to head the trick comes from always_must_head (L4a)."""
        if reason == "must-head" and self.contract is not BrandelnContract.NULL:
            return "L4a"
        return _RULE_NAMES.get(reason)

    # --- values --------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BrandelnPlay):
            return NotImplemented
        return (self.declaration, self.options, self.state) == (other.declaration, other.options, other.state)

    def __hash__(self) -> int:
        return hash((self.declaration, self.state))

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (BrandelnPlay._make, (self.declaration, self.options, self.state))

    def __repr__(self) -> str:
        what = "lottery" if self.declaration is None else str(self.declaration)
        where = "over" if self.is_complete else f"trick {len(self.tricks) + 1}/{TRICKS}"
        return f"<BrandelnPlay {what}: {where}, won {self.tricks_won}>"


def random_playout(play: BrandelnPlay, rng: random.Random | int | None = None) -> BrandelnPlay:
    """Play ``play`` to the end with uniformly random legal cards; for simulations.

    Only the final state is built (see :func:`trickcards.engine.trick_play.random_playout`); each card
    is drawn exactly as ``rng.choice(list(play.legal_cards()))`` would draw it.

    >>> from trickcards.brandeln.deal import BrandelnDeal
    >>> done = random_playout(BrandelnPlay.start(BrandelnDeal.deal(rng=5).hands), rng=1)
    >>> done.is_complete, sum(done.tricks_won)
    (True, 7)
    """
    if not isinstance(play, BrandelnPlay):
        raise TrickcardsError(f"{quote(play)} is not a BrandelnPlay")
    return BrandelnPlay._make(play.declaration, play.options, _engine_playout(play.state, rng))
