"""Qaid tables (option qaid): mistakes played, Qaid calls judged from public play,
the penalties, boshat at any moment before the first card, the round's close, and
the records. Concrete hands; the properties over random rounds are in
test_qaid_properties.py."""
from __future__ import annotations

import pytest

from .helpers import (SPREAD_FIVE, assert_refused, buy, call_kinds, calls, cards,
                      deck_for_hands, events_of, fill_deck, play, start)

from baloot_audio.core import (Action, IllegalAction, Match, Phase, UnknownOption, apply,
                               mistake_rule, refusal_rule, replay_record, round_record,
                               rules_for, view, view_refusal)
from baloot_audio.core.events import QaidJudged, RoundScored, ThrownIn
from baloot_audio.core.qaid import calls_now, qaid_call, sheet_for, slips
from baloot_audio.core.records import ReplayError

# ksa, hokum in hearts bought by seat 0 (the land AH is his); dealer 3, seat 0 leads.
# Seat 1 holds a fifty in spades, seat 3 a hundred in hearts, a sira in clubs and
# the baloot (KH QH): team 1 wins the projects' battle, 17 points in all.
HANDS = [cards("AH AC TC 7S 8S 9S 7D 8D"), cards("8C 9C TS JS QS KS TD JD"),
         cards("7C AS 9D QD KD AD 7H 8H"), cards("9H TH JH QH KH JC QC KC")]
TEAM1_PROJECTS = 10 + 2 + 5


def qaid_round(preset="ksa", locked=False, **options):
    options.setdefault("qaid", True)
    state = start(preset, deck_for_hands(HANDS, "AH", dealer=3, land_to=0), dealer=3,
                  **options)
    return buy(state, "hokum", buyer=0, locked=locked)


def missed_follow():
    """Seat 1 does not follow spades in trick 1 (it holds four) and plays a spade
    in trick 3: the proof."""
    state = qaid_round()
    state, _ = play(state, ["7S", "8C", "AS", "9H", "KC", "AC", "9C", "7C", "8S", "TS"])
    return state


# --- options -------------------------------------------------------------------------

def test_qaid_is_an_option_of_saudi_and_ksa_off_by_default_and_belote_has_none():
    assert not rules_for("saudi").qaid and not rules_for("ksa").qaid
    assert rules_for("saudi", qaid=True).options() == {"qaid": True, "target": 152}
    assert rules_for("ksa", qaid=True, qaid_penalty="redeal").options() == {
        "qaid": True, "qaid_penalty": "redeal", "target": 152}
    assert rules_for("ksa", qaid=True).qaid_penalty == "registered"
    for preset, options in (("belote", {"qaid": True}), ("saudi", {"qaid": 1}),
                            ("ksa", {"qaid": True, "qaid_penalty": "later"}),
                            ("ksa", {"qaid_penalty": "redeal"})):
        with pytest.raises(UnknownOption):
            rules_for(preset, **options)


# --- mistakes are played -------------------------------------------------------------

def test_a_missed_follow_is_refused_at_an_easy_table_and_played_at_a_qaid_table():
    easy, _ = play(qaid_round(qaid=False), ["7S"])
    assert_refused(easy, Action.play(1, "8C"), "must_follow_suit")
    state, _ = play(qaid_round(), ["7S"])
    assert "8C" not in {a.card for a in view(state, 1).legal}      # legal: the rule's cards
    assert set(slips(view(state, 1))) == {(c, "must_follow_suit") for c in ("8C", "9C", "TD", "JD")}
    assert mistake_rule(view(state, 1), Action.play(1, "8C")) == "must_follow_suit"
    assert mistake_rule(view(state, 1), Action.play(1, "TS")) is None
    assert refusal_rule(state, Action.play(1, "8C")) is None
    state, events = play(state, ["8C"])
    assert state.current == ((0, "7S"), (1, "8C"))
    assert not events_of(events, QaidJudged)        # nobody is told: the card is just played


