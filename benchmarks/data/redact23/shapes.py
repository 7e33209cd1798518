"""Value carriers shared by the told and seen halves. Each takes `sec` and returns (text, labels): with sec
the carrier holds a credential (labels name it), without it the same carrier holds a stand-in (labels empty)."""

import json

from gen import WORDS, R, aws_pair, b64, example_key, hexs, host, lookalike, mask, pick, proj, pw, rand, ref, token, url_pw, user, uuid, var


def standin():
    return pick((mask(), ref(), example_key()))


def conn(sec):
    """A connection string of one of many drivers; only the password is the label."""
    v = url_pw() if sec else None
    h, u, db = host(), user(), pick(WORDS) + pick(("", "_db", "_prod", "_ro"))
    k = R.randrange(12)
    if k == 0:
        tail = f"&password={v}" if sec else pick(("", "&password=${DB_PASSWORD}", "&authenticationPluginClassName=iam"))
        return f"jdbc:postgresql://{h}:5432/{db}?user={u}{tail}&sslmode=require", [v] if sec else []
    if k == 1:
        tail = f"password={v};" if sec else pick(("authentication=ActiveDirectoryMSI;", "integratedSecurity=true;", "password=****;"))
        return f"jdbc:sqlserver://{h}:1433;databaseName={db};user={u};{tail}encrypt=true", [v] if sec else []
    if k == 2:
        cred = f"{u}/{v}" if sec else "/"
        return f"jdbc:oracle:thin:{cred}@//{h}:1521/{db.upper()}", [v] if sec else []
    if k == 3:
        tail = f"password={v}" if sec else pick(("useSSL=true", "password=${MYSQL_PWD}"))
        return f"jdbc:mysql://{h}:3306/{db}?user={u}&{tail}", [v] if sec else []
    if k == 4:
        pwd = f"Pwd={v};" if sec else pick(("Authentication=ActiveDirectoryIntegrated;", "Trusted_Connection=yes;", "Pwd=********;"))
        return f"Driver={{ODBC Driver 18 for SQL Server}};Server=tcp:{h},1433;Database={db};Uid={u};{pwd}Encrypt=yes", [v] if sec else []
    if k == 5:
        pwd = f"PWD={v};" if sec else "PWD=%PGPASSWORD%;"
        return f"DRIVER={{PostgreSQL Unicode}};SERVER={h};PORT=5432;DATABASE={db};UID={u};{pwd}SSLmode=require", [v] if sec else []
    if k == 6:
        cred = f"{u}:{v}@" if sec else pick(("", f"{u}@"))
        extra = "" if sec else pick(("&authMechanism=MONGODB-X509", "&authMechanism=MONGODB-AWS", ""))
        return f"mongodb+srv://{cred}cluster{R.randint(0, 9)}.{rand('abcdefghijklmnopqrstuvwxyz0123456789', 5)}.{pick(('example', 'test'))}/{db}?retryWrites=true&w=majority{extra}", [v] if sec else []
    if k == 7:
        cred = f"{u}:{v}@" if sec else pick(("", "guest@"))
        return f"{pick(('amqp', 'amqps'))}://{cred}{h}:{pick(('5672', '5671'))}/{pick(('%2F', 'orders', 'events'))}?heartbeat=30", [v] if sec else []
    if k == 8:
        cred = f"{pick(('', 'default'))}:{v}@" if sec else ""
        return f"{pick(('redis', 'rediss'))}://{cred}{h}:{pick(('6379', '6380'))}/{R.randint(0, 15)}", [v] if sec else []
    if k == 9:
        tail = f"{u}:{v}@" if sec else ""
        extra = "" if sec else "&fedauth=ActiveDirectoryManagedIdentity"
        return f"sqlserver://{tail}{h}:1433?database={db}&encrypt=true{extra}", [v] if sec else []
    if k == 10:
        tail = f"Password={v};" if sec else pick(("Password=${PGPASS};", "Integrated Security=true;"))
        return f"Host={h};Port=5432;Database={db};Username={u};{tail}SSL Mode=Require", [v] if sec else []
    cred = f"{u}:{v}@" if sec else ""
    return f"clickhouse://{cred}{h}:9440/{db}?secure=true", [v] if sec else []


def ldap_conf(sec):
    """LDAP bind lines in client config files."""
    v = pw() if sec else None
    dn = f"cn={user()},ou=services,dc={pick(WORDS)},dc=example"
    k = R.randrange(4)
    if k == 0:
        last = f"bindpw {v}" if sec else pick(("bindpw_file /etc/nslcd.bindpw", "# bindpw set via nslcd.bindpw"))
        return f"uri ldaps://{host()}/\nbase dc=example\nbinddn {dn}\n{last}\ntls_reqcert demand", [v] if sec else []
    if k == 1:
        last = f"ldap_default_authtok = {v}" if sec else pick(("ldap_sasl_mech = GSSAPI", "ldap_sasl_authid = host/" + host(), "# bind password in /etc/sssd/conf.d/bind.conf (root only)"))
        return f"[domain/{pick(WORDS)}]\nid_provider = ldap\nldap_uri = ldaps://{host()}\nldap_default_bind_dn = {dn}\n{last}", [v] if sec else []
    if k == 2:
        last = f"rootpw {v}" if sec else "rootpw {SSHA}" + b64(hexs(16))
        return f"database mdb\nsuffix dc=example\nrootdn {dn}\n{last}", [v] if sec else []
    last = f'bind_password = "{v}"' if sec else 'bind_password = "$__env{LDAP_BIND_PASSWORD}"'
    return f'[[servers]]\nhost = "{host()}"\nport = 636\nuse_ssl = true\nbind_dn = "{dn}"\n{last}', [v] if sec else []


