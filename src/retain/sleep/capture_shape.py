"""The shape of a session, for transcript capture: what a sentence is about and when it was said.

Pure and stdlib-only. Cue words (retain.sleep.capture_lexicon) catch what people say when
they mean to be remembered; most keepers are said plainly. These helpers read the rest:

- `anchors`: how many of this project's particulars a sentence names (files, paths,
  commands, flags, identifiers, versions, hosts, regions, named tools), the sign that it
  states something about *this* project rather than making conversation;
- `secretive`, `task_local`: sentences never worth a memory (a credential in prose; a
  rename for the change at hand);
- `failure_windows` (retain.sleep.capture_runs): a run that failed (a tool error, a
  crash in the output of a command that exited 0, an error the user pasted), the agent's
  account of it, and the edit and passing run that close it. The cause kept
  (retain.sleep.failures) is the finding stated just before the fix, not the first guess;
  a guess is hedged ("maybe", "vielleicht", "かもしれ") and the finding is not.
- `context_for`: the turns around a statement, trimmed, kept as its memory's context.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from retain.redact import PLACEHOLDER_PREFIX, redact
from retain.sleep import sentences
from retain.sleep.capture_lexicon import _ALL_STOPWORDS, _SIGNALS, _probe

# Re-exported: these lived here before failures in runs had their module.
from retain.sleep.capture_runs import EDIT_TOOLS as EDIT_TOOLS
from retain.sleep.capture_runs import Window as Window
from retain.sleep.capture_runs import error_line_before as error_line_before
from retain.sleep.capture_runs import failure_windows as failure_windows
from retain.sleep.sentences import _tokens
from retain.sleep.shape_lexicon import (
    _ABOUT_ME,
    _ACK_LEAD,
    _COMMAND,
    _CONDITION,
    _CONTRAST,
    _CONVENTION,
    _HEDGE,
    _NARRATION,
    _OFFER,
    _REQUEST,
    _RETRACT,
    _SECRET_WORD,
    _SYMPTOM,
    _TAKE_BACK,
    _TASK_LOCAL,
    _TEMPORARY,
)
from retain.sleep.transcript import Turn

RETRACT_REACH = 4  # user messages back in which a retraction looks for what it names
CONTEXT_CHARS = 400  # the surrounding turns kept with a memory, trimmed to this

_WIDE = re.compile(r"[\u3040-\u9fff\uac00-\ud7af]")
_ANCHOR_PATTERNS = (
    re.compile(r"`[^`\n]{1,120}`"),  # inline code
    re.compile(r"(?<![\w@])(?:\.{0,2}/)?[\w.-]+/[\w./*{}-]*"),  # paths, also ios/ and release/*
    re.compile(r"(?<![\w/])\.?[\w-]+\.(?:[a-z]{1,5}|env\w*|test)\b(?![\w(])"),  # file.ext
    re.compile(r"(?<![\w-])--?[a-zA-Z][\w-]+"),  # flags
    re.compile(r"\b[A-Za-z][a-z0-9]*_\w+\b|\b[a-z]+[A-Z]\w*\b|\b[A-Z][a-z]+[A-Z]\w*\b"),  # idents
    re.compile(r"\b[A-Z][A-Z0-9_]{1,}\b"),  # acronyms, env vars: CI, QA, JST, RETRY_MAX
    # versions, a named thing with its number ("API 26", "Node 20", port 8080)
    re.compile(r"\bv?\d+\.\d+(?:\.\d+)?\b|\b(?:[A-Z][\w-]*|port) \d{2,}\b"),
    re.compile(r"\b[a-z]{2}-[a-z]+-\d\b"),  # cloud regions
    re.compile(r"\b[A-Za-z][\w-]+(?:\.[A-Za-z][\w-]+)+\b"),  # hosts, packages: devbox.internal
    re.compile(r"\b\d{1,2}:\d{2}\b"),  # times of day: a schedule
    _COMMAND,
)
_NAMED = re.compile(r"(?<=[\w,;:] )[A-Z][\w-]{2,}")  # a capitalised name inside a sentence
_LATIN_IN_WIDE = re.compile(r"[A-Za-z][\w.:/-]+")
_SECRET_SHAPE = re.compile(r"[^\s\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]{6,}")
_PASSPHRASE = re.compile(r"^(?=.{12,})[a-z0-9]+(?:-[a-z0-9]+){2,}$")  # qwrt-zxkp-mvbn-plok
_PASSWORD_LIKE = re.compile(r"(?=\S*[a-z])(?=\S*[A-Z])(?=\S*\d)(?=\S*[!@#$%^&*?~])")


def noisy_or(weights: Sequence[float]) -> float:
    """1 - prod(1 - w): independent pieces of evidence, each clipped to [0, 1]."""
    keep = 1.0
    for w in weights:
        keep *= 1.0 - max(0.0, min(1.0, w))
    return 1.0 - keep


@functools.lru_cache(maxsize=4096)
def anchors(sentence: str, named: bool = True) -> int:
    """How many distinct particulars of a project this sentence names; `named=False` leaves
    out bare capitalised words (German capitalises every noun)."""
    found: set[str] = set()
    for rx in _ANCHOR_PATTERNS:
        for m in rx.finditer(sentence):
            found.add(m.group().strip("`.,;: ").casefold())
    if _WIDE.search(sentence):
        found.update(m.group().casefold() for m in _LATIN_IN_WIDE.finditer(sentence))
    elif named:
        found.update(m.group().casefold() for m in _NAMED.finditer(sentence))
    return len({f for f in found if len(f) >= 2})


def content_words(sentence: str) -> int:
    """Words of content, stopwords left out; CJK text counts a word per two characters."""
    spaced = {t for t in _tokens(sentence) if not _WIDE.search(t)}
    return len(spaced - _ALL_STOPWORDS) + len(_WIDE.findall(sentence)) // 2


def _secret_shaped(token: str) -> bool:
    """Mixed letters, digits and symbols the way generated keys and passwords are."""
    token = token.strip("`'\".,;:()[]")
    if len(token) < 6 or "/" in token or token.startswith(("http", "[REDACTED")):
        return False
    classes = sum(bool(re.search(rx, token)) for rx in (r"[a-z]", r"[A-Z]", r"\d", r"[^\w\s]|_"))
    return classes >= 3 and bool(re.search(r"\d", token))


def _valued(token: str) -> bool:
    """After a word like "password": a value, not a name (`1Password`, `mall_test`)."""
    bare = token.strip("`'\".,;:()[]")
    return (
        len(bare) >= 8
        and "/" not in bare
        and (len(re.findall(r"\d", bare)) >= 2 or bool(re.search(r"[!@#$%^&*?~]", bare)))
    )


def _random_key(token: str) -> bool:
    """A long generated key (AKIA..., AIza...): capitals and several digits mixed in."""
    return (
        len(token) >= 16
        and bool(re.search(r"[A-Z]", token))
        and len(re.findall(r"\d", token)) >= 2
        and bool(re.search(r"[A-Z]\w*\d|\d\w*[A-Z]", token))
    )


@functools.lru_cache(maxsize=4096)
def secretive(sentence: str) -> bool:
    """A credential typed in prose: never a memory, redacted or not. Callers redact first
    (`sentences.prose_sentences` does), so a recognised secret shows as its placeholder."""
    if PLACEHOLDER_PREFIX in sentence:
        return True
    tokens = _SECRET_SHAPE.findall(sentence)
    named = _SECRET_WORD.first(_probe(sentence))
    if named >= 0:
        # the value follows the word that names it ("the password is ...", "token: ...");
        # "cloned from debian-12-cloudinit; cloud-init sets the key" names no value
        after = _SECRET_SHAPE.findall(sentence[named:])
        if any(_valued(t) or _PASSPHRASE.match(t.strip("`'\".,;:()[]")) for t in after):
            return True
    for t in tokens:
        bare = t.strip("`'\".,;:()[]")
        if "`" in t or re.search(r"[./=(]", bare):
            continue  # code, a path or an assignment: not a credential on its own
        # a long random-looking key (AKIA..., AIza...), or a password's mix of every class
        if _random_key(bare) or (len(bare) >= 8 and _PASSWORD_LIKE.match(bare)):
            return True
    return False


def task_local(sentence: str) -> bool:
    """A rename or naming request for the change at hand, said with no reason."""
    probe = _probe(sentence)
    return _TASK_LOCAL.search(probe) and not _SIGNALS["constraint"][1].search(probe)


def never_kept(sentence: str) -> bool:
    return secretive(sentence) or bool(task_local(sentence))


_ANSWER_LEAD = re.compile(
    r"^(?:no|nope|yes|yeah|nah|não|sim|nein|ja|nee|non|oui|sí|si|нет|да|不|不是|对|是的|いいえ|"
    r"はい|ううん|아니요|아뇨|네|예)\s*[,.!:;、，。]",
    re.I,
)


def elliptical(sentence: str) -> bool:
    """A bare answer that means something only next to the question it answers ("No, keep
    it all at 16."): a yes or no, then at most three content words and nothing of the
    project named."""
    if not _ANSWER_LEAD.match(sentence.strip()):
        return False
    return anchors(sentence) == 0 and len(_tokens(sentence) - _ALL_STOPWORDS) <= 4


def answers_agent(turns: Sequence[Turn], pos: int) -> bool:
    """The user's words right after the agent did or offered something."""
    for t in reversed(turns[:pos]):
        if t.role == "user" and not t.is_tool_result:
            return False
        if t.role == "assistant" and (t.actions or (t.text and offers(t.text))):
            return True
    return False


def follows_user(turns: Sequence[Turn], pos: int) -> bool:
    """The user goes on without waiting for the agent: their previous message is the last
    thing said, with no reply, action or tool run of the agent's in between."""
    for t in reversed(turns[:pos]):
        if t.role == "assistant" or t.is_tool_result:
            return False
        if t.text and t.text.strip():
            return True
    return False


def asked_by_agent(turns: Sequence[Turn], pos: int) -> bool:
    """The user's words right after the agent asked what it could not know ("which cluster
    do I use?", "Auf welcher Hardware wird getestet?", "大的构建要在哪台机器上跑？"): a
    question ending its message that offers no action. The answer tells how things are."""
    for t in reversed(turns[:pos]):
        if t.role == "user" and not t.is_tool_result:
            return False
        if t.role == "assistant" and t.text and t.text.strip():
            parts = sentences.split_sentences(t.text)
            last = parts[-1] if parts else t.text
            return last.rstrip().endswith(("?", "？")) and not _OFFER.search(_probe(last))
    return False


def retracted(prose: list[tuple[int, Turn, list[str], bool]]) -> set[tuple[int, int]]:
    """Sentences the user took back in a later message ("scratch that", "me equivoqué")."""
    out: set[tuple[int, int]] = set()
    users = [(pos, parts) for pos, t, parts, _ in prose if t.role == "user"]
    for i in range(len(users)):
        pos, parts = users[i]
        out.update((pos, k) for k, s in enumerate(parts) if takes_itself_back(s))
        taking_back = [k for k, s in enumerate(parts) if _RETRACT.search(_probe(s))]
        if not taking_back or takes_itself_back(parts[taking_back[0]]):
            continue  # "we meant to move DNS to knot... never mind": it takes back only itself
        if taking_back[0] > 0:  # "X. wait, never mind": taken back in the same message
            out.add((pos, taking_back[0] - 1))
            continue
        if i == 0:
            continue
        # "esquece o runInBand": the sentence that named it, up to a few messages back;
        # "scratch that": the previous message
        named = _tokens(parts[0]) - _ALL_STOPWORDS
        earlier = [
            (len((_tokens(s) - _ALL_STOPWORDS) & named), j, k)
            for j in range(max(0, i - RETRACT_REACH), i)
            for k, s in enumerate(users[j][1])
        ]
        hit = max(earlier, default=(0, 0, 0))
        if hit[0] > 0:
            out.add((users[hit[1]][0], hit[2]))
            continue
        prev_pos, prev = users[i - 1]
        said = _tokens(" ".join(parts)) - _ALL_STOPWORDS
        overlap = [len((_tokens(s) - _ALL_STOPWORDS) & said) for s in prev]
        if prev:
            best = max(range(len(prev)), key=lambda k: (overlap[k], k))
            out.add((prev_pos, best))
    return out


_LEAD = re.compile(r"^([^:：`\n]{2,80}?)\s*[:：]\s*(?=\S)(.+)$", re.S)
LEAD_WORDS = 12  # "One more in English, since Priya reads the memory exports:" is a lead
_NOT_WORDS = re.compile(r"[\d/\\=_@#<>()\[\]{}|$]|\w\.\w")


def announced(sentence: str) -> bool:
    """A statement the speaker introduces as one ("one more thing for whoever touches the
    DB: ...", "e outra: ...", "Note for whoever picks this up: ...", "Ojo con una cosa:"):
    a short lead naming nothing of the project, a colon, then a statement that does. An
    introduction of something pasted ("here is what it says:") ends at its colon."""
    m = _LEAD.match(sentence.strip())
    if m is None:
        return False
    lead, rest = m.group(1), m.group(2).strip()
    if len(lead.split()) > LEAD_WORDS or len(_WIDE.findall(lead)) > 2 * LEAD_WORDS:
        return False
    if _NOT_WORDS.search(lead) or rest.endswith((":", "：")) or sentences._too_short(rest):
        return False  # a lead of words only: "E 0:00:03 Enemy.gd:31 @ ...:" is a log line
    return anchors(rest) > 0 and not sentences._is_question(rest)


_REPLACING = ("decision", "constraint", "must", "correction", "explicit", "preference")


def withdrawal(sentence: str) -> bool:
    """Takes something back and puts nothing in its place ("esquece o runInBand, era só pra
    eu debugar"), unlike "scratch the zap thing, we're standardizing on slog": not a memory."""
    sentence = _ACK_LEAD.sub("", sentence.strip(), count=1)
    probe = _probe(sentence)
    if not _RETRACT.search(probe):
        return False
    rest = re.split(r"[,;:—]|\s-\s", sentence, maxsplit=1)[1:]
    # "actually no, forget that, not this sprint": what follows the last taking-back is
    # what is put in its place, when anything is
    end = _RETRACT.last_end(probe) if len(probe) == len(sentence) else -1
    tails = [rest[0]] if rest else []
    if end > 0:
        tails.append(sentence[end:].lstrip(" ,;:—.!-"))
    return not tails or any(not _replaces(t) for t in tails)


def _replaces(rest: str) -> bool:
    """What follows a taking-back states something in its place."""
    low = _probe(rest)
    if anchors(rest, named=False) or _CONVENTION.search(low):
        return True
    return any(_SIGNALS[name][1].search(low) for name in _REPLACING)


def body(sentence: str) -> str:
    """The statement without what opens it: an acknowledgement ("ok, ...") or a lead
    ("Status: ...", "one more thing: ...")."""
    text = _ACK_LEAD.sub("", sentence.strip(), count=1)
    m = _LEAD.match(text)
    if (
        m is not None
        and len(m.group(1).split()) <= LEAD_WORDS
        and not _NOT_WORDS.search(m.group(1))
    ):
        text = m.group(2).strip()
    return text


def symptom(sentence: str) -> bool:
    """A symptom seen now ("the job is still running", "no funciona"), not what happens when."""
    probe = _probe(body(sentence))
    return _SYMPTOM.search(probe) and not _CONDITION.search(probe)


def temporary(sentence: str) -> bool:
    """Said for the time being ("for now", "vorerst", "暂时"): not how things are to stay,
    unless a lasting part is set against it after ("... for now, but the real fix is X")."""
    probe = _probe(sentence)
    at = _TEMPORARY.first(probe)
    return at >= 0 and not _CONTRAST.search(probe[at:])


def of_the_moment(sentence: str) -> bool:
    """A request for the change at hand, or the speaker's own doings."""
    probe = _probe(body(sentence))
    return _REQUEST.search(probe) or _ABOUT_ME.search(probe)


def takes_itself_back(sentence: str) -> bool:
    """The sentence says something, then takes it back ("put it in the module... scratch
    that, leave it", "把 sidebar 改成自动生成吧……算了"): none of it is a memory."""
    m = _TAKE_BACK.search(sentence)
    if m is None:
        return False
    before = sentence[: m.start()]
    return len(re.findall(r"[^\W\d_]{2,}", before)) >= 3 or len(_WIDE.findall(before)) >= 4


def hedged(sentence: str) -> bool:
    return _HEDGE.search(_probe(sentence))


def narrates(sentence: str) -> bool:
    """The agent saying what it does next ("Let me check the config"): never a lesson."""
    return _NARRATION.search(_probe(_ACK_LEAD.sub("", sentence.strip(), count=1)))


def offers(text: str) -> bool:
    """The agent asks or proposes before acting: the user's next words answer it."""
    return _OFFER.search(_probe(text)) or text.rstrip().endswith(("?", "？"))


# ---------------------------------------------------------------- failures and their causes


def context_for(turns: Sequence[Turn], pos: int, *, failure: Window | None = None) -> str:
    """What a statement answered: the agent's words or actions before it, the user's request,
    the error it explains. Trimmed; the caller redacts it."""
    parts: list[str] = []
    if failure is not None:
        request = _last_user_prose(turns, failure.start)
        if request:
            parts.append(f"asked: {request}")
        line = error_line_before(turns, failure.start)
        if line:
            parts.append(f"error: {line}")
    else:
        agent = _agent_before(turns, pos)
        if agent:
            parts.append(agent)
        if turns[pos].rejected:
            action = next(
                (
                    t.actions[-1]
                    for t in reversed(turns[:pos])
                    if t.role == "assistant" and t.actions
                ),
                "",
            )
            if action:
                parts.append(f"rejected: {action}")
        request = _last_user_prose(turns, pos)
        if request and not parts:
            parts.append(f"asked: {request}")
    text = " | ".join(_one_line(redact(p)[0]) for p in parts if p)
    return text[: CONTEXT_CHARS - 1] + "…" if len(text) > CONTEXT_CHARS else text


def _one_line(text: str) -> str:
    text = re.sub(r"```.*?(?:```|\Z)", " ", text, flags=re.S)
    lines = [ln for ln in text.splitlines() if not sentences.log_line(ln) and not secretive(ln)]
    return re.sub(r"\s+", " ", " ".join(lines)).strip()[:240]


def _last_user_prose(turns: Sequence[Turn], pos: int) -> str:
    """The user's last request before `pos` (feedback on a rejected call is no request)."""
    for t in reversed(turns[:pos]):
        if t.role == "user" and t.text and not t.is_tool_result and not t.rejected:
            return t.text
    return ""


def _agent_before(turns: Sequence[Turn], pos: int) -> str:
    for t in reversed(turns[:pos]):
        if t.role == "user" and t.text:
            return ""
        if t.role == "assistant" and t.text:
            return t.text
    return ""
