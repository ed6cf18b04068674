/**
 * Generated from a freshly migrated database by `npm run db:types -w apps/server` (src/db/schema-codegen.ts):
 * do not edit. src/db/__tests__/schema-types.test.ts fails when the migrations and this file disagree.
 */
import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<T, T | undefined, T>;

export interface AgentContractSettlements {
  active_members: number;
  agent_id: number;
  amount_cents: number;
  contract_id: number;
  created_at: number;
  id: Generated<number>;
  kind: 'DAILY_SALARY' | 'DIVIDEND' | 'HOURLY_SALARY';
  net_loss_cents: number;
  period_end: number;
  period_key: string;
  period_start: number;
  rate_ppm: number;
  turnover_cents: number;
}

export interface AgentOpenedAccounts {
  agent_id: number;
  created_at: number;
  member_id: number;
  request_id: string;
}

export interface AgentRebateRates {
  changed_at: number;
  from_day: string;
  member_id: number;
  rate_bp: number;
}

export interface AgentRebates {
  agent_id: number;
  amount_cents: number;
  created_at: number;
  id: Generated<number>;
  period_end: number;
  period_key: string;
  period_start: number;
  turnover_cents: number;
}

export interface AnnouncementReads {
  announcement_id: number;
  member_id: number;
  read_at: number;
}

export interface Announcements {
  content: Generated<string>;
  display_speed: Generated<number>;
  enabled: Generated<number>;
  execution: Generated<string>;
  external_link: Generated<string>;
  group_name: Generated<string>;
  id: Generated<number>;
  image_path: Generated<string>;
  language: string;
  linkage: Generated<string>;
  linkage_type: Generated<string>;
  merchant_code: string;
  promotion_type: Generated<string>;
  published_at: number | null;
  sort_order: Generated<number>;
  title: string;
  type: string;
}

export interface BannerClicks {
  banner_id: Generated<number>;
  clicks: number;
  last_clicked_at: number;
}

export interface Captchas {
  answer_hash: string;
  expires_at: number;
  id_hash: string;
}

export interface Countries {
  code: string;
  dialing_code: string;
  enabled: Generated<number>;
  name_en: string;
  name_ty: string | null;
  sort_order: number;
}

export interface DepositReceipts {
  created_at: number;
  data: Buffer;
  deposit_id: Generated<number>;
  media_type: 'image/png' | 'image/jpeg';
  sha256: string;
  size_bytes: number;
}

export interface Deposits {
  amount_cents: number;
  bonus_cents: number;
  bonus_turnover_x100: Generated<number>;
  channel_id: string;
  channel_kind: 'ewallet' | 'online_bank' | 'manual_bank';
  channel_name: string;
  created_at: number;
  expires_at: number | null;
  failure_reason: Generated<'' | 'declined' | 'expired'>;
  fee_cents: number;
  id: Generated<number>;
  member_id: number;
  merchant_code: string;
  pay_url: Generated<string>;
  payer_name: Generated<string>;
  promotion_first_only: Generated<number>;
  promotion_id: string | null;
  provider: string;
  provider_reference: string | null;
  reference: string;
  request_hash: string;
  request_id: string;
  review_reason: Generated<string>;
  review_request_id: string | null;
  reviewed_at: number | null;
  reviewed_by: string | null;
  status: 'pending' | 'reviewing' | 'success' | 'failed' | 'rejected';
  transfer_reference: Generated<string>;
  updated_at: number;
}

export interface FavoriteGames {
  created_at: number;
  game_id: number;
  member_id: number;
}

export interface Feedback {
  content: string;
  created_at: number;
  id: Generated<number>;
  member_id: number;
}

export interface FeedbackImages {
  data: Buffer | null;
  feedback_id: number;
  file_name: string;
  id: Generated<number>;
  media_type: 'image/png' | 'image/jpeg';
  sha256: string;
  size_bytes: number;
}

export interface FundsPasswordGuard {
  failures: Generated<number>;
  locked_until: number | null;
  member_id: Generated<number>;
}

