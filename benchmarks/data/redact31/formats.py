"""The 21 configuration formats of redact31. Each maker takes `sec` and returns a Snip: with sec=True the snippet holds
at least one credential (its labels), with sec=False the same format holds only references, placeholders, ciphertext,
public values or settings whose name merely sounds secret."""

from collections import namedtuple

from gen import (R, ALNUM, B62_URL, HEX, LOWER, LOWER_ALNUM, account, aws_key_id, b64, digest, env_ref, git_sha,
                 hexs, host, ip, jwt, password, person, placeholder, project, rand_b64, region, s, token, uuid,
                 vault_path, version, word)

# text: the snippet; labels: the credentials in it; file: how the prose names it; fence: code-fence language; hint: an
# English sentence about it (or None)
Snip = namedtuple("Snip", "text labels file fence hint")


def pick(*options):
    return R.choice(options)


def q(v, style=None):
    style = style if style is not None else R.choice(["", "'", '"'])
    return f"{style}{v}{style}"


def app_name():
    return project()


# ---------------------------------------------------------------------------------------------------------------- k8s
def k8s_secret(sec):
    app = app_name()
    ns = pick("prod", "staging", "default", app.split("-")[0])
    head = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {app}-{pick('db', 'creds', 'env', 'secrets')}\n" \
           f"  namespace: {ns}\ntype: Opaque\n"
    if sec:
        mode = pick("string", "data", "data", "url", "dockercfg")
        if mode == "string":
            var, tok = token()
            pw = password()
            body = f"stringData:\n  DB_USER: app\n  DB_PASSWORD: {q(pw)}\n  {var}: {q(tok)}\n"
            return Snip(head + body, [pw, tok], "Secret manifest", "yaml",
                        pick("stringData is plain text; the API server encodes it on apply.", None))
        if mode == "data":
            pw = password()
            enc = b64(pw)
            body = f"data:\n  username: {b64(pick('app', 'admin', 'svc'))}\n  password: {enc}\n"
            if R.random() < 0.4:
                body += f"  host: {b64(host())}\n"
            return Snip(head + body, [enc], "Secret manifest", "yaml",
                        pick("The data values are only base64, not encryption.", "Decode with base64 -d.", None))
        if mode == "url":
            pw = password(url_safe=True)
            url = f"postgresql://app:{pw}@{host()}:5432/{app.split('-')[0]}"
            enc = b64(url)
            return Snip(head + f"data:\n  DATABASE_URL: {enc}\n", [enc], "Secret manifest", "yaml",
                        pick("DATABASE_URL is base64 of the full DSN.", None))
        reg = pick("registry.example", "ghcr.example", f"{account()}.dkr.ecr.example")
        user = person().lower()
        pw = password()
        cfg = '{"auths":{"%s":{"username":"%s","password":"%s","auth":"%s"}}}' % (reg, user, pw, b64(f"{user}:{pw}"))
        enc = b64(cfg)
        head = head.replace("type: Opaque", "type: kubernetes.io/dockerconfigjson")
        return Snip(head + f"data:\n  .dockerconfigjson: {enc}\n", [enc], "image pull secret", "yaml", None)
    mode = pick("valuefrom", "sealed", "sops", "external", "configmap", "placeholder", "envfrom")
    if mode == "valuefrom":
        sec_name = f"{app}-db"
        t = (f"      containers:\n        - name: {app}\n          image: registry.example/{app}@{digest()}\n"
             f"          env:\n            - name: DB_PASSWORD\n              valueFrom:\n                secretKeyRef:\n"
             f"                  name: {sec_name}\n                  key: password\n"
             f"            - name: TOKEN_TTL_SECONDS\n              value: \"{pick(900, 3600, 86400)}\"\n")
        return Snip(t, [], "Deployment env", "yaml", pick("valueFrom keeps the password out of the manifest.", None))
    if mode == "envfrom":
        t = (f"        envFrom:\n          - secretRef:\n              name: {app}-env\n          - configMapRef:\n"
             f"              name: {app}-config\n")
        return Snip(t, [], "Deployment envFrom", "yaml", None)
    if mode == "sealed":
        t = (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {app}-db\n  namespace: {ns}\n"
             f"spec:\n  encryptedData:\n    password: AgB{rand_b64(R.randint(260, 330)).rstrip('=')}\n"
             f"  template:\n    metadata:\n      name: {app}-db\n")
        return Snip(t, [], "SealedSecret", "yaml", pick("encryptedData is sealed with the controller's key; only the "
                                                        "cluster can open it, so it is safe in git.", None))
    if mode == "sops":
        t = head + (f"stringData:\n    password: {sops_enc()}\nsops:\n    age:\n        - recipient: {age_recipient()}\n"
                    f"    lastmodified: \"{R.choice(['2026-03-02', '2026-07-19', '2026-10-05'])}T{R.randint(10, 23)}:0{R.randint(0, 9)}:11Z\"\n"
                    f"    mac: {sops_enc()}\n    unencrypted_suffix: _unencrypted\n    version: 3.{R.randint(7, 9)}.{R.randint(0, 4)}\n")
        return Snip(t, [], "sops-encrypted Secret", "yaml", None)
    if mode == "external":
        t = (f"apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: {app}-db\nspec:\n"
             f"  refreshInterval: 1h\n  secretStoreRef:\n    name: {pick('vault-backend', 'aws-sm', 'gcp-sm')}\n"
             f"    kind: ClusterSecretStore\n  target:\n    name: {app}-db\n  data:\n    - secretKey: password\n"
             f"      remoteRef:\n        key: {pick('secret/data/', 'prod/')}{app}\n        property: password\n")
        return Snip(t, [], "ExternalSecret", "yaml", None)
    if mode == "configmap":
        t = (f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {app}-config\ndata:\n"
             f"  PASSWORD_MIN_LENGTH: \"{pick(10, 12, 14)}\"\n  SESSION_TOKEN_TTL: \"{pick('15m', '1h', '3600')}\"\n"
             f"  SECRET_NAME: {app}-db\n  LOG_LEVEL: {pick('info', 'debug', 'warn')}\n")
        return Snip(t, [], "ConfigMap", "yaml", None)
    t = head + f"stringData:\n  DB_PASSWORD: {q(placeholder())}  # filled in by the pipeline\n"
    return Snip(t, [], "Secret template", "yaml", pick("The real value is substituted in CI.", None))


