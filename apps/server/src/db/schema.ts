import type { ColumnType, Insertable, Selectable } from 'kysely';

/** Merchant configuration as loaded from `merchants/*.json`; `config` is the validated JSON text. */
export interface MerchantsTable {
  code: string;
  config: string;
  created_at: ColumnType<string, string, never>;
  updated_at: string;
}

/** One-time seeds already applied, so a restart never inserts demo data twice. */
export interface SeedRunsTable {
  name: string;
  applied_at: string;
}

/** Dialing codes for the phone pickers (`/wps/system/country`). */
export interface CountriesTable {
  code: string;
  dialing_code: string;
  name_en: string;
  /** Filipino name; null when it is the same as the English one. */
  name_ty: string | null;
  sort_order: number;
  /** 1 = listed, 0 = hidden; SQLite has no boolean. */
  enabled: ColumnType<number, number | undefined, number>;
}

type Generated<T> = ColumnType<T, T | undefined, T>;

/** Players, agents and trial accounts. Times are ms since the epoch. */
export interface MembersTable {
  id: Generated<number>;
  merchant_code: string;
  account: string;
  account_key: string;
  nickname: Generated<string>;
  type: number;
  password_hash: string;
  password_expired: Generated<number>;
  /** A temporary password mailed by forgot password (Argon2), pending until a login uses it or it expires. */
  temp_password_hash: Generated<string | null>;
  temp_password_expires_at: Generated<number | null>;
  reg_date: number;
  upline_id: number | null;
  dialing_code: string | null;
  mobile: string | null;
  email: Generated<string>;
  payment_password_hash: string | null;
  id_number: Generated<string>;
  qq_num: Generated<string>;
  facebook: Generated<string>;
  wechat: Generated<string>;
  line: Generated<string>;
  whatsapp: Generated<string>;
  zalo: Generated<string>;
  payee_name: Generated<string>;
  recommender_id: Generated<string>;
  affiliate_code: string | null;
  register_method: Generated<string>;
  register_url: Generated<string>;
  status: 'active' | 'disabled';
  first_login: Generated<number>;
  /** VIP level 0-99, answered as the `VIP<level>` club label. */
  vip_level: Generated<number>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  member_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip: string;
  device: string;
}

export interface SmsCodesTable {
  id: Generated<number>;
  merchant_code: string;
  /** `login` (no-session codes: SMS login, password by phone) or `register`. */
  purpose: string;
  dialing_code: string;
  mobile: string;
  code_hash: string;
  ip: string;
  created_at: number;
  expires_at: number;
  attempts: Generated<number>;
  consumed_at: number | null;
}

export interface CaptchasTable {
  /** SHA-256 of the cookie's random id. */
  id_hash: string;
  answer_hash: string;
  expires_at: number;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  merchant_code: string;
  account_key: string;
  ip: string;
  created_at: number;
}

export interface UsedNoncesTable {
  nonce: string;
  expires_at: number;
}

/** Generic rate-limit events (forgot password per IP and per account). */
export interface ThrottleEventsTable {
  id: Generated<number>;
  kind: string;
  key: string;
  created_at: number;
}

/** What the outbox delivery provider "sent"; `code` is the plain code or temporary password (development aid). */
export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  code: string;
  sent_at: number;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  merchant_code: string;
  /** One of the contract's ANNOUNCEMENT_TYPES. */
  type: string;
  group_name: Generated<string>;
  language: string;
  title: string;
  content: Generated<string>;
  /** Path below the merchant's image CDN, e.g. `banners/reg-welcome-en-v1.svg`. */
  image_path: Generated<string>;
  linkage_type: Generated<string>;
  linkage: Generated<string>;
  sort_order: Generated<number>;
  enabled: Generated<number>;
  /** Popups (PU): A after login, B before login, F first login; '' otherwise. */
  execution: Generated<string>;
  promotion_type: Generated<string>;
  /** Player notices (PL): marquee speed. */
  display_speed: Generated<number>;
  external_link: Generated<string>;
  /** Agent notices (A): publication time in ms; null for other types. */
  published_at: Generated<number | null>;
}

export interface HotMatchesTable {
  id: Generated<number>;
  merchant_code: string;
  language: string;
  league: string;
  home_team: string;
  away_team: string;
  home_image_path: Generated<string>;
  away_image_path: Generated<string>;
  vendor: Generated<string>;
  room_id: Generated<string>;
  node_id: Generated<string>;
  /** Fixed kick-off in ms; null when `starts_in_minutes` is set (demo rows stay in the future). */
  match_time: number | null;
  starts_in_minutes: number | null;
  sort_order: Generated<number>;
  enabled: Generated<number>;
}

export interface BannerClicksTable {
  banner_id: number;
  clicks: number;
  last_clicked_at: number;
}

export interface WinnerBoardTable {
  id: Generated<number>;
  merchant_code: string;
  game_category: string;
  customer_name: string;
  win_amount_cents: number;
  game_name: string;
  node_id: string;
  game_type: string;
  vendor: string;
  icon_path: Generated<string>;
}

export interface WalletsTable {
  member_id: number;
  account_type_id: number;
  balance_cents: Generated<number>;
  updated_at: number;
}

export interface InboxMessagesTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  content: string;
  created_at: number;
  read_at: number | null;
}

export interface MemberPromotionsTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  issued_at: number;
  expires_at: number | null;
  claimed_at: number | null;
}

