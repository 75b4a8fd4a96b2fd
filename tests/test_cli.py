"""The top-level command: game and pack listings, exit statuses."""

import pytest

from trickcards import PACKS
from trickcards.cli import main
from trickcards.variants import VARIANTS, UnknownVariantError, find_variant


def test_games_lists_every_variant(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    for variant in VARIANTS:
        assert variant.name in out
    assert "implemented" in out


def test_decks_lists_every_pack(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["decks"]) == 0
    out = capsys.readouterr().out
    for name, deck in PACKS.items():
        assert f"{name}" in out
        assert f"{len(deck)} cards" in out


def test_usage_errors_and_help_return_a_status(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["no-such-command"]) == 2
    assert main(["--help"]) == 0
    assert main([]) == 2
    capsys.readouterr()


def test_find_variant_by_alias() -> None:
    assert find_variant("Oh Hell").name == "blackout"
    assert find_variant("rubber_bridge").name == "rubber"
    with pytest.raises(UnknownVariantError, match="'tarot' is not a known game"):
        find_variant("tarot")
