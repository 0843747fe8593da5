"""An online table's options in words (the lobby's list, joining, R's summary) in the
three languages, and the table deciding memory aids and the timer for all four seats
over this computer's settings."""
from __future__ import annotations

from types import SimpleNamespace

from baloot_audio.i18n import Catalog
from baloot_audio.net.wire import protocol as p
from baloot_audio.ui.online_names import table_words
from baloot_audio.ui.table_options import memory_aids_on, options_words, timer_of


def info(**fields) -> p.TableInfo:
    seats = [p.SeatInfo(0, "human", "normal", "Ann", "ann")] + \
        [p.SeatInfo(s, "empty", "easy") for s in (1, 2, 3)]
    return p.TableInfo("t1", "ksa", fields.pop("options", {}), True, "ann", False, 120.0, seats,
                       **fields)


def plain(text: str) -> str:
    return text.replace("\u2068", "").replace("\u2069", "")


def test_a_tables_options_are_said_in_each_language():
    qaid = info(options={"qaid": True}, timer="tournament", memory_aids=True)
    custom = info(timer="custom", timer_seconds={"call": 20.0, "card": 30.0,
                                                 "qaid_window": 5.0, "next_hand": 10.0})
    assert plain(options_words(Catalog("en"), qaid, "table-options-joined")) == (
        "At this table: Qaid, mistakes played and caught by a call; turn timer tournament "
        "(15 seconds a card, 12 a call); memory aids on.")
    assert plain(options_words(Catalog("en"), custom)) == (
        "easy, every mistake refused; turn timer custom (30 seconds a card, 20 a call); "
        "memory aids off.")
    assert plain(options_words(Catalog("fr"), qaid)) == (
        "Qaid, les fautes sont jouées et prises sur annonce\u202f; chronomètre tournoi "
        "(15 secondes par carte, 12 par enchère)\u202f; aide-mémoire activés.")
    assert plain(options_words(Catalog("ar"), custom)) == (
        "سهلة، كل غلطة مرفوضة؛ مؤقت الدور على كيفك (30 ثانية للورقة، 20 للشرا)؛ "
        "مساعدات الذاكرة مطفية.")
    assert plain(table_words(Catalog("en"), qaid)).endswith(
        "turn timer tournament (15 seconds a card, 12 a call); memory aids on.")


def test_an_online_table_decides_memory_aids_and_the_timer_for_every_seat():
    settings = SimpleNamespace(memory_aids=True, turn_timer="relaxed")
    online = SimpleNamespace(info=info(timer="off", memory_aids=False))
    local = SimpleNamespace()
    assert (memory_aids_on(online, settings), timer_of(online, settings)) == (False, "off")
    assert (memory_aids_on(local, settings), timer_of(local, settings)) == (True, "relaxed")
    settings = SimpleNamespace(memory_aids=False, turn_timer="off")
    online = SimpleNamespace(info=info(timer="tournament", memory_aids=True))
    assert (memory_aids_on(online, settings), timer_of(online, settings)) == (True, "tournament")
