"""A match played to its end, in every game, settles as the sheet its deals build (issue 19's "Done when").

The protocol tests check the same for short matches, which random bidding rarely
finishes; here a player who bids the cheapest contract (a game in Towie) and lets the
others pass plays each match until its sheet is over, so ``points`` is the settlement of
a finished sheet.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards.protocol.game import games
from trickcards.protocol.results import DealResult

GAMES = games()

#: Sheet and deal options for a short match that finishes.
OPTIONS: dict[str, dict[str, object]] = {
    "brandeln": {"target": 2},
    "partnership-blackout": {"target": 60},
    "blackout": {"players": 3, "deals": 3},
    "duplicate": {"boards": 4},
    "trio": {"rubbers": 1},
    "cut-throat": {"goulash_limit": 3},
    "towie": {"goulash_limit": 2},
}
NAMES = [g.name for g in GAMES]
#: The opening call where the cheapest bid is no use: Towie plays only contracts that
#: reach game; a Brandeln declarer playing at random loses more often than he wins, so
#: its matches are played as lotteries (every player passes), which reach a target.
OPENING = {"towie": "3NT", "brandeln": "Pass"}
MAX_DEALS = 400


def _cheapest(match: Any, bid: bool, rng: random.Random) -> Any:
    """Cards at random; in the auction the cheapest contract while ``bid`` (no one has bid yet), else the first call."""
    actions = match.legal_actions()
    if match.phase == "play":
        return actions[rng.randrange(len(actions))]
    if match.phase == "auction" and bid and len(actions) > 1:
        opening = OPENING.get(match.game.name)
        # The first legal call is the pass, the next the cheapest contract.
        return next((a for a in actions if str(a) == opening), actions[1])
    return actions[0]


@pytest.mark.parametrize("name", NAMES)
@examples(2)
@given(seed=st.integers(0, 2**16))
def test_a_finished_match_settles_as_the_sheet_of_its_deals(name: str, seed: int) -> None:
    game = next(g for g in GAMES if g.name == name)
    options = OPTIONS.get(name, {})
    match, rng = game.match(seed=seed, **options), random.Random(seed)
    deals, bid = [], True
    while not match.is_over and match.deals_played < MAX_DEALS:
        action = _cheapest(match, bid, rng)
        bid = bid and not (match.phase == "auction" and action != match.legal_actions()[0])
        deal = match.deal.apply(action)
        match = match.apply(action)
        if deal.is_over:
            deals.append(deal)
            bid = True
    assert match.is_over, f"the match did not end in {MAX_DEALS} deals"
    sheet = game.sheet(**options, dealer=deals[0].start.dealer)
    for deal in deals:
        assert isinstance(deal.result, DealResult)
        sheet = sheet.record_deal(deal)
    assert sheet == match.sheet
    assert sheet.is_over
    assert match.points == sheet.settlement
    assert match.points is not None
    assert len(match.points) == len(sheet.players)
