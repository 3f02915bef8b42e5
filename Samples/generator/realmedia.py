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


def ra4_header(codec, rate, channels, bits=16):
    """A RealAudio 4 stream header (.ra\\xfd version 4; the layout FFmpeg's rmdec.c and
    ExifTool's Real.pm read): flavor 0, frame sizes, rate, sample size, channels, then the
    interleaver ("Int4") and codec FourCC as length-prefixed strings."""
    return (b".ra\xfd" + u16(4) + u16(0) + b".ra4" + u32(0) + u16(4) + u32(0x4E) + u16(0) + u32(640)
            + u32(0) + u32(0) + u32(0) + u16(1) + u16(640) + u16(640) + u16(0) + u16(rate) + u16(0)
            + u16(bits) + u16(channels) + bytes([4]) + b"Int4" + bytes([4]) + codec)


def real_media_av(duration_ms, w, h, video_codec, audio_header):
    """RealMedia with a video stream (MDPR video/x-pn-realvideo: a VIDO header with the
    RealVideo FourCC and frame size) and an audio stream (audio/x-pn-realaudio with
    `audio_header` as its type-specific data)."""
    def chunk(cid, body):
        return cid + u32(10 + len(body)) + u16(0) + body

    def mdpr(number, name, mime, specific):
        return chunk(b"MDPR", u16(number) + u32(64000) * 2 + u32(640) * 2 + u32(0) * 2 + u32(duration_ms)
                     + bytes([len(name)]) + name + bytes([len(mime)]) + mime + u32(len(specific)) + specific)
    prop = u32(64000) * 2 + u32(640) * 2 + u32(4) + u32(duration_ms) + u32(0) * 3 + u16(2) + u16(0)
    vido = (u32(34) + b"VIDO" + video_codec + u16(w) + u16(h) + u16(12) + u16(0) + u32(25 << 16)
            + u32(0) + u32(0x10000000) + u16(0))
    return (b".RMF" + u32(18) + u16(0) + u32(0) + u32(4) + chunk(b"PROP", prop)
            + mdpr(0, b"Video Stream", b"video/x-pn-realvideo", vido)
            + mdpr(1, b"Audio Stream", b"audio/x-pn-realaudio", audio_header)
            + chunk(b"DATA", u32(0) + u32(0)))
