"""Round 21: secrets found by structure rather than by a name in a language's lexicon: a
value spelled out a character at a time (symbols and commas included), an armoured block
whose label names a key or a seed, a name/value pair whose field names carry a word, a
quoted or bare value shaped as a generated password, an answer closed by a word of thanks,
credentials where a tool's documentation puts them, and romanized words for a password."""

from __future__ import annotations

import pytest
from tests.cputime import assert_linear
from tests.redact_checks import assert_gone, assert_kept

from retain.redact import redact

OVPN_KEY = "\n".join(["1dfe5a661d76f8bbb5e84bd549418a09"] * 4)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("lizherenn dre lizherenn: h . v . + . X . = . D . . . A . u", "h . v . + . X"),  # Breton
        ("איך וועל עס אויסשפּעלן: p, r, -, 9, -, C, F, R, !, =, 7", "p, r, -, 9"),  # Yiddish
        ("<viktor> litrichidh mi e: 5-U-0-2-+-.-6-L-n-w---q", "5-U-0-2-+"),  # Gaelic
        ("[18:59] kemal: ahai peteĩteĩ: q A * + K F B 9", "q A * + K F B 9"),  # Guaraní
        ("te u sipela: 7 6 _ a * z D g", "7 6 _ a * z D g"),  # Tongan
        # inside quotes and before a comma, as round 19's dictated values were
        ('From the Zoom: "it\'s 0 n e S E S w r, all one word"', "0 n e S E S w r"),
    ],
)
def test_a_value_spelled_with_symbols_or_commas_is_taken(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "the rule is a + b = c * d - e / f",
        "wait . . . . . . . . nothing yet",
        "the grades were A, B, C, D, E, F, G, H",
        "steps: 1, 2, 3, 4, 5, 6, 7, 8",
        "le code du ticket : P - A - Y - 4 - 4 - 1 - 2",
    ],
)
def test_a_run_of_single_characters_of_one_case_stays(text: str) -> None:
    assert_kept(text)


def test_an_armoured_block_labelled_as_a_key_or_a_seed_is_taken() -> None:
    armour = "-----{} OpenVPN Static key V1-----"
    vpn = f"$ cat ta.key\n{armour.format('BEGIN')}\n{OVPN_KEY}\n{armour.format('END')}"
    assert_gone(vpn, "1dfe5a661d76f8bbb5e84bd549418a09")
    seed = "SUZBDPUDJ2OW2J6AUFYQKU5W72FD4ME3EG5LVTUFYDLB2RLOYD5JOUBJVZ"
    nats = f"-----BEGIN USER NKEY SEED-----\n{seed}\n------END USER NKEY SEED------"
    assert_gone(nats, seed)
    assert_kept(
        "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----"
    )
    assert_kept("-----BEGIN PGP PUBLIC KEY BLOCK-----\nmQINBGM\n-----END PGP PUBLIC KEY BLOCK-----")
    assert_kept("-----BEGIN OpenVPN Static key V1-----\n...\n-----END OpenVPN Static key V1-----")


def test_a_name_value_pair_with_worded_field_names_is_taken() -> None:
    cfn = '{\n  "ParameterKey": "MasterUserPassword",\n  "ParameterValue": "48Ei7o_nn_g-+s_LX"\n}'
    assert_gone(cfn, "48Ei7o_nn_g-+s_LX")
    assert_kept('{\n  "ParameterKey": "VpcId",\n  "ParameterValue": "vpc-1a74dc4fbe0ffe83f"\n}')


def test_a_namespaced_name_after_set_is_read() -> None:
    assert_gone("$ pulumi config set ledger:dbPassword GIigBF2SyA2PyAJxTrV", "GIigBF2SyA2PyAJxTrV")
    assert_kept("$ pulumi config set aws:region eu-central-1")


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("[19:29] jonas: ger-tremen the staging db eo '0_-vYXl=+l-fWmy'", "0_-vYXl=+l-fWmy"),
        ("2) ger-tremen the build server eo «MRY=H+oXp-!9V-=t»", "MRY=H+oXp-!9V-=t"),
        ("the kafka cluster bimilbeonho neun **DJo=P+OjW5Zo1e** ya", "DJo=P+OjW5Zo1e"),
        ('    result  = "6Ns*A_!b-gWg=xqJ1"', "6Ns*A_!b-gWg=xqJ1"),
        ("For sonarqube I've been using y9OI1K=Cdo+z2 all week, works fine.", "y9OI1K=Cdo+z2"),
        ("jechi icciitii kee yeroof nZYKq=g!oGn8+D dha", "nZYKq=g!oGn8+D"),  # Oromo
        ("ho ker-tremen da c'hortoz eo rD+s_6zN1Nkh", "rD+s_6zN1Nkh"),  # Breton
    ],
)
def test_a_value_shaped_as_a_generated_password_is_taken(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "script-src 'self' 'nonce-d2295PU+SnVEweyUwVUmMD==' in the policy header",
        'the token hash is "pTc87LISyRjl4G93wACi0Q==" in the test fixture',
        "the lambda runs with 'AWS_REGION=eu-west-1' and 'NODE_ENV=production' set",
        "the leaked key was shown as 'sk-a****YzAA' in the audit log",
        "run the JVM with -Dfile.encoding=UTF-8 or the names come out garbled",
        "the checkout used price=price_z5SmyCgeBqDS2LT6iQVJ10Au for the annual plan",
        "have you tried pgAdmin? it shows the locks",
        "the subject was CN=api9.opal.example.net in the old chain",
        "we moved the vault to **Bitwarden** last spring",
        # a name of code behind one sigil (found by the capture fixtures after the merge)
        "Bitte merken: niemals @Transactional auf private Methoden setzen",
        "the entry point carries @SpringBootApplication and nothing else",
        "annotate it with `@ConditionalOnProperty` so the bean is optional",
        "in PowerShell $ErrorActionPreference must be Stop in these scripts",
    ],
)
def test_a_quoted_or_bare_word_of_another_shape_stays(text: str) -> None:
    assert_kept(text)


