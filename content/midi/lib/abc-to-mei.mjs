// Turns a piece written in a subset of ABC notation (one string per staff) into MEI that verovio
// engraves. verovio reads ABC itself, but only one voice: a piano's two hands or a duet's two
// violins need two staves, so the generator parses the notes and writes the MEI.
//
// Supported per staff: notes A-G a-g with ^ _ = (and ^^ __), octave marks ' and ,, lengths
// (2, 3/2, /2, /), rests z, whole-bar rests Z, chords [CEG], ties -, broken rhythm > <, triplets
// (3, bars |, dynamics !p! !mf! ... . Notes written without spaces between them share a beam.
// Every bar is checked against the metre, so a typo fails the generator instead of the music.

/** Ticks per whole note: divisible by 3 so triplets stay whole numbers. */
const WHOLE = 384;

const noteDurations = [
  [384, '1', 0],
  [576, '1', 1],
  [192, '2', 0],
  [288, '2', 1],
  [336, '2', 2],
  [96, '4', 0],
  [144, '4', 1],
  [168, '4', 2],
  [48, '8', 0],
  [72, '8', 1],
  [24, '16', 0],
  [36, '16', 1],
  [12, '32', 0],
];

const sharpOrder = ['f', 'c', 'g', 'd', 'a', 'e', 'b'];
const majorFifths = {
  C: 0,
  G: 1,
  D: 2,
  A: 3,
  E: 4,
  B: 5,
  'F#': 6,
  'C#': 7,
  F: -1,
  Bb: -2,
  Eb: -3,
  Ab: -4,
  Db: -5,
  Gb: -6,
};
const minorFifths = {
  A: 0,
  E: 1,
  B: 2,
  'F#': 3,
  'C#': 4,
  'G#': 5,
  D: -1,
  G: -2,
  C: -3,
  F: -4,
  Bb: -5,
  Eb: -6,
};

/** 'G' -> 1 sharp, 'Dm' -> 1 flat, as a count on the circle of fifths (sharps positive). */
export function fifthsOf(key) {
  const minor = key.endsWith('m');
  const table = minor ? minorFifths : majorFifths;
  const value = table[minor ? key.slice(0, -1) : key];
  if (value === undefined) throw new Error(`Unknown key "${key}"`);
  return value;
}

/** The accidental the key signature gives each letter: { f: 's', ... }. */
function keyAccidentals(fifths) {
  const result = {};
  if (fifths > 0) for (const letter of sharpOrder.slice(0, fifths)) result[letter] = 's';
  if (fifths < 0) for (const letter of [...sharpOrder].reverse().slice(0, -fifths)) result[letter] = 'f';
  return result;
}

function parseFraction(text) {
  const [top, bottom] = text.split('/').map(Number);
  if (!top || !bottom) throw new Error(`Bad fraction "${text}"`);
  return [top, bottom];
}

const accidentalCodes = { '^^': 'x', '^': 's', '=': 'n', _: 'f', __: 'ff' };

/** Reads an ABC length suffix: '' = 1, '2', '3/2', '/2', '/', '//'. Returns [num, den]. */
function readLength(text) {
  if (text === '') return [1, 1];
  if (/^\/+$/.test(text)) return [1, 2 ** text.length];
  const match = /^(\d*)(?:\/(\d*))?$/.exec(text);
  if (!match) throw new Error(`Bad length "${text}"`);
  const num = match[1] === '' ? 1 : Number(match[1]);
  const den = match[2] === undefined ? 1 : match[2] === '' ? 2 : Number(match[2]);
  return [num, den];
}

