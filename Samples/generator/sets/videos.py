"""Sample set: QuickTime and MP4 movies (Live Photo pairs, slo-mo, time-lapse, cinematic,
spatial, screen recordings), 3GP, AVI, Matroska, WebM, MPEG-TS, FLV and WMV.
"""

from ..asf import asf_wmv
from ..binary import u8
from ..catalogue import APPLE_PARK, APPLE_PARK_ISO6709, LIVE_CID, add, utc_unix
from ..ebml import matroska
from ..flv import flv
from ..isobmff import (
    aac_track, avcC, box, cfr_video, hvcC, mebx_item, mebx_track, movie_file, rotate90,
)
from ..mpegts import mpeg_ts
from ..riff import avi


def apple_movie_keys(local_date, extra=(), location=True):
    """Movie-level Keys as an iPhone writes them; local_date like '2023-05-01T10:11:12+02:00'."""
    keys = [("com.apple.quicktime.make", "utf8", "Apple"),
            ("com.apple.quicktime.model", "utf8", "iPhone 15 Pro"),
            ("com.apple.quicktime.software", "utf8", "17.0"),
            ("com.apple.quicktime.creationdate", "utf8", local_date[:-3] + local_date[-2:])]
    if location:
        keys.append(("com.apple.quicktime.location.ISO6709", "utf8", APPLE_PARK_ISO6709))
    return keys + list(extra)


