"""Sample set: WAV, AIFF, FLAC, Ogg Vorbis, Opus, MP3, AAC, AMR, CAF, MIDI and MPEG-4 audio."""

from ..aiff import aiff
from ..audio_headers import amr_nb, caf, midi_one_note
from ..catalogue import add
from ..flac import flac
from ..mpeg_audio import adts_frames, id3v24, mp3_frames
from ..ogg import ogg_opus, ogg_vorbis
from ..riff import wav


def build_audio():
    add("audio/wav/pcm-u8-8khz-mono-0.5s.wav", wav(8000, 0.5), "wav", [],
        "RIFF WAVE PCM, 8 kHz, 8-bit, mono, 4000 frames (0.5 s).", duration=0.5)
    add("audio/aiff/pcm-s8-8khz-mono-0.5s.aiff", aiff(8000, 0.5), "aiff", [],
        "FORM AIFF: COMM (1 channel, 4000 frames, 8-bit, 80-bit 8000.0 Hz) + SSND.", duration=0.5)
    add("audio/flac/8khz-mono-1s.flac", flac(8000, 1.0), "flac", [],
        "fLaC + STREAMINFO (8 kHz, mono, 8-bit, 8000 samples, MD5) + 2 real frames of CONSTANT "
        "silence with CRC-8/CRC-16.", duration=1.0)
    add("audio/ogg/vorbis-8khz-1s.ogg", ogg_vorbis(8000, 1.0), "ogg", [],
        "Ogg Vorbis: identification header (8 kHz mono), comment + setup page (dummy codebooks), "
        "last page EOS with granule 8000 (1.0 s). Page CRCs valid.", duration=1.0)
    add("audio/opus/opus-48khz-1s.opus", ogg_opus(1.0), "opus", [],
        "Ogg Opus: OpusHead (pre-skip 312), OpusTags, 51 packets of 20 ms (TOC-only, silent) "
        "starting at sample 0; the EOS page's granule 48312 trims the end: (48312 - 312) / 48000 "
        "= 1.0 s.", duration=1.0)
    add("audio/mp3/id3v24-cbr-32kbps-0.9s.mp3",
        id3v24([("TIT2", "MediaKind sample"), ("TSSE", "MediaKind sample generator")]) + mp3_frames(25),
        "mp3", [], "ID3v2.4 tag (TIT2, TSSE) then 25 CBR MPEG-1 Layer III frames (32 kbit/s, 32 kHz, "
        "mono, 144 bytes, 1152 samples each, silent); no Xing/Info header: 25 x 0.036 s = 0.9 s.",
        duration=0.9)
    add("audio/aac/adts-lc-32khz-0.8s.aac", adts_frames(25, 5), "aac", [],
        "25 ADTS frames, AAC-LC, 32 kHz (index 5), mono, 1024 samples each: 0.8 s.", duration=0.8)
    add("audio/amr/amr-nb-12k2-1s.amr", amr_nb(50), "amr", [],
        "#!AMR\\n + 50 AMR-NB 12.2 kbit/s frames (20 ms each, silent payload): 1.0 s.", duration=1.0)
    add("audio/caf/lpcm-8khz-0.5s.caf", caf(8000, 0.5), "caf", [],
        "caff v1: desc (8000 Hz lpcm, 8-bit mono, 1 byte/packet), data with 4000 frames: 0.5 s.",
        duration=0.5)
    add("audio/midi/one-note-120bpm.mid", midi_one_note(), "midi", [],
        "SMF format 0, 96 ticks/quarter, tempo 500000 µs/quarter, one note lasting 96 ticks: 0.5 s.",
        duration=0.5)
