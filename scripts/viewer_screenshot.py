"""Regenerate docs/viewer.png: the viewer's main view on the sample store.

    python scripts/viewer_screenshot.py [OUT.png]

Builds the sample store in a temporary directory, serves it with `retain ui`'s server and
photographs it in headless Chromium (see retain/ui/browser.py).
"""

from __future__ import annotations

import os
import sys
import tempfile
import threading
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

from retain.memory.facade import Memory  # noqa: E402

sys.path.insert(0, str(REPO / "tests"))
import ui_browser as browser  # noqa: E402
import ui_sample as sample  # noqa: E402
from retain.ui.server import ViewerServer  # noqa: E402


def main(out: Path) -> int:
    reason = browser.missing_reason()
    if reason:
        print(f"cannot take the screenshot: {reason}", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        os.environ["HOME"] = str(home)  # the page shows the store as ~/.retain/retain.db
        os.environ["RETAIN_HOME"] = str(home / ".retain")
        db = home / ".retain" / "retain.db"
        ids = sample.build(tmp, db=db)
        mem = Memory(db, embedder=None, project=str(Path(tmp) / "shop"))
        server = ViewerServer(mem)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            with sync_playwright() as p:
                b = p.chromium.launch(
                    executable_path=browser.chromium_path(), args=browser.CHROMIUM_ARGS
                )
                page = b.new_page(viewport={"width": 1360, "height": 860}, device_scale_factor=1)
                page.goto(server.url)
                page.wait_for_selector("body[data-ready='1']")
                page.click(f".card[data-id='{ids['flags3']}']")
                page.wait_for_selector("#detail .timeline li")
                page.screenshot(path=str(out))
                b.close()
        finally:
            server.shutdown()
            server.server_close()
            mem.close()
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else REPO / "docs" / "viewer.png"))
