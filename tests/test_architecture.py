"""The floors and their imports (core <- bots <- table <- net <- ui <- app; core <- standing
<- net), and short functions at the top (see docs/architecture.md). The core's own rule
(standard library only, imported modules included) is tests/ui/test_i18n_and_layers.py."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest
from python_source import parse

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "baloot_audio"
MAX_FUNCTION_LINES = 50

# the floor -> the package's modules it may import (itself included)
ALLOWED = {
    "core": ("baloot_audio.core",),
    "bots": ("baloot_audio.core", "baloot_audio.bots"),
    "table": ("baloot_audio.core", "baloot_audio.bots", "baloot_audio.table_api",
              "baloot_audio.table"),
    # ratings and statistics: pure, for the local game and the server alike
    "standing": ("baloot_audio.core", "baloot_audio.standing"),
    # the online server and client: never the interface (no ui, no pyglet, no speech)
    "net": ("baloot_audio.core", "baloot_audio.bots", "baloot_audio.table_api",
            "baloot_audio.table", "baloot_audio.storage", "baloot_audio.standing",
            "baloot_audio.net"),
    # the web client's words (web/): the net and the pure parts of the presentation
    # (the narrator, the words, the question keys, the lines' policy), never pyglet,
    # never the desktop's window or its screens (tests/web/test_web_floor.py imports
    # it with pyglet blocked)
    "web": ("baloot_audio.core", "baloot_audio.bots", "baloot_audio.table_api",
            "baloot_audio.table", "baloot_audio.storage", "baloot_audio.standing",
            "baloot_audio.net", "baloot_audio.i18n", "baloot_audio.resources",
            "baloot_audio.ui", "baloot_audio.web"),
}
FLOORS = {
    "core": sorted((PACKAGE / "core").rglob("*.py")),
    "bots": sorted((PACKAGE / "bots").rglob("*.py")),
    "table": [PACKAGE / "table.py", PACKAGE / "table_api.py"],
    "standing": sorted((PACKAGE / "standing").rglob("*.py")),
    "net": sorted((PACKAGE / "net").rglob("*.py")),
    "web": sorted((PACKAGE / "web").rglob("*.py")),
}
INTERFACE = ("pyglet", "accessible_output2", "fluent", "speechd", "bidi", "arabic_reshaper")


@functools.lru_cache(maxsize=None)
def nodes(source: str) -> tuple[ast.AST, ...]:
    """Every node of a module's tree: each check walks the same files again."""
    return tuple(ast.walk(parse(source)))


def imported(path: Path) -> set[str]:
    """Every module ``path`` imports, anywhere in it (relative imports resolved)."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    names: set[str] = set()
    for node in nodes(path.read_text(encoding="utf-8")):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            names.add(module)
    return names


def within(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


@pytest.mark.parametrize("floor", sorted(FLOORS))
def test_each_floor_imports_only_the_floors_below(floor):
    assert FLOORS[floor]
    for path in FLOORS[floor]:
        for name in imported(path):
            if name.split(".")[0] == "baloot_audio":
                assert within(name, ALLOWED[floor]), f"{path.name} ({floor}) imports {name}"
            assert name.split(".")[0] not in INTERFACE, f"{path.name} ({floor}) imports {name}"


def test_the_interface_never_imports_the_app():
    files = sorted((PACKAGE / "ui").rglob("*.py"))
    assert files
    for path in files:
        bad = [n for n in imported(path) if within(n, ("baloot_audio.app",))]
        assert not bad, f"{path.name} imports {bad}"


def test_nothing_below_the_web_floor_imports_it():
    files = [p for p in sorted(PACKAGE.rglob("*.py")) if "web" not in p.relative_to(PACKAGE).parts
             and p.name not in ("cli.py",)]    # the command line starts it
    for path in files:
        bad = [n for n in imported(path) if within(n, ("baloot_audio.web",))]
        assert not bad, f"{path.name} imports {bad}"


def test_the_layering_check_sees_relative_and_lazy_imports(tmp_path):
    sample = PACKAGE / "ui" / "session.py"
    names = imported(sample)
    assert "baloot_audio.ui.present" in names and "baloot_audio.table" in names
    assert "baloot_audio.app" not in names


def code_lines(node: ast.AST, source: list[str]) -> int:
    """Lines of a function that hold code: no blank lines, comments or docstrings."""
    skip: set[int] = set()
    body = getattr(node, "body", [])
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        skip.update(range(body[0].lineno, body[0].end_lineno + 1))
    count = 0
    for number in range(node.lineno, node.end_lineno + 1):
        text = source[number - 1].strip()
        if number not in skip and text and not text.startswith("#"):
            count += 1
    return count


def long_functions(paths: list[Path]) -> list[str]:
    out = []
    for path in paths:
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        for node in nodes(text):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                n = code_lines(node, lines)
                if n > MAX_FUNCTION_LINES:
                    out.append(f"{path.name}:{node.lineno} {node.name}: {n} lines")
    return out


def test_the_app_is_small_and_its_functions_short():
    app = PACKAGE / "app.py"
    assert len(app.read_text(encoding="utf-8").splitlines()) < 250
    files = [app] + sorted((PACKAGE / "ui").rglob("*.py"))
    assert long_functions(files) == []


def test_a_long_function_is_found(tmp_path):
    body = "".join(f"    x{i} = {i}\n" for i in range(MAX_FUNCTION_LINES))
    path = tmp_path / "long.py"
    path.write_text(f'def f():\n    """Doc."""\n    # a comment\n\n{body}')
    assert long_functions([path]) == [f"long.py:1 f: {MAX_FUNCTION_LINES + 1} lines"]


# -- rooms you can live in: no cycle, no class or module that holds several jobs ------

MAX_CLASS_LINES = 300
MAX_MODULE_LINES = 600
# the functions that stay longer than MAX_FUNCTION_LINES, and why
LONGER: dict[str, str] = {}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def package_graph() -> dict[str, set[str]]:
    """Every module of the package -> the package's modules it imports (lazy imports and
    those only for type checking included; ``from a import b`` counts b when b is a module)."""
    modules = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges: set[str] = set()
        for node in nodes(path.read_text(encoding="utf-8")):
            if isinstance(node, ast.Import):
                edges.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = package.split(".")[:len(package.split(".")) - node.level + 1] \
                    if node.level else []
                module = ".".join(base + ([node.module] if node.module else []))
                edges.add(module)
                edges.update(f"{module}.{a.name}" for a in node.names)
        graph[name] = {e for e in edges if e in modules and e != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_cycle_anywhere_in_the_package():
    graph = package_graph()
    assert "baloot_audio.ui.speech.manager" in graph["baloot_audio.ui.speech"]
    assert cycles(graph) == []


def test_the_cycle_check_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_class_over_300_lines_and_no_module_over_600():
    big = []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if len(text.splitlines()) > MAX_MODULE_LINES:
            big.append(f"{path.relative_to(PACKAGE)}: {len(text.splitlines())} lines")
        for node in nodes(text):
            if isinstance(node, ast.ClassDef) \
                    and node.end_lineno - node.lineno + 1 > MAX_CLASS_LINES:
                big.append(f"{path.relative_to(PACKAGE)}: class {node.name} "
                           f"{node.end_lineno - node.lineno + 1} lines")
    assert big == []


def test_every_function_in_the_package_is_short_but_the_listed_ones():
    found = long_functions(sorted(PACKAGE.rglob("*.py")))
    named = {f.split(":")[0] + ":" + f.split(" ")[1].rstrip(":") for f in found}
    assert named - set(LONGER) == set(), found
    assert set(LONGER) - named == set(), "listed, but no longer long"
