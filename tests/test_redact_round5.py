"""Issue 27, fifth round: classes of credential and of non-secret closed by principle
after the fourth set (now development data).

Every value here is invented for the test (assembled at run time, so this file holds no
string a secret scanner would take for a real key); none is a row of any labelled set.
Each case failed before the rule it names.
"""

from __future__ import annotations

import random
import string
import time

import pytest

from retain.redact import redact

_ALNUM = string.ascii_letters + string.digits


def fake(n: int, seed: int = 0, alphabet: str = _ALNUM) -> str:
    """n characters of `alphabet`: upper case first, digits inside and last."""
    rng = random.Random(f"r5-{n}-{seed}-{alphabet}")
    body = "".join(rng.choice(alphabet) for _ in range(n - 5))
    return "Wz" + body[: n // 2] + "8q" + body[n // 2 :] + "3"


def hexs(n: int, seed: int = 0) -> str:
    return "".join(random.Random(f"hex-{n}-{seed}").choices("0123456789abcdef", k=n))


def _assert_redacted(text: str, secret: str) -> None:
    out, count = redact(text)
    assert secret not in out, out
    assert count >= 1
    assert redact(out) == (out, 0)  # idempotent


def _assert_kept(text: str) -> None:
    assert redact(text) == (text, 0)


# --- keys their vendor documents as public --------------------------------------------

PUBLIC_CLIENT_KEYS = [
    "posthog.init('phc_" + fake(43, seed=1) + "', { api_host: 'https://us.i.posthog.com' })",
    "NEXT_POSTHOG_KEY=phc_" + fake(43, seed=2),
    "DD_CLIENT_TOKEN=pub" + hexs(32, seed=3),
    "datadogRum.init({ clientToken: 'pub" + hexs(32, seed=4) + "', site: 'datadoghq.eu' })",
]


@pytest.mark.parametrize("text", PUBLIC_CLIENT_KEYS)
def test_a_documented_public_client_key_is_kept(text):
    _assert_kept(text)


def test_a_secret_key_beside_a_public_one_still_goes():
    value = fake(40, seed=5)
    _assert_redacted(f"POSTHOG_PERSONAL_API_KEY={value}", value)


# --- masked output, ciphertext meant for git --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        '  ~ resource "azurerm_mssql_server" "x" {\n      ~ password = (sensitive value)\n    }',
        "      ~ token    = (sensitive value)",
    ],
)
def test_a_terraform_plan_mask_is_kept(text):
    _assert_kept(text)


SEALED = fake(120, seed=6, alphabet=_ALNUM + "+/")


@pytest.mark.parametrize(
    "text",
    [
        "kind: SealedSecret\nspec:\n  encryptedData:\n    api_token: Ag" + SEALED + "\n"
        "    db_password: Ag" + SEALED[::-1],
        "> spec:\n>   encryptedData:\n>     password: Ag" + SEALED,
        '{"kind": "SealedSecret", "spec": {"encryptedData": {"password": "Ag' + SEALED + '"}}}',
    ],
)
def test_sealed_secret_ciphertext_is_kept(text):
    _assert_kept(text)


def test_a_plain_kubernetes_secret_beside_the_word_still_goes():
    value = fake(24, seed=7)
    text = f"# was an encryptedData block before\nkind: Secret\nstringData:\n  password: {value}"
    _assert_redacted(text, value)


# --- names that are not secrets ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "git config --global user.signingkey=4F2A9C7B11D03E85",
        "[user]\n\tname = Ada\n\tuser.signingkey = 7C1E04B9A2D3F588",
    ],
)
def test_git_signing_key_id_is_kept(text):
    _assert_kept(text)


def test_an_application_signing_key_still_goes():
    value = fake(32, seed=8)
    _assert_redacted(f"JWT_SIGNING_KEY={value}", value)


@pytest.mark.parametrize(
    "text",
    [
        "billing.errors.ExpiredToken: 40417",
        "payments.errors.InvalidApiKey: 5521",
    ],
)
def test_an_exception_and_its_message_are_kept(text):
    _assert_kept(text)


