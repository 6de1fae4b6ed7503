import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'account.title': 'Kontoeinstellungen',

  'account.profile.title': 'Profil',
  'account.profile.description': 'Ihr Name und die E-Mail-Adresse, mit der Sie sich anmelden.',
  'account.profile.currentPassword': 'Aktuelles Passwort',
  'account.profile.emailChangeHint': 'Um Ihre E-Mail-Adresse zu ändern, brauchen Sie Ihr aktuelles Passwort.',
  'account.profile.save': 'Profil speichern',

  'account.email.verified': 'Bestätigt',
  'account.email.notVerified': 'Nicht bestätigt',
  'account.email.resend': 'Erneut senden',
  'account.email.sending': 'Wird gesendet …',

  'account.password.description':
    'Wenn Sie Ihr Passwort ändern, werden Sie überall sonst abgemeldet; hier bleiben Sie angemeldet.',
  'account.password.change': 'Passwort ändern',
  'account.password.changing': 'Wird geändert …',
  'account.password.new': 'Neues Passwort',
  'account.password.rule': 'Mindestens {min} Zeichen.',
  'account.password.confirm': 'Neues Passwort bestätigen',

  'account.twoFactor.description':
    'Bei der Anmeldung wird zusätzlich ein Code aus einer Authenticator-App abgefragt, sodass Ihr Passwort allein nicht genügt.',
  'account.twoFactor.on': 'Aktiviert',
  'account.twoFactor.turnOff': 'Deaktivieren',
  'account.twoFactor.turnOnFull': 'Zwei-Faktor-Anmeldung aktivieren',
  'account.twoFactor.turnOffFull': 'Zwei-Faktor-Anmeldung deaktivieren',
  'account.twoFactor.setUp': 'Zwei-Faktor-Anmeldung einrichten',
  'account.twoFactor.scan': '1. Scannen Sie diesen QR-Code mit Ihrer Authenticator-App.',
  'account.twoFactor.qrLabel': 'QR-Code für Ihre Authenticator-App',
  'account.twoFactor.typeKey': 'Oder geben Sie diesen Schlüssel in die App ein: <code>{secret}</code>',
  'account.twoFactor.code': 'Bestätigungscode',
  'account.twoFactor.enterCode': '2. Geben Sie den 6-stelligen Code ein, den die App anzeigt.',
  'account.twoFactor.turnOn': 'Aktivieren',
  'account.twoFactor.turningOn': 'Wird aktiviert …',
  'account.twoFactor.turningOff': 'Wird deaktiviert …',
  'account.twoFactor.disableHint': 'Ein Code aus Ihrer Authenticator-App oder ein Wiederherstellungscode.',
  'account.twoFactor.disableHintPassword':
    'Ein Code aus Ihrer Authenticator-App oder ein Wiederherstellungscode. Oder lassen Sie das Feld leer und geben Sie Ihr Passwort ein.',

  'account.recovery.title': 'Ihre Wiederherstellungscodes',
  'account.recovery.keep':
    'Bewahren Sie sie sicher auf. Mit jedem können Sie sich einmal anmelden, falls Sie Ihre Authenticator-App verlieren. Sie werden nur jetzt angezeigt.',
  'account.recovery.label': 'Wiederherstellungscodes',
  'account.recovery.copy': 'Kopieren',
  'account.recovery.download': '.txt herunterladen',

  'account.passkeys.title': 'Passkeys',
  'account.passkeys.description':
    'Melden Sie sich statt mit einem Passwort mit Fingerabdruck, Gesicht oder PIN Ihres Geräts oder mit Ihrem Passwort-Manager an.',
  'account.passkeys.none': 'Noch keine Passkeys.',
  'account.passkeys.list': 'Ihre Passkeys',
  'account.passkeys.addedUsed': 'Hinzugefügt {added} · zuletzt verwendet {used}',
  'account.passkeys.addedNeverUsed': 'Hinzugefügt {added} · nie verwendet',
  'account.passkeys.add': 'Passkey hinzufügen',
  'account.passkeys.adding': 'Warten auf Ihr Gerät …',
  'account.passkeys.removeTitle': '„{name}“ entfernen?',
  'account.passkeys.removeText':
    'Sie können sich dann nicht mehr mit diesem Passkey anmelden. Das Gerät oder der Passwort-Manager zeigt ihn eventuell weiterhin an: Entfernen Sie ihn auch dort.',
  'account.passkeys.remove': 'Passkey entfernen',
  'account.passkeys.renameTitle': 'Passkey umbenennen',
  'account.passkeys.renameText':
    'Ein Name, an dem Sie erkennen, welches Gerät oder welcher Passwort-Manager ihn enthält.',
  'account.passkeys.name': 'Name',
  'account.passkeys.saveName': 'Name speichern',

  'account.sessions.title': 'Aktive Sitzungen',
  'account.sessions.description':
    'Die Geräte und Browser, die bei Ihrem Konto angemeldet sind. Melden Sie alle ab, die Sie nicht kennen.',
  'account.sessions.thisDevice': 'Dieses Gerät',
  'account.sessions.lastSeen': 'Zuletzt aktiv {time}',
  'account.sessions.signOut': 'Abmelden',
  'account.sessions.signOutOthers': 'Alle anderen Sitzungen abmelden',
  'account.device.browserOnSystem': '{browser} unter {system}',
  'account.device.browser': 'Ein Browser unter {system}',
  'account.device.unknown': 'Unbekanntes Gerät',

  'account.google.description': 'Melden Sie sich auch mit Ihrem Google-Konto an.',
  'account.google.connected': 'Verbunden',
  'account.google.canSignIn': 'Sie können sich mit Google anmelden.',
  'account.google.notConnected': 'Nicht verbunden.',
  'account.google.passwordHint': 'Bestätigen Sie mit Ihrem aktuellen Passwort, dass Sie es sind.',
  'account.google.connect': 'Google verbinden',
  'account.google.connecting': 'Wird verbunden …',
  'account.google.disconnect': 'Google trennen',
  'account.google.disconnecting': 'Wird getrennt …',

  'account.data.title': 'Ihre Daten',
  'account.data.description':
    'Laden Sie Ihr Konto und alle Lebensläufe als eine JSON-Datei herunter (vitae-export.json).',
  'account.data.download': 'Meine Daten herunterladen',
  'account.data.downloading': 'Wird heruntergeladen …',

  'account.delete.title': 'Konto löschen',
  'account.delete.description':
    'Löschen Sie Ihr Konto und alle Lebensläufe darin. Dies kann nicht rückgängig gemacht werden.',
  'account.delete.button': 'Mein Konto löschen',
  'account.delete.confirmTitle': 'Ihr Konto löschen?',
  'account.delete.confirmText':
    'Ihr Konto und alle seine Lebensläufe werden endgültig gelöscht, und Sie werden abgemeldet. Dies kann nicht rückgängig gemacht werden.',
  'account.delete.confirm': 'Konto endgültig löschen',
  'account.delete.deleting': 'Wird gelöscht …',

  'auth.backToLogIn': 'Zurück zur Anmeldung',
  'auth.forgot.title': 'Passwort vergessen?',
  'auth.forgot.label': 'Link zum Zurücksetzen anfordern',
  'auth.forgot.intro':
    'Geben Sie die E-Mail-Adresse ein, mit der Sie sich anmelden, und wir senden Ihnen einen Link, um ein neues Passwort festzulegen.',
  'auth.forgot.send': 'Link zum Zurücksetzen senden',
  'auth.reset.title': 'Neues Passwort festlegen',
  'auth.reset.newLink': 'Neuen Link senden',
  'auth.reset.submit': 'Neues Passwort festlegen',
  'auth.verify.title': 'E-Mail-Adresse bestätigen',
  'auth.verify.verifying': 'Wird geprüft …',
  'auth.verify.tryAgain': 'Erneut versuchen',
  'auth.verify.dashboard': 'Zu Ihrer Übersicht',
  'auth.twoFactor.hint':
    'Der 6-stellige Code, den Ihre Authenticator-App anzeigt, oder einer Ihrer Wiederherstellungscodes.',
  'auth.twoFactor.verify': 'Bestätigen',
  'auth.twoFactor.usePasskey': 'Stattdessen einen Passkey verwenden',
  'auth.passkey.signIn': 'Mit einem Passkey anmelden',
  'auth.passkey.waiting': 'Warten auf Ihren Passkey …',
  'auth.google.continue': 'Weiter mit Google',

  'mail.resetPassword.subject': 'Setzen Sie Ihr Vitae-Passwort zurück',
  'mail.resetPassword.asked':
    'Jemand (hoffentlich Sie) hat angefordert, das Passwort Ihres Vitae-Kontos zurückzusetzen.',
  'mail.resetPassword.once':
    'Der Link unten funktioniert einmal, {minutes, plural, one {# Minute} other {# Minuten}} lang. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
  'mail.resetPassword.link': 'Neues Passwort wählen',
  'mail.passwordChanged.subject': 'Ihr Vitae-Passwort wurde geändert',
  'mail.passwordChanged.changed':
    'Das Passwort Ihres Vitae-Kontos wurde soeben geändert, und alle Sitzungen wurden abgemeldet.',
  'mail.passwordChanged.notYou':
    'Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und prüfen Sie die Sitzungen Ihres Kontos.',
  'mail.verifyEmail.subject': 'Bestätigen Sie Ihre E-Mail-Adresse für Vitae',
  'mail.verifyEmail.confirm':
    'Bitte bestätigen Sie, dass diese Adresse Ihnen gehört: Öffnen Sie den Link unten (er funktioniert einmal, 24 Stunden lang).',
  'mail.verifyEmail.link': 'Meine E-Mail-Adresse bestätigen',
  'mail.confirmNewEmail.subject': 'Bestätigen Sie Ihre neue E-Mail-Adresse für Vitae',
  'mail.confirmNewEmail.asked':
    'Sie möchten diese Adresse für Ihr Vitae-Konto verwenden. Sie wird geändert, sobald Sie den Link unten öffnen (er funktioniert einmal, 24 Stunden lang).',
  'mail.confirmNewEmail.link': 'Diese E-Mail-Adresse verwenden',
  'mail.emailChangeRequested.subject': 'Ihre E-Mail-Adresse bei Vitae wird bald geändert',
  'mail.emailChangeRequested.asked':
    'Jemand, der bei Ihrem Vitae-Konto angemeldet ist, möchte dessen Adresse in {newEmail} ändern. Sie wird erst geändert, wenn der dorthin gesendete Link geöffnet wird.',
  'mail.emailChangeRequested.notYou':
    'Wenn Sie das nicht waren, ändern Sie Ihr Passwort und melden Sie auf Ihrer Kontoseite alle anderen Sitzungen ab.',
  'mail.twoFactorOn.subject': 'Die Zwei-Faktor-Anmeldung ist aktiviert',
  'mail.twoFactorOn.text':
    'Die Zwei-Faktor-Anmeldung wurde für Ihr Vitae-Konto aktiviert. Bewahren Sie Ihre Wiederherstellungscodes sicher auf.',
  'mail.twoFactorOff.subject': 'Die Zwei-Faktor-Anmeldung wurde deaktiviert',
  'mail.twoFactorOff.text':
    'Die Zwei-Faktor-Anmeldung wurde für Ihr Vitae-Konto deaktiviert. Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück.',
} satisfies PartCatalogue<'account'>;
