import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// The embedded gazetteer is the repository's data file, `Sources/CGazetteer/cities.tsv`,
/// compiled into the binary (Docs/Decisions/0009): what the binary holds is what the file says.
@Suite("Offline gazetteer: the data file")
struct GazetteerDataFileTests {
  static let folder = SampleCorpus.repositoryRoot().appendingPathComponent("Sources/CGazetteer")

  @Test("Gazetteer.standard is cities.tsv: every data line a place, in order, with countries.tsv's names")
  func embeddedIsTheDataFile() throws {
    let cities = try String(contentsOf: Self.folder.appendingPathComponent("cities.tsv"), encoding: .utf8)
    let rows = cities.split(separator: "\n").filter { !$0.hasPrefix("#") }
    let standard = Gazetteer.standard.places
    #expect(rows.count == 34_006)
    #expect(standard.count == rows.count)
    for (row, place) in zip(rows, standard) where row.split(separator: "\t").first.map(String.init) != place.name {
      Issue.record("\(place.name) where cities.tsv says \(row)")
      break
    }
    // The file loads through the public API too, with the same places.
    let loaded = try Gazetteer(contentsOfFile: Self.folder.appendingPathComponent("cities.tsv").path)
    #expect(loaded.places == standard)
    #expect(cities.contains("CC BY 4.0"), "the file carries GeoNames' attribution")

    let countries = try String(contentsOf: Self.folder.appendingPathComponent("countries.tsv"), encoding: .utf8)
    let names = Dictionary(
      uniqueKeysWithValues: countries.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
        let cols = $0.split(separator: "\t")
        return (String(cols[0]), String(cols[1]))
      })
    #expect(names.count == 252)
    #expect(standard.allSatisfy { $0.countryName == names[$0.countryCode] })
  }
}
