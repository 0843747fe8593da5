"""Reading Speech Dispatcher's log (tests/headless_services.py), which the
end-to-end tests and the benches take their "heard" and "when" from."""

from __future__ import annotations

import headless_services as hs

LOG = """\
[Tue Dec  1 05:10:56 2026 : 999850] speechd:     Queueing message |Left: pass.| with priority 2
[Tue Dec  1 05:10:56 2026 : 999900] speechd:     Module speak!
[Tue Dec  1 05:10:56 2026 : 203] speechd:     Queueing message |Partner leads the ten of clubs.| with priority 2
[Tue Dec  1 05:10:57 2026 : 4100] speechd:     speak_queue playback thread got END from queue
[Tue Dec  1 05:10:57 2026 : 4200] speechd:     Module speak!
[Tue Dec  1 05:10:58 2026 : 500000] speechd:     speak_queue playback thread got END from queue
"""


def test_a_stamp_a_second_early_is_read_in_its_own_second():
    """The daemon's stamp takes its seconds from the coarse clock: just after a
    second begins it can read a second early (a message "queued" before the game
    sent it, counted as never heard). Read in order, it is put right."""
    left, partner = hs.speechd_spoken(LOG)
    base = left.queued - 0.99985
    assert round(partner.queued - base, 6) == 1.000203
    assert partner.queued > left.queued and partner.began > partner.queued
    assert left.outcome == partner.outcome == "end"


def test_stamps_a_second_or_more_apart_are_read_as_they_are():
    clock = hs.SdClock()
    first = clock("Tue Dec  1 05:10:58 2026", "100")
    assert clock("Tue Dec  1 05:10:56 2026", "100") == first - 2.0   # not a coarse-clock slip
    assert clock("Tue Dec  1 05:10:59 2026", "100") == first + 1.0
