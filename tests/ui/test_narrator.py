"""The narrator: every event type, seen from each seat, in English."""

from __future__ import annotations

import dataclasses
import inspect
import random

import pytest

from baloot_audio.core import Action, Contract, rules_for
from baloot_audio.core import events as ev
from baloot_audio.i18n import Catalog
from baloot_audio.table import Refused, RoundStarted, Table, TurnToPlay
from schedulers import ImmediateScheduler
from baloot_audio.ui.narrator import Narrator


@pytest.fixture(scope="module")
def t():
    return Catalog("en", strict=True)


@pytest.fixture
def n(t):
    return Narrator(t, viewer=0)


def one(n, event):
    out = [o for o in n.narrate(event) if o.msg_id != "round-breakdown"]
    assert len(out) == 1, out
    return out[0]


SAMPLES = [
    ev.Dealt(dealer=3, first_speaker=0, land="TD"),
    ev.Offered(seat=0, stage="round1", calls=("pass", "hokum", "sun")),
    ev.CallMade(seat=1, call="hokum"),
    ev.Raised(seat=1, call="double", multiplier=2, locked=True, gahwa=False),
    ev.ContractSet(Contract(kind="hokum", trump="S", buyer=2, land_to=2, multiplier=1,
                            gahwa=False, locked=False, ashkal=False)),
    ev.ThrownIn(reason="all_passed"),
    ev.DealCompleted(land_to=3),
    ev.ProjectsAnnounced(seat=2, kinds=("sira", "fifty")),
    ev.ProjectsShown(team=0, projects=(ev.ShownProject(2, "sira", ("7H", "8H", "9H")),)),
    ev.BalootAnnounced(seat=3, points=2),
    ev.AkkaCalled(seat=1, card="AS"),
    ev.SawaClaimed(seat=2),
    ev.CardPlayed(seat=1, card="7H", trick=0, lead=True, trump=False, cut=False),
    ev.TrickWon(seat=3, trick=0, plays=((1, "7H"), (2, "8H"), (3, "AH"), (0, "9H")), abnat=11,
                last=False),
    ev.RoundScored(outcome="made", buyer=0, kind="sun", multiplier=1, tricks=(5, 3),
                   abnat=(80, 50), card_points=(16, 10), project_points=(4, 0),
                   baloot_points=(0, 0), points=(20, 10)),
    ev.MatchScored(round=1, points=(20, 10), totals=(20, 10)),
    ev.MatchWon(team=1, totals=(100, 160)),
    ev.QaidJudged(seat=3, accused=0, crime=(1, "7C"), proof=(4, "9H"), kind="play",
                  rule="must_follow_suit", led="H", verdict="proven", penalty="registered",
                  points=(0, 26)),
]


def test_every_engine_event_type_has_a_sample():
    types = {obj for _, obj in inspect.getmembers(ev, inspect.isclass)
             if dataclasses.is_dataclass(obj) and obj.__module__ == ev.__name__}
    types.discard(ev.ShownProject)  # a part of ProjectsShown, not an event
    assert types <= {type(s) for s in SAMPLES}, types - {type(s) for s in SAMPLES}
    assert types == set(ev.EVENT_TYPES)


def test_every_event_and_table_notice_has_a_handler():
    from baloot_audio.net.wire.protocol import EVENT_TYPES
    from baloot_audio.table_api import NOTICES, TimeRanOut
    from baloot_audio.ui.narrator import HANDLERS

    # every event a server may send, the online table's TimeRanOut too
    assert TimeRanOut in NOTICES
    assert set(HANDLERS) == set(ev.EVENT_TYPES) | set(NOTICES)
    assert set(EVENT_TYPES.values()) - {ev.ShownProject} <= set(HANDLERS)   # a part of one
    with pytest.raises(TypeError):
        Narrator(Catalog("en")).narrate(ev.ShownProject(0, "sira", ()))


