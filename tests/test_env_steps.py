"""The agents' environments' steps: the kernel's legal calls are the auction's."""

import random

from hypothesis import given
from hypothesis import strategies as st

from trickcards import Seat
from trickcards.bridge import CONTRACT_BRIDGE, NULL, Auction, AuctionRules, Strain
from trickcards.bridge.game import AuctionPlayState
from trickcards.core import _kernel
from trickcards.protocol.game import games

# Every auction of the library's games, and a few more shapes: three sides with Null,
# a forced opening, only the dealer bidding, no doubles, a fixed first caller.
_EXTRA = (
    AuctionRules(
        name="three players",
        players=3,
        first_caller=1,
        sides=(0, 1, 2),
        strains=(Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, NULL, Strain.SPADES, Strain.NOTRUMP),
        ending_passes=2,
        passout_passes=3,
    ),
    AuctionRules(
        name="two players", players=2, sides=(0, 1), ending_passes=1, passout_passes=2, opening_bid_required=True
    ),
    AuctionRules(name="dealer bids", bidders=(0,)),
    AuctionRules(name="no doubles", doubles=False),
    AuctionRules(name="south first", first_seat=2),
)
_GAME_RULES = tuple(
    state.auction.rules for state in (game.new(seed=1) for game in games()) if isinstance(state, AuctionPlayState)
)
# The kernel's tables hold whole the auctions without bid choices or an opening jump.
RULES = list(
    {
        rules.name: rules
        for rules in (CONTRACT_BRIDGE, *_GAME_RULES, *_EXTRA)
        if not rules.bid_choices and rules.opening_jump is None
    }.values()
)


@given(which=st.integers(0, len(RULES) - 1), seed=st.integers(0, 2**32), passes=st.floats(0, 0.9))
def test_kernel_legal_calls_are_the_auctions(which: int, seed: int, passes: float) -> None:
    # At every call of a random auction (passes, doubles and redoubles made often), the
    # kernel's mask of legal calls is the auction's legal calls, and each is a call the
    # kernel's step makes.
    rules = RULES[which]
    rng = random.Random(seed)
    dealer = Seat(rng.randrange(rules.players))
    tables = rules._setup(int(dealer)).kernel
    calls = _kernel.AuctionCalls(tables)
    auction = Auction(dealer, rules=rules)
    state = [-1, -1, 0, 0, 0, 0]
    while True:
        legal = _kernel.auction_legal(tables, calls, state)
        assert legal == sum(1 << call.index for call in auction.legal_calls())
        for index in range(len(tables.kinds)):
            assert _kernel.auction_step(tables, list(state), index) == bool(legal >> index & 1)
        if auction.is_complete:
            break
        offered = auction.legal_calls()
        doubles = [call for call in offered if call.index in (1, 2)]
        if doubles and rng.random() < 0.5:
            call = rng.choice(doubles)
        elif rng.random() < passes:
            call = offered[0] if offered[0].index == 0 else rng.choice(offered)
        else:
            call = rng.choice(offered)
        auction = auction.add(call)
        assert _kernel.auction_step(tables, state, call.index)
    assert legal == 0
