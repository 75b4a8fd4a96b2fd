"""Towie (bridge variants §6): every TO vector, the table, the rotation, the sheet, the auction among three."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import find_game
from trickcards.bridge import Auction, Contract, Doubling
from trickcards.core.errors import IllegalCallError, ParseError, ScoringError, TrickcardsError
from trickcards.core.seats import Seat
from trickcards.towie import (
    TOWIE,
    HonoursHolder,
    Rotation,
    TowieDeal,
    TowieDealError,
    TowieSheet,
    auction_rules,
    is_playable,
    parse_contract,
    score,
    towie_table,
)
from trickcards.towie.game import TOWIE_GAME, TowieState

A, B, C, D, E = 0, 1, 2, 3, 4


def others(s: object, declarer: int = A) -> set[int]:
    """The above-the-line entries of every player but the declarer."""
    assert hasattr(s, "entries")
    return {above for player, (_, above) in enumerate(s.entries) if player != declarer}


# --- playability (TO-a) and the goulash test vectors ----------------------------------------


def test_to_1_three_spades_is_not_played() -> None:
    assert not is_playable("3S")
    with pytest.raises(ScoringError, match=r"'3SA' is below game.*TO-a"):
        score("3SA", 9)


def test_to_2_two_no_trump_and_four_clubs_are_not_played() -> None:
    assert TOWIE.trick_points(2, Contract.parse("2NT").strain) == 70
    assert TOWIE.trick_points(4, Contract.parse("4C").strain) == 80
    assert not is_playable("2NT")
    assert not is_playable("4C")


def test_to_3_three_no_trump_and_five_diamonds_are_played() -> None:
    assert TOWIE.trick_points(3, Contract.parse("3NT").strain) == 105
    assert TOWIE.trick_points(5, Contract.parse("5D").strain) == 100
    assert is_playable("3NT")
    assert is_playable("5D")


def test_to_a_undoubled_value_counts_by_default() -> None:
    assert not is_playable("2SX")
    assert is_playable("2SX", playable="doubled")
    assert not is_playable("1NTX", playable="doubled")  # 70
    assert is_playable("2NTX", playable="doubled")  # 140


# --- scoring vectors ------------------------------------------------------------------------


def test_to_4_three_no_trump_first_game() -> None:
    s = score("3NTA", 9)
    assert (s.player_below(A), s.player_above(A)) == (105, 500)
    assert dict(s.components(A)) == {"trick points": 105, "game bonus": 500}


def test_to_5_four_hearts_two_overtricks_first_game() -> None:
    s = score("4HA", 12)
    assert (s.player_below(A), s.player_above(A)) == (120, 100 + 500)
    assert dict(s.components(A))["overtricks"] == 100


def test_to_6_four_spades_doubled_not_vulnerable_down_three() -> None:
    assert others(score("4SXA", 7)) == {400}


def test_to_7_four_spades_doubled_not_vulnerable_down_five() -> None:
    assert others(score("4SXA", 5)) == {1000}


def test_to_8_four_spades_doubled_not_vulnerable_down_six() -> None:
    assert others(score("4SXA", 4)) == {1400}


def test_to_9_five_diamonds_vulnerable_undoubled_down_three() -> None:
    assert others(score("5DA", 8, vulnerable=True)) == {500}


def test_to_10_four_hearts_doubled_vulnerable_down_one() -> None:
    assert others(score("4HXA", 9, vulnerable=True)) == {200}


def test_to_11_four_hearts_redoubled_not_vulnerable_down_two() -> None:
    assert others(score("4HXXA", 8)) == {400}


def test_to_12_four_spades_undoubled_not_vulnerable_down_four() -> None:
    assert others(score("4SA", 6)) == {200}


def test_to_13_doubled_second_game_ends_the_rubber() -> None:
    s = score("4SXA", 10, vulnerable=True)
    assert (s.player_below(A), s.player_above(A)) == (240, 100 + 1000)
    sheet = TowieSheet(players=3).record("4SA", 10).record("3NTB", 9).record("4SXC", 10)
    assert not sheet.is_over
    sheet = sheet.record("4SXA", 10)
    assert sheet.is_over
    assert sheet.rubber_winners == (A,)
    assert sheet.score_of(4) == score("4SXA", 10, vulnerable=True, players=3)


def test_to_14_redoubled_made_not_vulnerable() -> None:
    s = score("4SXXA", 10)
    assert (s.player_below(A), s.player_above(A)) == (480, 50 + 500)


def test_to_15_six_no_trump_small_slam_first_game() -> None:
    s = score("6NTA", 12)
    assert (s.player_below(A), s.player_above(A)) == (210, 500 + 500)
    assert dict(s.components(A))["slam"] == 500


def test_to_16_doubled_overtrick_not_vulnerable() -> None:
    s = score("4HXA", 11)
    assert s.player_below(A) == 240
    assert dict(s.components(A)) == {"trick points": 240, "overtricks": 100, "insult": 50, "game bonus": 500}


def test_to_17_vulnerable_doubled_down_three_provisional() -> None:
    assert others(score("3NTXA", 6, vulnerable=True)) == {1000}
    assert others(score("3NTXA", 6, vulnerable=True, table=towie_table(600))) == {1200}


def test_to_b_the_provisional_column_is_an_option() -> None:
    assert towie_table() is TOWIE
    table = towie_table(500)
    assert [table.undertricks(d, Doubling.DOUBLED, True) for d in (1, 2, 3, 4)] == [200, 600, 1100, 1600]
    assert [table.undertricks(d, Doubling.REDOUBLED, True) for d in (1, 2, 3)] == [400, 1200, 2200]
    with pytest.raises(ScoringError):
        towie_table(-1)


def test_towie_table_rows() -> None:
    def row(doubling: Doubling, vulnerable: bool) -> list[int]:
        return [TOWIE.undertricks(d, doubling, vulnerable) for d in range(1, 7)]

    assert row(Doubling.UNDOUBLED, False) == [50, 100, 150, 200, 250, 300]
    assert row(Doubling.DOUBLED, False) == [100, 200, 400, 600, 1000, 1400]
    assert row(Doubling.REDOUBLED, False) == [200, 400, 800, 1200, 2000, 2800]
    assert row(Doubling.UNDOUBLED, True) == [100, 300, 500, 700, 900, 1100]
    assert row(Doubling.DOUBLED, True) == [200, 600, 1000, 1400, 1800, 2200]
    assert TOWIE.trick_points(1, Contract.parse("1NT").strain) == 35
    assert TOWIE.overtrick_value(Contract.parse("1C").strain, Doubling.UNDOUBLED, False) == 50
    assert [TOWIE.insult(d, v) for v in (False, True) for d in Doubling] == [0, 50, 50, 0, 100, 100]


def test_to_c_slams_and_to_g_honours_keep_the_parent_values() -> None:
    assert dict(score("7NTA", 13, vulnerable=True).components(A))["slam"] == 1500
    s = score("4SA", 10, honours=(HonoursHolder.DECLARER, 150))
    assert dict(s.components(A))["honours"] == 150
    assert all(s.player_above(p) == 0 for p in (B, C, D))


def test_to_g_defender_honours_go_to_both_active_defenders_only() -> None:
    s = score("4SA", 10, players=5, defenders=(C, E), honours=(HonoursHolder.DEFENDERS, 100))
    assert [s.player_above(p) for p in range(5)] == [500, 0, 100, 0, 100]
    assert s.inactive == (B, D)


def test_undertricks_go_to_inactive_players_too() -> None:
    s = score("4SXA", 7, players=7, defenders=(B, C))
    assert [s.player_above(p) for p in range(7)] == [0, 400, 400, 400, 400, 400, 400]


def test_bad_scores_are_refused() -> None:
    for bad in ("4S", "4SH", "2NullA", "4SXXXA", 7):
        with pytest.raises(TrickcardsError):
            score(bad, 10)  # type: ignore[arg-type]
    with pytest.raises(ScoringError, match="not a declarer"):
        score("4SE", 10, players=4)
    with pytest.raises(ScoringError, match="active defenders"):
        score("4SA", 10, defenders=(A, B))
    with pytest.raises(ScoringError):
        score("4SA", 14)
    with pytest.raises(ParseError):
        parse_contract("4SXZ")


# --- the auction among the three active players ----------------------------------------------


def test_auction_individual_doubles() -> None:
    rules = auction_rules()
    a = Auction(Seat.NORTH, ["1S", "Pass", "X"], rules=rules)  # the third player doubles the first's bid
    assert a.can_add("XX")  # the doubled bidder may redouble
    a = Auction(Seat.NORTH, ["1S", "X"], rules=rules)
    assert not a.can_add("XX")  # player 2 did not make the doubled bid
    assert a.add("Pass").can_add("XX")  # the doubled bidder may redouble
    with pytest.raises(IllegalCallError):
        Auction(Seat.NORTH, ["1S", "Pass", "Pass", "X"], rules=rules)


def test_auction_two_passes_end_it_and_three_pass_it_out() -> None:
    rules = auction_rules()
    a = Auction(Seat.NORTH, ["4S", "Pass", "Pass"], rules=rules)
    assert a.is_complete
    assert str(a.contract) == "4SN"
    assert Auction(Seat.NORTH, ["Pass"] * 3, rules=rules).is_passed_out


def test_to_e_first_caller_and_to_i_dealer_sitting_out() -> None:
    assert auction_rules().first_caller == 0
    assert auction_rules("dealer_lho").first_caller == 1
    assert auction_rules("dealer_lho", dealer_sits_out=True).first_caller == 0
    with pytest.raises(TowieDealError):
        auction_rules("dummy")


# --- the deal -------------------------------------------------------------------------------


def test_the_deal_exposes_six_dummy_cards_opposite_the_dealer() -> None:
    deal = TowieDeal.random(11)
    assert deal.dummy == deal.table[Seat.SOUTH]
    assert len(deal.exposed) == 6
    assert deal.exposed <= deal.dummy
    assert deal.hands == (deal.table[Seat.NORTH], deal.table[Seat.EAST], deal.table[Seat.WEST])
    assert TowieDeal.random(11) == deal
    out = TowieDeal.random(11, dealer_sits_out=True)
    assert out.dummy == out.table[Seat.NORTH]
    assert out.hands == (out.table[Seat.EAST], out.table[Seat.SOUTH], out.table[Seat.WEST])


def test_the_exposed_cards_are_six_of_the_dummys() -> None:
    deal = TowieDeal.random(2)
    with pytest.raises(TowieDealError, match="six of the dummy's cards"):
        TowieDeal(deal.table, deal.hands[0])
    given = TowieDeal.deal(deal.table, deal.exposed)
    assert given == deal
    assert len(TowieDeal.deal(deal.table).exposed) == 6


# --- the rotation (TO-d, TO-i) ---------------------------------------------------------------


def test_to_d_declarer_steps_out_and_the_longest_waiting_comes_in() -> None:
    table = Rotation.start(6)
    assert table.callers == (A, B, C)
    assert table.waiting == (D, E, 5)
    table = table.after(B)
    assert table.places == (A, D, C)
    assert table.waiting == (E, 5, B)
    assert table.dealer == D


def test_to_d_a_defeated_declarer_waits_for_another_defeat() -> None:
    table = Rotation.start(4).after(A, defeated=True)  # D replaces A; A barred
    assert table.places == (D, B, C)
    assert table.barred == A
    table = table.after(B)  # nobody eligible waits: B stays
    assert table.places == (D, B, C)
    assert table.waiting == (A,)
    table = table.after(C, defeated=True)  # C's defeat frees A, who replaces C
    assert table.places == (D, B, A)
    assert table.barred == C
    assert table.waiting == (C,)


def test_to_d_defeated_only_rotation() -> None:
    table = Rotation.start(4, "defeated_only").after(A)
    assert table.places == (A, B, C)
    table = table.after(A, defeated=True)
    assert table.places == (D, B, C)


def test_to_d_three_players_never_rotate() -> None:
    table = Rotation.start(3)
    for declarer in (A, B, C, A):
        table = table.after(declarer, defeated=declarer == B)
        assert table.active == {A, B, C}


def test_to_i_dealer_sits_out() -> None:
    table = Rotation.start(4, "dealer_sits_out", dealer=B)
    assert table.callers == (C, D, A)
    assert not table.is_active(B)
    assert table.after(C).callers == (D, A, B)
    with pytest.raises(ScoringError):
        Rotation.start(3, "dealer_sits_out")


def test_rotation_refuses_an_inactive_declarer() -> None:
    with pytest.raises(ScoringError, match="not active"):
        Rotation.start(5).after(E)


@examples(60)
@given(
    players=st.integers(3, 7),
    rule=st.sampled_from(["declarer_steps_out", "defeated_only", "dealer_sits_out"]),
    deals=st.lists(st.tuples(st.integers(0, 2), st.booleans()), max_size=40),
)
def test_rotation_keeps_three_active_and_a_fair_queue(players: int, rule: str, deals: list[tuple[int, bool]]) -> None:
    if rule == "dealer_sits_out" and players == 3:
        return
    table = Rotation.start(players, rule)
    waited = [0] * players
    for place, defeated in deals:
        assert len(table.active) == 3
        assert sorted({*table.places, *table.waiting, table.dealer}) == list(range(players))
        declarer = table.callers[place]
        for p in range(players):
            waited[p] = 0 if table.is_active(p) else waited[p] + 1
            # Fairness: nobody waits longer than the queue ahead of him, unless barred.
            if rule == "declarer_steps_out" and table.barred is None:
                assert waited[p] <= players - 3
        barred = declarer if defeated else table.barred
        someone_eligible = any(p != barred for p in table.waiting)
        table = table.after(declarer, defeated)
        if rule == "declarer_steps_out" or (rule == "defeated_only" and defeated):
            # the declarer steps out exactly when an eligible player is waiting
            assert table.is_active(declarer) != someone_eligible


# --- the sheet ------------------------------------------------------------------------------


def test_sheet_first_game_then_second_game_ends_the_rubber_for_everyone() -> None:
    sheet = TowieSheet(players=3).record("4SA", 10).record("3NTB", 9)
    assert sheet.games == (1, 1, 0)
    assert sheet.is_vulnerable(A)
    sheet = sheet.record("5DA", 11)
    assert sheet.is_over
    assert sheet.winner == A
    assert sheet.totals == (620 + 1100, 605, 0)


def test_to_h_rubber_end_winner_only() -> None:
    sheet = TowieSheet(players=3, rubber_end="winner_only", rubbers=2)
    sheet = sheet.record("4SA", 10).record("3NTB", 9).record("5DA", 11)
    assert not sheet.is_over
    assert sheet.games == (0, 1, 0)
    assert sheet.score_of(3) is not None
    sheet = sheet.record("4HB", 10)
    assert sheet.is_over
    assert sheet.rubber_winners == (A, B)
    everyone = TowieSheet(players=3, rubbers=2).record("4SA", 10).record("3NTB", 9).record("5DA", 11)
    assert everyone.games == (0, 0, 0)


def test_sheet_undertricks_reach_waiting_players() -> None:
    sheet = TowieSheet(players=5).record("4SXA", 7)
    assert sheet.totals == (0, 400, 400, 400, 400)


def test_sheet_refuses_inactive_declarers_and_play_after_the_end() -> None:
    sheet = TowieSheet(players=5)
    with pytest.raises(ScoringError, match="not active"):
        sheet.record("4SD", 10)
    with pytest.raises(ScoringError, match="below game"):
        sheet.record("3SA", 9)
    over = TowieSheet(players=3).record("4SA", 10).record("4SA", 10)
    with pytest.raises(ScoringError, match="over"):
        over.record("4SB", 10)
    with pytest.raises(ScoringError):
        over.record_thrown_in()


def test_sheet_thrown_in_deal_passes_the_deal() -> None:
    sheet = TowieSheet(players=4).record_thrown_in()
    assert sheet.dealer == B
    assert sheet.active == (B, C, A)
    assert str(sheet.deals[0]) == "pass"


def test_sheet_parse_round_trip_and_errors() -> None:
    text = (
        "players 5\nfirst dealer C\nrotation defeated_only\nrubbers 2\n"
        "4SC 10\n3NTXD 6 honours defenders 150\npass\n4HE 10\n"
    )
    sheet = TowieSheet.parse(text)
    assert TowieSheet.parse(sheet.text()) == sheet
    assert sheet == TowieSheet(5, C, "defeated_only", rubbers=2, deals=sheet.deals)
    assert pickle.loads(pickle.dumps(sheet)) == sheet
    for bad in ("4SA ten\n", "players 9\n", "4SA 10 honours dummy 100\n", "4SA 10\nplayers 4\n", "rotation x\n"):
        with pytest.raises(ParseError, match=r"line|settings"):
            TowieSheet.parse(bad)
    assert "session over" in TowieSheet(players=3).record("4SA", 10).record("4SA", 10).render()


@examples(40)
@given(
    players=st.integers(3, 7),
    deals=st.lists(
        st.tuples(st.integers(0, 2), st.sampled_from(["4S", "3NT", "5DX", "4HXX", "6C"]), st.integers(0, 13)),
        max_size=25,
    ),
)
def test_sheet_undertricks_are_conserved_across_players(players: int, deals: list[tuple[int, str, int]]) -> None:
    sheet = TowieSheet(players=players, rubbers=1000)
    for place, contract, tricks in deals:
        declarer = sheet.active[place]
        before = sheet.totals
        sheet = sheet.record(f"{contract}{'ABCDEFG'[declarer]}", tricks)
        gained = [after - b for after, b in zip(sheet.totals, before, strict=True)]
        result = sheet.score_of(len(sheet.deals))
        assert result is not None
        if not result.made:
            # every other player scores the same penalty; the declarer nothing
            assert gained[declarer] == 0
            assert {g for p, g in enumerate(gained) if p not in result.defenders and p != declarer} <= {
                result.result.undertricks
            }
            assert sum(gained) >= (players - 1) * result.result.undertricks
        else:
            assert gained[declarer] > 0
            assert all(g >= 0 for g in gained)
    assert TowieSheet.parse(sheet.text()) == sheet


# --- one deal through the game protocol -----------------------------------------------------


def new(seed: int | None = 1, **options: object) -> TowieState:
    """The first state of a deal, typed as the game's own state."""
    state = TOWIE_GAME.new(seed, **options)  # type: ignore[arg-type]  # hands and dealer go through
    assert isinstance(state, TowieState)
    return state


