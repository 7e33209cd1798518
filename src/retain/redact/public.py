"""Values of a known public format, recognised wherever a rule would take them.

Every rule's match passes through `known_public` before it is replaced (retain.redact's
`_one_pass`), so a format is recognised once for all the rules that could mistake it:
a shape rule, a name rule and a prose rule often all match the same span. Each format
here is one its owner documents as an address, an identifier or a description of a
secret, never the secret itself:

- a secret manager's reference (1Password's `op://vault/item/field`, vals' `ref+vault://`,
  Berglas' `sm://`, a Google Secret Manager resource name, an AWS ARN): where a secret
  is kept;
- an OpenPGP fingerprint or key id under a GPG/PGP name: it names a public key;
- a date or a timestamp (`gh secret list` prints each secret's name beside the time it
  was updated);
- a vendor's bare token prefix in a literal (`"xoxb-"`, `"sk-ant-api03-..."`): the
  format, with no body;
- the name of a type that wraps a secret (`token: SecretString,`), of a class
  (`RavenHarborClient`), or of an environment variable that holds one
  (`STRIPE_SECRET_KEY`): code, or where the secret comes from;
- a Markdown-bold speaker's name before a colon (`**sam**: ...`);
- a digest under a digest's name (`checksum/secret: <sha256>`); a word about a
  credential's state or place where its value would be (`token: expired`);
- a shell or Compose expansion in the value (`neo4j/${NEO4J_PASSWORD:?set it}`), a commit,
  revision, migration or digest id told by its noun in a sentence ("the migration is 9fb0...");
- Concourse's `((vars))` and Symfony's `%env(NAME)%`; a size in bytes where `kubectl
  describe secret` prints one; Supabase's anon key and a reCAPTCHA site key, both made to
  ship in a web page;
- a reference by its shape (retain.redact.references: a lookup called with a name, a
  path of names ending in a secret's name, a chat channel);
- values that say they are not a secret (retain.redact.nonsecret: a tool's bracketed mask,
  a request's signature tagged with its scheme, an example JWT, code where a value would
  stand, a piece of an ARN);
- the formats of tools' output and of source in retain.redact.formats (a Gerrit
  Change-Id, a workflow's permission, `kubectl describe`'s secret reference, a key pin).

detect-secrets (its `filters/heuristic.py`: `is_templated_secret`, `is_indirect_reference`,
`is_lock_file`, ...) and gitleaks (its global allowlist of paths and stopwords) were
weighed: both filter by a file's kind or a value's template syntax, which the shared
placeholder test (retain.redact.base.is_placeholder) already does; neither states these
formats, so each carries its own documentation below.
"""

from __future__ import annotations

import re

from retain.redact.base import PLACEHOLDER_PREFIX, last_clause, looks_opaque
from retain.redact.cookies import CSRF_NAME, TRACKING_NAME
from retain.redact.exchanges import DOCUMENTED_EXAMPLES
from retain.redact.formats import documented_format
from retain.redact.kept import ordinary_shape
from retain.redact.nonsecret import JWT, jwt_claims, says_not_secret
from retain.redact.references import names_a_secret
from retain.redact.releases import told_fingerprint
from retain.redact.tokens import firebase_web_key