def test_a_card_out_of_turn_or_not_in_the_hand_and_a_trump_akka_stay_refused():
    state = qaid_round(locked=True)
    assert_refused(qaid_round(), Action(0, "akka", card="AH"), "akka_plain_suit_in_hokum_only")
    assert_refused(state, Action(0, "akka", card="AH"), "akka_plain_suit_in_hokum_only")
    assert_refused(state, Action.play(1, "7S"), "not_your_turn")
    assert_refused(state, Action.play(0, "KS"), "card_not_in_hand")


def test_a_trump_led_in_a_locked_round_is_refused_at_an_easy_table_and_played_at_a_qaid_table():
    assert_refused(qaid_round(locked=True, qaid=False), Action.play(0, "AH"),
                   "locked_no_trump_lead")
    state = qaid_round(locked=True)
    assert state.contract.locked
    v = view(state, 0)
    assert "AH" not in {a.card for a in v.legal}                 # legal: the other suits
    assert slips(v) == (("AH", "locked_no_trump_lead"),)
    assert mistake_rule(v, Action.play(0, "AH")) == "locked_no_trump_lead"
    assert mistake_rule(v, Action.play(0, "AC")) is None
    assert view_refusal(v, Action.play(0, "AH")) is None is refusal_rule(state, Action.play(0, "AH"))
    state, events = play(state, ["AH"])
    assert state.current == ((0, "AH"),) and not events_of(events, QaidJudged)
    # an open round: a trump lead is no mistake
    assert mistake_rule(view(qaid_round(), 0), Action.play(0, "AH")) is None


def locked_trump_lead():
    """A locked hokum in hearts: seat 0 leads its ace of hearts in trick 1 while it
    holds clubs, spades and diamonds; seat 3's jack takes it and leads the king of
    clubs; seat 0's ace of clubs in trick 2 proves the lead."""
    state, _ = play(qaid_round(locked=True), ["AH", "8C", "7H", "JH", "KC"])
    assert state.tricks[0].winner == 3 and sheet_for(view(state, 1)) == ()
    state, _ = play(state, ["AC"])
    return state


def test_a_trump_led_in_a_locked_round_is_proven_by_a_card_of_another_suit_the_leader_plays_later():
    state = locked_trump_lead()
    [line] = sheet_for(view(state, 3))
    assert (line.accused, line.crime, line.proof, line.kind, line.rule, line.led) == (
        0, (0, "AH"), (1, "AC"), "play", "locked_no_trump_lead", "H")
    done, events = apply(state, qaid_call(3, 0, (0, "AH"), (1, "AC")))
    judged = events_of(events, QaidJudged)[0]
    assert (judged.kind, judged.rule, judged.led, judged.verdict) == (
        "play", "locked_no_trump_lead", "H", "proven")
    # doubled: 16 x 2, the ksa projects x 2, the baloot
    assert done.result.points == (0, 32 + 2 * TEAM1_PROJECTS + 2)
    # a trump of the leader's own proves nothing: it held trumps, it may have held only those
    state, _ = play(qaid_round(locked=True), ["AH", "8C", "7H", "JH", "QC", "AC", "9C", "7C",
                                              "TC", "TS", "8H"])
    assert [s.crime for s in sheet_for(view(state, 1))] == [(0, "AH")]
    done, events = apply(state, qaid_call(1, 2, (0, "7H"), (2, "8H")))
    assert events_of(events, QaidJudged)[0].verdict == "not_proven"
    assert done.result.points[0] > 0 == done.result.points[1]


def test_a_trump_led_in_an_open_round_proves_nothing():
    state, _ = play(qaid_round(), ["AH", "8C", "7H", "JH", "KC", "AC"])
    assert sheet_for(view(state, 1)) == ()
    done, events = apply(state, qaid_call(3, 0, (0, "AH"), (1, "AC")))
    judged = events_of(events, QaidJudged)[0]
    assert (judged.verdict, judged.rule) == ("not_proven", None)
    assert done.result.points == (16, 0)    # the caller's team pays: team 0 scores


def overtake_round(qaid=True):
    """saudi with overtake_led_suit, hokum in hearts: seat 2 holds AD KD QD 9D."""
    state = start("saudi", deck_for_hands(HANDS, "AH", dealer=3, land_to=0), dealer=3,
                  qaid=qaid, overtake_led_suit=True)
    return buy(state, "hokum", buyer=0)