export interface GameRounds {
  created_at: number;
  draw_at: Generated<number>;
  free_play: Generated<number>;
  game_id: number;
  id: Generated<number>;
  member_id: number;
  outcome: Generated<string>;
  payout_cents: Generated<number>;
  pick: Generated<string>;
  rebate_id: number | null;
  request_key: string | null;
  settled_at: number | null;
  stake_cents: number;
  status: 'open' | 'settled';
  ticket_hash: string | null;
}

export interface Games {
  classify: Generated<string>;
  created_at: number;
  enabled: number;
  freeplay: Generated<number>;
  game_code: string;
  game_type: string;
  hot_rank: number | null;
  id: Generated<number>;
  is_new: Generated<number>;
  min_bet_cents: number;
  min_line: Generated<number>;
  name_en: string;
  name_ty: string | null;
  node_id: string;
  play_kind: 'slot' | 'draw';
  prize_mode: Generated<string>;
  sort_order: number;
  vendor_code: string;
}

export interface GameTickets {
  back_url: string;
  created_at: number;
  demo_balance_cents: number | null;
  expires_at: number;
  free_play: Generated<number>;
  game_id: number;
  language: string;
  last_used_at: number;
  member_id: number;
  merchant_code: string;
  session_hash: string;
  ticket_hash: string;
}

export interface GameVendors {
  category: string;
  classify: Generated<string>;
  code: string;
  display_name: string;
  enabled: number;
  game_type: string;
  is_game: 'VASSALAGE' | 'GAME';
  offers: Generated<string>;
  sort_order: number;
}

export interface HelpArticles {
  bg_color: Generated<string>;
  content: string;
  enabled: Generated<number>;
  id: Generated<number>;
  language: string;
  merchant_code: string;
  parent_id: number | null;
  sort_order: Generated<number>;
  tag: Generated<string>;
  title: string;
}

export interface HotMatches {
  away_image_path: Generated<string>;
  away_team: string;
  enabled: Generated<number>;
  home_image_path: Generated<string>;
  home_team: string;
  id: Generated<number>;
  language: string;
  league: string;
  match_time: number | null;
  merchant_code: string;
  node_id: Generated<string>;
  room_id: Generated<string>;
  sort_order: Generated<number>;
  starts_in_minutes: number | null;
  vendor: Generated<string>;
}

export interface InboxMessages {
  content: string;
  created_at: number;
  id: Generated<number>;
  member_id: number;
  read_at: number | null;
  title: string;
  translations: Generated<string>;
}

export interface LoginFailures {
  account_key: string;
  created_at: number;
  id: Generated<number>;
  ip: string;
  merchant_code: string;
}

export interface MailOutbox {
  body: string;
  code: string;
  id: Generated<number>;
  recipient: string;
  sent_at: number;
  subject: string;
}

export interface MemberContracts {
  decided_at: number | null;
  id: Generated<number>;
  kind: 'DAILY_SALARY' | 'DIVIDEND' | 'HOURLY_SALARY';
  member_id: number;
  offered_at: number;
  offered_by: number | null;
  status: 'pending' | 'accepted' | 'rejected';
  terms: Generated<string>;
}

export interface MemberPromotions {
  amount_cents: Generated<number>;
  claim_request_id: string | null;
  claimed_at: number | null;
  expires_at: number | null;
  id: Generated<number>;
  issue_key: string | null;
  issued_at: number;
  kind: Generated<string>;
  member_id: number;
  operator: string | null;
  promotion_id: Generated<string>;
  remark: Generated<string>;
  reviewed_at: number | null;
  status: Generated<'applying' | 'issued' | 'claimed' | 'rejected'>;
  title: string;
  turnover_x100: Generated<number>;
}

