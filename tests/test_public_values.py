"""Public constants are read-only; every public value pickles, deep-copies, and has a one-line repr that reads back where it can.

The constants are found by walking every module's ``__all__``; the values are those a
game reaches in a few real steps, with every value they hold, and every public class
must be among them.
"""

import copy
import enum
import importlib
import inspect
import pickle
import pkgutil
import random
from collections.abc import Iterator, Mapping
from pathlib import Path
from types import MappingProxyType, ModuleType
from typing import Any

import attrs
import pytest
from attrs.exceptions import FrozenInstanceError

import trickcards
from trickcards import (
    PACKS,
    Card,
    ColonFollow,
    ColonLeadBar,
    Deck,
    FollowSuitOrTrump,
    Hand,
    HeadTheTrick,
    NoTrumpLead,
    Players,
    Seat,
    Suit,
    Trick,
    TrickPlay,
    TrickRules,
)
from trickcards.analysis.hidden_deal import HiddenDeal
from trickcards.blackout import BlackoutBidding, BlackoutPlay, BlackoutScoreSheet, Schedule, settle
from trickcards.blackout.game import Change
from trickcards.blackout.sheet_text import read_sheet as blackout_sheet_file
from trickcards.brandeln import Auction as BrandelnAuction
from trickcards.brandeln import BrandelnDeal, BrandelnPlay, BrandelnScoreSheet, lottery_score
from trickcards.brandeln.game import Trumps
from trickcards.brandeln.play import HeadWhenFollowing
from trickcards.bridge import (
    TABLES,
    Auction,
    ChicagoScoreSheet,
    Contract,
    Deal,
    Honours,
    Play,
    RubberScoreSheet,
    TwoPlayerContract,
    events,
    score,
)
from trickcards.bridge.dds import DDTable, DDTricks, Par, ParContract
from trickcards.bridge.dealer import Dealer, boards
from trickcards.bridge.dealer_constraints import hcp, length
from trickcards.bridge.events import read_event
from trickcards.bridge.events.ranking import Tally
from trickcards.bridge.simulation import contract_stats
from trickcards.bridge.two_player_sheet import TwoPlayerSheet
from trickcards.bridgette import Auction as BridgetteAuction
from trickcards.bridgette import (
    BridgetteContract,
    BridgettePlay,
    BridgetteScoreSheet,
    Exchange,
    Player,
    draw_for_dealer,
)
from trickcards.bridgette import Call as BridgetteCall
from trickcards.chinese_bridge import ChineseDeal, ChinesePlay
from trickcards.cli import brandeln as brandeln_commands
from trickcards.cli.play import read_transcript
from trickcards.cli.records import validate_file
from trickcards.cli.sheets import Argument, OneOf
from trickcards.core.frozen import FrozenMapping
from trickcards.core.reprs import REPR_LIMIT
from trickcards.cutthroat import Answer, CutthroatSheet, DoublingRound
from trickcards.cutthroat import score as cutthroat_score
from trickcards.engine.sequenced_play import OpenHands, SequencedPlay
from trickcards.helm import HelmAuction, HelmDeal, HelmRules, HelmSheet
from trickcards.helm import score as helm_score
from trickcards.helm.play import HelmHoldings
from trickcards.lin import read_lin
from trickcards.partnership_blackout import (
    PartnershipBlackoutPlay,
    PartnershipBlackoutScoreSheet,
    PartnershipCallRound,
    TeamContract,
)
from trickcards.partnership_blackout import deal as blackout_deal
from trickcards.pbn import read_pbn
from trickcards.pictures import state_view
from trickcards.protocol.column_sheet import ColumnEntry
from trickcards.protocol.game import find_game, games
from trickcards.protocol.ledger import Ledger
from trickcards.records.problems import RecordProblem
from trickcards.records.results import compare_tables
from trickcards.records.syntax import SyntaxProblem, raw_games
from trickcards.three_handed import ThreeHandedSheet
from trickcards.towie import HonoursHolder, TowieDeal, TowieSheet
from trickcards.trio import Settlement, TrioSheet
from trickcards.two_player_null import TwoPlayerNullSheet

RECORDS = Path(__file__).parent / "data" / "records"


def _modules() -> list[ModuleType]:
    return [trickcards] + [
        importlib.import_module(info.name) for info in pkgutil.walk_packages(trickcards.__path__, "trickcards.")
    ]


