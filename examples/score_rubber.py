"""Score a rubber of contract bridge through the API and print the score pad."""

from trickcards import Hand
from trickcards.bridge import RUBBER_CLASSIC, ChicagoScoreSheet, Contract, Honours, RubberScoreSheet

# (contract with declarer, tricks won by declarer's side, honours); None is a passed-out deal.
RUBBER: list[tuple[str, int, Honours | None] | None] = [
    ("2HS", 9, None),
    ("1NTW", 7, None),
    ("2SN", 8, Honours.parse("NS:100")),
    None,
    ("4HE", 10, None),
    ("3SN", 8, None),
    ("4SXW", 7, None),
    ("3NTS", 10, None),
]


def play_rubber(sheet: RubberScoreSheet) -> RubberScoreSheet:
    for deal in RUBBER:
        if deal is None:
            sheet = sheet.record_passed_out()
        else:
            text, tricks, honours = deal
            sheet = sheet.record(Contract.parse(text), tricks, honours=honours)
    return sheet


def main() -> None:
    modern = play_rubber(RubberScoreSheet())
    print(modern)
    print(f"settlement: {modern.settle()} units to We\n")

    classic = play_rubber(RubberScoreSheet(RUBBER_CLASSIC))
    print(f"the same rubber under the classic table: We {classic.totals[0]}, They {classic.totals[1]}\n")

    # Honours found in the hands themselves: North holds all five spade honours.
    hands = [Hand.parse("AKQJT.432.A2.K32"), Hand.parse("987.AKQ.KQ3.A654"),
             Hand.parse("6543.J65.J654.QJ"), Hand.parse("2.T987.T987.T987")]  # fmt: skip
    chicago = ChicagoScoreSheet().record(Contract.parse("4SN"), 10, honours=hands)
    print(chicago)


if __name__ == "__main__":
    main()
