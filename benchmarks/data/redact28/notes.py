"""The transformed-value families. Each generator takes `sec`: True draws a credential in its encoded, escaped or
reshaped form (labels as they appear), False draws the same layout around a non-secret look-alike of the same transform.
Each returns (text, labels, layout)."""

import json

from gen import base32_seed as base32_seed_value
from gen import (R, USERS, b64, b64_lines, chars, file_name, hexform, host, ordinary_config, password,
                 pct, pick, PROJECTS, quoted_password, rand_hex, secret_value, SERVICES, token, ulid,
                 url_password, WORDS, ALNUM)

HARD_SEEN = {"split_concat", "line_cont", "hex_form", "base32_seed", "pem_odd", "json_in_shell", "quote_escape"}


def note(body):
    return pick(["", f"{pick(['note', 'fyi', 'ran this', 'from the runbook', 'worked on ' + pick(PROJECTS)])}:\n"]) + body


def basic_header(sec):
    h, u = host(), pick(USERS)
    if sec:
        pw = password()
        v = b64(f"{u}:{pw}")
        hdr, labels = f"Authorization: Basic {v}", [v]
    else:
        hdr = pick(['Authorization: Basic $(printf "%s:%s" "$API_USER" "$API_PASS" | base64)',
                    f"Content-MD5: {b64(R.randbytes(16))}",
                    f"X-Upstream-Config: {b64(ordinary_config())}",
                    f"If-None-Match: \"{b64(R.randbytes(12))}\""])
        labels = []
    body = pick([f'curl -sS -H "{hdr}" https://{h}/v1/status',
                 f"GET /v1/{pick(WORDS)} HTTP/1.1\nHost: {h}\n{hdr}\nAccept: application/json",
                 f"http GET https://{h}/health '{hdr}'"])
    return note(body), labels, "http"


def k8s_secret(sec):
    name = f"{pick(SERVICES)}-{pick(['creds', 'db', 'auth', 'env'] if sec else ['config', 'assets', 'settings'])}"
    if sec:
        vals = [(pick(["password", "DB_PASSWORD", "api-token", "REDIS_AUTH"]), b64(secret_value()))]
        if R.random() < 0.4:
            vals.append((pick(["previous-password", "WEBHOOK_SECRET", "smtp-pass"]), b64(password())))
        keys = [("username", b64(pick(USERS)))] + vals
        kind, field, labels = "Secret", "data", [v for _, v in vals]
    else:
        keys = [(pick(["app.conf", "settings.ini", "motd.txt"]), b64(ordinary_config())),
                (pick(["logo.png", "favicon.ico"]), b64(bytes.fromhex("89504e470d0a1a0a") + R.randbytes(R.randint(8, 20))))]
        kind, field, labels = "ConfigMap", "binaryData", []
    lines = ["apiVersion: v1", f"kind: {kind}", "metadata:", f"  name: {name}", f"  namespace: {pick(PROJECTS)}"]
    if kind == "Secret":
        lines.append("type: Opaque")
    lines.append(f"{field}:")
    lines += [f"  {k}: {v}" for k, v in keys]
    return "\n".join(lines), labels, "k8s-yaml"


def uri_pct(sec):
    h, u = host(), pick(USERS)
    if sec:
        pw = url_password()
        while pct(pw) == pw:
            pw = url_password()
        v = pct(pw)
        scheme = pick(["postgresql", "mysql", "amqps", "redis", "mongodb", "smtp"])
        text, labels = f"{scheme}://{u}:{v}@{h}:{R.randint(1000, 9999)}/{pick(PROJECTS)}", [v]
    else:
        q = pct(f"{pick(WORDS)} {pick(WORDS)} & {pick(WORDS)}")
        text = pick([f"https://{h}/search?q={q}&page={R.randint(2, 40)}",
                     f"https://{h}/files/{pct(file_name().replace('-', ' '))}",
                     f"postgresql://{u}@{h}:5432/{pick(PROJECTS)}?options={pct('-c search_path=' + pick(PROJECTS))}"])
        labels = []
    return note(pick([f"DATABASE_URL={text}", f"conn string: {text}", f"`{text}`"])), labels, "uri"


def json_in_shell(sec):
    h = host()
    if sec:
        v = secret_value()
        field = pick(["api_key", "password", "token", "client_secret"])
        labels = [v]
    else:
        field, v, labels = pick(["message", "title", "region", "note"]), f"{pick(WORDS)} {pick(WORDS)} {R.randint(1, 99)}", []
    inner = json.dumps({"user": pick(USERS), field: v}, separators=(",", ":"))
    esc = inner.replace('"', '\\"')
    body = pick([f"ssh ops@{h} \"curl -s -X POST -d '{esc}' https://{host()}/api\"",
                 f"sh -c \"echo {json.dumps(esc)[1:-1]} > /etc/{pick(SERVICES)}.json\"",
                 f"kubectl exec deploy/{pick(SERVICES)} -- sh -c \"curl -d \\\"{esc.replace(chr(92) + chr(34), chr(92) * 3 + chr(34))}\\\" http://localhost:8080/cfg\"",
                 f'{{"cmd": "bash -lc \\"curl -d \'{json.dumps(inner)[1:-1]}\' {h}\\""}}'])
    return note(body), labels, "shell-json"


