"""A Ctrl-C that lands after a command's own handler, as the command returns or while the
quiet handler is being put back, is still one line and 130 in the `retain` process (a
clean-room run caught one at 0.3 s: a traceback from inside `install_early`), and is left
to the caller anywhere else."""

from __future__ import annotations

import pytest

from retain.cli import interrupt
from retain.cli import main as cli_main


class _Left(Exception):
    pass


def _main_leaves(argv: list[str]) -> None:
    try:
        cli_main.main(argv)
    except _Left:
        return
    except KeyboardInterrupt:
        pytest.fail("the interrupt escaped main(): a traceback at the user")
    pytest.fail("main() returned without leaving")


def _interrupt_on_first_install(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []

    def install_early() -> None:
        calls.append(1)
        if len(calls) == 1:
            raise KeyboardInterrupt  # the signal, at the swap back to the quiet handler

    monkeypatch.setattr(interrupt, "install_early", install_early)
    return calls


def test_an_interrupt_while_the_quiet_handler_is_put_back_leaves_with_one_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _interrupt_on_first_install(monkeypatch)
    monkeypatch.setattr(interrupt, "is_retain_command", lambda: True)
    left: list[int] = []

    def exit_at_once(signum: int, _frame: object) -> None:
        left.append(signum)
        raise _Left

    monkeypatch.setattr(interrupt, "exit_at_once", exit_at_once)
    monkeypatch.setattr(cli_main, "_run", lambda argv: 0)
    _main_leaves(["status"])
    assert left == [2]  # SIGINT: the one line and 130, not a traceback


def test_an_interrupt_as_the_command_returns_leaves_with_one_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(interrupt, "is_retain_command", lambda: True)
    monkeypatch.setattr(interrupt, "install_early", lambda: None)
    left: list[int] = []

    def exit_at_once(signum: int, _frame: object) -> None:
        left.append(signum)
        raise _Left

    def run(_argv: object) -> int:
        raise KeyboardInterrupt  # past the command's own handler

    monkeypatch.setattr(interrupt, "exit_at_once", exit_at_once)
    monkeypatch.setattr(cli_main, "_run", run)
    _main_leaves(["status"])
    assert left == [2]


def test_in_a_program_that_imports_the_cli_the_interrupt_is_its_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _interrupt_on_first_install(monkeypatch)
    monkeypatch.setattr(interrupt, "is_retain_command", lambda: False)
    monkeypatch.setattr(cli_main, "_run", lambda argv: 0)
    with pytest.raises(KeyboardInterrupt):
        cli_main.main(["status"])
