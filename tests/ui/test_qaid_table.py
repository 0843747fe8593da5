"""A Qaid table at the desktop, by keys (issue 25): the setup's table kind, the
warning before a mistake, a bot's call on the player's mistake, the Qaid window
after the last trick, the sheet (twice a round), the spoken "Call Qaid" steps and
boshat from any seat. The real window shell before its window (speech off, its
log in a string), the real menus, session and table screen.

The seed ``qaid-e2e-88`` (found by playing the scripted player below over seeds;
tests/e2e/test_qaid_e2e.py plays the same by the real window): in the first deal
the player's mistake is caught by the right opponent; in the second the left
opponent (seat 3) does not follow diamonds in trick 1 and plays the jack of
spades in trick 5, and nobody calls it (the partner's bot leaves the call to the
player).
"""

from __future__ import annotations

from baloot_audio.core import rules_for
from baloot_audio.core.qaid import sheet_for
from baloot_audio.table import Table
from baloot_audio.ui.lessons.format import Deal, build_deck
from baloot_audio.ui.lessons.table import LessonTable
from baloot_audio.ui.session import local_bots
from schedulers import ImmediateScheduler, ManualScheduler
from test_every_key_answers import Driver

SEED = "qaid-e2e-88"


def qaid_table(d: Driver, seed: str = SEED) -> Table:
    table = Table(rules_for("saudi", qaid=True), local_bots("normal", "easy"),
                  ImmediateScheduler(), seed=seed, bot_delay=0)
    d.session.attach(table, table)
    d.shell.show(d.session.screen)
    table.start_round()
    return table


def said(d: Driver, msg_id: str) -> list[str]:
    return [r["text"] for r in d.records() if r["kind"] == "speech" and r.get("id") == msg_id]


def take_turn(d: Driver, table: Table, mistake: bool) -> bool:
    """The player's turn by keys: a call (pass, else the first offered), or the cards from
    the left until one is played; a card that asks twice is played only when ``mistake``
    (True: the mistake was made)."""
    moves = len(table.actions[-1])
    if table.view().phase.name == "BUY":
        d.key("shift+P")
        if len(table.actions[-1]) == moves:
            d.key("ENTER")
        return False
    for k in range(len(table.view().hand)):
        d.key("HOME")
        for _ in range(k):
            d.key("RIGHT")
        heard = d.key("ENTER")
        if any(r.get("id") == "qaid-warn" for r in heard) and mistake:
            d.key("ENTER")
            return True
        if len(table.actions[-1]) > moves:
            return False
    raise AssertionError("no card was played")


def play_round(d: Driver, table: Table, mistake: bool) -> None:
    """Until the round is over or in its Qaid window; one mistake when asked."""
    while not table.round_over and not table.view().closing:
        assert table.my_turn
        if take_turn(d, table, mistake):
            mistake = False


def test_the_setup_offers_a_qaid_table_and_the_match_says_so(tmp_path):
    d = Driver(tmp_path)
    d.menus.setup_menu()
    assert d.words("DOWN") == ["Match length: 152 points, 2 of 7"]
    d.key("DOWN"), d.key("DOWN")
    assert d.words("DOWN") == ["Table: easy, every mistake refused, 5 of 7"]
    assert d.words("RIGHT") == ["Table: Qaid, mistakes played and caught by a call"]
    assert d.shell.settings.qaid
    d.session.start_match()
    assert said(d, "qaid-table-start")
    assert d.session.local.rules.qaid and d.session.local.player_closes
    assert d.words("R")[0].startswith("Qaid table. ")


