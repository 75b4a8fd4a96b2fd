"""Brandeln: an independent model of the duel auction (section 5), R4/R5 under every option,
text accepted wherever a value is, and bad input refused with a TrickcardsError everywhere."""

from __future__ import annotations

import contextlib
import pickle
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards import Card, Hand, IllegalCallError, IllegalPlayError, ParseError, Suit, TrickcardsError
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
    BrandelnDeal,
    BrandelnPlay,
    BrandelnScoreSheet,
    BrandelnTable,
    Call,
    Declaration,
    LotteryScore,
    Pass,
    Player,
    PlayOptions,
    deal_status,
    lottery_score,
    random_playout,
)
from trickcards.cli import main
from trickcards.core.errors import DealStatus, ScoringError

F, M, R, D = Player
C = BrandelnContract


# --- the auction against a model written from section 5 ---------------------------------


def model_legal(calls: list[Call], options: AuctionOptions) -> tuple[list[Call], tuple[object, object] | None]:
    """The legal next calls after ``calls``, and at the end (declarer, contract) or ("lottery", None).

    Written straight from section 5, steps 1-5, independently of the library's code.
    """
    top = C.ALL_WITHOUT_TRUMP if options.all_without_trump else C.ALL_WITH_TRUMP
    bids = [Bid(c) for c in C if c <= top]
    speaker = 0  # opening: who speaks next
    senior = junior = holder = None
    standing: BrandelnContract | None = None
    phase = "opening"
    unspoken = 0  # the first position that has not yet entered the auction
    result: tuple[object, object] | None = None

    def next_junior() -> None:
        nonlocal junior, phase, unspoken, result
        if unspoken < 4:
            junior, unspoken, phase = unspoken, unspoken + 1, "junior"
        else:
            phase, result = "over", (holder, standing)

    for call in calls:
        if phase == "opening":
            if isinstance(call, Bid):
                senior = holder = speaker
                standing = call.contract
                unspoken = speaker + 1
                next_junior()
            elif speaker == 3:
                phase, result = "over", ("lottery", None)
            else:
                speaker += 1
        elif phase == "junior":
            if isinstance(call, Pass):
                next_junior()
            else:
                assert isinstance(call, Bid)
                standing, holder, phase = call.contract, junior, "senior"
        elif isinstance(call, Pass):  # the senior passes
            senior = junior
            next_junior()
        else:  # the senior holds or bids higher
            standing = call.contract if isinstance(call, Bid) else standing
            holder, phase = senior, "junior"
    if phase == "over":
        return [], result
    if phase == "opening":
        opening = bids if options.open_any_contract else [Bid(C.BRANDELN)]
        return [PASS, *opening], None
    assert standing is not None
    higher = [b for b in bids if b.contract > standing]
    if phase == "junior":
        return [PASS, *higher], None
    return [PASS, *([HOLD] if options.senior_may_hold else []), *higher], None


options_st = st.builds(AuctionOptions, st.booleans(), st.booleans(), st.booleans())


@given(options_st, st.lists(st.integers(0, 100), max_size=30))
def test_auction_matches_a_model_of_section_5_in_every_order(options: AuctionOptions, picks: list[int]) -> None:
    auction = Auction(options=options)
    calls: list[Call] = []
    for pick in picks:
        legal, result = model_legal(calls, options)
        assert list(auction.legal_calls()) == legal
        candidates: tuple[Call, ...] = (PASS, HOLD, *BIDS)
        for candidate in candidates:
            assert auction.can_add(candidate) == (candidate in legal)
        if not legal:
            assert auction.is_complete
            if result == ("lottery", None):
                assert auction.is_lottery
                assert auction.declarer is None
            else:
                assert (auction.declarer, auction.contract) == result
            break
        call = legal[pick % len(legal)]
        calls.append(call)
        auction = auction.add(call)
        assert Auction(calls, options) == auction
        # every player a junior at most once: the callers never go back to a player who passed
        assert auction.callers[-1] not in auction.passed or isinstance(call, Pass)


