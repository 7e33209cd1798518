"""The line a fix names under a compiler's report header (retain.sleep.fix_reports)."""

from retain.sleep.fix_telling import decisive_line

ELM_SHORT = """Error: Exit code 1
-- NAMING ERROR ---------- src/Cart.elm

I cannot find a `Money.format` variable:

12|     Money.format price
        ^^^^^^^^^^^^
"""

ELM_PADDED = """-- TYPE MISMATCH ------------------------------------------------- src/Cart.elm

The 2nd argument to `viewLine` is not what I expect:

31|     viewLine model.currency item.price
                                ^^^^^^^^^^
"""

STACK = """Error: [S-4804]
       Stack failed to construct a build plan.

       In the dependencies for ledger-0.2.0:
         * aeson-pretty must match >=0.9, but this package is not in the snapshot.
       needed since ledger is a build target.
"""


def test_elm_report_title_stands_for_the_sentence_under_it() -> None:
    assert decisive_line(ELM_SHORT) == "NAMING ERROR: I cannot find a `Money.format` variable:"


def test_elm_title_padded_to_the_terminal_is_read_too() -> None:
    line = decisive_line(ELM_PADDED)
    assert line == "TYPE MISMATCH: The 2nd argument to `viewLine` is not what I expect:"


def test_stack_build_plan_names_its_first_reason() -> None:
    assert decisive_line(STACK) == (
        "aeson-pretty must match >=0.9, but this package is not in the snapshot."
    )


def test_a_dashed_rule_without_a_title_is_no_report() -> None:
    out = "Error: Exit code 1\n-- build --------\nerror: cannot find -lssl\n"
    assert decisive_line(out) == "error: cannot find -lssl"


PKCS12 = """Error outputting keys and certificates
80AB12CD34EF0000:error:0308010C:digital envelope routines:inner_evp_generic_fetch:unsupported:\
crypto/evp/evp_fetch.c:373:Global default library context, Algorithm (RC2-40-CBC : 0), \
Properties ()
"""

NODE = """node:internal/crypto/hash:79
  this[kHandle] = new _Hash(algorithm, xofLen, algorithmId, getHashCache());
Error: error:0308010C:digital envelope routines::unsupported
    at new Hash (node:internal/crypto/hash:79:19)
  library: 'digital envelope routines',
  reason: 'unsupported',
  code: 'ERR_OSSL_EVP_UNSUPPORTED'
"""


def test_openssl_error_queue_outranks_the_commands_summary() -> None:
    line = decisive_line(PKCS12)  # less the thread id, which reads as a secret to redaction
    assert line.startswith("error:0308010C:digital envelope routines:")
    assert "Algorithm (RC2-40-CBC : 0)" in line


def test_openssl_error_code_line_before_nodes_error_code() -> None:
    assert decisive_line(NODE) == "Error: error:0308010C:digital envelope routines::unsupported"
