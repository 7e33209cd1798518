"""Carriers shared by both halves: config snippets in eight formats, connection strings, CI variable blocks."""

from gen import DB_USERS, PROJECTS, SERVICES, R, host, pick, upper_var

FORMATS = ["yaml", "toml", "ini", "json", "properties", "xml", "hcl", "dotenv"]


def config(fmt, v):
    """A config snippet holding v in a password- or token-like field."""
    h, u, svc = host(), pick(DB_USERS), pick(SERVICES)
    key = pick(["password", "token", "api_key", "secret", "auth_token", "client_secret"])
    var = upper_var()
    if fmt == "yaml":
        return f"{svc}:\n  host: {h}\n  port: {pick([5432, 3306, 6379, 5672, 9092])}\n  user: {u}\n  {key}: {pick([v, chr(34) + v + chr(34)])}\n  timeout: {R.randint(2, 60)}s"
    if fmt == "toml":
        return f"[{svc}]\nhost = \"{h}\"\nuser = \"{u}\"\n{key} = \"{v}\"\npool_size = {R.randint(2, 40)}"
    if fmt == "ini":
        return f"[{svc}]\nhost={h}\nusername={u}\n{key}={v}\nretries={R.randint(1, 9)}"
    if fmt == "json":
        return "{\n  \"" + svc + "\": {\n    \"host\": \"" + h + "\",\n    \"user\": \"" + u + "\",\n    \"" + key + "\": \"" + v + "\"\n  }\n}"
    if fmt == "properties":
        return f"{svc}.datasource.url=jdbc:postgresql://{h}:5432/{svc}\n{svc}.datasource.username={u}\n{svc}.datasource.{key.replace('_', '-')}={v}"
    if fmt == "xml":
        return f"<{svc}>\n  <host>{h}</host>\n  <user>{u}</user>\n  <{key}>{v}</{key}>\n</{svc}>"
    if fmt == "hcl":
        return f"resource \"{pick(['vault_generic_secret', 'kubernetes_secret', 'aws_db_instance', 'random_password'])}\" \"{svc}\" {{\n  host     = \"{h}\"\n  username = \"{u}\"\n  {key} = \"{v}\"\n}}"
    return f"{var.split('_')[0]}_HOST={h}\n{var.split('_')[0]}_USER={u}\n{var}={v}"


CONN = ["postgresql", "mysql", "mongodb+srv", "redis", "rediss", "amqps", "amqp", "kafka-jaas", "nats", "mssql-ado",
        "oracle-jdbc", "clickhouse", "mqtt", "elasticsearch", "cassandra", "jdbc-mysql", "odbc", "sqlalchemy"]


def conn(kind, v):
    """A connection string of one database or broker, v as the password (v may be a reference)."""
    h, u, db = host(), pick(DB_USERS), pick(PROJECTS).replace("-", "_")
    if kind == "postgresql":
        return f"postgresql://{u}:{v}@{h}:5432/{db}?sslmode=require"
    if kind == "mysql":
        return f"mysql://{u}:{v}@{h}:3306/{db}"
    if kind == "mongodb+srv":
        return f"mongodb+srv://{u}:{v}@{h}/{db}?retryWrites=true&w=majority"
    if kind == "redis":
        return f"redis://:{v}@{h}:6379/{R.randint(0, 15)}"
    if kind == "rediss":
        return f"rediss://default:{v}@{h}:6380"
    if kind in ("amqps", "amqp"):
        return f"{kind}://{u}:{v}@{h}:{5671 if kind == 'amqps' else 5672}/{pick(['%2F', 'jobs', 'events'])}"
    if kind == "kafka-jaas":
        return f"sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"{u}\" password=\"{v}\";"
    if kind == "nats":
        return f"nats://{u}:{v}@{h}:4222"
    if kind == "mssql-ado":
        return f"Server=tcp:{h},1433;Database={db};User ID={u};Password={v};Encrypt=True;"
    if kind == "oracle-jdbc":
        return f"jdbc:oracle:thin:{u}/{v}@//{h}:1521/{db.upper()}"
    if kind == "clickhouse":
        return f"clickhouse://{u}:{v}@{h}:9440/{db}?secure=true"
    if kind == "mqtt":
        return f"mqtts://{u}:{v}@{h}:8883"
    if kind == "elasticsearch":
        return f"https://{u}:{v}@{h}:9200"
    if kind == "cassandra":
        return f"cqlsh {h} 9042 -u {u} -p '{v}' --ssl"
    if kind == "jdbc-mysql":
        return f"jdbc:mysql://{h}:3306/{db}?user={u}&password={v}&useSSL=true"
    if kind == "odbc":
        return f"Driver={{PostgreSQL Unicode}};Server={h};Port=5432;Database={db};Uid={u};Pwd={v};"
    return f"SQLALCHEMY_DATABASE_URI = \"postgresql+psycopg://{u}:{v}@{h}/{db}\""


def ci_block(var, v):
    """A CI variable definition of one system with v as the value."""
    k = pick(["gitlab", "gha", "jenkins", "circleci", "bitbucket", "gh-cli", "glab", "drone", "azure"])
    if k == "gitlab":
        return "gitlab-ci", f"variables:\n  {var}: \"{v}\"\n  DEPLOY_ENV: {pick(['staging', 'prod'])}"
    if k == "gha":
        return "github-actions", f"env:\n  {var}: {v}\n  NODE_VERSION: \"{R.randint(18, 24)}\""
    if k == "jenkins":
        return "jenkinsfile", f"environment {{\n    {var} = '{v}'\n    REGION = 'eu-west-1'\n}}"
    if k == "circleci":
        return "circleci", f"environment:\n  {var}: {v}\n  TZ: Pacific/Port_Moresby"
    if k == "bitbucket":
        return "bitbucket-pipelines", f"- step:\n    script:\n      - export {var}={v}\n      - ./deploy.sh"
    if k == "gh-cli":
        return "gh-secret-set", f"gh secret set {var} --repo {pick(PROJECTS)}/{pick(PROJECTS)} --body \"{v}\""
    if k == "glab":
        return "glab-variable", f"glab variable set {var} --value '{v}' --masked --scope {pick(['production', 'staging'])}"
    if k == "drone":
        return "drone", f"drone secret add --repository ops/{pick(PROJECTS)} --name {var.lower()} --data {v}"
    return "azure-pipelines", f"variables:\n- name: {var}\n  value: '{v}'"
