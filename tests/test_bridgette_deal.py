"""Bridgette's draw for the dealer, the deal and the exchange: bridgette.md sections 3-4 and 11.3."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcards import (
    GRAND_COLON,
    LITTLE_COLON,
    ROYAL_COLON,
    Card,
    DealStatus,
    Deck,
    Hand,
    IllegalStepError,
    InvalidDealError,
    ParseError,
)
from trickcards.bridgette import Exchange, ExchangeOptions, Player, dealer_draw, draw_for_dealer
from trickcards.core.cards import CARDS

ALL = (1 << 55) - 1


def deck_with_upcard(upcard: Card, seed: int = 0) -> Deck:
    """A shuffled Bridgette pack whose 27th card (the top of the stock) is ``upcard``."""
    cards = [c for c in Deck.bridgette().shuffled(seed) if c is not upcard]
    cards.insert(26, upcard)
    return Deck(cards)


def conserved(ex: Exchange) -> None:
    places = [*ex.hands, *ex.discards, ex.stock.to_hand()]
    assert sum(len(p) for p in places) == 55
    mask = 0
    for place in places:
        assert not mask & place.mask
        mask |= place.mask
    assert mask == ALL


def run_exchange(upcard: Card, dealer: Player = Player.A) -> Exchange:
    ex = Exchange.deal(deck_with_upcard(upcard), dealer)
    assert ex.upcard is upcard
    non_dealer = dealer.other
    ex = ex.draw(non_dealer)
    assert upcard in ex.hands[non_dealer], "R2: the up-card is the first of the non-dealer's two cards"
    ex = ex.draw(dealer)
    ex = ex.discard(non_dealer, list(ex.hands[non_dealer])[:2])
    ex = ex.discard(dealer, list(ex.hands[dealer])[: ex.dealer_draw])
    assert ex.is_complete
    assert [len(h) for h in ex.hands] == [13, 13]
    conserved(ex)
    return ex


# --- 11.3 exchange vectors X1-X5 ----------------------------------------------------------


def test_x1_spot_upcard_dealer_takes_four() -> None:
    ex = run_exchange(Card.parse("7C"))
    assert ex.dealer_draw == 4
    assert (len(ex.discards[Player.B]), len(ex.discards[Player.A]), len(ex.stock)) == (2, 4, 23)


def test_x2_face_upcard_dealer_takes_eight() -> None:
    ex = run_exchange(Card.parse("QD"))
    assert (len(ex.discards[Player.B]), len(ex.discards[Player.A]), len(ex.stock)) == (2, 8, 19)


def test_x3_ace_upcard_dealer_takes_twelve() -> None:
    ex = run_exchange(Card.parse("AS"))
    assert (len(ex.discards[Player.B]), len(ex.discards[Player.A]), len(ex.stock)) == (2, 12, 15)


def test_x4_royal_colon_upcard_dealer_takes_eight() -> None:
    ex = run_exchange(ROYAL_COLON, dealer=Player.B)
    assert (len(ex.discards[Player.A]), len(ex.discards[Player.B]), len(ex.stock)) == (2, 8, 19)


def test_x5_little_colon_upcard_dealer_takes_four() -> None:
    ex = run_exchange(LITTLE_COLON)
    assert (len(ex.discards[Player.B]), len(ex.discards[Player.A]), len(ex.stock)) == (2, 4, 23)


def test_grand_colon_upcard_dealer_takes_twelve() -> None:
    assert dealer_draw(GRAND_COLON) == 12
    assert len(run_exchange(GRAND_COLON).stock) == 15


# --- the deal -------------------------------------------------------------------------------


def test_deal_one_at_a_time_non_dealer_first() -> None:
    deck = Deck.bridgette().shuffled(11)
    ex = Exchange.deal(deck, dealer=Player.B)
    assert ex.hands[Player.A] == Hand(deck.cards[0:26:2])
    assert ex.hands[Player.B] == Hand(deck.cards[1:26:2])
    assert ex.stock.cards == deck.cards[26:]
    assert len(ex.stock) == 29
    assert ex.upcard is deck.cards[26]
    assert ex.next_step == "A draws 2"


def test_deal_needs_the_55_card_pack() -> None:
    with pytest.raises(InvalidDealError, match="Bridgette pack"):
        Exchange.deal(Deck.standard(), Player.A)


# --- R1: the draw for the first dealer -------------------------------------------------------


def test_r1_higher_card_deals() -> None:
    assert draw_for_dealer(Deck.parse("9H KD")).dealer is Player.B
    assert draw_for_dealer(Deck.parse("AC KS")).dealer is Player.A


def test_r1_equal_ranks_go_by_suit_order() -> None:
    assert draw_for_dealer(Deck.parse("QH QS")).dealer is Player.B
    assert draw_for_dealer(Deck.parse("2D 2C")).dealer is Player.A


def test_r1_a_drawn_colon_is_redrawn() -> None:
    draw = draw_for_dealer(Deck.parse("GC 3C LC RC 4C"))
    assert draw.cards == ((GRAND_COLON, Card.parse("3C")), (LITTLE_COLON, ROYAL_COLON, Card.parse("4C")))
    assert draw.dealer is Player.B


def test_r1_draw_from_a_seed_repeats() -> None:
    assert draw_for_dealer(7) == draw_for_dealer(7)
    assert all(not cards[-1].is_colon for cards in draw_for_dealer(7).cards)


def test_r1_deck_too_short() -> None:
    with pytest.raises(IllegalStepError, match="R1"):
        draw_for_dealer(Deck.parse("5S GC"))


# --- steps refused -----------------------------------------------------------------------------


def fresh(dealer: Player = Player.A) -> Exchange:
    return Exchange.deal(deck_with_upcard(Card.parse("7C")), dealer)


def test_out_of_order_dealer_draws_first() -> None:
    with pytest.raises(IllegalStepError, match="non-dealer B draws first"):
        fresh().draw(Player.A)


def test_out_of_order_discard_before_both_draws() -> None:
    ex = fresh().draw(Player.B)
    with pytest.raises(IllegalStepError, match="both players draw before anyone discards"):
        ex.discard(Player.B, list(ex.hands[Player.B])[:2])


def test_out_of_order_draw_twice() -> None:
    with pytest.raises(IllegalStepError, match="already drawn"):
        fresh().draw(Player.B).draw(Player.B)


def test_out_of_order_discard_twice() -> None:
    ex = fresh().draw(Player.B).draw(Player.A)
    ex = ex.discard(Player.B, list(ex.hands[Player.B])[:2])
    with pytest.raises(IllegalStepError, match="already discarded"):
        ex.discard(Player.B, list(ex.hands[Player.B])[:2])


def test_wrong_count_draw() -> None:
    ex = fresh()
    top = ex.stock.cards
    with pytest.raises(IllegalStepError, match=r"draws exactly 2 cards, not 3 \(4\.1\)"):
        ex.draw(Player.B, top[:3])
    ex = ex.draw(Player.B, top[:2])
    with pytest.raises(IllegalStepError, match=r"draws exactly 4 cards, not 2 \(4\.2\)"):
        ex.draw(Player.A, ex.stock.cards[:2])


def test_wrong_count_discard() -> None:
    ex = fresh().draw(Player.B).draw(Player.A)
    with pytest.raises(IllegalStepError, match=r"must discard exactly 4 cards to keep 13, not 3 \(4\.3\)"):
        ex.discard(Player.A, list(ex.hands[Player.A])[:3])


def test_card_not_held() -> None:
    ex = fresh().draw(Player.B).draw(Player.A)
    theirs = list(ex.hands[Player.A])[:2]
    with pytest.raises(IllegalStepError, match=f"B does not hold {theirs[0]}"):
        ex.discard(Player.B, theirs)


def test_card_named_twice_in_a_discard() -> None:
    ex = fresh().draw(Player.B).draw(Player.A)
    card = next(iter(ex.hands[Player.B]))
    with pytest.raises(IllegalStepError, match="named twice"):
        ex.discard(Player.B, [card, card])


def test_card_taken_twice() -> None:
    ex = fresh()
    held = next(iter(ex.hands[Player.A]))
    with pytest.raises(IllegalStepError, match=f"{held} was already taken: it is in A's hand"):
        ex.draw(Player.B, [ex.upcard, held])
    with pytest.raises(IllegalStepError, match="named twice"):
        ex.draw(Player.B, [ex.upcard, ex.upcard])


def test_cards_taken_from_the_top_in_order() -> None:
    ex = fresh()
    with pytest.raises(IllegalStepError, match="top cards of the stock in order"):
        ex.draw(Player.B, [ex.stock.cards[1], ex.stock.cards[0]])
    assert ex.can_draw(Player.B, ex.stock.cards[:2])
    assert not ex.can_draw(Player.A)


def test_refused_steps_change_nothing() -> None:
    ex = fresh()
    before = (ex.hands, ex.stock, ex.discards, ex.drawn)
    with pytest.raises(IllegalStepError):
        ex.draw(Player.A)
    assert (ex.hands, ex.stock, ex.discards, ex.drawn) == before


def test_state_with_a_card_in_two_places_is_refused() -> None:
    ex = fresh()
    card = next(iter(ex.hands[Player.A]))
    with pytest.raises(InvalidDealError) as info:
        Exchange(ex.dealer, (ex.hands[Player.A], ex.hands[Player.B] | Hand([card])), ex.stock, ex.upcard)
    assert DealStatus.DUPLICATE_CARD in info.value.status


def test_state_with_a_lost_card_is_refused() -> None:
    ex = fresh()
    with pytest.raises(InvalidDealError) as info:
        Exchange(ex.dealer, ex.hands, ex.stock[1:], ex.upcard)
    assert DealStatus.MISSING_CARD in info.value.status


# --- R2 alternative -------------------------------------------------------------------------------


def test_r2_alternative_upcard_stays_on_the_stock() -> None:
    deck = deck_with_upcard(Card.parse("KH"))
    ex = Exchange.deal(deck, Player.A, ExchangeOptions(upcard_to_non_dealer=False))
    below = ex.stock.cards[1:3]
    ex = ex.draw(Player.B)
    assert set(below) <= set(ex.hands[Player.B])
    assert ex.upcard not in ex.hands[Player.B]
    assert ex.stock.cards[0] is ex.upcard
    ex = ex.draw(Player.A)
    assert ex.upcard in ex.stock
    assert len(ex.stock) == 27 - 8


# --- conservation (Hypothesis) ------------------------------------------------------------------


@given(
    seed=st.integers(0, 2**32 - 1),
    dealer=st.sampled_from(Player),
    upcard_first=st.booleans(),
    dealer_discards_first=st.booleans(),
    data=st.data(),
)
def test_every_card_is_conserved_through_deal_and_exchange(
    seed: int, dealer: Player, upcard_first: bool, dealer_discards_first: bool, data: st.DataObject
) -> None:
    ex = Exchange.deal(Deck.bridgette().shuffled(seed), dealer, ExchangeOptions(upcard_first))
    conserved(ex)
    assert (len(ex.hands[0]), len(ex.hands[1]), len(ex.stock)) == (13, 13, 29)
    ex = ex.draw(dealer.other)
    conserved(ex)
    ex = ex.draw(dealer)
    conserved(ex)
    n = ex.dealer_draw
    order = (dealer, dealer.other) if dealer_discards_first else (dealer.other, dealer)
    for player in order:
        hand = sorted(ex.hands[player])
        count = len(hand) - 13
        chosen = data.draw(st.lists(st.sampled_from(hand), min_size=count, max_size=count, unique=True))
        ex = ex.discard(player, chosen)
        conserved(ex)
    assert ex.is_complete
    assert ex.next_step == "done"
    assert len(ex.hands[0]) + len(ex.hands[1]) == 26
    assert len(ex.discards[0]) + len(ex.discards[1]) == 2 + n
    assert len(ex.stock) == 27 - n
    assert sorted(c for place in (*ex.hands, *ex.discards, ex.stock.to_hand()) for c in place) == list(CARDS)


def test_bad_exchange_input_raises_trickcards_errors() -> None:
    with pytest.raises(IllegalStepError, match="5 is not a card"):
        dealer_draw(5)  # type: ignore[arg-type]
    with pytest.raises(ParseError, match="'x' is not a Bridgette player"):
        Exchange.deal(Deck.bridgette(), "x")  # type: ignore[arg-type]
    ex = Exchange.deal(Deck.bridgette(), "b")  # type: ignore[arg-type]
    assert ex.dealer is Player.B
    for bad in (5, Card.parse("SA")):
        assert not ex.can_draw(Player.A, bad)  # type: ignore[arg-type]
        with pytest.raises(IllegalStepError, match="is not a sequence of cards"):
            ex.draw(Player.A, bad)  # type: ignore[arg-type]
    assert not ex.can_draw(Player.A, "SA")  # one card named: the non-dealer draws two
    with pytest.raises(IllegalStepError, match="draws exactly 2 cards"):
        ex.draw(Player.A, "SA")
    assert not ex.can_draw("x")
    with pytest.raises(IllegalStepError, match="'x' is not a player"):
        ex.draw("x")
    drawn = ex.draw(Player.A).draw(Player.B)
    assert not drawn.can_discard(Player.A, 5)  # type: ignore[arg-type]
    with pytest.raises(IllegalStepError, match="5 is not a sequence of cards"):
        drawn.discard(Player.A, 5)  # type: ignore[arg-type]
    with pytest.raises(InvalidDealError, match="5 is not a Deck"):
        Exchange(Player.A, ex.hands, 5, ex.upcard)  # type: ignore[arg-type]
    with pytest.raises(InvalidDealError, match="is not a pair of draw counts"):
        Exchange(Player.A, ex.hands, ex.stock, ex.upcard, drawn=5)  # type: ignore[arg-type]
    with pytest.raises(IllegalStepError, match="is not an ExchangeOptions value"):
        Exchange(Player.A, ex.hands, ex.stock, ex.upcard, options=True)  # type: ignore[arg-type]


def test_exchange_takes_players_and_cards_as_text_or_index() -> None:
    ex = Exchange.deal(Deck.bridgette(), Player.B)
    top = ex.stock.cards[:2]
    text = [str(c) for c in top]
    assert ex.can_draw(0, text)
    assert ex.draw("a", text) == ex.draw(Player.A, top) == ex.draw(0, " ".join(text))
    drawn = ex.draw(Player.A).draw(Player.B)
    extra = list(drawn.hands[Player.A])[:2]
    names = " ".join(str(c) for c in extra)
    assert drawn.can_discard("A", names)
    assert drawn.discard(0, names) == drawn.discard(Player.A, extra)
    with pytest.raises(ParseError):
        drawn.discard(Player.A, "SA ZZ")
