"""Seen half, part 2: HTTP dumps, password-manager CLIs, tool config files, wrapped values, API responses, notes."""

import json

from gen import (
    ALNUM,
    PEOPLE,
    TARGETS,
    WORDS,
    R,
    aws_pair,
    b64,
    example_key,
    flat_token,
    frame,
    hexs,
    host,
    jwt,
    lookalike,
    mask,
    pick,
    proj,
    pubkey,
    pw,
    rand,
    ref,
    token,
    url_pw,
    user,
    uuid,
    when,
)
from seen import ts


def http_dump(sec):
    """Raw HTTP request dumps (HTTPie --offline, Go DumpRequestOut, a Wireshark stream)."""
    h = host()
    k = R.randrange(5)
    v = pick((token(), pw(20, 30))) if k != 3 else None
    if k == 0:
        auth = f"Authorization: Bearer {v}" if sec else pick(("Authorization: Bearer <token>", "Authorization: Bearer ${API_TOKEN}", f"If-None-Match: \"{hexs(32)}\""))
        labs = [v] if sec else []
    elif k == 1:
        auth = f"X-Auth-Token: {v}" if sec else f"X-Request-Id: {uuid()}"
        labs = [v] if sec else []
    elif k == 2:
        auth = (f"Cookie: theme=dark; sessionid={v}; consent=1" if sec else f"Cookie: theme=dark; consent=1; _ga=GA1.1.{R.randint(10**8, 10**9)}.{R.randint(10**8, 10**9)}")
        labs = [v] if sec else []
    elif k == 3:
        basic = b64(f"{user()}:{pw()}")
        auth = f"Proxy-Authorization: Basic {basic}" if sec else f"Digest: sha-256={b64(hexs(22))}"
        labs = [basic] if sec else []
    else:
        body = (f"grant_type=client_credentials&client_id={pick(WORDS)}-svc&client_secret={url_pw(28, 36)}" if sec
                else f"grant_type=client_credentials&client_id={pick(WORDS)}-svc&client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer&nonce={hexs(16)}")
        labs = [body.split("client_secret=")[1]] if sec else []
        req = f"POST /oauth2/token HTTP/1.1\nHost: {h}\nContent-Type: application/x-www-form-urlencoded\nContent-Length: {len(body)}\n\n{body}"
        return frame(f"http --offline --form POST https://{h}/oauth2/token", req), labs, "httpie-offline"
    req = f"GET /api/v1/{pick(WORDS)} HTTP/1.1\nHost: {h}\nUser-Agent: Go-http-client/1.1\n{auth}\nAccept-Encoding: gzip"
    shape = pick((("go test -run TestClient -v ./client", "go-dumprequest"), ("tshark -r cap.pcap -qz follow,tcp,ascii,0", "tshark-follow")))
    return frame(shape[0], req), labs, shape[1]


def pwmgr_cli(sec):
    """Password-manager CLI output."""
    name = f"{pick(WORDS)}-{pick(('db', 'admin', 'smtp', 'deploy'))}"
    k = R.randrange(5)
    if k == 0:
        item = {"object": "item", "id": uuid(), "name": name, "login": {"username": user(), "password": None, "totp": None,
                                                                        "uris": [{"uri": f"https://{host()}"}]}, "revisionDate": ts()}
        v = pw()
        if sec:
            item["login"]["password"] = v
        return frame(f"bw get item {name}", json.dumps(item)), [v] if sec else [], "bitwarden-cli"
    if k == 1:
        v = pw()
        line = f"password:   {v}" if sec else f"password:   [use 'op item get {uuid()[:26].replace('-', '')} --reveal' to reveal]"
        out = f"ID:          {rand('abcdefghijklmnopqrstuvwxyz234567', 26)}\nTitle:       {name}\nVault:       Infra\nFields:\n  username:   {user()}\n  {line}"
        return frame(f"op item get {name}" + (" --reveal" if sec else ""), out), [v] if sec else [], "1password-cli"
    if k == 2:
        v = pw()
        out = (f"Title: {name}\nUserName: {user()}\nPassword: {v if sec else 'PROTECTED'}\nURL: https://{host()}\nNotes: rotated {when()}")
        return frame(f"keepassxc-cli show {'-s ' if sec else ''}~/vault.kdbx infra/{name}", out), [v] if sec else [], "keepassxc-cli"
    if k == 3:
        v = pw()
        if sec:
            return frame(f"pass show infra/{name}", f"{v}\nuser: {user()}\nurl: https://{host()}"), [v], "pass"
        tree = f"Password Store\n└── infra\n    ├── {name}\n    └── {pick(WORDS)}-{pick(('db', 'smtp'))}"
        return frame("pass ls infra", tree), [], "pass"
    v = pick((pw(), token()))
    if sec:
        out = (f"====== Data ======\nKey         Value\n---         -----\npassword    {v}\nusername    {user()}")
        return frame(f"vault kv get secret/{name}", out), [v], "vault-kv"
    out = (f"======= Metadata =======\nKey                Value\n---                -----\ncreated_time       {ts()}\ncurrent_version    {R.randint(1, 9)}\n"
           f"max_versions       0\nchecksum           {hexs(64)}")
    return frame(f"vault kv metadata get secret/{name}", out), [], "vault-kv"


