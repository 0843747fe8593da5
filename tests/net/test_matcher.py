"""Play now's matcher and line (net/matching): concrete lines, and properties over
random ones. Pure: the time is a number given to each call."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from baloot_audio.net.matching.line import WaitingLine
from baloot_audio.net.matching.matcher import Policy, Waiter, Wanted, match, missing, reach

RATED = Wanted(rated=True)
CASUAL = Wanted()
POLICY = Policy(start=2.0, widen=0.1)


def waiter(name: str, rating: float = 25.0, since: float = 0.0, wanted: Wanted = RATED,
           address: str = "", players: tuple[str, ...] = ()) -> Waiter:
    return Waiter(name, players or (name,), rating, since, wanted, address or f"a-{name}")


def test_four_close_ratings_make_a_table_of_two_even_teams():
    line = [waiter("a", 26), waiter("b", 25.5), waiter("c", 25), waiter("d", 24.5)]
    [table] = match(line, 1.0, POLICY)
    assert {e.ticket for e in table.entries} == {"a", "b", "c", "d"}
    assert table.seats == ("a", "b", "d", "c")      # 26 + 24.5 against 25.5 + 25
    assert table.bots == 0


def test_a_far_rating_waits_until_the_ranges_widen_to_it():
    line = [waiter("a", 25), waiter("b", 25), waiter("c", 25), waiter("far", 31)]
    assert match(line, 1.0, POLICY) == []
    assert reach(line[0], 40.0, POLICY) == 6.0
    assert match(line, 39.0, POLICY) == []          # 5.9 points: not yet
    [table] = match(line, 40.0, POLICY)
    assert "far" in table.seats


def test_the_oldest_is_served_first_with_the_closest_ratings():
    line = [waiter("old", 25, since=0), waiter("x", 25.5, since=5), waiter("y", 24.5, since=5),
            waiter("z", 26, since=5), waiter("w", 26.4, since=6)]
    [table] = match(line, 10.0, POLICY)
    assert "old" in table.seats and "w" not in table.seats


def test_partners_sit_opposite_and_a_team_counts_two():
    team = waiter("t", 25, players=("p1", "p2"))
    line = [team, waiter("c", 25), waiter("d", 25), waiter("e", 25)]
    [table] = match(line, 1.0, POLICY)
    assert table.seats[0] == "p1" and table.seats[2] == "p2"
    assert len([s for s in table.seats if s]) == 4
    two_teams = [team, waiter("u", 25, players=("q1", "q2"))]
    [table] = match(two_teams, 1.0, POLICY)
    assert table.seats == ("p1", "q1", "p2", "q2")


def test_a_rated_table_never_seats_two_entries_from_one_address():
    line = [waiter(n, 25, address="127.0.0.9") for n in "abcd"]
    assert match(line, 1000.0, POLICY) == []


def test_the_same_four_are_not_matched_again_while_they_played_lately():
    line = [waiter(n) for n in "abcd"]
    assert match(line, 1.0, POLICY, repeat=lambda group: group == frozenset("abcd")) == []
    line.append(waiter("e"))
    [table] = match(line, 1.0, POLICY, repeat=lambda group: group == frozenset("abcd"))
    assert "e" in table.seats


def test_casual_bots_fill_only_after_each_players_chosen_wait():
    soon, never = Wanted(bots_after=30.0), Wanted(bots_after=None)
    assert match([waiter("a", wanted=soon)], 29.0, POLICY) == []
    [table] = match([waiter("a", wanted=soon)], 30.0, POLICY)
    assert table.seats.count(None) == 3
    assert match([waiter("n", wanted=never)], 10_000.0, POLICY) == []
    mixed = [waiter("a", wanted=soon), waiter("b", since=1, wanted=soon)]
    [table] = match(mixed, 31.0, POLICY)
    assert table.bots == 2


def test_a_rated_queue_never_takes_bots_and_queues_do_not_mix():
    assert match([waiter("a", wanted=Wanted(rated=True, bots_after=1.0))], 99.0, POLICY) == []
    line = [waiter("a", wanted=CASUAL), waiter("b", wanted=CASUAL), waiter("c", wanted=CASUAL),
            waiter("d", wanted=Wanted(qaid=True))]
    assert match(line, 1.0, POLICY) == []


def test_a_no_show_waits_before_the_next_try():
    held = Waiter("h", ("h",), 25, 0.0, CASUAL, "x", not_before=50.0)
    line = [held, waiter("b", wanted=CASUAL), waiter("c", wanted=CASUAL),
            waiter("d", wanted=CASUAL)]
    assert match(line, 49.0, POLICY) == []
    assert len(match(line, 50.0, POLICY)) == 1


def test_missing_counts_those_it_would_sit_with():
    me = waiter("me", 25)
    assert missing(me, [me], 0.0, POLICY) == 3
    assert missing(me, [me, waiter("b", 26), waiter("far", 40)], 0.0, POLICY) == 2


ids = iter(range(10**9))


def tickets() -> str:
    return f"o{next(ids)}"


def test_the_line_offers_lapses_and_puts_the_no_show_at_the_end():
    line = WaitingLine(POLICY, take=20.0, repeat=3, ticket=tickets)
    for n, name in enumerate("abcd"):
        line.join(waiter(name, since=float(n), wanted=CASUAL), float(n))
    [offer] = line.run(5.0)
    for name in "abc":
        assert line.took(name, offer.offer_id) is None
    [lapsed] = line.lapse_due(25.0)
    assert lapsed.missed == ("d",) and set(lapsed.kept) == {"a", "b", "c"}
    assert line.entries["a"].since == 0.0                 # kept their place
    assert line.entries["d"].since == 25.0 and line.entries["d"].not_before == 45.0
    line.join(waiter("e", since=26.0, wanted=CASUAL), 26.0)
    [offer] = line.run(30.0)
    assert set(offer.players) == {"a", "b", "c", "e"}    # d waits its penalty out
    for name in "abce":
        done = line.took(name, offer.offer_id)
    assert done is offer and "a" not in line.ticket_of
    [again] = line.run(45.0) or [None]
    assert again is None                                   # d alone now


def test_a_second_miss_waits_twice_as_long_and_a_leaver_frees_the_others():
    line = WaitingLine(POLICY, take=10.0, ticket=tickets)
    for name in "abcd":
        line.join(waiter(name, wanted=CASUAL), 0.0)
    [offer] = line.run(0.0)
    line.lapse_due(10.0)
    assert line.entries["a"].not_before == 20.0
    [offer] = line.run(20.0)
    [lapsed] = line.lapse_due(30.0)
    assert line.entries["a"].not_before == 50.0           # 20 s after the second miss
    [offer] = line.run(50.0)
    lapsed = line.leave("b", 51.0)
    assert lapsed is not None and "b" in lapsed.missed
    assert "b" not in line.ticket_of and set(line.ticket_of) == {"a", "c", "d"}


def test_the_line_remembers_a_foursome_and_refuses_it_within_repeat():
    line = WaitingLine(POLICY, take=10.0, repeat=2, ticket=tickets)
    for round_ in range(3):
        for name in "abcd":
            line.join(waiter(name, since=float(round_)), float(round_))
        offers = line.run(float(round_))
        if round_ == 0:
            [offer] = offers
            for name in "abcd":
                line.took(name, offer.offer_id)
        else:
            assert offers == []
            break


def test_an_address_keeps_a_limited_number_of_places():
    line = WaitingLine(POLICY, per_address=2, ticket=tickets)
    line.join(waiter("a", address="127.0.0.5"), 0.0)
    line.join(waiter("b", address="127.0.0.5"), 0.0)
    assert line.refusal(("c",), "127.0.0.5") == "queue_address"
    assert line.refusal(("a",), "127.0.0.6") == "in_line"
    assert line.refusal(("c",), "127.0.0.6") is None


waiters = st.lists(st.tuples(st.floats(0, 50), st.floats(0, 100), st.booleans(),
                             st.integers(0, 5), st.sampled_from([None, 0.0, 30.0])),
                   max_size=24)


@settings(max_examples=150, deadline=None)
@given(waiters, st.floats(0, 200))
def test_every_table_is_fair_whatever_the_line(rows, now):
    line = [Waiter(f"w{n}", (f"w{n}", f"v{n}") if team else (f"w{n}",), rating, since,
                   Wanted(rated=n % 2 == 0, bots_after=bots), f"addr{address}")
            for n, (rating, since, team, address, bots) in enumerate(rows)]
    tables = match(line, now, POLICY)
    seated = [p for t in tables for p in t.seats if p]
    assert len(seated) == len(set(seated))                 # nobody twice
    for table in tables:
        queues = {e.wanted.queue for e in table.entries}
        assert len(queues) == 1
        assert len([p for p in table.seats if p]) == sum(e.size for e in table.entries)
        for team in (e for e in table.entries if e.size == 2):
            a, b = table.seats.index(team.players[0]), table.seats.index(team.players[1])
            assert abs(a - b) == 2                           # partners opposite
        if table.entries[0].wanted.rated:
            assert table.bots == 0
            assert len({e.address for e in table.entries}) == len(table.entries)
            for x in table.entries:
                for y in table.entries:
                    assert abs(x.rating - y.rating) <= reach(x, now, POLICY) + 1e-9
        else:
            assert table.bots == 0 or all(
                e.wanted.bots_after is not None and now - e.since >= e.wanted.bots_after
                for e in table.entries)
