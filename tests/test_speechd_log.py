"""Reading Speech Dispatcher's log (tests/headless_services.py), which the
end-to-end tests and the benches take their "heard" and "when" from."""

from __future__ import annotations

import headless_services as hs

# the seconds come from the coarse clock, the microseconds from the precise one:
# in the first tick of a second a stamp can read a second early (seen in the
# daemon's logs here; the game had sent the message at 05:10:57.0002)
AFTER_A_LINE = """\
[Tue Dec  1 05:10:56 2026 : 999850] speechd:     Queueing message |Left: pass.| with priority 2
[Tue Dec  1 05:10:56 2026 : 999900] speechd:     Module speak!
[Tue Dec  1 05:10:56 2026 : 203] speechd:     Queueing message |Partner leads the ten of clubs.| with priority 2
[Tue Dec  1 05:10:57 2026 : 4100] speechd:     speak_queue playback thread got END from queue
[Tue Dec  1 05:10:57 2026 : 4200] speechd:     Module speak!
[Tue Dec  1 05:10:58 2026 : 500000] speechd:     speak_queue playback thread got END from queue
"""
AFTER_A_QUIET_SPELL = """\
[Tue Dec  1 06:25:26 2026 : 840000] speechd:     speak_queue playback thread got END from queue
[Tue Dec  1 06:25:27 2026 : 3198] speechd:     Queueing message |Partner queen of hearts.| with priority 2
[Tue Dec  1 06:25:27 2026 : 3210] speechd:     Message inserted into queue.
[Tue Dec  1 06:25:28 2026 : 5870] speechd:    Module speak!
[Tue Dec  1 06:25:29 2026 : 900000] speechd:     speak_queue playback thread got END from queue
"""


def test_a_stamp_a_second_early_before_the_line_above_it_is_read_in_its_own_second():
    left, partner = hs.speechd_spoken(AFTER_A_LINE)
    base = left.queued - 0.99985
    assert round(partner.queued - base, 6) == 1.000203
    assert partner.queued > left.queued and partner.began > partner.queued
    assert left.outcome == partner.outcome == "end"


def test_a_stamp_a_second_early_after_a_quiet_spell_is_read_by_the_line_after_it():
    """The message was queued, taken and begun within 3 ms: its stamps read 27.003
    and 28.006."""
    (partner,) = hs.speechd_spoken(AFTER_A_QUIET_SPELL)
    assert 0 < partner.began - partner.queued < 0.01


def test_stamps_a_second_or_more_apart_are_read_as_they_are():
    lines = hs.sd_lines("""\
[Tue Dec  1 05:10:58 2026 : 100] speechd:     a
[Tue Dec  1 05:10:59 2026 : 500000] speechd:     b
[Tue Dec  1 05:11:01 2026 : 100] speechd:     c
[Tue Dec  1 05:11:02 2026 : 300000] speechd:     d
""")
    first = lines[0][0]
    assert [round(when - first, 6) for when, _ in lines] == [0, 1.4999, 3.0, 4.2999]


def test_the_daemons_stamps_are_utc_whatever_the_zone_of_the_tests(any_day):
    """The daemon writes its stamps in UTC (headless_services.start_speechd): read in
    any zone, they are the same moments, and the hour St John's clocks go back (01:00
    to 02:00 twice on 2026-11-01) keeps its lines in order."""
    lines = hs.sd_lines("""\
[Sun Nov  1 04:29:59 2026 : 500000] speechd:     before the clocks go back
[Sun Nov  1 04:30:00 2026 : 100] speechd:     after
""")
    assert [when for when, _ in lines] == [1793507399.5, 1793507400.0001]
