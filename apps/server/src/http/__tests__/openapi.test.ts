import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@h5/contract/endpoint-table.ts';
import { ERROR_CODE_LIST } from '@h5/contract/error-codes.ts';
import { startTestApp, type TestApp } from '../../__tests__/test-app.ts';

interface Document {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, { operationId: string; parameters: { $ref?: string }[] }>>;
  components: Record<string, Record<string, unknown>>;
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('lists every contract endpoint on every path and method', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const e of ENDPOINTS) {
      for (const path of [e.path, ...(e.aliases ?? [])]) {
        for (const method of [e.method, ...(e.alsoAccepts ?? [])]) {
          expect(doc.paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
        }
      }
      expect(doc.paths[e.path]?.[e.method.toLowerCase()]?.operationId).toBe(e.name);
    }
  });

  it('describes the envelope, the headers and every error code', () => {
    for (const code of ERROR_CODE_LIST) expect(doc.info.description).toContain(`\`${code}\``);
    expect(Object.keys(doc.components.parameters ?? {})).toEqual([
      'Merchant',
      'Language',
      'Authorization',
      'OperatorAuthorization',
    ]);
    const status = doc.paths['/wps/v2/system/status']?.get;
    expect(status?.parameters.map((p) => p.$ref)).toContain('#/components/parameters/Merchant');
    const health = doc.paths['/wps/health']?.get;
    expect(health?.parameters.map((p) => p.$ref)).not.toContain('#/components/parameters/Merchant');
  });

  it('has no reference that points nowhere', () => {
    const text = JSON.stringify(doc);
    const refs = [...text.matchAll(/"\$ref":"#\/components\/(\w+)\/([^"]+)"/g)];
    expect(refs.length).toBeGreaterThan(10);
    for (const [, kind = '', name = ''] of refs)
      expect(doc.components[kind]?.[name], `${kind}/${name}`).toBeDefined();
    expect(text).not.toContain('__shared');
  });

  it('is browsable at /docs', async () => {
    const res = await t.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
