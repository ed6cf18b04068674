import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import tl from '../../../locales/tl.json';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { ALIASES } from '../../../lib/routes/route-table.ts';
import { renderAt } from './harness.tsx';

describe('router', () => {
  beforeAll(async () => {
    await initI18n('TY');
  });

  it('redirects every alias to its page keeping the query string and hash', async () => {
    for (const { from, to } of ALIASES) {
      const view = renderAt(`${from}?affiliateCode=AB12#top`);
      await vi.waitFor(() => {
        expect(view.location().pathname, from).toBe(to);
      });
      expect(view.location().search).toBe('?affiliateCode=AB12');
      expect(view.location().hash).toBe('#top');
      view.unmount();
    }
    const view = renderAt('/m/');
    await vi.waitFor(() => {
      expect(view.location().pathname).toBe('/m/home');
    });
  });

  it('shows the register page after the register alias', async () => {
    const view = renderAt('/register.html?affiliateCode=AB12');
    expect(await screen.findByTestId('register-page')).toBeTruthy();
    expect(screen.getByRole('heading', { name: tl.title.register })).toBeTruthy();
    expect(view.location().pathname).toBe('/m/register');
    expect(view.location().search).toBe('?affiliateCode=AB12');
  });

  it('lands unknown routes on /m/home', async () => {
    for (const url of ['/m/no-such-page', '/elsewhere', '/m/member']) {
      const view = renderAt(url);
      expect(await screen.findByTestId('home-page')).toBeTruthy();
      expect(view.location().pathname).toBe('/m/home');
      expect(document.title).toBe(`${tl.title.home} - demo.example`);
      view.unmount();
    }
  });

  it('matches paths in any case and with a trailing slash', async () => {
    renderAt('/M/Login/');
    expect(await screen.findByRole('heading', { name: tl.title.login })).toBeTruthy();
    expect(document.title).toBe(`${tl.title.login} - demo.example`);
  });

  it('shows a later page with its title and a back button that follows the back rules', async () => {
    const view = renderAt('/m/activity');
    expect(await screen.findByRole('heading', { name: tl.title.activity })).toBeTruthy();
    expect(await screen.findByTestId('activity-page')).toBeTruthy();
    expect(screen.getByTestId('language-picker')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: tl.common.back }));
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(view.location().pathname).toBe('/m/home');
  });

  it('gives header-less pages their own back bar', async () => {
    const view = renderAt('/m/login');
    expect(await screen.findByRole('heading', { name: tl.title.login })).toBeTruthy();
    expect(screen.queryByTestId('language-picker')).toBeNull();
    await act(async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: tl.common.back }));
    });
    expect(view.location().pathname).toBe('/m/home');
  });
});
