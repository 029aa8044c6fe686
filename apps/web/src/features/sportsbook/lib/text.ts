import { useTranslation } from 'react-i18next';

/** The book's texts come in English and Bengali: the one of the page's language. */
export function useBookText(): (text: { en: string; bn: string }) => string {
  const { i18n } = useTranslation();
  const bengali = i18n.language.startsWith('bn');
  return (text) => (bengali ? text.bn : text.en);
}
