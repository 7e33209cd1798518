"""Seen families 1-7: diffs, grep, git log -p, env dumps, docker inspect, kubectl describe, SQL tables.

Every generator takes `sec` and returns (text, labels, lang); with sec False it writes a stand-in in the same place
and the labels are empty.
"""

import json

from frames import frame
from gen import (FILES, PEOPLE, PLAIN_VARS, PROJECTS, R, SECRET_VARS, SERVICES, USERS, digest, fill, host,
                 lookalike, mask, pick, ref, rs, secret_or_stand_in, sha1, sha256, short_sha, token, uuid, version,
                 when, HEX, ALNUM, ID_VARS, aws_pair)


def _ctx_lines(n):
    return [f"{k}={fill(v)}" for k, v in R.sample(PLAIN_VARS, n)]


def diff_unified(sec):
    f = pick(FILES)
    var = pick(SECRET_VARS)
    labs = []
    if sec:
        new = token()
        labs.append(new)
        if R.random() < 0.5:
            old = token()
            labs.append(old)
        else:
            old = pick([mask(), ref(var), "changeme-example", ""])
    else:
        old, new = pick([(mask(), ref(var)), (ref(var), ref(var + "_V2")), ("", ref(var)), (mask(), mask())])
    ctx = _ctx_lines(4)
    a = short_sha()
    b = rs(HEX, len(a))
    ln = R.randint(2, 80)
    body = [f"diff --git a/{f} b/{f}", f"index {a}..{b} 100644", f"--- a/{f}", f"+++ b/{f}",
            f"@@ -{ln},6 +{ln},6 @@ {pick(['', 'services:', 'def load():', '[database]'])}".rstrip(),
            " " + ctx[0], " " + ctx[1], f"-{var}={old}", f"+{var}={new}", " " + ctx[2], " " + ctx[3]]
    if not sec and R.random() < 0.5:
        body[7:9] = [f"-APP_VERSION={version()}", f"+APP_VERSION={version()}"]
        body.insert(10, f"-GIT_COMMIT={sha1()}")
        body.insert(11, f"+GIT_COMMIT={sha1()}")
    cmd = pick(["git diff", "git diff --cached", f"git diff HEAD~1 -- {f}", f"git show {short_sha()} -- {f}"])
    return frame(cmd, "\n".join(body)), labs, "git-diff"


def grep_rn(sec):
    pat = pick(["TOKEN", "PASSWORD", "secret", "api_key", "KEY="])
    lines, labs = [], []
    n = R.randint(3, 7)
    hot = R.sample(range(n), R.randint(1, 2)) if sec else []
    for i in range(n):
        f = pick(FILES)
        var = pick(SECRET_VARS)
        if i in hot:
            v = token()
            labs.append(v)
        else:
            v = pick([ref(var), mask(), "os.environ[\"%s\"]" % var, f"process.env.{var}", ""])
        shape = pick(["{k}={v}", "{k}: {v}", "    {kl} = \"{v}\"", "export {k}={v}", "  - {k}={v}"])
        lines.append(f"./{f}:{R.randint(1, 240)}:" + shape.format(k=var, kl=var.lower(), v=v))
    if not sec and R.random() < 0.5:
        lines.append(f"./{pick(FILES)}:{R.randint(1, 99)}:# {pat} rotated {when()[:10]}, see ticket OPS-{R.randint(100, 999)}")
    if R.random() < 0.4:
        lines.append(f"Binary file ./.git/objects/pack/pack-{sha1()}.pack matches")
    cmd = pick([f"grep -rn {pat} .", f"grep -rniI '{pat.lower()}' --exclude-dir=node_modules .", f"rg -n {pat}",
                f"git grep -n {pat}"])
    if cmd.startswith("rg") or cmd.startswith("git grep"):
        lines = [ln[2:] if ln.startswith("./") else ln for ln in lines]
    return frame(cmd, "\n".join(lines)), labs, "grep-rn" if "grep -r" in cmd else ("ripgrep" if cmd.startswith("rg") else "git-grep")


