"""Three-handed bridge with the booby and Null bids: every 3H vector, the sheet, random playouts."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import Card, Deck, find_game
from trickcards.bridge import NULL, Auction, Contract, NullBid
from trickcards.core.errors import IllegalCallError, ParseError, ScoringError
from trickcards.core.hand import Hand
from trickcards.core.seats import Seat
from trickcards.three_handed import (
    BoobyError,
    HonoursHolder,
    ThreeHandedDeal,
    ThreeHandedSheet,
    auction_rules,
    parse_contract,
    score,
)
from trickcards.three_handed.game import THREE_HANDED, ThreeHandedState, seating

A, B, C = 0, 1, 2
RULES = auction_rules()


def new(seed: int | None = None, **options: object) -> ThreeHandedState:
    """The first state of a deal, typed as the game's own state."""
    state = THREE_HANDED.new(seed, **options)  # type: ignore[arg-type]  # hands and dealer go through
    assert isinstance(state, ThreeHandedState)
    return state


def auction(*calls: str, dealer: int = C) -> Auction:
    """An auction with A to call first: the dealer is C, and A is C's left."""
    return Auction(Seat(dealer), calls, rules=RULES)


def test_3h_1_deal_17_17_17_and_1_then_13_each() -> None:
    deal = ThreeHandedDeal.from_deck(Deck.standard().shuffled(7), dealer=B)
    assert [len(h) for h in deal.hands] == [17, 17, 17]
    assert len(deal.booby) == 1
    for player in (C, A, B):
        deal = deal.contribute(player, Hand(list(deal.hands[player])[:4]))
    assert [len(h) for h in (*deal.hands, deal.booby)] == [13, 13, 13, 13]
    assert deal.is_contributed


def test_3h_1_deal_starts_at_dealers_left_and_ends_with_the_booby() -> None:
    deck = Deck.standard()
    cards = list(deck)
    deal = ThreeHandedDeal.from_deck(deck, dealer=A)
    assert cards[0] in deal.hands[B]
    assert cards[1] in deal.hands[C]
    assert cards[2] in deal.hands[A]
    assert deal.booby == Hand([cards[51]])


def test_contribution_is_four_cards_of_ones_own() -> None:
    deal = ThreeHandedDeal.random(3)
    with pytest.raises(BoobyError, match="exactly four"):
        deal.contribute(A, Hand(list(deal.hands[A])[:5]))
    with pytest.raises(BoobyError, match="does not hold"):
        deal.contribute(A, Hand(list(deal.hands[B])[:1]))


def test_3h_2_two_null_over_two_hearts() -> None:
    assert auction("2H").can_add("2Null")


def test_3h_3_two_hearts_under_two_null_two_spades_over() -> None:
    a = auction("2Null")
    with pytest.raises(IllegalCallError, match="insufficient"):
        a.add("2H")
    assert a.can_add("2S")


def test_3h_4_one_spade_and_two_passes_end_the_auction() -> None:
    a = auction("1S", "Pass", "Pass")
    assert a.is_complete
    assert a.contract == parse_contract("1SA")


def test_3h_5_only_the_doubled_bidder_redoubles() -> None:
    a = auction("1S", "X")
    with pytest.raises(IllegalCallError, match="only the side whose bid was doubled"):
        a.add("XX")
    assert a.add("Pass").can_add("XX")


def test_3h_a_first_caller_option() -> None:
    assert Auction(Seat(C), rules=auction_rules("dealer")).next_player == Seat(C)
    assert Auction(Seat(C), rules=RULES).next_player == Seat(A)


def test_3h_c_ending_passes_option() -> None:
    assert not Auction(Seat(C), ["1S", "Pass", "Pass"], rules=auction_rules(ending_passes=3)).is_complete


def test_all_three_passing_throws_the_deal_in() -> None:
    a = auction("Pass", "Pass", "Pass")
    assert a.is_passed_out
    assert a.contract is None