def test_a_dotted_config_key_still_goes():
    value = "Zq" + fake(12, seed=9)
    _assert_redacted(f"app.datasource.password: {value}", value)


# --- a file a command reads the secret from --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "kubectl create secret generic api --from-file=token=./api-token.txt",
        "head -c 32 /dev/urandom | kubectl create secret generic mac --from-file=key=/dev/stdin",
        "LoadCredential=smtp-pass:/etc/credstore/smtp-relay",
        "the token expired for jti="
        + hexs(8, 1)
        + "-"
        + hexs(4, 2)
        + "-4"
        + hexs(3, 3)
        + "-a"
        + hexs(3, 4)
        + "-"
        + hexs(12, 5)
        + " sub=4410, so I re-logged",
    ],
)
def test_a_file_or_an_id_after_a_glued_name_is_kept(text):
    _assert_kept(text)


def test_a_literal_given_to_the_same_command_still_goes():
    value = fake(22, seed=10)
    _assert_redacted(f"kubectl create secret generic api --from-literal=token={value}", value)


# --- SQL: a password literal in any statement that sets one ------------------------------

PW = "Tq" + fake(14, seed=20) + "-x"
PW2 = fake(18, seed=21)

SQL_SECRETS = [
    # MySQL / MariaDB
    f"CREATE USER 'svc'@'10.0.%' IDENTIFIED BY '{PW}';",
    f"ALTER USER 'svc'@'%' IDENTIFIED WITH caching_sha2_password BY '{PW}';",
    f"GRANT SELECT ON shop.* TO 'ro'@'%' IDENTIFIED BY '{PW}';",
    f"SET PASSWORD FOR 'ro'@'%' = PASSWORD('{PW}');",
    f"SET PASSWORD = '{PW}';",
    # Oracle, bare and double-quoted, and a database link
    f"CREATE USER scott2 IDENTIFIED BY {PW} DEFAULT TABLESPACE users;",
    f'ALTER USER scott2 IDENTIFIED BY "{PW}" ACCOUNT UNLOCK;',
    f"CREATE DATABASE LINK hr_link CONNECT TO hr IDENTIFIED BY {PW} USING 'hrdb';",
    # ClickHouse
    f"CREATE USER loader IDENTIFIED WITH sha256_password BY '{PW}';",
    # PostgreSQL, Cassandra, Neo4j, Snowflake
    f"CREATE ROLE reporter WITH LOGIN ENCRYPTED PASSWORD '{PW}' VALID UNTIL '2030-01-01';",
    f"ALTER ROLE reporter PASSWORD '{PW}';",
    f"CREATE ROLE etl WITH PASSWORD = '{PW}' AND LOGIN = true;",
    f"ALTER USER neo SET PASSWORD '{PW}' CHANGE NOT REQUIRED",
    f"create user loader password = '{PW}' default_role = loader_role;",
    # SQL Server: a Unicode literal, a master key, a system procedure
    f"CREATE LOGIN [svc_report] WITH PASSWORD = N'{PW}', CHECK_POLICY = OFF;",
    f"CREATE MASTER KEY ENCRYPTION BY PASSWORD = '{PW}';",
    f"EXEC sp_addlinkedsrvlogin 'ARCHIVE', 'false', NULL, 'reader', '{PW}';",
    f"EXEC sp_addlogin 'reader', '{PW}';",
    # a foreign server's user mapping
    f"CREATE USER MAPPING FOR app SERVER remote_pg OPTIONS (user 'app', password '{PW}');",
    # a row inserted with a literal under a column named for a secret
    f"INSERT INTO service_accounts (name, api_token) VALUES ('billing', '{PW}');",
    f"INSERT INTO license_keys (product, key) VALUES ('pro', '{PW}');",
]


@pytest.mark.parametrize("text", SQL_SECRETS)
def test_a_password_in_a_sql_statement_that_sets_one_goes(text):
    _assert_redacted(text, PW)


def test_both_passwords_of_alter_login_go():
    text = f"ALTER LOGIN app WITH PASSWORD = N'{PW}' OLD_PASSWORD = N'{PW2}';"
    out, _ = redact(text)
    assert PW not in out and PW2 not in out, out


