import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'account.title': 'Accountinstellingen',

  'account.profile.title': 'Profiel',
  'account.profile.description': 'Je naam en het e-mailadres waarmee je inlogt.',
  'account.profile.currentPassword': 'Huidig wachtwoord',
  'account.profile.emailChangeHint': 'Om je e-mailadres te wijzigen heb je je huidige wachtwoord nodig.',
  'account.profile.save': 'Profiel opslaan',

  'account.email.verified': 'Geverifieerd',
  'account.email.notVerified': 'Niet geverifieerd',
  'account.email.resend': 'Opnieuw versturen',
  'account.email.sending': 'Versturen…',

  'account.password.description':
    'Als je je wachtwoord wijzigt, word je overal anders uitgelogd; hier blijf je ingelogd.',
  'account.password.change': 'Wachtwoord wijzigen',
  'account.password.changing': 'Wijzigen…',
  'account.password.new': 'Nieuw wachtwoord',
  'account.password.rule': 'Minstens {min} tekens.',
  'account.password.confirm': 'Bevestig het nieuwe wachtwoord',

  'account.twoFactor.description':
    'Bij het inloggen wordt ook een code uit een authenticator-app gevraagd, zodat je wachtwoord alleen niet genoeg is.',
  'account.twoFactor.on': 'Aan',
  'account.twoFactor.turnOff': 'Uitzetten',
  'account.twoFactor.turnOnFull': 'Inloggen in twee stappen aanzetten',
  'account.twoFactor.turnOffFull': 'Inloggen in twee stappen uitzetten',
  'account.twoFactor.setUp': 'Inloggen in twee stappen instellen',
  'account.twoFactor.scan': '1. Scan deze QR-code met je authenticator-app.',
  'account.twoFactor.qrLabel': 'QR-code voor je authenticator-app',
  'account.twoFactor.typeKey': 'Of typ deze sleutel in de app: <code>{secret}</code>',
  'account.twoFactor.code': 'Verificatiecode',
  'account.twoFactor.enterCode': '2. Voer de 6-cijferige code in die de app toont.',
  'account.twoFactor.turnOn': 'Aanzetten',
  'account.twoFactor.turningOn': 'Aanzetten…',
  'account.twoFactor.turningOff': 'Uitzetten…',
  'account.twoFactor.disableHint': 'Een code uit je authenticator-app, of een herstelcode.',
  'account.twoFactor.disableHintPassword':
    'Een code uit je authenticator-app, of een herstelcode. Of laat het leeg en voer je wachtwoord in.',

  'account.recovery.title': 'Je herstelcodes',
  'account.recovery.keep':
    'Bewaar ze op een veilige plek. Met elke code kun je één keer inloggen als je je authenticator-app kwijtraakt. Ze worden alleen nu getoond.',
  'account.recovery.label': 'Herstelcodes',
  'account.recovery.copy': 'Kopiëren',
  'account.recovery.download': '.txt downloaden',

  'account.passkeys.title': 'Toegangssleutels',
  'account.passkeys.description':
    'Log in met de vingerafdruk, het gezicht of de pincode van je apparaat, of met je wachtwoordbeheerder, in plaats van met een wachtwoord.',
  'account.passkeys.none': 'Nog geen toegangssleutels.',
  'account.passkeys.list': 'Je toegangssleutels',
  'account.passkeys.addedUsed': 'Toegevoegd {added} · laatst gebruikt {used}',
  'account.passkeys.addedNeverUsed': 'Toegevoegd {added} · nooit gebruikt',
  'account.passkeys.add': 'Toegangssleutel toevoegen',
  'account.passkeys.adding': 'Wachten op je apparaat…',
  'account.passkeys.removeTitle': '‘{name}’ verwijderen?',
  'account.passkeys.removeText':
    'Je kunt dan niet meer inloggen met deze toegangssleutel. Het apparaat of de wachtwoordbeheerder toont hem misschien nog: verwijder hem daar ook.',
  'account.passkeys.remove': 'Toegangssleutel verwijderen',
  'account.passkeys.renameTitle': 'Toegangssleutel hernoemen',
  'account.passkeys.renameText': 'Een naam waaraan je ziet welk apparaat of welke wachtwoordbeheerder hem bewaart.',
  'account.passkeys.name': 'Naam',
  'account.passkeys.saveName': 'Naam opslaan',

  'account.sessions.title': 'Actieve sessies',
  'account.sessions.description':
    'De apparaten en browsers die in je account zijn ingelogd. Log uit wat je niet herkent.',
  'account.sessions.thisDevice': 'Dit apparaat',
  'account.sessions.lastSeen': 'Laatst actief {time}',
  'account.sessions.signOut': 'Uitloggen',
  'account.sessions.signOutOthers': 'Alle andere sessies uitloggen',
  'account.device.browserOnSystem': '{browser} op {system}',
  'account.device.browser': 'Een browser op {system}',
  'account.device.unknown': 'Onbekend apparaat',

  'account.google.description': 'Log ook in met je Google-account.',
  'account.google.connected': 'Gekoppeld',
  'account.google.canSignIn': 'Je kunt inloggen met Google.',
  'account.google.notConnected': 'Niet gekoppeld.',
  'account.google.passwordHint': 'Bevestig met je huidige wachtwoord dat jij het bent.',
  'account.google.connect': 'Google koppelen',
  'account.google.connecting': 'Koppelen…',
  'account.google.disconnect': 'Google ontkoppelen',
  'account.google.disconnecting': 'Ontkoppelen…',

  'account.data.title': 'Je gegevens',
  'account.data.description': 'Download je account en al je cv’s als één JSON-bestand (vitae-export.json).',
  'account.data.download': 'Mijn gegevens downloaden',
  'account.data.downloading': 'Downloaden…',

  'account.delete.title': 'Account verwijderen',
  'account.delete.description': 'Verwijder je account en alle cv’s erin. Dit kan niet ongedaan worden gemaakt.',
  'account.delete.button': 'Mijn account verwijderen',
  'account.delete.confirmTitle': 'Je account verwijderen?',
  'account.delete.confirmText':
    'Je account en al zijn cv’s worden definitief verwijderd, en je wordt uitgelogd. Dit kan niet ongedaan worden gemaakt.',
  'account.delete.confirm': 'Account definitief verwijderen',
  'account.delete.deleting': 'Verwijderen…',

  'auth.backToLogIn': 'Terug naar inloggen',
  'auth.forgot.title': 'Wachtwoord vergeten?',
  'auth.forgot.label': 'Een herstellink aanvragen',
  'auth.forgot.intro':
    'Voer het e-mailadres in waarmee je inlogt, dan sturen we je een link om een nieuw wachtwoord in te stellen.',
  'auth.forgot.send': 'Herstellink versturen',
  'auth.reset.title': 'Stel een nieuw wachtwoord in',
  'auth.reset.newLink': 'Een nieuwe link versturen',
  'auth.reset.submit': 'Nieuw wachtwoord instellen',
  'auth.verify.title': 'Verifieer je e-mailadres',
  'auth.verify.verifying': 'Verifiëren…',
  'auth.verify.tryAgain': 'Opnieuw proberen',
  'auth.verify.dashboard': 'Naar je overzicht',
  'auth.twoFactor.hint': 'De 6-cijferige code die je authenticator-app toont, of een van je herstelcodes.',
  'auth.twoFactor.verify': 'Verifiëren',
  'auth.twoFactor.usePasskey': 'Een toegangssleutel gebruiken',
  'auth.passkey.signIn': 'Inloggen met een toegangssleutel',
  'auth.passkey.waiting': 'Wachten op je toegangssleutel…',
  'auth.google.continue': 'Doorgaan met Google',

  'mail.resetPassword.subject': 'Herstel je Vitae-wachtwoord',
  'mail.resetPassword.asked':
    'Iemand (hopelijk jij) heeft gevraagd om het wachtwoord van je Vitae-account te herstellen.',
  'mail.resetPassword.once':
    'De link hieronder werkt één keer, {minutes, plural, one {# minuut} other {# minuten}} lang. Heb je hier niet om gevraagd, negeer deze e-mail dan: je wachtwoord blijft zoals het is.',
  'mail.resetPassword.link': 'Een nieuw wachtwoord kiezen',
  'mail.passwordChanged.subject': 'Je Vitae-wachtwoord is gewijzigd',
  'mail.passwordChanged.changed':
    'Het wachtwoord van je Vitae-account is zojuist gewijzigd, en alle sessies zijn uitgelogd.',
  'mail.passwordChanged.notYou':
    'Was jij dit niet, herstel dan meteen je wachtwoord en controleer de sessies van je account.',
  'mail.verifyEmail.subject': 'Verifieer je e-mailadres voor Vitae',
  'mail.verifyEmail.confirm':
    'Bevestig dat dit adres van jou is: open de link hieronder (hij werkt één keer, 24 uur lang).',
  'mail.verifyEmail.link': 'Mijn e-mailadres verifiëren',
  'mail.confirmNewEmail.subject': 'Bevestig je nieuwe e-mailadres voor Vitae',
  'mail.confirmNewEmail.asked':
    'Je wilt dit adres gebruiken voor je Vitae-account. Het wordt gewijzigd zodra je de link hieronder opent (hij werkt één keer, 24 uur lang).',
  'mail.confirmNewEmail.link': 'Dit e-mailadres gebruiken',
  'mail.emailChangeRequested.subject': 'Het e-mailadres van je Vitae-account gaat veranderen',
  'mail.emailChangeRequested.asked':
    'Iemand die in je Vitae-account is ingelogd, heeft gevraagd het adres te wijzigen in {newEmail}. Het wordt pas gewijzigd als de link die daarheen is gestuurd wordt geopend.',
  'mail.emailChangeRequested.notYou':
    'Was jij dit niet, wijzig dan je wachtwoord en log alle andere sessies uit via je accountpagina.',
  'mail.twoFactorOn.subject': 'Inloggen in twee stappen staat aan',
  'mail.twoFactorOn.text':
    'Inloggen in twee stappen is aangezet voor je Vitae-account. Bewaar je herstelcodes op een veilige plek.',
  'mail.twoFactorOff.subject': 'Inloggen in twee stappen is uitgezet',
  'mail.twoFactorOff.text':
    'Inloggen in twee stappen is uitgezet voor je Vitae-account. Was jij dit niet, herstel dan meteen je wachtwoord.',
} satisfies PartCatalogue<'account'>;
