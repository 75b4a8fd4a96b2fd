"""The cut-throat game through the game protocol: auction, choice of partner, doubling, play.

The players are named by the seat each held when the deal began (North, East, South,
West); they keep those names when they change seats. A deal runs through four phases:

* ``"auction"``: bids and passes from the dealer, with the 4NT rule (CT-a). When all
  four pass, the same dealer deals a goulash (sorted, stacked, cut, dealt 5-5-3) and
  a new auction starts, as often as needed (CT-4; the cut is drawn by lot, from the
  start's :attr:`~trickcards.protocol.game.Start.chance`, independently of the cards); with ``goulash_limit=N`` (N > 0)
  the deal is thrown in after N goulashes, to bound a search.
* ``"partner"``: the declarer names one of the other three (a :class:`~trickcards.Seat`),
  who answers :class:`~trickcards.cutthroat.Answer` ``accept`` or ``refuse``. Either
  way his hand is the dummy, and he changes seats with the player opposite declarer.
* ``"doubling"``: declarer's left may double, else his right; declarer or an accepting
  dummy may then redouble (CT-h).
* ``"play"``: contract bridge's play; declarer's left leads and declarer plays the dummy.

``points`` are each player's entries for this deal (:func:`~trickcards.cutthroat.score`),
below and above the line together, North first; a deal thrown in ends with zero
points. The opener's requirement is checked on the hands as dealt.

>>> from trickcards import find_game
>>> game = find_game("cut-throat")
>>> state = game.new(seed=2, dealer="N")
>>> for action in ("1S", "Pass", "Pass", "Pass"):
...     state = state.apply(action)
>>> state.phase, state.to_move, [str(a) for a in state.legal_actions()]
('partner', <Seat.NORTH: 0>, ['E', 'S', 'W'])
>>> state = state.apply("E").apply("accept")                   # East moves to South
>>> state.phase, state.table, state.to_move                    # the player now East may double
('doubling', (<Seat.NORTH: 0>, <Seat.SOUTH: 2>, <Seat.EAST: 1>, <Seat.WEST: 3>), <Seat.SOUTH: 2>)
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Final

from trickcards.bridge.auction import Auction
from trickcards.bridge.calls import Call
from trickcards.bridge.contract import Contract
from trickcards.bridge.deal import Deal, goulash, goulash_chance, goulash_draw
from trickcards.bridge.game import BridgeTableState
from trickcards.bridge.play import Seating, TablePlay
from trickcards.bridge.scoring import honours_held
from trickcards.core import inputs
from trickcards.core.cards import Card
from trickcards.core.errors import IllegalCallError, ParseError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat
from trickcards.cutthroat.deal import FOUR_NT_RULES, Answer, PartnerError, auction_rules, meets_opening, opener
from trickcards.cutthroat.deal import table_after as seats_after
from trickcards.cutthroat.doubling import REDOUBLE_ORDERS, DoublingRound
from trickcards.cutthroat.scoring import OPENER_PENALTY_PAYEES, CutthroatScore, score
from trickcards.cutthroat.sheet import cutthroat_sheet
from trickcards.protocol.actions import cards_in_index_order
from trickcards.protocol.column_sheet import thrown_in_result
from trickcards.protocol.game import Game, Option, Start
from trickcards.protocol.results import DealResult
from trickcards.protocol.vulnerable_players import vulnerability_option

__all__ = ["CUTTHROAT", "CutthroatAction", "CutthroatState"]

CutthroatAction = Call | Card | Seat | Answer
"""An action: a call (auction and doubling), the partner named, his answer, or a card."""

_SEATS: Final = tuple(Seat)
_RULE: Final = "bridge variants §7"
_PARTNER_TEXTS: Final[dict[str, Seat | Answer]] = {str(action): action for action in (*Seat, *Answer)}
"""The partner named and the answer by their text (``N``, ``accept``), read by lookup before the full parsers."""
_EMPTY: Final = Hand()


class CutthroatState(BridgeTableState[CutthroatAction, Seat]):
    """A state of one deal of the cut-throat game (bridge variants §7).

    It runs on :class:`~trickcards.bridge.game.BridgeTableState`, which holds the auction
    and the play; the choice of partner and the doubling sit between them, and a
    passed-out auction is followed by a goulash and a new auction.
    """

    __slots__ = ("_answer", "_deal", "_doubling", "_goulashes", "_partner", "_phase")

    _deal: Deal
    _phase: str
    _goulashes: int
    _partner: Seat | None
    _answer: Answer | None
    _doubling: DoublingRound | None

    game_name: ClassVar[str] = "cut-throat"
    action_types: ClassVar[tuple[type, ...]] = (Call, Card, Seat, Answer)
    auction_rule: ClassVar[str] = _RULE
    play_rule: ClassVar[str] = _RULE
    _phase_kept: ClassVar[bool] = True

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """Deal the 52 cards from the dealer's left, or take four hands, North first."""
        seat = Seat.NORTH if dealer is None else inputs.seat(dealer, "a dealer")
        start = cls._four_hands_start(rng, hands, seat, options)
        return Start(start.cards, start.dealer, start.options, goulash_chance(rng, start.cards))

    @classmethod
    def first(cls, start: Start) -> CutthroatState:
        """The first state: the deal checked, the dealer to call."""
        deal = Deal(tuple(h for h in start.cards if isinstance(h, Hand)))
        return cls._begin(
            start,
            _deal=deal,
            _auction=cls._new_auction(start),
            _goulashes=0,
            _partner=None,
            _answer=None,
            _doubling=None,
            _play=None,
        )

    @staticmethod
    def _new_auction(start: Start) -> Auction:
        return Auction(start.dealer, rules=auction_rules(start.word("four_nt")))

    # --- where the deal stands -----------------------------------------------------------

    @property
    def deal(self) -> Deal:
        """The hands now being bid or played (the last goulash, if any), by player."""
        return self._deal

    @property
    def goulashes(self) -> int:
        """How many goulashes have been dealt in this deal."""
        return self._goulashes

    @property
    def partner(self) -> Seat | None:
        """The player the declarer named, once named."""
        return self._partner

    @property
    def answer(self) -> Answer | None:
        """The named partner's answer, once given."""
        return self._answer

    @property
    def doubling(self) -> DoublingRound | None:
        """The doubling, once the partner has answered (seats after the change of seats)."""
        return self._doubling

    @property
    def table(self) -> tuple[Seat, Seat, Seat, Seat]:
        """The player sitting North, East, South and West now (after the change of seats, once made)."""
        if self._answer is None or self._partner is None:
            return (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
        return seats_after(self._declarer(), self._partner)

    @property
    def play(self) -> TablePlay | None:
        """The play, by seat after the change of seats; ``None`` before it and when thrown in."""
        return self._play

    @property
    def contract(self) -> Contract | None:
        """The contract with its doubling, once the doubling is over."""
        if self._doubling is None or not self._doubling.is_complete:
            return None
        bid = self._auction.contract
        assert bid is not None
        return Contract(bid.level, bid.strain, self._doubling.doubling, bid.declarer)

    def _between(self) -> str | None:
        """``"partner"`` or ``"doubling"`` between the auction and the play, else ``None``."""
        phase = self._phase
        return phase if phase in {"partner", "doubling"} else None

    def _find_between(self) -> str | None:
        if not self._auction.is_complete or self._auction.is_passed_out:
            return None
        if self._answer is None:
            return "partner"
        assert self._doubling is not None
        return None if self._doubling.is_complete else "doubling"

    @property
    def phase(self) -> str:
        """``"auction"``, ``"partner"``, ``"doubling"``, ``"play"`` or ``"over"``."""
        return self._phase

    def _find_phase(self) -> str:
        return self._find_between() or super().phase

    @property
    def players(self) -> tuple[Seat, ...]:
        """North, East, South and West: the seats the players held when the deal began."""
        return _SEATS

    def _player_of(self, seat: Seat) -> Seat:
        return seat  # everyone calls from the seat he was dealt

    def _mover(self, play: TablePlay) -> Seat:
        chooser = play.chooser
        assert chooser is not None
        return self.table[chooser]

    @property
    def to_move(self) -> Seat | None:
        """Who calls, names, answers, doubles, or chooses the next card (declarer for the dummy)."""
        between = self._between()
        if between == "partner":
            return self._declarer() if self._partner is None else self._partner
        if between == "doubling":
            assert self._doubling is not None
            seat = self._doubling.next_player
            assert seat is not None
            return self.table[seat]
        return super().to_move

    def legal_actions(self) -> tuple[CutthroatAction, ...]:
        """The legal calls, the players who may be named, accept and refuse, or the legal cards."""
        between = self._between()
        if between == "partner":
            if self._partner is None:
                declarer = self._declarer()
                return tuple(s for s in _SEATS if s is not declarer)
            return (Answer.ACCEPT, Answer.REFUSE)
        if between == "doubling":
            assert self._doubling is not None
            return self._doubling.legal_calls()
        return super().legal_actions()

    def _parse(self, text: str, phase: str) -> CutthroatAction:
        if phase == "partner":
            exact = _PARTNER_TEXTS.get(text)  # the canonical texts are one lookup
            if exact is not None:
                return exact
            # Either word reads in either step, so that the wrong one is refused by its rule.
            try:
                return inputs.seat(text, "a partner")
            except ParseError:
                pass
            try:
                return Answer.parse(text)
            except ParseError:
                raise ParseError(
                    f"{quote(text)} is not an action here: the declarer names N, E, S or W, "
                    f"who answers accept or refuse ({_RULE})"
                ) from None
        if phase == "doubling":
            return Call.parse(text)
        return super()._parse(text, phase)

    def _verify(self, action: CutthroatAction) -> None:
        between = self._between()
        if between == "partner":
            self._verify_partner(action)
        elif between == "doubling":
            assert self._doubling is not None
            if not isinstance(action, Call):
                raise IllegalCallError(f"{quote(str(action))}: the doubling is on, Pass, X or XX ({_RULE})", "doubling")
            self._doubling.verify_call(action)
        elif isinstance(action, Seat | Answer):
            raise PartnerError(
                f"{quote(str(action))}: a partner is named and answers only between the auction and the doubling ({_RULE})"
            )
        else:
            super()._verify(action)

    def _verify_partner(self, action: CutthroatAction) -> None:
        if self._partner is None:
            declarer = self._declarer()
            if not isinstance(action, Seat):
                raise PartnerError(f"{quote(str(action))}: the declarer names his partner, N, E, S or W ({_RULE})")
            if action is declarer:
                raise PartnerError(
                    f"{quote(str(action))} is the declarer: he names one of the other three as partner ({_RULE})"
                )
        elif not isinstance(action, Answer):
            raise PartnerError(f"{quote(str(action))}: the partner named answers accept or refuse ({_RULE})")

    def _after_auction(self, action: CutthroatAction, auction: Auction) -> CutthroatState:
        """Four passes bring a goulash by the same dealer (CT-4); a contract brings the choice of partner."""
        limit = self._start.number("goulash_limit")
        if auction.is_passed_out and (limit == 0 or self._goulashes < limit):
            return self._next(
                action,
                _deal=self._goulash(),
                _auction=self._new_auction(self._start),
                _goulashes=self._goulashes + 1,
            )
        return self._next(action, _auction=auction)

    def _after(self, action: CutthroatAction) -> CutthroatState:
        between = self._between()
        if between == "partner":
            if self._partner is None:
                assert isinstance(action, Seat)
                return self._next(action, _partner=action)
            assert isinstance(action, Answer)
            doubling = DoublingRound(self._declarer(), action is Answer.ACCEPT, self._start.word("redouble"))
            return self._next(action, _answer=action, _doubling=doubling)
        if between == "doubling":
            assert isinstance(action, Call)
            assert self._doubling is not None
            doubling = self._doubling._with(action)  # checked by _verify
            play = self._seated_play(doubling) if doubling.is_complete else None
            return self._next(action, _doubling=doubling, _play=play)
        return super()._after(action)

    def _goulash(self) -> Deal:
        """The goulash the same dealer deals when all four pass: the cut is the deal's own draw by lot."""
        draw = goulash_draw(self._start.chance, self._goulashes + 1)
        return goulash(self._deal, self._start.dealer, cut=1 + draw % 51)

    def _seated_play(self, doubling: DoublingRound) -> TablePlay:
        """The play: hands at their seats after the change of seats; declarer plays the dummy; his left leads."""
        assert self._partner is not None
        table = seats_after(self._declarer(), self._partner)
        declarer = doubling.declarer
        dummy = declarer.partner
        hands = [self._deal.hands[player] for player in table]
        choosers = tuple(declarer if seat is dummy else seat for seat in _SEATS)
        names = tuple(f"{table[seat].name.title()}{' (dummy)' if seat is dummy else ''}" for seat in _SEATS)
        seating = Seating(choosers, (declarer, dummy), declarer.lho, dummies=(dummy,), names=names)
        bid = self._auction.contract
        assert bid is not None
        return TablePlay.start(hands, Contract(bid.level, bid.strain, doubling.doubling, declarer), seating)

    # --- the result ----------------------------------------------------------------------

    def scored(self) -> CutthroatScore | None:
        """The deal's four-column score once played (``None`` while on, or when thrown in)."""
        play = self._play
        if play is None or not play.is_complete or self._partner is None or self._answer is None:
            return None
        vulnerable = self._start.word("vulnerability").replace("none", "")
        declarer, dummy = self._declarer(), self._partner
        first = opener(self._auction)
        penalised = first if first is not None and not meets_opening(self._deal.hands[first]) else None
        bonus = int(self._start.word("vulnerable_dummy_bonus"))
        return score(
            play.contract,
            play.declarer_tricks,
            declarer.letter.lower() in vulnerable,
            dummy=dummy,
            accepted=self._answer is Answer.ACCEPT,
            dummy_vulnerable=dummy.letter.lower() in vulnerable,
            honours=self._honours(play.contract),
            penalised=penalised,
            vulnerable_dummy_bonus=bonus,
            opener_pays=self._start.word("opener_pays"),
        )

    def _honours(self, contract: Contract) -> tuple[Seat, int] | None:
        """Honours go to whoever holds them."""
        for player, hand in zip(_SEATS, self._deal.hands, strict=True):
            held = honours_held([hand, _EMPTY, _EMPTY, _EMPTY], contract)
            if held is not None:
                return (player, held.points)
        return None

    def _points(self) -> tuple[int, ...]:
        scored = self.scored()
        return (0, 0, 0, 0) if scored is None else scored.points

    def _result(self) -> DealResult[Contract, Seat]:
        """The deal's result: :meth:`scored` as a result (a thrown-in deal scores nothing)."""
        scored = self.scored()
        return thrown_in_result(4) if scored is None else scored.as_result()


def _numbered_actions() -> tuple[Any, ...]:
    """The numbered actions: every call, every seat (a partner chosen), every answer, then every card."""
    from trickcards.bridge.calls import CALLS  # noqa: PLC0415  # the tables are built on first use
    from trickcards.core.seats import Seat  # noqa: PLC0415
    from trickcards.cutthroat.deal import Answer  # noqa: PLC0415

    return (*CALLS, *Seat, *Answer, *cards_in_index_order())


CUTTHROAT: Final = Game(
    "cut-throat",
    "Cut-throat contract (partner-choosing)",
    (4,),
    CutthroatState,
    (
        Option(
            "four_nt",
            "anyone",
            "whom the 4NT rule binds (CT-a): the next bid by anyone, or opener's left",
            FOUR_NT_RULES,
        ),
        Option(
            "redouble",
            "clockwise",
            "who of declarer's side may redouble first (CT-h): clockwise from the doubler, or declarer",
            REDOUBLE_ORDERS,
        ),
        Option(
            "vulnerable_dummy_bonus",
            "500",
            "a vulnerable accepting dummy's game bonus (CT-c): 500, or 300",
            ("500", "300"),
        ),
        Option(
            "opener_pays",
            "others",
            "whom an opener without the values pays 300 (CT-f): each other player, or his opponents",
            OPENER_PENALTY_PAYEES,
        ),
        Option(
            "goulash_limit",
            0,
            "CT-4: 0, no limit (the goulash is repeated as often as needed); N: the deal is thrown in after N goulashes",
            bounds=(0, 1000),
        ),
        vulnerability_option(
            "nesw", "the players vulnerable on this deal: a set of players (seats, letters N E S W, any form), or none"
        ),
    ),
    sheet_factory=cutthroat_sheet,
    numbered_actions=_numbered_actions,
)
"""One deal of the cut-throat game (``bridge-variants.md`` section 7)."""
