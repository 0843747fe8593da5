"""End to end, an online Qaid call by ear (issue 25): a real ``baloot-audio serve``
process, the real window under Xvfb driven by keys, heard through the real Speech
Dispatcher daemon, and scripted players for the three other seats.

Ann creates a private Qaid table with a long custom timer (the create menu, by
keys: its Qaid window then waits for her call after the last trick, as a timed
table's does); the left opponent's script breaks the follow rule once a round
when it can. In the Qaid window she reads the Qaid sheet (J) and, once it names
the left or right opponent, calls Qaid by the spoken steps (Q: the opponent, the
action, the proof, yes), exactly as at a table against bots. The verdict is said
in her window and reaches the daemon, and every scripted seat is told it."""

from __future__ import annotations

import re
import subprocess
import time

import pytest

from baloot_audio.core.qaid import proofs, public_play
from baloot_audio.net.wire import protocol as p
from baloot_audio.ui.table_qaid import accusable
from net.serve import serve
from net.test_qaid_online import Seat
from test_accounts_e2e import Others, daemon_heard
from test_desktop import AppDriver
from test_online_e2e import OnlineApp, unspell
from patience import Patience

ARABIC = re.compile("[\u0600-\u06ff]")


class QaidOnlineApp(OnlineApp):
    """A window whose settings choose a Qaid table, and play a mistake at the first Enter."""

    def __init__(self, headless, tmp, lang: str, known: set[str]):
        from baloot_audio.i18n import Catalog
        self.headless, self.lang, self.t = headless, lang, Catalog(lang)
        self.known = known
        tmp.mkdir()
        AppDriver.launch(self, tmp, "--lang", lang, settings={"qaid": True, "qaid_warn": False})
        self.seen, self.pending = 0, None


def create_qaid_table(app: OnlineApp) -> str:
    """From the lobby, by keys: a private Qaid table (the settings' kind), the custom
    timer of 300 seconds a card (its Qaid window 100 s); returns the code."""
    app.screen("create", app.keys("Down", "Return"))
    # rules, listed (Right: off), bots, table (Qaid), timer (off, relaxed, tournament,
    # custom 5 ... custom 300), memory aids, rated (off), create
    start = app.keys("Down", "Down", "Right", "Down", "Down", "Down", *["Right"] * 12,
                     "Down", "Down", "Down", "Return")
    spoken = app.said("online-code", start)["text"]
    app.screen("room", start)
    return unspell(app.t, spoken.split(":", 1)[1].split(".")[0])


def call_steps(view, accused: int, crime: list, proof: list) -> list[str]:
    """The keys of the Call Qaid steps for this line of the sheet, from public play
    (the same for every seat): the opponent, the action, the proof, yes."""
    opponents = [s for s in (1, 3) if accusable(view, s)]
    deeds = accusable(view, accused)
    deed = next(d for d in deeds if list(d.crime) == crime)
    plays = proofs(public_play(view), deed)
    proof_at = next(i for i, x in enumerate(plays) if [x.trick, x.card] == proof)
    return ["q", *["Down"] * opponents.index(accused), "Return",
            *["Down"] * deeds.index(deed), "Return", *["Down"] * proof_at, "Return",
            "Down", "Return"]


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", pytest.param("ar", marks=pytest.mark.other_language)])
def test_an_online_qaid_call_by_the_spoken_steps_reaches_every_seat(headless, tmp_path, lang):
    with serve(f"sqlite:///{tmp_path / 'server.sqlite3'}", "--guests") as url:
        known = set(subprocess.run(["xdotool", "search", "--name", "."],
                                   capture_output=True, text=True).stdout.split())
        app = QaidOnlineApp(headless, tmp_path / "ann", lang, known)
        others = Others(url)
        try:
            app.connect(int(url.rsplit(":", 1)[1]), "Ann")
            code = create_qaid_table(app)
            seats = {}
            for seat, name in ((1, "Bo"), (2, "Cy"), (3, "Di")):
                client = others.connect(name)
                others.run(client.join(code=code))
                others.run(client.take_seat(seat))
                seats[name] = Seat(client, slip=name == "Bo")
            app.wait_for(lambda r: r.get("id") == "presence-taken" and "Di" in r["text"], 0)
            start = app.keys("End", "Up", "Up", "Return")        # start the match
            app.started(start, 30)
            pos, verdict = start, None
            deadline = Patience(400)
            while verdict is None and not deadline.over():
                app.respond()
                i, window = next(((k, r) for k, r in enumerate(app.records()[pos:], pos)
                                  if r.get("id") == "qaid-window"), (None, None))
                if window is None:
                    time.sleep(0.1)
                    continue
                app.seen = pos = i + 1
                start = app.keys("j")                            # the Qaid sheet
                _, note = app.wait_for(lambda r: r.get("kind") == "qaid-sheet", start)
                lines = [x for x in note["lines"] if x["accused"] in (1, 3)]
                if not lines:                                    # nothing to call: the score
                    app.keys("Return")
                    continue
                line, view = lines[0], seats["Cy"].client.table.view()
                start = app.keys(*call_steps(view, line["accused"], line["crime"],
                                             line["proof"]))
                _, verdict = app.wait_for(lambda r: r.get("id") == "qaid-judged", start, 30)
            assert verdict is not None, "no Qaid window with a line on the sheet"
            if lang == "en":     # online, a seat is said by its player's name
                # the deal is the server's own: the mistake is a missed follow or trump
                assert verdict["text"].startswith(tuple("You call Qaid on guest Bo. Proven: guest "
                                                   f"Bo did not {rule}" for rule in
                                                   ("follow", "trump"))), verdict["text"]
            else:
                assert "Bo" in verdict["text"] and ARABIC.search(verdict["text"])
            heard = daemon_heard(headless, verdict["text"].split(". ")[0])
            for name in ("Bo", "Cy", "Di"):
                others.wait(name, lambda m: isinstance(m, p.Update) and any(
                    e["type"] == "QaidJudged" and e["seat"] == 0 for e in m.events),
                    "the verdict")
            print(f"\nthe daemon: {heard}")
        finally:
            others.close()
            app.stop()
