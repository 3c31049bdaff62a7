"""`python -m sheet_app`."""
import sys

from .cli import main

sys.exit(main())
