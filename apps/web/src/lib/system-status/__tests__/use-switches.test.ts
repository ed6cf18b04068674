import { describe, expect, it } from 'vitest';
import { shellSwitchOn, switchOn } from '../use-switches.ts';

describe('switch readings', () => {
  it('a module switch missing from the tree is on, a shell switch missing from it is off', () => {
    const switches = { MAILCEN: false, DIRECTREG3: true };
    expect(switchOn(switches, 'MAILCEN')).toBe(false);
    expect(switchOn(switches, 'FEEDBACK3')).toBe(true);
    expect(shellSwitchOn(switches, 'DIRECTREG3')).toBe(true);
    expect(shellSwitchOn(switches, 'VIPBENEFIT3')).toBe(false);
    expect(shellSwitchOn(undefined, 'DIRECTREG3')).toBe(false);
    expect(switchOn(undefined, 'MAILCEN')).toBe(true);
  });
});
