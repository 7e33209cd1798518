"""A file named by a pattern of its name: `Pulumi.<stack>.yaml`, `appsettings*.json`,
`application-{profile}.properties`. People name a set of sibling files so: one per
environment, stack or profile, the varying word a placeholder (`<stack>`, `{env}`) or a
glob (`*`). A memory about them (`never hand-edit Pulumi.<stack>.yaml`) is about every
such file, which no exact name and no extension family (`*.yaml`) names.

Both sides reduce the name to one form, its literal head, a `*`, and its literal tail
(`Pulumi.*.yaml`, `appsettings*.json`): `name_globs` reads the memory's text (write
time), `glob_lookup` lists the forms an edited file's name takes (the hook, looked up as
an extension family is: retain.core.toolkeys.name_families). Stdlib only (re).
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

# A file name with one varying part: a literal head (a letter first), a placeholder
# (`<stack>`, `{env}`, `[profile]`) or a `*`, and a literal tail ending in an extension;
# an optional folder before it. Not after a word character, `/`, `$` or `=` (a
# variable's or flag's value), nor followed by more of a path.
_NAME_GLOB = lazy(
    r"(?<![\w/$=.*<{-])((?:[\w.-]+/)*)([A-Za-z][\w.-]*?)(?:<[\w-]{1,20}>|\{[\w-]{1,20}\}|\*)"
    r"((?:[\w-]*\.)*[A-Za-z][A-Za-z0-9]{0,9})(?![\w/*<{])"
)
# A real name has a handful of forms (`Pulumi.prod.yaml`: four); one cut at every dot
# (`a.a.a....y`, 255 bytes) had thousands, each again under every folder of its path:
# 809,676 keys in 3 s on the pre-tool hook's path. The store reads 200 keys of a kind.
MAX_FORMS = 40
MAX_KEYS = 200
# Where a literal head may end before its varying part: a name is cut into words at
# these (`Pulumi.` `prod`; `application-` `prod`; `appsettings` `.Development`).
_CUTS = ".-_"


def _form(head: str, tail: str) -> str | None:
    """The key of a name pattern, or None when either side names too little to tell a
    family of siblings from any file (`*.json` is an extension family, read elsewhere)."""
    if len(head.rstrip(_CUTS)) < 3 or "." not in tail:
        return None
    return f"{head}*{tail}"


def name_globs(text: str) -> tuple[list[str], str]:
    """The name patterns a memory's text names (`Pulumi.*.yaml` for `Pulumi.<stack>.yaml`,
    `appsettings*.json`), each with the folder named before it when there is one; and
    the text with them blanked (what is left of one, `.yaml`, names no file of its own)."""
    out: list[str] = []

    def cut(m: re.Match[str]) -> str:
        form = _form(m.group(2), m.group(3))
        if form is None:
            return m.group(0)
        if m.group(1) + form not in out:
            out.append(m.group(1) + form)
        # the same length (offsets into the text hold); the folder stays, a key of its own
        return m.group(1) + " " * (len(m.group(0)) - len(m.group(1)))

    return out, _NAME_GLOB.sub(cut, text)


def glob_lookup(rel: str) -> list[str]:
    """The name patterns an edited file `rel` (project-relative) matches, as `name_globs`
    writes them, each alone and after each tail of its folder: `config/Pulumi.prod.yaml`
    gives `Pulumi.*.yaml`, `Pulumi*.yaml`, `config/Pulumi.*.yaml`, ..."""
    parts = [p for p in rel.split("/") if p]
    if not parts:
        return []
    name = parts[-1]
    dot = name.find(".", 1)
    if dot < 0:
        return []
    forms: dict[str, None] = {}  # in order, each once
    # the varying part: any run of the name's words before its last extension
    last = name.rfind(".")
    for start in range(1, last + 1):
        if start != last and name[start - 1] not in _CUTS and name[start] not in _CUTS:
            continue
        for end in range(start, last + 1):
            if end < last and name[end] not in _CUTS:
                continue
            form = _form(name[:start], name[end:])
            if form is not None:
                forms.setdefault(form)
            if len(forms) >= MAX_FORMS:
                break
        if len(forms) >= MAX_FORMS:
            break
    folders = ["/".join(parts[i:-1]) for i in range(len(parts) - 1)]
    out = list(forms)
    for d in folders:
        if len(out) >= MAX_KEYS:
            break
        out += [f"{d}/{f}" for f in forms]
    return out[:MAX_KEYS]
