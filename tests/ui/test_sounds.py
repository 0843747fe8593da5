"""Sound cues: generated from code, committed, shaped as designed, placed at the
table, loaded once, logged, and named on the sound test page."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
import time
import wave
from pathlib import Path

import pytest

from baloot_audio.core import events as ev
from baloot_audio.core.actions import CALLS, PLAY_CALLS
from baloot_audio.i18n import Catalog, available_languages
from baloot_audio.ui import narrator as narr
from baloot_audio.ui.narrator import Narrator
from baloot_audio.ui.settings import Settings
from baloot_audio.ui.sounds import CALL_CUES, CUES, SPEECH_CUES, SoundBank, cue_group, sounds_dir
from baloot_audio.ui.speech import Speech, SpeechLog

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))

from patience import Patience  # noqa: E402
from audio_analysis import (  # noqa: E402
    band_share, db, energy, envelope, read_wav, spectral_centroid, spectral_flatness,
)

GEN = ROOT / "scripts" / "gen_sounds.py"
POSITIONS = ("me", "right", "across", "left")

# (channels, shortest, longest) in seconds: what each cue is meant to be
EXPECTED: dict[str, tuple[int, float, float]] = {
    **{f"card_{p}": (2, 0.06, 0.30) for p in POSITIONS},
    **{f"trump_{p}": (2, 0.35, 0.80) for p in POSITIONS},
    **{f"cut_{p}": (2, 0.45, 1.00) for p in POSITIONS},
    "shuffle": (1, 0.5, 1.0), "deal": (1, 0.3, 0.6), "your_turn": (1, 0.2, 0.6),
    **{f"call_{c}": (1, 0.15, 0.7) for c in ("pass", "hokum", "sun", "ashkal", "double",
                                           "triple", "four", "akka", "sawa")},
    "call_gahwa": (1, 0.6, 1.2), "project": (1, 0.3, 0.7), "baloot": (1, 0.25, 0.6),
    "trick_us": (1, 0.3, 0.7), "trick_them": (1, 0.3, 0.7),
    "last_trick_us": (1, 0.6, 1.0), "last_trick_them": (1, 0.6, 1.0),
    "kaboot_us": (1, 0.9, 1.5), "kaboot_them": (1, 0.9, 1.5),
    "round_won": (1, 0.8, 1.3), "round_lost": (1, 0.8, 1.3),
    "match_won": (1, 1.4, 2.2), "match_lost": (1, 1.4, 2.2),
    "refused": (1, 0.1, 0.35), "menu_move": (1, 0.02, 0.12), "menu_select": (1, 0.08, 0.25),
    "menu_back": (1, 0.08, 0.25), "chat": (1, 0.12, 0.4), "invite": (1, 0.3, 0.8),
    "diwan_table": (1, 0.6, 1.1),
    "edge": (1, 0.03, 0.15), "missed": (1, 0.1, 0.35),
    "timer_half": (1, 0.04, 0.2), "timer_last": (1, 0.1, 0.3), "match_ready": (1, 0.35, 0.9),
}


@pytest.fixture(scope="module")
def sounds():
    return {cue: read_wav(sounds_dir() / f"{cue}.wav") for cue in CUES}


# -- the generator -------------------------------------------------------------


def test_committed_sounds_match_the_generator():
    out = subprocess.run([sys.executable, str(GEN), "--check"], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert f"{len(CUES)} sounds up to date" in out.stdout


def test_the_check_catches_a_changed_missing_or_stray_file(tmp_path):
    folder = tmp_path / "sounds"
    shutil.copytree(sounds_dir(), folder)
    data = bytearray((folder / "trump_left.wav").read_bytes())
    data[-100] ^= 0x01  # one bit of one sample
    (folder / "trump_left.wav").write_bytes(bytes(data))
    (folder / "menu_move.wav").unlink()
    (folder / "old_cue.wav").write_bytes(b"RIFF")
    bad = subprocess.run([sys.executable, str(GEN), "--check", "--out", str(folder)],
                         capture_output=True, text=True)
    assert bad.returncode == 1
    assert "out of date: trump_left.wav, menu_move.wav" in bad.stderr
    assert "not made by the generator: old_cue.wav" in bad.stderr


# -- the files -------------------------------------------------------------------


def test_the_folder_holds_exactly_the_cues_and_stays_small():
    files = sorted(p.stem for p in sounds_dir().glob("*.wav"))
    assert files == sorted(CUES) == sorted(EXPECTED)
    total = sum(p.stat().st_size for p in sounds_dir().glob("*.wav"))
    assert total < 3_000_000, total


def test_every_cue_is_a_valid_wav_of_the_expected_shape(sounds):
    for cue in CUES:
        with wave.open(str(sounds_dir() / f"{cue}.wav")) as w:
            assert (w.getsampwidth(), w.getframerate()) == (2, 22050), cue
        s = sounds[cue]
        channels, shortest, longest = EXPECTED[cue]
        assert len(s.channels) == channels, cue
        assert shortest <= s.seconds <= longest, (cue, s.seconds)
        peak = max(abs(v) for ch in s.channels for v in ch)
        assert 0.15 < peak < 0.99, (cue, peak)  # audible, never clipped
        assert all(abs(ch[-1]) < 0.01 for ch in s.channels), cue  # ends without a click


def test_the_trump_cue_differs_measurably_from_the_card_cue(sounds):
    for pos in POSITIONS:
        card, trump = sounds[f"card_{pos}"].mono(), sounds[f"trump_{pos}"].mono()
        # the bell: most of a trump's energy lies at the bell's partials, a card's not
        assert band_share(trump, 22050) > 0.6 > 0.1 > band_share(card, 22050), pos
        # the RMS envelope: a card is over in 0.1 s, a trump rings on
        late = int(0.15 / 0.02)
        card_env, trump_env = envelope(card, 22050), envelope(trump, 22050)
        card_late = sum(v * v for v in card_env[late:]) / sum(v * v for v in card_env)
        trump_late = sum(v * v for v in trump_env[late:]) / sum(v * v for v in trump_env)
        assert card_late < 0.05 and trump_late > 0.25, (pos, card_late, trump_late)
        # the spectrum: a card is noise (flat), a trump is tonal (a few sharp peaks)
        f_card, f_trump = spectral_flatness(card, 22050), spectral_flatness(trump, 22050)
        assert f_card > 10 * f_trump, (pos, f_card, f_trump)


def test_a_cut_is_a_stronger_trump(sounds):
    for pos in POSITIONS:
        trump, cut = sounds[f"trump_{pos}"].mono(), sounds[f"cut_{pos}"].mono()
        assert band_share(cut, 22050) > 0.6  # the same bell: still a trump
        assert energy(cut) > 1.4 * energy(trump), pos
        early = [sum(v * v for v in envelope(x, 22050)[:5]) for x in (cut, trump)]
        assert early[0] > 1.25 * early[1], pos  # a harder hit: more energy in its first 0.1 s


def test_only_trump_cues_carry_the_bell(sounds):
    """The e2e test finds the trump in a recording by the bell: nothing else may ring it."""
    for cue, s in sounds.items():
        if cue.startswith(("trump_", "cut_")):
            continue
        assert band_share(s.mono(), 22050) < 0.1, cue


def balance(s) -> float:
    """Left minus right energy, in dB."""
    return db(energy(s.channels[0]) / energy(s.channels[1]))


@pytest.mark.parametrize("clockwise", [False, True])
def test_each_seat_is_heard_from_its_place(sounds, clockwise):
    n = Narrator(Catalog("en"), viewer=0, clockwise=clockwise)
    # counter-clockwise (Saudi): seat 1 plays after you and sits on your right
    right_seat, left_seat = (3, 1) if clockwise else (1, 3)
    for trump, cut in ((False, False), (True, False), (True, True)):
        def heard(seat):
            cue = n.narrate(ev.CardPlayed(seat, "9S", 1, False, trump, cut))[0].cue
            return sounds[cue]

        me, right, partner, left = heard(0), heard(right_seat), heard(2), heard(left_seat)
        assert balance(right) < -9 and balance(left) > 9, (balance(right), balance(left))
        assert abs(balance(me)) < 0.5 and abs(balance(partner)) < 0.5
        # the partner is farther: quieter and duller than you
        assert db(energy(partner.mono()) / energy(me.mono())) < -4
        assert spectral_centroid(partner.mono(), 22050) < spectral_centroid(me.mono(), 22050)


def test_the_far_ear_hears_a_side_seat_later():
    s = read_wav(sounds_dir() / "card_left.wav")
    left, right = s.channels

    def onset(x):
        return next(i for i, v in enumerate(x) if abs(v) > 0.01)

    assert 5 <= onset(right) - onset(left) <= 30  # 0.2 to 1.4 ms


def test_every_call_of_the_engine_has_a_cue_and_the_main_calls_differ(sounds):
    for call in CALLS + tuple(c for c in PLAY_CALLS if c != "play"):
        assert CALL_CUES[call] in CUES, call
    main = [f"call_{c}" for c in ("pass", "hokum", "sun", "ashkal", "double", "triple", "four",
                                  "gahwa")]
    shapes = {(round(sounds[c].seconds, 2), round(spectral_centroid(sounds[c].mono(), 22050)))
              for c in main}
    assert len(shapes) == len(main)


def test_cues_of_one_moment_wait_for_the_one_before(sounds):
    slack = 0.15  # a decaying tail may overlap the next cue's start
    assert narr.TRICK_AFTER_CARD + slack >= max(sounds[f"card_{p}"].seconds for p in POSITIONS)
    assert narr.DEAL_AFTER_SHUFFLE + slack >= sounds["shuffle"].seconds
    last = max(sounds[c].seconds for c in ("last_trick_us", "last_trick_them"))
    assert narr.ROUND_AFTER_TRICK + slack >= narr.TRICK_AFTER_CARD + last
    round_ = max(sounds[c].seconds for c in ("round_won", "round_lost", "kaboot_us",
                                             "kaboot_them"))
    assert narr.MATCH_AFTER_ROUND + slack >= narr.ROUND_AFTER_TRICK + round_


# -- volumes, groups, settings ----------------------------------------------------


class Recorder:
    def __init__(self):
        self.cues: list[dict] = []

    def cue(self, name, **data):
        self.cues.append({"cue": name, **data})

    def note(self, kind, **data):
        pass


def test_volumes_multiply_by_group_and_sounds_can_be_off():
    rec = Recorder()
    bank = SoundBank(rec, enabled=True, master=0.5, effects=0.8, cues=0.2, load=False)
    assert cue_group("trump_left") == "effects" and cue_group("menu_move") == "cues"
    assert SPEECH_CUES <= set(CUES)
    bank.play("trump_left", card="JS")
    bank.play("menu_move")
    assert [c["volume"] for c in rec.cues] == [0.4, 0.1]
    bank.set_volumes(master=2.0, cues=-1)  # clamped
    assert bank.volume_for("card_me") == 0.8 and bank.volume_for("your_turn") == 0.0
    bank.enabled = False
    bank.play("card_me")
    assert rec.cues[-1]["volume"] == 0  # logged, never heard
    assert bank.volume_for("card_me", force=True) == 0.8  # the sound test may still play it
    assert bank.started == 0


def test_volumes_are_saved_with_the_settings(tmp_path):
    s = Settings()
    s.volume, s.effects_volume, s.cues_volume, s.sounds = 70, 40, 100, False
    s.save(tmp_path)
    back = Settings.load(tmp_path)
    assert (back.volume, back.effects_volume, back.cues_volume, back.sounds) == (70, 40, 100,
                                                                                False)
    data = json.loads((tmp_path / "settings.json").read_text())
    data["effects_volume"] = 250
    (tmp_path / "settings.json").write_text(json.dumps(data))
    assert Settings.load(tmp_path).effects_volume == 100


# -- the sound test page ----------------------------------------------------------


class FakeApp:
    def __init__(self, lang: str, enabled: bool):
        self.t = Catalog(lang, strict=True)
        self.log = io.StringIO()
        self.speech = Speech(None, SpeechLog(stream=self.log))
        self.sounds = SoundBank(self.speech, enabled=enabled, load=False)
        self.settings = Settings()
        self.renderer = type("R", (), {"dirty": False})()
        self.popped = 0

    def pop(self):
        self.popped += 1

    def records(self):
        return [json.loads(line) for line in self.log.getvalue().splitlines()]


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_the_sound_test_page_plays_and_names_every_cue(lang):
    from baloot_audio.ui.sound_test import SoundTestScreen

    assert lang in available_languages()
    app = FakeApp(lang, enabled=False)  # sounds off: the page still lets them be heard
    page = SoundTestScreen(app)
    page.enter()
    for _ in CUES:
        page.command("menu_down")
    page.command("menu_first")
    page.command("menu_select")
    page.command("menu_back")
    recs = app.records()
    played = [r for r in recs if r["kind"] == "sound" and r.get("test")]
    said = [r["text"] for r in recs if r["kind"] == "speech" and r.get("id") == "focus"]
    # Down past the last cue cannot move: the edge sound, and the last cue's name again
    expected = list(CUES[1:]) + [CUES[0], CUES[0]]
    assert [r["cue"] for r in played] == expected
    edge = [r for r in recs if r["kind"] == "sound" and r["cue"] == "edge" and not r.get("test")]
    assert len(edge) == 1 and said[len(CUES) - 1].startswith(app.t(f"sound-{CUES[-1]}"))
    said = said[:len(CUES) - 1] + said[len(CUES):]
    assert all(r["volume"] > 0 and r["test"] for r in played)
    names = [app.t(f"sound-{cue}") for cue in CUES]
    assert len(set(names)) == len(CUES)  # every cue has its own name
    for text, cue in zip(said, expected):
        assert text.startswith(app.t(f"sound-{cue}")), (text, cue)
    if lang != "en":  # really translated, not the English fallback
        english = Catalog("en")
        assert sum(app.t(f"sound-{c}") != english(f"sound-{c}") for c in CUES) > len(CUES) * 0.9
    assert app.popped == 1 and recs[-1]["cue"] == "menu_back"


def test_volume_items_step_apply_and_preview():
    from baloot_audio.ui.sound_test import volume_items

    app = FakeApp("en", enabled=True)
    master, effects, cues, test_page = volume_items(app)
    assert master.label() == "Master volume: 100 percent"
    effects.adjust(-1)
    effects.adjust(-1)
    assert app.settings.effects_volume == 80 and app.sounds.group_volume["effects"] == 0.8
    assert app.sounds.played == ["card_me", "card_me"]  # heard at the new level
    for _ in range(20):
        cues.adjust(-1)
    assert app.settings.cues_volume == 0 and app.sounds.volume_for("menu_move") == 0
    master.adjust(-1)
    assert app.sounds.volume_for("card_me") == pytest.approx(0.9 * 0.8)
    assert test_page.select is not None


# -- really loaded once and played without waiting ---------------------------------


def test_cues_are_loaded_once_logged_and_never_block(headless, monkeypatch):
    import pyglet

    stream = io.StringIO()
    speech = Speech(None, SpeechLog(stream=stream))
    bank = SoundBank(speech)
    assert bank.driver_name not in ("SilentDriver", "none", "not loaded"), bank.driver_name
    assert not bank.missing and len(bank.sources) == len(CUES)
    assert all(isinstance(s, pyglet.media.StaticSource) for s in bank.sources.values())

    def no_loading(*a, **k):
        raise AssertionError("a cue was loaded again")

    monkeypatch.setattr(pyglet.media, "load", no_loading)
    start = time.monotonic()
    cues = ["card_left", "trump_right", "cut_across", "refused", "your_turn"] * 4
    for cue in cues:
        bank.play(cue, card="JS")
    bank.play("trick_us", delay=0.3)
    elapsed = time.monotonic() - start
    # cues that waited for their sound would take as long as the sounds last
    # (a bound from the sounds, not a speed goal: a loaded machine stays far under it)
    lasting = sum(bank.sources[cue].duration for cue in cues)
    assert elapsed < lasting / 2, (elapsed, lasting)
    assert bank.started == len(cues)  # the delayed one waits for pyglet's clock
    recs = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert recs[1]["kind"] == "audio" and recs[1]["driver"] == bank.driver_name
    assert [r["cue"] for r in recs if r["kind"] == "sound"] == cues + ["trick_us"]
    assert recs[-1]["delay"] == 0.3
    deadline = Patience(10)   # a bound for a loaded machine, not a goal
    while bank.started == len(cues) and not deadline.over():
        pyglet.clock.tick()
        time.sleep(0.01)
    assert bank.started == len(cues) + 1
    bank.close()


def test_the_cues_load_without_any_codec_library(headless):
    """The WAV cues need pyglet's wave decoder only: no FFmpeg or GStreamer
    library is loaded into the game (they cost start-up time)."""
    code = ("import sys; from baloot_audio.ui.sounds import CUES, SoundBank, media; "
            "bank = SoundBank(); maps = open('/proc/self/maps').read(); "
            "print(len(bank.sources) == len(CUES), "
            "sorted(type(d).__name__ for d in media().codecs.registry.get_decoders()), "
            "[lib for lib in ('libavcodec', 'libavformat', 'libgst') if lib in maps])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[0] == "True ['WaveDecoder'] []", done.stdout
