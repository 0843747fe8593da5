"""ksa's calls during play: akka and sawa."""
from __future__ import annotations

from .helpers import act, assert_refused, buy, cards, deck_for_hands, events_of, play, start

from baloot_audio.core import (Action, Match, Phase, legal_actions, refusal_rule,
                               replay_record, round_record, rules_for, view)
from baloot_audio.core.cards import winning_index
from baloot_audio.core.claims import SawaSolver, leader_takes_every_trick
from baloot_audio.core.events import AkkaCalled, SawaClaimed

# --- akka ---------------------------------------------------------------------------

# Hokum on hearts bought by seat 0 (the land AH is his); dealer 3, seat 0 leads.
AKKA_HANDS = [cards("AH AC TC 7S 8S 9S 7D 8D"), cards("8C 9C TS JS QS KS TD JD"),
              cards("7C AS 9D QD KD AD 7H 8H"), cards("9H TH JH QH KH JC QC KC")]


def akka_round(preset="ksa", kind="hokum"):
    land = "AH"
    state = start(preset, deck_for_hands(AKKA_HANDS, land, dealer=3, land_to=0), dealer=3)
    return buy(state, kind, buyer=0)


def test_akka_on_a_lead_with_the_highest_card_left_of_a_plain_suit():
    state = akka_round()
    assert Action(0, "akka", card="AC") in legal_actions(state)
    assert refusal_rule(state, Action(0, "akka", card="AC")) is None
    state, events = act(state, "akka", card="AC")
    assert events_of(events, AkkaCalled) == [AkkaCalled(0, "AC")]
    state, _ = play(state, ["8C", "7C", "JC"])
    trick = state.tricks[0]
    assert [(c.seat, c.kind) for c in trick.calls] == [(0, "akka")]
    assert trick.to_record()["calls"] == [{"seat": 0, "call": "akka"}]
    # AC has gone: TC is now the highest club left.
    assert state.to_act == 0
    assert Action(0, "akka", card="TC") in legal_actions(state)


def test_akka_refused_while_a_higher_card_is_still_out_even_in_ones_own_hand():
    state = akka_round()
    assert_refused(state, Action(0, "akka", card="TC"), "akka_not_highest")
    assert_refused(state, Action(0, "akka", card="7S"), "akka_not_highest")


def test_akka_refused_on_a_trump():
    state = akka_round()
    assert_refused(state, Action(0, "akka", card="AH"), "akka_plain_suit_in_hokum_only")


def test_akka_only_when_leading():
    state = akka_round()
    state, _ = play(state, ["7S"])
    assert_refused(state, Action(1, "akka", card="TS"), "akka_only_when_leading")


def test_akka_only_in_hokum():
    state = akka_round(kind="sun")
    assert not [a for a in legal_actions(state) if a.kind == "akka"]
    assert_refused(state, Action(0, "akka", card="AC"), "akka_plain_suit_in_hokum_only")


def test_akka_not_in_saudi():
    state = akka_round(preset="saudi")
    assert not [a for a in legal_actions(state) if a.kind == "akka"]
    assert_refused(state, Action(0, "akka", card="AC"), "akka_not_in_rules")


# --- sawa ---------------------------------------------------------------------------

# Seat 0 holds all eight spades and buys a sun; nobody else has a project.
SPADES_HANDS = [cards("7S 8S 9S TS JS QS KS AS"), cards("7H 9H JH KH 8D TD QD AD"),
                cards("8H TH QH AH 7C 9C JC KC"), cards("7D 9D JD KD 8C TC QC AC")]


def sawa_round(hands, preset="ksa"):
    state = start(preset, deck_for_hands(hands, hands[0][0], dealer=3, land_to=0), dealer=3)
    return buy(state, "sun", buyer=0)


