"""The viewer as a person uses it: headless Chromium against `retain ui`'s server.

Needs Debian's `chromium` (./install.sh --test --with-system-deps installs it when run as
root) and the playwright package; skipped with the reason in one line otherwise, or failed
when RETAIN_TEST_REQUIRE_BROWSER=1 (CI sets it: there the tests must run).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

import ui_browser as browser
import ui_sample as sample
from retain.memory.facade import Memory
from retain.ui.server import ViewerServer

pytestmark = pytest.mark.slow

_reason = browser.missing_reason()
if _reason:
    if os.environ.get("RETAIN_TEST_REQUIRE_BROWSER") == "1":
        pytest.fail(
            f"browser tests required (RETAIN_TEST_REQUIRE_BROWSER=1) but cannot run: {_reason}",
            pytrace=False,
        )
    pytest.skip(f"browser tests skipped: {_reason}", allow_module_level=True)

from playwright.sync_api import Page, expect, sync_playwright  # noqa: E402

XSS = '<img src=x onerror="document.body.dataset.pwned=1"> came in a bug report'


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, dict[str, int]]]:
    root = tmp_path_factory.mktemp("viewer")
    ids = sample.build(root)
    mem = Memory(root / "retain.db", project=str(root / "shop"))
    ids["xss"] = mem.write(XSS, kind="note").memory_id
    mem.close()
    yield root, ids


@pytest.fixture(scope="module")
def server(store) -> Iterator[ViewerServer]:
    root, _ = store
    mem = Memory(root / "retain.db", project=str(root / "shop"))
    srv = ViewerServer(mem)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield srv
    srv.shutdown()
    srv.server_close()
    mem.close()


@pytest.fixture(scope="module")
def chromium():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=browser.chromium_path(), args=browser.CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def page(chromium, server) -> Iterator[Page]:
    ctx = chromium.new_context(viewport={"width": 1360, "height": 860})
    pg = ctx.new_page()
    problems: list[str] = []
    pg.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    pg.on("pageerror", lambda e: problems.append(str(e)))
    pg.on(
        "request",
        lambda r: (
            None
            if r.url.startswith(server.url.split("?")[0]) or r.url.startswith("data:")
            else problems.append(f"external request {r.url}")
        ),
    )
    pg.goto(server.login_url())  # what `retain ui` hands the browser, through its file
    pg.wait_for_selector("body[data-ready='1']")
    assert pg.url == server.url.split("?")[0]  # signed in, at the clean URL
    yield pg
    ctx.close()
    assert problems == []


def test_the_page_lists_memories_by_project_scope_and_kind(page: Page, store):
    _, ids = store
    expect(page.locator(".card")).to_have_count(len(ids))
    page.locator("#facet-project button", has_text="acme/billing").click()
    expect(page.locator(".card")).to_have_count(2)
    page.locator("#facet-kind button", has_text="constraint").click()
    expect(page.locator(".card")).to_have_count(1)
    expect(page.locator(".card .text")).to_have_text(
        "Stripe webhooks must be idempotent: dedupe on event id"
    )
    page.locator("#facet-project button", has_text="All projects").click()
    page.locator("#facet-kind button", has_text="Any kind").click()
    page.locator("#facet-status button", has_text="superseded").click()
    expect(page.locator(".card")).to_have_count(2)


def test_search_then_open_a_memory_and_read_its_story(page: Page, store):
    _, ids = store
    page.fill("#search", "feature flags")
    first = page.locator(".card").first
    expect(first).to_have_attribute("data-id", str(ids["flags3"]))
    first.click()
    expect(page.locator("#detail-text")).to_have_text(
        "feature flags: Unleash, self-hosted on fly.io (flags.shop.example)"
    )
    chain = page.locator("#detail .timeline li")
    expect(chain).to_have_count(3)
    expect(chain.nth(0)).to_contain_text("feature flags live in LaunchDarkly")
    expect(chain.nth(2)).to_have_class("current status-live")
    expect(page.locator("#detail svg.line circle")).to_have_count(1 + 2)  # prior + 2 outcomes
    chain.nth(0).click()
    expect(page.locator("#detail-text")).to_have_text("feature flags live in LaunchDarkly")
    expect(page.locator("#detail")).to_contain_text(f"superseded by [{ids['flags2']}]")


def test_forget_and_revive_from_the_page(page: Page, server, store):
    _, ids = store
    mid = ids["staging"]
    page.locator(f".card[data-id='{mid}']").click()
    page.click("#act-forget")
    page.fill("#forget-reason", "the staging host was renamed")
    page.click("#forget-confirm")
    expect(page.locator("#act-revive")).to_be_visible()
    expect(page.locator(f".card[data-id='{mid}']")).to_have_class("card status-archived selected")
    assert server.mem.get(mid).status == "archived"
    assert server.mem.get(mid).retired_reason == "forgotten: the staging host was renamed"
    page.click("#act-revive")
    expect(page.locator("#act-forget")).to_be_visible()
    assert server.mem.get(mid).status == "live"


def test_edit_is_a_refinement_that_keeps_history(page: Page, server, store):
    _, ids = store
    mid = ids["nightly"]
    page.locator(f".card[data-id='{mid}']").click()
    page.click("#act-edit")
    page.fill("#edit-text", "the nightly job loads the full fixture set; its timeout is 60 min")
    page.click("#edit-save")
    expect(page.locator("#detail-text")).to_have_text(
        "the nightly job loads the full fixture set; its timeout is 60 min"
    )
    expect(page.locator("#detail .timeline li")).to_have_count(2)
    old = server.mem.get(mid)
    assert old.status == "superseded" and old.superseded_by is not None
    assert server.mem.get(old.superseded_by).n_success == old.n_success  # a refinement keeps them


def test_pin_from_the_page(page: Page, server, store):
    _, ids = store
    mid = ids["lockfile"]
    page.locator(f".card[data-id='{mid}']").click()
    page.click("#act-pin")
    expect(page.locator("#act-pin")).to_have_text("Unpin")
    assert server.mem.get(mid).pinned


def test_stored_markup_is_shown_as_text(page: Page, store):
    _, ids = store
    page.locator(f".card[data-id='{ids['xss']}']").click()
    expect(page.locator("#detail-text")).to_have_text(XSS)
    assert page.locator("#detail img, #list img").count() == 0
    assert page.evaluate("document.body.dataset.pwned") is None


def test_sessions_show_what_was_injected_and_used(page: Page):
    page.click("#tab-sessions")
    sessions = page.locator(".session")
    expect(sessions).to_have_count(4)
    expect(page.locator("#chart-precision svg rect.bar")).to_have_count(2)
    expect(sessions.nth(2)).to_contain_text("precision: no data yet")
    expect(sessions.nth(3).locator("li.used")).to_have_count(2)


def test_store_chart_is_drawn(page: Page):
    expect(page.locator("#chart-store svg polygon")).to_have_count(3)
    expect(page.locator("#chart-store .legend")).to_contain_text("superseded")


def test_a_request_without_the_token_is_refused(chromium, server):
    ctx = chromium.new_context()
    pg = ctx.new_page()
    base = server.url.split("?")[0]
    assert pg.goto(base).status == 403
    assert pg.goto(base + "api/memories").status == 403
    login = server.login_url()
    assert pg.goto(login).status == 200  # signed in: on to the page
    pg.wait_for_selector("body[data-ready='1']")
    assert pg.goto(login).status == 403  # the same link again is spent
    # A page of another site (even another port of 127.0.0.1, which cookies do not tell
    # apart) cannot act with the browser's session: its Origin is refused.
    evil = "http://127.0.0.1:9/evil"
    pg.route(evil, lambda route: route.fulfill(body="<p>hi</p>", content_type="text/html"))
    pg.goto(evil)
    pg.evaluate(
        """async (url) => { for (const type of ['text/plain', 'application/json']) {
        try { await fetch(url, {method: 'POST', mode: 'no-cors', credentials: 'include',
        headers: {'Content-Type': type}, body: '{}'}); } catch (e) {} } }""",
        base + "api/memories/1/forget",
    )
    assert server.mem.get(1).status == "live"
    ctx.close()


def test_the_launch_file_opens_the_viewer(chromium, server):
    """The file `retain ui` hands the browser, opened by a real browser: it signs in."""
    ctx = chromium.new_context()
    pg = ctx.new_page()
    pg.goto(server.launch_file().as_uri())
    pg.wait_for_selector("body[data-ready='1']")
    assert pg.url == server.url.split("?")[0]
    ctx.close()


def test_csp_blocks_inline_script(chromium, server):
    ctx = chromium.new_context()
    pg = ctx.new_page()
    violations: list[str] = []
    pg.on("console", lambda m: violations.append(m.text))
    pg.goto(server.login_url())
    pg.wait_for_selector("body[data-ready='1']")
    pg.evaluate(
        "() => { const s = document.createElement('script'); s.textContent = "
        "'document.body.dataset.inline = 1'; document.body.append(s); }"
    )
    assert pg.evaluate("document.body.dataset.inline") is None
    assert any("Content Security Policy" in v for v in violations)
    ctx.close()
