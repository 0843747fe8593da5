"""The web client's page and its files, answered on the game's own address.

``baloot-audio serve`` is a websockets server; a request that is no websocket
upgrade reaches :meth:`Pages.request` (after the gate, net/gate.py: the same
limits as a game connection) and gets the page (``/``), its script and style
(``/static/...``, from this package), a catalogue (``/locales/<lang>/<file>.ftl``)
or a cue (``/sounds/<name>.wav``): the same files the desktop reads
(baloot_audio/resources.py). Nothing is built at run time and no node is
needed: ``pip install`` of the wheel carries every file.

Every answer carries a strict Content-Security-Policy (scripts, styles and
connections from this origin only; no inline script, no eval, no frame), and
text is sent gzipped to a browser that takes it (compressed once, kept).

An upgrade's Origin is checked here too (websockets' own check is off when the
page is served): none (the desktop, a bot), one of ``--origin``'s, or this
page's own (the Origin's host is the Host the request came to, so behind a
proxy too).
"""

from __future__ import annotations

import gzip
import json
import re
from dataclasses import dataclass
from http import HTTPStatus
from pathlib import Path
from typing import Any, Callable, Iterable, Optional
from urllib.parse import parse_qs, urlsplit

from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from baloot_audio.i18n import RTL_LANGS, available_languages, locales_dir, resolve_language
from baloot_audio.resources import data_dir

STATIC = Path(__file__).resolve().parent / "static"

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
       "media-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; "
       "frame-ancestors 'none'")
TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
         ".css": "text/css; charset=utf-8", ".ftl": "text/plain; charset=utf-8",
         ".wav": "audio/wav", ".json": "application/json", ".svg": "image/svg+xml"}
COMPRESSED = (".html", ".js", ".css", ".ftl", ".json", ".svg")
# what a path may name: one folder level under each root, plain names only
STATIC_PATH = re.compile(r"^/static/((?:vendor/)?[a-z0-9][a-z0-9._-]*\.(?:js|css|svg))$")
LOCALE_PATH = re.compile(r"^/locales/([a-z]{2,3})/([a-z0-9_-]+\.ftl)$")
SOUND_PATH = re.compile(r"^/sounds/([a-z0-9_]+\.wav)$")
# The page's labels in one file a language (its catalogues, one after the other), and
# every cue in one file: a page is a handful of requests (the gate counts each as a
# connection: --connects-per-second), and the browser keeps both (Cache-Control).
PAGE_CATALOGUES = ("web", "ui", "bots")
PAGE_FTL = "page.ftl"
SOUND_PACK = "/sounds/pack"


@dataclass(frozen=True)
class File:
    body: bytes
    gzipped: Optional[bytes]
    kind: str


def read(path: Path) -> File:
    body = path.read_bytes()
    packed = gzip.compress(body, 9, mtime=0) if path.suffix in COMPRESSED else None
    return File(body, packed if packed is not None and len(packed) < len(body) else None,
                TYPES[path.suffix])


def page_language(request: Request, languages: Iterable[str]) -> str:
    """The page's language: ``?lang=``, else the browser's Accept-Language, else English."""
    available = list(languages)
    asked = parse_qs(urlsplit(request.path).query).get("lang", [])
    wanted = asked + [part.split(";")[0].strip()
                      for part in request.headers.get("Accept-Language", "").split(",")]
    for code in wanted:
        found = resolve_language(code, available)
        if found:
            return found
    return "en"


def same_origin(origin: str, host: str) -> bool:
    """``origin`` (``https://baloot.example``) is the page's own, served at ``host``."""
    return bool(host) and urlsplit(origin).netloc.lower() == host.lower()


