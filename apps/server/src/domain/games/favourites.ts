import type { UnitOfWork } from '../unit-of-work.ts';
import type { CatalogueRepository } from './catalogue-repository.ts';

/**
 * A time after every earlier one of the member's rows: two actions in the same millisecond still keep their
 * order ("newest first" must not depend on the clock's resolution).
 */
const nextTime = (latest: number | null, now: number) => Math.max(now, (latest ?? 0) + 1);

export async function addFavorite(
  work: UnitOfWork<{ games: CatalogueRepository }>,
  memberId: number,
  gameId: number,
  now = Date.now(),
): Promise<void> {
  await work.run(async ({ games }) => {
    const at = nextTime(await games.latestFavoriteTime(memberId), now);
    await games.insertFavorite(memberId, gameId, at);
  });
}

/** Records a launch (with the repository of the launch's unit of work). */
export async function recordRecent(
  games: CatalogueRepository,
  memberId: number,
  gameId: number,
  now = Date.now(),
): Promise<void> {
  const at = nextTime(await games.latestRecentTime(memberId), now);
  await games.upsertRecent(memberId, gameId, at);
}
