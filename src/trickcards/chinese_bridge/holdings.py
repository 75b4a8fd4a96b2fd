"""Where a Chinese-bridge player's cards lie: his hand and his eleven piles (bridge variants §5).

Each pile is a face-up card on a face-down one. A player may play a card of his hand
or any face-up top. Playing a top turns the card beneath face up; it may be played
from the next trick on (CH-8, CH-c), or at once under the option
``uncover_immediately`` (the two-player whist reading), and at once anyway when the
player has no other card for this play (CH-11: his last two cards lie in one pile).
A face-down card is never playable. :class:`ChineseHoldings` is the
:class:`~trickcards.engine.sequenced_play.Holdings` of :class:`~trickcards.engine.sequenced_play.SequencedPlay`.

>>> from trickcards import Hand
>>> h = ChineseHoldings.deal(["A...", "K..."],
...                          [[(Card.parse("S2"), Card.parse("S3"))], [(Card.parse("S4"), Card.parse("S5"))]])
>>> str(h.tops(0)), h.face_down(0), str(Hand.from_mask(h.available(0, 1)))
('3...', 1, 'A3...')
>>> h = h.remove(0, Card.parse("S3"), 1)                  # S2 is turned up during trick 1
>>> str(Hand.from_mask(h.available(0, 1))), str(Hand.from_mask(h.available(0, 2)))
('A...', 'A2...')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from attrs import field, frozen

from trickcards.core import _kernel, inputs
from trickcards.core.cards import CARDS, Card
from trickcards.core.deck import Deck
from trickcards.core.errors import DealStatus, TrickcardsError
from trickcards.core.hand import Hand, hand_of_mask
from trickcards.core.inputs import quote
from trickcards.core.reprs import brief_repr

__all__ = ["ChineseHoldings", "Pile"]

_CITE: Final = "bridge variants §5"


@frozen
class Pile:
    """One pile: its face-up top, the face-down card under it, and the trick from which the top may be played.

    ``up`` is ``None`` once the pile is played out; ``down`` is ``None`` once turned up.
    ``playable_from`` is 1 for a top dealt face up; for a card turned up during trick
    *t*, *t* + 1 (or *t* with ``uncover_immediately``).
    """

    up: Card | None = field(validator=inputs.is_a(Card | None, "a face-up card"))
    down: Card | None = field(default=None, validator=inputs.is_a(Card | None, "a face-down card"))
    playable_from: int = field(default=1, validator=inputs.is_a(int, "the first trick a top may be played to"))

    def __str__(self) -> str:
        up = "-" if self.up is None else str(self.up)
        return up if self.down is None else f"{up} on a face-down card"


def _piles(value: object) -> tuple[tuple[Pile, ...], ...]:
    return inputs.sequence(value, lambda p: inputs.sequence(p, _pile, "a player's piles"), "each player's piles")


def _pile(value: object) -> Pile:
    return inputs.instance(value, Pile, "a pile")


def _hands(value: object) -> tuple[Hand, ...]:
    return inputs.hands(value, what="each player's hand")


@frozen
class ChineseHoldings:
    """The hands and piles of both players: the holdings of Chinese bridge's play (see the module).

    Players are 0 and 1; tricks are numbered from 1.
    """

    __repr__ = brief_repr

    hands: tuple[Hand, ...] = field(converter=_hands)
    """Each player's hand cards not yet played."""
    piles: tuple[tuple[Pile, ...], ...] = field(converter=_piles)
    """Each player's piles, in the order laid out."""
    uncover_immediately: bool = False
    """A card turned up may be played in the same trick (the option of CH-c)."""
    follow_hand_only: bool = False
    """The duty to follow suit is judged on the hand alone (the alternative of CH-d)."""

    def __attrs_post_init__(self) -> None:
        if len(self.hands) != len(self.piles):
            raise TrickcardsError(
                f"{len(self.hands)} hands and {len(self.piles)} sets of piles: give one of each per player"
            )
        seen = 0
        for player in range(len(self.hands)):
            mask = self.held(player)
            count = len(self.hands[player]) + sum((p.up is not None) + (p.down is not None) for p in self.piles[player])
            if seen & mask or mask.bit_count() != count:
                raise TrickcardsError(f"{quote(str(Hand.from_mask(mask)))}: a card lies in two places ({_CITE})")
            seen |= mask
        inputs.flag(self.uncover_immediately, "uncover_immediately")
        inputs.flag(self.follow_hand_only, "follow_hand_only")

    @classmethod
    def deal(
        cls,
        hands: Sequence[Hand | str],
        piles: Iterable[Iterable[tuple[Card, Card]]],
        uncover_immediately: bool = False,
        follow_hand_only: bool = False,
    ) -> ChineseHoldings:
        """The holdings as dealt: each player's hand and his piles as (face-down, face-up) card pairs."""
        laid = tuple(tuple(Pile(inputs.card(up), inputs.card(down)) for down, up in _pairs(player)) for player in piles)
        return cls(tuple(inputs.hand(h) for h in hands), laid, uncover_immediately, follow_hand_only)

    # --- views --------------------------------------------------------------------------

    def tops(self, player: int) -> Hand:
        """The face-up cards on ``player``'s piles (including any turned up too late to play now)."""
        player = inputs.player_number(player, len(self.hands))
        return Hand(p.up for p in self.piles[player] if p.up is not None)

    def face_down(self, player: int) -> int:
        """How many face-down cards ``player``'s piles still hold."""
        player = inputs.player_number(player, len(self.hands))
        return sum(p.down is not None for p in self.piles[player])

    def visible(self, player: int) -> Hand:
        """``player``'s hand and face-up tops: the cards he may know to be his (the face-down ones seen by nobody)."""
        player = inputs.player_number(player, len(self.hands))
        return self.hands[player] | self.tops(player)

    # --- the Holdings protocol ----------------------------------------------------------------

    def held(self, player: int) -> int:
        """Every card ``player`` still has: hand, face-up tops and face-down cards."""
        player = inputs.player_number(player, len(self.hands))
        mask = self.hands[player].mask
        for pile in self.piles[player]:
            if pile.up is not None:
                mask |= pile.up.mask
            if pile.down is not None:
                mask |= pile.down.mask
        return mask

    def available(self, player: int, trick_number: int) -> int:
        """The hand and the tops playable in trick ``trick_number``; the tops turned up in it if nothing else (CH-11)."""
        player = inputs.player_number(player, len(self.hands))
        trick_number = inputs.integer(trick_number, "a trick number", low=1)
        mask = self.hands[player].mask
        fresh = 0
        for pile in self.piles[player]:
            if pile.up is not None:
                if pile.playable_from <= trick_number:
                    mask |= pile.up.mask
                else:
                    fresh |= pile.up.mask
        return mask or fresh

    def remove(self, player: int, card: Card, trick_number: int) -> ChineseHoldings:
        """The holdings after ``player`` played ``card`` in trick ``trick_number``: a top played turns up the card beneath."""
        player = inputs.player_number(player, len(self.hands))
        card = inputs.card(card, error=TrickcardsError)
        hands = list(self.hands)
        piles = list(self.piles)
        if card in self.hands[player]:
            hands[player] = self.hands[player].remove(card)
        else:
            turned = trick_number if self.uncover_immediately else trick_number + 1
            mine = list(piles[player])
            for index, pile in enumerate(mine):
                if pile.up == card:
                    mine[index] = Pile(pile.down, None, turned)
                    break
            else:
                raise TrickcardsError(f"{quote(str(card))} is not in player {player}'s hand or on a pile top ({_CITE})")
            piles[player] = tuple(mine)
        return _unchecked(tuple(hands), tuple(piles), self.uncover_immediately, self.follow_hand_only)

    def _kernel_form(self, trick_number: int, total_tricks: int) -> _kernel.SequencedHoldings | None:
        # One stage (the hands); the tops playable now, those turned up during this trick
        # (playable from the next) and the card beneath each top. None for piles the
        # engine never makes (a face-down card alone, a top playable only later still).
        beneath = [-1] * len(CARDS)
        tops, fresh = [0] * len(self.piles), [0] * len(self.piles)
        for player, piles in enumerate(self.piles):
            for pile in piles:
                if pile.up is None:
                    if pile.down is not None:
                        return None
                    continue
                if pile.playable_from <= trick_number:
                    tops[player] |= pile.up.mask
                elif pile.playable_from == trick_number + 1 and not self.uncover_immediately:
                    fresh[player] |= pile.up.mask
                else:
                    return None
                if pile.down is not None:
                    beneath[pile.up.index] = pile.down.index
        hands = tuple(hand.mask for hand in self.hands)
        return _kernel.SequencedHoldings(
            (hands,),
            (0,) * (total_tricks + 1),
            tops,
            fresh,
            beneath,
            self.uncover_immediately,
            self.follow_hand_only,
        )

    def _after_plays(self, plays: Sequence[tuple[int, Card, int]]) -> ChineseHoldings:
        # remove() card by card, in one step: each pile's top played turns up the card
        # beneath, playable from the trick after (or the same trick) its top was played.
        when = [0] * len(CARDS)  # by card index: the trick it was played to, 0 if not
        gone = 0
        for _, card, number in plays:
            when[card.index] = number
            gone |= card.mask
        delay = 0 if self.uncover_immediately else 1
        piles = []
        for mine in self.piles:
            laid = []
            for pile in mine:
                up, down = pile.up, pile.down
                if up is not None and when[up.index]:
                    if down is not None and when[down.index]:
                        pile = _unchecked_pile(None, None, when[down.index] + delay)  # noqa: PLW2901  # the pile now
                    else:
                        pile = _unchecked_pile(down, None, when[up.index] + delay)  # noqa: PLW2901
                laid.append(pile)
            piles.append(tuple(laid))
        hands = tuple(hand_of_mask(hand.mask & ~gone) for hand in self.hands)
        return _unchecked(hands, tuple(piles), self.uncover_immediately, self.follow_hand_only)

    def _unserved(self, patterns: tuple[tuple[int, ...], ...], players: int) -> tuple[DealStatus, str] | None:
        # Every card but a face-down one with no top on it is played in time: a top turned up
        # late may still be played when nothing else is (CH-11).
        if players != len(self.hands):
            return (DealStatus.WRONG_HAND_COUNT, f"they hold {len(self.hands)} players' cards, not {players}")
        for player, piles in enumerate(self.piles):
            for pile in piles:
                if pile.up is None and pile.down is not None:
                    return (
                        DealStatus.WRONG_HAND_SIZE,
                        f"player {player}'s face-down {pile.down} has no face-up card on it, so it is never turned "
                        f"up to be played ({_CITE})",
                    )
        return None

    def follow_basis(self, player: int, trick_number: int) -> int:
        """The cards on which the duty to follow suit is judged: all available ones (CH-d), or the hand alone."""
        player = inputs.player_number(player, len(self.hands))
        if self.follow_hand_only:
            return self.hands[player].mask
        return self.available(player, trick_number)

    def unavailable_reason(self, player: int, card: Card, trick_number: int) -> str:
        """Why the held ``card`` may not be played in trick ``trick_number``."""
        player = inputs.player_number(player, len(self.hands))
        for pile in self.piles[player]:
            if pile.down == card:
                return (
                    f"it lies face down under {pile.up}: only the hand and the face-up pile tops are played ({_CITE})"
                )
            if pile.up == card:
                return (
                    f"it was turned up during trick {trick_number} and may be played from trick {pile.playable_from} "
                    f"(CH-8; at once only when nothing else may be played, CH-11; {_CITE})"
                )
        return f"it is not in the hand or on a pile top ({_CITE})"


