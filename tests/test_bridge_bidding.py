"""The bridge-bidding game: the auction alone, scored as duplicate with declarer's double-dummy tricks."""

from __future__ import annotations

import pickle
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import find_game
from trickcards.agents import openspiel, pettingzoo
from trickcards.bridge import bidding_game, dds
from trickcards.bridge.bidding_game import BRIDGE_BIDDING, clear_tables, known_tables, remember_tables
from trickcards.bridge.calls import CALLS
from trickcards.bridge.dds import DDSUnavailableError, DDTable, dd_table, dd_tables, dds_available
from trickcards.bridge.deal import Deal, Vulnerability, board_dealer, board_vulnerability
from trickcards.bridge.dealer import Board
from trickcards.bridge.scoring import duplicate_score
from trickcards.cli import main
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.seats import Seat
from trickcards.protocol.game import random_playout
from trickcards.records.dd_file import read_dd_tables

BOARDS = Path(__file__).parent / "data" / "bidding_boards.pbn"
TABLE = DDTable([[9, 3, 9, 3], [10, 3, 10, 3], [10, 2, 10, 2], [9, 4, 9, 4], [10, 3, 10, 3]])


@pytest.fixture
def known() -> Iterator[list[tuple[Board, DDTable]]]:
    """The boards of the test file remembered for one test, forgotten after it."""
    boards = read_dd_tables(BOARDS)
    clear_tables()
    remember_tables(boards)
    yield boards
    clear_tables()


def _expected(state: object, table: DDTable) -> tuple[int, ...]:
    contract = state.contract  # type: ignore[attr-defined]
    if contract is None:
        return (0, 0, 0, 0)
    vulnerable = state.vulnerability.is_vulnerable(contract.declarer)  # type: ignore[attr-defined]
    side = duplicate_score(contract, table[contract.strain, contract.declarer], vulnerable)
    return tuple(side if seat.side is contract.declarer.side else -side for seat in Seat)


def test_bidding_actions_are_the_calls() -> None:
    assert BRIDGE_BIDDING.actions == tuple(CALLS)
    assert find_game("bridge-bidding") is BRIDGE_BIDDING


@given(st.integers(1, 64))
def test_board_number_sets_dealer_and_vulnerability(board: int) -> None:
    state = BRIDGE_BIDDING.new(seed=board, board=board, table=TABLE)
    assert state.to_move is board_dealer(board)
    assert state.vulnerability is board_vulnerability(board)


def test_dealer_and_vulnerability_given_override_the_board() -> None:
    state = BRIDGE_BIDDING.new(seed=1, board=2, dealer="W", vulnerability="Both", table=TABLE)
    assert state.to_move is Seat.WEST
    assert state.vulnerability is Vulnerability.BOTH


@given(st.integers(0, 10**6))
def test_auction_end_is_deal_end_scored_by_table(seed: int) -> None:
    state = random_playout(BRIDGE_BIDDING.new(seed=seed, table=TABLE.code), seed)
    assert state.is_over
    assert all(hasattr(action, "kind") for action in state.history)  # calls only, no card
    assert state.points == _expected(state, TABLE)
    assert state.result is not None
    assert state.result.points == state.points


def test_passed_out_board_scores_zero() -> None:
    state = BRIDGE_BIDDING.replay(["Pass"] * 4, seed=1, table=TABLE)
    assert state.points == (0, 0, 0, 0)
    assert state.contract is None


def test_given_table_is_used_for_its_deal_only() -> None:
    state = BRIDGE_BIDDING.replay(["1NT", "Pass", "Pass", "Pass"], seed=2, table=TABLE)
    assert state.dd_table == TABLE
    # An observation's sampled deal does not take the real deal's table.
    world = state.observation("E").sample(random.Random(5))
    assert world.start.cards != state.start.cards
    assert bidding_game._fingerprint(world.deal) not in world.start.word("table")


def test_observation_leaves_the_table_out() -> None:
    state = BRIDGE_BIDDING.new(seed=2, table=TABLE)
    assert TABLE.code not in str(state.observation("N"))
    other = BRIDGE_BIDDING.new(seed=2, table=DDTable([[7] * 4] * 5))
    assert str(state.observation("N")) == str(other.observation("N"))
    assert state.observation("N").vector() == other.observation("N").vector()


def test_bad_table_is_refused_naming_it() -> None:
    with pytest.raises(TrickcardsError, match="'9393' is not the code of a double-dummy table"):
        BRIDGE_BIDDING.new(seed=1, table="9393")
    with pytest.raises(TrickcardsError, match="not the code of a double-dummy table"):
        BRIDGE_BIDDING.new(seed=1, table="e" * 20)


def test_pickled_state_keeps_its_table() -> None:
    state = BRIDGE_BIDDING.replay(["1S", "Pass", "4S", "Pass", "Pass", "Pass"], seed=4, table=TABLE)
    again = pickle.loads(pickle.dumps(state))
    assert again == state
    assert again.points == state.points == _expected(state, TABLE)


def test_table_code_round_trips() -> None:
    assert DDTable.parse(TABLE.code) == TABLE
    assert DDTable.parse(TABLE.code.upper()) == TABLE


def test_missing_table_without_dds_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bidding_game, "dd_table", dds.dd_table)
    monkeypatch.setattr(dds, "_endplay", _no_endplay)
    clear_tables()
    state = BRIDGE_BIDDING.replay(["1NT", "Pass", "Pass", "Pass"], seed=9)
    with pytest.raises(DDSUnavailableError, match=r'pip install "trickcards\[dds\]"'):
        _ = state.points


