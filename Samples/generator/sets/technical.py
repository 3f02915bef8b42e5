"""Sample set of issue 26's technical facts: what a media policy checks (codec, profile,
colour, HDR, rotation, audio layout, exposure, colour profile), each in a structure the
probes read (Docs/CLI.md, "Technical facts").
"""

from ..binary import le16, le32, u16, u32, u8, f64
from ..catalogue import add
from ..ebml import el, el_str, el_uint
from ..isobmff import Track, aac_track, box, colr_nclx, movie_file, rotate90, visual_entry
from ..jpeg import app1_exif, jpeg, seg
from ..riff import riff_chunk
from ..tiff import E_ascii, E_rat, E_short, exif_tiff


def hvcC_main10():
    """HEVCDecoderConfigurationRecord, general_profile_idc 2 (Main 10), no NAL arrays."""
    return box("hvcC", b"\x01\x02" + u32(0x20000000) + b"\x90\0\0\0\0\0" + b"\x5A"
               + b"\xF0\x00\xFC\xFD\xFA\xFA" + u16(0) + b"\x0F" + b"\x00")


def dvvC(profile, level):
    """Dolby Vision configuration (dv_version 1.0; RPU and base layer present)."""
    return box("dvvC", u8(1) + u8(0) + u16((profile << 9) | (level << 3) | 0b101) + u32(0) * 5)


def hevc_video(w, h, children, matrix=None, frames=30):
    entry = visual_entry("hvc1", w, h, children)
    return Track(1, "vide", 600, [(frames, 20)], [b"\0" * 8] * frames, entry, w, h, matrix=matrix,
                 quicktime=False)


def icc_profile(description):
    """A minimal ICC v4 display profile whose only tag is an 'mluc' description (en-US)."""
    text = description.encode("utf-16-be")
    mluc = b"mluc" + u32(0) + u32(1) + u32(12) + b"enUS" + u32(len(text)) + u32(28) + text
    tag_table = u32(1) + b"desc" + u32(128 + 4 + 12) + u32(len(mluc))
    body = tag_table + mluc
    header = (u32(128 + len(body)) + b"appl" + u32(0x04400000) + b"mntrRGB XYZ " + b"\0" * 12
              + b"acsp" + b"APPL" + u32(0) + b"\0" * 8 + u32(0) * 2 + u32(0)
              + u32(0x0000F6D6) + u32(0x00010000) + u32(0x0000D32D) + b"appl" + b"\0" * 44)
    assert len(header) == 128, len(header)
    return header + body


def wav_pcm(rate, channels, bits, seconds):
    frames = int(rate * seconds)
    align = channels * bits // 8
    fmt = riff_chunk(b"fmt ", le16(1) + le16(channels) + le32(rate) + le32(rate * align) + le16(align)
                     + le16(bits))
    body = b"WAVE" + fmt + riff_chunk(b"data", b"\0" * (frames * align))
    return b"RIFF" + le32(len(body)) + body


def matroska_hlg_opus(w, h, duration_ms):
    header = el(0x1A45DFA3, el_uint(0x4286, 1) + el_uint(0x42F7, 1) + el_uint(0x42F2, 4)
                + el_uint(0x42F3, 8) + el_str(0x4282, "matroska") + el_uint(0x4287, 4)
                + el_uint(0x4285, 2))
    info = el(0x1549A966, el_uint(0x2AD7B1, 1000000) + el(0x4489, f64(float(duration_ms))))
    colour = el(0x55B0, el_uint(0x55B1, 9) + el_uint(0x55BA, 18) + el_uint(0x55BB, 9))
    video = el(0xE0, el_uint(0xB0, w) + el_uint(0xBA, h) + colour)
    hvcc = (b"\x01\x02" + u32(0x20000000) + b"\x90\0\0\0\0\0" + b"\x5A" + b"\xF0\x00\xFC\xFD\xFA\xFA"
            + u16(0) + b"\x0F" + b"\x00")
    video_track = el(0xAE, el_uint(0xD7, 1) + el_uint(0x73C5, 1) + el_uint(0x83, 1)
                     + el_str(0x86, "V_MPEGH/ISO/HEVC") + el(0x63A2, hvcc) + el_uint(0x23E383, 40000000)
                     + video)
    audio = el(0xE1, el(0xB5, f64(48000.0)) + el_uint(0x9F, 2))
    audio_track = el(0xAE, el_uint(0xD7, 2) + el_uint(0x73C5, 2) + el_uint(0x83, 2)
                     + el_str(0x86, "A_OPUS") + audio)
    tracks = el(0x1654AE6B, video_track + audio_track)
    block = b"\x81" + b"\0\0" + b"\x80" + b"\0" * 8
    cluster = el(0x1F43B675, el_uint(0xE7, 0) + el(0xA3, block))
    return header + el(0x18538067, info + tracks + cluster)


