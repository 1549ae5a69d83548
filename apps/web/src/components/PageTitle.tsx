import { useTranslation } from 'react-i18next';

/** Sets the document title; React 19 hoists <title> into the document head. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{t('pageTitle', { title })}</title>;
}
