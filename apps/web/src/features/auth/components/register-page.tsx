import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageBar } from '../../../components/page-bar.tsx';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { SpinLoading } from '../../../lib/ui/antd.ts';
import { SocialSignIn } from '../social/components/social-sign-in.tsx';
import { useRegisterAnnouncements } from '../api/get-register-announcements.ts';
import { useRegisterRules } from '../api/get-register-rules.ts';
import { InsecureContextNotice } from './insecure-context-notice.tsx';
import { RegisterBanners } from './register-banners.tsx';
import { RegisterForm } from './register-form.tsx';
import './auth.css';

/** `/m/register` and its aliases (accounts spec §2, §4, §5, §8). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const announcements = useRegisterAnnouncements();
  return (
    <section className="auth-page auth-page--register" data-testid="register-page">
      <PageBar
        title={t('title.register')}
        backLabel={t('common.back')}
        onBack={() => {
          void navigate(PATHS.home);
        }}
      />
      <div className="auth-logo">
        <img src={`${import.meta.env.BASE_URL}logo.svg`} alt="" width="64" height="64" />
      </div>
      {announcements.data && announcements.data.length > 0 && (
        <RegisterBanners banners={announcements.data} label={t('auth.registerAnnouncements')} />
      )}
      <div className="auth-card">
        <InsecureContextNotice />
        <RulesThenForm />
        <SocialSignIn />
      </div>
    </section>
  );
}

/** The form is built from the merchant's rules: a spinner until they arrive, a retry button if they cannot. */
function RulesThenForm() {
  const { t } = useTranslation();
  const rules = useRegisterRules();
  if (rules.data) return <RegisterForm rules={rules.data} />;
  if (rules.isError) {
    return (
      <button
        type="button"
        className="notice notice--error"
        data-testid="register-rules-retry"
        onClick={() => void rules.refetch()}
      >
        {errorMessage(t, rules.error)}
      </button>
    );
  }
  return (
    <div className="auth-row" role="status" aria-label={t('common.loading')}>
      <SpinLoading />
    </div>
  );
}
