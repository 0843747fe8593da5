"""Bots at a Qaid table: they slip as people do (easy now and then, normal rarely,
strong never), from their own view; every bot calls boshat and Qaid out of turn;
a table lets them, and closes a played-out round."""
from __future__ import annotations

import random

import pytest

from core.helpers import buy, cards, deck_for_hands, play, start

from .test_bots import _hidden_swap, fast_bot

from baloot_audio.bots import BOTS, LEVELS, first_interjection, interjection, make_bot
from baloot_audio.bots.qaid import slip
from baloot_audio.cli import simulate_records
from baloot_audio.core import Action, Phase, apply, deck_for, legal_actions, new_round, rules_for
from baloot_audio.core import events as ev
from baloot_audio.core import view
from baloot_audio.core.qaid import QAID_MISTAKES, qaid_call, sheet_for, slips
from baloot_audio.table import Table
from schedulers import ImmediateScheduler, ManualScheduler


def qaid_states(preset: str, count: int, seed: str, slip_rate: float = 0.2):
    """States of random play at a Qaid table, where a seat plays a card that breaks
    a play rule now and then: every trick position, proofs on the table or not."""
    rng = random.Random(seed)
    rules = rules_for(preset, qaid=True)
    out = []
    for n in range(count):
        state, _ = new_round(rules, n % 4, deck_for(seed, n))
        stop = rng.randrange(40)
        for _ in range(stop):
            if state.phase is not Phase.PLAY:
                if state.phase is Phase.DONE:
                    break
                state, _ = apply(state, rng.choice(legal_actions(state)))
                continue
            bad = slips(view(state, state.to_act))
            action = Action.play(state.to_act, rng.choice(bad)[0]) \
                if bad and rng.random() < slip_rate else rng.choice(legal_actions(state))
            state, _ = apply(state, action)
        if state.phase is Phase.PLAY:
            out.append(state)
    return out


@pytest.mark.parametrize("kind", LEVELS)
def test_at_a_qaid_table_bots_cannot_see_other_hands(kind):
    """A bot's card, its slips and its calls out of turn are the same on two states
    that differ only in the cards it cannot see."""
    bot = fast_bot(kind)
    rng = random.Random(11)
    tried = 0
    for preset in ("saudi", "ksa"):
        for state in qaid_states(preset, 40, f"qaid-peek/{preset}"):
            me = state.to_act
            swapped = _hidden_swap(state, me, rng)
            if swapped is None:
                continue
            v1, v2 = view(state, me), view(swapped[0], me)
            assert v1 == v2
            assert bot.choose(v1, random.Random(5)) == bot.choose(v2, random.Random(5))
            for seat in range(4):
                assert interjection(view(state, seat)) == interjection(view(swapped[0], seat))
            tried += 1
    assert tried > 30


def test_a_slip_is_a_card_that_breaks_a_play_rule_drawn_from_the_bots_generator():
    states = [s for s in qaid_states("ksa", 200, "slips") if slips(view(s, s.to_act))]
    assert len(states) > 30
    for i, state in enumerate(states):
        v = view(state, state.to_act)
        card = slip(v, random.Random(i), 1.0)
        assert (card, dict(slips(v))[card]) in slips(v) and dict(slips(v))[card] in QAID_MISTAKES
        assert slip(v, random.Random(i), 1.0) == card        # the same view and seed: the same
        rng = random.Random(i)
        assert slip(v, rng, 0.0) is None and rng.random() == random.Random(i).random()
    easy = make_bot("easy")
    slipped = sum(easy.choose(view(s, s.to_act), random.Random(i)).card
                  not in {a.card for a in view(s, s.to_act).legal}
                  for i, s in enumerate(states * 10))
    assert 0 < slipped < len(states) * 10 * 0.1
    # an easy table: nothing slips, and no number is drawn for it
    easy_state = next(s for s in qaid_states("ksa", 5, "easy") if True)
    plain = easy_state.evolve(rules=rules_for("ksa"))
    rng = random.Random(1)
    assert slip(view(plain, plain.to_act), rng, 1.0) is None
    assert rng.random() == random.Random(1).random()