@pytest.mark.parametrize(
    ("vector", "contract", "tricks", "vulnerable", "entries"),
    [
        ("3H-6", "2NullA", 5, False, ((60, 0), (0, 0), (0, 0))),
        ("3H-7", "2NullA", 3, False, ((60, 60), (0, 0), (0, 0))),
        ("3H-8", "4NullXA", 4, False, ((0, 0), (0, 100), (0, 100))),
        ("3H-9", "6NullA", 1, False, ((180, 500), (0, 0), (0, 0))),
        ("3H-10", "7NullA", 0, True, ((210, 1500), (0, 0), (0, 0))),
        ("3H-11", "3NullA", 7, False, ((0, 0), (0, 150), (0, 150))),
        ("3H-12", "5NullXXA", 4, False, ((0, 0), (0, 600), (0, 600))),
        ("3H-13", "4SXA", 10, True, ((240, 50), (0, 0), (0, 0))),
    ],
)
def test_3h_6_to_13_scoring(
    vector: str, contract: str, tricks: int, vulnerable: bool, entries: tuple[tuple[int, int], ...]
) -> None:
    assert score(contract, tricks, vulnerable).entries == entries, vector


def test_3h_14_defender_honours_score_for_both_defenders() -> None:
    s = score("4SA", 8, vulnerable=True, honours=(HonoursHolder.DEFENDERS, 100))
    assert s.components(B) == (("undertricks", 200), ("honours", 100))
    assert s.components(C) == (("undertricks", 200), ("honours", 100))
    assert s.components(A) == ()


def test_3h_14_honours_found_in_the_booby_go_to_declarer() -> None:
    hands = ("AKQJT98765432.AKQJ..", ".5432.AKQJT98765432.", ".9876..AKQJT98765432", ".T..")
    s = new(hands=hands, dealer=C)
    gifts = {A: ("SA", "SK", "SQ", "SJ"), B: ("H2", "H3", "H4", "H5"), C: ("H6", "H7", "H8", "H9")}
    for player in (A, B, C):  # A gives his spade honours to the booby
        for card in gifts[player]:
            assert s.to_move == player
            s = s.apply(card)
    for call in ("4S", "Pass", "Pass"):
        s = s.apply(call)
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    result = s.scored()
    assert result is not None
    assert result.honours == (HonoursHolder.DECLARER, 100)


def test_3h_e_null_has_no_honours() -> None:
    with pytest.raises(ScoringError, match="no honours"):
        score("2NullA", 3, honours=(HonoursHolder.DECLARER, 100))


def test_3h_15_second_game_with_one_other_vulnerable_is_500() -> None:
    sheet = ThreeHandedSheet().record("4SA", 10).record("3NTB", 9).record("4HA", 10)
    assert sheet.is_over
    assert sheet.rubber_winner == A
    assert [e.points for e in sheet.entries if e.item == "rubber bonus"] == [500]


def test_3h_f_second_game_with_nobody_else_vulnerable_is_700() -> None:
    sheet = ThreeHandedSheet().record("4SA", 10).record("4HA", 10)
    assert [e.points for e in sheet.entries if e.item == "rubber bonus"] == [700]


def test_a_game_draws_a_line_across_all_columns() -> None:
    sheet = ThreeHandedSheet().record("2HB", 8).record("4SA", 10)
    assert sheet.part_scores == (0, 0, 0)
    assert sheet.games == (A,)
    assert sheet.record("2HB", 8).part_scores == (0, 60, 0)


def test_vulnerability_is_per_player() -> None:
    sheet = ThreeHandedSheet().record("4SA", 8)  # A down 2, not vulnerable
    assert sheet.totals == (0, 100, 100)
    sheet = ThreeHandedSheet().record("4SB", 10).record("4SB", 8)  # B vulnerable now: 200 each
    assert sheet.totals[0] == sheet.totals[2] == 200


def test_sheet_refuses_deals_after_the_rubber() -> None:
    sheet = ThreeHandedSheet().record("4SA", 10).record("4HA", 10)
    with pytest.raises(ScoringError, match="rubber is over"):
        sheet.record("1SB", 7)


