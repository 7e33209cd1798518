"""How a memory the PreToolUse hook found is tied to the call (retain.rank.tool): how
directly (RANK, `ranks`), whether a second line is tied as directly as the first
(`as_specific`), what the commands a memory names in full say of a Bash call
(`by_command`), and whether a folder's code rule bears on an edit (`past_folder_rules`).
Stdlib only: the tool hooks import it.
"""

from __future__ import annotations

import os
import re

from retain.lazyre import lazy

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from retain.core.candidate import Candidate, Tie

# How directly a key ties a memory to the call, best first: what the edit writes that
# the memory forbids, the very file (by its full path, then by a shorter tail), the
# command, the file's generated-from source, a path
# the command names, the folder.
# A form the call adds that a memory names (retain.rank.toolcontent) is tied to this
# very call, less directly than a form it forbids or the file itself.
# A file's extension family (`*.meta`, retain.core.toolforms) is tied less directly than
# its folder: a rule for every such file in the project.
# A generated folder the file lies deep in (`tree`, `tree_lookup`) is
# tied as a folder is.
# A value a memory gives that the edit takes away (retain.rank.toolvalue) is tied as
# directly as a form the edit writes that a memory forbids.
# A folder a memory names by a word (`the migrations folder`: toolkeys.NAMED) is tied
# least: the word may name another folder of that name.
RANK = {
    "code": 0, "value": 0, "file": 1, "names": 2, "cmd": 3, "source": 4, "arg": 5, "dir": 6,
    "tree": 6, "family": 7, "named": 8, "when": 9, "forbids": 10,
}  # fmt: skip
FILE_KEYS = ("source", "arg", "family")  # file keys a call finds another way


def lookup_kind(kind: str) -> str:
    """The stored key kind a call's key of this kind is looked up as."""
    if kind == "tree":
        return "dir"
    return "file" if kind in FILE_KEYS else kind


def tree_lookup(rel: str) -> list[str]:
    """The folders above an edited file's own that `toolkeys.path_lookup` leaves out: each
    ancestor by its one-segment name (`out` for `out/main/index.js`). Looked up only for
    a memory saying its folder is generated (retain.rank.tool): build output is output
    however deep the file lies in it, where a rule about `src/` is not about all of it.
    """
    from retain.core import toolkeys

    parts = [p for p in rel.split("/") if p]
    direct = toolkeys.path_lookup(rel)[1]
    return toolkeys.unique(p for p in reversed(parts[:-2]) if p not in direct)


def _by_folder_alone(found: Sequence[Tie]) -> set[int]:
    """The ids of the memories tied to the call by its folder and by nothing else."""
    return {r[0].id for r in found if r[1] == "dir"} - {r[0].id for r in found if r[1] != "dir"}


def past_folder_rules(found: Sequence[Tie], text: str) -> list[Tie]:
    """The matches an edit keeps once a folder's code rules are read: a memory tied to
    the edit by its folder alone whose rule forbids code there (`no print() in lib/`, `no
    Repo calls in lib/web/`) is about what an edit in the folder writes, and an edit
    that writes none of what it forbids is not tied to it."""
    from retain.core import toolcode

    by_dir = _by_folder_alone(found)
    dropped = {
        m.id
        for m, _, _, _ in found
        if m.id in by_dir
        and (forms := [f for _, f in toolcode.code_keys(m.text)])
        and not any(toolcode.writes(f, text) for f in forms)
    }
    return [r for r in found if r[0].id not in dropped]


def past_failure_notes(
    found: Sequence[Tie], tool_name: str, tool_input: dict[str, Any]
) -> list[Tie]:
    """The matches a call keeps once memories about a failure are read
    (retain.core.toolsymptom): one whose subject is an error or a symptom is not tied by
    the file, folder or command it names (where the error showed, where the fix goes),
    which the failure hook answers when the error is seen, unless an edit takes away a
    name of its code (the fix undone); it stays tied by what the call writes. A Write
    keeps them: a new file is where such a failure is made again. A note on what a
    command prints when it fails (`make test` ends with 'Error 1'; the real error is
    above: toolsymptom.about_output) is held to the same bar: it is for the failed output.

    A memory stored as a bugfix is about a failure whatever its opening says: the
    command it names is the remedy run once that failure is seen, so a Bash call
    running that command is not tied by it (the run is not the failure).

    A command in the subject of a note about a failure ("'Connection refused' no `php
    artisan test` quer dizer ...": where the error showed) is no form the note forbids,
    whatever word stands before it (Portuguese `no` is "in the"): a Bash call running it
    is not tied by it as by code it writes."""
    from retain.core import toolsymptom

    if tool_name == "Write":
        return list(found)
    old, new = toolsymptom.edit_texts(tool_input) if tool_name != "Bash" else ("", "")
    return [
        r
        for r in found
        if not (r[1] == "cmd" and r[0].kind == "bugfix")
        and not (tool_name == "Bash" and r[1] == "code" and toolsymptom.shown_in(r[0].text, r[3]))
        and (
            r[1] not in toolsymptom.PLACE_KINDS
            or not (toolsymptom.about_failure(r[0].text) or toolsymptom.about_output(r[0].text))
            or toolsymptom.takes_away(r[0].text, old, new)
        )
    ]


