"""Keeping pace: one line per moment, the verdict first, brevity that follows the backlog.

A fake output (it ends a message when the test says so) and a fake clock; the
real narrator and catalogue. No timing asserts: what is said, in what order,
and that nothing is lost.
"""

from __future__ import annotations

import io
import json

from baloot_audio.core import events as ev
from baloot_audio.core.state import Stage
from baloot_audio.i18n import Catalog
from baloot_audio.ui.narrator import Narrator
from baloot_audio.ui.present import present
from baloot_audio.ui.speech import CONDENSE_AT, HOLD, CATCH_UP_AT, Speech, SpeechLog

from test_pacing import Clock, Reporting, hear_all, texts


class Sounds:
    def __init__(self):
        self.played: list[str] = []

    def play(self, cue, delay=0.0, **data):
        self.played.append(cue)


def make(lang: str = "en", verbosity: str = "full"):
    t = Catalog(lang, strict=True)
    out, log = Reporting(), io.StringIO()
    sp = Speech(out, SpeechLog(stream=log), clock=Clock())
    n = Narrator(t, 0, verbosity=verbosity)
    sp.clause = n.clause
    sp.catch_up = n.catch_up.words
    return sp, out, n, Sounds(), log


def tell(sp, n, sounds, *events):
    """The events of one moment (one step of the table), as the session tells them."""
    for e in events:
        present(sp, sounds, n.narrate(e))


def records(log, kind):
    return [json.loads(line) for line in log.getvalue().splitlines()
            if json.loads(line)["kind"] == kind]


def card(seat, c, trick, lead=False):
    return ev.CardPlayed(seat, c, trick, lead, False, False)


def test_the_last_card_and_the_trick_it_ends_are_one_line():
    sp, out, n, sounds, log = make()
    tell(sp, n, sounds, card(3, "TS", 0), ev.TrickWon(3, 0, (), 15, False))
    assert texts(out) == []           # the moment is not over until the next poll
    sp.poll()
    assert texts(out) == ["Left plays the ten of spades, Left wins, 15 points"]
    assert sounds.played[-2:] == ["card_left", "trick_them"]   # every cue, as before
    line = records(log, "condensed")[0]
    assert line["parts"] == ["Left plays the ten of spades.", "Left wins the trick, 15 points."]
    assert len(set(line["events"])) == 2 and line["at"][0] == 0 < line["at"][1]


def test_moments_of_different_polls_are_not_joined():
    sp, out, n, sounds, _ = make()
    tell(sp, n, sounds, card(1, "7S", 0, lead=True))
    sp.poll()
    tell(sp, n, sounds, card(2, "KS", 0))
    sp.poll()
    hear_all(sp, out)
    assert texts(out) == ["Right leads the seven of spades.", "Partner plays the king of spades."]


def test_a_card_and_my_turn_of_one_moment_are_one_line():
    from baloot_audio.table_api import TurnToPlay

    sp, out, n, sounds, _ = make()
    tell(sp, n, sounds, card(3, "7H", 0, lead=True), TurnToPlay(0, False, "H"))
    sp.poll()
    hear_all(sp, out)
    # one line, handed to the output a message (or a trick) at a time
    assert texts(out) == ["Left leads the seven of hearts.", "Your turn, hearts led."]


ROUND = ev.RoundScored("made", 1, "hokum", 1, (2, 6), (29, 133), (3, 13), (0, 0), (0, 0),
                       (3, 13))
SCREEN = "End of the round. Next round, 1 of 5"


def round_end(sp, n, sounds):
    tell(sp, n, sounds, card(3, "JC", 7), ev.TrickWon(3, 7, (), 40, True), ROUND,
         ev.MatchScored(1, (3, 13), (3, 13)))
    sp.say(SCREEN, msg_id="screen")      # the round-end screen, in the same moment