const tokenPattern =
  /\s+|!([a-z]+)!|\(3|(\[(?:[_=^]*[A-Ga-g][',]*)+\]|[_=^]*[A-Ga-g][',]*|[zZ])([\d/]*)(-?)|>|<|\|/y;

/**
 * Splits one staff's music into bars of events. An event is a note, chord or rest with its
 * length in ticks, or a dynamic. Whitespace ends a beam group.
 */
function tokenize(music, unitTicks, where) {
  const bars = [[]];
  let group = 0;
  let tripletLeft = 0;
  let tuplet = 0;
  tokenPattern.lastIndex = 0;
  const text = music.replace(/\|\]|\|\||\|\s*$/g, '|').trim();
  while (tokenPattern.lastIndex < text.length) {
    const at = tokenPattern.lastIndex;
    const match = tokenPattern.exec(text);
    if (!match || match.index !== at) {
      throw new Error(`${where}: cannot read "${text.slice(at, at + 12)}"`);
    }
    const [token, dynamic, body, length, tie] = match;
    const bar = bars[bars.length - 1];
    if (/^\s+$/.test(token)) {
      group += 1;
    } else if (token === '|') {
      bars.push([]);
      group += 1;
    } else if (dynamic !== undefined) {
      bar.push({ kind: 'dynam', text: dynamic });
    } else if (token === '(3') {
      tripletLeft = 3;
      tuplet += 1;
    } else if (token === '>' || token === '<') {
      // Broken rhythm: the previous note gets 3/2 (or 1/2), the next one the rest.
      const previous = [...bar].reverse().find((event) => event.kind !== 'dynam');
      if (!previous) throw new Error(`${where}: "${token}" needs a note before it`);
      previous.ticks = token === '>' ? (previous.ticks * 3) / 2 : previous.ticks / 2;
      previous.broken = token;
    } else {
      const [num, den] = readLength(length);
      let ticks = (unitTicks * num) / den;
      const event = parseBody(body, where);
      const previous = [...bar].reverse().find((item) => item.kind !== 'dynam');
      if (previous?.broken) {
        ticks = previous.broken === '>' ? ticks / 2 : (ticks * 3) / 2;
        delete previous.broken;
      }
      event.written = ticks;
      event.ticks = ticks;
      event.group = group;
      event.tie = tie === '-';
      if (tripletLeft > 0) {
        event.tuplet = tuplet;
        event.ticks = (ticks * 2) / 3;
        tripletLeft -= 1;
      }
      bar.push(event);
    }
  }
  // A broken rhythm changes the written length too.
  for (const bar of bars)
    for (const event of bar) if (event.kind !== 'dynam' && !event.tuplet) event.written = event.ticks;
  if (bars[bars.length - 1].length === 0) bars.pop();
  return bars;
}

function parsePitch(text, where) {
  const match = /^(\^\^|\^|=|__|_)?([A-Ga-g])([',]*)$/.exec(text);
  if (!match) throw new Error(`${where}: bad note "${text}"`);
  const [, accidental, letter, marks] = match;
  let octave = letter === letter.toUpperCase() ? 4 : 5;
  for (const mark of marks) octave += mark === "'" ? 1 : -1;
  return {
    pname: letter.toLowerCase(),
    oct: octave,
    accid: accidental ? accidentalCodes[accidental] : undefined,
  };
}

function parseBody(body, where) {
  if (body === 'z') return { kind: 'rest' };
  if (body === 'Z') return { kind: 'mrest' };
  if (body.startsWith('[')) {
    const notes = body
      .slice(1, -1)
      .match(/[_=^]*[A-Ga-g][',]*/g)
      .map((text) => parsePitch(text, where));
    return { kind: 'chord', notes };
  }
  return { kind: 'note', notes: [parsePitch(body, where)] };
}

function durationOf(ticks, where) {
  const found = noteDurations.find(([value]) => value === ticks);
  if (!found)
    throw new Error(`${where}: a length of ${ticks}/${WHOLE} of a whole note cannot be written as one note`);
  return { dur: found[1], dots: found[2] };
}

const escapeXml = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char],
  );

const clefs = {
  treble: 'clef.shape="G" clef.line="2"',
  bass: 'clef.shape="F" clef.line="4"',
};

const semitones = { c: 0, d: 2, e: 4, f: 5, g: 7, a: 9, b: 11 };
const accidentalShift = { s: 1, f: -1, n: 0, x: 2, ff: -2 };

/** MIDI key number of a parsed note with its sounding accidental. */
export function midiKey(pname, oct, accid) {
  return 12 * (oct + 1) + semitones[pname] + (accid ? accidentalShift[accid] : 0);
}

/**
 * Converts a piece to MEI.
 * piece: { name, composerName, key, meter: '3/4', unit: '1/8', tempo: { text, bpm },
 *          staves: [{ clef, label?, music }], pickup?: ticks-as-unit-length string }
 * breaks: what follows each bar: undefined, 'sb' or 'pb' (bar index -> kind).
 * titleSize: the title's font size in percent.
 * Returns { mei, barCount, barTicks }: the MEI, the number of bars and each bar's length in ticks.
 */
export function pieceToMei(piece, breaks = [], { titleSize = 150 } = {}) {
  const [unitNum, unitDen] = parseFraction(piece.unit ?? '1/8');
  const unitTicks = (WHOLE * unitNum) / unitDen;
  const [count, unit] = parseFraction(piece.meter);
  const barTicks = (WHOLE * count) / unit;
  const fifths = fifthsOf(piece.key);
  const keySig = fifths === 0 ? '0' : `${Math.abs(fifths)}${fifths > 0 ? 's' : 'f'}`;
  const keyAccid = keyAccidentals(fifths);

  const staves = piece.staves.map((staff, index) =>
    tokenize(staff.music, unitTicks, `${piece.id} staff ${index + 1}`),
  );
  const barCount = staves[0].length;
  staves.forEach((bars, index) => {
    if (bars.length !== barCount) {
      throw new Error(`${piece.id}: staff ${index + 1} has ${bars.length} bars, staff 1 has ${barCount}`);
    }
  });

  let nextId = 1;
  const newId = () => `${piece.id.replace(/[^a-z0-9]/g, '')}-${nextId++}`;
  const tiedFrom = staves.map(() => new Map());
  const measures = [];
  const barTicksList = [];
  let pickupTicks = 0;

  for (let barIndex = 0; barIndex < barCount; barIndex += 1) {
    const staffXml = [];
    const controls = [];
    let measureTicks;
    staves.forEach((bars, staffIndex) => {
      const where = `${piece.id} staff ${staffIndex + 1} bar ${barIndex + 1}`;
      const events = bars[barIndex];
      const total = events.reduce(
        (sum, event) => sum + (event.kind === 'mrest' ? barTicks : (event.ticks ?? 0)),
        0,
      );
      const isPickup = barIndex === 0 && piece.pickup;
      const isLast = barIndex === barCount - 1 && piece.pickup;
      if (measureTicks === undefined) measureTicks = total;
      if (total !== measureTicks)
        throw new Error(`${where}: lasts ${total} ticks, staff 1 lasts ${measureTicks}`);
      if (!isPickup && !isLast && total !== barTicks) {
        throw new Error(`${where}: lasts ${total} ticks, the metre needs ${barTicks}`);
      }
      if (isPickup) pickupTicks = total;
      if (isLast && total + pickupTicks !== barTicks && total !== barTicks) {
        throw new Error(`${where}: the last bar and the pickup make ${total + pickupTicks}, not ${barTicks}`);
      }

      const barAccid = {};
      const layer = [];
      let offset = 0;
      let openBeam = undefined;
      let openTuplet = undefined;
      const closeBeam = () => {
        if (openBeam === undefined) return;
        if (openBeam.items.length > 1) layer.push(`<beam>${openBeam.items.join('')}</beam>`);
        else layer.push(...openBeam.items);
        openBeam = undefined;
      };
      const closeTuplet = () => {
        if (openTuplet === undefined) return;
        closeBeam();
        const inner = layer.splice(openTuplet.start);
        layer.push(`<tuplet num="3" numbase="2" bracket.visible="false">${inner.join('')}</tuplet>`);
        openTuplet = undefined;
      };

      for (const event of events) {
        if (event.kind === 'dynam') {
          const beat = offset / (WHOLE / unit) + 1;
          controls.push(
            `<dynam staff="${staffIndex + 1}" tstamp="${+beat.toFixed(4)}" place="below">${escapeXml(event.text)}</dynam>`,
          );
          continue;
        }
        if (openTuplet !== undefined && event.tuplet !== openTuplet.id) closeTuplet();
        if (event.tuplet !== undefined && openTuplet === undefined) {
          closeBeam();
          openTuplet = { id: event.tuplet, start: layer.length };
        }

        let xml;
        if (event.kind === 'mrest') {
          xml = '<mRest/>';
        } else if (event.kind === 'rest') {
          const { dur, dots } = durationOf(event.written, where);
          xml = `<rest dur="${dur}"${dots ? ` dots="${dots}"` : ''}/>`;
        } else {
          const { dur, dots } = durationOf(event.written, where);
          const notes = event.notes.map((note) => {
            const pitchKey = `${note.pname}${note.oct}`;
            const tied = tiedFrom[staffIndex].get(pitchKey);
            let sounding;
            if (note.accid !== undefined) {
              sounding = note.accid;
              barAccid[pitchKey] = note.accid;
            } else if (tied !== undefined) {
              sounding = tied.accid;
            } else {
              sounding = barAccid[pitchKey] ?? keyAccid[note.pname];
            }
            const attrs = [`xml:id="${newId()}"`, `pname="${note.pname}"`, `oct="${note.oct}"`];
            if (event.kind === 'note') attrs.push(`dur="${dur}"`, ...(dots ? [`dots="${dots}"`] : []));
            if (note.accid !== undefined) attrs.push(`accid="${note.accid}"`);
            else if (sounding !== undefined && sounding !== 'n') attrs.push(`accid.ges="${sounding}"`);
            else if (sounding === 'n' && keyAccid[note.pname]) attrs.push('accid.ges="n"');
            const tie = tied !== undefined ? (event.tie ? 'm' : 't') : event.tie ? 'i' : undefined;
            if (tie) attrs.push(`tie="${tie}"`);
            if (event.tie) tiedFrom[staffIndex].set(pitchKey, { accid: sounding });
            else tiedFrom[staffIndex].delete(pitchKey);
            return `<note ${attrs.join(' ')}/>`;
          });
          xml =
            event.kind === 'note'
              ? notes[0]
              : `<chord dur="${dur}"${dots ? ` dots="${dots}"` : ''}>${notes.join('')}</chord>`;
        }

        const beamable = event.kind !== 'rest' && event.kind !== 'mrest' && event.written <= 72;
        if (beamable && openBeam !== undefined && openBeam.group === event.group) {
          openBeam.items.push(xml);
        } else {
          closeBeam();
          if (beamable) openBeam = { group: event.group, items: [xml] };
          else layer.push(xml);
        }
        offset += event.kind === 'mrest' ? barTicks : event.ticks;
        if (openTuplet !== undefined && event.tuplet === undefined) closeTuplet();
      }
      closeTuplet();
      closeBeam();
      staffXml.push(`<staff n="${staffIndex + 1}"><layer n="1">${layer.join('')}</layer></staff>`);
    });

    if (barIndex === 0 && piece.tempo) {
      // midi.bpm counts quarter notes per minute.
      controls.push(
        `<tempo staff="1" tstamp="1" place="above" midi.bpm="${piece.tempo.bpm}">${escapeXml(piece.tempo.text)}</tempo>`,
      );
    }
    barTicksList.push(measureTicks);
    const attrs = [`n="${barIndex + (piece.pickup ? 0 : 1)}"`];
    if ((barIndex === 0 || barIndex === barCount - 1) && measureTicks !== barTicks)
      attrs.push('metcon="false"');
    if (barIndex === barCount - 1) attrs.push('right="end"');
    measures.push(`<measure ${attrs.join(' ')}>${staffXml.join('')}${controls.join('')}</measure>`);
    const after = breaks[barIndex];
    if (after === 'sb') measures.push('<sb/>');
    if (after === 'pb') measures.push('<pb/>');
  }

  const staffDefs = piece.staves
    .map(
      (staff, index) =>
        `<staffDef n="${index + 1}" lines="5" ${clefs[staff.clef ?? 'treble']} key.sig="${keySig}" meter.count="${count}" meter.unit="${unit}">${
          staff.label ? `<label>${escapeXml(staff.label)}</label>` : ''
        }</staffDef>`,
    )
    .join('');
  const group =
    piece.staves.length > 1
      ? `<staffGrp symbol="${piece.grouping === 'bracket' ? 'bracket' : 'brace'}" bar.thru="${piece.grouping === 'bracket' ? 'false' : 'true'}">${staffDefs}</staffGrp>`
      : `<staffGrp>${staffDefs}</staffGrp>`;

  const mei = `<?xml version="1.0" encoding="UTF-8"?>
<mei xmlns="http://www.music-encoding.org/ns/mei" meiversion="5.0">
<meiHead><fileDesc><titleStmt><title>${escapeXml(piece.name)}</title><respStmt><persName role="composer">${escapeXml(piece.composerName)}</persName></respStmt></titleStmt><pubStmt><availability>Public domain music, written out for this project.</availability></pubStmt></fileDesc></meiHead>
<music><body><mdiv><score>
<scoreDef><pgHead><rend halign="center" valign="top"><rend fontsize="${titleSize}%">${escapeXml(piece.name)}</rend><lb/><rend fontsize="small">${escapeXml(piece.composerName)}</rend></rend></pgHead>${group}</scoreDef>
<section>${measures.join('\n')}</section>
</score></mdiv></body></music></mei>`;
  return { mei, barCount, barTicks: barTicksList };
}
