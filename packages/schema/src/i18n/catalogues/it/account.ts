import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'account.title': 'Impostazioni dell’account',

  'account.profile.title': 'Profilo',
  'account.profile.description': 'Il tuo nome e l’email con cui accedi.',
  'account.profile.currentPassword': 'Password attuale',
  'account.profile.emailChangeHint': 'Per cambiare l’email serve la password attuale.',
  'account.profile.save': 'Salva profilo',

  'account.email.verified': 'Verificata',
  'account.email.notVerified': 'Non verificata',
  'account.email.resend': 'Invia di nuovo',
  'account.email.sending': 'Invio…',

  'account.password.description':
    'Cambiando la password esci da tutti gli altri dispositivi; qui la sessione resta attiva.',
  'account.password.change': 'Cambia password',
  'account.password.changing': 'Modifica in corso…',
  'account.password.new': 'Nuova password',
  'account.password.rule': 'Almeno {min} caratteri.',
  'account.password.confirm': 'Conferma la nuova password',

  'account.twoFactor.description':
    'L’accesso chiede anche un codice da un’app di autenticazione, così la password da sola non basta.',
  'account.twoFactor.on': 'Attivo',
  'account.twoFactor.turnOff': 'Disattiva',
  'account.twoFactor.turnOnFull': 'Attiva l’accesso in due passaggi',
  'account.twoFactor.turnOffFull': 'Disattiva l’accesso in due passaggi',
  'account.twoFactor.setUp': 'Configura l’accesso in due passaggi',
  'account.twoFactor.scan': '1. Scansiona questo codice QR con la tua app di autenticazione.',
  'account.twoFactor.qrLabel': 'Codice QR per la tua app di autenticazione',
  'account.twoFactor.typeKey': 'Oppure inserisci questa chiave nell’app: <code>{secret}</code>',
  'account.twoFactor.code': 'Codice di autenticazione',
  'account.twoFactor.enterCode': '2. Inserisci il codice di 6 cifre mostrato dall’app.',
  'account.twoFactor.turnOn': 'Attiva',
  'account.twoFactor.turningOn': 'Attivazione…',
  'account.twoFactor.turningOff': 'Disattivazione…',
  'account.twoFactor.disableHint': 'Un codice dalla tua app di autenticazione o un codice di recupero.',
  'account.twoFactor.disableHintPassword':
    'Un codice dalla tua app di autenticazione o un codice di recupero. Oppure lascia vuoto il campo e inserisci la password.',

  'account.recovery.title': 'I tuoi codici di recupero',
  'account.recovery.keep':
    'Conservali in un posto sicuro. Ognuno ti fa accedere una volta se perdi la tua app di autenticazione. Vengono mostrati solo ora.',
  'account.recovery.label': 'Codici di recupero',
  'account.recovery.copy': 'Copia',
  'account.recovery.download': 'Scarica .txt',

  'account.passkeys.title': 'Passkey',
  'account.passkeys.description':
    'Accedi con l’impronta, il volto o il PIN del tuo dispositivo, o con il tuo gestore di password, invece che con una password.',
  'account.passkeys.none': 'Ancora nessuna passkey.',
  'account.passkeys.list': 'Le tue passkey',
  'account.passkeys.addedUsed': 'Aggiunta {added} · ultimo utilizzo {used}',
  'account.passkeys.addedNeverUsed': 'Aggiunta {added} · mai utilizzata',
  'account.passkeys.add': 'Aggiungi una passkey',
  'account.passkeys.adding': 'In attesa del dispositivo…',
  'account.passkeys.removeTitle': 'Rimuovere «{name}»?',
  'account.passkeys.removeText':
    'Non potrai più accedere con questa passkey. Il dispositivo o il gestore di password potrebbe ancora elencarla: rimuovila anche lì.',
  'account.passkeys.remove': 'Rimuovi passkey',
  'account.passkeys.renameTitle': 'Rinomina passkey',
  'account.passkeys.renameText': 'Un nome che ti dica quale dispositivo o gestore di password la contiene.',
  'account.passkeys.name': 'Nome',
  'account.passkeys.saveName': 'Salva nome',

  'account.sessions.title': 'Sessioni attive',
  'account.sessions.description':
    'I dispositivi e i browser connessi al tuo account. Disconnetti quelli che non riconosci.',
  'account.sessions.thisDevice': 'Questo dispositivo',
  'account.sessions.lastSeen': 'Ultima attività {time}',
  'account.sessions.signOut': 'Disconnetti',
  'account.sessions.signOutOthers': 'Disconnetti tutte le altre sessioni',
  'account.device.browserOnSystem': '{browser} su {system}',
  'account.device.browser': 'Un browser su {system}',
  'account.device.unknown': 'Dispositivo sconosciuto',

  'account.google.description': 'Accedi anche con il tuo account Google.',
  'account.google.connected': 'Collegato',
  'account.google.canSignIn': 'Puoi accedere con Google.',
  'account.google.notConnected': 'Non collegato.',
  'account.google.passwordHint': 'Conferma che sei tu con la password attuale.',
  'account.google.connect': 'Collega Google',
  'account.google.connecting': 'Collegamento…',
  'account.google.disconnect': 'Scollega Google',
  'account.google.disconnecting': 'Scollegamento…',

  'account.data.title': 'I tuoi dati',
  'account.data.description': 'Scarica il tuo account e ogni curriculum in un unico file JSON (vitae-export.json).',
  'account.data.download': 'Scarica i miei dati',
  'account.data.downloading': 'Download in corso…',

  'account.delete.title': 'Elimina account',
  'account.delete.description':
    'Elimina il tuo account e tutti i curriculum che contiene. L’operazione è irreversibile.',
  'account.delete.button': 'Elimina il mio account',
  'account.delete.confirmTitle': 'Eliminare il tuo account?',
  'account.delete.confirmText':
    'Il tuo account e tutti i suoi curriculum verranno eliminati definitivamente e la sessione verrà chiusa. L’operazione è irreversibile.',
  'account.delete.confirm': 'Elimina definitivamente l’account',
  'account.delete.deleting': 'Eliminazione…',

  'auth.backToLogIn': 'Torna all’accesso',
  'auth.forgot.title': 'Password dimenticata?',
  'auth.forgot.label': 'Richiedi un link di reimpostazione',
  'auth.forgot.intro': 'Inserisci l’email con cui accedi e ti invieremo un link per impostare una nuova password.',
  'auth.forgot.send': 'Invia link di reimpostazione',
  'auth.reset.title': 'Imposta una nuova password',
  'auth.reset.newLink': 'Invia un nuovo link',
  'auth.reset.submit': 'Imposta la nuova password',
  'auth.verify.title': 'Verifica la tua email',
  'auth.verify.verifying': 'Verifica in corso…',
  'auth.verify.tryAgain': 'Riprova',
  'auth.verify.dashboard': 'Vai al tuo pannello',
  'auth.twoFactor.hint':
    'Il codice di 6 cifre mostrato dalla tua app di autenticazione, o uno dei tuoi codici di recupero.',
  'auth.twoFactor.verify': 'Verifica',
  'auth.twoFactor.usePasskey': 'Usa invece una passkey',
  'auth.passkey.signIn': 'Accedi con una passkey',
  'auth.passkey.waiting': 'In attesa della passkey…',
  'auth.google.continue': 'Continua con Google',

  'mail.resetPassword.subject': 'Reimposta la tua password di Vitae',
  'mail.resetPassword.asked': 'Qualcuno (speriamo tu) ha chiesto di reimpostare la password del tuo account Vitae.',
  'mail.resetPassword.once':
    'Il link qui sotto funziona una sola volta, per {minutes, plural, one {# minuto} other {# minuti}}. Se non l’hai chiesto tu, ignora questa email: la tua password resta com’è.',
  'mail.resetPassword.link': 'Scegli una nuova password',
  'mail.passwordChanged.subject': 'La tua password di Vitae è stata cambiata',
  'mail.passwordChanged.changed':
    'La password del tuo account Vitae è appena stata cambiata e tutte le sessioni sono state disconnesse.',
  'mail.passwordChanged.notYou': 'Se non eri tu, reimposta subito la password e controlla le sessioni del tuo account.',
  'mail.verifyEmail.subject': 'Verifica il tuo indirizzo email per Vitae',
  'mail.verifyEmail.confirm':
    'Conferma che questo indirizzo è tuo: apri il link qui sotto (funziona una sola volta, per 24 ore).',
  'mail.verifyEmail.link': 'Verifica il mio indirizzo email',
  'mail.confirmNewEmail.subject': 'Conferma il tuo nuovo indirizzo email per Vitae',
  'mail.confirmNewEmail.asked':
    'Hai chiesto di usare questo indirizzo per il tuo account Vitae. Cambierà quando aprirai il link qui sotto (funziona una sola volta, per 24 ore).',
  'mail.confirmNewEmail.link': 'Usa questo indirizzo email',
  'mail.emailChangeRequested.subject': 'L’indirizzo email del tuo account Vitae sta per cambiare',
  'mail.emailChangeRequested.asked':
    'Qualcuno connesso al tuo account Vitae ha chiesto di cambiarne l’indirizzo in {newEmail}. Cambierà solo quando verrà aperto il link inviato a quell’indirizzo.',
  'mail.emailChangeRequested.notYou':
    'Se non eri tu, cambia la password e disconnetti tutte le altre sessioni dalla pagina del tuo account.',
  'mail.twoFactorOn.subject': 'L’accesso in due passaggi è attivo',
  'mail.twoFactorOn.text':
    'L’accesso in due passaggi è stato attivato per il tuo account Vitae. Conserva i codici di recupero in un posto sicuro.',
  'mail.twoFactorOff.subject': 'L’accesso in due passaggi è stato disattivato',
  'mail.twoFactorOff.text':
    'L’accesso in due passaggi è stato disattivato per il tuo account Vitae. Se non eri tu, reimposta subito la password.',
} satisfies PartCatalogue<'account'>;
