"""Tool-time keys: the exact things a memory names that a tool call can touch.

A coding agent is about to edit a file or run a command. What it must not forget is
usually tied to that exact thing: "`ledger_pb2.py` is generated, edit the .proto and run
`make proto`", "never `kubectl apply` to prod". At write time a memory's text is read
for such keys (`memory_keys`), stored in the `tool_keys` table (migration m009) and
looked up by the PreToolUse hook with indexed equality only (retain.rank.tool): no
embedder, no model, no scoring of words.

Five kinds of key:
- file: a path the memory names (`billing/retry.py`, `ledger_pb2.py`, `Makefile`), as
  written; a tool call's file matches when one of its path's tails equals it
  (`proto/gen/ledger_pb2.py` has tails `gen/ledger_pb2.py` and `ledger_pb2.py`);
- dir: a folder it names (`migrations/`, `db/migrations`); a file matches when its
  folder is it, or an ancestor named by two segments or more (a memory about `src/`
  is not about every file under it);
- cmd: a command it names, in backticks or plainly for a known tool (`kubectl apply`,
  `make proto`, `go mod tidy`), as its tool and subcommands (`command_key`), never a
  bare tool; a Bash call looks up its full key only (a command run in a container as
  itself). A backticked command's target is its span, compared with the call by
  retain.core.toolspans;
- gen: "X is generated from Y": key X, target Y (an edit of X brings Y's memories);
- code: what it forbids an edit to write (`float64`), target the whole form (toolcode).

Other shapes a memory names them by (a family of files by extension `*.meta`, keyed as a
file; a command line of a tool the command table does not know; a tool not to run; an
option for every run of a tool) are read by retain.core.toolforms.

Both sides share one parser (`command_words`): a command named and the same command run
look up the same key (the call's side: retain.core.toollookup). Stdlib only (re and
shlex): the hook imports it.
"""

from __future__ import annotations

import re

from retain.core.toolbuild import gradle_build_scripts
from retain.core.toolcode import code_keys
from retain.core.toolcommand import LAUNCHERS, MAX_KEY_CHARS, command_key, split_command
from retain.core.toolglobs import name_globs

# The call's side (what a Bash call or an edit looks up) lives in retain.core.toollookup;
# its names stay importable from here, where the rank modules and tests find them.
from retain.core.toollookup import command_lookup as command_lookup
from retain.core.toollookup import here as here
from retain.core.toollookup import name_families as name_families
from retain.core.toollookup import path_lookup as path_lookup
from retain.core.toollookup import unique as unique
from retain.core.toolroles import memory_roles
from retain.core.toolspans import PARTIAL, PLAIN, span_sign
from retain.lazyre import lazy

KEY_KINDS = ("file", "dir", "cmd", "gen", "code")
MAX_KEYS = 24  # per memory: a memory naming more things is a listing, not a rule
_BACKTICK = lazy(r"`([^`\n]{1,300})`")
# A project's own launcher named alone: `bin/rails`, `./gradlew`, `scripts/lint`.
_BINSTUB = lazy(r"(?:\./|(?:\./)?(?:bin|scripts?)/)([A-Za-z][\w.-]*)")
# A dotted name after a tool in backticks is its task (`mix ecto.gen.migration`), not a file
_TASK = lazy(r"`([\w.-]+)\s+((?:[a-z]\w*\.){2,}[a-z]\w*|[a-z]\w*\.[a-z]{5,})(?=[\s`])")
# A path-like token, as retain.anchors.refs reads one: `a/b/c.py`, `a/b/`, `name.ext`,
# and a dotfile named alone (`.bazelrc`, `.gas-snapshot`): people name those bare, in
# prose or backticks, as often as any file. Not right after `=`
# (`-DTOOLCHAIN=cmake/arm.cmake`: a flag's or variable's value in a command) nor before
# `{` or `<` (`notes/{id}`: a route or format template), nor after one (`<name>.json`).
_PATH = lazy(
    r"(?<![\w/.:@=*>}-])((?:\.{1,2}/)?(?:[\w.@*-]+/)+[\w.@*-]*"
    r"|[\w@-][\w.@-]*\.[A-Za-z0-9_]{1,10}|\.[A-Za-z][\w.-]*[A-Za-z0-9])"
    r"(?![\w/{<])"
)
# Not from inside a word: from every letter of a long one `\w+` ran to its end and failed
# (quadratic: 0.15 s for a 4,000-character token); a URL's match starts at its word's start.
_URL = lazy(r"(?<!\w)\w+://\S+")
# `com.acme.app.dev`: an application id in reverse domain order, not a file name.
_REVERSE_DNS = lazy(r"^(?:com|org|net|io|dev|edu|gov)\.[A-Za-z_][\w]*\.[\w.]+$")
_NOT_A_PATH = lazy(r"^[\d./-]+$|^[A-Za-z]\.[A-Za-z]$")  # a version, a date, "e.g"
BARE_FILES = frozenset(
    {"Makefile", "makefile", "GNUmakefile", "Dockerfile", "Justfile", "justfile", "Procfile",
     "Gemfile", "Rakefile", "Vagrantfile", "Jenkinsfile", "CODEOWNERS", "Containerfile",
     "Tiltfile", "Brewfile", "Pipfile"})  # fmt: skip