export interface GameVendorsTable {
  code: string;
  display_name: string;
  /** Lobby category the vendor is listed under. */
  category: string;
  /** The vendor's own game type. */
  game_type: string;
  is_game: 'VASSALAGE' | 'GAME';
  /** JSON `[{key, en, ty}]`. */
  classify: Generated<string>;
  /** JSON array of further game types offered. */
  offers: Generated<string>;
  sort_order: number;
  /** Required on insert: the column's default (0) would hide the row. */
  enabled: ColumnType<number, number, number>;
}

export interface GamesTable {
  id: Generated<number>;
  node_id: string;
  game_code: string;
  vendor_code: string;
  game_type: string;
  name_en: string;
  name_ty: string | null;
  /** JSON array of vendor classify keys. */
  classify: Generated<string>;
  is_new: Generated<number>;
  hot_rank: number | null;
  freeplay: Generated<number>;
  min_bet_cents: number;
  min_line: Generated<number>;
  play_kind: 'slot' | 'draw';
  prize_mode: Generated<string>;
  sort_order: number;
  /** Required on insert: the column's default (0) would hide the row. */
  enabled: ColumnType<number, number, number>;
  created_at: number;
}

/** FTS5 trigram index of the game names (kept by triggers on `games`). */
export interface GamesSearchTable {
  rowid: number;
  name_en: string;
  name_ty: string;
}

export interface FavoriteGamesTable {
  member_id: number;
  game_id: number;
  created_at: number;
}

export interface RecentGamesTable {
  member_id: number;
  game_id: number;
  played_at: number;
}

/** The wallet ledger: one row per balance change, written with the balance in one transaction. */
export interface WalletTransactionsTable {
  id: Generated<number>;
  member_id: number;
  account_type_id: number;
  /** One of the contract's TRANSACTION_TYPES. */
  type: string;
  /** Signed centavos. */
  amount_cents: number;
  balance_after_cents: number;
  reference: Generated<string>;
  round_id: number | null;
  created_at: number;
}

export interface GameTicketsTable {
  /** SHA-256 (hex) of the ticket. */
  ticket_hash: string;
  member_id: number;
  game_id: number;
  session_hash: string;
  merchant_code: string;
  language: string;
  free_play: Generated<number>;
  demo_balance_cents: number | null;
  back_url: string;
  created_at: number;
  last_used_at: number;
  expires_at: number;
}

export interface GameRoundsTable {
  id: Generated<number>;
  member_id: number;
  game_id: number;
  free_play: Generated<number>;
  /** Set when the stake came from the ticket's demo balance. */
  ticket_hash: string | null;
  stake_cents: number;
  payout_cents: Generated<number>;
  status: 'open' | 'settled';
  outcome: Generated<string>;
  pick: Generated<string>;
  draw_at: Generated<number>;
  created_at: number;
  settled_at: number | null;
  /** The client's idempotency key of the bet (`placeBet.requestId`); unique per member. */
  request_key: string | null;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  merchant_code: string;
  language: string;
  /** A child article (answered in its parent's `children`); null at the top level. */
  parent_id: number | null;
  tag: Generated<string>;
  title: string;
  /** HTML, sanitised by the client. */
  content: string;
  bg_color: Generated<string>;
  sort_order: Generated<number>;
  enabled: Generated<number>;
}

export interface AnnouncementReadsTable {
  announcement_id: number;
  member_id: number;
  read_at: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  content: string;
  created_at: number;
}

export interface FeedbackImagesTable {
  id: Generated<number>;
  feedback_id: number;
  /** Generated name of the file in the feedback folder. */
  file_name: string;
  media_type: 'image/png' | 'image/jpeg';
  size_bytes: number;
  sha256: string;
}

export type ContractKind = 'DAILY_SALARY' | 'DIVIDEND' | 'HOURLY_SALARY';

export interface MemberContractsTable {
  id: Generated<number>;
  member_id: number;
  kind: ContractKind;
  offered_by: number | null;
  terms: Generated<string>;
  status: 'pending' | 'accepted' | 'rejected';
  offered_at: number;
  decided_at: number | null;
}

export interface DatabaseSchema {
  merchants: MerchantsTable;
  seed_runs: SeedRunsTable;
  countries: CountriesTable;
  members: MembersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  captchas: CaptchasTable;
  login_failures: LoginFailuresTable;
  used_nonces: UsedNoncesTable;
  throttle_events: ThrottleEventsTable;
  mail_outbox: OutboxTable;
  sms_outbox: OutboxTable;
  announcements: AnnouncementsTable;
  hot_matches: HotMatchesTable;
  banner_clicks: BannerClicksTable;
  winner_board: WinnerBoardTable;
  wallets: WalletsTable;
  inbox_messages: InboxMessagesTable;
  member_promotions: MemberPromotionsTable;
  game_vendors: GameVendorsTable;
  games: GamesTable;
  games_search: GamesSearchTable;
  favorite_games: FavoriteGamesTable;
  recent_games: RecentGamesTable;
  wallet_transactions: WalletTransactionsTable;
  game_tickets: GameTicketsTable;
  game_rounds: GameRoundsTable;
  help_articles: HelpArticlesTable;
  announcement_reads: AnnouncementReadsTable;
  feedback: FeedbackTable;
  feedback_images: FeedbackImagesTable;
  member_contracts: MemberContractsTable;
}

export type MemberRow = Selectable<MembersTable>;
export type SessionRow = Selectable<SessionsTable>;

export type MerchantRow = Selectable<MerchantsTable>;
export type CountryRow = Selectable<CountriesTable>;
export type NewCountry = Insertable<CountriesTable>;