def _unchecked(
    hands: tuple[Hand, ...], piles: tuple[tuple[Pile, ...], ...], uncover_immediately: bool, follow_hand_only: bool
) -> ChineseHoldings:
    """Holdings from parts already checked: the next holdings of every card played, built without the checks."""
    holdings = object.__new__(ChineseHoldings)
    setter = object.__setattr__
    setter(holdings, "hands", hands)
    setter(holdings, "piles", piles)
    setter(holdings, "uncover_immediately", uncover_immediately)
    setter(holdings, "follow_hand_only", follow_hand_only)
    return holdings


def _dealt_holdings(
    hands: tuple[Hand, Hand],
    face_down: tuple[Deck, Deck],
    face_up: tuple[Deck, Deck],
    uncover_immediately: bool,
    follow_hand_only: bool,
) -> ChineseHoldings:
    """The holdings a checked deal lays out (its flags checked too): :meth:`ChineseHoldings.deal` without the checks."""
    piles = tuple(
        tuple(_unchecked_pile(up, down, 1) for down, up in zip(downs, ups, strict=True))
        for downs, ups in zip(face_down, face_up, strict=True)
    )
    return _unchecked(hands, piles, uncover_immediately, follow_hand_only)


def _unchecked_pile(up: Card | None, down: Card | None, playable_from: int) -> Pile:
    """A pile from parts the engine has checked, built without the checks of ``Pile()``."""
    pile = object.__new__(Pile)
    setter = object.__setattr__
    setter(pile, "up", up)
    setter(pile, "down", down)
    setter(pile, "playable_from", playable_from)
    return pile


def _pairs(player: Iterable[tuple[Card, Card]]) -> list[tuple[Card, Card]]:
    pairs = list(player)
    for pair in pairs:
        if not isinstance(pair, tuple) or len(pair) != 2:
            raise TrickcardsError(f"{quote(pair)} is not a pile: expected (face-down card, face-up card)")
    return pairs
