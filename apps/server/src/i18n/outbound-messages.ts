import type { Language } from '@h5/contract/languages.ts';

/**
 * Texts of the SMS and e-mails the server sends, in the language of the request that caused them (players are
 * Filipino first: an English-only code message would be the one untranslated screen of the journey).
 */
export function verificationSms(language: Language, site: string, code: string, minutes: number) {
  return language === 'TY'
    ? {
        subject: 'Verification code',
        body: `Ang iyong verification code sa ${site} ay ${code}. Balido ito nang ${minutes} minuto. Huwag itong ibigay kaninuman.`,
      }
    : {
        subject: 'Verification code',
        body: `Your ${site} verification code is ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`,
      };
}

export function temporaryPasswordMail(
  language: Language,
  site: string,
  account: string,
  password: string,
  hours: number,
) {
  return language === 'TY'
    ? {
        subject: `${site}: ang iyong pansamantalang password`,
        body:
          `Kumusta ${account},\n\nAng iyong pansamantalang password ay ${password}\n` +
          `Mag-log in gamit ito sa loob ng ${hours} oras at pumili ng bagong password. Gumagana pa rin ang kasalukuyan mong password hanggang mag-log in ka gamit ang pansamantala.\n` +
          'Kung hindi ikaw ang humiling nito, balewalain ang e-mail na ito: hindi nagbago ang iyong password.\n',
      }
    : {
        subject: `${site}: your temporary password`,
        body:
          `Hello ${account},\n\nYour temporary password is ${password}\n` +
          `Log in with it within ${hours} hours and choose a new password. Your current password keeps working until you log in with the temporary one.\n` +
          'If you did not ask for this, ignore this e-mail: your password has not changed.\n',
      };
}
