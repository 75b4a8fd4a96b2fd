"""One build's side of the benchmarks, in its own interpreter: ``python -m benchmarks.worker SCALE``.

Reads a row name per line on stdin and answers with the rate of our workload for that
row (items per second, one round of :func:`benchmarks.timing.rate`); its first line
says which kernel it imported. :mod:`benchmarks.builds` drives one worker per build.
"""

from __future__ import annotations

import sys

from benchmarks.timing import Workload, rate
from benchmarks.workloads import rows


def main() -> int:
    """Serve rates until stdin closes."""
    import trickcards._kernel  # noqa: PLC0415  # reported, so the driver can check the build

    scale = float(sys.argv[1])
    factories = {name: ours for name, ours, _ in rows(scale)}
    built: dict[str, Workload] = {}
    print(trickcards._kernel.__file__, flush=True)
    for line in sys.stdin:
        name = line.rstrip("\n")
        if name not in built:
            built[name] = factories[name]()
            built[name]()  # warm-up
        print(repr(rate(built[name])), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