def git_log_p(sec):
    who = pick(PEOPLE)
    f = pick(["src/client.py", "lib/api.rb", "cmd/main.go", "src/config.ts", "app/settings.py", "deploy/run.sh"])
    var = pick(SECRET_VARS)
    labs = []
    if sec:
        v = token()
        labs.append(v)
        added = pick([f'{var.lower()} = "{v}"', f'const {var.lower()} = "{v}";', f'{var} := "{v}"',
                      f'export {var}="{v}"', f"client = Client(token='{v}')"])
        removed = pick([f'{var.lower()} = os.environ["{var}"]', f"const {var.lower()} = process.env.{var};",
                        f'{var} := os.Getenv("{var}")', f'export {var}="${{{var}:?}}"', "client = Client()"])
        msg = pick(["quick fix for staging", "wip: hardcode while vault is down", "make local run work", "tmp"])
    else:
        added = pick([f'{var.lower()} = os.environ["{var}"]', f"const {var.lower()} = process.env.{var};",
                      f'{var} := os.Getenv("{var}")', f'version = "{version()}"', f'build_sha = "{sha1()}"',
                      f'request_id = "{uuid()}"'])
        removed = pick([f'{var.lower()} = "{mask()}"', f'version = "{version()}"', f"# {var} comes from vault",
                        f'build_sha = "{sha1()}"'])
        msg = pick(["read secret from env", "bump version", "record build sha", "drop hardcoded placeholder"])
    full = sha1()
    a = short_sha()
    b = rs(HEX, len(a))
    out = [f"commit {full}", f"Author: {who} <{who.lower()}@{pick(PROJECTS)}.example>",
           f"Date:   {pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} {when()}:{R.randint(10, 59)} +0000", "",
           f"    {msg}", "", f"diff --git a/{f} b/{f}", f"index {a}..{b} 100644", f"--- a/{f}", f"+++ b/{f}",
           f"@@ -{R.randint(1, 60)},3 +{R.randint(1, 60)},3 @@", f"-{removed}", f"+{added}", " "]
    return frame(pick([f"git log -p -1 {short_sha()}", f"git log -p -- {f}", "git log -p --since=2.weeks"]),
                 "\n".join(out)), labs, "git-log-p"


def env_dump(sec):
    pairs = [tuple(x.split("=", 1)) for x in _ctx_lines(R.randint(5, 10))]
    labs = []
    nsec = R.randint(1, 2)
    for _ in range(nsec):
        var = pick(SECRET_VARS)
        if var == "AWS_SECRET_ACCESS_KEY" and sec:
            kid, secret = aws_pair()
            pairs.insert(R.randrange(len(pairs) + 1), ("AWS_ACCESS_KEY_ID", kid))
            pairs.insert(R.randrange(len(pairs) + 1), (var, secret))
            labs += [kid, secret]
            continue
        v = secret_or_stand_in(sec, var)
        if sec:
            labs.append(v)
        pairs.insert(R.randrange(len(pairs) + 1), (var, v))
    if not sec:
        pairs.insert(R.randrange(len(pairs) + 1), (pick(ID_VARS), lookalike()))
    style = R.randrange(3)
    if style == 0:
        cmd, out = pick(["env", "printenv", f"docker exec {pick(PROJECTS)}-{pick(SERVICES)} env",
                         f"kubectl exec deploy/{pick(SERVICES)} -- env"]), "\n".join(f"{k}={v}" for k, v in pairs)
    elif style == 1:
        pairs.sort()
        quoted = [(k, v if all(c.isalnum() or c in "/._-:" for c in v) else f"'{v}'") for k, v in pairs]
        cmd, out = "set", "\n".join(f"{k}={v}" for k, v in quoted)
    else:
        cmd, out = "export -p", "\n".join(f'declare -x {k}="{v}"' for k, v in pairs)
    return frame(cmd, out), labs, {"set": "bash-set", "export -p": "export-p"}.get(cmd, "env-dump")


def docker_inspect(sec):
    name = f"{pick(PROJECTS)}-{pick(SERVICES)}-{R.randint(1, 3)}"
    envs, labs = [f"{k}={fill(v)}" for k, v in R.sample(PLAIN_VARS, R.randint(3, 6))], []
    var = pick(SECRET_VARS)
    v = secret_or_stand_in(sec, var)
    if sec:
        labs.append(v)
    envs.insert(R.randrange(len(envs) + 1), f"{var}={v}")
    doc = [{"Id": sha256(), "Created": f"{when()[:10]}T{when()[11:]}:{R.randint(10, 59)}.{rs('0123456789', 9)}Z",
            "Image": digest(), "Name": "/" + name,
            "Config": {"Hostname": rs(HEX, 12), "Env": envs,
                       "Image": f"registry.{pick(PROJECTS)}.example/{pick(SERVICES)}:{version()}",
                       "Labels": {"org.opencontainers.image.revision": sha1(),
                                  "org.opencontainers.image.version": version()}},
            "NetworkSettings": {"IPAddress": f"172.18.0.{R.randint(2, 30)}"}}]
    if R.random() < 0.5:
        return frame(f"docker inspect {name}", json.dumps(doc, indent=4)), labs, "docker-inspect"
    return (frame(f"docker inspect {name} --format '{{{{json .Config.Env}}}}'", json.dumps(envs)), labs,
            "docker-inspect-format")


