// Makes a memory snapshot of a started Pyodide with Tavolo's modules imported, for the page to restore
// instead of starting Python (static/runtime.mjs). Run by tools/build.py under Node:
//
//     node tools/snapshot.mjs <pyodide dir> <stdlib.zip> <tavolo.zip> <its path in Python> <out> <sources id> <module>...
//
// Writes the snapshot (tools/build.py compresses it for the transfer) and prints one JSON line (size, time).
// The snapshot holds Python's heap only: the files (the standard library, tavolo.zip) are put back by Pyodide
// and runtime.mjs on each start, at the same paths, and the modules imported here are already in sys.modules
// there. Both archives must be the very files the page gets: zipimport keeps their tables of contents (where
// each file lies) in the heap. The archive is imported from as it is (zipimport, on sys.path), as the page
// does. Nothing that touches the page may run here: importing is all, and a module must not read the DOM at
// import time.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, stdlib, archive, archivePath, out, sourcesId, ...modules] = process.argv.slice(2);
if (!modules.length) {
  console.error("usage: node tools/snapshot.mjs <pyodide dir> <stdlib.zip> <tavolo.zip> <its path in Python> " +
                "<out> <sources id> <module>...");
  process.exit(2);
}
const started = performance.now();
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: pyodideDir + path.sep,
  stdLibURL: stdlib,
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
scrubFreeMemory(pyodide._module);
const snapshot = pyodide.makeMemorySnapshot();
fs.writeFileSync(out, snapshot);
console.log(JSON.stringify({ bytes: snapshot.length, modules: modules.length,
                             seconds: Math.round(performance.now() - started) / 1000 }));

// Zeroes the heap's free memory, which still holds what was freed (the sources compiled, their syntax trees):
// it is saved with the rest and compresses badly (7.0 to 6.3 MB gzipped). Takes every free block it can get
// from the allocator, largest first, zeroes it and gives it back; never more than the heap already has (the
// snapshot's size stays), so a block that would need the break moved past the heap's end is not asked for.
function scrubFreeMemory(Module) {
  const limit = Module.HEAP8.length;
  const taken = [];
  for (let size = 1 << 24; size >= 8; size >>= 1) {
    for (;;) {
      if ((Module._sbrk(0) >>> 0) + size + (1 << 18) > limit) break;
      const block = Module._malloc(size);
      if (!block) break;
      Module.HEAP8.fill(0, block, block + size);
      taken.push(block);
    }
  }
  for (const block of taken) Module._free(block);
  Module.HEAP8.fill(0, Module._sbrk(0) >>> 0, limit);
}
