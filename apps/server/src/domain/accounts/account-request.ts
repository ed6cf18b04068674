import type { Language } from '@h5/contract/languages.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';

/** Who is asking: the IP and device for sessions and limits, the captcha cookie. */
export interface ClientInfo {
  readonly ip: string;
  readonly device: string;
  readonly captchaId: string | undefined;
}

/** What an account rule reads of the request beyond its input: the merchant it is for, and its language. */
export interface AccountRequest {
  readonly merchant: MerchantConfig;
  /** Dialing code of the merchant's country, used when a request leaves it empty. */
  readonly defaultDialingCode: string;
  /** The merchant's module switches (registration options among them). */
  readonly isModuleOn: (moduleId: string) => boolean;
  /** The request's language: messages sent on its behalf (SMS, e-mail) use it. */
  readonly language: Language;
}
