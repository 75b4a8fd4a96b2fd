"""Contract bridge through the game protocol: one deal, its auction and its play.

:data:`RUBBER`, :data:`DUPLICATE` and :data:`CHICAGO` play the same deal and differ in
the points of its result. An action is a :class:`~trickcards.bridge.Call` in the
auction and a :class:`~trickcards.Card` in the play; declarer chooses dummy's cards,
so :attr:`AuctionPlayState.to_move` names declarer in dummy's turn. The players are the
four :class:`~trickcards.Seat` values, North first.

``points`` are signed per side, North, East, South, West: the deal's score for
declarer's side under the game's table goes to declarer and dummy, its negative to
the defenders. Duplicate includes the game or part-score bonus; rubber and Chicago
points are the deal's own entry (trick points, overtricks, insult, slam, undertricks
and honours) and leave the game and rubber bonuses to the score sheet, which depend
on earlier deals. A passed-out deal ends with zero points.

>>> from trickcards.bridge.game import DUPLICATE
>>> state = DUPLICATE.new(seed=3, dealer="S")
>>> state.phase, state.to_move
('auction', <Seat.SOUTH: 2>)
>>> for call in ("1NT", "Pass", "3NT", "Pass", "Pass", "Pass"):
...     state = state.apply(call)
>>> state.phase, state.to_move, str(state.play.contract)       # West leads against South's 3NT
('play', <Seat.WEST: 3>, '3NTS')
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Final, Generic, Protocol, Self, TypeVar

from trickcards.bridge.auction import Auction
from trickcards.bridge.calls import Call
from trickcards.bridge.contract import Contract, TwoPlayerContract
from trickcards.bridge.deal import Deal, Vulnerability
from trickcards.bridge.duplicate_sheet import DuplicateScoreSheet
from trickcards.bridge.play import Play, TablePlay
from trickcards.bridge.results import contract_result, passed_out_result
from trickcards.bridge.scoring import Score, duplicate_score, score
from trickcards.bridge.sheets import ChicagoScoreSheet, RubberScoreSheet
from trickcards.bridge.tables import CHICAGO as CHICAGO_TABLE
from trickcards.bridge.tables import DUPLICATE as DUPLICATE_TABLE
from trickcards.bridge.tables import RUBBER_MODERN, RUBBER_TABLE_OPTIONS, ScoringTable
from trickcards.core import inputs
from trickcards.core.cards import Card
from trickcards.core.deck import Deck
from trickcards.core.errors import IllegalCallError, ScoringError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat
from trickcards.engine.trick_play import random_playout
from trickcards.protocol.actions import cards_in_index_order
from trickcards.protocol.game import ActionT, DealState, Game, Option, PlayerT, Start, play_at_random, read_hands
from trickcards.protocol.match import sheet_settings
from trickcards.protocol.results import DealResult
from trickcards.protocol.vulnerable_players import vulnerability_option, vulnerable_set

__all__ = [
    "CHICAGO",
    "DUPLICATE",
    "RUBBER",
    "TWO_PLAYER_VULNERABILITY",
    "AuctionPlayState",
    "BridgeAction",
    "BridgeState",
    "BridgeTableState",
    "ContractPlay",
    "PlayT",
    "TwoPlayerTableState",
    "first_to_play",
    "read_vulnerability",
    "two_player_result",
]

BridgeAction = Call | Card
"""An action of a bridge deal: a call in the auction, a card in the play."""

_SEATS: Final = tuple(Seat)
_VULNERABILITY: Final = {
    "none": Vulnerability.NONE,
    "ns": Vulnerability.NS,
    "ew": Vulnerability.EW,
    "both": Vulnerability.BOTH,
}


def read_vulnerability(value: object) -> object:
    """A :class:`~trickcards.bridge.Vulnerability`, its name or its text (any case) as the option's word; else ``value``.

    >>> read_vulnerability(Vulnerability.NS), read_vulnerability("BOTH"), read_vulnerability("All")
    ('ns', 'both', 'both')
    """
    if isinstance(value, Vulnerability):
        return value.name.lower()
    if isinstance(value, str) and value.lower() not in _VULNERABILITY:
        try:
            return Vulnerability.parse(value).name.lower()
        except TrickcardsError:
            return value
    return value.lower() if isinstance(value, str) else value


_VULNERABILITY_OPTION: Final = Option(
    "vulnerability",
    "none",
    "which sides are vulnerable on this deal: none, ns, ew or both, a Vulnerability or its text (section 7)",
    choices=tuple(_VULNERABILITY),
    reader=read_vulnerability,
)


class ContractPlay(Protocol):
    """What :class:`AuctionPlayState` asks of the play of a contract (:class:`~trickcards.bridge.TablePlay` has it)."""

    @property
    def is_complete(self) -> bool:
        """True once every trick has been played."""
        ...

    def legal_cards(self) -> Hand:
        """The cards that may be played now."""
        ...

    def verify_play(self, card: Card | str, seat: Any = None, /) -> None:
        """Raise unless ``card`` may be played now."""
        ...

    def play(self, card: Card, /) -> Self:
        """The play with ``card`` played."""
        ...


PlayT = TypeVar("PlayT", bound=ContractPlay)
"""The type of a bridge-family game's play."""


