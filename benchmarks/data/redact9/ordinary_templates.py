"""Ordinary sentences that talk about passwords, logins and changes but hold no secret.

Own writing. Slots: {k} a number, {v} service, {n} person, {c} a harmless new
value (tool, image, branch, setting), {m} a login tool or method, {u} user,
{h} host, {ver} version, {tk} ticket id, {hx} commit hash, {env} env var name,
{ph} placeholder, {mask} masked value, {id} identifier in prose, {t} time.
"""

EN = {
    "policy": [
        "The password policy needs {k} characters and one symbol.",
        "Passwords on {v} expire every {k} days now.",
        "We should stop sharing passwords in chat and use the vault.",
        "The login page locks the account after {k} failed attempts.",
        "Password rotation for service accounts is on the roadmap for next quarter.",
    ],
    "reset_no_value": [
        "I reset my password yesterday and {v} works again.",
        "Rotated the {v} credentials this morning, the new ones are in the vault.",
        "{n} changed the admin password, ask her if you need it.",
        "The password was reset, check your email for the link.",
    ],
    "ask_person": [
        "ask {n} for the staging password",
        "{n} has the {v} login, ping her on Slack.",
        "Who knows the password for {h}?",
        "The root password for {h} is in the team vault under {v}.",
    ],
    "changed_not_secret": [
        "I changed it to {c} this morning.",
        "switched it to {c}, builds are faster now",
        "Changed the default to {c} in the config.",
        "it's {c} now, I updated it after the review",
        "{c} is the new default for the CI job.",
        "done, reset it to {c}",
        "ok rotated it, the new one is in the vault",
        "Reset the setting to {c} after the incident.",
    ],
    "use_tool_login": [
        "Use {m} to log in.",
        "just log in with {m}, no password needed",
        "To sign in to {v}, use {m}.",
        "just log in as {u} with {m}",
        "You can log into {h} using {m} now.",
    ],
    "identifiers": [
        "{u} on {h} is still running {ver}.",
        "Fixed in {hx}, see {tk} for details.",
        "The login bug from {tk} is back on {h}.",
        "Bumped {v} to {ver} and tagged it.",
        "Reverted {hx} because it broke login for {u}.",
    ],
    "env_var": [
        "Set {env} in your shell before running the tests.",
        "The app reads the password from {env}, never from the config file.",
        "{env} is missing on {h}, that's why login fails.",
    ],
    "placeholder": [
        "In the docs, write the password as {ph}.",
        "The sample config has password: {ph}, replace it locally.",
        "Default credentials are admin / {ph} and must be changed on first boot.",
    ],
    "masked": [
        "The log shows the token as {mask}, so masking works.",
        "Key ending in {mask} was revoked yesterday.",
        "The UI now displays the password as {mask}.",
    ],
    "word_joined": [
        "The {id} module handles the login redirect.",
        "I moved the password check into {id}.",
        "{id} owns token refresh now.",
        "Rename {id} before the release.",
        "{id} is where the password gets checked.",
    ],
    "chat_clean": [
        "[{t}] {n}: password reset works on {h} now",
        "{n} ({t}): did anyone change the {v} login?",
        "<{n}> switched to {c}, ping me if it breaks",
    ],
    "commit_clean": [
        "fix: stop logging passwords in {id}",
        "feat: add password strength meter ({tk})",
        "chore: move {env} to the secrets manager",
        "refactor: split {id} out of the login view",
    ],
}

