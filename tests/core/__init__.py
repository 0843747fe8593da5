"""Tests of the pure rules engine (baloot_audio.core)."""
