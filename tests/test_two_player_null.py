"""Two-player Null ("nichtig", ``bridge-variants.md`` section 3) on the shared bridge engine.

The auction, the play and the rubber sheet of section 3 are the engine's
:class:`~trickcards.bridge.AuctionRules`, :class:`~trickcards.bridge.TablePlay` and
:class:`~trickcards.two_handed.TwoPlayerSheet`; these tests pin each vector of section 3
that the engine decides.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import find_game
from trickcards.bridge import NULL, RUBBER_MODERN, Auction, AuctionRules, Contract, Seating, Strain, TablePlay, score
from trickcards.cli import main
from trickcards.core.cards import Card
from trickcards.core.deck import Deck
from trickcards.core.errors import ScoringError
from trickcards.two_handed import TwoPlayerSheet
from trickcards.two_player_null import TwoPlayerNullSheet
from trickcards.two_player_null.game import TWO_PLAYER_NULL, Exchange, TwoPlayerNullState

C, D, H, S, NT = Strain

# Section 3: two callers, dealer first (NI-a), Null between diamonds and hearts (NI-c),
# a bid followed by one pass ends the auction, two passes pass it out.
NULLO = AuctionRules(
    name="two-player Null", players=2, sides=(0, 1), strains=(C, D, NULL, H, S, NT), ending_passes=1, passout_passes=2
)


def _auction(*calls: str) -> Auction:
    auction = Auction(0, rules=NULLO)  # type: ignore[arg-type]  # two-player auctions seat players 0 and 1
    for call in calls:
        auction = auction.add(call)
    return auction


@given(st.integers(0, 2**32 - 1))
def test_ni_1_deal_thirteen_each_and_a_stock_of_26(seed: int) -> None:
    dealt = Deck.standard().shuffled(seed).deal(2, hand_size=13)
    assert [len(hand) for hand in dealt.hands] == [13, 13]
    assert len(dealt.stock) == 26
    assert set(dealt.hands[0]) | set(dealt.hands[1]) | set(dealt.stock.cards) == set(Deck.standard().cards)


def test_ni_3_both_pass_passes_the_deal_out() -> None:
    auction = _auction("P", "P")
    assert auction.is_complete
    assert auction.is_passed_out
    assert auction.contract is None
    assert TwoPlayerSheet().record(None).totals == (0, 0)


def test_ni_4_two_null_over_two_diamonds_is_legal() -> None:
    assert _auction("2D").can_add("2Null")


def test_ni_5_two_hearts_over_two_null_is_legal_two_diamonds_is_not() -> None:
    auction = _auction("2D", "2Null")
    assert auction.can_add("2H")
    assert not auction.can_add("2D")


def test_ni_6_three_null_not_vulnerable_four_tricks_scores_90_below() -> None:
    s = score(Contract.parse("3Null"), 4, False, RUBBER_MODERN)
    assert (s.made, s.below, s.above) == (True, 90, 0)
    sheet = TwoPlayerSheet().record("3NullA", 4)
    assert sheet.games == ()
    assert sheet.totals == (90, 0)


def test_ni_7_four_null_not_vulnerable_two_tricks_is_a_game_with_30_above() -> None:
    s = score(Contract.parse("4Null"), 2, False, RUBBER_MODERN)
    assert (s.made, s.below, s.above) == (True, 120, 30)
    sheet = TwoPlayerSheet().record("4NullA", 2)
    assert sheet.games == (0,)
    assert sheet.totals == (150, 0)


def test_ni_8_two_null_doubled_vulnerable_seven_tricks_gives_the_opponent_500() -> None:
    s = score(Contract.parse("2NullX"), 7, True, RUBBER_MODERN)
    assert (s.made, s.below, s.above, s.defenders_above) == (False, 0, 0, 500)
    sheet = TwoPlayerSheet().record("4SA", 10).record("2NullXA", 7)
    assert sheet.is_vulnerable(0)
    assert sheet.totals == (120, 500)


def test_ni_9_one_spade_pass_ends_the_auction_and_the_non_declarer_leads() -> None:
    auction = _auction("1S", "P")
    assert auction.is_complete
    assert not auction.is_passed_out
    contract = auction.contract
    assert contract is not None
    assert contract.level == 1
    assert contract.strain is S
    declarer = int(auction.declarer)  # type: ignore[arg-type]  # complete and not passed out
    assert declarer == 0
    hands = Deck.standard().shuffled(9).deal(2, hand_size=13).hands
    seating = Seating((0, 1), (declarer,), leader=1 - declarer)
    play = TablePlay.start(hands, contract, seating)
    assert play.next_player == 1


@given(st.integers(0, 2**32 - 1), st.sampled_from(["1Null", "3Null", "7Null", "2S", "1NT"]))
def test_two_card_tricks_conserve_cards_and_keep_the_turn(seed: int, contract: str) -> None:
    hands = Deck.standard().shuffled(seed).deal(2, hand_size=13).hands
    play = TablePlay.start(hands, contract, Seating((0, 1), (0,), leader=1))
    played: list[object] = []
    while not play.is_complete:
        assert play.next_player == play.chooser
        legal = sorted(play.legal_cards())
        assert legal
        card = legal[seed % len(legal)]
        play = play.play(card)
        played.append(card)
    assert len(played) == 26
    assert set(played) == set(hands[0]) | set(hands[1])
    declarer_tricks = play.declarer_tricks
    made = score(Contract.parse(contract), declarer_tricks, False, RUBBER_MODERN).made
    if Contract.parse(contract).strain is NULL:
        assert made == (declarer_tricks <= 7 - Contract.parse(contract).level)


# --- the game through the protocol ---------------------------------------------------------


def _same(state: object) -> TwoPlayerNullState:
    assert isinstance(state, TwoPlayerNullState)
    return state


def _new(seed: int, dealer: int) -> TwoPlayerNullState:
    return _same(find_game("two-player-null").new(seed=seed, dealer=dealer))


def _exchange(state: TwoPlayerNullState, count: int) -> TwoPlayerNullState:
    player = state.to_move
    assert player is not None
    for card in sorted(state.hands[player])[:count]:
        state = _same(state.apply(Exchange(card)))
    return _same(state.apply(Exchange()))


def test_ni_1_the_game_deals_thirteen_each_and_a_stock_of_26() -> None:
    state = _new(1, 0)
    assert [len(hand) for hand in state.hands] == [13, 13]
    assert len(state.stock) == 26
    assert state.phase == "exchange"


def test_ni_2_non_dealer_exchanges_five_then_dealer_may_exchange_up_to_13() -> None:
    state = _new(2, 0)
    assert state.to_move == 1
    before = state.hands[1]
    state = _exchange(state, 5)
    assert len(state.stock) == 21
    assert len(state.hands[1]) == 13
    assert len(set(before) & set(state.hands[1])) == 8
    assert state.to_move == 0
    assert state.phase == "exchange"
    assert len([a for a in state.legal_actions() if isinstance(a, Exchange) and a.card is not None]) == 13
    state = _exchange(state, 13)
    assert len(state.stock) == 8
    assert state.phase == "auction"


def test_ni_2_a_discard_is_a_card_held_and_not_yet_discarded() -> None:
    state = _new(2, 0)
    card = sorted(state.hands[1])[0]
    state = _same(state.apply(Exchange(card)))
    assert not state.can_apply(Exchange(card))
    assert not state.can_apply(Exchange(sorted(state.hands[0])[0]))
    assert not state.can_apply("1S")
    assert Exchange.parse(str(Exchange(card))) == Exchange(card)


def test_ni_3_both_pass_ends_the_deal_with_no_score_and_the_dealer_stays() -> None:
    state = _exchange(_exchange(_new(3, 1), 0), 0)
    assert state.to_move == 1  # NI-a: the dealer calls first
    state = _same(state.apply("Pass").apply("Pass"))
    assert state.is_over
    assert state.points == (0, 0)
    assert state.play is None
    again = _new(4, state.start.dealer)
    assert again.start.dealer == 1


def test_ni_9_the_game_lets_the_non_declarer_lead() -> None:
    state = _exchange(_exchange(_new(5, 0), 0), 0)
    state = _same(state.apply("1S").apply("Pass"))
    assert state.phase == "play"
    assert state.to_move == 1


@given(st.integers(0, 2**32 - 1), st.integers(0, 1), st.data())
def test_random_deals_conserve_cards_and_score_null_by_section_0(seed: int, dealer: int, data: st.DataObject) -> None:
    state = _new(seed, dealer)
    pack = set(state.hands[0]) | set(state.hands[1]) | set(state.stock)
    assert len(pack) == 52
    discarded: set[Card] = set()
    while not state.is_over:
        actions = state.legal_actions()
        assert actions
        assert state.to_move is not None
        if state.phase == "exchange":
            assert state.to_move == (1 - dealer if Exchange() not in state.history else dealer)
            action = data.draw(st.sampled_from(actions))
            if isinstance(action, Exchange) and action.card is not None:
                discarded.add(action.card)
        elif state.phase == "auction":
            assert state.to_move == (dealer + len(state.auction.calls)) % 2
            action = data.draw(st.sampled_from(actions))
        else:
            action = actions[0]
        state = _same(state.apply(action))
        assert set(state.hands[0]) | set(state.hands[1]) | set(state.stock) | discarded == pack
    points = state.points
    assert points is not None
    assert points[0] == -points[1]
    play = state.play
    if play is not None:
        assert len([card for trick in play.tricks for card in trick.cards]) == 26
        contract = play.contract
        if contract.strain is NULL:
            declarer = int(contract.declarer)  # type: ignore[arg-type]  # a contract has one
            assert (points[declarer] > 0) == (play.declarer_tricks <= 7 - contract.level)


def test_commands_score_null_contracts(capsys: pytest.CaptureFixture[str]) -> None:
    assert find_game("two-player-null") is TWO_PLAYER_NULL
    assert main(["two-player-null", "score", "2NullXA", "7", "--vulnerable"]) == 0  # NI-8
    assert "B: above 500" in capsys.readouterr().out


def test_ni_b_after_both_pass_the_same_dealer_deals_again_on_the_sheet() -> None:
    sheet = TwoPlayerSheet(passed_deal="same_dealer")
    assert sheet.dealer == 0
    assert sheet.record(None).dealer == 0
    assert sheet.record(None).record(None).record("3NullA", 4).dealer == 1
    # Two-handed bridge passes the deal on, the default.
    assert TwoPlayerSheet().record(None).dealer == 1
    again = TwoPlayerSheet.parse("pass\n3NullA 4\n", passed_deal="same_dealer")
    assert again.dealer == 1
    assert again.redeals == 1


def test_ni_b_the_two_player_null_sheet_has_the_same_dealer_deal_again() -> None:
    sheet = TwoPlayerNullSheet()
    assert sheet.record(None).dealer == 0
    assert sheet.record(None).record("3NullA", 4).dealer == 1
    assert isinstance(sheet.record("3NullA", 4), TwoPlayerNullSheet)
    assert TwoPlayerNullSheet.parse("pass\n").dealer == 0
    assert TwoPlayerNullSheet.parse(sheet.record(None).text()) == sheet.record(None)


def test_ni_b_sheet_options_are_checked() -> None:
    with pytest.raises(ScoringError, match="is not who deals after a passed deal"):
        TwoPlayerSheet(passed_deal="other")
    with pytest.raises(ScoringError, match="is not a number of passed deals dealt again"):
        TwoPlayerSheet(redeals=1)


def test_ni_b_the_sheet_command_keeps_the_dealer_after_a_pass(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deals = tmp_path / "deals.txt"
    deals.write_text("4NullA 2\npass\n3NullB 4\n", encoding="utf-8")
    assert main(["two-player-null", "sheet", str(deals)]) == 0
    assert "next dealer A" in capsys.readouterr().out
    assert main(["two-handed", "sheet", str(deals)]) == 0
    assert "next dealer B" in capsys.readouterr().out
