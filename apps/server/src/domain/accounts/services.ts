import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { OutboxProvider, type DeliveryProvider, type OutboxLog } from '../../infra/delivery.ts';
import { keyRingRepository } from '../../infra/key-ring-repository.ts';
import { DEVELOPMENT_KEY_RING_SECRET, KeySealer } from '../../infra/key-sealer.ts';
import { nonceRepository } from '../../infra/nonce-repository.ts';
import { outboxRepository } from '../../infra/outbox-repository.ts';
import { PasswordHasher, defaultHashConcurrency } from '../../infra/password-hasher.ts';
import { NonceStore } from '../../infra/payload-crypto.ts';
import { RsaKeyRing } from '../../infra/rsa-key-ring.ts';
import { SmtpMailer } from '../../infra/smtp.ts';
import { accountsRepository } from './accounts-repository.ts';
import { Captchas, type DevCaptchaAnswers } from './captcha.ts';
import { LoginGuard } from './login-guard.ts';
import { Sessions } from './sessions.ts';
import { SmsCodes } from './sms-codes.ts';
import { Throttle } from './throttle.ts';

/** The account machinery handlers use, made once at start from the configuration. */
export interface AccountServices {
  readonly passwords: PasswordHasher;
  readonly sessions: Sessions;
  readonly keys: RsaKeyRing;
  readonly nonces: NonceStore;
  readonly captchas: Captchas;
  readonly sms: SmsCodes;
  readonly guard: LoginGuard;
  readonly delivery: DeliveryProvider;
  readonly throttle: Throttle;
}

/** What the services log: the outbox's lines, and the warning about a development `KEY_RING_SECRET`. */
export type AccountServicesLog = OutboxLog & { warn: (message: string) => void };

/** Composition: the services on their repositories (all on `db`) and the configured providers. */
/** The development outbox's captcha answers: rows of the SMS outbox to `captcha:<cookie id>`. */
function devCaptchaAnswers(outbox: ReturnType<typeof outboxRepository>): DevCaptchaAnswers {
  const to = (id: string) => `captcha:${id}`;
  return {
    keep: (id, answer, now) =>
      outbox.insertOutboxMessage('sms', {
        to: to(id),
        subject: 'captcha',
        body: '',
        code: answer,
        sentAt: now,
      }),
    find: async (id) => (await outbox.latestOutboxMessages('sms', to(id), 1))[0]?.code,
  };
}

export function createAccountServices(db: Db, config: Config, log: AccountServicesLog): AccountServices {
  const accounts = accountsRepository(db);
  const outbox = new OutboxProvider(outboxRepository(db), log, { keepCodes: config.devOutbox });
  const delivery: DeliveryProvider =
    config.smtpUrl === ''
      ? outbox
      : { sendSms: (m) => outbox.sendSms(m), sendMail: (m) => new SmtpMailer(config.smtpUrl).send(m) };
  if (config.keyRingSecret === '') {
    log.warn(
      'KEY_RING_SECRET is not set: the RSA private keys in the database are sealed with a development key anyone ' +
        'can derive. Set it (32+ random characters, the same on every instance) before real use.',
    );
  }
  return {
    passwords: new PasswordHasher(config.argon2, {
      concurrency: config.passwordHashConcurrency || defaultHashConcurrency(),
      queue: config.passwordHashQueue,
    }),
    sessions: new Sessions(accounts, {
      idleMinutes: config.sessionIdleMinutes,
      maxHours: config.sessionMaxHours,
    }),
    keys: new RsaKeyRing(
      keyRingRepository(db),
      new KeySealer(config.keyRingSecret || DEVELOPMENT_KEY_RING_SECRET),
      config.rsaRotateHours * 3_600_000,
    ),
    nonces: new NonceStore(nonceRepository(db)),
    captchas: new Captchas(accounts, config.devOutbox ? devCaptchaAnswers(outboxRepository(db)) : null),
    sms: new SmsCodes(accounts, {
      codeMinutes: config.smsCodeMinutes,
      hourlyPerNumber: config.smsHourlyPerNumber,
      hourlyPerIp: config.smsHourlyPerIp,
    }),
    guard: new LoginGuard(accounts, {
      captchaAfter: config.loginCaptchaAfter,
      maxFailuresPerHour: config.loginMaxFailuresPerHour,
    }),
    delivery,
    throttle: new Throttle(accounts),
  };
}
