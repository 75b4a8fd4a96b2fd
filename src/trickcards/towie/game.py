"""Towie through the game protocol: one deal, its goulashes, the auction among three and the play.

``players`` (3-7) take part, numbered 0 .. players-1 (A, B, C ...); three are active
in the deal (option ``active``, by default the dealer and the next two, or with
``rotation="dealer_sits_out"`` the three on the dealer's left). The dummy lies
opposite the dealer with six cards face up (:class:`~trickcards.towie.TowieDeal`).
In ``"auction"`` the three active players call; an auction that ends below game, or
with three passes, is replaced by a goulash dealt by the same dealer and a new
auction (TO-1, TO-2), as often as needed (its cut and the six cards it turns up are
drawn by lot, from the start's :attr:`~trickcards.protocol.game.Start.chance`, independently
of the cards); with ``goulash_limit=N`` (N > 0) the deal is
thrown in after N goulashes, to bound a search. In ``"play"`` the declarer plays his hand and the dummy, which sits opposite
him; his left leads. ``points`` are each player's entries in his own column for the
deal (:func:`~trickcards.towie.score`), the game bonus included; undertricks go to
every other player, active or not.

>>> from trickcards import find_game
>>> game = find_game("towie")
>>> state = game.new(seed=4, dealer=1)
>>> state.phase, state.to_move, state.callers, len(state.cards.exposed)
('auction', 1, (1, 2, 3), 6)
"""

from __future__ import annotations

import random
from string import ascii_lowercase
from typing import ClassVar, Final

from trickcards.bridge.auction import Auction
from trickcards.bridge.calls import Call
from trickcards.bridge.contract import Contract
from trickcards.bridge.deal import Deal, goulash_chance, goulash_draw
from trickcards.bridge.game import BridgeTableState, bridge_actions
from trickcards.bridge.play import Seating, TablePlay
from trickcards.bridge.scoring import honours_held
from trickcards.core import inputs
from trickcards.core.cards import Card
from trickcards.core.deck import Deck
from trickcards.core.errors import TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat, Side
from trickcards.protocol.column_sheet import thrown_in_result
from trickcards.protocol.game import Game, Option, Start, read_hands
from trickcards.protocol.ledger import Ledger
from trickcards.protocol.results import DealResult
from trickcards.protocol.vulnerable_players import vulnerability_option
from trickcards.towie.deal import FIRST_CALLERS, TowieDeal, TowieDealError, auction_rules
from trickcards.towie.rotation import ROTATIONS, Rotation
from trickcards.towie.scoring import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    PLAYABLE,
    HonoursHolder,
    TowieScore,
    is_playable,
    player_name,
    score,
    to_player,
    towie_table,
)
from trickcards.towie.sheet import towie_sheet

__all__ = ["TOWIE_GAME", "TowieAction", "TowieState", "seating"]

TowieAction = Call | Card
"""An action: a call in the auction, a card in the play."""

_RULE: Final = "bridge variants §6"
_NO_GOULASH: Final[Ledger[tuple[TowieDeal, Auction]]] = Ledger()


def seating(declarer: int, callers: tuple[int, int, int]) -> Seating:
    """The play's seating: declarer at position 0, his left 1, the dummy 2 (opposite him), his right 3.

    ``declarer`` is his place in ``callers`` (0-2); the three active players keep their
    clockwise order when declarer moves opposite the dummy [REC], and his left leads.

    >>> s = seating(1, (3, 0, 1))
    >>> s.choosers, s.declarer_side, s.leader, s.names
    ((0, 1, 0, 3), (0, 2), 1, ('A', 'B', 'dummy', 'D'))
    """
    declarer = inputs.integer(declarer, "declarer's place among the callers", low=0, high=2)
    active = inputs.sequence(callers, lambda c: inputs.integer(c, "a caller", low=0, high=MAX_PLAYERS - 1), "callers")
    if len(active) != 3 or len(set(active)) != 3:
        raise TrickcardsError(f"{quote(callers)} is not the callers: expected three different players")
    players = _position_players(declarer, (active[0], active[1], active[2]))
    names = tuple("dummy" if i == 2 else player_name(p) for i, p in enumerate(players))
    return Seating((0, 1, 0, 3), (0, 2), 1, dummies=(2,), names=names)


def _position_players(declarer: int, callers: tuple[int, int, int]) -> tuple[int, int, int, int]:
    """The player who chooses the cards of each position: declarer, his left, declarer (dummy), his right."""
    return (callers[declarer], callers[(declarer + 1) % 3], callers[declarer], callers[(declarer + 2) % 3])


def _letters(text: str, players: int, what: str) -> tuple[int, ...]:
    word = text.strip().lower()
    if word in ("", "none"):
        return ()
    allowed = ascii_lowercase[:players]
    if not all(letter in allowed for letter in word) or len(set(word)) != len(word):
        raise TrickcardsError(
            f"{quote(text)} is not {what}: expected distinct letters of the players {allowed} (bridge variants §6)"
        )
    return tuple(allowed.index(letter) for letter in word)


