import { submitFeedback } from '@h5/contract/endpoints/feedback.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import memberEn from '../../../../locales/member/en.json';
import { initI18n, loadNamespace } from '../../../../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on } from '../../../../test/msw.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';
import FeedbackPage from '../feedback-page.tsx';

const server = setupServer(
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
  await loadNamespace('member');
  // happy-dom has no object URLs for previews.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
});
afterAll(() => {
  server.close();
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (name: string, extra = 0) => new File([PNG, new Uint8Array(extra)], name, { type: 'image/png' });

function renderFeedback() {
  setSession({ token: 'tok', id: 1, userName: 'player01', type: 0 });
  return renderWithQuery(
    <MemoryRouter initialEntries={['/m/feedback']}>
      <FeedbackPage />
    </MemoryRouter>,
  );
}

describe('feedback page', () => {
  it('refuses an image over 5 MB, a non-image and a fourth image before any upload; remove frees a place', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderFeedback();
    const input = screen.getByTestId('feedback-file');
    await user.upload(input, [
      png('big.png', 5 * 1024 * 1024),
      new File(['GIF89a'], 'fake.png', { type: 'image/png' }),
    ]);
    const error = await screen.findByTestId('feedback-image-error');
    expect(error.textContent).toContain('big.png is larger than 5 MB');
    expect(error.textContent).toContain('fake.png is not a PNG or JPG picture.');
    expect(screen.queryAllByRole('img')).toHaveLength(0);

    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    await waitFor(() => {
      expect(screen.getAllByRole('img')).toHaveLength(3);
    });
    expect(screen.getByTestId('feedback-image-error').textContent).toContain(
      'd.png was not added: at most 3',
    );
    expect(screen.queryByTestId('feedback-add')).toBeNull();
    await user.click(screen.getByTestId('feedback-remove-1'));
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByTestId('feedback-add')).toBeTruthy();
    expect(screen.queryByTestId('feedback-image-error')).toBeNull();
  });

  it('counts and caps the text at 140 characters and asks for text before sending', async () => {
    const user = userEvent.setup();
    renderFeedback();
    await user.click(screen.getByTestId('feedback-submit'));
    expect(screen.getByTestId('feedback-text-error').textContent).toBe(memberEn.feedback.text.empty);
    await user.type(screen.getByTestId('feedback-text'), 'x'.repeat(150));
    expect(screen.getByTestId('feedback-count').textContent).toBe('140/140');
    expect(screen.queryByTestId('feedback-text-error')).toBeNull();
  });

  it('sends text and images as multipart and clears the form', async () => {
    let received: { content: unknown; images: string[]; auth: string | null } | null = null;
    server.use(
      on(submitFeedback, async ({ request }) => {
        const form = await request.formData();
        received = {
          content: form.get('content'),
          images: form.getAll('images').map((f) => (f as File).name),
          auth: request.headers.get('Authorization'),
        };
        return HttpResponse.json(envelope({ id: 1, createTime: 1, imageCount: 1 }));
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderFeedback();
    await user.upload(screen.getByTestId('feedback-file'), [png('shot.png')]);
    await screen.findByRole('img');
    await user.type(screen.getByTestId('feedback-text'), '  Slow game list  ');
    await user.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText(memberEn.feedback.sent)).toBeTruthy();
    expect(received).toEqual({ content: 'Slow game list', images: ['shot.png'], auth: 'tok' });
    expect(screen.getByTestId<HTMLTextAreaElement>('feedback-text').value).toBe('');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it("shows the server's own message when it refuses the upload", async () => {
    server.use(
      on(submitFeedback, () =>
        HttpResponse.json(failure('upload.type', 'Only PNG or JPG pictures are accepted'), { status: 415 }),
      ),
    );
    const user = userEvent.setup();
    renderFeedback();
    await user.type(screen.getByTestId('feedback-text'), 'Hello');
    await user.click(screen.getByTestId('feedback-submit'));
    expect((await screen.findByTestId('feedback-server-error')).textContent).toBe(
      'Only PNG or JPG pictures are accepted',
    );
    await user.type(screen.getByTestId('feedback-text'), '!');
    expect(screen.queryByTestId('feedback-server-error')).toBeNull();
  });
});
