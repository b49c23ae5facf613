"""Swift versions as tuples: (6, 2) is Swift 6.2."""


def version_text(version):
    return ".".join(str(part) for part in version)


def parse_version(text):
    parts = [int(part) for part in text.split(".") if part != ""]
    return tuple(parts) if parts else (0,)
