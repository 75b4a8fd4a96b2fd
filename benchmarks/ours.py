"""The trickcards side of each workload."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from benchmarks.timing import Workload
from trickcards import Deck, Seat, TrickPlay
from trickcards.bridge import Auction, Call, Contract, Deal, Play, duplicate_score, random_playout
from trickcards.bridgette import PASS, BridgetteContract, BridgettePlay, Exchange, Player
from trickcards.bridgette import Auction as BridgetteAuction
from trickcards.bridgette import random_playout as bridgette_random_playout

ONE_NOTRUMP_NORTH = Contract.parse("1NTN")


def score_contracts(contracts: Sequence[Contract]) -> Workload:
    """W1: ``duplicate_score`` on every contract, every trick count, both vulnerabilities."""
    cases = [(contract, tricks) for contract in contracts for tricks in range(14)]

    def work() -> int:
        for contract, tricks in cases:
            duplicate_score(contract, tricks=tricks, vulnerable=False)
            duplicate_score(contract, tricks=tricks, vulnerable=True)
        return 2 * len(cases)

    return work


def score_contracts_at_once(contracts: Sequence[Contract]) -> Workload:
    """W1 through :func:`~trickcards.bridge.duplicate_scores`: the same 5,880 results in one call."""
    from trickcards.bridge import duplicate_scores  # noqa: PLC0415  # absent from older versions (--before)

    results = [(c, tricks, vulnerable) for c in contracts for tricks in range(14) for vulnerable in (False, True)]

    def work() -> int:
        return len(duplicate_scores(results))

    return work


def parse_deals(deals: Sequence[str]) -> Workload:
    """W2: parse and fully validate PBN deal strings."""

    def work() -> int:
        for text in deals:
            Deal.parse(text)
        return len(deals)

    return work


def replay_auctions(auctions: Sequence[Sequence[Call]]) -> Workload:
    """W3: replay whole auctions call by call, each call checked for legality."""

    def work() -> int:
        for calls in auctions:
            auction = Auction(dealer=Seat.NORTH)
            for call in calls:
                auction = auction.add(call)
        return len(auctions)

    return work


def check_whole_auctions(auctions: Sequence[Sequence[Call]]) -> Workload:
    """W3 through :meth:`Auction.from_calls`: each auction checked whole, with the same verdicts."""

    def work() -> int:
        for calls in auctions:
            Auction.from_calls(Seat.NORTH, calls)
        return len(auctions)

    return work


def check_whole_text_auctions(auctions: Sequence[Sequence[Call]]) -> Workload:
    """W3 with the calls given as text (``["1S", "Pass", ...]``) to :meth:`Auction.from_calls`."""
    texts = [[str(call) for call in calls] for calls in auctions]

    def work() -> int:
        for calls in texts:
            Auction.from_calls(Seat.NORTH, calls)
        return len(texts)

    return work


def check_whole_id_auctions(auctions: Sequence[Sequence[Call]]) -> Workload:
    """W3 with the calls given as their indexes (the games' action ids, as OpenSpiel's side has) to ``from_ids``."""
    ids = [[call.index for call in calls] for calls in auctions]

    def work() -> int:
        for calls in ids:
            Auction.from_ids(Seat.NORTH, calls)
        return len(ids)

    return work


def playouts(count: int, seed: int) -> Workload:
    """W4: shuffle, deal, 1NT by North, 52 random legal cards; ``count`` times."""
    rng = random.Random(seed)
    deck = Deck.standard()

    def work() -> int:
        for _ in range(count):
            hands = deck.shuffled(rng).deal(4, hand_size=13).hands
            play = Play(deal=Deal(hands), contract=ONE_NOTRUMP_NORTH)
            while not play.is_complete:
                play = play.play(rng.choice(list(play.legal_cards())))
        return count

    return work


def mutable_playouts(count: int, seed: int) -> Workload:
    """W4 card by card through a mutable :class:`~trickcards.engine.playout.Playout`: the same deals and cards."""
    from trickcards.engine.playout import Playout  # noqa: PLC0415  # absent from older versions (--before)

    rng = random.Random(seed)
    deck = Deck.standard()

    def work() -> int:
        for _ in range(count):
            hands = deck.shuffled(rng).deal(4, hand_size=13).hands
            playout = Playout(Play(deal=Deal(hands), contract=ONE_NOTRUMP_NORTH).trick_play)
            while not playout.is_complete:
                playout.play(rng.choice(playout.legal_cards()))
        return count

    return work


def fast_playouts(count: int, seed: int) -> Workload:
    """W4 through :func:`trickcards.bridge.random_playout`: the same deals and cards, one final state."""
    rng = random.Random(seed)
    deck = Deck.standard()

    def work() -> int:
        for _ in range(count):
            hands = deck.shuffled(rng).deal(4, hand_size=13).hands
            random_playout(Play(deal=Deal(hands), contract=ONE_NOTRUMP_NORTH), rng)
        return count

    return work


def bridgette_deal(rng: random.Random, dealer: Player) -> BridgettePlay | None:
    """One random legal Bridgette deal: deal, exchange, auction, play (None if cancelled)."""
    exchange = Exchange.deal(Deck.bridgette().shuffled(rng), dealer)
    exchange = exchange.draw(dealer.other).draw(dealer)
    for player in (dealer.other, dealer):
        hand = sorted(exchange.hands[player])
        exchange = exchange.discard(player, rng.sample(hand, len(hand) - 13))
    auction = BridgetteAuction(dealer, exchange.hands)
    while not auction.is_complete:
        bids = [c for c in auction.legal_calls() if c != PASS][:7]
        auction = auction.add(PASS if not bids or rng.random() < 1 / 3 else rng.choice(bids))
    if auction.contract is None:
        return None
    return bridgette_random_playout(BridgettePlay.start(exchange.hands, auction.contract), rng)


def bridgette_deals(count: int, seed: int) -> Workload:
    """Bridgette: ``count`` whole random legal deals (deal, exchange, auction, play)."""
    rng = random.Random(seed)

    def work() -> int:
        for i in range(count):
            bridgette_deal(rng, Player.A if i % 2 else Player.B)
        return count

    return work


def bridgette_playouts(count: int, seed: int) -> Workload:
    """Bridgette: ``count`` random legal playouts of a dealt and exchanged hand (3NT by A)."""
    rng = random.Random(seed)
    contract = BridgetteContract.parse("3NTA")

    def work() -> int:
        for _ in range(count):
            hands = Deck.bridgette().shuffled(rng).deal(2, hand_size=13).hands
            bridgette_random_playout(BridgettePlay.start(hands, contract), rng)
        return count

    return work


def protocol_deals(name: str, count: int, seed: int) -> Workload:
    """Any game through the protocol: ``count`` whole random legal deals of ``name`` (every action checked)."""
    from trickcards.protocol.game import find_game, random_actions  # noqa: PLC0415  # only the protocol's workloads need it

    game = find_game(name)
    rng = random.Random(seed)

    def work() -> int:
        for _ in range(count):
            random_actions(game.new(seed=rng.randrange(2**32)), rng)
        return count

    return work


def protocol_playouts(name: str, count: int, seed: int) -> Workload:
    """Any game through the protocol's ``random_playout``: ``count`` whole random deals of ``name``.

    The same actions as :func:`protocol_deals` draws, but a play phase on the trick
    engine is played out in one step (by the kernel, for the rules it implements).
    """
    from trickcards.protocol.game import find_game, random_playout  # noqa: PLC0415  # only the protocol's workloads need it

    game = find_game(name)
    rng = random.Random(seed)

    def work() -> int:
        for _ in range(count):
            random_playout(game.new(seed=rng.randrange(2**32)), rng)
        return count

    return work


def game_playouts(name: str, count: int, seed: int) -> Workload:
    """Random playouts of ``count`` prebuilt first-lead states of game ``name`` through its ``random_playout``."""
    from trickcards.engine import trick_play as tricks  # noqa: PLC0415  # the per-game workloads only

    starts = [_start(name, seed + i) for i in range(count)]
    rng = random.Random(seed)
    playout = tricks.random_playout

    def work() -> int:
        for start in starts:
            playout(start, rng)
        return len(starts)

    return work


def _start(name: str, seed: int) -> TrickPlay:
    """A dealt state of ``name`` before the opening lead, as the engine's :class:`~trickcards.TrickPlay`."""
    if name == "bridge":
        return Play(deal=Deal.random(seed), contract=Contract.parse("4SN")).trick_play
    if name == "bridgette":
        hands = Deck.bridgette().shuffled(seed).deal(2, hand_size=13).hands
        return BridgettePlay.start(hands, BridgetteContract.parse("3SA")).state
    if name == "brandeln":
        from trickcards.brandeln import BrandelnDeal, BrandelnPlay  # noqa: PLC0415

        return BrandelnPlay.start(BrandelnDeal.deal(rng=seed).hands).state
    if name == "partnership-blackout":
        from trickcards.partnership_blackout import PartnershipBlackoutPlay  # noqa: PLC0415

        return PartnershipBlackoutPlay.start(Deal.random(seed), Seat.SOUTH).state
    from trickcards.blackout import BlackoutPlay, Schedule  # noqa: PLC0415

    return BlackoutPlay.start(Schedule(5).deal(10, seed % 4)).state


