/// The media header `mdhd`: the track's own time scale and duration (language and
/// pre_defined follow and are not read).
/// Spec: ISO/IEC 14496-12 §8.4.2; Apple QTFF "Media Header Atoms".
typealias MediaHeader = TimeHeaderFields
