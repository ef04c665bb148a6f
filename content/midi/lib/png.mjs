import { deflateSync } from 'node:zlib';

// Writes 4-bit grayscale PNGs: engraved music is black on white, so 16 grey levels keep the
// anti-aliased edges and the files stay a fraction of resvg's RGBA output.

const crcTable = new Uint32Array(256).map((_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Paeth predictor (PNG filter 4). */
function paeth(left, up, upLeft) {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/**
 * Encodes RGBA pixels (white background assumed) as a 4-bit grayscale PNG. Each row gets the
 * filter whose output has the smallest sum, the usual heuristic.
 */
export function encodeGray4Png(rgba, width, height) {
  const rowBytes = Math.ceil(width / 2);
  const rows = [];
  let previous = Buffer.alloc(rowBytes);
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(rowBytes);
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const alpha = rgba[at + 3] / 255;
      // Composite over white, then luminance.
      const luminance =
        (0.299 * rgba[at] + 0.587 * rgba[at + 1] + 0.114 * rgba[at + 2]) * alpha + 255 * (1 - alpha);
      const level = Math.round(luminance / 17);
      row[x >> 1] |= x & 1 ? level : level << 4;
    }
    const candidates = [0, 1, 2, 4].map((filter) => {
      const out = Buffer.alloc(rowBytes + 1);
      out[0] = filter;
      for (let index = 0; index < rowBytes; index += 1) {
        const left = index > 0 ? row[index - 1] : 0;
        const up = previous[index];
        const upLeft = index > 0 ? previous[index - 1] : 0;
        const predicted =
          filter === 0 ? 0 : filter === 1 ? left : filter === 2 ? up : paeth(left, up, upLeft);
        out[index + 1] = (row[index] - predicted) & 0xff;
      }
      let cost = 0;
      for (let index = 1; index < out.length; index += 1)
        cost += out[index] < 128 ? out[index] : 256 - out[index];
      return { out, cost };
    });
    rows.push(candidates.reduce((best, candidate) => (candidate.cost < best.cost ? candidate : best)).out);
    previous = row;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 4; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