export interface Members {
  account: string;
  account_key: string;
  affiliate_code: string | null;
  agent_rebate_bp: Generated<number>;
  dialing_code: string | null;
  email: Generated<string>;
  facebook: Generated<string>;
  first_login: Generated<number>;
  id: Generated<number>;
  id_number: Generated<string>;
  line: Generated<string>;
  merchant_code: string;
  mobile: string | null;
  nickname: Generated<string>;
  password_expired: Generated<number>;
  password_hash: string;
  payee_name: Generated<string>;
  payment_password_hash: string | null;
  qq_num: Generated<string>;
  recommender_id: Generated<string>;
  reg_date: number;
  register_method: Generated<string>;
  register_url: Generated<string>;
  status: 'active' | 'disabled';
  temp_password_expires_at: number | null;
  temp_password_hash: string | null;
  type: number;
  upline_id: number | null;
  vip_level: Generated<number>;
  wechat: Generated<string>;
  whatsapp: Generated<string>;
  zalo: Generated<string>;
}

export interface Merchants {
  code: string;
  config: string;
  created_at: ColumnType<string, string, never>;
  updated_at: string;
}

export interface PaymentCallbacks {
  amount_cents: number | null;
  id: Generated<number>;
  outcome: 'credited' | 'failed' | 'duplicate' | 'rejected';
  provider: string;
  provider_reference: Generated<string>;
  reason: Generated<string>;
  received_at: number;
  reference: Generated<string>;
}

export interface PayoutAccounts {
  account_name: string;
  account_number: string;
  created_at: number;
  id: Generated<number>;
  kind: 'bank' | 'ewallet';
  member_id: number;
  provider_code: string;
}

export interface RateLimitCounters {
  client_key: string;
  hits: number;
  resets_at: number;
  scope: string;
}

export interface Rebates {
  amount_cents: number;
  created_at: number;
  id: Generated<number>;
  kind: 'auto' | 'manual';
  member_id: number;
  period_end: number;
  period_start: number;
  product_type: string;
  rate_x100: number;
  settle_key: string;
  turnover_cents: number;
}

export interface RecentGames {
  game_id: number;
  member_id: number;
  played_at: number;
}

export interface RedRains {
  envelopes: number;
  merchant_code: string;
  paid_cents: number;
  rain_key: string;
}

export interface RsaKeys {
  created_at: number;
  generation: Generated<number>;
  modulus_hex: string;
  sealed_private_key: string;
}

export interface SecurityAnswers {
  answer_hash: string;
  created_at: number;
  member_id: number;
  question_id: number;
}

export interface SeedRuns {
  applied_at: string;
  name: string;
}

export interface Sessions {
  created_at: number;
  device: string;
  expires_at: number;
  ip: string;
  last_seen_at: number;
  member_id: number;
  revoked_at: number | null;
  token_hash: string;
}

export interface SmsCodes {
  attempts: Generated<number>;
  code_hash: string;
  consumed_at: number | null;
  created_at: number;
  dialing_code: string;
  expires_at: number;
  id: Generated<number>;
  ip: string;
  merchant_code: string;
  mobile: string;
  purpose: string;
}

export interface SmsOutbox {
  body: string;
  code: string;
  id: Generated<number>;
  recipient: string;
  sent_at: number;
  subject: string;
}

export interface SocialIdentities {
  created_at: number;
  display_name: Generated<string>;
  email: Generated<string>;
  id: Generated<number>;
  last_sign_in_at: number;
  member_id: number;
  merchant_code: string;
  provider: string;
  subject: string;
}

export interface SocialSignInAttempts {
  affiliate_code: Generated<string>;
  code_verifier: string;
  created_at: number;
  expires_at: number;
  id: string;
  link_member_id: number | null;
  merchant_code: string;
  nonce: string;
  provider: string;
  redirect_uri: string;
  referral_code: Generated<string>;
  register_method: Generated<string>;
  register_url: Generated<string>;
  state: string;
}

export interface SocialTelegramPayloads {
  expires_at: number;
  hash: string;
}

export interface SupportConversations {
  contact: string | null;
  created_at: number;
  guest_key_sha256: string | null;
  id: Generated<number>;
  language: string;
  member_id: number | null;
  merchant_code: string;
  status: 'open' | 'answered';
  updated_at: number;
}

