"""A browser's words are the desktop narrator's, in the order of the events: a raw
client of the browser's messages plays a round against bots at a real server, and
every message of every line it is sent (each in full) is what the desktop's narrator
says of the table's events for that seat, in that order; a refused card is answered
at once, in the desktop's words, and never reaches the server; a question key's
answer is the desktop's."""

from __future__ import annotations

import asyncio
import json

from baloot_audio.core import events as ev
from baloot_audio.core.events import Offered
from baloot_audio.i18n import Catalog
from baloot_audio.net.wire import protocol as p
from baloot_audio.table_api import TurnToPlay
from baloot_audio.ui.narrator import Narrator
from net.serve import Serve


async def play_a_round(url: str) -> tuple[list[dict], list[dict]]:
    """Guest "Ann" at seat 0 of a table of bots, first call and first card each turn,
    each line said at once; returns the game's updates and the lines."""
    from websockets.asyncio.client import connect

    updates, lines = [], []
    async with connect(url, local_addr=("127.0.2.1", 0)) as ws:
        send = lambda msg: ws.send(json.dumps(msg))          # noqa: E731
        await send({"type": "words", "lang": "en", "rate": 600})
        await send({"type": "hello", "version": p.VERSION, "name": "Ann"})
        await send({"type": "create_table", "options": {"target": 52}, "seat": 0})
        acted, refused_once = None, False
        while True:
            msg = json.loads(await asyncio.wait_for(ws.recv(), 30))
            if msg["type"] == "joined":
                await send({"type": "start_match"})
            elif msg["type"] == "update":
                updates.append(msg)
            elif msg["type"] == "line":
                lines.append(msg)
                if not msg.get("answer"):
                    await send({"type": "said", "n": msg["n"]})
                if any(text.startswith("Match score:") for text in msg.get("parts") or
                       [msg["text"]]):
                    return updates, lines      # a round played, and its score said
            elif msg["type"] == "shown" and msg.get("again"):
                await send({"type": "ready"})  # thrown in: dealt again
            elif msg["type"] == "shown" and msg.get("my_turn"):
                place = (msg.get("round", 0), msg.get("index", 0))
                if place == acted:
                    continue
                acted = place
                index = msg.get("index", 0)
                if msg["calls"]:
                    await send({"type": "act", "action": msg["calls"][0]["action"],
                                "index": index})
                    continue
                if not refused_once:       # a card not in the hand: the desktop's words
                    refused_once = True
                    gone = next(c for c in ("7S", "7H", "7D", "7C", "8S")
                                if c not in [h["card"] for h in msg["hand"]])
                    await send({"type": "act", "action": {"kind": "play", "card": gone},
                                "index": index, "ref": 99})
                    await send({"type": "ask", "question": "ask_score"})
                    await send({"type": "ask", "question": "seal"})   # Fair shuffle
                card = next(h["card"] for h in msg["hand"] if h.get("legal"))
                await send({"type": "act", "action": {"kind": "play", "card": card},
                            "index": index})


def test_a_browsers_lines_are_the_desktop_narrators_words_in_order(tmp_path):
    with Serve(tmp_path, bot_delay="0") as server:
        updates, lines = asyncio.run(play_a_round(f"ws://127.0.0.1:{server.port}/"))
    t = Catalog("en")
    narrator = Narrator(t, viewer=0)
    # a prompt still waiting when its seat has answered is dropped, as on the desktop
    # (Speech.supersede): "Partner is asked: ..." once Partner's call is in
    events = [p.event_from_data(e) for u in updates for e in u["events"]]
    expected = [n.text for e in events if not isinstance(e, (Offered, TurnToPlay))
                for n in narrator.narrate(e) if n.text]
    told = [part for line in lines if not line.get("answer")
            for part in (line.get("parts") or [line["text"]])]
    # every narration, in the order of the events (the browser's own lines between them:
    # before the prompts, the refused card's answer)
    rest = iter(told)
    missing = [text for text in expected if not any(text == said for said in rest)]
    assert not missing, (missing[:3], told)
    assert any(text.startswith(("Your call", "Your turn")) for text in told)
    answers = [line["text"] for line in lines if line.get("answer")]
    assert t("refused-card_not_in_hand") in answers
    assert any(a.startswith("Match: us 0, them 0, playing to 52") for a in answers), answers
    # the fair shuffle's seal on request (the Fair shuffle button), as on the desktop, and
    # never as the match's first words
    seals = [line for line in lines if line.get("id") == "shuffle-commitment"]
    assert [line["answer"] for line in seals] == [True], seals
    assert seals[0]["text"].startswith("Fair shuffle, its seal begins "), seals


