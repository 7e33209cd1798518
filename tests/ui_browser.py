"""Headless Chromium for the viewer's end-to-end tests and its README screenshot.

Debian's `chromium` package, driven by Playwright (`pip install playwright`, no browser
download: we point it at the system binary).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]


def chromium_path() -> str | None:
    """The system Chromium, or None. RETAIN_TEST_CHROMIUM may name another binary."""
    for candidate in (os.environ.get("RETAIN_TEST_CHROMIUM"), "/usr/bin/chromium"):
        if candidate and Path(candidate).is_file():
            return candidate
    return shutil.which("chromium") or shutil.which("chromium-browser")


def missing_reason() -> str | None:
    """Why the browser tests cannot run here, or None when they can."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is not installed (pip install -e '.[dev]')"
    if chromium_path() is None:
        return (
            "Chromium is not installed: `./install.sh --test --with-system-deps` installs it "
            "as root, or `sudo apt-get install chromium`"
        )
    return None
