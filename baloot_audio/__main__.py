import sys

from baloot_audio.cli import main

sys.exit(main())
