import type { PartCatalogue } from '../../catalogue.ts';

/** Japanese (日本語): the server's messages beyond MESSAGES (docs/i18n-glossary.md). */
export default {
  'messages.notFitted':
    '{pages, plural, other {許容される最小のサイズと間隔でも、この履歴書はまだ{pages}ページ必要です。1ページに収めるには、セクションを短くするか非表示にしてください。}}',
  'messages.invalidSection':
    'design.{field}に存在しないセクションが指定されています。セクション：{sections}、および独自セクションのID。',
  'messages.pdfTooManyPages':
    'この履歴書は{pages, plural, other {{pages}ページ}}になります。上限は{limit}ページです。いくつかのセクションを短くするか削除してください。',
  'messages.pdfTooMuchText':
    'この履歴書のテキストは{megabytes}MBを超えています。最も長いセクションを短くしてください。',
  'messages.resumeLimit':
    '履歴書の上限（{max, plural, other {{max}件}}）に達しました。新しく作成するには、不要になった履歴書を削除してください。',
  'designMessages.accentColor': 'design.accentColorは#1f6febのような色である必要があります。',
  'designMessages.fontFamily':
    'design.fontFamilyはGET /api/v1/configに記載されたフォントのいずれかである必要があります。',
  'designMessages.fontSize': 'design.fontSizeは9～12ポイント（0.5刻み）である必要があります。',
  'designMessages.lineSpacing': 'design.lineSpacingはcompact、normal、relaxedのいずれかである必要があります。',
  'designMessages.margins': 'design.marginsはnarrow、normal、wideのいずれかである必要があります。',
  'designMessages.pageSize': 'design.pageSizeはA4またはLetterである必要があります。',
  'designMessages.language': 'design.languageはGET /api/v1/configに記載された言語のいずれかである必要があります。',
  'designMessages.sectionOrder': 'design.sectionOrderにはセクションキーを、それぞれ1回までで列挙してください。',
  'designMessages.hiddenSections': 'design.hiddenSectionsにはセクションキーを列挙してください。',
  'designMessages.sectionTitles':
    'design.sectionTitlesでは、各セクションキーに60文字以内のタイトルを指定してください。',
  'designMessages.fitToOnePage': 'design.fitToOnePageはtrueまたはfalseである必要があります。',
  'designMessages.design': 'designはデザイン設定のオブジェクトである必要があります。',
  'customSectionMessages.id':
    'customSections：各セクションにはcustom-1a2bのようなID（「custom-」の後に小文字と数字）が必要です。',
  'customSectionMessages.title': 'customSections：各セクションにはタイトルが必要です。',
  'customSectionMessages.tooMany': '1つの履歴書に追加できる独自セクションは10個までです。',
  'customSectionMessages.duplicateId': 'customSections：2つのセクションのIDが同じです。',
  'listMessages.removed': '{label}を削除しました。',
  'listMessages.restored': '{label}を元に戻しました。',
  'listMessages.duplicated': '{label}を項目{position}として複製しました。',
  'listMessages.moved': '{label}を{count}件中{position}番目に移動しました。',
  'listMessages.bulletsAdded': '職務内容に{count, plural, other {{count}件の箇条書き}}を追加しました。',
  'listMessages.stillNeeded': 'まだ必要な項目：{fields}。',
  'summaryMessages.corrected':
    '{change, select, removed {「{from}」を削除しました。} other {「{from}」を「{to}」に変更しました。}}',
  'summaryMessages.allCorrected': '{count, plural, other {{count}件の修正}}を適用しました。',
  'summaryMessages.replaced': '職務要約を提案内容に置き換えました。',
  'summaryMessages.used': '提案内容が職務要約になりました。',
  'summaryMessages.sentenceAdded': '提案を職務要約に追加しました。',
  'importMessages.imported': '履歴書をインポートしました。',
  'importMessages.noFile':
    'インポートするファイルを選択してください：multipart/form-dataとして「file」という名前のフィールドで送信してください。',
  'importMessages.oneFile': 'ファイルは1つずつ、「file」という名前のフィールドで送信してください。',
  'importMessages.notMultipart':
    'ファイルはmultipart/form-dataとして、「file」という名前のフィールドで送信してください。',
  'importMessages.tooLarge': 'ファイルが10MBを超えています。',
  'importMessages.emptyFile': 'ファイルが空です。',
  'importMessages.unsupported':
    'このファイルはインポートできません。使用できるもの：Vitaeのエクスポート（.vitae.json）、JSON Resumeファイル（.json）、PDFの履歴書（.pdf）、Word文書（.docx）、LinkedInのデータエクスポート（.zip）。',
  'importMessages.tooDeep': 'ファイルの入れ子が深すぎるため、履歴書として扱えません。',
  'importMessages.newerVersion':
    'このVitaeのエクスポートは新しいバージョンのVitaeで作成されたため、ここではインポートできません。',
  'importMessages.invalidVitae': 'このVitaeのエクスポートは破損しているため、インポートできません。',
  'importMessages.tooFast': '履歴書のインポートが速すぎます。しばらく待ってからもう一度お試しください。',
  'importMessages.pdfNoText':
    'このPDFには読み取れるテキストがありません。スキャンまたは画像の可能性があります。履歴書を作成したプログラムからテキスト付きのPDFとしてエクスポートするか、JSONファイルをインポートしてください。',
  'importMessages.pdfDamaged': 'このPDFは破損しているため、読み取れません。',
  'importMessages.pdfEncrypted':
    'このPDFはパスワードで保護されています。パスワードを解除してから、もう一度インポートしてください。',
  'importMessages.pdfTooComplex': 'このPDFは大きすぎるか複雑すぎるため、履歴書として読み取れません。',
  'importMessages.docxDamaged': 'このWordファイルは破損しているため、読み取れません。',
  'importMessages.docxNoText':
    'このWordファイルには読み取れるテキストがありません。画像しか含まれていない可能性があります。テキストを含む履歴書を.docxまたはPDFとして保存するか、JSONファイルをインポートしてください。',
  'importMessages.docxMacros':
    'このWordファイルにはマクロ（.docm）が含まれており、マクロはインポートされません。通常のWord文書（.docx）として保存し、もう一度インポートしてください。',
  'importMessages.docxLegacy':
    'これは古いWord文書（.doc）またはパスワードで保護されたWordファイルのため、読み取れません。パスワードなしのWord文書（.docx）として保存し、もう一度インポートしてください。',
  'importMessages.fileTooComplex': 'このファイルは大きすぎるか複雑すぎるため、履歴書として読み取れません。',
  'importMessages.readersBusy':
    'サーバーは他のファイルの読み取りで混み合っています。しばらくしてからもう一度お試しください。',
  'importMessages.zipDamaged': 'このZIPファイルは破損しているため、インポートできません。',
  'importMessages.zipEncrypted':
    'このZIPファイルはパスワードで保護されているため、インポートできません。LinkedInのデータをもう一度ダウンロードしてください。',
  'importMessages.zipTooManyEntries':
    'このZIPファイルには500を超えるファイルが含まれています。LinkedInのデータエクスポートのファイル数ははるかに少ないはずです。',
  'importMessages.zipTooLarge':
    'このZIP内のファイルが展開後に5MBを超えるか、全体で20MBを超えるため、インポートできません。',
  'importMessages.zipRatio':
    'このZIP内のファイルは展開後、実在のどのファイルよりもはるかに大きくなります（「ZIP爆弾」）。インポートできません。',
  'importMessages.zipUnsupported':
    'このZIPファイルは読み取れない圧縮方式を使用しています。LinkedInのデータをもう一度ダウンロードしてください。',
  'importMessages.linkedinNotExport':
    'このZIPファイルはLinkedInのデータエクスポートではありません。Profile.csv、Positions.csv、Education.csv、Skills.csvのいずれも含まれていません。',
  'importMessages.aiNotConfigured':
    '「AIで改善」は利用できません：このサーバーにはAIプロバイダーが設定されていません。このオプションなしでファイルをインポートしてください。',
  'importMessages.invalidImprove': 'フィールド「improve」に指定できる値は「ai」だけです。',
  'importAiWarnings.improved': 'AIで改善しました：各フィールドをPDFと照らし合わせて確認してください。',
  'importAiWarnings.pdfOnly':
    '「AIで改善」はPDFとWordファイルにのみ適用されます。このファイルはそのままインポートされました。',
  'importAiWarnings.failed': 'AIはこのインポートを改善できませんでした（{reason}）。履歴書はAIなしで読み取られました。',
  'importAiWarnings.textCut':
    '{max, plural, other {PDFのテキストのうち、最初の{max, number}文字だけがAIに送信されました。}}',
  'versionMessages.invalidName': 'バージョンには1～60文字の名前を付けてください。',
  'versionMessages.invalidVersionId': 'バージョンIDが無効です。ページを再読み込みしてください。',
  'versionMessages.notFound': 'バージョンが見つかりません。',
  'versionMessages.saved': 'バージョンを保存しました。',
  'versionMessages.restored': 'バージョンを復元しました。',
  'versionMessages.restoreUndone': '復元を取り消しました。',
  'versionMessages.automatic': '自動スナップショット',
  'versionMessages.beforeRestoring': '「{name}」を復元する前',
  'trashMessages.listed': 'ゴミ箱を読み込みました。',
  'trashMessages.restored': '履歴書を復元しました。',
  'trashMessages.deletedForever': '履歴書を完全に削除しました。',
  'shareMessages.enabled': '共有リンクをオンにしました。',
  'shareMessages.disabled': '共有リンクをオフにしました。',
  'shareMessages.notFound': 'このリンクの先に履歴書はありません。オフにされた可能性があります。',
  'shareMessages.passwordRequired': 'この履歴書はパスワードで保護されています。',
  'shareMessages.wrongPassword': 'パスワードが正しくありません。',
  'shareMessages.unlocked': 'ロックを解除しました。',
  'shareMessages.tooManyAttempts':
    'パスワードの試行回数が多すぎます。{unit, select, minute {{count, plural, other {{count}分}}} other {{count, plural, other {{count}秒}}}}待ってから、もう一度お試しください。',
  'shareMessages.passwordLength': '4～128文字のパスワードを使用するか、パスワードなしにしてください。',
  'shareMessages.passwordMissing': 'パスワードを入力してください。',
  'shareMessages.linkCopied': 'リンクをコピーしました。',
  'validationMessages.tooLong': '{max, plural, other {{max}文字}}以内で入力してください。',
  'validationMessages.tooManyItems': 'リストの項目は{max, plural, other {{max}件}}までです。',
  'validationMessages.tooManyContacts': '連絡先は{max, plural, other {{max}件}}までです。',
  'validationMessages.stageInvalid': '段階は次のいずれかである必要があります：{stages}。',
  'validationMessages.reasonInvalid': '理由は次のいずれかである必要があります：{reasons}。',
  'accountMessages.resetLinkSent':
    'このアドレスのアカウントが存在する場合は、パスワードを再設定するリンクを送信しました。',
  'accountMessages.resetTokenInvalid':
    'このリンクは無効か、期限切れか、使用済みです。新しいリンクをリクエストしてください。',
  'accountMessages.passwordReset': 'パスワードを変更しました。新しいパスワードでログインしてください。',
  'accountMessages.verifyTokenInvalid': 'このリンクは無効か、期限切れか、使用済みです。',
  'accountMessages.emailVerified': 'メールアドレスが確認されました。',
  'accountMessages.emailChanged': 'メールアドレスを変更しました。',
  'accountMessages.verificationSent': 'メールアドレスを確認するためのリンクを送信しました。',
  'accountMessages.alreadyVerified': 'メールアドレスはすでに確認済みです。',
  'accountMessages.emailChangeSent': '{email}にリンクを送信しました。リンクを開くとアドレスが変更されます。',
  'accountMessages.sessionEnded': 'そのセッションからログアウトしました。',
  'accountMessages.otherSessionsEnded': '他のすべてのセッションからログアウトしました。',
  'accountMessages.sessionNotFound': 'そのセッションは存在しません。',
  'accountMessages.twoFactorAlreadyOn': '2段階認証はすでにオンです。',
  'accountMessages.twoFactorNotSetUp': '先に2段階認証の設定を開始してください。',
  'accountMessages.twoFactorEnabled': '2段階認証がオンになりました。',
  'accountMessages.twoFactorDisabled': '2段階認証がオフになりました。',
  'accountMessages.twoFactorNotOn': '2段階認証はオンになっていません。',
  'accountMessages.twoFactorCodeWrong':
    'コードが正しくありません。アプリの最新のコードか、リカバリーコードをお試しください。',
  'accountMessages.twoFactorCodeRequired': '認証アプリの6桁のコードか、リカバリーコードを入力してください。',
  'accountMessages.twoFactorChallengeInvalid': 'このログイン手順は期限切れです。もう一度ログインしてください。',
  'accountMessages.twoFactorDisableProof': '認証アプリのコードかパスワードを入力してください。',
  'accountMessages.passkeyAdded': 'パスキーを追加しました。',
  'accountMessages.passkeyRenamed': 'パスキーの名前を変更しました。',
  'accountMessages.passkeyRemoved': 'パスキーを削除しました。',
  'accountMessages.passkeyNotFound': 'そのパスキーは存在しません。',
  'accountMessages.passkeyFailed': 'パスキーを確認できませんでした。もう一度お試しください。',
  'accountMessages.passkeyUnknown': 'このパスキーはこのサイトに登録されていません。',
  'accountMessages.passkeyLimit': '1つのアカウントに登録できるパスキーは20個までです。',
  'accountMessages.lastSignInMethod':
    'ログイン方法を少なくとも1つ残してください。先にパスワードを設定するか、パスキーを追加してください。',
  'accountMessages.signUpClosed': 'このインスタンスでは新規登録を受け付けていません。',
  'accountMessages.inviteRequired': 'このインスタンスで登録するには招待が必要です。',
  'accountMessages.inviteInvalid': 'この招待は無効か、期限切れか、使用済みです。',
  'accountMessages.setupTokenRequired':
    'このインスタンスの最初のアカウントには、運用者が発行するセットアップトークンが必要です。',
  'accountMessages.setupTokenWrong': 'セットアップトークンが正しくありません。',
  'accountMessages.recoveryCodesCopied': 'リカバリーコードをコピーしました。',
  'accountMessages.googleDisconnected': 'Googleとアカウントの連携を解除しました。',
  'applicationMessages.companyRequired': '会社を入力してください。',
  'applicationMessages.roleRequired': '職種を入力してください。',
  'applicationMessages.linkInvalid': 'リンクはhttp://またはhttps://で始まるWebアドレスである必要があります。',
  'applicationMessages.reasonRequired': '応募を終了した理由を入力してください。',
  'applicationMessages.reasonOnlyWhenClosed': '理由は応募が終了している場合にのみ入力します。',
  'applicationMessages.nextStepTitleRequired': '次のステップに名前を付けてください。',
  'applicationMessages.nextStepDateInvalid': '次のステップには日付と時刻が必要です。',
  'applicationMessages.notFound': '応募が見つかりません。',
  'applicationMessages.invalidId': '応募IDが無効です。',
  'applicationMessages.tooMany':
    '保存できる応募は{max, plural, other {{max}件}}までです。さらに追加するには、いくつか削除してください。',
  'applicationMessages.nothingToUpdate': '更新する内容がありません。',
  'applicationMessages.created': '応募を追加しました。',
  'applicationMessages.updated': '応募を保存しました。',
  'applicationMessages.deleted': '応募を削除しました。',
  'applicationMessages.stageChanged': '段階を変更しました。',
  'applicationMessages.csvNotCsv': 'CSVファイルを選択してください。',
  'applicationMessages.csvTooLarge': 'CSVファイルが{megabytes}MBを超えています。',
  'applicationMessages.csvNoHeader':
    'CSVファイルは列名を示すヘッダー行（少なくともcompanyとrole）で始まる必要があります。',
  'applicationMessages.csvTooManyRows': '1つのCSVファイルに含められる応募は{max, plural, other {{max}件}}までです。',
  'applicationMessages.csvAppliedAtInvalid':
    'applied_atは日付（2026-03-01）または日付と時刻（2026-03-01T09:00:00Z）である必要があります。',
  'applicationMessages.importTooFast': '応募のインポートが速すぎます。しばらく待ってからもう一度お試しください。',
  'applicationMessages.csvBadRow': '{line}行目：{message}',
  'applicationMessages.imported': '{count, plural, other {{count}件の応募}}をインポートしました。',
  'applicationMessages.resumeNotFound': '履歴書が見つかりません。',
  'applicationMessages.coverLetterNotFound': 'カバーレターが見つかりません。',
  'atsMessages.checked': '履歴書をチェックしました。',
  'atsMessages.fileChecked': 'ファイルをチェックしました。',
  'atsMessages.tooFast': '履歴書のチェックが速すぎます。しばらく待ってからもう一度お試しください。',
  'atsMessages.publicTooFast':
    'お使いのネットワークからチェックされたファイルが多すぎます。1分待ってからもう一度お試しください。',
  'atsFileMessages.unsupported': 'チェックするPDFまたはWordファイル（.docx）をアップロードしてください。',
  'coverLetterMessages.titleRequired': 'タイトルを入力してください。',
  'coverLetterMessages.notFound': 'カバーレターが見つかりません。',
  'coverLetterMessages.invalidId': 'カバーレターIDが無効です。',
  'coverLetterMessages.resumeNotFound': '履歴書が見つかりません。',
  'coverLetterMessages.applicationNotFound': '応募が見つかりません。',
  'coverLetterMessages.bodyTooLong': 'カバーレターは20000文字までです。',
  'coverLetterMessages.tooMany':
    '保存できるカバーレターは{max, plural, other {{max}件}}までです。さらに追加するには、いくつか削除してください。',
  'coverLetterMessages.nothingToUpdate': '更新する内容がありません。',
  'coverLetterMessages.versionConflict':
    'このカバーレターは別の場所で変更されました。入力したテキストは保持されています。新しいバージョンを確認してください。',
  'coverLetterMessages.created': 'カバーレターを作成しました。',
  'coverLetterMessages.saved': 'カバーレターを保存しました。',
  'coverLetterMessages.deleted': 'カバーレターをゴミ箱に移動しました。',
  'coverLetterMessages.restored': 'カバーレターを復元しました。',
  'coverLetterMessages.deletedForever': 'カバーレターを完全に削除しました。',
  'coverLetterMessages.drafted': '下書きができました。挿入する前に確認してください。',
  'coverLetterMessages.aiUnavailable':
    'AIによる下書きにはAIプロバイダーが必要です。オフラインの下書きを使用してください。',
  'coverLetterMessages.invalidFormat': '形式はpdfまたはdocxである必要があります。',
  'coverLetterMessages.chooseResume': '履歴書を選択してください。',
  'coverLetterMessages.draftRestorePrompt': 'このカバーレターには、この端末で保存されていない変更があります。',
  'coverLetterMessages.draftInserted': '下書きを挿入しました。',
  'coverLetterMessages.draftInsertUndone': '以前のテキストに戻しました。',
  'coverLetterMessages.noResumeLinked':
    'プレビューを見るには履歴書をリンクしてください。カバーレターはその連絡先とデザインを使用します。',
  'jobMatchMessages.postingRequired': '求人情報を貼り付けてください。',
  'jobMatchMessages.postingTooLong': '求人情報は50000文字までです。',
  'jobMatchMessages.resumeRequired': '照合する履歴書を選択してください。',
  'jobMatchMessages.resumeNotFound': '履歴書が見つかりません。',
  'jobMatchMessages.noPosting':
    'この応募には照合する求人情報のテキストがありません。先に求人情報を貼り付けてください。',
  'jobMatchMessages.noRequirements': 'この求人情報から要件は見つかりませんでした。',
  'jobMatchMessages.secondOpinionUnavailable':
    'セカンドオピニオンにはAIプロバイダーが必要です。オフラインの照合結果を表示しています。',
  'tailorMessages.created': '調整済みコピーを作成しました。',
  'tailorMessages.accepted': '変更を適用しました。',
  'tailorMessages.undone': '変更を元に戻しました。',
  'tailorMessages.rejected': '変更を見送りました。',
  'tailorMessages.noTailoring': 'この応募はまだ調整されていません。',
  'tailorMessages.noProposals': '変更はありません。履歴書はすでにこの求人情報が求める内容を先頭に置いています。',
  'tailorMessages.conflict':
    '調整済みコピーは別の場所で変更されたため、再読み込みしました。変更をもう一度確認して選択してください。',
  'tailorMessages.stale': '調整済みコピーのこの部分は提案後に変更されたため、提案はもう適用できません。',
  'tailorMessages.sectionOrderReason':
    '{first}を上に移動します。このセクションは求人情報が求める項目のうち{count, plural, other {{count}件}}を示しています。',
  'tailorMessages.skillOrderReason': '求人情報が求める{met, plural, other {{met}件のスキル}}を先頭に置きます。',
  'tailorMessages.bulletOrderReason': '求人情報に合う{met, plural, other {{met}件の箇条書き}}を上に移動します。',
  'tailorMessages.aiSummaryReason': '求人情報に沿って言い換えた職務要約です。履歴書にない内容は含みません。',
  'tailorMessages.aiBulletReason': '求人情報に沿って言い換えた箇条書きです。履歴書にない内容は含みません。',
  'tailorMessages.proposalNotFound': '提案が見つかりません。',
  'tailorMessages.invalidDecision': 'accepted、rejected、openのいずれかを選択してください。',
  'tailorMessages.dropped':
    '{count, plural, other {履歴書にない事実を追加していたため、{count}件の提案を除外しました。}}',
} satisfies PartCatalogue<'messages'>;
