"""The page and its files on the game's own address, attacked from outside as any
client: a strict Content-Security-Policy on every answer, nothing outside the
page's folders, the origin of a browser's game connection checked, the same limits
for a browser's own messages as for the game's; and the pieces the page is built of
(the vendored @fluent/bundle, the protocol's version) kept true."""

from __future__ import annotations

import asyncio
import gzip
import json
import re
import subprocess
import sys
import http.client
import urllib.parse
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from baloot_audio.net.wire.protocol import VERSION
from baloot_audio.web.pages import CSP
from conftest import unavailable
from net.serve import Serve

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "baloot_audio" / "web" / "static"


def get(url: str, source: str = "127.0.0.1", **headers: str):
    """A GET from the loopback address ``source`` (each test its own: the gate counts
    new connections by address, as it counts the game's)."""
    parts = urllib.parse.urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10,
                                      source_address=(source, 0))
    conn.request("GET", parts.path + (f"?{parts.query}" if parts.query else ""),
                 headers=headers)
    answer = conn.getresponse()
    try:
        return answer.status, dict(answer.headers), answer.read()
    finally:
        conn.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with Serve(tmp_path_factory.mktemp("pages"), "--origin", "https://friends.example") as s:
        yield s


def test_the_page_is_served_at_the_games_address_with_a_strict_policy(server):
    base = f"http://127.0.0.1:{server.port}"
    status, headers, body = get(base + "/", "127.0.1.1",
                                **{"Accept-Language": "ar-SA,ar;q=0.9,en;q=0.5"})
    assert status == 200 and headers["Content-Security-Policy"] == CSP
    assert "script-src 'self'" in CSP and "'unsafe" not in CSP and "default-src 'none'" in CSP
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert b'<html lang="ar" dir="rtl">' in body          # the first paint is right to left
    assert b"<script>" not in body and b" on" + b"click=" not in body   # no inline script
    _, _, english = get(base + "/?lang=en", "127.0.1.1")
    assert b'<html lang="en" dir="ltr">' in english
    for path in ("/static/app.js", "/static/app.css", "/static/vendor/fluent-bundle.js",
                 "/locales/fr/page.ftl", "/locales/ar/web.ftl", "/sounds/trump_me.wav"):
        status, headers, _ = get(base + path, "127.0.1.1")
        assert status == 200 and headers["Content-Security-Policy"] == CSP, path
    status, headers, packed = get(base + "/static/app.js", "127.0.1.1",
                                  **{"Accept-Encoding": "gzip"})
    assert headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(packed) == (STATIC / "app.js").read_bytes()


def test_nothing_outside_the_pages_folders_is_served(server):
    base = f"http://127.0.0.1:{server.port}"
    for path in ("/static/../pages.py", "/static/%2e%2e/pages.py", "/locales/xx/web.ftl",
                 "/locales/en/../../setup.py", "/sounds/../README.md", "/baloot_audio/cli.py",
                 "/static/index.html.bak", "/locales/en/rules.md"):
        status, headers, _ = get(base + path, "127.0.1.2")
        assert status == 404 and headers["Content-Security-Policy"] == CSP, path


def test_the_sound_pack_holds_every_cue_and_the_page_catalogue_every_label(server):
    base = f"http://127.0.0.1:{server.port}"
    _, _, pack = get(base + "/sounds/pack", "127.0.1.3")
    head, _, rest = pack.partition(b"\n")
    index = json.loads(head)
    assert set(index) == {p.stem for p in (ROOT / "sounds").glob("*.wav")}
    offset, length = index["trump_me"]
    assert rest[offset:offset + length] == (ROOT / "sounds" / "trump_me.wav").read_bytes()
    _, _, ftl = get(base + "/locales/ar/page.ftl", "127.0.1.3")
    ids = set(re.findall(r"(?m)^([a-z][\w-]*) =", ftl.decode()))
    page = (STATIC / "index.html").read_text() + (STATIC / "app.js").read_text()
    used = set(re.findall(r'data-l10n-id="([\w-]+)"', page)) | \
        set(re.findall(r'tr\("([\w-]+)"', page))
    assert used and used <= ids, used - ids


