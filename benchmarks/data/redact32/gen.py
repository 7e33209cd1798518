"""Random values, names and fillers for redact32; one seeded generator, drawn in a fixed order."""

import random
import string

R = random.Random(3232)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
HEX = "0123456789abcdef"
USED = set()  # every credential value drawn so far: no value is used twice in the set

SYSTEMS = ["staging db", "prod db", "Jenkins", "the VPN", "Grafana", "the NAS", "Redis", "the router", "pgAdmin",
           "the build box", "Jira", "the old FTP", "RabbitMQ", "the wiki", "Sentry", "MinIO", "Keycloak", "the bastion",
           "the test Mac mini", "Metabase", "the Synology", "Airflow", "the Windows VM", "phpMyAdmin", "Portainer"]
USERS = ["admin", "root", "deploy", "ops", "svc_backup", "postgres", "sa", "pi", "ubuntu", "jenkins", "ci-bot",
         "dana", "ravi", "mlopez", "k.tanaka", "anna.m", "reporting"]
NETS = ["Office-5G", "LAB-NET", "Guest_2F", "WH-Floor3", "devices-iot", "Meeting-Room", "Studio_Wifi", "TestLab-AP"]
DOORS = ["server room", "back door", "lab", "storage room", "rack cage", "side entrance", "alarm panel", "bike room"]
PROJECTS = ["kestrel", "basalt", "lagoon", "marlin", "quokka", "fennel", "gannet", "heron", "puffin", "sorrel", "tarn",
            "umber", "wahoo", "zephyr", "cinder", "dune", "juniper", "larch"]
SUFFIX = ["api", "worker", "billing", "orders", "ingest", "gateway", "mailer", "search", "auth", "reports", "cms"]

# words for human-chosen passwords, some with letters outside ASCII, as people in these languages pick them
PW_WORDS = ["Sunflower", "Tiger", "Monday", "Rocket", "Panda", "Falcon", "Galaxy", "Summer", "Winter", "Dragon",
            "Girasol", "Mariposa", "Mañana", "Pingüino", "Sonnenblume", "Müsli", "Grüntee", "Eichhörnchen", "Soleil",
            "Été", "Bisou", "Crêpe", "Saudade", "Maracujá", "Pipoca", "Matryoshka", "Sakura", "Tanuki", "Hangang",
            "Kimchi", "Pho", "Bunga", "Rendang", "Mawar", "Chai", "Masala", "Yasmin", "Qamar", "Xiongmao", "Longjing"]
# passphrase words: six letters or more, used nowhere else in the set, so each one is a label of its own
PP_WORDS = ["walrus", "tundra", "pickle", "lantern", "quiver", "marmot", "thimble", "cobalt", "gazebo", "nutmeg",
            "saddle", "walnut", "paprika", "glacier", "mosaic", "zeppelin", "tangelo", "beacon", "harpoon",
            "velvet", "orchid", "kettle", "sprocket", "anchovy", "pelican", "trellis", "vortex", "biscuit",
            "falafel", "origami", "canyon", "pretzel", "turnip", "wombat", "yonder", "bramble", "chisel"]


def s(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def fresh(make):
    for _ in range(100):
        v = make()
        if v not in USED:
            USED.add(v)
            return v
    raise SystemExit("could not draw a fresh value")


def project():
    return f"{R.choice(PROJECTS)}-{R.choice(SUFFIX)}"


def _password():
    r = R.random()
    if r < 0.35:  # human-chosen: Word + digits (+ a symbol inside)
        w = R.choice(PW_WORDS)
        if R.random() < 0.4:
            w += R.choice(["", "_", "-", "."]) + R.choice(PW_WORDS)
        mid = R.choice(["", "", "#", "!", "@", "$", "*"])
        pw = w + mid + str(R.randint(7, 2099))
        if R.random() < 0.3:
            pw += R.choice(["x", "Q", "z"])
        return pw if len(pw) >= 8 else pw + str(R.randint(10, 99))
    if r < 0.45:  # leetspeak
        w = R.choice(["P4ssw0rd", "S3cur1ty", "Adm1n", "W3lc0me", "Pr0duct10n", "St4ging", "D3pl0y", "R00tK1t"])
        return w + R.choice(["!", "#", "@", "_", ""]) + str(R.randint(1, 999)) + R.choice(["a", "Z", "k"])
    inner = ALNUM + "-_.!@#%*+=$"
    n = R.randint(10, 20)
    return R.choice(ALNUM) + s(inner, n - 2) + R.choice(ALNUM)


def password():
    return fresh(_password)


def _token():
    k = R.randrange(12)
    b62u = ALNUM + "-_"
    return [
        lambda: "ghp_" + s(ALNUM, 36),
        lambda: "github_pat_11" + s(string.ascii_uppercase + string.digits, 20) + "_" + s(ALNUM, 59),
        lambda: "glpat-" + s(b62u, 20),
        lambda: f"xoxb-{R.randint(10**10, 10**12)}-{R.randint(10**11, 10**13)}-{s(ALNUM, 24)}",
        lambda: "sk-proj-" + s(b62u, 48),
        lambda: "hf_" + s(string.ascii_letters, 34),
        lambda: "npm_" + s(ALNUM, 36),
        lambda: "sk_live_" + s(ALNUM, 24),
        lambda: "AIza" + s(b62u, 35),
        lambda: s(HEX, 32),
        lambda: "dop_v1_" + s(HEX, 64),
        lambda: "SG." + s(b62u, 22) + "." + s(b62u, 43),
    ][k]()


def token():
    return fresh(_token)


def _pin():
    n = R.choice([4, 4, 4, 5, 6, 6])
    return str(R.randint(10 ** (n - 1), 10 ** n - 1)) if R.random() < 0.85 else "0" + s("0123456789", n - 1)


def pin():
    return fresh(_pin)


def _wifi():
    if R.random() < 0.5:
        return R.choice(PW_WORDS) + R.choice(["-", "_", ""]) + R.choice(["Haus", "Casa", "Home", "Lab", "Office", "Maison",
                                                                         "Rumah", "Jia"]) + str(R.randint(10, 9999))
    return R.choice(ALNUM) + s(ALNUM + "-_!", R.randint(10, 14)) + R.choice(ALNUM)


def wifi():
    return fresh(_wifi)


def passphrase():
    """Three to five distinct words joined by spaces; returns (phrase, words)."""
    while True:
        words = R.sample(PP_WORDS, R.choice([3, 4, 4, 5]))
        phrase = " ".join(words)
        if phrase not in USED:
            USED.add(phrase)
            return phrase, words


def hexs(n):
    return s(HEX, n)
