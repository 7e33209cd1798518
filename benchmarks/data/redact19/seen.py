"""Seen rows with secrets: infrastructure code, manifests, app and package configs, captured output."""

import base64
import json


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def tfvars(g):
    a, b = g.pw(), g.token(g.pick(["dd", "cf"]))
    key = "datadog_api_key" if len(b) == 32 else "cloudflare_api_token"
    txt = (f'# terraform.tfvars ({g.pick(["prod", "staging"])})\nregion        = "eu-west-1"\ninstance_type = "t3.medium"\n'
           f'db_admin_password = "{a}"\n{key} = "{b}"\ntags = {{ team = "{g.ident()}" }}')
    return txt, [a, b], "tfvars"


def tf_state(g):
    kid, sec = g.token("akia"), g.token("awssecret")
    st = {"version": 4, "terraform_version": "1.9.5", "serial": g.r.randint(3, 400), "lineage": g.uuid(),
          "resources": [{"mode": "managed", "type": "aws_iam_access_key", "name": g.ident(), "provider":
                         'provider["registry.terraform.io/hashicorp/aws"]', "instances": [{"schema_version": 0,
                         "attributes": {"id": kid, "user": f"ci-{g.ident()}", "secret": sec, "status": "Active",
                                        "create_date": g.date() + "T10:00:00Z"}}]}]}
    return json.dumps(st, indent=2), [kid, sec], "tfstate"


