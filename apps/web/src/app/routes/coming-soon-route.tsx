import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon';
import { useRouteHandle } from '../../lib/route-handle';

/** Pages not built yet: the real layout, the page's name as h1 and an honest coming-soon note. */
export default function ComingSoonRoute() {
  const { t } = useTranslation();
  const { titleKey = 'hd_home' } = useRouteHandle();
  return <ComingSoonPage key={titleKey} title={t(titleKey)} />;
}
