"""Extra phrases per language: two chat lines where "it" is never named, three prose lines.

"cant_login" sets the context; "changed_it_to" answers with {v}, which is a password in
secret rows and a login method, host or port in ordinary rows. Written for this set.
"""

# Whole sentences are data here; wrapping them would only hurt reading.
# ruff: noqa: E501

from __future__ import annotations

CHAT_EXTRA: dict[str, dict[str, str]] = {
    "en": {
        "cant_login": "I can't log in to {svc} anymore",
        "changed_it_to": "I changed it this morning, it's {v} now",
    },
    "de": {
        "cant_login": "ich komme nicht mehr in {svc} rein",
        "changed_it_to": "hab es heute früh geändert, jetzt ist es {v}",
    },
    "es": {
        "cant_login": "ya no puedo entrar en {svc}",
        "changed_it_to": "lo cambié esta mañana, ahora es {v}",
    },
    "fr": {
        "cant_login": "je n'arrive plus à me connecter à {svc}",
        "changed_it_to": "je l'ai changé ce matin, c'est {v} maintenant",
    },
    "pt": {
        "cant_login": "não consigo mais entrar no {svc}",
        "changed_it_to": "mudei hoje cedo, agora é {v}",
    },
    "ru": {"cant_login": "не могу зайти в {svc}", "changed_it_to": "утром поменял, теперь {v}"},
    "ja": {
        "cant_login": "{svc} にログインできなくなりました",
        "changed_it_to": "今朝変えました、今は {v} です",
    },
    "zh": {"cant_login": "我登录不了 {svc} 了", "changed_it_to": "我早上改了，现在是 {v}"},
    "tr": {
        "cant_login": "{svc} hesabına giremiyorum artık",
        "changed_it_to": "sabah değiştirdim, şimdi {v}",
    },
    "hi": {
        "cant_login": "मैं {svc} में लॉगिन नहीं कर पा रहा",
        "changed_it_to": "सुबह बदल दिया था, अब {v} है",
    },
    "ar": {
        "cant_login": "لم أعد أستطيع الدخول إلى {svc}",
        "changed_it_to": "غيّرته هذا الصباح، الآن هو {v}",
    },
    "pl": {
        "cant_login": "nie mogę się zalogować do {svc}",
        "changed_it_to": "zmieniłem rano, teraz jest {v}",
    },
    "nl": {
        "cant_login": "ik kan niet meer inloggen op {svc}",
        "changed_it_to": "heb het vanochtend veranderd, nu is het {v}",
    },
    "th": {"cant_login": "เข้า {svc} ไม่ได้แล้ว", "changed_it_to": "เมื่อเช้าเปลี่ยนแล้ว ตอนนี้เป็น {v}"},
    "ms": {
        "cant_login": "saya tak boleh log masuk ke {svc} lagi",
        "changed_it_to": "saya tukar pagi tadi, sekarang {v}",
    },
    "id": {
        "cant_login": "aku nggak bisa login ke {svc} lagi",
        "changed_it_to": "tadi pagi aku ganti, sekarang {v}",
    },
    "fa": {
        "cant_login": "دیگه نمی‌تونم وارد {svc} بشم",
        "changed_it_to": "صبح عوضش کردم، الان {v} است",
    },
    "ro": {
        "cant_login": "nu mai pot intra pe {svc}",
        "changed_it_to": "am schimbat-o azi dimineață, acum e {v}",
    },
    "hu": {
        "cant_login": "nem tudok belépni a {svc} rendszerbe",
        "changed_it_to": "reggel módosítottam, most {v}",
    },
    "fi": {
        "cant_login": "en pääse enää kirjautumaan palveluun {svc}",
        "changed_it_to": "vaihdoin sen aamulla, nyt se on {v}",
    },
    "da": {
        "cant_login": "jeg kan ikke logge ind på {svc} længere",
        "changed_it_to": "jeg ændrede det i morges, nu er det {v}",
    },
    "no": {
        "cant_login": "jeg får ikke logget inn på {svc} lenger",
        "changed_it_to": "jeg endret det i morges, nå er det {v}",
    },
    "he": {
        "cant_login": "אני לא מצליח להתחבר ל-{svc}",
        "changed_it_to": "שיניתי את זה הבוקר, עכשיו זה {v}",
    },
    "bn": {
        "cant_login": "আমি আর {svc}-এ লগইন করতে পারছি না",
        "changed_it_to": "সকালে বদলেছি, এখন {v}",
    },
    "ta": {
        "cant_login": "{svc}-இல் உள்நுழைய முடியவில்லை",
        "changed_it_to": "காலையில் மாற்றினேன், இப்போது {v}",
    },
    "sw": {
        "cant_login": "siwezi tena kuingia kwenye {svc}",
        "changed_it_to": "nimeibadilisha asubuhi, sasa ni {v}",
    },
    "tl": {
        "cant_login": "hindi na ako makapag-login sa {svc}",
        "changed_it_to": "pinalitan ko kaninang umaga, {v} na ngayon",
    },
}