def test_to_1_an_auction_ending_in_three_spades_brings_a_goulash_by_the_same_dealer() -> None:
    state = new(dealer=1)
    first = state.cards
    for call in ("3S", "Pass", "Pass"):
        state = state.apply(call)
    assert state.phase == "auction"
    assert state.goulashes == 1
    assert state.to_move == B  # the same dealer calls first again
    assert state.cards != first
    assert state.earlier == ((first, state.earlier[0][1]),)
    assert sorted(c.index for h in state.cards.table.hands for c in h) == list(range(52))
    assert len(state.cards.exposed) == 6
    assert state.cards.exposed <= state.cards.dummy


def test_to_1_the_goulash_is_dealt_five_five_three() -> None:
    deal = TowieDeal.random(5)
    again = deal.goulash(3)
    assert [len(h) for h in again.table.hands] == [13, 13, 13, 13]
    assert again == deal.goulash(3)
    assert again.dealer_sits_out is deal.dealer_sits_out


@pytest.mark.parametrize("calls", [("2NT", "Pass", "Pass"), ("Pass", "4C", "Pass", "Pass"), ("Pass",) * 3])
def test_to_2_below_game_or_all_pass_brings_a_goulash(calls: tuple[str, ...]) -> None:
    state = new()
    for call in calls:
        state = state.apply(call)
    assert state.goulashes == 1
    assert state.phase == "auction"
    assert state.auction.calls == ()


