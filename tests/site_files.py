"""The built site's files as a browser gets them: which ones netlify.toml sends with a Content-Encoding, and their
bytes unpacked (brotli through Node, whose zlib has it; Python's standard library does not)."""

from __future__ import annotations

import gzip
import importlib.util
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Reads {"files": [[from, to], ...], "mode": "decompress" | "compress"}: each file unpacked (or packed) with brotli.
BROTLI_JS = r"""
const fs = require("fs"), zlib = require("zlib");
const job = JSON.parse(process.argv[1]);
const failed = {};
for (const [from, to] of job.files) {
  try {
    const data = fs.readFileSync(from);
    fs.writeFileSync(to, job.mode === "compress" ? zlib.brotliCompressSync(data, {params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 24}})
      : zlib.brotliDecompressSync(data));
  } catch (error) {
    failed[from] = String(error);
  }
}
console.log(JSON.stringify(failed));
"""


def serve_module():
    spec = importlib.util.spec_from_file_location("tavolo_serve_for_tests", ROOT / "tools" / "serve.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def files_of(site: Path) -> list[str]:
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())


def declared_encodings(site: Path, netlify_toml: Path = ROOT / "netlify.toml") -> dict[str, str]:
    """{file: the Content-Encoding netlify.toml sends it with} for the site's files that have one."""
    serve = serve_module()
    rules = serve.load_rules(netlify_toml)
    out = {}
    for name in files_of(site):
        headers = {k.lower(): v for k, v in serve.headers_for("/" + name, rules).items()}
        if "content-encoding" in headers:
            out[name] = headers["content-encoding"]
    return out


def brotli(pairs: list[tuple[Path, Path]], compress=False) -> dict[str, str]:
    """Each (from, to): `from` unpacked (or packed) into `to`; {from: error} for those that failed."""
    if not pairs:
        return {}
    job = {"mode": "compress" if compress else "decompress", "files": [[str(a), str(b)] for a, b in pairs]}
    result = subprocess.run(["node", "-e", BROTLI_JS, json.dumps(job)], capture_output=True, text=True, check=True)
    return json.loads(result.stdout.strip().splitlines()[-1])


def unbrotli_bytes(data: bytes) -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        src, dst = Path(folder) / "in", Path(folder) / "out"
        src.write_bytes(data)
        failed = brotli([(src, dst)])
        if failed:
            raise ValueError(f"not brotli: {failed}")
        return dst.read_bytes()


def brotli_bytes(data: bytes) -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        src, dst = Path(folder) / "in", Path(folder) / "out"
        src.write_bytes(data)
        brotli([(src, dst)], compress=True)
        return dst.read_bytes()


def unpack_site(site: Path, out: Path) -> Path:
    """A copy of the site with every compressed file unpacked, as a browser holds it."""
    shutil.copytree(site, out)
    encodings = declared_encodings(site)
    pairs = []
    for name, encoding in encodings.items():
        if encoding == "gzip":
            (out / name).write_bytes(gzip.decompress((site / name).read_bytes()))
        elif encoding == "br":
            pairs.append((site / name, out / name))
        else:
            raise ValueError(f"{name}: unknown Content-Encoding {encoding!r}")
    failed = brotli(pairs)
    if failed:
        raise ValueError(f"declared br but not brotli: {failed}")
    return out


def built_text(site: Path, name: str) -> str:
    """A built file's text as a browser gets it."""
    encoding = declared_encodings(site).get(name)
    data = (site / name).read_bytes()
    if encoding == "br":
        data = unbrotli_bytes(data)
    elif encoding == "gzip":
        data = gzip.decompress(data)
    return data.decode("utf-8")
