import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../../../lib/routes/route-entry.ts';
import { ROUTES } from '../../../lib/routes/route-table.ts';
import { renderAt, setupShellTests } from './harness.tsx';

setupShellTests();

describe('shell layout by route (lobby spec §2.2)', () => {
  it('shows the header and the footer menu exactly where the route table says', async () => {
    for (const route of ROUTES.filter((r) => !['/m/set', '/m/changePsw'].includes(r.path))) {
      const view = renderAt(route.path);
      await waitFor(
        () => {
          // The page's own wrapper (app-shell.tsx): the notice of a network-only page offline is beside it.
          expect(
            document.querySelector('main > .app__page')?.childElementCount ?? 0,
            route.path,
          ).toBeGreaterThan(0);
        },
        { timeout: 5_000 },
      );
      // A page that sends a visitor elsewhere (launch game → login) is judged by the page it shows.
      const shown = findRoute(view.pathname() ?? '');
      if (!shown) throw new Error(`${route.path}: no page shown`);
      expect(document.querySelector('header.app-header') !== null, shown.path).toBe(shown.header);
      expect(screen.queryByTestId('footer-menu') !== null, shown.path).toBe(shown.footer);
      view.unmount();
    }
  }, 30_000);
});

describe('page transition (lobby spec §2.2)', () => {
  function swipe(distance: number) {
    const fire = (type: string, x: number) => {
      const point = { clientX: x, clientY: 300, identifier: 1, target: window };
      const event = new Event(type);
      Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [point] });
      Object.defineProperty(event, 'changedTouches', { value: [point] });
      window.dispatchEvent(event);
    };
    fire('touchstart', 2);
    fire('touchmove', 2 + distance);
    fire('touchend', 2 + distance);
    // The browser's own back after its swipe animation; the router here is in memory, so only the flag matters.
    window.dispatchEvent(new PopStateEvent('popstate'));
  }

  it('fades a new page in, not the first one, and not a page reached by a back swipe over 100 px', async () => {
    const view = renderAt('/m/home');
    await screen.findByTestId('footer-menu');
    expect(document.querySelector('main')?.className).toBe('app__main');

    act(() => {
      view.navigate('/m/inviteFriends');
    });
    await waitFor(() => {
      expect(document.querySelector('main')?.className).toBe('app__main app__main--fade');
    });

    swipe(160);
    act(() => {
      view.navigate(-1);
    });
    await waitFor(() => {
      expect(view.pathname()).toBe('/m/home');
    });
    expect(document.querySelector('main')?.className).toBe('app__main');

    // A short move is no back swipe: that back fades.
    act(() => {
      view.navigate('/m/inviteFriends');
    });
    swipe(40);
    act(() => {
      view.navigate(-1);
    });
    await waitFor(() => {
      expect(view.pathname()).toBe('/m/home');
    });
    expect(document.querySelector('main')?.className).toBe('app__main app__main--fade');
  });
});