# hokum in hearts, the land AH to seat 0; seat 0 holds two trumps, seat 2 four diamonds
LOCKED_HANDS = [cards("AH 7H AC TC 7S 8S 9S 7D"), cards("8C 9C TS JS QS KS TD JD"),
                cards("7C AS 9D QD KD AD 8D 8H"), cards("9H TH JH QH KH JC QC KC")]


def hokum_in_hearts(preset: str, locked: bool = False, **options):
    state = start(preset, deck_for_hands(LOCKED_HANDS, "AH", dealer=3, land_to=0), dealer=3,
                  qaid=True, **options)
    return buy(state, "hokum", buyer=0, locked=locked)


def test_a_bot_forgets_the_lock_with_its_lowest_trump_and_the_other_team_catches_it():
    state = hokum_in_hearts("ksa", locked=True)
    v = view(state, 0)
    assert dict(slips(v)) == {"AH": "locked_no_trump_lead", "7H": "locked_no_trump_lead"}
    assert slip(v, random.Random(1), 1.0) == "7H"            # the cheapest trump
    assert slip(view(hokum_in_hearts("ksa"), 0), random.Random(1), 1.0) is None   # open: none
    # led; seat 3 takes it with the jack and leads clubs; seat 0's ace of clubs proves it
    state, _ = play(state, ["7H", "8C", "8H", "JH", "KC"])
    assert all(interjection(view(state, seat)) is None for seat in range(4))
    state, _ = play(state, ["AC"])
    call = qaid_call(1, 0, (0, "7H"), (1, "AC"))
    assert interjection(view(state, 1)) == call and interjection(view(state, 3)) == \
        qaid_call(3, 0, (0, "7H"), (1, "AC"))
    _, events = apply(state, call)
    assert (events[0].rule, events[0].verdict) == ("locked_no_trump_lead", "proven")


def test_a_bot_slips_under_the_suit_led_with_the_option_overtake_led_suit():
    state, _ = play(hokum_in_hearts("saudi", overtake_led_suit=True), ["7D", "TD"])
    v = view(state, 2)
    rules = dict(slips(v))
    assert {card for card, rule in rules.items() if rule == "must_overtake"} == \
        {"8D", "9D", "QD", "KD"}
    chosen = {slip(v, random.Random(seed), 1.0) for seed in range(20)}
    assert "8D" in chosen                       # the lowest diamond under the ten
    assert chosen <= {"8D", "7C"}               # else the cheapest card of another suit


def test_the_levels_slip_less_as_they_rise():
    rates = [BOTS[kind].slip_rate for kind in LEVELS]
    assert rates[0] > rates[1] > rates[2] == 0
    assert BOTS["basic"]().__class__.__name__ == "BasicBot"     # basic and random never slip


def test_mistakes_happen_and_are_caught_and_every_record_replays():
    from baloot_audio.core import replay_record

    records = list(simulate_records(rules_for("ksa", qaid=True), 120, "caught",
                                    [make_bot("easy"), make_bot("random")] * 2))
    calls = [c for r in records for t in r["tricks"] for c in t.get("calls", [])
             if c["call"] == "qaid"]
    assert calls and all(c["verdict"] == "proven" for c in calls)
    assert sum(r["outcome"] == "qaid" for r in records) == len(calls)
    for record in records:
        assert replay_record(record) == record


# --- a table -----------------------------------------------------------------------

def play_my_round(table: Table, rng: random.Random, slip_once: bool) -> bool:
    """Drive the human's seat to the end of a round (a slip the first time one is in
    its hand, when asked). Returns whether it slipped."""
    slipped = False
    while not table.round_over:
        if table.my_turn:
            v = table.view()
            bad = slips(v)
            if slip_once and bad and not slipped:
                table.act(Action.play(v.seat, bad[0][0]))
                slipped = True
            else:
                table.act(rng.choice(list(v.legal)))
        else:
            assert table.scheduler.run_next()
    return slipped


def test_the_players_mistake_is_played_and_a_bot_catches_it_once_proven():
    for seed in range(40):
        table = Table(rules_for("ksa", qaid=True), {s: make_bot("normal") for s in (1, 2, 3)},
                      ManualScheduler(), seed=f"mine-{seed}")
        heard: list = []
        table.subscribe(heard.append)
        table.start_round()
        if not play_my_round(table, random.Random(seed), slip_once=True):
            continue
        judged = [e for e in heard if isinstance(e, ev.QaidJudged)]
        if not judged:
            continue       # another mistake's call ended the round before the proof
        assert judged[0].accused == 0 and judged[0].seat in (1, 3)
        assert judged[0].verdict == "proven"
        assert table.records[-1]["outcome"] == "qaid"
        scored = [type(e).__name__ for e in heard][-3:]
        assert scored == ["QaidJudged", "RoundScored", "MatchScored"]
        return
    pytest.fail("no seed gave a caught mistake")


