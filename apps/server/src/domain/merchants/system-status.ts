import type { SystemStatus } from '@h5/contract/endpoints/system.ts';
import type { Language } from '@h5/contract/languages.ts';
import type { MerchantConfig } from './merchant-config.ts';
import { customerServiceEntries } from './support-config.ts';

export interface Visitor {
  readonly ip: string;
}

/** platform-api §4.4 status `value` for one merchant, as seen by one visitor in one language. */
export function buildSystemStatus(
  merchant: MerchantConfig,
  visitor: Visitor,
  language: Language,
): SystemStatus {
  return {
    info: {
      customerService:
        merchant.support === undefined
          ? merchant.customerService
          : customerServiceEntries(merchant.support, language),
      domainRoute: merchant.domainRoute,
      mainDomain: merchant.mainDomain,
      siteName: merchant.name,
      analytics: merchant.analytics,
      imageCDNs: merchant.imageCDNs,
      launchGameCDNs: merchant.launchGameCDNs,
      resources: merchant.resources,
      whitelabel: merchant.whitelabel,
      register: merchant.register,
      mobileTemplate: merchant.mobileTemplate,
      paths: merchant.paths,
      jackpot: merchant.jackpot,
    },
    location: { ip: visitor.ip, country: merchant.country },
    maintenance: merchant.maintenance,
    maintenanceMessage: merchant.maintenanceMessage[language],
    regionRestriction: merchant.regionRestriction,
  };
}