def sops_enc():
    return (f"ENC[AES256_GCM,data:{rand_b64(R.randint(12, 30))},iv:{rand_b64(32)},tag:{rand_b64(16)},type:str]")


def age_recipient():
    return "age1" + s("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)


# --------------------------------------------------------------------------------------------------------------- helm
def helm_values(sec):
    app = app_name()
    if sec:
        pw = password()
        extra, labels = "", [pw]
        if R.random() < 0.5:
            var, tok = token()
            extra = f"extraEnv:\n  - name: {var}\n    value: {q(tok)}\n"
            labels.append(tok)
        t = (f"image:\n  repository: registry.example/{app}\n  tag: \"{version()}\"\npostgresql:\n  auth:\n"
             f"    username: app\n    password: {q(pw)}\n    database: {app.split('-')[0]}\n{extra}")
        return Snip(t, labels, pick("values-prod.yaml", "values.yaml", "values-staging.yaml"), "yaml", None)
    mode = pick("template", "existing", "empty", "ref")
    if mode == "template":
        t = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {{{{ include \"{app}.fullname\" . }}}}\n"
             f"stringData:\n  password: {{{{ .Values.db.password | quote }}}}\n"
             f"  apiKey: {{{{ required \"apiKey is required\" .Values.apiKey | quote }}}}\n")
        return Snip(t, [], "templates/secret.yaml", "yaml", None)
    if mode == "existing":
        t = (f"postgresql:\n  auth:\n    existingSecret: {app}-pg\n    secretKeys:\n      adminPasswordKey: postgres-password\n"
             f"      userPasswordKey: password\n")
        return Snip(t, [], "values.yaml", "yaml", pick("existingSecret means the chart never sees the password.", None))
    if mode == "empty":
        t = (f"# -- Database password. Leave empty to generate one on install.\ndb:\n  password: \"\"\n"
             f"  passwordMinLength: {pick(16, 20, 24)}\n")
        return Snip(t, [], "values.yaml", "yaml", None)
    t = f"db:\n  password: {q(vault_path(app), chr(34))}\napi:\n  token: {q(placeholder('token'), chr(34))}\n"
    return Snip(t, [], "values.yaml", "yaml", None)


# ------------------------------------------------------------------------------------------------------------ compose
def compose(sec):
    app = app_name()
    svc = pick("db", "postgres", "mysql", "api", "app")
    if sec:
        pw = password().replace("$", "")
        labels = [pw]
        envs = [f"POSTGRES_USER: app", f"POSTGRES_PASSWORD: {q(pw)}"] if svc != "mysql" else \
            [f"MYSQL_USER: app", f"MYSQL_PASSWORD: {q(pw)}"]
        if R.random() < 0.4:
            var, tok = token()
            envs.append(f"{var}: {q(tok)}")
            labels.append(tok)
        if R.random() < 0.5:
            env = "\n".join(f"      {e}" for e in envs)
        else:
            env = "\n".join(f"      - {e.replace(': ', '=', 1).replace(chr(39), '').replace(chr(34), '')}" for e in envs)
        img = "mysql:8.4" if svc == "mysql" else f"postgres:{R.randint(14, 17)}"
        t = f"services:\n  {svc}:\n    image: {img}\n    environment:\n{env}\n    ports:\n      - \"{R.randint(5432, 5499)}:5432\"\n"
        return Snip(t, labels, "docker-compose.yml", "yaml", None)
    mode = pick("interp", "file", "default", "envfile")
    if mode == "interp":
        t = (f"services:\n  {svc}:\n    image: postgres:{R.randint(14, 17)}\n    environment:\n"
             f"      POSTGRES_PASSWORD: ${{POSTGRES_PASSWORD:?set it in .env}}\n      API_TOKEN: ${{API_TOKEN}}\n")
        return Snip(t, [], "docker-compose.yml", "yaml", None)
    if mode == "file":
        t = (f"services:\n  {svc}:\n    image: postgres:{R.randint(14, 17)}\n    environment:\n"
             f"      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\n"
             f"secrets:\n  db_password:\n    file: ./secrets/db_password.txt\n")
        return Snip(t, [], "docker-compose.yml", "yaml", pick("Docker secrets mount the file; the yaml has no value.", None))
    if mode == "default":
        t = (f"services:\n  {svc}:\n    image: registry.example/{app}@{digest()}\n    environment:\n"
             f"      - DB_PASSWORD=${{DB_PASSWORD:-{placeholder()}}}\n      - JWT_EXPIRY=3600\n")
        return Snip(t, [], "docker-compose.yml", "yaml", None)
    t = f"services:\n  {svc}:\n    image: registry.example/{app}:{version()}\n    env_file:\n      - .env\n      - .env.local\n"
    return Snip(t, [], "docker-compose.yml", "yaml", None)


# ------------------------------------------------------------------------------------------------------------ gha
def gha(sec):
    app = app_name()
    if sec:
        mode = pick("env", "with", "login")
        if mode == "env":
            var, tok = token(pick("npm", "pypi", "dockerhub", "sentry", "slack", "cloudflare"))
            t = (f"      - name: Publish\n        run: {pick('npm publish', 'make release', './scripts/deploy.sh')}\n"
                 f"        env:\n          {var}: {q(tok)}\n")
            return Snip(t, [tok], ".github/workflows/release.yml", "yaml", None)
        if mode == "with":
            _, tok = token(pick("github", "github-fine"))
            t = (f"      - uses: actions/checkout@v4\n        with:\n          repository: {word()}/{app}\n"
                 f"          token: {tok}\n")
            return Snip(t, [tok], ".github/workflows/ci.yml", "yaml", None)
        pw = password()
        t = (f"      - name: Login\n        run: echo \"{pw}\" | docker login registry.example -u {person().lower()} "
             f"--password-stdin\n")
        return Snip(t, [pw], ".github/workflows/build.yml", "yaml",
                    pick("--password-stdin is only as good as what you echo into it.", None))
    mode = pick("secrets", "ghtoken", "pinned", "oidc")
    if mode == "secrets":
        t = (f"      - name: Publish\n        run: npm publish\n        env:\n"
             f"          NODE_AUTH_TOKEN: ${{{{ secrets.{pick('NPM_TOKEN', 'DEPLOY_TOKEN', 'REGISTRY_TOKEN')} }}}}\n")
        return Snip(t, [], ".github/workflows/release.yml", "yaml", None)
    if mode == "ghtoken":
        t = (f"      - uses: actions/checkout@v4\n        with:\n          token: ${{{{ github.token }}}}\n"
             f"      - run: echo \"::add-mask::${{{{ secrets.DEPLOY_TOKEN }}}}\"\n")
        return Snip(t, [], ".github/workflows/ci.yml", "yaml", None)
    if mode == "pinned":
        t = (f"      - uses: actions/checkout@{git_sha()} # v4.{R.randint(0, 3)}.{R.randint(0, 9)}\n"
             f"      - uses: actions/setup-node@{git_sha()} # v4\n        with:\n          node-version: 20\n")
        return Snip(t, [], ".github/workflows/ci.yml", "yaml", pick("Actions pinned to full commit SHAs.", None))
    t = (f"permissions:\n  id-token: write\n  contents: read\njobs:\n  deploy:\n    steps:\n"
         f"      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n"
         f"          role-to-assume: arn:aws:iam::{account()}:role/{app}-deploy\n          aws-region: {region()}\n")
    return Snip(t, [], ".github/workflows/deploy.yml", "yaml", pick("OIDC, no long-lived keys.", None))


# ---------------------------------------------------------------------------------------------------------- gitlab
def gitlab_ci(sec):
    app = app_name()
    if sec:
        mode = pick("vars", "curl", "sonar")
        if mode == "vars":
            var, tok = token(pick("npm", "gitlab", "datadog", "openai", "hf"))
            t = f"variables:\n  {var}: {q(tok, chr(34))}\n  DOCKER_DRIVER: overlay2\n"
            return Snip(t, [tok], ".gitlab-ci.yml", "yaml", None)
        if mode == "curl":
            _, tok = token("gitlab")
            t = (f"release:\n  stage: deploy\n  script:\n    - 'curl --fail --header \"PRIVATE-TOKEN: {tok}\" "
                 f"\"https://gitlab.example/api/v4/projects/{R.randint(10, 999)}/releases\"'\n")
            return Snip(t, [tok], ".gitlab-ci.yml", "yaml", None)
        tok = "sqp_" + hexs(40)
        t = f"sonar:\n  script:\n    - sonar-scanner -Dsonar.host.url=https://sonar.example -Dsonar.token={tok}\n"
        return Snip(t, [tok], ".gitlab-ci.yml", "yaml", None)
    mode = pick("jobtoken", "vaultsec", "masked", "idtoken")
    if mode == "jobtoken":
        t = (f"publish:\n  script:\n    - 'curl --header \"JOB-TOKEN: $CI_JOB_TOKEN\" --upload-file dist/{app}.tgz "
             f"\"${{CI_API_V4_URL}}/projects/${{CI_PROJECT_ID}}/packages/generic/{app}/{version()}/{app}.tgz\"'\n")
        return Snip(t, [], ".gitlab-ci.yml", "yaml", None)
    if mode == "vaultsec":
        t = (f"deploy:\n  id_tokens:\n    VAULT_ID_TOKEN:\n      aud: https://vault.example\n  secrets:\n"
             f"    DATABASE_PASSWORD:\n      vault: {app}/db/password@ops\n      file: false\n")
        return Snip(t, [], ".gitlab-ci.yml", "yaml", None)
    if mode == "masked":
        t = f"test:\n  variables:\n    NPM_TOKEN: $NPM_TOKEN   # masked + protected in Settings > CI/CD\n  script:\n    - npm ci\n"
        return Snip(t, [], ".gitlab-ci.yml", "yaml", None)
    t = f"variables:\n  SECRET_DETECTION_ENABLED: \"true\"\n  TOKEN_EXPIRY_DAYS: \"{pick(7, 30, 90)}\"\ninclude:\n  - template: Security/Secret-Detection.gitlab-ci.yml\n"
    return Snip(t, [], ".gitlab-ci.yml", "yaml", None)


# ------------------------------------------------------------------------------------------------------- terraform
def tfvars(sec):
    app = app_name()
    if sec:
        lines = [f"environment = \"{pick('prod', 'staging')}\"", f"region      = \"{region()}\""]
        labels = []
        pw = password()
        lines.append(f"db_password = \"{pw}\"")
        labels.append(pw)
        if R.random() < 0.5:
            var, tok = token(pick("cloudflare", "datadog", "github", "slack", "vault"))
            lines.append(f"{var.lower()} = \"{tok}\"")
            labels.append(tok)
        return Snip("\n".join(lines) + "\n", labels, pick("prod.tfvars", "terraform.tfvars", "secrets.auto.tfvars"),
                    "hcl", None)
    mode = pick("variable", "random", "datasource", "tfvars_ok")
    if mode == "variable":
        t = 'variable "db_password" {\n  type      = string\n  sensitive = true\n}\n'
        return Snip(t, [], "variables.tf", "hcl", None)
    if mode == "random":
        t = (f'resource "random_password" "db" {{\n  length  = {pick(24, 32)}\n  special = true\n}}\n\n'
             f'resource "aws_db_instance" "{app.replace("-", "_")}" {{\n  username = "app"\n'
             f'  password = random_password.db.result\n}}\n')
        return Snip(t, [], "main.tf", "hcl", None)
    if mode == "datasource":
        t = (f'data "aws_secretsmanager_secret_version" "db" {{\n  secret_id = "{vault_path(app).replace(chr(34), "")}"\n}}\n'
             f'\nlocals {{\n  db_password = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)["password"]\n}}\n')
        return Snip(t, [], "secrets.tf", "hcl", None)
    t = (f"environment          = \"staging\"\npassword_min_length  = {pick(12, 14, 16)}\n"
         f"token_ttl            = {pick(900, 3600)}\nkms_key_arn          = \"arn:aws:kms:{region()}:{account()}:key/{uuid()}\"\n")
    return Snip(t, [], "staging.tfvars", "hcl", None)


def tfstate(sec):
    app = app_name()
    serial = R.randint(3, 400)
    if sec:
        if R.random() < 0.5:
            pw = password()
            t = (f'{{\n  "mode": "managed",\n  "type": "random_password",\n  "name": "db",\n  "instances": [\n    {{\n'
                 f'      "attributes": {{\n        "id": "none",\n        "length": 24,\n        "result": "{pw}",\n'
                 f'        "special": true\n      }},\n      "sensitive_attributes": []\n    }}\n  ]\n}}')
            return Snip(t, [pw], "terraform.tfstate", "json",
                        pick("random_password keeps its result in state in clear.", None))
        pw = password()
        t = (f'"attributes": {{\n  "address": "{app}.{hexs(12)}.{region()}.rds.amazonaws.example",\n'
             f'  "arn": "arn:aws:rds:{region()}:{account()}:db:{app}",\n  "engine": "postgres",\n'
             f'  "password": "{pw}",\n  "port": 5432,\n  "username": "app"\n}}')
        return Snip(t, [pw], "terraform.tfstate", "json", None)
    mode = pick("managed", "secretmeta", "bucket")
    if mode == "managed":
        t = (f'"attributes": {{\n  "arn": "arn:aws:rds:{region()}:{account()}:db:{app}",\n'
             f'  "manage_master_user_password": true,\n  "master_user_secret": [\n    {{\n'
             f'      "kms_key_id": "arn:aws:kms:{region()}:{account()}:key/{uuid()}",\n'
             f'      "secret_arn": "arn:aws:secretsmanager:{region()}:{account()}:secret:rds!db-{uuid()}-{s(ALNUM, 6)}",\n'
             f'      "secret_status": "active"\n    }}\n  ],\n  "password": null,\n  "username": "app"\n}}')
        return Snip(t, [], "terraform.tfstate", "json", None)
    if mode == "secretmeta":
        t = (f'"attributes": {{\n  "arn": "arn:aws:secretsmanager:{region()}:{account()}:secret:{app}/db-{s(ALNUM, 6)}",\n'
             f'  "kms_key_id": "",\n  "name": "{app}/db",\n  "recovery_window_in_days": 30,\n'
             f'  "id": "arn:aws:secretsmanager:{region()}:{account()}:secret:{app}/db-{s(ALNUM, 6)}"\n}}')
        return Snip(t, [], "terraform.tfstate", "json", None)
    t = (f'{{\n  "version": 4,\n  "terraform_version": "1.{R.randint(5, 9)}.{R.randint(0, 5)}",\n  "serial": {serial},\n'
         f'  "lineage": "{uuid()}",\n  "outputs": {{\n    "bucket_etag": {{\n      "value": "{hexs(32)}",\n'
         f'      "type": "string"\n    }}\n  }}\n}}')
    return Snip(t, [], "terraform.tfstate", "json", pick("lineage is a UUID, the etag an MD5 of the object.", None))


# ------------------------------------------------------------------------------------------------------------ ansible
def ansible(sec):
    app = app_name()
    if sec:
        pw = password()
        if R.random() < 0.5:
            t = (f"ansible_user: deploy\nansible_become: true\nansible_become_password: {q(pw)}\n"
                 f"{app.split('-')[0]}_port: {R.randint(3000, 9000)}\n")
            return Snip(t, [pw], "group_vars/all.yml", "yaml", None)
        h = [f"web{i} ansible_host={ip()} ansible_user={pick('deploy', 'ubuntu', 'admin')} ansible_password={pw}"
             for i in range(1, R.randint(2, 4))]
        t = "[web]\n" + "\n".join(h) + "\n"
        return Snip(t, [pw], "inventory.ini", "ini", None)
    mode = pick("vault", "var", "lookup", "nolog")
    if mode == "vault":
        lines = "\n".join("          " + hexs(80) for _ in range(R.randint(4, 6)))
        t = f"ansible_become_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n{lines}\n"
        return Snip(t, [], "group_vars/prod.yml", "yaml",
                    pick("Encrypted with ansible-vault; the vault password is not in the repo.", None))
    if mode == "var":
        t = "ansible_become_password: \"{{ vault_become_password }}\"\ndb_password: \"{{ vault_db_password }}\"\n"
        return Snip(t, [], "group_vars/all.yml", "yaml", None)
    if mode == "lookup":
        t = ("ansible_become_password: \"{{ lookup('env', 'BECOME_PASS') }}\"\n"
             f"api_token: \"{{{{ lookup('community.hashi_vault.hashi_vault', 'secret=secret/data/{app}:token') }}}}\"\n")
        return Snip(t, [], "group_vars/all.yml", "yaml", None)
    t = (f"- name: Set the app password\n  community.postgresql.postgresql_user:\n    name: app\n"
         f"    password: \"{{{{ db_password }}}}\"\n  no_log: true\n")
    return Snip(t, [], "roles/db/tasks/main.yml", "yaml", None)


# --------------------------------------------------------------------------------------------------------------- java
def java_properties(sec):
    app = app_name()
    base = (f"spring.application.name={app}\n"
            f"spring.datasource.url=jdbc:postgresql://{host()}:5432/{app.split('-')[0]}\n"
            "spring.datasource.username=app\n")
    if sec:
        pw = password()
        t = base + f"spring.datasource.password={pw}\n"
        labels = [pw]
        if R.random() < 0.5:
            p2 = password()
            key = pick("spring.mail.password", "server.ssl.key-store-password", "app.smtp.password")
            t += f"{key}={p2}\n"
            labels.append(p2)
        return Snip(t, labels, "application.properties", "properties", None)
    mode = pick("env", "empty", "settings")
    if mode == "env":
        t = base + "spring.datasource.password=${DB_PASSWORD}\nserver.ssl.key-store-password=${KEYSTORE_PASSWORD:}\n"
        return Snip(t, [], "application.properties", "properties", None)
    if mode == "empty":
        t = "spring.datasource.url=jdbc:h2:mem:testdb\nspring.datasource.username=sa\nspring.datasource.password=\n"
        return Snip(t, [], "application-test.properties", "properties", None)
    t = (f"security.password.min-length={pick(10, 12, 14)}\njwt.expiration-ms={pick(900000, 3600000)}\n"
         f"jwt.issuer=https://auth.{word()}.example\nspring.security.oauth2.resourceserver.jwt.jwk-set-uri="
         f"https://auth.{word()}.example/.well-known/jwks.json\n")
    return Snip(t, [], "application.properties", "properties", None)


def spring_yaml(sec):
    app = app_name()
    if sec:
        pw = password()
        labels = [pw]
        t = (f"spring:\n  datasource:\n    url: jdbc:mysql://{host()}:3306/{app.split('-')[0]}\n    username: app\n"
             f"    password: {q(pw)}\n")
        if R.random() < 0.5:
            cs = s(ALNUM + "-_~.", 34)
            t += (f"  security:\n    oauth2:\n      client:\n        registration:\n          keycloak:\n"
                  f"            client-id: {app}\n            client-secret: {cs}\n")
            labels.append(cs)
        return Snip(t, labels, "application.yml", "yaml", None)
    mode = pick("env", "cipher", "vault")
    if mode == "env":
        t = f"spring:\n  datasource:\n    username: ${{DB_USER:app}}\n    password: ${{DB_PASSWORD}}\n"
        return Snip(t, [], "application.yml", "yaml", None)
    if mode == "cipher":
        t = f"spring:\n  datasource:\n    password: '{{cipher}}AQ{rand_b64(R.randint(90, 140)).rstrip('=')}'\n"
        return Snip(t, [], "config-repo application.yml", "yaml",
                    pick("Spring Cloud Config decrypts {cipher} values server-side.", None))
    t = (f"spring:\n  config:\n    import: vault://\n  cloud:\n    vault:\n      uri: https://vault.example:8200\n"
         f"      authentication: KUBERNETES\n      kv:\n        backend: secret\n        default-context: {app}\n")
    return Snip(t, [], "application.yml", "yaml", None)


# -------------------------------------------------------------------------------------------------------------- .NET
def dotnet(sec):
    app = app_name()
    srv = f"tcp:{word()}-sql.database.windows.example,1433"
    if sec:
        pw = password()
        mode = pick("json", "xml", "storage")
        if mode == "json":
            t = (f'{{\n  "ConnectionStrings": {{\n    "Default": "Server={srv};Database={app};User Id=app;'
                 f'Password={pw};Encrypt=True;"\n  }},\n  "Logging": {{ "LogLevel": {{ "Default": "Information" }} }}\n}}')
            return Snip(t, [pw], "appsettings.json", "json", None)
        if mode == "xml":
            t = (f'<connectionStrings>\n  <add name="Default" providerName="System.Data.SqlClient"\n'
                 f'       connectionString="Data Source={srv};Initial Catalog={app};User ID=app;Password={pw}" />\n'
                 f'</connectionStrings>')
            return Snip(t, [pw], "web.config", "xml", None)
        key = rand_b64(64)
        t = (f'{{\n  "Storage": {{\n    "ConnectionString": "DefaultEndpointsProtocol=https;AccountName={word()}{R.randint(10, 99)};'
             f'AccountKey={key};EndpointSuffix=core.windows.example"\n  }}\n}}')
        return Snip(t, [key], "appsettings.Production.json", "json", None)
    mode = pick("integrated", "msi", "usersecrets", "placeholder", "jwt")
    if mode == "integrated":
        t = (f'{{\n  "ConnectionStrings": {{\n    "Default": "Server=(localdb)\\\\MSSQLLocalDB;Database={app};'
             f'Trusted_Connection=True;MultipleActiveResultSets=true"\n  }}\n}}')
        return Snip(t, [], "appsettings.Development.json", "json", None)
    if mode == "msi":
        t = (f'{{\n  "ConnectionStrings": {{\n    "Default": "Server={srv};Database={app};'
             f'Authentication=Active Directory Managed Identity;Encrypt=True"\n  }}\n}}')
        return Snip(t, [], "appsettings.json", "json", pick("Managed identity, so no password at all.", None))
    if mode == "usersecrets":
        t = (f'<PropertyGroup>\n  <TargetFramework>net8.0</TargetFramework>\n  <UserSecretsId>{uuid()}</UserSecretsId>\n'
             f'</PropertyGroup>')
        return Snip(t, [], f"{app}.csproj", "xml", pick("UserSecretsId is just a folder id; the secrets live in the "
                                                       "user profile.", None))
    if mode == "placeholder":
        t = (f'<add name="Default" connectionString="Data Source={srv};Initial Catalog={app};User ID=app;'
             f'Password={placeholder()}" />')
        return Snip(t, [], "web.config (template)", "xml", None)
    t = (f'{{\n  "Jwt": {{\n    "Issuer": "https://{word()}.example",\n    "Audience": "{app}",\n'
         f'    "ExpiryMinutes": {pick(15, 30, 60)},\n    "SigningKeyName": "{app}-jwt"\n  }}\n}}')
    return Snip(t, [], "appsettings.json", "json", None)


# ---------------------------------------------------------------------------------------------------------------- php
def php_config(sec):
    app = app_name()
    if sec:
        if R.random() < 0.6:
            pw = password().replace("'", "")
            t = (f"'mysql' => [\n    'driver' => 'mysql',\n    'host' => '{host()}',\n    'database' => '{app.split('-')[0]}',\n"
                 f"    'username' => 'app',\n    'password' => '{pw}',\n    'charset' => 'utf8mb4',\n],")
            return Snip(t, [pw], "config/database.php", "php", None)
        var, tok = token(pick("stripe", "sendgrid", "slack", "openai"))
        t = f"'{var.split('_')[0].lower()}' => [\n    'secret' => '{tok}',\n    'timeout' => 30,\n],"
        return Snip(t, [tok], "config/services.php", "php", None)
    mode = pick("env", "default", "symfony", "hash")
    if mode == "env":
        t = ("'mysql' => [\n    'driver' => 'mysql',\n    'host' => env('DB_HOST', '127.0.0.1'),\n"
             "    'username' => env('DB_USERNAME', 'forge'),\n    'password' => env('DB_PASSWORD', ''),\n],")
        return Snip(t, [], "config/database.php", "php", None)
    if mode == "default":
        t = "'stripe' => [\n    'key' => env('STRIPE_KEY'),\n    'secret' => env('STRIPE_SECRET'),\n],"
        return Snip(t, [], "config/services.php", "php", None)
    if mode == "symfony":
        t = ("doctrine:\n    dbal:\n        url: '%env(resolve:DATABASE_URL)%'\nframework:\n    secret: '%env(APP_SECRET)%'\n")
        return Snip(t, [], "config/packages/doctrine.yaml", "yaml", None)
    t = (f"'passwords' => [\n    'users' => [\n        'provider' => 'users',\n        'expire' => {pick(60, 30)},\n"
         f"        'throttle' => 60,\n    ],\n],\n'password_timeout' => 10800,")
    return Snip(t, [], "config/auth.php", "php", None)


# ------------------------------------------------------------------------------------------------------------- django
def django(sec):
    app = app_name()
    if sec:
        mode = pick("key", "db", "email")
        if mode == "key":
            key = pick("django-insecure-", "") + s(LOWER_ALNUM + "!@#%^&*(-_=+)", 50)
            t = f"SECRET_KEY = '{key}'\n\nDEBUG = False\nALLOWED_HOSTS = ['{app}.example']\n"
            return Snip(t, [key], "settings.py", "python", None)
        if mode == "db":
            pw = password()
            t = (f"DATABASES = {{\n    'default': {{\n        'ENGINE': 'django.db.backends.postgresql',\n"
                 f"        'NAME': '{app.split('-')[0]}',\n        'USER': 'app',\n        'PASSWORD': '{pw}',\n"
                 f"        'HOST': '{host()}',\n    }}\n}}\n")
            return Snip(t, [pw], "settings.py", "python", None)
        pw = password()
        t = (f"EMAIL_HOST = 'smtp.{word()}.example'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = 'noreply@{word()}.example'\n"
             f"EMAIL_HOST_PASSWORD = '{pw}'\nEMAIL_USE_TLS = True\n")
        return Snip(t, [pw], "settings/prod.py", "python", None)
    mode = pick("env", "hashers", "validators", "environ")
    if mode == "env":
        t = "SECRET_KEY = os.environ[\"DJANGO_SECRET_KEY\"]\nDEBUG = os.environ.get(\"DJANGO_DEBUG\") == \"1\"\n"
        return Snip(t, [], "settings.py", "python", None)
    if mode == "hashers":
        t = ('PASSWORD_HASHERS = [\n    "django.contrib.auth.hashers.Argon2PasswordHasher",\n'
             '    "django.contrib.auth.hashers.PBKDF2PasswordHasher",\n]\nPASSWORD_RESET_TIMEOUT = 259200\n')
        return Snip(t, [], "settings.py", "python", None)
    if mode == "validators":
        t = ('AUTH_PASSWORD_VALIDATORS = [\n    {\n        "NAME": "django.contrib.auth.password_validation.'
             f'MinimumLengthValidator",\n        "OPTIONS": {{"min_length": {pick(10, 12, 14)}}},\n    }},\n]\n'
             'SESSION_COOKIE_SECURE = True\nCSRF_COOKIE_SECURE = True\n')
        return Snip(t, [], "settings.py", "python", None)
    t = ("env = environ.Env()\nDATABASES = {\"default\": env.db(\"DATABASE_URL\")}\n"
         "SECRET_KEY = env(\"SECRET_KEY\")\n")
    return Snip(t, [], "settings.py", "python", None)


# -------------------------------------------------------------------------------------------------------------- rails
def rails_credentials(sec):
    app = app_name()
    if sec:
        skb = hexs(128)
        labels = [skb]
        t = f"$ bin/rails credentials:show\nsecret_key_base: {skb}\n"
        if R.random() < 0.6:
            sak = s(ALNUM + "+/", 40)
            t += f"aws:\n  access_key_id: {aws_key_id()}\n  secret_access_key: {sak}\n"
            labels.append(sak)
        return Snip(t, labels, "decrypted credentials", "yaml", None)
    mode = pick("enc", "dig", "erb", "filter")
    if mode == "enc":
        t = f"{rand_b64(R.randint(180, 260))}--{rand_b64(12)}--{rand_b64(16)}"
        return Snip(t, [], "config/credentials.yml.enc", "", pick("Ciphertext; master.key stays out of git.", None))
    if mode == "dig":
        t = ("Aws::S3::Client.new(\n  access_key_id: Rails.application.credentials.dig(:aws, :access_key_id),\n"
             "  secret_access_key: Rails.application.credentials.dig(:aws, :secret_access_key)\n)")
        return Snip(t, [], "config/initializers/aws.rb", "ruby", None)
    if mode == "erb":
        t = (f"production:\n  adapter: postgresql\n  database: {app.split('-')[0]}_production\n  username: app\n"
             f"  password: <%= ENV[\"{app.split('-')[0].upper()}_DATABASE_PASSWORD\"] %>\n")
        return Snip(t, [], "config/database.yml", "yaml", None)
    t = "Rails.application.config.filter_parameters += [\n  :passw, :secret, :token, :_key, :crypt, :salt, :certificate, :otp, :ssn\n]"
    return Snip(t, [], "config/initializers/filter_parameter_logging.rb", "ruby", None)


# ---------------------------------------------------------------------------------------------------- package config
def pkg_ini(sec):
    reg = pick("pkgs.example", "nexus.corp.example", "artifacts.example")
    if sec:
        mode = pick("pip", "pypirc", "npmrc", "gradle")
        if mode == "pip":
            pw = password(url_safe=True)
            t = f"[global]\nindex-url = https://{person().lower()}:{pw}@{reg}/simple/\ntimeout = 30\n"
            return Snip(t, [pw], "pip.conf", "ini", pick("The password sits in the URL's userinfo.", None))
        if mode == "pypirc":
            _, tok = token("pypi")
            t = f"[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = {tok}\n"
            return Snip(t, [tok], ".pypirc", "ini", None)
        if mode == "npmrc":
            _, tok = token("npm")
            t = f"@{word()}:registry=https://{reg}/npm/\n//{reg}/npm/:_authToken={tok}\nalways-auth=true\n"
            return Snip(t, [tok], ".npmrc", "ini", None)
        pw = password()
        t = (f"org.gradle.jvmargs=-Xmx2g\nmavenUser={person().lower()}\nmavenPassword={pw}\n"
             f"signing.keyId={hexs(8).upper()}\n")
        return Snip(t, [pw], "gradle.properties", "properties", None)
    mode = pick("npmref", "pypirc_ph", "keyring", "gradle_env", "pipnoauth")
    if mode == "npmref":
        t = f"@{word()}:registry=https://{reg}/npm/\n//{reg}/npm/:_authToken=${{NPM_TOKEN}}\n"
        return Snip(t, [], ".npmrc", "ini", None)
    if mode == "pypirc_ph":
        t = f"[pypi]\nusername = __token__\npassword = {pick('<your-pypi-token>', 'pypi-XXXXXXXXXXXXXXXX', placeholder('token'))}\n"
        return Snip(t, [], ".pypirc template", "ini", None)
    if mode == "keyring":
        t = f"[global]\nindex-url = https://{person().lower()}@{reg}/simple/\nkeyring-provider = subprocess\n"
        return Snip(t, [], "pip.conf", "ini", pick("keyring supplies the password; the URL only has the user.", None))
    if mode == "gradle_env":
        t = ("repositories {\n    maven {\n        url = uri(\"https://%s/maven\")\n        credentials {\n"
             "            username = providers.gradleProperty(\"mavenUser\").get()\n"
             "            password = System.getenv(\"MAVEN_PASSWORD\")\n        }\n    }\n}") % reg
        return Snip(t, [], "build.gradle.kts", "kotlin", None)
    t = f"org.gradle.jvmargs=-Xmx{pick(2, 4)}g\nsigning.keyId={hexs(8).upper()}\nsigning.secretKeyRingFile=/home/{person().lower()}/.gnupg/secring.gpg\n"
    return Snip(t, [], "gradle.properties", "properties", None)


# ---------------------------------------------------------------------------------------------------- nginx / haproxy
def web_auth(sec):
    app = app_name()
    if sec:
        mode = pick("nginx", "stats", "userlist")
        if mode == "nginx":
            cred = b64(f"{pick('svc', 'proxy', 'metrics', 'bot')}:{password()}")
            t = (f"location /upstream/ {{\n    proxy_pass http://{host('api')}:8080/;\n"
                 f"    proxy_set_header Authorization \"Basic {cred}\";\n}}")
            return Snip(t, [cred], "nginx site config", "nginx", None)
        pw = password()
        if mode == "stats":
            t = f"listen stats\n    bind :8404\n    stats enable\n    stats uri /stats\n    stats auth admin:{pw}\n"
            return Snip(t, [pw], "haproxy.cfg", "", None)
        t = f"userlist {app}_users\n    user {person().lower()} insecure-password {pw}\n"
        return Snip(t, [pw], "haproxy.cfg", "", None)
    mode = pick("userfile", "hashed", "tls", "authreq")
    if mode == "userfile":
        t = f"location /admin/ {{\n    auth_basic \"{app} admin\";\n    auth_basic_user_file /etc/nginx/.htpasswd;\n}}"
        return Snip(t, [], "nginx site config", "nginx", None)
    if mode == "hashed":
        h = "$6$" + s(ALNUM + "./", 16) + "$" + s(ALNUM + "./", 86)
        t = f"userlist {app}_users\n    user {person().lower()} password {h}\n"
        return Snip(t, [], "haproxy.cfg", "", pick("A SHA-512 crypt hash, the form the manual recommends.", None))
    if mode == "tls":
        t = (f"ssl_certificate     /etc/ssl/{app}.crt;\nssl_certificate_key /etc/ssl/private/{app}.key;\n"
             f"ssl_session_tickets off;\nadd_header Strict-Transport-Security \"max-age=63072000\" always;\n")
        return Snip(t, [], "nginx site config", "nginx", None)
    t = (f"location = /auth {{\n    internal;\n    proxy_pass http://{host('auth')}:9091/verify;\n"
         f"    proxy_set_header Authorization $http_authorization;\n    proxy_pass_request_body off;\n}}")
    return Snip(t, [], "nginx site config", "nginx", None)


# ------------------------------------------------------------------------------------------------------- JDBC / ODBC
def jdbc_odbc(sec):
    app = app_name()
    db = app.split("-")[0]
    if sec:
        pw = password(url_safe=True)
        mode = pick("pgquery", "mysqlinfo", "sqlserver", "odbc", "oracle")
        if mode == "pgquery":
            t = f"jdbc:postgresql://{host()}:5432/{db}?user=app&password={pw}&sslmode=require"
        elif mode == "mysqlinfo":
            t = f"jdbc:mysql://app:{pw}@{host()}:3306/{db}?useSSL=true"
        elif mode == "sqlserver":
            t = f"jdbc:sqlserver://{host()}:1433;databaseName={db};user=app;password={pw};encrypt=true"
        elif mode == "odbc":
            t = f"Driver={{ODBC Driver 18 for SQL Server}};Server={host()},1433;Database={db};Uid=app;Pwd={pw};Encrypt=yes;"
        else:
            t = f"jdbc:oracle:thin:app/{pw}@//{host()}:1521/{db.upper()}PDB"
        return Snip(t, [pw], pick("JDBC URL", "connection string", "datasource URL"), "", None)
    mode = pick("nopw", "msi", "envpw", "masked", "iam")
    if mode == "nopw":
        t = f"jdbc:postgresql://{host()}:5432/{db}?user=app&sslmode=verify-full"
    elif mode == "msi":
        t = f"jdbc:sqlserver://{host()}:1433;databaseName={db};authentication=ActiveDirectoryMSI;encrypt=true"
    elif mode == "envpw":
        t = f"jdbc:mysql://{host()}:3306/{db}?user=app&password=${{DB_PASS}}"
    elif mode == "masked":
        t = f"Driver={{ODBC Driver 18 for SQL Server}};Server={host()},1433;Database={db};Uid=app;Pwd=********;"
    else:
        t = f"jdbc:aws-wrapper:postgresql://{host()}:5432/{db}?wrapperPlugins=iam&user=app"
    return Snip(t, [], pick("JDBC URL", "connection string", "datasource URL"), "", None)


# ------------------------------------------------------------------------------------------------------------ systemd
def systemd(sec):
    app = app_name()
    head = f"[Service]\nUser={app.split('-')[0]}\nExecStart=/usr/local/bin/{app} --config /etc/{app}/config.toml\n"
    if sec:
        if R.random() < 0.5:
            var, tok = token()
            line = f"Environment={var}={tok}" if R.random() < 0.5 else f"Environment=\"{var}={tok}\""
            return Snip(head + line + "\n", [tok], f"{app}.service", "ini", None)
        pw = password(url_safe=True)
        return Snip(head + f"Environment=\"DATABASE_URL=postgres://app:{pw}@{host()}/{app.split('-')[0]}\"\n", [pw],
                    f"{app}.service", "ini", None)
    mode = pick("envfile", "loadcred", "encrypted", "ttl")
    if mode == "envfile":
        t = head + f"EnvironmentFile=/etc/{app}/env\n"
    elif mode == "loadcred":
        t = head + f"LoadCredential=db-password:/etc/credstore/{app}.db\nEnvironment=DB_PASSWORD_FILE=%d/db-password\n"
    elif mode == "encrypted":
        t = head + f"SetCredentialEncrypted=api-token: \\\n        {rand_b64(48)} \\\n        {rand_b64(72)}\n"
    else:
        t = head + f"Environment=TOKEN_TTL={pick(3600, 900)} SECRET_ROTATION_DAYS={pick(30, 90)}\n"
    return Snip(t, [], f"{app}.service", "ini", None)


# ------------------------------------------------------------------------------------------------------------ crontab
def crontab(sec):
    app = app_name()
    m = f"{pick('*/5', '*/15', '0', '30', '17')} {pick('*', '2', '3', '*/6')} * * {pick('*', '1-5', '0')}"
    if sec:
        mode = pick("urltoken", "mysqldump", "header")
        if mode == "urltoken":
            tok = pick(hexs(32), s(ALNUM, 40), token()[1])
            t = f"{m} curl -fsS \"https://{word()}.example/hooks/{app}?token={tok}\" >/dev/null 2>&1"
            return Snip(t, [tok], "crontab", "", None)
        if mode == "mysqldump":
            pw = password(url_safe=True)
            t = f"{m} mysqldump -u backup -p'{pw}' {app.split('-')[0]} | gzip > /var/backups/{app}.sql.gz"
            return Snip(t, [pw], "crontab", "", None)
        _, tok = token(pick("github", "slack", "jwt", "vault"))
        t = f"{m} curl -s -H \"Authorization: Bearer {tok}\" https://{word()}.example/api/sync"
        return Snip(t, [tok], "crontab", "", None)
    mode = pick("defaults", "catfile", "netrc", "plain")
    if mode == "defaults":
        t = f"{m} mysqldump --defaults-extra-file=/etc/mysql/backup.cnf {app.split('-')[0]} | gzip > /var/backups/{app}.sql.gz"
    elif mode == "catfile":
        t = f"{m} curl -s -H \"Authorization: Bearer $(cat /etc/{app}/token)\" https://{word()}.example/api/sync"
    elif mode == "netrc":
        t = f"{m} curl -fsS --netrc-file /home/backup/.netrc https://{word()}.example/export.csv -o /srv/{app}/export.csv"
    else:
        t = f"{m} /usr/local/bin/{app} rotate-tokens --older-than {pick('30d', '90d')} >> /var/log/{app}.log 2>&1"
    return Snip(t, [], "crontab", "", None)


# ------------------------------------------------------------------------------------------------------------ jupyter
def jupyter(sec):
    n = R.randint(2, 40)
    if sec:
        var, tok = token(pick("openai", "hf", "github", "jwt", "aws", "stripe"))
        mode = pick("out", "print", "json")
        if mode == "out":
            t = f"In [{n}]: os.environ[\"{var}\"]\nOut[{n}]: '{tok}'"
        elif mode == "print":
            t = f"In [{n}]: print(client.api_key)\n{tok}"
        else:
            t = (f'"outputs": [\n  {{\n   "name": "stdout",\n   "output_type": "stream",\n'
                 f'   "text": [\n    "using key {tok}\\n"\n   ]\n  }}\n ],')
        return Snip(t, [tok], "notebook output", "", pick("The output cell keeps it even after the env var is gone.", None))
    var, tok = token(pick("openai", "hf", "github", "stripe"))
    mode = pick("bool", "len", "getpass", "prefix")
    if mode == "bool":
        t = f"In [{n}]: \"{var}\" in os.environ\nOut[{n}]: True"
    elif mode == "len":
        t = f"In [{n}]: len(os.environ[\"{var}\"])\nOut[{n}]: {len(tok)}"
    elif mode == "getpass":
        t = f"In [{n}]: token = getpass.getpass(\"{var}: \")\n{var}: ········"
    else:
        t = f"In [{n}]: os.environ[\"{var}\"][:4] + \"…\"\nOut[{n}]: '{tok[:4]}…'"
    return Snip(t, [], "notebook output", "", None)


# ---------------------------------------------------------------------------------------------------------------- SQL
def sql_user(sec):
    app = app_name().split("-")[0]
    if sec:
        pw = password().replace("'", "")
        mode = pick("pg", "pgalter", "mysql", "mssql")
        if mode == "pg":
            t = f"CREATE USER {app}_app WITH LOGIN PASSWORD '{pw}';\nGRANT CONNECT ON DATABASE {app} TO {app}_app;"
        elif mode == "pgalter":
            t = f"ALTER ROLE {app}_ro WITH PASSWORD '{pw}' VALID UNTIL '2027-01-01';"
        elif mode == "mysql":
            t = f"CREATE USER '{app}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT, INSERT, UPDATE ON {app}.* TO '{app}'@'%';"
        else:
            t = f"CREATE LOGIN {app}_svc WITH PASSWORD = '{pw}', CHECK_POLICY = ON;"
        return Snip(t, [pw], pick("migration", "init.sql", "bootstrap SQL"), "sql", None)
    mode = pick("psqlvar", "nologin", "socket", "setting", "valid")
    if mode == "psqlvar":
        t = f"CREATE USER {app}_app WITH LOGIN PASSWORD :'app_password';"
    elif mode == "nologin":
        t = f"CREATE ROLE {app}_readonly NOLOGIN;\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO {app}_readonly;"
    elif mode == "socket":
        t = f"CREATE USER '{app}'@'localhost' IDENTIFIED WITH auth_socket;"
    elif mode == "setting":
        t = "ALTER SYSTEM SET password_encryption = 'scram-sha-256';\nSELECT pg_reload_conf();"
    else:
        t = f"ALTER ROLE {app}_app VALID UNTIL 'infinity';\n\\password {app}_app"
    return Snip(t, [], pick("migration", "init.sql", "bootstrap SQL"), "sql", None)


FAMILIES = [
    ("k8s_secret", k8s_secret), ("helm_values", helm_values), ("compose", compose), ("gha", gha),
    ("gitlab_ci", gitlab_ci), ("tfvars", tfvars), ("tfstate", tfstate), ("ansible", ansible),
    ("java_properties", java_properties), ("spring_yaml", spring_yaml), ("dotnet", dotnet),
    ("php_config", php_config), ("django", django), ("rails_credentials", rails_credentials), ("pkg_ini", pkg_ini),
    ("web_auth", web_auth), ("jdbc_odbc", jdbc_odbc), ("systemd", systemd), ("crontab", crontab),
    ("jupyter", jupyter), ("sql_user", sql_user),
]
# the value is base64, inside a URL or connection string, or the only context is a key with no secret-like name
HARD_FAMILIES = {"k8s_secret", "tfstate", "jdbc_odbc", "web_auth", "crontab", "pkg_ini"}
