# ruff: noqa: E501  (fixture text: long literal lines read better unbroken)
"""Told rows: credentials people pass to each other in chat tools, tickets and email threads."""

import gen
from phrases import LANGS, phrase

ERRORS = (
    "401 Unauthorized",
    'FATAL: password authentication failed for user "app_rw"',
    "invalid_grant: Token has been expired or revoked.",
    "Bad credentials (HTTP 401)",
    "ORA-01017: invalid username/password; logon denied",
    "Access denied for user 'deploy'@'192.0.2.41' (using password: YES)",
    "AuthenticationFailed: Server failed to authenticate the request.",
    "remote: HTTP Basic: Access denied",
    "SASL authentication failed (mechanism SCRAM-SHA-256)",
    "403 Forbidden: token lacks scope read:packages",
)
SSIDS = ("Office-Guest", "lab-5G", "OPS_WLAN", "Kavarna-Free", "studio-net", "hq-visitors")


def wrap(rng, v):
    """Put a value in chat markup; the label stays the bare value."""
    return rng.choice(["{}", "`{}`", '"{}"', "**{}**", "«{}»", "'{}'", "{}"]).format(v)


def fence(v):
    return f"```\n{v}\n```"


def _names(rng):
    a, b = gen.person(rng), gen.person(rng)
    return f"{a[0].title()} {a[1].title()}", f"{b[0].title()} {b[1].title()}"


def layout(rng, msgs):
    """msgs: list of (speaker index 0/1, text). Returns one rendered thread."""
    na, nb = _names(rng)
    who = (na, nb)
    kind = rng.choice(["jira", "linear", "ghd", "zulip", "rocket", "gchat", "email", "agent"])
    key = f"{rng.choice(['OPS', 'INFRA', 'SEC', 'PLAT', 'DEV'])}-{rng.randint(100, 9999)}"
    if kind == "agent":
        return "\n".join(t for _, t in msgs)
    if kind == "jira":
        out = [
            f"[JIRA] {key}: {rng.choice(['access request', 'env setup', 'deploy blocked', 'handover'])}"
        ]
        for s, t in msgs:
            out.append(f"\n{who[s]} added a comment - {gen.date(rng)} {gen.time(rng)[:5]}\n{t}")
        return "\n".join(out)
    if kind == "linear":
        out = [f"{key} · {rng.choice(['Set up staging', 'Rotate creds', 'Onboarding'])}"]
        ago = sorted((rng.randint(1, 59) for _ in msgs), reverse=True)
        for (s, t), m in zip(msgs, ago):
            out.append(f"\n{who[s]} · {m}m ago\n{t}")
        return "\n".join(out)
    if kind == "ghd":
        out = [f"### Discussion #{rng.randint(10, 900)} · Q&A"]
        for s, t in msgs:
            handle = who[s].split()[0].lower() + str(rng.randint(1, 99))
            out.append(f"\n**@{handle}** commented on {gen.date(rng)}\n\n{t}")
        return "\n".join(out)
    if kind == "zulip":
        out = [
            f"#{rng.choice(['infra', 'backend', 'ops'])} > {rng.choice(['deploys', 'access', 'staging'])}"
        ]
        for s, t in msgs:
            out.append(f"{who[s]} ({gen.time(rng)[:5]}): {t}")
        return "\n".join(out)
    if kind == "rocket":
        out = []
        for s, t in msgs:
            out.append(f"[{gen.time(rng)[:5]}] @{who[s].split()[0].lower()}: {t}")
        return "\n".join(out)
    if kind == "gchat":
        out = []
        for s, t in msgs:
            out.append(
                f"{who[s]}, {rng.randint(1, 12)}:{rng.randint(0, 59):02d} {rng.choice(['AM', 'PM'])}\n{t}"
            )
        return "\n\n".join(out)
    # email: the last message is the reply, earlier ones are quoted
    (s_last, t_last), earlier = msgs[-1], msgs[:-1]
    out = [
        f"From: {who[s_last]} <{gen.email(rng)}>",
        f"Subject: Re: [{key}] {rng.choice(['access', 'credentials for the demo', 'staging login'])}",
        "",
        t_last,
    ]
    for s, t in reversed(earlier):
        out.append(f"\nOn {gen.date(rng)}, {who[s]} wrote:")
        out.extend("> " + line for line in t.split("\n"))
    return "\n".join(out)


# --- secret rows: each returns (text, labels) ---


