import '../i18n';
import { useTranslation } from 'react-i18next';

export default function LatestNews() {
  const { t } = useTranslation('community');
  return <section data-testid="latest-news">{t('news.title')}</section>;
}
