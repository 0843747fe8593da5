"""Build hook: locales/ and sounds/ stay at the top of the repository and ship
inside the package as baloot_audio/locales/ and baloot_audio/sounds/. The rest
of the metadata is in pyproject.toml; baloot_audio/resources.py says which
files ship and finds the two folders in a package and in a checkout alike."""
import runpy
from pathlib import Path

from setuptools import setup
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


setup(cmdclass={"build_py": BuildWithData})
