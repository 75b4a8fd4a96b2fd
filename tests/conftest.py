"""Shared test configuration: the Hypothesis profiles, and one reading of each record file a session.

``ci`` is derandomised (a fixed seed, so a CI failure always reproduces) and is chosen
when the ``CI`` environment variable is set; ``dev`` explores new examples each run;
``wheel`` (derandomised, fewer examples) is for CI's second run of the suite, against
the installed wheel; ``nightly`` is a long random run (50 times ``ci``'s examples) for
scheduled jobs (.ci/nightly), see CONTRIBUTING.md. Set ``HYPOTHESIS_PROFILE`` to pick one
explicitly. A property dear per example runs a count of its own under ``ci``
(``@examples(n)`` from tests/budget.py), and the same share of every other profile.
"""

import functools
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from hypothesis import HealthCheck, settings

if TYPE_CHECKING:
    from trickcards.pbn import Game

settings.register_profile(
    "ci",
    derandomize=True,
    max_examples=200,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", max_examples=100, deadline=None)
# The second run of the suite in CI, against the installed wheel: the same tests, fewer examples.
settings.register_profile(
    "wheel", derandomize=True, max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "nightly",
    max_examples=10_000,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))


def pytest_report_header() -> str:
    """Which trickcards the suite tests: CI checks it is the installed package, not src/."""
    import trickcards  # noqa: PLC0415  # imported here so the header names the copy the tests will use

    return f"trickcards {trickcards.__version__} from {trickcards.__file__}"


RECORDS = Path(__file__).parent / "data" / "records"


@pytest.fixture(scope="session")
def read_record() -> Callable[[str], list["Game"]]:
    """A reader of the files of tests/data/records, leniently, each file read once a session.

    Reading the world championship's 7,632 boards takes seconds; the tests that only read
    it (round trips, the lenient reader's problems, comparing tables) share one reading.
    The games are frozen values, so sharing them is safe; each call gives a list of its own.
    """
    from trickcards.lin import read_lin  # noqa: PLC0415  # imported here, like the header's trickcards
    from trickcards.pbn import read_pbn  # noqa: PLC0415

    @functools.cache
    def read(name: str) -> tuple["Game", ...]:
        text = (RECORDS / name).read_text(encoding="utf-8")
        return tuple(read_lin(text, strict=False) if name.endswith(".lin") else read_pbn(text, strict=False))

    return lambda name: list(read(name))


def _stand_in_dd_tables() -> None:
    """Without the dds extra, the bridge-bidding game's missing tables come from a stand-in.

    The tests that play every game to its end then play bridge bidding too: each side
    takes its share of 13 tricks by high-card points in every strain (not double-dummy).
    The tests of the game's scores use the real tables (tests/test_bridge_bidding.py),
    given or through DDS, and skip without it.
    """
    from trickcards.bridge import bidding_game  # noqa: PLC0415
    from trickcards.bridge.dds import DDTable, dds_available  # noqa: PLC0415

    if dds_available():
        return

    def stand_in(deal: object) -> DDTable:
        north_south = deal.hands[0].hcp + deal.hands[2].hcp  # type: ignore[attr-defined]
        ns_tricks = north_south * 13 // 40
        return DDTable([[ns_tricks, 13 - ns_tricks] * 2 for _ in range(5)])

    setattr(bidding_game, "dd_table", stand_in)  # noqa: B010  # the module's solver, replaced for the suite


_stand_in_dd_tables()
