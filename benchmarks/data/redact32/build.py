"""Build redact32 (a credential told in a sentence, informally, in English and twelve major languages).

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json. Everything comes from one seeded
`random.Random` (gen.R) drawn in a fixed order, so a rebuild is byte-identical whatever PYTHONHASHSEED is.
"""

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
from phrases import DAYS, END, LANGS, NAMES, OTHER, PHRASES, QUOTES, WRAPS  # noqa: E402

SECRET_FAMILIES = ["is_value", "colon", "user_pass", "value_first", "use_to", "temp", "wifi", "token", "pin",
                   "passphrase", "two_creds", "slang"]
HARD_FAMILIES = {"value_first", "use_to", "pin", "passphrase", "slang"}
ORD_FAMILIES = ["policy_ord", "procedure_ord", "pointer_ord", "failure_ord", "number_ord", "placeholder_ord",
                "username_ord", "wordsense_ord", "rotation_ord"]
N_SEC, N_ORD = 75, 190  # rows per secret family / per ordinary family
MAX_DRAWS = 50
LABEL_SLOTS = {"pw", "pw2", "tok", "wifi", "pin", "pp"}
QUOTE_P = {"pw": 0.3, "pw2": 0.2, "tok": 0.12, "wifi": 0.3, "pin": 0.0, "pp": 0.5}
FOLLOW = {"en": "thx", "zh": "谢谢", "hi": "धन्यवाद", "es": "gracias", "ar": "شكرا", "pt-BR": "valeu", "ru": "спс",
          "ja": "よろしく", "de": "danke", "fr": "merci", "ko": "감사합니다", "vi": "cảm ơn", "id": "makasih"}
ENVS = ["DEPLOY_TOKEN", "NPM_TOKEN", "SENTRY_AUTH_TOKEN", "GH_TOKEN", "REGISTRY_PASSWORD", "SLACK_BOT_TOKEN"]


