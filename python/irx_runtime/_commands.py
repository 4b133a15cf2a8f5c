"""The `irx` console script: runs the wheel's `irx` binary.

pip installs console scripts as Python launchers in the environment's
bin/, while the binary stays inside the package beside ../lib, where it
finds the archives of both generations by itself; so the launcher replaces
itself with the binary (same arguments, status, stdout and stderr).
"""

from __future__ import annotations

import os
import sys

from irx_runtime import get_irx


def irx() -> None:
    binary = get_irx()
    try:
        os.execv(binary, ["irx", *sys.argv[1:]])
    except OSError as error:
        # A wheel unpacked without its executable bit, or for another
        # machine: say which file, not a traceback.
        print(f"irx: cannot run {binary}: {error.strerror}", file=sys.stderr)
        sys.exit(126)