def test_a_rounds_end_is_said_in_order_in_one_line_verdict_breakdown_score_menu():
    sp, out, n, sounds, log = make()
    round_end(sp, n, sounds)
    line = records(log, "condensed")[0]
    assert line["text"] == ("Left plays the jack of clubs, Left wins the last trick, 40 points. "
                            "They made their hokum: 13 to 3. Us: 2 tricks, 29 card points, "
                            "counted 3. Them: 6 tricks, 133 card points, counted 13. "
                            "Match score: us 3, them 13. End of the round. Next round, 1 of 5")
    sp.say("a later message")            # what comes next comes after the round's end
    hear_all(sp, out)
    assert texts(out) == ["Left plays the jack of clubs, Left wins the last trick, 40 points.",
                          "They made their hokum: 13 to 3.",
                          "Us: 2 tricks, 29 card points, counted 3. Them: 6 tricks, 133 card "
                          "points, counted 13.", "Match score: us 3, them 13.",
                          "End of the round. Next round, 1 of 5", "a later message"]
    said = {r.get("id"): r for r in records(log, "speech")}
    # the breakdown continues the round's result: the same event, no detail left behind
    assert said["round-breakdown"]["event"] == said["round-result"]["event"]
    assert "detail" not in said["round-breakdown"]


def test_brief_verbosity_says_no_breakdown():
    sp, out, n, sounds, _ = make(verbosity="brief")
    round_end(sp, n, sounds)
    hear_all(sp, out)
    assert not any("tricks, 29 card points" in t for t in texts(out))


def test_the_next_round_does_not_wait_for_the_rounds_end_and_it_is_kept():
    sp, out, n, sounds, log = make()
    round_end(sp, n, sounds)
    for _ in range(2):                  # the last trick and the verdict heard
        out.finish()
        sp.poll()
    assert texts(out)[-1].startswith("Us: 2 tricks")
    assert sp.move_on() == 3            # the player chose "Next round": the rest waits
    assert sp.heard and sp.missed_items()[0].text.startswith("Us: 2 tricks")
    sp.say("New round.")
    assert texts(out)[-1] == "New round."
    hear_all(sp, out)
    assert sp.say_missed()              # "what did I miss" still has it
    assert texts(out)[-1].startswith("Us: 2 tricks")


def test_a_key_while_a_detail_is_said_keeps_it_for_later_instead_of_saying_it_again():
    """A key cuts what is being said. A table message is said again; a detail (an
    online room's words) is the player moving on: it waits in "what did I miss", or a
    fast player's keys would cut it at every quiet moment, again and again."""
    sp, out, n, sounds, log = make()
    sp.say("Invite code: K 7 Q 2.", detail=True)
    sp.poll()
    assert texts(out)[-1] == "Invite code: K 7 Q 2."
    sp.answer("Your hand: ...")          # a question key while the detail is said
    hear_all(sp, out)
    assert texts(out)[-1] == "Your hand: ..." and sp.heard
    assert [u.text for u in sp.missed_items()] == ["Invite code: K 7 Q 2."]
    assert records(log, "yielded")[-1]["texts"][0] == "Invite code: K 7 Q 2."
    sp.clock.now += HOLD                 # the player pauses: the table speaks again
    sp.say("Left plays the ten of spades.")
    sp.answer("Trump: spades.")          # a table message cut by a key is said again
    hear_all(sp, out)
    assert texts(out)[-3:] == ["Left plays the ten of spades.", "Trump: spades.",
                               "Left plays the ten of spades."]
    assert sp.say_missed() and texts(out)[-1] == "Invite code: K 7 Q 2."


TRICKS = [  # (seat, card) in turn order, the winner, its points
    (((1, "7S"), (2, "KS"), (3, "TS"), (0, "AH")), 3, 14),
    (((3, "9C"), (0, "8C"), (1, "QC"), (2, "JD")), 2, 5),
    (((2, "AD"), (3, "7D"), (0, "8D"), (1, "9D")), 2, 11),
]


def fast_table(sp, n, sounds, tricks):
    """Each card and each trick's end in a moment of its own, faster than a voice."""
    for number, (plays, winner, points) in enumerate(tricks):
        for k, (seat, c) in enumerate(plays):
            moment = [card(seat, c, number, lead=k == 0)]
            if k == 3:
                moment.append(ev.TrickWon(winner, number, plays, points, False))
            tell(sp, n, sounds, *moment)
            sp.poll()


