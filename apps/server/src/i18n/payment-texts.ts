import type { Language } from '@h5/contract/languages.ts';

/** The `remark` of a failed gateway deposit, by the reason stored with it. */
export const DEPOSIT_FAILURE_REMARKS: Readonly<
  Record<Language, Readonly<Record<'declined' | 'expired', string>>>
> = {
  EN: {
    declined: 'The payment was cancelled or declined.',
    expired: 'The payment was not made in time.',
  },
  TY: {
    declined: 'Kinansela o tinanggihan ang bayad.',
    expired: 'Hindi nabayaran sa takdang oras.',
  },
};

/** Texts of the simulated gateway's pay page (`/pay/sim/<reference>`, server-rendered). */
export const PAY_PAGE_TEXTS = {
  EN: {
    title: 'Simulated payment',
    notice: 'Test gateway: no real money is moved.',
    merchant: 'Merchant',
    channel: 'Payment method',
    reference: 'Reference',
    amount: 'Amount',
    fee: 'Fee',
    total: 'Total to pay',
    payBefore: 'Pay before {time}',
    pay: 'Pay {total}',
    cancel: 'Cancel',
    paid: 'This payment is already complete.',
    closed: 'This payment was cancelled or has expired.',
    expired: 'This payment has expired.',
    notFoundTitle: 'Payment not found',
    notFoundText: 'This payment link is not valid.',
    back: 'Back to deposit',
    otherLanguage: 'Tagalog',
  },
  TY: {
    title: 'Simulated na bayad',
    notice: 'Pansubok na gateway: walang totoong perang ginagalaw.',
    merchant: 'Merchant',
    channel: 'Paraan ng pagbabayad',
    reference: 'Reference',
    amount: 'Halaga',
    fee: 'Bayarin',
    total: 'Kabuuang babayaran',
    payBefore: 'Magbayad bago mag-{time}',
    pay: 'Magbayad ng {total}',
    cancel: 'Kanselahin',
    paid: 'Tapos na ang bayad na ito.',
    closed: 'Kinansela o nag-expire na ang bayad na ito.',
    expired: 'Nag-expire na ang bayad na ito.',
    notFoundTitle: 'Hindi nahanap ang bayad',
    notFoundText: 'Hindi wasto ang link ng bayad na ito.',
    back: 'Bumalik sa deposito',
    otherLanguage: 'English',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type PayPageTexts = (typeof PAY_PAGE_TEXTS)[Language];