# A table of Cargo's manifest (`[dev-dependencies]`, `[workspace.dependencies]`): where a
# new crate shows. A memory asking to be asked before one is added that names the table
# and no manifest file of its own is tied to Cargo.toml (retain.rank.toolmanifest).
_CARGO_TABLE = lazy(r"\[(?:(?:dev-|build-)?|(?:workspace|target\.[\w.-]{1,60})\.)dependencies\]")
DESTINATION = "="  # a path key's target when the memory sends work there
# A folder named as another folder's own (`packages/ui ... its dist/`): one word at most
# between (`its generated test/`), not `its own` (`each experiment is its own configs/x/`).
_ITS = lazy(r"\bits\s+(?!own\b)(?:[a-z]+\s+)?`?$")
_SENTENCE_END = lazy(r"[.;!?](?:\s|$)|\n")
NAMED = "~"  # a folder key's target when the memory names it by a word (`the X folder`)
# Right after a command a memory names: the path it runs on (its argument).
_RUN_ON = lazy(r"\s+(?:on|in|against|inside)\s+(?:the\s+)?((?:\.{1,2}/)?[\w.@-]+/[\w./@*-]*)")
# After a dotfile: a noun it qualifies (`old .env values`, `.npmrc settings`), which
# names what the file holds (an edit writing it is tied by content), not the file.
_HOLDS = lazy(
    r"\s+(?:values?|variables?|vars?|entries|entry|keys?|settings?|secrets?|contents?|lines?)\b"
)
# A dotenv file (`.env`, `.env.testing`, `.dev.vars`): memories name it as where a value
# lives (`DATABASE_PORT=5433 in .env.testing`); what an edit writes there ties them.
_DOTENV = lazy(r"\.(?:[\w-]+\.)*(?:env|vars)(?:\.[\w-]+)*$")
_SENTENCE = lazy(r"(?<=[.!?;])\s+|\n+")
_MADE_BY_A_TOOL = lazy(
    r"\b(?:auto-?|re)?generated\b|\bcodegen\b|\bproduced by\b"
    r"|\b(?:is|are) (?:the )?(?:build )?output\b|[./]\S* (?:is|are) [\w.+-]+ output\b"
    r"|\b(?:is|are) [\w.+-]+ and [\w.+-]+ output\b"  # `is esbuild and tailwind output`
    # the same in the languages memories are written in: générés par, generata da,
    # generiert, generados por, gerados por
    r"|\bg[ée]n[ée]r[ée]e?s?\s+(?:par|avec)\b|\bgenerat[aoi]\s+da\b|\bgeneriert\b"
    r"|\bgenerad[oa]s?\s+(?:por|con)\b|\bgerad[oa]s?\s+(?:por|pelo|pela|com)\b",
    re.I,  # the path one: a tool's output (`requirements.txt is pip-compile output`)
)


# A parenthesised listing: `(apps/mobile, packages/api_client, packages/ui_kit)`.
_PARENS = lazy(r"\(([^()]{1,300})\)")
LISTING = 3  # folders listed together, at least: what a workspace holds, not one's rule


def _listings(text: str) -> list[tuple[int, int]]:
    """Where `text` lists LISTING or more folders in parentheses, comma-separated: a
    memory describing a layout (`melos workspace (apps/mobile, packages/api_client,
    packages/ui_kit)`) says nothing about an edit in any one of them."""
    out = []
    for m in _PARENS.finditer(text):
        items = [i.strip() for i in m.group(1).split(",")]
        if len(items) >= LISTING and all("/" in i and " " not in i for i in items):
            out.append((m.start(), m.end()))
    return out


