import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { getPlayState, placeBet } from '@h5/contract/endpoints/game-play.ts';
import { HEADER } from '@h5/contract/headers.ts';
import {
  makeMerchantsDir,
  makeTempDir,
  readDemoMerchant,
  startTestApp,
  type TestApp,
} from '../../../__tests__/test-app.ts';
import { failure, freePlayToken, ok } from './games-helpers.ts';

/** A second merchant of the same platform (tickets must not cross merchants). */
export const OTHER = 'other';
/** The game page's files in the web build, as Vite's manifest names them (apps/web/vite.config.ts). */
export const PLAY_FILES = { script: 'assets/play-Ab12Cd34.js', style: 'assets/play-Ef56Gh78.css' };

/** A web build in small: the app's index.html and the game page's entry with its hashed files. */
function makeWebBuild(dir: string): string {
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, PLAY_FILES.script), 'document.getElementById("play");\n');
  writeFileSync(join(dist, PLAY_FILES.style), '.play{margin:0}\n');
  const entry = { file: PLAY_FILES.script, name: 'play', src: 'src/play/play.ts', isEntry: true };
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({ 'src/play/play.ts': { ...entry, css: [PLAY_FILES.style] } }),
  );
  return dist;
}

/** The app of the game page's tests: the demo merchant, OTHER, and a web build with the page's files. */
export async function startPlayApp(): Promise<{ t: TestApp; close: () => Promise<void> }> {
  const temp = makeTempDir();
  const merchantsDir = makeMerchantsDir(temp.dir, {
    [`${OTHER}.json`]: { ...readDemoMerchant(), code: OTHER, trialMerchantCode: `${OTHER}_trial` },
  });
  const t = await startTestApp({ merchantsDir, webDist: makeWebBuild(temp.dir) });
  return {
    t,
    close: async () => {
      await t.close();
      temp.remove();
    },
  };
}

export const STATE = '/wps/game/inhouse/state';
export const ticketHeader = (ticket: string) => ({ headers: { [HEADER.gameTicket]: ticket } });
/** A new idempotency key per bet, as the game page makes one. */
export const betKey = () => randomBytes(16).toString('hex');

/** The game page's calls on the app `app()` answers (read at each call: the app starts in `beforeAll`). */
export function playCalls(app: () => TestApp) {
  const state = async (ticket: string) =>
    z.parse(getPlayState.response, await ok(app(), STATE, ticketHeader(ticket)));
  const stateFails = (ticket: string, merchant?: string) =>
    failure(app(), STATE, {
      headers: { [HEADER.gameTicket]: ticket, ...(merchant ? { merchant } : {}) },
    });
  const bet = async (ticket: string, stake: number, pick?: number[], requestId = betKey()) =>
    z.parse(
      placeBet.response,
      await ok(app(), '/wps/game/inhouse/bet', {
        method: 'POST',
        body: { ticket, stake, requestId, ...(pick ? { pick } : {}) },
      }),
    );
  const betFails = (ticket: string, stake: number, pick?: number[], requestId = betKey()) =>
    failure(app(), '/wps/game/inhouse/bet', {
      method: 'POST',
      body: { ticket, stake, requestId, ...(pick ? { pick } : {}) },
    });

  /** A member of our own, so the balance assertions do not share a wallet with other tests. */
  async function newPlayer(balanceCents: number): Promise<{ token: string; id: number }> {
    const t = app();
    const token = await freePlayToken(t);
    const id = (
      await t.app.platform.db
        .selectFrom('sessions')
        .select('member_id')
        .orderBy('created_at', 'desc')
        .orderBy('member_id', 'desc')
        .executeTakeFirstOrThrow()
    ).member_id;
    // A free-play account turned into a real one (type 0) with a known balance.
    await t.app.platform.db.updateTable('members').set({ type: 0 }).where('id', '=', id).execute();
    await t.app.platform.db
      .updateTable('wallets')
      .set({ balance_cents: balanceCents })
      .where('member_id', '=', id)
      .execute();
    return { token, id };
  }

  return { state, stateFails, bet, betFails, newPlayer };
}
