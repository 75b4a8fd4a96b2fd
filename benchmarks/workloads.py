"""Every benchmark row: its name, our workload and the peer's, built from fixed seeds.

Both builds of trickcards (pure and compiled, see :mod:`benchmarks.builds`) build the
same workloads from the same seeds, so their rates compare row by row.
"""

from __future__ import annotations

from collections.abc import Callable

from benchmarks import inputs, ours, peers
from benchmarks.timing import Workload
from trickcards.bridge import Call

Factory = Callable[[], Workload]


def _sizes(scale: float) -> tuple[int, int, int]:
    return max(1, int(2000 * scale)), max(1, int(2000 * scale)), max(1, int(200 * scale))


def rows(scale: float) -> list[tuple[str, Factory, Factory | None]]:
    """(name, our workload, the peer's workload or None) for every row, in table order; built when called."""
    n_deals, n_auctions, playouts = _sizes(scale)
    contracts = inputs.contracts

    def auctions() -> list[list[Call]]:  # built on demand, once per side
        return inputs.auctions(n_auctions, seed=2)

    have_endplay, have_openspiel = peers.endplay_available(), peers.openspiel_available()
    endplay_scores = (lambda: peers.endplay_score_contracts(contracts())) if have_endplay else None
    openspiel_auctions = (lambda: peers.openspiel_replay_auctions(auctions())) if have_openspiel else None
    openspiel_playouts = (lambda: peers.openspiel_playouts(playouts, seed=3)) if have_openspiel else None
    table: list[tuple[str, Factory, Factory | None]] = [
        ("W1 score 2,940 contracts", lambda: ours.score_contracts(contracts()), endplay_scores),
        ("W1 through duplicate_scores()", lambda: ours.score_contracts_at_once(contracts()), endplay_scores),
        (
            "W2 parse + validate PBN deals",
            lambda: ours.parse_deals(inputs.pbn_deals(n_deals, seed=1)),
            (lambda: peers.endplay_parse_deals(inputs.pbn_deals(n_deals, seed=1))) if have_endplay else None,
        ),
        ("W3 replay legal auctions", lambda: ours.replay_auctions(auctions()), openspiel_auctions),
        ("W3 whole auctions, Auction.from_calls()", lambda: ours.check_whole_auctions(auctions()), openspiel_auctions),
        (
            "W3 whole auctions given as text",
            lambda: ours.check_whole_text_auctions(auctions()),
            openspiel_auctions,
        ),
        ("W4 random playouts (1NT N)", lambda: ours.playouts(playouts, seed=3), openspiel_playouts),
        ("W4 random playouts, random_playout()", lambda: ours.fast_playouts(playouts, seed=3), openspiel_playouts),
        ("Bridgette random playouts", lambda: ours.bridgette_playouts(playouts, seed=4), None),
        ("Bridgette whole random deals", lambda: ours.bridgette_deals(max(1, playouts // 2), seed=5), None),
    ]
    for game in ours.GAME_PLAYOUTS:
        table.append((f"{game}: random_playout() from the lead", _game_playouts(game, playouts), None))
    for game in ("duplicate", "bridgette", "brandeln", "partnership-blackout", "blackout"):
        table.append((f"protocol: random {game} deals", _protocol_deals(game, max(1, playouts // 4)), None))
    for trick, played in ((1, 0), (8, 28)):
        table.append((f"bridge observation samples at trick {trick}", _samples(played, playouts), None))
    return table


def _samples(played: int, count: int) -> Factory:
    return lambda: ours.observation_samples(played, count, seed=8)


def _game_playouts(game: str, count: int) -> Factory:
    return lambda: ours.game_playouts(game, count, seed=7)


def _protocol_deals(game: str, count: int) -> Factory:
    return lambda: ours.protocol_deals(game, count, 6)
