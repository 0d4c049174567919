// A raster tile server's answer (OpenStreetMap's tile.openstreetmap.org/{z}/{x}/{y}.png shape) for the city map in
// tests and offline runs: every tile a 256x256 PNG, pale with a grid line on its top and left edges, so a drawn map
// is visible in screenshots and nothing reaches the internet. Built once with zlib; no image files.
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 256;

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function tilePng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = [];
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 3);
    for (let x = 0; x < SIZE; x++) {
      const line = x === 0 || y === 0;
      row.set(line ? [176, 190, 205] : [232, 238, 226], 1 + x * 3);
    }
    rows.push(row);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TILE = tilePng();

/** Whether a path is a tile request of this fake: /tiles/{z}/{x}/{y}.png. */
export const isTilePath = (path) => path.startsWith('/tiles/');

/** [status, body, content type] for a tile path: the tile for valid coordinates, else 404 as a tile server answers. */
export function tileAnswer(path) {
  const match = path.match(/^\/tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/);
  if (!match) return [404, 'Tile not found', 'text/plain'];
  const [z, x, y] = match.slice(1).map(Number);
  if (z > 19 || x >= 2 ** z || y >= 2 ** z) return [404, 'Tile not found', 'text/plain'];
  return [200, TILE, 'image/png'];
}
