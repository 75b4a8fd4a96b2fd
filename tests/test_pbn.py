"""The PBN reader, against the real records of tests/data/records and small texts."""

import contextlib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Seat
from trickcards.bridge import Contract, Deal, Play, Vulnerability
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.pbn import Game, read_pbn, taken_tags

RECORDS = Path(__file__).parent / "data" / "records"

DEAL = "N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953"


def record(body: str, dealer: str = "N") -> str:
    return f'[Board "1"]\n[Dealer "{dealer}"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n{body}'


def check_game(game: Game) -> None:
    """A conforming record: its deal is valid, its auction gives its tags, its play its result."""
    assert game.deal is not None
    if game.auction is not None:
        assert game.auction.is_complete
        if game.passed_out:
            assert game.auction.is_passed_out
            assert game.contract is None
        else:
            assert game.auction.contract == game.contract
    if game.play is not None and game.play.is_complete and game.result is not None:
        assert game.play.declarer_tricks == game.result


@pytest.mark.parametrize("name", ["eyc-1998-junior-teams.pbn", "online-qualifier-2021.pbn"])
def test_real_records_parse_replay_and_agree_with_their_tags(name: str) -> None:
    games = read_pbn((RECORDS / name).read_text(encoding="utf-8"))
    assert len(games) == {"eyc-1998-junior-teams.pbn": 40, "online-qualifier-2021.pbn": 299}[name]
    for game in games:
        check_game(game)
        assert game.repairs == ()
        assert game.errors == ()
    assert sum(g.auction is not None for g in games) > len(games) // 2
    if name.startswith("online"):
        assert any(g.passed_out for g in games)
        assert any(g.play is not None and g.play.is_complete for g in games)


def test_real_records_inherit_hash_tags() -> None:
    games = read_pbn((RECORDS / "eyc-1998-junior-teams.pbn").read_text(encoding="utf-8"))
    assert games[1].tags["Event"] == "16th European Youth Team Championships"
    assert games[1].tags["HomeTeam"] == games[0].tags["HomeTeam"] == "J-germany"
    assert games[1].tags["Room"] == "Closed"
    assert games[0].play is not None
    assert len(games[0].play.tricks) == 3


def test_real_records_notes_and_lower_case_doubles() -> None:
    games = read_pbn((RECORDS / "online-qualifier-2021.pbn").read_text(encoding="utf-8"))
    assert any(g.notes for g in games)
    lower = [g for g in games if "x" in g.tags.get("Contract", "")]
    assert lower
    for game in lower:
        assert game.contract is not None
        assert game.contract.doubling >= 1


def world_championship_sample(games: int = 300) -> str:
    text = (RECORDS / "world-championship-2012-final.pbn").read_text(encoding="utf-8")
    blocks = text.split("\n\n")
    return "\n\n".join(blocks[:games])


def test_world_championship_strict_reports_declarer_contradicting_auction() -> None:
    with pytest.raises(ParseError, match=r"line \d+: .*declarer E") as info:
        read_pbn(world_championship_sample(5))
    assert "rule A10" in str(info.value)


def test_world_championship_lenient_repairs_missing_leading_passes() -> None:
    games = read_pbn(world_championship_sample(), strict=False)
    assert len(games) == 300
    repaired = [g for g in games if any("leading pass" in r.message for r in g.repairs)]
    assert len(repaired) > 100
    for game in games:
        assert game.deal is not None
        if game.auction is None or game.contract is None:
            continue
        final = game.auction.contract
        assert final is not None
        # The tags' doubling is sometimes left out in this file; level, strain and declarer agree.
        assert (final.level, final.strain, final.declarer) == (
            game.contract.level,
            game.contract.strain,
            game.contract.declarer,
        )
    # Board 2: dealer E, "1NT AP", declarer W: two passes were left out.
    board2 = next(g for g in games if g.board == 2)
    assert board2.auction is not None
    assert str(board2.auction) == "E: Pass Pass 1NT Pass Pass Pass"
    # Omitted tags inherit from the previous game (PBN export format).
    assert games[1].deal == games[0].deal
    assert games[1].tags["Board"] == "1"


def test_comments_braces_and_semicolons() -> None:
    text = (RECORDS / "comments.pbn").read_text(encoding="utf-8")
    with pytest.raises(ParseError):
        read_pbn(text)
    (game,) = read_pbn(text, strict=False)
    assert game.tags["HomeTeam"] == "Poland"
    assert game.tags["VisitTeam"] == "Sweden"
    assert game.contract == Contract.parse("5CE")
    assert game.auction is not None
    assert game.auction.contract == Contract.parse("5CE")