def test_a_turn_that_ran_out_online_is_said_for_the_player_and_for_another_seat():
    from baloot_audio.table_api import TimeRanOut

    for lang, mine, theirs in [
            ("en", "Time is up: your card or call is played for you.",
             "Time is up for the left opponent: their bot plays for them."),
            ("fr", "Temps écoulé\u202f: votre carte ou votre enchère est jouée pour vous.",
             "Temps écoulé pour l’adversaire de gauche\u202f: son robot joue à sa place."),
            ("ar", "خلص الوقت: انلعب عنك.",
             "خلص الوقت على اللِّي على يسارك: البوت يلعب عنه.")]:
        narrator = Narrator(Catalog(lang))
        said = [n.text for e in (TimeRanOut(0, "card"), TimeRanOut(3, "call"))
                for n in narrator.narrate(e)]
        assert [s.replace("\u2068", "").replace("\u2069", "") for s in said] == [mine, theirs]


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: type(e).__name__)
@pytest.mark.parametrize("viewer", [0, 1, 2, 3])
def test_every_event_is_narrated_from_every_seat(t, event, viewer):
    n = Narrator(t, viewer=viewer)
    out = n.narrate(event)
    if isinstance(event, ev.Offered) and event.seat != viewer:
        assert out == []  # ordinary asking of others: their call is spoken instead
        return
    assert out, event
    for narration in out:
        assert narration.text and "{" not in narration.text and "-" not in narration.text[:1]
        assert narration.msg_id


def test_card_played_names_who_and_the_card(n):
    assert one(n, SAMPLES[12]).text == "Right leads the seven of hearts."
    me = one(n, ev.CardPlayed(0, "QD", 2, False, False, False))
    assert me.text == "You play the queen of diamonds." and me.cue == "card_me"
    assert one(n, ev.CardPlayed(2, "KC", 2, False, False, False)).text == \
        "Partner plays the king of clubs."
    assert one(n, ev.CardPlayed(3, "KC", 2, False, False, False)).cue == "card_left"


def test_trump_has_its_own_cue_and_a_cut_says_so(n):
    led_trump = one(n, ev.CardPlayed(1, "JS", 1, True, True, False))
    assert led_trump.cue == "trump_right" and led_trump.cue_data == {"card": "JS", "seat": 1}
    cut = one(n, ev.CardPlayed(3, "9S", 1, False, True, True))
    assert cut.cue == "cut_left" and cut.text == "Left cuts with the nine of spades."
    plain = one(n, ev.CardPlayed(3, "9H", 1, False, False, False))
    assert plain.cue == "card_left"


def test_clockwise_setting_swaps_left_and_right(t):
    n = Narrator(t, viewer=0, clockwise=True)
    assert n.seat(1) == "Left" and n.seat(3) == "Right" and n.seat(2) == "Partner"


def test_seats_are_relative_to_the_viewer(t):
    n = Narrator(t, viewer=2)
    assert [n.seat(s) for s in range(4)] == ["Partner", "Left", "You", "Right"]


def test_the_listener_changes_only_through_update(t):
    n = Narrator(t, viewer=0)
    names = {1: "Sara"}
    n.update(viewer=2, names=names)
    names[3] = "Omar"                      # the caller's dict is copied, not shared
    assert [n.seat(s) for s in range(4)] == ["Partner", "Sara", "You", "Right"]
    n.update(clockwise=True, verbosity="brief")
    assert n.seat(3) == "Left" and n.verbosity == "brief" and n.listener.viewer == 2
    n.update(names={})
    assert n.seat(1) == "Right" and not n.names
    with pytest.raises(TypeError):
        n.names[1] = "Sara"                # type: ignore[index]
    with pytest.raises(AttributeError):
        n.verbosity = "full"               # type: ignore[misc]
    with pytest.raises(AttributeError):
        n.clockwise = False                # type: ignore[misc]


def test_trick_won_sound_depends_on_team(n):
    assert one(n, ev.TrickWon(2, 0, (), 20, False)).cue == "trick_us"
    them = one(n, ev.TrickWon(1, 7, (), 30, True))
    assert them.cue == "last_trick_them" and "last trick" in them.text and "30" in them.text


def test_calls_contract_raises_and_open_locked(n):
    assert one(n, ev.CallMade(3, "pass")).text == "Left: pass."
    # a call that names a suit has a verb and a real subject (issue 23)
    assert one(n, ev.CallMade(1, "choose_trump", suit="H")).text == "Right names hearts as trump."
    assert one(n, ev.CallMade(0, "choose_trump", suit="D")).text == "You name diamonds as trump."
    assert one(n, ev.CallMade(2, "choose", suit="C")).text == "Partner takes with clubs as trump."
    assert one(n, ev.CallMade(3, "hokum2", suit="S")).text == "Left calls second hokum in spades."
    raised = one(n, SAMPLES[3]).text
    # the call was just said: the raise says only what it changed
    assert raised == "The round is doubled, locked."
    assert "open" in one(n, ev.Raised(1, "triple", 3, False, False)).text
    assert "wins the match" in one(n, ev.Raised(2, "gahwa", 4, False, True)).text
    c = one(n, SAMPLES[4]).text
    assert c == "Contract: hokum, spades trump, bought by your partner."   # open: unsaid
    sun = one(n, ev.ContractSet(Contract("sun", None, 0, 2, 1, False, False, True))).text
    assert "ashkal" in sun and "bought by you" in sun and "your partner" in sun
    doubled = one(n, ev.ContractSet(Contract("hokum", "H", 1, 1, 2, False, True, False))).text
    assert "doubled" in doubled and "locked" in doubled