def build_technical():
    # HDR10 + Dolby Vision profile 8 HEVC with stereo AAC.
    video = hevc_video(640, 360, [hvcC_main10(), colr_nclx(9, 16, 9, False), dvvC(8, 4)])
    add("video/mp4/hdr10-dolby-vision-8-hevc-main10-aac-1s.mp4",
        movie_file([video, aac_track(2, 48000, 3, 1.0, channels=2)], brand=("isom", 512, ["isom", "iso6", "mp41"]),
                   timescale=600, moov_first=True),
        "mp4", ["hdrVideo"],
        "HDR HEVC MP4: an hvc1 sample entry (640x360, 30 frames at 30 fps) with an hvcC of "
        "general_profile_idc 2 (Main 10), a colr nclx of BT.2020 primaries (9), PQ transfer "
        "(16, SMPTE ST 2084) and BT.2020 non-constant matrix (9), and a dvvC Dolby Vision "
        "configuration (profile 8, level 4); an AAC-LC track of 48 kHz stereo (1.0 s).",
        pixelWidth=640, pixelHeight=360, duration=1.0)
    # HLG, turned 90 degrees for display.
    video = hevc_video(640, 360, [hvcC_main10(), colr_nclx(9, 18, 9, False)], matrix=rotate90(360))
    add("video/mp4/hlg-hevc-rotated-90-1s.mp4",
        movie_file([video], brand=("isom", 512, ["isom", "mp41"]), timescale=600, moov_first=True),
        "mp4", ["hdrVideo"],
        "HLG HEVC MP4: hvc1 (coded 640x360, Main 10) with colr nclx 9/18/9 (ARIB STD-B67 "
        "hybrid log-gamma), and a tkhd matrix that turns it 90 degrees clockwise for display "
        "(360x640). 30 frames at 30 fps, no audio.", pixelWidth=360, pixelHeight=640, duration=1.0)
    add("video/mkv/hlg-hevc-opus-2s.mkv", matroska_hlg_opus(320, 240, 2000.0), "mkv", ["hdrVideo"],
        "Matroska: a V_MPEGH/ISO/HEVC track (320x240, CodecPrivate an hvcC of Main 10, 25 fps) "
        "whose Video/Colour says MatrixCoefficients 9, TransferCharacteristics 18 (HLG), "
        "Primaries 9; an A_OPUS track of 48 kHz stereo. Duration 2.0 s.",
        pixelWidth=320, pixelHeight=240, duration=2.0)
    # A photo with exposure and a Display P3 ICC profile.
    exif = [E_rat(0x829A, (1, 120)), E_rat(0x829D, (18, 10)), E_short(0x8827, 64),
            E_rat(0x920A, (426, 100))]
    tiff = exif_tiff([E_ascii(0x010F, "Apple"), E_ascii(0x0110, "iPhone 15"), E_short(0x0112, 1)], exif)
    icc = icc_profile("Display P3")
    app2 = seg(0xE2, b"ICC_PROFILE\0" + u8(1) + u8(1) + icc)
    add("image/jpeg/exposure-display-p3-icc.jpg", jpeg(64, 48, [app1_exif(tiff), app2]), "jpeg", [],
        "JPEG 64x48 with EXIF (Apple iPhone 15; ExposureTime 1/120 s, FNumber 1.8, ISO 64, "
        "FocalLength 4.26 mm) and an APP2 ICC_PROFILE (one chunk) whose ICC v4 profile has a "
        "'desc' tag of type mluc: en-US 'Display P3'.", pixelWidth=64, pixelHeight=48)
    add("audio/wav/pcm-24bit-stereo-48k-0.05s.wav", wav_pcm(48000, 2, 24, 0.05), "wav", [],
        "RIFF WAVE: PCM (format tag 1), 2 channels, 48 kHz, 24 bits per sample, 2400 frames "
        "(0.05 s).", duration=0.05)
