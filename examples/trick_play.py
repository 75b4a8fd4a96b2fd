"""Deal a seeded random deal and play it out under three games' trick rules."""

import random

from trickcards import BRANDELN_TRUMP_ORDER, Deck, FollowSuitOrTrump, NoTrumpLead, Suit, TrickPlay, TrickRules

GAMES = {
    "bridge, hearts trumps": (TrickRules(trump=Suit.HEARTS), "standard"),
    "Partnership Blackout": (TrickRules(trump=Suit.SPADES, lead=NoTrumpLead()), "standard"),
    "Brandeln, clubs trumps": (
        TrickRules(trump=Suit.CLUBS, trump_order=BRANDELN_TRUMP_ORDER, follow=FollowSuitOrTrump()),
        "brandeln",
    ),
}


def main(seed: int = 2026) -> None:
    rng = random.Random(seed)
    for name, (rules, pack) in GAMES.items():
        deck = Deck.named(pack).shuffled(rng)
        packets = (2, 3, 2) if pack == "brandeln" else None
        hands = deck.deal(4, packets=packets).hands
        play = TrickPlay.start(rules, hands, leader=0)
        while not play.is_complete:
            play = play.play(rng.choice(list(play.legal_cards())))
        print(f"{name:<24} tricks per player: {play.tricks_won}")
        print(f"{'':<24} first trick: {play.history[0]}, won by player {play.history[0].winner(rules)}")


if __name__ == "__main__":
    main()
