"""What redact() replaces has a version (retain.redact.RULES_VERSION): a store whose rows
were redacted under an older one owes a scrub, which the next sleep pass pays. So a change
to the redaction package must come with a new version, or stored rows would keep what the
new rules catch. This test holds each version's digest of the package's rule files."""

from __future__ import annotations

import hashlib
from pathlib import Path

import retain.redact
from retain.redact import RULES_VERSION

PACKAGE = Path(retain.redact.__file__).parent

# version -> sha256 of the package's .py and .json files (names and bytes, sorted by name).
# Changed the package? Raise RULES_VERSION by one and add its digest here (printed below).
DIGESTS = {
    13: "cdb8f84895aac4f8fe933609760678ecd8b4404efb6ea24b2cd6a7aac4cbdef6",
    15: "73ac4b03d250f999ad4bd94c041a5ed4ed3fe234220779c502533a63d30d17f6",  # rounds 14 and 15
    16: "0892541f4f016ed6589892d8fe23d7f2010a812fd18adaec76e03c905fb814fe",  # round 16
    17: "0c3423703ffbc6d81ba9537c8f4f2097cc75e35d48725423414b273fe8ac6a61",  # round 17
    18: "7765127cc055e89b7e9b89cf4bec0291b2a3a8a2131e9f7207b4a4a0948642fa",  # round 18
    19: "976f2e75ec58d7752a374f9d70205ecd6c9143c646971d99c8b83fa782a7fa75",  # round 19
    20: "c8fdf04dd4aeb26c8bd2449d23776e0289d8abf3723e15113034055232465502",  # round 20
    21: "9c310e542d848eb10c6429084283431569933260169e2d19ba4105cd52300b6e",  # round 21
    22: "5e5e01441d4ad2567ae78f81ca4e17c04a3959eede65cb4325a4fd50f062bfd8",  # round 22
    23: "1bc5cc0cb339719976a4c8341cdf47baae15f32b6c3e42de037a0b5d85ebf511",  # round 23
    24: "5966429990aa8c13f279008f7140ebbcb5e9b3e0c4bd3f3f5eedd9c4fc394e6d",  # round 26
    25: "fe55227442b3cfdce9b2891666b87d28ee887f3765d22f1ca81fe033c3276a7a",  # round 27
    26: "87832261a982eaaf3c6b0897490ad4475704d385b2ad06425d885ea42f33c3c2",  # round 27, second wave
    27: "d47a7f3f2503fbc0eafa9f39c20d5d34b88a3b2924e3fdece3a69cfeebeedc37",  # round 28: fold
    28: "a573566d834d863244c75b0d3ed15857c123e32a32dcb5b94692c6c7a351229a",  # round 28: frames
    29: "302d6c7856832b0ae9fa2c6f209592be9a48270327884730e661360b7ccb2dad",  # round 28: wraps
    30: "4902ccc63eb1116f4934a7f0cfe4b5adc7820561557f572e650b13db88b65f25",  # round 28: plain view
    31: "ced6011558e4d1fb2079edd9b6751efa5dedcfe36dd29f748baa6de1f004f8ba",  # round 29: cookies
    32: "bff80a57c151480a6ea39da3ab85643c3a083588d5b0751f3c8264137233d8db",  # round 29: stand-ins
    33: "3bf1a327ad46dda84b33e97865083336b566f4a8921dcbf8a32f09d13c042fc3",  # round 30
    34: "2a4a52e2ee972cb90535e18c4b85c6eee0035ae1808bbed62b8dba560cc5de18",  # round 31: parents
    35: "c97208cf98c7e3959a9666000ca0d503d0222254e60aabe7e5ec753591695b63",  # round 32
    36: "5b9f1384c668c675647c19f9515e6522369e014cde60637399dba2a846ace984",  # round 33: object ids
    37: "48ad37fe01e00e40914fde666b296b98cb09a432bbd567c062c943efbf897b11",  # round 34: ORM binds
    38: "6dde769bcdd239ef21e811fcc55c4cf09541363cd742cf2f9bd25d33e67117a9",  # round 35: line ends
    39: "044196636e6a9192d83fc976c2a579701bd2ce2cb39bcf6bc3aab2c50ba840b6",  # round 35: notebooks
    40: "bd97658f7093827844e7f5180ebb0cffd056341356dd871e866b9078b530727f",  # round 35: near copies
    41: "99b54946934a0f875dc1e9d87518afff3d9ef8d87b72fac96eac2ec66b71f261",  # round 36: languages
    42: "98d2be78e57f0c403b60e5907e8caf73d4353f814d8e7218c1fa1414b34d8d0b",  # round 37: OpenSSL
    43: "b42d68a31462c1db6ed4484a36eee711f5183d0495baa7229bde6b10834d73b5",  # round 38: told by use
    44: "08c1fb5a827586c967ef34a9c9c009d957eab91e283dcc21770c5f7e4685b39d",  # round 39: told ahead
    45: "c065f03c09464985a4769e0610905db0daa407b6399abd64f16042f06f7fbd81",  # round 40: rotated
    46: "7910a04683bc00bdba138151723bc597cc8aea21cf07b0cd5a8dc24ab79592fd",  # round 41: shell, kept
    47: "d3dc656b714f8b7a334dc47b39fa075fa64a3c09dd722710723bcc1d6b90a9b2",  # round 39: breaks
    48: "f1295a98e2796f8285f759e9e4dc85587bcf010879d18cb3301dffa2a44c9b41",  # round 40: HTTP
    49: "499b02ff783ef1dd40bf03af66d7b296d13d6ce6f7ddccd603439958cad0dccb",  # round 41: databases
    50: "a076feccdd9e8b7823fa86283f8a240b131cf68868fef0d77166ef49bd588d9d",  # round 42: release
    51: "8e8ec890c7feeee2f3bdab8433b8b3eb0e0a9db25caac04f659cd287bde52bf1",  # round 43: machine
    # round 44: observability
    52: "133086a858ede777b7f516b47f8ab603ef3544be9fa9b401f46c0419a034e0ae",
    # round 45: AI tools and agents
    53: "820ca6f269076469c118f979723bdc51e7f47e21f61dd905bc4184443f4b86dd",
    # round 46: payments, commerce and messaging
    54: "ef4771e681a70a5d3e7b998fb9778b2c2590594102dc49621dfa68a3cd4fd410",
}


def package_digest() -> str:
    h = hashlib.sha256()
    for path in sorted(PACKAGE.glob("*.py")) + sorted(PACKAGE.glob("*.json")):
        h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


def test_the_rules_version_names_the_package_as_it_is() -> None:
    digest = package_digest()
    assert max(DIGESTS) == RULES_VERSION, "RULES_VERSION must be the newest version listed"
    assert DIGESTS[RULES_VERSION] == digest, (
        f"retain.redact changed since version {RULES_VERSION} was recorded: raise "
        f"RULES_VERSION to {RULES_VERSION + 1} and add {RULES_VERSION + 1}: {digest!r} to DIGESTS"
    )


def test_a_changed_rule_file_changes_the_digest(tmp_path, monkeypatch) -> None:
    """The guard can fail: one byte more in one rule file gives another digest."""
    for path in list(PACKAGE.glob("*.py")) + list(PACKAGE.glob("*.json")):
        (tmp_path / path.name).write_bytes(path.read_bytes())
    monkeypatch.setitem(globals(), "PACKAGE", tmp_path)
    before = package_digest()
    (tmp_path / "tokens.py").write_bytes((tmp_path / "tokens.py").read_bytes() + b"\n")
    assert package_digest() != before
