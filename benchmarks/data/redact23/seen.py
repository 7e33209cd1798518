"""Seen half, part 1: where values sit in what an agent stores (structured text copied from tools).

Each generator takes `sec` and returns (text, labels, lang): with sec a credential, without it a stand-in or a
look-alike (digest, id, nonce, mask, reference, example) in the same place."""

import json

import shapes
from gen import (
    ALNUM,
    WORDS,
    R,
    b64,
    example_key,
    frame,
    hexs,
    host,
    ip,
    lookalike,
    mask,
    pick,
    proj,
    pw,
    rand,
    ref,
    token,
    url_pw,
    user,
    uuid,
    var,
    when,
)


def ts():
    return f"{when()}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}.{R.randint(0, 999):03d}Z"


def cred(sec):
    v = pick((pw(), token()))
    return (v, [v]) if sec else (pick((mask(), ref(), example_key())), [])


def json_escaped(sec):
    """JSON nested in a JSON string (escaped quotes), sometimes twice."""
    inner, labs = shapes.json_blob(sec)
    k = R.randrange(4)
    if k == 0:
        rec = {"ts": ts(), "level": "debug", "logger": proj(), "msg": "loaded upstream config", "config": inner}
        return json.dumps(rec), labs, "json-log"
    if k == 1:
        rec = {"ts": ts(), "event": "job.enqueued", "queue": pick(WORDS), "payload": json.dumps({"args": [inner], "retry": 3})}
        return frame(f"redis-cli -h {host()} LRANGE queue:{pick(WORDS)} 0 0", json.dumps(rec)), labs, "queue-payload"
    if k == 2:
        return f'{ts()} level=debug msg="config snapshot" body={json.dumps(inner)} trace_id={hexs(32)}', labs, "logfmt"
    row = f"{R.randint(100, 9999)}|{pick(WORDS)}|{inner}|{ts()}"
    return frame(f"sqlite3 {pick(WORDS)}.db 'select id,name,settings,updated_at from integrations limit 1'", row), labs, "sqlite-cli"


def yaml_in_string(sec):
    """YAML text carried inside a JSON string (newlines as \\n)."""
    y, labs = shapes.yaml_blob(sec)
    k = R.randrange(3)
    if k == 0:
        app = {"apiVersion": "argoproj.io/v1alpha1", "kind": "Application", "metadata": {"name": proj()},
               "spec": {"source": {"repoURL": f"https://{host()}/charts", "chart": pick(WORDS), "targetRevision": lookalike(),
                                   "helm": {"values": y}}}}
        return frame(f"argocd app get {proj()} -o json", json.dumps(app, indent=2)), labs, "argocd-json"
    if k == 1:
        res = {"changed": True, "diff": {"after": y, "after_header": f"/etc/{pick(WORDS)}/values.yaml"}, "checksum": hexs(40)}
        return f"TASK [render values] ***\nchanged: [{host()}] => {json.dumps(res)}", labs, "ansible-vvv"
    st = {"mode": "managed", "type": "helm_release", "name": pick(WORDS),
          "instances": [{"attributes": {"chart": pick(WORDS), "version": lookalike(), "values": [y]}}]}
    return frame("terraform state pull | jq '.resources[3]'", json.dumps(st, indent=2)), labs, "tfstate-helm"


