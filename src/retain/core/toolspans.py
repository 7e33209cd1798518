"""Commands a memory names in full, compared with the Bash call about to run.

A memory that says "always run `go test -race ./internal/ledger/...`" is keyed on
`go test` (retain.core.toolkeys); its span says more. `span_sign` reads, when the memory
is written, how the span is named (a step to take, one not to take, what a command
does, or the command that fails), and `span_verdict` compares it with a call matched on
the key: the call that already runs the prescribed step needs no reminder, and one
whose command targets another path is not about this memory. (The command a container
runner runs inside, which a call is keyed by: retain.core.toolcontainer.)

Stdlib only (re): the hook imports it.
"""

from __future__ import annotations

import re

from retain.core.toolsubs import ANY, another_subcommand
from retain.lazyre import lazy

# Between a command in a memory and what it says of it, a qualifier that keeps it the
# subject: an adverb (`stable \`cargo fmt\` silently ignores`), `alone`, or a short
# place or condition (`\`cargo test\` at the root runs`, `\`pnpm add\` without -w fails`).
_QUALIFIER = (
    r"(?:\s+(?:alone|[a-z]+ly\b|(?:at|in|on|with|without|for|from|against|inside|outside)"
    r"\s+[^.;:!?`,]{1,30}?))?"
)
# After a command in a memory: it is named as the one that fails, not as advice.
_FAILS_AFTER = lazy(
    _QUALIFIER + r"\s*(?:fail(?:s|ed|ing)?\b|crash(?:es|ed)?\b|say(?:s|ing)\b|→|->|=)", re.I
)
# Before a command in a memory (same clause): it is what not to run. In English and the
# languages memories are written in (`nunca`, `niemals`, `jamais`, `不要`, `禁止`), and the
# word for "nor" that lists what is ruled out (French and Spanish `ni`, Portuguese `nem`,
# Italian `né`, Russian `ни`: "pas de paquet : ni `dotnet add package`, ni ..."). A run
# the user asks to be asked about first ("ask me before `composer require`") is one not
# to make unasked: running it is no following of the memory.
_WARNED_BEFORE = lazy(
    r"(?:\b(?:never|don'?t|do not|not|no|nobody|no one|bare|plain|instead of|avoid|without"
    r"|ask\s+(?:(?:me|us|first)\s+){0,2}before"
    r"|nunca|não|nadie|nie|niemals|niemand|kein\w*|jamais|sans|personne|ni|nem|né|ни)\b"
    r"|不要|别|禁止)"
    r"[^.;:!?`。]{0,20}$",
    re.I,
)
# After a command (same clause): the languages that say not to run it after naming it
# ("`luarocks upload` ist tabu", "`docker push` で ... 上げないこと", "`x` 하지 말 것"). Not
# a bare `nicht` ("`x` erneut eingespielt, nicht durch ...": the alternative is negated).
_WARNED_AFTER = lazy(
    r"[^.;:!?`。]{0,30}?(?:\bist tabu\b|\bverboten\b|ないこと|しないこと|禁止"
    r"|하지 말|말 것|금지)",
    re.I,
)


# Right after a command (an aside in brackets between): the word saying never to run it
# ("`kamal accessory reboot db` (oder remove) nie auf Produktion"), no other command
# named after it in the clause (that one is what is warned against); not a verb of which
# it is the subject ("`cargo fmt` never touches ...": what it does).
_NEVER_AFTER = lazy(
    r"\s*(?:\([^()`\n]{1,30}\)\s*)?(?:never|nie|niemals|nunca|jamais)\b"
    r"(?!\s+[a-z]+s\b)(?![^.;:!?`。]{0,40}`)",
    re.I,
)


