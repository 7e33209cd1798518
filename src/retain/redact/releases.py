"""Public values of building, signing and publishing a release, recognised in their place.

retain.redact.formats asks `release_value` about every span a rule would replace (and
retain.redact.public asks `told_fingerprint` about a fingerprint's hex). Each value
below is one its owner documents as a public key, an identifier, a default or a reference,
never the credential itself, and each is recognised only where that owner puts it:

- the public key GitHub's REST API returns for sealing Actions, Dependabot or Codespaces
  secrets (`GET /repos/{owner}/{repo}/actions/secrets/public-key` and its organisation and
  environment twins: `{"key_id": "...", "key": "<base64>"}`), a libsodium public key of 32
  bytes that anyone with read access may fetch (docs.github.com/en/rest/actions/secrets);
- an App Store Connect API key's id: Apple names the downloaded key `AuthKey_<KEY ID>.p8`
  and altool takes the id as `--apiKey <KEY ID>` beside `--apiIssuer`, reading the key from
  that file (developer.apple.com/documentation/appstoreconnectapi, "Creating API Keys");
  the secret is the file's contents;
- an OpenPGP fingerprint (40 or 64 hex digits, RFC 4880 12.2 and RFC 9580 5.5.4) or long key
  id (16) told in a sentence after a fingerprint's noun, in the prose languages ("Signing
  key fingerprint is ...", "Impronta della chiave di firma: ...", "签名密钥指纹是 ..."): it
  names a public key, as retain.redact.public already holds for it under a GPG name;
- the Android SDK's debug keystore's password, `android`, which the SDK writes and
  documents for every machine (developer.android.com/studio/publish/app-signing, "Sign
  your debug build"), beside the debug keystore's name;
- a CI system's reference to a stored secret in the place of its value: Drone's
  `from_secret` (docs.drone.io/pipeline/environment/syntax/#from-secrets), TeamCity's
  `credentialsJSON:<uuid>` (jetbrains.com/help/teamcity/storing-project-settings-in-
  version-control.html, "Managing tokens") and Jenkins' `credentials('<id>')` in a
  pipeline's `environment` (jenkins.io/doc/book/pipeline/jenkinsfile, "Handling
  credentials");
- an authorization scheme followed by a placeholder (`"Bearer <from cargo login>"`,
  `"Bearer ${TOKEN}"`): the format of a header, the token being elsewhere;
- a Slack webhook's workspace and channel ids (`T.../B.../`) where the URL's last segment,
  its secret, is masked or missing (api.slack.com/messaging/webhooks);
- a PEM private key's armour around an elided body (`-----BEGIN PRIVATE KEY-----\\n...\\n
  -----END PRIVATE KEY-----`): the shape of a key in a document, with no key in it.
"""

from __future__ import annotations

import re

from retain.redact.base import is_placeholder, last_clause

# The `key` member of a public-key response: base64 of 32 bytes (43 characters and `=`),
# under `key`, inside the output that follows a request for `.../secrets/public-key` (no
# blank line between the request and the member).
_SEALING_KEY = re.compile(r"[A-Za-z0-9+/]{43}=")
_KEY_MEMBER_BEFORE = re.compile(r"[\"']?\bkey[\"']?[ \t]*[:=][ \t]*[\"']?$")
_PUBLIC_KEY_PATH = "secrets/public-key"
_RESPONSE_REACH = 400  # characters before the member searched for the request

# App Store Connect: a key's id is ten capitals and digits.
_ASC_KEY_FILE = re.compile(r"(?:[\w.~-]*/)*AuthKey_[A-Z0-9]{10}\.p8")
_ASC_KEY_ID = re.compile(r"[A-Z0-9]{10}")
_ASC_FLAG_BEFORE = re.compile(r"--apiKey(?:[ \t]+|=)$")
_ASC_COMMAND = re.compile(r"altool|--apiIssuer")

# The nouns that call a value a fingerprint (its hex is read by retain.redact.public).
_FINGERPRINT_NOUN = re.compile(
    r"fingerprint|fingerabdruck|empreinte|impronta|huella|impressão digital|vingerafdruk"
    r"|odcisk|отпечаток|parmak izi|指纹|指紋|フィンガープリント|지문",
    re.IGNORECASE,
)
# ...unless the clause also names what a fingerprint is not (a password, a token, a PIN).
_NOT_FINGERPRINT_NOUN = re.compile(
    r"pass|secret|token|\bpin\b|pwd|パスワード|トークン|密码|密碼|口令|令牌|비밀번호|토큰|пароль|токен",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"[\n;.!?。；！？]")