def query_fragment(sec):
    """Credentials in query strings and fragments, in the places URLs get copied from."""
    u, labs = shapes.url(sec)
    k = R.randrange(5)
    if k == 0:
        return frame(f"curl -sI https://{host()}/login/callback", f"HTTP/2 302\nlocation: {u}\nx-request-id: {uuid()}\ncache-control: no-store"), labs, "http-redirect"
    if k == 1:
        rows = "\n".join([f"https://{host()}/dash/{hexs(8)}|{R.randint(1, 40)}", f"{u}|1", f"https://{host()}/wiki/{pick(WORDS)}|{R.randint(1, 9)}"])
        return frame("sqlite3 ~/.config/chromium/Default/History 'select url,visit_count from urls order by last_visit_time desc limit 3'", rows), labs, "browser-history"
    if k == 2:
        path = u.split("/", 3)[3] if u.count("/") >= 3 else u
        rec = {"level": "info", "ts": R.randint(1780000000, 1800000000), "logger": "http.log.access", "msg": "handled request",
               "request": {"remote_ip": ip(), "method": "GET", "host": host(), "uri": "/" + path}, "status": 200}
        return json.dumps(rec), labs, "caddy-json"
    if k == 3:
        return f'{ip()} - - [{when()}] "GET {u} HTTP/1.1" 200 {R.randint(100, 9000)} "-" "{pick(WORDS)}/1.0" {R.randint(1, 900)}ms "{pick(WORDS)}@docker"', labs, "traefik-log"
    return f"Opened in browser: {u}\n(agent note: login flow finished, page says 'You can close this tab')", labs, "agent-browser"


def conn_string(sec):
    """Connection strings of many drivers, where an agent meets them."""
    c, labs = shapes.conn(sec)
    k = R.randrange(4)
    if k == 0:
        doc = {"ConnectionStrings": {"Default": c}, "Logging": {"LogLevel": {"Default": "Information"}}}
        return frame("cat src/Api/appsettings.Development.json", json.dumps(doc, indent=2)), labs, "appsettings-json"
    if k == 1:
        return frame("cat .env", f"APP_ENV=dev\n{pick(('DATABASE_URL', 'BROKER_URL', 'CACHE_URL', 'DB_DSN'))}={c}\nLOG_LEVEL=debug"), labs, "dotenv"
    if k == 2:
        return (f"{ts()} ERROR {proj()} pool init failed: cannot connect url={json.dumps(c)} err=\"dial tcp {ip()}:5432: i/o timeout\""), labs, "logfmt"
    return (f"Exception in thread \"main\" java.sql.SQLException: Cannot create PoolableConnectionFactory ({c})\n"
            f"\tat org.apache.commons.dbcp2.BasicDataSource.createPoolableConnectionFactory(BasicDataSource.java:{R.randint(600, 700)})"), labs, "java-stacktrace"


def ldap_bind(sec):
    k = R.randrange(2)
    if k == 0:
        text, labs = shapes.ldap_conf(sec)
        path = pick(("/etc/nslcd.conf", "/etc/sssd/sssd.conf", "/etc/openldap/slapd.conf", "/etc/grafana/ldap.toml"))
        return frame(f"sudo cat {path}", text), labs, "ldap-conf"
    v = pw() if sec else None
    dn = f"cn={user()},ou=svc,dc={pick(WORDS)},dc=example"
    cmd = (f'ldapwhoami -x -H ldaps://{host()} -D "{dn}" -w \'{v}\'' if sec else f'ldapwhoami -x -H ldaps://{host()} -D "{dn}" -W')
    hist = f" {R.randint(200, 900)}  {cmd}\n {R.randint(901, 999)}  history | tail -2"
    return frame("history | tail -2", hist), [v] if sec else [], "bash-history"


def shell_trace(sec):
    """bash `set -x` traces and shell history with exports."""
    line, labs = shapes.shell_line(sec)
    k = R.randrange(3)
    if k == 0:
        tr = [f"+ cd /srv/{proj()}", "++ git rev-parse HEAD", f"+ COMMIT={hexs(40)}", f"+ {line}", f"+ ./deploy.sh --env {pick(('staging', 'prod'))}"]
        return frame("bash -x ./release.sh", "\n".join(tr)), labs, "bash-xtrace"
    if k == 1:
        hist = [f": {R.randint(1780000000, 1800000000)}:0;cd ~/src/{proj()}", f": {R.randint(1780000000, 1800000000)}:0;{line}",
                f": {R.randint(1780000000, 1800000000)}:0;make test"]
        return frame("tail -3 ~/.zsh_history", "\n".join(hist)), labs, "zsh-history"
    t = ts()
    tr = [f"[{t}] + source ./ci/env.sh", f"[{t}] ++ {line}", f"[{t}] + terraform init -input=false"]
    return "\n".join(tr), labs, "ci-xtrace"