# After a command in a memory: it is said to be enough ("`stack clean --full` is
# enough", "`lando drush cr` suffices"): the step to take instead of a bigger one, not a
# description of what it does. Not "is not enough" (what must come with it).
_ENOUGH_AFTER = lazy(
    _QUALIFIER + r"\s+(?:is\s+(?:enough|sufficient|all\s+(?:it\s+takes|you\s+need))|suffices)\b",
    re.I,
)
# After a command in a memory: a verb of which the command is the subject.
_SUBJECT_OF = lazy(
    _QUALIFIER
    + r"\s+(?!(?:then|and|or|first|once|before|after|from|in|with|instead|to|on|for|at)\b)"
    r"[a-z]+s\b"
)
# Spans named as alternatives of one another (`\`npm install\`/\`npm i\` writes`,
# `\`black\` or \`isort\``): one group, said one thing of.
_NEXT_IN_GROUP = lazy(r"\s*(?:/|,|\bor\b|\band\b)\s*`[^`\n]{1,300}`")
_PREV_IN_GROUP = lazy(r"`[^`\n]{1,300}`\s*(?:/|,|\bor\b|\band\b)\s*$")
# Examples in brackets of what a clause opening with a prohibition rules out ("Never
# start Jest in watch mode (`pnpm test:watch`, `--watch`)"): the clause's subject is
# farther than _WARNED_BEFORE looks, yet the bracket gives instances of the thing never
# to do. Only the strong words that open the clause (not `no` or `without`, which qualify
# a step to take: "run it without Docker (`make test`)").
_NEVER_CLAUSE_EXAMPLES = lazy(
    r"(?:^|[.;:!?]\s+)(?:never|don'?t|do not|avoid|nunca|niemals|jamais)\b"
    r"[^.;:!?`()\n]{1,80}\(\s*$",
    re.I,
)


def span_sign(text: str, start: int, end: int) -> str | None:
    """How a memory's text names the backticked command at text[start:end]: '+' as a
    step to take, '-' as one not to (`never`, `a bare`, `instead of` before it), '~' as
    the subject of what it does (`stripe listen` prints a new secret), None as the
    command that fails (`make proto` failing with ...): that is for the failure hook,
    which matches its error; running the command is no mistake. Spans named as
    alternatives (`a`/`b`, `a` or `b`) share one sign: what precedes the first and what
    follows the last is said of each."""
    while (m := _NEXT_IN_GROUP.match(text, end)) is not None:
        end = m.end()
    while (m := _PREV_IN_GROUP.search(text[max(0, start - 320) : start])) is not None:
        start -= len(m.group(0))
    if _FAILS_AFTER.match(text, end):
        return None
    if (
        _WARNED_BEFORE.search(text[max(0, start - 40) : start])
        or _NEVER_CLAUSE_EXAMPLES.search(text[:start])
        or _WARNED_AFTER.match(text, end)
        or _NEVER_AFTER.match(text, end)
    ):
        return "-"
    if _SUBJECT_OF.match(text, end) and not _ENOUGH_AFTER.match(text, end):
        return "~"
    return "+"


_SHORT_FLAGS = lazy(r"-[A-Za-z]{2,6}")  # short options run together (`-rn`, `-xvf`)


