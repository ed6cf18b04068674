// Vite plugin: writes `.vite/landing.json` beside the build, the files each page of the route table needs before it
// can render (its chunk, the chunks and CSS that chunk imports, the extra text namespaces) and the language files.
// The platform server reads it to put `<link rel="modulepreload">` for the page a visitor lands on into the HTML
// it serves, so the page's code downloads beside the entry instead of after it (issue 11, docs/decisions.md).
// Plain JS so the app's tsconfig needs no Node types.
import { dirname, resolve } from 'node:path';

const ROUTE_TABLE = /\/src\/app\/routes\/route-table\.ts$/;
const LOCALES = /\/src\/locales\/(?:(\w+)\/)?(\w+)\.json$/;
/** The language code of each locale file name (packages/contract languages). */
const LANGUAGE_OF_FILE = { tl: 'TY', en: 'EN' };

/** Every node below `node` (ESTree), depth first. */
function* walk(node) {
  if (!node || typeof node !== 'object') return;
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) yield* walk(item);
    else if (value && typeof value === 'object' && typeof value.type === 'string') yield* walk(value);
  }
}

/**
 * Reads the route table's source: `const name = [wrapper(]() => import('…')`, wrappers that call
 * `loadNamespace('ns')`, and `route('/m/…', 'title', name)`. A route without a page of its own uses `placeholder`.
 */
function readRouteTable(ast, id) {
  const imports = new Map();
  const namespaceOf = new Map();
  const wrapperOf = new Map();
  for (const node of walk(ast)) {
    if (node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier' || !node.init) continue;
    const name = node.id.name;
    for (const inner of walk(node.init)) {
      if (inner.type === 'ImportExpression' && inner.source.type === 'Literal') {
        imports.set(name, resolve(dirname(id), inner.source.value));
      }
      if (
        inner.type === 'CallExpression' &&
        inner.callee.type === 'Identifier' &&
        inner.callee.name === 'loadNamespace' &&
        inner.arguments[0]?.type === 'Literal'
      ) {
        namespaceOf.set(name, inner.arguments[0].value);
      }
    }
    if (node.init.type === 'CallExpression' && node.init.callee.type === 'Identifier') {
      wrapperOf.set(name, node.init.callee.name);
    }
  }
  const routes = {};
  for (const node of walk(ast)) {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'route')
      continue;
    const [path, , page] = node.arguments;
    if (path?.type !== 'Literal' || typeof path.value !== 'string') continue;
    const name = page?.type === 'Identifier' ? page.name : 'placeholder';
    const module = imports.get(name);
    if (!module) continue;
    const ns = namespaceOf.get(wrapperOf.get(name));
    routes[path.value.toLowerCase()] = { module, namespaces: ns ? [ns] : [] };
  }
  return routes;
}

/** @returns {import('vite').Plugin} */
export function landingPreloads() {
  let routes = {};
  let base = '/';
  return {
    name: 'h5:landing-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transform(code, id) {
      if (ROUTE_TABLE.test(id)) routes = readRouteTable(this.parse(code), id);
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      // A page's module may sit in a chunk with others (apps/web/chunks.config.ts): found by any module it holds.
      const byModule = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c])));
      // What index.html already loads (the entry and its static imports) is not listed again.
      const loaded = new Set();
      const markLoaded = (fileName) => {
        const c = bundle[fileName];
        if (loaded.has(fileName) || c?.type !== 'chunk') return;
        loaded.add(fileName);
        for (const imported of c.imports) markLoaded(imported);
      };
      for (const chunk of chunks) if (chunk.isEntry) markLoaded(chunk.fileName);
      const files = (chunk) => {
        const js = new Set();
        const css = new Set();
        const visit = (fileName) => {
          const c = bundle[fileName];
          if (js.has(fileName) || c?.type !== 'chunk' || loaded.has(fileName)) return;
          js.add(fileName);
          for (const sheet of c.viteMetadata?.importedCss ?? []) css.add(sheet);
          for (const imported of c.imports) visit(imported);
        };
        visit(chunk.fileName);
        return { js: [...js].map((f) => base + f), css: [...css].map((f) => base + f) };
      };
      const locales = {};
      for (const chunk of chunks) {
        const match = chunk.facadeModuleId && LOCALES.exec(chunk.facadeModuleId);
        const language = match && LANGUAGE_OF_FILE[match[2]];
        if (!language) continue;
        (locales[language] ??= {})[match[1] ?? 'translation'] = base + chunk.fileName;
      }
      const pages = {};
      for (const [path, { module, namespaces }] of Object.entries(routes)) {
        const chunk = byModule.get(module);
        if (chunk) pages[path] = { ...files(chunk), namespaces };
      }
      if (Object.keys(pages).length === 0)
        this.error('landing-preloads: no page of the route table was found');
      this.emitFile({
        type: 'asset',
        fileName: '.vite/landing.json',
        source: JSON.stringify({ pages, locales }),
      });
    },
  };
}