def test_a_long_backlog_is_caught_up_in_one_line_each_trick_by_who_took_it():
    """The voice far behind the table: everything that waits in one catch-up line, each
    trick acted past by who took it and its points (a cut named as one); the history
    and the log keep every message."""
    sp, out, n, sounds, log = make()
    sp.say("Dealt.")                    # being said while the table plays on
    fast_table(sp, n, sounds, TRICKS)
    assert sp.level() == 2 and len(sp.pending) >= CATCH_UP_AT
    hear_all(sp, out)
    # two tricks in a row to one seat: in one clause
    assert texts(out) == ["Dealt.", "Left takes 14.", "Partner takes 5 and 11"]
    # nothing lost: every message of the table is in the line that said it
    said = [p for r in records(log, "condensed") for p in r["parts"]]
    table = [r["text"] for r in records(log, "speech") if r["text"] != "Dealt."]
    assert said == table
    assert [r["level"] for r in records(log, "condensed")] == [2]


def test_a_short_backlog_is_one_line_per_trick_in_brief_words():
    sp, out, n, sounds, log = make()
    sp.say("Dealt.")
    fast_table(sp, n, sounds, TRICKS[:1])
    assert CONDENSE_AT <= len(sp.pending) < CATCH_UP_AT
    hear_all(sp, out)
    assert texts(out)[1] == ("Right leads the seven of spades, Partner plays the king of spades, "
                             "Left plays the ten of spades, you play the ace of hearts, "
                             "Left wins, 14 points")


def test_catch_up_words_in_french_and_arabic_name_who_took_each_trick():
    for lang in ("fr", "ar"):
        sp, out, n, sounds, _ = make(lang)
        sp.say("…")
        fast_table(sp, n, sounds, TRICKS)
        hear_all(sp, out)
        line = " ".join(texts(out)[1:])
        for _, winner, points in TRICKS:
            assert n.seat(winner).casefold() in line.casefold() and str(points) in line
        assert "{" not in line


def test_an_answer_in_the_middle_of_a_line_says_again_only_the_part_it_cut():
    sp, out, n, sounds, _ = make()
    round_end(sp, n, sounds)
    out.finish()
    sp.poll()                           # the trick is heard; the verdict is being said
    sp.answer("Your hand: ...")
    hear_all(sp, out)
    # again only what was cut, caught up (the breakdown left to the round key, D)
    assert texts(out) == ["Left plays the jack of clubs, Left wins the last trick, 40 points.",
                          "They made their hokum: 13 to 3.", "Your hand: ...",
                          "They made their hokum: 13 to 3.", "Match score: us 3, them 13.",
                          "End of the round. Next round, 1 of 5"]


def test_a_catch_up_says_the_trick_in_play_card_by_card_and_my_turn_last():
    from baloot_audio.table_api import TurnToPlay

    sp, out, n, sounds, _ = make()
    sp.say("Dealt.")
    fast_table(sp, n, sounds, TRICKS[:1])
    tell(sp, n, sounds, card(3, "8D", 1, lead=True), card(0, "9D", 1),
         card(1, "AD", 1), TurnToPlay(2, False, "D"))
    sp.poll()
    tell(sp, n, sounds, card(2, "7D", 1), TurnToPlay(3, False, "D"))
    sp.poll()
    assert sp.level() == 2
    hear_all(sp, out)
    assert texts(out)[1:] == ["Left takes 14.", "Left leads the eight of diamonds, you play the "
                              "nine of diamonds, Right plays the ace of diamonds, Partner plays "
                              "the seven of diamonds, Right is winning"]


def test_calls_that_wait_are_said_in_one_line_and_every_call_is_said():
    """A fast table's bidding: several calls waiting go in one line (as a trick's
    cards do); a call said alone keeps its own words."""
    sp, out, n, sounds, log = make()
    tell(sp, n, sounds, ev.CallMade(1, "pass"))
    sp.poll()                         # said alone: the others are not made yet
    for seat, call in ((2, "pass"), (3, "pass"), (0, "hokum")):
        tell(sp, n, sounds, ev.CallMade(seat, call))
        sp.poll()                     # each its own moment, all waiting behind the first
    hear_all(sp, out)
    assert texts(out) == ["Right: pass.", "Partner: pass, Left: pass, you: hokum"]
    assert records(log, "condensed")[0]["parts"] == ["Partner: pass.", "Left: pass.", "You: hokum."]


