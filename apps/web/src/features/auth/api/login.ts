import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { login as endpoint, loginFailureValue, type LoginResult } from '@h5/contract/endpoints/session.ts';
import { DEVICE_STANDALONE } from '@h5/contract/headers.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { request } from '../../../lib/api/request.ts';
import { deviceId } from '../../../lib/device/device-id.ts';
import { isStandalone } from '../../../lib/device/environment.ts';

export type LoginInput = Omit<EndpointBody<typeof endpoint>, 'loginDeviceId'>;

/**
 * Login (platform-api §4.1): encrypted body with the persisted device id; `Device: OTHERS` from an installed app
 * (accounts spec §7).
 */
export function login(input: LoginInput): Promise<LoginResult> {
  return request(endpoint, {
    body: { ...input, loginDeviceId: deviceId(), isSms: false, isOfficialAppLogin: false },
    token: null,
    ...(isStandalone() ? { device: DEVICE_STANDALONE } : {}),
  });
}

/** Whether a failed login asks for the captcha from now on (its failure `value`, platform-api §3). */
export function asksForCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const value = loginFailureValue.safeParse(error.value);
  return value.success && value.data.captcha;
}
