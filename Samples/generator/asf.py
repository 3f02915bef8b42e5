"""ASF / Windows Media (Microsoft ASF Specification): GUIDs, header objects, a WMV file."""

from .binary import le16, le32, le64


def guid(text):
    h = text.replace("-", "")
    raw = bytes.fromhex(h)
    return raw[3::-1] + raw[5:3:-1] + raw[7:5:-1] + raw[8:]


ASF_HEADER = "75B22630-668E-11CF-A6D9-00AA0062CE6C"
ASF_FILE_PROPERTIES = "8CABDCA1-A947-11CF-8EE4-00C00C205365"
ASF_STREAM_PROPERTIES = "B7DC0791-A9B7-11CF-8EE6-00C00C205365"
ASF_HEADER_EXTENSION = "5FBF03B5-A92E-11CF-8EE3-00C00C205365"
ASF_RESERVED_1 = "ABD3D211-A9BA-11CF-8EE6-00C00C205365"
ASF_DATA = "75B22636-668E-11CF-A6D9-00AA0062CE6C"
ASF_VIDEO_MEDIA = "BC19EFC0-5B4D-11CF-A8FD-00805F5C442B"
ASF_AUDIO_MEDIA = "F8699E40-5B4D-11CF-A8FD-00805F5C442B"
ASF_NO_ERROR_CORRECTION = "20FB5700-5B55-11CF-A8FD-00805F5C442B"
SAMPLE_FILE_ID = "4D4B0001-0000-4000-8000-000000000001"


def asf_object(g, payload):
    return guid(g) + le64(24 + len(payload)) + payload


def asf_wmv(w, h, seconds, preroll_ms, created_unix, codec=b"WMV3", extradata=b"", audio=None):
    """With `extradata`, the BITMAPINFOHEADER is followed by the codec's data (a WMV3 sequence
    header); with `audio` (a WAVEFORMATEX), a second Stream Properties Object of audio."""
    filetime = (created_unix + 11644473600) * 10000000  # 100 ns units since 1601-01-01 UTC

    def build(total_size):
        fprops = asf_object(ASF_FILE_PROPERTIES, guid(SAMPLE_FILE_ID) + le64(total_size) + le64(filetime)
                            + le64(0) + le64(int((seconds * 1000 + preroll_ms) * 10000))
                            + le64(int(seconds * 10000000)) + le64(preroll_ms) + le32(0x02)
                            + le32(3200) + le32(3200) + le32(1000000))
        bih = (le32(40 + len(extradata)) + le32(w) + le32(h) + le16(1) + le16(24) + codec + le32(w * h * 3)
               + le32(0) * 4 + extradata)
        specific = le32(w) + le32(h) + b"\x02" + le16(len(bih)) + bih
        sprops = asf_object(ASF_STREAM_PROPERTIES, guid(ASF_VIDEO_MEDIA) + guid(ASF_NO_ERROR_CORRECTION)
                            + le64(0) + le32(len(specific)) + le32(0) + le16(1) + le32(0) + specific)
        if audio is not None:
            sprops += asf_object(ASF_STREAM_PROPERTIES, guid(ASF_AUDIO_MEDIA) + guid(ASF_NO_ERROR_CORRECTION)
                                 + le64(0) + le32(len(audio)) + le32(0) + le16(2) + le32(0) + audio)
        hext = asf_object(ASF_HEADER_EXTENSION, guid(ASF_RESERVED_1) + le16(6) + le32(0))
        count = 3 if audio is None else 4
        header = asf_object(ASF_HEADER, le32(count) + b"\x01\x02" + fprops + sprops + hext)
        data = asf_object(ASF_DATA, guid(SAMPLE_FILE_ID) + le64(0) + b"\x01\x01")
        return header + data

    return build(len(build(0)))


ASF_METADATA_LIBRARY = "44231C94-9498-49D1-A141-1D134E457054"


def utf16z(text):
    return (text + "\0").encode("utf-16-le")


def wm_picture(mime, data):
    """WM/Picture value (ASF spec §3.1 attribute types; WM/Picture layout): picture type 3
    (front cover), u32 data length, MIME type and description (UTF-16LE, NUL-ended), data."""
    return b"\x03" + le32(len(data)) + utf16z(mime) + utf16z("") + data


def asf_wma_cover_art(seconds, preroll_ms, created_unix, picture_bytes):
    """A WMA whose Header Object holds, before its Stream Properties Object, a Header Extension
    Object with a Metadata Library Object carrying a WM/Picture of `picture_bytes` bytes: a
    large enough picture pushes the (audio) Stream Properties Object past the first 64 KiB."""
    filetime = (created_unix + 11644473600) * 10000000
    picture = wm_picture("image/jpeg", b"\xFF\xD8\xFF\xE0" + bytes(picture_bytes - 6) + b"\xFF\xD9")
    name = utf16z("WM/Picture")
    record = le16(0) + le16(0) + le16(len(name)) + le16(1) + le32(len(picture)) + name + picture
    library = asf_object(ASF_METADATA_LIBRARY, le16(1) + record)

    def build(total_size):
        fprops = asf_object(ASF_FILE_PROPERTIES, guid(SAMPLE_FILE_ID) + le64(total_size) + le64(filetime)
                            + le64(0) + le64(int((seconds * 1000 + preroll_ms) * 10000))
                            + le64(int(seconds * 10000000)) + le64(preroll_ms) + le32(0x02)
                            + le32(3200) + le32(3200) + le32(64000))
        # WAVEFORMATEX: WMA v2 (0x0161), mono, 8000 Hz, 2000 bytes/s, block 742, 16-bit,
        # 10 bytes of codec data.
        wfx = le16(0x0161) + le16(1) + le32(8000) + le32(2000) + le16(742) + le16(16) + le16(10) + bytes(10)
        sprops = asf_object(ASF_STREAM_PROPERTIES, guid(ASF_AUDIO_MEDIA) + guid(ASF_NO_ERROR_CORRECTION)
                            + le64(0) + le32(len(wfx)) + le32(0) + le16(1) + le32(0) + wfx)
        hext = asf_object(ASF_HEADER_EXTENSION, guid(ASF_RESERVED_1) + le16(6) + le32(len(library)) + library)
        header = asf_object(ASF_HEADER, le32(3) + b"\x01\x02" + fprops + hext + sprops)
        data = asf_object(ASF_DATA, guid(SAMPLE_FILE_ID) + le64(0) + b"\x01\x01")
        return header + data

    return build(len(build(0)))