@pytest.mark.parametrize("bid", ["3NT", "5D"])
def test_to_3_a_game_contract_is_played(bid: str) -> None:
    state = new(dealer=2)
    for call in (bid, "Pass", "Pass"):
        state = state.apply(call)
    assert state.phase == "play"
    assert state.goulashes == 0
    assert state.declarer == C
    assert state.to_move == D  # declarer's left leads
    assert state.play is not None
    assert state.play.seating.names == ("C", "D", "dummy", "A")


def test_to_a_playable_doubled_option_plays_two_spades_doubled() -> None:
    calls = ("2S", "X", "Pass", "Pass")
    state = new(playable="doubled")
    for call in calls:
        state = state.apply(call)
    assert state.phase == "play"
    state = new()
    for call in calls:
        state = state.apply(call)
    assert state.goulashes == 1


def test_the_goulash_limit_throws_the_deal_in() -> None:
    state = new(goulash_limit=2)
    for _ in range(3):
        for call in ("Pass", "Pass", "Pass"):
            state = state.apply(call)
    assert state.is_over
    assert state.goulashes == 2
    assert state.points == (0, 0, 0, 0)
    assert state.scored() is None


def test_to_1_to_2_the_goulash_is_repeated_as_often_as_needed_by_default() -> None:
    state = new()
    for _ in range(25):
        for call in ("Pass", "Pass", "Pass"):
            state = state.apply(call)
    state = state.apply("3S").apply("Pass").apply("Pass")  # TO-1: below game, a goulash again
    assert not state.is_over
    assert state.goulashes == 26
    assert state.phase == "auction"


