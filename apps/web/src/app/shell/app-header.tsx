import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguagePicker } from '../../components/language-picker.tsx';
import { PageBar } from '../../components/page-bar.tsx';
import { useLanguage } from '../../lib/i18n/i18n.ts';
import type { TitleKey } from '../routes/route-table.ts';
import { HOME } from '../routes/paths.ts';
import { useChangeLanguage } from '../use-change-language.ts';
import { useBack } from './use-back.ts';

/**
 * Lobby spec §2.3, as far as it exists now: the logo on home, a back arrow and the page title elsewhere, and the
 * language picker (§2.17). Menu, balance, mail and login links come with later issues.
 */
export function AppHeader({ title, isHome }: { title: TitleKey; isHome: boolean }) {
  const { t } = useTranslation();
  const back = useBack();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  const picker = <LanguagePicker value={language} onChange={changeLanguage} />;
  return (
    <header className="app-header">
      {isHome ? (
        <div className="app-header__home">
          <Link to={HOME} className="app-header__logo" aria-label={t('common.home')}>
            <img src={`${import.meta.env.BASE_URL}logo.svg`} alt="" width="32" height="32" />
          </Link>
          {picker}
        </div>
      ) : (
        <PageBar title={t(`title.${title}`)} backLabel={t('common.back')} onBack={back} end={picker} />
      )}
    </header>
  );
}
