import { useTranslation } from 'react-i18next';
import { PageBar } from '../../components/page-bar.tsx';
import { useRouteEntry } from '../../lib/routes/route-entry.ts';
import { useBack } from '../shell/use-back.ts';
import './placeholder-page.css';

/**
 * One page for every route a later issue builds: the localised title and a back button (in the shell header, or
 * in its own bar where the header is hidden) and a plain line saying the page is not available yet.
 */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const route = useRouteEntry();
  const back = useBack();
  return (
    <section className="placeholder-page">
      {route && !route.header && (
        <PageBar title={t(`title.${route.title}`)} backLabel={t('common.back')} onBack={back} />
      )}
      <p className="placeholder-page__text">{t('common.pageNotReady')}</p>
    </section>
  );
}
