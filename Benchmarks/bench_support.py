"""What the benchmark scripts share: timing a command, and writing a generated block into a
document between its markers (`<!-- NAME:start -->` ... `<!-- NAME:end -->`)."""
import os
import subprocess


def timed(command, work):
    """Wall seconds, CPU seconds (user + system, the command's children included) and peak
    RSS (KiB, of the largest process) of `command` (a shell command line)."""
    out = os.path.join(work, "time.txt")
    subprocess.run(
        ["/usr/bin/time", "-f", "%e %U %S %M", "-o", out, "/bin/sh", "-c", command],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall, user, system, rss = open(out).read().split()[-4:]
    return float(wall), float(user) + float(system), int(rss)


def write_block(doc, name, block, before=None):
    """Replaces the `name` block of `doc` with `block` (which holds its own markers); a doc
    without one gets it before the marker `before` when given and present, else at its end."""
    text = open(doc).read()
    start_marker, end_marker = f"<!-- {name}:start -->", f"<!-- {name}:end -->"
    if start_marker in text:
        start = text.index(start_marker)
        end = text.index(end_marker) + len(end_marker)
        text = text[:start] + block + text[end:]
    elif before and before in text:
        text = text.replace(before, block + "\n\n" + before, 1)
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    open(doc, "w").write(text)