def ci_log(sec):
    """CI logs where a masked value and an unmasked spelling of it sit side by side."""
    t, vname = ts(), var()
    head = [f"{t} ##[group]Run ./scripts/deploy.sh", f"{t} env:", f"{t}   {vname}: ***", f"{t} ##[endgroup]"]
    if sec:
        v = pick((pw(), token()))
        k = R.randrange(4)
        if k == 0:
            basic = b64(f"{user()}:{v}")
            tail, labs = [f"{t} + curl -fsS -u deploy:*** https://{host()}/upload", f"{t} > Authorization: Basic {basic}"], [basic]
        elif k == 1:
            tail, labs = [f"{t} + echo \"$X\" | base64", f"{t} {b64(v)}"], [b64(v)]
        elif k == 2:
            u = url_pw()
            tail, labs = [f"{t} connecting to ***", f"{t} retry 1: amqps://{user()}:{u}@{host()}:5671/ refused"], [u]
        else:
            tail, labs = [f"{t} {vname}=*** (masked)", f"{t} debug: settings={{'{vname.lower()}': '{v}', 'region': 'eu-west-3'}}"], [v]
        return "\n".join(head + tail), labs, "gha-log"
    k = R.randrange(3)
    if k == 0:
        tail = [f"{t} + curl -fsS -u deploy:*** https://{host()}/upload", f"{t} > Authorization: Basic ***"]
    elif k == 1:
        tail = [f"{t} Cache restored from key: {pick(('linux', 'macos'))}-{hexs(64)}", f"{t} run id {R.randint(10**9, 10**10)} sha {hexs(40)}"]
    else:
        tail = [f"{t} {vname}=*** (masked)", f"{t} debug: settings={{'{vname.lower()}': '***', 'digest': 'sha256:{hexs(64)}'}}"]
    return "\n".join(head + tail), [], "gha-log"


def iac_state(sec):
    """Terraform state and plan output, Pulumi exports."""
    v, labs = cred(sec)
    k = R.randrange(4)
    if k == 0:
        attrs = {"id": f"{pick(WORDS)}-{hexs(8)}", "arn": f"arn:aws:rds:eu-west-3:{R.randint(10**11, 10**12 - 1)}:db:{pick(WORDS)}",
                 "username": user(), "password": v if sec else None, "engine": "postgres"}
        st = {"version": 4, "serial": R.randint(1, 300), "lineage": uuid(), "resources": [{"type": "aws_db_instance", "name": pick(WORDS),
              "instances": [{"attributes": attrs, "sensitive_attributes": [[{"type": "get_attr", "value": "password"}]]}]}]}
        return frame("terraform state pull", json.dumps(st, indent=2)), labs, "tfstate"
    if k == 1:
        val = f'"{v}"' if sec else "(sensitive value)"
        plan = (f"  # random_password.{pick(WORDS)} will be created\n  + resource \"aws_ssm_parameter\" \"{pick(WORDS)}\" {{\n"
                f"      + name  = \"/{proj()}/db\"\n      + type  = \"SecureString\"\n      + value = {val}\n    }}")
        return frame("terraform plan -no-color", plan), labs, "tf-plan"
    if k == 2:
        outv = {"sensitive": True, "type": "string", "value": v} if sec else {"sensitive": False, "type": "string", "value": lookalike()}
        key = pick(("db_password", "api_token", "admin_secret")) if sec else pick(("build_digest", "image_digest", "vpc_id"))
        return frame("terraform output -json", json.dumps({key: outv}, indent=2)), labs, "tf-output"
    if sec:
        sv = {"4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", "plaintext": json.dumps(v)}
    else:
        sv = {"4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270",
              "ciphertext": "v1:" + b64(hexs(12)) + ":" + b64(hexs(30))}
    doc = {"version": 3, "deployment": {"resources": [{"urn": f"urn:pulumi:dev::{proj()}::random:index/randomPassword:RandomPassword::{pick(WORDS)}",
                                                       "outputs": {"result": sv, "length": 24}}]}}
    cmd = "pulumi stack export --show-secrets" if sec else "pulumi stack export"
    return frame(cmd, json.dumps(doc, indent=2)), labs, "pulumi-export"


