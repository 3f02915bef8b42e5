// The gazetteer's data files, compiled into the binary as bytes at build time (C23 `#embed`,
// which clang resolves next to this file and records as a dependency, so editing a .tsv
// rebuilds this file). The data stay data files in the repository; no code is generated.
// Docs/Decisions/0009-data-files-embedded-at-build-time.md.
#include "CGazetteer.h"

// clang accepts #embed in every C mode; before C23 it warns that it is an extension.
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char cities[] = {
#embed "cities.tsv"
};

static const unsigned char countries[] = {
#embed "countries.tsv"
};

const unsigned char *CGazetteer_cities(size_t *count) {
  *count = sizeof cities;
  return cities;
}

const unsigned char *CGazetteer_countries(size_t *count) {
  *count = sizeof countries;
  return countries;
}
