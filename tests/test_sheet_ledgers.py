"""Score sheets keep running totals: a sheet built deal by deal equals the same deals replayed from scratch."""

import copy
import pickle
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import Seat, Side, TrickcardsError
from trickcards.blackout import BlackoutScoreSheet, Schedule
from trickcards.brandeln import BrandelnContract, BrandelnScoreSheet
from trickcards.bridge import (
    CHICAGO,
    CHICAGO_DUPLICATE,
    RUBBER_CLASSIC,
    RUBBER_MODERN,
    ChicagoScoreSheet,
    Contract,
    Doubling,
    RubberScoreSheet,
    Strain,
)
from trickcards.bridgette import BridgetteContract, BridgetteScoreSheet, Player
from trickcards.partnership_blackout import PartnershipBlackoutScoreSheet, TeamContract
from trickcards.protocol.ledger import Ledger

# --- the ledger ---------------------------------------------------------------------------


def test_ledger_appends_without_changing_the_ledger_before() -> None:
    empty = Ledger[int]()
    one = empty.append(1)
    two = one.append(2)
    other = one.append(3)
    assert (len(empty), len(one), len(two), len(other)) == (0, 1, 2, 2)
    assert (empty.to_tuple(), one.to_tuple(), two.to_tuple(), other.to_tuple()) == ((), (1,), (1, 2), (1, 3))
    assert two.last == 2
    assert list(other) == [1, 3]
    assert two == Ledger.of([1, 2]) != other
    assert hash(two) == hash(Ledger.of((1, 2)))
    assert two != (1, 2)  # a ledger is not a tuple
    with pytest.raises(IndexError):
        _ = empty.last


def test_a_long_ledger_pickles_copies_and_reads_without_recursion() -> None:
    ledger = Ledger[int]()
    for i in range(20_000):
        ledger = ledger.append(i)
    assert pickle.loads(pickle.dumps(ledger, pickle.HIGHEST_PROTOCOL)).to_tuple() == tuple(range(20_000))
    assert copy.deepcopy(ledger) is ledger
    assert repr(ledger.append(7)) == "<Ledger 20001 items, last 7>"


# --- sheets: incremental = replayed -----------------------------------------------------------


def _same_sheet(sheet: object, rebuilt: object, observe: Callable[[object], object]) -> None:
    """``sheet`` (built by recording) reads exactly as ``rebuilt`` (its deals replayed by the constructor)."""
    assert observe(sheet) == observe(rebuilt)
    assert sheet == rebuilt
    assert hash(sheet) == hash(rebuilt)
    assert repr(sheet) == repr(rebuilt)
    assert str(sheet) == str(rebuilt)
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert observe(pickle.loads(pickle.dumps(sheet, protocol))) == observe(rebuilt)
    assert observe(copy.deepcopy(sheet)) == observe(rebuilt)


bridge_contracts = st.builds(
    Contract,
    level=st.integers(1, 7),
    strain=st.sampled_from(Strain),
    doubling=st.sampled_from(Doubling),
    declarer=st.sampled_from(Seat),
)
bridge_deals = st.lists(st.one_of(st.none(), st.tuples(bridge_contracts, st.integers(0, 13))), max_size=30)


def _bridge_view(sheet: object) -> object:
    assert isinstance(sheet, RubberScoreSheet | ChicagoScoreSheet)
    view = (sheet.deals, sheet.entries, sheet.totals, sheet.margin, sheet.part_scores, sheet.games, sheet.dealer)
    if isinstance(sheet, RubberScoreSheet):
        return (
            *view,
            sheet.is_over,
            sheet.stopped,
            sheet.games_won(Side.NORTH_SOUTH),
            sheet.is_vulnerable(Side.EAST_WEST),
        )
    return (*view, sheet.played, sheet.deal_number, sheet.is_vulnerable(Side.NORTH_SOUTH), sheet.is_over)


@examples(60)
@given(st.sampled_from([RUBBER_MODERN, RUBBER_CLASSIC]), st.sampled_from(Seat), bridge_deals, st.booleans())
def test_rubber_sheet_totals_equal_a_replay(
    table: object, dealer: Seat, deals: list[tuple[Contract, int] | None], finish: bool
) -> None:
    sheet = RubberScoreSheet(table, dealer)  # type: ignore[arg-type]
    for deal in deals:
        if sheet.is_over:
            break
        sheet = sheet.record(None) if deal is None else sheet.record(*deal)
        _same_sheet(sheet, RubberScoreSheet(sheet.table, dealer, sheet.deals), _bridge_view)
    if finish:
        sheet = sheet.finish()
        _same_sheet(sheet, RubberScoreSheet(sheet.table, dealer, sheet.deals, stopped=sheet.stopped), _bridge_view)


@examples(60)
@given(st.sampled_from([CHICAGO, CHICAGO_DUPLICATE]), st.sampled_from(Seat), st.booleans(), bridge_deals)
def test_chicago_sheet_totals_equal_a_replay(
    table: object, dealer: Seat, vulnerable_2_3: bool, deals: list[tuple[Contract, int] | None]
) -> None:
    sheet = ChicagoScoreSheet(table, first_dealer=dealer, dealer_vulnerable_on_2_3=vulnerable_2_3)  # type: ignore[arg-type]
    for deal in deals:
        sheet = sheet.record(None) if deal is None else sheet.record(*deal)
        rebuilt = ChicagoScoreSheet(
            sheet.table, first_dealer=dealer, dealer_vulnerable_on_2_3=vulnerable_2_3, deals=sheet.deals
        )
        _same_sheet(sheet, rebuilt, _bridge_view)


