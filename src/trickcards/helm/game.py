"""Helm through the game protocol (``bridge-variants.md`` section 4).

The deal runs in phases. ``auction``: 10 cards each (one at a time, non-dealer
first), round 1 (one call each, non-dealer first), 2 more cards each, round 2 (one
call each), 2 more, round 3 (alternately until a pass) — the cards arrive on their own
after each round. An auction with no bid ends the deal with no score; the same dealer
deals again (HE-m). ``declare``: the declarer announces the trump, the denomination of
his contract (``trump S``, ``trump NT``, ``trump Null``); the last 2 cards each are
then dealt. ``reserve``: the non-dealer, then the dealer, sets 3 of his 16 cards aside
face down, one ``reserve SA`` action per card. ``play``: ten tricks
(:mod:`trickcards.helm.play`), the non-declarer leading (HE-g).

Players are 0 (A) and 1 (B). ``points`` are the deal's ``helm`` score for declarer
(trick points, premiums, shortfall and both players' honours), its negative to the
other player; game and rubber bonuses are the sheet's (:class:`~trickcards.helm.HelmSheet`).
Every option of :class:`~trickcards.helm.HelmRules` is an option of the game, with
``vulnerability`` (the players who have won a game: a set of players, any form).

>>> from trickcards import find_game
>>> state = find_game("helm").new(seed=5, dealer=0)
>>> state.phase, state.to_move, [len(h) for h in state.hands]                    # HE-1
('auction', 1, [10, 10])
>>> state = state.apply("1C").apply("Pass")
>>> [len(h) for h in state.hands], state.auction.round
([12, 12], 2)
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Final

from attrs import evolve, fields

from trickcards.bridge.calls import Call
from trickcards.bridge.contract import NULL, Contract, Denomination, Strain, TwoPlayerContract
from trickcards.bridge.game import TWO_PLAYER_VULNERABILITY, first_to_play
from trickcards.bridge.two_player_sheet import to_player
from trickcards.core import inputs
from trickcards.core.cards import Card
from trickcards.core.deck import Deck
from trickcards.core.errors import IllegalCallError, IllegalPlayError, ParseError, TrickcardsError
from trickcards.core.frozen import Frozen
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.engine._sequenced_playout import _played_out
from trickcards.engine.sequenced_play import SequencedPlay
from trickcards.helm.auction import HelmAuction, parse_call
from trickcards.helm.deal import PACK, RESERVE_CARDS, HelmDeal
from trickcards.helm.play import HelmHoldings, _dealt_play
from trickcards.helm.rules import DENOMINATIONS, HelmRules
from trickcards.helm.scoring import HelmScore, honours, score
from trickcards.helm.sheet import helm_sheet
from trickcards.protocol.actions import cards_in_index_order
from trickcards.protocol.game import DealState, Game, Option, Start, play_at_random, read_hands
from trickcards.protocol.results import DealResult
from trickcards.protocol.vulnerable_players import vulnerable_set

__all__ = ["HELM_GAME", "Announce", "HelmAction", "HelmState", "SetAside", "rules_of"]

_WORDS: Final[dict[str, Denomination]] = {
    "C": Strain.CLUBS,
    "D": Strain.DIAMONDS,
    "H": Strain.HEARTS,
    "S": Strain.SPADES,
    "NT": Strain.NOTRUMP,
    "N": Strain.NOTRUMP,
    "NULL": NULL,
}
_CITE: Final = "bridge variants §4"


class Announce(Frozen):
    """The declarer's announcement of the trump before the last cards: ``trump S``, ``trump NT``, ``trump Null``.

    >>> str(Announce.parse("Trump nt")), Announce(NULL) == Announce.parse("trump null")
    ('trump NT', True)
    """

    __slots__ = ("denomination",)

    denomination: Denomination

    def __init__(self, denomination: Denomination) -> None:
        """Announce ``denomination``: a :class:`~trickcards.bridge.Strain` or :data:`~trickcards.bridge.NULL`."""
        if denomination not in DENOMINATIONS:
            raise ParseError(f"{quote(denomination)} is not a denomination: C, D, H, S, NT or Null")
        object.__setattr__(self, "denomination", denomination)

    @classmethod
    def parse(cls, text: str) -> Announce:
        """Read ``trump S`` (any case; ``trump NT``, ``trump Null``)."""
        if text.__class__ is str:  # the canonical texts are one lookup
            exact = _ANNOUNCE_TEXTS.get(text)
            if exact is not None:
                return exact
        words = text.split() if isinstance(text, str) else []
        if len(words) == 2 and words[0].lower() == "trump" and words[1].upper() in _WORDS:
            return cls(_WORDS[words[1].upper()])
        raise ParseError(f"{quote(text)} is not an announcement: expected 'trump C|D|H|S|NT|Null' ({_CITE})")

    def __str__(self) -> str:
        return f"trump {self.denomination}"

    def __repr__(self) -> str:
        return f"Announce.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Announce):
            return NotImplemented
        return self.denomination is other.denomination

    def __hash__(self) -> int:
        return hash((Announce, str(self.denomination)))

    def __reduce__(self) -> tuple[object, tuple[Denomination]]:
        return (Announce, (self.denomination,))


class SetAside(Frozen):
    """Setting one card aside into the reserve: ``reserve SA``.

    >>> str(SetAside.parse("Reserve ♠A"))
    'reserve SA'
    """

    __slots__ = ("card",)

    card: Card

    def __init__(self, card: Card) -> None:
        """Set ``card`` aside."""
        if not isinstance(card, Card):
            raise ParseError(f"{quote(card)} is not a card to set aside")
        object.__setattr__(self, "card", card)

    @classmethod
    def parse(cls, text: str) -> SetAside:
        """Read ``reserve SA`` (any case)."""
        if text.__class__ is str:  # the canonical texts are one lookup
            exact = _SET_ASIDE_TEXTS.get(text)
            if exact is not None:
                return exact
        words = text.split() if isinstance(text, str) else []
        if len(words) == 2 and words[0].lower() == "reserve":
            return cls(Card.parse(words[1]))
        raise ParseError(f"{quote(text)} is not a reserve action: expected 'reserve SA' ({_CITE})")

    def __str__(self) -> str:
        return f"reserve {self.card}"

    def __repr__(self) -> str:
        return f"SetAside.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SetAside):
            return NotImplemented
        return self.card is other.card

    def __hash__(self) -> int:
        return hash((SetAside, self.card))

    def __reduce__(self) -> tuple[object, tuple[Card]]:
        return (SetAside, (self.card,))


_ANNOUNCE_TEXTS: Final[dict[str, Announce]] = {str(Announce(d)): Announce(d) for d in DENOMINATIONS}
"""Every announcement by its text (``str(announce)``), read by lookup before the full parser."""
_SET_ASIDES: Final[dict[Card, SetAside]] = {card: SetAside(card) for card in PACK}
"""Every card set aside by its card: the reserve phase's legal actions, built once."""
_SET_ASIDE_TEXTS: Final[dict[str, SetAside]] = {str(action): action for action in _SET_ASIDES.values()}
"""Every card set aside by its text (``reserve SA``), read by lookup before the full parser."""


