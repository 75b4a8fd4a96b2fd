"""One vocabulary: every game answers to the same names for the same ideas (docs/design.md)."""

from __future__ import annotations

import importlib
import random
import re
from types import ModuleType

import pytest

from trickcards import Card, IllegalPlayError, find_game
from trickcards.protocol.game import games

# (package, auction or bidding class, play class, score sheet classes)
GAMES = [
    ("trickcards.bridge", "Auction", "Play", ("RubberScoreSheet", "ChicagoScoreSheet")),
    ("trickcards.bridgette", "Auction", "BridgettePlay", ("BridgetteScoreSheet",)),
    ("trickcards.brandeln", "Auction", "BrandelnPlay", ("BrandelnScoreSheet",)),
    (
        "trickcards.partnership_blackout",
        "PartnershipCallRound",
        "PartnershipBlackoutPlay",
        ("PartnershipBlackoutScoreSheet",),
    ),
    ("trickcards.blackout", "BlackoutBidding", "BlackoutPlay", ("BlackoutScoreSheet",)),
]
IDS = [package.rsplit(".", 1)[1] for package, *_ in GAMES]

AUCTION_NAMES = ("next_player", "legal_calls", "add", "can_add", "verify_add", "is_complete")
PLAY_NAMES = ("start", "next_player", "legal_cards", "play", "can_play", "verify_play", "tricks_won", "is_complete")
SHEET_NAMES = ("record", "is_over", "winner", "leader", "totals")
PARSED_SHEETS = ("BridgetteScoreSheet", "BrandelnScoreSheet", "PartnershipBlackoutScoreSheet", "BlackoutScoreSheet")
RETIRED = ("parse_call", "score_deal", "next_to_call", "next_position", "next_to_bid", "legal_bids", "won", "tricks_of")


def module(package: str) -> ModuleType:
    return importlib.import_module(package)


@pytest.mark.parametrize(("package", "auction", "play", "sheets"), GAMES, ids=IDS)
def test_every_game_uses_the_shared_names(package: str, auction: str, play: str, sheets: tuple[str, ...]) -> None:
    game = module(package)
    assert callable(game.score)
    for name in AUCTION_NAMES:
        assert hasattr(getattr(game, auction), name), f"{package}.{auction}.{name}"
    for name in PLAY_NAMES:
        assert hasattr(getattr(game, play), name), f"{package}.{play}.{name}"
    for sheet in sheets:
        for name in SHEET_NAMES:
            assert hasattr(getattr(game, sheet), name), f"{package}.{sheet}.{name}"
        if sheet in PARSED_SHEETS:
            assert callable(getattr(game, sheet).parse)


@pytest.mark.parametrize(("package", "auction", "play", "sheets"), GAMES, ids=IDS)
def test_retired_names_are_gone(package: str, auction: str, play: str, sheets: tuple[str, ...]) -> None:
    game = module(package)
    for name in RETIRED:
        assert not hasattr(game, name), f"{package}.{name}"
        assert not hasattr(getattr(game, auction), name), f"{package}.{auction}.{name}"
        assert not hasattr(getattr(game, play), name), f"{package}.{play}.{name}"


@pytest.mark.parametrize(
    "package",
    [
        "trickcards.bridge",
        "trickcards.bridgette",
        "trickcards.brandeln",
        "trickcards.partnership_blackout",
        "trickcards.blackout",
    ],
)
def test_calls_parse_back_from_their_text(package: str) -> None:
    game = module(package)
    calls = getattr(game, "BIDS", None) or game.CALLS
    for call in calls:
        assert game.Call.parse(str(call)) == call
        assert isinstance(call, game.Call)


def test_the_side_totals_name_what_each_game_counts() -> None:
    bridge, bridgette = module("trickcards.bridge"), module("trickcards.bridgette")
    assert hasattr(bridge.Play, "declarer_tricks")
    assert hasattr(bridge.Play, "defender_tricks")
    assert hasattr(bridgette.BridgettePlay, "declarer_tricks")
    # both teams contract in Partnership Blackout: no declarer, a side names the team
    assert callable(module("trickcards.partnership_blackout").PartnershipBlackoutPlay.side_tricks)


ILLEGAL_PLAY = re.compile(r"^player \S+ (may not play|does not hold) [CDHS][2-9TJQKA]: .+ \([^()]+\)$")
PACK = [Card.parse(suit + rank) for suit in "CDHS" for rank in "23456789TJQKA"]


# The bridge-family games (rubber, duplicate, chicago, three-handed, two-handed) play on
# bridge's Play, which keeps its own wording until it is built on GamePlay.
@pytest.mark.parametrize("name", ["bridgette", "brandeln", "partnership-blackout", "blackout"])
def test_every_game_reports_an_illegal_play_in_one_format(name: str) -> None:
    reasons: set[str] = set()
    for seed in range(3):
        rng = random.Random(seed)
        state = find_game(name).new(seed=seed)
        while not state.is_over:
            if state.phase == "play":
                legal = state.legal_actions()
                for card in PACK:
                    if card in legal:
                        continue
                    with pytest.raises(IllegalPlayError) as caught:
                        state.verify(card)
                    assert ILLEGAL_PLAY.match(str(caught.value)), str(caught.value)
                    reasons.add(caught.value.reason)
            state = state.apply(rng.choice(state.legal_actions()))
    assert {"not-held", "revoke"} <= reasons


@pytest.mark.parametrize("name", [game.name for game in games()])
def test_every_game_refuses_a_card_after_the_end_alike(name: str) -> None:
    rng = random.Random(1)
    state = find_game(name).new(seed=1)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    with pytest.raises(IllegalPlayError, match=r"^'C2' comes after the end of the deal$") as caught:
        state.verify(Card.parse("C2"))
    assert caught.value.reason == "play-over"
