"""The peer libraries' side of each workload: endplay (W1, W2) and OpenSpiel (W3, W4).

Both are optional (``pip install ".[bench]"``); each loader returns ``None`` when its
library is missing, and the benchmark then reports our rates alone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from benchmarks.timing import Workload
from trickcards.bridge import Call, Contract

_STRAIN_ORDER = "CDHSN"  # OpenSpiel's bid actions: 55 + 5 * (level - 1) + strain
PASS, DOUBLE, REDOUBLE = 52, 53, 54


def endplay_available() -> bool:
    """True when endplay imports."""
    try:
        import endplay.types  # noqa: F401, PLC0415 - an optional dependency, probed on demand
    except ImportError:
        return False
    return True


def openspiel_available() -> bool:
    """True when OpenSpiel (pyspiel) imports."""
    try:
        import pyspiel  # noqa: F401, PLC0415 - an optional dependency, probed on demand
    except ImportError:
        return False
    return True


def endplay_score_contracts(contracts: Sequence[Contract]) -> Workload:
    """W1 for endplay: ``Contract.score`` on prebuilt contracts with their results set."""
    from endplay.types import Contract as EContract  # noqa: PLC0415 - optional dependency
    from endplay.types import Vul  # noqa: PLC0415

    built: list[Any] = []
    for contract in contracts:
        for tricks in range(14):
            text = f"{contract.level}{'N' if contract.strain.suit is None else contract.strain}N{contract.doubling}"
            e = EContract(text)
            e.result = tricks - contract.tricks_needed
            built.append(e)
    none, both = Vul.none, Vul.both

    def work() -> int:
        for e in built:
            e.score(none)
            e.score(both)
        return 2 * len(built)

    return work


def endplay_parse_deals(deals: Sequence[str]) -> Workload:
    """W2 for endplay: ``Deal(pbn)``."""
    from endplay.types import Deal as EDeal  # noqa: PLC0415 - optional dependency

    def work() -> int:
        for text in deals:
            EDeal(text)
        return len(deals)

    return work


def call_action(call: Call) -> int:
    """OpenSpiel's action number for a call."""
    text = str(call)
    if text == "Pass":
        return PASS
    if text == "X":
        return DOUBLE
    if text == "XX":
        return REDOUBLE
    level, strain = int(text[0]), text[1]
    return 55 + 5 * (level - 1) + _STRAIN_ORDER.index(strain)


def _game() -> Any:
    import pyspiel  # noqa: PLC0415 - optional dependency

    return pyspiel.load_game("bridge(use_double_dummy_result=false)")


def openspiel_replay_auctions(auctions: Sequence[Sequence[Call]]) -> Workload:
    """W3 for OpenSpiel: clone a dealt state, apply each call with the legality check."""
    dealt = _game().new_initial_state()
    for card in range(52):
        dealt.apply_action(card)
    actions = [[call_action(c) for c in calls] for calls in auctions]

    def work() -> int:
        for sequence in actions:
            state = dealt.clone()
            for action in sequence:
                state.apply_action_with_legality_check(action)
        return len(actions)

    return work


def openspiel_playouts(count: int, seed: int) -> Workload:
    """W4 for OpenSpiel: shuffle, deal, 1NT by North, then random legal cards to the end."""
    game = _game()
    rng = random.Random(seed)
    one_notrump = (call_action(Call.parse("1NT")), PASS, PASS, PASS)

    def work() -> int:
        for _ in range(count):
            state = game.new_initial_state()
            cards = list(range(52))
            rng.shuffle(cards)
            for card in cards:
                state.apply_action(card)
            for action in one_notrump:
                state.apply_action_with_legality_check(action)
            while not state.is_terminal():
                state.apply_action_with_legality_check(rng.choice(state.legal_actions()))
        return count

    return work
