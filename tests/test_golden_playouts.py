"""Perft-style golden playouts: replay recorded random legal playouts move by move.

Each line of ``golden/bridge_playouts.txt`` holds a seed, a deal, a contract, every
card played with the number of legal cards before it, and the final trick counts.
The file was cross-checked against OpenSpiel's bridge (``python -m benchmarks
--golden``): every legal-move count and every result agreed.
"""

from pathlib import Path

import pytest

from trickcards import Card, Seat
from trickcards.bridge import Contract, Deal, Play

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