# Secret references a CI system or a secret manager resolves at run time:
# - 1Password: `op://<vault>/<item>[/<section>]/<field>` (developer.1password.com/docs/cli/
#   secret-reference-syntax);
# - vals / helmfile: `ref+<backend>://<path>` (github.com/helmfile/vals, "Expression Syntax");
# - Berglas: `sm://<project>/<secret>` and `berglas://<bucket>/<object>`
#   (github.com/GoogleCloudPlatform/berglas, "Usage");
# - Google Secret Manager's resource name `projects/<p>/secrets/<name>[/versions/<v>]`
#   (cloud.google.com/secret-manager/docs/reference/rest), also behind a scheme that a
#   tool reads it by (`<scheme>://projects/<p>/secrets/<name>`);
# - an AWS Secrets Manager or SSM Parameter Store ARN, as ECS's `valueFrom` takes it
#   (docs.aws.amazon.com/AmazonECS/latest/developerguide/secrets-envvar-secrets-manager.html).
# Each segment is a name (no spaces); a password is never written in these forms.
_SECRET_REFERENCE = re.compile(
    r"op://[^\s/]+(?:/[^\s/]+){2,3}"
    r"|ref\+[a-z0-9]+://\S+"
    r"|(?:sm|berglas)://[^\s/]+/[^\s]+"
    r"|(?:[a-z][\w+-]*://)?projects/[\w-]+/secrets/[\w-]+(?:/versions/(?:\d+|latest))?"
    r"|arn:aws[\w-]*:(?:secretsmanager|ssm):[\w-]*:\d{12}:(?:secret:|parameter/)[\w/+=.@-]+"
    # Symfony's env var processors, `%env(DB_PASSWORD)%`, `%env(file:SECRET_FILE)%`
    # (symfony.com/doc/current/configuration/env_var_processors.html).
    r"|%env\([\w:.-]+\)%"
    # Vector's secret backends, `SECRET[vault.dd_api_key]`, filled in at load
    # (vector.dev/docs/reference/configuration/global-options/#secret).
    r"|SECRET\[[\w-]+\.[\w.-]+\]",
)
# Concourse's vars, `((vault-token))`, `((source:name.field))`, filled in by its credential
# manager (concourse-ci.org/vars.html); a rule may stop before the closing `))`.
_CONCOURSE_VAR = re.compile(r"\(\([\w.:/-]+(?:\)\))?")

# A size where a value would stand: `kubectl describe secret` prints each key's length
# (`token:  40 bytes`), never its value.
_SIZE = re.compile(r"\d+")
_BYTES_AFTER = re.compile(r"[ \t]+bytes\b")

# Supabase's anon key, a JWT whose payload says `"role": "anon"` and whose issuer is
# Supabase: "safe to use in a browser" behind row level security
# (supabase.com/docs/guides/api/api-keys). Its `service_role` twin is a secret. (A JWT is
# read as retain.redact.nonsecret.JWT reads it.)

# A reCAPTCHA site key (`6L` and 38 characters) under a site key's name: it goes into the
# page's HTML (developers.google.com/recaptcha/docs/display, `data-sitekey`). Its secret
# key has the same shape, so the name decides.
_RECAPTCHA = re.compile(r"6L[\w-]{38}")
_SITE_KEY_NAME = re.compile(r"site_?key|sitekey|site-key", re.IGNORECASE)

# An ISO 8601 date with its time (`2026-01-12T10:20:00Z`, with an offset or a fraction):
# what a listing prints beside a secret's name. A date alone is left to the rules, since
# a birthday is a password people choose.
_TIMESTAMP = re.compile(
    r"\d{4}-[01]\d-[0-3]\d[T ][0-2]\d:[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?"
    r"(?:Z|[+-][0-2]\d:?[0-5]\d)?"
)

# An OpenPGP v4 fingerprint is 40 hex digits (RFC 4880, 12.2), a v5/v6 one 64 (RFC 9580,
# 5.5.4); a key id is the last 16 (or 8). Official images print the release key's
# fingerprint as `GPG_KEY` (docker-library/python's Dockerfile). A private key is an armored
# block, never a hex run, so under a GPG/PGP name a hex run of these lengths is the public
# key's name. A name that also says pass/secret/private/pin holds something else.
_FINGERPRINT = re.compile(r"(?:[0-9A-F]{8}|[0-9A-F]{16}|[0-9A-F]{40}|[0-9A-F]{64})", re.IGNORECASE)
_PGP_NAME = re.compile(r"gpg|pgp|gnupg|fingerprint|fpr|keyid|key_id|signing_?key", re.IGNORECASE)
# A digest's name (`checksum/secret`, Helm's "automatically roll deployments" annotation,
# helm.sh/docs/howto/charts_tips_and_tricks; `token_sha256`): a hex run of a digest's length
# under it (MD5 32, SHA-1 40, SHA-256 64, SHA-512 128) is the digest, not the secret.
_DIGEST_NAME = re.compile(r"checksum|digest|sha\d|md5|hash", re.IGNORECASE)
# ...unless the name also holds what keys a hash (`HASHIDS_SALT`, `HMAC_HASH_KEY`).
_HASH_KEY_NAME = re.compile(r"salt|pepper|key|secret|hmac", re.IGNORECASE)
_DIGEST_HEX = re.compile(r"[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{128}", re.IGNORECASE)
# A digest with its algorithm's tag (`sha256:0f4bb370dbecec52`, as an image digest is written):
# a log prints a credential's digest in the credential's place so that it can be matched, not used.
_TAGGED_DIGEST = re.compile(r"(?:md5|sha1|sha224|sha256|sha384|sha512):[0-9a-f]{8,128}")
_NOT_PUBLIC_NAME = re.compile(r"pass|secret|priv|pin|token|pwd", re.IGNORECASE)
# The name right before a value: `NAME=`, `"name": "`, `name: `, `checksum/secret: `.
_NAME_BEFORE = re.compile(r"([A-Za-z_][\w./-]{0,60})[\"']?[ \t]*(?:=|:|=>)[ \t]*[\"']?$")
_NAME_REACH = 80  # characters before the value searched for its name

