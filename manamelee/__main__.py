"""``python -m manamelee`` runs the CLI (Ctrl-C even while it loads exits 130 with one line)."""
import sys

try:
    from .cli import main
except KeyboardInterrupt:
    sys.stderr.write("manamelee: interrupted (Ctrl-C)\n")
    sys.exit(130)

sys.exit(main())