def test_offers_to_me_list_the_calls_with_a_cue(n):
    o = one(n, SAMPLES[1])
    assert o.text == "Your call: pass, hokum or sun." and o.cue == "your_turn"   # a choice
    qablak = one(n, ev.Offered(3, "qablak", ("qablak", "decline")))
    assert qablak.text.startswith("Left is asked")


def test_projects_and_baloot(n):
    assert one(n, SAMPLES[7]).text == "Partner announces a sira and a fifty."
    # each project shown in a sentence with a verb and its seat as the subject (issue 23)
    assert one(n, SAMPLES[8]).text == \
        "Our projects count. Partner shows a sira: seven, eight and nine of hearts."
    assert one(n, SAMPLES[9]).text == "Left: baloot, 2 points."


def test_round_breakdown_and_match_result(n):
    verdict, breakdown = n.narrate(SAMPLES[14])
    # who won and by how much first, then the breakdown (16 + 4 + 0 = 20, as spoken),
    # in full verbosity only, in their order in one line with the rest of their moment
    # (the match score after them)
    assert verdict.text == "We made our sun: 20 to 10." and verdict.joins
    assert not breakdown.detail and breakdown.joins
    assert breakdown.text == ("Us: 5 tricks, 80 card points, counted 16; projects 4. "
                              "Them: 3 tricks, 50 card points, counted 10.")
    assert one(n, SAMPLES[15]).text == "Match score: us 20, them 10."
    assert one(n, SAMPLES[16]).text == "They win the match, 160 to 100."
    assert "We win" in one(n, ev.MatchWon(0, (152, 90), True)).text
    held = n.narrate(ev.MatchScored(3, (0, 0), (10, 10), held=81))
    assert len(held) == 2 and "81" in held[1].text


def verdict(n, outcome, points, multiplier=1, buyer=0):
    e = ev.RoundScored(outcome, buyer, "hokum", multiplier, (4, 4), (0, 0), (0, 0), (0, 0),
                       (0, 0), points)
    return n.round_verdict(e)


def test_the_verdict_says_who_won_and_by_how_much(n):
    assert verdict(n, "made", (12, 4)) == "We made our hokum: 12 to 4."
    assert verdict(n, "made", (4, 12), buyer=1) == "They made their hokum: 12 to 4."
    assert verdict(n, "fell", (0, 18)) == ("We fell, 0 against their 0: the buyers need more "
                                          "than the other team. They take all 16 points and "
                                          "score 18.")
    assert verdict(n, "fell", (2, 16)).endswith("They take all 16 points and score 16, we keep 2.")
    assert verdict(n, "fell", (0, 26), multiplier=2) == "Doubled: all 26 go to them."
    assert verdict(n, "made", (34, 2), multiplier=2) == "Doubled: 34 to us, 2 to them."
    # a triple is said as one, never "Doubled ×3" (issue 41)
    assert verdict(n, "made", (51, 3), multiplier=3) == "Tripled: 51 to us, 3 to them."
    # a thrown-in round: "Everybody passed. The cards are dealt again." says it all,
    # not "no points" nor the unchanged score after it
    assert one(n, ev.ThrownIn("all_passed")).text == \
        "Everybody passed. The cards are dealt again."
    assert n.narrate(ev.RoundScored("thrown_in", None, None, 1, (0, 0), (0, 0), (0, 0), (0, 0),
                                    (0, 0), (0, 0))) == []
    assert n.narrate(ev.MatchScored(3, (0, 0), (16, 0))) == []
    assert [x.text for x in n.narrate(ev.MatchScored(3, (0, 0), (16, 0), held=16))] == \
        ["Match score: us 16, them 0.", "16 points are held over for the next round."]


