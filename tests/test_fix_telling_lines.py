"""Which line of a failure says why (retain.sleep.fix_telling), round 43: a tool's bare
summary gives way to its next line naming what it is about; what a tool reported before
falling back to another way was survived; a build script's stdout is its progress when its
stderr is shown; an attempt announced says nothing; "not present" and "not compatible" say
why; a hyphenated `require-dev` is a name, not the verb."""

from __future__ import annotations

from retain.sleep.fix_telling import decisive_line, rank

BARE_SUMMARY = """npm error code EOSMISMATCH
npm error platform Unsupported platform
npm error platform Not compatible with your operating system: fsnotify-lite@2.4.0
npm error platform Wanted: {"os":"linux"} (current: {"os":"darwin"})
"""

FALLBACK = """prebuild-install info looking for cached prebuild @ /home/kim/.npm/_prebuilds/x.tar.gz
prebuild-install ERR! install error: response status 404 Not Found on https://example.org/b.tgz
prebuild-install WARN install No prebuilt binaries found (falling back to source build)
gyp info spawn make
Package libgeo-2 was not found in the pkg-config search path.
"""

FALLBACK_ONLY = """solver ERR! mirror https://mirror.example.org unreachable (404 Not Found)
solver WARN mirror skipped (falling back to https://pkgs.example.org)
"""

BUILD_SCRIPT = """error: failed to run custom build command for `zstd-sys v2.0.9`

Caused by:
  process didn't exit successfully: `/w/target/debug/build/zstd-sys-1/build-script-build` (exit status: 101)
  --- stdout
  cargo:rerun-if-env-changed=ZSTD_SYS_USE_PKG_CONFIG
  probing libzstd: could not run `pkg-config --libs libzstd`

  --- stderr
  thread 'main' panicked at build.rs:44:9:
  libzstd headers were not found; install the zstd development package
"""  # noqa: E501

ATTEMPT = """Collecting pylibmagic==0.9.1
  Trying pkg-config --exists libmagic
  libmagic.so.1: cannot open shared object file: No such file or directory
"""

NOT_PRESENT = """Installing dependencies from lock file (including require-dev)
Verifying lock file contents can be installed on current platform.
- Required package "acme/sitemap" is not present in the lock file.
"""


def test_a_bare_summary_gives_way_to_the_line_naming_what_it_is_about() -> None:
    line = decisive_line(BARE_SUMMARY)
    assert "fsnotify-lite@2.4.0" in line
    assert line != "platform Unsupported platform"


def test_a_bare_summary_of_another_tool_keeps_its_place() -> None:
    output = "make: *** Unsupported target\nld: Not compatible with architecture arm64: x.o\n"
    assert decisive_line(output) == "make: *** Unsupported target"


def test_what_a_tool_reported_before_falling_back_was_survived() -> None:
    assert decisive_line(FALLBACK).startswith("Package libgeo-2 was not found")


def test_a_fallback_with_nothing_wrong_after_it_keeps_the_line_above() -> None:
    assert "unreachable" in decisive_line(FALLBACK_ONLY)


def test_a_build_scripts_stdout_is_progress_when_its_stderr_is_shown() -> None:
    assert decisive_line(BUILD_SCRIPT).startswith("libzstd headers were not found")


def test_a_build_scripts_stdout_alone_still_says_why() -> None:
    alone = BUILD_SCRIPT.split("  --- stderr")[0]
    assert "could not run" in decisive_line(alone)


def test_an_attempt_announced_says_nothing() -> None:
    assert rank("Trying pkg-config --exists libmagic") == 0
    assert rank("Attempting uninstall: numpy") == 0
    assert decisive_line(ATTEMPT).startswith("libmagic.so.1: cannot open shared object file")


def test_not_present_says_why_and_require_dev_is_a_name() -> None:
    assert rank("Installing dependencies from lock file (including require-dev)") < 2
    assert rank('Required package "acme/sitemap" is not present in the lock file.') >= 2
    assert rank("Not compatible with your version of node/npm: a@1.0.0") >= 2
    assert decisive_line(NOT_PRESENT).endswith("is not present in the lock file.")
