"""Play a seeded random game of Brandeln end to end and print the score sheet.

Every step goes through the library's rules: the 2-3-2 deal from a shuffled 28-card
pack, a random legal duel auction guided by the hands (a lottery when all four
pass), the declarer's choice of trumps (the longest suit), random legal play and
the score sheet to a target of 5 points.
"""

import random
import sys

from trickcards import Deck, Hand, Suit
from trickcards.brandeln import (
    PASS,
    Auction,
    BrandelnDeal,
    BrandelnPlay,
    BrandelnScoreSheet,
    Player,
    random_playout,
)

TARGET = 5
"""The agreed target score."""
MAX_DEALS = 200
"""Random play loses most contracts, so totals drift down: stop after this many deals."""


def random_auction(deal: BrandelnDeal, rng: random.Random) -> Auction:
    """Random legal calls until the auction ends, guided by the caller's longest suit.

    One call in ten is any legal call. Otherwise a player with four cards of a suit
    opens Brandeln, and only a player with five or more bids higher or holds: random
    play makes little more than that.
    """
    auction = Auction()
    while not auction.is_complete:
        caller = auction.next_player
        assert caller is not None
        legal = auction.legal_calls()
        length = max(sum(1 for card in deal.hands[caller] if card.suit is suit) for suit in Suit)
        others = [c for c in legal if c != PASS]
        if rng.random() < 1 / 10:
            call = rng.choice(legal)
        elif others and (length >= 5 or (length == 4 and auction.standing is None)):
            call = others[0]
        else:
            call = PASS
        auction = auction.add(call)
    return auction


def longest_suit(hand: Hand) -> Suit:
    """The declarer names trumps in their longest suit."""
    return max(Suit, key=lambda suit: sum(1 for card in hand if card.suit is suit))


def play_deal(sheet: BrandelnScoreSheet, rng: random.Random) -> BrandelnScoreSheet:
    deal = BrandelnDeal.deal(Deck.brandeln().shuffled(rng), dealer=sheet.next_dealer)
    auction = random_auction(deal, rng)
    if auction.is_lottery:
        play = random_playout(BrandelnPlay.start(deal), rng)
        print(f"dealer P{deal.dealer}: all pass, lottery; tricks F M R D {play.tricks_won}")
    else:
        assert auction.declarer is not None
        assert auction.contract is not None
        trumps = longest_suit(deal.hand(auction.declarer)) if auction.contract.has_trumps else None
        declaration = auction.declare(trumps)
        play = random_playout(BrandelnPlay.start(deal, declaration), rng)
        declarer = declaration.declarer
        print(
            f"dealer P{deal.dealer}: {auction.describe()}; {declaration} (P{deal.at_table(declarer)}) "
            f"took {play.declarer_tricks} tricks"
        )
    assert sum(play.tricks_won) == 7
    assert all(isinstance(p, Player) for p in auction.callers)
    return sheet.record_play(deal, play)


def main(seed: int = 2026, target: int = TARGET) -> None:
    rng = random.Random(seed)
    sheet = BrandelnScoreSheet(target=target, first_dealer=rng.randrange(4))
    while not sheet.is_over and len(sheet.entries) < MAX_DEALS:
        sheet = play_deal(sheet, rng)
    if not sheet.is_over:
        print(f"No one won in {MAX_DEALS} deals: random play loses most contracts")
    print()
    print(sheet)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2026)
