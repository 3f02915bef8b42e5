"""Sample set: content that is not media (PDF, ZIP, text)."""

from ..catalogue import add
from ..documents import pdf, zip_one


def build_documents():
    add("unknown/pdf/one-page.pdf", pdf(), "pdf", [], "PDF 1.4, one 72x72 pt page, valid xref.")
    add("unknown/zip/one-stored-file.zip",
        zip_one("hello.txt", b"MediaKind sample archive member.\n"), "zip", [],
        "ZIP with one stored member (local header, central directory, end record).")
    add("unknown/txt/plain-utf8.txt",
        "MediaKind sample text file.\nPlain UTF-8 with one non-ASCII word: café.\n".encode("utf-8"),
        "txt", [], "Plain UTF-8 text.")
