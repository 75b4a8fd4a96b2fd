"""Every benchmark row: its name, our workload and the peer's, built from fixed seeds.

Both builds of trickcards (pure and compiled, see :mod:`benchmarks.builds`) build the
same workloads from the same seeds, so their rates compare row by row.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from benchmarks import agents, inputs, ours, peers
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
        (
            "W3 whole auctions from call ids, Auction.from_ids()",
            lambda: ours.check_whole_id_auctions(auctions()),
            openspiel_auctions,
        ),
        ("W4 random playouts (1NT N)", lambda: ours.playouts(playouts, seed=3), openspiel_playouts),
        (
            "W4 card by card through a mutable Playout",
            lambda: ours.mutable_playouts(playouts, seed=3),
            openspiel_playouts,
        ),
        ("W4 random playouts, random_playout()", lambda: ours.fast_playouts(playouts, seed=3), openspiel_playouts),
        ("Bridgette random playouts", lambda: ours.bridgette_playouts(playouts, seed=4), None),
        ("Bridgette whole random deals", lambda: ours.bridgette_deals(max(1, playouts // 2), seed=5), None),
    ]
    for game in ours.GAME_PLAYOUTS:
        table.append((f"{game}: random_playout() from the lead", _game_playouts(game, playouts), None))
    for game in ours.SEQUENCED_PLAYOUTS:
        table.append((f"{game}: sequenced random_playout() from the lead", _sequenced_playouts(game, playouts), None))
    for game in ("duplicate", "bridgette", "brandeln", "partnership-blackout", "blackout"):
        table.append((f"protocol: random {game} deals", _protocol_deals(game, max(1, playouts // 4)), None))
    for game in _PROTOCOL_GAMES:
        table.append(
            (f"protocol random_playout(): {game} deals", _protocol_playouts(game, max(1, playouts // 4)), None)
        )
    table += _text_rows(max(1, playouts // 10))
    for trick, played in ((1, 0), (8, 28)):
        table.append((f"bridge observation samples at trick {trick}", _samples(played, playouts), None))
    table.append(("Helm observation samples at trick 4", lambda: ours.helm_observation_samples(playouts, seed=8), None))
    for game in ("cut-throat", "towie"):
        for trick, played in ((1, 0), (8, 28)):
            table.append(
                (
                    f"{game} observation samples after a goulash, trick {trick}",
                    _goulash_samples(game, played, playouts),
                    None,
                )
            )
    table += _agent_rows(scale, have_openspiel)
    table += _every_game_rows(scale, have_openspiel)
    return table


def _text_rows(count: int) -> list[tuple[str, Factory, Factory | None]]:
    """Every game's recorded random deals through ``apply`` and ``replay``, the values as ours, their text as the peer.

    The ratio (values' rate / text's rate) is the cost of the text over that of the values.
    """
    rows: list[tuple[str, Factory, Factory | None]] = []
    for game in _PROTOCOL_GAMES:
        deals = _recorded(game, count)
        for way, workload in (("apply", ours.protocol_applies), ("replay", ours.protocol_replays)):
            rows.append(
                (
                    f"text vs values, {way}(): {game}",
                    _through(workload, game, deals, False),
                    _through(workload, game, deals, True),
                )
            )
    return rows


Recorded = Callable[[], list[tuple[int, tuple[Any, ...]]]]


def _recorded(game: str, count: int) -> Recorded:
    """The recorded deals of ``game``, made on first use and kept for both sides of its rows."""
    kept: list[list[tuple[int, tuple[Any, ...]]]] = []

    def deals() -> list[tuple[int, tuple[Any, ...]]]:
        if not kept:
            kept.append(ours.recorded_deals(game, count, seed=9))
        return kept[0]

    return deals


def _through(workload: Callable[..., Workload], game: str, deals: Recorded, text: bool) -> Factory:
    return lambda: workload(game, deals(), text=text)


def _goulash_samples(game: str, played: int, count: int) -> Factory:
    return lambda: ours.goulash_observation_samples(game, played, count, seed=8)


def _samples(played: int, count: int) -> Factory:
    return lambda: ours.observation_samples(played, count, seed=8)


def _agent_rows(scale: float, have_openspiel: bool) -> list[tuple[str, Factory, Factory | None]]:
    """Whole random bridge episodes with an observation and a mask every step (:mod:`benchmarks.agents`)."""
    episodes, masked = max(1, int(4 * scale)), max(1, int(40 * scale))
    have_rlcard = agents.rlcard_available()
    rlcard = (lambda: agents.rlcard_episodes(masked, seed=8)) if have_rlcard else None
    openspiel = (lambda: agents.openspiel_episodes(masked, seed=8)) if have_openspiel else None
    rows: list[tuple[str, Factory, Factory | None]] = []
    if agents.pettingzoo_available():
        through_env = lambda: agents.pettingzoo_episodes(episodes, seed=8)  # noqa: E731  # one factory, two rows
        rows.append(("agents: PettingZoo episodes vs RLCard bridge", through_env, rlcard))
        rows.append(("agents: PettingZoo episodes vs OpenSpiel bridge", through_env, openspiel))
        documented = lambda: agents.pettingzoo_episodes(episodes, seed=8, raw=False)  # noqa: E731
        rows.append(("agents: PettingZoo env() episodes vs RLCard bridge", documented, rlcard))
        compact = lambda: agents.pettingzoo_episodes(episodes, seed=8, raw=False, observation="observation")  # noqa: E731
        rows.append(("agents: PettingZoo env(observation) episodes vs RLCard bridge", compact, rlcard))
    if have_openspiel:
        pyspiel_ours = lambda: agents.openspiel_ours_episodes(episodes, seed=8)  # noqa: E731
        rows.append(("agents: pyspiel python_trickcards_duplicate, tensors vs native bridge", pyspiel_ours, openspiel))
        native = lambda: agents.resample_episodes(masked, seed=8, native=True)  # noqa: E731  # one peer, three rows
        rows.append(
            (
                "agents: resample_from_infostate at the lead vs native bridge",
                lambda: agents.resample_episodes(masked, seed=8, native=False),
                native,
            )
        )
        rows.append(
            (
                "agents: resample_from_infostate at the lead, sampled chance vs native bridge",
                lambda: agents.resample_episodes(masked, seed=8, native=False, chance="sampled"),
                native,
            )
        )
        rows.append(
            (
                "agents: resample, then legal actions, sampled chance vs native bridge",
                lambda: agents.resample_episodes(masked, seed=8, native=False, chance="sampled", then_legal=True),
                lambda: agents.resample_episodes(masked, seed=8, native=True, then_legal=True),
            )
        )
    mask_only = lambda: agents.masked_episodes(masked, seed=8)  # noqa: E731
    rows.append(("agents: episodes, masks only vs RLCard bridge", mask_only, rlcard))
    rows.append(("agents: episodes, masks only vs OpenSpiel bridge", mask_only, openspiel))
    return rows


def _every_game_rows(scale: float, have_openspiel: bool) -> list[tuple[str, Factory, Factory | None]]:
    """Whole random episodes of every registered game, through PettingZoo ``env()`` and pyspiel; no peer.

    ``--only "every game"`` runs these rows alone. Every game's episode is one deal, of
    1-6 ms here (bridge-bidding's on remembered boards, :func:`benchmarks.agents.episode_options`),
    so a batch of a few takes a small part of a round's 0.2 s.
    """
    try:
        from trickcards.protocol.game import games  # noqa: PLC0415  # absent from older versions (--before)
    except ImportError:
        return []
    episodes = max(1, int(4 * scale))
    have_pettingzoo = agents.pettingzoo_available()
    rows: list[tuple[str, Factory, Factory | None]] = []
    for game in (g.name for g in games()):
        if have_pettingzoo:
            rows.append((f"agents, every game: {game}, PettingZoo env()", _env_episodes(game, episodes), None))
        if have_openspiel:
            rows.append(
                (f"agents, every game: {game}, pyspiel (sampled chance)", _pyspiel_episodes(game, episodes), None)
            )
    return rows


def _env_episodes(game: str, count: int) -> Factory:
    return lambda: agents.pettingzoo_episodes(count, seed=8, game=game, raw=False)


def _pyspiel_episodes(game: str, count: int) -> Factory:
    return lambda: agents.openspiel_ours_episodes(count, seed=8, game=game)


def _game_playouts(game: str, count: int) -> Factory:
    return lambda: ours.game_playouts(game, count, seed=7)


def _sequenced_playouts(game: str, count: int) -> Factory:
    return lambda: ours.sequenced_playouts(game, count, seed=7)


def _protocol_playouts(game: str, count: int) -> Factory:
    return lambda: ours.protocol_playouts(game, count, 6)


# Every registered game, for the rows of whole deals through the protocol's random_playout.
_PROTOCOL_GAMES = (
    "duplicate",
    "rubber",
    "chicago",
    "bridgette",
    "brandeln",
    "partnership-blackout",
    "blackout",
    "three-handed",
    "two-handed",
    "two-player-null",
    "helm",
    "chinese-bridge",
    "towie",
    "cut-throat",
    "trio",
)


def _protocol_deals(game: str, count: int) -> Factory:
    return lambda: ours.protocol_deals(game, count, 6)
