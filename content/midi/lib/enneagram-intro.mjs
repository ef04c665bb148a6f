// Frames of the Enneagram home page's short intro video: the circle, its nine points, the
// triangle 3-6-9 and the figure 1-4-2-8-5-7 drawn one after the other, then the title.
// Each frame is an SVG; the generator rasterises them and ffmpeg joins them.

const ease = (value) => {
  const clamped = Math.max(0, Math.min(1, value));
  return clamped * clamped * (3 - 2 * clamped);
};

/** How far a stage running from `start` to `end` seconds has come at `time`, 0..1. */
const progress = (time, start, end) => ease((time - start) / (end - start));

function pathOf(points) {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
}

function lengthOf(points) {
  let total = 0;
  for (let index = 1; index < points.length; index += 1) {
    total += Math.hypot(points[index][0] - points[index - 1][0], points[index][1] - points[index - 1][1]);
  }
  return total;
}

/** A stroke that appears along its length as `amount` goes from 0 to 1. */
function drawn(points, amount, stroke, width) {
  const length = lengthOf(points);
  return `<path d="${pathOf(points)}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round" stroke-dasharray="${length.toFixed(1)}" stroke-dashoffset="${(length * (1 - amount)).toFixed(1)}"/>`;
}

export function enneagramIntroFrames({ width, height, fps, seconds }) {
  const centre = [width / 2, height * 0.44];
  const radius = height * 0.33;
  // Point 9 at the top, then clockwise in steps of 40 degrees.
  const pointAt = (number) => {
    const angle = ((-90 + (number % 9) * 40) * Math.PI) / 180;
    return [centre[0] + radius * Math.cos(angle), centre[1] + radius * Math.sin(angle)];
  };
  const circle = Array.from({ length: 121 }, (_, step) => {
    const angle = -Math.PI / 2 + (step / 120) * 2 * Math.PI;
    return [centre[0] + radius * Math.cos(angle), centre[1] + radius * Math.sin(angle)];
  });
  const triangle = [3, 6, 9, 3].map(pointAt);
  const hexad = [1, 4, 2, 8, 5, 7, 1].map(pointAt);

  const frames = [];
  const count = Math.round(fps * seconds);
  for (let frame = 0; frame < count; frame += 1) {
    const time = frame / fps;
    const dots = progress(time, 1, 2);
    const title = progress(time, 4.3, 5.3);
    const labels = [1, 2, 3, 4, 5, 6, 7, 8, 9]
      .map((number) => {
        const [x, y] = pointAt(number);
        const outward = [(x - centre[0]) / radius, (y - centre[1]) / radius];
        const lx = x + outward[0] * 18;
        const ly = y + outward[1] * 18 + 6;
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="5" fill="#2f3e63"/><text x="${lx.toFixed(1)}" y="${ly.toFixed(1)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="16" fill="#2f3e63">${number}</text>`;
      })
      .join('');
    frames.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#fbf8f2"/>
${drawn(circle, progress(time, 0, 1.2), '#9aa5c0', 3)}
${drawn(triangle, progress(time, 2, 3.2), '#b5523b', 3)}
${drawn(hexad, progress(time, 3, 4.6), '#2f7a6b', 3)}
<g opacity="${dots.toFixed(3)}">${labels}</g>
<text x="${width / 2}" y="${height - 22}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="26" letter-spacing="4" fill="#2f3e63" opacity="${title.toFixed(3)}">ENNEAGRAM</text>
</svg>`);
  }
  return frames;
}
