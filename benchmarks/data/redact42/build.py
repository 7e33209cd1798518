"""Build redact42 (mobile and desktop apps, their signing and their stores: App Store Connect and Google Play API keys,
Android and Apple code signing, notarisation, mobile backends and SDKs, push credentials, crash reporting and analytics
server-side keys, desktop auto-update signing, mobile CI, build logs, console "key created" pages, team chat, session
notes, agent transcripts and hook payloads).

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json. Everything comes from one seeded
`random.Random` (gen.R, string seed "redact42") drawn in a fixed order, so a rebuild is byte-identical whatever
PYTHONHASHSEED is. `python build.py --stats` also prints length and labels-per-row figures.

Each template is written once and run in two modes: in a secret row each credential slot gets a fresh credential (a
label) with probability 0.8 and otherwise a near miss (a row with no label is redrawn); in an ordinary row every slot
gets a near miss: a masked value, a reference to an environment variable, keychain item or secret store, a placeholder
or an example marked as such. Values public by design (Firebase web config, Sentry DSNs, client-side analytics and SDK
keys, update public keys), identifiers (team, key, issuer and profile ids, bundle ids, build numbers, device ids),
certificate fingerprints and signatures appear in both modes and are never labels. The row's note says why.
"""

import collections
import json
import pathlib
import statistics
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

import gen as G  # noqa: E402
from gen import R  # noqa: E402
from phrases import (CHAT_ORD, CHAT_SEC, COMMENT, INTRO, LANGS, NOTE_ORD, NOTE_SEC, OTHER, OUTRO,  # noqa: E402,F401
                     USER_ORD, USER_SEC)

SECRET_FAMILIES = ["store_api", "android_signing", "apple_signing", "notarization", "mobile_backend", "push_notify",
                   "crash_analytics", "desktop_update", "ci_mobile", "console_reveal", "build_log", "env_config",
                   "team_chat", "session_note", "chat_transcript", "hook_payload"]
HARD_FAMILIES = {"build_log", "team_chat", "session_note", "chat_transcript", "hook_payload"}
ORD_FAMILIES = [f + "_ord" for f in SECRET_FAMILIES]
N_SEC, N_ORD = 50, 100
MIN_LEN, MAX_LEN = 150, 3000
P_SECRET_SLOT = 0.8


class Ctx:
    sec = True
    labels = []
    notes = []
    lang = "en"


C = Ctx()


def note(n):
    if n not in C.notes:
        C.notes.append(n)


def lab(v, why):
    if v not in C.labels:
        C.labels.append(v)
    for w in ([why] if isinstance(why, str) else why):
        note(w)
    return v


# ---- notes --------------------------------------------------------------------------------------------------------

N_STORE = ("an app-store API credential (App Store Connect API `.p8` key, Google Play service-account private key, "
           "Huawei AppGallery or Microsoft Partner Center client secret): the key material or secret is the label; "
           "issuer ids, key ids, `private_key_id`, client emails and client ids are not.")
N_ASIGN = ("an Android signing secret (keystore and key passwords in `key.properties`, `gradle.properties`, Gradle "
           "flags, `keytool`/`apksigner`/`bundletool` arguments, or the keystore itself as base64): the value is the "
           "label; the alias, store file path and certificate fingerprints are not.")
N_ISIGN = ("an Apple code-signing secret (fastlane match passphrase, match git basic authorization, `.p12` certificate "
           "password, keychain password): the value is the label; team ids, certificate SHA-1 ids, signing identity "
           "names and provisioning-profile UUIDs are not.")
N_NOTARY = ("a notarisation or App Store upload password (Apple app-specific password given to `notarytool`, `altool`, "
            "fastlane or electron notarize): the value is the label; the Apple ID, team id and submission ids are not.")
N_BACKEND = ("a mobile-backend secret (Firebase Admin service-account key, `firebase login:ci` token, Supabase "
             "`service_role` key, Algolia admin key, Agora app certificate, Expo/EAS access token): the value is the "
             "label; the web config `apiKey`, project and app ids, anon keys and search-only keys are not.")
N_PUSH = ("a push-notification credential (APNs `.p8` key or `.p12` password, FCM legacy server key, OneSignal REST API "
          "key, Pusher Beams secret key): the value is the label; key ids, team ids, app ids, instance ids and device "
          "tokens are not.")
N_CRASH = ("a server-side crash-reporting, analytics or SDK secret (Sentry auth token, Mixpanel API secret, Amplitude "
           "secret key, Datadog API key, Bugsnag auth token, RevenueCat secret key, Branch secret, Mapbox secret "
           "`sk.` download token): the value is the label; DSNs, project tokens, write keys, client tokens and public "
           "SDK keys are not.")
N_UPDATE = ("a desktop release-signing secret (Tauri updater private key and its password, Sparkle EdDSA private key, "
            "electron-builder `CSC_KEY_PASSWORD`/`GH_TOKEN`, a Windows `.pfx` password, an Azure signing client secret, "
            "Snapcraft login): the value is the label; public keys, update signatures and thumbprints are not.")
N_CI = ("a credential written literally in a mobile CI definition, a secret-setting command or a job's environment: "
        "the value is the label, not the secret's name.")
N_ENV = ("a value in a `.env`, `local.properties`, `gradle.properties`, `.netrc` or xcconfig file: the value is the "
         "label, not the name.")
N_LOG = ("a credential echoed in a build or upload log (`set -x` trace, Gradle flags, fastlane parameter table, "
         "`curl -v` to a store API): the value is the label; build numbers, ids, fingerprints and signatures are not.")
N_DASH = ("a secret copied from a console or CLI right after it was created or revealed: the value is the label; the "
          "key's name, id, scopes and creation date are not.")
N_CHAT = "a credential pasted into a team chat: the value is the label, not the person or the ids around it."
N_PROSE = "a credential in a session note written in prose: the value is the label, not the person or system."
N_TRANS = ("a credential a user pasted to the agent or the agent put into a tool call, recorded in a transcript line: "
           "the value is the label; session, message and tool-use ids are not.")
N_HOOKP = ("a credential inside a hook payload (`prompt`, `tool_input`, `tool_response`): the value is the label; "
           "session ids and transcript paths are not.")
N_PEM = ("private-key material: the base64 body between the BEGIN and END lines is the label (with escaped `\\n` where "
         "the key sits inside JSON), not the armour lines.")
N_B64KS = ("a keystore, `.p12` or updater key encoded as base64: the whole base64 string is the label; it is the "
           "signing key itself.")
N_BASIC = ("the match git basic authorization is base64 of `user:token`: the base64 string is the label.")
N_JWT = ("grey, decided secret: an App Store Connect JWT lives twenty minutes, but while valid it is a bearer credential "
         "for the team's store account.")
N_SUPA = ("grey, decided secret: a Supabase `service_role` key has the same JWT shape as the public anon key but "
          "bypasses row-level security.")
N_REVOKED = "grey, decided secret: the text says the value was rotated, but the row cannot prove it."

O_MASK = ("a masked, truncated or redacted value (`...a1b2`, `••••`, `[REDACTED]`, GitHub Actions `***`, fastlane "
          "`********`): the value itself is gone.")
O_REF = ("a reference to a secret (`${VAR}`, `System.getenv`, `providers.gradleProperty`, `ENV[...]`, `process.env.X`, "
         "`${{ secrets.X }}`, `@keychain:`, `--keychain-profile`, `op://`, `vault:`, a file path): the value lives "
         "elsewhere.")
O_PH = ("a placeholder or an example marked as one (`<password>`, `xxxx-xxxx-xxxx-xxxx`, `your-keystore-password`, "
        "`REPLACE_WITH_PASSWORD`, `sntrys_YOUR_TOKEN_HERE`): not a credential.")
O_PUBLIC = ("grey, decided ordinary: values public by design, shipped inside the app (Firebase web config `apiKey`, "
            "Sentry DSN, Segment write key, Mixpanel project token, Amplitude API key, RevenueCat `appl_`/`goog_` keys, "
            "Datadog `pub` client token, Mapbox `pk.` token, Branch `key_`, Algolia search-only key, Agora app id, "
            "OneSignal app id, Supabase anon key).")
O_IDS = ("identifiers only (team ids, key ids, issuer ids, bundle ids, provisioning-profile UUIDs, `private_key_id`, "
         "client ids, submission ids, version codes, build numbers, device UDIDs and Android ids): none is a credential.")
O_FP = ("public key material and signatures (certificate SHA-1/SHA-256 fingerprints, signing-identity hashes, "
        "certificate PEM bodies, Sparkle `SUPublicEDKey` and `edSignature`, Tauri `pubkey` and `.sig` contents): "
        "meant to be published.")
O_TOK = "device push tokens (APNs, FCM registration tokens, Expo push tokens) address a device; they are not secrets."
O_PROSE = "prose about a credential (where it lives, who rotated it, how it ends) without its value."
O_LOOK = ("dense with look-alikes (UUIDs, hex fingerprints, base64 signatures, build numbers, device ids) but no "
          "credential.")

