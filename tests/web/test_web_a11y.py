"""Every screen of the web client, at a phone's size (390x844) in English and in
Arabic, checked by axe-core (from npm, used by the tests only): no violation. The
screens' pictures go to the test's folder, or with BALOOT_WEB_SCREENSHOTS=DIR (see
docs/web.md) to DIR. On the table, the app's swipe gestures work with
no screen reader: a swipe asks the score, as its key does."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from conftest import unavailable
from net.serve import Serve

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "tests" / "web" / "node_modules" / "axe-core" / "axe.min.js"
PHONE = (390, 844)


def violations(page) -> list[dict]:
    if not page.js("typeof axe !== 'undefined'"):
        page.js(AXE.read_text(encoding="utf-8"))      # DevTools' own evaluation
    return page.js("axe.run(document, {resultTypes: ['violations']}).then(r => "
                   "r.violations.map(v => ({id: v.id, impact: v.impact, "
                   "nodes: v.nodes.map(n => n.target.join(' ') + ': ' + n.failureSummary)})))")


def shot(page, folder: Path, name: str) -> None:
    page.wait("document.fonts.status === 'loaded'")
    page.screenshot(folder / f"web-{name}.png")


@pytest.mark.slow(60)
@pytest.mark.parametrize("lang", ["en", "ar"])
def test_every_screen_has_no_axe_violation_on_a_phone(tmp_path, browser, lang):
    if not AXE.exists():
        unavailable("axe-core is not installed in tests/web (scripts/test.sh installs it)")
    folder = Path(os.environ.get("BALOOT_WEB_SCREENSHOTS") or tmp_path)
    found: dict[str, list] = {}
    with Serve(tmp_path, bot_delay="0.3") as server:
        page = browser.page(f"http://127.0.0.1:{server.port}/?lang={lang}&rate=600",
                            *PHONE, mobile=True, touch=True)
        page.wait("!document.getElementById('login').hidden", what="the login form")
        found["login"] = violations(page)
        shot(page, folder, f"{lang}-login")
        page.type("Dana")
        page.key("Enter")
        page.wait("!document.getElementById('lobby').hidden", what="the lobby")
        page.wait("document.querySelectorAll('#tables li').length > 0", what="the list")
        found["lobby"] = violations(page)
        shot(page, folder, f"{lang}-lobby")
        page.js("document.querySelector('#create-form button[type=submit]').click()")
        page.wait("!document.getElementById('room').hidden", what="the room")
        found["room"] = violations(page)
        page.js("document.getElementById('start').click()")
        page.wait("document.querySelectorAll('#hand button').length === 5", what="the deal")
        found["table"] = violations(page)
        page.wait("document.querySelectorAll('#seats .played').length > 0"
                  " || document.querySelectorAll('#calls button').length > 0",
                  timeout=90, what="a card or our call")
        found["table_later"] = violations(page)
        shot(page, folder, f"{lang}-table-play")
        page.js("document.getElementById('settings').open = true")
        found["settings"] = violations(page)
        page.js("document.getElementById('contrast').click();"
                "document.getElementById('large-text').click()")
        found["contrast"] = violations(page)
        page.js("document.getElementById('settings').open = false; window.scrollTo(0, 0)")
        assert page.js("document.documentElement.scrollWidth <= window.innerWidth"), \
            "the page is wider than the phone"
        shot(page, folder, f"{lang}-contrast")
        # a swipe down then back (left in English, right in Arabic): the score, as S
        answers = page.js("window.balootHeard.length")
        box = page.js("(() => { const r = document.getElementById('seats')"
                      ".getBoundingClientRect(); return [r.x + r.width / 2, r.y + 10]; })()")
        x, y = box
        back = -1 if lang == "en" else 1
        page.touch([(x, y), (x, y + 30), (x, y + 60), (x + back * 30, y + 60),
                    (x + back * 60, y + 60)])
        page.wait(f"window.balootHeard.slice({answers}).some(l => /52/.test(l))",
                  what="the score, asked by a swipe")
    bad = {screen: [(v["id"], v["impact"], v["nodes"][:2]) for v in found[screen]]
           for screen in found if found[screen]}
    assert bad == {}, bad
