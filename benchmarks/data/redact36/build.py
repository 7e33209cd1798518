"""Build redact36 (the database and its data).

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json. Everything comes from one seeded
`random.Random` (gen.R, seed 3636) drawn in a fixed order, so a rebuild is byte-identical whatever PYTHONHASHSEED is.
`python build.py --stats` also prints length and labels-per-row figures.

Each template is written once and run in two modes: in a secret row its credential slots are filled with fresh
credentials (the labels), in an ordinary row the same slots get a placeholder, a masked value, a digest, a local
default or another near miss, and the row's note says why it is ordinary.
"""

import collections
import json
import pathlib
import statistics
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

import gen as G  # noqa: E402
from gen import R  # noqa: E402
from phrases import INTRO, LANGS, ORD_SENT, OTHER, OUTRO, SECRET_SENT  # noqa: E402

SECRET_FAMILIES = ["sql_stmt", "seed_migration", "dump_export", "orm_log", "driver_error", "cli_session",
                   "conn_config", "replication_backup", "cloud_console", "db_note"]
HARD_FAMILIES = {"dump_export", "orm_log", "db_note"}  # values among look-alike rows, bind parameters and prose
ORD_FAMILIES = [f + "_ord" for f in SECRET_FAMILIES]
N_SEC, N_ORD = 80, 160
MIN_LEN, MAX_LEN = 150, 3000


class Ctx:
    sec = True
    labels = []
    notes = []


C = Ctx()


def note(n):
    if n not in C.notes:
        C.notes.append(n)


def lab(v, why):
    if v not in C.labels:
        C.labels.append(v)
    note(why)
    return v


# ---- notes --------------------------------------------------------------------------------------------------------
N_PW = "a live database password set or used here: the value is the label, not the role, user or host."
N_URL = "password in a connection URL's userinfo: the label is the password as typed (percent-encoding kept), not the user or host."
N_KV = "password inside a connection string or config key (PWD=, password=, Password=): the value is the label."
N_CLI = "password passed on a command line (the tool even warns about it): the value is the label."
N_SCRAM = ("a SCRAM-SHA-256 verifier is a label: it allows offline guessing and its StoredKey/ServerKey let a holder "
           "impersonate the server or, in a pgbouncer userlist, log in through the pooler.")
N_MD5 = "a PostgreSQL md5 verifier is password-equivalent (md5 auth can be answered with the hash itself): label."
N_MYSQLH = "a MySQL password hash (mysql_native_password `*` SHA1 or caching_sha2 `$A$005$`): fast to crack offline, a reviewer calls it secret."
N_HASHPROD = ("password hashes of real accounts in a production or staging dump are labels: they belong to real users "
              "and can be cracked offline.")
N_PLAIN = "an application password stored or logged in plain text: label."
N_TOKEN = "a live API token or key stored in a row or bound into a query: whoever holds it acts as the account; label."
N_SESSION = "a session token (UUID-shaped or not) bound into a lookup: it logs in as the user until it expires; label."
N_OAUTH = "OAuth access and refresh tokens stored in a token table: labels (the refresh token is long-lived)."
N_ENC = "an encryption key for column or backup encryption: without it nothing decrypts, with it everything does; label."
N_SA = "the private key of a service-account JSON is the label (its body between the PEM markers); client_email, client_id and private_key_id are not."
N_CLOUD = "a cloud secret (secret access key, service-role key, service token, private API key): label."
N_SKTEST = "a vendor test-mode secret key (`sk_test_`) still authenticates to the vendor's test API: label."
N_K8S = "a Kubernetes Secret's `data` value is only base64 of the password: the base64 string is the label."
N_WEBHOOK = "a Slack webhook URL's final segment and a signing secret stored in an integrations row: labels."
N_KEYFILE = "a MongoDB replica-set keyFile's content authenticates members to each other: label."
N_IAM = "an RDS IAM auth token is a presigned request valid 15 minutes: its X-Amz-Signature (and session token) are labels."
N_TESTDB = ("API tokens in a dump of a shared QA/test database are labels: the QA apps accept them, test databases are "
            "often restored from production, and a reviewer cannot tell a test token from a live one (the seeded bcrypt "
            "hashes beside them stay unlabelled: their password is documented).")
N_PROSE = "a credential written into a note: the value is the label; the sentence around it is not."

G_MASK = "the credential is masked or a placeholder (`****`, `<password>`, `${VAR}`, `[REDACTED]`, template variables); nothing to redact."
G_LOCAL = ("the postgres/postgres (root/root, sa default) login of a throwaway local container, reachable only on "
           "localhost: a reviewer would not call it a secret.")
G_CHANGEME = "a `changeme`/`secret`/`test` password in a compose file or CI service for tests: a published placeholder, not a credential."
G_EXAMPLE = "an example DSN marked as an example (user:pass@localhost, documentation hosts); no real credential."
G_FIXTURE = ("bcrypt/argon2/PBKDF2 hashes of the fixture password that the seed itself documents: the hash hides nothing "
             "that is not already written down, so ordinary.")
G_TOKHASH = "SHA-256 digests of random tokens as stored server-side: irreversible and they do not authenticate; ordinary."
G_ANON = "the Supabase anon key is a public JWT meant to ship to browsers (row-level security guards the data); ordinary."
G_PUBKEY = "an RSA public key registered for key-pair auth: public by design."
G_ID = "identifiers only (access key id, public API key, key id, ARNs, resource ids, client ids); no secret beside them."
G_JTI = "Passport's oauth_access_tokens.id is the token's jti, an identifier; the JWT itself is never stored."
G_NULL = "credential columns named but empty (NULL, \\N, empty string) or not selected; nothing to redact."
G_LOOK = "dense with look-alikes (UUID/ULID keys, LSNs, GTIDs, xids, checksums, migration stamps, ObjectIds) but no credential."
G_PROMPT = "the password is typed at a prompt or read from a file/env var; the transcript holds no value."
G_PROSE_ORD = ("prose about passwords, keys, hashes and columns that names them but holds no value (rotation, vault "
               "paths, LSNs, migration stamps, checksums).")
G_MANAGED = "the password is managed elsewhere (IAM auth, Secrets Manager ARN, Key Vault reference, secretKeyRef); no value here."

PH = ["********", "<password>", "${DB_PASSWORD}", "[REDACTED]", "{{ db_password }}", "REPLACE_ME", "xxxxxxxxxxxx",
      "<redacted>", "$POSTGRES_PASSWORD", "%(DB_PASS)s", "***", "{{ .Values.db.password }}", "<your-password>"]


def P(why=N_PW, url=False, ph=None):
    """A password slot."""
    if C.sec:
        v = G.pw()
        if url:
            v = G.q(v)
        return lab(v, why)
    note(G_MASK)
    return R.choice(ph or PH)


def T(shape=None, why=N_TOKEN, alt=None):
    """A token slot: a fresh token in a secret row, else a masked value / digest / NULL."""
    if C.sec:
        return lab(G.tok(shape), why)
    k = alt if alt is not None else R.choice(["mask", "hash", "null", "ph"])
    if k == "mask":
        note(G_MASK)
        return R.choice(["ak_live_", "sk_live_", "key_", "tok_"]) + "…" + G.rs(4, G.LOWER)
    if k == "hash":
        note(G_TOKHASH)
        return G.sha256()
    if k == "null":
        note(G_NULL)
        return "NULL"
    note(G_MASK)
    return R.choice(["<token>", "[FILTERED]", "REDACTED", "${API_TOKEN}"])


def ctx():
    p = G.proj()
    return dict(p=p, h=G.host(p), db=R.choice(G.DBS), u=R.choice(G.USERS), d=G.date(), ts=G.ts(), port=5432)


def pick(*fns):
    return R.choice(fns)()


# ---- look-alike blocks, appended to rows of both files ------------------------------------------------------------

def la_explain():
    c = round(R.uniform(0.3, 9000), 2)
    return f"""                                   QUERY PLAN
----------------------------------------------------------------------------------
 Index Scan using idx_orders_customer_id on orders  (cost=0.43..{c} rows={R.randint(1, 900)} width={R.randint(40, 200)}) (actual time=0.031..{round(R.uniform(0.1, 40), 3)} rows={R.randint(1, 900)} loops=1)
   Index Cond: (customer_id = '{G.uuid()}'::uuid)
   Filter: (deleted_at IS NULL)
   Buffers: shared hit={R.randint(3, 4000)} read={R.randint(0, 90)}
 Planning Time: {round(R.uniform(0.05, 2), 3)} ms
 Execution Time: {round(R.uniform(0.1, 50), 3)} ms
({R.randint(5, 7)} rows)"""


def la_repl():
    a = G.lsn()
    return f"""postgres=# SELECT client_addr, state, sent_lsn, replay_lsn, sync_state FROM pg_stat_replication;
 client_addr |   state   | sent_lsn  | replay_lsn | sync_state
-------------+-----------+-----------+------------+------------
 10.{R.randint(0, 9)}.{R.randint(0, 255)}.{R.randint(2, 250)}   | streaming | {a} | {a} | async
(1 row)"""


def la_gtid():
    return f"""mysql> SHOW REPLICA STATUS\\G
             Replica_IO_Running: Yes
            Replica_SQL_Running: Yes
          Seconds_Behind_Source: {R.randint(0, 30)}
            Source_Server_Id: {R.randint(1, 99)}
                  Source_UUID: {G.uuid()}
           Retrieved_Gtid_Set: {G.gtid()}
            Executed_Gtid_Set: {G.gtid()}"""


def la_migrations():
    rows = "\n".join(f" {G.stamp()}" for _ in range(R.randint(3, 6)))
    return f"app_production=> SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 6;\n    version\n----------------\n{rows}"


def la_flyway():
    rows = "\n".join(f"| Versioned | {v:<7} | {d:<28} | SQL  | {G.date()} 02:1{R.randint(0, 9)}:0{R.randint(0, 9)} | Success | {R.randint(-2**31, 2**31)} |"
                     for v, d in [(f"{R.randint(1, 40)}.{i}", R.choice(["add password_hash", "create api_keys",
                                                                            "token_expires_at index", "drop legacy_tokens",
                                                                            "backfill key_id"])) for i in range(R.randint(2, 4))])
    return f"+-----------+---------+------------------------------+------+---------------------+---------+-------------+\n| Category  | Version | Description                  | Type | Installed On        | State   | Checksum    |\n+-----------+---------+------------------------------+------+---------------------+---------+-------------+\n{rows}"


def la_cols():
    return f"""\\d api_keys
                               Table "public.api_keys"
     Column      |           Type           | Nullable |      Default
-----------------+--------------------------+----------+-------------------
 id              | uuid                     | not null | gen_random_uuid()
 key_id          | text                     | not null |
 key_hash        | bytea                    | not null |
 password_hash   | text                     |          |
 token_expires_at| timestamp with time zone |          |
Indexes:
    "api_keys_pkey" PRIMARY KEY, btree (id)
    "api_keys_key_id_key" UNIQUE CONSTRAINT, btree (key_id)
    "ix_api_keys_token_expires_at" btree (token_expires_at)"""


def la_redis():
    return f"""127.0.0.1:6379> INFO replication
# Replication
role:master
connected_slaves:1
slave0:ip=10.0.{R.randint(0, 9)}.{R.randint(2, 250)},port=6379,state=online,offset={R.randint(10**6, 10**9)},lag=0
master_replid:{G.sha1()}
master_replid2:0000000000000000000000000000000000000000
master_repl_offset:{R.randint(10**6, 10**9)}"""


def la_activity():
    return f"""SELECT pid, usename, backend_xid, state, left(query, 40) FROM pg_stat_activity WHERE state <> 'idle';
  pid  | usename  | backend_xid |        state        |                  left
-------+----------+-------------+---------------------+------------------------------------------
 {R.randint(1000, 99999)} | {R.choice(G.USERS)} | {R.randint(10**5, 10**9)} | active              | UPDATE sessions SET token_expires_at = n
 {R.randint(1000, 99999)} | {R.choice(G.USERS)} |             | idle in transaction | SELECT id FROM users WHERE email = $1"""


LOOKALIKES = [la_explain, la_repl, la_gtid, la_migrations, la_flyway, la_cols, la_redis, la_activity]


def maybe_lookalike(text, chance=0.35):
    if R.random() < chance:
        note(G_LOOK) if not C.sec else None
        return text + "\n\n" + R.choice(LOOKALIKES)()
    return text


# ---- sql_stmt -----------------------------------------------------------------------------------------------------

def sql_pg_create():
    c = ctx()
    if not C.sec and R.random() < .3:
        note(G_PROMPT)
        mid = f"""{c['db']}=# CREATE ROLE {c['u']} WITH LOGIN CONNECTION LIMIT 20;
CREATE ROLE
{c['db']}=# \\password {c['u']}
Enter new password for user "{c['u']}":
Enter it again:"""
    else:
        mid = f"""{c['db']}=# CREATE ROLE {c['u']} WITH LOGIN PASSWORD '{P()}' CONNECTION LIMIT 20 VALID UNTIL '2027-06-30';
CREATE ROLE"""
    return f"""psql ({R.choice(['15.6', '16.2', '16.4', '17.0'])})
{mid}
{c['db']}=# GRANT CONNECT ON DATABASE {c['db']} TO {c['u']};
GRANT
{c['db']}=# GRANT USAGE ON SCHEMA app TO {c['u']};
GRANT
{c['db']}=# GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA app TO {c['u']};
GRANT
{c['db']}=# ALTER DEFAULT PRIVILEGES IN SCHEMA app GRANT SELECT ON TABLES TO {c['u']};
ALTER DEFAULT PRIVILEGES"""


def sql_pg_alter():
    c = ctx()
    return f"""-- rotate {c['u']} ({c['d']}), run as superuser on {c['h']}
SET password_encryption = 'scram-sha-256';
BEGIN;
ALTER ROLE {c['u']} WITH PASSWORD '{P()}';
ALTER ROLE {c['u']} VALID UNTIL '{int(c['d'][:4]) + 1}{c['d'][4:]}';
COMMIT;

SELECT rolname, rolcanlogin, rolvaliduntil FROM pg_roles WHERE rolname = '{c['u']}';
  rolname  | rolcanlogin |     rolvaliduntil
-----------+-------------+------------------------
 {c['u']} | t           | {int(c['d'][:4]) + 1}{c['d'][4:]} 00:00:00+00"""


def sql_pg_verifier():
    c = ctx()
    if C.sec:
        v = lab(G.scram(), N_SCRAM) if R.random() < .7 else lab(G.md5v(), N_MD5)
        line = f"CREATE ROLE {c['u']} LOGIN PASSWORD '{v}';"
    else:
        note(G_NULL)
        line = f"CREATE ROLE {c['u']} LOGIN PASSWORD NULL;  -- cert auth only, see pg_hba.conf"
    return f"""-- roles copied from the old cluster so nobody has to reset anything
{line}
GRANT app_readonly TO {c['u']};
ALTER ROLE {c['u']} SET statement_timeout = '{R.choice([15, 30, 60])}s';
ALTER ROLE {c['u']} SET search_path = app, public;
-- pg_hba.conf: hostssl {c['db']} {c['u']} 10.0.0.0/8 scram-sha-256"""


