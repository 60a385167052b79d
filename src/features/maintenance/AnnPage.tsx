import { useNoticeConfig } from '../../api';
import { Empty, PageHeader } from '../../components';
import { maintenanceTexts } from './texts';

/** /ann: the maintenance announcement. */
export function AnnPage() {
  const t = maintenanceTexts.useT();
  const { data } = useNoticeConfig();
  const text = data?.notice_pre_content ?? '';
  return (
    <div className="pane" data-testid="ann-page">
      <PageHeader title={t('annTitle')} />
      <div className="scroll">
        {text ? (
          <div className="section ann-body">
            {text.split(/\n+/).map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered
              <p key={i}>{line}</p>
            ))}
          </div>
        ) : (
          <Empty text={t('noAnn')} />
        )}
      </div>
    </div>
  );
}
