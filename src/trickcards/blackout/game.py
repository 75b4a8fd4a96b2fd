"""Blackout (Oh Hell) through the game protocol: the bids, the bid changes and the play of one deal.

:data:`BLACKOUT_GAME` deals one deal of ``cards`` cards to each of ``players`` players
(both are options) and turns up the next card for trump. Its actions:

* ``"bidding"`` -- a :class:`~trickcards.blackout.Bid` of 0 to k (its text is the number;
  a plain ``int`` is taken too), by the next bidder from the dealer's left; the dealer may
  not make the total equal k;
* :class:`Change` -- ``Change 3``: the latest bidder changes his bid, allowed until the
  next player has bid (BO-16). The dealer bids last, so his change stays open until the
  first card is led; after that no bid changes. Changes are listed among the legal
  actions next to those of :attr:`~trickcards.protocol.game.GameState.to_move`, who is the next
  bidder (or the first leader);
* ``"play"`` -- a :class:`~trickcards.Card`.

The players are numbered 0 to ``players - 1``; ``points`` are each player's score for
the deal under the chosen preset and method (section 9, Scoring). ``hands`` for
:meth:`~trickcards.protocol.game.Game.new` are the players' hands, then the rest of the pack with
the turn-up card first (left out when the hands hold all 52 cards: no trumps);
``players`` and ``cards`` must describe them.

>>> from trickcards.blackout import Bid
>>> from trickcards.blackout.game import BLACKOUT_GAME
>>> state = BLACKOUT_GAME.new(seed=5, players=4, cards=5, dealer=3)
>>> state.phase, state.to_move, [str(a) for a in state.legal_actions()]
('bidding', 0, ['0', '1', '2', '3', '4', '5'])
>>> state = state.apply(Bid(2))
>>> [str(a) for a in state.legal_actions()]
['0', '1', '2', '3', '4', '5', 'Change 0', 'Change 1', 'Change 3', 'Change 4', 'Change 5']
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Final

from attrs import field, frozen

from trickcards.blackout.bidding import BlackoutBidding
from trickcards.blackout.calls import BIDS, Bid, Call, bid
from trickcards.blackout.play import BlackoutPlay, PlayOptions
from trickcards.blackout.schedule import BlackoutDeal, Schedule
from trickcards.blackout.scoring import PRESETS, score, scoring_table
from trickcards.blackout.sheet import BlackoutScoreSheet
from trickcards.core import inputs
from trickcards.core.cards import Card
from trickcards.core.deck import Deck
from trickcards.core.errors import IllegalCallError, IllegalPlayError, ParseError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.protocol.actions import cards_in_index_order
from trickcards.protocol.bidding_then_play import BiddingPlayState
from trickcards.protocol.game import Game, Option, Start, read_hands
from trickcards.protocol.match import sheet_settings
from trickcards.protocol.results import DealResult

__all__ = ["BLACKOUT_GAME", "BlackoutAction", "BlackoutState", "Change"]

_RULE: Final = "section 9, Bidding"


@frozen
class Change:
    """The latest bidder's change of his bid to ``bid`` (BO-16): ``Change 3``.

    >>> str(Change(3)), Change.parse("change 3") == Change(Bid(3))
    ('Change 3', True)
    """

    bid: Bid = field(converter=bid)
    """The new bid (its number is taken too)."""

    @classmethod
    def parse(cls, text: str) -> Change:
        """Read ``Change 3``, in any case."""
        words = text.split() if isinstance(text, str) else []
        if len(words) == 2 and words[0].lower() == "change":
            return cls(Call.parse(words[1]))
        raise ParseError(f"{quote(text)} is not a bid change: expected 'Change N' ({_RULE})")

    def __str__(self) -> str:
        return f"Change {self.bid}"


_CHANGE_TEXTS: Final[dict[str, Change]] = {str(Change(bid)): Change(bid) for bid in BIDS}
"""Every bid change by its text (``str(change)``), read by lookup before the full parser."""

BlackoutAction = Bid | Change | Card
"""An action of a Blackout deal: a bid, a bid change or a card."""


class BlackoutState(BiddingPlayState[BlackoutAction, int, BlackoutBidding, BlackoutPlay]):
    """A state of one Blackout deal (section 9): the bids (and bid changes), then the play."""

    __slots__ = ("_changes_made", "_deal")

    _deal: BlackoutDeal
    _bidding: BlackoutBidding
    _changes_made: int

    game_name: ClassVar[str] = "blackout"
    action_types: ClassVar[tuple[type, ...]] = (Bid, Change, Card)

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """Deal ``cards`` cards to each of ``players`` from the dealer's left and turn up the next, or take the hands."""
        players, size = options.number("players"), options.number("cards")
        most = 52 // players
        if size > most:
            raise TrickcardsError(f"cards={size}: {players} players get 1 to {most} cards each (section 9, Deals)")
        first = 0 if dealer is None else inputs.player_number(dealer, players, "a dealer")
        if rng is not None:
            dealt = BlackoutDeal.deal(players, size, first, Deck.standard().shuffled(rng))
            cards: tuple[Hand | Deck, ...] = dealt.hands
            if dealt.turn_up is not None:
                cards = (*cards, Deck((dealt.turn_up, *dealt.rest)))
        else:
            cards = read_hands(hands, players, f"Blackout with players={players}", stock=True)
            sizes = {len(h) for h in cards[:players]}
            if sizes != {size}:
                raise TrickcardsError(f"hands of {sorted(sizes)} cards given: with cards={size} each hand holds {size}")
        return Start(cards, first, options.options)

    @classmethod
    def first(cls, start: Start) -> BlackoutState:
        """The first state: the dealer's left to bid."""
        players = start.number("players")
        hands = tuple(h for h in start.cards[:players] if isinstance(h, Hand))
        stock = start.cards[players] if len(start.cards) > players else Deck(())
        assert isinstance(stock, Deck)
        turn_up = stock[0] if len(stock) else None
        deal = BlackoutDeal(start.dealer, hands, turn_up, stock[1:] if len(stock) else stock)
        return cls._begin(start, _deal=deal, _bidding=BlackoutBidding.for_deal(deal), _play=None, _changes_made=0)

    @property
    def deal(self) -> BlackoutDeal:
        """The deal: the hands, the turn-up card and the rest of the pack."""
        return self._deal

    @property
    def players(self) -> tuple[int, ...]:
        """The player numbers, 0 to ``players - 1``."""
        return tuple(range(self._deal.players))

    def _changer(self) -> int | None:
        """Who may change his bid now: the latest bidder, the dealer until the first lead; else ``None``."""
        return self._bidding.last_bidder

    def _changes_left(self) -> bool:
        """False once the deal has made the bid changes its ``change_limit`` allows (0: no limit)."""
        limit = self._start.number("change_limit")
        return limit == 0 or self._changes_made < limit

    def _can_change(self, player: int, bid: Bid) -> bool:
        if self._play is None:
            return self._bidding.can_change(player, bid)
        return self._play.can_change(player, bid)

    def _changes(self) -> tuple[Change, ...]:
        changer = self._changer()
        if changer is None or not self._changes_left():
            return ()
        current = self._bidding.bids[-1]
        return tuple(
            Change(b) for b in BIDS[: self._bidding.tricks + 1] if b != current and self._can_change(changer, b)
        )

    def _other_actions(self) -> tuple[BlackoutAction, ...]:
        """The changes the latest bidder may make, listed after the bids or cards."""
        return self._changes()

    def _parse(self, text: str, phase: str) -> BlackoutAction:
        change = _CHANGE_TEXTS.get(text)  # the canonical texts are one lookup
        if change is not None:
            return change
        if text.split()[:1] and text.split(maxsplit=1)[0].lower() == "change":
            return Change.parse(text)
        return super()._parse(text, phase)

    def _parse_call(self, text: str) -> BlackoutAction:
        return Bid.parse(text)

    def _bidding_complete(self, bidding: BlackoutBidding) -> bool:
        return bidding.all_bid

    def _start_play(self, bidding: BlackoutBidding) -> BlackoutPlay:
        options = PlayOptions(must_trump_when_void=self._start.flag("must_trump_when_void"))
        return BlackoutPlay.start(self._deal, options, bidding=bidding)

    def _bidding_of(self, play: BlackoutPlay, bidding: BlackoutBidding) -> BlackoutBidding:
        assert play.bidding is not None  # the play holds the bidding, closed at the first lead
        return play.bidding

    def _card_during_bidding(self, card: Card) -> TrickcardsError:
        return IllegalPlayError(
            f"{quote(str(card))} cannot be played yet: player {self._bidding.next_player} is still to bid ({_RULE})",
            "bidding",
        )

    def _call_after_bidding(self, action: BlackoutAction) -> TrickcardsError:
        return IllegalCallError(f"no one may bid {quote(action)}: every player has bid ({_RULE})", "bidding-over")

    def _action(self, action: object) -> BlackoutAction:
        if isinstance(action, int) and not isinstance(action, bool):
            return bid(action)  # a bid may be given as its number
        return super()._action(action)  # type: ignore[arg-type]  # refused there unless an action

    def _verify(self, action: BlackoutAction) -> None:
        bidding = self._bidding
        if isinstance(action, Change):
            changer = self._changer()
            if changer is None:
                why = "no one has bid yet" if not bidding.bids else "the first card has been led"
                raise IllegalCallError(
                    f"{quote(str(action))} is too late or too early: {why}; a bid may be changed until the next "
                    f"player has bid, the dealer's until the first lead ({_RULE})",
                    "change-closed",
                )
            if not self._changes_left():
                raise IllegalCallError(
                    f"{quote(str(action))}: the deal has made its {self._start.number('change_limit')} bid changes "
                    "(the change_limit option)",
                    "change-limit",
                )
            if action.bid == bidding.bids[-1]:
                raise IllegalCallError(
                    f"{quote(str(action))}: {action.bid} is already player {changer}'s bid", "no-change"
                )
            if self._play is None:
                bidding.verify_change(changer, action.bid)
            else:
                self._play.verify_change(changer, action.bid)
        else:
            super()._verify(action)

    def _after(self, action: BlackoutAction) -> BlackoutState:
        if not isinstance(action, Change):
            return super()._after(action)
        play = self._play
        changer = self._changer()
        assert changer is not None
        made = self._changes_made + 1
        if play is None:
            return self._next(action, _bidding=self._bidding.change(changer, action.bid), _changes_made=made)
        play = play.change(changer, action.bid)
        return self._next(action, _bidding=self._bidding_of(play, self._bidding), _play=play, _changes_made=made)

    def _points(self) -> tuple[int, ...]:
        return self._result().points

    def _result(self) -> DealResult[tuple[Bid, ...], int]:
        start = self._start
        table = scoring_table(start.word("scoring"), start.number("method"))
        bids = tuple(b for b in self._bidding.by_player if b is not None)
        assert self._play is not None
        return score(bids, self._play.tricks_won, table).as_result()


