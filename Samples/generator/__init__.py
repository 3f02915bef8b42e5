"""MediaKind's sample generator: one module per container, one module per sample set.

Container modules (`jpeg`, `png`, `gif`, `riff`, `isobmff`, `tiff`, `ebml`, `ogg`, ...) build
bytes from the format specifications; `catalogue.add` records each sample with the facts it
is meant to carry; the sample sets (`generator.sets`) call it; `cli` writes the files, the
manifest and the README, or checks them. `Samples/generate.py` is the entry point.
"""
