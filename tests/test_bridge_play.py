"""The play (contract-bridge.md section 5): vectors P-1 .. P-5 through Play, and random playouts."""

import random

import pytest
from hypothesis import given

from trickcards import Card, Hand, Seat
from trickcards.bridge import Contract, Deal, Play
from trickcards.core.errors import IllegalPlayError, ParseError, TrickcardsError
from trickcards.strategies import bridge_deals

N, E, S, W = Seat


def deal_of(north: str, east: str, south: str, west: str) -> Deal:
    return Deal([Hand.parse(h) for h in (north, east, south, west)])


def played(play: Play, cards: str) -> Play:
    for card in cards.split():
        play = play.play(card)
    return play


# In P-1 .. P-5 East declares, so South leads; each trick runs South, West, North, East.


def test_p1_only_trump_wins() -> None:
    deal = deal_of("KQJT9.54.AKQJT9.", "A87643.3.876543.", "52.AKQJT9876.2.2", ".2..AKQJT9876543")
    play = played(Play(deal=deal, contract=Contract.parse("4HE")), "S5 H2 SK SA")
    assert play.tricks[0].winner(play.rules) is W
    assert play.next_player is W
    assert play.declarer_tricks == 1


def test_p2_highest_trump_wins() -> None:
    deal = deal_of(".9.AKQJT9876543.", "A9876432.76543..", "KQJT5.AKQJT8.2.2", ".2..AKQJT9876543")
    play = played(Play(deal=deal, contract=Contract.parse("4HE")), "S5 H2 H9 SA")
    assert play.tricks[0].winner(play.rules) is N
    assert play.defender_tricks == 1


def test_p3_no_trump_discard_does_not_win() -> None:
    deal = deal_of(".987654.2.765432", ".32.AKQJT987653.", ".AKQJT.4.AKQJT98", "AKQJT98765432...")
    play = played(Play(deal=deal, contract=Contract.parse("3NTE")), "D4 SA D2 D3")
    assert play.tricks[0].winner(play.rules) is S


def test_p4_must_follow_suit() -> None:
    deal = deal_of("765432.T987654..", ".32.AKQJT987654.", "8...AKQJT9865432", "AKQJT9.AKQJ.32.7")
    play = played(Play(deal=deal, contract=Contract.parse("4SE")), "C2")
    assert not play.can_play("HA")
    with pytest.raises(IllegalPlayError) as info:
        play.play("HA")
    assert info.value.reason == "revoke"
    assert "'HA'" in str(info.value)
    assert "Law 44C" in str(info.value)
    assert play.legal_cards() == Hand.parse("...7")


def test_p5_void_player_need_not_trump() -> None:
    deal = deal_of("8765432.T98765..", ".432.AKQJT98764.", "...AKQJT98765432", "AKQJT9.AKQJ.532.")
    play = played(Play(deal=deal, contract=Contract.parse("4SE")), "C2")
    assert play.next_player is W
    assert play.legal_cards() == play.hands[W]
    assert play.can_play("D5")
    play = play.play("D5")
    assert play.current_trick.cards[-1] is Card.parse("D5")


def test_section_5_1_opening_lead_by_declarers_lho() -> None:
    deal = Deal.random(4)
    for declarer in Seat:
        play = Play(deal=deal, contract=Contract(1, "NT", declarer=declarer))
        assert play.next_player is declarer.lho
        assert play.chooser is declarer.lho
        assert play.legal_cards() == deal[declarer.lho]


def test_section_5_2_declarer_chooses_dummys_cards() -> None:
    deal = Deal.random(4)
    play = Play(deal=deal, contract=Contract.parse("2SN"))
    play = play.play(next(iter(play.legal_cards())))
    assert play.next_player is S  # dummy's seat
    assert play.chooser is N
    assert play.dummy is S
    with pytest.raises(IllegalPlayError) as info:
        play.play(next(iter(play.legal_cards())), seat=N)
    assert info.value.reason == "out-of-turn"
    play.play(next(iter(play.legal_cards())), seat=S)


def test_not_held_and_play_over() -> None:
    deal = Deal.random(8)
    play = Play(deal=deal, contract=Contract.parse("1CS"))
    foreign = next(iter(deal[N]))
    with pytest.raises(IllegalPlayError) as info:
        play.play(foreign)
    assert info.value.reason == "not-held"
    rng = random.Random(1)
    while not play.is_complete:
        play = play.play(rng.choice(list(play.legal_cards())))
    with pytest.raises(IllegalPlayError) as info:
        play.play(foreign)
    assert info.value.reason == "play-over"
    assert not play.can_play(foreign)
    assert play.next_player is None
    assert play.chooser is None


def test_play_inputs() -> None:
    deal = Deal.random(2)
    with pytest.raises(TrickcardsError):
        Play(deal=deal, contract=Contract.parse("3NT"))  # no declarer
    with pytest.raises(ParseError):
        Play(deal=deal, contract=Contract.parse("3NTN")).play("ZZ")
    assert not Play(deal=deal, contract="3NTN").can_play("ZZ")


def test_play_is_an_immutable_value() -> None:
    deal = Deal.random(9)
    a = Play(deal=deal, contract=Contract.parse("3NTN"))
    card = next(iter(a.legal_cards()))
    assert a.play(card) == a.play(card)
    assert hash(a.play(card)) == hash(a.play(card))
    assert a.play(card) != a
    assert a.played == ()
    with pytest.raises(AttributeError):
        a.deal = deal


@given(bridge_deals())
def test_random_playouts_follow_suit_and_count_13_tricks(deal: Deal) -> None:
    rng = random.Random(len(str(deal)))
    for contract in (Contract.parse("1NTN"), Contract.parse("4HW")):
        play = Play(deal=deal, contract=contract)
        while not play.is_complete:
            legal = play.legal_cards()
            seat = play.next_player
            assert seat is not None
            held = play.hands[seat]
            trick = play.current_trick
            if trick.cards and trick.cards[0].suit is not None and held.count(trick.cards[0].suit):
                assert legal == held.suit(trick.cards[0].suit)
            else:
                assert legal == held
            card = rng.choice(list(legal))
            play = play.play(card, seat)
        assert len(play.tricks) == 13
        cards = [c for t in play.tricks for c in t.cards]
        assert sorted(cards) == sorted(Card.from_index(i) for i in range(52))
        assert play.declarer_tricks + play.defender_tricks == 13
        assert all(len(h) == 0 for h in play.hands)
        for before, after in zip(play.tricks, play.tricks[1:], strict=False):
            assert after.leader == before.winner(play.rules)


def test_play_starts_like_every_game() -> None:
    deal = Deal.random(7)
    assert Play.start(deal, "3NTS") == Play(deal, Contract.parse("3NTS"))
    assert Play.start(str(deal), "3NTS") == Play(deal, Contract.parse("3NTS"))
