"""Told phrases: a person tells a value in one sentence. {t} is the target (English), {v} the value.

Keys per language: pw (a password), b64 (a login as base64 of user:password), pct (a password percent-encoded for a
URL), vault (the password is in a store: a reference), example (an encoded value said to be an example), ident (a
digest said to be nothing secret). The renderings are the author's own, not reviewed by native speakers.
"""

LANGS = {
    "en": ("English", {
        "pw": "The password for {t} is {v}, don't share it.",
        "b64": "Sent you the login for {t} as base64 (user:password): {v}",
        "pct": "For the URL of {t} the password has to go percent-encoded, so paste this: {v}",
        "vault": "The password for {t} is in the vault: {v}",
        "example": "This is only an example for the docs of {t}, not a real login: {v}",
        "ident": "That's the sha256 of the release file for {t}, nothing secret: {v}"}),
    "sw": ("Swahili", {
        "pw": "Nenosiri la {t} ni {v}, usimwambie mtu.",
        "b64": "Nimekutumia kuingia kwa {t} kama base64 (mtumiaji:nenosiri): {v}",
        "pct": "Kwenye URL ya {t} nenosiri limesimbwa hivi (percent-encoded): {v}",
        "vault": "Nenosiri la {t} liko kwenye vault: {v}",
        "example": "Huu ni mfano tu kwa nyaraka za {t}, si halisi: {v}",
        "ident": "Hii ni sha256 ya faili la {t}, si siri: {v}"}),
    "zu": ("Zulu", {
        "pw": "Iphasiwedi ye-{t} ithi {v}, ungayitsheli muntu.",
        "b64": "Ngikuthumelele ukungena kwe-{t} njenge-base64 (umsebenzisi:iphasiwedi): {v}",
        "pct": "Ku-URL ye-{t} iphasiwedi ibhalwe kanje (percent-encoded): {v}",
        "vault": "Iphasiwedi ye-{t} iku-vault: {v}",
        "example": "Lesi yisibonelo nje semibhalo ye-{t}, akusilo iqiniso: {v}",
        "ident": "Le yi-sha256 yefayela le-{t}, akuyona imfihlo: {v}"}),
    "xh": ("Xhosa", {
        "pw": "Igama lokugqitha le-{t} ngu {v}, musa ukuxelela mntu.",
        "b64": "Ndikuthumelele ukungena kwe-{t} njenge-base64 (umsebenzisi:igama lokugqitha): {v}",
        "pct": "Kwi-URL ye-{t} igama lokugqitha libhalwe ngolu hlobo (percent-encoded): {v}",
        "vault": "Igama lokugqitha le-{t} likwi-vault: {v}",
        "example": "Lo ngumzekelo nje wamaxwebhu e-{t}, asiyonyani: {v}",
        "ident": "Le yi-sha256 yefayile ye-{t}, ayisiyo mfihlo: {v}"}),
    "sn": ("Shona", {
        "pw": "Pasiwedhi ye {t} ndeiyi {v}, usaudza munhu.",
        "b64": "Ndakutumira kupinda kwe {t} se base64 (mushandisi:pasiwedhi): {v}",
        "pct": "MuURL ye {t} pasiwedhi yakanyorwa seizvi (percent-encoded): {v}",
        "vault": "Pasiwedhi ye {t} iri muvault: {v}",
        "example": "Uyu muenzaniso chete wemagwaro e {t}, hausi wechokwadi: {v}",
        "ident": "Iyi ndiyo sha256 yefaira re {t}, haisi chakavanzika: {v}"}),
    "rw": ("Kinyarwanda", {
        "pw": "Ijambo ry'ibanga rya {t} ni {v}, ntubwire undi muntu.",
        "b64": "Nakoherereje kwinjira kwa {t} nka base64 (ukoresha:ijambo ry'ibanga): {v}",
        "pct": "Muri URL ya {t} ijambo ry'ibanga ryanditswe gutya (percent-encoded): {v}",
        "vault": "Ijambo ry'ibanga rya {t} riri muri vault: {v}",
        "example": "Iki ni urugero gusa rw'inyandiko za {t}, si ukuri: {v}",
        "ident": "Iyi ni sha256 ya dosiye ya {t}, si ibanga: {v}"}),
    "lg": ("Luganda", {
        "pw": "Ekigambo ky'ekyama kya {t} kiri {v}, tokibuulira muntu.",
        "b64": "Nkuweerezza okuyingira kwa {t} nga base64 (omukozesa:ekigambo ky'ekyama): {v}",
        "pct": "Mu URL ya {t} ekigambo ky'ekyama kiwandiikiddwa bwe kiti (percent-encoded): {v}",
        "vault": "Ekigambo ky'ekyama kya {t} kiri mu vault: {v}",
        "example": "Kino kyakulabirako kyokka eky'ebiwandiiko bya {t}, si kya ddala: {v}",
        "ident": "Eno ye sha256 ya fayiro ya {t}, si kyama: {v}"}),
    "ln": ("Lingala", {
        "pw": "Mot de passe ya {t} ezali {v}, koyebisa moto te.",
        "b64": "Natindeli yo bokoti ya {t} lokola base64 (mosaleli:mot de passe): {v}",
        "pct": "Na URL ya {t} mot de passe ekomami boye (percent-encoded): {v}",
        "vault": "Mot de passe ya {t} ezali na vault: {v}",
        "example": "Oyo ezali kaka ndakisa ya mikanda ya {t}, ezali ya solo te: {v}",
        "ident": "Oyo ezali sha256 ya fisye ya {t}, ezali sekele te: {v}"}),
    "st": ("Sesotho", {
        "pw": "Phasewete ya {t} ke {v}, o se ke wa bolella motho.",
        "b64": "Ke o rometse ho kena ha {t} e le base64 (mosebedisi:phasewete): {v}",
        "pct": "Ho URL ya {t} phasewete e ngotswe tjena (percent-encoded): {v}",
        "vault": "Phasewete ya {t} e ho vault: {v}",
        "example": "Ena ke mohlala feela wa ditokomane tsa {t}, ha se ya nnete: {v}",
        "ident": "Ena ke sha256 ya faele ya {t}, ha se lekunutu: {v}"}),
    "tn": ("Setswana", {
        "pw": "Lefoko la sephiri la {t} ke {v}, o se ka wa bolelela ope.",
        "b64": "Ke go romeletse go tsena ga {t} jaaka base64 (modirisi:lefoko la sephiri): {v}",
        "pct": "Mo URL ya {t} lefoko la sephiri le kwadilwe jaana (percent-encoded): {v}",
        "vault": "Lefoko la sephiri la {t} le mo vault: {v}",
        "example": "Se ke sekai fela sa dikwalo tsa {t}, ga se sa nnete: {v}",
        "ident": "Se ke sha256 ya faele ya {t}, ga se sephiri: {v}"}),
    "ny": ("Chichewa", {
        "pw": "Mawu achinsinsi a {t} ndi {v}, usauze aliyense.",
        "b64": "Ndakutumizira kulowa kwa {t} ngati base64 (wogwiritsa:mawu achinsinsi): {v}",
        "pct": "Mu URL ya {t} mawu achinsinsi alembedwa motere (percent-encoded): {v}",
        "vault": "Mawu achinsinsi a {t} ali mu vault: {v}",
        "example": "Ichi ndi chitsanzo chabe cha zolemba za {t}, si chenicheni: {v}",
        "ident": "Iyi ndi sha256 ya fayilo ya {t}, si chinsinsi: {v}"}),
    "ki": ("Kikuyu", {
        "pw": "Kiugo kia hitho kia {t} nĩ {v}, ndũkaire mũndũ.",
        "b64": "Ndakũtũmĩra gũtoonya kwa {t} ta base64 (mũhũthĩri:kiugo kia hitho): {v}",
        "pct": "Thĩinĩ wa URL ya {t} kiugo kia hitho kĩandĩkĩtwo ũũ (percent-encoded): {v}",
        "vault": "Kiugo kia hitho kia {t} kĩrĩ thĩinĩ wa vault: {v}",
        "example": "Gĩkĩ nĩ kĩonereria tu kia maandĩko ma {t}, ti kĩa ma: {v}",
        "ident": "Ĩno nĩ sha256 ya faili ya {t}, ti hitho: {v}"}),
}
TOLD_CODES = list(LANGS)
