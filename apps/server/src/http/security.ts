import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Content-Security-Policy directives of the app (ARCHITECTURE.md: no inline script, ever). `imageOrigins`: the
 * origins of the merchants' absolute CDN bases, where the client loads banners and icons from.
 */
export function cspDirectives(
  apiOrigin: string | null,
  imageOrigins: readonly string[] = [],
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // antd-mobile sets style attributes at run time; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': apiOrigin === null ? ["'self'"] : ["'self'", apiOrigin],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

export function cspHeader(apiOrigin: string | null, imageOrigins: readonly string[] = []): string {
  return Object.entries(cspDirectives(apiOrigin, imageOrigins))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** HSTS over plain http would be ignored at best; sent only when the request arrived over https. */
const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  apiOrigin: string | null,
  imageOrigins: readonly string[] = [],
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(apiOrigin, imageOrigins) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