def _bridgette_view(sheet: object) -> object:
    assert isinstance(sheet, BridgetteScoreSheet)
    return (sheet.entries, sheet.totals, sheet.counted_deals, sheet.next_dealer, sheet.is_over, sheet.winner)


@examples(60)
@given(
    st.sampled_from(Player),
    st.lists(
        st.one_of(
            st.none(),
            st.tuples(
                st.sampled_from(Player),
                st.integers(1, 7),
                st.sampled_from(Strain),
                st.sampled_from(Doubling),
                st.integers(0, 13),
            ),
        ),
        max_size=20,
    ),
)
def test_bridgette_sheet_totals_equal_a_replay(
    dealer: Player, deals: list[tuple[Player, int, Strain, Doubling, int] | None]
) -> None:
    sheet = BridgetteScoreSheet(dealer)
    for deal in deals:
        if sheet.is_over:
            break
        if deal is None:
            sheet = sheet.record_cancelled()
        else:
            player, level, strain, doubling, tricks = deal
            sheet = sheet.record(player, BridgetteContract(level, strain, doubling), tricks)
        _same_sheet(sheet, BridgetteScoreSheet(dealer, sheet.table, sheet.entries), _bridgette_view)


def _brandeln_view(sheet: object) -> object:
    assert isinstance(sheet, BrandelnScoreSheet)
    return (sheet.entries, sheet.totals, sheet.target_reached, sheet.leaders, sheet.next_dealer, sheet.winner)


@examples(60)
@given(
    st.integers(1, 30),
    st.integers(0, 3),
    st.lists(
        st.one_of(
            st.tuples(st.integers(0, 3), st.sampled_from(BrandelnContract), st.integers(0, 7)),
            st.lists(st.integers(0, 7), min_size=3, max_size=3).filter(lambda t: sum(t) <= 7),
        ),
        max_size=20,
    ),
)
def test_brandeln_sheet_totals_equal_a_replay(
    target: int, dealer: int, deals: list[tuple[int, BrandelnContract, int] | list[int]]
) -> None:
    sheet = BrandelnScoreSheet(target, dealer)
    for deal in deals:
        if sheet.is_over:
            break
        try:
            sheet = sheet.record_lottery((*deal, 7 - sum(deal))) if isinstance(deal, list) else sheet.record(*deal)
        except TrickcardsError:
            continue  # a count the contract cannot have: refused, the sheet unchanged
        _same_sheet(sheet, BrandelnScoreSheet(target, dealer, sheet.table, sheet.entries), _brandeln_view)


def _partnership_view(sheet: object) -> object:
    assert isinstance(sheet, PartnershipBlackoutScoreSheet)
    return (sheet.entries, sheet.totals, sheet.next_dealer, sheet.is_over, sheet.is_tie, sheet.winner)


@examples(60)
@given(
    st.sampled_from(Seat),
    st.integers(1, 200),
    st.lists(
        st.one_of(
            st.tuples(st.integers(-60, 60), st.integers(-60, 60)),
            st.tuples(st.integers(1, 12), st.integers(1, 12), st.integers(0, 13)),
        ),
        max_size=20,
    ),
)
def test_partnership_blackout_sheet_totals_equal_a_replay(
    dealer: Seat, target: int, deals: list[tuple[int, int] | tuple[int, int, int]]
) -> None:
    sheet = PartnershipBlackoutScoreSheet(dealer, target)
    for deal in deals:
        if sheet.is_over:
            break
        if len(deal) == 2:
            sheet = sheet.record_points(deal[0], deal[1])
        else:
            ns, ew, tricks = deal
            sheet = sheet.record(TeamContract.parse(f"NS {ns}"), TeamContract.parse(f"EW {ew}"), (tricks, 13 - tricks))
        _same_sheet(sheet, PartnershipBlackoutScoreSheet(dealer, target, sheet.table, sheet.entries), _partnership_view)


def _blackout_view(sheet: object) -> object:
    assert isinstance(sheet, BlackoutScoreSheet)
    return (sheet.entries, sheet.totals, sheet.deal_number, sheet.next_dealer, sheet.is_over, sheet.leaders)


@examples(40)
@given(st.integers(3, 5), st.data())
def test_blackout_sheet_totals_equal_a_replay(players: int, data: st.DataObject) -> None:
    sheet = BlackoutScoreSheet(Schedule(players))
    while not sheet.is_over and data.draw(st.booleans()):
        k = sheet.deal_number
        assert k is not None
        bids = data.draw(st.lists(st.integers(0, k), min_size=players, max_size=players))
        cuts = sorted(data.draw(st.lists(st.integers(0, k), min_size=players - 1, max_size=players - 1)))
        won = [b - a for a, b in zip([0, *cuts], [*cuts, k], strict=True)]
        try:
            sheet = sheet.record(bids, won)
        except TrickcardsError:
            continue  # bids totalling k: refused, the sheet unchanged
        _same_sheet(sheet, BlackoutScoreSheet(sheet.schedule, sheet.table, sheet.names, sheet.entries), _blackout_view)
