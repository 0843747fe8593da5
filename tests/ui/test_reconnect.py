"""A lost connection tried again while the server holds the seat (issue 23): the
pauses between tries, the hold said and kept to, the key that stops trying, the
status lines said only while true, the token kept per server, "Back to your
match" after the game restarts, and no false "the server has not answered".

Real servers on 127.0.0.1 in threads of this process (tests/ui/test_online.py);
the client loop is pumped by the test. The tries' pauses run on a test clock, so
two minutes of tries take a moment."""

from __future__ import annotations

import time

from baloot_audio.ui.mainmenu import main_menu_ids
from baloot_audio.ui.online import Online
from baloot_audio.ui.speech import SilentOutput
from baloot_audio.ui.reconnect import SLOW, TRYING, Reconnect, backoff
from baloot_audio.ui.tokens import FILE, Kept, Tokens
from ui.test_online import ServerThread, Shell, connect, online_for, pump


def seated(shell: Shell, url: str, name: str, tokens: Tokens | None = None) -> Online:
    """An Online at a started match: a private table, bots in the other seats."""
    online = connect(shell, url, name, tokens)
    online.tables.choose(public=False, bots="basic")
    online.tables.create()
    pump(online, lambda: shell.screen.name == "room", "the room")
    online.tables.start()
    pump(online, lambda: online.table is not None and online.session.table is online.table,
         "the match")
    return online


def on_test_clock(online: Online) -> list[float]:
    """The tries' pauses pass on a test clock at once; returns the pauses asked for."""
    now, pauses = [1000.0], []
    online.reconnect.clock = lambda: now[0]
    # speech on the same clock: the player's pause after an answer (speech.HOLD) passes too
    speech, real_clock, began = online.shell.speech, online.shell.speech.clock, now[0]
    speech.clock = lambda: real_clock() + now[0] - began
    real_later = online.net.later

    def later(seconds, fn):
        if getattr(fn, "__func__", None) is Reconnect._try:
            pauses.append(seconds)
            now[0] += seconds
            seconds = 0
        return real_later(seconds, fn)
    online.net.later = later
    return pauses


def waiting(shell: Shell) -> list[str]:
    return [u.msg_id for u in shell.speech.pending]


class SlowVoice(SilentOutput):
    """A voice that takes its time: it reports nothing, so each line lasts its estimate
    (where a line no longer true must be dropped from the queue meanwhile)."""

    name, kind = "slow", "builtin"

    def speak_tracked(self, text: str, interrupt: bool, report) -> bool:
        return False


def sent(shell: Shell) -> list[str]:
    """The lines handed to the voice, in order."""
    return [r["text"] for r in shell.records("sent")]


def test_the_pauses_between_tries_grow_then_stop_growing():
    assert [backoff(n) for n in range(1, 8)] == [1, 2, 4, 8, 8, 8, 8]


def test_tries_go_on_while_the_seat_is_held_then_back_to_the_main_menu():
    running = ServerThread()
    shell = Shell()
    online = seated(shell, running.url, "Ann")
    menus = []
    online.main_menu = lambda priority=None: menus.append(priority)
    pauses = on_test_clock(online)
    running.stop(online)                     # the server is away, and stays away
    pump(online, lambda: menus, "giving up", timeout=60, detail=shell)
    # tries with growing pauses, for the two minutes the server holds the seat
    assert pauses[:5] == [1, 2, 4, 8, 8] and max(pauses) == 8 and sum(pauses) == 120
    assert shell.said("net-lost-kept") == [
        "Connection to the server lost. Your seat is kept for 2 minutes; trying again. "
        "Escape stops trying."]
    assert len(shell.said("net-retrying")) == len(pauses)   # a quiet voice: each try said
    assert shell.said("net-gave-up-kept") == [
        "The server still cannot be reached. Back to the main menu; Back to your match "
        "tries again while the server keeps your seat."]
    assert sent(shell)[-1] == shell.said("net-gave-up-kept")[0]
    assert not shell.speech.pending     # no try's line, no word of the table after it
    assert online.client is None and not online.reconnect.active and online.match_kept()
    online.close()