def test_a_long_bidding_backlog_says_each_run_of_passes_once():
    """From CATCH_UP_AT waiting, a run of passes names its seats and says "pass" once,
    and the deal's end drops "the rest of the cards are dealt"; every call is said."""
    sp, out, n, sounds, log = make()
    sp.say("Dealt.")                  # being said: what follows waits
    calls = [(1, "pass"), (2, "pass"), (3, "hokum"), (0, "pass"), (1, "pass")]
    for seat, call in calls:
        tell(sp, n, sounds, ev.CallMade(seat, call))
        sp.poll()
    tell(sp, n, sounds, ev.CallMade(2, "pass"), ev.DealCompleted(3))   # one moment
    sp.poll()
    assert sp.level() == 2
    hear_all(sp, out)
    assert texts(out)[1:] == ["Right, Partner: pass, Left: hokum, you, Right, Partner: pass.",
                              "Left takes the turned card"]
    assert records(log, "condensed")[0]["parts"][-1].startswith("Left takes the turned card. "
                                                                 "The rest")


def test_a_run_of_passes_across_the_buys_two_rounds_keeps_each_rounds_word():
    """Arabic says a pass of the buy's second round «ولا», not «بس»: a long backlog's run
    of passes is said once per round, never the four of the first with the second's
    word (heard by ear in an online match, issue 41)."""
    sp, out, n, sounds, log = make("ar")
    sp.say("وزّعنا.")                 # being said: what follows waits
    for seat in (1, 2, 3):
        tell(sp, n, sounds, ev.CallMade(seat, "pass"))
        sp.poll()
    tell(sp, n, sounds, ev.CallMade(0, "pass"), ev.Offered(1, Stage.ROUND2, ("pass", "hokum")))
    sp.poll()
    for seat in (1, 2, 3):
        tell(sp, n, sounds, ev.CallMade(seat, "pass"))
        sp.poll()
    assert sp.level() == 2
    hear_all(sp, out)
    line = " ".join(texts(out)[1:])
    assert line.count(": بس") == 1 and line.count(": ولا") == 1, line
    assert line.index(": بس") < line.index(": ولا"), line


def test_a_tricks_clauses_are_joined_as_each_language_writes_them():
    """A trick's last card and who took it, in one line: French has " ; " before the new
    clause and the seat's word in lower case mid-sentence, Arabic "، و", English ", "; a
    player's name keeps its capital (issue 31)."""
    expected = {
        "fr": "Votre partenaire joue la dame de carreau\u202f; l’adversaire de gauche fait le "
              "pli\u202f: 26 points",
        "ar": "خويّك لعب بنت ديمن، واللِّي على يسارك أكل: 26 بنطًا",
        "en": "Partner plays the queen of diamonds, Left wins, 26 points"}
    for lang, line in expected.items():
        sp, out, n, sounds, log = make(lang)
        tell(sp, n, sounds, card(2, "QD", 0), ev.TrickWon(3, 0, (), 26, False))
        sp.poll()
        assert texts(out) == [line], lang
    sp, out, n, sounds, log = make("fr")
    n.update(names={3: "Noura"})
    tell(sp, n, sounds, card(0, "QD", 0), ev.TrickWon(3, 0, (), 26, False))
    sp.poll()
    assert texts(out) == ["Vous jouez la dame de carreau\u202f; Noura fait le pli\u202f: 26 points"]
    tell(sp, n, sounds, card(3, "7D", 1), ev.TrickWon(0, 1, (), 10, False))
    hear_all(sp, out)
    assert texts(out)[-1] == "Noura joue le sept de carreau\u202f; vous faites le pli\u202f: 10 points"


def test_nothing_with_no_word_is_ever_queued():
    """A lone "." (a message left empty, a terse or brief part with no word) is never
    queued, nor a line's segment: the voice would read the mark alone."""
    sp, out, n, sounds, log = make()
    sp.say(".")
    sp.say(" ")
    assert not sp.pending and not sp.history and texts(out) == []
    sp.catch_up = lambda parts: ["" if i % 2 else "." for i, _ in enumerate(parts)]
    for trick in range(3):       # a long backlog: terse lines, whose words fall back
        tell(sp, n, sounds, card(1, "7S", trick, lead=True), card(2, "8S", trick),
             card(3, "9S", trick), card(0, "TS", trick), ev.TrickWon(0, trick, (), 30, False))
    hear_all(sp, out)
    said = texts(out)
    assert said and all(any(ch.isalnum() for ch in line) for line in said), said
    assert all(line.count("..") == 0 for line in said), said
