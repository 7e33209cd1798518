# ruff: noqa: E501  (case data: long tool outputs are kept on one line each)
"""Python (conda) and Bazel cases."""

from __future__ import annotations

from kit import agent, case, fix, think

SWIFT = "/Users/dev/src/Pantry"
UV = "/home/dev/py/quarry"
CONDA = "/home/dev/py/seismo"
BAZEL = "/home/dev/mono/atlas"


# ---------------------------------------------------------------- Python with conda


@case("conda_run_env_de", "python-conda", "invocation", CONDA, lang="de")
def _(t):
    t.user("Kannst du die Tests für das Picking-Modul laufen lassen?")
    t.bash(
        "pytest tests/test_picking.py -q",
        "ImportError while importing test module '/home/dev/py/seismo/tests/test_picking.py'.\n"
        "tests/test_picking.py:2: in <module>\n    import obspy\nE   ModuleNotFoundError: No module named 'obspy'\n1 error in 0.09s",
        2,
    )
    t.bash(
        "conda env list",
        "# conda environments:\n#\nbase                  *  /home/dev/miniforge3\nseismo                   /home/dev/miniforge3/envs/seismo",
    )
    t.bash(
        "conda run -n seismo pytest tests/test_picking.py -q",
        "..............  [100%]\n14 passed in 2.71s",
    )
    t.say(
        "Die Tests müssen in der conda-Umgebung `seismo` laufen (`conda run -n seismo pytest`); dort sind alle 14 grün."
    )
    return [
        fix(
            "ModuleNotFoundError: No module named 'obspy'",
            ["conda run -n seismo", "seismo"],
            kind="lesson",
        )
    ], []


@case("conda_hdf5_install", "python-conda", "install", CONDA)
def _(t):
    t.user("The netCDF export test errors on import.")
    t.bash(
        "conda run -n seismo pytest tests/test_export.py -q",
        "tests/test_export.py:1: in <module>\n    import netCDF4\nE   ImportError: libhdf5.so.310: cannot open shared object file: No such file or directory\n1 error in 0.33s",
        2,
    )
    t.bash(
        "conda list -n seismo hdf5",
        "# Name                    Version                   Build  Channel\nhdf5                      1.12.2          nompi_h4df4325_101    conda-forge",
    )
    t.bash(
        "conda install -n seismo -c conda-forge -y 'hdf5>=1.14'",
        "## Package Plan ##\n\n  The following packages will be UPDATED:\n\n    hdf5    1.12.2-nompi_h4df4325_101 --> 1.14.3-nompi_h2d575fe_109\n\nDone",
    )
    t.bash(
        "conda run -n seismo pytest tests/test_export.py -q", "......  [100%]\n6 passed in 1.02s"
    )
    t.say(
        "netCDF4 was built against HDF5 1.14 but the env had 1.12; updating hdf5 from conda-forge fixed the import and the 6 tests pass."
    )
    return [
        fix(
            "libhdf5.so.310: cannot open shared object file",
            ["hdf5"],
            ["conda install", "conda-forge"],
        )
    ], []


@case("conda_unsat_unfixed_fr", "python-conda", "unfixed", CONDA, lang="fr")
def _(t):
    t.user("Ajoute pyproj à l'environnement seismo.")
    err = (
        "Channels:\n - conda-forge\nPlatform: linux-64\nCollecting package metadata (repodata.json): done\nSolving environment: failed\n\n"
        "LibMambaUnsatisfiableError: Encountered problems while solving:\n  - package pyproj-3.7.0-py313h2e5e3a1_0 requires python >=3.13,<3.14.0a0, but none of the providers can be installed"
    )
    t.bash("conda install -n seismo -c conda-forge -y pyproj", err, 1)
    t.bash(
        "conda clean --all -y",
        "Will remove 212 (1.4 GB) tarball(s).\nWill remove 1 index cache(s).",
    )
    t.bash("conda install -n seismo -c conda-forge -y pyproj", err, 1)
    t.say(
        "Still unsatisfiable: the solver keeps preferring a pyproj build for a newer Python than the env's 3.10. I'd pin an older pyproj but I'm not sure which one matches your GDAL."
    )
    t.user("Laisse tomber, je demanderai à Jonas quelle version ils utilisent.")
    return [], ["conda clean --all"]


@case("conda_narration_numpy", "python-conda", "narration", CONDA)
def _(t):
    t.user("Is the spectrogram slowdown from numpy 2?")
    think(
        t,
        "Maybe numpy 2 changed the default FFT backend. Or scipy's pocketfft threading. Probably not numpy at all.",
    )
    t.say(
        "Possibly: numpy 2 might route FFTs differently, or scipy may be using a single thread. I'd have to profile before saying; "
        "setting OMP_NUM_THREADS blindly could mislead us."
    )
    t.user("ok, profile it another day")
    return [], ["OMP_NUM_THREADS", "FFT backend"]


