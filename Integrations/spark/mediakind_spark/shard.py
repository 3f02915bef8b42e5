"""`classify --shard I/N` in Python: the same key and hash, so Spark can place records in the
shard `classify` would (Docs/CLI.md, "Shards, merged runs and records")."""


def fnv1a64(text):
    """FNV-1a, 64 bits, over the UTF-8 bytes of `text`."""
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8", "surrogateescape"):
        value ^= byte
        value = (value * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def name_key(path):
    """`path` with its file name cut at the name's first dot (`a/IMG_1.HEIC.xmp` -> `a/IMG_1`);
    a name whose only dot is its first character stays whole."""
    slash = path.rfind("/")
    start = slash + 1
    dot = path.find(".", start)
    if dot == -1 or dot == start:
        return path
    return path[:dot]


def key(path):
    """The shard key of a record path: of the member name for `ARCHIVE//MEMBER`."""
    if "//" in path:
        return name_key(path.split("//", 1)[1])
    return name_key(path)


def shard_of(path, count):
    """The shard (0-based) of `path` among `count`."""
    return fnv1a64(key(path)) % count
