// `npm run build`: builds the web app (Vite, into apps/web/dist) and the server (esbuild, into apps/server/dist),
// and stamps each with the sources it was built from. `--if-changed` builds only the targets whose sources changed
// since (what `npm start` does); naming targets (`web`, `server`) builds only those.
import { build, TARGETS } from './lib/build-stamp.mjs';

const args = process.argv.slice(2);
const targets = args.filter((arg) => !arg.startsWith('--'));
const unknown = targets.filter((target) => !(target in TARGETS));
if (unknown.length > 0) {
  console.error(`✖ unknown build target ${unknown.join(', ')}: expected ${Object.keys(TARGETS).join(', ')}`);
  process.exit(2);
}
build(targets.length > 0 ? targets : Object.keys(TARGETS), { ifChanged: args.includes('--if-changed') });
