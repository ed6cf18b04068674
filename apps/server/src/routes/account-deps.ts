import type { EndpointContext } from '../http/register-endpoint.ts';
import type { Endpoint } from '@h5/contract/endpoint.ts';
import { HEADER, DEVICE_WEB } from '@h5/contract/headers.ts';
import type { AccountDeps, ClientInfo } from '../domain/accounts.ts';
import { CAPTCHA_COOKIE } from '../domain/captcha.ts';
import type { MerchantConfig } from '../domain/merchant-config.ts';

/** What the account rules need from a request, built the same way for every account endpoint. */
export function accountDeps(context: EndpointContext<Endpoint, MerchantConfig>): AccountDeps {
  const { platform, merchant, language } = context;
  const country = platform.countries.list(language).find((c) => c.countryCode === merchant.country);
  return {
    db: platform.db,
    services: platform.accounts,
    merchant,
    defaultDialingCode: country?.dialingCode.replace(/\D/g, '') ?? '63',
    isModuleOn: (moduleId) => platform.merchants.isModuleOn(merchant.code, moduleId),
    language,
  };
}

export function clientInfo(context: EndpointContext<Endpoint, MerchantConfig>): ClientInfo {
  const device = context.request.headers[HEADER.device.toLowerCase()];
  return {
    ip: context.ip,
    device: typeof device === 'string' && device !== '' ? device.slice(0, 32) : DEVICE_WEB,
    captchaId: context.request.cookies[CAPTCHA_COOKIE],
  };
}
