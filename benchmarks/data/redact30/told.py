"""Told rows: a person's sentence as a tool prints it back (`gh pr view --comments`, `git log -1`, a chat log tail)."""

from gen import R, hexs, password, person, project, reference, secret_value, token, ts
from phrases import PHRASES

TARGETS = ["the staging db", "the deploy bot", "the billing sandbox", "the registry mirror", "the nightly export",
           "the SMTP relay", "the metrics push", "the preview env"]
EXAMPLES = ["<your-token-here>", "changeme", "REPLACE_ME", "sk_live_xxxxxxxxxxxxxxxx", "ghp_XXXXXXXXXXXXXXXXXXXX",
            "your-password", "${API_TOKEN}", "<password>", "example-secret-value"]


def wrap(v):
    return R.choice(["{}", "`{}`", "\"{}\"", "'{}'", "**{}**", "{}"]).format(v)


def frame(sentence):
    a, b = person(), person()
    form = R.choice(["gh", "git", "chat"])
    if form == "gh":
        return (f"$ gh pr view {R.randint(10, 999)} --comments\n{a} commented • {R.randint(1, 23)}h ago\n"
                f"  {sentence}\n\n{b} commented • {R.randint(1, 59)}m ago\n  ok 👍")
    if form == "git":
        return (f"$ git log -1\ncommit {hexs(40)}\nAuthor: {a} <{a.lower()}@corp.example>\nDate:   {ts()}\n\n"
                f"    {R.choice(['wire up', 'fix', 'chore:', 'handoff for'])} {project()}\n\n    {sentence}")
    return (f"$ tail -n 2 ~/chat/{project()}.log\n[{R.randint(0, 23):02d}:{R.randint(0, 59):02d}] <{a}> {sentence}\n"
            f"[{R.randint(0, 23):02d}:{R.randint(0, 59):02d}] <{b}> noted")


def _secret(key, maker):
    def make(lang):
        v = maker()
        return frame(PHRASES[lang][key].format(t=R.choice(TARGETS), v=wrap(v))), [v]
    return make


def _ord(key):
    def make(lang):
        if key == "vault":
            v = reference()
        elif key == "example":
            v = R.choice(EXAMPLES)
        else:
            v = hexs(40)
        return frame(PHRASES[lang][key].format(t=R.choice(TARGETS), v=wrap(v), r=wrap(v)))
    return make


SECRET = [("told_pw", _secret("pw", password)), ("told_token", _secret("token", token)),
          ("told_rotated", _secret("rotated", secret_value))]
ORDINARY = [("told_vault", _ord("vault")), ("told_example", _ord("example")), ("told_ident", _ord("ident"))]
