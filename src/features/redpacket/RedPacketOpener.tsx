// NOTE: the file, not the friends index: that index brings the friend pages, which import the chats.
import { useGo } from '../../app/navigation';
import { openWeb } from '../../app/shellBridge';
import { Avatar, Spinner, useUserName } from '../../components';
import { CenterPopup, Popup } from '../../components/sheets';
import { useModalHold } from '../../state/modal';
import { RedPacketDetails } from './RedPacketDetails';
import { redPacketTexts, shownGreeting } from './texts';
import type { useOpenRedPacket } from './useOpenRedPacket';

const inBody = () => document.body;

/** The cover with the open button (a spinning coin while claiming), then the details sheet. */
export function RedPacketOpener({
  flow,
  greeting,
  rulesUrl = '',
}: {
  flow: ReturnType<typeof useOpenRedPacket>;
  greeting: string;
  /**
   * The rain's rules page (chat_hb_url), for a drop of the red-packet rain: a link under the cover's
   * button (an app path in the app, another page in the in-app web view). NOTE: the spec names the
   * field only; beside chat_hb_price and chat_hb_time it is the rain's own page.
   */
  rulesUrl?: string;
}) {
  const t = redPacketTexts.useT();
  const go = useGo();
  const name = useUserName();
  const { state } = flow;
  // Adverts and prompts wait while a red packet is open (src/state/modal.ts).
  useModalHold(state.step !== 'closed');
  const cover = state.step === 'loading' || state.step === 'cover' || state.step === 'opening';
  const info = state.step === 'cover' || state.step === 'opening' ? state.info : null;
  return (
    <>
      {/* NOTE: in the body, not in place (the kit's CenterPopup default): in place it sat in a row of
          the room's chat list, whose transform made it a box of that list, under the room's video
          and tabs, which covered its close button (issue 45). */}
      <CenterPopup
        visible={cover}
        onMaskClick={flow.close}
        bodyClassName="red-packet-cover-body"
        destroyOnClose
        getContainer={inBody}
      >
        <div className="red-packet-cover" data-testid="red-packet-cover">
          <button
            type="button"
            className="red-packet-cover-close"
            onClick={flow.close}
            aria-label={t('close')}
          >
            ×
          </button>
          {state.step === 'loading' ? (
            <Spinner color="#ffd98a" />
          ) : (
            <>
              {info && (
                <div className="red-packet-cover-sender">
                  <Avatar
                    url={info.headurl}
                    name={info.nickname || String(info.uid)}
                    seed={info.uid}
                    size={48}
                  />
                  <strong data-content>{t('ofSender', { name: name(info) })}</strong>
                </div>
              )}
              {state.step === 'cover' && state.refused ? (
                <p className="red-packet-cover-refused" role="alert" data-testid="red-packet-refused">
                  {state.refused}
                </p>
              ) : (
                <p className="red-packet-cover-greeting" data-content>
                  {shownGreeting(t, greeting)}
                </p>
              )}
              {state.step === 'opening' || (state.step === 'cover' && !state.refused && info) ? (
                <button
                  type="button"
                  className={`red-packet-open${state.step === 'opening' ? ' red-packet-open-spin' : ''}`}
                  disabled={state.step === 'opening'}
                  onClick={() => info && void flow.claim(info)}
                  data-testid="red-packet-open"
                >
                  {t('open')}
                </button>
              ) : null}
              {rulesUrl !== '' && (
                <button
                  type="button"
                  className="red-packet-cover-link"
                  onClick={() => {
                    flow.close();
                    if (rulesUrl.startsWith('/')) go(rulesUrl);
                    else openWeb(rulesUrl, t('rainRules'));
                  }}
                  data-testid="red-packet-rain-rules"
                >
                  {t('rainRules')}
                </button>
              )}
              {state.step === 'cover' && state.refused && info && (
                <button
                  type="button"
                  className="red-packet-cover-link"
                  onClick={() => void flow.details()}
                  data-testid="red-packet-to-details"
                >
                  {t('details')}
                </button>
              )}
            </>
          )}
        </div>
      </CenterPopup>
      <Popup
        visible={state.step === 'details'}
        onMaskClick={flow.close}
        bodyClassName="red-packet-details-body"
        destroyOnClose
      >
        <button
          type="button"
          className="red-packet-details-close"
          onClick={flow.close}
          aria-label={t('close')}
          data-testid="red-packet-close"
        >
          ×
        </button>
        {state.step === 'details' && <RedPacketDetails info={state.info} greeting={greeting} />}
      </Popup>
    </>
  );
}
