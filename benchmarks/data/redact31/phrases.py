"""Prose around the snippets: English and ten Austronesian and Pacific languages (the author's own renderings).

Each template has {file} and {proj}. N: neutral (both halves); S: only around a snippet that holds a credential;
O: only around a snippet that holds none."""

LANGS = ["en", "tl", "ceb", "mg", "jv", "su", "ms", "mi", "sm", "to", "fj"]
OTHER = LANGS[1:]

EN = {
    "N": [
        "{file} for {proj}, pasted here so I don't have to dig for it again:",
        "Working {file} for {proj} after the deploy fix.",
        "Snippet from {proj}'s {file}.",
        "{proj}: this is the {file} we ended up with.",
        "Reference copy of the {file} ({proj}).",
        "Saved from the {proj} repo, {file}:",
        "Context for next session: {proj} reads its settings from the {file}, which currently looks like this.",
        "Pairing notes, {proj}. The {file} in question:",
        "How {proj} is wired up ({file}):",
        "Lesson from the {proj} incident review: check the {file} first. Current version:",
    ],
    "S": [
        "Found this in {proj}'s {file} during review; the credential is inline and needs rotating.",
        "Don't paste the real {file} from {proj} into tickets again, it has the live credential. This one did:",
        "TODO rotate: {proj} {file} has a hard-coded credential.",
        "Local-only {file} for {proj} with real creds (never commit this):",
        "Gotcha in {proj}: someone committed the {file} with the actual value in it.",
        "The {file} the contractor sent for {proj}, credentials included:",
    ],
    "O": [
        "{file} for {proj}; nothing sensitive in it.",
        "Checked {proj}'s {file} for leaked credentials: clean, safe to keep in git.",
        "Safe to commit: {proj} {file}.",
        "Reviewed the {file} of {proj}; no secret values, only references and settings.",
        "{proj} {file} as committed (no secrets, checked).",
    ],
}

# N1, N2, N3, S, O per language
OTHER_PHRASES = {
    "tl": ["Ito ang {file} para sa {proj}, itinabi ko para sa susunod:",
           "Ganito ang {file} sa {proj} pagkatapos ng ayos; gumagana na ngayon.",
           "Paalala sa sarili tungkol sa {proj}, ang {file}:",
           "Ingat: may totoong kredensyal ang {file} na ito mula sa {proj}; huwag itong i-commit.",
           "Walang lihim sa {file} na ito ng {proj}; ayos lang itong itago sa repo."],
    "ceb": ["Mao ni ang {file} para sa {proj}, gitipigan nako para sa sunod:",
            "Ingon ani ang {file} sa {proj} human sa pag-ayo; mogana na karon.",
            "Pahinumdom sa akong kaugalingon bahin sa {proj}, ang {file}:",
            "Pag-amping: kining {file} gikan sa {proj} adunay tinuod nga kredensyal; ayaw kini i-commit.",
            "Walay sekreto niining {file} sa {proj}; okay ra nga ibutang sa repo."],
    "mg": ["Ity ny {file} ho an'ny {proj}, notehiriziko ho amin'ny manaraka:",
           "Toy izao ny {file} ao amin'ny {proj} taorian'ny fanamboarana; mandeha izao.",
           "Fampahatsiahivana momba ny {proj}, ny {file}:",
           "Tandremo: misy tenimiafina tena izy ao amin'ity {file} avy amin'ny {proj} ity; aza atao commit.",
           "Tsy misy tsiambaratelo ao amin'ity {file} an'ny {proj} ity; azo tehirizina ao amin'ny repo."],
    "jv": ["Iki {file} kanggo {proj}, taksimpen kanggo sabanjure:",
           "Kaya ngene {file} ing {proj} sawise didandani; saiki wis mlaku.",
           "Cathetan kanggo awakku dhewe bab {proj}, {file}-e:",
           "Ati-ati: {file} saka {proj} iki isih ana kredensial asli; aja di-commit.",
           "Ora ana rahasia ing {file} {proj} iki; aman disimpen ing repo."],
    "su": ["Ieu {file} pikeun {proj}, disimpen kanggo engké:",
           "Kieu {file} di {proj} sanggeus dibenerkeun; ayeuna tos jalan.",
           "Catetan pikeun diri sorangan ngeunaan {proj}, {file}-na:",
           "Ati-ati: {file} ti {proj} ieu aya kredensial asli; ulah di-commit.",
           "Teu aya rusiah dina {file} {proj} ieu; aman disimpen di repo."],
    "ms": ["Ini {file} untuk {proj}, saya simpan untuk lain kali:",
           "Beginilah {file} dalam {proj} selepas dibaiki; sekarang sudah berfungsi.",
           "Peringatan untuk diri sendiri tentang {proj}, {file}:",
           "Awas: {file} daripada {proj} ini ada kelayakan sebenar; jangan commit.",
           "Tiada rahsia dalam {file} {proj} ini; selamat disimpan dalam repo."],
    "mi": ["Anei te {file} mō {proj}, i penapena ahau mō tērā wā:",
           "Koinei te āhua o te {file} i {proj} i muri i te whakatika; kei te pai ināianei.",
           "He tuhipoka mōku mō {proj}, te {file}:",
           "Kia tūpato: he kupuhipa tūturu kei roto i tēnei {file} nō {proj}; kaua e commit.",
           "Kāore he mea huna i tēnei {file} o {proj}; ka pai te pupuri ki te repo."],
    "sm": ["O le {file} lenei mo {proj}, na ou teuina mo le isi taimi:",
           "O le {file} lenei i {proj} ina ua uma ona toe faaleleia; ua galue nei.",
           "O se faamanatu mo a'u e uiga i {proj}, le {file}:",
           "Ia faaeteete: o lenei {file} mai {proj} o loo i ai se upu lilo moni; aua le commit.",
           "E leai se mea lilo i lenei {file} o {proj}; e lelei le teuina i le repo."],
    "to": ["Ko e {file} eni ki he {proj}, naʻá ku tauhi ki he taimi hoko:",
           "Ko e {file} eni ʻi he {proj} hili hono fakatonutonu; ʻoku ngāue he taimí ni.",
           "Ko ha fakamanatu kiate au fekauʻaki mo e {proj}, ko e {file}:",
           "Tokanga: ʻoku ʻi ai ha lea fufū moʻoni ʻi he {file} ko eni mei he {proj}; ʻoua ʻe commit.",
           "ʻOku ʻikai ha meʻa fufū ʻi he {file} ko eni ʻo e {proj}; ʻoku sai ke tauhi ʻi he repo."],
    "fj": ["Oqo na {file} me baleta na {proj}, au maroroya me baleta na gauna mai:",
           "Oqo na {file} ena {proj} ni oti na kena vakadodonutaki; sa cakacaka tiko oqo.",
           "Ivakananumi vei au me baleta na {proj}, na {file}:",
           "Qarauna: e tiko e dua na vosa vuni dina ena {file} oqo mai na {proj}; kakua ni commit.",
           "E sega ni dua na ka vuni ena {file} oqo ni {proj}; e vinaka me maroroi ena repo."],
}


def templates(lang, sec):
    """The templates a row in `lang` may use: neutral ones plus the half's own."""
    if lang == "en":
        return EN["N"] + (EN["S"] if sec else EN["O"])
    n1, n2, n3, s_, o_ = OTHER_PHRASES[lang]
    return [n1, n2, n3, s_ if sec else o_]
