"""The suite's HOME isolation survives a test ending its own patches early."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


def test_a_tests_own_undo_keeps_the_isolated_home(
    isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("retain.core.validate.redact", lambda text: (text, 0))
    monkeypatch.undo()  # several tests end a patch this way before going on
    assert os.environ["HOME"] == str(isolated_home)
    assert os.environ["RETAIN_HOME"] == str(isolated_home / ".retain")
    assert os.environ["RETAIN_EMBEDDER"] == "fakes:FakeEmbedder"
