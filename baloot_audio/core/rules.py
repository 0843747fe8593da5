"""Rule presets and options, as data chosen by name.

A `Rules` value is the whole rule set a round is played under. Presets are
named `Rules` values; options are fields a player may change on top of one
(`rules_for("saudi", target=52)`). Every rule difference between presets is a
field here, so the engine branches on data, never on a preset's name.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, replace
from functools import lru_cache
from typing import Any


class UnknownOption(ValueError):
    """An option name or value that no preset knows."""

    def __init__(self, name: str, value: Any = None, reason: str = "unknown"):
        self.name, self.value, self.reason = name, value, reason
        super().__init__(f"option {name}={value!r}: {reason}")


@dataclass(frozen=True)
class Rules:
    name: str
    # The buy: "saudi" (seed 003), "ksa" (seed 004) or "belote" (take/choose).
    bidding: str
    # Following when void: "saudi" (partner-certain exception, free when the
    # trump cannot be beaten), "ksa" (always trump, overtrump if possible),
    # "belote" (partner winning frees you; else trump, overtrump, undertrump).
    play: str
    target: int
    targets: tuple[int, ...]
    has_sun: bool = True
    has_projects: bool = True
    # In hokum, also beat the highest card of a plain led suit when able.
    overtake_led_suit: bool = False
    # Project battle: a run hundred outranks a four-of-a-kind hundred.
    run_hundred_beats_quads: bool = False
    # Doubled rounds multiply project points by 2 (never by 3 or 4).
    projects_doubled: bool = False
    # A player holding a scored hundred of kings or queens has no baloot.
    no_baloot_with_kq_hundred: bool = False
    # A fallen buyer's scored projects go to the defenders too.
    fallen_gives_all_projects: bool = False
    # Who wins a doubled round with equal totals: "buyer", or "last_raiser"
    # (the team that made the last raise of triple/four/gahwa; a tie at a
    # plain double still goes against the doubler).
    doubled_tie: str = "buyer"
    # Sun double allowed when: "saudi" buyer > 100 and other < 100;
    # "ksa" doubling team <= 100 and other > 100.
    sun_double: str = "saudi"
    reverse_kaboot: bool = False
    akka: bool = False
    sawa: bool = False
    baloot_points: int = 2
    # Qaid tables (seed 004, part 8): a play mistake is accepted and the other
    # team may call it (core/qaid.py); boshat exists only there. `qaid_tables`:
    # whether the preset has them at all (not belote).
    qaid_tables: bool = True
    qaid: bool = False
    # What a proven Qaid costs: "registered" (the other team scores the round)
    # or "redeal" (no score, the next dealer deals). A false call always registers.
    qaid_penalty: str = "registered"

    def options(self) -> dict[str, Any]:
        """Every field that differs from the named preset, plus the target."""
        return dict(_options(self))


@lru_cache(maxsize=64)
def _options(rules: Rules) -> dict[str, Any]:
    """`Rules.options`, computed once per rule set (every field is immutable)."""
    base = PRESETS[rules.name]
    diff = {f.name: getattr(rules, f.name) for f in fields(Rules)
            if getattr(rules, f.name) != getattr(base, f.name)}
    diff["target"] = rules.target
    return diff


PRESETS: dict[str, Rules] = {
    "saudi": Rules(name="saudi", bidding="saudi", play="saudi", target=152, targets=(152, 52)),
    "ksa": Rules(
        name="ksa", bidding="ksa", play="ksa", target=152, targets=(152, 52),
        run_hundred_beats_quads=True, projects_doubled=True, no_baloot_with_kq_hundred=True,
        fallen_gives_all_projects=True, doubled_tie="last_raiser", sun_double="ksa",
        reverse_kaboot=True, akka=True, sawa=True,
    ),
    "belote": Rules(
        name="belote", bidding="belote", play="belote", target=501, targets=(501, 1000),
        has_sun=False, has_projects=False, baloot_points=20, qaid_tables=False,
    ),
}

# Options a player may set on top of a preset. Every other field is the
# preset's own rule and can only change by choosing another preset.
PLAYER_OPTIONS = ("target", "overtake_led_suit", "qaid", "qaid_penalty")
QAID_PENALTIES = ("registered", "redeal")


def rules_for(name: str, **options: Any) -> Rules:
    """The preset `name` with `options` applied; raises UnknownOption."""
    if name not in PRESETS:
        raise UnknownOption("ruleset", name, f"choose one of {', '.join(PRESETS)}")
    preset = PRESETS[name]
    for key, value in options.items():
        if key not in PLAYER_OPTIONS:
            raise UnknownOption(key, value, f"options are {', '.join(PLAYER_OPTIONS)}")
        if key == "target":
            if value not in preset.targets or isinstance(value, bool):
                raise UnknownOption(key, value, f"choose one of {preset.targets}")
        elif key == "qaid_penalty":
            if value not in QAID_PENALTIES:
                raise UnknownOption(key, value, f"choose one of {', '.join(QAID_PENALTIES)}")
        elif not isinstance(value, bool):
            raise UnknownOption(key, value, "expected true or false")
    if options.get("qaid") and not preset.qaid_tables:
        raise UnknownOption("qaid", True, f"{name} has no Qaid tables")
    if options.get("qaid_penalty", "registered") != "registered" and not options.get("qaid"):
        raise UnknownOption("qaid_penalty", options["qaid_penalty"], "only with qaid=true")
    return replace(preset, **options)
