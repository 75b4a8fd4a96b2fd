"""Score sheets: rubber (RM-22 .. RM-27, RC-14, RC-15) and Chicago (C-1 .. C-14), with properties."""

import pickle

import pytest
from attrs import evolve
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Hand, ParseError, ScoringError, Seat, Side, TrickcardsError
from trickcards.bridge import (
    CHICAGO,
    CHICAGO_DUPLICATE,
    DUPLICATE,
    RUBBER_CLASSIC,
    RUBBER_MODERN,
    ChicagoScoreSheet,
    Contract,
    Doubling,
    Honours,
    Item,
    RecordedDeal,
    RubberScoreSheet,
    ScoringTable,
    SheetClosedError,
    Strain,
    rubber_score,
)

NS, EW = Side.NORTH_SOUTH, Side.EAST_WEST


def play(sheet: RubberScoreSheet, *deals: tuple[str, int]) -> RubberScoreSheet:
    for text, tricks in deals:
        sheet = sheet.record(Contract.parse(text), tricks)
    return sheet


def items(sheet: RubberScoreSheet | ChicagoScoreSheet, item: Item) -> list[tuple[Side, int]]:
    return [(e.side, e.points) for e in sheet.entries if e.item is item]


# --- rubber: games, lines, vulnerability -------------------------------------------------------


def test_rm_22_part_scores_combine_into_game_and_the_line_wipes_the_other_side() -> None:
    sheet = play(RubberScoreSheet(), ("2SN", 8), ("1NTE", 7))
    assert sheet.part_scores == (60, 40)
    assert sheet.games == ()
    sheet = play(sheet, ("2DS", 8))
    assert sheet.games == (NS,)
    assert sheet.part_scores == (0, 0)
    assert sheet.totals == (100, 40)  # E-W's 40 still counts in the total
    assert sheet.is_vulnerable(NS)
    assert not sheet.is_vulnerable(EW)
    below = [(e.side, e.points, e.segment) for e in sheet.entries if e.below]
    assert below == [(NS, 60, 0), (EW, 40, 0), (NS, 40, 0)]


def test_rm_23_two_games_to_none_earn_700() -> None:
    sheet = play(RubberScoreSheet(), ("4SN", 10), ("3NTS", 9))
    assert sheet.is_over
    assert sheet.rubber_winner is NS
    assert items(sheet, Item.RUBBER_BONUS) == [(NS, 700)]
    assert sheet.totals == (120 + 100 + 700, 0)


def test_rm_24_two_games_to_one_earn_500() -> None:
    sheet = play(RubberScoreSheet(), ("4SN", 10), ("4HE", 10), ("5DS", 11))
    assert sheet.games == (NS, EW, NS)
    assert items(sheet, Item.RUBBER_BONUS) == [(NS, 500)]


def test_vulnerable_declarer_is_scored_vulnerable() -> None:
    sheet = play(RubberScoreSheet(), ("4SN", 10), ("4SN", 8))
    assert items(sheet, Item.UNDERTRICKS) == [(EW, 200)]
    sheet = play(RubberScoreSheet(), ("4SN", 10), ("4SE", 8))
    assert items(sheet, Item.UNDERTRICKS) == [(NS, 100)]


def test_rm_25_unfinished_rubber_game_and_part_score() -> None:
    sheet = play(RubberScoreSheet(), ("4SN", 10), ("2SN", 8)).finish()
    assert items(sheet, Item.UNFINISHED_GAME) == [(NS, 300)]
    assert items(sheet, Item.UNFINISHED_PART_SCORE) == [(NS, 100)]
    assert sheet.totals == (120 + 60 + 300 + 100, 0)
    assert sheet.is_finished
    assert not sheet.is_over


def test_rm_26_one_game_all_with_part_scores_on_both_sides_earns_nothing() -> None:
    sheet = play(RubberScoreSheet(), ("4SN", 10), ("4HE", 10), ("2DN", 8), ("1HE", 7)).finish()
    assert sheet.part_scores == (40, 30)
    assert items(sheet, Item.UNFINISHED_GAME) == []
    assert items(sheet, Item.UNFINISHED_PART_SCORE) == []


