"""Brandeln through the game protocol: the auction with Hold, the trump declaration and the play.

:data:`BRANDELN_GAME` deals one deal. Its actions, by phase:

* ``"auction"`` -- a Brandeln call: a bid (a contract's name), ``Pass`` or ``Hold``
  (section 5);
* ``"declare"`` -- :class:`Trumps`: the declarer of a trump contract names trumps (R9);
  contracts without trumps (Null, All without trump) need no declaration;
* ``"play"`` -- a :class:`~trickcards.Card`, in the contract or, when all four passed,
  in the lottery (section 9).

The players are the positions :class:`~trickcards.brandeln.Player` F, M, R and D
(the dealer); ``points`` are in that order: the deal's score under the chosen table
(:func:`~trickcards.brandeln.score` for a contract, the lottery rule R11 when all
passed, which the classic table scores by the seed's rule, 8.2). ``dealer`` for :meth:`~trickcards.protocol.game.Game.new` is the
dealer's table number, 0-3; ``hands`` are the hands of F, M, R and D.

>>> from trickcards.brandeln.game import BRANDELN_GAME
>>> state = BRANDELN_GAME.new(seed=2)
>>> state.phase, state.to_move, [str(a) for a in state.legal_actions()]
('auction', <Player.F: 0>, ['Pass', 'Brandeln'])
>>> for call in ("Brandeln", "Pass", "Pass", "Pass"):
...     state = state.apply(call)
>>> state.phase, state.to_move, [str(a) for a in state.legal_actions()]
('declare', <Player.F: 0>, ['Trumps C', 'Trumps D', 'Trumps H', 'Trumps S'])
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Final

from attrs import frozen

from trickcards.brandeln.auction import Auction, AuctionOptions, Declaration
from trickcards.brandeln.calls import Bid, Call, Hold, Pass
from trickcards.brandeln.contracts import BrandelnContract, Player
from trickcards.brandeln.deal import BrandelnDeal
from trickcards.brandeln.play import BrandelnPlay, PlayOptions
from trickcards.brandeln.scoring import BRANDELN, BRANDELN_CLASSIC, BrandelnTable, lottery_score, score
from trickcards.brandeln.sheet import BrandelnScoreSheet
from trickcards.core import inputs
from trickcards.core.cards import Card, Suit
from trickcards.core.deck import Deck
from trickcards.core.errors import IllegalCallError, IllegalPlayError, ParseError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.reprs import parsed_repr
from trickcards.engine.game_play import _play_out_state
from trickcards.protocol.actions import cards_in_index_order
from trickcards.protocol.game import DealState, Game, Option, Start, read_hands
from trickcards.protocol.match import sheet_settings
from trickcards.protocol.results import DealResult

__all__ = ["BRANDELN_GAME", "BrandelnAction", "BrandelnState", "Trumps"]


@frozen(field_transformer=inputs.typed_fields)
class Trumps:
    """The declarer's naming of trumps (R9): ``Trumps S`` (``parse`` also takes ``S`` or ``spades``).

    >>> str(Trumps(Suit.HEARTS)), Trumps.parse("spades") == Trumps(Suit.SPADES)
    ('Trumps H', True)
    """

    __repr__ = parsed_repr

    suit: Suit
    """The trump suit."""

    @classmethod
    def parse(cls, text: str) -> Trumps:
        """Read ``Trumps S``, ``S``, ``♠`` or ``spades``, in any case."""
        if isinstance(text, str):
            exact = _TRUMPS_TEXTS.get(text)  # the canonical texts are one lookup
            if exact is not None:
                return exact
            words = text.split()
            if len(words) == 2 and words[0].lower() in ("trumps", "trump"):
                words = words[1:]
            if len(words) == 1:
                try:
                    return cls(Suit.parse(words[0]))
                except ParseError:
                    pass
        raise ParseError(f"{quote(text)} is not a trump declaration: expected 'Trumps S' (or H, D, C) (R9)")

    def __str__(self) -> str:
        return f"Trumps {self.suit}"


_TRUMPS_TEXTS: Final[dict[str, Trumps]] = {str(Trumps(suit)): Trumps(suit) for suit in Suit}
"""The four declarations by their text (``str(trumps)``), read by lookup before the full parser."""

BrandelnAction = Call | Trumps | Card
"""An action of a Brandeln deal: a call, the trump declaration or a card."""


class BrandelnState(DealState[BrandelnAction, Player]):
    """A state of one Brandeln deal (sections 5-9)."""

    __slots__ = ("_auction", "_hands", "_play")

    _hands: tuple[Hand, ...]
    _auction: Auction
    _play: BrandelnPlay | None

    game_name: ClassVar[str] = "brandeln"
    action_types: ClassVar[tuple[type, ...]] = (Bid, Pass, Hold, Trumps, Card)

    # --- the start ---------------------------------------------------------------------

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """Deal the 28 cards in packets of 2, 3, 2 from F (section 3), or take the hands of F, M, R, D."""
        table = 0 if dealer is None else inputs.player_number(dealer, 4, "a dealer (a table number)")
        if rng is not None:
            cards: tuple[Hand | Deck, ...] = BrandelnDeal.deal(Deck.brandeln().shuffled(rng), table).hands
        else:
            cards = read_hands(hands, 4, "Brandeln")
        return Start(cards, table, options.options)

    @classmethod
    def first(cls, start: Start) -> BrandelnState:
        """The first state: F to call."""
        deal = BrandelnDeal(start.dealer, tuple(h for h in start.cards if isinstance(h, Hand)))
        classic = start.word("table") == "classic"
        options = AuctionOptions(
            open_any_contract=start.flag("open_any_contract"),
            senior_may_hold=start.flag("senior_may_hold"),
            all_without_trump=start.flag("all_without_trump") and not classic,
        )
        return cls._begin(start, _hands=deal.hands, _auction=Auction(options=options), _play=None)

    # --- where the deal stands ------------------------------------------------------------

    @property
    def auction(self) -> Auction:
        """The auction so far."""
        return self._auction

    @property
    def play(self) -> BrandelnPlay | None:
        """The play (of the contract, or the lottery) once it has begun."""
        return self._play

    @property
    def phase(self) -> str:
        """``"auction"``, ``"declare"``, ``"play"`` or ``"over"``."""
        if not self._auction.is_complete:
            return "auction"
        if self._play is None:
            return "declare"
        return "over" if self._play.is_complete else "play"

    @property
    def players(self) -> tuple[Player, ...]:
        """F, M, R and D (the dealer)."""
        return tuple(Player)

    @property
    def to_move(self) -> Player | None:
        """Who calls, names trumps or plays next; ``None`` once over."""
        if self._play is not None:
            return self._play.next_player
        if not self._auction.is_complete:
            return self._auction.next_player
        return self._auction.declarer

    def legal_actions(self) -> tuple[BrandelnAction, ...]:
        """The legal calls, the four trump suits, or the legal cards."""
        phase = self.phase
        if phase == "auction":
            return self._auction.legal_calls()
        if phase == "declare":
            return tuple(Trumps(suit) for suit in Suit)
        return () if self._play is None else tuple(self._play.legal_cards())

    def _parse(self, text: str, phase: str) -> BrandelnAction:
        if phase == "auction":
            return Call.parse(text)
        if phase == "declare":
            return Trumps.parse(text)
        return Card.parse(text)

    def _verify(self, action: BrandelnAction) -> None:
        phase = self.phase
        if phase == "auction":
            if isinstance(action, Trumps | Card):
                raise IllegalCallError(
                    f"{quote(str(action))} is not a call: the auction is on (section 5)", "not-a-call"
                )
            self._auction.verify_add(action)
        elif phase == "declare":
            if not isinstance(action, Trumps):
                raise IllegalCallError(
                    f"{quote(str(action))} is not allowed now: {self.to_move} names trumps first (R9)", "declare"
                )
            self._auction.verify_declare(action.suit)
        elif self._play is not None and not self._play.is_complete:
            if not isinstance(action, Card):
                raise IllegalPlayError(f"{quote(str(action))} is not a card: the play is on (section 7)", "not-a-card")
            self._play.verify_play(action)
        else:
            raise self._after_the_end(action)

    def _random_play(self, rng: random.Random) -> BrandelnState | None:
        return _play_out_state(self, self._play, rng)

    def _after(self, action: BrandelnAction) -> BrandelnState:
        if isinstance(action, Card):
            assert self._play is not None
            return self._next(action, _play=self._play.play(action))
        if isinstance(action, Trumps):
            return self._next(action, _play=self._start_play(self._auction.declare(action.suit)))
        auction = self._auction.add(action)
        play = None
        if auction.is_lottery:
            play = self._start_play(None)
        elif auction.is_complete:
            contract = auction.contract
            assert contract is not None
            if not contract.has_trumps:
                play = self._start_play(auction.declare(None))
        return self._next(action, _auction=auction, _play=play)

    def _start_play(self, declaration: Declaration | None) -> BrandelnPlay:
        start = self._start
        options = PlayOptions(
            must_trump=start.flag("must_trump"),
            null_must_head=start.flag("null_must_head"),
            always_must_head=start.flag("always_must_head"),
        )
        return BrandelnPlay.start(self._hands, declaration, options)

    # --- the result ---------------------------------------------------------------------

    def _table(self) -> BrandelnTable:
        return BRANDELN_CLASSIC if self._start.word("table") == "classic" else BRANDELN

    def _points(self) -> tuple[int, ...]:
        return self._result().points

    def _result(self) -> DealResult[BrandelnContract, Player]:
        play = self._play
        assert play is not None
        contract: BrandelnContract | None = play.contract
        declarer = play.declarer
        table = self._table()
        tricks = play.tricks_won
        if contract is None or declarer is None:
            lottery = lottery_score(tricks, table)
            return DealResult(
                None, None, tricks, {"lottery": lottery.points}, lottery.points, f"lottery: {lottery.reason}"
            )
        result = score(contract, tricks[declarer], table)
        points = result.spread(declarer)
        summary = f"{contract} by {declarer}, {tricks[declarer]} tricks, {result.outcome}: {declarer} {result.declarer_points:+d}"
        return DealResult(contract, declarer, tricks, {result.outcome: points}, points, summary)


def _sheet(game: Game[BrandelnState], options: dict[str, object], draw: random.Random | None) -> BrandelnScoreSheet:
    if "target" not in options:
        raise TrickcardsError("Brandeln is played to a target the players agree: give target=N (R12)")
    deal, own, dealer = sheet_settings(game, options, {"target": 0})
    table = BRANDELN_CLASSIC if game.check_options(deal).word("table") == "classic" else BRANDELN
    if dealer is not None:
        first = inputs.player_number(dealer, 4, "a first dealer (a table number)")
    else:
        first = draw.randrange(4) if draw is not None else 0  # chosen by lot in a match (section 1)
    return BrandelnScoreSheet(own["target"], first, table)


def _numbered_actions() -> tuple[Any, ...]:
    """The numbered actions: pass, hold, every bid, trumps in each suit, then every card of the pack."""
    from trickcards.brandeln.calls import BIDS, HOLD, PASS  # noqa: PLC0415  # the tables are built on first use

    return (PASS, HOLD, *BIDS, *(Trumps(s) for s in Suit), *cards_in_index_order("brandeln"))


BRANDELN_GAME: Final = Game(
    "brandeln",
    "Brandeln",
    (4,),
    BrandelnState,
    (
        Option("open_any_contract", False, "R8: the opening bid may name any contract, not only Brandeln"),
        Option("senior_may_hold", True, "R8: the senior may hold the junior's bid"),
        Option("all_without_trump", True, "R7: All without trump may be bid (never under the classic table, 8.2)"),
        Option("must_trump", True, "R4: a player void in the suit led must trump when able (L3)"),
        Option("null_must_head", True, "R5: in Null every player must head the trick when able (L4)"),
        Option("always_must_head", False, "R5, L4a: every contract carries the duty to head the trick"),
        Option("table", "seed", "the scoring table: seed (8.1) or classic (8.2)", choices=("seed", "classic")),
    ),
    sheet_factory=_sheet,
    numbered_actions=_numbered_actions,
)
"""One deal of Brandeln."""
