"""XMP (Adobe XMP Specification Part 1 §7)"""


NS = {
    "x": "adobe:ns:meta/",
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "xmp": "http://ns.adobe.com/xap/1.0/",
    "exif": "http://ns.adobe.com/exif/1.0/",
    "photoshop": "http://ns.adobe.com/photoshop/1.0/",
    "GPano": "http://ns.google.com/photos/1.0/panorama/",
    "GCamera": "http://ns.google.com/photos/1.0/camera/",
    "Container": "http://ns.google.com/photos/1.0/container/",
    "Item": "http://ns.google.com/photos/1.0/container/item/",
    "hdrgm": "http://ns.adobe.com/hdr-gain-map/1.0/",
    "HDRGainMap": "http://ns.apple.com/HDRGainMap/1.0/",
    "apdi": "http://ns.apple.com/pixeldatainfo/1.0/",
    "xmpNote": "http://ns.adobe.com/xmp/note/",
}


def xmp_packet(attrs, inner="", prefixes=()):
    """attrs: list of ("prefix:Name", "value"); inner: child elements (already XML)."""
    used = list(dict.fromkeys([a.split(":")[0] for a, _ in attrs] + list(prefixes)))
    decl = "".join(f'\n    xmlns:{p}="{NS[p]}"' for p in used)
    att = "".join(f'\n    {a}="{v}"' for a, v in attrs)
    text = (
        '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>\n'
        '<x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="MediaKind sample generator">\n'
        ' <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n'
        f'  <rdf:Description rdf:about=""{decl}{att}>\n'
        f"{inner}"
        "  </rdf:Description>\n"
        " </rdf:RDF>\n"
        "</x:xmpmeta>\n"
        '<?xpacket end="w"?>'
    )
    return text.encode("utf-8")


def container_directory(items):
    """Google Container:Directory; items: list of dicts of Item:* attributes."""
    lis = ""
    for item in items:
        att = " ".join(f'Item:{k}="{v}"' for k, v in item.items())
        lis += f'      <rdf:li rdf:parseType="Resource">\n        <Container:Item {att}/>\n      </rdf:li>\n'
    return ("   <Container:Directory>\n    <rdf:Seq>\n" + lis +
            "    </rdf:Seq>\n   </Container:Directory>\n")