_CLAUSE_REACH = 60  # characters before the value read for its noun

# The debug keystore's file and alias names, within _DEBUG_REACH of its password.
_DEBUG_KEYSTORE = re.compile(r"debug\.keystore|androiddebugkey", re.IGNORECASE)
_DEBUG_PASSWORD = "android"
_DEBUG_REACH = 300

# A CI system's secret reference standing where a rule read a value.
_CI_REFERENCE = re.compile(r"\{?from_secret|credentialsJSON:[0-9a-f-]{36}|credentials\(")
_JENKINS_ID_AFTER = re.compile(r"[\"']")

# An authorization scheme, alone or with a placeholder after it.
_SCHEME = re.compile(r"(?:Bearer|Basic)", re.IGNORECASE)
_SCHEME_WITH = re.compile(r"(?:Bearer|Basic)[ \t]+(?P<rest>\S.{0,80})", re.IGNORECASE)
_PLACEHOLDER_AFTER = re.compile(r"[ \t]+(?:<[^>\n]{1,80}>|\$\{?[A-Za-z_]\w*\}?)")

# A Slack webhook's ids without its secret segment.
_SLACK_IDS = re.compile(r"T[A-Z0-9]{6,12}/B[A-Z0-9]{6,12}/?")
_SLACK_PATH = "hooks.slack.com/services/"
_SECRET_SEGMENT_AFTER = re.compile(r"[A-Za-z0-9]{8}")

# A private key's armour whose body is only an ellipsis (with line breaks, escaped or not).
_ELIDED_PEM = re.compile(
    r"-{4,5} ?BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY ?-{4,5}(?:\s|\\n)*(?:\.{3}|…)(?:\s|\\n)*"
    r"-{4,5} ?END[A-Z0-9 ]{0,40}PRIVATE KEY ?-{4,5}"
)


def release_value(text: str, start: int, end: int) -> bool:
    """True when `text[start:end]` is one of the public values above, in its place."""
    value = text[start:end]
    before = text[max(0, start - 80) : start]
    if _SEALING_KEY.fullmatch(value) and _KEY_MEMBER_BEFORE.search(before):
        return _after_public_key_request(text, start)
    if _ASC_KEY_FILE.fullmatch(value):
        return True
    if _ASC_KEY_ID.fullmatch(value) and _ASC_FLAG_BEFORE.search(before):
        line = text[text.rfind("\n", 0, start) + 1 : _line_end(text, end)]
        return _ASC_COMMAND.search(line) is not None
    if value == _DEBUG_PASSWORD:
        near = text[max(0, start - _DEBUG_REACH) : end + _DEBUG_REACH]
        return _DEBUG_KEYSTORE.search(near) is not None
    if _CI_REFERENCE.fullmatch(value):
        return not value.endswith("(") or _JENKINS_ID_AFTER.match(text, end) is not None
    if _SCHEME.fullmatch(value):
        return _PLACEHOLDER_AFTER.match(text, end) is not None
    scheme = _SCHEME_WITH.fullmatch(value)
    if scheme is not None:
        return is_placeholder(scheme.group("rest"))
    if _SLACK_IDS.fullmatch(value) and text.endswith(_SLACK_PATH, 0, start):
        return _SECRET_SEGMENT_AFTER.match(text, end) is None
    return value.startswith("-") and _ELIDED_PEM.fullmatch(value) is not None


def _line_end(text: str, end: int) -> int:
    found = text.find("\n", end)
    return len(text) if found < 0 else found


def _after_public_key_request(text: str, start: int) -> bool:
    """The member at `start` belongs to the response to a public-key request above it."""
    head = text[max(0, start - _RESPONSE_REACH) : start]
    request = head.rfind(_PUBLIC_KEY_PATH)
    return request >= 0 and "\n\n" not in head[request:]


def told_fingerprint(text: str, start: int) -> bool:
    """The clause before `start` calls the hex value there a fingerprint and nothing secret
    (retain.redact.public asks it of a fingerprint's or a key id's hex)."""
    head = last_clause(text[max(0, start - _CLAUSE_REACH) : start], _CLAUSE_END)
    return _FINGERPRINT_NOUN.search(head) is not None and not _NOT_FINGERPRINT_NOUN.search(head)
