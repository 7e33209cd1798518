"""Build redact34 (the long memory with several values inside).

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json. Everything comes from one seeded
`random.Random` (gen.R) drawn in a fixed order, so a rebuild is byte-identical whatever PYTHONHASHSEED is.
`python build.py --stats` also prints length and labels-per-row figures.
"""

import collections
import json
import pathlib
import re
import string
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

import gen  # noqa: E402
from gen import R  # noqa: E402
from phrases import (BLOCK_O, BLOCK_S, CAPTIONS, COMMENTED, HEADINGS, LANGS, OTHER, PHASE, PS, SENT_O,  # noqa: E402
                     SENT_S, TABLE_O, TABLE_S, TITLES)

KINDS = ["handoff", "incident", "runbook", "onboarding", "daily", "ticket", "chat", "readme", "config_walk",
         "migration"]
SECRET_FAMILIES = KINDS
HARD_FAMILIES = {"incident", "ticket", "chat"}  # every row: a credential in a prose line, wrapped, quoted or beside ids
ORD_FAMILIES = [k + "_ord" for k in KINDS]
N_SEC, N_ORD = 80, 160
MIN_LEN, MAX_LEN = 300, 3000
MAX_DRAWS = 50
SLOT = re.compile(r"⟦([A-Za-z0-9_]+)⟧")
SPECIAL = {"pkey", "pkeyj", "pkeys"}