def span_verdict(target: str, call_tokens: set[str], call: str = "", text: str = "") -> str:
    """How a command a memory names in backticks bears on a Bash call already matched on
    its key, given the call's words (and the call itself). `target`: '+' prescribed, '-'
    warned against or '~' described, then the span; '' when named plainly. 'fire';
    'silent' (the call already is the step the memory prescribes: repeating it only
    spends a line); or 'other' (the memory's command is another one: it targets another
    path, `go test ./internal/api/` is not about `go test ./internal/store/...`, or
    another subcommand, `airflow dags test` is not `airflow dags trigger`). A
    placeholder (`<pkg>`, `<dag_id>`) stands for any word. `text`, the memory's own
    text, tells whether the sentence naming a template puts the step in a sequence."""
    from retain.core.toolcommand import SCOPED_TASK_TOOLS, split_command, unscoped
    from retain.core.toolselect import folder_named, narrowed_elsewhere

    if not target:
        return "fire"
    # A bare tool warned against (`-gradle`: "the system gradle is 7.x") is the one on
    # the PATH: a call running the project's launcher for it (`./gradlew`) is another.
    if target[0] == "-" and " " not in target and call and "/" in _command_word(call):
        return "other"
    # Nor is a run through the wrapper the memory prescribes for it ("always `bundle
    # exec fastlane ...`; a global fastlane is another version").
    if target[0] == "-" and " " not in target and _wrapped(target[1:], call, text):
        return "silent"
    if target[0] == WRAPPED:
        from retain.core.toolwrapped import verdict

        return verdict(target, call)
    if target[0] == PARTIAL:
        return _partial_verdict(target, call_tokens, text, call)
    if target[0] == PLAIN:
        return _plain_verdict(target[1:], call_tokens, call, text)
    span = _PLACEHOLDER.sub(ANY, target[1:])
    words = [_bare(w) for s in split_command(span)[:1] for w in s if ANY not in w]
    if words[:1] and words[0] in SCOPED_TASK_TOOLS:  # `sbt http/test`: the task, not a path
        words = [words[0], *unscoped(words[0], words[1:])]
        call_tokens = call_tokens | set(unscoped(words[0], sorted(call_tokens)))
    paths = [w for w in words[1:] if not w.startswith("-") and "/" in w or w == "..."]
    # so is a module a build is pointed at (`./mvnw -pl orders-service verify`)
    paths += [words[i + 1] for i, w in enumerate(words[:-1]) if w in MODULE_FLAGS]
    if any(p not in call_tokens for p in paths):
        return "other"
    if call and another_subcommand(span, call):
        return "other"
    # A run warned against or described with its options (`nrfjprog --eraseall`, `git
    # push --force`) is that run: one passing none of them is another command.
    options = {w.split("=", 1)[0] for w in words[1:] if _OPTION.match(w)}
    passed = {t.split("=", 1)[0] for t in call_tokens}
    # short options given together (`-rn`) are each given (`-r`, `-n`), as POSIX
    # utilities read them
    passed |= {"-" + c for t in call_tokens if _SHORT_FLAGS.fullmatch(t) for c in t[1:]}
    if target[0] in "-~" and options and not options & passed:
        return "other"
    # Warned against only without an option ("never `wrangler deploy` without --env"):
    # a call passing it is the run the memory allows.
    needed = _needed_options(text, target[1:])
    if target[0] == "-" and needed and needed <= passed:
        return "other"
    # Prescribed as the way to run one test or target (`-Dtest=X`, `--target t`): a call
    # of the tool selecting none runs the whole, which that recipe is not about.
    if target[0] == "+" and narrowed_elsewhere(words, passed):
        return "other"
    # Run from another folder (`cd gen && go mod tidy`), a prescribed command is not the
    # step as prescribed: where a command runs is part of it. An option prescribed to
    # every run of a tool (`kubectl --context x`) is passed or not wherever it runs.
    # A folder option is where it runs, though (`dbt --project-dir transform`).
    option_only = len(words) > 1 and words[1].startswith("-")
    cd = "cd" in call_tokens and "cd" not in words
    moved = cd and not option_only
    if cd and call:  # `cd policy && npm test` is the prescribed `npm test -w policy`
        from retain.core.toolrunin import run_in

        segments = split_command(call)
        inside = run_in(words, segments)
        if inside is not None:
            words, moved = inside, False
        elif moved and folder_named(text, segments):  # "`nox -s tests` inside python/"
            moved = False
    # A template (`uv add <pkg>`) filled in by the call is the step as prescribed, like
    # any other; unless the sentence naming it puts it in a sequence (`\`poetry add
    # <pkg>\`, then \`make export-reqs\``, publish `in order` ... `apart`): what must
    # follow or come first still holds for a run of it.
    template = ANY in span and (_in_sequence(text, target[1:]) or not _filled(span, call_tokens))
    if (
        target[0] == "+"
        and words
        and not moved
        and not template
        and not _in_sequence(text, target[1:], _PRECONDITION)
        and all(w in call_tokens for w in words)
        and not _named_wrapper(call, words, text)
    ):
        return "silent"
    return "fire"


# After a command warned against: the option it must not run without.
_WITHOUT = lazy(r"[^.;:!?`]{0,30}?\bwithout\s+`?(--?[A-Za-z][\w-]*)")


def _needed_options(text: str, span: str) -> set[str]:
    """The options a memory's text says the command `span` must not run without."""
    if not text or "without" not in text:
        return set()
    at = (m.end() for m in re.finditer(re.escape(f"`{span}`"), text))
    return {w.group(1) for end in at if (w := _WITHOUT.match(text, end)) is not None}


def _named_wrapper(call: str, words: list[str], text: str) -> bool:
    """Does the call run the prescribed command under a wrapper the span does not hold
    but the memory's text names (`timeout 300 rebar3 dialyzer` against "`rebar3
    dialyzer` ... never with a timeout")? Then it is not the step as prescribed."""
    from retain.core.toolcommand import WRAPPERS, _command_at, split_command

    for segment in split_command(call):
        at = _command_at(segment)
        for w in segment[: len(segment) if at is None else at]:
            name = w.rsplit("/", 1)[-1]
            if name in WRAPPERS and name not in words and _names(text, name):
                return True
    return False


def _names(text: str, word: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text, re.I) is not None


def _command_word(call: str) -> str:
    """The word a call runs its first command by, past its environment assignments
    (`FORCE_COLOR=0 ./vendor/bin/sail ...` runs `./vendor/bin/sail`)."""
    words = call.split()
    while words and ASSIGNMENT.match(words[0]):
        words = words[1:]
    return words[0] if words else ""


