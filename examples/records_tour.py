"""A tour of the record tools: read a file that has faults, check it, score it, write it back, draw a deal.

Run from the repository root: ``python examples/records_tour.py``.
"""

from pathlib import Path

from trickcards.pbn import read_pbn, write_pbn
from trickcards.pictures import deal_diagram
from trickcards.records.json_io import games_from_json, games_to_json
from trickcards.records.results import compare_tables

RECORDS = Path(__file__).parent.parent / "tests" / "data" / "records"


def main() -> None:
    path = RECORDS / "eyc-1998-junior-teams.pbn"
    text = path.read_text(encoding="utf-8")
    # Spoil one board: West's spade king written as East's spade ace too.
    text = text.replace(
        "N:T32.AKQ7.T3.AQJT A9864.83.AK4.987 J.JT9542.72.K653 KQ75.6.QJ9865.42",
        "N:T32.AKQ7.T3.AQJT A9864.83.AK4.987 J.JT9542.72.K653 AQ75.6.QJ9865.42",
        1,
    )
    games = read_pbn(text, strict=False, file=path.name)
    print(f"{len(games)} boards read")
    for game in games:
        for problem in game.errors:
            print(f"  board {game.board}: {problem}")

    agree = sum(game.score_agrees is True for game in games)
    print(f"{agree} recorded scores agree with the computed ones")
    swings = [result.imps for result in compare_tables(games) if result.imps is not None]
    print(f"{len(swings)} tables compared in IMPs, the biggest swing {max(swings, key=abs)}")

    again = read_pbn(write_pbn(games), strict=False, file=path.name)
    print("PBN written and read again:", [g.deal for g in again] == [g.deal for g in games])
    print("JSON exported and imported:", games_from_json(games_to_json(games)) == games)

    first = next(game for game in games if game.deal is not None)
    deal = first.deal
    if deal is None:
        return
    print()
    print(deal_diagram(deal, board=first.board, dealer=first.dealer, vulnerability=first.vulnerability))
    hand = deal.hands[0]
    print()
    print(f"North: {hand.hcp} HCP, {hand.quick_tricks} quick tricks, {hand.losing_trick_count} losers, {hand.pattern}")


if __name__ == "__main__":
    main()
