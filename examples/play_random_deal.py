"""Shuffle and deal a seeded random deal, then play 1NT by North with random legal cards."""

import random

from trickcards import Deck, Seat
from trickcards.bridge import Contract, Deal, Play


def main(seed: int = 2026) -> None:
    rng = random.Random(seed)
    deal = Deal.from_deck(Deck.standard().shuffled(rng), dealer=Seat.NORTH)
    print("deal:", deal)
    play = Play(deal=deal, contract=Contract.parse("1NTN"))
    while not play.is_complete:
        play = play.play(rng.choice(list(play.legal_cards())))
    for number, trick in enumerate(play.tricks, start=1):
        print(f"trick {number:>2}: {trick}  won by {Seat(trick.winner(play.rules))}")
    print(f"declarer {play.declarer_tricks} tricks, defenders {play.defender_tricks}")


if __name__ == "__main__":
    main()
