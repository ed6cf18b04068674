import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmLogout } from '../../../components/logout-confirm.tsx';
import { PATHS } from '../../../lib/routes/paths.ts';
import { Button, List } from '../../../lib/ui/antd.ts';
import './auth.css';

/**
 * `/m/set` (accounts spec §2; the route sends guests home): back (shell header), one entry (change password) and
 * sign out.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="auth-page" data-testid="settings-page">
      <List className="settings-list">
        <List.Item
          clickable
          data-testid="settings-change-password"
          onClick={() => {
            void navigate(PATHS.changePassword);
          }}
        >
          {t('title.changePassword')}
        </List.Item>
      </List>
      <div className="settings-actions">
        <Button
          block
          color="danger"
          size="large"
          data-testid="settings-sign-out"
          onClick={() => void confirmLogout()}
        >
          {t('auth.signOut')}
        </Button>
      </div>
    </section>
  );
}