def lang_for(k, fam_index):
    """About a fifth of each family's rows are in one of the six other languages, in turn."""
    return OTHER[(k // 5 + fam_index) % len(OTHER)] if k % 5 == 2 else "en"


def resolve(name):
    for cand in (name, name.rstrip(string.digits), name[:-1]):
        if cand in gen.SECRET_KINDS or cand in SPECIAL:
            return "S", cand
    return "F", name if not name.endswith("b") else name


def fill(template):
    """(text, labels, credentials): every labelled slot's value is a label; a private key adds its body lines."""
    values, labels, creds = {}, [], 0
    for name in SLOT.findall(template):
        if name in values:
            continue
        side, base = resolve(name)
        if side == "S":
            creds += 1
            if base in SPECIAL:
                text, labs = gen.private_key(short=base != "pkey", sep="\\n" if base == "pkeyj" else "\n")
            else:
                text = gen.secret(base)
                labs = [text]
            values[name] = text
            labels += labs
        else:
            try:
                values[name] = gen.filler(name)
            except KeyError:
                values[name] = gen.filler(name[:-1])
    return SLOT.sub(lambda m: values[m.group(1)], template), labels, creds


def wrap_before(text, label):
    """Break the line just before a value (as a pasted, hard-wrapped sentence would)."""
    i = text.find(label)
    if i <= 0:
        return text
    if text[i - 1] == " ":
        return text[:i - 1] + "\n" + text[i:]
    return text[:i] + "\n" + text[i:]


# ------------------------------------------------------------------ units
ROW_USED = set()  # templates already used in the row being built: no row repeats a frame while others are left


def pick(pool):
    left = [t for t in pool if t not in ROW_USED] or pool
    t = R.choice(left)
    ROW_USED.add(t)
    return t


def sent_unit(lang, secret):
    text, labels, creds = fill(pick((SENT_S if secret else SENT_O)[lang]))
    if labels and R.random() < 0.2:
        text = wrap_before(text, labels[0])
    elif not labels and R.random() < 0.08 and " " in text[10:]:
        cut = text.index(" ", 10)
        text = text[:cut] + "\n" + text[cut + 1:]
    return {"t": "line", "text": text, "labels": labels, "creds": creds}


def block_unit(secret):
    lang, body = pick(BLOCK_S if secret else BLOCK_O)
    text, labels, creds = fill(body)
    return {"t": "block", "lang": lang, "text": text, "labels": labels, "creds": creds}


def table_unit(secret):
    text, labels, creds = fill(pick(TABLE_S if secret else TABLE_O))
    return {"t": "table", "text": text, "labels": labels, "creds": creds}


def ord_unit(lang, kind):
    r = R.random()
    if r < 0.6:
        return sent_unit(lang, False)
    if r < 0.9 or kind == "chat":
        return block_unit(False)
    return table_unit(False)


def secret_unit(lang, kind, want_line):
    r = R.random()
    if want_line or r < 0.4:
        return sent_unit(lang, True)
    if r < 0.87 or kind == "chat":
        return block_unit(True)
    return table_unit(True)


# ------------------------------------------------------------------ rendering per memory kind
def fence(u):
    tag = u["lang"] if R.random() < 0.75 else ""
    return f"```{tag}\n{u['text']}\n```"


def caption(lang):
    return fill(R.choice(CAPTIONS[lang]))[0]


def title(kind, lang):
    return fill(R.choice(TITLES[kind][lang]))[0]


def render(kind, lang, units):
    """Render the units (already in order) as one memory of the given kind."""
    out = [title(kind, lang)]
    bullets = R.random() < 0.5
    step = 0
    clock = R.randint(0, 20 * 60)
    people = R.sample(gen.PEOPLE, 3)
    phase = 0
    for i, u in enumerate(units):
        if u.get("quote"):
            q = "\n".join("> " + x for x in u["text"].split("\n"))
            if kind == "chat":
                clock += R.randint(1, 9)
                out.append(f"{q}\n[{clock // 60 % 24:02d}:{clock % 60:02d}] {R.choice(people)}: "
                           + R.choice(["^ this", "+1", "careful, that one is live", "noted", "ok done", "thx"]))
            else:
                out.append(f"**{R.choice(people)}** {COMMENTED[lang]} ({fill('⟦date⟧')[0]}):\n{q}\n"
                           + R.choice(["+1", "?", "Fixed.", "ok", "see above"]))
            continue
        text = u["text"]
        if u["t"] in ("block", "table"):
            body = fence(u) if u["t"] == "block" else text
            if kind == "chat":
                clock += R.randint(1, 15)
                out.append(f"[{clock // 60 % 24:02d}:{clock % 60:02d}] {R.choice(people)}:\n{body}")
            elif kind == "config_walk" and u["t"] == "block":
                out.append(f"`{R.choice(['.env', 'config/app.yml', 'values.yaml', 'docker-compose.yml', 'settings.py', 'application.properties', '~/.aws/credentials', 'k8s/secret.yaml'])}`:\n{body}")
            elif u["t"] == "block":
                out.append((caption(lang) + "\n" if R.random() < 0.5 else "") + body)
            else:
                out.append(body)
            continue
        # a prose line
        if kind == "incident":
            clock += R.randint(1, 40)
            out.append(f"- {clock // 60 % 24:02d}:{clock % 60:02d} UTC {text}")
        elif kind == "runbook":
            step += 1
            out.append(f"{step}. {text}")
        elif kind == "daily" or (kind in ("handoff", "onboarding") and bullets):
            out.append(f"- {text}")
        elif kind == "chat":
            clock += R.randint(1, 15)
            out.append(f"[{clock // 60 % 24:02d}:{clock % 60:02d}] {R.choice(people)}: {text}")
        elif kind == "ticket" and i > 1:
            out.append(f"**{R.choice(people)}** {COMMENTED[lang]} ({fill('⟦date⟧')[0]}):\n{text}")
        elif kind == "migration":
            if i % 3 == 0:
                phase += 1
                out.append(f"{PHASE[lang]} {phase}")
            out.append(f"- {text}")
        elif out and not out[-1].startswith(("#", "-", "`", "|", "*")) and R.random() < 0.5 and "\n" not in out[-1]:
            out[-1] += " " + text  # continue the paragraph
        else:
            out.append(text)
        if kind in ("handoff", "readme", "onboarding") and R.random() < 0.15:
            out.append(R.choice(HEADINGS[lang]))
    sep = "\n" if kind in ("incident", "daily", "runbook", "chat") else "\n\n"
    return sep.join(out)


def place(units, secret_units):
    for su in secret_units:
        units.insert(R.randint(0, len(units)), su)
    return units


def add_quote(units, kind, prefer_secret):
    """Chat and ticket memories quote an earlier line; the quoted value then appears twice."""
    if kind not in ("chat", "ticket"):
        return
    lines = [i for i, u in enumerate(units) if u["t"] == "line"]
    if prefer_secret:
        lines = [i for i in lines if units[i]["labels"]] or lines
    if not lines:
        return
    i = R.choice(lines)
    units.insert(R.randint(i + 1, len(units)), {"t": "line", "text": units[i]["text"], "labels": [], "creds": 0,
                                                "quote": True})


def target_len():
    r = R.random()
    if r < 0.3:
        return R.randint(MIN_LEN + 100, 900)
    if r < 0.75:
        return R.randint(900, 1800)
    return R.randint(1800, MAX_LEN - 300)


def n_creds():
    return R.choice([1, 1, 2, 2, 2, 3, 3, 4, 5])


def make_row(kind, lang, secret):
    ROW_USED.clear()
    goal = target_len()
    sec_units, creds = [], 0
    if secret:
        want = n_creds()
        while creds < want:
            u = secret_unit(lang, kind, want_line=(kind in HARD_FAMILIES and not sec_units))
            if creds + u["creds"] > 5:
                continue
            sec_units.append(u)
            creds += u["creds"]
    units = []
    base = sum(len(u["text"]) for u in sec_units)
    while base + sum(len(u["text"]) + 12 for u in units) < goal:
        units.append(ord_unit(lang, kind))
    first = last = None
    if secret:
        lines = [u for u in sec_units if u["t"] == "line"]
        r = R.random()
        if lines and r < 0.15:
            first = lines[0]
        elif lines and r < 0.33:
            last = lines[-1]
        rest = [u for u in sec_units if u is not first and u is not last]
        units = place(units, rest)
    if kind in ("chat", "ticket") and R.random() < (0.5 if secret else 0.35):
        add_quote(units, kind, secret)
    for _ in range(60):
        text = render(kind, lang, units)
        if first is not None:
            text = first["text"] + "\n" + text
        if last is not None:
            text = text + "\n\n" + R.choice(PS[lang]) + " " + last["text"]
        if len(text) > MAX_LEN:
            drop = [i for i, u in enumerate(units) if not u["labels"] and not u.get("quote")]
            if not drop:
                break
            units.pop(R.choice(drop))
            continue
        if len(text) < MIN_LEN:
            units.insert(R.randint(0, len(units)), ord_unit(lang, kind))
            continue
        break
    labels = []
    for u in sec_units:
        for lab in u["labels"]:
            if lab not in labels:
                labels.append(lab)
    return text, labels


def secret_rows():
    rows = []
    for fi, kind in enumerate(SECRET_FAMILIES):
        for k in range(N_SEC):
            lang = lang_for(k, fi)
            text, labels = make_row(kind, lang, True)
            assert labels and all(lab in text for lab in labels), (kind, text, labels)
            assert MIN_LEN <= len(text) <= MAX_LEN, (kind, len(text))
            rows.append({"text": text, "secrets": labels, "family": kind, "lang": lang})
    return rows


def ordinary_rows(sec):
    labels = sorted({lab for r in sec for lab in r["secrets"]})
    rows, seen = [], set()
    for fi, kind in enumerate(KINDS):
        for k in range(N_ORD):
            lang = lang_for(k, fi)
            for _ in range(MAX_DRAWS):
                text, got = make_row(kind, lang, False)
                assert not got
                if (text not in seen and MIN_LEN <= len(text) <= MAX_LEN
                        and not any(lab in text for lab in labels)):
                    break
            else:
                raise SystemExit(f"no clean ordinary row for {kind}/{lang} in {MAX_DRAWS} draws")
            seen.add(text)
            rows.append({"text": text, "family": kind + "_ord", "lang": lang})
    return rows


def write(name, rows, prefix):
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as f:
        for n, row in enumerate(rows, 1):
            f.write(json.dumps({"id": f"{prefix}{n:04d}", **row}, ensure_ascii=False) + "\n")


def main():
    assert sorted(SENT_O) == sorted(LANGS) == sorted(SENT_S)
    sec = secret_rows()
    ordi = ordinary_rows(sec)
    R.shuffle(sec)
    R.shuffle(ordi)
    write("secrets.jsonl", sec, "k")
    write("ordinary.jsonl", ordi, "o")
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    print(f"wrote {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)
    if "--stats" in sys.argv[1:]:
        for name, rows in (("secrets", sec), ("ordinary", ordi)):
            lens = sorted(len(r["text"]) for r in rows)
            print(name, "length min/median/max", lens[0], lens[len(lens) // 2], lens[-1], file=sys.stderr)
        print("labels per secret row", sorted(collections.Counter(len(r["secrets"]) for r in sec).items()),
              file=sys.stderr)


if __name__ == "__main__":
    main()