def tool_config(sec):
    """Config files of tools that keep credentials in plain text."""
    h = host()
    k = R.randrange(10)
    v = pw()
    if k == 0:
        body = (f"[{pick(WORDS)}]\ntype = s3\nprovider = Minio\naccess_key_id = {pick(WORDS)}\nsecret_access_key = {v}\nendpoint = https://{h}" if sec
                else f"[{pick(WORDS)}]\ntype = s3\nprovider = AWS\nenv_auth = true\nregion = eu-west-3")
        return frame("cat ~/.config/rclone/rclone.conf", body), [v] if sec else [], "rclone-conf"
    if k == 1:
        a, s = aws_pair()
        body = (f"[default]\naccess_key = {a}\nsecret_key = {s}\nhost_base = {h}\nuse_https = True" if sec
                else f"[default]\naccess_key = \nsecret_key = \nhost_base = {h}\nuse_https = True\n# keys come from the environment")
        return frame("cat ~/.s3cfg", body), [a, s] if sec else [], "s3cfg"
    if k == 2:
        body = (f"{h}:5432:{pick(WORDS)}:{user()}:{v}" if sec else "# .pgpass is empty here, auth is via gss\n# host:port:db:user:password")
        return frame("cat ~/.pgpass", body), [v] if sec else [], "pgpass"
    if k == 3:
        body = (f"[client]\nuser={user()}\npassword=\"{v}\"\nhost={h}" if sec else f"[client]\nuser={user()}\nhost={h}\nssl-ca=/etc/ssl/{pick(WORDS)}.pem")
        return frame("cat ~/.my.cnf", body), [v] if sec else [], "my-cnf"
    if k == 4:
        auth = b64(f"{user()}:{v}")
        body = (json.dumps({"auths": {h: {"auth": auth}}}, indent="\t") if sec else json.dumps({"auths": {h: {}}, "credsStore": "desktop"}, indent="\t"))
        return frame("cat ~/.docker/config.json", body), [auth] if sec else [], "docker-config"
    if k == 5:
        body = (f"poll imap.{h} protocol IMAP\n  user \"{user()}\" password \"{v}\" ssl" if sec
                else f"poll imap.{h} protocol IMAP\n  user \"{user()}\" ssl\n  # password read from ~/.netrc")
        return frame("cat ~/.fetchmailrc", body), [v] if sec else [], "fetchmailrc"
    if k == 6:
        body = (f"[Repository remote]\ntype = IMAP\nremotehost = imap.{h}\nremoteuser = {user()}\nremotepass = {v}" if sec
                else f"[Repository remote]\ntype = IMAP\nremotehost = imap.{h}\nremoteuser = {user()}\nremotepasseval = get_pass(\"{pick(WORDS)}\")")
        return frame("cat ~/.offlineimaprc", body), [v] if sec else [], "offlineimaprc"
    if k == 7:
        body = (f"set imap_user = \"{user()}@{h}\"\nset imap_pass = \"{v}\"\nset folder = \"imaps://imap.{h}/\"" if sec
                else f"set imap_user = \"{user()}@{h}\"\nset imap_pass = \"`pass show mail/{pick(WORDS)}`\"\nset folder = \"imaps://imap.{h}/\"")
        return frame("cat ~/.muttrc", body), [v] if sec else [], "muttrc"
    if k == 8:
        t = token()
        body = (f'credentials "{h}" {{\n  token = "{t}"\n}}' if sec else f'credentials_helper "{pick(WORDS)}" {{\n  args = []\n}}')
        return frame("cat ~/.terraformrc", body), [t] if sec else [], "terraformrc"
    u = url_pw()
    body = (f"[{pick(WORDS)}]\nsource = imaps://{user()}:{u}@imap.{h}\noutgoing = smtps://{user()}@smtp.{h}\nfrom = {pick(PEOPLE)} <{user()}@{h}>" if sec
            else f"[{pick(WORDS)}]\nsource = imaps://{user()}@imap.{h}\nsource-cred-cmd = pass show mail/imap\nfrom = {pick(PEOPLE)} <{user()}@{h}>")
    return frame("cat ~/.config/aerc/accounts.conf", body), [u] if sec else [], "aerc-conf"


