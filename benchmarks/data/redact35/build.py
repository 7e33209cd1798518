"""Build redact35 (HTTP in and out).

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json. Everything comes from one seeded
`random.Random` (gen.R, seed 3535) drawn in a fixed order, so a rebuild is byte-identical whatever PYTHONHASHSEED is.
`python build.py --stats` also prints length and labels-per-row figures.
"""

import collections
import json
import pathlib
import statistics
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

import gen  # noqa: E402
import parts  # noqa: E402
import render as rd  # noqa: E402
from gen import R  # noqa: E402
from phrases import CAPTION, INTRO, LANGS, ORD_SENT, OTHER, OUTRO, SECRET_SENT, WHAT  # noqa: E402

KINDS = ["raw_http", "curl_trace", "devtools_copy", "har", "api_collection", "cassette", "client_debug",
         "access_log", "webhook_log", "integration_note"]
SECRET_FAMILIES = KINDS
HARD_FAMILIES = {"access_log", "webhook_log", "integration_note"}  # values inside URLs, log lines and prose
ORD_FAMILIES = [k + "_ord" for k in KINDS]
N_SEC, N_ORD = 80, 160
MIN_LEN, MAX_LEN = 150, 3000
MAX_DRAWS = 60

ALL_SECRET = list(parts.SECRET_PARTS)
FAMILY = {
    "raw_http": ([rd.raw_http], ["auth", "auth", "basic", "digest", "sigv4", "hmac", "cookie", "setcookie", "form_pw",
                                 "json_pw", "client_secret", "token_resp", "query"]),
    "curl_trace": ([rd.curl_v, rd.curl_v, rd.httpie, rd.wget_d], ALL_SECRET + ["auth", "userinfo"]),
    "devtools_copy": ([rd.copy_curl, rd.copy_curl, rd.copy_fetch, rd.copy_powershell],
                      ["auth", "auth", "cookie", "cookie", "query", "form_pw", "json_pw", "signed_url", "hmac", "basic",
                       "token_resp"]),
    "har": ([rd.har], [p for p in ALL_SECRET if p != "userinfo"] + ["cookie", "setcookie"]),
    "api_collection": ([rd.postman, rd.dothttp, rd.dothttp, rd.insomnia],
                       ["auth", "auth", "basic", "query", "userinfo", "client_secret", "json_pw", "digest", "token_resp"]),
    "cassette": ([rd.vcr_yaml, lambda ex: rd.vcr_yaml(ex, py=True), rd.wiremock, rd.nock, rd.polly],
                 ["auth", "auth", "basic", "cookie", "setcookie", "client_secret", "token_resp", "json_pw", "sigv4", "query"]),
    "client_debug": ([rd.py_httpclient, rd.okhttp, rd.go_dump, rd.faraday, rd.dotnet],
                     ["auth", "auth", "basic", "sigv4", "cookie", "client_secret", "token_resp", "query", "json_pw", "hmac",
                      "setcookie", "digest"]),
}
GREY_ORD = ["idem", "csrf", "expired_url", "unsigned_jwt", "public_client", "doc_example", "redacted", "redacted",
            "jwks", "pk", None, None]
GREY_SEC = ["idem", "redacted", "doc_example", None, None, None, None]


