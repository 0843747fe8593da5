"""End to end, a tournament by ear (issue 30): a real ``baloot-audio serve`` process,
one window driven by keys alone, seven scripted accounts whose bots play at once.

The window registers its account, finds the tournament in the lobby's Tournaments,
registers by its menu and hears the draw made and its match ready (the sound and
the line that names Ctrl+Y). It does not come: after the grace a bot takes its
seat and its team forfeits. At the end it hears the tournament is over and reads
it line by line: its own team out, each match (the forfeit said), the standings
and the draw's seed; the daemon got each of those lines. English by default,
Arabic with --long.
"""

from __future__ import annotations

import asyncio
import subprocess
import threading
import time

import pytest

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.db.storage import open_storage
from baloot_audio.ui.tournament_words import match_words, place_words
from net.serve import Serve
from net.tourney_players import Entrant, make_accounts
from test_accounts_e2e import Ear, daemon_heard, register
from test_online_e2e import BIDI, OnlineApp
from patience import stretch

NAMES = [f"P{n:02d}" for n in range(7)]


class Scripted:
    """The seven scripted entrants, on an asyncio loop of their own thread."""

    def __init__(self, url: str, tokens: dict[str, str]):
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.entrants = [Entrant(name, tokens[name]) for name in NAMES]
        for entrant in self.entrants:
            self.run(entrant.connect(url))

    def run(self, work, timeout: float = 20):
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(timeout * stretch())

    def ask(self, msg: p.Msg, entrant: int = 0):
        async def work():
            return await self.entrants[entrant].client.request(msg)
        return self.run(work())

    def close(self) -> None:
        for entrant in self.entrants:
            try:
                self.run(entrant.close(), 5)
            except Exception:    # noqa: BLE001 - closed already, or the server gone
                pass
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


def plain(text: str) -> str:
    return text.translate(BIDI)


@pytest.mark.slow(40)
@pytest.mark.parametrize("lang", ["en", pytest.param("ar", marks=pytest.mark.other_language)])
def test_a_tournament_by_ear(headless, tmp_path, lang):
    db = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    tokens = asyncio.run(make_accounts_in(db))
    known = set(subprocess.run(["xdotool", "search", "--name", "."],
                               capture_output=True, text=True).stdout.split())
    with Serve(tmp_path, "--tournament-grace", "2", "--rate", "1000", db=db, bot_delay="0",
               guests=False) as server:
        app = OnlineApp(headless, tmp_path / "app", lang, known)
        ear, t = Ear(app, headless), app.t
        scripted = Scripted(server.url, tokens)
        try:   # the window registers while the others do (it takes some 8 s to get there
            # on a quiet machine: the start is as many times later as the machine is slower)
            told = scripted.ask(p.CreateTournament("Cup", time.time() + 16 * stretch(),
                                                   options={"target": 52}, max_teams=4))
            tid = told.info.tournament_id
            for n in range(len(NAMES)):
                scripted.ask(p.EnterTournament(tid), n)
            app.server_and_name(server.port, "Ann")
            register(app, ear)
            heard = by_ear(app, ear, t, told.info.starts_at)
            end = scripted.ask(p.GetTournament(tid))
            lines = read_it(app, ear, end, t)
        finally:
            scripted.close()
            app.stop()
    heard.update(lines)
    for step, line in heard.items():
        print(f"{lang} {step}: {line}")
    if lang == "en":
        assert heard["ready"].startswith("Your match in Cup is ready: round 1 of 2, table ")
        assert heard["ready"].endswith(". Ctrl+Y joins it.")
        assert heard["mine"].startswith("The tournament is over: you and your partner P")
        assert heard["forfeit"].endswith(" Ann did not play it out: a bot took the seat and "
                                         "their team forfeited.")


async def make_accounts_in(db: str) -> dict[str, str]:
    store = await open_storage(db)
    try:
        return await make_accounts(store, NAMES)
    finally:
        await store.close()


def by_ear(app: OnlineApp, ear: Ear, t, starts_at: float) -> dict[str, str]:
    """Lobby -> Tournaments -> the cup -> register; then the start (at ``starts_at``, the
    server's clock) and the match ready (not joined: a bot plays the seat), and the end."""
    heard = {"list": ear.opens("tournaments", app.keys("End", "Up", "Up", "Return"))}
    heard["cup"] = ear.opens("tournament", app.keys("Return"))
    start = app.keys("End", "Up", "Up", "Up", "Return")
    heard["registered"] = ear.hears("tournament-entered", start)
    time.sleep(max(0.0, starts_at - time.time()))     # the event's time: the start
    heard["started"] = ear.hears("tournament-started", start, name="Cup")
    i, ready = app.wait_for(lambda r: r.get("id") == "tournament-ready", start, 30)
    assert any(r.get("cue") == "match_ready" for r in app.records()[start:i + 2])
    heard["ready"] = plain(daemon_heard(ear.headless, ready["text"]))
    heard["finished"] = ear.hears("tournament-finished", i, name="Cup")
    return heard


def read_it(app: OnlineApp, ear: Ear, told: p.Tournament, t) -> dict[str, str]:
    """The tournament read again (its refresh item), then line by line: every match
    and every place as the words make them, each heard through the daemon."""
    start = app.keys("End", "Up", "Return")
    ear.opens("tournament", start)
    said: list[str] = []
    items = 3 + len(told.rounds) + sum(map(len, told.rounds)) + len(told.standings)
    for _ in range(items):
        said.append(plain(ear.hears("focus", app.keys("Down"))))
    played = [m for r in told.rounds for m in r]
    matches = [plain(match_words(t, told, m)) for m in played]
    places = [plain(place_words(t, told, s)) for s in told.standings]
    for line in matches + places:
        assert any(line.rstrip(".") in item for item in said), (line, said)
    forfeit = next(line for line, m in zip(matches, played) if m.forfeit is not None)
    assert "Ann" in forfeit
    return {"mine": said[0], "forfeit": forfeit, "first place": places[0], "seed": said[-1]}