def _public() -> Iterator[tuple[str, object]]:
    for module in _modules():
        for name in getattr(module, "__all__", ()):
            yield f"{module.__name__}.{name}", getattr(module, name)


# --- read-only constants ---------------------------------------------------------------------

_IMMUTABLE_LEAVES = (str, bytes, int, float, complex, bool, type(None), enum.Enum, range)


def _mutable_parts(value: object, where: str, seen: set[int]) -> Iterator[str]:
    """Where in ``value`` something can be changed in place."""
    if id(value) in seen or isinstance(value, _IMMUTABLE_LEAVES) or inspect.isclass(value) or callable(value):
        return  # a class or function held as a setting (a game's state type, a hook) is not a container
    seen.add(id(value))
    if isinstance(value, list | dict | set | bytearray):
        yield f"{where} is a {type(value).__name__}"
    elif isinstance(value, tuple | frozenset):
        for index, item in enumerate(value):
            yield from _mutable_parts(item, f"{where}[{index}]", seen)
    elif isinstance(value, FrozenMapping | MappingProxyType):
        for key, item in value.items():
            yield from _mutable_parts(item, f"{where}[{key!r}]", seen)
    elif attrs.has(kind := type(value)):
        for field in attrs.fields(kind):
            if field.name.startswith("_"):
                continue  # a private cache or derived value: no caller reaches it
            item = getattr(value, field.name)
            try:
                setattr(value, field.name, item)  # the same value: nothing changes if it is allowed
            except FrozenInstanceError:
                pass
            else:
                yield f"{where}.{field.name} can be assigned"
            yield from _mutable_parts(item, f"{where}.{field.name}", seen)
    elif isinstance(value, trickcards.core.frozen.Frozen):
        return  # hand-written immutable values: assignment raises (checked in test_values)
    else:
        yield f"{where} is a {type(value).__name__}, not known to be immutable"


def _constants() -> list[tuple[str, object]]:
    return [
        (name, value)
        for name, value in _public()
        if not (inspect.isclass(value) or inspect.isroutine(value) or inspect.ismodule(value))
        and not name.endswith(".__version__")
        and type(value).__module__ not in ("types", "typing")  # type aliases (a UnionType) and TypeVars
    ]


def test_the_walk_finds_the_public_tables() -> None:
    names = {name for name, _ in _constants()}
    assert {"trickcards.PACKS", "trickcards.bridge.BRIDGE_RULES", "trickcards.bridgette.DEALER_DRAWS"} <= names


@pytest.mark.parametrize(("name", "value"), _constants(), ids=[name for name, _ in _constants()])
def test_public_constant_is_read_only(name: str, value: object) -> None:
    assert list(_mutable_parts(value, name, set())) == []


def test_a_caller_cannot_change_the_named_packs() -> None:
    with pytest.raises(TypeError):
        PACKS["standard"] = Deck.piquet()  # type: ignore[index]
    assert len(Deck.standard()) == 52


# --- pickle and deepcopy -----------------------------------------------------------------------


_HEAD = '[Event "Cup"]\n[HomeTeam "A"]\n[VisitTeam "B"]\n[Board "1"]\n[Vulnerable "None"]\n'
_ROOMS = (
    _HEAD
    + '[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n[ScoreIMP "NS 8 EW -8"]\n\n'
    + _HEAD
    + '[Contract "3S"]\n[Declarer "E"]\n[Result "7"]\n'
)


def _dealer_values() -> list[object]:
    """The dealer's, double-dummy and simulation values (built by hand: no DDS needed)."""
    table = DDTable([[10, 2, 10, 2], [10, 3, 10, 3], [10, 3, 10, 3], [9, 4, 9, 4], [10, 3, 10, 3]])
    return [
        Dealer("hcp(N) in 15..17 and balanced(N) or not shape(S, 5xxx)", predeal={"W": "AK..."}),
        next(boards(1, seed=1)),
        (hcp("N") + length("S", "spades") - 3) >= 10,
        hcp("N"),
        table,
        Par(430, [ParContract(Contract.parse("3NTN"), 10)]),
        DDTricks(Seat.WEST, 3, {Card.parse("S4"): 3, Card.parse("HA"): 2}, 10),
        contract_stats([table, table], "4SN"),
    ]