def sql_mysql_create():
    c = ctx()
    if C.sec or R.random() < .6:
        ident = f"IDENTIFIED BY '{P()}'"
    else:
        note(G_MANAGED)
        ident = R.choice(["IDENTIFIED WITH auth_socket", "IDENTIFIED WITH AWSAuthenticationPlugin AS 'RDS'"])
    return f"""mysql> CREATE USER '{c['u']}'@'10.20.%' {ident} REQUIRE SSL;
Query OK, 0 rows affected (0.02 sec)

mysql> GRANT SELECT, INSERT, UPDATE, DELETE ON `{c['db']}`.* TO '{c['u']}'@'10.20.%';
Query OK, 0 rows affected (0.01 sec)

mysql> FLUSH PRIVILEGES;
Query OK, 0 rows affected (0.00 sec)

mysql> SHOW GRANTS FOR '{c['u']}'@'10.20.%';
+---------------------------------------------------------------------------------+
| Grants for {c['u']}@10.20.%                                                    |
+---------------------------------------------------------------------------------+
| GRANT USAGE ON *.* TO `{c['u']}`@`10.20.%`                                     |
| GRANT SELECT, INSERT, UPDATE, DELETE ON `{c['db']}`.* TO `{c['u']}`@`10.20.%` |
+---------------------------------------------------------------------------------+
2 rows in set (0.00 sec)"""


def sql_mysql_native():
    c = ctx()
    if C.sec and R.random() < .4:
        h = lab(G.mysql_native(), N_MYSQLH)
        line = f"CREATE USER IF NOT EXISTS '{c['u']}'@'%' IDENTIFIED WITH mysql_native_password AS '{h}';"
    elif C.sec:
        line = f"ALTER USER '{c['u']}'@'%' IDENTIFIED WITH mysql_native_password BY '{P()}';"
    else:
        note(G_MANAGED)
        line = f"ALTER USER '{c['u']}'@'%' IDENTIFIED WITH caching_sha2_password BY RANDOM PASSWORD;  -- value shown once, stored in the vault"
    return f"""# legacy client (PHP 7.2) cannot do caching_sha2_password yet
{line}
ALTER USER '{c['u']}'@'%' PASSWORD EXPIRE INTERVAL 180 DAY FAILED_LOGIN_ATTEMPTS 5 PASSWORD_LOCK_TIME 1;
SELECT user, host, plugin, password_last_changed FROM mysql.user WHERE user = '{c['u']}';
+----------+------+-----------------------+-----------------------+
| user     | host | plugin                | password_last_changed |
+----------+------+-----------------------+-----------------------+
| {c['u']} | %    | mysql_native_password | {c['ts']}   |
+----------+------+-----------------------+-----------------------+"""


def sql_set_password():
    c = ctx()
    return f"""MariaDB [(none)]> SET PASSWORD FOR '{c['u']}'@'localhost' = PASSWORD('{P()}');
Query OK, 0 rows affected (0.003 sec)

MariaDB [(none)]> SELECT User, Host, plugin FROM mysql.user WHERE User='{c['u']}';
+----------+-----------+-----------------------+
| User     | Host      | plugin                |
+----------+-----------+-----------------------+
| {c['u']} | localhost | mysql_native_password |
+----------+-----------+-----------------------+
1 row in set (0.001 sec)"""


def sql_oracle():
    c = ctx()
    if C.sec or R.random() < .5:
        ident = f'IDENTIFIED BY "{P()}"'
    else:
        note(G_MANAGED)
        ident = R.choice(["IDENTIFIED EXTERNALLY", "IDENTIFIED GLOBALLY AS 'CN=app,OU=db,O=example'"])
    u = c['u'].upper()
    return f"""SQL> CREATE USER {u} {ident}
  2    DEFAULT TABLESPACE USERS TEMPORARY TABLESPACE TEMP
  3    QUOTA 500M ON USERS PROFILE APP_PROFILE;

User created.

SQL> GRANT CREATE SESSION, CREATE TABLE, CREATE SEQUENCE TO {u};

Grant succeeded.

SQL> SELECT username, account_status, expiry_date FROM dba_users WHERE username = '{u}';

USERNAME        ACCOUNT_STATUS   EXPIRY_DATE
--------------- ---------------- -----------
{u:<15} OPEN             {R.randint(1, 28):02d}-JUN-27"""


def sql_mssql():
    c = ctx()
    if C.sec or R.random() < .5:
        login = f"CREATE LOGIN [{c['u']}] WITH PASSWORD = N'{P()}', CHECK_POLICY = ON, DEFAULT_DATABASE = [{c['db']}];"
    else:
        note(G_MANAGED)
        login = R.choice([f"CREATE LOGIN [CORP\\{c['u']}] FROM WINDOWS WITH DEFAULT_DATABASE = [{c['db']}];",
                          f"CREATE LOGIN [{c['u']}@example.onmicrosoft.com] FROM EXTERNAL PROVIDER;"])
    return f"""USE [master];
GO
{login}
GO
USE [{c['db']}];
GO
CREATE USER [{c['u']}] FOR LOGIN [{c['u']}];
ALTER ROLE [db_datareader] ADD MEMBER [{c['u']}];
ALTER ROLE [db_datawriter] ADD MEMBER [{c['u']}];
GO
Commands completed successfully.

Completion time: {c['d']}T{R.randint(0, 23):02d}:{R.randint(10, 59)}:{R.randint(10, 59)}.{R.randint(1000000, 9999999)}+00:00"""


def sql_snowflake():
    c = ctx()
    u = c['u'].upper()
    if C.sec:
        auth = f"PASSWORD = '{P()}'"
    else:
        note(G_PUBKEY)
        auth = f"RSA_PUBLIC_KEY = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{G.rs(300, G.B64)}'"
    return f"""USE ROLE SECURITYADMIN;
CREATE USER IF NOT EXISTS {u}
  {auth}
  DEFAULT_ROLE = LOADER
  DEFAULT_WAREHOUSE = LOAD_WH
  MUST_CHANGE_PASSWORD = FALSE
  COMMENT = 'created for {c['p']} ingestion {c['d']}';
GRANT ROLE LOADER TO USER {u};
+----------------------------------------+
| status                                 |
|----------------------------------------|
| User {u} successfully created. |
+----------------------------------------+
1 Row(s) produced. Time Elapsed: 0.{R.randint(100, 999)}s
query id: {G.uuid()}"""


def sql_pgcrypto():
    c = ctx()
    if C.sec:
        k = lab(G.rs(R.randint(24, 40), G.ALNUM + "-_"), N_ENC)
        expr = f"pgp_sym_decrypt(ssn_enc, '{k}')"
    else:
        note(G_MANAGED)
        expr = "pgp_sym_decrypt(ssn_enc, current_setting('app.column_key'))"
    rows = "\n".join(f" {R.randint(1000, 99999)} | {G.full_name():<18} | ***-**-{R.randint(1000, 9999)}" for _ in range(R.randint(2, 4)))
    return f"""{c['db']}=> SELECT id, full_name, overlay({expr} placing '***-**-' from 1 for 7) AS ssn
{c['db']}->   FROM patients WHERE clinic_id = '{G.uuid()}' LIMIT 5;
  id   |     full_name      |     ssn
-------+--------------------+-------------
{rows}"""


def sql_clickhouse():
    c = ctx()
    return f"""{c['h']} :) CREATE USER {c['u']} IDENTIFIED WITH sha256_password BY '{P()}' HOST IP '10.0.0.0/8' SETTINGS PROFILE 'readonly'

CREATE USER {c['u']} IDENTIFIED WITH sha256_password BY '{"[HIDDEN]"}' HOST IP '10.0.0.0/8' SETTINGS PROFILE 'readonly'

Query id: {G.uuid()}

Ok.

0 rows in set. Elapsed: 0.00{R.randint(2, 9)} sec."""


def sql_mongo_user():
    c = ctx()
    if C.sec or R.random() < .5:
        pwd = f'"{P()}"'
    else:
        note(G_PROMPT)
        pwd = "passwordPrompt()"
    return f"""rs0 [direct: primary] admin> db.getSiblingDB("{c['db']}").createUser({{
...   user: "{c['u']}",
...   pwd: {pwd},
...   roles: [ {{ role: "readWrite", db: "{c['db']}" }}, {{ role: "read", db: "reporting" }} ],
...   mechanisms: [ "SCRAM-SHA-256" ]
... }})
{{ ok: 1, '$clusterTime': {{ clusterTime: Timestamp({{ t: {R.randint(1700000000, 1800000000)}, i: {R.randint(1, 9)} }}), signature: {{ hash: Binary.createFromBase64('{G.rs(27, G.B64)}=', 0), keyId: Long('{R.randint(7 * 10**18, 8 * 10**18)}') }} }}, operationTime: Timestamp({{ t: {R.randint(1700000000, 1800000000)}, i: 1 }}) }}"""


def sql_linked():
    c = ctx()
    if C.sec:
        rp = f"@rmtpassword = N'{P()}'"
    else:
        note(G_MANAGED)
        rp = "@useself = N'True'"
    return f"""EXEC master.dbo.sp_addlinkedserver @server = N'LEGACY_ERP', @srvproduct = N'', @provider = N'MSOLEDBSQL',
     @datasrc = N'{c['h']},1433';
EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'LEGACY_ERP', @locallogin = NULL,
     {'@useself = N' + "'False', @rmtuser = N'" + c['u'] + "', " if C.sec else ''}{rp};
GO
SELECT TOP 5 InvoiceID, CustomerGUID, Total FROM LEGACY_ERP.{c['db']}.dbo.Invoices ORDER BY InvoiceID DESC;
InvoiceID   CustomerGUID                         Total
----------- ------------------------------------ ---------
{R.randint(10**5, 10**6)}      {G.uuid().upper()} {R.randint(10, 9999)}.{R.randint(10, 99)}
(1 row affected)"""


SQL_STMT = [sql_pg_create, sql_pg_alter, sql_pg_verifier, sql_mysql_create, sql_mysql_native, sql_set_password,
            sql_oracle, sql_mssql, sql_snowflake, sql_pgcrypto, sql_clickhouse, sql_mongo_user, sql_linked, sql_pg_verifier, sql_mysql_native]


# ---- seed_migration -----------------------------------------------------------------------------------------------

def seed_flyway():
    c = ctx()
    n = R.randint(7, 60)
    rows = []
    for name in R.sample(["billing-worker", "search-indexer", "partner-portal", "mobile-bff", "reporting"], R.randint(1, 3)):
        if C.sec:
            sec = "'" + T(R.choice(["hex64", "b64url43", "ak_live"])) + "'"
        else:
            sec = "'" + T(alt=R.choice(["hash", "null"])) + "'"
            sec = "NULL" if sec == "'NULL'" else sec
        rows.append(f"  ('{G.uuid()}', '{name}', 'cli_{G.rs(16, G.LOWER)}', {sec}, now())")
    col = "client_secret" if C.sec else R.choice(["client_secret_sha256", "client_secret"])
    return f"""-- V{n}__seed_api_clients.sql ({c['p']})
-- machine clients that call the internal API; rotate via the admin UI
INSERT INTO api_clients (id, name, client_id, {col}, created_at) VALUES
{(',' + chr(10)).join(rows)}
ON CONFLICT (client_id) DO NOTHING;

-- flyway: Successfully applied 1 migration to schema "public", now at version v{n} (execution time 00:00.0{R.randint(10, 99)}s)"""


def seed_rails():
    c = ctx()
    if C.sec:
        pwline = f'u.password = "{P(N_PLAIN)}"'
    else:
        k = R.random()
        if k < .4:
            note(G_MANAGED)
            pwline = 'u.password = ENV.fetch("ADMIN_PASSWORD")'
        else:
            note(G_FIXTURE)
            pwline = 'u.password = "password" # dev only, every seeded user has this password'
    return f"""# db/seeds.rb ({c['p']})
admin = User.find_or_create_by!(email: "{G.email()}") do |u|
  u.name = "{G.full_name()}"
  {pwline}
  u.confirmed_at = Time.current
  u.role = :admin
end

Organization.find_or_create_by!(slug: "{c['p']}") do |o|
  o.public_id = "org_{G.ulid().lower()}"
  o.owner = admin
end

puts "Seeded admin #{{admin.id}} (#{{admin.email}})"
$ bin/rails db:seed
Seeded admin {R.randint(1, 40)} ({G.email()})"""


def seed_django():
    c = ctx()
    if C.sec:
        line = f'    user.set_password("{P(N_PLAIN)}")'
    else:
        note(G_MANAGED)
        line = '    user.set_password(os.environ["BOOTSTRAP_ADMIN_PASSWORD"])'
    return f"""# accounts/migrations/00{R.randint(10, 59)}_bootstrap_admin.py
import os
from django.db import migrations


def create_admin(apps, schema_editor):
    User = apps.get_model("accounts", "User")
    user, _ = User.objects.get_or_create(username="ops", defaults={{"email": "{G.email()}", "is_staff": True}})
{line}
    user.save(update_fields=["password"])


class Migration(migrations.Migration):
    dependencies = [("accounts", "00{R.randint(10, 59)}_user_token_expires_at")]
    operations = [migrations.RunPython(create_admin, migrations.RunPython.noop)]"""


def seed_alembic():
    c = ctx()
    rev, down = G.alembic_rev(), G.alembic_rev()
    if C.sec:
        body = f'    op.execute("CREATE ROLE {c["u"]} LOGIN PASSWORD \'{P()}\'")\n    op.execute("GRANT SELECT ON ALL TABLES IN SCHEMA public TO {c["u"]}")'
    else:
        note(G_NULL)
        body = ('    op.add_column("users", sa.Column("password_hash", sa.String(255), nullable=True))\n'
                '    op.add_column("api_keys", sa.Column("token_expires_at", sa.DateTime(timezone=True), nullable=True))\n'
                '    op.create_index("ix_api_keys_token_expires_at", "api_keys", ["token_expires_at"])')
    return f'''"""{R.choice(["reporting role", "add auth columns", "analytics access"])}

Revision ID: {rev}
Revises: {down}
Create Date: {c['ts']}.{R.randint(100000, 999999)}

"""
from alembic import op
import sqlalchemy as sa

revision = "{rev}"
down_revision = "{down}"
branch_labels = None
depends_on = None


def upgrade() -> None:
{body}

$ alembic upgrade head
INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.
INFO  [alembic.runtime.migration] Will assume transactional DDL.
INFO  [alembic.runtime.migration] Running upgrade {down} -> {rev}'''


def seed_knex():
    c = ctx()
    prov = R.choice(["sendgrid", "stripe", "slack", "mailgun"])
    shape = {"sendgrid": "sg", "stripe": R.choice(["sk_live", "sk_test"]), "slack": "xoxb", "mailgun": "hex40"}[prov]
    if C.sec:
        why = N_SKTEST if shape == "sk_test" else N_TOKEN
        k = f"'{T(shape, why)}'"
    else:
        note(G_MANAGED)
        k = f"process.env.{prov.upper()}_API_KEY"
    return f"""// seeds/02_integrations.js
exports.seed = async function (knex) {{
  await knex('integrations').del();
  await knex('integrations').insert([
    {{ id: '{G.uuid()}', provider: '{prov}', api_key: {k}, enabled: true, created_by: {R.randint(1, 30)} }},
    {{ id: '{G.uuid()}', provider: 'webhook', api_key: null, enabled: false, created_by: {R.randint(1, 30)} }},
  ]);
}};

$ npx knex seed:run --env {R.choice(['staging', 'production'])}
Using environment: {R.choice(['staging', 'production'])}
Ran 2 seed files"""