def test_the_dummys_six_cards_are_given_with_the_hands() -> None:
    state = new(seed=8)
    cards = state.start.cards
    again = TOWIE_GAME.new(hands=cards)
    assert again.start.cards == cards
    assert again.cards == state.cards
    assert again == TOWIE_GAME.new(hands=cards)  # a set deal draws its goulashes from its cards
    assert again.start.chance != state.start.chance  # a seeded one from the seed
    assert TOWIE_GAME.new(hands=cards, chance=state.start.chance) == state
    with pytest.raises(TrickcardsError, match="draws nothing by lot"):
        find_game("rubber").new(seed=1, chance=[3])
    without = TOWIE_GAME.new(hands=cards[:4])
    assert isinstance(without, TowieState)
    assert len(without.cards.exposed) == 6
    with pytest.raises(TrickcardsError):
        TOWIE_GAME.new(hands=(*cards[:4], cards[0]))


def test_to_i_dealer_sits_out_through_the_protocol() -> None:
    state = new(players=4, rotation="dealer_sits_out", dealer=1)
    assert state.callers == (C, D, A)
    assert state.to_move == C
    assert state.cards.dummy == state.cards.table[Seat.NORTH]
    with pytest.raises(TrickcardsError):
        new(players=3, rotation="dealer_sits_out")
    with pytest.raises(TrickcardsError):
        new(players=4, rotation="dealer_sits_out", dealer=1, active="bcd")


