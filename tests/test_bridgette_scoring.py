"""Bridgette scoring: every vector of bridgette.md 11.1, the whole value table, and properties."""

import contextlib

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import ParseError, ScoringError
from trickcards.bridge import Doubling, Strain
from trickcards.bridgette import BIDS, BRIDGETTE, Bid, BridgetteContract, BridgetteTable, Player, score


def points(contract: BridgetteContract | str, tricks: int, table: BridgetteTable = BRIDGETTE) -> tuple[int, int]:
    result = score(contract, tricks, table)
    return result.declarer_points, result.defender_points


# --- 11.1 scoring vectors S1-S23 --------------------------------------------------------


def test_s1_0nt_exact() -> None:
    assert points("0NT", 6) == (400, 0)


def test_s2_0nt_one_over_no_bonus() -> None:
    assert points("0NT", 7) == (150, 0)


def test_s3_1s_exactly_three_over() -> None:
    assert points("1S", 10) == (500, 0)
    assert score("1S", 10).three_over_bonus == 350


def test_s4_1c_two_over_no_bonus() -> None:
    assert points("1C", 9) == (150, 0)


def test_s5_doubled_2h_exact() -> None:
    result = score("2HX", 8)
    assert (result.contract_value, result.exact_bonus, result.double_bonus, result.multiplier) == (250, 250, 400, 2)
    assert points("2HX", 8) == (1800, 0)


def test_s6_2d_three_over() -> None:
    assert points("2D", 11) == (600, 0)


def test_s7_4s_exact() -> None:
    assert points("4S", 10) == (1000, 0)


def test_s8_4d_minor_is_a_low_contract() -> None:
    assert points("4D", 11) == (250, 0)


def test_s9_redoubled_3nt_exact() -> None:
    assert points("3NTXX", 9) == (8000, 0)


def test_s10_doubled_1nt_three_over() -> None:
    assert points("1NTX", 10) == (2000, 0)


def test_s11_5nt_is_the_last_bid_with_the_250_bonus() -> None:
    assert points("5NT", 11) == (1750, 0)


def test_s12_6c_exact_bonus_100() -> None:
    assert points("6C", 12) == (1600, 0)


def test_s13_redoubled_6h_exact() -> None:
    assert points("6HXX", 12) == (10400, 0)


def test_s14_doubled_6nt_one_over() -> None:
    assert points("6NTX", 13) == (5200, 0)


def test_s15_7nt_no_exact_bonus_at_level_7() -> None:
    assert points("7NT", 13) == (2500, 0)
    assert score("7NT", 13).exact_bonus == 0


def test_s16_redoubled_7s() -> None:
    assert points("7SXX", 13) == (12800, 0)


def test_s17_4h_down_one() -> None:
    assert points("4H", 9) == (0, 100)


def test_s18_doubled_0nt_down_one() -> None:
    assert points("0NTX", 5) == (0, 200)


def test_s19_doubled_3nt_down_two() -> None:
    assert points("3NTX", 7) == (0, 500)


def test_s20_redoubled_5c_down_four() -> None:
    assert points("5CXX", 7) == (0, 1500)


def test_s21_doubled_6s_down_five() -> None:
    assert points("6SX", 7) == (0, 2000)


def test_s22_7nt_down_seven_uses_the_six_or_more_row() -> None:
    assert points("7NT", 6) == (0, 1000)


def test_s23_r13_down_eight_capped() -> None:
    assert points("2SXX", 0) == (0, 4000)


# --- the alternative readings ----------------------------------------------------------

R10B = attrs.evolve(BRIDGETTE, value_by_tricks=True)
R11_OFF = attrs.evolve(BRIDGETTE, three_over=False)
R12B = attrs.evolve(BRIDGETTE, multiply_double_bonus=False)


def test_s3_under_r10b_values_the_tricks_taken() -> None:
    assert points("1S", 10, R10B) == (1100, 0)
    assert score("1S", 10, R10B).contract_value == 750


