"""Import time: ``python -X importtime -c "import MODULE"`` in fresh interpreters.

Each run starts a new interpreter (the modules must not be cached), so the result is
what a program pays once, at start-up. The figure is the cumulative time the
interpreter reports for the module, the minimum over the runs, since a shared machine
only ever adds to it; the median shows the spread. The CPU time of the same import
(``time.process_time``, in separate interpreters) moves less with the machine's load.

Imports are measured as an installed package runs them, from bytecode: a warm-up
import first writes the ``__pycache__`` files (``PYTHONDONTWRITEBYTECODE`` is cleared
for these interpreters), since compiling the sources, which an editable install
without bytecode repeats at every start, would otherwise dominate.
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys

from attrs import frozen

MODULES = ("trickcards", "trickcards.bridge")
"""The modules whose import time is measured (the package itself, and bridge with it)."""

_ENV = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
_LINE = re.compile(r"import time:\s+\d+ \|\s+(\d+) \| (\S+)$")


@frozen
class ImportTime:
    """Cumulative import times of one module over several fresh interpreters, in ms."""

    module: str
    runs: tuple[float, ...]
    cpu: tuple[float, ...]

    @property
    def best(self) -> float:
        """The fastest run."""
        return min(self.runs)

    @property
    def median(self) -> float:
        """The median run."""
        return statistics.median(self.runs)


def cumulative_ms(module: str) -> float:
    """One fresh interpreter's cumulative import time of ``module``, in milliseconds."""
    stderr = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", f"import {module}"],
        capture_output=True,
        text=True,
        check=True,
        env=_ENV,
    ).stderr
    for line in stderr.splitlines():
        match = _LINE.match(line)
        if match and match.group(2) == module:
            return int(match.group(1)) / 1000
    raise RuntimeError(f"no import time reported for {module!r}")


def cpu_ms(module: str) -> float:
    """One fresh interpreter's CPU time to import ``module``, in milliseconds."""
    code = f"import time; t = time.process_time(); import {module}; print(time.process_time() - t)"
    stdout = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=_ENV).stdout
    return float(stdout) * 1000


def measure(runs: int = 9, modules: tuple[str, ...] = MODULES) -> list[ImportTime]:
    """Each module's import time over ``runs`` fresh interpreters, alternating modules."""
    times: dict[str, list[float]] = {module: [] for module in modules}
    cpu: dict[str, list[float]] = {module: [] for module in modules}
    for module in modules:
        cumulative_ms(module)  # warm-up: writes the bytecode
    for _ in range(runs):
        for module in modules:
            times[module].append(cumulative_ms(module))
            cpu[module].append(cpu_ms(module))
    return [ImportTime(module, tuple(times[module]), tuple(cpu[module])) for module in modules]


def report(results: list[ImportTime]) -> str:
    """The import times as a Markdown table."""
    lines = ["| import | best (ms) | median (ms) | CPU, best (ms) |", "| --- | ---: | ---: | ---: |"]
    lines += [f"| `import {r.module}` | {r.best:.0f} | {r.median:.0f} | {min(r.cpu):.0f} |" for r in results]
    return "\n".join(lines)
