"""pyproject.toml uses the SPDX license string (PEP 639), so `pip install` gives no deprecation warning about the
old license table (issue 16); that form needs setuptools 77 or later to build."""
import re
import tomllib
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


def test_license_is_an_spdx_string_and_the_build_needs_setuptools_77():
    data = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))
    assert data["project"]["license"] == "MIT"                     # not {text = "MIT"}
    assert not any("License ::" in c for c in data["project"].get("classifiers", []))   # PEP 639: not both
    setuptools = [r for r in data["build-system"]["requires"] if r.startswith("setuptools")]
    assert len(setuptools) == 1
    m = re.fullmatch(r"setuptools>=(\d+)(\.\d+)*", setuptools[0].replace(" ", ""))
    assert m and int(m.group(1)) >= 77
