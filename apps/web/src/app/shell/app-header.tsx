import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../components/language-picker.tsx';
import { PageBar } from '../../components/page-bar.tsx';
import { STICKY_HEADER_THRESHOLD_PX } from '../../features/shell/constants.ts';
import { HomeHeader } from '../../features/shell/components/home-header.tsx';
import { useScrolledPast } from '../../features/shell/use-scrolled-past.ts';
import { useLanguage } from '../../lib/i18n/i18n.ts';
import type { TitleKey } from '../../lib/routes/route-table.ts';
import { useChangeLanguage } from '../use-change-language.ts';
import { useBack } from './use-back.ts';
import './app-header.css';

interface AppHeaderProps {
  title: TitleKey;
  isHome: boolean;
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

/**
 * Lobby spec §2.3: on home the menu button, the logo and the account area (HomeHeader); on other pages a back arrow
 * following the back rules and the page title. The language picker (§2.17) on both. Past 100 px of scrolling
 * (lobby spec §9 sticky header) the header is marked `data-stuck` and casts a shadow over the page.
 */
export function AppHeader({ title, isHome, menuOpen, onOpenMenu, menuButtonRef }: AppHeaderProps) {
  const { t } = useTranslation();
  const back = useBack();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  const stuck = useScrolledPast(STICKY_HEADER_THRESHOLD_PX);
  const picker = <LanguagePicker value={language} onChange={changeLanguage} />;
  return (
    <header className="app-header" data-stuck={stuck || undefined}>
      {isHome ? (
        <HomeHeader
          language={picker}
          menuOpen={menuOpen}
          onOpenMenu={onOpenMenu}
          menuButtonRef={menuButtonRef}
        />
      ) : (
        <PageBar title={t(`title.${title}`)} backLabel={t('common.back')} onBack={back} end={picker} />
      )}
    </header>
  );
}