OTHER = {
    "es": {
        "policy": "La política de contraseñas exige al menos {k} caracteres.",
        "reset_no_value": "Ayer restablecí mi contraseña de {v}.",
        "ask_person": "Pídele a {n} la contraseña de staging.",
        "changed_not_secret": "Lo cambié a {c} esta mañana.",
        "use_tool_login": "Para entrar en {v} usa {m}.",
        "identifiers": "El usuario {u} en {h} sigue con la versión {ver}, ver {tk}.",
        "env_var": "Define {env} antes de lanzar los tests.",
    },
    "fr": {
        "policy": "La politique impose des mots de passe d'au moins {k} caractères.",
        "reset_no_value": "J'ai réinitialisé mon mot de passe {v} hier.",
        "ask_person": "Demande à {n} le mot de passe de staging.",
        "changed_not_secret": "Je l'ai changé en {c} ce matin.",
        "use_tool_login": "Pour te connecter à {v}, utilise {m}.",
        "identifiers": "Corrigé dans {hx}, voir {tk}.",
        "env_var": "Le mot de passe est lu depuis {env}, pas depuis le fichier.",
    },
    "de": {
        "policy": "Die Passwortrichtlinie verlangt mindestens {k} Zeichen.",
        "reset_no_value": "Ich habe mein {v}-Passwort gestern zurückgesetzt.",
        "ask_person": "Frag {n} nach dem Staging-Passwort.",
        "changed_not_secret": "Ich habe es heute Morgen auf {c} umgestellt.",
        "use_tool_login": "Zum Anmelden bei {v} nimm {m}.",
        "identifiers": "{u} auf {h} läuft noch mit {ver}.",
        "placeholder": "In der Doku steht als Passwort nur {ph}.",
    },
    "pt": {
        "policy": "A política de senhas exige {k} caracteres no mínimo.",
        "reset_no_value": "Resetei minha senha do {v} ontem.",
        "ask_person": "Pede a senha de staging pro {n}.",
        "changed_not_secret": "Troquei para {c} hoje de manhã.",
        "use_tool_login": "Pra entrar no {v}, usa {m}.",
        "identifiers": "O bug de login do {tk} voltou no {h}.",
        "masked": "O log mostra o token como {mask}, então o mascaramento funciona.",
    },
    "it": {
        "policy": "La policy richiede password di almeno {k} caratteri.",
        "reset_no_value": "Ieri ho reimpostato la mia password di {v}.",
        "ask_person": "Chiedi a {n} la password di staging.",
        "changed_not_secret": "L'ho cambiato in {c} stamattina.",
        "use_tool_login": "Per accedere a {v} usa {m}.",
        "identifiers": "Risolto in {hx}, vedi {tk}.",
    },
    "nl": {
        "policy": "Het wachtwoordbeleid vraagt minstens {k} tekens.",
        "reset_no_value": "Ik heb gisteren mijn {v}-wachtwoord gereset.",
        "ask_person": "Vraag {n} om het staging-wachtwoord.",
        "changed_not_secret": "Ik heb het vanochtend naar {c} gezet.",
        "use_tool_login": "Log in op {v} met {m}.",
        "identifiers": "{u} op {h} draait nog {ver}.",
    },
    "sv": {
        "policy": "Lösenordspolicyn kräver minst {k} tecken.",
        "reset_no_value": "Jag återställde mitt {v}-lösenord igår.",
        "ask_person": "Fråga {n} efter lösenordet till staging.",
        "changed_not_secret": "Jag bytte till {c} i morse.",
        "use_tool_login": "Logga in på {v} med {m}.",
        "identifiers": "Fixat i {hx}, se {tk}.",
    },
    "da": {
        "policy": "Adgangskodepolitikken kræver mindst {k} tegn.",
        "reset_no_value": "Jeg nulstillede min {v}-adgangskode i går.",
        "ask_person": "Spørg {n} om adgangskoden til staging.",
        "changed_not_secret": "Jeg skiftede det til {c} i morges.",
        "use_tool_login": "Log ind på {v} med {m}.",
        "identifiers": "{u} på {h} kører stadig {ver}.",
    },
    "pl": {
        "policy": "Polityka haseł wymaga co najmniej {k} znaków.",
        "reset_no_value": "Wczoraj zresetowałem hasło do {v}.",
        "ask_person": "Zapytaj {n} o hasło do stagingu.",
        "changed_not_secret": "Zmieniłem to rano na {c}.",
        "use_tool_login": "Do logowania w {v} użyj {m}.",
        "identifiers": "Naprawione w {hx}, zobacz {tk}.",
    },
    "cs": {
        "policy": "Zásady hesel vyžadují aspoň {k} znaků.",
        "reset_no_value": "Včera jsem si resetoval heslo do {v}.",
        "ask_person": "Zeptej se {n} na heslo ke stagingu.",
        "changed_not_secret": "Ráno jsem to přepnul na {c}.",
        "use_tool_login": "K přihlášení do {v} použij {m}.",
        "identifiers": "{u} na {h} pořád jede na {ver}.",
    },
    "tr": {
        "policy": "Şifre politikası en az {k} karakter istiyor.",
        "reset_no_value": "Dün {v} şifremi sıfırladım.",
        "ask_person": "Staging şifresini {n} biliyor, ona sor.",
        "changed_not_secret": "Bu sabah {c} olarak değiştirdim.",
        "use_tool_login": "{v} için {m} ile giriş yap.",
        "identifiers": "{hx} ile düzeltildi, bkz. {tk}.",
    },
    "ru": {
        "policy": "Политика паролей требует не меньше {k} символов.",
        "reset_no_value": "Вчера сбросил пароль от {v}, всё работает.",
        "ask_person": "Спроси у {n} пароль от стейджинга.",
        "changed_not_secret": "Утром поменял на {c}.",
        "use_tool_login": "Для входа в {v} используй {m}.",
        "identifiers": "Исправлено в {hx}, см. {tk}.",
        "env_var": "Пароль читается из {env}, а не из конфига.",
    },
    "uk": {
        "policy": "Політика паролів вимагає щонайменше {k} символів.",
        "reset_no_value": "Учора скинув пароль до {v}.",
        "ask_person": "Попроси в {n} пароль від стейджингу.",
        "changed_not_secret": "Зранку змінив на {c}.",
        "use_tool_login": "Щоб увійти в {v}, використай {m}.",
        "identifiers": "{u} на {h} досі на {ver}.",
    },
    "el": {
        "policy": "Η πολιτική κωδικών ζητά τουλάχιστον {k} χαρακτήρες.",
        "reset_no_value": "Χθες επανέφερα τον κωδικό μου στο {v}.",
        "ask_person": "Ζήτα από τον {n} τον κωδικό του staging.",
        "changed_not_secret": "Το άλλαξα σε {c} σήμερα το πρωί.",
        "use_tool_login": "Για σύνδεση στο {v} χρησιμοποίησε {m}.",
        "identifiers": "Διορθώθηκε στο {hx}, δες {tk}.",
    },
    "ja": {
        "policy": "パスワードは {k} 文字以上にするルールです。",
        "reset_no_value": "昨日 {v} のパスワードをリセットしました。",
        "ask_person": "ステージングのパスワードは {n} さんに聞いてください。",
        "changed_not_secret": "今朝 {c} に変更しました。",
        "use_tool_login": "{v} へのログインは {m} を使ってください。",
        "identifiers": "{hx} で修正済み、{tk} を参照。",
        "placeholder": "ドキュメントではパスワードを {ph} と書いてください。",
    },
    "zh": {
        "policy": "密码策略要求至少 {k} 个字符。",
        "reset_no_value": "我昨天重置了 {v} 的密码。",
        "ask_person": "staging 的密码去问 {n}。",
        "changed_not_secret": "今天早上改成了 {c}。",
        "use_tool_login": "登录 {v} 请用 {m}。",
        "identifiers": "{h} 上的 {u} 还在跑 {ver}。",
        "masked": "日志里令牌显示为 {mask},脱敏是生效的。",
    },
    "ko": {
        "policy": "비밀번호 정책상 최소 {k}자 이상이어야 합니다.",
        "reset_no_value": "어제 {v} 비밀번호를 재설정했어요.",
        "ask_person": "스테이징 비밀번호는 {n}한테 물어보세요.",
        "changed_not_secret": "오늘 아침에 {c} 로 바꿨어요.",
        "use_tool_login": "{v} 로그인은 {m} 쓰세요.",
        "identifiers": "{hx} 에서 수정됨, {tk} 참고.",
    },
    "vi": {
        "policy": "Chính sách mật khẩu yêu cầu ít nhất {k} ký tự.",
        "reset_no_value": "Hôm qua mình đã đặt lại mật khẩu {v}.",
        "ask_person": "Hỏi {n} mật khẩu staging nhé.",
        "changed_not_secret": "Sáng nay mình đổi sang {c} rồi.",
        "use_tool_login": "Để đăng nhập {v} thì dùng {m}.",
        "identifiers": "{u} trên {h} vẫn chạy {ver}.",
    },
    "id": {
        "policy": "Kebijakan kata sandi minta minimal {k} karakter.",
        "reset_no_value": "Kemarin saya reset kata sandi {v}.",
        "ask_person": "Tanya {n} soal password staging.",
        "changed_not_secret": "Tadi pagi sudah saya ganti ke {c}.",
        "use_tool_login": "Untuk login ke {v}, pakai {m}.",
        "identifiers": "Sudah diperbaiki di {hx}, lihat {tk}.",
    },
    "hi": {
        "policy": "पासवर्ड नीति के अनुसार कम से कम {k} अक्षर चाहिए।",
        "reset_no_value": "मैंने कल {v} का पासवर्ड रीसेट किया।",
        "ask_person": "स्टेजिंग का पासवर्ड {n} से पूछ लो।",
        "changed_not_secret": "आज सुबह मैंने इसे {c} कर दिया।",
        "use_tool_login": "{v} में लॉग इन के लिए {m} इस्तेमाल करो।",
        "identifiers": "{h} पर {u} अभी भी {ver} चला रहा है।",
    },
    "ar": {
        "policy": "سياسة كلمات المرور تتطلب {k} أحرف على الأقل.",
        "reset_no_value": "أعدت تعيين كلمة مرور {v} أمس.",
        "ask_person": "اسأل {n} عن كلمة مرور بيئة الاختبار.",
        "changed_not_secret": "غيّرته إلى {c} هذا الصباح.",
        "use_tool_login": "لتسجيل الدخول إلى {v} استخدم {m}.",
        "identifiers": "تم الإصلاح في {hx}، راجع {tk}.",
    },
}

