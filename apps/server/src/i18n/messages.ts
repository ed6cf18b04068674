import type { ErrorCode } from '@h5/contract/error-codes.ts';
import type { Language } from '@h5/contract/languages.ts';

type Texts = Readonly<Record<Language, string>>;

/**
 * The envelope `message` for each error code, in every language of the product (platform-api §3: the server
 * localises by the `Language` header). Keyed by `ErrorCode`, so a code added to the contract without texts
 * here is a type error.
 */
const ERROR_MESSAGES: Readonly<Record<ErrorCode, Texts>> = {
  'login.not.session': {
    EN: 'You are not logged in or your session has expired. Please log in again.',
    TY: 'Hindi ka naka-log in o nag-expire na ang iyong session. Mag-log in ulit.',
  },
  'function.not.available': {
    EN: 'This function is not available.',
    TY: 'Hindi available ang function na ito.',
  },
  'merchant.missing': {
    EN: 'The request does not say which site it is for (Merchant header missing).',
    TY: 'Hindi nakasaad sa request kung para saang site ito (walang Merchant header).',
  },
  'merchant.unknown': {
    EN: 'This site is not known to the server (unknown Merchant).',
    TY: 'Hindi kilala ng server ang site na ito (hindi kilalang Merchant).',
  },
  request_param_err: {
    EN: 'The request parameters are not valid.',
    TY: 'Hindi wasto ang mga parameter ng request.',
  },
  request_body_required: {
    EN: 'The request body is missing or could not be read.',
    TY: 'Walang laman o hindi mabasa ang body ng request.',
  },
  'request.too.large': {
    EN: 'The request is too large.',
    TY: 'Masyadong malaki ang request.',
  },
  'request.media.type': {
    EN: 'The request content type is not supported here.',
    TY: 'Hindi tinatanggap dito ang content type ng request.',
  },
  http_method_not_support: {
    EN: 'This HTTP method is not supported for this address.',
    TY: 'Hindi suportado ang HTTP method na ito para sa address na ito.',
  },
  'request.not.found': {
    EN: 'The requested address does not exist.',
    TY: 'Walang ganitong address sa server.',
  },
  'request.too.many': {
    EN: 'Too many requests. Please wait a moment and try again.',
    TY: 'Masyadong maraming request. Maghintay sandali at subukan ulit.',
  },
  'request.stale': {
    EN: 'The request has expired. Please check your phone’s date and time and try again.',
    TY: 'Nag-expire na ang request. Pakitingnan ang petsa at oras ng iyong telepono at subukan ulit.',
  },
  'request.replayed': {
    EN: 'This request was already received. Please try again.',
    TY: 'Natanggap na ang request na ito. Pakisubukan ulit.',
  },
  'login.failed': {
    EN: 'Incorrect username or password.',
    TY: 'Mali ang username o password.',
  },
  'login.locked': {
    EN: 'Too many failed login attempts. Please try again later.',
    TY: 'Masyadong maraming maling pag-login. Pakisubukan ulit mamaya.',
  },
  us_forbidden_login_error: {
    EN: 'This account has been disabled. Please contact customer service.',
    TY: 'Na-disable ang account na ito. Makipag-ugnayan sa customer service.',
  },
  'captcha.incorrect': {
    EN: 'Please Enter The Correct Captcha Code',
    TY: 'Pakilagay ang tamang captcha code',
  },
  'verification.code.error': {
    EN: 'Verification code error.',
    TY: 'Mali ang verification code.',
  },
  'sms.too.frequent': {
    EN: 'A code was sent a moment ago. Please wait before asking for another one.',
    TY: 'May code na naipadala kamakailan. Maghintay muna bago humingi ng panibago.',
  },
  'sms.limit': {
    EN: 'Too many codes were requested. Please try again later.',
    TY: 'Masyadong maraming code ang hiniling. Pakisubukan ulit mamaya.',
  },
  'username.exists': {
    EN: 'This username is already taken by another user.',
    TY: 'Ang username na ito ay ginamit na ng ibang user',
  },
  'mobile.exists': {
    EN: 'This mobile number is already registered.',
    TY: 'Nakarehistro na ang mobile number na ito.',
  },
  invitation_code_error: {
    EN: 'Invalid invitation code',
    TY: 'Hindi wasto ang invitation code',
  },
  'modify.new.old.same': {
    EN: 'The new password and the old password cannot be the same.',
    TY: 'Hindi puwedeng pareho ang bagong password at ang lumang password.',
  },
  'password.old.incorrect': {
    EN: 'The old password is incorrect.',
    TY: 'Mali ang lumang password.',
  },
  in_need_true_account: {
    EN: 'Please login an actual account to use this function.',
    TY: 'Mag-login sa isang totoong account para magamit ang function na ito.',
  },
  '#734': {
    EN: 'Your previous game round is not finished yet (#734). Please finish it and try again.',
    TY: 'Hindi pa tapos ang nakaraan mong round ng laro (#734). Tapusin muna ito at subukan ulit.',
  },
  'game.not.found': {
    EN: 'This game is not available.',
    TY: 'Hindi available ang larong ito.',
  },
  'game.ticket.invalid': {
    EN: 'This game link has expired. Please open the game again from the lobby.',
    TY: 'Nag-expire na ang link ng larong ito. Buksan ulit ang laro mula sa lobby.',
  },
  'balance.insufficient': {
    EN: 'Your balance is not enough for this bet.',
    TY: 'Kulang ang iyong balanse para sa taya na ito.',
  },
  'game.round.not.ready': {
    EN: 'This round cannot be drawn yet.',
    TY: 'Hindi pa puwedeng bunutin ang round na ito.',
  },
  'agent.only': {
    EN: 'This function is only for agent accounts.',
    TY: 'Para lamang sa mga agent account ang function na ito.',
  },
  'contract.offer.changed': {
    EN: 'This offer has changed. Please read the new terms before you answer.',
    TY: 'Nagbago ang alok na ito. Basahin muna ang mga bagong tuntunin bago ka sumagot.',
  },
  'red.rain.unavailable': {
    EN: 'The red envelope rain is not available.',
    TY: 'Hindi available ang ulan ng pulang sobre.',
  },
  'red.rain.not.active': {
    EN: 'This red envelope rain is not falling now.',
    TY: 'Hindi umuulan ngayon ng pulang sobre.',
  },
  'red.rain.not.qualified': {
    EN: 'Make a deposit first to open red envelopes.',
    TY: 'Mag-deposito muna para makapagbukas ng pulang sobre.',
  },
  'red.rain.no.envelopes': {
    EN: 'You have opened all your envelopes in this rain.',
    TY: 'Nabuksan mo na ang lahat ng iyong sobre sa ulang ito.',
  },
  'red.rain.over': {
    EN: 'All envelopes of this rain have been taken.',
    TY: 'Nakuha na ang lahat ng sobre sa ulang ito.',
  },
  'agent.team.not.member': {
    EN: 'This account is not in your team.',
    TY: 'Wala sa iyong team ang account na ito.',
  },
  'agent.rate.above.own': {
    EN: 'The rebate rate cannot be higher than your own rate.',
    TY: 'Hindi puwedeng mas mataas ang rebate rate kaysa sa sarili mong rate.',
  },
  'agent.rate.below.downline': {
    EN: 'The rebate rate cannot be lower than the rate this member gave its own team.',
    TY: 'Hindi puwedeng mas mababa ang rebate rate kaysa sa ibinigay ng member na ito sa sarili niyang team.',
  },
  'agent.rate.not.agent': {
    EN: 'Only an agent can have a rebate rate; a player keeps 0%.',
    TY: 'Agent lang ang puwedeng magkaroon ng rebate rate; 0% ang sa player.',
  },
  'record.not.found': {
    EN: 'This record does not exist or is not yours.',
    TY: 'Walang ganitong record o hindi ito sa iyo.',
  },
  'upload.count': {
    EN: 'You can attach at most {max} images.',
    TY: 'Hanggang {max} larawan lamang ang puwedeng ilakip.',
  },
  'upload.size': {
    EN: 'Each image must be {maxMb} MB or smaller.',
    TY: 'Dapat {maxMb} MB o mas maliit ang bawat larawan.',
  },
  'upload.type': {
    EN: 'Only PNG or JPG images can be attached.',
    TY: 'PNG o JPG na larawan lamang ang puwedeng ilakip.',
  },
  'contract.not.eligible': {
    EN: 'Contracts are not available for this account.',
    TY: 'Hindi available ang mga kontrata para sa account na ito.',
  },
  'contract.not.pending': {
    EN: 'There is no pending contract offer to answer. It may have been answered already.',
    TY: 'Walang nakabinbing alok na kontrata na sasagutin. Baka nasagot na ito.',
  },
  'amount.out.of.range': {
    EN: 'The amount must be from ₱{min} to ₱{max}.',
    TY: 'Ang halaga ay dapat mula ₱{min} hanggang ₱{max}.',
  },
  'channel.unknown': {
    EN: 'This payment method is not available. Please choose another.',
    TY: 'Hindi available ang paraan ng pagbabayad na ito. Pumili ng iba.',
  },
  'request.id.reused': {
    EN: 'This request was already sent with different details. Please start again.',
    TY: 'Naipadala na ang request na ito na may ibang detalye. Magsimula ulit.',
  },
  'funds.password.missing': {
    EN: 'Please set a funds password first in the security center.',
    TY: 'Magtakda muna ng funds password sa security center.',
  },
  'funds.password.incorrect': {
    EN: 'The funds password is incorrect. Tries left: {triesLeft}.',
    TY: 'Mali ang funds password. Natitirang subok: {triesLeft}.',
  },
  'funds.password.locked': {
    EN: 'Too many wrong tries. The funds password is locked for now; please try again later.',
    TY: 'Masyadong maraming maling subok. Naka-lock muna ang funds password; subukan ulit mamaya.',
  },
  'security.questions.missing': {
    EN: 'You have not set security questions, so the funds password cannot be reset here. Please contact support.',
    TY: 'Wala kang itinakdang security questions, kaya hindi ma-reset dito ang funds password. Makipag-ugnayan sa support.',
  },
  'payee.name.mismatch': {
    EN: 'The account name must be the same as your payee name.',
    TY: 'Ang pangalan ng account ay dapat kapareho ng iyong payee name.',
  },
  'payout.account.limit': {
    EN: 'You cannot bind more payout accounts (at most {max}), or this account is already bound.',
    TY: 'Hindi ka na puwedeng mag-bind ng iba pang payout account (hanggang {max}), o naka-bind na ito.',
  },
  'withdraw.daily.limit': {
    EN: 'This would pass today’s withdrawal limit. Please try again tomorrow or with a smaller amount.',
    TY: 'Lalampas ito sa limitasyon ng withdrawal ngayong araw. Subukan bukas o sa mas maliit na halaga.',
  },
  'withdraw.turnover': {
    EN: 'You need to bet ₱{remaining} more before you can withdraw or transfer.',
    TY: 'Kailangan mo pang tumaya ng ₱{remaining} bago ka makapag-withdraw o makapaglipat.',
  },
  'deposit.duplicate': {
    EN: 'This transfer was already submitted (the same receipt or transfer reference). Please wait for its review.',
    TY: 'Naipadala na ang transfer na ito (parehong resibo o reference). Pakihintay ang pagsusuri nito.',
  },
  'operator.unauthorized': {
    EN: 'A valid operator token is required.',
    TY: 'Kailangan ng wastong operator token.',
  },
  'review.conflict': {
    EN: 'This request was already decided or is not waiting for review.',
    TY: 'Napagpasyahan na ang request na ito o hindi ito naghihintay ng pagsusuri.',
  },
  'promotion.not.applicable': {
    EN: 'This promotion does not apply to this deposit. Please choose another or deposit without it.',
    TY: 'Hindi puwede ang promosyong ito sa depositong ito. Pumili ng iba o magdeposito nang wala nito.',
  },
  'promotion.unavailable': {
    EN: 'This promotion is not available right now.',
    TY: 'Hindi available ang promosyong ito sa ngayon.',
  },
  'reward.not.claimable': {
    EN: 'This reward cannot be claimed: it is waiting for approval, was rejected or has expired.',
    TY: 'Hindi makukuha ang reward na ito: naghihintay pa ng pag-apruba, tinanggihan, o nag-expire na.',
  },
  'promotion.login.taken': {
    EN: 'You have already claimed today’s login reward. Come back tomorrow.',
    TY: 'Nakuha mo na ang login reward ngayong araw. Bumalik ka bukas.',
  },
  'rebate.nothing': {
    EN: 'There is no rebate to claim yet. Place bets to earn one.',
    TY: 'Wala pang rebate na makukuha. Tumaya para magkaroon nito.',
  },
  'payment.notification.invalid': {
    EN: 'The payment notification could not be verified.',
    TY: 'Hindi ma-verify ang abiso ng bayad.',
  },
  'social.unavailable': {
    EN: 'This sign-in method is not available on this site.',
    TY: 'Hindi available ang paraan ng pag-sign in na ito sa site na ito.',
  },
  'social.cancelled': {
    EN: 'Sign-in was cancelled.',
    TY: 'Kinansela ang pag-sign in.',
  },
  'social.state.mismatch': {
    EN: 'This sign-in could not be confirmed or has expired. Please start again.',
    TY: 'Hindi makumpirma o nag-expire na ang pag-sign in na ito. Magsimula ulit.',
  },
  'social.provider.error': {
    EN: 'The sign-in provider could not confirm who you are. Please try again.',
    TY: 'Hindi nakumpirma ng provider kung sino ka. Subukan ulit.',
  },
  'social.already.linked': {
    EN: 'This account is already linked to another member, or yours already has one of this kind.',
    TY: 'Naka-link na ang account na ito sa ibang miyembro, o may ganitong uri na ang iyong account.',
  },
  'social.link.password': {
    EN: 'The password is wrong.',
    TY: 'Mali ang password.',
  },
  'system.busy': {
    EN: 'The system is busy. Please try again later.',
    TY: 'Abala ang system sa ngayon. Pakisubukan ulit mamaya.',
  },
};