def test_rm_27_unfinished_without_a_game_only_one_part_score() -> None:
    sheet = play(RubberScoreSheet(), ("1NTN", 7), ("1SS", 7)).finish()
    assert sheet.part_scores == (70, 0)
    assert items(sheet, Item.UNFINISHED_PART_SCORE) == [(NS, 100)]
    assert items(sheet, Item.UNFINISHED_GAME) == []


def test_rc_14_classic_rubber_bonus_700_and_500() -> None:
    two_nil = play(RubberScoreSheet(RUBBER_CLASSIC), ("4SE", 10), ("3NTW", 9))
    assert items(two_nil, Item.RUBBER_BONUS) == [(EW, 700)]
    two_one = play(RubberScoreSheet(RUBBER_CLASSIC), ("4SE", 10), ("4SN", 10), ("3NTW", 9))
    assert items(two_one, Item.RUBBER_BONUS) == [(EW, 500)]


def test_rc_15_classic_unfinished_part_score_is_fifty() -> None:
    sheet = play(RubberScoreSheet(RUBBER_CLASSIC), ("4SN", 10), ("2DN", 8)).finish()
    assert items(sheet, Item.UNFINISHED_GAME) == [(NS, 300)]
    assert items(sheet, Item.UNFINISHED_PART_SCORE) == [(NS, 50)]


def test_honours_on_the_sheet_go_to_the_holders() -> None:
    sheet = RubberScoreSheet().record(Contract.parse("4HN"), 9, honours=Honours.parse("EW:100"))
    assert sheet.totals == (0, 150)
    hands = [Hand.parse("-.AKQJT.-.-"), *(Hand.parse("-.-.-.-") for _ in range(3))]
    sheet = RubberScoreSheet().record(Contract.parse("4HS"), 10, honours=hands)
    assert items(sheet, Item.HONOURS) == [(NS, 150)]
    assert sheet.deals[0].honours == Honours(NS, 150)


def test_a_rubber_may_be_won_on_points_by_the_side_with_fewer_games() -> None:
    sheet = play(RubberScoreSheet(), ("7NTXN", 0), ("3NTN", 9), ("3NTS", 9))
    assert sheet.rubber_winner is NS
    assert sheet.winner is EW
    assert sheet.leader is EW
    assert sheet.margin < 0
    assert sheet.settle() == -round(-sheet.margin / 100)


def test_recording_after_the_rubber_is_refused_and_the_sheet_unchanged() -> None:
    sheet = play(RubberScoreSheet(), ("4SN", 10), ("4SN", 10))
    with pytest.raises(SheetClosedError, match="Law 74"):
        sheet.record(Contract.parse("1CN"), 7)
    assert len(sheet.deals) == 2
    stopped = play(RubberScoreSheet(), ("1CN", 7)).finish()
    with pytest.raises(SheetClosedError, match="Law 80"):
        stopped.record(Contract.parse("1CN"), 7)
    assert sheet.finish() is sheet
    assert stopped.finish() is stopped


def test_a_sheet_built_with_deals_past_the_end_is_refused() -> None:
    deals = tuple(RecordedDeal(Contract.parse("4SN"), 10) for _ in range(3))
    with pytest.raises(SheetClosedError, match="deal 3"):
        RubberScoreSheet(deals=deals)


def test_passed_out_deals_score_nothing_and_pass_the_deal() -> None:
    sheet = RubberScoreSheet(first_dealer=Seat.WEST).record_passed_out().record(None)
    assert sheet.totals == (0, 0)
    assert sheet.dealer is Seat.EAST
    assert [d.is_passed_out for d in sheet.deals] == [True, True]
    with pytest.raises(ScoringError, match="passed-out"):
        RubberScoreSheet().record(None, 7)


def test_bad_deals_are_refused() -> None:
    with pytest.raises(ScoringError, match="names no declarer"):
        RubberScoreSheet().record(Contract.parse("4S"), 10)
    with pytest.raises(ScoringError, match="without the number of tricks"):
        RubberScoreSheet().record(Contract.parse("4SN"))
    with pytest.raises(ScoringError, match="number of tricks"):
        RubberScoreSheet().record(Contract.parse("4SN"), 14)
    with pytest.raises(ScoringError, match="not a contract"):
        RubberScoreSheet().record(4.0, 10)  # type: ignore[arg-type]
    with pytest.raises(ScoringError, match="rubber table"):
        RubberScoreSheet(DUPLICATE)
    with pytest.raises(ScoringError, match="Chicago table"):
        ChicagoScoreSheet(RUBBER_MODERN)


