import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';

describe('antd-mobile on React 19', () => {
  it('renders the imperative Toast (unstableSetRender installed)', async () => {
    await initI18n('TY');
    const { Toast } = await import('../antd.ts');
    Toast.show({ content: 'Kumusta' });
    expect(await screen.findByText('Kumusta')).toBeTruthy();
    Toast.clear();
  });
});
