"""Redaction rules 44 (retain.redact.glued): a value glued to the word that names it, in
Chinese, Japanese, Korean and Thai prose, with no joiner; and a Latin name joined to its
value by a joiner of those scripts ("pw是X").

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

from cputime import assert_linear
from retain.redact import redact


def _kept(text: str) -> bool:
    return redact(text) == (text, 0)


def test_a_value_glued_to_its_name_is_taken_and_the_sentence_kept() -> None:
    for text, value, rest in (
        ("数据库密码Rq7vTz2mWk，别外传", "Rq7vTz2mWk", "，别外传"),
        ("登录名是deploy，密码Wd4%pLq!zN！", "Wd4%pLq!zN", "！"),
        ("パスワードHv8sKq3nXe、よろしくお願いします", "Hv8sKq3nXe", "、よろしく"),
        ("管理画面のトークンZp5yMw2qRt。", "Zp5yMw2qRt", "。"),
        ("비밀번호Gb3tXw9kLm입니다", "Gb3tXw9kLm", "입니다"),
        ("비번Qy6rNc4vBd, 확인해 주세요", "Qy6rNc4vBd", ", 확인해"),
        ("รหัสผ่านJm2wPx8tQaครับ", "Jm2wPx8tQa", "ครับ"),
    ):
        out, count = redact(text)
        assert value not in out and count == 1, text
        assert out.endswith(text[text.index(rest) :]), out  # the sentence after it stays


def test_a_quoted_value_after_the_name_keeps_its_quotes() -> None:
    assert redact('密码"Tq4mVx8zRb"，别外传')[0] == '密码"[REDACTED:password]"，别外传'


def test_a_latin_name_joined_by_a_cjk_joiner_is_taken() -> None:
    for text, value in (
        ("pw是Lk8nVr3qTy", "Lk8nVr3qTy"),
        ("staging的token是Fs9wBq2xMe，记得换", "Fs9wBq2xMe"),
        ("pwはNt4kXs7mQwです", "Nt4kXs7mQw"),
        ("password는 Cz5pWm8rKv입니다", "Cz5pWm8rKv"),
    ):
        out, _ = redact(text)
        assert value not in out, text


def test_words_versions_and_names_glued_to_the_name_are_kept() -> None:
    for text in (
        "请升级到v2.3.1，然后重启",
        "使用Redis缓存会话",
        "パスワードポリシーは12文字以上",
        "비밀번호를 재설정하세요",
        "密码MD5加密已经不安全",
        "用密码SHA256哈希存储",
        "トークンIDを確認してください",
        "令牌v2已经废弃",
        "密码123456太弱了",
        "密码/etc/app/Secrets2里有",
        "トークンtokens.tsを見て",
        "token是JWT格式",
        "password是在Vault里",
        "pw是什么？",
        "tokenはsrc/theme/Tokens2.tsにあります",
        "passwordはpassword_hash列に保存",
    ):
        assert _kept(text), redact(text)


def test_the_glued_rules_stay_linear_on_long_lines() -> None:
    assert_linear(redact, lambda n: "密码Ab1" + "." * n + "x", 4_000)
    assert_linear(redact, lambda n: "pw是Ab1" + ";" * n + "x，", 4_000)
    assert_linear(redact, lambda n: "密码" * n, 2_000)


def test_a_bare_value_in_latin_prose_ends_where_cjk_text_goes_on() -> None:
    for text, kept in (
        ("the password is Pm6vKx3tQz，别外传", "，别外传"),
        ("das Passwort ist Hs8qWn5rLc。", "。"),
    ):
        out, _ = redact(text)
        assert out.endswith(kept) and "[REDACTED:" in out, out
    # a letter of those scripts may be part of the value: it goes with it
    assert "바다" not in redact("Пароль от Wi-Fi: Vels-바다5127")[0]