# Extra prose per language. "issue" leaks a secret in a bug report (secret row);
# "host_user" and "version_ticket" name hosts, users, versions, tickets and commits
# around a login topic without any secret (ordinary rows).
PROSE_EXTRA: dict[str, dict[str, str]] = {
    "en": {
        "issue": "Reproduced on {host}: logged in as {user} with password {s}, then got a 500.",
        "host_user": "Connect to {host} as {user}; the password is in the team vault.",
        "version_ticket": "{pkg} {ver} fixes the login loop, see {ticket} and commit {commit}.",
    },
    "de": {
        "issue": "Auf {host} reproduziert: Anmeldung als {user} mit Passwort {s}, danach Fehler 500.",
        "host_user": "Verbinde dich mit {host} als {user}, das Passwort liegt im Team-Vault.",
        "version_ticket": "{pkg} {ver} behebt die Login-Schleife, siehe {ticket} und Commit {commit}.",
    },
    "es": {
        "issue": "Reproducido en {host}: entré como {user} con la contraseña {s} y salió un 500.",
        "host_user": "Conéctate a {host} como {user}; la contraseña está en el vault del equipo.",
        "version_ticket": "{pkg} {ver} arregla el bucle de login, ver {ticket} y el commit {commit}.",
    },
    "fr": {
        "issue": "Reproduit sur {host} : connexion en {user} avec le mot de passe {s}, puis erreur 500.",
        "host_user": "Connecte-toi à {host} en tant que {user} ; le mot de passe est dans le coffre.",
        "version_ticket": "{pkg} {ver} corrige la boucle de connexion, voir {ticket} et le commit {commit}.",
    },
    "pt": {
        "issue": "Reproduzido no {host}: entrei como {user} com a senha {s} e deu erro 500.",
        "host_user": "Conecta no {host} como {user}; a senha está no cofre do time.",
        "version_ticket": "{pkg} {ver} corrige o loop de login, ver {ticket} e o commit {commit}.",
    },
    "ru": {
        "issue": "Воспроизвёл на {host}: вошёл как {user} с паролем {s}, потом ошибка 500.",
        "host_user": "Подключайся к {host} под {user}, пароль лежит в общем vault.",
        "version_ticket": "{pkg} {ver} чинит зацикленный логин, см. {ticket} и коммит {commit}.",
    },
    "ja": {
        "issue": "{host} で再現: {user} / パスワード {s} でログインすると 500 になります。",
        "host_user": "{host} には {user} で接続してください。パスワードはチームの vault にあります。",
        "version_ticket": "{pkg} {ver} でログインのループが直りました。{ticket} とコミット {commit} を参照。",
    },
    "zh": {
        "issue": "在 {host} 上复现：用 {user} 和密码 {s} 登录后报 500。",
        "host_user": "用 {user} 连接 {host}，密码在团队 vault 里。",
        "version_ticket": "{pkg} {ver} 修复了登录循环，见 {ticket} 和提交 {commit}。",
    },
    "tr": {
        "issue": "{host} üzerinde tekrarlandı: {user} ve {s} şifresiyle girince 500 hatası geliyor.",
        "host_user": "{host} sunucusuna {user} ile bağlan, şifre ekip vault'unda.",
        "version_ticket": "{pkg} {ver} giriş döngüsünü düzeltiyor, bkz. {ticket} ve {commit} commit'i.",
    },
    "hi": {
        "issue": "{host} पर दोबारा हुआ: {user} और पासवर्ड {s} से लॉगिन करने पर 500 आया।",
        "host_user": "{host} से {user} बनकर जुड़ो, पासवर्ड टीम के vault में है।",
        "version_ticket": "{pkg} {ver} में लॉगिन लूप ठीक हुआ, {ticket} और कमिट {commit} देखो।",
    },
    "ar": {
        "issue": "تكرر الخطأ على {host}: دخلت باسم {user} وكلمة المرور {s} فظهر الخطأ 500.",
        "host_user": "اتصل بـ {host} باسم {user}، كلمة المرور في خزنة الفريق.",
        "version_ticket": "الإصدار {ver} من {pkg} يصلح حلقة تسجيل الدخول، راجع {ticket} و {commit}.",
    },
    "pl": {
        "issue": "Odtworzone na {host}: logowanie jako {user} hasłem {s} kończy się błędem 500.",
        "host_user": "Połącz się z {host} jako {user}, hasło jest w zespołowym vaulcie.",
        "version_ticket": "{pkg} {ver} naprawia pętlę logowania, patrz {ticket} i commit {commit}.",
    },
    "nl": {
        "issue": "Gereproduceerd op {host}: ingelogd als {user} met wachtwoord {s}, daarna een 500.",
        "host_user": "Verbind met {host} als {user}, het wachtwoord staat in de teamvault.",
        "version_ticket": "{pkg} {ver} lost de inloglus op, zie {ticket} en commit {commit}.",
    },
    "th": {
        "issue": "เจอซ้ำบน {host} ล็อกอินด้วย {user} รหัส {s} แล้วได้ 500",
        "host_user": "เชื่อมต่อ {host} ด้วย {user} ส่วนรหัสผ่านอยู่ใน vault ของทีม",
        "version_ticket": "{pkg} {ver} แก้ปัญหาล็อกอินวนแล้ว ดู {ticket} และ commit {commit}",
    },
    "ms": {
        "issue": "Berlaku semula di {host}: log masuk sebagai {user} dengan kata laluan {s}, kemudian ralat 500.",
        "host_user": "Sambung ke {host} sebagai {user}; kata laluan ada dalam vault pasukan.",
        "version_ticket": "{pkg} {ver} membaiki gelung log masuk, lihat {ticket} dan commit {commit}.",
    },
    "id": {
        "issue": "Bisa direproduksi di {host}: login sebagai {user} dengan kata sandi {s}, lalu error 500.",
        "host_user": "Sambungkan ke {host} sebagai {user}; kata sandinya ada di vault tim.",
        "version_ticket": "{pkg} {ver} memperbaiki login yang berputar, lihat {ticket} dan commit {commit}.",
    },
    "fa": {
        "issue": "روی {host} تکرار شد: با {user} و رمز {s} وارد شدم و خطای ۵۰۰ گرفتم.",
        "host_user": "با کاربر {user} به {host} وصل شو، رمز در vault تیم است.",
        "version_ticket": "نسخه {ver} از {pkg} حلقه ورود را درست می‌کند، {ticket} و کامیت {commit} را ببین.",
    },
    "ro": {
        "issue": "Reprodus pe {host}: m-am logat ca {user} cu parola {s} și am primit 500.",
        "host_user": "Conectează-te la {host} ca {user}; parola e în vaultul echipei.",
        "version_ticket": "{pkg} {ver} repară bucla de logare, vezi {ticket} și commitul {commit}.",
    },
    "hu": {
        "issue": "Reprodukálva a {host} gépen: {user} névvel és {s} jelszóval belépve 500-as hiba jön.",
        "host_user": "Csatlakozz a {host} géphez {user} néven, a jelszó a csapat vaultjában van.",
        "version_ticket": "A {pkg} {ver} javítja a belépési hurkot, lásd {ticket} és a {commit} commitot.",
    },
    "fi": {
        "issue": "Toistuu koneella {host}: kirjauduin tunnuksella {user} ja salasanalla {s}, tuli 500.",
        "host_user": "Yhdistä koneeseen {host} tunnuksella {user}, salasana on tiimin vaultissa.",
        "version_ticket": "{pkg} {ver} korjaa kirjautumissilmukan, katso {ticket} ja commit {commit}.",
    },
    "da": {
        "issue": "Genskabt på {host}: loggede ind som {user} med adgangskoden {s} og fik 500.",
        "host_user": "Forbind til {host} som {user}; adgangskoden ligger i teamets vault.",
        "version_ticket": "{pkg} {ver} retter login-løkken, se {ticket} og commit {commit}.",
    },
    "no": {
        "issue": "Gjenskapt på {host}: logget inn som {user} med passordet {s} og fikk 500.",
        "host_user": "Koble til {host} som {user}; passordet ligger i teamets vault.",
        "version_ticket": "{pkg} {ver} fikser innloggingsløkken, se {ticket} og commit {commit}.",
    },
    "he": {
        "issue": "שוחזר על {host}: התחברתי כ-{user} עם הסיסמה {s} וקיבלתי 500.",
        "host_user": "תתחבר ל-{host} עם {user}, הסיסמה נמצאת ב-vault של הצוות.",
        "version_ticket": "{pkg} {ver} מתקן את לולאת ההתחברות, ראה {ticket} וקומיט {commit}.",
    },
    "bn": {
        "issue": "{host}-এ আবার হলো: {user} আর পাসওয়ার্ড {s} দিয়ে লগইন করতেই 500 এল।",
        "host_user": "{user} হিসেবে {host}-এ সংযোগ করো, পাসওয়ার্ড টিমের vault-এ আছে।",
        "version_ticket": "{pkg} {ver} লগইন লুপ ঠিক করেছে, {ticket} আর কমিট {commit} দেখো।",
    },
    "ta": {
        "issue": "{host}-இல் மீண்டும் வந்தது: {user} மற்றும் கடவுச்சொல் {s} கொண்டு நுழைந்ததும் 500 பிழை.",
        "host_user": "{user} ஆக {host}-உடன் இணையுங்கள், கடவுச்சொல் குழுவின் vault-இல் உள்ளது.",
        "version_ticket": "{pkg} {ver} உள்நுழைவு சுழற்சியைச் சரிசெய்கிறது, {ticket} மற்றும் commit {commit} பாருங்கள்.",
    },
    "sw": {
        "issue": "Imejirudia kwenye {host}: niliingia kama {user} kwa nenosiri {s} nikapata 500.",
        "host_user": "Unganisha kwenye {host} kama {user}; nenosiri liko kwenye vault ya timu.",
        "version_ticket": "{pkg} {ver} inarekebisha mzunguko wa kuingia, angalia {ticket} na commit {commit}.",
    },
    "tl": {
        "issue": "Na-reproduce sa {host}: nag-login bilang {user} gamit ang password na {s}, tapos 500.",
        "host_user": "Kumonekta sa {host} bilang {user}; nasa vault ng team ang password.",
        "version_ticket": "Inayos ng {pkg} {ver} ang login loop, tingnan ang {ticket} at commit {commit}.",
    },
}
