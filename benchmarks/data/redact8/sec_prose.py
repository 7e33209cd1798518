"""Secret rows: secrets told in prose (20 languages) and secrets in unusual places.

All sentences are the author's own; {p} is the password, {u} a user, {h} a host.
"""

from __future__ import annotations

from random import Random

from common import (
    Row,
    b64_of,
    chars,
    date_str,
    host,
    person,
    prose_password,
    r_svc,
    secret_value,
    user,
)

# Why: three speech acts per language -- "the password is", "use X to log in",
# "I changed it to X" -- plus a keyword-free form where the language allows it.
PROSE: dict[str, list[str]] = {
    "en": [
        "The password for {h} is {p}, please don't share it.",
        "use {p} to log in as {u} on the staging box",
        "I changed it to {p} after the offboarding, update your keychain",
        "creds for the demo: {u} / {p}",
        "wifi at the office is now {p} (guest network is open)",
    ],
    "de": [
        "Das Passwort für {h} ist {p}.",
        "Melde dich als {u} mit {p} an.",
        "Ich habe es heute früh auf {p} geändert.",
        "Zugang: {u} / {p} – bitte nicht weitergeben",
    ],
    "fr": [
        "Le mot de passe de {h} est {p}.",
        "Utilise {p} pour te connecter en tant que {u}.",
        "Je l'ai changé en {p} ce matin.",
        "identifiants : {u} / {p}",
    ],
    "es": [
        "La contraseña de {h} es {p}.",
        "Usa {p} para entrar como {u}.",
        "La cambié a {p} esta mañana.",
        "te paso el acceso: {u} y la clave {p}",
    ],
    "it": [
        "La password di {h} è {p}.",
        "Usa {p} per accedere come {u}.",
        "L'ho cambiata in {p} stamattina.",
    ],
    "pt": [
        "A senha do {h} é {p}.",
        "Use {p} para entrar como {u}.",
        "Mudei para {p} hoje de manhã.",
        "login {u}, senha {p}",
    ],
    "nl": [
        "Het wachtwoord van {h} is {p}.",
        "Gebruik {p} om in te loggen als {u}.",
        "Ik heb het vanochtend veranderd in {p}.",
    ],
    "pl": [
        "Hasło do {h} to {p}.",
        "Użyj {p}, żeby zalogować się jako {u}.",
        "Zmieniłem je dziś rano na {p}.",
    ],
    "ru": [
        "Пароль от {h}: {p}",
        "Используй {p}, чтобы войти как {u}.",
        "Я поменял его на {p} сегодня утром.",
        "доступ: {u} / {p}",
    ],
    "uk": [
        "Пароль до {h} — {p}.",
        "Використовуй {p}, щоб увійти як {u}.",
        "Я змінив його на {p} сьогодні вранці.",
    ],
    "tr": [
        "{h} şifresi {p}.",
        "{u} olarak girmek için {p} kullan.",
        "Şifreyi bu sabah {p} olarak değiştirdim.",
    ],
    "ja": [
        "{h} のパスワードは {p} です。",
        "{u} でログインするときは {p} を使ってください。",
        "今朝 {p} に変更しました。",
    ],
    "zh": [
        "{h} 的密码是 {p}。",
        "用 {p} 登录 {u} 账号。",
        "我今天早上把它改成了 {p}。",
        "账号 {u} 密码 {p}",
    ],
    "ko": [
        "{h} 비밀번호는 {p} 입니다.",
        "{u} 계정으로 로그인할 때 {p} 를 쓰세요.",
        "오늘 아침에 {p} 로 바꿨어요.",
    ],
    "sv": [
        "Lösenordet till {h} är {p}.",
        "Använd {p} för att logga in som {u}.",
        "Jag ändrade det till {p} i morse.",
    ],
    "cs": [
        "Heslo k {h} je {p}.",
        "Použij {p} pro přihlášení jako {u}.",
        "Dnes ráno jsem ho změnil na {p}.",
    ],
    "vi": [
        "Mật khẩu của {h} là {p}.",
        "Dùng {p} để đăng nhập bằng tài khoản {u}.",
        "Sáng nay tôi đã đổi nó thành {p}.",
    ],
    "id": [
        "Kata sandi {h} adalah {p}.",
        "Pakai {p} untuk masuk sebagai {u}.",
        "Tadi pagi sudah saya ganti jadi {p}.",
    ],
    "ar": [
        "كلمة المرور لـ {h} هي {p}",
        "استخدم {p} لتسجيل الدخول باسم {u}",
        "غيرتها إلى {p} هذا الصباح",
    ],
    "hi": [
        "{h} का पासवर्ड {p} है।",
        "{u} से लॉग इन करने के लिए {p} इस्तेमाल करो।",
        "मैंने आज सुबह इसे बदलकर {p} कर दिया।",
    ],
    "fi": [
        "Palvelimen {h} salasana on {p}.",
        "Kirjaudu käyttäjänä {u} salasanalla {p}.",
        "Vaihdoin sen tänä aamuna: {p}",
    ],
    "el": [
        "Ο κωδικός για το {h} είναι {p}.",
        "Χρησιμοποίησε το {p} για να συνδεθείς ως {u}.",
        "Τον άλλαξα σε {p} σήμερα το πρωί.",
    ],
}
# Why: templates without any "password" keyword are the ones a rule writer misses.
KEYWORD_FREE = {
    "use {p} to log in as {u} on the staging box",
    "creds for the demo: {u} / {p}",
    "Melde dich als {u} mit {p} an.",
    "Utilise {p} pour te connecter en tant que {u}.",
    "Usa {p} para entrar como {u}.",
    "Usa {p} per accedere come {u}.",
    "Use {p} para entrar como {u}.",
    "Gebruik {p} om in te loggen als {u}.",
    "Použij {p} pro přihlášení jako {u}.",
    "Pakai {p} untuk masuk sebagai {u}.",
    "Я поменял его на {p} сегодня утром.",
    "今朝 {p} に変更しました。",
    "I changed it to {p} after the offboarding, update your keychain",
    "доступ: {u} / {p}",
    "identifiants : {u} / {p}",
}


