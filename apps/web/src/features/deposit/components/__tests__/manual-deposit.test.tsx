import { submitManualDeposit } from '@h5/contract/endpoints/deposit.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import depositEn from '../../../../locales/deposit/en.json';
import { initI18n, loadNamespace } from '../../../../lib/i18n/i18n.ts';
import { clearSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on } from '../../../../test/msw.ts';
import { channelsReply, depositRecord, depositServer, png, renderDeposit, walletReply } from './fixtures.tsx';

const server = depositServer();

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
  await loadNamespace('deposit');
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
});
afterAll(() => {
  server.close();
});

const REVIEWING = depositRecord({
  reference: 'DP20261125MANUAL01',
  channelId: 'bdo_transfer',
  channelName: 'BDO bank transfer',
  kind: 'manual_bank',
  amount: 1000,
  fee: 0,
  status: 'reviewing',
});

/** Bank transfer of ₱1,000 with the reload promotion, through the confirm step to the transfer form. */
async function openTransfer(user: UserEvent) {
  renderDeposit();
  await screen.findByTestId('deposit-form');
  await user.click(screen.getByRole('radio', { name: /BDO bank transfer/ }));
  await user.click(screen.getByTestId('deposit-quick-1000'));
  await user.click(screen.getByRole('radio', { name: /Reload 10%/ }));
  await user.click(screen.getByTestId('deposit-next'));
  await user.click(await screen.findByRole('button', { name: depositEn.confirm.continue }));
  return screen.findByTestId('deposit-transfer');
}

