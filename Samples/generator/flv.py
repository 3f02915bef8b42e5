"""Flash video (Adobe FLV 10.1): header, AMF0 onMetaData script tag."""

from .binary import f64, u16, u24, u32, u8
from .isobmff import AVC_CONFIG


def amf_string(s):
    return u16(len(s)) + s.encode()


def flv(w, h, seconds, fps, audio=None):
    """With `audio` (an audio tag's data), an audio tag follows the video one and the header
    flags say both."""
    props = [("duration", float(seconds)), ("width", float(w)), ("height", float(h)),
             ("framerate", float(fps)), ("videocodecid", 7.0)]
    meta = b"\x02" + amf_string("onMetaData") + b"\x08" + u32(len(props))
    meta += b"".join(amf_string(k) + b"\x00" + f64(v) for k, v in props) + b"\x00\x00\x09"

    def tag(kind, ts_ms, data):
        t = bytes([kind]) + u24(len(data)) + u24(ts_ms & 0xFFFFFF) + u8(ts_ms >> 24) + u24(0) + data
        return t + u32(len(t))

    video = b"\x17\x00" + u24(0) + AVC_CONFIG  # AVC sequence header
    if audio is None:
        return b"FLV\x01\x01" + u32(9) + u32(0) + tag(18, 0, meta) + tag(9, 0, video)
    return b"FLV\x01\x05" + u32(9) + u32(0) + tag(18, 0, meta) + tag(9, 0, video) + tag(8, 0, audio)
