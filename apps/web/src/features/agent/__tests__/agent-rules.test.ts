import { AGENT_MENU_SWITCHES } from '@h5/contract/shell-switches.ts';
import { flattenWhitelabel } from '@h5/contract/whitelabel.ts';
import { describe, expect, it } from 'vitest';
import { agentFooter, agentMenu, greetingFor, mayLoadContracts } from '../agent-rules.ts';

describe('greeting by hour (lobby §2.12)', () => {
  it.each([
    [0, 'morning'],
    [5, 'morning'],
    [10, 'morning'],
    [11, 'earlyAfternoon'],
    [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'],
    [18, 'lateAfternoon'],
    [19, 'evening'],
    [23, 'evening'],
  ] as const)('hour %i → %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});

describe('agent access (lobby §2.12, §4, §6)', () => {
  it.each([
    [null, false],
    [4, false],
    [40, false],
    [41, false],
    [42, false],
    [0, true],
    [1, true],
    [2, true],
  ] as const)('type %s loads the contract prompts: %s', (type, loads) => {
    expect(mayLoadContracts(type)).toBe(loads);
  });
});

const tree = (children: Record<string, string>, agentMenuOn = '1') =>
  flattenWhitelabel({
    modId: 'ROOT',
    enabled: '1',
    childrenNodes: [
      {
        modId: 'AGENTMENU3',
        enabled: agentMenuOn,
        childrenNodes: Object.entries(children)
          .filter(([modId]) => modId.startsWith('AGENTMENU_'))
          .map(([modId, enabled]) => ({
            modId,
            enabled,
            childrenNodes: [],
          })),
      },
      { modId: 'DIVIDENDDISP3', enabled: children.DIVIDENDDISP3 ?? '0', childrenNodes: [] },
    ],
  });

describe('agent menu (lobby §2.12, AGENTMENU_* switches)', () => {
  const allOn = Object.fromEntries(Object.values(AGENT_MENU_SWITCHES).map((id) => [id, '1']));

  it('shows every switched-on entry in the spec order, then online service', () => {
    expect(agentMenu(tree(allOn)).map((e) => e.id)).toEqual([
      'teamOverview',
      'transactionRecord',
      'teamManagement',
      'redEnvelopeRain',
      'teamProfitAndLoss',
      'teamBetting',
      'agentRebateSettings',
      'teamRebateIncome',
      'securityCenter',
      'mail',
      'onlineService',
    ]);
    const record = agentMenu(tree(allOn)).find((e) => e.id === 'transactionRecord');
    expect(record?.action).toEqual({ kind: 'route', to: '/m/transaction/record?types=A' });
  });

  it('hides an entry that is off or missing from the tree; online service always shows', () => {
    const ids = agentMenu(tree({ AGENTMENU_TEAMOVERVIEW3: '1', AGENTMENU_MAIL3: '0' })).map((e) => e.id);
    expect(ids).toEqual(['teamOverview', 'onlineService']);
    expect(agentMenu(undefined).map((e) => e.id)).toEqual(['onlineService']);
  });

  it('hides every entry when the AGENTMENU3 group is off', () => {
    expect(agentMenu(tree(allOn, '0')).map((e) => e.id)).toEqual(['onlineService']);
  });
});

describe('agent footer (lobby §2.12)', () => {
  it('shows dividend only when dividend display is on', () => {
    expect(agentFooter(tree({ DIVIDENDDISP3: '1' })).map((i) => i.id)).toEqual([
      'home',
      'openAccount',
      'dividend',
      'announcements',
    ]);
    expect(agentFooter(tree({ DIVIDENDDISP3: '0' })).map((i) => i.id)).toEqual([
      'home',
      'openAccount',
      'announcements',
    ]);
    expect(agentFooter(tree({})).find((i) => i.id === 'announcements')?.to).toBe('/m/member/notice?types=A');
  });
});
