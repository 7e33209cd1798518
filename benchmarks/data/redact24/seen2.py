"""Seen families 8-14 (Markdown tables, HTTP traces, echoed errors, stack locals, agent summaries, word diffs,
wrapped tool lines) and the ordinary-only families."""

import base64

from frames import cut, frame
from gen import (FILES, PEOPLE, PROJECTS, R, SECRET_VARS, SERVICES, TARGETS, USERS, b64_data, digest, etag, host,
                 mask, pick, placeholder, ref, request_id, rs, sha1, sha256, short_sha, ssh_pub, token,
                 trace_id, traceparent, uuid, version, when, HEX, ALNUM, UP, DIG, password)


def md_table(sec):
    col = pick(["password", "token", "key", "credential", "secret"])
    rows, labs = [], []
    for i in range(R.randint(2, 5)):
        if sec and (i == 0 or R.random() < 0.35):
            v = token()
            labs.append(v)
            cell = pick([v, f"`{v}`"])
        else:
            cell = pick([f"`{ref()}`", "in vault", mask(), "ask ops", "—", f"see `{pick(FILES)}`", "SSO only"])
        rows.append(f"| {pick(SERVICES)} | {host()} | {pick(USERS)} | {cell} |")
    if not sec:
        rows.append(f"| build | ci{R.randint(1, 9)}.example | - | run `{short_sha()}`, image `{digest()[:19]}` |")
    R.shuffle(rows)
    head = f"| service | host | user | {col} |\n|---|---|---|---|"
    intro = pick(["Access table copied from the runbook:", "Summary of what I found in the repo:",
                  f"## Credentials inventory ({pick(PROJECTS)})", "Saved for later, from the wiki page:"])
    return f"{intro}\n\n{head}\n" + "\n".join(rows), labs, "markdown-table"


def http_trace(sec):
    h = host()
    path = pick(["/v1/orders", "/api/items?limit=50", "/graphql", "/v2/reports/latest", "/internal/health"])
    labs = []
    if sec:
        kind = R.randrange(4)
        if kind == 0:
            v = token()
            auth = f"Authorization: Bearer {v}"
        elif kind == 1:
            v = base64.b64encode(f"{pick(USERS)}:{password()}".encode()).decode()
            auth = f"Authorization: Basic {v}"
        elif kind == 2:
            v = token()
            auth = f"{pick(['X-Api-Key', 'X-Auth-Token', 'PRIVATE-TOKEN'])}: {v}"
        else:
            v = rs(ALNUM + "-_", R.randint(32, 48))
            auth = f"Cookie: session={v}; theme=dark; consent={rs(HEX, 8)}"
        labs.append(v)
    else:
        auth = pick([f"Authorization: Bearer {mask()}", "Authorization: Bearer {{token}}", "Authorization: Bearer $TOKEN",
                     f"If-None-Match: {etag()}", f"traceparent: {traceparent()}", f"X-Request-Id: {request_id()}",
                     f"Cookie: theme=dark; consent={rs(HEX, 8)}; lang=fo"])
    resp = [f"< HTTP/1.1 {pick(['200 OK', '201 Created', '304 Not Modified', '401 Unauthorized'])}",
            f"< date: {pick(['Mon', 'Thu'])}, 0{R.randint(1, 9)} Nov 2026 {when()[11:]}:{R.randint(10, 59)} GMT",
            f"< x-request-id: {request_id()}", f"< etag: {etag()}", "< content-type: application/json"]
    if R.random() < 0.5:
        resp.append(f"< x-trace-id: {trace_id()}")
    if R.random() < 0.5:
        lines = [f"*   Trying {pick(['192.0.2.', '198.51.100.'])}{R.randint(2, 250)}:443...",
                 f"* Connected to {h} port 443", f"> {pick(['GET', 'POST'])} {path} HTTP/1.1", f"> Host: {h}",
                 f"> User-Agent: curl/8.{R.randint(0, 11)}.{R.randint(0, 2)}", f"> {auth}", "> Accept: */*", ">"] + resp + ["<"]
        return frame(f"curl -v https://{h}{path}", "\n".join(lines)), labs, "curl-verbose"
    lines = [f"### {pick(['list', 'fetch', 'smoke'])} {pick(SERVICES)}", f"{pick(['GET', 'POST'])} https://{h}{path}",
             auth, "Accept: application/json", ""] + [r[2:] for r in resp]
    return f"Saved `{pick(['api.http', 'requests/smoke.http', 'scratch.http'])}` with the last response:\n" + "\n".join(lines), labs, "http-file"


