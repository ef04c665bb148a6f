import { z } from 'zod';

// The checks settings share, core and areas alike: each one's message says what would be accepted,
// and `loadConfig` puts the variable's name in front of it.

export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);

/** A zone the runtime's time-zone data knows (Node ships full ICU). */
export const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as America/Denver');

export const address = z.url({ protocol: /^https?$/, error: 'must be an http(s) address' });

/** One row of the README's configuration table: the default as shown there, and what it does. */
export interface SettingRow {
  default: string;
  meaning: string;
}

/**
 * The environment variables one area reads, declared in the area's manifest: `loadConfig` checks
 * them with the core's, names a bad one in its message, and puts `read`'s result under
 * `ServerConfig[key]` (the area declares that key's type by merging it into `ServerConfig`).
 */
export interface AreaSettings<Shape extends z.ZodRawShape = z.ZodRawShape, Value = unknown> {
  /** The key of `ServerConfig` the values go under (usually the area's name). */
  key: string;
  /** Each variable's check, its default included. */
  variables: Shape;
  /** The area's settings from the checked values. */
  read: (values: z.output<z.ZodObject<Shape>>) => Value;
  /** Variables whose value never appears in an error message (passwords, addresses with them). */
  secrets?: readonly (keyof Shape & string)[];
  /** The README's row of each variable; a test compares them with README.md. */
  readme: { readonly [Name in keyof Shape & string]: SettingRow };
}

/**
 * Declares an area's settings with the types of its checks carried through to `read`; the result
 * is the untyped form the manifest holds (`loadConfig` passes `read` the values it checked).
 */
export function defineSettings<Shape extends z.ZodRawShape, Value>(
  settings: AreaSettings<Shape, Value>,
): AreaSettings {
  return settings as unknown as AreaSettings;
}
