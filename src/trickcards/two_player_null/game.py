"""Two-player Null, "nichtig", through the game protocol (``bridge-variants.md`` section 3).

Thirteen cards go to each player one at a time, non-dealer first; the other 26 form the
stock (NI-1). First the non-dealer, then the dealer, discards any number of cards, 0 to
13, one ``discard`` action per card, and ``draw`` ends his exchange: he draws as many
cards from the top of the stock (NI-2); discards are out of play. The dealer calls first
(NI-a); the calls are contract bridge's plus Null bids, ranked between diamonds and
hearts (NI-c), and a bid, double or redouble followed by a pass ends the auction. When
both players pass the deal is over with no score, and the same dealer deals again (NI-b,
NI-3). The opponent of the declarer leads (NI-9); thirteen two-card tricks, no dummy.

Players are 0 (A) and 1 (B). ``points`` are the deal's ``rubber_modern`` entry for
declarer (Null contracts by section 0), its negative to the other player.

>>> from trickcards import find_game
>>> state = find_game("two-player-null").new(seed=3, dealer=0)
>>> state.phase, state.to_move, len(state.stock)                                   # NI-1
('exchange', 1, 26)
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Final

from trickcards.bridge.auction import Auction, AuctionRules
from trickcards.bridge.calls import Call
from trickcards.bridge.contract import NULL, Strain
from trickcards.bridge.game import TWO_PLAYER_VULNERABILITY, TwoPlayerTableState
from trickcards.bridge.play import Seating, TablePlay
from trickcards.bridge.two_player_sheet import to_player, two_player_sheets
from trickcards.core import inputs
from trickcards.core.cards import Card
from trickcards.core.deck import Deck
from trickcards.core.errors import IllegalPlayError, ParseError, TrickcardsError
from trickcards.core.frozen import Frozen
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat
from trickcards.protocol.actions import cards_in_index_order
from trickcards.protocol.game import Game, Start, read_hands
from trickcards.two_player_null.sheet import TwoPlayerNullSheet

__all__ = ["AUCTION", "TWO_PLAYER_NULL", "Exchange", "TwoPlayerNullAction", "TwoPlayerNullState", "seating"]

_C, _D, _H, _S, _NT = Strain

AUCTION: Final = AuctionRules(
    name="two-player Null (bridge variants §3)",
    players=2,
    sides=(0, 1),
    strains=(_C, _D, NULL, _H, _S, _NT),
    ending_passes=1,
    passout_passes=2,
)
"""The auction of two-player Null: dealer first, Null between diamonds and hearts, ended by one pass.

