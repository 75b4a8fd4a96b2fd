"""The engine of tricks with several cards a player (trickcards.engine.sequenced_play)."""

from __future__ import annotations

import copy
import pickle

import pytest
from attrs import frozen
from hypothesis import given
from hypothesis import strategies as st

from trickcards import Card, Deck, Hand, Suit
from trickcards.bridge.contract import Strain
from trickcards.bridge.play import trick_rules
from trickcards.core.errors import IllegalPlayError, ParseError, TrickcardsError
from trickcards.engine.sequenced_play import OpenHands, SequencedPlay, SequencedTrick
from trickcards.engine.trick_play import TrickRules

LFLF = (0, 1, 0, 1)
HELM_ORDER = ((0, 0, 1, 1),) * 6 + ((0, 1),) * 4


@frozen
class Staged:
    """Test holdings in the manner of Helm: the hand in tricks 1 .. last_hand_trick, then the reserve."""

    hands: tuple[int, ...]
    reserves: tuple[int, ...]
    last_hand_trick: int = 7

    def held(self, player: int) -> int:
        return self.hands[player] | self.reserves[player]

    def available(self, player: int, trick_number: int) -> int:
        return self.hands[player] if trick_number <= self.last_hand_trick else self.reserves[player]

    def remove(self, player: int, card: Card, trick_number: int) -> Staged:
        hands = tuple(m & ~card.mask for m in self.hands)
        reserves = tuple(m & ~card.mask for m in self.reserves)
        return Staged(hands, reserves, self.last_hand_trick)

    def unavailable_reason(self, player: int, card: Card, trick_number: int) -> str:
        return "the reserve is played in tricks 8-10 only"


def _cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def _helm_start(seed: int, trump: Suit | None = None) -> SequencedPlay:
    pack = [c for c in Deck.standard().shuffled(seed) if c.rank is not None and c.rank.value >= 7][:32]
    hands = (Hand(pack[0:13]).mask, Hand(pack[16:29]).mask)
    reserves = (Hand(pack[13:16]).mask, Hand(pack[29:32]).mask)
    return SequencedPlay.start(TrickRules(trump=trump), Staged(hands, reserves), 1, HELM_ORDER)


def _lflf_start(seed: int, strain: Strain = Strain.NOTRUMP, leader: int = 1) -> SequencedPlay:
    hands = Deck.standard().shuffled(seed).deal(2, hand_size=26).hands
    return SequencedPlay.start(trick_rules(strain), OpenHands.of(hands), leader, [LFLF] * 13, names=("A", "B"))


# --- the order of play -------------------------------------------------------------------


def test_leader_follower_leader_follower() -> None:
    p = SequencedPlay.start(TrickRules(), OpenHands.of(["AK.-.-.-", "32.-.-.-"]), 1, [LFLF])
    players = []
    for card in ("S3", "SA", "S2", "SK"):
        players.append(p.next_player)
        p = p.play(card)
    assert players == [1, 0, 1, 0]
    assert p.is_complete
    assert p.tricks_won == (1, 0)
    assert p.next_player is None
    assert p.history[0].order == (1, 0, 1, 0)
    assert p.history[0].winner(p.rules) == 0


def test_leader_plays_two_then_follower_two() -> None:
    p = _helm_start(5)
    assert p.pattern == (0, 0, 1, 1)
    players = []
    for _ in range(4):
        players.append(p.next_player)
        p = p.play(next(iter(p.legal_cards())))
    assert players == [1, 1, 0, 0]
    assert p.trick_number == 2
    assert p.leader == p.history[0].winner(p.rules)


def test_pattern_changes_with_the_trick() -> None:
    p = _helm_start(2)
    for _ in range(6 * 4):
        p = p.play(next(iter(p.legal_cards())))
    assert p.trick_number == 7
    assert p.pattern == (0, 1)


def test_the_leaders_second_card_follows_the_suit_led() -> None:
    p = SequencedPlay.start(TrickRules(), OpenHands.of(["A2.K.-.-", "KQ.A.-.-"]), 0, [(0, 0, 1, 1), (0, 1)])
    p = p.play("SA")
    assert str(p.legal_cards()) == "2..."
    with pytest.raises(IllegalPlayError) as refused:
        p.play("HK")
    assert refused.value.reason == "revoke"


