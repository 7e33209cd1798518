"""Public values in the output of tools and in source, recognised by their documented format.

retain.redact.public asks `documented_format` about every span a rule would replace. Each
format below is one its owner documents as an identifier, a reference to a secret, a
permission or a piece of syntax, never the secret itself, and each is recognised only in
the place that format puts it (under its field's name, inside its own brackets):

- Gerrit's `Change-Id: I<40 hex>` trailer: the name of a review, printed by `git log`;
- GitHub Actions' `permissions:` levels (`id-token: write`): what a job may do;
- `kubectl describe`'s `<set to the key 'k' in secret 's'>`: where a variable comes from;
- a public-key pin (`sha256/<base64>`, OkHttp's CertificatePinner) and an OpenSSH key
  fingerprint (`SHA256:<base64>`): a hash of a public key;
- a quoted 1Password reference whose names hold spaces (`"op://vault/item/api key"`);
- the POSIX shell's `${NAME:?message}`: the message printed when NAME is unset;
- Swift's `try` and `await` before a call: a keyword, where a literal would be a value;
- a Cookie header of preferences only (`theme=dark; lang=en`): words, no session; under a
  cookie's name, one whose pairs hold no credential (retain.redact.cookies);
- a GitHub Actions step's `uses: owner/repo@ref`: which code a step runs;
- an ECDSA signature (DER, base64) under a signature's name: published with what it signs;
- a JSON Web Key's `kid` and certificate thumbprints (`x5t`): names of a public key;
- BuildKit's and swarm's `--secret id=..,src=..`: where a secret is read from;
- a test runner's ` PASS  <test file>` line: a status and a path;
- the argument of a secret manager's read command (`op item get <id>`, `gcloud secrets
  versions access latest --secret=<name>`): which secret to print, not the secret;
- Composer's auth key (`github-oauth.github.com`, `http-basic.<host>`): a type and a host;
- RubyGems' `Signed in with API key: <name>.`: the name the key was given;
- PowerShell's `env:NAME` drive path: where the value is read from;
- a value marked as an example right after it (`P@ssw0rd (example)`);
- the public values of building, signing and publishing a release (retain.redact.releases:
  a repository's sealing key, an App Store Connect key's id, a fingerprint told in a
  sentence, the debug keystore's password, a CI system's secret reference).
"""

from __future__ import annotations

import re

from retain.redact.cookies import public_cookie
from retain.redact.releases import release_value

# Gerrit's Change-Id: "I" and 40 hex digits, kept as a commit message's trailer so a
# review survives a rebase (gerrit-review.googlesource.com/Documentation/user-changeid.html).
_CHANGE_ID = re.compile(r"I[0-9a-f]{40}")
_CHANGE_ID_NAME = re.compile(r"Change-Id:[ \t]*$")

# GitHub Actions' `permissions` map: each scope is `read`, `write` or `none`
# (docs.github.com/en/actions/reference/workflow-syntax-for-github-actions#permissions).
# The scope `id-token` is what a rule takes for a token's name.
_PERMISSION_LEVELS = frozenset(("read", "write", "none"))
_PERMISSION_SCOPE = re.compile(
    r"(?:actions|attestations|checks|contents|deployments|discussions|id-token|issues|models"
    r"|packages|pages|pull-requests|repository-projects|security-events|statuses)"
    r"[ \t]*:[ \t]*$"
)

# `kubectl describe pod` prints a variable filled from a secret as `<set to the key 'K' in
# secret 'S'>` and from a config map as `<set to the key 'K' of config map 'C'>`
# (kubernetes/kubectl, pkg/describe/describe.go, describeContainerEnvVars): two names.
_KUBECTL_REF = re.compile(r"<set to the key '[^'\n]*' (?:in secret|of config map) '[^'\n]*'>")
_KUBECTL_REACH = 120  # characters before a span searched for the reference's start

