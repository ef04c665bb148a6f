import { z } from 'zod';
import { defineContract } from './contract';

// The world map's one call (spec part 1 §7, "Static files"): the country shapes as TopoJSON,
// generated from world-atlas by content/world-map/generate-geometry.mjs and served as a static file.

/** Lower-case ISO 3166-1 alpha-2 code, or one of the user-assigned codes of decision 040. */
export const countryCodeSchema = z.string().regex(/^[a-z]{2}$/, 'Use a two-letter country code');

function isPoint(point: unknown): boolean {
  return Array.isArray(point) && point.length === 2 && Number.isFinite(point[0]) && Number.isFinite(point[1]);
}

const arcIndexes = z.array(z.number().int());

/** One country: its shape as indexes into the topology's arcs, its code and its name (spec §3). */
export const countryGeometrySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('Polygon'),
    id: countryCodeSchema,
    properties: z.object({ name: z.string().min(1).max(80) }),
    arcs: z.array(arcIndexes).max(200),
  }),
  z.object({
    type: z.literal('MultiPolygon'),
    id: countryCodeSchema,
    properties: z.object({ name: z.string().min(1).max(80) }),
    arcs: z.array(z.array(arcIndexes)).max(200),
  }),
]);
export type CountryGeometry = z.infer<typeof countryGeometrySchema>;

export const worldTopologySchema = z.object({
  type: z.literal('Topology'),
  bbox: z.array(z.number()).optional(),
  /** Quantized topologies store arcs as integer deltas, decoded with this transform. */
  transform: z
    .object({ scale: z.tuple([z.number(), z.number()]), translate: z.tuple([z.number(), z.number()]) })
    .optional(),
  objects: z.object({
    countries: z.object({
      type: z.literal('GeometryCollection'),
      geometries: z.array(countryGeometrySchema).max(400),
    }),
  }),
  // Checked by a plain loop: a zod tuple per point costs tens of milliseconds on a slow phone.
  arcs: z
    .array(z.array(z.unknown()).max(20_000))
    .max(20_000)
    .refine((arcs) => arcs.every((arc) => arc.every(isPoint)), 'Every arc point is two finite numbers'),
});
export type WorldTopology = z.infer<typeof worldTopologySchema>;

/** GET /data/world-map/world_map_geometry.json: the countries the globe draws. */
export const getWorldGeometry = defineContract({
  method: 'GET',
  path: '/data/world-map/world_map_geometry.json',
  response: worldTopologySchema,
});