def test_sheets_are_values() -> None:
    a = play(RubberScoreSheet(), ("4SN", 10))
    b = play(RubberScoreSheet(), ("4SN", 10))
    assert a == b
    assert hash(a) == hash(b)
    assert a != a.finish()
    assert pickle.loads(pickle.dumps(a)) == a
    assert pickle.loads(pickle.dumps(a)).totals == a.totals
    assert evolve(a, deals=()) == RubberScoreSheet()


def test_rubber_pad_renders_like_a_score_pad() -> None:
    sheet = play(RubberScoreSheet(), ("2SN", 9), ("1NTE", 7), ("2DS", 8)).record(
        Contract.parse("4HN"), 10, honours=Honours.parse("NS:100")
    )
    lines = str(sheet).splitlines()
    assert lines[0].split() == ["We", "|", "They"]
    assert any(set(line.strip()) == {"=", "+"} for line in lines)  # the line
    assert sum(1 for line in lines if set(line.strip()) == {"-", "+"}) == 3  # header and two games
    assert lines[-4].split() == ["total", str(sheet.totals[0]), "|", str(sheet.totals[1])]
    # above the line, the first entry sits nearest the line: 30 overtricks, then 100 honours, then 700
    above = lines[2 : next(i for i, line in enumerate(lines) if "=" in line)]
    assert [line.split()[0] for line in above] == ["700", "100", "30"]
    assert "rubber complete" in lines[-3]
    assert lines[-2] == "vulnerable: We"
    assert lines[-1] == f"settlement in units of 100 points (a half rounded up): They pay {sheet.settle()}"


@pytest.mark.parametrize("draw", ["text", "svg", "html", "columns"])
def test_a_pad_refuses_more_lines_than_its_entries_or_an_entry_beyond_them(draw: str) -> None:
    """A pad's size follows its entries: a huge line count or segment is refused at once, not drawn."""
    from trickcards.bridge.pad import Item, PadEntry, render_pad  # noqa: PLC0415
    from trickcards.pictures import pad_html, pad_svg  # noqa: PLC0415
    from trickcards.protocol.column_sheet import ColumnEntry  # noqa: PLC0415
    from trickcards.protocol.column_sheet import render_pad as render_columns  # noqa: PLC0415

    def drawn(segment: int, lines: int) -> object:
        if draw == "columns":
            return render_columns(("A", "B"), [ColumnEntry(0, 30, True, "trick points", 1, segment)], (30, 0), lines)
        entries = [PadEntry(Side.NORTH_SOUTH, 30, True, Item.TRICK_POINTS, 1, segment)]
        return {"text": render_pad, "svg": pad_svg, "html": pad_html}[draw](entries, lines)

    assert drawn(0, 1)
    assert drawn(1, 1)
    with pytest.raises(TrickcardsError, match=r"^1000000000 is not a number of lines drawn on a pad: expected an int"):
        drawn(0, 10**9)
    with pytest.raises(ScoringError, match=r"^an entry in segment 1000000000 lies beyond the 0 lines drawn on the pad"):
        drawn(10**9, 0)


def test_unfinished_rubber_pad_draws_a_line_before_the_totals_and_shows_vulnerability() -> None:
    sheet = play(RubberScoreSheet(), ("4SN", 10), ("2HE", 8))
    lines = str(sheet).splitlines()
    total = next(i for i, line in enumerate(lines) if line.startswith("total"))
    assert set(lines[total - 1].strip()) == {"-", "+"}
    assert lines[total - 2].split() == ["|", "60"]  # East-West's part-score in the game in progress
    assert lines[-2] == "vulnerable: We"
    assert lines[-1] == "settlement in units of 100 points (a half rounded up): They pay 1"


def test_pad_shows_they_vulnerable_when_only_east_west_are() -> None:
    sheet = play(RubberScoreSheet(), ("4HE", 10), ("2SN", 8))
    assert str(sheet).splitlines()[-2] == "vulnerable: They"


def test_rubber_settlement_rounds_half_up_for_either_side() -> None:
    small = play(RubberScoreSheet(), ("1NTN", 7))  # We 40: less than half a unit
    assert str(small).splitlines()[-1].endswith(": nothing to pay")
    half = play(RubberScoreSheet(), ("1SN", 6))  # They 50 for one undertrick: a half, rounded up
    assert half.margin == -50
    assert str(half).splitlines()[-1].endswith(": We pay 1")


