"""AIFF (Apple AIFF 1.3): FORM AIFF with COMM (80-bit extended sample rate) and SSND."""

from .binary import pad2, u16, u32, u64


def ieee_extended(value):
    """80-bit IEEE 754 extended (AIFF sample rate), for positive integers."""
    exponent = value.bit_length() - 1
    mantissa = value << (63 - exponent)
    return u16(16383 + exponent) + u64(mantissa)


def aiff(rate, seconds):
    n = int(rate * seconds)
    comm = b"COMM" + u32(18) + u16(1) + u32(n) + u16(8) + ieee_extended(rate)
    ssnd_data = u32(0) + u32(0) + b"\0" * n
    ssnd = b"SSND" + u32(len(ssnd_data)) + pad2(ssnd_data)
    body = b"AIFF" + comm + ssnd
    return b"FORM" + u32(len(body)) + body
