import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'account.title': 'アカウント設定',

  'account.profile.title': 'プロフィール',
  'account.profile.description': '名前と、ログインに使うメールアドレスです。',
  'account.profile.currentPassword': '現在のパスワード',
  'account.profile.emailChangeHint': 'メールアドレスを変更するには現在のパスワードが必要です。',
  'account.profile.save': 'プロフィールを保存',

  'account.email.verified': '確認済み',
  'account.email.notVerified': '未確認',
  'account.email.resend': '再送信',
  'account.email.sending': '送信中…',

  'account.password.description':
    'パスワードを変更すると、ほかのすべての場所でログアウトされます。この端末ではログインしたままです。',
  'account.password.change': 'パスワードを変更',
  'account.password.changing': '変更中…',
  'account.password.new': '新しいパスワード',
  'account.password.rule': '{min}文字以上。',
  'account.password.confirm': '新しいパスワード（確認）',

  'account.twoFactor.description':
    'ログイン時に認証アプリのコードも求められるため、パスワードだけではログインできなくなります。',
  'account.twoFactor.on': 'オン',
  'account.twoFactor.turnOff': 'オフにする',
  'account.twoFactor.turnOnFull': '2段階認証をオンにする',
  'account.twoFactor.turnOffFull': '2段階認証をオフにする',
  'account.twoFactor.setUp': '2段階認証の設定',
  'account.twoFactor.scan': '1. 認証アプリでこのQRコードをスキャンしてください。',
  'account.twoFactor.qrLabel': '認証アプリ用のQRコード',
  'account.twoFactor.typeKey': 'または、このキーをアプリに入力してください：<code>{secret}</code>',
  'account.twoFactor.code': '認証コード',
  'account.twoFactor.enterCode': '2. アプリに表示される6桁のコードを入力してください。',
  'account.twoFactor.turnOn': 'オンにする',
  'account.twoFactor.turningOn': 'オンにしています…',
  'account.twoFactor.turningOff': 'オフにしています…',
  'account.twoFactor.disableHint': '認証アプリのコード、またはリカバリーコード。',
  'account.twoFactor.disableHintPassword':
    '認証アプリのコード、またはリカバリーコード。空欄のままパスワードを入力することもできます。',

  'account.recovery.title': 'リカバリーコード',
  'account.recovery.keep':
    '安全な場所に保管してください。認証アプリをなくしたとき、それぞれ1回だけログインに使えます。表示されるのは今だけです。',
  'account.recovery.label': 'リカバリーコード一覧',
  'account.recovery.copy': 'コピー',
  'account.recovery.download': '.txtをダウンロード',

  'account.passkeys.title': 'パスキー',
  'account.passkeys.description':
    'パスワードの代わりに、端末の指紋・顔・PIN、またはパスワードマネージャーでログインできます。',
  'account.passkeys.none': 'パスキーはまだありません。',
  'account.passkeys.list': '登録済みのパスキー',
  'account.passkeys.addedUsed': '追加：{added} · 最終使用：{used}',
  'account.passkeys.addedNeverUsed': '追加：{added} · 未使用',
  'account.passkeys.add': 'パスキーを追加',
  'account.passkeys.adding': '端末の応答を待っています…',
  'account.passkeys.removeTitle': '「{name}」を削除しますか？',
  'account.passkeys.removeText':
    'このパスキーではログインできなくなります。端末やパスワードマネージャーには残っている場合があるので、そちらでも削除してください。',
  'account.passkeys.remove': 'パスキーを削除',
  'account.passkeys.renameTitle': 'パスキーの名前を変更',
  'account.passkeys.renameText': 'どの端末やパスワードマネージャーに保存されているかがわかる名前にしてください。',
  'account.passkeys.name': '名前',
  'account.passkeys.saveName': '名前を保存',

  'account.sessions.title': 'アクティブなセッション',
  'account.sessions.description':
    'アカウントにログインしている端末とブラウザです。心当たりのないものはログアウトさせてください。',
  'account.sessions.thisDevice': 'この端末',
  'account.sessions.lastSeen': '最終アクティブ：{time}',
  'account.sessions.signOut': 'ログアウト',
  'account.sessions.signOutOthers': 'ほかのすべてのセッションをログアウト',
  'account.device.browserOnSystem': '{system}の{browser}',
  'account.device.browser': '{system}のブラウザ',
  'account.device.unknown': '不明な端末',

  'account.google.description': 'Googleアカウントでもログインできます。',
  'account.google.connected': '連携済み',
  'account.google.canSignIn': 'Googleでログインできます。',
  'account.google.notConnected': '連携していません。',
  'account.google.passwordHint': '本人確認のため、現在のパスワードを入力してください。',
  'account.google.connect': 'Googleと連携',
  'account.google.connecting': '連携しています…',
  'account.google.disconnect': 'Googleとの連携を解除',
  'account.google.disconnecting': '連携を解除しています…',

  'account.data.title': 'あなたのデータ',
  'account.data.description':
    'アカウントとすべての履歴書を1つのJSONファイル（vitae-export.json）でダウンロードします。',
  'account.data.download': 'データをダウンロード',
  'account.data.downloading': 'ダウンロード中…',

  'account.delete.title': 'アカウントを削除',
  'account.delete.description': 'アカウントと、その中のすべての履歴書を削除します。元に戻すことはできません。',
  'account.delete.button': 'アカウントを削除する',
  'account.delete.confirmTitle': 'アカウントを削除しますか？',
  'account.delete.confirmText':
    'アカウントとそのすべての履歴書が完全に削除され、ログアウトされます。元に戻すことはできません。',
  'account.delete.confirm': 'アカウントを完全に削除',
  'account.delete.deleting': '削除中…',

  'auth.backToLogIn': 'ログインに戻る',
  'auth.forgot.title': 'パスワードをお忘れですか？',
  'auth.forgot.label': 'リセット用リンクを請求',
  'auth.forgot.intro':
    'ログインに使うメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。',
  'auth.forgot.send': 'リセット用リンクを送信',
  'auth.reset.title': '新しいパスワードを設定',
  'auth.reset.newLink': '新しいリンクを送信',
  'auth.reset.submit': '新しいパスワードを設定する',
  'auth.verify.title': 'メールアドレスの確認',
  'auth.verify.verifying': '確認中…',
  'auth.verify.tryAgain': 'もう一度試す',
  'auth.verify.dashboard': 'ダッシュボードへ',
  'auth.twoFactor.hint': '認証アプリに表示される6桁のコード、またはリカバリーコードのいずれか。',
  'auth.twoFactor.verify': '確認',
  'auth.twoFactor.usePasskey': '代わりにパスキーを使う',
  'auth.passkey.signIn': 'パスキーでログイン',
  'auth.passkey.waiting': 'パスキーを待っています…',
  'auth.google.continue': 'Googleで続ける',

  'mail.resetPassword.subject': 'Vitaeのパスワードをリセットしてください',
  'mail.resetPassword.asked':
    'どなたか（ご本人であればよいのですが）から、Vitaeアカウントのパスワードのリセットが依頼されました。',
  'mail.resetPassword.once':
    '下のリンクは{minutes, plural, other {#分}}間、1回だけ使えます。心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  'mail.resetPassword.link': '新しいパスワードを設定する',
  'mail.passwordChanged.subject': 'Vitaeのパスワードが変更されました',
  'mail.passwordChanged.changed': 'Vitaeアカウントのパスワードが変更され、すべてのセッションがログアウトされました。',
  'mail.passwordChanged.notYou':
    '心当たりがない場合は、すぐにパスワードをリセットし、アカウントのセッションを確認してください。',
  'mail.verifyEmail.subject': 'Vitaeのメールアドレスを確認してください',
  'mail.verifyEmail.confirm':
    'このアドレスがご自身のものであることを確認するため、下のリンクを開いてください（24時間、1回だけ使えます）。',
  'mail.verifyEmail.link': 'メールアドレスを確認する',
  'mail.confirmNewEmail.subject': 'Vitaeの新しいメールアドレスを確認してください',
  'mail.confirmNewEmail.asked':
    'このアドレスをVitaeアカウントで使うよう依頼がありました。下のリンクを開くと変更されます（24時間、1回だけ使えます）。',
  'mail.confirmNewEmail.link': 'このメールアドレスを使う',
  'mail.emailChangeRequested.subject': 'Vitaeのメールアドレスが変更されようとしています',
  'mail.emailChangeRequested.asked':
    'Vitaeアカウントにログインしている人が、アドレスを{newEmail}に変更するよう依頼しました。そのアドレスに送られたリンクが開かれたときにだけ変更されます。',
  'mail.emailChangeRequested.notYou':
    '心当たりがない場合は、パスワードを変更し、アカウントページからほかのすべてのセッションをログアウトしてください。',
  'mail.twoFactorOn.subject': '2段階認証がオンになりました',
  'mail.twoFactorOn.text':
    'Vitaeアカウントの2段階認証がオンになりました。リカバリーコードは安全な場所に保管してください。',
  'mail.twoFactorOff.subject': '2段階認証がオフになりました',
  'mail.twoFactorOff.text':
    'Vitaeアカウントの2段階認証がオフになりました。心当たりがない場合は、すぐにパスワードをリセットしてください。',
} satisfies PartCatalogue<'account'>;
