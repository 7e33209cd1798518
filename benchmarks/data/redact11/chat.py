"""Chat rendering and chat scenarios for redact11.

A scenario is a list of (speaker, text) turns written from a language's phrase table;
a renderer turns it into one of the export styles teams paste (Slack, Discord, Teams,
IRC, Matrix, WhatsApp, a quoted thread). Secret scenarios and ordinary scenarios share
the same phrases, so only the answer line tells them apart.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import values as v

Turns = list[tuple[int, str]]


def _times(rng: random.Random, n: int) -> list[str]:
    """n increasing hh:mm stamps a minute or a few apart."""
    h, m = rng.randint(8, 21), rng.randint(0, 50)
    out = []
    for _ in range(n):
        out.append(f"{h:02d}:{m:02d}")
        m += rng.randint(0, 3)
        if m > 59:
            h, m = h + 1, m - 60
    return out


# Side lines people drop into any channel, in any language.
NOISE = ("👋", ":coffee:", "+1", "brb", "ok", "lol", "🙂", "on it", "sec", ":wave:")
CHANNELS = ("#ops", "#backend", "#infra", "#dev", "#help-desk", "#release", "#random")
STYLES = ("slack", "slack_block", "discord", "teams", "irc", "matrix", "whatsapp", "thread")


def _decorate(rng: random.Random, turns: Turns) -> Turns:
    """Sometimes add a side line before or after, or mark a later line as edited."""
    out = list(turns)
    if rng.random() < 0.25:
        out.insert(0, (2, rng.choice(NOISE)))
    if rng.random() < 0.15:
        out.append((2, rng.choice(NOISE)))
    if rng.random() < 0.12 and len(out) > 1:
        i = rng.randrange(1, len(out))
        who, text = out[i]
        if not text.endswith("```"):
            out[i] = (who, f"{text} (edited)")
    return out


def render(rng: random.Random, turns: Turns) -> tuple[str, str]:
    """Render turns in a random export style; return (text, style)."""
    turns = _decorate(rng, turns)
    people = rng.sample(v.FIRST, 3)
    lasts = [rng.choice(v.LAST) for _ in people]
    times = _times(rng, len(turns))
    style = rng.choice(STYLES)
    lines: list[str] = [f"Thread in {rng.choice(CHANNELS)}"] if style == "thread" else []
    for i, ((who, text), t) in enumerate(zip(turns, times, strict=True)):
        first, last = people[who], lasts[who]
        nick = first.lower()
        if style == "slack":
            lines.append(f"[{t}] {first}: {text}")
        elif style == "slack_block":
            lines.append(f"{first} {last}  {t}\n{text}")
        elif style == "discord":
            lines.append(f"{nick} — Today at {t}\n{text}")
        elif style == "teams":
            lines.append(f"[{t}] {first} {last}: {text}")
        elif style == "irc":
            lines.append(f"[{t}] <{nick}> {text}")
        elif style == "matrix":
            lines.append(f"<@{nick}:matrix.example.org> {text}")
        elif style == "thread":
            lines.append(f"{first}: {text}" if i == 0 else f"↳ {first} replied: {text}")
        else:
            lines.append(f"03/12/2026, {t} - {first}: {text}")
    return "\n".join(lines), style


def _bare(rng: random.Random, value: str) -> str:
    """How a value is dropped into a chat line with no label."""
    form = rng.randrange(5)
    if form == 0:
        return f"`{value}`"
    if form == 1:
        return f"{value} {rng.choice(v.UNICODE_EMOJI)}"
    return value


# ---- secret scenarios: each returns (turns, family) and uses the secret exactly once ----


def s_ask_answer(rng: random.Random, c: dict, s: str) -> tuple[Turns, str]:
    svc = rng.choice(v.SERVICES)
    turns: Turns = [(0, c["ask_pw"].format(svc=svc)), (1, _bare(rng, s))]
    if rng.random() < 0.6:
        turns.append((0, rng.choice((c["works"], rng.choice(v.EMOJI)))))
    return turns, "chat_ask_answer"


def s_that_one(rng: random.Random, c: dict, s: str) -> tuple[Turns, str]:
    turns: Turns = [(0, c["ask_pw"].format(svc=rng.choice(v.SERVICES)))]
    if rng.random() < 0.5:
        turns.append((1, rng.choice((":eyes:", "1 sec", "sec", "🔍", "hmm"))))
    turns += [(1, _bare(rng, s)), (1, c["that_one"].format(env=rng.choice(v.ENVS)))]
    return turns, "chat_that_one"


def s_changed_it(rng: random.Random, c: dict, s: str) -> tuple[Turns, str]:
    turns: Turns = [
        (0, c["rotated"].format(svc=rng.choice(v.SERVICES))),
        (1, c["ask_it"]),
        (0, _bare(rng, s)),
    ]
    return turns, "chat_changed_it"


def s_new_one(rng: random.Random, c: dict, s: str) -> tuple[Turns, str]:
    turns: Turns = [
        (0, c["rotated"].format(svc=rng.choice(v.SERVICES))),
        (0, f"{c['new_below']} {_bare(rng, s)}"),
        (1, rng.choice((c["works"], rng.choice(v.EMOJI), "👍"))),
    ]
    return turns, "chat_new_one"


def s_labelled(rng: random.Random, c: dict, s: str) -> tuple[Turns, str]:
    svc, user = rng.choice(v.SERVICES), rng.choice(v.USERS)
    form = rng.randrange(3)
    if form == 0:
        line = f"{svc}: {user} / {s}"
    elif form == 1:
        line = f"{svc} {c['pw_word']}: {s}"
    else:
        line = f"{c['pw_word']} = {s} ({svc})"
    return [(0, line), (1, rng.choice((c["works"], ":+1:", "ty")))], "chat_labelled"


def s_key_paste(rng: random.Random, c: dict, s: str) -> tuple[Turns, str]:
    svc = rng.choice(v.KEY_SERVICES)
    turns: Turns = [(0, c["ask_key"].format(svc=svc)), (1, _bare(rng, s))]
    if rng.random() < 0.5:
        turns.append((0, c["works"]))
    return turns, "chat_key_paste"


def s_login_pair(rng: random.Random, c: dict, s: str) -> tuple[Turns, str]:
    user = rng.choice(v.USERS)
    turns: Turns = [(0, c["ask_login"]), (1, f"{user} / {s}"), (1, c["temp"])]
    return turns, "chat_login_pair"


def s_quote(rng: random.Random, c: dict, s: str) -> tuple[Turns, str]:
    turns: Turns = [
        (0, c["ask_pw"].format(svc=rng.choice(v.SERVICES))),
        (1, f"> {s}\n{c['that_one'].format(env=rng.choice(v.ENVS))}"),
    ]
    return turns, "chat_quote"


def s_it_unnamed(rng: random.Random, c: dict, s: str) -> tuple[Turns, str]:
    turns: Turns = [
        (0, c["cant_login"].format(svc=rng.choice(v.SERVICES))),
        (1, c["changed_it_to"].format(v=_bare(rng, s))),
    ]
    if rng.random() < 0.6:
        turns.append((0, rng.choice((c["works"], rng.choice(v.EMOJI)))))
    return turns, "chat_it_unnamed"


def s_code_span(rng: random.Random, c: dict, s: str) -> tuple[Turns, str]:
    user, host = rng.choice(v.USERS), rng.choice(v.HOSTS)
    form = rng.randrange(4)
    if form == 0:
        line = f"```\nexport PGPASSWORD={s}\npsql -h {host} -U {user}\n```"
    elif form == 1:
        line = f"`mysql -h {host} -u {user} -p'{s}'`"
    elif form == 2:
        line = f"`curl -u {user}:{s} https://{host}/api/health`"
    else:
        line = f"`docker login -u {user} -p {s} registry.example.com`"
    turns: Turns = [(0, c["ask_login"]), (1, line)]
    turns.append((0, c["works"]) if rng.random() < 0.5 else (1, c["temp"]))
    return turns, "chat_code_span"


SECRET_SCENARIOS: tuple[tuple[Callable, str], ...] = (
    (s_ask_answer, "pw"),
    (s_that_one, "pw"),
    (s_changed_it, "pw"),
    (s_new_one, "pw"),
    (s_labelled, "pw"),
    (s_key_paste, "key"),
    (s_login_pair, "pw"),
    (s_quote, "pw"),
    (s_it_unnamed, "pw"),
    (s_code_span, "pw"),
)

# ---- ordinary scenarios: same phrases, answers that are not secrets ----

# Config names paired with makers of their harmless new values.
CONFIG_CHANGES: tuple[tuple[str, Callable[[random.Random], str]], ...] = (
    ("`packageManager`", lambda r: r.choice(v.PACKAGES)),
    ("`BASE_IMAGE`", lambda r: f"node:{r.choice((18, 20, 22))}-alpine"),
    ("`TIMEOUT`", lambda r: f"{r.choice((15, 30, 45, 60, 90))}s"),
    ("`DB_PORT`", v.port),
    ("`NODE_VERSION`", lambda r: f"{r.choice((18, 20, 22))}.{r.randint(0, 15)}.{r.randint(0, 9)}"),
    ("`DEFAULT_REGION`", lambda r: r.choice(("eu-central-1", "us-east-2", "ap-southeast-1"))),
    ("`CI_RUNNER`", lambda r: r.choice(("ubuntu-24.04", "macos-14", "self-hosted-arm64"))),
    ("`LOG_LEVEL`", lambda r: r.choice(("debug", "warn", "info"))),
    ("`DEFAULT_BRANCH`", v.branch),
    ("`SERVICE_NAME`", v.identifier),
    ("`DEFAULT_ENV`", lambda r: r.choice(v.ENVS)),
    ("`RELEASE_TAG`", v.version),
    ("`CLUSTER_NAME`", lambda r: v.pronounceable(r, digits=False)),
    ("`PROJECT_CODENAME`", lambda r: v.pronounceable(r, digits=False)),
    ("`RELEASE_NAME`", lambda r: "-".join(r.sample(v.WORDS, 2))),
    ("`IMAGE_TAG`", lambda r: f"{r.choice(v.WORDS)}-{r.randint(100, 9999)}"),
)

# What "it" became in an ordinary "I can't log in" thread: a method, host, user or port.
UNNAMED_CHANGES: tuple[Callable[[random.Random], str], ...] = (
    lambda r: r.choice(("SSO", "Okta", "passkey", "magic link", "YubiKey", "Keycloak")),
    lambda r: r.choice(v.HOSTS),
    lambda r: f"port {v.port(r)}",
    lambda r: r.choice(v.TOOLS),
)


def o_pw_no_value(rng: random.Random, c: dict) -> tuple[Turns, str]:
    svc = rng.choice(v.SERVICES)
    answer = c["in_vault"].format(svc=svc, name=rng.choice(v.FIRST))
    if rng.random() < 0.4:
        answer = c["use_sso"]
    turns: Turns = [(0, c["ask_pw"].format(svc=svc)), (1, answer)]
    if rng.random() < 0.5:
        turns.append((0, rng.choice((c["works"], ":pray:", "👍"))))
    return turns, "chat_pw_no_value"


def o_changed_value(rng: random.Random, c: dict) -> tuple[Turns, str]:
    x, make = rng.choice(CONFIG_CHANGES)
    turns: Turns = [(0, c["changed_x"].format(x=x)), (1, c["ask_it"]), (0, _bare(rng, make(rng)))]
    if rng.random() < 0.4:
        turns.append((1, rng.choice((c["works"], rng.choice(v.EMOJI)))))
    return turns, "chat_changed_value"


def _ask_then(key: str, make: Callable[[random.Random], str], family: str, follow: str):
    def scenario(rng: random.Random, c: dict) -> tuple[Turns, str]:
        turns: Turns = [(0, c[key]), (1, _bare(rng, make(rng)))]
        if follow == "that_one" and rng.random() < 0.6:
            turns.append((1, c["that_one"].format(env=rng.choice(v.ENVS))))
        elif follow == "works" and rng.random() < 0.6:
            turns.append((0, rng.choice((c["works"], rng.choice(v.EMOJI)))))
        return turns, family

    return scenario


o_branch = _ask_then("ask_branch", v.branch, "chat_branch", "that_one")
o_port = _ask_then("ask_port", v.port, "chat_port", "that_one")
o_build = _ask_then("ask_build", v.build_number, "chat_build", "works")
o_ticket = _ask_then("ask_ticket", v.ticket, "chat_ticket", "works")
o_commit = _ask_then("ask_commit", v.commit_hash, "chat_commit", "that_one")
o_user = _ask_then("ask_user", lambda r: r.choice(v.USERS), "chat_username", "that_one")
o_login = _ask_then("ask_login", lambda r: r.choice(v.TOOLS), "chat_login_method", "works")


def o_key_no_value(rng: random.Random, c: dict) -> tuple[Turns, str]:
    svc = rng.choice(v.KEY_SERVICES)
    form = rng.randrange(3)
    if form == 0:
        answer = f"`{rng.choice(v.ENV_VARS)}`"
    elif form == 1:
        answer = c["in_vault"].format(svc=svc, name=rng.choice(v.FIRST))
    else:
        answer = f"{v.masked(rng)} {rng.choice(v.UNICODE_EMOJI)}"
    return [(0, c["ask_key"].format(svc=svc)), (1, answer)], "chat_key_no_value"


def o_rotated_no_value(rng: random.Random, c: dict) -> tuple[Turns, str]:
    svc = rng.choice(v.SERVICES)
    turns: Turns = [
        (0, c["rotated"].format(svc=svc)),
        (1, c["ask_it"]),
        (0, c["in_vault"].format(svc=svc, name=rng.choice(v.FIRST))),
    ]
    return turns, "chat_rotated_no_value"


def o_word_emoji(rng: random.Random, c: dict) -> tuple[Turns, str]:
    turns: Turns = [
        (0, c["changed_x"].format(x=rng.choice(("`DEFAULT_ENV`", "`FEATURE_FLAG`", "`MODE`")))),
        (1, c["ask_it"]),
        (0, rng.choice(v.HARMLESS_WORDS)),
        (2, rng.choice(v.EMOJI)),
    ]
    return turns, "chat_word_emoji"


# Placeholders that cannot be read as a real weak password when given as an answer.
CHAT_PLACEHOLDERS = tuple(p for p in v.PLACEHOLDERS if p not in ("`changeme`", "`xxxxxxxx`"))


def o_placeholder(rng: random.Random, c: dict) -> tuple[Turns, str]:
    svc = rng.choice(v.SERVICES)
    turns: Turns = [
        (0, c["ask_pw"].format(svc=svc)),
        (1, f"{c['pw_word']}: {rng.choice(CHAT_PLACEHOLDERS)}"),
        (1, c["in_vault"].format(svc=svc, name=rng.choice(v.FIRST))),
    ]
    return turns, "chat_placeholder"


def o_that_one_host(rng: random.Random, c: dict) -> tuple[Turns, str]:
    turns: Turns = [
        (0, c["ask_login"]),
        (1, f"ssh {rng.choice(v.USERS)}@{rng.choice(v.HOSTS)}"),
        (1, c["that_one"].format(env=rng.choice(v.ENVS))),
        (0, c["works"]),
    ]
    return turns, "chat_host"


def o_it_unnamed(rng: random.Random, c: dict) -> tuple[Turns, str]:
    value = rng.choice(UNNAMED_CHANGES)(rng)
    turns: Turns = [
        (0, c["cant_login"].format(svc=rng.choice(v.SERVICES))),
        (1, c["changed_it_to"].format(v=value)),
    ]
    if rng.random() < 0.6:
        turns.append((0, rng.choice((c["works"], rng.choice(v.EMOJI)))))
    return turns, "chat_it_unnamed_value"


def o_code_span(rng: random.Random, c: dict) -> tuple[Turns, str]:
    user, host, svc = rng.choice(v.USERS), rng.choice(v.HOSTS), rng.choice(v.SERVICES)
    form = rng.randrange(5)
    if form == 0:
        field = f"$(vault kv get -field=password secret/{svc.lower()})"
        line = f'```\nexport PGPASSWORD="{field}"\npsql -h {host} -U {user}\n```'
    elif form == 1:
        line = f"`mysql -h {host} -u {user} -p`"
    elif form == 2:
        line = f"`curl -u {user} https://{host}/api/health`"
    elif form == 3:
        line = f"`docker login -u {user} --password-stdin registry.example.com < token.txt`"
    else:
        line = f"`git checkout {v.branch(rng)}`"
    turns: Turns = [(0, c["ask_login"]), (1, line)]
    if rng.random() < 0.6:
        turns.append((0, c["works"]))
    return turns, "chat_code_span_no_value"


ORDINARY_SCENARIOS: tuple[Callable, ...] = (
    o_pw_no_value,
    o_changed_value,
    o_branch,
    o_port,
    o_build,
    o_ticket,
    o_commit,
    o_user,
    o_login,
    o_key_no_value,
    o_rotated_no_value,
    o_word_emoji,
    o_placeholder,
    o_that_one_host,
    o_it_unnamed,
    o_code_span,
)
