"""How often does 4S make opposite a 1NT opener, and is it better than 3NT? A double-dummy simulation.

North opens a strong 1NT (15-17, balanced); South holds six spades and 8-9 points.
Deal boards that fit, solve each double-dummy (the dds extra: pip install
"trickcards[dds]"), then report how often 4S by South makes, its mean score, and the
IMPs it gains over 3NT by North, each with a 95% confidence interval. Raise DEALS for
tighter intervals; ``trickcards simulate`` does the same from the command line.
"""

from __future__ import annotations

from trickcards.bridge.dds import dd_tables, dds_available
from trickcards.bridge.dealer import deals
from trickcards.bridge.simulation import compare_contracts, contract_stats

CONSTRAINT = "hcp(N) in 15..17 and balanced(N) and shape(S, 6xxx) and hcp(S) in 8..9"
DEALS = 8


def main() -> None:
    if not dds_available():
        print('double-dummy analysis needs the dds extra: pip install "trickcards[dds]"')
        return
    tables = list(dd_tables(deals(DEALS, seed=2026, accept=CONSTRAINT)))
    print(contract_stats(tables, "4SS"))
    print("IMPs for 4S over 3NT:", compare_contracts(tables, "4SS", "3NTN"))


if __name__ == "__main__":
    main()