def test_a_timed_tables_clock_starts_once_the_turn_is_said_and_its_cue_sounds(tmp_path):
    """At a timed table the browser says ``heard`` once the line of its turn was said
    (the line names the wait); the server's clock then runs, and the turn timer's
    half-time cue comes to the browser, as the desktop's TurnTimer plays it."""
    async def main(url: str) -> tuple[dict, list[str]]:
        from websockets.asyncio.client import connect

        async with connect(url, local_addr=("127.0.2.2", 0)) as ws:
            send = lambda msg: ws.send(json.dumps(msg))          # noqa: E731
            await send({"type": "words", "lang": "en", "rate": 600})
            await send({"type": "hello", "version": p.VERSION, "name": "Ann"})
            await send({"type": "create_table", "seat": 0, "timer": "tournament"})
            prompt, cues = None, []
            while True:
                msg = json.loads(await asyncio.wait_for(ws.recv(), 30))
                if msg["type"] == "joined":
                    await send({"type": "start_match"})
                elif msg["type"] == "line" and not msg.get("answer"):
                    if msg.get("heard") and prompt is None:
                        prompt = msg
                        await send({"type": "heard", "round": msg["heard"][0],
                                    "index": msg["heard"][1]})
                    await send({"type": "said", "n": msg["n"]})
                elif msg["type"] == "cue":
                    cues.append(msg["name"])
                    if msg["name"] == "timer_half":
                        return prompt, cues

    with Serve(tmp_path, bot_delay="0") as server:
        prompt, cues = asyncio.run(main(f"ws://127.0.0.1:{server.port}/"))
    assert "Your call" in prompt["text"] or "Your turn" in prompt["text"], prompt
    assert cues[-1] == "timer_half"


def test_a_browser_that_never_says_said_costs_the_server_a_bounded_queue():
    """The table's lines wait for ``said``; a client that never sends it still gets
    them once MAX_WAITING wait, so the server keeps no more than that for it."""
    from baloot_audio.web import messages as m
    from baloot_audio.web.session import MAX_WAITING, WebSession

    async def main() -> tuple[int, int]:
        sent: list[bytes] = []
        session = WebSession(sent.append, m.Words())
        for i in range(3 * MAX_WAITING):
            session.say(f"line {i}.", "test")
            session.pump()
        lines = [json.loads(b) for b in sent if b'"type":"line"' in b]
        return len(session.pending), len(lines)

    waiting, lines = asyncio.run(main())
    assert waiting <= MAX_WAITING and lines >= 2 * MAX_WAITING


def test_a_browser_hears_its_own_and_each_players_form_of_address():
    """A browser's words follow the forms of address as the desktop's do: "you" in the
    welcome's form (the account's, or the guest's hello's), and each person at the
    table in theirs (the seats' ``form``), in French and Arabic."""
    from baloot_audio.web import messages as m
    from baloot_audio.web.session import WebSession

    sent: list[bytes] = []
    session = WebSession(sent.append, m.Words(lang="ar"))
    assert session.t("chat-line-mine", text="هلا") == "قلتَ: هلا"
    session.told(p.encode(p.Welcome(p.VERSION, "p0", "هيا", "tok", guest=True,
                                    form="feminine")))
    assert session.t.address == "feminine"
    assert session.t("chat-line-mine", text="هلا") == "قلتِ: هلا"
    seats = [p.SeatInfo(0, "human", "normal", "هيا", "p0", True, "feminine"),
             p.SeatInfo(1, "human", "normal", "نورة", "p1", False, "unspecified"),
             p.SeatInfo(2, "human", "normal", "بدر", "p2", False, "masculine"),
             p.SeatInfo(3, "human", "normal", "سارة", "p3", False, "feminine")]
    info = p.TableInfo("t", "saudi", {}, False, "p0", False, 120.0, seats)
    session.told(p.encode(p.TableJoined(info, 0)))
    assert session.narrator.listener.forms == {1: "unspecified", 2: "masculine",
                                              3: "feminine"}
    said = [n.text for seat in (1, 2, 3)
            for n in session.narrator.narrate(ev.CardPlayed(seat, "QD", 0, False, False, False))]
    assert [text.split(" ")[0:2] for text in said] == [["نورة:", "بنت"], ["بدر", "لعب"],
                                                       ["سارة", "لعبت"]], said
    session.set_words(m.Words(lang="fr"))         # another language keeps them
    assert session.t.address == "feminine"
    assert session.narrator.listener.forms[3] == "feminine"
