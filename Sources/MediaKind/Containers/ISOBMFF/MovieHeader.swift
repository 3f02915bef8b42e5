/// The movie header `mvhd`: creation time, time scale and duration of the whole movie (rate,
/// volume, matrix and next_track_ID follow and are not read).
/// Spec: ISO/IEC 14496-12 §8.2.2; Apple QTFF "Movie Header Atoms".
typealias MovieHeader = TimeHeaderFields