def terminal_wrap(line, v, width_lo=24, width_hi=80):
    """Hard-wrap `line` at a width that cuts v; every piece of v at least 8 characters. Returns (text, pieces)."""
    start = line.index(v)
    for n in range(400):
        w = R.randint(width_lo, width_hi) if n < 200 else R.randint(12, width_lo)
        cuts = list(range(w, len(line), w))
        inside = [c for c in cuts if start < c < start + len(v)]
        if not inside:
            continue
        bounds = [start] + inside + [start + len(v)]
        pieces = [line[a:b] for a, b in zip(bounds, bounds[1:])]
        if min(map(len, pieces)) < 8:
            continue
        sep = pick(("\n", "\n", "\\\n", "↵\n", "\n> "))
        chunks = [line[a:b] for a, b in zip([0] + cuts, cuts + [len(line)])]
        return sep.join(chunks), pieces
    raise SystemExit("no wrap width found")


def wrap(sec):
    """Values spelled across lines by a terminal wrap or a continuation separator."""
    if sec:
        v = pick((flat_token(), flat_token(), aws_pair()[1], b64(pw(24, 32))))
    else:
        v = pick((hexs(64), "sha256:" + hexs(64), "sha512-" + b64(rand(ALNUM, 60)), pubkey()))
    names = ("TOKEN", "ACCESS_KEY", "SECRET", "AUTH") if sec else ("DIGEST", "PUBKEY", "CHECKSUM", "BUILD_SHA")
    keys = ("access_token", "secret", "token", "value") if sec else ("digest", "integrity", "checksum", "public_key")
    k = R.randrange(3)
    if k == 0:
        line, cmd, lang = f"{pick(names)}={v}", "env | grep -i " + pick(("token", "key", "auth", "sha")), "tmux-copy"
    elif k == 1:
        line, cmd, lang = v, f"printenv {pick(names)}", "narrow-pane"
    else:
        line, cmd, lang = f"  \"{pick(keys)}\": \"{v}\",", f"cat {pick(WORDS)}.json", "wrapped-json"
    text, pieces = terminal_wrap(line, v, 20, 60)
    return frame(cmd, text), pieces if sec else [], lang


def api_response(sec):
    """API responses that return a credential once (token creation, OAuth token endpoint)."""
    h = host()
    k = R.randrange(3)
    if k == 0:
        t = token()
        body = ({"id": R.randint(1000, 99999), "name": f"{proj()}-ci", "token": t, "created_at": ts(), "expires_at": when()} if sec
                else {"id": R.randint(1000, 99999), "name": f"{proj()}-ci", "token_last_eight": rand(ALNUM, 8), "created_at": ts(), "expires_at": when()})
        return frame(f"curl -s -X POST https://{h}/api/v4/tokens -d name={proj()}-ci", json.dumps(body)), [t] if sec else [], "api-json"
    if k == 1:
        a, r = jwt(), url_pw(40, 48)
        body = ({"access_token": a, "token_type": "Bearer", "expires_in": 3600, "refresh_token": r, "scope": "read write"} if sec
                else {"error": "invalid_client", "error_description": "client authentication failed", "trace_id": hexs(32)})
        return frame(f"http POST https://{h}/oauth/token grant_type=client_credentials", json.dumps(body, indent=4)), [a, r] if sec else [], "oauth-json"
    v = pw(20, 28)
    body = (f"---\nid: {uuid()}\nname: {pick(WORDS)}-bot\npassword: {v}\ncreated: {ts()}" if sec
            else f"---\nid: {uuid()}\nname: {pick(WORDS)}-bot\npassword_set: true\nfingerprint: {hexs(40)}\ncreated: {ts()}")
    return frame(f"{pick(WORDS)}ctl user create {pick(WORDS)}-bot --generate-password -o yaml", body), [v] if sec else [], "cli-yaml"


def agent_note(sec):
    """Notes the agent saves for itself, copying values from structured output without any keyword beside them."""
    t, day = pick(TARGETS), when()
    if sec:
        v = pick((pw(), token(), url_pw()))
        line = pick((f"- {t}: `{v}` (copied from the runbook on {day})",
                     f"- worked: `{v}` for {t} after the {day} rotation",
                     f"- {t} -> {v}  # from `bw get item`, {day}",
                     f"- remember: {t} wants {v} at the second prompt"))
        labs = [v]
    else:
        line = pick((f"- {t}: value lives in `{ref()}` (checked {day})",
                     f"- {t} deployed at {lookalike()} on {day}",
                     f"- {t} -> {mask()}  # masked in the CI log, ask {pick(PEOPLE)}",
                     f"- remember: {t} takes the SSO login, no separate value"))
        labs = []
    head = pick(("## Session notes", f"# memory: {proj()}", "Things to remember:"))
    return f"{head}\n- build {lookalike()} green on {day}\n{line}", labs, "agent-note"


