"""Build redact40 (AI tools, agents and their configuration: MCP server configs, model SDK code, notebooks, .env files,
agent and IDE settings, prompt and request logs, LLM gateway configs, vector databases, eval harnesses, CI eval jobs,
chat-bot integrations, LLM tracing, model hubs and cloud AI credentials, session notes, agent transcripts and hook
payloads).

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json. Everything comes from one seeded
`random.Random` (gen.R, string seed "redact40") drawn in a fixed order, so a rebuild is byte-identical whatever
PYTHONHASHSEED is. `python build.py --stats` also prints length and labels-per-row figures.

Each template is written once and run in two modes: in a secret row each credential slot gets a fresh credential (a
label) with probability 0.8 and otherwise a near miss (a row with no label is redrawn); in an ordinary row every slot
gets a near miss: a masked value, a reference to an environment variable or secret store, a placeholder or documented
example, or a value public by design. The row's note says why.
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
from phrases import COMMENT, INTRO, LANGS, NOTE_ORD, NOTE_SEC, OTHER, OUTRO, USER_ORD, USER_SEC  # noqa: E402,F401

SECRET_FAMILIES = ["mcp_config", "sdk_code", "notebook", "env_file", "agent_settings", "prompt_log",
                   "gateway_config", "vector_db", "eval_config", "ci_eval", "chat_bot", "llm_tracing", "hub_cloud",
                   "session_note", "chat_transcript", "hook_payload"]
HARD_FAMILIES = {"prompt_log", "notebook", "session_note", "chat_transcript", "hook_payload"}
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

N_MCP = ("a credential in an MCP server config (`env` block, `headers`, a command-line argument or `claude mcp add -e`): "
         "the value is the label, not the variable or server name.")
N_SDK = "a model-provider or tool key hard-coded in SDK code or a request example: the key string is the label."
N_NB = ("a credential in a notebook cell or its printed output (`%env`, `os.environ[...] = `, a login call, a printed "
        "settings object): the value is the label.")
N_ENV = "a value in a `.env` file or shell export: the value is the label, not the variable name."
N_AGENT = "a key in an agent or IDE settings file (Claude Code, Continue, aider, Zed, VS Code): the value is the label."
N_LOG = ("a credential echoed in a prompt/completion or HTTP debug log (`x-api-key`, `Authorization`, `api-key` header or "
         "a logged curl): the value is the label; request, message and completion ids are not.")
N_GW = "a key in an LLM gateway or proxy config (provider key, master key, virtual key, auth header): the value is the label."
N_VEC = "a vector-database API key or token in client code or config: the value is the label; hosts and index names are not."
N_CONN = ("a password in a connection string (pgvector, Redis, Mongo, MLflow backend): only the password is the label, "
          "not the user, host or database.")
N_EVAL = "a provider key in an eval-harness config or command line: the value is the label."
N_CI = ("a credential in a CI job definition or its log (a literal `env:` value, a `set -x` trace, an echoed header): the "
        "value is the label.")
N_BOT = ("a chat-integration secret (Slack bot/app/user token or signing secret, Discord bot or webhook token, Telegram "
         "bot token, Teams workflow signature): the secret part is the label, not the app, team, channel or chat ids.")
N_TRACE = ("an LLM tracing or experiment-tracking secret (LangSmith, Langfuse secret key, W&B, Helicone, Braintrust, "
           "Sentry auth token): the value is the label; public keys, project names and run ids are not.")
N_HUB = ("a model-hub or cloud AI credential (Hugging Face, Replicate, AWS Bedrock secret key, Azure OpenAI key, Vertex "
         "service-account key material): the value is the label; key ids, endpoints and commits are not.")
N_PROSE = "a credential in a session note written in prose: the value is the label, not the person or system."
N_CHAT = ("a credential a user pasted to the agent or the agent put into a tool call, recorded in a transcript line: "
          "the value is the label; session, message and tool-use ids are not.")
N_HOOK = ("a credential inside a hook payload (`prompt`, `tool_input`, `tool_response`): the value is the label; session "
          "ids and transcript paths are not.")
N_URL = "a token in a URL path or query (`/bot<token>/`, webhook token segment, `sig=`, `key=`): only the token is the label."
N_BASIC = "an HTTP Basic credential: the base64 string is the label (it decodes to user:password)."
N_JWT = ("grey, decided secret: a Supabase `service_role` JWT printed in full bypasses row-level security until it "
         "expires, unlike the `anon` key.")
N_PEM = ("private-key material in a service-account JSON: the escaped base64 body between the BEGIN and END lines is "
         "the label.")
N_REVOKED = "grey, decided secret: the text says the value was revoked, but the row cannot prove it."

O_MASK = ("a masked, truncated or redacted value (`sk-ant-...abcd`, `****`, `[REDACTED]`, GitHub Actions `***`): the "
          "value itself is gone.")
O_REF = ("a reference to a secret (`${VAR}`, `os.environ[...]`, `process.env.X`, `os.environ/X`, `${{ secrets.X }}`, "
         "`op://` and `vault:` paths, `apiKeyHelper` scripts, Colab `userdata.get`): the value lives elsewhere.")
O_PH = ("a placeholder or documented example (`<YOUR_API_KEY>`, `your-key-here`, `sk-xxxx`, LiteLLM's `sk-1234`, AWS's "
        "`AKIAIOSFODNN7EXAMPLE` pair), not a credential.")
O_PUBLIC = ("grey, decided ordinary: values public by design (Langfuse `pk-lf-` public key, Discord application public "
            "key, Supabase `anon` key, Sentry DSN, OpenAI org and project ids): they identify or ship to clients and do "
            "not authorize on their own.")
O_IDS = ("identifiers only (request, message, tool-use, completion, batch, run, trace and session ids, model ids, "
         "Slack/Discord/Telegram ids): none is a credential.")
O_HASH = "hashes and digests (dataset and model revisions, commit SHAs, image digests, cache keys): not credentials."
O_PROSE = "prose about a credential (where it lives, who rotated it, which key failed) without its value."
O_LOOK = "dense with look-alikes (ids, hex hashes, UUIDs, base64 blobs, token counts) but no credential."

REDACT = ["[REDACTED]", "***", "<redacted>", "********", "REDACTED", "[MASKED]", "[hidden]"]
PREFIX = {"anthropic": "sk-ant-api03-", "anthropic_admin": "sk-ant-admin01-", "openai": "sk-proj-",
          "openai_svc": "sk-svcacct-", "openai_legacy": "sk-", "google_ai": "AIza", "groq": "gsk_", "together": "tgp_v1_",
          "fireworks": "fw_", "perplexity": "pplx-", "deepseek": "sk-", "openrouter": "sk-or-v1-", "xai": "xai-",
          "hf": "hf_", "replicate": "r8_", "voyage": "pa-", "pinecone": "pcsk_", "langsmith": "lsv2_pt_",
          "langfuse": "sk-lf-", "helicone": "sk-helicone-", "braintrust": "sk-", "litellm": "sk-", "ghp": "ghp_",
          "github_pat": "github_pat_", "slack_bot": "xoxb-", "slack_user": "xoxp-", "slack_app": "xapp-1-",
          "brave": "BSA", "tavily": "tvly-", "firecrawl": "fc-", "notion": "ntn_", "linear": "lin_api_",
          "sentry_auth": "sntrys_", "e2b": "e2b_", "webhook_secret": "whsec_"}
PH = {"anthropic": ["sk-ant-...", "sk-ant-api03-xxxxxxxx", "<ANTHROPIC_API_KEY>"],
      "openai": ["sk-...", "sk-proj-xxxxxxxxxxxxxxxx", "<OPENAI_API_KEY>", "sk-your-key-here"],
      "hf": ["hf_xxx", "hf_...", "<HF_TOKEN>"], "pw": ["<password>", "changeme", "password"],
      "generic": ["<YOUR_API_KEY>", "your-api-key-here", "REPLACE_ME", "xxxxxxxxxxxxxxxxxxxxxxxx", "<token>", "TODO"]}


def ph_for(kind):
    return R.choice(PH.get(kind, PH["generic"]) + PH["generic"][:2])


def ref_for(style, var):
    opts = {"json": [f"${{{var}}}", f"${{env:{var}}}"],
            "py": [f'os.environ["{var}"]', f'os.getenv("{var}")', f'os.environ.get("{var}")'],
            "nb": [f'userdata.get("{var}")', f'os.environ["{var}"]', 'getpass.getpass("API key: ")'],
            "ts": [f"process.env.{var}", f'process.env["{var}"]!'],
            "yaml": [f"os.environ/{var}", f"${{{var}}}", f"${{env:{var}}}"],
            "sh": [f'"${var}"', f'"${{{var}}}"', f'"$(op read op://ai-dev/{var.lower()}/credential)"'],
            "env": [f"op://ai-dev/{var.lower()}/credential", f"vault:secret/data/ai/{var.lower()}#value", f"${{{var}_FILE}}"],
            "gha": [f"${{{{ secrets.{var} }}}}"], "toml": [f'"${{{var}}}"'], "raw": [f"${var}"]}
    return R.choice(opts[style])


QUOTED = {"json", "py", "nb", "ts", "toml"}


def wrap(style, v):
    return f'"{v}"' if style in QUOTED else v


def S(kind, var, why, style="raw", ph=True):
    """A credential slot. Returns the text to put in the artifact (quoted for code and JSON styles)."""
    if C.sec and R.random() < P_SECRET_SLOT:
        v = G.pw() if kind == "pw" else G.tok(kind)
        lab(v, why)
        return wrap(style, v)
    alts = ["mask", "ref"] + (["ph"] if ph else [])
    a = R.choice(alts)
    if a == "mask":
        note(O_MASK)
        if kind == "pw":
            return wrap(style, R.choice(REDACT))
        return wrap(style, G.masked(PREFIX.get(kind, "")) if R.random() < .75 else R.choice(REDACT))
    if a == "ref":
        note(O_REF)
        return ref_for(style, var)
    note(O_PH)
    return wrap(style, ph_for(kind))


def P(var, why, style="raw"):
    """A password slot that must stay URL-safe (connection strings): a label, `***` or a placeholder."""
    if C.sec and R.random() < P_SECRET_SLOT:
        return lab(G.pw(), why)
    if R.random() < .5:
        note(O_MASK)
        return R.choice(["***", "****", "xxxxx"])
    note(O_PH)
    return R.choice(["password", "changeme", "PASSWORD"])


def cmt(mark="#"):
    return f"{mark} {R.choice(COMMENT[C.lang])}"


def fill(s, v=None):
    d = dict(proj=G.proj(), person=G.person(), date=G.date(), time=G.hm(), model=G.model(), req=G.req_ant(),
             run=R.choice([G.uuid(), G.trace_id(), G.wandb_run()]), sha=G.sha1()[:12], tail=G.rs(4),
             tokens=f"{R.randint(1200, 980000):,}", inc=R.randint(100, 9999))
    if v is not None:
        d["v"] = v
    return s.format(**d)


def jd(o):
    return json.dumps(o, indent=2, ensure_ascii=False)


# ---- look-alike blocks (never hold a credential) ------------------------------------------------------------------

def lk_ollama():
    rows = [f"{m:<28}{G.rs(12, G.HEX)}    {R.choice(['4.7 GB', '2.0 GB', '274 MB', '8.5 GB'])}    {R.randint(2, 30)} days ago"
            for m in R.sample(["llama3.1:8b", "qwen2.5-coder:7b", "nomic-embed-text:latest", "mistral:7b",
                               "gemma2:9b", "deepseek-r1:14b"], 3)]
    return "$ ollama list\nNAME                        ID              SIZE      MODIFIED\n" + "\n".join(rows)


def lk_hfcache():
    rows = [f"{m:<42} model  {G.sha1()}  {R.randint(1, 16)}.{R.randint(0, 9)}G" for m in R.sample(G.HF_MODELS, 3)]
    return "$ huggingface-cli scan-cache\nREPO ID                                    TYPE   REVISION                                  SIZE\n" + "\n".join(rows)


def lk_usage():
    rows = [f"{G.date()}  {G.model():<26} in={R.randint(1000, 900000):>7} out={R.randint(100, 90000):>6}  "
            f"cache_read={R.randint(0, 500000)}" for _ in range(R.randint(2, 4))]
    return "usage by day (from the console export):\n" + "\n".join(rows)


def lk_gitlog():
    msgs = ["read api key from env", "bump anthropic sdk", "add retry on 529", "pin embedding model", "mask keys in logs",
            "move mcp config to project scope", "add eval for tool use", "drop temperature to 0.2"]
    return "$ git log --oneline -4\n" + "\n".join(f"{G.sha1()[:7]} {R.choice(msgs)}" for _ in range(4))


def lk_batches():
    rows = [f"{G.oai_obj('batch_')}  {R.choice(['completed', 'in_progress', 'failed'])}  input={G.oai_obj('file-')}  "
            f"requests={R.randint(10, 5000)}" for _ in range(R.randint(2, 3))]
    return "$ openai api batches.list --limit 3\n" + "\n".join(rows)


def lk_runs():
    rows = [f"{G.uuid()}  {R.choice(['ChatAnthropic', 'RetrievalQA', 'agent_executor', 'rerank'])}  "
            f"{R.choice(['success', 'error'])}  {R.randint(200, 40000)}ms  tokens={R.randint(300, 60000)}"
            for _ in range(R.randint(2, 4))]
    return "LangSmith runs (project " + G.proj() + "):\n" + "\n".join(rows)


def lk_digests():
    p = G.proj()
    return (f"$ docker images --digests | grep {p}\nregistry.{G.domain()}/{p}   {G.semver()}   sha256:{G.sha256()}\n"
            f"$ sha256sum data/eval-{G.date()}.jsonl\n{G.sha256()}  data/eval.jsonl")


def lk_pip():
    return ("$ pip freeze | grep -iE 'anthropic|openai|langchain|qdrant|pinecone'\n"
            + "\n".join(f"{n}=={G.semver()}" for n in R.sample(["anthropic", "openai", "langchain-core",
                                                                 "qdrant-client", "pinecone", "litellm", "mcp"], 4)))


def lk_secret_list():
    names = ["ANTHROPIC_API_KEY", "OPENAI_API_KEY", "HF_TOKEN", "PINECONE_API_KEY", "SLACK_BOT_TOKEN",
             "LANGSMITH_API_KEY", "WANDB_API_KEY"]
    return "$ gh secret list\n" + "\n".join(f"{n:<22}Updated {G.date()}" for n in R.sample(names, 3))


def lk_keys_list():
    rows = [f"{R.choice(['ci-evals', 'laptop-' + G.user(), 'gateway-prod', 'notebook'])}  "
            f"{G.masked(R.choice(['sk-ant-api03-', 'sk-proj-']))}  created {G.date()}  last used {G.date()}"
            for _ in range(R.randint(2, 4))]
    note(O_MASK)
    return "API keys (console, names and hints only):\n" + "\n".join(rows)


LOOKALIKES = [lk_ollama, lk_hfcache, lk_usage, lk_gitlog, lk_batches, lk_runs, lk_digests, lk_pip, lk_secret_list,
              lk_keys_list]


def maybe_lookalike(body):
    for fn in R.sample(LOOKALIKES, 2):
        if R.random() < .32:
            blk = fn()
            if not C.sec:
                note(O_LOOK)
            body = (blk + "\n\n" + body) if R.random() < .4 else (body + "\n\n" + blk)
    return body


# ---- mcp_config ---------------------------------------------------------------------------------------------------

MCP_SERVERS = [
    ("github", "npx", ["-y", "@modelcontextprotocol/server-github"], [("GITHUB_PERSONAL_ACCESS_TOKEN", "github_pat")]),
    ("brave-search", "npx", ["-y", "@modelcontextprotocol/server-brave-search"], [("BRAVE_API_KEY", "brave")]),
    ("slack", "npx", ["-y", "@modelcontextprotocol/server-slack"], [("SLACK_BOT_TOKEN", "slack_bot")]),
    ("tavily", "npx", ["-y", "tavily-mcp"], [("TAVILY_API_KEY", "tavily")]),
    ("firecrawl", "npx", ["-y", "firecrawl-mcp"], [("FIRECRAWL_API_KEY", "firecrawl")]),
    ("linear", "npx", ["-y", "linear-mcp-server"], [("LINEAR_API_KEY", "linear")]),
    ("sentry", "uvx", ["mcp-server-sentry"], [("SENTRY_AUTH_TOKEN", "sentry_auth")]),
    ("e2b", "npx", ["-y", "@e2b/mcp-server"], [("E2B_API_KEY", "e2b")]),
    ("pinecone", "npx", ["-y", "@pinecone-database/mcp"], [("PINECONE_API_KEY", "pinecone")]),
]


def mcp_server(name=None):
    s = R.choice(MCP_SERVERS) if name is None else next(x for x in MCP_SERVERS if x[0] == name)
    nm, cmd, args, envs = s
    d = {"command": cmd, "args": list(args)}
    env = {var: S(kind, var, N_MCP) for var, kind in envs}
    if nm == "slack":
        env["SLACK_TEAM_ID"] = G.slack_id("T")
        note(O_IDS) if not C.sec else None
    d["env"] = env
    return nm, d


def t_mcp_json():
    servers = {}
    for _ in range(R.randint(1, 3)):
        nm, d = mcp_server()
        servers[nm] = d
    if R.random() < .4:
        url = f"postgresql://{G.user()}:{P('PGPASSWORD', [N_MCP, N_CONN])}@pg.{G.domain()}:5432/{R.choice(['rag', 'evals', 'app'])}"
        servers["postgres"] = {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-postgres", url]}
    if R.random() < .35:
        servers[R.choice(["docs-search", "internal-kb", "ticketing"])] = {
            "type": R.choice(["http", "sse"]), "url": f"https://mcp.{G.domain()}/{R.choice(['mcp', 'sse'])}",
            "headers": {"Authorization": "Bearer " + S("opaque", "KB_MCP_TOKEN", N_MCP, ph=True)}}
    fname = R.choice([".mcp.json", "claude_desktop_config.json",
                      "~/Library/Application Support/Claude/claude_desktop_config.json", ".cursor/mcp.json"])
    return f"$ cat {fname}\n" + jd({"mcpServers": servers})


def t_mcp_add():
    lines = []
    for _ in range(R.randint(1, 3)):
        nm, cmd, args, envs = R.choice(MCP_SERVERS)
        var, kind = envs[0]
        v = S(kind, var, N_MCP, style="sh")
        lines.append(f"$ claude mcp add {nm} --scope {R.choice(['user', 'project', 'local'])} -e {var}={v} -- {cmd} {' '.join(args)}")
        lines.append(f"Added stdio MCP server {nm} with command: {cmd} {' '.join(args)} to {R.choice(['user', 'project', 'local'])} config")
    if R.random() < .5:
        h = S("opaque", "KB_TOKEN", N_MCP, style="sh")
        lines.append(f"$ claude mcp add --transport http kb https://mcp.{G.domain()}/mcp --header \"Authorization: Bearer {h.strip(chr(34))}\"")
    lines.append("$ claude mcp list\n" + "\n".join(f"{n}: {c} - {R.choice(['✓ Connected', '✗ Failed to connect'])}"
                                                   for n, c, _, _ in R.sample(MCP_SERVERS, 3)))
    return "\n".join(lines)


# ---- sdk_code -----------------------------------------------------------------------------------------------------

def t_sdk_py():
    provider = R.choice(["anthropic", "openai", "google", "groq", "mistral", "openrouter"])
    m = G.model()
    c = cmt()
    if provider == "anthropic":
        k = S("anthropic", "ANTHROPIC_API_KEY", N_SDK, style="py")
        head = f"import anthropic\n\n{c}\nclient = anthropic.Anthropic(api_key={k})\n"
        call = (f"msg = client.messages.create(\n    model=\"{m}\",\n    max_tokens=1024,\n    system=SYSTEM_PROMPT,\n"
                f"    messages=[{{\"role\": \"user\", \"content\": prompt}}],\n)\nprint(msg.usage)")
    elif provider == "openai":
        k = S(R.choice(["openai", "openai_svc"]), "OPENAI_API_KEY", N_SDK, style="py")
        head = f"from openai import OpenAI\n\n{c}\nclient = OpenAI(api_key={k}, organization=\"{G.org_id()}\")\n"
        note(O_PUBLIC) if not C.sec else None
        call = (f"resp = client.chat.completions.create(model=\"{m}\", messages=msgs, temperature=0.2)\n"
                "print(resp.id, resp.usage.total_tokens)")
    elif provider == "google":
        k = S("google_ai", "GEMINI_API_KEY", N_SDK, style="py")
        head = f"from google import genai\n\n{c}\nclient = genai.Client(api_key={k})\n"
        call = "resp = client.models.generate_content(model=\"gemini-2.5-pro\", contents=prompt)\nprint(resp.text[:200])"
    elif provider == "groq":
        k = S("groq", "GROQ_API_KEY", N_SDK, style="py")
        head = f"from groq import Groq\n\n{c}\nclient = Groq(api_key={k})\n"
        call = "out = client.chat.completions.create(model=\"llama-3.3-70b-versatile\", messages=msgs)"
    elif provider == "mistral":
        k = S("mistral", "MISTRAL_API_KEY", N_SDK, style="py")
        head = f"from mistralai import Mistral\n\n{c}\nclient = Mistral(api_key={k})\n"
        call = "res = client.chat.complete(model=\"mistral-large-latest\", messages=msgs)"
    else:
        k = S("openrouter", "OPENROUTER_API_KEY", N_SDK, style="py")
        head = (f"from openai import OpenAI\n\n{c}\nclient = OpenAI(base_url=\"https://openrouter.ai/api/v1\", api_key={k})\n")
        call = "r = client.chat.completions.create(model=\"anthropic/claude-sonnet-4.5\", messages=msgs)"
    extra = ""
    if R.random() < .4:
        extra = (f"\n\nSYSTEM_PROMPT = \"\"\"You are a careful assistant for {G.proj()}.\nContext:\n{{context}}\n"
                 f"Question: {{question}}\"\"\"")
    if R.random() < .3:
        t = S(R.choice(["tavily", "brave", "serpapi"]), "SEARCH_API_KEY", N_SDK, style="py")
        extra += f"\nSEARCH_KEY = {t}"
    return f"# {G.proj()}/llm.py\nimport os\n" + head + call + extra


def t_sdk_ts():
    k = S(R.choice(["anthropic", "openai", "xai", "deepseek"]), R.choice(["ANTHROPIC_API_KEY", "OPENAI_API_KEY", "LLM_API_KEY"]),
          N_SDK, style="ts")
    m = G.model()
    body = (f"// src/lib/llm.ts\n{cmt('//')}\nimport Anthropic from \"@anthropic-ai/sdk\";\n\n"
            f"export const client = new Anthropic({{ apiKey: {k}, maxRetries: 3 }});\n\n"
            f"export async function summarize(text: string) {{\n  const msg = await client.messages.create({{\n"
            f"    model: \"{m}\",\n    max_tokens: 512,\n    messages: [{{ role: \"user\", content: `Summarize:\\n${{text}}` }}],\n"
            f"  }});\n  return msg.content[0];\n}}")
    return body


def t_curl_example():
    if R.random() < .5:
        k = S("anthropic", "ANTHROPIC_API_KEY", N_SDK, style="sh")
        hdr = f"x-api-key: {k.strip(chr(34))}" if not k.startswith('"$') else f"x-api-key: {k[1:-1]}"
        return (f"# quick check from the README of {G.proj()}\ncurl https://api.anthropic.com/v1/messages \\\n"
                f"  -H \"{hdr}\" \\\n  -H \"anthropic-version: 2023-06-01\" \\\n  -H \"content-type: application/json\" \\\n"
                f"  -d '{{\"model\": \"{G.model()}\", \"max_tokens\": 256, \"messages\": [{{\"role\": \"user\", \"content\": \"ping\"}}]}}'")
    k = S(R.choice(["openai", "together", "fireworks", "perplexity"]), "OPENAI_API_KEY", N_SDK, style="sh")
    return (f"curl https://api.{R.choice(['openai.com', 'together.xyz', 'fireworks.ai/inference', 'perplexity.ai'])}/v1/chat/completions \\\n"
            f"  -H \"Authorization: Bearer {k.strip(chr(34))}\" \\\n  -H \"Content-Type: application/json\" \\\n"
            f"  -d '{{\"model\": \"{G.model()}\", \"messages\": [{{\"role\": \"user\", \"content\": \"hello\"}}]}}'")


# ---- notebook -----------------------------------------------------------------------------------------------------

def nb_cell(src, outputs=None, n=None):
    cell = {"cell_type": "code", "execution_count": n or R.randint(1, 40), "metadata": {},
            "source": [ln + "\n" for ln in src[:-1]] + src[-1:], "outputs": outputs or []}
    return cell


def stream(lines):
    return {"name": "stdout", "output_type": "stream", "text": [ln + "\n" for ln in lines]}


def t_notebook():
    cells = []
    k = R.randint(0, 3)
    if k == 0:
        v = S(R.choice(["openai", "anthropic", "groq"]), "OPENAI_API_KEY", N_NB, style="nb")
        if v.startswith('"'):
            src = ["import os", f"os.environ[\"OPENAI_API_KEY\"] = {v}  {cmt()}"]
        else:
            src = ["import os, getpass", "from google.colab import userdata" if "userdata" in v else "",
                   f"os.environ[\"OPENAI_API_KEY\"] = {v}"]
        cells.append(nb_cell([s for s in src if s]))
    elif k == 1:
        v = S("hf", "HF_TOKEN", N_NB, style="sh")
        cells.append(nb_cell([f"!huggingface-cli login --token {v.strip(chr(34))}"],
                             [stream(["Token is valid (permission: " + R.choice(["read", "write", "fineGrained"]) + ").",
                                      "Your token has been saved to ~/.cache/huggingface/token", "Login successful"])]))
    elif k == 2:
        v = S("wandb", "WANDB_API_KEY", N_NB, style="py")
        cells.append(nb_cell(["import wandb", f"wandb.login(key={v})",
                              f"run = wandb.init(project=\"{G.proj()}\", config={{\"model\": \"{G.model()}\"}})"],
                             [stream([f"wandb: Currently logged in as: {G.user()}", f"wandb: Syncing run {G.wandb_run()}"])]))
    else:
        v = S(R.choice(["anthropic", "openai"]), "ANTHROPIC_API_KEY", N_NB, style="raw")
        cells.append(nb_cell(["settings = Settings()", "settings"],
                             [{"data": {"text/plain": [f"Settings(model='{G.model()}', temperature=0.0, "
                                                       f"api_key='{v}', max_tokens=2048, "
                                                       f"base_url='https://gateway.{G.domain()}/v1')"]},
                               "execution_count": 3, "metadata": {}, "output_type": "execute_result"}]))
    emb, dim = R.choice(G.EMBED)
    cells.append(nb_cell([f"vecs = embed(chunks, model=\"{emb}\")", "vecs.shape"],
                         [{"data": {"text/plain": [f"({R.randint(200, 90000)}, {dim})"]}, "execution_count": 5,
                           "metadata": {}, "output_type": "execute_result"}]))
    if R.random() < .5:
        cells.append(nb_cell(["resp = client.messages.create(model=MODEL, max_tokens=300, messages=msgs)", "resp.id, resp.usage"],
                             [stream([f"('{G.msg_id()}', Usage(input_tokens={R.randint(200, 9000)}, output_tokens={R.randint(20, 900)}))"])]))
    if R.random() < .4:
        pc = S("pinecone", "PINECONE_API_KEY", [N_NB, N_VEC], style="nb")
        cells.append(nb_cell(["from pinecone import Pinecone", f"pc = Pinecone(api_key={pc})",
                              f"index = pc.Index(host=\"{G.pinecone_host()}\")", "index.describe_index_stats()"],
                             [stream([f"{{'dimension': {dim}, 'index_fullness': 0.0, 'namespaces': {{'{G.proj()}': "
                                      f"{{'vector_count': {R.randint(100, 90000)}}}}}, 'total_vector_count': {R.randint(100, 90000)}}}"])]))
    nb = {"cells": cells, "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
          "nbformat": 4, "nbformat_minor": 5}
    return f"{R.choice(['notebooks/', 'experiments/', ''])}{G.proj().replace('-', '_')}_{R.choice(['eval', 'rag', 'explore'])}.ipynb (cells)\n" + jd(nb)


# ---- env_file -----------------------------------------------------------------------------------------------------

ENV_VARS = [("ANTHROPIC_API_KEY", "anthropic"), ("OPENAI_API_KEY", "openai"), ("GEMINI_API_KEY", "google_ai"),
            ("GROQ_API_KEY", "groq"), ("HF_TOKEN", "hf"), ("PINECONE_API_KEY", "pinecone"),
            ("LANGSMITH_API_KEY", "langsmith"), ("LANGFUSE_SECRET_KEY", "langfuse"), ("WANDB_API_KEY", "wandb"),
            ("REPLICATE_API_TOKEN", "replicate"), ("COHERE_API_KEY", "cohere"), ("VOYAGE_API_KEY", "voyage"),
            ("TAVILY_API_KEY", "tavily"), ("XAI_API_KEY", "xai"), ("OPENROUTER_API_KEY", "openrouter"),
            ("SLACK_BOT_TOKEN", "slack_bot"), ("QDRANT_API_KEY", "qdrant")]


def t_env():
    lines = [f"# {G.proj()} — {R.choice(['local dev', 'staging', 'agent sandbox'])}", cmt()]
    for var, kind in R.sample(ENV_VARS, R.randint(3, 6)):
        lines.append(f"{var}={S(kind, var, N_ENV, style='env')}")
    lines.append(f"MODEL={G.model()}")
    lines.append(f"EMBEDDING_MODEL={R.choice(G.EMBED)[0]}")
    if R.random() < .5:
        lines.append(f"LANGFUSE_PUBLIC_KEY={G.pk_langfuse()}")
        lines.append("LANGFUSE_HOST=https://cloud.langfuse.com")
        if not C.sec:
            note(O_PUBLIC)
    if R.random() < .4:
        lines.append(f"NEXT_PUBLIC_SUPABASE_URL=https://{G.rs(20, 'abcdefghijklmnopqrstuvwxyz')}.supabase.co")
        lines.append(f"NEXT_PUBLIC_SUPABASE_ANON_KEY={G.supa_jwt('anon')}")
        if C.sec and R.random() < .7:
            lines.append(f"SUPABASE_SERVICE_ROLE_KEY={lab(G.tok('supabase_service'), [N_ENV, N_JWT])}")
        if not C.sec:
            note(O_PUBLIC)
    if R.random() < .4:
        lines.append(f"DATABASE_URL=postgresql://app:{P('PGPASSWORD', [N_ENV, N_CONN])}@db.{G.domain()}:5432/{G.proj().replace('-', '_')}")
    lines.append(f"LOG_LEVEL={R.choice(['info', 'debug'])}")
    fname = R.choice([".env", ".env.local", ".envrc", "apps/agent/.env", ".env.example"])
    if fname == ".envrc":
        lines = [("export " + ln if "=" in ln and not ln.startswith("#") else ln) for ln in lines]
    return f"$ cat {fname}\n" + "\n".join(lines)


# ---- agent_settings -----------------------------------------------------------------------------------------------

def t_claude_settings():
    env = {}
    if R.random() < .6:
        env["ANTHROPIC_API_KEY"] = S("anthropic", "ANTHROPIC_API_KEY", N_AGENT, style="raw")
    else:
        env["ANTHROPIC_AUTH_TOKEN"] = S("litellm", "GATEWAY_TOKEN", N_AGENT, style="raw")
        env["ANTHROPIC_BASE_URL"] = f"https://llm-gw.{G.domain()}"
    env["ANTHROPIC_MODEL"] = G.model()
    if R.random() < .5:
        env["BASH_DEFAULT_TIMEOUT_MS"] = str(R.choice([60000, 120000, 300000]))
    d = {"$schema": "https://json.schemastore.org/claude-code-settings.json", "env": env,
         "permissions": {"allow": ["Bash(npm run test:*)", "Bash(uv run pytest:*)", "Read(~/.zshrc)"],
                         "deny": ["Read(./.env)", "Read(./secrets/**)"]}}
    if R.random() < .4:
        d["apiKeyHelper"] = R.choice(["~/bin/get-anthropic-key.sh", "/usr/local/bin/llm-key --profile dev"])
        if not C.sec:
            note(O_REF)
    if R.random() < .3:
        d["hooks"] = {"PostToolUse": [{"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "npx prettier --write"}]}]}
    return f"$ cat {R.choice(['.claude/settings.json', '.claude/settings.local.json', '~/.claude/settings.json'])}\n" + jd(d)


def t_continue():
    lines = [f"# ~/.continue/config.yaml  {cmt('')[2:]}", f"name: {G.proj()} assistant", "version: 0.0.1", "schema: v1",
             "models:"]
    for prov, kind, var in R.sample([("anthropic", "anthropic", "ANTHROPIC_API_KEY"), ("openai", "openai", "OPENAI_API_KEY"),
                                     ("mistral", "mistral", "MISTRAL_API_KEY"), ("gemini", "google_ai", "GEMINI_API_KEY")],
                                    R.randint(1, 3)):
        v = S(kind, var, N_AGENT, style="yaml")
        if v.startswith("os.environ/"):
            v = "${{ secrets." + var + " }}"
        lines += [f"  - name: {prov} main", f"    provider: {prov}", f"    model: {G.model()}", f"    apiKey: {v}",
                  "    roles: [chat, edit]"]
    lines += ["  - name: autocomplete", "    provider: ollama", "    model: qwen2.5-coder:1.5b", "    roles: [autocomplete]"]
    return "\n".join(lines)


def t_aider():
    lines = ["# .aider.conf.yml", f"model: {R.choice(['sonnet', 'gpt-4o', 'deepseek'])}"]
    for key, kind in R.sample([("anthropic-api-key", "anthropic"), ("openai-api-key", "openai")], R.randint(1, 2)):
        v = S(kind, key.upper().replace("-", "_"), N_AGENT, style="raw")
        lines.append(f"{key}: {v}")
    if R.random() < .5:
        lines.append("api-key:\n  - gemini=" + S("google_ai", "GEMINI_API_KEY", N_AGENT, style="raw"))
    lines += ["auto-commits: false", "dark-mode: true", f"edit-format: {R.choice(['diff', 'whole', 'udiff'])}"]
    tail = f"\n\n$ aider --version\naider {G.semver()}"
    return "\n".join(lines) + tail


def t_zed_codex():
    if R.random() < .5:
        v = S(R.choice(["openai", "deepseek", "openrouter"]), "LLM_API_KEY", N_AGENT, style="json")
        d = {"language_models": {"openai": {"api_url": f"https://llm-gw.{G.domain()}/v1", "available_models": [
            {"name": G.model(), "max_tokens": 128000}]}}, "assistant": {"version": "2", "default_model": {
                "provider": "openai", "model": G.model()}}}
        return "// ~/.config/zed/settings.json (excerpt)\n" + jd(d) + f"\n// key pasted into the provider panel: {v.strip(chr(34))}"
    v = S("openai", "OPENAI_API_KEY", N_AGENT, style="toml")
    return (f"# ~/.codex/config.toml\nmodel = \"{R.choice(['o4-mini', 'gpt-4.1', 'gpt-5-codex'])}\"\n"
            f"model_provider = \"gw\"\napproval_policy = \"on-request\"\n\n[model_providers.gw]\nname = \"internal gateway\"\n"
            f"base_url = \"https://llm-gw.{G.domain()}/v1\"\nenv_key = \"LLM_GATEWAY_KEY\"\n"
            f"http_headers = {{ \"x-team\" = \"{G.proj()}\", \"x-api-key\" = {v} }}")


# ---- prompt_log (hard) --------------------------------------------------------------------------------------------

def t_litellm_log():
    prov = R.choice([("https://api.anthropic.com/v1/messages", "x-api-key", "anthropic"),
                     ("https://api.openai.com/v1/chat/completions", "Authorization", "openai"),
                     ("https://api.groq.com/openai/v1/chat/completions", "Authorization", "groq")])
    url, h, kind = prov
    v = S(kind, "API_KEY", N_LOG, style="raw")
    hv = ("Bearer " + v) if h == "Authorization" else v
    ts = G.iso()
    return (f"{ts} - LiteLLM:DEBUG: utils.py:{R.randint(200, 4000)} - \n\nPOST Request Sent from LiteLLM:\ncurl -X POST \\\n"
            f"{url} \\\n-H 'content-type: application/json' -H '{h}: {hv}' -H 'anthropic-version: 2023-06-01' \\\n"
            f"-d '{{\"model\": \"{G.model()}\", \"messages\": [{{\"role\": \"user\", \"content\": \"Classify ticket #{R.randint(1000, 99999)}\"}}], "
            f"\"max_tokens\": 256}}'\n\n{G.iso()} - LiteLLM Router:INFO: router.py:{R.randint(600, 3000)} - "
            f"litellm.acompletion(model={G.model()}) 200 OK\nrequest_id={G.req_ant()} response_id={G.msg_id()} "
            f"usage={{'input_tokens': {R.randint(100, 9000)}, 'output_tokens': {R.randint(10, 900)}}}")


def t_http_debug():
    v = S(R.choice(["anthropic", "openai", "openai_legacy"]), "API_KEY", N_LOG, style="raw")
    rid = G.req_ant()
    hdrs = {"accept": "application/json", "anthropic-version": "2023-06-01", "content-type": "application/json",
            "user-agent": f"Anthropic/Python {G.semver()}", "x-api-key": v,
            "x-stainless-retry-count": str(R.randint(0, 2))}
    return (f"DEBUG:anthropic._base_client:Request options: {{'method': 'post', 'url': '/v1/messages', 'headers': {hdrs}, "
            f"'json_data': {{'max_tokens': 1024, 'messages': [{{'role': 'user', 'content': '<{R.randint(900, 9000)} chars>'}}], "
            f"'model': '{G.model()}'}}}}\nDEBUG:httpx:HTTP Request: POST https://api.anthropic.com/v1/messages "
            f"\"HTTP/1.1 {R.choice(['200 OK', '529 ', '429 Too Many Requests', '401 Unauthorized'])}\"\n"
            f"DEBUG:anthropic._base_client:request_id: {rid}\n"
            f"DEBUG:anthropic._base_client:response headers: {{'request-id': '{rid}', "
            f"'anthropic-ratelimit-tokens-remaining': '{R.randint(1000, 400000)}', 'cf-ray': '{G.rs(16, G.HEX)}-{R.choice(['FRA', 'SJC', 'AMS'])}'}}")


def t_completion_log():
    rows = []
    for _ in range(R.randint(2, 4)):
        rows.append(json.dumps({"ts": G.iso(), "level": "info", "event": "llm.request", "provider": R.choice(["openai", "azure"]),
                                "id": G.chatcmpl(), "model": G.model(), "prompt_tokens": R.randint(100, 9000),
                                "completion_tokens": R.randint(10, 900), "trace_id": G.trace_id()}))
    bad = {"ts": G.iso(), "level": "error", "event": "llm.error", "status": 401, "trace_id": G.trace_id(),
           "request": {"url": f"https://{G.company()}-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21",
                       "headers": {"api-key": S("azure_openai", "AZURE_OPENAI_API_KEY", N_LOG, style="raw"),
                                   "x-ms-client-request-id": G.uuid()}}}
    rows.insert(R.randint(0, len(rows)), json.dumps(bad))
    return "$ kubectl logs deploy/" + G.proj() + " --since=10m | grep llm.\n" + "\n".join(rows)


# ---- gateway_config -----------------------------------------------------------------------------------------------

def t_litellm_config():
    lines = ["# litellm proxy config.yaml", "model_list:"]
    for name, kind, var, mod in R.sample([("claude", "anthropic", "ANTHROPIC_API_KEY", "anthropic/claude-sonnet-4-5"),
                                          ("gpt", "openai", "OPENAI_API_KEY", "openai/gpt-4o"),
                                          ("llama", "groq", "GROQ_API_KEY", "groq/llama-3.3-70b-versatile"),
                                          ("embed", "voyage", "VOYAGE_API_KEY", "voyage/voyage-3"),
                                          ("azure-gpt", "azure_openai", "AZURE_API_KEY", "azure/gpt-4o-prod")], R.randint(2, 3)):
        lines += [f"  - model_name: {name}", "    litellm_params:", f"      model: {mod}",
                  f"      api_key: {S(kind, var, N_GW, style='yaml')}"]
        if kind == "azure_openai":
            lines += [f"      api_base: https://{G.company()}-oai.openai.azure.com/", "      api_version: \"2024-10-21\""]
    mk = S("litellm", "LITELLM_MASTER_KEY", N_GW, style="yaml", ph=False) if R.random() < .7 else None
    if mk is None:
        mk = "sk-1234"
        note(O_PH)
    lines += ["general_settings:", f"  master_key: {mk}",
              f"  database_url: postgresql://litellm:{P('DB_PW', [N_GW, N_CONN])}@pg.{G.domain()}:5432/litellm",
              "litellm_settings:", "  drop_params: true", "  success_callback: [\"langfuse\"]"]
    return "\n".join(lines)


def t_gateway_misc():
    k = R.randint(0, 2)
    if k == 0:
        v = S("helicone", "HELICONE_API_KEY", N_GW, style="raw")
        return (f"# nginx in front of the model APIs ({G.proj()})\nlocation /anthropic/ {{\n"
                f"    proxy_pass https://anthropic.helicone.ai/;\n    proxy_set_header Helicone-Auth \"Bearer {v}\";\n"
                f"    proxy_set_header Helicone-Property-Team \"{G.proj()}\";\n    proxy_set_header Host anthropic.helicone.ai;\n"
                f"    proxy_read_timeout 300s;\n}}")
    if k == 1:
        v = S("opaque", "CF_AIG_TOKEN", N_GW, style="raw")
        acc = G.rs(32, G.HEX)
        return (f"Cloudflare AI Gateway, account {acc}, gateway '{G.proj()}'\n"
                f"base_url: https://gateway.ai.cloudflare.com/v1/{acc}/{G.proj()}/anthropic\n"
                f"headers:\n  cf-aig-authorization: Bearer {v}\n  cf-aig-cache-ttl: 3600\n"
                f"log: {G.iso()} cache MISS model={G.model()} tokens_in={R.randint(100, 9000)} event_id={G.uuid()}")
    v = S("portkey", "PORTKEY_API_KEY", N_GW, style="raw")
    vk = S("opaque", "PORTKEY_VIRTUAL_KEY", N_GW, style="raw")
    return (f"# kong.yaml — ai-proxy plugin\nplugins:\n  - name: ai-proxy\n    config:\n      route_type: llm/v1/chat\n"
            f"      auth:\n        header_name: x-portkey-api-key\n        header_value: {v}\n"
            f"      model:\n        provider: openai\n        name: {G.model()}\n        options:\n"
            f"          upstream_url: https://api.portkey.ai/v1/chat/completions\n      logging:\n        log_statistics: true\n"
            f"# virtual key for the anthropic pool: {vk}")


# ---- vector_db ----------------------------------------------------------------------------------------------------

def t_vector():
    k = R.randint(0, 4)
    emb, dim = R.choice(G.EMBED)
    if k == 0:
        v = S("qdrant", "QDRANT_API_KEY", N_VEC, style="py")
        return (f"from qdrant_client import QdrantClient, models\n\nqc = QdrantClient(url=\"https://{G.qdrant_host()}:6333\", api_key={v})\n"
                f"qc.create_collection(\"{G.proj()}-chunks\", vectors_config=models.VectorParams(size={dim}, distance=models.Distance.COSINE))\n"
                f"# embeddings: {emb} ({dim} dims)")
    if k == 1:
        v = S("weaviate", "WEAVIATE_API_KEY", N_VEC, style="py")
        return (f"import weaviate\nfrom weaviate.classes.init import Auth\n\nclient = weaviate.connect_to_weaviate_cloud(\n"
                f"    cluster_url=\"https://{G.rs(20, 'abcdefghijklmnopqrstuvwxyz0123456789')}.c0.{G.region()}.gcp.weaviate.cloud\",\n"
                f"    auth_credentials=Auth.api_key({v}),\n    headers={{\"X-OpenAI-Api-Key\": {S('openai', 'OPENAI_API_KEY', N_VEC, style='py')}}},\n)\n"
                f"print(client.is_ready())  # True, collection Docs has {R.randint(1000, 900000)} objects")
    if k == 2:
        v = S("zilliz", "ZILLIZ_TOKEN", N_VEC, style="py")
        return (f"from pymilvus import MilvusClient\n\nmc = MilvusClient(uri=\"https://in03-{G.rs(15, G.HEX)}.serverless.{G.region()}.cloud.zilliz.com\", token={v})\n"
                f"mc.search(\"{G.proj()}\", data=[qvec], limit=8, output_fields=[\"doc_id\", \"chunk\"])")
    if k == 3:
        pw = P("PGPASSWORD", [N_VEC, N_CONN])
        return (f"# pgvector for {G.proj()}\nPG_DSN=postgresql+psycopg://rag_rw:{pw}@pgvector.{G.domain()}:5432/rag?sslmode=require\n\n"
                f"CREATE EXTENSION IF NOT EXISTS vector;\nCREATE TABLE chunks (id bigserial PRIMARY KEY, doc_id uuid, body text, "
                f"embedding vector({dim}));\nCREATE INDEX ON chunks USING hnsw (embedding vector_cosine_ops);\n"
                f"-- sample doc_id {G.uuid()}, model {emb}")
    v = S("pinecone", "PINECONE_API_KEY", N_VEC, style="yaml")
    rp = P("REDIS_PASSWORD", [N_VEC, N_CONN])
    return (f"# config/retrieval.yaml\nvector_store:\n  provider: pinecone\n  api_key: {v}\n  index_host: {G.pinecone_host()}\n"
            f"  namespace: {G.proj()}\n  dimension: {dim}\n  metric: cosine\ncache:\n  url: redis://default:{rp}@redis-{R.randint(10000, 19999)}.c{R.randint(1, 300)}.{G.region()}-1.ec2.redns.redis-cloud.com:{R.randint(10000, 19999)}\n"
            f"embedding:\n  model: {emb}\n  batch_size: {R.choice([32, 64, 128])}")


# ---- eval_config --------------------------------------------------------------------------------------------------

def t_promptfoo():
    lines = ["# promptfooconfig.yaml", f"description: {G.proj()} regression evals",
             "prompts:\n  - file://prompts/triage.txt", "providers:"]
    for pid, kind, var in R.sample([("anthropic:messages:claude-sonnet-4-5", "anthropic", "ANTHROPIC_API_KEY"),
                                    ("openai:gpt-4.1-mini", "openai", "OPENAI_API_KEY"),
                                    ("openrouter:meta-llama/llama-3.3-70b-instruct", "openrouter", "OPENROUTER_API_KEY")], R.randint(1, 2)):
        v = S(kind, var, N_EVAL, style="yaml")
        if v.startswith("os.environ/"):
            v = "'{{ env." + var + " }}'"
        lines += [f"  - id: {pid}", "    config:", f"      apiKey: {v}", "      temperature: 0"]
    lines += ["tests: file://tests/cases.yaml", "defaultTest:\n  assert:\n    - type: llm-rubric\n      value: 'Answer cites the ticket id'"]
    return "\n".join(lines)


def t_eval_cli():
    k = R.randint(0, 2)
    if k == 0:
        v = S("openai", "OPENAI_API_KEY", N_EVAL, style="sh")
        return (f"$ OPENAI_API_KEY={v} lm_eval --model openai-chat-completions --model_args model=gpt-4o-mini "
                f"--tasks gsm8k,mmlu_abstract_algebra --num_fewshot 5 --apply_chat_template --output_path results/\n"
                f"|    Tasks   |Version|Filter|n-shot|  Metric   |Value |   |Stderr|\n|gsm8k       |      3|strict|     5|exact_match|0.{R.randint(700, 950)}|±  |0.0{R.randint(10, 99)}|")
    if k == 1:
        v = S("anthropic", "ANTHROPIC_API_KEY", N_EVAL, style="sh")
        return (f"$ export ANTHROPIC_API_KEY={v}\n$ inspect eval evals/{G.proj().replace('-', '_')}.py --model anthropic/{G.model()} --limit 200\n"
                f"total time: 0:0{R.randint(1, 9)}:{R.randint(10, 59)}  {G.model()}  {R.randint(20000, 900000):,} tokens\n"
                f"accuracy: 0.{R.randint(600, 990)}  stderr: 0.0{R.randint(10, 40)}\nLog: logs/{G.date()}T{G.hm()}_{G.proj()}_{G.rs(22)}.eval")
    v = S("braintrust", "BRAINTRUST_API_KEY", N_EVAL, style="py")
    return (f"# evals/{G.proj()}.eval.py\nfrom braintrust import Eval, init_logger\n\nlogger = init_logger(project=\"{G.proj()}\", api_key={v})\n\n"
            f"Eval(\"{G.proj()}\", data=load_cases(\"data/cases-{G.sha1()[:8]}.jsonl\"), task=run_agent, scores=[Factuality, ExactMatch])")


# ---- ci_eval ------------------------------------------------------------------------------------------------------

def t_gha():
    var = R.choice(["ANTHROPIC_API_KEY", "OPENAI_API_KEY"])
    v = S("anthropic" if "ANTH" in var else "openai", var, N_CI, style="gha")
    ls = S("langsmith", "LANGSMITH_API_KEY", N_CI, style="gha")
    return (f"# .github/workflows/evals.yml\nname: nightly-evals\non:\n  schedule: [{{cron: \"0 3 * * *\"}}]\n  workflow_dispatch:\n"
            f"jobs:\n  eval:\n    runs-on: ubuntu-latest\n    env:\n      {var}: {v}\n      LANGSMITH_API_KEY: {ls}\n"
            f"      LANGSMITH_PROJECT: {G.proj()}-ci\n      EVAL_MODEL: {G.model()}\n    steps:\n      - uses: actions/checkout@v4\n"
            f"      - uses: astral-sh/setup-uv@v5\n      - run: uv run pytest evals/ -m llm --maxfail=5")


def t_ci_log():
    v = S(R.choice(["anthropic", "openai", "google_ai"]), "API_KEY", N_CI, style="raw")
    job = R.randint(1000000, 99999999)
    return (f"Job {job} · evals / run-evals ({G.model()})\n{G.iso()} + set -x\n{G.iso()} + uv run python -m evals.run --suite smoke\n"
            f"{G.iso()} + curl -sf https://api.anthropic.com/v1/models -H 'anthropic-version: 2023-06-01' -H 'x-api-key: {v}'\n"
            f"{G.iso()} {{\"data\":[{{\"type\":\"model\",\"id\":\"{G.model()}\"}}],\"has_more\":false}}\n"
            f"{G.iso()} ran {R.randint(20, 400)} cases, {R.randint(0, 9)} failed, run id {G.uuid()}\n"
            f"{G.iso()} Cleaning up orphan processes")


# ---- chat_bot -----------------------------------------------------------------------------------------------------

def t_slack_bot():
    d = {"SLACK_BOT_TOKEN": S("slack_bot", "SLACK_BOT_TOKEN", N_BOT, style="raw"),
         "SLACK_APP_TOKEN": S("slack_app", "SLACK_APP_TOKEN", N_BOT, style="raw"),
         "SLACK_SIGNING_SECRET": S("slack_signing", "SLACK_SIGNING_SECRET", N_BOT, style="raw")}
    lines = [f"# {G.proj()} Slack bot (Bolt, socket mode)"] + [f"{k}={v}" for k, v in d.items()]
    lines += [f"SLACK_TEAM_ID={G.slack_id('T')}", f"ALERT_CHANNEL={G.slack_id('C')}", f"BOT_USER_ID={G.slack_id('U')}",
              f"ANSWER_MODEL={G.model()}"]
    if R.random() < .5:
        hook = S("slack_hook", "SLACK_WEBHOOK", [N_BOT, N_URL], style="raw")
        lines.append(f"EVAL_REPORT_WEBHOOK=https://hooks.slack.com/services/{G.slack_id('T')}/{G.slack_id('B')}/{hook}")
    if not C.sec:
        note(O_IDS)
    return "\n".join(lines)


def t_discord_tg():
    k = R.randint(0, 2)
    if k == 0:
        v = S("discord_bot", "DISCORD_TOKEN", N_BOT, style="py")
        if not C.sec:
            note(O_PUBLIC)
            note(O_IDS)
        return (f"# bot.py — answers in #{R.choice(['ask-ai', 'help', 'support'])} with {G.model()}\nimport discord\n\n"
                f"APPLICATION_ID = {G.snowflake()}\nPUBLIC_KEY = \"{G.discord_pub()}\"  # interactions endpoint verification\n"
                f"GUILD_ID = {G.snowflake()}\nclient = discord.Client(intents=discord.Intents.default())\nclient.run({v})")
    if k == 1:
        v = S("telegram", "TELEGRAM_BOT_TOKEN", [N_BOT, N_URL], style="raw")
        chat = f"-100{R.randint(10 ** 9, 10 ** 10)}"
        return (f"$ curl -s \"https://api.telegram.org/bot{v}/sendMessage\" -d chat_id={chat} -d text='eval run finished: "
                f"{R.randint(80, 99)}% pass'\n{{\"ok\":true,\"result\":{{\"message_id\":{R.randint(100, 99999)},\"chat\":{{\"id\":{chat},"
                f"\"title\":\"{G.proj()} alerts\",\"type\":\"supergroup\"}},\"date\":{R.randint(1760000000, 1790000000)}}}}}")
    v = S("teams_sig", "TEAMS_SIG", [N_BOT, N_URL], style="raw")
    dh = S("discord_hook", "DISCORD_WEBHOOK", [N_BOT, N_URL], style="raw")
    return (f"notify:\n  teams: https://prod-{R.randint(10, 99)}.westeurope.logic.azure.com:443/workflows/{G.rs(32, G.HEX)}/triggers/manual/paths/invoke"
            f"?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={v}\n"
            f"  discord: https://discord.com/api/webhooks/{G.snowflake()}/{dh}\n  on: [eval_failed, budget_exceeded]")


# ---- llm_tracing --------------------------------------------------------------------------------------------------

def t_tracing():
    k = R.randint(0, 3)
    if k == 0:
        pk = G.pk_langfuse()
        sk = S("langfuse", "LANGFUSE_SECRET_KEY", N_TRACE, style="py")
        if not C.sec:
            note(O_PUBLIC)
        return (f"from langfuse import Langfuse\n\nlangfuse = Langfuse(\n    public_key=\"{pk}\",\n    secret_key={sk},\n"
                f"    host=\"https://{R.choice(['cloud', 'us.cloud'])}.langfuse.com\",\n)\n"
                f"# trace {G.trace_id()} -> {R.randint(2, 30)} observations, {R.randint(300, 90000)} tokens")
    if k == 1:
        v = S("langsmith", "LANGSMITH_API_KEY", N_TRACE, style="sh")
        return (f"export LANGSMITH_TRACING=true\nexport LANGSMITH_ENDPOINT=https://api.smith.langchain.com\n"
                f"export LANGSMITH_API_KEY={v}\nexport LANGSMITH_PROJECT={G.proj()}\n\n"
                f"$ python -m app.agent --question 'refund status'\nView run: https://smith.langchain.com/o/{G.uuid()}/projects/p/{G.uuid()}/r/{G.uuid()}")
    if k == 2:
        v = S("wandb", "WANDB_API_KEY", N_TRACE, style="raw")
        return (f"$ cat ~/.netrc\nmachine api.wandb.ai\n  login user\n  password {v}\n\n$ wandb status\n"
                f"Current Settings\n{{\n  \"base_url\": \"https://api.wandb.ai\",\n  \"entity\": \"{G.company()}\",\n  \"project\": \"{G.proj()}\"\n}}")
    v = S("sentry_auth", "SENTRY_AUTH_TOKEN", N_TRACE, style="raw")
    if not C.sec:
        note(O_PUBLIC)
    return (f"# sentry for the agent service\nSENTRY_DSN={G.dsn()}\nSENTRY_AUTH_TOKEN={v}\nSENTRY_ORG={G.company()}\n"
            f"SENTRY_PROJECT={G.proj()}\nSENTRY_TRACES_SAMPLE_RATE=0.2\n# ai monitoring: gen_ai spans for {G.model()}")


# ---- hub_cloud ----------------------------------------------------------------------------------------------------

def t_hub():
    k = R.randint(0, 4)
    if k == 0:
        v = S("hf", "HF_TOKEN", N_HUB, style="raw")
        return (f"$ cat ~/.cache/huggingface/token\n{v}\n$ huggingface-cli whoami\n{G.user()}\norgs:  {G.company()}\n"
                f"$ huggingface-cli download {R.choice(G.HF_MODELS)} --revision {G.sha1()}\nFetching {R.randint(4, 16)} files: 100%")
    if k == 1:
        akid = "AKIA" + G.rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        sk = S("aws_secret", "AWS_SECRET_ACCESS_KEY", N_HUB, style="raw")
        if not C.sec and R.random() < .5:
            akid, sk = "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
            C.notes[:] = [n for n in C.notes if n not in (O_MASK, O_REF)]
            note(O_PH)
        return (f"$ cat ~/.aws/credentials\n[bedrock-dev]\naws_access_key_id = {akid}\naws_secret_access_key = {sk}\nregion = {G.region()}\n\n"
                f"$ aws bedrock list-inference-profiles --profile bedrock-dev --query 'inferenceProfileSummaries[].inferenceProfileId'\n"
                f"[\"us.anthropic.claude-sonnet-4-5-20250929-v1:0\", \"us.meta.llama3-3-70b-instruct-v1:0\"]")
    if k == 2:
        v = S("azure_openai", "AZURE_OPENAI_API_KEY", N_HUB, style="raw")
        return (f"AZURE_OPENAI_ENDPOINT=https://{G.company()}-oai-{R.choice(['eus', 'swc', 'weu'])}.openai.azure.com/\n"
                f"AZURE_OPENAI_API_KEY={v}\nAZURE_OPENAI_DEPLOYMENT=gpt-4o-{R.choice(['prod', 'eval', 'batch'])}\n"
                f"OPENAI_API_VERSION=2024-10-21\n# subscription {G.uuid()}, resource group rg-ai-{G.proj()}")
    if k == 3:
        proj = f"{G.company()}-ai-{R.randint(100, 999)}"
        if C.sec and R.random() < P_SECRET_SLOT:
            body = lab(G.pem_body(), [N_HUB, N_PEM])
        else:
            body = R.choice(["[REDACTED]", "...", "<omitted>"])
            note(O_MASK)
        return ("$ cat vertex-sa.json\n{\n  \"type\": \"service_account\",\n  \"project_id\": \"" + proj + "\",\n"
                "  \"private_key_id\": \"" + G.sha1() + "\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n" + body +
                "\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"vertex-eval@" + proj + ".iam.gserviceaccount.com\",\n"
                "  \"client_id\": \"" + str(R.randint(10 ** 20, 10 ** 21)) + "\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}")
    v = S("replicate", "REPLICATE_API_TOKEN", N_HUB, style="sh")
    return (f"$ export REPLICATE_API_TOKEN={v}\n$ replicate run {R.choice(['black-forest-labs/flux-schnell', 'meta/meta-llama-3-8b-instruct'])} "
            f"prompt='product photo'\nprediction {G.rs(26, 'abcdefghijklmnopqrstuvwxyz0123456789')} succeeded in {R.randint(1, 30)}.{R.randint(0, 9)}s")


# ---- session_note (hard) ------------------------------------------------------------------------------------------

TOK_KINDS = ["anthropic", "openai", "pinecone", "hf", "groq", "langsmith", "tavily", "github_pat", "openrouter", "xai"]
KIND_NOTE_EN = ["tok", "pw", "tok", "bot"]


def sec_value(kind):
    if kind == "pw":
        return G.pw_any()
    if kind == "bot":
        return G.tok(R.choice(["slack_bot", "telegram", "discord_bot"]))
    return G.tok(R.choice(TOK_KINDS))


def prose_with_value(s, why, kind):
    v = lab(sec_value(kind), why)
    if "revoked" in s:
        note(N_REVOKED)
    return fill(s, v)


def t_session_note():
    lang = C.lang
    ordp = NOTE_ORD[lang]
    sents = [fill(s) for s in R.sample(ordp, min(len(ordp), R.randint(3, 6)))]
    if C.sec:
        pool = NOTE_SEC[lang]
        for i in R.sample(range(len(pool)), 1 if R.random() < .85 else 2):
            kind = KIND_NOTE_EN[i] if lang == "en" else ["tok", "pw"][i]
            sents.insert(R.randint(0, len(sents)), prose_with_value(pool[i], N_PROSE, kind))
    else:
        note(O_PROSE)
        note(O_IDS)
    head = f"{G.proj()} — session notes {G.date()}"
    body = head + "\n" + "\n".join("- " + s for s in sents)
    if R.random() < .35:
        body += "\n\n" + R.choice([lk_usage, lk_runs, lk_gitlog, lk_batches])()
    return body


# ---- chat_transcript (hard) ---------------------------------------------------------------------------------------

def tline(d):
    return json.dumps(d, ensure_ascii=False, separators=(",", ":"))


def t_transcript():
    sid, cwd = G.uuid(), f"/home/dev/projects/{G.proj()}"
    base = {"parentUuid": G.uuid(), "isSidechain": False, "userType": "external", "cwd": cwd, "sessionId": sid,
            "version": f"2.1.{R.randint(10, 340)}", "gitBranch": R.choice(["main", f"feat-{R.randint(10, 400)}", "evals"])}
    lines = []
    if C.sec and R.random() < .5:
        i = R.randrange(len(USER_SEC[C.lang]))
        kind = (["tok", "tok", "tok", "pw"][i] if C.lang == "en" else ["tok", "pw"][i])
        text = prose_with_value(USER_SEC[C.lang][i], N_CHAT, kind)
    else:
        text = fill(R.choice(USER_ORD[C.lang]))
        if not C.sec:
            note(O_PROSE)
    lines.append(tline({**base, "type": "user", "message": {"role": "user", "content": text}, "uuid": G.uuid(),
                        "timestamp": G.iso()}))
    var, kind = R.choice([("ANTHROPIC_API_KEY", "anthropic"), ("OPENAI_API_KEY", "openai"), ("PINECONE_API_KEY", "pinecone"),
                          ("HF_TOKEN", "hf"), ("QDRANT_API_KEY", "qdrant")])
    v = S(kind, var, N_CHAT, style="sh")
    cmd = R.choice([f"export {var}={v} && uv run python scripts/ingest.py --limit 50",
                    f"curl -s https://api.{G.domain()}/v1/health -H \"Authorization: Bearer {v.strip(chr(34))}\"",
                    f"echo '{var}={v.strip(chr(34))}' >> .env && grep -c = .env"])
    tu = G.toolu()
    lines.append(tline({**base, "message": {"model": G.model(), "id": G.msg_id(), "type": "message", "role": "assistant",
                                            "content": [{"type": "tool_use", "id": tu, "name": "Bash",
                                                         "input": {"command": cmd, "description": "Run the ingest with the key"}}],
                                            "usage": {"input_tokens": R.randint(1, 20), "cache_read_input_tokens": R.randint(1000, 90000),
                                                      "output_tokens": R.randint(5, 400)}},
                        "requestId": G.req_ant(), "type": "assistant", "uuid": G.uuid(), "timestamp": G.iso()}))
    out = R.choice([f"ingested {R.randint(10, 50)} docs into {G.proj()}-chunks ({R.choice(G.EMBED)[1]} dims)",
                    "{\"status\":\"ok\"}", str(R.randint(3, 12))])
    lines.append(tline({**base, "type": "user", "message": {"role": "user", "content": [
        {"tool_use_id": tu, "type": "tool_result", "content": out, "is_error": False}]}, "uuid": G.uuid(), "timestamp": G.iso()}))
    if not C.sec:
        note(O_IDS)
    return "\n".join(lines)


# ---- hook_payload (hard) ------------------------------------------------------------------------------------------

def t_hook():
    sid = G.uuid()
    p = G.proj()
    base = {"session_id": sid, "transcript_path": f"~/.claude/projects/-home-dev-projects-{p}/{sid}.jsonl",
            "cwd": f"/home/dev/projects/{p}", "permission_mode": R.choice(["default", "acceptEdits", "plan"])}
    k = R.randint(0, 2)
    if k == 0:
        var, kind = R.choice([("OPENAI_API_KEY", "openai"), ("GROQ_API_KEY", "groq"), ("HF_TOKEN", "hf"),
                              ("TAVILY_API_KEY", "tavily"), ("LANGSMITH_API_KEY", "langsmith")])
        v = S(kind, var, N_HOOK, style="sh")
        d = {**base, "hook_event_name": "PreToolUse", "tool_name": "Bash",
             "tool_input": {"command": f"{var}={v} npm run eval -- --model {G.model()}", "description": "Run evals"},
             "tool_use_id": G.toolu()}
    elif k == 1:
        lines = [f"{var}={S(kind, var, N_HOOK, style='raw')}" for var, kind in
                 R.sample([("ANTHROPIC_API_KEY", "anthropic"), ("PINECONE_API_KEY", "pinecone"), ("COHERE_API_KEY", "cohere"),
                           ("SLACK_BOT_TOKEN", "slack_bot")], 2)]
        lines += [f"EVAL_MODEL={G.model()}", f"RUN_ID={G.uuid()}"]
        d = {**base, "hook_event_name": "PostToolUse", "tool_name": "Bash",
             "tool_input": {"command": "env | grep -E 'KEY|TOKEN|MODEL|RUN'", "description": "Check env"},
             "tool_response": {"stdout": "\n".join(lines), "stderr": "", "interrupted": False}, "tool_use_id": G.toolu()}
    else:
        if C.sec:
            i = R.randrange(len(USER_SEC[C.lang]))
            kind = (["tok", "tok", "tok", "pw"][i] if C.lang == "en" else ["tok", "pw"][i])
            prompt = prose_with_value(USER_SEC[C.lang][i], [N_HOOK, N_CHAT], kind)
        else:
            prompt = fill(R.choice(USER_ORD[C.lang]))
            note(O_PROSE)
        d = {**base, "prompt_id": G.uuid(), "hook_event_name": "UserPromptSubmit", "prompt": prompt}
    if not C.sec:
        note(O_IDS)
    return f"hook stdin ({d['hook_event_name']}), captured by the debug logger:\n" + jd(d)


TEMPLATES = {
    "mcp_config": [t_mcp_json, t_mcp_json, t_mcp_add],
    "sdk_code": [t_sdk_py, t_sdk_py, t_sdk_ts, t_curl_example],
    "notebook": [t_notebook],
    "env_file": [t_env],
    "agent_settings": [t_claude_settings, t_continue, t_aider, t_zed_codex],
    "prompt_log": [t_litellm_log, t_http_debug, t_completion_log],
    "gateway_config": [t_litellm_config, t_gateway_misc],
    "vector_db": [t_vector],
    "eval_config": [t_promptfoo, t_eval_cli],
    "ci_eval": [t_gha, t_ci_log],
    "chat_bot": [t_slack_bot, t_discord_tg],
    "llm_tracing": [t_tracing],
    "hub_cloud": [t_hub],
    "session_note": [t_session_note],
    "chat_transcript": [t_transcript],
    "hook_payload": [t_hook],
}
PROSE_FAMILIES = {"session_note", "chat_transcript", "hook_payload"}


# ---- assembly -----------------------------------------------------------------------------------------------------

def lang_for(k, fi):
    """Every fourth row is in one of the twelve other languages, rotating by family so all languages appear."""
    return OTHER[(k // 4 + fi) % len(OTHER)] if k % 4 == 1 else "en"


ONOTES = None


def make(fam, sec, lang, seen):
    global ONOTES
    if ONOTES is None:
        ONOTES = {v for k, v in globals().items() if k.startswith("O_")}
    for _ in range(400):
        C.sec, C.labels, C.notes, C.lang = sec, [], [], lang
        body = R.choice(TEMPLATES[fam])()
        if fam in PROSE_FAMILIES:
            intro = fill(R.choice(INTRO[lang])) if (fam != "session_note" and (lang != "en" or R.random() < .5)) else ""
        else:
            body = maybe_lookalike(body)
            intro = fill(R.choice(INTRO[lang])) if (lang != "en" or R.random() < .75) else ""
        outro = fill(R.choice(OUTRO[lang])) if R.random() < .3 else ""
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
            first = [n for n in notes if n not in ONOTES]
            rest = [n for n in notes if n in ONOTES and n not in (O_LOOK, O_PROSE, O_IDS, O_HASH)]
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
            for fam in sorted({r["family"] for r in rows}):
                fl = [len(r["text"]) for r in rows if r["family"] == fam]
                print(f"  {fam:<22} median {statistics.median(fl)}")
        print("labels per row:", sorted(collections.Counter(len(r["secrets"]) for r in sec).items()))
        print("labels:", sum(len(r["secrets"]) for r in sec))


if __name__ == "__main__":
    main()