# --- property: random rubbers --------------------------------------------------------------------

contracts = st.builds(
    Contract,
    level=st.integers(1, 7),
    strain=st.sampled_from(Strain),
    doubling=st.sampled_from(Doubling),
    declarer=st.sampled_from(Seat),
)
deals = st.lists(st.tuples(contracts, st.integers(0, 13)) | st.none(), max_size=25)


@given(deals, st.sampled_from([RUBBER_MODERN, RUBBER_CLASSIC]), st.booleans())
def test_random_rubbers_follow_the_game_and_rubber_arithmetic(
    sequence: list[tuple[Contract, int] | None], table: ScoringTable, stop: bool
) -> None:
    sheet = RubberScoreSheet(table)
    below = {NS: 0, EW: 0}
    games: list[Side] = []
    expected = {NS: 0, EW: 0}
    for deal in sequence:
        if sheet.is_over:
            with pytest.raises(SheetClosedError):
                sheet.record(*(deal or (None,)))
            break
        if deal is None:
            sheet = sheet.record(None)
            continue
        contract, tricks = deal
        assert contract.declarer is not None
        side = contract.declarer.side
        entry = rubber_score(contract, tricks, side in games, table=table)
        sheet = sheet.record(contract, tricks)
        expected[side] += entry.below + entry.above
        expected[side.opponents] += entry.defenders_above
        below[side] += entry.below
        if below[side] >= 100:  # a game: a line is drawn and part-scores stop counting
            games.append(side)
            below = {NS: 0, EW: 0}
            if games.count(side) == 2:
                expected[side] += 700 if games.count(side.opponents) == 0 else 500
        assert sheet.games == tuple(games)
        assert sheet.part_scores == (below[NS], below[EW])
        assert sheet.is_vulnerable(NS) is (NS in games)
        assert sheet.is_vulnerable(EW) is (EW in games)
    if stop and not sheet.is_over:
        sheet = sheet.finish()
        if len(games) == 1:
            expected[games[0]] += 300
        holders = [s for s in (NS, EW) if below[s]]
        if len(holders) == 1:
            expected[holders[0]] += table.unfinished_part_score_bonus
    assert sheet.totals == (expected[NS], expected[EW])
    assert sheet.totals == tuple(sum(e.points for e in sheet.entries if e.side is s) for s in (NS, EW))
    assert sheet.is_over is (max(games.count(NS), games.count(EW)) == 2)
    assert sheet.margin == expected[NS] - expected[EW]
    assert sum(e.points for e in sheet.entries if e.below) == sum(
        rubber_score(c, t).below for c, t in (d for d in sequence[: len(sheet.deals)] if d is not None)
    )


# --- Chicago: C-1 .. C-14 ------------------------------------------------------------------------


def chicago(
    *deals: tuple[str, int] | None, table: ScoringTable = CHICAGO, dealer_vulnerable_on_2_3: bool = True
) -> ChicagoScoreSheet:
    sheet = ChicagoScoreSheet(table, dealer_vulnerable_on_2_3=dealer_vulnerable_on_2_3)
    for deal in deals:
        sheet = sheet.record(None) if deal is None else sheet.record(Contract.parse(deal[0]), deal[1])
    return sheet


def last_deal_points(sheet: ChicagoScoreSheet, side: Side) -> list[int]:
    last = len(sheet.deals)
    return [e.points for e in sheet.entries if e.deal == last and e.side is side]


def test_c_1_first_deal_part_score_has_no_bonus() -> None:
    sheet = chicago(("2SN", 8))
    assert last_deal_points(sheet, NS) == [60]
    assert sheet.part_scores == (60, 0)


def test_c_2_part_scores_combine_into_game_not_vulnerable_on_deal_2() -> None:
    sheet = chicago(("2SN", 8), ("1NTS", 7))
    assert last_deal_points(sheet, NS) == [40, 300]
    assert sheet.games == (NS,)


def test_c_3_vulnerable_game_on_deal_3() -> None:
    sheet = chicago(("1CE", 6), ("1CN", 6), ("4HN", 10))
    assert last_deal_points(sheet, NS) == [120, 500]