def ids_ord():
    k = R.randrange(4)
    if k == 0:
        return frame("sha256sum dist/*", "\n".join(f"{hexs(64)}  dist/{proj()}-{R.randint(1, 9)}.{R.randint(0, 30)}.tar.gz" for _ in range(3))), "sha256sum"
    if k == 1:
        return frame("docker images --digests", f"REPOSITORY   TAG   DIGEST   IMAGE ID\n{host()}/{proj()}   {R.randint(1, 9)}.{R.randint(0, 20)}   sha256:{hexs(64)}   {hexs(12)}"), "docker-images"
    if k == 2:
        return frame("grep -A2 '\"node_modules/" + pick(WORDS) + "\"' package-lock.json",
                     f"\"version\": \"{R.randint(1, 9)}.{R.randint(0, 20)}.{R.randint(0, 9)}\",\n\"integrity\": \"sha512-{b64(rand(ALNUM, 60))}\""), "package-lock"
    return frame("go mod download -json " + pick(WORDS), json.dumps({"Path": f"{host()}/{pick(WORDS)}", "Version": "v1.4.2", "Sum": "h1:" + b64(hexs(22)), "GoModSum": "h1:" + b64(hexs(22))}, indent=1)), "go-mod"


def pubkey_ord():
    k = R.randrange(3)
    if k == 0:
        key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rand(ALNUM + "+/", 43) + f" {pick(PEOPLE).lower()}@{pick(WORDS)}"
        return frame("cat ~/.ssh/id_ed25519.pub", key), "ssh-public-key"
    if k == 1:
        lines = "\n".join(rand(ALNUM + "+/", 64) for _ in range(4))
        return frame(f"openssl x509 -in {pick(WORDS)}.crt -pubkey -noout", f"-----BEGIN PUBLIC KEY-----\n{lines}\n-----END PUBLIC KEY-----"), "pem-public-key"
    return frame("cat .sops.yaml", f"creation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: age1{rand('023456789acdefghjklmnpqrstuvwxyz', 58)}"), "sops-age"


def fixture_ord():
    k = R.randrange(3)
    if k == 0:
        return frame("cat tests/fixtures/webhook.json", json.dumps({"id": uuid(), "nonce": hexs(24), "signature": "sha256=" + hexs(64), "secret": "test-secret-not-real"}, indent=2)), "json-fixture"
    if k == 1:
        return frame("sed -n 1,6p tests/conftest.py", f"FAKE_TOKEN = \"fake-{rand('abcdef0123456789', 12)}-for-tests\"\nNONCE = \"{hexs(32)}\"\nPAYLOAD_B64 = \"{b64('hello fixture ' + str(R.randint(1, 999)))}\"\nEXAMPLE_KEY = \"{example_key()}\"  # example only"), "pytest-fixture"
    return frame("cat spec/fixtures/request.http", f"GET /v1/items HTTP/1.1\nHost: {host()}\nAuthorization: Bearer {pick(('<token>', 'REPLACE_ME', '{{token}}'))}\nIf-None-Match: \"{hexs(32)}\"\nX-Request-Id: {uuid()}"), "http-fixture"


def version_ord():
    k = R.randrange(3)
    if k == 0:
        return frame(f"{pick(WORDS)} --version", f"{pick(WORDS)} {lookalike()} (commit {hexs(40)}, built {when()})"), "version"
    if k == 1:
        t = ts()
        return f"{t} ##[group]Run actions/cache@v4\n{t} Cache hit for key: npm-{hexs(64)}\n{t} Build id {lookalike()} env ***", "gha-log"
    return frame("git log -1 --format='%H %G? %GK'", f"{hexs(40)} G {hexs(16).upper()}"), "git-log"


FAMILIES_2 = (("http_dump", http_dump), ("pwmgr_cli", pwmgr_cli), ("tool_config", tool_config), ("wrap", wrap),
              ("api_response", api_response), ("agent_note", agent_note))
EXTRA = (("ids_ord", ids_ord), ("pubkey_ord", pubkey_ord), ("fixture_ord", fixture_ord), ("version_ord", version_ord))