# Second phrasings for other languages: (family, template) pairs added to OTHER.
# Several mirror a secret template word for word with a harmless value in the slot.
OTHER_MORE = {
    "es": [
        ("placeholder", "En el ejemplo la contraseña aparece como {ph}."),
        ("masked", "La clave que termina en {mask} ya está revocada."),
        ("changed_not_secret", "listo, ahora usamos {c}"),
    ],
    "fr": [
        ("placeholder", "Dans l'exemple, le mot de passe est {ph}."),
        ("masked", "Le jeton s'affiche comme {mask} dans les logs."),
        ("changed_not_secret", "C'est fait, je l'ai changé : maintenant c'est {c}"),
    ],
    "de": [
        ("env_var", "Setz {env}, bevor du die Tests startest."),
        ("masked", "Im Log steht der Token nur als {mask}."),
        ("changed_not_secret", "Hab's umgestellt, jetzt ist es {c}"),
    ],
    "pt": [
        ("placeholder", "No exemplo a senha aparece como {ph}."),
        ("env_var", "A senha vem de {env}, não do arquivo."),
        ("changed_not_secret", "Já troquei, agora é {c}"),
    ],
    "it": [
        ("placeholder", "Nell'esempio la password è scritta {ph}."),
        ("env_var", "La password si legge da {env}."),
        ("changed_not_secret", "fatto, ora è {c}"),
    ],
    "nl": [
        ("placeholder", "In het voorbeeld staat het wachtwoord als {ph}."),
        ("masked", "In de log staat het token als {mask}."),
        ("changed_not_secret", "Gedaan, het is nu {c}"),
    ],
    "sv": [
        ("env_var", "Lösenordet läses från {env}."),
        ("changed_not_secret", "Fixat, nu är det {c}"),
    ],
    "da": [
        ("placeholder", "I eksemplet står adgangskoden som {ph}."),
        ("changed_not_secret", "Det er skiftet, nu er det {c}"),
    ],
    "pl": [
        ("masked", "W logach token widać jako {mask}."),
        ("changed_not_secret", "Zmienione, teraz jest {c}"),
    ],
    "cs": [
        ("env_var", "Heslo se čte z {env}, ne z konfigurace."),
        ("changed_not_secret", "Už jsem to změnil, teď je to {c}"),
    ],
    "tr": [
        ("placeholder", "Örnekte şifre {ph} olarak yazılı."),
        ("changed_not_secret", "Değiştirdim, artık {c}"),
    ],
    "ru": [
        ("placeholder", "В примере пароль записан как {ph}."),
        ("masked", "В логе токен виден как {mask}."),
        ("changed_not_secret", "Сменил, теперь {c}"),
    ],
    "uk": [("env_var", "Пароль береться з {env}."), ("changed_not_secret", "Змінив, тепер {c}")],
    "el": [
        ("placeholder", "Στο παράδειγμα ο κωδικός γράφεται {ph}."),
        ("changed_not_secret", "Το άλλαξα, τώρα είναι {c}"),
    ],
    "ja": [
        ("masked", "ログではトークンが {mask} と表示されます。"),
        ("env_var", "パスワードは {env} から読み込みます。"),
        ("changed_not_secret", "変更済みです、今は {c} です"),
    ],
    "zh": [
        ("env_var", "密码从 {env} 读取,不写在配置文件里。"),
        ("placeholder", "示例里密码写成 {ph}。"),
        ("changed_not_secret", "已经改好了,现在是 {c}"),
    ],
    "ko": [
        ("placeholder", "예시에서는 비밀번호를 {ph} 로 적어 주세요."),
        ("changed_not_secret", "바꿨어요, 이제 {c} 예요"),
    ],
    "vi": [
        ("masked", "Trong log token hiện là {mask}."),
        ("changed_not_secret", "Đổi rồi nhé, giờ là {c}"),
    ],
    "id": [
        ("placeholder", "Di contoh, password ditulis {ph}."),
        ("changed_not_secret", "Sudah diganti, sekarang {c}"),
    ],
    "hi": [("env_var", "पासवर्ड {env} से पढ़ा जाता है।"), ("changed_not_secret", "बदल दिया, अब {c} है")],
    "ar": [
        ("placeholder", "في المثال تُكتب كلمة المرور {ph}."),
        ("changed_not_secret", "غيّرته، الآن هو {c}"),
    ],
}

