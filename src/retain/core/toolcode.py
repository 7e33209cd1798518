"""What an edit writes that a memory forbids: the 'code' tool-time keys.

"No float64 for money", "Never FloatField", "Don't add `# type: ignore` comments": such a
memory is about what an edit writes, wherever it writes it; no path names it. When a
memory is written (`code_keys`), the code it names right after a prohibition (never, no,
don't, not, avoid, instead of, a plain) is read: a backticked span, or a plain word that
is code (a digit, an underscore, a dot, parentheses or an inner capital: `float64`,
`FloatField`, `System.getenv`, `fallbackToDestructiveMigration()`). Its key is its first
word, its target the whole form. An edit looks up the words it writes (`written_names`),
and a memory found so is kept only when its whole form is in the new text (`writes`).

A plain English word after a prohibition ("no float in drivers") is not read as code:
matching it would fire on every edit that says float. Only what is forbidden is keyed:
an edit that writes what a memory recommends is following it, and needs no reminder.

Stdlib only (re): the hook imports it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

MAX_EDIT_CHARS = 20_000  # of an edit's new text read: a larger Write is a file, not a change
MAX_NAMES = 200  # words of one edit looked up (the store's IN list takes 200)
MAX_FORM_CHARS = 80  # a longer span is a sentence or a snippet, not one forbidden thing
# A prohibition before the name; the words it reads through include `new` (`no new
# NgModules`, `don't write new X`): the name is what the memory forbids writing.
_PROHIBITION = lazy(
    r"\b(?:never|no|don'?t|do not|not|avoid|instead of|plain|bare|can'?t|cannot|must not"
    r"|mustn'?t|shouldn'?t|should not)\s+"
    r"(?:(?:use|using|add|adding|set|call|a|an|the|any|new|plain|bare|import|importing|from"
    r"|write|be|used)\s+)*"
    # the same before the name in the languages memories are written in: German `nie`;
    # Spanish and Portuguese `nunca`, `nem` (nor); French `jamais`; Chinese 不要(用),
    # 别用, 禁止(使用), 不能用 (no word boundary between Han characters). Not German
    # `kein`: `hat kein @InstallIn` says what is missing as often as what is forbidden.
    r"|\b(?:nie|niemals|nunca|jam[aá]is|nem)\s+(?:(?:uses?|usar|utilices|utilisez|utiliser|llames"
    r"|importar|importes|importer|importez|añadir|agregar|adicionar|ajouter|używaj\w*|używać"
    r"|dodawaj\w*|importuj\w*|wywołuj\w*)\s+)?"
    # (Polish `nie używaj` among them); a prohibition spelled with its verb: Portuguese
    # `não usar`, Italian `non usare`, `mai`, French `ne pas utiliser`, Russian `не
    # используйте`, `нельзя`
    r"|\b(?:não|non|ne\s+pas|не|никогда\s+не|нельзя)\s+(?:usar|use|usem|adicionar|importar"
    r"|chamar|usare|usate|aggiungere|importare|chiamare|utiliser|ajouter|importer|appeler"
    r"|использу\w*|использовать|добавля\w*|импортиру\w*|вызыва\w*)\s+"
    r"|\bmai\s+(?:(?:usare|aggiungere|importare|chiamare)\s+)?"
    # Chinese `不能` (cannot), `不得`, `勿`, with or without a verb of using
    r"|(?:不要用?|别用|禁止使用|禁止|不能(?:使)?用?|不可以?(?:使)?用?|不得(?:使)?用?|勿用?)\s*",
    re.I,
)
# After a name: it is gone or on its way out (`\`schedule_interval=\` is deprecated`,
# `plat-prd-1 was decommissioned`): writing it is what the memory warns against. A word
# is taken from its start (from inside a long one the run to its end failed at every
# letter: 0.37 s for a 4,000-character token, on the tool hook's path via tooltie).
_RETIRED = lazy(
    r"(`[^`\n]{1,80}`|(?<![^\s`])[^\s`]+)\s+(?:is|are|was|were|has been|have been)\s+(?:now\s+)?"
    r"(?:deprecated|decommissioned|retired|removed|gone)\b",
    re.I,
)
# After a name, a prohibition in a language that puts the verb last: Japanese `X は使わない`,
# `X を使用しない`, `X は禁止`; Korean `X를 사용하지 마세요`, `X 금지`.
_FORBIDDEN_AFTER = lazy(
    r"`([^`\n]{1,80})`\s*(?:(?:は|を|も)\s*(?:(?:絶対に|決して)\s*)?(?:使わない|使用しない|使用禁止|禁止"
    r"|書かない|追加しない|インポートしない)|(?:(?:은|는|을|를)\s*)?(?:절대\s*)?(?:사용하지|쓰지|추가하지)\s*"
    r"(?:마|않)|\s금지"
    # Turkish puts the verb last too: `X kullanmayın`, `X'i kullanma`, `X eklemeyin`
    r"|(?:'?\w{0,3})?\s+(?:asla\s+)?(?:kullanmay\w*|kullanma\b|kullanılmaz\w*|eklemey\w*"
    r"|yazmay\w*))"
)
# A setting a memory forbids changing (`never change \`services.postgresql.package\``,
# Japanese `\`system.stateVersion\` は絶対に変更しない`): its value is what must stay, so
# an edit ties it only when it writes the setting on a line the replaced text lacks. Not
# "bump" or "upgrade": a change back (a revert) is then no breach, and nothing here reads
# which way a value moved.
_CHANGE_BEFORE = lazy(
    r"\b(?:never|don'?t|do not|must not|not|no)\s+(?:(?:ever|directly|manually)\s+)?"
    r"(?:change|modify|alter|edit|touch)\s+(?:the\s+)?`([^`\n]{1,80})`"
    r"|\b(?:nie|niemals|nunca|jam[aá]is)\s+(?:cambiar|modificar|alterar|mudar|changer|modifier"
    r"|ändern)\s+`([^`\n]{1,80})`"
    r"|`([^`\n]{1,80})`\s*(?:(?:は|を|も)\s*(?:(?:絶対に|決して)\s*)?(?:変更しない|変えない|変更禁止)"
    r"|(?:(?:은|는|을|를)\s*)?(?:절대\s*)?(?:변경하지|바꾸지)\s*(?:마|않)|(?:nie|niemals)\s+ändern)",
    re.I,
)
# a setting's dotted name, not a file's: two dots, an inner capital or a long last part
_SETTING = lazy(r"^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+$")
_INNER_CAP = lazy(r"[a-z][A-Z]")
_ONE_WORD = lazy(r"\w+")
_SPAN = lazy(r"`([^`\n]{1,80})`")
_CODE_WORD = lazy(r"\d|_|\.|\(|[a-z][A-Z]")
_NAME = lazy(r"\w+")
_NOT_CODE = lazy(r"[^\x00-\x7f]")
# The next item of a list the prohibition opens (`no \`new\`, \`malloc\` or Arduino
# \`String\``): a comma or a word for "or"/"nor", then a span, at most one capitalised
# word before it (what it belongs to). Words of the languages memories are written in:
# Spanish and Portuguese `o`, `ni`, `ou`, `nem`; French `ou`, `ni`; German `oder`, `noch`.
_NEXT_ITEM = lazy(
    r"(\s*,\s*|\s*,\s+(?:or|nor|o|ni|ou|nem|oder|noch)\s+|\s+(?:or|nor|o|ni|ou|nem|oder|noch)\s+)"
    r"(?:[A-Z][\w-]*\s+)?`([^`\n]{1,80})`"
)
_OR_WORD = lazy(r"[a-z]")
# The item before one a verb-last prohibition follows: a span, then a comma or a word for
# "or"/"and" (Turkish `ya da`, `veya`; Japanese `や`, `、`; Korean `또는`, `와`/`과`).
_PREV_ITEM = lazy(
    r"`[^`\n]{1,80}`(?:\s*[,、]\s*|\s+(?:ya da|veya|ve)\s+|\s*(?:や|または|또는|와|과)\s*)$"
)
_QUALIFIED = lazy(r"\s+(?:bare|plain|unqualified|unprefixed)\b", re.I)
_NUMBER_AFTER = lazy(r"\s+(\d+(?:\.\d+)*)(?![\w.])")


def code_keys(text: str) -> list[tuple[str, str]]:
    """(first word, whole form) of each piece of code this memory's text forbids."""
    out: list[tuple[str, str]] = []
    starts = [m.end() for m in _PROHIBITION.finditer(text)]
    starts += [m.start() for m in _RETIRED.finditer(text)]
    for m in _FORBIDDEN_AFTER.finditer(text):
        starts += [m.start(), *listed_before(text, m.start())]

    for start in sorted(starts):
        rest = text[start:]
        span = _SPAN.match(rest)
        if span is not None:
            forms = [span.group(1)]
            # a list of names (not of commands), after a prohibition of every item (not
            # `plain`/`bare`, which qualify the one after them: `use plain X or Y`)
            said = text[:start].rstrip().rsplit(None, 1)[-1:]
            if " " not in span.group(1).strip() and said[:1] not in (["plain"], ["bare"]):
                forms += listed(rest, span.end())
        else:
            word = rest.split(None, 1)[0] if rest.strip() else ""
            # code is ASCII: a name runs on into the prose of a language written without
            # spaces (`HALF_UP。`, `current_timestamp()（会话`) up to its first other letter
            word = _NOT_CODE.split(word, 1)[0]
            word = word.rstrip(",.;:!?\"'").lstrip("\"'(")
            # a route (`not /admin/`) is what a request writes; another path is a place
            route = word.startswith("/") and word.count("/") >= 2 and len(word) > 2
            if not route and ("/" in word or not _CODE_WORD.search(word)):
                continue
            forms = [with_number(word, rest, len(rest) - len(rest.lstrip()) + len(word))]
        for form in forms:
            form = re.sub(r"\((?:\.\.\.)?\)$", "", " ".join(form.split()))
            name = _NAME.search(form)
            if name is None or len(form) > MAX_FORM_CHARS or len(name.group()) < 2:
                continue
            if (name.group(), form) not in out:
                out.append((name.group(), form))
    for form in kept_settings(text):
        name = _NAME.search(form)
        if name is not None and (name.group(), form) not in out:
            out.append((name.group(), form))
    return out


