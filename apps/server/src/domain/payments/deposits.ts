import { createHash, randomInt } from 'node:crypto';
import type { DepositRecord, DepositStatus } from '@h5/contract/endpoints/deposit.ts';
import type { Language } from '@h5/contract/languages.ts';
import { ApiError, fieldError } from '../errors.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import { RECORD_UTC_OFFSET_MS, type PageOf, type RecordRange } from '../wallet/record-range.ts';
import { toDepositRecord } from './deposit-answers.ts';
import { assertMayDeposit, depositTerms, findChannel, toCents } from './deposit-channels.ts';
import type { DepositRepository, DepositRow } from './deposit-repository.ts';
import type { PaymentProviders } from './payment-provider.ts';
import type { PaymentsWork } from './payments-work.ts';

/** What the deposit rules are given: the repository, the unit of work of a deposit, the gateways and the clock. */
export interface DepositContext {
  readonly deposits: DepositRepository;
  readonly work: PaymentsWork;
  readonly providers: PaymentProviders;
  readonly now?: number;
}

/** The member making a deposit, as their session says. */
export interface Depositor {
  readonly memberId: number;
  readonly memberType: number;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_RANDOM_LENGTH = 8;

/** `DP`, the Manila date and 8 random characters (no 0/O, 1/I): `DP20261125K7QM2XTA`. */
export function newDepositReference(now: number): string {
  const day = new Date(now + RECORD_UTC_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  let random = '';
  for (let i = 0; i < REFERENCE_RANDOM_LENGTH; i++) {
    random += REFERENCE_ALPHABET.charAt(randomInt(REFERENCE_ALPHABET.length));
  }
  return `DP${day}${random}`;
}

/** SHA-256 of what a request asked for: the same request id with other content is `request.id.reused`. */
const requestHash = (parts: readonly (string | number)[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/**
 * The deposit made earlier with this request id, or, when there is none, the one `make` inserts, under the member's
 * lock so that two copies of one request arriving at once make one deposit. A request id used before for something
 * else is `request.id.reused`.
 */
async function onceForRequest(
  work: PaymentsWork,
  member: Depositor,
  request: { requestId: string; hash: string },
  make: (deposits: DepositRepository) => Promise<DepositRow>,
): Promise<DepositRow> {
  return work.run(async ({ deposits }) => {
    await deposits.lockMember(member.memberId);
    const prior = await deposits.findByRequest(member.memberId, request.requestId);
    if (prior !== undefined) {
      if (prior.request_hash !== request.hash) throw new ApiError('requestIdReused');
      return prior;
    }
    return make(deposits);
  });
}

export interface GatewayDepositInput {
  readonly channelId: string;
  /** Pesos, at most two decimals (the contract checked). */
  readonly amount: number;
  readonly promotionId?: string | undefined;
  readonly requestId: string;
}

/**
 * Starts a gateway deposit (e-wallet, online banking): the channel, the amount within its limits, the fee and the
 * promotion decided now; the deposit waits (`pending`) for the gateway's notification until the merchant's
 * `gatewayExpiryMinutes` have passed. Answers the deposit and the provider's page to send the player to. The same
 * request id again answers the same deposit and page.
 */
export async function createGatewayDeposit(
  context: DepositContext,
  merchant: MerchantConfig,
  member: Depositor,
  input: GatewayDepositInput,
  language: Language,
): Promise<{ deposit: DepositRecord; payUrl: string }> {
  const now = context.now ?? Date.now();
  assertMayDeposit(merchant, member.memberType);
  const amountCents = toCents(input.amount);
  const hash = requestHash(['gateway', input.channelId, amountCents, input.promotionId ?? '']);
  let deposit = await onceForRequest(
    context.work,
    member,
    { requestId: input.requestId, hash },
    async (deposits) => {
      const channel = findChannel(merchant, context.providers, input.channelId, 'gateway');
      const terms = await depositTerms(deposits, merchant, channel, {
        memberId: member.memberId,
        amountCents,
        promotionId: input.promotionId,
      });
      return deposits.insertDeposit({
        reference: newDepositReference(now),
        member_id: member.memberId,
        merchant_code: merchant.code,
        channel_id: channel.id,
        channel_name: channel.name,
        channel_kind: channel.kind,
        provider: channel.provider,
        amount_cents: terms.amountCents,
        fee_cents: terms.feeCents,
        bonus_cents: terms.bonusCents,
        promotion_id: terms.promotionId,
        promotion_first_only: terms.promotionFirstOnly ? 1 : 0,
        bonus_turnover_x100: terms.bonusTurnoverX100,
        status: 'pending',
        request_id: input.requestId,
        request_hash: hash,
        created_at: now,
        updated_at: now,
        expires_at: now + merchant.payments.deposit.gatewayExpiryMinutes * 60_000,
      });
    },
  );
  // The gateway is asked outside the transaction (a real one is a network call); a repeat of the request asks
  // again if the first attempt never got its answer.
  if (deposit.pay_url === '' && deposit.status === 'pending') {
    const provider = context.providers.get(deposit.provider);
    if (provider === undefined) throw new Error(`no payment provider "${deposit.provider}"`);
    const { payUrl } = await provider.startPayment({
      reference: deposit.reference,
      totalCents: deposit.amount_cents + deposit.fee_cents,
      currency: merchant.wallet.currency,
      language,
    });
    deposit =
      (await context.deposits.setPayUrl(deposit.id, payUrl)) ??
      (await context.deposits.findById(deposit.id)) ??
      deposit;
  }
  return { deposit: toDepositRecord(deposit, language), payUrl: deposit.pay_url };
}

export interface ManualDepositInput {
  readonly channelId: string;
  /** Pesos as the form sent them (the contract checked the pattern). */
  readonly amount: string;
  readonly payerName: string;
  readonly transferReference?: string | undefined;
  readonly promotionId?: string | undefined;
  readonly requestId: string;
}

/** The receipt image, its type told by its bytes (http/multipart.ts). */
export interface ReceiptFile {
  readonly mediaType: string;
  readonly data: Buffer;
}

/**
 * A manual bank transfer: the amount within the channel's limits, the payer's name and reference, one receipt
 * image stored with it in the database; it waits for an operator (`reviewing`). The same request id again (the
 * same receipt too) answers the same deposit.
 */
export async function submitManualDeposit(
  context: DepositContext,
  merchant: MerchantConfig,
  member: Depositor,
  input: ManualDepositInput,
  receipts: readonly ReceiptFile[],
  language: Language,
): Promise<{ deposit: DepositRecord }> {
  const now = context.now ?? Date.now();
  assertMayDeposit(merchant, member.memberType);
  const receipt = receipts[0];
  if (receipt === undefined) throw fieldError('receipt', 'missing');
  const amountCents = toCents(Number(input.amount));
  const sha256 = createHash('sha256').update(receipt.data).digest('hex');
  const transferReference = input.transferReference ?? '';
  const hash = requestHash([
    'manual',
    input.channelId,
    amountCents,
    input.promotionId ?? '',
    input.payerName,
    transferReference,
    sha256,
  ]);
  const deposit = await onceForRequest(
    context.work,
    member,
    { requestId: input.requestId, hash },
    async (deposits) => {
      const channel = findChannel(merchant, context.providers, input.channelId, 'manual');
      const duplicate = await deposits.findManualDuplicate(merchant.code, {
        sha256,
        channelId: channel.id,
        transferReference,
      });
      if (duplicate !== undefined) throw new ApiError('depositDuplicate');
      const terms = await depositTerms(deposits, merchant, channel, {
        memberId: member.memberId,
        amountCents,
        promotionId: input.promotionId,
      });
      const row = await deposits.insertDeposit({
        reference: newDepositReference(now),
        member_id: member.memberId,
        merchant_code: merchant.code,
        channel_id: channel.id,
        channel_name: channel.name,
        channel_kind: channel.kind,
        provider: channel.provider,
        amount_cents: terms.amountCents,
        fee_cents: terms.feeCents,
        bonus_cents: terms.bonusCents,
        promotion_id: terms.promotionId,
        promotion_first_only: terms.promotionFirstOnly ? 1 : 0,
        bonus_turnover_x100: terms.bonusTurnoverX100,
        status: 'reviewing',
        payer_name: input.payerName,
        transfer_reference: transferReference,
        request_id: input.requestId,
        request_hash: hash,
        created_at: now,
        updated_at: now,
        expires_at: null,
      });
      await deposits.insertReceipt({
        deposit_id: row.id,
        media_type: receipt.mediaType === 'image/png' ? 'image/png' : 'image/jpeg',
        size_bytes: receipt.data.length,
        sha256,
        data: receipt.data,
        created_at: now,
      });
      return row;
    },
  );
  return { deposit: toDepositRecord(deposit, language) };
}

/** One of the member's deposits by reference (`record.not.found` for anyone else's); an unpaid one past due fails. */
export async function memberDeposit(
  deposits: DepositRepository,
  memberId: number,
  reference: string,
  language: Language,
  now = Date.now(),
): Promise<DepositRecord> {
  await deposits.expireDue({ memberId }, now);
  const row = await deposits.findMemberDeposit(memberId, reference);
  if (row === undefined) throw new ApiError('recordNotFound');
  return toDepositRecord(row, language);
}

/** The deposit record: the member's deposits in the range, newest first, optionally of one status. */
export async function memberDepositRecords(
  deposits: DepositRepository,
  memberId: number,
  range: RecordRange,
  status: DepositStatus | undefined,
  language: Language,
  now = Date.now(),
): Promise<PageOf<DepositRecord>> {
  await deposits.expireDue({ memberId }, now);
  const { rows, total } = await deposits.memberDepositsPage({ memberId, ...range, status });
  return {
    content: rows.map((row) => toDepositRecord(row, language)),
    pageNum: range.pageNo,
    totalPages: Math.ceil(total / range.pageSize),
    totalCount: total,
  };
}
