"""Seen rows without secrets: the same tools and files with masks, references, public material and ids."""

import base64
import json


def tfvars_o(g):
    if g.r.random() < 0.5:
        return (f'region        = "eu-west-{g.r.randint(1, 3)}"\ninstance_type = "{g.pick(["t3.medium", "m7g.large", "c6i.xlarge"])}"\n'
                f'db_admin_password = null  # read from data.aws_secretsmanager_secret_version.db\ntags = {{ team = "{g.ident()}" }}'), "tfvars"
    return (f'data "aws_secretsmanager_secret_version" "db" {{\n  secret_id = "arn:aws:secretsmanager:eu-west-1:{g.r.randint(10**11, 10**12)}'
            f':secret:prod/{g.ident()}-{g.alnum(6, 6)}"\n}}\n\nvariable "db_password" {{\n  type      = string\n  sensitive = true\n}}'), "terraform"


def tf_state_o(g):
    c = g.r.randint(0, 2)
    if c == 0:
        return json.dumps({"version": 4, "terraform_version": f"1.{g.r.randint(5, 10)}.{g.r.randint(0, 9)}",
                           "serial": g.r.randint(1, 900), "lineage": g.uuid(), "outputs": {"bucket_arn": {"value":
                           f"arn:aws:s3:::{g.ident()}-artifacts-{g.hex(6)}", "type": "string"}}}, indent=2), "tfstate"
    if c == 1:
        return (f"$ terraform state show random_password.{g.ident()}\n# random_password.{g.ident()}:\nresource \"random_password\" "
                f"\"{g.ident()}\" {{\n    id      = \"none\"\n    length  = 24\n    result  = (sensitive value)\n}}"), "tf-show"
    return (f"$ terraform state show random_id.suffix\nresource \"random_id\" \"suffix\" {{\n    b64_url     = \"{g.b64url(4)}\"\n"
            f"    byte_length = 4\n    dec         = \"{g.r.randint(10**8, 10**9)}\"\n    hex         = \"{g.hex(8)}\"\n    id          = \"{g.b64url(4)}\"\n}}"), "tf-show"


def pulumi_o(g):
    p = g.ident()
    if g.r.random() < 0.6:
        return (f"# Pulumi.prod.yaml\nencryptionsalt: v1:{g.b64(8)}:v1:{g.b64(12)}:{g.b64(16)}\nconfig:\n  aws:region: eu-central-1\n"
                f"  {p}:dbPassword:\n    secure: v1:{g.b64(12)}:{g.b64(30)}\n  {p}:replicas: \"3\""), "pulumi"
    return (f"$ pulumi config\nKEY                VALUE\naws:region         eu-central-1\n{p}:apiKey      [secret]\n"
            f"{p}:dbPassword  [secret]\n{p}:replicas    3"), "pulumi"


def cfn_o(g):
    c = g.r.randint(0, 2)
    if c == 0:
        return (f"Parameters:\n  DBPassword:\n    Type: String\n    NoEcho: true\n    MinLength: 16\nResources:\n  DB:\n    Type: AWS::RDS::DBInstance\n"
                f"    Properties:\n      MasterUserPassword: !Ref DBPassword\n      DBInstanceClass: db.t4g.{g.pick(['micro', 'small'])}"), "cloudformation"
    if c == 1:
        return ("      MasterUserPassword: '{{resolve:secretsmanager:prod/" + g.ident() + ":SecretString:password}}'\n"
                f"      MasterUsername: {g.user()}"), "cloudformation"
    return json.dumps([{"ParameterKey": "Environment", "ParameterValue": "prod"},
                       {"ParameterKey": "MasterUserPassword", "ParameterValue": "****", "UsePreviousValue": True},
                       {"ParameterKey": "VpcId", "ParameterValue": "vpc-" + g.hex(17)}], indent=2), "cloudformation"


def helm_o(g):
    c = g.r.randint(0, 2)
    if c == 0:
        return (f"postgresql:\n  auth:\n    existingSecret: {g.ident()}-pg\n    secretKeys:\n      adminPasswordKey: postgres-password\n"
                f"image:\n  digest: {g.digest()}"), "helm-values"
    if c == 1:
        return ("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: {{ .Values.db.secretName }}\n"
                "        key: password\n  - name: REPLICAS\n    value: {{ .Values.replicas | quote }}"), "helm-template"
    return f"$ helm get values {g.ident()} -n {g.ident()}\nUSER-SUPPLIED VALUES:\nimage:\n  tag: 1.{g.r.randint(0, 40)}.{g.r.randint(0, 9)}\nreplicaCount: {g.r.randint(1, 6)}", "helm-cli"


