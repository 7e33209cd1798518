"""What a memory says of a folder it names, read by the PreToolUse hook
(retain.rank.tool): whether it says the folder is generated (build output ties an edit
however deep it lies in it), or that its rule holds for the whole tree under it
(`anything under proto/`, `charts/*/Chart.yaml`, "never modify third_party/"). Stdlib
only (re): the hook imports it.
"""

from __future__ import annotations

import re

from retain.core.toolkeys import _MADE_BY_A_TOOL, _SENTENCE, states_rule
from retain.core.toolqualified import says_moved
from retain.core.toolspans import PLAIN
from retain.lazyre import lazy

# `is`/`are`, and the same in the languages memories are written in (è generata, sont générés)
_IS = lazy(r"\b(?:is|are|è|sono|est|sont|ist|sind|es|son|é|são)\b", re.I)
_FULL_SENTENCE = lazy(r"(?<=[.!?])\s+|\n+")


def says_folder_generated(text: str, folder: str) -> bool:
    """Does a sentence of the memory that names `folder/` say it is generated (`out/ and
    release/ are build output`)? Not one that names it and a generated file in passing
    (`don't check generated stubs into src/`, `produced by helmify over config/`)."""
    named = re.compile(rf"(?<![\w./-]){re.escape(folder)}/")
    for sentence in _SENTENCE.split(text):
        at = named.search(sentence)
        if at is None:
            continue
        made = _MADE_BY_A_TOOL.search(sentence, at.end())
        # the folder is what is generated: named before the verb saying so, with `is`
        # or `are` between (not `don't check generated files into src/`)
        if made is not None and _IS.search(sentence, at.end(), made.end()) is not None:
            return True
    return False


# Right before a folder: the memory speaks of every file in it, however deep
# ("anything under proto/", "all files in vendor/"); not "every public function in
# pipelines/", which is about what the files hold. With a rule in the sentence.
_ALL_UNDER = lazy(
    r"\b(?:anything|everything|whatever|all|any|every)"
    # the files' kind between (`every Go file`, `every .ts and .svelte file`)
    r"(?:(?:\s+(?:\.?[A-Za-z][\w+#]{0,15}|and|or|,)){0,5}?\s+(?:files?|code|sources?))?"
    r"\s+(?:(?:that\s+)?(?:is|lives?|sits?)\s+)?(?:under|in|inside|within|below|beneath)"
    r"\s+(?:the\s+)?`?$",
    re.I,
)
# A prohibition on changing what a folder holds, in the sentence naming it: "never modify
# third_party/", "on ne les modifie jamais", "read-only", "vendored".
_NEVER = r"\b(?:never|don'?t|do not|must not|jamais|nie|niemals|nunca|mai)\b|\bne\b.{0,30}\bpas\b"
_CHANGE = (
    r"\b(?:(?:hand-?)?edit\w*|modif\w*|touch\w*|chang\w*|patch\w*|änder\w*|bearbeit\w*"
    r"|toca\w*|alter\w*)"
)
_STEP = lazy(r"\b(?:run|re-?run|regenerate|rebuild|bump)\b", re.I)  # a step to take after
# What each file must open with or carry (`every Go file in cli/ starts with the SPDX line`):
# a rule for every file under the folder, as a header check holds it.
_OPENS_WITH = lazy(r"\b(?:starts?|begins?|opens?)\s+with\b|\bcarr(?:y|ies)\b", re.I)
_KEPT_AS_IS = lazy(r"\b(?:read-only|frozen|immutable|vendored|vendu\w*|untouchable)\b", re.I)


# A sentence speaking of the folder the one before opened with: `It is frozen`, `Never
# edit anything there`.
_BACK = lazy(r"^\s*(?:it|they)\b|\b(?:anything|everything|nothing)\s+(?:there|in it)\b", re.I)


def _kept(sentence: str) -> bool:
    """Does the sentence say its files are not to be changed (`never modify`, `frozen`)?"""
    return _KEPT_AS_IS.search(sentence) is not None or (
        re.search(_NEVER, sentence, re.I) is not None
        and re.search(_CHANGE, sentence, re.I) is not None
    )