>>> Auction(Seat(0), rules=AUCTION).add("2D").can_add("2Null")                     # NI-4
True
"""


class Exchange(Frozen):
    """An exchange action: ``discard SA`` puts one card aside, ``draw`` ends the exchange (NI-2).

    >>> str(Exchange.parse("Discard sa")), str(Exchange.parse("draw"))
    ('discard SA', 'draw')
    """

    __slots__ = ("card",)

    card: Card | None

    def __init__(self, card: Card | None = None) -> None:
        """Discard ``card``, or with no card draw and end the exchange."""
        if card is not None and not isinstance(card, Card):
            raise ParseError(f"{quote(card)} is not a card to discard")
        object.__setattr__(self, "card", card)

    @classmethod
    def parse(cls, text: str) -> Exchange:
        """Read ``discard SA`` or ``draw`` (any case)."""
        if text.__class__ is str:  # the canonical texts are one lookup
            exact = _EXCHANGE_TEXTS.get(text)
            if exact is not None:
                return exact
        if not isinstance(text, str):
            raise ParseError(f"{quote(text)} is not an exchange action: 'discard SA' or 'draw'")
        words = inputs.words(text, "an exchange action")
        if len(words) == 1 and words[0].lower() == "draw":
            return cls()
        if len(words) == 2 and words[0].lower() == "discard":
            return cls(Card.parse(words[1]))
        raise ParseError(f"{quote(text)} is not an exchange action: 'discard SA' or 'draw' (NI-2)")

    def __str__(self) -> str:
        return "draw" if self.card is None else f"discard {self.card}"

    def __repr__(self) -> str:
        return f"Exchange.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Exchange):
            return NotImplemented
        return self.card == other.card

    def __hash__(self) -> int:
        return hash((Exchange, self.card))

    def __reduce__(self) -> tuple[object, tuple[Card | None]]:
        return (Exchange, (self.card,))


_EXCHANGE_TEXTS: Final[dict[str, Exchange]] = {
    str(action): action for action in (Exchange(), *(Exchange(card) for card in Deck.standard()))
}
"""Every exchange action by its text (``discard SA``, ``draw``), read by lookup before the full parser."""


def seating(declarer: int) -> Seating:
    """Declarer at position 0, the other player at 1, who leads (NI-9); no dummy.

    >>> s = seating(1)
    >>> s.choosers, s.declarer_side, s.leader, s.names
    ((0, 1), (0,), 1, ('B', 'A'))
    """
    declarer = inputs.integer(declarer, "a declarer (0 or 1)", low=0, high=1)
    return Seating((0, 1), (0,), 1, names=("AB"[declarer], "AB"[1 - declarer]))


TwoPlayerNullAction = Exchange | Call | Card
"""An action of two-player Null: an exchange action, a call or a card."""


class TwoPlayerNullState(TwoPlayerTableState[TwoPlayerNullAction]):
    """A state of one deal of two-player Null (section 3)."""

    __slots__ = ("_discards", "_exchanged", "_hands", "_stock")

    _hands: tuple[Hand, Hand]
    _stock: tuple[Card, ...]
    _discards: tuple[Card, ...]
    _exchanged: int

    game_name: ClassVar[str] = "two-player-null"
    action_types: ClassVar[tuple[type, ...]] = (Exchange, Call, Card)
    auction_rule: ClassVar[str] = "bridge variants §3"
    play_rule: ClassVar[str] = "bridge variants §3"

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """Deal 13 cards each, one at a time from the non-dealer, and the stock of 26; or take them."""
        who = 0 if dealer is None else to_player(dealer, "a dealer")
        if rng is not None:
            dealt = Deck.standard().shuffled(rng).deal(2, hand_size=13)
            first, second = dealt.hands
            cards: tuple[Hand | Deck, ...] = (second, first, dealt.stock) if who == 0 else (first, second, dealt.stock)
        else:
            cards = read_hands(hands, 2, cls.game_name, stock=True)
            if len(cards) == 2:  # no stock given: the other 26 cards in pack order
                held = {*cards[0], *cards[1]}
                cards = (*cards, Deck([c for c in Deck.standard() if c not in held]))
        return Start(cards, who, options.options)

    @classmethod
    def first(cls, start: Start) -> TwoPlayerNullState:
        """The first state: the hands and the stock checked, the non-dealer to exchange."""
        if len(start.cards) != 3:
            raise TrickcardsError(f"{len(start.cards)} packets: two-player Null deals two hands and a stock")
        a, b, rest = start.cards
        stock = tuple(rest)
        if not isinstance(a, Hand) or not isinstance(b, Hand) or len(a) != 13 or len(b) != 13:
            raise TrickcardsError(f"{quote([str(h) for h in start.cards])}: two-player Null deals 13 cards each")
        if len(stock) != 26 or len({*a, *b, *stock}) != 52:
            raise TrickcardsError(f"{quote([str(h) for h in start.cards])}: the stock is the other 26 cards")
        return cls._begin(
            start,
            _hands=(a, b),
            _stock=stock,
            _discards=(),
            _exchanged=0,
            _auction=Auction(Seat(start.dealer), rules=AUCTION),
            _play=None,
        )

    # --- views ---------------------------------------------------------------------------

    @property
    def hands(self) -> tuple[Hand, Hand]:
        """The hands of A and B as they stand after the exchanges so far."""
        return self._hands

    @property
    def stock(self) -> tuple[Card, ...]:
        """The cards left in the stock, top card first."""
        return self._stock

    @property
    def discards(self) -> tuple[Card, ...]:
        """The cards the player exchanging now has put aside, not yet replaced."""
        return self._discards

    @property
    def play(self) -> TablePlay | None:
        """The play (positions: declarer 0, the other player 1)."""
        return self._play

    @property
    def phase(self) -> str:
        """``"exchange"``, ``"auction"``, ``"play"`` or ``"over"``."""
        return "exchange" if self._exchanged < 2 else super().phase

    def _exchanger(self) -> int:
        dealer = int(self._start.dealer)
        return 1 - dealer if self._exchanged == 0 else dealer

    @property
    def to_move(self) -> int | None:
        """Who exchanges, calls or plays next."""
        return self._exchanger() if self._exchanged < 2 else super().to_move

    def legal_actions(self) -> tuple[TwoPlayerNullAction, ...]:
        """``draw`` and a discard of each card still in hand, or the legal calls, or the legal cards."""
        if self._exchanged < 2:
            kept = [c for c in self._hands[self._exchanger()] if c not in self._discards]
            return (Exchange(), *(Exchange(c) for c in kept))
        return super().legal_actions()

    def _parse_call(self, text: str) -> TwoPlayerNullAction:
        return Call.parse(text, null=True)

    def _parse(self, text: str, phase: str) -> TwoPlayerNullAction:
        return Exchange.parse(text) if self._exchanged < 2 else super()._parse(text, phase)

    def _verify(self, action: TwoPlayerNullAction) -> None:
        if self._exchanged >= 2:
            super()._verify(action)
            return
        if not isinstance(action, Exchange):
            raise IllegalPlayError(
                f"{str(action)!r} comes before the exchange is over: 'discard SA' or 'draw' (NI-2)", "exchange"
            )
        player = self._exchanger()
        card = action.card
        if card is not None and (card not in self._hands[player] or card in self._discards):
            raise IllegalPlayError(
                f"player {'AB'[player]} may not discard {card}: not in his hand, or already discarded (NI-2)",
                "not-held",
            )

    def _after(self, action: TwoPlayerNullAction) -> TwoPlayerNullState:
        if not isinstance(action, Exchange):
            return super()._after(action)
        if action.card is not None:
            return self._next(action, _discards=(*self._discards, action.card))
        player = self._exchanger()
        count = len(self._discards)
        kept = [c for c in self._hands[player] if c not in self._discards]
        hand = Hand([*kept, *self._stock[:count]])
        hands = (hand, self._hands[1]) if player == 0 else (self._hands[0], hand)
        return self._next(
            action, _hands=hands, _stock=self._stock[count:], _discards=(), _exchanged=self._exchanged + 1
        )

    def _start_play(self, auction: Auction) -> TablePlay:
        contract = auction.contract
        assert contract is not None
        assert contract.declarer is not None
        declarer = int(contract.declarer)
        seated = [self._hands[declarer], self._hands[1 - declarer]]
        return TablePlay.start(seated, contract, seating(declarer))

    # --- the result ----------------------------------------------------------------------

    def _honour_hands(self, declarer: int) -> list[Hand]:
        # Declarer as North, the other player as East; the two empty hands hold no honours.
        return [self._hands[declarer], self._hands[1 - declarer], Hand(), Hand()]


def _numbered_actions() -> tuple[Any, ...]:
    """The numbered actions: each exchange of a card and the exchange of none, every call and Null bid, every card."""
    from trickcards.bridge.calls import CALLS, NULL_BIDS  # noqa: PLC0415  # the tables are built on first use

    cards = cards_in_index_order()
    return (*(Exchange(c) for c in cards), Exchange(), *CALLS, *NULL_BIDS, *cards)


TWO_PLAYER_NULL: Final = Game(
    "two-player-null",
    "Two-player Null",
    (2,),
    TwoPlayerNullState,
    (TWO_PLAYER_VULNERABILITY,),
    sheet_factory=two_player_sheets(TwoPlayerNullSheet),
    numbered_actions=_numbered_actions,
)
"""One deal of two-player Null, "nichtig" (``bridge-variants.md`` section 3); a passed-out deal is dealt again by the same dealer."""
