import { Dialog } from 'antd-mobile';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { config } from '../../state/config';
import { playerTexts } from './texts';

/** The live-jump prompt: first after live_jump_time s, then every live_jump_interval s. */
export function useLiveJump(): void {
  const { server } = useSnapshot(config);
  const first = server?.live_jump_time ?? 0;
  const every = server?.live_jump_interval ?? 0;
  const info = server?.live_jump_info ?? '';
  const url = server?.live_jump_url ?? '';

  useEffect(() => {
    if (first <= 0 || !info) return;
    let timer: ReturnType<typeof setTimeout>;
    const t = playerTexts.t;
    const prompt = async () => {
      const go = await Dialog.confirm({
        title: t('jumpTitle'),
        content: info,
        confirmText: t('jumpGo'),
        cancelText: t('jumpLater'),
      });
      if (go && /^https?:\/\//i.test(url)) window.open(url, '_blank', 'noopener,noreferrer');
      if (every > 0) timer = setTimeout(prompt, every * 1000);
    };
    timer = setTimeout(prompt, first * 1000);
    return () => clearTimeout(timer);
  }, [first, every, info, url]);
}