SQL_KEPT = [
    "CREATE USER app IDENTIFIED BY :app_password;",
    "ALTER ROLE app WITH PASSWORD NULL;",
    "CREATE USER ops IDENTIFIED EXTERNALLY;",
    "CREATE USER web IDENTIFIED BY '${WEB_DB_PASSWORD}';",
    "CREATE ROLE app LOGIN PASSWORD '********';",
    "ALTER ROLE app PASSWORD %s",
    "INSERT INTO users (email, password_hash) VALUES ('ada@example.com', 'pbkdf2:x')",
    "INSERT INTO settings (name, value) VALUES ('theme', 'dark')",
    "the password policy: CREATE USER needs IDENTIFIED BY and a strong value",
]


@pytest.mark.parametrize("text", SQL_KEPT)
def test_sql_that_sets_no_literal_password_is_kept(text):
    _assert_kept(text)


# --- code: what the program does with a literal ----------------------------------------

KEY40 = fake(40, seed=30)
HEX32 = hexs(32, seed=31)
LOGIN_PW = "Lm" + fake(16, seed=32)
# Lower case, digits and joints: no shape of a generated token, so only the family's own
# rule can find it.
LOW = "zq81.mm4lx-" + "0pq2tv"
HEX40 = hexs(40, seed=33)

CODE_SECRETS = [
    # the fallback of a secret's lookup
    (f'const key = process.env.MAILER_API_KEY ?? "{HEX32}";', HEX32),
    (f'api_key = ENV["SEARCH_API_KEY"] || "{HEX32}"', HEX32),
    (f'token = os.environ.get("REGISTRY_TOKEN") or "{LOW}"', LOW),
    (f'$secret = getenv("WEBHOOK_SECRET") ?: "{HEX40}";', HEX40),
    # a literal typed into a password field by a UI test
    (f"cy.get('input[name=password]').type('{LOGIN_PW}')", LOGIN_PW),
    (f"await page.fill('#login-password', '{LOW}');", LOW),
    (f'driver.find_element(By.NAME, "passwd").send_keys("{LOW}")', LOW),
    # a namespaced constructor, a user read from a lookup
    (f"c = Aws::Credentials.new(ENV['KEY_ID'], '{KEY40}')", KEY40),
    # a database handle opened with a DSN variable, a user and a password
    (f"my $dbh = DBI->connect($dsn, 'report', '{LOGIN_PW}', {{ AutoCommit => 0 }});", LOGIN_PW),
    # code quoted inside a JSON string (a notebook cell)
    ('  "os.environ[\\"MODEL_HUB_TOKEN\\"] = \\"' + HEX40 + '\\"\\n",', HEX40),
]


@pytest.mark.parametrize(("text", "secret"), CODE_SECRETS)
def test_a_literal_the_code_uses_as_a_credential_goes(text, secret):
    _assert_redacted(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        'const port = process.env.PORT || "8080";',
        'const prefix = process.env.CACHE_KEY ?? "users-v2";',
        "const kind = opts.token_type || 'bearer';",
        "cy.get('#username').type('maintainer_2')",
        "cy.get('#password').type(Cypress.env('E2E_PASSWORD'))",
    ],
)
def test_code_without_a_literal_credential_is_kept(text):
    _assert_kept(text)


# --- what a shell or a tool prints -------------------------------------------------------

OUTPUT_SECRETS = [
    (f"$ echo $QUEUE_API_KEY\n{HEX32}\n$ make deploy", HEX32),
    (f"$ printenv PUBLISH_TOKEN\n{KEY40}", KEY40),
    (
        f"ExecStart=/usr/bin/restic -r /srv/repo backup --password-command 'echo {LOW}'",
        LOW,
    ),
    (f'export BORG_PASSCOMMAND="echo {LOGIN_PW}"', LOGIN_PW),
    (f'      ~ admin_password = "{hexs(6, 2)}" -> "{LOW}"', LOW),
    (f"error: Access denied (dsn svc:{LOGIN_PW}@tcp(db-3.lan:3306)/shop)", LOGIN_PW),
]


