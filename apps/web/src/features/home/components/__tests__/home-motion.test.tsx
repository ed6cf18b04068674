import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../../lib/i18n/i18n.ts';
import {
  installFakeIntersectionObserver,
  resetPageVisibility,
  setPageVisibility,
} from '../../../../test/page-visibility.ts';
import { renderWithQuery, testQueryClient } from '../../../../test/render-app.tsx';
import { homeAnnouncementsQueryOptions, type Announcements } from '../../api/get-home-announcements.ts';
import { rankListQueryOptions, type WinnerRow } from '../../api/get-rank-list.ts';
import { NoticeBody } from '../notice-bar.tsx';
import WinnerBoard from '../winner-board.tsx';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(resetPageVisibility);

/** What the CSS animations of home read: paused while off screen or in a hidden tab (home.css). */
describe('home CSS animations pause when nobody sees them', () => {
  it('the marquee pauses off screen and in a hidden tab, and runs again when seen', () => {
    const io = installFakeIntersectionObserver();
    const client = testQueryClient();
    const feed = { banners: [], popup: [], promotion: [], hotMatch: [], player: [notice('Welcome')] };
    client.setQueryData(homeAnnouncementsQueryOptions(null).queryKey, feed as unknown as Announcements);
    const { container } = renderWithQuery(
      <MemoryRouter>
        <NoticeBody />
      </MemoryRouter>,
      client,
    );
    const marquee = container.querySelector('.home-notice__marquee');
    const paused = () => marquee?.classList.contains('home-notice__marquee--paused');
    expect(marquee?.textContent).toBe('Welcome');
    expect(paused()).toBe(false);
    // The bar is observed, not the moving text (which leaves its clipped box at the end of each crossing).
    act(() => {
      io.setIntersecting(screen.getByTestId('home-marquee'), false);
    });
    expect(paused()).toBe(true);
    act(() => {
      io.setIntersecting(screen.getByTestId('home-marquee'), true);
      setPageVisibility('hidden');
    });
    expect(paused()).toBe(true);
    act(() => {
      setPageVisibility('visible');
    });
    expect(paused()).toBe(false);
  });

  it('the winner board scrolls with more than four entries and pauses off screen', () => {
    const io = installFakeIntersectionObserver();
    const client = testQueryClient();
    client.setQueryData(rankListQueryOptions().queryKey, [1, 2, 3, 4, 5].map(row));
    renderWithQuery(
      <MemoryRouter>
        <WinnerBoard />
      </MemoryRouter>,
      client,
    );
    const board = screen.getByTestId('winner-board');
    expect(board.className).toBe('winner-board winner-board--scrolling');
    act(() => {
      io.setIntersecting(board, false);
    });
    expect(board.className).toBe('winner-board winner-board--scrolling winner-board--paused');
    act(() => {
      io.setIntersecting(board, true);
    });
    expect(board.className).toBe('winner-board winner-board--scrolling');
  });
});

function notice(title: string) {
  return { title, announcementDisplaySpeed: 0 };
}

function row(n: number): WinnerRow {
  return {
    vo: {
      customerName: `p***${String(n)}`,
      winAmount: 1000 - n,
      gameName: `Game ${String(n)}`,
      nodeId: String(n),
      gameType: 'RNG',
      vendor: 'PG',
      iconUrl: '',
    },
  };
}
