import { expect, test } from 'vitest';
import { encodeAd, encodeMiniProgram, encodeVoice } from '../../protocol/content';
import { MSG_TYPE } from '../../protocol/enums';
import { messagePreview } from './texts';

test('a notification names a voice message, a mini program and the ads by their kind, in each language', () => {
  const voice = encodeVoice({ url: '/v.webm', duration: 2, size: 10, mime: 'audio/webm' });
  const app = encodeMiniProgram({ title: 'Quiz', icon: '', url: '' });
  const ad = encodeAd({ title: 'Cup', text: '', image: '', url: '' });
  const shown = (lang: 'zh' | 'th' | 'id') => [
    messagePreview(lang, MSG_TYPE.VOICE, voice),
    messagePreview(lang, MSG_TYPE.MINI_PROGRAM, app),
    messagePreview(lang, MSG_TYPE.AD, ad),
    messagePreview(lang, MSG_TYPE.CHAT_ROOM_AD, ad),
  ];
  expect(shown('zh')).toEqual(['[语音]', '[小程序]', '[广告]', '[广告]']);
  expect(shown('th')).toEqual(['[เสียง]', '[มินิโปรแกรม]', '[โฆษณา]', '[โฆษณา]']);
  expect(shown('id')).toEqual(['[Suara]', '[Program mini]', '[Iklan]', '[Iklan]']);
});
