"""Try ranking settings on the tuning halves, product path only, without rebuilding stores.

    python -m benchmarks.tune [--half tuning|heldout|all] [--sets locomo,convo,coding]
                              [--store bulk|write] [--try NAME=V1,V2 ...]

Every store is built once, the way production stores the data (no `context`: no
production path fills it for conversation turns; see BENCHMARKS.md), then the default
ranking (`Memory.search`) is scored once per setting. A setting is a constant of
`retain.rank.search` (e.g. `--try SIBLING_WEIGHT=0,0.2,0.4`); each `--try` varies one
constant from the shipped values, several `--try` flags are tried one after the other,
not as a grid. Figures: LoCoMo turn any@5 (categories 1-4), the conversational set's
turn any@5, the coding set's R@1 / R@5. Choose on `--half tuning`; look at `heldout`
once, at the end.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from retain.rank import search as retrieve

from . import locomo_data
from .embed_cache import minilm

Scorer = Callable[[], str]


LOCOMO_DATA = locomo_data.DEFAULT_DATA
CONTEXT = "none"  # how conversation turns are stored (benchmarks.locomo.CONTEXTS)
STORE = "bulk"  # bulk: Memory.add_many; write: one Memory.write per turn, the gate deciding


def _conversations(
    name: str, convs: list[locomo_data.Conversation], tuning: tuple[str, ...]
) -> Callable[[str, Path, object], Scorer | None]:
    def build(half: str, workdir: Path, embedder: object) -> Scorer | None:
        from . import locomo

        if half != "all":
            convs_ = [c for c in convs if (c.sample_id in tuning) == (half == "tuning")]
        else:
            convs_ = convs
        stores = [
            locomo.build_store(c, workdir, embedder, context=CONTEXT, store=STORE)  # type: ignore[arg-type]
            for c in convs_
        ]

        def score() -> str:
            rows = locomo.evaluate(stores, ["default"])["default"]
            t = locomo.summarise(rows, "turn")["cat 1-4"]
            s = locomo.summarise(rows, "session")["cat 1-4"]
            return f"{name} {t['any@5']:.3f} (s {s['any@5']:.3f}, mrr {t['MRR']:.3f})"

        return score

    return build


def _locomo(half: str, workdir: Path, embedder: object) -> Scorer | None:
    if not LOCOMO_DATA.exists():
        print(f"(LoCoMo data not found at {LOCOMO_DATA}; skipped; pass --locomo PATH)")
        return None
    convs = locomo_data.load(LOCOMO_DATA)
    return _conversations("locomo", convs, locomo_data.TUNING)(half, workdir, embedder)


def _convo(half: str, workdir: Path, embedder: object) -> Scorer | None:
    from . import convo_data

    convs = convo_data.load(convo_data.DEFAULT_DATA)
    return _conversations("convo", convs, convo_data.TUNING)(half, workdir, embedder)


def _coding(half: str, workdir: Path, embedder: object) -> Scorer | None:
    from . import coding_cases

    mem, ids = coding_cases.build(workdir / "coding.db", embedder)  # type: ignore[arg-type]

    def score() -> str:
        small = coding_cases.run_small(workdir / "small.db", embedder, ("default",))  # type: ignore[arg-type]
        rows = coding_cases.run_cases(mem, ids, ("default",)) + small
        r1 = sum(o.rank == 1 for o in rows) / len(rows)
        r5 = sum(o.rank is not None and o.rank <= 5 for o in rows) / len(rows)
        leaks = sum(o.leaked for o in rows)
        return f"coding {r1:.3f}/{r5:.3f}" + (f" LEAKS {leaks}" if leaks else "")

    return score


SETS = {"locomo": _locomo, "convo": _convo, "coding": _coding}


def _parse(raw: str) -> tuple[str, list[float]]:
    name, _, values = raw.partition("=")
    if not hasattr(retrieve, name):
        raise SystemExit(f"retain.rank.search has no constant {name}")
    return name, [float(v) for v in values.split(",")]


def main(argv: list[str] | None = None) -> int:
    global LOCOMO_DATA, CONTEXT, STORE
    ap = argparse.ArgumentParser(prog="python -m benchmarks.tune", description=__doc__)
    ap.add_argument("--half", choices=("tuning", "heldout", "all"), default="tuning")
    ap.add_argument("--sets", default="locomo,convo,coding")
    ap.add_argument("--try", dest="tries", action="append", default=[], metavar="NAME=V1,V2")
    ap.add_argument("--locomo", type=Path, help="path to locomo10.json")
    ap.add_argument("--embedder", choices=("minilm", "fake"), default="minilm")
    ap.add_argument("--context", choices=("none", "capture"), default=CONTEXT)
    ap.add_argument(
        "--store",
        choices=("bulk", "write"),
        default="bulk",
        help="how conversation turns are stored (benchmarks.locomo --store)",
    )
    args = ap.parse_args(argv)
    CONTEXT, STORE = args.context, args.store
    if args.locomo:
        LOCOMO_DATA = args.locomo
    if args.embedder == "fake":
        from tests.fakes import FakeEmbedder

        embedder: object = FakeEmbedder()
    else:
        embedder = minilm()
    with tempfile.TemporaryDirectory(prefix="retain-tune-") as tmp:
        scorers = []
        for name in args.sets.split(","):
            d = Path(tmp) / name
            d.mkdir()
            s = SETS[name](args.half, d, embedder)
            if s is not None:
                scorers.append(s)

        def line(label: str) -> None:
            t0 = time.perf_counter()
            print(f"{label:<32} " + "  ".join(s() for s in scorers), end="")
            print(f"  ({time.perf_counter() - t0:.0f} s)", flush=True)

        line("shipped")
        for raw in args.tries:
            name, values = _parse(raw)
            shipped = getattr(retrieve, name)
            for v in values:
                setattr(retrieve, name, type(shipped)(v))
                line(f"{name}={v:g}")
            setattr(retrieve, name, shipped)
    return 0


if __name__ == "__main__":
    sys.exit(main())
