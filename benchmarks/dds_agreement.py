"""The DDS adapter against endplay's own calls: ``python -m benchmarks.dds_agreement [--deals 1000]``.

For each random deal (a nightly job: 1,000; CI's tests run a few), the double-dummy
table from :func:`trickcards.bridge.dds.dd_table` must equal endplay's
``calc_dd_table``, and :func:`trickcards.bridge.dds.par` must give endplay's par
score and contracts for the board's dealer and vulnerability. Also reports the time
per deal of both, interleaved. Needs the dds extra.
"""

from __future__ import annotations

import argparse
import time

from trickcards.bridge import board_dealer, board_vulnerability
from trickcards.bridge.dds import dd_table, par
from trickcards.bridge.dealer import deals
from trickcards.core.seats import Seat

_VULS = {"None": "none", "NS": "ns", "EW": "ew", "Both": "both"}


def main(argv: list[str] | None = None) -> int:
    """Compare on ``--deals`` deals; exit status 1 on any disagreement."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.dds_agreement", description=__doc__)
    parser.add_argument("--deals", type=int, default=1000, help="how many deals (default 1000)")
    parser.add_argument("--seed", type=int, default=2026, help="the seed of the deals")
    args = parser.parse_args(argv)
    from endplay import dds  # noqa: PLC0415 - the dds extra
    from endplay.types import Deal as TheirDeal  # noqa: PLC0415
    from endplay.types import Denom, Player, Vul  # noqa: PLC0415

    denoms = {"NT": Denom.nt, "S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs}
    ours_seconds = theirs_seconds = 0.0
    disagreements = 0
    for board, deal in enumerate(deals(args.deals, seed=args.seed), start=1):
        dealer, vulnerability = board_dealer(board), board_vulnerability(board)
        start = time.perf_counter()
        table = dd_table(deal)
        our_par = par(table, vulnerability, dealer)
        ours_seconds += time.perf_counter() - start
        start = time.perf_counter()
        their_table = dds.calc_dd_table(TheirDeal(str(deal)))
        their_par = dds.par(their_table, getattr(Vul, _VULS[str(vulnerability)]), Player(int(dealer)))
        theirs_seconds += time.perf_counter() - start
        same_table = all(
            table[strain, seat] == their_table[denom, Player(int(seat))]
            for strain, denom in denoms.items()
            for seat in Seat
        )
        their_contracts = sorted(f"{c.level}{c.denom.abbr}{c.declarer.abbr}{c.penalty.abbr}" for c in their_par)
        our_contracts = sorted(
            f"{c.contract.level}{c.contract.strain}{c.contract.declarer}{c.contract.doubling}"
            for c in our_par.contracts
        )
        if not same_table or our_par.score != their_par.score or len(our_contracts) != len(their_contracts):
            disagreements += 1
            print(f"board {board}: {deal}: ours {our_par}, endplay {their_par.score} {their_contracts}")
        if board % 100 == 0:
            print(f"{board} deals, {disagreements} disagreements", flush=True)
    print(
        f"{args.deals} deals: {disagreements} disagreements; "
        f"{1000 * ours_seconds / args.deals:.1f} ms a deal through trickcards, "
        f"{1000 * theirs_seconds / args.deals:.1f} ms through endplay directly"
    )
    return 1 if disagreements else 0


if __name__ == "__main__":
    raise SystemExit(main())