def test_active_option_names_the_three_active_players() -> None:
    state = new(players=6, dealer=3, active="dfb")
    assert state.callers == (D, 5, B)
    for bad in ("dd", "dfz", "fdb", "abcd"):
        with pytest.raises(TrickcardsError):
            new(players=6, dealer=3, active=bad)


def test_inactive_players_score_the_undertricks() -> None:
    state = new(players=6, seed=2)
    for call in ("7NT", "X", "Pass", "Pass"):
        state = state.apply(call)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    result = state.scored()
    assert result is not None
    points = state.points
    assert points is not None
    if not result.made:
        assert all(points[p] >= result.result.undertricks for p in range(6) if p != A)


@examples(30)
@given(
    seed=st.integers(0, 10**6),
    players=st.integers(3, 7),
    rotation=st.sampled_from(["declarer_steps_out", "defeated_only", "dealer_sits_out"]),
    vulnerable=st.sampled_from(["none", "a", "bc", "abc"]),
)
def test_random_playouts_keep_the_rules(seed: int, players: int, rotation: str, vulnerable: str) -> None:
    if rotation == "dealer_sits_out" and players == 3:
        return
    import random  # noqa: PLC0415  # a playout's own generator

    rng = random.Random(seed)
    state = new(seed=seed, players=players, rotation=rotation, vulnerability=vulnerable, dealer=seed % players)
    callers = state.callers
    assert len(set(callers)) == 3
    assert (state.start.dealer in callers) == (rotation != "dealer_sits_out")
    while not state.is_over:
        mover = state.to_move
        assert mover in callers  # only the active players ever act
        if state.phase == "auction":
            seat = state.auction.next_player
            assert seat is not None
            assert mover == callers[seat]
        else:
            assert state.play is not None
            position = state.play.trick_play.next_player
            declarer = state.declarer
            # the declarer plays the dummy's cards; everyone else his own
            assert mover == declarer if position in (0, 2) else mover != declarer
        state = state.apply(rng.choice(state.legal_actions()))
    points = state.points
    assert points is not None
    assert len(points) == players
    result = state.scored()
    if result is None:
        assert points == (0,) * players
        return
    assert is_playable(result.contract)
    down = result.result.undertricks
    # undertricks conserve: the declarer pays, every other player collects the same penalty
    assert [p for p in range(players) if points[p] < down] in ([], [result.declarer])
    if not result.made:
        assert points[result.declarer] == (
            result.honours[1] if result.honours and result.honours[0] is HonoursHolder.DECLARER else 0
        )
        assert sum(points) >= down * (players - 1)
    else:
        assert points[result.declarer] >= result.result.trick_points + 500