def by_command(found: Sequence[Tie], command: str) -> tuple[list[Tie], set[int]]:
    """The matches a Bash call keeps once the commands its memories name in full are
    compared with it (retain.core.toolkeys.span_verdict): a memory whose command the
    call already runs as prescribed says nothing new, and is dropped whatever else ties
    it (its id is in the returned set); one whose command targets another path is not
    tied by that command."""
    from retain.core import toolspans
    from retain.rank import tooltarget

    words = toolspans.call_tokens(command)
    # A run against production (`-n shop-prod`, `APP_ENV=production`) of the command a
    # memory holds to a condition on production in its own words ("`airflow db clean`
    # in prod needs approval") owes that condition: running the command as named does
    # not follow the memory there (tooltarget.production_condition).
    prod = "prod" in command.lower() and tooltarget.against_production(command)

    def verdict(text: str, target: str) -> str:
        said = toolspans.span_verdict(target, words, command, text)
        if said == "silent" and prod and tooltarget.production_condition(text, target[1:]):
            return "fire"
        return said

    verdicts = {
        (m.id, kind, key): verdict(m.text, target)
        for m, kind, key, target in found
        if kind == "cmd"
    }
    from retain.rank.toolquiet import describes_only

    for m, kind, key, target in found:  # a command only described: nothing to get wrong
        if kind != "cmd" or target[:1] != "~" or verdicts[(m.id, kind, key)] != "fire":
            continue
        if describes_only(m.text, key):
            verdicts[(m.id, kind, key)] = "other"
    for m, kind, key, target in found:  # a form of the command the memory warns against
        if kind == "cmd" and verdicts[(m.id, kind, key)] == "silent" and target[:1] == "+":
            # "only `fastlane match` read-only; never `fastlane match nuke`": a call
            # running the longer form warned against is no run of the prescribed one
            said = target[1:].split()
            warned = [
                t
                for t in toolspans.prescribed(m.text, key, "-")
                if len(t[1:].split()) > len(said) and t[1:].split()[: len(said)] == said
            ]
            if any(verdict(m.text, t) == "fire" for t in warned):
                verdicts[(m.id, kind, key)] = "fire"
    done = {mid for (mid, _, _), v in verdicts.items() if v == "silent"}
    for m, kind, key, target in found:  # another span prescribing the same command
        if kind == "cmd" and m.id not in done and verdicts[(m.id, kind, key)] == "fire":
            others = [t for t in toolspans.prescribed(m.text, key) if t != target]
            if any(verdict(m.text, t) == "silent" for t in others):
                done.add(m.id)
    kept = [
        row
        for row in found
        if row[0].id not in done and verdicts.get((row[0].id, row[1], row[2]), "fire") == "fire"
    ]
    return kept, done


def by_message(found: Sequence[Tie], command: str) -> tuple[list[Tie], set[int]]:
    """The matches a Bash call keeps once a `git commit` message is read: a memory on how
    commit messages are written (retain.core.toolcommit) is tied to a commit whose message
    breaks it, and dropped otherwise (its id is in the returned set) whatever else ties it."""
    from retain.core import toolcommit

    style = [r for r in found if r[1] == "cmd" and r[3] == toolcommit.STYLE]
    if not style:
        return list(found), set()
    line = toolcommit.subject(command)
    done = {r[0].id for r in style if line is None or not toolcommit.breaks(r[0].text, line)}
    return [r for r in found if r[0].id not in done], done


def as_specific(second: tuple[int, int], first: tuple[int, int]) -> bool:
    """Is the second memory tied to the call as directly as the first? Each line a tool
    call shows is noise unless it is about this very call, so the second line is shown
    only when it is tied the same way: both to the file itself (by its path, or as the
    source it is generated from), or both by the very same command, argument or folder
    key. A memory about the edited folder does not ride along with one about the file."""
    direct = (RANK["file"], RANK["source"])
    if second[0] in direct and first[0] in direct:
        return True
    return second == first


def second_line(second: tuple[int, int], first: tuple[int, int]) -> bool:
    """May a second line join the first? Only one tied as directly (`as_specific`), and
    not one naming the file by a shorter tail (`parser.c`) beside one naming it by its
    path (`src/core/parser.c`): the path is said of this file, the bare name of any."""
    if second[0] == first[0] == RANK["file"] and second[1] > first[1]:
        return False
    return as_specific(second, first)