def error_echo(sec):
    u, h = pick(USERS), host()
    labs = []
    if sec:
        v = token()
        labs.append(v)
        msg = pick([f"Error: invalid token '{v}'", f'401 Unauthorized: token "{v}" has expired',
                    f"fatal: Authentication failed for 'https://{u}:{v}@{h}/repo.git/'",
                    f"ERROR: could not parse DSN postgres://{u}:{v}@{h}:5432/app?sslmode=verify-full: bad port",
                    f"ValueError: key must be 32 url-safe base64 bytes, got '{v}'",
                    f"requests.exceptions.InvalidHeader: Invalid leading whitespace in header value: ' Bearer {v}'",
                    f"npm ERR! 403 Forbidden - token {v} does not have publish rights",
                    f"Error response from daemon: login attempt to https://{h}/v2/ failed with password {v}",
                    f"WARN unknown api key {v} from {pick(['192.0.2.', '198.51.100.'])}{R.randint(2, 250)}"])
    else:
        msg = pick([f"ERROR 1045 (28000): Access denied for user '{u}'@'{h}' (using password: YES)",
                    f'psql: error: connection to server at "{h}", port 5432 failed: FATAL:  password authentication failed for user "{u}"',
                    f"Invalid API Key provided: {pick(['sk_live_', 'sk_test_'])}{'*' * 20}{rs(ALNUM, 4)}",
                    f"Error: token {mask()} expired at {when()} (request id {request_id()})",
                    f"fatal: unable to access 'https://{h}/repo.git/': The requested URL returned error: 403",
                    f"error: object {sha1()} is missing; trace {trace_id()}",
                    f"ValueError: unknown digest {digest()} for {pick(SERVICES)}:{version()}",
                    f"npm ERR! 401 Unauthorized - GET https://registry.{pick(PROJECTS)}.example/pkg - etag {etag()}",
                    f"WARN unknown api key id {uuid()} (key not shown)"])
    ctx = pick([f"Traceback tail from `{pick(SERVICES)}` logs:", "The deploy step failed with:", "CI output (last lines):",
                "Agent note: error seen while retrying"])
    return f"{ctx}\n{msg}", labs, "error-echo"


def stack_locals(sec):
    var = pick(["api_key", "password", "token", "secret", "auth"])
    labs = []
    if sec:
        v = token()
        labs.append(v)
    else:
        v = pick([mask(), placeholder(), ""])
        if R.random() < 0.5:
            var, v = pick([("request_id", request_id()), ("etag", etag()), ("commit", sha1()), ("digest", digest()),
                           ("trace_id", trace_id()), ("job_uuid", uuid())])
    locs = {var: repr(v), "url": repr(f"https://{host()}/v1/{pick(SERVICES)}"), "retries": str(R.randint(0, 5)),
            "timeout": str(R.choice([5, 10, 30])), "req_id": repr(request_id())}
    keys = list(locs)
    R.shuffle(keys)
    fn = pick(["connect", "fetch_token", "post_event", "refresh", "open_session"])
    style = R.randrange(2)
    if style == 0:
        w = max(map(len, keys))
        loc = "\n".join(f"{k:<{w}} = {locs[k]}" for k in keys)
        out = (f"    def {fn}(self):\n>       resp = self.session.post(url, headers=headers, timeout=timeout)\nE       "
               f"requests.exceptions.ConnectionError: {host()}:443\n\n{loc}\n\nsrc/{pick(PROJECTS).replace('-', '_')}/client.py:{R.randint(20, 400)}: ConnectionError")
        return frame("pytest -x --showlocals tests/test_client.py", out), labs, "pytest-showlocals"
    loc = "\n".join(f"│ {k:>10} = {locs[k]}" for k in keys)
    out = (f"Traceback (most recent call last) ──\n│ {pick(PROJECTS)}/client.py:{R.randint(20, 400)} in {fn}\n│\n{loc}\n╰──\n"
           f"{pick(['TimeoutError', 'ConnectionRefusedError', 'KeyError'])}: {pick(SERVICES)}")
    return frame(f"python -m {pick(PROJECTS).replace('-', '_')}.sync", out), labs, "rich-traceback"