# A vendor's prefix with no body: segments of letters and digits, each closed by `-` or
# `_` (`xoxb-`, `sk-ant-api03-`, `ghp_`), in a literal that trails off (`"sk-ant-api03-..."`)
# or is joined to more (`"xoxb-" + "0" * 8`): the format, the body being elsewhere. A
# password that ends in a separator (`"Fall2021_"`) stands alone in its quotes.
_BARE_PREFIX = re.compile(r"(?:[A-Za-z][A-Za-z0-9]{0,7}[-_]){1,3}")
_PREFIX_END = re.compile(r"\.\.\.|…|[\"'`][ \t]*\+")
# A prefix, an ellipsis, then a short tail: how a dashboard or a CLI shows a key it keeps
# (`sk_live_…UoTm`, `ghp_...x9Qa`); the prefix and the last characters are all there is.
_ELIDED_TAIL = re.compile(r"(?:\.\.\.|…)[A-Za-z0-9]{2,8}(?![\w/+=-])")
_PREFIX_LONGEST = 16  # `sk-ant-api03-` is 13; a documented prefix is short

# Types whose whole purpose is to hold a secret: a field declared with one names the type,
# not the value. Rust's secrecy crate (docs.rs/secrecy: SecretString, SecretBox, SecretVec,
# Secret), pydantic (docs.pydantic.dev, "Secret Types": SecretStr, SecretBytes), .NET's
# SecureString (learn.microsoft.com, System.Security.SecureString).
_SECRET_TYPES = frozenset(
    "SecretString SecretBox SecretVec Secret SecretStr SecretBytes SecureString".split()
)

# An environment variable's name in capitals whose last part is a secret's noun
# (`STRIPE_SECRET_KEY`, `AWS_SECRET_ACCESS_KEY`): where the secret is read from. The
# lower-case twin (`auth-db-password`) is a placeholder already (base._SECRET_NAME_VALUE).
_SECRET_VARIABLE = re.compile(
    r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:PASSWORD|PASSWD|PASS|PWD|TOKEN|SECRET|KEY|API_KEY"
    r"|CREDENTIALS?|PASSPHRASE|DSN)"
)

# A context a variable is read from: GitHub Actions' `env`, `secrets` and `vars` contexts
# (docs.github.com/en/actions/learn-github-actions/contexts), Node's `process.env`.
_CONTEXT = re.compile(r"(?:env|secrets|vars|process\.env)\.")
# A user and the variable its password is read from (`elastic:$ES_PASSWORD`, as Beats'
# `cloud.auth` and a URL's userinfo are written): the shell or the tool fills it in.
_USER_OF_VARIABLE = re.compile(r"[\w.-]{1,64}:\$\{?")

# A class's name: capitalised words run together, the last one a role code gives a class
# (`RavenHarborClient`, `LedgerSyncService`), with no digit. "The login is now in
# RavenHarborClient" tells where the code went; a password of capitalised words
# (`CometGranitePepper`) is drawn from a word list, not from these roles.
_CLASS_NAME = re.compile(
    r"(?:[A-Z][a-z]+){1,4}(?:Client|Service|Store|Repo|Repository|Manager|Handler|Provider"
    r"|Controller|Factory|Adapter|Module|Helper|Builder|Middleware|Component|Gateway|Worker"
    r"|Exception|Error)"
)
# A namespaced constant, with a method after `#` or `.` (`Api::V2::OrdersController#index`
# in Rails' "Processing by" line, `Foo::Bar.call`): a path in code; a value holding `::`
# between capitalised names is no drawn password.
_CODE_PATH = re.compile(r"(?:[A-Z]\w{0,60}::){1,8}[A-Z]\w{0,60}(?:[#.][a-z_]\w{0,60}[?!]?)?")
# Node's util.inspect of a function (`password: [Function: getPassword]` in a logged pool
# config, `[AsyncFunction: fetchSecret]`, `[Function (anonymous)]`): code that supplies
# the value at run time, not the value.
_NODE_FUNCTION = re.compile(r"\[(?:Async)?Function(?::[ \t][\w$.]{1,80}|[ \t]\(anonymous\))?\]")

