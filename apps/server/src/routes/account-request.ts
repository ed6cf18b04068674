import type { EndpointContext } from '../http/register-endpoint.ts';
import type { Endpoint } from '@h5/contract/endpoint.ts';
import { HEADER, DEVICE_WEB } from '@h5/contract/headers.ts';
import type { AccountRequest, ClientInfo } from '../domain/accounts/account-request.ts';
import { CAPTCHA_COOKIE } from '../domain/accounts/captcha.ts';
import type { MerchantConfig } from '../domain/merchants/merchant-config.ts';

/** What the account rules read of a request beyond its input, built the same way for every account endpoint. */
export function accountRequest(context: EndpointContext<Endpoint, MerchantConfig>): AccountRequest {
  const { platform, merchant, language } = context;
  const country = platform.countries.list(language).find((c) => c.countryCode === merchant.country);
  return {
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
