"""Chinese bridge through the game protocol (``bridge-variants.md`` section 5).

The deal: four hand cards and eleven piles (a face-down card under a face-up one) to
each player, dealt alternately from the dealer's opponent (CH-1). The auction: the
dealer must name a contract (CH-2); his opponent may only pass or double (CH-3, CH-b);
after a double the dealer may pass, redouble or bid higher, which the opponent may
again pass or double (CH-4); a pass ends the auction (CH-5). The dealer is declarer.
The play: thirteen tricks of four cards, leader, follower, leader, follower, the
dealer's opponent leading first (CH-6), from the hand or the face-up pile tops
(:class:`~trickcards.chinese_bridge.play.ChinesePlay`).

Players are 0 (A) and 1 (B). ``points`` are the deal's ``rubber_modern`` entry for
declarer, its negative to the other player. ``hands=`` takes six entries: A's and B's
hands, then A's face-down and face-up rows of pile cards, then B's (as
:attr:`~trickcards.chinese_bridge.ChineseDeal.cards` gives them).

Options (recommended readings first): ``vulnerability`` (none, a, b, ab: a set of players);
``uncover_immediately`` (false: a card turned up is playable from the next trick on,
CH-c; true: at once); ``order`` (``lflf``: leader, follower, leader, follower, CH-a;
``llff``: the leader's two cards first); ``opponent_overcalls`` (false: the opponent
may only pass or double, CH-b; true: he may also bid, and whoever bids last declares);
``follow_suit_over`` (``available``: the hand and the face-up tops oblige a player to
follow suit, CH-d; ``hand``: only the hand does, and a player with the suit led only
on his piles may play anything); ``honours`` (``dealt``: rubber_modern's honours over
each player's 26 cards; ``none``).

>>> from trickcards import find_game
>>> state = find_game("chinese-bridge").new(seed=5, dealer="A")
>>> state.phase, state.to_move, state.can_apply("Pass")                   # CH-2
('auction', 0, False)
>>> state = state.apply("2S").apply("Pass")                               # CH-5
>>> state.phase, str(state.play.contract), state.to_move                  # CH-6
('play', '2SA', 1)
"""

from __future__ import annotations

import random
from typing import ClassVar, Final

from trickcards.bridge.auction import Auction, AuctionRules
from trickcards.bridge.calls import Call
from trickcards.bridge.contract import Contract, TwoPlayerContract
from trickcards.bridge.game import TWO_PLAYER_VULNERABILITY, AuctionPlayState, bridge_actions, two_player_result
from trickcards.bridge.scoring import Score, score
from trickcards.bridge.tables import RUBBER_MODERN
from trickcards.bridge.two_player_sheet import TwoPlayerSheet, to_player, two_player_sheets
from trickcards.chinese_bridge.deal import ChineseDeal
from trickcards.chinese_bridge.play import LEADER_FIRST_ORDER, ORDER, ChinesePlay, _dealt_play
from trickcards.core import inputs
from trickcards.core.cards import Card
from trickcards.core.errors import ScoringError
from trickcards.core.hand import Hand
from trickcards.core.seats import Seat
from trickcards.protocol.game import Game, Option, Start
from trickcards.protocol.results import DealResult
from trickcards.protocol.vulnerable_players import vulnerable_set

__all__ = ["AUCTION", "CHINESE_BRIDGE", "OVERCALL_AUCTION", "ChineseBridgeAction", "ChineseBridgeState", "deal_score"]

AUCTION: Final = AuctionRules(
    name="Chinese bridge (bridge variants §5)",
    players=2,
    sides=(0, 1),
    ending_passes=1,
    passout_passes=2,
    opening_bid_required=True,
    bidders=(0,),
)
"""The auction of Chinese bridge: the dealer must bid; only he bids; a pass ends it (CH-2 to CH-5, CH-b).

>>> a = Auction(Seat(0), rules=AUCTION).add("2S").add("X")
>>> [str(c) for c in a.legal_calls()][:4], a.add("3C").can_add("3D")          # CH-4
(['Pass', 'XX', '2NT', '3C'], False)
"""

