/**
 * Error codes of the envelope (platform-api.md §3) and the HTTP status our server answers with.
 * The existing platform gives a status only for some codes; every failure of ours is a 4xx or 5xx so that
 * clients and proxies can tell failures apart, and clients still branch on `success` (docs/decisions.md).
 */
export const ERROR_CODES = {
  /** Session missing or expired (platform-api §3: 401). */
  notLoggedIn: { code: 'login.not.session', status: 401 },
  /** Feature switched off, or a duplicate `Merchant` header (§3: 400, `#543`). */
  functionNotAvailable: { code: 'function.not.available', status: 400 },
  /** Missing `Merchant` header. */
  merchantMissing: { code: 'merchant.missing', status: 400 },
  /** `Merchant` header names no merchant we serve. */
  merchantUnknown: { code: 'merchant.unknown', status: 400 },
  /** Bad parameters: wrong types, missing fields, malformed JSON (§3: 400). */
  badRequest: { code: 'request_param_err', status: 400 },
  /** Encrypted call without valid encryption headers (§3: 400). */
  bodyRequired: { code: 'request_body_required', status: 400 },
  /** Body larger than the server accepts. */
  payloadTooLarge: { code: 'request.too.large', status: 413 },
  /** Body in a content type the endpoint does not take. */
  unsupportedMediaType: { code: 'request.media.type', status: 415 },
  /** Wrong method for a known path (§1, §3: `#459`). */
  methodNotSupported: { code: 'http_method_not_support', status: 405 },
  /** No such API route. */
  notFound: { code: 'request.not.found', status: 404 },
  /** Too many requests from this client. */
  tooManyRequests: { code: 'request.too.many', status: 429 },
  /** Encrypted payload older or newer than the allowed clock skew (accounts issue). */
  requestStale: { code: 'request.stale', status: 400 },
  /** Encrypted payload whose nonce was already used. */
  requestReplayed: { code: 'request.replayed', status: 400 },
  /**
   * Wrong username or password, or unknown user: the same code, message and similar timing for both, so that
   * accounts cannot be enumerated. `value.captcha = true` once the captcha is required (platform-api §3).
   */
  loginFailed: { code: 'login.failed', status: 400 },
  /** Too many failed logins for the account in the last hour: try again later. */
  loginLocked: { code: 'login.locked', status: 429 },
  /** Account disabled by the operator (platform-api §3). */
  loginForbidden: { code: 'us_forbidden_login_error', status: 403 },
  /** Captcha missing, wrong, expired or already used ("Please Enter The Correct Captcha Code"); fetch a new one. */
  captchaIncorrect: { code: 'captcha.incorrect', status: 400 },
  /** SMS or e-mail verification code wrong, expired, used, or tried too often. */
  verificationCodeIncorrect: { code: 'verification.code.error', status: 400 },
  /** A code was sent to this number less than a countdown ago. */
  smsTooFrequent: { code: 'sms.too.frequent', status: 429 },
  /** Hourly cap of codes per number or per IP reached. */
  smsLimitReached: { code: 'sms.limit', status: 429 },
  /** Registration: the username is taken (also the answer of the username check). */
  usernameExists: { code: 'username.exists', status: 400 },
  /** Registration: the mobile number belongs to another member. */
  mobileExists: { code: 'mobile.exists', status: 400 },
  /** Registration or affiliate check: the invitation (affiliate) code is not valid (platform-api §4.2). */
  invitationCodeError: { code: 'invitation_code_error', status: 400 },
  /** Password by phone or change password: the new password equals the old one (platform-api §3). */
  passwordSameAsOld: { code: 'modify.new.old.same', status: 400 },
  /** Change password: the old password is wrong. */
  oldPasswordIncorrect: { code: 'password.old.incorrect', status: 400 },
  /** A trial (free-play, type 4) account tried something only a real account may do. */
  trialRefused: { code: 'in_need_true_account', status: 403 },
  /** Launch while a round of the member is still open (platform-api §3, §12 #2: `#734`). */
  gameRoundUnfinished: { code: '#734', status: 409 },
  /** The game (nodeId/gameId, lottery code) is not in the catalogue or is switched off. */
  gameNotFound: { code: 'game.not.found', status: 404 },
  /** The in-house game page's launch ticket is unknown, forged, expired or its session ended: launch again. */
  gameTicketInvalid: { code: 'game.ticket.invalid', status: 401 },
  /** The stake is more than the balance the game plays with. */
  balanceInsufficient: { code: 'balance.insufficient', status: 400 },
  /** In-house number draw: the round is not open, or its draw time has not come yet (`value.drawAt`). */
  gameRoundNotReady: { code: 'game.round.not.ready', status: 409 },
  /** An agent-only function called by a player or trial account. */
  agentOnly: { code: 'agent.only', status: 403 },
  /** A team report asked about an account that is not below the calling agent (or does not exist: never told apart). */
  agentTeamNotMember: { code: 'agent.team.not.member', status: 404 },
  /** An agent rebate rate above the agent's own (issue 18 part B: a downline never earns more than its upline). */
  agentRateAboveOwn: { code: 'agent.rate.above.own', status: 400 },
  /** An agent rebate rate below what that member already gave its own downline. */
  agentRateBelowDownline: { code: 'agent.rate.below.downline', status: 400 },
  /** An agent rebate rate above 0 for a member who is not an agent (a player earns no team rebate). */
  agentRateNotAgent: { code: 'agent.rate.not.agent', status: 400 },
  /** Red envelope rain: the merchant runs none, or its switch (AGENTMENU_REDRAIN3) is off. */
  redRainUnavailable: { code: 'red.rain.unavailable', status: 403 },
  /** Red envelope rain: that rain is not falling (not started, ended, or no such rain); nothing was credited. */
  redRainNotActive: { code: 'red.rain.not.active', status: 409 },
  /** Red envelope rain: the agent has made fewer successful deposits than the rain asks (`value.minDeposits`). */
  redRainNotQualified: { code: 'red.rain.not.qualified', status: 403 },
  /** Red envelope rain: the agent has opened all its envelopes of this rain; nothing was credited. */
  redRainNoEnvelopes: { code: 'red.rain.no.envelopes', status: 409 },
  /** Red envelope rain: the rain's budget is spent; nothing was credited. */
  redRainOver: { code: 'red.rain.over', status: 409 },
  /** A mail, notice or other record that does not exist or is not the member's own (never told apart). */
  recordNotFound: { code: 'record.not.found', status: 404 },
  /** An upload (feedback images) with more files than the endpoint takes (`value.max`). */
  uploadTooMany: { code: 'upload.count', status: 400 },
  /** An uploaded file larger than the endpoint takes (`value.maxBytes`). */
  uploadTooLarge: { code: 'upload.size', status: 413 },
  /** An uploaded file whose content is not of an accepted type (PNG or JPEG), whatever its name or declared type. */
  uploadType: { code: 'upload.type', status: 415 },
  /** Contract offers are not for this member type (4, 40, 41, 42; lobby spec §4). */
  contractNotEligible: { code: 'contract.not.eligible', status: 403 },
  /** The pending contract offer is not the one the agent read (replaced since); nothing was decided. */
  contractOfferChanged: { code: 'contract.offer.changed', status: 409 },
  /** No pending contract offer of that kind: none was made, or it was answered already. */
  contractNotPending: { code: 'contract.not.pending', status: 400 },
  /** Money: the amount is outside the channel's or the merchant's limits (`value.min`, `value.max` in pesos). */
  amountOutOfRange: { code: 'amount.out.of.range', status: 400 },
  /** Money: no such deposit channel or payout provider for this merchant, or it is switched off. */
  channelUnknown: { code: 'channel.unknown', status: 400 },
  /** Money: the same requestId was sent before with different content; nothing was done. */
  requestIdReused: { code: 'request.id.reused', status: 409 },
  /** Withdraw, payout accounts, transfers: set a funds password first (security centre). */
  fundsPasswordMissing: { code: 'funds.password.missing', status: 400 },
  /** The funds password (or a security answer) is wrong (`value.triesLeft`). */
  fundsPasswordIncorrect: { code: 'funds.password.incorrect', status: 400 },
  /** Too many wrong funds passwords or answers: locked until `value.lockedUntil` (ms). */
  fundsPasswordLocked: { code: 'funds.password.locked', status: 429 },
  /** Forgotten funds password: the member chose no security questions, so it cannot be reset that way. */
  securityQuestionsMissing: { code: 'security.questions.missing', status: 400 },
  /** A payout account's name must equal the member's payee name (`value.payeeName`, '' when none is on file). */
  payeeNameMismatch: { code: 'payee.name.mismatch', status: 400 },
  /** The member has bound as many payout accounts as the merchant allows (`value.max`), or this one already. */
  payoutAccountLimit: { code: 'payout.account.limit', status: 400 },
  /** Today's withdrawal count or sum would pass the merchant's daily limit (`value.count`, `value.amount`). */
  withdrawDailyLimit: { code: 'withdraw.daily.limit', status: 400 },
  /** Bets since the last deposit are below the turnover rule (`value.remaining` in pesos). */
  turnoverNotMet: { code: 'withdraw.turnover', status: 400 },
  /** Manual deposit: the same receipt, or the same transfer reference on the channel, was already submitted. */
  depositDuplicate: { code: 'deposit.duplicate', status: 409 },
  /** Operator API: no valid operator token. */
  operatorUnauthorized: { code: 'operator.unauthorized', status: 401 },
  /** Operator API: the deposit or withdrawal was already decided otherwise, or is not waiting for review. */
  reviewConflict: { code: 'review.conflict', status: 409 },
  /** Deposit: the promotion chosen is unknown, switched off, above the amount (`value.minDeposit`) or first-deposit only. */
  promotionNotApplicable: { code: 'promotion.not.applicable', status: 400 },
  /** Promotions: the promotion is not running, not one to sign up to or claim this way, or not for this member. */
  promotionUnavailable: { code: 'promotion.unavailable', status: 400 },
  /** Reward center: the reward is waiting for approval, rejected or expired (`value.status`); nothing was credited. */
  rewardNotClaimable: { code: 'reward.not.claimable', status: 409 },
  /** Daily login reward: already taken today (merchant's day); nothing was credited. */
  loginRewardTaken: { code: 'promotion.login.taken', status: 409 },
  /** Manual rebate: no bet to rebate since the last rebate; nothing was credited. */
  rebateNothingToClaim: { code: 'rebate.nothing', status: 400 },
  /** Payment callback: the notification's signature, timestamp or shape does not verify; nothing was done. */
  paymentNotificationInvalid: { code: 'payment.notification.invalid', status: 401 },
  /** Social sign-in: the provider is not offered here (switch off or not configured). */
  socialUnavailable: { code: 'social.unavailable', status: 400 },
  /** Social sign-in: the player cancelled at the provider (`error=access_denied`). */
  socialCancelled: { code: 'social.cancelled', status: 400 },
  /** Social sign-in: the state is missing, not this browser's, already used or expired; start again. */
  socialStateMismatch: { code: 'social.state.mismatch', status: 400 },
  /** Social sign-in: the provider refused, or what it sent did not verify (ID token, nonce, Telegram hash, age). */
  socialProviderError: { code: 'social.provider.error', status: 400 },
  /** Social sign-in: the identity belongs to another member, or the member has one of that provider already. */
  socialAlreadyLinked: { code: 'social.already.linked', status: 409 },
  /** Linking a social identity: the account's password is wrong. */
  socialLinkPasswordIncorrect: { code: 'social.link.password', status: 400 },
  /** Anything unexpected on our side (§3: `#727` system busy). Never carries internals. */
  systemBusy: { code: 'system.busy', status: 500 },
  /**
   * The same `system.busy` for the client, but on purpose: the server is shedding load (password hashing queue
   * full) and answers at once with `Retry-After` instead of letting every other request wait. 503 tells proxies
   * and monitors that this is load, not a fault.
   */
  overloaded: { code: 'system.busy', status: 503 },
} as const;

export type ErrorKey = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorKey]['code'];

/** Every code once (`system.busy` has two statuses). */
export const ERROR_CODE_LIST: readonly ErrorCode[] = [
  ...new Set(Object.values(ERROR_CODES).map((e) => e.code)),
];
