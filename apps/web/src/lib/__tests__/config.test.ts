import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../config.ts';

function page(meta?: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (meta !== undefined) {
    const el = doc.createElement('meta');
    el.name = 'app-config';
    el.content = meta;
    doc.head.append(el);
  }
  return doc;
}

describe('readAppConfig', () => {
  it('reads the meta tag the server writes', () => {
    expect(readAppConfig(page('{"apiBaseUrl":"https://api.example.ph/","merchant":"abc"}'))).toEqual({
      apiBaseUrl: 'https://api.example.ph',
      merchant: 'abc',
    });
  });

  it('reads an optional site name', () => {
    expect(readAppConfig(page('{"apiBaseUrl":"","merchant":"abc","siteName":"Demo Pilipinas"}'))).toEqual({
      apiBaseUrl: '',
      merchant: 'abc',
      siteName: 'Demo Pilipinas',
    });
  });

  it('falls back to the build-time defaults when the tag is missing, not JSON or invalid', () => {
    const defaults = { apiBaseUrl: '', merchant: 'demo' };
    expect(readAppConfig(page())).toEqual(defaults);
    expect(readAppConfig(page('not json'))).toEqual(defaults);
    expect(readAppConfig(page('{"apiBaseUrl":"","merchant":""}'))).toEqual(defaults);
    expect(readAppConfig(page('{"merchant":42}'))).toEqual(defaults);
  });
});
