import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePrefixedParam } from '../../../lib/use-prefixed-param.ts';
import { useHelpInfo } from '../api/cms-queries.ts';
import { dateTimeOf } from '../../../lib/dates.ts';
import { HelpCentre } from '../components/help-centre.tsx';
import { RichText } from '../components/rich-text.tsx';
import { toId } from '../use-page-param.ts';
import { MissingState } from '../../../components/states/missing-state.tsx';
import './help-pages.css';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';

/** Only web addresses are followed from a help article's outside link. */
const safeLink = (url: string) => (/^https?:\/\//i.test(url) ? url : '');

/** /cms/help-{id}: one help article, its class open in the menu. */
export function Page() {
  const { t } = useTranslation('cms');
  const id = toId(usePrefixedParam('id'));
  const { data, isLoading } = useHelpInfo(id);
  const outside = data ? safeLink(data.link_address) : '';
  return (
    <HelpCentre
      classId={data?.class_id ?? 0}
      articleId={id}
      trail={
        data
          ? [{ title: data.class_name, to: `/cms/help/listother-${data.class_id}` }, { title: data.title }]
          : []
      }
    >
      {isLoading ? <ShimmerLines rows={10} /> : null}
      {!isLoading && !data ? (
        <MissingState title={t('help.notFound')} backTo="/cms/help" backLabel={t('help.back')} />
      ) : null}
      {data ? (
        <article className="help-article" data-testid="help-article">
          <h1>{data.title}</h1>
          <p className="help-article__meta">{t('help.updated', { time: dateTimeOf(data.create_time) })}</p>
          {outside ? (
            <p>
              <a href={outside} target="_blank" rel="noopener noreferrer">
                {t('help.openLink')} <ExportOutlined />
              </a>
            </p>
          ) : null}
          <RichText html={data.content} />
        </article>
      ) : null}
    </HelpCentre>
  );
}
