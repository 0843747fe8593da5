"""Build hook: locales/ and sounds/ stay at the top of the repository and ship
inside the package as baloot_audio/locales/ and baloot_audio/sounds/. The rest
of the metadata is in pyproject.toml; baloot_audio/resources.py says which
files ship and finds the two folders in a package and in a checkout alike.

The strong bot's compiled search (baloot_audio/bots/_csearch.c) is built when a
C compiler and Python's headers are there, and skipped with a warning when not
(`optional`): the game is whole without it (bots/native.py)."""
import runpy
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
shipped_files = runpy.run_path(str(HERE / "baloot_audio" / "resources.py"))["shipped_files"]


class BuildWithData(build_py):
    def run(self) -> None:
        super().run()
        for relative in shipped_files(HERE):
            dest = Path(self.build_lib, "baloot_audio", relative)
            self.mkpath(str(dest.parent))
            self.copy_file(str(HERE / relative), str(dest))


COMPILED_SEARCH = Extension("baloot_audio.bots._csearch", ["baloot_audio/bots/_csearch.c"],
                            extra_compile_args=["-O2"], optional=True)

setup(cmdclass={"build_py": BuildWithData}, ext_modules=[COMPILED_SEARCH])