def test_top_contract_clause_is_5_5_when_all_without_trump_is_excluded() -> None:
    options = AuctionOptions(open_any_contract=True, all_without_trump=False)
    auction = Auction(("Mord",), options)
    with pytest.raises(IllegalCallError, match=r"\(5\.5\)"):
        auction.add("Mord")
    assert [str(c) for c in auction.legal_calls()] == ["Pass"]


# --- text accepted where a value is --------------------------------------------------------


def test_declaration_parses_text_for_declarer_contract_and_trumps() -> None:
    assert Declaration("m", "Sechs", "H") == Declaration(M, C.SIX, Suit.HEARTS)
    with pytest.raises(ParseError):
        Declaration("X", "Six", "H")
    with pytest.raises(ParseError):
        Declaration("M", "Seven", "H")
    with pytest.raises(IllegalCallError, match="R9"):
        Declaration("M", "Bettel", "H")


def test_auction_add_takes_the_caller_as_a_letter() -> None:
    auction = Auction.parse("Pass Brandeln")
    assert auction.can_add("Six", player="M") is False
    with pytest.raises(IllegalCallError, match="F has passed"):
        auction.add("Six", player="f")
    assert auction.add("Six", player="r").standing is C.SIX


def test_play_checks_take_card_text_as_play_does() -> None:
    deal = BrandelnDeal.deal(rng=3)
    play = BrandelnPlay.start(deal)
    lead = next(iter(play.legal_cards()))
    assert play.can_play(str(lead))
    assert play.can_play(lead)
    play.verify_play(str(lead))
    assert not play.can_play("XX")
    assert not play.can_play(5)  # type: ignore[arg-type]
    with pytest.raises(ParseError):
        play.verify_play("XX")


def test_play_starts_from_a_deal_or_hand_text() -> None:
    deal = BrandelnDeal.deal(rng=4)
    text = [str(h) for h in deal.hands]
    assert BrandelnPlay.start(deal) == BrandelnPlay.start(deal.hands) == BrandelnPlay.start(text)
    assert BrandelnDeal(deal.dealer, text) == deal
    with pytest.raises(ParseError):
        BrandelnPlay.start(["x", "y", "z", "w"])


def test_deal_round_trips_through_text_with_its_dealer() -> None:
    for dealer in range(4):
        deal = BrandelnDeal.deal(rng=dealer, dealer=dealer)
        assert str(deal).startswith(f"dealer {dealer}: F:")
        assert BrandelnDeal.parse(str(deal)) == deal
    for bad in ("", "dealer 1", "dealer ²: F:. M:. R:. D:.", "dealer 9: F:. M:. R:. D:.", "dealer 0: M:. F:. R:. D:."):
        with pytest.raises(ParseError):
            BrandelnDeal.parse(bad)
    good = str(BrandelnDeal.deal(rng=1)).split()
    with pytest.raises(TrickcardsError):  # a duplicate hand
        BrandelnDeal.parse(" ".join([*good[:3], "M:" + good[2][2:], *good[4:]]))


@given(st.text(max_size=60))
def test_deal_parse_raises_only_parse_errors(text: str) -> None:
    with contextlib.suppress(ParseError):
        BrandelnDeal.parse(text)


def test_deal_lookups_refuse_bad_positions_with_a_trickcards_error() -> None:
    deal = BrandelnDeal.deal(rng=2, dealer=1)
    assert deal.hand("F") == deal.hand(F) == deal.hand(0)  # type: ignore[arg-type]
    assert deal.at_table("D") == 1
    bad: object
    for bad in (9, -1, "Q", None, 1.0, True):
        with pytest.raises(TrickcardsError):
            deal.hand(bad)  # type: ignore[arg-type]
        with pytest.raises(TrickcardsError):
            deal.at_table(bad)  # type: ignore[arg-type]


