import { describe, expect, it } from 'vitest';
import {
  amountText,
  checkAmount,
  chosenPromotion,
  depositFee,
  depositOrder,
  payPageUrl,
  promotionFit,
} from '../deposit-rules.ts';
import { receiptProblem, sniffReceiptType } from '../receipt-rules.ts';
import { BANK, GCASH, ONLINE_BANK, RELOAD, WELCOME } from '../components/__tests__/fixtures.tsx';

describe('deposit amount', () => {
  const limits = { minAmount: 100, maxAmount: 50_000 };

  it('takes pesos with at most two decimals within the channel’s limits', () => {
    expect(checkAmount(' 100 ', limits)).toEqual({ amount: 100 });
    expect(checkAmount('100.5', limits)).toEqual({ amount: 100.5 });
    expect(checkAmount('49999.99', limits)).toEqual({ amount: 49_999.99 });
    expect(checkAmount('50000', limits)).toEqual({ amount: 50_000 });
  });

  it('names what is wrong', () => {
    expect(checkAmount('', limits)).toEqual({ problem: 'empty' });
    expect(checkAmount('   ', limits)).toEqual({ problem: 'empty' });
    for (const text of ['abc', '-100', '1e3', '1,000', '100.', '.5', '0x10']) {
      expect(checkAmount(text, limits), text).toEqual({ problem: 'format' });
    }
    expect(checkAmount('100.001', limits)).toEqual({ problem: 'decimals' });
    expect(checkAmount('0', limits)).toEqual({ problem: 'belowMin' });
    expect(checkAmount('99.99', limits)).toEqual({ problem: 'belowMin' });
    expect(checkAmount('50000.01', limits)).toEqual({ problem: 'aboveMax' });
  });

  it('never lets a channel take more than one money request may move (₱1,000,000)', () => {
    expect(checkAmount('1000000.01', { minAmount: 1, maxAmount: 5_000_000 })).toEqual({
      problem: 'aboveMax',
    });
  });

  it('is sent in a multipart body as the contract’s text form', () => {
    expect(amountText(1000)).toBe('1000.00');
    expect(amountText(100.5)).toBe('100.50');
    expect(amountText(0.1 + 0.2)).toBe('0.30');
  });
});

describe('fee, total and promotions', () => {
  it('fee is a percentage rounded to the centavo plus a fixed part (as the server counts it)', () => {
    expect(depositFee(GCASH, 1000)).toBe(15);
    expect(depositFee(GCASH, 333.33)).toBe(5);
    expect(depositFee(GCASH, 100.1)).toBe(1.5);
    expect(depositFee(ONLINE_BANK, 1000)).toBe(10);
    expect(depositFee({ feePercent: 2, feeFixed: 5 }, 250)).toBe(10);
    expect(depositFee(BANK, 1000)).toBe(0);
  });

  it('counts shares in basis points as the server does, not in floating point (the review of issue 15)', () => {
    // 110 × 0.35 % is 0.385: ₱0.39 (floating point made it 0.38499…, ₱0.38).
    expect(depositFee({ feePercent: 0.35, feeFixed: 0 }, 110)).toBe(0.39);
    expect(depositFee({ feePercent: 2.3, feeFixed: 0 }, 15)).toBe(0.35);
    const promotion = { ...WELCOME, minDeposit: 1, maxBonus: 1000 };
    // 1000 × 2.3 % is exactly 23: not 22.99.
    expect(promotionFit({ ...promotion, bonusPercent: 2.3 }, 1000)).toEqual({ applies: true, bonus: 23 });
    expect(promotionFit({ ...promotion, bonusPercent: 1.15 }, 500)).toEqual({ applies: true, bonus: 5.75 });
  });

  it('a promotion applies from its minimum; its bonus is rounded down to the centavo and capped', () => {
    expect(promotionFit(WELCOME, undefined)).toEqual({ applies: false, reason: 'noAmount' });
    expect(promotionFit(WELCOME, 199.99)).toEqual({ applies: false, reason: 'belowMinimum' });
    expect(promotionFit(WELCOME, 200)).toEqual({ applies: true, bonus: 200 });
    expect(promotionFit(WELCOME, 5000)).toEqual({ applies: true, bonus: 1000 });
    expect(promotionFit(RELOAD, 123.45)).toEqual({ applies: true, bonus: 12.34 });
    expect(promotionFit({ ...RELOAD, maxBonus: 0 }, 10_000)).toEqual({ applies: true, bonus: 0 });
  });

  it('a chosen promotion the amount is too small for is not taken', () => {
    expect(chosenPromotion([WELCOME, RELOAD], 'welcome', 150)).toBeNull();
    expect(chosenPromotion([WELCOME, RELOAD], 'welcome', undefined)).toBe(WELCOME);
    expect(chosenPromotion([WELCOME, RELOAD], 'reload', 150)).toBe(RELOAD);
    expect(chosenPromotion([WELCOME, RELOAD], 'gone', 150)).toBeNull();
    expect(chosenPromotion([WELCOME, RELOAD], null, 150)).toBeNull();
  });

  it('an order adds up', () => {
    expect(depositOrder(GCASH, 1000, RELOAD)).toEqual({
      channel: GCASH,
      amount: 1000,
      fee: 15,
      total: 1015,
      promotion: RELOAD,
      bonus: 100,
    });
    expect(depositOrder(GCASH, 150, WELCOME)).toMatchObject({ promotion: null, bonus: 0, total: 152.25 });
  });
});

describe('payment page address', () => {
  it('reads a path against the API server when it is another origin, else against the page', () => {
    expect(payPageUrl('/pay/DP1', '', 'https://site.example/m/voucherCenter')).toBe(
      'https://site.example/pay/DP1',
    );
    expect(payPageUrl('/pay/DP1', 'https://api.example/base', 'https://site.example/m/x')).toBe(
      'https://api.example/pay/DP1',
    );
    expect(payPageUrl('https://gw.example/p?r=1', '', 'https://site.example/')).toBe(
      'https://gw.example/p?r=1',
    );
  });

  it('refuses anything but http(s)', () => {
    expect(payPageUrl('javascript:alert(1)', '', 'https://site.example/')).toBeNull();
    expect(payPageUrl('data:text/html,x', '', 'https://site.example/')).toBeNull();
    expect(payPageUrl('http://[bad', '', 'https://site.example/')).toBeNull();
  });
});

describe('receipt', () => {
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  it('is told by its content', async () => {
    expect(sniffReceiptType(Uint8Array.from(PNG))).toBe('image/png');
    expect(sniffReceiptType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffReceiptType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(await receiptProblem(new File([Uint8Array.from(PNG)], 'a.jpg'))).toBeNull();
    expect(await receiptProblem(new File(['%PDF-1.7'], 'a.png', { type: 'image/png' }))).toBe('wrongType');
  });

  it('is at most 5 MB', async () => {
    const at = (bytes: number) =>
      new File([Uint8Array.from(PNG), new Uint8Array(bytes - PNG.length)], 'r.png');
    expect(await receiptProblem(at(5 * 1024 * 1024))).toBeNull();
    expect(await receiptProblem(at(5 * 1024 * 1024 + 1))).toBe('tooLarge');
  });
});
