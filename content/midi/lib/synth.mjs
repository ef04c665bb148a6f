// Reads the standard MIDI file verovio writes and plays it with a small additive synthesiser:
// enough to hear the piece, small enough to read. Mono PCM at `sampleRate`.

/** Notes of a MIDI file with times in seconds: [{ key, start, end, velocity }]. */
export function readMidiNotes(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (at, length) => String.fromCharCode(...bytes.subarray(at, at + length));
  if (text(0, 4) !== 'MThd') throw new Error('Not a MIDI file');
  const division = view.getUint16(12);
  if (division & 0x8000) throw new Error('SMPTE time division is not supported');
  const trackCount = view.getUint16(10);

  const events = [];
  let at = 8 + view.getUint32(4);
  for (let track = 0; track < trackCount; track += 1) {
    if (text(at, 4) !== 'MTrk') throw new Error(`Track ${track} is missing`);
    const end = at + 8 + view.getUint32(at + 4);
    at += 8;
    let tick = 0;
    let status = 0;
    const readVariable = () => {
      let value = 0;
      let byte;
      do {
        byte = bytes[at++];
        value = (value << 7) | (byte & 0x7f);
      } while (byte & 0x80);
      return value;
    };
    while (at < end) {
      tick += readVariable();
      let byte = bytes[at];
      if (byte & 0x80) {
        status = byte;
        at += 1;
      }
      // Running status: the byte we peeked at is the first data byte.
      const type = status & 0xf0;
      if (status === 0xff) {
        const meta = bytes[at++];
        const length = readVariable();
        if (meta === 0x51) {
          const tempo = (bytes[at] << 16) | (bytes[at + 1] << 8) | bytes[at + 2];
          events.push({ tick, order: 0, kind: 'tempo', tempo });
        }
        at += length;
      } else if (status === 0xf0 || status === 0xf7) {
        at += readVariable();
      } else if (type === 0x90 || type === 0x80) {
        const key = bytes[at++];
        const velocity = bytes[at++];
        const on = type === 0x90 && velocity > 0;
        events.push({
          tick,
          order: on ? 2 : 1,
          kind: on ? 'on' : 'off',
          key,
          velocity,
          channel: status & 0x0f,
        });
      } else if (type === 0xc0 || type === 0xd0) {
        at += 1;
      } else {
        at += 2;
      }
    }
    at = end;
  }

  events.sort((a, b) => a.tick - b.tick || a.order - b.order);
  let tempo = 500000;
  let lastTick = 0;
  let seconds = 0;
  const open = new Map();
  const notes = [];
  for (const event of events) {
    seconds += ((event.tick - lastTick) * tempo) / division / 1e6;
    lastTick = event.tick;
    if (event.kind === 'tempo') tempo = event.tempo;
    else if (event.kind === 'on') {
      const id = `${event.channel}:${event.key}`;
      const started = open.get(id) ?? [];
      started.push({ start: seconds, velocity: event.velocity });
      open.set(id, started);
    } else {
      const id = `${event.channel}:${event.key}`;
      const started = open.get(id)?.shift();
      if (started)
        notes.push({ key: event.key, start: started.start, end: seconds, velocity: started.velocity });
    }
  }
  return notes.sort((a, b) => a.start - b.start);
}

const frequencyOf = (key) => 440 * 2 ** ((key - 69) / 12);

/** Piano-like: a quick attack, harmonics that fade faster the higher they are, a damper at release. */
function pianoVoice(frequency, velocity) {
  const low = Math.max(0, Math.min(1, (72 - Math.log2(frequency / 8.18) * 12) / 48));
  const decay = 0.6 + 2.2 * low;
  const partials = [1, 0.5, 0.28, 0.16, 0.1, 0.06].map((amplitude, index) => ({
    // A little inharmonicity, as in a real string.
    frequency: frequency * (index + 1) * (1 + 0.0004 * (index + 1) ** 2),
    amplitude,
    decay: decay / (1 + index * 0.7),
  }));
  // Low notes ring longer and carry more energy: keep the bass under the melody.
  const register = Math.max(0, Math.min(1, (12 * Math.log2(frequency / 440) + 29) / 32));
  return {
    gain: 0.22 * (velocity / 127) ** 0.8 * (0.5 + 0.5 * register),
    release: 0.12,
    sample(t, released, sinceRelease) {
      const attack = Math.min(1, t / 0.004);
      let value = 0;
      for (const partial of partials) {
        value +=
          partial.amplitude * Math.exp(-t / partial.decay) * Math.sin(2 * Math.PI * partial.frequency * t);
      }
      return attack * value * (released ? Math.exp(-sinceRelease / 0.04) : 1);
    },
  };
}

/** Violin-like: a bowed attack, a bright sawtooth-ish spectrum and a vibrato that sets in late. */
function violinVoice(frequency, velocity, sampleRate) {
  const partials = [];
  for (let index = 1; index <= 10 && frequency * index < sampleRate / 2.2; index += 1) {
    partials.push({ harmonic: index, amplitude: (1 / index) * (index === 1 ? 0.8 : 1) });
  }
  return {
    gain: 0.13 * (velocity / 127) ** 0.8,
    release: 0.12,
    sample(t, released, sinceRelease) {
      const attack = 1 - Math.exp(-t / 0.045);
      const depth = 0.004 * Math.min(1, Math.max(0, (t - 0.15) / 0.25));
      const phase =
        2 * Math.PI * frequency * (t - (depth / (2 * Math.PI * 5.5)) * Math.cos(2 * Math.PI * 5.5 * t));
      let value = 0;
      for (const partial of partials) value += partial.amplitude * Math.sin(partial.harmonic * phase);
      return attack * value * (released ? Math.exp(-sinceRelease / 0.05) : 1);
    },
  };
}

/** Renders notes to mono float samples, normalised to a peak of 0.9. */
export function renderNotes(notes, { instrument, sampleRate }) {
  // The last note rings on for a moment after it is released.
  const end = Math.max(...notes.map((note) => note.end)) + 1.2;
  const out = new Float32Array(Math.ceil(end * sampleRate));
  for (const note of notes) {
    const frequency = frequencyOf(note.key);
    const voice =
      instrument === 'violin'
        ? violinVoice(frequency, note.velocity, sampleRate)
        : pianoVoice(frequency, note.velocity);
    const duration = Math.max(0.05, note.end - note.start);
    const first = Math.round(note.start * sampleRate);
    const last = Math.min(out.length, first + Math.round((duration + voice.release * 4) * sampleRate));
    for (let index = first; index < last; index += 1) {
      const t = (index - first) / sampleRate;
      const released = t > duration;
      out[index] += voice.gain * voice.sample(t, released, t - duration);
    }
  }
  let peak = 0;
  for (const value of out) peak = Math.max(peak, Math.abs(value));
  const scale = peak > 0 ? 0.9 / peak : 1;
  for (let index = 0; index < out.length; index += 1) out[index] *= scale;
  // Fade the last 50 ms so the file ends in silence.
  const fade = Math.round(0.05 * sampleRate);
  for (let index = 0; index < fade; index += 1) out[out.length - 1 - index] *= index / fade;
  return out;
}

/** Float samples to 16-bit PCM. */
export function toPcm16(samples) {
  const pcm = new Int16Array(samples.length);
  for (let index = 0; index < samples.length; index += 1) {
    pcm[index] = Math.round(Math.max(-1, Math.min(1, samples[index])) * 32767);
  }
  return pcm;
}