def test_deal_status_takes_any_iterable_and_refuses_non_hands() -> None:
    hands = BrandelnDeal.deal(rng=5).hands
    assert deal_status(h for h in hands) == DealStatus.VALID
    assert deal_status(None) & DealStatus.WRONG_HAND_COUNT  # type: ignore[arg-type]
    assert deal_status("abcd") & DealStatus.WRONG_HAND_COUNT


def test_deal_refuses_a_bad_seed_with_a_trickcards_error() -> None:
    bad: object
    for bad in ([1], {}, 1.5, "seed"):
        with pytest.raises(TrickcardsError):
            BrandelnDeal.deal(rng=bad)  # type: ignore[arg-type]


def test_position_parse_refuses_letters_that_upper_maps_onto_ascii() -> None:
    assert Player.parse("middlehand") is M
    with pytest.raises(ParseError):
        Player.parse("m\u0131ddlehand")  # dotless i


# --- R4 and R5 under every option ------------------------------------------------------------

K1_HANDS = ("AKQJT97...", ".9.K.AKQJT", ".AKQJ.AQJ.", ".T7.T97.97")


def test_r4_r5_meyers_void_player_may_discard_even_with_always_must_head() -> None:
    hands = [Hand.parse(h) for h in K1_HANDS]
    meyers = PlayOptions(must_trump=False, always_must_head=True)
    play = BrandelnPlay.start(hands, Declaration(F, C.FOUR, Suit.HEARTS), meyers).play("SA")
    assert play.legal_cards() == hands[1]  # M is void in spades: any card (Meyers)
    play = play.play("DK")
    # R follows suit? R is void in spades too, and may discard.
    assert play.legal_cards() == play.hands[2]


def test_r5_meyers_follower_must_still_beat_when_following_suit() -> None:
    hands = [Hand.parse(h) for h in ("T7.AKQJT..", "A9...AKQJT", "KQJ.97..97", "..AKQJT97.")]
    for options in (
        PlayOptions(must_trump=False, always_must_head=True),
        PlayOptions(must_trump=True, always_must_head=True),
    ):
        play = BrandelnPlay.start(hands, Declaration(F, C.FOUR, Suit.HEARTS), options).play("ST")
        assert play.legal_cards() == Hand.parse("A...")  # M follows and must beat the ten
        with pytest.raises(IllegalPlayError, match="L4"):
            play.play("S9")
        play = play.play("SA")
        assert play.legal_cards() == Hand.parse("KQJ...")  # R cannot beat the ace: any spade
    play = BrandelnPlay.start(hands, Declaration(F, C.FOUR, Suit.HEARTS)).play("ST")
    assert play.legal_cards() == Hand.parse("A9...")  # default: no duty to head outside Null


def test_r4_default_void_player_must_trump_and_need_not_overtrump() -> None:
    hands = [Hand.parse(h) for h in K1_HANDS]
    play = BrandelnPlay.start(hands, Declaration(F, C.FOUR, Suit.HEARTS)).play("SA")
    assert play.legal_cards() == Hand.parse(".9..")
    play = play.play("H9")
    assert play.legal_cards() == Hand.parse(".AKQJ..")  # R: any trump, no duty to overtrump


# --- scoring and sheet -------------------------------------------------------------------------


def test_table_name_must_be_text() -> None:
    with pytest.raises(ScoringError):
        BrandelnTable(5, BRANDELN.values, False)  # type: ignore[arg-type]
    with pytest.raises(ScoringError):
        BrandelnTable(" ", BRANDELN.values, False)


def test_lottery_refuses_bytes() -> None:
    with pytest.raises(ScoringError):
        lottery_score(b"\x07\x00\x00\x00")


