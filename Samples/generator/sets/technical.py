"""Sample set of issue 26's technical facts: what a media policy checks (codec, profile,
colour, HDR, rotation, audio layout, exposure, colour profile), each in a structure the
probes read (Docs/CLI.md, "Technical facts").
"""

from ..asf import asf_wmv
from ..audio_headers import ac3_frames, dff, dsf, musepack_sv8
from ..binary import le16, le32, u16, u32, u8, f64
from ..catalogue import add, utc_unix
from ..dv import dif_sequence_pal
from ..flv import flv
from ..mpeg_ps import program_stream
from ..mpegts import h264_escape, h264_sps_1080, psi_section, pts_bytes, ts_packet
from ..mxf import mxf_op1a
from ..realmedia import ra4_header, real_media_av
from ..ebml import el, el_str, el_uint
from ..isobmff import Track, aac_track, box, colr_nclx, movie_file, rotate90, visual_entry
from ..jpeg import app1_exif, jpeg, seg
from ..riff import riff_chunk, riff_list
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
    build_container_streams()


def build_container_streams():
    """Issue 26's second part: the stream descriptions of the containers whose parsers read
    them without a decoder (ASF, AVI, FLV, MPEG-TS and program streams, MXF, DV, RealMedia,
    Musepack, DSF, DSDIFF, AC-3)."""
    wma2 = le16(0x0161) + le16(2) + le32(44100) + le32(16000) + le16(2973) + le16(16) + le16(10) + b"\0" * 10
    add("video/wmv/wmv3-main-wmav2-stereo-2s.wmv",
        asf_wmv(320, 240, 2.0, 3000, utc_unix("2024-03-01T08:00:00Z"), extradata=b"\x4E\x09\x1A\x01",
                audio=wma2),
        "wmv", [],
        "ASF: a video Stream Properties Object whose BITMAPINFOHEADER (40 + 4 bytes) names WMV3 "
        "and carries a sequence header whose PROFILE is Main (0x4E...), and an audio one whose "
        "WAVEFORMATEX is WMA 2 (format tag 0x161), 2 channels, 44.1 kHz, 16 bits. 2 s after a "
        "3 s preroll.", pixelWidth=320, pixelHeight=240, duration=2.0, creationDate="2024-03-01T08:00:00Z")
    add("video/avi/h264-pcm-s16le-stereo-1s.avi", avi_h264_pcm(320, 240, 25, 25, 44100), "avi", [],
        "AVI: a vids stream whose strf BITMAPINFOHEADER compression is H264 (320x240, 25 "
        "frames at 25 fps, dummy frames) and an auds stream whose strf WAVEFORMATEX is PCM "
        "(tag 1), 2 channels, 44.1 kHz, 16 bits.", pixelWidth=320, pixelHeight=240, duration=1.0,
        frameCount=25)
    aac = b"\xAF\x00" + bytes([0x12, 0x10])  # AAC, AACPacketType 0, AudioSpecificConfig LC 44.1 kHz stereo
    add("video/flv/avc-high-aac-stereo-2s.flv", flv(320, 240, 2.0, 25, audio=aac), "flv", [],
        "FLV: onMetaData (320x240, 25 fps, 2 s), a video tag of CodecID 7 (AVC) whose sequence "
        "header is an avcC of profile 100 (High), and an audio tag of SoundFormat 10 (AAC, the "
        "flags saying 44 kHz 16-bit stereo) whose AudioSpecificConfig is AAC-LC, 44.1 kHz, 2 "
        "channels.", pixelWidth=320, pixelHeight=240, duration=2.0)
    add("video/mpegts/h264-main-ac3-stereo.ts", ts_h264_ac3(), "mpegts", [],
        "MPEG-TS: a PMT listing stream type 0x1B (H.264, PID 0x100) and 0x81 (AC-3, PID 0x101); "
        "the video PES holds an access unit delimiter and an SPS of profile_idc 77 (Main), "
        "1920x1080, whose VUI states BT.709 primaries, transfer and matrix (1, 1, 1) and "
        "timing time_scale 50 / num_units_in_tick 1 (25 fps); the audio PES one AC-3 syncframe: 48 kHz, 192 kbit/s, acmod 2 (stereo), no "
        "LFE.", pixelWidth=1920, pixelHeight=1080)
    mp2 = b"\xFF\xFD\xA4\x00" + b"\0" * 572  # MPEG-1 Layer II, 192 kbit/s, 48 kHz, stereo: 576 bytes
    add("video/mpeg/mpeg2-main-mp2-stereo-1s.mpg",
        program_stream(352, 288, 25, extension=0x48, audio=mp2), "mpeg", [],
        "MPEG program stream: 25 frames of MPEG-2 video at 25 fps whose sequence header "
        "(352x288) is followed by a sequence extension with profile_and_level_indication 0x48 "
        "(Main profile, Main level), and an MPEG-1 Layer II audio PES (stream C0) in every pack: "
        "192 kbit/s, 48 kHz, stereo.", pixelWidth=352, pixelHeight=288, duration=1.0)
    mpeg2_mp_ml = bytes.fromhex("060E2B34040101030401020201011100")
    add("video/mxf/mpeg2-wave-24bit-stereo-1s.mxf",
        mxf_op1a((25, 1), 25, 720, 576, picture_coding=mpeg2_mp_ml, sound=(48000, 2, 24)), "mxf", [],
        "MXF OP1a: 25 edit units at 25/1; the CDCI picture descriptor (720x576) states "
        "PictureEssenceCoding 06 0E 2B 34 04 01 01 03 04 01 02 02 01 01 11 00 (MPEG-2 MP@ML "
        "long GoP), and a WAVE audio descriptor 48 kHz, 2 channels, QuantizationBits 24 (no "
        "SoundEssenceCoding: PCM).", pixelWidth=720, pixelHeight=576, duration=1.0)
    add("video/dv/dif-sequence-pal-48k-16bit.dv", dif_sequence_pal(0, 0), "dv", [],
        "DV: the first DIF sequence (12,000 bytes) of a 625/50 frame: a header block with DSF 1 "
        "(720x576, 25 fps) and APT 0, and in the fourth audio block an AAUX source pack of 48 kHz "
        "16-bit linear audio. Shorter than a frame: no duration.", pixelWidth=720, pixelHeight=576)
    add("video/rm/rv40-cook-stereo-3s.rm",
        real_media_av(3000, 320, 240, b"RV40", ra4_header(b"cook", 44100, 2)), "rm", [],
        "RealMedia: PROP (3 s), an MDPR video/x-pn-realvideo whose VIDO header names RV40 "
        "(320x240), and an MDPR audio/x-pn-realaudio whose type-specific data is a RealAudio 4 "
        "header of codec cook, 44.1 kHz, 2 channels.", pixelWidth=320, pixelHeight=240, duration=3.0)
    add("audio/ra/realaudio4-dnet-mono.ra", ra4_header(b"dnet", 22050, 1) + b"\0" * 64, "ra", [],
        "A bare RealAudio 4 file: the .ra\\xfd header alone, codec dnet (AC-3), 22.05 kHz, mono.")
    add("audio/mpc/sv8-44k-stereo.mpc", musepack_sv8(44100, 0, 2), "mpc", [],
        "Musepack SV8: a Stream Header packet of 44,100 samples, rate index 0 (44.1 kHz), 2 "
        "channels, then the Stream End packet (no audio packets).", duration=1.0)
    add("audio/dsf/dsd64-stereo.dsf", dsf(2822400, 2, 32768), "dsf", [],
        "DSF: fmt chunk of raw DSD (format 0), 2 channels, 2,822,400 Hz (DSD64), 1 bit a sample "
        "least significant bit first, 32,768 samples a channel, one 4096-byte block a channel.",
        duration=32768 / 2822400)
    add("audio/dff/dsd64-stereo.dff", dff(2822400, 2, 28224), "dff", [],
        "DSDIFF 1.5: PROP SND with FS 2,822,400 Hz, CHNL 2 (SLFT, SRGT), CMPR DSD (not "
        "compressed), and a DSD chunk of 28,224 sample frames (10 ms).", duration=0.01)
    add("audio/ac3/ac3-5.1-48k-192k.ac3", ac3_frames(10, 7, 1), "ac3", [],
        "AC-3 elementary stream: 10 syncframes of 48 kHz, 192 kbit/s (768 bytes, 1536 samples "
        "each), bsid 8, acmod 7 (3/2) with the LFE channel: 5.1.", duration=0.32)


