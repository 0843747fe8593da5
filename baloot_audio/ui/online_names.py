"""Who is at an online table, in words, with no window: the people's names as the
narrator says them (a guest is said as one; two names that could be confused each
carry their seat), where a seat is from the player's ("across from Ahmed"), a
seat's change said aloud (joined, left, dropped, back) and a listed table.

The desktop's room, lobby and people screens say these (ui/room.py, ui/lobby.py,
ui/people.py), and so does a browser's connection (web/session.py): one home for
the words of both clients. ``sh`` is anything with the catalogue ``t`` and the
``narrator`` (the desktop's shell, a browser's session)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Optional

from baloot_audio.i18n import Catalog, available_languages
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.wire.names import UNSPECIFIED, name_key

from .narrator import POSITIONS_CCW, POSITIONS_CW
from .online_state import PEOPLE, Joined, creator_name
from .table_options import options_words

Shell = Any     # the desktop's shell or a browser's session: ``t`` and ``narrator``

QUICK = {"chat_well_played": "quick-well-played", "chat_hurry": "quick-hurry",
         "chat_thanks": "quick-thanks"}


@dataclass(frozen=True)
class Person:
    player_id: str
    name: str
    guest: bool
    seat: Optional[int]          # None: watching
    form: str = UNSPECIFIED      # their form of address (the lines about them, docs/words.md)


def people(joined: Joined) -> list[Person]:
    """Everyone at the table but us: the seated first (in seat order), then the watchers."""
    info, me = joined.info, joined.me
    found = [Person(s.player_id, s.name or "?", s.guest, s.seat, s.form) for s in info.seats
             if s.kind in PEOPLE and s.player_id and s.player_id != me]
    return found + [Person(w.player_id, w.name, w.guest, None, w.form) for w in info.watchers
                    if w.player_id != me]


def seat_word(sh: Shell, seat: Optional[int], me: Optional[int]) -> str:
    """``to your left``, ``across from you``... or ``watching`` / ``at seat 3``."""
    if seat is None:
        return sh.t("where-watching")
    if me is None:
        return sh.t("where-seat", number=seat + 1)
    order = POSITIONS_CW if sh.narrator.clockwise else POSITIONS_CCW
    return sh.t(f"where-{order[(seat - me) % 4]}-you")


def spoken_name(sh: Shell, joined: Joined, name: str, guest: bool, seat: Optional[int],
                form: str = UNSPECIFIED) -> str:
    """A person's name as it is said: marked as a guest's (in their form of address), and
    with the seat when another name at the table could be taken for it (one skeleton, see
    net/wire/names.py)."""
    keys = Counter(name_key(p.name) for p in people(joined))
    keys.update([name_key(joined.table.client.name)] if joined.table.client.name else [])
    said = sh.t("name-guest", name=name, **{"name-form": form}) if guest else name
    if keys[name_key(name)] > 1:
        said = sh.t("name-seat", name=said, where=seat_word(sh, seat, joined.seat))
    return said


def spoken_names(sh: Shell, joined: Joined) -> dict[int, str]:
    """The names that replace the seat words where a person sits (the narrator's)."""
    return {p.seat: spoken_name(sh, joined, p.name, p.guest, p.seat, p.form)
            for p in people(joined) if p.seat is not None and p.seat != joined.seat}


def spoken_forms(joined: Joined) -> dict[int, str]:
    """Their forms of address, by seat (the narrator's: docs/words.md)."""
    return {p.seat: p.form for p in people(joined)
            if p.seat is not None and p.seat != joined.seat}


def relative(clockwise: bool, seat: int, of: int) -> str:
    """Where ``seat`` is seen from ``of``: me, right, across or left."""
    return (POSITIONS_CW if clockwise else POSITIONS_CCW)[(seat - of) % 4]


def where(sh: Shell, seat: int, of: Optional[int], name: Optional[str] = None) -> str:
    """``across from Ahmed`` (``name`` given) / ``across from you`` / ``at seat 3``."""
    t = sh.t
    if of is None:
        return t("where-seat", number=seat + 1)
    pos = relative(sh.narrator.clockwise, seat, of)
    return t(f"where-{pos}", name=name) if name else t(f"where-{pos}-you")


def presence(sh: Shell, joined: Joined, msg: p.SeatChanged) -> Optional[tuple[str, str]]:
    """The message id and words for a seat change (None when there is nothing to say)."""
    t, me = sh.t, joined.seat
    if msg.seat == me and msg.change in ("dropped", "back"):
        return None                     # about me: "connection lost" / "back online" say it
    if msg.seat == me and msg.change == "taken":
        return "presence-you-sit", t("presence-you-sit",
                                     where=where(sh, msg.seat, *joined.anchor(msg.table)))
    seat = msg.table.seats[msg.seat]
    name = msg.name or seat.name
    form = {"name-form": msg.form if msg.name else seat.form}
    if name and (msg.guest or (seat.guest and seat.name == name)):
        name = t("name-guest", name=name, **form)       # a guest is said as one
    if msg.change == "bot":
        level = msg.table.seats[msg.seat].level
        return "presence-bot", t("presence-bot", where=where(sh, msg.seat, me),
                                 bot=t(f"bot-{level}"))
    if not name or msg.change not in ("taken", "left", "dropped", "back"):
        return None
    args: dict[str, Any] = {"name": name, "where": where(sh, msg.seat, me),
                            "started": "yes" if msg.table.started else "no", **form}
    return f"presence-{msg.change}", t(f"presence-{msg.change}", **args)


def table_words(t, info: p.TableInfo) -> str:
    """A listed table: whose, its rules, its seats, then its options."""
    free = sum(1 for s in info.seats if s.kind in ("empty", "bot"))
    levels = {s.level for s in info.seats if s.kind in ("empty", "bot")}
    bots = t(f"bot-{levels.pop()}") if len(levels) == 1 else t("lobby-mixed-bots")
    table = t("lobby-table", name=creator_name(info) or "?", preset=t(f"preset-{info.preset}"),
              free=free, bots=bots)
    words = t("lobby-table-options", table=table, options=options_words(t, info))
    return t("lobby-table-watch", table=words) if info.started else words


def phrase_key(text: str) -> str:
    """A phrase as typed or as a catalogue spells it: "Merci !" (plain or narrow
    space) and "s'il" or "s’il" are the same phrase."""
    return " ".join(text.replace("\u2019", "'").split()).casefold()


@lru_cache(maxsize=1)
def quick_phrases() -> dict[str, str]:
    """Each quick phrase, in every language (by :func:`phrase_key`) -> its message id."""
    out: dict[str, str] = {}
    for lang in available_languages():
        t = Catalog(lang)
        out.update({phrase_key(t(msg_id)): msg_id for msg_id in QUICK.values()})
    return out
