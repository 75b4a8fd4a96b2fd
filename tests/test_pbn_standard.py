"""The PBN 2.1 standard on import, one test per construct, named after its section.

Sections of "Portable Bridge Notation 2.1" (2.2 character set, 3.3 tag pair, 3.4.x the
mandatory tags, 3.5 auction, 3.6 play, 3.7 NAGs, 3.9 irregularities, 3.10 end positions,
4.2.1 score, 4.8 inheritance). Each construct reads in strict mode, with no problem.
"""

import io
from pathlib import Path

import pytest

from trickcards import Hand
from trickcards.bridge import Contract, Deal
from trickcards.core.errors import ParseError
from trickcards.core.seats import Seat
from trickcards.pbn import read_pbn, write_pbn
from trickcards.records.pbn import MANDATORY_TAGS, export_pbn

DEAL = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"
TAGS = f'[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n'


def test_pbn_2_2_character_set_iso_8859_1_utf_8_and_a_byte_order_mark() -> None:
    latin = '[Event "Bridge à Sète"]\n'.encode("latin-1")
    utf8 = '[Event "Bridge à Sète"]\n'.encode()
    for data in (latin, utf8, b"\xef\xbb\xbf" + utf8, io.BytesIO(latin), io.StringIO(utf8.decode())):
        (game,) = read_pbn(data)
        assert game.tags["Event"] == "Bridge à Sète"
    (game,) = read_pbn(utf8, encoding="latin-1")
    assert game.tags["Event"] == utf8.decode("latin-1").strip()[8:-2]
    with pytest.raises(ParseError, match="not a character set"):
        read_pbn(latin, encoding="klingon")


def test_pbn_2_3_crlf_line_ends_are_read_and_written() -> None:
    text = '[Board "1"]\r\n[Contract "3NT"]\r\n\r\n[Board "2"]\r\n'
    games = read_pbn(text.encode())
    assert [g.tags["Board"] for g in games] == ["1", "2"]
    assert [g.line for g in games] == [1, 4]
    assert write_pbn(games, newline="\r\n") == text


def test_pbn_3_3_a_tag_pair_over_several_lines() -> None:
    text = '[Board "1"]\n [\n   Event\n         "use new lines"\n                 ]\n[Site "x"]\n\n[Board "2"]\n'
    first, second = read_pbn(text)
    assert first.tags == {"Board": "1", "Event": "use new lines", "Site": "x"}
    assert second.line == 8
    (game,) = read_pbn('[Event"No space"] [Date "1998.03.21"]\n[   Board"4"   ]\n')
    assert game.tags == {"Event": "No space", "Date": "1998.03.21", "Board": "4"}


def test_pbn_3_4_a_repeated_tag_is_ignored_the_first_stands() -> None:
    (game,) = read_pbn('[Board "1"]\n[Board "2"]\n')
    assert game.board == 1
    assert write_pbn([game]) == '[Board "1"]\n[Board "2"]\n'


def test_pbn_3_4_a_question_mark_is_an_unknown_value() -> None:
    (game,) = read_pbn(TAGS + '[Declarer "?"]\n[Contract "?"]\n[Result "?"]\n[Dealer "?"]\n')
    assert (game.contract, game.result) == (None, None)


def test_pbn_3_4_11_a_hand_not_given() -> None:
    (game,) = read_pbn('[Deal "W:- .63.AKQ987.A9732 - J973.J98742.3.K4"]\n')
    assert game.deal is None
    assert game.hands == (Hand.parse(".63.AKQ987.A9732"), None, Hand.parse("J973.J98742.3.K4"), None)
    (game,) = read_pbn('[Deal "N:AKQJ.AKQ.AKQ.AKQ ... ... ..."]\n')
    assert game.hands is not None
    assert game.hands[0] == Hand.parse("AKQJ.AKQ.AKQ.AKQ")


def test_pbn_3_4_13_an_irregular_declarer() -> None:
    (game,) = read_pbn('[Dealer "S"]\n[Declarer "^N"]\n[Contract "1C"]\n[Auction "S"]\n1C AP\n')
    assert game.contract == Contract.parse("1CN")
    assert game.auction is not None
    assert str(game.auction.contract) == "1CS"


def test_pbn_3_4_15_results_by_side() -> None:
    head = TAGS + '[Declarer "S"]\n[Contract "5HX"]\n'
    for result in ("9", "NS 9 EW 4", "EW 4 NS 9", "NS 9", "EW 4", "^9"):
        (game,) = read_pbn(head + f'[Result "{result}"]\n')
        assert game.result == 9, result
    game = read_pbn(head + '[Result "NS 9 EW 2"]\n', strict=False)[0]
    assert [(p.rule, p.section, p.text) for p in game.errors] == [("pbn-result", "PBN 3.4.15", "NS 9 EW 2")]


def test_pbn_3_5_1_players_before_the_dealer_are_written_minus() -> None:
    (game,) = read_pbn(TAGS + '[Declarer "E"]\n[Contract "4S"]\n[Auction "W"]\n- 1D 1S 3H\n4S AP\n')
    assert game.auction is not None
    assert str(game.auction) == "N: 1D 1S 3H 4S Pass Pass Pass"


