"""Issue 27, eighteenth round: tool output that names where a secret is, or asks for it,
left alone; and secrets in new shapes of tool output and chat.

Precision: Helm's `existingSecret` (the name of a Kubernetes Secret), a PowerShell cmdlet
assigned to a password's variable (`$pw = Read-Host ...`), a file piped into
`ConvertTo-SecureString`, a request id under an `-id` header, a mask in Markdown emphasis,
a key shown cut in the middle. Every value here is invented for the test; none is a row of
any labelled set. Each "gone" case was stored before this round; a "kept" case was
altered before it, or guards a new rule against the ordinary text nearest it.
"""

from __future__ import annotations

import random
import string
import time

from cputime import assert_linear
from redact_checks import assert_gone, assert_kept
from retain.redact import redact

PW = "Rv8" + "~qLx3Wn" + "^Tz5"  # chosen: symbols, both cases, digits
TOKEN = "Zq7" + "RmT4pWx9Lk2VbN8cJ5hG3dF6sA1yE0uQ"  # 36 base62 characters


# --- precision ------------------------------------------------------------------------


def test_helm_existing_secret_names_a_kubernetes_secret() -> None:
    values = (
        "$ helm get values web -n prod\nUSER-SUPPLIED VALUES:\npostgresql:\n  auth:\n"
        "    existingSecret: web-db\n    secretKeys:\n      userPasswordKey: password\n"
    )
    assert_kept(values)
    assert_kept("redis:\n  auth:\n    existingSecret: cache-auth\n")
    assert_kept("--set auth.existingSecret=pg-creds")
    # the value beside it is still a secret
    assert_gone(f"postgresql:\n  auth:\n    password: {PW}\n    existingSecret: ''\n", PW)
    assert_gone(f"  clientSecret: {PW}\n", PW)


def test_powershell_cmdlet_in_a_password_variable_is_kept() -> None:
    assert_kept("PS C:\\> $pw = Read-Host -AsSecureString 'Password'")
    assert_kept("$password = Get-Credential -UserName CORP\\svc")
    assert_kept("$token = Get-Secret -Name github -AsPlainText | Out-Null")
    # a plain password, or a word pair that is no cmdlet call, is still taken
    assert_gone(f"$pw = '{PW}'", PW)
    assert_gone("password: Open-Sesame4\n", "Open-Sesame4")


def test_a_file_piped_into_convertto_securestring_is_kept() -> None:
    assert_kept("PS C:\\> Get-Content .\\pw.txt | ConvertTo-SecureString | Out-Null")
    assert_kept("Get-Content C:\\secure\\db.txt | ConvertTo-SecureString")
    assert_kept("Get-Content \\\\fs01\\keys\\svc.txt | ConvertTo-SecureString")
    assert_gone(f"'{PW}' | ConvertTo-SecureString -AsPlainText -Force", PW)
    assert_gone(f"ConvertTo-SecureString -String '{PW}' -AsPlainText -Force", PW)


def test_a_later_pass_never_reads_inside_a_placeholder() -> None:
    out, _ = redact("PS> Get-Content Xq7pLm2vRt9 | ConvertTo-SecureString")
    assert "[[REDACTED" not in out and out.count("[REDACTED:") == 1, out


def test_request_and_trace_ids_under_an_id_header_are_kept() -> None:
    assert_kept(f"< x-amz-cf-id: {TOKEN[:10]}-{TOKEN[10:]}-Deg")
    assert_kept(f"x-amz-id-2: req_{TOKEN}")
    assert_kept(f'"request_id": "trc_{TOKEN}"')
    # an unnamed vendor token not under an id is still one
    assert_gone(f"the new one is acme_{TOKEN} for ci", TOKEN)
    assert_gone(f"x-upstream: acme_{TOKEN}", TOKEN)


def test_a_mask_in_markdown_emphasis_is_kept() -> None:
    assert_kept("Nenosiri la redis-cache ni **(masked)**")
    assert_kept("Das Passwort für jenkins ist __hidden__")
    assert_gone(f"Nenosiri la redis-cache ni **{PW}**", PW)


def test_a_key_shown_cut_in_the_middle_is_kept() -> None:
    assert_kept("- Note: Лозинката за harbor е **sk_live_…UoTm**")
    assert_kept("the token is ghp_...x9Qa, rotated yesterday")
    assert_gone(f"Лозинката за harbor е **{PW}**", PW)


# --- a generated value under a name that says nothing of it: kept ----------------------
# Round 18 first took such a value (32+ hex, 24+ mixed base64 under `x`, `k2`, `aux`); the
# blind redact17 then showed the shape is a commit SHA under composer.lock's "reference",
# a ConfigMap's base64 data, a hash under a made-up key far more often than a secret: 68 of
# its 1,642 ordinary rows altered for at most 9 secret rows kept. Shape alone cannot tell
# them apart, so a value with no credential name, word or prefix near it is kept.

HEX40 = "6b49b25d17cf" + "f0ec39a596e1" + "08f864d5049f0b8a"
B62 = "XEpT7tIlNC" + "NuRq5FkWfB" + "Na3J731Wfvq"


