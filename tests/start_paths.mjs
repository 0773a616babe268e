// Starts the built site's Python under Node as the page does, on one of its two paths, with the standard library
// the site ships, and imports what it is asked to (tests/test_build.py):
//
//     node tests/start_paths.mjs <unpacked site> <fresh|snapshot> '<json: [["import", "a.b"], ["from", "a", ["b"]]]>'
//
// fresh: Pyodide started from nothing (a first visit), tavolo.zip on sys.path; snapshot: the build's memory snapshot
// restored (a returning visit), tavolo.zip where the snapshot expects it. Each statement is carried out as Python
// would: `from a import b` imports a, then a.b when a has no attribute b. Prints one JSON line: how Python
// started, and {statement: error} for each that failed.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [site, mode, statements] = process.argv.slice(2);
const runtime = fs.readFileSync(path.join(site, "runtime.mjs"), "utf8");
const setting = (name) => JSON.parse(new RegExp(`const ${name} = (\\{.*?\\}|null);`).exec(runtime)[1]);
const archive = setting("ARCHIVE");
const stdlib = setting("STDLIB");
const snapshot = setting("SNAPSHOT");
const pyodideDir = path.join(site, /from "\.\/(vendor\/pyodide-[^/]+)\/pyodide\.mjs"/.exec(runtime)[1]);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);

const options = { indexURL: pyodideDir + path.sep, env: { PYTHONHASHSEED: "0" } };
if (stdlib) options.stdLibURL = path.join(site, stdlib.url);
if (mode === "snapshot") {
  options._loadSnapshot = new Uint8Array(fs.readFileSync(path.join(site, snapshot.url)));
}
const pyodide = await loadPyodide(options);
pyodide.FS.writeFile(archive.path, fs.readFileSync(path.join(site, archive.url)));
const restored = pyodide.runPython("import sys; '_tavolo_snapshot' in sys.modules");
if (!restored) pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(archive.path)})`);
pyodide.globals.set("statements", pyodide.toPy(JSON.parse(statements)));
const failed = pyodide.runPython(`
import importlib, json
failed = {}
for statement in statements:
    try:
        if statement[0] == "import":
            importlib.import_module(statement[1])
        else:
            module = importlib.import_module(statement[1])
            for name in statement[2]:
                if not hasattr(module, name):
                    importlib.import_module(f"{statement[1]}.{name}")
    except Exception as error:
        failed[" ".join(map(str, statement))] = f"{type(error).__name__}: {error}"
json.dumps(failed)
`);
console.log(JSON.stringify({ started: restored ? "snapshot" : "fresh", failed: JSON.parse(failed) }));