def _helm_values() -> list[object]:
    sheet = HelmSheet().record("2NTA", 7, honours=(0, 30)).record_passed_out()
    hands = (Hand.parse("AKQJT98.7.AKT.A7"), Hand.parse("7.AKQJT98.QJ.KQ8"))
    reserves = (Hand.parse("..987."), Hand.parse("...JT9"))
    return [
        HelmHoldings.of(hands, reserves),
        HelmAuction(0).add("1C").add("X"),
        HelmDeal.shuffled(3, dealer=1),
        HelmRules(helm_ignores_rank=True),
        helm_score("4SXA", 9, vulnerable=True),
        sheet,
        sheet.entries,
        sheet.deals,
    ]


def _event_values() -> list[object]:
    """An event of each kind scored by each method, with what reading a score table gives."""
    deal = Deal.random(3)
    pairs = events.Event(
        boards=[events.Board.numbered(1, deal)],
        results=[
            events.Result(1, "1", "2", contract=Contract.parse("4SN"), tricks=10),
            events.Result(1, "3", "4", score_ns=-50),
            events.Result(1, "5", "6", artificial="A+/A-"),
        ],
        participants=[events.Participant("1", "Ann - Bo", "Club")] + [events.Participant(str(i)) for i in range(2, 7)],
    )
    teams = events.Event(
        results=[events.Result(1, "A", "B", score_ns=420), events.Result(1, "B", "A", score_ns=-50)],
        matches=[events.Match(2, "A", "B", 12, 3, 1, ((1, 12, 3),))],
    )
    scored = [pairs.score(method) for method in ("matchpoints", "cross-imps", "butler")]
    scored.append(teams.score(events.Teams(boards=8)))
    tables = events.read_tables('[Board "1"]\n[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Score_NS\\6R"]\n 1  2 "420"\n')
    return [pairs, teams, *scored, scored[0].card("1"), tables, Tally(1.0, 2.0, 1)]


