"""Two-handed bridge with an open and a closed dummy: every 2D vector, the sheet, random playouts."""

from __future__ import annotations

import pickle
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import Deck, find_game
from trickcards.bridge import Auction, Contract
from trickcards.core.errors import IllegalCallError, ParseError, ScoringError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.seats import Seat
from trickcards.two_handed import TwoPlayerSheet, parse_contract
from trickcards.two_handed.game import AUCTION, TWO_HANDED, DummyBid, TwoHandedState, deal_hands, seating

A, B = 0, 1


def new(seed: int | None = None, **options: object) -> TwoHandedState:
    """The first state of a deal, typed as the game's own state."""
    state = TWO_HANDED.new(seed, **options)  # type: ignore[arg-type]  # hands and dealer go through
    assert isinstance(state, TwoHandedState)
    return state


def auction(*calls: str) -> Auction:
    """An auction with A dealing."""
    return Auction(Seat(A), calls, rules=AUCTION)


def test_2d_1_the_dealer_may_not_pass_first() -> None:
    with pytest.raises(IllegalCallError, match="first call must be a bid"):
        auction("Pass")
    assert not new(seed=1).can_apply("Pass")


def test_2d_2_one_pass_ends_it_with_the_dealers_dummy() -> None:
    a = auction("1H(open)", "Pass")
    assert a.is_complete
    assert a.contract == parse_contract("1HA")
    assert a.current_choice == "open"


def test_2d_3_the_final_bids_dummy_stands() -> None:
    a = auction("1H(closed)", "1S(open)", "Pass")
    assert a.contract == parse_contract("1SB")
    assert a.current_choice == "open"


def test_2d_4_double_then_pass() -> None:
    assert auction("1NT(open)", "X", "Pass").contract == parse_contract("1NTXA")


def test_2d_5_redouble_then_pass() -> None:
    assert auction("1NT(open)", "X", "XX", "Pass").contract == parse_contract("1NTXXA")


def test_2d_c_the_non_dealer_may_pass_at_his_first_turn() -> None:
    assert auction("1C(open)").can_add("Pass")


def test_2d_6_both_dummies_face_up_after_the_opening_lead() -> None:
    state = new(seed=5, dealer=A).apply("1NT(closed)").apply("Pass")
    assert state.play is not None
    assert state.play.exposed == (3,)  # only the open dummy (the other player's) before the lead
    assert state.to_move == B  # the non-declarer leads (2D-b)
    state = state.apply(state.legal_actions()[0])
    assert state.play is not None
    assert state.play.exposed == (2, 3)


def test_2d_7_three_no_trump_vulnerable_makes_game() -> None:
    sheet = TwoPlayerSheet().record("4SA", 10).record("3NTA", 9)
    assert sheet.games == (A, A)
    assert sheet.rubber.entries[-2].points == 100


def test_2d_8_four_spades_down_two_not_vulnerable() -> None:
    assert TwoPlayerSheet().record("4SA", 8).totals == (0, 100)


def test_each_player_plays_his_dummy() -> None:
    state = new(seed=9, dealer=B).apply("2D(open)").apply("Pass")
    declarer = B
    while not state.is_over:
        play = state.play
        assert play is not None
        position = play.trick_play.next_player
        expected = declarer if position in (0, 2) else 1 - declarer
        assert state.to_move == expected
        state = state.apply(state.legal_actions()[0])
    points = state.points
    assert points is not None
    assert points[A] == -points[B]


def test_deal_and_seating() -> None:
    hands = deal_hands(Deck.standard(), dealer=A)
    assert [len(h) for h in hands] == [13, 13, 13, 13]
    assert len(Hand([c for h in hands for c in h])) == 52
    s = seating(A, "open")
    assert s.open_dummies == (2,)
    assert s.leader == 1


def test_actions_parse_and_print() -> None:
    assert str(DummyBid.parse("1nt(CLOSED)")) == "1NT(closed)"
    with pytest.raises(ParseError):
        DummyBid.parse("1NT")
    with pytest.raises(ParseError):
        DummyBid.parse("Pass(open)")
    assert pickle.loads(pickle.dumps(DummyBid.parse("2S(open)"))) == DummyBid.parse("2S(open)")