def lang_for(k, fam_index):
    """Half the rows of each family in English, the other half cycling through the twelve languages."""
    return "en" if k % 2 == 0 else OTHER[(k // 2 + fam_index) % len(OTHER)]


def quoted(value, lang, p):
    if R.random() < p:
        left, right = R.choice(QUOTES[lang])
        return left + value + right
    return value


def number(slot):
    if slot == "len":
        return str(R.randint(8, 16))
    if slot == "days":
        return str(R.choice([30, 45, 60, 90, 180]))
    if slot == "ticket":
        return f"{R.choice(['OPS', 'INC', 'SUP', 'DEV', 'PLAT', 'SEC'])}-{R.randint(100, 9999)}"
    if slot == "order":
        return R.choice([f"#A-{R.randint(10000, 99999)}", f"ORD-{R.randint(2019, 2026)}-{R.randint(10000, 99999)}",
                         str(R.randint(10 ** 8, 10 ** 10))])
    if slot == "sha":
        return gen.hexs(R.choice([7, 7, 8, 12, 40]))
    if slot == "ver":
        return f"{R.randint(0, 5)}.{R.randint(0, 24)}.{R.randint(0, 12)}"
    if slot == "port":
        return str(R.choice([5432, 6379, 8080, 8443, 9000, 9090, 3000, 5672, 15672, 27017, R.randint(1024, 65535)]))
    if slot == "ext":
        return str(R.randint(100, 9999))
    if slot == "room":
        return R.choice([f"{R.randint(1, 9)}.{R.randint(1, 40):02d}", str(R.randint(101, 1299)),
                         f"B-{R.randint(100, 399)}"])
    if slot == "pr":
        return str(R.randint(12, 9999))
    if slot == "meet":
        return f"{R.randint(810, 899)} {R.randint(1000, 9999)} {R.randint(1000, 9999)}"
    if slot == "uuid":
        h = gen.hexs(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"
    if slot == "fp":
        return "SHA256:" + gen.s(gen.ALNUM + "+/", 43)
    if slot == "n":
        return str(R.randint(2, 40))
    raise KeyError(slot)


def fill(template, lang):
    """Fill the slots in order of appearance; returns (message, labels)."""
    values, labels = {}, []
    for _, slot, _, _ in string.Formatter().parse(template):
        if slot is None or slot in values:
            continue
        if slot in ("pw", "pw2"):
            v = gen.password()
        elif slot == "tok":
            v = gen.token()
        elif slot == "wifi":
            v = gen.wifi()
        elif slot == "pin":
            v = gen.pin()
        elif slot == "pp":
            v, words = gen.passphrase()
        elif slot == "sys":
            v = R.choice(gen.SYSTEMS)
            if lang != "en":
                v = v.removeprefix("the ")
        elif slot == "user":
            v = R.choice(gen.USERS)
        elif slot == "name":
            v = R.choice(NAMES[lang])
        elif slot == "net":
            v = R.choice(gen.NETS)
        elif slot == "door":
            v = R.choice(gen.DOORS)
        elif slot == "day":
            v = R.choice(DAYS[lang])
        elif slot == "end":
            v = R.choice(END[lang])
        elif slot == "proj":
            v = gen.project()
        elif slot == "env":
            v = R.choice(ENVS)
        else:
            v = number(slot)
        if slot in LABEL_SLOTS:
            labels += words if slot == "pp" else [v]
            v = quoted(v, lang, QUOTE_P[slot])
        values[slot] = v
    msg = template.format(**values)
    if msg.endswith("\n"):
        msg += FOLLOW[lang]
    return msg, labels


def wrap(msg, lang):
    w = R.choice(WRAPS)
    return w.format(msg=msg, hh=f"{R.randint(7, 23):02d}", mm=f"{R.randint(0, 59):02d}", who=R.choice(NAMES[lang]),
                    proj=gen.project())


def draw(lang, family, side):
    template = R.choice([t for f, t in PHRASES[lang][side] if f == family])
    msg, labels = fill(template, lang)
    return wrap(msg, lang), labels


def secret_rows():
    rows = []
    for fi, family in enumerate(SECRET_FAMILIES):
        for k in range(N_SEC):
            lang = lang_for(k, fi)
            text, labels = draw(lang, family, "S")
            assert labels and all(lab in text for lab in labels), (text, labels)
            rows.append({"text": text, "secrets": labels, "family": family, "lang": lang})
    return rows


def holds_label(text, labels, numeric):
    return any(lab in text for lab in labels) or any(m in numeric for m in re.findall(r"[0-9]+", text))


def ordinary_rows(sec):
    all_labels = {lab for r in sec for lab in r["secrets"]}
    numeric = {lab for lab in all_labels if lab.isdigit()}
    labels = sorted(all_labels - numeric)
    rows, seen = [], set()
    for fi, family in enumerate(ORD_FAMILIES):
        for k in range(N_ORD):
            lang = lang_for(k, fi)
            for _ in range(MAX_DRAWS):
                text, got = draw(lang, family, "O")
                assert not got
                if text not in seen and not holds_label(text, labels, numeric):
                    break
            else:
                raise SystemExit(f"no clean ordinary row for {family}/{lang} in {MAX_DRAWS} draws")
            seen.add(text)
            rows.append({"text": text, "family": family, "lang": lang})
    return rows


def write(name, rows, prefix):
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as f:
        for n, row in enumerate(rows, 1):
            f.write(json.dumps({"id": f"{prefix}{n:04d}", **row}, ensure_ascii=False) + "\n")


def main():
    for lang in LANGS:
        for side, fams in (("S", SECRET_FAMILIES), ("O", ORD_FAMILIES)):
            have = {f for f, _ in PHRASES[lang][side]}
            missing = [f for f in fams if f not in have]
            assert not missing, (lang, side, missing)
    sec = secret_rows()
    ordi = ordinary_rows(sec)
    R.shuffle(sec)
    R.shuffle(ordi)
    write("secrets.jsonl", sec, "k")
    write("ordinary.jsonl", ordi, "o")
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    print(f"wrote {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
