"""Ordinary-only families of redact30: tool outputs with nothing secret in them. Each maker returns (text, lang)."""

from gen import R, b64, hexs, host, image_digest, masked, pem_cert, person, project, short_sha, ssh_pubkey, ts


def masked_ord():
    p = project()
    form = R.choice(["gh-secret", "vault-meta", "describe", "gha-env"])
    if form == "gh-secret":
        rows = "\n".join(f"{n}\t{ts()[:10]}" for n in R.sample(["NPM_TOKEN", "DEPLOY_KEY", "DB_PASSWORD", "SLACK_WEBHOOK",
                                                                "REGISTRY_TOKEN", "SENTRY_AUTH_TOKEN"], 3))
        return f"$ gh secret list -R {R.choice(['platform', 'web'])}/{p}\nNAME\tUPDATED\n{rows}", "gh-secret-list"
    if form == "vault-meta":
        return (f"$ vault kv metadata get secret/{p}\n======= Metadata Path =======\nsecret/metadata/{p}\n\n"
                f"========== Metadata ==========\nKey                Value\n---                -----\n"
                f"created_time       {ts()}\ncurrent_version    {R.randint(1, 30)}\nmax_versions       0"), "vault-metadata"
    if form == "describe":
        return (f"$ kubectl describe pod {p}-{hexs(10)}-{hexs(5)}\n    Environment:\n      DB_HOST:      {host('db')}\n"
                f"      DB_PASSWORD:  <set to the key 'password' in secret '{p}-creds'>  Optional: false\n"
                f"      API_KEY:      <set to the key 'api-key' in secret '{p}-creds'>  Optional: false\n"
                f"    Image ID:       registry.example/{p}@{image_digest()}"), "kubectl-describe"
    return (f"{ts()} env:\n{ts()}   DB_PASSWORD: {masked()}\n{ts()}   NPM_TOKEN: ***\n"
            f"{ts()}   GIT_SHA: {hexs(40)}"), "gha-log"


def digests_ord():
    p = project()
    form = R.choice(["images", "log", "sha256sum", "pip-hash"])
    if form == "images":
        rows = "\n".join(f"registry.example/{p}   {R.randint(1, 5)}.{R.randint(0, 30)}.{R.randint(0, 9)}   "
                         f"{image_digest()}   {hexs(12)}   {R.randint(2, 60)} days ago" for _ in range(R.randint(2, 4)))
        return f"$ docker images --digests\nREPOSITORY   TAG   DIGEST   IMAGE ID   CREATED\n{rows}", "docker-images"
    if form == "log":
        msgs = ["bump deps", "fix flaky test", "rotate logs daily", "add retry to upload", "docs: typo"]
        return "$ git log --oneline -4\n" + "\n".join(f"{short_sha()} {R.choice(msgs)}" for _ in range(4)), "git-log"
    if form == "sha256sum":
        return "$ sha256sum dist/*\n" + "\n".join(f"{hexs(64)}  dist/{p}-{R.randint(1, 4)}.{R.randint(0, 9)}.{x}"
                                                   for x in ["tar.gz", "whl", "zip"][:R.randint(1, 3)]), "sha256sum"
    return (f"$ pip hash dist/{p}.whl\ndist/{p}.whl:\n--hash=sha256:{hexs(64)}"), "pip-hash"


def pubkey_ord():
    p = project()
    form = R.choice(["ssh", "cert", "gpg", "known-hosts"])
    if form == "ssh":
        return f"$ cat ~/.ssh/id_ed25519.pub\n{ssh_pubkey()}", "cat-pubkey"
    if form == "cert":
        return (f"$ kubectl get secret {p}-tls -o jsonpath='{{.data.tls\\.crt}}' | base64 -d\n{pem_cert()}",
                "kubectl-cert")
    if form == "gpg":
        fp, who = hexs(40).upper(), person()
        return (f"$ gpg --list-keys {who.lower()}@corp.example\npub   ed25519 {ts()[:10]} [SC]\n      {fp}\n"
                f"uid           [ultimate] {who} <{who.lower()}@corp.example>"), "gpg-list"
    k = ssh_pubkey().split()[:2]
    return f"$ ssh-keyscan {host('git')}\n# {host('git')}:22 SSH-2.0-OpenSSH_9.6\n{host('git')} {k[0]} {k[1]}", "ssh-keyscan"


def b64config_ord():
    p = project()
    conf = R.choice([f"retries: {R.randint(1, 9)}\nregion: eu-west-1\n", f'{{"feature_x": true, "page_size": {R.randint(10, 99)}}}',
                     f"[server]\nport = {R.randint(3000, 9000)}\nworkers = {R.randint(1, 16)}\n",
                     f"LOG_LEVEL=info\nCACHE_TTL={R.randint(30, 900)}\n"])
    enc = b64(conf)
    form = R.choice(["cm", "echo", "helm"])
    if form == "cm":
        return (f"$ kubectl get cm {p}-settings -o jsonpath='{{.binaryData}}'\n{{\"settings\":\"{enc}\"}}",
                "kubectl-jsonpath")
    if form == "echo":
        return f"$ base64 < config/{p}.conf\n{enc}", "base64"
    return (f"$ helm get manifest {p} | grep -A2 'kind: ConfigMap'\nkind: ConfigMap\nbinaryData:\n  defaults: {enc}\n"
            f"# build {short_sha()}"), "helm-manifest"


EXTRA = [("masked_ord", masked_ord), ("digests_ord", digests_ord), ("pubkey_ord", pubkey_ord),
         ("b64config_ord", b64config_ord)]