def agent_summary(sec):
    f, t, var = pick(FILES), pick(TARGETS), pick(SECRET_VARS)
    labs = []
    if sec:
        v = token()
        labs.append(v)
        s = pick([f"The key in {f} is {v}.", f"Read {f}: {var} is set to `{v}` (line {R.randint(2, 90)}).",
                  f"{t.capitalize()} works again with {v}; the old value returned 401.",
                  f"Switched {t} to `{v}` after the rotation; smoke test green.",
                  f"For next session: {t} → {v} (copied from `{pick(['printenv', 'docker inspect', 'kubectl describe pod'])}`).",
                  f"Found it in the {pick(['diff', 'git log', 'grep output'])}: {v}, added by {pick(PEOPLE)} in {short_sha()}.",
                  f"Remember: use {v} for {t}, not the one in the wiki."])
        lang = "agent-summary"
    else:
        s = pick([f"The key in {f} is not a literal, it reads `{ref(var)}`.",
                  f"Read {f}: {var} is masked as `{mask()}`; real value lives in vault.",
                  f"{t.capitalize()} works again after redeploying {short_sha()}; request id {request_id()} was the failing one.",
                  f"Switched {t} to image `{digest()}`; smoke test green.",
                  f"For next session: {t} runs {version()}, container {rs(HEX, 12)}, trace {trace_id()}.",
                  f"Found it in the diff: commit {sha1()} by {pick(PEOPLE)} bumped the lockfile.",
                  f"Remember: the example key in the README (`{placeholder()}`) is a placeholder, not real.",
                  f"ETag for the cached manifest is {etag()}; UUID of the job {uuid()}."])
        lang = "agent-summary"
    pre = pick(["", "Summary: ", "Memory: ", "- ", "Note to self — "])
    return pre + s, labs, lang


def word_diff(sec):
    var, f = pick(SECRET_VARS), pick(FILES)
    labs = []
    if sec:
        new = token()
        labs.append(new)
        if R.random() < 0.6:
            old = token()
            labs.append(old)
        else:
            old = pick([mask(), "changeme-example", placeholder()])
    else:
        old, new = pick([(version(), version()), (short_sha(), short_sha()), (mask(), ref(var)), (digest(), digest())])
        if not old.startswith(("*", "<", "[", "(", "x", "ghp_", "sk_", "glpat", "npm_", "hf_")):
            var = pick(["IMAGE_TAG", "GIT_SHA", "CHART_VERSION", "IMAGE_DIGEST"])
    sep = pick(["=", ": ", " = "])
    if R.random() < 0.6:
        line = f"{var}{sep}[-{old}-]{{+{new}+}}"
        cmd = f"git diff --word-diff {f}"
        lang = "git-word-diff"
    else:
        line = f"{var}{sep}{old:<30} | {var}{sep}{new}"
        cmd = f"diff -y {f}.bak {f}"
        lang = "diff-y"
    out = [f"diff --git a/{f} b/{f}", f"index {rs(HEX, 9)}..{rs(HEX, 9)} 100644", f"@@ -{R.randint(1, 40)},3 +{R.randint(1, 40)},3 @@",
           f"LOG_LEVEL{sep}info", line, f"REGION{sep}eu-west-1"] if lang == "git-word-diff" else [
           f"LOG_LEVEL{sep}info{' ' * 21}   LOG_LEVEL{sep}info", line]
    return frame(cmd, "\n".join(out)), labs, lang


def wrap_tool(sec):
    for _ in range(200):
        if sec:
            var, v = pick(SECRET_VARS), token()
            if len(v) < 20:
                continue
            frames = [(f"docker inspect --format '{{{{json .Config.Env}}}}' {pick(SERVICES)}", f'["{var}={v}","LANG=C.UTF-8"]'),
                      ("env | sort", f"{var}={v}"), (f"grep -rn {var} .", f"./{pick(FILES)}:{R.randint(1, 99)}:{var}={v}"),
                      (f"curl -v https://{host()}/v1", f"> Authorization: Bearer {v}"),
                      (f"kubectl describe pod {pick(SERVICES)}-0", f"      {var}:  {v}")]
        else:
            (var, hdr), v = pick([(("IMAGE_DIGEST", "docker-content-digest"), digest()), (("GIT_SHA", "x-git-sha"), sha1()),
                                  (("TRACEPARENT", "traceparent"), traceparent()), (("FIXTURE_B64", "x-fixture"), b64_data()),
                                  (("RELEASE_SHA256", "x-checksum-sha256"), sha256())])
            frames = [(f"docker inspect --format '{{{{json .Config.Env}}}}' {pick(SERVICES)}", f'["{var}={v}","LANG=C.UTF-8"]'),
                      ("env | sort", f"{var}={v}"), (f"grep -rn {var} .", f"./{pick(FILES)}:{R.randint(1, 99)}:{var}={v}"),
                      (f"curl -v https://{host()}/v1", f"< {hdr}: {v}")]
        cmd, line = pick(frames)
        res = cut(line, v)
        if res is None:
            continue
        chunks, pieces = res
        joiner = pick(["\n", "\n", "↵\n"])
        return frame(cmd, joiner.join(chunks)), (pieces if sec else []), "narrow-terminal"
    raise SystemExit("wrap_tool: no cut found")