@pytest.mark.parametrize(("text", "secret"), OUTPUT_SECRETS)
def test_a_secret_a_shell_or_a_tool_prints_goes(text, secret):
    _assert_redacted(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "$ echo $HOME\n/home/ada",
        '  ~ instance_type = "t3.small" -> "t3.large"',
        'db, err := sql.Open("mysql", "root@tcp(127.0.0.1:3306)/test")',
        "go run . -dsn 'app:${DB_PASSWORD}@tcp(db:3306)/app'",
    ],
)
def test_ordinary_output_is_kept(text):
    _assert_kept(text)


# --- vendor pairs and prefixes, qualifiers, commands, files ----------------------------

UUID = "-".join((hexs(8, 40), hexs(4, 41), "4" + hexs(3, 42), "8" + hexs(3, 43), hexs(12, 44)))

MORE_SECRETS = [
    # a Twilio auth token beside its account SID
    (f"client = Client('AC{hexs(32, 45)}', '{HEX32}')", HEX32),
    (f"TWILIO_ACCOUNT_SID=AC{hexs(32, 46)}\nTWILIO_SECRET_VALUE={HEX32}", HEX32),
    # a LaunchDarkly server-side SDK key
    (f"docker run -e FLAGS_KEY=sdk-{UUID} app:1.2", f"sdk-{UUID}"),
    # a key named for the publishing it allows
    (f"NUGET_PUBLISH_KEY={KEY40}", KEY40),
    # a UUID API token given to a CLI's auth verb
    (f"snyk auth {UUID}", UUID),
    # net use: the password after the user
    (f"net use Y: \\\\files\\team /user:ACME\\builder {LOGIN_PW}", LOGIN_PW),
    # a property list's key and value element
    (f"<key>BackupPassword</key>\n<string>{LOGIN_PW}</string>", LOGIN_PW),
    # a .properties value that opens with a comma runs to the end of the line
    ("mail.smtp.password=,;" + LOGIN_PW, ",;" + LOGIN_PW),
    # a generated key handed over in an instruction
    (f"Use {KEY40} as the mailgun key when you run the smoke tests.", KEY40),
]


@pytest.mark.parametrize(("text", "secret"), MORE_SECRETS)
def test_more_credentials_by_family_go(text, secret):
    _assert_redacted(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "the client-side id is " + hexs(24, 47) + " (LaunchDarkly)",
        f"az login --tenant {UUID}",
        f"failed auth {UUID} in the gateway logs",
        "net use Y: \\\\files\\team /user:ACME\\builder /persistent:yes",
        "<key>CFBundleShortVersionString</key>\n<string>2.14.0</string>",
        "FIELD_SEPARATOR=,",
        "Use user_id as the partition key for the events table.",
        "regex for the api key prefix: ^ak_[a-z0-9]{8}_ (used by the scrubber)",
        "No keys in appsettings*.json; use `dotnet user-secrets set <key> <value>` locally.",
    ],
)
def test_their_look_alikes_are_kept(text):
    _assert_kept(text)


# --- prose: a generated value with joints, names in more languages ---------------------

# Random runs joined by a dot or a hyphen; JOINED has no digit at all.
JOINED = "vQ" + "hTmZkWp" + "RxbN" + ".tYeL"
HYPHENED = "KqMRtzW" + "uPe5Hx" + "-dV3nR"
SYMBOLS_PW = "Cedar" + "41*Lp" + "Xo"

PROSE_SECRETS = [
    (f"Klucz API do środowiska testowego: {JOINED}.", JOINED),
    (f"Токен доступу до реєстру: {JOINED}, видав Олег.", JOINED),
    (f"API-nyckeln för staging är {HYPHENED}.", HYPHENED),
    (f"Tuotannon API-avain on {JOINED}.", JOINED),
    (f"Il token del webhook è {SYMBOLS_PW}, scade a marzo.", SYMBOLS_PW),
    (f"A senha do painel ficou {SYMBOLS_PW}, me avisa se mudar.", SYMBOLS_PW),
    ("Ключ от стенда — " + "_Qm,*r~T8vLp2" + ", не передавать.", "_Qm,*r~T8vLp2"),
    (
        f"بيانات الدخول: المستخدم root وكلمة المرور {'amber-falcon-lotus-' + '42'}",
        "amber-falcon-lotus-42",
    ),
    (f"مفتاح الواجهة البرمجية لخادم التجارب: {SYMBOLS_PW}", SYMBOLS_PW),
    ("postgres=# \\password app_rw\n-- set to " + JOINED + " until Friday", JOINED),
]


