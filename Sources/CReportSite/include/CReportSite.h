#ifndef CREPORTSITE_H
#define CREPORTSITE_H

#include <stddef.h>

/// The report site's page, `site/index.html`, compiled into the binary; `*count` receives
/// the number of bytes. No terminating NUL. The memory is the program's own, read-only.
const unsigned char *CReportSite_html(size_t *count);

/// The report site's style sheet, `site/report.css`, as above.
const unsigned char *CReportSite_css(size_t *count);

/// The report site's script, `site/report.js`, as above.
const unsigned char *CReportSite_javascript(size_t *count);

#endif
