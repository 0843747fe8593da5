"""Every lesson the game has: the files of ``lessons/`` in their order, the lessons
still to come (``planned.json``), and which lesson explains a term, a refused card's
rule or a part of the rules text.

A file that cannot be used is left out (and logged), never fatal: the other
lessons are still there. The test suite reads every file strictly.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Optional

from baloot_audio.resources import data_dir

from .format import Lesson, LessonError, Planned, read_lesson, read_planned

log = logging.getLogger(__name__)
PLANNED = "planned.json"


def lessons_dir() -> Path:
    """Folder of the lesson files (override with BALOOT_AUDIO_LESSONS)."""
    return data_dir("lessons", "BALOOT_AUDIO_LESSONS")


@dataclass(frozen=True)
class Library:
    lessons: tuple[Lesson, ...]
    planned: tuple[Planned, ...] = ()
    problems: tuple[LessonError, ...] = ()

    def by_id(self, lesson_id: str) -> Optional[Lesson]:
        return next((lesson for lesson in self.lessons if lesson.id == lesson_id), None)

    def for_term(self, term: str) -> Optional[Lesson]:
        """The first lesson that teaches ``term`` (a word of docs/lessons.md's list, a
        call's name or a refusal rule's code)."""
        return next((lesson for lesson in self.lessons if term in lesson.teaches), None)

    def for_section(self, section: str) -> Optional[Lesson]:
        """The first lesson that goes with the rules text's section ``section``."""
        return next((lesson for lesson in self.lessons if section in lesson.sections), None)

    def next_lesson(self, finished: set[str] | frozenset[str]) -> Optional[Lesson]:
        """The first lesson not ``finished`` (done or skipped), in order."""
        return next((lesson for lesson in self.lessons if lesson.id not in finished), None)

    def after(self, lesson: Lesson) -> Optional[Lesson]:
        later = [other for other in self.lessons if other.number > lesson.number]
        return later[0] if later else None


def load_library(folder: Optional[Path] = None, strict: bool = False) -> Library:
    """The lessons of ``folder`` in their numbers' order; ``strict``: raise on a bad file."""
    folder = folder or lessons_dir()
    lessons, problems = [], []
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        if path.name == PLANNED:
            continue
        try:
            lessons.append(read_lesson(path))
        except LessonError as error:
            if strict:
                raise
            log.warning("a lesson is left out: %s", error)
            problems.append(error)
    lessons.sort(key=lambda lesson: lesson.number)
    numbers = [lesson.number for lesson in lessons]
    ids = [lesson.id for lesson in lessons]
    if strict and (len(set(numbers)) < len(numbers) or len(set(ids)) < len(ids)):
        raise LessonError(folder, "two lessons share a number or an id")
    planned = [p for p in read_planned(folder / PLANNED) if p.number not in numbers] \
        if (folder / PLANNED).exists() else []
    return Library(tuple(lessons), tuple(planned), tuple(problems))


@lru_cache(maxsize=4)
def library(folder: Optional[Path] = None) -> Library:
    """The game's lessons, read once."""
    try:
        return load_library(folder)
    except LessonError as error:     # planned.json unreadable: the lessons still come
        log.warning("%s", error)
        return Library(())