def _pieces(v):
    cut = R.randint(8, len(v) - 8)
    return v[:cut], v[cut:]


def split_concat(sec):
    if sec:
        v = token() if R.random() < 0.7 else password() + chars(ALNUM, 6)
        a, b = _pieces(v)
        labels = [a, b]
    else:
        s = pick([f"https://{host()}/{pick(WORDS)}/{pick(WORDS)}/index.html",
                  f"sha256:{rand_hex(64)}", f"Deploy of {pick(SERVICES)} finished in {pick(['eu-west', 'af-south'])}"])
        a, b = _pieces(s)
        labels = []
    name = pick(["API_KEY", "TOKEN", "db_pass", "secret"]) if sec else pick(["URL", "DIGEST", "banner", "msg"])
    body = pick([f'{name} = "{a}" + "{b}"', f"const {name.lower()} = '{a}' + '{b}';",
                 f'{name} := "{a}" +\n\t"{b}"', f'{name}="{a}""{b}"', f"String {name.lower()} = \"{a}\".concat(\"{b}\");"])
    return note(body), labels, "code"


def line_cont(sec):
    if sec:
        v = token() if R.random() < 0.6 else password() + chars(ALNUM, 6)
    else:
        v = pick([rand_hex(64), f"{pick(WORDS)}-{pick(WORDS)}-{pick(WORDS)}-{pick(WORDS)}-{R.randint(1000, 9999)}"])
    a, b = _pieces(v)
    labels = [a, b] if sec else []
    u, h = pick(USERS), host()
    body = pick([f'curl -u "{u}:{a}\\\n{b}" https://{h}/api',
                 f'#define {"API_KEY" if sec else "BUILD_DIGEST"} "{a}" \\\n    "{b}"',
                 f'{"TOKEN" if sec else "DIGEST"} = (\n    "{a}"\n    "{b}"\n)',
                 f'export {"SVC_TOKEN" if sec else "ARTIFACT_ID"}="{a}\\\n{b}"'])
    return note(body), labels, "code"


def hex_form(sec):
    if sec:
        pw = secret_value()
        v = hexform(pw)
        body = pick([f"DB_PASSWORD_HEX={v}", f"echo {v} | xxd -r -p | docker login -u {pick(USERS)} --password-stdin {host()}",
                     f"# stored hex-encoded, decode with xxd -r -p\nsmtp_pass_hex: {v}",
                     f"printf '%s' {v} | xxd -r -p > /run/secrets/{pick(SERVICES)}"])
        return note(body), [v], "hex"
    body = pick([f"sha256 {rand_hex(64)}  {file_name()}", f"commit {rand_hex(40)}",
                 "00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR",
                 f"md5 checksum of {file_name()}: {rand_hex(32)}",
                 f"echo {hexform(pick(WORDS) + ' ' + pick(WORDS))} | xxd -r -p   # prints the banner text"])
    return note(body), [], "hex"


def base32_seed(sec):
    if sec:
        v = base32_seed_value()
        body = pick([f"otpauth://totp/{pick(PROJECTS)}:{pick(USERS)}?secret={v}&issuer={pick(PROJECTS)}&digits=6",
                     f"TOTP_SEED={v}", f"2fa seed for the {pick(SERVICES)} admin (base32): {v}"])
        return note(body), [v], "base32"
    body = pick([f"request id {ulid()}", f"event {ulid()} written at {R.randint(10, 23)}:{R.randint(10, 59)}",
                 f"otpauth://totp/{pick(PROJECTS)}:{pick(USERS)}?secret=<base32-seed-from-vault>&issuer={pick(PROJECTS)}",
                 f"object key {chars('abcdefghijklmnopqrstuvwxyz234567', 26)}.bin (content-addressed)"])
    return note(body), [], "base32"


def pem_odd(sec):
    if sec:
        kind = pick(["DEPLOY SIGNING KEY", "PRIVATE KEY (ci-bot)", "SVC PRIVATE KEY", "LICENSE SIGNING KEY",
                     "ENCRYPTED PRIVATE KEY v2", "OPENSSH PRIVATE KEY COPY"])
        lines = b64_lines(R.randint(90, 220))
        while len(lines[-1]) < 8:
            lines = b64_lines(R.randint(90, 220))
        labels = list(lines)
    else:
        kind = pick(["PUBLIC KEY", "CERTIFICATE", "SSH2 PUBLIC KEY", "RSA PUBLIC KEY", "PGP PUBLIC KEY BLOCK"])
        lines, labels = b64_lines(R.randint(90, 300)), []
    left, right = pick([("-----", "-----"), ("---- ", " ----"), ("===== ", " =====")])
    out = [f"{left}BEGIN {kind}{right}"]
    if R.random() < 0.4:
        out.append(f"Comment: {'rotated' if sec else 'published'} by {pick(USERS)}")
    out += lines + [f"{left}END {kind}{right}"]
    return note("\n".join(out)), labels, "pem"


