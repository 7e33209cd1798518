"""Build redact33 (a credential on a command line, in every shell and tool).

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json. Everything comes from one seeded
`random.Random` (gen.R) drawn in a fixed order, so a rebuild is byte-identical whatever PYTHONHASHSEED is.
"""

import base64
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
from phrases import (FENCE, FILE_LEADS, HIST_LEADS, LANGS, LEADS, NAMES, OTHER, PASTE_LEADS, T,  # noqa: E402,F401
                     TAILS)

SECRET_FAMILIES = ["flag_value", "short_flag", "positional", "env_prefix", "export", "url_creds", "header", "stdin",
                   "config_set", "container", "sql", "ci_file", "windows", "quoting"]
HARD_FAMILIES = {"short_flag", "positional", "stdin", "quoting"}
ORD_FAMILIES = ["lookalike_flag_ord", "reference_ord", "secret_manager_ord", "file_flag_ord", "placeholder_ord",
                "hash_id_ord", "public_ord", "prompt_ord", "output_ord", "wordsense_ord"]
N_SEC, N_ORD = 65, 170  # rows per secret family / per ordinary family
MAX_DRAWS = 50
SLOT = re.compile(r"⟦([A-Za-z0-9_]+)⟧")
PASSWORDS = {"pw", "pwq", "pwd", "pwc", "pwu"}
# escape kinds: (left piece, separator as typed, right piece) - both pieces are labels
ESCAPES = {
    "esc_dq": ["\\$", "\\`", "\\\"", "\\\\"],          # bash "..."
    "esc_sq": ["'\\''"],                               # bash '...' closed, escaped quote, reopened
    "ansi": ["\\'", "\\\\", "\\x21", "\\x24"],         # bash $'...'
    "meta": [";", "&", "|", "<", ">", "(", ")", "&&", "*", "#", " ", "$"],  # inside single quotes
    "bs": ["\\!", "\\&", "\\;", "\\$", "\\|", "\\(", "\\#"],  # unquoted bash
    "helm": ["\\,"],                                   # helm --set escapes a comma
    "fish_sq": ["\\'"],                                # fish '...'
    "ps_bt": ["`$", "`\"", "``"],                      # PowerShell "..."
    "ps_sq": ["''"],                                   # PowerShell '...'
    "caret": ["^&", "^|", "^<", "^>", "^^"],           # cmd.exe unquoted
    "pct": ["%%"],                                     # batch file literal %
    "nu_raw": ["'", "\""],                             # nushell r#'...'#
    "make": ["$$"],                                    # Makefile recipe literal $
    "cron": ["\\%"],                                   # crontab literal %
    "sysd": ["%%"],                                    # systemd unit literal %
}
CONT = {"sh": " \\", "zsh": " \\", "bash": " \\", "fish": " \\", "tcsh": " \\", "pwsh": " `", "cmd": " ^"}
PROMPTS = {
    "bash": ["$ ", "{person}@{host}:~/src/{proj}$ ", "[{person}@{host} ~]$ ", "root@{host}:~# "],
    "zsh": ["% ", "➜  {proj} git:(main) ", "{person}@mbp ~/src/{proj} % "],
    "fish": ["{person}@{host} ~/s/{proj}> ", "~/src/{proj} (main)> "],
    "pwsh": ["PS C:\\Users\\{person}> ", "PS C:\\src\\{proj}> ", "PS /home/{person}/src/{proj}> "],
    "cmd": ["C:\\Users\\{person}>", "C:\\src\\{proj}>"],
    "nu": ["~/src/{proj}> ", "{person}@{host} ~/src/{proj}〉"],
    "tcsh": ["{host}:~> ", "[{person}@{host} ~]% "],
}
NEIGHBOURS = {
    "bash": ["cd ~/src/{proj}", "ls -la", "git status", "git pull --rebase", "clear", "cat README.md | head"],
    "fish": ["cd ~/src/{proj}", "ls", "git status", "clear"],
    "pwsh": ["cd C:\\src\\{proj}", "Get-ChildItem", "git status", "cls"],
    "cmd": ["cd C:\\src\\{proj}", "dir", "cls"],
    "nu": ["cd ~/src/{proj}", "ls", "git status"],
    "tcsh": ["cd ~/src/{proj}", "ls", "clear"],
}
NEIGHBOURS["zsh"] = NEIGHBOURS["bash"]


