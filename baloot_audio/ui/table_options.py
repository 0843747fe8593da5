"""An online table's options in words (the lobby's list, the words when joining, R's
summary), and what such a table decides for all four seats over this computer's
settings: memory aids (O and N) and the turn timer. A local table has no info: the
settings decide."""

from __future__ import annotations

from typing import Any, Optional

from baloot_audio.net.wire import protocol as p
from baloot_audio.table_api import TableInterface


def timer_words(t: Any, info: p.TableInfo) -> str:
    custom = info.timer_seconds
    if info.timer == "custom" and custom:
        return t("timer-custom", card=round(custom["card"]), call=round(custom["call"]))
    return t(f"timer-{info.timer}")


def options_words(t: Any, info: p.TableInfo, msg_id: str = "table-options") -> str:
    """The kind of table (easy or Qaid), its timer and its memory aids."""
    kind = t("table-qaid" if info.options.get("qaid") else "table-easy")
    if info.rated:
        kind = t("table-rated", kind=kind)
    return t(msg_id, kind=kind, timer=timer_words(t, info),
             aids=t("table-aids-on" if info.memory_aids else "table-aids-off"))


def rating_said(t: Any, table: Optional[TableInterface]) -> str:
    """At a rated table (the V key): my team's predicted chance and my rating there."""
    info = getattr(table, "info", None)
    if not isinstance(info, p.TableInfo) or not info.rated:
        return t("standing-table-unrated")
    told: Optional[p.Prediction] = getattr(table, "prediction", None)
    seat = getattr(table, "seat", None)
    if told is None or seat is None:
        return t("standing-table-rated")
    mine = told.ratings[seat]
    return t("standing-table-rating", chance=told.chances[seat % 2], shown=round(mine.shown, 1),
             mu=round(mine.mu, 1), sigma=round(mine.sigma, 1))


def table_info(table: Optional[TableInterface]) -> Optional[p.TableInfo]:
    """An online table's info (None: a local table)."""
    info = getattr(table, "info", None)
    return info if isinstance(info, p.TableInfo) else None


def memory_aids_on(table: Optional[TableInterface], settings: Any) -> bool:
    info = table_info(table)
    return info.memory_aids if info is not None else settings.memory_aids


def timer_of(table: Optional[TableInterface], settings: Any) -> str:
    info = table_info(table)
    return info.timer if info is not None else settings.turn_timer
