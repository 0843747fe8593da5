"""The web client's figures (docs/benchmarks.md): what the page weighs, how soon it has
its first words, and how soon a key's answer reaches the live region.

    python scripts/bench_web.py [--keys 60]

A real ``baloot-audio serve`` and Debian's Chromium, headless (tests/web/browser.py):

- **size**: every file the page loads before its first words (the page, its style and
  script, the vendored @fluent/bundle, its labels in its language and in English),
  as the server sends them (gzipped), and the sound pack (fetched once sound starts);
- **first words**: from the navigation to the login form labelled in the page's
  language (the browser's own Navigation Timing and a mark in the page), and from the
  Start key to the table's first line in the live region;
- **key to live region**: the score key (S) at the table, ``--keys`` times: from the
  key's event to the live region's change (a MutationObserver), in the page's own
  clock: the server's words, the round trip and the drawing; p50 and p95.
"""

from __future__ import annotations

import argparse
import http.client
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT)]

from net.serve import Serve  # noqa: E402
from web.browser import Browser  # noqa: E402

PAGE_FILES = ("/", "/static/app.css", "/static/app.js", "/static/vendor/fluent-bundle.js")


def fetched(port: int, path: str, source: str) -> tuple[int, int]:
    """(bytes sent gzipped when asked, bytes plain) of one file."""
    sizes = []
    for headers in ({"Accept-Encoding": "gzip"}, {}):
        conn = http.client.HTTPConnection("127.0.0.1", port, source_address=(source, 0))
        conn.request("GET", path, headers=headers)
        sizes.append(len(conn.getresponse().read()))
        conn.close()
    return sizes[0], sizes[1]


def size(port: int, lang: str) -> dict:
    files = [*PAGE_FILES, *dict.fromkeys([f"/locales/{lang}/page.ftl", "/locales/en/page.ftl"])]
    rows = {path: fetched(port, path, f"127.0.3.{i + 1}") for i, path in enumerate(files)}
    pack = fetched(port, "/sounds/pack", "127.0.3.20")
    return {"files": rows, "page_gzip": sum(g for g, _ in rows.values()),
            "page_plain": sum(p for _, p in rows.values()), "sounds": pack[1]}


def first_words(browser: Browser, port: int, lang: str) -> tuple[float, float]:
    page = browser.page(f"http://127.0.0.1:{port}/?lang={lang}&rate=600")
    page.wait("performance.getEntriesByName('baloot-labelled').length > 0")
    labelled = page.js("performance.getEntriesByName('baloot-labelled')[0].startTime")
    page.wait("!document.getElementById('login').hidden")
    page.type(f"Bench{lang}{int(labelled)}")
    page.key("Enter")
    page.wait("!document.getElementById('lobby').hidden")
    page.js("document.querySelector('#create-form button[type=submit]').click()")
    page.wait("!document.getElementById('room').hidden")
    page.js("window.saidAt = null; new MutationObserver(() => { if (window.saidAt === null) "
            "window.saidAt = performance.now(); }).observe(document.getElementById('said'), "
            "{childList: true}); document.getElementById('start').focus()")
    start = page.js("performance.now()")
    page.key("Enter")
    page.wait("window.saidAt !== null")
    table = page.js("window.saidAt") - start
    page.js("localStorage.clear()")          # the next page is a first visit again
    page.close()
    return labelled, table


def key_to_region(browser: Browser, port: int, keys: int) -> list[float]:
    page = browser.page(f"http://127.0.0.1:{port}/?lang=en&rate=600")
    page.wait("!document.getElementById('login').hidden")
    page.type("Keys")
    page.key("Enter")
    page.wait("!document.getElementById('lobby').hidden")
    page.js("document.querySelector('#create-form button[type=submit]').click()")
    page.wait("!document.getElementById('room').hidden")
    page.js("document.getElementById('start').click()")
    page.wait("!!(document.activeElement && document.activeElement.closest('#hand'))")
    page.js("window.lags = []; window.keyAt = null;"
            "document.addEventListener('keydown', e => { if (e.code === 'KeyS') "
            "window.keyAt = e.timeStamp; }, true);"
            "new MutationObserver(() => { if (window.keyAt !== null && "
            "document.getElementById('said').lastElementChild.className === 'answer') { "
            "window.lags.push(performance.now() - window.keyAt); window.keyAt = null; } })"
            ".observe(document.getElementById('said'), {childList: true});")
    for n in range(keys):
        page.key("s")
        page.wait(f"window.lags.length >= {n + 1}")
    lags = page.js("window.lags")
    page.js("localStorage.clear()")
    page.close()
    return lags


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keys", type=int, default=60)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder, \
            Serve(Path(folder), bot_delay="1.0") as server, Browser(Path(folder)) as browser:
        for lang in ("en", "ar"):
            got = size(server.port, lang)
            print(f"page ({lang}): {got['page_gzip'] / 1024:.1f} KiB gzipped "
                  f"({got['page_plain'] / 1024:.1f} KiB plain); sound pack "
                  f"{got['sounds'] / 1024:.0f} KiB")
            for path, (packed, plain) in got["files"].items():
                print(f"    {path}: {packed} B gzipped, {plain} B plain")
        firsts = [first_words(browser, server.port, lang) for lang in ("en", "ar", "en", "ar")]
        print("first words (navigation -> login labelled), ms: "
              + ", ".join(f"{a:.0f}" for a, _ in firsts))
        print("Start key -> the table's first line, ms: "
              + ", ".join(f"{b:.0f}" for _, b in firsts))
        lags = key_to_region(browser, server.port, args.keys)
        quantiles = statistics.quantiles(lags, n=20)
        print(f"key S -> live region, {len(lags)} keys: p50 {statistics.median(lags):.1f} ms, "
              f"p95 {quantiles[18]:.1f} ms, max {max(lags):.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
