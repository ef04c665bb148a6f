// Stand-in score pages for stories: engraved-looking SVGs drawn here, so ui stories need no server.

function mulberry(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function svgUrl(svg: string) {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function system(top: number, width: number, random: () => number) {
  const lines = Array.from({ length: 5 }, (_, line) => {
    const y = top + line * 8;
    return `<line x1="50" x2="${width - 40}" y1="${y}" y2="${y}" stroke="#222" stroke-width="1"/>`;
  }).join('');
  const notes: string[] = [];
  for (let x = 95; x < width - 60; x += 26 + Math.round(random() * 10)) {
    const step = Math.round(random() * 10) - 2;
    const y = top + 32 - step * 4;
    notes.push(
      `<ellipse cx="${x}" cy="${y}" rx="5.2" ry="3.8" transform="rotate(-20 ${x} ${y})" fill="#111"/>`,
      `<line x1="${x + 4.6}" x2="${x + 4.6}" y1="${y}" y2="${y - 26}" stroke="#111" stroke-width="1.2"/>`,
    );
  }
  for (let bar = 1; bar < 4; bar += 1) {
    const x = 50 + ((width - 90) * bar) / 4;
    notes.push(`<line x1="${x}" x2="${x}" y1="${top}" y2="${top + 32}" stroke="#222" stroke-width="1"/>`);
  }
  const clef = `<text x="54" y="${top + 30}" font-family="serif" font-size="40" fill="#111">𝄞</text>`;
  return lines + clef + notes.join('');
}

/** One normal page (A4 proportions) with a title on page 1 and a page number at the foot. */
export function sheetPage(page: number, title = 'Minuet in G'): string {
  const width = 595;
  const height = 842;
  const random = mulberry(page * 7919);
  const heading =
    page === 1
      ? `<text x="${width / 2}" y="80" text-anchor="middle" font-family="serif" font-size="26">${title}</text>`
      : '';
  const first = page === 1 ? 150 : 90;
  const systems: string[] = [];
  for (let top = first; top < height - 110; top += 86) systems.push(system(top, width, random));
  const foot = `<text x="${width / 2}" y="${height - 40}" text-anchor="middle" font-family="serif" font-size="14">${page}</text>`;
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#fffdf8"/>${heading}${systems.join('')}${foot}</svg>`,
  );
}

/** One enlarged half page: wider than tall, fewer and larger systems. */
export function largeSheetHalf(page: number, half: 'a' | 'b'): string {
  const width = 595;
  const height = 421;
  const random = mulberry(page * 104729 + (half === 'a' ? 1 : 2));
  const systems: string[] = [];
  for (let top = 60; top < height - 70; top += 86) systems.push(system(top, width, random));
  const label = `<text x="${width - 30}" y="${height - 16}" text-anchor="end" font-family="serif" font-size="12">${page}${half}</text>`;
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#fffdf8"/>${systems.join('')}${label}</svg>`,
  );
}

function stripes(direction: 'horizontal' | 'vertical', colors: string[]) {
  const bands = colors
    .map((color, index) =>
      direction === 'horizontal'
        ? `<rect x="0" y="${(index * 480) / colors.length}" width="640" height="${480 / colors.length + 1}" fill="${color}"/>`
        : `<rect x="${(index * 640) / colors.length}" y="0" width="${640 / colors.length + 1}" height="480" fill="${color}"/>`,
    )
    .join('');
  return svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480">${bands}</svg>`);
}

/** Simple striped flags for story cards. */
export const storyFlags = {
  de: stripes('horizontal', ['#000', '#d00', '#ffce00']),
  at: stripes('horizontal', ['#c8102e', '#fff', '#c8102e']),
  fr: stripes('vertical', ['#0055a4', '#fff', '#ef4135']),
  it: stripes('vertical', ['#009246', '#fff', '#ce2b37']),
  pl: stripes('horizontal', ['#fff', '#dc143c']),
  hu: stripes('horizontal', ['#cd2a3e', '#fff', '#436f4d']),
  ru: stripes('horizontal', ['#fff', '#0039a6', '#d52b1e']),
} as const;

/** A tenth of a second of silence as a WAV file: a media source that loads without a server. */
export function silentWavUrl(): string {
  const sampleRate = 8000;
  const samples = 800;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return `data:audio/wav;base64,${btoa(binary)}`;
}
