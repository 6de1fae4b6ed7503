import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'account.title': 'إعدادات الحساب',

  'account.profile.title': 'الملف الشخصي',
  'account.profile.description': 'اسمك والبريد الإلكتروني الذي تسجّل الدخول به.',
  'account.profile.currentPassword': 'كلمة المرور الحالية',
  'account.profile.emailChangeHint': 'يتطلب تغيير بريدك الإلكتروني إدخال كلمة المرور الحالية.',
  'account.profile.save': 'حفظ الملف الشخصي',

  'account.email.verified': 'تم التحقق',
  'account.email.notVerified': 'لم يتم التحقق',
  'account.email.resend': 'إعادة الإرسال',
  'account.email.sending': 'جارٍ الإرسال…',

  'account.password.description': 'يؤدي تغيير كلمة المرور إلى تسجيل خروجك من كل مكان آخر؛ وتبقى جلستك هنا قائمة.',
  'account.password.change': 'تغيير كلمة المرور',
  'account.password.changing': 'جارٍ التغيير…',
  'account.password.new': 'كلمة المرور الجديدة',
  'account.password.rule': '{min} أحرف على الأقل.',
  'account.password.confirm': 'تأكيد كلمة المرور الجديدة',

  'account.twoFactor.description':
    'يُطلب عند تسجيل الدخول رمز من تطبيق مصادقة أيضًا، فلا تكفي كلمة المرور وحدها.',
  'account.twoFactor.on': 'مفعّل',
  'account.twoFactor.turnOff': 'إيقاف',
  'account.twoFactor.turnOnFull': 'تفعيل تسجيل الدخول بخطوتين',
  'account.twoFactor.turnOffFull': 'إيقاف تسجيل الدخول بخطوتين',
  'account.twoFactor.setUp': 'إعداد تسجيل الدخول بخطوتين',
  'account.twoFactor.scan': '1. يُرجى مسح رمز QR هذا باستخدام تطبيق المصادقة.',
  'account.twoFactor.qrLabel': 'رمز QR لتطبيق المصادقة',
  'account.twoFactor.typeKey': 'أو يُرجى إدخال هذا المفتاح في التطبيق: <code>{secret}</code>',
  'account.twoFactor.code': 'رمز المصادقة',
  'account.twoFactor.enterCode': '2. يُرجى إدخال الرمز المكوّن من 6 أرقام الذي يعرضه التطبيق.',
  'account.twoFactor.turnOn': 'تفعيل',
  'account.twoFactor.turningOn': 'جارٍ التفعيل…',
  'account.twoFactor.turningOff': 'جارٍ الإيقاف…',
  'account.twoFactor.disableHint': 'رمز من تطبيق المصادقة، أو رمز استرداد.',
  'account.twoFactor.disableHintPassword':
    'رمز من تطبيق المصادقة، أو رمز استرداد. أو اترك الحقل فارغًا وأدخل كلمة المرور.',

  'account.recovery.title': 'رموز الاسترداد الخاصة بك',
  'account.recovery.keep':
    'يُرجى حفظها في مكان آمن. يتيح كل رمز تسجيل الدخول مرة واحدة إذا فقدت تطبيق المصادقة. لن تُعرض إلا الآن.',
  'account.recovery.label': 'رموز الاسترداد',
  'account.recovery.copy': 'نسخ',
  'account.recovery.download': 'تنزيل ملف .txt',

  'account.passkeys.title': 'مفاتيح المرور',
  'account.passkeys.description':
    'سجّل الدخول ببصمة جهازك أو وجهك أو رمز PIN، أو بمدير كلمات المرور، بدلًا من كلمة المرور.',
  'account.passkeys.none': 'لا توجد مفاتيح مرور بعد.',
  'account.passkeys.list': 'مفاتيح المرور الخاصة بك',
  'account.passkeys.addedUsed': 'أُضيف {added} · آخر استخدام {used}',
  'account.passkeys.addedNeverUsed': 'أُضيف {added} · لم يُستخدم قط',
  'account.passkeys.add': 'إضافة مفتاح مرور',
  'account.passkeys.adding': 'جارٍ انتظار جهازك…',
  'account.passkeys.removeTitle': 'هل تريد إزالة «{name}»؟',
  'account.passkeys.removeText':
    'لن يعود بإمكانك تسجيل الدخول بمفتاح المرور هذا. قد يظل الجهاز أو مدير كلمات المرور يعرضه: يُرجى إزالته هناك أيضًا.',
  'account.passkeys.remove': 'إزالة مفتاح المرور',
  'account.passkeys.renameTitle': 'إعادة تسمية مفتاح المرور',
  'account.passkeys.renameText': 'اسم يدلّك على الجهاز أو مدير كلمات المرور الذي يحفظه.',
  'account.passkeys.name': 'الاسم',
  'account.passkeys.saveName': 'حفظ الاسم',

  'account.sessions.title': 'الجلسات النشطة',
  'account.sessions.description':
    'الأجهزة والمتصفحات المسجّلة الدخول إلى حسابك. يُرجى تسجيل خروج أي منها لا تعرفه.',
  'account.sessions.thisDevice': 'هذا الجهاز',
  'account.sessions.lastSeen': 'آخر نشاط {time}',
  'account.sessions.signOut': 'تسجيل الخروج',
  'account.sessions.signOutOthers': 'تسجيل الخروج من كل الجلسات الأخرى',
  'account.device.browserOnSystem': '{browser} على {system}',
  'account.device.browser': 'متصفح على {system}',
  'account.device.unknown': 'جهاز غير معروف',

  'account.google.description': 'سجّل الدخول بحسابك على Google أيضًا.',
  'account.google.connected': 'مرتبط',
  'account.google.canSignIn': 'يمكنك تسجيل الدخول باستخدام Google.',
  'account.google.notConnected': 'غير مرتبط.',
  'account.google.passwordHint': 'يُرجى تأكيد هويتك بكلمة المرور الحالية.',
  'account.google.connect': 'ربط Google',
  'account.google.connecting': 'جارٍ الربط…',
  'account.google.disconnect': 'إلغاء ربط Google',
  'account.google.disconnecting': 'جارٍ إلغاء الربط…',

  'account.data.title': 'بياناتك',
  'account.data.description': 'تنزيل حسابك وكل سيرة ذاتية فيه في ملف JSON واحد (vitae-export.json).',
  'account.data.download': 'تنزيل بياناتي',
  'account.data.downloading': 'جارٍ التنزيل…',

  'account.delete.title': 'حذف الحساب',
  'account.delete.description': 'حذف حسابك وكل السير الذاتية فيه. لا يمكن التراجع عن ذلك.',
  'account.delete.button': 'حذف حسابي',
  'account.delete.confirmTitle': 'هل تريد حذف حسابك؟',
  'account.delete.confirmText':
    'سيُحذف حسابك وكل سيره الذاتية نهائيًا، وسيُسجَّل خروجك. لا يمكن التراجع عن ذلك.',
  'account.delete.confirm': 'حذف الحساب نهائيًا',
  'account.delete.deleting': 'جارٍ الحذف…',

  'auth.backToLogIn': 'العودة إلى تسجيل الدخول',
  'auth.forgot.title': 'هل نسيت كلمة المرور؟',
  'auth.forgot.label': 'طلب رابط لإعادة التعيين',
  'auth.forgot.intro':
    'يُرجى إدخال البريد الإلكتروني الذي تسجّل الدخول به، وسنرسل إليك رابطًا لتعيين كلمة مرور جديدة.',
  'auth.forgot.send': 'إرسال رابط إعادة التعيين',
  'auth.reset.title': 'تعيين كلمة مرور جديدة',
  'auth.reset.newLink': 'إرسال رابط جديد',
  'auth.reset.submit': 'حفظ كلمة المرور الجديدة',
  'auth.verify.title': 'التحقق من بريدك الإلكتروني',
  'auth.verify.verifying': 'جارٍ التحقق…',
  'auth.verify.tryAgain': 'إعادة المحاولة',
  'auth.verify.dashboard': 'الانتقال إلى لوحة التحكم',
  'auth.twoFactor.hint': 'الرمز المكوّن من 6 أرقام الذي يعرضه تطبيق المصادقة، أو أحد رموز الاسترداد.',
  'auth.twoFactor.verify': 'تحقّق',
  'auth.twoFactor.usePasskey': 'استخدام مفتاح مرور بدلًا من ذلك',
  'auth.passkey.signIn': 'تسجيل الدخول بمفتاح مرور',
  'auth.passkey.waiting': 'جارٍ انتظار مفتاح المرور…',
  'auth.google.continue': 'المتابعة باستخدام Google',

  'mail.resetPassword.subject': 'إعادة تعيين كلمة مرور Vitae',
  'mail.resetPassword.asked': 'طلب أحدهم (نأمل أن تكون أنت) إعادة تعيين كلمة مرور حسابك على Vitae.',
  'mail.resetPassword.once':
    'يعمل الرابط أدناه مرة واحدة، لمدة {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}. إن لم تطلب ذلك، يُرجى تجاهل هذه الرسالة: تبقى كلمة المرور كما هي.',
  'mail.resetPassword.link': 'اختيار كلمة مرور جديدة',
  'mail.passwordChanged.subject': 'تم تغيير كلمة مرور Vitae',
  'mail.passwordChanged.changed': 'تم للتو تغيير كلمة مرور حسابك على Vitae، وتسجيل الخروج من كل الجلسات.',
  'mail.passwordChanged.notYou':
    'إن لم تكن أنت، يُرجى إعادة تعيين كلمة المرور فورًا ومراجعة جلسات حسابك.',
  'mail.verifyEmail.subject': 'التحقق من عنوان بريدك الإلكتروني لدى Vitae',
  'mail.verifyEmail.confirm':
    'يُرجى تأكيد أن هذا العنوان لك: افتح الرابط أدناه (يعمل مرة واحدة، لمدة 24 ساعة).',
  'mail.verifyEmail.link': 'التحقق من عنوان بريدي الإلكتروني',
  'mail.confirmNewEmail.subject': 'تأكيد عنوان بريدك الإلكتروني الجديد لدى Vitae',
  'mail.confirmNewEmail.asked':
    'طلبت استخدام هذا العنوان لحسابك على Vitae. سيتغيّر عند فتح الرابط أدناه (يعمل مرة واحدة، لمدة 24 ساعة).',
  'mail.confirmNewEmail.link': 'استخدام عنوان البريد الإلكتروني هذا',
  'mail.emailChangeRequested.subject': 'عنوان بريدك الإلكتروني لدى Vitae على وشك التغيير',
  'mail.emailChangeRequested.asked':
    'طلب شخص مسجّل الدخول إلى حسابك على Vitae تغيير عنوانه إلى {newEmail}. لن يتغيّر إلا عند فتح الرابط المرسل إلى ذلك العنوان.',
  'mail.emailChangeRequested.notYou':
    'إن لم تكن أنت، يُرجى تغيير كلمة المرور وتسجيل الخروج من كل الجلسات الأخرى من صفحة حسابك.',
  'mail.twoFactorOn.subject': 'تم تفعيل تسجيل الدخول بخطوتين',
  'mail.twoFactorOn.text':
    'تم تفعيل تسجيل الدخول بخطوتين لحسابك على Vitae. يُرجى حفظ رموز الاسترداد في مكان آمن.',
  'mail.twoFactorOff.subject': 'تم إيقاف تسجيل الدخول بخطوتين',
  'mail.twoFactorOff.text':
    'تم إيقاف تسجيل الدخول بخطوتين لحسابك على Vitae. إن لم تكن أنت، يُرجى إعادة تعيين كلمة المرور فورًا.',
} satisfies PartCatalogue<'account'>;