def test_not_playing_higher_in_the_suit_led_is_played_and_proven_by_a_higher_card_later():
    easy, _ = play(overtake_round(qaid=False), ["7D", "TD"])
    assert_refused(easy, Action.play(2, "9D"), "must_overtake")
    state, _ = play(overtake_round(), ["7D", "TD"])
    # the ace alone beats the ten: the king, queen and nine of diamonds break the rule
    assert set(slips(view(state, 2))) == {(c, "must_overtake") for c in ("KD", "QD", "9D")} | {
        (c, "must_follow_suit") for c in ("7C", "AS", "7H", "8H")}
    assert mistake_rule(view(state, 2), Action.play(2, "9D")) == "must_overtake"
    # the nine of diamonds under the ten; seat 3 trumps; clubs; then the ace of diamonds
    state, _ = play(state, ["9D", "9H", "JC", "AC", "8C", "7C", "8D", "JD"])
    assert sheet_for(view(state, 1)) == ()
    state, _ = play(state, ["AD"])
    [line] = sheet_for(view(state, 1))
    assert (line.accused, line.crime, line.proof, line.rule, line.led) == (
        2, (0, "9D"), (2, "AD"), "must_overtake", "D")
    done, events = apply(state, qaid_call(1, 2, (0, "9D"), (2, "AD")))
    assert events_of(events, QaidJudged)[0].verdict == "proven"
    assert done.result.points == (0, 16 + TEAM1_PROJECTS + 2)
    # the seven of clubs proves nothing about diamonds
    done, events = apply(state, qaid_call(1, 2, (0, "9D"), (1, "7C")))
    assert events_of(events, QaidJudged)[0].verdict == "not_proven"
    # without the option the nine was the player's choice: the ace proves nothing
    plain = start("saudi", deck_for_hands(HANDS, "AH", dealer=3, land_to=0), dealer=3,
                  qaid=True)
    plain, _ = play(buy(plain, "hokum", buyer=0),
                    ["7D", "TD", "9D", "9H", "JC", "AC", "8C", "7C", "8D", "JD", "AD"])
    assert sheet_for(view(plain, 1)) == ()


def test_a_false_akka_and_a_false_sawa_are_played():
    state = qaid_round()
    assert_refused(qaid_round(qaid=False), Action(0, "akka", card="TC"), "akka_not_highest")
    assert mistake_rule(view(state, 0), Action(0, "akka", card="TC")) == "akka_not_highest"
    after, _ = apply(state, Action(0, "akka", card="TC"))
    assert after.current_calls == (Action(0, "akka", card="TC"),)
    assert_refused(qaid_round(qaid=False), Action(0, "sawa"), "sawa_not_certain")
    done, _ = apply(state, Action(0, "sawa"))
    # played out exactly: the defence takes the tricks a false claim leaves it
    assert done.phase is Phase.DONE and done.closing
    assert any(t.winner % 2 == 1 for t in done.tricks)


# --- the sheet and the call ---------------------------------------------------------

def test_the_sheet_shows_a_mistake_only_once_public_play_proves_it():
    before = qaid_round()
    before, _ = play(before, ["7S", "8C", "AS", "9H", "KC", "AC", "9C", "7C", "8S"])
    assert sheet_for(view(before, 0)) == ()         # the mistake, with no proof yet
    state = missed_follow()
    lines = sheet_for(view(state, 0))
    assert [(s.accused, s.crime, s.proof, s.kind, s.rule, s.led) for s in lines] == [
        (1, (0, "8C"), (2, "TS"), "play", "must_follow_suit", "S")]
    assert sheet_for(view(state, 1)) == lines       # the same for every seat: public play
    assert "qaid" in calls_now(view(state, 0)) and "qaid" in calls_now(view(state, 1))


