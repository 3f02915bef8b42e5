import Synchronization

/// Values worked out from an immutable library on first use and kept, one per type (the
/// default collections of `Collections/` are one): they never go stale, and the library holds
/// them without naming the layers above it that make them.
final class DerivedValues: Sendable {
  private let values = Mutex<[ObjectIdentifier: any Sendable]>([:])

  init() {}

  /// The kept value of type `Value`, made by `make` on the first call.
  func get<Value: Sendable>(_ make: () -> Value) -> Value {
    values.withLock { values in
      if let cached = values[ObjectIdentifier(Value.self)] as? Value { return cached }
      let made = make()
      values[ObjectIdentifier(Value.self)] = made
      return made
    }
  }
}