class AuctionPlayState(DealState[ActionT, PlayerT], Generic[ActionT, PlayerT, PlayT]):
    """An auction, then the play of its contract, for any kind of play (:class:`ContractPlay`).

    :class:`BridgeTableState` is this state with the play at a table
    (:class:`~trickcards.bridge.TablePlay`), as contract bridge and most variants play;
    Chinese bridge builds on it with its own play of two cards a player a trick. It
    holds the :class:`~trickcards.bridge.Auction` and, once the auction has reached a
    contract, the play; it runs the phases
    ``"auction"``, ``"play"`` and ``"over"`` (a passed-out deal goes straight to
    ``"over"``) and refuses a card during the auction or a call during the play. A game
    says how its players map to the auction's seats and the play's positions, how its
    calls read, and how the play is seated; a game with a phase before the auction (an
    exchange, a booby) overrides :attr:`phase` and the other members for that phase and
    defers to this class for the rest.
    """

    __slots__ = ("_auction", "_play")

    _auction: Auction
    _play: PlayT | None

    auction_rule: ClassVar[str] = "section 4"
    """The rule a card offered during the auction is refused under."""
    play_rule: ClassVar[str] = "rule A8, Law 22"
    """The rule a call offered after the auction is refused under."""
    call_types: ClassVar[tuple[type, ...]] = (Call,)
    """The auction's action types."""

    # --- what each game says ---------------------------------------------------------

    def _player_of(self, seat: Seat) -> PlayerT:
        """The player who calls from ``seat`` in the auction."""
        raise NotImplementedError

    def _mover(self, play: PlayT) -> PlayerT:
        """The player who chooses the next card of ``play`` (declarer for his dummies)."""
        raise NotImplementedError

    def _start_play(self, auction: Auction) -> PlayT:
        """The play of ``auction``'s contract, seated as the game seats it."""
        raise NotImplementedError

    def _parse_call(self, text: str) -> ActionT:
        """Read a call of this game's auction."""
        return Call.parse(text)  # type: ignore[return-value]  # a game with other calls overrides this

    def _auction_call(self, action: ActionT) -> Call | str:
        """What ``action`` adds to the auction."""
        return action  # type: ignore[return-value]  # a game with other calls overrides this

    def _calls(self) -> tuple[ActionT, ...]:
        """The legal actions of the auction."""
        return self._auction.legal_calls()  # type: ignore[return-value]  # a game with other calls overrides this

    # --- where the deal stands -------------------------------------------------------

    @property
    def auction(self) -> Auction:
        """The auction so far."""
        return self._auction

    @property
    def play(self) -> PlayT | None:
        """The play, once the auction has reached a contract; ``None`` before and when passed out."""
        return self._play

    @property
    def opening_leader(self) -> PlayerT | None:
        """The player who leads (or led) the first trick, once the auction has a contract played; else ``None``.

        The variants seat their dummies and choose their leaders in their own ways, so
        this is the game's player (the auction's ``opening_leader`` knows only four seats).
        """
        return first_to_play(self) if self._play is not None else None

    @property
    def phase(self) -> str:
        """``"auction"``, ``"play"`` or ``"over"``."""
        if not self._auction.is_complete:
            return "auction"
        if self._play is None or self._play.is_complete:
            return "over"
        return "play"

    @property
    def to_move(self) -> PlayerT | None:
        """Who calls, or who chooses the next card (declarer for dummy); ``None`` once over."""
        if not self._auction.is_complete:
            seat = self._auction.next_player
            return None if seat is None else self._player_of(seat)
        play = self._play
        return None if play is None or play.is_complete else self._mover(play)

    def legal_actions(self) -> tuple[ActionT, ...]:
        """The legal calls in the auction, the legal cards in the play."""
        if not self._auction.is_complete:
            return self._calls()
        return () if self._play is None else tuple(self._play.legal_cards())  # type: ignore[arg-type]  # cards are actions

    def _declarer(self) -> Seat:
        """The declarer's seat in the auction, once there is a contract."""
        contract = self._auction.contract
        assert contract is not None
        assert contract.declarer is not None
        return contract.declarer

    def _parse(self, text: str, phase: str) -> ActionT:
        if not self._auction.is_complete:
            return self._parse_call(text)
        return Card.parse(text)  # type: ignore[return-value]  # cards are actions

    def _verify(self, action: ActionT) -> None:
        play = self._play
        if not self._auction.is_complete:
            if not isinstance(action, self.call_types):
                raise IllegalCallError(
                    f"{quote(str(action))} is a card, but the auction is still on ({self.auction_rule})", "auction"
                )
            self._auction.verify_add(self._auction_call(action))
        elif play is None or play.is_complete:
            raise self._after_the_end(action)
        elif not isinstance(action, Card):
            raise IllegalCallError(
                f"{quote(str(action))} is a call, but the auction is over ({self.play_rule})", "auction-over"
            )
        else:
            play.verify_play(action)

    def _after_auction(self, action: ActionT, auction: Auction) -> Self:
        """The state after ``action`` made ``auction``: once it has a contract, the play starts.

        A game with a step between the auction and the play (a choice of partner, a
        doubling of its own) or a redeal after a passed-out auction overrides this.
        """
        return self._next(action, _auction=auction, _play=self._play_after(auction))

    def _play_after(self, auction: Auction) -> PlayT | None:
        """The play ``auction`` starts: ``None`` unless it is over with a contract."""
        # A contract: the auction is over after a bid (its Contract is built once, by the play).
        has_contract = auction.is_complete and auction.current_bid is not None
        return self._start_play(auction) if has_contract else None

    def _after_calls(self, calls: tuple[ActionT, ...], auction: Auction) -> Self:
        """The state after ``calls`` (made from this state, in order), which make ``auction``, in one step.

        ``auction`` is this state's auction with ``calls`` added, known to the caller (it
        depends on the calls alone: the agents' auction steps and the samplers build it
        once for many deals). The last call is taken by :meth:`_after_auction`, which
        starts the play once there is a contract.
        """
        if not calls:
            return self
        if type(self)._after_auction is AuctionPlayState._after_auction and len(calls) > 1:
            # This class's own step from the auction to the play: one state, not two.
            return self._next_many(calls, _auction=auction, _play=self._play_after(auction))
        before = self._next_many(calls[:-1], _auction=auction) if len(calls) > 1 else self
        return before._after_auction(calls[-1], auction)

    def _after(self, action: ActionT) -> Self:
        if not self._auction.is_complete:
            return self._after_auction(action, self._auction.add(self._auction_call(action)))
        assert self._play is not None
        assert isinstance(action, Card)
        return self._next(action, _play=self._play.play(action))

    def _random_play(self, rng: random.Random) -> Self | None:
        play = self._play
        if play is None or play.is_complete or self.phase != "play":
            return None
        if not isinstance(play, TablePlay):  # Chinese bridge's sequenced play: card by card, below the protocol
            last, cards = play_at_random(play, rng)
            return self._next_many(cards, _play=last)
        # A play on the trick engine (TablePlay) in one step.
        done = play._with(random_playout(play._state, rng))
        return self._next_many(done.played[len(play.played) :], _play=done)  # type: ignore[arg-type]  # cards are actions


