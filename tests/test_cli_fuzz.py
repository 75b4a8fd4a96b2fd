"""The ``trickcards`` command never crashes: any arguments and any file exit with status 0 or 2."""

import contextlib
import io
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from budget import examples
from trickcards.bridge import Contract, Honours
from trickcards.bridge.sheet_text import parse_tricks, read_deals
from trickcards.bridgette import BridgetteContract, BridgetteScoreSheet, Player
from trickcards.bridgette import Call as BridgetteCall
from trickcards.cli import main
from trickcards.core.errors import ParseError, TrickcardsError

WORDS = [
    "score",
    "rubber",
    "bridgette",
    "sheet",
    "games",
    "decks",
    "--table",
    "--vulnerable",
    "--honours",
    "--dealer",
    "--non-dealer-vulnerable",
    "--value-by-tricks",
    "--no-three-over",
    "--bonus-after-multiplier",
    "duplicate",
    "chicago",
    "rubber-classic",
    "4SXN",
    "3NT",
    "0NT",
    "7NTXX",
    "2HX",
    "=",
    "+1",
    "-2",
    "10",
    "13",
    "14",
    "²",
    "+²",
    "١٠",
    "NS:100",
    "EW:²",
    "N",
    "Q",
    "",
]

ARGUMENT = st.one_of(st.sampled_from(WORDS), st.text(max_size=8))

DEAL_LINES = st.lists(
    st.one_of(
        st.sampled_from(
            ["2SN 8", "1NTE 7", "4HW =", "3NTS +1", "pass", "finish", "4SN 10 honours=NS:100", "# note", ""]
        ),
        st.sampled_from(["A 3NTX 9", "B 0NT 6", "cancelled", "first dealer B", "A 4S ²", "B 7NTXX 13"]),
        st.text(max_size=12),
    ),
    max_size=12,
)


@contextlib.contextmanager
def quiet() -> Iterator[None]:
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        yield


def status_of(argv: list[str]) -> int:
    """The exit status of ``trickcards argv`` (``main`` returns it, usage errors included)."""
    with quiet():
        return main(argv)


@examples(50)
@given(st.lists(ARGUMENT, max_size=6))
def test_any_arguments_exit_0_or_2(argv: list[str]) -> None:
    assert status_of(argv) in (0, 2)


@pytest.mark.parametrize(
    "argv",
    [
        ["score", "4SN", "²"],
        ["score", "4SN", "+²"],
        ["score", "4SN", "=", "--honours", "NS:²"],
        ["bridgette", "score", "4S", "²"],
        ["bridgette", "score", "4S", "١٠"],
    ],
)
def test_digits_that_int_cannot_read_are_bad_input(argv: list[str]) -> None:
    # str.isdigit accepts them, int() raised a bare ValueError out of main().
    assert status_of(argv) == 2


NUL_NAME = "deals\0.txt"
DIAGRAM = "N:QT65.J94.A62.A64 KJ7.A72.KT4.J753 843.KQT85.Q87.92 A92.63.J953.KQT8"


@pytest.mark.parametrize(
    ("argv", "status"),
    [
        (["rubber", NUL_NAME], 2),
        (["analyse", NUL_NAME], 2),
        (["bridgette", "sheet", NUL_NAME], 2),
        (["blackout", "sheet", NUL_NAME], 2),
        (["pbn", NUL_NAME], 2),
        (["lin", NUL_NAME], 2),
        (["validate", NUL_NAME], 2),  # reported as an unreadable file, as a missing one is
        (["replay", "duplicate", NUL_NAME], 2),
        (["html", NUL_NAME, "-o", "report.html"], 2),
        (["html", "deals.pbn", "-o", NUL_NAME], 2),
        (["rubber", "deals.txt", "--svg", NUL_NAME], 2),
        (["diagram", DIAGRAM, "--svg", NUL_NAME], 2),
    ],
)
def test_a_file_name_holding_a_nul_is_bad_input(
    argv: list[str], status: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # open() refuses such a name with a bare ValueError, which escaped main() before.
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deals.txt").write_text("4SN 10\n", encoding="utf-8")
    (tmp_path / "deals.pbn").write_text(f'[Board "1"]\n[Deal "{DIAGRAM}"]\n', encoding="utf-8")
    with contextlib.redirect_stdout(io.StringIO()) as out, contextlib.redirect_stderr(io.StringIO()) as err:
        assert main(argv) == status
    assert "is not a file name: it holds a NUL character" in out.getvalue() + err.getvalue()


@examples(50)
@given(DEAL_LINES, st.sampled_from(["rubber", "chicago", "chicago-duplicate", "rubber-classic"]))
def test_any_deal_file_exits_0_or_2(lines: list[str], table: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "deals.txt"
        path.write_text("\n".join(lines), encoding="utf-8")
        assert status_of(["rubber", str(path), "--table", table]) in (0, 2)
        assert status_of(["bridgette", "sheet", str(path)]) in (0, 2)


@pytest.mark.parametrize("command", [["rubber"], ["bridgette", "sheet"]])
def test_a_file_that_is_not_utf8_text_is_bad_input(command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "binary.txt"
        path.write_bytes(b"\xff\xfe\x00 4SN 10\n")
        assert main([*command, str(path)]) == 2
    err = capsys.readouterr().err
    assert "binary.txt" in err
    assert "is not a text file of deals" in err
    assert err.count("\n") == 1


# --- the parsers behind the commands answer any text with a TrickcardsError at worst -----------


@given(st.text(max_size=20))
def test_text_parsers_raise_only_trickcards_errors(text: str) -> None:
    def tricks(t: str) -> int:
        return parse_tricks(t, Contract.parse("4S"))

    parsers: list[Callable[[str], object]] = [
        Honours.parse,
        Contract.parse,
        BridgetteContract.parse,
        BridgetteCall.parse,
        Player.parse,
        tricks,
    ]
    for parse in parsers:
        with contextlib.suppress(TrickcardsError):
            parse(text)


@given(DEAL_LINES)
def test_deal_file_readers_raise_only_parse_errors(lines: list[str]) -> None:
    with contextlib.suppress(ParseError):
        read_deals(lines)
    with contextlib.suppress(ParseError):
        BridgetteScoreSheet.parse("\n".join(lines))