def test_r10b_example_2s_making_10() -> None:
    assert score("2S", 10, R10B).contract_value == 750
    assert score("2S", 10).contract_value == 250


def test_r11_off_drops_the_350_bonus() -> None:
    assert points("1S", 10, R11_OFF) == (150, 0)


def test_s5_under_r12b_adds_the_bonus_after_multiplying() -> None:
    assert points("2HX", 8, R12B) == (1400, 0)


def test_s9_under_r12b() -> None:
    assert points("3NTXX", 9, R12B) == (5000, 0)


def test_undertrick_ladder_redoubled_is_undoubled_plus_doubled() -> None:
    for row in BRIDGETTE.undertricks:
        assert row[2] == row[0] + row[1]


# --- the whole contract table against an independent formulation ------------------------


def prose_value(level: int, strain: Strain) -> int:
    """The seed's sentences, one per value: 'for a bid of 0 no trump or 1 of any suit, 150' ..."""
    nt = strain is Strain.NOTRUMP
    minor = strain in (Strain.CLUBS, Strain.DIAMONDS)
    if (nt and level == 0) or (not nt and level == 1):
        return 150
    if (nt and level in (1, 2)) or (not nt and level in (2, 3)) or (minor and level == 4):
        return 250
    if (nt and level in (3, 4)) or (not nt and not minor and level == 4) or (not nt and level == 5):
        return 750
    if (nt and level == 5) or (not nt and level == 6):
        return 1500
    if (nt and level == 6) or (not nt and level == 7):
        return 2200
    assert nt
    assert level == 7
    return 2500


def prose_exact(level: int, strain: Strain) -> int:
    """'250 for bids from 0 to 5 no trump, only 100 for 6 no trump or 6 of any suit, higher bids none'."""
    if Bid(level, strain) <= Bid(5, Strain.NOTRUMP):
        return 250
    return 100 if level == 6 else 0


PROSE_UNDER = {1: (100, 200, 300), 2: (200, 500, 700), 3: (300, 800, 1100), 4: (400, 1100, 1500), 5: (700, 2000, 2700)}


def prose_points(level: int, strain: Strain, doubling: Doubling, tricks: int) -> tuple[int, int]:
    needed = level + 6
    if tricks < needed:
        down = needed - tricks
        return 0, PROSE_UNDER.get(down, (1000, 3000, 4000))[doubling]
    total = prose_value(level, strain)
    if tricks == needed:
        total += prose_exact(level, strain)
    if tricks == needed + 3:
        total += 350
    total += (0, 400, 1000)[doubling]
    return (1, 2, 4)[doubling] * total, 0


@pytest.mark.parametrize("bid", BIDS, ids=str)
def test_every_contract_value_trick_count_and_doubling(bid: Bid) -> None:
    for doubling in Doubling:
        for tricks in range(14):
            contract = BridgetteContract(bid.level, bid.strain, doubling)
            assert points(contract, tricks) == prose_points(bid.level, bid.strain, doubling, tricks), (
                str(contract),
                tricks,
            )


def test_the_table_has_36_contracts() -> None:
    assert len(BIDS) == 36
    assert [b.index for b in BIDS] == list(range(36))
    assert str(BIDS[0]) == "0NT"
    assert str(BIDS[-1]) == "7NT"


# --- properties -------------------------------------------------------------------------

contracts = st.builds(
    lambda bid, doubling: BridgetteContract(bid.level, bid.strain, doubling),
    st.sampled_from(BIDS),
    st.sampled_from(Doubling),
)
tables = st.sampled_from([BRIDGETTE, R10B, R11_OFF, R12B])


@given(contract=contracts, tricks=st.integers(0, 13), table=tables)
def test_only_one_side_scores(contract: BridgetteContract, tricks: int, table: BridgetteTable) -> None:
    result = score(contract, tricks, table)
    if tricks >= contract.tricks_needed:
        assert result.made
        assert result.declarer_points > 0
        assert result.defender_points == 0
    else:
        assert not result.made
        assert result.declarer_points == 0
        assert result.defender_points > 0
        assert result.undertrick_penalty == result.defender_points