def test_a_generated_value_under_a_name_that_says_nothing_is_kept() -> None:
    assert_kept(
        f'{{"name": "monolog/monolog", "source": {{"type": "git", "reference": "{HEX40}"}}}}'
    )
    assert_kept(f"service:\n  name: sync\n  aux: {HEX40[:32]}\n  replicas: 2\n")
    assert_kept(f"binaryData:\n  flags.json: {B62}==\n")
    assert_kept(f'{{"etag": "{HEX40[:32]}", "trace_id": "{HEX40[:32]}"}}')
    assert_kept(f'{{"kty":"EC","crv":"P-256","x":"{B62}_t-W","y":"{B62}-Dls"}}')
    assert_kept('{"default_payment_method": "pm_' + B62[:24] + '"}')
    assert_kept("Sec-WebSocket-Accept: " + B62[:27] + "=")


def test_the_same_value_under_a_credential_name_is_still_taken() -> None:
    assert_gone(f'{{"name": "jobs-prod", "api_secret": "{HEX40}", "replicas": 2}}', HEX40)
    assert_gone(f"APP_NAME=sync-staging\nSIGNING_KEY={B62}\n", B62)


def test_mima_is_a_password_name() -> None:
    # pinyin of 密码, "password", written in names
    assert_gone('[server]\nmima = "Wq8~zPr3!kd"\nport = 8080\n', "Wq8~zPr3!kd")
    assert_gone('{"user":"svc_profile","mima":"W~cJqiyQC5"}', "W~cJqiyQC5")
    assert_kept("mimalloc = true")


def test_a_passphrase_of_words_after_a_labelled_colon_is_taken() -> None:
    assert_gone("пароль от Wi-Fi в офисе: blossom oyster summit bishop", "blossom oyster")
    assert_gone("nenosiri la Wi-Fi ya ofisi: meteor vapor orbit nickel", "meteor vapor")
    assert_gone("VPN pre-shared key: violet tunnel olive lantern", "violet tunnel")
    assert_gone("অফিসের Wi-Fi পাসওয়ার্ড: pepper puzzle kettle harbor", "pepper puzzle")
    assert_kept("Wi-Fi password: guest network open")
    assert_kept("password policy: minimum twelve characters")
    assert_kept("Wi-Fi password: ask the front desk")


def test_a_label_in_another_script_is_not_the_value() -> None:
    out, _ = redact("オフィスの Wi-Fi パスワード：`HarvestBeaconZephyrQuiverBeacon9`")
    assert "パスワード：" in out and "HarvestBeacon" not in out, out


def test_a_passphrase_of_joined_words_set_off_in_prose_is_taken() -> None:
    assert_gone(
        "- Note: gakoaren pasaesaldia hau da: **kelp_lotus_heron_ember_vortex**", "kelp_lotus"
    )
    assert_gone(
        "atslēgas ieejas frāze ir 'maple-jasper-indigo-tundra-amber-nectar'", "maple-jasper"
    )
    assert_gone("কী-এর পাসফ্রেজ হলো «umber_saffron_pepper_orchid_opal_juniper»", "umber_saffron")


def test_names_of_code_and_slugs_of_ordinary_words_are_kept() -> None:
    assert_kept('  + resource "aws_iam_role_policy_attachment" "garnet" {')
    assert_kept('{"token_endpoint_auth_methods_supported": ["client_secret_basic"]}')
    assert_kept("I pushed the branch 'fix-user-login-page' for review")
    assert_kept("see `read_config_from_disk` in the loader module")


# --- time on 100 KB of base64-looking words --------------------------------------------


def _cpu(fn, *args):  # type: ignore[no-untyped-def]
    start = time.process_time()
    fn(*args)
    return time.process_time() - start


def _b64_words(n: int, seed: int) -> str:
    r = random.Random(seed)
    chars = string.ascii_letters + string.digits + "+/"
    return " ".join("".join(r.choice(chars) for _ in range(24)) for _ in range(n))


def test_redact_reads_100_kb_of_base64_words_in_linear_time() -> None:
    # The block repeats, so the quarter and the whole need the same number of passes: the
    # growth is the rules', not the fixed point's. ~0.5 s a pass on a loaded 2-core machine.
    block = "use it: " + _b64_words(1_000, seed=1)
    assert_linear(redact, lambda blocks: " ".join([block] * blocks), 1)


def test_the_use_verb_rule_looks_up_its_verbs_once_per_text() -> None:
    from retain.redact.usage import USAGE_RULES

    rule = USAGE_RULES[0]
    assert rule.spare is not None
    spare = rule.spare

    def scan(text: str) -> None:
        rule.pattern.sub(lambda m: m.group(0) if spare(m) else "X", text)

    scan("use the password " + _b64_words(10, seed=2))
    # It searched each word's 160 characters for a verb: 0.22 s here before, 0.035 s now.
    small = _cpu(scan, "use the password " + _b64_words(1_000, seed=2))
    took = _cpu(scan, "use the password " + _b64_words(4_000, seed=2))
    assert took < 0.12 and took < 6 * max(small, 0.01)


def test_a_name_of_code_in_backticks_is_kept() -> None:
    """Backticks mark code: words joined by `_` or `-` in them are a setting's or a
    function's name, not a passphrase (the gate set pairs5 had its nginx setting replaced)."""
    assert_kept("The nginx `client_max_body_size` is `10m`")
    assert_kept("Raise `worker_rlimit_nofile_limit` on the edge boxes")
    assert_kept("Run `make build-docs-site-again` before tagging")
