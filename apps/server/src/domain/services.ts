import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { Captchas } from './captcha.ts';
import { OutboxProvider, type DeliveryProvider, type OutboxLog } from './delivery.ts';
import { LoginGuard } from './login-guard.ts';
import { PasswordHasher, defaultHashConcurrency } from './passwords.ts';
import { NonceStore, RsaKeyRing } from './payload-crypto.ts';
import { Sessions } from './sessions.ts';
import { SmtpMailer } from './smtp.ts';
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
  /** Trial (free play) accounts one client address (IPv6: its /64) may open per hour. */
  readonly trialsPerSourceHour: number;
}

export function createAccountServices(db: Db, config: Config, log: OutboxLog): AccountServices {
  const outbox = new OutboxProvider(db, log, { keepCodes: config.devOutbox });
  const delivery: DeliveryProvider =
    config.smtpUrl === ''
      ? outbox
      : { sendSms: (m) => outbox.sendSms(m), sendMail: (m) => new SmtpMailer(config.smtpUrl).send(m) };
  return {
    passwords: new PasswordHasher(config.argon2, {
      concurrency: config.passwordHashConcurrency || defaultHashConcurrency(),
      queue: config.passwordHashQueue,
    }),
    sessions: new Sessions(db, { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours }),
    keys: new RsaKeyRing(config.rsaRotateHours * 3_600_000),
    nonces: new NonceStore(db),
    captchas: new Captchas(db, config.devOutbox),
    sms: new SmsCodes(db, {
      codeMinutes: config.smsCodeMinutes,
      hourlyPerNumber: config.smsHourlyPerNumber,
      hourlyPerIp: config.smsHourlyPerIp,
    }),
    guard: new LoginGuard(db, {
      captchaAfter: config.loginCaptchaAfter,
      maxFailuresPerHour: config.loginMaxFailuresPerHour,
    }),
    delivery,
    throttle: new Throttle(db),
    trialsPerSourceHour: config.trialHourlyPerIp,
  };
}