def test_follow_suit_counts_only_available_cards() -> None:
    # Player 1 holds a spade only in his reserve: in trick 1 he may play anything.
    hands = (Hand.parse("A.K.-.-").mask, Hand.parse("-.Q.2.-").mask)
    reserves = (Hand.parse("-.-.-.2").mask, Hand.parse("K.-.-.-").mask)
    p = SequencedPlay.start(TrickRules(), Staged(hands, reserves, 1), 0, [(0, 0, 1, 1), (0, 1)])
    p = p.play("SA").play("HK")
    assert str(p.legal_cards()) == ".Q.2."
    p = p.play("D2").play("HQ")
    assert p.tricks_won == (1, 0)
    assert str(p.legal_cards()) == "...2"  # trick 2: now the reserve


@frozen
class HandOnlyDuty(OpenHands):
    """Open hands whose duty to follow is judged on the spades alone (a test of ``follow_basis``)."""

    def follow_basis(self, player: int, trick_number: int) -> int:
        return self.masks[player] & Hand.parse("AKQJT98765432...").mask

    def remove(self, player: int, card: Card, trick_number: int) -> HandOnlyDuty:
        masks = list(self.masks)
        masks[player] &= ~card.mask
        return HandOnlyDuty(masks)


def test_follow_basis_narrows_the_duty_to_follow() -> None:
    p = SequencedPlay.start(TrickRules(), HandOnlyDuty(_masks_of(["-.A.3.-", "-.K.2.-"])), 0, [LFLF])
    assert str(p.play("HA").legal_cards()) == ".K.2."  # the heart is not in the basis
    q = SequencedPlay.start(TrickRules(), HandOnlyDuty(_masks_of(["A.-.3.-", "K.-.2.-"])), 0, [LFLF])
    assert str(q.play("SA").legal_cards()) == "K..."  # the spade is: follow


def _masks_of(hands: list[str]) -> tuple[int, ...]:
    return tuple(Hand.parse(h).mask for h in hands)


def test_trumps_win_and_the_winner_leads() -> None:
    p = SequencedPlay.start(TrickRules(trump=Suit.HEARTS), OpenHands.of(["K3.-.-.-", "A.2.-.-"]), 0, [LFLF])
    p = p.play("SK").play("SA").play("S3").play("H2")
    assert p.tricks_won == (0, 1)
    assert p.history[0].winner(p.rules) == 1


# --- refusals ------------------------------------------------------------------------------


def test_refusals_name_the_reason() -> None:
    p = _helm_start(4)
    turn = p.next_player
    assert turn == 1
    reserve = Hand.from_mask(p.holdings.held(1) & ~p.holdings.available(1, 1))
    other = Hand.from_mask(p.holdings.held(0))
    with pytest.raises(IllegalPlayError, match="tricks 8-10") as refused:
        p.verify_play(next(iter(reserve)))
    assert refused.value.reason == "not-available"
    with pytest.raises(IllegalPlayError) as refused:
        p.verify_play(next(iter(other)))
    assert refused.value.reason == "not-held"
    with pytest.raises(IllegalPlayError) as refused:
        p.verify_play(next(iter(p.legal_cards())), player=0)
    assert refused.value.reason == "out-of-turn"
    assert p.can_play(next(iter(p.legal_cards())), player=1)
    assert not p.can_play("not a card")


def test_refusal_after_the_last_trick_and_the_citation() -> None:
    p = SequencedPlay.start(
        TrickRules(), OpenHands.of(["A.-.-.-", "2.-.-.-"]), 0, [(0, 1)], citation="bridge variants §5"
    )
    p = p.play("SA").play("S2")
    with pytest.raises(IllegalPlayError, match=r"after all 1 tricks .*\(bridge variants §5\)") as refused:
        p.play("SK")
    assert refused.value.reason == "play-over"


def test_revoke_message_names_the_players() -> None:
    hands = OpenHands.of(["A.K.-.-", "2.Q.-.-"])
    p = SequencedPlay.start(TrickRules(), hands, 1, [LFLF], names=("A", "B")).play("S2")
    with pytest.raises(IllegalPlayError, match="'HK' by A is a revoke: 'S2' was led") as refused:
        p.play("HK")
    assert refused.value.reason == "revoke"


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"order": []}, "at least one trick"),
        ({"order": [(1, 0)]}, "starts with the leader"),
        ({"order": [(0, 0, 1)]}, "equally often"),
        ({"order": [(0, 2)]}, "for 2 players"),
        ({"order": [(0, 1)] * 2}, "holds 1 cards, but the tricks need 2"),
        ({"leader": 2}, "leader"),
        ({"names": ("A",)}, "one name per player"),
        ({"holdings": "AK"}, "not a Holdings value"),
        ({"rules": None}, "TrickRules"),
    ],
)
def test_start_refuses_bad_input(kwargs: dict[str, object], message: str) -> None:
    args: dict[str, object] = {
        "rules": TrickRules(),
        "holdings": OpenHands.of(["A.-.-.-", "2.-.-.-"]),
        "leader": 0,
        "order": [(0, 1)],
    }
    args.update(kwargs)
    with pytest.raises(TrickcardsError, match=message):
        SequencedPlay.start(**args)  # type: ignore[arg-type]