def test_settlement_pairs_settle_differences() -> None:
    sheet = ThreeHandedSheet().record("4SA", 10).record("2HB", 8)
    assert sheet.payments() == ((1, 0, 60), (2, 0, 120), (2, 1, 60))
    assert sheet.settlement is None  # the rubber is not over
    assert sheet.leader == A
    assert sheet.winner is None
    over = sheet.record("4SA", 10)
    assert over.settlement == tuple(3 * t - sum(over.totals) for t in over.totals)
    assert sum(over.settlement) == 0


def test_sheet_built_from_recorded_deals_replays_them() -> None:
    sheet = ThreeHandedSheet().record("4SA", 10).record_passed_out().record("2HB", 8)
    assert ThreeHandedSheet(0, sheet.deals) == sheet
    assert ThreeHandedSheet(0, sheet.deals).totals == sheet.totals
    assert sheet.score_of(3) is not None
    assert sheet.score_of(2) is None


def test_sheet_parse_round_trip_and_errors() -> None:
    text = "first dealer C\n4SA 10 honours declarer 100\npass\n3NTB 7\n"
    sheet = ThreeHandedSheet.parse(text)
    assert sheet.first_dealer == C
    assert sheet.dealer == C
    assert ThreeHandedSheet.parse(sheet.text()) == sheet
    assert "total" in sheet.render()
    with pytest.raises(ParseError, match="line 2"):
        ThreeHandedSheet.parse("first dealer A\n4SA ten\n")
    with pytest.raises(ParseError, match="line 1"):
        ThreeHandedSheet.parse("4SN 10\n")


def test_seating_opposite_the_booby_and_lead_options() -> None:
    s = seating(declarer=B, dealer=A)
    assert s.leader == 1
    assert s.names == ("B", "C", "booby", "A")
    assert seating(declarer=B, dealer=A, first_lead="dealer_lho").leader == 0


def test_the_booby_is_turned_up_after_the_opening_lead() -> None:
    state = new(seed=11)
    while state.phase != "auction":
        state = state.apply(state.legal_actions()[0])
    state = state.apply("1NT").apply("Pass").apply("Pass")
    assert state.play is not None
    assert state.play.exposed == ()
    state = state.apply(state.legal_actions()[0])
    assert state.play is not None
    assert state.play.exposed == (2,)


def test_null_bids_through_the_protocol() -> None:
    state = new(seed=2)
    while state.phase == "exchange":
        state = state.apply(state.legal_actions()[0])
    assert NullBid(1) in state.legal_actions()
    state = state.apply("2Null").apply("Pass").apply("Pass")
    assert state.play is not None
    assert state.play.contract.strain is NULL
    assert state.play.rules.trump is None


def play_out(state: ThreeHandedState, data: st.DataObject) -> ThreeHandedState:
    """Random legal actions to the end, checking the invariants after each."""
    while not state.is_over:
        mover = state.to_move
        assert mover is not None
        action = data.draw(st.sampled_from(state.legal_actions()))
        if state.phase == "play":
            play = state.play
            assert play is not None
            position = play.trick_play.next_player
            declarer = int(play.contract.declarer)  # type: ignore[arg-type]
            expected = (declarer, (declarer + 1) % 3, declarer, (declarer + 2) % 3)[position]  # type: ignore[index]
            assert mover == expected
        state = state.apply(action)
        if state.play is None:
            cards = [*state.cards.hands, state.cards.booby]
        else:
            cards = [*state.play.hands, Hand(state.play.played)]
        assert sum(len(h) for h in cards) == 52
        assert len(Hand([c for h in cards for c in h])) == 52
    return state


@examples(25)
@given(st.integers(0, 10**6), st.sampled_from((A, B, C)), st.data())
def test_random_playouts_conserve_cards_and_turns(seed: int, dealer: int, data: st.DataObject) -> None:
    state = play_out(new(seed=seed, dealer=dealer), data)
    points = state.points
    assert points is not None
    result = state.scored()
    if result is None:
        assert points == (0, 0, 0)
        return
    contract: Contract = result.contract
    tricks = result.declarer_tricks
    if contract.is_null:
        assert result.made == (tricks <= 7 - contract.level)
    else:
        assert result.made == (tricks >= 6 + contract.level)
    defenders = result.defenders
    assert points[defenders[0]] == points[defenders[1]]
    assert THREE_HANDED.replay(state.history, seed=seed, dealer=dealer) == state
    assert pickle.loads(pickle.dumps(state)) == state


