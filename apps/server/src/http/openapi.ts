import { z } from 'zod';
import { ERROR_CODES, ERROR_CODE_LIST } from '@h5/contract/error-codes.ts';
import { HEADER } from '@h5/contract/headers.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@h5/contract/languages.ts';
import { registerRule, whitelabelNode } from '@h5/contract/endpoints/system.ts';
import type { RegisteredEndpoint } from './endpoint-registry.ts';
import { expectedMediaType } from './request-headers.ts';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
  };
}

/** Schemas shared by several endpoints get their own component, so the document names them once. */
const NAMED_SCHEMAS: readonly (readonly [string, z.core.$ZodType])[] = [
  ['WhitelabelNode', whitelabelNode],
  ['RegisterRule', registerRule],
];

const pascal = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
const componentRef = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/**
 * Converts a set of zod schemas to components. zod puts unnamed recursive schemas in a `__shared` entry whose
 * refs (`…/__shared#/$defs/x`) OpenAPI cannot follow; they are hoisted to components of their own.
 */
function toComponents(
  entries: readonly (readonly [string, z.core.$ZodType])[],
  io: 'input' | 'output',
): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of entries) if (!registry.has(schema)) registry.add(schema, { id });
  const converted = z.toJSONSchema(registry, {
    io,
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  const prefix = io === 'input' ? 'InputShared' : 'OutputShared';
  const text = JSON.stringify(converted.schemas).replaceAll(
    /#\/components\/schemas\/__shared#\/\$defs\/(\w+)/g,
    (_whole, name: string) => `#/components/schemas/${prefix}_${name}`,
  );
  const schemas = JSON.parse(text) as Record<string, JsonSchema & { $defs?: Record<string, JsonSchema> }>;
  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    if (id === '__shared') {
      for (const [name, def] of Object.entries(schema.$defs ?? {})) components[`${prefix}_${name}`] = def;
      continue;
    }
    const { $schema: _schema, $id: _id, ...rest } = schema;
    components[id] = rest;
  }
  return components;
}

