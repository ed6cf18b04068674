import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../__tests__/test-app.ts';
import { HOME_PAGE } from '@h5/contract/page-aliases.ts';
import { landingPage, pagePreloads, readLandingFiles, type LandingFiles } from '../landing.ts';

const HOME = { js: ['/m/assets/home.js'], css: ['/m/assets/home.css'], namespaces: [] };
const TY_FILES = {
  translation: '/m/assets/tl.js',
  forms: '/m/assets/forms-tl.js',
  legal: '/m/assets/legal-tl.js',
};
const FILES: LandingFiles = {
  pages: {
    '/m/home': HOME,
    '/m/login': {
      js: ['/m/assets/login.js', '/m/assets/form-kit.js'],
      css: ['/m/assets/login.css', '/m/assets/form-kit.css'],
      namespaces: ['forms'],
    },
    '/m/register': { js: ['/m/assets/register.js'], css: [], namespaces: ['forms', 'legal'] },
    '/m/mine': { js: ['/m/assets/mine.js'], css: [], namespaces: [] },
    '/m/gamelist': { js: ['/m/assets/games.js'], css: [], namespaces: [] },
  },
  locales: {
    TY: TY_FILES,
    EN: { translation: '/m/assets/en.js', forms: '/m/assets/forms-en.js' },
  },
};

describe('landingPage', () => {
  it('finds a page by its own path, in any case and with trailing slashes', () => {
    expect(landingPage(FILES, '/m/login')).toBe('/m/login');
    expect(landingPage(FILES, '/m/Login/')).toBe('/m/login');
    expect(landingPage(FILES, '/m/gameList')).toBe('/m/gamelist');
    expect(landingPage(FILES, '/m/GAMELIST//')).toBe('/m/gamelist');
  });

  it('maps the lobby spec aliases to their pages', () => {
    for (const path of ['/', '', '//', '/m', '/m/', '/m/index', '/M/Index.HTML', '/m/index.html']) {
      expect(landingPage(FILES, path), path).toBe(HOME_PAGE);
    }
    for (const path of ['/register.html', '/m/register.html', '/M/REGISTER.HTML/']) {
      expect(landingPage(FILES, path), path).toBe('/m/register');
    }
    expect(landingPage(FILES, '/m/member/home')).toBe('/m/mine');
    expect(landingPage(FILES, '/m/Member/Home/')).toBe('/m/mine');
  });

  it('lands an unknown path, or a page the build did not list, on home', () => {
    expect(HOME_PAGE).toBe('/m/home');
    for (const path of ['/m/nothing', '/m/login/extra', '/promo', '/m/assets']) {
      expect(landingPage(FILES, path), path).toBe(HOME_PAGE);
    }
    const withoutMine: LandingFiles = { ...FILES, pages: { '/m/home': HOME } };
    expect(landingPage(withoutMine, '/m/member/home')).toBe(HOME_PAGE);
  });
});

describe('pagePreloads', () => {
  it("lists the page's code, then the language's main text file and the page's namespaces, then its styles", () => {
    expect(pagePreloads(FILES, '/m/login', 'EN')).toEqual([
      { href: '/m/assets/login.js', as: 'script' },
      { href: '/m/assets/form-kit.js', as: 'script' },
      { href: '/m/assets/en.js', as: 'script' },
      { href: '/m/assets/forms-en.js', as: 'script' },
      { href: '/m/assets/login.css', as: 'style' },
      { href: '/m/assets/form-kit.css', as: 'style' },
    ]);
    expect(pagePreloads(FILES, '/m/home', 'TY')).toEqual([
      { href: '/m/assets/home.js', as: 'script' },
      { href: '/m/assets/tl.js', as: 'script' },
      { href: '/m/assets/home.css', as: 'style' },
    ]);
  });

  it('skips a namespace the language has no file for', () => {
    expect(pagePreloads(FILES, '/m/register', 'TY').map((p) => p.href)).toEqual([
      '/m/assets/register.js',
      '/m/assets/tl.js',
      '/m/assets/forms-tl.js',
      '/m/assets/legal-tl.js',
    ]);
    expect(pagePreloads(FILES, '/m/register', 'EN').map((p) => p.href)).toEqual([
      '/m/assets/register.js',
      '/m/assets/en.js',
      '/m/assets/forms-en.js',
    ]);
  });

  it("falls back to the default language's files when the build has none for the language", () => {
    const tyOnly: LandingFiles = { ...FILES, locales: { TY: TY_FILES } };
    expect(pagePreloads(tyOnly, '/m/login', 'EN').map((p) => p.href)).toEqual([
      '/m/assets/login.js',
      '/m/assets/form-kit.js',
      '/m/assets/tl.js',
      '/m/assets/forms-tl.js',
      '/m/assets/login.css',
      '/m/assets/form-kit.css',
    ]);
    const noLocales: LandingFiles = { ...FILES, locales: {} };
    expect(pagePreloads(noLocales, '/m/mine', 'EN')).toEqual([{ href: '/m/assets/mine.js', as: 'script' }]);
  });

  it('lists nothing for a page the build does not know', () => {
    expect(pagePreloads(FILES, '/m/nothing', 'TY')).toEqual([]);
  });

  it('marks no preload high-priority (only the server adds the first banner as such)', () => {
    expect(pagePreloads(FILES, '/m/login', 'TY').some((p) => p.highPriority)).toBe(false);
  });
});

describe('readLandingFiles', () => {
  let temp: { dir: string; remove: () => void };
  beforeAll(() => {
    temp = makeTempDir();
    mkdirSync(join(temp.dir, '.vite'));
  });
  afterAll(() => {
    temp.remove();
  });

  it('reads the build file, and answers undefined for a build without one', () => {
    const file = join(temp.dir, '.vite', 'landing.json');
    writeFileSync(file, JSON.stringify(FILES));
    expect(readLandingFiles(file)).toEqual(FILES);
    expect(readLandingFiles(join(temp.dir, '.vite', 'missing.json'))).toBeUndefined();
  });

  it('refuses a file of another shape rather than preloading nonsense', () => {
    const file = join(temp.dir, '.vite', 'broken.json');
    writeFileSync(file, JSON.stringify({ pages: { '/m/home': { js: '/m/assets/home.js' } }, locales: {} }));
    expect(() => readLandingFiles(file)).toThrow();
    writeFileSync(file, '{ not json');
    expect(() => readLandingFiles(file)).toThrow();
  });
});
