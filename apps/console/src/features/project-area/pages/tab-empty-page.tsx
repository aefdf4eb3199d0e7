import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRouteTitleKey } from '../../../lib/route-handle';
import { EmptyState } from '../../../ui/empty-state';

/** A tab whose tools are not built yet: its heading (from the layout) and what will appear here. */
export function TabEmptyPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const titleKey = useRouteTitleKey(new URLSearchParams(location.search)) ?? 'titles.project';
  const name = titleKey.replace(/^titles\./, '');
  return <EmptyState description={t(`project.empty.${name}`)} />;
}