def _seeds() -> list[object]:
    """Values from a few real steps of every game, and the public constants."""
    hands = Deal.random(5).hands
    trick_play = TrickPlay.start(TrickRules(trump=Suit.HEARTS), hands, leader=Seat.WEST)
    bridge_play = Play(deal=Deal.random(5), contract=Contract.parse("3NTS"))
    bridge_play = bridge_play.play(max(bridge_play.legal_cards()))
    rubber = RubberScoreSheet().record(Contract.parse("4SN"), 10, Honours.parse("NS:100")).record(None).finish()
    chicago = ChicagoScoreSheet().record(Contract.parse("2HE"), 8)
    pbn = read_pbn((RECORDS / "eyc-1998-junior-teams.pbn").read_text(encoding="utf-8"))[0]
    lin = read_lin((RECORDS / "online-board.lin").read_text(encoding="utf-8"))[0]

    b_hands = Deck.bridgette().shuffled(6).deal(2, hand_size=13).hands
    b_play = BridgettePlay.start(b_hands, BridgetteContract.parse("2SA"))
    b_play = b_play.play(min(b_play.legal_cards()))
    exchange = Exchange.deal(Deck.bridgette().shuffled(5), dealer=Player.A).draw(Player.B)
    b_auction = BridgetteAuction(Player.A, b_hands).add("1S").add("X")
    b_sheet = BridgetteScoreSheet(Player.A).record(Player.B, "3NT", 9).record_cancelled()

    r_deal = BrandelnDeal.deal(rng=1)
    r_auction = BrandelnAuction.parse("Brandeln Four Hold Five Pass Pass Six Hold Pass")
    r_play = BrandelnPlay.start(r_deal.hands, r_auction.declare(Suit.HEARTS))
    r_play = r_play.play(min(r_play.legal_cards()))
    r_sheet = BrandelnScoreSheet(10).record(1, "Six", 6).record_lottery((3, 2, 2, 0))

    p_play = PartnershipBlackoutPlay.start(blackout_deal(Seat.WEST, 3), Seat.WEST)
    p_play = p_play.play(min(p_play.legal_cards()))
    p_round = PartnershipCallRound(Seat.WEST).add("3").add("Board").add("Nil")
    p_sheet = PartnershipBlackoutScoreSheet(Seat.WEST).record_points(11, -10).record("Board", "Nil W", (13, 0, 0, 0))

    s_play = SequencedPlay.start(TrickRules(), OpenHands.of(["AK.-.-.-", "32.-.-.-"]), 1, [(0, 1, 0, 1)])
    s_play = s_play.play("S3").play("SA").play("S2").play("SK")

    c_play = ChinesePlay.start(ChineseDeal.random(3, dealer=1), "2HXE")
    c_play = c_play.play(min(c_play.legal_cards()))

    k_play = BlackoutPlay.start(Schedule(4, first_dealer=2).deal(3, 7))
    k_play = k_play.play(min(k_play.legal_cards()))
    k_file = blackout_sheet_file("players 3\ndeals 2\n1 0 1 / 0 0 1\n0 0 1 / 1 0 1\n")
    k_sheet = BlackoutScoreSheet(Schedule(3, deals=2)).record((1, 0, 1), (0, 0, 1))

    trio_sheet = TrioSheet(("Ann", "Bob", "Cy")).record("4SN", 10).record(None).record("4SN", 10).record("2HE", 8)
    c_sheet = CutthroatSheet().record("4SXN", 10, "S", True, ("E", 100), "W")
    t_sheet = TowieSheet(players=5).record("4SXA", 7, (HonoursHolder.DEFENDERS, 100)).record_thrown_in()

    null_sheet = TwoPlayerNullSheet().record("3NullA", 4).record(None)
    rubber_match = find_game("rubber").match(seed=1).apply("1NT").apply("Pass").apply("Pass").apply("Pass")
    duplicate_sheet = find_game("duplicate").sheet()
    passed = find_game("rubber").new(seed=2).apply("Pass").apply("Pass").apply("Pass").apply("Pass")

    made = [
        null_sheet,
        rubber_match,
        duplicate_sheet,
        passed.result,
        ColumnEntry(0, 120, True, "trick points", 1),
        t_sheet,
        t_sheet.entries,
        t_sheet.table_now,
        t_sheet.score_of(1),
        TowieDeal.random(3),
        Card.parse("HT"),
        Hand.parse("AKQ2.K52.J43.A76"),
        Deck.standard().deal(4, hand_size=13),
        Trick.parse("N: S5 SK H2 SA"),
        state_view(trickcards.find_game("bridgette").new(seed=7)),
        Players(4),
        trick_play.play(min(trick_play.legal_cards())),
        Auction(dealer=Seat.EAST).add("1S").add("X").add("XX"),
        Contract.parse("4SXN"),
        TwoPlayerContract.parse("5NTXXB"),
        brandeln_commands.COMMANDS[0],
        OneOf((Argument("--a", "a", {"action": "store_true"}), Argument("--b", "b")), required=True),
        bridge_play,
        score(Contract.parse("4SXN"), 10, vulnerable=True),
        rubber,
        rubber.entries,
        chicago,
        chicago.entries,
        pbn,
        lin,
        b_play,
        exchange,
        draw_for_dealer(Deck.parse("RC 9H KD 2S")),
        b_auction,
        BridgetteCall.parse("Pass"),
        BridgetteCall.parse("XX"),
        b_sheet,
        b_sheet.entries,
        r_deal,
        r_play,
        r_auction,
        r_auction.declare(Suit.HEARTS),
        HeadWhenFollowing(),
        Trumps(Suit.SPADES),
        Change(3),
        raw_games((RECORDS / "comments.pbn").read_text(encoding="utf-8")),
        SyntaxProblem(1, 1, "a tag is not closed", "pbn-tag-unclosed", "[Event"),
        read_transcript("game: duplicate\nseed: 1\n# auction\n1NT\nPass\n"),
        RecordProblem(line=14, tag="Deal", message="SA is held by North and East", rule="section 3.2"),
        compare_tables(read_pbn(_ROOMS)),
        validate_file(str(RECORDS / "comments.pbn")),
        lottery_score((3, 2, 2, 0)),
        r_sheet,
        r_sheet.entries,
        p_play,
        p_round,
        TeamContract.parse("EW Nil E"),
        p_sheet,
        p_sheet.entries,
        BlackoutBidding.parse("4 players, k=5, dealer 3: 2 1 0"),
        s_play,
        s_play.holdings,
        s_play.history[0],
        c_play,
        c_play.deal,
        c_play.holdings,
        c_play.holdings.piles[0][0],
        k_play,
        k_file,
        k_sheet,
        k_sheet.entries,
        settle((50, 30, 20)),
        trio_sheet,
        Settlement(-700),
        c_sheet,
        c_sheet.entries,
        c_sheet.deals,
        cutthroat_score("3NTE", 8, dummy="W", accepted=False),
        DoublingRound(Seat.EAST, accepted=True).call("X").call("XX"),
        Answer.REFUSE,
        Ledger.of(TABLES),
        Schedule(4, first_dealer=2).deal(3, 7),
        TrickRules(trump=Suit.CLUBS, lead=NoTrumpLead(until_broken=True), follow=HeadTheTrick(FollowSuitOrTrump())),
        TrickRules(lead=ColonLeadBar(), follow=ColonFollow()),
        *_helm_values(),
        *_dealer_values(),
        *_event_values(),
    ]
    rng = random.Random(7)
    for game in games():  # the states and actions of one random deal through the game protocol
        state = game.new(seed=7)
        made += [state, state.start]
        for _ in range(400):  # a bound: some games let a bid be changed again and again
            if state.is_over:
                break
            action = rng.choice(state.legal_actions())
            state = state.apply(action)
            made += [action, state] if len(state.history) % 8 == 0 or state.is_over else [action]
    members = [
        member for _, value in _public() if inspect.isclass(value) and issubclass(value, enum.Enum) for member in value
    ]
    return made + members + [value for _, value in _public() if not inspect.isclass(value)]


