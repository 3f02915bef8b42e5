// The static files of `classify report`'s site (site/), compiled into the binary as bytes at
// build time (C23 `#embed`, resolved next to this file and recorded as a dependency). They
// stay HTML, CSS and JavaScript files in the repository.
// Docs/Decisions/0009-data-files-embedded-at-build-time.md.
#include "CReportSite.h"

// clang accepts #embed in every C mode; before C23 it warns that it is an extension.
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char html[] = {
#embed "site/index.html"
};

static const unsigned char css[] = {
#embed "site/report.css"
};

static const unsigned char javascript[] = {
#embed "site/report.js"
};

const unsigned char *CReportSite_html(size_t *count) {
  *count = sizeof html;
  return html;
}

const unsigned char *CReportSite_css(size_t *count) {
  *count = sizeof css;
  return css;
}

const unsigned char *CReportSite_javascript(size_t *count) {
  *count = sizeof javascript;
  return javascript;
}
