"""Play a seeded random game of Partnership Blackout end to end and print the game sheet.

Every step goes through the library's rules: the first dealer by lot, the deal one card
at a time from the dealer's left, a bidding round of random legal calls near each
hand's strength (K1 skips happen by themselves), random legal play on the shared engine, the scoring of both
teams and the sheet to 100 points.
"""

import random
import sys

from trickcards import Hand, Rank, Suit
from trickcards.partnership_blackout import (
    NIL,
    Call,
    Deal,
    Number,
    PartnershipBlackoutPlay,
    PartnershipBlackoutScoreSheet,
    PartnershipCallRound,
    deal,
    dealer_by_lot,
    random_playout,
)


def estimate(hand: Hand) -> int:
    """A rough count of the tricks a hand can win: aces, kings, and spades past the third."""
    top = sum(1 for card in hand if card.rank in (Rank.ACE, Rank.KING))
    return top + max(0, hand.count(Suit.SPADES) - 3)


def random_round(round_: PartnershipCallRound, hands: Deal, rng: random.Random) -> PartnershipCallRound:
    """Random legal calls near each caller's estimate until everyone has called or been skipped.

    A hand with no ace, king or long spades calls Nil half the time; others call a
    number within one of their estimate (Board is legal too, but a random Board
    almost always fails, so it is left out).
    """
    while not round_.is_complete:
        seat = round_.next_player
        assert seat is not None
        guess = estimate(hands[seat])
        legal = round_.legal_calls()
        if guess == 0 and rng.random() < 0.5:
            call: Call = NIL
        else:
            call = rng.choice([c for c in legal if isinstance(c, Number) and abs(c.tricks - guess) <= 1])
        assert call in legal
        round_ = round_.add(call, seat=seat)
    return round_


def play_deal(sheet: PartnershipBlackoutScoreSheet, rng: random.Random) -> PartnershipBlackoutScoreSheet:
    dealer = sheet.next_dealer
    hands = deal(dealer, rng)
    round_ = random_round(PartnershipCallRound(dealer), hands, rng)
    contracts = round_.contracts
    assert contracts is not None
    ns, ew = contracts
    play = random_playout(PartnershipBlackoutPlay.start(hands, dealer), rng)
    won = " ".join(f"{seat}{count}" for seat, count in zip("NESW", play.tricks_won, strict=True))
    print(f"dealer {dealer}: calls {round_}; contracts {ns}, {ew}; tricks {won}")
    return sheet.record(ns, ew, play.tricks_won)


def main(seed: int = 2026) -> None:
    rng = random.Random(seed)
    first = dealer_by_lot(rng)
    print(f"{first} deals first (chosen by lot)")
    sheet = PartnershipBlackoutScoreSheet(first_dealer=first)
    while not sheet.is_over:
        sheet = play_deal(sheet, rng)
    print()
    print(sheet)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2026)
