"""Told phrases: a person tells a value in one sentence (11 West African and Horn of Africa languages plus English).

The author's own renderings, not reviewed by native speakers; technical words ("token", "key", "commit") are often
kept in English. Keys: pw, token, rotated (secret); vault, example, ident (ordinary). {t} is an English target,
{v} the value, {r} a reference.
"""

PHRASES = {
    "ha": {"pw": "kalmar sirri ta {t} ita ce {v}", "token": "token na {t} shi ne {v}",
           "rotated": "na canza key na {t}; tsohon shi ne {v}", "vault": "kalmar sirri ta {t} tana cikin {r}",
           "example": "{v} misali ne kawai, sa naka", "ident": "{v} commit ne kawai, ba sirri ba ne"},
    "yo": {"pw": "ọ̀rọ̀ aṣínà fún {t} ni {v}", "token": "token fún {t} ni {v}",
           "rotated": "mo ti yí key fún {t} padà; èyí àtijọ́ ni {v}", "vault": "ọ̀rọ̀ aṣínà fún {t} wà nínú {r}",
           "example": "àpẹẹrẹ lásán ni {v}, fi tìrẹ sí i", "ident": "commit nìkan ni {v}, kì í ṣe àṣírí"},
    "ig": {"pw": "okwuntughe maka {t} bụ {v}", "token": "token maka {t} bụ {v}",
           "rotated": "agbanwere m key maka {t}; nke ochie bụ {v}", "vault": "okwuntughe maka {t} dị na {r}",
           "example": "{v} bụ naanị ihe atụ, tinye nke gị", "ident": "{v} bụ naanị commit, ọ bụghị ihe nzuzo"},
    "wo": {"pw": "baatu jàll bu {t} mooy {v}", "token": "token bu {t} mooy {v}",
           "rotated": "soppi naa key bu {t}; bi njëkk mooy {v}", "vault": "baatu jàll bu {t} mu ngi ci {r}",
           "example": "{v} misaal rekk la, def sa bos", "ident": "{v} commit rekk la, du dara lu kumpa"},
    "ak": {"pw": "password a ɛwɔ {t} ho ne {v}", "token": "token a ɛwɔ {t} ho ne {v}",
           "rotated": "mesesaa {t} key no; dedaw no ne {v}", "vault": "{t} password no wɔ {r} mu",
           "example": "{v} yɛ nhwɛsoɔ kɛkɛ, fa wo deɛ hyɛ mu", "ident": "{v} yɛ commit kɛkɛ, ɛnyɛ ahintasɛm"},
    "ee": {"pw": "{t} ƒe password enye {v}", "token": "{t} ƒe token enye {v}",
           "rotated": "metrɔ {t} ƒe key; xoxoa enye {v}", "vault": "{t} ƒe password le {r} me",
           "example": "{v} nye kpɔɖeŋu ko, de towò ɖe eme", "ident": "{v} nye commit ko, menye nya ɣaɣla o"},
    "ff": {"pw": "finnde suturo {t} ko {v}", "token": "token {t} ko {v}",
           "rotated": "mi waylii key {t}; kiiɗɗo on ko {v}", "vault": "finnde suturo {t} ina woni e {r}",
           "example": "{v} ko misal tan, naatnu maa", "ident": "{v} ko commit tan, wonaa suturo"},
    "am": {"pw": "የ {t} የይለፍ ቃል {v} ነው", "token": "የ {t} token {v} ነው",
           "rotated": "የ {t} key ቀይሬዋለሁ፤ የድሮው {v} ነበር", "vault": "የ {t} የይለፍ ቃል በ {r} ውስጥ ነው",
           "example": "{v} ምሳሌ ብቻ ነው፣ የራስህን አስገባ", "ident": "{v} commit ብቻ ነው፣ ሚስጥር አይደለም"},
    "ti": {"pw": "ናይ {t} መሕለፊ ቃል {v} እዩ", "token": "ናይ {t} token {v} እዩ",
           "rotated": "ናይ {t} key ቀይረዮ፤ እቲ ናይ ቀደም {v} ነይሩ", "vault": "ናይ {t} መሕለፊ ቃል ኣብ {r} ኣሎ",
           "example": "{v} ኣብነት ጥራይ እዩ፣ ናትካ ኣእትው", "ident": "{v} commit ጥራይ እዩ፣ ምስጢር ኣይኮነን"},
    "so": {"pw": "erayga sirta ee {t} waa {v}", "token": "token-ka {t} waa {v}",
           "rotated": "waan beddelay key-ga {t}; kii hore wuxuu ahaa {v}",
           "vault": "erayga sirta ee {t} wuxuu ku jiraa {r}",
           "example": "{v} waa tusaale keliya, geli kaaga", "ident": "{v} waa commit keliya, ma aha wax sir ah"},
    "om": {"pw": "jechi icciitii {t} {v} dha", "token": "token {t} {v} dha",
           "rotated": "key {t} jijjiireera; kan duraa {v} ture", "vault": "jechi icciitii {t} {r} keessa jira",
           "example": "{v} fakkeenya qofa, kan kee galchi", "ident": "{v} commit qofa, icciitii miti"},
    "en": {"pw": "the password for {t} is {v}", "token": "the token for {t} is {v}",
           "rotated": "I rotated the key for {t}; the old one was {v}", "vault": "the password for {t} lives in {r}",
           "example": "{v} is only an example, put your own in", "ident": "{v} is just the commit, nothing secret"},
}
NAMES = {"ha": "Hausa", "yo": "Yoruba", "ig": "Igbo", "wo": "Wolof", "ak": "Akan (Twi)", "ee": "Ewe",
         "ff": "Fula", "am": "Amharic", "ti": "Tigrinya", "so": "Somali", "om": "Oromo", "en": "English"}
LANGS = list(PHRASES)
TOLD_CODES = LANGS
