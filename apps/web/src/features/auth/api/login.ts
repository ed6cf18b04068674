import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { login as endpoint, type LoginResult } from '@h5/contract/endpoints/session.ts';
import { DEVICE_STANDALONE } from '@h5/contract/headers.ts';
import { useMutation } from '@tanstack/react-query';
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

export function useLogin() {
  return useMutation({ mutationFn: login });
}