def test_an_answer_closed_by_thanks_or_to_a_failed_login_is_taken() -> None:
    chat = "agent: Which password should I use for argo cd?\nuser: k.wD+dMP-+E+28 — euxaristw"
    assert_gone(chat, "k.wD+dMP-+E+28")
    login = (
        "agent: The login for the build server failed with the old value. Do you have the "
        "current one?\nuser: kJ.xe.__oo_Btd9cZ"
    )
    assert_gone(login, "kJ.xe.__oo_Btd9cZ")
    assert_kept("agent: Which branch should I deploy?\nuser: release-2024.06 — thanks")


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("$ snmpwalk -v2c -c monKk5fawEU 192.0.2.244 1.3.6.1.2.1.1", "monKk5fawEU"),
        ("snmp-server community who5FAEULuS RO 10", "who5FAEULuS"),
        (
            "snmp-server user mon MONV3 v3 auth sha sUabHRmoEhFU6RsstjXT priv aes 128 38tGkr",
            "sUabHRmoEhFU6RsstjXT",
        ),
        ('network={\n\tssid="iot-net"\n\tpsk="raven.ember.harbor36"\n}', "raven.ember.harbor36"),
        (
            "config wifi-iface 'r0'\n\toption key 'saffron lantern maple65'",
            "saffron lantern maple65",
        ),
        ("$ ansible-vault encrypt_string 't0.PJPB==BLU' --name 'vault_pw'", "t0.PJPB==BLU"),
        (
            "$ aws ssm put-parameter --name /prod/db --type SecureString --value 'Fdq9aYFJHJZVck'",
            "Fdq9aYFJHJZVck",
        ),
        (
            '# random_password.app:\nresource "random_password" "app" {\n'
            '    result  = "zlXgc_1FWPR.571MH"\n}',
            "zlXgc_1FWPR.571MH",
        ),
    ],
)
def test_a_credential_where_a_tools_documentation_puts_it_is_taken(text: str, secret: str) -> None:
    assert_gone(text, secret)


def test_a_tools_other_values_stay() -> None:
    assert_kept("snmp-server location rack 36")
    assert_kept('network={\n\tssid="iot-net"\n\tpsk="<your passphrase>"\n}')
    assert_kept(
        '# random_pet.name:\nresource "random_pet" "name" {\n    result  = "lasting-mole"\n}'
    )
    assert_kept("$ aws ssm put-parameter --name /prod/region --type String --value 'eu-west-1'")


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("tvoi vremennyi parol: L_uJhx8OEtLl9J", "L_uJhx8OEtLl9J"),  # Russian, romanized
        ("ramze movaghateto: IsbHXPSzu1.A", "IsbHXPSzu1.A"),  # Persian, romanized
    ],
)
def test_a_password_named_in_a_romanized_language_is_taken(text: str, secret: str) -> None:
    assert_gone(text, secret)


# --- speed ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "unit",
    ["a B ", "x, Y, ", "'aB=1c+d.e' ", "Ab=c+D.e1 word ", "-----BEGIN KEY-----\n", "snmpwalk -c "],
    ids=["spaced", "commas", "quoted", "bare", "armour", "snmp"],
)
def test_the_new_shapes_are_read_in_linear_time(unit: str) -> None:
    # The helper's default bound (8x for 4x the text): "commas" reads 3.5-4.7x here and
    # failed 6x once on a loaded machine; a quadratic reading (16x) still fails.
    assert_linear(redact, lambda n: unit * n, 25_000 // len(unit))