OVERCALL_AUCTION: Final = AuctionRules(
    name="Chinese bridge with overcalls (bridge variants §5, CH-b alternative)",
    players=2,
    sides=(0, 1),
    ending_passes=1,
    passout_passes=2,
    opening_bid_required=True,
)
"""The auction under the option ``opponent_overcalls``: the opponent may bid too."""

ChineseBridgeAction = Call | Card
"""An action of Chinese bridge: a call in the auction, a card in the play."""

_ORDERS: Final = {"lflf": ORDER, "llff": LEADER_FIRST_ORDER}


def deal_score(contract: Contract, tricks: int, vulnerable: bool, cards: tuple[Hand, Hand] | None = None) -> Score:
    """The deal's ``rubber_modern`` entry for declarer; honours over ``cards`` (declarer's, then the other's).

    >>> deal_score(Contract.parse("4SN"), 10, False).below                    # CH-10
    120
    """
    contract = inputs.instance(contract, Contract, "a contract", error=ScoringError)
    if cards is not None:
        cards = inputs.pair(cards, inputs.hand, inputs.hand, "the two players' cards", error=ScoringError)
    # Declarer as North, the other player as East; the two empty hands hold no honours.
    seated = Contract(contract.level, contract.strain, contract.doubling, Seat.NORTH)
    hands = None if cards is None else [cards[0], cards[1], Hand(), Hand()]
    return score(seated, tricks, vulnerable, RUBBER_MODERN, hands)