function queryParameters(schema: z.core.$ZodType): JsonSchema[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

const errorTable = (): string =>
  [
    '| errorCode | HTTP status |',
    '|---|---|',
    ...Object.values(ERROR_CODES).map((e) => `| \`${e.code}\` | ${e.status} |`),
  ].join('\n');

const DESCRIPTION = `Our implementation of the white-label platform API (platform-api.md), generated from \`packages/contract\`.

**Envelope.** Every JSON answer is \`{"success": true, "value": …}\` or
\`{"success": false, "errorCode": "…", "message": "…", "value"?: …}\`. Branch on \`success\`; \`message\` is
localised by the \`Language\` header.

**Headers.** \`${HEADER.merchant}\` (merchant code, exactly once; a duplicate is \`function.not.available\`),
\`${HEADER.language}\` (${LANGUAGES.join(', ')}; default ${DEFAULT_LANGUAGE}), \`${HEADER.authorization}\` (the raw
session token, no \`Bearer\` prefix; omitted for guests). The operator API (\`/ops/...\`) takes an operator token
there instead, never a member session.

**Module switches.** An endpoint whose module id is switched off in the merchant's white-label tree answers
\`function.not.available\`.

**Error codes.**

${errorTable()}`;

/** The OpenAPI 3.1 document of every registered endpoint, with query, body and response schemas. */
export function buildOpenApiDocument(
  endpoints: readonly RegisteredEndpoint[],
  version: string,
  /** Routes outside the contract (pages, provider callbacks), described by hand; merged after the endpoints. */
  extraPaths: OpenApiDocument['paths'] = {},
): OpenApiDocument {
  const requestEntries: (readonly [string, z.core.$ZodType])[] = [];
  const responseEntries: (readonly [string, z.core.$ZodType])[] = [...NAMED_SCHEMAS];
  // A schema shared by several endpoints (the login result, the registration body) becomes one component,
  // named after the first endpoint that uses it.
  const ids = new Map<z.core.$ZodType, string>(NAMED_SCHEMAS.map(([id, schema]) => [schema, id]));
  const name = (schema: z.core.$ZodType, id: string) => {
    if (!ids.has(schema)) ids.set(schema, id);
    return ids.get(schema) ?? id;
  };
  for (const { endpoint } of endpoints) {
    if (endpoint.query !== undefined)
      requestEntries.push([name(endpoint.query, `${pascal(endpoint.name)}Query`), endpoint.query]);
    if (endpoint.body !== undefined)
      requestEntries.push([name(endpoint.body, `${pascal(endpoint.name)}Body`), endpoint.body]);
    responseEntries.push([name(endpoint.response, `${pascal(endpoint.name)}Value`), endpoint.response]);
  }
  const responseComponents = toComponents(responseEntries, 'output');
  const schemas: Record<string, JsonSchema> = {
    ...toComponents(requestEntries, 'input'),
    ...responseComponents,
    ErrorCode: { type: 'string', enum: [...ERROR_CODE_LIST] },
    Failure: {
      type: 'object',
      required: ['success', 'errorCode', 'message'],
      properties: {
        success: { const: false },
        errorCode: componentRef('ErrorCode'),
        message: { type: 'string', description: 'Localised by the Language header' },
        value: { description: 'Optional detail, e.g. `{"field": "username"}` for request_param_err' },
      },
    },
  };
  const valueRef = (endpoint: RegisteredEndpoint['endpoint']) =>
    componentRef(ids.get(endpoint.response) ?? `${pascal(endpoint.name)}Value`);
  schemas.EncryptedBody = {
    type: 'object',
    required: ['value'],
    properties: { value: { type: 'string', description: 'base64(iv ‖ AES-256-GCM ciphertext ‖ tag)' } },
    description:
      'Encrypted body (packages/contract/src/encryption.ts): AES-256-GCM over `{ts, nonce, data}` with the request path as additional data; the AES key wrapped with RSA-OAEP-SHA-256 in the `Encryption` header; `X-RSA` = the modulus used; `X-Digest` = `value`.',
  };

  const paths: OpenApiDocument['paths'] = {};
  for (const registered of endpoints) {
    const { endpoint, merchantRequired, methods } = registered;
    const parameters: JsonSchema[] = [
      ...(merchantRequired ? [{ $ref: '#/components/parameters/Merchant' }] : []),
      { $ref: '#/components/parameters/Language' },
      ...(endpoint.token === 'none'
        ? []
        : [
            {
              $ref:
                endpoint.token === 'operator'
                  ? '#/components/parameters/OperatorAuthorization'
                  : '#/components/parameters/Authorization',
            },
          ]),
      ...(endpoint.query === undefined ? [] : queryParameters(endpoint.query)),
    ];
    const failures: Record<string, JsonSchema> = {
      400: { $ref: '#/components/responses/BadRequest' },
      405: { $ref: '#/components/responses/MethodNotSupported' },
      413: { $ref: '#/components/responses/TooLarge' },
      429: { $ref: '#/components/responses/TooMany' },
      500: { $ref: '#/components/responses/Busy' },
      ...(endpoint.token === 'required' ? { 401: { $ref: '#/components/responses/NotLoggedIn' } } : {}),
      ...(endpoint.token === 'operator'
        ? { 401: { $ref: '#/components/responses/OperatorUnauthorized' } }
        : {}),
      ...(endpoint.body === undefined ? {} : { 415: { $ref: '#/components/responses/MediaType' } }),
    };
    const allPaths = [endpoint.path, ...(endpoint.aliases ?? [])];
    allPaths.forEach((path, index) => {
      for (const method of methods) {
        const operation: JsonSchema = {
          operationId: index === 0 ? endpoint.name : `${endpoint.name}Alias${index}`,
          summary: endpoint.summary,
          description: [
            endpoint.token === 'operator'
              ? `Module id: ${endpoint.moduleId ?? 'none'}. Operator API: an operator token in \`Authorization\`, never a member session.`
              : `Module id: ${endpoint.moduleId ?? 'none'}. Session: ${endpoint.token}.`,
            index > 0 ? `Alias of \`${endpoint.path}\`.` : '',
            merchantRequired ? '' : 'Needs no `Merchant` header.',
          ]
            .filter(Boolean)
            .join(' '),
          tags: [endpoint.group],
          parameters,
          responses: {
            200:
              endpoint.responseType === 'text'
                ? { description: 'Plain text', content: { 'text/plain': { schema: valueRef(endpoint) } } }
                : {
                    description: 'Success envelope',
                    content: {
                      'application/json': {
                        schema: {
                          type: 'object',
                          required: ['success', 'value'],
                          properties: { success: { const: true }, value: valueRef(endpoint) },
                        },
                      },
                    },
                  },
            ...failures,
          },
        };
        if (endpoint.body !== undefined) {
          const mediaType = expectedMediaType(endpoint.bodyType);
          const bodyRef = componentRef(ids.get(endpoint.body) ?? `${pascal(endpoint.name)}Body`);
          const files = endpoint.files;
          operation.requestBody = {
            required: true,
            description: endpoint.encrypted
              ? `Encrypted (see EncryptedBody); the decrypted \`data\` is ${bodyRef.$ref}`
              : files === undefined
                ? undefined
                : `Text parts as ${bodyRef.$ref}; up to ${String(files.maxCount)} file parts \`${files.field}\` of at most ${String(files.maxBytes)} bytes each, ${files.mediaTypes.join(' or ')} by content.`,
            content: {
              [mediaType]: {
                schema: endpoint.encrypted
                  ? componentRef('EncryptedBody')
                  : files === undefined
                    ? bodyRef
                    : {
                        allOf: [
                          bodyRef,
                          {
                            type: 'object',
                            properties: {
                              [files.field]: {
                                type: 'array',
                                maxItems: files.maxCount,
                                items: { type: 'string', format: 'binary' },
                              },
                            },
                          },
                        ],
                      },
              },
            },
          };
        }
        (paths[path] ??= {})[method.toLowerCase()] = operation;
      }
    });
  }

  const failure = (description: string) => ({
    description,
    content: { 'application/json': { schema: componentRef('Failure') } },
  });
  for (const [path, operations] of Object.entries(extraPaths))
    paths[path] = { ...paths[path], ...operations };
  const groups = [...new Set(endpoints.map((e) => e.endpoint.group))];
  return {
    openapi: '3.1.0',
    info: { title: 'Platform API', version, description: DESCRIPTION },
    tags: groups.map((name) => ({ name, description: `platform-api.md §4, ${name} endpoints` })),
    paths,
    components: {
      schemas,
      parameters: {
        Merchant: {
          name: HEADER.merchant,
          in: 'header',
          required: true,
          description: 'Merchant code, exactly once',
          schema: { type: 'string', example: 'demo' },
        },
        Language: {
          name: HEADER.language,
          in: 'header',
          required: false,
          description: `Language of \`message\`; anything else means ${DEFAULT_LANGUAGE}`,
          schema: { type: 'string', enum: [...LANGUAGES], default: DEFAULT_LANGUAGE },
        },
        Authorization: {
          name: HEADER.authorization,
          in: 'header',
          required: false,
          description: 'Raw session token (no Bearer prefix); omitted for guests',
          schema: { type: 'string' },
        },
        OperatorAuthorization: {
          name: HEADER.authorization,
          in: 'header',
          required: true,
          description:
            "Operator token (a `Bearer ` prefix is tolerated): one of `OPERATOR_TOKENS` or of the merchant's `payments.operators`; its name is recorded with every review",
          schema: { type: 'string' },
        },
      },
      responses: {
        BadRequest: failure(
          '`request_param_err` (names the field), `merchant.missing`, `merchant.unknown`, `function.not.available`',
        ),
        NotLoggedIn: failure('`login.not.session`'),
        OperatorUnauthorized: failure(
          '`operator.unauthorized`: no operator token, an unknown one, or a member session token',
        ),
        MethodNotSupported: failure('`http_method_not_support`'),
        TooLarge: failure('`request.too.large`'),
        MediaType: failure('`request.media.type`'),
        TooMany: failure('`request.too.many`'),
        Busy: failure(
          '`system.busy`: 500 when something failed on our side (details are logged, never sent), 503 with `Retry-After` when the server sheds load',
        ),
      },
    },
  };
}
