"""What an English line says of who played which card, read as a listener hears it.

A card (or a rank in a run of one suit, "the seven, king and ten of spades") belongs
to the last seat named before it with a verb of play ("Left plays the", "you cut
with the", "Right has played the"); a seat named with another verb ("Left takes
14", "Right shows a sira: ...") claims no card. So the old terse line "Right plays
the seven, king, ten of spades" gives all three cards to Right, as a listener
would take it. Used by tests/ui/test_catch_up.py (lines built from random rounds,
checked against the events) and by scripts/bench_ui.py (the lines the daemon
spoke, checked against the table's own card messages).
"""

from __future__ import annotations

import re
from typing import Iterable, Optional

SEATS = ("you", "partner", "right", "left")
RANKS = {"seven": "7", "eight": "8", "nine": "9", "ten": "T", "jack": "J", "queen": "Q",
         "king": "K", "ace": "A"}
SUITS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
PLAY = re.compile(r"^(?:plays?|leads?|cuts? with|ha(?:s|ve) played)\s+the\s+")
CUT = re.compile(r"^cuts? with\b")
SEAT_WORD = re.compile(r"\b(you|partner|right|left)\b", re.IGNORECASE)
CARD_RUN = re.compile(r"\b(seven|eight|nine|ten|jack|queen|king|ace)\b"
                      r"|\b(spades|hearts|diamonds|clubs)\b")
WINNING = re.compile(r"\b(you|partner|right|left) (?:is|are) winning\b", re.IGNORECASE)


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]


def cards_in(words: str) -> list[str]:
    """The cards of a run of words ("seven, king, ten of spades, ace of hearts"): each
    rank takes the next suit named after it."""
    cards, ranks = [], []
    for rank, suit in CARD_RUN.findall(words):
        if rank:
            ranks.append(RANKS[rank])
        elif ranks:
            cards += [r + SUITS[suit] for r in ranks]
            ranks = []
    return cards


def claims(text: str) -> list[tuple[str, str, bool]]:
    """(seat, card, said as a cut) for each card a line gives to a seat."""
    out = []
    for sentence in sentences(text):
        seats = list(SEAT_WORD.finditer(sentence))
        for k, m in enumerate(seats):
            rest = sentence[m.end():seats[k + 1].start() if k + 1 < len(seats) else None]
            rest = rest.lstrip(" :")
            verb = PLAY.match(rest)
            if verb is None:
                continue
            cut = bool(CUT.match(rest))
            for card in cards_in(rest[verb.end():].split(" and take")[0]):
                out.append((m.group(1).lower(), card, cut))
    return out


def winners(text: str) -> list[str]:
    """The seats a line says are winning the trick in play."""
    return [m.group(1).lower() for m in WINNING.finditer(text)]


def wrong(text: str, truth: dict[str, tuple[str, bool]]) -> list[str]:
    """The cards ``text`` gives to the wrong seat, or names as a cut when they were not,
    or as a plain play when they were a cut; ``truth``: card -> (the seat that played it, a cut).
    A card the truth does not have counts as wrong."""
    bad = []
    for seat, card, cut in claims(text):
        played = truth.get(card)
        if played is None or played[0] != seat:
            bad.append(f"{card} given to {seat}"
                       + (f" (played by {played[0]})" if played else " (not played)"))
        elif cut != played[1]:
            bad.append(f"{card} of {seat} said {'as a cut' if cut else 'with no cut'}")
    return bad


def truth_from_records(records: Iterable[dict]) -> Optional[dict[str, tuple[str, bool]]]:
    """card -> (seat, cut) from the table's own card messages in a speech log (each the
    very words of one card played), the latest first; None when there are none."""
    truth: dict[str, tuple[str, bool]] = {}
    for r in records:
        if r.get("kind") == "speech" and r.get("id") in ("card-played", "card-led", "card-cut"):
            for seat, card, _ in claims(r["text"]):
                truth[card] = (seat, r["id"] == "card-cut")
    return truth or None


def spoken_lines(records: list[dict], spoken: list) -> list[tuple[str, int]]:
    """The table's lines the daemon got, each with the index of the app's ``sent``
    record that handed it over (matched in order by their words)."""
    out, k = [], 0
    for i, r in enumerate(records):
        if r.get("kind") != "sent" or not r.get("parts"):
            continue
        j = next((j for j in range(k, len(spoken)) if spoken[j].text == r["text"]), None)
        if j is None:
            continue
        k = j + 1
        if spoken[j].began is not None:
            out.append((r["text"], i))
    return out


def wrong_in_spoken(records: list[dict], spoken: list) -> tuple[int, list[str]]:
    """(cards the daemon's table lines named, those given to the wrong seat or said as
    the wrong kind of play), each line read against the card messages told before it."""
    named, bad = 0, []
    for text, i in spoken_lines(records, spoken):
        truth = truth_from_records(records[:i]) or {}
        named += len(claims(text))
        bad += [f"{text!r}: {w}" for w in wrong(text, truth)]
    return named, bad