GAME_PLAYOUTS = ("bridge", "bridgette", "brandeln", "partnership-blackout", "blackout")


SEQUENCED_PLAYOUTS = ("helm", "chinese-bridge")
"""The games whose tricks have several cards a player (:mod:`trickcards.engine.sequenced_play`)."""


def sequenced_playouts(name: str, count: int, seed: int) -> Workload:
    """Random playouts of ``count`` prebuilt first-lead plays of Helm or Chinese bridge.

    Through :func:`trickcards.engine.sequenced_play.random_playout` (by the kernel); a version
    without it (``--before``) plays card by card, ``rng.choice`` of the legal cards, as
    its protocol did.
    """
    from trickcards.engine import sequenced_play as sequenced  # noqa: PLC0415  # the per-game workloads only

    starts = [_sequenced_start(name, seed + i) for i in range(count)]
    rng = random.Random(seed)
    playout = getattr(sequenced, "random_playout", _card_by_card)

    def work() -> int:
        for start in starts:
            playout(start, rng)
        return len(starts)

    return work


def _card_by_card(play: Any, rng: random.Random) -> Any:
    while not play.is_complete:
        play = play.play(rng.choice(list(play.legal_cards())))
    return play


def _sequenced_start(name: str, seed: int) -> Any:
    """A play of ``name`` (Helm, Chinese bridge) before the opening lead, as its :class:`~trickcards.engine.sequenced_play.SequencedPlay`."""
    if name == "helm":
        from trickcards.bridge import Strain  # noqa: PLC0415
        from trickcards.core.hand import Hand  # noqa: PLC0415
        from trickcards.helm.play import start_play  # noqa: PLC0415

        cards = list(Deck.standard().shuffled(seed))
        hands, reserves = (Hand(cards[0:13]), Hand(cards[13:26])), (Hand(cards[26:29]), Hand(cards[29:32]))
        return start_play(hands, reserves, Strain.SPADES, seed % 2)
    from trickcards.chinese_bridge.deal import ChineseDeal  # noqa: PLC0415
    from trickcards.chinese_bridge.play import ChinesePlay  # noqa: PLC0415

    return ChinesePlay.start(ChineseDeal.random(seed, dealer=seed % 2), Contract.parse("2SN")).sequenced