def kustomize_o(g):
    if g.r.random() < 0.5:
        return (f"secretGenerator:\n  - name: {g.ident()}-creds\n    envs:\n      - secrets/.env.prod   # gitignored, filled by sops\n"
                f"    files:\n      - tls.crt=certs/{g.ident()}.crt"), "kustomize"
    return (f"$ kubectl apply -k overlays/prod\nsecret/{g.ident()}-creds-{g.chars('bcdfghkmt256789', 10)} created\n"
            f"deployment.apps/{g.ident()} configured"), "kustomize"


def ansible_o(g):
    if g.r.random() < 0.5:
        lines = "\n".join(g.hex(80) for _ in range(g.r.randint(3, 6)))
        return f"$ cat group_vars/prod/vault.yml\n$ANSIBLE_VAULT;1.1;AES256\n{lines}", "ansible-vault"
    return (f"db_password: \"{{{{ vault_db_password }}}}\"\nldap_bind_pw: \"{{{{ lookup('community.hashi_vault.hashi_vault', "
            f"'secret=secret/data/{g.ident()}:bind_pw') }}}}\"\npg_port: 5432"), "ansible"


def k8s_o(g):
    c = g.r.randint(0, 2)
    if c == 0:
        return (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {g.ident()}\nspec:\n  encryptedData:\n"
                f"    password: Ag{g.b64(90)}"), "k8s-yaml"
    if c == 1:
        return (f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {g.ident()}-flags\nbinaryData:\n  flags.json: "
                f"{base64.b64encode(json.dumps({'beta': g.r.random() < 0.5, 'limit': g.r.randint(1, 99)}).encode()).decode()}"), "k8s-yaml"
    return (f"$ kubectl describe secret {g.ident()}\nName:         {g.ident()}\nType:  Opaque\n\nData\n====\npassword:  "
            f"{g.r.randint(12, 32)} bytes\nusername:  {g.r.randint(3, 10)} bytes"), "kubectl"


def compose_o(g):
    if g.r.random() < 0.5:
        return (f"services:\n  db:\n    image: postgres:16@{g.digest()}\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_pw\n"
                "    secrets: [db_pw]\nsecrets:\n  db_pw:\n    file: ./secrets/db_pw.txt"), "compose"
    return (f"services:\n  mq:\n    image: rabbitmq:3-management\n    environment:\n      RABBITMQ_DEFAULT_USER: {g.user()}\n"
            "      RABBITMQ_DEFAULT_PASS: ${RABBITMQ_PASS:?set in .env}"), "compose"


def mobile_o(g):
    c = g.r.randint(0, 3)
    if c == 0:
        return ("RELEASE_STORE_PASSWORD=\n# set by CI from the ORG_GRADLE_PROJECT_RELEASE_STORE_PASSWORD env var\n"
                f"org.gradle.jvmargs=-Xmx{g.r.randint(2, 8)}g\nandroid.useAndroidX=true\nsigning.keyId={g.hex(8).upper()}"), "gradle-properties"
    if c == 1:
        fp = ":".join(g.hex(2).upper() for _ in range(32))
        return (f"$ keytool -list -v -keystore upload.jks -storepass:env STORE_PASS\nAlias name: upload\nCertificate fingerprints:\n"
                f"\t SHA256: {fp}\nSignature algorithm name: SHA256withRSA"), "keytool"
    if c == 2:
        d = {"project_info": {"project_number": str(g.r.randint(10**11, 10**12)), "project_id": f"{g.ident()}-app"},
             "client": [{"client_info": {"mobilesdk_app_id": f"1:{g.r.randint(10**11, 10**12)}:android:{g.hex(16)}",
                                         "android_client_info": {"package_name": f"com.example.{g.ident()}"}}}]}
        return "// google-services.json (api_key section removed for this note)\n" + json.dumps(d, indent=1), "google-services"
    return f"appId: com.example.{g.ident()}\npublish:\n  provider: github\n  owner: {g.ident()}\n# GH_TOKEN comes from the CI secret store; CSC_LINK points at the keychain", "electron-builder"


