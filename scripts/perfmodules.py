"""What the profiling scripts (compile-profile.py, phase-profile.py) share: where the built
PushRouting module is."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def pushrouting_modules(given, tool):
    """The folder holding PushRouting.swiftmodule: `given`, or the release build's (SwiftPM's
    default folder, then .build-perf); stops with the command to run when there is none."""
    if given:
        return given
    for candidate in (".build/release/Modules", ".build-perf/release/Modules"):
        if os.path.exists(os.path.join(ROOT, candidate, "PushRouting.swiftmodule")):
            return os.path.join(ROOT, candidate)
    sys.exit(f"{tool}: no PushRouting.swiftmodule: `swift build -c release --product PushRouting` first")