def test_render_keeps_columns_aligned_for_the_longest_contract() -> None:
    sheet = BrandelnScoreSheet(20).record(3, "All-without-trump", 7).record(0, "Null", 0).record_lottery((3, 2, 2, 0))
    lines = sheet.render().splitlines()
    rows = lines[1:4]
    assert len({len(line) for line in [lines[0], *rows, lines[5]]}) == 1
    end = lines[0].index("Tricks") + len("Tricks")
    assert all(row[end - 1].isdigit() and row[end] == " " for row in rows)


def test_render_names_the_next_dealer_as_a_player_in_a_tie_break() -> None:
    sheet = BrandelnScoreSheet(3, table=BRANDELN_CLASSIC).record(0, "Brandel", 0)  # P1-P3 +3 each
    assert sheet.is_tie_break
    assert sheet.render().splitlines()[-1].endswith("next dealer P1")


def test_record_play_refuses_a_play_of_another_deal_and_leaves_the_sheet() -> None:
    deal, other = BrandelnDeal.deal(rng=1), BrandelnDeal.deal(rng=2)
    play = random_playout(BrandelnPlay.start(other), rng=3)
    sheet = BrandelnScoreSheet(10)
    with pytest.raises(ScoringError, match="not played with the hands"):
        sheet.record_play(deal, play)
    assert sheet.entries == ()
    assert sheet.record_play(other, play).entries[0].number == 1


def test_play_repr_says_when_play_is_over() -> None:
    play = random_playout(BrandelnPlay.start(BrandelnDeal.deal(rng=1)), rng=1)
    assert "over" in repr(play)
    assert "8/7" not in repr(play)
    assert pickle.loads(pickle.dumps(play)) == play


# --- the command and the sheet file --------------------------------------------------------


def test_cli_refuses_numbers_too_long_for_int(capsys: pytest.CaptureFixture[str]) -> None:
    huge = "9" * 5000
    assert main(["brandeln", "score", "Six", huge]) == 2
    assert main(["brandeln", "score", "Six", "7", "--six", huge]) == 2
    assert main(["brandeln", "score", "lottery", f"{huge},0,0,0"]) == 2
    with pytest.raises(ParseError):
        BrandelnScoreSheet.parse(f"target {huge}\n")


def test_sheet_file_errors_name_the_line_at_fault() -> None:
    with pytest.raises(ParseError, match=r"line 2: 'first dealer 7'"):
        BrandelnScoreSheet.parse("target 10\nfirst dealer 7\n0 Six 6\n")
    with pytest.raises(ParseError, match=r"line 1: 'target 0'"):
        BrandelnScoreSheet.parse("target 0\n")
    with pytest.raises(ParseError, match=r"line 2: 'target 20'.*twice"):
        BrandelnScoreSheet.parse("target 10\ntarget 20\n3 Null 0\n")
    with pytest.raises(ParseError, match=r"line 3: 'first dealer 2'.*twice"):
        BrandelnScoreSheet.parse("target 10\nfirst dealer 1\nfirst dealer 2\n")
    assert BrandelnScoreSheet.parse("target 10\n0 Six 6\n", target=5).is_over


words = st.sampled_from(["target", "first", "dealer", "lottery", "Six", "Null", "Mord", "0", "3", "7", "²", "-1", "#"])


@given(st.lists(st.lists(words | st.text(max_size=6), max_size=6), max_size=8))
def test_sheet_file_raises_only_parse_errors(lines: list[list[str]]) -> None:
    with contextlib.suppress(ParseError):
        BrandelnScoreSheet.parse("\n".join(" ".join(line) for line in lines))


@examples(50)
@given(st.lists(words | st.text(max_size=8), max_size=5))
def test_cli_returns_0_or_2_on_any_arguments(tmp_path_factory: pytest.TempPathFactory, argv: list[str]) -> None:
    assert main(["brandeln", "score", *argv]) in (0, 2)
    path: Path = tmp_path_factory.mktemp("sheet") / "s.txt"
    path.write_text("\n".join(argv), encoding="utf-8")
    assert main(["brandeln", "sheet", str(path), *argv[:1]]) in (0, 2)