def pkg_o(g):
    c = g.r.randint(0, 4)
    if c == 0:
        h = g.host("npm")
        return f"registry=https://{h}/\n//{h}/:_authToken=${{NPM_TOKEN}}\nalways-auth=true", "npmrc"
    if c == 1:
        return f"[global]\nindex-url = https://pypi.corp.example/simple\nkeyring-provider = subprocess\ntimeout = {g.r.randint(15, 90)}", "pip-conf"
    if c == 2:
        return f"[{g.ident()}]\nrepository = https://{g.host('pypi')}/legacy/\nusername = __token__\n# password comes from keyring (keyring set ... __token__)", "pypirc"
    if c == 3:
        return f'[registry]\nglobal-credential-providers = ["cargo:token", "cargo:libsecret"]\n\n[registries.{g.ident()}]\nindex = "sparse+https://{g.host("cargo")}/index/"', "cargo"
    name = g.pick(["lodash", "zod", "chalk", "undici"])
    return (f'"node_modules/{name}": {{\n  "version": "4.{g.r.randint(0, 20)}.{g.r.randint(0, 9)}",\n  "integrity": "sha512-{g.b64(64)}"\n}}'), "package-lock"


def jvm_o(g):
    c = g.r.randint(0, 2)
    if c == 0:
        f = g.ident()
        return f'<{f}>\n  <add key="Username" value="{g.user()}" />\n  <add key="ClearTextPassword" value="%NUGET_{f.upper()}_PAT%" />\n</{f}>', "nuget"
    if c == 1:
        return (f"<server>\n  <id>corp-releases</id>\n  <username>${{env.MAVEN_USER}}</username>\n  <password>{{{g.b64(32)}}}</password>\n"
                "  <!-- encrypted with mvn --encrypt-password; master key in settings-security.xml -->\n</server>"), "maven"
    i = g.ident()
    return f"maven {{ url 'https://{g.host('maven')}/{i}'\n  credentials {{\n    username = providers.gradleProperty('{i}User').get()\n    password = providers.gradleProperty('{i}Password').get()\n  }}\n}}", "gradle-init"


def git_o(g):
    r = f"{g.ident()}/{g.ident()}"
    c = g.r.randint(0, 2)
    if c == 0:
        return f"$ git remote -v\norigin\tgit@github.example:{r}.git (fetch)\norigin\tgit@github.example:{r}.git (push)", "git"
    if c == 1:
        return f"$ git ls-remote origin\n{g.sha()}\tHEAD\n{g.sha()}\trefs/heads/main\n{g.sha()}\trefs/tags/v{g.r.randint(1, 9)}.0.0", "git"
    return f"[submodule \"vendor/{g.ident()}\"]\n\tpath = vendor/{g.ident()}\n\turl = https://gitlab.corp.example/{r}.git\n[credential]\n\thelper = manager", "gitmodules"


def vpn_o(g):
    c = g.r.randint(0, 2)
    if c == 0:
        return (f"$ sudo wg show\ninterface: wg0\n  public key: {g.token('wg')}\n  private key: (hidden)\n  listening port: 51820\n\n"
                f"peer: {g.token('wg')}\n  preshared key: (hidden)\n  endpoint: {g.ip()}:51820\n  allowed ips: 10.8.0.0/24"), "wireguard"
    if c == 1:
        return (f"client\ndev tun\nremote {g.host('vpn')} 1194 udp\ntls-auth ta.key 1\nauth-user-pass /etc/openvpn/auth.txt\n"
                f"peer-fingerprint {':'.join(g.hex(2).upper() for _ in range(32))}"), "openvpn"
    return f"[Peer]\nPublicKey = {g.token('wg')}\nEndpoint = {g.ip()}:51820\nAllowedIPs = 10.{g.r.randint(0, 99)}.0.0/16\nPersistentKeepalive = 25", "wireguard"


def broker_o(g):
    c = g.r.randint(0, 3)
    if c == 0:
        return f"AMQP_URL=amqps://{g.user()}@{g.host('mq')}:5671/%2F\nAMQP_PASSWORD_FILE=/run/secrets/amqp", "amqp"
    if c == 1:
        return f"[worker] connecting to rediss://{g.host('redis')}:6380/0 (tls, acl user from REDIS_USERNAME)", "rediss"
    if c == 2:
        return ("sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
                "username=\"${file:/opt/kafka/creds.properties:user}\" password=\"${file:/opt/kafka/creds.properties:pass}\";"), "kafka-jaas"
    return (f"$ nsc describe user {g.user()}\n| Name          | {g.user()} |\n| User ID       | U{g.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 55)} |\n"
            f"| Issuer ID     | A{g.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 55)} |\n| Max Subs      | Unlimited |"), "nats"


