"""Brotli streams of stored meta-blocks (RFC 7932), for the JPEG XL `brob` boxes of issue 14."""


def brotli_stored(data):
    """A Brotli stream (RFC 7932) of stored meta-blocks: WBITS 0 (window 2^16 - 16), then per
    chunk of at most 65536 bytes ISLAST 0, MNIBBLES 0 (4 nibbles), MLEN - 1 (16 bits),
    ISUNCOMPRESSED 1, zero bits to the byte boundary and the bytes; last ISLAST 1, ISLASTEMPTY 1.
    Bits are packed from the least significant end (RFC 7932 §2, §9.1, §9.2)."""
    out, acc, n = bytearray(), 0, 0

    def bits(value, count):
        nonlocal acc, n
        acc |= value << n
        n += count
        while n >= 8:
            out.append(acc & 0xFF)
            acc >>= 8
            n -= 8

    def flush():
        nonlocal acc, n
        if n:
            out.append(acc & 0xFF)
        acc, n = 0, 0

    bits(0, 1)
    for i in range(0, len(data), 65536):
        chunk = data[i:i + 65536]
        bits(0, 1), bits(0, 2), bits(len(chunk) - 1, 16), bits(1, 1)
        flush()
        out.extend(chunk)
    bits(1, 1), bits(1, 1)
    flush()
    return bytes(out)