def kept_settings(text: str) -> list[str]:
    """The settings, by their dotted names, a memory forbids changing."""
    out = []
    for m in _CHANGE_BEFORE.finditer(text):
        form = next(g for g in m.groups() if g)
        last = form.rsplit(".", 1)[-1]
        if _SETTING.match(form) and (
            form.count(".") > 1 or len(last) > 4 or _INNER_CAP.search(last)
        ):
            out.append(form)
    return out


def changes(form: str, new: str, old: str) -> bool:
    """Does an edit write the setting `form` on a line the replaced text does not hold (its
    value changed)? A Write, which replaces nothing it shows, changes nothing known."""
    if not old:
        return False
    kept = set(old.splitlines())
    return any(writes(form, line) and line not in kept for line in new.splitlines())


def listed(text: str, end: int) -> list[str]:
    """The spans listed after the one ending at `end`, when the list closes with "or"
    or "nor" (three spans: a, b or c): a prohibition forbids every item of it. A list
    closed otherwise (a, use b) is not one thing forbidden."""
    items: list[str] = []
    closed = False
    while not closed and (m := _NEXT_ITEM.match(text, end)) is not None:
        items.append(m.group(2))
        closed = _OR_WORD.search(m.group(1)) is not None
        end = m.end()
    # `\`fs\`, \`path\` or \`crypto\` bare`: only a spelling the forms cannot tell apart
    # (`node:crypto` is allowed) is forbidden; the list is not read further
    return items if closed and not _QUALIFIED.match(text, end) else []


