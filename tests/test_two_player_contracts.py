"""Two-player contracts name their declarer as the games name their players: A or B, never a seat.

Helm, Chinese bridge, two-handed bridge and two-player Null number their players 0 and 1
(A and B, the guide's "numbered players"); the shared bridge scoring seats them North
and East. :class:`~trickcards.bridge.TwoPlayerContract` keeps that seat and names the
player in its text, its display and its pictures.
"""

from __future__ import annotations

import pickle
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Seat, find_game
from trickcards.bridge import NULL, Auction, Contract, Doubling, Strain, TwoPlayerContract
from trickcards.bridge.contract import InvalidContractError
from trickcards.chinese_bridge.game import AUCTION as CHINESE_AUCTION
from trickcards.core.errors import ParseError
from trickcards.helm import score as helm_score
from trickcards.pictures import auction_html, auction_svg, state_svg
from trickcards.protocol.game import DealState, random_playout

TWO_PLAYER_GAMES = ("helm", "chinese-bridge", "two-handed", "two-player-null")

contracts = st.builds(
    TwoPlayerContract,
    st.integers(1, 7),
    st.sampled_from([*Strain, NULL]),
    st.sampled_from(Doubling),
    st.sampled_from([None, Seat.NORTH, Seat.EAST]),
)


@given(contracts)
def test_text_round_trips_and_names_the_player(contract: TwoPlayerContract) -> None:
    text = str(contract)
    assert TwoPlayerContract.parse(text) == contract
    assert TwoPlayerContract.parse(text.lower()) == contract
    if contract.player is None:
        assert text[-1] not in "AB"
        assert " by " not in contract.pretty()
    else:
        assert text[-1] == "AB"[contract.player]
        assert contract.pretty().endswith(f" by {'AB'[contract.player]}")
        assert contract.declarer == (Seat.NORTH, Seat.EAST)[contract.player]


@given(contracts)
def test_it_equals_and_hashes_as_the_seated_contract(contract: TwoPlayerContract) -> None:
    seated = Contract(contract.level, contract.strain, contract.doubling, contract.declarer)
    assert contract == seated
    assert seated == contract
    assert (contract != seated) is False
    assert hash(contract) == hash(seated)
    assert {seated: 1}[contract] == 1
    assert TwoPlayerContract.of(seated) == contract
    assert str(TwoPlayerContract.of(seated)) == str(contract)
    assert pickle.loads(pickle.dumps(contract)) == contract
    assert type(pickle.loads(pickle.dumps(contract))) is TwoPlayerContract


@pytest.mark.parametrize("text", ["4SN", "4SXE", "4SAB", "A", "", "8SA", "4SX XA", "4S\nA", "x" * 200])
def test_text_that_is_no_two_player_contract_is_refused(text: str) -> None:
    with pytest.raises(ParseError, match="is not a two-player contract"):
        TwoPlayerContract.parse(text)


def test_a_seat_that_is_no_player_is_refused() -> None:
    with pytest.raises(InvalidContractError, match="not a two-player declarer: players A and B are seated N and E"):
        TwoPlayerContract(4, Strain.SPADES, Doubling.UNDOUBLED, Seat.SOUTH)
    with pytest.raises(InvalidContractError):
        TwoPlayerContract.of(Contract.parse("4SW"))


def _played(name: str, seed: int) -> Any:
    """A deal of ``name`` played to its end at random (a game's own state, read by its own properties)."""
    state: DealState[Any, Any] = find_game(name).new(seed=seed)
    return random_playout(state, seed)


@pytest.mark.parametrize("name", TWO_PLAYER_GAMES)
@pytest.mark.parametrize("seed", range(6))
def test_every_two_player_games_result_names_its_declarer_a_or_b(name: str, seed: int) -> None:
    result = _played(name, seed).result
    if result.contract is None:
        return  # passed out
    assert isinstance(result.contract, TwoPlayerContract)
    assert str(result.contract)[-1] == "AB"[result.declarer]
    assert f" by {'AB'[result.declarer]}" in result.summary


@pytest.mark.parametrize("seed", range(6))
def test_helm_and_chinese_bridge_contracts_in_play_name_the_player(seed: int) -> None:
    helm = _played("helm", seed)
    if helm.contract is not None:
        assert str(helm.contract)[-1] == "AB"[helm.declarer]
        assert str(helm.auction.contract) == str(helm.contract)
        assert helm.contract.pretty() in state_svg(helm)
    chinese = _played("chinese-bridge", seed)
    contract = chinese.play.contract
    assert isinstance(contract, TwoPlayerContract)
    assert str(contract) == str(chinese.result.contract)
    assert f"by {'AB'[chinese.start.dealer]}" in contract.pretty()  # the dealer always declares (§5)


def test_a_helm_score_carries_the_players_contract() -> None:
    scored = helm_score("4NullXXB", 0)
    assert str(scored.contract) == "4NullXXB"
    assert str(scored.as_result().contract) == "4NullXXB"
    assert str(helm_score(Contract.parse("2SN"), 7).contract) == "2SA"  # a seated contract, named as its player


def test_a_two_player_bridge_auction_drawn_alone_names_players_a_and_b() -> None:
    auction = Auction(Seat.EAST, rules=CHINESE_AUCTION).add("3NT").add("X").add("Pass")
    svg, html = auction_svg(auction), auction_html(auction)
    for picture in (svg, html):
        assert "Contract 3NTX by B" in picture
        assert "by E" not in picture
        assert "East" not in picture
        assert "North" not in picture
    four = Auction.parse("E: 1S P 4S P P P")
    assert "Contract 4♠ by E" in auction_svg(four)
    assert ">North<" in auction_svg(four)
