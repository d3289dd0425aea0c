"""docs/cr-examples.md lists every example of CR 800-811 and 904 with the test that plays it: the rows are exactly the
"Example:" paragraphs of the rules file (../shared/rules beside the checkout), in its order, and each test named
exists."""
from __future__ import annotations

import ast
import re
from functools import lru_cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "cr-examples.md"
RULES_DIR = ROOT.parent / "shared" / "rules"

_RULE = re.compile(r"^(\d{3})\.(\d+)([a-z]?)\.? ")
_ROW = re.compile(r"^\|\s*(\d+)\s*\|\s*(\d{3}\.\d+[a-z]?)\s*\|")
_TEST = re.compile(r"`(tests/[\w/]+\.py)::(test_\w+)`")


def _in_scope(section: int) -> bool:
    return 800 <= section <= 811 or section == 904


def examples_of_rules(text: str) -> list[str]:
    """The rule number of each "Example:" paragraph under rules 800-811 and 904, in the order of the file."""
    out: list[str] = []
    rule: str | None = None
    for line in text.splitlines():
        m = _RULE.match(line)
        if m:
            rule = f"{m.group(1)}.{m.group(2)}{m.group(3)}"
        elif line.startswith("Example:") and rule is not None and _in_scope(int(rule[:3])):
            out.append(rule)
    return out


def _rows() -> list[tuple[int, str, list[tuple[str, str]], str]]:
    rows = []
    for line in DOC.read_text(encoding="utf-8").splitlines():
        m = _ROW.match(line)
        if m:
            rows.append((int(m.group(1)), m.group(2), _TEST.findall(line), line))
    return rows


@lru_cache(maxsize=None)
def _test_names(path: str) -> frozenset[str]:
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    return frozenset(n.name for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_"))


def _rules_text() -> str:
    files = sorted(RULES_DIR.glob("comprehensive-rules-*.txt")) if RULES_DIR.is_dir() else []
    if not files:
        pytest.skip("no rules file beside the checkout (../shared/rules)")
    return files[-1].read_text(encoding="utf-8-sig")


def test_examples_of_rules_reads_example_paragraphs_under_their_rule():
    text = ("800.4a Rule text.\nExample: one.\nExample: two.\n801.2 Other.\n801.2a Sub.\nExample: three.\n"
            "799.1 Before.\nExample: not in scope.\n903.1 Commander.\nExample: not in scope either.\n"
            "904.5 Archenemy.\nExample: in scope.\n")
    assert examples_of_rules(text) == ["800.4a", "800.4a", "801.2a", "904.5"]


def test_the_doc_lists_exactly_the_examples_of_cr_800_to_811_and_904_in_order():
    expected = examples_of_rules(_rules_text())
    assert len(expected) == 35                     # the 2025-02-07 rules: 35 examples in 800-811, none in 904
    rows = _rows()
    assert [r[0] for r in rows] == list(range(1, len(rows) + 1))       # numbered 1..n
    assert [r[1] for r in rows] == expected


def test_every_row_names_a_test_and_every_test_named_exists():
    rows = _rows()
    assert rows
    for num, rule, tests, line in rows:
        assert tests, f"row {num} ({rule}) names no test"
        for path, name in tests:
            assert (ROOT / path).is_file(), f"row {num}: no file {path}"
            assert name in _test_names(path), f"row {num}: no test {name} in {path}"
            assert name.startswith(f"test_{rule.replace('.', '_')}"), f"row {num}: {name} isn't a test of {rule}"


def test_every_row_says_which_real_cards_it_plays():
    for num, rule, _tests, line in _rows():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        assert len(cells) == 5, f"row {num}: {cells}"
        assert cells[2] and cells[3], f"row {num} ({rule}): empty summary or cards cell"
