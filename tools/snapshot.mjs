// Makes a memory snapshot of a started Pyodide with Tavolo's modules imported, for the page to restore
// instead of starting Python (static/runtime.mjs). Run by tools/build.py under Node:
//
//     node tools/snapshot.mjs <pyodide dir> <tavolo.zip> <its path in Python> <out.gz> <sources id> <module>...
//
// Writes the snapshot gzipped and prints one JSON line (sizes, time). The snapshot holds Python's heap
// only: the files (the standard library, tavolo.zip) are put back by Pyodide and runtime.mjs on each start,
// at the same paths, and the modules imported here are already in sys.modules there. The archive is
// imported from as it is (zipimport, on sys.path), as the page does. Nothing that touches the page may run
// here: importing is all, and a module must not read the DOM at import time.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

const [pyodideDir, archive, archivePath, out, sourcesId, ...modules] = process.argv.slice(2);
if (!modules.length) {
  console.error("usage: node tools/snapshot.mjs <pyodide dir> <tavolo.zip> <its path in Python> <out.gz> " +
                "<sources id> <module>...");
  process.exit(2);
}
const started = performance.now();
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: pyodideDir + path.sep,
  _makeSnapshot: true,
  // The same hash seed as the page's own fallback start, and a snapshot that depends only on its inputs.
  env: { PYTHONHASHSEED: "0" },
  stdout: (line) => console.error(line),
  stderr: (line) => console.error(line),
});
pyodide.FS.writeFile(archivePath, fs.readFileSync(archive));
pyodide.globals.set("archive", archivePath);
pyodide.globals.set("wanted", pyodide.toPy(modules));
pyodide.globals.set("sources_id", sourcesId);
pyodide.runPython(`
import importlib, sys, types
sys.path.insert(0, archive)
for name in wanted:
    importlib.import_module(name)
# Read back by static/runtime.mjs after a restore: the snapshot belongs to these sources.
marker = types.ModuleType("_tavolo_snapshot")
marker.sources = str(sources_id)
marker.modules = tuple(wanted)
sys.modules["_tavolo_snapshot"] = marker
del archive, wanted, sources_id, marker, importlib, types
import gc
gc.collect()
`);
const snapshot = pyodide.makeMemorySnapshot();
const packed = zlib.gzipSync(snapshot, { level: 6 });
fs.writeFileSync(out, packed);
console.log(JSON.stringify({ bytes: snapshot.length, gzip_bytes: packed.length, modules: modules.length,
                             seconds: Math.round(performance.now() - started) / 1000 }));
