// `npm run build -w apps/server`: the server as one ESM file, dist/main.mjs (with its source map), run by plain Node:
// `node --enable-source-maps dist/main.mjs`. The contract (@h5/contract, TypeScript source with no build of its
// own) is bundled in; every other package stays an import of node_modules, so native addons (better-sqlite3,
// Argon2, pg) and packages that read their own files (swagger-ui's assets) load as they do under tsx.
// dist/ sits one folder under apps/server as src/ does, so paths.ts finds the repository from either.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative } from 'node:path';

const serverRoot = import.meta.dirname;
const manifest = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8'));
/** What the production image installs (`npm ci --omit=dev`): the bundle may import these and nothing else. */
const runtimeDependencies = new Set(Object.keys(manifest.dependencies ?? {}));
const BUNDLED = new Set(['@h5/contract']);

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Leaves packages to node_modules, and fails the build on a package the production install would not have. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path, importer }) => {
      const name = packageName(path);
      if (BUNDLED.has(name)) return undefined;
      if (isBuiltin(path)) return { external: true };
      if (runtimeDependencies.has(name)) return { external: true };
      return {
        errors: [
          {
            text: `${relative(serverRoot, importer)} imports ${name}, which is not in apps/server's dependencies (a devDependency is missing from the production image)`,
          },
        ],
      };
    });
  },
};

const started = performance.now();
const result = await build({
  entryPoints: [join(serverRoot, 'src/main.ts')],
  outfile: join(serverRoot, 'dist/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // Not minified: stack traces and log lines keep readable names.
  plugins: [nodeModulesExternal],
  // Written below, each file renamed into place, so a server starting meanwhile never reads half a bundle.
  write: false,
  logLevel: 'warning',
});
for (const file of result.outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}
const bundle = result.outputFiles.find((file) => file.path.endsWith('.mjs'));
console.log(
  `server bundle: ${relative(process.cwd(), bundle?.path ?? '')} ${((bundle?.contents.length ?? 0) / 1024).toFixed(0)} KB in ${Math.round(performance.now() - started)} ms`,
);
