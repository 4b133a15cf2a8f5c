"""What the fixture generators that rewrite Parquet footers share of
Thrift's compact protocol (imported by scripts/gen-parquet-*.py, which put
this folder on sys.path first: the interop tests load them by file)."""


def varint(buf, at):
    """(value, position after it) of the unsigned varint at `at`."""
    value = shift = 0
    while True:
        b = buf[at]
        at += 1
        value |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return value, at