def test_a_proven_missed_follow_ends_the_round_for_the_other_team():
    state = missed_follow()
    done, events = apply(state, qaid_call(2, 1, (0, "8C"), (2, "TS")))
    judged = events_of(events, QaidJudged)[0]
    assert judged == QaidJudged(2, 1, (0, "8C"), (2, "TS"), "play", "must_follow_suit", "S",
                                "proven", "registered", (16, 0))
    assert events_of(events, RoundScored)[0].outcome == "qaid"
    assert done.closed and done.result.points == (16, 0)
    # the offending team keeps nothing: not its projects, not its baloot
    assert done.result.project_points == (0, 0) and done.result.baloot_points == (0, 0)
    assert done.current == ((0, "8S"), (1, "TS"))
    assert done.current_calls[-1].verdict == "proven"


def test_a_call_the_proof_does_not_prove_falls_on_the_caller():
    state = missed_follow()
    # the right mistake, the wrong proof: a club proves nothing about spades
    done, events = apply(state, qaid_call(0, 1, (0, "8C"), (1, "9C")))
    judged = events_of(events, QaidJudged)[0]
    assert judged.verdict == "not_proven" and judged.rule is None
    assert done.result.points == (0, 16 + TEAM1_PROJECTS + 2)
    # an accusation of a seat that made no mistake
    done, _ = apply(state, qaid_call(1, 0, (0, "7S"), (1, "AC")))
    assert done.current_calls[-1].verdict == "not_proven"
    assert done.result.points == (16, 0)


def test_a_missed_trump_and_a_missed_overtrump_are_proven_by_a_later_trump():
    # trick 1: seat 3, void in spades with trumps, throws a club (ksa: it must trump)
    state, _ = play(qaid_round(), ["7S", "TS", "AS", "JC"])
    assert state.tricks[0].winner == 2
    state, _ = play(state, ["9D", "KH", "7D", "TD"])     # seat 3 trumps now: the proof
    done, events = apply(state, qaid_call(0, 3, (0, "JC"), (1, "KH")))
    judged = events_of(events, QaidJudged)[0]
    assert (judged.rule, judged.verdict) == ("must_trump", "proven")
    assert done.result.points == (16, 0) and done.tricks[-1].calls[-1].kind == "qaid"
    # trump led: seat 3 holds JH and 9H above the ace, plays the ten, then the jack
    state, _ = play(qaid_round(), ["AH", "8C", "7H", "TH", "7D", "TD", "9D", "JH"])
    assert state.tricks[0].winner == 0
    line = sheet_for(view(state, 1))
    assert [(s.accused, s.crime, s.proof, s.rule) for s in line] == [
        (3, (0, "TH"), (1, "JH"), "must_overtrump")]


def test_a_false_akka_is_proven_by_any_higher_card_of_its_suit_played_after_it():
    state, _ = apply(qaid_round(), Action(0, "akka", card="TC"))   # its own ace is out
    state, _ = play(state, ["8C", "7C", "KC", "7S", "TS", "AS", "9H", "QC"])
    assert state.tricks[0].winner == 0 and sheet_for(view(state, 1)) == ()
    state, _ = play(state, ["AC"])        # the ace of clubs, by the akka's caller
    line = sheet_for(view(state, 1))[0]
    assert (line.accused, line.crime, line.proof, line.kind, line.rule) == (
        0, (0, "TC"), (2, "AC"), "akka", "akka_not_highest")
    done, events = apply(state, qaid_call(3, 0, (0, "TC"), (2, "AC")))
    assert events_of(events, QaidJudged)[0].verdict == "proven"
    assert done.result.points == (0, 16 + TEAM1_PROJECTS + 2)


def test_a_false_sawa_is_proven_by_a_trick_the_claimers_lost_and_the_call_comes_after_the_last():
    done, _ = apply(qaid_round(), Action(0, "sawa"))
    lost = next(i for i, t in enumerate(done.tricks) if t.winner % 2 == 1)
    card = next(c for s, c in done.tricks[lost].plays if s == done.tricks[lost].winner)
    line = sheet_for(view(done, 1))[0]
    assert (line.accused, line.crime, line.proof, line.kind) == (0, (0, None), (lost, card), "sawa")
    closed, events = apply(done, qaid_call(1, 0, (0, None), (lost, card)))
    assert events_of(events, QaidJudged)[0].rule == "sawa_not_certain"
    assert closed.tricks[-1].calls[-1].verdict == "proven"     # after the last trick: in it


