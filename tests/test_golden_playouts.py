"""Perft-style golden playouts: replay recorded random legal playouts move by move.

Each line of ``golden/bridge_playouts.txt`` holds a seed, a deal, a contract, every
card played with the number of legal cards before it, and the final trick counts.
The file was cross-checked against OpenSpiel's bridge (``python -m benchmarks
--golden``): every legal-move count and every result agreed.
"""

import random
from pathlib import Path

import pytest

from trickcards import Card, Deck, Seat
from trickcards.bridge import Contract, Deal, Play, random_playout

GOLDEN = Path(__file__).parent / "golden" / "bridge_playouts.txt"
RECORDS = GOLDEN.read_text(encoding="utf-8").splitlines()


def test_golden_file_has_every_strain_and_declarer() -> None:
    contracts = [Contract.parse(line.split(" | ")[2]) for line in RECORDS]
    assert len(RECORDS) == 60
    assert {c.strain for c in contracts} == set(type(contracts[0].strain))
    assert {c.declarer for c in contracts} == set(Seat)


@pytest.mark.parametrize("line", RECORDS, ids=[line.split(" | ")[0] for line in RECORDS])
def test_golden_playout_replays_move_by_move(line: str) -> None:
    _, deal_text, contract_text, plays, ns, ew = line.split(" | ")
    play = Play(deal=Deal.parse(deal_text), contract=Contract.parse(contract_text))
    steps = plays.split()
    assert len(steps) == 52
    for step in steps:
        card_text, count = step.split(":")
        card = Card.parse(card_text)
        legal = play.legal_cards()
        assert len(legal) == int(count)
        assert card in legal
        play = play.play(card)
    assert play.is_complete
    declarer_side_ns = play.declarer in (Seat.NORTH, Seat.SOUTH)
    assert (play.declarer_tricks, play.defender_tricks) == (
        (int(ns), int(ew)) if declarer_side_ns else (int(ew), int(ns))
    )


@pytest.mark.parametrize("line", RECORDS[:20], ids=[line.split(" | ")[0] for line in RECORDS[:20]])
def test_random_playout_draws_the_golden_cards(line: str) -> None:
    # The golden file was made card by card with rng.choice(list(legal_cards())) after
    # dealing from the same seeded rng; random_playout must draw the very same cards.
    seed, deal_text, contract_text, plays, ns, ew = line.split(" | ")
    rng = random.Random(int(seed))
    deal = Deal(Deck.standard().shuffled(rng).deal(4, hand_size=13).hands)
    assert str(deal) == deal_text
    done = random_playout(Play(deal=deal, contract=Contract.parse(contract_text)), rng)
    assert [str(c) for t in done.tricks for c in t.cards] == [step.split(":")[0] for step in plays.split()]
    declarer_side_ns = done.declarer in (Seat.NORTH, Seat.SOUTH)
    assert (done.declarer_tricks, done.defender_tricks) == (
        (int(ns), int(ew)) if declarer_side_ns else (int(ew), int(ns))
    )
