import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { SERVER_ROOT } from '../paths.ts';

export const CDN_ROOT = join(SERVER_ROOT, 'static', 'cdn');

/**
 * The demo merchant's image CDN (`imageCDNs: ["/cdn"]`): files shipped in `apps/server/static/cdn`. Their names
 * carry a version (`-v1`), so a changed image gets a new name and the files may be cached for a year.
 */
export async function registerCdn(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: CDN_ROOT,
      prefix: '/cdn/',
      index: false,
      dotfiles: 'ignore',
      cacheControl: true,
      maxAge: '365d',
      immutable: true,
    });
  });
}