# A public-key pin: "sha256/" and the base64 of a SHA-256 of a certificate's public key
# (square.github.io/okhttp/3.x/okhttp/okhttp3/CertificatePinner.html); 32 bytes are 43
# base64 characters and one "=". A SHA-1 pin ("sha1/", 20 bytes) is 27 and one "=".
_KEY_PIN = re.compile(r"sha256/[A-Za-z0-9+/]{43}=|sha1/[A-Za-z0-9+/]{27}=")
# An OpenSSH key fingerprint, as `ssh-keygen -l` prints it (man.openbsd.org/ssh-keygen):
# "SHA256:" and the unpadded base64 of 32 bytes, 43 characters (a sentence's dot may end
# it). It names a public key; the private key is not derived from it.
_SSH_FINGERPRINT = re.compile(r"SHA256:[A-Za-z0-9+/]{43}\.?")
# The characters of a pin or a fingerprint, to find the whole of one around a span a rule
# cut out of its middle (`SHA256:4n9n.../EWFlEo0V6/...`: the slashes of its base64).
_FINGERPRINT_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=:")
_FINGERPRINT_REACH = 60  # longer than any pin or fingerprint above
# An SSH public key's type, the first word of an authorized_keys or known_hosts line and of
# a `signingkey` (RFC 4253 6.6, RFC 5656, RFC 8709, OpenSSH's PROTOCOL.u2f and
# PROTOCOL.certkeys): the name of an algorithm, never a key.
_SSH_KEY_TYPE = re.compile(
    r"(?:sk-)?(?:ssh-(?:ed25519|ed448|rsa|dss)|ecdsa-sha2-nistp(?:256|384|521))"
    r"(?:-cert-v01)?(?:@openssh\.com)?"
)
# A network interface's predictable name as systemd gives it (systemd.net-naming-scheme(7)):
# a type (`en` Ethernet, `wl` WLAN, `ww` WWAN, `ib` InfiniBand) and where the device sits
# (`o<n>` onboard, `s<slot>`, `p<bus>s<slot>`, `x<MAC>`), then a function and a port
# (`wlp0s20f3`, `enp3s0`, `wlx00c0ca123456`): a device printed by `ip link` or `nmcli`.
_INTERFACE = re.compile(
    r"(?:en|wl|ww|ib)(?:o\d{1,3}|x[0-9a-f]{12}|p\d{1,3}s\d{1,3}|s\d{1,3})"
    r"(?:f\d{1,2})?(?:d\d{1,2})?(?:u\d{1,2}(?:i\d{1,2})?)?"
)

# A 1Password secret reference whose names hold spaces, which its documentation has quoted
# (developer.1password.com/docs/cli/secret-reference-syntax): `"op://vault/item/api key"`.
_QUOTED_OP_REF = re.compile(r"op://[^/\"'\n]+(?:/[^/\"'\n]+){2,3}")

# The POSIX shell's `${parameter:?word}` (and `${parameter?word}`) writes word to standard
# error when parameter is unset (pubs.opengroup.org, Shell Command Language, 2.6.2): the
# word after `?` is a message, not a default value.
_PARAM_CHECK_BEFORE = re.compile(r"\$\{[A-Za-z_]\w*:?$")

# Swift marks a call that can throw with `try` (`try?`, `try!`) and one that suspends with
# `await` (docs.swift.org, The Swift Programming Language, "Error Handling" and
# "Concurrency"): `let token = try keychain.get(...)` assigns what the call returns.
_CALL_KEYWORD = re.compile(r"(?:try[?!]?|await)")
_CALL_AFTER = re.compile(r"[ \t]+(?:await[ \t]+)?[A-Za-z_][\w.]*[(.]")

