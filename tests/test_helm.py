"""Helm (bridge variants §4): the deal, the auction, the scoring; every HE vector by its id."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards.bridge.calls import Call
from trickcards.bridge.contract import NULL, Contract, Doubling, Strain
from trickcards.core.cards import Card
from trickcards.core.deck import Deck
from trickcards.core.errors import IllegalCallError, InvalidDealError, ParseError, ScoringError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.helm import (
    HELM,
    HELM_BIDS,
    PACK,
    HelmAuction,
    HelmDeal,
    HelmRules,
    HelmScore,
    denomination,
    honours,
    parse_call,
    point_value,
    score,
    to_contract,
    tricks_allowed,
    tricks_needed,
)
from trickcards.protocol.game import find_game

IGNORES_RANK = HelmRules(helm_ignores_rank=True)


def _auction(calls: str, dealer: int = 0, rules: HelmRules = HELM) -> HelmAuction:
    return HelmAuction.parse(calls, dealer=dealer, rules=rules)


def _opened(number: int, current: str) -> HelmAuction:
    """The opponent bid ``current`` on the call just before a call in round ``number``."""
    position = {1: 1, 2: 3, 3: 5}[number]  # the call about to be made
    calls = ["Pass"] * (position - 1) + [current]
    return _auction(" ".join(calls))


# --- the deal ------------------------------------------------------------------------------


def test_he_1_deal_sizes() -> None:
    deal = HelmDeal.shuffled(11, dealer=1)
    sizes = [tuple(len(h) for h in deal.hands(stage)) for stage in range(4)]
    assert sizes == [(10, 10), (12, 12), (14, 14), (16, 16)]
    a, b = deal.hands(3)
    assert a | b == PACK.to_hand()
    assert a.isdisjoint(b)
    assert len(PACK) == 32


def test_the_pack_is_a_k_q_j_10_9_8_7() -> None:
    assert {str(c)[1] for c in PACK} == set("AKQJT987")


@given(st.integers(0, 10**6), st.sampled_from([0, 1]))
def test_every_stage_conserves_the_pack(seed: int, dealer: int) -> None:
    deal = HelmDeal.shuffled(seed, dealer)
    before = Hand()
    for stage in range(4):
        a, b = deal.hands(stage)
        assert a.isdisjoint(b)
        assert before <= a | b
        before = a | b
        assert len(a | b | deal.stock[4 * stage :].to_hand()) == 32


def test_later_packets_go_to_the_non_dealer_first() -> None:
    deal = HelmDeal.shuffled(3, dealer=0)
    assert deal.packet(1, 1) == (deal.stock[0], deal.stock[2])
    assert deal.packet(1, 0) == (deal.stock[1], deal.stock[3])


def test_a_deal_that_is_not_the_pack_is_refused() -> None:
    deal = HelmDeal.shuffled(3)
    with pytest.raises(InvalidDealError):
        HelmDeal((deal.first[0], deal.first[0]), deal.stock, 0)
    with pytest.raises(TrickcardsError):
        HelmDeal(deal.first, deal.stock, 2)


def test_he_1_a_stock_with_a_card_outside_the_piquet_pack_is_refused() -> None:
    # 32 different cards, but S2 stands in the stock for a card of the pack.
    deal = HelmDeal.shuffled(1)
    stock = Deck([Card.parse("S2"), *deal.stock.cards[1:]])
    with pytest.raises(InvalidDealError, match="the 32 cards of the pack"):
        HelmDeal(deal.first, stock, 0)
    with pytest.raises(InvalidDealError, match="the 32 cards of the pack"):
        find_game("helm").new(hands=[str(deal.first[0]), str(deal.first[1]), str(stock)])


# --- bids -------------------------------------------------------------------------------


def test_he_2_point_values() -> None:
    values = [point_value(parse_call(t)) for t in ("1C", "1H", "1NT", "1Null", "2S", "3D")]
    assert values == [6, 8, 10, 10, 16, 18]


def test_thirty_bids_levels_one_to_five() -> None:
    assert len(HELM_BIDS) == 30
    assert {b.level for b in HELM_BIDS} == {1, 2, 3, 4, 5}
    with pytest.raises(ParseError, match="level 1-5"):
        parse_call("6S")


def test_tricks_needed_and_allowed_from_a_book_of_five() -> None:
    assert tricks_needed(parse_call("2H")) == 7
    assert [tricks_allowed(parse_call(f"{n}Null")) for n in range(1, 6)] == [4, 3, 2, 1, 0]
    with pytest.raises(TrickcardsError):
        tricks_needed(parse_call("1Null"))


def test_he_b_nt_outranks_null_and_the_option_swaps_them() -> None:
    assert HELM.outranks(parse_call("1NT"), parse_call("1Null"))
    swapped = HelmRules(null_above_notrump=True)
    assert swapped.outranks(parse_call("1Null"), parse_call("1NT"))
    assert swapped.outranks(parse_call("1NT"), parse_call("1S"))


# --- the auction ----------------------------------------------------------------------------


def test_he_3_round_one_limit() -> None:
    auction = _opened(1, "1C")
    assert auction.round == 1
    assert auction.can_add("1H")
    assert auction.can_add("1NT")
    with pytest.raises(IllegalCallError, match=r"exceeds '1C' \(6 points\) by 6.*HE-3") as caught:
        auction.add("2C")
    assert caught.value.reason == "over-limit"


def test_he_4_round_two_helm_declaration_waives_the_limit() -> None:
    auction = _opened(2, "1C")
    assert auction.round == 2
    assert auction.can_add("4H")
    assert not auction.can_add("3H")


def test_he_5_round_three_has_no_limit() -> None:
    auction = _opened(3, "1C")
    assert auction.round == 3
    assert auction.can_add("3NT")


def test_he_6_ties_break_by_denomination() -> None:
    auction = _opened(3, "2H")
    assert auction.can_add("2S")
    with pytest.raises(IllegalCallError, match="does not outrank") as caught:
        auction.add("2D")
    assert caught.value.reason == "insufficient"


def test_he_23_helm_must_outrank_unless_helm_ignores_rank() -> None:
    calls = "Pass 3NT"  # 3NT by the dealer in round 1: the next call opens round 2
    assert not _auction(calls).can_add("4C")
    assert _auction(calls, rules=IGNORES_RANK).can_add("4C")
    # in round 1 itself: the non-dealer's 3NT, then the dealer's 4C
    assert not _auction("3NT").can_add("4C")
    assert _auction("3NT", rules=IGNORES_RANK).can_add("4C")
    assert not _auction("4C", rules=IGNORES_RANK).can_add("4C")


def test_he_c_the_first_bid_is_not_limited() -> None:
    assert HelmAuction(0).can_add("3NT")


def test_he_l_limit_is_against_the_current_bid_even_ones_own() -> None:
    # B bids 1C, A passes; in round 2, B's 2C is 6 over his own 1C: refused by default.
    auction = _auction("1C Pass")
    assert not auction.can_add("2C")
    opponent = HelmRules(limit_against="opponent")
    assert _auction("1C Pass", rules=opponent).can_add("2C")
    # against the opponent's bid: 1D by A, then B may go at most 5 over A's 1D
    assert not _auction("1C 1D", rules=opponent).can_add("2H")


def test_rounds_one_and_two_are_one_call_each_and_round_three_ends_with_a_pass() -> None:
    auction = HelmAuction(1)
    for expected_round, expected_player in [(1, 0), (1, 1), (2, 0), (2, 1), (3, 0)]:
        assert (auction.round, auction.next_player) == (expected_round, expected_player)
        auction = auction.add("Pass")
    assert auction.is_complete
    assert auction.is_passed_out
    assert auction.contract is None


def test_round_three_goes_on_until_a_pass() -> None:
    auction = _auction("1C 1D 1H 1S 1NT 2C 2D 2H X XX 2S Pass")
    assert auction.is_complete
    assert str(auction.contract) == "2SB"
    assert auction.contract == Contract.parse("2SE")  # seated East, named B
    assert auction.contract is not None
    assert auction.contract.pretty() == "2♠ by B"
    assert auction.declarer == 1
    with pytest.raises(IllegalCallError, match="after the end") as caught:
        auction.add("Pass")
    assert caught.value.reason == "auction-over"


def test_doubles_as_in_contract_bridge() -> None:
    auction = _auction("1C")
    assert not auction.can_add("XX")
    doubled = auction.add("X")
    assert doubled.doubling is Doubling.DOUBLED
    assert not doubled.can_add("X")
    assert doubled.add("XX").doubling is Doubling.REDOUBLED
    with pytest.raises(IllegalCallError) as caught:
        _auction("1C Pass").add("X")
    assert caught.value.reason == "double-own-side"
    assert HelmAuction(0).legal_calls()[0] == parse_call("Pass")
    assert not HelmAuction(0).can_add("X")


def test_a_new_bid_clears_the_double() -> None:
    assert _auction("1C X 1H").doubling is Doubling.UNDOUBLED


def test_legal_calls_are_exactly_the_addable_ones() -> None:
    auction = _auction("1C 1H")
    legal = set(auction.legal_calls())
    for call in (parse_call("Pass"), parse_call("X"), parse_call("XX"), *HELM_BIDS):
        assert (call in legal) == auction.can_add(call)


@given(st.lists(st.integers(0, 100), max_size=40), st.sampled_from([HELM, IGNORES_RANK]))
def test_random_auctions_stay_legal_and_round_trip(choices: list[int], rules: HelmRules) -> None:
    auction = HelmAuction(0, rules=rules)
    for choice in choices:
        if auction.is_complete:
            break
        calls = auction.legal_calls()
        auction = auction.add(calls[choice % len(calls)])
    assert HelmAuction(0, auction.calls, rules) == auction
    assert pickle.loads(pickle.dumps(auction)) == auction
    if auction.is_complete and auction.contract is not None:
        assert auction.declarer == auction.current_bidder


def test_text_that_is_no_call_is_refused() -> None:
    assert not HelmAuction(0).can_add("7NT")
    assert not HelmAuction(0).can_add("hello")
    with pytest.raises(ParseError):
        HelmAuction(0).add("hello")
    with pytest.raises(TrickcardsError):
        HelmAuction(2)
    with pytest.raises(ParseError):
        HelmAuction(0, "1C")


# --- scoring --------------------------------------------------------------------------


def _parts(text: str, tricks: int, vulnerable: bool = False, rules: HelmRules = HELM) -> tuple[int, int, int]:
    s = score(text, tricks, vulnerable, rules=rules)
    return s.below, s.above, s.opponent_above


def test_he_7_two_hearts_made() -> None:
    assert _parts("2HA", 7) == (16, 0, 0)


def test_he_8_two_notrump_is_game() -> None:
    assert _parts("2NTA", 7) == (20, 0, 0)


def test_he_9_undeclared_small_helm() -> None:
    assert _parts("3CA", 9) == (18, 106, 0)


def test_he_10_grand_helm_vulnerable() -> None:
    assert _parts("5SA", 10, vulnerable=True) == (40, 300, 0)


def test_he_11_shortfall_points() -> None:
    assert _parts("3DA", 6) == (0, 0, 36)


def test_he_12_doubled_shortfall_vulnerable() -> None:
    assert _parts("2NTXA", 6, vulnerable=True) == (0, 0, 150)


def test_he_13_redoubled_shortfall() -> None:
    assert _parts("2HXXA", 6) == (0, 0, 160)


def test_he_14_doubled_contract_made() -> None:
    assert _parts("2HXA", 7) == (32, 25, 0)


def test_he_15_null_overtricks() -> None:
    assert _parts("1NullA", 2) == (10, 20, 0)


def test_he_16_four_null_grand_helm() -> None:
    assert _parts("4NullA", 0, vulnerable=True) == (40, 310, 0)


def test_he_17_redoubled_made_vulnerable() -> None:
    assert _parts("2CXXA", 7, vulnerable=True) == (48, 80, 0)


def test_he_18_null_defeated() -> None:
    assert _parts("3NullA", 4) == (0, 0, 60)


def test_he_19_doubled_small_helm_vulnerable() -> None:
    assert _parts("4SXA", 9, vulnerable=True) == (64, 190, 0)


def test_he_20_four_aces_at_notrump() -> None:
    points = honours(Strain.NOTRUMP, Hand.parse("A.A.A.A"))
    assert points == 40
    assert score("1NTA", 6, honours=points).above == 40


def test_he_21_run_of_five_trumps() -> None:
    assert honours(Strain.SPADES, Hand.parse("AKQJT...")) == 30


@pytest.mark.parametrize(("run", "points"), [(3, 0), (4, 15), (5, 30), (6, 45), (7, 60), (8, 75)])
def test_he_h_trump_runs_from_the_ace(run: int, points: int) -> None:
    assert honours(Strain.HEARTS, Hand.parse("." + "AKQJT987"[:run] + "..")) == points
    assert honours(Strain.HEARTS, Hand.parse("." + "KQJT987"[: run - 1] + "..")) == 0


def test_null_honours_are_sevens() -> None:
    assert honours(NULL, Hand.parse("7.7.7.7")) == 40
    assert honours(NULL, Hand.parse("7.7..7")) == 30
    assert honours(NULL, Hand.parse("A.A.A.A")) == 0


@pytest.mark.parametrize("denomination", [False, True, 0, 4, None])
def test_honours_refuse_what_is_no_denomination(denomination: object) -> None:
    with pytest.raises(ScoringError, match="is not a denomination of Helm"):
        honours(denomination, Hand.parse("A..."))  # type: ignore[arg-type]


def test_honours_of_the_opponent_go_to_him() -> None:
    s = score("2SA", 5, honours=-45)
    assert s.opponent_above == 2 * 8 * 3 + 45
    assert s.above == 0


def test_he_i_no_helm_premium_on_a_defeated_contract() -> None:
    assert score("5SA", 9).helm == 0
    assert score("5SA", 9, rules=HelmRules(helm_premium_when_defeated=True)).helm == 100


def test_he_d_shortfall_in_tricks_option() -> None:
    assert score("3DA", 6, rules=HelmRules(shortfall="tricks")).shortfall == 6


def test_he_e_and_he_f_multiplier_options() -> None:
    plain = HelmRules(overtricks_multiplied=False, doubled_trick_points=False)
    s = score("2HXA", 8, rules=plain)
    assert (s.trick_points, s.overtricks) == (16, 8)
    s = score("2HXA", 8)
    assert (s.trick_points, s.overtricks) == (32, 16)


def test_grand_helm_earns_only_the_grand_premium() -> None:
    assert score("3HA", 10).components() == (("trick points", 24), ("overtricks", 16), ("grand helm", 200))


@given(st.sampled_from(HELM_BIDS), st.sampled_from(list(Doubling)), st.booleans(), st.integers(0, 10))
def test_score_is_monotone_in_tricks_for_declarer(bid: Call, doubling: Doubling, vulnerable: bool, tricks: int) -> None:
    text = f"{bid}{doubling}A"
    if tricks < 10:
        better, worse = (tricks, tricks + 1) if denomination(bid) is NULL else (tricks + 1, tricks)
        assert score(text, better, vulnerable).total >= score(text, worse, vulnerable).total
    result = score(text, tricks, vulnerable)
    assert (result.total > 0) == result.made
    assert pickle.loads(pickle.dumps(result)) == result


def test_bad_scoring_inputs_are_refused() -> None:
    with pytest.raises(ScoringError, match="levels are 1-5"):
        score("6SA", 10)
    with pytest.raises(ScoringError):
        score("2SA", 11)
    with pytest.raises(ScoringError):
        score("2SA", 7, honours=20)
    with pytest.raises(ScoringError, match="30, 40"):
        score("2NTA", 7, honours=15)  # no run of trumps at no trump
    with pytest.raises(ScoringError):
        score("2SA", 7, vulnerable=1)  # type: ignore[arg-type]
    with pytest.raises(ScoringError):
        to_contract(3)  # type: ignore[arg-type]
    with pytest.raises(ScoringError):
        HelmScore("2S", 7, False)  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        HelmRules(limit_against="mine")


@given(
    st.lists(st.integers(0, 100), max_size=30),
    st.sampled_from([HELM, IGNORES_RANK, HelmRules(limit_against="opponent")]),
)
def test_rounds_one_and_two_respect_the_limit_unless_a_helm_is_declared(choices: list[int], rules: HelmRules) -> None:
    auction = HelmAuction(1, rules=rules)
    for choice in choices:
        if auction.is_complete:
            break
        calls = auction.legal_calls()
        call = calls[choice % len(calls)]
        before, in_round = auction.current_bid, auction.round
        auction = auction.add(call)
        if not call.is_bid:
            continue
        if before is not None and rules.limit_against == "current" and in_round < 3 and call.level < 4:  # type: ignore[operator]
            assert point_value(call) - point_value(before) <= 5
        if before is not None and not (rules.helm_ignores_rank and call.level >= 4):  # type: ignore[operator]
            assert rules.outranks(call, before)


def test_repr_names_the_calls_the_dealer_and_any_options() -> None:
    assert repr(_auction("1C")) == "HelmAuction.parse('1C', dealer=0)"
    assert "helm_ignores_rank=True" in repr(HelmAuction(1, rules=IGNORES_RANK))


def test_he_k_a_helm_bid_outranks_by_default_and_the_option_frees_it() -> None:
    # HE-k: only the 5-point limit is waived for a helm bid; it must still outrank the current bid.
    assert _auction("2NT").can_add("4NT")  # limit waived: 40 over 20
    assert not _auction("3NT").can_add("4C")  # 24 does not outrank 30
    assert _auction("3NT", rules=IGNORES_RANK).can_add("4C")  # helm_ignores_rank: any other helm bid
    assert not _auction("4C", rules=IGNORES_RANK).can_add("4C")  # repeating the current bid is no new bid