def _wrapped(tool: str, call: str, text: str) -> bool:
    """Does the call run `tool` through the words a span of the memory prescribes
    before it (`bundle exec`, `uv run`, `npx`)?"""
    from retain.core.toolcommand import split_command

    if not call or not text:
        return False
    runs = [s for s in split_command(call) if tool in s[1:]]
    for m in SPAN.finditer(text):
        words = m.group(1).split()
        if tool not in words[1:] or span_sign(text, m.start(), m.end()) != "+":
            continue
        lead = words[: words.index(tool) + 1]
        if any(s[i : i + len(lead)] == lead for s in runs for i in range(len(s))):
            return True
    return False


def _filled(span: str, call_tokens: set[str]) -> bool:
    """Does the call give a word for each of the template's (a bare `nix flake update`
    is not `nix flake update <input>`)? Counted: the call's words that are no option
    against the span's, placeholders included."""
    from retain.core.toolcommand import split_command

    wanted = [w for s in split_command(span)[:1] for w in s if not w.startswith("-")]
    given = [w for w in call_tokens if not w.startswith("-")]
    return len(given) >= len(wanted)


# An environment assignment before a command (`APP_ENV=production cmd`): the one pattern
# retain.core.toolcommand, retain.core.toolwrapped and retain.rank.tooltarget read too.
ASSIGNMENT = lazy(r"^[A-Za-z_][A-Za-z0-9_]*=")
MODULE_FLAGS = frozenset({"-pl", "--projects"})  # Maven's: the modules a build runs in

# In the sentence naming a template: the step is one of several, in an order.
_SEQUENCE = lazy(
    r"\b(?:then|afterwards|after that|followed by|in order|order|apart)\b|\u2192|->", re.I
)


# In the sentence naming a prescribed command: a condition it runs under (`flash with
# \`make flash\`, and only after the rig is depressurised`). A run of the command as
# written still owes the condition: the memory is not done by running it.
_PRECONDITION = lazy(r"\bonly\s+(?:after|when|once|if|while)\b|\buntil\b", re.I)


def _in_sequence(text: str, span: str, cue: re.Pattern[str] = _SEQUENCE) -> bool:
    """Does the sentence of `text` that names `span` in backticks order it among other
    steps (`cue`: or put another condition on it)? Unknown (no text, or the span not
    found): it does, as a template always did; for a condition, it does not."""
    at = text.find("`" + span)
    if not text or at < 0:
        return cue is _SEQUENCE
    end = at + len(span) + 2
    start = max((m.end() for m in re.finditer(r"[.!?;]\s", text[:at])), default=0)
    stop = re.search(r"[.!?;](?:\s|$)", text[end:])
    sentence = text[start : end + (stop.start() if stop else len(text) - end)]
    return cue.search(_BACKTICKED.sub(" ", sentence)) is not None


_BACKTICKED = lazy(r"`[^`\n]*`")


# A placeholder in a command a memory names stands for any word: `<pkg>`, `{event_id}`,
# a shell variable the reader fills in (`--tag=$VERSION`, `${STACK}`), an ellipsis for
# a word or the rest (`fastlane ...`, `--name=...`; not Go's `./...`, a path), or a
# version template (`vX.Y.Z`).
_PLACEHOLDER = lazy(
    r"<[^<>\s]*>|\{[A-Za-z_][\w-]*\}|\$\{?[A-Z][A-Z0-9_]*\}?"
    r"|(?<![^\s=])(?:\.\.\.|\u2026)(?!\S)|(?<![\w.])v?X\.Y(?:\.Z)?(?![\w.])"
)
_OPTION = lazy(r"--?[A-Za-z]")  # an option word of a command
# A target's sign: the command line of a tool the command table does not know, prescribed
# (retain.core.toolforms.command_line): a run of its target that leaves out an option.
PARTIAL = "^"
# A target's sign: a run a memory names as the bare one that goes wrong (`_plain_verdict`).
PLAIN = "!"
# A target's sign: a run prescribed through the words before its tool (toolwrapped).
WRAPPED = "%"


