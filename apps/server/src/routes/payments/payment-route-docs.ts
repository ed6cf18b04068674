import type { OpenApiDocument } from '../../http/openapi.ts';
import { SIMULATED_HEADERS } from '../../domain/payments/providers/simulated-gateway.ts';
import { RECEIPT_PATH } from '../operator/operator-deposit-routes.ts';
import { CALLBACK_PATH } from './payment-routes.ts';
import { SUPPORT_IMAGE_PATH } from '../support/support-routes.ts';

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
});
const reference = (where: 'path' | 'query') => ({
  name: 'reference',
  in: where,
  required: true,
  description: 'Our deposit reference, e.g. `DP20261125K7QM2XTA`',
  schema: { type: 'string', pattern: '^[A-Z0-9]{8,40}$' },
});
const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});

const payForm = (button: 'Pay' | 'Cancel') => ({
  operationId: `simulatedGateway${button}`,
  summary: `Simulated gateway: the player pressed ${button}`,
  description:
    `The gateway sends its signed notification (${button === 'Pay' ? '`paid`' : '`failed`'}) to ` +
    '`POST /wps/payments/callback/simulated` over HTTP, through the same verification as any provider, then sends ' +
    'the player back to `/m/voucherCenter?deposit=<reference>`. Nothing is sent for a deposit no longer pending.',
  tags: ['wallet'],
  parameters: [reference('path')],
  responses: { 303: { description: 'Back to the deposit page' }, 404: html('Unknown reference') },
});

/**
 * The payment routes that are not contract endpoints, for the OpenAPI document at /docs (app.ts merges them): they
 * answer HTML, image bytes or a provider's protocol rather than a call of the web app.
 */
export const PAYMENT_ROUTE_DOCS: OpenApiDocument['paths'] = {
  [`${CALLBACK_PATH}/{provider}`]: {
    post: {
      operationId: 'paymentCallback',
      summary: 'Payment provider notification (server to server)',
      description:
        'Verified by the provider module: for `simulated`, `' +
        SIMULATED_HEADERS.signature +
        '` is the hex HMAC-SHA-256 of `<' +
        SIMULATED_HEADERS.timestamp +
        '>.<body as sent>` under a key derived from `PAYMENT_SIMULATOR_SECRET`, and the timestamp (ms) must be within 5 ' +
        'minutes. Every notification is logged (`payment_callbacks`). A verified one is applied once per provider ' +
        'reference: `credited`, `failed` (the payment failed), `duplicate` (applied before, nothing moved) or ' +
        '`rejected` with a reason (`unknown_deposit`, `amount_mismatch` — the amount must be the deposit plus its fee —, ' +
        '`expired`, `not_pending`); all answered 200 so that the provider stops resending.',
      tags: ['wallet'],
      parameters: [
        { name: 'provider', in: 'path', required: true, schema: { type: 'string', enum: ['simulated'] } },
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['reference', 'providerReference', 'amountCents', 'status'],
              properties: {
                reference: { type: 'string' },
                providerReference: { type: 'string' },
                amountCents: { type: 'integer', description: 'What the player paid: amount and fee' },
                status: { type: 'string', enum: ['paid', 'failed'] },
              },
            },
          },
        },
      },
      responses: {
        200: {
          description: 'What became of it',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  success: { const: true },
                  value: {
                    type: 'object',
                    properties: {
                      outcome: { type: 'string', enum: ['credited', 'failed', 'duplicate', 'rejected'] },
                      reason: { type: 'string' },
                      reference: { type: 'string' },
                    },
                  },
                },
              },
            },
          },
        },
        401: failure('`payment.notification.invalid`: signature, timestamp or shape does not verify'),
        404: failure('`request.not.found`: no such provider'),
        415: failure('`request.media.type`: not JSON'),
      },
    },
  },
  '/pay/sim/{reference}': {
    get: {
      operationId: 'simulatedGatewayPage',
      summary: 'Simulated gateway: the hosted pay page (the `payUrl` of a deposit on a `simulated` channel)',
      description:
        'Server-rendered HTML in `?lang=EN` or `TY` (default TY): merchant, channel, amount, fee, total, Pay and Cancel.',
      tags: ['wallet'],
      parameters: [
        reference('path'),
        { name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: ['TY', 'EN'] } },
      ],
      responses: { 200: html('The page'), 404: html('Unknown reference') },
    },
  },
  '/pay/sim/{reference}/pay': { post: payForm('Pay') },
  '/pay/sim/{reference}/cancel': { post: payForm('Cancel') },
  [RECEIPT_PATH]: {
    get: {
      operationId: 'getOperatorReceipt',
      summary: 'Operator: the receipt image of a manual deposit',
      description:
        'The bytes as uploaded (PNG or JPEG, told by content), `cache-control: no-store`, `x-content-type-options: nosniff`. ' +
        'Same checks as the operator endpoints: `Merchant`, then an operator token in `Authorization`.',
      tags: ['operator'],
      parameters: [
        { $ref: '#/components/parameters/Merchant' },
        { $ref: '#/components/parameters/OperatorAuthorization' },
        reference('query'),
      ],
      responses: {
        200: {
          description: 'The image',
          content: { 'image/png': {}, 'image/jpeg': {} },
        },
        400: { $ref: '#/components/responses/BadRequest' },
        401: { $ref: '#/components/responses/OperatorUnauthorized' },
        404: failure('`record.not.found`: no receipt of that reference for this merchant'),
      },
    },
  },
  [SUPPORT_IMAGE_PATH]: {
    get: {
      operationId: 'getSupportImage',
      summary: 'Operator: a screenshot of a customer-support message (issue 17)',
      description:
        'The bytes as uploaded (PNG or JPEG, told by content), `cache-control: no-store`, `x-content-type-options: nosniff`; ' +
        'the id is one of `listSupportConversations`’s images. Same checks as the operator endpoints.',
      tags: ['operator'],
      parameters: [
        { $ref: '#/components/parameters/Merchant' },
        { $ref: '#/components/parameters/OperatorAuthorization' },
        {
          name: 'id',
          in: 'query',
          required: true,
          schema: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' },
        },
      ],
      responses: {
        200: { description: 'The image', content: { 'image/png': {}, 'image/jpeg': {} } },
        400: { $ref: '#/components/responses/BadRequest' },
        401: { $ref: '#/components/responses/OperatorUnauthorized' },
        404: failure('`record.not.found`: no screenshot of that id for this merchant'),
      },
    },
  },
};