def unshown(
    ordered: Sequence[Candidate], rank: dict[int, tuple[int, int]], shown: set[int]
) -> list[Candidate]:
    """The memories a call may still show, in order: none this session was shown (it is
    in front of the model already). When that is the memory most tied to the call, the
    call is about it still: one tied less directly does not take its place. None when
    `ordered` holds none (each memory tied was withheld: retain.rank.tool_faildanger)."""
    if not ordered:
        return []
    head = min(ordered, key=lambda m: rank[m.id])
    return [
        m
        for m in ordered
        if m.id not in shown and (head.id not in shown or as_specific(rank[m.id], rank[head.id]))
    ]


def ranks(
    wanted: Sequence[tuple[str, Sequence[str]]],
    found: Sequence[Tie],
) -> dict[int, tuple[int, int]]:
    """Each found memory's best (how it is tied, how specific the key) ordering."""
    from retain.core.toolkeys import NAMED

    where: dict[tuple[str, str], tuple[int, int]] = {}
    for kind, keys in wanted:
        lookup = lookup_kind(kind)
        for i, key in enumerate(keys):
            where.setdefault((lookup, key), (RANK[kind], i))
    # a form the call writes is a key of its own: two memories naming the same form are
    # tied alike, two naming different forms are not (one line, not two)
    forms = {key: i for i, key in enumerate(dict.fromkeys(r[2] for r in found if r[1] == "names"))}
    values = {key: i for i, key in enumerate(dict.fromkeys(r[2] for r in found if r[1] == "value"))}
    # a change-trigger clause (retain.rank.toolmeaning): tied after every key, and two
    # memories alike only when the same words of the edit tied both
    whens = {key: i for i, key in enumerate(dict.fromkeys(r[2] for r in found if r[1] == "when"))}
    # a thing a rule forbids by name (retain.rank.toolforbid): the same, after a clause
    banned = {k: i for i, k in enumerate(dict.fromkeys(r[2] for r in found if r[1] == "forbids"))}
    out: dict[int, tuple[int, int]] = {}
    for memory, kind, key, target in found:
        if kind == "value":  # a value is a key of its own, as a form is
            r = (RANK["value"], values[key])
        elif kind == "dir" and target == NAMED:
            r = (RANK["named"], where.get((kind, key), (0, 0))[1])
        elif kind == "when":
            r = (RANK["when"], whens[key])
        elif kind == "forbids":
            r = (RANK["forbids"], banned[key])
        else:
            r = where.get(
                (kind, key), (RANK["names"], forms[key]) if kind == "names" else (len(RANK), 0)
            )
        if memory.id not in out or r < out[memory.id]:
            out[memory.id] = r
    return out


# A memory that keeps a folder's files as they are and sends changes to new files:
# `append-only`, `add a new migration instead`, `create a new one with ...`, `fix forward
# with a new migration`, `generate new ones`.
_NEW_FILES_ONLY = lazy(
    r"\bappend-only\b|\b(?:add|create|write|generate|make)\s+(?:a\s+)?new\b"
    r"|\b(?:with|through)\s+a\s+new\b|\bnew\s+ones\b",
    re.I,
)


# A memory whose subject is making the new file (`New migration: \`make migrate-new\``):
# a Write is the very moment it is about.
_ABOUT_NEW = lazy(r"\W*(?:new|add(?:ing)?|creat(?:e|ing))\b", re.I)


def past_new_file_rules(found: Sequence[Tie], tool_name: str) -> list[Tie]:
    """The matches a Write keeps: a Write makes a new file, which is what a memory tied
    by the folder alone that keeps the folder's files as they are asks for (`migrations/
    is append-only once merged; add a new migration`); an Edit there is still tied, and
    a memory about how to make the new file is tied to the Write."""
    if tool_name != "Write":
        return list(found)
    by_dir = _by_folder_alone(found)
    return [
        r
        for r in found
        if r[0].id not in by_dir
        or _ABOUT_NEW.match(r[0].text)
        or not _NEW_FILES_ONLY.search(r[0].text)
    ]


