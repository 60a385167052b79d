import { escapeXml } from '../demo/images';

/** Plain HTML pages served by the API host: the service agreement and the install ("download") page. */

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title>
<style>
body{margin:0;padding:16px 18px 40px;font:15px/1.75 -apple-system,'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif;color:#222;background:#fafafa}
h1{font-size:20px;margin:8px 0 4px}h2{font-size:16px;margin:22px 0 6px}.meta{color:#888;font-size:13px}
ol{padding-left:22px}li{margin:4px 0}.card{background:#fff;border-radius:10px;padding:14px 16px;margin:12px 0;box-shadow:0 1px 3px rgba(0,0,0,.06)}
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

const AGREEMENT_SECTIONS: readonly [string, readonly string[]][] = [
  [
    '一、协议的接受',
    [
      '欢迎使用体育直播（以下简称“本平台”）。在注册、登录或使用本平台提供的直播、赛事、资讯、聊天等服务前，请您仔细阅读并充分理解本协议的全部内容。',
      '您点击同意、完成登录或实际使用本平台服务，即视为您已阅读并同意受本协议约束。如您不同意本协议的任何内容，请立即停止使用本平台服务。',
    ],
  ],
  [
    '二、账号注册与使用',
    [
      '您可以以游客身份浏览本平台内容，也可以使用手机号码通过短信验证码或密码登录。您应保证所提供的手机号码真实、有效且归您本人使用。',
      '您应妥善保管账号及密码，因您保管不善导致的账号被盗用、信息泄露等后果，由您自行承担。如发现账号被他人使用，请立即联系在线客服。',
      '昵称、头像、个性签名等信息不得含有违法违规、侵犯他人权益或令人反感的内容，本平台有权对违规信息进行处理。',
    ],
  ],
  [
    '三、用户行为规范',
    [
      '您在直播间聊天、群组聊天、私聊及资讯评论中，应遵守法律法规和公序良俗，文明发言、理性观赛。',
      '禁止发布或传播赌博、博彩、色情、暴力、诈骗、广告引流及其他违法违规信息；禁止冒充主播、客服或其他用户；禁止恶意刷屏、骚扰他人。',
      '对违反上述规范的行为，本平台有权视情节采取删除内容、禁言、踢出房间、限制功能直至封禁账号等措施。',
    ],
  ],
  [
    '四、虚拟物品与积分',
    [
      '本平台提供的积分、金币、红包、礼物等虚拟物品仅限在本平台内按规则使用，不具有法定货币属性，不得用于任何违法用途。',
      '用户之间的金币交易应遵守平台交易规则，通过平台担保完成；私下交易产生的纠纷与损失由交易双方自行承担。',
    ],
  ],
  [
    '五、知识产权',
    [
      '本平台提供的直播画面、赛事数据、资讯文章、图片及软件界面等内容的知识产权归本平台或相关权利人所有。未经书面许可，任何人不得复制、转载、录制或用于商业用途。',
    ],
  ],
  [
    '六、隐私保护',
    [
      '我们仅在提供服务所必需的范围内收集和使用您的信息，包括设备标识、手机号码、登录记录及您主动提交的内容，并采取合理的安全措施加以保护。',
      '除法律法规另有规定或经您同意外，我们不会向第三方提供您的个人信息。',
    ],
  ],
  [
    '七、免责声明',
    [
      '本平台所提供的赛事数据、比分及资讯仅供参考，不构成任何投注或投资建议。因网络故障、系统维护或不可抗力导致服务中断的，本平台将尽力通知并恢复，但不承担由此产生的间接损失。',
    ],
  ],
  [
    '八、协议的变更与终止',
    [
      '本平台有权根据业务发展对本协议进行修订，修订后的协议将在本页面公布。如您在协议变更后继续使用服务，即视为接受变更后的协议。',
      '如您对本协议有任何疑问，可通过“我的—在线客服”与我们联系。',
    ],
  ],
];

/** The service agreement (Chinese terms of service) with the channel it was opened from. */
export function agreementPage(channel: string): string {
  const sections = AGREEMENT_SECTIONS.map(
    ([title, paragraphs]) =>
      `<h2>${escapeXml(title)}</h2>\n${paragraphs.map((p) => `<p>${escapeXml(p)}</p>`).join('\n')}`,
  ).join('\n');
  return page(
    '用户服务协议 - 体育直播',
    `<h1>体育直播用户服务协议</h1>
<p class="meta">更新日期：2025年6月1日 · 渠道：<span id="channel">${escapeXml(channel || '默认')}</span></p>
${sections}`,
  );
}

const PLATFORM_STEPS: Readonly<Record<string, readonly string[]>> = {
  ios: ['使用 Safari 打开本站首页', '点击底部工具栏的“分享”按钮', '选择“添加到主屏幕”，点击“添加”'],
  webclip: ['使用 Safari 打开本站首页', '点击底部工具栏的“分享”按钮', '选择“添加到主屏幕”，点击“添加”'],
  android: ['使用 Chrome 浏览器打开本站首页', '点击右上角菜单“⋮”', '选择“安装应用”或“添加到主屏幕”'],
};

/** How to install the app: it is a web app (PWA) added to the home screen, per platform. */
export function downloadPage(platform: string, origin: string): string {
  const known = Object.hasOwn(PLATFORM_STEPS, platform) ? platform : '';
  const blocks = (known ? [known] : ['android', 'ios']).map((p) => {
    const steps = PLATFORM_STEPS[p] ?? [];
    const name = p === 'android' ? 'Android 手机' : 'iPhone / iPad';
    return `<div class="card"><h2>${name}</h2><ol>${steps.map((s) => `<li>${escapeXml(s)}</li>`).join('')}</ol></div>`;
  });
  return page(
    '安装体育直播',
    `<h1>安装体育直播到主屏幕</h1>
<p>体育直播是一个网页应用，无需下载安装包：添加到主屏幕后即可像普通 App 一样全屏打开，接收消息更及时。</p>
${blocks.join('\n')}
<p><a href="${escapeXml(origin)}/">返回首页</a></p>`,
  );
}