def _partial_verdict(target: str, call_tokens: set[str], text: str, call: str = "") -> str:
    """'fire' when a call runs the prescribed command line's target (every word that is
    no option: `.#forge` of `deploy .#forge --dry-activate`) without one of its options;
    'other' for another run of the tool (`julia --project=.` is not `julia -e 'using
    JuliaFormatter...'`) and for a line with no target (`xcodebuild
    -resolvePackageDependencies` says nothing of `xcodebuild test`). The line run as
    written is 'other' too, unless the memory's sentence puts it among steps (`start X,
    then Y and do Z before W`): what follows still holds for a run of it, as for a
    template (span_verdict). A call running the tool with some of the line's words and
    nothing else (`ctest --test-dir build` of `ctest --test-dir build -R Resampler
    --output-on-failure`) is the line with options and their values left out: 'fire',
    though a value it leaves out would read as a target."""
    from retain.core.toolcommand import split_command

    line = [_bare(w) for s in split_command(target[1:])[:1] for w in s]
    words = line[1:]
    if call and line and _part_of_line(line, split_command(call)):
        return "fire"
    args = [w for w in words if not _OPTION.match(w)]
    options = [w for w in words if _OPTION.match(w)]
    if not args or not all(a in call_tokens for a in args):
        return "other"
    passed = {t.split("=", 1)[0] for t in call_tokens}
    if not all(o.split("=", 1)[0] in passed for o in options):
        return "fire"
    return "fire" if text and _in_sequence(text, target[1:]) else "silent"


def _part_of_line(line: list[str], segments: list[list[str]]) -> bool:
    """Does a command of the call run the line's tool with fewer of the line's words and
    none of its own, what it leaves out all options or the words right after them (their
    values: not a target, `resolve` of `bob --variant debug resolve build`), and none run
    the whole line (`swiftlint --fix && swiftlint`)?"""
    held = set(line[1:])
    runs = [set(ws[1:]) for s in segments if (ws := [_bare(w) for w in s])[:1] == line[:1]]
    if any(held <= r for r in runs):
        return False
    for run in (r for r in runs if r < held):
        if all(
            _OPTION.match(w) or _OPTION.match(line[i])
            for i, w in enumerate(line[1:])
            if w not in run
        ):
            return True
    return False


def _plain_verdict(run: str, call_tokens: set[str], call: str, text: str) -> str:
    """A run a memory names as the bare one that goes wrong (retain.core.toolforms
    .plain_runs): 'fire' for a run of it; 'other' for the project's launcher (`./mill`),
    another subcommand, or a run passing an option the memory gives that run (`fly
    deploy -c fly.staging.toml`, `dbt seed --full-refresh`); 'silent' through the
    wrapper it prescribes (`carton exec prove`)."""
    from retain.core.toolcommand import command_words, split_command

    tool = run.split()[0]
    runs = [s for s in split_command(call) if (p := command_words(s)) and p[0] == tool]
    if runs and all("/" in w for s in runs for w in s[:1]):
        return "other"  # the project's launcher (`./mill`, `tools/mill`)
    if _wrapped(tool, call, text):
        return "silent"
    if " " in run and call and another_subcommand(run, call):
        return "other"
    plain = _BACKTICKED.sub(" ", text)  # a span's run is compared as a span (`+` or `-`)
    given = {
        o.split("=", 1)[0]
        for m in re.finditer(re.escape(run) + r"((?:\s+-{1,2}[A-Za-z][\w.-]*(?:=\S*)?)+)", plain)
        for o in m.group(1).split()
    }
    passed = {t.split("=", 1)[0] for t in call_tokens}
    return "other" if given & passed else "fire"


def call_tokens(command: str) -> set[str]:
    """The words of a Bash call, as span_verdict compares them; a tool run by its path
    (`./vendor/bin/sail`) is also that tool (`sail`), and a systemd unit named with its
    type (`godwit.service`) is also the unit as systemctl reads a bare name (`godwit`)."""
    from retain.core.toolcommand import split_command

    segments = split_command(command)
    words = {_bare(w) for s in segments for w in s}
    units = {w.removesuffix(".service") for w in words if w.endswith(".service")}
    return words | units | {s[0].rsplit("/", 1)[-1] for s in segments if s and "/" in s[0]}


def prescribed(text: str, key: str, sign: str = "+") -> list[str]:
    """Every span of a memory's text that prescribes a run of the command `key`
    ('+' and the span, as memory_keys stores the first): a memory may name the same
    command twice ("CI runs `dotnet format --verify-no-changes`; run `dotnet format`
    locally"), and a call running either is following it. `sign` '-': every span
    warning against a run of it instead."""
    from retain.core.toolkeys import command_key

    out = []
    for m in SPAN.finditer(text):
        span = m.group(1).strip()
        if command_key(span, strict=False) == key and span_sign(text, m.start(), m.end()) == sign:
            out.append(sign + span)
    return out


SPAN = lazy(r"`([^`\n]{1,300})`")  # a backticked span (the rank modules read it too)


def _bare(word: str) -> str:
    while word.startswith("./"):
        word = word[2:]
    return word