def build_videos():
    qt = ("qt  ", 0, ["qt  "])

    def apple_mov(path, date, tracks, subtypes, notes, display, duration, keys_extra=(),
                  location=True, facts=None, with_keys=True):
        keys = apple_movie_keys(date, keys_extra, location) if with_keys else None
        data = movie_file(tracks, brand=qt, ctime_unix=utc_unix(date), movie_keys=keys)
        f = {"pixelWidth": display[0], "pixelHeight": display[1], "duration": duration}
        if with_keys:
            f["creationDate"] = date
            if location:
                f["location"] = APPLE_PARK
        f.update(facts or {})
        add(path, data, "mov", subtypes, notes, **f)

    hevc = hvcC()
    apple_mov("video/mov/hevc-1920x1080-rotation-90.mov", "2023-05-01T11:00:00+02:00",
              [cfr_video(1, "hvc1", hevc, 1920, 1080, 600, 20, 60, matrix=rotate90(1080))], [],
              "iPhone-style portrait video: hvc1 coded 1920x1080, tkhd matrix rotates 90°, so it "
              "displays 1080x1920; 30 fps, 2 s; Keys make/model/creationdate/ISO6709.",
              (1080, 1920), 2.0)

    video = cfr_video(1, "hvc1", hevc, 1440, 1080, 600, 20, 75)
    still = mebx_track(2, [("com.apple.quicktime.still-image-time", 65)], [mebx_item(1, b"\xFF")],
                       [(1, 1)], edits=[(900, -1), (1, 0)])
    apple_mov("video/mov/live-photo-video-with-still-image-time.mov", "2023-05-01T10:11:11+02:00",
              [video, still], ["photoLive"],
              "Live Photo video: movie Key com.apple.quicktime.content.identifier (same UUID as "
              "image/jpeg/apple-live-photo-still.jpg), live-photo.auto (int8) and vitality-score "
              "(float32); a mebx timed-metadata track whose keyd lists "
              "com.apple.quicktime.still-image-time (one sample at 1.5 s via an empty edit). "
              "1440x1080, 30 fps, 2.5 s.",
              (1440, 1080), 2.5,
              keys_extra=[("com.apple.quicktime.content.identifier", "utf8", LIVE_CID),
                          ("com.apple.quicktime.live-photo.auto", "int8", 1),
                          ("com.apple.quicktime.live-photo.vitality-score", "float32", 0.9375)],
              facts={"livePhoto": {"contentIdentifier": LIVE_CID}})
    apple_mov("video/mov/short-3s-no-content-identifier.mov", "2023-05-01T11:01:00+02:00",
              [cfr_video(1, "hvc1", hevc, 1440, 1080, 600, 20, 90)], [],
              "Pitfall: a 3.0 s clip (Live-Photo length) with no content identifier and no "
              "still-image-time track: an ordinary video, not Live.", (1440, 1080), 3.0)
    apple_mov("video/mov/slomo-240fps.mov", "2023-05-01T11:02:00+02:00",
              [cfr_video(1, "hvc1", hevc, 1920, 1080, 2400, 10, 240)], ["videoHighFrameRate"],
              "Slo-mo capture: 240 samples, mdhd timescale 2400, stts delta 10 (240 fps), 1.0 s; no "
              "full-frame-rate-playback-intent key.", (1920, 1080), 1.0)
    apple_mov("video/mov/hfr-120fps-full-frame-rate-intent-1.mov", "2023-05-01T11:03:00+02:00",
              [cfr_video(1, "hvc1", hevc, 3840, 2160, 600, 5, 120)], [],
              "Pitfall: 120 fps (mdhd 600, delta 5, 120 samples, 1.0 s) but movie Key "
              "com.apple.quicktime.full-frame-rate-playback-intent = 1 (int, 1 byte): meant for "
              "full-rate playback, not slo-mo.", (3840, 2160), 1.0,
              keys_extra=[("com.apple.quicktime.full-frame-rate-playback-intent", "int8", 1)])
    apple_mov("video/mov/timelapse-capturemode-track-key.mov", "2023-05-01T11:04:00+02:00",
              [cfr_video(1, "hvc1", hevc, 1920, 1080, 600, 20, 60,
                         keys=[("com.apple.quicktime.camera.identifier", "utf8", "Back"),
                               ("com.apple.photos.captureMode", "utf8", "Time-lapse")])],
              ["videoTimelapse"], "Time-lapse: the video track's own meta (trak/meta, hdlr mdta, "
              "keys + ilst) has com.apple.photos.captureMode = \"Time-lapse\". 30 fps, 2 s.",
              (1920, 1080), 2.0)
    data = movie_file([cfr_video(1, "hvc1", hevc, 886, 1920, 600, 20, 30)], brand=qt,
                      ctime_unix=1700000000)
    add("video/mov/RPReplay_Final1700000000.mov", data, "mov", ["videoScreenRecording"],
        "iOS screen recording, known only by its ReplayKit file name RPReplay_Final<unix-seconds>; "
        "no camera Keys. 886x1920, 30 fps, 1 s; mvhd creation time = 1700000000 (UTC).",
        pixelWidth=886, pixelHeight=1920, duration=1.0, creationDate="2023-11-14T22:13:20Z")
    cinematic_keys = [("com.apple.quicktime.cinematic-video.rendering", None),
                      ("com.apple.quicktime.cinematic-video.cinematography", None)]
    for path, intent, subtypes, note in (
            ("video/mov/cinematic-mebx-rendering-cinematography.mov", None, ["videoCinematic"],
             "Cinematic: a mebx timed-metadata track whose keyd entries are "
             "com.apple.quicktime.cinematic-video.rendering and .cinematography; no "
             "cinematic-video-intent key (absent = on). 1920x1080, 30 fps, 2 s."),
            ("video/mov/cinematic-intent-0-effect-off.mov", 0, [],
             "Pitfall: the same cinematic mebx track, but movie Key "
             "com.apple.quicktime.cinematic-video-intent = 0 (int, 4 bytes): effect turned off.")):
        meta = mebx_track(2, cinematic_keys, [mebx_item(1, b"\0" * 4) + mebx_item(2, b"\0" * 4)],
                          [(1, 1200)])
        extra = [] if intent is None else [("com.apple.quicktime.cinematic-video-intent", "int32", intent)]
        apple_mov(path, "2023-05-01T11:05:00+02:00",
                  [cfr_video(1, "hvc1", hevc, 1920, 1080, 600, 20, 60), meta], subtypes, note,
                  (1920, 1080), 2.0, keys_extra=extra)
    data = movie_file([cfr_video(1, "jpeg", None, 320, 240, 600, 40, 15)], brand=None,
                      ctime_unix=utc_unix("2005-06-07T08:09:10Z"), moov_first=True, wide=False)
    add("video/mov/no-ftyp-moov-first.mov", data, "mov", [],
        "Classic QuickTime without ftyp: the file starts with moov (then mdat). Photo-JPEG sample "
        "entry, 320x240, 15 fps, 1 s.", pixelWidth=320, pixelHeight=240, duration=1.0,
        creationDate="2005-06-07T08:09:10Z")

    mp4_date = "2024-01-02T03:04:05Z"
    mp4_brand = ("isom", 512, ["isom", "iso2", "avc1", "mp41"])
    data = movie_file([cfr_video(1, "avc1", avcC(), 640, 360, 12800, 512, 25, quicktime=False),
                       aac_track(2, 44100, 4, 1.0)], brand=mp4_brand, timescale=1000,
                      ctime_unix=utc_unix(mp4_date), moov_first=True)
    add("video/mp4/avc1-aac-640x360-1s.mp4", data, "mp4", [],
        "MP4 (isom), moov first: avc1 640x360 25 fps + mp4a AAC-LC 44.1 kHz mono, 1 s.",
        pixelWidth=640, pixelHeight=360, duration=1.0, creationDate=mp4_date)
    data = movie_file([aac_track(1, 44100, 4, 1.0)], brand=("isom", 512, ["isom", "iso2", "mp41"]),
                      timescale=1000, ctime_unix=utc_unix(mp4_date), moov_first=True)
    add("audio/mp4-audio/isom-aac-audio-only.mp4", data, "mp4-audio", [],
        "MP4 with brand isom and a single soun track (AAC-LC, 1 s), no vide track: MPEG-4 audio.",
        duration=1.0, creationDate=mp4_date)
    data = movie_file([aac_track(1, 44100, 4, 1.0)], brand=("M4A ", 0, ["M4A ", "mp42", "isom"]),
                      timescale=1000, ctime_unix=utc_unix(mp4_date), moov_first=True)
    add("audio/m4a/aac-44100-1s.m4a", data, "m4a", [], "iTunes audio: ftyp M4A, one soun track "
        "(AAC-LC 44.1 kHz mono), 1 s.", duration=1.0, creationDate=mp4_date)
    h263 = box("d263", b"MKSG", u8(0), u8(10), u8(0))
    data = movie_file([cfr_video(1, "s263", h263, 176, 144, 15, 1, 15, quicktime=False)],
                      brand=("3gp4", 512, ["isom", "3gp4"]), timescale=1000,
                      ctime_unix=utc_unix(mp4_date), moov_first=True)
    add("video/3gp/3gp4-h263-176x144.3gp", data, "3gp", [], "3GPP (ftyp 3gp4): s263 video "
        "176x144, 15 fps, 1 s.", pixelWidth=176, pixelHeight=144, duration=1.0, creationDate=mp4_date)

    add("video/avi/mjpeg-160x120-10fps.avi", avi(160, 120, 10, 10), "avi", [],
        "RIFF AVI: avih 100000 µs/frame, 10 frames (1 s), one vids/MJPG stream 160x120, movi with "
        "10 complete baseline JPEG frames, idx1.", pixelWidth=160, pixelHeight=120, duration=1.0)
    add("video/mkv/h264-320x240.mkv",
        matroska("matroska", "V_MPEG4/ISO/AVC", 320, 240, 1000, utc_unix(mp4_date)), "mkv", [],
        "Matroska (DocType matroska): Info TimecodeScale 1 ms, Duration 1000.0, DateUTC "
        "2024-01-02T03:04:05Z; one video track 320x240; one cluster with a dummy SimpleBlock.",
        pixelWidth=320, pixelHeight=240, duration=1.0, creationDate=mp4_date)
    add("video/webm/vp9-320x240.webm", matroska("webm", "V_VP9", 320, 240, 1000, utc_unix(mp4_date)),
        "webm", [], "WebM (DocType webm): VP9 track 320x240, Duration 1000.0 ms, DateUTC "
        "2024-01-02T03:04:05Z.", pixelWidth=320, pixelHeight=240, duration=1.0, creationDate=mp4_date)
    add("video/mpegts/pat-pmt-h264-pes.ts", mpeg_ts(), "mpegts", [],
        "4 packets of 188 bytes: PAT, PMT (H.264 stream on PID 0x100), two PES packets with PCR/PTS. "
        "No SPS, so no pixel size; duration not stated.")
    add("video/flv/onmetadata-320x240.flv", flv(320, 240, 1, 10), "flv", [],
        "FLV v1 (video flag): onMetaData script tag (duration 1, width 320, height 240, framerate 10) "
        "and one AVC sequence-header tag.", pixelWidth=320, pixelHeight=240, duration=1.0)
    add("video/wmv/asf-video-stream-320x240.wmv", asf_wmv(320, 240, 1.0, 3100, utc_unix(mp4_date)), "wmv", [],
        "ASF: Header (File Properties play duration 4.1 s with preroll 3100 ms, i.e. 1.0 s of media; "
        "Stream Properties with a video stream, BITMAPINFOHEADER WMV3 320x240; Header Extension) and "
        "an empty Data object. Creation Date (FILETIME) 2024-01-02T03:04:05Z.", pixelWidth=320,
        pixelHeight=240, duration=1.0, creationDate=mp4_date)