def prose(r: Random) -> Row:
    """A secret told in a sentence in one of 22 languages."""
    lang = r.choice(sorted(PROSE))
    tpl = r.choice(PROSE[lang])
    p = prose_password(r)
    text = tpl.format(p=p, u=user(r), h=host(r))
    if r.random() < 0.3:
        text = f"{person(r)}: {text}"
    hard = tpl in KEYWORD_FREE
    return Row(text, (p,), lang=lang, form="prose", hard=hard)


def chat(r: Random) -> Row:
    """A chat or agent transcript where a user pastes a credential."""
    p = prose_password(r)
    s = secret_value(r)
    forms = [
        (
            f"user: the deploy keeps failing with 401. token is {s}\nassistant: Thanks — "
            f"I'll set it as a repository secret rather than in the workflow file.",
            (s,),
            False,
        ),
        (
            f"[{date_str(r)[11:16]}] <{user(r)}> root pw on {host(r)} is {p} until we fix ldap",
            (p,),
            False,
        ),
        (f"> can you check the admin panel?\nsure, login is admin and {p}", (p,), True),
        (
            f"Human: here are the prod creds, {user(r)} {p}, don't write them down\n"
            f"Assistant: Understood.",
            (p,),
            True,
        ),
        (f"{person(r)} 10:4{r.randrange(10)}\nrotated the key, new one: {s}", (s,), True),
    ]
    text, secrets, hard = r.choice(forms)
    return Row(text, secrets, form="chat", hard=hard)


def commit_or_issue(r: Random) -> Row:
    """Commit messages and issue text that include a credential."""
    p = prose_password(r)
    s = secret_value(r)
    forms = [
        (
            f"commit {chars(r, '0123456789abcdef', 40)}\nAuthor: {person(r)}\n\n"
            f"    fix smtp login (password was rotated to {p})",
            (p,),
            True,
        ),
        (
            f"### Steps to reproduce\n1. run `./cli sync --key {s}`\n2. observe 500\n\n"
            f"### Expected\nsync succeeds",
            (s,),
            False,
        ),
        (f"Bug: login fails for {user(r)} (pw {p}) on Safari 17 only", (p,), True),
        (
            f'Revert "temp: hardcode API key {s}"\n\nThis reverts commit '
            f"{chars(r, '0123456789abcdef', 40)}.",
            (s,),
            True,
        ),
    ]
    text, secrets, hard = r.choice(forms)
    return Row(
        text,
        secrets,
        form=r.choice(["commit", "issue"]) if "commit" not in text[:7] else "commit",
        hard=hard,
    )


def unusual(r: Random) -> Row:
    """Secrets in places a scanner rarely looks: tables, lists, fixtures, splits."""
    p = prose_password(r)
    s = secret_value(r)
    u, h = user(r), host(r)
    kind = r.randrange(11)
    if kind == 0:
        text = (
            f"| env | host | user | pass |\n|-----|------|------|------|\n"
            f"| {r.choice(['prod', 'stage'])} | {h} | {u} | {p} |"
        )
        return Row(text, (p,), form="table", hard=True)
    if kind == 1:
        text = f"allowed_keys:\n  - {s}\n  - {secret_value(r)}"
        second = text.rsplit("- ", 1)[1]
        return Row(text, (s, second), form="yaml", hard=True)
    if kind == 2:
        text = (
            f'def test_login(client):\n    resp = client.post("/login", json={{"user": '
            f'"{u}", "password": "{p}"}})\n    assert resp.status_code == 200\n'
            f"    # uses the real staging account"
        )
        return Row(text, (p,), form="code-python", hard=True)
    if kind == 3:
        half = len(s) // 2
        text = f"API key (wrapped by the terminal):\n{s[:half]}\n{s[half:]}"
        labels = tuple(x for x in (s[:half], s[half:]) if len(x) >= 6)
        if len(labels) < 2:
            return Row(f"API key: {s}", (s,), form="log", hard=False)
        return Row(text, labels, form="split", hard=True)
    if kind == 4:
        text = f"# {u} / {p} works on {h}, ask {person(r).split()[0]} before using\nHOST={h}"
        return Row(text, (p,), form="comment", hard=True)
    if kind == 5:
        text = f"{date_str(r)} WARN auth retry user={u} pass={p} attempt=2"
        return Row(text, (p,), form="log", hard=True)
    if kind == 6:
        text = f'key = (\n    "{s[: len(s) // 2]}"\n    "{s[len(s) // 2 :]}"\n)'
        labels = tuple(x for x in (s[: len(s) // 2], s[len(s) // 2 :]) if len(x) >= 6)
        if len(labels) < 2:
            return Row(f'key = "{s}"', (s,), form="code-python")
        return Row(text, labels, form="split", hard=True)
    if kind == 7:
        b = b64_of(f"{u}:{p}")
        text = f"echo {b} | base64 -d   # the {r_svc(r)} admin login"
        return Row(text, (b,), form="shell", hard=True)
    if kind == 8:
        text = f"<tr><td>{h}</td><td>{u}</td><td>{p}</td></tr>"
        return Row(text, (p,), form="html", hard=True)
    if kind == 9:
        text = f"{u}:{p}@{h}"
        return Row(text, (p,), form="bare", hard=True)
    text = f"INSERT INTO api_clients (name, secret) VALUES ('{r_svc(r)}', '{s}');"
    return Row(text, (s,), form="sql", hard=True)
