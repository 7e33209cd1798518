"""Value generators for redact40: one seeded random.Random (R, string seed "redact40"), names, hosts, credentials and
look-alikes for rows about AI tools, agents and their configuration (MCP servers, model SDKs, notebooks, .env files,
agent and IDE settings, prompt logs, LLM gateways, vector databases, eval harnesses, chat bots).

Every credential comes from `fresh()`, so no credential value is drawn twice in the set. Look-alikes (request, message,
tool-use, completion, run and trace ids, org and project ids, dataset hashes, commit SHAs, public keys, masked keys)
come from the same generator but are never labels. All token shapes are invented to resemble the vendors' formats;
none is a real credential.
"""

import base64
import json
import random
import string

R = random.Random("redact40")
USED = set()
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
UPPER = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"

PROJECTS = ["ticket-triage-agent", "docs-rag", "support-copilot", "code-review-bot", "invoice-extractor",
            "sql-assistant", "release-notes-gen", "search-rerank", "meeting-summarizer", "lead-scoring-llm",
            "contract-qa", "onboarding-bot"]
COMPANIES = ["fernhollow", "quarrytide", "mosslight", "brindlecove", "orrery", "saltmere", "kestrelworks", "tidewick"]
PEOPLE = ["Amara", "Bastien", "Chiara", "Dmitri", "Elif", "Farid", "Gosia", "Hiro", "Ingrid", "Jonas", "Kavya", "Lucía",
          "Mei", "Nnamdi", "Oskar", "Paulo"]
USERS = ["amara", "bastien", "chiara", "dmitri", "elif", "farid", "gosia", "hiro", "ingrid", "jonas", "kavya", "lucia"]
WORDS = ["alder", "bramble", "cobalt", "dune", "eider", "flint", "gale", "hazel", "iris", "juniper", "kestrel",
         "larch", "marlin", "nimbus", "ochre", "pike", "quartz", "russet", "spruce", "tansy", "umbra", "wren"]
MODELS = ["claude-sonnet-4-5", "claude-opus-4-1", "claude-3-5-haiku-20241022", "gpt-4o-2024-08-06", "gpt-4.1-mini",
          "o4-mini", "gemini-2.5-pro", "gemini-2.0-flash", "mistral-large-latest", "llama-3.3-70b-versatile",
          "command-r-plus", "deepseek-chat", "text-embedding-3-large", "voyage-3", "nomic-embed-text-v1.5"]
CHAT_MODELS = MODELS[:12]
EMBED = [("text-embedding-3-large", 3072), ("text-embedding-3-small", 1536), ("voyage-3", 1024),
         ("nomic-embed-text-v1.5", 768), ("bge-m3", 1024), ("embed-english-v3.0", 1024), ("all-MiniLM-L6-v2", 384)]
HF_MODELS = ["meta-llama/Llama-3.1-8B-Instruct", "mistralai/Mistral-7B-Instruct-v0.3", "BAAI/bge-m3",
             "sentence-transformers/all-MiniLM-L6-v2", "Qwen/Qwen2.5-7B-Instruct", "google/gemma-2-9b-it"]
REGIONS = ["us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-northeast-1"]


def rs(n, alpha=ALNUM):
    return "".join(R.choice(alpha) for _ in range(n))


def fresh(fn):
    for _ in range(60):
        v = fn()
        if v not in USED:
            USED.add(v)
            return v
    raise RuntimeError("could not draw a fresh value")


def proj():
    return R.choice(PROJECTS)


def company():
    return R.choice(COMPANIES)


def person():
    return R.choice(PEOPLE)


def user():
    return R.choice(USERS)


def model():
    return R.choice(CHAT_MODELS)


def region():
    return R.choice(REGIONS)


def date():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}"


def clock():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def hm():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}"


def iso():
    return f"{date()}T{clock()}.{R.randint(0, 999):03d}Z"


def semver():
    return f"{R.randint(0, 4)}.{R.randint(0, 40)}.{R.randint(0, 20)}"


def domain(c=None):
    return f"{c or company()}.example"


def email(c=None):
    return f"{user()}@{c or company()}.example"


def ipv4():
    return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 254)}"


# ---- look-alikes (never labels) -----------------------------------------------------------------------------------