def url(sec):
    """A URL with a credential in the query string or fragment, or public parameters only."""
    h = host()
    if sec:
        v = pick((token(), url_pw(24, 32)))
        k = R.randrange(5)
        if k == 0:
            return f"https://{h}/callback#access_token={v}&token_type=Bearer&expires_in=3600&state={hexs(16)}", [v]
        if k == 1:
            return f"https://{h}/api/v2/export?format=csv&api_key={v}", [v]
        if k == 2:
            return f"wss://{h}/socket?token={v}&vsn=2.0.0", [v]
        if k == 3:
            return f"https://{h}/dl/{uuid()}?access_token={v}", [v]
        return f"https://{h}/hooks/{pick(WORDS)}?secret={v}&v=1", [v]
    k = R.randrange(5)
    if k == 0:
        return f"https://{h}/authorize?response_type=code&client_id={pick(WORDS)}-web&state={hexs(16)}&nonce={hexs(24)}&code_challenge_method=S256", []
    if k == 1:
        return f"https://{h}/docs/setup?utm_source=newsletter&utm_campaign={pick(WORDS)}#step-{R.randint(1, 9)}", []
    if k == 2:
        return f"https://{h}/assets/app.js?v={hexs(12)}", []
    if k == 3:
        return f"https://{h}/builds/{lookalike()}#L{R.randint(1, 300)}", []
    return f"https://{h}/api/v2/export?format=csv&api_key={pick((example_key(), mask(), '${API_KEY}'))}", []


def shell_line(sec):
    """One shell line that sets or passes a credential, or a harmless look-alike."""
    if sec:
        v, k = pick((pw(), token())), R.randrange(7)
        if k == 0:
            return f"export {var()}={v}", [v]
        if k == 1:
            return f"export {var()}='{v}'", [v]
        if k == 2:
            return f"helm upgrade --install {proj()} ./chart --set auth.password={v}", [v]
        if k == 3:
            return f'curl -sf -H "Authorization: Bearer {v}" https://{host()}/v1/status', [v]
        if k == 4:
            return f"mysql -h {host()} -u {user()} -p'{v}' -e 'select 1'", [v]
        if k == 5:
            return f"docker login {host()} -u {user()} -p {v}", [v]
        return f"restic -r s3:https://{host()}/bk snapshots  # RESTIC_PASSWORD={v}", [v]
    k = R.randrange(6)
    if k == 0:
        return f"export BUILD_SHA={hexs(40)}", []
    if k == 1:
        return f'export {var()}="$(op read op://ops/{pick(WORDS)}/credential)"', []
    if k == 2:
        return f"echo '{lookalike()}  dist/{proj()}.tar.gz' | sha256sum -c", []
    if k == 3:
        return f"helm upgrade --install {proj()} ./chart --set auth.existingSecret={pick(WORDS)}-auth", []
    if k == 4:
        return f"docker login {host()} -u {user()} --password-stdin < /run/secrets/registry", []
    return f"export IMAGE_DIGEST=sha256:{hexs(64)}", []


def json_blob(sec):
    """A small JSON object with a credential field, or a masked/reference field and ids."""
    v = pick((pw(), token())) if sec else standin()
    key = pick(("password", "secret", "apiKey", "token", "client_secret", "auth"))
    obj = {"host": host(), "user": user(), key: v, "requestId": uuid()}
    if R.random() < 0.5:
        obj = {pick(("db", "upstream", "smtp", "broker")): obj, "build": lookalike()}
    return json.dumps(obj, separators=(",", ":") if R.random() < 0.5 else (", ", ": ")), [v] if sec else []


def yaml_blob(sec):
    v = pick((pw(), token())) if sec else standin()
    key = pick(("password", "secret", "token", "apiKey", "bindPassword"))
    vv = f'"{v}"' if R.random() < 0.5 else v
    return f"{pick(('auth', 'credentials', 'upstream'))}:\n  user: {user()}\n  {key}: {vv}\n  checksum: {hexs(40)}\n", [v] if sec else []


def aws_profile(sec):
    if sec:
        a, s = aws_pair()
        return f"[{pick(WORDS)}]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = eu-west-3", [a, s]
    return f"[{pick(WORDS)}]\nsso_start_url = https://{host()}/start\nsso_account_id = {R.randint(10**11, 10**12 - 1)}\nsso_role_name = {pick(WORDS).title()}Dev\nregion = eu-west-3", []