class Pages:
    """The files a browser may ask for, read once (``origins``: the other pages
    allowed to open a game connection, ``--origin``)."""

    def __init__(self, origins: Iterable[str] = ()):
        self.origins = frozenset(origins)
        self.languages = available_languages()
        self.cache: dict[Path, File] = {}

    def file(self, path: Path) -> Optional[File]:
        if path not in self.cache:
            if not path.is_file():
                return None
            self.cache[path] = read(path)
        return self.cache[path]

    def request(self, conn: ServerConnection, request: Request) -> Optional[Response]:
        """``process_request``: an upgrade goes on (None) if its origin may; any other
        request is a file or 404."""
        if request.headers.get("Upgrade", "").lower() == "websocket":
            origin = request.headers.get("Origin")
            if origin is None or origin in self.origins \
                    or same_origin(origin, request.headers.get("Host", "")):
                return None
            return answer(HTTPStatus.FORBIDDEN, File(b"origin not allowed\n", None,
                                                     "text/plain; charset=utf-8"), False)
        path = urlsplit(request.path).path
        takes_gzip = "gzip" in request.headers.get("Accept-Encoding", "")
        if path in ("/", "/index.html"):
            return answer(HTTPStatus.OK, self.page(request), takes_gzip, cache=False)
        found = self.find(path)
        if found is None:
            return answer(HTTPStatus.NOT_FOUND, File(b"not found\n", None,
                                                     "text/plain; charset=utf-8"), False)
        return answer(HTTPStatus.OK, found, takes_gzip)

    def find(self, path: str) -> Optional[File]:
        if match := STATIC_PATH.match(path):
            return self.file(STATIC / match.group(1))
        if path == SOUND_PACK:
            return self.built(path, sound_pack)
        if (match := LOCALE_PATH.match(path)) and match.group(1) in self.languages:
            language = match.group(1)
            if match.group(2) == PAGE_FTL:
                return self.built(path, lambda: page_catalogue(language))
            return self.file(locales_dir() / match.group(1) / match.group(2))
        if match := SOUND_PATH.match(path):
            return self.file(data_dir("sounds", "BALOOT_AUDIO_SOUNDS") / match.group(1))
        return None

    def built(self, path: str, make: Callable[[], File]) -> File:
        key = Path(path)
        if key not in self.cache:
            self.cache[key] = make()
        return self.cache[key]

    def page(self, request: Request) -> File:
        """index.html in the page's language and direction (right to left for Arabic),
        so the first paint is already the right way round."""
        lang = page_language(request, self.languages)
        template = self.file(STATIC / "index.html")
        assert template is not None, "the package lacks its page"
        body = template.body.replace(b"__LANG__", lang.encode()).replace(
            b"__DIR__", b"rtl" if lang in RTL_LANGS else b"ltr")
        packed = gzip.compress(body, 9, mtime=0)
        return File(body, packed, template.kind)


def page_catalogue(lang: str) -> File:
    """The page's catalogues of one language in one file (no message id is in two)."""
    folder = locales_dir() / lang
    text = "\n".join((folder / f"{name}.ftl").read_text(encoding="utf-8")
                     for name in PAGE_CATALOGUES if (folder / f"{name}.ftl").is_file())
    body = text.encode("utf-8")
    return File(body, gzip.compress(body, 9, mtime=0), TYPES[".ftl"])


def sound_pack() -> File:
    """Every cue in one body: a line of JSON (each cue's name -> [offset, length] in
    what follows it), then the WAV files one after the other."""
    folder = data_dir("sounds", "BALOOT_AUDIO_SOUNDS")
    files = sorted(folder.glob("*.wav"))
    index, offset = {}, 0
    for wav in files:
        size = wav.stat().st_size
        index[wav.stem] = [offset, size]
        offset += size
    head = json.dumps(index, separators=(",", ":")).encode() + b"\n"
    body = head + b"".join(wav.read_bytes() for wav in files)
    return File(body, None, "application/octet-stream")


def answer(status: HTTPStatus, file: File, takes_gzip: bool, cache: bool = True) -> Response:
    headers = Headers()
    headers["Content-Type"] = file.kind
    headers["Content-Security-Policy"] = CSP
    headers["X-Content-Type-Options"] = "nosniff"
    headers["Referrer-Policy"] = "no-referrer"
    headers["Cache-Control"] = "public, max-age=300" if cache and status == HTTPStatus.OK \
        else "no-cache"
    body = file.body
    if takes_gzip and file.gzipped is not None:
        body = file.gzipped
        headers["Content-Encoding"] = "gzip"
        headers["Vary"] = "Accept-Encoding"
    headers["Content-Length"] = str(len(body))
    return Response(status.value, status.phrase, headers, body)
