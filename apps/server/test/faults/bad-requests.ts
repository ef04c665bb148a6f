import type { Contract } from '@portfolio/contracts';
import fc from 'fast-check';
import { z } from 'zod';
import { pathParameterNames } from './contracts';

/** A request the server must refuse with a 4xx JSON error, changing nothing. */
export interface BadRequest {
  /** What kind of bad input it is, for the failure message and the figures. */
  attack: string;
  method: Contract['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A family of bad requests for one contract. */
export interface Attack {
  name: string;
  requests: fc.Arbitrary<BadRequest>;
}

const json = { 'content-type': 'application/json' };

/** Strings that trip parsers, coercions, path handling and queries. */
const hostileStrings = [
  '',
  ' ',
  '\u0000',
  '-1',
  '0',
  '1.5',
  '1e999',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\uD800',
  '\uFFFF',
  'e\u0301',
  'x'.repeat(5000),
  '\u{1F600}'.repeat(200),
];

/**
 * Text for addresses: hostile and random strings that survive percent-encoding (a lone surrogate
 * cannot be sent in an address; it stays in the JSON bodies).
 */
const text: fc.Arbitrary<string> = fc
  .oneof(fc.constantFrom(...hostileStrings), fc.string({ maxLength: 80, unit: 'grapheme' }))
  .filter((value) => Buffer.from(value, 'utf8').toString('utf8') === value);

/** JSON values of every type, the odd ones first in line. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    0.5,
    -0,
    1e308,
    -1e308,
    2 ** 53 + 1,
    [],
    {},
    [null],
    JSON.parse('{"__proto__":{"isOwner":true}}'),
    ...hostileStrings,
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

/** The fields of an object schema (through pipes and wrappers), or undefined for other schemas. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) return objectShape(schema.in as z.ZodType);
  return undefined;
}

function arrayElement(schema: z.ZodType): z.ZodType | undefined {
  if (schema instanceof z.ZodArray) return schema.element as z.ZodType;
  if (schema instanceof z.ZodPipe) return arrayElement(schema.in as z.ZodType);
  return undefined;
}

const fails = (schema: z.ZodType | undefined, value: unknown) =>
  schema !== undefined && !schema.safeParse(value).success;

/** Bodies shaped like the schema's (its field names, arrays of its items) with wrong values. */
function wrongBody(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const shape = objectShape(schema);
  if (shape && depth < 3) {
    const fields = Object.fromEntries(
      Object.entries(shape).map(([key, field]) => [key, fc.oneof(hostileValue, wrongBody(field, depth + 1))]),
    );
    return fc.oneof(hostileValue, fc.record(fields, { requiredKeys: [] }));
  }
  const element = arrayElement(schema);
  if (element && depth < 3)
    return fc.oneof(hostileValue, fc.array(wrongBody(element, depth + 1), { maxLength: 4 }));
  return hostileValue;
}

/** Values for the path parameters that pass the contract's schema, so bodies get checked. */
function acceptedParams(contract: Contract): Record<string, string> {
  const names = pathParameterNames(contract.path);
  const shape = contract.params ? objectShape(contract.params) : undefined;
  const values: Record<string, string> = {};
  for (const name of names) {
    const field = shape?.[name];
    const options = field instanceof z.ZodEnum ? (field.options as string[]).map(String) : [];
    const candidates = [...options, '1', 'a', 'demo'];
    values[name] = candidates.find((value) => !fails(field, value)) ?? '1';
  }
  return values;
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * A family only when its generator finds bad values for this contract: a schema that takes
 * every string (an album name) has no bad path parameter to send.
 */
function ifAny(name: string, requests: fc.Arbitrary<BadRequest>): Attack[] {
  return fc.sample(requests, { numRuns: 50, seed: 1 }).length > 0 ? [{ name, requests }] : [];
}

/** Keeps generated values the schema refuses; none at all when it refuses too few to find. */
function refusedBy<T>(schema: z.ZodType, values: fc.Arbitrary<T>): fc.Arbitrary<T> | undefined {
  const refused = (value: T) => fails(schema, value);
  const sample = fc.sample(values, { numRuns: 200, seed: 7 });
  // Filtering a generator that rarely yields a refused value would spin; such a schema is lax
  // by design (any album name, any search text) and gets no attack of this kind.
  if (sample.filter(refused).length < sample.length / 10) return undefined;
  return values.filter(refused);
}

/** How the server decodes a JSON body: the bytes as UTF-8 (bad bytes become U+FFFD), then JSON. */
function decodesTo(payload: string | Buffer): { parsed: true; value: unknown } | { parsed: false } {
  try {
    return { parsed: true, value: JSON.parse(Buffer.from(payload).toString('utf8')) };
  } catch {
    return { parsed: false };
  }
}

/**
 * Whether the server must refuse this JSON payload: it does not parse, or the contract has a body
 * schema that refuses what it parses to. A payload that parses into an acceptable body is a legal
 * request (a route without a body schema ignores its body) and is not sent.
 */
function mustRefuseJson(contract: Contract, payload: string | Buffer): boolean {
  // An empty JSON body is what the site's client sends on a bodiless write (decision 075): taken
  // where the call has no body, or a body it may leave out.
  if (payload.length === 0) return contract.body !== undefined && fails(contract.body, undefined);
  const decoded = decodesTo(payload);
  if (!decoded.parsed) return true;
  return fails(contract.body, decoded.value);
}

const deep = (levels: number, open: string, close: string, inner = '1') =>
  `${open.repeat(levels)}${inner}${close.repeat(levels)}`;

/** Bodies no route accepts as they are sent: bad bytes, broken or hostile JSON, other types. */
function encodingPayloads(
  contract: Contract,
): { attack: string; headers: Record<string, string>; payload: string | Buffer }[] {
  const fields = Object.keys((contract.body && objectShape(contract.body)) ?? { x: 0 });
  const inEveryField = (raw: string) =>
    `{${fields.map((field) => `${JSON.stringify(field)}:${raw}`).join(',')}}`;
  const jsonPayloads: [string, string | Buffer][] = [
    [
      'invalid UTF-8 outside strings',
      Buffer.concat([Buffer.from('{'), Buffer.from([0xff, 0xfe]), Buffer.from(':1}')]),
    ],
    [
      'invalid UTF-8 inside strings',
      Buffer.concat([
        Buffer.from(inEveryField('"a').slice(0, -1)),
        Buffer.from([0xc3, 0x28, 0xa0, 0xa1]),
        Buffer.from('"}'),
      ]),
    ],
    [
      'overlong UTF-8 slash',
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]),
    ],
    ['UTF-16 body', Buffer.from(inEveryField('"x"'), 'utf16le')],
    ['empty body', ''],
    ['truncated JSON', inEveryField('"x"').slice(0, -2)],
    ['single quotes', `{'${fields[0]}': 'x'}`],
    ['NaN literal', inEveryField('NaN')],
    ['trailing garbage', `${inEveryField('1')}xyz`],
    ['10,000 nested arrays', deep(10_000, '[', ']')],
    ['10,000 nested objects', deep(10_000, '{"a":', '}')],
    ['7,000 nested arrays in every field', inEveryField(deep(7_000, '[', ']'))],
    ['number beyond double range', inEveryField('1e400')],
    ['number of 5,000 digits', inEveryField('9'.repeat(5_000))],
    ['negative zero and tiny numbers', inEveryField('-1e-400')],
    ['__proto__ key', '{"__proto__":{"isOwner":true,"polluted":1}}'],
    ['constructor.prototype key', '{"constructor":{"prototype":{"polluted":1}}}'],
    ['__proto__ in every field', inEveryField('{"__proto__":{"polluted":1}}')],
    ['2 MB unterminated string', `{"a":"${'a'.repeat(2 * 1024 * 1024)}`],
  ];
  const payloads = jsonPayloads
    .filter(([attack, payload]) => attack.includes('proto') || mustRefuseJson(contract, payload))
    .map(([attack, payload]) => ({ attack, headers: json, payload }));
  // The server reads JSON whatever charset it is labelled with: refused when the body is wrong.
  if (mustRefuseJson(contract, inEveryField('1'))) {
    payloads.push({
      attack: 'unknown charset',
      headers: { 'content-type': 'application/json; charset=klingon' },
      payload: inEveryField('1'),
    });
  }
  // Types no route parses: refused whatever the body says.
  const unparsed = [
    ['form body', 'application/x-www-form-urlencoded', `${fields[0]}=1`],
    [
      'multipart body',
      'multipart/form-data; boundary=x',
      '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    ],
    ['XML body', 'application/xml', '<a>1</a>'],
  ] as const;
  for (const [attack, type, payload] of unparsed)
    payloads.push({ attack, headers: { 'content-type': type }, payload });
  // Plain text reaches the route as a string: refused by a body schema that wants JSON.
  if (fails(contract.body, inEveryField('1'))) {
    payloads.push({
      attack: 'JSON sent as text/plain',
      headers: { 'content-type': 'text/plain' },
      payload: inEveryField('1'),
    });
  }
  return payloads;
}

/**
 * Every family of bad input that applies to a contract, derived from its method, path and
 * schemas: wrong bodies, bad encodings, bad path parameters and bad query strings.
 */
export function attacksOn(contract: Contract): Attack[] {
  const { method, path } = contract;
  const params = acceptedParams(contract);
  const url = fillPath(path, params);
  const attacks: Attack[] = [];
  const bodyAllowed = method !== 'GET';

  if (contract.body) {
    const bodies = refusedBy(contract.body, wrongBody(contract.body));
    if (bodies) {
      attacks.push({
        name: 'wrong body',
        requests: bodies.map((body) => ({
          attack: 'wrong body',
          method,
          url,
          headers: json,
          payload: JSON.stringify(body) ?? 'null',
        })),
      });
    }
    // Truncated at every place: the half of a body a dropped connection leaves.
    const whole = JSON.stringify(fc.sample(wrongBody(contract.body), { numRuns: 1, seed: 3 })[0] ?? {});
    const cuts = fc
      .integer({ min: 0, max: Math.max(0, whole.length - 1) })
      .map((end) => whole.slice(0, end))
      .filter((payload) => mustRefuseJson(contract, payload));
    attacks.push(
      ...ifAny(
        'truncated body',
        cuts.map((payload) => ({ attack: 'truncated body', method, url, headers: json, payload })),
      ),
    );
  }

  if (bodyAllowed) {
    const payloads = encodingPayloads(contract);
    attacks.push({
      name: 'bad encoding',
      requests: fc
        .constantFrom(...payloads)
        .map(({ attack, headers, payload }) => ({ attack, method, url, headers, payload })),
    });
  }

  if (contract.params) {
    const names = pathParameterNames(path);
    // One bad parameter at a time, the others accepted: the bad one is what gets refused. An
    // empty one makes another address (404), refused as well.
    const refused = refusedBy(
      contract.params,
      fc.tuple(fc.nat(names.length - 1), text).map(([index, bad]) => ({ ...params, [names[index]!]: bad })),
    );
    if (refused) {
      attacks.push({
        name: 'bad path parameter',
        requests: refused.map((bad) => ({
          attack: 'bad path parameter',
          method,
          url: fillPath(path, bad),
          headers: contract.body ? json : {},
          ...(contract.body ? { payload: '{}' } : {}),
        })),
      });
    }
  }

  if (contract.query) {
    const shape = objectShape(contract.query) ?? {};
    const field = fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 3 }));
    const queries = refusedBy(
      contract.query,
      fc.record(Object.fromEntries(Object.keys(shape).map((key) => [key, field])), { requiredKeys: [] }),
    );
    if (queries) {
      attacks.push({
        name: 'bad query',
        requests: queries.map((query) => {
          const search = new URLSearchParams();
          for (const [key, value] of Object.entries(query)) {
            for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
          }
          return { attack: 'bad query', method, url: `${url}?${search}`, headers: {} };
        }),
      });
    }
  }
  return attacks;
}

/** `runs` bad requests of every attack family on every contract, the same ones for a given seed. */
export function sampleOfEveryAttack(
  contracts: readonly Contract[],
  runs: number,
  seed: number,
): BadRequest[] {
  return contracts.flatMap((contract) =>
    attacksOn(contract).flatMap((attack) => fc.sample(attack.requests, { numRuns: runs, seed })),
  );
}