def helm_observation_samples(count: int, seed: int) -> Workload:
    """``count`` consistent Helm states sampled from the observation of the player to move in trick 4.

    The deal is played at random to the lead of trick 4; each sample deals the other's
    hand, reserve and packets and the order of his reserve, and replays the history.
    """
    from trickcards.protocol.game import find_game  # noqa: PLC0415  # only this workload needs it

    rng = random.Random(seed)
    while True:
        state: Any = find_game("helm").new(seed=rng.randrange(1 << 30))
        while not state.is_over and not (state.phase == "play" and state.play.trick_number == 4):
            actions = state.legal_actions()
            state = state.apply(actions[rng.randrange(len(actions))])
        if not state.is_over:
            break
    return _samples(state.observation(state.to_move), rng, count)


def observation_samples(played: int, count: int, seed: int) -> Workload:
    """``count`` consistent deals sampled from a defender's observation of a bridge deal after ``played`` cards.

    The observation is that of the player to move in a 3NT by South after ``played``
    random cards (0: trick 1, the opening lead to come; 28: trick 8); each sample is a
    full state (a new deal, the history replayed).
    """
    from trickcards.protocol.game import find_game, random_actions  # noqa: PLC0415  # only this workload needs it

    rng = random.Random(seed)
    state: Any = find_game("duplicate").new(seed=seed, dealer="S")
    for call in ("3NT", "Pass", "Pass", "Pass"):
        state = state.apply(call)
    state = random_actions(state, rng, played)
    return _samples(state.observation(state.to_move), rng, count)


