"""One reading of the contract, its declarer and the callers in every state picture: SVG and HTML agree, in all fifteen games."""

import random
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards.bridge import Auction
from trickcards.pictures import state_html, state_svg, state_view
from trickcards.pictures.seating import caller_names, contract_line, declarer_of, name_of
from trickcards.protocol.game import DealState, find_game, games

GAMES = [game.name for game in games()]
_SVG_LINE = re.compile(r">Contract: ([^<]*)</text>")
_HTML_LINE = re.compile(r">Contract ([^<]*)</p>")


def walk(name: str, seed: int, steps: int, **options: Any) -> list[Any]:
    """Every state of one random deal of ``name``, the start first, at most ``steps`` actions in."""
    state = find_game(name).new(seed=seed, **options)
    rng = random.Random(seed)
    states = [state]
    for _ in range(steps):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states


def contract_lines(state: DealState[Any, Any]) -> tuple[list[str], list[str]]:
    """The contract lines of the SVG notes, and those of the HTML around the SVG (tags in the cells dropped)."""
    svg = state_svg(state)
    html = state_html(state)
    around = html.replace(svg, "")
    plain = re.sub(r"<span[^>]*>|</span>", "", around)
    return _SVG_LINE.findall(svg), _HTML_LINE.findall(plain)


def test_the_games_are_every_game_of_the_registry() -> None:
    # The fifteen games of the rules files and the bidding game built on duplicate bridge.
    assert len(GAMES) == 16
    assert {"bridge-bidding", "towie", "helm", "chinese-bridge"} <= set(GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_svg_and_html_name_the_same_contract_and_declarer_in_every_state(name: str) -> None:
    reached = 0
    for seed in range(4):
        for state in walk(name, seed, 60):
            in_svg, in_html = contract_lines(state)
            line = contract_line(state)
            assert in_svg == ([] if line is None else [line]), (seed, state.history)
            auction = getattr(state, "auction", None)
            if line is not None and getattr(auction, "is_complete", False):  # the bidding table's last line
                assert in_html == in_svg, (seed, state.history)
                reached += 1
            else:
                assert in_html == [], (seed, state.history)
    if name not in {"blackout", "partnership-blackout"}:  # the games whose deals are played in a contract
        assert reached


@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10_000), steps=st.integers(0, 60))
def test_a_contract_line_names_a_player_of_the_table(name: str, seed: int, steps: int) -> None:
    state = walk(name, seed, steps)[-1]
    declarer = declarer_of(state)
    if declarer is None:
        return
    assert declarer in state.players
    holders = [holder.name for holder in state_view(state).holders]
    assert any(holder.startswith(name_of(declarer)) for holder in holders), (holders, declarer)


def bid_column_player(state: DealState[Any, Any]) -> Any:
    """The player heading the column of the auction's last bid, read from the HTML bidding table."""
    html = state_html(state)
    table = html[html.index('class="trickcards-auction"') :]
    table = table[: table.index("</table>")]
    plain = re.sub(r"<span[^>]*>|</span>", "", table)
    heads = re.findall(r"<th[^>]*>([^<]*)</th>", plain)
    rows = [re.findall(r"<td[^>]*>([^<]*)</td>", row) for row in re.findall(r"<tr>(.*?)</tr>", plain)[1:]]
    bids = [(i, cell) for row in rows for i, cell in enumerate(row[: len(heads)]) if cell[:1].isdigit()]
    return heads[bids[-1][0]]


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("towie", {}),
        ("towie", {"players": 5, "dealer": 3}),
        ("towie", {"players": 7}),
        ("three-handed", {}),
        ("cut-throat", {}),
    ],
)
def test_in_the_games_bid_each_for_himself_the_last_bidder_declares(name: str, options: dict[str, Any]) -> None:
    for seed in range(6):
        state = next((s for s in walk(name, seed, 80, **options) if s.phase == "play"), None)
        if state is None:
            continue
        line = contract_line(state)
        assert line is not None
        assert line.endswith(f" by {bid_column_player(state)[0]}"), (seed, line)
        own = getattr(state, "declarer", None)
        if own is not None:  # Towie says who declares itself
            assert declarer_of(state) == own


def test_towie_names_the_player_who_bid_not_the_seat() -> None:
    state = next(s for s in walk("towie", 0, 40) if s.phase == "play")
    svg_line, html_line = contract_lines(state)
    assert svg_line == html_line == [f"7NTXX by {name_of(state.declarer)}"]
    assert not svg_line[0].endswith((" by N", " by E", " by S", " by W"))


def test_three_handed_names_a_lettered_player() -> None:
    state = next(s for s in walk("three-handed", 0, 40) if s.phase == "play")
    svg_line, html_line = contract_lines(state)
    assert svg_line == html_line
    assert svg_line[0].rsplit(" by ", 1)[1] in {"A", "B", "C"}


def test_cut_throat_shows_the_doubling_in_both_and_draws_the_doubling_round() -> None:
    state = next(s for s in walk("cut-throat", 0, 40) if s.phase == "play")
    doubling = str(state.play.contract.doubling)
    assert doubling  # this deal was doubled
    svg_line, html_line = contract_lines(state)
    assert svg_line == html_line
    assert svg_line[0].startswith(f"7NT{doubling} by ")
    assert ">Doubling</caption>" in state_html(state)


def test_helm_writes_its_contract_line() -> None:
    state = next(s for s in walk("helm", 0, 40) if s.phase == "play")
    svg_line, html_line = contract_lines(state)
    assert svg_line == html_line == [f"{state.contract.pretty().rsplit(' by ', 1)[0]} by {'AB'[state.declarer]}"]


def test_the_bidding_columns_are_headed_by_the_callers_of_each_seat() -> None:
    state: Any = find_game("towie").new(seed=4, players=5, dealer=3)
    assert isinstance(state.auction, Auction)
    names = caller_names(state)
    seats = state.auction._setup.seats
    assert [names[int(seat)] for seat in seats] == [name_of(player) for player in state.callers]


def test_a_partnership_blackout_call_round_under_way_is_drawn() -> None:
    state = walk("partnership-blackout", 0, 1)[-1]
    assert 'class="trickcards-auction"' in state_html(state)
