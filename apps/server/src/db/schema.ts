import type { Insertable, Selectable } from 'kysely';
import type {
  Announcements,
  Countries,
  DB,
  GameRounds,
  Games,
  GameVendors,
  InboxMessages,
  MemberContracts,
  Members,
  Merchants,
} from './generated-schema.ts';

/**
 * The tables as Kysely sees them: generated from the migrations (generated-schema.ts, checked by
 * __tests__/schema-types.test.ts) plus what the generator cannot read from SQLite. The meaning of a column is
 * written beside its definition in migrations/.
 */
export interface DatabaseSchema extends DB {
  games_search: GamesSearchTable;
}

/**
 * FTS5 trigram index of the game names, kept by triggers on `games` (migration 0006). SQLite only: on PostgreSQL
 * `games_search` is a pg_trgm index of `games` itself, and the catalogue repository searches the names there.
 */
export interface GamesSearchTable {
  rowid: number;
  name_en: string;
  name_ty: string;
}

export type AnnouncementsTable = Announcements;
export type GameRoundsTable = GameRounds;
export type GamesTable = Games;
export type GameVendorsTable = GameVendors;
export type InboxMessagesTable = InboxMessages;

export type ContractKind = Selectable<MemberContracts>['kind'];

export type MemberRow = Selectable<Members>;
export type MerchantRow = Selectable<Merchants>;
export type CountryRow = Selectable<Countries>;
export type NewCountry = Insertable<Countries>;