def ldap_o(g):
    c = g.r.randint(0, 2)
    if c == 0:
        return f"$ ldapsearch -x -H ldaps://{g.host('ldap')} -D \"cn=admin,dc=corp,dc=example\" -y /etc/ldap.secret -b dc=corp,dc=example uid={g.name()}", "ldapsearch"
    if c == 1:
        return f"$ snmpwalk -v3 -l authPriv -u mon -a SHA -A \"$SNMP_AUTH\" -x AES -X \"$SNMP_PRIV\" {g.ip()} 1.3.6.1.2.1.1.3.0\nDISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: ({g.r.randint(10**5, 10**9)})", "snmp"
    return f"# snmpd.conf\nrouser mon priv\nsysLocation rack {g.r.randint(1, 40)}\nview systemonly included .1.3.6.1.2.1.{g.r.randint(1, 25)}", "snmpd"


def wifi_o(g):
    c = g.r.randint(0, 2)
    ssid = g.pick(["lab-5g", "office", "guest-lab", "warehouse", "iot-net"])
    if c == 0:
        return f"$ iw dev wlan0 link\nConnected to {':'.join(g.hex(2) for _ in range(6))} (on wlan0)\n\tSSID: {ssid}\n\tfreq: 5{g.r.randint(100, 800)}\n\tsignal: -{g.r.randint(30, 80)} dBm", "iw"
    if c == 1:
        return f"network={{\n\tssid=\"{ssid}\"\n\tkey_mgmt=WPA-EAP\n\teap=TLS\n\tca_cert=\"/etc/certs/ca.pem\"\n\tidentity=\"{g.name()}@corp.example\"\n}}", "wpa-supplicant"
    return f"config wifi-iface 'default_radio0'\n\toption ssid '{ssid}'\n\toption encryption 'sae'\n\toption key_file '/etc/wifi/{ssid}.key'", "openwrt"


def conn_o(g):
    h = g.host("db")
    c = g.r.randint(0, 2)
    if c == 0:
        return f"Server=tcp:{h},1433;Initial Catalog={g.ident()};Authentication=Active Directory Managed Identity;Encrypt=True;", "dotnet-connstr"
    if c == 1:
        return f"Driver={{ODBC Driver 18 for SQL Server}};Server={h};Trusted_Connection=yes;Encrypt=yes", "odbc"
    return f"jdbc:postgresql://{h}:5432/{g.ident()}?user={g.user()}&sslmode=verify-full&passwordFile=/run/secrets/pg", "jdbc"


def oauth_o(g):
    c = g.r.randint(0, 1)
    if c == 0:
        return json.dumps({"type": "external_account", "audience": f"//iam.googleapis.example/projects/{g.r.randint(10**11, 10**12)}"
                           f"/locations/global/workloadIdentityPools/ci/providers/gh", "subject_token_type":
                           "urn:ietf:params:oauth:token-type:jwt", "token_url": "https://sts.googleapis.example/v1/token"}, indent=2), "gcp-wif"
    return (f"$ gcloud iam service-accounts keys list --iam-account {g.ident()}@{g.ident()}-prod.iam.gserviceaccount.example\n"
            f"KEY_ID                                    CREATED_AT            EXPIRES_AT\n{g.hex(40)}  {g.date()}T09:12:00Z  9999-12-31T23:59:59Z"), "gcloud"


def notebook_o(g):
    out = {"output_type": "execute_result", "execution_count": g.r.randint(1, 40), "data": {"text/plain": [
        g.pick(["{'HF_TOKEN': '***', 'WANDB_MODE': 'offline'}", "True", f"'run-{g.ulid()}'",
                f"postgresql://{g.user()}:***@{g.host('db')}:5432/{g.ident()}"])]}}
    return json.dumps(out), "ipynb"


def api_o(g):
    if g.r.random() < 0.5:
        return json.dumps({"auth": {"type": "bearer", "bearer": [{"key": "token", "value": "{{apiToken}}", "type": "string"}]},
                           "variable": [{"key": "baseUrl", "value": f"https://{g.host('api')}/{g.ident()}"}]}, indent=1), "postman"
    return json.dumps({"_type": "environment", "data": {"base_url": "https://api.corp.example", "token": "{{ _.vault_token }}"},
                       "_id": "env_" + g.hex(32)}, indent=1), "insomnia"


def har_o(g):
    e = {"request": {"method": "GET", "url": f"https://app.corp.example/api/orders/{g.uuid()}", "headers":
                     [{"name": "traceparent", "value": f"00-{g.hex(32)}-{g.hex(16)}-01"}, {"name": "x-request-id", "value": g.uuid()},
                      {"name": "authorization", "value": "[REDACTED]"}]},
         "response": {"status": 200, "headers": [{"name": "etag", "value": f"W/\"{g.hex(16)}\""}]}}
    return json.dumps({"log": {"version": "1.2", "entries": [e]}}), "har"


