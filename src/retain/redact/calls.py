"""Credentials hard-coded in code, found by what the code does with a literal rather
than by the name of a variable it is assigned to.

- a credential object built from literals: `new NetworkCredential("svc", "pw")`,
  `HTTPBasicAuth("user", "pw")`, `PasswordAuthentication("u", "pw".toCharArray())`:
  the literal after the user is the password;
- key material built from a literal: `new SymmetricSecurityKey(Encoding.UTF8.GetBytes(
  "..."))`, `new SecretKeySpec("...".getBytes(), "HmacSHA256")`, `Fernet(b"...")`;
- a credential compared with a literal: `p == "..."` in a basic-auth block,
  `password === "..."`, `token != "..."`;
- pgbouncer's userlist.txt, one `"user" "password"` pair a line;
- a literal given as the fallback of a secret's lookup: `process.env.API_TOKEN ?? "..."`,
  `ENV["API_KEY"] || "..."`, `os.environ.get("TOKEN") or "..."`, PHP's `?:`;
- a wallet built from a literal private key: ethers' `new Wallet("0x...", provider)`,
  web3's `privateKeyToAccount("0x...")`, eth-account's `Account.from_key("0x...")`;
- a literal given as a login call's key: W&B's `wandb.login(key="...")`, the Hugging Face
  Hub's `login(token="...")`, Comet's `comet_ml.login(api_key="...")`;
- a provider's client built from its key: Postmark's `new ServerClient("<uuid>")`,
  MessageBird's `new \\MessageBird\\Client('...')`, `Mandrill::API.new("...")`,
  `new Resend("...")`, `new Paddle("...")`;
- a literal given alone to a call that authenticates with it: Redis' `AUTH` as clients
  spell it (`red:auth("...")`, `jedis.auth("...")`), reqwest's `.bearer_auth("...")` and
  `.basic_auth("u", Some("..."))`;
- a JDBC URL's user and password given after it: `DriverManager.getConnection(url, user,
  password)`, doobie's `Transactor.fromDriverManager(driver, url, user, password)`;
- a login given as two literals to a call that connects or builds a client or a login
  (`nats.UserInfo("etl", "...")`, `new Client(host, "reporter", "...")`,
  `Cluster.ConnectAsync(url, "ops", "...")`, a URL template's `Sprintf(tpl, "u", "...")`);
- a header or a build constant named for a secret, set from a literal: Swift's
  `setValue("...", forHTTPHeaderField: "X-Auth")`, Gradle's `buildConfigField("String",
  "API_KEY", "\\"...\\"")`;
- a literal typed into a password field by a UI test: Cypress `cy.get('#password').type(
  '...')`, Playwright `page.fill('input[name=password]', '...')`, Selenium
  `find_element(By.ID, "password").send_keys("...")`.

Each value must still read as opaque (base.looks_opaque), so `HTTPBasicAuth(user,
password)`, `Credentials("region", "eu")` and `p == "admin"` stay.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_placeholder, lazy, looks_opaque, spare_placeholder
from retain.redact.names import WEAK_KEY, secret_word, weak_name

_LITERAL = r"(?P<value_quote>[\"'])(?P<secret>[^\"'\n]{4,200})(?P=value_quote)"

# A constructor or function whose name says it holds a login: the first argument is the
# user (a literal or a name), the second a literal password.
# Ruby builds it with `::new` or `.new` (`Aws::Credentials.new(ENV['AK'], '...')`), and
# the user may be read from a lookup (`ENV['AK']`, `env("USER")`).
_CREDENTIAL_CALL = lazy(
    r"\b(?:new[ \t]+)?[\w.:]{0,80}?(?:Credentials?|BasicAuth|DigestAuth|Authentication|AuthToken"
    r"|basic_auth|PasswordAuth)\w*(?:(?:\.|::)new)?[ \t]*\([ \t]*"
    r"(?:[\"'][^\"'\n]{1,80}[\"']|[\w.]{1,80}(?:\[[^\]\n]{1,80}\]|\([^()\n]{0,80}\))?)"
    r"[ \t]*,[ \t]*" + _LITERAL
)
# Key material: a literal inside the arguments of a call named for a symmetric key, an
# HMAC or a cipher, possibly through an encoding call (`Encoding.UTF8.GetBytes(`).
_KEY_CALL = lazy(
    r"\b(?:new[ \t]+)?[\w.]{0,80}?(?:SecurityKey|SecretKey|SecretKeySpec|SigningKey|Hmac|HMAC"
    r"|Fernet|AESGCM|ChaCha20Poly1305)[ \t]*\((?:[ \t]*[\w.]+[ \t]*\(){0,3}[ \t]*"
    r"(?:[bB](?=[\"']))?" + _LITERAL
)
# A credential variable compared with a literal. A one-letter `p` counts only in an
# authentication block (see _spare_compared).
_COMPARED = lazy(
    r"(?<![\w.])(?P<key>p|pw|pwd|pass|passwd|password|passphrase|secret|token|api_?key)"
    r"[ \t]*(?:===?|!==?)[ \t]*" + _LITERAL,
    re.IGNORECASE,
)
# A wallet or an account built from a literal: the constructor takes the private key
# itself (ethers `new Wallet(privateKey, provider)`, web3.js `privateKeyToAccount`,
# eth-account `Account.from_key`, viem `privateKeyToAccount`): 64 hex, `0x` optional.
_WALLET_KEY = lazy(
    r"\b(?:Wallet|privateKeyToAccount|from_key|fromPrivateKey)[ \t]*\([ \t]*[\"'](?:0x)?"
    r"(?P<secret>[0-9a-fA-F]{64})[\"']"
)
# A call that authenticates with its one argument: Redis' AUTH takes the password alone
# (redis.io/docs/latest/commands/auth; lua-resty-redis `red:auth`, Jedis `auth`, ioredis and
# redis-py likewise), reqwest's RequestBuilder has `bearer_auth(token)` and
# `basic_auth(username, Option<password>)` (docs.rs/reqwest).
_AUTH_WITH = lazy(r"[.:](?:auth|bearer_auth|token_auth)[ \t]*\([ \t]*" + _LITERAL + r"[ \t]*\)")
# A call named `login` given its key as a keyword literal: the key the call signs in with
# (docs.wandb.ai, `wandb.login(key=...)`; huggingface_hub `login(token=...)`). Whatever its
# shape (a W&B key is 40 hex digits, a commit id's shape), it is the credential, since the
# call exists to take one. The quote may be escaped, as a notebook's JSON keeps a cell.
_LOGIN_KEYWORD = lazy(
    r"\blogin[ \t]*\([^()\n]{0,200}?(?<![\w.])(?:key|api_key|token)[ \t]*=[ \t]*"
    r"(?P<value_quote>\\?[\"'])(?P<secret>[^\"'\\\n]{4,200})(?P=value_quote)"
)
# An email, SMS or billing provider's client built from its key, the one argument its SDK
# documents for the constructor: Postmark's `new ServerClient(serverToken)` and
# `AccountClient(accountToken)` (a UUID, postmarkapp.com, "API tokens"), MessageBird's
# `new \MessageBird\Client($accessKey)` and `messagebird.Client(access_key)`, Mandrill's
# `Mandrill::API.new(apikey)` and `mandrill.Mandrill(apikey)`, `new Resend(apiKey)`,
# `new Paddle(apiKey)`. A UUID is what Postmark's token looks like, so there it is taken;
# the other clients' literal must read as opaque.
_POSTMARK_CLIENT = lazy(
    r"\b(?:ServerClient|AccountClient)[ \t]*\([ \t]*(?P<value_quote>[\"'])"
    r"(?P<secret>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?P=value_quote)",
    re.IGNORECASE,
)
_PROVIDER_CLIENT = lazy(
    r"(?:\bMessageBird\\Client|\bmessagebird\.Client|\bMandrill::API\.new|\bmandrill\.Mandrill"
    r"|\bnew[ \t]+(?:Resend|Paddle))[ \t]*\([ \t]*" + _LITERAL
)
_BASIC_AUTH_SOME = lazy(
    r"[.:]basic_auth[ \t]*\([ \t]*[\"'][^\"'\n]{1,80}[\"'][ \t]*,[ \t]*Some\([ \t]*" + _LITERAL
)
# A JDBC URL literal, then two literals: the user and the password (java.sql.DriverManager
# `getConnection(String url, String user, String password)`; doobie's
# `Transactor.fromDriverManager[F](driver, url, user, password)`, tpolecat.github.io/doobie).
_AFTER_JDBC_URL = lazy(
    r"[\"']jdbc:[^\"'\n]{1,300}[\"'][ \t]*,[ \t]*[\"'][^\"'\n]{1,80}[\"'][ \t]*,[ \t]*" + _LITERAL
)
_AUTH_NEAR = re.compile(r"auth|login|password|credential", re.IGNORECASE)
# pgbouncer's auth_file: `"user" "password"` on each line, after the file is named.
_USERLIST = lazy(r"^[ \t]*\"[^\"\n]{1,80}\"[ \t]+\"(?P<secret>[^\"\n]{4,200})\"[ \t]*$", re.M)


# A lookup that ends in a secret's name, then a fallback operator and a literal: the value
# the program runs with when the variable is unset, so the secret itself.
_FALLBACK = lazy(
    r"(?<![\w$])(?:[\w$]{1,40}(?:\.|\[[ \t]*[\"']|\([ \t]*[\"']|::)){1,4}"
    r"(?P<key>[A-Za-z_][\w-]{0,80})(?:[\"'][ \t]*[\])])?(?:[ \t]*\))?"
    r"[ \t]*(?:\?\?|\|\||\?:|\bor\b|\{)[ \t]*" + _LITERAL  # `{`: Ruby's `ENV.fetch("X") { "..." }`
)
# A selector that names a password field, then the call that types into it (or a fill
# call taking the selector and the value).
_FIELD_WORD = r"(?i:pass|pwd|secret|token|api[-_]?key)"
_FIELD = (
    rf"(?:'[^'\n]{{0,60}}{_FIELD_WORD}[^'\n]{{0,60}}'"
    rf"|\"[^\"\n]{{0,60}}{_FIELD_WORD}[^\"\n]{{0,60}}\")"
)
_TYPED_INTO = lazy(
    r"(?:\b(?:get|find|locator|querySelector|find_element|findElement|\$)[ \t]*\((?:[^()\n]"
    r"{0,40},)?[ \t]*" + _FIELD + r"[ \t]*\)[ \t]*\.[ \t]*(?:clear\(\)\.)?"
    r"(?:type|fill|send_keys|sendKeys|setValue|press_sequentially|pressSequentially)"
    r"|\.(?:fill|type)[ \t]*\([ \t]*" + _FIELD + r"[ \t]*,)[ \t]*(?:\([ \t]*)?" + _LITERAL
)


# A header set from a literal, the value before the header's name: Foundation's
# `URLRequest.setValue(_:forHTTPHeaderField:)` in Swift and Objective-C
# (developer.apple.com/documentation/foundation/urlrequest/setvalue(_:forhttpheaderfield:)).
_HEADER_VALUE_FIRST = lazy(
    r"\bsetValue[ \t]*[:(][ \t]*@?" + _LITERAL + r"[ \t]*(?:,[ \t]*)?forHTTPHeaderField[ \t]*:"
    r"[ \t]*@?[\"'](?P<key>[\w-]{1,60})[\"']"
)
# A build-time constant from a literal: Android Gradle's `buildConfigField(type, name,
# value)` and `resValue(type, name, value)` (developer.android.com, "Configure build
# variants"); a String field's value is a quoted literal inside the argument, `"\"...\""`.
_BUILD_CONSTANT = lazy(
    r"\b(?:buildConfigField|resValue)[ \t]*(?:\([ \t]*)?[\"'][\w.]{1,30}[\"'][ \t]*,[ \t]*"
    r"[\"'](?P<key>[\w.-]{1,80})[\"'][ \t]*,[ \t]*(?P<value_quote>[\"'])(?:\\[\"'])?"
    r"(?P<secret>[^\"'\\\n]{4,200})(?:\\[\"'])?(?P=value_quote)"
)

# A login given as two literals to a call that connects or authenticates: the user, then
# the password (`nats.UserInfo("etl", "...")`, `AuthTokens.basic("ingest", "...")`,
# `new Client("db-4.test", "reporter", "...")`, `Cluster.ConnectAsync(url, "ops", "...")`,
# `new AMQPStreamConnection(host, 5672, 'ingest', '...')`, `PDO->__construct(dsn, 'shop',
# '...')`, a URL template's `%s:%s@` filled by `Sprintf(tpl, "user", "...", host)`). Which
# call it is decides (see _spare_login_args): a literal pair elsewhere is any two strings.
# The user holds one dot at most and the password something besides lower-case letters, so
# a host or a user before the pair is passed over rather than taken as its first half.
_LOGIN_ARGS = lazy(
    r"(?P<q>[\"'])(?P<user>[A-Za-z_][\w@-]{0,40}(?:\.[\w@-]{1,40})?)(?P=q)[ \t]*,[ \t]*"
    r"(?=[\"'][^\"'\n]*[^a-z\"'\n])" + _LITERAL + r"(?=[ \t]*[,)])"
)
# The call the pair sits in, open on the same line: its name says it connects, logs in or
# builds a client or a login.
_LOGIN_CALL = re.compile(
    r"(?:connect|client|driver|auth|login|credential|userinfo|session|dial|__construct)"
    r"\w*[ \t]*\(",
    re.IGNORECASE,
)
_LOGIN_REACH = 200  # characters before the pair searched for the call it is passed to
# What a user or a password literal is not: a URL, a path, an IP address, a host name.
_NOT_LOGIN = re.compile(
    r".*(?:://|%[sdv]).*|/.*|\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?|(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?"
)


def _spare_login_args(m: re.Match[str]) -> bool:
    """Keep the pair unless a login call is open before it on its line, the first literal
    reads as a user and the second as an opaque value (no host, URL, path or words)."""
    lo = max(m.string.rfind("\n", 0, m.start()) + 1, m.start() - _LOGIN_REACH)
    line = m.string[lo : m.start()]
    opening = [c.end() for c in _LOGIN_CALL.finditer(line)]
    if not opening or line.count("(", opening[0] - 1) <= line.count(")", opening[0] - 1):
        return True
    user, value = m.group("user"), m.group("secret")
    if _NOT_LOGIN.fullmatch(user) or _NOT_LOGIN.fullmatch(value) or " " in value:
        return True
    return is_placeholder(value) or not looks_opaque(value, min_len=8)


def _spare_named_header(m: re.Match[str]) -> bool:
    """The header or the constant must name a secret (`Authorization`, `X-Auth`, `PASS`)."""
    key = m.group("key")
    if secret_word(key) is None and "auth" not in key.casefold():
        return True
    return _spare_fallback(m) if secret_word(key) == WEAK_KEY else _spare_literal(m)


def _spare_fallback(m: re.Match[str]) -> bool:
    word = secret_word(m.group("key"))
    value = m.group("secret")
    if weak_name(word, value):
        return True
    return _spare_literal(m)


# An algorithm's name, which a key or HMAC call takes beside the key: `createHmac("sha256",
# key)`, `SecretKeySpec(bytes, "HmacSHA256")`, `Cipher.getInstance("AES/GCM/NoPadding")`.
_ALGORITHM = re.compile(
    r"(?:hmac[-_]?)?(?:sha|md|blake|aes|des|chacha|ripemd|hs|rs|es|ps|rsa|ec|ed)[-_/]?\d{0,4}"
    r"(?:[-_/][a-z0-9]{1,12}){0,3}",
    re.IGNORECASE,
)


def _spare_literal(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if _ALGORITHM.fullmatch(value):
        return True
    return is_placeholder(value) or not looks_opaque(value, min_len=6)


def _spare_compared(m: re.Match[str]) -> bool:
    if m.group("key") == "p":
        head = m.string[max(0, m.start() - 200) : m.start()]
        if _AUTH_NEAR.search(head) is None:
            return True  # `p == "..."` outside an authentication block: any variable
    return _spare_literal(m)


def _spare_userlist(m: re.Match[str]) -> bool:
    head = m.string[max(0, m.start() - 300) : m.start()].casefold()
    return "userlist" not in head or is_placeholder(m.group("secret"))


_LOGIN_GATES = (
    "connect",
    "client",
    "driver",
    "auth",
    "login",
    "credential",
    "userinfo",
    "session",
    "dial",
    "__construct",
)

CALL_RULES: tuple[Rule, ...] = (
    Rule(_CREDENTIAL_CALL, "password", _spare_literal, gate=("cred", "auth")),
    Rule(_KEY_CALL, "secret", _spare_literal, gate=("key", "hmac", "fernet", "aesgcm", "chacha")),
    Rule(_COMPARED, "password", _spare_compared, gate=("=",)),
    Rule(_USERLIST, "password", _spare_userlist, gate=("userlist",)),
    Rule(_WALLET_KEY, "private-key", gate=("wallet", "account", "from_key", "privatekey")),
    Rule(_FALLBACK, "secret", _spare_fallback, gate=("??", "||", "?:", " or ", "{")),
    Rule(_TYPED_INTO, "password", _spare_literal, gate=("type", "fill", "send_keys", "sendkeys")),
    Rule(_AUTH_WITH, "password", _spare_literal, gate=("auth",)),
    Rule(_LOGIN_KEYWORD, "api-key", _spare_literal, gate=("login",)),
    Rule(_POSTMARK_CLIENT, "api-key", spare_placeholder, gate=("serverclient", "accountclient")),
    Rule(
        _PROVIDER_CLIENT,
        "api-key",
        _spare_literal,
        gate=("messagebird", "mandrill", "resend", "paddle"),
    ),
    Rule(_BASIC_AUTH_SOME, "password", _spare_literal, gate=("basic_auth",)),
    Rule(_AFTER_JDBC_URL, "password", _spare_literal, gate=("jdbc:",)),
    Rule(_HEADER_VALUE_FIRST, "secret", _spare_named_header, gate=("forhttpheaderfield",)),
    Rule(_BUILD_CONSTANT, "secret", _spare_named_header, gate=("buildconfigfield", "resvalue")),
    Rule(_LOGIN_ARGS, "password", _spare_login_args, gate=_LOGIN_GATES),
)
