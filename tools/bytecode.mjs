// Packs the Python the page runs as bytecode, with the pinned Pyodide's own Python (tools/build.py runs it under
// Node):
//
//     node tools/bytecode.mjs '<json settings>'
//
// settings: {pyodide: its folder, sources: tavolo.zip of .py files, archive: where to write tavolo.zip of .pyc
// files, stdlib: where to write the trimmed standard library, scan: more .py files whose imports count (PyScript's
// own), extra: standard-library modules to ship whatever the scan finds}.
//
// The standard library shipped is what Python needs to start (every module Pyodide imports then), what every
// Tavolo module imports when imported (all are, here), every module an import statement anywhere in Tavolo's
// sources or in `scan` names (imports inside functions included, such as `secrets` for a new game's seed), the
// packages above them, and `extra`. A module outside it raises ImportError in the page: tests/test_build.py
// imports every module Tavolo names, on both start paths, against the built archive.
//
// Both archives hold unchecked hash-based .pyc files (no sources, no timestamps: the same input gives the same
// bytes), stored uncompressed: zipimport reads them without inflating, Python skips compiling (a fresh start at
// 1x CPU: 2.0 s to 0.85 s for the standard library, 0.63 s to 0.16 s for Tavolo's imports, under Node), and the
// whole archive is compressed once for the transfer (tools/build.py), across files. Prints one JSON line.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const settings = JSON.parse(process.argv[2] || "null");
if (!settings) {
  console.error("usage: node tools/bytecode.mjs '{\"pyodide\": ..., \"sources\": ..., \"archive\": ..., " +
                "\"stdlib\": ..., \"scan\": [...], \"extra\": [...]}'");
  process.exit(2);
}
const started = performance.now();
const { loadPyodide } = await import(pathToFileURL(path.join(settings.pyodide, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: settings.pyodide + path.sep,
  env: { PYTHONHASHSEED: "0" },
  stdout: (line) => console.error(line),
  stderr: (line) => console.error(line),
});
pyodide.FS.writeFile("/sources.zip", fs.readFileSync(settings.sources));
pyodide.FS.mkdirTree("/scan");
const scanned = (settings.scan || []).map((file, i) => {
  const target = `/scan/${i}.py`;
  pyodide.FS.writeFile(target, fs.readFileSync(file));
  return target;
});
pyodide.globals.set("scanned", pyodide.toPy(scanned));
pyodide.globals.set("extra", pyodide.toPy(settings.extra || []));
const result = pyodide.runPython(`
import ast, importlib, importlib.util, json, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

STDLIB = zipfile.ZipFile(f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip")
IN_STDLIB = set(STDLIB.namelist())
SOURCES = zipfile.ZipFile("/sources.zip")
DATE = (2020, 1, 1, 0, 0, 0)


def stdlib_file(module):
    path = module.replace(".", "/")
    return next((name for name in (path + "/__init__.py", path + ".py") if name in IN_STDLIB), None)


def module_name(file):
    return file[:-3].replace("/", ".").removesuffix(".__init__")


def imported_names(source, module, is_package):
    """Every module an import statement names, anywhere in the source (functions included); for
    'from a import b', both a and a.b (b may be a module)."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module if is_package else module.rpartition(".")[0]
                for _ in range(node.level - 1):
                    base = base.rpartition(".")[0]
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def bytecode(source, name):
    code = compile(source, name, "exec", dont_inherit=True)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), False))


def write(out, entries):
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as archive:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=DATE)
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)


tavolo = sorted(name for name in SOURCES.namelist() if name.endswith(".py"))
sys.path.insert(0, "/sources.zip")
for name in tavolo:
    importlib.import_module(module_name(name))
named = set(sys.modules) | set(extra)
for name in tavolo:
    named |= imported_names(SOURCES.read(name), module_name(name), name.endswith("/__init__.py"))
for file in scanned:
    with open(file, "rb") as f:
        named |= imported_names(f.read(), "__scanned__", False)
wanted = set()
for module in named:
    parts = module.split(".")
    for depth in range(1, len(parts) + 1):
        file = stdlib_file(".".join(parts[:depth]))
        if file:
            wanted.add(file)
wanted = sorted(wanted)
write("/stdlib.zip", [(file[:-3] + ".pyc", bytecode(STDLIB.read(file), file)) for file in wanted])
write("/archive.zip", [(name[:-3] + ".pyc", bytecode(SOURCES.read(name), name)) for name in tavolo]
      + [(name, SOURCES.read(name)) for name in sorted(SOURCES.namelist()) if name.endswith(".mo")])
json.dumps({"stdlib_modules": len(wanted), "stdlib_of": len([n for n in IN_STDLIB if n.endswith(".py")]),
            "archive_modules": len(tavolo), "modules": [module_name(file) for file in wanted]})
`);
fs.writeFileSync(settings.stdlib, pyodide.FS.readFile("/stdlib.zip"));
fs.writeFileSync(settings.archive, pyodide.FS.readFile("/archive.zip"));
const info = JSON.parse(result);
info.seconds = Math.round(performance.now() - started) / 1000;
console.log(JSON.stringify(info));