def test_states_are_made_by_start() -> None:
    with pytest.raises(TrickcardsError, match=r"SequencedPlay\.start"):
        SequencedPlay()


def test_open_hands_refuse_a_card_held_twice() -> None:
    with pytest.raises(TrickcardsError, match="held twice"):
        OpenHands.of(["A.-.-.-", "A.-.-.-"])


# --- tricks --------------------------------------------------------------------------------


def test_trick_text_round_trips() -> None:
    t = SequencedTrick((1, 1, 0, 0), tuple(_cards("SK S2 SA S3")))
    assert SequencedTrick.parse(str(t)) == t
    assert str(t) == "1,1,0,0: SK S2 SA S3"
    assert t.cards_of(1) == tuple(_cards("SK S2"))
    assert t.is_complete
    assert t.next_player is None
    assert SequencedTrick((0, 1)).lead is None
    assert SequencedTrick((0, 1)).next_player == 0


@pytest.mark.parametrize("text", ["0 1: SA", "0,1 SA", "0,x: SA", "0,1: SA SK S2", "0,1: SA SA"])
def test_trick_parse_refuses(text: str) -> None:
    with pytest.raises(ParseError):
        SequencedTrick.parse(text)


def test_trick_refuses_bad_values() -> None:
    with pytest.raises(TrickcardsError):
        SequencedTrick(())
    with pytest.raises(TrickcardsError):
        SequencedTrick((0, 1), "SA")
    with pytest.raises(TrickcardsError):
        SequencedTrick((0, 1), tuple(_cards("SA"))).winner(None)  # type: ignore[arg-type]


# --- values --------------------------------------------------------------------------------


def test_states_are_values() -> None:
    a = _lflf_start(9)
    card = next(iter(a.legal_cards()))
    b, c = a.play(card), a.play(card)
    assert b == c
    assert hash(b) == hash(c)
    assert b != a
    assert pickle.loads(pickle.dumps(b)) == b
    assert copy.deepcopy(b) is b
    assert "SequencedPlay trick 1/13" in repr(b)
    assert b.played == (card,)
    assert b.current_trick.cards == (card,)


# --- playouts ------------------------------------------------------------------------------


@given(seed=st.integers(0, 10**6), picks=st.lists(st.integers(0, 51), min_size=52, max_size=52))
def test_playout_invariants_lflf(seed: int, picks: list[int]) -> None:
    _check_playout(_lflf_start(seed, Strain.HEARTS), picks)


@given(seed=st.integers(0, 10**6), picks=st.lists(st.integers(0, 31), min_size=32, max_size=32))
def test_playout_invariants_helm_order(seed: int, picks: list[int]) -> None:
    _check_playout(_helm_start(seed, Suit.SPADES), picks)


def _check_playout(p: SequencedPlay, picks: list[int]) -> None:
    held_at_start = [p.holdings.held(q) for q in range(p.players)]
    everything = held_at_start[0] | held_at_start[1]
    for pick in picks:
        if p.is_complete:
            break
        pattern, leader, number = p.pattern, p.leader, p.trick_number
        assert pattern is not None
        assert leader is not None
        assert number is not None
        player = p.next_player
        assert player == (leader + pattern[len(p.current_trick.cards)]) % p.players
        legal = p.legal_cards()
        assert legal
        assert legal.mask & ~p.holdings.available(player, number) == 0
        card = list(legal)[pick % len(legal)]
        p = p.play(card, player)
        if p.trick_number != number:  # the trick just ended: its winner leads
            assert len(p.history[-1].cards) == len(pattern)
            assert p.is_complete or p.leader == p.history[-1].winner(p.rules)
        # Cards are conserved: each card is held or has been played, once.
        played = Hand(p.played).mask
        assert len(p.played) == played.bit_count()
        for q in range(p.players):
            assert p.holdings.held(q) & played == 0
        assert played | p.holdings.held(0) | p.holdings.held(1) == everything
    assert p.is_complete
    assert sum(p.tricks_won) == p.total_tricks
    assert [len(t.cards) for t in p.history] == [len(x) for x in p.order]
    for q in range(p.players):
        mine = [c for t in p.history for c in t.cards_of(q)]
        assert Hand(mine).mask == held_at_start[q]
