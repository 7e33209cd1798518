"""Build redact38 (the developer's own machine: dotfiles, shell history, CLI logins, keys, editor and network config).

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json. Everything comes from one seeded
`random.Random` (gen.R, string seed "redact38") drawn in a fixed order, so a rebuild is byte-identical whatever
PYTHONHASHSEED is. `python build.py --stats` also prints length and labels-per-row figures.

Each template is written once and run in two modes: in a secret row each credential slot gets a fresh credential (a
label) with probability 0.8 and otherwise a near miss (a row with no label is redrawn); in an ordinary row every
slot gets a near miss: a password-manager reference, a command that reads the value at run time, a masked value, a
placeholder, a documented example, public material or an identifier. The row's note says why.
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
from phrases import INTRO, LANGS, ORD_SENT, OTHER, OUTRO, SECRET_SENT  # noqa: E402

SECRET_FAMILIES = ["shell_history", "shell_rc", "ssh_keys", "cloud_cli", "container_config", "git_credentials",
                   "package_index", "password_cli", "app_config", "setup_note"]
HARD_FAMILIES = {"shell_history", "password_cli", "setup_note"}  # values among commands, references and prose
ORD_FAMILIES = [f + "_ord" for f in SECRET_FAMILIES]
N_SEC, N_ORD = 80, 160
MIN_LEN, MAX_LEN = 150, 3000
P_SECRET_SLOT = 0.8
TOOLS = ["gh", "npm", "the AWS CLI", "kubectl", "docker", "gcloud", "az", "doctl", "pip", "cargo", "git", "op",
         "ssh", "WireGuard", "direnv", "VS Code", "psql", "Tailscale"]


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
    note(why)
    return v


# ---- notes --------------------------------------------------------------------------------------------------------
N_SHELL = ("a credential typed or exported in the shell (history line, rc-file export, alias, `.envrc`): the value is "
           "the label, not the variable name, user or host.")
N_KEY = ("a private key pasted by mistake (OpenSSH, PEM, PuTTY, GPG secret key, service-account key): the label is "
         "the body between the markers as it appears (with `\\n` escapes inside JSON), not the markers or comment.")
N_CLOUD = ("a cloud credential (AWS secret access key or session token, gcloud access or refresh token, Azure access "
           "token, DigitalOcean token): the value is the label; access key ids, account ids, tenant and subscription "
           "ids stay.")
N_AUTH = "a Docker/basic-auth `auth` value is base64 of user:secret: the base64 string is the label."
N_KUBE = ("a kubeconfig user credential (bearer token or `client-key-data`): the value is the label; the cluster's "
          "`certificate-authority-data` and `client-certificate-data` are public certificates and stay.")
N_GIT = ("a git or forge credential (`.git-credentials` line, `hosts.yml` token, `insteadOf` URL, extra header, "
         "`git credential fill` output): the token or password is the label, not the user or host.")
N_PKG = ("a package-index credential (`.npmrc`, `.pypirc`, `pip.conf`, `uv.toml`, cargo, Maven, Yarn, Composer, "
         "Poetry): the value is the label, not the index URL or user.")
N_PM = ("a value printed by a password-manager or keychain CLI (`op read`, `bw get`, `pass show`, `security ... -w`, "
        "`secret-tool`): the printed value is the label; the item name, id and `op://` path are not.")
N_SESSION = ("grey, decided secret: a password-manager session key (`BW_SESSION`, `OP_SESSION_*`) unlocks the vault "
             "for as long as the session lives; a reader cannot tell it has expired.")
N_TOTP = "a TOTP seed (`otpauth://` secret) generates the second factor: the base32 secret is the label."
N_APP = ("a credential in an editor, IDE or database-client setting (VS Code `settings.json`, JetBrains run "
         "configuration, `.pgpass`, `.my.cnf`, connection string): the value is the label.")
N_NET = ("a network secret (WireGuard `PrivateKey`/`PresharedKey`, Wi-Fi PSK, VPN password or static key, Tailscale "
         "auth key): the value is the label; public keys, SSIDs, BSSIDs and connection UUIDs stay.")
N_PROSE = "a credential in prose: the value is the label, not the tool, item name or person."
N_WRAP = "the sentence wraps onto the next line just before the value; the value is still the label."
N_API = ("an API key or token of a developer service (OpenAI, Anthropic, Hugging Face, Stripe, Slack, Linear, Jira, "
         "Vault, ngrok, Sentry): the value is the label.")
N_STRIPE_TEST = ("grey, decided secret: a Stripe *test-mode* secret key still reads and writes the account's test "
                 "data and webhooks.")
N_SHORT = ("grey, decided secret: a short-lived access token (gcloud `ya29.`, Azure access token, AWS session token) "
           "printed in full; a reader cannot tell whether it has expired.")

O_REF = ("a reference to a secret (`op://vault/item/field`, `$(op read ...)`, `$(security ... -w)`, `$(pass show ...)`, "
         "`${env:X}`, `$VAR`), not its value.")
O_HELPER = ("the secret comes from a credential helper, keychain, SSO, exec plugin or prompt at run time; the row "
            "holds only its name or mechanism.")
O_FILE = "the secret is read from a file, stdin or a prompt; the row holds only a path or the mechanism."
O_MASK = ("a masked or concealed value (`****************ABCD`, `(protected)`, `gho_****`, `(hidden)`, 1Password's "
          "`[use 'op item get ... --reveal' to reveal]`): nothing left to redact.")
O_PH = "a placeholder or template value (`<your-token>`, `XXXX…`, `REPLACE_ME`, `********`), not a credential."
O_EXAMPLE = ("a documented example value (AWS's `AKIAIOSFODNN7EXAMPLE` / `wJalrXUtnFEMI/...EXAMPLEKEY`), published "
             "in the vendor's docs and valid nowhere.")
O_PUB = ("public material (SSH/WireGuard/GPG public key, `known_hosts` line, certificate, key fingerprint, "
         "checksum): meant to be shared, nothing to redact.")
O_ID = ("identifiers only (access key ids, account ids, tenant/subscription ids, item ids, key ids, device UUIDs, "
        "serial numbers, profile and region names): they name a credential or a machine but cannot authenticate.")
O_LOOK = ("dense with look-alikes (commit SHAs, checksums, fingerprints, device UUIDs, MAC addresses, key ids) but no "
          "credential.")
O_CIPHER = ("grey, decided ordinary: ciphertext whose key the row does not hold (Maven `{...}` password encrypted "
            "with the master password from `settings-security.xml`, a `sops`/`age` encrypted value).")
O_LOCALDEV = ("grey, decided ordinary: the documented default credential of a local throwaway container "
              "(`postgres`/`postgres` on localhost from the official image's compose example), reachable only on the "
              "loopback interface.")
O_PROSE = "prose about a credential (where it lives, who rotated it, why login failed) without its value."

PH = {"generic": ["<your-token>", "REPLACE_ME", "YOUR_API_KEY", "xxxxxxxxxxxxxxxx", "<paste here>"],
      "pw": ["<password>", "********", "REPLACE_ME", "<ask-IT>"],
      "npm": ["npm_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "<NPM_TOKEN>"],
      "gh": ["ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "<github-pat>"]}


def opref(field="credential"):
    vault = R.choice(["Private", "Personal", "Dev", "Employee", "Shared-Infra"])
    item = R.choice(["GitHub", "OpenAI", "npm", "AWS dev", "Staging DB", "Wi-Fi office", "Docker Hub", "PyPI",
                     "Jira", "Hugging Face", "VPN"])
    return f"op://{vault}/{item}/{field}"


def refs(name):
    return [(lambda: f"$(op read '{opref()}')", O_REF),
            (lambda: f"$(security find-generic-password -a \"$USER\" -s {name.lower()} -w)", O_REF),
            (lambda: f"$(pass show dev/{name.lower().replace('_', '-')})", O_REF)]


def slot(make, why, alts, ph="generic"):
    """A credential slot: a fresh label in a secret row (probability P_SECRET_SLOT), otherwise a near miss."""
    if C.sec and R.random() < P_SECRET_SLOT:
        return lab(make(), why)
    alts = list(alts) + ([(lambda: R.choice(PH[ph]), O_PH)] if ph else [])
    fn, n = R.choice(alts)
    note(n)
    return fn()


def fill(s, v=None):
    d = dict(proj=G.proj(), host=G.host(), person=G.person(), date=G.date(), tool=R.choice(TOOLS),
             machine=G.machine(), name=R.choice(["GITHUB_TOKEN", "NPM_TOKEN", "OPENAI_API_KEY", "DATABASE_URL",
                                                  "HF_TOKEN", "dev-api-key", "AWS_SECRET_ACCESS_KEY"]),
             fp=R.choice([G.ssh_fp(), G.gpg_fp()]), sha=G.sha1(), acct=G.aws_account(), item=opref(),
             profile=R.choice(["dev", "staging-admin", "sandbox", "data-ro", "default"]), uuid=G.uuid_upper(),
             tail=G.rs(4, G.UPPER), sum=G.sha256())
    if v is not None:
        d["v"] = v
    return s.format(**d)


# ---- look-alike blocks (never hold a credential) ------------------------------------------------------------------

def lk_gitlog():
    msgs = ["zsh: lazy-load nvm", "move secrets out of .zshrc", "brew bundle dump", "git: sign with ssh key",
            "add kube aliases", "starship prompt", "tmux: fix true color", "nvim: lsp config", "ssh: add bastion"]
    return "$ git -C ~/dotfiles log --oneline -5\n" + "\n".join(f"{G.short()} {R.choice(msgs)}" for _ in range(5))


def lk_shasum():
    names = ["Docker.dmg", "OrbStack.dmg", "kubectl", "terraform_1.9.8_darwin_arm64.zip", "gh_2.62.0_linux_amd64.tar.gz",
             "code_1.95.3_amd64.deb", "1Password.pkg", "tailscale_1.76.6_amd64.deb", "wireguard-tools.tar.xz"]
    return "$ shasum -a 256 ~/Downloads/*\n" + "\n".join(f"{G.sha256()}  {n}" for n in R.sample(names, R.randint(2, 4)))


def lk_known_hosts():
    out = ["$ tail -3 ~/.ssh/known_hosts"]
    for _ in range(3):
        k = R.random()
        pub = f"ssh-ed25519 {G.ed25519_pub()}" if k < .5 else f"ecdsa-sha2-nistp256 {G.ecdsa_pub()}"
        h = G.host() if R.random() < .6 else "|1|" + G.b64(G.rbytes(20)) + "|" + G.b64(G.rbytes(20))
        out.append(f"{h} {pub}")
    return "\n".join(out)


def lk_keygen_l():
    return (f"$ ssh-add -l\n256 {G.ssh_fp()} {G.email()} (ED25519)\n3072 {G.ssh_fp()} {G.user()}@{G.machine()} (RSA)")


def lk_hw():
    return (f"$ system_profiler SPHardwareDataType | grep -E 'Serial|UUID|Provisioning'\n      Serial Number (system): "
            f"{G.serial()}\n      Hardware UUID: {G.uuid_upper()}\n      Provisioning UDID: 0000{G.rs(4, '0123456789')}-"
            f"{G.rs(16, '0123456789ABCDEF')}")


def lk_blkid():
    return (f"$ sudo blkid\n/dev/nvme0n1p1: UUID=\"{G.rs(4, '0123456789ABCDEF')}-{G.rs(4, '0123456789ABCDEF')}\" TYPE=\"vfat\" "
            f"PARTUUID=\"{G.uuid()}\"\n/dev/nvme0n1p2: UUID=\"{G.uuid()}\" TYPE=\"ext4\" PARTUUID=\"{G.uuid()}\"")


def lk_whoami_aws():
    acct = G.aws_account()
    return (f"$ aws sts get-caller-identity --profile {R.choice(['dev', 'sandbox', 'default'])}\n{{\n    \"UserId\": "
            f"\"{G.aws_aida()}\",\n    \"Account\": \"{acct}\",\n    \"Arn\": \"arn:aws:iam::{acct}"
            f":user/{G.user()}\"\n}}")


def lk_gpg():
    return (f"$ gpg --list-secret-keys --keyid-format=long\nsec   ed25519/{G.gpg_keyid()} {G.date()} [SC]\n      {G.gpg_fp()}\n"
            f"uid                 [ultimate] {G.person()} <{G.email()}>\nssb   cv25519/{G.gpg_keyid()} {G.date()} [E]")


def lk_ip():
    return (f"$ ip -br link\nlo               UNKNOWN        00:00:00:00:00:00\nwlp0s20f3        UP             {G.mac()}\n"
            f"docker0          DOWN           {G.mac()}\nwg0              UNKNOWN        <POINTOPOINT,NOARP,UP,LOWER_UP>")


def lk_contexts():
    return ("$ kubectl config get-contexts\nCURRENT   NAME              CLUSTER           AUTHINFO\n"
            + "\n".join(f"{'*' if i == 0 else ' '}         {n}   {n}   {G.user()}" for i, n in
                        enumerate(R.sample(["kind-dev", "minikube", "staging-eu", "prod-us", "orbstack", "k3d-lab"], 3))))


def lk_images():
    return ("$ docker images --digests | head -4\nREPOSITORY   TAG   DIGEST   IMAGE ID\n" + "\n".join(
        f"{R.choice(['postgres', 'redis', 'node', 'python', 'grafana/grafana'])}   {R.choice(['16', '7', '22-alpine', '3.12-slim', 'latest'])}"
        f"   {G.digest()}   {G.rs(12, G.HEX)}" for _ in range(3)))


LOOKALIKES = [lk_gitlog, lk_shasum, lk_known_hosts, lk_keygen_l, lk_hw, lk_blkid, lk_whoami_aws, lk_gpg, lk_ip,
              lk_contexts, lk_images]


def maybe_lookalike(body):
    for fn in R.sample(LOOKALIKES, 2):
        if R.random() < .55:
            blk = fn()
            body = (blk + "\n\n" + body) if R.random() < .4 else (body + "\n\n" + blk)
    return body


# ---- shell_history (hard) -----------------------------------------------------------------------------------------

Q_DOCKER, Q_PASS, Q_REDIS = '"$DOCKER_PAT"', '"$(pass show github/pat)"', '"$REDIS_PASSWORD"'


def mysql_pw():
    v = slot(G.safe_pw, N_SHELL, [(lambda: None, O_FILE), (lambda: None, O_HELPER)], ph=None)
    if v is None:
        return R.choice(["-p", "--login-path=staging"])
    return f"-p'{v}'" if v in C.labels else "-p"


def hist_cmds():
    """Ordinary commands plus one or two credential commands (slots)."""
    p, o, h = G.proj(), G.org(), G.host()
    plain = [f"cd ~/src/{p}", "git status", f"git commit -m 'fix {R.choice(G.WORDS)} loader'", "brew upgrade",
             f"git checkout -b {G.user()}/{R.choice(G.WORDS)}", "ls -la ~/.ssh", f"ssh-keygen -lf ~/.ssh/id_ed25519.pub",
             f"git log -1 --format=%H  # {G.sha1()}", f"shasum -a 256 ~/Downloads/{R.choice(['gh.tar.gz', 'k9s.tgz'])}",
             "source ~/.zshrc", f"kubectl config use-context {R.choice(['kind-dev', 'staging-eu'])}",
             f"aws sso login --profile {R.choice(['dev', 'sandbox'])}", "direnv allow", "code .", "npm ci",
             f"docker pull postgres@{G.digest()}", f"gpg --card-status | grep {G.gpg_keyid()}", "exec $SHELL -l"]
    cands = [
        lambda: f"export GITHUB_TOKEN={slot(lambda: G.tok(R.choice(['ghp', 'ghpfg'])), N_SHELL, [(lambda: '$(gh auth token)', O_HELPER)] + refs('GITHUB_TOKEN'), 'gh')}",
        lambda: f"curl -sH \"Authorization: Bearer {slot(lambda: G.tok(R.choice(['openai', 'hf', 'linear', 'vault'])), N_API, [(lambda: '$API_TOKEN', O_REF)])}\" https://api.{h.split('.', 1)[1]}/v1/me | jq .",
        lambda: f"mysql -h {h} -u app {mysql_pw()} {p.replace('-', '_')}",
        lambda: f"docker login -u {G.user()} -p {slot(lambda: G.tok('dckr'), N_SHELL, [(lambda: Q_DOCKER, O_REF)])} docker.io",
        lambda: f"psql \"postgresql://app:{slot(G.safe_pw, N_SHELL, [(lambda: '${PGPASSWORD}', O_REF)], 'pw')}@{h}:5432/{p.replace('-', '_')}\"",
        lambda: f"echo {slot(lambda: G.tok('ghp'), N_SHELL, [(lambda: Q_PASS, O_REF)], 'gh')} | gh auth login --with-token",
        lambda: f"git clone https://{G.user()}:{slot(lambda: G.tok(R.choice(['ghp', 'glpat'])), N_GIT, [(lambda: '${GIT_TOKEN}', O_REF)], 'gh')}@github.com/{o}/{p}.git",
        lambda: f"curl -u {G.user()}:{slot(G.safe_pw, N_SHELL, [(lambda: '$JIRA_PW', O_REF)], 'pw')} https://jira.{h.split('.', 1)[1]}/rest/api/2/myself",
        lambda: f"redis-cli -h {h} -a {slot(G.safe_pw, N_SHELL, [(lambda: Q_REDIS, O_REF)], 'pw')} ping",
        lambda: f"export STRIPE_API_KEY={slot(lambda: G.tok('stripe_test'), N_STRIPE_TEST, refs('STRIPE_API_KEY'))}",
        lambda: f"ngrok config add-authtoken {slot(lambda: G.tok('ngrok'), N_API, [(lambda: '$(op read op://Dev/ngrok/credential)', O_REF)])}",
    ]
    if not C.sec:
        cands += [lambda: "docker login -u %s --password-stdin < ~/.config/docker-pat" % G.user(),
                  lambda: "read -rs DB_PASS && export DB_PASS",
                  lambda: f"gh auth login --hostname {h} --git-protocol ssh --web"]
    chosen = [f() for f in R.sample(cands, R.randint(1, 2))]
    if not C.sec:
        note(O_LOOK)
    lines = R.sample(plain, R.randint(5, 9)) + chosen
    R.shuffle(lines)
    return lines


def t_zsh_history():
    t = G.epoch()
    out = []
    for c in hist_cmds():
        t += R.randint(3, 900)
        out.append(f": {t}:{R.randint(0, 40)};{c}")
    return "$ tail -n 14 ~/.zsh_history\n" + "\n".join(out)


def t_bash_history():
    n = R.randint(300, 2400)
    return "$ history | tail -12\n" + "\n".join(f"{n + i:5d}  {c}" for i, c in enumerate(hist_cmds()))


def t_atuin():
    out = ["$ atuin search --limit 10 --format \"{time}\\t{directory}\\t{command}\""]
    for c in hist_cmds():
        out.append(f"{G.date()} {G.clock()}\t~/src/{G.proj()}\t{c}")
    return "\n".join(out)


# ---- shell_rc -----------------------------------------------------------------------------------------------------

RC_PLAIN = ['export EDITOR="nvim"', 'export PATH="$HOME/.local/bin:$HOME/go/bin:$PATH"', "export HOMEBREW_NO_ANALYTICS=1",
            "export AWS_PROFILE=dev", "export AWS_REGION={region}", "export GPG_TTY=$(tty)", "alias k=kubectl",
            "alias gs='git status -sb'", "export KUBECONFIG=$HOME/.kube/config:$HOME/.kube/kind.yaml",
            'export SSH_AUTH_SOCK="$HOME/Library/Group Containers/2BUA8C4S2C.com.1password/t/agent.sock"',
            'eval "$(direnv hook zsh)"', 'eval "$(starship init zsh)"', "export DOCKER_DEFAULT_PLATFORM=linux/amd64",
            "export NODE_OPTIONS=--max-old-space-size=8192", "alias tf=terraform", "setopt HIST_IGNORE_SPACE",
            "export GIT_COMMIT_SHA_PIN={sha}", "export PIP_REQUIRE_VIRTUALENV=true"]

RC_VARS = [("OPENAI_API_KEY", "openai", N_API), ("ANTHROPIC_API_KEY", "anthropic", N_API), ("HF_TOKEN", "hf", N_API),
           ("GITHUB_TOKEN", "ghp", N_SHELL), ("HOMEBREW_GITHUB_API_TOKEN", "ghpfg", N_SHELL),
           ("LINEAR_API_KEY", "linear", N_API), ("VAULT_TOKEN", "vault", N_API), ("SLACK_TOKEN", "slack_user", N_API),
           ("SENTRY_AUTH_TOKEN", "sentry_user", N_API), ("NPM_TOKEN", "npm", N_SHELL), ("JIRA_API_TOKEN", "jira", N_API),
           ("STRIPE_RESTRICTED_KEY", "stripe_live", N_API)]


def rc_plain(n):
    return [s.format(region=G.region(), sha=G.sha1()) for s in R.sample(RC_PLAIN, n)]


def rc_secret_lines(k, style="export"):
    out = []
    for name, shape, why in R.sample(RC_VARS, k):
        v = slot(lambda: G.tok(shape), why, refs(name) + [(lambda: "", O_PH)])
        if v == "":
            note(O_PH)
            out.append(f"# export {name}=   # set per project in .envrc")
        elif style == "fish":
            out.append(f"set -gx {name} {v if v.startswith('$') else repr(v)}")
        else:
            out.append(f'export {name}="{v}"')
    return out


def t_zshrc():
    lines = rc_plain(R.randint(5, 8)) + rc_secret_lines(R.randint(1, 3))
    R.shuffle(lines)
    if R.random() < .4:
        h = G.host()
        lines.append(f"alias {R.choice(['stg', 'apime', 'grafana-api'])}='curl -s -H \"Authorization: Bearer "
                     f"{slot(lambda: G.tok(R.choice(['generic32', 'vault'])), N_SHELL, [(lambda: '$STAGING_TOKEN', O_REF)])}\" https://{h}/api'")
    return f"$ cat ~/.{R.choice(['zshrc', 'bashrc', 'zprofile', 'zshenv'])}\n" + "\n".join(lines)


def t_envrc():
    p, h = G.proj(), G.host()
    db = p.replace("-", "_")
    lines = ["# .envrc (direnv)", "use flake" if R.random() < .3 else "layout python3", "dotenv_if_exists .env.local",
             f"export COMPOSE_PROJECT_NAME={p}"]
    if not C.sec and R.random() < .35:
        note(O_LOCALDEV)
        lines.append(f"export DATABASE_URL=postgres://postgres:postgres@localhost:5432/{db}")
    else:
        pw = slot(G.safe_pw, N_SHELL, [(lambda: "${DB_PASSWORD}", O_REF)], "pw")
        lines.append(f"export DATABASE_URL=postgres://{db}_app:{pw}@{h}:5432/{db}")
    lines += rc_secret_lines(R.randint(1, 2))
    lines.append(f"export AWS_PROFILE={R.choice(['dev', 'sandbox'])}")
    if not C.sec and R.random() < .3:
        note(O_CIPHER)
        enc = lambda n: f"ENC[AES256_GCM,data:{G.b64(G.rbytes(n))},iv:{G.b64(G.rbytes(32))},tag:{G.b64(G.rbytes(16))},type:str]"
        lines.append("export $(sops -d --output-type dotenv secrets.enc.yaml | xargs)")
        lines.append(f"# committed ciphertext, age recipient age1{G.rs(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}:\n"
                     f"#   STRIPE_API_KEY: {enc(R.choice([72, 81]))}\n#   SENTRY_AUTH_TOKEN: {enc(R.choice([54, 66]))}")
    out = "$ cat .envrc\n" + "\n".join(lines) + f"\n$ direnv allow\ndirenv: loading ~/src/{p}/.envrc\ndirenv: export +AWS_PROFILE +COMPOSE_PROJECT_NAME +DATABASE_URL"
    return out


def t_fish():
    lines = ["# ~/.config/fish/config.fish", "fish_add_path ~/.cargo/bin", "set -gx EDITOR hx",
             f"set -gx AWS_DEFAULT_REGION {G.region()}"] + rc_secret_lines(R.randint(1, 3), "fish")
    lines.append("abbr -a gco git checkout")
    return "\n".join(lines)


# ---- ssh_keys -----------------------------------------------------------------------------------------------------

def ssh_config_block():
    h = G.host()
    return (f"Host {h.split('.')[0]}-{G.proj().split('-')[0]}\n  HostName {h}\n  User {G.user()}\n"
            f"  IdentityFile ~/.ssh/id_ed25519_{R.choice(['work', 'lab', 'deploy'])}\n  IdentitiesOnly yes\n"
            f"  ProxyJump bastion.{h.split('.', 1)[1]}\n\nHost github.com\n  IdentityAgent \"~/Library/Group Containers/2BUA8C4S2C.com.1password/t/agent.sock\"")


def priv_or_pub(kind="ed25519"):
    """cat of a private key (label) or, near miss, its public half / fingerprint."""
    if C.sec and R.random() < P_SECRET_SLOT:
        body = lab(G.openssh_priv(kind), N_KEY)
        return (f"$ cat ~/.ssh/id_{kind}\n-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----")
    note(O_PUB)
    pub = G.ed25519_pub() if kind == "ed25519" else G.rsa_pub()[:372]
    return (f"$ cat ~/.ssh/id_{kind}.pub\nssh-{'ed25519' if kind == 'ed25519' else 'rsa'} {pub} {G.email()}\n"
            f"$ ssh-keygen -lf ~/.ssh/id_{kind}.pub\n{256 if kind == 'ed25519' else 3072} {G.ssh_fp()} {G.email()} ({kind.upper()})")


def t_ssh_config():
    return "$ cat ~/.ssh/config\n" + ssh_config_block() + "\n\n" + priv_or_pub(R.choice(["ed25519", "ed25519", "rsa"]))


def t_ssh_keygen():
    e = G.email()
    art = "\n".join("|" + "".join(R.choice("          ...oo+=*BOX@%&#/^") for _ in range(17)) + "|" for _ in range(9))
    return (f"$ ssh-keygen -t ed25519 -C \"{e}\" -f ~/.ssh/id_ed25519_work\nGenerating public/private ed25519 key pair.\n"
            f"Your identification has been saved in ~/.ssh/id_ed25519_work\nYour public key has been saved in ~/.ssh/id_ed25519_work.pub\n"
            f"The key fingerprint is:\n{G.ssh_fp()} {e}\nThe key's randomart image is:\n+--[ED25519 256]--+\n{art}\n+----[SHA256]-----+\n"
            + priv_or_pub("ed25519").replace("id_ed25519", "id_ed25519_work"))


def t_pem_paste():
    p = G.proj()
    if C.sec and R.random() < P_SECRET_SLOT:
        body = lab(G.rsa_pem(), N_KEY)
        key = f"-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----"
        head = f"$ cat ~/Downloads/{p}-bastion.pem"
    else:
        note(O_PUB)
        note(O_FILE)
        key = (f"$ chmod 600 ~/Downloads/{p}-bastion.pem\n$ ssh-keygen -y -f ~/Downloads/{p}-bastion.pem\nssh-rsa "
               f"{G.rsa_pub()[:372]}\n$ ssh-keygen -lf ~/Downloads/{p}-bastion.pem\n2048 {G.ssh_fp()} no comment (RSA)")
        head = "$ ls -l ~/Downloads/*.pem"
    return (f"{head}\n{key}\n$ ssh -i ~/Downloads/{p}-bastion.pem ec2-user@{G.ipv4()}\n"
            f"ED25519 key fingerprint is {G.ssh_fp()}.")


def t_gpg_export():
    kid, fp, e = G.gpg_keyid(), G.gpg_fp(), G.email()
    if C.sec and R.random() < P_SECRET_SLOT:
        body = lab(G.pgp_secret(), N_KEY)
        blk = (f"$ gpg --export-secret-keys --armor {kid}\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{body}\n"
               f"-----END PGP PRIVATE KEY BLOCK-----")
    else:
        note(O_PUB)
        s = "mDMEZ" + G.b64(G.rbytes(R.choice([330, 360])))
        blk = (f"$ gpg --export --armor {kid}\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{G.wrap(s, 64)}\n={G.rs(4, G.B64)}\n"
               f"-----END PGP PUBLIC KEY BLOCK-----")
    return (f"$ gpg --list-keys {e}\npub   ed25519 {G.date()} [SC]\n      {fp}\nuid           [ultimate] {G.person()} <{e}>\n" + blk)


def t_ppk():
    pub = G.wrap(G.ed25519_pub(), 64)
    priv = slot(G.ppk_private_lines, N_KEY, [])
    if priv in PH["generic"]:
        return None
    return (f"Contents of {G.user()}-{G.machine()}.ppk (PuTTYgen):\nPuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\n"
            f"Comment: {G.email()}\nPublic-Lines: {pub.count(chr(10)) + 1}\n{pub}\nPrivate-Lines: {priv.count(chr(10)) + 1}\n{priv}\n"
            f"Private-MAC: {G.sha256()}")


def t_sshpass():
    h, u = G.host(), G.user()
    v = slot(G.safe_pw, N_SHELL, [(lambda: "-f ~/.ssh/.lab-pass", O_FILE), (lambda: "-e", O_REF)], "pw")
    opt = v if v.startswith("-") else f"-p '{v}'"
    return (f"$ sshpass {opt} ssh -o StrictHostKeyChecking=accept-new {u}@{h} uptime\nWarning: Permanently added '{h}' "
            f"(ED25519) to the list of known hosts.\n {G.clock()} up {R.randint(2, 90)} days,  load average: 0.{R.randint(10, 99)}\n"
            f"$ grep {h} ~/.ssh/known_hosts\n{h} ssh-ed25519 {G.ed25519_pub()}")


# ---- cloud_cli ----------------------------------------------------------------------------------------------------

AWS_EX = ("AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")


def t_aws_credentials():
    out = ["$ cat ~/.aws/credentials"]
    for prof in R.sample(["default", "dev", "personal", "sandbox", "terraform", "data-ro"], R.randint(1, 3)):
        if not C.sec and R.random() < .3:
            note(O_EXAMPLE)
            out += [f"[{prof}]", f"aws_access_key_id = {AWS_EX[0]}", f"aws_secret_access_key = {AWS_EX[1]}", ""]
            continue
        if R.random() < .3:
            note(O_HELPER)
            out += [f"[{prof}]", f"credential_process = op plugin run -- aws configure export-credentials --profile {prof}", ""]
            continue
        sk = slot(lambda: G.tok("aws_secret"), N_CLOUD, [(lambda: "REPLACE_ME", O_PH)], "pw")
        out += [f"[{prof}]", f"aws_access_key_id = {G.aws_akid()}", f"aws_secret_access_key = {sk}"]
        if R.random() < .25:
            out[-2] = f"aws_access_key_id = {G.aws_asia()}"
            out.append(f"aws_session_token = {slot(lambda: G.tok('aws_session'), N_SHORT, [(lambda: '<from sts>', O_PH)])}")
        out.append("")
    if not C.sec:
        note(O_ID)
    return "\n".join(out).rstrip() + "\n" + R.choice(["", f"$ aws configure list --profile dev\n      Name                    Value             Type    Location\n"
                                                      f"access_key     ****************{G.rs(4, G.UPPER)} shared-credentials-file\n"
                                                      f"secret_key     ****************{G.rs(4, G.ALNUM)} shared-credentials-file\n"
                                                      f"    region                {G.region()}      config-file    ~/.aws/config"])


def t_aws_config():
    acct = G.aws_account()
    cfg = (f"$ cat ~/.aws/config\n[sso-session corp]\nsso_start_url = https://{G.org()}.awsapps.com/start\nsso_region = {G.region()}\n"
           f"sso_registration_scopes = sso:account:access\n\n[profile dev]\nsso_session = corp\nsso_account_id = {acct}\n"
           f"sso_role_name = DeveloperAccess\nregion = {G.region()}\noutput = json")
    note(O_ID)
    if C.sec or R.random() < .5:
        sk = slot(lambda: G.tok("aws_secret"), N_SHORT, [(lambda: "$AWS_SECRET_ACCESS_KEY", O_REF)])
        st = slot(lambda: G.tok("aws_session"), N_SHORT, [(lambda: "$AWS_SESSION_TOKEN", O_REF)])
        ex = (f"\n$ aws configure export-credentials --profile dev --format env\nexport AWS_ACCESS_KEY_ID={G.aws_asia()}\n"
              f"export AWS_SECRET_ACCESS_KEY={sk}\nexport AWS_SESSION_TOKEN={st}\nexport AWS_CREDENTIAL_EXPIRATION={G.date()}T{G.clock()}+00:00")
        if sk.startswith("$"):
            ex = ex.replace("export-credentials --profile dev --format env", "export-credentials --profile dev --format env-no-export  # printed only the variable names below")
    else:
        note(O_HELPER)
        ex = f"\n$ aws sso login --profile dev\nAttempting to automatically open the SSO authorization page in your default browser.\nSuccessfully logged into Start URL: https://{G.org()}.awsapps.com/start"
    return cfg + ex


def t_gcloud():
    acct = G.email()
    head = (f"$ gcloud config list\n[core]\naccount = {acct}\nproject = {G.proj()}-{R.randint(100000, 999999)}\n[compute]\n"
            f"region = {R.choice(['europe-west1', 'us-central1', 'asia-northeast1'])}\n")
    note(O_ID)
    v = slot(lambda: G.tok("ya29"), N_SHORT, [(lambda: None, O_HELPER)], ph=None)
    if v is None or v in PH["generic"]:
        note(O_HELPER)
        return head + (f"$ gcloud auth list\n  Credentialed Accounts\nACTIVE  ACCOUNT\n*       {acct}\n\n"
                       f"$ gcloud auth application-default login\nCredentials saved to file: [~/.config/gcloud/application_default_credentials.json]")
    tail = ""
    if R.random() < .5:
        rt = slot(lambda: G.tok("gcp_refresh"), N_CLOUD, [(lambda: "<redacted>", O_MASK)], ph=None)
        tail = (f"\n$ cat ~/.config/gcloud/application_default_credentials.json\n{{\n  \"account\": \"\",\n  \"client_id\": "
                f"\"{R.randint(10**11, 10**12)}-{G.rs(32, G.LOWER)}.apps.googleusercontent.com\",\n  \"quota_project_id\": "
                f"\"{G.proj()}-dev\",\n  \"refresh_token\": \"{rt}\",\n  \"type\": \"authorized_user\"\n}}")
    return head + f"$ gcloud auth print-access-token\n{v}" + tail


def t_gcp_sa():
    p = G.proj()
    pid = f"{p}-{R.randint(100000, 999999)}"
    sa = f"{R.choice(['local-dev', 'terraform', 'ci-runner'])}@{pid}.iam.gserviceaccount.com"
    note(O_ID)
    if C.sec and R.random() < .85:
        key = lab(G.pkcs8_pem("\\n"), N_KEY)
        return (f"$ cat ~/Downloads/{pid}-{G.rs(12, G.HEX)}.json\n{{\n  \"type\": \"service_account\",\n  \"project_id\": \"{pid}\",\n"
                f"  \"private_key_id\": \"{G.sha1()}\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{key}\\n-----END PRIVATE KEY-----\\n\",\n"
                f"  \"client_email\": \"{sa}\",\n  \"client_id\": \"{R.randint(10**20, 10**21)}\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}}")
    note(O_HELPER)
    return (f"$ gcloud iam service-accounts keys list --iam-account {sa}\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n"
            + "\n".join(f"{G.sha1()}  {G.date()}T{G.clock()}Z  {R.choice(['9999-12-31T23:59:59Z', G.date() + 'T00:00:00Z'])}" for _ in range(3))
            + f"\n$ gcloud auth login --cred-file=~/.config/gcloud/{pid}-sa.json  # key file stays outside the repo")


def t_az():
    sub, ten = G.uuid(), G.uuid()
    note(O_ID)
    show = (f"$ az account show -o jsonc\n{{\n  \"environmentName\": \"AzureCloud\",\n  \"id\": \"{sub}\",\n  \"isDefault\": true,\n"
            f"  \"name\": \"{G.proj()}-dev\",\n  \"tenantId\": \"{ten}\",\n  \"user\": {{ \"name\": \"{G.email()}\", \"type\": \"user\" }}\n}}")
    if C.sec and R.random() < P_SECRET_SLOT:
        t = lab(G.jwt(), N_SHORT)
        return show + (f"\n$ az account get-access-token\n{{\n  \"accessToken\": \"{t}\",\n  \"expiresOn\": \"{G.date()} {G.clock()}.000000\",\n"
                       f"  \"subscription\": \"{sub}\",\n  \"tenant\": \"{ten}\",\n  \"tokenType\": \"Bearer\"\n}}")
    note(O_HELPER)
    return show + f"\n$ az account get-access-token --query expiresOn -o tsv\n{G.date()} {G.clock()}.000000"


def t_doctl():
    note(O_ID)
    v = slot(lambda: G.tok("doctl"), N_CLOUD, [(lambda: "", O_HELPER)])
    acct = (f"$ doctl account get\nUser Email             Team       Droplet Limit    Email Verified    User UUID                               Status\n"
            f"{G.email()}    {G.org()}    25               true              {G.uuid()}    active")
    if not v:
        return (f"$ doctl auth init --context {G.proj()}\nPlease authenticate doctl for use with your DigitalOcean account. You can generate a token in the control panel at https://cloud.digitalocean.com/account/api/tokens\n\n"
                f"Enter your access token:  ●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●\nValidating token... ✔\n" + acct)
    return (f"$ cat ~/.config/doctl/config.yaml\naccess-token: {v}\ncontext: default\noutput: text\n" + acct)


# ---- container_config ---------------------------------------------------------------------------------------------

def t_docker_config():
    ents = []
    note(O_HELPER)
    for reg in R.sample(["https://index.docker.io/v1/", "ghcr.io", "registry.gitlab.com", f"registry.{G.proj()}.example",
                         f"{G.aws_account()}.dkr.ecr.{G.region()}.amazonaws.com", "quay.io"], R.randint(2, 3)):
        if R.random() < .45:
            ents.append(f'    "{reg}": {{}}')
        else:
            u = G.user()
            a = slot(lambda: G.basic_auth(u), N_AUTH, [(lambda: None, O_HELPER)], ph=None)
            ents.append(f'    "{reg}": {{}}' if a is None or a in PH["generic"] else f'    "{reg}": {{\n      "auth": "{a}"\n    }}')
    helpers = ',\n  "credHelpers": {\n    "public.ecr.aws": "ecr-login"\n  }' if R.random() < .4 else ""
    return ("$ cat ~/.docker/config.json\n{\n  \"auths\": {\n" + ",\n".join(ents) + "\n  },\n  \"credsStore\": \""
            + R.choice(["desktop", "osxkeychain", "pass"]) + "\"" + helpers + ",\n  \"currentContext\": \""
            + R.choice(["desktop-linux", "orbstack", "colima", "default"]) + "\"\n}")


def t_podman_auth():
    u = G.user()
    reg = R.choice(["quay.io", "ghcr.io", f"harbor.{G.proj()}.example"])
    a = slot(lambda: G.basic_auth(u), N_AUTH, [(lambda: None, O_FILE)], ph=None)
    if a is None or a in PH["generic"]:
        note(O_FILE)
        return (f"$ podman login {reg} -u {u} --password-stdin < ~/.config/{reg.split('.')[0]}-robot.txt\nLogin Succeeded!\n"
                f"$ podman login --get-login {reg}\n{u}\n$ skopeo inspect docker://{reg}/{G.org()}/{G.proj()}:latest | jq -r .Digest\n{G.digest()}")
    return (f"$ podman login {reg} -u {u}\nPassword:\nLogin Succeeded!\n$ cat ${{XDG_RUNTIME_DIR}}/containers/auth.json\n"
            f"{{\n\t\"auths\": {{\n\t\t\"{reg}\": {{\n\t\t\t\"auth\": \"{a}\"\n\t\t}}\n\t}}\n}}")


def t_kubeconfig():
    ca = G.b64(("-----BEGIN CERTIFICATE-----\n" + G.cert_body() + "\n-----END CERTIFICATE-----\n").encode())
    name = R.choice(["staging-eu", "kind-dev", "lab", "prod-us-readonly"])
    server = f"https://{G.ipv4()}:6443" if R.random() < .5 else f"https://{G.host()}:443"
    note(O_PUB)
    k = R.random()
    if k < .4:
        v = slot(lambda: G.tok(R.choice(["k8s_token", "generic32"])), N_KUBE, [(lambda: None, O_HELPER)], ph=None)
        user = f"    token: {v}" if v and v not in PH["generic"] else None
    elif k < .7:
        v = slot(lambda: G.b64(("-----BEGIN EC PRIVATE KEY-----\n" + G.ec_pem() + "\n-----END EC PRIVATE KEY-----\n").encode()),
                 N_KUBE, [(lambda: None, O_HELPER)])
        user = (f"    client-certificate: ~/.kube/certs/{G.user()}.crt\n    client-key-data: {v}"
                if v and v not in PH["generic"] else None)
    else:
        user = None
    if user is None:
        note(O_HELPER)
        user = R.choice([f"    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [\"eks\", \"get-token\", \"--cluster-name\", \"{name}\", \"--region\", \"{G.region()}\"]",
                         "    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: kubelogin\n      args: [\"get-token\", \"--login\", \"azurecli\", \"--server-id\", \"" + G.uuid() + "\"]",
                         "    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: gke-gcloud-auth-plugin\n      provideClusterInfo: true"])
    return (f"$ kubectl config view --raw --minify\napiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: {ca}\n"
            f"    server: {server}\n  name: {name}\ncontexts:\n- context:\n    cluster: {name}\n    user: {G.user()}-{name}\n  name: {name}\n"
            f"current-context: {name}\nkind: Config\nusers:\n- name: {G.user()}-{name}\n  user:\n{user}")


# ---- git_credentials ----------------------------------------------------------------------------------------------

def t_git_credentials():
    lines = []
    for hostn in R.sample(["github.com", "gitlab.com", f"git.{G.proj()}.example", "dev.azure.com", "bitbucket.org"], R.randint(1, 3)):
        u = G.user()
        shape = {"github.com": "ghp", "gitlab.com": "glpat", "dev.azure.com": "ado"}.get(hostn, "generic32")
        v = slot(lambda: G.tok(shape), N_GIT, [(lambda: None, O_HELPER)], ph=None)
        if v and v not in PH["generic"]:
            lines.append(f"https://{u}:{v}@{hostn}")
    if not lines:
        note(O_HELPER)
        return (f"$ git config --global --show-origin --get-all credential.helper\nfile:~/.gitconfig\t{R.choice(['osxkeychain', 'manager', 'libsecret', 'cache --timeout=3600'])}\n"
                f"$ cat ~/.git-credentials\ncat: ~/.git-credentials: No such file or directory\n$ git config --global user.signingkey\n"
                f"{G.gpg_keyid()}")
    return "$ git config --global credential.helper\nstore\n$ cat ~/.git-credentials\n" + "\n".join(lines)


def t_gh_hosts():
    u = G.user()
    v = slot(lambda: G.tok("gho"), N_GIT, [(lambda: None, O_MASK)], ph=None)
    if v and v not in PH["generic"]:
        return (f"$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    users:\n        {u}:\n            oauth_token: {v}\n"
                f"    git_protocol: https\n    oauth_token: {v}\n    user: {u}\n$ gh auth token\n{v}")
    note(O_MASK)
    return (f"$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account {u} (keyring)\n  - Active account: true\n"
            f"  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'")


def t_gitconfig():
    p = G.proj().split("-")[0]
    u = G.user()
    out = [f"$ cat ~/.gitconfig\n[user]\n\tname = {G.person()}\n\temail = {G.email()}"]
    if R.random() < .5:
        out.append(f"\tsigningkey = {G.gpg_keyid()}\n[commit]\n\tgpgsign = true")
    else:
        out.append(f"\tsigningkey = ssh-ed25519 {G.ed25519_pub()}\n[gpg]\n\tformat = ssh\n[gpg \"ssh\"]\n\tprogram = \"/Applications/1Password.app/Contents/MacOS/op-ssh-sign\"")
    note(O_PUB)
    v = slot(lambda: G.tok(R.choice(["glpat", "ghp", "generic32"])), N_GIT, [(lambda: None, O_HELPER)], ph=None)
    if v and v not in PH["generic"]:
        if R.random() < .5:
            out.append(f"[url \"https://oauth2:{v}@git.{p}.example/\"]\n\tinsteadOf = https://git.{p}.example/")
        else:
            out.append(f"[http \"https://git.{p}.example/\"]\n\textraheader = AUTHORIZATION: basic {lab(G.basic_of(u, v), N_AUTH)}")
            C.labels.remove(v) if v in C.labels else None
    else:
        note(O_HELPER)
        out.append(f"[url \"git@git.{p}.example:\"]\n\tinsteadOf = https://git.{p}.example/\n[credential]\n\thelper = osxkeychain")
    out.append("[pull]\n\trebase = true\n[init]\n\tdefaultBranch = main")
    return "\n".join(out)


def t_git_fill():
    h = R.choice(["github.com", f"git.{G.proj()}.example"])
    v = slot(lambda: G.tok(R.choice(["ghp", "gho", "glpat"])), N_GIT, [(lambda: None, O_HELPER)], ph=None)
    if v and v not in PH["generic"]:
        return (f"$ printf 'protocol=https\\nhost={h}\\n\\n' | git credential fill\nprotocol=https\nhost={h}\nusername={G.user()}\n"
                f"password={v}\n\n(the helper is {R.choice(['osxkeychain', 'manager', 'store'])}; it answered with the cached token)")
    note(O_HELPER)
    return (f"$ GIT_TRACE=1 git fetch\n{G.clock()}.{R.randint(100000, 999999)} git.c:463 trace: built-in: git fetch\n"
            f"{G.clock()}.{R.randint(100000, 999999)} run-command.c:659 trace: run_command: 'git credential-osxkeychain get'\n"
            f"From https://{h}/{G.org()}/{G.proj()}\n   {G.short()}..{G.short()}  main -> origin/main")


# ---- package_index ------------------------------------------------------------------------------------------------

def t_npmrc():
    p = G.proj().split("-")[0]
    v = slot(lambda: G.tok("npm"), N_PKG, [(lambda: "${NPM_TOKEN}", O_REF)], "npm")
    out = [f"$ cat ~/.npmrc", f"//registry.npmjs.org/:_authToken={v}", f"@{G.org()}:registry=https://npm.pkg.github.com"]
    if R.random() < .5:
        g = slot(lambda: G.tok("ghp"), N_PKG, [(lambda: "${GITHUB_PACKAGES_TOKEN}", O_REF)], "gh")
        out.append(f"//npm.pkg.github.com/:_authToken={g}")
    if R.random() < .4:
        u = G.user()
        a = slot(lambda: G.basic_auth(u), N_AUTH, [(lambda: "${NEXUS_AUTH}", O_REF)])
        out.append(f"//nexus.{p}.example/repository/npm-group/:_auth={a}\n//nexus.{p}.example/repository/npm-group/:always-auth=true")
    out.append("save-exact=true")
    if not C.sec or R.random() < .3:
        note(O_MASK)
        out.append(f"$ npm config list\n; \"user\" config from ~/.npmrc\n\n//registry.npmjs.org/:_authToken = (protected)\n"
                   f"@{G.org()}:registry = \"https://npm.pkg.github.com\"\nsave-exact = true\n\n; node bin location = ~/.local/share/fnm/node-versions/v22.11.0/installation/bin/node")
    return "\n".join(out)


def t_pypirc():
    v = slot(lambda: G.tok("pypi"), N_PKG, [(lambda: None, O_HELPER)], ph=None)
    if v and v not in PH["generic"]:
        body = f"[pypi]\nusername = __token__\npassword = {v}"
    else:
        note(O_HELPER)
        body = "[pypi]\nusername = __token__\n# password comes from `keyring set https://upload.pypi.org/legacy/ __token__`"
    return (f"$ cat ~/.pypirc\n[distutils]\nindex-servers =\n    pypi\n    internal\n\n{body}\n\n[internal]\n"
            f"repository = https://pkgs.{G.proj()}.example/simple/\nusername = {G.user()}")


def t_pipconf():
    p = G.proj().split("-")[0]
    u = G.user()
    v = slot(lambda: G.tok(R.choice(["ado", "artifactory", "generic32"])), N_PKG, [(lambda: None, O_HELPER)], ph=None)
    if v and v not in PH["generic"]:
        url = f"https://{u}:{v}@pkgs.{p}.example/simple/"
    else:
        note(O_HELPER)
        url = f"https://{u}@pkgs.{p}.example/simple/"
    if R.random() < .5:
        return (f"$ cat ~/.config/pip/pip.conf\n[global]\nindex-url = {url}\nextra-index-url = https://pypi.org/simple\n"
                f"keyring-provider = subprocess\ntimeout = 30\n$ pip config list\nglobal.index-url='{url}'\nglobal.timeout='30'")
    return (f"$ cat ~/.config/uv/uv.toml\n[[index]]\nname = \"internal\"\nurl = \"{url}\"\ndefault = true\n\n"
            f"[pip]\nrequire-hashes = false\n$ uv pip install {G.proj()}=={G.semver()}\nResolved {R.randint(5, 80)} packages in {R.randint(200, 900)}ms")


def t_cargo_gem():
    k = R.random()
    if k < .33:
        v = slot(lambda: G.tok("cargo"), N_PKG, [(lambda: None, O_HELPER)], ph=None)
        if v and v not in PH["generic"]:
            return f"$ cat ~/.cargo/credentials.toml\n[registry]\ntoken = \"{v}\"\n\n[registries.{G.org()}]\ntoken = \"Bearer {slot(lambda: G.tok('generic32'), N_PKG, [(lambda: 'REPLACE_ME', O_PH)])}\""
        note(O_HELPER)
        return "$ cat ~/.cargo/config.toml\n[registry]\nglobal-credential-providers = [\"cargo:macos-keychain\", \"cargo:token\"]\n$ cargo login\nplease paste the token found on https://crates.io/me below\n       Login token for `crates-io` saved"
    if k < .66:
        v = slot(lambda: G.tok("ghp"), N_PKG, [(lambda: "<ghp-token>", O_PH)], "gh")
        return (f"$ cat ~/.config/composer/auth.json\n{{\n    \"github-oauth\": {{\n        \"github.com\": \"{v}\"\n    }},\n"
                f"    \"http-basic\": {{\n        \"repo.{G.proj()}.example\": {{\n            \"username\": \"{G.user()}\",\n"
                f"            \"password\": \"{slot(G.safe_pw, N_PKG, [(lambda: '<password>', O_PH)], 'pw')}\"\n        }}\n    }}\n}}")
    v = slot(lambda: G.tok("npm"), N_PKG, [(lambda: "${NPM_AUTH_TOKEN}", O_REF)], "npm")
    return (f"$ cat ~/.yarnrc.yml\nnpmRegistryServer: \"https://registry.npmjs.org\"\nnpmScopes:\n  {G.org()}:\n"
            f"    npmRegistryServer: \"https://npm.{G.proj()}.example\"\n    npmAuthToken: \"{v}\"\nenableTelemetry: false")


def t_maven():
    sid = R.choice(["nexus-releases", "artifactory", "internal-snapshots"])
    if not C.sec and R.random() < .4:
        note(O_CIPHER)
        pwv = "{" + G.b64(G.rbytes(R.choice([24, 33])))  + "}"
    else:
        pwv = slot(G.safe_pw, N_PKG, [(lambda: "${env.MAVEN_REPO_PASSWORD}", O_REF)], "pw")
    return (f"$ cat ~/.m2/settings.xml\n<settings>\n  <servers>\n    <server>\n      <id>{sid}</id>\n      <username>{G.user()}</username>\n"
            f"      <password>{pwv}</password>\n    </server>\n  </servers>\n  <mirrors>\n    <mirror>\n      <id>{sid}</id>\n"
            f"      <url>https://nexus.{G.proj()}.example/repository/maven-public/</url>\n      <mirrorOf>*</mirrorOf>\n    </mirror>\n  </mirrors>\n</settings>")


# ---- password_cli (hard) ------------------------------------------------------------------------------------------

def pm_value(make, why=N_PM):
    return slot(make, why, [(lambda: None, O_REF)], ph=None)


def t_op():
    ref = opref(R.choice(["credential", "password", "token"]))
    v = pm_value(lambda: R.choice([G.pw, lambda: G.tok(R.choice(["ghp", "openai", "npm", "hf"]))])())
    items = "\n".join(f"{G.op_id()}    {n}    {R.choice(['Private', 'Dev', 'Employee'])}    {R.randint(2, 40)} days ago"
                      for n in R.sample(["GitHub", "OpenAI", "npm", "AWS dev", "Staging DB", "Wi-Fi office", "Docker Hub"], 3))
    head = f"$ op item list --categories 'API Credential,Password'\nID                            TITLE    VAULT    EDITED\n{items}\n"
    note(O_ID)
    if R.random() < .35:
        acct = R.choice(["my", "team_" + G.org().replace("-", "_")])
        sv = slot(lambda: G.tok("op_session"), N_SESSION, [(lambda: None, O_HELPER)], ph=None)
        if sv:
            head += f"$ eval $(op signin --account {acct})\nEnter the password for {G.email()} at {acct}.1password.com:\n$ env | grep OP_SESSION\nOP_SESSION_{acct}={sv}\n"
        else:
            head += f"$ op signin --account {acct}  # desktop-app integration, no session token in the environment\n"
    if v and v not in PH["generic"]:
        return head + f"$ op read \"{ref}\"\n{v}"
    note(O_MASK)
    iid = G.op_id()
    return head + (f"$ op item get {iid}\nID:          {iid}\nTitle:       {R.choice(['GitHub', 'Staging DB'])}\nVault:       Dev ({G.op_id()})\n"
                   f"Created:     {R.randint(2, 11)} months ago\nFields:\n  username:    {G.user()}\n  password:    [use 'op item get {iid} --reveal' to reveal]\n"
                   f"$ cat .env.op\nDB_PASSWORD={ref}\n$ op run --env-file=.env.op -- npm run dev")


def t_bw():
    uid = G.uuid()
    v = pm_value(G.pw)
    s = slot(lambda: G.tok("bw_session"), N_SESSION, [(lambda: None, O_FILE)], ph=None) if R.random() < .6 else None
    out = [f"$ bw status | jq .\n{{\n  \"serverUrl\": \"https://vault.bitwarden.eu\",\n  \"lastSync\": \"{G.date()}T{G.clock()}.000Z\",\n"
           f"  \"userEmail\": \"{G.email()}\",\n  \"userId\": \"{uid}\",\n  \"status\": \"{R.choice(['locked', 'unlocked'])}\"\n}}"]
    note(O_ID)
    if s and s not in PH["generic"]:
        out.append(f"$ bw unlock\n? Master password: [hidden]\nYour vault is now unlocked!\n\nTo unlock your vault, set your session key to the `BW_SESSION` environment variable. ex:\n$ export BW_SESSION=\"{s}\"")
    if v and v not in PH["generic"]:
        out.append(f"$ bw get password \"{R.choice(['staging db', 'router admin', 'jira', 'nas'])}\"\n{v}")
    else:
        out.append(f"$ bw list items --search staging | jq -r '.[] | .id + \"  \" + .name'\n{G.uuid()}  staging db\n{G.uuid()}  staging grafana")
    return "\n".join(out)


def t_pass():
    entry = R.choice(["work/github", "infra/staging-db", "home/router", "dev/jira", "work/vpn"])
    tree = (f"$ pass ls\nPassword Store\n├── dev\n│   ├── jira\n│   └── npm\n├── home\n│   └── router\n├── infra\n│   └── staging-db\n"
            f"└── work\n    ├── github\n    └── vpn\n")
    v = pm_value(G.pw)
    note(O_ID)
    if v and v not in PH["generic"]:
        extra = ""
        if R.random() < .4:
            t = slot(lambda: G.tok("totp"), N_TOTP, [(lambda: None, O_REF)], ph=None)
            if t and t not in PH["generic"]:
                extra = f"\notpauth://totp/{entry.split('/')[1]}:{G.user()}?secret={t}&issuer={entry.split('/')[1]}"
        return tree + f"$ pass show {entry}\n{v}\nlogin: {G.user()}\nurl: https://{G.host()}/{extra}"
    note(O_FILE)
    return tree + (f"$ pass git log --oneline -3\n{G.short()} Edit password for {entry} using {R.choice(['nvim', 'vim'])}.\n"
                   f"{G.short()} Add generated password for dev/npm.\n{G.short()} Reencrypt password store using new GPG id {G.gpg_keyid()}.\n"
                   f"$ pass -c {entry}\nCopied {entry} to clipboard. Will clear in 45 seconds.")


def t_security():
    svc = R.choice(["openai-api", "github-cli", "staging-db", "npm-publish", "vpn-office"])
    attrs = (f"keychain: \"~/Library/Keychains/login.keychain-db\"\nversion: 512\nclass: \"genp\"\nattributes:\n"
             f"    0x00000007 <blob>=\"{svc}\"\n    0x00000008 <blob>=<NULL>\n    \"acct\"<blob>=\"{G.user()}\"\n"
             f"    \"cdat\"<timedate>=0x{G.rs(32, '0123456789ABCDEF')}  \"2026{R.randint(1, 11):02d}{R.randint(10, 28)}{R.randint(10, 23)}0000Z\\000\"\n"
             f"    \"svce\"<blob>=\"{svc}\"")
    v = pm_value(lambda: R.choice([G.pw, lambda: G.tok(R.choice(["openai", "ghp", "npm"]))])())
    note(O_ID)
    if v and v not in PH["generic"]:
        if R.random() < .5:
            return f"$ security find-generic-password -s {svc} -w\n{v}\n$ security find-generic-password -s {svc}\n{attrs}"
        return f"$ security find-generic-password -g -s {svc}\n{attrs}\npassword: \"{v}\""
    note(O_HELPER)
    return (f"$ security find-generic-password -s {svc}\n{attrs}\n$ grep {svc} ~/.zshrc\nexport TOKEN=\"$(security find-generic-password -a \"$USER\" -s {svc} -w)\"")


def t_secret_tool():
    svc = R.choice(["gitlab", "nextcloud", "postgres-staging", "wifi-lab"])
    v = pm_value(G.pw)
    note(O_ID)
    if v and v not in PH["generic"]:
        if R.random() < .5:
            return f"$ secret-tool lookup service {svc} user {G.user()}\n{v}"
        return (f"$ secret-tool search --all service {svc}\n[/org/freedesktop/secrets/collection/login/{R.randint(1, 40)}]\nlabel = {svc}\n"
                f"secret = {v}\ncreated = {G.date()} {G.clock()}\nmodified = {G.date()} {G.clock()}\nschema = org.freedesktop.Secret.Generic\n"
                f"attribute.service = {svc}\nattribute.user = {G.user()}")
    note(O_FILE)
    return (f"$ secret-tool store --label='{svc}' service {svc} user {G.user()}\nPassword: \n$ busctl --user get-property org.freedesktop.secrets "
            f"/org/freedesktop/secrets/collection/login org.freedesktop.Secret.Collection Locked\nb false\n"
            f"$ ls ~/.local/share/keyrings\nlogin.keyring  user.keystore")


# ---- app_config ---------------------------------------------------------------------------------------------------

def t_vscode():
    p = G.proj()
    h = G.host()
    pwv = slot(G.pw, N_APP, [(lambda: None, O_HELPER), (lambda: "${env:PGPASSWORD}", O_REF)], "pw")
    conn = (f"    {{\n      \"name\": \"{p} staging\",\n      \"driver\": \"PostgreSQL\",\n      \"server\": \"{h}\",\n      \"port\": 5432,\n"
            f"      \"database\": \"{p.replace('-', '_')}\",\n      \"username\": \"app_ro\",\n")
    conn += ("      \"askForPassword\": true\n    }" if pwv is None else f"      \"password\": {json.dumps(pwv, ensure_ascii=False)}\n    }}")
    tokv = slot(lambda: G.tok(R.choice(["generic32", "linear", "jira"])), N_APP, [(lambda: "{{$dotenv API_TOKEN}}", O_REF)])
    out = ("$ cat ~/Library/Application\\ Support/Code/User/settings.json\n{\n  \"editor.formatOnSave\": true,\n"
           "  \"terminal.integrated.defaultProfile.osx\": \"zsh\",\n  \"sqltools.connections\": [\n" + conn + "\n  ],\n"
           f"  \"rest-client.environmentVariables\": {{\n    \"staging\": {{\n      \"baseUrl\": \"https://{h}\",\n      \"token\": {json.dumps(tokv)}\n    }}\n  }},\n"
           f"  \"git.defaultCloneDirectory\": \"~/src\"\n}}")
    if R.random() < .3:
        u = G.user()
        pr = slot(G.safe_pw, N_APP, [(lambda: None, O_HELPER)], ph=None)
        out = out.replace("\"editor.formatOnSave\": true,", "\"editor.formatOnSave\": true,\n  \"http.proxy\": \""
                          + (f"http://{u}:{pr}@proxy.{p.split('-')[0]}.example:3128" if pr and pr not in PH["pw"] else f"http://proxy.{p.split('-')[0]}.example:3128") + "\",")
    return out


def t_jetbrains():
    p = G.proj()
    env = R.choice(["STRIPE_API_KEY", "OPENAI_API_KEY", "SENTRY_AUTH_TOKEN"])
    shape = {"STRIPE_API_KEY": "stripe_test", "OPENAI_API_KEY": "openai", "SENTRY_AUTH_TOKEN": "sentry_user"}[env]
    why = N_STRIPE_TEST if shape == "stripe_test" else N_APP
    v = slot(lambda: G.tok(shape), why, [(lambda: "$" + env + "$", O_REF)])
    note(O_HELPER)
    return (f"$ cat .idea/dataSources.xml\n<component name=\"DataSourceManagerImpl\" format=\"xml\" multifile-model=\"true\">\n"
            f"  <data-source source=\"LOCAL\" name=\"{p}@{G.host()}\" uuid=\"{G.uuid()}\">\n    <driver-ref>postgresql</driver-ref>\n"
            f"    <jdbc-url>jdbc:postgresql://{G.host()}:5432/{p.replace('-', '_')}</jdbc-url>\n    <user-name>app_ro</user-name>\n"
            f"    <!-- password stored in the OS keychain (\"Remember: Forever\") -->\n  </data-source>\n</component>\n"
            f"$ grep -A3 '<envs>' .idea/workspace.xml\n      <envs>\n        <env name=\"{env}\" value=\"{v}\" />\n"
            f"        <env name=\"DJANGO_SETTINGS_MODULE\" value=\"{p.replace('-', '_')}.settings.local\" />\n      </envs>")


def t_pgpass():
    out = ["$ cat ~/.pgpass"]
    for _ in range(R.randint(1, 3)):
        h = R.choice([G.host(), "localhost"])
        db = G.proj().replace("-", "_")
        v = slot(G.safe_pw, N_APP, [(lambda: "*", O_PH)], "pw") if h != "localhost" or C.sec else "postgres"
        if v == "postgres":
            note(O_LOCALDEV)
            out.append(f"localhost:5432:{db}:postgres:postgres")
        else:
            out.append(f"{h}:5432:{db}:{R.choice(['app_rw', 'app_ro', G.user()])}:{v}" if v != "*" else f"{h}:5432:*:{G.user()}:*")
    if R.random() < .5:
        m = slot(G.safe_pw, N_APP, [(lambda: None, O_HELPER)], ph=None)
        out.append("$ cat ~/.my.cnf\n[client]\nuser=" + G.user() + f"\nhost={G.host()}\n" + (f"password=\"{m}\"" if m and m not in PH["pw"] else "# password: mysql_config_editor --login-path=staging"))
    out.append(f"$ ls -l ~/.pgpass\n-rw------- 1 {G.user()} staff {R.randint(60, 300)} {G.date()} ~/.pgpass")
    return "\n".join(out)


def t_wireguard():
    pk = slot(lambda: G.tok("wg"), N_NET, [(lambda: None, O_MASK)], ph=None)
    peer = G.wg_pub()
    note(O_PUB)
    if pk and pk not in PH["generic"]:
        psk = slot(lambda: G.tok("wg"), N_NET, [(lambda: None, O_PUB)], ph=None) if R.random() < .5 else None
        return (f"$ sudo cat /etc/wireguard/wg0.conf\n[Interface]\nPrivateKey = {pk}\nAddress = 10.{R.randint(0, 255)}.0.{R.randint(2, 200)}/32\nDNS = 10.0.0.1\n\n"
                f"[Peer]\nPublicKey = {peer}\n" + (f"PresharedKey = {psk}\n" if psk and psk not in PH["generic"] else "")
                + f"AllowedIPs = 10.0.0.0/8\nEndpoint = vpn.{G.proj().split('-')[0]}.example:51820\nPersistentKeepalive = 25")
    note(O_MASK)
    return (f"$ sudo wg show\ninterface: wg0\n  public key: {G.wg_pub()}\n  private key: (hidden)\n  listening port: {R.randint(40000, 60000)}\n\n"
            f"peer: {peer}\n  preshared key: (hidden)\n  endpoint: 203.0.113.{R.randint(2, 250)}:51820\n  allowed ips: 10.0.0.0/8\n"
            f"  latest handshake: {R.randint(2, 59)} seconds ago\n  transfer: {R.randint(1, 900)}.{R.randint(10, 99)} KiB received, {R.randint(1, 900)}.{R.randint(10, 99)} KiB sent")


def t_wifi():
    ssid = R.choice(["Fieldhouse-Staff", "studio-5G", "ACME-Guest", "lab-iot", "HomeNet_2G"])
    v = slot(lambda: G.tok(R.choice(["wifi", "wifi", "psk_hex"])), N_NET, [(lambda: None, O_HELPER)], ph=None)
    cuuid = G.uuid()
    note(O_ID)
    if v and v not in PH["generic"]:
        if R.random() < .5:
            return (f"$ sudo cat /etc/NetworkManager/system-connections/{ssid}.nmconnection\n[connection]\nid={ssid}\nuuid={cuuid}\ntype=wifi\n\n"
                    f"[wifi]\nmode=infrastructure\nssid={ssid}\nbssid={G.mac().upper()}\n\n[wifi-security]\nkey-mgmt=wpa-psk\npsk={v}\n\n[ipv4]\nmethod=auto")
        return (f"$ cat /etc/wpa_supplicant/wpa_supplicant.conf\nctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\ncountry=DE\n\n"
                f"network={{\n    ssid=\"{ssid}\"\n    psk={v if len(v) == 64 else json.dumps(v)}\n    key_mgmt=WPA-PSK\n}}")
    return (f"$ nmcli -f NAME,UUID,TYPE,DEVICE connection show\nNAME                UUID                                  TYPE      DEVICE\n"
            f"{ssid:<19} {cuuid}  wifi      wlp0s20f3\nwg0                 {G.uuid()}  wireguard wg0\n"
            f"$ grep -E 'psk|flags' /etc/NetworkManager/system-connections/{ssid}.nmconnection\npsk-flags=1\n"
            f"(psk-flags=1: the secret is kept by the user's keyring agent, not in the file)")


def t_vpn():
    h = f"vpn.{G.proj().split('-')[0]}.example"
    u = G.user()
    v = slot(G.pw, N_NET, [(lambda: None, O_FILE)], ph=None)
    base = (f"$ cat ~/vpn/{G.proj()}.ovpn | head -12\nclient\ndev tun\nproto udp\nremote {h} 1194\nresolv-retry infinite\nnobind\n"
            f"auth-user-pass ~/vpn/auth.txt\nremote-cert-tls server\ncipher AES-256-GCM\nverify-x509-name {h} name\n")
    if v and v not in PH["pw"]:
        return base + f"$ cat ~/vpn/auth.txt\n{u}\n{v}"
    note(O_FILE)
    return base + f"$ ls -l ~/vpn/auth.txt\n-rw------- 1 {u} staff {R.randint(20, 50)} {G.date()} ~/vpn/auth.txt\n$ openssl x509 -in ~/vpn/ca.crt -noout -fingerprint -sha256\nsha256 Fingerprint={':'.join(G.rs(2, '0123456789ABCDEF') for _ in range(32))}"


def t_tailscale():
    v = slot(lambda: G.tok("tailscale"), N_NET, [(lambda: None, O_HELPER)], ph=None)
    st = "\n".join(f"100.{R.randint(64, 127)}.{R.randint(0, 255)}.{R.randint(1, 254)}  {m:<12} {G.user():<8} {R.choice(['linux', 'macOS'])}  {R.choice(['-', 'active; direct', 'idle'])}"
                   for m in R.sample(G.MACHINES, 3))
    nk = f"$ tailscale status --json | jq -r .Self.PublicKey\n{G.nodekey()}"
    note(O_PUB)
    if v and v not in PH["generic"]:
        return f"$ sudo tailscale up --auth-key={v} --hostname={G.machine()} --ssh\n$ tailscale status\n{st}\n{nk}"
    note(O_HELPER)
    return f"$ sudo tailscale up --hostname={G.machine()} --ssh\nTo authenticate, visit:\n\n\thttps://login.tailscale.com/a/{G.rs(12, G.HEX)}\n\nSuccess.\n$ tailscale status\n{st}\n{nk}"


def t_hosts():
    p = G.proj().split("-")[0]
    lines = ["$ cat /etc/hosts", "127.0.0.1\tlocalhost", "::1\tlocalhost",
             f"{G.ipv4()}\tdb.{p}.example db-staging", f"{G.ipv4()}\tgrafana.{p}.example", f"{G.ipv4()}\tnas.home.example"]
    v = slot(G.pw, N_NET, [(lambda: None, O_PROSE)], ph=None)
    if v and v not in PH["pw"]:
        lines.append(f"# nas admin: admin / {v}  (web UI on :5001)")
    else:
        note(O_PROSE)
        lines.append("# nas admin login is in the Home vault; web UI on :5001")
    lines.append(f"# router {G.mac()} serial {G.serial()}")
    return "\n".join(lines)


# ---- setup_note (hard prose) --------------------------------------------------------------------------------------

def t_note():
    lang = C.lang
    n_ord = R.randint(1, 3)
    sents = [fill(s) for s in R.sample(ORD_SENT[lang], min(n_ord, len(ORD_SENT[lang])))]
    if C.sec:
        k = 1 if R.random() < .85 else 2
        for s in R.sample(SECRET_SENT[lang], k):
            make = R.choice([G.pw, G.safe_pw, lambda: G.tok(R.choice(["ghp", "npm", "openai", "aws_secret", "hf", "wifi", "glpat"]))])
            v = lab(make(), N_PROSE)
            filled = fill(s, v)
            if R.random() < .1:
                filled = filled.replace(" " + v, "\n" + v, 1) if (" " + v) in filled else filled
                if "\n" + v in filled:
                    note(N_WRAP)
            sents.insert(R.randint(0, len(sents)), filled)
    else:
        note(O_PROSE)
        if R.random() < .25 and lang == "en":
            note(O_EXAMPLE)
            sents.append(f"For the docs page I used AWS's example pair {AWS_EX[0]} / {AWS_EX[1]}, not a real key.")
    sep = R.choice([" ", "\n", "\n- "])
    body = ("- " if sep == "\n- " else "") + sep.join(sents)
    if R.random() < .35:
        body += "\n\n" + R.choice(LOOKALIKES)()
        note(O_LOOK) if not C.sec else None
    return body


TEMPLATES = {
    "shell_history": [t_zsh_history, t_bash_history, t_atuin],
    "shell_rc": [t_zshrc, t_zshrc, t_envrc, t_fish],
    "ssh_keys": [t_ssh_config, t_ssh_keygen, t_pem_paste, t_gpg_export, t_ppk, t_sshpass],
    "cloud_cli": [t_aws_credentials, t_aws_config, t_gcloud, t_gcp_sa, t_az, t_doctl],
    "container_config": [t_docker_config, t_docker_config, t_podman_auth, t_kubeconfig, t_kubeconfig],
    "git_credentials": [t_git_credentials, t_gh_hosts, t_gitconfig, t_git_fill],
    "package_index": [t_npmrc, t_pypirc, t_pipconf, t_cargo_gem, t_maven],
    "password_cli": [t_op, t_bw, t_pass, t_security, t_secret_tool],
    "app_config": [t_vscode, t_jetbrains, t_pgpass, t_wireguard, t_wifi, t_vpn, t_tailscale, t_hosts],
    "setup_note": [t_note],
}


# ---- assembly -----------------------------------------------------------------------------------------------------

def lang_for(k, fi):
    """Every fourth row is in one of the twelve other languages, rotating by family so all languages appear."""
    return OTHER[(k // 4 + fi) % len(OTHER)] if k % 4 == 1 else "en"


def make(fam, sec, lang, seen):
    for _ in range(400):
        C.sec, C.labels, C.notes, C.lang = sec, [], [], lang
        body = R.choice(TEMPLATES[fam])()
        if body is None:
            continue
        body = maybe_lookalike(body) if fam != "setup_note" else body
        if fam == "setup_note":
            intro = fill(R.choice(INTRO[lang])) if R.random() < .5 else ""
        else:
            intro = fill(R.choice(INTRO[lang])) if (lang != "en" or R.random() < .8) else ""
        outro = fill(R.choice(OUTRO[lang])) if R.random() < .35 else ""
        text = intro + (R.choice(["\n", "\n\n"]) if intro else "") + body.rstrip("\n") + ("\n" + outro if outro else "")
        if not MIN_LEN <= len(text) <= MAX_LEN:
            continue
        labels = [v for v in C.labels if v in text]
        if sec and not labels:
            continue
        if not sec and text in seen:
            continue
        notes = C.notes or [O_LOOK]
        if not sec:
            notes = ["ordinary: " + notes[0]] + notes[1:]
        else:
            onotes = {v for k, v in globals().items() if k.startswith("O_")}
            first = [n for n in notes if n not in onotes]
            rest = [n for n in notes if n in onotes and n not in (O_LOOK, O_PROSE, O_ID, O_PUB)]
            notes = first + (["Unlabelled slots: " + rest[0]] + rest[1:] if rest else [])
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
        print("labels per row:", sorted(collections.Counter(len(r["secrets"]) for r in sec).items()))
        print("labels:", sum(len(r["secrets"]) for r in sec))


if __name__ == "__main__":
    main()
