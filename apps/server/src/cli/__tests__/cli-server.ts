import { startTestApp, type TestApp } from '../../__tests__/test-app.ts';
import { OPERATOR } from '../../routes/wallet/__tests__/withdraw-helpers.ts';
import { operatorSettings, type OperatorSettings } from '../operator-commands.ts';

/** A test app listening on a free port, and the operator CLI's settings pointing at it with `OPERATOR`'s token. */
export async function startCliServer(): Promise<{ t: TestApp; settings: OperatorSettings }> {
  const t = await startTestApp({ operatorTokens: [OPERATOR] });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, settings: { ...operatorSettings({ OPERATOR_TOKEN: OPERATOR.token }), apiUrl: address } };
}
