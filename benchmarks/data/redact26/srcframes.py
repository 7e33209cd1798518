"""Source-code frames for redact26: literals in many languages, each with a credential or a stand-in in one place."""

from gen import R, envvar, host, lookalike, pick, placeholder, proj, uid, user

ENV_READ = {
    "python": 'os.environ["{e}"]', "javascript": "process.env.{e}", "typescript": "process.env.{e} ?? \"\"",
    "go": 'os.Getenv("{e}")', "java": 'System.getenv("{e}")', "kotlin": 'System.getenv("{e}")',
    "rust": 'std::env::var("{e}")?', "ruby": 'ENV.fetch("{e}")', "php": "getenv('{e}')",
    "csharp": 'Environment.GetEnvironmentVariable("{e}")', "swift": 'ProcessInfo.processInfo.environment["{e}"]!',
    "scala": 'sys.env("{e}")', "elixir": 'System.fetch_env!("{e}")', "dart": "Platform.environment['{e}']!",
}

# {v}: the value expression; {n}: a name; {h}: host; {u}: user; {i}: a look-alike id; {p}: project
FRAMES = {
    "python": ['{N} = {v}\nREQUEST_ID = "{i}"', 'def connect(host="{h}", user="{u}", password={v}):\n    return Pool(host, user, password)',
               'client = {P}Client(api_key={v}, base_url="https://{h}/v2")', 'SETTINGS = {{\n    "host": "{h}",\n    "token": {v},\n    "build": "{i}",\n}}',
               '@override_settings({N}={v})\ndef test_upload_{n}(client):\n    assert client.post("/upload").status_code == 201'],
    "javascript": ['const {n}Token = {v};\nconst traceId = "{i}";', 'export default {{\n  host: "{h}",\n  password: {v},\n  user: "{u}",\n}};',
                   'const client = new {P}Client({{ apiKey: {v}, region: "eu-west-1" }});', 'fetch(`https://{h}/v1/items`, {{ headers: {{ Authorization: "Bearer " + {v} }} }});'],
    "typescript": ['export const {N}: string = {v};', 'function connect(user = "{u}", password: string = {v}): Pool {{\n  return new Pool({{ host: "{h}", user, password }});\n}}',
                   '@Injectable()\nexport class {P}Service {{\n  private readonly apiKey = {v};\n  private readonly etag = "{i}";\n}}'],
    "go": ['const {n}Token = {v}', 'cfg := Config{{\n\tHost:     "{h}",\n\tUser:     "{u}",\n\tPassword: {v},\n}}',
           'client := {p}.NewClient({v}, {p}.WithBaseURL("https://{h}"))', 'var defaults = map[string]string{{\n\t"host":  "{h}",\n\t"token": {v},\n\t"id":    "{i}",\n}}'],
    "java": ['private static final String {N} = {v};', 'DataSource ds = new PGSimpleDataSource("{h}", "{u}", {v});',
             '@Value("${{{n}.token:" + {v} + "}}")\nprivate String {n}Token;', 'Map<String, String> creds = Map.of("user", "{u}", "password", {v}, "requestId", "{i}");'],
    "kotlin": ['val {n}Token = {v}', 'data class DbConfig(val host: String = "{h}", val user: String = "{u}", val password: String = {v})',
               'val client = {P}Client(apiKey = {v}, timeout = 30.seconds)'],
    "rust": ['const {N}: &str = {v};', 'let cfg = Config {{\n    host: "{h}".into(),\n    user: "{u}".into(),\n    password: {v}.into(),\n}};',
             'let client = {P}Client::new({v}, "https://{h}");'],
    "ruby": ['{N} = {v}.freeze', 'def connect(host: "{h}", user: "{u}", password: {v})\n  PG.connect(host:, user:, password:)\nend',
             'config.{n}_token = {v}\nconfig.request_id = "{i}"', '{P}::Client.new(api_key: {v}, host: "{h}")'],
    "php": ["define('{N}', {v});", "$db = new PDO('pgsql:host={h};dbname={p}', '{u}', {v});",
            "return [\n    'host' => '{h}',\n    'token' => {v},\n    'build' => '{i}',\n];"],
    "csharp": ['private const string {N} = {v};', 'var client = new {P}Client(new {P}Options {{ ApiKey = {v}, Endpoint = "https://{h}" }});',
               'public record DbSettings(string Host = "{h}", string User = "{u}", string Password = {v});'],
    "swift": ['let {n}Token = {v}', 'struct Config {{\n    var host = "{h}"\n    var password: String = {v}\n}}',
              'let client = {P}Client(apiKey: {v}, requestID: "{i}")'],
    "scala": ['val {n}Token = {v}', 'case class Db(host: String = "{h}", user: String = "{u}", password: String = {v})',
              'val creds = Map("user" -> "{u}", "password" -> {v})'],
    "elixir": ['config :{p}, {P}.Repo,\n  hostname: "{h}",\n  username: "{u}",\n  password: {v}', '@api_key {v}\n@request_id "{i}"',
               'def client(opts \\\\ [token: {v}]), do: {P}.Client.new(opts)'],
    "dart": ["const {n}Token = {v};", "final client = {P}Client(apiKey: {v}, baseUrl: 'https://{h}');"],
}
SQ = {"php", "dart"}


def lit(v, lang):
    return f"'{v}'" if lang in SQ else f'"{v}"'


def expr(sec, v, lang, kind):
    """The value expression: the credential as a literal, or a stand-in (env read, placeholder or look-alike)."""
    if sec:
        return lit(v, lang)
    if R.random() < 0.6:
        return ENV_READ[lang].format(e=envvar(kind))
    return lit(placeholder(), lang)


def fill(tpl, v, lang):
    p = proj()
    n = pick(["billing", "search", "stripe", "mailer", "github", "registry", "warehouse", "webhook"])
    return tpl.format(v=v, n=n, N=n.upper() + pick(["_TOKEN", "_PASSWORD", "_API_KEY", "_SECRET"]), h=host(),
                      u=user(), i=lookalike() if R.random() < 0.8 else uid(), p=p, P=p.capitalize())


def snippet(sec, v, lang=None):
    lang = lang or pick(sorted(FRAMES))
    return fill(pick(FRAMES[lang]), expr(sec, v, lang, "pw"), lang), lang


def fence(code, lang, path=None):
    head = f"`{path}`:\n" if path else ""
    return f"{head}```{lang}\n{code}\n```"


EXT = {"python": "py", "javascript": "js", "typescript": "ts", "go": "go", "java": "java", "kotlin": "kt", "rust": "rs",
       "ruby": "rb", "php": "php", "csharp": "cs", "swift": "swift", "scala": "scala", "elixir": "ex", "dart": "dart"}


def path(lang):
    return f"{pick(['src', 'lib', 'app', 'internal', 'pkg'])}/{pick(['config', 'client', 'settings', 'db', 'deps'])}.{EXT[lang]}"
