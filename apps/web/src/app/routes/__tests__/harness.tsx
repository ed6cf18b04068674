import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { systemStatusQueryKey } from '../../../lib/system-status/get-system-status.ts';
import { systemStatusFixture } from '../../../test/fixtures.ts';
import { testQueryClient } from '../../../test/render-app.tsx';
import { AppRoutes } from '../router.tsx';

/** The app's routes at `url`, with a valid status (`status`) in the cache and the router's current location. */
export function renderAt(url: string, status = systemStatusFixture()) {
  const client = testQueryClient();
  client.setQueryData(systemStatusQueryKey, status);
  const current: { location?: Location } = {};
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]} useTransitions={false}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    ...view,
    location: () => {
      if (!current.location) throw new Error('not rendered');
      return current.location;
    },
  };
}