def test_table_notices(n):
    shuffle = one(n, RoundStarted(1, 3))
    assert shuffle.text is None and shuffle.cue == "shuffle"
    turn = one(n, TurnToPlay(0, False, "H"))
    assert turn.text == "Your turn, hearts led." and turn.cue == "your_turn"
    assert one(n, TurnToPlay(0, True, None)).text == "Your turn to lead."
    assert n.narrate(TurnToPlay(2, True, None)) == []
    refused = one(n, Refused(0, Action.play(0, "7H"), "must_follow_suit"))
    assert refused.text is None and refused.cue == "refused"


def test_unknown_event_is_an_error(n):
    with pytest.raises(TypeError):
        n.narrate(object())


def test_every_refusal_rule_has_words(t):
    n = Narrator(t)
    for code in ("must_follow_suit", "must_overtrump", "must_trump", "locked_no_trump_lead",
                 "card_not_in_hand", "must_overtake", "not_your_turn"):
        assert "(" not in n.rule(code)
    assert "strange_rule" in n.rule("strange_rule")


class ChooseAnyLegal:
    """A test player: picks uniformly among the legal actions in its view."""

    def choose(self, view, rng):
        return rng.choice(list(view.legal))


def narrated_rounds(n: Narrator, preset: str, seed: str, rng_seed: int) -> list[str]:
    """Every sentence of three whole rounds of random play, and every answer to the
    question keys at the end of each."""
    table = Table(rules_for(preset), {s: ChooseAnyLegal() for s in range(1, 4)},
                  ImmediateScheduler(), seed=seed)
    spoken: list[str] = []
    table.subscribe(lambda e: spoken.extend(x.text for x in n.narrate(e) if x.text))
    rng = random.Random(rng_seed)
    for _ in range(3):
        table.start_round()
        while not table.round_over:
            table.act(rng.choice(list(table.view().legal)))
        v = table.view()
        spoken += [n.hand_summary(v.hand), n.trick(v), n.score(v, 152), n.turn(v),
                   n.tricks_taken(v), n.calls(v), n.contract_answer(v), n.projects(v), n.land(v)]
    return spoken


@pytest.mark.parametrize("preset", ["saudi", "ksa", "belote"])
@pytest.mark.parametrize("viewer", [0, 3])
def test_narrates_whole_matches_without_gaps(t, preset, viewer):
    """Every event of real rounds narrates from any seat, with no raw ids or placeholders."""
    bot = ChooseAnyLegal()
    table = Table(rules_for(preset), {s: bot for s in range(4) if s != 0}, ImmediateScheduler(),
                  seed=f"narr-{preset}")
    n = Narrator(t, viewer=viewer)
    seen: list = []
    table.subscribe(lambda e: seen.append((e, n.narrate(e))))
    rng = random.Random(1)
    for _ in range(3):
        table.start_round()
        while not table.round_over:
            v = table.view()
            table.act(rng.choice(list(v.legal)))
    kinds = {type(e).__name__ for e, _ in seen}
    assert {"Dealt", "CallMade", "MatchScored"} <= kinds
    for e, narrations in seen:
        for x in narrations:
            if x.text is not None:
                assert "{" not in x.text and "rule-" not in x.text and "call-" not in x.text, x
    cards = [e for e, _ in seen if isinstance(e, ev.CardPlayed)]
    spoken = [x.text for e, xs in seen if isinstance(e, ev.CardPlayed) for x in xs]
    assert len(spoken) == len(cards)


# -- sound cues: every event recognisable without speech -----------------


def test_each_call_has_its_own_cue(n):
    cues = {call: one(n, ev.CallMade(1, call)).cue
            for call in ("pass", "hokum", "sun", "ashkal", "double", "triple", "four", "gahwa")}
    assert cues == {c: f"call_{c}" for c in cues}
    assert one(n, ev.CallMade(2, "hokum2", "S")).cue == "call_hokum"
    assert one(n, ev.CallMade(2, "qablak")).cue == "call_sun"
    assert one(n, ev.CallMade(2, "decline")).cue == "call_pass"
    assert one(n, ev.CallMade(3, "double", locked=True)).cue_data == {"call": "double", "seat": 3}


def test_announcements_have_cues(n):
    assert one(n, SAMPLES[7]).cue == "project"
    assert one(n, SAMPLES[9]).cue == "baloot"
    assert one(n, ev.AkkaCalled(1, "AS")).cue == "call_akka"
    assert one(n, ev.SawaClaimed(2)).cue == "call_sawa"


