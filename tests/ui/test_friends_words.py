"""What a window says of its friends, without a server: each notice said once, as
it comes (a request heard at login and again live, a message sent again after a
reconnect), the invitation with its own chime and its keys, a friend's place in
a full sentence in every language."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from baloot_audio.i18n import Catalog
from baloot_audio.net.wire import protocol as p
from baloot_audio.ui.friends import Friends
from baloot_audio.ui.friends_screens import where_words
from baloot_audio.ui.online_state import OnlineState
from baloot_audio.ui.online_words import Lines
from ui.test_online import Shell


class Net:
    """The network loop, recording the requests instead of sending them."""

    def __init__(self):
        self.sent: list[str] = []

    def run(self, work, done, failed) -> None:
        self.sent.append(work.cr_code.co_name)
        work.close()


def friends_window() -> tuple[Friends, Shell, Net]:
    shell, net, state = Shell(), Net(), OnlineState()
    state.connection.client = SimpleNamespace(guest=False, request=None)
    return Friends(shell, net, state, Lines(shell), joined=lambda table: None), shell, net


SARA = p.FriendInfo("s1", "Sara", "table", 2)


def test_each_notice_is_said_once_as_it_comes():
    friends, shell, net = friends_window()
    line = p.PrivateLine(1, "s1", "are you there?", 1.0)
    for msg in (p.FriendRequests([p.Requester("o1", "Omar")]),          # waiting at login
                p.FriendNotice("request", p.FriendInfo("o1", "Omar")),
                p.FriendNotice("online", SARA),
                p.PrivateMessage("s1", "Sara", line),
                p.PrivateMessage("s1", "Sara", line),                # again, after a reconnect
                p.FriendNotice("offline", p.FriendInfo("s1", "Sara"))):
        assert friends.message(msg)
    assert not friends.message(p.Ok(3))
    assert shell.said("friend-request") == [
        "Omar asks to be your friend: answer in your friends, F2."]
    assert shell.said("friend-came-online") == ["Online now: Sara is at a table, 2 seats free"]
    assert shell.said("friend-message") == ["Sara writes: are you there?"]
    assert shell.said("friend-came-offline") == ["Sara went offline."]
    assert shell.sounds.played == ["chat"]
    assert net.sent == ["seen", "seen"]           # heard: not sent again at the next login


def test_an_invitation_chimes_and_is_answered_by_its_keys():
    friends, shell, net = friends_window()
    assert friends.command("invite_accept")
    assert shell.said("friend-no-invite") == ["No invitation waits for your answer."]
    friends.message(p.Invited(SARA))
    assert shell.sounds.played == ["invite"]
    assert shell.said("friend-invited") == [
        "Sara invites you to their table: Ctrl+Y accepts, Ctrl+N declines."]
    assert friends.command("invite_decline") and net.sent == ["answer_invite"]
    assert friends.command("invite_accept")             # answered: nothing waits any more
    assert len(shell.said("friend-no-invite")) == 2


def test_a_guest_has_no_friends():
    friends, shell, net = friends_window()
    friends.state.connection.client.guest = True
    assert friends.command("friends") and net.sent == []
    assert shell.said("friends-accounts-only")


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_where_a_friend_is_in_full_sentences(lang):
    t = Catalog(lang, strict=True)
    places = [p.FriendInfo("s1", "Sara", place, free) for place, free in (
        ("offline", 0), ("lobby", 0), ("table", 0), ("table", 1), ("table", 3),
        ("playing", 0), ("watching", 0))]
    words = [where_words(t, friend) for friend in places]
    assert all("Sara" in w for w in words) and len(set(words)) == len(words)
    if lang == "en":
        assert words[:5] == ["Sara is offline", "Sara is online, in the lobby",
                             "Sara is at a table, no seat free",
                             "Sara is at a table, one seat free",
                             "Sara is at a table, 3 seats free"]
