"""One build's side of the benchmarks, in its own interpreter: ``python -m benchmarks.worker SCALE [--older]``.

Reads a row name per line on stdin and answers with the rate of our workload for that
row (items per second, one round of :func:`benchmarks.timing.rate`); its first line
says which kernel it imported. :mod:`benchmarks.builds` drives one worker per build.
An older version (``--older``, the ``--before`` build) answers ``nan`` for a row whose
path it lacks, or refuses with the library's own error (a game it could not yet sample).
"""

from __future__ import annotations

import sys

from benchmarks.timing import Workload, rate
from benchmarks.workloads import rows


def _missing() -> int:
    return 0


def main() -> int:
    """Serve rates until stdin closes."""
    import trickcards  # noqa: PLC0415  # reported, so the driver can check the build

    try:
        from trickcards.core import _kernel  # noqa: PLC0415
    except ImportError:  # an older version (--before), from before the kernel
        kernel = f"{trickcards.__file__} (no kernel)"
    else:
        kernel = str(_kernel.__file__)
    scale = float(sys.argv[1])
    older = "--older" in sys.argv[2:]
    lacking: tuple[type[Exception], ...] = (ImportError, AttributeError)
    if older:
        from trickcards.core.errors import TrickcardsError  # noqa: PLC0415  # after the build is reported

        lacking = (*lacking, TrickcardsError)
    factories = {name: ours for name, ours, _ in rows(scale)}
    built: dict[str, Workload] = {}
    print(kernel, flush=True)
    for line in sys.stdin:
        name = line.rstrip("\n")
        if name not in built and older and name not in factories:  # a row of a game the older version lacks
            built[name] = _missing
        if name not in built:
            try:
                built[name] = factories[name]()
                built[name]()  # warm-up
            except lacking:  # an older version (--before) without this path
                built[name] = _missing
        print(repr(rate(built[name])) if built[name] is not _missing else "nan", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
