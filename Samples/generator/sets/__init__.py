"""The sample sets: each `build_*` function adds its files to the catalogue."""