def test_exchange_refuses_a_card_not_held() -> None:
    state = new(seed=1, dealer=A)
    other = next(iter(state.cards.hands[C]))
    assert not state.can_apply(other)
    assert state.can_apply(str(next(iter(state.cards.hands[B]))))
    assert isinstance(state.legal_actions()[0], Card)


def test_command_score(capsys: pytest.CaptureFixture[str]) -> None:
    from trickcards.cli import main  # noqa: PLC0415  # the command line, imported where tested

    assert main(["three-handed", "score", "4SA", "8", "--vulnerable", "--honours", "defenders:100"]) == 0
    out = capsys.readouterr().out
    assert "B: below 0, above 300 (undertricks 200, honours 100)" in out
    assert main(["three-handed", "score", "4SN", "8"]) == 2


def test_command_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path  # noqa: PLC0415

    from trickcards.cli import main  # noqa: PLC0415

    path = Path(__file__).parent.parent / "examples" / "three_handed.txt"
    assert main(["three-handed", "sheet", str(path)]) == 0
    out = capsys.readouterr().out
    assert "rubber won by C" in out


def test_three_handed_is_implemented_in_the_registry() -> None:
    assert find_game("booby") is THREE_HANDED


def test_3h_honours_100_at_no_trump_are_refused_law_81() -> None:
    # At no trump only the four aces count (150), as in contract bridge and the two-player sheets (Law 81).
    with pytest.raises(ScoringError, match="Law 81"):
        score("3NTA", 9, honours=(HonoursHolder.DECLARER, 100))
    with pytest.raises(ScoringError, match="Law 81"):
        ThreeHandedSheet().record("3NTA", 9, (HonoursHolder.DECLARER, 100))
    with pytest.raises(ScoringError, match="Law 81"):
        ThreeHandedSheet().record("3NTA", 8, (HonoursHolder.DEFENDERS, 100))
    assert ThreeHandedSheet().record("3NTA", 9, (HonoursHolder.DECLARER, 150)).totals == (250, 0, 0)
    assert ThreeHandedSheet().record("3NTA", 8, (HonoursHolder.DEFENDERS, 150)).totals == (0, 200, 200)


@pytest.mark.parametrize(
    "args",
    [(0, 10), (None, 10), ("4SA", 10, 5), ("4SA", 10.0), ("4SA", 14), ("4SA", 10, (HonoursHolder.DECLARER, 90))],
)
def test_the_sheet_refuses_junk_with_a_scoring_error(args: tuple[object, ...]) -> None:
    with pytest.raises(ScoringError):
        ThreeHandedSheet().record(*args)  # type: ignore[arg-type]


@pytest.mark.parametrize(("args", "word"), [(("4SA", 10, "x"), "'x' is not honours"), (("4SA", "ten"), "'ten'")])
def test_the_sheet_refuses_text_written_wrong_naming_it(args: tuple[object, ...], word: str) -> None:
    # Text is read as the command line writes it ('10', '=', 'declarer:100'): text that is none of these is named.
    with pytest.raises(ParseError, match=word):
        ThreeHandedSheet().record(*args)  # type: ignore[arg-type]


def test_the_rubber_bonus_entry_names_the_deal_that_won_the_rubber() -> None:
    sheet = ThreeHandedSheet().record("4SA", 10).record("3NTB", 9).record("4SA", 10)
    bonus = [e for e in sheet.entries if e.item == "rubber bonus"]
    assert [(e.player, e.points, e.deal) for e in bonus] == [(0, 500, 3)]


@pytest.mark.parametrize("given", ["C", "c", " 2", 2])
def test_a_first_dealer_given_by_letter_or_text_is_read_as_his_number(given: object) -> None:
    sheet = ThreeHandedSheet(given)  # a letter or text is read as the player
    assert sheet.first_dealer == 2
    assert sheet.dealer == 2
    assert sheet == ThreeHandedSheet(2)
    assert "first dealer C" in sheet.text()
