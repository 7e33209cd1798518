"""Sentences of a transcript's prose, for transcript capture: splitting, comparing, telling
the language. Pure and stdlib-only.

A sentence ends at . ! ? or CJK punctuation, but not after an abbreviation ("z. B.", "ca.",
"e.g.", "Mio.") nor inside `inline code`; markdown, code blocks, table rows and pasted log
lines are not prose.
"""

from __future__ import annotations

import re

from retain.redact import redact
from retain.sleep.capture_lexicon import (
    _ABBREVIATION_END,
    _ACCENTS,
    _ALL_STOPWORDS,
    _CODE_FENCE,
    _CODE_TOKEN,
    _EXPLICIT_LEAD,
    _INLINE_CODE,
    _MD_LEAD,
    _MD_LINK,
    _QUESTION,
    _REASON_LEAD,
    _SENTENCE_END,
    _STOPWORDS,
)
from retain.sleep.shape_lexicon import _ACK_LEAD

MAX_TEXT_CHARS = 500  # a memory is one statement; longer sentences are cut at a word
REPEAT_SIMILARITY = 0.5  # token overlap at which two user sentences say the same thing ...
REPEAT_MIN_SHARED = 4  # ... provided they share this many tokens ("run the tests" is no rule)
MAX_REPEAT_SENTENCES = 400  # bound the quadratic repetition check on very long sessions


def _strip_markdown(text: str) -> str:
    text = _CODE_FENCE.sub("\n", text)
    lines = []
    for line in text.splitlines():
        if line.lstrip().startswith("|"):  # table rows are data, not statements
            continue
        line = _MD_LEAD.sub("", line)
        line = _MD_LINK.sub(r"\1", line).replace("**", "").replace("__", "")
        lines.append(line.strip())
    return "\n".join(lines)


_SHORT_WORD_END = re.compile(r"(?<![^\W\d_])[^\W\d_]{1,5}\.$")


def split_sentences(text: str) -> list[str]:
    """Sentences of prose, markdown and code blocks removed; handles CJK punctuation.

    Neither an abbreviation ("z. B.", "e.g.", "np."), nor a short word's period before a
    number ("aprox. 3 TB"), nor a period inside `inline code` ends one."""
    out: list[str] = []
    for line in _strip_markdown(text).splitlines():
        spans = [(m.start(), m.end()) for m in _INLINE_CODE.finditer(line)]
        pending, cut = "", 0
        for m in _SENTENCE_END.finditer(line):
            if any(a < m.start() < b for a, b in spans):
                continue
            pending = f"{pending} {line[cut : m.start()]}".strip()
            cut = m.end()
            if _SHORT_WORD_END.search(pending) and line[cut : cut + 1].isdigit():
                continue  # "ca. 3 TB", "max. 60 draw calls": a short word cut before a number
            if pending and not _ABBREVIATION_END.search(pending):
                out.append(pending)
                pending = ""
        pending = f"{pending} {line[cut:]}".strip()
        if pending:
            out.append(pending)
    return [s for s in out if s]


_LOG_LINE = re.compile(
    r"^\s*(?:\d{2,4}[-/:]\d{2}[-/:]\d{2}|\[\d{4}-|\d{2}:\d{2}:\d{2}|at [\w.$<>`]+\(|[│╷╵❌✖⨯]|"
    r"(?:Traceback|Exception|Error|FATAL|FAIL|E/|W/)\b|"
    # stack frames: "#0 at io.flutter...", "#3 0x4011a2 in main", "goroutine 1 [running]:"
    r"#\d+\s+(?:at\s|0x|[\w.$]+\()|goroutine \d+ \[|"
    # an error named by its qualified type: "System.IO.IOException: ...", "Uncaught Error: ..."
    r"(?:Uncaught |Unhandled )?(?:[\w$]+\.)*[\w$]*(?:Error|Exception)\b:|"
    # a diagnostic with its place: "qrc:/qml/Main.qml:5:1: module ...", "src/a.ts:3:7 - error"
    r"[\w.:/@+-]+\.\w+:\d+(?::\d+)?:? |"
    r"\(!\) |\[?(?:WARN(?:ING)?|ERROR|INFO|DEBUG)(?:\]|:\s)|"
    # a level letter and a clock: "E 0:00:03:0123 Enemy.gd:31 @ ...", "W 12:04:55.120 ..."
    r"[EWIDFV] \d{1,2}:\d{2}:\d{2})"
    # a frame with an address: "pkg/x.F(0xc00...)", "/a/b.go:42 +0x1d"
    r"|[\w./-]+\.\w+\([^)]*0x[0-9a-f]+|/[\w./-]+:\d+ \+0x[0-9a-f]+"
)

_WIDE = re.compile(r"[\u3040-\u9fff\uac00-\ud7af\uff00-\uffef]")


def _wide_count(text: str) -> int:
    """CJK characters (and full-width forms): each carries about a word's worth of meaning."""
    return len(_WIDE.findall(text))


def _visual_len(text: str) -> int:
    return len(text) + _wide_count(text)


