import { expect, test } from 'vitest';
import { type DownloadContext, downloadMode, downloadUrl } from './downloadMode';

const config = {
  download_url: 'https://x/dl',
  download_url_ios: 'https://x/ios',
  download_url_android: 'https://x/android',
  download_url_webclip: 'https://x/webclip',
  downUrlIos: '',
  downUrlAndroid: '',
  downUrlWebclip: '',
};
const browser: DownloadContext = { installed: false, nativeOs: false, ios: false, config };

test('a plain browser gets the download bar', () => {
  expect(downloadMode(browser)).toBe(1);
  expect(downloadUrl(browser)).toBe('https://x/android');
});

test('iOS with a web-clip URL also gets add-to-home-screen', () => {
  expect(downloadMode({ ...browser, ios: true })).toBe(2);
  expect(downloadMode({ ...browser, ios: true, config: { ...config, download_url_webclip: '' } })).toBe(1);
});

test('none when installed, in a native shell, or without a matching URL', () => {
  expect(downloadMode({ ...browser, installed: true })).toBe(0);
  expect(downloadMode({ ...browser, nativeOs: true })).toBe(0);
  expect(downloadMode({ ...browser, config: null })).toBe(0);
  const none = { ...config, download_url: '', download_url_android: '', download_url_ios: '' };
  expect(downloadMode({ ...browser, config: none })).toBe(0);
  expect(downloadMode({ ...browser, config: { ...none, downUrlAndroid: 'https://y' } })).toBe(1);
});
