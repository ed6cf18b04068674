import type { RedEnvelope } from '@h5/contract/endpoints/red-rain.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton, ModalDialog } from '../../../components/modal-dialog.tsx';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import { CENTAVOS_PER_PESO } from '../constants.ts';

/** What the opened envelope held, credited already; focus starts on its OK button. */
export function WonDialog({ envelope, onClose }: { envelope: RedEnvelope; onClose: () => void }) {
  const { t } = useTranslation('redRain');
  const { t: tCommon } = useTranslation();
  const formatMoney = useFormatMoney();
  const ok = useRef<HTMLButtonElement>(null);
  // This effect runs after the dialog's own (children first), once showModal has made its content focusable.
  useEffect(() => {
    ok.current?.focus();
  }, []);
  return (
    <ModalDialog
      labelledBy="red-rain-won-title"
      onClose={onClose}
      className="red-rain-won"
      testId="red-rain-won"
    >
      {(close) => (
        <>
          <header className="modal__header">
            <h2 className="modal__title" id="red-rain-won-title" data-testid="red-rain-won-title">
              {t('won.title', { amount: formatMoney(envelope.amount) })}
            </h2>
            <DialogCloseButton label={tCommon('common.close')} onClick={close} />
          </header>
          <div className="modal__content red-rain-won__content">
            <span className="red-rain__art red-rain__art--open" aria-hidden="true" />
            <p>{t('won.credited')}</p>
            {envelope.turnoverMultiple > 0 && (
              <p className="red-rain__note" data-testid="red-rain-won-turnover">
                {t('won.turnover', {
                  turnover: formatMoney(turnoverOf(envelope)),
                  multiple: envelope.turnoverMultiple,
                })}
              </p>
            )}
            <button
              type="button"
              ref={ok}
              className="button button--primary"
              onClick={close}
              data-testid="red-rain-won-ok"
            >
              {t('won.ok')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

/** The turnover an envelope adds, counted in centavos so 12.34 × 3 is 37.02, not 37.019999… */
function turnoverOf(envelope: RedEnvelope): number {
  return Math.round(envelope.amount * CENTAVOS_PER_PESO * envelope.turnoverMultiple) / CENTAVOS_PER_PESO;
}