def test_c_4_deal_4_part_score_earns_100() -> None:
    sheet = chicago(("1CE", 6), ("1CN", 6), ("1CN", 6), ("2DE", 8))
    assert last_deal_points(sheet, EW) == [40, 100]
    assert sheet.is_over


def test_c_5_deal_4_part_score_completing_a_game_earns_the_game_bonus_only() -> None:
    sheet = chicago(("1CN", 6), ("2DE", 8), ("1CN", 6), ("3CW", 9))
    assert last_deal_points(sheet, EW) == [60, 500]


def test_c_6_a_game_wipes_both_sides_part_scores() -> None:
    sheet = chicago(("2SN", 8), ("3NTE", 9), ("1NTN", 7))
    assert items(sheet, Item.GAME_BONUS) == [(EW, 500)]
    assert sheet.part_scores == (40, 0)
    assert sheet.games == (EW,)


def test_c_7_deal_4_part_score_bonus_whatever_the_opponents_hold() -> None:
    sheet = chicago(("2SE", 8), ("1CN", 6), ("1CN", 6), ("1CN", 7))
    assert last_deal_points(sheet, NS) == [20, 100]


def test_c_8_doubled_into_game_on_deal_4() -> None:
    sheet = chicago(("1CE", 6), ("1CN", 6), ("1CN", 6), ("2HXS", 8))
    assert sorted(last_deal_points(sheet, NS)) == [50, 120, 500]


def test_c_9_passed_out_deal_is_redealt_by_the_same_dealer() -> None:
    sheet = chicago(("2SN", 8), None)
    assert sheet.deal_number == 2
    assert sheet.dealer is Seat.EAST
    assert sheet.played == 1
    assert sheet.is_vulnerable(EW)
    assert not sheet.is_vulnerable(NS)


def test_c_10_non_vulnerable_defenders_on_deal_3() -> None:
    sheet = chicago(("1CE", 6), ("1CN", 6), ("3NTXE", 7))
    assert last_deal_points(sheet, NS) == [300]


def test_c_11_honours_count_in_chicago() -> None:
    sheet = ChicagoScoreSheet().record(Contract.parse("4SN"), 10, honours=Honours.parse("NS:100"))
    assert sorted(last_deal_points(sheet, NS)) == [100, 120, 300]


def test_c_12_vulnerable_small_slam_on_deal_3() -> None:
    sheet = chicago(("1CE", 6), ("1CN", 6), ("6SN", 12))
    assert sorted(last_deal_points(sheet, NS)) == [180, 500, 750]


def test_c_13_non_dealer_vulnerable_option() -> None:
    sheet = chicago(("1CE", 6), ("4SN", 10), dealer_vulnerable_on_2_3=False)
    assert last_deal_points(sheet, NS) == [120, 500]
    default = chicago(("1CE", 6), ("4SN", 10))
    assert last_deal_points(default, NS) == [120, 300]


def test_c_14_chicago_with_duplicate_scoring_carries_nothing() -> None:
    sheet = chicago(("2SN", 8), table=CHICAGO_DUPLICATE)
    assert sum(last_deal_points(sheet, NS)) == 110
    assert sheet.part_scores == (0, 0)
    sheet = chicago(("2SN", 8), ("1NTS", 7), table=CHICAGO_DUPLICATE)
    assert sheet.totals == (110 + 90, 0)
    with pytest.raises(ScoringError, match="no honours"):
        sheet.record(Contract.parse("4SN"), 10, honours=Honours.parse("NS:100"))


def test_chicago_vulnerability_by_deal_number() -> None:
    sheet = ChicagoScoreSheet(first_dealer=Seat.SOUTH)
    expected = [(False, False), (False, True), (True, False), (True, True)]  # dealers S, W, N, E
    for ns, ew in expected * 2:
        assert (sheet.is_vulnerable(NS), sheet.is_vulnerable(EW)) == (ns, ew)
        sheet = sheet.record(Contract.parse("1CN"), 6)
    assert sheet.chukkers == 2


def test_chicago_part_scores_do_not_carry_into_the_next_chukker() -> None:
    sheet = chicago(("1CE", 6), ("1CN", 6), ("1CN", 6), ("2SN", 8))
    assert sheet.part_scores == (0, 0)
    sheet = sheet.record(Contract.parse("2HN"), 8)
    assert sheet.games == ()
    assert sheet.part_scores == (60, 0)
    assert not sheet.is_over