def avi_h264_pcm(w, h, fps, frames, rate):
    """AVI with an H264 video stream and a 16-bit stereo PCM audio stream (Microsoft AVI RIFF
    File Reference): avih, two strl lists (strh + strf), movi with dummy frames and one
    second of silence, idx1."""
    frame = b"\0\0\0\x01\x09\xF0"
    avih = riff_chunk(b"avih", le32(1000000 // fps) + le32(0) + le32(0) + le32(0x10) + le32(frames)
                      + le32(0) + le32(2) + le32(len(frame)) + le32(w) + le32(h) + b"\0" * 16)
    vstrh = riff_chunk(b"strh", b"vidsH264" + le32(0) + le16(0) + le16(0) + le32(0) + le32(1) + le32(fps)
                       + le32(0) + le32(frames) + le32(len(frame)) + le32(0xFFFFFFFF) + le32(0)
                       + le16(0) + le16(0) + le16(w) + le16(h))
    vstrf = riff_chunk(b"strf", le32(40) + le32(w) + le32(h) + le16(1) + le16(24) + b"H264"
                       + le32(w * h * 3) + le32(0) * 4)
    astrh = riff_chunk(b"strh", b"auds" + le32(0) + le32(0) + le16(0) + le16(0) + le32(0) + le32(4)
                       + le32(rate * 4) + le32(0) + le32(rate) + le32(rate * 4) + le32(0xFFFFFFFF)
                       + le32(4) + b"\0" * 8)
    astrf = riff_chunk(b"strf", le16(1) + le16(2) + le32(rate) + le32(rate * 4) + le16(4) + le16(16))
    hdrl = riff_list(b"hdrl", avih, riff_list(b"strl", vstrh, vstrf), riff_list(b"strl", astrh, astrf))
    movi = b"".join(riff_chunk(b"00dc", frame) for _ in range(frames)) + riff_chunk(b"01wb", b"\0" * 4096)
    body = b"AVI " + hdrl + riff_list(b"movi", movi)
    return b"RIFF" + le32(len(body)) + body


def ts_h264_ac3():
    """PAT, PMT (H.264 on PID 0x100, AC-3 stream type 0x81 on PID 0x101), a video PES with an
    access unit delimiter and a Main-profile SPS with VUI colour and timing, an audio PES with one 768-byte AC-3
    syncframe (48 kHz, stereo) over five packets."""
    pat = psi_section(0x00, 1, u16(1) + u16(0xE000 | 0x1000))
    pmt = psi_section(0x02, 1, u16(0xE000 | 0x100) + u16(0xF000) + b"\x1B" + u16(0xE000 | 0x100) + u16(0xF000)
                      + b"\x81" + u16(0xE000 | 0x101) + u16(0xF000))
    packets = [ts_packet(0x0000, pat + b"\xFF" * (184 - len(pat)), True, 0),
               ts_packet(0x1000, pmt + b"\xFF" * (184 - len(pmt)), True, 0)]
    sps = h264_sps_1080(profile=77, vui=((50, 1), (1, 1, 1)))  # 25 fps, BT.709 colour
    es = b"\0\0\0\x01\x09\x10" + b"\0\0\0\x01\x67" + h264_escape(sps)
    pes = b"\x00\x00\x01\xE0\x00\x00\x80\x80\x05" + pts_bytes(90000) + es
    packets.append(ts_packet(0x0100, pes, True, 0))
    audio = b"\x00\x00\x01\xBD" + u16(8 + 768) + b"\x80\x80\x05" + pts_bytes(90000) + ac3_frames(1, 2, 0)
    for cc, start in enumerate(range(0, len(audio), 184)):
        packets.append(ts_packet(0x0101, audio[start:start + 184], cc == 0, cc))
    return b"".join(packets)
