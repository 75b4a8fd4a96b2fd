"""Partnership Blackout: bad input of every kind is refused with a TrickcardsError naming it (design: Errors)."""

import contextlib
import copy
import pickle
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import trickcards.cli
from trickcards import IllegalCallError, ParseError, ScoringError, Seat, Side, TrickcardsError, strategies
from trickcards.partnership_blackout import (
    Call,
    PartnershipBlackoutPlay,
    PartnershipBlackoutScoreSheet,
    PartnershipCallRound,
    PlayOptions,
    ScoringTable,
    SheetEntry,
    TeamContract,
    deal,
    dealer_by_lot,
    random_playout,
    score,
    score_team,
)

junk = strategies.junk(
    ["N", "e", "NS", "Board", "nil", "Nil E", "3", "13", "0"], st.lists(st.integers(-1, 13), max_size=5)
)


def only_trickcards_errors(action: Callable[[], object]) -> None:
    with contextlib.suppress(TrickcardsError):
        action()


# --- the pinned defects --------------------------------------------------------------


def test_the_caller_may_be_named_by_letter() -> None:
    round_ = PartnershipCallRound(Seat.WEST)
    assert round_.can_add("3", seat="N")
    assert round_.add("3", seat="n") == round_.add("3", seat=Seat.NORTH)
    assert not round_.can_add("3", seat="E")
    with pytest.raises(IllegalCallError, match="it is N's turn") as caught:
        round_.add("3", seat="E")
    assert caught.value.reason == "out-of-turn"
    skipped = PartnershipCallRound.parse("W: Nil 4")
    with pytest.raises(IllegalCallError, match="S is skipped") as caught:
        skipped.add("2", seat="S")  # K1, named by letter
    assert caught.value.reason == "K1"
    assert skipped.call_of("N") == skipped.call_of(Seat.NORTH) is not None


@pytest.mark.parametrize("seat", [1, [1], 2.0, "X", object()])
def test_a_caller_that_is_no_seat_is_refused_not_an_attribute_error(seat: Any) -> None:
    round_ = PartnershipCallRound(Seat.WEST)
    with pytest.raises(IllegalCallError, match="is not a seat"):
        round_.add("3", seat=seat)
    with pytest.raises(IllegalCallError, match="is not a seat"):
        round_.verify_add("3", seat=seat)
    assert not round_.can_add("3", seat=seat)
    with pytest.raises(TrickcardsError):
        round_.call_of(seat)


@pytest.mark.parametrize("seed", [[1], {"a": 1}, object(), (1, 2)])
def test_a_seed_that_is_no_seed_is_refused_everywhere(seed: Any) -> None:
    with pytest.raises(TrickcardsError, match="is not a seed"):
        deal(Seat.NORTH, seed)
    with pytest.raises(TrickcardsError, match="is not a seed"):
        dealer_by_lot(seed)
    with pytest.raises(TrickcardsError, match="is not a seed"):
        random_playout(PartnershipBlackoutPlay.start(deal(Seat.NORTH, 1), Seat.NORTH), seed)


def test_seeds_still_repeat_deals_and_playouts() -> None:
    assert deal(Seat.EAST, 4) == deal(Seat.EAST, random.Random(4))
    assert dealer_by_lot("x") == dealer_by_lot("x")  # type: ignore[arg-type]
    play = PartnershipBlackoutPlay.start(deal(Seat.NORTH, 2), Seat.NORTH)
    assert random_playout(play, 3) == random_playout(play, random.Random(3))


def test_a_sheet_refuses_entries_no_game_could_have() -> None:
    sheet = PartnershipBlackoutScoreSheet(first_dealer=Seat.WEST).record("5", "Nil W", (3, 7, 3, 0))
    entry = sheet.entries[0]
    assert PartnershipBlackoutScoreSheet(Seat.WEST, entries=sheet.entries) == sheet
    with pytest.raises(ScoringError, match="is not deal 1 of this sheet"):
        PartnershipBlackoutScoreSheet(Seat.NORTH, entries=sheet.entries)  # another first dealer
    with pytest.raises(ScoringError, match="is not deal 2 of this sheet"):
        PartnershipBlackoutScoreSheet(Seat.WEST, entries=sheet.entries * 2)  # deal 1 twice
    with pytest.raises(ScoringError, match="does not add up"):
        PartnershipBlackoutScoreSheet(Seat.WEST, entries=[SheetEntry(1, Seat.WEST, entry.result, entry.points, (0, 0))])
    with pytest.raises(ScoringError, match="is not deal 1 of this sheet"):
        PartnershipBlackoutScoreSheet(
            Seat.WEST, entries=[SheetEntry(1, Seat.WEST, entry.result, (1, 2), (1, 2))]
        )  # not its score
    over = PartnershipBlackoutScoreSheet(Seat.WEST).record_points(120, 30)
    late = SheetEntry(2, Seat.NORTH, None, (5, 5), (125, 35))
    with pytest.raises(ScoringError, match="after the end of the game"):
        PartnershipBlackoutScoreSheet(Seat.WEST, entries=(*over.entries, late))
    tie = PartnershipBlackoutScoreSheet(Seat.WEST).record_points(100, 100)  # G3: a tie plays on
    after_tie = SheetEntry(2, Seat.NORTH, None, (5, 0), (105, 100))
    assert PartnershipBlackoutScoreSheet(Seat.WEST, entries=(*tie.entries, after_tie)).winner is Side.NORTH_SOUTH