def test_sawa_accepted_when_certain_the_engine_plays_out_all_eight_tricks():
    match = Match(rules_for("ksa"), first_dealer=3)
    state = sawa_round(SPADES_HANDS)
    state, _ = play(state, cards("AS 7H 8H 7D  KS 9H TH 9D  QS JH QH JD"))
    assert state.to_act == 0 and len(state.hands[0]) == 5
    assert refusal_rule(state, Action(0, "sawa")) is None  # a claim, never a listed move
    assert Action(0, "sawa") not in legal_actions(state)
    assert refusal_rule(state, Action(0, "sawa")) is None
    state, events = act(state, "sawa")
    assert events_of(events, SawaClaimed) == [SawaClaimed(0)]
    assert state.phase is Phase.DONE
    assert len(state.tricks) == 8
    assert all(trick.winner == 0 for trick in state.tricks)
    assert sorted(card for t in state.tricks for _, card in t.plays) == sorted(
        sum(SPADES_HANDS, []))
    assert [(c.seat, c.kind) for c in state.tricks[3].calls] == [(0, "sawa")]
    assert state.result.outcome == "kaboot"
    assert state.result.points == (44 + 20, 0)       # kaboot plus the hundred
    after, _ = match.finish_round(state)
    record = round_record(match, state, after)
    assert len(record["tricks"]) == 8
    assert record["tricks"][3]["calls"] == [{"seat": 0, "call": "sawa"}]
    assert replay_record(record) == record


def test_sawa_holding_every_card_of_a_suit_nobody_else_has_is_accepted_at_the_first_lead():
    # (Once refused: the search needed ~63,000 positions, over its budget.)
    state = sawa_round(SPADES_HANDS)
    assert refusal_rule(state, Action(0, "sawa")) is None  # a claim, never a listed move
    assert Action(0, "sawa") not in legal_actions(state)
    state, _ = act(state, "sawa")
    assert state.phase is Phase.DONE and len(state.tricks) == 8
    assert [(c.seat, c.kind) for c in state.tricks[0].calls] == [(0, "sawa")]
    assert state.result.points == (44 + 20, 0)


def test_false_sawa_is_refused_and_changes_nothing():
    # Seat 1 holds the ace of spades: it takes a trick whatever seat 0 does.
    hands = [cards("7S 8S 9S TS JS QS KS AD"), cards("7H 9H JH KH 8D TD QD AS"),
             cards("8H TH QH AH 7C 9C JC KC"), cards("7D 9D JD KD 8C TC QC AC")]
    state = sawa_round(hands)
    assert Action(0, "sawa") not in legal_actions(state)
    assert_refused(state, Action(0, "sawa"), "sawa_not_certain")


def test_sawa_only_when_leading_and_only_in_ksa():
    state = sawa_round(SPADES_HANDS)
    state, _ = play(state, ["AS"])
    assert_refused(state, Action(1, "sawa"), "sawa_only_when_leading")
    saudi = sawa_round(SPADES_HANDS, preset="saudi")
    assert Action(0, "sawa") not in legal_actions(saudi)
    assert_refused(saudi, Action(0, "sawa"), "sawa_not_in_rules")


# Sun bought by seat 0 (land 7C). The first three tricks go to seat 2:
#   8H 9D AH 8S / KH 9S 9H QD / TH KS QH AD
# Then seat 2 leads holding 7H 8D 8C JH KD; seat 0 holds AC TD TC 7S 7C.
# Seat 2 cashes JH and 7H (nobody else has a heart; seat 0 throws 7S and 7C),
# leads KD (seat 0 must take it with TD, the best diamond left), and seat 0
# cashes AC and TC. Whatever the defenders do, team 0 takes all five tricks;
# the test claims after the first of them.
LATE_HANDS = [cards("7C 8H 9H QH AC TD TC 7S"), cards("9D QD AD 9C QS 7D TS JD"),
              cards("AH KH TH 7H 8D 8C JH KD"), cards("8S 9S KS AS JS JC QC KC")]
LATE_PREFIX = cards("8H 9D AH 8S  KH 9S 9H QD  TH KS QH AD")


def late_round():
    state = sawa_round(LATE_HANDS)
    state, _ = play(state, LATE_PREFIX)
    assert state.to_act == 2 and len(state.hands[2]) == 5
    return state


