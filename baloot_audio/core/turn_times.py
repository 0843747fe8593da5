"""How long a turn may take at a timed table (seed 004, the tournament's seconds).

12 s to call or double, 15 s to play a card, 5 s after a Qaid table's last trick
to call Qaid (the Qaid window), 10 s before the next hand; ``relaxed`` gives three
times as long; an online table may also be ``custom`` (each of the four chosen,
within CUSTOM_RANGE). The server's clock (net/tables/seat_clock.py) and the online
create menu read these; the desktop's own clock keeps a copy in ui/turn_timer.py, so
that its first words come before the rules core is imported
(tests/e2e/test_startup_order.py).
"""

from __future__ import annotations

from typing import Mapping, Optional

TIMERS = ("off", "relaxed", "tournament")
TABLE_TIMERS = TIMERS + ("custom",)          # an online table's choice
SCALE = {"relaxed": 3.0, "tournament": 1.0}
SECONDS = {"call": 12.0, "card": 15.0, "qaid_window": 5.0, "next_hand": 10.0}
CUSTOM_RANGE = (3.0, 600.0)                  # seconds a custom table may give each kind
WARN_BEFORE = 5.0                            # the last cue, seconds before the end
# a custom table's seconds a card, as the online create menu offers them
CUSTOM_CARD = (5.0, 10.0, 20.0, 30.0, 45.0, 60.0, 90.0, 120.0, 180.0, 300.0)


def seconds_for(timer: str, kind: str,
                custom: Optional[Mapping[str, float]] = None) -> Optional[float]:
    """The time for a ``kind`` of turn ("call", "card", "qaid_window", "next_hand")
    at ``timer`` (None: untimed); ``custom``: a custom table's seconds."""
    if timer == "custom" and custom is not None:
        return float(custom[kind])
    scale = SCALE.get(timer)
    return None if scale is None else SECONDS[kind] * scale


def custom_seconds(card: float) -> dict[str, float]:
    """A custom table's seconds from its seconds a card: the other waits in the
    tournament's proportions, each within CUSTOM_RANGE."""
    low, high = CUSTOM_RANGE
    return {kind: float(min(high, max(low, round(card * seconds / SECONDS["card"]))))
            for kind, seconds in SECONDS.items()}


def custom_refusal(custom: Mapping[str, float]) -> Optional[str]:
    """Why a custom table's seconds are refused (None: they are fine)."""
    if set(custom) != set(SECONDS):
        return f"give the seconds of each of {', '.join(SECONDS)}"
    low, high = CUSTOM_RANGE
    for kind, seconds in custom.items():
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) \
                or not low <= seconds <= high:
            return f"{kind}: between {low:g} and {high:g} seconds"
    return None