def test_sheet_names_the_waiting_players() -> None:
    assert TowieSheet(players=5).waiting == (D, E)
    assert TowieSheet(players=5, rotation="dealer_sits_out").waiting == (E, A)
    assert TowieSheet(players=3).waiting == ()
    assert TowieSheet(players=5).record("4SA", 10).waiting == (E, A)


# --- the commands and the registry ----------------------------------------------------------


def test_command_score(capsys: pytest.CaptureFixture[str]) -> None:
    from trickcards.cli import main  # noqa: PLC0415  # the command line, imported where tested

    assert main(["towie", "score", "4SXA", "7", "--players", "5"]) == 0
    out = capsys.readouterr().out
    assert "E: below 0, above 400 (undertricks 400)" in out
    assert main(["towie", "score", "3NTXA", "6", "--vulnerable", "--vulnerable-doubled-later", "600"]) == 0
    assert "B: below 0, above 1200 (undertricks 1200)" in capsys.readouterr().out
    assert main(["towie", "score", "4HA", "8", "--honours", "defenders:100"]) == 0
    assert "D: below 0, above 100 (undertricks 100)" in capsys.readouterr().out
    for bad in (["3SA", "9"], ["4SE", "10"], ["4SA", "14"], ["4SA", "10", "--players", "9"]):
        assert main(["towie", "score", *bad]) == 2


