"""The lessons in the game: the main menu's "Learn to play" item (it names the next
lesson), the lessons menu (each lesson, done, skipped or next; the lessons still to
come; skipping the next one), a lesson's own menu (Escape) and its end (what went
well, what to look at again, the next lesson). Progress is saved as each lesson
ends or is skipped (:mod:`.progress`)."""

from __future__ import annotations

from typing import Any, Callable, Optional

from ..screens import MenuItem, MenuScreen
from ..speech import Priority
from .coach import Coach
from .feedback import feedback
from .format import Lesson
from .library import Library, library
from .progress import Progress
from .screen import LessonScreen


class Lessons:
    """The lessons part of the game for ``shell``; ``main_menu`` opens the main menu."""

    def __init__(self, shell: Any, main_menu: Callable[[], None],
                 lessons: Optional[Library] = None):
        self.shell = shell
        self.main_menu = main_menu
        self.library = lessons if lessons is not None else library()
        self.progress = Progress.load(shell.store.folder)
        self.coach: Optional[Coach] = None

    @property
    def t(self):
        return self.shell.t

    def next_lesson(self) -> Optional[Lesson]:
        return self.library.next_lesson(self.progress.finished)

    def item_label(self) -> str:
        """The main menu's item: "Learn to play", and the lesson that comes next."""
        lesson = self.next_lesson()
        if lesson is None:
            return self.t("menu-learn", state="done" if self.library.lessons else "none",
                          number=0, title="")
        return self.t("menu-learn", state="next", number=lesson.number,
                      title=self.t(lesson.title))

    # -- the lessons menu --------------------------------------------------------------
    def open(self) -> None:
        """From the main menu: the lessons, the focus on the next one."""
        self.menu(self.next_lesson())

    def open_for_section(self, section: str) -> None:
        """From the rules reader: the lessons over it, on the one for its section (else
        the next); Escape goes back to the reading."""
        lesson = self.library.for_section(section) or self.next_lesson()
        self.shell.push(self.lessons_menu(lesson, back=self.shell.pop))
        self.tell_problem()

    def menu(self, focus: Optional[Lesson] = None) -> None:
        self.shell.show(self.lessons_menu(focus, back=self.main_menu), Priority.ANSWER)
        self.tell_problem()

    def lessons_menu(self, focus: Optional[Lesson], back: Callable[[], None]) -> MenuScreen:
        t = self.t
        items = [MenuItem(lambda lesson=lesson: self.lesson_label(lesson),
                          lambda lesson=lesson: self.start(lesson))
                 for lesson in self.library.lessons]
        items += [MenuItem(lambda p=p: t("lessons-planned", number=p.number, title=t(p.title),
                                         waits=t(p.waits))) for p in self.library.planned]
        items += [MenuItem(self.skip_label, self.skip_next),
                  MenuItem(lambda: t("menu-back"), back)]
        index = self.library.lessons.index(focus) if focus in self.library.lessons else 0
        return MenuScreen(self.shell, lambda: t("lessons-title"), items, back=back, focus=index,
                          name="lessons")

    def lesson_label(self, lesson: Lesson) -> str:
        state = self.progress.state(lesson.id) or \
            ("next" if lesson is self.next_lesson() else "new")
        return self.t("lessons-item", number=lesson.number, title=self.t(lesson.title),
                      state=state)

    def skip_label(self) -> str:
        lesson = self.next_lesson()
        return self.t("lessons-skip", number=lesson.number if lesson else 0,
                      title=self.t(lesson.title) if lesson else "",
                      left="yes" if lesson else "no")

    def skip_next(self) -> None:
        lesson = self.next_lesson()
        if lesson is None:
            self.shell.speech.answer(self.skip_label(), "lessons-skip")
            return
        self.mark(lesson, "skipped")
        after = self.next_lesson()
        words = self.t("lessons-skipped", number=lesson.number,
                       next=self.lesson_label(after) if after else self.t("lessons-all-done"))
        self.shell.speech.answer(words, "lessons-skipped")

    def mark(self, lesson: Lesson, state: str) -> None:
        if not self.progress.mark(lesson.id, state):
            self.shell.speech.say(self.t("lessons-not-saved"), Priority.EVENT,
                                  "lessons-not-saved")

    def tell_problem(self) -> None:
        """A progress file that could not be used: said once (it was moved aside)."""
        problem, self.progress.problem = self.progress.problem, None
        if problem:
            backup = self.progress.backup.name if self.progress.backup else "-"
            self.shell.speech.say(self.t("lessons-progress-reset", backup=backup),
                                  Priority.EVENT, "lessons-progress-reset")

    # -- a lesson ----------------------------------------------------------------------
    def start(self, lesson: Lesson) -> None:
        self.close()
        self.coach = Coach(self.shell, lesson, LessonScreen, self.end, self.lesson_menu)
        self.coach.start()

    def close(self) -> None:
        if self.coach is not None:
            self.coach.close()
            self.coach = None

    def lesson_menu(self, coach: Coach) -> None:
        """Escape in a lesson: go on, start again, the practice deal, skip, leave."""
        sh, t, lesson = self.shell, self.t, coach.lesson
        items = [MenuItem(lambda: t("lesson-menu-resume"), sh.pop),
                 MenuItem(lambda: t("lesson-menu-restart"), coach.start)]
        if lesson.practice is not None and not coach.in_practice:
            items.append(MenuItem(lambda: t("lesson-menu-practice"), coach.practice))
        items += [MenuItem(lambda: t("lesson-menu-skip"), lambda: self.skip(lesson)),
                  MenuItem(lambda: t("lesson-menu-leave"), self.leave)]
        sh.push(MenuScreen(sh, lambda: t("lesson-menu-title", number=lesson.number,
                                         title=t(lesson.title)),
                           items, back=sh.pop, name="lesson_menu"))

    def skip(self, lesson: Lesson) -> None:
        self.mark(lesson, "skipped")
        self.close()
        self.menu(self.next_lesson())

    def leave(self) -> None:
        lesson = self.coach.lesson if self.coach else None
        self.close()
        self.menu(lesson)

    def end(self, coach: Coach) -> None:
        """The lesson's practice deal is over: what went well, what to look at again;
        the lesson is done."""
        sh, t, lesson = self.shell, self.t, coach.lesson
        self.mark(lesson, "done")
        well, again = feedback(coach.tally, lesson, self.library, sh)
        lines = [t("lesson-end-well", said=" ".join(well))] if well else []
        lines.append(t("lesson-end-again", said=" ".join(again)) if again
                     else t("lesson-end-nothing-again"))
        sh.speech.say(" ".join(lines), Priority.EVENT, "lesson-feedback")
        after = self.library.after(lesson)
        items = [MenuItem(lambda: t("lesson-end-next", number=after.number,
                                    title=t(after.title)), lambda: self.start(after))] \
            if after else []
        items += [MenuItem(lambda: t("lesson-end-practice"), self.replay_practice(coach))] \
            if lesson.practice else []
        items += [MenuItem(lambda: t("lesson-end-repeat"), lambda: self.start(lesson))]
        items += [MenuItem(lambda line=line: line) for line in lines]
        items.append(MenuItem(lambda: t("lesson-end-lessons"), self.leave))
        sh.show(MenuScreen(sh, lambda: t("lesson-end-title", number=lesson.number,
                                         title=t(lesson.title)),
                           items, back=self.leave, name="lesson_end"), Priority.EVENT)

    def replay_practice(self, coach: Coach) -> Callable[[], None]:
        def again() -> None:
            coach.tally = type(coach.tally)()
            coach.practice()
        return again
