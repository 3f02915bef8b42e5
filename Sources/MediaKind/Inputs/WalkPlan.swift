
/// The walk options of each root of one run, and what the roots' configurations say beyond
/// them.
package struct WalkPlan {
  /// The options the command line gives.
  package var base: WalkOptions
  /// The configurations found, by root.
  package var configurations: [String: FolderSettings] = [:]

  package init(base: WalkOptions, configurations: [String: FolderSettings] = [:]) {
    self.base = base
    self.configurations = configurations
  }

  /// The options for walking `root`: the command line's, plus its configuration's excludes
  /// (and the configuration file itself), `hidden` and `follow` unless the command line set
  /// them.
  package func options(for root: String) -> WalkOptions {
    guard let configuration = configurations[root] else { return base }
    var options = base
    options.excludes += configuration.exclude
    if let itself = try? PathGlob(FolderSettings.fileName) { options.excludes.append(itself) }
    if !base.includeToolFolders, let hidden = configuration.hidden { options.includeToolFolders = hidden }
    if !base.followLinks, let follow = configuration.follow { options.followLinks = follow }
    return options
  }

  /// The mode: the command line's, else the one the configurations agree on, else
  /// `thorough`. Configurations that disagree are an error (give `--mode`).
  package func mode(commandLine: ClassificationMode?) throws(FolderSettings.Invalid) -> ClassificationMode {
    if let commandLine { return commandLine }
    let stated = configurations.compactMap { root, configuration in
      configuration.mode.map { (root, $0) }
    }.sorted { $0.0 < $1.0 }
    guard let first = stated.first else { return .thorough }
    if let other = stated.first(where: { $0.1 != first.1 }) {
      throw FolderSettings.Invalid(
        file: other.0 + "/" + FolderSettings.fileName,
        message: "says mode \(other.1.rawValue), but \(first.0)/\(FolderSettings.fileName) says \(first.1.rawValue): give --mode")
    }
    return first.1
  }

  /// Whether any configuration allows unreadable files in `classify check`.
  package var allowsUnreadable: Bool {
    configurations.values.contains { $0.allowUnreadable == true }
  }
}
