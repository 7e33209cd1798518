"""Chat phrases for the told half: 11 regional varieties plus English (the author's own renderings, unreviewed).

Keys: pw (password for {t} is {v}), token, paste (pasted config), conn (connection string), link, ran (a shell
line), b64 (a value in base64), wrap (copied from a wrapped terminal), sum (a checksum), example (an example value).
"""

P = {
    "en": {
        "pw": "the password for {t} is {v}", "token": "here is the token for {t}: {v}",
        "paste": "I copied the config for {t}, here it is: {v}", "conn": "use this connection string for {t}: {v}",
        "link": "open this link for {t}: {v}", "ran": "I ran this in the terminal for {t}: {v}",
        "b64": "the value for {t}, in base64: {v}", "wrap": "copied from the terminal for {t}, it wrapped:\n{v}",
        "sum": "the checksum of the {t} build is {v}", "example": "this is only an example, not a real one: {v}",
    },
    "wa": {  # Walloon
        "pw": "li mot d' passe po {t}, c' est {v}", "token": "vo-ci l' djeton po {t} : {v}",
        "paste": "dj' a copyî l' config po {t}, vo-l'-ci : {v}", "conn": "prindoz cisse tchinne di raloyaedje po {t} : {v}",
        "link": "drovoz ci loyén ci po {t} : {v}", "ran": "dj' a fwait çouci dins l' terminå po {t} : {v}",
        "b64": "li valixhance po {t}, e base64 : {v}", "wrap": "copyî foû do terminå po {t}, c' est côpé :\n{v}",
        "sum": "li some di controle do build po {t}, c' est {v}", "example": "c' est djusse on egzimpe, nén on vraiy : {v}",
    },
    "pcd": {  # Picard
        "pw": "ch' mot d' passe pour {t}, ch' est {v}", "token": "vlà ch' jeton pour {t} : {v}",
        "paste": "j'ai copiè l' config pour {t}, vlà : {v}", "conn": "prinds chole cordèle ed connexion pour {t} : {v}",
        "link": "ouvre ch' lien-lo pour {t} : {v}", "ran": "j'ai lanchè cho dins l' terminal pour {t} : {v}",
        "b64": "l' valeur pour {t}, in base64 : {v}", "wrap": "copiè édsu l' terminal pour {t}, cha o étè copè :\n{v}",
        "sum": "ch' total ed contrôle del build pour {t}, ch' est {v}", "example": "ch' est jusse un egzimpe, pon un vrai : {v}",
    },
    "lmo": {  # Lombard
        "pw": "la password per {t} l'è {v}", "token": "ecco el token per {t}: {v}",
        "paste": "hoo copiaa la configurazion per {t}, eccola: {v}", "conn": "dropa sta stringa de connession per {t}: {v}",
        "link": "derva sto link chì per {t}: {v}", "ran": "hoo faa andà quest chì in del terminal per {t}: {v}",
        "b64": "el valor per {t}, in base64: {v}", "wrap": "copiaa del terminal per {t}, l'è andaa a cò:\n{v}",
        "sum": "el checksum de la build per {t} l'è {v}", "example": "l'è domà on esempi, minga vun vera: {v}",
    },
    "pms": {  # Piedmontese
        "pw": "la ciav për {t} a l'é {v}", "token": "ës-ciò a l'é 'l token për {t}: {v}",
        "paste": "i l'hai copià la configurassion për {t}, ëd sì: {v}", "conn": "dòvra sta stringa ëd conession për {t}: {v}",
        "link": "duverta ës colegament për {t}: {v}", "ran": "i l'hai fàit andé sòn ant ël terminal për {t}: {v}",
        "b64": "ël valor për {t}, an base64: {v}", "wrap": "copià dal terminal për {t}, a l'é andàit a cap:\n{v}",
        "sum": "ël checksum dla build për {t} a l'é {v}", "example": "a l'é mach n'esempi, nen un ver: {v}",
    },
    "rm": {  # Romansh (Rumantsch Grischun)
        "pw": "il pled-clav per {t} è {v}", "token": "qua è il token per {t}: {v}",
        "paste": "jau hai copià la configuraziun per {t}, qua: {v}", "conn": "duvra questa colliaziun per {t}: {v}",
        "link": "avra questa colliaziun web per {t}: {v}", "ran": "jau hai exequì quai en il terminal per {t}: {v}",
        "b64": "la valur per {t}, en base64: {v}", "wrap": "copià ord il terminal per {t}, è rut en duas lingias:\n{v}",
        "sum": "la summa da controlla dal build per {t} è {v}", "example": "quai è mo in exempel, betg in vair: {v}",
    },
    "mwl": {  # Mirandese
        "pw": "la palabra-passe pa {t} ye {v}", "token": "eiqui stá l token pa {t}: {v}",
        "paste": "copiei la cunfiguraçon pa {t}, eiqui stá: {v}", "conn": "usa esta string de coneçon pa {t}: {v}",
        "link": "abre este lhigamiento pa {t}: {v}", "ran": "corri esto ne l terminal pa {t}: {v}",
        "b64": "l balor pa {t}, an base64: {v}", "wrap": "copiado de l terminal pa {t}, quedou cortado:\n{v}",
        "sum": "l checksum de la build pa {t} ye {v}", "example": "esto ye solo un eisemplo, nó un de berdade: {v}",
    },
    "ext": {  # Extremaduran
        "pw": "la contraseña pa {t} es {v}", "token": "aquí está el token pa {t}: {v}",
        "paste": "hé copiau la configuración pa {t}, aquí la tiés: {v}", "conn": "gasta esta cadena de conesión pa {t}: {v}",
        "link": "abri este enlaci pa {t}: {v}", "ran": "hé corriu esto en el terminal pa {t}: {v}",
        "b64": "el valol pa {t}, en base64: {v}", "wrap": "copiau del terminal pa {t}, s'á cortau:\n{v}",
        "sum": "el checksum de la build pa {t} es {v}", "example": "esto es namás un ejempru, no es de verdá: {v}",
    },
    "zea": {  # Zeelandic
        "pw": "'t wachtwoord vò {t} is {v}", "token": "ier is 't token vò {t}: {v}",
        "paste": "'k è de config vò {t} gekopieerd, ier: {v}", "conn": "gebruuk deêze verbindingsstring vò {t}: {v}",
        "link": "doe deêze link open vò {t}: {v}", "ran": "'k è dit in de terminal gedraoid vò {t}: {v}",
        "b64": "de waerde vò {t}, in base64: {v}", "wrap": "uut de terminal gekopieerd vò {t}, 't is afgebroke:\n{v}",
        "sum": "de checksum van de build vò {t} is {v}", "example": "dit is mar een voorbeeld, gin echte: {v}",
    },
    "vls": {  # West Flemish
        "pw": "t paswoord vo {t} is {v}", "token": "hier is t token vo {t}: {v}",
        "paste": "kèn de config vo {t} gekopieerd, hier: {v}", "conn": "gebruukt die verbindienge vo {t}: {v}",
        "link": "doet da linkje open vo {t}: {v}", "ran": "kèn dat in den terminal geloaten droain vo {t}: {v}",
        "b64": "de woarde vo {t}, in base64: {v}", "wrap": "uut den terminal gekopieerd vo {t}, t es afgekapt:\n{v}",
        "sum": "de checksum van de build vo {t} is {v}", "example": "da's moar e voorbeeld, geen echtn: {v}",
    },
    "nrf": {  # Jèrriais
        "pw": "l' mot d'passe pouor {t}, ch'est {v}", "token": "vèrchîn l' jeton pouor {t}: {v}",
        "paste": "j'ai copié la config pouor {t}, vèrchîn: {v}", "conn": "sèrvez-vous d'chutte chaîne dé connexion pouor {t}: {v}",
        "link": "ouvrez ch'lien-chîn pouor {t}: {v}", "ran": "j'ai liquidé chenna dans l'terminal pouor {t}: {v}",
        "b64": "la valeu pouor {t}, en base64: {v}", "wrap": "copié du terminal pouor {t}, ch'est coupé:\n{v}",
        "sum": "l' checksum d'la build pouor {t}, ch'est {v}", "example": "ch'est seulement un exempl'ye, pon un vrai: {v}",
    },
    "egl": {  # Emilian (Bolognese)
        "pw": "la password par {t} l'é {v}", "token": "ecco al token par {t}: {v}",
        "paste": "ai ò cuppià la configurazión par {t}, eccla: {v}", "conn": "drôva ésta strénga ed conesiån par {t}: {v}",
        "link": "vîr st colegamänt par {t}: {v}", "ran": "ai ò fât andèr quassté int al terminèl par {t}: {v}",
        "b64": "al valåur par {t}, in base64: {v}", "wrap": "cuppiè dal terminèl par {t}, l'é andè a cô:\n{v}",
        "sum": "al checksum dla build par {t} l'é {v}", "example": "l'é sål un esänpi, brîsa ón vèr: {v}",
    },
}

LANGS = tuple(P)
NAMES = {"en": "English", "wa": "Walloon", "pcd": "Picard", "lmo": "Lombard", "pms": "Piedmontese", "rm": "Romansh",
         "mwl": "Mirandese", "ext": "Extremaduran", "zea": "Zeelandic", "vls": "West Flemish", "nrf": "Jèrriais",
         "egl": "Emilian (Bolognese)"}
