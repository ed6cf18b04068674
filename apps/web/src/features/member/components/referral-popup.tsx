import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/load-state.tsx';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { Popup, Toast } from '../../../lib/ui/antd.ts';
import { copyText } from '../../../lib/ui/copy-text.ts';
import { useReferralLink } from '../api/get-referral-details.ts';

/**
 * Lobby §2.11 "referral link management": the member's referral code and link, each with a copy button
 * (`copy_success`). Open to everyone (no session condition in the table): a guest is asked to log in, since a code
 * belongs to a member.
 */
export function ReferralPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const session = useSession();
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="referral-sheet"
      destroyOnClose
    >
      <div className="referral" data-testid="referral-popup" role="dialog" aria-label={t('referral.title')}>
        <div className="referral__head">
          <h2 className="referral__title">{t('referral.title')}</h2>
          <button
            type="button"
            className="referral__close"
            aria-label={t('common.close', { ns: 'translation' })}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {session ? (
          <ReferralDetails />
        ) : (
          <div className="referral__guest">
            <p>{t('referral.loginFirst')}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                onClose();
                void navigate(PATHS.login);
              }}
            >
              {t('loginOrRegister')}
            </button>
          </div>
        )}
      </div>
    </Popup>
  );
}

/** The code and link rows; shared by the popup and the invite-friends page. */
export function ReferralDetails() {
  const { t } = useTranslation('member');
  const referral = useReferralLink();
  if (referral.isPending) return <LoadingState testId="referral-loading" />;
  if (referral.isError) {
    return (
      <ErrorState
        error={referral.error}
        retrying={referral.isFetching}
        onRetry={() => void referral.refetch()}
        testId="referral-error"
      />
    );
  }
  return (
    <>
      <dl className="referral__rows">
        <CopyRow label={t('referral.code')} value={referral.data.code} testId="referral-code" />
        <CopyRow label={t('referral.link')} value={referral.data.link} testId="referral-link" />
      </dl>
      <p className="referral__count" data-testid="referral-invitations">
        {t('referral.invitations', { count: referral.data.invitations })}
      </p>
    </>
  );
}

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('member');
  return (
    <div className="referral__row">
      <dt>{label}</dt>
      <dd>
        <span className="referral__value" data-testid={testId}>
          {value}
        </span>
        <button
          type="button"
          className="referral__copy"
          data-testid={`${testId}-copy`}
          onClick={() => {
            void copyText(value).then((copied) => {
              Toast.show({
                content: copied ? t('common.copy_success', { ns: 'translation' }) : t('referral.copyFailed'),
              });
            });
          }}
        >
          {t('referral.copy')}
        </button>
      </dd>
    </div>
  );
}