def _callers(start: Start) -> tuple[int, int, int]:
    """The active players in calling order, from the ``active`` option or the rotation's first table."""
    players, rule, dealer = start.number("players"), start.word("rotation"), start.dealer
    given = _letters(start.word("active"), players, "three active players")
    if not given:
        return Rotation.start(players, rule, dealer).callers
    if len(given) != 3:
        raise TrickcardsError(f"active={quote(start.word('active'))}: name three active players, e.g. 'abd' (TO-d)")
    if rule == "dealer_sits_out" and dealer in given:
        raise TrickcardsError(
            f"active={quote(start.word('active'))}: the dealer {player_name(dealer)} sits out with "
            "rotation=dealer_sits_out (TO-i)"
        )
    if rule != "dealer_sits_out" and given[0] != dealer:
        raise TrickcardsError(
            f"active={quote(start.word('active'))}: the active players are named in calling order from the dealer "
            f"{player_name(dealer)} (TO-d)"
        )
    return (given[0], given[1], given[2])


class TowieState(BridgeTableState[TowieAction, int]):
    """A state of one deal of Towie (section 6): auctions with goulashes between them, then the play."""

    __slots__ = ("_callers", "_deal", "_earlier")

    _deal: TowieDeal
    _earlier: Ledger[tuple[TowieDeal, Auction]]  # shared with the state before: a goulash costs the same
    _callers: tuple[int, int, int]

    game_name: ClassVar[str] = "towie"
    action_types: ClassVar[tuple[type, ...]] = (Call, Card)
    auction_rule: ClassVar[str] = _RULE
    play_rule: ClassVar[str] = _RULE

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """Deal four hands from the dealer's left and turn up six dummy cards at random; or take them.

        Given hands are the four hands as they lie, from the dealer's seat clockwise
        (the dealer's, his left's, the one opposite, his right's: the dummy is the
        third, or the first when the dealer sits out), then optionally the six dummy
        cards face up (otherwise the dummy's six lowest).
        """
        players = options.number("players")
        who = 0 if dealer is None else to_player(dealer, players, "a dealer")
        sits_out = options.word("rotation") == "dealer_sits_out"
        if rng is not None:
            deal = TowieDeal.random(rng, sits_out)
        else:
            given = read_hands(hands, 4, cls.game_name, stock=True)
            table = Deal(tuple(h for h in given if isinstance(h, Hand)))
            shown = next((Hand(list(d)) for d in given if isinstance(d, Deck)), None)
            deal = TowieDeal.deal(table, shown, sits_out)
        cards = (*deal.table.hands, Deck(list(deal.exposed)))
        return Start(cards, who, options.options, goulash_chance(rng, cards))

    @classmethod
    def first(cls, start: Start) -> TowieState:
        """The first state: the deal and the six exposed cards checked, the first caller to call."""
        hands = tuple(h for h in start.cards if isinstance(h, Hand))
        shown = next((Hand(list(d)) for d in start.cards if isinstance(d, Deck)), None)
        if len(hands) != 4 or shown is None:
            raise TowieDealError(f"{len(hands)} hands: Towie takes four hands and the six dummy cards face up")
        if start.word("rotation") == "dealer_sits_out" and start.number("players") == 3:
            raise TrickcardsError("rotation=dealer_sits_out needs four or more players: three are active (TO-i)")
        towie_table(start.number("vulnerable_doubled_later"))
        _letters(start.word("vulnerability"), start.number("players"), "the vulnerable players")
        deal = TowieDeal(Deal(hands), shown, start.word("rotation") == "dealer_sits_out")
        return cls._begin(
            start,
            _deal=deal,
            _auction=cls._new_auction(start),
            _play=None,
            _earlier=_NO_GOULASH,
            _callers=_callers(start),
        )

    @staticmethod
    def _new_auction(start: Start) -> Auction:
        rules = auction_rules(start.word("first_caller"), start.word("rotation") == "dealer_sits_out")
        return Auction(Seat.NORTH, rules=rules)

    # --- what the shared table state asks -------------------------------------------------

    def _player_of(self, seat: Seat) -> int:
        return self._callers[seat]

    def _mover(self, play: TablePlay) -> int:
        position = play.trick_play.next_player
        assert position is not None
        return _position_players(int(self._declarer()), self._callers)[position]

    def _start_play(self, auction: Auction) -> TablePlay:
        contract = auction.contract
        assert contract is not None
        assert contract.declarer is not None
        place = int(contract.declarer)
        return TablePlay.start(self._position_hands(place), contract, seating(place, self._callers))

    def _after(self, action: TowieAction) -> TowieState:
        if self._auction.is_complete:
            return super()._after(action)  # a card of the play
        auction = self._auction.add(action)  # type: ignore[arg-type]  # checked: a call in the auction
        if not auction.is_complete:
            return self._next(action, _auction=auction)
        contract = auction.contract
        if contract is not None and is_playable(contract, self._start.word("playable")):
            return self._next(action, _auction=auction, _play=self._start_play(auction))
        # Below game, or all passed: a goulash by the same dealer, or the deal is thrown in.
        limit = self._start.number("goulash_limit")
        if limit and self.goulashes >= limit:
            return self._next(action, _auction=auction)
        # The cut and the six cards turned up are the deal's own draw by lot (never the
        # cards'), kept in its start: a deal replays the same, and a sample may hold any.
        draw = goulash_draw(self._start.chance, self.goulashes + 1)
        return self._next(
            action,
            _deal=self._deal.goulash(draw=draw),
            _auction=self._new_auction(self._start),
            _earlier=self._earlier.append((self._deal, auction)),
        )

    def _position_hands(self, place: int) -> list[Hand]:
        hands = self._deal.hands
        return [hands[place], hands[(place + 1) % 3], self._deal.dummy, hands[(place + 2) % 3]]

    # --- where the deal stands -----------------------------------------------------------

    @property
    def cards(self) -> TowieDeal:
        """The deal now being bid or played (the last goulash, if any), with its six exposed dummy cards."""
        return self._deal

    @property
    def earlier(self) -> tuple[tuple[TowieDeal, Auction], ...]:
        """Each deal replaced by a goulash, with its auction that ended below game."""
        return self._earlier.to_tuple()

    @property
    def goulashes(self) -> int:
        """How many goulashes have been dealt in this deal."""
        return len(self._earlier)

    @property
    def callers(self) -> tuple[int, int, int]:
        """The active players in the order of the auction's seats (the dealer's first, or his left's)."""
        return self._callers

    @property
    def players(self) -> tuple[int, ...]:
        """Every player of the game, active or not: 0 .. players-1."""
        return tuple(range(self._start.number("players")))

    @property
    def declarer(self) -> int | None:
        """The declaring player, once a game contract is reached."""
        return None if self._play is None else self._callers[int(self._declarer())]

    # --- the result ----------------------------------------------------------------------

    def scored(self) -> TowieScore | None:
        """The deal's score in every column once played (``None`` while on, or when thrown in)."""
        play = self._play
        if play is None or not play.is_complete:
            return None
        start = self._start
        players = start.number("players")
        place = int(self._declarer())
        declarer = self._callers[place]
        vulnerable = declarer in _letters(start.word("vulnerability"), players, "the vulnerable players")
        honours = None
        if start.flag("honours"):
            held = honours_held(self._position_hands(place), play.contract)
            if held is not None:
                holder = HonoursHolder.DECLARER if held.side is Side.NORTH_SOUTH else HonoursHolder.DEFENDERS
                honours = (holder, held.points)
        others = (self._callers[(place + 1) % 3], self._callers[(place + 2) % 3])
        return score(
            play.contract,
            play.declarer_tricks,
            vulnerable,
            honours,
            declarer=declarer,
            players=players,
            defenders=others,
            table=towie_table(start.number("vulnerable_doubled_later")),
            playable=start.word("playable"),
        )

    def _points(self) -> tuple[int, ...]:
        scored = self.scored()
        if scored is None:
            return (0,) * self._start.number("players")
        return tuple(scored.player_total(p) for p in range(scored.players))

    def _result(self) -> DealResult[Contract, int]:
        """The deal's result: :meth:`scored` as a result (a thrown-in deal scores nothing)."""
        scored = self.scored()
        return thrown_in_result(self._start.number("players")) if scored is None else scored.as_result()


