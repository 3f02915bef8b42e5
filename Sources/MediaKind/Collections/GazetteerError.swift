/// Why a gazetteer file could not be loaded: the package's one `file:line: message` error
/// (`cities.txt:12: latitude 'x' is not a number`).
public typealias GazetteerError = FileLineError
