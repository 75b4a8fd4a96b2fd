"""Helm's legal calls, read from tables, are exactly the calls the checked path accepts.

``HelmAuction.legal_calls`` computes the legal set from the auction's state (the bids
outranking the current one, the 5-point limit of rounds 1 and 2, the helm waiver and
HE-k); the definition it replaces asked each call's refusal. Over random auctions under
every reading of the auction's options both must agree, call for call and in order, and
``can_add``, ``verify_add`` and ``add`` must refuse alike with the checked path's words.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards.bridge.calls import DOUBLE, PASS, REDOUBLE, Bid, Call
from trickcards.core.errors import IllegalCallError
from trickcards.helm import HELM_BIDS, HelmAuction, HelmRules

CALLS = (PASS, *HELM_BIDS, DOUBLE, REDOUBLE)
NOT_OF_HELM = (Bid(6, "S"), Bid(7, "NT"))


def _checked(auction: HelmAuction) -> tuple[Call, ...]:
    """The old definition: every call, in order, that the checked path does not refuse."""
    if auction.is_complete:
        return ()
    return tuple(call for call in CALLS if auction._refusal(call) is None)


_RULES = st.builds(
    HelmRules,
    helm_ignores_rank=st.booleans(),
    null_above_notrump=st.booleans(),
    limit_against=st.sampled_from(["current", "opponent"]),
)


@given(
    rules=_RULES,
    dealer=st.sampled_from([0, 1]),
    choices=st.lists(st.tuples(st.booleans(), st.integers(0, 2**16)), max_size=40),
)
def test_legal_calls_are_the_calls_the_checked_path_accepts(
    rules: HelmRules, dealer: int, choices: list[tuple[bool, int]]
) -> None:
    auction = HelmAuction(dealer, rules=rules)
    for prefer_bid, choice in [*choices, (False, 0)]:
        legal = auction.legal_calls()
        assert legal == _checked(auction)
        for call in (*CALLS, *NOT_OF_HELM):
            refusal = auction._refusal(call)
            assert auction.can_add(call) == (refusal is None) == (call in legal)
            if refusal is not None:
                with pytest.raises(IllegalCallError) as refused:
                    auction.add(call)
                assert (str(refused.value), refused.value.reason) == (str(refusal), refusal.reason)
        if auction.is_complete:
            break
        # Bids more often than a uniform choice would make them, to reach high and doubled bids.
        pool = [call for call in legal if call.is_bid] if prefer_bid else list(legal)
        auction = auction.add((pool or list(legal))[choice % len(pool or legal)])


def test_he_k_a_helm_bid_under_helm_ignores_rank_must_differ_from_the_current_bid() -> None:
    rules = HelmRules(helm_ignores_rank=True)
    auction = HelmAuction.parse("1C 4S", dealer=0, rules=rules)
    legal = auction.legal_calls()
    assert Bid(4, "S") not in legal
    assert Bid(4, "C") in legal  # a lower helm: legal under the option (HE-23)
    assert Bid(4, "C") not in HelmAuction.parse("1C 4S").legal_calls()
    with pytest.raises(IllegalCallError, match=r"current bid already: .*\(HE-k\)"):
        auction.add("4S")
