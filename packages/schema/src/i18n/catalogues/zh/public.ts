import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'landing.heroTitle': '用 AI 打造您的简历',
  'landing.heroText': '使用我们的 AI 简历生成器，基于现成的模板创建多份简历。',
  'landing.start': '开始创建简历',
  'landing.atsTeaser': '已经有简历了？<link>看看 ATS 如何读取它</link>，免费且无需账户。',
  'landing.howItWorks': '使用方法',
  'landing.step': '第 {number} 步',
  'landing.step1Title': '填写智能表单',
  'landing.step1Text': '在引导式表单中告诉我们您的职位、技能和背景。',
  'landing.step2Title': '用 AI 生成并定制',
  'landing.step2Text': '获取 AI 撰写的摘要和各部分内容，再按您的需要加以修改。',
  'landing.step3Title': '下载您的简历',
  'landing.step3Text': '选择一个专业模板，并将简历下载为 PDF。',
  'landing.testimonials': '用户评价',
  'landing.testimonial1Role': '前端开发工程师',
  'landing.testimonial1Quote': '“我一个晚上就做好了三份量身定制的简历。AI 生成的摘要给了我一个很好的起点。”',
  'landing.testimonial2Role': '数据分析师',
  'landing.testimonial2Quote': '“有了实时 PDF 预览，没有任何意外。我下载了一份整洁的简历，并获得了面试机会。”',
  'landing.testimonialBy': '<b>{who}</b>，{job}',
  'landing.footerNav': '关于',
  'landing.terms': '服务条款',
  'landing.privacy': '隐私政策',
  'landing.madeBy': '由 Vitae 的贡献者用心打造。',

  'about.intro': 'Vitae 借助 AI 帮助求职者快速制作专业的简历。',
  'about.features': '功能',
  'about.qualityTitle': '专业品质',
  'about.qualityText': '模板专为通过招聘人员和招聘管理系统的筛选而设计。',
  'about.tailoredTitle': '为您量身定制',
  'about.tailoredText': '根据您的职位、技能和经验给出的 AI 建议。',
  'about.futureTitle': '面向未来',
  'about.futureText': '让多份简历保持最新，随时需要随时下载。',
  'about.mission': '使命',
  'about.missionText': '让每个人在几分钟内免费获得一份展现自己最佳状态的简历。',
  'about.vision': '愿景',
  'about.visionText': '在这个世界里，好的简历永远不会成为错失工作的原因。',
  'about.start': '开始您的简历',

  'publicResume.protected': '受保护的简历',
  'publicResume.password': '密码',
  'publicResume.opening': '正在打开',
  'publicResume.open': '打开简历',
  'publicResume.home': '前往首页',
  'publicResume.tabTitle': '{who} – Vitae',
  'publicResume.downloadPdf': '下载 PDF',
  'publicResume.notFound': '未找到链接',
  'publicResume.openFailed': '无法打开该简历',

  'view.title': '恭喜！您的 AI 生成简历已准备就绪！',
  'view.text': '现在您可以直接下载简历，并分享给招聘人员。',
  'view.generating': '正在生成',
  'view.generatingNow': '正在生成……',
  'view.download': '下载简历',
  'view.backToEditor': '返回编辑器',

  'public.tryAgain': '重试',
  'public.signIn': '登录',
  'public.backToDashboard': '返回仪表板',

  'legal.terms': `# 服务条款

此 Vitae 实例由其运营者运营，而非 Vitae 软件的作者。在运营者替换之前，以下默认条款适用（参见 Vitae 代码仓库中的 docs/accounts.md）。

## 您的账户

- 请自行妥善保管账户的密码、两步验证码和通行密钥。您需对使用您账户进行的操作负责。
- 您可以随时在账户页面删除账户；账户中的所有内容都会随之删除。

## 您的内容

- 您所写的内容——简历、求职信、笔记——归您所有。运营者存储这些内容仅为向您提供服务：显示内容、将其生成为 PDF 及其他格式，以及在您开启分享的地方进行分享。
- 您不得上传无权使用或违反法律的内容。

## 服务

- 本服务按现状提供，不附带任何担保。运营者可以更改或终止服务；运营者应及时通知您，以便您导出数据（账户页面，“导出”）。
- 运营者可以暂停滥用服务的账户（例如试图入侵其他账户的行为）。

## 联系方式

有关这些条款的问题，请联系此实例的运营者。
`,
  'legal.privacy': `# 隐私政策

此 Vitae 实例由其运营者运营。本默认政策说明 Vitae 软件如何处理个人数据；运营者可以用自己的政策替换它。

## 存储的内容

- **您的账户**：您的电子邮件地址、姓名、密码的哈希值（绝不存储密码本身）、地址是否已验证、两步验证设置和通行密钥（仅公钥），以及您的登录会话（浏览器对自身的描述及最后使用时间）。
- **您的文档**：您撰写的简历、它们的历史记录和生成的 PDF、您的词典，以及您创建的分享链接及其浏览次数。

## 发送到其他地方的内容

- **电子邮件**：与您账户相关的邮件（重置密码、验证地址、安全通知）通过运营者的邮件服务器发送。
- **AI 写作帮助**：仅当运营者配置了 AI 服务提供商，且仅在您请求帮助时，该请求所需的文本才会发送给该提供商。没有提供商时，写作帮助在本服务器上运行。
- **Google 登录**：仅在您选择时使用；Google 随后会知道您在此登录。
- 除此之外没有任何其他内容：没有数据分析，没有广告，没有跟踪。

## 您的权利

- 您可以随时查看、导出（账户页面，“导出”）和删除（账户页面，“删除账户”）与您相关的所有存储内容。删除账户会同时删除您的文档。

## 联系方式

有关您数据的问题，请联系此实例的运营者。
`,
} satisfies PartCatalogue<'public'>;
