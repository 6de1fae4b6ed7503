import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'account.title': 'Ustawienia konta',

  'account.profile.title': 'Profil',
  'account.profile.description': 'Twoje imię i nazwisko oraz e-mail, którym się logujesz.',
  'account.profile.currentPassword': 'Obecne hasło',
  'account.profile.emailChangeHint': 'Zmiana adresu e-mail wymaga obecnego hasła.',
  'account.profile.save': 'Zapisz profil',

  'account.email.verified': 'Zweryfikowano',
  'account.email.notVerified': 'Niezweryfikowany',
  'account.email.resend': 'Wyślij ponownie',
  'account.email.sending': 'Wysyłanie…',

  'account.password.description':
    'Zmiana hasła wyloguje Cię na wszystkich innych urządzeniach; tutaj sesja pozostanie aktywna.',
  'account.password.change': 'Zmień hasło',
  'account.password.changing': 'Zmienianie…',
  'account.password.new': 'Nowe hasło',
  'account.password.rule': 'Co najmniej {min} znaków.',
  'account.password.confirm': 'Potwierdź nowe hasło',

  'account.twoFactor.description':
    'Logowanie wymaga też kodu z aplikacji uwierzytelniającej, więc samo hasło nie wystarczy.',
  'account.twoFactor.on': 'Włączone',
  'account.twoFactor.turnOff': 'Wyłącz',
  'account.twoFactor.turnOnFull': 'Włącz logowanie dwuetapowe',
  'account.twoFactor.turnOffFull': 'Wyłącz logowanie dwuetapowe',
  'account.twoFactor.setUp': 'Skonfiguruj logowanie dwuetapowe',
  'account.twoFactor.scan': '1. Zeskanuj ten kod QR aplikacją uwierzytelniającą.',
  'account.twoFactor.qrLabel': 'Kod QR dla aplikacji uwierzytelniającej',
  'account.twoFactor.typeKey': 'Albo wpisz ten klucz w aplikacji: <code>{secret}</code>',
  'account.twoFactor.code': 'Kod uwierzytelniający',
  'account.twoFactor.enterCode': '2. Wpisz 6-cyfrowy kod wyświetlony w aplikacji.',
  'account.twoFactor.turnOn': 'Włącz',
  'account.twoFactor.turningOn': 'Włączanie…',
  'account.twoFactor.turningOff': 'Wyłączanie…',
  'account.twoFactor.disableHint': 'Kod z aplikacji uwierzytelniającej albo kod odzyskiwania.',
  'account.twoFactor.disableHintPassword':
    'Kod z aplikacji uwierzytelniającej albo kod odzyskiwania. Możesz też zostawić to pole puste i wpisać hasło.',

  'account.recovery.title': 'Twoje kody odzyskiwania',
  'account.recovery.keep':
    'Przechowuj je w bezpiecznym miejscu. Każdy pozwala raz się zalogować, jeśli stracisz aplikację uwierzytelniającą. Są wyświetlane tylko teraz.',
  'account.recovery.label': 'Kody odzyskiwania',
  'account.recovery.copy': 'Kopiuj',
  'account.recovery.download': 'Pobierz .txt',

  'account.passkeys.title': 'Klucze dostępu',
  'account.passkeys.description':
    'Loguj się odciskiem palca, twarzą lub kodem PIN urządzenia albo menedżerem haseł zamiast hasłem.',
  'account.passkeys.none': 'Nie masz jeszcze kluczy dostępu.',
  'account.passkeys.list': 'Twoje klucze dostępu',
  'account.passkeys.addedUsed': 'Dodano {added} · ostatnio użyto {used}',
  'account.passkeys.addedNeverUsed': 'Dodano {added} · nigdy nie użyto',
  'account.passkeys.add': 'Dodaj klucz dostępu',
  'account.passkeys.adding': 'Oczekiwanie na urządzenie…',
  'account.passkeys.removeTitle': 'Usunąć „{name}”?',
  'account.passkeys.removeText':
    'Nie zalogujesz się już tym kluczem dostępu. Urządzenie lub menedżer haseł może go nadal wyświetlać: usuń go również tam.',
  'account.passkeys.remove': 'Usuń klucz dostępu',
  'account.passkeys.renameTitle': 'Zmień nazwę klucza dostępu',
  'account.passkeys.renameText': 'Nazwa, po której poznasz, które urządzenie lub menedżer haseł go przechowuje.',
  'account.passkeys.name': 'Nazwa',
  'account.passkeys.saveName': 'Zapisz nazwę',

  'account.sessions.title': 'Aktywne sesje',
  'account.sessions.description':
    'Urządzenia i przeglądarki zalogowane na Twoje konto. Wyloguj te, których nie rozpoznajesz.',
  'account.sessions.thisDevice': 'To urządzenie',
  'account.sessions.lastSeen': 'Ostatnia aktywność: {time}',
  'account.sessions.signOut': 'Wyloguj',
  'account.sessions.signOutOthers': 'Wyloguj wszystkie inne sesje',
  'account.device.browserOnSystem': '{browser} w systemie {system}',
  'account.device.browser': 'Przeglądarka w systemie {system}',
  'account.device.unknown': 'Nieznane urządzenie',

  'account.google.description': 'Loguj się także kontem Google.',
  'account.google.connected': 'Połączono',
  'account.google.canSignIn': 'Możesz logować się przez Google.',
  'account.google.notConnected': 'Nie połączono.',
  'account.google.passwordHint': 'Potwierdź, że to Ty, obecnym hasłem.',
  'account.google.connect': 'Połącz z Google',
  'account.google.connecting': 'Łączenie…',
  'account.google.disconnect': 'Odłącz Google',
  'account.google.disconnecting': 'Odłączanie…',

  'account.data.title': 'Twoje dane',
  'account.data.description': 'Pobierz swoje konto i wszystkie CV jako jeden plik JSON (vitae-export.json).',
  'account.data.download': 'Pobierz moje dane',
  'account.data.downloading': 'Pobieranie…',

  'account.delete.title': 'Usuń konto',
  'account.delete.description': 'Usuń swoje konto i wszystkie CV w nim. Tego nie można cofnąć.',
  'account.delete.button': 'Usuń moje konto',
  'account.delete.confirmTitle': 'Usunąć Twoje konto?',
  'account.delete.confirmText':
    'Twoje konto i wszystkie jego CV zostaną trwale usunięte, a Twoja sesja zostanie zakończona. Tego nie można cofnąć.',
  'account.delete.confirm': 'Usuń konto na zawsze',
  'account.delete.deleting': 'Usuwanie…',

  'auth.backToLogIn': 'Wróć do logowania',
  'auth.forgot.title': 'Nie pamiętasz hasła?',
  'auth.forgot.label': 'Poproś o link do zresetowania hasła',
  'auth.forgot.intro': 'Wpisz e-mail, którym się logujesz, a wyślemy Ci link do ustawienia nowego hasła.',
  'auth.forgot.send': 'Wyślij link do resetowania',
  'auth.reset.title': 'Ustaw nowe hasło',
  'auth.reset.newLink': 'Wyślij nowy link',
  'auth.reset.submit': 'Ustaw nowe hasło',
  'auth.verify.title': 'Zweryfikuj swój e-mail',
  'auth.verify.verifying': 'Weryfikowanie…',
  'auth.verify.tryAgain': 'Spróbuj ponownie',
  'auth.verify.dashboard': 'Przejdź do panelu',
  'auth.twoFactor.hint':
    '6-cyfrowy kod wyświetlony w aplikacji uwierzytelniającej albo jeden z Twoich kodów odzyskiwania.',
  'auth.twoFactor.verify': 'Zweryfikuj',
  'auth.twoFactor.usePasskey': 'Użyj klucza dostępu',
  'auth.passkey.signIn': 'Zaloguj się kluczem dostępu',
  'auth.passkey.waiting': 'Oczekiwanie na klucz dostępu…',
  'auth.google.continue': 'Kontynuuj z Google',

  'mail.resetPassword.subject': 'Zresetuj hasło do Vitae',
  'mail.resetPassword.asked': 'Ktoś (mamy nadzieję, że Ty) poprosił o zresetowanie hasła do Twojego konta Vitae.',
  'mail.resetPassword.once':
    'Poniższy link działa jeden raz, przez {minutes, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}. Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
  'mail.resetPassword.link': 'Wybierz nowe hasło',
  'mail.passwordChanged.subject': 'Hasło do Vitae zostało zmienione',
  'mail.passwordChanged.changed':
    'Hasło do Twojego konta Vitae zostało właśnie zmienione, a wszystkie sesje wylogowane.',
  'mail.passwordChanged.notYou': 'Jeśli to nie Ty, natychmiast zresetuj hasło i sprawdź sesje swojego konta.',
  'mail.verifyEmail.subject': 'Zweryfikuj swój adres e-mail w Vitae',
  'mail.verifyEmail.confirm':
    'Potwierdź, że ten adres należy do Ciebie: otwórz poniższy link (działa jeden raz, przez 24 godziny).',
  'mail.verifyEmail.link': 'Zweryfikuj mój adres e-mail',
  'mail.confirmNewEmail.subject': 'Potwierdź nowy adres e-mail w Vitae',
  'mail.confirmNewEmail.asked':
    'Poproszono o użycie tego adresu dla Twojego konta Vitae. Zmiana nastąpi po otwarciu poniższego linku (działa jeden raz, przez 24 godziny).',
  'mail.confirmNewEmail.link': 'Użyj tego adresu e-mail',
  'mail.emailChangeRequested.subject': 'Adres e-mail Twojego konta Vitae wkrótce się zmieni',
  'mail.emailChangeRequested.asked':
    'Ktoś zalogowany na Twoje konto Vitae poprosił o zmianę jego adresu na {newEmail}. Zmiana nastąpi dopiero po otwarciu linku wysłanego na ten adres.',
  'mail.emailChangeRequested.notYou':
    'Jeśli to nie Ty, zmień hasło i wyloguj wszystkie inne sesje na stronie swojego konta.',
  'mail.twoFactorOn.subject': 'Logowanie dwuetapowe jest włączone',
  'mail.twoFactorOn.text':
    'Dla Twojego konta Vitae włączono logowanie dwuetapowe. Przechowuj kody odzyskiwania w bezpiecznym miejscu.',
  'mail.twoFactorOff.subject': 'Logowanie dwuetapowe zostało wyłączone',
  'mail.twoFactorOff.text':
    'Dla Twojego konta Vitae wyłączono logowanie dwuetapowe. Jeśli to nie Ty, natychmiast zresetuj hasło.',
} satisfies PartCatalogue<'account'>;
