"""Game parsers read ASCII words only: 'ſ' is not 's' and 'ı' is not 'i' (str.upper would say so)."""

from collections.abc import Callable

import pytest

from trickcards import ParseError, TrickcardsError
from trickcards.brandeln import BrandelnContract
from trickcards.brandeln import Player as BrandelnPlayer
from trickcards.bridge import Honours
from trickcards.bridgette import Call, Player
from trickcards.lin import read_lin
from trickcards.partnership_blackout import Call as PartnershipCall
from trickcards.partnership_blackout import TeamContract
from trickcards.pbn import read_pbn

PARSERS: list[tuple[Callable[[str], object], str, str]] = [
    (Honours.parse, "nſ:100", "ns:100"),
    (Call.parse, "pasſ", "pass"),
    (Player.parse, "ı", "a"),
    (PartnershipCall.parse, "nıl", "nil"),
    (lambda t: TeamContract.parse(t, side=None), "ns nıl n", "ns nil n"),
    (BrandelnContract.parse, "ſix", "six"),
    (BrandelnPlayer.parse, "mıddlehand", "f"),
]


@pytest.mark.parametrize(("parse", "bad", "good"), PARSERS)
def test_non_ascii_look_alikes_are_refused(parse: Callable[[str], object], bad: str, good: str) -> None:
    parse(good)
    with pytest.raises(TrickcardsError):
        parse(bad)


def test_record_readers_do_not_read_look_alikes() -> None:
    with pytest.raises(ParseError, match="is not a LIN hand"):
        read_lin("md|3ſAKQ,,,|")
    with pytest.raises(ParseError):
        read_pbn('[Contract "pasſ"]\n')