describe('manual bank transfer', () => {
  beforeAll(() => {
    // happy-dom has no object URLs for previews.
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
  });

  it('shows the account to send to with copy buttons, then sends the form and the receipt as multipart', async () => {
    const received: Record<string, unknown>[] = [];
    let calls = 0;
    server.use(
      channelsReply(),
      walletReply(),
      on(submitManualDeposit, async ({ request }) => {
        calls += 1;
        const form = await request.formData();
        const receipt = form.get('receipt') as File;
        received.push({
          ...Object.fromEntries([...form.entries()].filter(([key]) => key !== 'receipt')),
          receipt: receipt.name,
          receipts: form.getAll('receipt').length,
          contentType: request.headers.get('Content-Type')?.split(';')[0],
        });
        return HttpResponse.json(envelope({ deposit: REVIEWING }));
      }),
    );
    // The Clipboard API needs a secure context (happy-dom's page is not one).
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const transfer = await openTransfer(user);
    expect(document.activeElement).toBe(
      within(transfer).getByRole('heading', { name: depositEn.manual.heading }),
    );
    expect(within(transfer).getByText(/Transfer exactly ₱1,000.00 to this account/)).toBeTruthy();
    expect(screen.getByTestId('manual-bankName').textContent).toBe('BDO Unibank');
    expect(screen.getByTestId('manual-accountName').textContent).toBe('Demo Gaming Inc');
    expect(screen.getByTestId('manual-accountNumber').textContent).toBe('001234567890');
    await user.click(screen.getByRole('button', { name: 'Copy Account number' }));
    expect(await screen.findByText(en.common.copy_success)).toBeTruthy();
    // user-event replaces the clipboard with its own in-memory one.
    expect(await navigator.clipboard.readText()).toBe('001234567890');

    await user.type(screen.getByTestId('manual-payer'), '  Juan Dela Cruz ');
    await user.type(screen.getByTestId('manual-reference'), 'BDO-778899');
    await user.upload(screen.getByTestId('manual-receipt-file'), png('receipt.png'));
    expect(
      (await screen.findByRole('img', { name: depositEn.manual.receiptPreview })).getAttribute('src'),
    ).toBe('blob:receipt');
    expect(screen.getByTestId('manual-receipt-choose').textContent).toBe(depositEn.manual.changeReceipt);
    await user.click(screen.getByTestId('manual-submit'));

    const outcome = await screen.findByTestId('deposit-outcome');
    expect(outcome.dataset.status).toBe('reviewing');
    expect(within(outcome).getByRole('heading').textContent).toBe(depositEn.result.reviewingTitle);
    expect(screen.getByTestId('deposit-outcome-text').textContent).toContain('₱1,000.00');
    expect(screen.getByTestId('deposit-outcome-reference').textContent).toBe('DP20261125MANUAL01');
    expect(calls).toBe(1);
    expect(received).toHaveLength(1);
    const { requestId, ...fields } = received[0] ?? {};
    expect(requestId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(fields).toEqual({
      channelId: 'bdo_transfer',
      amount: '1000.00',
      payerName: 'Juan Dela Cruz',
      transferReference: 'BDO-778899',
      promotionId: 'reload',
      receipt: 'receipt.png',
      receipts: 1,
      contentType: 'multipart/form-data',
    });

    // The deposit record is one tap away; a new deposit starts from the form again.
    expect(screen.getByTestId('deposit-records-link').getAttribute('href')).toBe('/m/vouReport');
    await user.click(screen.getByTestId('deposit-new'));
    expect(screen.getByTestId<HTMLInputElement>('deposit-amount').value).toBe('');
  });

  it('refuses a non-image and a picture over 5 MB before any upload, and asks for the name and the receipt', async () => {
    let calls = 0;
    server.use(
      channelsReply(),
      walletReply(),
      on(submitManualDeposit, () => {
        calls += 1;
        return HttpResponse.json(envelope({ deposit: REVIEWING }));
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });
    await openTransfer(user);

    await user.click(screen.getByTestId('manual-submit'));
    expect(screen.getByTestId('manual-payer-error').textContent).toBe(depositEn.manual.payerNameRequired);
    expect(screen.getByTestId('manual-receipt-error').textContent).toBe(depositEn.manual.receiptRequired);
    expect(document.activeElement).toBe(screen.getByTestId('manual-payer'));

    await user.type(screen.getByTestId('manual-payer'), 'Juan Dela Cruz');
    expect(screen.queryByTestId('manual-payer-error')).toBeNull();
    await user.click(screen.getByTestId('manual-submit'));
    expect(document.activeElement).toBe(screen.getByTestId('manual-receipt-choose'));

    const input = screen.getByTestId('manual-receipt-file');
    await user.upload(input, new File(['GIF89a'], 'receipt.png', { type: 'image/png' }));
    await waitFor(() => {
      expect(screen.getByTestId('manual-receipt-error').textContent).toBe(
        'receipt.png is not a PNG or JPG picture.',
      );
    });
    await user.upload(input, png('huge.png', 5 * 1024 * 1024));
    await waitFor(() => {
      expect(screen.getByTestId('manual-receipt-error').textContent).toBe('huge.png is larger than 5 MB.');
    });
    expect(screen.queryByRole('img')).toBeNull();

    // A good picture clears the error; removing it asks again.
    await user.upload(input, png('ok.png'));
    await screen.findByRole('img', { name: depositEn.manual.receiptPreview });
    expect(screen.queryByTestId('manual-receipt-error')).toBeNull();
    await user.click(screen.getByTestId('manual-receipt-remove'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('manual-receipt-choose'));
    expect(calls).toBe(0);
  });

  it('shows the server’s message when it refuses, and keeps the requestId after a lost answer', async () => {
    const ids: string[] = [];
    server.use(
      channelsReply(),
      walletReply(),
      on(submitManualDeposit, async ({ request }) => {
        ids.push((await request.formData()).get('requestId') as string);
        if (ids.length === 1) return HttpResponse.error();
        if (ids.length === 2) {
          return HttpResponse.json(failure('upload.type', 'Only PNG or JPG pictures are accepted'), {
            status: 415,
          });
        }
        return HttpResponse.json(envelope({ deposit: REVIEWING }));
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await openTransfer(user);
    await user.type(screen.getByTestId('manual-payer'), 'Juan Dela Cruz');
    await user.upload(screen.getByTestId('manual-receipt-file'), png('receipt.png'));
    await screen.findByRole('img');

    await user.click(screen.getByTestId('manual-submit'));
    expect((await screen.findByTestId('manual-submit-error')).textContent).toBe(en.errors.loadFailed);
    await user.click(screen.getByTestId('manual-submit'));
    await waitFor(() => {
      expect(screen.getByTestId('manual-submit-error').textContent).toBe(
        'Only PNG or JPG pictures are accepted',
      );
    });
    expect(ids[1]).toBe(ids[0]);
    await user.click(screen.getByTestId('manual-submit'));
    expect(await screen.findByTestId('deposit-outcome')).toBeTruthy();
    expect(ids[2]).not.toBe(ids[1]);
  });
});