@given(st.one_of(st.text(max_size=12), st.integers(), st.none(), st.binary(max_size=4), st.lists(st.integers())))
def test_constructors_raise_only_trickcards_errors(value: object) -> None:
    attempts = (
        lambda: Declaration(value, "Six", "H"),  # type: ignore[arg-type]
        lambda: Declaration("F", value, "H"),  # type: ignore[arg-type]
        lambda: Declaration("F", "Six", value),  # type: ignore[arg-type]
        lambda: Auction(value),  # type: ignore[arg-type]
        lambda: Auction((), value),  # type: ignore[arg-type]
        lambda: Auction().add(value),  # type: ignore[arg-type]
        lambda: Auction().add("Pass", player=value),  # type: ignore[arg-type]
        lambda: BrandelnDeal(value, BrandelnDeal.deal(rng=1).hands),  # type: ignore[arg-type]
        lambda: BrandelnDeal(0, value),  # type: ignore[arg-type]
        lambda: BrandelnDeal.deal(rng=value),  # type: ignore[arg-type]
        lambda: BrandelnPlay.start(value),  # type: ignore[arg-type]
        lambda: BrandelnPlay.start(BrandelnDeal.deal(rng=1), value),  # type: ignore[arg-type]
        lambda: BrandelnPlay.start(BrandelnDeal.deal(rng=1)).play(value),  # type: ignore[arg-type]
        lambda: PlayOptions(value),  # type: ignore[arg-type]
        lambda: AuctionOptions(value),  # type: ignore[arg-type]
        lambda: BrandelnTable("t", value, False),  # type: ignore[arg-type]
        lambda: BRANDELN.with_value("Six", value),  # type: ignore[arg-type]
        lambda: lottery_score(value),  # type: ignore[arg-type]
        lambda: BrandelnScoreSheet(value),  # type: ignore[arg-type]
        lambda: BrandelnScoreSheet(10, value),  # type: ignore[arg-type]
        lambda: BrandelnScoreSheet(10).record(value, "Six", 6),  # type: ignore[arg-type]
        lambda: BrandelnScoreSheet(10).record(0, value, 6),  # type: ignore[arg-type]
        lambda: BrandelnScoreSheet(10).record(0, "Six", value),  # type: ignore[arg-type]
        lambda: BrandelnScoreSheet(10).record_lottery(value),  # type: ignore[arg-type]
        lambda: BrandelnDeal.deal(rng=1).hand(value),  # type: ignore[arg-type]
        lambda: Player.parse(value),  # type: ignore[arg-type]
        lambda: BrandelnContract.parse(value),  # type: ignore[arg-type]
        lambda: Card.parse(value),  # type: ignore[arg-type]
    )
    for attempt in attempts:
        with contextlib.suppress(TrickcardsError):
            attempt()


@pytest.mark.parametrize(
    ("tricks", "points", "winner", "all_tricks"),
    [
        ((7, 0, 0, 0), (0, 0, 0, 0), 10**5000, None),  # a huge int used to break the reason's f-string
        ((7, 0, 0), (0, 0, 0, 0), None, None),
        ((7, 0, 0, 0), (0, 0, 0, 0), None, True),
        ((8, 0, 0, 0), (0, 0, 0, 0), None, 0),
        ((7, 0, 0, 0), (0, "1", 0, 0), None, None),
    ],
    ids=["huge-winner", "three-counts", "bool-player", "eight-tricks", "text-points"],
)
def test_a_lottery_score_built_by_hand_is_checked(
    tricks: object, points: object, winner: object, all_tricks: object
) -> None:
    with pytest.raises(ScoringError, match="is not a"):
        LotteryScore(tricks, points, winner, all_tricks)  # type: ignore[arg-type]
