#!/usr/bin/env python3
"""Prints "pyirx=X, pyarrow Y" from the reference build's meta.json."""
import json
import sys

meta = json.load(open(sys.argv[1]))
print(f"pyirx={meta['pyirx']}, pyarrow {meta['pyarrow']}")
