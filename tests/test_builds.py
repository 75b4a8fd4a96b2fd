"""The two builds: the pure one (the default) and the compiled one, whose kernel mypyc compiled.

CI runs the whole suite against both wheels; with ``TRICKCARDS_EXPECT_COMPILED=1`` (set
for the compiled wheel) the kernel must be the compiled module, and otherwise the
Python source, so neither run can test the other build by mistake.
"""

import os
import pickle
from importlib.machinery import EXTENSION_SUFFIXES

from trickcards import Deck, Suit, TrickPlay, TrickRules, _kernel
from trickcards.bridge import CONTRACT_BRIDGE, Auction


def test_the_kernel_is_the_build_expected() -> None:
    compiled = _kernel.__file__ is not None and _kernel.__file__.endswith(tuple(EXTENSION_SUFFIXES))
    assert compiled == (os.environ.get("TRICKCARDS_EXPECT_COMPILED") == "1"), _kernel.__file__


def test_public_values_hold_no_kernel_objects_in_their_pickles() -> None:
    # A pickle made by one build must load in the other: the kernel's tables are rebuilt, never saved.
    auction = Auction.from_calls("N", ["1H", "Pass", "2H", "Pass", "Pass", "Pass"])
    data = pickle.dumps(auction)
    assert b"_kernel" not in data
    assert pickle.loads(data) == auction
    assert b"_kernel" not in pickle.dumps(CONTRACT_BRIDGE)


def test_play_states_hold_no_kernel_objects_in_their_pickles() -> None:
    play = TrickPlay.start(TrickRules(trump=Suit.HEARTS), Deck.standard().shuffled(1).deal(4, 13).hands, leader=0)
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        data = pickle.dumps(play, protocol)
        assert b"_kernel" not in data
        assert pickle.loads(data) == play