def test_command_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path  # noqa: PLC0415

    from trickcards.cli import main  # noqa: PLC0415

    path = Path(__file__).parent.parent / "examples" / "towie.txt"
    assert main(["towie", "sheet", str(path)]) == 0
    out = capsys.readouterr().out
    assert "rubber 1 won by A" in out
    assert "total      2040     720    1000     200    1510" in out


def test_towie_is_implemented_in_the_registry() -> None:
    from trickcards import find_game  # noqa: PLC0415

    assert find_game("towy") is TOWIE_GAME
    assert TOWIE_GAME.players == (3, 4, 5, 6, 7)


def test_the_towie_table_prints_its_own_figures() -> None:
    from trickcards.bridge import Ladder, format_table  # noqa: PLC0415

    text = format_table(TOWIE)
    assert "overtricks: undoubled 50;" in text
    assert "making doubled 50, redoubled 50 (NV); vulnerable 100, redoubled 100" in text
    assert "first game of the rubber 500" in text
    assert "NV X    100   200   400   600  1000  1400" in text
    ladder = Ladder(100, 100, 200, third=200, fifth_on=400)
    assert [ladder.step(n) for n in range(1, 7)] == [100, 100, 200, 200, 400, 400]
    assert repr(ladder) == "Ladder(first=100, second_and_third=100, fourth_on=200, third=200, fifth_on=400)"
    assert repr(Ladder(50, 50, 50)) == "Ladder(first=50, second_and_third=50, fourth_on=50)"
    with pytest.raises(ScoringError):
        Ladder(1, 2, 3, third=-1)