def goulash_observation_samples(name: str, played: int, count: int, seed: int) -> Workload:
    """``count`` consistent states sampled after a goulash, from the observation of the player to move.

    A deal of ``name`` (``towie`` or ``cut-throat``) whose first auction is passed out;
    after the goulash the first bid that reaches game is passed round and ``played``
    random cards follow (0: trick 1, the opening lead to come; 28: trick 8). Each sample
    draws an earlier deal and a cut together and replays the history; the counts behind
    them are made once per observation.
    """
    from trickcards.protocol.game import find_game, random_actions  # noqa: PLC0415  # only this workload needs it

    rng = random.Random(seed)
    passes = 3 if name == "towie" else 4
    state: Any = find_game(name).new(seed=seed, goulash_limit=1)
    for _ in range(passes):
        state = state.apply("Pass")
    for call in ("4S", *["Pass"] * (passes - 1)):
        state = state.apply(call)
    while state.phase != "play":  # the cut-throat partner, his answer and the doubling
        state = state.apply(state.legal_actions()[-1 if state.phase == "doubling" else 0])
    state = random_actions(state, rng, played)
    return _samples(state.observation(state.to_move), rng, count)


def recorded_deals(name: str, count: int, seed: int) -> list[tuple[int, tuple[Any, ...]]]:
    """``count`` random legal deals of game ``name``: each its seed and the actions taken, as values."""
    from trickcards.protocol.game import find_game, random_actions  # noqa: PLC0415  # only the protocol's workloads need it

    game = find_game(name)
    rng = random.Random(seed)
    deals = []
    for _ in range(count):
        deal_seed = rng.randrange(2**32)
        deals.append((deal_seed, tuple(random_actions(game.new(seed=deal_seed), rng).history)))
    return deals


def _as_text(deals: Sequence[tuple[int, tuple[Any, ...]]], text: bool) -> list[tuple[int, tuple[Any, ...]]]:
    """The deals' actions as values, or each as its text (``str(action)``, which the protocol reads back)."""
    return [(seed, tuple(str(a) for a in actions) if text else actions) for seed, actions in deals]


def protocol_applies(name: str, deals: Sequence[tuple[int, tuple[Any, ...]]], *, text: bool) -> Workload:
    """The recorded ``deals`` of ``name`` action by action through the protocol's ``apply``, from prebuilt first states.

    With ``text`` each action is given as its text, else as its value: the same
    checks and the same states, so the two rates differ by the reading of the text.
    """
    from trickcards.protocol.game import find_game  # noqa: PLC0415  # only the protocol's workloads need it

    game = find_game(name)
    starts = [(game.new(seed=seed), actions) for seed, actions in _as_text(deals, text)]

    def work() -> int:
        for start, actions in starts:
            state = start
            for action in actions:
                state = state.apply(action)
        return len(starts)

    return work


def protocol_replays(name: str, deals: Sequence[tuple[int, tuple[Any, ...]]], *, text: bool) -> Workload:
    """The recorded ``deals`` of ``name`` through ``game.replay(actions, seed=...)``, the actions as text or values."""
    from trickcards.protocol.game import find_game  # noqa: PLC0415  # only the protocol's workloads need it

    game = find_game(name)
    deals = _as_text(deals, text)

    def work() -> int:
        for seed, actions in deals:
            game.replay(actions, seed=seed)
        return len(deals)

    return work


def _samples(seen: Any, rng: random.Random, count: int) -> Workload:
    """``count`` samples of the observation ``seen``, timed after a first one.

    The first sample makes the count of consistent deals, once per observation, as a
    bot would reuse it.
    """
    seen.sample(rng)

    def work() -> int:
        for _ in range(count):
            seen.sample(rng)
        return count

    return work
