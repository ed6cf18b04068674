import type { Plugin } from 'vite';

/**
 * How the build cuts the app into files (docs/decisions.md, issue 11). Left to itself, every module that two lazy
 * pages share became a chunk of its own: 48 scripts on home, 15 behind /m/login, antd-mobile in 14 pieces of 32
 * bytes to 43 KB. On a slow mobile network each file costs a round trip, so:
 * - `startup`: everything the entry imports statically, in the entry's own chunk;
 * - `home`: the home page's own code (the usual landing page: one file beside the entry); what else it imports
 *   statically (lib, components) joins the entry, so no other page loads home's chunk for a shared helper;
 * - `antd`: antd-mobile and the libraries only it uses;
 * - `<feature>-shared`: a feature's code that several pages share, one chunk per feature; `common-shared`: the
 *   same for lib, components, the contract and the form library; `money-shared`: what only the money pages share.
 * The first two are static import graphs, read when the build has parsed every module.
 */
export function chunking() {
  const startup = new Set<string>();
  const home = new Set<string>();
  /** What home loads after its first render (its lazy parts and theirs), beyond the entry and home's chunk. */
  const homeLater = new Set<string>();
  /** Modules that reach antd-mobile through their static imports. */
  const withAntd = new Set<string>();
  const plugin: Plugin = {
    name: 'h5:chunking',
    apply: 'build',
    buildEnd() {
      const visit = (into: Set<string>, id: string) => {
        const info = this.getModuleInfo(id);
        if (into.has(id) || !info) return;
        into.add(id);
        for (const imported of info.importedIds) visit(into, imported);
      };
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry && APP_ENTRY.test(id)) visit(startup, id);
        if (HOME_ROUTE.test(id)) visit(home, id);
      }
      // Shared code that home needs goes to the entry, so other pages need not load home's chunk for it.
      for (const id of home) if (!HOME_CODE.test(id)) startup.add(id);
      const reachesAntd = (id: string, seen: Set<string>): boolean => {
        if (withAntd.has(id) || isAntd(id)) return true;
        if (seen.has(id)) return false;
        seen.add(id);
        return (this.getModuleInfo(id)?.importedIds ?? []).some((imported) => reachesAntd(imported, seen));
      };
      for (const id of this.getModuleIds()) if (reachesAntd(id, new Set())) withAntd.add(id);
      const visitAll = (id: string) => {
        const info = this.getModuleInfo(id);
        if (homeLater.has(id) || !info) return;
        homeLater.add(id);
        for (const imported of [...info.importedIds, ...info.dynamicallyImportedIds]) visitAll(imported);
      };
      for (const id of home) {
        for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) visitAll(lazy);
      }
    },
  };
  // A group also takes the modules its modules import (rolldown's default): the order of priority decides who
  // gets a module first, so the more widely shared groups come first.
  const groups = [
    { name: 'startup', priority: 7, test: (id: string) => startup.has(id) },
    { name: 'home', priority: 6, test: (id: string) => home.has(id) && HOME_CODE.test(id) },
    { name: 'antd', priority: 5, test: isAntd },
    // The helpers that home's later parts share with other pages, in one small chunk of their own.
    {
      name: 'home-later-shared',
      priority: 4,
      test: (id: string) => COMMON_CODE.test(id) && homeLater.has(id) && !withAntd.has(id),
      minShareCount: 2,
      includeDependenciesRecursively: false,
    },
    // What only the money pages share (deposit, withdraw, security centre, transfer, promotions): apart from `common-shared`,
    // which login and the game list load too and should not carry it.
    {
      name: 'money-shared',
      priority: 3,
      test: (id: string) => MONEY_CODE.test(id) && !startup.has(id) && !homeLater.has(id),
      minShareCount: 2,
      includeDependenciesRecursively: false,
    },
    // What only signed-in member and agent pages share (their paged lists, the agent endpoints): apart from
    // `common-shared` for the same reason as money's (issue 18 put 1.4 KB there that login paid for).
    {
      name: 'member-pages-shared',
      priority: 3,
      test: (id: string) => MEMBER_PAGES_CODE.test(id) && !startup.has(id) && !homeLater.has(id),
      minShareCount: 2,
      includeDependenciesRecursively: false,
    },
    // Split by whether it needs antd-mobile: a small shared helper must not bring 45 KB with it.
    {
      name: (id: string) => {
        if (!COMMON_CODE.test(id) || homeLater.has(id)) return null;
        return withAntd.has(id) ? 'common-ui-shared' : 'common-shared';
      },
      priority: 2,
      minShareCount: 2,
      includeDependenciesRecursively: false,
    },
    {
      name: (id: string) => {
        const feature = FEATURE_CODE.exec(id)?.[1];
        if (!feature || homeLater.has(id)) return null;
        return withAntd.has(id) ? `${feature}-ui-shared` : `${feature}-shared`;
      },
      priority: 1,
      minShareCount: 2,
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, codeSplitting: { groups } };
}

function isAntd(id: string): boolean {
  return ANTD.test(id) || id.endsWith('/src/lib/ui/antd.ts');
}

/** The app's entry; the build's other entry, the game page's script (src/play/), shares no module with the app. */
const APP_ENTRY = /\/index\.html$/;
const HOME_ROUTE = /\/src\/app\/routes\/home-route\.tsx$/;
/** Home's own code: the route, the home feature and the download bar it shows. */
const HOME_CODE = /\/src\/(?:app\/routes\/home-route\.tsx|features\/(?:home|download)\/)/;
const FEATURE_CODE = /\/src\/features\/([^/]+)\//;
/** Shared code of the money pages only: lib/money, the payout-account form, the contract's money endpoints. */
// The promotions' contract too: it builds on money.ts, and in `common-shared` it made every page that loads that
// chunk (login, the game list) load this one as well (issue 16).
const MONEY_CODE =
  /\/(?:apps\/web\/src\/(?:lib\/money\/|components\/(?:form-field|payout-account-form)\.)|packages\/contract\/src\/endpoints\/(?:money|deposit|withdraw|security|operator|promotions)\.)/;
/** Shared code of the signed-in pages only: the record and team lists' parts, the agent endpoints of the contract. */
const MEMBER_PAGES_CODE =
  /\/(?:apps\/web\/src\/components\/(?:paged-list|range-filter)\.|packages\/contract\/src\/endpoints\/agent(?:-team|-money)?\.)/;
const COMMON_CODE =
  /\/(?:apps\/web\/src\/(?:lib|components)|packages\/contract\/src)\/|\/node_modules\/react-hook-form\//;
const ANTD =
  /\/node_modules\/(?:antd-mobile|antd-mobile-icons|ahooks|rc-util|classnames|@babel\/runtime|tslib|staged-components|use-sync-external-store|@react-spring\/[^/]+|@use-gesture\/[^/]+)\//;
