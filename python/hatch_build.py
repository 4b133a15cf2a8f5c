"""Puts the staged native files into the wheel and tags it for this
platform (python/build_wheel.py retags it with the manylinux tag auditwheel
computes from the binaries afterwards)."""

from __future__ import annotations

import os
import sysconfig

from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CustomBuildHook(BuildHookInterface):
    def initialize(self, version: str, build_data: dict) -> None:
        stage = os.environ.get("IRX_WHEEL_STAGE")
        if not stage or not (Path(stage) / "build_info.json").is_file():
            raise RuntimeError(
                "IRX_WHEEL_STAGE must name a directory staged by "
                "python/build_wheel.py (run `make wheel`)"
            )
        for path in sorted(Path(stage).rglob("*")):
            if path.is_file():
                relative = path.relative_to(stage).as_posix()
                build_data["force_include"][str(path)] = f"irx_runtime/{relative}"
        # Binaries, but no Python extension: any Python 3, this platform.
        build_data["pure_python"] = False
        platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
        build_data["tag"] = f"py3-none-{platform}"
