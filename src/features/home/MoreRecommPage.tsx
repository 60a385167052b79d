import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components';
import { LiveList } from './LiveList';
import { homeTexts } from './texts';

const TITLES = { 0: 'hotLive', 1: 'tabFootball', 2: 'tabBasketball', 3: 'tabEsports', 4: 'tabLive' } as const;

/** /MoreRecomm?type=: the full live list of one type. */
export function MoreRecommPage() {
  const t = homeTexts.useT();
  const [params] = useSearchParams();
  const type = Number(params.get('type') ?? 0);
  const safeType = Number.isInteger(type) && type >= 0 ? type : 0;
  const titleKey = TITLES[safeType as keyof typeof TITLES] ?? 'moreTitle';
  return (
    <div className="pane" data-testid="more-recomm-page">
      <PageHeader title={t(titleKey)} />
      <div className="scroll more-recomm">
        <LiveList type={safeType} />
      </div>
    </div>
  );
}
