"""The benchmark script behind `manamelee bench`: python bench/bench.py [--seconds S] [--only KEY,...]."""
import sys

from manamelee.cli import main

if __name__ == "__main__":
    sys.exit(main(["bench", *sys.argv[1:]]))