def put_o(g):
    n = g.ident()
    return "$ " + g.pick([f"aws ssm get-parameter --name /prod/{n}/db --query Parameter.Version",
                          f"gh secret list --repo acme/{n}", "docker login registry.corp.example -u ci --password-stdin < /run/secrets/reg",
                          f"az keyvault secret show --vault-name kv-{n} --name {n}-db --query id",
                          "ansible-vault encrypt group_vars/prod/vault.yml --vault-id prod@prompt",
                          f"gcloud secrets versions list {n}-db --limit 3"]), "shell"


def note_o(g):
    return g.pick([
        "Session notes {d}: {n}'s pipeline got unstuck once the upstream credential was re-synced from the vault; nothing pasted here.",
        "Worked on {i}. Broker user for the consumer group is {u}; password lives in the {i} vault item.",
        "TODO {d}: the bootstrap for {i} reads ADMIN_PASSWORD from the environment; {n} will wire it to the secret store.",
        "Learned: {i} on {h} enforces SSO for admins; the local login is disabled since {d}.",
        "Handoff for {n}: {i} deploy is green at {s}; rotate the token after the demo (ticket INC-{k}).",
    ]).format(d=g.date(), n=g.name().title(), i=g.ident(), u=g.user(), h=g.host(), s=g.sha()[:12], k=g.r.randint(1000, 9999)), "agent-note"


def ids_o(g):
    return g.pick([f"pushed {g.digest()} to registry.corp.example/{g.ident()}", f"trace_id={g.hex(32)} span_id={g.hex(16)}",
                   f"arn:aws:iam::{g.r.randint(10**11, 10**12)}:role/{g.ident()}-deployer", f"job {g.ulid()} finished in {g.r.randint(2, 90)}s",
                   f"/subscriptions/{g.uuid()}/resourceGroups/rg-{g.ident()}/providers/Microsoft.KeyVault/vaults/kv-{g.ident()}",
                   f"merged {g.sha()} into main", f"{g.ident()}@{g.r.randint(1, 9)}.{g.r.randint(0, 30)}.{g.r.randint(0, 9)} sha512-{g.b64(64)}"]), "ids"


def pub_o(g):
    c = g.r.randint(0, 2)
    if c == 0:
        return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} {g.name()}@laptop", "ssh-pub"
    if c == 1:
        return f"{g.host('git')} ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]}\nSHA256:{g.b64(32).rstrip('=')}", "known-hosts"
    body = "\n".join(g.b64(48) for _ in range(4))
    return f"-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----", "pem-cert"


def b64_o(g):
    cfg = json.dumps({"region": "eu-west-1", "replicas": g.r.randint(1, 9), "feature": g.ident()})
    return f"cursor={base64.urlsafe_b64encode(cfg.encode()).decode()}", "base64"


def prose_o(g):
    return g.pick(["We moved every {i} credential from tfvars into Secrets Manager; terraform reads it via a data source now.",
                   "Rotation for {i}: new WireGuard keys are generated on the box and only public keys are committed.",
                   "Kubernetes Secrets are base64, not encryption; {n} added SealedSecrets so the repo only holds ciphertext.",
                   "The Wi-Fi PSK for the lab is printed on the router label; don't copy it into notes.",
                   "Helm charts take existingSecret for {i}; never pass passwords with --set, they land in release history."]).format(
        i=g.ident(), n=g.name().title()), "prose"


ORD = {"tfvars_ord": tfvars_o, "tf_state_ord": tf_state_o, "pulumi_ord": pulumi_o, "cfn_ord": cfn_o, "helm_ord": helm_o,
       "kustomize_ord": kustomize_o, "ansible_ord": ansible_o, "k8s_ord": k8s_o, "compose_ord": compose_o,
       "mobile_ord": mobile_o, "pkg_ord": pkg_o, "jvm_dotnet_ord": jvm_o, "git_ord": git_o, "vpn_ord": vpn_o,
       "broker_ord": broker_o, "ldap_snmp_ord": ldap_o, "wifi_ord": wifi_o, "conn_ord": conn_o, "oauth_ord": oauth_o,
       "notebook_ord": notebook_o, "api_collection_ord": api_o, "har_ord": har_o, "secret_cli_ord": put_o,
       "agent_note_ord": note_o, "ids_ord": ids_o, "pubkey_ord": pub_o, "b64_ord": b64_o, "prose_ord": prose_o}
