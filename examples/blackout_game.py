"""Play a seeded random game of Blackout (Oh Hell) for four through the whole schedule.

Every step goes through the library's rules: each of the 13 deals is dealt one card at
a time from the dealer's left, the next card is turned up for trump (none in deal 13),
each player bids a random legal number near a rough estimate of his hand (the dealer
is never offered the barred bid), the cards are played at random but legally on the
shared trick engine, and the sheet scores each deal. The final sheet and both ways of
settling are printed.
"""

import random
import sys

from trickcards import Hand, Rank
from trickcards.blackout import (
    BlackoutBidding,
    BlackoutDeal,
    BlackoutPlay,
    BlackoutScoreSheet,
    Schedule,
    Settlement,
    random_playout,
)

NAMES = ("Ann", "Bob", "Cy", "Di")


def estimate(hand: Hand, deal: BlackoutDeal) -> int:
    """A rough count of the tricks a hand can win: its aces and kings, and its trumps past the second."""
    top = sum(1 for card in hand if card.rank in (Rank.ACE, Rank.KING))
    trumps = 0 if deal.trump is None else hand.count(deal.trump)
    return top + max(0, trumps - 2)


def random_bidding(deal: BlackoutDeal, rng: random.Random) -> BlackoutBidding:
    """Random legal bids within one of each bidder's estimate (any legal bid if none is that close)."""
    bidding = BlackoutBidding.for_deal(deal)
    while not bidding.all_bid:
        player = bidding.next_player
        assert player is not None
        guess = estimate(deal.hands[player], deal)
        legal = bidding.legal_calls()
        near = [b for b in legal if abs(b.tricks - guess) <= 1] or list(legal)
        bidding = bidding.add(rng.choice(near), player=player)
    return bidding


def play_deal(sheet: BlackoutScoreSheet, rng: random.Random) -> BlackoutScoreSheet:
    k = sheet.deal_number
    assert k is not None
    deal = sheet.schedule.deal(k, rng)
    turn_up = "no turn-up, no trumps" if deal.turn_up is None else f"turn-up {deal.turn_up}"
    bidding = random_bidding(deal, rng)
    play = random_playout(BlackoutPlay.start(deal, bidding=bidding), rng)
    bids = " ".join(f"{NAMES[p]} {b}" for p, b in enumerate(bidding.by_player))
    won = " ".join(str(w) for w in play.tricks_won)
    cards = "1 card" if k == 1 else f"{k} cards"
    print(f"deal {k:>2} ({cards}), dealer {NAMES[deal.dealer]}, {turn_up}; bids {bids}; tricks {won}")
    return sheet.record(bidding, play.tricks_won)


def main(seed: int = 2026) -> None:
    rng = random.Random(seed)
    first = rng.randrange(len(NAMES))
    sheet = BlackoutScoreSheet(Schedule(len(NAMES), first_dealer=first), names=NAMES)
    while not sheet.is_over:
        sheet = play_deal(sheet, rng)
    print()
    print(sheet.render(Settlement.PAIRWISE))
    print()
    print("Winner takes: " + "; ".join(p.explain(NAMES) for p in sheet.payments(Settlement.WINNER_TAKES)))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2026)