@given(contract=contracts, tricks=st.integers(0, 13), table=tables)
def test_doubling_never_lowers_a_made_score(contract: BridgetteContract, tricks: int, table: BridgetteTable) -> None:
    if tricks < contract.tricks_needed:
        return
    scores = [
        score(attrs.evolve(contract, doubling=d), tricks, table).declarer_points
        for d in (Doubling.UNDOUBLED, Doubling.DOUBLED, Doubling.REDOUBLED)
    ]
    assert scores == sorted(scores)
    assert scores[0] < scores[1] < scores[2]


@given(contract=contracts, tricks=st.integers(0, 12))
def test_more_undertricks_never_cost_the_defender(contract: BridgetteContract, tricks: int) -> None:
    if tricks + 1 < contract.tricks_needed:
        assert score(contract, tricks).defender_points >= score(contract, tricks + 1).defender_points


@given(contract=contracts)
def test_contract_text_round_trips(contract: BridgetteContract) -> None:
    assert BridgetteContract.parse(str(contract)) == contract
    with_declarer = attrs.evolve(contract, declarer=Player.B)
    assert BridgetteContract.parse(str(with_declarer)) == with_declarer


@given(st.text(max_size=12))
def test_contract_parser_raises_only_parse_errors(text: str) -> None:
    with contextlib.suppress(ParseError):
        BridgetteContract.parse(text)


# --- bad input ----------------------------------------------------------------------------


@pytest.mark.parametrize("tricks", [-1, 14, 3.5, True])
def test_impossible_trick_counts_are_refused(tricks: object) -> None:
    with pytest.raises(ScoringError, match=repr(tricks).replace(".", r"\.")):
        score("3NT", tricks)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["0S", "8NT", "3NTXXX", "", "3Z"])
def test_impossible_contracts_are_refused(text: str) -> None:
    with pytest.raises(ParseError, match=repr(text)):
        BridgetteContract.parse(text)


def test_r3_level_zero_is_no_trump_only() -> None:
    with pytest.raises(ParseError, match="R3"):
        BridgetteContract.parse("0C")


def test_contract_text_forms() -> None:
    c = BridgetteContract.parse("4S XX by A")
    assert (c.level, c.strain, c.doubling, c.declarer) == (4, Strain.SPADES, Doubling.REDOUBLED, Player.A)
    assert str(c) == "4SXXA"
    assert c.pretty() == "4♠ redoubled by A"
    assert BridgetteContract.parse("3n") == BridgetteContract(3, Strain.NOTRUMP)


def test_explain_lists_every_component() -> None:
    text = score("4H", 9).explain()
    assert "down 1" in text
    assert "undertrick penalty" in text
    assert text.splitlines()[-1].split() == ["defender", "100"]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"three_over_bonus": "350"}, "'350' is not a number of points for three_over_bonus"),
        ({"double_bonus": -400}, "-400 is not a number of points for double_bonus"),
        ({"redouble_bonus": None}, "None is not a number of points for redouble_bonus"),
        ({"value_by_tricks": "yes"}, "'yes' is not a yes/no setting for value_by_tricks"),
        ({"three_over": 0}, "0 is not a yes/no setting for three_over"),
        ({"multiply_double_bonus": None}, "None is not a yes/no setting for multiply_double_bonus"),
        ({"contract_values": 5}, "5 is not a contract value table"),
        ({"exact_bonuses": (250,) * 7 + ("0",)}, "is not an exact-bonus table"),
        ({"undertricks": 5}, "5 is not an undertrick ladder"),
        ({"undertricks": ((100, 200, "300"),)}, "is not an undertrick ladder"),
    ],
)
def test_bad_table_fields_raise_scoring_errors(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ScoringError, match=message):
        BridgetteTable(**kwargs)  # type: ignore[arg-type]


def test_score_refuses_a_table_that_is_not_one() -> None:
    with pytest.raises(ScoringError, match="'bridgette' is not a BridgetteTable"):
        score("3NT", 9, "bridgette")  # type: ignore[arg-type]
