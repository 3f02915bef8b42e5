#!/usr/bin/env python3
"""Writes a benchmark's table into DOC between `<!-- MARKER:start -->` and
`<!-- MARKER:end -->` (appended at the end the first time), under HEADING and a PREAMBLE
paragraph. Used by every bench script that keeps its table in Docs/.

    Scripts/doc_block.py DOC MARKER HEADING PREAMBLE TABLE_FILE
"""
import sys


def main(doc, marker, heading, preamble, table_file):
    table = open(table_file).read()
    text = open(doc).read()
    start, end = f"<!-- {marker}:start -->", f"<!-- {marker}:end -->"
    block = f"{start}\n{heading}\n\n{preamble}\n\n{table}{end}"
    if start in text:
        text = text[: text.index(start)] + block + text[text.index(end) + len(end):]
    else:
        text = text.rstrip() + "\n\n" + block + "\n"
    open(doc, "w").write(text)
    print(f"== wrote the table into {doc}")


if __name__ == "__main__":
    main(*sys.argv[1:6])
