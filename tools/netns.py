"""A network namespace of its own for browsers that talk to each other over WebRTC (tests/devices, make bench):
a private veth link with an address and a default route (Chromium gathers no candidate on loopback alone), the
site served inside it on 127.0.0.1, and Chromium started inside it through nsenter. Nothing of that traffic goes
over this machine's addresses. Needs root and `unshare -n`.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# No IPv6: its link-local addresses would appear a second or two after the link is up (duplicate address
# detection), and Chromium fails every request under way when the machine's addresses change
# (net::ERR_NETWORK_CHANGED). The link is up, carrier included, before anything is started inside.
SETUP = ("set -e; echo 1 > /proc/sys/net/ipv6/conf/all/disable_ipv6; "
         "echo 1 > /proc/sys/net/ipv6/conf/default/disable_ipv6; ip link set lo up; "
         "ip link add v0 type veth peer name v1; ip addr add 10.213.0.1/24 dev v0; ip link set v0 up; "
         "ip link set v1 up; ip route add default dev v0; "
         "until ip link show v0 | grep -q LOWER_UP; do sleep 0.05; done")
PROBE = ("import sys, urllib.request\n"
         "try:\n    urllib.request.urlopen(sys.argv[1], timeout=1).read(1)\n"
         "except Exception:\n    sys.exit(1)\n")
# Candidates with real addresses, not <uuid>.local names that nothing resolves inside the namespace.
CHROMIUM_FLAGS = ["--disable-features=WebRtcHideLocalIpsWithMdns"]


def unavailable() -> str | None:
    """Why a namespace cannot be made here, or None."""
    if os.geteuid() != 0:
        return "needs root to make a network namespace"
    for tool in ("unshare", "nsenter", "ip"):
        if shutil.which(tool) is None:
            return f"`{tool}` is not installed"
    try:
        probe = subprocess.run(["unshare", "-n", "true"], capture_output=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"`unshare -n` failed: {error}"
    if probe.returncode != 0:
        return f"`unshare -n` is not permitted here: {probe.stderr.decode(errors='replace').strip()}"
    return None


class Namespace:
    """The namespace, held by the site's server running inside it; `stop()` ends both."""

    def __init__(self, site_dir: Path, port: int = 8765, timeout_s: float = 20):
        self.port = port
        serve = f"exec {sys.executable} tools/serve.py --dir {site_dir} --port {port} --quiet"
        self.holder = subprocess.Popen(["unshare", "-n", "sh", "-c", f"{SETUP}; {serve}"], cwd=ROOT,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + timeout_s
        while True:
            if self.holder.poll() is not None:
                raise RuntimeError(f"the namespace's site server stopped: "
                                   f"{self.holder.stderr.read().decode(errors='replace')}")
            probe = subprocess.run(self.enter + [sys.executable, "-c", PROBE, self.url + "/"], capture_output=True)
            if probe.returncode == 0:
                return
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"the namespace's site server did not answer in {timeout_s} s")
            time.sleep(0.1)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def enter(self) -> list[str]:
        """The command prefix that runs a program inside the namespace."""
        return ["nsenter", f"--net=/proc/{self.holder.pid}/ns/net"]

    def chromium(self, folder: Path, chromium: str) -> Path:
        """A script in `folder` that starts `chromium` inside the namespace (Playwright's executable_path)."""
        wrapper = Path(folder) / "chromium-in-netns"
        wrapper.write_text(f'#!/bin/sh\nexec {" ".join(self.enter)} {chromium} "$@"\n')
        wrapper.chmod(0o755)
        return wrapper

    def stop(self) -> None:
        self.holder.terminate()
        try:
            self.holder.wait(5)
        except subprocess.TimeoutExpired:
            self.holder.kill()
            self.holder.wait()