def _no_endplay() -> object:
    raise DDSUnavailableError('double-dummy analysis needs DDS: install the extra with pip install "trickcards[dds]"')


# --- tables from a file ---------------------------------------------------------------------


def test_read_dd_tables_reads_every_board_of_deal_dd() -> None:
    boards = read_dd_tables(BOARDS)
    assert [board.number for board, _ in boards] == list(range(1, 9))
    assert all(board.dealer is board_dealer(board.number) for board, _ in boards)
    # Board 1 as the file writes it: "N NT 4", "N H 9", "E C 9", "W S 7".
    first = boards[0][1]
    assert (first["NT", "N"], first["H", "N"], first["C", "E"], first["S", "W"]) == (4, 9, 9, 7)


def test_read_dd_tables_refuses_a_board_without_table() -> None:
    text = BOARDS.read_text().split("\n\n")[0].split("[OptimumScore")[0]
    with pytest.raises(ParseError, match=r"board 1 \(game 1 of the file\) has no \[OptimumResultTable\]"):
        read_dd_tables(text)


def test_known_deals_draw_a_remembered_board_with_its_table(known: list[tuple[Board, DDTable]]) -> None:
    boards = {board.deal: (board, table) for board, table in known}
    for seed in range(10):
        state = random_playout(BRIDGE_BIDDING.new(seed=seed, deals="known"), seed)
        board, table = boards[state.deal]
        assert state.start.number("board") == board.number
        assert state.start.dealer is board.dealer
        assert state.vulnerability is board.vulnerability
        assert state.points == _expected(state, table)


def test_known_deals_refuse_an_unknown_deal(known: list[tuple[Board, DDTable]]) -> None:
    deal = Deal.parse("N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953")
    with pytest.raises(TrickcardsError, match="is not one of the remembered boards"):
        BRIDGE_BIDDING.new(hands=deal.hands, deals="known")


def test_known_deals_need_remembered_boards() -> None:
    clear_tables()
    with pytest.raises(TrickcardsError, match="call remember_tables"):
        BRIDGE_BIDDING.new(seed=1, deals="known")


def test_remembered_tables_score_without_dds(known: list[tuple[Board, DDTable]]) -> None:
    board, table = known[3]
    state = BRIDGE_BIDDING.replay(["1C", "Pass", "Pass", "Pass"], hands=board.deal.hands)
    assert state.dd_table == table
    assert len(known_tables()) == 8


# --- against DDS --------------------------------------------------------------------------------

needs_dds = pytest.mark.skipif(not dds_available(), reason="the dds extra (endplay) is not installed")


@needs_dds
def test_score_is_duplicate_score_of_dd_tricks() -> None:
    clear_tables()
    for seed in range(4):
        state = random_playout(BRIDGE_BIDDING.new(seed=seed, board=seed + 1), seed)
        assert state.points == _expected(state, dd_table(state.deal))


@needs_dds
def test_file_tables_are_dds_tables() -> None:
    boards = read_dd_tables(BOARDS)
    assert list(dd_tables([board.deal for board, _ in boards], jobs=2)) == [table for _, table in boards]


@needs_dds
def test_deal_dd_command_writes_readable_tables(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "--n", "2", "--seed", "7", "--dd"]) == 0
    boards = read_dd_tables(capsys.readouterr().out)
    assert [table for _, table in boards] == [dd_table(board.deal) for board, _ in boards]


def test_deal_dd_needs_pbn(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "--dd", "--format", "diagram"]) != 0
    assert "--dd writes the tables into PBN" in capsys.readouterr().err


# --- OpenSpiel and PettingZoo ---------------------------------------------------------------


def test_openspiel_random_sim_on_known_deals(known: list[tuple[Board, DDTable]]) -> None:
    pyspiel = pytest.importorskip("pyspiel")
    openspiel.register()
    game = pyspiel.load_game("python_trickcards_bridge_bidding(chance=sampled,deals=known,rng_seed=3)")
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)
    state = game.new_initial_state()
    state.apply_action(0)  # the sampled deal: one of the known boards
    rng = random.Random(2)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    library = state.trickcards_state
    table = {board.deal: table for board, table in known}[library.deal]
    assert tuple(state.returns()) == _expected(library, table)


@needs_dds
def test_openspiel_explicit_chance_deals_52_cards_then_scores_by_dds() -> None:
    pyspiel = pytest.importorskip("pyspiel")
    openspiel.register()
    game = pyspiel.load_game("python_trickcards_bridge_bidding(board=3)")
    state = game.new_initial_state()
    rng = random.Random(4)
    chance_nodes = 0
    while state.is_chance_node():
        state.apply_action(rng.choice([outcome for outcome, _ in state.chance_outcomes()]))
        chance_nodes += 1
    assert chance_nodes == 52
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    library = state.trickcards_state
    assert tuple(state.returns()) == _expected(library, dd_table(library.deal))


# PettingZoo's API test warns of any dict observation, its own classic card games' included.
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably:UserWarning")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
def test_pettingzoo_api_on_known_deals(known: list[tuple[Board, DDTable]]) -> None:
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test  # noqa: PLC0415  # the optional extra, after its skip

    api_test(pettingzoo.env("bridge-bidding", render_mode="ansi", deals="known"), num_cycles=10)
    env = pettingzoo.env("bridge-bidding", deals="known")
    env.reset(seed=1)
    rewards = {}
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        if termination or truncation:
            rewards[agent] = reward
        env.step(None if termination or truncation else env.action_space(agent).sample(observation["action_mask"]))
    library = env.unwrapped.trickcards_state
    table = {board.deal: table for board, table in known}[library.deal]
    assert tuple(rewards[f"player_{i}"] for i in range(4)) == _expected(library, table)