# What makes a memory a rule rather than a description: a negation, a limit, a
# requirement or a change of state (English, and the languages memories are written in).
_RULE_WORD = lazy(
    r"\b(?:not|never|no|don'?t|do not|must|only|always|instead|use|avoid|keep|stays?"
    r"|needs?|requires?d?|frozen|reserved|read-only|gone|removed|moved|deprecated"
    r"|decommissioned|nicht|nie|nur|kein\w*|nunca|solo|sólo|jamais|seulement|não|só)\b"
    r"|[不別别只禁]|必ず|ない|だけ",
    re.I,
)


def states_rule(text: str) -> bool:
    """Does a memory say what to do or not do (`not 5432`, `only extends`, `must
    change`), rather than only describe (`CI is Codemagic (codemagic.yaml)`)?"""
    return _RULE_WORD.search(text) is not None


def says_generated(text: str) -> bool:
    """Does a memory say something is generated (by a tool, from a source)?"""
    return _MADE_BY_A_TOOL.search(text) is not None


def _clean_path(raw: str) -> str:
    value = raw.rstrip(".,:;)'\"")
    while value.startswith("./"):
        value = value[2:]
    return value


def path_key(value: str) -> tuple[str, str] | None:
    """('file' | 'dir', key) of a path-like token, or None when it is not a path: a
    version, a URL, an absolute or parent path, a glob's own pattern."""
    value = _clean_path(value)
    if "*" in value:  # `migrations/*.sql`: the folder it globs in
        value = value[: value.index("*")]
        if "/" not in value:
            return None
        value = value[: value.rindex("/") + 1]
    if not value or len(value) > MAX_KEY_CHARS or value.startswith(("/", "../", "~")):
        return None
    if _NOT_A_PATH.match(value) or "//" in value or _REVERSE_DNS.match(value):
        return None
    if value.endswith("/"):
        value = value.rstrip("/")
        return ("dir", value) if value else None
    name = value.rsplit("/", 1)[-1]
    if "." in name.lstrip("."):
        stem, _, ext = name.rpartition(".")
        if ext.isdigit() or (len(stem) < 2 and "/" not in value):
            return None
        return "file", value
    if name in BARE_FILES or name.startswith("."):
        return "file", value
    return ("dir", value) if "/" in value else None


def _owned(
    clean: str, start: int, found: tuple[str, str], folders: list[tuple[int, str]]
) -> tuple[str, str]:
    """A folder named as the folder before it in its sentence has it ("packages/api/ is
    generated: don't edit its lib/ or its test/"): keyed inside that one
    (`packages/api/lib`), not as every `lib/` of the project."""
    if found[0] != "dir" or not folders or _ITS.search(clean, max(0, start - 40), start) is None:
        return found
    at, owner = folders[-1]
    if _SENTENCE_END.search(clean, at, start) is not None or found[1].startswith(owner + "/"):
        return found
    return ("dir", f"{owner}/{found[1]}")


