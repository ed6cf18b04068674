import type { Db } from '../../db/database.ts';
import { betRecordsRepository } from './bet-records-repository.ts';
import { catalogueRepository } from './catalogue-repository.ts';
import { playRepository } from './play-repository.ts';

/**
 * Every query of the games module, one object per database or transaction. The queries are kept in files by
 * topic (catalogue, play, bet records), each a repository of its own.
 */
export function gamesRepository(db: Db) {
  return { ...catalogueRepository(db), ...playRepository(db), ...betRecordsRepository(db) };
}

export type GamesRepository = ReturnType<typeof gamesRepository>;
