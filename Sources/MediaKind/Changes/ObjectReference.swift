/// An object a change request names: an existing one by its identifier, or one created in the
/// same transaction by its placeholder.
enum ObjectReference: Hashable {
  case identifier(String)
  case placeholder(ObjectPlaceholder)
}
