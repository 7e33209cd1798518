"""Chat phrases for the told half: ten varieties, registers and mixed scripts none of redact16-20 used, plus English.

Keys: pw (the password for {t} is {v}), tok (a token for {t}), back (reading a dictated value back),
mail (a temporary password in a mail body), hint (the same as the wifi one plus {s}; the wifi one is {v}),
todo (a TODO comment's words before the value), ref (it is in the vault, not pasting it), mask ({m} for a
masked value), chat (an ordinary status line with build {n}), hintref (the hint without any value).
The renderings are the author's own and were not checked by native speakers.
"""

LANGS = {
    "nap": {  # Neapolitan
        "pw": "'a password 'e {t} è {v}", "tok": "te manno 'o token pe' {t}: {v}",
        "back": "t''o leggo arreto: {v}, è giusto?", "mail": "'a password temporanea vosta è {v}",
        "hint": "è comme chella d''o wifi ma cu {s} 'ncoppa; chella d''o wifi è {v}",
        "todo": "levà primma d''o merge, password 'e prova", "ref": "'a password 'e {t} sta dint''o vault, nun 'a metto ccà",
        "mask": "'a password 'e {t} è {m}", "chat": "aggio fatto 'o deploy 'ncopp'a {t}, build {n}",
        "hintref": "è comme chella d''o wifi ma cu {s} 'ncoppa, t''a ricuorde?",
    },
    "vec": {  # Venetian
        "pw": "ła password de {t} ła xe {v}", "tok": "te mando el token par {t}: {v}",
        "back": "te ła rilezo: {v}, xe justo?", "mail": "ła to password provisoria ła xe {v}",
        "hint": "ła xe come queła del wifi ma co {s} in fondo; queła del wifi ła xe {v}",
        "todo": "cavar prima del merge, password de prova", "ref": "ła password de {t} ła xe int'el vault, no ła meto qua",
        "mask": "ła password de {t} ła xe {m}", "chat": "go fato el deploy su {t}, build {n}",
        "hintref": "ła xe come queła del wifi ma co {s} in fondo, te ricordi?",
    },
    "ast": {  # Asturian
        "pw": "la contraseña de {t} ye {v}", "tok": "mándote'l token pa {t}: {v}",
        "back": "léotela de vuelta: {v}, ta bien?", "mail": "la to contraseña temporal ye {v}",
        "hint": "ye como la del wifi pero con {s} al final; la del wifi ye {v}",
        "todo": "quitar enantes del merge, contraseña de prueba", "ref": "la contraseña de {t} ta nel vault, nun la pego equí",
        "mask": "la contraseña de {t} ye {m}", "chat": "fici'l deploy en {t}, build {n}",
        "hintref": "ye como la del wifi pero con {s} al final, acuérdeste?",
    },
    "hsb": {  # Upper Sorbian
        "pw": "hesło za {t} je {v}", "tok": "pósćelu ći token za {t}: {v}",
        "back": "čitam ći jo wróćo: {v}, je to prawje?", "mail": "waše nachwilne hesło je {v}",
        "hint": "je kaž hesło za wifi, ale z {s} na kóncu; wifi hesło je {v}",
        "todo": "před merge wotstronić, testowe hesło", "ref": "hesło za {t} je we vaulće, tu jo njezasadźu",
        "mask": "hesło za {t} je {m}", "chat": "deploy na {t} je hotowy, build {n}",
        "hintref": "je kaž hesło za wifi, ale z {s} na kóncu, wěš?",
    },
    "li": {  # Limburgish
        "pw": "'t wachwaord veur {t} is {v}", "tok": "ich sjik dich 't token veur {t}: {v}",
        "back": "ich lees 't trök: {v}, klop dat?", "mail": "dien tiedelik wachwaord is {v}",
        "hint": "'t is wie dat vaan de wifi mer mit {s} d'r achter; dat vaan de wifi is {v}",
        "todo": "eweghaole veur de merge, tes-wachwaord", "ref": "'t wachwaord veur {t} zit in de vault, ich plak 't hie neet",
        "mask": "'t wachwaord veur {t} is {m}", "chat": "deploy nao {t} is klaor, build {n}",
        "hintref": "'t is wie dat vaan de wifi mer mit {s} d'r achter, weits te nog?",
    },
    "bar-AT": {  # Viennese Bavarian
        "pw": "des Passwort fia {t} is {v}", "tok": "i schick da des Token fia {t}: {v}",
        "back": "i les da's z'ruck: {v}, passt des?", "mail": "dei vorläufigs Passwort is {v}",
        "hint": "is wia des vom WLAN, nur mit {s} hint dran; des vom WLAN is {v}",
        "todo": "vorm Merge aussaschmeißn, Testpasswort", "ref": "des Passwort fia {t} is im Vault, i pick's do ned eine",
        "mask": "des Passwort fia {t} is {m}", "chat": "Deploy auf {t} is durch, Build {n}",
        "hintref": "is wia des vom WLAN, nur mit {s} hint dran, woaßt eh",
    },
    "sr-Cyrl-Latn": {  # Serbian switching between Cyrillic and Latin mid-sentence
        "pw": "лозинка за {t} je {v}", "tok": "šaljem ti токен за {t}: {v}",
        "back": "читам ti nazad: {v}, је л' tačno?", "mail": "ваша privremena лозинка је {v}",
        "hint": "ista je kao за wifi али са {s} на kraju; za wifi je {v}",
        "todo": "skloni пре merge-а, тест lozinka", "ref": "лозинка за {t} je u vault-у, ne lepim је ovde",
        "mask": "лозинка за {t} je {m}", "chat": "deploy на {t} je gotov, build {n}",
        "hintref": "ista je kao за wifi али са {s} на kraju, сећаш se?",
    },
    "ja-keigo": {  # Japanese business honorific register
        "pw": "{t}のパスワードは {v} でございます。", "tok": "{t}用のトークンをお送りいたします：{v}",
        "back": "復唱させていただきます。{v}、お間違いないでしょうか。", "mail": "仮パスワードは {v} となっております。",
        "hint": "Wi-Fiのパスワードの末尾に{s}を付けたものでございます。Wi-Fiのパスワードは {v} でございます。",
        "todo": "マージ前に削除すること、テスト用パスワード", "ref": "{t}のパスワードはVaultに保管しておりますので、こちらには記載いたしません。",
        "mask": "{t}のパスワードは {m} でございます。", "chat": "{t}へのデプロイが完了いたしました。ビルド {n} でございます。",
        "hintref": "Wi-Fiのパスワードの末尾に{s}を付けたものでございます。ご確認くださいませ。",
    },
    "en-IN": {  # Indian English, formal office register
        "pw": "Kindly note, the password for {t} is {v}. Please do the needful.", "tok": "PFA the token for {t}: {v}. Revert in case of any issues.",
        "back": "I am repeating what you told on call: {v}, correct na?", "mail": "Your temporary password is {v}. Kindly change the same at first login.",
        "hint": "It is same as wifi only, just add {s} at the end; wifi one is {v}",
        "todo": "remove before merge, temp password", "ref": "Password for {t} is kept in vault itself, I will not paste here.",
        "mask": "Kindly note, password for {t} is {m}.", "chat": "Deployment on {t} is done, build {n}. Kindly verify.",
        "hintref": "It is same as wifi only, just add {s} at the end. Hope this helps.",
    },
    "en-TT": {  # Trinidadian Creole
        "pw": "de password for {t} is {v}, doh share it eh", "tok": "ah sendin yuh de token for {t}: {v}",
        "back": "leh meh read it back: {v}, dat right?", "mail": "yuh temporary password is {v}",
        "hint": "it same as de wifi but wid {s} at de end; de wifi one is {v}",
        "todo": "take dis out before merge, test password", "ref": "de password for {t} in de vault, ah not pastin it here",
        "mask": "de password for {t} is {m}", "chat": "deploy on {t} done, build {n}, allyuh check it",
        "hintref": "it same as de wifi but wid {s} at de end, yuh remember?",
    },
    "en": {
        "pw": "the password for {t} is {v}", "tok": "here's the token for {t}: {v}",
        "back": "reading it back to you: {v}, right?", "mail": "your temporary password is {v}",
        "hint": "it's the same as the wifi but with {s} at the end; the wifi one is {v}",
        "todo": "remove before merge, temp password", "ref": "the password for {t} is in the vault, not pasting it here",
        "mask": "the password for {t} is {m}", "chat": "deployed to {t}, build {n}",
        "hintref": "it's the same as the wifi but with {s} at the end, you know the one",
    },
}