# Words that say where a credential is or what state it is in, standing where its value
# would (`token: expired`, `Password: N/A`, "password prompt disappears", "password stored
# in Vault"): a status line or a sentence, never the value. A chosen password is a word
# picked to be guessed by no one, not a word about passwords.
_STATUS_WORDS = frozenset(
    """
    expired revoked rotated invalid missing unknown disabled pending unchanged prompt
    prompted prompts stored see same n/a inherited encrypted hashed protected
    """.split()
)

# A PowerShell cmdlet: an approved verb (learn.microsoft.com, "Approved Verbs for
# PowerShell Commands", the list `Get-Verb` prints), `-`, a noun in PascalCase, then its
# parameters, a pipe, a quoted argument or a line's continuation (`$pw = Read-Host
# -AsSecureString`, `Get-Credential | ...`, `ConvertTo-SecureString '<password>'`,
# `Get-AzKeyVaultSecret `): a command that asks for or reads the secret, not the secret.
_CMDLET = re.compile(
    r"(?:Add|Clear|Close|Copy|Enter|Exit|Find|Format|Get|Hide|Join|Lock|Move|New|Open"
    r"|Optimize|Pop|Push|Redo|Remove|Rename|Reset|Resize|Search|Select|Set|Show|Skip|Split"
    r"|Step|Switch|Undo|Unlock|Watch|Connect|Disconnect|Read|Receive|Send|Write|Backup"
    r"|Checkpoint|Compare|Compress|Convert|ConvertFrom|ConvertTo|Dismount|Edit|Expand|Export"
    r"|Group|Import|Initialize|Limit|Merge|Mount|Out|Publish|Restore|Save|Sync|Unpublish"
    r"|Update|Debug|Measure|Ping|Repair|Resolve|Test|Trace|Approve|Assert|Build|Complete"
    r"|Confirm|Deny|Deploy|Disable|Enable|Install|Invoke|Register|Request|Restart|Resume"
    r"|Start|Stop|Submit|Suspend|Uninstall|Unregister|Wait|Block|Grant|Protect|Revoke"
    r"|Unblock|Unprotect|Use)-(?:[A-Z][a-z]+){1,4}"
)
_CMDLET_GOES_ON = re.compile(r"[ \t]+(?:-[A-Za-z]\w*|['\"]|`\r?$)|[ \t]*\|", re.MULTILINE)

# Markdown bold around a plain name, then a colon: a chat export's speaker (`**sam**:`).
_BOLD_SPEAKER = re.compile(r"\*\*[^\W\d_][\w.-]{0,40}\*\*")

# A shell or Compose expansion inside the value (`neo4j/${NEO4J_PASSWORD:?set it in .env}`,
# `${DB_PASS:-}`): POSIX parameter expansion (`${name:?word}`, `${name:-word}`, ...) and
# Compose's interpolation of the same syntax (docs.docker.com/reference/compose-file/
# interpolation) fill it in when the file is read, so the value names a variable.
_EXPANSION = re.compile(r"\$\{[A-Za-z_]\w*(?:[:?=+-]|\}|$)")
_EXPANSION_BODY = re.compile(r"\$\{[^}\s]*\}?")  # an expansion, up to its end or a space

