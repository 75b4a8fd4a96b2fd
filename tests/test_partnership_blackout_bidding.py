"""The Partnership Blackout bidding round: section 4, every vector of 10.1, K1-K2 on random rounds."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import IllegalCallError, ParseError, Seat, Side, TrickcardsError
from trickcards.partnership_blackout import (
    BOARD,
    CALLS,
    NIL,
    Board,
    Call,
    Nil,
    Number,
    PartnershipCallRound,
    TeamContract,
    parse_side,
)

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
NS, EW = Side.NORTH_SOUTH, Side.EAST_WEST


def bid(*calls: str, dealer: Seat = W) -> PartnershipCallRound:
    """The round after ``calls`` (dealer W by default, so N calls first)."""
    round_ = PartnershipCallRound(dealer)
    for call in calls:
        round_ = round_.add(call)
    return round_


def contracts(round_: PartnershipCallRound) -> tuple[str, str]:
    assert round_.is_complete
    result = round_.contracts
    assert result is not None
    return (str(result[0]), str(result[1]))


# --- 10.1 vectors Q1-Q10 ----------------------------------------------------------------


def test_q1_plain_sums() -> None:
    assert contracts(bid("3", "4", "2", "5")) == ("NS 5", "EW 9")


def test_q2_team_total_capped_at_12() -> None:
    round_ = bid("7", "2", "8", "1")
    assert contracts(round_) == ("NS 12", "EW 3")
    assert round_.contract_of(NS) == TeamContract(NS, Number(12))


def test_q3_partner_of_board_bidder_is_skipped() -> None:
    round_ = bid("Board", "3")
    assert round_.next_player is W
    assert round_.skipped == (S,)
    round_ = round_.add("4")
    assert contracts(round_) == ("NS Board", "EW 7")
    assert str(round_) == "W: Board 3 - 4"
    assert round_.call_of(S) is None


def test_q4_board_cancels_partners_number() -> None:
    round_ = bid("4", "5", "Board", "2")
    assert contracts(round_) == ("NS Board", "EW 7")
    assert round_.cancelled == ((N, Number(4)),)
    assert round_.skipped == ()


def test_q5_partner_of_nil_bidder_is_skipped() -> None:
    round_ = bid("3", "Nil", "5")
    assert round_.is_complete
    assert round_.next_player is None
    assert round_.skipped == (W,)
    assert contracts(round_) == ("NS 8", "EW Nil E")
    ew = round_.contract_of(EW)
    assert ew is not None
    assert ew.nil_bidder is E


def test_q6_nil_cancels_partners_number() -> None:
    round_ = bid("3", "5", "2", "Nil")
    assert contracts(round_) == ("NS 5", "EW Nil W")
    assert round_.cancelled == ((E, Number(5)),)


def test_q7_thirteen_is_not_a_call() -> None:
    round_ = PartnershipCallRound(W)
    assert not round_.can_add("13")
    with pytest.raises(IllegalCallError, match=r"13.*Board \(K2\)") as info:
        round_.add("13")
    assert info.value.reason == "K2"
    with pytest.raises(IllegalCallError, match=r"\(K2\)"):
        Number(13)


def test_q8_zero_is_not_a_call() -> None:
    round_ = PartnershipCallRound(W)
    assert not round_.can_add("0")
    with pytest.raises(IllegalCallError, match=r"0.*Nil \(K2\)") as info:
        round_.add("0")
    assert info.value.reason == "K2"
    with pytest.raises(IllegalCallError, match=r"\(K2\)"):
        Number(0)


def test_q9_partner_of_nil_bidder_may_not_call() -> None:
    round_ = bid("Nil", "4")
    assert not round_.can_add("2", seat=S)
    with pytest.raises(IllegalCallError, match=r"S may not call '2': S's partner N called Nil.*\(K1\)") as info:
        round_.add("2", seat=S)
    assert info.value.reason == "K1"
    with pytest.raises(IllegalCallError, match=r"\(K1\)"):
        PartnershipCallRound.parse("W: Nil 4 2")
    # Given as bare calls, S's turn is skipped: the '2' is W's and the '3' comes after the end.
    with pytest.raises(IllegalCallError, match=r"no one may call '3'.*\(round-over\)"):
        PartnershipCallRound(W, ("Nil", "4", "2", "3"))


def test_q10_both_teams_may_call_board() -> None:
    round_ = bid("Board", "Board")
    assert round_.is_complete
    assert round_.skipped == (S, W)
    assert contracts(round_) == ("NS Board", "EW Board")
    assert str(round_) == "W: Board Board - -"


# --- the rest of section 4 --------------------------------------------------------------


def test_the_round_starts_at_dealers_left() -> None:
    for dealer in Seat:
        assert PartnershipCallRound(dealer).next_player is dealer.lho


def test_r1_there_is_no_pass() -> None:
    with pytest.raises(IllegalCallError, match=r"no pass.*\(R1\)") as info:
        PartnershipCallRound(W).add("Pass")
    assert info.value.reason == "R1"
    assert not PartnershipCallRound(W).can_add("pass")


def test_calls_need_not_be_higher() -> None:
    assert contracts(bid("9", "1", "1", "1")) == ("NS 10", "EW 2")


def test_legal_calls_are_all_fourteen_until_the_round_ends() -> None:
    assert len(CALLS) == 14
    assert PartnershipCallRound(N).legal_calls() == CALLS
    assert bid("3", "4", "2", "5").legal_calls() == ()


def test_no_call_after_the_round() -> None:
    with pytest.raises(IllegalCallError, match="round-over") as info:
        bid("1", "2", "3", "4").add("5")
    assert info.value.reason == "round-over"
    with pytest.raises(IllegalCallError, match=r"\(round-over\)"):
        bid("Board", "Board").add("3")


def test_a_call_out_of_turn_is_refused() -> None:
    with pytest.raises(IllegalCallError, match=r"N's turn.*\(out-of-turn\)") as info:
        PartnershipCallRound(W).add("3", seat=E)
    assert info.value.reason == "out-of-turn"
    with pytest.raises(IllegalCallError, match=r"already called"):
        bid("3").add("3", seat=N)
    assert PartnershipCallRound(W).can_add("3", seat=N)


def test_contracts_only_when_complete() -> None:
    round_ = bid("3", "4")
    assert round_.contracts is None
    assert round_.contract_of(NS) is None
    with pytest.raises(TrickcardsError):
        round_.contract_of("NS")  # type: ignore[arg-type]


def test_entries_pair_calls_with_their_callers() -> None:
    assert bid("Board", "3", "4").entries == ((N, BOARD), (E, Number(3)), (W, Number(4)))


def test_a_refused_call_leaves_the_round_unchanged() -> None:
    round_ = bid("3")
    with pytest.raises(IllegalCallError):
        round_.add("13")
    assert round_ == bid("3")


def test_rounds_are_values() -> None:
    assert bid("3", "Nil") == bid("3", "Nil")
    assert hash(bid("3", "Nil")) == hash(bid("3", "Nil"))
    assert bid("3") != bid("4")
    assert PartnershipCallRound("w", ("3", "Nil")) == bid("3", "Nil")


def test_text_round_trips() -> None:
    for text in ("W: 3 4 2 5", "W: Board 3 - 4", "W: 3 Nil 5 -", "N: Nil Board - -", "E: 12", "S: "):
        round_ = PartnershipCallRound.parse(text)
        assert PartnershipCallRound.parse(str(round_)) == round_
    assert str(PartnershipCallRound.parse("W: 3 Nil 5")) == "W: 3 Nil 5 -"


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("3 4", ParseError),
        ("X: 3", ParseError),
        ("W: 3 4 2 5 6", ParseError),
        ("W: - 3", IllegalCallError),
        ("W: 3 4 banana", ParseError),
        ("W: 0", IllegalCallError),
    ],
)
def test_bad_round_text(text: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        PartnershipCallRound.parse(text)


def test_bad_inputs_raise_trickcards_errors() -> None:
    with pytest.raises(TrickcardsError):
        PartnershipCallRound(5)  # type: ignore[arg-type]
    with pytest.raises(IllegalCallError):
        PartnershipCallRound(N, "3 4")
    with pytest.raises(IllegalCallError):
        PartnershipCallRound(N).add(3)  # type: ignore[arg-type]
    with pytest.raises(IllegalCallError):
        Number(True)


def test_parse_call() -> None:
    assert Call.parse("Board") is BOARD
    assert Call.parse(" nil ") is NIL
    assert Call.parse("12") == Number(12)
    assert isinstance(Call.parse("board"), Board)
    assert isinstance(Call.parse("NIL"), Nil)
    for text in ("", "1.5", "x", "²"):
        with pytest.raises(ParseError):
            Call.parse(text)
    for text in ("13", "99999", "9" * 5000):
        with pytest.raises(IllegalCallError, match="K2"):
            Call.parse(text)
    assert all(Call.parse(str(c)) == c for c in CALLS)


def test_team_contract_text() -> None:
    assert TeamContract.parse("ns 8") == TeamContract.number(NS, 8)
    assert TeamContract.parse("E-W board") == TeamContract.board(EW)
    assert TeamContract.parse("EW NilE") == TeamContract.nil(E)
    assert TeamContract.parse("Nil:W", EW) == TeamContract.nil(W)
    assert parse_side("N/S") is NS
    for text in ("NS 13", "NS 0", "EW Nil", "NS Nil E", "XX 3", "3", "NS", "NS Pass"):
        with pytest.raises(ParseError):
            TeamContract.parse(text)
    with pytest.raises(ParseError):
        TeamContract.parse("NS 3", EW)
    with pytest.raises(TrickcardsError):
        TeamContract(NS, BOARD, N)
    with pytest.raises(TrickcardsError):
        TeamContract(NS, "3")  # type: ignore[arg-type]


# --- random legal rounds ----------------------------------------------------------------


@st.composite
def random_rounds(draw: st.DrawFn) -> PartnershipCallRound:
    round_ = PartnershipCallRound(draw(st.sampled_from(list(Seat))))
    while not round_.is_complete:
        round_ = round_.add(draw(st.sampled_from(round_.legal_calls())))
    return round_


@given(random_rounds())
def test_random_rounds_keep_k1_and_k2(round_: PartnershipCallRound) -> None:
    entries = round_.entries
    callers = [seat for seat, _ in entries]
    # one call at most per player, clockwise from the dealer's left
    assert len(set(callers)) == len(callers)
    order = [(seat - round_.dealer - 1) % 4 for seat in callers]
    assert order == sorted(order)
    for seat in Seat:
        partner_call = round_.call_of(seat.partner)
        partner_first = seat.partner in callers and (
            seat not in callers or callers.index(seat.partner) < callers.index(seat)
        )
        if partner_first and isinstance(partner_call, Board | Nil):
            assert seat not in callers  # K1: skipped
            assert seat in round_.skipped
        else:
            assert seat in callers  # K2: everyone else calls exactly once
    for _, call in entries:
        assert call in CALLS
        if isinstance(call, Number):
            assert 1 <= call.tricks <= 12


@given(random_rounds())
def test_random_rounds_give_each_team_one_contract(round_: PartnershipCallRound) -> None:
    result = round_.contracts
    assert result is not None
    for side, contract in zip((NS, EW), result, strict=True):
        assert contract.side is side
        calls: list[Call] = [call for seat, call in round_.entries if seat.side is side]
        closers = [call for call in calls if isinstance(call, Board | Nil)]
        assert len(closers) <= 1  # never both Board and Nil
        if closers:
            assert contract.call == closers[0]
            if contract.is_nil:
                assert contract.nil_bidder is not None
                assert round_.call_of(contract.nil_bidder) == NIL
        else:
            assert len(calls) == 2
            total = sum(c.tricks for c in calls if isinstance(c, Number))
            assert contract.call == Number(min(12, total))
    assert PartnershipCallRound.parse(str(round_)) == round_


@given(random_rounds(), st.sampled_from(list(CALLS)))
def test_complete_rounds_refuse_every_call(round_: PartnershipCallRound, call: Call) -> None:
    assert not round_.can_add(call)
