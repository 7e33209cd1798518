"""A file named by its role ("the lockfile", "the apply workflow") or a tool's config named
by the tool ("SwiftLint's line_length rule"), through the real pre-tool hook (issue 29,
round 29: retain.core.toolroles). The memories are invented for each rule, not taken from
a benchmark."""

from __future__ import annotations

import time

from retain.core import toolkeys, toolroles
from test_tool_hook_keys import edit, store


def test_a_path_has_the_roles_tools_give_its_name():
    assert toolroles.path_roles("pnpm-lock.yaml") == ["@lock"]
    assert toolroles.path_roles("services/api/poetry.lock") == ["@lock"]
    assert toolroles.path_roles(".github/workflows/apply.yml") == ["@ci"]
    assert toolroles.path_roles("deploy/docker-compose.override.yml") == ["@compose"]
    assert toolroles.path_roles("docker/Dockerfile.worker") == ["@image"]
    assert toolroles.path_roles("apps/admin/.eslintrc.cjs") == ["@eslint"]
    assert toolroles.path_roles(".swiftlint.yml") == ["@swiftlint"]
    assert toolroles.path_roles("src/lock.yaml") == []
    assert toolroles.path_roles("src/workflows/apply.yml") == []  # not GitHub's folder


def test_a_memory_names_a_file_by_its_role():
    assert toolroles.memory_roles("Never edit the lockfile by hand; run pnpm install.") == ["@lock"]
    assert toolroles.memory_roles("prod apply only from the apply workflow.") == ["@ci"]
    assert toolroles.memory_roles("The runner stage stays on bookworm-slim.") == ["@image"]
    # a tool's config by the tool: only with a word for a config in the same sentence
    assert toolroles.memory_roles("SwiftLint's line_length rule is disabled on purpose.") == [
        "@swiftlint"
    ]
    assert toolroles.memory_roles("In playwright tests use getByRole, not CSS selectors.") == []
    assert toolroles.memory_roles("baseURL lives in apps/web/playwright.config.ts") == []
    # the file named by path as well: keyed as itself, the role word is about that file
    assert toolroles.memory_roles("The Dockerfile build stage runs pnpm install.") == []
    assert toolroles.memory_roles("The deploy job in .gitlab-ci.yml needs a tag.") == []


def test_a_role_is_a_file_key_no_path_can_be():
    keys = toolkeys.memory_keys("dont touch the lockfile by hand, take main's and reinstall")
    assert ("file", "@lock", "") in keys
    assert "@lock" in toolkeys.name_families("apps/web/pnpm-lock.yaml")
    assert "@lock" not in toolkeys.name_families("apps/web/lock.md")


def test_an_edit_of_a_file_a_memory_names_by_its_role(project, tmp_path):
    (mid,) = store(project, "Don't touch the lockfile by hand: take main's and run install.")
    assert edit(project, tmp_path, "pnpm-lock.yaml") == [mid]
    assert edit(project, tmp_path, "src/lock.ts", "s-2") == []


def test_an_edit_of_a_tools_config_a_memory_names_by_the_tool(project, tmp_path):
    (mid,) = store(
        project,
        "Lint and format with Biome only. There is no ESLint here; don't add its configs.",
    )
    assert edit(project, tmp_path, "apps/admin/.eslintrc.cjs") == [mid]
    assert edit(project, tmp_path, "apps/admin/src/main.ts", "s-2") == []


def test_m025_keys_the_roles_of_a_store_written_before_it(tmp_path):
    """A store written before m025 held no role key; the upgrade keys the memory by the
    role it names, as a fresh write does."""
    from retain.store import migrations, queries
    from test_db import _store_at

    at = [s.__name__ for s in migrations.MIGRATIONS].index("m025_tool_keys_roles")
    conn = _store_at(tmp_path / "v24.db", migrations.MIGRATIONS[:at])
    mid = queries.insert_memory(
        conn, text="Never edit the lockfile by hand; take main's and reinstall.",
        kind="constraint", valence="fact", scope="user", project_id=None, trust="user",
        confidence=0.9, now=1.0,
    )  # fmt: skip
    conn.execute("DELETE FROM tool_keys WHERE memory_id = ?", (mid,))
    assert migrations.migrate(conn) == migrations.SCHEMA_VERSION
    keys = {k for (k,) in conn.execute("SELECT key FROM tool_keys WHERE memory_id = ?", (mid,))}
    assert "@lock" in keys
    conn.close()


# An example path of every role: each holds one of the words the hook checks before it
# reads the shapes (toolroles._HINTS), so a role the table gains is not silently skipped.
EXAMPLES = {
    "compose": "compose.yaml", "ci": "azure-pipelines.yml", "lock": "go.sum",
    "image": "Containerfile", "docs": "docs/conf.py", "eslint": "eslint.config.mjs",
    "prettier": ".prettierrc", "stylelint": ".stylelintrc.json", "biome": "biome.jsonc",
    "swiftlint": ".swiftlint.yml", "swiftformat": ".swift-format", "rubocop": ".rubocop.yml",
    "golangci": ".golangci.yaml", "ruff": "ruff.toml", "flake8": ".flake8",
    "clippy": "clippy.toml", "rustfmt": ".rustfmt.toml", "clangformat": ".clang-format",
    "clangtidy": ".clang-tidy", "luacheck": ".luacheckrc", "stylua": "stylua.toml",
    "credo": ".credo.exs", "ocamlformat": ".ocamlformat", "scalafmt": ".scalafmt.conf",
    "detekt": "config/detekt.yml", "phpstan": "phpstan.neon.dist",
    "phpcsfixer": ".php-cs-fixer.dist.php", "precommit": ".pre-commit-config.yaml",
    "renovate": "renovate.json5", "dependabot": ".github/dependabot.yml",
    "jest": "jest.config.ts", "vitest": "vitest.config.mts", "playwright": "playwright.config.ts",
    "turbo": "turbo.json", "tsconfig": "tsconfig.app.json", "helmchart": "charts/api/Chart.yaml",
    "pants": "pants.toml", "platformio": "platformio.ini", "editorconfig": ".editorconfig",
}  # fmt: skip


def test_every_role_is_found_by_its_path():
    assert set(EXAMPLES) == set(toolroles.ROLES)
    for role, path in EXAMPLES.items():
        assert "@" + role in toolroles.path_roles(path), path
    for path in ("Cargo.lock", "Package.resolved", "Manifest.toml", "cabal.project.freeze",
                 "npm-shrinkwrap.json", ".gitlab-ci.yml", "Jenkinsfile", ".circleci/config.yml",
                 "mkdocs.yml", "book.toml", "app.Dockerfile"):  # fmt: skip
        assert toolroles.path_roles(path), path


def test_a_long_token_beside_a_tools_config_word_is_read_in_linear_time():
    # a memory naming a tool's config beside a long token (a pasted hash, a base64 blob):
    # the path-like test was quadratic in the token (round 29: 0.1 s at 4,000 characters,
    # about 6 s at 30,000); read once per token start, it is far under a second
    said = "ESLint's config keeps this rule off, see "
    start = time.perf_counter()
    assert (
        toolroles.memory_roles(said + "a" * 30_000) == toolroles.memory_roles(said) == ["@eslint"]
    )
    assert time.perf_counter() - start < 1.0