def test_what_a_call_must_name():
    state = missed_follow()
    assert_refused(state, qaid_call(0, 2, (0, "AS"), (1, "7C")), "qaid_against_opponents_only")
    assert_refused(state, qaid_call(0, 1, (0, "9C"), (2, "TS")), "qaid_crime_not_found")
    assert_refused(state, qaid_call(0, 1, (1, "8C"), (2, "TS")), "qaid_crime_not_found")
    assert_refused(state, qaid_call(0, 1, (0, "8C"), (0, "7S")), "qaid_proof_not_found")
    assert_refused(state, qaid_call(0, 1, (0, "8C"), (5, "TS")), "qaid_proof_not_found")
    assert_refused(missed_follow_easy(), qaid_call(0, 1, (0, "8C"), (2, "TS")),
                   "qaid_not_in_rules")
    assert_refused(qaid_round(), Action(1, "qaid"), "qaid_against_opponents_only")
    buying = start("ksa", deck_for_hands(HANDS, "AH", dealer=3, land_to=0), dealer=3,
                   qaid=True)
    assert_refused(buying, qaid_call(1, 0, (0, "7S"), (1, "AC")), "buying_not_over")
    # the client's view judges a call as the engine does
    v = view(state, 0)
    for action in (qaid_call(0, 1, (0, "8C"), (2, "TS")), qaid_call(0, 1, (0, "9C"), (2, "TS")),
                   qaid_call(0, 2, (0, "AS"), (1, "7C"))):
        assert view_refusal(v, action) == refusal_rule(state, action)


def missed_follow_easy():
    state = qaid_round(qaid=False)
    state, _ = play(state, ["7S", "TS", "AS", "9H", "KC", "AC", "9C", "7C", "8S", "JS"])
    return state


# --- penalties -----------------------------------------------------------------------

def test_penalties_registered_redeal_and_the_multiplier():
    for options, locked, points in (({}, False, (0, 16 + TEAM1_PROJECTS + 2)),
                                    ({}, True, (0, 32 + 2 * TEAM1_PROJECTS + 2)),
                                    ({"qaid_penalty": "redeal"}, False, (0, 0))):
        state = qaid_round(locked=locked, **options)
        state, _ = play(state, ["7S", "KS", "9D", "TH"])   # seat 2 keeps AS: not following
        assert state.tricks[0].winner == 3
        state, _ = play(state, ["JC", "AC", "9C", "7C", "8S", "TS", "AS"])   # the ace of spades
        line = [s for s in sheet_for(view(state, 1)) if s.accused == 2][0]
        assert (line.crime, line.proof, line.rule) == ((0, "9D"), (2, "AS"), "must_follow_suit")
        done, events = apply(state, qaid_call(1, 2, line.crime, line.proof))
        judged = events_of(events, QaidJudged)[0]
        assert judged.penalty == ("redeal" if options else "registered")
        assert done.result.points == points, (options, locked)
        assert done.result.outcome == "qaid"
        after, match_events = Match(done.rules, first_dealer=3).finish_round(done)
        assert after.totals == points and after.dealer == 0   # the next dealer deals
    # a false call registers even at a redeal table
    state = qaid_round(qaid_penalty="redeal")
    state, _ = play(state, ["7S", "KS", "AS", "9H", "TH"])
    done, _ = apply(state, qaid_call(0, 3, (0, "9H"), (1, "TH")))
    assert done.result.points == (0, 16 + TEAM1_PROJECTS + 2)


def test_a_proven_qaid_in_a_gahwa_wins_the_match():
    state = start("ksa", deck_for_hands(HANDS, "AH", dealer=3, land_to=0), dealer=3, qaid=True)
    state, _ = calls(state, [(0, "hokum"), (1, "pass"), (2, "pass"), (3, "pass"),
                             (1, "double", {"locked": False}), (0, "triple"),
                             (1, "four", {"locked": False}), (0, "gahwa")])
    assert state.phase is Phase.PLAY and state.contract.gahwa
    state, _ = play(state, ["7S", "8C", "AS", "9H", "KC", "AC", "9C", "7C", "8S", "TS"])
    done, _ = apply(state, qaid_call(0, 1, (0, "8C"), (2, "TS")))
    assert done.result.points == (64, 0) and done.result.winner == 0
    after, _ = Match(done.rules, first_dealer=3).finish_round(done)
    assert after.winner == 0