def test_a_bad_target_is_the_callers_error_not_a_lines() -> None:
    with pytest.raises(ScoringError, match="is not a target") as caught:
        PartnershipBlackoutScoreSheet.parse("5 NilW 3 7 3 0\n", target=0)
    assert "line" not in str(caught.value)


@pytest.mark.parametrize(
    ("text", "key"),
    [("target 150\ntarget 200\n", "target"), ("first dealer W\nfirst dealer N\n5 4 6 7\n", "first dealer")],
)
def test_a_setting_given_twice_is_refused(text: str, key: str) -> None:
    with pytest.raises(ParseError, match=f"line 2: .*a second '{key}' line"):
        PartnershipBlackoutScoreSheet.parse(text)
    assert PartnershipBlackoutScoreSheet.parse("first dealer W\ntarget 150\n").target == 150


def test_the_cli_refuses_a_repeated_setting(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    path.write_text("target 150\ntarget 200\n5 4 6 7\n", encoding="utf-8")
    assert trickcards.cli.main(["partnership-blackout", "sheet", str(path)]) == 2


# --- fuzzing: only TrickcardsError escapes ---------------------------------------------


@given(junk, junk, junk)
def test_constructors_and_parsers_raise_only_trickcards_errors(a: Any, b: Any, c: Any) -> None:
    only_trickcards_errors(lambda: PartnershipCallRound(a, b))
    only_trickcards_errors(lambda: PartnershipCallRound.parse(a))
    only_trickcards_errors(lambda: Call.parse(a))
    only_trickcards_errors(lambda: TeamContract(a, b, c))
    only_trickcards_errors(lambda: TeamContract.parse(a, b))
    only_trickcards_errors(lambda: TeamContract.nil(a))
    only_trickcards_errors(lambda: TeamContract.number(a, b))
    only_trickcards_errors(lambda: ScoringTable(a, b))
    only_trickcards_errors(lambda: PlayOptions(a))
    only_trickcards_errors(lambda: PartnershipBlackoutScoreSheet(a, b, entries=c))
    only_trickcards_errors(lambda: deal(a, b))
    only_trickcards_errors(lambda: dealer_by_lot(a))
    only_trickcards_errors(lambda: PartnershipBlackoutPlay.start(a, b, c))
    only_trickcards_errors(lambda: PartnershipBlackoutScoreSheet.parse(a, target=b))


@given(junk, junk, junk)
def test_actions_and_queries_raise_only_trickcards_errors(a: Any, b: Any, c: Any) -> None:
    round_ = PartnershipCallRound.parse("W: 3 Nil")
    for action in (round_.add, round_.can_add, round_.verify_add):
        only_trickcards_errors(lambda action=action: action(a, b))  # type: ignore[misc]
    only_trickcards_errors(lambda: round_.call_of(a))
    only_trickcards_errors(lambda: round_.contract_of(a))
    only_trickcards_errors(lambda: score_team(a, b, c))
    only_trickcards_errors(lambda: score(TeamContract.parse("NS 5"), TeamContract.parse("EW Nil E"), a))
    only_trickcards_errors(lambda: score(a, b, c))
    sheet = PartnershipBlackoutScoreSheet()
    only_trickcards_errors(lambda: sheet.record(a, b, c))
    only_trickcards_errors(lambda: sheet.record_points(a, b))
    only_trickcards_errors(lambda: sheet.total(a))
    play = PartnershipBlackoutPlay.start(deal(Seat.NORTH, 5), Seat.NORTH)
    only_trickcards_errors(lambda: play.play(a))
    only_trickcards_errors(lambda: play.can_play(a))
    only_trickcards_errors(lambda: play.side_tricks(a))
    only_trickcards_errors(lambda: random_playout(play, a))


# --- values -------------------------------------------------------------------------------


def test_every_value_copies_pickles_compares_and_hashes() -> None:
    round_ = PartnershipCallRound.parse("W: 3 5 2 Nil")
    ns, ew = round_.contracts or (None, None)
    result = score(TeamContract.parse("NS 5"), TeamContract.parse("EW Nil W"), (4, 7, 2, 0))
    sheet = PartnershipBlackoutScoreSheet(Seat.WEST).record("5", "Nil W", (4, 7, 2, 0))
    play = PartnershipBlackoutPlay.start(deal(Seat.SOUTH, 6), Seat.SOUTH, PlayOptions(spades_broken=True))
    values: list[object] = [
        round_,
        ns,
        ew,
        Call.parse("Board"),
        Call.parse("7"),
        result,
        result.ns,
        ScoringTable(number_failed=0),
        PlayOptions(),
        play,
        play.play(min(play.legal_cards())),
        sheet,
        sheet.entries[0],
        Side.EAST_WEST,
    ]
    for value in values:
        assert copy.copy(value) == value
        assert copy.deepcopy(value) == value
        restored = pickle.loads(pickle.dumps(value))
        assert restored == value
        assert hash(restored) == hash(value)
