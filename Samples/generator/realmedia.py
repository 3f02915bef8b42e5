"""RealMedia (RealNetworks RMFF 1.0; ExifTool Real.pm): .RMF, PROP, MDPR and DATA chunks."""

from .binary import u16, u32


def real_media_audio(duration_ms):
    """RealMedia with one audio stream: .RMF header, PROP (duration in ms), MDPR
    audio/x-pn-realaudio, DATA (RealNetworks RMFF 1.0; ExifTool Real.pm)."""
    def chunk(cid, body):
        return cid + u32(10 + len(body)) + u16(0) + body
    prop = u32(64000) * 2 + u32(640) * 2 + u32(4) + u32(duration_ms) + u32(0) * 3 + u16(1) + u16(0)
    mdpr = (u16(0) + u32(64000) * 2 + u32(640) * 2 + u32(0) * 2 + u32(duration_ms)
            + bytes([12]) + b"Audio Stream" + bytes([20]) + b"audio/x-pn-realaudio" + u32(4) + b".ra\xfd")
    return (b".RMF" + u32(18) + u16(0) + u32(0) + u32(3) + chunk(b"PROP", prop) + chunk(b"MDPR", mdpr)
            + chunk(b"DATA", u32(0) + u32(0)))