def test_a_game_connection_from_another_pages_origin_is_refused(server):
    async def main():
        host = f"127.0.0.1:{server.port}"
        for origin in (None, f"http://{host}", "https://friends.example"):
            headers = {"Origin": origin} if origin else {}
            async with connect(f"ws://{host}/", additional_headers=headers, origin=None,
                               local_addr=("127.0.1.4", 0)) as ws:
                await ws.send(json.dumps({"type": "hello", "version": VERSION, "name": "Ok"}))
                assert json.loads(await ws.recv())["type"] == "welcome"
        for origin in ("http://evil.example", f"http://{host}.evil.example", "null"):
            with pytest.raises(InvalidStatus) as refused:
                async with connect(f"ws://{host}/", additional_headers={"Origin": origin},
                                   local_addr=("127.0.1.4", 0)):
                    pass
            assert refused.value.response.status_code == 403, origin
    asyncio.run(main())


def test_a_browsers_own_messages_have_the_same_limits(server):
    """A flood of a browser's own messages is throttled, then the connection goes."""
    async def main():
        async with connect(f"ws://127.0.0.1:{server.port}/", local_addr=("127.0.1.5", 0)) as ws:
            await ws.send(json.dumps({"type": "words", "lang": "fr"}))
            keys = json.loads(await ws.recv())
            assert keys["type"] == "keys" and keys["lang"] == "fr"
            await ws.send(json.dumps({"type": "ask", "question": "ask_score"}))
            line = json.loads(await ws.recv())
            assert line["type"] == "line" and line["answer"] and "table" in line["text"]
            await ws.send(json.dumps({"type": "ask", "question": "x" * 100}))
            assert json.loads(await ws.recv())["code"] == "malformed"
            for _ in range(400):
                await ws.send(json.dumps({"type": "said", "n": 1}))
            codes = []
            try:
                while "throttled" not in codes:
                    codes.append(json.loads(await asyncio.wait_for(ws.recv(), 10)).get("code"))
            except (asyncio.TimeoutError, ConnectionClosed):
                pass
            assert "throttled" in codes, codes
    asyncio.run(main())


def test_without_the_web_client_the_game_is_served_alone(tmp_path):
    with Serve(tmp_path, "--no-web") as alone:
        status, _, _ = get(f"http://127.0.0.1:{alone.port}/")
        assert status == 426               # websockets' "upgrade required": no page


def test_the_web_floor_never_loads_pyglet():
    code = ("import sys\n"
            "class Block:\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            "        if name.split('.')[0] in ('pyglet', 'accessible_output2', 'speechd'):\n"
            "            raise ImportError(name)\n"
            "sys.meta_path.insert(0, Block())\n"
            "import baloot_audio.web.serve, baloot_audio.web.session\n")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_the_page_speaks_the_servers_protocol_version():
    script = (STATIC / "app.js").read_text()
    assert f"const VERSION = {VERSION};" in script


def test_the_vendored_fluent_bundle_is_npms_own_file():
    installed = ROOT / "tests" / "web" / "node_modules" / "@fluent" / "bundle" / "index.js"
    if not installed.exists():
        unavailable("the web tests' npm packages are not installed (scripts/test.sh does it)")
    assert installed.read_bytes() == (STATIC / "vendor" / "fluent-bundle.js").read_bytes()
    lock = json.loads((ROOT / "tests" / "web" / "package-lock.json").read_text())
    version = lock["packages"]["node_modules/@fluent/bundle"]["version"]
    assert (STATIC / "vendor" / "fluent-bundle.js").read_text().startswith(
        f"/** @fluent/bundle@{version} */")


def test_every_file_of_the_page_ships_in_the_wheel():
    """pyproject's package data names every file the page serves (a new one is not
    left out of ``pip install``)."""
    import fnmatch
    import tomllib

    data = tomllib.loads((ROOT / "pyproject.toml").read_text())
    patterns = data["tool"]["setuptools"]["package-data"]["baloot_audio.web"]
    files = [str(path.relative_to(STATIC.parent)) for path in STATIC.rglob("*")
             if path.is_file() and path.suffix != ".md"]
    assert files and all(any(fnmatch.fnmatch(f, pattern) for pattern in patterns)
                         for f in files), files