TOWIE_GAME: Final = Game(
    "towie",
    "Towie",
    tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1)),
    TowieState,
    (
        Option("players", 4, "how many take part (3-7); three are active in a deal", bounds=(MIN_PLAYERS, MAX_PLAYERS)),
        Option(
            "rotation",
            ROTATIONS[0],
            "TO-d: declarer_steps_out, defeated_only or dealer_sits_out (the dealer sits out; TO-i)",
            ROTATIONS,
        ),
        Option(
            "active",
            "",
            "the three active players as letters clockwise from the dealer, or his left if he sits out ('dab'); empty: the rotation's first table",
        ),
        vulnerability_option(
            ascii_lowercase[:MAX_PLAYERS],
            "the players vulnerable on this deal: a set of players (A-G, any form), or none",
        ),
        Option("first_caller", FIRST_CALLERS[0], "TO-e: who calls first: dealer, or dealer_lho", FIRST_CALLERS),
        Option("playable", PLAYABLE[0], "TO-a: the trick value that must reach game: undoubled or doubled", PLAYABLE),
        Option(
            "vulnerable_doubled_later",
            400,
            "TO-b: each vulnerable doubled undertrick after the second (provisional 400)",
            bounds=(100, 1000),
        ),
        Option("honours", True, "TO-g: honours are scored (declarer's and dummy's to him, a defender's to both)"),
        Option(
            "goulash_limit",
            0,
            "TO-1/TO-2: 0, no limit (the goulash is repeated as often as needed); N: the deal is thrown in after N goulashes",
            bounds=(0, 1000),
        ),
    ),
    sheet_factory=towie_sheet,
    numbered_actions=bridge_actions,
)
"""One deal of Towie (``bridge-variants.md`` section 6)."""
