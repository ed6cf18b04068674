import { afterEach, describe, expect, it } from 'vitest';
import { closeOverlay, openOverlay, overlayStore } from '../overlays.ts';

afterEach(closeOverlay);

describe('overlays', () => {
  it('keeps one overlay open at a time', () => {
    openOverlay('download');
    openOverlay('service');
    expect(overlayStore.getState().open).toBe('service');
    closeOverlay();
    expect(overlayStore.getState().open).toBeNull();
  });
});