def test_escape_at_the_table_stops_trying_and_says_so():
    running = ServerThread()
    shell = Shell()
    online = seated(shell, running.url, "Ann")
    menus = []
    online.main_menu = lambda priority=None: menus.append(priority)
    screen = online.session.screen
    assert not online.reconnect.key("table_menu")     # connected: Escape is the game menu's
    shell.speech.output = SlowVoice()
    shell.speech.rate = 1      # a line lasts minutes: however slow the machine, the
    running.stop(online)       # voice has not come to the lost line by the second try
    pump(online, lambda: online.reconnect.attempt >= 2, "a try", timeout=20)
    lost = shell.said("net-lost-kept")[0]
    assert lost not in sent(shell)                 # not heard yet: the table's words before it
    screen.command("table_menu")                  # Escape is still the game menu's
    assert online.reconnect.active and not shell.said("net-stopped")
    while lost not in sent(shell):                # the voice comes to the lost line
        if shell.speech.playing is not None:
            shell.speech.playing.until = 0
        shell.speech.poll()
    assert screen.command("table_menu")           # now Escape stops trying
    assert shell.said("net-stopped") == [
        "Stopped trying. Back to the main menu; Back to your match tries again while "
        "the server keeps your seat."]
    assert menus and online.reconnect.timer is None and not online.reconnect.active
    assert online.session.table is None and online.client is None
    assert not shell.speech.pending and not shell.speech.line   # nor the lost line after it
    assert sent(shell).count(lost) == 1
    assert sent(shell)[-1] == shell.said("net-stopped")[0]
    assert online.match_kept()
    online.close()


def test_the_token_is_kept_per_server_in_the_config_folder(tmp_path):
    first, second = ServerThread(), ServerThread()
    tokens = Tokens(tmp_path)
    shell = Shell()
    online = connect(shell, first.url, "Ann", tokens)
    ann = online.client.player_id
    online.disconnect()
    online.close()
    online = connect(shell, second.url, "Ann", tokens)
    online.disconnect()
    online.close()
    online = connect(shell, first.url, "Ann", tokens)     # the first server knows Ann again
    assert online.client.player_id == ann
    online.close()
    kept = Tokens(tmp_path)                                # read back, as after a restart
    assert set(kept.servers) == {first.url, second.url}
    assert kept.token(first.url) != kept.token(second.url)
    assert (tmp_path / FILE).stat().st_mode & 0o777 == 0o600   # the user's alone
    token = kept.token(first.url)
    assert token not in shell.log.getvalue() and token not in repr(kept.servers)
    (tmp_path / FILE).write_text("{not json")            # a damaged file: set aside
    assert Tokens(tmp_path).servers == {} and list(tmp_path.glob(FILE + ".bad-*"))
    first.stop()
    second.stop()


def test_back_to_your_match_after_the_game_restarts(tmp_path):
    running = ServerThread(bot_delay=0.5)     # the match goes on, not to its end, meanwhile
    shell = Shell()
    online = seated(shell, running.url, "Ann", Tokens(tmp_path))
    table_id = online.table.info.table_id
    assert not Tokens(tmp_path).kept_match() is None
    shell.closed = True                 # the window closes mid-match (the app closes it)
    online.session.close()
    online.close()
    again = Shell()                     # the game starts again
    online, menus = online_for(again, Tokens(tmp_path))
    assert online.match_kept()
    assert main_menu_ids(False, True, online.match_kept())[0] == "menu-back-to-match"
    online.back_to_match()
    pump(online, lambda: again.said("net-summary"), "the way back", detail=again)
    table = online.table
    assert online.session.table is table and table.info.table_id == table_id and table.seat == 0
    ids = [r.get("id") for r in again.records("speech")]
    assert ids.index("online-connecting") < ids.index("net-back") < ids.index("net-summary")
    assert "online-error-match-started" not in ids and "shuffle-commitment" not in ids
    assert "online-connecting" not in waiting(again)
    online.close()
    running.stop()


def test_a_seat_no_longer_held_is_said_once_and_the_item_goes(tmp_path):
    running = ServerThread()
    tokens = Tokens(tmp_path)
    shell = Shell()
    online = connect(shell, running.url, "Ann", tokens)
    online.disconnect()
    # a match this server no longer holds a seat at (it ended, or the hold ran out)
    tokens.seated(running.url, "0123456789abcdef")
    menus = []
    online.main_menu = lambda priority=None: menus.append(priority)
    assert online.match_kept()
    online.back_to_match()
    pump(online, lambda: menus, "the answer", detail=shell)
    assert shell.said("net-seat-gone") == [
        "Your seat is no longer kept: the match is over, or the time to come back ran out."]
    assert not online.match_kept() and online.client is None
    assert main_menu_ids(False, True, online.match_kept())[0] != "menu-back-to-match"
    assert Tokens(tmp_path).token(running.url)            # Ann is still Ann there
    online.close()
    running.stop()