def s_pw(rng, lang):
    v = gen.password(rng)
    return layout(rng, [(1, phrase(lang, "pw", svc=gen.service(rng), v=wrap(rng, v)))]), [v]


def s_new(rng, lang):
    svc, v = gen.service(rng), gen.password(rng)
    msgs = [(0, phrase(lang, "ask", svc=svc)), (1, phrase(lang, "new", v=wrap(rng, v)))]
    return layout(rng, msgs), [v]


def s_token(rng, lang):
    v = gen.token(rng)
    return layout(rng, [(1, phrase(lang, "token", svc=gen.service(rng), v=wrap(rng, v)))]), [v]


def s_qa(rng, lang):
    svc, v = gen.service(rng), rng.choice([gen.password(rng), gen.password(rng, 20, 28)])
    body = rng.choice([v, fence(v), f"`{v}`"])
    msgs = [(0, phrase(lang, "ask", svc=svc)), (1, phrase(lang, "here", svc=svc) + "\n" + body)]
    if rng.random() < 0.5:
        msgs.append((0, phrase(lang, "ok")))
    return layout(rng, msgs), [v]


def s_bare(rng, lang):
    """The answer is the value alone, a message after the question."""
    svc, v = gen.service(rng), gen.password(rng)
    msgs = [(0, phrase(lang, "ask", svc=svc)), (1, wrap(rng, v)), (0, phrase(lang, "ok"))]
    return layout(rng, msgs), [v]


def s_pin(rng, lang):
    v = gen.pin(rng)
    return layout(rng, [(1, phrase(lang, "pin", v=wrap(rng, v)))]), [v]


def s_codes(rng, lang):
    n = rng.randint(4, 8)
    style = rng.choice(["dash", "plain", "space"])
    codes = []
    for _ in range(n):
        if style == "dash":
            codes.append(f"{gen.digits(rng, 4)}-{gen.digits(rng, 4)}")
        elif style == "plain":
            codes.append(gen.chars(rng, gen.LOWER + gen.DIGITS, 10))
        else:
            codes.append(f"{gen.chars(rng, gen.LOWER, 4)} {gen.chars(rng, gen.LOWER, 4)}")
    lines = rng.choice(
        [
            "\n".join(codes),
            "  ".join(codes),
            "\n".join(f"{i + 1}. {c}" for i, c in enumerate(codes)),
        ]
    )
    msg = phrase(lang, "codes", svc=gen.service(rng)) + "\n" + lines
    return layout(rng, [(1, msg)]), codes


def s_wifi(rng, lang):
    v = rng.choice([gen.password(rng, 10, 14), gen.passphrase(rng)])
    return layout(rng, [(1, phrase(lang, "wifi", ssid=rng.choice(SSIDS), v=wrap(rng, v)))]), [v]


def s_typo(rng, lang):
    svc, v = gen.service(rng), gen.password(rng)
    i = rng.randrange(1, len(v) - 1)
    bad = v[:i] + rng.choice([c for c in gen.ALNUM if c != v[i]]) + v[i + 1 :]
    msgs = [
        (0, phrase(lang, "ask", svc=svc)),
        (1, wrap(rng, bad)),
        (1, phrase(lang, "typo", v=wrap(rng, v))),
    ]
    return layout(rng, msgs), [bad, v]


def s_phrase(rng, lang):
    v = gen.passphrase(rng)
    return layout(
        rng, [(1, phrase(lang, "phrase", v=rng.choice(["{}", "`{}`", '"{}"']).format(v)))]
    ), [v]


def s_pair(rng, lang):
    u, v = gen.user(rng), gen.password(rng)
    form = rng.random()
    if form < 0.5:
        msg = phrase(lang, "userpw", u=u, v=v)
    elif form < 0.75:
        msg = phrase(lang, "here") + f"\n{u} / {v}"
    else:
        msg = phrase(lang, "here") + f"\n```\n{u}\n{v}\n```"
    return layout(rng, [(0, phrase(lang, "ask", svc=gen.service(rng))), (1, msg)]), [v]


PROSE = (
    "log in as {u} with {v} and change it on first login",
    "it's {v} for now, same account as the old Jenkins",
    "{u} and {v} should get you into the admin panel",
    "try {v} on the {svc} box, I think they never changed it",
    "mine is {v}, borrow it until IT fixes your account",
    "the shared one for {svc} became {v} after Tuesday",
    "sign in to {svc} with {u} plus {v}",
)


