"""Where an account stands, from the online lobby (an in-process server): the lobby
offers it to an account and not to a guest; My rating before any rated match, and
hiding from the leaderboards said once the server has it; an empty leaderboard and
history said in words."""
from __future__ import annotations

from test_online import Shell, connect, online_for, pump, screens_said, server  # noqa: F401


def labels(shell: Shell) -> list[str]:
    return [item.label() for item in shell.screen.items]


def test_an_account_hears_its_rating_hides_and_finds_empty_lists(server):  # noqa: F811
    guest_shell, shell = Shell(), Shell()
    guest = connect(guest_shell, server, "Bea")
    assert "My rating" not in labels(guest_shell)
    online, _ = online_for(shell)
    shell.settings.server_address = server.removeprefix("ws://")
    shell.settings.player_name = "Ann"
    online.connect(password="correct horse", register=True)
    pump(online, lambda: shell.screen is not None and shell.screen.name == "lobby", "the lobby")
    lobby = labels(shell)
    mine = lobby.index("My rating")
    assert lobby[mine:mine + 4] == ["My rating", "Leaderboard", "My online statistics",
                                    "My past online matches"]
    online.standing.my_rating()
    pump(online, lambda: shell.screen.name == "rating", "my rating")
    assert screens_said(shell)[-1] == (
        "My rating. No rated match yet: your rating starts at 0, a skill of 25 give or take "
        "8.3, 1 of 3")
    shell.press("DOWN")
    shell.press("ENTER")
    pump(online, lambda: shell.said("standing-hidden-on"), "hidden")
    assert shell.screen.item_text().startswith("Hide me from the leaderboards: on")
    assert online.state.connection.client is not None
    shell.press("ESCAPE")
    online.standing.leaderboard()
    pump(online, lambda: shell.screen.name == "leaderboard", "the leaderboard")
    assert labels(shell)[1:3] == [
        "You have no place on this leaderboard: no rated match with these rules yet, or you "
        "are hidden.", "Nobody on this leaderboard yet."]
    shell.press("ESCAPE")
    online.standing.history()
    pump(online, lambda: shell.screen.name == "online_history", "the history")
    assert labels(shell)[0] == "No online match finished yet."
    for each in (guest, online):
        each.close()