# A Cookie header is `name=value` pairs joined by "; " (RFC 6265, 4.2.1). A session's value
# is opaque; pairs whose values are all short lower-case words (`theme=dark; lang=en`) are
# preferences, unless a name says session, auth or a secret's noun. Two pairs at least: one
# `word=word` is the shape of a chosen password (`harbor=ocean`).
_COOKIE_PAIR = r"[A-Za-z_][A-Za-z_-]{0,30}=[a-z]{1,12}"
_COOKIE = re.compile(rf"{_COOKIE_PAIR}(?:;[ \t]*{_COOKIE_PAIR})+")
_COOKIE_SECRET_NAME = re.compile(
    r"sess|sid|auth|tok|key|pass|secret|jwt|remember|login|csrf|xsrf|pin|pwd|cred", re.IGNORECASE
)
# Any Cookie header's pairs, under a cookie's name just before (a HAR file's `"name":
# "cookie", "value": "..."`): kept when no pair holds a credential (retain.redact.cookies).
_ANY_COOKIE = re.compile(r"[^;=\s]{1,100}=[^;\n]*(?:;[ \t]*[^;=\s]{1,100}=[^;\n]*)+")
_COOKIE_NAME_BEFORE = re.compile(r"cookie", re.IGNORECASE)

# A step's `uses: {owner}/{repo}[/{path}]@{ref}` (or `./path`, `docker://image`) names the
# action or reusable workflow it runs; the ref is a tag, a branch or a commit SHA
# (docs.github.com/en/actions/reference/workflow-syntax-for-github-actions,
# jobs.<job_id>.steps[*].uses). A password is never written there.
_USES = re.compile(r"(?:^|[\s-])uses:[ \t]*[\"']?(?P<ref>[\w.-]+/[\w./-]+@[\w./-]+)", re.MULTILINE)

# An ECDSA signature in DER is a SEQUENCE of two INTEGERs (RFC 3279, 2.2.3; SEC 1, C.5):
# for P-256, `30 44..46 02 20|21`, whose base64 opens with `MEQCI`, `MEUCI` or `MEYCI`.
# Cosign prints one as an image signature's `Signature` (docs.sigstore.dev, "Signing
# Containers"), made to be pushed beside the image. Under a signature's name only.
_ECDSA_DER = re.compile(r"ME[QUY]CI[A-Za-z0-9+/]{60,140}={0,2}")
_SIGNATURE_NAME = re.compile(
    r"(?:^|[^a-z])sig(?:nature)?[\"']?[ \t]*[:=][ \t]*[\"']?$", re.IGNORECASE
)

# A JSON Web Key's `kid` (a key's id, RFC 7517, 4.5) and its certificate's thumbprints
# `x5t` and `x5t#S256` (4.8, 4.9) are names of a public key; a JWKS publishes them.
_KEY_ID_NAME = re.compile(r"[\"'](?:kid|x5t|x5t#S256)[\"'][ \t]*:[ \t]*[\"']$")

# `docker build --secret id=<id>[,src=<path>|,env=<var>][,type=file|env]` (docs.docker.com,
# "Build secrets") and `docker service create --secret source=<name>,target=<path>`
# (docs.docker.com, "Manage sensitive data with Docker secrets"): the flag's value names a
# secret and where it is read from or mounted, never the secret.
_SECRET_SPEC_KEYS = frozenset("id src source env type target required mode uid gid".split())
_SECRET_SPEC = re.compile(r"[a-z]+=[^,\s\"']+(?:,[a-z]+=[^,\s\"']+)*")
_SECRET_FLAG_BEFORE = re.compile(r"--secret(?:[ \t]+|=)$")

# Jest's reporter opens each test file's result with a ` PASS ` or ` FAIL ` badge and the
# file's path (jestjs.io/docs/cli, the default reporter); Vitest prints the same. A status
# word in capitals alone before a path with a file's extension is that line.
_TEST_STATUS_BEFORE = re.compile(r"(?:^|\n)[ \t]*(?:PASS|FAIL)[ \t]+$")
_TEST_FILE = re.compile(r"[\w.@-]*(?:/[\w.@-]+)*\.[A-Za-z]{1,5}")