@case("conda_agent_lesson_mamba_channel", "python-conda", "agent_lesson", CONDA)
def _(t):
    t.user("Recreate the env from environment.yml.")
    t.bash(
        "conda env create -f environment.yml --yes",
        "Collecting package metadata (repodata.json): done\nSolving environment: done\n\n# To activate this environment, use\n#\n#     $ conda activate seismo",
    )
    t.say(
        "Note to self for seismo: environment.yml must keep `channel_priority: strict` with conda-forge first; "
        "mixing in the defaults channel pulls an ObsPy build linked against a different libgfortran and the picking tests segfault."
    )
    return [agent(["conda-forge"], ["channel_priority", "strict"])], []


# ---------------------------------------------------------------- Bazel


@case("bazel_cc_install", "bazel", "install", BAZEL)
def _(t):
    t.user("bazel build the geo service on this new VM")
    t.bash(
        "bazel build //services/geo:server",
        "INFO: Repository local_config_cc instantiated at:\n  /DEFAULT.WORKSPACE.SUFFIX:509:13: in <toplevel>\n"
        "ERROR: An error occurred during the fetch of repository 'local_config_cc':\n"
        "   Auto-Configuration Error: Cannot find gcc or CC; either correct your path or set the CC environment variable\n"
        "ERROR: Analysis of target '//services/geo:server' failed; build aborted",
        1,
    )
    t.bash(
        "sudo apt-get install -y build-essential",
        "Setting up g++ (4:13.2.0-7ubuntu1) ...\nSetting up build-essential (12.10ubuntu1) ...",
    )
    t.bash(
        "bazel build //services/geo:server",
        "INFO: Analyzed target //services/geo:server (212 packages loaded, 9120 targets configured).\n"
        "INFO: Found 1 target...\nTarget //services/geo:server up-to-date:\n  bazel-bin/services/geo/server\nINFO: Build completed successfully, 1402 total actions",
    )
    t.say(
        "The VM had no C compiler for Bazel's cc toolchain; after installing build-essential the target builds."
    )
    return [
        fix(
            "Cannot find gcc or CC; either correct your path or set the CC environment variable",
            ["build-essential", "gcc"],
        )
    ], []


@case("bazel_java21_bazelrc", "bazel", "config", BAZEL, variation="edit_config")
def _(t):
    t.user("I switched the ingest service to records and switch expressions; bazel test fails now.")
    t.bash(
        "bazel test //services/ingest/...",
        "ERROR: /home/dev/mono/atlas/services/ingest/BUILD.bazel:3:13: Building services/ingest/libingest.jar (12 source files) failed: (Exit 1): java failed: error executing Javac command\n"
        "error: release version 21 not supported\nINFO: Elapsed time: 3.812s, Critical Path: 2.40s\nERROR: Build did NOT complete successfully",
        1,
    )
    t.bash(
        "cat .bazelrc",
        "build --java_language_version=17\nbuild --java_runtime_version=remotejdk_17\ntest --test_output=errors",
    )
    t.edit(
        f"{BAZEL}/.bazelrc",
        "build --java_language_version=17\nbuild --java_runtime_version=remotejdk_17\n",
        "build --java_language_version=21\nbuild --java_runtime_version=remotejdk_21\n"
        "build --tool_java_language_version=21\nbuild --tool_java_runtime_version=remotejdk_21\n",
    )
    t.bash(
        "bazel test //services/ingest/...",
        "INFO: Build completed successfully, 96 total actions\n"
        "//services/ingest:ingest_test                                  PASSED in 2.1s\n\nExecuted 1 out of 1 test: 1 test passes.",
    )
    return [
        fix(
            "error: release version 21 not supported",
            [".bazelrc"],
            ["remotejdk_21", "java_language_version=21"],
        )
    ], []


@case("bazel_lockfile_user_ko", "bazel", "setup", BAZEL, lang="ko", variation="fix_in_user_chat")
def _(t):
    t.user("MODULE.bazel 에 rules_oci 추가했어. 빌드 좀 확인해 줘.")
    t.bash(
        "bazel build --lockfile_mode=error //...",
        "ERROR: MODULE.bazel.lock is no longer up-to-date because: the root module's MODULE.bazel file has been modified. "
        "Please run `bazel mod deps --lockfile_mode=update` to update your lockfile.\nERROR: Build did NOT complete successfully",
        1,
    )
    t.say("락 파일이 MODULE.bazel 과 맞지 않습니다. 제가 갱신할까요?")
    t.user("아니, 방금 내가 `bazel mod deps --lockfile_mode=update` 돌렸어. 다시 빌드해 봐.")
    t.bash(
        "bazel build --lockfile_mode=error //...",
        "INFO: Found 318 targets...\nINFO: Build completed successfully, 2210 total actions",
    )
    t.say("빌드 성공했습니다.")
    return [
        fix(
            "MODULE.bazel.lock is no longer up-to-date",
            ["bazel mod deps --lockfile_mode=update", "lockfile_mode=update"],
        )
    ], []