class BridgeTableState(AuctionPlayState[ActionT, PlayerT, TablePlay]):
    """An auction, then the play of its contract at a table: the state the bridge family shares.

    The base of contract bridge's :class:`BridgeState` and of the bridge variants played
    with :class:`~trickcards.bridge.TablePlay` (see :class:`AuctionPlayState`).
    """

    __slots__ = ()

    @classmethod
    def _four_hands_start(cls, rng: random.Random | None, hands: object, dealer: Seat, options: Start) -> Start:
        """A start of four hands: 52 cards dealt from ``dealer``'s left (section 3.2), or ``hands``.

        ``rng`` deals; without it ``hands`` is a :class:`~trickcards.bridge.Deal` or four hands, North first.
        """
        if rng is not None:
            cards: tuple[Hand | Deck, ...] = Deal._shuffled(rng, dealer).hands  # as from Deck.standard().shuffled(rng)
        elif isinstance(hands, Deal):
            cards = hands.hands
        else:
            cards = read_hands(hands, 4, cls.game_name)
        return Start(cards, dealer, options.options)


class TwoPlayerTableState(BridgeTableState[ActionT, int]):
    """A bridge-family game of two players, A (0) and B (1), each side one player (with his dummies).

    The auction's seats 0 and 1 are A and B; the play seats declarer at position 0 and
    the other player at 1, and each chooses the cards of his own dummies (the positions
    with his chooser). ``points`` are :meth:`declarer_score` to declarer and its
    negative to the other player; the deal is scored by contract bridge's modern rubber
    table, with the honours in :meth:`_honour_hands` and the game's ``vulnerability``
    option (:data:`TWO_PLAYER_VULNERABILITY`).
    """

    __slots__ = ()

    @property
    def players(self) -> tuple[int, ...]:
        """A and B: 0 and 1."""
        return (0, 1)

    def _player_of(self, seat: Seat) -> int:
        return int(seat)

    def _mover(self, play: TablePlay) -> int:
        declarer = int(self._declarer())
        return declarer if play.chooser == 0 else 1 - declarer

    def _honour_hands(self, declarer: int) -> list[Hand]:
        """The hands honours are counted in: declarer's side as North and South, the other player's as East and West."""
        raise NotImplementedError

    def _score(self) -> Score | None:
        """The deal's ``rubber_modern`` score for declarer (seated North) once played out, honours included."""
        play = self._play
        if play is None or not play.is_complete:
            return None
        declarer = int(self._declarer())
        vulnerable = declarer in vulnerable_set(self._start.word("vulnerability"), "ab")
        contract = Contract(play.contract.level, play.contract.strain, play.contract.doubling, Seat.NORTH)
        hands = None if play.contract.is_null else self._honour_hands(declarer)
        return score(contract, play.declarer_tricks, vulnerable, RUBBER_MODERN, hands)

    def declarer_score(self) -> int | None:
        """The deal's ``rubber_modern`` entry for declarer once over, honours included; ``None`` before."""
        scored = self._score()
        return None if scored is None else scored.total

    def _points(self) -> tuple[int, ...]:
        entry = self.declarer_score()
        if entry is None:
            return (0, 0)
        declarer = int(self._declarer())
        return (entry, -entry) if declarer == 0 else (-entry, entry)

    def _result(self) -> DealResult[Contract, int]:
        scored = self._score()
        return two_player_result(scored, int(self._declarer()) if scored is not None else 0)