def quote_escape(sec):
    if sec:
        form = R.randrange(4)
        pw = quoted_password()
        need = ["'", '"', "$", '"'][form] if R.random() < 0.5 else ["'", '"', "\\", "\\"][form]
        if need not in pw:
            cut = R.randint(1, len(pw) - 1)
            pw = pw[:cut] + need + pw[cut:]
        if form == 0:
            v = pw.replace("'", "''")
            body = f"ALTER USER {pick(USERS).replace('-', '_')} WITH PASSWORD '{v}';"
        elif form == 1:
            v = pw.replace('"', '""')
            body = f"service,user,password\n{pick(SERVICES)},{pick(USERS)},\"{v}\""
        elif form == 2:
            v = "".join("\\" + c if c in "\"$\\`" else c for c in pw)
            body = f'export PGPASSWORD="{v}"'
        else:
            v = json.dumps(pw)[1:-1]
            body = f'{{"user": "{pick(USERS)}", "password": "{v}"}}'
        return note(body), [v], "escaped"
    txt = f"{pick(WORDS)}'s {pick(WORDS)} \"{pick(WORDS)}\" for {pick(PROJECTS)}"
    body = pick([f"INSERT INTO notes (title) VALUES ('{txt.replace(chr(39), chr(39) * 2)}');",
                 f"id,title\n{R.randint(1, 999)},\"{txt.replace(chr(34), chr(34) * 2)}\"",
                 f'export BANNER="{txt.replace(chr(34), chr(92) + chr(34))} \\$HOME"',
                 f'{{"title": {json.dumps(txt)}}}'])
    return note(body), [], "escaped"


def url_query(sec):
    h = host()
    if sec:
        v = pick([token(), chars(ALNUM + "-_", R.randint(32, 48))])
        body = pick([f"https://{h}/hooks/deploy?token={v}&env=staging",
                     f"https://{h}/callback#access_token={v}&token_type=bearer&expires_in=3600",
                     f"https://{h}/download/{file_name()}?X-Sig={v}&expires={R.randint(1700000000, 1800000000)}",
                     f"wss://{h}/stream?api_key={v}"])
        return note(body), [v], "url"
    body = pick([f"https://{h}/{pick(WORDS)}?page={R.randint(2, 50)}&sort={pick(['asc', 'desc'])}&utm_source={pick(PROJECTS)}",
                 f"https://{h}/docs/{pick(WORDS)}#section-{R.randint(1, 12)}",
                 f"https://{h}/commit?sha={rand_hex(40)}&tab=files",
                 f"https://{h}/{pick(WORDS)}?token=<your-token>&env=staging",
                 f"https://{h}/assets/app.{rand_hex(12)}.js?v={R.randint(100, 999)}"])
    return note(body), [], "url"


def echo_b64(sec):
    if sec:
        u, pw = pick(USERS), secret_value()
        enc = b64(f"{u}:{pw}")
        body = pick([f"$ echo -n '{u}:{pw}' | base64\n{enc}", f"$ printf '%s' '{u}:{pw}' | base64\n{enc}"])
        return note(body), [pw, enc], "shell"
    txt = pick([f"{pick(WORDS)} {pick(WORDS)} {R.randint(1, 9999)}", ordinary_config().splitlines()[0]])
    body = pick([f"$ echo -n '{txt}' | base64\n{b64(txt)}", f"$ printf '%s' '{txt}' | base64\n{b64(txt)}",
                 "$ echo -n \"$API_USER:$API_PASS\" | base64 > /tmp/auth.b64"])
    return note(body), [], "shell"


def here_string(sec):
    if sec:
        v = secret_value()
        if R.random() < 0.35:
            enc = b64(v)
            return note(f"base64 -d <<< '{enc}' > /run/secrets/{pick(SERVICES)}"), [enc], "shell"
        body = pick([f"docker login -u {pick(USERS)} --password-stdin {host()} <<< '{v}'",
                     f"gpg --batch --passphrase-fd 0 -d backup.gpg <<< \"{v}\"",
                     f"vault login - <<< '{v}'", f"read -r TOKEN <<< '{v}'"])
        return note(body), [v], "shell"
    body = pick([f"jq '.items | length' <<< '{{\"items\": [{R.randint(1, 9)}, {R.randint(1, 9)}]}}'",
                 f"base64 -d <<< '{b64(ordinary_config())}'", "grep -c ERROR <<< \"$LOG\"",
                 f"docker login -u {pick(USERS)} --password-stdin {host()} <<< \"$REGISTRY_PASSWORD\"",
                 f"wc -w <<< '{pick(WORDS)} {pick(WORDS)} {pick(WORDS)}'"])
    return note(body), [], "shell"


FAMILIES = [("basic_header", basic_header), ("k8s_secret", k8s_secret), ("uri_pct", uri_pct),
            ("json_in_shell", json_in_shell), ("split_concat", split_concat), ("line_cont", line_cont),
            ("hex_form", hex_form), ("base32_seed", base32_seed), ("pem_odd", pem_odd),
            ("quote_escape", quote_escape), ("url_query", url_query), ("echo_b64", echo_b64),
            ("here_string", here_string)]
