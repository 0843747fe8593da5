"""Friends in two windows without a window (the Online controllers, pumped as the
game's clock would) against a real server on 127.0.0.1: a request by name
answered from the requests' menu, a private message written in one and read in
the other's history, an invitation heard with its chime and accepted by its key,
which seats the friend at the table."""

from __future__ import annotations

from ui.test_online import Shell, online_for, pump, server  # noqa: F401

PASSWORD = "correct horse"


def logged_in(url: str, name: str):
    shell = Shell()
    online, _ = online_for(shell)
    shell.settings.server_address, shell.settings.player_name = url.removeprefix("ws://"), name
    online.connect(password=PASSWORD, register=True)
    pump(online, lambda: shell.screen is not None and shell.screen.name == "lobby", "the lobby")
    return online, shell


def keys(online, shell, *pressed: str) -> None:   # noqa: ARG001 (whose keys: said at the call)
    for key in pressed:
        shell.press(key)


def test_friends_by_their_screens_and_keys(server):
    ann, ann_shell = logged_in(server, "Ann")
    sara, sara_shell = logged_in(server, "Sara")
    both = [ann, sara]
    assert ann.friends.command("friends")                      # F2
    pump(both, lambda: ann_shell.screen.name == "friends", "Ann's friends")
    keys(ann, ann_shell, "DOWN", "ENTER")
    ann_shell.type("sara")
    keys(ann, ann_shell, "ENTER")
    pump(both, lambda: sara_shell.said("friend-request") and ann_shell.said(
        "friends-request-sent"), "the request sent and heard")
    assert ann_shell.said("friends-request-sent") == [
        "Your request went to sara: they accept or decline it."]
    sara.friends.command("friends")
    pump(both, lambda: sara_shell.screen.name == "friends", "Sara's friends")
    keys(sara, sara_shell, "DOWN", "ENTER", "ENTER")           # the requests; accept Ann
    pump(both, lambda: ann_shell.said("friend-came-accepted"), "the acceptance heard")
    assert ann_shell.said("friend-came-accepted") == ["New friend: Sara is online, in the lobby"]
    pump(both, lambda: sara_shell.screen.opening().startswith(
        "Friends. Ann is online, in the lobby"), "Sara's friends again, with Ann")
    # Sara writes; Ann hears it, then reads it in their history
    keys(sara, sara_shell, "ENTER", "DOWN", "DOWN", "ENTER")
    sara_shell.type("hello Ann")
    keys(sara, sara_shell, "ENTER")
    pump(both, lambda: ann_shell.said("friend-message"), "the message heard")
    assert ann_shell.said("friend-message") == ["Sara writes: hello Ann"]
    assert "chat" in ann_shell.sounds.played
    keys(ann, ann_shell, "ESCAPE")
    ann.friends.command("friends")
    pump(both, lambda: ann_shell.screen.name == "friends"
         and "Sara" in ann_shell.screen.opening(), "Ann's friends, with Sara")
    keys(ann, ann_shell, "ENTER", "DOWN", "ENTER")
    pump(both, lambda: ann_shell.screen.name == "messages", "the history")
    assert ann_shell.screen.opening() == \
        "Messages with Sara, the newest first. Sara: hello Ann, 2 of 3"
    # Ann's table; Sara invited from her menu, accepts by Ctrl+Y and sits
    keys(ann, ann_shell, "ESCAPE", "ESCAPE", "ESCAPE")
    ann.tables.create()
    pump(both, lambda: ann_shell.screen.name == "room", "Ann's table")
    ann.friends.command("friends")
    pump(both, lambda: ann_shell.screen.name == "friends", "Ann's friends at her table")
    keys(ann, ann_shell, "ENTER", "ENTER")
    pump(both, lambda: sara_shell.said("friend-invited"), "the invitation")
    assert sara_shell.sounds.played[-1] == "invite"
    assert sara.friends.command("invite_accept")
    pump(both, lambda: sara_shell.screen.name == "room", "Sara at Ann's table")
    assert sara.table.seat == 1 and ann_shell.said("friend-invite-accepted") == [
        "Sara accepts your invitation."]
    for online in both:
        online.drop_connection()
