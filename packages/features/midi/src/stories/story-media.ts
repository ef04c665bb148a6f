import { http, HttpResponse } from 'msw';

// Media for the feature stories, drawn on the fly: score pages as engraved-looking SVGs named after
// the file asked for, plain striped flags, and a short silent sound for the video player.

function staves(top: number, width: number, seed: number) {
  let out = '';
  for (let line = 0; line < 5; line += 1) {
    const y = top + line * 8;
    out += `<line x1="48" x2="${width - 40}" y1="${y}" y2="${y}" stroke="#222"/>`;
  }
  for (let x = 92, index = 0; x < width - 60; x += 30, index += 1) {
    const y = top + 32 - (((seed * 7 + index * 5) % 11) - 2) * 4;
    out += `<ellipse cx="${x}" cy="${y}" rx="5" ry="3.6" transform="rotate(-20 ${x} ${y})" fill="#111"/>`;
    out += `<line x1="${x + 4.5}" x2="${x + 4.5}" y1="${y}" y2="${y - 25}" stroke="#111" stroke-width="1.2"/>`;
  }
  return out;
}

/** A page image for `Page_3.png` or `Page_2a_large.png`, labelled with its file name. */
export function storyPageSvg(dir: string, file: string): string {
  const large = /_large\.png$/.test(file);
  const width = 595;
  const height = large ? 421 : 842;
  const seed = [...`${dir}${file}`].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  let body = '';
  for (let top = 70; top < height - 90; top += 86) body += staves(top, width, seed + top);
  const label = `<text x="${width / 2}" y="${height - 30}" text-anchor="middle" font-family="serif" font-size="16">${dir} · ${file}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#fffdf8"/>${body}${label}</svg>`;
}

const flagColors: Record<string, string[]> = {
  de: ['#000', '#d00', '#ffce00'],
  pl: ['#fff', '#dc143c'],
  fr: ['#0055a4', '#fff', '#ef4135'],
  it: ['#009246', '#fff', '#ce2b37'],
  us: ['#b22234', '#fff', '#b22234', '#fff', '#3c3b6e'],
};

function flagSvg(code: string) {
  const colors = flagColors[code] ?? ['#888', '#ccc'];
  const bands = colors
    .map(
      (color, index) =>
        `<rect y="${(index * 480) / colors.length}" width="640" height="${480 / colors.length + 1}" fill="${color}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480">${bands}</svg>`;
}

function silentWav(): ArrayBuffer {
  const samples = 800;
  const view = new DataView(new ArrayBuffer(44 + samples));
  const text = (offset: number, value: string) =>
    [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let index = 0; index < samples; index += 1) view.setUint8(44 + index, 128);
  return view.buffer;
}

/** Files the stories ask for that do not exist answer 404, like the server. */
export const missingScoreDir = 'missing-pages';

export const storyMediaHandlers = [
  http.get('*/images/midi/:dir/:file', ({ params }) => {
    const dir = String(params.dir);
    if (dir === missingScoreDir) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(storyPageSvg(dir, String(params.file)), {
      headers: { 'Content-Type': 'image/svg+xml' },
    });
  }),
  http.get(
    '*/images/flags/:file',
    ({ params }) =>
      new HttpResponse(flagSvg(String(params.file).replace(/\.svg$/, '')), {
        headers: { 'Content-Type': 'image/svg+xml' },
      }),
  ),
  http.get('*/apiVideos/:file', ({ params }) =>
    params.file === 'missing.mp4'
      ? new HttpResponse(null, { status: 404 })
      : new HttpResponse(silentWav(), { headers: { 'Content-Type': 'audio/wav' } }),
  ),
];
