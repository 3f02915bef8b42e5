import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

@Suite("Offline gazetteer")
struct GazetteerTests {
  @Test("the embedded GeoNames table names the nearest city, with its country; nothing far away")
  func embedded() throws {
    let g = Gazetteer.standard
    #expect(g.places.count > 30_000)
    #expect(g.source.contains("GeoNames"))
    // By the Eiffel Tower: GeoNames lists the arrondissements too; the city names the moment.
    let eiffel = Location(latitude: 48.8584, longitude: 2.2945)
    #expect(g.nearest(to: eiffel)?.name.hasPrefix("Paris ") == true)
    let paris = try #require(g.place(for: eiffel))
    #expect(paris.name == "Paris" && paris.countryCode == "FR" && paris.countryName == "France")
    #expect(paris.population > 2_000_000)
    #expect(g.place(for: Location(latitude: 48.8049, longitude: 2.1204))?.name == "Versailles")
    #expect(g.place(for: Location(latitude: 35.6895, longitude: 139.6917))?.countryCode == "JP")
    #expect(g.place(for: Location(latitude: -33.8688, longitude: 151.2093))?.name == "Sydney")
    #expect(g.place(for: Location(latitude: 37.3349, longitude: -122.0090))?.countryCode == "US")
    // Mid-Pacific: no city within 50 km.
    #expect(g.place(for: Location(latitude: 0, longitude: -150)) == nil)
    #expect(g.place(for: Location(latitude: 0, longitude: 0)) == nil)  // (0, 0) is "no position"
  }

  @Test("the k-d tree finds what a linear search finds, ties to the place listed first")
  func matchesBruteForce() {
    var generator = SeededRandom(seed: 42)
    var places: [GazetteerPlace] = []
    for i in 0..<3000 {
      places.append(
        GazetteerPlace(
          name: "P\(i)", latitude: Double.random(in: -89...89, using: &generator),
          longitude: Double.random(in: -180...180, using: &generator), countryCode: "XX"))
    }
    places.append(GazetteerPlace(name: "twin", latitude: 10, longitude: 10, countryCode: "XX"))
    places.append(GazetteerPlace(name: "twin-later", latitude: 10, longitude: 10, countryCode: "XX"))
    let g = Gazetteer(places: places)
    for _ in 0..<500 {
      let q = Location(
        latitude: Double.random(in: -89...89, using: &generator), longitude: Double.random(in: -180...180, using: &generator))
      let brute = places.enumerated().min { a, b in
        let da = Self.distance(q, a.element)
        let db = Self.distance(q, b.element)
        return da != db ? da < db : a.offset < b.offset
      }!
      let found = g.nearest(to: q, within: 20_000_000)
      #expect(found?.name == brute.element.name || abs(Self.distance(q, found!) - Self.distance(q, brute.element)) < 1e-6)
    }
    #expect(g.nearest(to: Location(latitude: 10, longitude: 10))?.name == "twin")
    #expect(g.place(for: Location(latitude: 10, longitude: 10))?.name == "twin")
    // The most populous place within 5 km wins over a nearer, smaller one.
    let pair = Gazetteer(places: [
      GazetteerPlace(name: "Suburb", latitude: 45, longitude: 7, countryCode: "XX", population: 20_000),
      GazetteerPlace(name: "City", latitude: 45.03, longitude: 7, countryCode: "XX", population: 900_000),
    ])
    #expect(pair.place(for: Location(latitude: 45.001, longitude: 7))?.name == "City")  // 3.2 km
    #expect(pair.place(for: Location(latitude: 44.95, longitude: 7))?.name == "Suburb")  // City 8.9 km
  }

  static func distance(_ a: Location, _ p: GazetteerPlace) -> Double {
    let r = 6_371_008.8
    let phi1 = a.latitude * .pi / 180
    let phi2 = p.latitude * .pi / 180
    let h = pow(sin((phi2 - phi1) / 2), 2) + cos(phi1) * cos(phi2) * pow(sin((p.longitude - a.longitude) * .pi / 360), 2)
    return 2 * r * asin(min(1, sqrt(h)))
  }

  @Test("a table loads from a file: GeoNames dump rows or compact rows; errors name the line")
  func files() throws {
    let dir = try TemporaryDirectory("gazetteer")
    defer { dir.remove() }
    let dump = "2988507\tParis\tParis\tLutece\t48.85341\t2.3488\tP\tPPLC\tFR\t\t11\t75\t751\t75056\t2138551\t\t42\tEurope/Paris\t2024-01-01\n"
      + "# a comment\n\n"
      + "2643743\tLondon\tLondon\t\t51.50853\t-0.12574\tP\tPPLC\tGB\t\tENG\tGLA\t\t\t8961989\t\t25\tEurope/London\t2024-01-01\n"
    let path = try dir.write("cities.txt", Array(dump.utf8))
    let g = try Gazetteer(contentsOfFile: path)
    #expect(g.places.map(\.name) == ["Paris", "London"])
    #expect(g.places[1].countryName == "United Kingdom" && g.places[1].population == 8_961_989)
    #expect(g.nearest(to: Location(latitude: 51.5, longitude: -0.1))?.name == "London")
    let compact = try dir.write("compact.tsv", Array("Lyon\t45.748\t4.847\tFR\r\n".utf8))
    #expect(try Gazetteer(contentsOfFile: compact).places.first?.name == "Lyon")
    let bad = try dir.write("bad.tsv", Array("Lyon\t45.748\t4.847\nNowhere\tnorth\t0\n".utf8))
    #expect(throws: GazetteerError(file: bad, line: 2, message: "latitude 'north' is not a number from -90 to 90")) {
      try Gazetteer(contentsOfFile: bad)
    }
    #expect(throws: GazetteerError.self) { try Gazetteer(contentsOfFile: dir.path("missing.tsv")) }
  }
}
