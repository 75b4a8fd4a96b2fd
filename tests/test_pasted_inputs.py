"""What people paste is read: tricks and honours as the command line writes them, paths, seats by letter, suit symbols."""

import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Hand, ParseError, Seat, TrickcardsError
from trickcards.bridge import ChicagoScoreSheet, Contract, Deal, RubberScoreSheet
from trickcards.bridge.duplicate_sheet import DuplicateScoreSheet
from trickcards.bridge.scoring import Honours
from trickcards.bridge.sheet_text import read_deals
from trickcards.bridgette.sheet import BridgetteScoreSheet
from trickcards.core.inputs import tricks_won
from trickcards.cutthroat.sheet import CutthroatSheet
from trickcards.helm.sheet import HelmSheet
from trickcards.lin import read_lin
from trickcards.pbn import iter_pbn, read_pbn
from trickcards.three_handed import HonoursHolder, ThreeHandedSheet
from trickcards.towie import TowieSheet

DEAL = "N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953"
LIN = "md|1SAKQJT98765432H,HAKQJT98765432,DAKQJT98765432,|mb|p|mb|p|mb|p|mb|p|"


@pytest.mark.parametrize(("written", "tricks"), [("=", 10), ("+1", 11), ("-2", 8), ("10", 10), (" 9 ", 9)])
def test_a_rubber_sheet_records_tricks_written_as_on_the_command_line(written: str, tricks: int) -> None:
    assert RubberScoreSheet().record("4SN", written) == RubberScoreSheet().record("4SN", tricks)


def test_a_rubber_sheet_records_honours_written_as_on_the_command_line() -> None:
    written = RubberScoreSheet().record("4SN", 10, honours="NS:100")
    assert written == RubberScoreSheet().record("4SN", 10, honours=Honours.parse("NS:100"))
    assert written.totals == (220, 0)


def test_the_command_lines_file_and_the_api_read_a_line_alike() -> None:
    from_file = read_deals(["4SN = honours=NS:100", "3NTS +1"], "deals.txt")
    by_hand = RubberScoreSheet().record("4SN", "=", honours="NS:100").record("3NTS", "+1")
    assert from_file == by_hand


def test_every_bridge_family_sheet_takes_tricks_from_the_contract() -> None:
    assert ChicagoScoreSheet().record("3NTS", "+1", "EW:150") == ChicagoScoreSheet().record(
        "3NTS", 10, Honours.parse("EW:150")
    )
    assert DuplicateScoreSheet().record("4SXE", "-2") == DuplicateScoreSheet().record("4SXE", 8)
    assert BridgetteScoreSheet().record("A", "3NT", "=") == BridgetteScoreSheet().record("A", "3NT", 9)
    assert TowieSheet().record("4SA", "+1") == TowieSheet().record("4SA", 11)
    assert CutthroatSheet().record("4SN", "=", "S", True) == CutthroatSheet().record("4SN", 10, "S", True)


def test_the_variant_sheets_take_honours_as_their_commands_write_them() -> None:
    held = (HonoursHolder.DECLARER, 100)
    assert ThreeHandedSheet().record("4SA", "=", "declarer:100") == ThreeHandedSheet().record("4SA", 10, held)
    assert TowieSheet().record("4SA", 10, "defenders:150") == TowieSheet().record(
        "4SA", 10, (HonoursHolder.DEFENDERS, 150)
    )
    assert CutthroatSheet().record("4SN", 10, "S", True, honours="E:100") == CutthroatSheet().record(
        "4SN", 10, "S", True, honours=(Seat.EAST, 100)
    )
    assert HelmSheet().record("2NTXB", 6, honours="B:30") == HelmSheet().record("2NTXB", 6, honours=(1, 30))


@pytest.mark.parametrize("written", ["+4", "-11", "x", "=1", "14", "+"])
def test_tricks_written_wrong_are_refused_naming_what_was_written(written: str) -> None:
    with pytest.raises(ParseError, match="^" + repr(written).replace("+", r"\+")):
        RubberScoreSheet().record("4SN", written)


def test_a_passed_out_deal_takes_no_tricks_written() -> None:
    with pytest.raises(TrickcardsError, match="passed-out deal has no tricks"):
        RubberScoreSheet().record(None, "=")


@given(level=st.integers(1, 7), tricks=st.integers(0, 13))
def test_relative_tricks_count_from_the_contract(level: int, tricks: int) -> None:
    contract = Contract.parse(f"{level}SN")
    offset = tricks - contract.tricks_needed
    written = "=" if offset == 0 else f"{offset:+d}"
    assert tricks_won(written, contract) == tricks


def test_a_deal_line_names_the_word_left_over() -> None:
    with pytest.raises(ParseError, match=r"line 1: '4SN 10 foo': 'foo' is not understood after '4SN 10'"):
        read_deals(["4SN 10 foo"], "r.txt")


def write_pbn(tmp_path: Path) -> Path:
    path = tmp_path / "club" / "monday.pbn"
    path.parent.mkdir()
    path.write_bytes(
        f'[Event "Caf\xe9"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n'.encode("latin-1")
    )
    return path


