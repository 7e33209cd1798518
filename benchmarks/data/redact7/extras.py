"""Unusual but realistic places a credential turns up in an agent's captured text."""

import base64
import random
import urllib.parse

from vals import ALNUM, B64, HEX, LOWER_ALNUM, WORDS, host, password, rs, user

Row = tuple[str, list[str], str, str]


def _b64(r: random.Random, n: int) -> str:
    return base64.b64encode(r.randbytes(n)).decode()


def extra(r: random.Random) -> Row:
    """One row from a wide set of odd contexts; the label is always the credential alone."""
    p, u, h = password(r), user(r), host(r)
    pu = "".join(c for c in p if c not in "@#?/%:&=+")
    tok = rs(r, 40, ALNUM)
    k = r.randrange(30)
    if k == 0:
        enc = base64.b64encode(p.encode()).decode()
        return (
            f"$ kubectl get secret db-creds -o yaml\napiVersion: v1\ndata:\n  username: {base64.b64encode(u.encode()).decode()}\n  password: {enc}\nkind: Secret",
            [enc],
            "k8s-secret-data",
            "en",
        )
    if k == 1:
        return (
            f"$ ps aux | grep worker\n{u}  {r.randint(1000, 99999)}  0.3  1.2 java -jar worker.jar --db.password={pu} --spring.profiles.active=prod",
            [pu],
            "ps-output",
            "en",
        )
    if k == 2:
        return (
            f"$ git remote -v\norigin\thttps://{u}:{tok}@git.{r.choice(WORDS)}.org/team/app.git (fetch)",
            [tok],
            "git-remote",
            "en",
        )
    if k == 3:
        return (
            f'"Env": [\n    "PATH=/usr/local/bin:/usr/bin",\n    "PGPASS={pu}",\n    "LANG=C.UTF-8"\n]',
            [pu],
            "docker-inspect",
            "en",
        )
    if k == 4:
        return (
            f"psycopg.OperationalError: connection failed\n  locals: {{'host': '{h}', 'passwd': '{pu}', 'port': 5432}}",
            [pu],
            "traceback-locals",
            "en",
        )
    if k == 5:
        return (
            f"[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://{h}/pypi\nusername = {u}\npassword = {pu}",
            [pu],
            "pypirc",
            "en",
        )
    if k == 6:
        return (f"https://{u}:{tok}@github.com", [tok], "git-credentials", "en")
    if k == 7:
        return (
            f"<server>\n  <id>nexus-releases</id>\n  <username>{u}</username>\n  <password>{pu}</password>\n</server>",
            [pu],
            "maven-settings",
            "en",
        )
    if k == 8:
        p2 = password(r)
        return (
            f"signing.keyId={rs(r, 8, HEX).upper()}\nsigning.password={pu}\nossrhUsername={u}\nossrhPassword={p2}",
            [pu, p2],
            "gradle-properties",
            "en",
        )
    if k == 9:
        return (
            f'{{\n  "github-oauth": {{\n    "github.com": "{tok}"\n  }}\n}}',
            [tok],
            "composer-auth",
            "en",
        )
    if k == 10:
        akid = rs(r, 20, LOWER_ALNUM).upper()
        return (
            f"[default]\naccess_key = {akid}\nsecret_key = {tok}\nhost_base = s3.{r.choice(WORDS)}.io",
            [akid, tok],
            "s3cfg",
            "en",
        )
    if k == 11:
        ob = rs(r, 40, ALNUM + "-_")
        return (
            f"[nas]\ntype = sftp\nhost = {h}\nuser = {u}\npass = {ob}",
            [ob],
            "rclone-obscured",
            "en",
        )
    if k == 12:
        salts = [
            rs(r, 64, ALNUM + "!@#$%^&*()-_[]{}<>~+=,.;:/?|").replace("'", "") for _ in range(2)
        ]
        return (
            f"define( 'DB_PASSWORD', '{pu}' );\ndefine( 'AUTH_KEY',         '{salts[0]}' );\ndefine( 'NONCE_SALT',       '{salts[1]}' );",
            [pu] + salts,
            "wp-config",
            "en",
        )
    if k == 13:
        key = "base64:" + _b64(r, 32)
        return (
            f"APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY={key}\nAPP_DEBUG=false",
            [key[7:]],
            "laravel-app-key",
            "en",
        )
    if k == 14:
        s = "django-insecure-" + rs(r, 50, LOWER_ALNUM + "!@#$%^&*(-_=+)")
        return (f"SECRET_KEY = '{s}'", [s], "django-secret", "en")
    if k == 15:
        s = rs(r, 32, HEX)
        return (f"$ cat config/master.key\n{s}", [s], "rails-master-key", "en")
    if k == 16:
        return (
            f'        "attributes": {{\n          "username": "{u}",\n          "password": "{pu}",\n          "port": 5432',
            [pu],
            "tfstate",
            "en",
        )
    if k == 17:
        return (
            f"helm upgrade --install api ./chart --set db.password={pu} --set image.tag=1.9.0",
            [pu],
            "helm-set",
            "en",
        )
    if k == 18:
        sig = _b64(r, 32)
        q = urllib.parse.quote(sig, safe="")
        return (
            f"https://{r.choice(WORDS)}store.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2027-01-01T00:00:00Z&spr=https&sig={q}",
            [q],
            "azure-sas",
            "en",
        )
    if k == 19:
        return (
            f"*/15 * * * * curl -fsS -u backup:{pu} https://{h}/hooks/run > /dev/null",
            [pu],
            "crontab",
            "en",
        )
    if k == 20:
        return (f"make deploy REGISTRY_PASSWORD={pu} ENV=prod", [pu], "make-arg", "en")
    if k == 21:
        return (
            f"kubectl --server=https://{h}:6443 --token={tok} get pods -A",
            [tok],
            "kubectl-token",
            "en",
        )
    if k == 22:
        return (
            f'2026-01-09 12:00:01 ERROR payload={{\\"user\\":\\"{u}\\",\\"password\\":\\"{pu}\\"}}',
            [pu],
            "escaped-json-log",
            "en",
        )
    if k == 23:
        return (
            f"POST /login HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nusername={u}&password={urllib.parse.quote(pu)}&remember=1",
            [urllib.parse.quote(pu)],
            "form-body",
            "en",
        )
    if k == 24:
        return (
            f"diff --git a/.env b/.env\ndeleted file mode 100644\n--- a/.env\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-SMTP_USER={u}\n-SMTP_PASS={pu}",
            [pu],
            "diff-removed",
            "en",
        )
    if k == 25:
        return (
            f"services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_PASSWORD={pu}\n      - POSTGRES_USER={u}",
            [pu],
            "compose",
            "en",
        )
    if k == 26:
        return (
            f"$ env | sort\nHOME=/home/{u}\nHOSTNAME={h}\nLEGACY_SVC_CRED={pu}\nPATH=/usr/bin",
            [pu],
            "env-dump",
            "en",
        )
    if k == 27:
        return (
            f"pg_dump \"host={h} user={u} password='{pu}' dbname=erp\" -Fc > erp.dump",
            [pu],
            "libpq-quoted",
            "en",
        )
    if k == 28:
        return (
            f"curl https://api.{r.choice(WORDS)}.io/v1/reports?format=csv&access_token={tok}",
            [tok],
            "query-token",
            "en",
        )
    s = _b64(r, 33)
    return (
        f"# jupyter server list\nhttp://localhost:8888/?token={s[:48].replace('+', 'a').replace('/', 'b')} :: /home/{u}/notebooks",
        [s[:48].replace("+", "a").replace("/", "b")],
        "jupyter-url",
        "en",
    )


def extra_rows(r: random.Random, n: int) -> list[Row]:
    """n rows of unusual contexts."""
    return [(t, s, "unusual:" + f, lang) for t, s, f, lang in (extra(r) for _ in range(n))]


_ = (B64,)