# Two-line chat transcripts with the same shape as the secret ones, answered with a
# version or a pointer to the vault instead of a secret.
TRANSCRIPTS = {
    "en": [
        ("chat_clean", "[{t}] {n}: what's the {v} password?\n[{t}] Sam: it's in the vault"),
        ("chat_clean", "[{t}] {n}: which version is on {h}?\n[{t}] Sam: {ver}"),
        ("changed_not_secret", "{n}: did you bump {v}?\nme: yes, {ver}"),
    ],
    "es": [
        ("chat_clean", "[{t}] {n}: ¿cuál es la contraseña de {v}?\n[{t}] Sam: está en el vault"),
        ("chat_clean", "[{t}] {n}: ¿qué versión hay en {h}?\n[{t}] Sam: {ver}"),
    ],
    "de": [
        ("chat_clean", "[{t}] {n}: wie ist das {v}-Passwort?\n[{t}] Sam: steht im Vault"),
        ("chat_clean", "[{t}] {n}: welche Version läuft auf {h}?\n[{t}] Sam: {ver}"),
    ],
    "fr": [
        ("chat_clean", "[{t}] {n} : c'est quoi le mdp de {v} ?\n[{t}] Sam : c'est dans le coffre"),
        ("chat_clean", "[{t}] {n} : quelle version tourne sur {h} ?\n[{t}] Sam : {ver}"),
    ],
    "ru": [
        ("chat_clean", "[{t}] {n}: какой пароль от {v}?\n[{t}] Sam: в хранилище паролей"),
        ("chat_clean", "[{t}] {n}: какая версия на {h}?\n[{t}] Sam: {ver}"),
    ],
    "ja": [
        (
            "chat_clean",
            "[{t}] {n}: {v} のパスワードって何でしたっけ?\n[{t}] Sam: 1Password に入ってます",
        ),
        ("chat_clean", "[{t}] {n}: {h} のバージョンは?\n[{t}] Sam: {ver}"),
    ],
    "zh": [
        ("chat_clean", "[{t}] {n}: {v} 的密码是多少?\n[{t}] Sam: 在 1Password 里"),
        ("chat_clean", "[{t}] {n}: {h} 上是哪个版本?\n[{t}] Sam: {ver}"),
    ],
    "pt": [
        ("chat_clean", "[{t}] {n}: qual é a senha do {v}?\n[{t}] Sam: tá no cofre"),
        ("chat_clean", "[{t}] {n}: qual versão está no {h}?\n[{t}] Sam: {ver}"),
    ],
}