def kubectl_describe(sec):
    svc = pick(SERVICES)
    pod = f"{svc}-{rs(HEX[:10] + 'bcdfghjklmnpqrstvwxz', 10)}-{rs('bcdfghjklmnpqrstvwxz2456789', 5)}"
    env, labs = [], []
    for k, v in R.sample(PLAIN_VARS, R.randint(2, 4)):
        env.append(f"      {k}:  {fill(v)}")
    var = pick(SECRET_VARS)
    if sec:
        v = token()
        labs.append(v)
        env.insert(R.randrange(len(env) + 1), f"      {var}:  {v}")
    else:
        env.insert(R.randrange(len(env) + 1), pick([
            f"      {var}:  <set to the key '{var.lower()}' in secret '{svc}-creds'>  Optional: false",
            f"      {var}:  <set to the key '{var.lower()}' of config map '{svc}-cfg'>  Optional: true",
            f"      {var}:  {ref(var)}"]))
    img = f"registry.{pick(PROJECTS)}.example/{svc}:{version()}"
    out = [f"Name:             {pod}", f"Namespace:        {pick(['default', 'prod', 'staging', svc])}",
           f"Node:             node-{R.randint(1, 9)}/{pick(['192.0.2.', '198.51.100.'])}{R.randint(2, 250)}",
           "Status:           Running", f"IP:               10.42.{R.randint(0, 9)}.{R.randint(2, 250)}",
           "Containers:", f"  {svc}:", f"    Container ID:   containerd://{sha256()}", f"    Image:          {img}",
           f"    Image ID:       {img.rsplit(':', 1)[0]}@{digest()}", "    State:          Running",
           f"    Restart Count:  {R.randint(0, 7)}", "    Environment:"] + env + [
           "    Mounts:", f"      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-{rs('bcdfghjklmnpqrstvwxz', 5)} (ro)"]
    return frame(f"kubectl describe pod {pod}", "\n".join(out)), labs, "kubectl-describe"


def sql_table(sec):
    col = pick(["api_key", "password", "token", "secret", "access_token", "webhook_secret"])
    labs, rows = [], []
    for i in range(R.randint(2, 4)):
        if sec and (i == 0 or R.random() < 0.4):
            v = token()
            labs.append(v)
        elif sec:
            v = pick(["", "NULL", mask()])
        else:
            v = pick([mask(), "(revoked)", "", "NULL"])
        rows.append([str(R.randint(1, 9000)), pick(USERS + [p.lower() for p in PEOPLE]), v, when()])
    if not sec:
        col, fn = pick([(col + "_sha256", sha256), (col + "_last4", lambda: rs(ALNUM, 4)), ("key_id", uuid),
                        ("fingerprint", lambda: "SHA256:" + rs(ALNUM + "+/", 43)), (col, lambda: mask())])
        for r in rows:
            r[2] = fn() if R.random() < 0.8 else r[2]
    head = ["id", "name", col, "created_at"]
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(head)]
    if R.random() < 0.5:
        lines = [" " + " | ".join(h.ljust(w) for h, w in zip(head, widths)),
                 "-" + "-+-".join("-" * w for w in widths) + "-"]
        lines += [" " + " | ".join(c.ljust(w) for c, w in zip(r, widths)) for r in rows]
        lines.append(f"({len(rows)} rows)")
        tool = "psql"
        cmd = f"psql -h {host()} -U {pick(USERS)} -c \"select id, name, {col}, created_at from {pick(SERVICES)}_keys\""
    else:
        bar = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
        lines = [bar, "| " + " | ".join(h.ljust(w) for h, w in zip(head, widths)) + " |", bar]
        lines += ["| " + " | ".join(c.ljust(w) for c, w in zip(r, widths)) + " |" for r in rows]
        lines += [bar, f"{len(rows)} rows in set (0.0{R.randint(0, 9)} sec)"]
        tool = "mysql"
        cmd = f"mysql -h {host()} -e 'SELECT id, name, {col}, created_at FROM {pick(SERVICES)}_keys'"
    return frame(cmd, "\n".join(lines)), labs, tool + "-table"


FAMILIES_1 = [("diff_unified", diff_unified), ("grep_rn", grep_rn), ("git_log_p", git_log_p),
              ("env_dump", env_dump), ("docker_inspect", docker_inspect), ("kubectl_describe", kubectl_describe),
              ("sql_table", sql_table)]