# --- the round's close -----------------------------------------------------------------

def play_out(state):
    while state.phase is Phase.PLAY:
        state, _ = apply(state, next(a for a in view(state, state.to_act).legal))
    return state


def test_a_played_out_qaid_round_waits_for_its_close_to_tell_its_score():
    state = qaid_round()
    last_trick = state
    while len(last_trick.tricks) < 7:
        last_trick, _ = apply(last_trick, view(last_trick, last_trick.to_act).legal[0])
    events = []
    state = last_trick
    while state.phase is Phase.PLAY:
        state, new = apply(state, view(state, state.to_act).legal[0])
        events += new
    assert state.phase is Phase.DONE and state.closing and not state.closed
    assert not events_of(events, RoundScored)
    assert view(state, 1).closing and view(state, 1).result == state.result
    with pytest.raises(ValueError):
        Match(state.rules, first_dealer=3).finish_round(state)
    assert_refused(last_trick, Action(0, "close"), "close_after_last_trick_only")
    closed, events = apply(state, Action(2, "close"))
    assert closed.closed and events == [events_of(events, RoundScored)[0]]
    assert closed.result == state.result
    assert_refused(closed, Action(0, "close"), "round_over")
    assert_refused(closed, qaid_call(0, 1, (0, "8C"), (2, "TS")), "round_over")
    # an easy table's round is closed with its last trick
    easy = play_out(qaid_round(qaid=False))
    assert easy.closed and not easy.closing


# --- boshat ---------------------------------------------------------------------------

BOSHAT_FIVE = [SPREAD_FIVE[0], ["7S", "8S", "9S", "7H", "8D"], SPREAD_FIVE[2],
               ["JS", "8H", "KD", "9D", "TC"]]


def test_boshat_from_any_qualifying_seat_until_the_first_card():
    deck = fill_deck(BOSHAT_FIVE, "7C", 3)
    state = start("ksa", deck, 3, qaid=True)
    assert state.to_act == 0
    assert calls_now(view(state, 1)) == ("boshat",) and calls_now(view(state, 2)) == ()
    assert_refused(state, Action(2, "boshat"), "boshat_needs_low_cards")
    done, events = apply(state, Action(1, "boshat"))         # not its turn
    assert events_of(events, ThrownIn) == [ThrownIn("boshat", 1)]
    assert [(b.seat, b.kind) for b in done.bids] == [(1, "boshat")]
    # after the buy, before the first card: still; the record is a thrown-in round's
    bought = buy(state, "sun", buyer=0)
    assert bought.phase is Phase.PLAY and bought.to_act == 0
    assert "boshat" not in call_kinds(bought)
    done, _ = apply(bought, Action(1, "boshat"))
    assert done.result.outcome == "thrown_in" and done.bids[-1] == Action(1, "boshat")
    record = round_record(Match(done.rules, first_dealer=3), done,
                          Match(done.rules, first_dealer=3).finish_round(done)[0])
    assert (record["contract"], record["hands"], record["projects"], record["tricks"]) == \
        (None, [], [], [])
    assert replay_record(record) == record
    # once a card is down, too late
    started, _ = play(bought, [bought.hands[0][0]])
    assert_refused(started, Action(1, "boshat"), "boshat_before_first_card_only")
    # an easy table has none, on its turn or not
    easy = start("ksa", deck, 3)
    assert_refused(easy, Action(1, "boshat"), "not_your_turn")
    easy, _ = calls(easy, [(0, "pass")])
    assert_refused(easy, Action(1, "boshat"), "call_not_available")


# --- records and replay ----------------------------------------------------------------

def record_of(done, totals=(0, 0)):
    before = Match(done.rules, first_dealer=3, totals=totals)
    return round_record(before, done, before.finish_round(done)[0])