def ids_ord():
    k = R.randrange(4)
    if k == 0:
        out = "\n".join(f"{short_sha()} {pick(['fix', 'feat', 'chore', 'docs'])}: {pick(['bump deps', 'retry on 503', 'rotate log files', 'typo'])}" for _ in range(R.randint(3, 6)))
        return frame("git log --oneline -n 6", out), "git-log-oneline"
    if k == 1:
        out = "CONTAINER ID   IMAGE   STATUS\n" + "\n".join(f"{rs(HEX, 12)}   {pick(SERVICES)}:{version()}   Up {R.randint(1, 50)} hours" for _ in range(R.randint(2, 5)))
        return frame("docker ps", out), "docker-ps"
    if k == 2:
        out = "REPOSITORY   TAG   DIGEST   IMAGE ID\n" + "\n".join(f"{pick(PROJECTS)}/{pick(SERVICES)}   {version()}   {digest()}   {rs(HEX, 12)}" for _ in range(R.randint(2, 4)))
        return frame("docker images --digests", out), "docker-images"
    out = "\n".join(f"{sha256()}  dist/{pick(PROJECTS)}-{version()}.tar.gz" for _ in range(R.randint(1, 3)))
    return frame("sha256sum dist/*", out), "sha256sum"


def trace_ord():
    k = R.randrange(3)
    if k == 0:
        return (f"{when()} INFO request done id={request_id()} trace_id={trace_id()} span_id={rs(HEX, 16)} status=200 etag={etag()}",
                "logfmt")
    if k == 1:
        return (f"< HTTP/2 200\n< etag: {etag()}\n< x-amz-request-id: {rs(UP + DIG, 16)}\n< x-amz-id-2: {base64.b64encode(R.randbytes(48)).decode()}\n< traceparent: {traceparent()}",
                "curl-headers")
    return (f"| run | commit | digest |\n|---|---|---|\n| {R.randint(1000, 9999)} | {sha1()} | `{digest()}` |\n| {R.randint(1000, 9999)} | {sha1()} | `{digest()}` |",
            "markdown-table")


def pubkey_ord():
    k = R.randrange(3)
    if k == 0:
        return frame("cat ~/.ssh/id_ed25519.pub", ssh_pub()), "ssh-public-key"
    if k == 1:
        return frame(f"gpg --list-keys {pick(PEOPLE).lower()}", f"pub   ed25519 2025-0{R.randint(1, 9)}-1{R.randint(0, 9)} [SC]\n      {rs(HEX.upper(), 40)}\nuid           [ultimate] {pick(PEOPLE)} <dev@{pick(PROJECTS)}.example>"), "gpg-list-keys"
    return (f"The deploy key added to the repo is public: `{ssh_pub()}` (fingerprint SHA256:{base64.b64encode(R.randbytes(32)).decode().rstrip('=')}).",
            "agent-summary")


def example_ord():
    k = R.randrange(3)
    if k == 0:
        return (f"README snippet (example values, not real):\n```\nexport {pick(SECRET_VARS)}={placeholder()}\nexport {pick(SECRET_VARS)}={placeholder()}\n```",
                "readme-example")
    if k == 1:
        return (f"Fixture in tests/data: base64 test payload `{b64_data()}` decodes to sample text; checksum {sha256()[:16]}.",
                "test-fixture")
    return (f"{pick(['node --version', 'psql --version', 'terraform version'])} → {version()}; lockfile integrity sha512-{base64.b64encode(R.randbytes(64)).decode()}",
            "version")


FAMILIES_2 = [("md_table", md_table), ("http_trace", http_trace), ("error_echo", error_echo),
              ("stack_locals", stack_locals), ("agent_summary", agent_summary), ("word_diff", word_diff),
              ("wrap_tool", wrap_tool)]
EXTRA = [("ids_ord", ids_ord), ("trace_ord", trace_ord), ("pubkey_ord", pubkey_ord), ("example_ord", example_ord)]
HARD_SEEN = {"agent_summary", "word_diff", "wrap_tool"}
