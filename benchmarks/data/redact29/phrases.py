"""Told phrases: Turkic languages of Central Asia and Siberia, plus English. The author's own renderings.

Secret keys: `use` (a token for a target), `link` (a link good until tomorrow), `connect` (connect with a string).
Ordinary keys: `public` (an id that is public, fine to share), `docs` (write this in the docs), `ref` (take the
value from a reference). No phrase names the value a password, key, token or secret.
"""

P = {
    "en": {"name": "English",
           "use": "for {t} use this: {v}", "link": "here's the link for {t}, good until tomorrow: {v}",
           "connect": "connect to {t} with {v}", "public": "the id for {t} is {v}, it's public, fine to share",
           "docs": "in the docs for {t} just write {v}", "ref": "for {t} take the value from {v}"},
    "kk": {"name": "Kazakh",
           "use": "{t} үшін мынаны қолдан: {v}", "link": "{t} сілтемесі, ертеңге дейін жұмыс істейді: {v}",
           "connect": "{t} үшін осымен қосыл: {v}", "public": "{t} идентификаторы {v}, бұл ашық, бөлісуге болады",
           "docs": "{t} құжаттамасында жай ғана {v} деп жаз", "ref": "{t} үшін мәнді {v} ішінен ал"},
    "uz": {"name": "Uzbek",
           "use": "{t} uchun shuni ishlat: {v}", "link": "{t} havolasi, ertagacha ishlaydi: {v}",
           "connect": "{t} uchun shu bilan ulan: {v}", "public": "{t} identifikatori {v}, bu ochiq, ulashsa bo'ladi",
           "docs": "{t} hujjatlarida shunchaki {v} deb yoz", "ref": "{t} uchun qiymatni {v} dan ol"},
    "ky": {"name": "Kyrgyz",
           "use": "{t} үчүн муну колдон: {v}", "link": "{t} шилтемеси, эртеңге чейин иштейт: {v}",
           "connect": "{t} үчүн ушул менен туташ: {v}", "public": "{t} идентификатору {v}, бул ачык, бөлүшсө болот",
           "docs": "{t} документтеринде жөн гана {v} деп жаз", "ref": "{t} үчүн маанини {v} ичинен ал"},
    "tk": {"name": "Turkmen",
           "use": "{t} üçin şuny ulan: {v}", "link": "{t} salgysy, ertä çenli işleýär: {v}",
           "connect": "{t} üçin şunuň bilen birikdir: {v}", "public": "{t} identifikatory {v}, bu açyk, paýlaşmak bolýar",
           "docs": "{t} resminamalarynda diňe {v} diýip ýaz", "ref": "{t} üçin bahany {v} içinden al"},
    "az": {"name": "Azerbaijani",
           "use": "{t} üçün bunu işlət: {v}", "link": "{t} linki, sabaha qədər işləyir: {v}",
           "connect": "{t} üçün bununla qoşul: {v}", "public": "{t} identifikatoru {v}, bu açıqdır, paylaşmaq olar",
           "docs": "{t} sənədlərində sadəcə {v} yaz", "ref": "{t} üçün dəyəri {v} içindən götür"},
    "ug": {"name": "Uyghur",
           "use": "{t} ئۈچۈن بۇنى ئىشلىتىڭ: {v}", "link": "{t} ئۇلانمىسى، ئەتىگىچە ئىشلەيدۇ: {v}",
           "connect": "{t} ئۈچۈن بۇنىڭ بىلەن ئۇلاڭ: {v}", "public": "{t} كىملىكى {v}، بۇ ئاشكارا، ھەمبەھىرلىسە بولىدۇ",
           "docs": "{t} ھۆججەتلىرىدە پەقەت {v} دەپ يېزىڭ", "ref": "{t} ئۈچۈن قىممەتنى {v} دىن ئېلىڭ"},
    "sah": {"name": "Sakha",
            "use": "{t} иһин маны туттун: {v}", "link": "{t} сигэтэ, сарсыҥҥа диэри үлэлиир: {v}",
            "connect": "{t} иһин манан холбос: {v}", "public": "{t} идентификатора {v}, бу аһаҕас, үллэстиэххэ сөп",
            "docs": "{t} докумуоннарыгар {v} диэн эрэ суруй", "ref": "{t} иһин суолтатын {v} иһиттэн ыл"},
    "tyv": {"name": "Tuvan",
            "use": "{t} дээш мону ажыглаар: {v}", "link": "{t} шөлүг, даарта чедир ажылдаар: {v}",
            "connect": "{t} дээш мону-биле каттыжар: {v}", "public": "{t} идентификатору {v}, бо ажык, үлежип болур",
            "docs": "{t} документилеринге чүгле {v} деп бижи", "ref": "{t} дээш утказын {v} иштинден ал"},
    "kaa": {"name": "Karakalpak",
            "use": "{t} ushın mınanı qollan: {v}", "link": "{t} siltemesi, ertege shekem isleydi: {v}",
            "connect": "{t} ushın usı menen jalgan: {v}", "public": "{t} identifikatorı {v}, bul ashıq, bólisiwge boladı",
            "docs": "{t} hújjetlerinde tek {v} dep jaz", "ref": "{t} ushın mánisin {v} ishinen al"},
    "alt": {"name": "Southern Altai",
            "use": "{t} учун мыны тузалан: {v}", "link": "{t} колбу, эртенге јетире иштейт: {v}",
            "connect": "{t} учун мыныла колбо: {v}", "public": "{t} идентификаторы {v}, бу ачык, бöлижерге јараар",
            "docs": "{t} документтеринде јӱк ле {v} деп бичи", "ref": "{t} учун маанызын {v} ичинен ал"},
    "kjh": {"name": "Khakas",
            "use": "{t} ӱчӱн мыны тузалан: {v}", "link": "{t} сылтаа, таңдаңа теере тоғынча: {v}",
            "connect": "{t} ӱчӱн мынызынаң хоста: {v}", "public": "{t} идентификаторы {v}, пу ачых, ӱлезерге чарир",
            "docs": "{t} документтерінде ле {v} тіп пас", "ref": "{t} ӱчӱн пазын {v} ічінең ал"},
}

LANGS = list(P)
TOLD_CODES = LANGS