export interface SupportImages {
  data: Buffer;
  id: Generated<number>;
  media_type: 'image/png' | 'image/jpeg';
  message_id: number;
  sha256: string;
  size_bytes: number;
}

export interface SupportMessages {
  author: 'player' | 'operator';
  content: string;
  conversation_id: number;
  created_at: number;
  id: Generated<number>;
  operator: string | null;
  request_id: string;
}

export interface ThrottleEvents {
  created_at: number;
  id: Generated<number>;
  key: string;
  kind: string;
}

export interface UplineTransfers {
  amount_cents: number;
  created_at: number;
  id: Generated<number>;
  member_id: number;
  reference: string;
  request_hash: string;
  request_id: string;
  upline_id: number;
}

export interface UsedNonces {
  expires_at: number;
  nonce: string;
}

export interface Wallets {
  account_type_id: number;
  balance_cents: Generated<number>;
  member_id: number;
  updated_at: number;
}

export interface WalletTransactions {
  account_type_id: number;
  amount_cents: number;
  balance_after_cents: number;
  created_at: number;
  id: Generated<number>;
  member_id: number;
  reference: Generated<string>;
  round_id: number | null;
  turnover_cents: Generated<number>;
  type: string;
}

export interface WinnerBoard {
  customer_name: string;
  game_category: string;
  game_name: string;
  game_type: string;
  icon_path: Generated<string>;
  id: Generated<number>;
  merchant_code: string;
  node_id: string;
  vendor: string;
  win_amount_cents: number;
}

export interface Withdrawals {
  amount_cents: number;
  created_at: number;
  id: Generated<number>;
  member_id: number;
  merchant_code: string;
  payout_account_id: number;
  provider_name: string;
  reference: string;
  remark: Generated<string>;
  request_hash: string;
  request_id: string;
  review_reason: Generated<string>;
  review_request_id: string | null;
  reviewed_at: number | null;
  reviewed_by: string | null;
  status: 'pending' | 'paid' | 'rejected';
  updated_at: number;
}

export interface DB {
  agent_contract_settlements: AgentContractSettlements;
  agent_opened_accounts: AgentOpenedAccounts;
  agent_rebate_rates: AgentRebateRates;
  agent_rebates: AgentRebates;
  announcement_reads: AnnouncementReads;
  announcements: Announcements;
  banner_clicks: BannerClicks;
  captchas: Captchas;
  countries: Countries;
  deposit_receipts: DepositReceipts;
  deposits: Deposits;
  favorite_games: FavoriteGames;
  feedback: Feedback;
  feedback_images: FeedbackImages;
  funds_password_guard: FundsPasswordGuard;
  game_rounds: GameRounds;
  game_tickets: GameTickets;
  game_vendors: GameVendors;
  games: Games;
  help_articles: HelpArticles;
  hot_matches: HotMatches;
  inbox_messages: InboxMessages;
  login_failures: LoginFailures;
  mail_outbox: MailOutbox;
  member_contracts: MemberContracts;
  member_promotions: MemberPromotions;
  members: Members;
  merchants: Merchants;
  payment_callbacks: PaymentCallbacks;
  payout_accounts: PayoutAccounts;
  rate_limit_counters: RateLimitCounters;
  rebates: Rebates;
  recent_games: RecentGames;
  red_rains: RedRains;
  rsa_keys: RsaKeys;
  security_answers: SecurityAnswers;
  seed_runs: SeedRuns;
  sessions: Sessions;
  sms_codes: SmsCodes;
  sms_outbox: SmsOutbox;
  social_identities: SocialIdentities;
  social_sign_in_attempts: SocialSignInAttempts;
  social_telegram_payloads: SocialTelegramPayloads;
  support_conversations: SupportConversations;
  support_images: SupportImages;
  support_messages: SupportMessages;
  throttle_events: ThrottleEvents;
  upline_transfers: UplineTransfers;
  used_nonces: UsedNonces;
  wallet_transactions: WalletTransactions;
  wallets: Wallets;
  winner_board: WinnerBoard;
  withdrawals: Withdrawals;
}