# Options by which a command picks the environment it acts on (a Pulumi stack, a kube
# context, a Terraform workspace, a deploy target).
SELECTORS = frozenset(
    {"--stack", "--context", "--kube-context", "--env", "--environment", "--workspace",
     "--target-env", "--profile"}
)  # fmt: skip
# Folder names that name an environment (`terraform/envs/dev`, `deploy/staging`).
ENVIRONMENTS = frozenset(
    {"dev", "development", "staging", "stage", "stg", "test", "qa", "local", "sandbox",
     "prod", "production", "prd"}
)  # fmt: skip
# A memory guarding production names it (`prod`, `gke-prod-eu`, `production`).
PRODUCTION = lazy(r"(?<![a-z])prod(?:uction)?(?![a-z])", re.I)
# A memory forbidding a command against production says so (`against prod`, `on staging
# or production`).
# The same in the languages memories are written in, where a few words may stand between
# (French `contre la base de prod`, German `gegen die Prod-DB`, Spanish and Portuguese
# `contra la base de producción`, `em produção`, Russian `на проде`, `против прода`).
GUARDS = lazy(
    r"\b(?:against|on|to|in|into|onto)\s+(?:the\s+)?(?:[\w-]+\s+(?:or|and)\s+|[\w-]+/)?"
    r"(?:[\w-]+-)?prod(?:uction)?\b"
    r"|\b(?:contre|sur|en|gegen|auf|contra|em|na|на|в|против)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:[\w-]+-)?(?:prod(?:uction|uktion|ucci[oó]n|u[cç][aã]o)?|продакшн\w*|продакшен\w*|прод(?:е|а|у|ом)?)\b",
    re.I,
)
# What makes a run act on an environment other than the local one: a URL or address, a
# host, a connection or target option, an environment's name anywhere in it.
_TARGETED = lazy(
    r"://|(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.])|@[\w-]+\.|\bssh\b"
    r"|--(?:connection|conn|url|db-url|database-url|dsn|host|server|remote|linked|target)\b"
    r"|(?<![a-z])(?:prod(?:uction)?|staging|stage|stg|live)(?![a-z])",
    re.I,
)
# Tools that act on the environment selected last (a stack, a context, a workspace, a
# linked project, a logged-in account), whatever the run names.
STICKY = frozenset(
    {"pulumi", "kubectl", "helm", "terraform", "terragrunt", "tofu", "flux", "argocd", "oc",
     "kubectx", "fly", "flyctl", "heroku", "gcloud", "az", "aws", "cdk", "vercel", "netlify",
     "firebase", "supabase", "wrangler", "eb", "serverless", "sls", "railway", "doctl",
     "kamal"}
)  # fmt: skip
_SETS_VAR = lazy(r"(?:^|[\s;&|(])[A-Z][A-Z0-9_]*=")  # `DATABASE_URL=... cmd`


def selected(command: str) -> list[str]:
    """The environments a Bash call picks by option (`--stack dev`, `--context=kind-x`),
    or by the folder it changes into when that folder is named for one (`cd
    terraform/envs/dev`: the run acts on that environment's configuration)."""
    from retain.core.toolcommand import split_command

    out = []
    for words in split_command(command):
        if len(words) == 2 and words[0] == "cd":
            folder = words[1].rstrip("/").rsplit("/", 1)[-1]
            if folder.lower() in ENVIRONMENTS:
                out.append(folder)
        for i, w in enumerate(words):
            name, eq, value = w.partition("=")
            if name in SELECTORS:
                value = value if eq else (words[i + 1] if i + 1 < len(words) else "")
                if value and not value.startswith("-"):
                    out.append(value)
    return out


def past_production_guards(found: Sequence[Tie], command: str) -> list[Tie]:
    """The matches a Bash call keeps once the environment it picks is read: a memory
    guarding production ("never `pulumi up` on prod", "`kubectl apply` against
    gke-prod-eu") is not tied by the command it names or forbids to a run that picks
    another environment by option (`--stack dev`, `--context kind-dev`) which the memory
    never names."""
    from retain.rank import tooltarget

    found = tooltarget.past_other_targets(found, command)  # `-s staging`, not `-s prod`
    # `NOMAD_NAMESPACE=dev`, `-P dev`: a memory exempting dev, or guarding prod alone
    found = tooltarget.past_other_environments(found, command)
    picked = selected(command)
    if not picked and not _TARGETED.search(command) and not _SETS_VAR.search(command):
        # A run that picks no environment at all (`sqlx migrate run`, `dotnet ef database
        # update --project src/Api`) acts on the local one: a memory that forbids the
        # command against production is not about it. Unless its tool keeps the
        # environment last selected (`pulumi up` on the stack selected before).
        from retain.core.toolcommand import split_command

        tools = {os.path.basename(w) for words in split_command(command) for w in words[:3]}
        if not tools & STICKY:
            return [r for r in found if r[1] not in ("cmd", "code") or not GUARDS.search(r[0].text)]
    if not picked or any(PRODUCTION.search(p) for p in picked):
        return list(found)

    def names(text: str, value: str) -> bool:
        return re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", text, re.I) is not None

    return [
        r
        for r in found
        if r[1] not in ("cmd", "code")
        or not PRODUCTION.search(r[0].text)
        or any(names(r[0].text, p) for p in picked)
    ]
