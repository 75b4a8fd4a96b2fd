"""Readers take text, bytes and open files, stream them a game at a time, and keep every board apart.

Also: notes and alerts between PBN and LIN, a LIN board written back reads equal, and
lenient mode notes every problem at the board strict mode refuses (never silent).
"""

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards.core.errors import ParseError
from trickcards.lin import iter_lin, read_lin, write_lin
from trickcards.pbn import iter_pbn, read_pbn, write_pbn

RECORDS = Path(__file__).parent / "data" / "records"
DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
BOARD = '[Board "{n}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "' + DEAL + '"]\n[Contract "3NT"]\n[Declarer "N"]\n'


class Lines(io.StringIO):
    """A text file that counts what it has given."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.lines_read = 0

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]  # counted, not changed
        self.lines_read += 1
        return super().readline(-1 if size is None else size)


def test_iter_pbn_reads_one_game_at_a_time() -> None:
    source = Lines("\n".join(BOARD.format(n=n) for n in range(1, 101)))
    games = iter_pbn(source)
    first = next(games)
    assert first.board == 1
    assert source.lines_read < 20  # the second game at most, not the file
    assert [game.board for game in games] == list(range(2, 101))


def test_iter_lin_reads_one_board_at_a_time() -> None:
    line = "md|1SAKQJT98765432H,HAKQJT98765432,DAKQJT98765432,|mb|p|mb|p|mb|p|mb|p|\n"
    source = Lines(line * 50)
    boards = iter_lin(source)
    assert next(boards).passed_out
    assert source.lines_read <= 3
    assert len(list(boards)) == 49


def test_readers_take_text_bytes_and_files_alike(tmp_path: Path) -> None:
    text = (RECORDS / "eyc-1998-junior-teams.pbn").read_text(encoding="utf-8")
    path = tmp_path / "eyc.pbn"
    path.write_bytes(text.replace("\n", "\r\n").encode("latin-1", errors="replace"))
    by_text = read_pbn(text)
    with path.open("rb") as binary:
        assert [g.deal for g in read_pbn(binary)] == [g.deal for g in by_text]
    with path.open(encoding="latin-1", newline="") as textual:
        assert [g.tags for g in read_pbn(textual)] == [g.tags for g in read_pbn(path.read_bytes())]
    with pytest.raises(ParseError, match="not PBN text"):
        read_pbn(12)  # type: ignore[arg-type]  # refused at run time


def test_a_visitor_sees_the_tags_and_skips_the_rest() -> None:
    text = "\n".join(BOARD.format(n=n) for n in range(1, 6))
    wanted = list(iter_pbn(text, visitor=lambda tags: tags["Board"] in {"2", "4"}))
    assert [game.board for game in wanted] == [2, 4]


def test_no_game_for_a_trailing_percent_line_or_comment() -> None:
    assert len(read_pbn(BOARD.format(n=1) + "\n% the end\n")) == 1
    assert len(read_pbn(BOARD.format(n=1) + "\n{ the end }\n")) == 1


def test_a_fragment_deal_is_one_problem_not_forty() -> None:
    (game,) = read_pbn('[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 - 2"]\n', strict=False)
    assert len(game.errors) <= 2
    assert game.errors[0].rule == "pbn-deal"


def test_a_broken_tag_inside_a_multi_board_window_is_noted_at_its_board() -> None:
    text = BOARD.format(n=1) + "\n" + BOARD.format(n=2).replace('[Board "2"]', '[Event "Cup\n[Board "2"]') + "\n"
    text += BOARD.format(n=3)
    games = read_pbn(text, strict=False)
    assert [bool(g.errors) for g in games] == [False, True, False]
    assert games[1].errors[0].line == 8
    with pytest.raises(ParseError, match=r"^line 8: "):
        read_pbn(text)


def test_lin_empty_card_in_board_2_is_noted() -> None:
    board = "md|3SAKQJHAKQDAKQCAKQ,S2345H2345D2345C2,S6789H6789D6789C3,|mb|7N|mb|p|mb|p|mb|p|pc|{card}|\n"
    text = board.format(card="ST") + board.format(card="")
    games = read_lin(text, strict=False)
    assert [bool(g.errors) for g in games] == [False, True]
    assert games[1].errors[0].line == 2
    with pytest.raises(ParseError, match=r"^line 2: "):
        read_lin(text)


def test_lin_cards_without_a_contract_are_noted() -> None:
    text = "md|3SAKQJHAKQDAKQCAKQ,S2345H2345D2345C2,S6789H6789D6789C3,|mb|7N|pc|ST|"
    (game,) = read_lin(text, strict=False)
    assert [p.rule for p in game.errors] == ["lin-play-without-contract"]


def test_a_board_name_with_a_line_end_stays_on_one_line() -> None:
    text = "ah|Board\n1|md|3SAKQJHAKQDAKQCAKQ,S2345H2345D2345C2,S6789H6789D6789C3,|mb|7N|mb|7H|"
    with pytest.raises(ParseError) as raised:
        read_lin(text)
    assert "\n" not in str(raised.value)
    assert "Board\\n1" in str(raised.value)


@st.composite
def windows(draw: st.DrawFn) -> str:
    """Several boards, some broken at random: a cut, a stray character, a card changed."""
    boards = []
    for n in range(1, draw(st.integers(2, 4)) + 1):
        text = BOARD.format(n=n) + '[Result "9"]\n'
        if draw(st.booleans()):
            at = draw(st.integers(0, len(text) - 1))
            text = text[:at] + draw(st.sampled_from(['"', "[", "{", "]", "x", "", "-"])) + text[at + 1 :]
        boards.append(text)
    return "\n".join(boards)


@given(windows())
def test_strict_and_lenient_agree_on_which_board_is_bad(text: str) -> None:
    games = read_pbn(text, strict=False)
    bad = [g for g in games if g.errors]
    if bad:
        with pytest.raises(ParseError) as raised:
            read_pbn(text)
        assert str(raised.value) == str(bad[0].errors[0])
    else:
        read_pbn(text)


def _lin_boards() -> Iterator[str]:
    yield "md|3SAKQJHAKQDAKQCAKQ,S2345H2345D2345C2,S6789H6789D6789C3,|sv|o|ah|Board 1|mb|1N!|an|15-17|mb|p|"
    yield "mb|3N|mb|p|mb|p|mb|p|pc|ST|mc|13|\n"


def test_alerts_and_notes_go_between_lin_and_pbn() -> None:
    lin = "".join(_lin_boards())
    (game,) = read_lin(lin)
    assert game.notes == ("1:15-17",)
    assert dict(game.call_notes) == {1: ("15-17",)}
    pbn = write_pbn([game])
    assert "1NT =1= Pass" in pbn
    assert '[Note "1:15-17"]' in pbn
    (again,) = read_pbn(pbn)
    assert dict(again.call_notes) == {1: ("15-17",)}
    assert "mb|1N|an|15-17|" in write_lin([again])
    assert read_lin(write_lin([game])) == [game]


def test_write_lin_without_an_auction_writes_no_claim() -> None:
    (game,) = read_pbn(f'[Dealer "N"]\n[Deal "{DEAL}"]\n[Contract "3NT"]\n[Declarer "N"]\n[Result "9"]\n')
    text = write_lin([game])
    assert "mc|" not in text
    (again,) = read_lin(text)
    assert again.deal == game.deal
    assert not again.errors
