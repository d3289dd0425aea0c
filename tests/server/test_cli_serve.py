"""``manamelee serve`` refuses bad flags and databases with one line on stderr and exit code 2."""
import pytest

from manamelee.cli import main


def _exit_code(argv):
    try:
        return main(argv)
    except SystemExit as e:            # argparse errors exit from inside the parser
        return e.code


@pytest.mark.parametrize("argv, phrase", [
    (["serve", "--port", "0"], "--port must be from 1 to 65535, got 0"),
    (["serve", "--port", "http"], "--port must be a whole number"),
    (["serve", "--db", "a.sqlite3", "--db-url", "sqlite://"], "not allowed with argument"),
    (["serve", "--db-url", "nosuchdb://x"], "bad database URL 'nosuchdb://x'"),
    (["serve", "--db", "/nonexistent-dir/for/sure/x.sqlite3"], "can't open the database"),
])
def test_serve_bad_arguments_exit_2_with_one_line(argv, phrase, capsys):
    assert _exit_code(argv) == 2
    err = capsys.readouterr().err
    assert phrase in err and err.count("\n") == 1