def test_chicago_pad_renders() -> None:
    sheet = chicago(("2SN", 8), ("3NTE", 9), ("1NTS", 7), ("2DW", 8))
    text = sheet.render()
    assert text.splitlines()[-3].split() == ["total", "100", "|", "740"]
    assert text.splitlines()[-2].startswith("4 deals played; 1 chukker complete;")
    assert text.splitlines()[-1] == "settlement in units of 100 points (a half rounded up): We pay 6"


@given(st.lists(st.tuples(contracts, st.integers(0, 13)) | st.none(), max_size=12), st.booleans())
def test_chicago_totals_equal_the_entries(sequence: list[tuple[Contract, int] | None], swap: bool) -> None:
    sheet = ChicagoScoreSheet(dealer_vulnerable_on_2_3=not swap)
    for deal in sequence:
        sheet = sheet.record(None) if deal is None else sheet.record(*deal)
    assert sheet.played == sum(1 for d in sequence if d is not None)
    assert sheet.totals == tuple(sum(e.points for e in sheet.entries if e.side is s) for s in (NS, EW))
    bonuses = items(sheet, Item.GAME_BONUS)
    assert len(bonuses) == len(sheet.games)
    assert all(p in (300, 500) for _, p in bonuses)
    assert all(p == 100 for _, p in items(sheet, Item.PART_SCORE_BONUS))


def test_sheet_errors_are_trickcards_errors() -> None:
    assert issubclass(SheetClosedError, TrickcardsError)
    assert issubclass(SheetClosedError, ValueError)


# --- refused input leaves nothing half-applied ---------------------------------------------------


def test_recorded_deals_are_checked_when_built() -> None:
    # A sheet replays its deals, so a RecordedDeal it cannot score must not be built:
    # it used to be taken silently for a passed-out deal.
    with pytest.raises(ScoringError, match="without the number of tricks"):
        RecordedDeal(Contract.parse("4SN"))
    with pytest.raises(ScoringError, match="'4S' names no declarer"):
        RecordedDeal(Contract.parse("4S"), 10)
    with pytest.raises(ScoringError, match="14 is not a number of tricks"):
        RecordedDeal(Contract.parse("4SN"), 14)
    with pytest.raises(ScoringError, match="passed-out deal has no tricks"):
        RecordedDeal(None, 7)
    with pytest.raises(ScoringError, match="is not an Honours value"):
        RecordedDeal(Contract.parse("4SN"), 10, "NS:100")  # type: ignore[arg-type]
    with pytest.raises(ScoringError, match="'4SN' is not a Contract"):
        RecordedDeal("4SN", 10)  # type: ignore[arg-type]


def test_sheet_flags_must_be_booleans() -> None:
    with pytest.raises(ScoringError, match="'yes' is not a yes/no setting for stopped"):
        RubberScoreSheet(stopped="yes")  # type: ignore[arg-type]
    with pytest.raises(ScoringError, match="'no' is not a yes/no setting for dealer_vulnerable_on_2_3"):
        ChicagoScoreSheet(dealer_vulnerable_on_2_3="no")  # type: ignore[arg-type]


def test_chicago_duplicate_refuses_hands_for_honours_whether_or_not_they_hold_any() -> None:
    # score() refuses honours under a table without them; the sheet used to refuse hands
    # only when they happened to hold honours.
    with_honours = [Hand.parse("AKQJ.AKQJ.AKQ.AK"), Hand.parse("-.-.-.-"), Hand.parse("-.-.-.-"), Hand.parse("-.-.-.-")]
    without = [Hand.parse("2.2.2.2"), Hand.parse("-.-.-.-"), Hand.parse("-.-.-.-"), Hand.parse("-.-.-.-")]
    sheet = ChicagoScoreSheet(CHICAGO_DUPLICATE)
    for hands in (with_honours, without):
        with pytest.raises(ScoringError, match="'chicago-duplicate' table scores no honours"):
            sheet.record(Contract.parse("4HN"), 10, hands)
    assert sheet.deals == ()
    assert ChicagoScoreSheet(CHICAGO).record(Contract.parse("4HN"), 10, with_honours).totals == (520, 0)


