"""Ordinary-only families: look-alikes in the same layouts. Each maker returns (text, lang)."""

import base64

from gen import (ALNUM, HEX, PEOPLE, PROJECTS, R, REGIONS, SERVICES, bucket, build_no, container_id, date, digest,
                 etag, host, invite, pick, request_id, rs, sha, short_link, short_sha, span_id, ticket, trace_id, uuid)


def token_word():
    """Values near the words token or key that are not secret."""
    p, q = R.randint(200, 90000), R.randint(50, 9000)
    lang_file = pick(["fj.json", "sm.json", "en-GB.json", "to.po", "mi.yaml"])
    k = R.randrange(10)
    if k == 0:
        return f"Token usage for run {request_id()}: prompt tokens {p:,}, completion tokens {q:,} (limit 128k).", "summary"
    if k == 1:
        rows = "\n".join(f"| {s} | {R.randint(100, 40000):,} | {R.randint(10, 4000):,} |" for s in
                         R.sample(["plan", "search", "edit", "test", "review", "summarise"], 3))
        return f"| step | tokens in | tokens out |\n|---|---:|---:|\n{rows}", "md-table"
    if k == 2:
        return (f"key binding: {pick(['ctrl+shift+k', 'cmd+k cmd+s', 'alt+up', 'ctrl+`'])} "
                f"{pick(['deletes the line', 'opens keybindings.json', 'moves the line up', 'toggles the terminal'])};"
                f" {pick(PEOPLE)} remapped it on {date()}."), "plain-note"
    if k == 3:
        return (f"orders: primary key (tenant_id, order_id). The key for row {uuid()} is duplicated after "
                f"migration {R.randint(10, 400):04d}, see {ticket()}."), "memory-note"
    if k == 4:
        key = f"{pick(['checkout', 'profile', 'search', 'billing'])}.{pick(['button', 'title', 'error'])}.{pick(['pay_now', 'retry', 'empty', 'save_changes'])}"
        return f"translation key {key} is missing in {lang_file}; fallback shows the key itself.", "plain-note"
    if k == 5:
        return f"idempotency key {uuid()} was replayed by the {pick(SERVICES)} client ({request_id()}).", "plain-note"
    if k == 6:
        return (f"cache:\n  key: {pick(PROJECTS)}:{pick(SERVICES)}:{short_sha()}\n  ttl: {R.randint(60, 3600)}\n"
                f"  partition_key: tenant_id\n  sort_key: created_at"), "yaml"
    if k == 7:
        return (f"tokenizer notes: vocabulary {R.randint(30000, 200000):,} tokens; token id {R.randint(1, 50000)} "
                f"is the separator; max {R.choice([4096, 8192, 32768])} tokens per chunk."), "memory-note"
    if k == 8:
        fp = rs("0123456789ABCDEF", 40)
        return f"public key fingerprint for release signing: {' '.join(fp[i:i + 4] for i in range(0, 40, 4))}", "plain-note"
    b = base64.b64encode(bytes(R.randrange(256) for _ in range(32))).decode().rstrip("=")
    return f"{host()} host key: ED25519 SHA256:{b} (public, pinned in known_hosts)", "plain-note"


def public_ids():
    """Identifiers that are public by design."""
    k = R.randrange(6)
    if k == 0:
        rows = "\n".join(f"| {container_id()[:12]} | {pick(PROJECTS)}/{pick(SERVICES)}@{digest()[:19]} | "
                         f"Up {R.randint(1, 50)} hours |" for _ in range(R.randint(2, 4)))
        return f"| container | image | status |\n|---|---|---|\n{rows}", "md-table"
    if k == 1:
        return f"Community chat invite (public, linked on the website): {invite()}", "plain-note"
    if k == 2:
        return f"short link for the RFC: {short_link()} (shared in the public channel topic)", "summary"
    if k == 3:
        return (f"bucket: {bucket()}\nregion: {pick(REGIONS)}\ntrace: {trace_id()}\nspan: {span_id()}\n"
                f"ticket: {ticket()}"), "kv-block"
    if k == 4:
        return (f"[storage]\nbucket = \"{bucket()}\"\netag = {etag()}\nversion_id = \"{rs(ALNUM, 32)}\""), "toml"
    return (f"You gave me {ticket()} earlier; the trace for it is {trace_id()} and the container was "
            f"{container_id()[:12]}."), "agent-reply"


def hash_list():
    """Hashes, build numbers and digests in lists, YAML and wrapped lines."""
    k = R.randrange(4)
    if k == 0:
        items = [f"build {build_no()}", f"commit {sha()}", f"image {digest()}", f"etag {etag()}",
                 f"checksum {rs(HEX, 64)}"]
        R.shuffle(items)
        return "Release checklist:\n" + "\n".join(f"{i}. {it}" for i, it in enumerate(items[:4], 1)), "numbered-list"
    if k == 1:
        return (f"release:\n  artifacts:\n    linux-amd64:\n      sha256: {rs(HEX, 64)}\n      size: {R.randint(10**6, 10**8)}\n"
                f"    darwin-arm64:\n      sha256: {rs(HEX, 64)}\n  commit: {sha()}"), "yaml"
    if k == 2:
        d = rs(HEX, 64)
        c = R.randint(20, 44)
        return f"image digest (wrapped at 80 cols): sha256:{d[:c]}\n{d[c:]}", "wrapped-note"
    return (f"Summary ({date()}): merged {short_sha()} ({ticket()}), build {build_no()} green, "
            f"trace {trace_id()} closed."), "summary"


FAMILIES = [("token_word_ord", token_word), ("public_ids_ord", public_ids), ("hash_list_ord", hash_list)]