def seed_fixture_yml():
    c = ctx()
    if C.sec:
        body = f"""acme:
  name: Acme Test Merchant
  stripe_account_id: acct_{G.rs(16)}
  stripe_secret_key: {T("sk_test", N_SKTEST)}
  webhook_secret: whsec_{lab(G.fresh(lambda: G.rs(32)), N_WEBHOOK)}"""
    else:
        note(G_FIXTURE)
        body = f"""alice:
  email: alice@example.com
  encrypted_password: <%= Devise::Encryptor.digest(User, "password") %>
  api_key_id: key_{G.rs(12, G.LOWER)}
  token_expires_at: <%= 1.day.from_now %>
bob:
  email: bob@example.com
  encrypted_password: "{'$2a$12$' + G.rs(53, G.BCRYPT)}" # bcrypt of "password", same as alice"""
    return f"""# test/fixtures/{'merchants' if C.sec else 'users'}.yml
{body}

$ bin/rails test test/models/{'merchant' if C.sec else 'user'}_test.rb
Running {R.randint(4, 40)} tests in a single process
Finished in {round(R.uniform(0.2, 3), 4)}s, {R.randint(10, 90)} assertions, 0 failures"""


def seed_prisma():
    c = ctx()
    if C.sec:
        k = f'"{T(R.choice(["pat", "hex64", "ak_live"]))}"'
    else:
        note(G_TOKHASH)
        k = f'sha256("dev-key-{R.randint(1, 99)}")'
    return f"""// prisma/seed.ts
const prisma = new PrismaClient()
async function main() {{
  const org = await prisma.organization.upsert({{
    where: {{ slug: '{c['p']}' }},
    update: {{}},
    create: {{ slug: '{c['p']}', name: '{c['p'].title()}', id: '{G.ulid()}' }},
  }})
  await prisma.apiKey.create({{
    data: {{ orgId: org.id, label: 'ci', keyId: 'key_{G.rs(10, G.LOWER)}', secret: {k} }},
  }})
}}

$ npx prisma db seed
Environment variables loaded from .env
Running seed command `ts-node prisma/seed.ts` ...
🌱  The seed command has been executed."""


def seed_liquibase():
    c = ctx()
    if C.sec:
        col = f'<column name="smtp_password" value="{P(N_PLAIN)}"/>'
    else:
        note(G_MASK)
        col = '<column name="smtp_password" value="${smtp.password}"/>'
    return f"""<changeSet id="{G.stamp()}-3" author="{G.person().lower()}">
    <insert tableName="mail_settings">
        <column name="id" valueComputed="gen_random_uuid()"/>
        <column name="smtp_host" value="smtp.{c['p'].split('-')[0]}.example"/>
        <column name="smtp_user" value="notifications"/>
        {col}
    </insert>
</changeSet>

Liquibase: Update has been successful. Rows affected: 1
Running Changeset: db/changelog/{G.stamp()}-mail.xml::{G.stamp()}-3::{G.person().lower()}
MD5SUM: 9:{G.md5hex()}"""


def seed_laravel():
    c = ctx()
    if C.sec:
        line = f"'password' => Hash::make('{P(N_PLAIN)}'),"
    else:
        note(G_FIXTURE)
        line = "'password' => Hash::make('password'), // factory default, see UserFactory"
    return f"""<?php
// database/seeders/AdminSeeder.php
class AdminSeeder extends Seeder
{{
    public function run(): void
    {{
        User::updateOrCreate(['email' => '{G.email()}'], [
            'name' => '{G.full_name()}',
            {line}
            'email_verified_at' => now(),
        ]);
    }}
}}

$ php artisan db:seed --class=AdminSeeder --force
   INFO  Seeding database."""


SEED_MIGRATION = [seed_flyway, seed_rails, seed_django, seed_alembic, seed_knex, seed_fixture_yml, seed_prisma,
                  seed_liquibase, seed_laravel]


# ---- dump_export (hard) -------------------------------------------------------------------------------------------

def dump_copy_users():
    c = ctx()
    n = R.randint(3, 6)
    hashfn = R.choice([G.bcrypt, G.argon2, G.pbkdf2])
    qa = C.sec and R.random() < .35  # shared QA database: fixture hashes stay ordinary, live tokens are labels
    lines = []
    for i in range(n):
        if C.sec and not qa:
            h = lab(hashfn(), N_HASHPROD)
        else:
            h = "$2a$12$" + G.rs(53, G.BCRYPT) if hashfn is G.bcrypt else hashfn()
            G.USED.discard(h)
        if C.sec:
            t = lab(G.tok(R.choice(["hex40", "b64url43", "session"])), N_TESTDB if qa else N_TOKEN) if (R.random() < .4 or (qa and i == 0)) else "\\N"
        else:
            t = "\\N" if R.random() < .6 else G.sha256()
        lines.append("\t".join([G.uuid(), G.email(), h, t, f"{G.ts()}.{R.randint(100000, 999999)}+00"]))
    if qa:
        note(G_FIXTURE)
        head = (f"-- pg_dump of {c['db']} on the shared QA server qa-db.{c['p'].split('-')[0]}.example ({c['d']}); "
                "seeded users all log in with 'password', api_token is what the QA apps use")
        col = "api_token"
    elif C.sec:
        head = f"-- pg_dump of {c['db']} from {c['h']}, production snapshot taken {c['d']} for the restore drill"
        col = "api_token"
    else:
        note(G_FIXTURE)
        note(G_TOKHASH)
        head = f"-- pg_dump of the seeded dev database ({c['p']}); every seeded user logs in with the password 'password'"
        col = "api_token_sha256"
    return f"""{head}
--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: {c['u']}
--

COPY public.users (id, email, password_hash, {col}, created_at) FROM stdin;
{chr(10).join(lines)}
\\.

SELECT pg_catalog.setval('public.users_seq', {R.randint(1000, 900000)}, true);"""


def dump_mysql_oauth():
    c = ctx()
    rows = []
    for _ in range(R.randint(2, 4)):
        if C.sec:
            a = lab(G.tok(R.choice(["hex40", "b64url43"])), N_OAUTH)
            r = lab(G.tok(R.choice(["hex64", "b64url43"])), N_OAUTH)
            rows.append(f"({R.randint(1, 90000)},'{a}','{r}',{R.randint(1, 500)},'{G.rs(20, G.LOWER)}','read write','{G.ts()}',0)")
        else:
            note(G_JTI)
            rows.append(f"('{G.rs(80, G.HEX)}',{R.randint(1, 500)},'{G.uuid()}',NULL,'[]',0,'{G.ts()}','{G.ts()}','{G.ts()}')")
    table = "oauth_tokens" if C.sec else "oauth_access_tokens"
    return f"""-- MySQL dump 10.13  Distrib 8.0.{R.randint(30, 39)}, for Linux (x86_64)
--
-- Host: {c['h']}    Database: {c['db']}
-- ------------------------------------------------------
-- Server version\t8.0.{R.randint(30, 39)}

LOCK TABLES `{table}` WRITE;
/*!40000 ALTER TABLE `{table}` DISABLE KEYS */;
INSERT INTO `{table}` VALUES {','.join(rows)};
/*!40000 ALTER TABLE `{table}` ENABLE KEYS */;
UNLOCK TABLES;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

-- Dump completed on {c['ts']}"""


def dump_roles():
    c = ctx()
    roles = R.sample(G.USERS, R.randint(2, 4))
    lines = []
    for r in roles:
        if C.sec:
            v = lab(G.scram(), N_SCRAM) if R.random() < .75 else lab(G.md5v(), N_MD5)
            lines.append(f"ALTER ROLE {r} WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB LOGIN NOREPLICATION NOBYPASSRLS PASSWORD '{v}';")
        else:
            lines.append(f"ALTER ROLE {r} WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB LOGIN NOREPLICATION NOBYPASSRLS;")
    if not C.sec:
        note(G_NULL)
    cmd = "pg_dumpall --roles-only" + ("" if C.sec else " --no-role-passwords")
    return f"""$ {cmd} -h {c['h']} -U postgres > roles.sql
$ head -n 30 roles.sql
--
-- PostgreSQL database cluster dump
--

SET default_transaction_read_only = off;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Roles
--

{chr(10).join(f"CREATE ROLE {r};" for r in roles)}
{chr(10).join(lines)}"""


def export_csv_keys():
    c = ctx()
    head = "id,account_id,key_id,label,api_key,last_used_at,revoked"
    rows = []
    for _ in range(R.randint(3, 7)):
        if C.sec and R.random() < .6:
            k = lab(G.tok(R.choice(["ak_live", "hex40", "pat"])), N_TOKEN)
        elif C.sec:
            k = ""
        else:
            k = R.choice(["", G.masked("ak_live_")])
            note(G_MASK if k else G_NULL)
        rows.append(f"{G.ulid()},{R.randint(1000, 99999)},key_{G.rs(12, G.LOWER)},{R.choice(['ci', 'zapier', 'backup', 'ios app', 'ops'])},{k},{G.ts()},{R.choice(['f', 'f', 't'])}")
    if C.sec and not C.labels:
        rows[0] = rows[0].replace(",,", "," + lab(G.tok("ak_live"), N_TOKEN) + ",", 1)
    return f"""$ psql "$REPLICA_URL" -c "\\copy (SELECT id, account_id, key_id, label, api_key, last_used_at, revoked FROM api_keys WHERE account_id IN (SELECT id FROM accounts WHERE plan = 'legacy')) TO 'legacy_keys.csv' CSV HEADER"
COPY {len(rows)}
$ cat legacy_keys.csv
{head}
{chr(10).join(rows)}"""


def export_mongo():
    c = ctx()
    lines = []
    for _ in range(R.randint(2, 4)):
        if C.sec:
            h = lab(G.bcrypt(), N_HASHPROD)
        else:
            h = "$2b$10$" + G.rs(53, G.BCRYPT)
            note(G_FIXTURE)
        lines.append(json.dumps({"_id": {"$oid": G.objectid()}, "createdAt": {"$date": G.date() + "T08:00:00.000Z"},
                                 "emails": [{"address": G.email(), "verified": True}],
                                 "services": {"password": {"bcrypt": h},
                                              "resume": {"loginTokens": [{"when": {"$date": G.date() + "T10:00:00.000Z"},
                                                                          "hashedToken": G.b64(bytes(R.randrange(256) for _ in range(32)))}]}}},
                                separators=(",", ":")))
    src = f"production replica {c['h']}" if C.sec else "the e2e fixture database (all users: password 'test1234', see fixtures/README)"
    return f"""mongoexport --uri="$MONGO_URL" --collection=users --query='{{"profile.plan":"legacy"}}' --limit={len(lines)} --out=-
{G.ts()}\tconnected to: mongodb://[**REDACTED**]@{c['h']}:27017/{c['db']}
{chr(10).join(lines)}
{G.ts()}\texported {len(lines)} records
(source: {src}; loginTokens.hashedToken is a SHA-256 of the resume token, not the token)"""