def _reachable(value: object, found: dict[int, object]) -> None:
    """``value`` and every public value it holds (attrs fields, slots, items)."""
    if id(value) in found or type(value) in (str, bytes, int, float, bool, type(None)) or inspect.isroutine(value):
        return
    if inspect.isclass(value) or inspect.ismodule(value) or type(value).__module__ in ("types", "typing"):
        return
    found[id(value)] = value
    items: list[object] = []
    if isinstance(value, tuple | frozenset | list):
        items = list(value)
    elif isinstance(value, Mapping):
        items = [*value.keys(), *value.values()]
    elif attrs.has(kind := type(value)):
        items = [getattr(value, f.name) for f in attrs.fields(kind) if not f.name.startswith("_")]
    else:
        for klass in type(value).__mro__:
            for slot in getattr(klass, "__slots__", ()):
                if not slot.startswith("_") and hasattr(value, slot):
                    items.append(getattr(value, slot))
    for item in items:
        _reachable(item, found)


def _values() -> list[object]:
    found: dict[int, object] = {}
    seen = games()[0].new(seed=1).observation(0)
    for seed in (*_seeds(), seen, HiddenDeal(0b1111, (2, 2), (0b11, 0)), *games()[0].observation_layout()[:2]):
        _reachable(seed, found)
    return list(found.values())


# Bases and protocols: no value has exactly these types.
_ABSTRACT = {
    "trickcards.core.frozen.Frozen",
    "trickcards.core.frozen.Interned",
    "trickcards.engine.game_play.GamePlay",
    "trickcards.protocol.ledger.LedgerBacked",
    "trickcards.engine.trick_rules.LeadRule",
    "trickcards.engine.trick_rules.FollowRule",
    "trickcards.engine.sequenced_play.Holdings",
    "trickcards.bridge.scoring.HasHands",
    "trickcards.protocol.game.GameState",
    "trickcards.protocol.game.DealState",
    "trickcards.protocol.results.ScoredDeal",
    "trickcards.bridge.game.BridgeState",
    "trickcards.bridge.game.BridgeTableState",
    "trickcards.bridge.game.AuctionPlayState",
    "trickcards.bridge.game.ContractPlay",
    "trickcards.bridge.game.TwoPlayerTableState",
    "trickcards.bridgette.calls.Call",
    "trickcards.brandeln.calls.Call",
    "trickcards.partnership_blackout.calls.Call",
    "trickcards.cli.sheets.RenderedSheet",
    "trickcards.analysis.observation.Viewer",
    "trickcards.analysis.observation.Model",
    "trickcards.analysis.table_observing.TableViewer",
    "trickcards.analysis.goulash_observing.GoulashViewer",
    "trickcards.protocol.column_sheet.ColumnSheet",
    "trickcards.protocol.bidding_then_play.BiddingPlayState",
    "trickcards.protocol.bidding_then_play.RoundPlay",
    "trickcards.protocol.results.DealSheet",
    "trickcards.protocol.results.ScoreSheet",
    "trickcards.bridge.dealer_constraints.Constraint",
}