class OpenTable(Table):
    """A table that keeps a played-out round open until it is closed (as the desktop's
    Qaid flow will, until the round-end screen is left)."""

    def keeps_round_open(self) -> bool:
        return True


def test_a_table_closes_a_played_out_round_at_once_or_when_asked():
    rules = rules_for("saudi", qaid=True)
    table = Table(rules, {s: make_bot("strong") for s in range(4)}, ImmediateScheduler(),
                  seed="close", human_seat=-1)
    heard: list = []
    table.subscribe(heard.append)
    while not table.state or not table.state.tricks:      # a round played out
        heard.clear()
        table.start_round()
    assert table.round_over and table.state.closed
    names = [type(e).__name__ for e in heard]
    assert names.index("RoundScored") > names.index("TrickWon")
    assert names[-1] in ("MatchScored", "MatchWon")
    # held open: no score until the round is closed (here by the next deal)
    table = OpenTable(rules, {s: make_bot("normal") for s in range(4)}, ImmediateScheduler(),
                      seed="open", human_seat=-1)
    heard = []
    table.subscribe(heard.append)
    while not table.state or not table.state.closing:
        table.start_round()
    played = len(table.records)
    assert not table.round_over
    heard.clear()
    assert not [e for e in heard if isinstance(e, ev.RoundScored)]
    table.start_round()
    assert len(table.records) == played + 1 and table.records[-1]["outcome"] != "qaid"
    assert [type(e).__name__ for e in heard][:2] == ["RoundScored", "MatchScored"]


def test_a_saved_qaid_match_resumes_where_it_was():
    rules = rules_for("ksa", qaid=True)
    bots = {s: make_bot("easy") for s in (1, 2, 3)}
    table = Table(rules, bots, ImmediateScheduler(), seed="save")
    rng = random.Random(4)
    for number in range(6):
        table.start_round()
        play_my_round(table, rng, slip_once=number % 2 == 1)
    saved = table.to_save()
    kinds = {a["kind"] for acts in saved["actions"] for a in acts}
    assert "close" in kinds
    again = Table.from_save(saved, {s: make_bot("easy") for s in (1, 2, 3)},
                            ImmediateScheduler())
    assert again.records == table.records and again.match == table.match


def test_a_bot_with_a_boshat_hand_calls_it_before_anyone_speaks():
    rules = rules_for("ksa", qaid=True)
    for n in range(400):
        state, _ = new_round(rules, n % 4, deck_for("boshat", n))
        action = first_interjection(lambda seat: view(state, seat))
        if action is None:
            continue
        assert action.kind == "boshat" and all(c[0] in "789" for c in state.five[action.seat])
        done, events = apply(state, action)
        assert done.result.outcome == "thrown_in"
        return
    pytest.fail("no boshat hand in 400 deals")


def test_bots_call_nothing_at_an_easy_table():
    for state in qaid_states("ksa", 20, "easy-table", slip_rate=0.0):
        plain = state.evolve(rules=rules_for("ksa"))
        assert all(interjection(view(plain, seat)) is None for seat in range(4))
        assert sheet_for(view(plain, 0)) == ()


def test_a_qaid_match_verifies_and_its_mistakes_do_not_pass_at_an_easy_table():
    from baloot_audio.cli import VerifyError, verify_records

    table = Table(rules_for("ksa", qaid=True, target=52), {s: make_bot("easy") for s in range(4)},
                  ImmediateScheduler(), seed="verify-qaid", human_seat=-1)
    while not table.match_over:
        table.start_round()
    records = table.records
    assert any(r["outcome"] == "qaid" for r in records)
    seed, _ = verify_records(records)
    assert seed == "verify-qaid"
    easy = [dict(r, options={"target": 52}) for r in records]
    with pytest.raises(VerifyError) as caught:
        verify_records(easy)
    assert "rule must_" in str(caught.value)
