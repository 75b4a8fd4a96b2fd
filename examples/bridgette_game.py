"""Play a seeded random game of Bridgette end to end and print the score sheet.

Every step goes through the library's rules: the draw for the first dealer, the deal,
the exchange with random discards, a random legal auction (a passed-out deal is
redealt by the same dealer), random legal play and the score sheet.
"""

import random
import sys

from trickcards import Deck
from trickcards.bridgette import (
    PASS,
    Auction,
    BridgettePlay,
    BridgetteScoreSheet,
    Exchange,
    draw_for_dealer,
    random_playout,
)


def random_auction(auction: Auction, rng: random.Random) -> Auction:
    """Random legal calls until the auction ends.

    A pass one time in three, otherwise X, XX or one of the five cheapest legal bids,
    which keeps the contracts within reach of the players.
    """
    while not auction.is_complete:
        others = [c for c in auction.legal_calls() if c != PASS][:7]
        auction = auction.add(PASS if not others or rng.random() < 1 / 3 else rng.choice(others))
    return auction


def play_deal(sheet: BridgetteScoreSheet, rng: random.Random) -> BridgetteScoreSheet:
    dealer = sheet.next_dealer
    exchange = Exchange.deal(Deck.bridgette().shuffled(rng), dealer)
    exchange = exchange.draw(dealer.other).draw(dealer)
    for player in (dealer.other, dealer):
        hand = sorted(exchange.hands[player])
        exchange = exchange.discard(player, rng.sample(hand, len(hand) - 13))
    auction = random_auction(Auction(dealer, exchange.hands), rng)
    contract = auction.contract
    if contract is None:
        print(f"dealer {dealer}: up-card {exchange.upcard}, both passed - the deal is cancelled")
        return sheet.record_cancelled()
    assert contract.declarer is not None
    play = random_playout(BridgettePlay.start(exchange.hands, contract), rng)
    print(
        f"dealer {dealer}: up-card {exchange.upcard}, auction {' '.join(str(c) for c in auction.calls)}; "
        f"{contract.bid}{contract.doubling} by {contract.declarer} took {play.declarer_tricks} tricks"
    )
    return sheet.record(contract.declarer, contract, play.declarer_tricks)


def main(seed: int = 2026) -> None:
    rng = random.Random(seed)
    draw = draw_for_dealer(rng)
    cards = ", ".join(
        f"{player} drew {' then '.join(str(c) for c in drawn)}" for player, drawn in zip("AB", draw.cards, strict=True)
    )
    print(f"Draw for the deal: {cards}; {draw.dealer} deals first")
    sheet = BridgetteScoreSheet(first_dealer=draw.dealer)
    while not sheet.is_over:
        sheet = play_deal(sheet, rng)
    print()
    print(sheet)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2026)
