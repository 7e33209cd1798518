"""Told rows for redact26: a person tells a value in a sentence inside a commit, a review, a code comment, a PR or a notebook."""

import json

import srcframes as sf
from gen import R, TARGETS, name, pick, placeholder, proj, pw, ref, secret_value, sha, token
from phrases import P
from seen import cut, long_value


def wrap(v):
    return pick(["{}", "`{}`", '"{}"', "**{}**", "«{}»", "'{}'"]).format(v)


def layout(msgs):
    """Put one or two told sentences in a code frame."""
    who = name()
    k = R.randrange(5)
    if k == 0:
        body = "\n".join(f"    {m}" for m in msgs)
        return f"commit {sha(40)}\nAuthor: {who} <{who}@{proj()}.example>\n\n    {pick(['wip', 'fix config', 'seed data', 'ci tweaks', 'update client'])}\n\n{body}"
    if k == 1:
        path = sf.path(pick(sorted(sf.EXT)))
        out = [f"**{who}** commented on `{path}` line {R.randint(3, 120)}:\n{msgs[0]}"]
        out += [f"**{pick([who, name()])}** replied:\n{m}" for m in msgs[1:]]
        return "\n\n".join(out)
    if k == 2:
        lang, mark = pick([("python", "#"), ("go", "//"), ("ruby", "#"), ("typescript", "//"), ("sql", "--"), ("yaml", "#")])
        code = {"python": 'client = Client(token=os.environ["API_TOKEN"])', "go": 'client := api.New(os.Getenv("API_TOKEN"))',
                "ruby": 'client = Api::Client.new(ENV.fetch("API_TOKEN"))', "typescript": "const client = new Api(process.env.API_TOKEN);",
                "sql": "SELECT id FROM service_users WHERE active;", "yaml": "token: ${API_TOKEN}"}[lang]
        return sf.fence("\n".join(f"{mark} {who}: {m}" for m in msgs) + "\n" + code, lang)
    if k == 3:
        return (f"## {proj()} !{R.randint(10, 4000)}: {pick(['Wire up the client', 'Add seed users', 'Move config to env'])}\n\n"
                + "\n\n".join(msgs) + "\n\n- [x] tests pass\n- [ ] docs")
    cell = {"cell_type": "markdown", "id": sha(8), "metadata": {}, "source": [m + "\n" for m in msgs]}
    return json.dumps(cell, indent=1, ensure_ascii=False)


def one(lang, key, **kw):
    return P[lang][key].format(t=pick(TARGETS), **kw)


def told_pw(lang):
    v = pw()
    return layout([one(lang, "pw", v=wrap(v))]), [v]


def told_token(lang):
    v = token()
    return layout([one(lang, "tok", v=wrap(v))]), [v]


def told_rotated(lang):
    v = secret_value()
    return layout([one(lang, "old", v=wrap(v))]), [v]


def told_split(lang):
    a, b = cut(long_value())
    return layout([one(lang, "first", a=wrap(a)), one(lang, "second", b=wrap(b))]), [a, b]


PROSE = ["for {t} use {v} until the vault entry exists", "{t} → {v}", "{t}: {v} (same as last sprint)",
         "pushed the fixture for {t}, it goes in with {v}", "if {t} complains, try {v}", "{v} works for {t} now, tested locally"]


def told_prose(lang):
    v = secret_value()
    return layout([pick(PROSE).format(t=pick(TARGETS), v=wrap(v))]), [v]


def told_vault(lang):
    return layout([one(lang, "vault", r=wrap(ref()))])


def told_example(lang):
    return layout([P[lang]["example"].format(v=wrap(placeholder()))])


def told_ident(lang):
    return layout([P[lang]["ident"].format(v=wrap(pick([sha(40), sha(7), sha(12)])))])


def told_fake(lang):
    from gen import FAKE_PW
    return layout([P[lang]["fake"].format(v=wrap(pick(FAKE_PW)))])


SECRET = [("told_pw", told_pw), ("told_token", told_token), ("told_rotated", told_rotated), ("told_split", told_split),
          ("told_prose", told_prose)]
ORDINARY = [("told_vault", told_vault), ("told_example", told_example), ("told_ident", told_ident), ("told_fake", told_fake)]
HARD = {"told_split", "told_prose"}