def memory_keys(text: str) -> list[tuple[str, str, str]]:
    """(kind, key, target) of everything in a memory's text a tool call can touch:
    files, folders, commands, and generated-from links (target: the source; '' for
    the others). Deterministic: the same text always gives the same keys."""
    from retain.core import signature as sig
    from retain.core import toolalias, toolaside, toolcommit, toolforms, toolplaces, toolwrapped
    from retain.core.newdeps import about_new_dependencies, ecosystem_manifests
    from retain.core.toolqualified import qualified_keys

    out: dict[tuple[str, str], str] = {}
    clean = text_nourl = _URL.sub(" ", text)
    contrast = False
    for m in _BACKTICK.finditer(text_nourl):
        span = m.group(1)
        stub = _BINSTUB.fullmatch(span.strip())
        if stub is not None and span_sign(m.string, m.start(), m.end()) == "+":
            # The project's own launcher for a tool (`bin/rails`, `./gradlew`): every run
            # of that tool by another name (a global `rails`) is the one it warns about.
            clean = clean.replace(f"`{span}`", " ")
            launched = LAUNCHERS.get(stub.group(1), stub.group(1))
            out.setdefault(("cmd", launched), "+" + span.strip())
            continue
        key = command_key(span, strict=False)
        tool = toolforms.command_line(span) if not key else None
        if tool is not None:
            # A command line of a tool the table does not know (`nrfjprog --eraseall`):
            # keyed on the tool, its span compared with a run of it; the paths in it are
            # where it runs (`clang-format -i app/src/*.c`), not what the memory is about.
            clean = clean.replace(f"`{span}`", " ")
            # A prescribed one is tied to a run of the same target that leaves out an
            # option (toolspans.PARTIAL), not to every run of the tool.
            # One warned against is tied to a run passing its option (span_verdict); one
            # the memory describes or that fails says nothing of a run of the tool.
            sign = span_sign(m.string, m.start(), m.end())
            if sign in ("+", "-"):
                sign = PARTIAL if sign == "+" else sign
                out.setdefault(("cmd", tool), sign + span.strip())
            continue
        sign = span_sign(m.string, m.start(), m.end())
        inner = toolwrapped.wrapped_run(span) if sign == "+" else None
        if inner is not None:  # `sail npm run build`: a run of npm without sail breaks it
            out.setdefault(("cmd", inner), toolwrapped.WRAPPED + span.strip())
        if not key:
            continue
        # A path inside a command (`go test ./internal/api/`) is where the command runs,
        # not a file or folder the memory is about: it is not read as a path key.
        clean = clean.replace(f"`{span}`", " ")
        # A path named right after the command (`\`helm lint\` on helm/charts/x`,
        # `\`make test\` in services/api`) is where it runs, as a path inside it would be.
        arg = _RUN_ON.match(text_nourl, m.end())
        if arg is not None:
            clean = clean.replace(arg.group(0), " ", 1)
        # A bare tool name (`go`, `pytest --create-db`) would fire on every run of it.
        sign = span_sign(m.string, m.start(), m.end())
        contrast = contrast or sign in (None, "-")
        had = out.get(("cmd", key))
        # the same command named to run and, further on, not to run: the warning is the
        # rule (a note whose opening says to run it and whose real rule forbids it)
        again = had is not None and sign == "-" and had[:1] in "+~" and had[1:] == span.strip()
        if " " in key and sign and (had is None or again):
            out[("cmd", key)] = sign + span.strip()
        if sign == "+" and key.startswith("cd "):
            # `cd backend && alembic revision ...`: the step is the command run there, and
            # a run of it elsewhere is what the memory is about (the span tells where)
            after = split_command(span)[1:2]
            then = command_key(" ".join(after[0]), strict=False) if after else None
            if then and " " in then and not then.startswith("cd "):
                out.setdefault(("cmd", then), "+" + span.strip())
    if contrast:
        # A memory that names a command as failing or not to run, and another as doing
        # the work (`pnpm e2e` starts the servers; `npx playwright test` alone fails):
        # the one doing the work is the way, and a call running it follows the memory.
        for k, t in out.items():
            if k[0] == "cmd" and t.startswith("~"):
                out[k] = "+" + t[1:]
    clean = _TASK.sub(r"`\1 ", clean)
    plain = toolforms.plain_commands(_BACKTICK.sub(" ", clean))
    # A file or folder the memory sends work to (`use X`, `versions live in X`): its
    # target is DESTINATION, and the hook keeps quiet for an edit there; unless the memory
    # prescribes a step that must follow (`... and run \`make deps\``), or still rules an
    # edit of it (another place to change with it, a rule after it: toolplaces.still_ruled).
    follow_up = any(k == "cmd" and t.startswith("+") for (k, _), t in out.items())
    for key, target in plain:  # a generator named plainly is no step that must follow
        out.setdefault(("cmd", key), target)
    # Folders not keyed: one of several listed (the layout), or named in the clause of
    # an error the memory opens with (where the error showed): no rule applies there.
    layout = [*_listings(clean), (0, sig.error_place(clean))]
    globs, clean = name_globs(clean)  # `Pulumi.<stack>.yaml`: every stack's file
    out.update((("file", g), "") for g in globs if ("file", g) not in out)
    quoted = toolplaces.quotes_blanked(clean)
    folders: list[tuple[int, str]] = []  # the folders keyed so far, by where named
    for m in _PATH.finditer(clean):
        if m.group(1)[0] == "." and (_HOLDS.match(clean, m.end()) or _DOTENV.match(m.group(1))):
            continue  # `.env values`, `.env.testing`: what the dotfile holds, not the file
        found = path_key(m.group(1))
        if found is not None and found[0] == "dir" and any(a <= m.start() < b for a, b in layout):
            continue
        if found is not None:
            if toolplaces.excepted(clean, m.start()):
                continue  # named as where the rule does not apply
            sent = not follow_up and toolplaces.sent_to(clean, quoted, m.start(), m.end())
            said = m.start() + len(m.group(1).rstrip("."))  # `in X/.`: the stop is not X's
            sent = sent and not toolplaces.still_ruled(clean, quoted, m.start(), said)
            owned = _owned(clean, m.start(), found, folders)
            if owned == found and found[0] == "dir":
                folders.append((m.start(), found[1]))
            found = owned
            out.setdefault(found, DESTINATION if sent else "")
    for found, moved_to in qualified_keys(clean):  # `com.acme.orders.pricing`: a folder
        out.setdefault(found, DESTINATION if moved_to else "")
    for family in toolforms.families(clean):  # `*.tfvars`, ".meta files"
        out.pop(("file", family[1:]), None)  # the family's extension, not a dotfile
        out.setdefault(("file", family), "")
    for script in gradle_build_scripts(text):  # `:domain`: a Gradle project's build script
        out.setdefault(("file", script), "")
    for role in memory_roles(text):  # "the lockfile", "no ESLint config" (toolroles)
        out.setdefault(("file", role), "")
    out.update({k: t for k, t in toolforms.loose_keys(text) if k not in out})  # `the X folder`
    for word in re.findall(r"\b[A-Z][A-Za-z]*file\b|\bCODEOWNERS\b", clean):
        if word in BARE_FILES:
            out.setdefault(("file", word), "")
    if _CARGO_TABLE.search(clean) and ".toml" not in text and about_new_dependencies(text):
        out.setdefault(("file", "Cargo.toml"), "")  # "ask before adding to [dev-dependencies]"
    if not any(kind == "file" for kind, _ in out):  # "ask me before adding an npm dependency"
        for manifest in ecosystem_manifests(text):
            out.setdefault(("file", manifest), "")
    for tool in toolforms.forbidden_runs(text):  # "don't run nixfmt or alejandra"
        out.setdefault(("cmd", tool), "-" + tool)
    for run in toolforms.contrasted_runs(text):  # "use rg, not grep -r"
        out.setdefault(("cmd", run.split()[0]), "-" + run)
    for run in toolforms.plain_runs(text):  # "Bare prove uses the system perl's modules"
        out.setdefault(("cmd", command_key(run, strict=False) or run), PLAIN + run)
    for run in toolforms.forbidden_commands(text):  # "never a blanket swift package update"
        out.setdefault(("cmd", command_key(run, strict=False) or run), "-" + run)
    for tool, flag in toolforms.flag_rules(text):
        out.setdefault(("cmd", tool), f"+{tool} {flag}")
    if toolcommit.asks(text):  # how commit messages are written: a commit that has one
        out.setdefault(("cmd", "git commit"), toolcommit.STYLE)
    for found, target in toolalias.alias_keys(text, out):  # "`k` is our kubectl alias"
        out.setdefault(found, target)
    for generated, source in toolforms.generated_links(clean):
        out[("gen", generated)] = source
    spans = toolaside.aside_spans(text)  # looked at and fine, or another team's
    for kind, key in list(out) if spans else ():
        named = out[(kind, key)][1:].strip() if kind == "cmd" else key  # a command's span
        if kind in ("file", "dir", "gen", "cmd") and toolaside.aside(text, named, spans):
            del out[(kind, key)]
    if opens_with_error(text):
        # Its subject is an error: what it names is the remedy for that failure, which
        # the failure hook shows when the error is seen; only what it forbids an edit to
        # write stays a key for the moment before a call.
        out = {}
    for name, form in code_keys(text):  # what it forbids an edit to write
        out.setdefault(("code", name), form)
    keys = [(k, v, t) for (k, v), t in out.items() if len(v) <= MAX_KEY_CHARS]
    return keys[:MAX_KEYS]


# A memory that opens with an error it quotes (`\`TS2307: Cannot find module ...\` after
# ...`, "Vitest \`ReferenceError: ...\` in ..."): at most one word before the quote.
_OPENING_QUOTE = lazy(r"^\s*(?:[A-Z][\w-]*\s+)?`([^`\n]{1,300})`")
# Or by a command and the error it reports (`\`nix flake check\` reporting \`error: ...\``).
_OPENING_RUN = lazy(
    r"^\s*(?:[A-Z][\w-]*\s+)?`[^`\n]{1,300}`\s+(?:reporting|reports|fail(?:s|ed|ing)?\s+with"
    r"|say(?:s|ing)|print(?:s|ing)|throw(?:s|ing)|rais(?:es|ing))\s+`([^`\n]{1,300})`"
)


def opens_with_error(text: str) -> bool:
    """Does the memory open by quoting an error (its subject is a failure)?"""
    from retain.core import signature as sig

    for opening in (_OPENING_QUOTE, _OPENING_RUN):
        m = opening.match(text)
        if m is None:
            continue
        quoted = m.group(1)
        if sig.states_error(quoted) or any(sig.is_error_name(w) for w in sig.normalise(quoted)):
            return True
    return False