/** Variants of a code's message that name what was wrong; `{field}` is filled in. */
const DETAIL_MESSAGES = {
  invalidField: {
    EN: 'Invalid request parameter: {field}.',
    TY: 'Hindi wasto ang parameter ng request: {field}.',
  },
  missingField: {
    EN: 'Missing request parameter: {field}.',
    TY: 'Kulang ang parameter ng request: {field}.',
  },
  /** Registration that needs an SMS code (mobile registration, or REGMOBVERF3) without a mobile number. */
  mobileNumMissingForSms: {
    EN: 'Please enter your mobile number: the verification code for registering is sent to it.',
    TY: 'Pakilagay ang iyong mobile number: dito ipinapadala ang verification code para makapagrehistro.',
  },
  malformedJson: {
    EN: 'The request body is not valid JSON.',
    TY: 'Hindi wastong JSON ang body ng request.',
  },
  malformedMultipart: {
    EN: 'The uploaded form could not be read. Please try again.',
    TY: 'Hindi mabasa ang ipinadalang form. Pakisubukan ulit.',
  },
  duplicateMerchant: {
    EN: 'The Merchant header was sent more than once.',
    TY: 'Higit sa isang beses ipinadala ang Merchant header.',
  },
  /** Setting the first funds password: the login password that confirms it is wrong. */
  loginPasswordForFunds: {
    EN: 'The login password is incorrect. Tries left: {triesLeft}.',
    TY: 'Mali ang login password. Natitirang subok: {triesLeft}.',
  },
  /** Resetting the funds password: an answer to the security questions is wrong. */
  securityAnswersIncorrect: {
    EN: 'The answers to your security questions are not correct. Tries left: {triesLeft}.',
    TY: 'Mali ang mga sagot sa iyong security questions. Natitirang subok: {triesLeft}.',
  },
} as const satisfies Record<string, Texts>;

export type MessageDetail = keyof typeof DETAIL_MESSAGES;

export function errorMessage(
  code: ErrorCode,
  language: Language,
  detail?: MessageDetail,
  params: Readonly<Record<string, string>> = {},
): string {
  const template = detail === undefined ? ERROR_MESSAGES[code][language] : DETAIL_MESSAGES[detail][language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