# The read commands of secret managers and password managers, whose arguments name the
# secret to print: 1Password's `op item get <item>`, `op read <reference>`
# (developer.1password.com/docs/cli/reference; its item listing shows a concealed field as
# `[use 'op item get <id> --reveal' to reveal]`), `gcloud secrets versions access
# <version> --secret=<name>` (cloud.google.com/sdk/gcloud/reference/secrets), `aws
# secretsmanager get-secret-value --secret-id <name>`, `aws ssm get-parameter --name`,
# `az keyvault secret show --name`, `vault kv get <path>`, `doppler secrets get <name>`,
# Bitwarden's `bw get <object> <id>`, `infisical secrets get <name>`, `kubectl get secret
# <name>`. The span must stand in the same command: no pipe, `;`, `&&`, `)` or backquote
# between (what a later command is given may be a value).
_SECRET_READ_BEFORE = re.compile(
    r"(?:(?<![\w-])op[ \t]+(?:item[ \t]+get|read|document[ \t]+get)"
    r"|gcloud[ \t]+secrets[ \t]+(?:versions[ \t]+access|describe)"
    r"|aws[ \t]+secretsmanager[ \t]+(?:get-secret-value|describe-secret)"
    r"|aws[ \t]+ssm[ \t]+get-parameters?"
    r"|az[ \t]+keyvault[ \t]+secret[ \t]+(?:show|download)"
    r"|(?<![\w-])vault[ \t]+(?:kv[ \t]+get|read)"
    r"|doppler[ \t]+secrets[ \t]+get|infisical[ \t]+secrets[ \t]+get"
    r"|(?<![\w-])bw[ \t]+get|kubectl[ \t]+get[ \t]+secrets?)"
    r"[ \t](?:[^\n|;&)`'\"]{0,160}[ \t=])?$"
)
_SECRET_READ_REACH = 240

# Composer's auth.json keys, `composer config --auth <type>.<host> ...`: the type of the
# credential and the host it is for (getcomposer.org/doc/articles/
# authentication-for-private-packages.md); the token or the password follows it.
_COMPOSER_AUTH_KEY = re.compile(
    r"(?:github-oauth|gitlab-oauth|gitlab-token|bitbucket-oauth|forgejo-token|http-basic"
    r"|bearer|client-certificate)\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+"
)

# `gem signin` ends with "Signed in with API key: <name>." (rubygems,
# lib/rubygems/gemcutter_utilities.rb): the name given to the new key, never the key.
_GEM_SIGNED_IN = re.compile(r"Signed in with API key:[ \t]*$")

# PowerShell's Env: drive, `env:NAME` (learn.microsoft.com, about_Environment_Provider),
# as `Get-Content env:NAME` or a pointer in a note: where a value is read from.
_ENV_DRIVE = re.compile(r"[Ee]nv:[A-Z_][A-Z0-9_]{2,}")

# A value a writer marks as an example in brackets right after it.
_EXAMPLE_AFTER = re.compile(
    r"[!?.]?[`'\"*]*[ \t]*\((?:example|e\.g\.|sample|dummy|fake|placeholder|not real|ejemplo"
    r"|exemple|beispiel|esempio|exemplo|voorbeeld|przykład|пример|приклад|例|예시)\)",
    re.IGNORECASE,
)


