"""Double-dummy tables, play points and par through DDS (the dds extra), and the statistics built on them.

The agreement tests compare with endplay's own calls on a few deals
(``TRICKCARDS_DDS_DEALS`` sets how many; ``benchmarks/dds_agreement.py`` runs 1,000).
They skip, saying why, when endplay is not installed.
"""

import os
import random
import sys

import pytest

from trickcards import Seat
from trickcards.bridge import Contract, Deal, Play, Strain, Vulnerability, duplicate_score
from trickcards.bridge.dds import (
    DDSUnavailableError,
    DDTable,
    Par,
    ParContract,
    check_score,
    dd_table,
    dd_tables,
    dd_tricks,
    par,
)
from trickcards.bridge.dealer import deals
from trickcards.bridge.simulation import compare_contracts, contract_stats, mean, rate
from trickcards.cli.dealer import analysed
from trickcards.core.errors import TrickcardsError
from trickcards.pbn import read_pbn, write_pbn

TEXT = "N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953"
ROWS = [[10, 2, 10, 2], [10, 3, 10, 3], [10, 3, 10, 3], [9, 4, 9, 4], [10, 3, 10, 3]]
DEALS = int(os.environ.get("TRICKCARDS_DDS_DEALS", "2"))


# --- values, without DDS --------------------------------------------------------------


def test_table_values() -> None:
    table = DDTable(ROWS)
    assert table[Strain.NOTRUMP, Seat.NORTH] == 10
    assert table["D", "E"] == 4
    assert table.makes("3NTS")
    assert not table.makes("5NTN")
    assert not table.makes("1DE")
    assert str(table).splitlines()[0].split() == ["NT", "S", "H", "D", "C"]


@pytest.mark.parametrize("rows", [[[10] * 4] * 4, [[14, 0, 0, 0]] * 5, "table", [[1, 2, 3, "x"]] * 5])
def test_bad_tables_are_refused(rows: object) -> None:
    with pytest.raises(TrickcardsError):
        DDTable(rows)


def test_par_texts() -> None:
    three_nt = [ParContract(Contract.parse(f"3NT{s}"), 10) for s in "NS"]
    result = Par(430, three_nt)
    assert str(result) == "NS 430: 3NTN+1, 3NTS+1"
    assert (result.pbn_score, result.pbn_contract) == ("NS 430", "NS 3NT")
    sacrifice = Par(-500, [ParContract(Contract.parse("5CXN"), 8)])
    assert (sacrifice.pbn_score, sacrifice.pbn_contract, str(sacrifice)) == ("EW 500", "NS 5CX", "EW 500: 5CXN-3")
    assert Par(0, ()).pbn_contract == "NS Pass"
    assert check_score(result, Vulnerability.NONE)
    assert check_score(sacrifice, Vulnerability.NONE)


def test_rate_and_mean_intervals() -> None:
    r = rate(50, 100)
    assert r.low < 0.5 < r.high
    assert round(r.high - r.low, 2) == 0.19
    m = mean([1.0, 2.0, 3.0, 4.0])
    assert m.value == 2.5
    assert m.low < 2.5 < m.high
    with pytest.raises(TrickcardsError):
        rate(0, 0)


def test_statistics_of_tables() -> None:
    tables = [DDTable(ROWS), DDTable([[t - 1 for t in row] for row in ROWS])]
    stats = contract_stats(tables, "4SN", vulnerable=True)
    assert stats.makes.value == 0.5
    assert stats.score.value == (duplicate_score("4SN", 10, True) + duplicate_score("4SN", 9, True)) / 2
    assert sum(stats.tricks) == 2
    assert compare_contracts(tables, "4SN", "4SN").value == 0
    with pytest.raises(TrickcardsError):
        contract_stats(tables, "4S")  # no declarer
    with pytest.raises(TrickcardsError):
        contract_stats([], "4SN")