def test_trump_cut_and_plain_card_cues_follow_the_seat_and_the_direction(t):
    ccw, cw = Narrator(t, 0), Narrator(t, 0, clockwise=True)
    for seat, near, far in ((0, "me", "me"), (1, "right", "left"), (2, "across", "across"),
                            (3, "left", "right")):
        for trump, cut, kind in ((False, False, "card"), (True, False, "trump"),
                                 (True, True, "cut")):
            e = ev.CardPlayed(seat, "9S", 1, False, trump, cut)
            assert one(ccw, e).cue == f"{kind}_{near}"
            assert one(cw, e).cue == f"{kind}_{far}"


def score(outcome, tricks, points, buyer=0):
    return ev.RoundScored(outcome, buyer, "hokum", 1, tricks, (0, 0), (0, 0), (0, 0), (0, 0),
                          points)


def test_round_and_match_cues_are_from_my_side(t):
    me, partner, right = Narrator(t, 0), Narrator(t, 2), Narrator(t, 1)
    made = score("made", (5, 3), (10, 6))
    assert one(me, made).cue == one(partner, made).cue == "round_won"
    assert one(right, made).cue == "round_lost"
    sweep = score("kaboot", (0, 8), (0, 25))
    assert one(me, sweep).cue == "kaboot_them" and one(right, sweep).cue == "kaboot_us"
    assert one(me, score("reverse_kaboot", (8, 0), (88, 0), buyer=1)).cue == "kaboot_us"
    # equal totals and equal points: neither won (no round cue); in belote's litige
    # the defence scores
    assert one(me, score("equal", (4, 4), (8, 8), buyer=1)).cue is None
    assert one(me, score("litige", (4, 4), (0, 0), buyer=1)).cue == "round_won"
    assert one(me, ev.MatchWon(0, (152, 90))).cue == "match_won"
    assert one(right, ev.MatchWon(0, (152, 90))).cue == "match_lost"


def test_cues_of_one_moment_are_sequenced_not_stacked(n):
    """The last card, the trick, the round and the match come in one batch: each later
    cue waits for the one before it to be heard."""
    card = one(n, ev.CardPlayed(3, "7S", 7, False, False, False))
    trick = one(n, ev.TrickWon(3, 7, (), 30, True))
    round_ = one(n, score("made", (2, 6), (4, 12)))
    match = one(n, ev.MatchWon(1, (100, 160)))
    assert card.cue_delay == 0 < trick.cue_delay < round_.cue_delay < match.cue_delay
    assert one(n, SAMPLES[0]).cue == "deal" and one(n, SAMPLES[0]).cue_delay > 0.5


def test_a_hand_of_one_card_is_one_card(n):
    """Heard in a whole round by ear: "1 cards: one heart: nine." (issue 15's kind of slip)."""
    assert n.hand_summary(("9H",)) == "One card: one heart: nine."
    assert n.hand_summary(("9H", "7S")).startswith("2 cards: ")


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_the_projects_key_names_the_players_own_projects_before_they_are_announced(lang):
    """P said "No projects announced." while the player held a sira (issue 23): it names
    what the player holds, which the engine then announces with the first card."""
    n = Narrator(Catalog(lang, strict=True), 0)
    held = n.t("projects-mine", projects="X").split("X")[0]    # "You hold "
    for seed in range(300):
        table = Table(rules_for("saudi"), {s: ChooseAnyLegal() for s in (1, 2, 3)},
                      ImmediateScheduler(), seed=f"mine-{seed}")
        announced: list = []
        table.subscribe(lambda e: announced.append(e) if isinstance(e, ev.ProjectsAnnounced)
                        and e.seat == 0 else None)
        table.start_round()
        rng = random.Random(seed)
        while table.my_turn and table.view().phase.name == "BUY":
            table.act(rng.choice(list(table.view().legal)))
        v = table.view()
        if not table.my_turn or v.tricks or v.contract is None:
            continue
        before = n.projects(v)
        table.act(v.legal[0])          # the first card: the engine announces my projects
        if not announced:
            assert held not in before, before
            continue
        for kind in announced[0].kinds:
            assert n.project_name(kind) in before, before
        assert before.startswith(n.t("projects-none")) or \
            before.startswith(n.t("projects-list", projects="").rstrip(". "))
        assert held in before, before
        now = n.projects(table.view())   # announced now: said as announced, not as held
        assert held not in now, now
        return
    pytest.fail("no seed gave the player a project")
