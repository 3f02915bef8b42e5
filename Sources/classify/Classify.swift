import MediaKind
@main struct Classify { static func main() { print(MediaClassifier().classify(path: CommandLine.arguments[1])) } }