def test_a_mistake_caught_by_a_bot_then_the_player_calls_qaid_by_the_spoken_steps(tmp_path):
    d = Driver(tmp_path)
    table = qaid_table(d)
    play_round(d, table, mistake=True)
    # the warning came once, then the card was played as chosen, and a bot caught it
    assert said(d, "qaid-warn")[0].startswith("This card breaks the follow rule; press Enter")
    verdict = said(d, "qaid-judged")
    assert verdict == ["Right calls Qaid on you. Proven: you did not follow clubs in trick 2 "
                       "and played the nine of clubs in trick 5. They take 16."]
    assert table.records[-1]["outcome"] == "qaid"
    assert d.shell.screen.name == "round_end"

    d.key("ENTER")                     # the next deal
    play_round(d, table, mistake=False)
    assert table.view().closing and not table.round_over      # the window waits
    assert said(d, "qaid-window") == ["Last trick played. To call Qaid, press Q; "
                                      "for the score, press Enter."]
    assert d.words("W") == ["The last trick is played: the round waits for a Qaid call "
                            "or for the score."]
    sheet = d.words("J")[0]
    assert sheet == ("Qaid sheet, 1 of 2 this round: Proven: the left opponent did not follow "
                     "spades in trick 1 and played the jack of spades in trick 5.")
    assert d.words("J")[0].startswith("Qaid sheet, 2 of 2")
    assert d.words("J") == ["You have read the Qaid sheet twice this round."]
    [line] = [s for s in sheet_for(table.view()) if s.accused in (1, 3)]
    assert (line.accused, line.crime, line.proof) == (3, (0, "7D"), (4, "JS"))

    assert d.words("Q") == ["Call Qaid: on whom? Right, 1 of 2"]
    assert d.words("DOWN") == ["Left, 2 of 2"]
    assert d.words("ENTER") == ["Which action of the left opponent? "
                                "Trick 1: the seven of diamonds, 1 of 7"]
    assert d.words("ENTER") == ["Which later card proves it? "
                                "Trick 2: the left opponent played the nine of diamonds, 1 of 7"]
    for _ in range(3):
        d.key("DOWN")
    assert d.words("ESCAPE")[0].startswith("Which action of the left opponent?")   # back
    d.key("ENTER")
    for _ in range(3):
        d.key("DOWN")
    assert d.words("ENTER") == ["Call Qaid on the left opponent: the seven of diamonds of trick 1, "
                                "proved by the jack of spades of trick 5? No, 1 of 2"]
    assert d.words("DOWN") == ["Yes, 2 of 2"]
    d.key("ENTER")
    assert said(d, "qaid-judged")[-1] == (
        "You call Qaid on the left opponent. Proven: the left opponent did not follow spades in "
        "trick 1 and played the jack of spades in trick 5. We take 30.")
    assert table.records[-1]["outcome"] == "qaid" and table.round_over
    assert table.records[-1]["points"] == [30, 0]    # 26 and our projects (4)
    assert d.shell.screen.name == "round_end"


def test_the_warning_is_a_setting_and_enter_closes_the_window(tmp_path):
    d = Driver(tmp_path)
    d.shell.settings.qaid_warn = False
    table = qaid_table(d)
    play_round(d, table, mistake=False)           # the first card from the left, at once
    assert said(d, "qaid-warn") == [] and said(d, "qaid-judged")
    assert table.records[-1]["outcome"] == "qaid"
    d.shell.settings.qaid_warn = True
    d.key("ENTER")
    play_round(d, table, mistake=False)
    rounds = len(table.records)
    d.key("ENTER")                                # the window closes: the score
    assert len(table.records) == rounds + 1 and table.records[-1]["outcome"] != "qaid"
    assert d.shell.screen.name == "round_end"


def test_the_qaid_keys_at_an_easy_table_and_before_any_card(tmp_path):
    d = Driver(tmp_path)
    d.table()                                     # an easy table
    assert d.words("J") == ["No Qaid at this table."]
    assert d.words("Q") == []                     # the same words: its sound only
    d = Driver(tmp_path)
    qaid_table(d)
    assert d.words("Q")[0].startswith("Nothing to call yet")
    # nothing proven: said, and not one of the two looks (issue 38)
    for _ in range(3):
        assert d.words("J") == ["Qaid sheet: nothing proven yet; this look does not count."]
    assert d.words("shift+B") == ["Boshat needs five cards, all sevens, eights or nines."]


def test_boshat_from_a_seat_that_is_not_to_speak(tmp_path):
    d = Driver(tmp_path)
    for n in range(3000):                         # a deal whose first five are all low
        table = Table(rules_for("saudi", qaid=True), local_bots("normal", "easy"),
                      ManualScheduler(), seed=f"boshat-{n}", bot_delay=0)
        table.start_round()
        v = table.view()
        if all(c[0] in "789" for c in v.first_five) and v.to_act != 0:
            break
    else:
        raise AssertionError("no boshat hand")
    d.session.attach(table, table)
    d.shell.show(d.session.screen)
    d.key("shift+B")
    assert {"seat": 0, "kind": "boshat"} in table.actions[0]