def test_a_qaid_record_holds_the_call_in_its_last_trick_and_replays_exactly():
    done, _ = apply(missed_follow(), qaid_call(2, 1, (0, "8C"), (2, "TS")))
    record = record_of(done)
    assert record["options"] == {"qaid": True, "target": 152}
    assert record["outcome"] == "qaid" and record["points"] == [16, 0]
    assert record["tricks"][-1] == {
        "leader": 0, "plays": [[0, "8S"], [1, "TS"]], "winner": None,
        "calls": [{"seat": 2, "call": "qaid", "accused": 1, "crime": [0, "8C"],
                   "proof": [2, "TS"], "verdict": "proven"}]}
    assert len(record["tricks"]) == 3 and all(len(h) == 8 for h in record["hands"])
    assert record["abnat"] == [4 + 11, 11 + 14]       # the tricks played, no last-trick ten
    assert replay_record(record) == record
    # the verdict in the record is not believed: the replay judges again
    lied = dict(record, tricks=record["tricks"][:-1] + [dict(
        record["tricks"][-1], calls=[dict(record["tricks"][-1]["calls"][0],
                                          verdict="not_proven")])])
    assert replay_record(lied) == record
    # between tricks the call goes with the trick just played
    state, _ = play(missed_follow(), ["7H", "JH"])
    done, _ = apply(state, qaid_call(0, 1, (0, "8C"), (2, "TS")))
    record = record_of(done)
    assert record["tricks"][-1]["winner"] == 3 and record["tricks"][-1]["calls"][0]["call"] == "qaid"
    assert replay_record(record) == record


def test_replay_refuses_a_mistake_at_a_table_without_qaid_and_a_malformed_call():
    done, _ = apply(missed_follow(), qaid_call(2, 1, (0, "8C"), (2, "TS")))
    record = record_of(done)
    easy = dict(record, options={"target": 152})
    with pytest.raises(ReplayError) as caught:
        replay_record(easy)
    assert caught.value.rule == "must_follow_suit" and caught.value.seat == 1
    for bad in ({"accused": 5}, {"crime": [0]}, {"proof": [2, "XX"]}, {"crime": "8C"}):
        call = dict(record["tricks"][-1]["calls"][0], **bad)
        broken = dict(record, tricks=record["tricks"][:-1] + [dict(record["tricks"][-1],
                                                                   calls=[call])])
        with pytest.raises(ReplayError) as caught:
            replay_record(broken)
        assert caught.value.rule == "bad_trick", bad
    played_out = play_out(qaid_round())
    closed, _ = apply(played_out, Action(0, "close"))
    assert replay_record(record_of(closed)) == record_of(closed)


def test_a_trump_led_in_a_locked_round_replays_at_a_qaid_table_and_stops_a_replay_without(
        tmp_path):
    """Issue 37: ``replay`` refused such a round ("rule locked_no_trump_lead: seat 2: play 8S
    refused"); at a Qaid table it replays, called or played out, and only a record without
    the option stops there."""
    import io

    from baloot_audio.cli import record_line, replay

    called, _ = apply(locked_trump_lead(), qaid_call(3, 0, (0, "AH"), (1, "AC")))
    led, _ = play(qaid_round(locked=True), ["AH"])
    played_out, _ = apply(play_out(led), Action(1, "close"))
    records = [record_of(called), record_of(played_out)]
    assert records[0]["tricks"][0]["plays"][0] == [0, "AH"] == records[1]["tricks"][0]["plays"][0]
    assert records[0]["contract"]["locked"] and records[0]["outcome"] == "qaid"
    path = tmp_path / "locked.jsonl"
    path.write_text("".join(record_line(r) for r in records), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert replay(str(path), out, err) == 0, err.getvalue()
    assert out.getvalue() == path.read_text(encoding="utf-8")
    path.write_text(record_line(dict(records[1], options={"target": 152})), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert replay(str(path), out, err) == 1
    assert err.getvalue().startswith("record 1, seat 0: rule locked_no_trump_lead:"), err.getvalue()
