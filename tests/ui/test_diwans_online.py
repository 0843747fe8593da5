"""Diwans in two windows without a window (the Online controllers, pumped as the
game's clock would) against a real server on 127.0.0.1: a diwan created by keys,
a player invited by name who joins it from their Diwans screen, a line said and
read back in the history, the members with who is online, a table opened from
the diwan's menu heard with its sound and joined by the invitation's key, and
the leaderboard read while nothing was played yet, and a tournament created from
the diwan's menu and heard by the other member."""

from __future__ import annotations

import time

from ui.test_friends_online import keys, logged_in
from ui.test_online import pump, server  # noqa: F401


def test_a_diwan_by_its_screens_and_keys(server):
    ann, ann_shell = logged_in(server, "Ann")
    bob, bob_shell = logged_in(server, "Bob")
    both = [ann, bob]
    assert ann.diwans.command("diwans")                              # F4
    pump(both, lambda: ann_shell.screen.name == "diwans", "Ann's diwans")
    assert ann_shell.screen.opening().startswith(
        "Diwans. You are in no diwan yet: create one, or join an open one, 1 of 5")
    keys(ann, ann_shell, "DOWN", "DOWN", "ENTER")                    # by invitation
    ann_shell.type("Majlis")
    keys(ann, ann_shell, "ENTER")
    pump(both, lambda: ann_shell.screen.name == "diwan", "Ann's new diwan")
    assert ann_shell.said("diwan-created") == ["You created the diwan Majlis."]
    assert ann_shell.screen.opening().startswith("Majlis: one member, one online. Say something")
    items = [item.label() for item in ann_shell.screen.items]
    assert items[4] == "Invite a player by name" and "Leave this diwan" not in items
    keys(ann, ann_shell, "DOWN", "DOWN", "DOWN", "DOWN", "ENTER")
    ann_shell.type("bob")
    keys(ann, ann_shell, "ENTER")
    pump(both, lambda: bob_shell.said("diwan-invited"), "Bob invited")
    assert bob_shell.said("diwan-invited") == [
        "Ann invites you to the diwan Majlis: join it in your diwans, F4."]
    bob.diwans.command("diwans")
    pump(both, lambda: bob_shell.screen.name == "diwans", "Bob's diwans")
    assert bob_shell.screen.opening().startswith(
        "Diwans. Join Majlis, which invites you: one member")
    keys(bob, bob_shell, "ENTER")
    pump(both, lambda: bob_shell.screen.name == "diwan", "Bob in the diwan")
    pump(both, lambda: ann_shell.said("diwan-joined"), "Ann hears Bob come")
    assert ann_shell.said("diwan-joined") == ["Bob joins the diwan Majlis."]
    # Bob says a line: Ann hears it with the chat's sound, then reads it in the history
    keys(bob, bob_shell, "ENTER")
    bob_shell.type("salam")
    keys(bob, bob_shell, "ENTER")
    pump(both, lambda: ann_shell.said("diwan-chat"), "the line heard")
    assert ann_shell.said("diwan-chat") == ["In Majlis, Bob says: salam"]
    assert "chat" in ann_shell.sounds.played and not bob_shell.said("diwan-chat")
    keys(ann, ann_shell, "HOME", "DOWN", "ENTER")
    pump(both, lambda: ann_shell.screen.name == "diwan-history", "the history")
    assert ann_shell.screen.opening() == \
        "The chat of Majlis, the newest first. Bob: salam, 2 of 3"
    keys(ann, ann_shell, "ESCAPE", "HOME", "DOWN", "DOWN", "ENTER")
    pump(both, lambda: ann_shell.screen.name == "diwan-members", "the members")
    assert ann_shell.screen.opening().startswith(
        "2 members of Majlis. Ann, its creator, online")
    keys(ann, ann_shell, "DOWN", "ENTER")
    assert [item.label() for item in ann_shell.screen.items] == [
        "Make Bob a moderator", "Remove Bob from the diwan", "Ban Bob from the diwan for good",
        "Mute Bob", "Block Bob", "Report Bob to the server's operator", "Back"]
    keys(ann, ann_shell, "ESCAPE", "ESCAPE", "END", "UP", "UP", "ENTER")
    pump(both, lambda: ann_shell.screen.name == "diwan-board", "the leaderboard")
    assert ann_shell.screen.opening() == "The leaderboard of Majlis, by matches won at its " \
        "tables. No match has been played at this diwan's tables yet, 1 of 2"
    keys(ann, ann_shell, "ESCAPE")
    # a tournament for the diwan from its menu: Bob hears of it
    keys(ann, ann_shell, "HOME", *["DOWN"] * 5)
    assert ann_shell.screen.items[5].label() == "Create a tournament for this diwan"
    keys(ann, ann_shell, "ENTER")
    assert ann_shell.screen.opening().startswith("Create a tournament for Majlis. Name: empty")
    keys(ann, ann_shell, "ENTER")
    ann_shell.type("Cup")
    keys(ann, ann_shell, "ENTER", "END", "UP", "ENTER")              # Create the tournament
    pump(both, lambda: bob_shell.said("diwan-tournament") and
         ann_shell.said("tournament-created"), "the tournament made and heard")
    assert bob_shell.said("diwan-tournament") == [
        "Ann creates a tournament in Majlis: register for it in the tournaments."]
    assert ann_shell.said("tournament-created") == [
        "Cup in Majlis is created: registration is open."]
    keys(ann, ann_shell, "ESCAPE")
    # a table opened from the diwan's menu: Bob hears it and joins by Ctrl+Y
    keys(ann, ann_shell, "HOME", "DOWN", "DOWN", "DOWN", "ENTER")
    assert ann_shell.screen.name == "create"
    keys(ann, ann_shell, "END", "UP", "ENTER")                       # Create the table
    pump(both, lambda: ann_shell.screen.name == "room", "Ann's table")
    pump(both, lambda: bob_shell.said("diwan-table"), "the table heard")
    assert bob_shell.said("diwan-table") == ["Ann opens a table in Majlis: Ctrl+Y joins it."]
    assert bob_shell.sounds.played[-1] == "diwan_table"
    assert bob.diwans.command("invite_accept")
    pump(both, lambda: bob_shell.screen.name == "room", "Bob at Ann's table")
    for online in both:
        online.drop_connection()
    closed = time.monotonic() + 0.5
    pump(both, lambda: time.monotonic() > closed, "the closing handshakes")
