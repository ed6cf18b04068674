import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ELEMENT_ID } from '@h5/contract/boot-data.ts';
import { escapeAttribute, renderIndexHtml, renderPageHead, scriptJson } from '../index-html.ts';
import { configIn, INDEX, linkTags } from './web-fixture.ts';

describe('renderIndexHtml', () => {
  const config = { apiBaseUrl: 'https://a.example/"><script>alert(1)</script>', merchant: "o'neil&co" };

  it('escapes the JSON for an HTML attribute', () => {
    const html = renderIndexHtml(INDEX, config);
    expect(html).not.toContain('<script>alert');
    expect(configIn(html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&#39;', "'"))).toEqual(
      config,
    );
    expect(escapeAttribute(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;');
  });

  it('injects the meta at the top of <head> when the build has none', () => {
    const html = renderIndexHtml('<html><head lang="x"><title>T</title></head></html>', {
      apiBaseUrl: '',
      merchant: 'demo',
    });
    expect(html).toMatch(
      /<head lang="x">\s*<meta name="app-config" content="\{&quot;apiBaseUrl&quot;:&quot;&quot;,&quot;merchant&quot;:&quot;demo&quot;\}"><title>/,
    );
  });

  it('replaces a meta written with other attribute order or quoting', () => {
    const html = renderIndexHtml('<head><meta content="{}" name=app-config /></head>', {
      apiBaseUrl: '',
      merchant: 'x',
    });
    expect(html.match(/app-config/g)).toHaveLength(1);
    expect(html).toContain('merchant&quot;:&quot;x');
  });
});

describe('renderPageHead', () => {
  const HEAD = '<html><head><title>T</title></head><body></body></html>';

  it('adds the preloads, then the data block, at the end of <head>', () => {
    const html = renderPageHead(HEAD, {
      preloads: [
        { href: '/b.png', as: 'image', highPriority: true },
        { href: '/m/assets/a.js', as: 'script' },
        { href: '/m/assets/a.css', as: 'style' },
        { href: '/c.png', as: 'image' },
      ],
      bootData: { language: 'EN' },
    });
    expect(html).toBe(
      '<html><head><title>T</title>  <link rel="preload" as="image" fetchpriority="high" href="/b.png">\n' +
        '    <link rel="modulepreload" crossorigin href="/m/assets/a.js">\n' +
        '    <link rel="preload" as="style" crossorigin href="/m/assets/a.css">\n' +
        '    <link rel="preload" as="image" href="/c.png">\n' +
        `    <script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">{"language":"EN"}</script>\n` +
        '  </head><body></body></html>',
    );
  });

  it('escapes a URL for its attribute', () => {
    const html = renderPageHead(HEAD, { preloads: [{ href: '/a.js?x="><script>&', as: 'script' }] });
    expect(linkTags(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/a.js?x=&quot;&gt;&lt;script&gt;&amp;">',
    ]);
  });

  it('leaves the page as it is with nothing to add or no </head>', () => {
    expect(renderPageHead(HEAD, {})).toBe(HEAD);
    expect(renderPageHead(HEAD, { preloads: [] })).toBe(HEAD);
    expect(renderPageHead('<p>no head</p>', { bootData: { language: 'TY' } })).toBe('<p>no head</p>');
  });

  it('writes JSON with no "<" at all, so no text in it can end the block or open a comment', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- x', tag: '</SCRIPT >' };
    const json = scriptJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});
