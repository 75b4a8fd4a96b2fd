"""The Brandeln auction: brandeln.md section 5, every vector of 12.4 (V1-V8), options, random auctions."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import IllegalCallError, ParseError, Suit, TrickcardsError
from trickcards.brandeln import (
    BIDS,
    BRANDELN,
    BRANDELN_CLASSIC,
    HOLD,
    PASS,
    Auction,
    AuctionOptions,
    Bid,
    BrandelnContract,
    Call,
    Declaration,
    Hold,
    Pass,
    Player,
)

F, M, R, D = Player
C = BrandelnContract
ANY = AuctionOptions(open_any_contract=True)
DEFAULT = AuctionOptions()


def run(*calls: str, options: AuctionOptions = DEFAULT) -> Auction:
    auction = Auction(options=options)
    for call in calls:
        auction = auction.add(call)
    return auction


def refused(auction: Auction, call: str, reason: str, player: Player | None = None) -> IllegalCallError:
    assert not auction.can_add(call, player)
    with pytest.raises(IllegalCallError) as info:
        auction.add(call, player)
    assert info.value.reason == reason
    assert repr(str(Call.parse(call))) in str(info.value)
    return info.value


# --- 12.4 vectors V1-V8 ------------------------------------------------------------------------


def test_v1_senior_holds_then_dealer_passes_middlehand_declares_six() -> None:
    a = run("Brandeln", "Four", "Hold", "Five")
    assert (a.senior, a.junior, a.next_player) == (F, M, F)
    a = a.add("Pass")
    assert (a.senior, a.standing, a.holder, a.junior) == (M, C.FIVE, M, R)
    a = a.add("Pass").add("Six")
    assert (a.senior, a.junior, a.next_player) == (M, D, M)
    a = a.add("Hold").add("Pass")
    assert a.callers == (F, M, F, M, F, R, D, M, D)
    assert a.is_complete
    assert not a.is_lottery
    assert (a.declarer, a.contract) == (M, C.SIX)
    declaration = a.declare(Suit.CLUBS)
    assert declaration == Declaration(M, C.SIX, Suit.CLUBS)


def test_v1_declarer_must_name_trumps_after_the_auction() -> None:
    a = Auction.parse("Brandeln Four Hold Five Pass Pass Six Hold Pass")
    with pytest.raises(IllegalCallError, match=r"must name a trump suit \(R9\)") as info:
        a.declare(None)
    assert info.value.reason == "declaration"
    assert a.can_declare("H")
    assert not a.can_declare(None)


def test_v2_all_four_pass_lottery() -> None:
    a = run("Pass", "Pass", "Pass", "Pass")
    assert a.is_complete
    assert a.is_lottery
    assert a.declarer is None
    assert a.contract is None
    assert a.passed == frozenset(Player)
    assert a.legal_calls() == ()
    with pytest.raises(IllegalCallError, match="lottery has no declarer") as info:
        a.declare()
    assert info.value.reason == "no-declarer"


def test_v3_forehand_opens_everyone_passes_forehand_declares_brandeln() -> None:
    a = run("Brandeln", "Pass", "Pass", "Pass")
    assert a.is_complete
    assert (a.declarer, a.contract) == (F, C.BRANDELN)
    assert a.callers == (F, M, R, D)


def test_v4_junior_must_bid_strictly_higher() -> None:
    error = refused(run("Brandeln"), "Brandeln", "insufficient")
    assert "strictly higher" in str(error)
    assert "(5.3)" in str(error)


def test_v5_only_the_senior_may_hold() -> None:
    error = refused(run("Brandeln"), "Hold", "hold")
    assert "only the senior may hold" in str(error)
    assert "(5.3)" in str(error)


def test_v6_open_any_contract_holds_up_to_all_without_trump() -> None:
    a = run("Null", "All-with-trump", "Hold", "All-without-trump", "Hold", "Pass", "Pass", "Pass", options=ANY)
    assert a.is_complete
    assert (a.declarer, a.contract) == (F, C.ALL_WITHOUT_TRUMP)
    assert a.declare(None).trump is None


def test_v6_opening_null_is_illegal_by_default() -> None:
    error = refused(Auction(), "Null", "opening")
    assert "(5.1, R8)" in str(error)


def test_v7_passed_player_may_not_bid_dealer_declares_five() -> None:
    a = run("Pass", "Brandeln", "Pass", "Five", "Pass")
    assert a.is_complete
    assert (a.declarer, a.contract) == (D, C.FIVE)
    error = refused(a, "Six", "passed", player=F)
    assert "F has passed" in str(error)
    assert "(5.5)" in str(error)
    refused(a, "Six", "auction-over")


def test_v8_rearhand_opens_dealer_passes() -> None:
    a = run("Pass", "Pass", "Brandeln", "Pass")
    assert a.is_complete
    assert (a.declarer, a.contract) == (R, C.BRANDELN)


# --- the rules one by one -------------------------------------------------------------------


def test_5_1_opener_may_only_pass_or_bid_brandeln() -> None:
    assert Auction().legal_calls() == (PASS, Bid(C.BRANDELN))
    assert Auction(options=ANY).legal_calls() == (PASS, *BIDS)
    refused(Auction(), "Hold", "hold")


def test_5_1_each_later_opener_has_the_same_choice() -> None:
    a = run("Pass", "Pass")
    assert a.next_player is R
    assert a.legal_calls() == (PASS, Bid(C.BRANDELN))


def test_5_2_dealer_opening_ends_the_auction() -> None:
    a = run("Pass", "Pass", "Pass", "Brandeln")
    assert a.is_complete
    assert (a.declarer, a.contract) == (D, C.BRANDELN)


def test_5_3_junior_may_jump_to_any_higher_contract() -> None:
    assert run("Brandeln").legal_calls() == (PASS, *BIDS[1:])


def test_5_4_senior_may_pass_hold_or_raise() -> None:
    assert run("Brandeln", "Five").legal_calls() == (PASS, HOLD, *BIDS[3:])


def test_5_4_senior_raise_puts_the_junior_back_to_call() -> None:
    a = run("Brandeln", "Four", "Six")
    assert (a.next_player, a.holder, a.standing) == (M, F, C.SIX)
    refused(a, "Hold", "hold")
    refused(a, "Six", "insufficient")


def test_5_4_senior_hold_needs_the_option() -> None:
    a = run("Brandeln", "Four", options=AuctionOptions(senior_may_hold=False))
    refused(a, "Hold", "hold-disabled")
    assert a.legal_calls() == (PASS, *BIDS[2:])


def test_5_5_top_contract_allows_only_hold_or_pass() -> None:
    a = run("Brandeln", "All-without-trump")
    assert a.legal_calls() == (PASS, HOLD)
    error = refused(a, "All-without-trump", "insufficient")
    assert "(5.5)" in str(error)
    assert a.add("Hold").legal_calls() == (PASS,)


def test_r7_all_without_trump_can_be_left_out() -> None:
    options = AuctionOptions(all_without_trump=False)
    a = run("Brandeln", "All-with-trump", options=options)
    assert a.legal_calls() == (PASS, HOLD)
    error = refused(run("Brandeln", options=options), "All-without-trump", "excluded")
    assert "(R7, 8.2)" in str(error)


def test_8_2_classic_table_auction_refuses_all_without_trump_naming_the_table() -> None:
    options = AuctionOptions.for_table(BRANDELN_CLASSIC)
    assert not options.all_without_trump
    assert AuctionOptions.for_table(BRANDELN).all_without_trump
    assert AuctionOptions.for_table(BRANDELN_CLASSIC, open_any_contract=True).open_any_contract
    a = run("Brandeln", "All-with-trump", options=options)
    assert a.legal_calls() == (PASS, HOLD)
    error = refused(run("Brandeln", options=options), "All-without-trump", "excluded")
    assert "brandeln-classic table" in str(error)
    with pytest.raises(TrickcardsError):
        AuctionOptions.for_table("classic")  # type: ignore[arg-type]


def test_8_2_classic_table_all_pass_is_the_lottery() -> None:
    a = run("Pass", "Pass", "Pass", "Pass", options=AuctionOptions.for_table(BRANDELN_CLASSIC))
    assert a.is_lottery


def test_out_of_turn_call_is_refused() -> None:
    error = refused(run("Brandeln"), "Four", "out-of-turn", player=R)
    assert "it is M's turn" in str(error)
    assert run("Brandeln").can_add("Four", player=M)


def test_declaration_before_the_end_is_refused() -> None:
    with pytest.raises(IllegalCallError) as info:
        run("Brandeln").declare(Suit.HEARTS)
    assert info.value.reason == "auction-not-over"


def test_r9_no_trumps_in_null_and_all_without_trump() -> None:
    a = run("Null", "Pass", "Pass", "Pass", options=ANY)
    assert a.declare().trump is None
    with pytest.raises(IllegalCallError, match=r"Null has no trumps, so spades cannot be named \(R9\)"):
        a.declare("S")
    assert not a.can_declare(Suit.SPADES)


def test_declaration_checks_its_values() -> None:
    with pytest.raises(ParseError):
        Declaration(M, C.SIX, "x")
    with pytest.raises(IllegalCallError, match="not a trump suit"):
        Declaration(M, C.SIX, 5)  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        Declaration(1, C.SIX, Suit.CLUBS)  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        Declaration(M, 4, Suit.CLUBS)  # type: ignore[arg-type]
    assert str(Declaration(M, C.SIX, "C")) == "Six by M, clubs trumps"


def test_calls_parse_and_print() -> None:
    assert Call.parse("P") is PASS
    assert Call.parse("h") is HOLD
    assert Call.parse("vier") == Bid(C.FOUR) == Bid("4")
    assert [str(c) for c in (PASS, HOLD, Bid(C.NULL))] == ["Pass", "Hold", "Null"]
    for bad in ("", "seven", "double", "1NT"):
        with pytest.raises(ParseError, match="not a Brandeln call"):
            Call.parse(bad)
    with pytest.raises(ParseError):
        Bid(3)  # type: ignore[arg-type]


def test_auction_text_round_trip_and_describe() -> None:
    a = run("Pass", "Brandeln", "Six", "Hold", "Pass", "Pass")
    assert Auction.parse(str(a)) == a
    assert a.describe() == "F Pass; M Brandeln; R Six; M Hold; R Pass; D Pass"
    assert hash(Auction.parse(str(a))) == hash(a)


def test_auction_constructor_replays_and_refuses_bad_input() -> None:
    with pytest.raises(IllegalCallError) as info:
        Auction(("Brandeln", "Hold"))
    assert info.value.reason == "hold"
    with pytest.raises(IllegalCallError):
        Auction("Brandeln")
    with pytest.raises(IllegalCallError):
        Auction((1,))  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        Auction(options="any")  # type: ignore[arg-type]
    with pytest.raises(TrickcardsError):
        AuctionOptions(open_any_contract=1)  # type: ignore[arg-type]
    with pytest.raises(IllegalCallError):
        Auction.parse(None)  # type: ignore[arg-type]
    assert not Auction().can_add(object())  # type: ignore[arg-type]
    assert not Auction().can_add("Brandeln", player=0)  # type: ignore[arg-type]


# --- random legal auctions keep every validator check of section 5 ----------------------------


def check_section_5(auction: Auction) -> None:
    """An independent check of the validator rules of section 5 on a legal auction."""
    options = auction.options
    calls, callers = auction.calls, auction.callers
    assert len(calls) == len(callers)
    firsts = [p for i, p in enumerate(callers) if p not in callers[:i]]
    assert firsts == sorted(firsts), "players enter in the order F, M, R, D"
    passed: set[Player] = set()
    standing: C | None = None
    holder: Player | None = None
    previous: tuple[Call, Player, Player | None] | None = None
    for call, who in zip(calls, callers, strict=True):
        assert who not in passed, "no call by a player who has passed"
        if isinstance(call, Bid):
            if standing is None:
                assert options.open_any_contract or call.contract is C.BRANDELN
            else:
                assert call.contract > standing, "a bid is strictly higher than the standing contract"
            assert options.all_without_trump or call.contract is not C.ALL_WITHOUT_TRUMP
            before = holder
            standing, holder = call.contract, who
            previous = (call, who, before)
        elif isinstance(call, Hold):
            assert options.senior_may_hold
            assert previous is not None, "Hold only right after a bid"
            assert isinstance(previous[0], Bid), "Hold only right after a bid"
            assert previous[1] != who, "Hold only over the other player's bid"
            assert previous[2] == who, "Hold only by the senior, who held the contract before the junior's bid"
            holder = who
            previous = (call, who, None)
        else:
            assert isinstance(call, Pass)
            passed.add(who)
            previous = (call, who, None)
    # Every player is the junior of at most one stretch of duels.
    juniors = [Auction(calls[: i + 1], options).junior for i in range(len(calls))]
    runs = [j for i, j in enumerate(juniors) if j is not None and (i == 0 or juniors[i - 1] != j)]
    assert len(runs) == len(set(runs)), "every player takes part at most once as a junior"
    if auction.is_complete:
        if auction.is_lottery:
            assert calls == (PASS,) * 4
        else:
            assert len(passed) == 3
            assert auction.declarer not in passed
            assert auction.declarer == holder
            assert auction.contract == standing


OPTIONS = st.builds(AuctionOptions, st.booleans(), st.booleans(), st.booleans())


@given(OPTIONS, st.data())
def test_random_legal_auctions_keep_the_section_5_checks(options: AuctionOptions, data: st.DataObject) -> None:
    auction = Auction(options=options)
    while not auction.is_complete:
        legal = auction.legal_calls()
        assert legal
        assert legal[0] == PASS
        every: tuple[Call, ...] = (PASS, HOLD, *BIDS)
        for call in every:
            assert auction.can_add(call) == (call in legal)
        auction = auction.add(data.draw(st.sampled_from(legal)))
        check_section_5(auction)
    assert auction.legal_calls() == ()
    assert Auction(auction.calls, options) == auction
    assert len(auction.calls) <= 4 + 2 * 7 * 3


@given(st.lists(st.sampled_from((PASS, HOLD, *BIDS)), max_size=12), OPTIONS)
def test_any_call_sequence_is_accepted_or_refused_with_a_reason(calls: list[Call], options: AuctionOptions) -> None:
    prefix = Auction(options=options)
    for call in calls:
        if not prefix.can_add(call):
            with pytest.raises(IllegalCallError) as info:
                Auction((*prefix.calls, call), options)
            assert info.value.reason in {"opening", "hold", "insufficient", "hold-disabled", "excluded", "auction-over"}
            return
        prefix = prefix.add(call)
        check_section_5(prefix)
