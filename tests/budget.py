"""Examples for the checks that are dear per example: a share of the Hypothesis profile's.

A property that costs much per example does not run the profile's ``max_examples`` (200
under ``ci``) but a count of its own, written once where the test is declared:
``@examples(25)`` is 25 examples under ``ci`` and the same share of any other profile's
``max_examples``: an eighth under ``wheel`` (at least one), half under ``dev``, 50 times
as many under ``nightly`` (the profiles are registered in tests/conftest.py; see
CONTRIBUTING.md). ``first(range(3), ci=1)`` does the same for a test parametrized by
seeds or chosen cases: seed 0 under ``ci`` and ``wheel``, all three under ``nightly``.

The counts under ``ci`` keep CI's run of the suite short; the nightly run is where these
checks look hard.
"""

from collections.abc import Sequence
from typing import TypeVar

from hypothesis import settings

T = TypeVar("T")

#: The examples a property runs under ``ci`` when it asks for no count of its own.
CI_EXAMPLES = settings.get_profile("ci").max_examples


def scaled(count: int) -> int:
    """``count`` under ``ci``; under the profile loaded, the same share of its ``max_examples``, at least 1."""
    profile = settings.default
    loaded = profile.max_examples if profile is not None else CI_EXAMPLES
    return max(1, round(count * loaded / CI_EXAMPLES))


def examples(count: int) -> settings:
    """Settings for a property that runs ``count`` examples under ``ci``, scaled for the profile loaded."""
    return settings(max_examples=scaled(count))


def first(cases: Sequence[T], ci: int) -> list[T]:
    """The first ``ci`` of ``cases`` under ``ci``, scaled for the profile loaded: at least one, at most all.

    For a test parametrized by seeds or chosen cases, ``cases`` is the full list (the
    nightly run takes every case) and ``ci`` how many of them CI's run takes.
    """
    return list(cases[: scaled(ci)])