def test_pbn_3_5_2_annotations_and_nags_after_a_call() -> None:
    text = TAGS + '[Declarer "E"]\n[Contract "4S"]\n[Auction "N"]\n1D 1S ! $13 3H ? 4S =1=\nAP\n[Note "1:to play"]\n'
    (game,) = read_pbn(text)
    assert game.auction is not None
    assert len(game.auction.calls) == 7
    assert dict(game.call_notes) == {4: ("to play",)}


def test_pbn_3_5_4_and_3_6_4_a_plus_continues_in_a_later_game() -> None:
    (game,) = read_pbn(TAGS + '[Declarer "S"]\n[Contract "5HX"]\n[Auction "N"]\n1D 1S +\n[Play "W"]\nSK H3 S4 S3\n+\n')
    assert game.auction is not None
    assert len(game.auction.calls) == 2
    assert game.play is not None
    assert len(game.play.played) == 4


def test_pbn_3_6_2_nags_and_annotations_after_a_card() -> None:
    play = '[Play "W"]\nSK $200 H3 ! S4 S3 $14\nC5 C2? C6 CK\n'
    (game,) = read_pbn(TAGS + '[Declarer "S"]\n[Contract "5HX"]\n' + play)
    assert game.play is not None
    assert sorted(str(card) for card in game.play.played) == ["C2", "C5", "C6", "CK", "H3", "S3", "S4", "SK"]


def test_pbn_3_9_irregularities_are_read_as_far_as_the_rules_allow() -> None:
    deal = '[Deal "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4"]\n'
    auction = '[Auction "W"]\n- ^S 1D ^I 1C\n4S ^I 3NT ^S ^S\nX 5H X AP\n'
    play = '[Play "W"]\nSK H3 S4 S3\nC5 C2 ^R S5 ^L CK\n'
    (game,) = read_pbn('[Dealer "N"]\n' + deal + '[Declarer "^S"]\n[Contract "5HX"]\n[Result "^5"]\n' + auction + play)
    assert game.result == 5
    assert game.auction is not None
    assert str(game.auction) == "N: 1D"


def test_pbn_3_10_an_end_position_has_fewer_cards() -> None:
    deal = "N:.6.AKQ987.A9732 A865.KQ5.T.QJT6 J97.J98742.3.K4 QT2.AT.J6542.85"
    (game,) = read_pbn(f'[Deal "{deal}"]\n[Contract "H"]\n[Play "W"]\nC5 C2 C6 CK\n')
    assert game.deal is None
    assert game.hands is not None
    assert {len(hand) for hand in game.hands if hand is not None} == {12}


def test_pbn_4_2_1_a_bare_score_is_the_declarers_side() -> None:
    head = '[Vulnerable "None"]\n[Contract "4S"]\n[Result "10"]\n'
    (east,) = read_pbn(head + '[Declarer "E"]\n[Score "420"]\n')
    assert (east.recorded_score, east.score_agrees) == (-420, True)
    (north,) = read_pbn(head + '[Declarer "N"]\n[Score "NS +420"]\n')
    assert (north.recorded_score, north.score_agrees) == (420, True)


def test_pbn_4_8_only_hash_values_inherit() -> None:
    text = f'[Site "##Club"]\n[Board "1"]\n[Deal "{DEAL}"]\n\n[Board "#"]\n[Deal "#"]\n\n[Board "3"]\n'
    first, second, third = read_pbn(text)
    assert first.tags["Site"] == second.tags["Site"] == third.tags["Site"] == "Club"
    assert second.board == 1
    assert second.deal == first.deal == Deal.parse(DEAL)
    assert third.deal is None
    assert read_pbn(write_pbn([first, second, third])) == [first, second, third]
    assert read_pbn(write_pbn([third]))[0].tags["Site"] == "Club"


def test_pbn_4_8_lenient_mode_notes_each_tag_it_takes_without_hash() -> None:
    text = f'[Board "1"]\n[Dealer "N"]\n[Deal "{DEAL}"]\n\n[Contract "3NT"]\n'
    _, second = read_pbn(text, strict=False)
    assert second.deal == Deal.parse(DEAL)
    assert [(r.tag, r.severity, r.section) for r in second.repairs] == [
        ("Board", "repair", "PBN 4.8"),
        ("Deal", "repair", "PBN 4.8"),
        ("Dealer", "repair", "PBN 4.8"),
    ]
    assert second.dealer is Seat.NORTH


def test_pbn_3_4_export_format_mandatory_tags_in_order_then_sections_then_the_rest() -> None:
    path = Path(__file__).parent / "data" / "records" / "eyc-1998-junior-teams.pbn"
    games = read_pbn(path.read_bytes())
    text = export_pbn(games)
    assert "\n" not in text.replace("\r\n", "")
    again = read_pbn(text)
    keep = ("deal", "dealer", "vulnerability", "auction", "play", "contract", "result", "notes", "score")
    for before, after in zip(games, again, strict=True):
        assert [getattr(after, f) for f in keep] == [getattr(before, f) for f in keep]
        names = [tag.name for tag in after.written]
        assert names[:15] == list(MANDATORY_TAGS)
        rest = [name for name in names[15:] if name not in ("Auction", "Play", "Note")]
        assert rest == sorted(rest)