@case("bazel_flaky_tile_cache", "bazel", "flaky", BAZEL)
def _(t):
    t.user("bazel test //services/geo/... before merge")
    t.bash(
        "bazel test //services/geo/...",
        "//services/geo:tile_cache_test                              FAILED in 12.3s\n"
        "  /home/dev/.cache/bazel/_bazel_dev/execroot/_main/bazel-out/k8-fastbuild/testlogs/services/geo/tile_cache_test/test.log\n\n"
        "Executed 4 out of 4 tests: 3 tests pass and 1 fails locally.",
        3,
    )
    t.bash(
        "bazel test //services/geo:tile_cache_test --cache_test_results=no",
        "//services/geo:tile_cache_test                              PASSED in 3.9s\n\nExecuted 1 out of 1 test: 1 test passes.",
    )
    t.say(
        "tile_cache_test failed once and passed when re-run uncached, with no changes. Flaky; I'd suggest marking it `flaky = True` in a separate change if it repeats."
    )
    return [], ["tile_cache_test"]


@case("bazel_unfixed_ffmpeg", "bazel", "unfixed", BAZEL)
def _(t):
    t.user("Build //native:codec please.")
    err = (
        "ERROR: /home/dev/mono/atlas/native/BUILD.bazel:8:10: Linking native/libcodec.so failed: (Exit 1): gcc failed: error executing CppLink command\n"
        "/usr/bin/ld: bazel-out/k8-fastbuild/bin/native/_objs/codec/frame.pic.o: in function `rk_decode':\n"
        "frame.cc:(.text+0x5c): undefined reference to `av_frame_alloc'\ncollect2: error: ld returned 1 exit status"
    )
    t.bash("bazel build //native:codec", err, 1)
    t.bash(
        "sudo apt-get install -y libavcodec-dev libavutil-dev",
        "Setting up libavutil-dev:amd64 (7:6.1.1-3ubuntu5) ...\nSetting up libavcodec-dev:amd64 (7:6.1.1-3ubuntu5) ...",
    )
    t.bash("bazel build //native:codec", err, 1)
    t.say(
        "Still undefined: the cc_library doesn't link avutil at all (no linkopts), installing the dev packages wasn't enough. This needs a BUILD change and a decision on system vs vendored FFmpeg."
    )
    t.user("Stop here, Priya owns that target.")
    return [], ["libavcodec-dev", "libavutil-dev"]


@case("bazel_agent_lesson_gazelle", "bazel", "agent_lesson", BAZEL)
def _(t):
    t.user("I added a Go dependency to the router, wire it up.")
    t.bash("bazel run //:gazelle", "INFO: Running command line: bazel-bin/gazelle\n")
    t.bash(
        "bazel build //services/router/...", "INFO: Build completed successfully, 311 total actions"
    )
    t.say(
        "For future sessions: in atlas, after changing go.mod you run `bazel run //:gazelle` and then "
        "`bazel mod tidy`, because the Go deps come from go_deps in MODULE.bazel; editing BUILD files by hand gets overwritten."
    )
    return [agent(["gazelle"], ["go.mod", "bazel mod tidy"])], []


@case("bazel_narration_es", "bazel", "narration", BAZEL, lang="es")
def _(t):
    t.user("¿Por qué la caché remota casi nunca acierta en CI?")
    t.bash(
        "bazel build //services/... --execution_log_json_file=/tmp/exec.json 2>&1 | tail -2",
        "INFO: 2210 processes: 31 remote cache hit, 2179 linux-sandbox.\nINFO: Build completed successfully, 2210 total actions",
    )
    think(
        t,
        "Maybe the CI runners embed the workspace path or a timestamp in some action. Could also be --stamp on CI only.",
    )
    t.say(
        "Sospecho que alguna acción incluye la ruta absoluta o un timestamp; quizá `--stamp` está activo solo en CI. "
        "Habría que comparar dos execution logs antes de cambiar nada en .bazelrc."
    )
    t.user("Vale, lo miramos el lunes.")
    return [], ["--stamp", "timestamp"]


@case("swift_interrupted_nl", "swift", "interrupted", SWIFT, lang="nl")
def _(t):
    t.user("Draai de UI-tests van Pantry even.")
    t.bash(
        "xcodebuild test -scheme PantryUITests -destination 'platform=iOS Simulator,name=iPhone 16'",
        "Test Suite 'PantryUITests' started at 2026-11-20 14:02:11.004.\n"
        "Test Case '-[PantryUITests.ShelfFlowTests testAddItem]' started.",
        interrupted=True,
    )
    t.say(
        "De UI-tests liepen langer dan de time-out van de tool en zijn afgebroken; ik heb geen resultaat. Zal ik ze op de achtergrond draaien?"
    )
    t.user("Nee, ik draai ze zelf in Xcode.")
    return [], []
