"""Converting abnat to points (baseline "Scoring a round", step 3)."""
from __future__ import annotations

import pytest

from baloot_audio.core.scoring import convert, hokum_points, sun_points


def sun_reference(abnat: int) -> int:
    """Round to the nearest ten, a total ending in 5 stays; then x2 / 10."""
    tens, units = divmod(abnat, 10)
    if units < 5:
        return 2 * tens
    if units == 5:
        return 2 * tens + 1          # (10 * tens + 5) * 2 / 10
    return 2 * (tens + 1)


def hokum_reference(abnat: int) -> int:
    """/ 10, a remainder of 5 or less dropped, above 5 raised."""
    tens, units = divmod(abnat, 10)
    return tens + (1 if units > 5 else 0)


@pytest.mark.parametrize("abnat, points", [
    (65, 13), (63, 12), (67, 14), (0, 0), (130, 26), (4, 0), (5, 1), (6, 2), (15, 3),
    (44, 8), (45, 9), (46, 10), (55, 11), (60, 12), (64, 12), (66, 14), (70, 14),
    (84, 16), (85, 17), (86, 18), (125, 25), (126, 26), (124, 24),
])
def test_sun_table(abnat, points):
    assert sun_points(abnat) == points
    assert convert(abnat, "sun") == points


@pytest.mark.parametrize("abnat, points", [
    (85, 8), (86, 9), (162, 16), (0, 0), (5, 0), (6, 1), (10, 1), (60, 6), (102, 10),
    (75, 7), (76, 8), (80, 8), (81, 8), (95, 9), (96, 10), (155, 15), (156, 16),
])
def test_hokum_table(abnat, points):
    assert hokum_points(abnat) == points
    assert convert(abnat, "hokum") == points


def test_sun_conversion_over_the_whole_range():
    assert [sun_points(a) for a in range(0, 131)] == [sun_reference(a) for a in range(0, 131)]


def test_hokum_conversion_over_the_whole_range():
    assert [hokum_points(a) for a in range(0, 163)] == [hokum_reference(a)
                                                        for a in range(0, 163)]


@pytest.mark.parametrize("kind, total, full", [("sun", 130, 26), ("hokum", 162, 16)])
def test_a_whole_round_converts_to_the_full_round_points(kind, total, full):
    assert convert(total, kind) == full
    assert convert(0, kind) == 0
