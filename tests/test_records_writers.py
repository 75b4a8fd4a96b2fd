"""Writers: PBN, LIN and JSON output read back to equal games, keeping tags, order, notes and comments."""

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from attrs import evolve
from hypothesis import given
from hypothesis import strategies as st

from trickcards.bridge import Deal
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.lin import read_lin, write_lin
from trickcards.pbn import Game, read_pbn, write_pbn
from trickcards.records.json_io import deal_from_json, deal_to_json, game_from_json, games_from_json, games_to_json

RECORDS = Path(__file__).parent / "data" / "records"
PBN_FILES = sorted(p.name for p in RECORDS.glob("*.pbn"))


def placeless(game: Game) -> Game:
    """The game without the lines it was found on: writing moves them."""
    return evolve(game, line=0, errors=tuple(evolve(e, line=0) for e in game.errors))


@pytest.mark.parametrize("name", PBN_FILES)
def test_pbn_write_then_read_gives_equal_games(name: str, read_record: Callable[[str], list[Game]]) -> None:
    games = read_record(name)
    again = read_pbn(write_pbn(games), strict=False)
    assert [placeless(g) for g in again] == [placeless(g) for g in games]
    # The text keeps every tag, in order, and every note and comment.
    for before, after in zip(games, again, strict=True):
        assert [t.name for t in after.written] == [t.name for t in before.written]
        assert after.notes == before.notes
        assert after.commentary == before.commentary


def test_comments_are_written_where_they_were() -> None:
    text = (RECORDS / "comments.pbn").read_text(encoding="utf-8")
    (game,) = read_pbn(text, strict=False)
    assert game.commentary == ("{ this is a\ncomment }", "; this is also a comment", "{ this is also a comment }")
    assert write_pbn([game]) == text
    assert game.to_pbn() == text


def test_a_game_written_alone_carries_what_it_inherited(read_record: Callable[[str], list[Game]]) -> None:
    games = read_record("world-championship-2012-final.pbn")[:2]
    alone = read_pbn(games[1].to_pbn(), strict=False)[0]
    assert alone.deal == games[1].deal
    assert alone.tags == games[1].tags
    # The repairs are those of the game read alone: its tags are now written out.
    assert placeless(alone) == evolve(placeless(games[1]), written=alone.written, repairs=alone.repairs)
    assert not any(repair.rule == "pbn-inherited-without-hash" for repair in alone.repairs)


def test_lin_write_then_read_gives_equal_games(read_record: Callable[[str], list[Game]]) -> None:
    games = read_record("online-board.lin")
    assert read_lin(write_lin(games)) == games


def test_lin_games_have_a_pbn_form_and_pbn_games_a_lin_form(read_record: Callable[[str], list[Game]]) -> None:
    games = read_record("online-board.lin")
    as_pbn = read_pbn(write_pbn(games))
    for lin, pbn in zip(games, as_pbn, strict=True):
        assert (pbn.deal, pbn.auction, pbn.play, pbn.contract, pbn.result) == (
            lin.deal,
            lin.auction,
            lin.play,
            lin.contract,
            lin.result,
        )
        assert pbn.notes == lin.notes
    teams = read_record("eyc-1998-junior-teams.pbn")
    for pbn, lin in zip(teams, read_lin(write_lin(teams)), strict=True):
        assert (lin.deal, lin.auction, lin.play, lin.contract) == (pbn.deal, pbn.auction, pbn.play, pbn.contract)


def test_lin_needs_a_deal() -> None:
    (game,) = read_pbn('[Board "1"]\n')
    with pytest.raises(TrickcardsError, match="no deal"):
        write_lin([game])


@pytest.mark.parametrize("name", [*PBN_FILES, "online-board.lin"])
def test_json_export_then_import_gives_equal_games(name: str, read_record: Callable[[str], list[Game]]) -> None:
    games = read_record(name)[:400]
    text = games_to_json(games)
    assert all(item["format"] == "trickcards.protocol.game" for item in json.loads(text))
    assert games_from_json(text) == games


def test_json_of_a_deal() -> None:
    deal = Deal.random(7)
    assert deal_from_json(json.loads(json.dumps(deal_to_json(deal)))) == deal
    hands = {k: v for k, v in deal_to_json(deal).items() if k != "pbn"}
    assert deal_from_json(hands) == deal


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"format": "trickcards.protocol.game", "version": 2},
        {"format": "trickcards.protocol.game", "version": 1, "tags": "x", "line": 1},
        {"format": "trickcards.protocol.game", "version": 1, "tags": [{"name": 1}], "line": 1},
        {"format": "trickcards.protocol.game", "version": 1, "tags": [], "line": True},
        {"format": "trickcards.protocol.game", "version": 1, "tags": [], "line": 1, "errors": [{"line": 1}]},
    ],
)
def test_json_import_refuses_what_is_not_a_game(data: dict[str, object]) -> None:
    with pytest.raises(ParseError):
        game_from_json(data)


def test_json_text_that_is_not_json() -> None:
    with pytest.raises(ParseError, match="not JSON"):
        games_from_json("[{")


def escaped(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


VALUES = st.text(alphabet='ab "\\{};%#-', max_size=8)
NAMES = st.sampled_from(["Event", "Site", "Board", "Contract", "Note", "Annotator"])


@given(st.lists(st.tuples(NAMES, VALUES), min_size=1, max_size=6))
def test_any_tag_values_round_trip(tags: list[tuple[str, str]]) -> None:
    text = "".join(f'[{name} "{escaped(value)}"]\n' for name, value in tags)
    games = read_pbn(text, strict=False)
    again = read_pbn(write_pbn(games), strict=False)
    assert [placeless(g) for g in again] == [placeless(g) for g in games]