# Types that came with the three- and two-handed games and the table play, still to be
# given a value here; every other public type must have one.
_NOT_YET_SAMPLED = {
    "trickcards.blackout.calls.Call",
    "trickcards.bridge.play.TablePlay",
    "trickcards.three_handed.deal.ThreeHandedDeal",
    "trickcards.three_handed.scoring.ThreeHandedScore",
    "trickcards.three_handed.sheet.Recorded",
    "trickcards.three_handed.sheet.SheetEntry",
    "trickcards.three_handed.sheet.ThreeHandedSheet",
    "trickcards.bridge.two_player_sheet.TwoPlayerSheet",
}


# Mutable, opt-in objects that are no values (compared by identity): their pickles and
# copies are checked where they are tested (the Playout in test_fast_paths).
_NOT_VALUES = {"trickcards.engine.playout.Playout"}


def test_every_public_type_has_a_value_here() -> None:
    classes = {
        value
        for _, value in _public()
        if inspect.isclass(value)
        and not issubclass(value, BaseException)
        and f"{value.__module__}.{value.__qualname__}" not in _ABSTRACT | _NOT_VALUES
    }
    have = {type(value) for value in _values()}
    missing = {f"{c.__module__}.{c.__qualname__}" for c in classes - have}
    assert sorted(missing - _NOT_YET_SAMPLED) == []


def _label(value: object) -> str:
    return f"{type(value).__module__}.{type(value).__qualname__}"


VALUES = _values()


@pytest.mark.parametrize("value", VALUES, ids=[f"{_label(v)}-{i}" for i, v in enumerate(VALUES)])
def test_value_pickles_under_every_protocol_and_deep_copies(value: object) -> None:
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(value, protocol)) == value, protocol
    assert copy.deepcopy(value) == value
    assert copy.copy(value) == value


# --- no field named like a method of its family -------------------------------------------------

# A mixin that every value class shares: being frozen makes no family.
_NO_FAMILY = {"trickcards.core.frozen.Frozen"}


def _qualified(kind: type) -> str:
    return f"{kind.__module__}.{kind.__qualname__}"


def _fields_and_methods(kind: type) -> tuple[set[str], set[str]]:
    """The public names ``kind`` holds as data (attrs fields, properties) and as methods."""
    fields = (
        {field.name for field in attrs.fields(kind) if not field.name.startswith("_")} if attrs.has(kind) else set()
    )
    methods: set[str] = set()
    for klass in kind.__mro__:
        if not klass.__module__.startswith("trickcards"):
            continue
        for name, member in vars(klass).items():
            if name.startswith("_"):
                continue
            if isinstance(member, property) or type(member).__name__ == "cached_property":
                fields.add(name)
            elif inspect.isfunction(member) or isinstance(member, classmethod | staticmethod):
                methods.add(name)
    return fields, methods - fields


def _family(kind: type) -> set[type]:
    """The library's public bases of ``kind`` (a mixin apart): classes sharing one are one family."""
    return {
        base for base in kind.__mro__ if base.__module__.startswith("trickcards") and _qualified(base) not in _NO_FAMILY
    }


def test_no_field_of_a_public_value_shares_its_name_with_a_method_of_its_family() -> None:
    # A name that is data on one score and a method on another (or the old name of a method,
    # as Brandeln's `points(declarer)`, now `spread`) is a trap: `score.points(1)` fails with
    # "'tuple' object is not callable". So within a family, a field or property is never
    # named as a method, nor as a method's name with "_at" cut off.
    classes = sorted(
        {value for _, value in _public() if inspect.isclass(value) and not issubclass(value, BaseException)},
        key=_qualified,
    )
    names = {kind: _fields_and_methods(kind) for kind in classes}
    clashes = []
    for kind in classes:
        fields, _ = names[kind]
        for other in classes:
            if not _family(kind) & _family(other):
                continue
            _, methods = names[other]
            for name in sorted(fields & (methods | {m.removesuffix("_at") for m in methods if m.endswith("_at")})):
                clashes.append(f"{_qualified(kind)}.{name} (data) and a method of {_qualified(other)}")
    assert clashes == []
    assert len(classes) > 100  # the walk reached the games' public classes