def _sheet(game: Game[BlackoutState], options: dict[str, object], draw: random.Random | None) -> BlackoutScoreSheet:
    deal, _, dealer = sheet_settings(game, {k: v for k, v in options.items() if k != "deals"}, {})
    start = game.check_options(deal)
    players = start.number("players")
    if dealer is not None:
        first = inputs.player_number(dealer, players, "a first dealer")
    else:
        first = draw.randrange(players) if draw is not None else 0  # chosen by lot in a match
    deals = options.get("deals")
    schedule = Schedule(players, first_dealer=first) if deals is None else Schedule(players, deals, first)  # type: ignore[arg-type]  # Schedule checks it
    return BlackoutScoreSheet(schedule, scoring_table(start.word("scoring"), start.number("method")))


def _numbered_actions() -> tuple[Any, ...]:
    """The numbered actions: every bid, every change to a bid, then every card."""
    return (*BIDS, *(Change(b) for b in BIDS), *cards_in_index_order())


BLACKOUT_GAME: Final = Game(
    "blackout",
    "Blackout (Oh Hell)",
    (3, 4, 5, 6, 7),
    BlackoutState,
    (
        Option("players", 4, "the number of players (section 9)", bounds=(3, 7)),
        Option(
            "cards", 7, "k: the cards dealt to each player, the deal of the schedule (section 9, Deals)", bounds=(1, 17)
        ),
        Option("scoring", "hoyle", "BO-a: the scoring preset (points per trick 1, 5 or 10)", choices=tuple(PRESETS)),
        Option("method", 1, "BO-c: missed bids score 0 (method 1) or -p per missing trick (method 2)", bounds=(1, 2)),
        Option("must_trump_when_void", False, "BO-e: a player void in the suit led must trump when able"),
        Option(
            "change_limit",
            0,
            "BO-16 sets no limit to bid changes (0); a number caps the changes of a deal, so a search terminates",
            bounds=(0, 1000),
        ),
    ),
    sheet_factory=_sheet,
    numbered_actions=_numbered_actions,
)
"""One deal of Blackout."""