def first_to_play(state: DealState[Any, Any]) -> Any:
    """Who moves first in ``state``'s play phase (``None`` if the deal never reaches it): its start replayed."""
    inputs.instance(state, DealState, "a state of a deal")
    now: Any = type(state).first(state.start)
    for action in state.history:
        if now.phase == "play":
            break
        now = now.apply(action)
    return now.to_move if now.phase == "play" else None


def two_player_result(scored: Score | None, declarer: int, tricks: int = 13) -> DealResult[Contract, int]:
    """The result of a two-player deal scored (declarer seated North) as ``scored``; ``None``: both passed.

    The contract is a :class:`~trickcards.bridge.TwoPlayerContract`, declared by player A
    or B (``4SA``); each part goes to declarer and its negative to the other player. ``tricks``
    is the number of tricks in the deal.
    """
    declarer = inputs.integer(declarer, "a two-player declarer (0 for A, 1 for B)", low=0, high=1, error=ScoringError)
    if scored is None:
        return passed_out_result(2)  # type: ignore[return-value]  # no contract, no declarer
    inputs.instance(scored, Score, "a two-player deal's score", error=ScoringError)
    tricks = inputs.integer(tricks, "the tricks of a deal", low=scored.declarer_tricks, high=13, error=ScoringError)
    won, name = scored.declarer_tricks, "AB"[declarer]
    bid = TwoPlayerContract(scored.contract.level, scored.contract.strain, scored.contract.doubling, Seat(declarer))
    summary = f"{bid.level}{bid.strain}{bid.doubling} by {name}, {won} tricks: {name} {scored.total:+d}"
    spread = scored.as_result().for_players([0 if player == declarer else 1 for player in range(2)])
    played = (won, tricks - won) if declarer == 0 else (tricks - won, won)
    return DealResult(bid, declarer, played, spread.parts, spread.points, summary)