def lang_for(k, fam_index):
    """About a fifth of each family's rows are in one of the six other languages, in turn."""
    return OTHER[(k // 5 + fam_index) % len(OTHER)] if k % 5 == 2 else "en"


def slots(lang):
    return {"proj": gen.project(), "host": gen.host(), "path": gen.path().split("?")[0], "person": gen.person(),
            "date": gen.date(), "status": R.choice(["401", "403", "429", "500", "502", "400", "200"]), "rid": gen.req_id()}


def fmt(t, lang, **extra):
    d = slots(lang)
    d.update(extra)
    return t.format(**d)


def intro(lang):
    return fmt(R.choice(INTRO[lang]), lang)


def outro(lang):
    return fmt(R.choice(OUTRO[lang] + ORD_SENT[lang]), lang)


def note_text(ex_notes, extra=()):
    out = []
    for n in list(ex_notes) + list(extra):
        if n not in out:
            out.append(n)
    return "; ".join(out) + "."


def grey_pick(pool, sec_parts):
    g = R.choice(pool)
    if g in parts.GREY_EXCLUSIVE and sec_parts:
        return None
    return g


def draw_parts(pool, n):
    chosen = []
    for _ in range(n):
        cands = [p for p in pool if not (p in parts.EXCLUSIVE and any(c in parts.EXCLUSIVE for c in chosen)) and p not in chosen]
        chosen.append(R.choice(cands))
    return chosen


# ------------------------------------------------------------------ families
def exchange_row(fam, lang, secret):
    renderers, pool = FAMILY[fam]
    if secret:
        n = R.choice([1, 1, 1, 2, 2, 3])
        sp = draw_parts(pool, n)
        grey = grey_pick(GREY_SEC, sp)
    else:
        sp = []
        grey = grey_pick(GREY_ORD, sp)
    ex, _ = parts.build_ex(sp, grey, n_look=R.randint(1, 4))
    body = R.choice(renderers)(ex)
    out = []
    if R.random() < 0.85:
        out.append(intro(lang))
    if R.random() < 0.35:
        out.append(R.choice(CAPTION[lang]))
    out.append(body)
    if R.random() < 0.5:
        out.append(outro(lang))
    sep = R.choice(["\n\n", "\n"])
    return sep.join(out), ex.labels, ex.notes


def access_log_row(lang, secret):
    lines, labels, notes = [], [], []
    n = R.randint(3, 9)
    k_sec = sorted(R.sample(range(n), R.choice([1, 1, 2]))) if secret else []
    style = R.choice(["nginx", "envoy", "alb", "squid", "kong", "traefik", "nginx"])
    for i in range(n):
        sp, grey = [], None
        if i in k_sec:
            if style in ("kong", "traefik"):
                sp = [R.choice(["auth", "auth", "basic", "cookie", "query"])]
            elif style == "squid":
                sp = [R.choice(["query", "userinfo", "signed_url"])]
            else:
                sp = [R.choice(["query", "query", "signed_url"])]
        elif R.random() < 0.25:
            grey = R.choice(["expired_url", "public_client", "redacted", "idem"] if style in ("kong", "traefik")
                            else ["expired_url", "public_client"])
        ex, _ = parts.build_ex(sp, grey, n_look=R.randint(0, 2))
        if style in ("kong", "traefik"):
            ex.rheaders = ex.rheaders[:3]
        line = {"nginx": rd.nginx_line, "envoy": rd.envoy_line, "alb": rd.alb_line, "squid": rd.squid_line,
                "kong": rd.kong_json, "traefik": rd.traefik_json}[style](ex)
        lines.append(line)
        if i in k_sec:
            labels += [lab for lab in ex.labels if lab in line]
            notes += ex.notes
        elif grey:
            notes += ex.notes
    head = []
    if R.random() < 0.8:
        head.append(intro(lang))
    cap = {"nginx": "/var/log/nginx/access.log", "envoy": "envoy access log", "alb": "ALB access log (S3)",
           "squid": "/var/log/squid/access.log", "kong": "Kong file-log plugin", "traefik": "traefik access.json"}[style]
    body = f"`{cap}`:\n```\n" + "\n".join(lines) + "\n```" if R.random() < 0.6 else "\n".join(lines)
    out = head + [body]
    if R.random() < 0.5:
        out.append(outro(lang))
    if not notes and not secret:
        notes.append("access log lines with request ids, trace ids, user agents and paths only")
    return "\n\n".join(out), labels, notes


WH_VENDORS = ["github", "stripe", "shopify", "slack", "svix", "twilio", "paddle", "gitlab"]


def webhook_row(lang, secret):
    vendor = R.choice(WH_VENDORS)
    labels, notes = [], []
    rid = gen.evt_id({"gitlab": "github"}.get(vendor, vendor)) if vendor != "gitlab" else gen.uuid()
    recv = f"https://{R.choice(['hooks', 'api', 'webhooks'])}.{gen.domain()}/{R.choice(['webhooks', 'hooks', 'integrations'])}/{vendor}"
    body_sig = gen.hexs(64)
    ts = R.randint(1_700_000_000, 1_790_000_000)
    hdrs = {"github": [("X-GitHub-Event", R.choice(["push", "pull_request", "workflow_run", "check_suite"])), ("X-GitHub-Delivery", rid),
                       ("X-GitHub-Hook-ID", str(R.randint(10**8, 10**9))), ("X-Hub-Signature-256", "sha256=" + body_sig),
                       ("User-Agent", "GitHub-Hookshot/" + gen.hexs(7))],
            "stripe": [("Stripe-Signature", f"t={ts},v1={body_sig}"), ("User-Agent", "Stripe/1.0 (+https://stripe.com/docs/webhooks)")],
            "shopify": [("X-Shopify-Topic", "orders/create"), ("X-Shopify-Hmac-Sha256", gen.sha256b64()),
                        ("X-Shopify-Shop-Domain", f"{gen.project()}.myshopify.com"), ("X-Shopify-Webhook-Id", rid)],
            "slack": [("X-Slack-Signature", "v0=" + body_sig), ("X-Slack-Request-Timestamp", str(ts))],
            "svix": [("svix-id", rid), ("svix-timestamp", str(ts)), ("svix-signature", "v1," + gen.sha256b64())],
            "twilio": [("X-Twilio-Signature", gen.md5b64()[:-2] + "A="), ("I-Twilio-Idempotency-Token", gen.uuid())],
            "paddle": [("Paddle-Signature", f"ts={ts};h1={body_sig}")],
            "gitlab": [("X-Gitlab-Event", "Pipeline Hook"), ("X-Gitlab-Event-UUID", rid),
                       ("X-Gitlab-Instance", f"https://gitlab.{gen.domain()}")]}[vendor]
    payload = json.dumps({"id": rid, "type": R.choice(["payment_intent.succeeded", "invoice.paid", "push", "orders/create",
                                                       "message.delivered", "subscription.updated"]),
                          "created": ts, "data": {"object": {"id": R.choice(["pi_", "in_", "ord_", "sub_"]) + gen.s(gen.ALNUM, 14),
                                                             "amount": R.randint(100, 90000)}}}, indent=R.choice([None, 2]))
    what = None
    variant = R.choice(["cli", "config", "url_token", "slack_url", "discord", "basic_recv", "gitlab_token", "prose"]) if secret else None
    pre, post = [], []
    if variant == "cli" or (not secret and R.random() < 0.25):
        if secret:
            sec = gen.fresh(lambda: "whsec_" + gen.s(gen.ALNUM, R.choice([32, 64])))
            labels.append(sec)
            notes.append("webhook signing secret printed by `stripe listen` is a label (it verifies events for the "
                         "endpoint); the evt_ ids are identifiers")
            shown = sec
        else:
            shown = "whsec_" + "*" * 8 + gen.s(gen.ALNUM, 4) if R.random() < 0.5 else "whsec_..."
            notes.append("signing secret shown masked; ordinary")
        vendor = "stripe"
        pre.append(f"$ stripe listen --forward-to localhost:{R.choice([3000, 4242, 8000])}/webhooks\n"
                   f"> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is {shown} (^C to quit)\n"
                   + "\n".join(f"{gen.date()} {gen.clock()}   --> {R.choice(['charge.succeeded', 'payment_intent.created', 'invoice.paid'])} "
                               f"[{gen.evt_id('stripe')}]\n{gen.date()} {gen.clock()}  <--  [{R.choice([200, 200, 400, 500])}] "
                               f"POST http://localhost:3000/webhooks [{gen.evt_id('stripe')}]" for _ in range(R.randint(1, 3))))
    elif variant == "config":
        sec = gen.fresh(lambda: R.choice(["whsec_" + gen.s(gen.B64, 32), gen.s(gen.HEX, 40), "shpss_" + gen.s(gen.HEX, 32),
                                          gen.s(gen.HEX, 32), gen.s(gen.ALNUM, 40)]))
        labels.append(sec)
        key = {"github": "GITHUB_WEBHOOK_SECRET", "stripe": "STRIPE_WEBHOOK_SECRET", "shopify": "SHOPIFY_API_SECRET",
               "slack": "SLACK_SIGNING_SECRET", "svix": "SVIX_WEBHOOK_SECRET", "twilio": "TWILIO_AUTH_TOKEN",
               "paddle": "PADDLE_WEBHOOK_SECRET", "gitlab": "GITLAB_WEBHOOK_TOKEN"}[vendor]
        if R.random() < 0.5:
            pre.append(f"`.env` on the receiver:\n```\n{key}={sec}\nWEBHOOK_TOLERANCE_SECONDS=300\nLOG_LEVEL=debug\n```")
        else:
            post.append(fmt(R.choice(SECRET_SENT[lang]), lang, v=sec, what=WHAT[lang]["whsec"]))
        notes.append(f"the receiver's {key} verifies (and lets anyone forge) deliveries: a label; the signature "
                     "headers in the delivery are per-body HMACs and the delivery ids are identifiers, not labels")
    elif variant == "url_token":
        t = gen.token(R.choice(["generic", "hex40"]))
        recv += f"?token={t}"
        labels.append(t)
        notes.append("the receiver authenticates deliveries by a token in the URL query: the token is a label")
    elif variant == "slack_url":
        t = gen.fresh(lambda: gen.s(gen.ALNUM, 24))
        recv = f"https://hooks.slack.com/services/T{gen.s('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 10)}/B{gen.s('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 10)}/{t}"
        labels.append(t)
        notes.append("Slack incoming-webhook URL: the last path segment is the secret and the label; T... and B... are "
                     "workspace and channel ids")
    elif variant == "discord":
        t = gen.fresh(lambda: gen.s(gen.ALNUM + "-_", 68))
        recv = f"https://discord.com/api/webhooks/{R.randint(10**17, 10**18)}/{t}"
        labels.append(t)
        notes.append("Discord webhook URL: the token segment is the label, the numeric webhook id is not")
    elif variant == "basic_recv":
        pw = gen.password(url=True)
        recv = recv.replace("https://", f"https://{R.choice(['hook', 'stripe', 'partner'])}:{pw}@")
        labels.append(pw)
        notes.append("the delivery target carries basic-auth userinfo: the password is the label")
    elif variant == "gitlab_token":
        t = gen.token("generic")
        hdrs = hdrs + [("X-Gitlab-Token", t)]
        labels.append(t)
        notes.append("X-Gitlab-Token is the shared secret GitLab sends verbatim with each delivery: a label")
    elif variant == "prose":
        t = gen.fresh(lambda: R.choice(["whsec_" + gen.s(gen.ALNUM, 32), gen.s(gen.HEX, 64)]))
        labels.append(t)
        v = ("\n" + t) if R.random() < 0.3 else t
        post.append(fmt(R.choice(SECRET_SENT[lang]), lang, v=v, what=WHAT[lang]["whsec"]))
        notes.append("webhook signing secret written in a sentence: a label")
    if not secret:
        notes.append("delivery ids and signature headers (a per-body HMAC, not the secret) are ordinary; the signing "
                     "secret itself never appears")
    show = R.choice(["github_ui", "log", "json"])
    status = R.choice([200, 200, 204, 400, 401, 500, 502])
    if show == "github_ui":
        blk = (f"Request URL: {recv}\nRequest method: POST\nAccept: */*\ncontent-type: application/json\n"
               + "\n".join(f"{k}: {v}" for k, v in hdrs) + f"\n\nPayload\n{payload}\n\nResponse {status}\n"
               + f"x-request-id: {gen.req_id()}\ndate: {gen.http_date()}\n" + ("{\"ok\":true}" if status < 300 else "signature mismatch"))
    elif show == "log":
        blk = "\n".join([f"{gen.date()}T{gen.clock()}Z INFO  webhook.received vendor={vendor} id={rid} url={recv}",
                         *(f"{gen.date()}T{gen.clock()}Z DEBUG header {k}={v}" for k, v in hdrs),
                         f"{gen.date()}T{gen.clock()}Z {'INFO ' if status < 300 else 'WARN '} webhook.{'ok' if status < 300 else 'rejected'} "
                         f"status={status} trace_id={gen.hexs(32)} duration_ms={R.randint(2, 900)}"])
    else:
        blk = json.dumps({"delivery": rid, "endpoint": recv, "attempt": R.randint(1, 5), "request_headers": dict(hdrs),
                          "response_status": status, "next_retry": None if status < 300 else gen.date() + "T" + gen.clock() + "Z"},
                         indent=2)
    out = []
    if R.random() < 0.85:
        out.append(intro(lang))
    out += pre + [("```\n" + blk + "\n```") if R.random() < 0.5 else blk] + post
    if R.random() < 0.4:
        out.append(outro(lang))
    return "\n\n".join(out), labels, notes


def integration_row(lang, secret):
    labels, notes = [], []
    sents = [fmt(R.choice(ORD_SENT[lang]), lang) for _ in range(R.randint(2, 4))]
    sents += [outro(lang) for _ in range(R.randint(0, 2))]
    if secret:
        for _ in range(R.choice([1, 1, 2])):
            kind = R.choice(["key", "token", "password", "secret"])
            v = {"key": lambda: gen.token(R.choice(["generic", "hex32", "google", "sendgrid", "stripe", "openai", "anthropic"])),
                 "token": lambda: gen.token(R.choice(["ghp", "glpat", "xoxb", "hf", "vault", "jwt", "shopify", "notion"])),
                 "password": lambda: gen.password(),
                 "secret": lambda: gen.fresh(lambda: gen.s(gen.ALNUM + "-_~.", R.choice([32, 40])))}[kind]()
            labels.append(v)
            shown = ("\n" + v) if R.random() < 0.25 else v
            sents.insert(R.randint(0, len(sents)), fmt(R.choice(SECRET_SENT[lang]), lang, v=shown, what=WHAT[lang][kind]))
            notes.append(f"a live {WHAT['en'][kind]} written in prose is a label")
    R.shuffle(sents)
    out = [f"# {intro(lang)}"] if R.random() < 0.5 else [intro(lang)]
    para = []
    for s_ in sents:
        if R.random() < 0.5 and para:
            para[-1] += " " + s_
        else:
            para.append(("- " if R.random() < 0.4 else "") + s_)
    out += para
    if R.random() < 0.6:
        sp = draw_parts(["auth", "basic", "query", "userinfo", "cookie", "client_secret", "signed_url"], 1) if (secret and R.random() < 0.5) else []
        grey = None if sp else R.choice(list(parts.GREY_PARTS) + [None])
        ex, _ = parts.build_ex(sp, grey, n_look=R.randint(1, 2))
        snip = R.choice([rd.copy_curl, rd.dothttp, rd.raw_http])(ex)
        out.insert(R.randint(1, len(out)), R.choice(CAPTION[lang]) + "\n" + snip)
        labels += ex.labels
        notes += ex.notes
    if not secret and not notes:
        notes.append("prose about tokens, keys and secrets in ordinary senses, with request ids; no credential value")
    return "\n\n".join(out), labels, notes


def make_row(fam, lang, secret):
    if fam == "access_log":
        return access_log_row(lang, secret)
    if fam == "webhook_log":
        return webhook_row(lang, secret)
    if fam == "integration_note":
        return integration_row(lang, secret)
    return exchange_row(fam, lang, secret)


def draw(fam, lang, secret, seen_labels, ord_texts):
    for _ in range(MAX_DRAWS):
        text, cands, notes = make_row(fam, lang, secret)
        labels = []
        for c in cands:
            if c and c in text and c not in labels and len(c) >= 6:
                labels.append(c)
        # a label that is a substring of another label adds nothing; keep the longer one only when both present
        labels = [lab for lab in labels if not any(lab != o and lab in o for o in labels)]
        if not MIN_LEN <= len(text) <= MAX_LEN:
            continue
        if secret and not labels:
            continue
        if not secret and (cands and any(c in text for c in cands) or text in ord_texts):
            continue
        if not secret:
            if not notes:
                notes = ["no credential value"]
            return text, [], note_text(notes)
        return text, labels, note_text(notes)
    raise SystemExit(f"could not draw a {'secret' if secret else 'ordinary'} {fam} row")


def build():
    sec, ordi = [], []
    ord_texts = set()
    labels_all = set()
    for fi, fam in enumerate(KINDS):
        for k in range(N_SEC):
            lang = lang_for(k, fi)
            text, labs, note = draw(fam, lang, True, labels_all, ord_texts)
            labels_all.update(labs)
            sec.append({"id": None, "text": text, "secrets": labs, "family": fam, "lang": lang, "note": note})
        for k in range(N_ORD):
            lang = lang_for(k, fi)
            text, _, note = draw(fam, lang, False, labels_all, ord_texts)
            ord_texts.add(text)
            ordi.append({"id": None, "text": text, "family": fam + "_ord", "lang": lang, "note": note})
    R.shuffle(sec)
    R.shuffle(ordi)
    for i, r in enumerate(sec, 1):
        r["id"] = f"k{i:04d}"
    for i, r in enumerate(ordi, 1):
        r["id"] = f"o{i:04d}"
    return sec, ordi


def write(name, rows):
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    sec, ordi = build()
    write("secrets.jsonl", sec)
    write("ordinary.jsonl", ordi)
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    if "--stats" in sys.argv[1:]:
        for name, rows in (("secrets", sec), ("ordinary", ordi)):
            ls = [len(r["text"]) for r in rows]
            print(f"{name}: {len(rows)} rows, length min {min(ls)} median {statistics.median(ls)} max {max(ls)}")
        print("labels per row:", sorted(collections.Counter(len(r["secrets"]) for r in sec).items()))
        print("labels:", sum(len(r["secrets"]) for r in sec))


if __name__ == "__main__":
    main()