def test_a_session_through_the_protocol_and_the_sheet() -> None:
    import random  # noqa: PLC0415  # the playout's own generator

    from trickcards.protocol.game import random_actions  # noqa: PLC0415

    rng = random.Random(4)
    sheet = TowieSheet(players=5, rotation="defeated_only")
    for _ in range(6):
        before = sheet.totals
        state = random_actions(TOWIE_GAME.new(seed=rng.randrange(1000), **sheet.next_deal()), rng)
        assert isinstance(state, TowieState)
        sheet = sheet.record_deal(state)
        assert state.points is not None
        assert tuple(a - b for a, b in zip(sheet.totals, before, strict=True)) == state.points
    wrong = TOWIE_GAME.new(seed=1, players=5, dealer=sheet.dealer)
    with pytest.raises(ScoringError, match="is not over"):
        sheet.record_deal(wrong)
    other = random_actions(TOWIE_GAME.new(seed=1, players=4), rng)
    with pytest.raises(ScoringError, match="TO-d"):
        sheet.record_deal(other)


def test_to_e_first_caller_dealer_lho_through_the_protocol() -> None:
    state = new(players=4, dealer=B, first_caller="dealer_lho")
    assert state.callers == (B, C, D)
    assert state.to_move == C
    for call in ("Pass", "Pass", "4S", "Pass", "Pass"):
        state = state.apply(call)
    assert state.declarer == B
    assert state.to_move == C


def test_towie_honours_100_at_no_trump_are_refused_law_81() -> None:
    # At no trump only the four aces count (150), as the parent game scores them (TO-g, Law 81).
    with pytest.raises(ScoringError, match="Law 81"):
        score("3NTA", 9, honours=(HonoursHolder.DECLARER, 100))
    with pytest.raises(ScoringError, match="Law 81"):
        TowieSheet(players=3).record("3NTA", 9, (HonoursHolder.DECLARER, 100))
    sheet = TowieSheet(players=3).record("3NTA", 9, (HonoursHolder.DECLARER, 150))
    assert sheet.totals == (755, 0, 0)
    assert TowieSheet(players=3).record("4SA", 10, (HonoursHolder.DECLARER, 100)).totals[0] > 0


def test_a_long_replay_of_goulashes_shares_each_history_instead_of_copying_it() -> None:
    # Structural, not timed (speed is measured in benchmarks/): each state's history is the
    # history before it with one action appended, sharing its cells, so a replay of n
    # passes costs n appends, not the n**2 / 2 copies of a tuple per state it cost.
    state = TOWIE_GAME.replay(["Pass"] * 24_000, seed=1)
    assert len(state.history) == 24_000
    assert state.goulashes == 8_000 == len(state.earlier)  # unlimited by default (goulash_limit=0)
    assert pickle.loads(pickle.dumps(state)) == state
    before = TOWIE_GAME.new(seed=2)
    after = before.apply("Pass")
    assert after._history._before is before._history  # the new ledger links to the old one
    assert after.history == (*before.history, after.history[-1])
    assert str(after.history[-1]) == "Pass"
