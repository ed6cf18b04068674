import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { switchOn, useSwitches } from '../../../lib/system-status/use-switches.ts';
import { Button } from '../../../lib/ui/antd.ts';
import { useFreePlay } from '../hooks/use-sign-in.ts';
import './auth.css';

/** `/m/trail` (accounts spec §2): what free play is, and the test-play action (trial account → /m/home). */
export default function TrialPage() {
  const { t } = useTranslation();
  const session = useSession();
  const switches = useSwitches();
  const freePlay = useFreePlay();
  const available = switchOn(switches, 'FREEPLAY3');
  return (
    <section className="auth-page" data-testid="trial-page">
      <div className="auth-card">
        <p className="auth-intro">{t('auth.trialIntro')}</p>
        <p className="auth-intro">{t('auth.trialLimits')}</p>
        {freePlay.isError && (
          <p className="notice notice--error" role="alert" data-testid="trial-error">
            {errorMessage(t, freePlay.error)}
          </p>
        )}
        {available && !session && (
          <Button
            block
            color="primary"
            size="large"
            loading={freePlay.isPending}
            data-testid="trial-start"
            onClick={() => {
              freePlay.start();
            }}
          >
            {t('auth.startTrial')}
          </Button>
        )}
        {!session && (
          <p className="auth-footer">
            <Link to={PATHS.register} className="auth-link" data-testid="trial-register-link">
              {t('auth.in_register_now')}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