def listed_before(text: str, start: int) -> list[int]:
    """Where the spans listed before the one at `start` begin, in a language that puts the
    prohibition after its list ("`a` ya da `b` kullanmayın", "`a` や `b` は使わない"):
    the prohibition forbids every item of it."""
    out: list[int] = []
    while (m := _PREV_ITEM.search(text, max(0, start - 120), start)) is not None:
        start = m.start()
        out.append(start)
    return out


def with_number(word: str, text: str, end: int) -> str:
    """A name with the number after it (`no iPhone 16 runtime`, `not Node 16`): the
    model or version is what is ruled out, not every mention of the name."""
    number = _NUMBER_AFTER.match(text, end)
    return f"{word} {number.group(1)}" if number and word[-1:].isalpha() else word


def edit_text(tool_input: dict[str, object]) -> str:
    """What an Edit, Write, MultiEdit or NotebookEdit writes (never what it removes)."""
    parts = [tool_input.get(k) for k in ("new_string", "content", "new_source")]
    edits = tool_input.get("edits")
    if isinstance(edits, list):
        parts += [e.get("new_string") for e in edits if isinstance(e, dict)]
    return "\n".join(p for p in parts if isinstance(p, str))[:MAX_EDIT_CHARS]


def written_names(text: str) -> list[str]:
    """The words an edit writes, first seen first, as code keys are looked up."""
    out: dict[str, None] = {}
    for m in _NAME.finditer(text):
        out.setdefault(m.group(), None)
        if len(out) >= MAX_NAMES:
            break
    return list(out)


def as_written(form: str, memory: str) -> str:
    """The form a command must write for a memory's code key to tie it: a plain word the
    memory forbids as a call (`bare test() calls`: its key drops the parentheses) is the
    call (`test(`). In a command such a word is otherwise an argument or part of a file
    name (`--env test`, `orders.test.ts`), which calls nothing."""
    if _CODE_WORD.search(form) or not _ONE_WORD.fullmatch(form):
        return form
    if re.search(rf"(?<![\w.]){re.escape(form)}\(\)", memory):
        return form + "("
    return form


def writes(form: str, text: str, *, command: bool = False) -> bool:
    """Does this new text hold the whole forbidden form, as a word of its own? In a
    `command`, a word run on by a hyphen is another word: `dbt run-operation` runs no
    `dbt run`, `make test-unit` no `make test`."""
    pattern = r"\s+".join(re.escape(part) for part in form.split())
    if form[:1].isalnum() or form[:1] == "_":
        pattern = r"(?<!\w)" + pattern
    if form[-1:].isalnum() or form[-1:] == "_":
        pattern += r"(?!\w|-\w)" if command else r"(?!\w)"
    return re.search(pattern, text) is not None