def export_integrations():
    c = ctx()
    if C.sec:
        team, chan = "T" + G.rs(8, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"), "B" + G.rs(10, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
        seg = lab(G.fresh(lambda: G.rs(24)), N_WEBHOOK)
        url = f"https://hooks.slack.com/services/{team}/{chan}/{seg}"
        ss = lab(G.fresh(lambda: G.rs(32, G.HEX)), N_WEBHOOK)
    else:
        note(G_MASK)
        url = "https://hooks.slack.com/services/T0000000/B0000000/XXXXXXXXXXXXXXXXXXXXXXXX"
        ss = None
    doc = [{"id": G.uuid(), "workspace_id": R.randint(1, 9999), "provider": "slack", "webhook_url": url,
            "signing_secret": ss, "channel": "#" + R.choice(["alerts", "deploys", "billing-ops"]),
            "updated_at": G.date() + "T12:00:00Z"},
           {"id": G.uuid(), "workspace_id": R.randint(1, 9999), "provider": "pagerduty", "routing_key_id": "rk_" + G.rs(10, G.LOWER),
            "signing_secret": None, "channel": None, "updated_at": G.date() + "T12:00:00Z"}]
    return f"""SELECT json_agg(i) FROM integrations i WHERE workspace_id IN ({R.randint(1, 9999)}, {R.randint(1, 9999)});
{json.dumps(doc, indent=2)}"""


def dump_sqlite_settings():
    c = ctx()
    rows = [f"INSERT INTO settings VALUES('site_name','{c['p']}');",
            f"INSERT INTO settings VALUES('session_cookie_name','_{c['p'].split('-')[0]}_session');",
            f"INSERT INTO settings VALUES('smtp_host','smtp.{c['p'].split('-')[0]}.example');",
            f"INSERT INTO settings VALUES('smtp_password','{P(N_PLAIN)}');",
            f"INSERT INTO settings VALUES('install_id','{G.uuid()}');",
            f"INSERT INTO settings VALUES('schema_checksum','{G.sha256()}');"]
    R.shuffle(rows)
    return f"""$ sqlite3 data/app.db .dump | grep -A12 'CREATE TABLE settings'
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
{chr(10).join(rows)}
COMMIT;"""


def export_keycloak():
    c = ctx()
    clients = []
    for cid in R.sample(["orders-api", "admin-console", "reporting-batch", "mobile-app", "grafana"], R.randint(2, 3)):
        public = cid in ("mobile-app", "admin-console")
        d = {"id": G.uuid(), "clientId": cid, "enabled": True, "publicClient": public,
             "clientAuthenticatorType": "client-secret"}
        if not public:
            if C.sec:
                d["secret"] = lab(G.fresh(lambda: G.rs(32)), "a confidential client's secret in a realm export: label.")
            else:
                d["secret"] = "**********"
                note("Keycloak's partial export masks client secrets as `**********`; public clients have none.")
        d["redirectUris"] = [f"https://{c['p'].split('-')[0]}.example/*"]
        clients.append(d)
    if C.sec and not C.labels:
        clients[0]["publicClient"] = False
        clients[0]["secret"] = lab(G.fresh(lambda: G.rs(32)), "a confidential client's secret in a realm export: label.")
    doc = {"realm": c['p'], "id": G.uuid(), "notBefore": 0, "sslRequired": "external", "clients": clients}
    return f"""$ /opt/keycloak/bin/kc.sh export --realm {c['p']} --file /tmp/{c['p']}-realm.json --users skip
$ jq '{{realm, id, notBefore, sslRequired, clients: [.clients[] | {{id, clientId, enabled, publicClient, clientAuthenticatorType, secret, redirectUris}} | with_entries(select(.value != null))]}}' /tmp/{c['p']}-realm.json
{json.dumps(doc, indent=2, ensure_ascii=False)}"""


DUMP_EXPORT = [dump_copy_users, dump_mysql_oauth, dump_roles, export_csv_keys, export_mongo, export_integrations,
               dump_sqlite_settings, export_keycloak, dump_roles, dump_copy_users]


# ---- orm_log (hard) -----------------------------------------------------------------------------------------------

def orm_sqlalchemy():
    c = ctx()
    if C.sec:
        col, v = "api_token", T(R.choice(["hex40", "b64url43", "pat"]))
    else:
        col, v = "api_token_sha256", T(alt="hash")
    return f"""{c['ts']},{R.randint(100, 999)} INFO sqlalchemy.engine.Engine BEGIN (implicit)
{c['ts']},{R.randint(100, 999)} INFO sqlalchemy.engine.Engine SELECT users.id, users.email, users.{col}, users.token_expires_at
FROM users
WHERE users.{col} = %(token_1)s AND users.token_expires_at > now()
 LIMIT %(param_1)s
{c['ts']},{R.randint(100, 999)} INFO sqlalchemy.engine.Engine [generated in 0.000{R.randint(10, 99)}s] {{'token_1': '{v}', 'param_1': 1}}
{c['ts']},{R.randint(100, 999)} INFO sqlalchemy.engine.Engine SELECT orders.id, orders.public_id FROM orders WHERE orders.user_id = %(user_id_1)s
{c['ts']},{R.randint(100, 999)} INFO sqlalchemy.engine.Engine [cached since {round(R.uniform(1, 900), 2)}s ago] {{'user_id_1': '{G.uuid()}'}}
{c['ts']},{R.randint(100, 999)} INFO sqlalchemy.engine.Engine COMMIT"""


def orm_activerecord():
    c = ctx()
    if C.sec:
        v = T(R.choice(["hex40", "session", "b64url43"]))
        key = R.choice(["api_keys\".\"secret", "devices\".\"push_auth_token", "users\".\"authentication_token"])
    else:
        v = R.choice(["[FILTERED]", G.sha256()])
        note(G_MASK if v == "[FILTERED]" else G_TOKHASH)
        key = "api_keys\".\"secret_digest"
    tbl = key.split('"')[0]
    return f"""Started GET "/api/v2/orders?page={R.randint(1, 9)}" for 10.1.{R.randint(0, 255)}.{R.randint(2, 250)} at {c['ts']} +0000
Processing by Api::V2::OrdersController#index as JSON
  Parameters: {{"page"=>"{R.randint(1, 9)}"}}
  {tbl.title().replace('_', '')} Load (0.{R.randint(3, 9)}ms)  SELECT "{tbl}".* FROM "{tbl}" WHERE "{key.split('.')[-1].strip('"') if False else key}" = $1 LIMIT $2  [["{key.split('"')[-1]}", "{v}"], ["LIMIT", 1]]
  ↳ app/controllers/concerns/api_authentication.rb:{R.randint(10, 60)}:in `authenticate!'
  Order Load ({R.randint(1, 9)}.{R.randint(0, 9)}ms)  SELECT "orders".* FROM "orders" WHERE "orders"."account_id" = $1 ORDER BY "orders"."created_at" DESC LIMIT $2 OFFSET $3  [["account_id", {R.randint(1, 99999)}], ["LIMIT", 25], ["OFFSET", 0]]
Completed 200 OK in {R.randint(10, 90)}ms (Views: {R.randint(1, 9)}.{R.randint(0, 9)}ms | ActiveRecord: {R.randint(1, 20)}.{R.randint(0, 9)}ms | Allocations: {R.randint(1000, 40000)})"""


def orm_prisma():
    c = ctx()
    if C.sec:
        v = lab(G.tok("uuid"), N_SESSION)
    else:
        note(G_LOOK)
        v = G.uuid()
    field = "sessionToken" if C.sec else "userId"
    return f"""prisma:query SELECT "public"."Session"."id", "public"."Session"."sessionToken", "public"."Session"."userId", "public"."Session"."expires" FROM "public"."Session" WHERE "public"."Session"."{field}" = $1 LIMIT $2 OFFSET $3
prisma:query params=["{v}",1,0] duration={R.randint(1, 12)}ms
prisma:query SELECT "public"."User"."id", "public"."User"."email", "public"."User"."emailVerified" FROM "public"."User" WHERE "public"."User"."id" IN ($1) OFFSET $2
prisma:query params=["{G.rs(25, G.LOWER)}",0] duration={R.randint(1, 12)}ms
prisma:query SELECT "public"."Account"."provider", "public"."Account"."providerAccountId" FROM "public"."Account" WHERE "public"."Account"."userId" = $1
prisma:query params=["{G.rs(25, G.LOWER)}"] duration={R.randint(1, 12)}ms"""


def orm_django():
    c = ctx()
    pk = R.randint(1, 9000)
    if C.sec:
        v = T(R.choice(["hex40", "b64url43", "sk_live"]))
    else:
        v = R.choice(["********************", G.sha256()])
        note(G_MASK if "*" in v else G_TOKHASH)
    return f"""(0.00{R.randint(1, 9)}) SELECT "integrations_credential"."id", "integrations_credential"."provider", "integrations_credential"."secret" FROM "integrations_credential" WHERE "integrations_credential"."id" = {pk} LIMIT 21; args=({pk},); alias=default
(0.00{R.randint(1, 9)}) UPDATE "integrations_credential" SET "secret" = '{v}', "rotated_at" = '{c['ts']}.{R.randint(100000, 999999)}+00:00'::timestamptz WHERE "integrations_credential"."id" = {pk}; args=('{v}', datetime.datetime({c['d'][:4]}, {int(c['d'][5:7])}, {int(c['d'][8:])}, 3, 4, 5, tzinfo=datetime.timezone.utc), {pk}); alias=default
(0.00{R.randint(1, 9)}) INSERT INTO "audit_event" ("id", "actor_id", "verb", "object_id") VALUES ('{G.uuid()}'::uuid, {R.randint(1, 99)}, 'credential.rotated', {pk}); args=(UUID('{G.uuid()}'), {R.randint(1, 99)}, 'credential.rotated', {pk}); alias=default"""


def orm_hibernate():
    c = ctx()
    v = P(N_PLAIN) if C.sec else R.choice(["<masked>", "********"])
    if not C.sec:
        note(G_MASK)
    return f"""{c['ts']}.{R.randint(100, 999)} DEBUG 1 --- [nio-8080-exec-{R.randint(1, 9)}] org.hibernate.SQL                        :
    insert
    into
        smtp_settings
        (host, password, port, tenant_id, username, id)
    values
        (?, ?, ?, ?, ?, ?)
{c['ts']}.{R.randint(100, 999)} TRACE 1 --- [nio-8080-exec-{R.randint(1, 9)}] o.h.type.descriptor.sql.BasicBinder      : binding parameter [1] as [VARCHAR] - [smtp.{c['p'].split('-')[0]}.example]
{c['ts']}.{R.randint(100, 999)} TRACE 1 --- [nio-8080-exec-{R.randint(1, 9)}] o.h.type.descriptor.sql.BasicBinder      : binding parameter [2] as [VARCHAR] - [{v}]
{c['ts']}.{R.randint(100, 999)} TRACE 1 --- [nio-8080-exec-{R.randint(1, 9)}] o.h.type.descriptor.sql.BasicBinder      : binding parameter [3] as [INTEGER] - [587]
{c['ts']}.{R.randint(100, 999)} TRACE 1 --- [nio-8080-exec-{R.randint(1, 9)}] o.h.type.descriptor.sql.BasicBinder      : binding parameter [4] as [BINARY] - [{G.uuid()}]
{c['ts']}.{R.randint(100, 999)} TRACE 1 --- [nio-8080-exec-{R.randint(1, 9)}] o.h.type.descriptor.sql.BasicBinder      : binding parameter [5] as [VARCHAR] - [mailer@{c['p'].split('-')[0]}.example]
{c['ts']}.{R.randint(100, 999)} TRACE 1 --- [nio-8080-exec-{R.randint(1, 9)}] o.h.type.descriptor.sql.BasicBinder      : binding parameter [6] as [BIGINT] - [{R.randint(1, 10**6)}]"""


def orm_sequelize():
    c = ctx()
    if C.sec:
        v = T(R.choice(["hex64", "session"]), N_SESSION)
    else:
        v = G.sha256()
        note(G_TOKHASH)
    col = "token" if C.sec else "tokenHash"
    return f"""Executing (default): SELECT "id", "userId", "{col}", "expiresAt" FROM "PasswordResets" AS "PasswordReset" WHERE "PasswordReset"."{col}" = '{v}' AND "PasswordReset"."expiresAt" > '{c['ts']}.{R.randint(100, 999)} +00:00' LIMIT 1; Elapsed time: {R.randint(1, 30)}ms
Executing (default): UPDATE "Users" SET "passwordChangedAt"=$1,"updatedAt"=$2 WHERE "id" = $3 Elapsed time: {R.randint(1, 30)}ms
Executing (default): DELETE FROM "PasswordResets" WHERE "userId" = {R.randint(1, 99999)} Elapsed time: {R.randint(1, 30)}ms"""


def orm_gorm():
    c = ctx()
    if C.sec:
        v = T(R.choice(["hex40", "b64url43", "pat"]))
        col = "token"
    else:
        v = G.sha256()
        note(G_TOKHASH)
        col = "token_hash"
    return f"""{c['ts'].replace('-', '/')} /app/internal/store/tokens.go:{R.randint(30, 200)}
[{R.randint(0, 9)}.{R.randint(100, 999)}ms] [rows:1] SELECT * FROM "personal_access_tokens" WHERE {col} = '{v}' AND revoked_at IS NULL AND "personal_access_tokens"."deleted_at" IS NULL ORDER BY "personal_access_tokens"."id" LIMIT 1

{c['ts'].replace('-', '/')} /app/internal/store/tokens.go:{R.randint(30, 200)}
[{R.randint(0, 9)}.{R.randint(100, 999)}ms] [rows:1] UPDATE "personal_access_tokens" SET "last_used_at"='{c['ts']}.{R.randint(100, 999)}' WHERE "id" = {R.randint(1, 99999)}"""


def orm_ecto():
    c = ctx()
    if C.sec:
        v = T(R.choice(["b64url43", "hex64"]), N_SESSION)
    else:
        v = G.sha256()
        note(G_TOKHASH)
    return f"""[debug] QUERY OK source="users_tokens" db={R.randint(0, 3)}.{R.randint(0, 9)}ms idle={R.randint(100, 900)}.{R.randint(0, 9)}ms
SELECT u1."id", u1."email", u1."hashed_password", u1."confirmed_at" FROM "users_tokens" AS u0 INNER JOIN "users" AS u1 ON u1."id" = u0."user_id" WHERE ((u0."token" = $1) AND (u0."context" = $2)) AND (u0."inserted_at" > $3::timestamp + (-(60)::numeric * interval '1 day')) ["{v}", "session", ~U[{c['ts'].replace(' ', 'T')}Z]]
[info] Sent 200 in {R.randint(1, 40)}ms"""


ORM_LOG = [orm_sqlalchemy, orm_activerecord, orm_prisma, orm_django, orm_hibernate, orm_sequelize, orm_gorm, orm_ecto]


# ---- driver_error -------------------------------------------------------------------------------------------------

def local_url(scheme="postgresql"):
    note(R.choice([G_LOCAL, G_CHANGEME]))
    if C.notes[-1] == G_LOCAL:
        return R.choice([f"{scheme}://postgres:postgres@localhost:5432/app_test", f"{scheme}://postgres:postgres@127.0.0.1:5433/dev"])
    return R.choice([f"{scheme}://app:changeme@localhost:5432/app_test", f"{scheme}://test:test@127.0.0.1:5432/ci",
                     f"{scheme}://app:secret@db:5432/app_test"])


def drv_psycopg():
    c = ctx()
    if C.sec:
        url = f"postgresql://{c['u']}:{P(N_URL, url=True)}@{c['h']}:5432/{c['db']}"
    elif R.random() < .5:
        url = local_url()
    else:
        note(G_MASK)
        url = f"postgresql+psycopg2://{c['u']}:***@{c['h']}:5432/{c['db']}"
    return f"""{c['ts']} INFO  worker.db: connecting to {url} (pool_size=10, max_overflow=5)
Traceback (most recent call last):
  File "/srv/app/worker/db.py", line {R.randint(20, 90)}, in connect
    conn = engine.connect()
  File "/srv/app/.venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py", line 3273, in connect
    return self._connection_cls(self)
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "{c['h']}" ({'10.%d.%d.%d' % (R.randint(0, 9), R.randint(0, 255), R.randint(2, 250))}), port 5432 failed: FATAL:  password authentication failed for user "{c['u']}"

(Background on this error at: https://sqlalche.me/e/20/e3q8)"""


def drv_hikari():
    c = ctx()
    if C.sec:
        url = f"jdbc:mysql://{c['h']}:3306/{c['db']}?user={c['u']}&password={P(N_KV, url=True)}&useSSL=true"
    else:
        note(G_MASK)
        url = f"jdbc:mysql://{c['h']}:3306/{c['db']}?useSSL=true&serverTimezone=UTC"
    return f"""{c['ts']}.{R.randint(100, 999)} DEBUG 1 --- [           main] com.zaxxer.hikari.HikariConfig           : HikariPool-1 - configuration:
{c['ts']}.{R.randint(100, 999)} DEBUG 1 --- [           main] com.zaxxer.hikari.HikariConfig           : jdbcUrl.........................{url}
{c['ts']}.{R.randint(100, 999)} DEBUG 1 --- [           main] com.zaxxer.hikari.HikariConfig           : maximumPoolSize.................{R.choice([10, 20, 30])}
{c['ts']}.{R.randint(100, 999)} DEBUG 1 --- [           main] com.zaxxer.hikari.HikariConfig           : password........................<masked>
{c['ts']}.{R.randint(100, 999)} DEBUG 1 --- [           main] com.zaxxer.hikari.HikariConfig           : username........................"{c['u']}"
{c['ts']}.{R.randint(100, 999)} ERROR 1 --- [           main] com.zaxxer.hikari.pool.HikariPool        : HikariPool-1 - Exception during pool initialization.

java.sql.SQLException: Access denied for user '{c['u']}'@'10.{R.randint(0, 9)}.{R.randint(0, 255)}.{R.randint(2, 250)}' (using password: YES)
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)
	at com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:825)"""


def drv_node_pg():
    c = ctx()
    if C.sec:
        pwd = f"'{P(N_KV)}'"
    else:
        note(G_MANAGED)
        pwd = "[Function: getPassword]"
    return f"""[pool] creating client {{
  host: '{c['h']}',
  port: 5432,
  database: '{c['db']}',
  user: '{c['u']}',
  password: {pwd},
  ssl: {{ rejectUnauthorized: true }},
  application_name: '{c['p']}-api'
}}
error: password authentication failed for user "{c['u']}"
    at Parser.parseErrorMessage (/srv/app/node_modules/pg-protocol/dist/parser.js:283:98)
    at Parser.handlePacket (/srv/app/node_modules/pg-protocol/dist/parser.js:122:29) {{
  length: {R.randint(90, 120)},
  severity: 'FATAL',
  code: '28P01',
  file: 'auth.c',
  line: '{R.randint(320, 340)}',
  routine: 'auth_failed'
}}"""


def drv_go():
    c = ctx()
    if C.sec:
        dsn = f"postgres://{c['u']}:{P(N_URL, url=True)}@{c['h']}:5432/{c['db']}?sslmode=require"
        first = f'level=INFO msg="opening database" dsn="{dsn}"'
    else:
        note(G_LOOK)
        first = f'level=INFO msg="opening database" host={c["h"]} db={c["db"]} user={c["u"]} sslmode=require'
    return f"""time={c['ts'].replace(' ', 'T')}Z {first}
time={c['ts'].replace(' ', 'T')}Z level=ERROR msg="ping failed" err="failed to connect to `user={c['u']} database={c['db']}`: {c['h']}:5432 (10.{R.randint(0, 9)}.{R.randint(0, 255)}.{R.randint(2, 250)}): server error: FATAL: password authentication failed for user \\"{c['u']}\\" (SQLSTATE 28P01)"
time={c['ts'].replace(' ', 'T')}Z level=INFO msg="retrying" attempt={R.randint(2, 5)} backoff={R.choice(['2s', '4s', '8s'])} trace_id={G.rs(32, G.HEX)}"""


def drv_mongo():
    c = ctx()
    cl = f"cluster0.{G.rs(5, G.LOWER)}.mongodb.net"
    if C.sec:
        uri = f"mongodb+srv://{c['u']}:{P(N_URL, url=True)}@{cl}/{c['db']}?retryWrites=true&w=majority&appName=Cluster0"
    else:
        note(G_EXAMPLE)
        uri = f"mongodb+srv://<username>:<password>@{cl}/?retryWrites=true&w=majority"
    return f"""MongoServerSelectionError: connection <monitor> to {R.randint(3, 54)}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(0, 255)}:27017 closed
    at Topology.selectServer (/app/node_modules/mongodb/lib/sdam/topology.js:{R.randint(300, 340)}:38)
  reason: TopologyDescription {{
    type: 'ReplicaSetNoPrimary',
    setName: 'atlas-{G.rs(6, G.LOWER)}-shard-0',
    compatible: true,
    logicalSessionTimeoutMinutes: 30
  }},
  code: undefined,
  [Symbol(errorLabels)]: Set(0) {{}}
}}
config loaded from .env: MONGODB_URI={uri}
(IP access list: only 0.0.0.0/0 removed yesterday, probably that)"""


def drv_redis():
    c = ctx()
    if C.sec:
        url = f"rediss://default:{P(N_URL, url=True)}@{c['h']}:6380/0"
    elif R.random() < .5:
        note(G_LOCAL)
        url = "redis://localhost:6379/0"
    else:
        note(G_MASK)
        url = f"rediss://default:****@{c['h']}:6380/0"
    return f"""celery worker starting, broker={url}
[{c['ts']},{R.randint(100, 999)}: ERROR/MainProcess] consumer: Cannot connect to {url}: invalid username-password pair or user is disabled..
Trying again in {R.choice([2, 4, 6, 8])}.00 seconds... (1/100)
redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled."""


def drv_dotnet():
    c = ctx()
    srv = f"{c['p'].split('-')[0]}-sql-{R.randint(1, 9)}.database.windows.net"
    if C.sec:
        cs = f"Server=tcp:{srv},1433;Initial Catalog={c['db']};User ID={c['u']};Password={P(N_KV)};Encrypt=True;Connection Timeout=30;"
    else:
        note(G_MANAGED)
        cs = f"Server=tcp:{srv},1433;Initial Catalog={c['db']};Authentication=Active Directory Managed Identity;Encrypt=True;"
    return f"""fail: Microsoft.EntityFrameworkCore.Database.Connection[20004]
      An error occurred using the connection to database '{c['db']}' on server 'tcp:{srv},1433'.
info: Startup[0]
      Using connection string: {cs}
Unhandled exception. Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user '{c['u']}'.
   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)
ClientConnectionId:{G.uuid()}
Error Number:18456,State:1,Class:14"""


def drv_rails():
    c = ctx()
    if C.sec:
        extra = f"DATABASE_URL=postgres://{c['u']}:{P(N_URL, url=True)}@{c['h']}/{c['db']}"
    else:
        extra = "DATABASE_URL=" + local_url("postgres")
    return f"""$ {extra} bin/rails db:migrate:status
bin/rails aborted!
ActiveRecord::ConnectionNotEstablished: connection to server at "{c['h']}" (10.{R.randint(0, 9)}.{R.randint(0, 255)}.{R.randint(2, 250)}), port 5432 failed: FATAL:  password authentication failed for user "{c['u']}"
connection to server at "{c['h']}", port 5432 failed: FATAL:  no pg_hba.conf entry for host "10.{R.randint(0, 9)}.{R.randint(0, 255)}.{R.randint(2, 250)}", user "{c['u']}", database "{c['db']}", no encryption

Caused by:
PG::ConnectionBad: connection to server at "{c['h']}" failed
Tasks: TOP => db:migrate:status
(See full trace by running task with --trace)"""


DRIVER_ERROR = [drv_psycopg, drv_hikari, drv_node_pg, drv_go, drv_mongo, drv_redis, drv_dotnet, drv_rails]


# ---- cli_session --------------------------------------------------------------------------------------------------

def cli_mysql():
    c = ctx()
    if C.sec:
        cmd, warn = f"mysql -h {c['h']} -u {c['u']} -p'{P(N_CLI)}' {c['db']}", "mysql: [Warning] Using a password on the command line interface can be insecure.\n"
    else:
        note(G_PROMPT)
        cmd, warn = f"mysql -h {c['h']} -u {c['u']} -p {c['db']}", "Enter password: \n"
    return f"""$ {cmd}
{warn}Welcome to the MySQL monitor.  Commands end with ; or \\g.
Your MySQL connection id is {R.randint(1000, 9999999)}
Server version: 8.0.{R.randint(30, 39)} Source distribution

mysql> SHOW MASTER STATUS;
+------------------+-----------+--------------+------------------+------------------------------------------------+
| File             | Position  | Binlog_Do_DB | Binlog_Ignore_DB | Executed_Gtid_Set                              |
+------------------+-----------+--------------+------------------+------------------------------------------------+
| binlog.{R.randint(1, 999):06d}    | {R.randint(1000, 99999999):<9} |              |                  | {G.gtid()} |
+------------------+-----------+--------------+------------------+------------------------------------------------+"""


def cli_psql():
    c = ctx()
    if C.sec:
        pre = f"PGPASSWORD='{P(N_CLI)}' "
    elif R.random() < .5:
        note(G_LOCAL)
        pre = "PGPASSWORD=postgres "
        c['h'] = "localhost"
        c['u'] = "postgres"
    else:
        note(G_PROMPT)
        pre = "PGPASSFILE=~/.pgpass.staging "
    return f"""$ {pre}psql -h {c['h']} -U {c['u']} -d {c['db']}
psql (16.{R.randint(1, 4)})
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
Type "help" for help.

{c['db']}=> \\conninfo
You are connected to database "{c['db']}" as user "{c['u']}" on host "{c['h']}" at port "5432".
{c['db']}=> SELECT pg_current_wal_lsn(), txid_current(), pg_size_pretty(pg_database_size(current_database()));
 pg_current_wal_lsn | txid_current | pg_size_pretty
--------------------+--------------+----------------
 {G.lsn():<18} | {R.randint(10**5, 10**9):>12} | {R.randint(1, 900)} GB
(1 row)"""


def cli_redis():
    c = ctx()
    if C.sec and R.random() < .5:
        cmd, warn, auth = f"redis-cli -h {c['h']} -p 6379 -a '{P(N_CLI)}' --tls", "Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\n", ""
    elif C.sec:
        cmd, warn, auth = f"redis-cli -h {c['h']} -p 6379 --tls", "", f"{c['h']}:6379> AUTH default {P(N_CLI)}\nOK\n"
    else:
        note(G_PROMPT)
        cmd, warn, auth = f"REDISCLI_AUTH=\"$(cat /run/secrets/redis)\" redis-cli -h {c['h']} -p 6379 --tls", "", ""
    return f"""$ {cmd}
{warn}{auth}{c['h']}:6379> SCAN 0 MATCH sess:* COUNT 5
1) "{R.randint(10, 9999)}"
2) 1) "sess:{G.uuid()}"
   2) "sess:{G.uuid()}"
{c['h']}:6379> TTL sess:{G.uuid()}
(integer) {R.randint(10, 86400)}
{c['h']}:6379> MEMORY USAGE cart:{R.randint(1000, 99999)}
(integer) {R.randint(100, 9000)}"""


def cli_mongosh():
    c = ctx()
    cl = f"{c['p'].split('-')[0]}.{G.rs(5, G.LOWER)}.mongodb.net"
    if C.sec:
        uri = f"mongodb+srv://{c['u']}:{P(N_URL, url=True)}@{cl}/{c['db']}"
    else:
        note(G_PROMPT)
        uri = f"mongodb+srv://{cl}/{c['db']}\" --apiVersion 1 --username {c['u']} \""
    oid = G.objectid()
    return f"""$ mongosh "{uri}"
Current Mongosh Log ID: {G.objectid()}
Connecting to:          mongodb+srv://<credentials>@{cl}/{c['db']}?appName=mongosh+2.2.{R.randint(0, 9)}
Using MongoDB:          7.0.{R.randint(1, 12)}
Atlas atlas-{G.rs(6, G.LOWER)}-shard-0 [primary] {c['db']}> db.orders.find({{ _id: ObjectId('{oid}') }}, {{ status: 1, total: 1 }})
[ {{ _id: ObjectId('{oid}'), status: 'shipped', total: Decimal128('{R.randint(5, 900)}.{R.randint(10, 99)}') }} ]"""


def cli_sqlcmd():
    c = ctx()
    if C.sec:
        cmd = f"sqlcmd -S {c['h']},1433 -U {c['u']} -P '{P(N_CLI)}' -d {c['db']} -C"
    elif R.random() < .5:
        note(G_LOCAL)
        cmd = f"sqlcmd -S localhost,1433 -U sa -P 'yourStrong(!)Password' -d {c['db']} -C   # mcr.microsoft.com/mssql/server docs default, local container"
    else:
        note(G_MANAGED)
        cmd = f"sqlcmd -S {c['h']} -G -d {c['db']}   # Entra ID auth"
    return f"""$ {cmd}
1> SELECT TOP 3 name, create_date, is_disabled FROM sys.sql_logins ORDER BY create_date DESC;
2> GO
name                 create_date             is_disabled
-------------------- ----------------------- -----------
{c['u']:<20} {c['ts']}.{R.randint(100, 999)}           0
sa                   2019-0{R.randint(1, 9)}-{R.randint(10, 28)} 10:00:00.000           1
##MS_PolicyTsqlExecutionLogin## 2024-01-0{R.randint(1, 9)} 09:00:00.000 1

(3 rows affected)"""


def cli_sqlplus():
    c = ctx()
    u = c['u'].upper()
    if C.sec:
        cmd = f"sqlplus {u}/{P(N_CLI)}@//{c['h']}:1521/ORCLPDB1"
    else:
        note(G_PROMPT)
        cmd = f"sqlplus {u}@//{c['h']}:1521/ORCLPDB1"
    return f"""$ {cmd}

SQL*Plus: Release 19.0.0.0.0 - Production on {R.choice(['Mon', 'Tue', 'Wed', 'Thu'])} {c['d']}
Version 19.{R.randint(3, 22)}.0.0.0
{'' if C.sec else 'Enter password:' + chr(10)}Connected to:
Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production

SQL> SELECT sequence_name, last_number FROM user_sequences WHERE ROWNUM <= 2;

SEQUENCE_NAME                  LAST_NUMBER
------------------------------ -----------
ORDERS_SEQ                     {R.randint(1000, 10**8)}
INVOICE_SEQ                    {R.randint(1000, 10**8)}"""


def cli_authid():
    c = ctx()
    roles = R.sample(G.USERS, R.randint(2, 4))
    rows = []
    for r in roles:
        if C.sec:
            rows.append(f" {r:<14} | {lab(G.scram(), N_SCRAM)}")
        else:
            rows.append(f" {r:<14} | {R.choice(['t', 'f'])}           | {R.choice(['', '2027-01-01 00:00:00+00'])}")
    if C.sec:
        q = "SELECT rolname, rolpassword FROM pg_authid WHERE rolcanlogin ORDER BY 1;"
        head = "    rolname     |  rolpassword\n----------------+--------------"
    else:
        note(G_NULL)
        q = "SELECT rolname, rolcanlogin, rolvaliduntil FROM pg_roles WHERE rolname !~ '^pg_' ORDER BY 1;"
        head = "    rolname     | rolcanlogin | rolvaliduntil\n----------------+-------------+---------------"
    return f"""postgres=# {q}
{head}
{chr(10).join(rows)}
({len(rows)} rows)

postgres=# SHOW password_encryption;
 password_encryption
---------------------
 scram-sha-256
(1 row)"""


def cli_mysql_users():
    c = ctx()
    rows = []
    for r in R.sample(G.USERS, R.randint(2, 4)):
        if C.sec:
            h = lab(G.mysql_native(), N_MYSQLH)
            rows.append(f"| {r:<14} | %         | mysql_native_password | {h} |")
        else:
            rows.append(f"| {r:<14} | %         | caching_sha2_password | {R.choice(['N', 'Y'])}               |")
    if not C.sec:
        note(G_NULL)
    col = "authentication_string" if C.sec else "password_expired"
    return f"""mysql> SELECT user, host, plugin, {col} FROM mysql.user WHERE user NOT LIKE 'mysql.%';
+----------------+-----------+-----------------------+-------------------------------------------+
| user           | host      | plugin                | {col:<41} |
+----------------+-----------+-----------------------+-------------------------------------------+
{chr(10).join(rows)}
+----------------+-----------+-----------------------+-------------------------------------------+
{len(rows)} rows in set (0.00 sec)"""


def cli_cqlsh():
    c = ctx()
    if C.sec:
        cmd = f"cqlsh {c['h']} 9042 -u {c['u']} -p '{P(N_CLI)}' --ssl"
        warn = "Warning: Using a password on the command line interface can be insecure.\nRecommendation: use the credentials file to securely provide the password.\n"
    else:
        note(G_PROMPT)
        cmd, warn = f"cqlsh {c['h']} 9042 --ssl --cqlshrc ~/.cassandra/cqlshrc", ""
    return f"""$ {cmd}
{warn}Connected to {c['p']}-ring at {c['h']}:9042
[cqlsh 6.1.0 | Cassandra 4.1.{R.randint(1, 5)} | CQL spec 3.4.6 | Native protocol v5]
{c['u']}@cqlsh> SELECT id, created_at, status FROM {c['db']}.events WHERE id = {G.uuid()};

 id                                   | created_at                      | status
--------------------------------------+---------------------------------+--------
 {G.uuid()} | {c['ts']}.000000+0000 | queued

(1 rows)"""


def cli_cron():
    c = ctx()
    if C.sec:
        pw = P(N_CLI)
        line = R.choice([f"mysqldump -u{c['u']} -p{pw} -h {c['h']} --single-transaction --routines {c['db']}",
                         f"mysqldump --user={c['u']} --password={pw} --host={c['h']} --single-transaction {c['db']}",
                         f"PGPASSWORD={pw} pg_dump -h {c['h']} -U {c['u']} -Fc {c['db']}"])
    else:
        note(G_PROMPT)
        line = R.choice([f"mysqldump --defaults-extra-file=/etc/mysql/backup.cnf --single-transaction {c['db']}",
                         f"pg_dump -h {c['h']} -U {c['u']} -Fc {c['db']}  # password from ~/.pgpass"])
    dump = "gzip" if "mysqldump" in line else "cat"
    return f"""$ crontab -l -u backup
MAILTO=ops@{c['p'].split('-')[0]}.example
# m h dom mon dow command
{R.randint(0, 59)} {R.randint(0, 5)} * * * {line} | {dump} > /backups/{c['db']}-$(date +\\%F).dump 2>>/var/log/backup.err
$ tail -n 3 /var/log/backup.err
{'mysqldump: [Warning] Using a password on the command line interface can be insecure.' if 'mysqldump' in line and C.sec else ('pg_dump: warning: there are circular foreign-key constraints on this table:' if 'pg_dump' in line else 'mysqldump: Dumping events and routines skipped (--routines not given)')}
{c['ts']} backup ok size={R.randint(100, 9000)}M sha256={G.sha256()}"""


CLI_SESSION = [cli_mysql, cli_psql, cli_redis, cli_mongosh, cli_sqlcmd, cli_sqlplus, cli_authid, cli_mysql_users, cli_cqlsh, cli_cron, cli_authid, cli_mysql_users]


# ---- conn_config --------------------------------------------------------------------------------------------------

def cfg_env():
    c = ctx()
    if C.sec:
        db = f"postgresql://{c['u']}:{P(N_URL, url=True)}@{c['h']}:5432/{c['db']}?sslmode=require"
        red = f"rediss://default:{P(N_URL, url=True)}@cache.{c['p'].split('-')[0]}.example:6380" if R.random() < .4 else "redis://cache:6379/0"
    else:
        db = local_url() if R.random() < .6 else "${DATABASE_URL_FROM_VAULT}"
        if "VAULT" in db:
            note(G_MASK)
        red = "redis://localhost:6379/0"
    return f"""# .env.{'production' if C.sec else R.choice(['test', 'development'])} ({c['p']})
APP_ENV={'production' if C.sec else 'test'}
DATABASE_URL={db}
DATABASE_POOL={R.choice([5, 10, 20])}
REDIS_URL={red}
SENTRY_RELEASE={G.sha1()[:12]}
FEATURE_FLAGS_PROJECT_ID={G.uuid()}
LOG_LEVEL=info"""


def cfg_database_yml():
    c = ctx()
    if C.sec:
        pwl = f"  password: {P(N_KV)}"
    else:
        note(G_MASK)
        pwl = R.choice(['  password: <%= ENV["DB_PASSWORD"] %>', "  password: <%= Rails.application.credentials.dig(:db, :password) %>"])
    return f"""# config/database.yml
default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") {{ 5 }} %>

production:
  <<: *default
  host: {c['h']}
  database: {c['db']}
  username: {c['u']}
{pwl}
  sslmode: verify-full
  sslrootcert: /etc/ssl/certs/rds-global-bundle.pem
  prepared_statements: false   # pgbouncer transaction mode"""


def cfg_django():
    c = ctx()
    if C.sec:
        pw = f'"{P(N_KV)}"'
    else:
        note(G_MANAGED)
        pw = 'env("DB_PASSWORD")'
    return f"""# settings/production.py
DATABASES = {{
    "default": {{
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "{c['db']}",
        "USER": "{c['u']}",
        "PASSWORD": {pw},
        "HOST": "{c['h']}",
        "PORT": "5432",
        "CONN_MAX_AGE": 60,
        "OPTIONS": {{"sslmode": "require", "application_name": "{c['p']}"}},
    }}
}}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField\""""


def cfg_spring():
    c = ctx()
    if C.sec:
        pw = P(N_KV)
    else:
        note(G_MASK)
        pw = "${SPRING_DATASOURCE_PASSWORD}"
    return f"""# src/main/resources/application-prod.properties
spring.datasource.url=jdbc:postgresql://{c['h']}:5432/{c['db']}?ssl=true&sslmode=verify-full
spring.datasource.username={c['u']}
spring.datasource.password={pw}
spring.datasource.hikari.maximum-pool-size=20
spring.datasource.hikari.pool-name={c['p']}-pool
spring.jpa.hibernate.ddl-auto=validate
spring.flyway.baseline-version={R.randint(1, 40)}
management.endpoints.web.exposure.include=health,info"""


def cfg_appsettings():
    c = ctx()
    srv = f"{c['p'].split('-')[0]}-sql.database.windows.net"
    if C.sec:
        cs = f"Server=tcp:{srv},1433;Database={c['db']};User Id={c['u']};Password={P(N_KV)};Encrypt=True;TrustServerCertificate=False;"
    elif R.random() < .5:
        note(G_LOCAL)
        cs = f"Server=localhost,1433;Database={c['db']}_dev;User Id=sa;Password=Your_password123;TrustServerCertificate=True;"
    else:
        note(G_MANAGED)
        cs = f"@Microsoft.KeyVault(SecretUri=https://{c['p'].split('-')[0]}-kv.vault.azure.net/secrets/SqlConnection/)"
    return json.dumps({"Logging": {"LogLevel": {"Default": "Information", "Microsoft.EntityFrameworkCore": "Warning"}},
                       "ConnectionStrings": {"Default": cs},
                       "ApplicationInsights": {"ConnectionString": f"InstrumentationKey={G.uuid()};IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/"},
                       "AllowedHosts": "*"}, indent=2)


def cfg_go_dsn():
    c = ctx()
    if C.sec:
        dsn = f"{c['u']}:{P(N_URL, url=True)}@tcp({c['h']}:3306)/{c['db']}?parseTime=true&tls=true&loc=UTC"
    else:
        note(G_LOCAL)
        dsn = f"root:root@tcp(127.0.0.1:3306)/{c['db']}_test?parseTime=true"
    return f"""// internal/config/config.go (defaults; overridden by MYSQL_DSN)
type DB struct {{
	DSN          string        `env:"MYSQL_DSN" envDefault:"{dsn}"`
	MaxOpenConns int           `env:"MYSQL_MAX_OPEN" envDefault:"25"`
	ConnMaxLife  time.Duration `env:"MYSQL_CONN_MAX_LIFETIME" envDefault:"5m"`
}}
// migrations table: schema_migrations, current version {G.stamp()}, dirty=false"""


def cfg_libpq():
    c = ctx()
    if C.sec:
        kv = f"host={c['h']} port=5432 dbname={c['db']} user={c['u']} password={P(N_KV)} sslmode=verify-full"
    else:
        note(G_PROMPT)
        kv = f"host={c['h']} port=5432 dbname={c['db']} user={c['u']} passfile=/etc/{c['p']}/pgpass sslmode=verify-full"
    return f"""[metabase-sync]
schedule = "*/15 * * * *"
source = "{kv}"
target_schema = "mart"
checkpoint_lsn = "{G.lsn()}"
last_run_id = "{G.ulid()}\""""


def cfg_odbc():
    c = ctx()
    if C.sec:
        pw = f"PWD={P(N_KV)}\n"
    else:
        note(G_MANAGED)
        pw = "Trusted_Connection=Yes\n"
    return f"""# /etc/odbc.ini
[{c['p'].title().replace('-', '')}Reporting]
Driver=ODBC Driver 18 for SQL Server
Server=tcp:{c['h']},1433
Database={c['db']}
UID={c['u']}
{pw}Encrypt=yes
TrustServerCertificate=no

$ isql -v {c['p'].title().replace('-', '')}Reporting
+---------------------------------------+
| Connected!                            |
+---------------------------------------+"""


def cfg_compose():
    c = ctx()
    if C.sec:
        env = f"      MYSQL_ROOT_PASSWORD: {P(N_KV)}\n      MYSQL_PASSWORD: {P(N_KV)}"
        head = f"# docker-compose.staging.yml, runs on {c['h']} (shared QA box)"
    else:
        note(G_CHANGEME)
        env = R.choice(["      MYSQL_ROOT_PASSWORD: root\n      MYSQL_PASSWORD: changeme", "      MYSQL_ROOT_PASSWORD: test\n      MYSQL_PASSWORD: test"])
        head = "# docker-compose.test.yml, used by `make test` on laptops and in CI only"
    return f"""{head}
services:
  db:
    image: mysql:8.0.{R.randint(30, 39)}
    environment:
      MYSQL_DATABASE: {c['db']}
      MYSQL_USER: {c['u']}
{env}
    ports: ["3306:3306"]
    healthcheck:
      test: ["CMD", "mysqladmin", "ping", "-h", "localhost"]
      interval: 5s"""


def cfg_k8s():
    c = ctx()
    if C.sec:
        raw = G.pw()
        v = lab(G.b64(raw.encode()), N_K8S)
        body = f"""apiVersion: v1
kind: Secret
metadata:
  name: {c['p']}-db
  namespace: {c['p']}
type: Opaque
data:
  username: {G.b64(c['u'].encode())}
  password: {v}"""
    else:
        note(G_MANAGED)
        body = f"""apiVersion: apps/v1
kind: Deployment
metadata:
  name: {c['p']}-api
spec:
  template:
    spec:
      containers:
        - name: api
          env:
            - name: DB_USER
              value: {c['u']}
            - name: DB_PASSWORD
              valueFrom:
                secretKeyRef:
                  name: {c['p']}-db
                  key: password"""
    return f"""$ kubectl get {'secret ' + c['p'] + '-db -o yaml' if C.sec else 'deploy ' + c['p'] + '-api -o yaml'} | head -n 20
{body}"""


def cfg_terraform():
    c = ctx()
    if C.sec:
        pw = f'  password                = "{P(N_KV)}"'
    else:
        note(G_MANAGED)
        pw = "  manage_master_user_password = true"
    return f"""resource "aws_db_instance" "{c['db']}" {{
  identifier              = "{c['p']}-{c['db']}"
  engine                  = "postgres"
  engine_version          = "16.{R.randint(1, 4)}"
  instance_class          = "db.r6g.large"
  username                = "{c['u']}"
{pw}
  storage_encrypted       = true
  kms_key_id              = "arn:aws:kms:eu-west-1:{R.randint(10**11, 10**12 - 1)}:key/{G.uuid()}"
  backup_retention_period = 7
}}"""


def cfg_example():
    c = ctx()
    if C.sec:
        real = f"\nActual staging value (do not commit): postgres://{c['u']}:{P(N_URL, url=True)}@{c['h']}:5432/{c['db']}"
    else:
        real = ""
        note(G_EXAMPLE)
    return f"""## Configuration

Set `DATABASE_URL` to a libpq URL, for example:

    DATABASE_URL=postgres://user:pass@localhost:5432/{c['db']}

Other accepted forms: `postgresql://user:password@host/dbname?sslmode=require`,
`host=localhost user=postgres dbname={c['db']}` or a unix socket `postgres:///{c['db']}?host=/var/run/postgresql`.{real}"""


def cfg_airflow():
    c = ctx()
    if C.sec:
        return f"""$ airflow connections add 'pg_{c['db']}' --conn-uri 'postgresql://{c['u']}:{P(N_URL, url=True)}@{c['h']}:5432/{c['db']}?sslmode=require'
Successfully added `conn_id`=pg_{c['db']} : postgresql://{c['u']}:******@{c['h']}:5432/{c['db']}?sslmode=require"""
    note(G_MASK)
    return f"""$ airflow connections get pg_{c['db']} -o yaml
- conn_id: pg_{c['db']}
  conn_type: postgres
  host: {c['h']}
  login: {c['u']}
  password: '***'
  port: 5432
  schema: {c['db']}
  extra: '{{"sslmode": "require"}}'
  id: {R.randint(1, 400)}"""


def cfg_dbt():
    c = ctx()
    if C.sec:
        pw = P(N_KV)
    else:
        note(G_MASK)
        pw = "\"{{ env_var('DBT_PASSWORD') }}\""
    return f"""# ~/.dbt/profiles.yml
{c['p'].replace('-', '_')}:
  target: prod
  outputs:
    prod:
      type: postgres
      host: {c['h']}
      user: dbt_runner
      password: {pw}
      port: 5432
      dbname: {c['db']}
      schema: analytics
      threads: 8
$ dbt debug --target prod | tail -n 3
  Connection test: [OK connection ok]
All checks passed!"""


def cfg_grafana():
    c = ctx()
    if C.sec:
        pw = P(N_KV)
    else:
        note(G_MASK)
        pw = "$__file{/etc/grafana/secrets/pg_password}"
    return f"""# provisioning/datasources/postgres.yaml
apiVersion: 1
datasources:
  - name: {c['p']}-pg
    type: grafana-postgresql-datasource
    uid: {G.rs(14, G.LOWER)}
    url: {c['h']}:5432
    user: grafana_ro
    jsonData:
      database: {c['db']}
      sslmode: require
      postgresVersion: 1600
    secureJsonData:
      password: {pw}"""


CONN_CONFIG = [cfg_env, cfg_database_yml, cfg_django, cfg_spring, cfg_appsettings, cfg_go_dsn, cfg_libpq, cfg_odbc,
               cfg_compose, cfg_k8s, cfg_terraform, cfg_example, cfg_airflow, cfg_dbt, cfg_grafana]


# ---- replication_backup -------------------------------------------------------------------------------------------

def rep_conninfo():
    c = ctx()
    if C.sec:
        ci = f"user=replicator password={P(N_KV)} host={c['h']} port=5432 sslmode=prefer application_name=replica{R.randint(1, 3)}"
    else:
        note(G_PROMPT)
        ci = f"user=replicator passfile=/var/lib/postgresql/.pgpass host={c['h']} port=5432 sslmode=prefer application_name=replica{R.randint(1, 3)}"
    return f"""$ cat /var/lib/postgresql/16/main/postgresql.auto.conf
# Do not edit this file manually!
# It will be overwritten by the ALTER SYSTEM command.
primary_conninfo = '{ci}'
primary_slot_name = 'replica{R.randint(1, 3)}_slot'
$ psql -c "SELECT status, received_lsn, latest_end_lsn FROM pg_stat_wal_receiver"
  status   | received_lsn | latest_end_lsn
-----------+--------------+----------------
 streaming | {G.lsn()}   | {G.lsn()}"""


def rep_pgpass():
    c = ctx()
    lines = []
    for _ in range(R.randint(2, 4)):
        h = G.host()
        if C.sec:
            lines.append(f"{h}:5432:*:{R.choice(G.USERS)}:{lab(G.pw(url_safe=True), N_KV)}")
        else:
            lines.append(f"# {h}:5432:*:{R.choice(G.USERS)}:<from vault>")
    if not C.sec:
        note(G_MASK)
        lines.append("localhost:5432:*:postgres:postgres")
        note(G_LOCAL)
    who = G.person().lower().replace('é', 'e').replace('á', 'a').replace('í', 'i')
    return f"""$ ls -l ~/.pgpass && cat ~/.pgpass
-rw------- 1 {who} {who} {R.randint(100, 400)} {c['d']} ~/.pgpass
# hostname:port:database:username:password
{chr(10).join(lines)}"""


def rep_mycnf():
    c = ctx()
    if C.sec:
        pw = f"password={P(N_KV)}" if R.random() < .5 else f"password=\"{P(N_KV)}\""
    else:
        note(G_PROMPT)
        pw = "# password comes from mysql_config_editor (login-path=backup)"
    return f"""$ cat /etc/mysql/conf.d/backup.cnf
[client]
user=backup_agent
{pw}
host={c['h']}
ssl-mode=REQUIRED

[xtrabackup]
target_dir=/backups/{c['d']}
parallel={R.choice([2, 4, 8])}
$ xtrabackup --defaults-extra-file=/etc/mysql/conf.d/backup.cnf --backup
{c['ts']} 0 [Note] [MY-011825] [Xtrabackup] recognized client arguments: --user=backup_agent --host={c['h']}
{c['ts']} 0 [Note] [MY-011825] [Xtrabackup] MySQL binlog position: filename 'binlog.{R.randint(1, 999):06d}', position '{R.randint(1000, 10**8)}', GTID of the last change '{G.gtid()}'"""


def rep_pgbouncer():
    c = ctx()
    lines = []
    for u in R.sample(G.USERS, R.randint(2, 4)):
        if C.sec:
            v = lab(G.scram(), N_SCRAM) if R.random() < .6 else lab(G.md5v(), N_MD5)
            lines.append(f'"{u}" "{v}"')
        else:
            lines.append(f'"{u}" ""')
    if not C.sec:
        note(G_NULL)
    return f"""; /etc/pgbouncer/pgbouncer.ini
[databases]
{c['db']} = host={c['h']} port=5432 dbname={c['db']}
[pgbouncer]
listen_port = 6432
auth_type = scram-sha-256
auth_file = /etc/pgbouncer/userlist.txt
{'' if C.sec else 'auth_query = SELECT usename, passwd FROM pgbouncer.get_auth($1)' + chr(10)}pool_mode = transaction
default_pool_size = {R.choice([20, 25, 40])}

$ cat /etc/pgbouncer/userlist.txt
{chr(10).join(lines)}"""


def rep_pgbackrest():
    c = ctx()
    if C.sec:
        s = f"repo1-s3-key={G.akid()}\nrepo1-s3-key-secret={lab(G.aws_secret(), N_CLOUD)}\n"
        if R.random() < .6:
            s += f"repo1-cipher-type=aes-256-cbc\nrepo1-cipher-pass={lab(G.fresh(lambda: G.rs(64, G.B64)), N_ENC)}\n"
    else:
        note(G_ID)
        s = f"repo1-s3-key-type=auto\nrepo1-s3-role=arn:aws:iam::{R.randint(10**11, 10**12 - 1)}:role/pgbackrest\nrepo1-cipher-type=aes-256-cbc\n# repo1-cipher-pass comes from PGBACKREST_REPO1_CIPHER_PASS (systemd credential)\n"
    return f"""# /etc/pgbackrest/pgbackrest.conf
[global]
repo1-type=s3
repo1-s3-bucket={c['p']}-pg-backups
repo1-s3-region=eu-west-1
repo1-s3-endpoint=s3.eu-west-1.amazonaws.com
{s}repo1-retention-full=2
start-fast=y

[{c['db']}]
pg1-path=/var/lib/postgresql/16/main
$ pgbackrest --stanza={c['db']} info
stanza: {c['db']}
    status: ok
    full backup: {c['d'].replace('-', '')}-020001F
        wal start/stop: {G.walseg()} / {G.walseg()}"""


def rep_walg():
    c = ctx()
    if C.sec:
        k = f"WALG_LIBSODIUM_KEY={lab(G.fresh(lambda: G.rs(64, G.HEX)), N_ENC)}\nAWS_ACCESS_KEY_ID={G.akid()}\nAWS_SECRET_ACCESS_KEY={lab(G.aws_secret(), N_CLOUD)}"
    else:
        note(G_ID)
        k = f"WALG_LIBSODIUM_KEY_PATH=/etc/wal-g/libsodium.key\nAWS_ACCESS_KEY_ID={G.akid()}\nAWS_SECRET_ACCESS_KEY=$(cat /run/secrets/walg_s3)"
    return f"""$ sudo -u postgres cat /etc/wal-g/env
WALG_S3_PREFIX=s3://{c['p']}-wal/{c['db']}
{k}
WALG_COMPRESSION_METHOD=zstd
$ wal-g backup-list
name                          modified             wal_segment_backup_start
base_{G.walseg()} {c['d']}T02:00:{R.randint(10, 59)}Z {G.walseg()}
base_{G.walseg()} {c['d']}T02:00:{R.randint(10, 59)}Z {G.walseg()}"""


def rep_patroni():
    c = ctx()
    if C.sec:
        su, rp = P(N_KV), P(N_KV)
    else:
        note(G_MASK)
        su, rp = "${PATRONI_SUPERUSER_PASSWORD}", "${PATRONI_REPLICATION_PASSWORD}"
    return f"""# /etc/patroni/patroni.yml (excerpt)
scope: {c['p']}-pg
name: {c['h'].split('.')[0]}
postgresql:
  data_dir: /var/lib/postgresql/16/main
  authentication:
    superuser:
      username: postgres
      password: {su}
    replication:
      username: replicator
      password: {rp}
$ patronictl -c /etc/patroni/patroni.yml list
+ Cluster: {c['p']}-pg ({R.randint(7 * 10**18, 8 * 10**18)}) ---+---------+----+-----------+
| Member   | Host      | Role    | State     | TL | Lag in MB |
| pg-1     | 10.0.1.11 | Leader  | running   | {R.randint(2, 30)} |           |
| pg-2     | 10.0.1.12 | Replica | streaming | {R.randint(2, 30)} |         0 |"""


def rep_mysql_source():
    c = ctx()
    if C.sec:
        pw = f"SOURCE_PASSWORD='{P()}',"
    else:
        note(G_PROMPT)
        pw = "-- password supplied at START REPLICA ... PASSWORD=<prompted>"
    return f"""mysql> CHANGE REPLICATION SOURCE TO
    ->   SOURCE_HOST='{c['h']}',
    ->   SOURCE_USER='repl',
    ->   {pw}
    ->   SOURCE_AUTO_POSITION=1,
    ->   SOURCE_SSL=1;
Query OK, 0 rows affected, 1 warning (0.03 sec)

mysql> START REPLICA;
Query OK, 0 rows affected (0.01 sec)

{la_gtid()}"""


def rep_keyfile():
    c = ctx()
    if C.sec:
        kf = lab(G.keyfile(), N_KEYFILE)
        tail = f"$ sudo cat /etc/mongod/keyfile\n{kf}"
    else:
        note(G_PROMPT)
        tail = f"$ sudo ls -l /etc/mongod/keyfile\n-r-------- 1 mongodb mongodb 1024 {c['d']} /etc/mongod/keyfile"
    return f"""# /etc/mongod.conf
replication:
  replSetName: rs0
security:
  keyFile: /etc/mongod/keyfile
  authorization: enabled
net:
  bindIp: 0.0.0.0
  tls:
    mode: requireTLS
{tail}"""


def rep_redisconf():
    c = ctx()
    if C.sec:
        a = f"requirepass {P(N_KV)}\nmasterauth {P(N_KV)}"
    else:
        note(G_MASK)
        a = "# requirepass and masterauth are injected by the init container from /run/secrets\naclfile /etc/redis/users.acl"
    return f"""$ grep -v '^#' /etc/redis/redis.conf | grep -v '^$' | head -n 14
bind 0.0.0.0
port 6379
tls-port 6380
{a}
replicaof {c['h']} 6379
save 900 1
appendonly yes
appendfilename "appendonly.aof"
maxmemory {R.choice([2, 4, 8])}gb
maxmemory-policy allkeys-lru"""


def rep_debezium():
    c = ctx()
    if C.sec:
        pw = P(N_KV)
    else:
        note(G_MANAGED)
        pw = "${file:/opt/kafka/secrets/db.properties:password}"
    cfg = {"name": f"{c['db']}-cdc", "config": {"connector.class": "io.debezium.connector.postgresql.PostgresConnector",
           "database.hostname": c['h'], "database.port": "5432", "database.user": "debezium", "database.password": pw,
           "database.dbname": c['db'], "topic.prefix": c['p'], "plugin.name": "pgoutput", "slot.name": f"debezium_{c['db']}",
           "publication.name": "dbz_publication", "table.include.list": "public.orders,public.customers"}}
    return f"""$ curl -s -X POST -H 'Content-Type: application/json' connect:8083/connectors -d @{c['db']}-cdc.json
{json.dumps(cfg, indent=2)}
$ curl -s connect:8083/connectors/{c['db']}-cdc/status | jq -c .connector
{{"state":"RUNNING","worker_id":"10.0.{R.randint(0, 9)}.{R.randint(2, 250)}:8083"}}
slot debezium_{c['db']}: confirmed_flush_lsn={G.lsn()} restart_lsn={G.lsn()}"""


REPLICATION_BACKUP = [rep_conninfo, rep_pgpass, rep_mycnf, rep_pgbouncer, rep_pgbackrest, rep_walg, rep_patroni,
                      rep_mysql_source, rep_keyfile, rep_redisconf, rep_debezium, rep_pgbouncer]


# ---- cloud_console ------------------------------------------------------------------------------------------------

def acct():
    return R.randint(10**11, 10**12 - 1)


def cc_rds_create():
    c = ctx()
    if C.sec:
        pw = f"--master-user-password '{P()}'"
    else:
        note(G_MANAGED)
        pw = "--manage-master-user-password"
    a = acct()
    return f"""$ aws rds create-db-instance --db-instance-identifier {c['p']}-{c['db']} --engine postgres --engine-version 16.{R.randint(1, 4)} \\
    --db-instance-class db.t4g.medium --allocated-storage 100 --master-username {c['u']} {pw} \\
    --storage-encrypted --kms-key-id arn:aws:kms:eu-west-1:{a}:key/{G.uuid()}
{{
    "DBInstance": {{
        "DBInstanceIdentifier": "{c['p']}-{c['db']}",
        "DBInstanceStatus": "creating",
        "MasterUsername": "{c['u']}",
        "DbiResourceId": "db-{G.rs(26, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}",
        "DBInstanceArn": "arn:aws:rds:eu-west-1:{a}:db:{c['p']}-{c['db']}"{'' if C.sec else ','}
{'' if C.sec else f'        "MasterUserSecret": {{"SecretArn": "arn:aws:secretsmanager:eu-west-1:{a}:secret:rds!db-{G.uuid()}-{G.rs(6)}", "SecretStatus": "creating"}}'}
    }}
}}"""


def cc_secretsmanager():
    c = ctx()
    a = acct()
    if C.sec:
        ss = json.dumps({"username": c['u'], "password": P(), "engine": "postgres", "host": c['h'], "port": 5432,
                         "dbname": c['db']}, separators=(",", ":"))
        cmd = "get-secret-value"
        out = {"ARN": f"arn:aws:secretsmanager:eu-west-1:{a}:secret:{c['p']}/db-{G.rs(6)}", "Name": f"{c['p']}/db",
               "VersionId": G.uuid(), "SecretString": ss, "VersionStages": ["AWSCURRENT"], "CreatedDate": f"{c['d']}T09:12:00.000000+00:00"}
    else:
        note(G_ID)
        cmd = "describe-secret"
        out = {"ARN": f"arn:aws:secretsmanager:eu-west-1:{a}:secret:{c['p']}/db-{G.rs(6)}", "Name": f"{c['p']}/db",
               "RotationEnabled": True, "RotationLambdaARN": f"arn:aws:lambda:eu-west-1:{a}:function:SecretsManagerRDSPostgreSQLRotationSingleUser",
               "VersionIdsToStages": {G.uuid(): ["AWSCURRENT"], G.uuid(): ["AWSPREVIOUS"]}, "LastRotatedDate": f"{c['d']}T00:00:00+00:00"}
    return f"$ aws secretsmanager {cmd} --secret-id {c['p']}/db\n" + json.dumps(out, indent=4)


def cc_iam_token():
    c = ctx()
    ep = f"{c['p'].split('-')[0]}-db.cluster-c{G.rs(10, G.LOWER)}.eu-west-1.rds.amazonaws.com"
    if C.sec:
        sig = lab(G.fresh(lambda: G.rs(64, G.HEX)), N_IAM)
        tok = f"{ep}:5432/?Action=connect&DBUser={c['u']}&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={G.akid()}%2F{c['d'].replace('-', '')}%2Feu-west-1%2Frds-db%2Faws4_request&X-Amz-Date={c['d'].replace('-', '')}T101500Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
        return f"""$ aws rds generate-db-auth-token --hostname {ep} --port 5432 --region eu-west-1 --username {c['u']}
{tok}
$ PGPASSWORD="$TOKEN" psql "host={ep} port=5432 dbname={c['db']} user={c['u']} sslmode=verify-full"
psql (16.{R.randint(1, 4)})
{c['db']}=>"""
    note(G_MANAGED)
    return f"""$ export PGPASSWORD="$(aws rds generate-db-auth-token --hostname {ep} --port 5432 --region eu-west-1 --username {c['u']})"
$ psql "host={ep} port=5432 dbname={c['db']} user={c['u']} sslmode=verify-full sslrootcert=global-bundle.pem"
psql (16.{R.randint(1, 4)})
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
{c['db']}=> SELECT aurora_version(), pg_is_in_recovery();
 aurora_version | pg_is_in_recovery
----------------+-------------------
 16.{R.randint(1, 4)}.{R.randint(0, 3)}         | f"""


def cc_gcloud_sql():
    c = ctx()
    inst = f"{c['p']}-pg-{R.randint(1, 9)}"
    if C.sec:
        cmd = f"gcloud sql users set-password {c['u']} --instance={inst} --password='{P()}'"
    else:
        note(G_PROMPT)
        cmd = f"gcloud sql users set-password {c['u']} --instance={inst} --prompt-for-password"
    return f"""$ {cmd}
Updating Cloud SQL user...done.
$ gcloud sql instances describe {inst} --format='value(connectionName,ipAddresses[0].ipAddress,state)'
{c['p']}-prod:europe-west1:{inst}\t{R.randint(34, 35)}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}\tRUNNABLE
$ gcloud sql operations list --instance={inst} --limit=1
NAME                                  TYPE    START                          END                            ERROR  STATUS
{G.uuid()}  UPDATE_USER  {c['d']}T10:02:11.512+00:00  {c['d']}T10:02:12.904+00:00  -      DONE"""


def cc_sa_json():
    c = ctx()
    proj_id = f"{c['p']}-analytics-{R.randint(100000, 999999)}"
    sa = f"bq-loader@{proj_id}.iam.gserviceaccount.com"
    if C.sec:
        key = lab(G.pem_body(), N_SA)
        doc = (f'{{\n  "type": "service_account",\n  "project_id": "{proj_id}",\n  "private_key_id": "{G.sha1()}",\n'
               f'  "private_key": "-----BEGIN PRIVATE KEY-----\\n{key}\\n-----END PRIVATE KEY-----\\n",\n'
               f'  "client_email": "{sa}",\n  "client_id": "{R.randint(10**20, 10**21 - 1)}",\n'
               f'  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n  "token_uri": "https://oauth2.googleapis.com/token",\n'
               f'  "universe_domain": "googleapis.com"\n}}')
        return f"$ cat ~/Downloads/{proj_id}-{G.sha1()[:12]}.json\n{doc}"
    note(G_ID)
    doc = json.dumps({"type": "external_account", "audience": f"//iam.googleapis.com/projects/{R.randint(10**11, 10**12)}/locations/global/workloadIdentityPools/github/providers/github",
                      "subject_token_type": "urn:ietf:params:oauth:token-type:jwt", "token_url": "https://sts.googleapis.com/v1/token",
                      "service_account_impersonation_url": f"https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/{sa}:generateAccessToken",
                      "credential_source": {"file": "/var/run/secrets/tokens/gcp-ksa/token"}}, indent=2)
    return f"$ cat gha-wif-credentials.json   # no key file, workload identity federation\n{doc}\n$ bq ls --project_id={proj_id}\n   datasetId\n -------------\n  raw_events\n  mart"


def cc_atlas():
    c = ctx()
    pub = G.rs(8, "abcdefghijklmnopqrstuvwxyz")
    if C.sec and R.random() < .5:
        body = f"""$ atlas dbusers create readWrite --username {c['u']} --password '{P()}' --projectId {G.objectid()}
Database user '{c['u']}' successfully created."""
    elif C.sec:
        priv = lab(G.tok("uuid"), N_CLOUD)
        body = f"""$ cat ~/.config/atlascli/config.toml
[default]
  org_id = "{G.objectid()}"
  project_id = "{G.objectid()}"
  public_api_key = "{pub}"
  private_api_key = "{priv}"
  output = "json\""""
    else:
        note(G_ID)
        body = f"""$ atlas organizations apiKeys list --orgId {G.objectid()}
ID                         DESCRIPTION        PUBLIC KEY
{G.objectid()}   terraform-ci       {pub}
{G.objectid()}   grafana-exporter   {G.rs(8, 'abcdefghijklmnopqrstuvwxyz')}"""
    return f"""{body}
$ atlas clusters describe Cluster0 --projectId {G.objectid()} -o json | jq .connectionStrings
{{
  "standardSrv": "mongodb+srv://cluster0.{G.rs(5, G.LOWER)}.mongodb.net"
}}"""


def cc_planetscale():
    c = ctx()
    if C.sec:
        u = G.rs(12, G.LOWER)
        pw = lab(G.fresh(lambda: "pscale_pw_" + G.rs(43, G.B64URL)), N_CLOUD)
        return f"""$ pscale password create {c['db']} main {c['p']}-api --role readwriter
Password production-{c['p']} was successfully created in {c['db']}/main.
Please save the values below as they will not be shown again

  NAME            BRANCH   ID             USERNAME       ACCESS HOST URL                   ROLE         ROLE DESCRIPTION     PLAIN TEXT
 --------------- -------- -------------- -------------- --------------------------------- ------------ -------------------- ----------------------------------------------------
  {c['p']}-api   main     {G.rs(12, G.LOWER)}   {u}   aws.connect.psdb.cloud            readwriter   Can Read & Write     {pw}"""
    note(G_ID)
    rows = "\n".join(f"  {n:<15} main     {G.rs(12, G.LOWER)}   {G.rs(12, G.LOWER)}   readwriter   {R.randint(2, 30)} days ago"
                     for n in R.sample(["api", "worker", "metabase", "migrations", "ci"], 3))
    return f"""$ pscale password list {c['db']} main
  NAME            BRANCH   ID             USERNAME       ROLE         CREATED AT
 --------------- -------- -------------- -------------- ------------ ------------
{rows}"""


def cc_supabase():
    c = ctx()
    ref = G.rs(20, "abcdefghijklmnopqrstuvwxyz")
    now = R.randint(1700000000, 1760000000)
    anon = G.jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": now, "exp": now + 315360000})
    G.USED.discard(anon)
    lines = [f"NEXT_PUBLIC_SUPABASE_URL=https://{ref}.supabase.co", f"NEXT_PUBLIC_SUPABASE_ANON_KEY={anon}"]
    if C.sec:
        srk = lab(G.jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": now, "exp": now + 315360000}), N_CLOUD)
        lines.append(f"SUPABASE_SERVICE_ROLE_KEY={srk}")
        if R.random() < .5:
            lines.append(f"DATABASE_URL=postgresql://postgres.{ref}:{P(N_URL, url=True)}@aws-0-eu-central-1.pooler.supabase.com:6543/postgres")
    note(G_ANON)
    return f"# .env.local ({c['p']}, Supabase project {ref})\n" + "\n".join(lines) + "\n# anon key is public, RLS is on for every table in public"


def cc_neon():
    c = ctx()
    ep = f"ep-{R.choice(['cool', 'quiet', 'misty', 'bold', 'green'])}-{R.choice(['river', 'lake', 'sun', 'moon', 'leaf'])}-{G.rs(8, G.LOWER)}"
    if C.sec:
        url = f"postgresql://neondb_owner:{lab(G.fresh(lambda: 'npg_' + G.rs(12)), N_URL)}@{ep}.eu-central-1.aws.neon.tech/neondb?sslmode=require"
        cmd = "neonctl connection-string main"
    else:
        note(G_MASK)
        url = f"postgresql://neondb_owner:********@{ep}.eu-central-1.aws.neon.tech/neondb?sslmode=require"
        cmd = "neonctl connection-string main   # output pasted with the password masked"
    return f"""$ neonctl branches list --project-id {G.rs(4, G.LOWER)}-{G.rs(4, G.LOWER)}-{G.rs(8, G.LOWER)}
┌──────────────────────────┬──────┬─────────┬──────────────────────┐
│ Id                       │ Name │ Default │ Created At           │
├──────────────────────────┼──────┼─────────┼──────────────────────┤
│ br-{G.rs(8, G.LOWER)}-{G.rs(8, G.LOWER)}     │ main │ true    │ {c['d']}T09:00:00Z │
└──────────────────────────┴──────┴─────────┴──────────────────────┘
$ {cmd}
{url}"""


def cc_snowflake():
    c = ctx()
    acc = f"{G.rs(7, 'abcdefghijklmnopqrstuvwxyz')}-{G.rs(7, 'abcdefghijklmnopqrstuvwxyz')}"
    if C.sec:
        auth = f'password = "{P()}"' if R.random() < .6 else f'authenticator = "SNOWFLAKE_JWT"\nprivate_key_file = "~/.snowflake/rsa_key.p8"\nprivate_key_file_pwd = "{P()}"'
    else:
        note(G_PROMPT)
        auth = 'authenticator = "externalbrowser"'
    return f"""# ~/.snowflake/connections.toml
[{c['p'].replace('-', '_')}]
account = "{acc}"
user = "{c['u'].upper()}"
{auth}
warehouse = "TRANSFORM_WH"
database = "{c['db'].upper()}"
role = "TRANSFORMER"

$ snow connection test -c {c['p'].replace('-', '_')}
+-----------------------------------------------------+
| key             | value                             |
|-----------------+-----------------------------------|
| Connection name | {c['p'].replace('-', '_'):<33} |
| Status          | OK                                |
| Host            | {acc}.snowflakecomputing.com |
+-----------------------------------------------------+"""


def cc_azure():
    c = ctx()
    if C.sec:
        pw = f"--admin-password '{P()}'"
    else:
        note(G_MANAGED)
        pw = "--enable-ad-only-auth --external-admin-principal-type Group --external-admin-name sql-admins"
    sid = G.uuid()
    return f"""$ az sql server create --name {c['p']}-sql --resource-group rg-{c['p']} --location westeurope --admin-user {c['u']} {pw}
{{
  "administratorLogin": "{c['u'] if C.sec else 'null'}",
  "fullyQualifiedDomainName": "{c['p']}-sql.database.windows.net",
  "id": "/subscriptions/{sid}/resourceGroups/rg-{c['p']}/providers/Microsoft.Sql/servers/{c['p']}-sql",
  "location": "westeurope",
  "minimalTlsVersion": "1.2",
  "state": "Ready",
  "version": "12.0"
}}"""


def cc_heroku():
    c = ctx()
    if C.sec:
        url = f"postgres://{G.rs(14, G.LOWER)}:{lab(G.fresh(lambda: 'p' + G.rs(64, G.HEX)), N_URL)}@c{G.rs(6, G.LOWER)}.cluster-{G.rs(12, G.LOWER)}.eu-west-1.rds.amazonaws.com:5432/d{G.rs(13, G.LOWER)}"
        cmd = f"heroku config:get DATABASE_URL -a {c['p']}"
    else:
        note(G_ID)
        url = f"=== {c['p']}::DATABASE_URL\nPlan:                  essential-0\nStatus:                Available\nPG Version:            16.{R.randint(1, 4)}\nCreated:               {c['ts']}\nData Size:             {R.randint(10, 900)} MB / 1 GB\nTables:                {R.randint(5, 60)}\nAdd-on:                postgresql-{R.choice(['shallow', 'curly', 'rigid', 'fluffy'])}-{R.randint(10000, 99999)}"
        cmd = f"heroku pg:info -a {c['p']}"
    return f"""$ {cmd}
{url}"""


def cc_vault():
    c = ctx()
    lease = f"database/creds/{c['db']}-readonly/{G.rs(24)}"
    if C.sec:
        return f"""$ vault read database/creds/{c['db']}-readonly
Key                Value
---                -----
lease_id           {lease}
lease_duration     1h
lease_renewable    true
password           {lab(G.fresh(lambda: G.rs(R.choice([20, 24]), G.ALNUM + '-')), "dynamic database credentials from Vault: valid for the lease (an hour, renewable), so the password is a label; lease_id is not.")}
username           v-token-{c['db'][:8]}-readonly-{G.rs(20)}-{R.randint(1700000000, 1800000000)}"""
    note("only the lease id, TTLs and the role's SQL; the password is never printed here.")
    return f"""$ vault lease lookup {lease}
Key             Value
---             -----
expire_time     {c['d']}T11:02:41.1286Z
id              {lease}
issue_time      {c['d']}T10:02:41.1286Z
renewable       true
ttl             {R.randint(1, 59)}m{R.randint(1, 59)}s
$ vault read database/roles/{c['db']}-readonly
creation_statements    [CREATE ROLE "{{{{name}}}}" WITH LOGIN PASSWORD '{{{{password}}}}' VALID UNTIL '{{{{expiration}}}}'; GRANT SELECT ON ALL TABLES IN SCHEMA public TO "{{{{name}}}}";]
default_ttl            1h"""


CLOUD_CONSOLE = [cc_rds_create, cc_secretsmanager, cc_iam_token, cc_gcloud_sql, cc_sa_json, cc_atlas, cc_planetscale,
                 cc_supabase, cc_neon, cc_snowflake, cc_azure, cc_heroku, cc_vault, cc_sa_json, cc_supabase]


# ---- db_note (hard) -----------------------------------------------------------------------------------------------

def fill(s, c, **kw):
    return s.format(proj=c['p'], host=c['h'], db=c['db'], person=G.person(), date=c['d'], user=c['u'], lsn=G.lsn(),
                    mig=R.choice([G.stamp, G.alembic_rev])(), sum=R.choice([G.sha256, G.md5hex])(), **kw)


def note_body(lang):
    c = ctx()
    sents = [fill(s, c) for s in R.sample(ORD_SENT[lang], R.randint(1, 3))]
    if C.sec:
        kind = R.choice(["pw", "pw", "url", "tok", "key"])
        if kind == "url":
            pwv = lab(G.q(G.pw()), N_PROSE)
            shown = f"postgres://{c['u']}:{pwv}@{c['h']}:5432/{c['db']}"
        elif kind == "tok":
            shown = lab(G.tok(R.choice(["pat", "hex40", "sk_live", "b64url43"])), N_PROSE)
        elif kind == "key":
            shown = lab(G.fernet(), N_PROSE)
        else:
            shown = lab(G.pw(), N_PROSE)
        s = R.choice(SECRET_SENT[lang])
        if R.random() < .25:
            s = s.replace(" {v}", "\n{v}", 1) if " {v}" in s else s.replace("{v}", "\n{v}", 1)
        sents.insert(R.randint(0, len(sents)), fill(s, c, v=shown))
    else:
        k = R.random()
        if k < .25:
            note(G_EXAMPLE)
            sents.append("`postgres://user:pass@localhost:5432/" + c['db'] + "`" + {"en": " is only the example from the README.",
                         "de": " ist nur das Beispiel aus der README.", "fr": " n'est que l'exemple du README.",
                         "es": " es solo el ejemplo del README.", "ru": " — это просто пример из README.",
                         "ja": " は README の例にすぎない。", "zh": " 只是 README 里的示例。"}[lang])
        elif k < .45:
            note(G_LOCAL)
            sents.append("docker run -e POSTGRES_PASSWORD=postgres -p 5432:5432 postgres:16   # local only")
        else:
            note(G_PROSE_ORD)
    sep = R.choice(["\n", "\n- ", " "])
    if sep == " " and lang in ("ja", "zh"):
        sep = ""
    body = ("- " if sep == "\n- " else "") + sep.join(sents)
    return body


# ---- rows ---------------------------------------------------------------------------------------------------------

TEMPLATES = {"sql_stmt": SQL_STMT, "seed_migration": SEED_MIGRATION, "dump_export": DUMP_EXPORT, "orm_log": ORM_LOG,
             "driver_error": DRIVER_ERROR, "cli_session": CLI_SESSION, "conn_config": CONN_CONFIG,
             "replication_backup": REPLICATION_BACKUP, "cloud_console": CLOUD_CONSOLE, "db_note": None}


def lang_for(k, fam_index):
    """About a fifth of each family's rows are in one of the six other languages, in turn."""
    return OTHER[(k // 5 + fam_index) % len(OTHER)] if k % 5 == 2 else "en"


def make(fam, sec, lang, seen):
    for _ in range(80):
        C.sec, C.labels, C.notes = sec, [], []
        c = ctx()
        if fam == "db_note":
            body = note_body(lang)
            intro = fill(R.choice(INTRO[lang]), c) if R.random() < .5 else ""
        else:
            body = maybe_lookalike(R.choice(TEMPLATES[fam])())
            intro = fill(R.choice(INTRO[lang]), c) if (lang != "en" or R.random() < .8) else ""
        outro = fill(R.choice(OUTRO[lang]), c) if R.random() < .3 else ""
        text = intro + (R.choice(["\n", "\n\n"]) if intro else "") + body + ("\n" + outro if outro else "")
        if not MIN_LEN <= len(text) <= MAX_LEN:
            continue
        labels = [v for v in C.labels if v in text]
        if sec and not labels:
            continue
        if not sec and text in seen:
            continue
        notes = C.notes or ([G_LOOK] if not sec else [])
        if not sec:
            notes = ["ordinary: " + notes[0]] + notes[1:]
        row = {"id": "", "text": text}
        if sec:
            row["secrets"] = labels
        row.update(family=fam if sec else fam + "_ord", lang=lang, note=" ".join(notes))
        seen.add(text)
        return row
    raise RuntimeError(f"could not build a {fam} row")


def build():
    sec, ordi, seen = [], [], set()
    for fi, fam in enumerate(SECRET_FAMILIES):
        for k in range(N_SEC):
            sec.append(make(fam, True, lang_for(k, fi), seen))
        for k in range(N_ORD):
            ordi.append(make(fam, False, lang_for(k, fi), seen))
    R.shuffle(sec)
    R.shuffle(ordi)
    for i, r in enumerate(sec, 1):
        r["id"] = f"k{i:04d}"
    for i, r in enumerate(ordi, 1):
        r["id"] = f"o{i:04d}"
    return sec, ordi


def write(name, rows):
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    sec, ordi = build()
    write("secrets.jsonl", sec)
    write("ordinary.jsonl", ordi)
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    if "--stats" in sys.argv[1:]:
        for name, rows in (("secrets", sec), ("ordinary", ordi)):
            ls = [len(r["text"]) for r in rows]
            print(f"{name}: {len(rows)} rows, length min {min(ls)} median {statistics.median(ls)} max {max(ls)}")
        print("labels per row:", sorted(collections.Counter(len(r["secrets"]) for r in sec).items()))
        print("labels:", sum(len(r["secrets"]) for r in sec))


if __name__ == "__main__":
    main()
