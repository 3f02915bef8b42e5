#!/usr/bin/env python3
"""Makes TREE: N hard links to the files under SOURCE (sorted, taken in turn), 1,000 to a
folder (`c00000/`, ...), named `INDEX-NAME`, so every Live Photo, burst and RAW+JPEG pair of
SOURCE repeats with the tree. A finished tree has a `.complete` marker and is kept; an
unfinished one is made again. Used by the scale, collections and Spark benchmarks.

    Scripts/link_tree.py SOURCE TREE N
"""
import os
import shutil
import sys


def main(source, tree, n):
    if os.path.isfile(os.path.join(tree, ".complete")):
        return
    print(f"== tree: {n} hard links of {source}", flush=True)
    shutil.rmtree(tree, ignore_errors=True)
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(source) for f in fs)
    os.makedirs(tree)
    for i in range(n):
        s = files[i % len(files)]
        folder = os.path.join(tree, "c%05d" % (i // 1000))
        if i % 1000 == 0:
            os.makedirs(folder)
        os.link(s, os.path.join(folder, "%d-%s" % (i, os.path.basename(s))))
    open(os.path.join(tree, ".complete"), "w").close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
