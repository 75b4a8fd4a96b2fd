"""The golden playouts: seeded random legal playouts, written once and replayed forever.

``tests/golden/bridge_playouts.txt`` holds one record a line::

    seed | deal | contract | card:legal-count ... | N-S tricks | E-W tricks

``python -m benchmarks.golden`` rewrites the file from our implementation (only ever
needed when the format changes); ``check_against_openspiel`` replays every record in
OpenSpiel's bridge and checks the legal-move count before each card and the final
trick count, perft style.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from trickcards import Card, Deck, Seat
from trickcards.bridge import Call, Contract, Deal, Doubling, Play, Strain, duplicate_score

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden" / "bridge_playouts.txt"
SEEDS = range(1, 61)


def contract_for(seed: int) -> Contract:
    """A contract that varies with the seed: every strain and every declarer appear."""
    return Contract(1 + seed % 7, Strain(seed % 5), Doubling.UNDOUBLED, Seat(seed // 5 % 4))


def record(seed: int) -> str:
    """One golden line: deal ``seed`` and play random legal cards to the end."""
    rng = random.Random(seed)
    deal = Deal(Deck.standard().shuffled(rng).deal(4, hand_size=13).hands)
    play = Play(deal=deal, contract=contract_for(seed))
    steps = []
    while not play.is_complete:
        legal = list(play.legal_cards())
        card = rng.choice(legal)
        steps.append(f"{card}:{len(legal)}")
        play = play.play(card)
    declarer = play.declarer_tricks
    ns, ew = (
        (declarer, 13 - declarer)
        if contract_for(seed).declarer in (Seat.NORTH, Seat.SOUTH)
        else (13 - declarer, declarer)
    )
    return " | ".join([str(seed), str(deal), str(contract_for(seed)), " ".join(steps), str(ns), str(ew)])


def write() -> None:
    """Rewrite the golden file."""
    GOLDEN.parent.mkdir(parents=True, exist_ok=True)
    GOLDEN.write_text("".join(record(seed) + "\n" for seed in SEEDS), encoding="utf-8")


def _openspiel_card(card: Card) -> int:
    # OpenSpiel numbers cards rank-major: 4 * (rank - 2) + suit, clubs = 0.
    assert card.rank is not None
    assert card.suit is not None
    return 4 * (card.rank - 2) + card.suit


def check_against_openspiel() -> int:
    """Replay every golden record in OpenSpiel; raise on the first disagreement; return the count."""
    import pyspiel  # noqa: PLC0415 - optional dependency of the benchmarks

    from benchmarks.peers import PASS, call_action  # noqa: PLC0415

    game = pyspiel.load_game("bridge(use_double_dummy_result=false)")
    lines = GOLDEN.read_text(encoding="utf-8").splitlines()
    for line in lines:
        seed, deal_text, contract_text, plays, ns, ew = line.split(" | ")
        deal, contract = Deal.parse(deal_text), Contract.parse(contract_text)
        state: Any = game.new_initial_state()
        hands = [sorted(deal[seat]) for seat in Seat]
        for i in range(13):  # OpenSpiel deals chance outcome k to seat k % 4, North first
            for seat in Seat:
                state.apply_action(_openspiel_card(hands[seat][i]))
        assert contract.declarer is not None
        bid = Call.parse(f"{contract.level}{contract.strain}")
        for action in [PASS] * contract.declarer + [call_action(bid), PASS, PASS, PASS]:
            state.apply_action_with_legality_check(action)
        for step in plays.split():
            card_text, count = step.split(":")
            legal = state.legal_actions()
            if len(legal) != int(count):
                raise AssertionError(f"seed {seed}: {len(legal)} legal moves in OpenSpiel, golden says {count}")
            state.apply_action_with_legality_check(_openspiel_card(Card.parse(card_text)))
        tricks = int(ns) if contract.declarer in (Seat.NORTH, Seat.SOUTH) else int(ew)
        expected = duplicate_score(contract, tricks=tricks, vulnerable=False)
        if state.returns()[int(contract.declarer)] != expected:
            raise AssertionError(f"seed {seed}: OpenSpiel scores {state.returns()}, golden tricks give {expected}")
    return len(lines)


if __name__ == "__main__":
    write()
    sys.exit(0)
