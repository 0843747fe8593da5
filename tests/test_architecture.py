"""The floors and their imports (core <- bots <- table <- net <- ui <- app; core <- standing
<- net; inside net its rooms, wire <- client and wire, guard, db <- accounts, tables <-
cluster <- social <- tournaments <- server), and short functions at the top (see
docs/architecture.md). The core's own rule (standard library only, imported modules
included) is tests/ui/test_i18n_and_layers.py."""

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

# net's rooms, lowest first: each room -> what it may import besides itself (the
# package's modules; the net floor's own rule above holds for all of them)
CORE, BOTS, TABLE_API, TABLE = ("baloot_audio.core", "baloot_audio.bots",
                                "baloot_audio.table_api", "baloot_audio.table")
STANDING, DATA_DIR = "baloot_audio.standing", "baloot_audio.storage"
ROOMS: dict[str, tuple[str, ...]] = {
    # the messages, for both ends and the interface
    "wire": (CORE, TABLE_API),
    # the client's side: what the interface uses of the network, with wire
    "client": (CORE, BOTS, TABLE_API, "wire"),
    # the limits strangers meet, and storage: they know nothing of the rest
    "guard": (),
    "db": (CORE, STANDING, DATA_DIR),
    "accounts": (CORE, "wire", "guard", "db"),
    "tables": (CORE, BOTS, TABLE_API, TABLE, STANDING, "wire", "guard", "db"),
    "cluster": (CORE, "wire", "guard", "db", "tables"),
    "social": (CORE, "wire", "guard", "db", "tables", "cluster"),
    "tournaments": (CORE, BOTS, "wire", "guard", "db", "tables", "cluster", "social"),
    "server": (CORE, BOTS, TABLE_API, TABLE, STANDING, DATA_DIR, "wire", "guard", "db",
               "accounts", "tables", "cluster", "social", "tournaments"),
}
NET_FOLDER = PACKAGE / "net"
# what the interface may use of the network: the messages and the client
UI_NET = ("baloot_audio.net.wire", "baloot_audio.net.client")


def room_allows(room: str) -> tuple[str, ...]:
    return tuple(name if name.startswith("baloot_audio") else f"baloot_audio.net.{name}"
                 for name in (*ROOMS[room], room))
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


def test_net_is_its_rooms_and_nothing_else():
    rooms = {p.name for p in NET_FOLDER.iterdir() if p.is_dir() and p.name != "__pycache__"}
    loose = sorted(p.name for p in NET_FOLDER.glob("*.py") if p.name != "__init__.py")
    assert rooms == set(ROOMS) and loose == []
    for room in sorted(rooms):
        init = NET_FOLDER / room / "__init__.py"
        doc = ast.get_docstring(parse(init.read_text(encoding="utf-8")))
        assert doc and "May import" in doc, f"{room}/__init__.py says what it owns and may import"


@pytest.mark.parametrize("room", sorted(ROOMS))
def test_each_room_of_net_imports_only_the_rooms_below(room):
    paths = sorted((NET_FOLDER / room).rglob("*.py"))
    assert paths
    for path in paths:
        for name in imported(path):
            if name.split(".")[0] == "baloot_audio":
                assert within(name, room_allows(room)), f"net/{room}/{path.name} imports {name}"


def test_the_rooms_below_a_room_are_below_it():
    """Each room's list names only rooms listed before it: no circle, no arrow up."""
    order = list(ROOMS)
    for room, allowed in ROOMS.items():
        for other in allowed:
            if not other.startswith("baloot_audio"):
                assert order.index(other) < order.index(room), f"{room} imports {other}"


def test_the_interface_uses_only_the_wire_and_the_client():
    files = sorted((PACKAGE / "ui").rglob("*.py"))
    for path in files:
        bad = [n for n in imported(path) if within(n, ("baloot_audio.net",))
               and not within(n, UI_NET)]
        assert not bad, f"ui/{path.relative_to(PACKAGE / 'ui')} imports {bad}"


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


def class_homes() -> dict[str, list[str]]:
    """Each class name of the package -> the modules that define one by that name."""
    homes: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in nodes(path.read_text(encoding="utf-8")):
            if isinstance(node, ast.ClassDef):
                homes.setdefault(node.name, []).append(module_name(path))
    return homes


def test_a_class_name_of_net_names_one_thing_in_the_whole_package():
    """One name, one thing: a name net defines is defined nowhere else (the
    interface's own doubles, Answers and Lines, are the interface's to rename)."""
    twice = {name: where for name, where in class_homes().items()
             if len(where) > 1 and any(within(m, ("baloot_audio.net",)) for m in where)}
    assert twice == {}


def own_bases(path: Path) -> dict[str, int]:
    """Each class of a module -> how many of its bases are the package's own classes."""
    source = path.read_text(encoding="utf-8")
    own = {n.name for n in nodes(source) if isinstance(n, ast.ClassDef)}
    for node in nodes(source):
        if isinstance(node, ast.ImportFrom) and (node.level or (node.module or "").startswith(
                "baloot_audio")):
            own.update(a.asname or a.name for a in node.names)
    return {node.name: sum(1 for b in node.bases
                           if (b.id if isinstance(b, ast.Name) else ast.unparse(b)) in own)
            for node in nodes(source) if isinstance(node, ast.ClassDef)}


# The classes of net on more than two of the package's classes, and why (each one a
# debt: the storage's subjects are mixins over one backend's connection; held as parts,
# storage.friends.add_friend_request, they would each have their state and interface).
MIXED: dict[str, str] = {
    "net/db/storage.py:Storage": "the union of the five subjects' storage protocols",
    "net/db/storage.py:MemoryStorage": "the memory backend, mixed from the subjects' parts",
    "net/db/sqlite.py:SQLiteStorage": "the SQLite backend, mixed from the subjects' parts",
    "net/db/postgres.py:PostgresStorage": "the PostgreSQL backend, mixed from the subjects' parts",
}


def test_no_class_of_net_has_more_than_two_bases_of_the_package_but_the_listed_ones():
    """Parts held, not mixed in: a class of net stands on at most two of the package's
    own classes (a protocol that widens two others, say)."""
    many = {f"{path.relative_to(PACKAGE)}:{name}"
            for path in sorted((PACKAGE / "net").rglob("*.py"))
            for name, count in own_bases(path).items() if count > 2}
    assert many - set(MIXED) == set()
    assert set(MIXED) - many == set(), "listed, but no longer mixed"


def test_own_bases_are_counted(tmp_path):
    path = tmp_path / "mixed.py"
    path.write_text("from .a import A, B\nfrom typing import Protocol\n"
                    "class C: pass\nclass D(A, B, C, Protocol): pass\n")
    assert own_bases(path) == {"C": 0, "D": 3}
