import fc from 'fast-check';
import { z } from 'zod';
import type { Endpoint } from '@h5/contract/endpoint.ts';

/** What the fuzz tests send: generated text, queries, bodies and headers. */

export const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
});
export const hugePrintable = fc
  .integer({ min: 1000, max: 20_000 })
  .chain((n) => printable.map((s) => s.padEnd(n, 'Z')));
export const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  // Any code point, control characters (NUL, ESC, DEL, C1) and lone surrogates included.
  fc.string({ unit: 'binary', maxLength: 60 }),
  printable,
  hugePrintable,
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    '-1',
    '0',
    '1e309',
    '[]',
    '{}',
    '%00',
    'ab\u0000c',
    'a\u0000',
    '\u0007\u001b[0m\u007f',
    '../../etc/passwd',
  ),
  fc.integer().map(String),
  fc.double().map(String),
);
export const queryValue = fc.oneof(anyText, fc.array(anyText, { maxLength: 3 }));
export const junkKey = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype'),
);
export const jsonJunk = fc.jsonValue({ maxDepth: 3 });

/** Field names of an object schema (query or body); empty when the schema is not a plain object. */
function fieldsOf(schema: z.core.$ZodType | undefined): string[] {
  return schema instanceof z.core.$ZodObject ? Object.keys(schema._zod.def.shape) : [];
}

/** A query string: each declared field absent, junk or repeated, plus junk fields. */
export function queryArb(endpoint: Endpoint) {
  const declared = fieldsOf(endpoint.query);
  return fc
    .tuple(
      fc.record(Object.fromEntries(declared.map((f) => [f, queryValue])), { requiredKeys: [] }),
      fc.dictionary(junkKey, queryValue, { maxKeys: 4 }),
    )
    .map(([fields, junk]) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries({ ...junk, ...fields })) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
      }
      const text = params.toString();
      return text === '' ? '' : `?${text}`;
    });
}

/** A body object: each declared field absent or of any JSON type, plus junk fields; sometimes not an object. */
export function bodyArb(endpoint: Endpoint) {
  const declared = fieldsOf(endpoint.body);
  const object = fc
    .tuple(
      fc.record(Object.fromEntries(declared.map((f) => [f, jsonJunk])), { requiredKeys: [] }),
      fc.dictionary(junkKey, jsonJunk, { maxKeys: 4 }),
    )
    .map(([fields, junk]) => ({ ...junk, ...fields }));
  return fc.oneof({ weight: 4, arbitrary: object }, { weight: 1, arbitrary: jsonJunk });
}

export const malformedJson = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
  fc.constantFrom('{', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", 'undefined', '{"__proto__":{"x":1}}'),
);

export type MerchantCase =
  { kind: 'valid' } | { kind: 'missing' } | { kind: 'duplicate' } | { kind: 'other'; value: string };
export const merchantCase: fc.Arbitrary<MerchantCase> = fc.oneof(
  fc.constant({ kind: 'valid' as const }),
  fc.constant({ kind: 'missing' as const }),
  fc.constant({ kind: 'duplicate' as const }),
  fc.oneof(printable, hugePrintable).map((value) => ({ kind: 'other' as const, value })),
);
export const garbageHeader = fc.option(fc.oneof(printable, hugePrintable), { nil: undefined });
