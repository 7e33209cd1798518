"""The command a container or a local environment runs inside, which a Bash call is
about: `docker compose exec web python manage.py migrate`, `kubectl exec pod -- env`,
`ddev wp plugin update` (retain.core.toolcommand reads a call's command through it).

Stdlib only: the hook imports it.
"""

from __future__ import annotations

# Flags of `docker exec/run` (and compose's) that take a value before the container.
CONTAINER_VALUE_FLAGS = frozenset(
    {"-e", "--env", "-u", "--user", "-w", "--workdir", "--name", "-v", "--volume", "-p",
     "--publish", "--entrypoint", "--env-file", "--network", "-l", "--label"}
)  # fmt: skip


# A local development environment runs a tool in its web container by the tool's own
# name (`ddev wp plugin update`, `lando composer require x`, `ddev exec wp ...`): the
# same command as the tool run bare, as `docker compose exec web ...` is. Its own
# commands (`ddev start`, `ddev pull`, `ddev import-db`) run nothing inside.
LOCAL_ENVS = frozenset({"ddev", "lando"})
LOCAL_ENV_TOOLS = frozenset(
    {"wp", "composer", "drush", "php", "artisan", "npm", "yarn", "npx", "node", "craft",
     "magento", "mysql", "psql"}
)  # fmt: skip


def in_container(tool: str, rest: list[str]) -> tuple[str, list[str]] | None:
    """The command a container runner runs inside (`docker compose exec web python
    manage.py migrate` -> manage.py, [migrate]; `kubectl exec pod -- env`): the call is
    about that command, as with any wrapper. None when `tool` runs nothing inside."""
    from retain.core.toolcommand import command_words

    if tool in LOCAL_ENVS:
        if rest[:1] == ["exec"]:
            inner = rest[1:]
            while inner and inner[0].startswith("-"):
                inner = inner[2:] if inner[0] in ("-s", "--service") else inner[1:]
            return command_words(inner) if inner else None
        return command_words(rest) if rest[:1] and rest[0] in LOCAL_ENV_TOOLS else None
    if tool == "kubectl" and rest[:1] == ["exec"] and "--" in rest:
        inner = rest[rest.index("--") + 1 :]
        return command_words(inner) if inner else None
    if tool not in ("docker", "podman", "docker-compose"):
        return None
    words = rest[1:] if tool != "docker-compose" and rest[:1] == ["compose"] else rest
    if words[:1] not in (["exec"], ["run"]):
        return None
    i = 1
    while i < len(words) and words[i].startswith("-"):
        i += 2 if words[i] in CONTAINER_VALUE_FLAGS else 1
    inner = words[i + 1 :]  # after the service or container
    return command_words(inner) if inner else None