TWO_PLAYER_VULNERABILITY: Final = vulnerability_option(
    "ab", "the players vulnerable on this deal: a set of players (A, B, any form), or none"
)
"""The ``vulnerability`` option of a two-player bridge game: nobody, A, B or both (a set of players, any form)."""


class BridgeState(BridgeTableState[BridgeAction, Seat]):
    """A state of one bridge deal: the auction, then the play of its contract (sections 4-5)."""

    __slots__ = ("_deal",)

    _deal: Deal

    game_name: ClassVar[str] = "duplicate"
    action_types: ClassVar[tuple[type, ...]] = (Call, Card)

    # --- the start ---------------------------------------------------------------------

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """Deal the 52 cards from the dealer's left (section 3.2), or take four hands, North first."""
        seat = Seat.NORTH if dealer is None else inputs.seat(dealer, "a dealer")
        return cls._four_hands_start(rng, hands, seat, options)

    @classmethod
    def first(cls, start: Start) -> BridgeState:
        """The first state: the whole deal checked, the dealer to call."""
        hands = tuple(h for h in start.cards if isinstance(h, Hand))
        return cls._begin(start, _deal=Deal(hands), _auction=Auction(start.dealer), _play=None)

    # --- where the deal stands ------------------------------------------------------------

    @property
    def deal(self) -> Deal:
        """The deal: the four hands as dealt."""
        return self._deal

    @property
    def play(self) -> Play | None:
        """The play, once the auction has reached a contract; ``None`` before and when passed out."""
        return self._play  # type: ignore[return-value]  # bridge's play is a Play

    @property
    def players(self) -> tuple[Seat, ...]:
        """North, East, South and West."""
        return _SEATS

    def _player_of(self, seat: Seat) -> Seat:
        return seat

    def _mover(self, play: TablePlay) -> Seat:
        chooser = play.chooser
        assert isinstance(chooser, Seat)
        return chooser

    def _start_play(self, auction: Auction) -> TablePlay:
        contract = auction.contract
        assert contract is not None
        return Play(self._deal, contract)

    # --- the result ---------------------------------------------------------------------

    def _vulnerability(self) -> Vulnerability:
        return _VULNERABILITY[self._start.word("vulnerability")]

    def _table(self) -> ScoringTable:
        return RUBBER_MODERN

    def _side_score(self, play: Play) -> int:
        """The deal's score for declarer's side."""
        return self._score(play).total

    def _score(self, play: Play) -> Score:
        """The deal's score, component by component, for declarer's side."""
        vulnerable = self._vulnerability().is_vulnerable(play.declarer)
        table = self._table()
        honours = self._deal if table.honours else None
        return score(play.contract, play.declarer_tricks, vulnerable, table, honours=honours)

    def _result(self) -> DealResult[Contract, Seat]:
        play = self.play
        if play is None:
            return passed_out_result(4)  # type: ignore[return-value]  # no contract, no declarer
        declarer = play.declarer
        side = declarer.side
        return contract_result(
            self._score(play),
            _SEATS,
            declarer,
            lambda seat: seat.side is side,
            declarer.name.title(),
            side.value,
            self._side_score(play),
        )

    def _points(self) -> tuple[int, ...]:
        play = self.play
        if play is None:
            return (0, 0, 0, 0)
        side = self._side_score(play)
        declarers = play.declarer.side
        return tuple(side if seat.side is declarers else -side for seat in _SEATS)