def says_whole_tree(text: str, folder: str) -> bool:
    """Does a sentence of the memory that names `folder/` say its rule holds for every
    file under it, however deep: everything under it (`anything under proto/`), each of
    its subfolders (`charts/*/Chart.yaml`, `app/**/actions.ts`), or its files are not to
    be changed (`never modify third_party/`, `vendor/ is read-only`)? A folder named in
    passing (`helpers go in src/utils`) ties only an edit right in it (toolkeys)."""
    if says_moved(text, folder):  # the old place of something moved: all of it
        return True
    named = re.compile(rf"(?<![\w./-]){re.escape(folder)}/(\*)?")
    sentences = _FULL_SENTENCE.split(text)
    for i, sentence in enumerate(sentences):  # its clauses together: `X/ ...; never ...`
        after = sentences[i + 1] if i + 1 < len(sentences) else ""
        if named.match(sentence.lstrip()) and _BACK.search(after) and _kept(after):
            return True  # `legacy/ is the old gateway. It is frozen.`: said of it right after
        for at in named.finditer(sentence):
            if at.group(1) is not None:
                return True
            # every file under it, said with a rule or a step for them (`never renumber`,
            # `run X`); not a description (`every file under Data/ has a .idx beside it`)
            ruled = states_rule(sentence) or _STEP.search(sentence) is not None
            ruled = ruled or _OPENS_WITH.search(sentence, at.end()) is not None
            if ruled and _ALL_UNDER.search(sentence, 0, at.start()):
                return True
            if _kept(sentence):
                return True
    return False


def fact_rule(kind: str, key: str, text: str, target: str = "") -> bool:
    """Does a fact tied by a key of this kind state a rule for the call: by a file or
    command, when it says what to do or not (`states_rule`), or names the call's run as
    the bare one that goes wrong (`A plain fly deploy goes to prod`: target
    toolspans.PLAIN); by a folder, only when it says the folder moved, was renamed, split
    or removed (the old place: `packages/ui was split: DOM components moved to
    packages/ui-web`), with a rule as well."""
    if kind == "cmd" and target[:1] == PLAIN:
        return True
    if kind == "dir" and not says_moved(text, key):
        return False
    # a thing it says is no longer done describes the past (`until 2024 the Jenkins job
    # ran \`terraform apply\` (no longer used)`): that negation is no rule for a call
    return states_rule(_NO_LONGER.sub(" ", text))


# "No longer" in the languages memories are written in: English, German `nicht mehr`,
# Spanish `ya no`, French `ne ... plus`, Portuguese `não ... mais`, Japanese `もう...ない`
# (`今はもう使っていない`), Chinese `不再`, Korean `더 이상 ... 않`.
_NO_LONGER = lazy(
    r"\b(?:no\s+longer|not\s+any\s*more|nicht\s+mehr|ya\s+no|n(?:e|')\s*\w+\s+plus"
    r"|não\s+\w+\s+mais)\b|もう\w{0,6}?ない|不再|더\s*이상\s*(?:\w{1,8}?\s*)?않",
    re.I,
)
# A command a fact says to run: run `python -m gx.suites` to rebuild the JSON.
_STEP_AFTER = lazy(r"\b(?:run|re-?run|regenerate|rebuild)\s+`[^`\n]{2,120}`", re.I)


def edit_rule(kind: str, key: str, text: str) -> bool:
    """Does a fact tied to an edit (Edit, Write...) by a key of this kind say what to do
    when changing what it names, beyond `fact_rule`? By a folder: a rule for changing
    any file in it (`never modify vendor/`, `charts/*/Chart.yaml version must be bumped
    on every chart change`), not a layout (`helpers go in src/utils`). By a file: a
    command to run once it changed (authored in `gx/suites.py`; run `python -m
    gx.suites` to rebuild the JSON), the step the edit must be followed by."""
    if kind == "dir":
        return states_rule(text) and says_whole_tree(text, key)
    if kind == "cmd":
        return False
    return _STEP_AFTER.search(text) is not None
