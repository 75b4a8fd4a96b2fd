"""Bridgette through the game protocol: the draws, the discards, the auction and the play.

:data:`BRIDGETTE_GAME` deals one deal. Its actions, by phase:

* ``"draw"`` -- :data:`~trickcards.protocol.game.DRAW`: the non-dealer takes 2 cards, then the
  dealer 4, 8 or 12 by the up-card (4.1-4.2);
* ``"exchange"`` -- a :class:`~trickcards.Card` to discard, one at a time: the non-dealer
  first (2 cards), then the dealer (4.3; the rules let either go first, the two
  discards being independent);
* ``"auction"`` -- a Bridgette call (:meth:`Call.parse <trickcards.bridgette.Call.parse>`);
* ``"play"`` -- a :class:`~trickcards.Card`.

The players are :class:`~trickcards.bridgette.Player` A and B; ``points`` are each
player's points for the deal, A first (the declarer's or the defender's side of
:func:`~trickcards.bridgette.score`). A deal whose first two calls are passes is
cancelled (E2) and ends with ``(0, 0)``. ``hands`` for :meth:`~trickcards.protocol.game.Game.new`
are A's and B's 13 cards as dealt followed by the stock (top card first, the up-card on
top), or only the two hands of 13 after the exchange, to start at the auction.

>>> from trickcards.bridgette.game import BRIDGETTE_GAME
>>> state = BRIDGETTE_GAME.new(seed=4, dealer="A")
>>> state.phase, state.to_move, str(state.legal_actions()[0])
('draw', <Player.B: 1>, 'Draw')
>>> state = state.apply("Draw").apply("Draw")
>>> state.phase, state.to_move, len(state.legal_actions())
('exchange', <Player.B: 1>, 15)
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Final

import attrs

from trickcards.bridgette.auction import Auction, AuctionOptions, Overcall
from trickcards.bridgette.calls import Bid, Call, Double, Pass, Redouble
from trickcards.bridgette.contract import BridgetteContract
from trickcards.bridgette.deal import HAND_SIZE, Exchange, ExchangeOptions
from trickcards.bridgette.play import BridgettePlay, PlayOptions
from trickcards.bridgette.player import Player
from trickcards.bridgette.scoring import BRIDGETTE, BridgetteTable, score
from trickcards.bridgette.sheet import BridgetteScoreSheet
from trickcards.core import inputs
from trickcards.core.cards import Card
from trickcards.core.deck import Deck
from trickcards.core.errors import IllegalCallError, IllegalPlayError, IllegalStepError, ParseError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.engine.game_play import _play_out_state
from trickcards.protocol.actions import cards_in_index_order
from trickcards.protocol.game import DRAW, DealState, Draw, Game, Option, Start, read_hands
from trickcards.protocol.match import sheet_settings
from trickcards.protocol.results import DealResult

__all__ = ["BRIDGETTE_GAME", "BridgetteAction", "BridgetteState"]

BridgetteAction = Draw | Card | Call
"""An action of a Bridgette deal: a draw, a discard or a card played, or a call."""


class BridgetteState(DealState[BridgetteAction, Player]):
    """A state of one Bridgette deal (sections 4-8)."""

    __slots__ = ("_auction", "_exchange", "_pending", "_phase", "_play")

    _exchange: Exchange | None
    _pending: Hand
    _auction: Auction | None
    _phase: str
    _play: BridgettePlay | None

    game_name: ClassVar[str] = "bridgette"
    action_types: ClassVar[tuple[type, ...]] = (Draw, Card, Bid, Pass, Double, Redouble)
    _phase_kept: ClassVar[bool] = True

    # --- the start ---------------------------------------------------------------------

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """Deal the 55 cards (3.3-3.4), or take the two hands and any stock."""
        player = Player.A if dealer is None else inputs.player(dealer, tuple(Player), "a dealer", error=ParseError)
        if rng is not None:
            exchange = Exchange.deal(Deck.bridgette().shuffled(rng), player)
            cards: tuple[Hand | Deck, ...] = (*exchange.hands, exchange.stock)
        else:
            cards = read_hands(hands, 2, "Bridgette", stock=True)
        return Start(cards, player, options.options)

    @classmethod
    def first(cls, start: Start) -> BridgetteState:
        """The first state: the draw, or the auction when the hands come without a stock."""
        dealer: Player = start.dealer
        hands = (_hand(start.cards[0]), _hand(start.cards[1]))
        if len(start.cards) == 2:
            if any(len(h) != HAND_SIZE for h in hands) or hands[0].mask & hands[1].mask:
                raise IllegalStepError(
                    f"{quote([str(h) for h in hands])}: after the exchange each player holds 13 different cards (4.3)"
                )
            return cls._begin(
                start, _exchange=None, _pending=Hand(), _auction=_auction(start, dealer, hands), _play=None
            )
        stock = start.cards[2]
        assert isinstance(stock, Deck)
        if not len(stock):
            raise IllegalStepError("the stock is empty: 29 cards are left after the deal (3.4)")
        options = ExchangeOptions(upcard_to_non_dealer=start.flag("upcard_to_non_dealer"))
        exchange = Exchange(dealer, hands, stock, stock[0], options=options)
        return cls._begin(start, _exchange=exchange, _pending=Hand(), _auction=None, _play=None)

    # --- where the deal stands ------------------------------------------------------------

    @property
    def exchange(self) -> Exchange | None:
        """The exchange so far (``None`` when the deal started at the auction)."""
        return self._exchange

    @property
    def auction(self) -> Auction | None:
        """The auction, once the exchange is complete."""
        return self._auction

    @property
    def play(self) -> BridgettePlay | None:
        """The play, once the auction has reached a contract."""
        return self._play

    @property
    def phase(self) -> str:
        """``"draw"``, ``"exchange"``, ``"auction"``, ``"play"`` or ``"over"``."""
        return self._phase

    def _find_phase(self) -> str:
        auction = self._auction
        if auction is None:
            exchange = self._exchange
            assert exchange is not None
            return "exchange" if all(exchange.drawn) else "draw"
        if not auction.is_complete:
            return "auction"
        if self._play is None or self._play.is_complete:
            return "over"
        return "play"

    def _discarder(self, exchange: Exchange) -> Player:
        return exchange.dealer if exchange.has_discarded(exchange.non_dealer) else exchange.non_dealer

    @property
    def players(self) -> tuple[Player, ...]:
        """A and B."""
        return (Player.A, Player.B)

    @property
    def to_move(self) -> Player | None:
        """Who draws, discards, calls or plays next; ``None`` once over."""
        phase = self.phase
        exchange = self._exchange
        if phase == "draw":
            assert exchange is not None
            return exchange.dealer if exchange.drawn[exchange.non_dealer] else exchange.non_dealer
        if phase == "exchange":
            assert exchange is not None
            return self._discarder(exchange)
        if phase == "auction":
            assert self._auction is not None
            return self._auction.next_player
        return None if self._play is None else self._play.next_player

    def legal_actions(self) -> tuple[BridgetteAction, ...]:
        """The draw; the cards the discarder may still discard; the legal calls; the legal cards."""
        phase = self.phase
        exchange = self._exchange
        if phase == "draw":
            return (DRAW,)
        if phase == "exchange":
            assert exchange is not None
            return tuple(exchange.hands[self._discarder(exchange)] - self._pending)
        if phase == "auction":
            assert self._auction is not None
            return self._auction.legal_calls()
        if phase == "play":
            assert self._play is not None
            return tuple(self._play.legal_cards())
        return ()

    def _parse(self, text: str, phase: str) -> BridgetteAction:
        if phase == "draw":
            return Draw.parse(text)
        if phase == "auction":
            return Call.parse(text)
        return Card.parse(text)

    def _verify(self, action: BridgetteAction) -> None:
        phase = self.phase
        exchange = self._exchange
        if phase == "draw":
            assert exchange is not None
            if not isinstance(action, Draw):
                raise IllegalStepError(f"{quote(str(action))} is not allowed now: {exchange.next_step} (section 4)")
            to_move = self.to_move
            assert to_move is not None
            exchange.verify_draw(to_move)
        elif phase == "exchange":
            assert exchange is not None
            player = self._discarder(exchange)
            if not isinstance(action, Card):
                raise IllegalStepError(f"{quote(str(action))} is not a card: {player} discards a card now (4.3)")
            if action in self._pending:
                raise IllegalStepError(f"{player} has already discarded {action} (4.3)")
            if action not in exchange.hands[player]:
                raise IllegalStepError(f"{player} does not hold {action}; a player discards from their own hand (4.3)")
        elif phase == "auction":
            assert self._auction is not None
            if isinstance(action, Card | Draw):
                raise IllegalCallError(f"{quote(str(action))} is not a call: the auction is on (section 5)", "B8")
            self._auction.verify_add(action)
        elif phase == "play":
            assert self._play is not None
            if not isinstance(action, Card):
                raise IllegalPlayError(
                    f"{quote(str(action))} is not a card: the auction is over (section 6)", "not-a-card"
                )
            self._play.verify_play(action)
        else:
            raise self._after_the_end(action)

    def _random_play(self, rng: random.Random) -> BridgetteState | None:
        return _play_out_state(self, self._play, rng)

    def _after(self, action: BridgetteAction) -> BridgetteState:
        exchange = self._exchange
        if isinstance(action, Draw):
            assert exchange is not None
            to_move = self.to_move
            assert to_move is not None
            return self._next(action, _exchange=exchange.draw(to_move))
        if isinstance(action, Card) and self._auction is None:
            assert exchange is not None
            player = self._discarder(exchange)
            pending = self._pending | Hand([action])
            if len(pending) < exchange.draw_count(player):
                return self._next(action, _pending=pending)
            done = exchange.discard(player, pending)
            auction = _auction(self._start, done.dealer, done.hands) if done.is_complete else None
            return self._next(action, _exchange=done, _pending=Hand(), _auction=auction)
        if isinstance(action, Card):
            assert self._play is not None
            return self._next(action, _play=self._play.play(action))
        assert self._auction is not None
        auction = self._auction._added(action)  # checked by _verify
        contract = auction.contract
        play = None
        if contract is not None:
            play = BridgettePlay.start(auction.hands, contract, PlayOptions(bar_colons=self._start.flag("bar_colons")))
        return self._next(action, _auction=auction, _play=play)

    # --- the result ---------------------------------------------------------------------

    def _points(self) -> tuple[int, ...]:
        result = self._result()
        return result.points

    def _result(self) -> DealResult[BridgetteContract, Player]:
        play = self._play
        if play is None:
            return DealResult(None, None, (0, 0), {}, (0, 0), "cancelled: both passed (E2)")
        c = play.contract
        declarer = play.declarer
        scored = score(
            BridgetteContract(c.level, c.strain, c.doubling, declarer), play.declarer_tricks, _table(self._start)
        )
        return scored.as_result().for_players([0 if p is declarer else 1 for p in Player])


def _hand(value: Hand | Deck) -> Hand:
    if not isinstance(value, Hand):
        raise ParseError(f"{quote(value)} is not a hand")
    return value


def _auction(start: Start, dealer: Player, hands: tuple[Hand, Hand]) -> Auction:
    options = AuctionOptions(
        suit_length=start.number("suit_length"),
        long_suit_length=start.number("long_suit_length"),
        overcall=Overcall(start.word("overcall")),
        jumps_need_length=start.flag("jumps_need_length"),
    )
    return Auction(dealer, hands, options=options)


def _table(start: Start) -> BridgetteTable:
    return attrs.evolve(
        BRIDGETTE,
        value_by_tricks=start.flag("value_by_tricks"),
        three_over=start.flag("three_over"),
        multiply_double_bonus=start.flag("multiply_double_bonus"),
    )


def _sheet(game: Game[BridgetteState], options: dict[str, object], draw: random.Random | None) -> BridgetteScoreSheet:
    deal, _, dealer = sheet_settings(game, options, {})
    table = _table(game.check_options(deal))
    if dealer is not None:
        first = inputs.player(dealer, tuple(Player), "a first dealer", error=ParseError)
    else:
        first = Player(draw.randrange(2)) if draw is not None else Player.A  # drawn by lot in a match (3.1)
    return BridgetteScoreSheet(first, table)


def _numbered_actions() -> tuple[Any, ...]:
    """The numbered actions: the draw, pass, double, redouble, every bid, then every card of the pack."""
    from trickcards.bridgette.calls import BIDS, DOUBLE, PASS, REDOUBLE  # noqa: PLC0415  # built on first use

    return (DRAW, PASS, DOUBLE, REDOUBLE, *BIDS, *cards_in_index_order("bridgette"))


BRIDGETTE_GAME: Final = Game(
    "bridgette",
    "Bridgette",
    (2,),
    BridgetteState,
    (
        Option("upcard_to_non_dealer", True, "R2: the up-card is the first of the non-dealer's two cards"),
        Option("suit_length", 2, "B2: cards of a suit needed to bid it", bounds=(0, 13)),
        Option("long_suit_length", 4, "B4: cards of a suit needed for an overcall or a jump in it", bounds=(0, 13)),
        Option(
            "overcall",
            Overcall.OPPONENT_BID.value,
            "R5: an overcall is any bid over the opponent's bid, or only one in another denomination",
            choices=tuple(o.value for o in Overcall),
        ),
        Option("jumps_need_length", True, "B4: a jump bid needs long_suit_length cards"),
        Option("bar_colons", False, "R9: the lead bar of P6 also bars colon leads"),
        Option("value_by_tricks", False, "R10: value the contract by the tricks taken (R10-B) instead of the bid"),
        Option("three_over", True, "R11: pay the three-over bonus"),
        Option("multiply_double_bonus", True, "R12: the multiplier applies to the 400/1000 bonus too"),
    ),
    sheet_factory=_sheet,
    numbered_actions=_numbered_actions,
)
"""One deal of Bridgette."""