def _stage_of(auction: HelmAuction) -> int:
    """How many later packets the calls of ``auction`` have brought: one after each round of two calls, two at most."""
    return min(len(auction.calls) // 2, 2)


HelmAction = Call | Announce | SetAside | Card
"""An action of Helm: a call, the trump announcement, a card set aside, a card played."""


def rules_of(start: Start) -> HelmRules:
    """The :class:`~trickcards.helm.HelmRules` a deal's options name."""
    start = inputs.instance(start, Start, "a deal's start")
    values: dict[str, Any] = {f.name: start.option(f.name) for f in fields(HelmRules)}
    return HelmRules(**values)


class HelmState(DealState[HelmAction, int]):
    """A state of one deal of Helm (section 4)."""

    __slots__ = ("_announced", "_auction", "_deal", "_holdings", "_phase", "_play", "_reserves", "_rules")

    _deal: HelmDeal
    _holdings: tuple[Hand, Hand]  # the cards dealt at the stage reached, kept until the next packets
    _phase: str
    _rules: HelmRules
    _auction: HelmAuction
    _announced: bool
    _reserves: tuple[Hand, Hand]
    _play: SequencedPlay | None

    game_name: ClassVar[str] = "helm"
    action_types: ClassVar[tuple[type, ...]] = (Call, Announce, SetAside, Card)
    _phase_kept: ClassVar[bool] = True

    @classmethod
    def start_from(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> Start:
        """Shuffle and deal 10 cards each, leaving a stock of 12; or take the first 10 each and the stock."""
        if rng is not None:
            return cls._shuffled(rng, dealer, options)[0]
        who = 0 if dealer is None else to_player(dealer, "a dealer")
        cards = read_hands(hands, 2, cls.game_name, stock=True)
        if len(cards) == 2:  # no stock given: the other 12 cards in pack order
            held = {*cards[0], *cards[1]}
            cards = (*cards, Deck([c for c in PACK if c not in held]))
        return Start(cards, who, options.options)

    @classmethod
    def _shuffled(cls, rng: random.Random, dealer: object, options: Start) -> tuple[Start, HelmDeal]:
        """The start of a deal shuffled with ``rng``, and its :class:`HelmDeal` (made right by construction)."""
        deal = HelmDeal.shuffled(rng, 0 if dealer is None else to_player(dealer, "a dealer"))
        return Start((deal.first[0], deal.first[1], deal.stock), deal.dealer, options.options), deal

    @classmethod
    def _first_new(cls, rng: random.Random | None, hands: object, dealer: object, options: Start) -> HelmState:
        # A shuffled deal handed on as dealt, right by construction; given hands are checked by first().
        if rng is None:
            return super()._first_new(rng, hands, dealer, options)
        start, deal = cls._shuffled(rng, dealer, options)
        return cls._begin_deal(start, deal, rules_of(start))

    @classmethod
    def first(cls, start: Start) -> HelmState:
        """The first state: the first packets and the stock checked, the non-dealer to call."""
        if len(start.cards) != 3 or not isinstance(start.cards[2], Deck):
            raise TrickcardsError(f"{len(start.cards)} packets: Helm deals two hands of 10 and a stock of 12")
        a, b, stock = start.cards
        if not isinstance(a, Hand) or not isinstance(b, Hand) or not isinstance(stock, Deck):
            raise TrickcardsError(f"{quote([str(h) for h in start.cards])}: Helm deals two hands of 10 cards")
        rules = rules_of(start)
        return cls._begin_deal(start, HelmDeal((a, b), stock, start.dealer), rules)

    @classmethod
    def _begin_deal(cls, start: Start, deal: HelmDeal, rules: HelmRules) -> HelmState:
        """The first state of ``start``, whose cards make the checked ``deal``, played under ``rules``."""
        return cls._begin(
            start,
            _deal=deal,
            _rules=rules,
            _auction=HelmAuction(start.dealer, rules=rules),
            _holdings=deal.hands(0),
            _announced=False,
            _reserves=(Hand(), Hand()),
            _play=None,
        )

    # --- views ---------------------------------------------------------------------------

    @property
    def deal(self) -> HelmDeal:
        """The deal: the first packets and the stock."""
        return self._deal

    @property
    def rules(self) -> HelmRules:
        """The options of the deal."""
        return self._rules

    @property
    def auction(self) -> HelmAuction:
        """The auction so far."""
        return self._auction

    @property
    def contract(self) -> TwoPlayerContract | None:
        """The contract once the auction is over, declared by player A or B (``5NTXXA``)."""
        return self._auction.contract

    @property
    def declarer(self) -> int | None:
        """Who won the auction."""
        return self._auction.declarer

    @property
    def stage(self) -> int:
        """How many later packets have been dealt: 0 in round 1, 1 in round 2, 2 in round 3, 3 after the announcement."""
        return 3 if self._announced else _stage_of(self._auction)

    @property
    def holdings(self) -> tuple[Hand, Hand]:
        """Each player's cards dealt so far, reserve included (16 once all are dealt)."""
        return self._holdings

    @property
    def hands(self) -> tuple[Hand, Hand]:
        """The cards in each player's hand now: dealt cards less the reserve, less the cards played."""
        if self._play is not None:
            held = self._play.holdings
            assert isinstance(held, HelmHoldings)
            return (Hand.from_mask(held.hands[0]), Hand.from_mask(held.hands[1]))
        dealt = self.holdings
        return (dealt[0] - self._reserves[0], dealt[1] - self._reserves[1])

    @property
    def reserves(self) -> tuple[Hand, Hand]:
        """The cards each player has set aside (less those played from the reserve in tricks 8-10)."""
        if self._play is not None:
            held = self._play.holdings
            assert isinstance(held, HelmHoldings)
            return (Hand.from_mask(held.reserves[0]), Hand.from_mask(held.reserves[1]))
        return self._reserves

    @property
    def set_aside(self) -> tuple[Hand, Hand]:
        """The three cards each player set aside as his reserve (so far, in the ``reserve`` phase)."""
        return self._reserves

    @property
    def opening_leader(self) -> int | None:
        """The player who leads (or led) the first trick once the play has begun (HE-g), else ``None``."""
        return first_to_play(self) if self._play is not None else None

    @property
    def play(self) -> SequencedPlay | None:
        """The play of the ten tricks, once the reserves are set aside."""
        return self._play

    @property
    def phase(self) -> str:
        """``"auction"``, ``"declare"``, ``"reserve"``, ``"play"`` or ``"over"``."""
        return self._phase

    def _find_phase(self) -> str:
        if not self._auction.is_complete:
            return "auction"
        if self._auction.is_passed_out:
            return "over"
        if not self._announced:
            return "declare"
        if self._play is None:
            return "reserve"
        return "over" if self._play.is_complete else "play"

    @property
    def players(self) -> tuple[int, ...]:
        """A and B: 0 and 1."""
        return (0, 1)

    def _setting_aside(self) -> int:
        first = 1 - self._deal.dealer
        return first if len(self._reserves[first]) < RESERVE_CARDS else 1 - first

    @property
    def to_move(self) -> int | None:
        """Who calls, announces, sets a card aside or plays next."""
        phase = self.phase
        if phase == "auction":
            return self._auction.next_player
        if phase == "declare":
            return self._auction.declarer
        if phase == "reserve":
            return self._setting_aside()
        if phase == "play":
            assert self._play is not None
            return self._play.next_player
        return None

    def _announcement(self) -> Announce:
        contract = self._auction.contract
        assert contract is not None
        return Announce(contract.strain)

    def _random_play(self, rng: random.Random) -> HelmState | None:
        # The sequenced play in one step by the kernel, else card by card below the protocol
        # (its actions are the legal cards): the same cards either way.
        play = self._play
        if play is None or play.is_complete:
            return None
        done = _played_out(play, rng)
        if done is None:
            last, cards = play_at_random(play, rng)
            return self._next_many(cards, _play=last)
        return self._next_many(done.played[len(play.played) :], _play=done)

    def legal_actions(self) -> tuple[HelmAction, ...]:
        """The legal calls; the one announcement; a card to set aside; or the legal cards."""
        phase = self.phase
        if phase == "auction":
            return self._auction.legal_calls()
        if phase == "declare":
            return (self._announcement(),)
        if phase == "reserve":
            player = self._setting_aside()
            return tuple([_SET_ASIDES[c] for c in self._holdings[player] - self._reserves[player]])
        if phase == "play":
            assert self._play is not None
            return tuple(self._play.legal_cards())
        return ()

    def _parse(self, text: str, phase: str) -> HelmAction:
        if phase == "auction":
            return parse_call(text)
        if phase == "declare":
            return Announce.parse(text)
        if phase == "reserve":
            return SetAside.parse(text)
        return Card.parse(text)

    def _verify(self, action: HelmAction) -> None:
        phase = self.phase
        if phase == "auction":
            if not isinstance(action, Call):
                raise IllegalCallError(f"{str(action)!r} is not a call, but the auction is on ({_CITE})", "auction")
            self._auction.verify_add(action)
            return
        if phase == "declare":
            expected = self._announcement()
            if action != expected:
                raise IllegalPlayError(
                    f"{str(action)!r}: the declarer announces the trump of his contract, {str(expected)!r} ({_CITE})",
                    "announce",
                )
            return
        if phase == "reserve":
            player = self._setting_aside()
            if not isinstance(action, SetAside):
                raise IllegalPlayError(
                    f"{str(action)!r}: player {'AB'[player]} sets 3 cards aside first, 'reserve SA' ({_CITE})",
                    "reserve",
                )
            if action.card not in self.holdings[player] or action.card in self._reserves[player]:
                raise IllegalPlayError(
                    f"player {'AB'[player]} may not set {str(action.card)!r} aside: not among his 16 cards, or "
                    f"already set aside ({_CITE})",
                    "not-held",
                )
            return
        if not isinstance(action, Card):
            raise IllegalPlayError(f"{str(action)!r} is not a card, but the play is on ({_CITE})", "play")
        assert self._play is not None
        self._play.verify_play(action)

    def _after(self, action: HelmAction) -> HelmState:
        if isinstance(action, Call):
            auction = self._auction.add(action)
            stage = _stage_of(auction)
            if stage == _stage_of(self._auction):  # no new packets: the holdings stay
                return self._next(action, _auction=auction)
            return self._next(action, _auction=auction, _holdings=self._deal.hands(stage))
        if isinstance(action, Announce):
            return self._next(action, _announced=True, _holdings=self._deal.hands(3))
        if isinstance(action, SetAside):
            player = self._setting_aside()
            added = self._reserves[player].add(action.card)
            reserves = (added, self._reserves[1]) if player == 0 else (self._reserves[0], added)
            if min(len(r) for r in reserves) < RESERVE_CARDS:
                return self._next(action, _reserves=reserves)
            # The dealt cards less the reserves set aside from them: checked cards, played unchecked.
            dealt = self.holdings
            masks = (reserves[0].mask, reserves[1].mask)
            hands = (dealt[0].mask & ~masks[0], dealt[1].mask & ~masks[1])
            declarer = self._auction.declarer
            assert declarer is not None
            leader = declarer if self._rules.declarer_leads else 1 - declarer
            contract = self._auction.contract
            assert contract is not None
            return self._next(action, _reserves=reserves, _play=_dealt_play(hands, masks, contract.strain, leader))
        assert self._play is not None
        return self._next(action, _play=self._play.play(action))

    # --- the result ----------------------------------------------------------------------

    def honours_points(self) -> int:
        """The honours of the deal once the trump is known, signed for declarer (HE-h: over 16 cards or the hand)."""
        contract = self._auction.contract
        declarer = self._auction.declarer
        if contract is None or declarer is None or not self._announced:
            return 0
        if self._rules.honours_over == "all":
            counted = self._deal.hands(3)
        else:
            dealt = self._deal.hands(3)
            counted = (dealt[0] - self._reserves[0], dealt[1] - self._reserves[1])
        mine = honours(contract.strain, counted[declarer])
        theirs = honours(contract.strain, counted[1 - declarer])
        return mine - theirs

    def scored(self) -> HelmScore | None:
        """The deal's ``helm`` score for declarer, component by component, once the play is over, else ``None``."""
        play = self._play
        declarer = self._auction.declarer
        contract = self._auction.contract
        if play is None or not play.is_complete or declarer is None or contract is None:
            return None
        vulnerable = declarer in vulnerable_set(self._start.word("vulnerability"), "ab")
        tricks = play.tricks_won[declarer]
        return score(contract, tricks, vulnerable, self.honours_points(), self._rules)

    def declarer_score(self) -> int | None:
        """The deal's ``helm`` score for declarer once the play is over, else ``None``."""
        scored = self.scored()
        return None if scored is None else scored.total

    def _result(self) -> DealResult[Contract, int]:
        """The deal's result: the score's entries (declarer's, then the opponent's) spread over A and B."""
        scored = self.scored()
        declarer = self._auction.declarer
        if scored is None or declarer is None:
            return DealResult(None, None, (0, 0), {}, (0, 0), "no bid")
        c, name = scored.contract, "AB"[declarer]
        summary = (
            f"{c.level}{c.strain}{c.doubling} by {name}, {scored.declarer_tricks} tricks: {name} {scored.total:+d}"
        )
        spread = scored.as_result().for_players([0 if player == declarer else 1 for player in range(2)])
        return evolve(spread, declarer=declarer, summary=summary)

    def _points(self) -> tuple[int, ...]:
        entry = self.declarer_score()
        declarer = self._auction.declarer
        if entry is None or declarer is None:
            return (0, 0)
        return tuple(entry if player == declarer else -entry for player in range(2))


def _options() -> tuple[Option, ...]:
    docs = {
        "helm_ignores_rank": "HE-k: a helm declaration (level 4 or 5) need not outrank the current bid",
        "null_above_notrump": "HE-b: Null outranks NT at equal point value (default: NT above Null)",
        "limit_against": "HE-l: the 5-point limit of rounds 1-2 is measured against the current bid or the opponent's",
        "shortfall": "HE-d: a defeated contract's penalty counts undertricks in points (x per-trick value) or tricks",
        "overtricks_multiplied": "HE-e: overtricks are doubled and redoubled like trick points",
        "doubled_trick_points": "HE-f: trick points below the line are x2 doubled, x4 redoubled",
        "declarer_leads": "HE-g: the declarer leads the first trick (default: the non-declarer)",
        "honours_over": "HE-h: honours are counted over all 16 cards or over the 13-card hand",
        "helm_premium_when_defeated": "HE-i: the helm premiums are paid on a defeated contract too",
        "same_dealer_redeals": "HE-m: after an auction with no bid the same dealer deals again (the sheet's)",
        "game_draws_line": "HE-n: a game ends both players' part-scores (the sheet's)",
    }
    choices = {
        "limit_against": ("current", "opponent"),
        "shortfall": ("points", "tricks"),
        "honours_over": ("all", "hand"),
    }
    found = []
    for f in fields(HelmRules):
        default = f.default
        assert isinstance(default, bool | str)  # every rule has a default, a flag or a choice
        found.append(Option(f.name, default, docs[f.name], choices.get(f.name, ())))
    return (TWO_PLAYER_VULNERABILITY, *found)


def _numbered_actions() -> tuple[Any, ...]:
    """The numbered actions: pass, double, redouble, every Helm bid, every announcement, each card set aside, every card."""
    from trickcards.bridge.calls import DOUBLE, PASS, REDOUBLE  # noqa: PLC0415  # the tables are built on first use
    from trickcards.helm.rules import DENOMINATIONS, HELM_BIDS  # noqa: PLC0415

    cards = cards_in_index_order("piquet")
    return (
        PASS,
        DOUBLE,
        REDOUBLE,
        *HELM_BIDS,
        *(Announce(d) for d in DENOMINATIONS),
        *(SetAside(c) for c in cards),
        *cards,
    )


HELM_GAME: Final = Game(
    "helm", "Helm", (2,), HelmState, _options(), sheet_factory=helm_sheet, numbered_actions=_numbered_actions
)
"""One deal of Helm (``bridge-variants.md`` section 4); a deal with no bid is dealt again by the same dealer."""
