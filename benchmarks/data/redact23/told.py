"""Told half: a person tells a value in a sentence (secret rows) or a stand-in in the same sentence (ordinary rows).

Layouts: a Slack-style export line (JSON, so quotes inside the message are escaped), a Discord-style copy, a memory
bullet the agent saved, and an agent transcript (`user:` / `assistant:`)."""

import base64
import json

import shapes
from gen import PEOPLE, TARGETS, WORDS, R, b64, example_key, flat_token, hexs, lookalike, mask, pick, pw, ref, split_at, token, when
from phrases import LANGS, P

HARD = {"told_b64", "told_wrap", "told_prose"}
LANG_CODES = tuple(c for c in LANGS if c != "en") + ("en",)


def dress(v):
    """How a value sits in a sentence (the label is always v alone)."""
    return pick((v, v, f"`{v}`", f'"{v}"', f"**{v}**", f"«{v}»", f"'{v}'"))


def layout(msgs):
    """msgs: list of (speaker, text); speaker None means the agent."""
    k = R.randrange(4)
    names = {}
    for who, _ in msgs:
        if who and who not in names:
            names[who] = who
    if k == 0:
        ts = R.randint(1780000000, 1800000000)
        lines = []
        for i, (who, text) in enumerate(msgs):
            rec = {"type": "message", "user": "U0" + hexs(8).upper() if who else "B0" + hexs(8).upper(),
                   "name": who or "retain-agent", "ts": f"{ts + 40 * i}.{R.randint(100000, 999999)}", "text": text}
            lines.append(json.dumps(rec, ensure_ascii=False))
        return "\n".join(lines)
    start = R.randint(0, 22 * 60)
    stamps = [start + 2 * i + R.randint(0, 1) for i in range(len(msgs))]
    if k == 1:
        return "\n".join(f"{who or 'agent-bot'} — Today at {(m // 60) % 12 or 12}:{m % 60:02d} {'AM' if m < 720 else 'PM'}\n{text}"
                         for (who, text), m in zip(msgs, stamps))
    if k == 2:
        day = when()
        return f"## Saved from chat ({day})\n" + "\n".join(f"- [{m // 60:02d}:{m % 60:02d}] {who or 'agent'} said: {text}"
                                                           for (who, text), m in zip(msgs, stamps))
    return "\n".join(f"{'user' if who else 'assistant'}: {text}" for who, text in msgs)


def say(lang, key, v, t=None):
    return P[lang][key].format(t=t or pick(TARGETS), v=v)


def reply():
    return (None, pick(("Noted, thanks.", "Got it, saving that.", "Thanks, I'll use it for the deploy.", "OK, trying now.")))


def one(lang, key, v, labels):
    who = pick(PEOPLE)
    msgs = [(who, say(lang, key, v))]
    if R.random() < 0.6:
        msgs.append(reply())
    return layout(msgs), labels


# ----- secret rows -----

def s_pw(lang):
    v = pw()
    return one(lang, "pw", dress(v), [v])


def s_token(lang):
    v = token()
    return one(lang, "token", dress(v), [v])


def s_paste(lang):
    blob, labs = pick((shapes.json_blob, shapes.yaml_blob))(True)
    if "\n" in blob:
        blob = "\n```yaml\n" + blob + "```"
    elif R.random() < 0.5:
        blob = json.dumps(blob)  # a JSON document quoted inside a string: escaped quotes
    return one(lang, "paste", blob, labs)


def s_conn(lang):
    c, labs = shapes.conn(True)
    return one(lang, "conn", f"`{c}`" if R.random() < 0.5 else c, labs)


def s_link(lang):
    u, labs = shapes.url(True)
    return one(lang, "link", u, labs)


def s_ran(lang):
    line, labs = shapes.shell_line(True)
    return one(lang, "ran", f"`{line}`", labs)


def s_b64(lang):
    raw = pick((pw(), token()))
    v = b64(raw)
    return one(lang, "b64", dress(v), [v])