def test_no_false_alarm_just_after_a_key_on_a_quiet_server():
    """The server says nothing while the player thinks; the key that acts is not an
    action unanswered for 4 seconds (it was: the time counted from the server's last word)."""
    running = ServerThread()
    shell = Shell()
    online = seated(shell, running.url, "Ann")
    table = online.table
    pump(online, lambda: table.my_turn, "our turn")
    online.state.connection.heard = time.monotonic() - 10   # ten quiet seconds at our turn
    table.act(table.view().legal[0])
    online.answers.check()                        # a moment after the key
    assert not shell.said("online-no-answer")
    for ref in table._sent_at:                    # still unanswered 5 s later
        table._sent_at[ref] -= SLOW + 1
    online.answers.check()
    assert shell.said("online-no-answer") == [
        "The server has not answered for 4 seconds. Still waiting; the connection is checked."]
    pump(online, lambda: table.waiting_since is None, "the answer")
    online.answers.check()
    assert "online-no-answer" not in waiting(shell)   # answered: no longer said
    online.close()
    running.stop()


def test_kept_never_shows_its_token():
    assert "secret" not in repr(Kept("h:1", "Ann", "secret", "t1"))


def test_a_try_is_said_only_into_a_quiet_moment_and_never_again_once_cut():
    """While the lost line (or the table) is being said, the tries say nothing; in a
    quiet moment a try is said, and a key that cuts it does not bring it back (it may
    no longer be true by then: "Reconnecting, try 6" after the return)."""
    running = ServerThread()
    shell = Shell()
    online = seated(shell, running.url, "Ann")
    pauses = on_test_clock(online)
    shell.speech.output = SlowVoice()
    running.stop(online)
    pump(online, lambda: len(pauses) >= 3, "three tries")
    assert shell.said("net-lost-kept") and not shell.said("net-retrying")
    speech = shell.speech
    while not speech.heard:                       # the voice has said it all
        speech.playing.until = 0
        speech.poll()
    pump(online, lambda: shell.said("net-retrying"), "a try said")
    assert speech.playing.utt.msg_id == "net-retrying"
    speech.answer("queen of spades", "focus")     # a key cuts it
    assert "net-retrying" not in waiting(shell)
    online.close()


def test_the_first_words_offer_back_to_your_match_when_a_seat_is_kept(tmp_path):
    """A match kept in the config folder: the game's first words (said before the
    window) name Back to your match first, and the main menu does not say them again."""
    from ui.test_first_words import heard, open_main_menu, shell_before_its_window

    from baloot_audio.ui.mainmenu import MAIN_NAME, main_menu_words

    tokens = Tokens(tmp_path)
    tokens.welcomed("ws://127.0.0.1:9", "127.0.0.1:9", "Ann", "t0ken")
    tokens.seated("ws://127.0.0.1:9", "table1")
    shell, log = shell_before_its_window(tmp_path, "en", has_save=False)
    kept = Tokens(shell.config).kept_match() is not None       # as app.run_app asks
    words = main_menu_words(shell.t, False, online=True, kept=kept)
    assert words == "Main menu. Back to your match, 1 of 11"
    shell.say_ahead(MAIN_NAME, words)
    open_main_menu(shell, kept=Tokens(shell.config).kept_match() is not None)
    assert heard(log) == [("screen", MAIN_NAME), ("speech", words)]


def test_no_stale_connecting_line_after_the_lobby():
    """"Connecting to ..." is being said when the lobby comes: the lobby's words cut it,
    and it does not come back after them (it did: the cut line went back to the queue)."""
    running = ServerThread()
    shell = Shell()
    shell.speech.output = SlowVoice()
    online = connect(shell, running.url, "Ann")
    assert sent(shell)[0].startswith("Connecting to")
    assert sent(shell)[-1].startswith("Online lobby")
    assert "online-connecting" not in waiting(shell)
    online.close()
    running.stop()


def test_a_lost_process_of_a_cluster_is_only_a_short_reconnecting():
    """One of several server processes is lost (issue 29): another takes the table over
    in a few seconds, so the game says only "Reconnecting." and goes on: no hold time,
    no "Back online", no score summary (the plays missed come from the snapshot)."""
    running = ServerThread(bot_delay=0.5)     # the match goes on, not to its end, meanwhile
    shell = Shell()
    online = seated(shell, running.url, "Ann")
    online.client.cluster = True            # as a cluster's welcome says
    online.client.ws.transport.abort()      # the process is gone
    pump(online, lambda: online.reconnect.moving, "the loss")
    pump(online, lambda: not online.reconnect.active and not online.reconnect.returning
         and not online.reconnect.moving, "the table again", timeout=15, detail=shell)
    assert shell.said("net-moving") == ["Reconnecting."]
    assert not shell.said("net-lost-kept") and not shell.said("net-back")
    assert not shell.said("net-retrying")
    assert not shell.said("net-summary") and online.session.table is online.table
    online.close()
    running.stop()