@pytest.mark.parametrize(
    ("contract", "tricks", "honours"),
    [
        (Contract.parse("4SN"), 15, None),
        (Contract.parse("3NTN"), 9, Honours.parse("NS:100")),
        (Contract.parse("4S"), 10, None),
        ("4SZ", 10, None),
        (Contract.parse("4HN"), 10, [Hand()] * 3),
    ],
)
def test_a_refused_record_leaves_both_sheets_unchanged(contract: object, tricks: int, honours: object) -> None:
    rubber = play(RubberScoreSheet(), ("2SN", 8), ("1NTE", 7))
    chicago = ChicagoScoreSheet().record(Contract.parse("2SN"), 8)
    for sheet in (rubber, chicago):
        before = (sheet.deals, sheet.totals, sheet.render())
        with pytest.raises(TrickcardsError):
            sheet.record(contract, tricks, honours)  # type: ignore[arg-type]
        assert (sheet.deals, sheet.totals, sheet.render()) == before


def test_law_80_lone_part_score_of_the_side_without_the_game() -> None:
    # One game to N-S, and only E-W hold a part-score in the unfinished game:
    # 300 to N-S for the game, 100 (modern) or 50 (classic) to E-W for the part-score.
    deals = (("4SN", 10), ("2HE", 8))
    for table, part in ((RUBBER_MODERN, 100), (RUBBER_CLASSIC, 50)):
        sheet = play(RubberScoreSheet(table), *deals).finish()
        assert items(sheet, Item.UNFINISHED_GAME) == [(NS, 300)]
        assert items(sheet, Item.UNFINISHED_PART_SCORE) == [(EW, part)]
        assert sheet.totals == (420, 60 + part)


def test_law_80_one_game_all_with_a_lone_part_score() -> None:
    # Two games completed (one each): no 300, but a lone part-score still earns its bonus.
    sheet = play(RubberScoreSheet(), ("4SN", 10), ("4HE", 10), ("1CS", 7)).finish()
    assert items(sheet, Item.UNFINISHED_GAME) == []
    assert items(sheet, Item.UNFINISHED_PART_SCORE) == [(NS, 100)]


def test_chicago_part_scores_carry_across_a_pass_out_but_not_across_chukkers() -> None:
    sheet = ChicagoScoreSheet().record(Contract.parse("2SN"), 8).record(None).record(Contract.parse("1NTN"), 7)
    assert sheet.games == (NS,)  # 60 + 40 across the re-dealt deal 2: game, N-S not vulnerable on deal 2
    assert items(sheet, Item.GAME_BONUS) == [(NS, 300)]
    full = ChicagoScoreSheet()
    for text, tricks in [("2SN", 8), ("1CE", 7), ("1CW", 7), ("1CN", 7), ("2SN", 8)]:
        full = full.record(Contract.parse(text), tricks)
    # Deal 4's 20 earns the deal-4 bonus; the first chukker's 80 does not count in the next.
    assert full.part_scores == (60, 0)
    assert full.games == ()
    assert items(full, Item.PART_SCORE_BONUS) == [(NS, 100)]


def test_sheets_winner_is_the_games_winner_and_leader_who_is_ahead_now() -> None:
    sheet = RubberScoreSheet().record("4SN", 10)
    assert sheet.leader is NS
    assert sheet.winner is None  # the rubber is not over
    assert RubberScoreSheet().leader is None
    stopped = sheet.finish()
    assert stopped.winner is NS
    chicago = ChicagoScoreSheet().record("3NTS", 9)
    assert chicago.leader is NS
    assert chicago.winner is None
    for contract in ("1CE", "2DW", "1HS"):
        chicago = chicago.record(contract, 7)
    assert chicago.is_over
    assert chicago.winner is chicago.leader


def test_sheets_record_contract_text() -> None:
    assert RubberScoreSheet().record("4SN", 10) == RubberScoreSheet().record(Contract.parse("4SN"), 10)
    assert ChicagoScoreSheet().record("4sxn", 8) == ChicagoScoreSheet().record(Contract.parse("4SXN"), 8)
    with pytest.raises(ParseError):
        RubberScoreSheet().record("4Z", 10)
    with pytest.raises(ScoringError, match="is not a contract"):
        RubberScoreSheet().record(4, 10)  # type: ignore[arg-type]