def s_wrap(lang):
    v = pick((flat_token(), pw(18, 26), b64(pw(20, 28))))
    i = split_at(v)
    sep = pick(("\n", "\n", "\\\n", "↵\n", "\n  "))
    return one(lang, "wrap", v[:i] + sep + v[i:], [v[:i], v[i:]])


def s_unmasked(lang):
    who = pick(PEOPLE)
    v = pick((pw(), token()))
    msgs = [(who, say(lang, "pw", mask())), (None, "That came through masked on my side."), (who, say(lang, "token", dress(v)))]
    return layout(msgs), [v]


def s_prose(lang):
    v, t, who = pick((pw(), token())), pick(TARGETS), pick(PEOPLE)
    text = pick((
        f"after Tuesday's rotation {t} only takes {dress(v)} and the old one is dead",
        f"{t}: {dress(v)} (works from the bastion, not from the laptop vpn)",
        f"if {t} asks you at the prompt just give it {dress(v)}, that's what I used on {when()}",
        f"{dress(v)} is what you type when {t} asks, I keep forgetting to put it somewhere proper",
        f"paste {dress(v)} into the second box on the login page of {t}, the first box is your email",
    ))
    msgs = [(who, text)]
    if R.random() < 0.5:
        msgs.append(reply())
    return layout(msgs), [v]


SECRET = (("told_pw", s_pw), ("told_token", s_token), ("told_paste", s_paste), ("told_conn", s_conn),
          ("told_link", s_link), ("told_ran", s_ran), ("told_b64", s_b64), ("told_wrap", s_wrap),
          ("told_unmasked", s_unmasked), ("told_prose", s_prose))


# ----- ordinary rows -----

def o_masked(lang):
    return one(lang, "pw", pick((mask(), ref(), "<ask-ops>", "in the vault, not in chat")), [])[0]


def o_example(lang):
    return one(lang, pick(("example", "token")), dress(example_key()), [])[0]


def o_paste(lang):
    blob, _ = pick((shapes.json_blob, shapes.yaml_blob))(False)
    if "\n" in blob:
        blob = "\n```yaml\n" + blob + "```"
    elif R.random() < 0.5:
        blob = json.dumps(blob)
    return one(lang, "paste", blob, [])[0]


def o_conn(lang):
    c, _ = shapes.conn(False)
    return one(lang, "conn", f"`{c}`" if R.random() < 0.5 else c, [])[0]


def o_link(lang):
    return one(lang, "link", shapes.url(False)[0], [])[0]


def o_ran(lang):
    return one(lang, "ran", f"`{shapes.shell_line(False)[0]}`", [])[0]


def o_b64(lang):
    raw = pick((f"retries={R.randint(1, 9)}\ntimeout={R.randint(5, 90)}s\n", f"hello from {pick(WORDS)} fixture {R.randint(1, 999)}",
                json.dumps({"feature": pick(WORDS), "enabled": R.random() < 0.5}), f"-----BEGIN PUBLIC KEY-----\n{hexs(24)}"))
    return one(lang, "b64", dress(b64(raw)), [])[0]


def o_wrap(lang):
    v = pick((hexs(64), "sha256:" + hexs(64), base64.b64encode(bytes(R.randrange(256) for _ in range(30))).decode()))
    i = split_at(v)
    return one(lang, "wrap", v[:i] + pick(("\n", "\\\n", "↵\n", "\n  ")) + v[i:], [])[0]


def o_sum(lang):
    return one(lang, "sum", dress(lookalike()), [])[0]


def o_masked_pair(lang):
    who = pick(PEOPLE)
    msgs = [(who, say(lang, "pw", mask())), (None, "That came through masked on my side."),
            (who, say(lang, "token", pick((ref(), "<ask-ops>", "op://ops/" + pick(WORDS) + "/token"))))]
    return layout(msgs)


ORDINARY = (("told_masked", o_masked), ("told_example", o_example), ("told_paste_ord", o_paste), ("told_conn_ord", o_conn),
            ("told_link_ord", o_link), ("told_ran_ord", o_ran), ("told_b64_ord", o_b64), ("told_wrap_ord", o_wrap),
            ("told_sum", o_sum), ("told_masked_pair", o_masked_pair))
