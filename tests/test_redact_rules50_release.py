"""Redaction rules 50: building, signing and publishing. The short options that take a
credential in the tools of a release (`vsce`/`ovsx publish -p`, `codecov -t`, macOS
`security` keychains and imports), a mysql password glued to `-p` that begins with a dash,
a Feishu or Lark bot's hook id, and an env file's value after a doubled `=` are taken;
the same options elsewhere (a port, a profile, a path) and a comparison stay.

Every value and line here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

from cputime import assert_linear
from retain.redact import redact


def _kept(text: str) -> bool:
    return redact(text) == (text, 0)


def test_a_marketplace_token_after_publish_p_is_taken() -> None:
    pat, uuid = "q7wz3mkd0fhr2nvx8tlb5yjc6sga4epu", "6b1e0c3a-92d4-4f7e-b8a5-d0c2e6f4a9b7"
    for text, token in (
        (f"$ npx @vscode/vsce publish -p {pat}", pat),
        (f"npx ovsx publish ext-2.0.1.vsix -p {uuid}", uuid),
        ("vsce publish minor -p 'Tk5-mW2q_Lz8'", "Tk5-mW2q_Lz8"),
    ):
        out, _ = redact(text)
        assert token not in out and "publish" in out and "[REDACTED:token]" in out


def test_a_codecov_upload_token_after_t_is_taken() -> None:
    token = "0d4f7a2c-5e81-4b36-9c07-e2a1f8b3d6c5"
    out, _ = redact(f"./codecov --verbose upload-process -t {token} -n 'unit-1' -F unit")
    assert token not in out and "-n 'unit-1'" in out
    out, _ = redact(f"codecovcli upload-process -t {token}")
    assert token not in out


def test_a_keychain_password_and_a_p12_passphrase_are_taken() -> None:
    text = (
        "security create-keychain -p Wq3rLx8Tn2vB ci.keychain\n"
        "security unlock-keychain -p Wq3rLx8Tn2vB ci.keychain\n"
        "security import dist.p12 -k ci.keychain -P Zt7mKd4Rp9sY -T /usr/bin/codesign\n"
        "security add-generic-password -a ci -s deploy -w Hc6nVq2Jx8Lm\n"
    )
    out, _ = redact(text)
    for value in ("Wq3rLx8Tn2vB", "Zt7mKd4Rp9sY", "Hc6nVq2Jx8Lm"):
        assert value not in out
    assert "ci.keychain" in out and "/usr/bin/codesign" in out


def test_the_same_short_options_elsewhere_stay() -> None:
    assert _kept("security find-identity -v -p codesigning build.keychain")
    assert _kept('security unlock-keychain -p "$KEYCHAIN_PASSWORD" build.keychain')
    assert _kept("vsce package -o dist/ext.vsix")
    assert _kept("vsce publish -p $VSCE_PAT")
    assert _kept("codecov -t ${CODECOV_TOKEN} -f coverage.xml")
    assert _kept("python -m pytest -p no:cacheprovider -t tests")


def test_a_mysql_password_glued_to_p_may_begin_with_a_dash() -> None:
    out, _ = redact("mysqldump -ubackup -p-Vw4kT9xQz2Lm -h db-3 --single-transaction shop")
    assert "Vw4kT9xQz2Lm" not in out and "-h db-3" in out
    assert _kept("mysql -u root -p --host db-3")


def test_a_feishu_or_lark_bot_hook_id_is_taken() -> None:
    for host in ("open.feishu.cn", "open.larksuite.com"):
        hook = "4c9e2a17-8b3d-4f60-a5e1-7d2c0b9f3e84"
        out, _ = redact(f"curl -X POST https://{host}/open-apis/bot/v2/hook/{hook} -d @msg.json")
        assert hook not in out and host in out
    assert _kept("see https://open.feishu.cn/document/client-docs/bot-v3/add-custom-bot")


def test_an_env_value_after_a_doubled_equals_sign_is_taken() -> None:
    out, _ = redact(
        "SIGNING_URL=https://git.example/certs.git\nSIGNING_PASSWORD==Kx4!vR9qTz2m#Lp\n"
    )
    assert "Kx4!vR9qTz2m#Lp" not in out and "https://git.example/certs.git" in out
    assert _kept("assert TOKEN_COUNT==3\n")
    assert _kept("BUILD_KEY==release\n")
    assert _kept("DEPLOY_TOKEN==${DEPLOY_TOKEN}\n")


def test_the_new_readings_stay_linear() -> None:
    assert_linear(redact, lambda n: "security import a.p12 -P " + "-x " * n, 2000)
    assert_linear(redact, lambda n: "X_PASSWORD==" + "a=" * n + "\n", 2000)
    assert_linear(redact, lambda n: "codecov " + "-t " * n, 2000)