REDACT = ["[REDACTED]", "***", "<redacted>", "********", "REDACTED", "[FILTERED]", "[hidden]"]
PH = {"pw": ["<password>", "your-keystore-password", "<KEYSTORE_PASSWORD>", "REPLACE_WITH_PASSWORD"],
      "app_pw": ["xxxx-xxxx-xxxx-xxxx", "abcd-efgh-ijkl-mnop", "<app-specific-password>"],
      "expo": ["<EXPO_TOKEN>", "your-expo-robot-token"], "sentry": ["sntrys_YOUR_TOKEN_HERE", "<SENTRY_AUTH_TOKEN>"],
      "revenuecat": ["sk_xxxxxxxxxxxxxxxxxxxxxxxx", "<REVENUECAT_SECRET_KEY>"],
      "mapbox_secret": ["sk.YOUR_SECRET_TOKEN", "<MAPBOX_DOWNLOADS_TOKEN>"],
      "github": ["ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "<GH_TOKEN>"],
      "generic": ["<YOUR_API_KEY>", "REPLACE_ME", "xxxxxxxxxxxxxxxxxxxxxxxx", "<secret>", "TODO"]}
PREFIX = {"sentry": "sntryu_", "revenuecat": "sk_", "mapbox_secret": "sk.eyJ1", "branch_secret": "secret_live_",
          "onesignal": "os_v2_app_", "firebase_ci": "1//0", "github": "ghp_", "fcm_legacy": "AAAA"}
GENS = {"pw": G.pw, "pw_any": G.pw_any, "app_pw": G.app_pw, "keystore": G.keystore_b64, "minisign": G.minisign_secret}


def ph_for(kind):
    return R.choice(PH.get(kind, PH["generic"]) + PH["generic"][:2])


def ref_for(style, var):
    low = var.lower()
    opts = {"json": [f"${{{var}}}", f"${{env:{var}}}"],
            "py": [f'os.environ["{var}"]', f'os.getenv("{var}")'],
            "ts": [f"process.env.{var}", f'process.env["{var}"]!'],
            "rb": [f'ENV["{var}"]', f'ENV.fetch("{var}")'],
            "kts": [f'System.getenv("{var}")', f'providers.gradleProperty("{var}").get()', f'keystoreProperties["{low}"] as String'],
            "groovy": [f"System.getenv('{var}')", f"project.findProperty('{var}')"],
            "yaml": [f"${{{var}}}", f"$({var})", f"${{{{ secrets.{var} }}}}"],
            "props": [f"${{{var}}}", f"op://mobile-release/{low}/password"],
            "sh": [f'"${var}"', f'"${{{var}}}"', f'"$(op read op://mobile-release/{low}/password)"',
                   f'"$(security find-generic-password -s {low} -w)"', f'"$(vault kv get -field=value secret/mobile/{low})"'],
            "env": [f"op://mobile-release/{low}/password", f"vault:secret/data/mobile/{low}#value", f"${{{var}}}"],
            "gha": [f"${{{{ secrets.{var} }}}}"], "raw": [f"${var}"]}
    return R.choice(opts[style])


DQ = {"json", "py", "ts", "rb", "kts"}


def wrap(style, v):
    if style in DQ:
        return f'"{v}"'
    if style == "groovy":
        return f"'{v}'"
    return v


def unq(v):
    return v[1:-1] if len(v) > 1 and v[0] == v[-1] and v[0] in "\"'" else v


def draw(kind):
    return GENS[kind]() if kind in GENS else G.tok(kind)


def S(kind, var, why, style="raw", ph=True, refs=True):
    """A credential slot; returns the text to put in the artifact (quoted for code and JSON styles)."""
    if C.sec and R.random() < P_SECRET_SLOT:
        return wrap(style, lab(draw(kind), why))
    a = R.choice(["mask"] + (["ref"] if refs else []) + (["ph"] if ph else []))
    if a == "mask":
        note(O_MASK)
        if kind not in PREFIX or R.random() < .3:
            return wrap(style, R.choice(REDACT))
        return wrap(style, G.masked(PREFIX[kind]))
    if a == "ref":
        note(O_REF)
        return ref_for(style, var)
    note(O_PH)
    return wrap(style, ph_for(kind))


def PEM(kind, why, escaped=False, label="PRIVATE KEY"):
    """A private key in PEM armour; returns (text, is_real). Near miss: a redacted body or a path."""
    nl = "\\n" if escaped else "\n"
    if C.sec and R.random() < P_SECRET_SLOT:
        body = G.p8_body() if kind == "p8" else G.rsa_body()
        if escaped:
            body = body.replace("\n", "\\n")
        lab(body, [why, N_PEM])
        return f"-----BEGIN {label}-----{nl}{body}{nl}-----END {label}-----{nl}"
    note(O_MASK)
    return R.choice([f"-----BEGIN {label}-----{nl}[REDACTED]{nl}-----END {label}-----{nl}",
                     f"-----BEGIN {label}-----{nl}...{nl}-----END {label}-----{nl}", "<private key removed>"])


def pub(v):
    note(O_PUBLIC)
    return v


def ids():
    note(O_IDS)


def fp(v):
    note(O_FP)
    return v


def cmt(mark="#"):
    return f"{mark} {R.choice(COMMENT[C.lang])}"


def fill(s, v=None, what=None):
    d = dict(proj=G.proj(), person=G.person(), date=G.date(), time=G.hm(), tail=G.rs(4), inc=R.randint(100, 9999),
             build=G.build_no(), ver=G.semver(), team=G.team_id(), bundle=G.bundle(), what=what or R.choice(WHATS)[0])
    if v is not None:
        d["v"] = v
    return s.format(**d)


def jd(o, indent=2):
    return json.dumps(o, indent=indent, ensure_ascii=False)


# ---- look-alike blocks (never labels) -----------------------------------------------------------------------------

def lk_keytool():
    note(O_FP)
    return (f"$ keytool -list -v -keystore app/upload.jks -alias upload -storepass:env KS_PASS | grep -A3 Certificate\n"
            f"Certificate fingerprints:\n\t SHA1: {G.fingerprint(20)}\n\t SHA256: {G.fingerprint(32)}\n"
            f"Signature algorithm name: SHA256withRSA")


def lk_find_identity():
    note(O_FP)
    t = G.team_id()
    return (f"$ security find-identity -v -p codesigning\n  1) {G.sha1().upper()} \"Apple Distribution: {G.company().title()} Ltd ({t})\"\n"
            f"  2) {G.sha1().upper()} \"Apple Development: {G.person()} ({G.team_id()})\"\n     2 valid identities found")


def lk_profiles():
    ids()
    rows = [f"| {G.bundle()} | {R.choice(['AppStore', 'AdHoc', 'Development'])} | {G.profile_uuid()} | {G.team_id()} |"
            for _ in range(R.randint(2, 3))]
    return "+-------------------+-------------+--------------------------------------+------------+\n" + "\n".join(rows)


def lk_devices():
    ids()
    return "$ xcrun xctrace list devices\n== Devices ==\n" + "\n".join(
        f"{G.person()}'s {R.choice(['iPhone', 'iPad'])} ({R.randint(16, 18)}.{R.randint(0, 6)}) ({G.udid()})" for _ in range(2)) + \
        f"\n$ adb devices -l\n{G.rs(12, G.UPPER)}  device product:{R.choice(['husky', 'shiba', 'a54x'])} transport_id:{R.randint(1, 9)}"


def lk_gitlog():
    msgs = ["bump versionCode", "fix provisioning for widget extension", "sign with upload key", "notarize dmg in CI",
            "add sentry dSYM upload", "tauri updater endpoint", "move match to new repo"]
    return "$ git log --oneline -4\n" + "\n".join(f"{G.git_sha()} {R.choice(msgs)}" for _ in range(4))


def lk_builds():
    ids()
    return "$ eas build:list --limit 2 --non-interactive\n" + "\n".join(
        f"ID: {G.uuid()}\nPlatform: {R.choice(['Android', 'iOS'])}\nStatus: finished\nVersion: {G.semver()} ({G.version_code()})\n"
        f"Commit: {G.sha1()}" for _ in range(2))


def lk_gh_secrets():
    names = ["MATCH_PASSWORD", "ASC_KEY_P8", "ANDROID_KEYSTORE_BASE64", "KEYSTORE_PASSWORD", "EXPO_TOKEN",
             "SENTRY_AUTH_TOKEN", "TAURI_SIGNING_PRIVATE_KEY", "APPLE_APP_SPECIFIC_PASSWORD", "PLAY_SERVICE_ACCOUNT_JSON"]
    note(O_PROSE)
    return "$ gh secret list\n" + "\n".join(f"{n}\tUpdated {G.date()}" for n in R.sample(names, 4))


def lk_notary_history():
    ids()
    return "$ xcrun notarytool history --keychain-profile notary\n" + "\n".join(
        f"  createdDate: {G.iso()}\n  id: {G.uuid()}\n  name: {G.proj()}.dmg\n  status: {R.choice(['Accepted', 'Invalid', 'Accepted'])}"
        for _ in range(2))


def lk_crash():
    ids()
    dev, os_ = R.choice([("iPhone15,3", "iOS 18.1"), ("iPhone16,2", "iOS 18.3"), ("Pixel 8", "Android 15"), ("SM-S918B", "Android 14")])
    extra = f"android_id: {G.android_id()}" if os_.startswith("Android") else f"idfv: {G.uuid(upper=True)}"
    return (f"Crash {G.sha1()[:12]} in {G.proj()} {G.semver()} ({G.build_no()})\n  device: {dev} os: {os_} "
            f"install: {G.uuid(upper=True)} {extra}")


def lk_tracks():
    ids()
    return "Play Console tracks:\n" + "\n".join(f"  {t}: versionCode {G.version_code()} ({G.semver()}) {R.choice(['completed', 'inProgress 20%', 'halted'])}"
                                                for t in R.sample(["internal", "alpha", "beta", "production"], 3))


LOOKALIKES = [lk_keytool, lk_find_identity, lk_profiles, lk_devices, lk_gitlog, lk_builds, lk_gh_secrets,
              lk_notary_history, lk_crash, lk_tracks]


def maybe_lookalike(body):
    if R.random() < .5:
        return body
    blocks = [f() for f in R.sample(LOOKALIKES, R.choice([1, 1, 2]))]
    note(O_LOOK)
    return "\n\n".join([body] + blocks) if R.random() < .6 else "\n\n".join(blocks + [body])


# ---- store_api ----------------------------------------------------------------------------------------------------

def t_asc_key():
    kid, iss = G.key_id(), G.uuid()
    ids()
    k = R.randint(0, 2)
    if k == 0:
        pem = PEM("p8", N_STORE)
        return (f"$ cat ~/.appstoreconnect/private_keys/AuthKey_{kid}.p8\n{pem}\n"
                f"$ xcrun altool --upload-app -f build/{G.proj()}.ipa -t ios --apiKey {kid} --apiIssuer {iss}\n"
                f"No errors uploading 'build/{G.proj()}.ipa'")
    if k == 1:
        pem = PEM("p8", N_STORE, escaped=True)
        d = {"key_id": kid, "issuer_id": iss, "key": pem, "duration": 1200, "in_house": False}
        return (f"{cmt('#')}\n$ cat fastlane/asc_api_key.json\n{jd(d)}\n\n# Fastfile\n"
                f"app_store_connect_api_key(key_filepath: \"fastlane/asc_api_key.json\")\nupload_to_testflight(skip_waiting_for_build_processing: true)")
    pem = PEM("p8", N_STORE)
    return (f"# scripts/asc_token.py  ({cmt('').strip()})\nimport time, jwt\n\nKEY_ID = \"{kid}\"\nISSUER_ID = \"{iss}\"\n"
            f"PRIVATE_KEY = \"\"\"{pem}\"\"\"\n\n"
            "def token():\n    now = int(time.time())\n    return jwt.encode({\"iss\": ISSUER_ID, \"iat\": now, \"exp\": now + 1200,\n"
            "                       \"aud\": \"appstoreconnect-v1\"}, PRIVATE_KEY, algorithm=\"ES256\",\n"
            "                      headers={\"kid\": KEY_ID})")


def t_play_sa():
    proj = f"{G.company()}-play-{R.randint(100, 999)}"
    ids()
    pem = PEM("rsa", N_STORE, escaped=True)
    d = {"type": "service_account", "project_id": proj, "private_key_id": G.sha1(), "private_key": pem,
         "client_email": f"play-publisher@{proj}.iam.gserviceaccount.com", "client_id": G.gsa_client_id(),
         "auth_uri": "https://accounts.google.com/o/oauth2/auth", "token_uri": "https://oauth2.googleapis.com/token",
         "universe_domain": "googleapis.com"}
    raw = jd(d)
    if R.random() < .5:
        return (f"$ cat fastlane/play-store-credentials.json\n{raw}\n\n$ bundle exec fastlane supply --aab app/build/outputs/bundle/release/app-release.aab "
                f"--track {R.choice(['internal', 'beta'])} --json_key fastlane/play-store-credentials.json --package_name {G.bundle()}")
    return (f"{cmt('//')}\n// scripts/publish.mjs\nimport {{ google }} from 'googleapis';\n\nconst credentials = {raw};\n\n"
            f"const auth = new google.auth.GoogleAuth({{ credentials, scopes: ['https://www.googleapis.com/auth/androidpublisher'] }});\n"
            f"const publisher = google.androidpublisher({{ version: 'v3', auth }});\nconst edit = await publisher.edits.insert({{ packageName: '{G.bundle()}' }});")


def t_store_other():
    k = R.randint(0, 2)
    ids()
    if k == 0:
        cid = str(R.randint(10 ** 17, 10 ** 18 - 1))
        d = {"client_id": cid, "client_secret": unq(S("huawei_secret", "AGC_CLIENT_SECRET", N_STORE, "json")),
             "app_id": str(R.randint(10 ** 8, 10 ** 9 - 1)), "product_id": str(R.randint(10 ** 17, 10 ** 18 - 1))}
        return (f"AppGallery Connect API client for the Huawei build of {G.proj()}\n$ cat agc-apiclient.json\n{jd(d)}\n\n"
                f"curl -s -X POST https://connect-api.cloud.huawei.com/api/oauth2/v1/token -H 'Content-Type: application/json' \\\n"
                f"  -d @agc-apiclient.json | jq .expires_in")
    if k == 1:
        tid, cid = G.uuid(), G.uuid()
        sec = S("azure_secret", "PARTNER_CENTER_CLIENT_SECRET", N_STORE, "sh")
        return (f"Microsoft Store submission for the Windows build\n$ msstore reconfigure --tenantId {tid} --sellerId {R.randint(10 ** 7, 10 ** 8 - 1)} \\\n"
                f"    --clientId {cid} --clientSecret {sec}\n$ msstore publish ./out/make/squirrel.windows/x64 -id 9N{G.rs(10, G.UPPER)}\n"
                f"Submission {G.uuid()} created, status: CommitStarted")
    kid = G.key_id()
    jwt = S("asc_jwt", "ASC_JWT", [N_STORE, N_JWT], "sh", refs=True)
    return (f"$ curl -s https://api.appstoreconnect.apple.com/v1/builds?filter[app]={R.randint(10 ** 9, 10 ** 10 - 1)}&limit=3 \\\n"
            f"    -H \"Authorization: Bearer {unq(jwt)}\" | jq '.data[].attributes.version'\n\"{G.build_no()}\"\n\"{G.build_no()}\"\n"
            f"# key {kid}, issuer {G.uuid()}")


# ---- android_signing ----------------------------------------------------------------------------------------------

def t_key_properties():
    alias = R.choice(["upload", "release", "key0", G.proj().split("-")[0]])
    sp = S("pw", "KEYSTORE_PASSWORD", N_ASIGN, "props")
    kp = S("pw", "KEY_PASSWORD", N_ASIGN, "props") if R.random() < .6 else sp
    head = R.choice(["android/key.properties", "android/keystore.properties", "~/.gradle/gradle.properties"])
    if "gradle" in head:
        body = (f"# {head}\n{cmt('#')[2:]}\norg.gradle.jvmargs=-Xmx4g\nRELEASE_STORE_FILE=../keys/{alias}.jks\n"
                f"RELEASE_STORE_PASSWORD={sp}\nRELEASE_KEY_ALIAS={alias}\nRELEASE_KEY_PASSWORD={kp}")
    else:
        body = f"# {head}\nstorePassword={sp}\nkeyPassword={kp}\nkeyAlias={alias}\nstoreFile=../keys/{alias}.jks"
    if R.random() < .6:
        body += ("\n\n// app/build.gradle.kts\nsigningConfigs {\n    create(\"release\") {\n"
                 "        storeFile = file(keystoreProperties[\"storeFile\"] as String)\n"
                 "        storePassword = keystoreProperties[\"storePassword\"] as String\n"
                 f"        keyAlias = \"{alias}\"\n        keyPassword = keystoreProperties[\"keyPassword\"] as String\n    }}\n}}\n"
                 f"defaultConfig {{ applicationId = \"{G.bundle()}\"; versionCode = {G.version_code()}; versionName = \"{G.semver()}\" }}")
        ids()
    return body


def t_gradle_inline():
    alias = R.choice(["upload", "release", "key0"])
    sp = S("pw", "STORE_PASSWORD", N_ASIGN, R.choice(["groovy", "kts"]))
    style = "kts" if sp.startswith(("\"", "System", "provid", "keystore")) else "groovy"
    kp = S("pw", "KEY_PASSWORD", N_ASIGN, style)
    ids()
    return (f"// app/build.gradle  ({cmt('').strip()})\nandroid {{\n    namespace '{G.bundle()}'\n    defaultConfig {{\n"
            f"        versionCode {G.version_code()}\n        versionName \"{G.semver()}\"\n    }}\n    signingConfigs {{\n        release {{\n"
            f"            storeFile file('../signing/{alias}.keystore')\n            storePassword {sp}\n            keyAlias '{alias}'\n"
            f"            keyPassword {kp}\n        }}\n    }}\n    buildTypes {{ release {{ signingConfig signingConfigs.release; minifyEnabled true }} }}\n}}")


def t_keytool_cmds():
    alias = R.choice(["upload", "release"])
    sp = unq(S("pw_any", "KS_PASS", N_ASIGN, "sh"))
    kp = unq(S("pw_any", "KEY_PASS", N_ASIGN, "sh"))
    k = R.randint(0, 2)
    if k == 0:
        return (f"$ keytool -genkeypair -v -keystore {alias}.jks -alias {alias} -keyalg RSA -keysize 2048 -validity 10000 \\\n"
                f"    -storepass {sp} -keypass {kp} -dname \"CN={G.company().title()}, O={G.company().title()} Ltd, C=NL\"\n"
                f"Generating 2,048 bit RSA key pair and self-signed certificate (SHA256withRSA) with a validity of 10,000 days\n"
                f"[Storing {alias}.jks]\n\n" + lk_keytool())
    if k == 1:
        sp2 = sp if not sp.startswith('"') else sp
        return (f"$ java -jar bundletool.jar build-apks --bundle=app-release.aab --output=app.apks \\\n"
                f"    --ks=signing/{alias}.jks --ks-key-alias={alias} --ks-pass=pass:{sp2} --key-pass=pass:{kp}\n"
                f"$ java -jar bundletool.jar install-apks --apks=app.apks --device-id={G.rs(12, G.UPPER)}")
    note(O_FP)
    return (f"$ apksigner sign --ks signing/{alias}.jks --ks-key-alias {alias} --ks-pass pass:{sp} --key-pass pass:{kp} \\\n"
            f"    --out app-release-signed.apk app-release-unsigned.apk\n$ apksigner verify --print-certs app-release-signed.apk\n"
            f"Signer #1 certificate DN: CN={G.company().title()}\nSigner #1 certificate SHA-256 digest: {G.sha256()}\n"
            f"Signer #1 certificate SHA-1 digest: {G.sha1()}")


# ---- apple_signing ------------------------------------------------------------------------------------------------

def t_match():
    team = G.team_id()
    ids()
    mp = S("pw", "MATCH_PASSWORD", N_ISIGN, "rb")
    basic = S("match_basic", "MATCH_GIT_BASIC_AUTHORIZATION", [N_ISIGN, N_BASIC], "rb")
    c = G.company()
    return (f"# fastlane/Matchfile\ngit_url(\"https://github.com/{c}/ios-certificates.git\")\nstorage_mode(\"git\")\n"
            f"type(\"appstore\")\nteam_id(\"{team}\")\napp_identifier([\"{G.bundle(c)}\", \"{G.bundle(c)}.widget\"])\n\n"
            f"# fastlane/Fastfile\nlane :certs do\n  {cmt('#')}\n  ENV[\"MATCH_PASSWORD\"] ||= {mp}\n"
            f"  ENV[\"MATCH_GIT_BASIC_AUTHORIZATION\"] ||= {basic}\n  match(readonly: is_ci)\nend")


def t_keychain():
    kc = R.choice(["build.keychain", "ci-signing.keychain-db", "temp.keychain"])
    kpw = S("pw", "KEYCHAIN_PASSWORD", N_ISIGN, "sh")
    ppw = S("pw_any", "P12_PASSWORD", N_ISIGN, "sh")
    tail = (f"\n$ security find-identity -v -p codesigning {kc}\n  1) {G.sha1().upper()} \"Apple Distribution: "
            f"{G.company().title()} GmbH ({G.team_id()})\"\n     1 valid identities found")
    note(O_FP)
    return (f"#!/bin/bash\n# scripts/ci-keychain.sh\nset -euo pipefail\nsecurity create-keychain -p {kpw} {kc}\n"
            f"security set-keychain-settings -lut 21600 {kc}\nsecurity unlock-keychain -p {kpw} {kc}\n"
            f"security import certs/distribution.p12 -k {kc} -P {ppw} -T /usr/bin/codesign\n"
            f"security set-key-partition-list -S apple-tool:,apple: -s -k {kpw} {kc}\n"
            f"cp profiles/{G.profile_uuid()}.mobileprovision ~/Library/MobileDevice/Provisioning\\ Profiles/" + tail)


def t_export_p12():
    ppw = S("pw_any", "P12_PASSWORD", N_ISIGN, "sh")
    pu = G.profile_uuid()
    ids()
    team = G.team_id()
    return (f"$ openssl pkcs12 -export -inkey dist.key -in distribution.pem -out distribution.p12 -passout pass:{unq(ppw)}\n"
            f"$ base64 -i distribution.p12 | pbcopy   # pasted into the CI secret\n\n<!-- ExportOptions.plist -->\n<dict>\n"
            f"  <key>method</key><string>app-store-connect</string>\n  <key>teamID</key><string>{team}</string>\n"
            f"  <key>provisioningProfiles</key>\n  <dict><key>{G.bundle()}</key><string>{pu}</string></dict>\n"
            f"  <key>signingCertificate</key><string>Apple Distribution</string>\n</dict>")


def t_p12_b64():
    ks = S("keystore", "CERTIFICATE_P12_BASE64", [N_ISIGN, N_B64KS], "sh", ph=False)
    ppw = S("pw_any", "P12_PASSWORD", N_ISIGN, "sh")
    return (f"# restore the distribution certificate on the runner\necho {ks} | base64 --decode > $RUNNER_TEMP/dist.p12\n"
            f"security import $RUNNER_TEMP/dist.p12 -k signing.keychain -P {ppw} -A -t cert -f pkcs12\n"
            f"security list-keychain -d user -s signing.keychain login.keychain")


# ---- notarization -------------------------------------------------------------------------------------------------

def t_notarytool():
    team, ap = G.team_id(), S("app_pw", "AC_PASSWORD", N_NOTARY, "sh")
    ids()
    sub = G.uuid()
    return (f"$ xcrun notarytool store-credentials \"{G.proj()}-notary\" --apple-id \"{G.email()}\" --team-id {team} \\\n"
            f"    --password {ap}\nThis process stores your credentials securely in the Keychain.\nCredentials saved to Keychain.\n\n"
            f"$ xcrun notarytool submit dist/{G.proj()}-{G.semver()}.dmg --apple-id {G.email()} --team-id {team} --password {ap} --wait\n"
            f"Conducting pre-submission checks for {G.proj()}.dmg and initiating connection to the Apple notary service...\n"
            f"Submission ID received\n  id: {sub}\nProcessing complete\n  id: {sub}\n  status: {R.choice(['Accepted', 'Invalid'])}\n"
            f"$ xcrun stapler staple dist/{G.proj()}-{G.semver()}.dmg")


def t_electron_notarize():
    ap = S("app_pw", "APPLE_APP_SPECIFIC_PASSWORD", N_NOTARY, "ts")
    team = G.team_id()
    ids()
    if R.random() < .5:
        return (f"// forge.config.js\n{cmt('//')}\nmodule.exports = {{\n  packagerConfig: {{\n    appBundleId: '{G.bundle()}',\n"
                f"    osxSign: {{ identity: 'Developer ID Application: {G.company().title()} Inc ({team})' }},\n"
                f"    osxNotarize: {{\n      appleId: '{G.email()}',\n      appleIdPassword: {ap},\n      teamId: '{team}',\n    }},\n  }},\n"
                f"  makers: [{{ name: '@electron-forge/maker-dmg' }}],\n}};")
    return (f"// scripts/notarize.js (afterSign hook)\nconst {{ notarize }} = require('@electron/notarize');\n\n"
            f"exports.default = async function (context) {{\n  if (context.electronPlatformName !== 'darwin') return;\n"
            f"  const appName = context.packager.appInfo.productFilename;\n  await notarize({{\n    tool: 'notarytool',\n"
            f"    appPath: `${{context.appOutDir}}/${{appName}}.app`,\n    appleId: '{G.email()}',\n    appleIdPassword: {ap},\n"
            f"    teamId: '{team}',\n  }});\n}};")


def t_altool():
    ap = S("app_pw", "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD", N_NOTARY, "sh")
    ids()
    if R.random() < .5:
        return (f"$ xcrun altool --upload-app --type ios --file build/{G.proj()}.ipa --username {G.email()} --password {ap}\n"
                f"{G.iso()[:19]} altool[{R.randint(1000, 99999)}:{G.rs(6, G.HEX)}] *** Warning: altool has been deprecated for notarization\n"
                f"UPLOAD SUCCEEDED with no errors\nDelivery UUID: {G.uuid()}\nTransferred {R.randint(40, 300)}.{R.randint(1, 9)} MB")
    return (f"# .env.fastlane\nFASTLANE_USER={G.email()}\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={unq(ap)}\n"
            f"FASTLANE_ITC_TEAM_ID={R.randint(10 ** 8, 10 ** 9 - 1)}\nFASTLANE_TEAM_ID={G.team_id()}\nSPACESHIP_SKIP_2FA_UPGRADE=1")


# ---- mobile_backend -----------------------------------------------------------------------------------------------

def t_firebase_admin():
    proj = f"{G.company()}-{R.choice(['prod', 'staging', 'app'])}"
    ids()
    pem = PEM("rsa", N_BACKEND, escaped=True)
    d = {"type": "service_account", "project_id": proj, "private_key_id": G.sha1(), "private_key": pem,
         "client_email": f"firebase-adminsdk-{G.rs(5, G.LOWER)}@{proj}.iam.gserviceaccount.com",
         "client_id": G.gsa_client_id(), "token_uri": "https://oauth2.googleapis.com/token"}
    web = {"apiKey": pub(G.firebase_web_key()), "authDomain": f"{proj}.firebaseapp.com", "projectId": proj,
           "messagingSenderId": G.sender_id(), "appId": G.firebase_app_id("web")}
    return (f"// functions/serviceAccountKey.json\n{jd(d)}\n\n// web/src/firebase.ts (client config, ships to the browser)\n"
            f"export const firebaseConfig = {jd(web)};")


def t_supabase():
    ref = G.supabase_ref()
    anon = pub(G.supabase_anon(ref))
    srv = S("supabase_service", "SUPABASE_SERVICE_ROLE_KEY", [N_BACKEND, N_SUPA], "ts")
    return (f"// app/lib/supabase.ts (React Native client)\nimport {{ createClient }} from '@supabase/supabase-js';\n"
            f"export const supabase = createClient('https://{ref}.supabase.co', '{anon}');\n\n"
            f"// supabase/functions/grant-entitlement/index.ts\n{cmt('//')}\n"
            f"const admin = createClient('https://{ref}.supabase.co', {srv});")


def t_eas():
    pid = G.expo_project_id()
    ids()
    tok = S("expo", "EXPO_TOKEN", N_BACKEND, "sh")
    k = R.randint(0, 1)
    appj = jd({"expo": {"name": G.proj(), "slug": G.proj(), "version": G.semver(), "ios": {"bundleIdentifier": G.bundle(),
               "buildNumber": G.build_no()}, "android": {"package": G.bundle(), "versionCode": G.version_code()},
               "extra": {"eas": {"projectId": pid}}, "updates": {"url": f"https://u.expo.dev/{pid}"}}})
    if k == 0:
        return (f"$ EXPO_TOKEN={tok} eas build --platform all --profile production --non-interactive\n"
                f"✔ Linked to project @{G.company()}/{G.proj()}\n✔ Using remote Android credentials (Expo server)\n\n// app.json\n{appj}")
    sec = S("sentry", "SENTRY_AUTH_TOKEN", N_BACKEND, "sh")
    if sec.startswith("sntry"):
        note(N_CRASH)
    return (f"$ eas secret:create --scope project --name SENTRY_AUTH_TOKEN --value {sec} --type string\n"
            f"✔ Created a new secret SENTRY_AUTH_TOKEN on project @{G.company()}/{G.proj()}.\n"
            f"$ eas secret:list\nName                Type    Scope    ID\nSENTRY_AUTH_TOKEN   string  project  {G.uuid()}\n\n"
            f"# CI: export EXPO_TOKEN={tok}")


def t_firebase_ci():
    app = G.firebase_app_id("android")
    ids()
    tok = S("firebase_ci", "FIREBASE_TOKEN", N_BACKEND, "sh")
    if R.random() < .5 and C.sec and tok.startswith("1//"):
        return (f"$ firebase login:ci --no-localhost\nVisit this URL on any device to log in:\n"
                f"https://accounts.google.com/o/oauth2/auth?client_id={G.gsa_client_id()}-{G.rs(32, G.LOWER)}.apps.googleusercontent.com&scope=email&response_type=code\n\n"
                f"✔  Success! Use this token to login on a CI server:\n\n{tok}\n\n"
                f"Example: firebase deploy --token \"$FIREBASE_TOKEN\"")
    return (f"$ firebase appdistribution:distribute app/build/outputs/apk/release/app-release.apk \\\n"
            f"    --app {app} --groups \"qa, {G.company()}-beta\" --token {tok} \\\n    --release-notes \"build {G.build_no()}\"\n"
            f"i  uploading binary...\n✔  uploaded new release {G.semver()} ({G.version_code()}) successfully!")


def t_backend_keys():
    app = G.algolia_app()
    ids()
    adm = S("algolia_admin", "ALGOLIA_ADMIN_KEY", N_BACKEND, "py")
    agid = pub(G.agora_app_id())
    cert = S("agora_cert", "AGORA_APP_CERTIFICATE", N_BACKEND, "py")
    return (f"# backend/settings/mobile.py\n{cmt('#')}\nALGOLIA_APP_ID = \"{app}\"\nALGOLIA_SEARCH_KEY = \"{pub(G.algolia_search_key())}\"  # shipped in the app\n"
            f"ALGOLIA_ADMIN_KEY = {adm}\n\nAGORA_APP_ID = \"{agid}\"\nAGORA_APP_CERTIFICATE = {cert}\n"
            f"RTC_TOKEN_TTL = {R.choice([3600, 7200, 86400])}")


# ---- push_notify --------------------------------------------------------------------------------------------------

def t_apns_p8():
    kid, team = G.key_id(), G.team_id()
    ids()
    note(O_TOK)
    pem = PEM("p8", N_PUSH)
    return (f"$ cat AuthKey_{kid}.p8\n{pem}\n# server/push.js\nconst apn = require('@parse/node-apn');\n"
            f"const provider = new apn.Provider({{ token: {{ key: './AuthKey_{kid}.p8', keyId: '{kid}', teamId: '{team}' }}, production: true }});\n"
            f"const note = new apn.Notification({{ topic: '{G.bundle()}', alert: 'Your order shipped' }});\n"
            f"await provider.send(note, '{G.apns_device()}');")


def t_push_services():
    k = R.randint(0, 2)
    note(O_TOK)
    if k == 0:
        app = pub(G.onesignal_app())
        key = S("onesignal", "ONESIGNAL_REST_API_KEY", N_PUSH, "sh")
        return (f"curl -s https://api.onesignal.com/notifications -H 'Content-Type: application/json' \\\n"
                f"  -H \"Authorization: Key {unq(key)}\" \\\n  -d '{{\"app_id\": \"{app}\", \"include_subscription_ids\": [\"{G.uuid()}\"], "
                f"\"contents\": {{\"en\": \"Build {G.build_no()} is ready\"}}}}'\n{{\"id\":\"{G.uuid()}\",\"external_id\":null}}")
    if k == 1:
        inst = G.uuid()
        ids()
        sk = S("pusher_beams", "BEAMS_SECRET_KEY", N_PUSH, "ts")
        return (f"// server/beams.ts\nimport PushNotifications from '@pusher/push-notifications-server';\n\n"
                f"const beams = new PushNotifications({{\n  instanceId: '{inst}',\n  secretKey: {sk},\n}});\n"
                f"await beams.publishToUsers(['user-{R.randint(1000, 99999)}'], {{ fcm: {{ notification: {{ title: 'Hi' }} }}, "
                f"apns: {{ aps: {{ alert: 'Hi' }} }} }});\n// test device: {G.fcm_reg_token()}")
    key = S("fcm_legacy", "FCM_SERVER_KEY", N_PUSH, "sh")
    return (f"# legacy sender kept for the old Android build\ncurl -s -X POST https://fcm.googleapis.com/fcm/send \\\n"
            f"  -H \"Authorization: key={unq(key)}\" -H 'Content-Type: application/json' \\\n"
            f"  -d '{{\"to\": \"{G.fcm_reg_token()}\", \"data\": {{\"build\": \"{G.build_no()}\"}}}}'\n"
            f"{{\"multicast_id\":{R.randint(10 ** 18, 9 * 10 ** 18)},\"success\":1,\"failure\":0}}\n# Expo test: {G.expo_push_token()}")


def t_push_p12():
    pw = S("pw_any", "APNS_P12_PASSWORD", N_PUSH, "sh")
    ids()
    bid = G.bundle()
    return (f"# converting the old APNs certificate for the Go push service\n"
            f"$ openssl pkcs12 -in apns-prod.p12 -out apns-prod.pem -nodes -legacy -passin pass:{unq(pw)}\n"
            f"MAC verified OK\n$ openssl x509 -in apns-prod.pem -noout -subject -enddate\n"
            f"subject=UID={bid}, CN=Apple Push Services: {bid}, OU={G.team_id()}, C=US\n"
            f"notAfter={R.choice(['Jan', 'Mar', 'Jun', 'Oct'])} {R.randint(1, 28):>2} {G.clock()} 2027 GMT")


# ---- crash_analytics ----------------------------------------------------------------------------------------------

def t_sentry():
    org, proj = G.company(), G.proj()
    dsn = pub(G.sentry_dsn())
    tok = S("sentry", "SENTRY_AUTH_TOKEN", N_CRASH, "props")
    k = R.randint(0, 2)
    if k == 0:
        return (f"# ios/sentry.properties\ndefaults.url=https://sentry.io/\ndefaults.org={org}\ndefaults.project={proj}\nauth.token={tok}\n\n"
                f"// App.tsx\nSentry.init({{ dsn: '{dsn}', tracesSampleRate: 0.2, release: '{G.bundle()}@{G.semver()}+{G.build_no()}' }});")
    if k == 1:
        return (f"# Xcode build phase: Upload dSYMs\nexport SENTRY_ORG={org}\nexport SENTRY_PROJECT={proj}\nexport SENTRY_AUTH_TOKEN={tok}\n"
                f"ERROR=$(sentry-cli debug-files upload --include-sources \"$DWARF_DSYM_FOLDER_PATH\" 2>&1 >/dev/null)\n"
                f"# DSN in Info.plist: {dsn}")
    return (f"$ npx sentry-cli --auth-token {tok} sourcemaps upload --org {org} --project {proj} \\\n"
            f"    --release {G.semver()} --dist {G.build_no()} ./dist\n> Found {R.randint(3, 40)} files\n> Bundled {R.randint(3, 40)} files for upload\n"
            f"> Bundle ID: {G.uuid()}\n> Uploaded files to Sentry\n> File upload complete (processing pending on server)")


def t_analytics():
    lines = []
    ids()
    k = R.sample(["mixpanel", "amplitude", "datadog", "bugsnag", "segment"], 3)
    for v in k:
        if v == "mixpanel":
            lines += [f"MIXPANEL_PROJECT_TOKEN = \"{pub(G.mixpanel_token())}\"  # client", f"MIXPANEL_API_SECRET = {S('mixpanel_secret', 'MIXPANEL_API_SECRET', N_CRASH, 'py')}"]
        elif v == "amplitude":
            lines += [f"AMPLITUDE_API_KEY = \"{pub(G.amplitude_key())}\"", f"AMPLITUDE_SECRET_KEY = {S('amplitude_secret', 'AMPLITUDE_SECRET_KEY', N_CRASH, 'py')}"]
        elif v == "datadog":
            lines += [f"DD_RUM_CLIENT_TOKEN = \"{pub(G.datadog_client_token())}\"", f"DD_RUM_APPLICATION_ID = \"{G.uuid()}\"",
                      f"DD_API_KEY = {S('datadog_api', 'DD_API_KEY', N_CRASH, 'py')}"]
        elif v == "bugsnag":
            lines += [f"BUGSNAG_AUTH_TOKEN = {S('bugsnag_auth', 'BUGSNAG_AUTH_TOKEN', N_CRASH, 'py')}  # data access API"]
        else:
            lines += [f"SEGMENT_WRITE_KEY = \"{pub(G.segment_write_key())}\"  # mobile SDK"]
    return (f"# analytics_export/settings.py\n{cmt('#')}\n" + "\n".join(lines) +
            f"\n\nEXPORT_FROM = \"{G.date()}\"\nEXPORT_BUCKET = \"gs://{G.company()}-analytics-export\"")


def t_sdk_keys():
    k = R.randint(0, 2)
    if k == 0:
        pk = pub(G.mapbox_public())
        sk = S("mapbox_secret", "MAPBOX_DOWNLOADS_TOKEN", [N_CRASH, N_ENV], "props")
        return (f"# android/gradle.properties\nandroid.useAndroidX=true\nMAPBOX_DOWNLOADS_TOKEN={sk}\n\n"
                f"# ~/.netrc (iOS SDK download)\nmachine api.mapbox.com\n  login mapbox\n  password {sk}\n\n"
                f"<!-- ios/App/Info.plist -->\n<key>MBXAccessToken</key>\n<string>{pk}</string>")
    if k == 1:
        ios, andr = pub(G.revenuecat_public("appl_")), G.revenuecat_public("goog_")
        sk = S("revenuecat", "REVENUECAT_SECRET_KEY", N_CRASH, "ts")
        return (f"// src/purchases.ts\nPurchases.configure({{ apiKey: Platform.OS === 'ios' ? '{ios}' : '{andr}' }});\n\n"
                f"// server/webhooks/revenuecat.ts\n{cmt('//')}\nconst rc = axios.create({{\n  baseURL: 'https://api.revenuecat.com/v1',\n"
                f"  headers: {{ Authorization: 'Bearer ' + {sk} }},\n}});")
    bk = pub(G.branch_key())
    sec = S("branch_secret", "BRANCH_SECRET", N_CRASH, "rb")
    return (f"# config/initializers/branch.rb\nBRANCH_KEY = \"{bk}\"   # same key as in Info.plist branch_key\n"
            f"BRANCH_SECRET = {sec}\n\nBranchClient.configure do |c|\n  c.key = BRANCH_KEY\n  c.secret = BRANCH_SECRET\n  c.timeout = 5\nend")


# ---- desktop_update -----------------------------------------------------------------------------------------------

def t_tauri():
    pk = G.minisign_public()
    note(O_FP)
    conf = jd({"bundle": {"createUpdaterArtifacts": True}, "plugins": {"updater": {"pubkey": pk,
               "endpoints": [f"https://releases.{G.domain()}/{G.proj()}/{{{{target}}}}/{{{{current_version}}}}"]}}})
    key = S("minisign", "TAURI_SIGNING_PRIVATE_KEY", [N_UPDATE, N_B64KS], "sh", ph=False)
    pw = S("pw", "TAURI_SIGNING_PRIVATE_KEY_PASSWORD", N_UPDATE, "sh")
    if R.random() < .5:
        return (f"// src-tauri/tauri.conf.json (excerpt)\n{conf}\n\n$ export TAURI_SIGNING_PRIVATE_KEY={key}\n"
                f"$ export TAURI_SIGNING_PRIVATE_KEY_PASSWORD={pw}\n$ npm run tauri build\n"
                f"    Finished 2 updater signatures at:\n        src-tauri/target/release/bundle/nsis/{G.proj()}_{G.semver()}_x64-setup.nsis.zip.sig")
    latest = jd({"version": G.semver(), "notes": "bug fixes", "pub_date": G.iso(), "platforms": {
        "darwin-aarch64": {"signature": G.minisign_signature(), "url": f"https://releases.{G.domain()}/{G.proj()}.app.tar.gz"}}})
    return (f"# .github/workflows/release.yml (env of the tauri-action step)\n        env:\n          TAURI_SIGNING_PRIVATE_KEY: {key}\n"
            f"          TAURI_SIGNING_PRIVATE_KEY_PASSWORD: {pw}\n\n# published latest.json\n{latest}")


def t_sparkle():
    pub_k = fp(G.ed_public())
    key = S("sparkle_private", "SPARKLE_PRIVATE_KEY", N_UPDATE, "sh", ph=False, refs=False)
    ver = G.semver()
    if R.random() < .5:
        return (f"$ ./bin/generate_keys\nA key has been generated and saved in your keychain. Add the `SUPublicEDKey` key to\n"
                f"the Info.plist of each app for which you intend to use Sparkle for distributing\nupdates. It should appear like this:\n\n"
                f"    <key>SUPublicEDKey</key>\n    <string>{pub_k}</string>\n\n"
                f"# exported for CI: ./bin/generate_keys -x sparkle_private.key; cat sparkle_private.key\n{key}")
    return (f"# release.sh\n{cmt('#')}\necho {key} > /tmp/sparkle.key\n./bin/sign_update --ed-key-file /tmp/sparkle.key dist/{G.proj()}-{ver}.zip\n"
            f"sparkle:edSignature=\"{fp(G.ed_signature())}\" length=\"{R.randint(10 ** 7, 9 * 10 ** 7)}\"\n\n"
            f"<!-- Info.plist -->\n<key>SUFeedURL</key><string>https://updates.{G.domain()}/appcast.xml</string>\n"
            f"<key>SUPublicEDKey</key><string>{pub_k}</string>")


def t_electron_builder():
    gh = S("github", "GH_TOKEN", N_UPDATE, "sh")
    csc = S("pw_any", "CSC_KEY_PASSWORD", N_UPDATE, "sh")
    win = S("pw_any", "WIN_CSC_KEY_PASSWORD", N_UPDATE, "sh")
    note(O_FP)
    return (f"# electron-builder.yml\nappId: {G.bundle()}\nmac:\n  hardenedRuntime: true\n  notarize: true\nwin:\n"
            f"  certificateSha1: {G.sha1().upper()}\npublish:\n  provider: github\n  owner: {G.company()}\n  repo: {G.proj()}\n\n"
            f"$ export GH_TOKEN={gh}\n$ export CSC_LINK=./certs/developer-id.p12 CSC_KEY_PASSWORD={csc}\n"
            f"$ export WIN_CSC_LINK=./certs/codesign.pfx WIN_CSC_KEY_PASSWORD={win}\n$ npx electron-builder --mac --win --publish always")


def t_win_sign():
    k = R.randint(0, 1)
    note(O_FP)
    if k == 0:
        pw = S("pw_any", "PFX_PASSWORD", N_UPDATE, "sh")
        return (f"PS> signtool sign /f .\\certs\\{G.company()}-codesign.pfx /p {unq(pw)} /fd SHA256 /tr http://timestamp.digicert.com /td SHA256 `\n"
                f"      .\\out\\{G.proj()}-Setup-{G.semver()}.exe\nDone Adding Additional Store\nSuccessfully signed: .\\out\\{G.proj()}-Setup.exe\n"
                f"PS> (Get-AuthenticodeSignature .\\out\\{G.proj()}-Setup.exe).SignerCertificate.Thumbprint\n{G.sha1().upper()}")
    sec = S("azure_secret", "AZURE_CLIENT_SECRET", N_UPDATE, "sh")
    return (f"# Trusted Signing for the Windows installer\n$env:AZURE_TENANT_ID = \"{G.uuid()}\"\n$env:AZURE_CLIENT_ID = \"{G.uuid()}\"\n"
            f"$env:AZURE_CLIENT_SECRET = \"{unq(sec)}\"\n& signtool.exe sign /v /fd SHA256 /tr http://timestamp.acs.microsoft.com /td SHA256 `\n"
            f"   /dlib Azure.CodeSigning.Dlib.dll /dmdf metadata.json .\\dist\\{G.proj()}.msix")


def t_snap():
    tok = S("snapcraft", "SNAPCRAFT_STORE_CREDENTIALS", N_UPDATE, "sh", ph=False, refs=False)
    return (f"# Linux channel for {G.proj()}\n$ snapcraft export-login --snaps={G.proj()} --channels=edge,beta -\n"
            f"Exported login starts on next line:\n{tok}\n\n# CI\nenv:\n  SNAPCRAFT_STORE_CREDENTIALS: {tok}\n"
            f"run: snapcraft upload --release=edge {G.proj()}_{G.semver()}_amd64.snap")


# ---- ci_mobile ----------------------------------------------------------------------------------------------------

def t_gha_mobile():
    ios = R.random() < .5
    if ios:
        env = [("MATCH_PASSWORD", "pw"), ("MATCH_GIT_BASIC_AUTHORIZATION", "match_basic"), ("APP_STORE_CONNECT_API_KEY_ID", None),
               ("FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD", "app_pw"), ("SENTRY_AUTH_TOKEN", "sentry")]
        steps = "      - uses: ruby/setup-ruby@v1\n        with: { bundler-cache: true }\n      - run: bundle exec fastlane ios beta"
        runs = "macos-15"
    else:
        env = [("KEYSTORE_PASSWORD", "pw"), ("KEY_PASSWORD", "pw_any"), ("KEY_ALIAS", None), ("EXPO_TOKEN", "expo"),
               ("FIREBASE_TOKEN", "firebase_ci")]
        steps = ("      - uses: actions/setup-java@v4\n        with: { distribution: temurin, java-version: '17' }\n"
                 "      - run: echo \"$KEYSTORE_B64\" | base64 -d > app/upload.jks\n      - run: ./gradlew bundleRelease")
        runs = "ubuntu-24.04"
    lines = []
    for var, kind in R.sample(env, R.randint(3, len(env))):
        if kind is None:
            ids()
            lines.append(f"      {var}: {G.key_id() if 'KEY_ID' in var else R.choice(['upload', 'release'])}")
            continue
        v = S(kind, var, [N_CI] + ([N_BASIC] if kind == "match_basic" else []), "gha")
        lines.append(f"      {var}: {v}")
    return (f"# .github/workflows/{'ios' if ios else 'android'}-release.yml\nname: {'iOS' if ios else 'Android'} release\n"
            f"on:\n  push:\n    tags: ['v*']\njobs:\n  build:\n    runs-on: {runs}\n    env:\n" + "\n".join(lines) +
            f"\n    steps:\n      - uses: actions/checkout@v4\n{steps}")


def t_codemagic_bitrise():
    if R.random() < .5:
        a = S("pw", "CM_KEYSTORE_PASSWORD", N_CI, "yaml")
        b = S("app_pw", "APP_SPECIFIC_PASSWORD", N_CI, "yaml")
        c = S("codemagic", "CM_API_TOKEN", N_CI, "yaml")
        ids()
        return (f"# codemagic.yaml\nworkflows:\n  release:\n    name: Release {G.proj()}\n    instance_type: mac_mini_m2\n"
                f"    environment:\n      vars:\n        CM_KEYSTORE_PASSWORD: {a}\n        CM_KEY_ALIAS: upload\n        APP_STORE_APPLE_ID: {R.randint(10 ** 9, 10 ** 10 - 1)}\n"
                f"        APP_SPECIFIC_PASSWORD: {b}\n        CM_API_TOKEN: {c}\n      ios_signing:\n        distribution_type: app_store\n"
                f"        bundle_identifier: {G.bundle()}\n    scripts:\n      - flutter build ipa --release --build-number={G.build_no()}")
    a = S("pw", "BITRISEIO_ANDROID_KEYSTORE_PASSWORD", N_CI, "yaml")
    b = S("pw_any", "BITRISEIO_ANDROID_KEYSTORE_PRIVATE_KEY_PASSWORD", N_CI, "yaml")
    return (f"# bitrise.yml (excerpt)\napp:\n  envs:\n  - BITRISE_PROJECT_PATH: android\n  - BITRISEIO_ANDROID_KEYSTORE_PASSWORD: {a}\n"
            f"    opts: {{is_expand: false}}\n  - BITRISEIO_ANDROID_KEYSTORE_ALIAS: upload\n  - BITRISEIO_ANDROID_KEYSTORE_PRIVATE_KEY_PASSWORD: {b}\n"
            f"workflows:\n  deploy:\n    steps:\n    - android-build@1: {{inputs: [{{variant: release}}, {{build_type: aab}}]}}\n    - sign-apk@1: {{}}")


def t_secret_cmds():
    cmds = []
    opts = [("KEYSTORE_PASSWORD", "pw"), ("MATCH_PASSWORD", "pw"), ("EXPO_TOKEN", "expo"), ("SENTRY_AUTH_TOKEN", "sentry"),
            ("APPLE_APP_SPECIFIC_PASSWORD", "app_pw"), ("TAURI_SIGNING_PRIVATE_KEY_PASSWORD", "pw"), ("REVENUECAT_SECRET_KEY", "revenuecat")]
    for var, kind in R.sample(opts, R.randint(2, 4)):
        v = unq(S(kind, var, N_CI, "sh"))
        cmds.append(R.choice([f"gh secret set {var} --repo {G.company()}/{G.proj()} --body {v}",
                              f"echo -n {v} | gh secret set {var} --env production",
                              f"eas env:create --name {var} --value {v} --environment production --visibility secret",
                              f"gh secret set {var} -b{v}"]))
    cmds.append(f"gh secret set ANDROID_KEYSTORE_BASE64 < <(base64 -w0 keys/upload.jks)")
    return "# one-off: copy release secrets to the new repo\n" + "\n".join(f"$ {c}" for c in cmds) + "\n✓ Set Actions secret for " + f"{G.company()}/{G.proj()}"


# ---- console_reveal -----------------------------------------------------------------------------------------------

def t_console_page():
    k = R.randint(0, 4)
    if k == 0:
        tok = S("sentry", "SENTRY_AUTH_TOKEN", N_DASH, "raw", refs=False)
        return (f"Sentry › Settings › {G.company()} › Organization Tokens\nNew token created: ci-dsym-upload\n"
                f"Copy your token now. You will not be able to see it again.\n\n{tok}\n\nScopes: org:ci  Created: {G.date()}  Last used: never\n"
                f"Project DSN (client key) for {G.proj()}: {pub(G.sentry_dsn())}")
    if k == 1:
        pa, pg = pub(G.revenuecat_public("appl_")), G.revenuecat_public("goog_")
        sk = S("revenuecat", "REVENUECAT_SECRET_KEY", N_DASH, "raw", refs=False)
        return (f"RevenueCat › {G.proj()} › API keys\nPublic app-specific API keys\n  App Store   {pa}\n  Play Store  {pg}\n"
                f"Secret API keys\n  server-sync (v1)   {sk}   created {G.date()}\n  webhook-worker     sk_••••••••••••{G.rs(4)}   created {G.date()}")
    if k == 2:
        app = pub(G.onesignal_app())
        key = S("onesignal", "ONESIGNAL_REST_API_KEY", N_DASH, "raw", refs=False)
        return (f"OneSignal › {G.proj()} › Settings › Keys & IDs\nOneSignal App ID\n{app}\n\nRest API Key  (name: backend-{G.date()})\n{key}\n"
                f"Save this key now, it won't be shown again.\nSafari Web ID: web.onesignal.auto.{G.uuid()}")
    if k == 3:
        tok = S("expo", "EXPO_TOKEN", N_DASH, "raw", refs=False)
        return (f"expo.dev › {G.company()} › Access tokens\nToken \"github-actions\" created\n\n{tok}\n\n"
                f"Make sure to copy the token now. You won't be able to see it again.\nRobot: ci-robot  Role: Developer  Project: {G.expo_project_id()}")
    tokp = pub(G.mixpanel_token())
    sec = S("mixpanel_secret", "MIXPANEL_API_SECRET", N_DASH, "raw", refs=False)
    return (f"Mixpanel › Project Settings › {G.proj()} (production)\nProject ID       {R.randint(10 ** 6, 10 ** 7 - 1)}\n"
            f"Project Token    {tokp}\nAPI Secret       {sec}\nData residency   {R.choice(['US', 'EU'])}\nTimezone         UTC")


def t_cli_reveal():
    k = R.randint(0, 2)
    if k == 0:
        sp, kp = S("pw", "KEYSTORE_PASSWORD", N_DASH, "raw", refs=False), S("pw", "KEY_PASSWORD", N_DASH, "raw", refs=False)
        note(O_FP)
        return (f"$ eas credentials -p android\nAndroid Credentials\nProject        {G.proj()}\nApplication id {G.bundle()}\n\n"
                f"Configuration: Build Credentials {G.rs(8, G.LOWER)} (Default)\n\nKeystore\nType                JKS\n"
                f"Key Alias           {G.rs(32, G.HEX)}\nKeystore password   {sp}\nKey password        {kp}\n"
                f"MD5 Fingerprint     {G.fingerprint(16)}\nSHA1 Fingerprint    {G.fingerprint(20)}\nSHA256 Fingerprint  {G.fingerprint(32)}\n"
                f"Updated {R.randint(2, 30)} days ago")
    if k == 1:
        key = S("minisign", "TAURI_SIGNING_PRIVATE_KEY", [N_DASH, N_B64KS], "raw", refs=False)
        return (f"$ npm run tauri signer generate -- -w ~/.tauri/{G.proj()}.key\nPlease enter a password to protect the secret key.\n"
                f"Deriving a key from the password in order to encrypt the secret key... done\n\nYour keypair was generated successfully\n"
                f"Private: ~/.tauri/{G.proj()}.key (Keep it secret!)\nPublic: ~/.tauri/{G.proj()}.key.pub\n---------------------------\n\n"
                f"Your public key was generated successfully:\n{fp(G.minisign_public())}\n\n$ cat ~/.tauri/{G.proj()}.key\n{key}")
    tok = S("firebase_ci", "FIREBASE_TOKEN", N_DASH, "raw", refs=False)
    return (f"$ firebase login:ci\n\nVisit this URL on this device to log in:\nhttps://accounts.google.com/o/oauth2/auth?client_id={G.gsa_client_id()}"
            f".apps.googleusercontent.com&scope=email%20openid&response_type=code&state={R.randint(10 ** 8, 10 ** 9)}\n\nWaiting for authentication...\n\n"
            f"✔  Success! Use this token to login on a CI server:\n\n{tok}\n\nExample: firebase deploy --token \"$FIREBASE_TOKEN\"")


# ---- env_config ---------------------------------------------------------------------------------------------------

def t_env():
    k = R.randint(0, 3)
    if k == 0:
        lines = [f"EXPO_PUBLIC_SUPABASE_URL=https://{G.supabase_ref()}.supabase.co", f"EXPO_PUBLIC_SENTRY_DSN={pub(G.sentry_dsn())}",
                 f"EXPO_PUBLIC_REVENUECAT_IOS_KEY={G.revenuecat_public('appl_')}", f"EXPO_PUBLIC_SEGMENT_WRITE_KEY={G.segment_write_key()}",
                 f"SENTRY_AUTH_TOKEN={S('sentry', 'SENTRY_AUTH_TOKEN', N_ENV, 'env')}", f"EXPO_TOKEN={S('expo', 'EXPO_TOKEN', N_ENV, 'env')}",
                 f"REVENUECAT_SECRET_KEY={S('revenuecat', 'REVENUECAT_SECRET_KEY', N_ENV, 'env')}"]
        R.shuffle(lines)
        return f"# .env.production  ({cmt('').strip()})\n" + "\n".join(lines)
    if k == 1:
        return (f"// ios/Config/Secrets.xcconfig  (git-ignored)\nSENTRY_AUTH_TOKEN = {S('sentry', 'SENTRY_AUTH_TOKEN', N_ENV, 'raw')}\n"
                f"MATCH_PASSWORD = {S('pw', 'MATCH_PASSWORD', N_ENV, 'raw')}\nDEVELOPMENT_TEAM = {G.team_id()}\n"
                f"PRODUCT_BUNDLE_IDENTIFIER = {G.bundle()}\nGOOGLE_MAPS_IOS_KEY = {pub(G.firebase_web_key())}\n"
                f"CURRENT_PROJECT_VERSION = {G.build_no()}\nMARKETING_VERSION = {G.semver()}")
    if k == 2:
        ids()
        return (f"## local.properties — not in git\nsdk.dir=/Users/{G.user()}/Library/Android/sdk\nMAPS_API_KEY={pub(G.firebase_web_key())}\n"
                f"MAPBOX_DOWNLOADS_TOKEN={S('mapbox_secret', 'MAPBOX_DOWNLOADS_TOKEN', N_ENV, 'props')}\n"
                f"upload.storePassword={S('pw', 'UPLOAD_STORE_PASSWORD', N_ENV, 'props')}\nupload.keyAlias=upload\n"
                f"sentry.auth.token={S('sentry', 'SENTRY_AUTH_TOKEN', N_ENV, 'props')}\nflutter.versionCode={G.version_code()}")
    cfg = {"app": {"bundle_id": G.bundle(), "min_build": int(G.version_code())},
           "revenuecat": {"secret": unq(S("revenuecat", "REVENUECAT_SECRET_KEY", N_ENV, "json"))},
           "mixpanel": {"token": pub(G.mixpanel_token()), "api_secret": unq(S("mixpanel_secret", "MIXPANEL_API_SECRET", N_ENV, "json"))},
           "apns": {"key_id": G.key_id(), "team_id": G.team_id()}}
    return f"$ firebase functions:config:get --project {G.company()}-prod\n{jd(cfg)}"


# ---- build_log (hard) ---------------------------------------------------------------------------------------------

class Stamp:
    t = 0


def stamp():
    """Increasing [HH:MM:SS] stamps within one log."""
    Stamp.t += R.randint(0, 9)
    s = Stamp.t % 86400
    return f"[{s // 3600:02d}:{s // 60 % 60:02d}:{s % 60:02d}]"


def t_set_x():
    kc = S("pw", "KEYCHAIN_PASSWORD", N_LOG, "sh", ph=False)
    p12 = S("pw_any", "P12_PASSWORD", N_LOG, "sh", ph=False)
    if kc.startswith('"$'):
        kc = R.choice(["'***'", "***"])
        note(O_MASK)
    if p12.startswith('"$'):
        p12 = "***"
        note(O_MASK)
    note(O_FP)
    return (f"Run ./scripts/ci-keychain.sh\n+ KEYCHAIN=build.keychain\n+ security create-keychain -p {unq(kc)} build.keychain\n"
            f"+ security default-keychain -s build.keychain\n+ security unlock-keychain -p {unq(kc)} build.keychain\n"
            f"+ security import /Users/runner/work/_temp/dist.p12 -k build.keychain -P {unq(p12)} -T /usr/bin/codesign\n"
            f"1 identity imported.\n+ security find-identity -v -p codesigning build.keychain\n"
            f"  1) {G.sha1().upper()} \"Apple Distribution: {G.company().title()} AB ({G.team_id()})\"\n     1 valid identities found")


def t_gradle_log():
    sp = unq(S("pw", "STORE_PASSWORD", N_LOG, "sh", refs=False, ph=False))
    kp = unq(S("pw_any", "KEY_PASSWORD", N_LOG, "sh", refs=False, ph=False))
    ids()
    return (f"> Task :app:bundleRelease\nStarting Gradle Daemon...\n$ ./gradlew :app:bundleRelease -Pandroid.injected.signing.store.file=/tmp/upload.jks "
            f"-Pandroid.injected.signing.store.password={sp} -Pandroid.injected.signing.key.alias=upload -Pandroid.injected.signing.key.password={kp} "
            f"-PversionCode={G.version_code()}\n> Task :app:signReleaseBundle\n\nBUILD SUCCESSFUL in {R.randint(1, 9)}m {R.randint(1, 59)}s\n"
            f"{R.randint(200, 900)} actionable tasks: {R.randint(50, 200)} executed, {R.randint(100, 700)} up-to-date\n"
            f"Build scan: https://gradle.com/s/{G.rs(13, G.LOWER)}")


def t_fastlane_log():
    mp = S("pw", "MATCH_PASSWORD", N_LOG, "sh", refs=False, ph=False)
    kc = S("pw", "KEYCHAIN_PASSWORD", N_LOG, "sh", refs=False, ph=False)
    team = G.team_id()
    Stamp.t = R.randint(0, 80000)
    ids()
    rows = [f"| git_url                 | https://github.com/{G.company()}/certificates |", f"| type                    | appstore |",
            f"| team_id                 | {team} |", f"| app_identifier          | [\"{G.bundle()}\"] |", "| keychain_password       | ******** |",
            "| readonly                | true |"]
    return (f"{stamp()}: ------------------------------\n{stamp()}: --- Step: match ---\n{stamp()}: ------------------------------\n\n"
            "+-------------------------+----------------------------------+\n|              Summary for match 2.22" + str(R.randint(0, 9)) +
            ".0              |\n+-------------------------+----------------------------------+\n" + "\n".join(rows) +
            f"\n+-------------------------+----------------------------------+\n\n{stamp()}: Cloning remote git repo...\n"
            f"{stamp()}: $ git clone https://github.com/{G.company()}/certificates /var/folders/{G.rs(2, G.LOWER)}/T/d{G.rs(8, G.LOWER)}\n"
            f"{stamp()}: $ openssl enc -d -aes-256-cbc -md sha256 -pass pass:{unq(mp)} -in certs/distribution/{G.rs(10, G.UPPER)}.p12\n"
            f"{stamp()}: $ security unlock-keychain -p {unq(kc)} ~/Library/Keychains/fastlane_tmp_keychain-db\n"
            f"{stamp()}: Installed Provisioning Profile {G.profile_uuid()} for {G.bundle()}\n{stamp()}: All required keys, certificates and provisioning profiles are installed 🙌")


def t_upload_log():
    k = R.randint(0, 1)
    if k == 0:
        jwt = S("asc_jwt", "ASC_JWT", [N_LOG, N_JWT], "sh", refs=False, ph=False)
        return (f"* Connected to api.appstoreconnect.apple.com (17.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(0, 255)}) port 443\n"
                f"> GET /v1/apps/{R.randint(10 ** 9, 10 ** 10 - 1)}/builds?limit=1 HTTP/2\n> Host: api.appstoreconnect.apple.com\n"
                f"> authorization: Bearer {unq(jwt)}\n> user-agent: curl/8.7.1\n>\n< HTTP/2 200\n< x-request-id: {G.rs(26, G.UPPER)}\n"
                f"< x-rate-limit: user-hour-lim:3600;user-hour-rem:{R.randint(100, 3599)};\n"
                f"{{\"data\":[{{\"type\":\"builds\",\"id\":\"{G.uuid()}\",\"attributes\":{{\"version\":\"{G.build_no()}\",\"processingState\":\"VALID\"}}}}]}}")
    tok = S("gcp_access", "ACCESS_TOKEN", [N_LOG, N_JWT.replace("an App Store Connect JWT lives twenty minutes",
                                                                   "a Google OAuth access token lives an hour")], "sh", refs=False, ph=False)
    return (f"DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): androidpublisher.googleapis.com:443\n"
            f"send: b'POST /androidpublisher/v3/applications/{G.bundle()}/edits HTTP/1.1\\r\\nHost: androidpublisher.googleapis.com\\r\\n"
            f"authorization: Bearer {unq(tok)}\\r\\ncontent-length: 0\\r\\n\\r\\n'\nreply: 'HTTP/1.1 200 OK\\r\\n'\n"
            f"{{\"id\": \"{R.randint(10 ** 19, 10 ** 20 - 1)}\", \"expiryTimeSeconds\": \"{G.epoch()}\"}}")


# ---- prose families -----------------------------------------------------------------------------------------------

WHATS = [("MATCH_PASSWORD", "pw"), ("keystore password", "pw"), ("storePassword", "pw"), ("keyPassword", "pw_any"),
         ("app-specific password", "app_pw"), ("EXPO_TOKEN", "expo"), ("SENTRY_AUTH_TOKEN", "sentry"),
         ("p12 password", "pw_any"), ("TAURI_SIGNING_PRIVATE_KEY_PASSWORD", "pw"), ("FIREBASE_TOKEN", "firebase_ci"),
         ("RevenueCat secret key", "revenuecat"), ("CSC_KEY_PASSWORD", "pw_any"), ("OneSignal REST API key", "onesignal"),
         ("Mixpanel API secret", "mixpanel_secret"), ("MAPBOX_DOWNLOADS_TOKEN", "mapbox_secret"),
         ("keychain password", "pw"), ("GH_TOKEN", "github")]


def prose_with_value(pool, why):
    what, kind = R.choice(WHATS)
    s = R.choice(pool)
    v = lab(draw(kind), why)
    if "says it is rotated" in s:
        note(N_REVOKED)
    return fill(s, v, what)


def prose_plain(pool):
    return fill(R.choice(pool))


def t_team_chat():
    ch = R.choice(["#mobile-release", "#ios", "#android-build", "#desktop-app", "DM"])
    n = R.randint(4, 8)
    secret_at = R.randrange(n) if C.sec else -1
    out = [f"{ch} — {G.date()}"]
    for i in range(n):
        who = G.user()
        if i == secret_at:
            line = prose_with_value(CHAT_SEC[C.lang], N_CHAT)
        elif R.random() < .35:
            line = R.choice([f"build {G.build_no()} for {G.bundle()} failed at codesign, profile {G.profile_uuid()}",
                             f"device UDID for the ad-hoc list: {G.udid()}", f"new versionCode {G.version_code()} is on internal",
                             f"Sentry issue {G.sha1()[:12]} spiking on {G.semver()}", f"submission {G.uuid()} accepted",
                             f"team id is {G.team_id()}, key id {G.key_id()}"])
            ids()
        else:
            line = prose_plain(CHAT_ORD[C.lang])
            note(O_PROSE)
        out.append(f"[{G.hm()}] {who}: {line}")
    return "\n".join(out)


def t_session_note():
    n = R.randint(4, 7)
    secret_at = R.randrange(n) if C.sec else -1
    out, used = [f"{G.proj()} — {R.choice(['session notes', 'release log', 'notes'])} {G.date()}"], []
    for i in range(n):
        if i == secret_at:
            out.append("- " + prose_with_value(NOTE_SEC[C.lang], N_PROSE))
        else:
            pool = [s for s in NOTE_ORD[C.lang] if s not in used] or NOTE_ORD[C.lang]
            s = R.choice(pool)
            used.append(s)
            out.append("- " + fill(s))
            note(O_PROSE)
    return "\n".join(out)


def tline(d):
    return json.dumps(d, ensure_ascii=False, separators=(",", ":"))


TX_CMDS = [
    ("MATCH_PASSWORD", "pw", "MATCH_PASSWORD={v} bundle exec fastlane match appstore --readonly"),
    ("STORE_PASSWORD", "pw", "./gradlew bundleRelease -Pandroid.injected.signing.store.file=keys/upload.jks -Pandroid.injected.signing.store.password={v} -Pandroid.injected.signing.key.alias=upload"),
    ("EXPO_TOKEN", "expo", "EXPO_TOKEN={v} eas submit -p ios --latest --non-interactive"),
    ("AC_PASSWORD", "app_pw", "xcrun notarytool submit dist/app.dmg --apple-id release@{dom} --team-id {team} --password {v} --wait"),
    ("SENTRY_AUTH_TOKEN", "sentry", "SENTRY_AUTH_TOKEN={v} npx sentry-cli releases new {ver}"),
    ("FIREBASE_TOKEN", "firebase_ci", "firebase appdistribution:distribute app-release.apk --app {app} --token {v}"),
    ("TAURI_SIGNING_PRIVATE_KEY_PASSWORD", "pw", "TAURI_SIGNING_PRIVATE_KEY_PASSWORD={v} npm run tauri build"),
    ("KEYCHAIN_PASSWORD", "pw", "security unlock-keychain -p {v} build.keychain && xcodebuild -exportArchive -archivePath build/App.xcarchive -exportOptionsPlist ExportOptions.plist"),
    ("KEYSTORE_PASSWORD", "pw_any", "gh secret set KEYSTORE_PASSWORD --body {v}"),
]


def tx_cmd(why):
    var, kind, tpl = R.choice(TX_CMDS)
    v = S(kind, var, why, "sh")
    cmd = tpl.format(v=v, dom=G.domain(), team=G.team_id(), ver=G.semver(), app=G.firebase_app_id("android"))
    return cmd


TX_OUT = [lambda: f"✔ Submitted your app to Apple App Store Connect!\nSubmission ID: {G.uuid()}",
          lambda: f"BUILD SUCCESSFUL in 3m {R.randint(1, 59)}s\n{R.randint(200, 600)} actionable tasks: {R.randint(20, 200)} executed",
          lambda: f"Created release {G.semver()}.",
          lambda: f"  id: {G.uuid()}\n  status: Accepted",
          lambda: f"[{G.clock()}]: Installed Provisioning Profile {G.profile_uuid()}\n[{G.clock()}]: All required keys, certificates and provisioning profiles are installed 🙌",
          lambda: f"✔  uploaded new release {G.semver()} ({G.version_code()}) successfully!",
          lambda: "✓ Set Actions secret KEYSTORE_PASSWORD for " + f"{G.company()}/{G.proj()}"]


def t_transcript():
    sid, p = G.uuid(), G.proj()
    base = {"parentUuid": G.uuid(), "isSidechain": False, "userType": "external", "cwd": f"/home/dev/projects/{p}",
            "sessionId": sid, "version": f"2.1.{R.randint(10, 340)}", "gitBranch": R.choice(["main", f"release/{G.semver()}", "ci-signing"])}
    lines = []
    if C.sec and R.random() < .5:
        text = prose_with_value(USER_SEC[C.lang], N_TRANS)
    else:
        text = prose_plain(USER_ORD[C.lang])
        note(O_PROSE)
    lines.append(tline({**base, "type": "user", "message": {"role": "user", "content": text}, "uuid": G.uuid(), "timestamp": G.iso()}))
    tu = "toolu_01" + G.rs(22)
    lines.append(tline({**base, "message": {"model": R.choice(["claude-sonnet-4-5", "claude-opus-4-1"]), "id": "msg_01" + G.rs(22),
                                            "type": "message", "role": "assistant",
                                            "content": [{"type": "tool_use", "id": tu, "name": "Bash",
                                                         "input": {"command": tx_cmd(N_TRANS), "description": "Run the release step"}}],
                                            "usage": {"input_tokens": R.randint(1, 20), "cache_read_input_tokens": R.randint(1000, 90000),
                                                      "output_tokens": R.randint(5, 400)}},
                        "requestId": "req_011C" + G.rs(20), "type": "assistant", "uuid": G.uuid(), "timestamp": G.iso()}))
    lines.append(tline({**base, "type": "user", "message": {"role": "user", "content": [
        {"tool_use_id": tu, "type": "tool_result", "content": R.choice(TX_OUT)(), "is_error": False}]}, "uuid": G.uuid(), "timestamp": G.iso()}))
    ids()
    return "\n".join(lines)


ENV_SECRET = [("MATCH_PASSWORD", "pw"), ("KEYSTORE_PASSWORD", "pw"), ("EXPO_TOKEN", "expo"), ("SENTRY_AUTH_TOKEN", "sentry"),
              ("APPLE_APP_SPECIFIC_PASSWORD", "app_pw"), ("REVENUECAT_SECRET_KEY", "revenuecat"), ("CSC_KEY_PASSWORD", "pw_any")]


def t_hook():
    sid, p = G.uuid(), G.proj()
    base = {"session_id": sid, "transcript_path": f"/home/dev/.claude/projects/-home-dev-projects-{p}/{sid}.jsonl",
            "cwd": f"/home/dev/projects/{p}", "permission_mode": R.choice(["default", "acceptEdits", "plan"])}
    k = R.randint(0, 2)
    if k == 0:
        d = {**base, "hook_event_name": "PreToolUse", "tool_name": "Bash",
             "tool_input": {"command": tx_cmd(N_HOOKP), "description": "Release step"}, "tool_use_id": "toolu_01" + G.rs(22)}
    elif k == 1:
        lines = []
        for var, kind in R.sample(ENV_SECRET, 2):
            v = unq(S(kind, var, N_HOOKP, "raw", ph=False))
            if v.startswith("$"):
                v = "***"
                note(O_MASK)
            lines.append(f"{var}={v}")
        lines += [f"DEVELOPMENT_TEAM={G.team_id()}", f"EXPO_PUBLIC_SENTRY_DSN={pub(G.sentry_dsn())}",
                  f"APP_STORE_CONNECT_API_KEY_ID={G.key_id()}"]
        d = {**base, "hook_event_name": "PostToolUse", "tool_name": "Bash",
             "tool_input": {"command": "printenv | grep -E 'MATCH|KEYSTORE|EXPO|SENTRY|APPLE|TEAM|REVENUECAT|CSC|API_KEY' | sort",
                            "description": "Check release env"},
             "tool_response": {"stdout": "\n".join(sorted(lines)), "stderr": "", "interrupted": False, "isImage": False},
             "tool_use_id": "toolu_01" + G.rs(22)}
    else:
        if C.sec:
            prompt = prose_with_value(USER_SEC[C.lang], [N_HOOKP, N_TRANS])
        else:
            prompt = prose_plain(USER_ORD[C.lang])
            note(O_PROSE)
        d = {**base, "prompt_id": G.uuid(), "hook_event_name": "UserPromptSubmit", "prompt": prompt}
    ids()
    return f"hook stdin ({d['hook_event_name']}), captured by the debug logger:\n" + jd(d)


TEMPLATES = {
    "store_api": [t_asc_key, t_play_sa, t_store_other],
    "android_signing": [t_key_properties, t_gradle_inline, t_keytool_cmds],
    "apple_signing": [t_match, t_keychain, t_export_p12, t_p12_b64],
    "notarization": [t_notarytool, t_electron_notarize, t_altool],
    "mobile_backend": [t_firebase_admin, t_supabase, t_eas, t_firebase_ci, t_backend_keys],
    "push_notify": [t_apns_p8, t_push_services, t_push_services, t_push_p12],
    "crash_analytics": [t_sentry, t_analytics, t_sdk_keys],
    "desktop_update": [t_tauri, t_sparkle, t_electron_builder, t_win_sign, t_snap],
    "ci_mobile": [t_gha_mobile, t_gha_mobile, t_codemagic_bitrise, t_secret_cmds],
    "console_reveal": [t_console_page, t_console_page, t_cli_reveal],
    "build_log": [t_set_x, t_gradle_log, t_fastlane_log, t_upload_log],
    "env_config": [t_env],
    "team_chat": [t_team_chat],
    "session_note": [t_session_note],
    "chat_transcript": [t_transcript],
    "hook_payload": [t_hook],
}
PROSE_FAMILIES = {"team_chat", "session_note", "chat_transcript", "hook_payload"}


# ---- assembly -----------------------------------------------------------------------------------------------------

def lang_for(k, fi):
    """Every fourth row is in one of the twelve other languages, rotating by family so all languages appear."""
    return OTHER[(k // 4 + fi) % len(OTHER)] if k % 4 == 1 else "en"


ONOTES = None
SIDE = (O_LOOK, O_PROSE, O_IDS, O_FP, O_TOK, O_PUBLIC)


def as_found(v, text):
    """A label as it appears: raw, or JSON-escaped when the artifact is a JSON document or line."""
    if v in text:
        return v
    e = json.dumps(v, ensure_ascii=False)[1:-1]
    return e if e in text else None


def make(fam, sec, lang, seen):
    global ONOTES
    if ONOTES is None:
        ONOTES = {v for k, v in globals().items() if k.startswith("O_")}
    for _ in range(400):
        C.sec, C.labels, C.notes, C.lang = sec, [], [], lang
        body = R.choice(TEMPLATES[fam])()
        if fam in PROSE_FAMILIES:
            intro = fill(R.choice(INTRO[lang])) if (fam in ("chat_transcript", "hook_payload") and
                                                    (lang != "en" or R.random() < .5)) else ""
        else:
            body = maybe_lookalike(body)
            intro = fill(R.choice(INTRO[lang])) if (lang != "en" or R.random() < .75) else ""
        outro = fill(R.choice(OUTRO[lang])) if R.random() < .3 else ""
        text = intro + (R.choice(["\n", "\n\n"]) if intro else "") + body.rstrip("\n") + ("\n" + outro if outro else "")
        if not MIN_LEN <= len(text) <= MAX_LEN:
            continue
        labels = []
        for v in C.labels:
            f = as_found(v, text)
            if f is not None and f not in labels:
                labels.append(f)
        if sec and not labels:
            continue
        if not sec and text in seen:
            continue
        notes = C.notes or [O_LOOK]
        if not sec:
            main = [n for n in notes if n in ONOTES and n not in SIDE] or [n for n in notes if n in ONOTES] or [O_LOOK]
            rest = [n for n in notes if n not in main and n in ONOTES]
            notes = ["ordinary: " + main[0]] + main[1:] + rest
        else:
            first = [n for n in notes if n not in ONOTES]
            rest = [n for n in notes if n in ONOTES and n not in (O_LOOK, O_PROSE)]
            side = [n for n in rest if n in SIDE]
            slots = [n for n in rest if n not in SIDE]
            notes = first + (["Unlabelled slots: " + slots[0]] + slots[1:] if slots else []) + side
        row = {"id": "", "text": text}
        if sec:
            row["secrets"] = labels
        row.update(family=fam if sec else fam + "_ord", lang=lang, note=" ".join(notes))
        seen.add(text)
        return row
    raise RuntimeError(f"could not build a {fam} row")


def build():
    sec, ordi, seen = [], [], set()
    for fi, fam in enumerate(SECRET_FAMILIES):
        for k in range(N_SEC):
            sec.append(make(fam, True, lang_for(k, fi), seen))
        for k in range(N_ORD):
            ordi.append(make(fam, False, lang_for(k, fi), seen))
    R.shuffle(sec)
    R.shuffle(ordi)
    for i, r in enumerate(sec, 1):
        r["id"] = f"k{i:04d}"
    for i, r in enumerate(ordi, 1):
        r["id"] = f"o{i:04d}"
    return sec, ordi


def write(name, rows):
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    sec, ordi = build()
    write("secrets.jsonl", sec)
    write("ordinary.jsonl", ordi)
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    if "--stats" in sys.argv[1:]:
        for name, rows in (("secrets", sec), ("ordinary", ordi)):
            ls = [len(r["text"]) for r in rows]
            print(f"{name}: {len(rows)} rows, length min {min(ls)} median {statistics.median(ls)} max {max(ls)}")
            for fam in sorted({r["family"] for r in rows}):
                fl = [len(r["text"]) for r in rows if r["family"] == fam]
                print(f"  {fam:<24} median {statistics.median(fl)}")
        per = collections.Counter(len(r["secrets"]) for r in sec)
        print("labels per secret row:", dict(sorted(per.items())))


if __name__ == "__main__":
    main()
