"""baloot-audio: an accessible, audio-first game of Baloot and Belote."""

__version__ = "0.1.0"