def lang_for(k, fam_index):
    """About a sixth of each family's rows carry their prose in one of the five other languages."""
    return OTHER[(k // 6 + fam_index) % len(OTHER)] if k % 6 == 3 else "en"


def date():
    return f"{R.randint(2023, 2025)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"


def filler(name):
    f = {
        "user": lambda: R.choice(gen.USERS), "person": lambda: R.choice(gen.PEOPLE), "proj": gen.project,
        "host": lambda: R.choice(gen.HOSTS), "dom": lambda: R.choice(gen.DOMAINS), "region": lambda: R.choice(gen.REGIONS),
        "ns": lambda: R.choice(gen.NAMESPACES), "db": lambda: R.choice(gen.DBS), "ssid": lambda: R.choice(gen.SSIDS),
        "port": lambda: str(R.choice([5432, 6379, 8080, 8443, 9000, 3000, 5672, 27017, R.randint(1024, 65535)])),
        "reg": lambda: R.choice(["ghcr.io", "registry.gitlab.com", "harbor.corp.example", "nexus.lab.example:8443",
                                 "docker.io", "cr.shop.example"]),
        "ver": lambda: f"{R.randint(0, 5)}.{R.randint(0, 24)}.{R.randint(0, 12)}",
        "sha7": lambda: gen.hexs(7), "sha7b": lambda: gen.hexs(7), "sha7c": lambda: gen.hexs(7),
        "sha12": lambda: gen.hexs(12), "sha40": lambda: gen.hexs(40), "h6": lambda: gen.hexs(6),
        "h16": lambda: gen.hexs(16), "H16": lambda: gen.hexs(16).upper(), "h17": lambda: gen.hexs(17),
        "h32": lambda: gen.hexs(32), "h64": lambda: gen.hexs(64), "H64": lambda: gen.hexs(64).upper(),
        "H40": lambda: gen.hexs(40).upper(), "thumb": lambda: gen.hexs(40).upper(),
        "uuid": gen.uuid, "acct": lambda: str(R.randint(10 ** 11, 10 ** 12 - 1)), "ak": gen.access_key_id,
        "n": lambda: str(R.randint(2, 250)), "n4": lambda: str(R.randint(1000, 9999)),
        "n6": lambda: str(R.randint(100000, 999999)), "n7": lambda: str(R.randint(1000000, 9999999)),
        "uid": lambda: str(R.randint(1001, 1099)),
        "bucket": lambda: f"{gen.project()}-{R.choice(['assets', 'backups', 'exports', 'logs'])}",
        "org": lambda: R.choice(["acme", "northwind", "kestrel-labs", "shopco", "lagoon-dev"]),
        "repo": lambda: R.choice(gen.PROJECTS) + R.choice(["", "-cli", "-sdk", "-core", "-tools"]),
        "date": date, "ts": lambda: f"{date()}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z",
        "ts14": lambda: date().replace("-", "") + f"{R.randint(0, 235959):06d}",
        "runid": lambda: str(R.randint(10 ** 9, 10 ** 10)),
        "edpub": lambda: gen.s(gen.B64, 43), "age58": lambda: gen.s("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58),
        "wgpub": lambda: gen.s(gen.B64, 43) + "=", "mini": lambda: gen.s(gen.B64, 53),
        "b64fix": lambda: base64.b64encode(bytes(R.randrange(256) for _ in range(R.randint(6, 18)))).decode(),
        "pk": lambda: gen.s(gen.ALNUM, 99), "mapbox": lambda: gen.s(gen.B64URL, 40) + "." + gen.s(gen.B64URL, 22),
        "gpgfp": lambda: gen.hexs(40).upper(), "b64_43": lambda: gen.s(gen.B64, 43),
        "b64_86": lambda: gen.s(gen.B64, 86), "fp43": lambda: gen.s(gen.B64, 43),
        "fpr": lambda: ":".join(gen.hexs(2).upper() for _ in range(32)), "aida": lambda: gen.s(gen.UPPER_D, 17),
    }
    if name in f:
        return f[name]()
    base = name.rstrip(string.digits)
    if base in f:
        return f[base]()
    raise KeyError(name)


def labelled(name):
    """(text as typed, labels) for a labelled slot, or None for a filler slot."""
    base = name if name in gen.TOKENS or name in ESCAPES or name in PASSWORDS else name.rstrip(string.digits)
    if base in PASSWORDS:
        v = gen.password(base)
        return v, [v]
    if base in gen.TOKENS:
        v = gen.token(base)
        return v, [v]
    if base == "basic":
        v = base64.b64encode(f"{R.choice(gen.USERS)}:{gen.password('pw')}".encode()).decode()
        gen.USED.add(v)
        return v, [v]
    if base == "phrase":
        v, words = gen.passphrase()
        return v, words
    if base in ESCAPES:
        a, b = gen.chunk(), gen.chunk()
        return a + R.choice(ESCAPES[base]) + b, [a, b]
    return None


def fill(template):
    values, labels = {}, []
    for name in SLOT.findall(template):
        if name in values:
            continue
        got = labelled(name)
        if got is None:
            values[name] = filler(name)
        else:
            values[name], labs = got
            labels += labs
    return SLOT.sub(lambda m: values[m.group(1)], template), labels, values


def continue_lines(cmd, shell):
    """Break a long one-line command before its flags, with the shell's line continuation."""
    cuts, quote = [], None
    for i, ch in enumerate(cmd):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == " " and cmd[i + 1:i + 2] == "-" and i > 0:
            cuts.append(i)
    if len(cuts) < 2:
        return cmd
    parts, last = [], 0
    for c in cuts:
        parts.append(cmd[last:c])
        last = c + 1
    parts.append(cmd[last:])
    return (CONT[shell] + "\n  ").join(parts)


def ctx():
    return {"proj": gen.project(), "host": R.choice(gen.HOSTS), "name": R.choice(NAMES), "person": R.choice(gen.PEOPLE)}


def lead(table, lang, c, **extra):
    return R.choice(table[lang]).format(**c, **extra)


def wrap(shell, cmd, out, lang, family):
    c = ctx()
    if shell in FILE_LEADS:
        head = lead(LEADS, lang, c) if lang != "en" else R.choice(FILE_LEADS[shell]).format(**c)
        body = cmd + ("\n" + out if out else "")
        r = R.random()
        if r < 0.5:
            return f"{head}\n```{FENCE[shell]}\n{body}\n```"
        if r < 0.85:
            return f"{head}\n{body}"
        return body
    if shell == "sh":
        shell = "bash" if R.random() < 0.7 else "zsh"
    if "\n" not in cmd and family != "quoting" and shell in CONT and len(cmd) > 70 and R.random() < 0.2:
        cmd = continue_lines(cmd, shell)
    one_line = "\n" not in cmd
    r = R.random()
    if out and r < 0.6 or not out and r < 0.2:  # a pasted terminal session
        prompt = R.choice(PROMPTS[shell]).format(**c)
        head = lead(PASTE_LEADS, lang, c)
        body = prompt + cmd + ("\n" + out if out else "")
        return f"{head}\n{body}" if head else body
    if one_line and r < 0.38:  # a shell history excerpt with its neighbours
        hist = {"bash": "bash_history", "zsh": "zsh_history"}.get(shell, "history")
        head = lead(HIST_LEADS, lang, c, hist=hist)
        before = R.choice(NEIGHBOURS[shell]).format(**c)
        after = R.choice(NEIGHBOURS[shell]).format(**c)
        n = R.randint(120, 1900)
        ts = R.randint(1690000000, 1740000000)
        stamps = [ts, ts + R.randint(5, 90), ts + R.randint(100, 400)]
        if shell == "zsh":
            lines = [f": {t}:0;{x}" for t, x in zip(stamps, [before, cmd, after])]
        elif shell == "fish":
            lines = [f"- cmd: {x}\n  when: {t}" for t, x in zip(stamps, [before, cmd, after])]
        elif shell in ("bash", "tcsh"):
            lines = [f"{n + k:5d}  {x}" for k, x in enumerate([before, cmd, after])]
        else:
            lines = [before, cmd, after]
        return head + "\n" + "\n".join(lines)
    head = lead(LEADS, lang, c)
    tail = R.choice(TAILS[lang])
    if one_line and "`" not in cmd and r < 0.55:
        body = f"{head} `{cmd}`"
    elif r < 0.8:
        body = f"{head}\n```{FENCE.get(shell, shell)}\n{cmd}\n```"
        if out:
            body += f"\n```\n{out}\n```"
    else:
        body = f"{head}\n{cmd}" + ("\n" + out if out else "")
    return body + ("\n" + tail if tail else "")


def draw(family, side, lang):
    item = R.choice(T[side][family])
    shell, cmd, out = item if len(item) == 3 else (*item, "")
    full, labels, _ = fill(cmd + "\x00" + out)
    cmd, out = full.split("\x00")
    return wrap(shell, cmd, out, lang, family), labels, shell


SHELLS = collections.Counter()


def secret_rows():
    rows = []
    for fi, family in enumerate(SECRET_FAMILIES):
        for k in range(N_SEC):
            lang = lang_for(k, fi)
            text, labels, shell = draw(family, "S", lang)
            assert labels and all(lab in text for lab in labels), (text, labels)
            SHELLS["S", shell] += 1
            rows.append({"text": text, "secrets": labels, "family": family, "lang": lang})
    return rows


def ordinary_rows(sec):
    labels = sorted({lab for r in sec for lab in r["secrets"]})
    rows, seen = [], set()
    for fi, family in enumerate(ORD_FAMILIES):
        for k in range(N_ORD):
            lang = lang_for(k, fi)
            for _ in range(MAX_DRAWS):
                text, got, shell = draw(family, "O", lang)
                assert not got, (family, got)
                if text not in seen and not any(lab in text for lab in labels):
                    break
            else:
                raise SystemExit(f"no clean ordinary row for {family}/{lang} in {MAX_DRAWS} draws")
            seen.add(text)
            SHELLS["O", shell] += 1
            rows.append({"text": text, "family": family, "lang": lang})
    return rows


def write(name, rows, prefix):
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as f:
        for n, row in enumerate(rows, 1):
            f.write(json.dumps({"id": f"{prefix}{n:04d}", **row}, ensure_ascii=False) + "\n")


def main():
    for side, fams in (("S", SECRET_FAMILIES), ("O", ORD_FAMILIES)):
        assert sorted(T[side]) == sorted(fams), (side, sorted(T[side]))
    sec = secret_rows()
    ordi = ordinary_rows(sec)
    R.shuffle(sec)
    R.shuffle(ordi)
    write("secrets.jsonl", sec, "k")
    write("ordinary.jsonl", ordi, "o")
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    print(f"wrote {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)
    if "--shells" in sys.argv[1:]:
        for side in "SO":
            print(side, sorted(((s, n) for (d, s), n in SHELLS.items() if d == side), key=lambda x: -x[1]),
                  file=sys.stderr)


if __name__ == "__main__":
    main()