def test_a_timed_table_closes_the_qaid_window_at_its_clock_an_untimed_one_never():
    from test_timed_turns import TimedShell

    from baloot_audio.ui.session import MatchSession

    def played_out(timer: str):
        shell = TimedShell(timer)
        session = MatchSession(shell)
        table = Table(rules_for("saudi", qaid=True), local_bots("normal", "normal"),
                      shell.scheduler, seed="timed-qaid-1", bot_delay=0.0)
        session.attach(table, table)
        shell.show(session.screen)
        table.start_round()
        for _ in range(600):          # the player's turns run out: the bot plays for them
            if table.round_over or table.view().closing:
                break
            if timer == "off" and table.my_turn:
                session.screen.send(table.view().legal[0])
            shell.run(1)
        assert table.view().closing and not table.round_over
        return shell, table

    shell, table = played_out("tournament")
    shell.run(3)
    assert not table.round_over                   # the window's 5 s once its words are heard
    shell.run(5)
    assert table.round_over and table.records[-1]["outcome"] != "qaid"
    shell, table = played_out("off")
    shell.run(120)
    assert not table.round_over                   # untimed: the player goes on to the score


def test_every_key_answers_in_the_call_qaid_steps(tmp_path):
    from test_every_key_answers import sweep

    d = Driver(tmp_path)
    table = qaid_table(d)
    play_round(d, table, mistake=True)
    d.key("ENTER")
    play_round(d, table, mistake=False)               # the second deal's Qaid window
    screen = d.session.screen
    sweep(d, lambda: (d.shell.show(screen), screen.open_qaid_call(table.view())))
    assert table.view().closing and not table.round_over   # no key made the call


def focus(d: Driver, words: str) -> None:
    """Home, then Right until the card in focus is said as ``words``."""
    said = d.words("HOME")
    for _ in range(8):
        if said and said[0].startswith(words):
            return
        said = d.words("RIGHT")
    raise AssertionError(f"{words} not in the hand")


def test_a_trump_led_in_a_locked_round_asks_twice_and_a_bot_catches_it(tmp_path):
    """Issue 37: the player buys a hokum in hearts, the right opponent doubles locked; the
    player leads the ace of hearts while holding clubs, spades and diamonds: the warning
    names the lock, Enter again plays it; the player's ace of clubs in trick 2 proves it,
    and the right opponent's bot calls Qaid at once."""
    hands = {0: (("AC", "TC", "7S", "8S", "9S"), ("7D", "8D")),
             1: (("8C", "9C", "TS", "JS", "QS"), ("KS", "TD", "JD")),
             2: (("7C", "AS", "9D", "QD", "KD"), ("AD", "7H", "8H")),
             3: (("9H", "TH", "JH", "QH", "KH"), ("JC", "QC", "KC"))}
    deal = Deal("locked", "ksa", dealer=3, deck=build_deck(3, hands, "AH"),
                script={1: ("pass", "double locked", "play 8C"), 2: ("pass", "play 7H"),
                        3: ("pass", "play JH", "play KC")}, options={"qaid": True})
    d = Driver(tmp_path)
    table = LessonTable(deal, ImmediateScheduler(), bot_delay=0)
    d.session.attach(table, table)
    d.shell.show(d.session.screen)
    table.start_round()
    d.key("shift+H")                              # hokum in hearts
    d.key("shift+N")                              # no triple: the round stays locked
    assert table.state.contract.locked and table.my_turn
    focus(d, "ace of hearts")
    assert d.words("ENTER") == ["This card breaks the lock: no trump lead while you hold "
                                "another suit; press Enter again to play it anyway."]
    assert table.state.current == ()
    d.key("ENTER")                                # played anyway
    assert table.state.tricks[0].plays[0] == (0, "AH") and table.my_turn
    focus(d, "ace of clubs")
    d.key("ENTER")                                # the proof: a club after the trump lead
    assert said(d, "qaid-judged") == [
        "Right calls Qaid on you. Proven: you led a trump in trick 1 of a locked round, and "
        "played the ace of clubs in trick 2. They take 68."]
    assert table.records[-1]["outcome"] == "qaid" and table.records[-1]["points"] == [0, 68]
    assert not table.strayed
