"""The contract bridge names design.md publishes: outside code calls them exactly so."""

from __future__ import annotations

import trickcards
from trickcards import Card, Deck, Hand, Rank, Seat, Suit
from trickcards.bridge import (
    Auction,
    Bid,
    Call,
    ChicagoScoreSheet,
    Contract,
    Deal,
    Doubling,
    Play,
    RubberScoreSheet,
    Strain,
    duplicate_score,
    imps,
    rubber_score,
)


def test_published_card_and_hand_names() -> None:
    assert Card.parse("SA") == Card.parse("♠A")
    assert str(Card.parse("h10")) == "HT"
    assert Card.parse("♥10") == Card.parse("HT")
    hand = Hand.parse("AKQ2.K52.J43.A76")
    assert len(hand) == 13
    assert Card.parse("SA") in hand
    assert len(Deck.standard()) == 52
    assert {Suit.CLUBS, Suit.SPADES} <= set(Suit)
    assert Rank.TWO < Rank.ACE


def test_published_auction_names() -> None:
    auction = Auction(dealer=Seat.NORTH).add(Call.parse("1S"))
    assert isinstance(Call.parse("1S"), Bid)
    assert Call.parse("1NT") in auction.legal_calls()
    assert Call.parse("Pass") in auction.legal_calls()
    assert Call.parse("X") in auction.legal_calls()
    assert not auction.is_complete
    assert auction.contract is None
    for text in ("Pass", "Pass", "Pass"):
        auction = auction.add(Call.parse(text))
    assert auction.is_complete
    assert auction.contract == Contract.parse("1SN")
    assert Call.parse("XX") != Call.parse("X")


def test_published_contract_and_scoring_names() -> None:
    contract = Contract(level=4, strain=Strain.SPADES, doubling=Doubling.DOUBLED, declarer=Seat.NORTH)
    assert Contract.parse("4SXN") == contract
    assert str(contract) == "4SXN"
    assert Contract.parse("4sxn") == contract
    assert Contract.parse("4Sx N") == contract
    assert Contract.parse("1NN") == Contract.parse("1NTN")
    assert duplicate_score(Contract.parse("4SN"), tricks=10, vulnerable=False) == 420
    assert duplicate_score(contract, tricks=10, vulnerable=False) == 590
    assert imps(620) == 12  # 600-740 points
    assert rubber_score is not None
    assert RubberScoreSheet().record(Contract.parse("4SN"), 10) is not None
    assert ChicagoScoreSheet() is not None
    assert {Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST} == set(Seat)
    assert Strain.NOTRUMP in set(Strain)
    assert Doubling.REDOUBLED in set(Doubling)


def test_published_deal_and_play_names() -> None:
    deal = Deal.random(7)
    assert Deal.parse(str(deal)) == deal
    play = Play(deal=deal, contract=Contract.parse("3NTS"))
    assert play.next_seat == Seat.WEST  # opening lead by declarer's left-hand opponent
    while not play.is_complete:
        play = play.play(min(play.legal_cards()))
    assert play.next_seat is None
    assert len(play.tricks) == 13
    assert 0 <= play.declarer_tricks <= 13


def test_published_game_protocol_names() -> None:
    game = trickcards.find_game("Bridgette")
    state = game.new(seed=7)
    assert isinstance(state.phase, str)
    actions = state.legal_actions()
    assert actions
    action = actions[0]
    assert state.parse_action(str(action)) == action
    assert state.can_apply(action)
    state.verify(action)
    after = state.apply(str(action))
    assert after.history == (action,)
    assert game.replay(after.history, seed=7) == after
    assert not after.is_over


def test_published_action_id_names() -> None:
    from trickcards import find_game  # noqa: PLC0415  # the agents' contract
    from trickcards.agents import openspiel, pettingzoo  # noqa: PLC0415  # the agents' contract

    game = find_game("duplicate")
    state = game.new(seed=1)
    assert game.num_actions == len(game.actions)
    assert game.action_of(game.action_id("1NT")) == Call.parse("1NT")
    assert [game.action_of(i) for i in state.legal_action_ids()] == list(state.legal_actions())
    assert len(state.legal_action_mask()) == game.num_actions
    assert callable(openspiel.register)
    assert callable(pettingzoo.env)
