import { Dialog } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { GOODS_STATUS } from '../../../protocol/enums';
import { PageHeader } from '../../components';
import { type MarketOffer, useHub } from '../../hub';
import { requireSocket } from '../session';
import { formatCents } from '../wallet';
import { SignedIn } from '../wallet/SignedIn';
import { PublishSheet } from './PublishSheet';
import { type MarketKey, marketTexts } from './texts';
import { act, useMyOffers, useRefreshMarket } from './useMarket';

/** /market/offers: the user's offers with pause, resume and close, and publishing a new one. */
export function MyOffersPage() {
  const t = marketTexts.useT();
  const hub = useHub();
  const [publishing, setPublishing] = useState(false);
  useEffect(() => {
    requireSocket();
  }, []);
  const { data: offers } = useMyOffers();
  const refresh = useRefreshMarket();
  const reload = () => refresh('myOffers', 'marketOffers');
  const set = async (o: MarketOffer, status: number) => {
    if (status === GOODS_STATUS.CLOSED && !(await Dialog.confirm({ content: t('closeAsk') }))) return;
    if (await act(() => hub.setOfferStatus(o.goodsid, status))) reload();
  };
  return (
    <div className="pane market" data-testid="my-offers-page">
      <PageHeader title={t('myOffers')} backTo="/market" />
      <SignedIn>
        <div className="scroll">
          <button
            type="button"
            className="market-primary"
            onClick={() => setPublishing(true)}
            data-testid="offer-publish"
          >
            {t('publish')}
          </button>
          {offers?.map((o) => (
            <div key={o.goodsid} className="market-row" data-testid={`my-offer-${o.goodsid}`}>
              <span>{o.side === 'sell' ? t('sideSell') : t('sideBuy')}</span>
              <strong>
                {formatCents(o.left)} / {formatCents(o.total)}
              </strong>
              <small>{t(`status${o.status}` as MarketKey)}</small>
              {o.status === GOODS_STATUS.ONLINE && (
                <button type="button" onClick={() => set(o, GOODS_STATUS.OFFLINE)}>
                  {t('pause')}
                </button>
              )}
              {o.status === GOODS_STATUS.OFFLINE && (
                <button type="button" onClick={() => set(o, GOODS_STATUS.ONLINE)}>
                  {t('resume')}
                </button>
              )}
              {o.status <= GOODS_STATUS.INSUFFICIENT && (
                <button
                  type="button"
                  onClick={() => set(o, GOODS_STATUS.CLOSED)}
                  data-testid={`offer-close-${o.goodsid}`}
                >
                  {t('close')}
                </button>
              )}
            </div>
          ))}
        </div>
        <PublishSheet
          visible={publishing}
          onClose={() => setPublishing(false)}
          onDone={() => {
            setPublishing(false);
            reload();
          }}
        />
      </SignedIn>
    </div>
  );
}
