import type { SystemStatus } from '@h5/contract/endpoints/system.ts';

/** A valid status answer (the contract's `systemStatus`), to be changed per test. */
export function systemStatusFixture(change: Partial<SystemStatus> = {}): SystemStatus {
  return {
    info: {
      customerService: [],
      domainRoute: [],
      mainDomain: 'demo.example',
      analytics: { gtagId: '' },
      imageCDNs: [],
      launchGameCDNs: [],
      resources: [],
      whitelabel: { modId: 'ROOT', enabled: '1', childrenNodes: [] },
      register: {},
      mobileTemplate: { mem_cen: '0', dep_func: '0' },
      paths: {},
      jackpot: 0,
    },
    location: { ip: '203.0.113.7', country: 'PH' },
    maintenance: false,
    maintenanceMessage: '',
    regionRestriction: false,
    ...change,
  };
}

export function envelope(value: unknown) {
  return { success: true, value };
}

export function failure(errorCode: string, message: string, value?: unknown) {
  return { success: false, errorCode, message, ...(value === undefined ? {} : { value }) };
}
