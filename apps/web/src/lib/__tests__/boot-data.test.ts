import { BOOT_DATA_ELEMENT_ID, type BootData } from '@h5/contract/boot-data.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { systemStatusFixture } from '../../test/fixtures.ts';
import { takeBootData } from '../boot-data.ts';

const FEED = { banners: [], player: [], popup: [], promotion: [], hotMatch: [] };

/** The data block as the platform server writes it into `<head>` (apps/server/src/web/index-html.ts). */
function embed(text: string, doc: Document = document): HTMLScriptElement {
  const element = doc.createElement('script');
  element.type = 'application/json';
  element.id = BOOT_DATA_ELEMENT_ID;
  element.textContent = text;
  doc.head.append(element);
  return element;
}

afterEach(() => {
  document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
});

describe('takeBootData', () => {
  it('reads what the server embedded, and removes it so no later read gets it stale', () => {
    const data: BootData = { language: 'EN', status: systemStatusFixture(), homeFeed: FEED };
    embed(JSON.stringify(data));
    expect(takeBootData()).toEqual(data);
    expect(document.getElementById(BOOT_DATA_ELEMENT_ID)).toBeNull();
    expect(takeBootData()).toBeUndefined();
  });

  it('accepts data without the optional parts (a module switched off, a page other than home)', () => {
    embed('{"language":"TY"}');
    expect(takeBootData()).toEqual({ language: 'TY' });
  });

  it('reads the JSON with every "<" escaped as the server writes it', () => {
    const title = '</script><script>alert(1)</script>';
    const banner = {
      bannerId: 1,
      groupName: 'm_home',
      title,
      url: '/cdn/b.svg',
      announcementImages: [],
      linkageType: '',
      linkage: '',
      roomId: '',
      nodeId: '',
      vendor: '',
    };
    embed(
      JSON.stringify({ language: 'TY', homeFeed: { ...FEED, banners: [banner] } }).replace(/</g, '\\u003c'),
    );
    expect(takeBootData()?.homeFeed?.banners[0]?.title).toBe(title);
  });

  it('answers undefined without the block: a page from the service worker or for another API server', () => {
    expect(takeBootData()).toBeUndefined();
  });

  it('answers undefined, and still removes the block, when it is not JSON or not of the contract', () => {
    for (const text of [
      '',
      '{"language":',
      'null',
      '"TY"',
      '{"language":"FR"}',
      '{"status":{}}',
      JSON.stringify({ language: 'TY', status: { ...systemStatusFixture(), maintenance: 'no' } }),
      JSON.stringify({ language: 'EN', homeFeed: { banners: 'none' } }),
    ]) {
      embed(text);
      expect(takeBootData(), text).toBeUndefined();
      expect(document.getElementById(BOOT_DATA_ELEMENT_ID), text).toBeNull();
    }
  });

  it('reads the document it is given', () => {
    const other = document.implementation.createHTMLDocument('other');
    embed('{"language":"EN"}', other);
    embed('{"language":"TY"}');
    expect(takeBootData(other)).toEqual({ language: 'EN' });
    expect(other.getElementById(BOOT_DATA_ELEMENT_ID)).toBeNull();
    expect(document.getElementById(BOOT_DATA_ELEMENT_ID)).not.toBeNull();
  });
});