class ChineseBridgeState(AuctionPlayState[ChineseBridgeAction, int, ChinesePlay]):
    """A state of one deal of Chinese bridge (section 5): the auction, then the play of two cards a player a trick."""

    __slots__ = ("_deal",)

    _deal: ChineseDeal

    game_name: ClassVar[str] = "chinese-bridge"
    action_types: ClassVar[tuple[type, ...]] = (Call, Card)
    auction_rule: ClassVar[str] = "bridge variants §5"
    play_rule: ClassVar[str] = "bridge variants §5"

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """Deal the pack from the dealer's opponent (CH-1), or take the six packets ``hands`` gives."""
        deal = cls._dealt(rng, hands, dealer)
        return Start(deal.cards, deal.dealer, options.options)

    @classmethod
    def _dealt(cls, rng: random.Random | None, hands: object, dealer: object) -> ChineseDeal:
        """The deal ``rng`` shuffles (right by construction), or the deal of ``hands`` (checked)."""
        who = 0 if dealer is None else to_player(dealer, "a dealer")
        return ChineseDeal.random(rng, who) if rng is not None else ChineseDeal.from_cards(hands, who)

    @classmethod
    def _first_new(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> ChineseBridgeState:
        # The deal handed on as dealt or read: shuffled right, or checked once as read.
        deal = cls._dealt(rng, hands, dealer)
        return cls._begin_deal(Start(deal.cards, deal.dealer, options.options), deal)

    @classmethod
    def first(cls, start: Start) -> ChineseBridgeState:
        """The first state: the deal checked, the dealer to call."""
        return cls._begin_deal(start, ChineseDeal.from_cards(start.cards, start.dealer))

    @classmethod
    def _begin_deal(cls, start: Start, deal: ChineseDeal) -> ChineseBridgeState:
        """The first state of ``start``, whose cards make the checked ``deal``."""
        rules = OVERCALL_AUCTION if start.flag("opponent_overcalls") else AUCTION
        return cls._begin(start, _deal=deal, _auction=Auction(Seat(deal.dealer), rules=rules), _play=None)

    @property
    def deal(self) -> ChineseDeal:
        """The deal: hands and piles as dealt."""
        return self._deal

    @property
    def players(self) -> tuple[int, ...]:
        """A and B: 0 and 1."""
        return (0, 1)

    def _player_of(self, seat: Seat) -> int:
        return int(seat)

    def _mover(self, play: ChinesePlay) -> int:
        player = play.next_player
        assert player is not None
        return player

    def _start_play(self, auction: Auction) -> ChinesePlay:
        assert auction.contract is not None
        start = self._start
        order = _ORDERS[start.word("order")]
        hand_only = start.word("follow_suit_over") == "hand"
        contract = TwoPlayerContract.of(auction.contract)  # declared by player A or B, not seat N or E
        return _dealt_play(self._deal, contract, start.flag("uncover_immediately"), order, hand_only)

    def _random_play(self, rng: random.Random) -> ChineseBridgeState | None:
        # The sequenced play in one step by the kernel (the same cards as card by card).
        play = self._play
        if play is None or play.is_complete or self.phase != "play":
            return None
        done = play._played_out(rng)
        if done is None:
            return super()._random_play(rng)
        return self._next_many(done.sequenced.played[len(play.sequenced.played) :], _play=done)

    # --- the result ----------------------------------------------------------------------

    def declarer_score(self) -> int | None:
        """The deal's ``rubber_modern`` entry for declarer once over, honours included; ``None`` before."""
        entry = self.entry()
        return None if entry is None else entry.total

    def entry(self) -> Score | None:
        """The deal's ``rubber_modern`` entry for declarer once over, with its named components."""
        play = self._play
        if play is None or not play.is_complete:
            return None
        declarer = play.declarer
        vulnerable = declarer in vulnerable_set(self._start.word("vulnerability"), "ab")
        cards = None
        if self._start.word("honours") == "dealt":
            cards = (self._deal.cards_of(declarer), self._deal.cards_of(1 - declarer))
        return deal_score(play.contract, play.declarer_tricks, vulnerable, cards)

    def _points(self) -> tuple[int, ...]:
        entry = self.declarer_score()
        if entry is None or self._play is None:
            return (0, 0)
        return (entry, -entry) if self._play.declarer == 0 else (-entry, entry)

    def _result(self) -> DealResult[Contract, int]:
        """The deal's result; it goes on the two-player sheet with ``sheet.record_deal(state)``.

        >>> import random
        >>> from trickcards import find_game
        >>> from trickcards.protocol.game import random_actions
        >>> over = random_actions(find_game("chinese-bridge").new(seed=4), random.Random(4))
        >>> str(over.result), dict(over.result.parts), over.points
        ('7D by A, 9 tricks: A -100', {'honours': (100, -100), 'undertricks': (-200, 200)}, (-100, 100))
        >>> sheet = TwoPlayerSheet().record_deal(over)
        >>> sheet.text().split(), sheet.totals
        (['first', 'dealer', 'A', '7DA', '9', 'A:100'], (100, 200))
        """
        play = self._play
        return two_player_result(self.entry(), 0 if play is None else play.declarer)


CHINESE_BRIDGE: Final = Game(
    "chinese-bridge",
    "Chinese bridge",
    (2,),
    ChineseBridgeState,
    (
        TWO_PLAYER_VULNERABILITY,
        Option(
            "uncover_immediately",
            False,
            "a card turned up may be played in the same trick (CH-c; default: from the next trick on)",
        ),
        Option(
            "order",
            "lflf",
            "the order of a trick's four cards: lflf leader, follower, leader, follower (CH-a); llff",
            tuple(_ORDERS),
        ),
        Option(
            "opponent_overcalls", False, "the dealer's opponent may bid as well as pass or double (CH-b; default: no)"
        ),
        Option(
            "follow_suit_over",
            "available",
            "the cards that oblige a player to follow suit: available (hand and face-up tops, CH-d) or hand",
            ("available", "hand"),
        ),
        Option(
            "honours",
            "dealt",
            "rubber_modern's honours, counted over each player's 26 cards (dealt), or none",
            ("dealt", "none"),
        ),
    ),
    sheet_factory=two_player_sheets(TwoPlayerSheet),
    numbered_actions=bridge_actions,
)
"""One deal of Chinese bridge (``bridge-variants.md`` section 5); the dealer always names a contract."""