def k8s_secret(sec):
    """Kubernetes Secret manifests: the base64 value is the label. Ordinary: ConfigMaps, sealed and described secrets."""
    name, ns = pick(WORDS) + "-auth", pick(("default", "apps", "data", "ci"))
    if sec:
        raw = pick((pw(), token(), url_pw()))
        v = b64(raw)
        key = pick(("password", "token", "api-key", "DB_PASSWORD", "client-secret"))
        k = R.randrange(3)
        if k == 0:
            y = (f"apiVersion: v1\ndata:\n  {key}: {v}\n  username: {b64(user())}\nkind: Secret\nmetadata:\n  name: {name}\n"
                 f"  namespace: {ns}\n  resourceVersion: \"{R.randint(10**5, 10**7)}\"\n  uid: {uuid()}\ntype: Opaque")
            return frame(f"kubectl get secret {name} -n {ns} -o yaml", y), [v], "k8s-secret-yaml"
        if k == 1:
            last = json.dumps({"apiVersion": "v1", "kind": "Secret", "data": {key: v}, "metadata": {"name": name, "namespace": ns}})
            doc = {"apiVersion": "v1", "kind": "Secret", "data": {key: v},
                   "metadata": {"annotations": {"kubectl.kubernetes.io/last-applied-configuration": last + "\n"}, "name": name, "uid": uuid()}}
            return frame(f"kubectl get secret {name} -o json", json.dumps(doc, indent=4)), [v], "k8s-secret-json"
        auth = b64(f"{user()}:{raw}")
        cfg = b64(json.dumps({"auths": {host(): {"auth": auth}}}))
        y = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: {cfg}"
        return frame("kustomize build overlays/dev | yq 'select(.kind == \"Secret\")'", y), [cfg], "k8s-dockerconfig"
    k = R.randrange(4)
    if k == 0:
        y = (f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {pick(WORDS)}-fixtures\nbinaryData:\n  sample.bin: {b64(rand(ALNUM, R.randint(12, 40)))}\n"
             f"data:\n  checksum: {hexs(64)}")
        return frame(f"kubectl get cm -n {ns} -o yaml", y), [], "k8s-configmap"
    if k == 1:
        y = (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {name}\nspec:\n  encryptedData:\n"
             f"    password: Ag{rand(ALNUM + '+/', 120)}==")
        return frame("cat k8s/sealed-secret.yaml", y), [], "sealed-secret"
    if k == 2:
        d = (f"Name:         {name}\nNamespace:    {ns}\nType:  Opaque\n\nData\n====\npassword:  {R.randint(12, 40)} bytes\n"
             f"username:  {R.randint(4, 12)} bytes")
        return frame(f"kubectl describe secret {name} -n {ns}", d), [], "k8s-describe"
    y = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {pick(WORDS)}-ca\ntype: Opaque\ndata:\n  ca.crt: {b64('-----BEGIN CERTIFICATE-----' + chr(10) + rand(ALNUM, 64))}"
    return frame(f"kubectl get secret -n {ns} -o yaml {pick(WORDS)}-ca", y), [], "k8s-secret-yaml"


FAMILIES_1 = (("json_escaped", json_escaped), ("yaml_in_string", yaml_in_string), ("query_fragment", query_fragment),
              ("conn_string", conn_string), ("ldap_bind", ldap_bind), ("shell_trace", shell_trace), ("ci_log", ci_log),
              ("iac_state", iac_state), ("k8s_secret", k8s_secret))
