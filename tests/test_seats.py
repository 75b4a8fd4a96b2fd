import pytest

from trickcards import ParseError, Players, Seat, Side, TrickcardsError


def test_rule_1_seats_rotate_clockwise() -> None:
    assert [s.lho for s in Seat] == [Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH]
    assert [s.rho for s in Seat] == [Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH]
    for seat in Seat:
        assert seat.lho.rho is seat
        assert seat.partner.partner is seat
        assert seat.partner.side is seat.side
        assert seat.lho.side is seat.side.opponents
        assert seat.rotate(4) is seat
        assert seat.rotate(-1) is seat.rho


def test_sides() -> None:
    assert Side.NORTH_SOUTH.seats == (Seat.NORTH, Seat.SOUTH)
    assert Side.EAST_WEST.opponents is Side.NORTH_SOUTH
    assert str(Seat.parse("east")) == "E"
    with pytest.raises(ParseError):
        Seat.parse("X")


def test_numbered_players() -> None:
    table = Players(5)
    assert table.order(3) == (3, 4, 0, 1, 2)
    assert table.after(4, 2) == 1
    with pytest.raises(TrickcardsError):
        Players(8)
    with pytest.raises(TrickcardsError):
        table.after(5)
