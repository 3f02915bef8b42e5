/// An object a change request names: an existing one by its identifier, or one created in the
/// same transaction by its placeholder.
enum ObjectReference: Hashable {
  case identifier(String)
  case placeholder(ObjectPlaceholder)

  /// The placeholder, for an object created in the transaction; `nil` for an existing one.
  var placeholder: ObjectPlaceholder? {
    if case .placeholder(let placeholder) = self { return placeholder }
    return nil
  }
}
