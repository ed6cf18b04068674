import type { DepositRecord } from '@h5/contract/endpoints/deposit.ts';
import type { EndpointValue } from '@h5/contract/endpoint.ts';
import type { reviewDeposit } from '@h5/contract/endpoints/operator.ts';
import type { Language } from '@h5/contract/languages.ts';
import { DEPOSIT_FAILURE_REMARKS } from '../../i18n/payment-texts.ts';
import type { DepositRow, OperatorDepositRow } from './deposit-repository.ts';

export type OperatorDeposit = EndpointValue<typeof reviewDeposit>;

/** The player's note on a deposit: an operator's reason for a rejection, why a gateway payment failed, else ''. */
function remarkOf(row: DepositRow, language: Language): string {
  if (row.status === 'rejected') return row.review_reason;
  if (row.status === 'failed' && row.failure_reason !== '') {
    return DEPOSIT_FAILURE_REMARKS[language][row.failure_reason];
  }
  return '';
}

/** A deposit as the contract answers it: pesos, and the remark in the request's language. */
export function toDepositRecord(row: DepositRow, language: Language): DepositRecord {
  return {
    reference: row.reference,
    channelId: row.channel_id,
    channelName: row.channel_name,
    kind: row.channel_kind,
    amount: row.amount_cents / 100,
    fee: row.fee_cents / 100,
    // Only a credited deposit has brought its bonus; before, the planned one may still change (first deposit).
    bonus: row.status === 'success' ? row.bonus_cents / 100 : 0,
    promotionId: row.promotion_id,
    status: row.status,
    remark: remarkOf(row, language),
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

/** A deposit as the operator API answers it: who sent it, the receipt's facts, who reviewed it and when. */
export function toOperatorDeposit(row: OperatorDepositRow, language: Language): OperatorDeposit {
  return {
    ...toDepositRecord(row, language),
    memberAccount: row.member_account,
    payerName: row.payer_name,
    transferReference: row.transfer_reference,
    receipt:
      row.receipt_media_type === null
        ? null
        : {
            mediaType: row.receipt_media_type,
            sizeBytes: row.receipt_size_bytes ?? 0,
            sha256: row.receipt_sha256 ?? '',
          },
    providerReference: row.provider_reference ?? '',
    operator: row.reviewed_by,
    reviewedAt: row.reviewed_at,
  };
}
