// Vite plugin: writes `.vite/landing.json` beside the build, the files each page of the route table needs before it
// can render (its chunk, the chunks and CSS that chunk imports, the extra text namespaces) and the language files.
// The platform server reads it to put `<link rel="modulepreload">` for the page a visitor lands on into the HTML
// it serves, so the page's code downloads beside the entry instead of after it (issue 11, docs/decisions.md).
// Plain JS so the app's tsconfig needs no Node types.
import { dirname, resolve } from 'node:path';

const ROUTE_TABLE = /\/src\/lib\/routes\/route-table\.ts$/;
const PAGE_LOADERS = /\/src\/app\/routes\/page-loaders\.ts$/;
const LOCALES = /\/src\/locales\/(?:([\w-]+)\/)?(\w+)\.json$/;
/** A namespace's folder is kebab-case (`agent-money`); the namespace, as `loadNamespace` names it, camelCase. */
const namespaceOfFolder = (folder) => folder.replace(/-(\w)/g, (_, c) => c.toUpperCase());
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

/** The initialiser of `const name = …` in `ast`. */
function declaration(ast, name) {
  for (const node of walk(ast)) {
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.id.name === name)
      return node.init;
  }
  return undefined;
}

/** The properties `key: value` of an object literal, by key name. */
function properties(object) {
  const byKey = new Map();
  if (object?.type !== 'ObjectExpression') return byKey;
  for (const property of object.properties) {
    if (property.type === 'Property' && property.key.type === 'Identifier')
      byKey.set(property.key.name, property.value);
  }
  return byKey;
}

/** The route table's source (`ROUTE_TABLE = { id: { path: '/m/…', … } }`): each page's path by its id. */
function readPaths(ast) {
  const paths = new Map();
  for (const [id, entry] of properties(declaration(ast, 'ROUTE_TABLE'))) {
    const path = properties(entry).get('path');
    if (path?.type === 'Literal' && typeof path.value === 'string') paths.set(id, path.value);
  }
  return paths;
}

/**
 * The page loaders' source: `const name = [wrapper(]() => import('…')`, wrappers that call `loadNamespace('ns')`
 * (one call or several), and `PAGE_LOADERS = { id: name }`. Each page's module and extra namespaces by id (undefined
 * when not read); pages not named there show `placeholder`.
 */
function readPageLoaders(ast, id) {
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
        namespaceOf.set(name, [...(namespaceOf.get(name) ?? []), inner.arguments[0].value]);
      }
    }
    if (node.init.type === 'CallExpression' && node.init.callee.type === 'Identifier') {
      wrapperOf.set(name, node.init.callee.name);
    }
  }
  const page = (name) => {
    const namespaces = namespaceOf.get(wrapperOf.get(name)) ?? [];
    return imports.has(name) ? { module: imports.get(name), namespaces } : undefined;
  };
  const pages = new Map();
  for (const [route, value] of properties(declaration(ast, 'PAGE_LOADERS'))) {
    pages.set(route, value.type === 'Identifier' ? page(value.name) : undefined);
  }
  return { pages, placeholder: page('placeholder') };
}

/** @returns {import('vite').Plugin} */
export function landingPreloads() {
  let paths = new Map();
  let loaders = { pages: new Map(), placeholder: undefined };
  let base = '/';
  return {
    name: 'h5:landing-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transform(code, id) {
      if (ROUTE_TABLE.test(id)) paths = readPaths(this.parse(code));
      if (PAGE_LOADERS.test(id)) loaders = readPageLoaders(this.parse(code), id);
      return null;
    },
    // After Vite's CSS plugin: it drops the chunks that held only CSS (and their imports), and a page must not be
    // told to preload a script that is no longer written.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
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
          (locales[language] ??= {})[match[1] ? namespaceOfFolder(match[1]) : 'translation'] =
            base + chunk.fileName;
        }
        const pages = {};
        for (const [route, path] of paths) {
          const page = loaders.pages.has(route) ? loaders.pages.get(route) : loaders.placeholder;
          const chunk = page && byModule.get(page.module);
          if (chunk) pages[path.toLowerCase()] = { ...files(chunk), namespaces: page.namespaces };
        }
        if (Object.keys(pages).length === 0)
          this.error('landing-preloads: no page of the route table was found');
        // A namespace without its files would silently lose its preload (as agent-money's and agent-team's did while
        // only one-word folders were read).
        for (const [path, page] of Object.entries(pages)) {
          for (const namespace of page.namespaces ?? []) {
            for (const language of Object.values(LANGUAGE_OF_FILE)) {
              if (!locales[language]?.[namespace])
                this.error(`landing-preloads: no ${language} text file of namespace ${namespace} (${path})`);
            }
          }
        }
        this.emitFile({
          type: 'asset',
          fileName: '.vite/landing.json',
          source: JSON.stringify({ pages, locales }),
        });
      },
    },
  };
}