def test_all_pass_notes_and_play_with_claim() -> None:
    body = '[Contract "3NT"]\n[Declarer "N"]\n[Result "9"]\n[Auction "N"]\n1NT =1= Pass 3NT AP\n'
    body += '[Note "1:15-17"]\n[Play "E"]\nDQ D5 D6 D3\n- - - -\n*\n'
    (game,) = read_pbn(record(body))
    assert game.notes == ("1:15-17",)
    assert game.contract == Contract.parse("3NTN")
    assert game.auction is not None
    assert game.auction.contract == game.contract
    assert game.play is not None
    assert len(game.play.tricks) == 1
    assert game.result == 9
    assert game.vulnerability is Vulnerability.NONE
    assert game.dealer is Seat.NORTH


def test_passed_out_board() -> None:
    (game,) = read_pbn(record('[Contract "Pass"]\n[Declarer ""]\n[Auction "N"]\nPass Pass Pass Pass\n'))
    assert game.passed_out
    assert game.contract is None
    assert game.auction is not None
    assert game.auction.is_passed_out
    (game,) = read_pbn(record('[Contract "Pass"]\n[Auction "N"]\nAP\n'))
    assert game.auction is not None
    assert game.auction.is_passed_out


def test_games_are_separated_by_blank_lines_and_inherit() -> None:
    text = record('[Contract "2Hx"]\n[Declarer "E"]\n') + '\n[Board "#"]\n[Contract "1C"]\n[Declarer "N"]\n'
    first, second = read_pbn(text)
    assert first.contract == Contract.parse("2HXE")
    assert second.board == 1
    assert second.deal is None  # only '#' and '##' inherit (PBN 4.8)
    assert second.contract == Contract.parse("1CN")
    _, lenient = read_pbn(text, strict=False)
    assert lenient.deal == first.deal
    assert {repair.tag for repair in lenient.repairs} == {"Deal", "Dealer", "Vulnerable"}
    assert all(repair.rule == "pbn-inherited-without-hash" for repair in lenient.repairs)


def test_strict_mode_refuses_an_illegal_auction_and_a_wrong_card() -> None:
    with pytest.raises(ParseError, match="line 6"):
        read_pbn(record('[Auction "N"]\n1S 1H\n'))
    body = '[Contract "3NT"]\n[Declarer "S"]\n[Play "W"]\nSA - - -\n'
    with pytest.raises(ParseError, match=r"line 8.*not hold"):
        read_pbn(record(body))
    (game,) = read_pbn(record(body), strict=False)
    assert [str(problem) for problem in game.errors] == [
        "line 8: [Play]: 'SA' by West: West does not hold 'SA': a card is played from the hand of the seat to play "
        "(not held, section 5.3); the play stops before it (rules section 5)"
    ]


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ('[Event "x"]\n{ never closed\n', 2),
        ('[Event "x"\n', 1),
        ('\n\n[Ev ent "x"]\n', 3),
        ('[Event "x"]\n[Deal "N:AKQ"]\n', 2),
        ("1S Pass\n", 1),
        ('[Event "x"]\n[Auction "N"]\n1Q\n', 3),
    ],
)
def test_malformed_text_raises_parse_error_with_line(text: str, line: int) -> None:
    with pytest.raises(ParseError, match=f"line {line}"):
        read_pbn(text)


def test_game_records_are_frozen_values() -> None:
    (a,) = read_pbn(record('[Contract "1C"]\n[Declarer "N"]\n'))
    (b,) = read_pbn(record('[Contract "1C"]\n[Declarer "N"]\n'))
    assert a == b
    assert hash(a) == hash(b)
    with pytest.raises(TypeError):
        a.tags["Board"] = "2"  # type: ignore[index]


PBN_ALPHABET = st.sampled_from(
    [
        "[",
        "]",
        '"',
        "{",
        "}",
        ";",
        "%",
        "\n",
        " ",
        "#",
        "*",
        "-",
        "1S",
        "AP",
        "Pass",
        "X",
        "Deal",
        "Auction",
        "N",
        "N:",
        "Play",
        "SA",
        "=1=",
    ]
)


@given(st.lists(PBN_ALPHABET, max_size=40).map("".join))
def test_read_pbn_raises_only_trickcards_errors(text: str) -> None:
    for strict in (True, False):
        with contextlib.suppress(TrickcardsError):
            read_pbn(text, strict=strict)


@given(st.text(max_size=60))
def test_read_pbn_on_arbitrary_text(text: str) -> None:
    with contextlib.suppress(ParseError):
        read_pbn(text)