def test_read_pbn_takes_a_path_and_any_path_like(tmp_path: Path) -> None:
    path = write_pbn(tmp_path)

    class Named(os.PathLike[str]):
        def __fspath__(self) -> str:
            return str(path)

    games = read_pbn(path)
    assert [game.tags["Event"] for game in games] == ["Café"]
    assert read_pbn(Named()) == games
    assert list(iter_pbn(path)) == games


def test_a_path_names_itself_in_the_problems(tmp_path: Path) -> None:
    path = tmp_path / "bad.pbn"
    path.write_text('[Deal "N:AKQJ.AKQ.AKQ.AKQ AT98.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n')
    with pytest.raises(ParseError, match=f"^{path!s}:1: "):
        read_pbn(path)


def test_text_stays_text_even_when_it_looks_like_a_file_name(tmp_path: Path) -> None:
    path = write_pbn(tmp_path)
    with pytest.raises(ParseError):
        read_pbn(str(path))


def test_read_lin_takes_a_path(tmp_path: Path) -> None:
    path = tmp_path / "hand.lin"
    path.write_text(LIN)
    assert read_lin(path) == read_lin(LIN, file=str(path))


@pytest.mark.parametrize(("name", "message"), [("missing.pbn", "cannot be read"), (".", "is a directory")])
def test_a_path_that_is_no_file_is_refused_naming_the_whole_path(tmp_path: Path, name: str, message: str) -> None:
    path = tmp_path / name
    with pytest.raises(ParseError, match=f"{message}") as refused:
        read_pbn(path)
    assert str(refused.value).startswith(os.fsdecode(path))


def test_a_deal_is_indexed_by_seat_letter_and_name_and_has_the_seats_as_attributes() -> None:
    deal = Deal.parse(DEAL)
    assert deal["N"] == deal[Seat.NORTH] == deal.north
    assert deal["e"] == deal.east
    assert deal["South"] == deal.south
    assert deal["W"] == deal.west
    with pytest.raises(TrickcardsError, match="'X' is not a seat"):
        deal["X"]


@pytest.mark.parametrize(
    "written",
    ["♠AKQ2 ♥K52 ♦J43 ♣A76", "♠AKQ2♥K52♦J43♣A76", "♠ A K Q 2  ♥ K 5 2  ♦ J 4 3  ♣ A 7 6", "♣A76 ♦J43 ♥K52 ♠AKQ2"],
)
def test_a_hand_is_read_with_suit_symbols_in_the_common_layouts(written: str) -> None:
    assert Hand.parse(written) == Hand.parse("AKQ2.K52.J43.A76")


@pytest.mark.parametrize("void", ["♥-", "♥—", ""])
def test_a_void_is_a_dash_or_left_out(void: str) -> None:
    assert Hand.parse(f"♠AKQ2 {void} ♦J43 ♣A76") == Hand.parse("AKQ2..J43.A76")


@given(st.integers(0, 3))
def test_a_hand_written_as_it_is_shown_reads_back(seed: int) -> None:
    for hand in Deal.random(seed).hands:
        assert Hand.parse(hand.pretty()) == hand


def test_a_deal_is_read_with_suit_symbols() -> None:
    spaced = "N:♠AKQ2 ♥K52 ♦J43 ♣A76 ♠JT98 ♥QJT9 ♦Q2 ♣J82 ♠765 ♥8743 ♦AK5 ♣KQ4 ♠43 ♥A6 ♦T9876 ♣T953"
    joined = "N:" + " ".join(hand.pretty().replace(" ", "") for hand in Deal.parse(DEAL).hands)
    assert Deal.parse(spaced) == Deal.parse(joined) == Deal.parse(DEAL)


@pytest.mark.parametrize(
    ("written", "word"),
    [("♠AKX2 ♥K52 ♦J43 ♣A76", "'X' in the spades"), ("♠AK ♥Q ♠J", "the spades are written twice"), ("x ♠AK", "'x'")],
)
def test_a_hand_with_symbols_written_wrong_names_the_word(written: str, word: str) -> None:
    with pytest.raises(ParseError, match=f"^{written!r} is not a hand: {word}"):
        Hand.parse(written)


def test_helm_records_tricks_written_as_players_write_them_he_12() -> None:
    from trickcards.core.errors import ParseError, ScoringError  # noqa: PLC0415
    from trickcards.helm import HelmSheet  # noqa: PLC0415

    by_number = HelmSheet().record("2NTXB", 6, honours=(1, 30))
    assert HelmSheet().record("2NTXB", "-1", honours="B:30").totals == by_number.totals == (100, 30)
    assert HelmSheet().record("3SA", "=").totals == HelmSheet().record("3SA", 8).totals  # book 5 and the level
    assert HelmSheet().record("3SA", "+2").totals == HelmSheet().record("3SA", 10).totals
    with pytest.raises(ParseError, match="0 to 10 tricks"):
        HelmSheet().record("3SA", "+3")
    with pytest.raises(ParseError, match="Null contract's tricks are written as a number"):
        HelmSheet().record("2NullA", "=")
    with pytest.raises(ScoringError, match="no bid records no tricks"):
        HelmSheet().record(None, "=")
