"""The worked examples of seed 003, with concrete hands.

Seating as in the seed: Karam deals (seat 3), so Adam (seat 0) speaks first,
then Ahmed (1), Yasser (2) and Karam (3). Adam and Yasser are team 0, Ahmed and
Karam team 1.
"""
from __future__ import annotations

from .helpers import (act, assert_refused, autoplay, call_kinds, calls, card_abnat, cards,
                     deck_for_hands, deck_from, events_of, legal_cards, play, start)

from baloot_audio.core import Action, Contract, Match, Phase, rules_for, view
from baloot_audio.core.events import (CardPlayed, ContractSet, DealCompleted,
                                      ProjectsAnnounced, ProjectsShown, TrickWon)

ADAM, AHMED, YASSER, KARAM = 0, 1, 2, 3

# The buying example: land JC, Ahmed holds four clubs with the ace and the ten.
BUY_FIVE = [cards("KC AS TD KS QH"), cards("AC TC 8C 7C 7H"),
            cards("TS AD 8S QC KH"), cards("8D 7S JH QS 8H")]
BUY_REST = [cards("AH 9D KD"), cards("JS TH"), cards("9H 9C 7D"), cards("9S QD JD")]
BUY_DECK = deck_from(BUY_FIVE, "JC", BUY_REST, dealer=KARAM, land_to=AHMED)
SEED_CALLS = [(ADAM, "pass"), (AHMED, "hokum"), (YASSER, "pass"), (KARAM, "pass"),
              (ADAM, "pass"), (AHMED, "confirm")]


def bought_hokum_on_clubs():
    state = start("saudi", BUY_DECK, dealer=KARAM)
    return calls(state, SEED_CALLS)


# --- the buying example ------------------------------------------------------------

def test_buying_example_offers_each_seat_its_calls():
    state = start("saudi", BUY_DECK, dealer=KARAM)
    assert state.land == "JC"
    assert state.to_act == ADAM
    assert sorted(state.hands[AHMED]) == sorted(BUY_FIVE[AHMED])
    assert call_kinds(state) == {"pass", "hokum", "sun"}
    state, _ = calls(state, [(ADAM, "pass"), (AHMED, "hokum")])
    # Yasser: sun, double or pass -- and, by the baseline, ashkal, since he
    # speaks just before the dealer (the seed's sentence leaves it out).
    assert state.to_act == YASSER
    assert call_kinds(state) == {"pass", "sun", "double", "ashkal"}
    state, _ = calls(state, [(YASSER, "pass")])
    # Karam, Ahmed's partner, may not double his own side.
    assert state.to_act == KARAM
    assert call_kinds(state) == {"pass", "sun", "ashkal"}
    assert_refused(state, Action(KARAM, "double", locked=False), "double_by_opponents_only")
    state, _ = calls(state, [(KARAM, "pass")])
    # Adam is asked again although he passed at the start.
    assert state.to_act == ADAM
    assert call_kinds(state) == {"pass", "sun", "double"}
    state, _ = calls(state, [(ADAM, "pass")])
    # The question returns to Ahmed.
    assert state.to_act == AHMED
    assert call_kinds(state) == {"confirm", "to_sun"}


def test_buying_example_settles_hokum_on_clubs_with_the_land_to_ahmed():
    state, events = bought_hokum_on_clubs()
    assert state.phase is Phase.PLAY
    contract = state.contract
    assert (contract.kind, contract.trump, contract.buyer, contract.land_to) == ("hokum", "C",
                                                                                 AHMED, AHMED)
    assert (contract.multiplier, contract.gahwa, contract.locked) == (1, False, False)
    assert [len(hand) for hand in state.hands] == [8, 8, 8, 8]
    # Ahmed gets the land and two more cards, everybody else three.
    assert sorted(state.hands[AHMED]) == sorted(BUY_FIVE[AHMED] + ["JC"] + BUY_REST[AHMED])
    for seat in (ADAM, YASSER, KARAM):
        assert sorted(state.hands[seat]) == sorted(BUY_FIVE[seat] + BUY_REST[seat])
    assert events_of(events, ContractSet) == [ContractSet(Contract("hokum", "C", AHMED, AHMED, 1,
                                                                   False, False, False))]
    assert events_of(events, DealCompleted) == [DealCompleted(AHMED)]
    assert [(bid.seat, bid.kind) for bid in state.bids] == SEED_CALLS
    # The first trick is opened by the first speaker, whoever bought.
    assert state.to_act == ADAM