def documented_format(text: str, start: int, end: int) -> bool:
    """True when `text[start:end]` is one of the formats above, in its format's place."""
    value = text[start:end]
    before = text[max(0, start - 80) : start]
    if _CHANGE_ID.fullmatch(value):
        return _CHANGE_ID_NAME.search(before) is not None
    if value in _PERMISSION_LEVELS:
        return _PERMISSION_SCOPE.search(before) is not None
    if _KEY_PIN.fullmatch(value) or _SSH_FINGERPRINT.fullmatch(value):
        return True
    if _SSH_KEY_TYPE.fullmatch(value) or _INTERFACE.fullmatch(value):
        return True
    if _inside_fingerprint(text, start, end):
        return True
    if _kubectl_reference(text, start, end):
        return True
    if value.startswith("op://") and _QUOTED_OP_REF.fullmatch(value):
        return start > 0 and text[start - 1] in "\"'" and text.startswith(text[start - 1], end)
    if value.startswith("?") and _PARAM_CHECK_BEFORE.search(before):
        return True
    if _CALL_KEYWORD.fullmatch(value):
        return _CALL_AFTER.match(text, end) is not None
    under_cookie = _COOKIE_NAME_BEFORE.search(before) is not None
    cookie = _COOKIE.fullmatch(value) is not None
    if cookie or (under_cookie and _ANY_COOKIE.fullmatch(value)):
        if cookie and _COOKIE_SECRET_NAME.search(value) is None:
            return True
        return under_cookie and public_cookie(value)
    if _ECDSA_DER.fullmatch(value):
        return _SIGNATURE_NAME.search(before) is not None
    if _KEY_ID_NAME.search(before) is not None:
        return True
    if _SECRET_FLAG_BEFORE.search(before) and _SECRET_SPEC.fullmatch(value):
        keys = {pair.split("=", 1)[0] for pair in value.split(",")}
        return bool(keys & {"id", "source"}) and keys <= _SECRET_SPEC_KEYS
    if _TEST_FILE.fullmatch(value) and "/" in value:
        return _TEST_STATUS_BEFORE.search(before) is not None
    if _COMPOSER_AUTH_KEY.fullmatch(value) or _ENV_DRIVE.fullmatch(value):
        return True
    if _GEM_SIGNED_IN.search(before) or _EXAMPLE_AFTER.match(text, end):
        return True
    if _action_reference(text, start, end) or _secret_read_argument(text, start, end):
        return True
    return release_value(text, start, end)  # a release's public key, key id, reference


def _secret_read_argument(text: str, start: int, end: int) -> bool:
    """The span is an argument of a secret manager's read command (see _SECRET_READ_BEFORE)."""
    value = text[start:end].rstrip(")")
    if not value or any(ch.isspace() for ch in value):
        return False
    line_start = max(text.rfind("\n", 0, start) + 1, start - _SECRET_READ_REACH)
    return _SECRET_READ_BEFORE.search(text, line_start, start) is not None


_USES_REACH = 400  # longer than any `uses: owner/repo/path@ref`


def _action_reference(text: str, start: int, end: int) -> bool:
    """The span lies inside a workflow step's `uses:` reference (see _USES)."""
    # Read within _USES_REACH of the span: a long single line read whole for each span
    # made a text of thousands of secrets quadratic.
    line_start = max(text.rfind("\n", max(0, start - _USES_REACH), start) + 1, start - _USES_REACH)
    line_end = text.find("\n", end, end + _USES_REACH)
    line = text[line_start : min(len(text), end + _USES_REACH) if line_end < 0 else line_end]
    if "uses:" not in line:
        return False
    for m in _USES.finditer(line):
        if m.start("ref") <= start - line_start and end - line_start <= m.end("ref"):
            return True
    return False


def _kubectl_reference(text: str, start: int, end: int) -> bool:
    """The span lies inside a `kubectl describe` reference to a secret's key."""
    opening = text.rfind("<set to the key", max(0, start - _KUBECTL_REACH), start + 1)
    if opening < 0:
        return False
    m = _KUBECTL_REF.match(text, opening)
    return m is not None and m.end() >= end


def _inside_fingerprint(text: str, start: int, end: int) -> bool:
    """Is the span a piece of a public-key pin or an OpenSSH fingerprint around it?"""
    left = start
    while left > max(0, start - _FINGERPRINT_REACH) and text[left - 1] in _FINGERPRINT_CHARS:
        left -= 1
    right = end
    while right < min(len(text), end + _FINGERPRINT_REACH) and text[right] in _FINGERPRINT_CHARS:
        right += 1
    whole = text[left:right].rstrip(".")
    if not whole.startswith(("SHA256:", "sha256/", "sha1/")):
        return False
    return _KEY_PIN.fullmatch(whole) is not None or _SSH_FINGERPRINT.fullmatch(whole) is not None
