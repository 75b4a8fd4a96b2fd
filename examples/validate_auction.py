"""Validate a bridge auction call by call, then show a call the rules refuse and why."""

from trickcards import Seat
from trickcards.bridge import Auction, Call
from trickcards.core.errors import IllegalCallError


def main() -> None:
    auction = Auction(dealer=Seat.NORTH)
    for text in ["1S", "2H", "2S", "P", "4S", "P", "P", "P"]:
        call = Call.parse(text)
        seat = auction.next_player
        auction = auction.add(call)
        print(f"{seat!s:>2}: {call.pretty()}")
    print(f"contract {auction.contract} (declarer {auction.declarer}, opening lead {auction.opening_leader})")

    doubled = Auction.parse("N: 1H X")
    for text in ("X", "1D", "2C"):
        try:
            doubled.verify_add(text)
            print(f"{text}: legal")
        except IllegalCallError as error:
            print(f"{text}: refused ({error.reason}): {error}")
    print("legal now:", " ".join(str(c) for c in doubled.legal_calls()[:6]), "...")


if __name__ == "__main__":
    main()