# --- the trumping example ----------------------------------------------------------

# Hokum on diamonds bought by Ahmed (the land QD is his). Yasser holds no
# clubs and one trump, the king of diamonds.
TRUMPING_HANDS = [cards("JC 7C 8C 7S 8S AS 7H 8H"), cards("QD 9C AD TD 9S TS 9H TH"),
                  cards("KD JS QS KS JH QH KH AH"), cards("TC QC KC AC 7D 8D 9D JD")]


def test_trumping_example_partner_not_certain_so_yasser_must_cut_with_the_king():
    deck = deck_for_hands(TRUMPING_HANDS, "QD", dealer=KARAM, land_to=AHMED)
    state, _ = calls(start("saudi", deck, dealer=KARAM), SEED_CALLS)
    assert (state.contract.kind, state.contract.trump) == ("hokum", "D")
    state, _ = play(state, ["JC", "9C"])  # Adam leads the jack, Ahmed plays the nine
    assert state.to_act == YASSER
    # Adam is winning, but AC TC KC QC are still out and Karam plays after.
    assert legal_cards(state) == {"KD"}
    for card in ("JS", "AH", "QH"):
        assert_refused(state, Action.play(YASSER, card), "must_trump")
    state, events = act(state, "play", card="KD")
    assert events_of(events, CardPlayed) == [CardPlayed(YASSER, "KD", 0, False, True, True)]


def test_trumping_example_yasser_is_free_when_last_to_play():
    # The next deal: Yasser deals, so Karam leads and Yasser plays fourth.
    hands = [cards("JC 8C 7S 8S AS 7H 8H 9D"), cards("QD 9C AD TD 9S TS 9H TH"),
             cards("KD JS QS KS JH QH KH AH"), cards("7C TC QC KC AC 7D 8D JD")]
    deck = deck_for_hands(hands, "QD", dealer=YASSER, land_to=AHMED)
    state, _ = calls(start("saudi", deck, dealer=YASSER),
                     [(KARAM, "pass"), (ADAM, "pass"), (AHMED, "hokum"), (YASSER, "pass"),
                      (KARAM, "pass"), (ADAM, "pass"), (AHMED, "confirm")])
    state, _ = play(state, ["7C", "JC", "9C"])
    assert state.to_act == YASSER
    assert legal_cards(state) == set(hands[YASSER])
    state, events = act(state, "play", card="JS")
    assert events_of(events, TrickWon)[0].seat == ADAM


# --- the project battle ----------------------------------------------------------

# Adam a hundred (9S-KS), Ahmed a sira (7H-9H), Yasser a sira (7D-9D), Karam a
# fifty (9C-QC). Adam buys a sun; the land AD is his.
BATTLE_HANDS = [cards("AD 9S TS JS QS KS 7C AH"), cards("7H 8H 9H AS KD 8C JH 7S"),
                cards("7D 8D 9D TH KH 8S KC QD"), cards("9C TC JC QC AC QH TD JD")]


def battle_round():
    deck = deck_for_hands(BATTLE_HANDS, "AD", dealer=KARAM, land_to=ADAM)
    state, _ = calls(start("saudi", deck, dealer=KARAM), [(ADAM, "sun")])
    assert state.phase is Phase.PLAY and state.contract.kind == "sun"
    return state