def test_board_and_result_with_digits_int_cannot_read() -> None:
    # str.isdigit accepts '²'; reading it used to raise int()'s bare ValueError.
    text = record('[Contract "1C"]\n[Declarer "N"]\n[Result "²"]\n').replace('"1"', '"²"', 1)
    (game,) = read_pbn(text, strict=False)
    assert game.board is None
    assert game.result is None
    assert [problem.message for problem in game.errors] == [
        "'²' is not a number of tricks (0 to 13) nor a result such as 'NS 9 EW 4'"
    ]


def test_result_must_be_a_number_of_tricks() -> None:
    body = '[Contract "1C"]\n[Declarer "N"]\n[Result "14"]\n'
    with pytest.raises(ParseError, match=r"line 7: \[Result\]: '14' is not a number of tricks"):
        read_pbn(record(body))
    (game,) = read_pbn(record(body), strict=False)
    assert game.result is None
    assert [problem.message for problem in game.errors] == [
        "'14' is not a number of tricks (0 to 13) nor a result such as 'NS 9 EW 4'"
    ]


def full_play_section(contract: Contract) -> str:
    """A [Play] section of all 13 tricks (each player's first legal card), rows in seat order from the leader."""
    play = Play(deal=Deal.parse(DEAL), contract=contract)
    first = play.next_player
    assert first is not None
    rows = []
    while not play.is_complete:
        row: dict[Seat, str] = {}
        for _ in range(4):
            seat = play.next_player
            assert seat is not None
            card = next(iter(play.legal_cards()))
            row[seat] = str(card)
            play = play.play(card)
        rows.append(" ".join(row[first.rotate(i)] for i in range(4)))
    return f'[Play "{first.letter}"]\n' + "\n".join(rows) + "\n*\n"


def test_result_that_contradicts_a_complete_play() -> None:
    body = '[Contract "3NT"]\n[Declarer "S"]\n[Result "{}"]\n' + full_play_section(Contract.parse("3NTS"))
    (game,) = read_pbn(record(body.format(0)), strict=False)
    assert game.play is not None
    assert game.play.is_complete
    tricks = game.play.declarer_tricks
    (game,) = read_pbn(record(body.format(tricks)))
    assert game.result == tricks
    assert game.repairs == ()
    wrong = (tricks + 1) % 14
    with pytest.raises(
        ParseError, match=rf"line 7: \[Result\]: {wrong} tricks, but the \[Play\] gives declarer {tricks} "
    ):
        read_pbn(record(body.format(wrong)))
    (game,) = read_pbn(record(body.format(wrong)), strict=False)
    assert game.result == wrong
    assert [problem.message for problem in game.errors] == [f"{wrong} tricks, but the [Play] gives declarer {tricks}"]


def test_a_result_below_the_tricks_already_won_is_a_fault() -> None:
    deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
    text = f'[Deal "{deal}"]\n[Contract "7NT"]\n[Declarer "N"]\n[Result "RESULT"]\n[Play "E"]\nST S3 S2 SA\n*\n'
    (game,) = read_pbn(text.replace("RESULT", "0"), strict=False)
    assert game.play is not None
    assert game.play.declarer_tricks == 1
    assert [p.rule for p in game.errors] == ["result-against-play"]
    with pytest.raises(ParseError, match="declarer has won 1"):
        read_pbn(text.replace("RESULT", "0"))
    assert read_pbn(text.replace("RESULT", "13"))[0].result == 13  # a claim of the rest


def test_lenient_mode_takes_board_tags_only_for_another_table_of_the_same_board() -> None:
    hand_record = '[Event "Club"]\n[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ - - -"]\n\n'
    new_board = '[Board "2"]\n[Dealer "E"]\n[Deal "E:AKQJ.AKQ.AKQ.AKQ - - -"]\n'
    assert read_pbn(hand_record + new_board, strict=False) == read_pbn(hand_record + new_board)
    score_table = '[ScoreTable "Rank\\1R"]\n1\n'
    assert read_pbn(hand_record + score_table, strict=False)[1].tags == {"ScoreTable": "Rank\\1R"}
    second_table = '[North "Ann"]\n[Contract "3NT"]\n[Declarer "N"]\n'
    game = read_pbn(hand_record + second_table, strict=False)[1]
    assert (game.board, game.tags["Event"], game.dealer) == (1, "Club", Seat.NORTH)
    assert taken_tags({"Board": "2", "Contract": "3NT"}, {"Board": "1", "Deal": "x", "Event": ""}) == {}