class DuplicateState(BridgeState):
    """A deal of duplicate bridge: points are the duplicate score, signed per side."""

    __slots__ = ()
    game_name: ClassVar[str] = "duplicate"

    def _side_score(self, play: Play) -> int:
        vulnerable = self._vulnerability().is_vulnerable(play.declarer)
        return duplicate_score(play.contract, play.declarer_tricks, vulnerable)

    def _table(self) -> ScoringTable:
        return DUPLICATE_TABLE


class RubberState(BridgeState):
    """A deal of rubber bridge: points are the deal's entry with honours, signed per side."""

    __slots__ = ()
    game_name: ClassVar[str] = "rubber"

    def _table(self) -> ScoringTable:
        return RUBBER_TABLE_OPTIONS[self._start.word("table")]


class ChicagoState(BridgeState):
    """A deal of Chicago: points are the deal's entry under the Chicago table, signed per side."""

    __slots__ = ()
    game_name: ClassVar[str] = "chicago"

    def _table(self) -> ScoringTable:
        return CHICAGO_TABLE


def _first_dealer(dealer: object, draw: random.Random | None) -> Seat:
    """The first dealer: the one given, else drawn by lot in a match (section 3.1), else North."""
    if dealer is not None:
        return inputs.seat(dealer, "a first dealer")
    return _SEATS[draw.randrange(4)] if draw is not None else Seat.NORTH


def _rubber_sheet(game: Game[Any], options: dict[str, object], draw: random.Random | None) -> RubberScoreSheet:
    deal, own, dealer = sheet_settings(game, options, {"rubbers": 1})
    table = RUBBER_TABLE_OPTIONS[game.check_options(deal).word("table")]
    return RubberScoreSheet(table, _first_dealer(dealer, draw), rubbers=own["rubbers"])


def _duplicate_sheet(game: Game[Any], options: dict[str, object], draw: random.Random | None) -> DuplicateScoreSheet:
    _, own, dealer = sheet_settings(game, options, {"boards": 16})
    if dealer is not None and inputs.seat(dealer, "a first dealer", error=ScoringError) is not Seat.NORTH:
        raise ScoringError(
            f"dealer={quote(dealer)} is not the dealer of board 1: "
            "each board's number sets its dealer and vulnerability (contract bridge §7.3)"
        )
    return DuplicateScoreSheet(own["boards"])


def _chicago_sheet(game: Game[Any], options: dict[str, object], draw: random.Random | None) -> ChicagoScoreSheet:
    _, own, dealer = sheet_settings(game, options, {"rubbers": 1})
    return ChicagoScoreSheet(first_dealer=_first_dealer(dealer, draw), planned=own["rubbers"])


def bridge_actions() -> tuple[Any, ...]:
    """The numbered actions of bridge and the variants that bid and play as it does: every call, then every card."""
    from trickcards.bridge.calls import CALLS  # noqa: PLC0415  # the tables are built on first use

    return (*CALLS, *cards_in_index_order())


DUPLICATE: Final = Game(
    "duplicate",
    "Duplicate bridge",
    (4,),
    DuplicateState,
    (_VULNERABILITY_OPTION,),
    sheet_factory=_duplicate_sheet,
    numbered_actions=bridge_actions,
)
"""One deal of duplicate bridge."""

RUBBER: Final = Game(
    "rubber",
    "Rubber bridge",
    (4,),
    RubberState,
    (
        _VULNERABILITY_OPTION,
        Option(
            "table",
            "modern",
            "the rubber table: modern (Laws 1993), classic, or classic-seed-literal",
            choices=tuple(RUBBER_TABLE_OPTIONS),
        ),
    ),
    sheet_factory=_rubber_sheet,
    numbered_actions=bridge_actions,
)
"""One deal of rubber bridge."""

CHICAGO: Final = Game(
    "chicago",
    "Chicago (four-deal bridge)",
    (4,),
    ChicagoState,
    (_VULNERABILITY_OPTION,),
    sheet_factory=_chicago_sheet,
    numbered_actions=bridge_actions,
)
"""One deal of Chicago; give the deal's vulnerability (deal 1 none, 2-3 the dealer's side, 4 both)."""