def test_project_battle_only_the_hundreds_team_scores_both_partners_projects():
    state = battle_round()
    projects = {(p.seat, p.kind, p.cards, p.scored) for p in state.projects}
    assert projects == {
        (ADAM, "hundred", ("9S", "TS", "JS", "QS", "KS"), True),
        (AHMED, "sira", ("7H", "8H", "9H"), False),
        (YASSER, "sira", ("7D", "8D", "9D"), True),
        (KARAM, "fifty", ("9C", "TC", "JC", "QC"), False),
    }
    state, _ = autoplay(state)
    assert state.result.project_points == (20 + 4, 0)


def test_project_battle_names_announced_on_first_cards_and_winners_shown_after_trick_one():
    state = battle_round()
    seen = []
    for number in range(4):
        seat = state.to_act
        state, events = act(state, "play", card=sorted(legal_cards(state))[0])
        seen.append(events)
        announced = events_of(events, ProjectsAnnounced)
        assert announced == [ProjectsAnnounced(seat, (
            {ADAM: "hundred", AHMED: "sira", YASSER: "sira", KARAM: "fifty"}[seat],))]
        assert [p for p, _ in view(state, AHMED).announced] == list(range(number + 1))
        if number < 3:
            # Only names during the first trick: no cards shown, not even to a partner.
            assert view(state, (seat + 2) % 4).shown == ()
            assert events_of(events, ProjectsShown) == []
    shown = events_of(seen[-1], ProjectsShown)
    assert len(shown) == 1 and shown[0].team == 0
    assert [(p.seat, p.kind, p.cards) for p in shown[0].projects] == [
        (ADAM, "hundred", ("9S", "TS", "JS", "QS", "KS")), (YASSER, "sira", ("7D", "8D", "9D"))]
    # Everybody now sees them; the losers' cards are never shown.
    assert view(state, AHMED).shown == ((ADAM, "hundred", ("9S", "TS", "JS", "QS", "KS")),
                                        (YASSER, "sira", ("7D", "8D", "9D")))
    # No more announcements in the second trick.
    state, events = act(state, "play", card=sorted(legal_cards(state))[0])
    assert events_of(events, ProjectsAnnounced) == []


# --- the scoring example -----------------------------------------------------------

# The buying example's deal played out: Ahmed's team takes 92 abnat and the
# last trick (102), Adam's team 60.
MADE_PLAY = cards("TD 7C 7D JD  7H KH 8H AH  QH TH 9H JH  AC 9C QS KC "
                  "8S 7S AS JS  KS JC TS 9S  TC QC 8D 9D  8C AD QD KD")
# The same deal played another way: Adam's team collects more.
FELL_PLAY = cards("KS JS TS 9S  KH 8H QH 7H  AD 8D 9D JC  8C QC JH KC "
                  "AH TH 9H QD  AS AC 8S QS  TC 9C JD KD  7D 7S TD 7C")


def team_abnat(state):
    """Abnat per team from the recorded tricks, by the test's own card table."""
    out = [0, 0]
    for trick in state.tricks:
        out[trick.winner % 2] += sum(card_abnat(card, "C") for _, card in trick.plays)
    out[state.tricks[-1].winner % 2] += 10
    return tuple(out)


def test_scoring_example_102_against_60_scores_10_and_6():
    state, _ = bought_hokum_on_clubs()
    assert state.projects == () and state.baloot_seat is None
    state, _ = play(state, MADE_PLAY)
    assert state.phase is Phase.DONE
    assert len(state.tricks) == 8
    assert team_abnat(state) == (60, 102)
    result = state.result
    assert result.abnat == (60, 102)
    assert result.card_points == (6, 10)
    assert result.points == (6, 10)
    assert result.outcome == "made"
    match, _ = Match(rules_for("saudi"), first_dealer=KARAM).finish_round(state)
    assert match.totals == (6, 10) and match.winner is None


def test_scoring_example_fallen_variant_gives_the_defenders_all_16():
    state, _ = bought_hokum_on_clubs()
    state, _ = play(state, FELL_PLAY)
    assert team_abnat(state) == (86, 76)
    result = state.result
    assert result.abnat == (86, 76)
    assert result.card_points == (9, 7)
    assert result.outcome == "fell"
    assert result.points == (16, 0)
