"""Inputs shared by both sides of each benchmark, built once from fixed seeds."""

from __future__ import annotations

import random

from trickcards import Deck, Seat
from trickcards.bridge import Auction, Call, Contract, Doubling, Strain

LEVELS = range(1, 8)
TRICKS = range(14)


def contracts() -> list[Contract]:
    """The 105 contracts (7 levels, 5 strains, 3 doublings), declared by North."""
    return [
        Contract(level, strain, doubling, Seat.NORTH) for level in LEVELS for strain in Strain for doubling in Doubling
    ]


def pbn_deals(count: int, seed: int) -> list[str]:
    """``count`` random complete deals as PBN deal strings."""
    rng = random.Random(seed)
    deals = []
    for _ in range(count):
        hands = Deck.standard().shuffled(rng).deal(4, hand_size=13).hands
        deals.append("N:" + " ".join(str(h) for h in hands))
    return deals


def random_auction(rng: random.Random, pass_weight: float = 0.55) -> list[Call]:
    """One random legal auction by dealer North: each call is Pass with some weight, else any legal call."""
    auction = Auction(dealer=Seat.NORTH)
    while not auction.is_complete:
        legal = auction.legal_calls()
        passes = [c for c in legal if str(c) == "Pass"]
        others = [c for c in legal if str(c) != "Pass"]
        call = passes[0] if not others or rng.random() < pass_weight else rng.choice(others)
        auction = auction.add(call)
    return list(auction.calls)


def auctions(count: int, seed: int) -> list[list[Call]]:
    """``count`` random legal auctions, dealer North."""
    rng = random.Random(seed)
    return [random_auction(rng) for _ in range(count)]