# A git object id or a digest told by the noun before it ("broke in commit 77dc123", "the
# migration is 9fb0916d...", "コミット fa3fa60"): these nouns name what a hex run identifies.
# The noun must come after any secret's name in the same clause ("the token table migration
# is X" names a migration; "commit signing key: X" names a key). A signature is not among
# them: a presigned URL's `X-Amz-Signature` grants access.
_ID_HEX = re.compile(r"(?:sha\d{1,3}[=:])?[0-9a-f]{7,64}")
_ID_NOUN = re.compile(
    r"commit|sha\d{0,3}\b|revision|\brev\b|migration|changeset|digest|checksum"
    r"|\bhash\b|etag|コミット|提交|커밋|ハッシュ|哈希|リビジョン",
    re.IGNORECASE,
)
_SECRET_NOUN = re.compile(
    r"pass|secret|token|\bkey\b|pwd|\bpw\b|\bpin\b|credential|パスワード|トークン|密码|密碼"
    r"|口令|令牌|비밀번호|토큰|пароль|токен",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"[\n;,.!?。；，]")
_CLAUSE_REACH = 60  # characters before the value read for its noun
# A placeholder an earlier rule wrote (`[REDACTED:password-hash]`, a dump's cell beside the
# value) is no noun of the writer's: its label is not read for one.
_WRITTEN_PLACEHOLDER = re.compile(re.escape(PLACEHOLDER_PREFIX) + r"[\w-]{1,40}\]")


def known_public(text: str, start: int, end: int) -> bool:
    """True when `text[start:end]`, the span a rule would replace, is one of the public
    formats above, or a Firebase web config's key (retain.redact.tokens.firebase_web_key:
    shipped in every page of the app)."""
    if firebase_web_key(text, start):
        return True
    if _in_pulumi_urn(text, start):
        return True
    if _OPENSSL_ERROR.match(text, start):
        return True
    if says_not_secret(text, start, end):
        return True  # a mask, a signature, an example JWT, code, a piece of an ARN
    if ordinary_shape(text, start, end):
        return True  # a shell's prompt, a passwd entry, `%NAME%`, `(input ...)`
    if _logs_no_one_in(text, start):
        return True  # a CSRF token, an analytics id (retain.redact.cookies)
    value = text[start:end]
    if value.endswith("`") and "`" not in value[:-1]:
        value = value[:-1]  # a rule that read up to a code span's closing mark
    if value.casefold() in _STATUS_WORDS or value in DOCUMENTED_EXAMPLES:
        return True  # a status word; a standard's own example credential
    if _SECRET_REFERENCE.fullmatch(value) or _TIMESTAMP.fullmatch(value):
        return True
    if _TAGGED_DIGEST.fullmatch(value):
        return True
    if value in _SECRET_TYPES or _SECRET_VARIABLE.fullmatch(value) or _CLASS_NAME.fullmatch(value):
        return True
    if _CODE_PATH.fullmatch(value) or _NODE_FUNCTION.match(text, start):
        return True
    context = _CONTEXT.match(value)
    if context is not None and _SECRET_VARIABLE.fullmatch(value, context.end()):
        return True  # `env.GITHUB_TOKEN`, `secrets.NPM_TOKEN`: where a workflow reads it
    login = _USER_OF_VARIABLE.match(value)
    if login is not None:
        name = value[login.end() :]
        name = name[:-1] if value[login.end() - 1] == "{" and name.endswith("}") else name
        if _SECRET_VARIABLE.fullmatch(name):
            return True  # `elastic:$ES_PASSWORD`: the password is read from a variable
    if names_a_secret(value):
        return True  # `credentials('deploy-token')`, `ci/honeycomb-key`: where it is kept
    if _CONCOURSE_VAR.fullmatch(value):
        return text.startswith("((", start) and (value.endswith("))") or text.startswith("))", end))
    if _SIZE.fullmatch(value) and _BYTES_AFTER.match(text, end):
        return True
    if JWT.fullmatch(value):
        return _supabase_anon(value)
    if _RECAPTCHA.fullmatch(value):
        name = _name_before(text, start)
        return _SITE_KEY_NAME.search(name) is not None and "secret" not in name.casefold()
    if _BOLD_SPEAKER.fullmatch(value):
        return text.startswith(":", end)
    if _EXPANSION.search(value):
        rest = re.split(r"[/:@]", _EXPANSION_BODY.sub("", value))
        return not any(looks_opaque(part, min_len=8) for part in rest)  # `S3cr3t!${X}`: no
    if _ID_HEX.fullmatch(value) and _named_id(text, start):
        return True
    if _DIGEST_HEX.fullmatch(value) and _digest_name(_name_before(text, start)):
        return True
    if _FINGERPRINT.fullmatch(value):
        return _pgp_name(text, start) or told_fingerprint(text, start)
    if _CMDLET.fullmatch(value):
        return _CMDLET_GOES_ON.match(text, end) is not None
    if _BARE_PREFIX.fullmatch(value.lstrip("*")) and len(value) <= _PREFIX_LONGEST + 2:
        if _ELIDED_TAIL.match(text, end):
            return True  # `sk_live_…UoTm`, `**sk_live_…UoTm**`: a key shown cut in the middle
        return start > 0 and text[start - 1] in "\"'`" and _PREFIX_END.match(text, end) is not None
    return documented_format(text, start, end)


