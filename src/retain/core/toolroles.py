"""A file named by its role: "the compose file", "the CI workflow", "the lockfile", a
tool's own config named by the tool ("SwiftLint's line_length rule", "no ESLint config").

People name the files every project of a kind has by what they are for, not by their
path, and every tool names its file the same way everywhere (`.swiftlint.yml`,
`docker-compose.override.yml`, `.github/workflows/deploy.yml`, `poetry.lock`). One small
table of roles, each with the words a memory names it by and the path shapes tools give
it, ties the two: `memory_roles` reads a memory's text (write time, stored as file keys
of the form `@role` that no path can be), `path_roles` the edited file's project-relative
path (the PreToolUse hook, looked up as those keys). The table is about how tools name
their files, not about any one project. Stdlib only (re): the hook imports `path_roles`.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

MARK = "@"  # a role key's first character: no file key a path gives starts so

_LOCKS = (
    r"package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|bun\.lockb?"
    r"|Cargo\.lock|poetry\.lock|uv\.lock|Pipfile\.lock|pdm\.lock|Gemfile\.lock"
    r"|composer\.lock|go\.sum|mix\.lock|flake\.lock|Podfile\.lock|pubspec\.lock"
    r"|Package\.resolved|gradle\.lockfile|packages\.lock\.json|renv\.lock|conda-lock\.ya?ml"
    r"|Manifest\.toml|cabal\.project\.freeze|deno\.lock|rebar\.lock"
)
# role: (the words a memory names it by, the path shapes of its files). A role named by
# a tool is that tool's own config, which only it reads; a word that names other things
# too (`workflow` of Airflow, `stage` of a pipeline) is taken only with a noun that makes
# it the file.
ROLES: dict[str, tuple[str, str]] = {
    "compose": (
        r"\b(?:docker[ -])?compose (?:file|yaml|yml|stack|service|override)s?\b",
        r"(?:^|/)(?:docker-)?compose(?:[.-][\w.-]+)?\.ya?ml$",
    ),
    "ci": (
        r"\b(?:ci|github actions?|gitlab[ -]ci|deploy|release|apply|build|test|lint|nightly)"
        r" (?:workflow|pipeline|config|yaml|yml)s?\b|\bworkflow (?:files?|yaml|yml)\b"
        r"|\bgithub actions workflows?\b",
        r"^\.github/workflows/[^/]+\.ya?ml$|(?:^|/)\.gitlab-ci\.ya?ml$|^\.circleci/config\.ya?ml$"
        r"|(?:^|/)Jenkinsfile$|(?:^|/)azure-pipelines\.ya?ml$|^\.buildkite/[^/]+\.ya?ml$"
        r"|(?:^|/)bitbucket-pipelines\.yml$|(?:^|/)codemagic\.yaml$|^\.woodpecker(?:\.ya?ml|/)",
    ),
    "lock": (r"(?<!\.)\block ?files?\b", rf"(?:^|/)(?:{_LOCKS})$"),
    "image": (
        r"\bdockerfiles?\b|\bcontainerfiles?\b|\bmulti-stage\b"
        r"|\b(?:base|runtime|runner|builder|build|final|release|docker|container)"
        r" (?:image|stage)s?\b",
        r"(?:^|/)(?:Dockerfile|Containerfile)(?:\.[\w.-]+)?$|\.[Dd]ockerfile$",
    ),
    "docs": (
        r"\bdocs? (?:site|config)\b|\bdocumentation site\b|\bmkdocs\b|\bdocusaurus\b"
        r"|\bvitepress\b|\bmdbook\b",
        r"(?:^|/)mkdocs\.ya?ml$|(?:^|/)docusaurus\.config\.\w+$|(?:^|/)\.vitepress/config\.\w+$"
        r"|(?:^|/)book\.toml$|^docs?/conf\.py$",
    ),
    "eslint": (r"\beslint\b", r"(?:^|/)(?:\.eslintrc(?:\.\w+)?|eslint\.config\.\w+)$"),
    "prettier": (r"\bprettier\b", r"(?:^|/)(?:\.prettierrc(?:\.\w+)?|prettier\.config\.\w+)$"),
    "stylelint": (r"\bstylelint\b", r"(?:^|/)(?:\.stylelintrc(?:\.\w+)?|stylelint\.config\.\w+)$"),
    "biome": (r"\bbiome\b", r"(?:^|/)biome\.jsonc?$"),
    "swiftlint": (r"\bswiftlint\b", r"(?:^|/)\.swiftlint\.ya?ml$"),
    "swiftformat": (r"\bswift-format\b", r"(?:^|/)\.swift-format$"),
    "rubocop": (r"\brubocop\b", r"(?:^|/)\.rubocop(?:_todo)?\.yml$"),
    "golangci": (r"\bgolangci(?:-lint)?\b", r"(?:^|/)\.golangci\.(?:ya?ml|toml|json)$"),
    "ruff": (r"\bruff\b", r"(?:^|/)\.?ruff\.toml$"),
    "flake8": (r"\bflake8\b", r"(?:^|/)\.flake8$"),
    "clippy": (r"\bclippy\b", r"(?:^|/)\.?clippy\.toml$"),
    "rustfmt": (r"\brustfmt\b", r"(?:^|/)\.?rustfmt\.toml$"),
    "clangformat": (r"\bclang-format\b", r"(?:^|/)\.clang-format$"),
    "clangtidy": (r"\bclang-tidy\b", r"(?:^|/)\.clang-tidy$"),
    "luacheck": (r"\bluacheck\b", r"(?:^|/)\.luacheckrc$"),
    "stylua": (r"\bstylua\b", r"(?:^|/)\.?stylua\.toml$"),
    "credo": (r"\bcredo\b", r"(?:^|/)\.credo\.exs$"),
    "ocamlformat": (r"\bocamlformat\b", r"(?:^|/)\.ocamlformat$"),
    "scalafmt": (r"\bscalafmt\b", r"(?:^|/)\.scalafmt\.conf$"),
    "detekt": (r"\bdetekt\b", r"(?:^|/)detekt(?:-config)?\.ya?ml$"),
    "phpstan": (r"\bphpstan\b|\blarastan\b", r"(?:^|/)phpstan\.neon(?:\.dist)?$"),
    "phpcsfixer": (r"\bphp-cs-fixer\b", r"(?:^|/)\.php-cs-fixer(?:\.dist)?\.php$"),
    "precommit": (r"\bpre-commit\b", r"(?:^|/)\.pre-commit-config\.ya?ml$"),
    "renovate": (r"\brenovate\b", r"(?:^|/)\.?renovate\.json5?$|^\.github/renovate\.json5?$"),
    "dependabot": (r"\bdependabot\b", r"^\.github/dependabot\.ya?ml$"),
    "jest": (r"\bjest\b", r"(?:^|/)jest\.config\.\w+$"),
    "vitest": (r"\bvitest\b", r"(?:^|/)vitest\.config\.\w+$"),
    "playwright": (r"\bplaywright\b", r"(?:^|/)playwright\.config\.\w+$"),
    "turbo": (r"\bturbo(?:repo)?\b", r"(?:^|/)turbo\.json$"),
    "tsconfig": (
        r"\btsconfigs?\b|\btypescript (?:config|compiler options)\b",
        r"(?:^|/)tsconfig(?:\.[\w-]+)*\.json$",
    ),
    "helmchart": (r"\bchart versions?\b|\bchart\.yaml\b", r"(?:^|/)Chart\.yaml$"),
    "pants": (r"\bpants\b", r"^pants\.toml$"),
    "platformio": (r"\bplatformio\b", r"(?:^|/)platformio\.ini$"),
    "editorconfig": (r"\beditorconfig\b", r"(?:^|/)\.editorconfig$"),
}
# The roles named by the tool whose config the file is: a memory names the tool for many
# things (`yarn turbo run e2e`, "in playwright tests use getByRole"); its config only with
# a word for one in the same sentence ("SwiftLint's line_length rule", "no ESLint config").
_BY_WORD = ("compose", "ci", "lock", "image", "docs", "helmchart", "tsconfig")
_CONFIG_WORD = lazy(
    r"\b(?:config(?:uration)?s?|rules?|settings?|options?|presets?|overrides?|dotfiles?)\b",
    re.I,
)
_SENTENCE = lazy(r"(?<=[.!?])\s+(?=[A-Z])|\n+")
# a path-like token of the memory (`.gitlab-ci.yml`, `charts/*/Chart.yaml`, `Dockerfile`)
_TOKEN = lazy(r"[\w.@*<>{}/-]+")
# A path-like token, matched from its first character only: without the lookbehind every
# position of a long token tried the whole run again (quadratic; 0.1 s at 4,000 characters).
_PATHLIKE = lazy(r"(?<![\w.@*<>{}-])[\w.@*<>{}-]*[./][\w.@*<>{}/-]+")
_NAMED = {role: lazy(words, re.I) for role, (words, _) in ROLES.items()}
_SHAPE = {role: lazy(shape) for role, (_, shape) in ROLES.items()}

# What every role's file has in its lower-cased path, one word at least: a path holding
# none has no role, and the shapes are not compiled for it (most edits are of source
# files; compiling the ~40 shapes for each cost ~3 ms of the hook's CPU).
# tests/test_tool_roles.py holds an example path of every role.
_HINTS = (
    "compose", "workflows", "gitlab-ci", "circleci", "jenkinsfile", "pipelines", "buildkite",
    "codemagic", "woodpecker", "lock", "shrinkwrap", ".sum", "resolved", "manifest.toml",
    "freeze", "ockerfile", "ontainerfile", "mkdocs", "docusaurus", "vitepress", "book.toml",
    "conf.py", "eslint", "prettier", "stylelint", "biome", "swiftlint", "swift-format",
    "rubocop", "golangci", "ruff", "flake8", "clippy", "rustfmt", "clang-", "luacheck",
    "stylua", "credo", "ocamlformat", "scalafmt", "detekt", "phpstan", "php-cs-fixer",
    "pre-commit", "renovate", "dependabot", "jest", "vitest", "playwright", "turbo",
    "tsconfig", "chart.yaml", "pants", "platformio", "editorconfig",
)  # fmt: skip


def memory_roles(text: str) -> list[str]:
    """The role keys (`@compose`, `@eslint`) of the files a memory names by their role.
    None for a role named by a word whose file it names by path as well (`the Dockerfile
    build stage`, `.gitlab-ci.yml`'s deploy job): that file is keyed as itself, and the
    role word is about it, not every such file."""
    sentences = _SENTENCE.split(text)
    tokens = set(_TOKEN.findall(text))
    out = []
    for role, words in _NAMED.items():
        if role in _BY_WORD:
            named = words.search(text) is not None
        else:
            # the word outside a path (`playwright.config.ts` names that file, no config)
            named = any(
                words.search(s) and _CONFIG_WORD.search(_PATHLIKE.sub(" ", s)) for s in sentences
            )
        if named and not (role in _BY_WORD and any(_SHAPE[role].search(t) for t in tokens)):
            out.append(MARK + role)
    return out


def path_roles(rel: str) -> list[str]:
    """The role keys a project-relative path's file has (`.github/workflows/ci.yml`:
    `@ci`); none for most files."""
    low = rel.lower()
    if not any(h in low for h in _HINTS):
        return []
    return [MARK + role for role, shape in _SHAPE.items() if shape.search(rel)]