@pytest.mark.parametrize(("text", "secret"), PROSE_SECRETS)
def test_a_credential_told_in_prose_goes(text, secret):
    _assert_redacted(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "The token parser lives in getUserV2.Data3x and was renamed to ProtoBuf3.MessageV2.",
        "Il token API è scaduto, chiedi a Marco.",
        "API-avain on vanhentunut, pyydä uusi.",
        "The api key rotation is tracked in OAuthClientSecretProvider.",
        "$ passwd deploy\n# changed to the usual one from the vault",
        "ключ от стенда — у Павла, спроси его",
    ],
)
def test_prose_about_a_credential_is_kept(text):
    _assert_kept(text)


# --- guards: ciphertext and masks that every round must keep ---------------------------

_HEX = hexs(64, seed=50)
_B64 = fake(60, seed=51, alphabet=_ALNUM + "+/")


@pytest.mark.parametrize(
    "text",
    [
        f"db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  {_HEX}\n  {_HEX[::-1]}",
        f"password: ENC[AES256_GCM,data:{_B64[:24]},iv:{_B64[:43]}=,type:str]",
        f"-----BEGIN AGE ENCRYPTED FILE-----\n{_B64}\n-----END AGE ENCRYPTED FILE-----",
        f"config:\n  app:dbPassword:\n    secure: v1:{_B64[:16]}:{_B64}",
        "OPENAI_API_KEY=sk-...a1b2",
        "token = ghp_" + "*" * 24 + "3kQz",
    ],
)
def test_ciphertext_for_git_and_masked_values_are_kept(text):
    _assert_kept(text)


# --- a secret a command prints, echoed in other shells, Ruby's fetch block -------------

PRINTED = [
    f"$ kubectl get secret api -o jsonpath='{{.data.token}}' | base64 --decode\n{LOW}",
    f"$ vault kv get -field=db_password kv/shop\n{LOW}",
    f"$ op read 'op://Infra/smtp/password'\n{LOW}",
    f"$ aws secretsmanager get-secret-value --secret-id shop/db --output text\n{LOW}",
    f"$ gcloud secrets versions access latest --secret=shop-db\n{LOW}",
    f"$ security find-generic-password -s deploy -w\n{LOW}",
    f"$ cat /run/secrets/smtp_password\n{LOW}",
    f"C:\\> echo %REGISTRY_TOKEN%\n{LOW}",
    f"PS C:\\src> $env:REGISTRY_TOKEN\n{LOW}",
    f"token = ENV.fetch('REGISTRY_TOKEN') {{ '{LOW}' }}",
]


@pytest.mark.parametrize("text", PRINTED)
def test_a_secret_printed_or_defaulted_goes(text):
    _assert_redacted(text, LOW)


@pytest.mark.parametrize(
    "text",
    [
        "$ vault kv get -field=username kv/shop\nsvc_shop01",
        "$ cat ~/notes/todo.txt\nbuy2apples",
        "$ kubectl get secret api -o yaml | base64 -d\nError:",
        "port = ENV.fetch('PORT') { '8080' }",
    ],
)
def test_what_such_commands_print_otherwise_is_kept(text):
    _assert_kept(text)


# --- linear time -------------------------------------------------------------------------


def test_a_long_dotted_run_of_random_words_is_redacted_in_linear_time():
    """A credential constructor's name was found after an unbounded run of name characters,
    retried at every dot: a 50,000-character dotted line took ~25 s. Bounded, well under 5."""
    rng = random.Random(7)
    text = ".".join("".join(rng.choice(_ALNUM) for _ in range(12)) for _ in range(4000))
    start = time.perf_counter()
    redact(text + " auth cred")
    assert time.perf_counter() - start < 5