def s_prose(rng, lang):
    u, v, svc = gen.user(rng), gen.password(rng), gen.service(rng)
    return layout(rng, [(1, rng.choice(PROSE).format(u=u, v=v, svc=svc))]), [v]


def s_agent(rng, lang):
    v = rng.choice([gen.password(rng), gen.token(rng)])
    tail = rng.choice(
        [
            " — add it to .env.local",
            " (put it in the config please)",
            "",
            " — remember it for later",
        ]
    )
    return phrase(lang, "pw", svc=gen.service(rng), v=v) + tail, [v]


SECRET = {
    "told_pw": s_pw,
    "told_new": s_new,
    "told_token": s_token,
    "told_qa": s_qa,
    "told_bare": s_bare,
    "told_pin": s_pin,
    "told_codes": s_codes,
    "told_wifi": s_wifi,
    "told_typo": s_typo,
    "told_passphrase": s_phrase,
    "told_pair": s_pair,
    "told_agent": s_agent,
}
ENGLISH_ONLY = {"told_prose": s_prose}
TOLD_HARD = {
    "told_qa",
    "told_bare",
    "told_pin",
    "told_codes",
    "told_typo",
    "told_passphrase",
    "told_prose",
}


# --- ordinary rows: same shapes without a credential ---


def o_vault(rng, lang):
    svc = gen.service(rng)
    msgs = [(0, phrase(lang, "ask", svc=svc)), (1, phrase(lang, "vault", svc=svc))]
    if rng.random() < 0.4:
        msgs[1] = (
            1,
            msgs[1][1] + f" op://{rng.choice(['Infra', 'Shared', 'Team'])}/{svc}/password",
        )
    return layout(rng, msgs)


def o_access(rng, lang):
    svc = gen.service(rng)
    return layout(rng, [(0, phrase(lang, "access", svc=svc)), (1, phrase(lang, "ok"))])


def o_error(rng, lang):
    msg = phrase(lang, "err", svc=gen.service(rng), err=rng.choice(ERRORS))
    return layout(rng, [(0, msg)])


def o_user(rng, lang):
    svc = gen.service(rng)
    msg = phrase(lang, "user", svc=svc, u=gen.user(rng))
    if rng.random() < 0.5:
        msg += f" ({gen.host(rng)})"
    return layout(rng, [(0, msg), (1, phrase(lang, "access", svc=svc))])


def o_rotate(rng, lang):
    return layout(rng, [(1, phrase(lang, "rotate", svc=gen.service(rng)))])


def o_ids(rng, lang):
    extra = rng.choice(
        [
            f"commit {gen.hexs(rng, 40)}",
            f"request id {gen.uuid(rng)}",
            f"build #{rng.randint(1000, 99999)}, image sha256:{gen.hexs(rng, 64)}",
            f"v{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 9)} on port {rng.choice([5432, 6379, 8443, 9092])}",
            f"meeting id {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
        ]
    )
    return layout(
        rng, [(0, phrase(lang, "err", svc=gen.service(rng), err=rng.choice(ERRORS)) + "\n" + extra)]
    )


def o_masked(rng, lang):
    svc = gen.service(rng)
    masked = rng.choice(
        ["********", "[REDACTED]", "ghp_****" + gen.alnum(rng, 4), "•••••••••", "<password>"]
    )
    return layout(
        rng, [(0, phrase(lang, "ask", svc=svc)), (1, phrase(lang, "pw", svc=svc, v=masked))]
    )


ORDINARY = {
    "told_vault": o_vault,
    "told_access": o_access,
    "told_error": o_error,
    "told_user": o_user,
    "told_rotate": o_rotate,
    "told_ids": o_ids,
    "told_masked": o_masked,
}


def secret_rows(rng, n):
    fams = sorted(SECRET)
    out = []
    for i in range(n):
        if i % 25 == 24:
            fam, fn, lang = "told_prose", s_prose, "en"
        else:
            fam = fams[i % len(fams)]
            fn, lang = SECRET[fam], LANGS[(i // len(fams) + i) % len(LANGS)]
        text, labels = fn(rng, lang)
        out.append({"text": text, "secrets": labels, "family": fam, "lang": lang})
    return out


def ordinary_rows(rng, n):
    fams = sorted(ORDINARY)
    out = []
    for i in range(n):
        fam = fams[i % len(fams)]
        lang = LANGS[(i // len(fams) + i) % len(LANGS)]
        out.append({"text": ORDINARY[fam](rng, lang), "family": fam, "lang": lang})
    return out
