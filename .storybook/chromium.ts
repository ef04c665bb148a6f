export { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