def tf_random(g):
    v = g.pw(16, 24)
    name = g.pick(["db", "grafana_admin", "rabbit", "this", "main", "app"])
    attrs = {"id": "none", "keepers": None, "length": len(v), "lower": True, "special": True, "result": v,
             "upper": True, "bcrypt_hash": "$2a$10$" + g.chars("./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 53)}
    if g.r.random() < 0.5:
        body = json.dumps({"mode": "managed", "type": "random_password", "name": name, "instances":
                           [{"schema_version": 3, "attributes": attrs, "sensitive_attributes": []}]}, indent=2)
        return f"$ terraform state pull | jq '.resources[] | select(.type==\"random_password\")'\n{body}", [v], "tfstate"
    return (f"$ terraform state show random_password.{name}\n# random_password.{name}:\nresource \"random_password\" "
            f"\"{name}\" {{\n    id      = \"none\"\n    length  = {len(v)}\n    result  = \"{v}\"\n    special = true\n}}"), [v], "tf-show"


def pulumi(g):
    v, t = g.pw(), g.token(g.pick(["dd", "sk_live", "hvs"]))
    proj = g.ident()
    if g.r.random() < 0.5:
        txt = (f"# Pulumi.{g.pick(['dev', 'prod', 'staging'])}.yaml\nconfig:\n  aws:region: eu-central-1\n"
               f"  {proj}:dbPassword: {v}\n  {proj}:apiKey: {t}\n  {proj}:replicas: \"3\"")
        return txt, [v, t], "pulumi"
    txt = (f"$ pulumi config set {proj}:dbPassword {v}\n$ pulumi config --show-secrets\nKEY                VALUE\n"
           f"aws:region         eu-central-1\n{proj}:apiKey      {t}\n{proj}:dbPassword  {v}")
    return txt, [v, t], "pulumi"


def cfn(g):
    v = g.pw()
    if g.r.random() < 0.5:
        p = [{"ParameterKey": "Environment", "ParameterValue": "prod"},
             {"ParameterKey": "MasterUserPassword", "ParameterValue": v},
             {"ParameterKey": "VpcId", "ParameterValue": "vpc-" + g.hex(17)}]
        return "// params/prod.json\n" + json.dumps(p, indent=2), [v], "cloudformation"
    st = g.ident()
    return (f"$ aws cloudformation deploy --stack-name {st}-db --template-file db.yaml \\\n"
            f"    --parameter-overrides Environment=prod DBUser={g.user()} DBPassword={v}\nWaiting for changeset to be "
            f"created..\nSuccessfully created/updated stack - {st}-db"), [v], "cloudformation"


def helm(g):
    v, r = g.pw(), g.pw()
    if g.r.random() < 0.5:
        txt = (f"# values-prod.yaml\npostgresql:\n  auth:\n    username: {g.user()}\n    password: \"{v}\"\n    database: "
               f"{g.ident()}\nredis:\n  auth:\n    enabled: true\n    password: {r}\nimage:\n  tag: 1.{g.r.randint(0, 30)}.2")
        return txt, [v, r], "helm-values"
    rel = g.ident()
    return (f"$ helm upgrade --install {rel} ./chart -n {rel} \\\n  --set postgresql.auth.password={v} \\\n"
            f"  --set-string redis.auth.password='{r}'\nRelease \"{rel}\" has been upgraded. Happy Helming!"), [v, r], "helm-cli"


def kustomize(g):
    v, t = g.pw(), g.token()
    return (f"# kustomization.yaml\nresources:\n  - deployment.yaml\nsecretGenerator:\n  - name: {g.ident()}-creds\n"
            f"    literals:\n      - DB_USER={g.user()}\n      - DB_PASSWORD={v}\n      - UPSTREAM_TOKEN={t}\n"
            "generatorOptions:\n  disableNameSuffixHash: false"), [v, t], "kustomize"


def ansible(g):
    v, b = g.pw(), g.pw()
    return (f"# group_vars/{g.pick(['all', 'dbservers', 'prod'])}/vault.yml  (TODO: ansible-vault encrypt before push)\n"
            f"vault_db_password: \"{v}\"\nansible_become_password: {b}\npg_port: 5432"), [v, b], "ansible"


def k8s_stringdata(g):
    v, t = g.pw(), g.token()
    return (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {g.ident()}-env\n  namespace: {g.ident()}\ntype: Opaque\n"
            f"stringData:\n  DATABASE_PASSWORD: \"{v}\"\n  UPSTREAM_TOKEN: {t}\n  LOG_LEVEL: info"), [v, t], "k8s-yaml"


def k8s_data(g):
    v, t = g.pw(), g.token()
    bv, bt = b64s(v), b64s(t)
    k = g.pick(["pw", "auth", "creds", "value", "key"])
    return (f"apiVersion: v1\ndata:\n  {k}: {bv}\n  upstream: {bt}\nkind: Secret\nmetadata:\n  name: {g.ident()}\n"
            f"  uid: {g.uuid()}\ntype: Opaque"), [bv, bt], "k8s-yaml"


def compose(g):
    v, t = g.pw(), g.pw()
    if g.r.random() < 0.5:
        env = f"    environment:\n      POSTGRES_USER: {g.user()}\n      POSTGRES_PASSWORD: {v}\n      PGADMIN_DEFAULT_PASSWORD: \"{t}\""
    else:
        env = f"    environment:\n      - RABBITMQ_DEFAULT_USER={g.user()}\n      - RABBITMQ_DEFAULT_PASS={v}\n      - REDIS_PASSWORD={t}"
    return (f"services:\n  {g.ident()}:\n    image: {g.pick(['postgres:16', 'rabbitmq:3-management', 'bitnami/redis:7.2'])}\n"
            f"{env}\n    ports:\n      - \"{g.r.randint(5000, 9000)}:{g.r.randint(5000, 9000)}\""), [v, t], "compose"


def mobile(g):
    v, k = g.pw(), g.pw()
    c = g.r.randint(0, 3)
    if c == 0:
        return (f"# gradle.properties\norg.gradle.jvmargs=-Xmx4g\nRELEASE_STORE_FILE=release.jks\nRELEASE_STORE_PASSWORD={v}\n"
                f"RELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD={k}"), [v, k], "gradle-properties"
    if c == 1:
        return (f"$ keytool -genkeypair -v -keystore upload.jks -alias upload -keyalg RSA -keysize 2048 -validity 10000 "
                f"-storepass {v} -keypass {k} -dname \"CN={g.name().title()}, O=Example\"\nGenerating 2,048 bit RSA key pair"), [v, k], "keytool"
    if c == 2:
        s = g.token("gocspx")
        return (f"<!-- Info.plist -->\n<key>CFBundleIdentifier</key>\n<string>com.example.{g.ident()}</string>\n"
                f"<key>OAuthClientSecret</key>\n<string>{s}</string>"), [s], "info-plist"
    t = g.token("ghp")
    return (f"$ GH_TOKEN={t} CSC_KEY_PASSWORD={v} npx electron-builder --mac --publish always\n  • electron-builder  "
            f"version=25.1.8 os=darwin\n  • signing         file=dist/mac/App.app"), [t, v], "electron-builder"


def pkg_creds(g):
    c = g.r.randint(0, 3)
    if c == 0:
        t = g.token("npm")
        return f"# ~/.npmrc\nregistry=https://npm.corp.example/\n//npm.corp.example/:_authToken={t}\nalways-auth=true", [t], "npmrc"
    if c == 1:
        v = g.pw()
        return (f"# /etc/pip.conf\n[global]\nindex-url = https://{g.user()}:{v}@pypi.corp.example/simple\n"
                "timeout = 60"), [v], "pip-conf"
    if c == 2:
        t = g.token("pypi")
        return (f"# ~/.pypirc\n[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {t}"), [t], "pypirc"
    t, t2 = g.token("cio"), g.alnum(32, 32)
    return (f"# ~/.cargo/credentials.toml\n[registry]\ntoken = \"{t}\"\n\n[registries.corp]\ntoken = \"{t2}\""), [t, t2], "cargo"


def jvm_dotnet(g):
    v = g.pw()
    c = g.r.randint(0, 2)
    if c == 0:
        return (f"<!-- NuGet.Config -->\n<packageSourceCredentials>\n  <corp>\n    <add key=\"Username\" value=\"{g.user()}\" />\n"
                f"    <add key=\"ClearTextPassword\" value=\"{v}\" />\n  </corp>\n</packageSourceCredentials>"), [v], "nuget"
    if c == 1:
        return (f"<!-- ~/.m2/settings.xml -->\n<servers>\n  <server>\n    <id>corp-releases</id>\n    <username>{g.user()}</username>\n"
                f"    <password>{v}</password>\n  </server>\n</servers>"), [v], "maven"
    return (f"// ~/.gradle/init.d/repos.gradle\nallprojects {{\n  repositories {{\n    maven {{\n      url 'https://maven.corp.example/releases'\n"
            f"      credentials {{ username = '{g.user()}'; password = '{v}' }}\n    }}\n  }}\n}}"), [v], "gradle-init"


def git_remote(g):
    t = g.token(g.pick(["ghs", "ghp", "glpat", "pat"]))
    u = "x-access-token" if t.startswith("ghs") else g.pick(["oauth2", g.user()])
    h = g.pick(["github.example", "gitlab.corp.example", "git.lab.test"])
    r = f"{g.ident()}/{g.ident()}"
    c = g.r.randint(0, 2)
    if c == 0:
        return f"$ git remote -v\norigin\thttps://{u}:{t}@{h}/{r}.git (fetch)\norigin\thttps://{u}:{t}@{h}/{r}.git (push)", [t], "git"
    if c == 1:
        sm = g.ident()
        return f"# .gitmodules\n[submodule \"vendor/{sm}\"]\n\tpath = vendor/{sm}\n\turl = https://{u}:{t}@{h}/{r}.git", [t], "gitmodules"
    return f"$ git clone https://{t}@{h}/{r}.git\nCloning into '{r.split('/')[1]}'...\nremote: Enumerating objects: {g.r.randint(100, 9999)}, done.", [t], "git"


def vpn(g):
    c = g.r.randint(0, 2)
    if c == 0:
        k, psk = g.token("wg"), g.token("wg")
        return (f"# /etc/wireguard/wg0.conf\n[Interface]\nAddress = 10.{g.r.randint(0, 99)}.0.2/24\nPrivateKey = {k}\n\n[Peer]\n"
                f"PublicKey = {g.token('wg')}\nPresharedKey = {psk}\nEndpoint = {g.ip()}:51820\nAllowedIPs = 0.0.0.0/0"), [k, psk], "wireguard"
    if c == 1:
        lines = [g.hex(32) for _ in range(16)]
        body = "\n".join(lines)
        return (f"$ cat ta.key\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n{body}\n"
                "-----END OpenVPN Static key V1-----"), lines, "openvpn"
    v = g.pw()
    return (f"# /etc/ipsec.secrets\n{g.ip()} {g.ip()} : PSK \"{v}\"\n"), [v], "ipsec"


def broker(g):
    v = g.pw()
    c = g.r.randint(0, 3)
    if c == 0:
        return f"AMQP_URL=amqp://{g.user()}:{v}@{g.host('mq')}:5672/{g.ident()}\nPREFETCH=20", [v], "amqp"
    if c == 1:
        return f"[worker] connecting to rediss://default:{v}@{g.host('redis')}:6380/0 (tls, db 0)", [v], "rediss"
    if c == 2:
        return (f"# client.properties\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache."
                f"kafka.common.security.scram.ScramLoginModule required username=\"{g.user()}\" password=\"{v}\";"), [v], "kafka-jaas"
    seed = g.token("nkey")
    jwt = g.b64url(30) + "." + g.b64url(120) + "." + g.b64url(64)
    return (f"$ cat ~/.nkeys/creds/ops/{g.ident()}/{g.user()}.creds\n-----BEGIN NATS USER JWT-----\n{jwt}\n------END NATS USER "
            f"JWT------\n\n************************* IMPORTANT *************************\nNKEY Seed printed below can be "
            f"used to sign and prove identity.\n\n-----BEGIN USER NKEY SEED-----\n{seed}\n------END USER NKEY SEED------"), [seed], "nats-creds"


def ldap_snmp(g):
    v = g.pw()
    c = g.r.randint(0, 3)
    if c == 0:
        return (f"$ ldapsearch -x -H ldaps://{g.host('ldap')} -D \"cn=admin,dc=corp,dc=example\" -w '{v}' -b "
                f"\"ou=people,dc=corp,dc=example\" uid={g.name()}"), [v], "ldapsearch"
    if c == 1:
        return (f"# /etc/sssd/sssd.conf\n[domain/corp]\nid_provider = ldap\nldap_uri = ldaps://{g.host('ldap')}\n"
                f"ldap_default_bind_dn = cn=sssd,ou=svc,dc=corp,dc=example\nldap_default_authtok = {v}"), [v], "sssd"
    cm = g.pick(["wh", "ops", "mon", "lab"]) + g.alnum(8, 10)
    if c == 2:
        return f"$ snmpwalk -v2c -c {cm} {g.ip()} 1.3.6.1.2.1.1\nSNMPv2-MIB::sysDescr.0 = STRING: Linux edge-{g.r.randint(1, 9)}", [cm], "snmp"
    p = g.pw()
    return (f"! running-config\nhostname edge-sw{g.r.randint(1, 9)}\nsnmp-server community {cm} RO 10\n"
            f"snmp-server location rack {g.r.randint(1, 40)}\nsnmp-server user mon MONV3 v3 auth sha {v} priv aes 128 {p}"), [cm, v, p], "cisco-ios"


def wifi(g):
    v = g.phrase() if g.r.random() < 0.6 else g.pw(10, 16)
    c = g.r.randint(0, 3)
    ssid = g.pick(["lab-5g", "office", "guest-lab", "warehouse", "iot-net"])
    if c == 0:
        return (f"# /etc/config/wireless\nconfig wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption mode 'ap'\n"
                f"\toption ssid '{ssid}'\n\toption encryption 'psk2'\n\toption key '{v}'"), [v], "openwrt"
    if c == 1:
        return f"# hostapd.conf\ninterface=wlan0\nssid={ssid}\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase={v}", [v], "hostapd"
    if c == 2:
        return f"network={{\n\tssid=\"{ssid}\"\n\tpsk=\"{v}\"\n\tkey_mgmt=WPA-PSK\n}}", [v], "wpa-supplicant"
    return (f"/interface wifi security\nadd authentication-types=wpa2-psk,wpa3-psk name=sec-{ssid} passphrase=\"{v}\""), [v], "mikrotik"


def connstr(g):
    v = g.pw().replace(";", "x")
    c = g.r.randint(0, 3)
    h = g.host("db")
    if c == 0:
        return (f"\"ConnectionStrings\": {{ \"Main\": \"Server=tcp:{h},1433;Initial Catalog={g.ident()};User ID={g.user()};"
                f"Password={v};Encrypt=True;\" }}"), [v], "dotnet-connstr"
    if c == 1:
        return f"[{g.ident()}]\nDriver={{ODBC Driver 18 for SQL Server}}\nServer={h}\nUID={g.user()}\nPWD={v}", [v], "odbc"
    if c == 2:
        return f"spring.datasource.url=jdbc:postgresql://{h}:5432/{g.ident()}?user={g.user()}&password={v}&sslmode=require", [v], "jdbc"
    return f"jdbc:sqlserver://{h}:1433;databaseName={g.ident()};user={g.user()};password={v};encrypt=true", [v], "jdbc"


def oauth_sa(g):
    if g.r.random() < 0.5:
        s = g.token("gocspx")
        d = {"installed": {"client_id": f"{g.r.randint(10**11, 10**12)}-{g.chars('abcdefghijklmnopqrstuvwxyz0123456789', 32)}"
                                        ".apps.googleusercontent.example", "project_id": f"{g.ident()}-{g.r.randint(1000, 9999)}",
                           "client_secret": s, "redirect_uris": ["http://localhost"]}}
        return "$ cat client_secret.json\n" + json.dumps(d), [s], "oauth-client"
    lines = [g.b64(48) for _ in range(g.r.randint(4, 7))]
    pem = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n"
    d = {"type": "service_account", "project_id": f"{g.ident()}-prod", "private_key_id": g.hex(40),
         "private_key": "PEMX", "client_email": f"{g.ident()}@{g.ident()}-prod.iam.gserviceaccount.example"}
    return json.dumps(d, indent=2).replace("PEMX", pem), lines, "gcp-sa"


def notebook(g):
    v, t = g.pw(), g.token()
    c = g.r.randint(0, 1)
    if c == 0:
        out = {"output_type": "stream", "name": "stdout", "text": [f"postgresql://{g.user()}:{v}@{g.host('db')}:5432/{g.ident()}\n"]}
        return "In [4]: print(engine.url.render_as_string(hide_password=False))\n" + json.dumps(out), [v], "ipynb"
    out = {"output_type": "execute_result", "execution_count": 7, "data": {"text/plain": [f"{{'HF_TOKEN': '{t}', 'WANDB_MODE': 'offline'}}"]}}
    return "In [7]: {k: os.environ[k] for k in ('HF_TOKEN', 'WANDB_MODE')}\n" + json.dumps(out), [t], "ipynb"


def postman(g):
    t, v = g.token(), g.pw()
    if g.r.random() < 0.5:
        d = {"info": {"name": f"{g.ident()} API", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
             "auth": {"type": "bearer", "bearer": [{"key": "token", "value": t, "type": "string"}]},
             "item": [{"name": "login", "request": {"method": "POST", "url": "https://api.corp.example/v1/login",
                       "auth": {"type": "basic", "basic": [{"key": "password", "value": v}, {"key": "username", "value": g.user()}]}}}]}
        return json.dumps(d, indent=1), [t, v], "postman"
    d = {"_type": "request", "name": "list orders", "url": "https://api.corp.example/orders", "authentication":
         {"type": "basic", "username": g.user(), "password": v}, "headers": [{"name": "X-Api-Key", "value": t}]}
    return json.dumps(d, indent=1), [v, t], "insomnia"


def har(g):
    t, v = g.b64url(24) + "." + g.b64url(12), g.pw()
    body = json.dumps({"username": g.user(), "password": v})
    e = {"request": {"method": "POST", "url": "https://app.corp.example/api/session",
                     "headers": [{"name": "authorization", "value": "Bearer " + t}, {"name": "content-type", "value": "application/json"}],
                     "postData": {"mimeType": "application/json", "text": body}}, "response": {"status": 201}}
    return json.dumps({"log": {"version": "1.2", "entries": [e]}}), [t, v], "har"


def secret_put(g):
    v = g.pw() if g.r.random() < 0.6 else g.token()
    n = g.ident()
    c = g.r.randint(0, 5)
    cmd = [f"aws ssm put-parameter --name /prod/{n}/db --type SecureString --value '{v}' --overwrite",
           f"gh secret set DEPLOY_{n.upper()} --body '{v}' --repo acme/{n}",
           f"echo -n '{v}' | docker login registry.corp.example -u ci --password-stdin",
           f"az keyvault secret set --vault-name kv-{n} --name {n}-db --value '{v}'",
           f"ansible-vault encrypt_string '{v}' --name 'vault_{n}_pw'",
           f"printf %s '{v}' | gcloud secrets versions add {n}-db --data-file=-"][c]
    return f"$ {cmd}", [v], "shell"


NOTES = (
    "Session notes {d}: {n}'s pipeline got unstuck once I swapped the upstream credential to {v}. Next: move it into the vault.",
    "Worked on {i}. Broker user for the consumer group is {u} / {v}; {n} confirmed it on the call.",
    "TODO {d}: the bootstrap for {i} only works with {v} right now (came from {n}), replace before release.",
    "Learned: {i} on {h} accepts {v} for the admin user — the docs are wrong about SSO being enforced.",
    "Handoff for {n}: {i} deploy is green. Used {v} against {h}; remember to rotate after the demo.",
)


def agent_note(g):
    v = g.pw() if g.r.random() < 0.6 else g.token()
    return g.pick(NOTES).format(d=g.date(), n=g.name().title(), v=v, i=g.ident(), u=g.user(), h=g.host()), [v], "agent-note"


SEEN = {"tfvars": (tfvars, 24), "tf_state": (tf_state, 22), "tf_random": (tf_random, 26), "pulumi": (pulumi, 24),
        "cfn_params": (cfn, 24), "helm_values": (helm, 24), "kustomize": (kustomize, 22), "ansible_vars": (ansible, 24),
        "k8s_stringdata": (k8s_stringdata, 22), "k8s_data": (k8s_data, 26), "compose_env": (compose, 24),
        "mobile_config": (mobile, 28), "pkg_creds": (pkg_creds, 28), "jvm_dotnet_repo": (jvm_dotnet, 24),
        "git_remote": (git_remote, 24), "vpn_keys": (vpn, 26), "broker_url": (broker, 26), "ldap_snmp": (ldap_snmp, 24),
        "wifi_psk": (wifi, 24), "conn_string": (connstr, 24), "oauth_sa": (oauth_sa, 24), "notebook": (notebook, 22),
        "api_collection": (postman, 22), "har": (har, 22), "secret_put": (secret_put, 30), "agent_note": (agent_note, 32)}
