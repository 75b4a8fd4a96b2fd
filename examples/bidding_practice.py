"""Bidding practice: a set of boards for practising responses to a 1NT opening, as PBN.

North opens 1NT (15-17, balanced); South holds a five-card major and at least 8 points,
the hands where Stayman or a transfer comes into play. The boards carry their numbers,
dealers and vulnerabilities in the usual cycle, and print as PBN for any bridge program
(``--format diagram`` or ``html`` on the command line for pictures).
"""

from __future__ import annotations

from trickcards.bridge.dealer import boards
from trickcards.cli.dealer import board_games
from trickcards.pbn import write_pbn

CONSTRAINT = "hcp(N) in 15..17 and balanced(N) and (length(S, spades) = 5 or length(S, hearts) = 5) and hcp(S) >= 8"


def main() -> None:
    practice = list(boards(8, seed="1NT practice", accept=CONSTRAINT, dealer="N"))
    print(write_pbn(board_games(practice)), end="")


if __name__ == "__main__":
    main()
