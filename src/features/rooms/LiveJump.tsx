import { Dialog } from 'antd-mobile';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { LOG_ACTION, logAction } from '../../api/actionLog';
import { openBrowser } from '../../app/shellBridge';
import { config } from '../../state/config';
import { whenNoModal } from '../../state/modal';
import { playerTexts } from './texts';

/**
 * The live-jump prompt (the add-to-home one by default): first after live_jump_time s, then every
 * live_jump_interval s; due while a red packet is open, it waits for it to close.
 */
export function useLiveJump(): void {
  const { server } = useSnapshot(config);
  const first = server?.live_jump_time ?? 0;
  const every = server?.live_jump_interval ?? 0;
  const info = server?.live_jump_info ?? '';
  const url = server?.live_jump_url ?? '';

  useEffect(() => {
    if (first <= 0 || !info) return;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const t = playerTexts.t;
    const prompt = async () => {
      await whenNoModal('the live-jump prompt');
      if (stopped) return;
      const go = await Dialog.confirm({
        title: t('jumpTitle'),
        content: info,
        confirmText: t('jumpGo'),
        cancelText: t('jumpLater'),
      });
      if (go && /^https?:\/\//i.test(url)) {
        logAction({ action_id: LOG_ACTION.AD_CLICK, free_id: 'live_jump', url });
        openBrowser(url);
      }
      if (every > 0 && !stopped) timer = setTimeout(prompt, every * 1000);
    };
    timer = setTimeout(prompt, first * 1000);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [first, every, info, url]);
}
