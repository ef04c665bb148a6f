// Writes the globe's static geometry file, apps/site/public/data/world-map/world_map_geometry.json,
// from the world-atlas package (Natural Earth 1:110m countries, public domain): run
// `node content/world-map/generate-geometry.mjs` after upgrading world-atlas.
//
// The output is the package's TopoJSON with the `land` object left out (the globe draws countries
// only) and each country's id turned from its ISO 3166-1 numeric code into its lower-case alpha-2
// code, the key the flag files and the encyclopedia table use. Three shapes of the data have no
// ISO code; they get user-assigned codes (decision 040).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const source = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'));
const output = fileURLToPath(
  new URL('../../apps/site/public/data/world-map/world_map_geometry.json', import.meta.url),
);

// ISO 3166-1 numeric -> alpha-2, for the countries the 1:110m data holds.
const alpha2ByNumeric = {
  '004': 'af', '008': 'al', '010': 'aq', '012': 'dz', '024': 'ao', '031': 'az', '032': 'ar',
  '036': 'au', '040': 'at', '044': 'bs', '050': 'bd', '051': 'am', '056': 'be', '064': 'bt',
  '068': 'bo', '070': 'ba', '072': 'bw', '076': 'br', '084': 'bz', '090': 'sb', '096': 'bn',
  '100': 'bg', '104': 'mm', '108': 'bi', '112': 'by', '116': 'kh', '120': 'cm', '124': 'ca',
  '140': 'cf', '144': 'lk', '148': 'td', '152': 'cl', '156': 'cn', '158': 'tw', '170': 'co',
  '178': 'cg', '180': 'cd', '188': 'cr', '191': 'hr', '192': 'cu', '196': 'cy', '203': 'cz',
  '204': 'bj', '208': 'dk', '214': 'do', '218': 'ec', '222': 'sv', '226': 'gq', '231': 'et',
  '232': 'er', '233': 'ee', '238': 'fk', '242': 'fj', '246': 'fi', '250': 'fr', '260': 'tf',
  '262': 'dj', '266': 'ga', '268': 'ge', '270': 'gm', '275': 'ps', '276': 'de', '288': 'gh',
  '300': 'gr', '304': 'gl', '320': 'gt', '324': 'gn', '328': 'gy', '332': 'ht', '340': 'hn',
  '348': 'hu', '352': 'is', '356': 'in', '360': 'id', '364': 'ir', '368': 'iq', '372': 'ie',
  '376': 'il', '380': 'it', '384': 'ci', '388': 'jm', '392': 'jp', '398': 'kz', '400': 'jo',
  '404': 'ke', '408': 'kp', '410': 'kr', '414': 'kw', '417': 'kg', '418': 'la', '422': 'lb',
  '426': 'ls', '428': 'lv', '430': 'lr', '434': 'ly', '440': 'lt', '442': 'lu', '450': 'mg',
  '454': 'mw', '458': 'my', '466': 'ml', '478': 'mr', '484': 'mx', '496': 'mn', '498': 'md',
  '499': 'me', '504': 'ma', '508': 'mz', '512': 'om', '516': 'na', '524': 'np', '528': 'nl',
  '540': 'nc', '548': 'vu', '554': 'nz', '558': 'ni', '562': 'ne', '566': 'ng', '578': 'no',
  '586': 'pk', '591': 'pa', '598': 'pg', '600': 'py', '604': 'pe', '608': 'ph', '616': 'pl',
  '620': 'pt', '624': 'gw', '626': 'tl', '630': 'pr', '634': 'qa', '642': 'ro', '643': 'ru',
  '646': 'rw', '682': 'sa', '686': 'sn', '688': 'rs', '694': 'sl', '703': 'sk', '704': 'vn',
  '705': 'si', '706': 'so', '710': 'za', '716': 'zw', '724': 'es', '728': 'ss', '729': 'sd',
  '732': 'eh', '740': 'sr', '748': 'sz', '752': 'se', '756': 'ch', '760': 'sy', '762': 'tj',
  '764': 'th', '768': 'tg', '780': 'tt', '784': 'ae', '788': 'tn', '792': 'tr', '795': 'tm',
  '800': 'ug', '804': 'ua', '807': 'mk', '818': 'eg', '826': 'gb', '834': 'tz', '840': 'us',
  '854': 'bf', '858': 'uy', '860': 'uz', '862': 've', '887': 'ye', '894': 'zm',
};

// Shapes without an ISO code, by their name in the data: XK is the code Kosovo uses by convention;
// XN and XS are this project's own picks from the user-assigned range.
const codeByName = { Kosovo: 'xk', 'N. Cyprus': 'xn', Somaliland: 'xs' };

const countries = source.objects.countries;
const geometries = countries.geometries.map((geometry) => {
  const name = geometry.properties?.name;
  const code = geometry.id === undefined ? codeByName[name] : alpha2ByNumeric[geometry.id];
  if (!code) throw new Error(`No code for ${geometry.id ?? '(no id)'} ${name}`);
  return { ...geometry, id: code, properties: { name } };
});
const codes = geometries.map((geometry) => geometry.id);
const repeated = codes.filter((code, index) => codes.indexOf(code) !== index);
if (repeated.length > 0) throw new Error(`Codes used twice: ${repeated.join(', ')}`);

const topology = {
  type: 'Topology',
  bbox: source.bbox,
  transform: source.transform,
  objects: { countries: { type: 'GeometryCollection', geometries } },
  arcs: source.arcs,
};
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, JSON.stringify(topology));
console.log(`${geometries.length} countries, ${JSON.stringify(topology).length} bytes: ${output}`);
