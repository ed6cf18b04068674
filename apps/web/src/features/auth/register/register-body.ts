import type { RegisterBody } from '@h5/contract/endpoints/register.ts';
import type { AffiliateParams } from '../affiliate-params.ts';
import type { RegisterMode } from '../api/register.ts';
import { AUTH } from '../constants.ts';

export interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  /** The mobile tab's phone number (the username tab's optional one is `mobileNum`). */
  mobilePhone: string;
  verificationCode: string;
  captcha: string;
  affiliateCode: string;
  paymentPassword: string;
  idNumber: string;
  qqNum: string;
  facebook: string;
  wechat: string;
  line: string;
  whatsapp: string;
  zalo: string;
  email: string;
  nickname: string;
  payeeName: string;
  mobileNum: string;
  recommenderId: string;
}

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  mobilePhone: '',
  verificationCode: '',
  captcha: '',
  affiliateCode: '',
  paymentPassword: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  email: '',
  nickname: '',
  payeeName: '',
  mobileNum: '',
  recommenderId: '',
};

/** What the body depends on besides the typed values: which parts of the form are on, the link and the device. */
export interface RegisterContext {
  mode: RegisterMode;
  /** The password fields are shown (username tab, or MOBILENUMPASSREG3 on the mobile tab); else none is sent. */
  needsPassword: boolean;
  /** An SMS code is asked for (mobile tab, or REGMOBVERF3 on the username tab). */
  needsSms: boolean;
  captchaOn: boolean;
  dialingCode: string;
  /** The landing link's affiliate parameters, and whether the invitation check accepted its codes. */
  affiliate: AffiliateParams;
  linkValid: boolean;
  /** `registerUrl`: the host name the visitor registers on. */
  hostname: string;
  registerMethod: RegisterBody['registerMethod'];
  deviceId: string;
}

/**
 * The registration body (accounts spec §3, platform-api §4.2): every field sent, empty as `""`; a field whose part
 * of the form is off is sent empty whatever it holds. The new member is logged in at once (`login: true`).
 */
export function toRegisterBody(values: RegisterValues, context: RegisterContext): RegisterBody {
  const byMobile = context.mode === 'mobile';
  const mobile = byMobile ? values.mobilePhone : values.mobileNum;
  const password = context.needsPassword ? values.password : '';
  return {
    username: byMobile ? values.mobilePhone : values.username.trim(),
    password,
    confirmPassword: password,
    paymentPassword: values.paymentPassword,
    idNumber: values.idNumber,
    qqNum: values.qqNum,
    facebook: values.facebook,
    wechat: values.wechat,
    line: values.line,
    whatsapp: values.whatsapp,
    zalo: values.zalo,
    email: values.email.trim(),
    nickname: values.nickname,
    payeeName: values.payeeName,
    mobileNum: mobile,
    countryDialingCode: mobile ? context.dialingCode : '',
    recommenderId: values.recommenderId,
    // The link's codes only when the check accepted them (an invalid link shows the field instead); the server
    // takes the first non-empty of affiliateCode and referralCode.
    affiliateCode: values.affiliateCode.trim() || (context.linkValid ? context.affiliate.affiliateCode : ''),
    referralCode: context.linkValid ? context.affiliate.referralCode : '',
    captcha: context.captchaOn ? values.captcha : '',
    verificationCode: context.needsSms ? values.verificationCode : '',
    domain: context.affiliate.domain,
    registerUrl: context.hostname,
    registerMethod: context.registerMethod,
    type: AUTH.registerType,
    login: true,
    loginDeviceId: context.deviceId,
  };
}