def _tokens(text: str) -> set[str]:
    """Words for spaced scripts, character bigrams for CJK: enough to compare statements."""
    low = text.casefold()
    words = set(re.findall(r"[^\W_]+", low))
    out = {w for w in words if len(w) > 1 and not _WIDE.search(w)}
    for run in re.findall(r"[\u3040-\u9fff\uac00-\ud7af]+", low):
        out.update(run[i : i + 2] for i in range(max(1, len(run) - 1)))
    return out


def _too_short(text: str) -> bool:
    return _wide_count(text) < 4 and len(re.findall(r"[^\W\d_]{2,}", text)) < 3


def _mostly_code(text: str, inline_share: float = 0.6) -> bool:
    spans = sum(len(m) for m in _INLINE_CODE.findall(text))
    if spans > inline_share * len(text):
        return True
    words = text.split()
    codeish = sum(1 for w in words if not _WIDE.search(w) and _CODE_TOKEN.search(w))
    return not words or codeish / len(words) > 0.5


def _spoken_code(text: str) -> bool:
    """A user's steps given as inline commands ("first `make devdb`, then `go test ./...`"):
    mostly code, but the words around the commands still make a sentence."""
    return not _too_short(_INLINE_CODE.sub(" ", text))


def _is_question(text: str) -> bool:
    return bool(_QUESTION.search(text.strip()))


def detect_language(text: str) -> str | None:
    """A two-letter code from the script, else from common function words; None if unsure."""
    if re.search(r"[\u3040-\u30ff]", text):
        return "ja"
    if re.search(r"[\uac00-\ud7af]", text):
        return "ko"
    if re.search(r"[\u4e00-\u9fff]", text):
        return "zh"
    if re.search(r"[\u0400-\u04ff]", text):
        return "ru"
    words = re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", text.casefold().replace("’", "'"))
    scores = {lang: sum(1 for w in words if w in stop) for lang, stop in _STOPWORDS.items()}
    for lang, marks in _ACCENTS.items():
        scores[lang] += sum(1 for ch in text.casefold() if ch in marks)
    scores["fr"] += sum(1 for w in words if re.match(r"(?:[cdjlmnst]|qu)'", w))  # French elision
    best = max(scores, key=lambda k: scores[k])
    return best if scores[best] > 0 else None


def log_line(line: str) -> bool:
    """A line of pasted output (a log, a trace, a test report), not prose."""
    return bool(_LOG_LINE.search(line))


def prose_sentences(text: str) -> list[str]:
    """Sentences of a message without the output pasted into it (log lines, traces).
    Secrets are redacted in the whole message first: a key spread over lines (a PEM
    block) is found only whole; a sentence left holding a placeholder is never kept."""
    text = redact(text)[0]
    kept = "\n".join(line for line in text.splitlines() if not log_line(line))
    return split_sentences(kept)


def _same_subject(a: str, b: str) -> bool:
    return bool((_tokens(a) - _ALL_STOPWORDS) & (_tokens(b) - _ALL_STOPWORDS))


def _overlap(a: set[str], b: set[str]) -> float:
    """Share of the smaller set found in the larger: a rephrased repeat keeps its key words."""
    shared = len(a & b)
    return shared / min(len(a), len(b)) if shared >= REPEAT_MIN_SHARED else 0.0


def _repeated(sentences: list[tuple[int, str]]) -> set[tuple[int, str]]:
    """User sentences said again in a later turn, in other words or the same ones."""
    recent = sentences[-MAX_REPEAT_SENTENCES:]
    toks = [_tokens(s) - _ALL_STOPWORDS for _, s in recent]
    hits: set[tuple[int, str]] = set()
    for i in range(len(recent)):
        if len(toks[i]) < 3:
            continue
        for j in range(i + 1, len(recent)):
            if recent[i][0] != recent[j][0] and _overlap(toks[i], toks[j]) >= REPEAT_SIMILARITY:
                hits.update((recent[i], recent[j]))
    return hits


def _candidate_text(parts: list[str], k: int, cues: dict[str, float]) -> str:
    text = parts[k]
    if "explicit" in cues:
        rest = _EXPLICIT_LEAD.sub("", text, count=1).strip()
        if _too_short(rest) and k + 1 < len(parts):
            rest = f"{rest} {parts[k + 1]}".strip()
        text = rest or text
    if k + 1 < len(parts) and _REASON_LEAD.match(parts[k + 1]):
        text = f"{text} {parts[k + 1]}"
    text = re.sub(r"\s+", " ", text.replace("\ufffd", " ")).strip(" :：-—")
    bare = _ACK_LEAD.sub("", text, count=1)
    text = bare if bare and not _too_short(bare) else text
    if text[:1].islower():
        text = text[0].upper() + text[1:]
    if len(text) > MAX_TEXT_CHARS:
        cut = text[: MAX_TEXT_CHARS - 1]
        text = (cut.rsplit(" ", 1)[0] if " " in cut[-60:] else cut) + "…"
    return text
