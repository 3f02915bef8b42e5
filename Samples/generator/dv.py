"""DV (IEC 61834, SMPTE 314M): DIF blocks of the first DIF sequence of a 625/50 frame."""


def dif_sequence_pal(frequency=0, quantisation=0):
    """The first DIF sequence (150 blocks of 80 bytes) of a 625/50 (PAL) frame: the header
    block (DSF 1, APT 0), two subcode and three VAUX blocks with empty packs, then nine
    groups of one audio block and fifteen video blocks. The fourth audio block's AAUX source
    pack (0x50) states 2-channel audio of `frequency` (0 48, 1 44.1, 2 32 kHz) and
    `quantisation` (0 16-bit linear, 1 12-bit non-linear), the 50 Hz system."""
    def block(section, number, body):
        return bytes([(section << 5) | 0x1F, 0x07, number]) + body

    blocks = [block(0, 0, bytes([0xBF, 0x68, 0x78, 0x78, 0x78]) + b"\xFF" * 72)]
    blocks += [block(1, n, b"\xFF" * 77) for n in range(2)]
    blocks += [block(2, n, b"\xFF" * 77) for n in range(3)]
    for group in range(9):
        packs = b"\xFF" * 5
        if group == 3:
            packs = bytes([0x50, 0x18, 0x00, 0x20, (frequency << 3) | quantisation])
        blocks.append(block(3, group, packs + b"\x00" * 72))
        blocks += [block(4, group * 15 + n, b"\x00" * 77) for n in range(15)]
    assert len(blocks) == 150
    return b"".join(blocks)