def uuid():
    h = rs(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def trace_id():
    return rs(32, HEX)


def span_id():
    return rs(16, HEX)


def sha1():
    return rs(40, HEX)


def sha256():
    return rs(64, HEX)


def req_ant():
    return "req_011C" + rs(20)


def msg_id():
    return "msg_01" + rs(22)


def toolu():
    return "toolu_01" + rs(22)


def chatcmpl():
    return "chatcmpl-" + rs(29)


def resp_id():
    return "resp_" + rs(48, HEX)


def oai_obj(kind=None):
    kind = kind or R.choice(["file-", "asst_", "thread_", "run_", "batch_", "vs_", "ftjob-"])
    return kind + rs(24)


def org_id():
    return "org-" + rs(24)


def proj_id():
    return "proj_" + rs(24)


def ft_model():
    return f"ft:gpt-4o-mini-2024-07-18:{company()}:{R.choice(WORDS)}:{rs(8)}"


def wandb_run():
    return rs(8, string.ascii_lowercase + string.digits)


def masked(prefix="sk-ant-api03-"):
    return R.choice([f"{prefix}...{rs(4)}", f"{prefix}****{rs(4)}", f"{prefix}{'*' * 16}{rs(4)}",
                     f"{prefix}{rs(4)}…{rs(4)}", f"{prefix[:3]}...{rs(4)}"])


def pk_langfuse():
    return "pk-lf-" + uuid()


def discord_pub():
    return rs(64, HEX)


def snowflake():
    return str(R.randint(10 ** 17, 13 * 10 ** 17))


def slack_id(p):
    return p + rs(R.choice([8, 10]), string.ascii_uppercase + "0123456789")


def dsn():
    return f"https://{rs(32, HEX)}@o{R.randint(100000, 999999)}.ingest.us.sentry.io/{R.randint(1000000, 9999999)}"


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt_parts(role=None):
    hdr = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    pl = {"iss": "supabase", "ref": rs(20, string.ascii_lowercase), "role": role or R.choice(["anon", "service_role"]),
          "iat": 1_760_000_000 + R.randint(0, 9_000_000)}
    pl["exp"] = pl["iat"] + 315_360_000
    return hdr, b64url(json.dumps(pl, separators=(",", ":")).encode()), pl


def supa_jwt(role):
    h, p, _ = jwt_parts(role)
    return f"{h}.{p}.{rs(43, B64URL)}"


def pinecone_host(idx=None):
    return f"{idx or R.choice(WORDS)}-{rs(7, LOWER)}.svc.aped-{R.randint(1000, 9999)}-{rs(4, HEX)}.pinecone.io"


def qdrant_host():
    return f"{uuid()}.{region()}-0.aws.cloud.qdrant.io"


def commit():
    return sha1()


# ---- credentials (always fresh) -----------------------------------------------------------------------------------

def pw():
    k = R.randint(0, 3)
    if k == 0:
        return fresh(lambda: rs(R.randint(16, 26)))
    if k == 1:
        return fresh(lambda: R.choice(WORDS).capitalize() + R.choice(WORDS) + str(R.randint(100, 99999)))
    if k == 2:
        return fresh(lambda: rs(R.randint(18, 30), ALNUM + "-_."))
    return fresh(lambda: "npg_" + rs(12))


def pw_any():
    """A password that may hold punctuation (config files, prose)."""
    if R.random() < .5:
        return pw()
    return fresh(lambda: R.choice(WORDS).capitalize() + R.choice(["!", "#", "%", "@"]) + R.choice(WORDS).capitalize()
                 + str(R.randint(10, 9999)))


def basic(u=None):
    return fresh(lambda: base64.b64encode(f"{u or user()}:{pw()}".encode()).decode())


TOKENS = {
    "anthropic": lambda: "sk-ant-api03-" + rs(93, B64URL) + "AA",
    "anthropic_admin": lambda: "sk-ant-admin01-" + rs(93, B64URL) + "AA",
    "openai": lambda: "sk-proj-" + rs(R.choice([74, 132, 156]), B64URL),
    "openai_svc": lambda: "sk-svcacct-" + rs(R.choice([74, 132]), B64URL),
    "openai_legacy": lambda: "sk-" + rs(20) + "T3BlbkFJ" + rs(20),
    "google_ai": lambda: "AIza" + rs(35, B64URL),
    "mistral": lambda: rs(32),
    "cohere": lambda: rs(40),
    "groq": lambda: "gsk_" + rs(52),
    "together": lambda: "tgp_v1_" + rs(43, B64URL),
    "fireworks": lambda: "fw_" + rs(24),
    "perplexity": lambda: "pplx-" + rs(48),
    "deepseek": lambda: "sk-" + rs(32, HEX),
    "openrouter": lambda: "sk-or-v1-" + rs(64, HEX),
    "xai": lambda: "xai-" + rs(80),
    "hf": lambda: "hf_" + rs(34, string.ascii_letters),
    "replicate": lambda: "r8_" + rs(37),
    "voyage": lambda: "pa-" + rs(43, B64URL),
    "azure_openai": lambda: rs(32, HEX),
    "aws_secret": lambda: rs(40, B64),
    "pinecone": lambda: "pcsk_" + rs(5) + "_" + rs(62),
    "qdrant": lambda: rs(R.choice([32, 48]), B64URL),
    "weaviate": lambda: rs(40),
    "zilliz": lambda: rs(104, HEX),
    "langsmith": lambda: "lsv2_" + R.choice(["pt", "sk"]) + "_" + rs(32, HEX) + "_" + rs(10, HEX),
    "langfuse": lambda: "sk-lf-" + uuid(),
    "wandb": lambda: rs(40, HEX),
    "helicone": lambda: "sk-helicone-" + rs(7, LOWER) + "-" + rs(7, LOWER) + "-" + rs(7, LOWER) + "-" + rs(7, LOWER),
    "portkey": lambda: rs(32, B64URL),
    "braintrust": lambda: "sk-" + rs(48),
    "litellm": lambda: "sk-" + rs(22, B64URL),
    "ghp": lambda: "ghp_" + rs(36),
    "github_pat": lambda: "github_pat_11" + rs(20, UPPER) + "_" + rs(59),
    "slack_bot": lambda: f"xoxb-{R.randint(10 ** 10, 10 ** 12)}-{R.randint(10 ** 11, 10 ** 13)}-{rs(24)}",
    "slack_user": lambda: f"xoxp-{R.randint(10 ** 10, 10 ** 12)}-{R.randint(10 ** 10, 10 ** 12)}-{R.randint(10 ** 11, 10 ** 13)}-{rs(32, HEX)}",
    "slack_app": lambda: f"xapp-1-A{rs(10, UPPER)}-{R.randint(10 ** 12, 10 ** 13)}-{rs(64, HEX)}",
    "slack_signing": lambda: rs(32, HEX),
    "slack_hook": lambda: rs(24),
    "discord_bot": lambda: b64url(str(R.randint(10 ** 17, 13 * 10 ** 17)).encode()) + "." + rs(6, B64URL) + "." + rs(38, B64URL),
    "discord_hook": lambda: rs(68, B64URL),
    "telegram": lambda: f"{R.randint(10 ** 9, 8 * 10 ** 9)}:AA" + rs(33, B64URL),
    "teams_sig": lambda: rs(43, B64URL),
    "brave": lambda: "BSA" + rs(28),
    "tavily": lambda: "tvly-" + R.choice(["", "dev-", "prod-"]) + rs(32),
    "firecrawl": lambda: "fc-" + rs(32, HEX),
    "serpapi": lambda: rs(64, HEX),
    "notion": lambda: "ntn_" + rs(46),
    "linear": lambda: "lin_api_" + rs(40),
    "sentry_auth": lambda: "sntrys_" + rs(120, B64URL),
    "supabase_service": lambda: None,  # drawn via jwt()
    "e2b": lambda: "e2b_" + rs(40, HEX),
    "modal": lambda: "as-" + rs(22),
    "opaque": lambda: rs(R.choice([32, 40, 48]), B64URL),
    "webhook_secret": lambda: "whsec_" + rs(32, B64),
}


def tok(kind):
    if kind == "supabase_service":
        return fresh(lambda: supa_jwt("service_role"))
    return fresh(TOKENS[kind])


def pem_body():
    """Key material of a service-account private key as it appears inside JSON (escaped newlines)."""
    def mk():
        raw = "MIIEv" + R.choice("QwgIBADANBgkqhkiG9w0BAQEFAASC") + rs(60, B64)
        lines = [raw] + [rs(64, B64) for _ in range(R.randint(5, 8))] + [rs(R.randint(20, 60), B64) + "="]
        return "\\n".join(lines)
    return fresh(mk)
