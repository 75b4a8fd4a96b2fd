"""The play of a Helm deal: ten tricks from the hand, then from the reserves (section 4).

Each player keeps 13 cards in hand and 3 face down in his reserve. Tricks 1-6 have
four cards, played leader, leader, follower, follower from hand: the suit of the
leader's first card is led and the other three cards follow it if they can (HE-g).
Trick 7 has two cards, each player's last hand card; tricks 8-10 two cards from the
reserves. The winner of a trick leads the next; highest trump wins, else the highest
card of the suit led; no one must trump.

The shared engine :class:`~trickcards.engine.sequenced_play.SequencedPlay` plays the tricks;
:class:`HelmHoldings` tells it which cards each player may choose from: his hand in
tricks 1-7, his reserve in tricks 8-10.

>>> from trickcards import Hand
>>> from trickcards.bridge import Strain
>>> hands = (Hand.parse("AKQJT98.7.AKT.A7"), Hand.parse("7.AKQJT98.QJ.KQ8"))
>>> reserves = (Hand.parse("..987."), Hand.parse("...JT9"))
>>> play = start_play(hands, reserves, Strain.SPADES, leader=1)
>>> play.next_player, play.pattern, str(play.legal_cards())
(1, (0, 0, 1, 1), '7.AKQJT98.QJ.KQ8')
>>> play = play.play("HA").play("H8")                   # B leads two hearts; A must follow with his one
>>> str(play.legal_cards())
'.7..'
>>> play = play.play("H7").play("S8")                   # ... then he may trump
>>> play.tricks_won, play.next_player, play.pattern
((1, 0), 0, (0, 0, 1, 1))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from attrs import field, frozen

from trickcards.bridge.contract import Denomination
from trickcards.bridge.play import trick_rules
from trickcards.core import _kernel, inputs
from trickcards.core.cards import Card
from trickcards.core.errors import DealStatus, TrickcardsError
from trickcards.core.frozen import assembled
from trickcards.core.hand import Hand
from trickcards.core.inputs import instance, quote
from trickcards.engine.sequenced_play import NOTHING_BENEATH, SequencedPlay, _state
from trickcards.helm.deal import HAND_CARDS, RESERVE_CARDS

__all__ = ["HAND_TRICKS", "HELM_ORDER", "RESERVE_TRICKS", "HelmHoldings", "start_play"]

HAND_TRICKS: Final = 7
"""Tricks 1-7 are played from hand (six of four cards, then one of two)."""
RESERVE_TRICKS: Final = 3
"""Tricks 8-10 are played from the reserves."""
HELM_ORDER: Final[tuple[tuple[int, ...], ...]] = ((0, 0, 1, 1),) * 6 + ((0, 1),) * (1 + RESERVE_TRICKS)
"""The pattern of each trick: leader, leader, follower, follower in tricks 1-6; leader, follower after."""
_CITATION: Final = "bridge variants §4"
_NAMES: Final = ("A", "B")


def _masks(value: object) -> tuple[int, int]:
    if (
        not isinstance(value, tuple)
        or len(value) != 2
        or not all(isinstance(m, int) and not isinstance(m, bool) and m >= 0 for m in value)
    ):
        raise TrickcardsError(f"{quote(value)} is not two card masks, one per player")
    return (value[0], value[1])


@frozen
class HelmHoldings:
    """Each player's hand and reserve as card masks; the hand plays in tricks 1-7, the reserve in 8-10.

    >>> h = HelmHoldings.of((Hand.parse("A..."), Hand.parse("K...")), (Hand.parse(".A.."), Hand.parse(".K..")))
    >>> str(Hand.from_mask(h.available(0, 7))), str(Hand.from_mask(h.available(0, 8)))
    ('A...', '.A..')
    """

    hands: tuple[int, int] = field(converter=_masks)
    """The cards each player holds in hand."""
    reserves: tuple[int, int] = field(converter=_masks)
    """The cards each player has set aside as his reserve."""

    def __attrs_post_init__(self) -> None:
        cards = [*self.hands, *self.reserves]
        if sum(m.bit_count() for m in cards) != (cards[0] | cards[1] | cards[2] | cards[3]).bit_count():
            raise TrickcardsError(f"{quote(self)}: a card is held twice")

    @classmethod
    def of(cls, hands: Sequence[Hand], reserves: Sequence[Hand]) -> HelmHoldings:
        """The holdings of two hands and two reserves (:class:`~trickcards.Hand` values)."""
        masks = [instance(h, Hand, "a hand").mask for h in (*hands, *reserves)]
        if len(masks) != 4:
            raise TrickcardsError(f"{quote(hands)} and {quote(reserves)}: give two hands and two reserves")
        return cls((masks[0], masks[1]), (masks[2], masks[3]))

    def held(self, player: int) -> int:
        """Every card ``player`` still holds, in hand and in reserve."""
        return self.hands[player] | self.reserves[player]

    def available(self, player: int, trick_number: int) -> int:
        """The hand in tricks 1-7, the reserve in tricks 8-10."""
        return self.hands[player] if trick_number <= HAND_TRICKS else self.reserves[player]

    def remove(self, player: int, card: Card, trick_number: int) -> HelmHoldings:
        """The holdings after ``player`` played ``card`` from hand (tricks 1-7) or reserve (8-10)."""
        keep = ~card.mask
        if trick_number <= HAND_TRICKS:
            hands = (self.hands[0] & keep, self.hands[1]) if player == 0 else (self.hands[0], self.hands[1] & keep)
            return HelmHoldings(hands, self.reserves)
        reserves = (
            (self.reserves[0] & keep, self.reserves[1]) if player == 0 else (self.reserves[0], self.reserves[1] & keep)
        )
        return HelmHoldings(self.hands, reserves)

    def _kernel_form(self, trick_number: int, total_tricks: int) -> _kernel.SequencedHoldings:
        # Two stages: the hands up to trick 7, the reserves after; no piles.
        stages = tuple(0 if number <= HAND_TRICKS else 1 for number in range(total_tricks + 1))
        return _kernel.SequencedHoldings(
            (self.hands, self.reserves), stages, [0, 0], [0, 0], NOTHING_BENEATH, False, False
        )

    def _after_plays(self, plays: Sequence[tuple[int, Card, int]]) -> HelmHoldings:
        # A card is played from where it lies (the hand in tricks 1-7, the reserve after): so
        # removing every card played from both, as remove() does card by card.
        keep = ~0
        for _, card, _ in plays:
            keep &= ~card.mask
        return HelmHoldings(
            (self.hands[0] & keep, self.hands[1] & keep), (self.reserves[0] & keep, self.reserves[1] & keep)
        )

    def _unserved(self, patterns: tuple[tuple[int, ...], ...], players: int) -> tuple[DealStatus, str] | None:
        # Each trick asks a player for his share of its cards: from the hand in tricks 1-7,
        # from the reserve after. Each must hold just what its tricks ask.
        if players != 2:
            return (DealStatus.WRONG_HAND_COUNT, f"they hold 2 players' cards, not {players}")
        for player in (0, 1):
            for place, cards, tricks, span in (
                ("hand", self.hands[player], patterns[:HAND_TRICKS], f"tricks 1-{min(len(patterns), HAND_TRICKS)}"),
                ("reserve", self.reserves[player], patterns[HAND_TRICKS:], f"tricks {HAND_TRICKS + 1} on"),
            ):
                asked = sum(len(pattern) // 2 for pattern in tricks)
                if cards.bit_count() != asked:
                    return (
                        DealStatus.WRONG_HAND_SIZE,
                        f"player {'AB'[player]}'s {place} holds {cards.bit_count()} cards, but {span} ask {asked} of "
                        f"it (the hand plays tricks 1-7, the reserve the tricks after; {_CITATION})",
                    )
        return None

    def unavailable_reason(self, player: int, card: Card, trick_number: int) -> str:
        """Why a held card is not playable in trick ``trick_number``."""
        if trick_number <= HAND_TRICKS:
            return f"it is in the reserve, which is played in tricks 8-10 only ({_CITATION})"
        return f"tricks 8-10 are played from the reserve, the hand was played out in tricks 1-7 ({_CITATION})"


def start_play(
    hands: Sequence[Hand], reserves: Sequence[Hand], denomination: Denomination, leader: int
) -> SequencedPlay:
    """The play before the opening lead by ``leader`` (0 or 1): 13 hand cards and 3 reserve cards each.

    ``denomination`` is the contract's (Null and NT play at no trump).
    """
    hands = inputs.hands(hands, 2, "the two hands", error=TrickcardsError)
    reserves = inputs.hands(reserves, 2, "the two reserves", error=TrickcardsError)
    leader = inputs.integer(leader, "an opening leader", low=0, high=1)
    holdings = HelmHoldings.of(hands, reserves)
    for player in (0, 1):
        if holdings.hands[player].bit_count() != HAND_CARDS or holdings.reserves[player].bit_count() != RESERVE_CARDS:
            raise TrickcardsError(
                f"{quote([str(h) for h in hands])} and {quote([str(r) for r in reserves])}: "
                f"each player plays 13 cards from hand and 3 from his reserve ({_CITATION})"
            )
    return SequencedPlay.start(
        trick_rules(denomination), holdings, leader, HELM_ORDER, players=2, names=_NAMES, citation=_CITATION
    )


def _dealt_play(
    hands: tuple[int, int], reserves: tuple[int, int], denomination: Denomination, leader: int
) -> SequencedPlay:
    """:func:`start_play` of a deal's checked cards (masks: 13 in hand and 3 in reserve each, every card once), unchecked.

    A state of Helm sets the reserves aside from the cards it dealt: they need no check again.
    """
    holdings = assembled(HelmHoldings, hands=hands, reserves=reserves)
    return _state(trick_rules(denomination), HELM_ORDER, holdings, leader, (), (), (0, 0), _NAMES, _CITATION)
