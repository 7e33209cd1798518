"""Build redact37 (build, release and publishing).

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json. Everything comes from one seeded
`random.Random` (gen.R, string seed "redact37") drawn in a fixed order, so a rebuild is byte-identical whatever
PYTHONHASHSEED is. `python build.py --stats` also prints length and labels-per-row figures.

Each template is written once and run in two modes: in a secret row each credential slot gets a fresh credential (a
label) with probability 0.8 and otherwise a reference, masked value or placeholder (a row with no label is redrawn);
in an ordinary row every slot gets a masked value, a secret reference, a placeholder, a documented example, an
identifier, public material or another near miss, and the row's note says why it is ordinary.
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

SECRET_FAMILIES = ["ci_log", "pipeline_file", "registry_auth", "docker_build", "code_signing", "store_publish",
                   "deploy_token", "notify_webhook", "scan_token", "release_note"]
HARD_FAMILIES = {"ci_log", "docker_build", "release_note"}  # values among masked lines, digests, layers and prose
ORD_FAMILIES = [f + "_ord" for f in SECRET_FAMILIES]
N_SEC, N_ORD = 80, 160
MIN_LEN, MAX_LEN = 150, 3000
P_SECRET_SLOT = 0.8


class Ctx:
    sec = True
    labels = []
    notes = []
    ci = "GitHub Actions"


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
N_REG = ("a package-registry credential (npm, PyPI, crates.io, RubyGems, NuGet, Maven/Gradle repository, Docker "
         "Hub, Helm/OCI, Artifactory): the value is the label, not the registry, user or variable name.")
N_UNMASK = ("the value escaped the CI's log masking (it was transformed, echoed by `set -x`, printed by a tool, or "
            "never registered as a secret): the visible value is the label; the masked lines beside it are not.")
N_HARD = "a credential hard-coded in a pipeline file instead of a secret reference: the value is the label."
N_BUILDARG = ("a credential passed as a Docker `--build-arg`/`ARG`/`ENV`: it stays in the image history and the build "
              "log; the value is the label, not the argument name.")
N_DOCKERAUTH = "a Docker or basic-auth `auth` field is base64 of user:secret: the base64 string is the label."
N_SIGNPW = ("a signing password (keystore, key alias, p12, fastlane match, GPG passphrase, cosign, Authenticode): "
            "the value is the label.")
N_PRIVKEY = ("a private key (signing, deploy, GitHub App, App Store Connect .p8, service account): the label is the "
             "body between the PEM markers as it appears (with `\\n` escapes inside JSON), not the markers.")
N_STORE = ("an app-store credential (Apple app-specific password, App Store Connect key, Play service account, "
           "Firebase CI token, marketplace PAT): the value is the label; key ids, issuer ids and team ids are not.")
N_DEPLOY = ("a deploy or platform token (Vercel, Netlify, Fly, Heroku, Terraform Cloud, DigitalOcean, GitHub/GitLab "
            "PAT or deploy token): the value is the label.")
N_HOOK = ("a chat webhook's secret part (Slack/Discord/Mattermost token, Teams `sig`, DingTalk access token and "
          "signing secret, Feishu hook id) or a bot token: anyone holding it can post as the release bot; the label "
          "is the secret segment, not the host, workspace or channel ids.")
N_SCAN = ("a code-quality or scanner token (Codecov, SonarQube/SonarCloud, Snyk, Coveralls, Sentry auth token, "
          "Chromatic): it authenticates uploads or API calls; the value is the label.")
N_JOBTOK = ("grey, decided secret: a short-lived job token (GitHub `ghs_`, GitLab CI job token) printed unmasked; it "
            "is valid while the job runs and a reader cannot tell whether it has expired.")
N_VAULT = "an Ansible Vault password decrypts every vault file in the repository: the value is the label."
N_PROSE_S = "a credential in prose: the value is the label, not the secret's name or the person."
N_WRAP = "the sentence wraps onto the next line just before the value; the value is still the label."
N_CLOUD = ("a cloud secret access key used by the release job: the value is the label (the access key id beside it "
           "is an identifier and stays).")
N_TESTPYPI = "grey, decided secret: a TestPyPI token still authenticates uploads under the project's name on TestPyPI."
N_COSIGN = ("an encrypted cosign/Sigstore private key next to its password: with both, anyone can sign as the "
            "project; both the key body and the password are labels.")

O_MASK = ("the CI masked the value (`***`, `[MASKED]`, `****`, `[REDACTED]`, `********`, Bitbucket's `$NAME`): "
          "nothing left to redact.")
O_REF = ("a reference to a secret (`${{ secrets.X }}`, `$VAR`, `$(VAR)`, `%env.X%`, `from_secret`, "
         "`credentials('id')`), not its value.")
O_PH = "a placeholder or template value (`<your-token>`, `XXXX…`, `REPLACE_ME`, `CHANGE_ME`), not a credential."
O_EX = ("a vendor's documented example value (AWS's `...EXAMPLE` keys, Slack's all-zero webhook), marked as an "
        "example: not a credential.")
O_TRUNC = ("a token shown truncated by the vendor's UI or CLI (a prefix and the last few characters): it cannot be "
           "used and only identifies the token.")
O_LOOK = ("dense with look-alikes (commit SHAs, image and artifact digests, sha512 integrity strings, run and build "
          "ids, fingerprints, Rekor entry ids) but no credential.")
O_PUB = ("public material (public key, certificate, signature, key fingerprint, checksum): meant to be published, "
         "nothing to redact.")
O_ID = ("identifiers only (API key ids, issuer ids, team ids, project/org/site ids, usernames, package names): they "
        "name a credential but cannot authenticate.")
O_CIPHER = ("grey, decided ordinary: ciphertext meant to be committed (Ansible Vault file, sops `ENC[...]`, "
            "SealedSecret, GitHub's libsodium `encrypted_value`); useless without a private key the row does not hold.")
O_OIDC = "keyless signing / OIDC trusted publishing: no long-lived credential exists in the row."
O_FILE = ("the secret is read from a file, a prompt, a secret mount or a keychain; the row holds only a path or "
          "the mechanism.")
O_DEBUGKS = ("grey, decided ordinary: the Android debug keystore defaults (`android`/`androiddebugkey`) are "
             "documented and identical on every machine.")
O_PUBKEYS = ("grey, decided ordinary: a Sentry DSN or Firebase web API key is a public client identifier shipped "
             "inside every app build.")
O_PROSE = "prose about a credential (where it lives, who rotated it, why a step failed) without its value."
O_LOCAL = ("grey, decided ordinary: a throwaway credential of a local or ephemeral test registry (Verdaccio on "
           "localhost, a registry service container in the test job) that the file itself documents.")


# ---- slot helpers -------------------------------------------------------------------------------------------------

CIS = {
    "gha": ("GitHub Actions", "***", lambda n: "${{ secrets.%s }}" % n),
    "gitlab": ("GitLab CI", "[MASKED]", lambda n: "$" + n),
    "jenkins": ("Jenkins", "****", lambda n: "$" + n),
    "circle": ("CircleCI", "********", lambda n: "$" + n),
    "buildkite": ("Buildkite", "[REDACTED]", lambda n: "$" + n),
    "azure": ("Azure Pipelines", "***", lambda n: "$(%s)" % n),
    "bitbucket": ("Bitbucket Pipelines", None, lambda n: "$" + n),
    "drone": ("Drone", "********", lambda n: "$" + n),
    "woodpecker": ("Woodpecker", "********", lambda n: "$" + n),
    "teamcity": ("TeamCity", "*******", lambda n: "%env." + n + "%"),
}

PLACEHOLDERS = {
    "npm": ["npm_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "<your-npm-token>", "NPM_TOKEN_GOES_HERE"],
    "pypi": ["pypi-<your-api-token>", "<PYPI_API_TOKEN>", "pypi-XXXXXXXXXXXXXXXX"],
    "generic": ["<token>", "REPLACE_ME", "YOUR_TOKEN_HERE", "<paste-from-1password>", "CHANGE_ME", "xxxxxxxx"],
    "xml": ["REPLACE_ME", "CHANGE_ME", "${env.REPO_PASSWORD}"],
    "password": ["<keystore-password>", "********", "REPLACE_ME", "<ask-release-team>", "${PASSWORD}"],
}


def mask(ci, name):
    m = CIS[ci][1]
    return m if m is not None else "$" + name


def ref(ci, name):
    return CIS[ci][2](name)


def slot(make, why, ci=None, name="TOKEN", kind="generic", extra=(), where="file"):
    """A credential slot: a fresh label in a secret row (probability P_SECRET_SLOT), otherwise a near miss.

    where="log": the near miss is the CI's mask (what a log shows); where="file": a secret reference or a placeholder.
    """
    if C.sec and R.random() < P_SECRET_SLOT:
        return lab(make(), why)
    if where == "log" and ci:
        alts = [(lambda: mask(ci, name), O_MASK)]
    else:
        alts = [(lambda: R.choice(PLACEHOLDERS.get(kind, PLACEHOLDERS["generic"])), O_PH)]
        alts += [(lambda: ref(ci, name) if ci else "${" + name + "}", O_REF)] * 2
    alts += list(extra)
    fn, n = R.choice(alts)
    note(n)
    return fn()


def pick_ci(keys=None):
    k = R.choice(keys or list(CIS))
    C.ci = CIS[k][0]
    return k


def ts_gha():
    return G.iso()


def lines_ts(lines, stamp=None):
    t = stamp or G.iso()[:19]
    out = []
    for ln in lines:
        out.append(f"{t}.{R.randint(0, 9999999):07d}Z {ln}")
    return "\n".join(out)


# ---- templates: ci_log (hard) -------------------------------------------------------------------------------------

def t_gha_log():
    ci = pick_ci(["gha"])
    p, ver, sha = G.proj(), G.pre(), G.sha1()
    tok = slot(lambda: G.tok(R.choice(["ghp", "ghpfg", "npm"])), N_UNMASK, ci, "RELEASE_TOKEN", where="log")
    body = lines_ts([
        "##[group]Run npm publish --provenance --access public",
        "npm publish --provenance --access public",
        "shell: /usr/bin/bash -e {0}",
        "env:",
        "  NODE_AUTH_TOKEN: ***",
        f"  GITHUB_SHA: {sha}",
        "##[endgroup]",
        f"npm notice 📦  @{G.org()}/{p}@{ver}",
        f"npm notice shasum: {G.sha1()}",
        f"npm notice integrity: {G.sha512_integrity()[:40]}[...]{G.rs(8)}==",
        f"npm notice Signed provenance statement with source and build information from GitHub Actions",
        f"npm notice Provenance statement published to transparency log: https://search.sigstore.dev/?logIndex={R.randint(10**7, 9 * 10**8)}",
        "##[group]Run git push with the release bot",
        "+ git config user.name release-bot",
        f"+ git remote set-url origin https://x-access-token:{tok}@github.com/{G.org()}/{p}.git",
        f"+ git push origin v{ver}",
        f"To https://github.com/{G.org()}/{p}.git",
        f" * [new tag]         v{ver} -> v{ver}",
    ])
    if C.sec and tok in C.labels:
        note("the token came from a file written by an earlier step, not from `secrets.*`, so the runner never masked it.")
    return body


def t_gha_jobtoken():
    ci = pick_ci(["gha"])
    p = G.proj()
    v = slot(lambda: G.tok("ghs"), N_JOBTOK, ci, "GITHUB_TOKEN", where="log")
    return lines_ts([
        f"Current runner version: '2.3{R.randint(10, 30)}.0'",
        f"Runner name: 'GitHub Actions {R.randint(1, 300)}'",
        "##[group]GITHUB_TOKEN Permissions",
        "Contents: write", "Metadata: read", "Packages: write", "##[endgroup]",
        f"Secret source: Actions",
        f"Prepare workflow directory",
        f"Download action repository 'actions/checkout@v4' (SHA:{G.sha1()})",
        f"Download action repository 'softprops/action-gh-release@v2' (SHA:{G.sha1()})",
        "##[group]Run curl -sS -H \"Authorization: Bearer $TOKEN\" \"$API/releases\" -v",
        "> GET /repos/%s/%s/releases HTTP/2" % (G.org(), p),
        "> Host: api.github.com",
        f"> authorization: Bearer {v}",
        "> accept: application/vnd.github+json",
        "< HTTP/2 200",
        f"< x-github-request-id: {G.rs(4, 'ABCDEF0123456789')}:{G.rs(6, 'ABCDEF0123456789')}:{G.rs(7, 'ABCDEF0123456789')}",
        f"< x-ratelimit-remaining: {R.randint(100, 4999)}",
    ])


def t_gitlab_log():
    ci = pick_ci(["gitlab"])
    p = G.proj()
    name = R.choice(["DEPLOY_TOKEN", "REGISTRY_PASSWORD", "NEXUS_PASS", "PACKAGE_TOKEN"])
    v = slot(lambda: G.tok(R.choice(["glpat", "gldt", "generic32"])), N_UNMASK, ci, name, where="log")
    jt = slot(lambda: G.tok("glcbt"), N_JOBTOK, ci, "CI_JOB_TOKEN", where="log") if R.random() < .4 else "[MASKED]"
    out = [f"Running with gitlab-runner 17.{R.randint(0, 9)}.{R.randint(0, 3)} ({G.rs(8, G.HEX)})",
           f"  on {G.host(p)} {G.rs(8, G.LOWER)}, system ID: s_{G.rs(12, G.HEX)}",
           f"Preparing the \"docker\" executor",
           f"Using docker image sha256:{G.sha256()} for node:20-alpine with digest node@{G.digest()} ...",
           f"Getting source from Git repository",
           f"Checking out {G.short()} as detached HEAD (ref is {R.choice(G.BRANCHES)})...",
           f"Executing \"step_script\" stage of the job script",
           f"$ echo \"//gitlab.{p.split('-')[0]}.example/api/v4/projects/${{CI_PROJECT_ID}}/packages/npm/:_authToken=${{CI_JOB_TOKEN}}\" > .npmrc",
           f"$ cat .npmrc",
           f"//gitlab.{p.split('-')[0]}.example/api/v4/projects/{R.randint(100, 9999)}/packages/npm/:_authToken={jt}",
           f"$ curl --fail --header \"PRIVATE-TOKEN: ${name}\" --upload-file dist/{p}.tgz \"$PKG_URL\"",
           f"$ echo \"uploading with {name}={v}\"",
           f"uploading with {name}={v}",
           f"Uploading artifacts for successful job",
           f"Job succeeded"]
    if C.sec and v in C.labels:
        note("GitLab only masks variables flagged as masked that meet its format rules; this one was not masked.")
    return "\n".join(out)


def t_jenkins_log():
    ci = pick_ci(["jenkins"])
    p = G.proj()
    pw = slot(G.safe_pw, N_UNMASK, ci, "NEXUS_PASSWORD", "password", where="log")
    return "\n".join([
        f"Started by user {G.person().lower()}",
        f"Obtained Jenkinsfile from git https://git.{p.split('-')[0]}.example/{p}.git",
        "[Pipeline] Start of Pipeline",
        f"[Pipeline] node\nRunning on agent-{R.randint(1, 12)} in /home/jenkins/workspace/{p}_release",
        "[Pipeline] withCredentials",
        "Masking supported pattern matches of $NEXUS_USER or $NEXUS_PASSWORD",
        "[Pipeline] {",
        "[Pipeline] sh",
        f"Warning: A secret was passed to \"sh\" using Groovy String interpolation, which is insecure.",
        f"\t\t Affected argument(s) used the following variable(s): [NEXUS_PASSWORD]",
        f"+ mvn -B deploy -DskipTests -Drepo.user=deployer -Drepo.pass=****",
        f"[INFO] Uploading to nexus: https://nexus.{p.split('-')[0]}.example/repository/releases/com/{p.split('-')[0]}/core/{G.semver()}/core-{G.semver()}.jar",
        f"[INFO] Uploaded to nexus ({R.randint(100, 900)} kB at {R.randint(1, 20)}.{R.randint(0, 9)} MB/s)",
        "[Pipeline] }",
        "[Pipeline] sh",
        f"+ curl -sf -u deployer:{pw} https://nexus.{p.split('-')[0]}.example/service/rest/v1/search?name=core",
        "[Pipeline] // withCredentials",
        f"Finished: SUCCESS",
    ])


def t_circle_log():
    ci = pick_ci(["circle"])
    p, user = G.proj(), "releasebot"
    auth = slot(lambda: G.docker_auth(user), N_DOCKERAUTH, ci, "DOCKER_AUTH_B64", where="log")
    if C.sec and auth in C.labels:
        note(N_UNMASK)
    return "\n".join([
        f"#!/bin/bash -eo pipefail",
        f"mkdir -p ~/.docker",
        f"AUTH=$(echo -n \"$DOCKER_USER:$DOCKER_PASS\" | base64 -w0)",
        f"echo \"{{\\\"auths\\\":{{\\\"registry.{p.split('-')[0]}.example\\\":{{\\\"auth\\\":\\\"$AUTH\\\"}}}}}}\" > ~/.docker/config.json",
        f"cat ~/.docker/config.json",
        f"{{\"auths\":{{\"registry.{p.split('-')[0]}.example\":{{\"auth\":\"{auth}\"}}}}}}",
        "",
        f"docker push registry.{p.split('-')[0]}.example/{p}:{G.semver()}",
        f"The push refers to repository [registry.{p.split('-')[0]}.example/{p}]",
        *(f"{G.rs(12, G.HEX)}: Pushed" for _ in range(R.randint(2, 4))),
        f"{G.semver()}: digest: {G.digest()} size: {R.randint(1200, 3000)}",
        "",
        f"CircleCI received exit code 0",
    ])


def t_buildkite_log():
    ci = pick_ci(["buildkite"])
    p = G.proj()
    v = slot(lambda: G.tok(R.choice(["artifactory", "jfrog_ref", "generic40"])), N_UNMASK, ci, "ARTIFACTORY_CREDS", where="log")
    return "\n".join([
        f"~~~ Preparing working directory",
        f"$ cd /var/lib/buildkite-agent/builds/agent-{R.randint(1, 9)}/{G.org()}/{p}",
        f"# Host \"github.com\" already in list of known hosts at \"/var/lib/buildkite-agent/.ssh/known_hosts\"",
        f"$ git fetch -v --prune -- origin {G.sha1()}",
        f"~~~ Running global environment hook",
        f"# BUILDKITE_BUILD_ID changed",
        f"# BUILDKITE_AGENT_ACCESS_TOKEN=[REDACTED]",
        f"# ARTIFACTORY_CREDS={v}",
        f"~~~ Running commands",
        f"$ ./scripts/publish.sh",
        f"Publishing {p} {G.pre()} (build {G.uuid()})",
        f"Upload checksum {G.sha256()}  dist/{p}.tar.gz",
        f"^^^ +++",
    ]) + ("\n" + "Buildkite redacts variables by name (*_TOKEN, *_PASSWORD, *_SECRET, ...); ARTIFACTORY_CREDS matched none." if C.sec else "")


def t_azure_log():
    ci = pick_ci(["azure"])
    p = G.proj()
    key = slot(lambda: G.tok("nuget"), N_UNMASK, ci, "NUGET_API_KEY", where="log")
    return "\n".join([
        f"##[section]Starting: Publish to NuGet",
        "==============================================================================",
        "Task         : Command line",
        f"Version      : 2.{R.randint(100, 250)}.{R.randint(0, 9)}",
        "==============================================================================",
        f"Generating script.",
        f"========================== Starting Command Output ===========================",
        f"/usr/bin/bash --noprofile --norc /home/vsts/work/_temp/{G.uuid()}.sh",
        f"+ dotnet nuget push artifacts/{p.title().replace('-', '')}.{G.semver()}.nupkg --api-key {key} --source https://api.nuget.org/v3/index.json",
        f"Pushing {p.title().replace('-', '')}.{G.semver()}.nupkg to 'https://www.nuget.org/api/v2/package'...",
        f"  PUT https://www.nuget.org/api/v2/package/",
        f"  Created https://www.nuget.org/api/v2/package/ {R.randint(400, 1900)}ms",
        f"Your package was pushed.",
        f"##[section]Finishing: Publish to NuGet",
    ])


def t_teamcity_log():
    ci = pick_ci(["teamcity"])
    pw = slot(G.pw, N_UNMASK, ci, "SIGNING_PASSWORD", "password", where="log")
    kid = G.rs(8, "0123456789ABCDEF")
    return "\n".join([
        f"[{G.clock()}] : Step 3/4: Publish to Maven Central (Gradle)",
        f"[{G.clock()}] :\t [Step 3/4] Starting: /opt/buildagent/work/{G.rs(16, G.HEX)}/gradlew --no-daemon publish",
        f"[{G.clock()}] :\t [Step 3/4] in directory: /opt/buildagent/work/{G.rs(16, G.HEX)}",
        f"[{G.clock()}] :\t [Step 3/4] Gradle arguments: -Psigning.keyId={kid} -Psigning.password={pw} -Psigning.secretKeyRingFile=/opt/keys/secring.gpg",
        f"[{G.clock()}] :\t [Step 3/4] > Task :core:signMavenPublication",
        f"[{G.clock()}] :\t [Step 3/4] > Task :core:publishMavenPublicationToSonatypeRepository",
        f"[{G.clock()}] :\t [Step 3/4] BUILD SUCCESSFUL in {R.randint(30, 300)}s",
    ]) + ("\n(the value was a plain configuration parameter, not a password-type one, so TeamCity did not hide it)" if C.sec else "")


def t_drone_log():
    ci = pick_ci(["drone", "woodpecker", "bitbucket"])
    p = G.proj()
    name = "REGISTRY_PASSWORD" if ci != "bitbucket" else "PYPI_TOKEN"
    if ci == "bitbucket":
        v = slot(lambda: G.tok("pypi"), N_UNMASK, ci, name, "pypi", where="log")
        return "\n".join([
            f"+ pip install build twine",
            f"Successfully installed build-1.2.2 twine-5.1.1 ...",
            f"+ python -m build",
            f"Successfully built {p.replace('-', '_')}-{G.semver()}.tar.gz and {p.replace('-', '_')}-{G.semver()}-py3-none-any.whl",
            f"+ twine upload --non-interactive -u __token__ -p {v} dist/*",
            f"Uploading distributions to https://upload.pypi.org/legacy/",
            f"Uploading {p.replace('-', '_')}-{G.semver()}-py3-none-any.whl",
            f"100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ {R.randint(20, 90)}.{R.randint(0, 9)}/{R.randint(20, 90)}.{R.randint(0, 9)} kB",
            f"View at:\nhttps://pypi.org/project/{p}/{G.semver()}/",
        ])
    v = slot(G.safe_pw, N_UNMASK, ci, name, "password", where="log")
    return "\n".join([
        f"+ docker login -u ci-bot -p {v} registry.{p.split('-')[0]}.example",
        "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
        "Login Succeeded",
        f"+ docker buildx build --push -t registry.{p.split('-')[0]}.example/{p}:{G.short()} .",
        f"#{R.randint(5, 9)} exporting manifest {G.digest()} done",
        f"#{R.randint(5, 9)} pushing layers {R.randint(2, 9)}.{R.randint(0, 9)}s done",
        f"#{R.randint(10, 14)} exporting config {G.digest()} 0.0s done",
    ])


ENV_VARS = [("NPM_TOKEN", "npm"), ("PYPI_TOKEN", "pypi"), ("DOCKERHUB_TOKEN", "dckr"), ("SONAR_TOKEN", "sonar"),
            ("CODECOV_TOKEN", "codecov"), ("SENTRY_AUTH_TOKEN", "sentry"), ("VERCEL_TOKEN", "vercel"),
            ("NETLIFY_AUTH_TOKEN", "netlify"), ("TF_API_TOKEN", "tfc"), ("GH_RELEASE_TOKEN", "ghp"),
            ("CARGO_REGISTRY_TOKEN", "cargo"), ("GEM_HOST_API_KEY", "rubygems"), ("NUGET_API_KEY", "nuget"),
            ("SLACK_BOT_TOKEN", "xoxb"), ("MATCH_PASSWORD", None), ("KEYSTORE_PASSWORD", None),
            ("GPG_PASSPHRASE", None)]
PLAIN_VARS = ["CI=true", "HOME=/home/runner", "LANG=C.UTF-8", "NODE_VERSION=20.18.0", "TZ=UTC",
              "GRADLE_USER_HOME=/home/runner/.gradle", "DOCKER_BUILDKIT=1", "PIP_DISABLE_PIP_VERSION_CHECK=1"]


def t_env_dump():
    ci = pick_ci(["gha", "gitlab", "circle", "buildkite", "drone", "woodpecker", "jenkins"])
    p = G.proj()
    chosen = R.sample(ENV_VARS, R.randint(3, 7))
    lines = list(R.sample(PLAIN_VARS, 4)) + [f"GIT_COMMIT={G.sha1()}", f"BUILD_ID={G.run_id()}", f"RELEASE_VERSION={G.pre()}"]
    why = N_UNMASK
    for name, shape in chosen:
        mk = (lambda sh=shape: G.tok(sh)) if shape else G.safe_pw
        v = slot(mk, why, ci, name, where="log")
        lines.append(f"{name}={v}")
    lines.sort()
    if C.sec and C.labels:
        note("`env | base64` and `printenv` in a debug step: the CI masks exact values in its own output, but these "
             "came from a sourced `.env.release` file it never knew about.")
    return (f"+ echo \"debug: dumping env for {p}\"\n+ printenv | sort\n" + "\n".join(lines) + "\n")


def t_release_env():
    p = G.proj()
    chosen = R.sample(ENV_VARS, R.randint(3, 6))
    lines = [f"# .env.release for {p} (sourced by scripts/release.sh)", f"RELEASE_CHANNEL=stable",
             f"APP_BUNDLE_ID=com.{p.split('-')[0]}.app", f"PLAY_TRACK=internal"]
    for name, shape in chosen:
        mk = (lambda sh=shape: G.tok(sh)) if shape else G.pw
        why = {"npm": N_REG, "pypi": N_REG, "dckr": N_REG, "cargo": N_REG, "rubygems": N_REG, "nuget": N_REG,
               "sonar": N_SCAN, "codecov": N_SCAN, "sentry": N_SCAN, "xoxb": N_HOOK, None: N_SIGNPW}.get(shape, N_DEPLOY)
        lines.append(f"{name}={slot(mk, why, None, name, 'password' if shape is None else 'generic')}")
    return "$ cat .env.release\n" + "\n".join(lines) + "\n"


# ---- templates: pipeline_file -------------------------------------------------------------------------------------

def t_gha_workflow():
    ci = pick_ci(["gha"])
    p = G.proj()
    npm = slot(lambda: G.tok("npm"), N_HARD, ci, "NPM_TOKEN", "npm")
    extra = ""
    if R.random() < .5:
        cc = slot(lambda: G.tok("codecov"), N_SCAN, ci, "CODECOV_TOKEN")
        extra = f"      - uses: codecov/codecov-action@v4\n        with:\n          token: {cc}\n"
    return (f"# .github/workflows/release.yml\nname: release\non:\n  push:\n    tags: ['v*']\npermissions:\n"
            f"  contents: write\n  id-token: write\njobs:\n  publish:\n    runs-on: {R.choice(G.RUNNERS[:2])}\n"
            f"    steps:\n      - uses: actions/checkout@{G.sha1()} # v4.{R.randint(1, 2)}.{R.randint(0, 7)}\n"
            f"      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n"
            f"          registry-url: https://registry.npmjs.org\n      - run: npm ci\n{extra}"
            f"      - run: npm publish --provenance --access public\n        env:\n          NODE_AUTH_TOKEN: {npm}\n")


def t_gitlab_ci():
    ci = pick_ci(["gitlab"])
    p = G.proj()
    v = slot(lambda: G.tok(R.choice(["glpat", "gldt"])), N_HARD, ci, "RELEASE_TOKEN")
    tw = slot(lambda: G.tok("pypi"), N_HARD, ci, "TWINE_PASSWORD", "pypi")
    return (f"# .gitlab-ci.yml\nstages: [test, build, release]\n\nvariables:\n  PIP_CACHE_DIR: \"$CI_PROJECT_DIR/.cache/pip\"\n"
            f"  TWINE_USERNAME: __token__\n  TWINE_PASSWORD: \"{tw}\"\n  RELEASE_TOKEN: \"{v}\"\n\n"
            f"build:\n  stage: build\n  image: python:3.12-slim@{G.digest()}\n  script:\n    - pip install build\n"
            f"    - python -m build\n  artifacts:\n    paths: [dist/]\n\nrelease:\n  stage: release\n  rules:\n"
            f"    - if: $CI_COMMIT_TAG\n  script:\n    - pip install twine\n    - twine upload dist/*\n"
            f"    - 'curl --header \"PRIVATE-TOKEN: $RELEASE_TOKEN\" --data name=$CI_COMMIT_TAG \"$CI_API_V4_URL/projects/$CI_PROJECT_ID/releases\"'\n")


def t_jenkinsfile():
    ci = pick_ci(["jenkins"])
    p = G.proj()
    pw = slot(G.safe_pw, N_HARD, None, "KEYSTORE_PASSWORD", "password",
              [(lambda: "credentials('android-keystore-pass')", O_REF)])
    return (f"// Jenkinsfile ({p})\npipeline {{\n  agent {{ label 'android' }}\n  environment {{\n"
            f"    GRADLE_OPTS = '-Dorg.gradle.daemon=false'\n    KEYSTORE_PASSWORD = '{pw}'\n"
            f"    KEYSTORE_FILE = credentials('release-keystore-file')\n  }}\n  stages {{\n    stage('Bundle') {{\n"
            f"      steps {{\n        sh './gradlew :app:bundleRelease -Pandroid.injected.signing.store.file=$KEYSTORE_FILE "
            f"-Pandroid.injected.signing.store.password=$KEYSTORE_PASSWORD -Pandroid.injected.signing.key.alias=upload "
            f"-Pandroid.injected.signing.key.password=$KEYSTORE_PASSWORD'\n      }}\n    }}\n    stage('Archive') {{\n"
            f"      steps {{ archiveArtifacts artifacts: 'app/build/outputs/bundle/release/*.aab', fingerprint: true }}\n"
            f"    }}\n  }}\n}}\n")


def t_circle_config():
    ci = pick_ci(["circle"])
    p = G.proj()
    tok = slot(lambda: G.tok(R.choice(["cargo", "rubygems"])), N_HARD, ci, "PUBLISH_TOKEN")
    is_cargo = tok.startswith("cio") or R.random() < .5
    cmd = "cargo publish --token" if is_cargo else "GEM_HOST_API_KEY=%s gem push" % tok
    run = f"cargo publish --token {tok}" if is_cargo else f"{cmd} {p}-{G.semver()}.gem"
    return (f"# .circleci/config.yml\nversion: 2.1\norbs:\n  slack: circleci/slack@4.13\njobs:\n  publish:\n"
            f"    docker:\n      - image: cimg/{'rust:1.82' if is_cargo else 'ruby:3.3'}\n    steps:\n      - checkout\n"
            f"      - restore_cache:\n          keys: [deps-{{{{ checksum \"{'Cargo.lock' if is_cargo else 'Gemfile.lock'}\" }}}}]\n"
            f"      - run:\n          name: publish\n          command: {run}\nworkflows:\n  release:\n    jobs:\n"
            f"      - publish:\n          context: release-credentials\n          filters:\n            tags: {{only: /^v.*/}}\n"
            f"            branches: {{ignore: /.*/}}\n")


def t_azure_yaml():
    ci = pick_ci(["azure"])
    p = G.proj()
    pat = slot(lambda: G.tok("ado"), N_HARD, ci, "VSCE_PAT")
    return (f"# azure-pipelines.yml\ntrigger:\n  tags:\n    include: ['v*']\npool:\n  vmImage: ubuntu-latest\n"
            f"variables:\n  - group: marketplace-publishing\n  - name: VSCE_PAT\n    value: {pat}\n"
            f"  - name: extensionVersion\n    value: {G.semver()}\nsteps:\n  - task: NodeTool@0\n    inputs:\n"
            f"      versionSpec: '20.x'\n  - script: npm ci && npx @vscode/vsce package\n"
            f"  - script: npx @vscode/vsce publish -p $(VSCE_PAT) --packagePath {p}-$(extensionVersion).vsix\n"
            f"    displayName: Publish to the Marketplace\n")


def t_bitbucket_yaml():
    ci = pick_ci(["bitbucket"])
    key = slot(lambda: G.tok("aws"), N_CLOUD, ci, "AWS_SECRET_ACCESS_KEY", "generic",
               [(lambda: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", O_EX)])
    akid = "AKIAIOSFODNN7EXAMPLE" if "EXAMPLE" in key else "AKIA" + G.rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    return (f"# bitbucket-pipelines.yml\nimage: atlassian/default-image:4\npipelines:\n  tags:\n    'v*':\n"
            f"      - step:\n          name: Upload release assets\n          script:\n"
            f"            - pipe: atlassian/aws-s3-deploy:1.6.1\n              variables:\n"
            f"                AWS_ACCESS_KEY_ID: '{akid}'\n                AWS_SECRET_ACCESS_KEY: '{key}'\n"
            f"                AWS_DEFAULT_REGION: 'eu-central-1'\n                S3_BUCKET: 'releases-{G.proj()}'\n"
            f"                LOCAL_PATH: 'dist'\n")


def t_drone_yaml():
    ci = pick_ci(["drone", "woodpecker"])
    p = G.proj()
    v = slot(G.safe_pw, N_HARD, None, "docker_password", "password",
             [(lambda: "{from_secret: docker_password}", O_REF)])
    hook = slot(lambda: G.tok("slackhook"), N_HOOK, None, "slack_webhook")
    t, b = "T0" + G.rs(9, G.UPPER), "B0" + G.rs(9, G.UPPER)
    hv = f"https://hooks.slack.com/services/{t}/{b}/{hook}" if hook in C.labels else "{from_secret: slack_webhook}"
    fname = ".drone.yml" if ci == "drone" else ".woodpecker.yml"
    return (f"# {fname}\nkind: pipeline\ntype: docker\nname: release\n\nsteps:\n  - name: image\n"
            f"    image: plugins/docker\n    settings:\n      repo: registry.{p.split('-')[0]}.example/{p}\n"
            f"      registry: registry.{p.split('-')[0]}.example\n      username: ci-bot\n      password: {v}\n"
            f"      tags: [latest, '${{DRONE_TAG}}']\n  - name: notify\n    image: plugins/slack\n    settings:\n"
            f"      webhook: {hv}\n      channel: releases\n    when:\n      status: [success, failure]\n"
            f"trigger:\n  event: [tag]\n")


def t_buildkite_yaml():
    ci = pick_ci(["buildkite"])
    p = G.proj()
    v = slot(lambda: G.tok("sonar"), N_SCAN, ci, "SONAR_TOKEN")
    return (f"# .buildkite/pipeline.yml\nenv:\n  SONAR_HOST_URL: https://sonar.{p.split('-')[0]}.example\n"
            f"  SONAR_TOKEN: \"{v}\"\nsteps:\n  - label: \":sonarqube: analyse\"\n    command: sonar-scanner "
            f"-Dsonar.projectKey={G.org()}_{p} -Dsonar.sources=src\n    plugins:\n"
            f"      - docker#v5.11.0:\n          image: sonarsource/sonar-scanner-cli@{G.digest()}\n"
            f"          environment: [SONAR_TOKEN, SONAR_HOST_URL]\n  - wait\n  - label: \":rocket: release\"\n"
            f"    command: scripts/release.sh\n    branches: main\n")


def t_teamcity_kts():
    ci = pick_ci(["teamcity"])
    p = G.proj()
    v = slot(lambda: G.tok("ghp"), N_HARD, None, "env.GH_TOKEN", "generic",
             [(lambda: "credentialsJSON:" + G.uuid(), O_REF)])
    return (f"// .teamcity/settings.kts\nobject Release : BuildType({{\n    name = \"Release {p}\"\n    params {{\n"
            f"        password(\"env.GH_TOKEN\", \"{v}\", display = ParameterDisplay.HIDDEN)\n"
            f"        param(\"env.RELEASE_CHANNEL\", \"stable\")\n    }}\n    steps {{\n        script {{\n"
            f"            name = \"gh release\"\n            scriptContent = \"gh release create v%build.number% dist/*\"\n"
            f"        }}\n    }}\n    vcs {{ root(DslContext.settingsRoot) }}\n}})\n")


# ---- templates: registry_auth -------------------------------------------------------------------------------------

def t_npmrc():
    p = G.proj()
    v = slot(lambda: G.tok("npm"), N_REG, None, "NPM_TOKEN", "npm",
             [(lambda: "${NODE_AUTH_TOKEN}", O_REF), (lambda: "npm_" + G.rs(4) + "…" + G.rs(4), O_TRUNC)])
    gh = slot(lambda: G.tok("ghp"), N_REG, None, "GITHUB_PACKAGES_TOKEN") if R.random() < .4 else "${GITHUB_TOKEN}"
    if gh == "${GITHUB_TOKEN}":
        note(O_REF)
    return (f"$ cat ~/.npmrc\n//registry.npmjs.org/:_authToken={v}\n@{G.org()}:registry=https://npm.pkg.github.com\n"
            f"//npm.pkg.github.com/:_authToken={gh}\nengine-strict=true\nsave-exact=true\n\n$ npm whoami\n"
            f"{G.org()}-release\n$ npm view @{G.org()}/{p} dist-tags\n{{ latest: '{G.semver()}', next: '{G.pre()}-next.{R.randint(1, 9)}' }}\n")


def t_yarnrc():
    p = G.proj()
    v = slot(lambda: G.tok("npm"), N_REG, None, "NPM_AUTH_TOKEN", "npm",
             [(lambda: "${NPM_AUTH_TOKEN:-}", O_REF)])
    return (f"# .yarnrc.yml ({p})\nnodeLinker: node-modules\nyarnPath: .yarn/releases/yarn-4.{R.randint(0, 5)}.{R.randint(0, 3)}.cjs\n"
            f"npmPublishRegistry: \"https://registry.npmjs.org\"\nnpmScopes:\n  {G.org()}:\n    npmAlwaysAuth: true\n"
            f"    npmAuthToken: \"{v}\"\n    npmRegistryServer: \"https://registry.npmjs.org\"\n\n"
            f"checksum of the lockfile entry: {G.sha512_integrity()}\n")


def t_pypirc():
    p = G.proj()
    v = slot(lambda: G.tok("pypi"), N_REG, None, "PYPI_TOKEN", "pypi",
             [(lambda: "%(PYPI_TOKEN)s", O_PH)])
    tv = slot(lambda: G.tok("testpypi"), N_TESTPYPI, None, "TEST_PYPI_TOKEN", "pypi") if R.random() < .5 else "<testpypi token, see 1Password>"
    if "<" in tv:
        note(O_PH)
    return (f"$ cat ~/.pypirc\n[distutils]\nindex-servers =\n    pypi\n    testpypi\n\n[pypi]\nusername = __token__\n"
            f"password = {v}\n\n[testpypi]\nrepository = https://test.pypi.org/legacy/\nusername = __token__\npassword = {tv}\n\n"
            f"$ twine check dist/*\nChecking dist/{p.replace('-', '_')}-{G.semver()}-py3-none-any.whl: PASSED\n")


def t_cargo():
    v = slot(lambda: G.tok("cargo"), N_REG, None, "CARGO_REGISTRY_TOKEN")
    p = G.proj()
    return (f"$ cat ~/.cargo/credentials.toml\n[registry]\ntoken = \"{v}\"\n\n[registries.{G.org()}]\n"
            f"token = \"Bearer {slot(lambda: G.tok('generic40'), N_REG) if R.random() < .4 else '<from cargo login>'}\"\n\n"
            f"$ cargo publish -p {p.replace('-', '_')} --dry-run\n    Packaging {p.replace('-', '_')} v{G.semver()}\n"
            f"    Verifying {p.replace('-', '_')} v{G.semver()}\n   Compiling {p.replace('-', '_')} v{G.semver()}\n"
            f"    Finished `release` profile [optimized] target(s) in {R.randint(10, 90)}.{R.randint(10, 99)}s\n"
            f"    Uploading {p.replace('-', '_')} v{G.semver()}\nwarning: aborting upload due to dry run\n")


def t_gem():
    v = slot(lambda: G.tok("rubygems"), N_REG, None, "GEM_HOST_API_KEY")
    p = G.proj()
    return (f"$ cat ~/.gem/credentials\n---\n:rubygems_api_key: {v}\n\n$ gem build {p}.gemspec\n"
            f"  Successfully built RubyGem\n  Name: {p}\n  Version: {G.semver()}\n  File: {p}-{G.semver()}.gem\n"
            f"$ gem push {p}-{G.semver()}.gem\nPushing gem to https://rubygems.org...\nYou have enabled multi-factor authentication. Please enter OTP code.\n"
            f"Code:   ******\nSuccessfully registered gem: {p} ({G.semver()})\n")


def t_nuget_config():
    p = G.proj()
    pw = slot(lambda: G.tok(R.choice(["ghp", "ado"])), N_REG, None, "NUGET_FEED_PAT", "xml",
              [(lambda: "%NUGET_FEED_PAT%", O_REF)])
    return (f"<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- nuget.config in {p} -->\n<configuration>\n  <packageSources>\n"
            f"    <clear />\n    <add key=\"nuget.org\" value=\"https://api.nuget.org/v3/index.json\" />\n"
            f"    <add key=\"internal\" value=\"https://pkgs.dev.azure.com/{G.org()}/_packaging/internal/nuget/v3/index.json\" />\n"
            f"  </packageSources>\n  <packageSourceCredentials>\n    <internal>\n      <add key=\"Username\" value=\"build\" />\n"
            f"      <add key=\"ClearTextPassword\" value=\"{pw}\" />\n    </internal>\n  </packageSourceCredentials>\n</configuration>\n")


def t_maven_settings():
    p = G.proj()
    pw = slot(G.safe_pw, N_REG, None, "OSSRH_PASSWORD", "xml", [(lambda: "${env.OSSRH_PASSWORD}", O_REF)])
    gp = slot(G.pw, N_SIGNPW, None, "GPG_PASSPHRASE", "xml", [(lambda: "${env.MAVEN_GPG_PASSPHRASE}", O_REF)])
    return (f"<!-- ~/.m2/settings.xml on the release box -->\n<settings>\n  <servers>\n    <server>\n"
            f"      <id>ossrh</id>\n      <username>{G.org()}-deployer</username>\n      <password>{pw}</password>\n"
            f"    </server>\n  </servers>\n  <profiles>\n    <profile>\n      <id>release</id>\n      <properties>\n"
            f"        <gpg.keyname>{G.fingerprint()}</gpg.keyname>\n        <gpg.passphrase>{gp}</gpg.passphrase>\n"
            f"      </properties>\n    </profile>\n  </profiles>\n</settings>\n")


def t_gradle_props():
    pw = slot(G.safe_pw, N_REG, None, "mavenCentralPassword", "password")
    sp = slot(G.pw, N_SIGNPW, None, "signing.password", "password")
    return (f"# ~/.gradle/gradle.properties\norg.gradle.jvmargs=-Xmx4g\nmavenCentralUsername={G.rs(8)}\n"
            f"mavenCentralPassword={pw}\nsigning.keyId={G.rs(8, '0123456789ABCDEF')}\nsigning.password={sp}\n"
            f"signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\n")


def t_docker_config():
    p = G.proj()
    u = R.choice(["ci-bot", "releaser", "robot$ci"])
    a = slot(lambda: G.docker_auth(u), N_DOCKERAUTH, None, "auth", "generic",
             [(lambda: "", O_FILE)])
    helper = "\n  \"credHelpers\": {\n    \"" + str(R.randint(10**11, 10**12 - 1)) + ".dkr.ecr.eu-west-1.amazonaws.com\": \"ecr-login\"\n  },"
    if a == "":
        note("the auths entry is empty because a credential helper holds the secret.")
    return (f"$ cat ~/.docker/config.json\n{{\n  \"auths\": {{\n    \"registry.{p.split('-')[0]}.example\": {{\n"
            f"      \"auth\": \"{a}\"\n    }},\n    \"ghcr.io\": {{}}\n  }},{helper}\n  \"credsStore\": \"desktop\"\n}}\n")


def t_helm_login():
    p = G.proj()
    v = slot(lambda: G.tok(R.choice(["dckr", "generic32", "jfrog_ref"])), N_REG, None, "HELM_REGISTRY_PASSWORD", "generic",
             [(lambda: "\"$(cat /run/secrets/registry)\"", O_FILE)])
    return (f"$ helm registry login registry.{p.split('-')[0]}.example -u chart-pusher -p {v}\n"
            f"WARNING: Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded\n"
            f"$ helm package charts/{p}\nSuccessfully packaged chart and saved it to: {p}-{G.semver()}.tgz\n"
            f"$ helm push {p}-{G.semver()}.tgz oci://registry.{p.split('-')[0]}.example/charts\n"
            f"Pushed: registry.{p.split('-')[0]}.example/charts/{p}:{G.semver()}\nDigest: {G.digest()}\n")


def t_jfrog():
    p = G.proj()
    v = slot(lambda: G.tok(R.choice(["artifactory", "jfrog_ref"])), N_REG, None, "JF_ACCESS_TOKEN")
    return (f"$ jf config add {p}-art --url=https://{G.org()}.jfrog.io --user=ci --access-token={v} --interactive=false\n"
            f"$ jf rt upload \"dist/*.tgz\" npm-local/{p}/ --build-name={p} --build-number={R.randint(100, 4000)}\n"
            f"{{\n  \"status\": \"success\",\n  \"totals\": {{\n    \"success\": {R.randint(1, 4)},\n    \"failure\": 0\n  }}\n}}\n"
            f"$ jf rt build-publish {p} {R.randint(100, 4000)}\nBuild info successfully deployed. Browse it in Artifactory under "
            f"https://{G.org()}.jfrog.io/artifactory/webapp/builds/{p}/{R.randint(100, 4000)}\n")


# ---- templates: docker_build (hard) -------------------------------------------------------------------------------

def t_build_arg():
    p = G.proj()
    v = slot(lambda: G.tok(R.choice(["npm", "ghp", "glpat"])), N_BUILDARG, None, "NPM_TOKEN", "npm",
             [(lambda: "$NPM_TOKEN", O_REF)])
    return (f"$ docker build --build-arg NPM_TOKEN={v} --build-arg NODE_ENV=production -t {p}:{G.short()} .\n"
            f"[+] Building {R.randint(20, 90)}.{R.randint(0, 9)}s (12/12) FINISHED\n"
            f" => [internal] load metadata for docker.io/library/node:20-alpine@{G.digest()}\n"
            f" => [build 3/6] COPY package.json package-lock.json ./\n"
            f" => [build 4/6] RUN echo \"//registry.npmjs.org/:_authToken=${{NPM_TOKEN}}\" > .npmrc && npm ci && rm .npmrc\n"
            f" => exporting layers\n => writing image {G.digest()}\n => naming to docker.io/library/{p}:{G.short()}\n"
            + (" 1 warning found (use docker --debug to expand):\n - SecretsUsedInArgOrEnv: Do not use ARG or ENV instructions for sensitive data (ARG \"NPM_TOKEN\") (line 4)\n" if R.random() < .6 else ""))


def t_docker_history():
    p = G.proj()
    v = slot(lambda: G.tok(R.choice(["npm", "ghp", "generic40", "pypi"])), N_BUILDARG, None, "PIP_INDEX_TOKEN", "generic",
             [(lambda: "", O_FILE)])
    if v == "":
        note("the build used `RUN --mount=type=secret`, so the history shows no argument value.")
        line = "RUN |1 APP_VERSION=%s /bin/sh -c pip install --no-cache-dir -r requirements.txt # buildkit" % G.semver()
    else:
        line = f"RUN |2 APP_VERSION={G.semver()} PIP_INDEX_TOKEN={v} /bin/sh -c pip install --index-url https://ci:$PIP_INDEX_TOKEN@pypi.{p.split('-')[0]}.example/simple -r requirements.txt # buildkit"
    rows = [f"{G.rs(12, G.HEX)}   {R.randint(2, 9)} days ago   CMD [\"gunicorn\" \"app:create_app()\"]          0B        buildkit.dockerfile.v0",
            f"<missing>      {R.randint(2, 9)} days ago   {line}   {R.randint(40, 300)}MB     buildkit.dockerfile.v0",
            f"<missing>      {R.randint(2, 9)} days ago   COPY requirements.txt . # buildkit              {R.randint(1, 9)}kB       buildkit.dockerfile.v0",
            f"<missing>      3 weeks ago  ENV PYTHON_SHA256={G.sha256()}   0B        buildkit.dockerfile.v0",
            f"<missing>      3 weeks ago  ENV GPG_KEY={G.fingerprint()}  0B  buildkit.dockerfile.v0"]
    return f"$ docker history --no-trunc --format 'table {{{{.ID}}}}\\t{{{{.CreatedSince}}}}\\t{{{{.CreatedBy}}}}\\t{{{{.Size}}}}\\t{{{{.Comment}}}}' {p}:{G.semver()}\nIMAGE          CREATED      CREATED BY   SIZE   COMMENT\n" + "\n".join(rows) + "\n"


def t_dockerfile_env():
    p = G.proj()
    v = slot(lambda: G.tok(R.choice(["sentry", "generic40", "ghp"])), N_BUILDARG, None, "SENTRY_AUTH_TOKEN", "generic",
             [(lambda: "", O_FILE)])
    if v == "":
        mid = "RUN --mount=type=secret,id=sentry,env=SENTRY_AUTH_TOKEN npx @sentry/cli sourcemaps upload --release $APP_VERSION dist"
    else:
        mid = f"ENV SENTRY_AUTH_TOKEN={v}\nRUN npx @sentry/cli sourcemaps upload --release $APP_VERSION dist"
    return (f"# Dockerfile ({p}, web frontend)\n# syntax=docker/dockerfile:1.7\nFROM node:20-alpine@{G.digest()} AS build\n"
            f"WORKDIR /app\nARG APP_VERSION={G.semver()}\nCOPY package*.json ./\nRUN npm ci\nCOPY . .\nRUN npm run build\n{mid}\n\n"
            f"FROM nginx:1.27-alpine@{G.digest()}\nCOPY --from=build /app/dist /usr/share/nginx/html\n"
            f"LABEL org.opencontainers.image.revision={G.sha1()}\n")


def t_bake():
    p = G.proj()
    v = slot(lambda: G.tok(R.choice(["ghp", "glpat", "generic32"])), N_BUILDARG, None, "GOPRIVATE_TOKEN", "generic")
    return (f"# docker-bake.hcl\nvariable \"TAG\" {{ default = \"{G.semver()}\" }}\n\ntarget \"api\" {{\n"
            f"  context    = \".\"\n  dockerfile = \"build/api.Dockerfile\"\n  args = {{\n    GO_VERSION     = \"1.23\"\n"
            f"    GIT_AUTH_TOKEN = \"{v}\"\n    GOPRIVATE      = \"git.{p.split('-')[0]}.example/*\"\n  }}\n"
            f"  tags      = [\"ghcr.io/{G.org()}/{p}-api:${{TAG}}\"]\n  platforms = [\"linux/amd64\", \"linux/arm64\"]\n"
            f"  cache-from = [\"type=gha\"]\n}}\n")


def t_kaniko():
    p = G.proj()
    v = slot(G.safe_pw, N_BUILDARG, "gitlab", "NEXUS_PASSWORD", "password")
    return (f"$ /kaniko/executor --context $CI_PROJECT_DIR --dockerfile Dockerfile "
            f"--destination registry.{p.split('-')[0]}.example/{p}:$CI_COMMIT_SHORT_SHA --build-arg MAVEN_REPO_USER=ci "
            f"--build-arg MAVEN_REPO_PASS={v}\nINFO[0000] Retrieving image manifest eclipse-temurin:21-jdk\n"
            f"INFO[0001] Retrieving image eclipse-temurin:21-jdk from registry index.docker.io\n"
            f"INFO[0004] Built cross stage deps: map[0:[/app/target]]\nINFO[0061] Taking snapshot of full filesystem...\n"
            f"INFO[0070] Pushing image to registry.{p.split('-')[0]}.example/{p}:{G.short()}\n"
            f"INFO[0075] Pushed registry.{p.split('-')[0]}.example/{p}@{G.digest()}\n")


def t_build_push_action():
    ci = pick_ci(["gha"])
    p = G.proj()
    v = slot(lambda: G.tok(R.choice(["npm", "ghp"])), N_BUILDARG, ci, "NPM_TOKEN", "npm")
    return (f"      - uses: docker/build-push-action@v6\n        with:\n          context: .\n          push: true\n"
            f"          tags: ghcr.io/{G.org()}/{p}:${{{{ github.ref_name }}}}\n          build-args: |\n"
            f"            NPM_TOKEN={v}\n            BUILD_SHA=${{{{ github.sha }}}}\n          cache-from: type=gha\n"
            f"          cache-to: type=gha,mode=max\n\n# run {G.run_id()} pushed {G.digest()}\n")


def t_inspect_env():
    p = G.proj()
    v = slot(lambda: G.tok(R.choice(["generic40", "sentry", "npm"])), N_BUILDARG, None, "BUILD_TOKEN", "generic",
             [(lambda: "", O_FILE)])
    envs = [f"\"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\"", f"\"APP_VERSION={G.semver()}\"",
            f"\"GIT_SHA={G.sha1()}\""]
    if v:
        envs.append(f"\"BUILD_TOKEN={v}\"")
    return (f"$ docker image inspect ghcr.io/{G.org()}/{p}:{G.semver()} --format '{{{{json .Config.Env}}}}' | jq .\n[\n  "
            + ",\n  ".join(envs) + f"\n]\n$ docker image inspect ghcr.io/{G.org()}/{p}:{G.semver()} --format '{{{{.Id}}}}'\n{G.digest()}\n")


# ---- templates: code_signing --------------------------------------------------------------------------------------

def t_keystore_props():
    pw, kp = G.safe_pw(), None
    s = slot(lambda: pw, N_SIGNPW, None, "storePassword", "password",
             [(lambda: "android", O_DEBUGKS)])
    if s == "android":
        return (f"# keystore.properties (debug signing for the e2e job)\nstoreFile=/home/ci/.android/debug.keystore\n"
                f"storePassword=android\nkeyAlias=androiddebugkey\nkeyPassword=android\n\n$ keytool -list -v -keystore ~/.android/debug.keystore -storepass android | grep SHA\n"
                f"\t SHA1: {G.colon_fp(20)}\n\t SHA256: {G.colon_fp(32)}\n")
    k = slot(G.safe_pw, N_SIGNPW, None, "keyPassword", "password")
    return (f"# keystore.properties (release)\nstoreFile=../keys/upload-keystore.jks\nstorePassword={s}\nkeyAlias=upload\n"
            f"keyPassword={k}\n\n# app/build.gradle.kts reads it:\n# signingConfigs {{ create(\"release\") {{ storePassword = props[\"storePassword\"] as String }} }}\n")


def t_gradle_signing():
    p = G.proj()
    s = slot(G.safe_pw, N_SIGNPW, None, "ANDROID_KEYSTORE_PASSWORD", "password",
             [(lambda: "System.getenv(\"ANDROID_KEYSTORE_PASSWORD\")", O_REF)])
    q = lambda x: x if x.startswith("System.") else f"\"{x}\""
    return (f"// app/build.gradle.kts ({p})\nandroid {{\n    namespace = \"com.{p.split('-')[0]}.app\"\n    signingConfigs {{\n"
            f"        create(\"release\") {{\n            storeFile = file(\"../keys/release.jks\")\n            storePassword = {q(s)}\n"
            f"            keyAlias = \"{p.split('-')[0]}-release\"\n            keyPassword = {q(s)}\n        }}\n    }}\n"
            f"    defaultConfig {{ versionCode = {R.randint(100, 9000)}; versionName = \"{G.semver()}\" }}\n}}\n")


def t_keytool():
    p = G.proj()
    pw = slot(G.safe_pw, N_SIGNPW, None, "STOREPASS", "password", [(lambda: "", O_FILE)])
    cmd = f"keytool -list -v -keystore release.jks -alias upload" + (f" -storepass {pw}" if pw else "")
    prompt = "" if pw else "Enter keystore password:  \n"
    if C.sec is False and not pw:
        note(O_PUB)
    return (f"$ {cmd}\n{prompt}Alias name: upload\nCreation date: {G.date()}\nEntry type: PrivateKeyEntry\nCertificate chain length: 1\n"
            f"Certificate[1]:\nOwner: CN={p}, O={G.org()}\nSerial number: {G.rs(16, G.HEX)}\nCertificate fingerprints:\n"
            f"\t SHA1: {G.colon_fp(20)}\n\t SHA256: {G.colon_fp(32)}\nSignature algorithm name: SHA384withRSA\n"
            f"Subject Public Key Algorithm: 2048-bit RSA key\n")


def t_fastlane_match():
    p = G.proj()
    m = slot(G.pw, N_SIGNPW, None, "MATCH_PASSWORD", "password")
    ba = slot(lambda: G.docker_auth("release-bot"), N_DOCKERAUTH, None, "MATCH_GIT_BASIC_AUTHORIZATION")
    return (f"# fastlane/.env.default ({p})\nMATCH_GIT_URL=https://github.com/{G.org()}/ios-certificates.git\n"
            f"MATCH_PASSWORD={m}\nMATCH_GIT_BASIC_AUTHORIZATION={ba}\nMATCH_READONLY=true\n"
            f"FASTLANE_TEAM_ID={G.team_id()}\nAPP_IDENTIFIER=com.{p.split('-')[0]}.ios\n")


def t_p12_import():
    p = G.proj()
    ci = pick_ci(["gha", "circle", "azure", "gitlab"])
    pw = slot(G.safe_pw, N_SIGNPW, ci, "P12_PASSWORD", "password", where="log")
    kc = slot(G.safe_pw, N_SIGNPW, ci, "KEYCHAIN_PASSWORD", "password", where="log")
    return (f"+ security create-keychain -p {kc} build.keychain\n+ security default-keychain -s build.keychain\n"
            f"+ security unlock-keychain -p {kc} build.keychain\n+ echo $CERT_P12_BASE64 | base64 --decode > cert.p12\n"
            f"+ security import cert.p12 -k build.keychain -P {pw} -T /usr/bin/codesign\n1 identity imported.\n"
            f"+ security find-identity -v -p codesigning build.keychain\n  1) {G.fingerprint()} \"Developer ID Application: {p.title()} ({G.team_id()})\"\n"
            f"     1 valid identities found\n")


def t_gpg_export():
    p = G.proj()
    fp = G.fingerprint()
    if C.sec:
        body = lab(G.pgp_secret_body(), N_PRIVKEY)
        pp = slot(G.pw, N_SIGNPW, None, "GPG_PASSPHRASE", "password")
        return (f"$ gpg --list-secret-keys --keyid-format long\nsec   ed25519/{fp[-16:]} {G.date()} [SC]\n      {fp}\n"
                f"uid                 [ultimate] {p} release signing <release@{p.split('-')[0]}.example>\n\n"
                f"$ gpg --armor --export-secret-keys {fp[-16:]}   # pasted into the MAVEN_GPG_PRIVATE_KEY secret\n"
                f"-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{body}\n-----END PGP PRIVATE KEY BLOCK-----\n"
                f"passphrase for it: {pp}\n")
    note(O_PUB)
    pub = "mDMEZ" + G.b64(G.rbytes(R.choice([90, 111])))
    pub = "\n".join(pub[i:i + 64] for i in range(0, len(pub), 64))
    return (f"$ gpg --list-keys --keyid-format long {fp[-16:]}\npub   ed25519/{fp[-16:]} {G.date()} [SC]\n      {fp}\n"
            f"uid                 [ultimate] {p} release signing <release@{p.split('-')[0]}.example>\n\n"
            f"$ gpg --armor --export {fp[-16:]} > KEYS\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{pub}\n=" + G.rs(4, G.B64)
            + "\n-----END PGP PUBLIC KEY BLOCK-----\n\nThe private key stays on the release YubiKey; passphrase is typed at the pinentry prompt.\n")


def t_cosign():
    p = G.proj()
    if C.sec:
        body = lab(G.cosign_body(), N_COSIGN)
        pw = lab(G.pw(), N_COSIGN)
        return (f"$ cat cosign.key\n-----BEGIN ENCRYPTED SIGSTORE PRIVATE KEY-----\n{body}\n-----END ENCRYPTED SIGSTORE PRIVATE KEY-----\n"
                f"$ COSIGN_PASSWORD='{pw}' cosign sign --yes --key cosign.key ghcr.io/{G.org()}/{p}@{G.digest()}\n"
                f"Pushing signature to: ghcr.io/{G.org()}/{p}\n")
    note(O_OIDC)
    note(O_PUB)
    return (f"$ cosign sign --yes ghcr.io/{G.org()}/{p}@{G.digest()}\nGenerating ephemeral keys...\nRetrieving signed certificate...\n"
            f"Successfully verified SCT...\ntlog entry created with index: {R.randint(10**7, 9 * 10**8)}\nPushing signature to: ghcr.io/{G.org()}/{p}\n\n"
            f"$ cat cosign.pub\n-----BEGIN PUBLIC KEY-----\n{G.ec_pub_body()}\n-----END PUBLIC KEY-----\n"
            f"$ cosign verify --key cosign.pub ghcr.io/{G.org()}/{p}:{G.semver()} | jq -r '.[0].critical.image'\n"
            f"{{\"docker-manifest-digest\":\"{G.digest()}\"}}\nsignature: {G.sig_b64()}\n")


def t_signtool():
    p = G.proj()
    pw = slot(G.safe_pw, N_SIGNPW, "azure", "PFX_PASSWORD", "password")
    return (f"PS> & \"C:\\Program Files (x86)\\Windows Kits\\10\\bin\\10.0.22621.0\\x64\\signtool.exe\" sign /fd SHA256 "
            f"/f C:\\agent\\_work\\_temp\\codesign.pfx /p {pw} /tr http://timestamp.digicert.com /td SHA256 "
            f"dist\\{p}-setup-{G.semver()}.exe\nDone Adding Additional Store\nSuccessfully signed: dist\\{p}-setup-{G.semver()}.exe\n\n"
            f"PS> Get-FileHash dist\\{p}-setup-{G.semver()}.exe\nAlgorithm       Hash\n---------       ----\nSHA256          {G.sha256().upper()}\n")


def t_electron_builder():
    p = G.proj()
    pw = slot(G.pw, N_SIGNPW, None, "CSC_KEY_PASSWORD", "password")
    asp = slot(lambda: G.tok("asp"), N_STORE, None, "APPLE_APP_SPECIFIC_PASSWORD", "password")
    return (f"# .env.release ({p} desktop)\nCSC_LINK=./build/certs/developer-id.p12\nCSC_KEY_PASSWORD={pw}\n"
            f"APPLE_ID=release@{p.split('-')[0]}.example\nAPPLE_APP_SPECIFIC_PASSWORD={asp}\nAPPLE_TEAM_ID={G.team_id()}\n"
            f"GH_TOKEN=${{GITHUB_TOKEN}}\n")


# ---- templates: store_publish -------------------------------------------------------------------------------------

def t_asc_key_json():
    p = G.proj()
    kid, iss = G.key_id10(), G.uuid()
    if C.sec:
        k = lab(G.p8_body("\\n"), N_PRIVKEY)
        note(N_STORE)
        key = f"-----BEGIN PRIVATE KEY-----\\n{k}\\n-----END PRIVATE KEY-----"
    else:
        note(O_ID)
        key = R.choice(["<contents of AuthKey_%s.p8>" % kid, "${APP_STORE_CONNECT_API_KEY_CONTENT}"])
        note(O_PH if key.startswith("<") else O_REF)
    return (f"$ cat fastlane/api_key.json\n{{\n  \"key_id\": \"{kid}\",\n  \"issuer_id\": \"{iss}\",\n  \"key\": \"{key}\",\n"
            f"  \"duration\": 1200,\n  \"in_house\": false\n}}\n$ bundle exec fastlane ios beta\n[{G.clock()}]: Driving the lane 'ios beta' 🚀\n"
            f"[{G.clock()}]: Successfully uploaded the new binary to App Store Connect ({p} {G.semver()} ({R.randint(100, 999)}))\n")


def t_p8_file():
    kid = G.key_id10()
    if C.sec:
        body = lab(G.p8_body(), N_PRIVKEY)
        note(N_STORE)
        return (f"$ cat ~/private_keys/AuthKey_{kid}.p8\n-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----\n"
                f"$ xcrun altool --upload-app -f build/App.ipa -t ios --apiKey {kid} --apiIssuer {G.uuid()}\n"
                f"No errors uploading 'build/App.ipa'\n")
    note(O_ID)
    note(O_FILE)
    return (f"$ ls ~/private_keys/\nAuthKey_{kid}.p8\n$ xcrun altool --upload-app -f build/App.ipa -t ios --apiKey {kid} --apiIssuer {G.uuid()}\n"
            f"UPLOAD SUCCEEDED with no errors\nDelivery UUID: {G.uuid()}\nTransferred {R.randint(40, 300)}{R.randint(100, 999)}{R.randint(100, 999)} bytes in {R.randint(5, 90)}.{R.randint(100, 999)} seconds\n")


def t_play_sa():
    p = G.proj()
    proj_id = f"{p}-release-{R.randint(100000, 999999)}"
    if C.sec:
        body = lab(G.pkcs8_rsa_body("\\n"), N_PRIVKEY)
        note(N_STORE)
        pk = f"-----BEGIN PRIVATE KEY-----\\n{body}\\n-----END PRIVATE KEY-----\\n"
    else:
        pk = R.choice(["<redacted>", "REDACTED", "-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n"])
        note(O_PH)
        note(O_ID)
    return (f"$ cat play-service-account.json\n{{\n  \"type\": \"service_account\",\n  \"project_id\": \"{proj_id}\",\n"
            f"  \"private_key_id\": \"{G.sha1()}\",\n  \"private_key\": \"{pk}\",\n"
            f"  \"client_email\": \"play-publisher@{proj_id}.iam.gserviceaccount.com\",\n  \"client_id\": \"{R.randint(10**20, 10**21 - 1)}\",\n"
            f"  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}}\n")


def t_supply():
    p = G.proj()
    return (f"$ bundle exec fastlane supply --aab app-release.aab --track internal --package_name com.{p.split('-')[0]}.app "
            f"--json_key {'play.json' if R.random() < .5 else '$PLAY_JSON_KEY_PATH'}\n" + _supply_tail(p))


def _supply_tail(p):
    out = (f"[{G.clock()}]: Preparing to upload for language 'en-US'...\n[{G.clock()}]: Uploading AAB to Google Play...\n"
           f"[{G.clock()}]: Updating track 'internal'...\n[{G.clock()}]: Successfully finished the upload to Google Play\n"
           f"versionCode: {R.randint(1000, 90000)}  sha256: {G.sha256()}\n")
    if C.sec:
        ft = lab(G.tok("firebase"), N_STORE)
        out += (f"$ firebase appdistribution:distribute app-release.apk --app 1:{R.randint(10**11, 10**12)}:android:{G.rs(16, G.HEX)} "
                f"--groups qa --token {ft}\n⚠  Authenticating with `--token` is deprecated and will be removed in a future major version.\n"
                f"✔  uploaded new release {G.semver()} ({R.randint(100, 999)}) successfully!\n")
    else:
        note(O_ID)
        note(O_FILE)
    return out


def t_vsce_ovsx():
    p = G.proj()
    v = slot(lambda: G.tok("ado"), N_STORE, "gha", "VSCE_PAT")
    o = slot(lambda: G.tok("codecov"), N_STORE, "gha", "OVSX_PAT")
    return (f"$ npx @vscode/vsce publish -p {v}\nExecuting prepublish script 'npm run vscode:prepublish'...\n"
            f" INFO  Publishing '{G.org()}.{p} v{G.semver()}'...\n DONE  Published {G.org()}.{p} v{G.semver()}.\n"
            f"$ npx ovsx publish {p}-{G.semver()}.vsix -p {o}\n🚀  Published {G.org()}.{p} v{G.semver()}\n")


def t_chrome_store():
    p = G.proj()
    cs = slot(lambda: G.fresh(lambda: "GOCSPX-" + G.rs(28, G.B64URL)), N_STORE, None, "CWS_CLIENT_SECRET")
    rt = slot(lambda: G.tok("firebase"), N_STORE, None, "CWS_REFRESH_TOKEN")
    return (f"# release.env for the {p} browser extension\nCWS_EXTENSION_ID={G.rs(32, 'abcdefghijklmnop')}\n"
            f"CWS_CLIENT_ID={R.randint(10**11, 10**12)}-{G.rs(32, G.LOWER)}.apps.googleusercontent.com\nCWS_CLIENT_SECRET={cs}\n"
            f"CWS_REFRESH_TOKEN={rt}\nAMO_JWT_ISSUER=user:{R.randint(10**6, 10**8)}:{R.randint(100, 999)}\n")


def t_jetbrains():
    p = G.proj()
    v = slot(lambda: G.fresh(lambda: "perm:" + G.b64(G.rs(12).encode()).rstrip("=") + "." + G.rs(2) + "-" + G.rs(3) + "." + G.rs(30)), N_STORE, None,
             "PUBLISH_TOKEN")
    cp = slot(G.pw, N_SIGNPW, None, "PRIVATE_KEY_PASSWORD", "password")
    return (f"$ ./gradlew publishPlugin -PpublishToken={v} -PprivateKeyPassword={cp} --no-configuration-cache\n"
            f"> Task :signPlugin\n> Task :publishPlugin\nUploading plugin '{p}' version '{G.semver()}' to the JetBrains Marketplace\n"
            f"Uploaded successfully as '{p}-{G.semver()}.zip' (update id {R.randint(10**5, 10**6)})\n")


# ---- templates: deploy_token --------------------------------------------------------------------------------------

def t_vercel():
    p = G.proj()
    ci = pick_ci(["gha", "gitlab"])
    v = slot(lambda: G.tok("vercel"), N_DEPLOY, ci, "VERCEL_TOKEN")
    return (f"$ vercel deploy --prebuilt --prod --token={v} --scope {G.org()}\nVercel CLI 3{R.randint(7, 9)}.{R.randint(0, 9)}.{R.randint(0, 9)}\n"
            f"🔍  Inspect: https://vercel.com/{G.org()}/{p}/{G.rs(9)} [{R.randint(2, 9)}s]\n✅  Production: https://{p}-{G.rs(9, G.LOWER)}-{G.org()}.vercel.app [{R.randint(20, 90)}s]\n"
            f"$ cat .vercel/project.json\n{{\"projectId\":\"{G.vercel_id('prj_')}\",\"orgId\":\"{G.vercel_id('team_')}\"}}\n")


def t_netlify():
    p = G.proj()
    v = slot(lambda: G.tok("netlify"), N_DEPLOY, None, "NETLIFY_AUTH_TOKEN")
    return (f"$ netlify deploy --prod --dir=dist --site {G.uuid()} --auth {v}\nDeploy path:        /build/dist\n"
            f"Deploying to main site URL...\n✔ Finished hashing {R.randint(20, 400)} files\n✔ CDN requesting {R.randint(1, 40)} files\n"
            f"✔ Deploy is live!\nUnique deploy URL:  https://{G.rs(24, G.HEX)}--{p}.netlify.app\nWebsite URL:        https://{p}.netlify.app\n")


def t_fly():
    p = G.proj()
    v = slot(lambda: G.tok("fly"), N_DEPLOY, "gha", "FLY_API_TOKEN")
    val = f"FlyV1 {v}" if v.startswith("fm2_") else v
    return (f"$ export FLY_API_TOKEN=\"{val}\"\n$ flyctl deploy --remote-only --image registry.fly.io/{p}:deployment-{G.rs(26, G.UPPER)}\n"
            f"==> Verifying app config\n--> Verified app config\n==> Building image\n"
            f"image: registry.fly.io/{p}@{G.digest()}\nimage size: {R.randint(40, 400)} MB\n"
            f"Watch your deployment at https://fly.io/apps/{p}/monitoring\n-------\nUpdating existing machines in '{p}' with rolling strategy\n"
            f"✔ Machine {G.rs(14, G.HEX)} [app] update succeeded\n")


def t_heroku():
    p = G.proj()
    v = slot(lambda: G.tok(R.choice(["heroku", "codecov"])), N_DEPLOY, None, "HEROKU_API_KEY")
    return (f"$ cat ~/.netrc\nmachine api.heroku.com\n  login release@{p.split('-')[0]}.example\n  password {v}\n"
            f"machine git.heroku.com\n  login release@{p.split('-')[0]}.example\n  password {v}\n\n$ heroku releases -a {p} | head -3\n"
            f"=== {p} Releases - Current: v{R.randint(100, 900)}\nv{R.randint(100, 900)}  Deploy {G.short()}  release@{p.split('-')[0]}.example  {G.date()}\n")


def t_tfc():
    p = G.proj()
    v = slot(lambda: G.tok("tfc"), N_DEPLOY, None, "TF_TOKEN_app_terraform_io")
    if R.random() < .5:
        return (f"$ cat ~/.terraform.d/credentials.tfrc.json\n{{\n  \"credentials\": {{\n    \"app.terraform.io\": {{\n"
                f"      \"token\": \"{v}\"\n    }}\n  }}\n}}\n$ terraform apply -auto-approve\nRunning apply in HCP Terraform. "
                f"Output will stream here.\nTo view this run in a browser, visit:\nhttps://app.terraform.io/app/{G.org()}/{p}-prod/runs/{G.tfc_id('run-')}\n"
                f"Apply complete! Resources: 0 added, {R.randint(1, 6)} changed, 0 destroyed.\n")
    return (f"# ~/.terraformrc on the release runner\ncredentials \"app.terraform.io\" {{\n  token = \"{v}\"\n}}\n\n"
            f"# workspace {G.tfc_id('ws-')} ({p}-prod), organization {G.org()}\n")


def t_ansible_vault():
    p = G.proj()
    if C.sec:
        v = lab(G.pw(), N_VAULT)
        how = R.choice([f"$ echo '{v}' > ~/.vault_pass && chmod 600 ~/.vault_pass",
                        f"$ ANSIBLE_VAULT_PASSWORD='{v}' ansible-playbook -i inventories/prod deploy.yml --vault-password-file scripts/vault-env.sh"])
    else:
        note(O_FILE)
        note(O_CIPHER)
        how = "$ ansible-playbook -i inventories/prod deploy.yml --vault-password-file ~/.vault_pass"
    blob = "\n".join(G.rs(80, G.HEX) for _ in range(R.randint(3, 6)))
    return (f"{how}\n$ head -6 group_vars/prod/vault.yml\n$ANSIBLE_VAULT;1.1;AES256\n{blob}\n"
            f"$ ansible-playbook -i inventories/prod deploy.yml -e release_version={G.semver()}\nPLAY RECAP *****\n"
            f"app-{R.randint(1, 9)}.{p.split('-')[0]}.example : ok={R.randint(10, 40)} changed={R.randint(1, 9)} unreachable=0 failed=0\n")


def t_deploy_key():
    p = G.proj()
    if C.sec:
        body = lab(G.openssh_body(), N_PRIVKEY)
        return (f"$ cat deploy_key   # read-write deploy key for {G.org()}/{p}-gitops\n-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n"
                f"-----END OPENSSH PRIVATE KEY-----\n$ ssh-keygen -lf deploy_key.pub\n256 {G.ssh_fp()} deploy@{p} (ED25519)\n")
    note(O_PUB)
    return (f"$ cat deploy_key.pub\nssh-ed25519 {G.ed25519_pub()} deploy@{p}\n$ ssh-keygen -lf deploy_key.pub\n256 {G.ssh_fp()} deploy@{p} (ED25519)\n"
            f"$ gh repo deploy-key add deploy_key.pub --repo {G.org()}/{p}-gitops --allow-write --title release-bot\n"
            f"✓ Deploy key added to {G.org()}/{p}-gitops\n(the private half went straight into the DEPLOY_KEY secret with `gh secret set DEPLOY_KEY < deploy_key`)\n")


def t_gh_app_key():
    p = G.proj()
    app_id = R.randint(100000, 999999)
    if C.sec:
        body = lab(G.rsa_body(), N_PRIVKEY)
        return (f"release-please runs as the GitHub App {p}-release-bot (app id {app_id}, installation {R.randint(10**7, 10**8)}).\n"
                f"$ cat {p}-release-bot.{G.date()}.private-key.pem\n-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----\n")
    note(O_ID)
    note(O_REF)
    return (f"      - uses: actions/create-github-app-token@v1\n        id: app-token\n        with:\n          app-id: {app_id}\n"
            f"          private-key: ${{{{ secrets.RELEASE_BOT_PRIVATE_KEY }}}}\n      - uses: googleapis/release-please-action@v4\n"
            f"        with:\n          token: ${{{{ steps.app-token.outputs.token }}}}\n# installation {R.randint(10**7, 10**8)}, "
            f"key fingerprint SHA256:{G.b64(G.rbytes(32)).rstrip('=')}\n")


def t_doctl_aws():
    p = G.proj()
    if R.random() < .5:
        v = slot(lambda: G.tok("doctl"), N_DEPLOY, None, "DIGITALOCEAN_ACCESS_TOKEN")
        return (f"$ doctl auth init -t {v}\nValidating token... ✔\n$ doctl registry login\nLogging Docker in to registry.digitalocean.com\n"
                f"$ doctl apps create-deployment {G.uuid()}\nID                                      Cause                  Progress    Phase\n"
                f"{G.uuid()}    manual                 0/{R.randint(3, 7)}         PENDING_BUILD\n")
    akid = "AKIA" + G.rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    s = slot(lambda: G.tok("aws"), N_CLOUD, None, "AWS_SECRET_ACCESS_KEY", "generic",
             [(lambda: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", O_EX)])
    if "EXAMPLE" in s:
        akid = "AKIAIOSFODNN7EXAMPLE"
    return (f"$ cat ~/.aws/credentials\n[release]\naws_access_key_id = {akid}\naws_secret_access_key = {s}\n\n"
            f"$ aws s3 sync dist/ s3://{p}-releases/{G.semver()}/ --profile release\nupload: dist/{p}-linux-amd64.tar.gz to s3://{p}-releases/{G.semver()}/{p}-linux-amd64.tar.gz\n"
            f"$ aws cloudfront create-invalidation --distribution-id E{G.rs(13, G.UPPER)} --paths '/*'\n")


# ---- templates: notify_webhook ------------------------------------------------------------------------------------

def _slack_url():
    t, b = "T0" + G.rs(9, G.UPPER), "B0" + G.rs(9, G.UPPER)
    if C.sec and R.random() < .85:
        return f"https://hooks.slack.com/services/{t}/{b}/" + lab(G.tok("slackhook"), N_HOOK)
    k = R.random()
    if k < .35:
        note(O_EX)
        return "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX"
    if k < .7:
        note(O_REF)
        return "${{ secrets.SLACK_WEBHOOK_URL }}"
    note(O_PH)
    return f"https://hooks.slack.com/services/{t}/{b}/<redacted>"


def t_slack_curl():
    p = G.proj()
    url = _slack_url()
    return (f"curl -sS -X POST -H 'Content-type: application/json' \\\n  --data '{{\"text\":\":rocket: {p} {G.semver()} released "
            f"({G.short()}) by {G.person()}\"}}' \\\n  {url}\nok\n")


def t_semrel():
    p = G.proj()
    url = _slack_url()
    gh = slot(lambda: G.tok(R.choice(["ghp", "ghpfg"])), N_DEPLOY, None, "GITHUB_TOKEN")
    return (f"// .releaserc.js ({p})\nmodule.exports = {{\n  branches: ['main', {{ name: 'next', prerelease: true }}],\n  plugins: [\n"
            f"    '@semantic-release/commit-analyzer',\n    '@semantic-release/release-notes-generator',\n"
            f"    ['@semantic-release/github', {{ githubToken: '{gh}' }}],\n"
            f"    ['semantic-release-slack-bot', {{ notifyOnSuccess: true, slackWebhook: '{url}' }}],\n  ],\n}};\n")


def t_discord():
    p = G.proj()
    wid = str(R.randint(10**17, 10**18))
    tokv = slot(lambda: G.tok("discord"), N_HOOK, None, "DISCORD_WEBHOOK_TOKEN")
    url = f"https://discord.com/api/webhooks/{wid}/{tokv}" if tokv in C.labels else "$DISCORD_WEBHOOK_URL"
    return (f"$ curl -H \"Content-Type: application/json\" -d '{{\"username\":\"release-bot\",\"content\":\"{p} v{G.semver()} is out: "
            f"https://github.com/{G.org()}/{p}/releases/tag/v{G.semver()}\"}}' \"{url}\"\n(HTTP 204, message shows up in #announcements)\n")


def t_teams():
    p = G.proj()
    sig = slot(lambda: G.tok("teams_sig"), N_HOOK, None, "TEAMS_SIG")
    return (f"# notify step, {p} release pipeline\nTEAMS_URL=\"https://prod-{R.randint(10, 99)}.westeurope.logic.azure.com:443/workflows/{G.rs(32, G.HEX)}"
            f"/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={sig}\"\n"
            f"curl -sf -H 'Content-Type: application/json' -d @card.json \"$TEAMS_URL\"\n"
            f"# card.json carries the build {G.run_id()} and the digest {G.digest()}\n")


def t_telegram():
    p = G.proj()
    v = slot(lambda: G.tok("telegram"), N_HOOK, None, "TELEGRAM_BOT_TOKEN")
    return (f"$ curl -s \"https://api.telegram.org/bot{v}/sendMessage\" -d chat_id=-100{R.randint(10**9, 10**10)} "
            f"-d text=\"✅ {p} {G.semver()} deployed to prod ({G.short()})\"\n"
            f"{{\"ok\":true,\"result\":{{\"message_id\":{R.randint(100, 9999)},\"sender_chat\":{{\"id\":-100{R.randint(10**9, 10**10)}}},\"date\":{R.randint(1_760_000_000, 1_790_000_000)}}}}}\n")


def t_mattermost():
    p = G.proj()
    v = slot(lambda: G.tok("mattermost"), N_HOOK, None, "MM_HOOK")
    return (f"# release-it config (.release-it.json)\n{{\n  \"git\": {{ \"tagName\": \"v${{version}}\", \"requireCleanWorkingDir\": true }},\n"
            f"  \"npm\": {{ \"publish\": true }},\n  \"hooks\": {{\n    \"after:release\": \"curl -s -d 'payload={{\\\"text\\\":\\\"{p} ${{version}} released\\\"}}' "
            f"https://chat.{p.split('-')[0]}.example/hooks/{v}\"\n  }}\n}}\n")


def t_dingtalk_feishu():
    p = G.proj()
    if R.random() < .5:
        at = slot(lambda: G.tok("dingtalk"), N_HOOK, None, "DINGTALK_TOKEN")
        sec = slot(lambda: G.tok("dingsec"), N_HOOK, None, "DINGTALK_SECRET")
        return (f"# scripts/notify.py ({p})\nWEBHOOK = \"https://oapi.dingtalk.com/robot/send?access_token={at}\"\n"
                f"SECRET = \"{sec}\"  # 加签\n\ndef sign(ts):\n    s = f\"{{ts}}\\n{{SECRET}}\".encode()\n"
                f"    return base64.b64encode(hmac.new(SECRET.encode(), s, hashlib.sha256).digest())\n")
    h = slot(lambda: G.tok("feishu"), N_HOOK, None, "FEISHU_HOOK")
    return (f"$ curl -X POST -H \"Content-Type: application/json\" -d '{{\"msg_type\":\"text\",\"content\":{{\"text\":\"{p} {G.semver()} 发布完成\"}}}}' "
            f"https://open.feishu.cn/open-apis/bot/v2/hook/{h}\n{{\"StatusCode\":0,\"StatusMessage\":\"success\",\"code\":0,\"data\":{{}},\"msg\":\"success\"}}\n")


def t_slack_bot():
    p = G.proj()
    v = slot(lambda: G.tok("xoxb"), N_HOOK, "gha", "SLACK_BOT_TOKEN")
    return (f"      - uses: slackapi/slack-github-action@v2\n        with:\n          method: chat.postMessage\n          token: {v}\n"
            f"          payload: |\n            channel: C0{G.rs(9, G.UPPER)}\n            text: \"{p} ${{{{ github.ref_name }}}} published from ${{{{ github.sha }}}}\"\n")


# ---- templates: scan_token ----------------------------------------------------------------------------------------

def t_codecov():
    p = G.proj()
    v = slot(lambda: G.tok("codecov"), N_SCAN, "gha", "CODECOV_TOKEN")
    return (f"$ ./codecov --verbose upload-process --fail-on-error -t {v} -n 'unit-{R.randint(1, 9)}' -F unit\n"
            f"info - {G.date()} {G.clock()},{R.randint(100, 999)} -- ci service found: github-actions\n"
            f"info - {G.date()} {G.clock()},{R.randint(100, 999)} -- Found 1 coverage files to report\n"
            f"info - {G.date()} {G.clock()},{R.randint(100, 999)} -- > coverage.xml\n"
            f"info - {G.date()} {G.clock()},{R.randint(100, 999)} -- Process Upload complete\n"
            f"commit: {G.sha1()}  report: https://app.codecov.io/gh/{G.org()}/{p}/commit/{G.sha1()}\n")


def t_sonar():
    p = G.proj()
    v = slot(lambda: G.tok("sonar"), N_SCAN, "gitlab", "SONAR_TOKEN")
    return (f"$ sonar-scanner -Dsonar.projectKey={G.org()}_{p} -Dsonar.host.url=https://sonar.{p.split('-')[0]}.example -Dsonar.token={v}\n"
            f"INFO: Scanner configuration file: /opt/sonar-scanner/conf/sonar-scanner.properties\n"
            f"INFO: Analysis report uploaded in {R.randint(100, 900)}ms\n"
            f"INFO: More about the report processing at https://sonar.{p.split('-')[0]}.example/api/ce/task?id=AZ{G.rs(18, G.B64URL)}\n"
            f"INFO: Analysis total time: {R.randint(20, 200)}.{R.randint(100, 999)} s\nINFO: EXECUTION SUCCESS\n")


def t_snyk():
    p = G.proj()
    v = slot(lambda: G.tok("snyk"), N_SCAN, "circle", "SNYK_TOKEN")
    return (f"$ snyk auth {v}\nYour account has been authenticated. Snyk is now ready to be used.\n$ snyk test --org={G.uuid()} --severity-threshold=high\n"
            f"Testing /home/circleci/project...\nOrganization:      {G.org()}\nPackage manager:   npm\nTarget file:       package-lock.json\n"
            f"Project name:      {p}\n✔ Tested {R.randint(200, 1400)} dependencies for known issues, no vulnerable paths found.\n")


def t_sentry():
    p = G.proj()
    v = slot(lambda: G.tok("sentry"), N_SCAN, None, "SENTRY_AUTH_TOKEN", "generic", [(lambda: "", O_FILE)])
    dsn = f"https://{G.rs(32, G.HEX)}@o{R.randint(10**5, 10**7)}.ingest.sentry.io/{R.randint(10**5, 10**7)}"
    note(O_PUBKEYS)
    tokline = f"[auth]\ntoken={v}\n" if v else "[auth]\n# token comes from SENTRY_AUTH_TOKEN in CI\n"
    return (f"$ cat .sentryclirc\n{tokline}\n[defaults]\norg={G.org()}\nproject={p}\n\n# src/sentry.ts\nSentry.init({{ dsn: \"{dsn}\", release: \"{p}@{G.semver()}\" }});\n"
            f"$ sentry-cli releases new {p}@{G.semver()} && sentry-cli sourcemaps upload dist\n> Found {R.randint(5, 90)} files\n> Bundled {R.randint(5, 90)} files for upload\n")


def t_coveralls():
    p = G.proj()
    v = slot(lambda: G.tok("coveralls"), N_SCAN, None, "COVERALLS_REPO_TOKEN")
    return (f"$ cat .coveralls.yml\nservice_name: github-actions\nrepo_token: {v}\nparallel: true\n\n$ coveralls report coverage/lcov.info\n"
            f"⭐️ Coverage reporter v0.6.{R.randint(1, 15)}\n🔍 Detected coverage format: lcov\n"
            f"📡 Sending coverage to https://coveralls.io/api/v1/jobs\n✅ Job ##{R.randint(10**4, 10**6)}.{R.randint(1, 9)} https://coveralls.io/jobs/{R.randint(10**7, 10**8)}\n")


def t_chromatic():
    p = G.proj()
    v = slot(lambda: G.fresh(lambda: "chpt_" + G.rs(15, G.HEX)), N_SCAN, "gha", "CHROMATIC_PROJECT_TOKEN")
    return (f"$ npx chromatic --project-token={v} --exit-zero-on-changes\nChromatic CLI v11.{R.randint(0, 20)}.{R.randint(0, 9)}\n"
            f"✔ Authenticated with Chromatic\n✔ Retrieved git information\n  → Commit '{G.short()}' on branch '{R.choice(G.BRANCHES)}'\n"
            f"✔ Storybook built in {R.randint(20, 90)} seconds\n✔ Started build {R.randint(100, 3000)}\n  → View build details at https://www.chromatic.com/build?appId={G.rs(24, G.HEX)}&number={R.randint(100, 3000)}\n")


# ---- templates: release_note (hard) -------------------------------------------------------------------------------

NAMES = ["NPM_TOKEN", "PYPI_API_TOKEN", "CARGO_REGISTRY_TOKEN", "MATCH_PASSWORD", "KEYSTORE_PASSWORD", "VERCEL_TOKEN",
         "SLACK_WEBHOOK_URL", "SONAR_TOKEN", "GPG_PASSPHRASE", "NUGET_API_KEY", "TF_API_TOKEN", "CODECOV_TOKEN",
         "DOCKERHUB_TOKEN", "RELEASE_PAT", "ANSIBLE_VAULT_PASSWORD"]
SHAPE_FOR = {"NPM_TOKEN": "npm", "PYPI_API_TOKEN": "pypi", "CARGO_REGISTRY_TOKEN": "cargo", "MATCH_PASSWORD": None,
             "KEYSTORE_PASSWORD": None, "VERCEL_TOKEN": "vercel", "SLACK_WEBHOOK_URL": "slackhook", "SONAR_TOKEN": "sonar",
             "GPG_PASSPHRASE": None, "NUGET_API_KEY": "nuget", "TF_API_TOKEN": "tfc", "CODECOV_TOKEN": "codecov",
             "DOCKERHUB_TOKEN": "dckr", "RELEASE_PAT": "ghpfg", "ANSIBLE_VAULT_PASSWORD": None}


def ctx_fill(s, extra=None):
    d = dict(proj=G.proj(), host=G.host(), person=G.person(), date=G.date(), ver=G.semver(), ci=C.ci,
             name=R.choice(NAMES), sha=G.sha1(), dg=G.digest(), fp=G.fingerprint(), run=G.run_id(), sha256=G.sha256(),
             trunc=R.choice(["npm_", "ghp_", "glpat-", "pypi-AgEI"]) + G.rs(4) + "…" + G.rs(4),
             ex=R.choice(["AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                          "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX"]))
    d.update(extra or {})
    return s.format(**d)


def t_release_note():
    pick_ci()
    lang = C.lang
    parts = []
    n_ord = R.randint(2, 4)
    for _ in range(n_ord):
        o = ctx_fill(R.choice(ORD_SENT[lang]))
        if "…" in o:
            note(O_TRUNC)
        if "EXAMPLE" in o or "T00000000" in o:
            note(O_EX)
        parts.append(o)
    note(O_PROSE)
    if C.sec:
        for _ in range(R.choice([1, 1, 1, 2])):
            name = R.choice(NAMES)
            shape = SHAPE_FOR[name]
            v = G.tok(shape) if shape else G.pw()
            if name == "SLACK_WEBHOOK_URL":
                vv = f"https://hooks.slack.com/services/T0{G.rs(9, G.UPPER)}/B0{G.rs(9, G.UPPER)}/{v}"
                lab(v, N_HOOK)
            else:
                vv = v
                lab(v, N_PROSE_S)
            s = ctx_fill(R.choice(SECRET_SENT[lang]), {"name": name, "v": vv})
            if R.random() < .25:
                i = s.find(vv)
                s = s[:i].rstrip() + "\n" + s[i:]
                note(N_WRAP)
            parts.insert(R.randint(0, len(parts)), s)
    else:
        note(O_LOOK)
    if R.random() < .5:
        parts.append(ctx_fill(R.choice(["- [x] tag {ver}\n- [x] publish to npm\n- [ ] announce in #releases",
                                        "release checklist: bump version -> tag -> CI publishes -> verify {dg}",
                                        "checksums: {sha256}  dist/app.tar.gz"])))
    return "\n".join(parts)


TEMPLATES = {
    "ci_log": [t_gha_log, t_gha_jobtoken, t_gitlab_log, t_jenkins_log, t_circle_log, t_buildkite_log, t_azure_log,
               t_teamcity_log, t_drone_log, t_env_dump],
    "pipeline_file": [t_gha_workflow, t_gitlab_ci, t_jenkinsfile, t_circle_config, t_azure_yaml, t_bitbucket_yaml,
                      t_drone_yaml, t_buildkite_yaml, t_teamcity_kts],
    "registry_auth": [t_npmrc, t_yarnrc, t_pypirc, t_cargo, t_gem, t_nuget_config, t_maven_settings, t_gradle_props,
                      t_docker_config, t_helm_login, t_jfrog],
    "docker_build": [t_build_arg, t_docker_history, t_dockerfile_env, t_bake, t_kaniko, t_build_push_action,
                     t_inspect_env],
    "code_signing": [t_keystore_props, t_gradle_signing, t_keytool, t_fastlane_match, t_p12_import, t_gpg_export,
                     t_cosign, t_signtool, t_electron_builder],
    "store_publish": [t_asc_key_json, t_p8_file, t_play_sa, t_supply, t_vsce_ovsx, t_chrome_store, t_jetbrains],
    "deploy_token": [t_release_env, t_vercel, t_netlify, t_fly, t_heroku, t_tfc, t_ansible_vault, t_deploy_key, t_gh_app_key,
                     t_doctl_aws],
    "notify_webhook": [t_slack_curl, t_semrel, t_discord, t_teams, t_telegram, t_mattermost, t_dingtalk_feishu,
                       t_slack_bot],
    "scan_token": [t_codecov, t_sonar, t_snyk, t_sentry, t_coveralls, t_chromatic],
    "release_note": [t_release_note],
}


# ---- look-alike blocks (never credentials) ------------------------------------------------------------------------

def lk_sha256sum():
    p, v = G.proj(), G.semver()
    return "$ sha256sum dist/*\n" + "\n".join(f"{G.sha256()}  dist/{p}-{v}-{a}.tar.gz" for a in
                                               ["linux-amd64", "linux-arm64", "darwin-arm64"][:R.randint(2, 3)])


def lk_lock():
    pk = R.choice(["semver", "esbuild", "@octokit/rest", "undici", "tar"])
    return (f"\"node_modules/{pk}\": {{\n  \"version\": \"{G.semver()}\",\n  \"resolved\": \"https://registry.npmjs.org/{pk}/-/{pk.split('/')[-1]}-{G.semver()}.tgz\",\n"
            f"  \"integrity\": \"{G.sha512_integrity()}\",\n  \"engines\": {{ \"node\": \">={R.randint(14, 20)}\" }}\n}}")


def lk_imagetools():
    p = G.proj()
    return (f"$ docker buildx imagetools inspect ghcr.io/{G.org()}/{p}:{G.semver()}\nName:      ghcr.io/{G.org()}/{p}:{G.semver()}\n"
            f"MediaType: application/vnd.oci.image.index.v1+json\nDigest:    {G.digest()}\n\nManifests:\n"
            f"  Name:      ghcr.io/{G.org()}/{p}:{G.semver()}@{G.digest()}\n  Platform:  linux/amd64\n"
            f"  Name:      ghcr.io/{G.org()}/{p}:{G.semver()}@{G.digest()}\n  Platform:  linux/arm64")


def lk_runs():
    rows = [f"✓  {R.choice(['release', 'ci', 'publish'])}  {R.choice(G.BRANCHES)}  push  {G.run_id()}  {R.randint(1, 9)}m{R.randint(0, 59)}s  {G.date()}"
            for _ in range(R.randint(3, 5))]
    return "$ gh run list --limit 5\nSTATUS  TITLE  BRANCH  EVENT  ID  ELAPSED  AGE\n" + "\n".join(rows)


def lk_gitlog():
    msgs = ["chore(release): v{}", "fix(ci): pin setup-node", "build: bump cosign to 2.4", "ci: cache gradle",
            "feat: sign artifacts with sigstore", "docs: CHANGELOG for {}"]
    return "$ git log --oneline -5\n" + "\n".join(f"{G.short()} {R.choice(msgs).format(G.semver())}" for _ in range(5))


def lk_rekor():
    return (f"$ rekor-cli get --uuid {G.rekor_uuid()}\nLogID: {G.sha256()}\nIndex: {R.randint(10**7, 9 * 10**8)}\n"
            f"IntegratedTime: {G.date()}T{G.clock()}Z\nUUID: {G.rekor_uuid()}\nBody: {{\n  \"HashedRekordObj\": {{\n"
            f"    \"data\": {{ \"hash\": {{ \"algorithm\": \"sha256\", \"value\": \"{G.sha256()}\" }} }},\n"
            f"    \"signature\": {{ \"content\": \"{G.sig_b64()}\" }}\n  }}\n}}")


def lk_gosum():
    mods = ["golang.org/x/crypto", "github.com/spf13/cobra", "github.com/sigstore/cosign/v2", "google.golang.org/grpc"]
    m = R.choice(mods)
    v = "v" + G.semver()
    return f"$ grep {m} go.sum\n{m} {v} {G.go_sum()}\n{m} {v}/go.mod {G.go_sum()}"


def lk_repo_pubkey():
    return (f"$ gh api repos/{G.org()}/{G.proj()}/actions/secrets/public-key\n{{\n  \"key_id\": \"{R.randint(10**17, 10**18)}\",\n"
            f"  \"key\": \"{G.b64(G.rbytes(32))}\"\n}}")


def lk_secret_list():
    rows = [f"{n}\tUpdated {G.date()}" for n in R.sample(NAMES, 4)]
    return "$ gh secret list\n" + "\n".join(rows)


LOOKALIKES = [lk_sha256sum, lk_lock, lk_imagetools, lk_runs, lk_gitlog, lk_rekor, lk_gosum, lk_repo_pubkey,
              lk_secret_list]


def maybe_lookalike(body):
    if R.random() < .5:
        blk = R.choice(LOOKALIKES)()
        if R.random() < .3:
            blk += "\n\n" + R.choice(LOOKALIKES)()
        note(O_LOOK)
        return body.rstrip("\n") + "\n\n" + blk if R.random() < .7 else blk + "\n\n" + body
    return body


# ---- ordinary-only near misses ------------------------------------------------------------------------------------

def o_cipher():
    """Ordinary-only extras: ciphertext meant for version control."""
    p = G.proj()
    k = R.randint(0, 2)
    note(O_CIPHER)
    if k == 0:
        return (f"# secrets/release.enc.yaml ({p}), sops-encrypted\nnpm_token: ENC[AES256_GCM,data:{G.b64(G.rbytes(30))},iv:{G.b64(G.rbytes(32))},"
                f"tag:{G.b64(G.rbytes(16))},type:str]\nsops:\n    age:\n        - recipient: age1{G.rs(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}\n"
                f"    lastmodified: \"{G.date()}T{G.clock()}Z\"\n    mac: ENC[AES256_GCM,data:{G.b64(G.rbytes(32))},iv:{G.b64(G.rbytes(32))},tag:{G.b64(G.rbytes(16))},type:str]\n"
                f"    version: 3.9.{R.randint(0, 4)}")
    if k == 1:
        return (f"$ gh api -X PUT repos/{G.org()}/{p}/actions/secrets/NPM_TOKEN -f encrypted_value='{G.b64(G.rbytes(76))}' "
                f"-f key_id='{R.randint(10**17, 10**18)}'\n(value sealed with the repository public key from the previous call)")
    return (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: registry-creds\n  namespace: {p}\nspec:\n"
            f"  encryptedData:\n    password: Ag{G.b64(G.rbytes(R.choice([300, 330])))}\n")


def o_near(fam):
    """Ordinary-only near misses: random-looking values in credential-looking places that are not credentials."""
    p = G.proj()
    if fam == "ci_log":
        if R.random() < .5:
            note(O_OIDC)
            return lines_ts([
                "##[group]Run pypa/gh-action-pypi-publish@release/v1",
                "with:", "  attestations: true", "  repository-url: https://upload.pypi.org/legacy/", "##[endgroup]",
                "Checking for trusted publishing...",
                "Attempting to perform trusted publishing exchange to retrieve a temporary short-lived API token for authentication against https://upload.pypi.org/legacy/ due to __token__ username with no supplied password field",
                f"Uploading {p.replace('-', '_')}-{G.semver()}-py3-none-any.whl",
                f"Uploading {p.replace('-', '_')}-{G.semver()}.tar.gz",
                f"View at: https://pypi.org/project/{p}/{G.semver()}/",
                f"Generated attestation for {p.replace('-', '_')}-{G.semver()}.tar.gz: sha256 {G.sha256()}",
            ])
        note(O_LOOK)
        return lines_ts([
            "##[group]Run actions/cache@v4",
            f"Cache restored from key: node-cache-Linux-x64-npm-{G.sha256()}",
            f"Received {R.randint(10**7, 9 * 10**7)} of {R.randint(10**7, 9 * 10**7)} (100.0%), {R.randint(20, 90)}.{R.randint(0, 9)} MBs/sec",
            "##[endgroup]",
            "##[group]Run actions/upload-artifact@v4",
            f"With the provided path, there will be {R.randint(2, 40)} files uploaded",
            f"Artifact dist.zip successfully finalized. Artifact ID {R.randint(10**9, 3 * 10**9)}",
            f"SHA256 digest of uploaded artifact zip is {G.sha256()}",
            f"Artifact download URL: https://github.com/{G.org()}/{p}/actions/runs/{G.run_id()}/artifacts/{R.randint(10**9, 3 * 10**9)}",
        ])
    if fam == "registry_auth":
        note(O_TRUNC)
        note(O_ID)
        rows = [f"│ {G.rs(6, G.HEX)} │ npm_{G.rs(2)}… │ {G.date()} │ {R.choice(['no ', 'yes'])}      │ {R.choice(['', '10.0.0.0/8'])}" for _ in range(R.randint(2, 4))]
        return (f"$ npm token list\n│ id     │ token   │ created    │ readonly │ CIDR whitelist\n" + "\n".join(rows)
                + f"\n$ npm access list packages @{G.org()}\n@{G.org()}/{p}: read-write\n@{G.org()}/{p}-cli: read-write\n")
    note(O_LOOK)
    return (f"$ docker buildx build --build-arg BUILD_SHA={G.sha1()} --build-arg CACHE_BUST={G.rs(32, G.HEX)} "
            f"--build-arg SOURCE_DATE_EPOCH={R.randint(1_760_000_000, 1_790_000_000)} --provenance=mode=max --sbom=true "
            f"-t ghcr.io/{G.org()}/{p}:{G.semver()} --push .\n#14 exporting manifest list {G.digest()} done\n"
            f"#14 pushing manifest for ghcr.io/{G.org()}/{p}:{G.semver()}@{G.digest()} 0.9s done\n"
            f"#15 [auth] {G.org()}/{p}:pull,push token for ghcr.io\n#15 DONE 0.0s\n")


# ---- assembly -----------------------------------------------------------------------------------------------------

def lang_for(k, fi):
    """Every fourth row is in one of the twelve other languages, rotating by family so all languages appear."""
    return OTHER[(k // 4 + fi) % len(OTHER)] if k % 4 == 1 else "en"


def fill(s):
    return ctx_fill(s)


def make(fam, sec, lang, seen):
    for _ in range(400):
        C.sec, C.labels, C.notes, C.lang = sec, [], [], lang
        pick_ci()
        if not sec and fam in ("pipeline_file", "deploy_token") and R.random() < .12:
            body = maybe_lookalike(o_cipher())
        elif not sec and fam in ("ci_log", "registry_auth", "docker_build") and R.random() < .15:
            body = maybe_lookalike(o_near(fam))
        else:
            body = maybe_lookalike(R.choice(TEMPLATES[fam])())
        if fam == "release_note":
            intro = fill(R.choice(INTRO[lang])) if R.random() < .5 else ""
        else:
            intro = fill(R.choice(INTRO[lang])) if (lang != "en" or R.random() < .8) else ""
        outro = fill(R.choice(OUTRO[lang])) if R.random() < .4 else ""
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
            ordinary_notes = {v for k, v in globals().items() if k.startswith("O_")}
            first = [n for n in notes if n not in ordinary_notes]
            rest = [n for n in notes if n in ordinary_notes and n not in (O_LOOK, O_PROSE)]
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