# --- reprs: one short line, read back where a parser exists ----------------------------------
# As python-chess's: a value a parser reads back from its text shows that call
# (``Contract.parse('4SXN')``); any other a one-line summary in angle brackets.

SUMMARY_LIMIT = REPR_LIMIT + 20  # a summary's class name and brackets, and the default repr of a few helpers
READ_BACK_LIMIT = 200  # a value whose repr reads back (Deck.parse of 52 cards) may be longer


_EVENT = '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW"]\n1 2 "420" -\n3 4 "450" -\n'


def _more_values() -> list[object]:
    rng = random.Random(3)
    values: list[object] = [
        ThreeHandedSheet().record("4SA", 10),
        TwoPlayerSheet(),
        TwoPlayerSheet().record("3NTA", 9),
    ]
    event = read_event(_EVENT, file="club.pbn")
    scored = event.score()
    values += [event, *event.boards, *event.results, scored, *scored.travellers, *scored.ranking]
    values += [result for traveller in scored.travellers for result in traveller.results]
    for game in games():
        if game.sheet_factory is None:
            continue
        match = game.match(seed=2, **({"target": 10} if game.name == "brandeln" else {}))
        for _ in range(60):
            if match.is_over:
                break
            match = match.apply(rng.choice(match.legal_actions()))
        values.append(match)
    return values


ALL = [v for v in VALUES + _more_values() if type(v).__module__.startswith("trickcards")]


def _read_back(value: object) -> Any:
    kind = type(value)
    namespace = dict(vars(importlib.import_module(kind.__module__)))
    namespace.update({kind.__name__: kind, "find_game": find_game})
    return eval(repr(value), namespace)


def _reads_back(value: object) -> bool:
    try:
        return bool(_read_back(value) == value)
    except Exception:
        return False


def _has_parser_for_its_text(value: object) -> bool:
    parse = getattr(type(value), "parse", None)
    if parse is None or isinstance(value, enum.Enum):
        return False
    try:
        return bool(parse(str(value)) == value)
    except Exception:
        return False


@pytest.mark.parametrize("value", ALL, ids=[f"{_label(v)}-{i}" for i, v in enumerate(ALL)])
def test_every_public_value_repr_is_one_short_line(value: object) -> None:
    text = repr(value)
    assert "\n" not in text
    if _reads_back(value):
        assert len(text) <= READ_BACK_LIMIT, text
    else:
        assert len(text) <= SUMMARY_LIMIT, text


@pytest.mark.parametrize(
    "value",
    [v for v in ALL if _has_parser_for_its_text(v)],
    ids=[_label(v) for v in ALL if _has_parser_for_its_text(v)],
)
def test_a_value_with_a_parser_reads_back_from_its_repr(value: object) -> None:
    assert _read_back(value) == value


def test_the_walk_covers_every_public_class_with_a_parser() -> None:
    with_parser = {type(v) for v in ALL if _has_parser_for_its_text(v)}
    assert {Contract, trickcards.Card, trickcards.Hand, trickcards.bridge.Deal} <= with_parser


def test_a_contract_shows_the_call_that_reads_it() -> None:
    assert repr(Contract.parse("4SXN")) == "Contract.parse('4SXN')"
    assert repr(Contract.parse("3NT")) == "Contract.parse('3NT')"


def test_a_score_is_one_short_line() -> None:
    assert repr(score("4SXN", 10, vulnerable=True)) == "<Score 4SXN 10 tricks, vulnerable: +790>"
    assert repr(score("3NTE", 7, vulnerable=False)) == "<Score 3NTE 7 tricks, not vulnerable: -100>"


def test_a_sheet_is_a_one_line_summary_however_many_deals() -> None:
    sheet = RubberScoreSheet()
    for contract, tricks in [("4SN", 10), ("3NTE", 9), ("2HS", 8), ("1NTW", 7), ("2SN", 7)]:
        sheet = sheet.record(contract, tricks)
    assert repr(sheet) == f"<RubberScoreSheet 5 deals: NS {sheet.totals[0]}, EW {sheet.totals[1]}>"
    assert len(repr(sheet)) < 60


def test_a_game_reads_back_by_its_name() -> None:
    assert repr(find_game("helm")) == "find_game('helm')"