def test_sheet_parse_and_render() -> None:
    sheet = TwoPlayerSheet.parse("4SA 10\npass\n3NullB 4\n")
    assert sheet.totals == (120, 90)
    assert sheet.dealer == 1
    assert TwoPlayerSheet.parse(sheet.text()) == sheet
    assert " A |" in sheet.render()
    with pytest.raises(ParseError, match="line 1"):
        TwoPlayerSheet.parse("4SN 10\n")


@examples(25)
@given(st.integers(0, 10**6), st.sampled_from((A, B)), st.data())
def test_random_playouts(seed: int, dealer: int, data: st.DataObject) -> None:
    state = new(seed=seed, dealer=dealer)
    assert state.to_move == dealer
    while not state.is_over:
        state = state.apply(data.draw(st.sampled_from(state.legal_actions())))
        if state.play is not None:
            assert sum(len(h) for h in state.play.hands) + len(state.play.played) == 52
    play = state.play
    assert play is not None
    contract: Contract = play.contract
    assert play.declarer_tricks + play.defender_tricks == 13
    points = state.points
    assert points is not None
    assert points[0] == -points[1]
    assert state.declarer_score() == points[int(contract.declarer)]  # type: ignore[arg-type]
    assert TWO_HANDED.replay(state.history, seed=seed, dealer=dealer) == state


def test_two_handed_is_in_the_registry() -> None:
    assert find_game("two-handed") is TWO_HANDED


def test_commands(capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path  # noqa: PLC0415

    from trickcards.cli import main  # noqa: PLC0415  # the command line, imported where tested

    assert main(["two-handed", "score", "4SA", "8"]) == 0
    assert "B: above 100" in capsys.readouterr().out
    path = Path(__file__).parent.parent / "examples" / "two_handed.txt"
    assert main(["two-handed", "sheet", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("              A |       B")
    assert main(["two-handed", "score", "4SN", "8"]) == 2


def test_the_sheet_records_honours_by_player() -> None:
    assert TwoPlayerSheet().record("4SA", 10, "A:100").totals == (220, 0)
    assert TwoPlayerSheet().record("4SA", 10, "b:100").totals == (120, 100)
    sheet = TwoPlayerSheet.parse("4SA 10 A:150\n3NTB 8\n")
    assert sheet.totals == (320, 0)  # 120 and 150 honours, and 50 for B down one
    assert sheet.text() == "first dealer A\n4SA 10 A:150\n3NTB 8\n"
    assert TwoPlayerSheet.parse(sheet.text()) == sheet
    for bad in ("4SA 10 C:100", "4SA 10 A:x", "4SA 10 A:100 B:100"):
        with pytest.raises(ParseError):
            TwoPlayerSheet.parse(bad)
    with pytest.raises(ScoringError):
        TwoPlayerSheet().record("4SA", 10, 100)  # type: ignore[arg-type]


def test_the_pad_names_the_players_under_it() -> None:
    text = TwoPlayerSheet().record("4SA", 10).render()
    assert "games: A 1, B 0; rubber in progress, next dealer B" in text
    assert "We" not in text
    assert "They" not in text


def test_two_player_sheet_refuses_100_honours_at_no_trump_law_81() -> None:
    with pytest.raises(ScoringError, match="Law 81"):
        TwoPlayerSheet().record("3NTA", 9, "A:100")
    assert TwoPlayerSheet().record("3NTA", 9, "A:150").totals == (250, 0)


@pytest.mark.parametrize("args", [(0, 10), (True, 10), ("4SA", "ten"), ("4SA", 10, 5), (b"4SA", 10)])
def test_the_sheet_refuses_junk_with_a_trickcards_error(args: tuple[object, ...]) -> None:
    with pytest.raises(TrickcardsError):
        TwoPlayerSheet().record(*args)  # type: ignore[arg-type]


def test_the_sheet_finishes_an_unfinished_rubber_law_80() -> None:
    sheet = TwoPlayerSheet().record("4SA", 10)
    assert not sheet.is_finished
    assert sheet.finish().totals == (420, 0)
    assert sheet.finish().is_finished
    with pytest.raises(TrickcardsError, match="Law 80"):
        sheet.finish().record("1NTB", 7)


@pytest.mark.parametrize("name", ["two-handed", "two-player-null", "chinese-bridge", "helm"])
def test_an_empty_two_player_sheet_text_shows_its_header(name: str) -> None:
    sheet: Any = find_game(name).sheet()
    text = sheet.text()
    assert text.startswith("first dealer "), text
    assert type(sheet).parse(text) == sheet
