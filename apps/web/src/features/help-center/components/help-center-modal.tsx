import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { Modal } from '../../../components/modal';
import { useHelpCenter } from '../api/get-help-center';
import { HelpArticleList } from './help-article-list';

interface HelpCenterModalProps {
  onClose: () => void;
  /** Slug of the article to show opened. */
  article?: string | null;
}

/** The help-center popup: the operator's articles for the current language, sanitised before rendering. */
export default function HelpCenterModal({ onClose, article }: HelpCenterModalProps) {
  const { t, i18n } = useTranslation();
  const help = useHelpCenter(i18n.language);

  return (
    <Modal title={t('help_center')} onClose={onClose} size="large">
      {help.isPending ? (
        <Spinner label={t('loading')} />
      ) : help.isError ? (
        <ErrorState error={help.error} onRetry={() => void help.refetch()} />
      ) : help.data.length === 0 ? (
        <EmptyState icon="help" title={t('help_empty')} />
      ) : (
        <HelpArticleList articles={help.data} openSlug={article} />
      )}
    </Modal>
  );
}
