"""``python -m pokercert`` runs the CLI."""

import sys

from pokercert.cli import main

sys.exit(main())