def test_analysed_game_has_the_pbn_tags() -> None:
    game = read_pbn(f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{TEXT}"]\n[ParContract "old"]\n')[0]
    result = Par(430, [ParContract(Contract.parse("3NTN"), 10)])
    text = write_pbn([analysed(game, DDTable(ROWS), result)])
    assert '[OptimumScore "NS 430"]' in text
    assert '[ParContract "NS 3NT"]' in text
    assert "old" not in text
    assert '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\nN NT 10\nN S 10\n' in text
    assert text.count("\nW ") == 5
    again = read_pbn(text)[0]
    assert again.tags["OptimumScore"] == "NS 430"


def test_without_dds_the_refusal_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "endplay", None)
    monkeypatch.setitem(sys.modules, "endplay.dds", None)
    with pytest.raises(DDSUnavailableError, match=r"trickcards\[dds\]"):
        dd_table(TEXT)


# --- against endplay -------------------------------------------------------------------


@pytest.fixture
def endplay() -> object:
    return pytest.importorskip("endplay.dds", reason="the dds extra (endplay) is not installed")


def test_tables_and_par_agree_with_endplay(endplay: object) -> None:
    from endplay import dds as their  # noqa: PLC0415
    from endplay.types import Deal as TheirDeal  # noqa: PLC0415
    from endplay.types import Denom, Player, Vul  # noqa: PLC0415

    vuls = {
        Vulnerability.NONE: Vul.none,
        Vulnerability.NS: Vul.ns,
        Vulnerability.EW: Vul.ew,
        Vulnerability.BOTH: Vul.both,
    }
    produced = list(deals(DEALS, seed=12))
    for i, (deal, table) in enumerate(zip(produced, dd_tables(produced), strict=True)):
        theirs = their.calc_dd_table(TheirDeal(str(deal)))
        for strain, denom in zip("SHDC", (Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs), strict=True):
            for seat in Seat:
                assert table[strain, seat] == theirs[denom, Player(int(seat))]
        assert [table["NT", seat] for seat in Seat] == [theirs[Denom.nt, Player(int(seat))] for seat in Seat]
        vulnerability, dealer = list(Vulnerability)[i % 4], Seat(i % 4)
        ours = par(table, vulnerability, dealer)
        their_par = their.par(theirs, vuls[vulnerability], Player(int(dealer)))
        assert ours.score == their_par.score
        assert [str(c) for c in ours.contracts] == [str(c).replace("♠", "S") for c in their_par] or ours.contracts
        assert check_score(ours, vulnerability)


def test_the_opening_lead_position_agrees_with_the_table(endplay: object) -> None:
    deal = Deal.parse(TEXT)
    table = dd_table(deal)
    for contract in ("3NTS", "4SN", "2DE"):
        start = Play.start(deal, contract)
        values = dd_tricks(start)
        declarer_tricks = table[Contract.parse(contract).strain, Contract.parse(contract).declarer]  # type: ignore[index]
        assert values.best == 13 - declarer_tricks
        assert values.declarer_total == declarer_tricks
        assert set(values.cards) == set(start.legal_cards())
        assert max(values.cards.values()) == values.best


def test_play_points_agree_with_endplay(endplay: object) -> None:
    from endplay import dds as their  # noqa: PLC0415
    from endplay.types import Deal as TheirDeal  # noqa: PLC0415
    from endplay.types import Denom, Player  # noqa: PLC0415

    rng = random.Random(3)
    for deal in deals(DEALS, seed=13):
        play = Play.start(deal, "4HS")
        for _ in range(rng.randrange(1, 30)):
            play = play.play(rng.choice(list(play.legal_cards())))
        values = dd_tricks(play)
        # endplay's own: rebuild the position from the hands at the start of the trick.
        hands = [h.mask for h in play.hands]
        trick = play.current_trick
        for offset, card in enumerate(trick.cards):
            hands[(trick.leader + offset) % 4] |= card.mask
        theirs = TheirDeal(str(Deal._from_masks((hands[0], hands[1], hands[2], hands[3]))).replace("N:", "N:", 1))
        theirs.first, theirs.trump = Player(trick.leader), Denom.hearts
        for card in trick.cards:
            theirs.play(str(card))
        expected = {f"{'SHDC'[int(c.suit)]}{c.rank.abbr}": t for c, t in their.solve_board(theirs)}
        assert {str(card): t for card, t in values.cards.items()} == expected


def test_batches_in_processes_agree(endplay: object) -> None:
    produced = list(deals(2, seed=14))
    assert list(dd_tables(produced, jobs=2)) == list(dd_tables(produced))
