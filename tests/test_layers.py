"""The layers of src/tavolo: every import runs down, none reaches the browser outside ui/, and no modules import
each other in a circle. Read from the sources with `ast`, so imports inside functions count as much as the ones
at the top of a file."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "tavolo"

# Lowest first. A part of tavolo (a folder or a top-level module) imports only parts on a lower row, and parts
# that share a row never import each other. tavolo/__init__.py is the part "__init__". bots/ sits below games/:
# a game's bots.py builds on the generic bots, which reach a game's own only through the contract
# (Game.bot_levels, which the engine imports by the module name the game declares, not by an import statement).
LAYERS = (
    ("catalogs",),                              # the gettext catalogs of every language
    ("__init__", "i18n", "markup"),             # the version; words in every language; HTML as data
    ("engine",),                                # the game contract, records, seeded randomness, errors
    ("bots",),                                  # bots for every game through the contract, never one game's
    ("games",),                                 # each game: rules, words, board views, its own bots (on bots/)
    ("play", "share", "storage", "selfplay"),   # a game in play; a game as a link; saves; bots playing alone
    ("devices",),                               # a game played on several devices: what they say, host, guest
    ("ui", "__main__"),                         # the page in the browser; the command line
)
LAYER = {part: row for row, parts in enumerate(LAYERS) for part in parts}

BROWSER = {"js", "pyscript", "pyodide"}     # only the browser has them: CPython must run everything else
BROWSER_PARTS = {"ui"}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def part_of(module: str) -> str:
    """The part a module belongs to: ui for tavolo.ui.pages, share for tavolo.share, __init__ for tavolo."""
    names = module.split(".")
    return names[1] if len(names) > 1 else "__init__"


def imports_of(module: str) -> list:
    """[(line, imported module)] for every import statement of `module`, relative ones resolved. `from X import
    name` counts as importing X.name when that is a module of tavolo, else X."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0]       # each dot past the first goes up once
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module
            if base == "__future__":
                continue
            for alias in node.names:
                inner = f"{base}.{alias.name}"
                found.append((node.lineno, inner if inner in MODULES else base))
    return list(dict.fromkeys(found))       # `from X import a, b` is one import of X


def own(name: str):
    """The module of tavolo that importing `name` names (tavolo.play.match for tavolo.play.match.Move), or None."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


GRAPH = {module: sorted({own(name) for _, name in imports_of(module) if own(name) and own(name) != module})
         for module in MODULES}


def where(module, line) -> str:
    return f"{MODULES[module].relative_to(ROOT)}:{line}"


def test_every_part_of_tavolo_has_a_layer():
    parts = {part_of(module) for module in MODULES}
    assert parts - set(LAYER) == set(), "give these parts of src/tavolo a row in LAYERS"
    assert sum(len(row) for row in LAYERS) == len(LAYER), "a part sits on two rows"


def test_imports_run_down():
    wrong = []
    for module in MODULES:
        mine = part_of(module)
        for line, name in imports_of(module):
            target = own(name)
            if target is None or part_of(target) == mine:
                continue
            theirs = part_of(target)
            if LAYER[theirs] >= LAYER[mine]:
                how = "on its own row" if LAYER[theirs] == LAYER[mine] else "above it"
                wrong.append(f"{where(module, line)}: {module} ({mine}) imports {target} ({theirs}, {how})")
    assert not wrong, "imports that do not run down the layers:\n" + "\n".join(wrong)


def test_only_ui_imports_the_browser():
    wrong = [f"{where(module, line)}: {module} imports {name}"
             for module in MODULES if part_of(module) not in BROWSER_PARTS
             for line, name in imports_of(module) if name.split(".")[0] in BROWSER]
    assert not wrong, "browser modules imported outside ui/:\n" + "\n".join(wrong)


def cycles(graph: dict) -> list:
    """The strongly connected groups of more than one module (Tarjan's algorithm, without recursion)."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(graph[start]))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(graph[child])))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found


def test_cycles_are_found():
    assert cycles({"a": ["b"], "b": ["c"], "c": ["a"], "d": ["a"]}) == [["a", "b", "c"]]
    assert cycles({"a": ["b"], "b": []}) == []


def test_no_import_cycles():
    found = cycles(GRAPH)
    lines = []
    for group in found:
        edges = [f"  {a} -> {b}" for a in group for b in GRAPH[a] if b in group]
        lines.append(", ".join(group) + "\n" + "\n".join(edges))
    assert not found, "modules that import each other in a circle:\n" + "\n".join(lines)
