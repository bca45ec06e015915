#!/usr/bin/env python3
"""Compares two PPM (P6) screenshots, either gzipped, with a tolerance; optionally writes PNGs to look at.

usage: compare.py REFERENCE SHOT [--channel N] [--fraction F] [--png OUT.png] [--diff DIFF.png]

A pixel differs when any channel differs by more than N (default 48: anti-aliasing and font hinting pass, a colour
change does not); the shots match when at most F of the pixels differ (default 0.01). Exit status 0 when they match,
1 when they do not, 2 when they cannot be compared (a missing file, other sizes). Standard library only.
"""
import argparse
import gzip
import struct
import sys
import zlib


def read_ppm(path):
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    fields = []
    index = 0
    while len(fields) < 4:
        while data[index:index + 1].isspace():
            index += 1
        if data[index:index + 1] == b"#":
            while data[index:index + 1] not in (b"\n", b""):
                index += 1
            continue
        start = index
        while not data[index:index + 1].isspace():
            index += 1
        fields.append(data[start:index])
    if fields[0] != b"P6" or int(fields[3]) != 255:
        raise ValueError(f"{path}: not an 8-bit binary PPM")
    width, height = int(fields[1]), int(fields[2])
    pixels = data[index + 1:index + 1 + width * height * 3]
    if len(pixels) != width * height * 3:
        raise ValueError(f"{path}: {len(pixels)} bytes of pixels, {width * height * 3} expected")
    return width, height, pixels


def write_png(path, width, height, pixels):
    rows = b"".join(b"\x00" + pixels[y * width * 3:(y + 1) * width * 3] for y in range(height))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    with open(path, "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n")
        handle.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        handle.write(chunk(b"IDAT", zlib.compress(rows, 9)))
        handle.write(chunk(b"IEND", b""))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("reference")
    parser.add_argument("shot")
    parser.add_argument("--channel", type=int, default=48)
    parser.add_argument("--fraction", type=float, default=0.01)
    parser.add_argument("--png")
    parser.add_argument("--diff")
    arguments = parser.parse_args()
    try:
        width, height, reference = read_ppm(arguments.reference)
        shot_width, shot_height, shot = read_ppm(arguments.shot)
    except (OSError, ValueError) as error:
        print(f"compare: {error}", file=sys.stderr)
        return 2
    if arguments.png:
        write_png(arguments.png, shot_width, shot_height, shot)
    if (width, height) != (shot_width, shot_height):
        print(f"compare: the reference is {width}x{height}, the shot {shot_width}x{shot_height}", file=sys.stderr)
        return 2
    limit = arguments.channel
    differing = 0
    diff = bytearray(len(shot)) if arguments.diff else None
    for offset in range(0, len(shot), 3):
        if (abs(shot[offset] - reference[offset]) > limit or abs(shot[offset + 1] - reference[offset + 1]) > limit
                or abs(shot[offset + 2] - reference[offset + 2]) > limit):
            differing += 1
            if diff is not None:
                diff[offset] = 255
    if diff is not None:
        write_png(arguments.diff, width, height, bytes(diff))
    fraction = differing / (width * height)
    verdict = "match" if fraction <= arguments.fraction else "differ"
    print(f"compare: {differing} of {width * height} pixels differ by more than {limit} ({fraction:.4%}, "
          f"at most {arguments.fraction:.2%} allowed): {verdict}")
    return 0 if verdict == "match" else 1


if __name__ == "__main__":
    sys.exit(main())
