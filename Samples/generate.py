#!/usr/bin/env python3
"""Generate MediaKind's synthetic sample set (Samples/).

Every file under Samples/{image,video,audio,unknown,broken}/ is written by the `generator`
package beside this script from first principles (the format specifications), with Python's
standard library only. Nothing is copied from any third-party file. Pixel and sample data are
dummy, but every container is structurally valid: box, chunk, segment and atom lengths add
up, and PNG/FLAC/Ogg/MPEG-TS CRCs are correct.

    python3 Samples/generate.py            # (re)write every file, manifest.jsonl and README.md
    python3 Samples/generate.py --check    # regenerate into a temporary folder and compare:
                                           # exit 1, naming each file that differs
    python3 Samples/generate.py --clean    # also delete files in the sample folders we don't write

The output is deterministic: fixed timestamps, fixed identifiers, no randomness, and our own
deflate encoder (so the bytes don't depend on the zlib version). Running it twice gives the
same bytes.

manifest.jsonl states what each file IS (the intended facts), written by hand in the sample
sets (generator/sets/) next to the code that builds the file. It is never derived from
MediaKind's classifier.

The package: generator/binary.py (byte helpers, CRCs), one module per container
(jpeg, png, gif, riff, isobmff, tiff, xmp, ebml, mpegts, flv, asf, ogg, flac, aiff,
mpeg_audio, ...), generator/catalogue.py (`add` and the facts of each sample),
generator/sets/ (the samples, by theme), generator/readme.py and generator/cli.py.
"""

import sys

sys.dont_write_bytecode = True  # no __pycache__ among the samples

from generator.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
