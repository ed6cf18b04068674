import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './0001_merchants_seeds_countries.ts';
import * as m0002 from './0002_accounts.ts';
import * as m0003 from './0003_temporary_passwords.ts';
import * as m0004 from './0004_shell_and_home.ts';
import * as m0005 from './0005_vip_level.ts';
import * as m0006 from './0006_games.ts';
import * as m0007 from './0007_member_center.ts';
import * as m0008 from './0008_bet_request_keys.ts';
import * as m0009 from './0009_rsa_keys.ts';
import * as m0010 from './0010_rate_limit_counters.ts';
import * as m0011 from './0011_feedback_image_data.ts';
import * as m0012 from './0012_deposits.ts';
import * as m0013 from './0013_withdrawals.ts';
import * as m0014 from './0014_inbox_translations.ts';
import * as m0015 from './0015_promotions.ts';
import * as m0016 from './0016_support.ts';
import * as m0017 from './0017_social_identities.ts';
import * as m0018 from './0018_agent_money.ts';
import * as m0019 from './0019_agent_contract_settlements.ts';
import * as m0020 from './0020_agent_rate_history.ts';
import * as m0021 from './0021_red_rains.ts';

/**
 * Every migration in order, under the name stored in a database's `kysely_migration` table: one file per
 * migration, named as the migration. Listed here rather than globbed, so they ship with the server and need no
 * file reads. Never edit an applied migration (its name and SQL are what existing databases recorded): add the
 * next file and list it here.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_merchants_seeds_countries': m0001,
  '0002_accounts': m0002,
  '0003_temporary_passwords': m0003,
  '0004_shell_and_home': m0004,
  '0005_vip_level': m0005,
  '0006_games': m0006,
  '0007_member_center': m0007,
  '0008_bet_request_keys': m0008,
  '0009_rsa_keys': m0009,
  '0010_rate_limit_counters': m0010,
  '0011_feedback_image_data': m0011,
  '0012_deposits': m0012,
  '0013_withdrawals': m0013,
  '0014_inbox_translations': m0014,
  '0015_promotions': m0015,
  '0016_support': m0016,
  '0017_social_identities': m0017,
  '0018_agent_money': m0018,
  '0019_agent_contract_settlements': m0019,
  '0020_agent_rate_history': m0020,
  '0021_red_rains': m0021,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...MIGRATIONS }),
};
