import type { Db } from '../../db/database.ts';
import { guardRepository } from './guard-repository.ts';
import { membersRepository } from './members-repository.ts';
import { sessionsRepository } from './sessions-repository.ts';

/**
 * Every query of the accounts module, one object per database or transaction. The queries are kept in files by
 * topic (members, sessions, the guards against abuse), each a repository of its own.
 */
export function accountsRepository(db: Db) {
  return { ...membersRepository(db), ...sessionsRepository(db), ...guardRepository(db) };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