# An entry of OpenSSL 3's error queue (`40F7A1B2C37F0000:error:0308010C:digital envelope
# routines:...`): a thread id, `error`, a packed error code and a library's name, printed
# on stderr by every OpenSSL 3 tool (ERR_print_errors(3)): public diagnostic output.
_OPENSSL_ERROR = re.compile(r"(?:[0-9A-F]{8,16}:)?error:[0-9A-F]{8}:[A-Za-z][\w ]{0,40}:")

# A Pulumi resource's URN (`urn:pulumi:dev::shop::random:index/randomPassword:RandomPassword::db`)
# names a resource by its stack, type and name: an id, whatever words its type holds.
_URN_REACH = 300


def _in_pulumi_urn(text: str, start: int) -> bool:
    """The span at `start` lies in a Pulumi URN (one run of non-space characters)."""
    head = text[max(0, start - _URN_REACH) : start]
    cut = max(head.rfind(mark) for mark in " \t\n\"'`(")
    return head[cut + 1 :].casefold().startswith("urn:pulumi:")


def _name_before(text: str, start: int) -> str:
    """The name a value at `start` is given under (`NAME=`, `"name": "`), or ""."""
    m = _NAME_BEFORE.search(text, max(0, start - _NAME_REACH), start)
    return "" if m is None or m.end() != start else m.group(1)


def _named_id(text: str, start: int) -> bool:
    """The clause before `start` ends in a noun for an id or a digest (see _ID_NOUN)."""
    head = _WRITTEN_PLACEHOLDER.sub("[]", text[max(0, start - _CLAUSE_REACH) : start])
    head = last_clause(head, _CLAUSE_END)
    ids = [m.end() for m in _ID_NOUN.finditer(head)]
    secrets = [m.end() for m in _SECRET_NOUN.finditer(head)]
    return bool(ids) and (not secrets or ids[-1] > secrets[-1])


def _digest_name(name: str) -> bool:
    """`name` names a digest (see _DIGEST_NAME); Helm's `checksum/<what>` always does."""
    if name.casefold().startswith("checksum/"):
        return True
    return _DIGEST_NAME.search(name) is not None and _HASH_KEY_NAME.search(name) is None


def _pgp_name(text: str, start: int) -> bool:
    """The value at `start` is given under a GPG/PGP key's name that says nothing else."""
    name = _name_before(text, start)
    return _PGP_NAME.search(name) is not None and _NOT_PUBLIC_NAME.search(name) is None


def _supabase_anon(value: str) -> bool:
    """The JWT `value` is a Supabase project's anon key (see JWT)."""
    claims = jwt_claims(value)
    if claims is None:
        return False
    issuer = claims.get("iss")
    return (
        claims.get("role") == "anon" and isinstance(issuer, str) and issuer.startswith("supabase")
    )


# A name and what joins it to its value: `csrftoken=`, `"X-CSRF-Token": "`, `-H 'x-xsrf-token: `.
_NAMED = re.compile(r"([\w-]{1,60})[\"']?[ \t]*[:=][ \t]*[\"']?$")
_NAMED_REACH = 70  # its own: _name_before reads _NAME_REACH (80)


def _logs_no_one_in(text: str, start: int) -> bool:
    """Does the span at `start` stand right after a CSRF token's or an analytics cookie's
    name (retain.redact.cookies: proof a form is the page's own, a tracker's id)?"""
    m = _NAMED.search(text[max(0, start - _NAMED_REACH) : start])
    name = m.group(1) if m is not None else ""
    return bool(name) and (CSRF_NAME.fullmatch(name) or TRACKING_NAME.fullmatch(name)) is not None