def test_sawa_with_four_tricks_left_is_accepted_and_played_out():
    state = late_round()
    state, _ = play(state, ["JH", "JS", "7S", "9C"])
    assert state.to_act == 2
    state, _ = act(state, "sawa")
    assert state.phase is Phase.DONE and len(state.tricks) == 8
    assert all(trick.winner % 2 == 0 for trick in state.tricks[3:])
    assert [(c.seat, c.kind) for c in state.tricks[4].calls] == [(2, "sawa")]



# Hokum on hearts, no trump in the defence. Seat 0 leads a spade; its partner,
# void in spades, must cut (ksa) and takes the lead, then leads 7D, which seat 0
# cuts with JH and the team keeps every trick: a true sawa, though the lead
# passes through the partner.
PARTNER_CUTS_HANDS = [cards("JH AS TS KS QS JS 9S 8S"), cards("7S AD TD KD QD JD 9D 8D"),
                      cards("9H AH TH KH QH 8H 7H 7D"), cards("7C 8C 9C TC JC QC KC AC")]


def test_sawa_through_a_partner_forced_to_cut_is_played_out_without_losing_a_trick():
    deck = deck_for_hands(PARTNER_CUTS_HANDS, "9H", dealer=3, land_to=2)
    state = buy(start("ksa", deck, dealer=3), "hokum", buyer=2)
    assert state.to_act == 0 and state.trump == "H"
    assert refusal_rule(state, Action(0, "sawa")) is None  # a claim, never a listed move
    assert Action(0, "sawa") not in legal_actions(state)
    seen = view(state, 0).legal
    assert seen and Action(0, "sawa") not in seen, "the view must not reveal a sure claim"
    done, _ = act(state, "sawa")
    assert all(trick.winner % 2 == 0 for trick in done.tricks)
    assert done.result.outcome == "kaboot"


def test_masters_alone_are_not_enough_when_the_partner_must_cut_and_lead_a_loser():
    # Two cards each. Seat 0's spades are the best left, and the defence has no
    # trump, but the partner must cut a spade with 9H and then lead 7D to AD.
    hands = (("AS", "KS"), ("QS", "AD"), ("9H", "7D"), ("7C", "8C"))
    assert not leader_takes_every_trick(hands[0], hands[1:], "H", False)
    assert leader_takes_every_trick(hands[0], hands[1:], None, False), "in sun it holds"
    solver = SawaSolver(rules_for("ksa"), "H", False, team=0)
    assert not solver.wins(hands, (), 0)
    # With the partner's trump gone the same spades are a sure claim.
    easy = (("AS", "KS"), ("QS", "AD"), ("7D", "8D"), ("7C", "8C"))
    assert leader_takes_every_trick(easy[0], easy[1:], "H", False)
    assert SawaSolver(rules_for("ksa"), "H", False, team=0).wins(easy, (), 0)


def test_the_sawa_play_out_draws_trumps_before_leading_a_side_suit():
    # Hokum on spades, seat 1 to lead, its TS the best trump left; the defence
    # holds 7S and KS. Leading TS first keeps every trick; 8C first loses one to
    # KS. (The search once judged positions with a trump on the table as if the
    # trump were already gone, and the play-out led 8C.)
    hands = (("AD", "KD", "7S", "QH"), ("KH", "9C", "8C", "TS"),
             ("8D", "JD", "KS", "QD"), ("JC", "9D", "QC", "7D"))
    solver = SawaSolver(rules_for("ksa"), "S", False, team=1)
    assert solver.wins(hands, (), 1)
    current, leader = (), 1
    for _ in range(16):
        seat = (leader + len(current)) % 4
        card = solver.choose(hands, current, leader)
        hands, current = (hands[:seat] + (tuple(c for c in hands[seat] if c != card),)
                          + hands[seat + 1:]), current + ((seat, card),)
        if len(current) == 4:
            leader = current[winning_index([c for _, c in current], "S")][0]
            assert leader % 2 == 1, current
            current = ()
